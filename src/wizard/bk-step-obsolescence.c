/* bk-step-obsolescence.c: the checklist wizard's step 4: how fast requirements age
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-step-obsolescence"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-engine-enums.h"
#include "bk-lean-box.h"
#include "bk-number-row.h"
#include "bk-step-obsolescence.h"
#include "bk-step.h"

struct _BkStepObsolescence
{
  BkStep        parent_instance;

  AdwSwitchRow *latest_row;
  BkNumberRow  *value_loss_row;
  BkNumberRow  *rent_change_row;
  BkNumberRow  *purchase_change_row;
};

G_DEFINE_FINAL_TYPE (BkStepObsolescence, bk_step_obsolescence, BK_TYPE_STEP)

static void
bk_step_obsolescence_class_init (BkStepObsolescenceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (BK_TYPE_LEAN_BOX);

  bk_step_class_set_template (widget_class,
                              "/io/github/breakeven/Breakeven/ui/bk-step-obsolescence.ui");
  gtk_widget_class_bind_template_child (widget_class, BkStepObsolescence, latest_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepObsolescence, value_loss_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepObsolescence, rent_change_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepObsolescence, purchase_change_row);
}

static void
bk_step_obsolescence_init (BkStepObsolescence *self)
{
  BkStep *step = BK_STEP (self);

  gtk_widget_init_template (GTK_WIDGET (self));

  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "needs-latest-gpus", self->latest_row, "active");
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "annual-value-loss", self->value_loss_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "rent-price-change", self->rent_change_row, "value");
  bk_step_add_range (step, self->value_loss_row, BK_INPUT_ANNUAL_VALUE_LOSS);
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "purchase-price-change", self->purchase_change_row,
                "value");
  bk_step_add_range (step, self->rent_change_row, BK_INPUT_RENT_PRICE_CHANGE);
  bk_step_add_range (step, self->purchase_change_row, BK_INPUT_PURCHASE_PRICE_CHANGE);
}

GtkWidget *
bk_step_obsolescence_new (void)
{
  return g_object_new (BK_TYPE_STEP_OBSOLESCENCE, NULL);
}
