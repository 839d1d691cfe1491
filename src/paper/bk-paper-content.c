/* bk-paper-content.c: what the decision paper says: a profile on two pages (three with the GPU
 * generations), a comparison on one
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages speak in the words of the report (bk-report.c) and the result page (bk-closures.c),
 * so that paper and screen say the same; a new figure joins the key figures table here.
 */

#define G_LOG_DOMAIN "bk-paper"

#include "config.h"

#include "bk-analysis.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-chart-series.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-format.h"
#include "bk-generations.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-paper-private.h"
#include "bk-paper.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-report.h"
#include "bk-types.h"
#include "bk-uncertainty.h"
#include "bk-words.h"

#include <glib/gi18n.h>

#include <math.h>


static const BkOption all_options[] = { BK_OPTION_RENT, BK_OPTION_BUY, BK_OPTION_HYBRID };

static gboolean
lean_agrees (BkVerdict verdict,
             BkLean    lean)
{
  switch (verdict)
    {
    case BK_VERDICT_RENT:
      return lean == BK_LEAN_RENT;
    case BK_VERDICT_HYBRID:
      return lean != BK_LEAN_NEUTRAL;
    case BK_VERDICT_NO_RENT_PRICE:
      return FALSE;
    case BK_VERDICT_BUY:
    case BK_VERDICT_BUY_REQUIRED:
    default:
      return lean == BK_LEAN_BUY;
    }
}

static char *
checklist_line (BkAnalysis      *analysis,
                BkChecklistItem  item)
{
  g_autofree char *reason = bk_words_checklist_reason (analysis, item);

  /* Translators: a checklist answer as a reason: the question and the answer's reason, a
   * sentence, "Utilisation: 85% busy: a pool of your own keeps working." */
  return g_strdup_printf (_("%s: %s"), bk_words_checklist_item (item), reason);
}

