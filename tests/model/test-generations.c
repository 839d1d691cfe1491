/* test-generations.c: the same work on other GPUs (docs/model.md#gpu-generations) against
 * figures worked out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-generations.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile-history.h"
#include "bk-profile.h"
#include "bk-report.h"
#include "bk-test-utils.h"
#include "bk-types.h"
#include "bk-workload.h"

#define MONEY_EPSILON 1e-4

/* The reference "Ref" and "Double" with twice its training throughput, each at 1,000,000 a card
 * drawing 100 W (electricity is free here) and losing half its value a year; "Half" has no offer and "Unmeasured" no figure, so neither is
 * compared. Double rents at 2.00 (and 3.00) a GPU-hour. */
#define GPU(id, name, figure) \
  "{\"id\": \"" id "\", \"name\": \"" name "\", \"vram-gb\": 80, \"purchase-price\": 1000000, " \
  "\"host-cost\": 0, \"power-watts\": 100, \"idle-watts\": 0, \"annual-value-loss\": 50, " \
  "\"currency\": \"EUR\", \"source\": \"s\", \"as-of\": \"2026-11\"" figure "}"
#define FIGURE(relative, basis) \
  ", \"training\": {\"relative\": " relative ", \"basis\": \"" basis "\", \"source\": \"t\", " \
  "\"as-of\": \"2024-08\"}"
#define RENT(id, price) \
  "{\"gpu-id\": \"" id "\", \"provider\": \"P" price "\", \"provider-type\": \"budget\", " \
  "\"price-per-hour\": " price ", \"currency\": \"EUR\", \"source\": \"s\", \"as-of\": \"2026-11\"}"

static const char catalogue_json[] =
  "{\"format\": 3, \"gpus\": ["
  GPU ("h100-sxm", "Ref", FIGURE ("1", "reference")) ", "
  GPU ("x2", "Double", FIGURE ("2", "mlperf")) ", "
  GPU ("xh", "Half", FIGURE ("0.5", "mlperf")) ", "
  GPU ("xn", "Unmeasured", "")
  "], \"rents\": [" RENT ("x2", "3.0") ", " RENT ("x2", "2.0") ", " RENT ("h100-sxm", "5.0") "]}";

/* Format 4: a figure rests on an MLPerf pair (here 20 minutes against 10: twice the work); a
 * GPU may have no purchase price. */
#define PAIR4 \
  "{\"round\": \"MLPerf Training v4.1\", \"published\": \"2024-11\", \"benchmark\": \"b\", " \
  "\"gpus\": 8, \"metric\": \"minutes\", \"system\": \"s\", \"result\": \"r\", \"score\": 10, " \
  "\"against\": \"h100-sxm\", \"against-system\": \"s2\", \"against-result\": \"r2\", " \
  "\"against-score\": 20, \"ratio\": 2}"
#define FIGURE4 \
  ", \"training\": {\"relative\": 2, \"pairs\": [" PAIR4 "], \"source\": \"t\", " \
  "\"as-of\": \"2024-11\"}"
#define GPU4(id, name, price, currency, figure) \
  "{\"id\": \"" id "\", \"name\": \"" name "\", \"vram-gb\": 80, " price \
  "\"host-cost\": 0, \"power-watts\": 100, \"idle-watts\": 0, \"annual-value-loss\": 50, " \
  "\"currency\": \"" currency "\", \"source\": \"s\", \"as-of\": \"2026-11\"" figure "}"

static const char left_out_json[] =
  "{\"format\": 4, \"gpus\": ["
  GPU4 ("h100-sxm", "Ref", "\"purchase-price\": 1000000, ", "EUR",
        ", \"training\": {\"relative\": 1, \"pairs\": [], \"source\": \"t\", "
        "\"as-of\": \"2025-11\"}") ", "
  GPU4 ("x2", "Double", "\"purchase-price\": 1000000, ", "EUR", FIGURE4) ", "
  GPU4 ("xp", "Unpriced", "", "EUR", FIGURE4) ", "
  GPU4 ("xu", "Dollar", "\"purchase-price\": 1000000, ", "USD", FIGURE4) ", "
  GPU4 ("xh", "Half", "\"purchase-price\": 1000000, ", "EUR", FIGURE4) ", "
  GPU4 ("xn", "Unmeasured", "\"purchase-price\": 1000000, ", "EUR", "")
  "], \"rents\": [" RENT ("x2", "2.0") ", " RENT ("xp", "2.0") ", "
  "{\"gpu-id\": \"xu\", \"provider\": \"D\", \"provider-type\": \"budget\", "
  "\"price-per-hour\": 2, \"currency\": \"USD\", \"source\": \"s\", \"as-of\": \"2026-11\"}, "
  RENT ("h100-sxm", "5.0") "]}";

