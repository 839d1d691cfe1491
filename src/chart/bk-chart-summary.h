/* bk-chart-summary.h: what the cost chart shows, in words, for screen readers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-types.h"

G_BEGIN_DECLS

char *bk_chart_summary_dup_month_title     (int            month) G_GNUC_WARN_UNUSED_RESULT;
char *bk_chart_summary_describe_series     (GPtrArray     *series,
                                            int            break_even_month,
                                            guint          n_months,
                                            const char    *currency) G_GNUC_WARN_UNUSED_RESULT;
char *bk_chart_summary_describe_month      (GPtrArray     *series,
                                            int            month,
                                            const char    *currency) G_GNUC_WARN_UNUSED_RESULT;
char *bk_chart_summary_describe_analysis   (BkAnalysis    *analysis,
                                            BkUncertainty *uncertainty,
                                            gboolean       show_net,
                                            const char    *currency) G_GNUC_WARN_UNUSED_RESULT;
char *bk_chart_summary_describe_comparison (BkComparison  *comparison) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
