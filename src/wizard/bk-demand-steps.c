/* bk-demand-steps.c: the steps of the base demand as a list to edit
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The workload keeps its steps as text ("7:+4, 13:-2"); here each is a row that opens to its
 * month and its change, with a button to remove it, and one more row adds a step. Every edit
 * writes the whole list back at once.
 */

#define G_LOG_DOMAIN "bk-demand-steps"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bk-accessible.h"
#include "bk-demand-steps.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-format.h"
#include "bk-number-row.h"
#include "bk-workload.h"

typedef struct
{
  AdwExpanderRow *row;
  BkNumberRow    *month_row;
  BkNumberRow    *gpus_row;
} StepRow;

struct _BkDemandSteps
{
  AdwPreferencesGroup parent_instance;

  BkWorkload   *workload;
  GSignalGroup *workload_signals;
  GArray       *rows;        /* of StepRow */
  AdwButtonRow *add_row;
  gboolean      writing;     /* the change of demand-steps is our own */
};

enum {
  PROP_0,
  PROP_WORKLOAD,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkDemandSteps, bk_demand_steps, ADW_TYPE_PREFERENCES_GROUP)

static GParamSpec *properties[N_PROPS];

static void rebuild (BkDemandSteps *self);

static char *
step_title (guint month,
            int   gpus)
{
  guint n = (guint) ABS (gpus);
  g_autofree char *count = bk_format_count (n);

  if (gpus >= 0)
    /* Translators: a step of the demand, "4 more GPUs from month 7"; %s is a number of GPUs,
     * "4" or "1,024". */
    return g_strdup_printf (ngettext ("%s more GPU from month %u", "%s more GPUs from month %u",
                                      n), count, month);

  /* Translators: a step of the demand, "2 fewer GPUs from month 13"; %s is a number of GPUs,
   * "2" or "1,024". */
  return g_strdup_printf (ngettext ("%s GPU fewer from month %u", "%s fewer GPUs from month %u",
                                    n), count, month);
}

static void
read_rows (BkDemandSteps *self,
           BkDemandStep  *steps,
           guint         *n_steps)
{
  *n_steps = MIN (self->rows->len, BK_MAX_DEMAND_STEPS);
  for (guint i = 0; i < *n_steps; i++)
    {
      StepRow *r = &g_array_index (self->rows, StepRow, i);

      steps[i].month = (guint) bk_number_row_get_value (r->month_row);
      steps[i].gpus = (int) bk_number_row_get_value (r->gpus_row);
    }
}

static void
write_steps (BkDemandSteps      *self,
             const BkDemandStep *steps,
             guint               n_steps)
{
  g_autofree char *text = bk_demand_steps_to_string (steps, n_steps);

  if (self->workload == NULL)
    return;

  self->writing = TRUE;
  bk_workload_set_demand_steps (self->workload, text);
  self->writing = FALSE;
}

static void
step_changed_cb (BkDemandSteps *self)
{
  BkDemandStep steps[BK_MAX_DEMAND_STEPS];
  guint n;

  read_rows (self, steps, &n);
  for (guint i = 0; i < n; i++)
    {
      StepRow *r = &g_array_index (self->rows, StepRow, i);
      g_autofree char *title = step_title (steps[i].month, steps[i].gpus);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->row), title);
    }
  write_steps (self, steps, n);
}

static void
remove_cb (GtkWidget     *button,
           BkDemandSteps *self)
{
  BkDemandStep steps[BK_MAX_DEMAND_STEPS];
  guint n, removed = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "step-index"));

  read_rows (self, steps, &n);
  if (removed >= n)
    return;

  memmove (steps + removed, steps + removed + 1, (n - removed - 1) * sizeof *steps);
  write_steps (self, steps, n - 1);
  rebuild (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->add_row));
}

static void
add_cb (BkDemandSteps *self)
{
  BkDemandStep steps[BK_MAX_DEMAND_STEPS];
  guint n;

  read_rows (self, steps, &n);
  if (n >= BK_MAX_DEMAND_STEPS)
    return;

  /* Half a year after the last step, or the first month of the second half-year. */
  steps[n].month = n > 0 ? MIN (steps[n - 1].month + 6, BK_MAX_HORIZON_MONTHS) : 7;
  steps[n].gpus = 1;
  write_steps (self, steps, n + 1);
  rebuild (self);

  if (self->rows->len > 0)
    {
      StepRow *r = &g_array_index (self->rows, StepRow, self->rows->len - 1);

      adw_expander_row_set_expanded (r->row, TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (r->month_row));
    }
}

static BkNumberRow *
new_number_row (const char *title,
                double      lower,
                double      upper,
                double      value)
{
  BkNumberRow *row = BK_NUMBER_ROW (bk_number_row_new_with_range (lower, upper, 1));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  bk_number_row_set_digits (row, 0);
  bk_number_row_set_value (row, value);

  return row;
}