static BkCatalogue *
load_catalogue (void)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (catalogue_json, strlen (catalogue_json));
  g_autoptr(GError) error = NULL;
  BkCatalogue *catalogue = bk_catalogue_new_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return catalogue;
}

/* Eight Ref GPUs' work, busy all the time, for 12 months, renting at 2.00. */
static BkProfile *
new_profile (void)
{
  BkProfile *profile = bk_test_new_plain_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);

  bk_hardware_set_name (hardware, "Ref");
  bk_hardware_set_purchase_price (hardware, 1000000);
  bk_hardware_set_annual_value_loss (hardware, 50);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2.0);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), 0);
  bk_workload_set_gpus (bk_profile_get_workload (profile), 8);

  return profile;
}

/* The work is 8 · 730 · 12 = 70,080 GPU-hours of Ref. On Ref renting costs 140,160, 2.00 per
 * GPU-hour of work; Double does it with 8 / 2 = 4 GPUs, renting 730 · 4 · 12 · 2.00 = 70,080 at
 * its cheaper offer, 1.00 per GPU-hour of work, and comes first. Buying 4 Doubles costs
 * 4,000,000 − 2,000,000 resale = 2,000,000: renting is cheaper and never breaks even. */
static void
test_work (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkGenerations) generations = bk_generations_new (profile, catalogue, NULL);
  const BkGenerationRow *first, *second;

  g_assert_cmpint (bk_generations_get_status (generations), ==, BK_GENERATIONS_OK);
  g_assert_cmpfloat_with_epsilon (bk_generations_get_work (generations), 70080, MONEY_EPSILON);
  g_assert_cmpuint (bk_generations_get_n_rows (generations), ==, 2);

  first = bk_generations_get_row (generations, 0);
  second = bk_generations_get_row (generations, 1);
  g_assert_cmpstr (bk_catalogue_gpu_get_name (first->gpu), ==, "Double");
  g_assert_false (first->current);
  g_assert_cmpfloat (first->relative, ==, 2);
  g_assert_cmpuint (first->gpus, ==, 4);
  g_assert_cmpfloat (first->rent_per_gpu_hour, ==, 2.0);
  g_assert_cmpstr (bk_catalogue_rent_get_provider (first->offer), ==, "P2.0");
  g_assert_cmpint (first->cheapest, ==, BK_OPTION_RENT);
  g_assert_cmpfloat_with_epsilon (first->tco[BK_OPTION_RENT], 70080, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (first->tco[BK_OPTION_BUY], 2000000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (first->per_work, 1.0, 1e-12);
  g_assert_cmpint (first->break_even, ==, -1);
  g_assert_cmpuint (first->strategy.final_gpus, ==, 0);
  g_assert_cmpfloat_with_epsilon (first->net[12], 70080, MONEY_EPSILON);

  g_assert_cmpstr (bk_catalogue_gpu_get_name (second->gpu), ==, "Ref");
  g_assert_true (second->current);
  g_assert_null (second->offer);
  g_assert_cmpuint (second->gpus, ==, 8);
  g_assert_cmpfloat_with_epsilon (second->tco[BK_OPTION_RENT], 140160, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (second->per_work, 2.0, 1e-12);

  /* The chart's line of a row is the figure the list gives: it ends at the cheapest TCO. */
  for (guint i = 0; i < bk_generations_get_n_rows (generations); i++)
    {
      const BkGenerationRow *row = bk_generations_get_row (generations, i);

      g_assert_cmpfloat (row->net[bk_generations_get_horizon (generations)], ==,
                         row->cheapest_tco);
    }

  g_assert_cmpfloat (bk_generations_relative (catalogue, BK_WORK_KIND_TRAINING, "Double", "Ref"),
                     ==, 0.5);
  g_assert_cmpfloat (bk_generations_relative (catalogue, BK_WORK_KIND_INFERENCE, "Double", "Ref"),
                     ==, 0);
  g_assert_cmpuint (bk_generations_scale_gpus (8, 2), ==, 4);
  g_assert_cmpuint (bk_generations_scale_gpus (5, 2), ==, 3);
}

/* docs/model.md#gpu-generations: the GPUs left out, in the catalogue's order, each with its
 * reason; without rates a dollar GPU cannot be priced in euros. */
static void
test_left_out (void)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (left_out_json, strlen (left_out_json));
  g_autoptr(GError) error = NULL;
  g_autoptr(BkCatalogue) catalogue = bk_catalogue_new_from_bytes (bytes, &error);
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkGenerations) generations = NULL;
  static const struct { const char *name; BkGenerationsLeftOut reason; const char *id; } expected[] = {
    { "Unpriced", BK_GENERATIONS_LEFT_OUT_NO_PRICE, "no-price" },
    { "Dollar", BK_GENERATIONS_LEFT_OUT_NO_RATE, "no-rate" },
    { "Half", BK_GENERATIONS_LEFT_OUT_NO_OFFER, "no-offer" },
    { "Unmeasured", BK_GENERATIONS_LEFT_OUT_NO_FIGURE, "no-figure" },
  };
  g_autofree char *why = NULL;

  g_assert_no_error (error);
  generations = bk_generations_new (profile, catalogue, NULL);
  g_assert_cmpint (bk_generations_get_status (generations), ==, BK_GENERATIONS_OK);
  g_assert_cmpuint (bk_generations_get_n_rows (generations), ==, 2);
  g_assert_cmpuint (bk_generations_get_n_left_out (generations), ==, G_N_ELEMENTS (expected));

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      BkGenerationsLeftOut reason;
      BkCatalogueGpu *gpu = bk_generations_get_left_out (generations, i, &reason);

      g_assert_cmpstr (bk_catalogue_gpu_get_name (gpu), ==, expected[i].name);
      g_assert_cmpint (reason, ==, expected[i].reason);
      g_assert_cmpstr (bk_generations_left_out_id (reason), ==, expected[i].id);
    }

  why = bk_generations_dup_left_out_reason (generations, 0, catalogue, "EUR");
  g_assert_cmpstr (why, ==, "No purchase price: no public document the catalogue reads gives one");
  g_clear_pointer (&why, g_free);
  why = bk_generations_dup_left_out_reason (generations, 1, catalogue, "EUR");
  g_assert_cmpstr (why, ==, "No exchange rate from USD to EUR");
  g_clear_pointer (&why, g_free);
  why = bk_generations_dup_left_out_reason (generations, 3, catalogue, "EUR");
  g_assert_cmpstr (why, ==, "No MLPerf pair with the Ref for training in the rounds the catalogue "
                            "reads: it has no throughput figure");
}

