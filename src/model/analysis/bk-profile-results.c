/* bk-profile-results.c: a profile's results, worked out in stages as its inputs change
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change of the profile runs the stages again, each after the one before:
 *
 *   1. the analysis, at once, in the profile's "changed" signal: the verdict, the totals, the
 *      lines of the chart, the checklist's leans;
 *   2. the search for the best strategy in time, at idle priority, so after the frame that shows
 *      the analysis (with demand over time it can take longer than the rest of that frame);
 *   3. the Monte Carlo analysis, on a worker thread, a moment after the last change.
 *
 * A newer change cancels what is still on its way for an older one: the search waiting at idle
 * takes the newest analysis, and the Monte Carlo run is cancelled and started again. Each stage
 * notifies its property once when it is done: "analysis", "strategy-analysis", "uncertainty".
 * The analysis stage always runs, for the library's rows; the later stages run only while a
 * consumer watches them (bk_profile_results_watch()), so the profiles nobody looks at cost
 * nothing more.
 *
 * Every consumer of a profile asks for the same object (bk_profile_results_dup_for_profile()):
 * the library's row, the result page, the checklist's leans, the comparison and the paper share
 * one analysis, one search and one Monte Carlo run per change. Used from the main thread only.
 */

#define G_LOG_DOMAIN "bk-profile-results"

#include "config.h"

#include "bk-analysis.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-uncertainty.h"

struct _BkProfileResults
{
  GObject        parent_instance;

  BkProfile     *profile;
  gboolean       shared;      /* the profile's own, handed out by dup_for_profile() */

  BkAnalysis    *analysis;
  BkAnalysis    *strategy_analysis;
  BkUncertainty *uncertainty;

  /* How many consumers watch each stage; watching a stage runs the ones before it too. */
  guint          n_watching[BK_RESULTS_N_STAGES];

  guint          strategy_source;
  guint          uncertainty_source;    /* the pause before a run starts */
  GCancellable  *uncertainty_cancellable;   /* the run on its way */
  guint          uncertainty_delay;
  guint          n_cancelled;
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_ANALYSIS,
  PROP_STRATEGY_ANALYSIS,
  PROP_UNCERTAINTY,
  PROP_COMPUTING,
  PROP_UNCERTAINTY_DELAY,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkProfileResults, bk_profile_results, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

/* The key under which a profile points at its shared results. */
static GQuark
profile_results_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("bk-profile-results");

  return quark;
}

static gboolean
wants (BkProfileResults *self,
       BkResultsStage    stage)
{
  for (guint s = stage; s < BK_RESULTS_N_STAGES; s++)
    if (self->n_watching[s] > 0)
      return TRUE;

  return FALSE;
}

/* Stage 2 */

static void
run_strategy (BkProfileResults *self)
{
  g_clear_handle_id (&self->strategy_source, g_source_remove);

  if (self->analysis == NULL || self->strategy_analysis == self->analysis)
    return;

  /* The one search of this analysis, kept in it for everyone who asks. */
  bk_analysis_search_strategy (self->analysis);
  g_set_object (&self->strategy_analysis, self->analysis);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STRATEGY_ANALYSIS]);
}

static gboolean
strategy_cb (gpointer user_data)
{
  BkProfileResults *self = user_data;

  self->strategy_source = 0;
  run_strategy (self);

  return G_SOURCE_REMOVE;
}

/* At idle priority: after the frame that shows the analysis. Changes that come faster than that
 * search once, for the newest analysis. */
static void
schedule_strategy (BkProfileResults *self)
{
  if (!wants (self, BK_RESULTS_STAGE_STRATEGY) || self->strategy_analysis == self->analysis
      || self->strategy_source != 0)
    return;

  self->strategy_source = g_idle_add (strategy_cb, self);
  g_source_set_name_by_id (self->strategy_source, "[breakeven] strategy in time");
}

/* Stage 3 */

static gboolean
computing (BkProfileResults *self)
{
  return self->uncertainty_source != 0 || self->uncertainty_cancellable != NULL;
}

