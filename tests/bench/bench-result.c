/* bench-result.c: how long an input change takes on the result page, from the engine to a frame
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#endif
#endif
#ifndef CALLGRIND_START_INSTRUMENTATION
#define RUNNING_ON_VALGRIND 0
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#endif

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-chart-feed.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-test-utils.h"
#include "bk-workload.h"

#define WIDTH 900
#define HEIGHT 800
#define WARM_UP_RUNS 20
#define RUNS 200
#define PAINTED_RUNS 101
#define PAINTED_TARGET_MS 4.0
#define DEMAND_TARGET_MS 8.0
#define STAGE_RUNS 11

/* The process's CPU time in ms: on a busy machine the wall time between two points has other
 * processes' time in it, the CPU time only this one's. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* When each phase of the frame ended, on the clock and in CPU time: the handlers run after
 * GTK's own, which were connected when the window was realized. The last one, after-paint,
 * marks the frame painted. */
enum { PHASE_BEFORE, PHASE_UPDATE, PHASE_LAYOUT, PHASE_PAINT, PHASE_AFTER, N_PHASES };
static const char *const phase_signals[N_PHASES] = {
  "before-paint", "update", "layout", "paint", "after-paint",
};
static gint64 phase_ends[N_PHASES];
static double phase_cpu_ends[N_PHASES];

/* Under callgrind (see HACKING.md#benchmarks) the first figure's measured changes are counted in
 * instructions, which the machine's load does not change: only they are instrumented, and the
 * window is left idle long enough between them for the strategy stage's frame, which follows
 * each change at once in a real run, to be painted before the next change, also at valgrind's
 * pace. */
static gboolean counting;

static void
phase_cb (GdkFrameClock *clock,
          gpointer       phase)
{
  phase_ends[GPOINTER_TO_UINT (phase)] = g_get_monotonic_time ();
  phase_cpu_ends[GPOINTER_TO_UINT (phase)] = cpu_ms ();
}

static gboolean
quit_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets the window be idle for a few frames, so that the frame clock starts the next frame as
 * soon as something changes rather than in step with the last one. */
