/* test-terms.c: committed capacity, spot and the cheapest rental mix against figures worked out
 * by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-report.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-words.h"
#include "bk-workload.h"

#define MONEY_EPSILON 1e-6

/* One GPU busy around the clock for twelve months, rent at 2.00 an hour on demand, and every
 * other cost, the value loss, the price change and the discount rate at zero. */
static BkProfile *
new_profile (void)
{
  BkProfile *profile = bk_profile_new ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_hardware_set_purchase_price (hardware, 10000);
  bk_hardware_set_host_cost (hardware, 2000);
  bk_hardware_set_annual_value_loss (hardware, 0);

  bk_pricing_set_cooling_overhead (pricing, 0);
  bk_pricing_set_colocation_per_gpu_month (pricing, 0);
  bk_pricing_set_maintenance_percent (pricing, 0);
  bk_pricing_set_admin_hours_per_month (pricing, 0);
  bk_pricing_set_rent_per_gpu_hour (pricing, 2.0);
  bk_pricing_set_rent_price_change (pricing, 0);
  bk_pricing_set_egress_per_gb (pricing, 0);
  bk_pricing_set_storage_per_gb_month (pricing, 0);
  bk_pricing_set_onboarding_hours (pricing, 0);
  bk_pricing_set_discount_rate (pricing, 0);

  bk_workload_set_gpus (workload, 1);
  bk_workload_set_utilisation (workload, 100);
  bk_workload_set_transfer_gb_per_month (workload, 0);
  bk_workload_set_cloud_storage_gb (workload, 0);
  bk_workload_set_horizon_months (workload, 12);
  bk_profile_set_reviewed (profile, "2026-01-01");

  return profile;
}

/* Two base GPUs and two more at a peak, busy half the time and peaking half the time: the
 * levels 4, 2, 2 and 0 GPUs each hold a quarter of the time. */
static BkProfile *
new_quarters_profile (void)
{
  BkProfile *profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_gpus (workload, 2);
  bk_workload_set_burst_gpus (workload, 2);
  bk_workload_set_utilisation (workload, 50);
  bk_workload_set_burst_days (workload, 15);
  bk_workload_set_burst_interval_days (workload, 30);

  return profile;
}

static void
assert_mix (BkAnalysis *analysis,
            BkOption    option,
            const char *expected)
{
  g_autofree char *text = bk_analysis_describe_mix (analysis, option);

  g_assert_cmpstr (text, ==, expected);
}

/* 2 GPUs committed at 1.00 an hour for a year while 1 GPU is needed: 2 · 730 · 1 every month,
 * and nothing on demand. */
static void
test_committed_paid_whether_used (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  const BkRentalMix *mix;

  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_commit_term_months (pricing, 12);
  bk_pricing_set_commit_gpus (pricing, 2);
  analysis = bk_test_analyse (profile);

  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMMITTED, 0), ==, 0.0);
  for (guint m = 1; m <= 12; m++)
    {
      g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT,
                                               BK_CATEGORY_RENT_COMMITTED, m), 1460, MONEY_EPSILON);
      g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, m), ==, 0.0);
    }
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_RENT), 12 * 1460,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_RENT,
                                                                  BK_CATEGORY_RENT_COMMITTED),
                                  12 * 1460, MONEY_EPSILON);

  mix = bk_analysis_get_mix (analysis, BK_OPTION_RENT);
  g_assert_cmpuint (mix->committed_gpus, ==, 2);
  g_assert_cmpuint (mix->term_months, ==, 12);
  g_assert_cmpfloat (mix->committed_share, ==, 1.0);
  g_assert_cmpfloat (mix->on_demand_share, ==, 0.0);
  assert_mix (analysis, BK_OPTION_RENT, "Commit 2 GPUs for 1 year");

  /* Buying rents nothing, so it commits nothing either. */
  g_assert_cmpuint (bk_analysis_get_mix (analysis, BK_OPTION_BUY)->committed_gpus, ==, 0);
  assert_mix (analysis, BK_OPTION_BUY, "Rent nothing");
  g_assert_true (bk_analysis_has_rental_terms (analysis));
}

/* A term of 6 months with half paid up front, renewed once in a year whose prices rise 10 %:
 * 0.5 · 6 · 730 = 2,190 up front and 365 a month; the second term's price is 1.1^(6/12) times
 * that, its up-front share paid in month 6. */
