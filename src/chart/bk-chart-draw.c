/* bk-chart-draw.c: draws the cost chart: legend, axes, bands, lines, marks and read-out
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only drawing: the axes' steps come from bk-chart-scale.c, the colours from the style sheet
 * (bk-chart-style.c) and the lines from the chart, in a BkChartFrame.
 */

#define G_LOG_DOMAIN "bk-chart-draw"

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>

#include "bk-chart-draw.h"
#include "bk-chart-scale.h"
#include "bk-chart-series.h"
#include "bk-chart-style.h"
#include "bk-chart-summary.h"
#include "bk-format.h"

#define PADDING 8.0
#define LEGEND_SAMPLE 24.0
#define LEGEND_SPACING 16.0

static GdkRGBA
with_alpha (const GdkRGBA *rgba,
            float          alpha)
{
  GdkRGBA copy = *rgba;

  copy.alpha *= alpha;
  return copy;
}

static char *
format_money (const BkChartFrame *frame,
              double              amount,
              gboolean            abbreviated)
{
  const char *currency = frame->currency ? frame->currency : "";

  if (abbreviated)
    return bk_format_money_short (amount, currency);
  else
    return bk_format_money (amount, currency, -1);
}

static const BkChartSeries *
get_series (const BkChartFrame *frame,
            guint               i)
{
  return g_ptr_array_index (frame->series, i);
}

/* Most of a frame's texts (the legend, the axes' labels and titles) are the last frame's, and
 * shaping them again would cost more than the rest of the chart: they are kept, by text and
 * font, in the chart's cache. Returns a new reference; the layout must not be changed. */
static PangoLayout *
create_layout (const BkChartFrame *frame,
               const char         *text,
               PangoAttrList      *attrs)
{
  g_autofree char *key = NULL;
  PangoLayout *layout;

  if (frame->layouts != NULL)
    {
      key = g_strdup_printf ("%c%s", attrs == frame->bold_attrs ? 'b' : 's', text);
      layout = g_hash_table_lookup (frame->layouts, key);
      if (layout != NULL)
        return g_object_ref (layout);
    }

  if (frame->widget != NULL)
    {
      layout = gtk_widget_create_pango_layout (frame->widget, text);
    }
  else
    {
      layout = pango_layout_new (frame->context);
      if (text != NULL)
        pango_layout_set_text (layout, text, -1);
    }
  if (attrs != NULL)
    pango_layout_set_attributes (layout, attrs);

  if (frame->layouts != NULL)
    g_hash_table_insert (frame->layouts, g_steal_pointer (&key), g_object_ref (layout));

  return layout;
}

static void
layout_size (PangoLayout *layout,
             double      *width,
             double      *height)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  if (width)
    *width = w;
  if (height)
    *height = h;
}

static void
append_layout_at (GtkSnapshot   *snapshot,
                  PangoLayout   *layout,
                  double         x,
                  double         y,
                  const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x), round (y)));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
append_rect (GtkSnapshot   *snapshot,
             const GdkRGBA *color,
             double         x,
             double         y,
             double         width,
             double         height)
{
  gtk_snapshot_append_color (snapshot, color, &GRAPHENE_RECT_INIT (x, y, width, height));
}

static GskStroke *
create_stroke (const BkChartFrame *frame,
               BkChartLine         line)
{
  GskStroke *stroke = gsk_stroke_new (frame->style->line_width);
  float w = frame->style->line_width;

  gsk_stroke_set_line_join (stroke, GSK_LINE_JOIN_ROUND);

  switch (line)
    {
    case BK_CHART_LINE_DASHED:
      {
        float dash[] = { 4 * w, 2.5f * w };

        gsk_stroke_set_line_cap (stroke, GSK_LINE_CAP_BUTT);
        gsk_stroke_set_dash (stroke, dash, G_N_ELEMENTS (dash));
      }
      break;

    case BK_CHART_LINE_DOTTED:
      {
        float dash[] = { 0.1f * w, 2.2f * w };

        gsk_stroke_set_line_cap (stroke, GSK_LINE_CAP_ROUND);
        gsk_stroke_set_dash (stroke, dash, G_N_ELEMENTS (dash));
      }
      break;

    case BK_CHART_LINE_SOLID:
    default:
      gsk_stroke_set_line_cap (stroke, GSK_LINE_CAP_ROUND);
      break;
    }

  return stroke;
}

