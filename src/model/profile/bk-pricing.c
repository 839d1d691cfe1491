/* bk-pricing.c: prices for owning and renting
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-pricing"

#include "config.h"

#include <string.h>

#include "bk-model-enums.h"
#include "bk-engine-enums.h"
#include "bk-pricing.h"
#include "bk-properties.h"

struct _BkPricing
{
  GObject parent_instance;
  char  * currency;
  double  electricity_price;
  double  cooling_overhead;
  double  colocation_per_gpu_month;
  double  maintenance_percent;
  double  admin_hours_per_month;
  double  staff_hourly_rate;
  double  rent_per_gpu_hour;
  double  rent_price_change;
  double  egress_per_gb;
  double  storage_per_gb_month;
  double  onboarding_hours;
  double  discount_rate;
  double  commit_price_per_gpu_hour;
  guint   commit_term_months;
  double  commit_upfront_percent;
  int     commit_gpus;
  double  spot_price_per_gpu_hour;
  double  spot_overhead;
  double  spot_share;
  gboolean tax_enabled;
  double  tax_rate;
  BkDepreciation depreciation;
  guint   depreciation_years;
  double  declining_rate;
  double  purchase_price_change;
};

enum {
  PROP_0,
  PROP_CURRENCY,
  PROP_ELECTRICITY_PRICE,
  PROP_COOLING_OVERHEAD,
  PROP_COLOCATION_PER_GPU_MONTH,
  PROP_MAINTENANCE_PERCENT,
  PROP_ADMIN_HOURS_PER_MONTH,
  PROP_STAFF_HOURLY_RATE,
  PROP_RENT_PER_GPU_HOUR,
  PROP_RENT_PRICE_CHANGE,
  PROP_EGRESS_PER_GB,
  PROP_STORAGE_PER_GB_MONTH,
  PROP_ONBOARDING_HOURS,
  PROP_DISCOUNT_RATE,
  PROP_COMMIT_PRICE_PER_GPU_HOUR,
  PROP_COMMIT_TERM_MONTHS,
  PROP_COMMIT_UPFRONT_PERCENT,
  PROP_COMMIT_GPUS,
  PROP_SPOT_PRICE_PER_GPU_HOUR,
  PROP_SPOT_OVERHEAD,
  PROP_SPOT_SHARE,
  PROP_TAX_ENABLED,
  PROP_TAX_RATE,
  PROP_DEPRECIATION,
  PROP_DEPRECIATION_YEARS,
  PROP_DECLINING_RATE,
  PROP_PURCHASE_PRICE_CHANGE,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkPricing, bk_pricing, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void
bk_pricing_finalize (GObject *object)
{
  BkPricing *self = (BkPricing *)object;

  g_clear_pointer (&self->currency, g_free);

  G_OBJECT_CLASS (bk_pricing_parent_class)->finalize (object);
}

static void
bk_pricing_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BkPricing *self = BK_PRICING (object);

  switch (prop_id)
    {
    case PROP_CURRENCY:
      g_value_set_string (value, self->currency);
      break;
    case PROP_ELECTRICITY_PRICE:
      g_value_set_double (value, self->electricity_price);
      break;
    case PROP_COOLING_OVERHEAD:
      g_value_set_double (value, self->cooling_overhead);
      break;
    case PROP_COLOCATION_PER_GPU_MONTH:
      g_value_set_double (value, self->colocation_per_gpu_month);
      break;
    case PROP_MAINTENANCE_PERCENT:
      g_value_set_double (value, self->maintenance_percent);
      break;
    case PROP_ADMIN_HOURS_PER_MONTH:
      g_value_set_double (value, self->admin_hours_per_month);
      break;
    case PROP_STAFF_HOURLY_RATE:
      g_value_set_double (value, self->staff_hourly_rate);
      break;
    case PROP_RENT_PER_GPU_HOUR:
      g_value_set_double (value, self->rent_per_gpu_hour);
      break;
    case PROP_RENT_PRICE_CHANGE:
      g_value_set_double (value, self->rent_price_change);
      break;
    case PROP_EGRESS_PER_GB:
      g_value_set_double (value, self->egress_per_gb);
      break;
    case PROP_STORAGE_PER_GB_MONTH:
      g_value_set_double (value, self->storage_per_gb_month);
      break;
    case PROP_ONBOARDING_HOURS:
      g_value_set_double (value, self->onboarding_hours);
      break;
    case PROP_DISCOUNT_RATE:
      g_value_set_double (value, self->discount_rate);
      break;
    case PROP_COMMIT_PRICE_PER_GPU_HOUR:
      g_value_set_double (value, self->commit_price_per_gpu_hour);
      break;
    case PROP_COMMIT_TERM_MONTHS:
      g_value_set_uint (value, self->commit_term_months);
      break;
    case PROP_COMMIT_UPFRONT_PERCENT:
      g_value_set_double (value, self->commit_upfront_percent);
      break;
    case PROP_COMMIT_GPUS:
      g_value_set_int (value, self->commit_gpus);
      break;
    case PROP_SPOT_PRICE_PER_GPU_HOUR:
      g_value_set_double (value, self->spot_price_per_gpu_hour);
      break;
    case PROP_SPOT_OVERHEAD:
      g_value_set_double (value, self->spot_overhead);
      break;
    case PROP_SPOT_SHARE:
      g_value_set_double (value, self->spot_share);
      break;
    case PROP_TAX_ENABLED:
      g_value_set_boolean (value, self->tax_enabled);
      break;
    case PROP_TAX_RATE:
      g_value_set_double (value, self->tax_rate);
      break;
    case PROP_PURCHASE_PRICE_CHANGE:
      g_value_set_double (value, self->purchase_price_change);
      break;
    case PROP_DEPRECIATION:
      g_value_set_enum (value, self->depreciation);
      break;
    case PROP_DEPRECIATION_YEARS:
      g_value_set_uint (value, self->depreciation_years);
      break;
    case PROP_DECLINING_RATE:
      g_value_set_double (value, self->declining_rate);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_pricing_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BkPricing *self = BK_PRICING (object);

  switch (prop_id)
    {
    case PROP_CURRENCY:
      bk_pricing_set_currency (self, g_value_get_string (value));
      break;
    case PROP_ELECTRICITY_PRICE:
      bk_pricing_set_electricity_price (self, g_value_get_double (value));
      break;
    case PROP_COOLING_OVERHEAD:
      bk_pricing_set_cooling_overhead (self, g_value_get_double (value));
      break;
    case PROP_COLOCATION_PER_GPU_MONTH:
      bk_pricing_set_colocation_per_gpu_month (self, g_value_get_double (value));
      break;
    case PROP_MAINTENANCE_PERCENT:
      bk_pricing_set_maintenance_percent (self, g_value_get_double (value));
      break;
    case PROP_ADMIN_HOURS_PER_MONTH:
      bk_pricing_set_admin_hours_per_month (self, g_value_get_double (value));
      break;
    case PROP_STAFF_HOURLY_RATE:
      bk_pricing_set_staff_hourly_rate (self, g_value_get_double (value));
      break;
    case PROP_RENT_PER_GPU_HOUR:
      bk_pricing_set_rent_per_gpu_hour (self, g_value_get_double (value));
      break;
    case PROP_RENT_PRICE_CHANGE:
      bk_pricing_set_rent_price_change (self, g_value_get_double (value));
      break;
    case PROP_EGRESS_PER_GB:
      bk_pricing_set_egress_per_gb (self, g_value_get_double (value));
      break;
    case PROP_STORAGE_PER_GB_MONTH:
      bk_pricing_set_storage_per_gb_month (self, g_value_get_double (value));
      break;
    case PROP_ONBOARDING_HOURS:
      bk_pricing_set_onboarding_hours (self, g_value_get_double (value));
      break;
    case PROP_DISCOUNT_RATE:
      bk_pricing_set_discount_rate (self, g_value_get_double (value));
      break;
    case PROP_COMMIT_PRICE_PER_GPU_HOUR:
      bk_pricing_set_commit_price_per_gpu_hour (self, g_value_get_double (value));
      break;
    case PROP_COMMIT_TERM_MONTHS:
      bk_pricing_set_commit_term_months (self, g_value_get_uint (value));
      break;
    case PROP_COMMIT_UPFRONT_PERCENT:
      bk_pricing_set_commit_upfront_percent (self, g_value_get_double (value));
      break;
    case PROP_COMMIT_GPUS:
      bk_pricing_set_commit_gpus (self, g_value_get_int (value));
      break;
    case PROP_SPOT_PRICE_PER_GPU_HOUR:
      bk_pricing_set_spot_price_per_gpu_hour (self, g_value_get_double (value));
      break;
    case PROP_SPOT_OVERHEAD:
      bk_pricing_set_spot_overhead (self, g_value_get_double (value));
      break;
    case PROP_SPOT_SHARE:
      bk_pricing_set_spot_share (self, g_value_get_double (value));
      break;
    case PROP_TAX_ENABLED:
      bk_pricing_set_tax_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_TAX_RATE:
      bk_pricing_set_tax_rate (self, g_value_get_double (value));
      break;
    case PROP_PURCHASE_PRICE_CHANGE:
      bk_pricing_set_purchase_price_change (self, g_value_get_double (value));
      break;
    case PROP_DEPRECIATION:
      bk_pricing_set_depreciation (self, g_value_get_enum (value));
      break;
    case PROP_DEPRECIATION_YEARS:
      bk_pricing_set_depreciation_years (self, g_value_get_uint (value));
      break;
    case PROP_DECLINING_RATE:
      bk_pricing_set_declining_rate (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_pricing_class_init (BkPricingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_pricing_finalize;
  object_class->get_property = bk_pricing_get_property;
  object_class->set_property = bk_pricing_set_property;

  /* Defaults follow the article: German commercial power at 0.40 per kWh, cooling +40 % (it says
   * 30-50 %), an A100 at 2.50 an hour (it says 1.50-4.00), onboarding of 1.5 weeks (it says 1-2). */
  properties[PROP_CURRENCY] =
    g_param_spec_string ("currency", NULL, NULL, "EUR",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ELECTRICITY_PRICE] =
    BK_PARAM_DOUBLE ("electricity-price", 0, 1000, 0.40);
  properties[PROP_COOLING_OVERHEAD] =
    BK_PARAM_DOUBLE ("cooling-overhead", 0, 500, 40);
  properties[PROP_COLOCATION_PER_GPU_MONTH] =
    BK_PARAM_DOUBLE ("colocation-per-gpu-month", 0, BK_MAX_AMOUNT, 50);
  properties[PROP_MAINTENANCE_PERCENT] =
    BK_PARAM_DOUBLE ("maintenance-percent", 0, 100, 10);
  properties[PROP_ADMIN_HOURS_PER_MONTH] =
    BK_PARAM_DOUBLE ("admin-hours-per-month", 0, 744, 8);
  properties[PROP_STAFF_HOURLY_RATE] =
    BK_PARAM_DOUBLE ("staff-hourly-rate", 0, BK_MAX_AMOUNT, 70);
  properties[PROP_RENT_PER_GPU_HOUR] =
    BK_PARAM_DOUBLE ("rent-per-gpu-hour", 0, BK_MAX_AMOUNT, 2.5);
  properties[PROP_RENT_PRICE_CHANGE] =
    BK_PARAM_DOUBLE ("rent-price-change", -100, 100, -10);
  properties[PROP_EGRESS_PER_GB] =
    BK_PARAM_DOUBLE ("egress-per-gb", 0, BK_MAX_AMOUNT, 0.09);
  properties[PROP_STORAGE_PER_GB_MONTH] =
    BK_PARAM_DOUBLE ("storage-per-gb-month", 0, BK_MAX_AMOUNT, 0.02);
  properties[PROP_ONBOARDING_HOURS] =
    BK_PARAM_DOUBLE ("onboarding-hours", 0, 100000, 60);
  properties[PROP_DISCOUNT_RATE] =
    BK_PARAM_DOUBLE ("discount-rate", 0, 100, 5);

  /* Rental terms beside on-demand, off while their price is 0, so that a file written before
   * they existed gives the figures it always gave. A spot overhead of 100 % would mean that no
   * work ever finishes: the property allows 100 only because a double's range cannot exclude its
   * end, and the setter and the loader refuse it. */
  properties[PROP_COMMIT_PRICE_PER_GPU_HOUR] =
    BK_PARAM_DOUBLE ("commit-price-per-gpu-hour", 0, BK_MAX_AMOUNT, 0);
  properties[PROP_COMMIT_TERM_MONTHS] =
    BK_PARAM_UINT ("commit-term-months", 1, BK_MAX_HORIZON_MONTHS, 12);
  properties[PROP_COMMIT_UPFRONT_PERCENT] =
    BK_PARAM_DOUBLE ("commit-upfront-percent", 0, 100, 0);
  properties[PROP_COMMIT_GPUS] =
    g_param_spec_int ("commit-gpus", NULL, NULL, -1, 2 * BK_MAX_GPUS, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPOT_PRICE_PER_GPU_HOUR] =
    BK_PARAM_DOUBLE ("spot-price-per-gpu-hour", 0, BK_MAX_AMOUNT, 0);
  properties[PROP_SPOT_OVERHEAD] =
    BK_PARAM_DOUBLE ("spot-overhead", 0, 100, 10);
  properties[PROP_SPOT_SHARE] =
    BK_PARAM_DOUBLE ("spot-share", 0, 100, 50);
  /* Tax is off by default; the rate is a German GmbH's: corporate tax 15 % plus the solidarity
   * surcharge on it plus about 14 % trade tax. */
  properties[PROP_TAX_ENABLED] =
    g_param_spec_boolean ("tax-enabled", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TAX_RATE] = BK_PARAM_DOUBLE ("tax-rate", 0, 100, 30);
  /* GPUs bought later at a changed price (docs/model.md#purchase-prices-that-change); 0 leaves
   * the figures of a file written before it existed as they were. */
  properties[PROP_PURCHASE_PRICE_CHANGE] =
    BK_PARAM_DOUBLE ("purchase-price-change", -100, 100, 0);
  properties[PROP_DEPRECIATION] =
    g_param_spec_enum ("depreciation", NULL, NULL, BK_TYPE_DEPRECIATION, BK_DEPRECIATION_ONE_YEAR,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEPRECIATION_YEARS] =
    BK_PARAM_UINT ("depreciation-years", 1, BK_DEPRECIATION_YEARS_MAX, 3);
  properties[PROP_DECLINING_RATE] =
    BK_PARAM_DOUBLE ("declining-rate", 0, BK_DECLINING_RATE_MAX, BK_DECLINING_RATE_MAX);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_pricing_init (BkPricing *self)
{
  bk_model_init_defaults (self);
}

