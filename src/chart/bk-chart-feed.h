/* bk-chart-feed.h: draws a profile's results on a cost chart, following them stage by stage
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-chart.h"
#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_CHART_FEED (bk_chart_feed_get_type ())

G_DECLARE_FINAL_TYPE (BkChartFeed, bk_chart_feed, BK, CHART_FEED, GObject)

BkChartFeed      *bk_chart_feed_new            (BkChart          *chart);

BkChart          *bk_chart_feed_get_chart      (BkChartFeed      *self);
BkProfileResults *bk_chart_feed_get_results    (BkChartFeed      *self);
void              bk_chart_feed_set_results    (BkChartFeed      *self,
                                                BkProfileResults *results);
gboolean          bk_chart_feed_get_before_tax (BkChartFeed      *self);
void              bk_chart_feed_set_before_tax (BkChartFeed      *self,
                                                gboolean          before_tax);
gboolean          bk_chart_feed_get_show_net   (BkChartFeed      *self);
void              bk_chart_feed_set_show_net   (BkChartFeed      *self,
                                                gboolean          show_net);
guint             bk_chart_feed_get_n_builds   (BkChartFeed      *self);

void              bk_chart_show_analysis       (BkChart          *chart,
                                                BkAnalysis       *analysis,
                                                BkAnalysis       *strategy,
                                                BkUncertainty    *uncertainty,
                                                gboolean          show_net,
                                                const char       *currency);

G_END_DECLS