static void
test_upfront_and_renewal (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  double f = pow (1.1, 0.5);

  bk_pricing_set_rent_price_change (pricing, 10);
  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_commit_term_months (pricing, 6);
  bk_pricing_set_commit_upfront_percent (pricing, 50);
  bk_pricing_set_commit_gpus (pricing, 1);
  analysis = bk_test_analyse (profile);

  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMMITTED, 0),
                                  2190, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_cash (analysis, BK_OPTION_RENT)[0], 2190,
                                  MONEY_EPSILON);
  for (guint m = 1; m <= 5; m++)
    g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT,
                                             BK_CATEGORY_RENT_COMMITTED, m), 365, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMMITTED, 6),
                                  365 + 2190 * f, MONEY_EPSILON);
  for (guint m = 7; m <= 12; m++)
    g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT,
                                             BK_CATEGORY_RENT_COMMITTED, m), 365 * f, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_RENT),
                                  6 * 730 + 6 * 730 * f, MONEY_EPSILON);
  assert_mix (analysis, BK_OPTION_RENT, "Commit 1 GPU for 6 months");
}

/* A year's term with a quarter up front over an 8-month horizon: 2,190 up front, 547.50 a
 * month, and in month 8 also the four months the horizon leaves out: the whole term is paid. */
static void
test_term_past_horizon (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;

  bk_workload_set_horizon_months (bk_profile_get_workload (profile), 8);
  bk_pricing_set_discount_rate (pricing, 5);
  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_commit_upfront_percent (pricing, 25);
  bk_pricing_set_commit_gpus (pricing, 1);
  analysis = bk_test_analyse (profile);

  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMMITTED, 0),
                                  2190, MONEY_EPSILON);
  for (guint m = 1; m <= 7; m++)
    g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT,
                                             BK_CATEGORY_RENT_COMMITTED, m), 547.5, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMMITTED, 8),
                                  5 * 547.5, MONEY_EPSILON);

  /* Month 8's payment is discounted as month 8, not later. */
  {
    double expected = 2190;

    for (guint m = 1; m <= 8; m++)
      expected += (m < 8 ? 547.5 : 5 * 547.5) * pow (1.05, -(double) m / 12);
    g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_RENT), expected,
                                    MONEY_EPSILON);
  }
}

/* Spot at 1.00 with 10 % of the work redone: a served hour costs 1 / 0.9 = 1.111…. */
static void
test_spot_overhead (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) all = NULL;
  g_autoptr(BkAnalysis) half = NULL;
  const BkRentalMix *mix;

  bk_pricing_set_spot_price_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_spot_overhead (pricing, 10);
  bk_pricing_set_spot_share (pricing, 100);
  all = bk_test_analyse (profile);

  g_assert_cmpfloat_with_epsilon (bk_test_monthly (all, BK_OPTION_RENT, BK_CATEGORY_RENT_SPOT, 1),
                                  730 / 0.9, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_monthly (all, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 1), ==, 0.0);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (all, BK_OPTION_RENT), 12 * 730 / 0.9,
                                  MONEY_EPSILON);
  assert_mix (all, BK_OPTION_RENT, "Rent on spot");

  bk_pricing_set_spot_share (pricing, 50);
  half = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (half, BK_OPTION_RENT, BK_CATEGORY_RENT_SPOT, 1),
                                  365 / 0.9, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (half, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 1),
                                  730, MONEY_EPSILON);
  mix = bk_analysis_get_mix (half, BK_OPTION_RENT);
  g_assert_cmpfloat_with_epsilon (mix->spot_share, 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (mix->on_demand_share, 0.5, 1e-12);
  assert_mix (half, BK_OPTION_RENT, "Run 50% on spot, the rest on demand");
}

/* Spot at 1.90 with 10 % redone costs 2.11 a served hour, more than 2.00 on demand: it is not
 * used, and every figure is the one without spot. */
static void
test_spot_dearer_unused (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) plain = bk_test_analyse (profile);
  g_autoptr(BkAnalysis) spot = NULL;

  bk_pricing_set_spot_price_per_gpu_hour (pricing, 1.9);
  spot = bk_test_analyse (profile);

  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    {
      g_assert_cmpfloat (bk_analysis_get_category_total (spot, o, BK_CATEGORY_RENT_SPOT), ==, 0.0);
      for (guint m = 0; m <= 12; m++)
        g_assert_cmpfloat (bk_analysis_get_cash (spot, o)[m], ==,
                           bk_analysis_get_cash (plain, o)[m]);
    }
  assert_mix (spot, BK_OPTION_RENT, "Rent on demand");
}

