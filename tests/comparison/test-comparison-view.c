/* test-comparison-view.c: the side-by-side page: table, marks, chart, export, narrow windows
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "bk-chart-export.h"
#include "bk-chart-series.h"
#include "bk-chart.h"
#include "bk-comparison-view.h"
#include "bk-comparison.h"
#include "bk-format.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-workload.h"

/* The chart's light palette, by profile: blue, orange, green, purple. */
static const guint32 profile_colors[] = { 0x1c71d8, 0xe66100, 0x26a269, 0x9141ac };

/* The profiles are bk-test-utils.c's "Today", "Half busy" (renting 8,760, buying 6,876: the
 * cheapest to buy) and "Cheap cloud" (renting 4,380: the cheapest to rent), whose numbers
 * test-comparison.c works out by hand; and "Peaks".
 *
 * Two base GPUs and two more at peaks, with an own pool of two: the only profile whose hybrid
 * is a line of its own. */
static BkProfile *
new_peaks (void)
{
  BkProfile *profile = bk_test_today ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_profile_set_name (profile, "Peaks");
  bk_workload_set_gpus (workload, 2);
  bk_workload_set_burst_gpus (workload, 2);
  bk_workload_set_burst_days (workload, 10);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_hybrid_owned_gpus (workload, 2);
  bk_workload_set_horizon_months (workload, 24);

  return profile;
}

/* The first n of Today, Half busy, Cheap cloud and Peaks. */
static GPtrArray *
new_profiles (guint n)
{
  BkProfile *(*constructors[]) (void) = { bk_test_today, bk_test_half_busy, bk_test_cheap_cloud,
                                            new_peaks };
  GPtrArray *profiles = g_ptr_array_new_with_free_func (g_object_unref);

  g_assert (n <= G_N_ELEMENTS (constructors));

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (profiles, constructors[i] ());

  return profiles;
}

static BkComparisonView *
new_view (guint n)
{
  BkComparisonView *view = g_object_ref_sink (BK_COMPARISON_VIEW (bk_comparison_view_new ()));
  g_autoptr(GPtrArray) profiles = n > 0 ? new_profiles (n) : NULL;

  bk_comparison_view_set_profiles (view, profiles);

  return view;
}

/* The view as the window shows it: a page of a navigation view. */
static GtkWindow *
show (BkComparisonView *view,
      int               width,
      int               height)
{
  GtkWidget *navigation = adw_navigation_view_new ();

  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), ADW_NAVIGATION_PAGE (view));

  return bk_test_show_in_window (navigation, width, height, FALSE);
}

static const char *
visible_page (BkComparisonView *view)
{
  GtkWidget *stack = bk_test_find_widget (GTK_WIDGET (view), GTK_TYPE_STACK, NULL, NULL);

  g_assert_nonnull (stack);

  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

static const char *
status_description (BkComparisonView *view)
{
  GtkWidget *status = bk_test_find_widget (GTK_WIDGET (view), ADW_TYPE_STATUS_PAGE, NULL, NULL);

  g_assert_nonnull (status);

  return adw_status_page_get_description (ADW_STATUS_PAGE (status));
}

static GtkWidget *
find_with_class (GtkWidget  *widget,
                 const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_class (child, css_class);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The strip of cells a cell sits in, which carries its row's marks. */
static GtkWidget *
row_of_cell (GtkWidget *cell)
{
  for (GtkWidget *w = cell; w != NULL; w = gtk_widget_get_parent (w))
    {
      if (gtk_widget_has_css_class (w, "comparison-row"))
        return w;
    }

  g_error ("cell outside a row");
  return NULL;
}

/* The title beside a cell, in the first column of the table's grid. */
static GtkWidget *
title_of_cell (GtkWidget *cell)
{
  GtkWidget *strip = row_of_cell (cell);
  GtkGrid *grid = GTK_GRID (gtk_widget_get_parent (strip));
  int column, row;

  gtk_grid_query_child (grid, strip, &column, &row, NULL, NULL);
  g_assert_cmpint (column, ==, 1);

  return gtk_grid_get_child_at (grid, 0, row);
}

static const char *
cell_value (GtkWidget *cell)
{
  return gtk_label_get_label (GTK_LABEL (find_with_class (cell, "comparison-value")));
}

static gboolean
cell_marked (GtkWidget *cell)
{
  GtkWidget *mark = find_with_class (cell, "cheapest-mark");

  return gtk_widget_get_visible (mark) && gtk_widget_has_css_class (cell, "cheapest");
}

static void
test_empty (void)
{
  g_autoptr(BkComparisonView) view = new_view (0);
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/comparison.csv");
  g_autoptr(GError) error = NULL;

  g_assert_null (bk_comparison_view_get_comparison (view));
  g_assert_null (bk_comparison_view_get_cell (view, 0, 0));
  g_assert_cmpstr (visible_page (view), ==, "empty");
  g_assert_cmpuint (bk_chart_get_n_series (bk_comparison_view_get_chart (view)), ==, 0);
  g_assert_cmpstr (adw_navigation_page_get_title (ADW_NAVIGATION_PAGE (view)), ==, "Comparison");
  g_assert_cmpstr (adw_navigation_page_get_tag (ADW_NAVIGATION_PAGE (view)), ==, "comparison");

  g_assert_false (bk_comparison_view_save_csv (view, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);

  g_assert_finalize_object (g_steal_pointer (&view));
}

/* One column per profile, each cell showing the model's value. */
static void
test_columns (void)
{
  for (guint n = BK_COMPARISON_MIN_PROFILES; n <= BK_COMPARISON_MAX_PROFILES; n++)
    {
      g_autoptr(BkComparisonView) view = new_view (n);
      BkComparison *comparison = bk_comparison_view_get_comparison (view);

      g_assert_nonnull (comparison);
      g_assert_cmpuint (bk_comparison_get_n_profiles (comparison), ==, n);
      g_assert_cmpstr (visible_page (view), ==, "comparison");

      for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
        {
          for (guint i = 0; i < n; i++)
            {
              GtkWidget *cell = bk_comparison_view_get_cell (view, row, i);

              g_assert_nonnull (cell);
              g_assert_cmpstr (cell_value (cell), ==, bk_comparison_get_value (comparison, row, i));
            }
          g_assert_null (bk_comparison_view_get_cell (view, row, n));
        }

      g_assert_finalize_object (g_steal_pointer (&view));
    }
}

static gboolean
has_focusable_child (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if ((gtk_widget_get_focusable (child) && !GTK_IS_SCROLLED_WINDOW (child))
        || has_focusable_child (child))
      return TRUE;

  return FALSE;
}

/* The scrolled windows below @widget that are Tab stops of their own: focusable, with nothing
 * inside to take the focus. */
static void
collect_empty_stops (GtkWidget *widget,
                     GPtrArray *stops)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_STACK (widget) && gtk_stack_get_visible_child (GTK_STACK (widget)) != child)
        continue;
      if (GTK_IS_SCROLLED_WINDOW (child) && gtk_widget_get_can_focus (child)
          && !has_focusable_child (child))
        g_ptr_array_add (stops, child);
      collect_empty_stops (child, stops);
    }
}