/* docs/model.md#gpu-generations: the work counts every level of the demand, the peaks' own
 * share (1 − u) · b · P as well. B = 2 and P = 2 at u = 50 % with peaks of 7 days in 28
 * (b = 0.25): 0.125 · 4 + 0.375 · 2 + 0.125 · 2 = 1.5 GPUs, 1.5 · 730 · 12 = 13,140 GPU-hours
 * of Ref. Renting them on Ref at 2.00 costs 26,280, 2.00 per GPU-hour of work; Double does the
 * same work with half the GPU-hours, 1.00 per GPU-hour of work. */
static void
test_work_peaks (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  g_autoptr(BkGenerations) generations = NULL;
  const BkGenerationRow *first, *second;

  bk_workload_set_gpus (workload, 2);
  bk_workload_set_burst_gpus (workload, 2);
  bk_workload_set_burst_days (workload, 7);
  bk_workload_set_burst_interval_days (workload, 28);
  bk_workload_set_utilisation (workload, 50);
  generations = bk_generations_new (profile, catalogue, NULL);

  g_assert_cmpint (bk_generations_get_status (generations), ==, BK_GENERATIONS_OK);
  g_assert_cmpfloat_with_epsilon (bk_generations_get_work (generations), 13140, MONEY_EPSILON);
  first = bk_generations_get_row (generations, 0);
  second = bk_generations_get_row (generations, 1);
  g_assert_cmpstr (bk_catalogue_gpu_get_name (first->gpu), ==, "Double");
  g_assert_cmpfloat_with_epsilon (first->tco[BK_OPTION_RENT], 13140, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (first->per_work, 1.0, 1e-12);
  g_assert_true (second->current);
  g_assert_cmpfloat_with_epsilon (second->tco[BK_OPTION_RENT], 26280, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (second->per_work, 2.0, 1e-12);
}

/* The catalogue of the tests above with a used-market discount of 20 % for Double. */
#define RESALE(discount) \
  ", \"resale-discount\": " discount ", \"resale-source\": \"r\", \"resale-as-of\": \"2026-01\""

static const char resale_catalogue_json[] =
  "{\"format\": 3, \"gpus\": ["
  GPU ("h100-sxm", "Ref", FIGURE ("1", "reference")) ", "
  GPU ("x2", "Double", FIGURE ("2", "mlperf") RESALE ("20"))
  "], \"rents\": [" RENT ("x2", "2.0") "]}";

/* docs/model.md#gpu-generations: each GPU sells with the catalogue's used-market discount where
 * it has one, else with the profile's. The profile's d = 10 %; buying 4 Doubles (4,000,000)
 * gets back 4,000,000 · 0.8 · 0.5 = 1,600,000 after a year with the catalogue's 20 %, a TCO of
 * 2,400,000, and 4,000,000 · 0.9 · 0.5 = 1,800,000 (2,200,000) where the catalogue has none.
 * The profile's own Ref keeps the profile's 10 %: 8,000,000 − 3,600,000 = 4,400,000. */
static void
test_resale_discount (void)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (resale_catalogue_json,
                                                strlen (resale_catalogue_json));
  g_autoptr(GError) error = NULL;
  g_autoptr(BkCatalogue) resale = bk_catalogue_new_from_bytes (bytes, &error);
  g_autoptr(BkCatalogue) plain = load_catalogue ();
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkGenerations) with_figure = NULL;
  g_autoptr(BkGenerations) without = NULL;
  const BkGenerationRow *row;

  g_assert_no_error (error);
  bk_hardware_set_resale_discount (bk_profile_get_hardware (profile), 10);

  with_figure = bk_generations_new (profile, resale, NULL);
  row = bk_generations_get_row (with_figure, 0);
  g_assert_cmpstr (bk_catalogue_gpu_get_name (row->gpu), ==, "Double");
  g_assert_cmpfloat_with_epsilon (row->tco[BK_OPTION_BUY], 2400000, MONEY_EPSILON);
  row = bk_generations_get_row (with_figure, 1);
  g_assert_true (row->current);
  g_assert_cmpfloat_with_epsilon (row->tco[BK_OPTION_BUY], 4400000, MONEY_EPSILON);

  without = bk_generations_new (profile, plain, NULL);
  row = bk_generations_get_row (without, 0);
  g_assert_cmpstr (bk_catalogue_gpu_get_name (row->gpu), ==, "Double");
  g_assert_cmpfloat_with_epsilon (row->tco[BK_OPTION_BUY], 2200000, MONEY_EPSILON);
}

