/* bk-catalogue-ranges.c: the ranges that public figures suggest for a profile's inputs
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-profile"

#include "config.h"

#include <math.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile-private.h"
#include "bk-profile.h"
#include "bk-workload.h"

/* The default ranges. Each is stretched to reach the input's value and kept inside its limits:
 * a range is what the figure might plausibly be, and the value the user chose is plausible. */

/* The article: cooling and infrastructure add 30–50 % to the power bill; onboarding a cloud
 * pipeline takes one to two weeks, 40 to 80 working hours. */
#define ARTICLE_COOLING_LOW 30.0
#define ARTICLE_COOLING_HIGH 50.0
#define ARTICLE_ONBOARDING_LOW 40.0
#define ARTICLE_ONBOARDING_HIGH 80.0

/* Electricity in Germany: €0.18 per kWh for industry (BDEW, July 2025) up to the article's €0.40
 * commercial price. In another currency the same ratio applies below the value, taken as a
 * commercial price. */
#define INDUSTRY_ELECTRICITY_EUR 0.18
#define COMMERCIAL_ELECTRICITY_EUR 0.40

/* Resale: one market estimate keeps 65 % of the value after a year (a loss of 35 % in the
 * steepest year); consumer GPUs lose 15–20 % a year, the slowest loss quoted. */
#define VALUE_LOSS_LOW 15.0
#define VALUE_LOSS_HIGH 35.0

/* Utilisation: an average measured over a few weeks can easily be off by ten points. */
#define UTILISATION_SPREAD 10.0

/* Purchase prices are quoted "±20–40 %" (aiinframap, 2026); the narrower end of that. */
#define PURCHASE_PRICE_SPREAD 0.20

/* A used H100 keeps 60–65 % after a year, which a discount of about 10 % meets, an A100 50–55 %,
 * about 25 % (GLRI, 2026-01); large H100 clusters ran more than 90 % of the time (Llama 3
 * reports), so up to 10 % lost; the trade tax depends on the municipality, so a German GmbH's
 * tax rate is about 25–35 %. */
#define RESALE_DISCOUNT_LOW 10.0
#define RESALE_DISCOUNT_HIGH 25.0
#define LOST_HOURS_LOW 0.0
#define LOST_HOURS_HIGH 10.0
#define TAX_RATE_LOW 25.0
#define TAX_RATE_HIGH 35.0

/* Without a catalogue entry for the GPU, rent prices spread around the value as the article's
 * A100 range spreads around its middle: €1.50–4.00 around €2.75. */
#define ARTICLE_RENT_LOW_SHARE (1.50 / 2.75)
#define ARTICLE_RENT_HIGH_SHARE (4.00 / 2.75)

/* Rental terms, as shares of the on-demand price: reserved capacity costs 30–50 % less
 * (mercatus-ai, May 2026); the catalogue's spot prices are 42 % (H200, AWS), 59 % (L40S, AWS) and
 * 60 % (H100, Google Cloud) of the on-demand ones. */
#define COMMIT_SHARE_LOW 0.50
#define COMMIT_SHARE_HIGH 0.70
#define SPOT_SHARE_LOW 0.40
#define SPOT_SHARE_HIGH 0.60

/* The spot overhead: half to twice the default 10 %, which is what Llama 3's training lost to
 * interruptions (more than 90 % effective time). */
#define SPOT_OVERHEAD_LOW 5.0
#define SPOT_OVERHEAD_HIGH 20.0

static BkCatalogueGpu *
find_catalogue_gpu (BkCatalogue *catalogue,
                    const char  *name)
{
  GListModel *gpus = bk_catalogue_get_gpus (catalogue);
  guint n = g_list_model_get_n_items (gpus);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      if (g_strcmp0 (bk_catalogue_gpu_get_name (gpu), name) == 0)
        return gpu;
    }

  return NULL;
}