/* Renting the quarters at 2.00 on demand, or committing at 1.20: per month and 730 hours,
 * c = 0 costs 2 · (¼ · 4 + ½ · 2) = 4.00, c = 2 costs 2.40 + 2 · ¼ · 2 = 3.40, c = 4 costs 4.80.
 * The first two GPUs are busy three quarters of the time (1.50 on demand > 1.20), the other two
 * a quarter (0.50 < 1.20). The hybrid owns 2 and rents 2 a quarter of the time: on demand. */
static void
test_chosen_commit (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkAnalysis) tie = NULL;
  const BkRentalMix *mix;

  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.2);
  analysis = bk_test_analyse (profile);

  mix = bk_analysis_get_mix (analysis, BK_OPTION_RENT);
  g_assert_cmpuint (mix->committed_gpus, ==, 2);
  g_assert_cmpfloat_with_epsilon (mix->committed_share, 0.75, 1e-12);
  g_assert_cmpfloat_with_epsilon (mix->on_demand_share, 0.25, 1e-12);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_RENT), 12 * 730 * 3.4,
                                  MONEY_EPSILON);
  assert_mix (analysis, BK_OPTION_RENT, "Commit 2 GPUs for 1 year, rent peaks on demand");
  g_assert_cmpuint (bk_analysis_get_mix (analysis, BK_OPTION_HYBRID)->committed_gpus, ==, 0);
  assert_mix (analysis, BK_OPTION_HYBRID, "Rent on demand");

  /* The optimal pool is at most as dear as every option, each on its own mix. */
  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    g_assert_cmpfloat (bk_analysis_get_optimal_tco (analysis), <=,
                       bk_analysis_get_tco (analysis, o) * (1 + 1e-12));

  /* At 1.50, committing the first two costs 3.00 + 1.00, as much as not committing: the
   * smaller commitment wins the tie. */
  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.5);
  tie = bk_test_analyse (profile);
  g_assert_cmpuint (bk_analysis_get_mix (tie, BK_OPTION_RENT)->committed_gpus, ==, 0);
}

/* Three committed GPUs as the user chose: every option that rents commits them, buying does not. */
static void
test_commit_fixed (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;

  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.2);
  bk_pricing_set_commit_gpus (pricing, 3);
  bk_pricing_set_commit_term_months (pricing, 36);
  analysis = bk_test_analyse (profile);

  g_assert_cmpuint (bk_analysis_get_mix (analysis, BK_OPTION_RENT)->committed_gpus, ==, 3);
  g_assert_cmpuint (bk_analysis_get_mix (analysis, BK_OPTION_HYBRID)->committed_gpus, ==, 3);
  g_assert_cmpuint (bk_analysis_get_mix (analysis, BK_OPTION_BUY)->committed_gpus, ==, 0);

  /* Rent: 3 · 1.20 + 2 · ¼ · 1 = 4.10 per 730 hours, for 12 of the 36 months' term, the other
   * 24 months paid in month 12. */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_RENT),
                                  730 * (36 * 3.6 + 12 * 0.5), MONEY_EPSILON);
  assert_mix (analysis, BK_OPTION_RENT, "Commit 3 GPUs for 3 years, rent peaks on demand");
}

/* A committed price per GPU and a spot share on the rest, together; the categories add up to the
 * TCO and each month's cash. */
