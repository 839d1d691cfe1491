/* test-engine.c: the cost engine against numbers worked out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-test-utils.h"

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

static void
assert_relative (double a,
                 double b)
{
  g_assert_cmpfloat_with_epsilon (a, b, 1e-9 * MAX (1.0, MAX (fabs (a), fabs (b))));
}

static void
test_article_power (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  g_autoptr(BkAnalysis) cooled = NULL;
  double energy;

  /* The article: an A100 at 400 W around the clock at 0.40 per kWh.
   * Per month 730 h · 0.4 kW · 0.40 = 116.80, which is 116.80 · 24 / 730 = 3.84 a day. */
  energy = bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 1);
  g_assert_cmpfloat_with_epsilon (energy, 116.80, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (energy * 24.0 / BK_HOURS_PER_MONTH, 3.84, MONEY_EPSILON);
  /* Twelve months undiscounted: 12 · 116.80 = 1401.60. Renting needs no power of its own. */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_BUY,
                                                                  BK_CATEGORY_ENERGY),
                                  1401.60, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_ENERGY, 1), ==, 0.0);

  /* The article's 30 % for cooling on top: 116.80 · 1.3 = 151.84. */
  bk_pricing_set_cooling_overhead (bk_profile_get_pricing (profile), 30);
  cooled = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (cooled, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 1),
                                  151.84, MONEY_EPSILON);
}

static void
test_category_energy_idle (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;

  /* Busy half the time: served(1) = 0.5, so 0.5 GPU at 400 W and 0.5 GPU at 100 W idle:
   * 730 · (0.4 · 0.5 + 0.1 · 0.5) · 0.40 = 730 · 0.25 · 0.40 = 73.00. */
  bk_workload_set_utilisation (bk_profile_get_workload (profile), 50);
  analysis = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 1),
                                  73.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 12),
                                  73.0, MONEY_EPSILON);
  /* Up front there is no energy. */
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 0), ==, 0.0);
}

static void
test_category_colocation_maintenance_administration (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;

  /* Three GPUs: colocation 3 · 150 = 450; capital 3 · (10,000 + 2,000) = 36,000, maintenance
   * 10 % a year: 36,000 · 0.10 / 12 = 300; administration 4 h · 50 = 200, whatever the size. */
  bk_workload_set_gpus (bk_profile_get_workload (profile), 3);
  bk_pricing_set_colocation_per_gpu_month (pricing, 150);
  bk_pricing_set_maintenance_percent (pricing, 10);
  bk_pricing_set_admin_hours_per_month (pricing, 4);
  analysis = bk_test_analyse (profile);

  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY), ==, 3);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_COLOCATION, 5),
                                  450.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_MAINTENANCE, 5),
                                  300.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_ADMINISTRATION, 5),
                                  200.0, MONEY_EPSILON);
  /* Twelve months: 5,400, 3,600 and 2,400. */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_BUY,
                                                                  BK_CATEGORY_COLOCATION),
                                  5400.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_BUY,
                                                                  BK_CATEGORY_MAINTENANCE),
                                  3600.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_BUY,
                                                                  BK_CATEGORY_ADMINISTRATION),
                                  2400.0, MONEY_EPSILON);

  /* Renting owns nothing, so none of it applies. */
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_COLOCATION, 5), ==, 0.0);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_MAINTENANCE, 5), ==, 0.0);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_ADMINISTRATION, 5), ==, 0.0);
}

static void
test_category_rent_compute (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);

  /* One GPU rented around the clock: 730 h · 2.00 = 1,460 a month, 17,520 a year. */
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 1),
                                  1460.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_RENT,
                                                                  BK_CATEGORY_RENT_COMPUTE),
                                  17520.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 0), ==, 0.0);
  /* Owning the one GPU leaves nothing to rent. */
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_RENT_COMPUTE, 1), ==, 0.0);
}

