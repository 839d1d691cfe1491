/* test-analysis.c: the analysis of a profile: the engine's figures, the verdict, the leans, the
 * review
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-types.h"
#include "bk-workload.h"

/* Amounts are compared to a cent's hundredth; shares and factors far closer. */
#define MONEY_EPSILON 1e-4
#define SHARE_EPSILON 1e-12

/* The profile most tests start from, with every figure set so that no default leaks in:
 * one GPU for 10,000 plus 2,000 host share, 400 W busy and 100 W idle, electricity at 0.40 with
 * no cooling overhead, rent at 2.00 an hour, busy around the clock, twelve months, and every other
 * cost, the value loss and the discount rate at zero. */
static BkProfile *
new_profile (void)
{
  BkProfile *profile = bk_test_new_plain_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);

  bk_hardware_set_host_cost (hardware, 2000);
  bk_hardware_set_power_watts (hardware, 400);
  bk_hardware_set_idle_watts (hardware, 100);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2.0);
  bk_workload_set_predictability (bk_profile_get_workload (profile), BK_PREDICTABILITY_STEADY);

  return profile;
}

/* Two base GPUs and two more at a peak, busy half the time and peaking half the time
 * (15 days every 30): the four levels 4, 2, 2 and 0 GPUs each hold a quarter of the time.
 * Mean demand 0.25·(4 + 2 + 2) = 2. */
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

/* The quarters profile with free hardware and no energy, rent at 1.00 an hour (730 a month per
 * rented GPU) and `colocation` per owned GPU and month: owning k GPUs costs per month
 *   f(k) = k·colocation + 730·excess(k),  excess = 2, 1.25, 0.5, 0.25, 0 for k = 0..4. */
static BkProfile *
new_pool_profile (double colocation)
{
  BkProfile *profile = new_quarters_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);

  bk_hardware_set_purchase_price (hardware, 0);
  bk_hardware_set_host_cost (hardware, 0);
  bk_pricing_set_electricity_price (pricing, 0);
  bk_pricing_set_rent_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_colocation_per_gpu_month (pricing, colocation);

  return profile;
}

/* Every category non-zero, with discounting, a falling rent price, value loss and a peak. */
static BkProfile *
new_busy_profile (void)
{
  BkProfile *profile = new_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_hardware_set_annual_value_loss (hardware, 30);
  bk_pricing_set_cooling_overhead (pricing, 40);
  bk_pricing_set_colocation_per_gpu_month (pricing, 120);
  bk_pricing_set_maintenance_percent (pricing, 8);
  bk_pricing_set_admin_hours_per_month (pricing, 6);
  bk_pricing_set_rent_price_change (pricing, -8);
  bk_pricing_set_egress_per_gb (pricing, 0.09);
  bk_pricing_set_storage_per_gb_month (pricing, 0.02);
  bk_pricing_set_onboarding_hours (pricing, 60);
  bk_pricing_set_discount_rate (pricing, 7);
  bk_workload_set_gpus (workload, 3);
  bk_workload_set_burst_gpus (workload, 5);
  bk_workload_set_utilisation (workload, 70);
  bk_workload_set_burst_days (workload, 10);
  bk_workload_set_burst_interval_days (workload, 45);
  bk_workload_set_transfer_gb_per_month (workload, 4000);
  bk_workload_set_cloud_storage_gb (workload, 2500);
  bk_workload_set_horizon_months (workload, 40);

  return profile;
}

/* The analysis fills the engine's inputs from the profile and keeps the engine's figures: every
 * one of them is the engine's own, to the last bit, with tax on too. */
