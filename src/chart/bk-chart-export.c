/* bk-chart-export.c: the cost chart as an image or a table, and the dialog that saves it
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Exports are written with g_file_replace_contents(), so a failed one leaves the old file as it
 * was; images have a fixed size so that they look the same whatever the window's size.
 */

#define G_LOG_DOMAIN "bk-chart-export"

#include "config.h"

#include <glib/gi18n.h>

#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "bk-chart-export.h"
#include "bk-chart-series.h"
#include "bk-chart.h"
#include "bk-csv.h"
#include "bk-file-dialogs.h"

/* Exported charts get a fixed size so that they look the same whatever the window's size. */
#define EXPORT_WIDTH 1200
#define EXPORT_HEIGHT 750

/* Exports larger than this in either direction are refused. */
#define MAX_EXPORT_SIZE 16384

typedef struct
{
  const char *suffix;
  const char *mime_type;
  const char *filter_name;
  const char *title;
} FormatInfo;

static const FormatInfo formats[] = {
  [BK_CHART_EXPORT_PNG] = { "png", "image/png", N_("PNG Images"), N_("Export Chart") },
  [BK_CHART_EXPORT_SVG] = { "svg", "image/svg+xml", N_("SVG Images"), N_("Export Chart") },
  [BK_CHART_EXPORT_CSV] = { "csv", "text/csv", N_("CSV Tables"), N_("Export Monthly Figures") },
};

/* One export on its way: from the dialog to the file. */
typedef struct
{
  GtkWidget            *parent;
  AdwToastOverlay      *toasts;
  BkChart              *chart;
  BkChartExportFormat   format;
  BkChartExportCsvFunc  write_csv;
  GObject              *csv_source;
} Export;

static void
export_free (Export *export)
{
  g_clear_object (&export->parent);
  g_clear_object (&export->toasts);
  g_clear_object (&export->chart);
  g_clear_object (&export->csv_source);
  g_free (export);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Export, export_free)

/* Returns: the file name suffix of the format, without the dot */
const char *
bk_chart_export_get_suffix (BkChartExportFormat format)
{
  g_return_val_if_fail (format < G_N_ELEMENTS (formats), NULL);

  return formats[format].suffix;
}

static gboolean
check_export_size (int      width,
                   int      height,
                   GError **error)
{
  if (width < 1 || height < 1 || width > MAX_EXPORT_SIZE || height > MAX_EXPORT_SIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("An image of %d × %d pixels cannot be exported; each side must be "
                     "between 1 and %d pixels"),
                   width, height, MAX_EXPORT_SIZE);
      return FALSE;
    }

  return TRUE;
}

static gboolean
replace_contents (GFile       *file,
                  const void  *data,
                  gsize        length,
                  GError     **error)
{
  return g_file_replace_contents (file, data, length, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

/**
 * bk_chart_export_png:
 * @width: width of the image in pixels
 * @height: height of the image in pixels
 *
 * Writes the chart as bk_chart_render() draws it, through the software renderer, which works
 * without a window and gives the same pixels everywhere.
 */
gboolean
bk_chart_export_png (BkChart  *chart,
                     GFile    *file,
                     int       width,
                     int       height,
                     GError  **error)
{
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GskRenderer) renderer = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (BK_IS_CHART (chart), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_export_size (width, height, error))
    return FALSE;

  node = bk_chart_render (chart, width, height);

  renderer = gsk_cairo_renderer_new ();
  if (!gsk_renderer_realize_for_display (renderer, gtk_widget_get_display (GTK_WIDGET (chart)),
                                         error))
    return FALSE;

  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);

  bytes = gdk_texture_save_to_png_bytes (texture);

  return replace_contents (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), error);
}

static cairo_status_t
append_to_byte_array (void                *data,
                      const unsigned char *buffer,
                      unsigned int         length)
{
  g_byte_array_append (data, buffer, length);

  return CAIRO_STATUS_SUCCESS;
}

/**
 * bk_chart_export_svg:
 * @width: width of the image in pixels
 * @height: height of the image in pixels
 *
 * Writes the chart as bk_chart_render() draws it, with vector lines and text.
 */
gboolean
bk_chart_export_svg (BkChart  *chart,
                     GFile    *file,
                     int       width,
                     int       height,
                     GError  **error)
{
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GByteArray) svg = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (BK_IS_CHART (chart), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_export_size (width, height, error))
    return FALSE;

  node = bk_chart_render (chart, width, height);

  svg = g_byte_array_new ();
  surface = cairo_svg_surface_create_for_stream (append_to_byte_array, svg, width, height);
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);

  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);

  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the chart as SVG: %s"), cairo_status_to_string (status));
      return FALSE;
    }

  return replace_contents (file, svg->data, svg->len, error);
}

/**
 * bk_chart_export_csv:
 *
 * Writes a header line ("month" and the lines' labels) and one line per month from 0 to the
 * last, with plain C-locale numbers; a month a line has no value for is left empty. A line
 * with a band has two more columns after its own, the band's lower and upper edge.
 */