static const GdkRGBA *
series_color (const BkChartFrame  *frame,
              const BkChartSeries *series)
{
  return &frame->style->palette[series->color_index % BK_CHART_N_COLORS];
}

typedef struct
{
  PangoLayout *layout;
  double       x;
  double       y;
  double       text_width;
  double       text_height;
} LegendItem;

static double
layout_legend (const BkChartFrame *frame,
               LegendItem         *items,
               double              width)
{
  double x = PADDING, y = PADDING, row_height = 0;

  for (guint i = 0; i < frame->series->len; i++)
    {
      LegendItem *item = &items[i];
      double item_width;

      item->layout = create_layout (frame, get_series (frame, i)->label, frame->small_attrs);
      layout_size (item->layout, &item->text_width, &item->text_height);
      item_width = LEGEND_SAMPLE + 6 + item->text_width;

      if (x > PADDING && x + item_width > width - PADDING)
        {
          x = PADDING;
          y += row_height + 4;
          row_height = 0;
        }

      item->x = x;
      item->y = y;
      row_height = MAX (row_height, item->text_height);
      x += item_width + LEGEND_SPACING;
    }

  return frame->series->len > 0 ? y + row_height - PADDING : 0;
}

static void
draw_legend (const BkChartFrame *frame,
             GtkSnapshot        *snapshot,
             LegendItem         *items)
{
  for (guint i = 0; i < frame->series->len; i++)
    {
      const BkChartSeries *series = get_series (frame, i);
      LegendItem *item = &items[i];
      g_autoptr (GskPathBuilder) builder = gsk_path_builder_new ();
      g_autoptr (GskPath) path = NULL;
      GskStroke *stroke;
      double mid = round (item->y + item->text_height / 2) + 0.5;

      gsk_path_builder_move_to (builder, item->x + 2, mid);
      gsk_path_builder_line_to (builder, item->x + LEGEND_SAMPLE - 2, mid);
      path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));

      stroke = create_stroke (frame, series->line);
      gtk_snapshot_append_stroke (snapshot, path, stroke, series_color (frame, series));
      gsk_stroke_free (stroke);

      append_layout_at (snapshot, item->layout, item->x + LEGEND_SAMPLE + 6, item->y,
                        &frame->style->foreground);
    }
}

static double
x_for_month (const graphene_rect_t *plot,
             guint                  n_months,
             double                 month)
{
  return bk_chart_scale_month_to_x (n_months, month, plot->origin.x, plot->size.width);
}

static double
y_for_value (const graphene_rect_t *plot,
             const BkChartScale    *scale,
             double                 value)
{
  return bk_chart_scale_value_to_y (scale, value, plot->origin.y, plot->size.height);
}

/* A point that lies within this many pixels of the straight line from the last point kept to
 * a later one is left out: the line looks the same, and a cumulative cost, straight for months,
 * needs a few points rather than one a month. Rendering strokes each point's join, and in
 * software that is most of the time the chart takes to draw. */
#define SIMPLIFY_TOLERANCE 0.2f

static gboolean
straight_between (const graphene_point_t *points,
                  guint                   from,
                  guint                   to)
{
  float dx = points[to].x - points[from].x;
  float dy = points[to].y - points[from].y;
  float length = hypotf (dx, dy);

  for (guint k = from + 1; k < to; k++)
    {
      float cross = dx * (points[k].y - points[from].y) - dy * (points[k].x - points[from].x);

      if (fabsf (cross) > SIMPLIFY_TOLERANCE * length)
        return FALSE;
    }

  return TRUE;
}

/* Adds the polyline through @points to @builder, from a move to its first point, without the
 * points the straight pieces between their neighbours make redundant. The months go left to
 * right, so a piece never turns back on itself. */
