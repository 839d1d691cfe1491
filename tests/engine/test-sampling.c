/* test-sampling.c: the Monte Carlo samples, their percentiles and the tornado
 * (docs/model.md#uncertainty and #when-to-buy-under-uncertainty), by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bk-engine-test-utils.h"

#define MONEY_EPSILON 1e-6

/* One GPU, busy all the time, for a year; nothing but the purchase and the rent costs money
 * (the hardware is worth nothing after a year), so TCO(rent) = 8,760 h · price and TCO(buy) =
 * the purchase price. */
static void
simple_inputs (BkEngineInputs *in,
               double          purchase,
               double          rent)
{
  bk_test_inputs_plain (in);
  in->value[BK_INPUT_PURCHASE_PRICE] = purchase;
  in->value[BK_INPUT_ANNUAL_VALUE_LOSS] = 100;
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = rent;
}

static void
set_range (BkEngineInputs *in,
           BkInput         input,
           double          low,
           double          high)
{
  in->range[input] = (BkInputRange) { TRUE, low, high };
}

/* Hand-worked quantiles of the triangular distribution (1, 2, 4): F(2) = 1/3. */
static void
test_triangular_formula (void)
{
  g_assert_cmpfloat (bk_triangular_quantile (0, 1, 2, 4), ==, 1);
  g_assert_cmpfloat_with_epsilon (bk_triangular_quantile (1.0 / 3.0, 1, 2, 4), 2, 1e-12);
  /* u = 1/12 below the mode: 1 + √(1/12 · 3 · 1) = 1.5. */
  g_assert_cmpfloat_with_epsilon (bk_triangular_quantile (1.0 / 12.0, 1, 2, 4), 1.5, 1e-12);
  /* u = 1/2 above it: 4 − √(1/2 · 3 · 2) = 4 − √3. */
  g_assert_cmpfloat_with_epsilon (bk_triangular_quantile (0.5, 1, 2, 4), 4 - sqrt (3), 1e-12);
  g_assert_cmpfloat_with_epsilon (bk_triangular_quantile (1 - 1e-15, 1, 2, 4), 4, 1e-6);

  /* A mode at either end, and no width at all. */
  g_assert_cmpfloat_with_epsilon (bk_triangular_quantile (0.75, 0, 0, 1), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (bk_triangular_quantile (0.25, 0, 1, 1), 0.5, 1e-12);
  g_assert_cmpfloat (bk_triangular_quantile (0.3, 5, 5, 5), ==, 5);
  g_assert_cmpfloat (bk_triangular_quantile (0.99, 0.1 + 0.2, 0.1 + 0.2, 0.1 + 0.2), ==, 0.1 + 0.2);
}

static double
triangular_cdf (double x,
                double a,
                double c,
                double b)
{
  if (x <= a)
    return 0;
  if (x >= b)
    return 1;
  if (x <= c)
    return (x - a) * (x - a) / ((b - a) * (c - a));
  return 1 - (b - x) * (b - x) / ((b - a) * (b - c));
}

/* Seeded draws through the quantile follow the distribution: mean (a + b + c)/3, and the
 * empirical distribution function at a few points. */
static void
test_triangular_distribution (void)
{
  const double a = 1, c = 2, b = 4;
  const double points[] = { 1.5, 2, 2.5, 3, 3.5 };
  const guint n = 200000;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree double *x = g_new (double, n);
  guint below[G_N_ELEMENTS (points)] = { 0 };
  double sum = 0;

  for (guint i = 0; i < n; i++)
    {
      x[i] = bk_triangular_quantile (g_rand_double (rand), a, c, b);
      g_assert_cmpfloat (x[i], >=, a);
      g_assert_cmpfloat (x[i], <=, b);
      sum += x[i];
      for (guint j = 0; j < G_N_ELEMENTS (points); j++)
        below[j] += x[i] <= points[j];
    }

  /* The standard deviation is √(7/18) = 0.62, so the mean of 200,000 draws is within 0.0014
   * with 68 % probability; 0.006 is over four standard errors. */
  g_assert_cmpfloat_with_epsilon (sum / n, (a + b + c) / 3, 0.006);

  /* Each share's standard error is at most 0.0011. */
  for (guint j = 0; j < G_N_ELEMENTS (points); j++)
    g_assert_cmpfloat_with_epsilon ((double) below[j] / n, triangular_cdf (points[j], a, c, b),
                                    0.005);
}

/* The reference: sort a copy and take the nearest rank. */
static double
reference_percentile (const double *values,
                      guint         n,
                      guint         percent)
{
  g_autofree double *sorted = g_memdup2 (values, n * sizeof *values);

  qsort (sorted, n, sizeof *sorted, bk_compare_doubles);

  return sorted[bk_percentile_rank (percent, n)];
}

/* The selection finds exactly the values a full sort finds: spread out, with many ties, all
 * equal, squeezed into a spread too narrow for its buckets, with loose bounds, and few. */
static void
test_selection (void)
{
  static const guint percents[BK_SELECTOR_RANKS] = { 10, 50, 90 };
  static const guint sizes[] = { 1, 2, 3, 10, 33, 1000, 10000 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);

  g_assert_cmpuint (bk_percentile_rank (10, 10000), ==, 999);
  g_assert_cmpuint (bk_percentile_rank (50, 3), ==, 1);
  g_assert_cmpuint (bk_percentile_rank (90, 1), ==, 0);
  g_assert_cmpuint (bk_percentile_rank (0, 5), ==, 0);
  g_assert_cmpuint (bk_percentile_rank (100, 5), ==, 4);

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    for (guint kind = 0; kind < 5; kind++)
      {
        guint n = sizes[k];
        g_autofree double *values = g_new (double, n);
        double out[BK_SELECTOR_RANKS];
        double min, max;
        BkSelector sel = { 0 };

        for (guint i = 0; i < n; i++)
          {
            switch (kind)
              {
              case 0: values[i] = g_rand_double_range (rand, -1e6, 1e6); break;
              case 1: values[i] = g_rand_int_range (rand, 0, 7) * 1000.0; break;
              case 2: values[i] = 21900; break;
              case 3: values[i] = 1.0 + g_rand_int_range (rand, 0, 4) * DBL_EPSILON; break;
              default: values[i] = g_rand_double_range (rand, 5, 6); break;
              }
          }

        bk_min_max (values, n, &min, &max);
        if (kind == 4)
          {
            min -= 100;
            max += 1000;
          }

        bk_selector_init (&sel, percents, n);
        bk_selector_select (&sel, values, n, min, max, out);
        for (guint j = 0; j < BK_SELECTOR_RANKS; j++)
          g_assert_cmpfloat (out[j], ==, reference_percentile (values, n, percents[j]));
        bk_selector_clear (&sel);
      }
}

/* docs/model.md#uncertainty: every range is stretched to include the value. The GPU of the
 * tornado at 2.50 an hour with the rent on 1.00–2.00 has the range 1.00–2.50: the tornado moves
 * the rent to 1.00 (renting 8,760 against buying 11,500, a difference of −2,740) and to 2.50
 * (21,900 − 11,500 = 10,400), a swing of 13,140, and the samples are triangular (1, 2.5, 2.5),
 * q(p) = 1 + 1.5 · √p: renting's P50 is 8,760 · 2.0607 = 18,051. On 3.00–4.00 the range is
 * 2.50–4.00: 10,400 and 35,040 − 11,500 = 23,540, the same swing. */
static void
test_stretched_range (void)
{
  BkEngineInputs in;
  g_auto(BkEngineUncertainty) upper = { 0 };
  g_auto(BkEngineUncertainty) lower = { 0 };
  const BkSensitivity *s;

  simple_inputs (&in, 11500, 2.5);
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 1.0, 2.0);
  g_assert_true (bk_engine_run_uncertainty (&in, 10000, 20260101, NULL, NULL, &upper));
  s = &g_array_index (upper.sensitivities, BkSensitivity, 0);
  g_assert_cmpint (s->input, ==, BK_INPUT_RENT_PER_GPU_HOUR);
  g_assert_cmpfloat (s->input_low, ==, 1.0);
  g_assert_cmpfloat (s->input_high, ==, 2.5);
  g_assert_cmpfloat_with_epsilon (s->difference_low, -2740, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (s->difference_high, 10400, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (s->swing, 13140, MONEY_EPSILON);
  /* Sampling error in the median of 10,000 draws is below 0.01 in the price. */
  g_assert_cmpfloat_with_epsilon (upper.tco[BK_OPTION_RENT][BK_BAND_P50],
                                  8760 * (1 + 1.5 * sqrt (0.5)), 8760 * 0.0125);
  g_assert_cmpfloat (upper.bands[BK_OPTION_RENT][BK_BAND_P90][12], <=, 8760 * 2.5);

  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 3.0, 4.0);
  g_assert_true (bk_engine_run_uncertainty (&in, 10000, 20260101, NULL, NULL, &lower));
  s = &g_array_index (lower.sensitivities, BkSensitivity, 0);
  g_assert_cmpfloat (s->input_low, ==, 2.5);
  g_assert_cmpfloat (s->input_high, ==, 4.0);
  g_assert_cmpfloat_with_epsilon (s->difference_low, 10400, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (s->difference_high, 23540, MONEY_EPSILON);
  g_assert_cmpfloat (lower.bands[BK_OPTION_RENT][BK_BAND_P10][12], >=, 8760 * 2.5);
}

/* TCO(rent) = 8,760 · 2.50 = 21,900 and TCO(buy) = 11,500: buying leads by 10,400.
 *   rent 2.00–3.00: 17,520 − 11,500 = 6,020 to 26,280 − 11,500 = 14,780, a swing of 8,760;
 *   purchase 10,000–16,000: 21,900 − 10,000 = 11,900 to 21,900 − 16,000 = 5,900, a swing of
 *   6,000. The rent price moves the difference most. The cooling range does nothing here. */
static void
test_tornado (void)
{
  BkEngineInputs in;
  g_auto(BkEngineUncertainty) result = { 0 };
  g_auto(BkEngineUncertainty) wider = { 0 };
  const BkSensitivity *s;

  simple_inputs (&in, 11500, 2.5);
  set_range (&in, BK_INPUT_PURCHASE_PRICE, 10000, 16000);
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 2.0, 3.0);
  set_range (&in, BK_INPUT_COOLING_OVERHEAD, 30, 50);
  g_assert_true (bk_engine_run_uncertainty (&in, 1000, 5, NULL, NULL, &result));

  g_assert_cmpint (result.leader, ==, BK_OPTION_BUY);
  g_assert_cmpint (result.runner_up, ==, BK_OPTION_RENT);
  g_assert_cmpfloat_with_epsilon (result.difference, 10400, MONEY_EPSILON);
  g_assert_cmpuint (result.sensitivities->len, ==, 3);
  g_assert_cmpuint (result.n_ranges, ==, 3);

  s = &g_array_index (result.sensitivities, BkSensitivity, 0);
  g_assert_cmpint (s->input, ==, BK_INPUT_RENT_PER_GPU_HOUR);
  g_assert_cmpfloat (s->input_low, ==, 2.0);
  g_assert_cmpfloat (s->input_high, ==, 3.0);
  g_assert_cmpfloat_with_epsilon (s->difference_low, 6020, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (s->difference_high, 14780, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (s->swing, 8760, MONEY_EPSILON);

  s = &g_array_index (result.sensitivities, BkSensitivity, 1);
  g_assert_cmpint (s->input, ==, BK_INPUT_PURCHASE_PRICE);
  g_assert_cmpfloat_with_epsilon (s->difference_low, 11900, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (s->difference_high, 5900, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (s->swing, 6000, MONEY_EPSILON);

  s = &g_array_index (result.sensitivities, BkSensitivity, 2);
  g_assert_cmpint (s->input, ==, BK_INPUT_COOLING_OVERHEAD);
  g_assert_cmpfloat (s->swing, ==, 0);

  /* A wider purchase range overtakes the rent price: 5,000–20,000 swings 15,000. */
  set_range (&in, BK_INPUT_PURCHASE_PRICE, 5000, 20000);
  g_assert_true (bk_engine_run_uncertainty (&in, 1000, 5, NULL, NULL, &wider));
  s = &g_array_index (wider.sensitivities, BkSensitivity, 0);
  g_assert_cmpint (s->input, ==, BK_INPUT_PURCHASE_PRICE);
  g_assert_cmpfloat_with_epsilon (s->swing, 15000, MONEY_EPSILON);
}

/* Only the rent price varies, triangular on 2.00–3.00 around 2.50, so every figure follows
 * from its quantiles: q(0.1) = 2 + √(0.1 · 1 · 0.5) = 2.2236, q(0.5) = 2.5,
 * q(0.9) = 3 − √0.05 = 2.7764. Buying costs 11,500 at once and nothing after; renting costs
 * 730 · price a month, so buying breaks even in month ⌈11,500 / (730 · price)⌉: 8 at the low
 * price quantile, 7 at the middle, 6 at the high one. */
static void
test_percentiles (void)
{
  BkEngineInputs in;
  g_auto(BkEngineUncertainty) result = { 0 };
  const double q10 = 2 + sqrt (0.05), q90 = 3 - sqrt (0.05);
  const double *rent10, *rent50, *rent90;

  simple_inputs (&in, 11500, 2.5);
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 2.0, 3.0);
  g_assert_true (bk_engine_run_uncertainty (&in, 10000, 20260101, NULL, NULL, &result));

  rent10 = result.bands[BK_OPTION_RENT][BK_BAND_P10];
  rent50 = result.bands[BK_OPTION_RENT][BK_BAND_P50];
  rent90 = result.bands[BK_OPTION_RENT][BK_BAND_P90];
  g_assert_cmpfloat (rent10[0], ==, 0);
  g_assert_cmpfloat (rent90[0], ==, 0);

  /* Sampling error in a quantile of 10,000 draws is below 0.01 in the price; 0.5 % of it. */
  for (guint m = 1; m <= 12; m++)
    {
      g_assert_cmpfloat_with_epsilon (rent10[m], 730 * m * q10, 730 * m * 0.0125);
      g_assert_cmpfloat_with_epsilon (rent50[m], 730 * m * 2.5, 730 * m * 0.0125);
      g_assert_cmpfloat_with_epsilon (rent90[m], 730 * m * q90, 730 * m * 0.0125);
    }
  g_assert_cmpfloat_with_epsilon (result.tco[BK_OPTION_RENT][BK_BAND_P50], 21900, 110);

  /* Buying does not vary at all. */
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpfloat (result.bands[BK_OPTION_BUY][band][12], ==, 11500);

  g_assert_cmpint (result.break_even[BK_BAND_P10], ==, 6);
  g_assert_cmpint (result.break_even[BK_BAND_P50], ==, 7);
  g_assert_cmpint (result.break_even[BK_BAND_P90], ==, 8);
  /* Renting costs at least 17,520: buying always wins. */
  g_assert_cmpfloat (result.cheaper[BK_OPTION_BUY], ==, 1);
  g_assert_cmpfloat (result.best[BK_OPTION_BUY], ==, 1);
  g_assert_cmpfloat (result.best[BK_OPTION_RENT], ==, 0);
}

/* Buying at 21,900, renting's cost at the middle price: each wins half the samples, and buying
 * breaks even within the year only where the price is above 2.50. Its P10 is the month for
 * the 90th price percentile, ⌈21,900 / (730 · 2.7764)⌉ = ⌈10.8⌉ = 11; its P90 is "never". */
static void
test_never_breaks_even (void)
{
  BkEngineInputs in;
  g_auto(BkEngineUncertainty) result = { 0 };

  simple_inputs (&in, 21900, 2.5);
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 2.0, 3.0);
  g_assert_true (bk_engine_run_uncertainty (&in, 10000, 20260101, NULL, NULL, &result));

  g_assert_cmpint (result.break_even[BK_BAND_P10], ==, 11);
  g_assert_cmpint (result.break_even[BK_BAND_P90], ==, -1);
  /* The standard error of a share of 10,000 is 0.005. */
  g_assert_cmpfloat_with_epsilon (result.cheaper[BK_OPTION_BUY], 0.5, 0.025);
  g_assert_cmpfloat_with_epsilon (result.best[BK_OPTION_BUY] + result.best[BK_OPTION_RENT], 1,
                                  1e-12);
}

/* One sample is one draw of every ranged input and the model run on it: a run of one sample
 * reports that sample's TCOs as all its percentiles, to the last bit. */
static void
test_one_sample (void)
{
  BkEngineInputs in;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  double x[BK_N_INPUTS], tco[BK_N_OPTIONS];

  bk_test_inputs_hybrid (&in);
  set_range (&in, BK_INPUT_PURCHASE_PRICE, 9000, 15000);
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 1.5, 4.0);
  set_range (&in, BK_INPUT_UTILISATION, 50, 90);

  bk_engine_sample (&in, rand, x);
  for (guint i = 0; i < BK_N_INPUTS; i++)
    if (!in.range[i].set)
      g_assert_cmpfloat (x[i], ==, in.value[i]);
  g_assert_cmpfloat (x[BK_INPUT_PURCHASE_PRICE], >=, 9000);
  g_assert_cmpfloat (x[BK_INPUT_PURCHASE_PRICE], <=, 15000);
  g_assert_cmpfloat (x[BK_INPUT_RENT_PER_GPU_HOUR], !=, in.value[BK_INPUT_RENT_PER_GPU_HOUR]);

  bk_engine_evaluate_tco (&in, x, tco);
  for (guint seed = 1; seed < 4; seed++)
    {
      g_autoptr(GRand) again = g_rand_new_with_seed (seed);
      g_auto(BkEngineUncertainty) one = { 0 };
      BkEngineInputs fixed;
      BkEngineResults sample;

      bk_engine_sample (&in, again, x);
      bk_engine_evaluate_tco (&in, x, tco);
      g_assert_true (bk_engine_run_uncertainty (&in, 1, seed, NULL, NULL, &one));
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
          g_assert_cmpfloat (one.tco[o][band], ==, tco[o]);

      /* The break-even too: the sample's own, in every percentile. */
      fixed = in;
      memcpy (fixed.value, x, sizeof fixed.value);
      memset (fixed.range, 0, sizeof fixed.range);
      bk_engine_evaluate (&fixed, &sample);
      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        g_assert_cmpint (one.break_even[band], ==, sample.break_even_month);
      bk_engine_results_clear (&sample);
    }
}

/* Ranges of zero width give the single-value figures, to the last bit, with demand over time,
 * rental terms and tax too. */
static void
test_zero_width (void)
{
  for (guint variant = 0; variant < 3; variant++)
    {
      BkEngineInputs in;
      g_auto(BkEngineResults) results = { 0 };
      g_auto(BkEngineUncertainty) sampled = { 0 };

      bk_test_inputs_hybrid (&in);
      if (variant >= 1)
        {
          bk_test_inputs_add_step (&in, 13, 2);
          in.value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = 1.4;
          in.value[BK_INPUT_SPOT_PRICE_PER_GPU_HOUR] = 1.2;
        }
      if (variant == 2)
        {
          in.money.tax_enabled = TRUE;
          in.value[BK_INPUT_RESALE_DISCOUNT] = 15;
          in.value[BK_INPUT_LOST_HOURS] = 3;
        }
      for (guint i = 0; i < BK_N_INPUTS; i++)
        set_range (&in, i, in.value[i], in.value[i]);

      bk_engine_evaluate (&in, &results);
      g_assert_true (bk_engine_run_uncertainty (&in, 300, 1, NULL, NULL, &sampled));
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
          {
            g_assert_cmpmem (sampled.bands[o][band], (results.horizon + 1) * sizeof (double),
                             results.options[o].cash, (results.horizon + 1) * sizeof (double));
            g_assert_cmpfloat (sampled.tco[o][band], ==, bk_test_tco (&results, o));
          }
      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        g_assert_cmpint (sampled.break_even[band], ==, results.break_even_month);
      g_assert_cmpfloat (sampled.best[results.cheapest], ==, 1.0);
    }
}

/* docs/model.md#when-to-buy-under-uncertainty, by hand: no demand in months 1..6 and 6 GPUs from
 * month 7, colocation 800 a GPU-month, the hourly rent 1.00 in 0.50..2.00. Renting throughout is
 * the single-value strategy and buying 1 GPU the cheapest way of buying now; a sample buys that
 * GPU in month 6 when its rent is above 800 / 730 = 1.0959 an hour (54.5 % of the samples) and
 * never otherwise. */
static void
test_when_to_buy (void)
{
  BkEngineInputs in;
  BkStrategy s;
  g_auto(BkEngineUncertainty) fixed = { 0 };
  g_auto(BkEngineUncertainty) one = { 0 };
  g_auto(BkEngineUncertainty) result = { 0 };

  bk_test_inputs_plain (&in);
  in.value[BK_INPUT_PURCHASE_PRICE] = 0;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in.owning.colocation_per_gpu_month = 800;
  in.demand.base_gpus = 0;
  bk_test_inputs_add_step (&in, 7, 6);
  bk_engine_search_strategy (&in, NULL, &s, NULL);
  g_assert_cmpuint (s.final_gpus, ==, 0);
  g_assert_cmpfloat_with_epsilon (s.tco, 36 * 730, 1e-4);
  g_assert_cmpuint (s.buy_now_gpus, ==, 1);
  g_assert_cmpfloat_with_epsilon (s.buy_now_tco, 9600 + 30 * 730, 1e-4);

  /* With a range of zero width every sample rents throughout, as the single value does. */
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 1.0, 1.0);
  g_assert_true (bk_engine_run_uncertainty (&in, 500, 7, NULL, NULL, &fixed));
  g_assert_true (fixed.has_strategy);
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpuint (fixed.buy_month[band], ==, 13);
  g_assert_cmpfloat (fixed.waiting, ==, 1.0);
  g_assert_cmpfloat (fixed.never, ==, 1.0);

  /* One sample at 1.50 an hour (above 1.0959) is a run whose every percentile is its month. */
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 1.5;
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 1.5, 1.5);
  g_assert_true (bk_engine_run_uncertainty (&in, 1, 7, NULL, NULL, &one));
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpuint (one.buy_month[band], ==, 6);
  g_assert_cmpfloat (one.never, ==, 0);

  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 1.0;
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 0.5, 2.0);
  g_assert_true (bk_engine_run_uncertainty (&in, 10000, 20260101, NULL, NULL, &result));
  g_assert_cmpuint (result.buy_month[BK_BAND_P10], ==, 6);
  g_assert_cmpuint (result.buy_month[BK_BAND_P50], ==, 6);
  g_assert_cmpuint (result.buy_month[BK_BAND_P90], ==, 13);
  g_assert_cmpuint (result.strategy_first, ==, 0);
  g_assert_cmpuint (result.strategy_final, ==, 1);
  g_assert_cmpfloat (result.waiting, ==, 1.0);
  /* (2 − 1.0959)² / (1.5 · 1) = 54.5 % buy in month 6; the standard error is 0.5 %. */
  g_assert_cmpfloat_with_epsilon (1.0 - result.never, pow (2 - 800.0 / 730, 2) / 1.5, 0.025);
}

