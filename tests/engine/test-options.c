/* test-options.c: the three options, the optimal pool and the break-even (docs/model.md#owning,
 * #renting, #discounting and #the-options) against numbers worked out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "bk-engine-test-utils.h"

/* Amounts are compared to a cent's hundredth. */
#define MONEY_EPSILON 1e-4

/* The inputs most tests start from, with every figure set: one GPU for 10,000 plus 2,000 host
 * share, 400 W busy and 100 W idle, electricity at 0.40 with no cooling overhead, rent at 2.00 an
 * hour, busy around the clock, twelve months, and every other cost, the value loss and the
 * discount rate at zero. */
static void
one_gpu_inputs (BkEngineInputs *in)
{
  bk_test_inputs_plain (in);
  in->owning.host_cost = 2000;
  in->owning.power_watts = 400;
  in->owning.idle_watts = 100;
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = 2.0;
}

/* Two base GPUs and two more at a peak, busy half the time and peaking half the time (15 days
 * every 30): the four levels 4, 2, 2 and 0 GPUs each hold a quarter of the time. Mean demand
 * 0.25·(4 + 2 + 2) = 2. */
static void
quarters_inputs (BkEngineInputs *in)
{
  one_gpu_inputs (in);
  in->demand.base_gpus = 2;
  in->demand.burst_gpus = 2;
  in->value[BK_INPUT_UTILISATION] = 50;
  in->demand.burst_days = 15;
  in->demand.burst_interval_days = 30;
}

/* The quarters with free hardware and no energy, rent at 1.00 an hour (730 a month per rented
 * GPU) and `colocation` per owned GPU and month: owning k GPUs costs per month
 *   f(k) = k·colocation + 730·excess(k),  excess = 2, 1.25, 0.5, 0.25, 0 for k = 0..4. */
static void
pool_inputs (BkEngineInputs *in,
             double          colocation)
{
  quarters_inputs (in);
  in->value[BK_INPUT_PURCHASE_PRICE] = 0;
  in->owning.host_cost = 0;
  in->value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = 1.0;
  in->owning.colocation_per_gpu_month = colocation;
}

/* Every category non-zero, with discounting, a falling rent price, value loss and a peak. */
static void
busy_inputs (BkEngineInputs *in)
{
  one_gpu_inputs (in);
  in->value[BK_INPUT_ANNUAL_VALUE_LOSS] = 30;
  in->value[BK_INPUT_COOLING_OVERHEAD] = 40;
  in->owning.colocation_per_gpu_month = 120;
  in->owning.maintenance_percent = 8;
  in->value[BK_INPUT_ADMIN_HOURS_PER_MONTH] = 6;
  in->value[BK_INPUT_RENT_PRICE_CHANGE] = -8;
  in->renting.egress_per_gb = 0.09;
  in->renting.storage_per_gb_month = 0.02;
  in->value[BK_INPUT_ONBOARDING_HOURS] = 60;
  in->money.discount_rate = 7;
  in->demand.base_gpus = 3;
  in->demand.burst_gpus = 5;
  in->value[BK_INPUT_UTILISATION] = 70;
  in->demand.burst_days = 10;
  in->demand.burst_interval_days = 45;
  in->demand.transfer_gb_per_month = 4000;
  in->demand.cloud_storage_gb = 2500;
  in->horizon_months = 40;
}

static void
test_article_power (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };
  g_auto(BkEngineResults) cooled = { 0 };
  double energy;

  one_gpu_inputs (&in);
  bk_engine_evaluate (&in, &analysis);

  /* The article: an A100 at 400 W around the clock at 0.40 per kWh.
   * Per month 730 h · 0.4 kW · 0.40 = 116.80, which is 116.80 · 24 / 730 = 3.84 a day. */
  energy = bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 1);
  g_assert_cmpfloat_with_epsilon (energy, 116.80, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (energy * 24.0 / BK_HOURS_PER_MONTH, 3.84, MONEY_EPSILON);
  /* Twelve months undiscounted: 12 · 116.80 = 1401.60. Renting needs no power of its own. */
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].totals[BK_CATEGORY_ENERGY],
                                  1401.60, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_ENERGY, 1), ==, 0.0);

  /* The article's 30 % for cooling on top: 116.80 · 1.3 = 151.84. */
  in.value[BK_INPUT_COOLING_OVERHEAD] = 30;
  bk_engine_evaluate (&in, &cooled);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&cooled, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 1),
                                  151.84, MONEY_EPSILON);
}