BkPricing *
bk_pricing_new (void)
{
  return g_object_new (BK_TYPE_PRICING, NULL);
}

const char *
bk_pricing_get_currency (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), NULL);
  return self->currency;
}

void
bk_pricing_set_currency (BkPricing  *self,
                         const char *value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  g_return_if_fail (bk_currency_is_valid (value));
  bk_model_set_string (self, &self->currency, value, properties[PROP_CURRENCY]);
}

double
bk_pricing_get_electricity_price (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->electricity_price;
}

void
bk_pricing_set_electricity_price (BkPricing *self,
                                  double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->electricity_price, value, properties[PROP_ELECTRICITY_PRICE]);
}

double
bk_pricing_get_cooling_overhead (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->cooling_overhead;
}

void
bk_pricing_set_cooling_overhead (BkPricing *self,
                                 double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->cooling_overhead, value, properties[PROP_COOLING_OVERHEAD]);
}

double
bk_pricing_get_colocation_per_gpu_month (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->colocation_per_gpu_month;
}

void
bk_pricing_set_colocation_per_gpu_month (BkPricing *self,
                                         double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->colocation_per_gpu_month, value, properties[PROP_COLOCATION_PER_GPU_MONTH]);
}

double
bk_pricing_get_maintenance_percent (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->maintenance_percent;
}