static void
test_category_cloud_side (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  g_autoptr(BkAnalysis) analysis = NULL;

  /* 1,000 GB a month out at 0.10: 100 when everything is rented. The hybrid owns the base of 2:
   * served 0.25·(2 + 2 + 2) = 1.5, excess 0.25·2 = 0.5, so it moves 0.5/2 of the data: 25.
   * Storage 500 GB · 0.02 = 10 a month and onboarding 80 h · 50 = 4,000 once, whenever anything
   * is rented; owning the peak rents nothing. */
  bk_pricing_set_egress_per_gb (pricing, 0.10);
  bk_pricing_set_storage_per_gb_month (pricing, 0.02);
  bk_pricing_set_onboarding_hours (pricing, 80);
  bk_workload_set_transfer_gb_per_month (workload, 1000);
  bk_workload_set_cloud_storage_gb (workload, 500);
  analysis = bk_test_analyse (profile);

  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_RENT), ==, 0);
  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID), ==, 2);
  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY), ==, 4);

  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_EGRESS, 3),
                                  100.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_HYBRID, BK_CATEGORY_EGRESS, 3),
                                  25.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_EGRESS, 3), ==, 0.0);

  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_STORAGE, 3),
                                  10.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_HYBRID, BK_CATEGORY_STORAGE, 3),
                                  10.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_STORAGE, 3), ==, 0.0);

  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_ONBOARDING, 0),
                                  4000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_HYBRID, BK_CATEGORY_ONBOARDING, 0),
                                  4000.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_ONBOARDING, 1), ==, 0.0);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_ONBOARDING, 0), ==, 0.0);

  /* The hybrid rents 0.5 GPU on average: 730 · 0.5 · 2.00 = 730 a month. */
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_HYBRID, BK_CATEGORY_RENT_COMPUTE, 1),
                                  730.0, MONEY_EPSILON);
  /* Renting starts with the onboarding alone: C[0] = 4,000, and nothing to sell: N = C. */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_cash (analysis, BK_OPTION_RENT)[0],
                                  4000.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_analysis_get_net (analysis, BK_OPTION_RENT)[12], ==,
                     bk_analysis_get_cash (analysis, BK_OPTION_RENT)[12]);
}

static void
test_category_capital (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);

  /* Up front: 4 · 12,000 = 48,000 for buying, 2 · 12,000 = 24,000 for the hybrid, nothing for
   * renting; never again afterwards. */
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_CAPITAL, 0),
                                  48000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_HYBRID, BK_CATEGORY_CAPITAL, 0),
                                  24000.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_CAPITAL, 0), ==, 0.0);
  g_assert_cmpfloat (bk_test_monthly (analysis, BK_OPTION_BUY, BK_CATEGORY_CAPITAL, 1), ==, 0.0);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_BUY,
                                                                  BK_CATEGORY_CAPITAL),
                                  48000.0, MONEY_EPSILON);

  /* C[0] is the capital; with no value lost yet, N[0] is zero. */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_cash (analysis, BK_OPTION_BUY)[0],
                                  48000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_net (analysis, BK_OPTION_BUY)[0],
                                  0.0, MONEY_EPSILON);
}

static void
test_discounting (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;
  const double *cash;
  double q, expected;

  /* 10 % a year. Month m counts 1.1^(−m/12): month 12 counts 1/1.1, month 6 1/√1.1. */
  bk_pricing_set_discount_rate (bk_profile_get_pricing (profile), 10);
  bk_hardware_set_annual_value_loss (bk_profile_get_hardware (profile), 25);
  analysis = bk_test_analyse (profile);
  cash = bk_analysis_get_cash (analysis, BK_OPTION_RENT);

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
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_RENT,
                                                                  BK_CATEGORY_RENT_COMPUTE),
                                  expected, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[12], expected, MONEY_EPSILON);

  /* The nominal amounts are not discounted. */
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (analysis, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 12),
                                  1460.0, MONEY_EPSILON);

  /* Up front counts fully: the capital stays 12,000. The resale after a year at 25 % loss is
   * 9,000, discounted by 1.1: 8,181.8181… */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_category_total (analysis, BK_OPTION_BUY,
                                                                  BK_CATEGORY_CAPITAL),
                                  12000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_resale_value (analysis, BK_OPTION_BUY),
                                  8181.818182, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_net (analysis, BK_OPTION_BUY)[12],
                                  bk_analysis_get_cash (analysis, BK_OPTION_BUY)[12] - 8181.818182,
                                  MONEY_EPSILON);
}

