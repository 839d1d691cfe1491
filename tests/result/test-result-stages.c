/* test-result-stages.c: the result page follows its profile's results stage by stage and builds
 * the chart's series once per stage, and keeps still what has not changed
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bk-chart-feed.h"
#include "bk-chart.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-workload.h"

/* The chart's series builds seen when each stage was done, counted from the change. */
typedef struct
{
  BkChartFeed *feed;
  guint        start;
  guint        analysis;
  guint        strategy;
  guint        uncertainty;
  guint        n_analysis;
  guint        n_strategy;
  guint        n_uncertainty;
} Builds;

static void
stage_cb (GObject    *results,
          GParamSpec *pspec,
          Builds     *builds)
{
  guint seen = bk_chart_feed_get_n_builds (builds->feed) - builds->start;

  if (g_str_equal (pspec->name, "analysis"))
    {
      builds->analysis = seen;
      builds->n_analysis++;
    }
  else if (g_str_equal (pspec->name, "strategy-analysis"))
    {
      builds->strategy = seen;
      builds->n_strategy++;
    }
  else if (g_str_equal (pspec->name, "uncertainty")
           && bk_profile_results_get_uncertainty (BK_PROFILE_RESULTS (results), FALSE) != NULL)
    {
      /* The uncertainty's own stage, not its drop with a change. */
      builds->uncertainty = seen;
      builds->n_uncertainty++;
    }
}

static gboolean
all_done (gpointer data)
{
  BkProfileResults *results = data;

  return bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY)
         && bk_profile_results_is_done (results, BK_RESULTS_STAGE_UNCERTAINTY)
         && !bk_profile_results_get_computing (results);
}

/* One GPU, five more from month 7; owning costs 500 a month and 1,000 of admin: rent for six
 * months, then buy six (docs/model.md#demand-over-time); the chart draws that strategy's
 * line. With a range, so that every change is sampled too. */
static BkProfile *
new_later_profile (void)
{
  BkProfile *profile = bk_test_new_plain_profile ();

  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 0);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), 0);
  bk_pricing_set_colocation_per_gpu_month (bk_profile_get_pricing (profile), 500);
  bk_pricing_set_admin_hours_per_month (bk_profile_get_pricing (profile), 20);
  bk_workload_set_gpus (bk_profile_get_workload (profile), 1);
  bk_workload_set_demand_steps (bk_profile_get_workload (profile), "7:+5");
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 0.8, 1.4);

  return profile;
}

typedef void (*ChangeFunc) (BkProfile *profile);

/* Makes a change and follows it to the end: how many series each stage built. */
static void
follow_change (BkResultView *view,
               ChangeFunc    change,
               Builds       *builds)
{
  BkProfileResults *results = bk_result_view_get_results (view);

  bk_test_wait_for (all_done, results);
  bk_test_flush ();

  memset (builds, 0, sizeof *builds);
  builds->feed = bk_result_view_get_chart_feed (view);
  builds->start = bk_chart_feed_get_n_builds (builds->feed);
  /* After the view's own handlers. */
  g_signal_connect (results, "notify", G_CALLBACK (stage_cb), builds);

  change (bk_result_view_get_profile (view));
  bk_test_wait_for (all_done, results);
  bk_test_flush ();

  g_signal_handlers_disconnect_by_func (results, stage_cb, builds);
  builds->start = bk_chart_feed_get_n_builds (builds->feed) - builds->start;
}

static void
more_later (BkProfile *profile)
{
  bk_workload_set_demand_steps (bk_profile_get_workload (profile), "7:+6");
}

static void
same_every_month (BkProfile *profile)
{
  bk_workload_set_demand_steps (bk_profile_get_workload (profile), "");
}

static void
cheaper_rent (BkProfile *profile)
{
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 0.9);
}

static void
key_repeats (BkProfile *profile)
{
  for (guint gpus = 2; gpus <= 5; gpus++)
    bk_workload_set_gpus (bk_profile_get_workload (profile), gpus);
}