/* The table is one Tab stop, named, not one unnamed scroll pane a row; Tab goes on from it. */
static void
test_tab_stops (void)
{
  g_autoptr(BkComparisonView) view = new_view (3);
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  GtkWindow *window = show (view, 1280, 800);

  collect_empty_stops (GTK_WIDGET (view), stops);
  g_assert_cmpuint (stops->len, ==, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (stops->pdata[0]),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Compared profiles");

  /* Tab leaves it, and comes round to it again. */
  g_assert_true (gtk_widget_grab_focus (stops->pdata[0]));
  gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  g_assert_true (gtk_window_get_focus (window) != stops->pdata[0]);
  for (guint i = 0; i < 10 && gtk_window_get_focus (window) != stops->pdata[0]; i++)
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  g_assert_true (gtk_window_get_focus (window) == stops->pdata[0]);

  gtk_window_destroy (window);
}

/* Rows that differ are marked, and so is each profile's lowest total cost, in the accessible
 * text too. */
static void
test_marks (void)
{
  g_autoptr(BkComparisonView) view = new_view (3);
  BkComparison *comparison = bk_comparison_view_get_comparison (view);
  GtkWidget *cheap_rent = bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_RENT, 2);
  GtkWidget *value = find_with_class (cheap_rent, "comparison-value");
  g_autofree char *expected = NULL;

  /* Utilisation (100, 50, 100) differs; the GPU model does not. */
  g_assert_true (gtk_widget_has_css_class (row_of_cell (bk_comparison_view_get_cell (view,
                                             BK_COMPARISON_ROW_UTILISATION, 0)), "differs"));
  g_assert_false (gtk_widget_has_css_class (row_of_cell (bk_comparison_view_get_cell (view,
                                              BK_COMPARISON_ROW_GPU, 0)), "differs"));

  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      GtkWidget *strip = row_of_cell (bk_comparison_view_get_cell (view, row, 0));
      GtkWidget *title = title_of_cell (bk_comparison_view_get_cell (view, row, 0));

      g_assert_cmpint (gtk_widget_has_css_class (strip, "differs"), ==,
                       bk_comparison_get_differs (comparison, row));
      g_assert_cmpint (gtk_widget_has_css_class (title, "differs"), ==,
                       bk_comparison_get_differs (comparison, row));
      if (bk_comparison_get_differs (comparison, row))
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (title),
                                             GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                             "Differs between the profiles");
      for (guint i = 0; i < 3; i++)
        g_assert_cmpint (cell_marked (bk_comparison_view_get_cell (view, row, i)), ==,
                         bk_comparison_is_cheapest (comparison, row, i));
    }

  /* Renting is cheapest for Cheap cloud, buying for the other two; one mark a column. */
  g_assert_true (cell_marked (cheap_rent));
  g_assert_false (cell_marked (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_RENT, 0)));
  g_assert_true (cell_marked (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_BUY, 0)));
  g_assert_true (cell_marked (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_BUY, 1)));
  for (guint i = 0; i < 3; i++)
    {
      guint marks = 0;

      for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
        marks += cell_marked (bk_comparison_view_get_cell (view, row, i));
      g_assert_cmpuint (marks, ==, 1);
    }

  expected = g_strdup_printf ("Total cost, renting, Cheap cloud: %s, this profile’s lowest total "
                              "cost",
                              bk_comparison_get_value (comparison, BK_COMPARISON_ROW_TCO_RENT, 2));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (value), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       expected);
  g_clear_pointer (&expected, g_free);

  /* A detail line is read with its value. */
  expected = g_strdup_printf ("Total cost, buying, Today: %s (1 own GPU), this profile’s lowest "
                              "total cost",
                              bk_comparison_get_value (comparison, BK_COMPARISON_ROW_TCO_BUY, 0));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (find_with_class (
                                         bk_comparison_view_get_cell (view,
                                           BK_COMPARISON_ROW_TCO_BUY, 0), "comparison-value")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, expected);

  g_assert_finalize_object (g_steal_pointer (&view));
}