/* docs/model.md#when-to-buy-under-uncertainty: never buying wins a tie with buying now when the
 * sample keeps fewer GPUs (k = 0 < p = 1). One GPU busy all year at 1.00 an hour (730 a month)
 * against free hardware housed for 730 a month: renting, buying now and buying in any month all
 * cost 8,760, and every sample rents throughout. */
static void
test_when_to_buy_tie (void)
{
  BkEngineInputs in;
  g_auto(BkEngineUncertainty) result = { 0 };

  bk_test_inputs_plain (&in);
  in.value[BK_INPUT_PURCHASE_PRICE] = 0;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in.owning.colocation_per_gpu_month = 730;
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 1.0, 1.0);
  g_assert_true (bk_engine_run_uncertainty (&in, 100, 5, NULL, NULL, &result));

  g_assert_true (result.has_strategy);
  g_assert_cmpuint (result.strategy_first, ==, 0);
  g_assert_cmpuint (result.strategy_final, ==, 1);
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpuint (result.buy_month[band], ==, 13);
  g_assert_cmpfloat (result.never, ==, 1.0);
}

/* docs/model.md#when-to-buy-under-uncertainty with a used-market discount: each sample's month
 * search sells at (1 − d) of the price. No demand in months 1..6 and one GPU from month 7, a
 * card of 10,000, rent 730 a GPU-month, the value loss L on 0–20 % around 10 %. Buying the GPU in
 * month 6 costs 10,000 · (1 − (1 − d) · (1 − L)^0.5) and never buying 6 · 730 = 4,380. At d = 0
 * month 6 costs at most 10,000 · (1 − 0.8^0.5) = 1,056 and every sample buys then; at d = 50 %
 * it costs at least 5,000 (buying now at least 5,000 too, a later month more) and every sample
 * rents throughout. */