/* docs/model.md#gpu-generations: t = t_g / t_p. A profile on Double (t = 2 against the
 * reference) of 4 GPUs: Ref does its work with 4 / 0.5 = 8 GPUs, rented at its offer of 5.00:
 * 730 · 8 · 12 · 5.00 = 350,400. */
static void
test_relative (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkGenerations) generations = NULL;
  const BkGenerationRow *ref;

  bk_hardware_set_name (bk_profile_get_hardware (profile), "Double");
  bk_workload_set_gpus (bk_profile_get_workload (profile), 4);
  generations = bk_generations_new (profile, catalogue, NULL);

  g_assert_cmpint (bk_generations_get_status (generations), ==, BK_GENERATIONS_OK);
  ref = bk_generations_get_row (generations, 1);
  g_assert_cmpstr (bk_catalogue_gpu_get_name (ref->gpu), ==, "Ref");
  g_assert_false (ref->current);
  g_assert_cmpfloat (ref->relative, ==, 0.5);
  g_assert_cmpuint (ref->gpus, ==, 8);
  g_assert_cmpfloat_with_epsilon (ref->tco[BK_OPTION_RENT], 350400, MONEY_EPSILON);
}

/* docs/model.md#gpu-generations: each row's cheapest option is buying when the data may not
 * leave the premises, never renting without a rent price, and its cost per unit of work is that
 * option's TCO over the work (70,080 GPU-hours of Ref here). */
