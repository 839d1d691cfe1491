/* bk-workload.c: how many GPUs a team needs, how often, and the checklist answers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-workload"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-properties.h"
#include "bk-workload.h"
#include "bk-model-enums.h"

struct _BkWorkload
{
  GObject parent_instance;
  guint   gpus;
  double  utilisation;
  guint   burst_gpus;
  guint   burst_days;
  guint   burst_interval_days;
  int     hybrid_owned_gpus;
  double  transfer_gb_per_month;
  double  cloud_storage_gb;
  guint   horizon_months;
  BkPredictability predictability;
  gboolean needs_latest_gpus;
  gboolean compliance_on_prem;
  gboolean hardware_know_how;
  double  demand_growth_percent;
  char   *demand_steps;
  guint   project_end_month;
  BkWorkKind work_kind;
};

enum {
  PROP_0,
  PROP_GPUS,
  PROP_UTILISATION,
  PROP_BURST_GPUS,
  PROP_BURST_DAYS,
  PROP_BURST_INTERVAL_DAYS,
  PROP_HYBRID_OWNED_GPUS,
  PROP_TRANSFER_GB_PER_MONTH,
  PROP_CLOUD_STORAGE_GB,
  PROP_HORIZON_MONTHS,
  PROP_PREDICTABILITY,
  PROP_NEEDS_LATEST_GPUS,
  PROP_COMPLIANCE_ON_PREM,
  PROP_HARDWARE_KNOW_HOW,
  PROP_DEMAND_GROWTH_PERCENT,
  PROP_DEMAND_STEPS,
  PROP_PROJECT_END_MONTH,
  PROP_WORK_KIND,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkWorkload, bk_workload, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void
bk_workload_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BkWorkload *self = BK_WORKLOAD (object);

  switch (prop_id)
    {
    case PROP_GPUS:
      g_value_set_uint (value, self->gpus);
      break;
    case PROP_UTILISATION:
      g_value_set_double (value, self->utilisation);
      break;
    case PROP_BURST_GPUS:
      g_value_set_uint (value, self->burst_gpus);
      break;
    case PROP_BURST_DAYS:
      g_value_set_uint (value, self->burst_days);
      break;
    case PROP_BURST_INTERVAL_DAYS:
      g_value_set_uint (value, self->burst_interval_days);
      break;
    case PROP_HYBRID_OWNED_GPUS:
      g_value_set_int (value, self->hybrid_owned_gpus);
      break;
    case PROP_TRANSFER_GB_PER_MONTH:
      g_value_set_double (value, self->transfer_gb_per_month);
      break;
    case PROP_CLOUD_STORAGE_GB:
      g_value_set_double (value, self->cloud_storage_gb);
      break;
    case PROP_HORIZON_MONTHS:
      g_value_set_uint (value, self->horizon_months);
      break;
    case PROP_PREDICTABILITY:
      g_value_set_enum (value, self->predictability);
      break;
    case PROP_WORK_KIND:
      g_value_set_enum (value, self->work_kind);
      break;
    case PROP_NEEDS_LATEST_GPUS:
      g_value_set_boolean (value, self->needs_latest_gpus);
      break;
    case PROP_COMPLIANCE_ON_PREM:
      g_value_set_boolean (value, self->compliance_on_prem);
      break;
    case PROP_HARDWARE_KNOW_HOW:
      g_value_set_boolean (value, self->hardware_know_how);
      break;
    case PROP_DEMAND_GROWTH_PERCENT:
      g_value_set_double (value, self->demand_growth_percent);
      break;
    case PROP_DEMAND_STEPS:
      g_value_set_string (value, self->demand_steps);
      break;
    case PROP_PROJECT_END_MONTH:
      g_value_set_uint (value, self->project_end_month);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_workload_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BkWorkload *self = BK_WORKLOAD (object);

  switch (prop_id)
    {
    case PROP_GPUS:
      bk_workload_set_gpus (self, g_value_get_uint (value));
      break;
    case PROP_UTILISATION:
      bk_workload_set_utilisation (self, g_value_get_double (value));
      break;
    case PROP_BURST_GPUS:
      bk_workload_set_burst_gpus (self, g_value_get_uint (value));
      break;
    case PROP_BURST_DAYS:
      bk_workload_set_burst_days (self, g_value_get_uint (value));
      break;
    case PROP_BURST_INTERVAL_DAYS:
      bk_workload_set_burst_interval_days (self, g_value_get_uint (value));
      break;
    case PROP_HYBRID_OWNED_GPUS:
      bk_workload_set_hybrid_owned_gpus (self, g_value_get_int (value));
      break;
    case PROP_TRANSFER_GB_PER_MONTH:
      bk_workload_set_transfer_gb_per_month (self, g_value_get_double (value));
      break;
    case PROP_CLOUD_STORAGE_GB:
      bk_workload_set_cloud_storage_gb (self, g_value_get_double (value));
      break;
    case PROP_HORIZON_MONTHS:
      bk_workload_set_horizon_months (self, g_value_get_uint (value));
      break;
    case PROP_PREDICTABILITY:
      bk_workload_set_predictability (self, g_value_get_enum (value));
      break;
    case PROP_WORK_KIND:
      bk_workload_set_work_kind (self, g_value_get_enum (value));
      break;
    case PROP_NEEDS_LATEST_GPUS:
      bk_workload_set_needs_latest_gpus (self, g_value_get_boolean (value));
      break;
    case PROP_COMPLIANCE_ON_PREM:
      bk_workload_set_compliance_on_prem (self, g_value_get_boolean (value));
      break;
    case PROP_HARDWARE_KNOW_HOW:
      bk_workload_set_hardware_know_how (self, g_value_get_boolean (value));
      break;
    case PROP_DEMAND_GROWTH_PERCENT:
      bk_workload_set_demand_growth_percent (self, g_value_get_double (value));
      break;
    case PROP_DEMAND_STEPS:
      bk_workload_set_demand_steps (self, g_value_get_string (value));
      break;
    case PROP_PROJECT_END_MONTH:
      bk_workload_set_project_end_month (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_workload_finalize (GObject *object)
{
  BkWorkload *self = BK_WORKLOAD (object);

  g_clear_pointer (&self->demand_steps, g_free);

  G_OBJECT_CLASS (bk_workload_parent_class)->finalize (object);
}

static void
bk_workload_class_init (BkWorkloadClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_workload_finalize;
  object_class->get_property = bk_workload_get_property;
  object_class->set_property = bk_workload_set_property;

  /* hybrid-owned-gpus -1 means "the base demand": the hybrid owns the base load and rents the
   * peaks, as the article recommends, and follows the base when it changes. */
  properties[PROP_GPUS] =
    BK_PARAM_UINT ("gpus", 0, BK_MAX_GPUS, 2);
  properties[PROP_UTILISATION] =
    BK_PARAM_DOUBLE ("utilisation", 0, 100, 60);
  properties[PROP_BURST_GPUS] =
    BK_PARAM_UINT ("burst-gpus", 0, BK_MAX_GPUS, 0);
  properties[PROP_BURST_DAYS] =
    BK_PARAM_UINT ("burst-days", 0, 3650, 0);
  properties[PROP_BURST_INTERVAL_DAYS] =
    BK_PARAM_UINT ("burst-interval-days", 1, 3650, 30);
  properties[PROP_HYBRID_OWNED_GPUS] =
    g_param_spec_int ("hybrid-owned-gpus", NULL, NULL, -1, 2 * BK_MAX_GPUS, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TRANSFER_GB_PER_MONTH] =
    BK_PARAM_DOUBLE ("transfer-gb-per-month", 0, BK_MAX_AMOUNT, 500);
  properties[PROP_CLOUD_STORAGE_GB] =
    BK_PARAM_DOUBLE ("cloud-storage-gb", 0, BK_MAX_AMOUNT, 1000);
  properties[PROP_HORIZON_MONTHS] =
    BK_PARAM_UINT ("horizon-months", 1, BK_MAX_HORIZON_MONTHS, 36);
  properties[PROP_WORK_KIND] =
    g_param_spec_enum ("work-kind", NULL, NULL, BK_TYPE_WORK_KIND, BK_WORK_KIND_TRAINING,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PREDICTABILITY] =
    g_param_spec_enum ("predictability", NULL, NULL, BK_TYPE_PREDICTABILITY, BK_PREDICTABILITY_MIXED,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NEEDS_LATEST_GPUS] =
    g_param_spec_boolean ("needs-latest-gpus", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLIANCE_ON_PREM] =
    g_param_spec_boolean ("compliance-on-prem", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HARDWARE_KNOW_HOW] =
    g_param_spec_boolean ("hardware-know-how", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Demand over time; all three at these defaults mean the same demand every month. */
  properties[PROP_DEMAND_GROWTH_PERCENT] =
    BK_PARAM_DOUBLE ("demand-growth-percent", BK_MIN_DEMAND_GROWTH, BK_MAX_DEMAND_GROWTH, 0);
  properties[PROP_DEMAND_STEPS] =
    g_param_spec_string ("demand-steps", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROJECT_END_MONTH] =
    BK_PARAM_UINT ("project-end-month", 0, BK_MAX_HORIZON_MONTHS, 0);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_workload_init (BkWorkload *self)
{
  bk_model_init_defaults (self);
}

BkWorkload *
bk_workload_new (void)
{
  return g_object_new (BK_TYPE_WORKLOAD, NULL);
}

guint
bk_workload_get_gpus (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->gpus;
}

void
bk_workload_set_gpus (BkWorkload *self,
                      guint      value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_uint (self, &self->gpus, value, properties[PROP_GPUS]);
}

double
bk_workload_get_utilisation (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->utilisation;
}

void
bk_workload_set_utilisation (BkWorkload *self,
                             double     value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_double (self, &self->utilisation, value, properties[PROP_UTILISATION]);
}

guint
bk_workload_get_burst_gpus (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->burst_gpus;
}

void
bk_workload_set_burst_gpus (BkWorkload *self,
                            guint      value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_uint (self, &self->burst_gpus, value, properties[PROP_BURST_GPUS]);
}

guint
bk_workload_get_burst_days (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->burst_days;
}

void
bk_workload_set_burst_days (BkWorkload *self,
                            guint      value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_uint (self, &self->burst_days, value, properties[PROP_BURST_DAYS]);
}

guint
bk_workload_get_burst_interval_days (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->burst_interval_days;
}

void
bk_workload_set_burst_interval_days (BkWorkload *self,
                                     guint      value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_uint (self, &self->burst_interval_days, value, properties[PROP_BURST_INTERVAL_DAYS]);
}

int
bk_workload_get_hybrid_owned_gpus (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->hybrid_owned_gpus;
}

void
bk_workload_set_hybrid_owned_gpus (BkWorkload *self,
                                   int        value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_int (self, &self->hybrid_owned_gpus, value, properties[PROP_HYBRID_OWNED_GPUS]);
}

double
bk_workload_get_transfer_gb_per_month (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->transfer_gb_per_month;
}

void
bk_workload_set_transfer_gb_per_month (BkWorkload *self,
                                       double     value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_double (self, &self->transfer_gb_per_month, value, properties[PROP_TRANSFER_GB_PER_MONTH]);
}

double
bk_workload_get_cloud_storage_gb (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->cloud_storage_gb;
}

void
bk_workload_set_cloud_storage_gb (BkWorkload *self,
                                  double     value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_double (self, &self->cloud_storage_gb, value, properties[PROP_CLOUD_STORAGE_GB]);
}

guint
bk_workload_get_horizon_months (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->horizon_months;
}

void
bk_workload_set_horizon_months (BkWorkload *self,
                                guint      value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_uint (self, &self->horizon_months, value, properties[PROP_HORIZON_MONTHS]);
}

BkPredictability
bk_workload_get_predictability (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), BK_PREDICTABILITY_MIXED);
  return self->predictability;
}