static void
test_identity (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;

  bk_workload_set_horizon_months (bk_profile_get_workload (profile), 40);
  bk_pricing_set_discount_rate (pricing, 7);
  bk_pricing_set_rent_price_change (pricing, -10);
  bk_pricing_set_egress_per_gb (pricing, 0.09);
  bk_pricing_set_storage_per_gb_month (pricing, 0.02);
  bk_pricing_set_onboarding_hours (pricing, 40);
  bk_workload_set_transfer_gb_per_month (bk_profile_get_workload (profile), 1000);
  bk_workload_set_cloud_storage_gb (bk_profile_get_workload (profile), 1000);
  bk_pricing_set_commit_price_per_gpu_hour (pricing, 0.9);
  bk_pricing_set_commit_term_months (pricing, 12);
  bk_pricing_set_commit_upfront_percent (pricing, 30);
  bk_pricing_set_spot_price_per_gpu_hour (pricing, 0.9);
  analysis = bk_test_analyse (profile);

  assert_mix (analysis, BK_OPTION_RENT,
              "Commit 2 GPUs for 1 year, run 50% of the rest on spot, the rest on demand");

  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    {
      const double *cash = bk_analysis_get_cash (analysis, o);
      double sum = 0.0, up_front = 0.0;

      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        {
          sum += bk_analysis_get_category_total (analysis, o, c);
          up_front += bk_test_monthly (analysis, o, c, 0);
        }
      g_assert_cmpfloat_with_epsilon (sum - bk_analysis_get_resale_value (analysis, o),
                                      bk_analysis_get_tco (analysis, o), MONEY_EPSILON);
      g_assert_cmpfloat_with_epsilon (cash[0], up_front, MONEY_EPSILON);

      for (guint m = 1; m <= 40; m++)
        {
          double month = 0.0;

          for (guint c = 0; c < BK_N_CATEGORIES; c++)
            month += bk_test_monthly (analysis, o, c, m);
          g_assert_cmpfloat_with_epsilon (cash[m] - cash[m - 1],
                                          month * pow (1.07, -(double) m / 12.0), MONEY_EPSILON);
        }
    }
}

static void
assert_invalid (const char *pricing,
                const char *ranges,
                const char *field)
{
  g_autofree char *data = g_strdup_printf ("{ \"format\": 3, \"pricing\": { %s }%s%s }",
                                           pricing, ranges ? ", \"ranges\": " : "",
                                           ranges ? ranges : "");
  g_autofree char *prefix = g_strconcat (field, ": ", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new_from_data (data, -1, &error);

  g_assert_null (profile);
  g_assert_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_INVALID);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not name %s", error->message, field);
}

