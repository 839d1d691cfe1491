/* bk-uncertainty.c: Monte Carlo bands and sensitivity of a profile whose inputs carry ranges
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine samples (bk_engine_run_uncertainty(), src/engine/bk-sampling.c); this object reads
 * a profile's inputs and ranges on the caller's thread, runs the engine there or on a worker
 * thread, and keeps its figures.
 */

#define G_LOG_DOMAIN "bk-uncertainty"

#include "config.h"

#include "bk-analysis.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-input.h"
#include "bk-profile.h"
#include "bk-types.h"
#include "bk-uncertainty.h"

struct _BkUncertainty
{
  GObject             parent_instance;

  guint32             seed;
  BkEngineUncertainty result;
};

G_DEFINE_FINAL_TYPE (BkUncertainty, bk_uncertainty, G_TYPE_OBJECT)

/* The profile's inputs with the ranges the sampling draws from. */
static void
fill_inputs (BkProfile      *profile,
             BkEngineInputs *inputs)
{
  bk_analysis_fill_inputs (profile, inputs);

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      BkInputRange *range = &inputs->range[i];

      range->set = bk_profile_get_range (profile, bk_input_to_field (i), &range->low,
                                         &range->high);
    }
}

static gboolean
is_cancelled (gpointer data)
{
  return g_cancellable_is_cancelled (data);
}

/* The sampling itself: pure, on whatever thread calls it. */
static BkUncertainty *
run (const BkEngineInputs *inputs,
     guint                 n,
     guint32               seed,
     GCancellable         *cancellable,
     GError              **error)
{
  g_autoptr(BkUncertainty) self = g_object_new (BK_TYPE_UNCERTAINTY, NULL);

  g_assert (n > 0);

  self->seed = seed;
  if (!bk_engine_run_uncertainty (inputs, n, seed, cancellable != NULL ? is_cancelled : NULL,
                                  cancellable, &self->result))
    {
      g_cancellable_set_error_if_cancelled (cancellable, error);
      return NULL;
    }

  return g_steal_pointer (&self);
}

typedef struct
{
  BkEngineInputs inputs;
  guint          n_samples;
  guint32        seed;
} TaskData;

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  TaskData *data = task_data;
  GError *error = NULL;
  BkUncertainty *result;

  result = run (&data->inputs, data->n_samples, data->seed, cancellable, &error);
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, g_object_unref);
}

static void
bk_uncertainty_finalize (GObject *object)
{
  BkUncertainty *self = (BkUncertainty *) object;

  bk_engine_uncertainty_clear (&self->result);

  G_OBJECT_CLASS (bk_uncertainty_parent_class)->finalize (object);
}

static void
bk_uncertainty_class_init (BkUncertaintyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_uncertainty_finalize;
}

static void
bk_uncertainty_init (BkUncertainty *self)
{
}

/**
 * bk_uncertainty_new:
 * @profile: the profile, whose ranges say which inputs vary
 * @n_samples: how many samples to draw, at least 1 (the app draws %BK_UNCERTAINTY_SAMPLES)
 * @seed: the random generator's seed; the same seed gives the same figures
 * @cancellable: (nullable): stops the sampling early
 * @error: set to %G_IO_ERROR_CANCELLED when cancelled
 *
 * Runs the Monte Carlo analysis and the sensitivity analysis of @profile. The profile is read
 * before anything else and not kept.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL when cancelled
 */
BkUncertainty *
bk_uncertainty_new (BkProfile    *profile,
                    guint         n_samples,
                    guint32       seed,
                    GCancellable *cancellable,
                    GError      **error)
{
  BkEngineInputs inputs;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);
  g_return_val_if_fail (n_samples > 0, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  fill_inputs (profile, &inputs);

  return run (&inputs, n_samples, seed, cancellable, error);
}

/**
 * bk_uncertainty_new_async:
 * @profile: the profile
 * @n_samples: how many samples to draw, at least 1
 * @seed: the random generator's seed
 * @cancellable: (nullable): stops the sampling early
 * @callback: called on the caller's main context when done
 * @user_data: for @callback
 *
 * Like bk_uncertainty_new(), on a worker thread. Every figure the sampling needs is copied from
 * @profile before this returns, so the profile may change (or go away) right after the call.
 */
void
bk_uncertainty_new_async (BkProfile           *profile,
                          guint                n_samples,
                          guint32              seed,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  TaskData *data;

  g_return_if_fail (BK_IS_PROFILE (profile));
  g_return_if_fail (n_samples > 0);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = g_new0 (TaskData, 1);
  fill_inputs (profile, &data->inputs);
  data->n_samples = n_samples;
  data->seed = seed;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, bk_uncertainty_new_async);
  g_task_set_name (task, "[breakeven] uncertainty");
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, run_in_thread);
}

/**
 * bk_uncertainty_new_finish:
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error set (cancelled)
 */
BkUncertainty *
bk_uncertainty_new_finish (GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bk_uncertainty_new_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

guint
bk_uncertainty_get_n_samples (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->result.n_samples;
}

guint32
bk_uncertainty_get_seed (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->seed;
}

guint
bk_uncertainty_get_horizon (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->result.horizon;
}

/**
 * bk_uncertainty_get_n_ranges:
 *
 * Returns: how many inputs of the profile had a range (zero-width ones included)
 */
guint
bk_uncertainty_get_n_ranges (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->result.n_ranges;
}

guint
bk_uncertainty_get_owned_gpus (BkUncertainty *self,
                               BkOption       option)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0);

  return self->result.owned[option];
}

/**
 * bk_uncertainty_get_hybrid_distinct:
 *
 * Returns: whether the hybrid owns some GPUs but fewer than buying, so that it is an option of
 *   its own
 */