typedef struct
{
  guint32     color;
  BkChartLine line;
} Stroke;

static guint32
rgba_to_hex (const GdkRGBA *rgba)
{
  return ((guint32) lround (rgba->red * 255) << 16) | ((guint32) lround (rgba->green * 255) << 8)
         | (guint32) lround (rgba->blue * 255);
}

/* Every stroke the chart draws, in the plot and in the legend, with its colour and its style. */
static void
collect_strokes (GskRenderNode *node,
                 GArray        *strokes)
{
  g_autoptr (GPtrArray) nodes = g_ptr_array_new ();

  bk_test_collect_nodes (node, GSK_STROKE_NODE, nodes);
  for (guint i = 0; i < nodes->len; i++)
    {
      GskRenderNode *stroke_node = g_ptr_array_index (nodes, i);
      const GskStroke *gsk_stroke = gsk_stroke_node_get_stroke (stroke_node);
      GskRenderNode *child = gsk_stroke_node_get_child (stroke_node);
      gsize n_dash = 0;
      const float *dash = gsk_stroke_get_dash (gsk_stroke, &n_dash);
      Stroke stroke;

      if (gsk_render_node_get_node_type (child) != GSK_COLOR_NODE)
        continue;

      stroke.color = rgba_to_hex (gsk_color_node_get_color (child));
      if (n_dash == 0)
        stroke.line = BK_CHART_LINE_SOLID;
      else if (dash[0] < dash[1] / 4)
        stroke.line = BK_CHART_LINE_DOTTED;
      else
        stroke.line = BK_CHART_LINE_DASHED;
      g_array_append_val (strokes, stroke);
    }
}

static guint
count_strokes (GArray      *strokes,
               guint32      color,
               BkChartLine  line)
{
  guint count = 0;

  for (guint i = 0; i < strokes->len; i++)
    {
      const Stroke *stroke = &g_array_index (strokes, Stroke, i);

      count += stroke->color == color && stroke->line == line ? 1 : 0;
    }

  return count;
}