void
bk_pricing_set_maintenance_percent (BkPricing *self,
                                    double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->maintenance_percent, value, properties[PROP_MAINTENANCE_PERCENT]);
}

double
bk_pricing_get_admin_hours_per_month (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->admin_hours_per_month;
}

void
bk_pricing_set_admin_hours_per_month (BkPricing *self,
                                      double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->admin_hours_per_month, value, properties[PROP_ADMIN_HOURS_PER_MONTH]);
}

double
bk_pricing_get_staff_hourly_rate (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->staff_hourly_rate;
}

void
bk_pricing_set_staff_hourly_rate (BkPricing *self,
                                  double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->staff_hourly_rate, value, properties[PROP_STAFF_HOURLY_RATE]);
}

double
bk_pricing_get_rent_per_gpu_hour (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->rent_per_gpu_hour;
}

void
bk_pricing_set_rent_per_gpu_hour (BkPricing *self,
                                  double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->rent_per_gpu_hour, value, properties[PROP_RENT_PER_GPU_HOUR]);
}

double
bk_pricing_get_rent_price_change (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->rent_price_change;
}

void
bk_pricing_set_rent_price_change (BkPricing *self,
                                  double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->rent_price_change, value, properties[PROP_RENT_PRICE_CHANGE]);
}

double
bk_pricing_get_egress_per_gb (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->egress_per_gb;
}