static void
test_category_energy_idle (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  one_gpu_inputs (&in);

  /* Busy half the time: served(1) = 0.5, so 0.5 GPU at 400 W and 0.5 GPU at 100 W idle:
   * 730 · (0.4 · 0.5 + 0.1 · 0.5) · 0.40 = 730 · 0.25 · 0.40 = 73.00. */
  in.value[BK_INPUT_UTILISATION] = 50;
  bk_engine_evaluate (&in, &analysis);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 1),
                                  73.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 12),
                                  73.0, MONEY_EPSILON);
  /* Up front there is no energy. */
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 0), ==, 0.0);
}

static void
test_category_colocation_maintenance_administration (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  one_gpu_inputs (&in);

  /* Three GPUs: colocation 3 · 150 = 450; capital 3 · (10,000 + 2,000) = 36,000, maintenance
   * 10 % a year: 36,000 · 0.10 / 12 = 300; administration 4 h · 50 = 200, whatever the size. */
  in.demand.base_gpus = 3;
  in.owning.colocation_per_gpu_month = 150;
  in.owning.maintenance_percent = 10;
  in.value[BK_INPUT_ADMIN_HOURS_PER_MONTH] = 4;
  bk_engine_evaluate (&in, &analysis);

  g_assert_cmpuint (analysis.options[BK_OPTION_BUY].owned, ==, 3);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_COLOCATION, 5),
                                  450.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_MAINTENANCE, 5),
                                  300.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_ADMINISTRATION, 5),
                                  200.0, MONEY_EPSILON);
  /* Twelve months: 5,400, 3,600 and 2,400. */
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].totals[BK_CATEGORY_COLOCATION],
                                  5400.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].totals[BK_CATEGORY_MAINTENANCE],
                                  3600.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].totals[BK_CATEGORY_ADMINISTRATION],
                                  2400.0, MONEY_EPSILON);

  /* Renting owns nothing, so none of it applies. */
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_COLOCATION, 5), ==, 0.0);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_MAINTENANCE, 5), ==, 0.0);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_ADMINISTRATION, 5), ==, 0.0);
}

static void
test_category_rent_compute (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  one_gpu_inputs (&in);
  bk_engine_evaluate (&in, &analysis);

  /* One GPU rented around the clock: 730 h · 2.00 = 1,460 a month, 17,520 a year. */
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 1),
                                  1460.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_RENT].totals[BK_CATEGORY_RENT_COMPUTE],
                                  17520.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 0), ==, 0.0);
  /* Owning the one GPU leaves nothing to rent. */
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_RENT_COMPUTE, 1), ==, 0.0);
}

static void
test_category_cloud_side (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  quarters_inputs (&in);

  /* 1,000 GB a month out at 0.10: 100 when everything is rented. The hybrid owns the base of 2:
   * served 0.25·(2 + 2 + 2) = 1.5, excess 0.25·2 = 0.5, so it moves 0.5/2 of the data: 25.
   * Storage 500 GB · 0.02 = 10 a month and onboarding 80 h · 50 = 4,000 once, whenever anything
   * is rented; owning the peak rents nothing. */
  in.renting.egress_per_gb = 0.10;
  in.renting.storage_per_gb_month = 0.02;
  in.value[BK_INPUT_ONBOARDING_HOURS] = 80;
  in.demand.transfer_gb_per_month = 1000;
  in.demand.cloud_storage_gb = 500;
  bk_engine_evaluate (&in, &analysis);

  g_assert_cmpuint (analysis.options[BK_OPTION_RENT].owned, ==, 0);
  g_assert_cmpuint (analysis.options[BK_OPTION_HYBRID].owned, ==, 2);
  g_assert_cmpuint (analysis.options[BK_OPTION_BUY].owned, ==, 4);

  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_EGRESS, 3),
                                  100.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_HYBRID, BK_CATEGORY_EGRESS, 3),
                                  25.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_EGRESS, 3), ==, 0.0);

  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_STORAGE, 3),
                                  10.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_HYBRID, BK_CATEGORY_STORAGE, 3),
                                  10.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_STORAGE, 3), ==, 0.0);

  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_ONBOARDING, 0),
                                  4000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_HYBRID, BK_CATEGORY_ONBOARDING, 0),
                                  4000.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_ONBOARDING, 1), ==, 0.0);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_ONBOARDING, 0), ==, 0.0);

  /* The hybrid rents 0.5 GPU on average: 730 · 0.5 · 2.00 = 730 a month. */
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_HYBRID, BK_CATEGORY_RENT_COMPUTE, 1),
                                  730.0, MONEY_EPSILON);
  /* Renting starts with the onboarding alone: C[0] = 4,000, and nothing to sell: N = C. */
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_RENT].cash[0],
                                  4000.0, MONEY_EPSILON);
  g_assert_cmpfloat (analysis.options[BK_OPTION_RENT].net[12], ==,
                     analysis.options[BK_OPTION_RENT].cash[12]);
}