void
bk_workload_set_predictability (BkWorkload       *self,
                                BkPredictability value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  g_return_if_fail (g_enum_get_value (g_type_class_peek (BK_TYPE_PREDICTABILITY), value) != NULL);

  if (self->predictability == value)
    return;

  self->predictability = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREDICTABILITY]);
}

gboolean
bk_workload_get_needs_latest_gpus (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), FALSE);
  return self->needs_latest_gpus;
}

void
bk_workload_set_needs_latest_gpus (BkWorkload *self,
                                   gboolean   value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_boolean (self, &self->needs_latest_gpus, value, properties[PROP_NEEDS_LATEST_GPUS]);
}

gboolean
bk_workload_get_compliance_on_prem (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), FALSE);
  return self->compliance_on_prem;
}

void
bk_workload_set_compliance_on_prem (BkWorkload *self,
                                    gboolean   value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_boolean (self, &self->compliance_on_prem, value, properties[PROP_COMPLIANCE_ON_PREM]);
}

gboolean
bk_workload_get_hardware_know_how (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), FALSE);
  return self->hardware_know_how;
}

void
bk_workload_set_hardware_know_how (BkWorkload *self,
                                   gboolean   value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_boolean (self, &self->hardware_know_how, value, properties[PROP_HARDWARE_KNOW_HOW]);
}

