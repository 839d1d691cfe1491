/* bk-chart.c: a line chart of cumulative costs, month by month
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-chart"

#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>
#include <math.h>

#include "bk-chart-scale.h"
#include "bk-chart-style.h"
#include "bk-chart-summary.h"
#include "bk-chart.h"
#include "bk-format.h"

#define PADDING 8.0
#define LEGEND_SAMPLE 24.0
#define LEGEND_SPACING 16.0
#define MONTHS_PER_YEAR 12

struct _BkChart
{
  GtkWidget        parent_instance;

  GPtrArray       *series;     /* of BkChartSeries */
  char            *currency;
  char            *custom_summary;
  char            *summary;

  guint            n_months;
  double           data_min;
  double           data_max;
  int              break_even_month;
  double           break_even_value;
  int              readout_month;

  /* Where the last on-screen frame put the plot, to map the pointer to a month. */
  graphene_rect_t  plot;

  PangoAttrList   *small_attrs;
  PangoAttrList   *bold_attrs;

  BkChartStyle     style;

  guint            readout_by_pointer : 1;
  guint            rebuilding : 1;
};

enum {
  PROP_0,
  PROP_CURRENCY,
  PROP_BREAK_EVEN_MONTH,
  PROP_READOUT_MONTH,
  N_PROPS,
};

G_DEFINE_FINAL_TYPE (BkChart, bk_chart, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static GdkRGBA
with_alpha (const GdkRGBA *rgba,
            float          alpha)
{
  GdkRGBA copy = *rgba;

  copy.alpha *= alpha;
  return copy;
}

static void
update_colors (BkChart *self)
{
  bk_chart_style_read (GTK_WIDGET (self), &self->style);
}

static char *
format_money (BkChart  *self,
              double    amount,
              gboolean  abbreviated)
{
  const char *currency = self->currency ? self->currency : "";

  if (abbreviated)
    return bk_format_money_short (amount, currency);
  else
    return bk_format_money (amount, currency, -1);
}

static const BkChartSeries *
get_series (BkChart *self,
            guint    i)
{
  return g_ptr_array_index (self->series, i);
}

static void
update_summary (BkChart *self)
{
  g_free (self->summary);

  if (self->custom_summary != NULL)
    self->summary = g_strdup (self->custom_summary);
  else
    self->summary = bk_chart_summary_describe_series (self->series, self->break_even_month,
                                                      self->n_months, self->currency);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->summary,
                                  -1);
}

