/* test-chart.c: the cost chart widget
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-chart-export.h"
#include "bk-chart-feed.h"
#include "bk-chart-series.h"
#include "bk-chart-style.h"
#include "bk-chart.h"
#include "bk-engine-enums.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-workload.h"

/* Rent grows by 1000 a month; buying costs 2500 up front and 500 a month. They meet at month 5
 * (2500 + 5·500 = 5000 = 5·1000). */
static const double rent_values[] = { 0, 1000, 2000, 3000, 4000, 5000, 6000 };
static const double buy_values[] = { 2500, 3000, 3500, 4000, 4500, 5000, 5500 };

static void
increment (guint *count)
{
  (*count)++;
}

static BkChart *
new_chart (void)
{
  BkChart *chart = g_object_ref_sink (BK_CHART (bk_chart_new ()));

  bk_chart_set_currency (chart, "EUR");
  return chart;
}

static void
add_hand_series (BkChart *chart)
{
  bk_chart_add_series (chart, "Rent", rent_values, G_N_ELEMENTS (rent_values),
                       BK_CHART_LINE_SOLID, 1);
  bk_chart_add_series (chart, "Buy", buy_values, G_N_ELEMENTS (buy_values),
                       BK_CHART_LINE_DASHED, 0);
  bk_chart_set_break_even (chart, 5);
}

static BkAnalysis *
new_analysis (void)
{
  g_autoptr (BkProfile) profile = bk_test_new_hybrid_profile ();
  g_autoptr (GDateTime) now = g_date_time_new_utc (2026, 1, 15, 12, 0, 0);

  return bk_analysis_new (profile, now);
}

static GFile *
temp_file (const char *name)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);

  return g_file_new_for_path (path);
}

static GtkWidget *
show_in_window (BkChart *chart,
                int      width,
                int      height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (chart));
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  return window;
}

/* Renders what the widget shows on screen, through its own snapshot function. */
static GdkTexture *
render_widget (GtkWidget *widget)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkTexture *texture;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  g_assert_true (gsk_renderer_realize_for_display (renderer, gtk_widget_get_display (widget),
                                                  NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);

  return texture;
}

/* Counts the pixels of exactly one opaque colour. */
static guint
count_color (GdkTexture *texture,
             guint32     rgb)
{
  g_autoptr (GdkTextureDownloader) downloader = gdk_texture_downloader_new (texture);
  g_autoptr (GBytes) bytes = NULL;
  const guchar *pixels;
  gsize stride, n_pixels;
  guint count = 0;

  gdk_texture_downloader_set_format (downloader, GDK_MEMORY_R8G8B8A8);
  bytes = gdk_texture_downloader_download_bytes (downloader, &stride);
  pixels = g_bytes_get_data (bytes, NULL);
  g_assert_cmpuint (stride, ==, (gsize) gdk_texture_get_width (texture) * 4);
  n_pixels = (gsize) gdk_texture_get_width (texture) * gdk_texture_get_height (texture);

  for (gsize i = 0; i < n_pixels; i++)
    {
      const guchar *p = pixels + 4 * i;

      if (p[3] == 0xff && p[0] == (rgb >> 16 & 0xff) && p[1] == (rgb >> 8 & 0xff) &&
          p[2] == (rgb & 0xff))
        count++;
    }

  return count;
}

static void
test_new (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  g_autoptr (BkChartFeed) feed = bk_chart_feed_new (chart);
  g_autofree char *summary = NULL;

  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 0);
  g_assert_cmpuint (bk_chart_get_n_months (chart), ==, 0);
  g_assert_cmpint (bk_chart_get_break_even (chart), ==, -1);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, -1);
  g_assert_true (bk_chart_feed_get_show_net (feed));
  g_assert_cmpstr (bk_chart_get_currency (chart), ==, "EUR");
  g_assert_cmpstr (gtk_widget_get_css_name (GTK_WIDGET (chart)), ==, "chart");
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (chart)));

  summary = bk_chart_dup_summary (chart);
  g_assert_cmpstr (summary, ==, "Cost chart without data");
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Cost chart without data");

  /* Without data there is no read-out to show. */
  bk_chart_set_readout_month (chart, 3);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, -1);

  g_assert_finalize_object (g_steal_pointer (&chart));
}

