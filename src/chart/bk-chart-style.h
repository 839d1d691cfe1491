/* bk-chart-style.h: the colours of the cost chart, from the style sheet
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-chart-series.h"

G_BEGIN_DECLS

typedef struct
{
  GdkRGBA  foreground;                  /* texts, the axes and the grid */
  GdkRGBA  background;                  /* the window's, under exports */
  GdkRGBA  surface;                     /* a popover's, under the read-out */
  GdkRGBA  accent;                      /* the focus ring */
  GdkRGBA  palette[BK_CHART_N_COLORS];  /* the lines */
  float    band_alpha;                  /* of a band, over its line's colour */
  float    line_width;
  gboolean high_contrast;
} BkChartStyle;

void bk_chart_style_add_nodes    (GtkWidget    *chart);
void bk_chart_style_remove_nodes (GtkWidget    *chart);
void bk_chart_style_read         (GtkWidget    *chart,
                                  BkChartStyle *style);
void bk_chart_style_init_paper   (BkChartStyle *style);

G_END_DECLS
