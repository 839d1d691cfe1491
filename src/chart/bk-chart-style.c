/* bk-chart-style.c: the colours of the cost chart, from the style sheet
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The chart draws its lines itself, so CSS colours them through hidden "swatch" children
 * (chart > swatch.line-0 … line-5, .band, .background, .surface) whose styles are read in
 * css_changed; they are never shown.
 */

#define G_LOG_DOMAIN "bk-chart-style"

#include "config.h"

#include <adwaita.h>

#include "bk-chart-series.h"
#include "bk-chart-style.h"

typedef enum
{
  SWATCH_BAND = BK_CHART_N_COLORS,
  SWATCH_BACKGROUND,
  SWATCH_SURFACE,
  N_SWATCHES,
} Swatch;

#define BK_TYPE_CHART_SWATCH (bk_chart_swatch_get_type ())

G_DECLARE_FINAL_TYPE (BkChartSwatch, bk_chart_swatch, BK, CHART_SWATCH, GtkWidget)

struct _BkChartSwatch
{
  GtkWidget parent_instance;

  guint     role;
};

G_DEFINE_FINAL_TYPE (BkChartSwatch, bk_chart_swatch, GTK_TYPE_WIDGET)

static void
bk_chart_swatch_class_init (BkChartSwatchClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "swatch");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
bk_chart_swatch_init (BkChartSwatch *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static GtkWidget *
new_swatch (guint role)
{
  BkChartSwatch *swatch = g_object_new (BK_TYPE_CHART_SWATCH, NULL);
  g_autofree char *css_class = NULL;

  swatch->role = role;

  if (role < BK_CHART_N_COLORS)
    css_class = g_strdup_printf ("line-%u", role);
  else if (role == SWATCH_BAND)
    css_class = g_strdup ("band");
  else if (role == SWATCH_BACKGROUND)
    css_class = g_strdup ("background");
  else
    css_class = g_strdup ("surface");

  gtk_widget_add_css_class (GTK_WIDGET (swatch), css_class);

  return GTK_WIDGET (swatch);
}

/**
 * bk_chart_style_add_nodes:
 * @chart: the chart, which has no other children
 *
 * Gives the chart its hidden swatches.
 */
void
bk_chart_style_add_nodes (GtkWidget *chart)
{
  g_return_if_fail (GTK_IS_WIDGET (chart));

  for (guint role = 0; role < N_SWATCHES; role++)
    gtk_widget_set_parent (new_swatch (role), chart);
}

/* Takes the swatches away again, when the chart is disposed. */
void
bk_chart_style_remove_nodes (GtkWidget *chart)
{
  GtkWidget *child;

  g_return_if_fail (GTK_IS_WIDGET (chart));

  while ((child = gtk_widget_get_first_child (chart)) != NULL)
    gtk_widget_unparent (child);
}

/**
 * bk_chart_style_read:
 * @style: (out caller-allocates): the colours
 *
 * Reads the colours of the chart and of its swatches in the current style.
 */
void
bk_chart_style_read (GtkWidget    *chart,
                     BkChartStyle *style)
{
  AdwStyleManager *manager;
  GdkRGBA *accent;

  g_return_if_fail (GTK_IS_WIDGET (chart));
  g_return_if_fail (style != NULL);

  manager = adw_style_manager_get_for_display (gtk_widget_get_display (chart));

  gtk_widget_get_color (chart, &style->foreground);

  for (GtkWidget *child = gtk_widget_get_first_child (chart);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GdkRGBA color;
      guint role;

      if (!BK_IS_CHART_SWATCH (child))
        continue;

      role = BK_CHART_SWATCH (child)->role;
      gtk_widget_get_color (child, &color);

      if (role < BK_CHART_N_COLORS)
        style->palette[role] = color;
      else if (role == SWATCH_BAND)
        style->band_alpha = color.alpha;
      else if (role == SWATCH_BACKGROUND)
        style->background = color;
      else if (role == SWATCH_SURFACE)
        style->surface = color;
    }

  accent = adw_style_manager_get_accent_color_rgba (manager);
  style->accent = *accent;
  gdk_rgba_free (accent);

  style->high_contrast = adw_style_manager_get_high_contrast (manager);
  style->line_width = style->high_contrast ? 3.f : 2.f;
}

/**
 * bk_chart_style_init_paper:
 * @style: (out caller-allocates): the colours
 *
 * The colours of the light style on white paper, for print and PDF, which must not follow a
 * dark screen and may be drawn without a display to read a style sheet from. The lines are the
 * light style sheet's (test-chart checks that they stay the same).
 */
void
bk_chart_style_init_paper (BkChartStyle *style)
{
  /* libadwaita's blue 4, orange 4, green 5, purple 3, red 4 and brown 4, as in style.css. */
  static const char * const palette[BK_CHART_N_COLORS] = {
    "#1c71d8", "#e66100", "#26a269", "#9141ac", "#c01c28", "#865e3c",
  };

  g_return_if_fail (style != NULL);

  *style = (BkChartStyle) {
    .foreground = { 0, 0, 6 / 255.f, 0.8f },
    .background = { 1, 1, 1, 1 },
    .surface = { 1, 1, 1, 1 },
    .accent = { 0x35 / 255.f, 0x84 / 255.f, 0xe4 / 255.f, 1 },
    .band_alpha = 0.16f,
    .line_width = 2.f,
    .high_contrast = FALSE,
  };

  for (guint i = 0; i < BK_CHART_N_COLORS; i++)
    gdk_rgba_parse (&style->palette[i], palette[i]);
}
