/* bk-usage-chart.c: the measured usage over time, with the derived base and peak
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage: for each covered day, the most GPUs active in one hour (a bar)
 * and the average busy GPUs (a darker bar inside it); over them the base B and the peak B + P as
 * lines, so that the team lead can see that the summary fits the days. Gaps stay empty.
 */

#define G_LOG_DOMAIN "bk-usage-chart"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-usage-chart.h"
#include "bk-usage.h"

struct _BkUsageChart
{
  GtkWidget  parent_instance;

  GArray    *days;       /* BkUsageDay */
  guint      base;
  guint      peak;
};

G_DEFINE_FINAL_TYPE (BkUsageChart, bk_usage_chart, GTK_TYPE_WIDGET)

#define MARGIN 4.0

static void
append_line (GtkSnapshot   *snapshot,
             float          width,
             float          y,
             const GdkRGBA *color)
{
  /* dashed: segments of 6 px with gaps of 4 */
  for (float x = 0; x < width; x += 10)
    gtk_snapshot_append_color (snapshot, color,
                               &GRAPHENE_RECT_INIT (x, y - 1, MIN (6, width - x), 2));
}

static void
bk_usage_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BkUsageChart *self = BK_USAGE_CHART (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  GdkRGBA fg, active, busy, base_color, peak_color;
  AdwStyleManager *style = adw_style_manager_get_default ();
  gint64 first, last;
  double span, top;

  if (self->days == NULL || self->days->len == 0 || width <= 0 || height <= 2 * MARGIN)
    return;

  gtk_widget_get_color (widget, &fg);
  {
    GdkRGBA *accent_rgba = adw_style_manager_get_accent_color_rgba (style);

    busy = *accent_rgba;
    gdk_rgba_free (accent_rgba);
  }
  active = busy;
  active.alpha = 0.3f;
  base_color = fg;
  peak_color = fg;
  peak_color.alpha = 0.6f;

  first = g_array_index (self->days, BkUsageDay, 0).start;
  last = g_array_index (self->days, BkUsageDay, self->days->len - 1).start;
  span = (double) (last - first) / 86400 + 1;
  top = MAX (1, self->peak) * 1.1;

  for (guint i = 0; i < self->days->len; i++)
    {
      const BkUsageDay *day = &g_array_index (self->days, BkUsageDay, i);
      float x = (float) ((double) (day->start - first) / 86400 / span * width);
      float w = MAX (1.0f, (float) (width / span) - (width / span > 3 ? 1 : 0));
      float h_active = (float) (day->active / top * (height - MARGIN));
      float h_busy = (float) (day->busy / top * (height - MARGIN));

      gtk_snapshot_append_color (snapshot, &active,
                                 &GRAPHENE_RECT_INIT (x, height - h_active, w, h_active));
      gtk_snapshot_append_color (snapshot, &busy,
                                 &GRAPHENE_RECT_INIT (x, height - h_busy, w, h_busy));
    }

  append_line (snapshot, width, height - (float) (self->base / top * (height - MARGIN)),
               &base_color);
  append_line (snapshot, width, height - (float) (self->peak / top * (height - MARGIN)),
               &peak_color);
}

static void
update_description (BkUsageChart *self)
{
  g_autofree char *text = NULL;

  if (self->days != NULL && self->days->len > 0)
    {
      g_autofree char *first = bk_usage_format_day (g_array_index (self->days, BkUsageDay, 0).start);
      g_autofree char *last = bk_usage_format_day (g_array_index (self->days, BkUsageDay,
                                                                  self->days->len - 1).start);

      /* Translators: the chart's description for screen readers: "GPUs busy per day from
       * 2026-08-03 to 2026-11-08, with the base of 8 GPUs and the peak of 12". */
      text = g_strdup_printf (_("GPUs busy per day from %s to %s, with the base of %u GPUs and "
                                "the peak of %u"), first, last, self->base, self->peak);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text != NULL ? text : "",
                                  -1);
}

static void
bk_usage_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 96;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 360 : 120;
}

static void
bk_usage_chart_finalize (GObject *object)
{
  BkUsageChart *self = BK_USAGE_CHART (object);

  g_clear_pointer (&self->days, g_array_unref);

  G_OBJECT_CLASS (bk_usage_chart_parent_class)->finalize (object);
}

static void
bk_usage_chart_class_init (BkUsageChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bk_usage_chart_finalize;
  widget_class->snapshot = bk_usage_chart_snapshot;
  widget_class->measure = bk_usage_chart_measure;

  gtk_widget_class_set_css_name (widget_class, "usage-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bk_usage_chart_init (BkUsageChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Measured usage"), -1);
}

GtkWidget *
bk_usage_chart_new (void)
{
  return g_object_new (BK_TYPE_USAGE_CHART, NULL);
}

void
bk_usage_chart_set_summary (BkUsageChart         *self,
                            const BkUsageSummary *summary)
{
  g_return_if_fail (BK_IS_USAGE_CHART (self));

  g_clear_pointer (&self->days, g_array_unref);
  if (summary != NULL)
    {
      self->days = g_array_ref (summary->days);
      self->base = summary->base;
      self->peak = summary->peak;
    }

  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