gboolean
bk_chart_export_csv (BkChart  *chart,
                     GFile    *file,
                     GError  **error)
{
  g_autofree char *text = NULL;
  guint n_series;
  BkCsv *csv;

  g_return_val_if_fail (BK_IS_CHART (chart), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n_series = bk_chart_get_n_series (chart);
  csv = bk_csv_new ();

  bk_csv_add_text (csv, "month");
  for (guint i = 0; i < n_series; i++)
    {
      const BkChartSeries *series = bk_chart_get_series (chart, i);

      bk_csv_add_text (csv, series->label);

      if (series->band_low != NULL)
        {
          /* Translators: CSV column headers of a line's shaded band; %s is the line's name. */
          g_autofree char *low = g_strdup_printf (C_("chart csv", "%s, P10"), series->label);
          g_autofree char *high = g_strdup_printf (C_("chart csv", "%s, P90"), series->label);

          bk_csv_add_text (csv, low);
          bk_csv_add_text (csv, high);
        }
    }
  bk_csv_end_row (csv);

  for (guint m = 0; n_series > 0 && m <= bk_chart_get_n_months (chart); m++)
    {
      bk_csv_add_uint (csv, m);

      for (guint i = 0; i < n_series; i++)
        {
          const BkChartSeries *series = bk_chart_get_series (chart, i);

          bk_csv_add_amount (csv, bk_chart_series_get_value (series, m));

          if (series->band_low != NULL)
            {
              bk_csv_add_amount (csv, m < series->n_values ? series->band_low[m] : NAN);
              bk_csv_add_amount (csv, m < series->n_values ? series->band_high[m] : NAN);
            }
        }

      bk_csv_end_row (csv);
    }

  text = bk_csv_free_to_string (csv);

  return replace_contents (file, text, strlen (text), error);
}

static gboolean
write_export (Export  *export,
              GFile   *file,
              GError **error)
{
  switch (export->format)
    {
    case BK_CHART_EXPORT_PNG:
      return bk_chart_export_png (export->chart, file, EXPORT_WIDTH, EXPORT_HEIGHT, error);

    case BK_CHART_EXPORT_SVG:
      return bk_chart_export_svg (export->chart, file, EXPORT_WIDTH, EXPORT_HEIGHT, error);

    case BK_CHART_EXPORT_CSV:
      if (export->write_csv != NULL)
        return export->write_csv (export->csv_source, file, error);
      return bk_chart_export_csv (export->chart, file, error);

    default:
      g_assert_not_reached ();
    }
}

static void
save_response_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr (Export) export = user_data;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  if (file == NULL)
    {
      if (bk_file_dialog_failed (error))
        bk_file_show_error (export->parent, _("Could Not Export"), NULL, error->message);
      return;
    }

  if (!write_export (export, file, &error))
    {
      bk_file_show_error (export->parent, _("Could Not Export"), file, error->message);
      return;
    }

  bk_file_toast_exported (export->toasts, file);
}

/**
 * bk_chart_export_choose:
 * @parent: the widget that exports: the alerts are shown over it, the dialog over its window
 * @toasts: where to say that the file is saved
 * @chart: the chart to export
 * @format: the format to write
 * @title: (nullable): the dialog's title, %NULL for the format's own ("Export Chart")
 * @initial_name: the suggested file name, with its suffix
 * @write_csv: (nullable): what writes a CSV export instead of the chart's monthly figures
 * @csv_source: (nullable): what @write_csv is called with
 * @cancellable: (nullable): cancels the dialog, as when @parent goes away
 *
 * Asks for a file, writes the export into it and raises a toast, or an alert that says why
 * it could not be saved. A dismissed dialog says nothing.
 */
void
bk_chart_export_choose (GtkWidget            *parent,
                        AdwToastOverlay      *toasts,
                        BkChart              *chart,
                        BkChartExportFormat   format,
                        const char           *title,
                        const char           *initial_name,
                        BkChartExportCsvFunc  write_csv,
                        GObject              *csv_source,
                        GCancellable         *cancellable)
{
  g_autoptr (GtkFileDialog) dialog = NULL;
  const FormatInfo *info;
  Export *export;
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (toasts));
  g_return_if_fail (BK_IS_CHART (chart));
  g_return_if_fail (format < G_N_ELEMENTS (formats));
  g_return_if_fail (initial_name != NULL);
  g_return_if_fail (csv_source == NULL || G_IS_OBJECT (csv_source));

  info = &formats[format];
  dialog = bk_file_dialog_new (title != NULL ? title : _(info->title), _(info->filter_name),
                               info->mime_type, info->suffix);
  gtk_file_dialog_set_initial_name (dialog, initial_name);

  export = g_new0 (Export, 1);
  export->parent = g_object_ref (parent);
  export->toasts = g_object_ref (toasts);
  export->chart = g_object_ref (chart);
  export->format = format;
  export->write_csv = write_csv;
  export->csv_source = csv_source != NULL ? g_object_ref (csv_source) : NULL;

  root = gtk_widget_get_root (parent);
  gtk_file_dialog_save (dialog, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, cancellable,
                        save_response_cb, export);
}
