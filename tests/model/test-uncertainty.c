/* test-uncertainty.c: ranges on the profile, the triangular sampler, the Monte Carlo bands and
 * the sensitivity analysis
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-workload.h"

static void
assert_range (BkProfile  *profile,
              const char *field,
              double      low,
              double      high)
{
  double l = NAN, h = NAN;

  if (!bk_profile_get_range (profile, field, &l, &h))
    g_error ("%s has no range", field);
  g_assert_cmpfloat_with_epsilon (l, low, 1e-9);
  g_assert_cmpfloat_with_epsilon (h, high, 1e-9);
}

/* The range API: set, get, clear, copies, equality and one "changed" per change. */
static void
test_ranges_api (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  g_autoptr(BkProfile) copy = NULL;
  guint changed = 0;
  double low = -1, high = -1;
  BkInput input;

  g_signal_connect (profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);

  g_assert_false (bk_profile_has_ranges (profile));
  g_assert_false (bk_profile_get_range (profile, "pricing.cooling-overhead", &low, &high));
  g_assert_cmpfloat (low, ==, -1);

  bk_profile_set_range (profile, "pricing.cooling-overhead", 30, 50);
  g_assert_cmpuint (changed, ==, 1);
  bk_profile_set_range (profile, "pricing.cooling-overhead", 30, 50);
  g_assert_cmpuint (changed, ==, 1);
  assert_range (profile, "pricing.cooling-overhead", 30, 50);
  g_assert_true (bk_profile_has_ranges (profile));

  copy = bk_profile_copy (profile);
  g_assert_true (bk_profile_equal (profile, copy));
  assert_range (copy, "pricing.cooling-overhead", 30, 50);

  bk_profile_set_range (copy, "pricing.cooling-overhead", 30, 55);
  g_assert_false (bk_profile_equal (profile, copy));

  /* Assigning a different range is one change; assigning the same again none. */
  bk_profile_assign (profile, copy);
  g_assert_cmpuint (changed, ==, 2);
  assert_range (profile, "pricing.cooling-overhead", 30, 55);
  bk_profile_assign (profile, copy);
  g_assert_cmpuint (changed, ==, 2);

  bk_profile_clear_range (profile, "pricing.cooling-overhead");
  g_assert_cmpuint (changed, ==, 3);
  bk_profile_clear_range (profile, "pricing.cooling-overhead");
  g_assert_cmpuint (changed, ==, 3);
  g_assert_false (bk_profile_has_ranges (profile));
  g_assert_false (bk_profile_equal (profile, copy));

  /* Assigning a profile without the range clears it. */
  bk_profile_assign (copy, profile);
  g_assert_false (bk_profile_has_ranges (copy));

  bk_profile_set_range (profile, "workload.utilisation", 40, 70);
  bk_profile_set_range (profile, "hardware.purchase-price", 9000, 14000);
  g_assert_cmpuint (changed, ==, 5);
  bk_profile_clear_ranges (profile);
  g_assert_cmpuint (changed, ==, 6);
  g_assert_false (bk_profile_has_ranges (profile));

  /* The names and limits of the inputs. */
  g_assert_true (bk_input_from_field ("pricing.rent-per-gpu-hour", &input));
  g_assert_cmpint (input, ==, BK_INPUT_RENT_PER_GPU_HOUR);
  g_assert_cmpstr (bk_input_to_field (BK_INPUT_UTILISATION), ==, "workload.utilisation");
  g_assert_false (bk_input_from_field ("pricing.currency", NULL));
  g_assert_false (bk_input_from_field ("utilisation", NULL));
  g_assert_true (bk_input_get_limits (BK_INPUT_RENT_PRICE_CHANGE, &low, &high));
  g_assert_cmpfloat (low, ==, -100);
  g_assert_cmpfloat (high, ==, 100);
  g_assert_cmpfloat (bk_profile_get_input_value (profile, BK_INPUT_COOLING_OVERHEAD), ==, 40);
  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      g_assert_true (bk_input_from_field (bk_input_to_field (i), &input));
      g_assert_cmpint (input, ==, i);
    }
}

