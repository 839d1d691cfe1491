/* bk-chart-feed.h: gives a cost chart the lines of an analysis and of its uncertainty
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-analysis.h"
#include "bk-chart.h"
#include "bk-uncertainty.h"

G_BEGIN_DECLS

#define BK_TYPE_CHART_FEED (bk_chart_feed_get_type ())

G_DECLARE_FINAL_TYPE (BkChartFeed, bk_chart_feed, BK, CHART_FEED, GObject)

BkChartFeed   *bk_chart_feed_new             (BkChart       *chart);

BkChart       *bk_chart_feed_get_chart       (BkChartFeed   *self);
BkAnalysis    *bk_chart_feed_get_analysis    (BkChartFeed   *self);
void           bk_chart_feed_set_analysis    (BkChartFeed   *self,
                                              BkAnalysis    *analysis,
                                              const char    *currency);
void           bk_chart_feed_set_analysis_full (BkChartFeed *self,
                                                BkAnalysis  *analysis,
                                                BkAnalysis  *strategy,
                                                const char  *currency);
BkAnalysis    *bk_chart_feed_get_strategy    (BkChartFeed   *self);
void           bk_chart_feed_set_strategy    (BkChartFeed   *self,
                                              BkAnalysis    *strategy);
BkUncertainty *bk_chart_feed_get_uncertainty (BkChartFeed   *self);
void           bk_chart_feed_set_uncertainty (BkChartFeed   *self,
                                              BkUncertainty *uncertainty);
gboolean       bk_chart_feed_get_show_net    (BkChartFeed   *self);
void           bk_chart_feed_set_show_net    (BkChartFeed   *self,
                                              gboolean       show_net);
guint          bk_chart_feed_get_n_builds    (BkChartFeed   *self);

G_END_DECLS
