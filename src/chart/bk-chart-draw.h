/* bk-chart-draw.h: draws the cost chart: legend, axes, bands, lines, marks and read-out
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-chart-style.h"

G_BEGIN_DECLS

/* One frame of the chart: everything the drawing needs, borrowed from the widget. */
typedef struct
{
  GtkWidget          *widget;            /* whose fonts the texts take, or NULL for */
  PangoContext       *context;           /* this context's, without a display (paper) */
  GPtrArray          *series;            /* of BkChartSeries */
  guint               n_months;
  double              data_min;          /* of every line and band; infinite without data */
  double              data_max;
  int                 break_even_month;  /* -1 for none */
  double              break_even_value;  /* NAN for no dot on the mark */
  int                 readout_month;     /* -1 for none */
  gboolean            focus;             /* draw the focus ring */
  const char         *currency;
  const BkChartStyle *style;
  PangoAttrList      *small_attrs;
  PangoAttrList      *bold_attrs;
  GHashTable         *layouts;           /* nullable: the texts of earlier frames, by text */
} BkChartFrame;

void bk_chart_draw (const BkChartFrame *frame,
                    GtkSnapshot        *snapshot,
                    double              width,
                    double              height,
                    graphene_rect_t    *plot_out);

void bk_chart_draw_to_cairo (const BkChartFrame *frame,
                             cairo_t            *cr,
                             double              width,
                             double              height);

G_END_DECLS
