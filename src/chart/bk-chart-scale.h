/* bk-chart-scale.h: the axes of the cost chart: round value steps, month and year ticks
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The axis stops at a quadrillion; larger amounts run off the chart. */
#define BK_CHART_SCALE_MAX_VALUE 1e15

/* Horizons longer than this are labelled in years. */
#define BK_CHART_SCALE_YEARS_FROM_MONTHS 48

typedef struct
{
  /* The value axis: from y_min to y_max in steps of y_step, with y_min ≤ 0 ≤ y_max. */
  double   y_min;
  double   y_max;
  double   y_step;

  /* The time axis: months 0 to n_months, a tick every x_step months; in years when `years`. */
  guint    n_months;
  guint    x_step;
  gboolean years;
} BkChartScale;

void     bk_chart_scale_fit_values       (BkChartScale       *scale,
                                          double              data_min,
                                          double              data_max,
                                          double              plot_height);
void     bk_chart_scale_fit_months       (BkChartScale       *scale,
                                          guint               n_months,
                                          double              plot_width,
                                          double              label_width);

guint    bk_chart_scale_get_n_value_ticks (const BkChartScale *scale);
double   bk_chart_scale_get_value_tick   (const BkChartScale *scale,
                                          guint               i);
gboolean bk_chart_scale_is_zero          (const BkChartScale *scale,
                                          double              value);
guint    bk_chart_scale_get_last_month   (const BkChartScale *scale);
guint    bk_chart_scale_get_tick_label   (const BkChartScale *scale,
                                          guint               month);

double   bk_chart_scale_value_to_y       (const BkChartScale *scale,
                                          double              value,
                                          double              top,
                                          double              height);
double   bk_chart_scale_month_to_x       (guint               n_months,
                                          double              month,
                                          double              left,
                                          double              width);
int      bk_chart_scale_month_at         (guint               n_months,
                                          double              x,
                                          double              left,
                                          double              width);

G_END_DECLS
