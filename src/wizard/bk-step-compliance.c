/* bk-step-compliance.c: the checklist wizard's step 6: whether the data may leave the premises
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-step-compliance"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-lean-box.h"
#include "bk-step-compliance.h"
#include "bk-step.h"

struct _BkStepCompliance
{
  BkStep        parent_instance;

  AdwSwitchRow *may_leave_row;
};

G_DEFINE_FINAL_TYPE (BkStepCompliance, bk_step_compliance, BK_TYPE_STEP)

/* The question is asked the way people say it ("may the data leave?"), the model stores the
 * restriction ("must stay on the premises"). */
static gboolean
invert_boolean (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      user_data)
{
  g_value_set_boolean (to, !g_value_get_boolean (from));
  return TRUE;
}

static void
bk_step_compliance_class_init (BkStepComplianceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (BK_TYPE_LEAN_BOX);

  bk_step_class_set_template (widget_class,
                              "/io/github/breakeven/Breakeven/ui/bk-step-compliance.ui");
  gtk_widget_class_bind_template_child (widget_class, BkStepCompliance, may_leave_row);
}

static void
bk_step_compliance_init (BkStepCompliance *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  bk_step_bind_full (BK_STEP (self), BK_STEP_SOURCE_WORKLOAD, "compliance-on-prem",
                     self->may_leave_row, "active",
                     invert_boolean, invert_boolean);
}

GtkWidget *
bk_step_compliance_new (void)
{
  return g_object_new (BK_TYPE_STEP_COMPLIANCE, NULL);
}
