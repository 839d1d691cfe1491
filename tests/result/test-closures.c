/* test-closures.c: the result page's formatting functions against hand-worked numbers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-closures.h"
#include "bk-engine-enums.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-words.h"
#include "bk-workload.h"

/* A profile in which only the purchase and the rent cost anything: one GPU for 10,000 (no host
 * share, no power, worth nothing after a year), busy around the clock for twelve months, rented
 * at 1.00 an hour. Renting costs 730 · 12 = 8,760; buying 10,000. */
static BkProfile *
new_profile (void)
{
  BkProfile *profile = bk_test_new_plain_profile ();

  bk_hardware_set_annual_value_loss (bk_profile_get_hardware (profile), 100);

  return profile;
}

#define assert_closure(call, expected) \
  G_STMT_START { \
    g_autofree char *text_ = (call); \
    g_assert_cmpstr (text_, ==, (expected)); \
  } G_STMT_END

/* Renting 8,760 against buying 10,000: renting saves 1,240 / 10,000 = 12.4 %. Buying never
 * catches up (730 · 12 < 10,000), owning nothing is cheapest, and no answer leans to rent. */
static void
test_rent (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  BkOption other;

  g_assert_cmpint (bk_verdict_option (analysis), ==, BK_OPTION_RENT);
  g_assert_cmpfloat_with_epsilon (bk_verdict_saving (analysis, &other), 12.4, 1e-9);
  g_assert_cmpint (other, ==, BK_OPTION_BUY);

  assert_closure (bk_closure_verdict_title (NULL, analysis, FALSE), "Rent");
  assert_closure (bk_closure_verdict_reason (NULL, analysis, FALSE),
                  "Renting costs 12% less than buying over 12 months");
  assert_closure (bk_closure_agreement (NULL, analysis, FALSE), "0 of 6 checklist answers agree");
  assert_closure (bk_closure_option_title (NULL, analysis, FALSE, BK_OPTION_RENT), "Renting everything");
  assert_closure (bk_closure_option_title (NULL, analysis, FALSE, BK_OPTION_BUY), "Buying 1 GPU");
  assert_closure (bk_closure_tco (NULL, analysis, FALSE, BK_OPTION_RENT, "EUR"), "€8,760");
  assert_closure (bk_closure_tco (NULL, analysis, FALSE, BK_OPTION_BUY, "USD"), "$10,000");
  assert_closure (bk_closure_break_even (NULL, analysis, FALSE), "Not within 12 months");
  assert_closure (bk_closure_optimal_pool (NULL, analysis, FALSE), "No own GPUs, rent everything");
  assert_closure (bk_closure_optimal_tco (NULL, analysis, FALSE, "EUR"), "Total cost €8,760");
  g_assert_false (bk_closure_hybrid_distinct (NULL, analysis, FALSE));
  g_assert_false (bk_closure_review_due (NULL, analysis));
}

/* At 2.00 an hour renting costs 1,460 a month, 17,520 a year: buying saves
 * 7,520 / 17,520 = 42.9 % and breaks even in month 7 (7 · 1,460 = 10,220 ≥ 10,000 > 8,760).
 * The utilisation of 100 % is the one answer that leans to buying. */
static void
test_buy (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2.0);
  analysis = bk_test_analyse (profile);

  g_assert_cmpint (bk_verdict_option (analysis), ==, BK_OPTION_BUY);
  g_assert_cmpfloat_with_epsilon (bk_verdict_saving (analysis, NULL), 7520.0 / 17520.0 * 100.0,
                                  1e-9);

  assert_closure (bk_closure_verdict_title (NULL, analysis, FALSE), "Buy");
  assert_closure (bk_closure_verdict_reason (NULL, analysis, FALSE),
                  "Buying costs 43% less than renting over 12 months");
  assert_closure (bk_closure_agreement (NULL, analysis, FALSE), "1 of 6 checklist answers agrees");
  assert_closure (bk_closure_break_even (NULL, analysis, FALSE), "After 7 months");
  assert_closure (bk_closure_optimal_pool (NULL, analysis, FALSE), "1 own GPU, rent nothing");
}

/* The same GPU losing 3 % of its hours: owning it still costs the least, and the GPU-hours it
 * loses are rented on demand, unless they are missing. */
static void
test_buy_lost_hours (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  g_autoptr(BkAnalysis) rented = NULL;
  g_autoptr(BkAnalysis) missing = NULL;

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2.0);
  bk_hardware_set_lost_hours (hardware, 3);
  rented = bk_test_analyse (profile);
  g_assert_cmpuint (bk_analysis_get_optimal_owned_gpus (rented), ==, 1);
  assert_closure (bk_closure_optimal_pool (NULL, rented, FALSE),
                  "1 own GPU, rent the lost GPU-hours on demand");

  bk_hardware_set_lost_hours_rented (hardware, FALSE);
  missing = bk_test_analyse (profile);
  assert_closure (bk_closure_optimal_pool (NULL, missing, FALSE), "1 own GPU, rent nothing");
}

