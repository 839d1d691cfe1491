/* bk-paper.c: the decision paper: a profile or a comparison on printed pages and in PDF
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A paper is a list of pages, each a column of blocks (texts, tables and a chart) in the words
 * of the report and the result page. The same code draws a page onto any cairo context: a
 * print job's page (bk-paper-print.c) or a page of a PDF file, and the chart goes through the
 * chart's own drawing (bk-chart-draw.c). Nothing here needs a display, so the command line
 * writes the same PDF as the window does.
 */

#define G_LOG_DOMAIN "bk-paper"

#include "config.h"

#include <glib/gi18n.h>

#include <cairo-pdf.h>
#include <gtk/gtk.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-chart-draw.h"
#include "bk-chart-series.h"
#include "bk-chart-style.h"
#include "bk-comparison.h"
#include "bk-paper-private.h"
#include "bk-paper.h"
#include "bk-profile-files.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-types.h"
#include "bk-uncertainty.h"
#include "bk-words.h"

#define FONT_FAMILY "Cantarell, Sans"
#define MARGIN 50.0
#define FOOTER_GAP 16.0
#define MAX_COLUMNS 8  /* the generations table has eight */

/* The chart is laid out in CSS pixels, as on screen, and drawn at 72/96 of that in points. */
#define CHART_SCALE (72.0 / 96.0)

typedef enum
{
  BLOCK_TEXT,
  BLOCK_TABLE,
  BLOCK_CHART,
} BlockType;

typedef struct
{
  char     *text;
  gboolean  bold;
} Cell;

struct _BkPaperBlock
{
  BlockType  type;

  /* BLOCK_TEXT */
  BkPaperStyle  style;
  char      *text;

  /* BLOCK_TABLE: the first row is the header; a column's weight is its share of the width. */
  guint      n_columns;
  double     weights[MAX_COLUMNS];
  GArray    *cells;
  double     font_size;

  /* BLOCK_CHART */
  GPtrArray *series;
  int        break_even_month;
  double     break_even_value;
  char      *currency;
  double     height;
};

typedef BkPaperBlock Block;

struct _BkPaper
{
  GObject    parent_instance;

  char      *title;
  char      *date;
  GDateTime *now;    /* the day of the analysis, which dates the catalogue's prices */
  BkCatalogue *catalogue;  /* where the inputs' figures came from, or NULL for none */
  GPtrArray *pages;  /* of GPtrArray of Block */
};

G_DEFINE_FINAL_TYPE (BkPaper, bk_paper, G_TYPE_OBJECT)

static void
cell_clear (Cell *cell)
{
  g_free (cell->text);
}

static void
block_free (Block *block)
{
  g_free (block->text);
  g_clear_pointer (&block->cells, g_array_unref);
  g_clear_pointer (&block->series, g_ptr_array_unref);
  g_free (block->currency);
  g_free (block);
}

GPtrArray *
bk_paper_add_page (BkPaper *self)
{
  GPtrArray *page = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);

  g_ptr_array_add (self->pages, page);
  return page;
}

void
bk_paper_add_text (GPtrArray  *page,
          BkPaperStyle   style,
          const char *text)
{
  Block *block = g_new0 (Block, 1);

  block->type = BLOCK_TEXT;
  block->style = style;
  block->text = g_strdup (text);
  g_ptr_array_add (page, block);
}

BkPaperBlock *
bk_paper_add_table (GPtrArray    *page,
           double        font_size,
           guint         n_columns,
           const double *weights)
{
  Block *block = g_new0 (Block, 1);

  g_assert (n_columns <= MAX_COLUMNS);

  block->type = BLOCK_TABLE;
  block->font_size = font_size;
  block->n_columns = n_columns;
  for (guint i = 0; i < n_columns; i++)
    block->weights[i] = weights[i];
  block->cells = g_array_new (FALSE, TRUE, sizeof (Cell));
  g_array_set_clear_func (block->cells, (GDestroyNotify) cell_clear);
  g_ptr_array_add (page, block);

  return block;
}

/* Takes the text. */
void
bk_paper_table_take (BkPaperBlock *table,
                 char     *text,
                 gboolean  bold)
{
  Cell cell = { text != NULL ? text : g_strdup (""), bold };

  g_array_append_val (table->cells, cell);
}