/* The hybrid's pool size as the engine uses it: the base demand for -1, never more than the peak. */
guint
bk_workload_get_effective_hybrid_gpus (BkWorkload *self)
{
  guint total;

  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);

  total = self->gpus + self->burst_gpus;

  if (self->hybrid_owned_gpus < 0)
    return self->gpus;

  return MIN ((guint)self->hybrid_owned_gpus, total);
}

double
bk_workload_get_demand_growth_percent (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->demand_growth_percent;
}

void
bk_workload_set_demand_growth_percent (BkWorkload *self,
                                       double      value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_double (self, &self->demand_growth_percent, value,
                       properties[PROP_DEMAND_GROWTH_PERCENT]);
}

/**
 * bk_workload_get_demand_steps:
 * @self: a workload
 *
 * Returns: (transfer none): the steps of the base demand as text, "7:+4, 13:-2"; "" for none
 */
const char *
bk_workload_get_demand_steps (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), "");
  return self->demand_steps != NULL ? self->demand_steps : "";
}

/**
 * bk_workload_set_demand_steps:
 * @self: a workload
 * @steps: (nullable): steps that bk_demand_steps_parse() accepts; %NULL for none
 *
 * Stores the steps in their canonical form, sorted by month.
 */
void
bk_workload_set_demand_steps (BkWorkload *self,
                              const char *value)
{
  BkDemandStep steps[BK_MAX_DEMAND_STEPS];
  g_autofree char *canonical = NULL;
  guint n = 0;

  g_return_if_fail (BK_IS_WORKLOAD (self));
  g_return_if_fail (bk_demand_steps_parse (value, steps, &n, NULL));

  canonical = bk_demand_steps_to_string (steps, n);
  bk_model_set_string (self, &self->demand_steps, canonical, properties[PROP_DEMAND_STEPS]);
}