static void
test_measure (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  int min_width, nat_width, min_height, nat_height;

  gtk_widget_measure (GTK_WIDGET (chart), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, &nat_width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (chart), GTK_ORIENTATION_VERTICAL, -1,
                      &min_height, &nat_height, NULL, NULL);

  /* It must fit a 360 px window with margins, yet stay readable. */
  g_assert_cmpint (min_width, <=, 320);
  g_assert_cmpint (min_width, >=, 240);
  g_assert_cmpint (min_height, >=, 180);
  g_assert_cmpint (nat_width, >, min_width);
  g_assert_cmpint (nat_height, >, min_height);

  g_assert_finalize_object (g_steal_pointer (&chart));
}

static void
test_series (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  const double longer[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
  guint notified = 0;
  g_autofree char *summary = NULL;

  g_signal_connect_swapped (chart, "notify::break-even-month", G_CALLBACK (increment),
                            &notified);

  add_hand_series (chart);
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 2);
  g_assert_cmpuint (bk_chart_get_n_months (chart), ==, 6);
  g_assert_cmpint (bk_chart_get_break_even (chart), ==, 5);
  g_assert_cmpuint (notified, ==, 1);

  /* Setting the same month again is no change. */
  bk_chart_set_break_even (chart, 5);
  g_assert_cmpuint (notified, ==, 1);

  summary = bk_chart_dup_summary (chart);
  g_assert_cmpstr (summary, ==,
                   "Break-even after 5 months. "
                   "Cumulative costs over 6 months: Rent €6,000, Buy €5,500.");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       summary);

  /* The x range follows the longest series. */
  bk_chart_add_series (chart, "Longer", longer, G_N_ELEMENTS (longer), BK_CHART_LINE_DOTTED, 7);
  g_assert_cmpuint (bk_chart_get_n_months (chart), ==, 12);

  /* A read-out past the end is clamped to the last month. */
  bk_chart_set_readout_month (chart, 40);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 12);

  bk_chart_clear (chart);
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 0);
  g_assert_cmpuint (bk_chart_get_n_months (chart), ==, 0);
  g_assert_cmpint (bk_chart_get_break_even (chart), ==, -1);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, -1);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpstr (bk_chart_get_currency (chart), ==, "EUR");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Cost chart without data");

  /* A caller's own summary replaces the automatic one until the chart is cleared. */
  add_hand_series (chart);
  bk_chart_set_summary (chart, "Two scenarios compared");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Two scenarios compared");
  bk_chart_clear (chart);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Cost chart without data");

  g_assert_finalize_object (g_steal_pointer (&chart));
}