void
bk_paper_table_add (BkPaperBlock *table,
                const char *text,
                gboolean    bold)
{
  bk_paper_table_take (table, g_strdup (text), bold);
}

void
bk_paper_add_chart (GPtrArray  *page,
           GPtrArray  *series,
           int         break_even_month,
           double      break_even_value,
           const char *currency,
           double      height)
{
  Block *block = g_new0 (Block, 1);

  block->type = BLOCK_CHART;
  block->series = g_ptr_array_ref (series);
  block->break_even_month = break_even_month;
  block->break_even_value = break_even_value;
  block->currency = g_strdup (currency);
  block->height = height;
  g_ptr_array_add (page, block);
}

/* Layout */

static void
set_font (PangoLayout *layout,
          double       size,
          gboolean     bold)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (FONT_FAMILY);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);

  /* Text search in the PDF finds words whole: no hyphens are added where a line breaks. */
  pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
}

static PangoLayout *
new_layout (PangoContext *context,
            const char   *text,
            double        size,
            gboolean      bold,
            double        width)
{
  PangoLayout *layout = pango_layout_new (context);

  set_font (layout, size, bold);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width (layout, (int) (MAX (width, 1) * PANGO_SCALE));
  pango_layout_set_text (layout, text, -1);

  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

static void
show_layout (cairo_t     *cr,
             PangoLayout *layout,
             double       x,
             double       y,
             double       gray)
{
  cairo_set_source_rgb (cr, gray, gray, gray);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

typedef struct
{
  double   size;
  gboolean bold;
  double   gray;
  double   space_before;
  double   space_after;
} TextLook;

static TextLook
text_look (BkPaperStyle style)
{
  switch (style)
    {
    case BK_PAPER_STYLE_TITLE:
      return (TextLook) { 18, TRUE, 0.1, 0, 2 };
    case BK_PAPER_STYLE_SUBTITLE:
      return (TextLook) { 9, FALSE, 0.35, 0, 4 };
    case BK_PAPER_STYLE_HEADING:
      return (TextLook) { 11.5, TRUE, 0.1, 12, 4 };
    case BK_PAPER_STYLE_VERDICT:
      return (TextLook) { 13, TRUE, 0.1, 0, 5 };
    case BK_PAPER_STYLE_BULLET:
      return (TextLook) { 9.5, FALSE, 0.15, 0, 2.5 };
    case BK_PAPER_STYLE_NOTE:
      return (TextLook) { 7.5, FALSE, 0.35, 0, 2.5 };
    case BK_PAPER_STYLE_BODY:
    default:
      return (TextLook) { 9.5, FALSE, 0.15, 0, 3 };
    }
}

#define BULLET_INDENT 11.0

static double
text_block (cairo_t      *cr,
            PangoContext *context,
            const Block  *block,
            double        x,
            double        y,
            double        width,
            gboolean      draw)
{
  TextLook look = text_look (block->style);
  double indent = block->style == BK_PAPER_STYLE_BULLET ? BULLET_INDENT : 0;
  g_autoptr(PangoLayout) layout = new_layout (context, block->text, look.size, look.bold,
                                              width - indent);
  double height = layout_height (layout);

  if (draw)
    {
      if (block->style == BK_PAPER_STYLE_BULLET)
        {
          g_autoptr(PangoLayout) bullet = new_layout (context, "•", look.size, FALSE, indent);

          show_layout (cr, bullet, x + 2, y + look.space_before, look.gray);
        }
      show_layout (cr, layout, x + indent, y + look.space_before, look.gray);
    }

  return look.space_before + height + look.space_after;
}

static double
table_block (cairo_t      *cr,
             PangoContext *context,
             const Block  *block,
             double        x,
             double        y,
             double        width,
             gboolean      draw)
{
  const double pad = 2.5;
  double total_weight = 0, top = y;
  guint n_rows = block->cells->len / block->n_columns;

  for (guint c = 0; c < block->n_columns; c++)
    total_weight += block->weights[c];

  for (guint r = 0; r < n_rows; r++)
    {
      PangoLayout *layouts[MAX_COLUMNS];
      double row_height = 0, cx = x;

      for (guint c = 0; c < block->n_columns; c++)
        {
          const Cell *cell = &g_array_index (block->cells, Cell, r * block->n_columns + c);
          double column_width = width * block->weights[c] / total_weight;

          layouts[c] = new_layout (context, cell->text, block->font_size, r == 0 || cell->bold,
                                   column_width - 2 * pad);
          row_height = MAX (row_height, layout_height (layouts[c]));
        }
      row_height += 2 * pad;

      for (guint c = 0; c < block->n_columns; c++)
        {
          if (draw)
            show_layout (cr, layouts[c], cx + pad, y + pad, r == 0 ? 0.3 : 0.12);
          cx += width * block->weights[c] / total_weight;
          g_object_unref (layouts[c]);
        }

      y += row_height;

      if (draw)
        {
          /* A firm rule under the header, faint ones between the rows. */
          cairo_set_source_rgba (cr, 0, 0, 0, r == 0 ? 0.5 : 0.12);
          cairo_set_line_width (cr, r == 0 ? 0.8 : 0.4);
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x + width, y);
          cairo_stroke (cr);
        }
    }

  return y - top + 4;
}

static double
chart_block (cairo_t      *cr,
             const Block  *block,
             double        x,
             double        y,
             double        width,
             gboolean      draw)
{
  g_autoptr(GObject) context = NULL;
  g_autoptr(PangoFontDescription) font = NULL;
  PangoAttrList *small_attrs, *bold_attrs;
  BkChartStyle style;
  BkChartFrame frame;
  guint n_months;
  double data_min, data_max;

  if (!draw)
    return block->height + 4;

  bk_chart_style_init_paper (&style);
  bk_chart_series_get_extent (block->series, &n_months, &data_min, &data_max);

  /* The chart's own texts, at the size they have next to it on screen. */
  context = G_OBJECT (pango_cairo_create_context (cr));
  pango_cairo_context_set_resolution (PANGO_CONTEXT (context), 96);
  font = pango_font_description_from_string (FONT_FAMILY);
  pango_font_description_set_size (font, 8 * PANGO_SCALE);
  pango_context_set_font_description (PANGO_CONTEXT (context), font);

  small_attrs = pango_attr_list_new ();
  pango_attr_list_insert (small_attrs, pango_attr_font_features_new ("tnum=1"));
  bold_attrs = pango_attr_list_new ();
  pango_attr_list_insert (bold_attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (bold_attrs, pango_attr_font_features_new ("tnum=1"));

  frame = (BkChartFrame) {
    .context = PANGO_CONTEXT (context),
    .series = block->series,
    .n_months = n_months,
    .data_min = data_min,
    .data_max = data_max,
    .break_even_month = block->break_even_month,
    .break_even_value = block->break_even_value,
    .readout_month = -1,
    .currency = block->currency,
    .style = &style,
    .small_attrs = small_attrs,
    .bold_attrs = bold_attrs,
  };

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, CHART_SCALE, CHART_SCALE);
  bk_chart_draw_to_cairo (&frame, cr, width / CHART_SCALE, block->height / CHART_SCALE);
  cairo_restore (cr);

  pango_attr_list_unref (small_attrs);
  pango_attr_list_unref (bold_attrs);

  return block->height + 4;
}

/* Lays out (and with @draw, draws) the page's blocks from the top; returns their height. */
static double
layout_blocks (GPtrArray    *page,
               cairo_t      *cr,
               PangoContext *context,
               double        width,
               gboolean      draw)
{
  double y = 0;

  for (guint i = 0; i < page->len; i++)
    {
      const Block *block = g_ptr_array_index (page, i);

      switch (block->type)
        {
        case BLOCK_TEXT:
          y += text_block (cr, context, block, 0, y, width, draw);
          break;
        case BLOCK_TABLE:
          y += table_block (cr, context, block, 0, y, width, draw);
          break;
        case BLOCK_CHART:
          y += chart_block (cr, block, 0, y, width, draw);
          break;
        default:
          g_assert_not_reached ();
        }
    }

  return y;
}

static PangoContext *
create_context (cairo_t *cr)
{
  PangoContext *context = pango_cairo_create_context (cr);
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Points as units; unhinted metrics so that a line breaks at the same word on every device. */
  pango_cairo_context_set_resolution (context, 72);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);

  return context;
}

