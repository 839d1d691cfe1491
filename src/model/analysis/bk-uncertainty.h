/* bk-uncertainty.h: Monte Carlo bands and sensitivity of a profile whose inputs carry ranges
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* How many samples the app and the report draw, and from which seed: the same profile always
 * gives the same figures. */
#define BK_UNCERTAINTY_SAMPLES 10000
#define BK_UNCERTAINTY_SEED 20260101u

#define BK_TYPE_UNCERTAINTY (bk_uncertainty_get_type ())

G_DECLARE_FINAL_TYPE (BkUncertainty, bk_uncertainty, BK, UNCERTAINTY, GObject)

BkUncertainty       *bk_uncertainty_new           (BkProfile           *profile,
                                                   guint                n_samples,
                                                   guint32              seed,
                                                   GCancellable        *cancellable,
                                                   GError             **error) G_GNUC_WARN_UNUSED_RESULT;
void                 bk_uncertainty_new_async     (BkProfile           *profile,
                                                   guint                n_samples,
                                                   guint32              seed,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
BkUncertainty       *bk_uncertainty_new_finish    (GAsyncResult        *result,
                                                   GError             **error) G_GNUC_WARN_UNUSED_RESULT;

guint                bk_uncertainty_get_n_samples (BkUncertainty       *self);
guint32              bk_uncertainty_get_seed      (BkUncertainty       *self);
guint                bk_uncertainty_get_horizon   (BkUncertainty       *self);
guint                bk_uncertainty_get_n_ranges  (BkUncertainty       *self);
guint                bk_uncertainty_get_owned_gpus (BkUncertainty      *self,
                                                    BkOption            option);
gboolean             bk_uncertainty_get_hybrid_distinct (BkUncertainty *self);
const double        *bk_uncertainty_get_band      (BkUncertainty       *self,
                                                   BkOption             option,
                                                   BkBand               band);
double               bk_uncertainty_get_tco       (BkUncertainty       *self,
                                                   BkOption             option,
                                                   BkBand               band);
int                  bk_uncertainty_get_break_even (BkUncertainty      *self,
                                                    BkBand              band);
double               bk_uncertainty_get_probability_cheaper (BkUncertainty *self,
                                                             BkOption       option);
double               bk_uncertainty_get_probability_best (BkUncertainty *self,
                                                          BkOption       option);
int                  bk_uncertainty_get_buy_month (BkUncertainty       *self,
                                                   BkBand               band,
                                                   guint               *first,
                                                   guint               *final);
double               bk_uncertainty_get_probability_waiting (BkUncertainty *self);
double               bk_uncertainty_get_probability_never (BkUncertainty *self);
BkOption             bk_uncertainty_get_leader    (BkUncertainty       *self);
BkOption             bk_uncertainty_get_runner_up (BkUncertainty       *self);
double               bk_uncertainty_get_difference (BkUncertainty      *self);
guint                bk_uncertainty_get_n_sensitivities (BkUncertainty *self);
const BkSensitivity *bk_uncertainty_get_sensitivity (BkUncertainty    *self,
                                                     guint             index);

const char          *bk_band_to_string            (BkBand               band);

G_END_DECLS