static void
test_category_capital (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  quarters_inputs (&in);
  bk_engine_evaluate (&in, &analysis);

  /* Up front: 4 · 12,000 = 48,000 for buying, 2 · 12,000 = 24,000 for the hybrid, nothing for
   * renting; never again afterwards. */
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_CAPITAL, 0),
                                  48000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_HYBRID, BK_CATEGORY_CAPITAL, 0),
                                  24000.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_CAPITAL, 0), ==, 0.0);
  g_assert_cmpfloat (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_CAPITAL, 1), ==, 0.0);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].totals[BK_CATEGORY_CAPITAL],
                                  48000.0, MONEY_EPSILON);

  /* C[0] is the capital; with no value lost yet, N[0] is zero. */
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].cash[0],
                                  48000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].net[0],
                                  0.0, MONEY_EPSILON);
}

static void
test_discounting (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };
  const double *cash;
  double q, expected;

  one_gpu_inputs (&in);

  /* 10 % a year. Month m counts 1.1^(−m/12): month 12 counts 1/1.1, month 6 1/√1.1. */
  in.money.discount_rate = 10;
  in.value[BK_INPUT_ANNUAL_VALUE_LOSS] = 25;
  bk_engine_evaluate (&in, &analysis);
  cash = analysis.options[BK_OPTION_RENT].cash;

  g_assert_cmpfloat (cash[0], ==, 0.0);
  /* 1,460 / 1.1 = 1,327.2727… */
  g_assert_cmpfloat_with_epsilon (cash[12] - cash[11], 1327.272727, MONEY_EPSILON);
  /* 1,460 / 1.0488088… = 1,392.0554… */
  g_assert_cmpfloat_with_epsilon (cash[6] - cash[5], 1392.055380, MONEY_EPSILON);
  /* 1,460 · 1.1^(−1/12) = 1,448.4499… */
  g_assert_cmpfloat_with_epsilon (cash[1], 1448.449857, MONEY_EPSILON);

  /* The discounted year is a geometric series: 1,460 · q(1 − q¹²)/(1 − q) with q = 1.1^(−1/12),
   * 16,644.7122… against 17,520 undiscounted. */
  q = pow (1.1, -1.0 / 12.0);
  expected = 1460.0 * q * (1.0 - pow (q, 12)) / (1.0 - q);
  g_assert_cmpfloat_with_epsilon (expected, 16644.712231, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_RENT].totals[BK_CATEGORY_RENT_COMPUTE],
                                  expected, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[12], expected, MONEY_EPSILON);

  /* The nominal amounts are not discounted. */
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 12),
                                  1460.0, MONEY_EPSILON);

  /* Up front counts fully: the capital stays 12,000. The resale after a year at 25 % loss is
   * 9,000, discounted by 1.1: 8,181.8181… */
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].totals[BK_CATEGORY_CAPITAL],
                                  12000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].resale,
                                  8181.818182, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].net[12],
                                  analysis.options[BK_OPTION_BUY].cash[12] - 8181.818182,
                                  MONEY_EPSILON);
}