static void
test_rent_price_change (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) rising = NULL;
  g_autoptr(BkAnalysis) falling = NULL;
  g_autoptr(BkAnalysis) half_year = NULL;

  bk_workload_set_horizon_months (bk_profile_get_workload (profile), 25);

  /* +10 % a year: month m pays 1.1^((m − 1)/12): 1,460 in month 1 and through month 12,
   * 1,606 in month 13, 1,766.60 in month 25. */
  bk_pricing_set_rent_price_change (pricing, 10);
  rising = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (rising, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 1),
                                  1460.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (rising, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 13),
                                  1606.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (rising, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 25),
                                  1766.60, MONEY_EPSILON);

  /* −50 % a year: 730 in month 13, 365 in month 25. */
  bk_pricing_set_rent_price_change (pricing, -50);
  falling = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (falling, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 1),
                                  1460.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (falling, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 13),
                                  730.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (falling, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 25),
                                  365.0, MONEY_EPSILON);

  /* +21 % a year is +10 % in half a year: month 7 pays 1.21^(6/12) · 1,460 = 1,606. */
  bk_pricing_set_rent_price_change (pricing, 21);
  half_year = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_test_monthly (half_year, BK_OPTION_RENT, BK_CATEGORY_RENT_COMPUTE, 7),
                                  1606.0, MONEY_EPSILON);
  /* The price change touches rent only; egress and storage stay flat (both zero here), and the
   * owned side has no rent at all. */
  g_assert_cmpfloat (bk_test_monthly (half_year, BK_OPTION_BUY, BK_CATEGORY_RENT_COMPUTE, 7), ==, 0.0);
}

static void
test_resale (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  g_autoptr(BkAnalysis) two_years = NULL;
  g_autoptr(BkAnalysis) half_year = NULL;
  const double *cash, *net;

  /* 25 % of the remaining value lost a year: 12,000 · 0.75 = 9,000 after one year,
   * 12,000 · 0.75² = 6,750 after two. */
  bk_hardware_set_annual_value_loss (bk_profile_get_hardware (profile), 25);
  bk_workload_set_horizon_months (workload, 24);
  two_years = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_resale_value (two_years, BK_OPTION_BUY),
                                  6750.0, MONEY_EPSILON);
  g_assert_cmpfloat (bk_analysis_get_resale_value (two_years, BK_OPTION_RENT), ==, 0.0);
  cash = bk_analysis_get_cash (two_years, BK_OPTION_BUY);
  net = bk_analysis_get_net (two_years, BK_OPTION_BUY);
  g_assert_cmpfloat_with_epsilon (net[12], cash[12] - 9000.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (net[24], cash[24] - 6750.0, MONEY_EPSILON);
  /* TCO = N[H] = 12,000 + 24 · 116.80 − 6,750 = 8,053.20. */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (two_years, BK_OPTION_BUY),
                                  8053.20, MONEY_EPSILON);

  /* Half a year: 12,000 · 0.75^(1/2) = 12,000 · 0.8660254… = 10,392.3048… */
  bk_workload_set_horizon_months (workload, 6);
  half_year = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_resale_value (half_year, BK_OPTION_BUY),
                                  10392.304845, MONEY_EPSILON);
}

static void
test_identity (void)
{
  g_autoptr(BkProfile) profile = new_busy_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  guint horizon = bk_analysis_get_horizon (analysis);

  g_assert_cmpuint (horizon, ==, 40);

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      const double *cash = bk_analysis_get_cash (analysis, o);
      const double *net = bk_analysis_get_net (analysis, o);
      double sum = 0.0;
      double up_front = 0.0;

      /* Sum of the category totals minus the resale value is the TCO. */
      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        sum += bk_analysis_get_category_total (analysis, o, c);
      assert_relative (sum - bk_analysis_get_resale_value (analysis, o),
                       bk_analysis_get_tco (analysis, o));
      g_assert_cmpfloat (bk_analysis_get_tco (analysis, o), ==, net[horizon]);

      /* C[0] is what is paid up front; each month adds its categories, discounted at 7 %. */
      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        up_front += bk_test_monthly (analysis, o, c, 0);
      assert_relative (cash[0], up_front);

      for (guint m = 1; m <= horizon; m++)
        {
          double month = 0.0;

          for (guint c = 0; c < BK_N_CATEGORIES; c++)
            month += bk_test_monthly (analysis, o, c, m);
          assert_relative (cash[m] - cash[m - 1], month * pow (1.07, -(double) m / 12.0));
          g_assert_cmpfloat (net[m], <=, cash[m]);
        }
    }

  /* The hybrid both owns and rents, so every category takes part in the identity above; the
   * profile offers no rental terms (test-terms.c checks the identity with them). */
  for (guint c = 0; c < BK_N_CATEGORIES; c++)
    {
      if (c == BK_CATEGORY_RENT_COMMITTED || c == BK_CATEGORY_RENT_SPOT)
        g_assert_cmpfloat (bk_analysis_get_category_total (analysis, BK_OPTION_HYBRID, c), ==, 0.0);
      else
        g_assert_cmpfloat (bk_analysis_get_category_total (analysis, BK_OPTION_HYBRID, c), >, 0.0);
    }
}