static void
draw_footer (BkPaper      *self,
             cairo_t      *cr,
             PangoContext *context,
             double        width,
             double        height,
             guint         page)
{
  g_autofree char *pages = NULL;
  g_autofree char *left = NULL;
  g_autoptr(PangoLayout) left_layout = NULL;
  g_autoptr(PangoLayout) right_layout = NULL;
  double text_width = width - 2 * MARGIN;
  double y;

  /* Translators: the footer of a printed page, "Page 1 of 2". */
  pages = g_strdup_printf (_("Page %u of %u"), page + 1, self->pages->len);
  /* Translators: the footer of a printed page: the app's name, the paper's title and the date
   * of the analysis. */
  left = g_strdup_printf (_("Breakeven · %s · %s"), self->title, self->date);

  left_layout = new_layout (context, left, 7.5, FALSE, text_width * 0.75);
  pango_layout_set_ellipsize (left_layout, PANGO_ELLIPSIZE_MIDDLE);
  right_layout = new_layout (context, pages, 7.5, FALSE, text_width * 0.25);
  pango_layout_set_alignment (right_layout, PANGO_ALIGN_RIGHT);

  y = height - MARGIN + FOOTER_GAP / 2;
  show_layout (cr, left_layout, MARGIN, y, 0.4);
  show_layout (cr, right_layout, MARGIN + text_width * 0.75, y, 0.4);
}