static void
test_rent_price_change (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) rising = { 0 };
  g_auto(BkEngineResults) falling = { 0 };
  g_auto(BkEngineResults) half_year = { 0 };

  one_gpu_inputs (&in);

  in.horizon_months = 25;

  /* +10 % a year: month m pays 1.1^((m − 1)/12): 1,460 in month 1 and through month 12,
   * 1,606 in month 13, 1,766.60 in month 25. */
  in.value[BK_INPUT_RENT_PRICE_CHANGE] = 10;
  bk_engine_evaluate (&in, &rising);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&rising, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 1),
                                  1460.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&rising, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 13),
                                  1606.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&rising, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 25),
                                  1766.60, MONEY_EPSILON);

  /* −50 % a year: 730 in month 13, 365 in month 25. */
  in.value[BK_INPUT_RENT_PRICE_CHANGE] = -50;
  bk_engine_evaluate (&in, &falling);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&falling, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 1),
                                  1460.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&falling, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 13),
                                  730.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&falling, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 25),
                                  365.0, MONEY_EPSILON);

  /* +21 % a year is +10 % in half a year: month 7 pays 1.21^(6/12) · 1,460 = 1,606. */
  in.value[BK_INPUT_RENT_PRICE_CHANGE] = 21;
  bk_engine_evaluate (&in, &half_year);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&half_year, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 7),
                                  1606.0, MONEY_EPSILON);
  /* The price change touches rent only; egress and storage stay flat (both zero here), and the
   * owned side has no rent at all. */
  g_assert_cmpfloat (bk_test_amount (&half_year, BK_OPTION_BUY, BK_CATEGORY_RENT_COMPUTE, 7), ==, 0.0);
}

static void
test_resale (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) two_years = { 0 };
  g_auto(BkEngineResults) half_year = { 0 };
  const double *cash, *net;

  one_gpu_inputs (&in);

  /* 25 % of the remaining value lost a year: 12,000 · 0.75 = 9,000 after one year,
   * 12,000 · 0.75² = 6,750 after two. */
  in.value[BK_INPUT_ANNUAL_VALUE_LOSS] = 25;
  in.horizon_months = 24;
  bk_engine_evaluate (&in, &two_years);
  g_assert_cmpfloat_with_epsilon (two_years.options[BK_OPTION_BUY].resale,
                                  6750.0, MONEY_EPSILON);
  g_assert_cmpfloat (two_years.options[BK_OPTION_RENT].resale, ==, 0.0);
  cash = two_years.options[BK_OPTION_BUY].cash;
  net = two_years.options[BK_OPTION_BUY].net;
  g_assert_cmpfloat_with_epsilon (net[12], cash[12] - 9000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (net[24], cash[24] - 6750.0, MONEY_EPSILON);
  /* TCO = N[H] = 12,000 + 24 · 116.80 − 6,750 = 8,053.20. */
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&two_years, BK_OPTION_BUY),
                                  8053.20, MONEY_EPSILON);

  /* Half a year: 12,000 · 0.75^(1/2) = 12,000 · 0.8660254… = 10,392.3048… */
  in.horizon_months = 6;
  bk_engine_evaluate (&in, &half_year);
  g_assert_cmpfloat_with_epsilon (half_year.options[BK_OPTION_BUY].resale,
                                  10392.304845, MONEY_EPSILON);
}

