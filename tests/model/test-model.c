/* test-model.c: the model objects, their defaults, setters and change signals
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "bk-model-enums.h"
#include "bk-types.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-workload.h"

static void
test_defaults (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkHardware *hw = bk_profile_get_hardware (profile);
  BkPricing *pr = bk_profile_get_pricing (profile);
  BkWorkload *wl = bk_profile_get_workload (profile);

  /* The article's A100: 400 W under load; German commercial power at 0.40 per kWh. */
  g_assert_cmpstr (bk_hardware_get_name (hw), ==, "NVIDIA A100 80GB SXM");
  g_assert_cmpuint (bk_hardware_get_vram_gb (hw), ==, 80);
  g_assert_cmpfloat (bk_hardware_get_power_watts (hw), ==, 400);
  g_assert_cmpstr (bk_pricing_get_currency (pr), ==, "EUR");
  g_assert_cmpfloat (bk_pricing_get_electricity_price (pr), ==, 0.40);
  g_assert_cmpfloat (bk_pricing_get_cooling_overhead (pr), ==, 40);
  g_assert_cmpuint (bk_workload_get_horizon_months (wl), ==, 36);
  g_assert_cmpint (bk_workload_get_hybrid_owned_gpus (wl), ==, -1);
  g_assert_cmpint (bk_workload_get_predictability (wl), ==, BK_PREDICTABILITY_MIXED);
  g_assert_true (bk_workload_get_hardware_know_how (wl));
  g_assert_false (bk_workload_get_compliance_on_prem (wl));
  g_assert_null (bk_profile_get_reviewed (profile));
  g_assert_cmpint (bk_profile_get_format (profile), ==, BK_PROFILE_FORMAT);
}

static void
test_notify_only_on_change (void)
{
  g_autoptr(BkHardware) hw = bk_hardware_new ();
  guint count = 0;

  g_signal_connect (hw, "notify::purchase-price", G_CALLBACK (bk_test_count_notify_cb), &count);

  bk_hardware_set_purchase_price (hw, 11500);
  g_assert_cmpuint (count, ==, 0);
  bk_hardware_set_purchase_price (hw, 25000);
  g_assert_cmpuint (count, ==, 1);
  bk_hardware_set_purchase_price (hw, 25000);
  g_assert_cmpuint (count, ==, 1);
  g_object_set (hw, "purchase-price", 26000.0, NULL);
  g_assert_cmpuint (count, ==, 2);
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hw), ==, 26000);

  g_assert_finalize_object (g_steal_pointer (&hw));
}

static void
test_changed_signal (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkWorkload *wl = bk_profile_get_workload (profile);
  guint changed = 0;

  g_signal_connect (profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);

  bk_workload_set_utilisation (wl, 85);
  g_assert_cmpuint (changed, ==, 1);
  bk_workload_set_utilisation (wl, 85);
  g_assert_cmpuint (changed, ==, 1);
  bk_hardware_set_power_watts (bk_profile_get_hardware (profile), 700);
  g_assert_cmpuint (changed, ==, 2);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 3.99);
  g_assert_cmpuint (changed, ==, 3);
  bk_profile_set_name (profile, "H100 team");
  g_assert_cmpuint (changed, ==, 4);
  bk_workload_set_predictability (wl, BK_PREDICTABILITY_BURSTY);
  g_assert_cmpuint (changed, ==, 5);
  bk_workload_set_compliance_on_prem (wl, TRUE);
  g_assert_cmpuint (changed, ==, 6);

  g_assert_finalize_object (g_steal_pointer (&profile));
}

static void
test_assign_and_copy (void)
{
  g_autoptr(BkProfile) a = bk_profile_new ();
  g_autoptr(BkProfile) b = bk_profile_new ();
  g_autoptr(BkProfile) c = NULL;
  guint changed = 0;

  bk_profile_set_name (a, "Scenario A");
  bk_profile_set_reviewed (a, "2026-03-01");
  bk_hardware_set_name (bk_profile_get_hardware (a), "NVIDIA H100 SXM");
  bk_pricing_set_currency (bk_profile_get_pricing (a), "USD");
  bk_workload_set_gpus (bk_profile_get_workload (a), 8);
  bk_workload_set_needs_latest_gpus (bk_profile_get_workload (a), TRUE);
  g_assert_false (bk_profile_equal (a, b));

  /* Many values change, yet the analysis is stale only once. */
  g_signal_connect (b, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);
  bk_profile_assign (b, a);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (bk_profile_equal (a, b));
  bk_profile_assign (b, a);
  g_assert_cmpuint (changed, ==, 1);

  c = bk_profile_copy (a);
  g_assert_true (bk_profile_equal (a, c));
  g_assert_true (bk_profile_get_workload (a) != bk_profile_get_workload (c));
  bk_workload_set_gpus (bk_profile_get_workload (c), 9);
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (a)), ==, 8);
  g_assert_false (bk_profile_equal (a, c));
}

