/* bk-closures.c: the result page's words as .ui closures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Thin wrappers around the words module (model/words/bk-words.h), where every figure becomes
 * text: a closure takes GtkBuilder's "this" object first and accepts a NULL analysis (no
 * profile yet), for which it returns an empty string.
 */

#define G_LOG_DOMAIN "bk-closures"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-closures.h"
#include "bk-engine-enums.h"
#include "bk-types.h"
#include "bk-words.h"

/* The figures the page shows: the results' analysis, or its figures before tax. */
static BkAnalysis *
shown (BkAnalysis *analysis,
       gboolean    before_tax)
{
  return analysis != NULL && before_tax ? bk_analysis_get_before_tax (analysis) : analysis;
}

char *
bk_closure_verdict_title (gpointer    unused,
                          BkAnalysis *analysis,
                          gboolean    before_tax)
{
  analysis = shown (analysis, before_tax);

  return analysis != NULL ? bk_words_verdict_title (analysis) : g_strdup ("");
}

char *
bk_closure_verdict_reason (gpointer    unused,
                           BkAnalysis *analysis,
                           gboolean    before_tax)
{
  analysis = shown (analysis, before_tax);

  return analysis != NULL ? bk_words_verdict_reason (analysis) : g_strdup ("");
}

char *
bk_closure_agreement (gpointer    unused,
                      BkAnalysis *analysis,
                      gboolean    before_tax)
{
  analysis = shown (analysis, before_tax);

  return analysis != NULL ? bk_words_agreement (analysis) : g_strdup ("");
}

char *
bk_closure_option_title (gpointer    unused,
                         BkAnalysis *analysis,
                         gboolean    before_tax,
                         BkOption    option)
{
  analysis = shown (analysis, before_tax);

  return analysis != NULL ? bk_words_option_title (analysis, option) : g_strdup ("");
}

char *
bk_closure_tco (gpointer    unused,
                BkAnalysis *analysis,
                gboolean    before_tax,
                BkOption    option,
                const char *currency)
{
  analysis = shown (analysis, before_tax);

  if (analysis == NULL || currency == NULL)
    return g_strdup ("");

  return bk_words_tco (analysis, option, currency);
}

char *
bk_closure_break_even (gpointer    unused,
                       BkAnalysis *analysis,
                       gboolean    before_tax)
{
  analysis = shown (analysis, before_tax);

  return analysis != NULL ? bk_words_break_even (analysis) : g_strdup ("");
}

char *
bk_closure_optimal_pool (gpointer    unused,
                         BkAnalysis *analysis,
                         gboolean    before_tax)
{
  analysis = shown (analysis, before_tax);

  return analysis != NULL ? bk_words_optimal_pool (analysis) : g_strdup ("");
}

char *
bk_closure_optimal_tco (gpointer    unused,
                        BkAnalysis *analysis,
                        gboolean    before_tax,
                        const char *currency)
{
  analysis = shown (analysis, before_tax);

  if (analysis == NULL || currency == NULL)
    return g_strdup ("");

  return bk_words_optimal_tco (analysis, currency);
}

char *
bk_closure_strategy (gpointer    unused,
                     BkAnalysis *analysis,
                     gboolean    before_tax,
                     const char *currency)
{
  analysis = shown (analysis, before_tax);

  if (analysis == NULL || currency == NULL)
    return g_strdup ("");

  return bk_words_strategy (analysis, currency);
}

/* Whether there is anything to compare: the profile needs GPUs in some month
 * (docs/model.md#no-demand). */
gboolean
bk_closure_has_demand (gpointer    unused,
                       BkAnalysis *analysis)
{
  return analysis == NULL || !bk_analysis_get_no_demand (analysis);
}

gboolean
bk_closure_hybrid_distinct (gpointer    unused,
                            BkAnalysis *analysis,
                            gboolean    before_tax)
{
  analysis = shown (analysis, before_tax);

  return analysis != NULL && bk_verdict_hybrid_distinct (analysis)
         && bk_analysis_get_verdict (analysis) != BK_VERDICT_NO_RENT_PRICE;
}

/* docs/model.md#price-dates: "The catalogue's prices for the … are from May 2026: check a current
 * quote.", or "" when they are recent, the GPU is not in the catalogue or there is no catalogue.
 * The analysis is only there to read the note again when the profile changes. */
char *
bk_closure_old_prices (gpointer     unused,
                       BkCatalogue *catalogue,
                       BkAnalysis  *analysis,
                       const char  *gpu_name)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  char *note;

  if (analysis == NULL || catalogue == NULL)
    return g_strdup ("");

  note = bk_catalogue_dup_old_prices_note (catalogue, gpu_name, now);
  return note != NULL ? note : g_strdup ("");
}

gboolean
bk_closure_has_text (gpointer    unused,
                     const char *text)
{
  return text != NULL && *text != '\0';
}

gboolean
bk_closure_has_rental_terms (gpointer    unused,
                             BkAnalysis *analysis)
{
  return analysis != NULL && bk_analysis_has_rental_terms (analysis)
         && !bk_analysis_get_no_demand (analysis);
}

/* The verdict's rental mix, as the report says it; "" without rental terms. */
char *
bk_closure_verdict_mix (gpointer    unused,
                        BkAnalysis *analysis,
                        gboolean    before_tax)
{
  analysis = shown (analysis, before_tax);

  if (analysis == NULL || !bk_analysis_has_rental_terms (analysis))
    return g_strdup ("");

  return bk_words_verdict_mix (analysis);
}

/* How @option rents, "Commit 6 GPUs for 1 year, rent peaks on demand"; "" without rental terms. */
char *
bk_closure_option_mix (gpointer    unused,
                       BkAnalysis *analysis,
                       gboolean    before_tax,
                       BkOption    option)
{
  analysis = shown (analysis, before_tax);

  if (analysis == NULL || !bk_analysis_has_rental_terms (analysis))
    return g_strdup ("");

  return bk_analysis_describe_mix (analysis, option);
}

gboolean
bk_closure_review_due (gpointer    unused,
                       BkAnalysis *analysis)
{
  return analysis != NULL && bk_analysis_get_review_due (analysis);
}

char *
bk_closure_review_title (gpointer    unused,
                         const char *reviewed)
{
  return bk_words_review_due (reviewed);
}

char *
bk_closure_profile_title (gpointer    unused,
                          const char *profile_name)
{
  return g_strdup (bk_words_profile_title (profile_name));
}

/* How a lean looks beside its words */

const char *
bk_lean_icon_name (BkLean lean)
{
  switch (lean)
    {
    case BK_LEAN_NEUTRAL:
      return "power-profile-balanced-symbolic";
    case BK_LEAN_RENT:
      return "weather-overcast-symbolic";
    case BK_LEAN_BUY:
      return "network-server-symbolic";
    default:
      g_return_val_if_reached ("");
    }
}

const char *
bk_lean_css_class (BkLean lean)
{
  switch (lean)
    {
    case BK_LEAN_NEUTRAL:
      return "lean-neutral";
    case BK_LEAN_RENT:
      return "lean-rent";
    case BK_LEAN_BUY:
      return "lean-buy";
    default:
      g_return_val_if_reached ("");
    }
}