/* Page 1: the verdict with its reasons, the key figures and the chart. */
static void
add_summary_page (BkPaper       *self,
                  BkProfile     *profile,
                  BkAnalysis    *analysis,
                  BkUncertainty *uncertainty)
{
  static const double figure_weights[] = { 1.1, 1.4, 1 };
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  GPtrArray *page = bk_paper_add_page (self);
  gboolean hybrid = bk_verdict_hybrid_distinct (analysis);
  BkOption best = bk_verdict_option (analysis);
  g_autofree char *horizon = bk_words_horizon (profile, analysis);
  g_autofree char *verdict = bk_words_verdict_with_mix (analysis);
  g_autofree char *reason = bk_words_verdict_reason (analysis);
  g_autofree char *agreement = bk_words_agreement_sentence (analysis);
  g_autoptr(GPtrArray) series = NULL;
  BkPaperBlock *table;
  int break_even;
  double break_even_value = NAN;
  /* Without a rent price only owning's own figures mean anything (docs/model.md#no-rent-price). */
  gboolean priced = bk_analysis_get_verdict (analysis) != BK_VERDICT_NO_RENT_PRICE;

  bk_paper_add_text (page, BK_PAPER_STYLE_TITLE, bk_profile_get_name (profile));
  bk_paper_add_text (page, BK_PAPER_STYLE_SUBTITLE, horizon);

  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("Recommendation"));
  bk_paper_add_text (page, BK_PAPER_STYLE_VERDICT, verdict);
  /* Without any demand there is nothing to compare: no figures, no chart
   * (docs/model.md#no-demand). */
  if (bk_analysis_get_no_demand (analysis))
    return;
  bk_paper_add_text (page, BK_PAPER_STYLE_BULLET, reason);
  if (*agreement != '\0')
    bk_paper_add_text (page, BK_PAPER_STYLE_BULLET, agreement);
  if (bk_paper_get_catalogue (self) != NULL && bk_paper_get_now (self) != NULL)
    {
      g_autofree char *note =
        bk_catalogue_dup_old_prices_note (bk_paper_get_catalogue (self),
                                          bk_hardware_get_name (bk_profile_get_hardware (profile)),
                                          bk_paper_get_now (self));

      if (note != NULL)
        bk_paper_add_text (page, BK_PAPER_STYLE_BULLET, note);
    }
  for (BkChecklistItem item = 0; item < BK_N_CHECKLIST_ITEMS; item++)
    {
      if (lean_agrees (bk_analysis_get_verdict (analysis), bk_analysis_get_lean (analysis, item)))
        {
          g_autofree char *line = checklist_line (analysis, item);

          bk_paper_add_text (page, BK_PAPER_STYLE_BULLET, line);
        }
    }
  if (uncertainty != NULL && priced)
    {
      g_autofree char *buy = bk_uncertainty_describe_probability (uncertainty, BK_OPTION_BUY);
      g_autofree char *spread = bk_uncertainty_describe_break_even (uncertainty);

      bk_paper_add_text (page, BK_PAPER_STYLE_BULLET, buy);
      bk_paper_add_text (page, BK_PAPER_STYLE_BULLET, spread);
    }

  /* The key figures: one place for every figure the paper shows about the options. */
  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("Key Figures"));
  table = bk_paper_add_table (page, 9, uncertainty != NULL ? 3 : 2, figure_weights);
  bk_paper_table_add (table, "", FALSE);
  bk_paper_table_add (table, _("Total cost of ownership"), FALSE);
  if (uncertainty != NULL)
    /* Translators: the heading of the column of plausible spans of the printed totals. */
    bk_paper_table_add (table, C_("paper", "P10 to P90"), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
    {
      BkOption option = all_options[i];

      if ((option == BK_OPTION_HYBRID && !hybrid) || (option == BK_OPTION_RENT && !priced))
        continue;

      bk_paper_table_take (table, bk_words_option_title (analysis, option), option == best);
      bk_paper_table_take (table, bk_words_tco (analysis, option, currency), option == best);
      if (uncertainty != NULL)
        bk_paper_table_take (table, bk_uncertainty_describe_tco_span (uncertainty, option,
                                                                      currency), FALSE);
    }

  if (!priced)
    return;

  bk_paper_table_add (table, _("Buying breaks even"), FALSE);
  bk_paper_table_take (table, bk_words_break_even (analysis), FALSE);
  if (uncertainty != NULL)
    bk_paper_table_add (table, "", FALSE);

  bk_paper_table_add (table, _("Cheapest pool size"), FALSE);
  {
    g_autofree char *pool = bk_words_optimal_pool (analysis);
    g_autofree char *tco = bk_words_optimal_tco (analysis, currency);

    /* Translators: the cheapest pool size and its total cost, "4 own GPUs, rent the rest ·
     * €120,000". */
    bk_paper_table_take (table, g_strdup_printf (_("%s · %s"), pool, tco), FALSE);
  }
  if (uncertainty != NULL)
    bk_paper_table_add (table, "", FALSE);

  if (bk_analysis_has_rental_terms (analysis))
    {
      bk_paper_table_add (table, _("The cheapest way to rent"), FALSE);
      bk_paper_table_take (table, bk_analysis_describe_mix (analysis, BK_OPTION_RENT), FALSE);
      if (uncertainty != NULL)
        bk_paper_table_add (table, "", FALSE);
    }

  /* With tax on, which figures these are, as the page says beside its switch. */
  if (bk_pricing_get_tax_enabled (bk_profile_get_pricing (profile)))
    {
      g_autofree char *rule = NULL;

      if (bk_analysis_get_after_tax (analysis))
        rule = bk_pricing_describe_tax (bk_profile_get_pricing (profile));
      else
        rule = g_strdup (_("The figures are before tax."));
      bk_paper_add_text (page, BK_PAPER_STYLE_NOTE, rule);
    }

  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("Cumulative Cost"));
  series = bk_chart_series_for_analysis (analysis, uncertainty, TRUE);
  break_even = bk_analysis_get_break_even_month (analysis);
  if (break_even >= 0 && (guint) break_even <= bk_analysis_get_horizon (analysis))
    break_even_value = bk_analysis_get_cash (analysis, BK_OPTION_BUY)[break_even];
  bk_paper_add_chart (page, series, break_even, break_even_value, currency, 300);

  if (uncertainty != NULL)
    {
      g_autofree char *samples = bk_format_number (bk_uncertainty_get_n_samples (uncertainty), 0);
      g_autofree char *share = bk_format_percent (80, 0);
      g_autofree char *caption = NULL;

      /* Translators: under the printed chart; the first %s is a share such as "80%", the
       * second a number of cases such as "10,000". */
      caption = g_strdup_printf (_("Cash spent month by month. The shaded bands hold the middle "
                                   "%s (P10 to P90) of %s plausible cases drawn from the "
                                   "inputs’ ranges."), share, samples);
      bk_paper_add_text (page, BK_PAPER_STYLE_NOTE, caption);
    }
  else if (bk_profile_has_ranges (profile) && !bk_analysis_get_after_tax (analysis)
           && bk_pricing_get_tax_enabled (bk_profile_get_pricing (profile)))
    {
      /* The plausible cases are drawn after tax: beside the figures before tax they would
       * mislead, and the page leaves them out too. */
      bk_paper_add_text (page, BK_PAPER_STYLE_NOTE,
                         _("Cash spent month by month, before tax. The plausible cases are "
                           "worked out after tax, so the chart has no uncertainty band."));
    }
  else
    {
      bk_paper_add_text (page, BK_PAPER_STYLE_NOTE,
                         _("Cash spent month by month. No input has a range, so the chart has "
                           "no uncertainty band."));
    }
}