static void
test_invalid_setters (void)
{
  g_autoptr(BkWorkload) wl = bk_workload_new ();
  g_autoptr(BkPricing) pr = bk_pricing_new ();

  g_test_expect_message ("bk-model", G_LOG_LEVEL_CRITICAL, "*value >= dspec->minimum*");
  bk_workload_set_utilisation (wl, 140);
  g_test_assert_expected_messages ();
  g_assert_cmpfloat (bk_workload_get_utilisation (wl), ==, 60);

  g_test_expect_message ("bk-model", G_LOG_LEVEL_CRITICAL, "*isfinite*");
  bk_workload_set_utilisation (wl, NAN);
  g_test_assert_expected_messages ();

  g_test_expect_message ("bk-model", G_LOG_LEVEL_CRITICAL, "*value >= uspec->minimum*");
  bk_workload_set_horizon_months (wl, 121);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (bk_workload_get_horizon_months (wl), ==, 36);

  g_test_expect_message ("bk-pricing", G_LOG_LEVEL_CRITICAL, "*bk_currency_is_valid*");
  bk_pricing_set_currency (pr, "euro");
  g_test_assert_expected_messages ();
  g_assert_cmpstr (bk_pricing_get_currency (pr), ==, "EUR");

  g_test_expect_message ("bk-workload", G_LOG_LEVEL_CRITICAL, "*g_enum_get_value*");
  bk_workload_set_predictability (wl, 7);
  g_test_assert_expected_messages ();
  g_assert_cmpint (bk_workload_get_predictability (wl), ==, BK_PREDICTABILITY_MIXED);
}

static void
test_hybrid_pool (void)
{
  g_autoptr(BkWorkload) wl = bk_workload_new ();

  bk_workload_set_gpus (wl, 4);
  bk_workload_set_burst_gpus (wl, 6);
  g_assert_cmpuint (bk_workload_get_effective_hybrid_gpus (wl), ==, 4);
  bk_workload_set_gpus (wl, 5);
  g_assert_cmpuint (bk_workload_get_effective_hybrid_gpus (wl), ==, 5);
  bk_workload_set_hybrid_owned_gpus (wl, 7);
  g_assert_cmpuint (bk_workload_get_effective_hybrid_gpus (wl), ==, 7);
  bk_workload_set_hybrid_owned_gpus (wl, 20);
  g_assert_cmpuint (bk_workload_get_effective_hybrid_gpus (wl), ==, 11);
  bk_workload_set_hybrid_owned_gpus (wl, 0);
  g_assert_cmpuint (bk_workload_get_effective_hybrid_gpus (wl), ==, 0);
}

static void
test_review_dates (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  GDate date, today;

  g_assert_true (bk_parse_iso_date ("2024-02-29", &date));
  g_assert_cmpuint (g_date_get_day (&date), ==, 29);
  g_assert_false (bk_parse_iso_date ("2025-02-29", NULL));
  g_assert_false (bk_parse_iso_date ("2025-13-01", NULL));
  g_assert_false (bk_parse_iso_date ("2025-1-01", NULL));
  g_assert_false (bk_parse_iso_date ("2025-01-01T00:00", NULL));
  g_assert_false (bk_parse_iso_date ("", NULL));
  g_assert_false (bk_parse_iso_date (NULL, NULL));

  g_assert_false (bk_profile_get_reviewed_date (profile, &date));
  g_date_clear (&today, 1);
  g_date_set_dmy (&today, 2, 12, 2026);
  bk_profile_mark_reviewed (profile, &today);
  g_assert_cmpstr (bk_profile_get_reviewed (profile), ==, "2026-12-02");
  g_assert_true (bk_profile_get_reviewed_date (profile, &date));
  g_assert_cmpint (g_date_compare (&date, &today), ==, 0);

  bk_profile_set_reviewed (profile, "");
  g_assert_null (bk_profile_get_reviewed (profile));
}

static void
test_currency_codes (void)
{
  g_assert_true (bk_currency_is_valid ("EUR"));
  g_assert_true (bk_currency_is_valid ("CHF"));
  g_assert_false (bk_currency_is_valid ("eur"));
  g_assert_false (bk_currency_is_valid ("EURO"));
  g_assert_false (bk_currency_is_valid ("€"));
  g_assert_false (bk_currency_is_valid (NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/defaults", test_defaults);
  g_test_add_func ("/model/notify-only-on-change", test_notify_only_on_change);
  g_test_add_func ("/model/changed-signal", test_changed_signal);
  g_test_add_func ("/model/assign-and-copy", test_assign_and_copy);
  g_test_add_func ("/model/invalid-setters", test_invalid_setters);
  g_test_add_func ("/model/hybrid-pool", test_hybrid_pool);
  g_test_add_func ("/model/review-dates", test_review_dates);
  g_test_add_func ("/model/currency-codes", test_currency_codes);

  return g_test_run ();
}