static void
test_engine_figures (void)
{
  g_autoptr(BkProfile) profile = new_busy_profile ();

  for (guint tax = 0; tax < 2; tax++)
    {
      g_autoptr(BkAnalysis) analysis = NULL;
      g_auto(BkEngineResults) results = { 0 };
      BkEngineInputs in;
      BkStrategy strategy;
      double cash[BK_MAX_HORIZON_MONTHS + 1];
      guint horizon;

      bk_pricing_set_tax_enabled (bk_profile_get_pricing (profile), tax);
      analysis = bk_test_analyse (profile);
      bk_analysis_fill_inputs (profile, &in);
      g_assert_cmpuint (in.horizon_months, ==, 40);
      g_assert_cmpuint (in.demand.burst_gpus, ==, 5);
      g_assert_cmpfloat (in.value[BK_INPUT_UTILISATION], ==, 70);
      g_assert_cmpfloat (in.renting.egress_per_gb, ==, 0.09);
      bk_engine_evaluate (&in, &results);
      horizon = results.horizon;
      g_assert_cmpuint (bk_analysis_get_horizon (analysis), ==, horizon);

      for (guint o = 0; o < BK_N_OPTIONS; o++)
        {
          g_assert_cmpmem (bk_analysis_get_cash (analysis, o), (horizon + 1) * sizeof (double),
                           results.options[o].cash, (horizon + 1) * sizeof (double));
          g_assert_cmpmem (bk_analysis_get_net (analysis, o), (horizon + 1) * sizeof (double),
                           results.options[o].net, (horizon + 1) * sizeof (double));
          for (guint c = 0; c < BK_N_CATEGORIES; c++)
            g_assert_cmpfloat (bk_analysis_get_category_total (analysis, o, c), ==,
                               results.options[o].totals[c]);
          g_assert_cmpfloat (bk_analysis_get_tco (analysis, o), ==,
                             results.options[o].net[horizon]);
        }
      g_assert_cmpint (bk_analysis_get_break_even_month (analysis), ==, results.break_even_month);
      g_assert_cmpuint (bk_analysis_get_optimal_owned_gpus (analysis), ==, results.optimal_owned);
      g_assert_cmpint (bk_analysis_get_best_option (analysis), ==, results.cheapest);
      g_assert_cmpint (bk_analysis_get_after_tax (analysis), ==, tax);

      bk_engine_search_strategy (&in, NULL, &strategy, cash);
      g_assert_cmpuint (bk_analysis_get_strategy (analysis)->final_gpus, ==, strategy.final_gpus);
      g_assert_cmpuint (bk_analysis_get_strategy (analysis)->month, ==, strategy.month);
      g_assert_cmpfloat (bk_analysis_get_strategy (analysis)->tco, ==, strategy.tco);
      g_assert_cmpfloat (bk_analysis_get_strategy (analysis)->buy_now_tco, ==,
                         strategy.buy_now_tco);
      g_assert_cmpint (bk_analysis_get_strategy (analysis)->before_tax, ==, tax);
      g_assert_cmpmem (bk_analysis_get_strategy_cash (analysis), (horizon + 1) * sizeof (double),
                       cash, (horizon + 1) * sizeof (double));

      /* The search compares the figures before tax, so those share its answer: searched once,
       * equal to a search without tax, and marked as beside figures before tax. */
      {
        BkAnalysis *before = bk_analysis_get_before_tax (analysis);
        BkEngineInputs untaxed = in;
        BkStrategy plain;
        double plain_cash[BK_MAX_HORIZON_MONTHS + 1];

        untaxed.money.tax_enabled = FALSE;
        bk_engine_search_strategy (&untaxed, NULL, &plain, plain_cash);
        g_assert_true (bk_analysis_has_strategy (before));
        g_assert_false (bk_analysis_get_strategy (before)->before_tax);
        g_assert_cmpuint (bk_analysis_get_strategy (before)->final_gpus, ==, plain.final_gpus);
        g_assert_cmpuint (bk_analysis_get_strategy (before)->month, ==, plain.month);
        g_assert_cmpfloat (bk_analysis_get_strategy (before)->tco, ==, plain.tco);
        g_assert_cmpfloat (bk_analysis_get_strategy (before)->buy_now_tco, ==,
                           plain.buy_now_tco);
        g_assert_cmpmem (bk_analysis_get_strategy_cash (before), (horizon + 1) * sizeof (double),
                         plain_cash, (horizon + 1) * sizeof (double));
      }
    }

  /* The search is a stage of its own (the results' second): an analysis has none until then,
   * and its figures before tax, made first, get it with the search. */
  {
    g_autoptr(BkAnalysis) analysis = NULL;
    BkAnalysis *before;

    bk_pricing_set_tax_enabled (bk_profile_get_pricing (profile), TRUE);
    analysis = bk_analysis_new (profile, NULL);
    before = bk_analysis_get_before_tax (analysis);
    g_assert_false (bk_analysis_has_strategy (analysis));
    g_assert_null (bk_analysis_get_strategy (analysis));
    g_assert_null (bk_analysis_get_strategy_cash (analysis));
    g_assert_false (bk_analysis_has_strategy (before));
    bk_analysis_search_strategy (analysis);
    g_assert_true (bk_analysis_has_strategy (analysis));
    g_assert_true (bk_analysis_has_strategy (before));
    g_assert_cmpuint (bk_analysis_get_strategy (before)->month, ==,
                      bk_analysis_get_strategy (analysis)->month);
  }
}