/* Page 2: the checklist, every input with its source, the dates and the model's assumptions. */
static void
add_details_page (BkPaper    *self,
                  BkProfile  *profile,
                  BkAnalysis *analysis)
{
  static const double checklist_weights[] = { 1.1, 0.7, 4 };
  static const double input_weights[] = { 2.2, 1.4, 1.9, 1.6, 1.6 };
  GPtrArray *page = bk_paper_add_page (self);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) inputs = bk_paper_dup_inputs (profile, bk_paper_get_catalogue (self),
                                                      notes);
  g_autofree char *analysed = NULL;
  g_autofree char *review = bk_words_review (profile, analysis);
  BkPaperBlock *table;

  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("Checklist"));
  bk_paper_add_text (page, BK_PAPER_STYLE_NOTE, _("Which way each answer leans, by the rules of thumb"));
  table = bk_paper_add_table (page, 8.5, 3, checklist_weights);
  bk_paper_table_add (table, "", FALSE);
  /* Translators: the heading of the printed checklist's column of leans. */
  bk_paper_table_add (table, C_("paper", "Leans to"), FALSE);
  /* Translators: the heading of the printed checklist's column of answers. */
  bk_paper_table_add (table, C_("paper", "Answer"), FALSE);
  for (BkChecklistItem item = 0; item < BK_N_CHECKLIST_ITEMS; item++)
    {
      BkLean lean = bk_analysis_get_lean (analysis, item);

      bk_paper_table_add (table, bk_words_checklist_item (item), FALSE);
      bk_paper_table_add (table, bk_words_lean (lean), lean != BK_LEAN_NEUTRAL);
      bk_paper_table_take (table, bk_words_checklist_reason (analysis, item), FALSE);
    }

  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("Inputs"));
  table = bk_paper_add_table (page, 7.5, 5, input_weights);
  bk_paper_table_add (table, "", FALSE);
  /* Translators: column headings of the printed inputs table. */
  bk_paper_table_add (table, C_("paper", "Value"), FALSE);
  bk_paper_table_add (table, C_("paper", "Range"), FALSE);
  bk_paper_table_add (table, C_("paper", "Unit"), FALSE);
  bk_paper_table_add (table, C_("paper", "Source"), FALSE);
  for (guint i = 0; i < inputs->len; i++)
    {
      const BkPaperInput *input = g_ptr_array_index (inputs, i);

      bk_paper_table_add (table, input->title, FALSE);
      bk_paper_table_add (table, input->value, FALSE);
      bk_paper_table_add (table, input->range, FALSE);
      bk_paper_table_add (table, input->unit, FALSE);
      bk_paper_table_add (table, input->source, FALSE);
    }
  for (guint i = 0; i < notes->len; i++)
    bk_paper_add_text (page, BK_PAPER_STYLE_NOTE, g_ptr_array_index (notes, i));

  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("Dates"));
  /* Translators: %s is the date the paper was made, in the locale's format. */
  analysed = g_strdup_printf (_("Analysed on %s."), bk_paper_get_date (self));
  bk_paper_add_text (page, BK_PAPER_STYLE_BODY, analysed);
  bk_paper_add_text (page, BK_PAPER_STYLE_BODY, review);

  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("Assumptions"));
  bk_paper_add_text (page, BK_PAPER_STYLE_BODY,
            _("The model counts every month of the horizon: buying pays the hardware up front "
              "and then power, cooling, space, maintenance and staff time, and gets the "
              "hardware’s resale value back at the end; renting pays the GPU-hours the own pool "
              "cannot serve, data transfer and storage. Amounts later in time are discounted at "
              "the cost of capital and are never converted between currencies. Peaks and busy "
              "hours are spread evenly, and the prices change only at their yearly rates."));
}

