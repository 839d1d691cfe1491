/* test-demand.c: the demand levels and the demand month by month (docs/model.md#demand and
 * #demand-over-time) against figures worked out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "bk-engine-test-utils.h"

#define SHARE_EPSILON 1e-12
#define MONEY_EPSILON 1e-4

static void
test_demand_levels (void)
{
  BkEngineInputs in;
  BkDemand demand;

  /* B = 4, P = 2, u = 60 %, b = 7/28 = 0.25:
   *   6 GPUs: 0.6·0.25 = 0.15   4 GPUs: 0.6·0.75 = 0.45
   *   2 GPUs: 0.4·0.25 = 0.10   0 GPUs: 0.4·0.75 = 0.30 */
  bk_test_inputs_plain (&in);
  in.demand.base_gpus = 4;
  in.demand.burst_gpus = 2;
  in.value[BK_INPUT_UTILISATION] = 60;
  in.demand.burst_days = 7;
  in.demand.burst_interval_days = 28;
  bk_demand_init (&demand, &in);

  g_assert_cmpuint (demand.levels[0], ==, 6);
  g_assert_cmpuint (demand.levels[1], ==, 4);
  g_assert_cmpuint (demand.levels[2], ==, 2);
  g_assert_cmpuint (demand.levels[3], ==, 0);
  g_assert_cmpfloat_with_epsilon (demand.shares[0], 0.15, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[1], 0.45, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[2], 0.10, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[3], 0.30, SHARE_EPSILON);

  /* Mean demand 0.15·6 + 0.45·4 + 0.10·2 = 2.9, all rented with none owned. */
  g_assert_cmpfloat_with_epsilon (bk_demand_served (&demand, 0), 0.0, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_demand_excess (&demand, 0), 2.9, SHARE_EPSILON);
  /* Three owned: served 0.15·3 + 0.45·3 + 0.10·2 = 2.0, excess 0.15·3 + 0.45·1 = 0.9. */
  g_assert_cmpfloat_with_epsilon (bk_demand_served (&demand, 3), 2.0, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_demand_excess (&demand, 3), 0.9, SHARE_EPSILON);
  /* The peak owned serves everything; more than the peak serves no more. */
  g_assert_cmpfloat_with_epsilon (bk_demand_served (&demand, 6), 2.9, SHARE_EPSILON);
  g_assert_cmpfloat (bk_demand_excess (&demand, 6), ==, 0.0);
  g_assert_cmpfloat_with_epsilon (bk_demand_served (&demand, 9), 2.9, SHARE_EPSILON);
  g_assert_cmpfloat (bk_demand_excess (&demand, 9), ==, 0.0);

  for (guint k = 0; k <= 7; k++)
    g_assert_cmpfloat_with_epsilon (bk_demand_served (&demand, k) + bk_demand_excess (&demand, k),
                                    2.9, SHARE_EPSILON);
}

/* docs/model.md#work-on-another-gpu: 8 A100s' work, busy all the time, for 12 months, on a GPU
 * with twice the throughput at 2.00 a GPU-hour: buying owns 8 / 2 = 4; renting pays
 * 730 · 4 · 12 · 2.00 = 70,080, half of 730 · 8 · 12 · 2.00 = 140,160. */
static void
test_throughput (void)
{
  BkEngineInputs in;
  BkEngineResults results;
  BkStrategy s;

  bk_test_inputs_plain (&in);
  in.demand.base_gpus = 8;
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 2.0;
  in.value[BK_INPUT_PURCHASE_PRICE] = 0;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0;

  bk_engine_evaluate (&in, &results);
  g_assert_cmpuint (results.options[BK_OPTION_BUY].owned, ==, 8);
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_RENT].net[12], 140160, MONEY_EPSILON);
  bk_engine_results_clear (&results);

  in.demand.throughput = 2.0;
  g_assert_true (bk_engine_demand_changes (&in));
  g_assert_cmpuint (bk_engine_owned_gpus (&in, BK_OPTION_BUY), ==, 4);
  g_assert_cmpuint (bk_engine_owned_gpus (&in, BK_OPTION_HYBRID), ==, 4);
  bk_engine_evaluate (&in, &results);
  g_assert_cmpuint (results.options[BK_OPTION_BUY].owned, ==, 4);
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_RENT].net[12], 70080, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_RENT].totals[BK_CATEGORY_RENT_COMPUTE],
                                  70080, MONEY_EPSILON);
  /* Free hardware that does the work: buying costs nothing, and so does the best strategy. */
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_BUY].net[12], 0, MONEY_EPSILON);
  bk_engine_search_strategy (&in, &results, &s, NULL);
  g_assert_cmpuint (s.buy_now_gpus, ==, 4);
  bk_engine_results_clear (&results);
}