static void
update_readout_state (BkChart *self)
{
  gboolean has_data = self->series->len > 0;

  if (self->readout_month >= 0)
    {
      g_autofree char *readout = bk_chart_summary_describe_month (self->series,
                                                                  self->readout_month,
                                                                  self->currency);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, readout,
                                      -1);
    }
  else
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.previous-month", has_data);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.next-month", has_data);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.previous-year", has_data);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.next-year", has_data);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.first-month", has_data);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.last-month", has_data);
  /* Escape only belongs to the chart while there is a read-out to hide; otherwise it may close
   * the dialog or page around it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.hide-readout",
                                 self->readout_month >= 0);
}

/* Called after the series changed: ranges, read-out, summary and a redraw. */
static void
data_changed (BkChart *self)
{
  self->n_months = 0;
  self->data_min = INFINITY;
  self->data_max = -INFINITY;

  for (guint i = 0; i < self->series->len; i++)
    {
      const BkChartSeries *series = get_series (self, i);

      self->n_months = MAX (self->n_months, series->n_values - 1);

      for (guint j = 0; j < series->n_values; j++)
        {
          double values[] = {
            series->values[j],
            series->band_low ? series->band_low[j] : NAN,
            series->band_high ? series->band_high[j] : NAN,
          };

          for (guint k = 0; k < G_N_ELEMENTS (values); k++)
            {
              if (!isfinite (values[k]))
                continue;

              self->data_min = MIN (self->data_min, values[k]);
              self->data_max = MAX (self->data_max, values[k]);
            }
        }
    }

  /* The read-out stays on its month while the numbers change under it, within the new range. */
  if (self->readout_month >= 0)
    {
      int month = self->series->len > 0 ? MIN (self->readout_month, (int) self->n_months) : -1;

      if (month != self->readout_month)
        {
          self->readout_month = month;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READOUT_MONTH]);
        }
    }

  update_summary (self);
  update_readout_state (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drawing. */

static PangoLayout *
create_layout (BkChart       *self,
               const char    *text,
               PangoAttrList *attrs)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  if (attrs != NULL)
    pango_layout_set_attributes (layout, attrs);

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
create_stroke (BkChart     *self,
               BkChartLine  line)
{
  GskStroke *stroke = gsk_stroke_new (self->style.line_width);
  float w = self->style.line_width;

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
series_color (BkChart             *self,
              const BkChartSeries *series)
{
  return &self->style.palette[series->color_index % BK_CHART_N_COLORS];
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
layout_legend (BkChart    *self,
               LegendItem *items,
               double      width)
{
  double x = PADDING, y = PADDING, row_height = 0;

  for (guint i = 0; i < self->series->len; i++)
    {
      LegendItem *item = &items[i];
      double item_width;

      item->layout = create_layout (self, get_series (self, i)->label, self->small_attrs);
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

  return self->series->len > 0 ? y + row_height - PADDING : 0;
}

static void
draw_legend (BkChart    *self,
             GtkSnapshot *snapshot,
             LegendItem *items)
{
  for (guint i = 0; i < self->series->len; i++)
    {
      const BkChartSeries *series = get_series (self, i);
      LegendItem *item = &items[i];
      g_autoptr (GskPathBuilder) builder = gsk_path_builder_new ();
      g_autoptr (GskPath) path = NULL;
      GskStroke *stroke;
      double mid = round (item->y + item->text_height / 2) + 0.5;

      gsk_path_builder_move_to (builder, item->x + 2, mid);
      gsk_path_builder_line_to (builder, item->x + LEGEND_SAMPLE - 2, mid);
      path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));

      stroke = create_stroke (self, series->line);
      gtk_snapshot_append_stroke (snapshot, path, stroke, series_color (self, series));
      gsk_stroke_free (stroke);

      append_layout_at (snapshot, item->layout, item->x + LEGEND_SAMPLE + 6, item->y, &self->style.foreground);
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

static void
draw_series (BkChart               *self,
             GtkSnapshot           *snapshot,
             const graphene_rect_t *plot,
             const BkChartScale    *scale)
{
  for (guint i = 0; i < self->series->len; i++)
    {
      const BkChartSeries *series = get_series (self, i);
      g_autoptr (GskPathBuilder) builder = gsk_path_builder_new ();
      g_autoptr (GskPath) path = NULL;
      gboolean pen_down = FALSE;
      GskStroke *stroke;

      for (guint m = 0; m < series->n_values; m++)
        {
          double v = series->values[m];
          float x, y;

          /* A value that is not a number leaves a gap in the line. */
          if (!isfinite (v))
            {
              pen_down = FALSE;
              continue;
            }

          x = x_for_month (plot, self->n_months, m);
          y = y_for_value (plot, scale, v);

          if (pen_down)
            gsk_path_builder_line_to (builder, x, y);
          else
            gsk_path_builder_move_to (builder, x, y);

          pen_down = TRUE;
        }

      path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));
      stroke = create_stroke (self, series->line);
      gtk_snapshot_append_stroke (snapshot, path, stroke, series_color (self, series));
      gsk_stroke_free (stroke);
    }
}

/* The shaded P10–P90 band of each series that has one, under all lines: the band's upper edge
 * left to right, then its lower edge back, in the series' colour, translucent. A month without
 * finite values ends one piece of the band and starts the next. */
static void
draw_bands (BkChart               *self,
            GtkSnapshot           *snapshot,
            const graphene_rect_t *plot,
            const BkChartScale    *scale)
{

  for (guint i = 0; i < self->series->len; i++)
    {
      const BkChartSeries *series = get_series (self, i);
      g_autoptr (GskPathBuilder) builder = NULL;
      g_autoptr (GskPath) path = NULL;
      GdkRGBA color;
      guint start = 0;

      if (series->band_low == NULL)
        continue;

      builder = gsk_path_builder_new ();

      while (start < series->n_values)
        {
          guint end = start;

          while (end < series->n_values && isfinite (series->band_low[end])
                 && isfinite (series->band_high[end]))
            end++;

          if (end > start)
            {
              gsk_path_builder_move_to (builder, x_for_month (plot, self->n_months, start),
                                        y_for_value (plot, scale, series->band_high[start]));
              for (guint m = start + 1; m < end; m++)
                gsk_path_builder_line_to (builder, x_for_month (plot, self->n_months, m),
                                          y_for_value (plot, scale, series->band_high[m]));
              for (guint m = end; m > start; m--)
                gsk_path_builder_line_to (builder, x_for_month (plot, self->n_months, m - 1),
                                          y_for_value (plot, scale, series->band_low[m - 1]));
              gsk_path_builder_close (builder);
            }

          start = end + 1;
        }

      path = gsk_path_builder_free_to_path (g_steal_pointer (&builder));
      color = with_alpha (series_color (self, series), self->style.band_alpha);
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
draw_break_even (BkChart               *self,
                 GtkSnapshot           *snapshot,
                 const graphene_rect_t *plot,
                 const BkChartScale    *scale)
{
  g_autoptr (PangoLayout) layout = NULL;
  g_autofree char *text = NULL;
  GdkRGBA line = with_alpha (&self->style.foreground, self->style.high_contrast ? 0.9f : 0.45f);
  double x, text_width, text_height, text_x;

  if (self->break_even_month < 0 || (guint) self->break_even_month > self->n_months)
    return;

  x = round (x_for_month (plot, self->n_months, self->break_even_month));
  append_rect (snapshot, &line, x - 0.5, plot->origin.y, 1, plot->size.height);

  if (isfinite (self->break_even_value))
    append_dot (snapshot, x, y_for_value (plot, scale, self->break_even_value), 4.5f,
                &self->style.foreground, &self->style.background);

  /* Translators: the label at the break-even mark in the chart, which should stay short. */
  text = g_strdup_printf (ngettext ("Break-even after %u month", "Break-even after %u months",
                                    (guint) self->break_even_month),
                          (guint) self->break_even_month);
  layout = create_layout (self, text, self->bold_attrs);
  layout_size (layout, &text_width, &text_height);

  /* Right of the line when it fits, else left of it. */
  text_x = x + 6;
  if (text_x + text_width > plot->origin.x + plot->size.width)
    text_x = MAX (plot->origin.x, x - 6 - text_width);

  append_layout_at (snapshot, layout, text_x, plot->origin.y - text_height / 2, &self->style.foreground);
}

static void
draw_readout (BkChart               *self,
              GtkSnapshot           *snapshot,
              const graphene_rect_t *plot,
              const BkChartScale    *scale)
{
  g_autofree char *heading_text = NULL;
  g_autoptr (PangoLayout) heading = NULL;
  g_autofree PangoLayout **labels = NULL;
  g_autofree PangoLayout **values = NULL;
  g_autofree const BkChartSeries **shown = NULL;
  guint n_shown = 0;
  double x, heading_width, heading_height, label_width = 0, value_width = 0, row_height = 0;
  double box_width, box_height, box_x, box_y, row_y;
  GdkRGBA crosshair = with_alpha (&self->style.foreground, self->style.high_contrast ? 1.f : 0.55f);
  GdkRGBA border = with_alpha (&self->style.foreground, self->style.high_contrast ? 1.f : 0.15f);
  GskRoundedRect outline;
  const double pad = 8;

  if (self->readout_month < 0 || self->series->len == 0)
    return;

  x = round (x_for_month (plot, self->n_months, self->readout_month));
  append_rect (snapshot, &crosshair, x - 0.5, plot->origin.y, 1, plot->size.height);

  labels = g_new0 (PangoLayout *, self->series->len);
  values = g_new0 (PangoLayout *, self->series->len);
  shown = g_new0 (const BkChartSeries *, self->series->len);

  for (guint i = 0; i < self->series->len; i++)
    {
      const BkChartSeries *series = get_series (self, i);
      double v = bk_chart_series_get_value (series, self->readout_month);
      g_autofree char *money = NULL;
      double w, h;

      if (!isfinite (v))
        continue;

      append_dot (snapshot, x, y_for_value (plot, scale, v), 4.f,
                  series_color (self, series), &self->style.surface);

      money = format_money (self, v, FALSE);
      labels[n_shown] = create_layout (self, series->label, self->small_attrs);
      values[n_shown] = create_layout (self, money, self->bold_attrs);
      shown[n_shown] = series;

      layout_size (labels[n_shown], &w, &h);
      label_width = MAX (label_width, w);
      row_height = MAX (row_height, h);
      layout_size (values[n_shown], &w, &h);
      value_width = MAX (value_width, w);
      row_height = MAX (row_height, h);
      n_shown++;
    }

  heading_text = bk_chart_summary_dup_month_title (self->readout_month);
  heading = create_layout (self, heading_text, self->bold_attrs);
  layout_size (heading, &heading_width, &heading_height);

  box_width = pad + MAX (heading_width, 14 + label_width + 12 + value_width) + pad;
  box_height = pad + heading_height + 4 + n_shown * (row_height + 2) + pad - 2;

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
  append_rect (snapshot, &self->style.surface, box_x, box_y, box_width, box_height);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 1, 1, 1, 1 },
                              (GdkRGBA[4]) { border, border, border, border });

  append_layout_at (snapshot, heading, box_x + pad, box_y + pad, &self->style.foreground);
  row_y = box_y + pad + heading_height + 4;

  for (guint i = 0; i < n_shown; i++)
    {
      double w;

      append_rect (snapshot, series_color (self, shown[i]),
                   box_x + pad, round (row_y + row_height / 2) - 1.5, 10, 3);
      append_layout_at (snapshot, labels[i], box_x + pad + 14, row_y, &self->style.foreground);
      layout_size (values[i], &w, NULL);
      append_layout_at (snapshot, values[i], box_x + box_width - pad - w, row_y, &self->style.foreground);
      row_y += row_height + 2;

      g_object_unref (labels[i]);
      g_object_unref (values[i]);
    }
}

static void
draw_focus (BkChart     *self,
            GtkSnapshot *snapshot,
            double       width,
            double       height)
{
  GskRoundedRect outline;
  GdkRGBA c = with_alpha (&self->style.accent, 0.5f);

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (1, 1, width - 2, height - 2), 8);
  gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 2, 2, 2, 2 },
                              (GdkRGBA[4]) { c, c, c, c });
}

