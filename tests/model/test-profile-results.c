/* test-profile-results.c: a profile's results in stages: each notified once, a newer change
 * cancelling what is on its way, shared by every consumer
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-pricing.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-workload.h"

typedef struct
{
  guint analysis;
  guint strategy;
  guint uncertainty;
  guint computing;
} Notified;

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          Notified   *notified)
{
  if (g_str_equal (pspec->name, "analysis"))
    notified->analysis++;
  else if (g_str_equal (pspec->name, "strategy-analysis"))
    notified->strategy++;
  else if (g_str_equal (pspec->name, "uncertainty"))
    notified->uncertainty++;
  else if (g_str_equal (pspec->name, "computing"))
    notified->computing++;
}

/* Four base GPUs and four more at peaks, growing by a quarter a year: the search has something
 * to find. With @ranges, the ranges the article suggests. */
static BkProfile *
new_profile (gboolean ranges)
{
  BkProfile *profile = bk_test_new_hybrid_profile ();

  bk_workload_set_demand_growth_percent (bk_profile_get_workload (profile), 25);
  if (ranges)
    bk_profile_fill_default_ranges (profile, NULL);

  return profile;
}

/* Runs the main loop until nothing is pending any more. */
static void
settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
uncertainty_done (gpointer data)
{
  return bk_profile_results_is_done (data, BK_RESULTS_STAGE_UNCERTAINTY)
         && !bk_profile_results_get_computing (data);
}

static gboolean
no_run_holds (gpointer data)
{
  return g_atomic_int_get (&G_OBJECT (data)->ref_count) == 1;
}

/* Waits until every run the results started has reported back: each holds them until then. */
static void
wait_for_runs (BkProfileResults *results)
{
  bk_test_wait_for (no_run_holds, results);
  settle ();
}

static void
assert_same_analysis (BkAnalysis *shown,
                      BkProfile  *profile)
{
  g_autoptr(BkAnalysis) expected = bk_analysis_new (profile, NULL);

  for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
    g_assert_cmpfloat (bk_analysis_get_tco (shown, option), ==,
                       bk_analysis_get_tco (expected, option));
  g_assert_cmpint (bk_analysis_get_verdict (shown), ==, bk_analysis_get_verdict (expected));
}

/* The analysis is there from the start and follows every change at once, whoever watches;
 * the later stages do not run while nobody watches them. */
static void
test_analysis_stage (void)
{
  g_autoptr(BkProfile) profile = new_profile (TRUE);
  g_autoptr(BkProfileResults) results = bk_profile_results_new (profile);
  Notified notified = { 0 };
  BkAnalysis *before;

  g_assert_true (bk_profile_results_get_profile (results) == profile);
  g_assert_nonnull (bk_profile_results_get_analysis (results, FALSE));
  assert_same_analysis (bk_profile_results_get_analysis (results, FALSE), profile);
  g_signal_connect (results, "notify", G_CALLBACK (count_cb), &notified);

  before = bk_profile_results_get_analysis (results, FALSE);
  bk_workload_set_gpus (bk_profile_get_workload (profile), 6);
  g_assert_cmpuint (notified.analysis, ==, 1);
  g_assert_true (bk_profile_results_get_analysis (results, FALSE) != before);
  assert_same_analysis (bk_profile_results_get_analysis (results, FALSE), profile);

  settle ();
  g_assert_cmpuint (notified.strategy, ==, 0);
  g_assert_cmpuint (notified.uncertainty, ==, 0);
  g_assert_null (bk_profile_results_get_strategy_analysis (results, FALSE));
  g_assert_null (bk_profile_results_get_uncertainty (results, FALSE));
  g_assert_false (bk_profile_results_get_computing (results));
  g_assert_true (bk_profile_results_is_done (results, BK_RESULTS_STAGE_ANALYSIS));
  g_assert_false (bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY));
  g_assert_false (bk_profile_results_is_done (results, BK_RESULTS_STAGE_UNCERTAINTY));
}

/* Watched, one change runs each stage once, in order, each notifying its property once: the
 * analysis at once, the search after the main loop's pending work, the Monte Carlo run on a
 * worker thread; their figures are the engine's for the profile as it is. */