static void
test_series_builds (void)
{
  g_autoptr(BkProfile) profile = new_later_profile ();
  BkResultView *view = BK_RESULT_VIEW (bk_result_view_new ());
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWindow *window;
  Builds builds;

  bk_result_view_set_profile (view, profile);
  bk_profile_results_set_uncertainty_delay (bk_result_view_get_results (view), 0);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (view));
  window = bk_test_show_in_window (scrolled, 900, 800, FALSE);

  /* Demand over time: the analysis' lines with the last strategy line, the new strategy line,
   * the bands; once each. */
  follow_change (view, more_later, &builds);
  g_assert_cmpuint (builds.n_analysis, ==, 1);
  g_assert_cmpuint (builds.analysis, ==, 1);
  g_assert_cmpuint (builds.n_strategy, ==, 1);
  g_assert_cmpuint (builds.strategy, ==, 2);
  g_assert_cmpuint (builds.n_uncertainty, ==, 1);
  g_assert_cmpuint (builds.uncertainty, ==, 3);
  g_assert_cmpuint (builds.start, ==, 3);
  g_assert_true (bk_chart_has_band (bk_result_view_get_chart (view), 0));

  /* The strategy line goes: its stage builds once more to take it away. */
  follow_change (view, same_every_month, &builds);
  g_assert_cmpuint (builds.start, ==, 3);

  /* Without a strategy line before or after, the strategy stage builds nothing. */
  follow_change (view, cheaper_rent, &builds);
  g_assert_cmpuint (builds.n_strategy, ==, 1);
  g_assert_cmpuint (builds.analysis, ==, 1);
  g_assert_cmpuint (builds.strategy, ==, 1);
  g_assert_cmpuint (builds.uncertainty, ==, 2);
  g_assert_cmpuint (builds.start, ==, 2);

  /* Changes faster than frames: one build per analysis, then one search and one run. */
  follow_change (view, key_repeats, &builds);
  g_assert_cmpuint (builds.n_analysis, ==, 4);
  g_assert_cmpuint (builds.analysis, ==, 4);
  g_assert_cmpuint (builds.n_strategy, ==, 1);
  g_assert_cmpuint (builds.n_uncertainty, ==, 1);
  g_assert_cmpuint (builds.start, ==, 5);

  gtk_window_destroy (window);
  bk_test_flush ();
}

/* Whether the sensitivity group was on screen in any frame painted since the last reset. */
static void
sensitivity_after_paint_cb (GdkFrameClock *clock,
                            gpointer       data)
{
  GtkWidget *group = g_object_get_data (G_OBJECT (clock), "sensitivity-group");
  gboolean *mapped = data;

  *mapped |= gtk_widget_get_mapped (group);
}

/* Without ranges there is no tornado, and its group stays hidden in every frame of every stage
 * of a change: shown for the analysis stage's frame and hidden again by the strategy stage's,
 * it would move the checklist and the breakdown below it down and back up with every change,
 * and have them laid out and drawn again twice (the interaction benchmark's paint phase). */
static void
test_sensitivity_still (void)
{
  g_autoptr(BkProfile) profile = bk_test_new_plain_profile ();
  BkResultView *view = BK_RESULT_VIEW (bk_result_view_new ());
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  BkProfileResults *results;
  GdkFrameClock *clock;
  GtkWidget *group;
  GtkWindow *window;
  gboolean mapped = FALSE;
  Builds builds;

  bk_result_view_set_profile (view, profile);
  bk_profile_results_set_uncertainty_delay (bk_result_view_get_results (view), 0);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (view));
  window = bk_test_show_in_window (scrolled, 900, 800, FALSE);
  results = bk_result_view_get_results (view);
  bk_test_wait_for (all_done, results);
  bk_test_flush ();

  group = gtk_widget_get_ancestor (GTK_WIDGET (bk_result_view_get_tornado (view)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  g_assert_nonnull (group);
  g_assert_false (bk_profile_has_ranges (profile));
  g_assert_false (gtk_widget_get_visible (group));

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_object_set_data (G_OBJECT (clock), "sensitivity-group", group);
  g_signal_connect (clock, "after-paint", G_CALLBACK (sensitivity_after_paint_cb), &mapped);

  follow_change (view, cheaper_rent, &builds);
  g_assert_cmpuint (builds.n_analysis, ==, 1);
  g_assert_cmpuint (builds.n_strategy, ==, 1);
  g_assert_false (mapped);
  g_assert_false (gtk_widget_get_visible (group));

  /* With a range the tornado comes with the uncertainty's stage, and its group with it. */
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 0.8, 1.4);
  bk_test_wait_for (all_done, results);
  bk_test_flush ();
  g_assert_nonnull (bk_result_view_get_uncertainty (view));
  g_assert_true (gtk_widget_get_mapped (group));

  g_signal_handlers_disconnect_by_func (clock, sensitivity_after_paint_cb, &mapped);
  gtk_window_destroy (window);
  bk_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/result-stages/series-builds", test_series_builds);
  g_test_add_func ("/result-stages/sensitivity-still", test_sensitivity_still);

  return g_test_run ();
}