/* Setting an input's value goes to the property it lives in, with one "changed". */
static void
test_input_values (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  guint changed = 0;

  g_signal_connect (profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);

  bk_profile_set_input_value (profile, BK_INPUT_RENT_PER_GPU_HOUR, 3.25);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (profile)), ==, 3.25);
  g_assert_cmpuint (changed, ==, 1);
  bk_profile_set_input_value (profile, BK_INPUT_RENT_PER_GPU_HOUR, 3.25);
  g_assert_cmpuint (changed, ==, 1);

  bk_profile_set_input_value (profile, BK_INPUT_UTILISATION, 35);
  g_assert_cmpfloat (bk_workload_get_utilisation (bk_profile_get_workload (profile)), ==, 35);
  bk_profile_set_input_value (profile, BK_INPUT_PURCHASE_PRICE, 9000);
  g_assert_cmpfloat (bk_hardware_get_purchase_price (bk_profile_get_hardware (profile)), ==, 9000);
  g_assert_cmpuint (changed, ==, 3);

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      double value = bk_profile_get_input_value (profile, i);

      bk_profile_set_input_value (profile, i, value);
      g_assert_cmpfloat (bk_profile_get_input_value (profile, i), ==, value);
      g_assert_nonnull (bk_input_get_title (i));
    }
  g_assert_cmpuint (changed, ==, 3);

  /* Each input reads back from where it was written, and its file name names that property. */
  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      const char *property = strchr (bk_input_to_field (i), '.') + 1;
      double minimum, maximum, stored = NAN;
      double value;
      GObject *part;

      g_assert_true (bk_input_get_limits (i, &minimum, &maximum));
      value = minimum + (maximum - minimum) * (i + 1) / (BK_N_INPUTS + 2);
      bk_profile_set_input_value (profile, i, value);
      g_assert_cmpfloat (bk_profile_get_input_value (profile, i), ==, value);

      if (g_str_has_prefix (bk_input_to_field (i), "hardware."))
        part = G_OBJECT (bk_profile_get_hardware (profile));
      else if (g_str_has_prefix (bk_input_to_field (i), "pricing."))
        part = G_OBJECT (bk_profile_get_pricing (profile));
      else
        part = G_OBJECT (bk_profile_get_workload (profile));
      g_object_get (part, property, &stored, NULL);
      g_assert_cmpfloat (stored, ==, value);
    }
}

static void
test_ranges_refused (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  guint changed = 0;

  g_signal_connect (profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);

  /* Each is a broken precondition: a critical, and nothing changes. */
  g_test_expect_message ("bk-profile", G_LOG_LEVEL_CRITICAL, "*range_is_valid*");
  bk_profile_set_range (profile, "pricing.cooling-overhead", 60, 50);
  g_test_assert_expected_messages ();
  g_test_expect_message ("bk-profile", G_LOG_LEVEL_CRITICAL, "*range_is_valid*");
  bk_profile_set_range (profile, "workload.utilisation", 50, 120);
  g_test_assert_expected_messages ();
  g_test_expect_message ("bk-profile", G_LOG_LEVEL_CRITICAL, "*range_is_valid*");
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", NAN, 3);
  g_test_assert_expected_messages ();
  g_test_expect_message ("bk-profile", G_LOG_LEVEL_CRITICAL, "*bk_input_from_field*");
  bk_profile_set_range (profile, "pricing.currency", 1, 2);
  g_test_assert_expected_messages ();

  g_assert_cmpuint (changed, ==, 0);
  g_assert_false (bk_profile_has_ranges (profile));
}