static void
test_validation (void)
{
  assert_invalid ("\"commit-term-months\": 0", NULL, "pricing.commit-term-months");
  assert_invalid ("\"commit-term-months\": 121", NULL, "pricing.commit-term-months");
  assert_invalid ("\"commit-price-per-gpu-hour\": -1", NULL, "pricing.commit-price-per-gpu-hour");
  assert_invalid ("\"spot-price-per-gpu-hour\": -0.5", NULL, "pricing.spot-price-per-gpu-hour");
  assert_invalid ("\"commit-upfront-percent\": 101", NULL, "pricing.commit-upfront-percent");
  assert_invalid ("\"commit-gpus\": -2", NULL, "pricing.commit-gpus");
  assert_invalid ("\"spot-overhead\": 100", NULL, "pricing.spot-overhead");
  assert_invalid ("\"spot-overhead\": -1", NULL, "pricing.spot-overhead");
  assert_invalid ("\"spot-share\": 101", NULL, "pricing.spot-share");
  assert_invalid ("\"spot-share\": -5", NULL, "pricing.spot-share");
  assert_invalid ("\"spot-overhead\": 10", "{ \"pricing.spot-overhead\": [5, 100] }",
                  "ranges.pricing.spot-overhead");
  assert_invalid ("\"spot-price-per-gpu-hour\": 1",
                  "{ \"pricing.spot-price-per-gpu-hour\": [-1, 2] }",
                  "ranges.pricing.spot-price-per-gpu-hour");

  /* The largest overhead below 100 % is fine. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BkProfile) profile = bk_profile_new_from_data (
      "{ \"format\": 3, \"hardware\": {}, \"workload\": {}, "
      "\"pricing\": { \"spot-overhead\": 99.5 } }", -1, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat (bk_pricing_get_spot_overhead (bk_profile_get_pricing (profile)), ==, 99.5);
  }
}

/* The examples and a format 2 file with ranges, reported by the version before the rental
 * terms (tests/model/reference/without-rental-terms/NAME.report.json): every figure is the same
 * to the last bit. */
static void
test_unchanged (gconstpointer data)
{
  const char *file = data;
  g_autofree char *name = g_strndup (strrchr (file, '/') + 1, strlen (strrchr (file, '/') + 1) - 5);
  g_autofree char *report_name = g_strconcat (name, ".report.json", NULL);
  g_autofree char *golden = g_test_build_filename (G_TEST_DIST, "model", "reference",
                                                   "without-rental-terms", report_name, NULL);
  g_autoptr(GFile) gfile = g_file_new_for_path (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new_from_file (gfile, NULL, &error);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(JsonParser) old = json_parser_new ();
  g_autoptr(JsonParser) now = json_parser_new ();
  g_autofree char *report = NULL;

  g_assert_no_error (error);
  analysis = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (analysis);
  g_assert_false (bk_analysis_has_rental_terms (analysis));
  report = bk_report_render (profile, analysis, BK_REPORT_FORMAT_JSON);

  json_parser_load_from_file (old, golden, &error);
  g_assert_no_error (error);
  json_parser_load_from_data (now, report, -1, &error);
  g_assert_no_error (error);
  bk_test_assert_same_numbers (json_parser_get_root (old), json_parser_get_root (now), name);
}

static BkProfile *
new_terms_profile (void)
{
  BkProfile *profile = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);

  bk_workload_set_horizon_months (bk_profile_get_workload (profile), 40);
  bk_pricing_set_rent_price_change (pricing, -10);
  bk_pricing_set_discount_rate (pricing, 5);
  bk_pricing_set_commit_price_per_gpu_hour (pricing, 0.9);
  bk_pricing_set_commit_term_months (pricing, 12);
  bk_pricing_set_commit_upfront_percent (pricing, 30);
  bk_pricing_set_spot_price_per_gpu_hour (pricing, 0.9);
  bk_pricing_set_spot_overhead (pricing, 12.5);
  bk_pricing_set_spot_share (pricing, 40);

  return profile;
}

/* Format 3 and later keep every term; a format 2 file, with none of them, takes the defaults. */
static void
test_round_trip (void)
{
  g_autoptr(BkProfile) profile = new_terms_profile ();
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(BkProfile) old = NULL;
  g_autoptr(BkAnalysis) before = NULL;
  g_autoptr(BkAnalysis) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  BkPricing *pricing;

  bk_profile_set_range (profile, "pricing.spot-overhead", 5, 30);
  data = bk_profile_to_data (profile, NULL);
  g_assert_nonnull (strstr (data, "\"format\" : 6"));
  g_assert_nonnull (strstr (data, "\"commit-price-per-gpu-hour\" : 0.9"));
  loaded = bk_profile_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (profile, loaded));

  before = bk_test_analyse (profile);
  after = bk_test_analyse (loaded);
  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    g_assert_cmpfloat (bk_analysis_get_tco (before, o), ==, bk_analysis_get_tco (after, o));

  old = bk_profile_new_from_data ("{ \"format\": 2, \"hardware\": {}, \"workload\": {}, "
                                  "\"pricing\": { \"rent-per-gpu-hour\": 3 } }", -1, &error);
  g_assert_no_error (error);
  pricing = bk_profile_get_pricing (old);
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 0);
  g_assert_cmpuint (bk_pricing_get_commit_term_months (pricing), ==, 12);
  g_assert_cmpfloat (bk_pricing_get_commit_upfront_percent (pricing), ==, 0);
  g_assert_cmpint (bk_pricing_get_commit_gpus (pricing), ==, -1);
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (pricing), ==, 0);
  g_assert_cmpfloat (bk_pricing_get_spot_overhead (pricing), ==, 10);
  g_assert_cmpfloat (bk_pricing_get_spot_share (pricing), ==, 50);
}

/* With rental terms too, ranges of zero width give the single-value analysis to the last bit,
 * the price change's included; wide ranges on the new prices move the bands and the tornado. */