static void
assert_verdict (double    colocation,
                int       hybrid_owned,
                BkVerdict verdict,
                BkOption  best)
{
  g_autoptr(BkProfile) profile = new_pool_profile (colocation);
  g_autoptr(BkAnalysis) analysis = NULL;

  bk_workload_set_hybrid_owned_gpus (bk_profile_get_workload (profile), hybrid_owned);
  analysis = bk_test_analyse (profile);
  g_assert_cmpstr (bk_verdict_to_string (bk_analysis_get_verdict (analysis)), ==,
                   bk_verdict_to_string (verdict));
  g_assert_cmpstr (bk_option_to_string (bk_analysis_get_best_option (analysis)), ==,
                   bk_option_to_string (best));
}

static void
test_verdict (void)
{
  /* Per month with the hybrid at 2 (f as in the optimal pool): rent 1,460 · hybrid 2c + 365 ·
   * buy 4c. */
  /* c = 2,000: rent 1,460, hybrid 4,365, buy 8,000. */
  assert_verdict (2000.0, -1, BK_VERDICT_RENT, BK_OPTION_RENT);
  /* c = 100: rent 1,460, hybrid 565, buy 400. */
  assert_verdict (100.0, -1, BK_VERDICT_BUY, BK_OPTION_BUY);
  /* c = 200: rent 1,460, hybrid 765, buy 800. */
  assert_verdict (200.0, -1, BK_VERDICT_HYBRID, BK_OPTION_HYBRID);
  /* A hybrid that owns the peak is no hybrid: at 4 it equals buy and buy is the answer. */
  assert_verdict (200.0, 4, BK_VERDICT_BUY, BK_OPTION_BUY);
  /* Nor is a hybrid that owns nothing: at 0 it is renting. */
  assert_verdict (100.0, 0, BK_VERDICT_BUY, BK_OPTION_BUY);
}

static void
test_verdict_buy_required (void)
{
  g_autoptr(BkProfile) profile = new_pool_profile (2000.0);
  g_autoptr(BkAnalysis) analysis = NULL;

  /* Renting is by far the cheapest, but the data may not leave the building. */
  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), TRUE);
  analysis = bk_test_analyse (profile);
  g_assert_cmpint (bk_analysis_get_verdict (analysis), ==, BK_VERDICT_BUY_REQUIRED);
  g_assert_cmpint (bk_analysis_get_best_option (analysis), ==, BK_OPTION_RENT);
  g_assert_cmpint (bk_analysis_get_lean (analysis, BK_CHECKLIST_COMPLIANCE), ==, BK_LEAN_BUY);
}

