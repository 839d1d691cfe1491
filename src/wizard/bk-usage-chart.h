/* bk-usage-chart.h: the measured usage over time, with the derived base and peak
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-usage.h"

G_BEGIN_DECLS

#define BK_TYPE_USAGE_CHART (bk_usage_chart_get_type ())

G_DECLARE_FINAL_TYPE (BkUsageChart, bk_usage_chart, BK, USAGE_CHART, GtkWidget)

GtkWidget *bk_usage_chart_new         (void);
/* @summary: (nullable): what to draw; the chart keeps a reference to its days only */
void       bk_usage_chart_set_summary (BkUsageChart         *self,
                                       const BkUsageSummary *summary);

G_END_DECLS