static void
test_uncertainty (void)
{
  g_autoptr(BkProfile) profile = new_terms_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  g_autoptr(BkUncertainty) zero = NULL;
  g_autoptr(BkUncertainty) wide = NULL;
  guint horizon = bk_analysis_get_horizon (analysis);
  gboolean seen_spot = FALSE;

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      double value = bk_profile_get_input_value (profile, i);

      bk_profile_set_range (profile, bk_input_to_field (i), value, value);
    }
  g_assert_cmpuint (bk_analysis_get_mix (analysis, BK_OPTION_RENT)->committed_gpus, >, 0);
  zero = bk_uncertainty_new (profile, 200, BK_UNCERTAINTY_SEED, NULL, NULL);
  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    for (BkBand b = BK_BAND_P10; b < BK_N_BANDS; b++)
      {
        for (guint m = 0; m <= horizon; m++)
          g_assert_cmpfloat (bk_uncertainty_get_band (zero, o, b)[m], ==,
                             bk_analysis_get_cash (analysis, o)[m]);
        g_assert_cmpfloat (bk_uncertainty_get_tco (zero, o, b), ==, bk_analysis_get_tco (analysis, o));
      }

  /* A price change of almost no width takes the sampler's own path for a varying price change,
   * which carries each sample's term factors: it gives the single-value figures but for
   * rounding. */
  {
    g_autoptr(BkUncertainty) narrow = NULL;

    bk_profile_set_range (profile, "pricing.rent-price-change", -10, -10 + 1e-9);
    narrow = bk_uncertainty_new (profile, 200, BK_UNCERTAINTY_SEED, NULL, NULL);
    for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
      for (guint m = 0; m <= horizon; m++)
        g_assert_cmpfloat_with_epsilon (bk_uncertainty_get_band (narrow, o, BK_BAND_P50)[m],
                                        bk_analysis_get_cash (analysis, o)[m], 1e-3);
  }

  bk_profile_set_range (profile, "pricing.commit-price-per-gpu-hour", 0.8, 1.6);
  bk_profile_set_range (profile, "pricing.spot-price-per-gpu-hour", 0.5, 2.5);
  bk_profile_set_range (profile, "pricing.spot-overhead", 5, 40);
  bk_profile_set_range (profile, "pricing.rent-price-change", -25, 5);
  wide = bk_uncertainty_new (profile, 2000, BK_UNCERTAINTY_SEED, NULL, NULL);
  g_assert_cmpfloat (bk_uncertainty_get_tco (wide, BK_OPTION_RENT, BK_BAND_P10), <,
                     bk_uncertainty_get_tco (wide, BK_OPTION_RENT, BK_BAND_P90));
  for (guint i = 0; i < bk_uncertainty_get_n_sensitivities (wide); i++)
    {
      const BkSensitivity *s = bk_uncertainty_get_sensitivity (wide, i);

      if (s->input == BK_INPUT_SPOT_PRICE_PER_GPU_HOUR)
        seen_spot = s->swing > 0;
    }
  g_assert_true (seen_spot);
}

/* The report names each option's mix and, in the verdict, the cheapest way to rent. */
static void
test_report (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;

  bk_pricing_set_commit_price_per_gpu_hour (bk_profile_get_pricing (profile), 1.2);
  analysis = bk_test_analyse (profile);
  text = bk_report_render (profile, analysis, BK_REPORT_FORMAT_TEXT);
  json = bk_report_render (profile, analysis, BK_REPORT_FORMAT_JSON);

  g_assert_nonnull (strstr (text, "    Commit 2 GPUs for 1 year, rent peaks on demand\n"));
  g_assert_nonnull (strstr (text, "way to rent: Commit 2 GPUs for 1 year, rent peaks on demand."));
  {
    g_autofree char *optimal = bk_rental_mix_describe (bk_analysis_get_optimal_mix (analysis));
    g_autofree char *line = g_strconcat ("\n    ", optimal, "\n", NULL);
    const char *pool = strstr (text, "Optimal pool by cost:");

    g_assert_nonnull (pool);
    g_assert_true (strstr (pool, line) == strchr (pool, '\n'));
  }
  g_assert_nonnull (strstr (json, "\"committed_gpus\" : 2"));
  g_assert_nonnull (strstr (json, "\"description\" : \"Commit 2 GPUs for 1 year, rent peaks on demand\""));
}

/* The CSV adds each option's mix after the columns every report has, worked out by hand for the
 * quarters profile with a commitment at 1.00 and spot at 1.20 with 10 % overhead on half of the
 * rest. Spot costs 1.20 / 0.9 = 1.333 an hour, so a rented GPU-hour above the commitment costs
 * (2 + 1.333) / 2 = 1.667. Renting: committing 0 GPUs costs 730 · 2 · 1.667 = 2,433 a month,
 * 2 GPUs 1,460 + 730 · 0.5 · 1.667 = 2,068, 4 GPUs 2,920: it commits 2, which serve 1.5 of the 2
 * rented GPUs on average (0.75); half of the other 0.25 runs on spot. The hybrid owns the base
 * and rents 2 GPUs a quarter of the time: committing 0 costs 608 a month, 2 GPUs 1,460, so half
 * of it runs on spot. Buying rents nothing. */