/* One base GPU busy all the time and one more for 10 days in every 100: the two GPUs are
 * demanded 10 % of the time, one GPU 90 %. Renting everything: 730 · 1.1 · 2.00 · 12 = 19,272.
 * Buying both: 20,000. The hybrid owns one (10,000) and rents 730 · 0.1 · 2.00 · 12 = 1,752:
 * 11,752, which saves 7,520 / 19,272 = 39.0 % against renting, the cheaper other option. */
static void
test_hybrid (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  BkOption other;

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2.0);
  bk_workload_set_burst_interval_days (workload, 100);
  bk_workload_set_burst_days (workload, 10);
  bk_workload_set_burst_gpus (workload, 1);
  analysis = bk_test_analyse (profile);

  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_RENT), 19272, 1e-6);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_HYBRID), 11752, 1e-6);
  g_assert_cmpint (bk_verdict_option (analysis), ==, BK_OPTION_HYBRID);
  g_assert_cmpfloat_with_epsilon (bk_verdict_saving (analysis, &other), 7520.0 / 19272.0 * 100.0,
                                  1e-9);
  g_assert_cmpint (other, ==, BK_OPTION_RENT);
  g_assert_true (bk_closure_hybrid_distinct (NULL, analysis, FALSE));

  assert_closure (bk_closure_verdict_title (NULL, analysis, FALSE), "Hybrid: own 1 GPU, rent the peaks");
  assert_closure (bk_closure_verdict_reason (NULL, analysis, FALSE),
                  "The hybrid costs 39% less than renting everything over 12 months");
  assert_closure (bk_closure_option_title (NULL, analysis, FALSE, BK_OPTION_HYBRID),
                  "Hybrid with 1 own GPU");
  assert_closure (bk_closure_option_title (NULL, analysis, FALSE, BK_OPTION_BUY), "Buying 2 GPUs");
  assert_closure (bk_closure_optimal_pool (NULL, analysis, FALSE), "1 own GPU, rent the rest");

  /* The breakdown of the hybrid: the purchase, worth nothing at the end, and the rented peaks. */
  g_assert_cmpfloat_with_epsilon (bk_breakdown_amount (analysis, BK_OPTION_HYBRID,
                                                       BK_CATEGORY_CAPITAL), 10000, 1e-6);
  g_assert_cmpfloat_with_epsilon (bk_breakdown_amount (analysis, BK_OPTION_HYBRID,
                                                       BK_CATEGORY_RENT_COMPUTE), 1752, 1e-6);
  g_assert_cmpfloat_with_epsilon (bk_breakdown_amount (analysis, BK_OPTION_RENT,
                                                       BK_CATEGORY_CAPITAL), 0, 1e-9);
}

/* Compliance forces buying although renting is 12.4 % cheaper. */
static void
test_buy_required (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;
  BkOption other;

  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), TRUE);
  analysis = bk_test_analyse (profile);

  g_assert_cmpint (bk_verdict_option (analysis), ==, BK_OPTION_BUY);
  g_assert_cmpfloat_with_epsilon (bk_verdict_saving (analysis, &other), -12.4, 1e-9);
  g_assert_cmpint (other, ==, BK_OPTION_RENT);

  assert_closure (bk_closure_verdict_title (NULL, analysis, FALSE), "Buying is required (compliance)");
  assert_closure (bk_closure_verdict_reason (NULL, analysis, FALSE),
                  "Renting would cost 12% less over 12 months, but the data may not leave the "
                  "premises");
}

/* Rent at 1.1416 an hour costs 10,000.42 a year: 0.004 % more than buying. */
static void
test_same_cost (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 1.1416);
  analysis = bk_test_analyse (profile);

  g_assert_cmpint (bk_verdict_option (analysis), ==, BK_OPTION_BUY);
  assert_closure (bk_closure_verdict_reason (NULL, analysis, FALSE),
                  "Renting and buying cost about the same over 12 months");
}

/* Every category costs something here; the rows, with depreciation for the purchase, must add
 * up to each option's total cost of ownership. */
