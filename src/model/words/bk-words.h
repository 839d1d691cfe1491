/* bk-words.h: where results and inputs become words and formatted values
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place where a figure becomes text, for the result page, the comparison, the library's
 * rows, the command-line report and the paper alike: the verdict, the options, the key figures,
 * the checklist's items and leans, the cost breakdown, the strategy in time, the uncertainty,
 * the tax rule and an input's value. GTK-free, so the report and the tests use it as the
 * windows do. A new word for a result goes here, not into the widget that shows it.
 */

#pragma once

#include <glib.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

char       *bk_words_format_value        (BkValueKind       kind,
                                          double            value,
                                          const char       *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_input_format_value        (BkInput           input,
                                          double            value,
                                          const char       *currency) G_GNUC_WARN_UNUSED_RESULT;

/* The verdict */
BkOption    bk_verdict_option            (BkAnalysis       *analysis);
double      bk_verdict_saving            (BkAnalysis       *analysis,
                                          BkOption         *other);
gboolean    bk_verdict_hybrid_distinct   (BkAnalysis       *analysis);
char       *bk_words_verdict_title       (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
const char *bk_words_verdict_short       (BkAnalysis       *analysis);
char       *bk_words_verdict_sentence    (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_verdict_with_mix    (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_verdict_reason      (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_agreement           (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_agreement_sentence  (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
const char *bk_no_demand_sentence        (void);

/* The options and the key figures */
const char *bk_option_get_label          (BkOption          option);
char       *bk_words_option_title        (BkAnalysis       *analysis,
                                          BkOption          option) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_tco                 (BkAnalysis       *analysis,
                                          BkOption          option,
                                          const char       *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_break_even          (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_optimal_pool        (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_optimal_tco         (BkAnalysis       *analysis,
                                          const char       *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_strategy            (BkAnalysis       *analysis,
                                          const char       *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_verdict_mix         (BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_rental_mix_describe       (const BkRentalMix *mix) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_analysis_describe_mix     (BkAnalysis       *self,
                                          BkOption          option) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_analysis_describe_lost_hours (BkAnalysis    *self) G_GNUC_WARN_UNUSED_RESULT;

/* The checklist: one name for each of its six items, wherever it stands */
const char *bk_words_checklist_item      (BkChecklistItem   item);
char       *bk_words_checklist_reason    (BkAnalysis       *analysis,
                                          BkChecklistItem   item) G_GNUC_WARN_UNUSED_RESULT;
const char *bk_words_lean                (BkLean            lean);
const char *bk_words_lean_inline         (BkLean            lean);

/* The cost breakdown. BK_CATEGORY_CAPITAL stands for the depreciation: the purchase minus what
 * the hardware is still worth at the horizon. */
extern const BkCategory bk_breakdown_rows[BK_N_CATEGORIES];

const char *bk_words_breakdown_title     (BkCategory        category);
double      bk_breakdown_amount          (BkAnalysis       *analysis,
                                          BkOption          option,
                                          BkCategory        category);
char       *bk_words_breakdown_amount    (double            amount,
                                          const char       *currency) G_GNUC_WARN_UNUSED_RESULT;

/* The review, the horizon, and the profile's name (dates: bk_format_date()) */
char       *bk_words_review              (BkProfile        *profile,
                                          BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_review_due          (const char       *reviewed) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_horizon             (BkProfile        *profile,
                                          BkAnalysis       *analysis) G_GNUC_WARN_UNUSED_RESULT;
const char *bk_words_profile_title       (const char       *profile_name);

/* The strategy in time */
char       *bk_strategy_describe         (const BkStrategy *strategy) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_strategy_describe_saving  (const BkStrategy *strategy,
                                          const char       *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_strategy_explain          (const BkStrategy *strategy,
                                          const char       *reason) G_GNUC_WARN_UNUSED_RESULT;

/* The uncertainty */
char       *bk_uncertainty_describe_probability (BkUncertainty *self,
                                                 BkOption       option) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_uncertainty_describe_break_even  (BkUncertainty *self) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_uncertainty_describe_buy_month   (BkUncertainty *self) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_uncertainty_describe_disagreement (BkUncertainty *self,
                                                  BkVerdict      verdict) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_uncertainty_describe_sensitivity (BkUncertainty *self,
                                                 guint          index,
                                                 const char    *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_uncertainty_describe_tco_span    (BkUncertainty *self,
                                                 BkOption       option,
                                                 const char    *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_uncertainty_describe_break_even_spread (BkUncertainty *self) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_uncertainty_describe_samples     (BkUncertainty *self) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_words_uncertainty_pending        (gboolean       has_ranges,
                                                 gboolean       after_tax_only) G_GNUC_WARN_UNUSED_RESULT;

/* Titles */
char       *bk_words_join_compounds             (const char    *text) G_GNUC_WARN_UNUSED_RESULT;

/* Tax */
char       *bk_pricing_describe_tax      (BkPricing        *self) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