static void
test_break_even_first_month (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;

  /* A 100 GPU with no host: C_buy[1] = 100 + 116.80 = 216.80 against C_rent[1] = 1,460. */
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 100);
  bk_hardware_set_host_cost (bk_profile_get_hardware (profile), 0);
  analysis = bk_test_analyse (profile);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_cash (analysis, BK_OPTION_BUY)[1],
                                  216.80, MONEY_EPSILON);
  g_assert_cmpint (bk_analysis_get_break_even_month (analysis), ==, 1);
}

static void
test_break_even_never (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  g_autoptr(BkAnalysis) analysis = NULL;

  /* 100,000 up front never comes back within a year of 17,520 rent. */
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 100000);
  bk_hardware_set_host_cost (bk_profile_get_hardware (profile), 0);
  analysis = bk_test_analyse (profile);
  g_assert_cmpint (bk_analysis_get_break_even_month (analysis), ==, -1);
}

static void
test_break_even_equal (void)
{
  g_autoptr(BkProfile) profile = new_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  g_autoptr(BkAnalysis) equal = NULL;
  g_autoptr(BkAnalysis) above = NULL;

  /* No power price and rent at 1.00: C_rent[m] = 730·m. Buying for 2,190 = 3 · 730 costs exactly
   * as much as renting after three months, and that month counts. */
  bk_hardware_set_purchase_price (hardware, 2190);
  bk_hardware_set_host_cost (hardware, 0);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), 0);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 1.0);
  equal = bk_test_analyse (profile);
  g_assert_cmpfloat (bk_analysis_get_cash (equal, BK_OPTION_RENT)[3], ==, 2190.0);
  g_assert_cmpfloat (bk_analysis_get_cash (equal, BK_OPTION_BUY)[3], ==, 2190.0);
  g_assert_cmpint (bk_analysis_get_break_even_month (equal), ==, 3);

  /* One more unit of money and it takes a month longer. */
  bk_hardware_set_purchase_price (hardware, 2191);
  above = bk_test_analyse (profile);
  g_assert_cmpint (bk_analysis_get_break_even_month (above), ==, 4);
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
      g_autoptr(BkProfile) profile = new_pool_profile (cases[i].colocation);
      g_autoptr(BkAnalysis) analysis = NULL;

      /* A hybrid of one keeps the candidates 2 and 3 off the three options' own arrays. */
      bk_workload_set_hybrid_owned_gpus (bk_profile_get_workload (profile), 1);
      analysis = bk_test_analyse (profile);
      g_assert_cmpuint (bk_analysis_get_optimal_owned_gpus (analysis), ==, cases[i].optimal);
      g_assert_cmpfloat_with_epsilon (bk_analysis_get_optimal_tco (analysis),
                                      12.0 * cases[i].monthly, MONEY_EPSILON);
    }
}

