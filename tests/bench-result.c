/* bench-result.c: how long an input change takes on the result page, from the engine to a frame
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "bk-result-view.h"

#define WIDTH 900
#define HEIGHT 800
#define WARM_UP_RUNS 20
#define RUNS 200

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Ten years, 48 base GPUs and 16 more at a peak: every label, row, column and chart line of the
 * page has something to show. */
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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BkProfile) profile = new_bench_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  double times[RUNS];
  GtkWidget *window;
  GtkWidget *scrolled;
  GtkWidget *view;
  guint updates = 0;

  gtk_init ();
  adw_init ();

  window = adw_window_new ();
  scrolled = gtk_scrolled_window_new ();
  view = bk_result_view_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  adw_window_set_content (ADW_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  bk_result_view_set_profile (BK_RESULT_VIEW (view), profile);
  gtk_window_present (GTK_WINDOW (window));

  while (gtk_widget_get_width (scrolled) == 0)
    g_main_context_iteration (NULL, TRUE);

  /* One run is one input change: the profile's "changed" signal recomputes the analysis and
   * every label bound to it, then the page is laid out again and drawn, as in a frame. */
  for (guint i = 0; i < WARM_UP_RUNS + RUNS; i++)
    {
      GtkSnapshot *snapshot;
      g_autoptr(GskRenderNode) node = NULL;
      BkAnalysis *before = bk_result_view_get_analysis (BK_RESULT_VIEW (view));
      gint64 start = g_get_monotonic_time ();

      bk_workload_set_utilisation (workload, i % 2 ? 65 : 70);
      gtk_widget_allocate (scrolled, gtk_widget_get_width (scrolled),
                           gtk_widget_get_height (scrolled), -1, NULL);
      snapshot = gtk_snapshot_new ();
      GTK_WIDGET_GET_CLASS (scrolled)->snapshot (scrolled, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);

      if (i >= WARM_UP_RUNS)
        times[i - WARM_UP_RUNS] = (g_get_monotonic_time () - start) / 1000.0;

      updates += bk_result_view_get_analysis (BK_RESULT_VIEW (view)) != before;
      if (node == NULL)
        {
          fprintf (stderr, "result: the page drew nothing\n");
          return EXIT_FAILURE;
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));

  if (updates != WARM_UP_RUNS + RUNS)
    {
      fprintf (stderr, "result: %u changes gave %u new analyses\n", WARM_UP_RUNS + RUNS, updates);
      return EXIT_FAILURE;
    }

  qsort (times, RUNS, sizeof times[0], compare_doubles);
  printf ("result: median %.2f ms, slowest %.2f ms per input change (recompute, layout, "
          "snapshot; %dx%d)\n", times[RUNS / 2], times[RUNS - 1], WIDTH, HEIGHT);

  return EXIT_SUCCESS;
}