static void
test_breakdown_sums (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  g_autoptr(BkAnalysis) analysis = NULL;

  bk_hardware_set_host_cost (hardware, 3000);
  bk_hardware_set_power_watts (hardware, 700);
  bk_hardware_set_idle_watts (hardware, 90);
  bk_hardware_set_annual_value_loss (hardware, 30);
  bk_pricing_set_cooling_overhead (pricing, 40);
  bk_pricing_set_colocation_per_gpu_month (pricing, 120);
  bk_pricing_set_maintenance_percent (pricing, 10);
  bk_pricing_set_admin_hours_per_month (pricing, 6);
  bk_pricing_set_egress_per_gb (pricing, 0.09);
  bk_pricing_set_storage_per_gb_month (pricing, 0.02);
  bk_pricing_set_onboarding_hours (pricing, 60);
  bk_pricing_set_discount_rate (pricing, 5);
  bk_workload_set_gpus (workload, 4);
  bk_workload_set_burst_gpus (workload, 4);
  bk_workload_set_burst_days (workload, 7);
  bk_workload_set_utilisation (workload, 70);
  bk_workload_set_transfer_gb_per_month (workload, 2000);
  bk_workload_set_cloud_storage_gb (workload, 5000);
  bk_workload_set_horizon_months (workload, 36);
  analysis = bk_test_analyse (profile);

  for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
    {
      double sum = 0;

      for (guint row = 0; row < BK_N_CATEGORIES; row++)
        sum += bk_breakdown_amount (analysis, option, bk_breakdown_rows[row]);

      g_assert_cmpfloat_with_epsilon (sum, bk_analysis_get_tco (analysis, option), 1e-6);
    }

  /* Each category appears exactly once. */
  for (BkCategory category = 0; category < BK_N_CATEGORIES; category++)
    {
      guint seen = 0;

      for (guint row = 0; row < BK_N_CATEGORIES; row++)
        seen += bk_breakdown_rows[row] == category;

      g_assert_cmpuint (seen, ==, 1);
      g_assert_cmpstr (bk_words_breakdown_title (category), !=, "");
    }
}

static void
test_breakdown_format (void)
{
  assert_closure (bk_words_breakdown_amount (0.0, "EUR"), "–");
  assert_closure (bk_words_breakdown_amount (0.004, "EUR"), "–");
  assert_closure (bk_words_breakdown_amount (12.5, "EUR"), "€12.50");
  assert_closure (bk_words_breakdown_amount (601.58, "EUR"), "€602");
  assert_closure (bk_words_breakdown_amount (16425, "EUR"), "€16,425");
}

static void
test_review (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autofree char *title = NULL;

  bk_profile_set_reviewed (profile, "2024-03-05");
  analysis = bk_test_analyse (profile);
  g_assert_true (bk_closure_review_due (NULL, analysis));

  title = bk_closure_review_title (NULL, "2024-03-05");
  g_assert_cmpstr (title, ==, "Last reviewed on 5 March 2024, over a year ago: check that the "
                              "prices and needs still hold");

  assert_closure (bk_closure_review_title (NULL, NULL),
                  "This profile was never reviewed: check that its prices and needs still hold");
  assert_closure (bk_closure_review_title (NULL, "2024-02-30"),
                  "This profile was never reviewed: check that its prices and needs still hold");
}

static void
test_names (void)
{
  assert_closure (bk_closure_profile_title (NULL, NULL), "Unnamed Profile");
  assert_closure (bk_closure_profile_title (NULL, ""), "Unnamed Profile");
  assert_closure (bk_closure_profile_title (NULL, "Two A100"), "Two A100");

  g_assert_cmpstr (bk_words_checklist_item (BK_CHECKLIST_KNOW_HOW), ==, "Know-how");
  g_assert_cmpstr (bk_words_lean (BK_LEAN_RENT), ==, "Rent");
  g_assert_cmpstr (bk_lean_css_class (BK_LEAN_BUY), ==, "lean-buy");
  g_assert_cmpstr (bk_lean_icon_name (BK_LEAN_NEUTRAL), ==, "power-profile-balanced-symbolic");
}

/* Before a profile is shown the closures get no analysis and show nothing. */
static void
test_no_analysis (void)
{
  assert_closure (bk_closure_verdict_title (NULL, NULL, FALSE), "");
  assert_closure (bk_closure_verdict_reason (NULL, NULL, FALSE), "");
  assert_closure (bk_closure_agreement (NULL, NULL, FALSE), "");
  assert_closure (bk_closure_option_title (NULL, NULL, FALSE, BK_OPTION_BUY), "");
  assert_closure (bk_closure_tco (NULL, NULL, FALSE, BK_OPTION_BUY, "EUR"), "");
  assert_closure (bk_closure_break_even (NULL, NULL, FALSE), "");
  assert_closure (bk_closure_optimal_pool (NULL, NULL, FALSE), "");
  assert_closure (bk_closure_optimal_tco (NULL, NULL, FALSE, "EUR"), "");
  g_assert_false (bk_closure_review_due (NULL, NULL));
  g_assert_false (bk_closure_hybrid_distinct (NULL, NULL, FALSE));
  g_assert_false (bk_closure_has_rental_terms (NULL, NULL));
  assert_closure (bk_closure_verdict_mix (NULL, NULL, FALSE), "");
  assert_closure (bk_closure_option_mix (NULL, NULL, FALSE, BK_OPTION_RENT), "");
}

