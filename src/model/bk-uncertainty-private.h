/* bk-uncertainty-private.h: what the sampler's files share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-engine-private.h"
#include "bk-percentile.h"
#include "bk-strategy-search.h"
#include "bk-uncertainty.h"

G_BEGIN_DECLS

/* Everything the sampling needs from a profile, copied on the caller's thread so that it can run
 * on another one without touching the profile. */
typedef struct
{
  BkCostInputs cost;
  double       low[BK_N_INPUTS];    /* the range, stretched to reach the value */
  double       high[BK_N_INPUTS];
  guint        has_range;           /* bit i: input i has a range */
  guint        varies;              /* bit i: input i's range has a width */
  gboolean     compliance;          /* the data may not leave the premises: no month to search */
} Params;

struct _BkUncertainty
{
  GObject        parent_instance;

  guint          n_samples;
  guint32        seed;
  guint          horizon;
  guint          n_ranges;
  guint          owned[BK_N_OPTIONS];
  gboolean       hybrid_distinct;

  double        *block;
  double        *bands[BK_N_OPTIONS][BK_N_BANDS];
  double         tco[BK_N_OPTIONS][BK_N_BANDS];
  int            break_even[BK_N_BANDS];
  double         cheaper[BK_N_OPTIONS];
  double         best[BK_N_OPTIONS];

  BkOption       leader;
  BkOption       runner_up;
  double         difference;
  GArray        *sensitivities;

  /* The best buy month in the samples (bk-sampling-months.c). */
  gboolean       has_strategy;
  guint          strategy_first;
  guint          strategy_final;
  guint          buy_month[BK_N_BANDS];  /* H + 1 for never */
  double         waiting;
  double         never;
};

/* The best buy month in each sample, for the pool sizes of the single-value strategy. */
typedef struct
{
  gboolean      active;
  guint         first;
  guint         final;
  guint         now;
  gboolean      rent_varies;
  gboolean      value_varies;
  BkCostFactors factors;
  guint        *months;     /* per sample; 0 when buying now wins, H + 1 when never does */
  guint         n_waiting;
  guint         n_never;
} BkSampleStrategy;

void           bk_sample_strategy_init   (BkSampleStrategy *ss,
                                          const Params     *p,
                                          guint             n);
void           bk_sample_strategy_add    (BkSampleStrategy *ss,
                                          const Params     *p,
                                          const double     *x,
                                          guint             s,
                                          const BkCostMonthDemand *months);
void           bk_sample_strategy_finish (BkSampleStrategy *ss,
                                          BkUncertainty    *self,
                                          guint             n);

void           bk_uncertainty_draw       (const Params     *p,
                                          GRand            *rand,
                                          guint             n_draws,
                                          double           *x);
BkUncertainty *bk_uncertainty_run_in_time (BkUncertainty   *self,
                                          const Params     *p,
                                          guint             n,
                                          GRand            *rand,
                                          guint             n_draws,
                                          const double     *discount,
                                          GCancellable     *cancellable,
                                          GError          **error);
void           bk_uncertainty_finish_samples (BkUncertainty *self,
                                              BkSelector    *sel,
                                              double *const *tco,
                                              const guint   *break_even,
                                              guint         *histogram,
                                              guint          n);
void           bk_uncertainty_compute_sensitivities (BkUncertainty *self,
                                                     const Params  *p,
                                                     const double  *discount);

G_END_DECLS