static void
test_cheapest (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkGenerations) compliant = NULL;
  g_autoptr(BkGenerations) cheap = NULL;
  g_autoptr(BkGenerations) no_rent = NULL;
  g_autoptr(BkGenerations) powered = NULL;
  const BkGenerationRow *row;

  /* Renting Double (70,080) would be cheapest; the premises leave buying, 2,000,000. */
  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), TRUE);
  compliant = bk_generations_new (profile, catalogue, NULL);
  row = bk_generations_get_row (compliant, 0);
  g_assert_cmpstr (bk_catalogue_gpu_get_name (row->gpu), ==, "Double");
  g_assert_cmpint (row->cheapest, ==, BK_OPTION_BUY);
  g_assert_cmpfloat_with_epsilon (row->cheapest_tco, 2000000, MONEY_EPSILON);
  /* Its chart line is the net cost, the cash less what the cards sell for: the TCO. */
  g_assert_cmpfloat (row->net[bk_generations_get_horizon (compliant)], ==, row->cheapest_tco);
  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), FALSE);

  /* Ref at 1,000 a card: 8 bought lose half their value, 4,000, against renting 140,160. */
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 1000);
  cheap = bk_generations_new (profile, catalogue, NULL);
  row = bk_generations_get_row (cheap, 0);
  g_assert_true (row->current);
  g_assert_cmpint (row->cheapest, ==, BK_OPTION_BUY);
  g_assert_cmpfloat_with_epsilon (row->per_work, 4000.0 / 70080, 1e-12);

  /* Without a rent price Ref's renting (0) is no option: buying, 4,000,000. */
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 1000000);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 0);
  no_rent = bk_generations_new (profile, catalogue, NULL);
  row = bk_generations_get_row (no_rent, 1);
  g_assert_true (row->current);
  g_assert_cmpint (row->cheapest, ==, BK_OPTION_BUY);
  g_assert_cmpfloat_with_epsilon (row->cheapest_tco, 4000000, MONEY_EPSILON);

  /* Double draws its own 100 W: 4 cards · 0.1 kW · 730 h · 0.40 = 116.80 a month. */
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2.0);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), 0.40);
  powered = bk_generations_new (profile, catalogue, NULL);
  row = bk_generations_get_row (powered, 0);
  g_assert_cmpstr (bk_catalogue_gpu_get_name (row->gpu), ==, "Double");
  g_assert_cmpfloat_with_epsilon (row->tco[BK_OPTION_BUY], 2000000 + 12 * 116.8, MONEY_EPSILON);
}

/* Without a figure for the profile's kind of work, or for its GPU, nothing is compared. */
static void
test_status (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkGenerations) inference = NULL;
  g_autoptr(BkGenerations) unknown = NULL;
  g_autoptr(BkGenerations) none = NULL;

  bk_workload_set_work_kind (bk_profile_get_workload (profile), BK_WORK_KIND_INFERENCE);
  inference = bk_generations_new (profile, catalogue, NULL);
  g_assert_cmpint (bk_generations_get_status (inference), ==, BK_GENERATIONS_NO_FIGURE);
  g_assert_cmpuint (bk_generations_get_n_rows (inference), ==, 0);

  bk_workload_set_work_kind (bk_profile_get_workload (profile), BK_WORK_KIND_TRAINING);
  bk_hardware_set_name (bk_profile_get_hardware (profile), "Somebody's GPU");
  unknown = bk_generations_new (profile, catalogue, NULL);
  g_assert_cmpint (bk_generations_get_status (unknown), ==, BK_GENERATIONS_UNKNOWN_GPU);

  bk_hardware_set_name (bk_profile_get_hardware (profile), "Ref");
  bk_workload_set_gpus (bk_profile_get_workload (profile), 0);
  none = bk_generations_new (profile, catalogue, NULL);
  g_assert_cmpint (bk_generations_get_status (none), ==, BK_GENERATIONS_NO_DEMAND);
}