static char *
chart_csv_header (BkChart *chart)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileIOStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  char *newline;

  file = g_file_new_tmp ("comparison-chart-XXXXXX.csv", &stream, &error);
  g_assert_no_error (error);
  g_assert_true (bk_chart_export_csv (chart, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
  g_file_delete (file, NULL, NULL);

  newline = strchr (contents, '\n');
  g_assert_nonnull (newline);
  *newline = '\0';

  return g_steal_pointer (&contents);
}

/* One colour per profile; buying solid, renting dashed, the hybrid dotted where it is a line of
 * its own; the legend names profile and option. */
static void
test_chart (void)
{
  for (guint n = BK_COMPARISON_MIN_PROFILES; n <= BK_COMPARISON_MAX_PROFILES; n++)
    {
      g_autoptr(BkComparisonView) view = new_view (n);
      BkChart *chart = bk_comparison_view_get_chart (view);
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GArray) strokes = g_array_new (FALSE, FALSE, sizeof (Stroke));
      g_autofree char *header = chart_csv_header (chart);
      g_autofree char *summary = bk_chart_dup_summary (chart);
      g_autofree char *intro = g_strdup_printf ("Cumulative cash of %u profiles, one colour each: "
                                                "buying solid, renting dashed, the hybrid dotted.",
                                                n);
      /* Only Peaks, the fourth profile, has a hybrid of its own. */
      guint expected_series = 2 * n + (n == 4 ? 1 : 0);

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          ADW_COLOR_SCHEME_FORCE_LIGHT);
      g_assert_cmpuint (bk_chart_get_n_series (chart), ==, expected_series);
      g_assert_cmpstr (bk_chart_get_currency (chart), ==, "EUR");
      /* Peaks runs 24 months, the others 12. */
      g_assert_cmpuint (bk_chart_get_n_months (chart), ==, n == 4 ? 24 : 12);

      node = bk_chart_render (chart, 900, 500);
      collect_strokes (node, strokes);

      for (guint i = 0; i < n; i++)
        {
          /* Each line twice: in the plot and in the legend. */
          g_assert_cmpuint (count_strokes (strokes, profile_colors[i], BK_CHART_LINE_SOLID), ==, 2);
          g_assert_cmpuint (count_strokes (strokes, profile_colors[i], BK_CHART_LINE_DASHED), ==, 2);
          g_assert_cmpuint (count_strokes (strokes, profile_colors[i], BK_CHART_LINE_DOTTED), ==,
                            i == 3 ? 2 : 0);
        }

      g_assert_true (g_str_has_prefix (header, "month,Today — buy,Today — rent,"
                                               "Half busy — buy,Half busy — rent"));
      if (n == 4)
        g_assert_true (g_str_has_suffix (header, "Peaks — buy,Peaks — rent,Peaks — hybrid"));

      g_assert_true (g_str_has_prefix (summary, intro));
      g_assert_nonnull (strstr (summary, " Half busy, after 12 months: buying "));
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           summary);

      g_assert_finalize_object (g_steal_pointer (&view));
    }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* A profile without demand beside Today (docs/model.md#no-demand): its column says there is
 * nothing to compare, shows "—" and no mark for the totals, and the chart has only Today's two
 * lines, its summary saying why the other has none. */
static void
test_no_demand (void)
{
  g_autoptr(BkComparisonView) view = g_object_ref_sink (BK_COMPARISON_VIEW (bk_comparison_view_new ()));
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  BkProfile *idle = bk_test_today ();
  BkChart *chart;
  GtkWidget *cell;
  g_autofree char *summary = NULL;
  g_autofree char *header = NULL;

  bk_profile_set_name (idle, "Idle");
  bk_workload_set_gpus (bk_profile_get_workload (idle), 0);
  bk_workload_set_burst_gpus (bk_profile_get_workload (idle), 0);
  g_ptr_array_add (profiles, bk_test_today ());
  g_ptr_array_add (profiles, idle);
  bk_comparison_view_set_profiles (view, profiles);

  cell = bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_VERDICT, 1);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (find_with_class (cell, "comparison-value"))), ==,
                   "No demand");
  for (BkComparisonRow row = BK_COMPARISON_ROW_TCO_RENT; row <= BK_COMPARISON_ROW_TCO_HYBRID; row++)
    {
      cell = bk_comparison_view_get_cell (view, row, 1);
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (find_with_class (cell, "comparison-value"))),
                       ==, "—");
      g_assert_false (gtk_widget_has_css_class (cell, "cheapest"));
    }
  g_assert_true (gtk_widget_has_css_class (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_BUY, 0),
                                           "cheapest"));

  chart = bk_comparison_view_get_chart (view);
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 2);
  header = chart_csv_header (chart);
  g_assert_cmpstr (header, ==, "month,Today — buy,Today — rent");
  summary = bk_chart_dup_summary (chart);
  g_assert_nonnull (strstr (summary, " Idle needs no GPUs in any month: nothing to compare, no lines."));
  g_assert_null (strstr (summary, "Idle, after"));

  g_assert_finalize_object (g_steal_pointer (&view));
}

/* The keys move the read-out over every profile's lines, as on the single chart. */
static void
test_readout (void)
{
  g_autoptr(BkComparisonView) view = new_view (2);
  BkChart *chart = bk_comparison_view_get_chart (view);
  GtkWindow *window = show (view, 1000, 900);
  g_autofree char *readout = NULL;
  g_autofree char *rent = NULL;
  g_autofree char *expected = NULL;

  gtk_widget_grab_focus (GTK_WIDGET (chart));
  gtk_widget_activate_action (GTK_WIDGET (chart), "chart.last-month", NULL);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 12);
  gtk_widget_activate_action (GTK_WIDGET (chart), "chart.previous-month", NULL);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 11);

  /* Renting 1,460 a month for eleven months: 16,060 in cash. */
  readout = bk_chart_dup_readout (chart);
  rent = bk_format_money (16060, "EUR", -1);
  expected = g_strdup_printf (", Today — rent %s, Half busy — buy ", rent);
  g_assert_true (g_str_has_prefix (readout, "Month 11: Today — buy "));
  g_assert_nonnull (strstr (readout, expected));

  gtk_window_destroy (window);
  g_assert_finalize_object (g_steal_pointer (&view));
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* An edit of a compared profile reaches the table and the chart with the profile's strategy stage,
 * right after the frame: once, with every figure of the change. */