static void
notify_computing (BkProfileResults *self,
                  gboolean          was_computing)
{
  if (computing (self) != was_computing)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTING]);
}

/* Stops a run on its way and one about to start. */
static void
cancel_uncertainty (BkProfileResults *self)
{
  if (self->uncertainty_cancellable != NULL)
    {
      g_cancellable_cancel (self->uncertainty_cancellable);
      g_clear_object (&self->uncertainty_cancellable);
      self->n_cancelled++;
    }
  g_clear_handle_id (&self->uncertainty_source, g_source_remove);
}

static void
set_uncertainty (BkProfileResults *self,
                 BkUncertainty    *uncertainty)
{
  if (g_set_object (&self->uncertainty, uncertainty))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNCERTAINTY]);
}

static void
uncertainty_ready_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(BkProfileResults) self = user_data;
  g_autoptr(BkUncertainty) uncertainty = NULL;
  g_autoptr(GError) error = NULL;

  uncertainty = bk_uncertainty_new_finish (result, &error);

  /* A cancelled run belongs to older inputs; the newer one is on its way. */
  if (uncertainty == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The uncertainty analysis failed: %s", error->message);
      return;
    }

  if (g_task_get_cancellable (G_TASK (result)) != self->uncertainty_cancellable)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  g_clear_object (&self->uncertainty_cancellable);
  set_uncertainty (self, uncertainty);
  notify_computing (self, TRUE);
  g_object_thaw_notify (G_OBJECT (self));
}

static gboolean
start_uncertainty_cb (gpointer user_data)
{
  BkProfileResults *self = user_data;

  self->uncertainty_source = 0;
  self->uncertainty_cancellable = g_cancellable_new ();
  /* The run holds the results until it reports back, cancelled or not. */
  bk_uncertainty_new_async (self->profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED,
                            self->uncertainty_cancellable, uncertainty_ready_cb,
                            g_object_ref (self));

  return G_SOURCE_REMOVE;
}

/* Starts a run a moment after the last change, unless there is nothing to work out or nobody
 * watches. */
static void
schedule_uncertainty (BkProfileResults *self)
{
  if (!wants (self, BK_RESULTS_STAGE_UNCERTAINTY) || self->uncertainty != NULL
      || computing (self) || !bk_profile_has_ranges (self->profile))
    return;

  if (self->uncertainty_delay == 0)
    self->uncertainty_source = g_idle_add (start_uncertainty_cb, self);
  else
    self->uncertainty_source = g_timeout_add (self->uncertainty_delay, start_uncertainty_cb, self);
  g_source_set_name_by_id (self->uncertainty_source, "[breakeven] uncertainty");
}

/* Stage 1 */

static void
run_analysis (BkProfileResults *self)
{
  gboolean was_computing = computing (self);
  /* The new one is made before the old one goes, so that the two never share an address. */
  g_autoptr(BkAnalysis) analysis = bk_analysis_new (self->profile, NULL);

  g_object_freeze_notify (G_OBJECT (self));

  g_set_object (&self->analysis, analysis);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);

  /* What the later stages had belongs to the inputs as they were. */
  cancel_uncertainty (self);
  set_uncertainty (self, NULL);
  schedule_strategy (self);
  schedule_uncertainty (self);
  notify_computing (self, was_computing);

  g_object_thaw_notify (G_OBJECT (self));
}

static void
profile_changed_cb (BkProfileResults *self)
{
  run_analysis (self);
}

static void
bk_profile_results_constructed (GObject *object)
{
  BkProfileResults *self = BK_PROFILE_RESULTS (object);

  G_OBJECT_CLASS (bk_profile_results_parent_class)->constructed (object);

  g_assert (self->profile != NULL);
  g_signal_connect_object (self->profile, "changed", G_CALLBACK (profile_changed_cb), self,
                           G_CONNECT_SWAPPED);
  self->analysis = bk_analysis_new (self->profile, NULL);
}

