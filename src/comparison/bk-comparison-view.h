/* bk-comparison-view.h: two to four profiles side by side, as a table and one chart
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-chart.h"
#include "bk-comparison.h"
#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_COMPARISON_VIEW (bk_comparison_view_get_type ())

/* An AdwNavigationPage (tag "comparison", title "Comparison") with its own header bar and export
 * menu: push it onto an AdwNavigationView, or make it the content of an AdwNavigationSplitView. */
G_DECLARE_FINAL_TYPE (BkComparisonView, bk_comparison_view, BK, COMPARISON_VIEW, AdwNavigationPage)

GtkWidget    *bk_comparison_view_new            (void);

void          bk_comparison_view_set_profiles   (BkComparisonView  *self,
                                                 GPtrArray         *profiles);
BkComparison *bk_comparison_view_get_comparison (BkComparisonView  *self);
BkChart      *bk_comparison_view_get_chart      (BkComparisonView  *self);
GtkWidget    *bk_comparison_view_get_cell       (BkComparisonView  *self,
                                                 BkComparisonRow    row,
                                                 guint              column);
gboolean      bk_comparison_view_save_csv       (BkComparisonView  *self,
                                                 GFile             *file,
                                                 GError           **error);

G_END_DECLS
