/* bk-chart.h: a line chart of cumulative costs, month by month
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-chart-series.h"

G_BEGIN_DECLS

#define BK_TYPE_CHART (bk_chart_get_type ())

G_DECLARE_FINAL_TYPE (BkChart, bk_chart, BK, CHART, GtkWidget)

GtkWidget  *bk_chart_new                (void);

void        bk_chart_clear              (BkChart     *self);
void        bk_chart_add_series         (BkChart     *self,
                                         const char  *label,
                                         const double *values,
                                         guint        n_values,
                                         BkChartLine  line,
                                         guint        color_index);
void        bk_chart_set_series         (BkChart     *self,
                                         GPtrArray   *series,
                                         int          break_even_month,
                                         double       break_even_value,
                                         const char  *summary);
guint       bk_chart_get_n_series       (BkChart     *self);
const BkChartSeries *bk_chart_get_series (BkChart    *self,
                                         guint        index);
void        bk_chart_set_band           (BkChart     *self,
                                         guint        series_index,
                                         const double *low,
                                         const double *high,
                                         guint        n_values);
gboolean    bk_chart_has_band           (BkChart     *self,
                                         guint        series_index);
guint       bk_chart_get_n_months       (BkChart     *self);

const char *bk_chart_get_currency       (BkChart     *self);
void        bk_chart_set_currency       (BkChart     *self,
                                         const char  *currency);
int         bk_chart_get_break_even     (BkChart     *self);
void        bk_chart_set_break_even     (BkChart     *self,
                                         int          month);
int         bk_chart_get_readout_month  (BkChart     *self);
void        bk_chart_set_readout_month  (BkChart     *self,
                                         int          month);

void        bk_chart_set_summary        (BkChart     *self,
                                         const char  *summary);
char       *bk_chart_dup_summary        (BkChart     *self) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_chart_dup_readout        (BkChart     *self) G_GNUC_WARN_UNUSED_RESULT;

GskRenderNode *bk_chart_render          (BkChart     *self,
                                         int          width,
                                         int          height) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