guint
bk_workload_get_project_end_month (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), 0);
  return self->project_end_month;
}

void
bk_workload_set_project_end_month (BkWorkload *self,
                                   guint       value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  bk_model_set_uint (self, &self->project_end_month, value, properties[PROP_PROJECT_END_MONTH]);
}

/**
 * bk_workload_get_demand_changes:
 * @self: a workload
 *
 * Returns: whether demand grows, steps or ends within the horizon, so that it is not the same
 *   in every month (docs/model.md#demand-over-time: a step after the horizon, or an end at or
 *   after it, changes nothing)
 */
gboolean
bk_workload_get_demand_changes (BkWorkload *self)
{
  BkDemandStep steps[BK_MAX_DEMAND_STEPS];
  guint n_steps = 0;

  g_return_val_if_fail (BK_IS_WORKLOAD (self), FALSE);

  if (self->demand_growth_percent != 0
      || (self->project_end_month > 0 && self->project_end_month < self->horizon_months))
    return TRUE;

  if (self->demand_steps == NULL || self->demand_steps[0] == '\0'
      || !bk_demand_steps_parse (self->demand_steps, steps, &n_steps, NULL))
    return FALSE;

  /* Sorted by month: the first one decides. */
  return n_steps > 0 && steps[0].month <= self->horizon_months;
}

