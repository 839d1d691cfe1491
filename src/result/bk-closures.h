/* bk-closures.h: pure formatting functions for the result page, usable as .ui closures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each function takes the closure's "this" object first (unused) so that GtkBuilder can call it
 * from a <closure> element; the result depends only on the arguments and the current locale.
 * Every function accepts a NULL analysis (no profile yet) and then returns an empty string.
 */

#pragma once

#include <glib-object.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"

G_BEGIN_DECLS

BkAnalysis *bk_closure_as_shown           (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_verdict_title      (gpointer         unused,
                                           BkAnalysis      *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_verdict_reason     (gpointer         unused,
                                           BkAnalysis      *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_agreement          (gpointer         unused,
                                           BkAnalysis      *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_option_title       (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           BkOption         option) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_strategy           (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           const char      *currency);
char       *bk_closure_tco                (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           BkOption         option,
                                           const char      *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_break_even         (gpointer         unused,
                                           BkAnalysis      *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_optimal_pool       (gpointer         unused,
                                           BkAnalysis      *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_optimal_tco        (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           const char      *currency) G_GNUC_WARN_UNUSED_RESULT;
gboolean    bk_closure_has_demand         (gpointer         unused,
                                           BkAnalysis      *analysis);
char       *bk_closure_old_prices         (gpointer         unused,
                                          BkCatalogue     *catalogue,
                                          BkAnalysis      *analysis,
                                          const char      *gpu_name);
gboolean    bk_closure_has_text           (gpointer         unused,
                                          const char      *text);
gboolean    bk_closure_hybrid_distinct    (gpointer         unused,
                                           BkAnalysis      *analysis);
gboolean    bk_closure_has_rental_terms   (gpointer         unused,
                                           BkAnalysis      *analysis);
char       *bk_closure_verdict_mix        (gpointer         unused,
                                           BkAnalysis      *analysis) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_option_mix         (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           BkOption         option) G_GNUC_WARN_UNUSED_RESULT;
gboolean    bk_closure_review_due         (gpointer         unused,
                                           BkAnalysis      *analysis);
char       *bk_closure_review_title       (gpointer         unused,
                                           const char      *reviewed) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_profile_title      (gpointer         unused,
                                           const char      *profile_name) G_GNUC_WARN_UNUSED_RESULT;

/* The verdict's own option: the cheapest one, or buying when compliance requires it. */
BkOption    bk_verdict_option             (BkAnalysis      *analysis);
/* The percentage the verdict's option saves against the cheapest other real option (negative when
 * compliance forces a dearer one); *other receives that option. */
double      bk_verdict_saving             (BkAnalysis      *analysis,
                                           BkOption        *other);

const char *bk_checklist_item_title       (BkChecklistItem  item);
const char *bk_lean_title                 (BkLean           lean);
const char *bk_lean_icon_name             (BkLean           lean);
const char *bk_lean_css_class             (BkLean           lean);

/* The rows of the cost breakdown, in display order. BK_CATEGORY_CAPITAL stands for the
 * depreciation: the purchase minus what the hardware is still worth at the horizon. */
extern const BkCategory bk_breakdown_rows[BK_N_CATEGORIES];

const char *bk_breakdown_title            (BkCategory       category);
double      bk_breakdown_amount           (BkAnalysis      *analysis,
                                           BkOption         option,
                                           BkCategory       category);
char       *bk_format_breakdown_amount    (double           amount,
                                           const char      *currency) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