static void
test_verdict_ties (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;

  /* Rent against hybrid at c = 547.5: rent 1,460, hybrid 1,095 + 365 = 1,460, buy 2,190:
   * renting, with less capital at risk. */
  assert_verdict (547.5, -1, BK_VERDICT_RENT, BK_OPTION_RENT);
  /* Hybrid against buy at c = 182.5: hybrid 365 + 365 = 730, buy 730: the hybrid. */
  assert_verdict (182.5, -1, BK_VERDICT_HYBRID, BK_OPTION_HYBRID);

  /* Rent against buy: one GPU at 730 a month colocation against 730 rent, nothing else. */
  bk_hardware_set_purchase_price (hardware, 0);
  bk_hardware_set_host_cost (hardware, 0);
  bk_pricing_set_electricity_price (pricing, 0);
  bk_pricing_set_rent_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_colocation_per_gpu_month (pricing, 730);
  analysis = bk_test_analyse (profile);
  g_assert_cmpfloat (bk_analysis_get_tco (analysis, BK_OPTION_RENT), ==,
                     bk_analysis_get_tco (analysis, BK_OPTION_BUY));
  g_assert_cmpint (bk_analysis_get_verdict (analysis), ==, BK_VERDICT_RENT);
  g_assert_cmpint (bk_analysis_get_best_option (analysis), ==, BK_OPTION_RENT);
  g_assert_cmpuint (bk_analysis_get_optimal_owned_gpus (analysis), ==, 0);
}

static BkLean
lean_for (BkProfile       *profile,
          BkChecklistItem  item,
          const char      *reason_part)
{
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  const char *reason = bk_analysis_get_reason (analysis, item);

  g_assert_nonnull (reason);
  g_assert_cmpstr (reason, !=, "");
  if (reason_part != NULL && strstr (reason, reason_part) == NULL)
    g_error ("“%s” does not contain “%s”", reason, reason_part);

  return bk_analysis_get_lean (analysis, item);
}

static void
test_lean_utilisation (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_utilisation (workload, 49);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_UTILISATION, "49%"), ==, BK_LEAN_RENT);
  bk_workload_set_utilisation (workload, 50);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_UTILISATION, "50%"), ==, BK_LEAN_NEUTRAL);
  bk_workload_set_utilisation (workload, 80);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_UTILISATION, "80%"), ==, BK_LEAN_NEUTRAL);
  bk_workload_set_utilisation (workload, 81);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_UTILISATION, "81%"), ==, BK_LEAN_BUY);
  bk_workload_set_utilisation (workload, 49.5);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_UTILISATION, "49.5%"), ==, BK_LEAN_RENT);
}

static void
test_lean_predictability (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_predictability (workload, BK_PREDICTABILITY_STEADY);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_PREDICTABILITY, "steady"), ==, BK_LEAN_BUY);
  bk_workload_set_predictability (workload, BK_PREDICTABILITY_BURSTY);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_PREDICTABILITY, "bursts"), ==, BK_LEAN_RENT);
  bk_workload_set_predictability (workload, BK_PREDICTABILITY_MIXED);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_PREDICTABILITY, NULL), ==, BK_LEAN_NEUTRAL);
}

static void
test_lean_obsolescence (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_needs_latest_gpus (workload, TRUE);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_OBSOLESCENCE, "newest"), ==, BK_LEAN_RENT);
  bk_workload_set_needs_latest_gpus (workload, FALSE);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_OBSOLESCENCE, NULL), ==, BK_LEAN_NEUTRAL);
}

static void
test_lean_data_transfer (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_transfer_gb_per_month (workload, 29999);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_DATA_TRANSFER, "29,999 GB"), ==, BK_LEAN_NEUTRAL);
  bk_workload_set_transfer_gb_per_month (workload, 29999.6);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_DATA_TRANSFER, "29,999 GB"), ==, BK_LEAN_NEUTRAL);
  bk_workload_set_transfer_gb_per_month (workload, 30000);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_DATA_TRANSFER, "30,000 GB"), ==, BK_LEAN_BUY);
}