void
bk_pricing_set_egress_per_gb (BkPricing *self,
                              double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->egress_per_gb, value, properties[PROP_EGRESS_PER_GB]);
}

double
bk_pricing_get_storage_per_gb_month (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->storage_per_gb_month;
}

void
bk_pricing_set_storage_per_gb_month (BkPricing *self,
                                     double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->storage_per_gb_month, value, properties[PROP_STORAGE_PER_GB_MONTH]);
}

double
bk_pricing_get_onboarding_hours (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->onboarding_hours;
}

void
bk_pricing_set_onboarding_hours (BkPricing *self,
                                 double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->onboarding_hours, value, properties[PROP_ONBOARDING_HOURS]);
}

double
bk_pricing_get_discount_rate (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->discount_rate;
}

void
bk_pricing_set_discount_rate (BkPricing *self,
                              double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->discount_rate, value, properties[PROP_DISCOUNT_RATE]);
}

double
bk_pricing_get_commit_price_per_gpu_hour (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->commit_price_per_gpu_hour;
}

void
bk_pricing_set_commit_price_per_gpu_hour (BkPricing *self,
                                          double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->commit_price_per_gpu_hour, value, properties[PROP_COMMIT_PRICE_PER_GPU_HOUR]);
}

guint
bk_pricing_get_commit_term_months (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->commit_term_months;
}