static void
test_changed (void)
{
  g_autoptr(GPtrArray) profiles = new_profiles (3);
  g_autoptr(BkComparisonView) view = g_object_ref_sink (BK_COMPARISON_VIEW (bk_comparison_view_new ()));
  BkProfile *today = g_ptr_array_index (profiles, 0);
  g_autoptr(BkComparison) before = NULL;
  g_autofree char *csv_header = NULL;
  guint notified = 0;
  GtkWidget *table;
  GtkWidget *name;

  bk_comparison_view_set_profiles (view, profiles);
  /* Held, so that the next comparison cannot be made at the same address. */
  before = g_object_ref (bk_comparison_view_get_comparison (view));
  g_signal_connect_swapped (view, "notify::comparison", G_CALLBACK (count_notify), &notified);

  /* At 50 % Today is the same as Half busy in utilisation; the row still differs for Cheap
   * cloud. */
  bk_workload_set_utilisation (bk_profile_get_workload (today), 50);
  g_assert_cmpuint (notified, ==, 0);
  bk_test_flush ();
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (bk_comparison_view_get_comparison (view) != before);
  g_assert_cmpstr (cell_value (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_UTILISATION, 0)),
                   ==, "50%");

  /* With rent at 0.50 everywhere, renting is the lowest total of the two half-busy columns too
   * (2,190 against 6,876): their marks move from buying to renting... */
  g_assert_true (cell_marked (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_BUY, 0)));
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (today), 0.5);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (g_ptr_array_index (profiles, 1)), 0.5);
  bk_test_flush ();
  g_assert_cmpuint (notified, ==, 2);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (cell_marked (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_RENT, i)));
      g_assert_false (cell_marked (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_BUY, i)));
    }
  g_assert_false (gtk_widget_has_css_class (row_of_cell (bk_comparison_view_get_cell (view,
                                              BK_COMPARISON_ROW_RENT_PER_HOUR, 0)), "differs"));

  /* ...and a new name reaches the column header and the legend. */
  bk_profile_set_name (today, "Tomorrow");
  bk_test_flush ();
  table = gtk_widget_get_parent (row_of_cell (bk_comparison_view_get_cell (view, 0, 0)));
  name = find_with_class (gtk_grid_get_child_at (GTK_GRID (table), 1, 0), "heading");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (name)), ==, "Tomorrow");
  csv_header = chart_csv_header (bk_comparison_view_get_chart (view));
  g_assert_true (g_str_has_prefix (csv_header, "month,Tomorrow — buy,Tomorrow — rent,"));

  /* A profile compared with itself is recomputed once per change. */
  g_ptr_array_add (profiles, g_object_ref (today));
  bk_comparison_view_set_profiles (view, profiles);
  notified = 0;
  bk_workload_set_utilisation (bk_profile_get_workload (today), 60);
  bk_test_flush ();
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (bk_comparison_get_column_title (bk_comparison_view_get_comparison (view), 3),
                   ==, "Tomorrow (2)");

  /* Profiles no longer compared are no longer followed. */
  bk_comparison_view_set_profiles (view, NULL);
  notified = 0;
  bk_workload_set_utilisation (bk_profile_get_workload (today), 70);
  bk_test_flush ();
  g_assert_cmpuint (notified, ==, 0);
  g_assert_null (bk_comparison_view_get_comparison (view));

  g_assert_finalize_object (g_steal_pointer (&view));
}

/* Fewer than two or more than four profiles: the page says what it needs, and recovers. */
static void
test_bad_count (void)
{
  g_autoptr(BkComparisonView) view = new_view (2);
  g_autoptr(GPtrArray) one = new_profiles (1);
  g_autoptr(GPtrArray) five = new_profiles (4);

  g_ptr_array_add (five, bk_test_today ());

  bk_comparison_view_set_profiles (view, one);
  g_assert_null (bk_comparison_view_get_comparison (view));
  g_assert_null (bk_comparison_view_get_cell (view, 0, 0));
  g_assert_cmpuint (bk_chart_get_n_series (bk_comparison_view_get_chart (view)), ==, 0);
  g_assert_cmpstr (visible_page (view), ==, "empty");
  g_assert_cmpstr (status_description (view), ==, "A comparison needs two to four profiles, not 1");

  bk_comparison_view_set_profiles (view, five);
  g_assert_null (bk_comparison_view_get_comparison (view));
  g_assert_cmpstr (status_description (view), ==, "A comparison needs two to four profiles, not 5");

  g_ptr_array_add (one, new_peaks ());
  bk_comparison_view_set_profiles (view, one);
  g_assert_nonnull (bk_comparison_view_get_comparison (view));
  g_assert_cmpstr (visible_page (view), ==, "comparison");
  g_assert_nonnull (bk_comparison_view_get_cell (view, 0, 1));

  g_assert_finalize_object (g_steal_pointer (&view));
}

