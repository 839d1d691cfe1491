/* bk-step-predictability.c: the checklist wizard's step 3: how regular the demand is, and its peaks
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-step-predictability"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-demand-steps.h"
#include "bk-engine-enums.h"
#include "bk-lean-box.h"
#include "bk-number-row.h"
#include "bk-step-predictability.h"
#include "bk-step.h"
#include "bk-workload.h"
#include "bk-model-enums.h"

struct _BkStepPredictability
{
  BkStep          parent_instance;

  AdwToggleGroup *pattern_group;
  BkNumberRow    *burst_gpus_row;
  BkNumberRow    *burst_days_row;
  BkNumberRow    *burst_interval_row;
  AdwExpanderRow *hybrid_row;
  BkNumberRow    *hybrid_gpus_row;
  BkNumberRow    *growth_row;
  BkNumberRow    *end_row;
};

G_DEFINE_FINAL_TYPE (BkStepPredictability, bk_step_predictability, BK_TYPE_STEP)

/* The toggles are named after the enum's nicks, so the binding maps one onto the other. */
static gboolean
predictability_to_name (GBinding     *binding,
                        const GValue *from,
                        GValue       *to,
                        gpointer      user_data)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (BK_TYPE_PREDICTABILITY);
  GEnumValue *value = g_enum_get_value (enum_class, g_value_get_enum (from));

  if (value == NULL)
    return FALSE;

  g_value_set_string (to, value->value_nick);
  return TRUE;
}

static gboolean
name_to_predictability (GBinding     *binding,
                        const GValue *from,
                        GValue       *to,
                        gpointer      user_data)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (BK_TYPE_PREDICTABILITY);
  const char *name = g_value_get_string (from);
  GEnumValue *value;

  if (name == NULL)
    return FALSE;

  value = g_enum_get_value_by_nick (enum_class, name);
  if (value == NULL)
    return FALSE;

  g_value_set_enum (to, value->value);
  return TRUE;
}

/* hybrid-owned-gpus is -1 while the hybrid owns the base demand; the expander's switch turns a
 * pool size of one's own on (starting from the base) and off again. */
static gboolean
hybrid_to_enabled (GBinding     *binding,
                   const GValue *from,
                   GValue       *to,
                   gpointer      user_data)
{
  g_value_set_boolean (to, g_value_get_int (from) >= 0);
  return TRUE;
}

static gboolean
enabled_to_hybrid (GBinding     *binding,
                   const GValue *from,
                   GValue       *to,
                   gpointer      user_data)
{
  g_autoptr(GObject) source = g_binding_dup_source (binding);
  BkWorkload *workload = BK_WORKLOAD (source);

  if (workload == NULL)
    return FALSE;

  if (!g_value_get_boolean (from))
    g_value_set_int (to, -1);
  else if (bk_workload_get_hybrid_owned_gpus (workload) >= 0)
    g_value_set_int (to, bk_workload_get_hybrid_owned_gpus (workload));
  else
    g_value_set_int (to, (int) bk_workload_get_gpus (workload));

  return TRUE;
}

static gboolean
hybrid_to_value (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  g_autoptr(GObject) source = g_binding_dup_source (binding);
  int gpus = g_value_get_int (from);

  if (gpus < 0 && source != NULL)
    gpus = (int) bk_workload_get_effective_hybrid_gpus (BK_WORKLOAD (source));

  g_value_set_double (to, MAX (gpus, 0));
  return TRUE;
}

static gboolean
value_to_hybrid (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  g_autoptr(GObject) source = g_binding_dup_source (binding);

  /* While the switch is off the hybrid follows the base demand; the hidden spin button must
   * not pin it to a number. */
  if (source == NULL || bk_workload_get_hybrid_owned_gpus (BK_WORKLOAD (source)) < 0)
    return FALSE;

  g_value_set_int (to, (int) CLAMP (g_value_get_double (from), 0, 2 * BK_MAX_GPUS));
  return TRUE;
}

static void
bk_step_predictability_class_init (BkStepPredictabilityClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (BK_TYPE_LEAN_BOX);
  g_type_ensure (BK_TYPE_DEMAND_STEPS);

  bk_step_class_set_template (widget_class,
                              "/io/github/breakeven/Breakeven/ui/bk-step-predictability.ui");
  gtk_widget_class_bind_template_child (widget_class, BkStepPredictability, pattern_group);
  gtk_widget_class_bind_template_child (widget_class, BkStepPredictability, burst_gpus_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPredictability, burst_days_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPredictability, burst_interval_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPredictability, hybrid_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPredictability, hybrid_gpus_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPredictability, growth_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPredictability, end_row);
}

static void
bk_step_predictability_init (BkStepPredictability *self)
{
  BkStep *step = BK_STEP (self);

  gtk_widget_init_template (GTK_WIDGET (self));

  bk_step_bind_full (step, BK_STEP_SOURCE_WORKLOAD, "predictability",
                     self->pattern_group, "active-name",
                     predictability_to_name, name_to_predictability);
  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "burst-gpus", self->burst_gpus_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "burst-days", self->burst_days_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "burst-interval-days",
                self->burst_interval_row, "value");
  bk_step_bind_full (step, BK_STEP_SOURCE_WORKLOAD, "hybrid-owned-gpus",
                     self->hybrid_row, "enable-expansion",
                     hybrid_to_enabled, enabled_to_hybrid);
  bk_step_bind_full (step, BK_STEP_SOURCE_WORKLOAD, "hybrid-owned-gpus",
                     self->hybrid_gpus_row, "value",
                     hybrid_to_value, value_to_hybrid);
  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "demand-growth-percent", self->growth_row,
                "value");
  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "project-end-month", self->end_row, "value");
}

GtkWidget *
bk_step_predictability_new (void)
{
  return g_object_new (BK_TYPE_STEP_PREDICTABILITY, NULL);
}
