/* bk-tornado.c: the sensitivity (tornado) chart: which inputs move the answer most
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per input with a range, the input that moves the answer most on top: its name, its
 * range and a bar. The bars share one axis, the lead of the cheapest option over the next one
 * in money; each runs from the lead with the input at the low end of its range to the lead with
 * it at the high end, through the single-value lead, where a thin line marks the value. A second
 * line marks a lead of zero, where the two options swap. Every row states its bar in words for
 * screen readers.
 */

#define G_LOG_DOMAIN "bk-tornado"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <math.h>

#include "bk-format.h"
#include "bk-option.h"
#include "bk-tornado.h"

#define BAR_HEIGHT 14
#define SWATCH_SIZE 12

/* libadwaita's purple and teal: darker on a light background, lighter on a dark one, the
 * extremes in high contrast. They are neither option's colour in the cost chart. */
static const guint32 low_colors[] = { 0x9141ac, 0xdc8add, 0x613583, 0xf0c2f0 };
static const guint32 high_colors[] = { 0x1d8a8a, 0x5bc8af, 0x0b5e5e, 0x93ddc2 };

/* One bar, or a legend swatch of one of the two colours. */

#define BK_TYPE_TORNADO_BAR (bk_tornado_bar_get_type ())

G_DECLARE_FINAL_TYPE (BkTornadoBar, bk_tornado_bar, BK, TORNADO_BAR, GtkWidget)

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
  BAR_PROP_0,
  BAR_PROP_SWATCH,
  BAR_N_PROPS
};

G_DEFINE_FINAL_TYPE (BkTornadoBar, bk_tornado_bar, GTK_TYPE_WIDGET)