static void
test_identity (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };
  guint horizon;

  busy_inputs (&in);
  bk_engine_evaluate (&in, &analysis);
  horizon = analysis.horizon;

  g_assert_cmpuint (horizon, ==, 40);

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      const double *cash = analysis.options[o].cash;
      const double *net = analysis.options[o].net;
      double sum = 0.0;
      double up_front = 0.0;

      /* Sum of the category totals minus the resale value is the TCO. */
      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        sum += analysis.options[o].totals[c];
      bk_test_assert_relative (sum - analysis.options[o].resale,
                       bk_test_tco (&analysis, o));
      g_assert_cmpfloat (bk_test_tco (&analysis, o), ==, net[horizon]);

      /* C[0] is what is paid up front; each month adds its categories, discounted at 7 %. */
      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        up_front += bk_test_amount (&analysis, o, c, 0);
      bk_test_assert_relative (cash[0], up_front);

      for (guint m = 1; m <= horizon; m++)
        {
          double month = 0.0;

          for (guint c = 0; c < BK_N_CATEGORIES; c++)
            month += bk_test_amount (&analysis, o, c, m);
          bk_test_assert_relative (cash[m] - cash[m - 1], month * pow (1.07, -(double) m / 12.0));
          g_assert_cmpfloat (net[m], <=, cash[m]);
        }
    }

  /* The hybrid both owns and rents, so every category takes part in the identity above; the
   * inputs offer no rental terms (test-rental-terms.c checks the identity with them). */
  for (guint c = 0; c < BK_N_CATEGORIES; c++)
    {
      if (c == BK_CATEGORY_RENT_COMMITTED || c == BK_CATEGORY_RENT_SPOT)
        g_assert_cmpfloat (analysis.options[BK_OPTION_HYBRID].totals[c], ==, 0.0);
      else
        g_assert_cmpfloat (analysis.options[BK_OPTION_HYBRID].totals[c], >, 0.0);
    }
}

static void
test_break_even_first_month (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  one_gpu_inputs (&in);

  /* A 100 GPU with no host: C_buy[1] = 100 + 116.80 = 216.80 against C_rent[1] = 1,460. */
  in.value[BK_INPUT_PURCHASE_PRICE] = 100;
  in.owning.host_cost = 0;
  bk_engine_evaluate (&in, &analysis);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].cash[1],
                                  216.80, MONEY_EPSILON);
  g_assert_cmpint (analysis.break_even_month, ==, 1);
}

static void
test_break_even_never (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  one_gpu_inputs (&in);

  /* 100,000 up front never comes back within a year of 17,520 rent. */
  in.value[BK_INPUT_PURCHASE_PRICE] = 100000;
  in.owning.host_cost = 0;
  bk_engine_evaluate (&in, &analysis);
  g_assert_cmpint (analysis.break_even_month, ==, -1);
}

static void
test_break_even_equal (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) equal = { 0 };
  g_auto(BkEngineResults) above = { 0 };

  one_gpu_inputs (&in);

  /* No power price and rent at 1.00: C_rent[m] = 730·m. Buying for 2,190 = 3 · 730 costs exactly
   * as much as renting after three months, and that month counts. */
  in.value[BK_INPUT_PURCHASE_PRICE] = 2190;
  in.owning.host_cost = 0;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 1.0;
  bk_engine_evaluate (&in, &equal);
  g_assert_cmpfloat (equal.options[BK_OPTION_RENT].cash[3], ==, 2190.0);
  g_assert_cmpfloat (equal.options[BK_OPTION_BUY].cash[3], ==, 2190.0);
  g_assert_cmpint (equal.break_even_month, ==, 3);

  /* One more unit of money and it takes a month longer. */
  in.value[BK_INPUT_PURCHASE_PRICE] = 2191;
  bk_engine_evaluate (&in, &above);
  g_assert_cmpint (above.break_even_month, ==, 4);
}

static void
test_optimal_pool (void)
{
  struct {
    double colocation;
    guint  optimal;
    double monthly;
  } cases[] = {
    /* f(k) = 100k + 730·excess(k): 1460, 1012.5, 565, 482.5, 400: own the peak. */
    { 100.0, 4, 400.0 },
    /* 200k: 1460, 1112.5, 765, 782.5, 800: own the base. */
    { 200.0, 2, 765.0 },
    /* 2000k: owning anything costs more than renting it all. */
    { 2000.0, 0, 1460.0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BkEngineInputs in;
      g_auto(BkEngineResults) analysis = { 0 };

      pool_inputs (&in, cases[i].colocation);
      /* A hybrid of one keeps the candidates 2 and 3 off the three options' own arrays. */
      in.demand.hybrid_gpus = 1;
      bk_engine_evaluate (&in, &analysis);
      g_assert_cmpuint (analysis.optimal_owned, ==, cases[i].optimal);
      g_assert_cmpfloat_with_epsilon (analysis.optimal_tco,
                                      12.0 * cases[i].monthly, MONEY_EPSILON);
    }
}

static void
test_optimal_pool_tie (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  pool_inputs (&in, 182.5);

  /* 182.5 per GPU: f = 1460, 1095, 730, 730, 730. Pools of 2, 3 and 4 tie at 12 · 730 = 8,760;
   * the smallest wins. */
  in.demand.hybrid_gpus = 1;
  bk_engine_evaluate (&in, &analysis);
  g_assert_cmpuint (analysis.optimal_owned, ==, 2);
  g_assert_cmpfloat_with_epsilon (analysis.optimal_tco, 8760.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&analysis, BK_OPTION_BUY), 8760.0,
                                  MONEY_EPSILON);
}