static void
test_lean_compliance_and_know_how (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_compliance_on_prem (workload, TRUE);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_COMPLIANCE, "required"), ==, BK_LEAN_BUY);
  bk_workload_set_compliance_on_prem (workload, FALSE);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_COMPLIANCE, NULL), ==, BK_LEAN_NEUTRAL);

  bk_workload_set_hardware_know_how (workload, FALSE);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_KNOW_HOW, "know-how"), ==, BK_LEAN_RENT);
  bk_workload_set_hardware_know_how (workload, TRUE);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_KNOW_HOW, NULL), ==, BK_LEAN_NEUTRAL);
}

static void
test_agreeing_leans (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  g_autoptr(BkAnalysis) buy = NULL;
  g_autoptr(BkAnalysis) rent = NULL;
  g_autoptr(BkAnalysis) required = NULL;
  g_autoptr(BkProfile) pool = new_pool_profile (200.0);
  BkWorkload *pool_workload = bk_profile_get_workload (pool);
  g_autoptr(BkAnalysis) hybrid = NULL;

  /* The base profile: buying (12,000 + 12 · 116.80 = 13,401.60 against 17,520). Leans:
   * utilisation 100 % buy, steady buy, know-how neutral, no need for the latest neutral,
   * transfer 0 neutral, no compliance neutral, and one for renting (no know-how): 2 agree. */
  bk_workload_set_hardware_know_how (workload, FALSE);
  buy = bk_test_analyse (profile);
  g_assert_cmpint (bk_analysis_get_verdict (buy), ==, BK_VERDICT_BUY);
  g_assert_cmpuint (bk_analysis_get_agreeing_leans (buy), ==, 2);

  /* Made expensive and worthless after a year, renting wins (102,000 + 1,401.60 against
   * 17,520); the rent leans are no know-how and needing the latest: 2. */
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 100000);
  bk_hardware_set_annual_value_loss (bk_profile_get_hardware (profile), 100);
  bk_workload_set_needs_latest_gpus (workload, TRUE);
  rent = bk_test_analyse (profile);
  g_assert_cmpint (bk_analysis_get_verdict (rent), ==, BK_VERDICT_RENT);
  g_assert_cmpuint (bk_analysis_get_agreeing_leans (rent), ==, 2);

  /* Buy required counts the buy leans: utilisation, steady and compliance: 3. */
  bk_workload_set_compliance_on_prem (workload, TRUE);
  required = bk_test_analyse (profile);
  g_assert_cmpint (bk_analysis_get_verdict (required), ==, BK_VERDICT_BUY_REQUIRED);
  g_assert_cmpuint (bk_analysis_get_agreeing_leans (required), ==, 3);

  /* A hybrid counts every lean that is not neutral: utilisation 50 % neutral, bursty rent,
   * latest rent, 30,000 GB buy, no compliance and know-how neutral: 3. */
  bk_workload_set_predictability (pool_workload, BK_PREDICTABILITY_BURSTY);
  bk_workload_set_needs_latest_gpus (pool_workload, TRUE);
  bk_workload_set_transfer_gb_per_month (pool_workload, 30000);
  hybrid = bk_test_analyse (pool);
  g_assert_cmpint (bk_analysis_get_verdict (hybrid), ==, BK_VERDICT_HYBRID);
  g_assert_cmpuint (bk_analysis_get_agreeing_leans (hybrid), ==, 3);
}