static void
add_polyline (GskPathBuilder         *builder,
              const graphene_point_t *points,
              guint                   n_points,
              gboolean                move)
{
  guint anchor = 0;

  if (n_points == 0)
    return;

  if (move)
    gsk_path_builder_move_to (builder, points[0].x, points[0].y);
  else
    gsk_path_builder_line_to (builder, points[0].x, points[0].y);

  while (anchor + 1 < n_points)
    {
      guint end = anchor + 1;

      while (end + 1 < n_points && straight_between (points, anchor, end + 1))
        end++;

      gsk_path_builder_line_to (builder, points[end].x, points[end].y);
      anchor = end;
    }
}

static void
draw_series (const BkChartFrame    *frame,
             GtkSnapshot           *snapshot,
             const graphene_rect_t *plot,
             const BkChartScale    *scale)
{
  for (guint i = 0; i < frame->series->len; i++)
    {
      const BkChartSeries *series = get_series (frame, i);
      g_autoptr (GskPathBuilder) builder = gsk_path_builder_new ();
      g_autoptr (GskPath) path = NULL;
      g_autofree graphene_point_t *points = g_new (graphene_point_t, MAX (series->n_values, 1));
      guint n_points = 0;
      GskStroke *stroke;

      for (guint m = 0; m <= series->n_values; m++)
        {
          /* A value that is not a number leaves a gap in the line. */
          if (m == series->n_values || !isfinite (series->values[m]))
            {
              add_polyline (builder, points, n_points, TRUE);
              n_points = 0;
              continue;
            }

          points[n_points].x = x_for_month (plot, frame->n_months, m);
          points[n_points].y = y_for_value (plot, scale, series->values[m]);
          n_points++;
        }

      path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));
      stroke = create_stroke (frame, series->line);
      gtk_snapshot_append_stroke (snapshot, path, stroke, series_color (frame, series));
      gsk_stroke_free (stroke);
    }
}

/* The shaded P10–P90 band of each series that has one, under all lines: the band's upper edge
 * left to right, then its lower edge back, in the series' colour, translucent. A month without
 * finite values ends one piece of the band and starts the next. */
static void
draw_bands (const BkChartFrame    *frame,
            GtkSnapshot           *snapshot,
            const graphene_rect_t *plot,
            const BkChartScale    *scale)
{

  for (guint i = 0; i < frame->series->len; i++)
    {
      const BkChartSeries *series = get_series (frame, i);
      g_autoptr (GskPathBuilder) builder = NULL;
      g_autoptr (GskPath) path = NULL;
      g_autofree graphene_point_t *edge = NULL;
      GdkRGBA color;
      guint start = 0;

      if (series->band_low == NULL)
        continue;

      edge = g_new (graphene_point_t, MAX (series->n_values, 1));

      builder = gsk_path_builder_new ();

      while (start < series->n_values)
        {
          guint end = start;

          while (end < series->n_values && isfinite (series->band_low[end])
                 && isfinite (series->band_high[end]))
            end++;

          if (end > start)
            {
              guint n = end - start;

              for (guint k = 0; k < n; k++)
                {
                  edge[k].x = x_for_month (plot, frame->n_months, start + k);
                  edge[k].y = y_for_value (plot, scale, series->band_high[start + k]);
                }
              add_polyline (builder, edge, n, TRUE);
              for (guint k = 0; k < n; k++)
                {
                  edge[k].x = x_for_month (plot, frame->n_months, end - 1 - k);
                  edge[k].y = y_for_value (plot, scale, series->band_low[end - 1 - k]);
                }
              add_polyline (builder, edge, n, FALSE);
              gsk_path_builder_close (builder);
            }

          start = end + 1;
        }

      path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));
      color = with_alpha (series_color (frame, series), frame->style->band_alpha);
      gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, &color);
    }
}