void
bk_pricing_set_commit_term_months (BkPricing *self,
                                   guint     value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_uint (self, &self->commit_term_months, value, properties[PROP_COMMIT_TERM_MONTHS]);
}

double
bk_pricing_get_commit_upfront_percent (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->commit_upfront_percent;
}

void
bk_pricing_set_commit_upfront_percent (BkPricing *self,
                                       double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->commit_upfront_percent, value, properties[PROP_COMMIT_UPFRONT_PERCENT]);
}

int
bk_pricing_get_commit_gpus (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->commit_gpus;
}

void
bk_pricing_set_commit_gpus (BkPricing *self,
                            int       value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_int (self, &self->commit_gpus, value, properties[PROP_COMMIT_GPUS]);
}

double
bk_pricing_get_spot_price_per_gpu_hour (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->spot_price_per_gpu_hour;
}

void
bk_pricing_set_spot_price_per_gpu_hour (BkPricing *self,
                                        double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->spot_price_per_gpu_hour, value, properties[PROP_SPOT_PRICE_PER_GPU_HOUR]);
}

double
bk_pricing_get_spot_overhead (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->spot_overhead;
}

void
bk_pricing_set_spot_overhead (BkPricing *self,
                              double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  g_return_if_fail (value < BK_SPOT_OVERHEAD_LIMIT);
  bk_model_set_double (self, &self->spot_overhead, value, properties[PROP_SPOT_OVERHEAD]);
}

double
bk_pricing_get_spot_share (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->spot_share;
}

void
bk_pricing_set_spot_share (BkPricing *self,
                           double    value)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->spot_share, value, properties[PROP_SPOT_SHARE]);
}

/* An ISO 4217 code: three upper-case ASCII letters. */
gboolean
bk_currency_is_valid (const char *code)
{
  if (code == NULL || strlen (code) != 3)
    return FALSE;

  for (guint i = 0; i < 3; i++)
    if (!g_ascii_isupper (code[i]))
      return FALSE;

  return TRUE;
}

gboolean
bk_pricing_get_tax_enabled (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), FALSE);
  return self->tax_enabled;
}

void
bk_pricing_set_tax_enabled (BkPricing *self,
                            gboolean   enabled)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_boolean (self, &self->tax_enabled, enabled, properties[PROP_TAX_ENABLED]);
}

double
bk_pricing_get_tax_rate (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->tax_rate;
}

void
bk_pricing_set_tax_rate (BkPricing *self,
                         double     percent)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->tax_rate, percent, properties[PROP_TAX_RATE]);
}

BkDepreciation
bk_pricing_get_depreciation (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), BK_DEPRECIATION_ONE_YEAR);
  return self->depreciation;
}

void
bk_pricing_set_depreciation (BkPricing      *self,
                             BkDepreciation  method)
{
  g_return_if_fail (BK_IS_PRICING (self));
  g_return_if_fail ((guint) method <= BK_DEPRECIATION_DECLINING);

  if (self->depreciation == method)
    return;

  self->depreciation = method;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPRECIATION]);
}

guint
bk_pricing_get_depreciation_years (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 1);
  return self->depreciation_years;
}

void
bk_pricing_set_depreciation_years (BkPricing *self,
                                   guint      years)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_uint (self, &self->depreciation_years, years, properties[PROP_DEPRECIATION_YEARS]);
}

double
bk_pricing_get_declining_rate (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->declining_rate;
}

void
bk_pricing_set_declining_rate (BkPricing *self,
                               double     percent)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->declining_rate, percent, properties[PROP_DECLINING_RATE]);
}

double
bk_pricing_get_purchase_price_change (BkPricing *self)
{
  g_return_val_if_fail (BK_IS_PRICING (self), 0);
  return self->purchase_price_change;
}

void
bk_pricing_set_purchase_price_change (BkPricing *self,
                                      double     percent)
{
  g_return_if_fail (BK_IS_PRICING (self));
  bk_model_set_double (self, &self->purchase_price_change, percent,
                       properties[PROP_PURCHASE_PRICE_CHANGE]);
}
