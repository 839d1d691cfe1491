/* bk-tornado.c: the sensitivity (tornado) chart: which inputs move the answer most
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each bar runs from the lead with the input at the low end of its range to the lead at the high
 * end; thin lines mark the single-value lead and a lead of zero.
 */

#define G_LOG_DOMAIN "bk-tornado"

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "bk-engine.h"
#include "bk-format.h"
#include "bk-input.h"
#include "bk-tornado-bar.h"
#include "bk-tornado.h"
#include "bk-uncertainty.h"
#include "bk-words.h"

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
  GtkWidget *bar;
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

  bar = bk_tornado_bar_new (axis_min, axis_max, bk_uncertainty_get_difference (self->uncertainty),
                            s->difference_low, s->difference_high);
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
  gtk_box_append (GTK_BOX (row), bar);
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

/* Returns: (transfer none) (nullable): the analysis whose sensitivities the chart shows */
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

