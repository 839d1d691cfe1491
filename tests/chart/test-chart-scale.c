/* test-chart-scale.c: the chart's axes, with the steps worked out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "bk-chart-scale.h"

#define assert_near(a, b) \
  g_assert_cmpfloat_with_epsilon ((a), (b), 1e-9 * MAX (1.0, fabs ((double) (b))))

/* 0 to 6000 on 300 px: seven intervals at most (300 / 40); with 3 % headroom the top is 6180.
 * Steps of 100, 200, 250 and 500 need 62, 31, 25 and 13 intervals; 1000 needs 7. */
static void
test_values_positive (void)
{
  BkChartScale scale = { 0 };

  bk_chart_scale_fit_values (&scale, 0, 6000, 300);
  assert_near (scale.y_step, 1000);
  assert_near (scale.y_min, 0);
  assert_near (scale.y_max, 7000);
  g_assert_cmpuint (bk_chart_scale_get_n_value_ticks (&scale), ==, 8);
  assert_near (bk_chart_scale_get_value_tick (&scale, 7), 7000);
}

/* −500 to 2000 on 200 px: five intervals; the top is 2000 + 3 % of 2500 = 2075. A step of 500
 * runs from −500 to 2500, six intervals, one too many; 1000 runs from −1000 to 3000. */
static void
test_values_negative (void)
{
  BkChartScale scale = { 0 };

  bk_chart_scale_fit_values (&scale, -500, 2000, 200);
  assert_near (scale.y_step, 1000);
  assert_near (scale.y_min, -1000);
  assert_near (scale.y_max, 3000);
  g_assert_cmpuint (bk_chart_scale_get_n_value_ticks (&scale), ==, 5);
  g_assert_true (bk_chart_scale_get_value_tick (&scale, 1) == 0);
  g_assert_true (bk_chart_scale_is_zero (&scale, bk_chart_scale_get_value_tick (&scale, 1)));
  g_assert_false (bk_chart_scale_is_zero (&scale, 1));
}

/* −0.25 to 0.5 on 200 px: five intervals, top 0.5225. Steps of 0.1 need −0.3 to 0.6, nine
 * intervals; 0.2 needs −0.4 to 0.6, five. The tick at zero is exactly zero, although
 * −0.4 + 2 × 0.2 need not be. */
static void
test_values_fractions (void)
{
  BkChartScale scale = { 0 };

  bk_chart_scale_fit_values (&scale, -0.25, 0.5, 200);
  assert_near (scale.y_step, 0.2);
  assert_near (scale.y_min, -0.4);
  assert_near (scale.y_max, 0.6);
  g_assert_cmpuint (bk_chart_scale_get_n_value_ticks (&scale), ==, 6);
  g_assert_true (bk_chart_scale_get_value_tick (&scale, 2) == 0);
}

/* Without data the axis runs from 0 to 1 plus headroom, 1.03, on a short plot of two intervals:
 * 0.5 needs three, 1 needs two. */
static void
test_values_empty (void)
{
  BkChartScale scale = { 0 };

  bk_chart_scale_fit_values (&scale, INFINITY, -INFINITY, 100);
  assert_near (scale.y_step, 1);
  assert_near (scale.y_min, 0);
  assert_near (scale.y_max, 2);

  /* A flat line at zero gets the same axis. */
  bk_chart_scale_fit_values (&scale, 0, 0, 10);
  assert_near (scale.y_step, 1);
  assert_near (scale.y_max, 2);
}

/* Amounts beyond a quadrillion are cut to it: −1e15 to 1e15 plus 3 % of 2e15, 1.06e15, in eight
 * intervals (1000 px). Steps of 2e14 and 2.5e14 need eleven and nine; 5e14 needs five. */
static void
test_values_huge (void)
{
  BkChartScale scale = { 0 };

  bk_chart_scale_fit_values (&scale, -1e308, 1e308, 1000);
  assert_near (scale.y_step, 5e14);
  assert_near (scale.y_min, -1e15);
  assert_near (scale.y_max, 1.5e15);
  g_assert_cmpuint (bk_chart_scale_get_n_value_ticks (&scale), ==, 6);
}

/* 36 months on 600 px with labels 20 px wide: a tick needs 48 px; every month is 16.7 px, every
 * second 33.3, every third 50. */