static void
test_bad_input (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  const double gaps[] = { 10, NAN, 30, INFINITY, 50 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = temp_file ("bk-chart-bad.png");
  g_autoptr (GFile) nowhere = g_file_new_for_path ("/nonexistent-directory/chart.csv");
  g_autoptr (GskRenderNode) node = NULL;

  if (g_test_undefined ())
    {
      g_test_expect_message ("bk-chart", G_LOG_LEVEL_CRITICAL, "*assertion 'label != NULL'*");
      bk_chart_add_series (chart, NULL, rent_values, 3, BK_CHART_LINE_SOLID, 0);
      g_test_assert_expected_messages ();

      g_test_expect_message ("bk-chart", G_LOG_LEVEL_CRITICAL, "*assertion 'n_values > 0'*");
      bk_chart_add_series (chart, "Empty", rent_values, 0, BK_CHART_LINE_SOLID, 0);
      g_test_assert_expected_messages ();

      g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 0);
    }

  /* Values that are not numbers leave gaps; they never reach the axes. */
  bk_chart_add_series (chart, "Gaps", gaps, G_N_ELEMENTS (gaps), BK_CHART_LINE_SOLID, 0);
  node = bk_chart_render (chart, 400, 300);
  g_assert_nonnull (node);

  /* Nor do amounts beyond any budget hang or break the axes. */
  {
    const double huge[] = { -1e308, 1e308, 0, 1e-300 };
    g_autoptr (GskRenderNode) huge_node = NULL;

    bk_chart_add_series (chart, "Huge", huge, G_N_ELEMENTS (huge), BK_CHART_LINE_DOTTED, 3);
    huge_node = bk_chart_render (chart, 400, 300);
    g_assert_nonnull (huge_node);
    bk_chart_clear (chart);
    bk_chart_add_series (chart, "Gaps", gaps, G_N_ELEMENTS (gaps), BK_CHART_LINE_SOLID, 0);
  }

  bk_chart_set_readout_month (chart, 2);
  {
    g_autofree char *readout = bk_chart_dup_readout (chart);

    g_assert_cmpstr (readout, ==, "Month 2: Gaps €30.00");
  }

  /* A month without a value reads as such. */
  bk_chart_set_readout_month (chart, 1);
  {
    g_autofree char *readout = bk_chart_dup_readout (chart);

    g_assert_cmpstr (readout, ==, "Month 1");
  }

  g_assert_false (bk_chart_export_png (chart, file, 0, 200, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "0 × 200"));
  g_clear_error (&error);

  g_assert_false (bk_chart_export_svg (chart, file, 100000, 200, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_false (bk_chart_export_csv (chart, nowhere, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_assert_finalize_object (g_steal_pointer (&chart));
}

static gboolean
add_point_cb (GskPathOperation        op,
              const graphene_point_t *pts,
              gsize                   n_pts,
              float                   weight,
              gpointer                user_data)
{
  GArray *points = user_data;

  g_assert_true (op == GSK_PATH_MOVE || op == GSK_PATH_LINE);
  g_array_append_val (points, pts[n_pts - 1]);
  return TRUE;
}

/* A cumulative cost is straight for months: a line is drawn through the points where it bends,
 * not through one point a month, and every month's point still lies on it. */
static void
test_simplified_lines (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  g_autoptr (GPtrArray) strokes = g_ptr_array_new ();
  g_autoptr (GArray) straight = g_array_new (FALSE, FALSE, sizeof (graphene_point_t));
  g_autoptr (GArray) zigzag = g_array_new (FALSE, FALSE, sizeof (graphene_point_t));
  double bent[121], wiggle[121];
  const graphene_point_t *p;

  /* 1000 a month for five years, then 3000 a month; and a line that jumps every month. */
  for (guint m = 0; m < G_N_ELEMENTS (bent); m++)
    {
      bent[m] = m <= 60 ? 1000.0 * m : 60000.0 + 3000.0 * (m - 60);
      wiggle[m] = 100000.0 + (m % 2 ? 40000.0 : 0.0);
    }
  bk_chart_add_series (chart, "Bent", bent, G_N_ELEMENTS (bent), BK_CHART_LINE_SOLID, 0);
  bk_chart_add_series (chart, "Zigzag", wiggle, G_N_ELEMENTS (wiggle), BK_CHART_LINE_DASHED, 1);
  node = bk_chart_render (chart, 640, 400);
  /* The lines across the plot, not the legend's samples. */
  bk_test_collect_nodes (node, GSK_STROKE_NODE, all);
  for (guint i = 0; i < all->len; i++)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (g_ptr_array_index (all, i), &bounds);
      if (bounds.size.width > 200)
        g_ptr_array_add (strokes, g_ptr_array_index (all, i));
    }
  g_assert_cmpuint (strokes->len, ==, 2);

  gsk_path_foreach (gsk_stroke_node_get_path (g_ptr_array_index (strokes, 0)),
                    GSK_PATH_FOREACH_ALLOW_QUAD, add_point_cb, straight);
  gsk_path_foreach (gsk_stroke_node_get_path (g_ptr_array_index (strokes, 1)),
                    GSK_PATH_FOREACH_ALLOW_QUAD, add_point_cb, zigzag);

  /* The start, the bend in month 60, half way across, and the end. */
  g_assert_cmpuint (straight->len, ==, 3);
  p = (const graphene_point_t *) straight->data;
  g_assert_cmpfloat_with_epsilon (p[1].x, (p[0].x + p[2].x) / 2, 0.01);
  g_assert_cmpfloat (p[1].y, >, p[2].y);
  g_assert_cmpfloat (p[1].y, <, p[0].y);

  /* Nothing to leave out where every month turns. */
  g_assert_cmpuint (zigzag->len, ==, G_N_ELEMENTS (wiggle));
}

static void
test_render_sizes (void)
{
  static const int sizes[][2] = { { 360, 240 }, { 800, 500 }, { 1600, 900 } };
  g_autoptr (BkAnalysis) analysis = new_analysis ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (BkChart) chart = new_chart ();
      g_autoptr (GskRenderNode) node = NULL;
      g_autoptr (GdkTexture) texture = NULL;
      graphene_rect_t bounds;
      GtkWidget *window;

      bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "EUR");

      /* Off screen, at exactly the requested size. */
      node = bk_chart_render (chart, sizes[i][0], sizes[i][1]);
      gsk_render_node_get_bounds (node, &bounds);
      g_assert_cmpfloat (bounds.size.width, ==, sizes[i][0]);
      g_assert_cmpfloat (bounds.size.height, ==, sizes[i][1]);

      /* On screen, with the read-out showing and the focus ring on. A window no larger than
       * the screen is all GTK gives by default: asked for as the chart's own minimum, the size
       * holds on any display. */
      gtk_widget_set_size_request (GTK_WIDGET (chart), sizes[i][0], sizes[i][1]);
      window = show_in_window (chart, sizes[i][0], sizes[i][1]);
      gtk_widget_grab_focus (GTK_WIDGET (chart));
      bk_chart_set_readout_month (chart, 20);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (chart));
      texture = render_widget (GTK_WIDGET (chart));
      g_assert_cmpint (gdk_texture_get_width (texture), ==, sizes[i][0]);

      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_finalize_object (g_steal_pointer (&chart));
    }
}

