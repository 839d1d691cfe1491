/* bk-workload.c: how many GPUs a team needs, how often, and the checklist answers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-workload"

#include "config.h"

#include "bk-model-enums.h"
#include "bk-workload.h"
#include "bk-model-private.h"

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
    case PROP_NEEDS_LATEST_GPUS:
      g_value_set_boolean (value, self->needs_latest_gpus);
      break;
    case PROP_COMPLIANCE_ON_PREM:
      g_value_set_boolean (value, self->compliance_on_prem);
      break;
    case PROP_HARDWARE_KNOW_HOW:
      g_value_set_boolean (value, self->hardware_know_how);
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
    case PROP_NEEDS_LATEST_GPUS:
      bk_workload_set_needs_latest_gpus (self, g_value_get_boolean (value));
      break;
    case PROP_COMPLIANCE_ON_PREM:
      bk_workload_set_compliance_on_prem (self, g_value_get_boolean (value));
      break;
    case PROP_HARDWARE_KNOW_HOW:
      bk_workload_set_hardware_know_how (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_workload_class_init (BkWorkloadClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

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