/* The optimal pool is found without building arrays; it must agree with the full computation,
 * with every cost in play. The rent price moves the optimum through the pool sizes, and the
 * hybrid is kept off the optimum so that the optimum's own figure comes from the search. */
static void
test_optimal_pool_matches_arrays (void)
{
  const double rents[] = { 0.5, 1.2, 1.6, 2.0, 2.5, 4.0, 8.0 };
  guint interior = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rents); r++)
    {
      BkEngineInputs in;
      g_auto(BkEngineResults) analysis = { 0 };
      guint peak, best_k = 0;
      double best = G_MAXDOUBLE;

      busy_inputs (&in);
      peak = in.demand.base_gpus + in.demand.burst_gpus;
      in.value[BK_INPUT_RENT_PER_GPU_HOUR] = rents[r];

      for (guint k = 0; k <= peak; k++)
        {
          g_auto(BkEngineResults) pool = { 0 };
          double tco;

          in.demand.hybrid_gpus = (int) k;
          bk_engine_evaluate (&in, &pool);
          g_assert_cmpuint (pool.options[BK_OPTION_HYBRID].owned, ==, k);
          tco = bk_test_tco (&pool, BK_OPTION_HYBRID);
          if (tco < best)
            {
              best = tco;
              best_k = k;
            }
        }

      in.demand.hybrid_gpus = best_k == 1 ? 2 : 1;
      bk_engine_evaluate (&in, &analysis);
      g_assert_cmpuint (analysis.optimal_owned, ==, best_k);
      bk_test_assert_relative (analysis.optimal_tco, best);
      interior += best_k > 0 && best_k < peak;
    }

  /* More than the ends of the range were checked. */
  g_assert_cmpuint (interior, >=, 3);
}

/* docs/model.md#the-options: break-even counts from month 1, never up front. Free hardware costs
 * as little as renting up front (0 against 0), and buying breaks even in month 1. */
static void
test_break_even_from_month_one (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };

  one_gpu_inputs (&in);
  in.value[BK_INPUT_PURCHASE_PRICE] = 0;
  in.owning.host_cost = 0;
  bk_engine_evaluate (&in, &results);
  g_assert_cmpfloat (results.options[BK_OPTION_BUY].cash[0], ==,
                     results.options[BK_OPTION_RENT].cash[0]);
  g_assert_cmpint (results.break_even_month, ==, 1);
}

/* docs/model.md#ties: buying's cash above renting's by less than a billionth of it counts as
 * equal. Rent at 1.00 (730 a month), no power, and a purchase 2,190 · (1 + 0.5e-9) breaks even
 * in month 3; 2,190 · (1 + 2e-9) in month 4. */
static void
test_break_even_within_a_billionth (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) inside = { 0 };
  g_auto(BkEngineResults) outside = { 0 };

  one_gpu_inputs (&in);
  in.owning.host_cost = 0;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 1.0;
  in.value[BK_INPUT_PURCHASE_PRICE] = 2190 * (1 + 0.5e-9);
  bk_engine_evaluate (&in, &inside);
  g_assert_cmpfloat (inside.options[BK_OPTION_BUY].cash[3], >,
                     inside.options[BK_OPTION_RENT].cash[3]);
  g_assert_cmpint (inside.break_even_month, ==, 3);

  in.value[BK_INPUT_PURCHASE_PRICE] = 2190 * (1 + 2e-9);
  bk_engine_evaluate (&in, &outside);
  g_assert_cmpint (outside.break_even_month, ==, 4);
}

