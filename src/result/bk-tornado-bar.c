/* bk-tornado-bar.c: one bar of the sensitivity chart, or a legend swatch of its two colours
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bar runs from the lead with its input at the low end of the range to the lead at the high
 * end, through the single-value lead, where a thin line marks the value; a dashed line marks a
 * lead of zero.
 */

#define G_LOG_DOMAIN "bk-tornado"

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "bk-tornado-bar.h"

#define BAR_HEIGHT 14
#define SWATCH_SIZE 12

/* libadwaita's purple and teal: darker on a light background, lighter on a dark one, the
 * extremes in high contrast. They are neither option's colour in the cost chart. */
static const guint32 low_colors[] = { 0x9141ac, 0xdc8add, 0x613583, 0xf0c2f0 };
static const guint32 high_colors[] = { 0x1d8a8a, 0x5bc8af, 0x0b5e5e, 0x93ddc2 };

struct _BkTornadoBar
{
  GtkWidget parent_instance;

  int       swatch;   /* 0: a bar; 1: the low end's swatch; 2: the high end's */
  double    axis_min;
  double    axis_max;
  double    base;
  double    at_low;
  double    at_high;
};

enum {
  PROP_0,
  PROP_SWATCH,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkTornadoBar, bk_tornado_bar, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static void
bar_colors (GtkWidget *widget,
            GdkRGBA   *low,
            GdkRGBA   *high)
{
  AdwStyleManager *manager = adw_style_manager_get_for_display (gtk_widget_get_display (widget));
  guint i = (adw_style_manager_get_dark (manager) ? 1 : 0)
            + (adw_style_manager_get_high_contrast (manager) ? 2 : 0);
  guint32 colors[2] = { low_colors[i], high_colors[i] };
  GdkRGBA *out[2] = { low, high };

  for (guint k = 0; k < 2; k++)
    *out[k] = (GdkRGBA) { ((colors[k] >> 16) & 0xff) / 255.f, ((colors[k] >> 8) & 0xff) / 255.f,
                          (colors[k] & 0xff) / 255.f, 1.f };
}

static double
bar_x (BkTornadoBar *self,
       double        width,
       double        value)
{
  return width * (value - self->axis_min) / (self->axis_max - self->axis_min);
}

static void
append_segment (GtkSnapshot   *snapshot,
                double         x1,
                double         x2,
                double         height,
                const GdkRGBA *color)
{
  GskRoundedRect rect;
  double left = MIN (x1, x2);
  double width = MAX (fabs (x2 - x1), 1);

  gsk_rounded_rect_init_from_rect (&rect, &GRAPHENE_RECT_INIT (left, 0, width, height), 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rect);
  gtk_snapshot_append_color (snapshot, color, &rect.bounds);
  gtk_snapshot_pop (snapshot);
}

static void
bk_tornado_bar_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BkTornadoBar *self = BK_TORNADO_BAR (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  GdkRGBA low, high, fg, track, mark;
  double x_base, x_low, x_high;

  bar_colors (widget, &low, &high);

  if (self->swatch != 0)
    {
      append_segment (snapshot, 0, width, height, self->swatch == 1 ? &low : &high);
      return;
    }

  if (!(self->axis_max > self->axis_min) || width < 1)
    return;

  gtk_widget_get_color (widget, &fg);
  track = fg;
  track.alpha *= 0.08f;
  mark = fg;
  mark.alpha *= 0.7f;

  append_segment (snapshot, 0, width, height, &track);

  x_base = bar_x (self, width, self->base);
  x_low = bar_x (self, width, self->at_low);
  x_high = bar_x (self, width, self->at_high);

  /* The longer part first, so that a shorter one on the same side stays visible on top. */
  if (fabs (x_low - x_base) >= fabs (x_high - x_base))
    {
      append_segment (snapshot, x_base, x_low, height, &low);
      append_segment (snapshot, x_base, x_high, height, &high);
    }
  else
    {
      append_segment (snapshot, x_base, x_high, height, &high);
      append_segment (snapshot, x_base, x_low, height, &low);
    }

  gtk_snapshot_append_color (snapshot, &mark,
                             &GRAPHENE_RECT_INIT (round (x_base) - 1, -2, 2, height + 4));

  if (self->axis_min < 0 && self->axis_max > 0)
    {
      double x_zero = round (bar_x (self, width, 0));

      for (double y = -2; y < height + 2; y += 4)
        gtk_snapshot_append_color (snapshot, &fg, &GRAPHENE_RECT_INIT (x_zero - 0.5, y, 1, 2));
    }
}

static void
bk_tornado_bar_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  BkTornadoBar *self = BK_TORNADO_BAR (widget);

  if (self->swatch != 0)
    *minimum = *natural = SWATCH_SIZE;
  else if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 120;
  else
    *minimum = *natural = BAR_HEIGHT;
}

static void
bk_tornado_bar_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (bk_tornado_bar_parent_class)->css_changed (widget, change);

  gtk_widget_queue_draw (widget);
}

static void
bk_tornado_bar_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BkTornadoBar *self = BK_TORNADO_BAR (object);

  switch (prop_id)
    {
    case PROP_SWATCH:
      g_value_set_int (value, bk_tornado_bar_get_swatch (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_tornado_bar_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BkTornadoBar *self = BK_TORNADO_BAR (object);

  switch (prop_id)
    {
    case PROP_SWATCH:
      bk_tornado_bar_set_swatch (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_tornado_bar_class_init (BkTornadoBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bk_tornado_bar_get_property;
  object_class->set_property = bk_tornado_bar_set_property;

  widget_class->snapshot = bk_tornado_bar_snapshot;
  widget_class->measure = bk_tornado_bar_measure;
  widget_class->css_changed = bk_tornado_bar_css_changed;

  /* Which legend swatch this is; 0 for a bar. */
  properties[PROP_SWATCH] =
    g_param_spec_int ("swatch", NULL, NULL, 0, 2, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tornadobar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bk_tornado_bar_init (BkTornadoBar *self)
{
}

/**
 * bk_tornado_bar_new:
 * @axis_min: the lead at the left end of the axis every bar shares
 * @axis_max: the lead at the right end
 * @base: the single-value lead, where the bar starts
 * @at_low: the lead with the input at the low end of its range
 * @at_high: the lead with the input at the high end
 *
 * Returns: (transfer floating): a bar of the sensitivity chart
 */
GtkWidget *
bk_tornado_bar_new (double axis_min,
                    double axis_max,
                    double base,
                    double at_low,
                    double at_high)
{
  BkTornadoBar *self = g_object_new (BK_TYPE_TORNADO_BAR, NULL);

  self->axis_min = axis_min;
  self->axis_max = axis_max;
  self->base = base;
  self->at_low = at_low;
  self->at_high = at_high;

  return GTK_WIDGET (self);
}

int
bk_tornado_bar_get_swatch (BkTornadoBar *self)
{
  g_return_val_if_fail (BK_IS_TORNADO_BAR (self), 0);

  return self->swatch;
}

/**
 * bk_tornado_bar_set_swatch:
 * @swatch: 0 for a bar, 1 for the low end's legend swatch, 2 for the high end's
 */
void
bk_tornado_bar_set_swatch (BkTornadoBar *self,
                           int           swatch)
{
  g_return_if_fail (BK_IS_TORNADO_BAR (self));
  g_return_if_fail (swatch >= 0 && swatch <= 2);

  if (self->swatch == swatch)
    return;

  self->swatch = swatch;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SWATCH]);
}