/* Draws the whole chart into a width × height box; `interactive` adds the read-out and the focus
 * ring, which exports leave out. */
static void
draw_chart (BkChart     *self,
            GtkSnapshot *snapshot,
            double       width,
            double       height,
            gboolean     interactive,
            graphene_rect_t *plot_out)
{
  g_autofree LegendItem *legend = NULL;
  g_autoptr (PangoLayout) title = NULL;
  g_autoptr (PangoLayout) probe = NULL;
  g_autofree char *widest = NULL;
  PangoLayout **y_labels;
  guint n_y_labels;
  GdkRGBA text = with_alpha (&self->style.foreground, self->style.high_contrast ? 1.f : 0.75f);
  GdkRGBA grid = with_alpha (&self->style.foreground, self->style.high_contrast ? 0.35f : 0.1f);
  GdkRGBA axis = with_alpha (&self->style.foreground, self->style.high_contrast ? 1.f : 0.45f);
  graphene_rect_t plot;
  BkChartScale scale = { 0 };
  double legend_height, tick_height, y_label_width = 0, label_width;
  double top, bottom, left, right;

  if (width < 1 || height < 1)
    return;

  legend = g_new0 (LegendItem, self->series->len);
  legend_height = layout_legend (self, legend, width);

  probe = create_layout (self, "0", self->small_attrs);
  layout_size (probe, NULL, &tick_height);

  title = create_layout (self, NULL, self->small_attrs);

  top = PADDING + legend_height + (legend_height > 0 ? 12 : 0) + tick_height / 2;
  bottom = height - PADDING - tick_height - 4 - tick_height;
  bottom = MAX (bottom, top + 1);

  bk_chart_scale_fit_values (&scale, self->data_min, self->data_max, bottom - top);

  n_y_labels = bk_chart_scale_get_n_value_ticks (&scale);
  y_labels = g_newa (PangoLayout *, n_y_labels);
  for (guint i = 0; i < n_y_labels; i++)
    {
      double v = bk_chart_scale_get_value_tick (&scale, i);
      g_autofree char *label = NULL;
      double w;

      label = format_money (self, v, TRUE);
      y_labels[i] = create_layout (self, label, self->small_attrs);
      layout_size (y_labels[i], &w, NULL);
      y_label_width = MAX (y_label_width, w);
    }

  left = PADDING + y_label_width + 8;
  right = width - PADDING - 8;
  right = MAX (right, left + 1);
  graphene_rect_init (&plot, left, top, right - left, bottom - top);

  widest = g_strdup_printf ("%u", MAX (self->n_months, 1));
  pango_layout_set_text (title, widest, -1);
  layout_size (title, &label_width, NULL);
  bk_chart_scale_fit_months (&scale, self->n_months, plot.size.width, label_width);

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
      g_autoptr (PangoLayout) layout = create_layout (self, label, self->small_attrs);
      double x = round (x_for_month (&plot, self->n_months, m));
      double w;

      append_rect (snapshot, &axis, x - 0.5, bottom, 1, 4);
      layout_size (layout, &w, NULL);
      append_layout_at (snapshot, layout, x - w / 2, bottom + 4, &text);
    }

  /* Translators: the titles of the chart's time axis. */
  pango_layout_set_text (title,
                         scale.years ? C_("chart axis", "Years") : C_("chart axis", "Months"),
                         -1);
  {
    double w;

    layout_size (title, &w, NULL);
    append_layout_at (snapshot, title, plot.origin.x + (plot.size.width - w) / 2,
                      bottom + 4 + tick_height, &text);
  }

  draw_legend (self, snapshot, legend);
  for (guint i = 0; i < self->series->len; i++)
    g_object_unref (legend[i].layout);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (plot.origin.x - 6, plot.origin.y - 6,
                                                         plot.size.width + 12,
                                                         plot.size.height + 12));
  draw_bands (self, snapshot, &plot, &scale);
  draw_series (self, snapshot, &plot, &scale);
  gtk_snapshot_pop (snapshot);

  draw_break_even (self, snapshot, &plot, &scale);

  if (interactive)
    {
      draw_readout (self, snapshot, &plot, &scale);

      if (gtk_widget_has_visible_focus (GTK_WIDGET (self)))
        draw_focus (self, snapshot, width, height);
    }

  if (plot_out)
    *plot_out = plot;
}