static void
test_when_to_buy_resale_discount (void)
{
  BkEngineInputs in;
  g_auto(BkEngineUncertainty) full = { 0 };
  g_auto(BkEngineUncertainty) discounted = { 0 };

  bk_test_inputs_plain (&in);
  in.demand.base_gpus = 0;
  bk_test_inputs_add_step (&in, 7, 1);
  in.value[BK_INPUT_ANNUAL_VALUE_LOSS] = 10;
  set_range (&in, BK_INPUT_ANNUAL_VALUE_LOSS, 0, 20);

  g_assert_true (bk_engine_run_uncertainty (&in, 2000, 3, NULL, NULL, &full));
  g_assert_true (full.has_strategy);
  g_assert_cmpuint (full.strategy_first, ==, 0);
  g_assert_cmpuint (full.strategy_final, ==, 1);
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpuint (full.buy_month[band], ==, 6);
  g_assert_cmpfloat (full.never, ==, 0);

  in.value[BK_INPUT_RESALE_DISCOUNT] = 50;
  g_assert_true (bk_engine_run_uncertainty (&in, 2000, 3, NULL, NULL, &discounted));
  g_assert_true (discounted.has_strategy);
  g_assert_cmpuint (discounted.strategy_first, ==, 0);
  g_assert_cmpuint (discounted.strategy_final, ==, 1);
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpuint (discounted.buy_month[band], ==, 13);
  g_assert_cmpfloat (discounted.never, ==, 1.0);
  g_assert_cmpfloat (discounted.waiting, ==, 1.0);
}