/* docs/model.md#the-options: the hybrid owns B unless the inputs choose another pool, at most
 * B + P; it counts as an option of its own only with some GPUs but fewer than B + P. */
static void
test_hybrid_pool (void)
{
  BkEngineInputs in;

  quarters_inputs (&in);
  g_assert_cmpuint (bk_engine_owned_gpus (&in, BK_OPTION_RENT), ==, 0);
  g_assert_cmpuint (bk_engine_owned_gpus (&in, BK_OPTION_BUY), ==, 4);
  in.demand.hybrid_gpus = -1;
  g_assert_cmpuint (bk_engine_owned_gpus (&in, BK_OPTION_HYBRID), ==, 2);
  in.demand.hybrid_gpus = 3;
  g_assert_cmpuint (bk_engine_owned_gpus (&in, BK_OPTION_HYBRID), ==, 3);
  in.demand.hybrid_gpus = 9;
  g_assert_cmpuint (bk_engine_owned_gpus (&in, BK_OPTION_HYBRID), ==, 4);
}

/* docs/model.md#no-demand: no GPU in any month. Every option costs nothing, and there is no
 * break-even; with demand over time, a later step is demand, and a step that takes the base
 * away from month 1 on leaves none. */
static void
test_no_demand (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) none = { 0 };
  g_auto(BkEngineResults) later = { 0 };
  g_auto(BkEngineResults) peaks = { 0 };
  g_auto(BkEngineResults) gone = { 0 };

  one_gpu_inputs (&in);
  in.demand.base_gpus = 0;
  in.value[BK_INPUT_ONBOARDING_HOURS] = 40;
  bk_engine_evaluate (&in, &none);
  g_assert_true (none.no_demand);
  g_assert_cmpint (none.break_even_month, ==, -1);
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      g_assert_cmpuint (none.options[o].owned, ==, 0);
      g_assert_cmpfloat (bk_test_tco (&none, o), ==, 0);
    }

  bk_test_inputs_add_step (&in, 7, 2);
  bk_engine_evaluate (&in, &later);
  g_assert_false (later.no_demand);

  /* Peaks alone are demand too: no base until the project ends after month 6 (the step in
   * month 7 comes too late), but 2 GPUs for a week a month. */
  in.demand.burst_gpus = 2;
  in.demand.burst_days = 7;
  in.demand.project_end_month = 6;
  bk_engine_evaluate (&in, &peaks);
  g_assert_true (peaks.demand_changes);
  g_assert_false (peaks.no_demand);
  in.demand.burst_gpus = 0;
  in.demand.project_end_month = 0;

  in.demand.base_gpus = 2;
  in.demand.steps[0] = (BkDemandStep) { 1, -2 };
  bk_engine_evaluate (&in, &gone);
  g_assert_true (gone.demand_changes);
  g_assert_true (gone.no_demand);
  g_assert_cmpint (gone.break_even_month, ==, -1);
}

/* docs/model.md#the-options: the cheapest option, where the hybrid counts only if it owns some
 * but not all GPUs. Per month with the hybrid at 2 (f as in the optimal pool): rent 1,460,
 * hybrid 2c + 365, buy 4c. */
static void
assert_cheapest (double   colocation,
                 int      hybrid_owned,
                 BkOption best)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };

  pool_inputs (&in, colocation);
  in.demand.hybrid_gpus = hybrid_owned;
  bk_engine_evaluate (&in, &results);
  g_assert_cmpint (results.cheapest, ==, best);
}

static void
test_cheapest (void)
{
  /* c = 2,000: rent 1,460, hybrid 4,365, buy 8,000. */
  assert_cheapest (2000.0, -1, BK_OPTION_RENT);
  /* c = 100: rent 1,460, hybrid 565, buy 400. */
  assert_cheapest (100.0, -1, BK_OPTION_BUY);
  /* c = 200: rent 1,460, hybrid 765, buy 800. */
  assert_cheapest (200.0, -1, BK_OPTION_HYBRID);
  /* A hybrid that owns the peak is no hybrid: at 4 it equals buy and buy is the answer. */
  assert_cheapest (200.0, 4, BK_OPTION_BUY);
  /* Nor is a hybrid that owns nothing: at 0 it is renting. */
  assert_cheapest (100.0, 0, BK_OPTION_BUY);
}

