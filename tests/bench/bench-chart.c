/* bench-chart.c: how long an input change takes from the engine to a new chart frame
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "bk-analysis.h"
#include "bk-chart-feed.h"
#include "bk-chart.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-workload.h"

#define WIDTH 1600
#define HEIGHT 900
#define WARM_UP_RUNS 20
#define RUNS 200
#define RASTER_RUNS 20

/* The largest case the model allows in practice: ten years (121 points a line), a peak, and a
 * hybrid line of its own, so that all four lines and the read-out are drawn. */
static BkProfile *
new_bench_profile (void)
{
  BkProfile *profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_gpus (workload, 48);
  bk_workload_set_burst_gpus (workload, 16);
  bk_workload_set_burst_days (workload, 7);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_hybrid_owned_gpus (workload, 48);
  bk_workload_set_utilisation (workload, 65);
  bk_workload_set_horizon_months (workload, 120);

  return profile;
}

/* What GTK does for a frame of the widget: its snapshot function, into a render node. (A
 * GtkWidgetPaintable would hand back the frame it cached.) */
static GskRenderNode *
snapshot_widget (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (BkProfile) profile = new_bench_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  g_autoptr (GDateTime) now = g_date_time_new_utc (2026, 6, 1, 12, 0, 0);
  g_autoptr (GskRenderer) renderer = NULL;
  g_autoptr (GskRenderNode) last = NULL;
  double per_redraw[RUNS];
  double per_raster[RASTER_RUNS];
  GtkWidget *window;
  BkChart *chart;

  gtk_init ();
  adw_init ();

  window = gtk_window_new ();
  chart = BK_CHART (bk_chart_new ());
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (chart));
  gtk_window_present (GTK_WINDOW (window));

  while (gtk_widget_get_width (GTK_WIDGET (chart)) != WIDTH)
    g_main_context_iteration (NULL, TRUE);

  /* Each run is one input change: a new analysis, handed to the chart, and the frame it draws
   * with the read-out showing. The utilisation alternates so that the data really change. */
  for (guint i = 0; i < WARM_UP_RUNS + RUNS; i++)
    {
      g_autoptr (BkAnalysis) analysis = NULL;
      g_autoptr (GskRenderNode) node = NULL;
      gint64 start;

      bk_workload_set_utilisation (workload, i % 2 ? 65 : 70);

      start = g_get_monotonic_time ();
      analysis = bk_analysis_new (profile, now);
      bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "EUR");
      bk_chart_set_readout_month (chart, 60 + i % 2);
      node = snapshot_widget (GTK_WIDGET (chart));

      if (i >= WARM_UP_RUNS)
        per_redraw[i - WARM_UP_RUNS] = (g_get_monotonic_time () - start) / 1000.0;

      if (node == NULL || bk_chart_get_n_series (chart) != 4)
        {
          fprintf (stderr, "chart: the chart drew nothing or the wrong lines\n");
          return EXIT_FAILURE;
        }

      g_clear_pointer (&last, gsk_render_node_unref);
      last = g_steal_pointer (&node);
    }

  /* Turning the frame into pixels is the GPU's work on a desktop; the software renderer is the
   * upper bound on a machine without one. */
  renderer = gsk_cairo_renderer_new ();
  if (!gsk_renderer_realize_for_display (renderer, gdk_display_get_default (), NULL))
    return EXIT_FAILURE;

  for (guint i = 0; i < RASTER_RUNS; i++)
    {
      g_autoptr (GdkTexture) texture = NULL;
      gint64 start = g_get_monotonic_time ();

      texture = gsk_renderer_render_texture (renderer, last,
                                             &GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT));
      per_raster[i] = (g_get_monotonic_time () - start) / 1000.0;
    }

  gsk_renderer_unrealize (renderer);
  gtk_window_destroy (GTK_WINDOW (window));

  printf ("chart: median %.1f ms per recompute+redraw (%dx%d)\n",
          bk_bench_median (per_redraw, RUNS), WIDTH, HEIGHT);
  printf ("chart: median %.1f ms to rasterise that frame in software (%dx%d)\n",
          bk_bench_median (per_raster, RASTER_RUNS), WIDTH, HEIGHT);

  /* The rows of build-aux/dev bench's table; the chart's frame is part of the interaction
   * target, so these two have none of their own. */
  printf ("| chart alone: recompute and snapshot (%dx%d) | %.1f ms | | |\n", WIDTH, HEIGHT,
          bk_bench_median (per_redraw, RUNS));
  printf ("| chart alone: rasterise that frame in software (%dx%d) | %.1f ms | | |\n", WIDTH,
          HEIGHT, bk_bench_median (per_raster, RASTER_RUNS));

  return EXIT_SUCCESS;
}
