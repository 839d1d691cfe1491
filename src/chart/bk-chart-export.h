/* bk-chart-export.h: the cost chart as an image or a table, and the dialog that saves it
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-chart.h"

G_BEGIN_DECLS

typedef enum
{
  BK_CHART_EXPORT_PNG,
  BK_CHART_EXPORT_SVG,
  BK_CHART_EXPORT_CSV,
} BkChartExportFormat;

/* Writes the table of an export in place of the chart's own monthly figures. */
typedef gboolean (*BkChartExportCsvFunc) (gpointer   source,
                                          GFile     *file,
                                          GError   **error);

const char *bk_chart_export_get_suffix (BkChartExportFormat   format);

gboolean    bk_chart_export_png        (BkChart              *chart,
                                        GFile                *file,
                                        int                   width,
                                        int                   height,
                                        GError              **error);
gboolean    bk_chart_export_svg        (BkChart              *chart,
                                        GFile                *file,
                                        int                   width,
                                        int                   height,
                                        GError              **error);
gboolean    bk_chart_export_csv        (BkChart              *chart,
                                        GFile                *file,
                                        GError              **error);

void        bk_chart_export_choose     (GtkWidget            *parent,
                                        AdwToastOverlay      *toasts,
                                        BkChart              *chart,
                                        BkChartExportFormat   format,
                                        const char           *title,
                                        const char           *initial_name,
                                        BkChartExportCsvFunc  write_csv,
                                        GObject              *csv_source,
                                        GCancellable         *cancellable);

G_END_DECLS