static char *
money_at (const double *values,
          guint         month)
{
  return bk_format_money (values[month], "USD", -1);
}

static void
test_analysis (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  g_autoptr (BkAnalysis) analysis = new_analysis ();
  guint horizon = bk_analysis_get_horizon (analysis);
  int break_even = bk_analysis_get_break_even_month (analysis);
  g_autofree char *months = bk_format_months (horizon);
  g_autofree char *rent = money_at (bk_analysis_get_cash (analysis, BK_OPTION_RENT), horizon);
  g_autofree char *buy = money_at (bk_analysis_get_cash (analysis, BK_OPTION_BUY), horizon);
  g_autofree char *hybrid = money_at (bk_analysis_get_cash (analysis, BK_OPTION_HYBRID), horizon);
  g_autofree char *net = money_at (bk_analysis_get_net (analysis, BK_OPTION_BUY), horizon);
  g_autofree char *first = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *expected_gross = NULL;
  g_autofree char *summary = NULL;
  guint notified = 0;

  g_assert_cmpuint (horizon, ==, 36);
  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID), ==, 4);
  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY), ==, 8);

  g_signal_connect_swapped (chart, "notify::currency", G_CALLBACK (increment), &notified);

  bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "USD");
  g_assert_cmpstr (bk_chart_get_currency (chart), ==, "USD");
  g_assert_cmpuint (notified, ==, 1);

  /* Rent, buy, the hybrid with 4 of 8 GPUs, and buying net of the resale value. */
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 4);
  g_assert_cmpuint (bk_chart_get_n_months (chart), ==, 36);
  g_assert_cmpint (bk_chart_get_break_even (chart), ==, break_even);

  if (break_even >= 0)
    {
      g_autofree char *when = bk_format_months (break_even);

      first = g_strdup_printf ("Buying breaks even after %s.", when);
    }
  else
    {
      first = g_strdup_printf ("Buying does not break even within %s.", months);
    }

  expected_gross = g_strdup_printf ("%s Over %s, renting costs %s, buying %s and the hybrid %s.",
                                    first, months, rent, buy, hybrid);
  expected = g_strdup_printf ("%s Net of the hardware’s resale value, buying costs %s.",
                              expected_gross, net);
  summary = bk_chart_dup_summary (chart);
  g_assert_cmpstr (summary, ==, expected);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       expected);

  /* Without the net line: one series less, and the label no longer mentions it. */
  bk_chart_show_analysis (chart, analysis, analysis, NULL, FALSE, "USD");
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 3);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       expected_gross);

  /* The read-out reads the engine's numbers. */
  bk_chart_set_readout_month (chart, 36);
  {
    g_autofree char *readout = bk_chart_dup_readout (chart);
    g_autofree char *text = g_strdup_printf ("Month 36: Rent %s, Buy %s, Hybrid, 4 own GPUs %s",
                                             rent, buy, hybrid);

    g_assert_cmpstr (readout, ==, text);
  }

  /* Same analysis, same currency: nothing to notify. */
  bk_chart_show_analysis (chart, analysis, analysis, NULL, FALSE, "USD");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 36);

  /* A new analysis keeps the read-out where it was; a shorter horizon pulls it in. */
  {
    g_autoptr (BkProfile) profile = bk_test_new_hybrid_profile ();
    g_autoptr (GDateTime) now = g_date_time_new_utc (2026, 1, 15, 12, 0, 0);
    g_autoptr (BkAnalysis) shorter = NULL;

    bk_workload_set_horizon_months (bk_profile_get_workload (profile), 24);
    shorter = bk_analysis_new (profile, now);
    bk_chart_set_readout_month (chart, 30);
    bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "USD");
    g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 30);
    bk_chart_show_analysis (chart, shorter, shorter, NULL, TRUE, "USD");
    g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 24);
    g_assert_cmpuint (bk_chart_get_n_months (chart), ==, 24);
  }

  bk_chart_clear (chart);
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 0);

  g_assert_finalize_object (g_steal_pointer (&chart));
}

