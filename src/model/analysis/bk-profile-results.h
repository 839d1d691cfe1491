/* bk-profile-results.h: a profile's results, worked out in stages as its inputs change
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

/* The stages, in the order they finish after an input change. */
typedef enum
{
  BK_RESULTS_STAGE_ANALYSIS,     /* every figure of the single-value answer, at once */
  BK_RESULTS_STAGE_STRATEGY,     /* the best strategy in time, after the frame */
  BK_RESULTS_STAGE_UNCERTAINTY,  /* the Monte Carlo analysis, on a worker thread */
} BkResultsStage;

#define BK_RESULTS_N_STAGES 3

/* How long the Monte Carlo analysis waits after the last change before it starts, so that a
 * run of key repeats starts it once. */
#define BK_RESULTS_UNCERTAINTY_DELAY_MS 150

#define BK_TYPE_PROFILE_RESULTS (bk_profile_results_get_type ())

G_DECLARE_FINAL_TYPE (BkProfileResults, bk_profile_results, BK, PROFILE_RESULTS, GObject)

BkProfileResults *bk_profile_results_new                 (BkProfile        *profile) G_GNUC_WARN_UNUSED_RESULT;
BkProfileResults *bk_profile_results_dup_for_profile     (BkProfile        *profile) G_GNUC_WARN_UNUSED_RESULT;

BkProfile        *bk_profile_results_get_profile         (BkProfileResults *self);
BkAnalysis       *bk_profile_results_get_analysis        (BkProfileResults *self,
                                                          gboolean          before_tax);
BkAnalysis       *bk_profile_results_get_strategy_analysis (BkProfileResults *self,
                                                          gboolean          before_tax);
BkUncertainty    *bk_profile_results_get_uncertainty     (BkProfileResults *self,
                                                          gboolean          before_tax);
gboolean          bk_profile_results_get_computing       (BkProfileResults *self);
gboolean          bk_profile_results_is_done             (BkProfileResults *self,
                                                          BkResultsStage    stage);

void              bk_profile_results_watch               (BkProfileResults *self,
                                                          BkResultsStage    stage);
void              bk_profile_results_unwatch             (BkProfileResults *self,
                                                          BkResultsStage    stage);
void              bk_profile_results_finish_strategy     (BkProfileResults *self);
void              bk_profile_results_finish              (BkProfileResults *self);

guint             bk_profile_results_get_uncertainty_delay (BkProfileResults *self);
void              bk_profile_results_set_uncertainty_delay (BkProfileResults *self,
                                                            guint             delay_ms);
gboolean          bk_profile_results_is_running          (BkProfileResults *self);
guint             bk_profile_results_get_n_cancelled     (BkProfileResults *self);

G_END_DECLS