static gboolean
review_due_after (int days)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(GDateTime) now = g_date_time_new_utc (2026, 3, 1, 23, 30, 0);
  g_autoptr(BkAnalysis) analysis = NULL;
  GDate reviewed;
  char text[16];

  g_date_clear (&reviewed, 1);
  g_date_set_dmy (&reviewed, 1, G_DATE_MARCH, 2026);
  if (days >= 0)
    g_date_subtract_days (&reviewed, (guint) days);
  else
    g_date_add_days (&reviewed, (guint) -days);
  g_assert_cmpuint (g_date_strftime (text, sizeof text, "%Y-%m-%d", &reviewed), ==, 10);
  bk_profile_set_reviewed (profile, text);

  analysis = bk_analysis_new (profile, now);
  return bk_analysis_get_review_due (analysis);
}

static void
test_review_due (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) never = NULL;
  g_autoptr(BkAnalysis) today = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *text = g_date_time_format (now, "%Y-%m-%d");

  /* Reviewed 2025-03-02 (364 days before 2026-03-01), 2025-03-01 (365) and 2025-02-28 (366). */
  g_assert_false (review_due_after (0));
  g_assert_false (review_due_after (364));
  g_assert_false (review_due_after (365));
  g_assert_true (review_due_after (366));
  g_assert_true (review_due_after (1000));
  /* A review date in the future is not overdue. */
  g_assert_false (review_due_after (-10));

  /* Never reviewed: due. */
  bk_profile_set_reviewed (profile, NULL);
  never = bk_test_analyse (profile);
  g_assert_true (bk_analysis_get_review_due (never));

  /* Without a time given, the engine takes the current one. */
  bk_profile_set_reviewed (profile, text);
  today = bk_analysis_new (profile, NULL);
  g_assert_false (bk_analysis_get_review_due (today));
}

static void
test_strings (void)
{
  g_assert_cmpstr (bk_option_to_string (BK_OPTION_RENT), ==, "rent");
  g_assert_cmpstr (bk_option_to_string (BK_OPTION_BUY), ==, "buy");
  g_assert_cmpstr (bk_option_to_string (BK_OPTION_HYBRID), ==, "hybrid");

  g_assert_cmpstr (bk_verdict_to_string (BK_VERDICT_RENT), ==, "rent");
  g_assert_cmpstr (bk_verdict_to_string (BK_VERDICT_BUY), ==, "buy");
  g_assert_cmpstr (bk_verdict_to_string (BK_VERDICT_HYBRID), ==, "hybrid");
  g_assert_cmpstr (bk_verdict_to_string (BK_VERDICT_BUY_REQUIRED), ==, "buy-required");

  g_assert_cmpstr (bk_lean_to_string (BK_LEAN_RENT), ==, "rent");
  g_assert_cmpstr (bk_lean_to_string (BK_LEAN_BUY), ==, "buy");
  g_assert_cmpstr (bk_lean_to_string (BK_LEAN_NEUTRAL), ==, "neutral");

  g_assert_cmpstr (bk_checklist_item_to_string (BK_CHECKLIST_UTILISATION), ==, "utilisation");
  g_assert_cmpstr (bk_checklist_item_to_string (BK_CHECKLIST_PREDICTABILITY), ==, "predictability");
  g_assert_cmpstr (bk_checklist_item_to_string (BK_CHECKLIST_OBSOLESCENCE), ==, "obsolescence");
  g_assert_cmpstr (bk_checklist_item_to_string (BK_CHECKLIST_DATA_TRANSFER), ==, "data-transfer");
  g_assert_cmpstr (bk_checklist_item_to_string (BK_CHECKLIST_COMPLIANCE), ==, "compliance");
  g_assert_cmpstr (bk_checklist_item_to_string (BK_CHECKLIST_KNOW_HOW), ==, "know-how");

  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_ENERGY), ==, "energy");
  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_COLOCATION), ==, "colocation");
  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_MAINTENANCE), ==, "maintenance");
  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_ADMINISTRATION), ==, "administration");
  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_RENT_COMPUTE), ==, "rent-compute");
  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_EGRESS), ==, "egress");
  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_STORAGE), ==, "storage");
  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_ONBOARDING), ==, "onboarding");
  g_assert_cmpstr (bk_category_to_string (BK_CATEGORY_CAPITAL), ==, "capital");
}