/* At t = 3, 8 / 3 = 2.667 GPUs are rented, 730 · 8/3 · 12 · 2.00 = 46,720, and buying owns
 * ⌈2.667⌉ = 3, of which 1/3 idles: with 300 W busy and 60 W idle at 0.40 a kWh, energy is
 * 730 · (0.3 · 8/3 + 0.06 · 1/3) · 0.40 = 239.44 a month. Work of 6 GPUs at t = 1.5 is 4 whole
 * GPUs, not 5 by rounding. */
static void
test_throughput_fraction (void)
{
  BkEngineInputs in;
  BkEngineResults results;

  bk_test_inputs_plain (&in);
  in.demand.base_gpus = 8;
  in.demand.throughput = 3.0;
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 2.0;
  in.owning.power_watts = 300;
  in.owning.idle_watts = 60;

  bk_engine_evaluate (&in, &results);
  g_assert_cmpuint (results.options[BK_OPTION_BUY].owned, ==, 3);
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_RENT].net[12], 46720, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_BUY].monthly[BK_CATEGORY_ENERGY][1],
                                  239.44, MONEY_EPSILON);
  bk_engine_results_clear (&results);

  g_assert_cmpuint (bk_engine_gpus_for_work (6, 1.5), ==, 4);
  /* 8 / 2.5 = 3.2 GPUs of work take 4 whole GPUs, not the nearest 3. */
  g_assert_cmpuint (bk_engine_gpus_for_work (8, 2.5), ==, 4);
  g_assert_cmpuint (bk_engine_gpus_for_work (0.1 * 3, 0.1), ==, 3);
  g_assert_cmpuint (bk_engine_gpus_for_work (0, 2), ==, 0);
}

/* docs/model.md#work-on-another-gpu: committed capacity is a price of the profile's own GPU, so
 * on another the engine commits nothing, however cheap the committed price. B = 8 on a GPU with
 * t = 2 rents 4 GPUs on demand at 2.00: 730 · 4 · 12 · 2.00 = 70,080, not the 35,040 that
 * committing 4 at 1.00 would cost. */
static void
test_throughput_no_commit (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };

  bk_test_inputs_plain (&in);
  in.demand.base_gpus = 8;
  in.demand.throughput = 2.0;
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 2.0;
  in.value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = 1.0;
  bk_engine_evaluate (&in, &results);

  g_assert_cmpuint (results.options[BK_OPTION_RENT].mix.committed_gpus, ==, 0);
  g_assert_cmpfloat (results.options[BK_OPTION_RENT].totals[BK_CATEGORY_RENT_COMMITTED], ==, 0);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&results, BK_OPTION_RENT), 70080, MONEY_EPSILON);
}