static void
test_currencies (void)
{
  g_autoptr(GPtrArray) profiles = new_profiles (2);
  g_autoptr(BkComparisonView) view = g_object_ref_sink (BK_COMPARISON_VIEW (bk_comparison_view_new ()));
  BkChart *chart = bk_comparison_view_get_chart (view);
  g_autofree char *header = NULL;

  bk_pricing_set_currency (bk_profile_get_pricing (g_ptr_array_index (profiles, 1)), "USD");
  bk_comparison_view_set_profiles (view, profiles);

  /* Each column's own lowest total, in its own currency; a note says why the columns cannot
   * be ranked, and the legend names each currency. */
  for (guint i = 0; i < 2; i++)
    g_assert_true (cell_marked (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_BUY, i)));
  g_assert_null (bk_chart_get_currency (chart));
  header = chart_csv_header (chart);
  g_assert_cmpstr (header, ==, "month,Today — buy (EUR),Today — rent (EUR),"
                               "Half busy — buy (USD),Half busy — rent (USD)");

  {
    GtkWidget *page = GTK_WIDGET (view);
    GtkWidget *note = find_with_class (page, "comparison-note");
    GtkWidget *label;

    g_assert_nonnull (note);
    g_assert_true (gtk_widget_get_visible (note));
    label = gtk_widget_get_last_child (note);
    g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "(EUR, USD)"));
  }

  g_assert_finalize_object (g_steal_pointer (&view));
}

static void
test_csv (void)
{
  g_autoptr(BkComparisonView) view = new_view (4);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileIOStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;

  file = g_file_new_tmp ("comparison-XXXXXX.csv", &stream, &error);
  g_assert_no_error (error);

  g_assert_true (bk_comparison_view_save_csv (view, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, &error));
  g_assert_no_error (error);

  expected = bk_comparison_to_csv (bk_comparison_view_get_comparison (view));
  g_assert_cmpstr (contents, ==, expected);
  g_assert_true (g_str_has_prefix (contents, "key,label,Today,Half busy,Cheap cloud,Peaks\n"));
  g_assert_nonnull (strstr (contents, "\ntco_rent,\"Total cost, renting\",17520.00,8760.00,4380.00,"));

  g_file_delete (file, NULL, NULL);

  /* A file that cannot be written is an error, not a crash. */
  g_clear_object (&file);
  file = g_file_new_for_path ("/nonexistent-directory/comparison.csv");
  g_assert_false (bk_comparison_view_save_csv (view, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_assert_finalize_object (g_steal_pointer (&view));
}

static GtkAdjustment *
table_adjustment (BkComparisonView *view)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (bk_comparison_view_get_cell (view, 0, 0),
                                                 GTK_TYPE_SCROLLED_WINDOW);

  return gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
}

/* The widget's border box in window coordinates: CSS padding and borders included, which
 * gtk_widget_get_width() and gtk_widget_get_height() leave out. */
static graphene_rect_t
bounds_in_window (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (widget)),
                                            &bounds));

  return bounds;
}

static double
x_in_window (GtkWidget *widget)
{
  return bounds_in_window (widget).origin.x;
}

/* Whether the widget is at least as tall as it asks to be at its width. */
static void
assert_not_clipped (GtkWidget *widget)
{
  graphene_rect_t bounds = bounds_in_window (widget);
  int needed;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, (int) bounds.size.width,
                      &needed, NULL, NULL, NULL);
  g_assert_cmpfloat (bounds.size.height, >=, needed);
}

/* Each shown row's title is as tall as its row, and so is every cell; none of them is cut off;
 * the same column starts at the same place in every row. */
static void
assert_rows_fit (BkComparisonView *view,
                 guint             n_columns)
{
  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      GtkWidget *strip = row_of_cell (bk_comparison_view_get_cell (view, row, 0));
      GtkWidget *row_title = title_of_cell (bk_comparison_view_get_cell (view, row, 0));
      graphene_rect_t row_box;

      /* A row the table hides takes no room. */
      if (!gtk_widget_get_visible (strip))
        continue;
      row_box = bounds_in_window (strip);

      /* The title is as tall as its row, and so is every cell; none of them is cut off. */
      g_assert_cmpfloat_with_epsilon (bounds_in_window (row_title).size.height,
                                      row_box.size.height, 0.5);
      g_assert_cmpfloat_with_epsilon (bounds_in_window (row_title).origin.y, row_box.origin.y, 0.5);
      assert_not_clipped (row_title);

      for (guint i = 0; i < n_columns; i++)
        {
          GtkWidget *cell = bk_comparison_view_get_cell (view, row, i);
          graphene_rect_t cell_box = bounds_in_window (cell);

          assert_not_clipped (cell);
          /* The strip's top border is above the cell. */
          g_assert_cmpfloat (cell_box.origin.y, >=, row_box.origin.y);
          g_assert_cmpfloat_with_epsilon (cell_box.origin.y + cell_box.size.height,
                                          row_box.origin.y + row_box.size.height, 0.5);
          /* The same column starts at the same place in every row. */
          g_assert_cmpfloat_with_epsilon (cell_box.origin.x,
                                          x_in_window (bk_comparison_view_get_cell (view, 0, i)),
                                          0.5);
        }
    }
}

/* At 360 pixels the values scroll sideways, all rows together, while the titles stay put; the
 * columns line up and every cell of a row is as tall as the row. Warnings are fatal here. */
