/* test-tax.c: cash flows after tax (docs/model.md#tax) against figures worked out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "bk-engine-private.h"
#include "bk-engine-test-utils.h"

#define MONEY_EPSILON 1e-6

/* One GPU busy around the clock: 90,000 for the card and 10,000 for its share of the server,
 * rent at 2.00 an hour, and every other cost, the value loss, the price change and the discount
 * rate at zero. */
static void
owning_inputs (BkEngineInputs *in,
               guint           horizon)
{
  bk_test_inputs_defaults (in);
  in->horizon_months = horizon;
  in->demand.base_gpus = 1;
  in->demand.transfer_gb_per_month = 0;
  in->demand.cloud_storage_gb = 0;
  in->owning.host_cost = 10000;
  in->owning.colocation_per_gpu_month = 0;
  in->owning.maintenance_percent = 0;
  in->renting.egress_per_gb = 0;
  in->renting.storage_per_gb_month = 0;
  in->money.discount_rate = 0;
  in->value[BK_INPUT_PURCHASE_PRICE] = 90000;
  in->value[BK_INPUT_ANNUAL_VALUE_LOSS] = 0;
  in->value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in->value[BK_INPUT_COOLING_OVERHEAD] = 0;
  in->value[BK_INPUT_ADMIN_HOURS_PER_MONTH] = 0;
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = 2.0;
  in->value[BK_INPUT_RENT_PRICE_CHANGE] = 0;
  in->value[BK_INPUT_ONBOARDING_HOURS] = 0;
  in->value[BK_INPUT_UTILISATION] = 100;
}

/* docs/model.md#tax, by hand: a one-year write-off of 100,000 at 30 % saves 30,000 in the year
 * of purchase, 2,500 a month, each discounted as the model discounts: 29,220.42 at 5 %. */
static void
test_one_year_write_off (void)
{
  BkEngineInputs in, untaxed;
  BkEngineResults after, before;
  double saved = 0.0;

  owning_inputs (&in, 12);
  in.money.discount_rate = 5;
  in.money.tax_enabled = TRUE;
  in.value[BK_INPUT_TAX_RATE] = 30;
  in.money.depreciation = BK_DEPRECIATION_ONE_YEAR;
  untaxed = in;
  untaxed.money.tax_enabled = FALSE;
  bk_engine_evaluate (&in, &after);
  bk_engine_evaluate (&untaxed, &before);

  for (guint m = 1; m <= 12; m++)
    saved += 2500 * pow (1.05, -(double) m / 12.0);
  g_assert_cmpfloat_with_epsilon (saved, 29220.42, 0.005);

  g_assert_cmpfloat_with_epsilon (before.options[BK_OPTION_BUY].cash[12], 100000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (after.options[BK_OPTION_BUY].cash[0], 100000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (before.options[BK_OPTION_BUY].cash[12]
                                  - after.options[BK_OPTION_BUY].cash[12], saved, MONEY_EPSILON);

  /* Written off in full, the hardware is sold at its whole value as a gain: (1 − 0.3) of
   * 100,000, discounted a year. The rent, an expense, costs (1 − t) of itself. */
  g_assert_cmpfloat_with_epsilon (after.options[BK_OPTION_BUY].resale, 70000 / 1.05,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&after, BK_OPTION_BUY),
                                  100000 - saved - 70000 / 1.05, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&after, BK_OPTION_RENT),
                                  0.7 * bk_test_tco (&before, BK_OPTION_RENT), MONEY_EPSILON);

  bk_engine_results_clear (&after);
  bk_engine_results_clear (&before);
}

/* Linear over three years, and declining balance at 30 % over five: 30 %, 21 %, then the linear
 * rest, 49 % / 3 a year; without discounting the savings are t times that. */