/* Input. */

static int
month_at (BkChart *self,
          double   x)
{
  return bk_chart_scale_month_at (self->n_months, x, self->plot.origin.x, self->plot.size.width);
}

static void
motion_cb (BkChart                  *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  if (self->series->len == 0)
    return;

  self->readout_by_pointer = TRUE;
  bk_chart_set_readout_month (self, month_at (self, x));
}

static void
leave_cb (BkChart                  *self,
          GtkEventControllerMotion *controller)
{
  if (self->readout_by_pointer)
    bk_chart_set_readout_month (self, -1);
}

static void
pressed_cb (BkChart         *self,
            int              n_press,
            double           x,
            double           y,
            GtkGestureClick *gesture)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
focus_leave_cb (BkChart                 *self,
                GtkEventControllerFocus *controller)
{
  if (!self->readout_by_pointer)
    bk_chart_set_readout_month (self, -1);
}

static void
move_readout_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BkChart *self = BK_CHART (widget);
  int last = self->n_months;
  int current = self->readout_month;
  int month;

  if (g_str_equal (action_name, "chart.next-month"))
    month = current < 0 ? 0 : current + 1;
  else if (g_str_equal (action_name, "chart.previous-month"))
    month = current < 0 ? last : current - 1;
  else if (g_str_equal (action_name, "chart.next-year"))
    month = current < 0 ? 0 : current + MONTHS_PER_YEAR;
  else if (g_str_equal (action_name, "chart.previous-year"))
    month = current < 0 ? last : current - MONTHS_PER_YEAR;
  else if (g_str_equal (action_name, "chart.first-month"))
    month = 0;
  else if (g_str_equal (action_name, "chart.last-month"))
    month = last;
  else
    month = G_MININT;

  month = month == G_MININT ? -1 : CLAMP (month, 0, last);

  self->readout_by_pointer = FALSE;
  bk_chart_set_readout_month (self, month);
}