static void
test_csv (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  g_autoptr(BkProfile) plain = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkAnalysis) plain_analysis = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *plain_csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) month1 = NULL;
  const char *expected[] = { "2", "0.75", "0.125", "0.125", "0", "0", "0", "0", "0", "0", "0.5",
                             "0.5" };

  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_spot_price_per_gpu_hour (pricing, 1.2);
  analysis = bk_test_analyse (profile);
  plain_analysis = bk_test_analyse (plain);
  csv = bk_report_render (profile, analysis, BK_REPORT_FORMAT_CSV);
  plain_csv = bk_report_render (plain, plain_analysis, BK_REPORT_FORMAT_CSV);

  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpstr (lines[0], ==,
                   "month,rent_cash,rent_net,buy_cash,buy_net,hybrid_cash,hybrid_net,"
                   "rent_committed_gpus,rent_committed_share,rent_spot_share,rent_on_demand_share,"
                   "buy_committed_gpus,buy_committed_share,buy_spot_share,buy_on_demand_share,"
                   "hybrid_committed_gpus,hybrid_committed_share,hybrid_spot_share,"
                   "hybrid_on_demand_share");
  g_assert_cmpuint (g_strv_length (lines), ==, 12 + 3);

  for (guint m = 0; m <= 12; m++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[m + 1], ",", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, 7 + G_N_ELEMENTS (expected));
      for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
        g_assert_cmpstr (fields[7 + i], ==, expected[i]);
    }

  /* The cash follows the mix: 1,460 + 730 · 0.5 · (0.5 · 2 + 0.5 · 1.2 / 0.9) in month 1. */
  month1 = g_strsplit (lines[2], ",", -1);
  g_assert_cmpfloat_with_epsilon (g_ascii_strtod (month1[1], NULL),
                                  1460 + 365 * (1 + 0.5 * 1.2 / 0.9),
                                  MONEY_EPSILON);

  /* Without terms, the CSV is what it always was. */
  g_assert_true (g_str_has_prefix (plain_csv,
                                   "month,rent_cash,rent_net,buy_cash,buy_net,hybrid_cash,"
                                   "hybrid_net\n0,"));
}

/* The comparison's CSV lists each profile's mix once one of them has terms, and its table has a
 * row for it; without terms neither. */
static void
test_comparison (void)
{
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) plain = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(BkComparison) comparison = NULL;
  g_autoptr(BkComparison) plain_comparison = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *plain_csv = NULL;
  BkProfile *terms;

  g_ptr_array_add (profiles, new_quarters_profile ());
  terms = new_quarters_profile ();
  bk_pricing_set_commit_price_per_gpu_hour (bk_profile_get_pricing (terms), 1.0);
  bk_pricing_set_spot_price_per_gpu_hour (bk_profile_get_pricing (terms), 1.2);
  g_ptr_array_add (profiles, terms);
  g_ptr_array_add (plain, new_quarters_profile ());
  g_ptr_array_add (plain, new_quarters_profile ());

  comparison = bk_comparison_new (profiles, NULL);
  plain_comparison = bk_comparison_new (plain, NULL);

  g_assert_true (bk_comparison_has_rental_terms (comparison));
  g_assert_true (bk_comparison_get_shown (comparison, BK_COMPARISON_ROW_RENTAL_MIX));
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_RENTAL_MIX, 0), ==,
                   "Rent on demand");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_RENTAL_MIX, 1), ==,
                   "Commit 2 GPUs for 1 year, run 50% of the rest on spot, the rest on demand");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_RENTAL_MIX, 1), ==,
                   "Hybrid: Run 50% on spot, the rest on demand");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_RENTAL_MIX, 0), ==,
                   "Hybrid: Rent on demand");
  g_assert_true (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_RENTAL_MIX));
  g_assert_cmpstr (bk_comparison_row_title (BK_COMPARISON_ROW_RENTAL_MIX), ==,
                   "Cheapest way to rent");

  csv = bk_comparison_to_csv (comparison);
  g_assert_nonnull (strstr (csv, "\nrent_committed_gpus,Committed GPUs when renting,0,2\n"));
  g_assert_nonnull (strstr (csv, "\nrent_spot_share,Share of the rented GPU-hours on spot,0,0.125\n"));
  g_assert_nonnull (strstr (csv, "\nhybrid_committed_gpus,Committed GPUs in the hybrid,0,0\n"));
  g_assert_true (g_str_has_suffix (csv, ",0,0.5\n"));
  g_assert_nonnull (strstr (csv, "\nhybrid_spot_share,"));

  /* Without terms: no row, no lines, and the row differs from nothing. */
  g_assert_false (bk_comparison_has_rental_terms (plain_comparison));
  g_assert_false (bk_comparison_get_shown (plain_comparison, BK_COMPARISON_ROW_RENTAL_MIX));
  g_assert_false (bk_comparison_get_differs (plain_comparison, BK_COMPARISON_ROW_RENTAL_MIX));
  g_assert_true (bk_comparison_get_shown (plain_comparison, BK_COMPARISON_ROW_TCO_RENT));
  plain_csv = bk_comparison_to_csv (plain_comparison);
  g_assert_null (strstr (plain_csv, "committed"));
  g_assert_true (g_str_has_suffix (plain_csv, "\nchecklist_answers,Checklist answers,6,6\n"));
}