static char *
format_today (GDateTime *now)
{
  g_autoptr(GDateTime) local = now != NULL ? g_date_time_ref (now) : g_date_time_new_now_local ();
  GDate date;

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, (GDateDay) g_date_time_get_day_of_month (local),
                  (GDateMonth) g_date_time_get_month (local),
                  (GDateYear) g_date_time_get_year (local));

  return bk_words_format_date (&date);
}

static void
bk_paper_finalize (GObject *object)
{
  BkPaper *self = BK_PAPER (object);

  g_free (self->title);
  g_free (self->date);
  g_clear_pointer (&self->now, g_date_time_unref);
  g_clear_object (&self->catalogue);
  g_ptr_array_unref (self->pages);

  G_OBJECT_CLASS (bk_paper_parent_class)->finalize (object);
}

static void
bk_paper_class_init (BkPaperClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bk_paper_finalize;
}

static void
bk_paper_init (BkPaper *self)
{
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
}

/* Public API */

/**
 * bk_paper_new_for_profile:
 * @uncertainty: (nullable): the Monte Carlo analysis, for the bands and the spreads
 * @catalogue: (nullable): the catalogue the inputs' sources and the note on old prices come
 *   from, %NULL for none
 * @now: (nullable): the date of the analysis, %NULL for today
 *
 * Returns: (transfer full): the two pages of a profile's decision paper
 */
BkPaper *
bk_paper_new_for_profile (BkProfile     *profile,
                          BkAnalysis    *analysis,
                          BkUncertainty *uncertainty,
                          BkCatalogue   *catalogue,
                          GDateTime     *now)
{
  BkPaper *self;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);
  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), NULL);
  g_return_val_if_fail (uncertainty == NULL || BK_IS_UNCERTAINTY (uncertainty), NULL);
  g_return_val_if_fail (catalogue == NULL || BK_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (BK_TYPE_PAPER, NULL);
  self->title = g_strdup (bk_profile_get_name (profile));
  self->date = format_today (now);
  self->now = now != NULL ? g_date_time_ref (now) : g_date_time_new_now_local ();
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  bk_paper_fill_profile (self, profile, analysis, uncertainty);

  return self;
}

