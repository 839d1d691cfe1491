/* bk-step-utilisation.c: the checklist wizard's step 2: how busy the GPUs are
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-step-utilisation"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-analysis.h"
#include "bk-engine-enums.h"
#include "bk-format.h"
#include "bk-lean-box.h"
#include "bk-number-row.h"
#include "bk-step-utilisation.h"
#include "bk-step.h"
#include "bk-usage-import.h"

struct _BkStepUtilisation
{
  BkStep         parent_instance;

  GtkAdjustment *utilisation_adjustment;
  BkNumberRow   *utilisation_row;
  GtkLabel      *side_label;
};

G_DEFINE_FINAL_TYPE (BkStepUtilisation, bk_step_utilisation, BK_TYPE_STEP)

/* Says on which side of the article's two marks the answer lies; the engine's lean box below
 * draws the conclusion. The comparisons are the engine's own (below 50, above 80). */
static void
update_side_label (BkStepUtilisation *self)
{
  double value = gtk_adjustment_get_value (self->utilisation_adjustment);
  g_autofree char *percent = bk_format_percent (value, -1);
  g_autofree char *low = bk_format_percent (BK_UTILISATION_RENT_BELOW, 0);
  g_autofree char *high = bk_format_percent (BK_UTILISATION_BUY_ABOVE, 0);
  g_autofree char *text = NULL;

  if (value < BK_UTILISATION_RENT_BELOW)
    /* Translators: "45 % lies below the 50 % mark." */
    text = g_strdup_printf (_("%s lies below the %s mark."), percent, low);
  else if (value > BK_UTILISATION_BUY_ABOVE)
    /* Translators: "85 % lies above the 80 % mark." */
    text = g_strdup_printf (_("%s lies above the %s mark."), percent, high);
  else
    /* Translators: "65 % lies between the 50 % and 80 % marks." */
    text = g_strdup_printf (_("%s lies between the %s and %s marks."), percent, low, high);

  gtk_label_set_label (self->side_label, text);
}

static void
bk_step_utilisation_class_init (BkStepUtilisationClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (BK_TYPE_LEAN_BOX);
  g_type_ensure (BK_TYPE_USAGE_IMPORT);

  bk_step_class_set_template (widget_class,
                              "/io/github/breakeven/Breakeven/ui/bk-step-utilisation.ui");
  gtk_widget_class_bind_template_child (widget_class, BkStepUtilisation, utilisation_adjustment);
  gtk_widget_class_bind_template_child (widget_class, BkStepUtilisation, utilisation_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepUtilisation, side_label);
}

static void
bk_step_utilisation_init (BkStepUtilisation *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_object (self->utilisation_adjustment, "value-changed",
                           G_CALLBACK (update_side_label), self, G_CONNECT_SWAPPED);
  bk_step_bind (BK_STEP (self), BK_STEP_SOURCE_WORKLOAD, "utilisation",
                self->utilisation_adjustment, "value");
  bk_step_add_range (BK_STEP (self), self->utilisation_row, BK_INPUT_UTILISATION);
  update_side_label (self);
}

GtkWidget *
bk_step_utilisation_new (void)
{
  return g_object_new (BK_TYPE_STEP_UTILISATION, NULL);
}
