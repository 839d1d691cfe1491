/* bk-step-know-how.c: the checklist wizard's step 7: hardware know-how, administration and
 * cloud onboarding
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-step-know-how"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-engine-enums.h"
#include "bk-lean-box.h"
#include "bk-number-row.h"
#include "bk-step-know-how.h"
#include "bk-step.h"

struct _BkStepKnowHow
{
  BkStep        parent_instance;

  AdwSwitchRow *know_how_row;
  BkNumberRow  *admin_hours_row;
  BkNumberRow  *hourly_rate_row;
  BkNumberRow  *onboarding_row;
};

G_DEFINE_FINAL_TYPE (BkStepKnowHow, bk_step_know_how, BK_TYPE_STEP)

static void
bk_step_know_how_class_init (BkStepKnowHowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (BK_TYPE_LEAN_BOX);

  bk_step_class_set_template (widget_class,
                              "/io/github/breakeven/Breakeven/ui/bk-step-know-how.ui");
  gtk_widget_class_bind_template_child (widget_class, BkStepKnowHow, know_how_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepKnowHow, admin_hours_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepKnowHow, hourly_rate_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepKnowHow, onboarding_row);
}

static void
bk_step_know_how_init (BkStepKnowHow *self)
{
  BkStep *step = BK_STEP (self);

  gtk_widget_init_template (GTK_WIDGET (self));

  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "hardware-know-how", self->know_how_row, "active");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "admin-hours-per-month",
                self->admin_hours_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "staff-hourly-rate", self->hourly_rate_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "onboarding-hours", self->onboarding_row, "value");
  bk_step_add_range (step, self->admin_hours_row, BK_INPUT_ADMIN_HOURS_PER_MONTH);
  bk_step_add_range (step, self->onboarding_row, BK_INPUT_ONBOARDING_HOURS);

  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->hourly_rate_row, "subtitle",
                          _("%s per hour, for administration and onboarding alike"));
}

GtkWidget *
bk_step_know_how_new (void)
{
  return g_object_new (BK_TYPE_STEP_KNOW_HOW, NULL);
}