/**
 * bk_paper_new_for_results:
 * @results: a profile's results
 * @before_tax: whether to print the figures before tax, as a page shows them when its tax
 *   switch is off; without tax they are the same
 * @catalogue: (nullable): see bk_paper_new_for_profile()
 * @now: (nullable): the date of the analysis, %NULL for today
 *
 * The paper of a profile's results, with the Monte Carlo analysis when the profile has ranges
 * and the figures are after tax (its bands and chances are after tax, so they are left out
 * beside the figures before tax, as the page leaves them out). The stages still on their way
 * are finished first, on this thread, from the fixed seed, so the same profile gives the same
 * paper, and a page that shows the results shows them too: nothing is worked out twice.
 *
 * Returns: (transfer full): the two pages of the profile's decision paper
 */
BkPaper *
bk_paper_new_for_results (BkProfileResults *results,
                          gboolean          before_tax,
                          BkCatalogue      *catalogue,
                          GDateTime        *now)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (results), NULL);

  bk_profile_results_finish (results);

  return bk_paper_new_for_profile (bk_profile_results_get_profile (results),
                                   bk_profile_results_get_analysis (results, before_tax),
                                   bk_profile_results_get_uncertainty (results, before_tax),
                                   catalogue, now);
}

/**
 * bk_paper_new_for_comparison:
 * @now: (nullable): the date of the analysis, %NULL for today
 *
 * Returns: (transfer full): the page of a comparison: the table and the chart
 */
BkPaper *
bk_paper_new_for_comparison (BkComparison *comparison,
                             GDateTime    *now)
{
  BkPaper *self;

  g_return_val_if_fail (BK_IS_COMPARISON (comparison), NULL);

  self = g_object_new (BK_TYPE_PAPER, NULL);
  /* Translators: the title of a printed comparison. */
  self->title = g_strdup (C_("paper", "Comparison"));
  self->date = format_today (now);
  bk_paper_fill_comparison (self, comparison);

  return self;
}

const char *
bk_paper_get_title (BkPaper *self)
{
  g_return_val_if_fail (BK_IS_PAPER (self), NULL);

  return self->title;
}

/* The date of the analysis, in the locale's format. */
/* Returns: (transfer none) (nullable): the catalogue of a profile's paper, or %NULL for none */
BkCatalogue *
bk_paper_get_catalogue (BkPaper *self)
{
  g_return_val_if_fail (BK_IS_PAPER (self), NULL);

  return self->catalogue;
}

/* Returns: (transfer none) (nullable): the moment of a profile's analysis */
GDateTime *
bk_paper_get_now (BkPaper *self)
{
  g_return_val_if_fail (BK_IS_PAPER (self), NULL);

  return self->now;
}

const char *
bk_paper_get_date (BkPaper *self)
{
  g_return_val_if_fail (BK_IS_PAPER (self), NULL);

  return self->date;
}

guint
bk_paper_get_n_pages (BkPaper *self)
{
  g_return_val_if_fail (BK_IS_PAPER (self), 0);

  return self->pages->len;
}

/**
 * bk_paper_draw_page:
 * @cr: where to draw, in points from the paper's top left corner
 * @width: the paper's width in points
 * @height: its height
 * @page: the page, from 0
 *
 * Draws one page inside the margins. A page whose blocks would not fit (a long translation, a
 * small paper) is drawn smaller, so that the paper keeps its number of pages.
 */