static void
append_dot (GtkSnapshot   *snapshot,
            double         x,
            double         y,
            float          radius,
            const GdkRGBA *fill,
            const GdkRGBA *ring)
{
  g_autoptr (GskPathBuilder) builder = gsk_path_builder_new ();
  g_autoptr (GskPath) path = NULL;
  GskStroke *stroke = gsk_stroke_new (2);

  gsk_path_builder_add_circle (builder, &GRAPHENE_POINT_INIT (x, y), radius);
  path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));

  gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, fill);
  gtk_snapshot_append_stroke (snapshot, path, stroke, ring);
  gsk_stroke_free (stroke);
}

static void
draw_break_even (const BkChartFrame    *frame,
                 GtkSnapshot           *snapshot,
                 const graphene_rect_t *plot,
                 const BkChartScale    *scale)
{
  g_autoptr (PangoLayout) layout = NULL;
  g_autofree char *text = NULL;
  GdkRGBA line = with_alpha (&frame->style->foreground, frame->style->high_contrast ? 0.9f : 0.45f);
  double x, text_width, text_height, text_x;

  if (frame->break_even_month < 0 || (guint) frame->break_even_month > frame->n_months)
    return;

  x = round (x_for_month (plot, frame->n_months, frame->break_even_month));
  append_rect (snapshot, &line, x - 0.5, plot->origin.y, 1, plot->size.height);

  if (isfinite (frame->break_even_value))
    append_dot (snapshot, x, y_for_value (plot, scale, frame->break_even_value), 4.5f,
                &frame->style->foreground, &frame->style->background);

  /* Translators: the label at the break-even mark in the chart, which should stay short. */
  text = g_strdup_printf (ngettext ("Break-even after %u month", "Break-even after %u months",
                                    (guint) frame->break_even_month),
                          (guint) frame->break_even_month);
  layout = create_layout (frame, text, frame->bold_attrs);
  layout_size (layout, &text_width, &text_height);

  /* Right of the line when it fits, else left of it. */
  text_x = x + 6;
  if (text_x + text_width > plot->origin.x + plot->size.width)
    text_x = MAX (plot->origin.x, x - 6 - text_width);

  append_layout_at (snapshot, layout, text_x, plot->origin.y - text_height / 2,
                    &frame->style->foreground);
}

/* A dot on a line at its marked month, with the mark's text above it. */
static void
draw_marks (const BkChartFrame    *frame,
            GtkSnapshot           *snapshot,
            const graphene_rect_t *plot,
            const BkChartScale    *scale)
{
  for (guint i = 0; i < frame->series->len; i++)
    {
      const BkChartSeries *series = g_ptr_array_index (frame->series, i);
      g_autoptr (PangoLayout) layout = NULL;
      double value, x, y, text_width, text_height, text_x;

      if (series->mark_month < 0 || (guint) series->mark_month > frame->n_months)
        continue;
      value = bk_chart_series_get_value (series, series->mark_month);
      if (!isfinite (value))
        continue;

      x = x_for_month (plot, frame->n_months, series->mark_month);
      y = y_for_value (plot, scale, value);
      append_dot (snapshot, x, y, 4.5f, series_color (frame, series), &frame->style->background);

      if (series->mark_label == NULL)
        continue;

      layout = create_layout (frame, series->mark_label, frame->small_attrs);
      layout_size (layout, &text_width, &text_height);
      text_x = CLAMP (x - text_width / 2, plot->origin.x,
                      plot->origin.x + plot->size.width - text_width);
      append_layout_at (snapshot, layout, text_x, MAX (plot->origin.y, y - 8 - text_height),
                        &frame->style->foreground);
    }
}