/* GtkWidget. */

static void
bk_chart_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  BkChart *self = BK_CHART (widget);

  draw_chart (self, snapshot,
              gtk_widget_get_width (widget), gtk_widget_get_height (widget),
              TRUE, &self->plot);
}

static void
bk_chart_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 280;
      *natural = 640;
    }
  else
    {
      *minimum = 200;
      *natural = 360;
    }
}

static void
bk_chart_css_changed (GtkWidget         *widget,
                      GtkCssStyleChange *change)
{
  BkChart *self = BK_CHART (widget);

  GTK_WIDGET_CLASS (bk_chart_parent_class)->css_changed (widget, change);

  update_colors (self);
  gtk_widget_queue_draw (widget);
}

/* GObject. */

static void
bk_chart_dispose (GObject *object)
{
  bk_chart_style_remove_nodes (GTK_WIDGET (object));

  G_OBJECT_CLASS (bk_chart_parent_class)->dispose (object);
}

static void
bk_chart_finalize (GObject *object)
{
  BkChart *self = BK_CHART (object);

  g_clear_pointer (&self->series, g_ptr_array_unref);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->custom_summary, g_free);
  g_clear_pointer (&self->summary, g_free);
  g_clear_pointer (&self->small_attrs, pango_attr_list_unref);
  g_clear_pointer (&self->bold_attrs, pango_attr_list_unref);

  G_OBJECT_CLASS (bk_chart_parent_class)->finalize (object);
}