/* The span of the catalogue's offers of one provider type (NULL: of every type). */
static gboolean
offers_span (GListModel *rents,
             const char *provider_type,
             double     *low,
             double     *high)
{
  guint n = g_list_model_get_n_items (rents);
  gboolean found = FALSE;

  *low = INFINITY;
  *high = -INFINITY;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);

      if (provider_type != NULL &&
          g_strcmp0 (bk_catalogue_rent_get_provider_type (rent), provider_type) != 0)
        continue;

      *low = MIN (*low, bk_catalogue_rent_get_price_low (rent));
      *high = MAX (*high, bk_catalogue_rent_get_price_high (rent));
      found = TRUE;
    }

  return found && *low < *high;
}

/* The rent price's range from the catalogue's offers for the profile's GPU: the span of the
 * provider type whose offer the price was taken from, else the article's range for the GPU,
 * else the span of every offer. Prices are taken as they are, never converted, as the presets
 * of the prices step take them. */
static gboolean
catalogue_rent_range (BkProfile   *self,
                      BkCatalogue *catalogue,
                      double      *low,
                      double      *high)
{
  double value = bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (self));
  g_autoptr(GListModel) rents = NULL;
  BkCatalogueGpu *gpu;
  guint n;

  if (catalogue == NULL)
    return FALSE;

  gpu = find_catalogue_gpu (catalogue, bk_hardware_get_name (bk_profile_get_hardware (self)));
  if (gpu == NULL)
    return FALSE;

  rents = bk_catalogue_dup_rents (catalogue, bk_catalogue_gpu_get_id (gpu));
  n = g_list_model_get_n_items (rents);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);

      /* The prices step copies an offer's price as it is; a cent apart is another price. */
      if (fabs (bk_catalogue_rent_get_price_per_hour (rent) - value) < 0.005 &&
          offers_span (rents, bk_catalogue_rent_get_provider_type (rent), low, high))
        return TRUE;
    }

  return offers_span (rents, "article", low, high) || offers_span (rents, NULL, low, high);
}

/* TRUE when the range changed. */
static gboolean
set_default_range (BkProfile *self,
                   BkInput    input,
                   double     low,
                   double     high)
{
  double value = bk_profile_get_input_value (self, input);
  double minimum, maximum;

  bk_input_get_limits (input, &minimum, &maximum);
  low = CLAMP (MIN (low, value), minimum, maximum);
  high = CLAMP (MAX (high, value), minimum, maximum);

  return _bk_profile_store_range (self, input, FALSE, low, high);
}

/**
 * bk_profile_fill_default_ranges:
 * @catalogue: (nullable): the catalogue whose rent offers give the rent price's range
 *
 * Sets the ranges that public figures suggest, replacing those inputs' ranges:
 *
 * - rent per GPU-hour: the catalogue's offers for the profile's GPU (the provider type the price
 *   came from, else the article's range for that GPU, else every offer); without an entry, the
 *   article's A100 spread (€1.50–4.00 around €2.75) around the value;
 * - cooling overhead 30–50 % and onboarding 40–80 hours (the article: one to two weeks);
 * - electricity €0.18 (industry, BDEW 2025) to €0.40 (the article's commercial price), or the same
 *   ratio below the value in another currency;
 * - annual value loss 15–35 % (consumer GPUs' 15–20 % a year; 35 % in the steepest year of one
 *   market estimate);
 * - utilisation ±10 points; purchase price ±20 % (price lists quote ±20–40 %);
 * - with committed capacity, its price 50–70 % of the on-demand price (reserved capacity costs
 *   30–50 % less); with spot, its price 40–60 % of the on-demand price (the catalogue's spot
 *   offers) and its overhead 5–20 %;
 * - once they are in use, so that a profile without them draws what it drew before: the resale
 *   discount 10–25 % and the lost GPU-hours 0–10 % (either one not 0), the tax rate 25–35 %
 *   (tax on).
 *
 * Every range is stretched to include the input's value. The rent price change and the admin
 * hours have no published spread and keep whatever range they have, and so do the terms that
 * are off (a price of 0): a range would turn them on in some samples. "changed" is emitted once.
 */