static void
assert_range (BkProfile  *profile,
              const char *field,
              double      low,
              double      high)
{
  double l, h;

  g_assert_true (bk_profile_get_range (profile, field, &l, &h));
  g_assert_cmpfloat_with_epsilon (l, low, 1e-12);
  g_assert_cmpfloat_with_epsilon (h, high, 1e-12);
}

/* "Fill in ranges" suggests the terms' ranges from the on-demand price of 2.00: committed
 * 50–70 % of it (1.00–1.40), spot 40–60 % (0.80–1.20), and a spot overhead of 5–20 %; a term
 * that is off gets none, since a range would turn it on in some samples. */
static void
test_default_ranges (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);

  bk_profile_fill_default_ranges (profile, NULL);
  g_assert_false (bk_profile_get_range (profile, "pricing.commit-price-per-gpu-hour", NULL, NULL));
  g_assert_false (bk_profile_get_range (profile, "pricing.spot-price-per-gpu-hour", NULL, NULL));
  g_assert_false (bk_profile_get_range (profile, "pricing.spot-overhead", NULL, NULL));

  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.2);
  bk_pricing_set_spot_price_per_gpu_hour (pricing, 1.1);
  bk_profile_fill_default_ranges (profile, NULL);
  assert_range (profile, "pricing.commit-price-per-gpu-hour", 1.0, 1.4);
  assert_range (profile, "pricing.spot-price-per-gpu-hour", 0.8, 1.2);
  assert_range (profile, "pricing.spot-overhead", 5, 20);

  /* A value outside a span stretches it. */
  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.6);
  bk_pricing_set_spot_overhead (pricing, 30);
  bk_profile_fill_default_ranges (profile, NULL);
  assert_range (profile, "pricing.commit-price-per-gpu-hour", 1.0, 1.6);
  assert_range (profile, "pricing.spot-overhead", 5, 30);
}

int
main (int   argc,
      char *argv[])
{
  static const char *examples[] = {
    "bursty-sweeps.json", "data-stays-home.json", "llm-team-h100.json", "two-a100-rack.json",
  };

  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/terms/committed-paid-whether-used", test_committed_paid_whether_used);
  g_test_add_func ("/terms/upfront-and-renewal", test_upfront_and_renewal);
  g_test_add_func ("/terms/past-horizon", test_term_past_horizon);
  g_test_add_func ("/terms/spot-overhead", test_spot_overhead);
  g_test_add_func ("/terms/spot-dearer-unused", test_spot_dearer_unused);
  g_test_add_func ("/terms/chosen-commit", test_chosen_commit);
  g_test_add_func ("/terms/commit-fixed", test_commit_fixed);
  g_test_add_func ("/terms/identity", test_identity);
  g_test_add_func ("/terms/validation", test_validation);
  g_test_add_func ("/terms/round-trip", test_round_trip);
  g_test_add_func ("/terms/uncertainty", test_uncertainty);
  g_test_add_func ("/terms/report", test_report);
  g_test_add_func ("/terms/csv", test_csv);
  g_test_add_func ("/terms/comparison", test_comparison);
  g_test_add_func ("/terms/default-ranges", test_default_ranges);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *test = g_strconcat ("/terms/unchanged/", examples[i], NULL);
      char *path = g_test_build_filename (G_TEST_DIST, "model", "reference", "profiles",
                                          examples[i], NULL);

      g_test_add_data_func_full (test, path, test_unchanged, g_free);
    }
  g_test_add_data_func_full ("/terms/unchanged/format-2-ranges.json",
                             g_test_build_filename (G_TEST_DIST, "model", "reference",
                                                    "without-rental-terms", "format-2-ranges.json", NULL),
                             test_unchanged, g_free);

  return g_test_run ();
}