static void
test_hybrid_hidden (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  g_autoptr (BkProfile) profile = bk_test_new_hybrid_profile ();
  g_autoptr (GDateTime) now = g_date_time_new_utc (2026, 1, 15, 12, 0, 0);
  g_autoptr (BkAnalysis) analysis = NULL;

  /* A hybrid that owns the whole peak is the same as buying: it gets no line of its own. */
  bk_workload_set_burst_gpus (bk_profile_get_workload (profile), 0);
  analysis = bk_analysis_new (profile, now);
  bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "EUR");
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 3);

  g_assert_finalize_object (g_steal_pointer (&chart));
}

/* A strategy that buys later gets a dotted line of its own, before the net line, with its buy
 * month marked. */
static void
test_strategy_line (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  g_autoptr (BkProfile) profile = bk_test_new_plain_profile ();
  g_autoptr (GDateTime) now = g_date_time_new_utc (2026, 1, 15, 12, 0, 0);
  g_autoptr (BkAnalysis) analysis = NULL;
  BkWorkload *workload = bk_profile_get_workload (profile);
  const BkChartSeries *line;
  guint before;

  analysis = bk_analysis_new (profile, now);
  bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "EUR");
  before = bk_chart_get_n_series (chart);
  g_clear_object (&analysis);

  /* Two GPUs, four more from month 7, colocation only: buy 2 now and 4 in month 6. */
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 0);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), 0);
  bk_pricing_set_colocation_per_gpu_month (bk_profile_get_pricing (profile), 500);
  bk_workload_set_gpus (workload, 2);
  bk_workload_set_demand_steps (workload, "7:+4");
  analysis = bk_analysis_new (profile, now);
  bk_analysis_search_strategy (analysis);
  bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "EUR");

  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, before + 1);
  line = bk_chart_get_series (chart, bk_chart_get_n_series (chart) - 2);
  g_assert_cmpstr (line->label, ==, "Buy 2 GPUs now and 4 more in month 6");
  g_assert_cmpint (line->line, ==, BK_CHART_LINE_DOTTED);
  g_assert_cmpint (line->mark_month, ==, 6);
  g_assert_cmpstr (line->mark_label, ==, "Buy 4 GPUs");
  g_assert_cmpfloat_with_epsilon (line->values[12], 24000, 1e-6);

  g_assert_finalize_object (g_steal_pointer (&chart));
}