static void
test_bad_arguments (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);

  g_test_expect_message ("bk-analysis", G_LOG_LEVEL_CRITICAL, "*option*");
  g_assert_cmpfloat (bk_analysis_get_tco (analysis, (BkOption) 7), ==, 0.0);
  g_test_assert_expected_messages ();

  g_test_expect_message ("bk-analysis", G_LOG_LEVEL_CRITICAL, "*category*");
  g_assert_null (bk_analysis_get_monthly (analysis, BK_OPTION_RENT, (BkCategory) 99));
  g_test_assert_expected_messages ();

  g_test_expect_message ("bk-analysis", G_LOG_LEVEL_CRITICAL, "*should not be reached*");
  g_assert_null (bk_verdict_to_string ((BkVerdict) 42));
  g_test_assert_expected_messages ();
}

/* docs/model.md#no-rent-price: a rent of 0 is no price, and decides nothing. */
static void
test_no_rent_price (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) priced = bk_analysis_new (profile, NULL);
  g_autoptr(BkAnalysis) unpriced = NULL;
  g_autoptr(BkAnalysis) required = NULL;

  g_assert_cmpint (bk_analysis_get_verdict (priced), !=, BK_VERDICT_NO_RENT_PRICE);

  bk_pricing_set_rent_per_gpu_hour (pricing, 0);
  unpriced = bk_analysis_new (profile, NULL);
  g_assert_cmpint (bk_analysis_get_verdict (unpriced), ==, BK_VERDICT_NO_RENT_PRICE);
  g_assert_cmpstr (bk_verdict_to_string (bk_analysis_get_verdict (unpriced)), ==, "no-rent-price");
  g_assert_cmpuint (bk_analysis_get_agreeing_leans (unpriced), ==, 0);
  /* Owning's figures do not depend on the rent when no lost hours are rented. */
  g_assert_cmpfloat (bk_hardware_get_lost_hours (bk_profile_get_hardware (profile)), ==, 0);
  g_assert_cmpfloat (bk_analysis_get_tco (unpriced, BK_OPTION_BUY), ==,
                     bk_analysis_get_tco (priced, BK_OPTION_BUY));
  /* A range of its own is no price either. */
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 0, 3);
  g_clear_object (&unpriced);
  unpriced = bk_analysis_new (profile, NULL);
  g_assert_cmpint (bk_analysis_get_verdict (unpriced), ==, BK_VERDICT_NO_RENT_PRICE);

  /* When the data may not leave the premises, renting's price does not matter. */
  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), TRUE);
  required = bk_analysis_new (profile, NULL);
  g_assert_cmpint (bk_analysis_get_verdict (required), ==, BK_VERDICT_BUY_REQUIRED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis/engine-figures", test_engine_figures);
  g_test_add_func ("/analysis/verdict/cheapest", test_verdict);
  g_test_add_func ("/analysis/verdict/buy-required", test_verdict_buy_required);
  g_test_add_func ("/analysis/verdict/ties", test_verdict_ties);
  g_test_add_func ("/analysis/verdict/no-rent-price", test_no_rent_price);
  g_test_add_func ("/analysis/lean/utilisation", test_lean_utilisation);
  g_test_add_func ("/analysis/lean/predictability", test_lean_predictability);
  g_test_add_func ("/analysis/lean/obsolescence", test_lean_obsolescence);
  g_test_add_func ("/analysis/lean/data-transfer", test_lean_data_transfer);
  g_test_add_func ("/analysis/lean/compliance-know-how", test_lean_compliance_and_know_how);
  g_test_add_func ("/analysis/lean/agreeing", test_agreeing_leans);
  g_test_add_func ("/analysis/review-due", test_review_due);
  g_test_add_func ("/analysis/strings", test_strings);
  g_test_add_func ("/analysis/bad-arguments", test_bad_arguments);

  return g_test_run ();
}