gboolean
bk_uncertainty_get_hybrid_distinct (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), FALSE);

  return self->result.hybrid_distinct;
}

/**
 * bk_uncertainty_get_band:
 * @self: a result
 * @option: the option
 * @band: the percentile
 *
 * Returns: (array) (transfer none): the percentile of the option's cumulative cash C[0..H] over
 *   the samples, month by month: H + 1 values
 */
const double *
bk_uncertainty_get_band (BkUncertainty *self,
                         BkOption       option,
                         BkBand         band)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, NULL);
  g_return_val_if_fail ((guint) band < BK_N_BANDS, NULL);

  return self->result.bands[option][band];
}

/**
 * bk_uncertainty_get_tco:
 *
 * Returns: the percentile of the option's TCO over the samples
 */
double
bk_uncertainty_get_tco (BkUncertainty *self,
                        BkOption       option,
                        BkBand         band)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);
  g_return_val_if_fail ((guint) band < BK_N_BANDS, 0.0);

  return self->result.tco[option][band];
}

/**
 * bk_uncertainty_get_break_even:
 * @self: a result
 * @band: the percentile
 *
 * Samples in which buying never breaks even count as later than the horizon.
 *
 * Returns: the percentile of the break-even month, or -1 ("never") when fewer than that share
 *   of the samples break even within the horizon
 */
int
bk_uncertainty_get_break_even (BkUncertainty *self,
                               BkBand         band)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), -1);
  g_return_val_if_fail ((guint) band < BK_N_BANDS, -1);

  return self->result.break_even[band];
}

/**
 * bk_uncertainty_get_probability_cheaper:
 * @self: a result
 * @option: buy or hybrid
 *
 * Returns: the share of the samples, 0 to 1, in which @option's TCO is below renting's (by more
 *   than rounding); 0 for renting itself
 */
double
bk_uncertainty_get_probability_cheaper (BkUncertainty *self,
                                        BkOption       option)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);

  return self->result.cheaper[option];
}

/**
 * bk_uncertainty_get_probability_best:
 *
 * Returns: the share of the samples in which @option has the smallest TCO, ties decided as the
 *   verdict decides them; 0 for a hybrid that is not distinct
 */
double
bk_uncertainty_get_probability_best (BkUncertainty *self,
                                     BkOption       option)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);

  return self->result.best[option];
}

/**
 * bk_uncertainty_get_leader:
 *
 * Returns: the cheapest option of the single-value analysis
 */
BkOption
bk_uncertainty_get_leader (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), BK_OPTION_RENT);

  return self->result.leader;
}

/**
 * bk_uncertainty_get_runner_up:
 *
 * Returns: the second cheapest option of the single-value analysis
 */
BkOption
bk_uncertainty_get_runner_up (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), BK_OPTION_BUY);

  return self->result.runner_up;
}

/**
 * bk_uncertainty_get_difference:
 *
 * Returns: TCO(runner-up) − TCO(leader) of the single-value analysis, the amount the tornado's
 *   bars move
 */
double
bk_uncertainty_get_difference (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);

  return self->result.difference;
}

/**
 * bk_uncertainty_get_n_sensitivities:
 *
 * Returns: how many inputs the tornado has: those with a range
 */
guint
bk_uncertainty_get_n_sensitivities (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->result.sensitivities->len;
}

/**
 * bk_uncertainty_get_sensitivity:
 * @self: a result
 * @index: 0 for the input that moves the difference most
 *
 * Returns: (transfer none): one bar of the tornado; they are sorted by swing, largest first,
 *   inputs with equal swings in the order of #BkInput
 */
const BkSensitivity *
bk_uncertainty_get_sensitivity (BkUncertainty *self,
                                guint          index)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);
  g_return_val_if_fail (index < self->result.sensitivities->len, NULL);

  return &g_array_index (self->result.sensitivities, BkSensitivity, index);
}

const char *
bk_band_to_string (BkBand band)
{
  switch (band)
    {
    case BK_BAND_P10: return "p10";
    case BK_BAND_P50: return "p50";
    case BK_BAND_P90: return "p90";
    default: g_return_val_if_reached (NULL);
    }
}

/**
 * bk_uncertainty_get_buy_month:
 * @self: a result
 * @band: the percentile
 * @first: (out) (optional): the GPUs owned from the start in the samples' strategies
 * @final: (out) (optional): the GPUs owned after the buy month
 *
 * The best month to buy in the samples, with the pool sizes of the single-value strategy; 0 is
 * buying now, H + 1 never: keeping @first GPUs to the end (docs/model.md#when-to-buy-under-uncertainty).
 *
 * Returns: the @band percentile of the samples' best buy month, or -1 for a horizon too short
 *   to wait
 */
int
bk_uncertainty_get_buy_month (BkUncertainty *self,
                              BkBand         band,
                              guint         *first,
                              guint         *final)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), -1);
  g_return_val_if_fail ((guint) band < BK_N_BANDS, -1);

  if (first != NULL)
    *first = self->result.strategy_first;
  if (final != NULL)
    *final = self->result.strategy_final;

  return self->result.has_strategy ? (int) self->result.buy_month[band] : -1;
}

/**
 * bk_uncertainty_get_probability_waiting:
 * @self: a result
 *
 * Returns: the share of the samples, 0 to 1, in which buying now loses: to a later month or to
 *   never buying within the horizon
 */
double
bk_uncertainty_get_probability_waiting (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);

  return self->result.waiting;
}

/**
 * bk_uncertainty_get_probability_never:
 * @self: a result
 *
 * Returns: the share of the samples, 0 to 1, in which keeping the first pool to the end is
 *   cheapest: never buying within the horizon
 */
double
bk_uncertainty_get_probability_never (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);

  return self->result.never;
}