/* The defaults' sources: the catalogue's offers and the article. */
static void
test_default_ranges (void)
{
  g_autoptr(BkCatalogue) catalogue = bk_test_load_catalogue ();
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  guint changed = 0;

  g_signal_connect (profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);

  /* The default A100 80GB SXM at €2.50, which is no catalogue offer: the article's €1.50–4.00. */
  bk_profile_fill_default_ranges (profile, catalogue);
  g_assert_cmpuint (changed, ==, 1);
  assert_range (profile, "pricing.rent-per-gpu-hour", 1.5, 4.0);
  assert_range (profile, "pricing.cooling-overhead", 30, 50);
  assert_range (profile, "pricing.onboarding-hours", 40, 80);
  assert_range (profile, "pricing.electricity-price", 0.18, 0.40);
  assert_range (profile, "hardware.annual-value-loss", 15, 35);
  assert_range (profile, "workload.utilisation", 50, 70);
  assert_range (profile, "hardware.purchase-price", 11500 * 0.8, 11500 * 1.2);
  g_assert_false (bk_profile_get_range (profile, "pricing.rent-price-change", NULL, NULL));
  g_assert_false (bk_profile_get_range (profile, "pricing.admin-hours-per-month", NULL, NULL));

  /* Filling again changes nothing. */
  bk_profile_fill_default_ranges (profile, catalogue);
  g_assert_cmpuint (changed, ==, 1);

  /* Crusoe's price: the specialised clouds' span, RunPod's Secure Cloud $1.79 to Lambda $2.79. */
  bk_pricing_set_rent_per_gpu_hour (pricing, 2.30);
  bk_profile_fill_default_ranges (profile, catalogue);
  assert_range (profile, "pricing.rent-per-gpu-hour", 1.79, 2.79);

  /* Values outside the suggested spans stretch them; limits clamp them. */
  bk_pricing_set_cooling_overhead (pricing, 60);
  bk_workload_set_utilisation (bk_profile_get_workload (profile), 95);
  bk_pricing_set_currency (pricing, "USD");
  bk_pricing_set_electricity_price (pricing, 0.30);
  bk_profile_fill_default_ranges (profile, catalogue);
  assert_range (profile, "pricing.cooling-overhead", 30, 60);
  assert_range (profile, "workload.utilisation", 85, 100);
  assert_range (profile, "pricing.electricity-price", 0.30 * 0.18 / 0.40, 0.30);

  /* A GPU the catalogue does not know: the article's A100 spread around the price. */
  bk_hardware_set_name (bk_profile_get_hardware (profile), "Home-made accelerator");
  bk_pricing_set_rent_per_gpu_hour (pricing, 2.75);
  bk_profile_fill_default_ranges (profile, catalogue);
  assert_range (profile, "pricing.rent-per-gpu-hour", 1.5, 4.0);
  bk_profile_fill_default_ranges (profile, NULL);
  assert_range (profile, "pricing.rent-per-gpu-hour", 1.5, 4.0);
}

/* Every input that can vary given the defaults' ranges, plus the two without a default. */
static BkProfile *
new_ranged_profile (void)
{
  g_autoptr(BkCatalogue) catalogue = bk_test_load_catalogue ();
  BkProfile *profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_gpus (workload, 6);
  bk_workload_set_burst_gpus (workload, 4);
  bk_workload_set_burst_days (workload, 5);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_utilisation (workload, 75);
  bk_workload_set_horizon_months (workload, 48);
  bk_profile_fill_default_ranges (profile, catalogue);
  bk_profile_set_range (profile, "pricing.rent-price-change", -20, 0);
  bk_profile_set_range (profile, "pricing.admin-hours-per-month", 4, 16);

  return profile;
}

static void
assert_same_results (BkUncertainty *a,
                     BkUncertainty *b)
{
  guint n = bk_uncertainty_get_horizon (a) + 1;

  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    {
      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        {
          g_assert_cmpmem (bk_uncertainty_get_band (a, o, band), n * sizeof (double),
                           bk_uncertainty_get_band (b, o, band), n * sizeof (double));
          g_assert_cmpfloat (bk_uncertainty_get_tco (a, o, band), ==,
                             bk_uncertainty_get_tco (b, o, band));
        }
      g_assert_cmpfloat (bk_uncertainty_get_probability_cheaper (a, o), ==,
                         bk_uncertainty_get_probability_cheaper (b, o));
      g_assert_cmpfloat (bk_uncertainty_get_probability_best (a, o), ==,
                         bk_uncertainty_get_probability_best (b, o));
    }

  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpint (bk_uncertainty_get_break_even (a, band), ==,
                     bk_uncertainty_get_break_even (b, band));
}