static int
compare_steps (gconstpointer a,
               gconstpointer b)
{
  const BkDemandStep *x = a;
  const BkDemandStep *y = b;

  return (x->month > y->month) - (x->month < y->month);
}

/* One whole number with an optional sign, and nothing else but spaces. */
static gboolean
parse_whole (const char *text,
             gint64      min,
             gint64      max,
             gint64     *out)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  const char *digits = trimmed;

  if (*digits == '+' || *digits == '-')
    digits++;
  if (*digits == '\0')
    return FALSE;
  for (const char *c = digits; *c != '\0'; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  if (strlen (digits) > 9)
    return FALSE;

  *out = g_ascii_strtoll (trimmed, NULL, 10);
  return *out >= min && *out <= max;
}

/**
 * bk_demand_steps_parse:
 * @text: (nullable): steps as "month:change" separated by commas, "7:+4, 13:-2"; %NULL or ""
 *   for none
 * @steps: (out caller-allocates) (array fixed-size=24): room for BK_MAX_DEMAND_STEPS steps
 * @n_steps: (out): how many there are
 * @error: the reason when @text is not valid
 *
 * Months run from 1 to BK_MAX_HORIZON_MONTHS and changes from −BK_MAX_GPUS to BK_MAX_GPUS. The
 * steps come out sorted by month; two steps in the same month add up.
 *
 * Returns: whether @text is valid
 */
gboolean
bk_demand_steps_parse (const char    *text,
                       BkDemandStep  *steps,
                       guint         *n_steps,
                       GError       **error)
{
  g_auto(GStrv) items = NULL;
  guint n = 0;

  g_return_val_if_fail (steps != NULL, FALSE);
  g_return_val_if_fail (n_steps != NULL, FALSE);

  *n_steps = 0;
  if (text == NULL)
    return TRUE;

  items = g_strsplit (text, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = NULL;
      gint64 month, gpus;

      if (g_strstrip (items[i])[0] == '\0' && items[1] == NULL)
        break;

      if (n == BK_MAX_DEMAND_STEPS)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %d is the largest number of steps, 24. */
                       _("more than %d steps"), BK_MAX_DEMAND_STEPS);
          return FALSE;
        }

      parts = g_strsplit (items[i], ":", -1);
      if (g_strv_length (parts) != 2)
        {
          g_autofree char *shown = g_utf8_make_valid (items[i], MIN (strlen (items[i]), 40));

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: a step of the demand is written "month:change". */
                       _("“%s” is not a step such as 7:+4 (from month 7, 4 more GPUs)"), shown);
          return FALSE;
        }

      if (!parse_whole (parts[0], 1, BK_MAX_HORIZON_MONTHS, &month))
        {
          g_autofree char *shown = g_utf8_make_valid (parts[0], MIN (strlen (parts[0]), 40));

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %s is what the file has; %d the last month, 120. */
                       _("“%s” is not a month from 1 to %d"), g_strstrip (shown),
                       BK_MAX_HORIZON_MONTHS);
          return FALSE;
        }

      if (!parse_whole (parts[1], -BK_MAX_GPUS, BK_MAX_GPUS, &gpus))
        {
          g_autofree char *shown = g_utf8_make_valid (parts[1], MIN (strlen (parts[1]), 40));

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %s is what the file has; %d the largest change, 4096. */
                       _("“%s” is not a change of GPUs from −%d to +%d"), g_strstrip (shown),
                       BK_MAX_GPUS, BK_MAX_GPUS);
          return FALSE;
        }

      steps[n].month = (guint) month;
      steps[n].gpus = (int) gpus;
      n++;
    }

  qsort (steps, n, sizeof *steps, compare_steps);
  *n_steps = n;

  return TRUE;
}