static void
test_demand_peak_share (void)
{
  BkEngineInputs in;
  BkDemand demand;

  /* A 40-day peak every 30 days never ends: b = min(1, 40/30) = 1. With u = 25 %:
   * B + P for 0.25, P for 0.75, the other two never. */
  bk_test_inputs_plain (&in);
  in.demand.base_gpus = 2;
  in.demand.burst_gpus = 3;
  in.value[BK_INPUT_UTILISATION] = 25;
  in.demand.burst_days = 40;
  in.demand.burst_interval_days = 30;
  bk_demand_init (&demand, &in);
  g_assert_cmpfloat_with_epsilon (demand.shares[0], 0.25, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[1], 0.0, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[2], 0.75, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[3], 0.0, SHARE_EPSILON);
  g_assert_cmpfloat (bk_engine_peak_share (3, 40, 30), ==, 1.0);
  g_assert_cmpfloat (bk_engine_peak_share (3, 7, 28), ==, 0.25);

  /* Without peak GPUs there is no peak time, whatever the days say: B for u, 0 for 1 − u. */
  in.demand.burst_gpus = 0;
  bk_demand_init (&demand, &in);
  g_assert_cmpfloat_with_epsilon (demand.shares[0], 0.0, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[1], 0.25, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[2], 0.0, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (demand.shares[3], 0.75, SHARE_EPSILON);
  /* Mean 0.25·2 = 0.5; one owned GPU serves 0.25·1 and leaves 0.25·1. */
  g_assert_cmpfloat_with_epsilon (bk_demand_served (&demand, 1), 0.25, SHARE_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_demand_excess (&demand, 1), 0.25, SHARE_EPSILON);
}

/* docs/model.md#demand-over-time: 2 GPUs busy all the time, 4 more from month 7, rent 1.00 an
 * hour (730 a GPU-month), free hardware but for colocation, no discount, twelve months. */
static void
step_inputs (BkEngineInputs *in)
{
  bk_test_inputs_plain (in);
  in->value[BK_INPUT_PURCHASE_PRICE] = 0;
  in->value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in->owning.colocation_per_gpu_month = 500;
  in->demand.base_gpus = 2;
  bk_test_inputs_add_step (in, 7, 4);
}

/* Renting costs 730 · (6 · 2 + 6 · 6) = 35,040; buying owns the inputs' own peak, 2 GPUs, and
 * rents the step: 12,000 + 730 · 4 · 6. */
static void
test_step (void)
{
  BkEngineInputs in;
  BkDemandPath path;
  BkEngineResults results;

  step_inputs (&in);
  bk_engine_demand_path (&in, &path);
  g_assert_true (path.varies);
  g_assert_cmpuint (path.max_gpus, ==, 6);
  g_assert_cmpfloat (path.base[6], ==, 2);
  g_assert_cmpfloat (path.base[7], ==, 6);
  g_assert_cmpfloat (path.peak[7], ==, 0);

  bk_engine_evaluate (&in, &results);
  g_assert_true (results.demand_changes);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&results, BK_OPTION_RENT), 730.0 * (6 * 2 + 6 * 6),
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_RENT,
                                                  BK_CATEGORY_RENT_COMPUTE, 6), 1460,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_RENT,
                                                  BK_CATEGORY_RENT_COMPUTE, 7), 4380,
                                  MONEY_EPSILON);
  g_assert_cmpuint (results.options[BK_OPTION_BUY].owned, ==, 2);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&results, BK_OPTION_BUY), 29520, MONEY_EPSILON);
  bk_engine_results_clear (&results);
}

/* With g = 100 % instead of the step, month 7 needs 2 · 2^(6/12) = 2.828 GPUs and month 13
 * needs 4. */
static void
test_growth (void)
{
  BkEngineInputs in;
  BkDemandPath path;
  BkEngineResults results;

  step_inputs (&in);
  in.owning.colocation_per_gpu_month = 0;
  in.demand.n_steps = 0;
  in.demand.growth_percent = 100;
  in.horizon_months = 13;
  bk_engine_demand_path (&in, &path);
  g_assert_cmpfloat_with_epsilon (path.base[7], 2 * sqrt (2.0), SHARE_EPSILON);
  g_assert_cmpuint (path.max_gpus, ==, 4);

  bk_engine_evaluate (&in, &results);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_RENT,
                                                  BK_CATEGORY_RENT_COMPUTE, 1), 1460,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_RENT,
                                                  BK_CATEGORY_RENT_COMPUTE, 7),
                                  730.0 * 2 * sqrt (2.0), MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_RENT,
                                                  BK_CATEGORY_RENT_COMPUTE, 13), 2920,
                                  MONEY_EPSILON);
  bk_engine_results_clear (&results);
}

/* The project ends after month 6: renting costs 730 · 6 · 2 = 8,760, and the bought GPUs idle
 * at 100 W in months 7..12. */
static void
test_project_end (void)
{
  BkEngineInputs in;
  BkEngineResults results;

  step_inputs (&in);
  in.owning.colocation_per_gpu_month = 0;
  in.demand.n_steps = 0;
  in.demand.project_end_month = 6;
  in.owning.power_watts = 400;
  in.owning.idle_watts = 100;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0.40;
  bk_engine_evaluate (&in, &results);

  g_assert_cmpfloat_with_epsilon (bk_test_tco (&results, BK_OPTION_RENT), 8760, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 6),
                                  730.0 * 0.4 * 2 * 0.40, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 7),
                                  730.0 * 0.1 * 2 * 0.40, MONEY_EPSILON);
  bk_engine_results_clear (&results);
}

/* Every figure of inputs with a busy mix of costs and rental terms, against the same inputs with
 * a step of zero GPUs: the month-by-month path gives the constant path's figures. */
