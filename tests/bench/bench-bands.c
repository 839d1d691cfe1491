/* bench-bands.c: how long the cost chart takes to redraw with its P10–P90 bands
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-chart-feed.h"
#include "bk-chart.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-workload.h"

#define WIDTH 1600
#define HEIGHT 900
#define WARM_UP_RUNS 20
#define RUNS 200
#define RASTER_RUNS 20

/* The chart's promise: a redraw fits in half a 60 Hz frame. */
#define BUDGET_MS 8.0

/* The chart benchmark's profile (ten years, four lines) with every suggested range. */
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
  bk_profile_fill_default_ranges (profile, NULL);

  return profile;
}

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
  g_autoptr (BkAnalysis) analysis = bk_analysis_new (profile, NULL);
  g_autoptr (BkUncertainty) uncertainty = NULL;
  g_autoptr (GskRenderer) renderer = NULL;
  g_autoptr (GskRenderNode) last = NULL;
  g_autoptr (GError) error = NULL;
  double per_redraw[RUNS];
  double per_raster[RASTER_RUNS];
  double redraw, raster;
  GtkWidget *window;
  BkChart *chart;

  gtk_init ();
  adw_init ();

  uncertainty = bk_uncertainty_new (profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED, NULL,
                                    &error);
  if (uncertainty == NULL)
    {
      fprintf (stderr, "bands: %s\n", error->message);
      return EXIT_FAILURE;
    }

  window = gtk_window_new ();
  chart = BK_CHART (bk_chart_new ());
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (chart));
  gtk_window_present (GTK_WINDOW (window));

  while (gtk_widget_get_width (GTK_WIDGET (chart)) != WIDTH)
    g_main_context_iteration (NULL, TRUE);

  /* Each run is the frame after the bands arrive: the analysis, its bands and the read-out. */
  for (guint i = 0; i < WARM_UP_RUNS + RUNS; i++)
    {
      g_autoptr (GskRenderNode) node = NULL;
      gint64 start = g_get_monotonic_time ();

      bk_chart_show_analysis (chart, analysis, analysis, uncertainty, TRUE, "EUR");
      bk_chart_set_readout_month (chart, 60 + i % 2);
      node = snapshot_widget (GTK_WIDGET (chart));

      if (i >= WARM_UP_RUNS)
        per_redraw[i - WARM_UP_RUNS] = (g_get_monotonic_time () - start) / 1000.0;

      if (node == NULL || !bk_chart_has_band (chart, 0) || !bk_chart_has_band (chart, 2))
        {
          fprintf (stderr, "bands: the chart drew no bands\n");
          return EXIT_FAILURE;
        }

      g_clear_pointer (&last, gsk_render_node_unref);
      last = g_steal_pointer (&node);
    }

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

  redraw = bk_bench_median (per_redraw, RUNS);
  raster = bk_bench_median (per_raster, RASTER_RUNS);
  printf ("bands: median %.2f ms per redraw with three P10–P90 bands (H=120, %d×%d), "
          "%.1f ms to rasterise in software; budget %.0f ms\n",
          redraw, WIDTH, HEIGHT, raster, BUDGET_MS);

  gtk_window_destroy (GTK_WINDOW (window));

  if (redraw > BUDGET_MS)
    {
      fprintf (stderr, "bands: over the budget of %.0f ms\n", BUDGET_MS);
      return EXIT_FAILURE;
    }

  return EXIT_SUCCESS;
}