static void
test_stages (void)
{
  g_autoptr(BkProfile) profile = new_profile (TRUE);
  g_autoptr(BkProfileResults) results = bk_profile_results_new (profile);
  g_autoptr(BkUncertainty) expected = NULL;
  g_autoptr(BkAnalysis) fresh = NULL;
  Notified notified = { 0 };
  BkAnalysis *analysis;
  const BkStrategy *strategy;

  bk_profile_results_set_uncertainty_delay (results, 0);
  bk_profile_results_watch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  bk_test_wait_for (uncertainty_done, results);
  g_assert_true (bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY));
  g_signal_connect (results, "notify", G_CALLBACK (count_cb), &notified);

  bk_workload_set_gpus (bk_profile_get_workload (profile), 6);
  analysis = bk_profile_results_get_analysis (results, FALSE);
  g_assert_cmpuint (notified.analysis, ==, 1);
  g_assert_cmpuint (notified.strategy, ==, 0);
  /* The last uncertainty belongs to the inputs as they were: dropped with the analysis. */
  g_assert_cmpuint (notified.uncertainty, ==, 1);
  g_assert_null (bk_profile_results_get_uncertainty (results, FALSE));
  g_assert_true (bk_profile_results_get_computing (results));
  g_assert_cmpuint (notified.computing, ==, 1);
  g_assert_false (bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY));
  g_assert_true (bk_profile_results_get_strategy_analysis (results, FALSE) != analysis);

  bk_test_wait_for (uncertainty_done, results);
  settle ();
  g_assert_cmpuint (notified.analysis, ==, 1);
  g_assert_cmpuint (notified.strategy, ==, 1);
  g_assert_cmpuint (notified.uncertainty, ==, 2);
  g_assert_cmpuint (notified.computing, ==, 2);
  g_assert_true (bk_profile_results_get_strategy_analysis (results, FALSE) == analysis);
  g_assert_false (bk_profile_results_get_computing (results));

  /* The same figures as the engine's, worked out afresh. */
  fresh = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (fresh);
  strategy = bk_analysis_get_strategy (analysis);
  g_assert_cmpuint (strategy->final_gpus, ==, bk_analysis_get_strategy (fresh)->final_gpus);
  g_assert_cmpuint (strategy->month, ==, bk_analysis_get_strategy (fresh)->month);
  g_assert_cmpfloat (strategy->tco, ==, bk_analysis_get_strategy (fresh)->tco);
  expected = bk_uncertainty_new (profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED, NULL, NULL);
  for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
    g_assert_cmpfloat (bk_uncertainty_get_tco (bk_profile_results_get_uncertainty (results, FALSE),
                                               option, BK_BAND_P50),
                       ==, bk_uncertainty_get_tco (expected, option, BK_BAND_P50));

  bk_profile_results_unwatch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  wait_for_runs (results);
}

/* Changes faster than the main loop analyse each time, but search once and sample once, for
 * the newest inputs. */
static void
test_coalesce (void)
{
  g_autoptr(BkProfile) profile = new_profile (TRUE);
  g_autoptr(BkProfileResults) results = bk_profile_results_new (profile);
  Notified notified = { 0 };

  bk_profile_results_set_uncertainty_delay (results, 0);
  bk_profile_results_watch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  bk_test_wait_for (uncertainty_done, results);
  g_signal_connect (results, "notify", G_CALLBACK (count_cb), &notified);

  for (guint gpus = 5; gpus <= 8; gpus++)
    bk_workload_set_gpus (bk_profile_get_workload (profile), gpus);
  g_assert_cmpuint (notified.analysis, ==, 4);

  bk_test_wait_for (uncertainty_done, results);
  settle ();
  g_assert_cmpuint (notified.strategy, ==, 1);
  /* Dropped with the first change, then the one for eight GPUs. */
  g_assert_cmpuint (notified.uncertainty, ==, 2);
  g_assert_cmpuint (bk_profile_results_get_n_cancelled (results), ==, 0);
  g_assert_cmpuint (bk_uncertainty_get_owned_gpus (bk_profile_results_get_uncertainty (results, FALSE),
                                                   BK_OPTION_BUY), ==, 8 + 4);

  bk_profile_results_unwatch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  wait_for_runs (results);
}