static gboolean
cancel_at_once (gpointer data)
{
  guint *asked = data;

  (*asked)++;
  return TRUE;
}

/* A cancelled run says so and leaves nothing to free. */
static void
test_cancelled (void)
{
  BkEngineInputs in;
  BkEngineUncertainty result;
  guint asked = 0;

  simple_inputs (&in, 11500, 2.5);
  set_range (&in, BK_INPUT_RENT_PER_GPU_HOUR, 2.0, 3.0);
  g_assert_false (bk_engine_run_uncertainty (&in, 1000, 1, cancel_at_once, &asked, &result));
  g_assert_cmpuint (asked, ==, 1);
  g_assert_null (result.block);
  g_assert_null (result.sensitivities);

  /* The samples of a demand over time ask after their first block. */
  bk_test_inputs_add_step (&in, 5, 1);
  asked = 0;
  g_assert_false (bk_engine_run_uncertainty (&in, 1000, 1, cancel_at_once, &asked, &result));
  g_assert_cmpuint (asked, ==, 1);
  g_assert_null (result.block);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/sampling/triangular/formula", test_triangular_formula);
  g_test_add_func ("/engine/sampling/triangular/distribution", test_triangular_distribution);
  g_test_add_func ("/engine/sampling/selection", test_selection);
  g_test_add_func ("/engine/sampling/one-sample", test_one_sample);
  g_test_add_func ("/engine/sampling/zero-width", test_zero_width);
  g_test_add_func ("/engine/sampling/percentiles", test_percentiles);
  g_test_add_func ("/engine/sampling/never-breaks-even", test_never_breaks_even);
  g_test_add_func ("/engine/sampling/tornado", test_tornado);
  g_test_add_func ("/engine/sampling/when-to-buy", test_when_to_buy);
  g_test_add_func ("/engine/sampling/when-to-buy/resale-discount",
                   test_when_to_buy_resale_discount);
  g_test_add_func ("/engine/sampling/stretched-range", test_stretched_range);
  g_test_add_func ("/engine/sampling/when-to-buy/tie", test_when_to_buy_tie);
  g_test_add_func ("/engine/sampling/cancelled", test_cancelled);

  return g_test_run ();
}
