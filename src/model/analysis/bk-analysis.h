/* bk-analysis.h: the cost engine's answer for one profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* The article's thresholds for the checklist leans. */
#define BK_UTILISATION_RENT_BELOW 50.0
#define BK_UTILISATION_BUY_ABOVE 80.0
#define BK_TRANSFER_BUY_GB 30000.0

#define BK_TYPE_ANALYSIS (bk_analysis_get_type ())

G_DECLARE_FINAL_TYPE (BkAnalysis, bk_analysis, BK, ANALYSIS, GObject)

void          bk_analysis_fill_inputs        (BkProfile       *profile,
                                              BkEngineInputs  *inputs);
BkAnalysis   *bk_analysis_new                (BkProfile       *profile,
                                              GDateTime       *now) G_GNUC_WARN_UNUSED_RESULT;

guint         bk_analysis_get_horizon        (BkAnalysis      *self);
guint         bk_analysis_get_owned_gpus     (BkAnalysis      *self,
                                              BkOption         option);
const double *bk_analysis_get_cash           (BkAnalysis      *self,
                                              BkOption         option);
const double *bk_analysis_get_net            (BkAnalysis      *self,
                                              BkOption         option);
const double *bk_analysis_get_monthly        (BkAnalysis      *self,
                                              BkOption         option,
                                              BkCategory       category);
double        bk_analysis_get_category_total (BkAnalysis      *self,
                                              BkOption         option,
                                              BkCategory       category);
double        bk_analysis_get_resale_value   (BkAnalysis      *self,
                                              BkOption         option);
double        bk_analysis_get_tco            (BkAnalysis      *self,
                                              BkOption         option);
int           bk_analysis_get_break_even_month (BkAnalysis    *self);
guint         bk_analysis_get_optimal_owned_gpus (BkAnalysis  *self);
const BkRentalMix *bk_analysis_get_mix       (BkAnalysis      *self,
                                              BkOption         option);
const BkRentalMix *bk_analysis_get_optimal_mix (BkAnalysis    *self);
gboolean      bk_analysis_has_rental_terms   (BkAnalysis      *self);
double        bk_analysis_get_optimal_tco    (BkAnalysis      *self);
void          bk_analysis_search_strategy    (BkAnalysis      *self);
gboolean      bk_analysis_has_strategy       (BkAnalysis      *self);
const BkStrategy *bk_analysis_get_strategy   (BkAnalysis      *self);
const double *bk_analysis_get_strategy_cash  (BkAnalysis      *self);
gboolean      bk_analysis_get_demand_changes (BkAnalysis      *self);
gboolean      bk_analysis_get_no_demand      (BkAnalysis      *self);
BkVerdict     bk_analysis_get_verdict        (BkAnalysis      *self);
BkOption      bk_analysis_get_best_option    (BkAnalysis      *self);
BkLean        bk_analysis_get_lean           (BkAnalysis      *self,
                                              BkChecklistItem  item);
const char   *bk_analysis_get_reason         (BkAnalysis      *self,
                                              BkChecklistItem  item);
guint         bk_analysis_get_agreeing_leans (BkAnalysis      *self);
gboolean      bk_analysis_get_review_due     (BkAnalysis      *self);
BkAnalysis   *bk_analysis_get_before_tax     (BkAnalysis      *self);
gboolean      bk_analysis_get_after_tax      (BkAnalysis      *self);
double        bk_analysis_get_lost_gpu_hours (BkAnalysis      *self,
                                              BkOption         option);
gboolean      bk_analysis_get_lost_hours_rented (BkAnalysis   *self);

const char   *bk_option_to_string            (BkOption         option);
const char   *bk_verdict_to_string           (BkVerdict        verdict);
const char   *bk_lean_to_string              (BkLean           lean);
const char   *bk_checklist_item_to_string    (BkChecklistItem  item);
const char   *bk_category_to_string          (BkCategory       category);

G_END_DECLS