static void
idle_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, quit_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The same change as the user makes it: nothing but the input, then the main loop until the
 * window's frame clock says the frame is painted, recomputed, laid out, drawn and rendered
 * (GSK_RENDERER=cairo in the benchmark's environment: in software). Prints the medians, on the
 * clock and in CPU time, and where they go. */
static gboolean
measure_painted (BkResultView *view,
                 BkWorkload   *workload,
                 double       *median)
{
  double painted_times[PAINTED_RUNS];
  double phase_times[N_PHASES][PAINTED_RUNS];
  double cpu_times[N_PHASES][PAINTED_RUNS];
  double cpu_total[PAINTED_RUNS];

  for (guint i = 0; i < WARM_UP_RUNS + PAINTED_RUNS; i++)
    {
      BkAnalysis *before;
      gint64 start;
      double cpu_start;

      idle_for (counting ? 2000 : 50);
      before = bk_result_view_get_analysis (view);
      phase_ends[PHASE_AFTER] = 0;
      start = g_get_monotonic_time ();
      cpu_start = cpu_ms ();
      if (counting && i >= WARM_UP_RUNS)
        CALLGRIND_START_INSTRUMENTATION;
      bk_workload_set_utilisation (workload,
                                   bk_workload_get_utilisation (workload) == 65 ? 70 : 65);
      while (phase_ends[PHASE_AFTER] == 0)
        g_main_context_iteration (NULL, TRUE);
      if (counting)
        CALLGRIND_STOP_INSTRUMENTATION;

      if (i >= WARM_UP_RUNS)
        {
          guint run = i - WARM_UP_RUNS;

          painted_times[run] = (phase_ends[PHASE_AFTER] - start) / 1000.0;
          cpu_total[run] = phase_cpu_ends[PHASE_AFTER] - cpu_start;
          for (guint p = 0; p < N_PHASES; p++)
            {
              phase_times[p][run] = (phase_ends[p] - (p == 0 ? start : phase_ends[p - 1])) / 1000.0;
              cpu_times[p][run] = phase_cpu_ends[p] - (p == 0 ? cpu_start : phase_cpu_ends[p - 1]);
            }
        }
      if (bk_result_view_get_analysis (view) == before)
        {
          fprintf (stderr, "result: a frame was painted before the new analysis\n");
          return FALSE;
        }
    }

  *median = bk_bench_median (painted_times, PAINTED_RUNS);
  printf ("result: median %.2f ms, slowest %.2f ms from an input change to the painted frame "
          "(%dx%d, the app's style sheet%s)\n", *median, painted_times[PAINTED_RUNS - 1],
          WIDTH, HEIGHT, bk_workload_get_demand_changes (workload) ? ", demand over time" : "");

  /* Where the time goes: from the change to the frame's start (the recomputation runs in the
   * profile's "changed" signal, before the frame), then each phase of the frame. */
  printf ("result: medians %.2f ms to the frame, update %.2f ms, layout %.2f ms, paint %.2f ms, "
          "after paint %.2f ms\n",
          bk_bench_median (phase_times[PHASE_BEFORE], PAINTED_RUNS),
          bk_bench_median (phase_times[PHASE_UPDATE], PAINTED_RUNS),
          bk_bench_median (phase_times[PHASE_LAYOUT], PAINTED_RUNS),
          bk_bench_median (phase_times[PHASE_PAINT], PAINTED_RUNS),
          bk_bench_median (phase_times[PHASE_AFTER], PAINTED_RUNS));
  printf ("result: median %.2f ms of CPU time to the painted frame: %.2f to the frame, layout "
          "%.2f, paint %.2f (the other phases %.2f)\n",
          bk_bench_median (cpu_total, PAINTED_RUNS),
          bk_bench_median (cpu_times[PHASE_BEFORE], PAINTED_RUNS),
          bk_bench_median (cpu_times[PHASE_LAYOUT], PAINTED_RUNS),
          bk_bench_median (cpu_times[PHASE_PAINT], PAINTED_RUNS),
          bk_bench_median (cpu_times[PHASE_UPDATE], PAINTED_RUNS)
          + bk_bench_median (cpu_times[PHASE_AFTER], PAINTED_RUNS));

  return TRUE;
}

/* The chart's series builds seen when each stage of one change was done, counted from the
 * change. */
typedef struct
{
  BkChartFeed *feed;
  guint        start;
  guint        seen[BK_RESULTS_N_STAGES];
  guint        count[BK_RESULTS_N_STAGES];
  gint64       done;   /* when the last stage was */
} Stages;

static void
stage_cb (GObject    *results,
          GParamSpec *pspec,
          Stages     *stages)
{
  BkResultsStage stage;

  if (g_str_equal (pspec->name, "analysis"))
    stage = BK_RESULTS_STAGE_ANALYSIS;
  else if (g_str_equal (pspec->name, "strategy-analysis"))
    stage = BK_RESULTS_STAGE_STRATEGY;
  else if (g_str_equal (pspec->name, "uncertainty")
           && bk_profile_results_get_uncertainty (BK_PROFILE_RESULTS (results), FALSE) != NULL)
    stage = BK_RESULTS_STAGE_UNCERTAINTY;
  else
    return;

  stages->seen[stage] = bk_chart_feed_get_n_builds (stages->feed) - stages->start;
  stages->count[stage]++;
  stages->done = g_get_monotonic_time ();
}

static gboolean
all_done (BkProfileResults *results)
{
  return bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY)
         && bk_profile_results_is_done (results, BK_RESULTS_STAGE_UNCERTAINTY)
         && !bk_profile_results_get_computing (results);
}

/* Every stage of an input change, with ranges so that the Monte Carlo analysis runs too (at
 * once, without the pause the app leaves for key repeats): how many times the chart's series
 * are built in each stage (the analysis' lines with the last strategy line, the new strategy
 * line, the bands), and how long until the last stage is shown. */