static void
bk_profile_results_dispose (GObject *object)
{
  BkProfileResults *self = BK_PROFILE_RESULTS (object);

  cancel_uncertainty (self);
  g_clear_handle_id (&self->strategy_source, g_source_remove);

  if (self->shared && self->profile != NULL)
    g_object_set_qdata (G_OBJECT (self->profile), profile_results_quark (), NULL);
  self->shared = FALSE;

  g_clear_object (&self->analysis);
  g_clear_object (&self->strategy_analysis);
  g_clear_object (&self->uncertainty);
  g_clear_object (&self->profile);

  G_OBJECT_CLASS (bk_profile_results_parent_class)->dispose (object);
}

static void
bk_profile_results_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BkProfileResults *self = BK_PROFILE_RESULTS (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;

    case PROP_ANALYSIS:
      g_value_set_object (value, self->analysis);
      break;

    case PROP_STRATEGY_ANALYSIS:
      g_value_set_object (value, self->strategy_analysis);
      break;

    case PROP_UNCERTAINTY:
      g_value_set_object (value, self->uncertainty);
      break;

    case PROP_COMPUTING:
      g_value_set_boolean (value, computing (self));
      break;

    case PROP_UNCERTAINTY_DELAY:
      g_value_set_uint (value, self->uncertainty_delay);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_results_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BkProfileResults *self = BK_PROFILE_RESULTS (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      self->profile = g_value_dup_object (value);
      break;

    case PROP_UNCERTAINTY_DELAY:
      bk_profile_results_set_uncertainty_delay (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_results_class_init (BkProfileResultsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = bk_profile_results_constructed;
  object_class->dispose = bk_profile_results_dispose;
  object_class->get_property = bk_profile_results_get_property;
  object_class->set_property = bk_profile_results_set_property;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /* Stage 1: the analysis of the profile as it is now; replaced (and notified) in the profile's
   * "changed" signal. */
  properties[PROP_ANALYSIS] =
    g_param_spec_object ("analysis", NULL, NULL, BK_TYPE_ANALYSIS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Stage 2: the newest analysis whose best strategy in time has been searched; the analysis
   * itself once the search is done, an earlier one while it waits, %NULL before the first. */
  properties[PROP_STRATEGY_ANALYSIS] =
    g_param_spec_object ("strategy-analysis", NULL, NULL, BK_TYPE_ANALYSIS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Stage 3: the Monte Carlo analysis of the profile as it is now; %NULL while it is worked out,
   * without ranges and while nobody watches it. */
  properties[PROP_UNCERTAINTY] =
    g_param_spec_object ("uncertainty", NULL, NULL, BK_TYPE_UNCERTAINTY,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Whether the Monte Carlo analysis of the profile as it is now is on its way. */
  properties[PROP_COMPUTING] =
    g_param_spec_boolean ("computing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The pause in milliseconds between the last change and the start of a Monte Carlo run. */
  properties[PROP_UNCERTAINTY_DELAY] =
    g_param_spec_uint ("uncertainty-delay", NULL, NULL, 0, G_MAXUINT,
                       BK_RESULTS_UNCERTAINTY_DELAY_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_profile_results_init (BkProfileResults *self)
{
  self->uncertainty_delay = BK_RESULTS_UNCERTAINTY_DELAY_MS;
}

/* Public API */

/**
 * bk_profile_results_new:
 * @profile: the profile to follow
 *
 * Results of their own, shared with nobody: for the command line and for tests. The app asks
 * for the profile's shared ones with bk_profile_results_dup_for_profile(). The analysis is
 * there at once.
 *
 * Returns: (transfer full): the results
 */
BkProfileResults *
bk_profile_results_new (BkProfile *profile)
{
  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);

  return g_object_new (BK_TYPE_PROFILE_RESULTS, "profile", profile, NULL);
}

/**
 * bk_profile_results_dup_for_profile:
 * @profile: a profile
 *
 * The results every consumer of @profile shares, made when first asked for and kept while
 * anyone holds them.
 *
 * Returns: (transfer full): the profile's results
 */
BkProfileResults *
bk_profile_results_dup_for_profile (BkProfile *profile)
{
  BkProfileResults *self;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);

  self = g_object_get_qdata (G_OBJECT (profile), profile_results_quark ());
  if (self != NULL)
    return g_object_ref (self);

  /* The profile points at its results without holding them: they hold the profile. */
  self = bk_profile_results_new (profile);
  self->shared = TRUE;
  g_object_set_qdata (G_OBJECT (profile), profile_results_quark (), self);

  return self;
}

/* Returns: (transfer none): the profile followed */
BkProfile *
bk_profile_results_get_profile (BkProfileResults *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), NULL);

  return self->profile;
}

/**
 * bk_profile_results_get_analysis:
 * @before_tax: whether the figures are wanted before tax; without tax they are the same
 *
 * The figures before tax are worked out when first asked for, and their best strategy in time
 * with the analysis' own.
 *
 * Returns: (transfer none): the analysis of the profile as it is now
 */
BkAnalysis *
bk_profile_results_get_analysis (BkProfileResults *self,
                                 gboolean          before_tax)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), NULL);

  return before_tax ? bk_analysis_get_before_tax (self->analysis) : self->analysis;
}

/**
 * bk_profile_results_get_strategy_analysis:
 * @before_tax: as for bk_profile_results_get_analysis()
 *
 * Returns: (transfer none) (nullable): the newest analysis whose best strategy in time has been
 *   searched: the analysis once its search is done, an earlier one of the same profile while
 *   the search waits, %NULL before the first search
 */
BkAnalysis *
bk_profile_results_get_strategy_analysis (BkProfileResults *self,
                                          gboolean          before_tax)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), NULL);

  if (self->strategy_analysis == NULL || !before_tax)
    return self->strategy_analysis;

  return bk_analysis_get_before_tax (self->strategy_analysis);
}