void
bk_paper_fill_comparison (BkPaper      *self,
                     BkComparison *comparison)
{
  GPtrArray *page = bk_paper_add_page (self);
  guint n = bk_comparison_get_n_profiles (comparison);
  g_autoptr(GPtrArray) series = bk_chart_series_for_comparison (comparison);
  g_autoptr(GString) names = g_string_new (NULL);
  double weights[BK_COMPARISON_MAX_PROFILES + 1];
  BkPaperBlock *table;

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        /* Translators: between the names of the compared profiles. */
        g_string_append (names, C_("paper", " · "));
      g_string_append (names, bk_comparison_get_column_title (comparison, i));
    }

  bk_paper_add_text (page, BK_PAPER_STYLE_TITLE, bk_paper_get_title (self));
  bk_paper_add_text (page, BK_PAPER_STYLE_SUBTITLE, names->str);
  if (bk_comparison_get_note (comparison) != NULL)
    bk_paper_add_text (page, BK_PAPER_STYLE_NOTE, bk_comparison_get_note (comparison));

  weights[0] = 1.5;
  for (guint i = 0; i < n; i++)
    weights[i + 1] = 1;
  table = bk_paper_add_table (page, 8.5, n + 1, weights);
  bk_paper_table_add (table, "", FALSE);
  for (guint i = 0; i < n; i++)
    bk_paper_table_add (table, bk_comparison_get_column_title (comparison, i), FALSE);

  /* The rows the screen shows: the cheapest way to rent only when a profile has rental terms. */
  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      if (!bk_comparison_get_shown (comparison, row))
        continue;

      bk_paper_table_add (table, bk_comparison_row_title (row), row >= BK_COMPARISON_FIRST_RESULT);
      for (guint i = 0; i < n; i++)
        {
          const char *value = bk_comparison_get_value (comparison, row, i);
          const char *detail = bk_comparison_get_detail (comparison, row, i);

          if (detail != NULL && detail[0] != '\0')
            bk_paper_table_take (table, g_strdup_printf ("%s\n%s", value, detail),
                             bk_comparison_is_cheapest (comparison, row, i));
          else
            bk_paper_table_add (table, value, bk_comparison_is_cheapest (comparison, row, i));
        }
    }

  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("Cumulative Cost"));
  bk_paper_add_chart (page, series, -1, NAN, bk_comparison_get_currency (comparison), 270);
}

/* A profile's two pages: the decision, then what it rests on. */
void
bk_paper_fill_profile (BkPaper       *self,
                       BkProfile     *profile,
                       BkAnalysis    *analysis,
                       BkUncertainty *uncertainty)
{
  add_summary_page (self, profile, analysis, uncertainty);
  add_details_page (self, profile, analysis);
}

/**
 * bk_paper_add_generations:
 * @profile: the profile whose work @generations compares
 * @generations: its work on every catalogue GPU with a throughput figure
 *
 * Adds a page with the generations table (docs/report.md#gpu-generations): the rows of the
 * report's table, cheapest first, each GPU's way of buying, and the throughput figures' sources
 * with their dates in a note.
 */
