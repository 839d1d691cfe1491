/* bk-closures.h: the result page's words as .ui closures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each function takes the closure's "this" object first (unused) so that GtkBuilder can call it
 * from a <closure> element, and hands the rest to the words module (bk-words.h). A closure of a
 * figure takes the profile's results' analysis and whether the page shows it before tax; every
 * function accepts a NULL analysis (no profile yet) and then returns an empty string.
 */

#pragma once

#include <glib-object.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

char       *bk_closure_verdict_title      (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_verdict_reason     (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_agreement          (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_option_title       (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax,
                                           BkOption         option) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_strategy           (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax,
                                           const char      *currency);
char       *bk_closure_tco                (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax,
                                           BkOption         option,
                                           const char      *currency) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_break_even         (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_optimal_pool       (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_optimal_tco        (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax,
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
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax);
gboolean    bk_closure_has_rental_terms   (gpointer         unused,
                                           BkAnalysis      *analysis);
char       *bk_closure_verdict_mix        (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_option_mix         (gpointer         unused,
                                           BkAnalysis      *analysis,
                                           gboolean         before_tax,
                                           BkOption         option) G_GNUC_WARN_UNUSED_RESULT;
gboolean    bk_closure_review_due         (gpointer         unused,
                                           BkAnalysis      *analysis);
char       *bk_closure_review_title       (gpointer         unused,
                                           const char      *reviewed) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_closure_profile_title      (gpointer         unused,
                                           const char      *profile_name) G_GNUC_WARN_UNUSED_RESULT;

const char *bk_lean_icon_name             (BkLean           lean);
const char *bk_lean_css_class             (BkLean           lean);


G_END_DECLS