/* Finds the shortcut a key without modifiers triggers, the way a key press would. */
static GtkShortcut *
find_shortcut (GtkWidget *widget,
               guint      keyval)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            return g_steal_pointer (&shortcut);
        }
    }

  return NULL;
}

static const char *
bound_action (GtkWidget *widget,
              guint      keyval)
{
  g_autoptr (GtkShortcut) shortcut = find_shortcut (widget, keyval);
  GtkShortcutAction *action;

  if (shortcut == NULL)
    return NULL;

  action = gtk_shortcut_get_action (shortcut);
  if (!GTK_IS_NAMED_ACTION (action))
    return NULL;

  return g_intern_string (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
}

/* Activates what the key is bound to; FALSE when the chart lets the key pass on. */
static gboolean
press (GtkWidget *widget,
       guint      keyval)
{
  g_autoptr (GtkShortcut) shortcut = find_shortcut (widget, keyval);

  g_assert_nonnull (shortcut);

  return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                       gtk_shortcut_get_arguments (shortcut));
}

static void
test_keyboard (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  GtkWidget *widget = GTK_WIDGET (chart);
  double values[37];
  guint notified = 0;

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    values[i] = 1000.0 * i;

  g_assert_cmpstr (bound_action (widget, GDK_KEY_Left), ==, "chart.previous-month");
  g_assert_cmpstr (bound_action (widget, GDK_KEY_KP_Left), ==, "chart.previous-month");
  g_assert_cmpstr (bound_action (widget, GDK_KEY_Right), ==, "chart.next-month");
  g_assert_cmpstr (bound_action (widget, GDK_KEY_Home), ==, "chart.first-month");
  g_assert_cmpstr (bound_action (widget, GDK_KEY_End), ==, "chart.last-month");
  g_assert_cmpstr (bound_action (widget, GDK_KEY_Page_Up), ==, "chart.previous-year");
  g_assert_cmpstr (bound_action (widget, GDK_KEY_Page_Down), ==, "chart.next-year");
  g_assert_cmpstr (bound_action (widget, GDK_KEY_Escape), ==, "chart.hide-readout");

  /* Without data the keys pass on to the widgets around the chart. */
  g_assert_false (press (widget, GDK_KEY_Right));
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, -1);

  bk_chart_add_series (chart, "Rent", values, G_N_ELEMENTS (values), BK_CHART_LINE_SOLID, 1);
  g_signal_connect_swapped (chart, "notify::readout-month", G_CALLBACK (increment), &notified);

  /* Escape only belongs to the chart while a read-out is showing. */
  g_assert_false (press (widget, GDK_KEY_Escape));

  g_assert_true (press (widget, GDK_KEY_Right));
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 0);
  g_assert_cmpuint (notified, ==, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Month 0: Rent €0.00");

  press (widget, GDK_KEY_Right);
  press (widget, GDK_KEY_KP_Right);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 2);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Month 2: Rent €2,000");

  press (widget, GDK_KEY_Page_Down);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 14);

  press (widget, GDK_KEY_End);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 36);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Month 36: Rent €36,000");

  /* The ends hold. */
  notified = 0;
  press (widget, GDK_KEY_Right);
  press (widget, GDK_KEY_Page_Down);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 36);
  g_assert_cmpuint (notified, ==, 0);

  press (widget, GDK_KEY_Page_Up);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 24);
  press (widget, GDK_KEY_Left);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 23);

  press (widget, GDK_KEY_Home);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 0);
  press (widget, GDK_KEY_Left);
  press (widget, GDK_KEY_Page_Up);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 0);

  g_assert_true (press (widget, GDK_KEY_Escape));
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, -1);
  g_assert_null (bk_chart_dup_readout (chart));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (chart),
                                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* From a hidden read-out, Left starts at the end; the actions work without keys too. */
  press (widget, GDK_KEY_Left);
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 36);
  g_assert_true (gtk_widget_activate_action (widget, "chart.first-month", NULL));
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 0);

  g_assert_finalize_object (g_steal_pointer (&chart));
}