void
bk_profile_fill_default_ranges (BkProfile   *self,
                                BkCatalogue *catalogue)
{
  BkPricing *pricing;
  double value, low, high;
  gboolean changed = FALSE;

  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (catalogue == NULL || BK_IS_CATALOGUE (catalogue));

  pricing = bk_profile_get_pricing (self);
  value = bk_pricing_get_rent_per_gpu_hour (pricing);
  if (!catalogue_rent_range (self, catalogue, &low, &high))
    {
      low = value * ARTICLE_RENT_LOW_SHARE;
      high = value * ARTICLE_RENT_HIGH_SHARE;
    }
  changed |= set_default_range (self, BK_INPUT_RENT_PER_GPU_HOUR, low, high);

  changed |= set_default_range (self, BK_INPUT_COOLING_OVERHEAD, ARTICLE_COOLING_LOW,
                                ARTICLE_COOLING_HIGH);
  changed |= set_default_range (self, BK_INPUT_ONBOARDING_HOURS, ARTICLE_ONBOARDING_LOW,
                                ARTICLE_ONBOARDING_HIGH);

  value = bk_pricing_get_electricity_price (pricing);
  if (g_strcmp0 (bk_pricing_get_currency (pricing), "EUR") == 0)
    changed |= set_default_range (self, BK_INPUT_ELECTRICITY_PRICE, INDUSTRY_ELECTRICITY_EUR,
                                  COMMERCIAL_ELECTRICITY_EUR);
  else
    changed |= set_default_range (self, BK_INPUT_ELECTRICITY_PRICE,
                                  value * INDUSTRY_ELECTRICITY_EUR / COMMERCIAL_ELECTRICITY_EUR,
                                  value);

  changed |= set_default_range (self, BK_INPUT_ANNUAL_VALUE_LOSS, VALUE_LOSS_LOW,
                                VALUE_LOSS_HIGH);

  value = bk_workload_get_utilisation (bk_profile_get_workload (self));
  changed |= set_default_range (self, BK_INPUT_UTILISATION, value - UTILISATION_SPREAD,
                                value + UTILISATION_SPREAD);

  value = bk_hardware_get_purchase_price (bk_profile_get_hardware (self));
  changed |= set_default_range (self, BK_INPUT_PURCHASE_PRICE,
                                value * (1 - PURCHASE_PRICE_SPREAD),
                                value * (1 + PURCHASE_PRICE_SPREAD));

  value = bk_pricing_get_rent_per_gpu_hour (pricing);
  if (bk_pricing_get_commit_price_per_gpu_hour (pricing) > 0)
    changed |= set_default_range (self, BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR,
                                  value * COMMIT_SHARE_LOW, value * COMMIT_SHARE_HIGH);
  if (bk_pricing_get_spot_price_per_gpu_hour (pricing) > 0)
    {
      changed |= set_default_range (self, BK_INPUT_SPOT_PRICE_PER_GPU_HOUR,
                                    value * SPOT_SHARE_LOW, value * SPOT_SHARE_HIGH);
      changed |= set_default_range (self, BK_INPUT_SPOT_OVERHEAD, SPOT_OVERHEAD_LOW,
                                    SPOT_OVERHEAD_HIGH);
    }

  if (bk_hardware_get_resale_discount (bk_profile_get_hardware (self)) > 0
      || bk_hardware_get_lost_hours (bk_profile_get_hardware (self)) > 0)
    {
      changed |= set_default_range (self, BK_INPUT_RESALE_DISCOUNT, RESALE_DISCOUNT_LOW,
                                    RESALE_DISCOUNT_HIGH);
      changed |= set_default_range (self, BK_INPUT_LOST_HOURS, LOST_HOURS_LOW, LOST_HOURS_HIGH);
    }
  if (bk_pricing_get_tax_enabled (pricing))
    changed |= set_default_range (self, BK_INPUT_TAX_RATE, TAX_RATE_LOW, TAX_RATE_HIGH);

  if (changed)
    {
      _bk_profile_record_several (self);
      _bk_profile_emit_changed (self);
    }
}

