/* bk-chart.c: a line chart of cumulative costs, month by month
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bk-chart-draw.c draws it, bk-chart-scale.c computes its axes, bk-chart-style.c reads its
 * colours and bk-chart-summary.c writes its texts.
 */

#define G_LOG_DOMAIN "bk-chart"

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "bk-chart-draw.h"
#include "bk-chart-scale.h"
#include "bk-chart-series.h"
#include "bk-chart-style.h"
#include "bk-chart-summary.h"
#include "bk-chart.h"

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
  /* The texts of the last frames, as long as the fonts stay the same (see snapshot()). */
  GHashTable      *layouts;
  guint            layouts_serial;

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

static void
update_colors (BkChart *self)
{
  bk_chart_style_read (GTK_WIDGET (self), &self->style);
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
  bk_chart_series_get_extent (self->series, &self->n_months, &self->data_min, &self->data_max);

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

/* What the drawing needs to know; `interactive` adds the read-out and the focus ring, which
 * exports leave out. */
static void
init_frame (BkChart      *self,
            BkChartFrame *frame,
            gboolean      interactive)
{
  *frame = (BkChartFrame) {
    .widget = GTK_WIDGET (self),
    .series = self->series,
    .n_months = self->n_months,
    .data_min = self->data_min,
    .data_max = self->data_max,
    .break_even_month = self->break_even_month,
    .break_even_value = self->break_even_value,
    .readout_month = interactive ? self->readout_month : -1,
    .focus = interactive && gtk_widget_has_visible_focus (GTK_WIDGET (self)),
    .currency = self->currency,
    .style = &self->style,
    .small_attrs = self->small_attrs,
    .bold_attrs = self->bold_attrs,
  };
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
  guint serial = pango_context_get_serial (gtk_widget_get_pango_context (widget));
  BkChartFrame frame;

  /* A new font, size or resolution shapes every text anew; a read-out moved along the months
   * does not pile up layouts. */
  if (serial != self->layouts_serial || g_hash_table_size (self->layouts) > 200)
    {
      g_hash_table_remove_all (self->layouts);
      self->layouts_serial = serial;
    }

  init_frame (self, &frame, TRUE);
  frame.layouts = self->layouts;
  bk_chart_draw (&frame, snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget),
                 &self->plot);
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
  g_hash_table_remove_all (self->layouts);
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
  g_clear_pointer (&self->layouts, g_hash_table_unref);

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

  /* The ISO 4217 code of the amounts, for the axis and the read-out. */
  properties[PROP_CURRENCY] =
    g_param_spec_string ("currency", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The month to mark as the break-even point, or -1 for none. */
  properties[PROP_BREAK_EVEN_MONTH] =
    g_param_spec_int ("break-even-month", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The month whose values the read-out shows, or -1 when it is hidden. */
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
  self->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
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

/* Returns: (transfer floating): a new, empty chart */
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
      bk_chart_series_set_mark (copy, line->mark_month, line->mark_label);
      copy->note = g_strdup (line->note);
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

/* Returns: the last month index of the longest series (the horizon), 0 without data */
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

/* Returns: (transfer full): the chart's accessible label: its result in words */
char *
bk_chart_dup_summary (BkChart *self)
{
  g_return_val_if_fail (BK_IS_CHART (self), NULL);

  return g_strdup (self->summary);
}

/* Returns: (transfer full) (nullable): the read-out in words, %NULL when it is hidden */
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
  BkChartFrame frame;

  g_return_val_if_fail (BK_IS_CHART (self), NULL);
  g_return_val_if_fail (width > 0 && height > 0, NULL);

  update_colors (self);

  init_frame (self, &frame, FALSE);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_color (snapshot, &self->style.background,
                             &GRAPHENE_RECT_INIT (0, 0, width, height));
  bk_chart_draw (&frame, snapshot, width, height, NULL);

  return gtk_snapshot_free_to_node (snapshot);
}