/**
 * bk_profile_results_get_uncertainty:
 * @before_tax: as for bk_profile_results_get_analysis()
 *
 * The Monte Carlo analysis works out the figures after tax: it goes with the figures before tax
 * only when the profile has no tax, and is %NULL beside them otherwise.
 *
 * Returns: (transfer none) (nullable): the Monte Carlo analysis of the profile as it is now;
 *   %NULL without ranges, while it is worked out and while nobody watches it
 */
BkUncertainty *
bk_profile_results_get_uncertainty (BkProfileResults *self,
                                    gboolean          before_tax)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), NULL);

  if (before_tax && bk_analysis_get_after_tax (self->analysis))
    return NULL;

  return self->uncertainty;
}

/* Returns: whether the Monte Carlo analysis of the profile as it is now is on its way */
gboolean
bk_profile_results_get_computing (BkProfileResults *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), FALSE);

  return computing (self);
}

/**
 * bk_profile_results_is_done:
 * @stage: a stage
 *
 * Returns: whether @stage is done for the profile as it is now; the uncertainty is done without
 *   ranges too, as there is nothing to work out
 */
gboolean
bk_profile_results_is_done (BkProfileResults *self,
                            BkResultsStage    stage)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), FALSE);

  switch (stage)
    {
    case BK_RESULTS_STAGE_ANALYSIS:
      return self->analysis != NULL;

    case BK_RESULTS_STAGE_STRATEGY:
      return self->strategy_analysis != NULL && self->strategy_analysis == self->analysis;

    case BK_RESULTS_STAGE_UNCERTAINTY:
      return self->uncertainty != NULL || !bk_profile_has_ranges (self->profile);

    default:
      g_return_val_if_reached (FALSE);
    }
}

/**
 * bk_profile_results_watch:
 * @stage: the last stage the consumer shows
 *
 * Says that a consumer shows the stages up to @stage: while anyone does, they run after every
 * change, the later ones after the frame (see bk_profile_results_finish_strategy() for a
 * consumer that cannot wait). Each call wants its bk_profile_results_unwatch().
 */
