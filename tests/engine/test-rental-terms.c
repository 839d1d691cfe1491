/* test-rental-terms.c: committed capacity and the cheapest mix when demand changes over time
 * (docs/model.md#the-cheapest-mix and #demand-over-time), by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bk-engine-test-utils.h"

#define MONEY_EPSILON 1e-6

/* Two base GPUs and two more at a peak, busy half the time and peaking half the time: the
 * levels 4, 2, 2 and 0 GPUs each hold a quarter of the time. Free hardware, no energy, rent at
 * 2.00 an hour, a committed price of 1.20, twelve months. */
static void
quarters_inputs (BkEngineInputs *in)
{
  bk_test_inputs_plain (in);
  in->value[BK_INPUT_PURCHASE_PRICE] = 0;
  in->value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = 2.0;
  in->value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = 1.2;
  in->demand.base_gpus = 2;
  in->demand.burst_gpus = 2;
  in->value[BK_INPUT_UTILISATION] = 50;
  in->demand.burst_days = 15;
  in->demand.burst_interval_days = 30;
}

/* commit-gpus set to 3, and the demand grows 100 % a year over two years. The options that
 * rent with the demand as it is without changes (rent, and the hybrid of 2) commit 3 GPUs;
 * buying owns B + P = 4, rents nothing without changes and commits nothing, though it rents in
 * the second year. So buying the buy option's pool now costs what the buy option costs. */
static void
test_commit_fixed_over_time (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };
  guint h;

  quarters_inputs (&in);
  in.renting.commit_gpus = 3;
  in.horizon_months = 24;
  in.demand.growth_percent = 100;
  bk_engine_evaluate (&in, &results);
  h = results.horizon;

  g_assert_true (results.demand_changes);
  g_assert_cmpuint (results.options[BK_OPTION_RENT].mix.committed_gpus, ==, 3);
  g_assert_cmpuint (results.options[BK_OPTION_HYBRID].mix.committed_gpus, ==, 3);
  g_assert_cmpuint (results.options[BK_OPTION_BUY].mix.committed_gpus, ==, 0);
  g_assert_cmpfloat (results.options[BK_OPTION_BUY].totals[BK_CATEGORY_RENT_COMMITTED], ==, 0);
  /* In month 24 the peak is 4 · 2^(23/12) = 15.1 GPUs: buying rents on demand. */
  g_assert_cmpfloat (bk_test_amount (&results, BK_OPTION_BUY, BK_CATEGORY_RENT_COMPUTE, 24), >,
                     0);
  g_assert_cmpfloat (bk_test_amount (&results, BK_OPTION_BUY, BK_CATEGORY_RENT_COMPUTE, 1), ==,
                     0);

  bk_test_assert_relative (bk_engine_strategy_cost (&in, 4, 4, 0, NULL),
                           results.options[BK_OPTION_BUY].net[h]);
}

/* An option that rents with the demand without changes but in no month of the demand over
 * time commits nothing: the hybrid owns 2, and from month 1 on the base is 2 fewer, so only the
 * peaks of 2 are left, which it covers. */
static void
test_commit_fixed_no_month_rents (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };

  quarters_inputs (&in);
  in.renting.commit_gpus = 3;
  in.demand.hybrid_gpus = 2;
  bk_test_inputs_add_step (&in, 1, -2);
  bk_engine_evaluate (&in, &results);

  g_assert_cmpuint (results.options[BK_OPTION_HYBRID].mix.committed_gpus, ==, 0);
  g_assert_cmpfloat (results.options[BK_OPTION_HYBRID].totals[BK_CATEGORY_RENT_COMMITTED], ==, 0);
  g_assert_cmpuint (results.options[BK_OPTION_RENT].mix.committed_gpus, ==, 3);
}

/* docs/model.md#the-cheapest-mix: commit-gpus 0 is a number like any other, and commits
 * nothing. Renting the quarters on demand costs 12 · 730 · 2 · 2.00 = 35,040, where the cheapest
 * mix (2 GPUs committed at 1.20) would cost 12 · 730 · 3.40 = 29,784. */
static void
test_commit_none (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) chosen = { 0 };
  g_auto(BkEngineResults) none = { 0 };

  quarters_inputs (&in);
  bk_engine_evaluate (&in, &chosen);
  g_assert_cmpuint (chosen.options[BK_OPTION_RENT].mix.committed_gpus, ==, 2);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&chosen, BK_OPTION_RENT), 29784, MONEY_EPSILON);

  in.renting.commit_gpus = 0;
  bk_engine_evaluate (&in, &none);
  g_assert_cmpuint (none.options[BK_OPTION_RENT].mix.committed_gpus, ==, 0);
  g_assert_cmpfloat (none.options[BK_OPTION_RENT].totals[BK_CATEGORY_RENT_COMMITTED], ==, 0);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&none, BK_OPTION_RENT), 35040, MONEY_EPSILON);
}