static void
test_seeding (void)
{
  g_autoptr(BkProfile) profile = new_ranged_profile ();
  g_autoptr(BkUncertainty) first = NULL;
  g_autoptr(BkUncertainty) again = NULL;
  g_autoptr(BkUncertainty) other = NULL;
  g_autoptr(GError) error = NULL;
  guint n;
  gboolean differs = FALSE;

  first = bk_uncertainty_new (profile, 2000, 42, NULL, &error);
  g_assert_no_error (error);
  again = bk_uncertainty_new (profile, 2000, 42, NULL, &error);
  g_assert_no_error (error);
  other = bk_uncertainty_new (profile, 2000, 43, NULL, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (bk_uncertainty_get_n_samples (first), ==, 2000);
  g_assert_cmpuint (bk_uncertainty_get_seed (first), ==, 42);
  g_assert_cmpuint (bk_uncertainty_get_n_ranges (first), ==, 9);
  assert_same_results (first, again);

  n = bk_uncertainty_get_horizon (first) + 1;
  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
      differs |= memcmp (bk_uncertainty_get_band (first, o, band),
                         bk_uncertainty_get_band (other, o, band), n * sizeof (double)) != 0;
  g_assert_true (differs);

  /* Bands are ordered, and the single value lies within P10–P90 at the horizon. */
  {
    g_autoptr(BkAnalysis) analysis = bk_analysis_new (profile, NULL);
    guint h = n - 1;

    for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
      {
        const double *p10 = bk_uncertainty_get_band (first, o, BK_BAND_P10);
        const double *p50 = bk_uncertainty_get_band (first, o, BK_BAND_P50);
        const double *p90 = bk_uncertainty_get_band (first, o, BK_BAND_P90);

        for (guint m = 0; m < n; m++)
          {
            g_assert_cmpfloat (p10[m], <=, p50[m]);
            g_assert_cmpfloat (p50[m], <=, p90[m]);
          }
        g_assert_cmpfloat (p10[h], <, p90[h]);
        g_assert_cmpfloat (bk_analysis_get_cash (analysis, o)[h], >=, p10[h]);
        g_assert_cmpfloat (bk_analysis_get_cash (analysis, o)[h], <=, p90[h]);
      }
  }
}

static void
set_zero_width_ranges (BkProfile *profile)
{
  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      double value = bk_profile_get_input_value (profile, i);

      bk_profile_set_range (profile, bk_input_to_field (i), value, value);
    }
}

/* Ranges of zero width give the single-value analysis, to the last bit. */
static void
check_zero_width (BkProfile *profile)
{
  g_autoptr(BkAnalysis) analysis = bk_analysis_new (profile, NULL);
  g_autoptr(BkUncertainty) result = NULL;
  g_autoptr(GError) error = NULL;
  guint horizon = bk_analysis_get_horizon (analysis);
  BkOption best = bk_analysis_get_best_option (analysis);
  double tco_rent = bk_analysis_get_tco (analysis, BK_OPTION_RENT);

  result = bk_uncertainty_new (profile, 500, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bk_uncertainty_get_horizon (result), ==, horizon);

  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    {
      const double *cash = bk_analysis_get_cash (analysis, o);
      double tco = bk_analysis_get_tco (analysis, o);

      g_assert_cmpuint (bk_uncertainty_get_owned_gpus (result, o), ==,
                        bk_analysis_get_owned_gpus (analysis, o));
      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        {
          const double *values = bk_uncertainty_get_band (result, o, band);

          for (guint m = 0; m <= horizon; m++)
            if (values[m] != cash[m])
              g_error ("option %d, band %d, month %u: %.17g is not the analysis' %.17g",
                       o, band, m, values[m], cash[m]);
          g_assert_cmpfloat (bk_uncertainty_get_tco (result, o, band), ==, tco);
        }

      if (o != BK_OPTION_RENT)
        g_assert_cmpfloat (bk_uncertainty_get_probability_cheaper (result, o), ==,
                           tco < tco_rent && fabs (tco - tco_rent) > 1e-9 * fabs (tco_rent) ? 1 : 0);
      g_assert_cmpfloat (bk_uncertainty_get_probability_best (result, o), ==, o == best ? 1 : 0);
    }

  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpint (bk_uncertainty_get_break_even (result, band), ==,
                     bk_analysis_get_break_even_month (analysis));

  g_assert_cmpint (bk_uncertainty_get_leader (result), ==, best);
  g_assert_cmpfloat (bk_uncertainty_get_difference (result), ==,
                     bk_analysis_get_tco (analysis, bk_uncertainty_get_runner_up (result))
                     - bk_analysis_get_tco (analysis, best));

  /* Every bar of the tornado has no width. */
  for (guint i = 0; i < bk_uncertainty_get_n_sensitivities (result); i++)
    {
      const BkSensitivity *s = bk_uncertainty_get_sensitivity (result, i);

      g_assert_cmpfloat (s->swing, ==, 0);
      g_assert_cmpfloat (s->difference_low, ==, bk_uncertainty_get_difference (result));
    }
}

