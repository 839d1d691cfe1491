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
BkUncertainty *bk_chart_feed_get_uncertainty (BkChartFeed   *self);
void           bk_chart_feed_set_uncertainty (BkChartFeed   *self,
                                              BkUncertainty *uncertainty);
void           bk_chart_feed_set_hold_strategy (BkChartFeed *self,
                                                gboolean     hold);
void           bk_chart_feed_show_strategy   (BkChartFeed   *self);
gboolean       bk_chart_feed_get_show_net    (BkChartFeed   *self);
void           bk_chart_feed_set_show_net    (BkChartFeed   *self,
                                              gboolean       show_net);

G_END_DECLS