static gboolean
measure_stages (BkResultView *view,
                BkWorkload   *workload,
                double       *median,
                guint         builds[BK_RESULTS_N_STAGES])
{
  BkProfileResults *results = bk_result_view_get_results (view);
  double times[STAGE_RUNS];

  bk_profile_results_set_uncertainty_delay (results, 0);
  memset (builds, 0, sizeof (guint) * BK_RESULTS_N_STAGES);

  for (guint i = 0; i < STAGE_RUNS; i++)
    {
      Stages stages = { bk_result_view_get_chart_feed (view), 0, };
      gint64 start;

      while (!all_done (results))
        g_main_context_iteration (NULL, TRUE);
      idle_for (50);

      stages.start = bk_chart_feed_get_n_builds (stages.feed);
      g_signal_connect (results, "notify", G_CALLBACK (stage_cb), &stages);
      start = g_get_monotonic_time ();
      bk_workload_set_utilisation (workload,
                                   bk_workload_get_utilisation (workload) == 65 ? 70 : 65);
      while (!all_done (results))
        g_main_context_iteration (NULL, TRUE);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_signal_handlers_disconnect_by_func (results, stage_cb, &stages);

      times[i] = (stages.done - start) / 1000.0;
      for (guint s = 0; s < BK_RESULTS_N_STAGES; s++)
        {
          guint built = s == 0 ? stages.seen[0] : stages.seen[s] - stages.seen[s - 1];

          if (stages.count[s] != 1)
            {
              fprintf (stderr, "stages: stage %u was done %u times for one change\n", s,
                       stages.count[s]);
              return FALSE;
            }
          builds[s] = MAX (builds[s], built);
        }
      if (bk_chart_feed_get_n_builds (stages.feed) - stages.start != stages.seen[2])
        {
          fprintf (stderr, "stages: the chart's series were built after the last stage\n");
          return FALSE;
        }
    }

  *median = bk_bench_median (times, STAGE_RUNS);
  printf ("stages: median %.1f ms from an input change to the last stage shown (10,000 samples, "
          "%s); at most %u, %u and %u series builds in the analysis, strategy and uncertainty "
          "stage\n", *median,
          bk_workload_get_demand_changes (workload) ? "demand over time" : "the same demand",
          builds[0], builds[1], builds[2]);

  return TRUE;
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
  GdkFrameClock *clock;
  double median, painted_median, demand_median, stages_median;
  guint builds[BK_RESULTS_N_STAGES];
  gboolean stages_met;
  GtkWidget *window;
  GtkWidget *scrolled;
  GtkWidget *view;
  guint updates = 0;
  g_autoptr(AdwApplication) app = NULL;
  g_autoptr(GError) error = NULL;

  /* The page with the app's style sheet, loaded as the app loads it: libadwaita takes style.css
   * (and its dark and high-contrast siblings) from the application's resource path on start-up. */
  app = g_object_new (ADW_TYPE_APPLICATION,
                      "application-id", "io.github.breakeven.Breakeven.BenchResult",
                      "flags", G_APPLICATION_NON_UNIQUE,
                      "resource-base-path", "/io/github/breakeven/Breakeven",
                      NULL);
  if (!g_resources_get_info ("/io/github/breakeven/Breakeven/style.css", 0, NULL, NULL, &error)
      || !g_application_register (G_APPLICATION (app), NULL, &error))
    {
      fprintf (stderr, "result: %s\n", error->message);
      return EXIT_FAILURE;
    }

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

  clock = gtk_widget_get_frame_clock (window);
  for (guint p = 0; p < N_PHASES; p++)
    g_signal_connect (clock, phase_signals[p], G_CALLBACK (phase_cb), GUINT_TO_POINTER (p));

  counting = RUNNING_ON_VALGRIND;
  if (!measure_painted (BK_RESULT_VIEW (view), workload, &painted_median))
    return EXIT_FAILURE;
  if (counting)
    {
      /* The instructions are in callgrind's file; the other figures would take too long there. */
      printf ("result: %d changes to the painted frame counted by callgrind\n", PAINTED_RUNS);
      gtk_window_destroy (GTK_WINDOW (window));
      return EXIT_SUCCESS;
    }
  printf ("| interaction: input change to painted result page and chart | %.2f ms | < %.0f ms | %s |\n",
          painted_median, PAINTED_TARGET_MS, painted_median < PAINTED_TARGET_MS ? "met" : "MISSED");

  /* Demand that grows by a quarter a year and steps up by eight GPUs in month 13: the engine
   * searches the best month to buy, and the chart draws that strategy's line too. */
  bk_workload_set_demand_growth_percent (workload, 25);
  bk_workload_set_demand_steps (workload, "13:+8");
  if (!measure_painted (BK_RESULT_VIEW (view), workload, &demand_median))
    return EXIT_FAILURE;
  printf ("| interaction: the same with demand over time | %.2f ms | < %.0f ms | %s |\n",
          demand_median, DEMAND_TARGET_MS, demand_median < DEMAND_TARGET_MS ? "met" : "MISSED");

  /* The same with the ranges the article suggests: every stage. */
  bk_profile_fill_default_ranges (profile, NULL);
  if (!measure_stages (BK_RESULT_VIEW (view), workload, &stages_median, builds))
    return EXIT_FAILURE;
  stages_met = builds[0] == 1 && builds[1] <= 1 && builds[2] == 1;
  printf ("| stages: chart series builds per input change (analysis · strategy · uncertainty) | "
          "%u · %u · %u | 1 · ≤ 1 · 1 | %s |\n", builds[0], builds[1], builds[2],
          stages_met ? "met" : "MISSED");
  printf ("| stages: input change to the last stage shown (demand over time, 10,000 samples) | "
          "%.1f ms | (yardstick) | |\n", stages_median);

  gtk_window_destroy (GTK_WINDOW (window));

  if (updates != WARM_UP_RUNS + RUNS)
    {
      fprintf (stderr, "result: %u changes gave %u new analyses\n", WARM_UP_RUNS + RUNS, updates);
      return EXIT_FAILURE;
    }

  median = bk_bench_median (times, RUNS);
  printf ("result: median %.2f ms, slowest %.2f ms per input change (recompute, layout, "
          "snapshot; %dx%d, the app's style sheet)\n", median, times[RUNS - 1], WIDTH, HEIGHT);

  return painted_median < PAINTED_TARGET_MS && demand_median < DEMAND_TARGET_MS && stages_met
           ? EXIT_SUCCESS : EXIT_FAILURE;
}