static void
test_zero_width (void)
{
  g_autoptr(BkProfile) plain = bk_profile_new ();
  g_autoptr(BkProfile) ranged = new_ranged_profile ();
  g_autoptr(BkProfile) discounted = bk_profile_new ();
  g_autoptr(BkProfile) burst = bk_profile_new ();
  BkWorkload *w;

  /* Without any range, and with zero-width ranges everywhere. */
  check_zero_width (plain);
  set_zero_width_ranges (plain);
  check_zero_width (plain);

  set_zero_width_ranges (ranged);
  check_zero_width (ranged);

  /* An LLM team that buys, with a break-even month, rent falling fast and a high discount. */
  w = bk_profile_get_workload (discounted);
  bk_workload_set_gpus (w, 8);
  bk_workload_set_utilisation (w, 95);
  bk_workload_set_horizon_months (w, 120);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (discounted), 5.5);
  bk_pricing_set_rent_price_change (bk_profile_get_pricing (discounted), -25);
  bk_pricing_set_discount_rate (bk_profile_get_pricing (discounted), 9);
  set_zero_width_ranges (discounted);
  check_zero_width (discounted);

  /* Peaks only, and a hybrid of its own. */
  w = bk_profile_get_workload (burst);
  bk_workload_set_gpus (w, 3);
  bk_workload_set_burst_gpus (w, 9);
  bk_workload_set_burst_days (w, 3);
  bk_workload_set_burst_interval_days (w, 14);
  bk_workload_set_hybrid_owned_gpus (w, 5);
  set_zero_width_ranges (burst);
  check_zero_width (burst);
}

static void
test_cancelled (void)
{
  g_autoptr(BkProfile) profile = new_ranged_profile ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(BkUncertainty) result = NULL;
  g_autoptr(GError) error = NULL;

  g_cancellable_cancel (cancellable);
  result = bk_uncertainty_new (profile, BK_UNCERTAINTY_SAMPLES, 1, cancellable, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* On a worker thread: the same figures as on this one; a cancelled run reports so; the profile
 * may change right after the call without touching the run. */
static void
test_async (void)
{
  g_autoptr(BkProfile) profile = new_ranged_profile ();
  g_autoptr(BkUncertainty) sync_result = NULL;
  g_autoptr(BkUncertainty) async_result = NULL;
  g_autoptr(BkUncertainty) cancelled_result = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) done = NULL;
  g_autoptr(GAsyncResult) cancelled = NULL;
  g_autoptr(GError) error = NULL;

  sync_result = bk_uncertainty_new (profile, 3000, 9, NULL, &error);
  g_assert_no_error (error);

  bk_uncertainty_new_async (profile, 3000, 9, NULL, bk_test_async_result_cb, &done);
  bk_uncertainty_new_async (profile, 3000, 9, cancellable, bk_test_async_result_cb, &cancelled);
  g_cancellable_cancel (cancellable);
  bk_workload_set_gpus (bk_profile_get_workload (profile), 40);
  bk_profile_clear_ranges (profile);

  async_result = bk_uncertainty_new_finish (bk_test_wait_for_result (&done), &error);
  g_assert_no_error (error);
  assert_same_results (sync_result, async_result);

  cancelled_result = bk_uncertainty_new_finish (bk_test_wait_for_result (&cancelled), &error);
  g_assert_null (cancelled_result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uncertainty/ranges/api", test_ranges_api);
  g_test_add_func ("/uncertainty/ranges/refused", test_ranges_refused);
  g_test_add_func ("/uncertainty/inputs/values", test_input_values);
  g_test_add_func ("/uncertainty/ranges/defaults", test_default_ranges);
  g_test_add_func ("/uncertainty/seeding", test_seeding);
  g_test_add_func ("/uncertainty/zero-width", test_zero_width);
  g_test_add_func ("/uncertainty/cancelled", test_cancelled);
  g_test_add_func ("/uncertainty/async", test_async);

  return g_test_run ();
}