/* docs/model.md#ties: renting wins a tie over the hybrid and the hybrid over buying. */
static void
test_cheapest_ties (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };
  double tco[BK_N_OPTIONS] = { 1000.0, 1000.0 * (1 + 0.5e-9), 1000.0 * (1 - 0.5e-9) };

  /* Rent against hybrid at c = 547.5: rent 1,460, hybrid 1,095 + 365 = 1,460, buy 2,190:
   * renting, with less capital at risk. */
  assert_cheapest (547.5, -1, BK_OPTION_RENT);
  /* Hybrid against buy at c = 182.5: hybrid 365 + 365 = 730, buy 730: the hybrid. */
  assert_cheapest (182.5, -1, BK_OPTION_HYBRID);

  /* Within a billionth of each other the three are equal: renting. */
  g_assert_cmpint (bk_engine_cheapest (tco, TRUE, -1), ==, BK_OPTION_RENT);
  g_assert_true (bk_engine_costs_equal (1000.0, 1000.0 * (1 + 0.9e-9)));
  g_assert_false (bk_engine_costs_equal (1000.0, 1000.0 * (1 + 3e-9)));
  tco[BK_OPTION_BUY] = 1000.0 * (1 - 3e-9);
  g_assert_cmpint (bk_engine_cheapest (tco, TRUE, -1), ==, BK_OPTION_BUY);
  g_assert_cmpint (bk_engine_cheapest (tco, TRUE, BK_OPTION_BUY), ==, BK_OPTION_RENT);

  /* Rent against buy: one GPU at 730 a month colocation against 730 rent, nothing else. */
  one_gpu_inputs (&in);
  in.value[BK_INPUT_PURCHASE_PRICE] = 0;
  in.owning.host_cost = 0;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 1.0;
  in.owning.colocation_per_gpu_month = 730;
  bk_engine_evaluate (&in, &results);
  g_assert_cmpfloat (bk_test_tco (&results, BK_OPTION_RENT), ==,
                     bk_test_tco (&results, BK_OPTION_BUY));
  g_assert_cmpint (results.cheapest, ==, BK_OPTION_RENT);
  g_assert_cmpuint (results.optimal_owned, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/options/article-power", test_article_power);
  g_test_add_func ("/engine/options/energy-idle", test_category_energy_idle);
  g_test_add_func ("/engine/options/colocation-maintenance-administration",
                   test_category_colocation_maintenance_administration);
  g_test_add_func ("/engine/options/rent-compute", test_category_rent_compute);
  g_test_add_func ("/engine/options/egress-storage-onboarding", test_category_cloud_side);
  g_test_add_func ("/engine/options/capital", test_category_capital);
  g_test_add_func ("/engine/options/discounting", test_discounting);
  g_test_add_func ("/engine/options/rent-price-change", test_rent_price_change);
  g_test_add_func ("/engine/options/resale", test_resale);
  g_test_add_func ("/engine/options/identity", test_identity);
  g_test_add_func ("/engine/options/break-even/first-month", test_break_even_first_month);
  g_test_add_func ("/engine/options/break-even/never", test_break_even_never);
  g_test_add_func ("/engine/options/break-even/equal", test_break_even_equal);
  g_test_add_func ("/engine/options/break-even/from-month-one", test_break_even_from_month_one);
  g_test_add_func ("/engine/options/break-even/within-a-billionth",
                   test_break_even_within_a_billionth);
  g_test_add_func ("/engine/options/hybrid-pool", test_hybrid_pool);
  g_test_add_func ("/engine/options/no-demand", test_no_demand);
  g_test_add_func ("/engine/options/optimal-pool/cases", test_optimal_pool);
  g_test_add_func ("/engine/options/optimal-pool/tie", test_optimal_pool_tie);
  g_test_add_func ("/engine/options/optimal-pool/matches-arrays",
                   test_optimal_pool_matches_arrays);
  g_test_add_func ("/engine/options/cheapest", test_cheapest);
  g_test_add_func ("/engine/options/cheapest/ties", test_cheapest_ties);

  return g_test_run ();
}
