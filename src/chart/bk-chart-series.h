/* bk-chart-series.h: the lines the cost chart draws, and how an analysis becomes them
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-types.h"

G_BEGIN_DECLS

/* How a series is stroked; in a comparison the style tells the options apart. */
typedef enum
{
  BK_CHART_LINE_SOLID,
  BK_CHART_LINE_DASHED,
  BK_CHART_LINE_DOTTED,
} BkChartLine;

/* The palette has this many colours; larger indices wrap around. */
#define BK_CHART_N_COLORS 6

typedef struct
{
  char        *label;        /* the name in the legend, the read-out and the CSV header */
  double      *values;       /* one a month from month 0; NAN leaves a gap */
  guint        n_values;
  BkChartLine  line;
  guint        color_index;  /* into the palette of the style sheet */
  double      *band_low;     /* NULL, or n_values values below the line (P10) */
  double      *band_high;    /* and above it (P90) */
  int          mark_month;   /* -1, or a month to mark with a dot and mark_label on the line */
  char        *mark_label;
  char        *note;         /* NULL, or a line under the label in the read-out: how it rents */
} BkChartSeries;

BkChartSeries *bk_chart_series_new            (const char          *label,
                                               const double        *values,
                                               guint                n_values,
                                               BkChartLine          line,
                                               guint                color_index);
void           bk_chart_series_free           (BkChartSeries       *series);
void           bk_chart_series_set_band       (BkChartSeries       *series,
                                               const double        *low,
                                               const double        *high);
void           bk_chart_series_set_mark       (BkChartSeries       *series,
                                               int                  month,
                                               const char          *label);
double         bk_chart_series_get_value      (const BkChartSeries *series,
                                               int                  month);
double         bk_chart_series_get_last_value (const BkChartSeries *series);
void           bk_chart_series_get_extent     (GPtrArray           *series,
                                               guint               *n_months,
                                               double              *min,
                                               double              *max);

gboolean       bk_chart_series_shows_hybrid   (BkAnalysis          *analysis);
GPtrArray     *bk_chart_series_for_analysis   (BkAnalysis          *analysis,
                                               BkUncertainty       *uncertainty,
                                               gboolean             show_net)
                                               G_GNUC_WARN_UNUSED_RESULT;
GPtrArray     *bk_chart_series_for_analysis_full (BkAnalysis       *analysis,
                                                  BkAnalysis       *strategy,
                                                  BkUncertainty    *uncertainty,
                                                  gboolean          show_net)
                                               G_GNUC_WARN_UNUSED_RESULT;
GPtrArray     *bk_chart_series_for_comparison (BkComparison        *comparison)
                                               G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkChartSeries, bk_chart_series_free)

G_END_DECLS
