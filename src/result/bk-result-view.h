/* bk-result-view.h: the verdict, the key figures, the chart and the cost breakdown of a profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-chart-feed.h"
#include "bk-chart.h"
#include "bk-tornado.h"
#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_RESULT_VIEW (bk_result_view_get_type ())

G_DECLARE_FINAL_TYPE (BkResultView, bk_result_view, BK, RESULT_VIEW, GtkWidget)

GtkWidget  *bk_result_view_new          (void);

BkProfile  *bk_result_view_get_profile  (BkResultView *self);
void        bk_result_view_set_profile  (BkResultView *self,
                                         BkProfile    *profile);
BkProfileResults *bk_result_view_get_results (BkResultView *self);
gboolean    bk_result_view_get_before_tax (BkResultView *self);
BkAnalysis *bk_result_view_get_analysis (BkResultView *self);
BkChart    *bk_result_view_get_chart    (BkResultView *self);
BkChartFeed *bk_result_view_get_chart_feed (BkResultView *self);
BkUncertainty *bk_result_view_get_uncertainty (BkResultView *self);
BkTornado  *bk_result_view_get_tornado  (BkResultView *self);
gboolean    bk_result_view_get_compact  (BkResultView *self);
void        bk_result_view_set_compact  (BkResultView *self,
                                         gboolean      compact);
void        bk_result_view_set_chart_first (BkResultView *self,
                                            gboolean      chart_first);

G_END_DECLS