static void
test_optimal_pool_tie (void)
{
  g_autoptr(BkProfile) profile = new_pool_profile (182.5);
  g_autoptr(BkAnalysis) analysis = NULL;

  /* 182.5 per GPU: f = 1460, 1095, 730, 730, 730. Pools of 2, 3 and 4 tie at 12 · 730 = 8,760;
   * the smallest wins. */
  bk_workload_set_hybrid_owned_gpus (bk_profile_get_workload (profile), 1);
  analysis = bk_test_analyse (profile);
  g_assert_cmpuint (bk_analysis_get_optimal_owned_gpus (analysis), ==, 2);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_optimal_tco (analysis), 8760.0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_BUY), 8760.0,
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
      g_autoptr(BkProfile) profile = new_busy_profile ();
      BkWorkload *workload = bk_profile_get_workload (profile);
      g_autoptr(BkAnalysis) analysis = NULL;
      guint peak = bk_workload_get_gpus (workload) + bk_workload_get_burst_gpus (workload);
      guint best_k = 0;
      double best = G_MAXDOUBLE;

      bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), rents[r]);

      for (guint k = 0; k <= peak; k++)
        {
          g_autoptr(BkAnalysis) pool = NULL;
          double tco;

          bk_workload_set_hybrid_owned_gpus (workload, (int) k);
          pool = bk_test_analyse (profile);
          g_assert_cmpuint (bk_analysis_get_owned_gpus (pool, BK_OPTION_HYBRID), ==, k);
          tco = bk_analysis_get_tco (pool, BK_OPTION_HYBRID);
          if (tco < best)
            {
              best = tco;
              best_k = k;
            }
        }

      bk_workload_set_hybrid_owned_gpus (workload, best_k == 1 ? 2 : 1);
      analysis = bk_test_analyse (profile);
      g_assert_cmpuint (bk_analysis_get_optimal_owned_gpus (analysis), ==, best_k);
      assert_relative (bk_analysis_get_optimal_tco (analysis), best);
      interior += best_k > 0 && best_k < peak;
    }

  /* More than the ends of the range were checked. */
  g_assert_cmpuint (interior, >=, 3);
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
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_DATA_TRANSFER, "29999 GB"), ==, BK_LEAN_NEUTRAL);
  bk_workload_set_transfer_gb_per_month (workload, 29999.6);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_DATA_TRANSFER, "29999 GB"), ==, BK_LEAN_NEUTRAL);
  bk_workload_set_transfer_gb_per_month (workload, 30000);
  g_assert_cmpint (lean_for (profile, BK_CHECKLIST_DATA_TRANSFER, "30000 GB"), ==, BK_LEAN_BUY);
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/article/a100-power", test_article_power);
  g_test_add_func ("/engine/category/energy-idle", test_category_energy_idle);
  g_test_add_func ("/engine/category/colocation-maintenance-administration",
                   test_category_colocation_maintenance_administration);
  g_test_add_func ("/engine/category/rent-compute", test_category_rent_compute);
  g_test_add_func ("/engine/category/egress-storage-onboarding", test_category_cloud_side);
  g_test_add_func ("/engine/category/capital", test_category_capital);
  g_test_add_func ("/engine/discounting", test_discounting);
  g_test_add_func ("/engine/rent-price-change", test_rent_price_change);
  g_test_add_func ("/engine/resale", test_resale);
  g_test_add_func ("/engine/identity", test_identity);
  g_test_add_func ("/engine/break-even/first-month", test_break_even_first_month);
  g_test_add_func ("/engine/break-even/never", test_break_even_never);
  g_test_add_func ("/engine/break-even/equal", test_break_even_equal);
  g_test_add_func ("/engine/optimal-pool/cases", test_optimal_pool);
  g_test_add_func ("/engine/optimal-pool/tie", test_optimal_pool_tie);
  g_test_add_func ("/engine/optimal-pool/matches-arrays", test_optimal_pool_matches_arrays);
  g_test_add_func ("/engine/verdict/cheapest", test_verdict);
  g_test_add_func ("/engine/verdict/buy-required", test_verdict_buy_required);
  g_test_add_func ("/engine/verdict/ties", test_verdict_ties);
  g_test_add_func ("/engine/lean/utilisation", test_lean_utilisation);
  g_test_add_func ("/engine/lean/predictability", test_lean_predictability);
  g_test_add_func ("/engine/lean/obsolescence", test_lean_obsolescence);
  g_test_add_func ("/engine/lean/data-transfer", test_lean_data_transfer);
  g_test_add_func ("/engine/lean/compliance-know-how", test_lean_compliance_and_know_how);
  g_test_add_func ("/engine/lean/agreeing", test_agreeing_leans);
  g_test_add_func ("/engine/review-due", test_review_due);
  g_test_add_func ("/engine/strings", test_strings);
  g_test_add_func ("/engine/bad-arguments", test_bad_arguments);

  return g_test_run ();
}