static void
test_export (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  g_autoptr (BkAnalysis) analysis = new_analysis ();
  g_autoptr (GFile) png = temp_file ("bk-chart-test.png");
  g_autoptr (GFile) svg = temp_file ("bk-chart-test.svg");
  g_autoptr (GFile) csv = temp_file ("bk-chart-test.csv");
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  gsize length;

  add_hand_series (chart);
  bk_chart_add_series (chart, "Say \"hi\", then go", rent_values, 3, BK_CHART_LINE_DOTTED, 2);

  g_assert_true (bk_chart_export_csv (chart, csv, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (csv, NULL, &contents, &length, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==,
                   "month,Rent,Buy,\"Say \"\"hi\"\", then go\"\n"
                   "0,0.00,2500.00,0.00\n"
                   "1,1000.00,3000.00,1000.00\n"
                   "2,2000.00,3500.00,2000.00\n"
                   "3,3000.00,4000.00,\n"
                   "4,4000.00,4500.00,\n"
                   "5,5000.00,5000.00,\n"
                   "6,6000.00,5500.00,\n");
  g_clear_pointer (&contents, g_free);

  /* An analysis: a header and one line for each month 0..H. */
  bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "EUR");
  g_assert_true (bk_chart_export_csv (chart, csv, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (csv, NULL, &contents, &length, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (contents, "\n"));
  lines = g_strsplit (contents, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines) - 1, ==, 36 + 2);
  g_assert_cmpstr (lines[0], ==,
                   "month,Rent,Buy,\"Hybrid, 4 own GPUs\",\"Buy, net of resale value\"");
  g_assert_true (g_str_has_prefix (lines[37], "36,"));

  g_assert_true (bk_chart_export_png (chart, png, 640, 400, &error));
  g_assert_no_error (error);
  texture = gdk_texture_new_from_file (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 640);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 400);

  g_clear_pointer (&contents, g_free);
  g_assert_true (bk_chart_export_svg (chart, svg, 640, 400, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (svg, NULL, &contents, &length, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (contents, "<?xml") || g_str_has_prefix (contents, "<svg"));
  g_assert_nonnull (strstr (contents, "width=\"640"));
  g_assert_nonnull (strstr (contents, "</svg>"));
  /* Vector lines, not an embedded bitmap. */
  g_assert_nonnull (strstr (contents, "<path"));
  g_assert_null (strstr (contents, "<image"));

  g_file_delete (png, NULL, NULL);
  g_file_delete (svg, NULL, NULL);
  g_file_delete (csv, NULL, NULL);

  g_assert_finalize_object (g_steal_pointer (&chart));
}

static void
test_csv_locale (void)
{
  g_autoptr (BkChart) chart = new_chart ();
  g_autoptr (GFile) csv = temp_file ("bk-chart-locale.csv");
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  const double values[] = { 1234.5, 0.25 };
  const char *old_locale;

  old_locale = setlocale (LC_NUMERIC, "de_DE.UTF-8");
  if (old_locale == NULL)
    {
      g_test_skip ("de_DE.UTF-8 is not available");
      return;
    }

  bk_chart_add_series (chart, "Rent", values, G_N_ELEMENTS (values), BK_CHART_LINE_SOLID, 0);
  g_assert_true (bk_chart_export_csv (chart, csv, &error));
  setlocale (LC_NUMERIC, "en_US.UTF-8");
  g_assert_no_error (error);

  g_assert_true (g_file_load_contents (csv, NULL, &contents, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, "month,Rent\n0,1234.50\n1,0.25\n");

  g_file_delete (csv, NULL, NULL);
  g_assert_finalize_object (g_steal_pointer (&chart));
}

static void
test_colors (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr (BkChart) chart = new_chart ();
  const double flat[] = { 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100 };
  g_autoptr (GdkTexture) light = NULL;
  g_autoptr (GdkTexture) dark = NULL;
  g_autoptr (GskRenderNode) light_node = NULL;
  g_autoptr (GskRenderNode) dark_node = NULL;
  GtkWidget *window;

  bk_chart_add_series (chart, "Flat", flat, G_N_ELEMENTS (flat), BK_CHART_LINE_SOLID, 0);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = show_in_window (chart, 500, 300);

  /* The widget's own drawing: blue of the light palette, none of the dark one. */
  light = render_widget (GTK_WIDGET (chart));
  g_assert_cmpuint (count_color (light, 0x1c71d8), >, 100);
  g_assert_cmpuint (count_color (light, 0x62a0ea), ==, 0);

  /* Switching the style reaches the widget through css_changed, without new data. */
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (chart));
  dark = render_widget (GTK_WIDGET (chart));
  g_assert_cmpuint (count_color (dark, 0x62a0ea), >, 100);
  g_assert_cmpuint (count_color (dark, 0x1c71d8), ==, 0);

  /* Exports take the background of the current style. */
  g_clear_object (&dark);
  {
    g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();

    g_assert_true (gsk_renderer_realize_for_display (renderer, gdk_display_get_default (), NULL));
    dark_node = bk_chart_render (chart, 200, 100);
    dark = gsk_renderer_render_texture (renderer, dark_node, NULL);
    g_assert_cmpuint (count_color (dark, 0x222226), >, 1000);

    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
    light_node = bk_chart_render (chart, 200, 100);
    g_clear_object (&light);
    light = gsk_renderer_render_texture (renderer, light_node, NULL);
    g_assert_cmpuint (count_color (light, 0xfafafb), >, 1000);
    g_assert_cmpuint (count_color (light, 0x222226), ==, 0);
    gsk_renderer_unrealize (renderer);
  }

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (g_steal_pointer (&chart));
}

/* Paper keeps the light style sheet's colours without reading it (it may have no display). */
static void
test_paper_colors (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr (BkChart) chart = new_chart ();
  BkChartStyle screen, paper;
  GtkWidget *window;

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = show_in_window (chart, 300, 200);

  bk_chart_style_read (GTK_WIDGET (chart), &screen);
  bk_chart_style_init_paper (&paper);

  for (guint i = 0; i < BK_CHART_N_COLORS; i++)
    {
      g_assert_cmpfloat_with_epsilon (screen.palette[i].red, paper.palette[i].red, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (screen.palette[i].green, paper.palette[i].green, 0.5 / 255);
      g_assert_cmpfloat_with_epsilon (screen.palette[i].blue, paper.palette[i].blue, 0.5 / 255);
      g_assert_cmpfloat (screen.palette[i].alpha, ==, 1);
      g_assert_cmpfloat (paper.palette[i].alpha, ==, 1);
    }
  g_assert_cmpfloat_with_epsilon (screen.band_alpha, paper.band_alpha, 0.5 / 255);
  g_assert_cmpfloat (screen.line_width, ==, paper.line_width);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (g_steal_pointer (&chart));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (AdwApplication) app = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The chart's colours come from the app's style sheets, which the application loads and
   * swaps as the style changes between light, dark and high contrast. */
  app = adw_application_new (NULL, G_APPLICATION_NON_UNIQUE);
  g_application_set_resource_base_path (G_APPLICATION (app), "/io/github/breakeven/Breakeven");
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/chart/new", test_new);
  g_test_add_func ("/chart/measure", test_measure);
  g_test_add_func ("/chart/series", test_series);
  g_test_add_func ("/chart/bad-input", test_bad_input);
  g_test_add_func ("/chart/render-sizes", test_render_sizes);
  g_test_add_func ("/chart/simplified-lines", test_simplified_lines);
  g_test_add_func ("/chart/analysis", test_analysis);
  g_test_add_func ("/chart/hybrid-hidden", test_hybrid_hidden);
  g_test_add_func ("/chart/strategy-line", test_strategy_line);
  g_test_add_func ("/chart/keyboard", test_keyboard);
  g_test_add_func ("/chart/export", test_export);
  g_test_add_func ("/chart/csv-locale", test_csv_locale);
  g_test_add_func ("/chart/colors", test_colors);
  g_test_add_func ("/chart/paper-colors", test_paper_colors);

  return g_test_run ();
}