void
bk_paper_add_generations (BkPaper       *self,
                          BkProfile     *profile,
                          BkGenerations *generations)
{
  static const double weights[] = { 2.4, 0.8, 1.2, 1.2, 1.2, 1.1, 1.1, 2.6 };
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  BkWorkKind kind = bk_generations_get_kind (generations);
  g_autofree char *head = NULL;
  const char *message;
  BkPaperBlock *table;
  GPtrArray *page;
  guint n;

  g_return_if_fail (BK_IS_PAPER (self));
  g_return_if_fail (BK_IS_PROFILE (profile));
  g_return_if_fail (generations != NULL);

  page = bk_paper_add_page (self);
  head = bk_report_dup_generations_head (profile, generations);
  bk_paper_add_text (page, BK_PAPER_STYLE_HEADING, _("GPU Generations"));
  bk_paper_add_text (page, BK_PAPER_STYLE_BODY, head);

  message = bk_report_generations_status_message (bk_generations_get_status (generations));
  if (message != NULL)
    {
      bk_paper_add_text (page, BK_PAPER_STYLE_BODY, message);
      return;
    }

  bk_paper_add_text (page, BK_PAPER_STYLE_NOTE,
                     _("The same work on every GPU with a published throughput figure, cheapest "
                       "first: the GPUs that own it, each option’s total cost of ownership, the "
                       "cheapest option’s cost per GPU-hour of the profile’s GPU, and when to "
                       "buy."));
  table = bk_paper_add_table (page, 7, G_N_ELEMENTS (weights), weights);
  /* Translators: column headings of the printed generations table. */
  bk_paper_table_add (table, _("GPU"), TRUE);
  bk_paper_table_add (table, _("GPUs needed"), TRUE);
  bk_paper_table_add (table, C_("option", "Rent"), TRUE);
  bk_paper_table_add (table, C_("option", "Buy"), TRUE);
  bk_paper_table_add (table, C_("option", "Hybrid"), TRUE);
  bk_paper_table_add (table, _("Per GPU-hour of work"), TRUE);
  bk_paper_table_add (table, _("Break-even"), TRUE);
  bk_paper_table_add (table, _("When to buy"), TRUE);

  n = bk_generations_get_n_rows (generations);
  for (guint i = 0; i < n; i++)
    {
      const BkGenerationRow *row = bk_generations_get_row (generations, i);
      g_autofree char *relative = bk_format_number (row->relative, 2);

      bk_paper_table_take (table, row->current
                                  /* Translators: the profile's own GPU in the printed
                                   * generations table, with its throughput: "NVIDIA A100 (this
                                   * profile, 1.00×)". */
                                  ? g_strdup_printf (_("%s (this profile, %s×)"),
                                                     bk_catalogue_gpu_get_name (row->gpu), relative)
                                  : g_strdup_printf ("%s (%s×)",
                                                     bk_catalogue_gpu_get_name (row->gpu), relative),
                           row->current);
      bk_paper_table_take (table, bk_format_count (row->gpus), FALSE);
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        bk_paper_table_take (table, o == BK_OPTION_HYBRID && !row->hybrid_distinct
                                    ? g_strdup ("—")
                                    : bk_format_money (row->tco[o], currency, -1),
                             o == row->cheapest);
      bk_paper_table_take (table, bk_format_money (row->per_work, currency, 2), FALSE);
      bk_paper_table_take (table, row->break_even < 0
                                  ? g_strdup (_("never"))
                                  : g_strdup_printf (_("month %d"), row->break_even),
                           FALSE);
      bk_paper_table_take (table, bk_strategy_describe (&row->strategy), FALSE);
    }

  bk_paper_add_text (page, BK_PAPER_STYLE_NOTE,
                     _("The cheapest option of each GPU is in bold. Where the throughput figures "
                       "come from:"));
  for (guint i = 0; i < n; i++)
    {
      const BkGenerationRow *row = bk_generations_get_row (generations, i);
      const char *source = NULL, *as_of = NULL;
      g_autofree char *note = NULL;

      bk_catalogue_gpu_get_throughput (row->gpu, kind, NULL, NULL, &source, &as_of);
      /* Translators: a note under the printed generations table: the GPU, the source of its
       * throughput figure, and the source's date. */
      note = g_strdup_printf (_("%s: %s (as of %s)"), bk_catalogue_gpu_get_name (row->gpu),
                              bk_i18n_catalogue_source (source), as_of);
      bk_paper_add_text (page, BK_PAPER_STYLE_NOTE, note);
    }
}