static void
test_time_path_matches (gconstpointer data)
{
  BkEngineInputs in, stepped;
  BkEngineResults constant, in_time;

  bk_test_inputs_hybrid (&in);
  in.value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = 1.2;
  in.renting.commit_term_months = 12;
  in.value[BK_INPUT_SPOT_PRICE_PER_GPU_HOUR] = 1.4;
  in.renting.egress_per_gb = 0.09;
  in.renting.storage_per_gb_month = 0.02;
  in.value[BK_INPUT_ONBOARDING_HOURS] = 40;
  in.money.discount_rate = 6;
  in.value[BK_INPUT_RENT_PRICE_CHANGE] = -10;
  /* Owning's real costs and tax count in every month alike. */
  if (GPOINTER_TO_INT (data))
    {
      in.value[BK_INPUT_RESALE_DISCOUNT] = 20;
      in.value[BK_INPUT_LOST_HOURS] = 5;
      in.owning.lost_hours_rented = TRUE;
      in.owning.spare_gpus = 1;
      in.money.tax_enabled = TRUE;
      in.money.depreciation = BK_DEPRECIATION_DECLINING;
    }
  stepped = in;
  bk_test_inputs_add_step (&stepped, 5, 0);

  bk_engine_evaluate (&in, &constant);
  bk_engine_evaluate (&stepped, &in_time);
  g_assert_false (constant.demand_changes);
  g_assert_true (in_time.demand_changes);

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      for (guint m = 0; m <= constant.horizon; m++)
        bk_test_assert_relative (constant.options[o].net[m], in_time.options[o].net[m]);
      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        bk_test_assert_relative (constant.options[o].totals[c], in_time.options[o].totals[c]);
      g_assert_cmpuint (constant.options[o].mix.committed_gpus, ==,
                        in_time.options[o].mix.committed_gpus);
    }
  g_assert_cmpuint (constant.optimal_owned, ==, in_time.optimal_owned);
  g_assert_cmpint (constant.break_even_month, ==, in_time.break_even_month);

  bk_engine_results_clear (&constant);
  bk_engine_results_clear (&in_time);
}

/* docs/model.md#demand-over-time: demand changes within the horizon when it grows, steps in a
 * month 1..H (a step of +0 too) or ends before H. A step after the horizon and an end at the
 * horizon change nothing: every figure is the one without them, to the last bit. */
static void
test_changes (void)
{
  BkEngineInputs in, later;
  g_auto(BkEngineResults) plain = { 0 };
  g_auto(BkEngineResults) stepped = { 0 };

  step_inputs (&in);
  in.demand.n_steps = 0;
  g_assert_false (bk_engine_demand_changes (&in));

  later = in;
  bk_test_inputs_add_step (&later, 13, 4);
  later.demand.project_end_month = 12;
  g_assert_false (bk_engine_demand_changes (&later));
  bk_engine_evaluate (&in, &plain);
  bk_engine_evaluate (&later, &stepped);
  g_assert_false (stepped.demand_changes);
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    g_assert_cmpmem (plain.options[o].net, 13 * sizeof (double),
                     stepped.options[o].net, 13 * sizeof (double));

  /* A step in month 12 changes month 12, an end in month 11 months 12 on, growth every
   * month; a step of +0 is a step the user wrote, and counts. */
  bk_test_inputs_add_step (&later, 12, 0);
  g_assert_true (bk_engine_demand_changes (&later));
  later.demand.n_steps = 0;
  later.demand.project_end_month = 11;
  g_assert_true (bk_engine_demand_changes (&later));
  later.demand.project_end_month = 0;
  later.demand.growth_percent = -1;
  g_assert_true (bk_engine_demand_changes (&later));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/demand/levels", test_demand_levels);
  g_test_add_func ("/engine/demand/throughput", test_throughput);
  g_test_add_func ("/engine/demand/throughput-fraction", test_throughput_fraction);
  g_test_add_func ("/engine/demand/throughput-no-commit", test_throughput_no_commit);
  g_test_add_func ("/engine/demand/peak-share", test_demand_peak_share);
  g_test_add_func ("/engine/demand/step", test_step);
  g_test_add_func ("/engine/demand/growth", test_growth);
  g_test_add_func ("/engine/demand/project-end", test_project_end);
  g_test_add_func ("/engine/demand/changes", test_changes);
  g_test_add_data_func ("/engine/demand/path-matches", GINT_TO_POINTER (FALSE),
                        test_time_path_matches);
  g_test_add_data_func ("/engine/demand/path-matches-owning", GINT_TO_POINTER (TRUE),
                        test_time_path_matches);

  return g_test_run ();
}