static void
test_narrow (void)
{
  g_autoptr(BkComparisonView) view = new_view (4);
  GtkWindow *window = show (view, 360, 740);
  GtkAdjustment *adjustment = table_adjustment (view);
  GtkWidget *title = title_of_cell (bk_comparison_view_get_cell (view,
                                                                 BK_COMPARISON_ROW_TCO_RENT, 0));
  double title_x = x_in_window (title);
  double cell_x = x_in_window (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_RENT, 1));

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), <=, 360);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));

  assert_rows_fit (view, 4);

  /* A whole column fits beside the titles, and the next one peeks in to show there is more. */
  g_assert_cmpfloat (bounds_in_window (bk_comparison_view_get_cell (view, 0, 0)).size.width, <=,
                     gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (x_in_window (bk_comparison_view_get_cell (view, 0, 1)), <,
                     x_in_window (bk_comparison_view_get_cell (view, 0, 0))
                     + gtk_adjustment_get_page_size (adjustment) - 12);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                        - gtk_adjustment_get_page_size (adjustment));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  bk_test_flush ();

  g_assert_cmpfloat_with_epsilon (x_in_window (title), title_x, 0.5);
  g_assert_cmpfloat (x_in_window (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_RENT, 1)),
                     <, cell_x - 1);
  /* The last column has come into view. */
  g_assert_cmpfloat (x_in_window (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_TCO_RENT, 3)),
                     <, 360);

  gtk_window_destroy (window);
  g_assert_finalize_object (g_steal_pointer (&view));
}

/* Whether @label breaks its text only where there is a space, never inside a word nor after
 * the hyphen of one such as "GPU-hour"; only a compound longer than twelve characters may break
 * after its first part ("Hardware-" / "Know-how"). */
static gboolean
breaks_between_words (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      const char *start = text + pango_layout_line_get_start_index (line);
      const char *before = start;
      const char *end = start;
      guint hyphens = 0;
      guint length = 0;

      if (start == text || g_unichar_isspace (g_utf8_get_char (g_utf8_prev_char (start))))
        continue;

      /* Inside a compound: allowed after its first hyphen when it is long. */
      while (before > text && !g_unichar_isspace (g_utf8_get_char (g_utf8_prev_char (before))))
        {
          before = g_utf8_prev_char (before);
          hyphens += g_utf8_get_char (before) == '-';
        }
      while (*end != '\0' && !g_unichar_isspace (g_utf8_get_char (end)))
        end = g_utf8_next_char (end);
      /* The compound's letters and hyphens, without the word joiners. */
      for (const char *p = before; p < end; p = g_utf8_next_char (p))
        length += g_utf8_get_char (p) != 0x2060;
      if (g_utf8_get_char (g_utf8_prev_char (start)) != '-' || hyphens != 1 || length <= 12)
        return FALSE;
    }

  return TRUE;
}

/* At a phone's width the scrollbar under the column headers has a row of its own: it covers
 * neither the headers nor the first section; and no row title breaks inside a word. */
static void
test_narrow_layout (void)
{
  g_autoptr(BkComparisonView) view = new_view (4);
  GtkWindow *window = show (view, 360, 740);
  GtkWidget *table = gtk_widget_get_parent (row_of_cell (bk_comparison_view_get_cell (view, 0, 0)));
  GtkWidget *header = find_with_class (table, "comparison-header");
  GtkWidget *section = find_with_class (table, "comparison-section");
  GtkWidget *scrollbar = bk_test_find_widget (find_with_class (table, "comparison-scrollbar"),
                                              GTK_TYPE_SCROLLBAR, NULL, NULL);
  graphene_rect_t bar, above, below;

  g_assert_nonnull (scrollbar);
  g_assert_true (gtk_widget_get_mapped (scrollbar));
  bar = bounds_in_window (scrollbar);
  above = bounds_in_window (gtk_widget_get_next_sibling (header) == NULL ? header : header);
  below = bounds_in_window (section);

  g_assert_cmpfloat (bar.size.height, >, 0);
  g_assert_cmpfloat (bar.origin.y, >=, above.origin.y + above.size.height - 0.5);
  g_assert_cmpfloat (bar.origin.y + bar.size.height, <=, below.origin.y + 0.5);

  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      GtkWidget *title = title_of_cell (bk_comparison_view_get_cell (view, row, 0));

      if (!gtk_widget_get_visible (title))
        continue;
      if (!breaks_between_words (GTK_LABEL (title)))
        g_error ("The title “%s” breaks inside a word", gtk_label_get_label (GTK_LABEL (title)));
    }

  gtk_window_destroy (window);
  g_assert_finalize_object (g_steal_pointer (&view));
}

static int
needed_height (GtkWidget *widget)
{
  int needed;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, (int) bounds_in_window (widget).size.width,
                      &needed, NULL, NULL, NULL);

  return needed;
}

/* A laptop screen has room for four columns: nothing scrolls, and no row is taller than its
 * texts need at the width they have. */