void
bk_paper_draw_page (BkPaper *self,
                    cairo_t *cr,
                    double   width,
                    double   height,
                    guint    page)
{
  g_autoptr(GObject) context = NULL;
  GPtrArray *blocks;
  double content_width = width - 2 * MARGIN;
  double content_height = height - 2 * MARGIN - FOOTER_GAP;
  double scale = 1;

  g_return_if_fail (BK_IS_PAPER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page < self->pages->len);

  blocks = g_ptr_array_index (self->pages, page);
  context = G_OBJECT (create_context (cr));

  for (guint i = 0; i < 6; i++)
    {
      double used = layout_blocks (blocks, cr, PANGO_CONTEXT (context), content_width / scale,
                                   FALSE);

      if (used * scale <= content_height + 0.01)
        break;
      scale *= content_height / (used * scale) * 0.99;
    }

  cairo_save (cr);
  cairo_translate (cr, MARGIN, MARGIN);
  cairo_scale (cr, scale, scale);
  layout_blocks (blocks, cr, PANGO_CONTEXT (context), content_width / scale, TRUE);
  cairo_restore (cr);

  draw_footer (self, cr, PANGO_CONTEXT (context), width, height, page);
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
 * bk_paper_to_pdf:
 *
 * Returns: (transfer full) (nullable): the PDF file's bytes, or %NULL with @error set
 */
GBytes *
bk_paper_to_pdf (BkPaper      *self,
                 BkPaperSize   size,
                 GError      **error)
{
  g_autoptr(GByteArray) pdf = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  double width, height;
  cairo_t *cr;

  g_return_val_if_fail (BK_IS_PAPER (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bk_paper_size_get_points (size, &width, &height);
  surface = cairo_pdf_surface_create_for_stream (append_to_byte_array, pdf, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, self->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Breakeven");

  cr = cairo_create (surface);
  for (guint i = 0; i < self->pages->len; i++)
    {
      bk_paper_draw_page (self, cr, width, height, i);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);

  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not draw the PDF: %s"),
                   cairo_status_to_string (status));
      return NULL;
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&pdf));
}

/**
 * bk_paper_save_pdf:
 *
 * Writes the PDF under a temporary name beside @file and then moves it there, so that a
 * failure leaves no part of a file behind, and an old file stays as it was.
 */
gboolean
bk_paper_save_pdf (BkPaper      *self,
                   GFile        *file,
                   BkPaperSize   size,
                   GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (BK_IS_PAPER (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = bk_paper_to_pdf (self, size, error);
  if (bytes == NULL)
    return FALSE;

  return bk_write_atomically (file, bytes, G_FILE_CREATE_REPLACE_DESTINATION, error);
}

/* Letter where the locale's paper is Letter (the US, Canada and a few more), A4 elsewhere. */
BkPaperSize
bk_paper_size_get_default (void)
{
  return g_str_equal (gtk_paper_size_get_default (), GTK_PAPER_NAME_LETTER) ? BK_PAPER_SIZE_LETTER
                                                                             : BK_PAPER_SIZE_A4;
}

void
bk_paper_size_get_points (BkPaperSize  size,
                          double      *width,
                          double      *height)
{
  /* 210 × 297 mm and 8.5 × 11 inches. */
  *width = size == BK_PAPER_SIZE_LETTER ? 612 : 595.276;
  *height = size == BK_PAPER_SIZE_LETTER ? 792 : 841.89;
}

/**
 * bk_paper_write_report:
 * @profiles: (element-type BkProfile): one profile, or two to four to compare
 * @paper: (nullable): "a4", "letter" or %NULL for the locale's
 * @generations: (nullable): the generations table of the one profile, on a page of its own
 *
 * The command line's PDF (a #BkReportPdfWriter): with the Monte Carlo analysis of the
 * report's fixed seed when the profile has ranges, so the same file gives the same paper.
 */
gboolean
bk_paper_write_report (GPtrArray     *profiles,
                       const char    *paper,
                       BkGenerations *generations,
                       GFile         *output,
                       GError       **error)
{
  g_autoptr(BkPaper) self = NULL;
  BkPaperSize size = bk_paper_size_get_default ();

  g_return_val_if_fail (profiles != NULL && profiles->len > 0, FALSE);

  if (g_strcmp0 (paper, "a4") == 0)
    size = BK_PAPER_SIZE_A4;
  else if (g_strcmp0 (paper, "letter") == 0)
    size = BK_PAPER_SIZE_LETTER;

  if (profiles->len == 1)
    {
      g_autoptr(BkProfileResults) results = NULL;

      results = bk_profile_results_dup_for_profile (g_ptr_array_index (profiles, 0));
      /* The command line runs without the application: with its own catalogue. */
      self = bk_paper_new_for_results (results, FALSE, bk_catalogue_get_current (), NULL);
      if (generations != NULL)
        bk_paper_add_generations (self, g_ptr_array_index (profiles, 0), generations);
    }
  else
    {
      g_autoptr(BkComparison) comparison = bk_comparison_new (profiles, error);

      if (comparison == NULL)
        return FALSE;
      self = bk_paper_new_for_comparison (comparison, NULL);
    }

  return bk_paper_save_pdf (self, output, size, error);
}