/* A change while the Monte Carlo run works cancels it: its result never shows. */
static void
test_cancel (void)
{
  g_autoptr(BkProfile) profile = new_profile (TRUE);
  g_autoptr(BkProfileResults) results = bk_profile_results_new (profile);
  Notified notified = { 0 };

  bk_profile_results_set_uncertainty_delay (results, 0);
  bk_profile_results_watch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  while (!bk_profile_results_is_running (results))
    g_main_context_iteration (NULL, TRUE);
  g_signal_connect (results, "notify", G_CALLBACK (count_cb), &notified);

  bk_workload_set_gpus (bk_profile_get_workload (profile), 9);
  g_assert_cmpuint (bk_profile_results_get_n_cancelled (results), ==, 1);
  g_assert_true (bk_profile_results_get_computing (results));
  /* Still computing: no notification for it. */
  g_assert_cmpuint (notified.computing, ==, 0);

  bk_test_wait_for (uncertainty_done, results);
  wait_for_runs (results);
  g_assert_cmpuint (notified.uncertainty, ==, 1);
  g_assert_cmpuint (bk_uncertainty_get_owned_gpus (bk_profile_results_get_uncertainty (results, FALSE),
                                                   BK_OPTION_BUY), ==, 9 + 4);

  /* The last consumer leaving cancels a run on its way; what is done stays for the next. */
  bk_workload_set_gpus (bk_profile_get_workload (profile), 10);
  while (!bk_profile_results_is_running (results))
    g_main_context_iteration (NULL, TRUE);
  bk_profile_results_unwatch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  g_assert_cmpuint (bk_profile_results_get_n_cancelled (results), ==, 2);
  g_assert_false (bk_profile_results_get_computing (results));
  wait_for_runs (results);
  g_assert_null (bk_profile_results_get_uncertainty (results, FALSE));

  bk_profile_results_finish (results);
  g_assert_nonnull (bk_profile_results_get_uncertainty (results, FALSE));
  bk_profile_results_watch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  g_assert_false (bk_profile_results_get_computing (results));
  bk_profile_results_unwatch (results, BK_RESULTS_STAGE_UNCERTAINTY);
}

/* Without ranges there is nothing to sample: the stage is done, nothing runs. */
static void
test_no_ranges (void)
{
  g_autoptr(BkProfile) profile = new_profile (FALSE);
  g_autoptr(BkProfileResults) results = bk_profile_results_new (profile);

  bk_profile_results_set_uncertainty_delay (results, 0);
  bk_profile_results_watch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  g_assert_false (bk_profile_results_get_computing (results));
  settle ();
  g_assert_true (bk_profile_results_is_done (results, BK_RESULTS_STAGE_UNCERTAINTY));
  g_assert_null (bk_profile_results_get_uncertainty (results, FALSE));
  g_assert_true (bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY));

  /* A range given later starts a run. */
  bk_profile_set_range (profile, "workload.utilisation", 40, 80);
  g_assert_true (bk_profile_results_get_computing (results));
  bk_test_wait_for (uncertainty_done, results);
  g_assert_nonnull (bk_profile_results_get_uncertainty (results, FALSE));
  g_assert_cmpuint (bk_uncertainty_get_n_ranges (bk_profile_results_get_uncertainty (results, FALSE)),
                    ==, 1);

  bk_profile_results_unwatch (results, BK_RESULTS_STAGE_UNCERTAINTY);
  wait_for_runs (results);
}

/* Watching the strategy only searches, but never samples; finishing it runs the search at once,
 * and a search done that way is not done again after the frame. */
static void
test_strategy_only (void)
{
  g_autoptr(BkProfile) profile = new_profile (TRUE);
  g_autoptr(BkProfileResults) results = bk_profile_results_new (profile);
  Notified notified = { 0 };

  g_signal_connect (results, "notify", G_CALLBACK (count_cb), &notified);
  bk_profile_results_watch (results, BK_RESULTS_STAGE_STRATEGY);
  g_assert_false (bk_profile_results_get_computing (results));
  bk_profile_results_finish_strategy (results);
  g_assert_cmpuint (notified.strategy, ==, 1);
  g_assert_true (bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY));

  bk_workload_set_gpus (bk_profile_get_workload (profile), 7);
  bk_profile_results_finish_strategy (results);
  g_assert_cmpuint (notified.strategy, ==, 2);
  settle ();
  g_assert_cmpuint (notified.strategy, ==, 2);
  g_assert_cmpuint (notified.uncertainty, ==, 0);
  g_assert_null (bk_profile_results_get_uncertainty (results, FALSE));

  bk_profile_results_unwatch (results, BK_RESULTS_STAGE_STRATEGY);
  bk_workload_set_gpus (bk_profile_get_workload (profile), 8);
  settle ();
  g_assert_cmpuint (notified.strategy, ==, 2);
}

/* Every consumer of a profile gets its one shared object while anyone holds it; results of
 * one's own are nobody else's. */