/* The row of the cheapest way to rent, whose sentences are long, fits a phone's width too. */
static void
test_narrow_terms (void)
{
  BkComparisonView *view = g_object_ref_sink (BK_COMPARISON_VIEW (bk_comparison_view_new ()));
  g_autoptr(GPtrArray) profiles = new_profiles (4);
  BkPricing *pricing = bk_profile_get_pricing (g_ptr_array_index (profiles, 3));
  GtkWindow *window;

  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_spot_price_per_gpu_hour (pricing, 0.8);
  bk_comparison_view_set_profiles (view, profiles);
  window = show (view, 360, 740);

  g_assert_true (gtk_widget_get_visible (row_of_cell (bk_comparison_view_get_cell (
                                           view, BK_COMPARISON_ROW_RENTAL_MIX, 0))));
  assert_rows_fit (view, 4);

  gtk_window_destroy (window);
  g_assert_finalize_object (view);
}

static void
test_wide (void)
{
  g_autoptr(BkComparisonView) view = new_view (4);
  GtkWindow *window = show (view, 1280, 800);
  GtkAdjustment *adjustment = table_adjustment (view);

  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      GtkWidget *strip = row_of_cell (bk_comparison_view_get_cell (view, row, 0));
      int tallest = needed_height (title_of_cell (bk_comparison_view_get_cell (view, row, 0)));
      int strip_border = (int) bounds_in_window (strip).size.height
                         - gtk_widget_get_height (strip);

      if (!gtk_widget_get_visible (strip))
        continue;

      for (guint i = 0; i < 4; i++)
        tallest = MAX (tallest, needed_height (bk_comparison_view_get_cell (view, row, i))
                                + strip_border);

      g_assert_cmpfloat (bounds_in_window (strip).size.height, <=, tallest + 0.5);
    }

  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=,
                     gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (x_in_window (bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_VERDICT, 3))
                     + gtk_widget_get_width (bk_comparison_view_get_cell (view,
                                               BK_COMPARISON_ROW_VERDICT, 3)),
                     <=, 1280);

  gtk_window_destroy (window);
  g_assert_finalize_object (g_steal_pointer (&view));
}

/* Counts the comparisons the view made that are still alive. */
static void
comparison_finalized_cb (gpointer  data,
                         GObject  *where_the_object_was)
{
  guint *alive = data;

  (*alive)--;
}

static void
track_comparison_cb (BkComparisonView *view,
                     GParamSpec       *pspec,
                     guint            *alive)
{
  BkComparison *comparison = bk_comparison_view_get_comparison (view);

  if (comparison != NULL)
    {
      (*alive)++;
      g_object_weak_ref (G_OBJECT (comparison), comparison_finalized_cb, alive);
    }
}

/* Two compared profiles change at once: making the comparison for the first one's strategy
 * finishes the second one's, which the view hears while the comparison is being made. It must
 * not make a second comparison on top of the first (one was lost each time), and every
 * comparison it made goes with the view. */
static void
test_comparison_freed (void)
{
  g_autoptr(GPtrArray) profiles = new_profiles (3);
  BkComparisonView *view = g_object_ref_sink (BK_COMPARISON_VIEW (bk_comparison_view_new ()));
  guint alive = 0;
  guint notified = 0;

  g_signal_connect (view, "notify::comparison", G_CALLBACK (track_comparison_cb), &alive);
  g_signal_connect_swapped (view, "notify::comparison", G_CALLBACK (count_notify), &notified);
  bk_comparison_view_set_profiles (view, profiles);
  g_assert_cmpuint (alive, ==, 1);

  notified = 0;
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (g_ptr_array_index (profiles, 0)), 0.5);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (g_ptr_array_index (profiles, 1)), 0.5);
  bk_test_flush ();
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (alive, ==, 1);

  g_object_unref (view);
  g_assert_cmpuint (alive, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) provider = NULL;

  /* The English texts must not depend on a translation the developer has installed. */
  g_unsetenv ("LANGUAGE");

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The app's style sheet pads the cells: the widths and heights checked here are the real ones. */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/breakeven/Breakeven/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/comparison-view/empty", test_empty);
  g_test_add_func ("/comparison-view/columns", test_columns);
  g_test_add_func ("/comparison-view/tab-stops", test_tab_stops);
  g_test_add_func ("/comparison-view/comparison-freed", test_comparison_freed);
  g_test_add_func ("/comparison-view/marks", test_marks);
  g_test_add_func ("/comparison-view/chart", test_chart);
  g_test_add_func ("/comparison-view/no-demand", test_no_demand);
  g_test_add_func ("/comparison-view/readout", test_readout);
  g_test_add_func ("/comparison-view/changed", test_changed);
  g_test_add_func ("/comparison-view/bad-count", test_bad_count);
  g_test_add_func ("/comparison-view/currencies", test_currencies);
  g_test_add_func ("/comparison-view/csv", test_csv);
  g_test_add_func ("/comparison-view/narrow", test_narrow);
  g_test_add_func ("/comparison-view/narrow-terms", test_narrow_terms);
  g_test_add_func ("/comparison-view/narrow-layout", test_narrow_layout);
  g_test_add_func ("/comparison-view/wide", test_wide);

  return g_test_run ();
}