/* "Use this GPU" keeping the work: 8 Refs become 4 Doubles at 2.00, one undo step; keeping the
 * count leaves 8. */
static void
test_use (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkProfile) profile = new_profile ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  guint steps;
  g_autoptr(GError) error = NULL;

  bk_pricing_set_spot_price_per_gpu_hour (bk_profile_get_pricing (profile), 0.9);
  bk_profile_history_seal (history);
  steps = bk_profile_history_get_n_undo (history);

  g_assert_true (bk_generations_use (profile, catalogue, NULL,
                                     bk_catalogue_find_gpu (catalogue, "x2"), TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (bk_hardware_get_name (bk_profile_get_hardware (profile)), ==, "Double");
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 4);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (profile)), ==, 2.0);
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (bk_profile_get_pricing (profile)), ==, 0);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, steps + 1);

  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpstr (bk_hardware_get_name (bk_profile_get_hardware (profile)), ==, "Ref");
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 8);
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (bk_profile_get_pricing (profile)), ==, 0.9);

  g_assert_true (bk_generations_use (profile, catalogue, NULL,
                                     bk_catalogue_find_gpu (catalogue, "x2"), FALSE, &error));
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 8);
}

/* breakeven --report FILE --generations: the same rows as text, JSON and CSV. */
static void
test_report (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkProfile) profile = new_profile ();
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  g_autofree char *csv = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  JsonObject *root, *first;

  bk_profile_set_name (profile, "Eight");
  text = bk_report_render_generations (profile, catalogue, NULL, BK_REPORT_FORMAT_TEXT);
  g_assert_nonnull (strstr (text, "70,080 GPU-hours of the Ref"));
  g_assert_nonnull (strstr (text, "Ref (this profile)"));
  g_assert_true (strstr (text, "Double") < strstr (text, "Ref (this profile)"));

  json = bk_report_render_generations (profile, catalogue, NULL, BK_REPORT_FORMAT_JSON);
  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "status"), ==, "ok");
  g_assert_cmpstr (json_object_get_string_member (root, "work_kind"), ==, "training");
  first = json_array_get_object_element (json_object_get_array_member (root, "gpus"), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "Double");
  g_assert_cmpint (json_object_get_int_member (first, "gpus"), ==, 4);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (first, "per_gpu_hour_of_work"),
                                  1.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (
                                    json_object_get_object_member (first, "tco"), "rent"),
                                  70080, MONEY_EPSILON);
  g_assert_true (json_object_get_null_member (json_object_get_object_member (first, "tco"),
                                              "hybrid"));
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (first, "throughput"), "basis"), ==, "mlperf");

  csv = bk_report_render_generations (profile, catalogue, NULL, BK_REPORT_FORMAT_CSV);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "gpu,current,relative_throughput,gpus,rent_tco"));
  g_assert_true (g_str_has_prefix (lines[1], "Double,false,2,4,70080"));
  g_assert_true (g_str_has_prefix (lines[2], "Ref,true,1,8,140160"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/generations/work", test_work);
  g_test_add_func ("/generations/work/peaks", test_work_peaks);
  g_test_add_func ("/generations/resale-discount", test_resale_discount);
  g_test_add_func ("/generations/relative", test_relative);
  g_test_add_func ("/generations/cheapest", test_cheapest);
  g_test_add_func ("/generations/status", test_status);
  g_test_add_func ("/generations/left-out", test_left_out);
  g_test_add_func ("/generations/use", test_use);
  g_test_add_func ("/generations/report", test_report);

  return g_test_run ();
}