static void
bk_chart_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  BkChart *self = BK_CHART (object);

  switch (prop_id)
    {
    case PROP_CURRENCY:
      g_value_set_string (value, bk_chart_get_currency (self));
      break;

    case PROP_BREAK_EVEN_MONTH:
      g_value_set_int (value, bk_chart_get_break_even (self));
      break;

    case PROP_READOUT_MONTH:
      g_value_set_int (value, bk_chart_get_readout_month (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_chart_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  BkChart *self = BK_CHART (object);

  switch (prop_id)
    {
    case PROP_CURRENCY:
      bk_chart_set_currency (self, g_value_get_string (value));
      break;

    case PROP_BREAK_EVEN_MONTH:
      bk_chart_set_break_even (self, g_value_get_int (value));
      break;

    case PROP_READOUT_MONTH:
      bk_chart_set_readout_month (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_binding (GtkWidgetClass *widget_class,
             guint           keyval,
             guint           keypad_keyval,
             const char     *action)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, action, NULL);
  gtk_widget_class_add_binding_action (widget_class, keypad_keyval, 0, action, NULL);
}

static void
bk_chart_class_init (BkChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_chart_dispose;
  object_class->finalize = bk_chart_finalize;
  object_class->get_property = bk_chart_get_property;
  object_class->set_property = bk_chart_set_property;

  widget_class->snapshot = bk_chart_snapshot;
  widget_class->measure = bk_chart_measure;
  widget_class->css_changed = bk_chart_css_changed;

  /**
   * BkChart:currency:
   *
   * The ISO 4217 code of the amounts, for the axis and the read-out.
   */
  properties[PROP_CURRENCY] =
    g_param_spec_string ("currency", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BkChart:break-even-month:
   *
   * The month to mark as the break-even point, or -1 for none.
   */
  properties[PROP_BREAK_EVEN_MONTH] =
    g_param_spec_int ("break-even-month", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BkChart:readout-month:
   *
   * The month whose values the read-out shows, or -1 when it is hidden.
   */
  properties[PROP_READOUT_MONTH] =
    g_param_spec_int ("readout-month", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "chart.previous-month", NULL, move_readout_cb);
  gtk_widget_class_install_action (widget_class, "chart.next-month", NULL, move_readout_cb);
  gtk_widget_class_install_action (widget_class, "chart.previous-year", NULL, move_readout_cb);
  gtk_widget_class_install_action (widget_class, "chart.next-year", NULL, move_readout_cb);
  gtk_widget_class_install_action (widget_class, "chart.first-month", NULL, move_readout_cb);
  gtk_widget_class_install_action (widget_class, "chart.last-month", NULL, move_readout_cb);
  gtk_widget_class_install_action (widget_class, "chart.hide-readout", NULL, move_readout_cb);

  add_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, "chart.previous-month");
  add_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, "chart.next-month");
  add_binding (widget_class, GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up, "chart.previous-year");
  add_binding (widget_class, GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down, "chart.next-year");
  add_binding (widget_class, GDK_KEY_Home, GDK_KEY_KP_Home, "chart.first-month");
  add_binding (widget_class, GDK_KEY_End, GDK_KEY_KP_End, "chart.last-month");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "chart.hide-readout", NULL);

  gtk_widget_class_set_css_name (widget_class, "chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bk_chart_init (BkChart *self)
{
  GtkEventController *controller;

  self->series = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_chart_series_free);
  self->break_even_month = -1;
  self->break_even_value = NAN;
  self->readout_month = -1;
  self->data_min = INFINITY;
  self->data_max = -INFINITY;

  /* The chart's texts are in the theme's caption type, and the bold ones in its caption
   * heading: the fonts the window has loaded already. Tabular figures keep the numbers of the
   * axes and the read-out aligned. */
  gtk_widget_add_css_class (GTK_WIDGET (self), "caption");
  self->small_attrs = pango_attr_list_new ();
  pango_attr_list_insert (self->small_attrs, pango_attr_font_features_new ("tnum=1"));

  self->bold_attrs = pango_attr_list_new ();
  pango_attr_list_insert (self->bold_attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (self->bold_attrs, pango_attr_font_features_new ("tnum=1"));

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = GTK_EVENT_CONTROLLER (gtk_gesture_click_new ());
  g_signal_connect_swapped (controller, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  bk_chart_style_add_nodes (GTK_WIDGET (self));
  update_colors (self);
  update_summary (self);
  update_readout_state (self);
}

/* Public API. */

/**
 * bk_chart_new:
 *
 * Returns: (transfer floating): a new, empty chart
 */
GtkWidget *
bk_chart_new (void)
{
  return g_object_new (BK_TYPE_CHART, NULL);
}

/**
 * bk_chart_clear:
 *
 * Removes every series, the break-even mark, the read-out and a summary set with
 * bk_chart_set_summary().
 */
void
bk_chart_clear (BkChart *self)
{
  g_return_if_fail (BK_IS_CHART (self));

  g_object_freeze_notify (G_OBJECT (self));

  g_clear_pointer (&self->custom_summary, g_free);
  g_ptr_array_set_size (self->series, 0);
  self->rebuilding = TRUE;
  bk_chart_set_break_even (self, -1);
  self->rebuilding = FALSE;
  data_changed (self);

  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * bk_chart_add_series:
 * @label: the name in the legend, the read-out and the CSV header
 * @values: (array length=n_values): one value per month, from month 0; NAN leaves a gap
 * @line: the stroke style
 * @color_index: index into the palette; it wraps around after %BK_CHART_N_COLORS
 *
 * Adds a line. The values are copied; x is the month index.
 */
void
bk_chart_add_series (BkChart      *self,
                     const char   *label,
                     const double *values,
                     guint         n_values,
                     BkChartLine   line,
                     guint         color_index)
{
  g_return_if_fail (BK_IS_CHART (self));
  g_return_if_fail (label != NULL);
  g_return_if_fail (values != NULL);
  g_return_if_fail (n_values > 0);
  g_return_if_fail (line <= BK_CHART_LINE_DOTTED);

  g_ptr_array_add (self->series, bk_chart_series_new (label, values, n_values, line, color_index));
  data_changed (self);
}

/**
 * bk_chart_set_series:
 * @series: (element-type BkChartSeries) (transfer none): the new lines; they are copied
 * @break_even_month: the month to mark, or -1 for none
 * @break_even_value: where on the mark to put its dot, or NAN for none
 * @summary: (nullable): the accessible label, or %NULL for the automatic text
 *
 * Replaces every line, the break-even mark and the summary at once. The read-out stays on its
 * month as long as the new lines reach it.
 */
void
bk_chart_set_series (BkChart    *self,
                     GPtrArray  *series,
                     int         break_even_month,
                     double      break_even_value,
                     const char *summary)
{
  g_return_if_fail (BK_IS_CHART (self));
  g_return_if_fail (series != NULL);
  g_return_if_fail (break_even_month >= -1);

  g_object_freeze_notify (G_OBJECT (self));

  g_ptr_array_set_size (self->series, 0);
  for (guint i = 0; i < series->len; i++)
    {
      const BkChartSeries *line = g_ptr_array_index (series, i);
      BkChartSeries *copy = bk_chart_series_new (line->label, line->values, line->n_values,
                                                 line->line, line->color_index);

      bk_chart_series_set_band (copy, line->band_low, line->band_high);
      g_ptr_array_add (self->series, copy);
    }

  g_set_str (&self->custom_summary, summary);

  self->rebuilding = TRUE;
  bk_chart_set_break_even (self, break_even_month);
  self->rebuilding = FALSE;
  self->break_even_value = break_even_value;

  data_changed (self);

  g_object_thaw_notify (G_OBJECT (self));
}

guint
bk_chart_get_n_series (BkChart *self)
{
  g_return_val_if_fail (BK_IS_CHART (self), 0);

  return self->series->len;
}

/**
 * bk_chart_get_series:
 * @index: a line, in the order they were added
 *
 * Returns: (transfer none): the line
 */
const BkChartSeries *
bk_chart_get_series (BkChart *self,
                     guint    index)
{
  g_return_val_if_fail (BK_IS_CHART (self), NULL);
  g_return_val_if_fail (index < self->series->len, NULL);

  return get_series (self, index);
}

/**
 * bk_chart_set_band:
 * @series_index: the series the band belongs to
 * @low: (array length=n_values) (nullable): the band's lower edge, month by month; %NULL removes
 *   the band
 * @high: (array length=n_values) (nullable): its upper edge
 * @n_values: as many values as the series has
 *
 * Shades the area between @low and @high (a P10–P90 band) under the series' line, in its colour.
 * The values are copied; the CSV export gains two columns for the band.
 */
void
bk_chart_set_band (BkChart      *self,
                   guint         series_index,
                   const double *low,
                   const double *high,
                   guint         n_values)
{
  BkChartSeries *series;

  g_return_if_fail (BK_IS_CHART (self));
  g_return_if_fail (series_index < self->series->len);
  g_return_if_fail ((low == NULL) == (high == NULL));

  series = g_ptr_array_index (self->series, series_index);
  g_return_if_fail (low == NULL || n_values == series->n_values);

  bk_chart_series_set_band (series, low, high);
  data_changed (self);
}

gboolean
bk_chart_has_band (BkChart *self,
                   guint    series_index)
{
  g_return_val_if_fail (BK_IS_CHART (self), FALSE);
  g_return_val_if_fail (series_index < self->series->len, FALSE);

  return get_series (self, series_index)->band_low != NULL;
}

/**
 * bk_chart_get_n_months:
 *
 * Returns: the last month index of the longest series (the horizon), 0 without data
 */
guint
bk_chart_get_n_months (BkChart *self)
{
  g_return_val_if_fail (BK_IS_CHART (self), 0);

  return self->n_months;
}

const char *
bk_chart_get_currency (BkChart *self)
{
  g_return_val_if_fail (BK_IS_CHART (self), NULL);

  return self->currency;
}

void
bk_chart_set_currency (BkChart    *self,
                       const char *currency)
{
  g_return_if_fail (BK_IS_CHART (self));

  if (g_set_str (&self->currency, currency))
    {
      update_summary (self);
      update_readout_state (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENCY]);
    }
}

int
bk_chart_get_break_even (BkChart *self)
{
  g_return_val_if_fail (BK_IS_CHART (self), -1);

  return self->break_even_month;
}

/**
 * bk_chart_set_break_even:
 * @month: the month to mark, or -1 for none
 */
void
bk_chart_set_break_even (BkChart *self,
                         int      month)
{
  g_return_if_fail (BK_IS_CHART (self));
  g_return_if_fail (month >= -1);

  if (self->break_even_month == month)
    return;

  self->break_even_month = month;
  self->break_even_value = NAN;

  if (!self->rebuilding)
    update_summary (self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BREAK_EVEN_MONTH]);
}

int
bk_chart_get_readout_month (BkChart *self)
{
  g_return_val_if_fail (BK_IS_CHART (self), -1);

  return self->readout_month;
}

/**
 * bk_chart_set_readout_month:
 * @month: the month whose values to show, or -1 to hide the read-out
 *
 * Months past the last one are clamped to it; without data the read-out stays hidden.
 */
void
bk_chart_set_readout_month (BkChart *self,
                            int      month)
{
  g_return_if_fail (BK_IS_CHART (self));
  g_return_if_fail (month >= -1);

  if (self->series->len == 0)
    month = -1;
  else if (month > (int) self->n_months)
    month = self->n_months;

  if (self->readout_month == month)
    return;

  self->readout_month = month;
  update_readout_state (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READOUT_MONTH]);
}

/**
 * bk_chart_set_summary:
 * @summary: (nullable): what the chart shows, in words, or %NULL for the automatic text
 *
 * Overrides the accessible label, for charts whose meaning the caller knows better (a
 * comparison). bk_chart_clear() and bk_chart_set_series() drop it.
 */
void
bk_chart_set_summary (BkChart    *self,
                      const char *summary)
{
  g_return_if_fail (BK_IS_CHART (self));

  if (g_set_str (&self->custom_summary, summary))
    update_summary (self);
}

/**
 * bk_chart_dup_summary:
 *
 * Returns: (transfer full): the chart's accessible label: its result in words
 */
char *
bk_chart_dup_summary (BkChart *self)
{
  g_return_val_if_fail (BK_IS_CHART (self), NULL);

  return g_strdup (self->summary);
}

/**
 * bk_chart_dup_readout:
 *
 * Returns: (transfer full) (nullable): the read-out in words, %NULL when it is hidden
 */
char *
bk_chart_dup_readout (BkChart *self)
{
  g_return_val_if_fail (BK_IS_CHART (self), NULL);

  if (self->readout_month < 0)
    return NULL;

  return bk_chart_summary_describe_month (self->series, self->readout_month, self->currency);
}

/**
 * bk_chart_render:
 * @width: width of the image in pixels
 * @height: height of the image in pixels
 *
 * Draws the chart at the given size on an opaque background in the current style, without the
 * read-out and the focus ring. The widget need not be shown.
 *
 * Returns: (transfer full): the render node
 */
GskRenderNode *
bk_chart_render (BkChart *self,
                 int      width,
                 int      height)
{
  GtkSnapshot *snapshot;

  g_return_val_if_fail (BK_IS_CHART (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  update_colors (self);

  snapshot = gtk_snapshot_new ();
  append_rect (snapshot, &self->style.background, 0, 0, width, height);
  draw_chart (self, snapshot, width, height, FALSE, NULL);

  return gtk_snapshot_free_to_node (snapshot);
}