/**
 * bk_demand_steps_to_string:
 * @steps: (array length=n_steps): steps
 * @n_steps: how many
 *
 * Returns: (transfer full): the steps in the form bk_demand_steps_parse() reads, "7:+4, 13:-2"
 */
char *
bk_demand_steps_to_string (const BkDemandStep *steps,
                           guint               n_steps)
{
  GString *text;

  g_return_val_if_fail (steps != NULL || n_steps == 0, NULL);

  text = g_string_new (NULL);

  for (guint i = 0; i < n_steps; i++)
    g_string_append_printf (text, "%s%u:%+d", i > 0 ? ", " : "", steps[i].month, steps[i].gpus);

  return g_string_free (text, FALSE);
}

/**
 * bk_workload_describe_demand:
 * @self: a workload
 *
 * Returns: (transfer full): how demand changes over time, in translated words: "grows by 20%
 *   a year; 4 more GPUs from month 7; no demand after month 24"; "stays the same" without
 *   changes
 */
char *
bk_workload_describe_demand (BkWorkload *self)
{
  BkDemandStep steps[BK_MAX_DEMAND_STEPS];
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  guint n_steps = 0;

  g_return_val_if_fail (BK_IS_WORKLOAD (self), NULL);

  if (self->demand_growth_percent > 0)
    {
      g_autofree char *rate = bk_format_percent (self->demand_growth_percent, -1);

      /* Translators: %s is a percentage, "20%". */
      g_ptr_array_add (parts, g_strdup_printf (_("grows by %s a year"), rate));
    }
  else if (self->demand_growth_percent < 0)
    {
      g_autofree char *rate = bk_format_percent (-self->demand_growth_percent, -1);

      /* Translators: %s is a percentage, "20%". */
      g_ptr_array_add (parts, g_strdup_printf (_("shrinks by %s a year"), rate));
    }

  if (!bk_demand_steps_parse (self->demand_steps, steps, &n_steps, NULL))
    n_steps = 0;
  for (guint i = 0; i < n_steps; i++)
    {
      guint gpus = (guint) ABS (steps[i].gpus);
      g_autofree char *count = bk_format_count (gpus);

      if (steps[i].gpus >= 0)
        /* Translators: a step of the demand: "4 more GPUs from month 7"; %s is a number of
         * GPUs, "4" or "1,024". */
        g_ptr_array_add (parts, g_strdup_printf (ngettext ("%s more GPU from month %u",
                                                           "%s more GPUs from month %u", gpus),
                                                 count, steps[i].month));
      else
        /* Translators: a step of the demand: "2 fewer GPUs from month 13"; %s is a number of
         * GPUs, "2" or "1,024". */
        g_ptr_array_add (parts, g_strdup_printf (ngettext ("%s GPU fewer from month %u",
                                                           "%s fewer GPUs from month %u", gpus),
                                                 count, steps[i].month));
    }

  if (self->project_end_month > 0 && self->project_end_month < self->horizon_months)
    /* Translators: the project ends: "no demand after month 24". */
    g_ptr_array_add (parts, g_strdup_printf (_("no demand after month %u"),
                                             self->project_end_month));

  if (parts->len == 0)
    return g_strdup (_("stays the same"));

  g_ptr_array_add (parts, NULL);
  /* Translators: the separator between the parts of "grows by 20% a year; 4 more GPUs from
   * month 7". */
  return g_strjoinv (_("; "), (char **) parts->pdata);
}

BkWorkKind
bk_workload_get_work_kind (BkWorkload *self)
{
  g_return_val_if_fail (BK_IS_WORKLOAD (self), BK_WORK_KIND_TRAINING);
  return self->work_kind;
}

void
bk_workload_set_work_kind (BkWorkload *self,
                           BkWorkKind  value)
{
  g_return_if_fail (BK_IS_WORKLOAD (self));
  g_return_if_fail (g_enum_get_value (g_type_class_peek (BK_TYPE_WORK_KIND), value) != NULL);

  if (self->work_kind == value)
    return;

  self->work_kind = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WORK_KIND]);
}