/* docs/model.md#the-cheapest-mix: the candidates are the rented levels above the own pool,
 * level − k. The hybrid of 2 rents the level 4 − 2 = 2 a quarter of the time: on demand at 2.00
 * that is 730 · ¼ · 2 · 2.00 = 730 a month, committing 2 at 0.40 costs 730 · 2 · 0.40 = 584, so
 * it commits 2 GPUs: 12 · 584 = 7,008 for the year. */
static void
test_hybrid_commit (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };

  quarters_inputs (&in);
  in.value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = 0.4;
  bk_engine_evaluate (&in, &results);

  g_assert_cmpuint (results.options[BK_OPTION_HYBRID].owned, ==, 2);
  g_assert_cmpuint (results.options[BK_OPTION_HYBRID].mix.committed_gpus, ==, 2);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&results, BK_OPTION_HYBRID), 7008, MONEY_EPSILON);
}

/* docs/model.md#the-cheapest-mix and #lost-gpu-hours: an option that rents in no month but for
 * its lost GPU-hours commits nothing. B = 1 and P = 1 all the time, the hybrid owns 1 and with
 * commit-gpus 1 commits 1 for the demand without changes; from month 1 on the base is 1 fewer,
 * the hybrid's own GPU does all the work and loses half of it (a = 50 %): 0.5 GPUs rented on
 * demand at 1.00, 365 a month, and no committed payment. */
static void
test_lost_hours_commit_nothing (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };

  bk_test_inputs_plain (&in);
  in.value[BK_INPUT_PURCHASE_PRICE] = 0;
  in.value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = 0.5;
  in.value[BK_INPUT_LOST_HOURS] = 50;
  in.renting.commit_gpus = 1;
  in.demand.burst_gpus = 1;
  in.demand.burst_days = 30;
  in.demand.burst_interval_days = 30;
  bk_test_inputs_add_step (&in, 1, -1);
  bk_engine_evaluate (&in, &results);

  g_assert_cmpuint (results.options[BK_OPTION_HYBRID].owned, ==, 1);
  g_assert_cmpuint (results.options[BK_OPTION_HYBRID].mix.committed_gpus, ==, 0);
  g_assert_cmpfloat (results.options[BK_OPTION_HYBRID].totals[BK_CATEGORY_RENT_COMMITTED], ==, 0);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_HYBRID,
                                                  BK_CATEGORY_RENT_COMPUTE, 1), 365,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&results, BK_OPTION_HYBRID), 12 * 365,
                                  MONEY_EPSILON);
}

/* docs/model.md#demand-over-time: with demand over time the mix's shares are those of the
 * horizon's averages. Renting the quarters with 2 GPUs committed (the cheapest mix without
 * changes) for twelve months, the project ending after month 6: months 1..6 rent 2 GPUs on
 * average, 0.5 of them above the commitment (¼ · 2), months 7..12 nothing. The averages are 1
 * and 0.25, so the committed share is (1 − 0.25) / 1 = 0.75 and on demand 0.25. */
static void
test_mix_over_time (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };
  const BkRentalMix *mix;

  quarters_inputs (&in);
  in.demand.project_end_month = 6;
  bk_engine_evaluate (&in, &results);
  mix = &results.options[BK_OPTION_RENT].mix;

  g_assert_true (results.demand_changes);
  g_assert_cmpuint (mix->committed_gpus, ==, 2);
  g_assert_cmpfloat_with_epsilon (mix->committed_share, 0.75, 1e-12);
  g_assert_cmpfloat_with_epsilon (mix->on_demand_share, 0.25, 1e-12);
  g_assert_cmpfloat (mix->spot_share, ==, 0);

  /* The committed GPUs are paid in every month of their term, whether they are used or not:
   * 12 · 2 · 730 · 1.20, and on demand 6 months of ¼ · 2 GPUs at 2.00. */
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_RENT].totals[BK_CATEGORY_RENT_COMMITTED],
                                  12 * 2 * 730 * 1.2, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_RENT].totals[BK_CATEGORY_RENT_COMPUTE],
                                  6 * 0.5 * 730 * 2.0, MONEY_EPSILON);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/terms/commit-fixed-over-time", test_commit_fixed_over_time);
  g_test_add_func ("/engine/terms/commit-fixed-no-month-rents", test_commit_fixed_no_month_rents);
  g_test_add_func ("/engine/terms/mix-over-time", test_mix_over_time);
  g_test_add_func ("/engine/terms/commit-none", test_commit_none);
  g_test_add_func ("/engine/terms/hybrid-commit", test_hybrid_commit);
  g_test_add_func ("/engine/terms/lost-hours-commit-nothing", test_lost_hours_commit_nothing);

  return g_test_run ();
}