static void
test_shared (void)
{
  g_autoptr(BkProfile) profile = new_profile (FALSE);
  g_autoptr(BkProfile) other = new_profile (FALSE);
  g_autoptr(BkProfileResults) first = bk_profile_results_dup_for_profile (profile);
  g_autoptr(BkProfileResults) again = bk_profile_results_dup_for_profile (profile);
  g_autoptr(BkProfileResults) own = bk_profile_results_new (profile);
  g_autoptr(BkProfileResults) others = bk_profile_results_dup_for_profile (other);
  BkProfileResults *weak = first;

  g_assert_true (first == again);
  g_assert_true (own != first);
  g_assert_true (others != first);

  g_clear_object (&again);
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &weak);
  g_clear_object (&first);
  g_assert_null (weak);

  first = bk_profile_results_dup_for_profile (profile);
  g_assert_nonnull (first);
  g_assert_true (bk_profile_results_get_profile (first) == profile);
}

/* Finishing works out what is missing on this thread, the same as the run would. */
static void
test_finish (void)
{
  g_autoptr(BkProfile) profile = new_profile (TRUE);
  g_autoptr(BkProfileResults) results = bk_profile_results_new (profile);
  g_autoptr(BkUncertainty) expected = NULL;
  Notified notified = { 0 };

  g_signal_connect (results, "notify", G_CALLBACK (count_cb), &notified);
  bk_profile_results_finish (results);
  g_assert_cmpuint (notified.strategy, ==, 1);
  g_assert_cmpuint (notified.uncertainty, ==, 1);
  g_assert_true (bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY));
  g_assert_true (bk_profile_results_is_done (results, BK_RESULTS_STAGE_UNCERTAINTY));

  expected = bk_uncertainty_new (profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED, NULL, NULL);
  g_assert_cmpfloat (bk_uncertainty_get_tco (bk_profile_results_get_uncertainty (results, FALSE),
                                             BK_OPTION_BUY, BK_BAND_P90),
                     ==, bk_uncertainty_get_tco (expected, BK_OPTION_BUY, BK_BAND_P90));

  /* Nothing more to do: nothing is done again. */
  bk_profile_results_finish (results);
  g_assert_cmpuint (notified.strategy, ==, 1);
  g_assert_cmpuint (notified.uncertainty, ==, 1);
}

/* With tax on, the results give the figures before tax when asked: their own analysis, whose
 * strategy the one search gives too, and no uncertainty beside them, since the plausible cases
 * are drawn after tax. Without tax both are the same. */
static void
test_before_tax (void)
{
  g_autoptr(BkProfile) profile = new_profile (TRUE);
  g_autoptr(BkProfileResults) results = bk_profile_results_new (profile);
  BkAnalysis *after, *before;

  before = bk_profile_results_get_analysis (results, TRUE);
  g_assert_true (before == bk_profile_results_get_analysis (results, FALSE));

  bk_pricing_set_tax_enabled (bk_profile_get_pricing (profile), TRUE);
  bk_profile_results_finish (results);
  after = bk_profile_results_get_analysis (results, FALSE);
  before = bk_profile_results_get_analysis (results, TRUE);
  g_assert_true (before != after);
  g_assert_true (bk_analysis_get_after_tax (after));
  g_assert_false (bk_analysis_get_after_tax (before));
  g_assert_cmpfloat (bk_analysis_get_tco (before, BK_OPTION_BUY), !=,
                     bk_analysis_get_tco (after, BK_OPTION_BUY));
  g_assert_true (bk_profile_results_get_strategy_analysis (results, TRUE) == before);
  g_assert_true (bk_analysis_has_strategy (before));
  g_assert_cmpuint (bk_analysis_get_strategy (before)->month, ==,
                    bk_analysis_get_strategy (after)->month);

  g_assert_nonnull (bk_profile_results_get_uncertainty (results, FALSE));
  g_assert_null (bk_profile_results_get_uncertainty (results, TRUE));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/profile-results/analysis-stage", test_analysis_stage);
  g_test_add_func ("/profile-results/stages", test_stages);
  g_test_add_func ("/profile-results/coalesce", test_coalesce);
  g_test_add_func ("/profile-results/cancel", test_cancel);
  g_test_add_func ("/profile-results/no-ranges", test_no_ranges);
  g_test_add_func ("/profile-results/strategy-only", test_strategy_only);
  g_test_add_func ("/profile-results/shared", test_shared);
  g_test_add_func ("/profile-results/finish", test_finish);
  g_test_add_func ("/profile-results/before-tax", test_before_tax);

  return g_test_run ();
}