static void
test_months (void)
{
  BkChartScale scale = { 0 };

  bk_chart_scale_fit_months (&scale, 36, 600, 20);
  g_assert_false (scale.years);
  g_assert_cmpuint (scale.x_step, ==, 3);
  g_assert_cmpuint (bk_chart_scale_get_last_month (&scale), ==, 36);
  g_assert_cmpuint (bk_chart_scale_get_tick_label (&scale, 24), ==, 24);

  /* With labels 30 px wide a tick needs 54 px: six months are 50, twelve 100. */
  bk_chart_scale_fit_months (&scale, 36, 300, 30);
  g_assert_cmpuint (scale.x_step, ==, 12);

  /* Four years are still months: on 2400 px each is 50 px. */
  bk_chart_scale_fit_months (&scale, 48, 2400, 20);
  g_assert_false (scale.years);
  g_assert_cmpuint (scale.x_step, ==, 1);

  /* Without data there is one month to show. */
  bk_chart_scale_fit_months (&scale, 0, 300, 20);
  g_assert_cmpuint (scale.x_step, ==, 1);
  g_assert_cmpuint (bk_chart_scale_get_last_month (&scale), ==, 1);
}

/* 60 months on 500 px: in years, one a tick (100 px); 120 months on 100 px: a year is 10 px,
 * two 20, five 50. Where nothing fits, every ten years. */
static void
test_years (void)
{
  BkChartScale scale = { 0 };

  bk_chart_scale_fit_months (&scale, 60, 500, 20);
  g_assert_true (scale.years);
  g_assert_cmpuint (scale.x_step, ==, 12);
  g_assert_cmpuint (bk_chart_scale_get_tick_label (&scale, 24), ==, 2);

  bk_chart_scale_fit_months (&scale, 120, 100, 20);
  g_assert_cmpuint (scale.x_step, ==, 60);

  bk_chart_scale_fit_months (&scale, 120, 10, 20);
  g_assert_cmpuint (scale.x_step, ==, 120);
}

/* 0 to 7000 on a plot from y = 10, 700 px high: 3500 is half way, at 360. */
static void
test_mapping (void)
{
  BkChartScale scale = { 0 };

  bk_chart_scale_fit_values (&scale, 0, 6000, 300);
  assert_near (bk_chart_scale_value_to_y (&scale, 3500, 10, 700), 360);
  assert_near (bk_chart_scale_value_to_y (&scale, 0, 10, 700), 710);
  assert_near (bk_chart_scale_value_to_y (&scale, 7000, 10, 700), 10);
  /* Far beyond the axis: pulled in to 14000, one axis length above the top. */
  assert_near (bk_chart_scale_value_to_y (&scale, 1e9, 10, 700), -690);

  /* Month 18 of 36 on a plot from x = 50, 360 px wide: half way, at 230. */
  assert_near (bk_chart_scale_month_to_x (36, 18, 50, 360), 230);
  assert_near (bk_chart_scale_month_to_x (0, 1, 50, 360), 410);

  /* Each month is 10 px: 230 is month 18, 56 nearer 1 than 0, 54 nearer 0. */
  g_assert_cmpint (bk_chart_scale_month_at (36, 230, 50, 360), ==, 18);
  g_assert_cmpint (bk_chart_scale_month_at (36, 56, 50, 360), ==, 1);
  g_assert_cmpint (bk_chart_scale_month_at (36, 54, 50, 360), ==, 0);
  g_assert_cmpint (bk_chart_scale_month_at (36, 0, 50, 360), ==, 0);
  g_assert_cmpint (bk_chart_scale_month_at (36, 1000, 50, 360), ==, 36);
  g_assert_cmpint (bk_chart_scale_month_at (36, 100, 50, 0), ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chart-scale/values/positive", test_values_positive);
  g_test_add_func ("/chart-scale/values/negative", test_values_negative);
  g_test_add_func ("/chart-scale/values/fractions", test_values_fractions);
  g_test_add_func ("/chart-scale/values/empty", test_values_empty);
  g_test_add_func ("/chart-scale/values/huge", test_values_huge);
  g_test_add_func ("/chart-scale/months", test_months);
  g_test_add_func ("/chart-scale/years", test_years);
  g_test_add_func ("/chart-scale/mapping", test_mapping);

  return g_test_run ();
}
