/* bk-chart-scale.c: the axes of the cost chart: round value steps, month and year ticks
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure arithmetic, without GTK, so that the steps can be tested with numbers worked out by hand.
 */

#define G_LOG_DOMAIN "bk-chart-scale"

#include "config.h"

#include <math.h>

#include "bk-chart-scale.h"

#define MONTHS_PER_YEAR 12

/* A tick label needs this much room around it, and at least this much room in all. */
#define LABEL_GAP 24
#define MIN_TICK_SPACING 48

/* One value interval per this many pixels of height, within the limits below. */
#define PIXELS_PER_INTERVAL 40
#define MIN_INTERVALS 2
#define MAX_INTERVALS 8

/**
 * bk_chart_scale_fit_values:
 * @data_min: the lowest value to show, or infinity without data
 * @data_max: the highest value to show
 * @plot_height: the height of the plot in pixels
 *
 * Picks the smallest round step (1, 2, 2.5 or 5 times a power of ten) that covers the data,
 * from zero, in no more intervals than fit the height: the tightest fit with the most labels.
 * A little headroom above the highest value keeps its line clear of the break-even label.
 */
void
bk_chart_scale_fit_values (BkChartScale *scale,
                           double        data_min,
                           double        data_max,
                           double        plot_height)
{
  static const double mantissas[] = { 1, 2, 2.5, 5 };
  double lo = 0, hi = 0, magnitude;
  int max_intervals;

  g_return_if_fail (scale != NULL);

  if (isfinite (data_min))
    {
      lo = CLAMP (data_min, -BK_CHART_SCALE_MAX_VALUE, 0);
      hi = CLAMP (data_max, 0, BK_CHART_SCALE_MAX_VALUE);
    }

  if (hi - lo < 1e-9)
    hi = lo + 1;

  hi += (hi - lo) * 0.03;

  max_intervals = CLAMP ((int) (plot_height / PIXELS_PER_INTERVAL), MIN_INTERVALS, MAX_INTERVALS);
  magnitude = pow (10, floor (log10 ((hi - lo) / max_intervals)));

  for (guint i = 0; ; i++)
    {
      double step = mantissas[i % G_N_ELEMENTS (mantissas)]
                    * magnitude * pow (10, i / G_N_ELEMENTS (mantissas));
      double y_min = floor (lo / step) * step;
      double y_max = ceil (hi / step) * step;

      if ((y_max - y_min) / step <= max_intervals + 0.5)
        {
          scale->y_step = step;
          scale->y_min = y_min;
          scale->y_max = y_max;
          break;
        }
    }
}

/**
 * bk_chart_scale_fit_months:
 * @n_months: the last month of the chart
 * @plot_width: the width of the plot in pixels
 * @label_width: the width of the widest tick label in pixels
 *
 * Picks the smallest step of months (1, 2, 3, 6, 12 or 24) whose ticks leave room for their
 * labels; horizons of more than %BK_CHART_SCALE_YEARS_FROM_MONTHS months are labelled in years,
 * every 1, 2, 5 or 10 years.
 */
void
bk_chart_scale_fit_months (BkChartScale *scale,
                           guint         n_months,
                           double        plot_width,
                           double        label_width)
{
  static const guint month_steps[] = { 1, 2, 3, 6, 12, 24 };
  static const guint year_steps[] = { 12, 24, 60, 120 };
  const guint *steps;
  guint n_steps;

  g_return_if_fail (scale != NULL);

  scale->n_months = n_months;
  n_months = MAX (n_months, 1);

  scale->years = n_months > BK_CHART_SCALE_YEARS_FROM_MONTHS;
  steps = scale->years ? year_steps : month_steps;
  n_steps = scale->years ? G_N_ELEMENTS (year_steps) : G_N_ELEMENTS (month_steps);

  scale->x_step = steps[n_steps - 1];

  for (guint i = 0; i < n_steps; i++)
    {
      double per_tick = plot_width * steps[i] / n_months;

      if (per_tick >= MAX (label_width + LABEL_GAP, MIN_TICK_SPACING))
        {
          scale->x_step = steps[i];
          break;
        }
    }
}

/* Returns: how many ticks the value axis has, both ends included */
guint
bk_chart_scale_get_n_value_ticks (const BkChartScale *scale)
{
  g_return_val_if_fail (scale != NULL, 0);

  return (guint) round ((scale->y_max - scale->y_min) / scale->y_step) + 1;
}

/**
 * bk_chart_scale_get_value_tick:
 * @i: the tick, from 0 at the bottom
 *
 * Returns: the tick's value; the one at zero is exactly 0, not a rounding error beside it
 */
double
bk_chart_scale_get_value_tick (const BkChartScale *scale,
                               guint               i)
{
  double value;

  g_return_val_if_fail (scale != NULL, 0);

  value = scale->y_min + i * scale->y_step;

  return bk_chart_scale_is_zero (scale, value) ? 0 : value;
}

/* Returns: whether @value is the zero line, give or take a rounding error of the steps */
gboolean
bk_chart_scale_is_zero (const BkChartScale *scale,
                        double              value)
{
  g_return_val_if_fail (scale != NULL, FALSE);

  return fabs (value) < scale->y_step * 1e-6;
}

/* Returns: the last month a tick may stand at: the chart's last month, at least 1 */
guint
bk_chart_scale_get_last_month (const BkChartScale *scale)
{
  g_return_val_if_fail (scale != NULL, 1);

  return MAX (scale->n_months, 1);
}

/**
 * bk_chart_scale_get_tick_label:
 * @month: a month with a tick
 *
 * Returns: the number under the tick: the month, or the year on a chart in years
 */
guint
bk_chart_scale_get_tick_label (const BkChartScale *scale,
                               guint               month)
{
  g_return_val_if_fail (scale != NULL, month);

  return scale->years ? month / MONTHS_PER_YEAR : month;
}

/**
 * bk_chart_scale_value_to_y:
 * @top: the top of the plot
 * @height: the height of the plot
 *
 * Returns: where @value stands on the plot; amounts far beyond the axis are pulled in to one
 *   axis length past its end, so that the plot clips them rather than the renderer overflowing
 */
double
bk_chart_scale_value_to_y (const BkChartScale *scale,
                           double              value,
                           double              top,
                           double              height)
{
  double range;

  g_return_val_if_fail (scale != NULL, top);

  range = scale->y_max - scale->y_min;
  value = CLAMP (value, scale->y_min - range, scale->y_max + range);

  return top + height - height * (value - scale->y_min) / range;
}

/**
 * bk_chart_scale_month_to_x:
 * @n_months: the last month of the chart
 * @month: the month, which may lie between two
 * @left: the left edge of the plot
 * @width: the width of the plot
 *
 * Returns: where the month stands on the plot
 */
double
bk_chart_scale_month_to_x (guint  n_months,
                           double month,
                           double left,
                           double width)
{
  return left + width * month / MAX (n_months, 1);
}

/**
 * bk_chart_scale_month_at:
 * @n_months: the last month of the chart
 * @x: a position, such as the pointer's
 * @left: the left edge of the plot
 * @width: the width of the plot
 *
 * Returns: the month nearest to @x, from 0 to @n_months; -1 while the plot has no width
 */
int
bk_chart_scale_month_at (guint  n_months,
                         double x,
                         double left,
                         double width)
{
  double fraction;

  if (width <= 0)
    return -1;

  fraction = (x - left) / width;

  return (int) CLAMP (round (fraction * n_months), 0, n_months);
}