/* Without rental terms the mix closures say nothing. Committing the one GPU for a year at 0.50
 * an hour costs 365 a month against 730 on demand, so renting commits it: 4,380 a year against
 * buying's 10,000, and the verdict's sentence names that mix. */
static void
test_rental_terms (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) plain = bk_test_analyse (profile);
  g_autoptr(BkAnalysis) analysis = NULL;

  g_assert_false (bk_closure_has_rental_terms (NULL, plain));
  assert_closure (bk_closure_verdict_mix (NULL, plain, FALSE), "");
  assert_closure (bk_closure_option_mix (NULL, plain, FALSE, BK_OPTION_RENT), "");

  bk_pricing_set_commit_price_per_gpu_hour (bk_profile_get_pricing (profile), 0.5);
  analysis = bk_test_analyse (profile);
  g_assert_true (bk_closure_has_rental_terms (NULL, analysis));
  assert_closure (bk_closure_tco (NULL, analysis, FALSE, BK_OPTION_RENT, "EUR"), "€4,380");
  assert_closure (bk_closure_option_mix (NULL, analysis, FALSE, BK_OPTION_RENT), "Commit 1 GPU for 1 year");
  assert_closure (bk_closure_option_mix (NULL, analysis, FALSE, BK_OPTION_BUY), "Rent nothing");
  assert_closure (bk_closure_verdict_mix (NULL, analysis, FALSE),
                  "The cheapest way to rent: Commit 1 GPU for 1 year.");
}

/* With German numbers the same functions group and round the German way; the words and the
 * currency's place come from the translation, which the tests do not load, so they stay English. */
static void
test_german_numbers (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  g_autofree char *expected = NULL;
  g_autofree char *percent = NULL;

  if (setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    {
      g_test_skip ("The de_DE.UTF-8 locale is not installed");
      return;
    }

  assert_closure (bk_closure_tco (NULL, analysis, FALSE, BK_OPTION_RENT, "EUR"), "€8.760");
  percent = bk_format_percent (12.4, 0);
  expected = g_strdup_printf ("Renting costs %s less than buying over 12 months", percent);
  assert_closure (bk_closure_verdict_reason (NULL, analysis, FALSE), expected);

  setlocale (LC_ALL, "en_US.UTF-8");
}

static void
test_no_locale (void)
{
  g_test_skip ("The en_US.UTF-8 locale is not installed");
}

/* docs/model.md#no-demand: no GPUs and no peaks: nothing to compare. The title and the reason
 * say so, and there is no strategy, no rental mix and no figure to bind. */
static void
test_no_demand (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;

  bk_workload_set_gpus (bk_profile_get_workload (profile), 0);
  bk_pricing_set_spot_price_per_gpu_hour (bk_profile_get_pricing (profile), 0.5);
  analysis = bk_test_analyse (profile);

  g_assert_true (bk_analysis_get_no_demand (analysis));
  assert_closure (bk_closure_verdict_title (NULL, analysis, FALSE), "Nothing to Compare");
  assert_closure (bk_closure_verdict_reason (NULL, analysis, FALSE),
                  "This profile needs no GPUs in any month, so there is nothing to compare: "
                  "renting and buying both cost nothing.");
  assert_closure (bk_closure_strategy (NULL, analysis, FALSE, "EUR"), "");
  g_assert_false (bk_closure_has_demand (NULL, analysis));
  g_assert_false (bk_closure_has_rental_terms (NULL, analysis));
  g_assert_true (bk_closure_has_demand (NULL, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("TZ", "UTC", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);

  /* The expected strings are English with en_US numbers. */
  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    {
      g_test_add_func ("/closures/no-locale", test_no_locale);
      return g_test_run ();
    }

  g_test_add_func ("/closures/rent", test_rent);
  g_test_add_func ("/closures/rental-terms", test_rental_terms);
  g_test_add_func ("/closures/buy", test_buy);
  g_test_add_func ("/closures/buy-lost-hours", test_buy_lost_hours);
  g_test_add_func ("/closures/hybrid", test_hybrid);
  g_test_add_func ("/closures/buy-required", test_buy_required);
  g_test_add_func ("/closures/same-cost", test_same_cost);
  g_test_add_func ("/closures/breakdown-sums", test_breakdown_sums);
  g_test_add_func ("/closures/breakdown-format", test_breakdown_format);
  g_test_add_func ("/closures/review", test_review);
  g_test_add_func ("/closures/names", test_names);
  g_test_add_func ("/closures/no-analysis", test_no_analysis);
  g_test_add_func ("/closures/no-demand", test_no_demand);
  g_test_add_func ("/closures/german-numbers", test_german_numbers);

  return g_test_run ();
}