void
bk_profile_results_watch (BkProfileResults *self,
                          BkResultsStage    stage)
{
  g_return_if_fail (BK_IS_PROFILE_RESULTS (self));
  g_return_if_fail (stage < BK_RESULTS_N_STAGES);

  self->n_watching[stage]++;
  schedule_strategy (self);
  if (!computing (self))
    {
      schedule_uncertainty (self);
      notify_computing (self, FALSE);
    }
}

/**
 * bk_profile_results_unwatch:
 * @stage: the stage given to bk_profile_results_watch()
 *
 * Undoes one bk_profile_results_watch(). Stages nobody watches any more stop: a Monte Carlo run
 * on its way is cancelled. What is done is kept for the next consumer.
 */
void
bk_profile_results_unwatch (BkProfileResults *self,
                            BkResultsStage    stage)
{
  g_return_if_fail (BK_IS_PROFILE_RESULTS (self));
  g_return_if_fail (stage < BK_RESULTS_N_STAGES);
  g_return_if_fail (self->n_watching[stage] > 0);

  self->n_watching[stage]--;

  if (!wants (self, BK_RESULTS_STAGE_STRATEGY))
    g_clear_handle_id (&self->strategy_source, g_source_remove);

  if (!wants (self, BK_RESULTS_STAGE_UNCERTAINTY))
    {
      gboolean was_computing = computing (self);

      cancel_uncertainty (self);
      notify_computing (self, was_computing);
    }
}

/**
 * bk_profile_results_finish_strategy:
 *
 * Searches the best strategy in time of the analysis now, if that search still waits: for a
 * consumer that shows a profile for the first time, and for one that needs every figure at
 * once (the comparison, the paper).
 */
void
bk_profile_results_finish_strategy (BkProfileResults *self)
{
  g_return_if_fail (BK_IS_PROFILE_RESULTS (self));

  run_strategy (self);
}

/**
 * bk_profile_results_finish:
 *
 * Finishes every stage now, on this thread: the search, and the Monte Carlo analysis when the
 * profile has ranges (a run on its way is cancelled and done here instead). For the paper, which
 * prints what the screen shows or will show: the same seed gives the same figures.
 */
void
bk_profile_results_finish (BkProfileResults *self)
{
  g_autoptr(BkUncertainty) uncertainty = NULL;
  gboolean was_computing;

  g_return_if_fail (BK_IS_PROFILE_RESULTS (self));

  run_strategy (self);

  if (bk_profile_results_is_done (self, BK_RESULTS_STAGE_UNCERTAINTY))
    return;

  was_computing = computing (self);
  uncertainty = bk_uncertainty_new (self->profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED,
                                    NULL, NULL);

  g_object_freeze_notify (G_OBJECT (self));
  cancel_uncertainty (self);
  set_uncertainty (self, uncertainty);
  notify_computing (self, was_computing);
  g_object_thaw_notify (G_OBJECT (self));
}

guint
bk_profile_results_get_uncertainty_delay (BkProfileResults *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), 0);

  return self->uncertainty_delay;
}

/**
 * bk_profile_results_set_uncertainty_delay:
 * @delay_ms: the pause between the last change and the start of a Monte Carlo run; 0 starts
 *   it at idle priority
 *
 * Takes effect from the next change on.
 */
void
bk_profile_results_set_uncertainty_delay (BkProfileResults *self,
                                          guint             delay_ms)
{
  g_return_if_fail (BK_IS_PROFILE_RESULTS (self));

  if (self->uncertainty_delay == delay_ms)
    return;

  self->uncertainty_delay = delay_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNCERTAINTY_DELAY]);
}

/* Returns: whether a Monte Carlo run is working on a worker thread (not only waiting to start) */
gboolean
bk_profile_results_is_running (BkProfileResults *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), FALSE);

  return self->uncertainty_cancellable != NULL;
}

/* Returns: how many Monte Carlo runs a change or a consumer leaving has cancelled on their way */
guint
bk_profile_results_get_n_cancelled (BkProfileResults *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_RESULTS (self), 0);

  return self->n_cancelled;
}
