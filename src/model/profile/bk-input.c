/* bk-input.c: the inputs that can carry a range, and where each lives in a profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-input"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bk-engine-enums.h"
#include "bk-hardware.h"
#include "bk-input-private.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-types.h"
#include "bk-workload.h"

typedef enum
{
  PART_HARDWARE,
  PART_PRICING,
  PART_WORKLOAD,
} Part;

/* Every uncertain input: the file's name for it, the part and property its value lives in, its
 * title and how its values are written. */
static const struct
{
  const char *field;
  Part        part;
  const char *property;
  const char *title;
  BkValueKind kind;     /* how its values read for people */
} inputs[BK_N_INPUTS] = {
  [BK_INPUT_PURCHASE_PRICE] = {
    "hardware.purchase-price", PART_HARDWARE, "purchase-price",
    N_("Purchase price per GPU"), BK_VALUE_MONEY,
  },
  [BK_INPUT_ANNUAL_VALUE_LOSS] = {
    "hardware.annual-value-loss", PART_HARDWARE, "annual-value-loss",
    N_("Value lost per year"), BK_VALUE_PERCENT,
  },
  [BK_INPUT_ELECTRICITY_PRICE] = {
    "pricing.electricity-price", PART_PRICING, "electricity-price",
    N_("Electricity price"), BK_VALUE_PRICE,
  },
  [BK_INPUT_COOLING_OVERHEAD] = {
    "pricing.cooling-overhead", PART_PRICING, "cooling-overhead",
    N_("Cooling overhead"), BK_VALUE_PERCENT,
  },
  [BK_INPUT_ADMIN_HOURS_PER_MONTH] = {
    "pricing.admin-hours-per-month", PART_PRICING, "admin-hours-per-month",
    N_("Admin hours per month"), BK_VALUE_HOURS,
  },
  [BK_INPUT_RENT_PER_GPU_HOUR] = {
    "pricing.rent-per-gpu-hour", PART_PRICING, "rent-per-gpu-hour",
    N_("Rent per GPU-hour"), BK_VALUE_PRICE,
  },
  [BK_INPUT_RENT_PRICE_CHANGE] = {
    "pricing.rent-price-change", PART_PRICING, "rent-price-change",
    N_("Rent price change per year"), BK_VALUE_PERCENT,
  },
  [BK_INPUT_ONBOARDING_HOURS] = {
    "pricing.onboarding-hours", PART_PRICING, "onboarding-hours",
    N_("Cloud onboarding hours"), BK_VALUE_HOURS,
  },
  [BK_INPUT_UTILISATION] = {
    "workload.utilisation", PART_WORKLOAD, "utilisation",
    N_("Utilisation"), BK_VALUE_PERCENT,
  },
  [BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = {
    "pricing.commit-price-per-gpu-hour", PART_PRICING, "commit-price-per-gpu-hour",
    N_("Committed price per GPU-hour"), BK_VALUE_PRICE,
  },
  [BK_INPUT_SPOT_PRICE_PER_GPU_HOUR] = {
    "pricing.spot-price-per-gpu-hour", PART_PRICING, "spot-price-per-gpu-hour",
    N_("Spot price per GPU-hour"), BK_VALUE_PRICE,
  },
  [BK_INPUT_SPOT_OVERHEAD] = {
    "pricing.spot-overhead", PART_PRICING, "spot-overhead",
    N_("Spot overhead"), BK_VALUE_PERCENT,
  },
  [BK_INPUT_RESALE_DISCOUNT] = {
    "hardware.resale-discount", PART_HARDWARE, "resale-discount",
    N_("Used-market discount"), BK_VALUE_PERCENT,
  },
  [BK_INPUT_LOST_HOURS] = {
    "hardware.lost-hours", PART_HARDWARE, "lost-hours",
    N_("Lost GPU-hours"), BK_VALUE_PERCENT,
  },
  [BK_INPUT_TAX_RATE] = {
    "pricing.tax-rate", PART_PRICING, "tax-rate",
    N_("Tax rate"), BK_VALUE_PERCENT,
  },
  [BK_INPUT_PURCHASE_PRICE_CHANGE] = {
    "pricing.purchase-price-change", PART_PRICING, "purchase-price-change",
    N_("Purchase price change per year"), BK_VALUE_PERCENT,
  },
};

static GObject *
input_part (BkProfile *profile,
            BkInput    input)
{
  switch (inputs[input].part)
    {
    case PART_HARDWARE: return G_OBJECT (bk_profile_get_hardware (profile));
    case PART_PRICING: return G_OBJECT (bk_profile_get_pricing (profile));
    case PART_WORKLOAD: return G_OBJECT (bk_profile_get_workload (profile));
    default: g_assert_not_reached ();
    }
}

/**
 * bk_input_get_pspec:
 * @input: an uncertain input
 *
 * Returns: (transfer none): the property that holds the input's value; its limits are the input's
 */
GParamSpecDouble *
bk_input_get_pspec (BkInput input)
{
  GType type = G_TYPE_INVALID;
  GParamSpec *pspec;

  g_assert ((guint) input < BK_N_INPUTS);

  switch (inputs[input].part)
    {
    case PART_HARDWARE: type = BK_TYPE_HARDWARE; break;
    case PART_PRICING: type = BK_TYPE_PRICING; break;
    case PART_WORKLOAD: type = BK_TYPE_WORKLOAD; break;
    default: g_assert_not_reached ();
    }

  pspec = g_object_class_find_property (g_type_class_get (type), inputs[input].property);
  g_assert (G_IS_PARAM_SPEC_DOUBLE (pspec));

  return G_PARAM_SPEC_DOUBLE (pspec);
}

/**
 * bk_input_to_field:
 * @input: an uncertain input
 *
 * Returns: the input's name in the file, e.g. "pricing.rent-per-gpu-hour"
 */
const char *
bk_input_to_field (BkInput input)
{
  g_return_val_if_fail ((guint) input < BK_N_INPUTS, NULL);

  return inputs[input].field;
}

/**
 * bk_input_from_field:
 * @field: a name such as "pricing.rent-per-gpu-hour"
 * @input: (out) (optional): the input of that name
 *
 * Returns: whether @field names an input that can carry a range
 */
gboolean
bk_input_from_field (const char *field,
                     BkInput    *input)
{
  if (field == NULL)
    return FALSE;

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      if (strcmp (field, inputs[i].field) == 0)
        {
          if (input != NULL)
            *input = i;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * bk_input_get_limits:
 * @input: an uncertain input
 * @minimum: (out) (optional): the smallest value the model accepts
 * @maximum: (out) (optional): the largest
 *
 * Returns: %TRUE for a valid input
 */
gboolean
bk_input_get_limits (BkInput  input,
                     double  *minimum,
                     double  *maximum)
{
  GParamSpecDouble *pspec;

  g_return_val_if_fail ((guint) input < BK_N_INPUTS, FALSE);

  pspec = bk_input_get_pspec (input);
  if (minimum != NULL)
    *minimum = pspec->minimum;
  if (maximum != NULL)
    *maximum = pspec->maximum;

  return TRUE;
}

/**
 * bk_input_get_title:
 * @input: an uncertain input
 *
 * Returns: (transfer none): the input's name for people, translated
 */
const char *
bk_input_get_title (BkInput input)
{
  g_return_val_if_fail ((guint) input < BK_N_INPUTS, NULL);

  return _(inputs[input].title);
}

/**
 * bk_input_below_limit:
 * @input: an uncertain input
 *
 * Returns: whether the input's values must stay below its maximum of 100 %: a spot overhead,
 *   a discount, lost hours or a tax rate of 100 % would leave nothing
 */
gboolean
bk_input_below_limit (BkInput input)
{
  g_return_val_if_fail ((guint) input < BK_N_INPUTS, FALSE);

  return input == BK_INPUT_SPOT_OVERHEAD || input == BK_INPUT_RESALE_DISCOUNT
         || input == BK_INPUT_LOST_HOURS || input == BK_INPUT_TAX_RATE;
}

/**
 * bk_input_get_value_kind:
 * @input: an uncertain input
 *
 * Returns: what the input's values measure, for the words module to write them with their unit
 */
BkValueKind
bk_input_get_value_kind (BkInput input)
{
  g_return_val_if_fail ((guint) input < BK_N_INPUTS, BK_VALUE_MONEY);

  return inputs[input].kind;
}

/**
 * bk_profile_get_input_value:
 * @self: a profile
 * @input: an uncertain input
 *
 * Returns: the input's single value, the one the analysis uses
 */
double
bk_profile_get_input_value (BkProfile *self,
                            BkInput    input)
{
  BkHardware *hardware;
  BkPricing *pricing;

  g_return_val_if_fail (BK_IS_PROFILE (self), 0);
  g_return_val_if_fail ((guint) input < BK_N_INPUTS, 0);

  hardware = bk_profile_get_hardware (self);
  pricing = bk_profile_get_pricing (self);

  /* The getters rather than the property: every analysis reads every input, and g_object_get()
   * would take a good part of its time. The table's property says the same (tests check). */
  switch (input)
    {
    case BK_INPUT_PURCHASE_PRICE: return bk_hardware_get_purchase_price (hardware);
    case BK_INPUT_ANNUAL_VALUE_LOSS: return bk_hardware_get_annual_value_loss (hardware);
    case BK_INPUT_ELECTRICITY_PRICE: return bk_pricing_get_electricity_price (pricing);
    case BK_INPUT_COOLING_OVERHEAD: return bk_pricing_get_cooling_overhead (pricing);
    case BK_INPUT_ADMIN_HOURS_PER_MONTH: return bk_pricing_get_admin_hours_per_month (pricing);
    case BK_INPUT_RENT_PER_GPU_HOUR: return bk_pricing_get_rent_per_gpu_hour (pricing);
    case BK_INPUT_RENT_PRICE_CHANGE: return bk_pricing_get_rent_price_change (pricing);
    case BK_INPUT_ONBOARDING_HOURS: return bk_pricing_get_onboarding_hours (pricing);
    case BK_INPUT_UTILISATION: return bk_workload_get_utilisation (bk_profile_get_workload (self));
    case BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR: return bk_pricing_get_commit_price_per_gpu_hour (pricing);
    case BK_INPUT_SPOT_PRICE_PER_GPU_HOUR: return bk_pricing_get_spot_price_per_gpu_hour (pricing);
    case BK_INPUT_SPOT_OVERHEAD: return bk_pricing_get_spot_overhead (pricing);
    case BK_INPUT_RESALE_DISCOUNT: return bk_hardware_get_resale_discount (hardware);
    case BK_INPUT_LOST_HOURS: return bk_hardware_get_lost_hours (hardware);
    case BK_INPUT_TAX_RATE: return bk_pricing_get_tax_rate (pricing);
    case BK_INPUT_PURCHASE_PRICE_CHANGE: return bk_pricing_get_purchase_price_change (pricing);
    default: g_return_val_if_reached (0);
    }
}

/**
 * bk_profile_set_input_value:
 * @self: a profile
 * @input: an uncertain input
 * @value: its new single value, inside the input's limits
 *
 * Sets the property the input's value lives in; the profile emits "changed" when it differs.
 */
void
bk_profile_set_input_value (BkProfile *self,
                            BkInput    input,
                            double     value)
{
  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail ((guint) input < BK_N_INPUTS);

  g_object_set (input_part (self, input), inputs[input].property, value, NULL);
}
