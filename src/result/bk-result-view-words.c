/* bk-result-view-words.c: the labels of the result page, set from the results
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each stage of the results, when it is done, sets the labels that show it in one call: the
 * analysis stage the verdict card and the key figures, the strategy stage the sentence on the
 * best time to buy, the uncertainty stage the verdict's disagreement; the words come from the
 * words module through bk-closures.h. (Bound in the template instead, each label looked the
 * results up again and called its closure through a generic marshaller on every change.)
 */

#define G_LOG_DOMAIN "bk-result-view"

#include "config.h"

#include "bk-catalogue.h"
#include "bk-closures.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-result-view-private.h"

/* Sets @label to @text, which it takes, and shows it when @show_when_set and there is any. */
static void
take_label (GtkLabel *label,
            char     *text,
            gboolean  show_when_set)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
  if (show_when_set)
    gtk_widget_set_visible (GTK_WIDGET (label), *text != '\0');
  g_free (text);
}

/* The results' analysis after tax; %NULL without a profile. */
static BkAnalysis *
after_tax (BkResultView *self)
{
  return self->results != NULL ? bk_profile_results_get_analysis (self->results, FALSE) : NULL;
}

static const char *
profile_currency (BkResultView *self)
{
  return self->profile != NULL ? bk_pricing_get_currency (bk_profile_get_pricing (self->profile))
                               : NULL;
}
/* The note that the catalogue's prices for the profile's GPU are old, as of today: it follows
 * the analysis (and so the GPU's name) and the current catalogue. */
void
_bk_result_view_update_prices_note (BkResultView *self)
{
  BkAnalysis *analysis = after_tax (self);
  const char *name = self->profile != NULL
                     ? bk_hardware_get_name (bk_profile_get_hardware (self->profile)) : NULL;
  BkCatalogue *catalogue;
  g_autofree char *key = NULL;

  /* Without a profile there is no note, and no catalogue to read yet. */
  if (analysis == NULL)
    {
      g_clear_pointer (&self->prices_note_key, g_free);
      take_label (self->prices_note_label, g_strdup (""), TRUE);
      return;
    }

  /* The note says the same until the catalogue, the GPU or the day changes: it is read again
   * only then (at the latest within the hour), not with every change of another input. */
  catalogue = bk_catalogue_get_current ();
  key = g_strdup_printf ("%p %" G_GINT64_FORMAT " %s", (gpointer) catalogue,
                         g_get_real_time () / (G_GINT64_CONSTANT (3600) * G_USEC_PER_SEC), name != NULL ? name : "");
  if (g_strcmp0 (key, self->prices_note_key) == 0)
    return;
  g_free (self->prices_note_key);
  self->prices_note_key = g_steal_pointer (&key);

  take_label (self->prices_note_label, bk_closure_old_prices (NULL, catalogue, analysis, name),
              TRUE);
}

/* Where most plausible cases disagree with the verdict: with the analysis and the uncertainty. */
void
_bk_result_view_update_disagreement (BkResultView *self)
{
  BkUncertainty *uncertainty = self->results != NULL
                               ? bk_profile_results_get_uncertainty (self->results, FALSE) : NULL;

  take_label (self->disagreement_label,
              bk_closure_disagreement (NULL, after_tax (self), uncertainty, self->before_tax),
              TRUE);
}

/* The strategy stage's sentence on the best time to buy. */
void
_bk_result_view_update_strategy (BkResultView *self)
{
  BkAnalysis *strategy = self->results != NULL
                         ? bk_profile_results_get_strategy_analysis (self->results, FALSE) : NULL;
  const char *currency = profile_currency (self);

  take_label (self->strategy_label,
              bk_closure_strategy (NULL, strategy, self->before_tax, currency), FALSE);
}

/* The analysis stage's verdict card and key figures. */
void
_bk_result_view_update_figures (BkResultView *self)
{
  BkAnalysis *analysis = after_tax (self);
  gboolean before_tax = self->before_tax;
  const char *currency = profile_currency (self);
  gboolean rental_terms = bk_closure_has_rental_terms (NULL, analysis);
  GtkLabel *titles[] = { self->rent_title, self->buy_title, self->hybrid_title };
  GtkLabel *tcos[] = { self->rent_tco_label, self->buy_tco_label, self->hybrid_tco_label };
  GtkLabel *mixes[] = { self->rent_mix_label, NULL, self->hybrid_mix_label };

  take_label (self->verdict_label, bk_closure_verdict_title (NULL, analysis, before_tax), FALSE);
  take_label (self->reason_label, bk_closure_verdict_reason (NULL, analysis, before_tax), FALSE);
  _bk_result_view_update_disagreement (self);
  take_label (self->verdict_mix_label, bk_closure_verdict_mix (NULL, analysis, before_tax), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_mix_label), rental_terms);
  take_label (self->agreement_label, bk_closure_agreement (NULL, analysis, before_tax), FALSE);
  _bk_result_view_update_prices_note (self);

  gtk_widget_set_visible (self->key_group, bk_closure_has_demand (NULL, analysis));
  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    {
      take_label (titles[o], bk_closure_option_title (NULL, analysis, before_tax, o), FALSE);
      take_label (tcos[o], bk_closure_tco (NULL, analysis, before_tax, o, currency), FALSE);
      /* Buying rents nothing. */
      if (mixes[o] == NULL)
        continue;
      take_label (mixes[o], bk_closure_option_mix (NULL, analysis, before_tax, o), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (mixes[o]), rental_terms);
    }
  gtk_widget_set_visible (self->hybrid_row, bk_closure_hybrid_distinct (NULL, analysis, before_tax));
  take_label (self->break_even_label, bk_closure_break_even (NULL, analysis, before_tax), FALSE);
  take_label (self->optimal_subtitle, bk_closure_optimal_tco (NULL, analysis, before_tax, currency),
              FALSE);
  take_label (self->optimal_label, bk_closure_optimal_pool (NULL, analysis, before_tax), FALSE);
}