static void
rebuild (BkDemandSteps *self)
{
  BkDemandStep steps[BK_MAX_DEMAND_STEPS];
  guint n = 0;

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self),
                                  GTK_WIDGET (g_array_index (self->rows, StepRow, i).row));
  g_array_set_size (self->rows, 0);
  if (gtk_widget_get_parent (GTK_WIDGET (self->add_row)) != NULL)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->add_row));

  if (self->workload != NULL
      && !bk_demand_steps_parse (bk_workload_get_demand_steps (self->workload), steps, &n, NULL))
    n = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = step_title (steps[i].month, steps[i].gpus);
      AdwButtonRow *remove = ADW_BUTTON_ROW (adw_button_row_new ());
      StepRow r;

      r.row = ADW_EXPANDER_ROW (adw_expander_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r.row), title);
      r.month_row = new_number_row (_("From month"), 1, BK_MAX_HORIZON_MONTHS, steps[i].month);
      r.gpus_row = new_number_row (_("Change of the base demand, in GPUs"), -BK_MAX_GPUS,
                                 BK_MAX_GPUS, steps[i].gpus);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (r.gpus_row),
                                   _("Negative for fewer GPUs"));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (remove), _("Remove This Step"));
      adw_button_row_set_start_icon_name (remove, "user-trash-symbolic");
      gtk_widget_add_css_class (GTK_WIDGET (remove), "destructive-action");
      g_object_set_data (G_OBJECT (remove), "step-index", GUINT_TO_POINTER (i));

      g_signal_connect_swapped (r.month_row, "notify::value", G_CALLBACK (step_changed_cb), self);
      g_signal_connect_swapped (r.gpus_row, "notify::value", G_CALLBACK (step_changed_cb), self);
      g_signal_connect (remove, "activated", G_CALLBACK (remove_cb), self);

      adw_expander_row_add_row (r.row, GTK_WIDGET (r.month_row));
      adw_expander_row_add_row (r.row, GTK_WIDGET (r.gpus_row));
      adw_expander_row_add_row (r.row, GTK_WIDGET (remove));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (r.row));
      g_array_append_val (self->rows, r);
    }

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->add_row));
  gtk_widget_set_sensitive (GTK_WIDGET (self->add_row),
                            self->workload != NULL && n < BK_MAX_DEMAND_STEPS);
  bk_accessible_complete (GTK_WIDGET (self));
}

static void
steps_notify_cb (BkDemandSteps *self)
{
  if (!self->writing)
    rebuild (self);
}

static void
bk_demand_steps_dispose (GObject *object)
{
  BkDemandSteps *self = BK_DEMAND_STEPS (object);

  if (self->workload_signals != NULL)
    g_signal_group_set_target (self->workload_signals, NULL);
  g_clear_object (&self->workload_signals);
  g_clear_object (&self->workload);
  g_clear_object (&self->add_row);

  G_OBJECT_CLASS (bk_demand_steps_parent_class)->dispose (object);
}

static void
bk_demand_steps_finalize (GObject *object)
{
  BkDemandSteps *self = BK_DEMAND_STEPS (object);

  g_clear_pointer (&self->rows, g_array_unref);

  G_OBJECT_CLASS (bk_demand_steps_parent_class)->finalize (object);
}

static void
bk_demand_steps_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BkDemandSteps *self = BK_DEMAND_STEPS (object);

  switch (prop_id)
    {
    case PROP_WORKLOAD:
      g_value_set_object (value, bk_demand_steps_get_workload (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_demand_steps_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BkDemandSteps *self = BK_DEMAND_STEPS (object);

  switch (prop_id)
    {
    case PROP_WORKLOAD:
      bk_demand_steps_set_workload (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_demand_steps_class_init (BkDemandStepsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bk_demand_steps_dispose;
  object_class->finalize = bk_demand_steps_finalize;
  object_class->get_property = bk_demand_steps_get_property;
  object_class->set_property = bk_demand_steps_set_property;

  /* The workload whose steps the list shows and edits, or %NULL. */
  properties[PROP_WORKLOAD] =
    g_param_spec_object ("workload", NULL, NULL, BK_TYPE_WORKLOAD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_demand_steps_init (BkDemandSteps *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (StepRow));
  self->workload_signals = g_signal_group_new (BK_TYPE_WORKLOAD);
  g_signal_group_connect_swapped (self->workload_signals, "notify::demand-steps",
                                  G_CALLBACK (steps_notify_cb), self);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), _("Steps"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self),
                                         _("A change of the base demand that lasts: a new team "
                                           "member’s GPUs from the month they start, or fewer "
                                           "once a project is done."));

  self->add_row = g_object_ref_sink (ADW_BUTTON_ROW (adw_button_row_new ()));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->add_row), _("Add a Step"));
  adw_button_row_set_start_icon_name (self->add_row, "list-add-symbolic");
  g_signal_connect_swapped (self->add_row, "activated", G_CALLBACK (add_cb), self);

  rebuild (self);
}

GtkWidget *
bk_demand_steps_new (void)
{
  return g_object_new (BK_TYPE_DEMAND_STEPS, NULL);
}

/**
 * bk_demand_steps_get_workload:
 *
 * Returns: (transfer none) (nullable): the workload whose steps are shown
 */
BkWorkload *
bk_demand_steps_get_workload (BkDemandSteps *self)
{
  g_return_val_if_fail (BK_IS_DEMAND_STEPS (self), NULL);

  return self->workload;
}

void
bk_demand_steps_set_workload (BkDemandSteps *self,
                              BkWorkload    *workload)
{
  g_return_if_fail (BK_IS_DEMAND_STEPS (self));
  g_return_if_fail (workload == NULL || BK_IS_WORKLOAD (workload));

  if (!g_set_object (&self->workload, workload))
    return;

  g_signal_group_set_target (self->workload_signals, workload);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WORKLOAD]);
}

/* How many step rows the list shows. */
guint
bk_demand_steps_get_n_steps (BkDemandSteps *self)
{
  g_return_val_if_fail (BK_IS_DEMAND_STEPS (self), 0);

  return self->rows->len;
}