static void
test_schedules (void)
{
  static const double declining[] = { 0.30, 0.21, 0.49 / 3, 0.49 / 3, 0.49 / 3, 0 };
  BkEngineInputs in, untaxed;
  BkEngineResults linear, before;
  BkTaxSchedule schedule;
  double discount[BK_MAX_HORIZON_MONTHS + 1];
  double sum = 0.0;

  for (guint y = 1; y <= G_N_ELEMENTS (declining); y++)
    {
      g_assert_cmpfloat_with_epsilon (bk_tax_depreciation (BK_DEPRECIATION_DECLINING, 5, 30, y),
                                      declining[y - 1], 1e-12);
      sum += bk_tax_depreciation (BK_DEPRECIATION_DECLINING, 5, 30, y);
    }
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-12);
  g_assert_cmpfloat (bk_tax_depreciation (BK_DEPRECIATION_LINEAR, 4, 0, 4), ==, 0.25);
  g_assert_cmpfloat (bk_tax_depreciation (BK_DEPRECIATION_LINEAR, 4, 0, 5), ==, 0);
  g_assert_cmpfloat (bk_tax_depreciation (BK_DEPRECIATION_ONE_YEAR, 4, 0, 2), ==, 0);
  /* Over three years three times linear is 100 %: the cap is 30 %, whose first year is below
   * the linear third, so declining balance is linear. */
  g_assert_cmpfloat (bk_declining_rate_limit (3), ==, 30);
  g_assert_cmpfloat (bk_declining_rate_limit (20), ==, 15);
  g_assert_cmpfloat_with_epsilon (bk_tax_depreciation (BK_DEPRECIATION_DECLINING, 3, 30, 1),
                                  1.0 / 3, 1e-12);

  for (guint m = 0; m <= 36; m++)
    discount[m] = 1.0;
  bk_tax_schedule_init (&schedule, BK_DEPRECIATION_DECLINING, 5, 30, 36, discount);
  g_assert_cmpfloat_with_epsilon (schedule.book[12], 0.70, 1e-12);
  g_assert_cmpfloat_with_epsilon (schedule.book[18], 0.70 - 0.105, 1e-12);
  g_assert_cmpfloat_with_epsilon (schedule.deducted[24], 0.51, 1e-12);

  owning_inputs (&in, 36);
  in.money.tax_enabled = TRUE;
  in.money.depreciation = BK_DEPRECIATION_LINEAR;
  in.money.depreciation_years = 3;
  untaxed = in;
  untaxed.money.tax_enabled = FALSE;
  bk_engine_evaluate (&in, &linear);
  bk_engine_evaluate (&untaxed, &before);
  g_assert_cmpfloat_with_epsilon (linear.options[BK_OPTION_BUY].cash[12], 90000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (linear.options[BK_OPTION_BUY].cash[36], 70000, MONEY_EPSILON);
  /* Without discounting, tax scales every option's TCO by (1 − t) once all is written off. */
  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    g_assert_cmpfloat_with_epsilon (bk_test_tco (&linear, o), 0.7 * bk_test_tco (&before, o),
                                    MONEY_EPSILON);

  bk_engine_results_clear (&linear);
  bk_engine_results_clear (&before);
}

/* Sold after 18 months of a linear write-off over three years, with half the value left: the
 * book value is half the capital, so the sale brings no gain and no tax. Sold for 80 % of a
 * book value of 50 %, the 30 % gain is taxed. */
static void
test_sale_taxed (void)
{
  BkEngineInputs in;
  BkEngineResults results;

  owning_inputs (&in, 18);
  in.value[BK_INPUT_RESALE_DISCOUNT] = 50;
  in.money.tax_enabled = TRUE;
  in.money.depreciation = BK_DEPRECIATION_LINEAR;
  in.money.depreciation_years = 3;
  bk_engine_evaluate (&in, &results);

  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_BUY].resale, 50000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_BUY].cash[18], 85000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&results, BK_OPTION_BUY), 35000, MONEY_EPSILON);
  bk_engine_results_clear (&results);

  in.value[BK_INPUT_RESALE_DISCOUNT] = 20;
  bk_engine_evaluate (&in, &results);
  g_assert_cmpfloat_with_epsilon (results.options[BK_OPTION_BUY].resale, 80000 - 0.3 * 30000,
                                  MONEY_EPSILON);
  bk_engine_results_clear (&results);
}

/* The closed form of the optimal pool's search gives every pool's TCO after tax too. */
static void
test_closed_form (void)
{
  BkEngineInputs inputs;
  guint total;

  bk_test_inputs_hybrid (&inputs);
  inputs.money.tax_enabled = TRUE;
  inputs.money.depreciation = BK_DEPRECIATION_DECLINING;
  inputs.money.depreciation_years = 5;
  inputs.value[BK_INPUT_RESALE_DISCOUNT] = 15;
  inputs.value[BK_INPUT_LOST_HOURS] = 4;
  inputs.owning.spare_gpus = 1;
  total = inputs.demand.base_gpus + inputs.demand.burst_gpus;

  for (guint k = 1; k <= total; k++)
    {
      BkEngineResults results;
      BkCostInputs in;
      BkCostFactors f;
      BkDemand demand;

      inputs.demand.hybrid_gpus = k;
      bk_engine_evaluate (&inputs, &results);
      bk_cost_inputs_init (&in, &inputs);
      bk_cost_factors_init (&f, &in, in.value);
      bk_demand_init (&demand, &inputs);
      g_assert_cmpfloat_with_epsilon (bk_cost_tco_closed_form (&in, in.value, &f, &demand, k,
                                                               in.commit[BK_OPTION_HYBRID]),
                                      bk_test_tco (&results, BK_OPTION_HYBRID), 1e-4);
      bk_engine_results_clear (&results);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/tax/one-year-write-off", test_one_year_write_off);
  g_test_add_func ("/engine/tax/schedules", test_schedules);
  g_test_add_func ("/engine/tax/sale-taxed", test_sale_taxed);
  g_test_add_func ("/engine/tax/closed-form", test_closed_form);

  return g_test_run ();
}