static void
draw_readout (const BkChartFrame    *frame,
              GtkSnapshot           *snapshot,
              const graphene_rect_t *plot,
              const BkChartScale    *scale)
{
  g_autofree char *heading_text = NULL;
  g_autoptr (PangoLayout) heading = NULL;
  g_autofree PangoLayout **labels = NULL;
  g_autofree PangoLayout **values = NULL;
  g_autofree PangoLayout **notes = NULL;
  g_autofree const BkChartSeries **shown = NULL;
  guint n_shown = 0;
  double x, heading_width, heading_height, label_width = 0, value_width = 0, row_height = 0;
  double note_width = 0, notes_height = 0, note_limit;
  double box_width, box_height, box_x, box_y, row_y;
  const BkChartStyle *style = frame->style;
  GdkRGBA crosshair = with_alpha (&style->foreground, style->high_contrast ? 1.f : 0.55f);
  GdkRGBA border = with_alpha (&style->foreground, style->high_contrast ? 1.f : 0.15f);
  GdkRGBA dimmed = with_alpha (&style->foreground, style->high_contrast ? 1.f : 0.75f);
  GskRoundedRect outline;
  const double pad = 8;

  if (frame->readout_month < 0 || frame->series->len == 0)
    return;

  x = round (x_for_month (plot, frame->n_months, frame->readout_month));
  append_rect (snapshot, &crosshair, x - 0.5, plot->origin.y, 1, plot->size.height);

  labels = g_new0 (PangoLayout *, frame->series->len);
  values = g_new0 (PangoLayout *, frame->series->len);
  notes = g_new0 (PangoLayout *, frame->series->len);
  shown = g_new0 (const BkChartSeries *, frame->series->len);
  /* A note wraps rather than widen the read-out past the plot. */
  note_limit = MAX (120, MIN (plot->size.width - 2 * pad - 40, 280));

  for (guint i = 0; i < frame->series->len; i++)
    {
      const BkChartSeries *series = get_series (frame, i);
      double v = bk_chart_series_get_value (series, frame->readout_month);
      g_autofree char *money = NULL;
      double w, h;

      if (!isfinite (v))
        continue;

      append_dot (snapshot, x, y_for_value (plot, scale, v), 4.f,
                  series_color (frame, series), &frame->style->surface);

      money = format_money (frame, v, FALSE);
      labels[n_shown] = create_layout (frame, series->label, frame->small_attrs);
      values[n_shown] = create_layout (frame, money, frame->bold_attrs);
      shown[n_shown] = series;

      layout_size (labels[n_shown], &w, &h);
      label_width = MAX (label_width, w);
      row_height = MAX (row_height, h);
      layout_size (values[n_shown], &w, &h);
      value_width = MAX (value_width, w);
      row_height = MAX (row_height, h);
      if (series->note != NULL)
        {
          /* Wrapped to the width of this frame, so not one of the cached layouts. */
          notes[n_shown] = gtk_widget_create_pango_layout (frame->widget, series->note);
          pango_layout_set_attributes (notes[n_shown], frame->small_attrs);
          pango_layout_set_width (notes[n_shown], (int) (note_limit * PANGO_SCALE));
          pango_layout_set_wrap (notes[n_shown], PANGO_WRAP_WORD_CHAR);
          layout_size (notes[n_shown], &w, &h);
          note_width = MAX (note_width, w);
          notes_height += h + 2;
        }
      n_shown++;
    }

  heading_text = bk_chart_summary_dup_month_title (frame->readout_month);
  heading = create_layout (frame, heading_text, frame->bold_attrs);
  layout_size (heading, &heading_width, &heading_height);

  box_width = pad + MAX (MAX (heading_width, 14 + label_width + 12 + value_width),
                         14 + note_width) + pad;
  box_height = pad + heading_height + 4 + n_shown * (row_height + 2) + notes_height + pad - 2;

  box_x = x + 12;
  if (box_x + box_width > plot->origin.x + plot->size.width)
    box_x = x - 12 - box_width;
  box_x = MAX (box_x, 1);
  box_y = plot->origin.y + 8;

  gsk_rounded_rect_init_from_rect (&outline,
                                   &GRAPHENE_RECT_INIT (box_x, box_y, box_width, box_height), 8);

  gtk_snapshot_append_outset_shadow (snapshot, &outline, &(GdkRGBA) { 0, 0, 0, 0.18f },
                                     0, 2, 0, 6);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  append_rect (snapshot, &frame->style->surface, box_x, box_y, box_width, box_height);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 1, 1, 1, 1 },
                              (GdkRGBA[4]) { border, border, border, border });

  append_layout_at (snapshot, heading, box_x + pad, box_y + pad, &frame->style->foreground);
  row_y = box_y + pad + heading_height + 4;

  for (guint i = 0; i < n_shown; i++)
    {
      double w;

      append_rect (snapshot, series_color (frame, shown[i]),
                   box_x + pad, round (row_y + row_height / 2) - 1.5, 10, 3);
      append_layout_at (snapshot, labels[i], box_x + pad + 14, row_y, &frame->style->foreground);
      layout_size (values[i], &w, NULL);
      append_layout_at (snapshot, values[i], box_x + box_width - pad - w, row_y,
                        &frame->style->foreground);
      row_y += row_height + 2;

      if (notes[i] != NULL)
        {
          double h;

          append_layout_at (snapshot, notes[i], box_x + pad + 14, row_y, &dimmed);
          layout_size (notes[i], NULL, &h);
          row_y += h + 2;
          g_object_unref (notes[i]);
        }

      g_object_unref (labels[i]);
      g_object_unref (values[i]);
    }
}