static GParamSpec *bar_properties[BAR_N_PROPS];

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
    case BAR_PROP_SWATCH:
      g_value_set_int (value, self->swatch);
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
    case BAR_PROP_SWATCH:
      if (self->swatch != g_value_get_int (value))
        {
          self->swatch = g_value_get_int (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
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
  bar_properties[BAR_PROP_SWATCH] =
    g_param_spec_int ("swatch", NULL, NULL, 0, 2, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, BAR_N_PROPS, bar_properties);

  gtk_widget_class_set_css_name (widget_class, "tornadobar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bk_tornado_bar_init (BkTornadoBar *self)
{
}

/* The chart. */

struct _BkTornado
{
  GtkWidget      parent_instance;

  BkUncertainty *uncertainty;
  GPtrArray     *rows;

  GtkWidget     *box;
  GtkLabel      *heading_label;
  GtkBox        *rows_box;
};

G_DEFINE_FINAL_TYPE (BkTornado, bk_tornado, GTK_TYPE_WIDGET)

static GtkWidget *
new_label (const char *text,
           float       xalign,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static GtkWidget *
build_row (BkTornado           *self,
           const BkSensitivity *s,
           guint                index,
           double               axis_min,
           double               axis_max,
           const char          *currency)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title, *range, *caption;
  BkTornadoBar *bar;
  g_autofree char *low = bk_input_format_value (s->input, s->input_low, currency);
  g_autofree char *high = bk_input_format_value (s->input, s->input_high, currency);
  g_autofree char *at_low = bk_format_money (s->difference_low, currency, -1);
  g_autofree char *at_high = bk_format_money (s->difference_high, currency, -1);
  g_autofree char *range_text = NULL;
  g_autofree char *caption_text = NULL;
  g_autofree char *sentence = bk_uncertainty_describe_sensitivity (self->uncertainty, index,
                                                                   currency);

  /* Translators: the range of an input in the sensitivity chart, "€1.50 to €4.00". */
  range_text = g_strdup_printf (_("%s to %s"), low, high);
  /* Translators: under a bar of the sensitivity chart: the lead with the input at the low end of
   * its range, then at the high end, "€6,020 and €14,780". */
  caption_text = g_strdup_printf (_("%s and %s"), at_low, at_high);

  title = new_label (bk_input_get_title (s->input), 0.f, NULL);
  gtk_widget_set_hexpand (title, TRUE);
  range = new_label (range_text, 1.f, "dimmed");
  gtk_widget_add_css_class (range, "numeric");
  gtk_box_append (GTK_BOX (header), title);
  gtk_box_append (GTK_BOX (header), range);

  bar = g_object_new (BK_TYPE_TORNADO_BAR, NULL);
  bar->axis_min = axis_min;
  bar->axis_max = axis_max;
  bar->base = bk_uncertainty_get_difference (self->uncertainty);
  bar->at_low = s->difference_low;
  bar->at_high = s->difference_high;
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, sentence,
                                  -1);

  caption = new_label (caption_text, 0.f, "caption");
  gtk_widget_add_css_class (caption, "dimmed");
  gtk_widget_add_css_class (caption, "numeric");

  /* The bar says it all in words; the texts around it would only repeat it. */
  for (GtkWidget *w = gtk_widget_get_first_child (header); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    gtk_accessible_update_state (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (caption), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  gtk_box_append (GTK_BOX (row), header);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (bar));
  gtk_box_append (GTK_BOX (row), caption);

  return row;
}

static void
rebuild (BkTornado  *self,
         const char *currency)
{
  double axis_min, axis_max, pad;
  guint n;

  for (guint i = 0; i < self->rows->len; i++)
    gtk_box_remove (self->rows_box, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);

  if (self->uncertainty == NULL)
    {
      gtk_label_set_label (self->heading_label, NULL);
      return;
    }

  {
    g_autofree char *heading = NULL;

    /* Translators: above the sensitivity chart; the %s are options, "Buy" and "Rent". */
    heading = g_strdup_printf (_("How much less %s costs than %s, with one input at a time at "
                                 "either end of its range and the others at their values; the "
                                 "line marks the single-value result."),
                               bk_option_get_label (bk_uncertainty_get_leader (self->uncertainty)),
                               bk_option_get_label (bk_uncertainty_get_runner_up (self->uncertainty)));
    gtk_label_set_label (self->heading_label, heading);
  }

  /* One axis for every bar: from the smallest lead to the largest, the single-value lead
   * included, with a little room on either side. */
  axis_min = axis_max = bk_uncertainty_get_difference (self->uncertainty);
  n = bk_uncertainty_get_n_sensitivities (self->uncertainty);
  for (guint i = 0; i < n; i++)
    {
      const BkSensitivity *s = bk_uncertainty_get_sensitivity (self->uncertainty, i);

      axis_min = MIN (axis_min, MIN (s->difference_low, s->difference_high));
      axis_max = MAX (axis_max, MAX (s->difference_low, s->difference_high));
    }
  pad = MAX ((axis_max - axis_min) * 0.04, 1);
  axis_min -= pad;
  axis_max += pad;

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = build_row (self, bk_uncertainty_get_sensitivity (self->uncertainty, i), i,
                                  axis_min, axis_max, currency);

      gtk_box_append (self->rows_box, row);
      g_ptr_array_add (self->rows, row);
    }
}

static void
bk_tornado_dispose (GObject *object)
{
  BkTornado *self = BK_TORNADO (object);

  g_clear_object (&self->uncertainty);
  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_TORNADO);

  G_OBJECT_CLASS (bk_tornado_parent_class)->dispose (object);
}

static void
bk_tornado_finalize (GObject *object)
{
  BkTornado *self = BK_TORNADO (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (bk_tornado_parent_class)->finalize (object);
}

static void
bk_tornado_class_init (BkTornadoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_tornado_dispose;
  object_class->finalize = bk_tornado_finalize;

  g_type_ensure (BK_TYPE_TORNADO_BAR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-tornado.ui");
  gtk_widget_class_bind_template_child (widget_class, BkTornado, box);
  gtk_widget_class_bind_template_child (widget_class, BkTornado, heading_label);
  gtk_widget_class_bind_template_child (widget_class, BkTornado, rows_box);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tornado");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bk_tornado_init (BkTornado *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_ptr_array_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What moves the answer most"), -1);
}

GtkWidget *
bk_tornado_new (void)
{
  return g_object_new (BK_TYPE_TORNADO, NULL);
}

/**
 * bk_tornado_get_uncertainty:
 *
 * Returns: (transfer none) (nullable): the analysis whose sensitivities the chart shows
 */
BkUncertainty *
bk_tornado_get_uncertainty (BkTornado *self)
{
  g_return_val_if_fail (BK_IS_TORNADO (self), NULL);

  return self->uncertainty;
}

/**
 * bk_tornado_set_uncertainty:
 * @uncertainty: (nullable): the analysis, or %NULL for an empty chart
 * @currency: the profile's currency code, for the amounts
 *
 * Shows one row per input with a range, largest swing first.
 */
void
bk_tornado_set_uncertainty (BkTornado     *self,
                            BkUncertainty *uncertainty,
                            const char    *currency)
{
  g_return_if_fail (BK_IS_TORNADO (self));
  g_return_if_fail (uncertainty == NULL || BK_IS_UNCERTAINTY (uncertainty));

  g_set_object (&self->uncertainty, uncertainty);
  rebuild (self, currency);
}

guint
bk_tornado_get_n_rows (BkTornado *self)
{
  g_return_val_if_fail (BK_IS_TORNADO (self), 0);

  return self->rows->len;
}

/**
 * bk_tornado_get_row:
 * @index: the row, 0 for the input that moves the answer most
 *
 * Returns: (transfer none): the row's bar, whose accessible label states it in words
 */
GtkWidget *
bk_tornado_get_row (BkTornado *self,
                    guint      index)
{
  GtkWidget *row;

  g_return_val_if_fail (BK_IS_TORNADO (self), NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);

  row = g_ptr_array_index (self->rows, index);

  /* The header, then the bar. */
  return gtk_widget_get_next_sibling (gtk_widget_get_first_child (row));
}