static void
draw_focus (const BkChartFrame *frame,
            GtkSnapshot        *snapshot,
            double              width,
            double              height)
{
  GskRoundedRect outline;
  GdkRGBA c = with_alpha (&frame->style->accent, 0.5f);

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (1, 1, width - 2, height - 2), 8);
  gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 2, 2, 2, 2 },
                              (GdkRGBA[4]) { c, c, c, c });
}

/**
 * bk_chart_draw:
 * @frame: what to draw
 * @width: the width of the box to draw into
 * @height: its height
 * @plot_out: (out) (optional): where the plot went, to map the pointer to a month
 *
 * Draws the whole chart into a @width × @height box: the legend, the axes, the bands, the lines
 * and the break-even mark, and the read-out and the focus ring when @frame has them.
 */
void
bk_chart_draw (const BkChartFrame *frame,
               GtkSnapshot        *snapshot,
               double              width,
               double              height,
               graphene_rect_t    *plot_out)
{
  g_autofree LegendItem *legend = NULL;
  g_autoptr (PangoLayout) title = NULL;
  g_autoptr (PangoLayout) probe = NULL;
  g_autofree char *widest = NULL;
  PangoLayout **y_labels;
  guint n_y_labels;
  GdkRGBA text = with_alpha (&frame->style->foreground, frame->style->high_contrast ? 1.f : 0.75f);
  GdkRGBA grid = with_alpha (&frame->style->foreground, frame->style->high_contrast ? 0.35f : 0.1f);
  GdkRGBA axis = with_alpha (&frame->style->foreground, frame->style->high_contrast ? 1.f : 0.45f);
  graphene_rect_t plot;
  BkChartScale scale = { 0 };
  double legend_height, tick_height, y_label_width = 0, label_width;
  double top, bottom, left, right;

  if (width < 1 || height < 1)
    return;

  legend = g_new0 (LegendItem, frame->series->len);
  legend_height = layout_legend (frame, legend, width);

  probe = create_layout (frame, "0", frame->small_attrs);
  layout_size (probe, NULL, &tick_height);

  top = PADDING + legend_height + (legend_height > 0 ? 12 : 0) + tick_height / 2;
  bottom = height - PADDING - tick_height - 4 - tick_height;
  bottom = MAX (bottom, top + 1);

  bk_chart_scale_fit_values (&scale, frame->data_min, frame->data_max, bottom - top);

  n_y_labels = bk_chart_scale_get_n_value_ticks (&scale);
  y_labels = g_newa (PangoLayout *, n_y_labels);
  for (guint i = 0; i < n_y_labels; i++)
    {
      double v = bk_chart_scale_get_value_tick (&scale, i);
      g_autofree char *label = NULL;
      double w;

      label = format_money (frame, v, TRUE);
      y_labels[i] = create_layout (frame, label, frame->small_attrs);
      layout_size (y_labels[i], &w, NULL);
      y_label_width = MAX (y_label_width, w);
    }

  left = PADDING + y_label_width + 8;
  right = width - PADDING - 8;
  right = MAX (right, left + 1);
  graphene_rect_init (&plot, left, top, right - left, bottom - top);

  widest = g_strdup_printf ("%u", MAX (frame->n_months, 1));
  {
    g_autoptr (PangoLayout) widest_layout = create_layout (frame, widest, frame->small_attrs);

    layout_size (widest_layout, &label_width, NULL);
  }
  bk_chart_scale_fit_months (&scale, frame->n_months, plot.size.width, label_width);

  /* Horizontal grid and money labels. */
  for (guint i = 0; i < n_y_labels; i++)
    {
      double v = bk_chart_scale_get_value_tick (&scale, i);
      double y = round (y_for_value (&plot, &scale, v));
      double w, h;

      append_rect (snapshot, bk_chart_scale_is_zero (&scale, v) ? &axis : &grid,
                   plot.origin.x, y - 0.5, plot.size.width, 1);

      layout_size (y_labels[i], &w, &h);
      append_layout_at (snapshot, y_labels[i], left - 8 - w, y - h / 2, &text);
      g_object_unref (y_labels[i]);
    }

  /* Month or year ticks. */
  for (guint m = 0; m <= bk_chart_scale_get_last_month (&scale); m += scale.x_step)
    {
      g_autofree char *label = g_strdup_printf ("%u", bk_chart_scale_get_tick_label (&scale, m));
      g_autoptr (PangoLayout) layout = create_layout (frame, label, frame->small_attrs);
      double x = round (x_for_month (&plot, frame->n_months, m));
      double w;

      append_rect (snapshot, &axis, x - 0.5, bottom, 1, 4);
      layout_size (layout, &w, NULL);
      append_layout_at (snapshot, layout, x - w / 2, bottom + 4, &text);
    }

  /* Translators: the titles of the chart's time axis. */
  title = create_layout (frame,
                         scale.years ? C_("chart axis", "Years") : C_("chart axis", "Months"),
                         frame->small_attrs);
  {
    double w;

    layout_size (title, &w, NULL);
    append_layout_at (snapshot, title, plot.origin.x + (plot.size.width - w) / 2,
                      bottom + 4 + tick_height, &text);
  }

  draw_legend (frame, snapshot, legend);
  for (guint i = 0; i < frame->series->len; i++)
    g_object_unref (legend[i].layout);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (plot.origin.x - 6, plot.origin.y - 6,
                                                         plot.size.width + 12,
                                                         plot.size.height + 12));
  draw_bands (frame, snapshot, &plot, &scale);
  draw_series (frame, snapshot, &plot, &scale);
  gtk_snapshot_pop (snapshot);

  draw_break_even (frame, snapshot, &plot, &scale);
  draw_marks (frame, snapshot, &plot, &scale);

  draw_readout (frame, snapshot, &plot, &scale);

  if (frame->focus)
    draw_focus (frame, snapshot, width, height);

  if (plot_out)
    *plot_out = plot;
}


/**
 * bk_chart_draw_to_cairo:
 * @frame: what to draw, with a widget or a Pango context for the texts
 * @cr: where to draw, such as a page of a PDF file or of a print job
 * @width: the width of the box to draw into, in @cr's units
 * @height: its height
 *
 * Draws the chart as bk_chart_draw() does, through the same render nodes, so that paper shows
 * what the screen shows; cairo keeps the lines, bands and texts as vectors. It needs no display.
 */
void
bk_chart_draw_to_cairo (const BkChartFrame *frame,
                        cairo_t            *cr,
                        double              width,
                        double              height)
{
  g_autoptr (GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;

  g_return_if_fail (frame != NULL);
  g_return_if_fail (frame->widget != NULL || frame->context != NULL);
  g_return_if_fail (cr != NULL);

  /* Without gtk_init() (no display) GSK registers its node types when one is first asked for,
   * which has to happen before the snapshot makes nodes. */
  g_type_ensure (GSK_TYPE_CONTAINER_NODE);

  snapshot = gtk_snapshot_new ();
  bk_chart_draw (frame, snapshot, width, height, NULL);
  node = gtk_snapshot_free_to_node (snapshot);

  if (node != NULL)
    gsk_render_node_draw (node, cr);
}
