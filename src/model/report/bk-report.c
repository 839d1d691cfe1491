/* bk-report.c: the command-line report, which runs without a display
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "breakeven --report FILE [--format=text|json|csv]" loads a profile, analyses it and prints
 * the result. Only GLib, GIO and json-glib are used, so it works on a machine without a display.
 * JSON and CSV numbers are written in the C locale with full precision, so that scripts can
 * read them back exactly; the text is translated and follows the locale. The command line itself
 * is bk-report-main.c.
 */

#define G_LOG_DOMAIN "bk-report"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include <locale.h>

#include "bk-analysis.h"
#include "bk-csv.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-input.h"
#include "bk-json.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-report-private.h"
#include "bk-report.h"
#include "bk-uncertainty.h"
#include "bk-words.h"
#include "bk-workload.h"

static const BkOption all_options[] = { BK_OPTION_RENT, BK_OPTION_BUY, BK_OPTION_HYBRID };

/* Pads text with spaces to a width in characters, so that columns line up whatever the
 * translation and the currency symbol. */
static void
append_padded (GString    *out,
               const char *text,
               guint       width,
               gboolean    right)
{
  glong len = g_utf8_strlen (text, -1);

  if (!right)
    g_string_append (out, text);
  for (glong i = len; i < (glong) width; i++)
    g_string_append_c (out, ' ');
  if (right)
    g_string_append (out, text);
}

/* Demand over time in words, and when to buy. */
static void
append_strategy (GString    *out,
                 BkProfile  *profile,
                 BkAnalysis *analysis,
                 const char *currency)
{
  BkWorkload *workload = bk_profile_get_workload (profile);
  const BkStrategy *strategy = bk_analysis_get_strategy (analysis);
  g_autofree char *saving = bk_strategy_describe_saving (strategy, currency);

  if (bk_analysis_get_demand_changes (analysis))
    {
      g_autofree char *demand = bk_workload_describe_demand (workload);

      /* Translators: %s describes how demand changes, "grows by 20% a year; 4 more GPUs from
       * month 7". */
      g_string_append_printf (out, _("Demand over time: %s."), demand);
      g_string_append_c (out, '\n');
    }

  /* Translators: %s is "Rent for 9 months, then buy 6 GPUs: €41,000 less than buying 6 GPUs
   * now". */
  g_string_append_printf (out, _("When to buy: %s."), saving);
}

/* The Monte Carlo figures in words: how often buying wins, when it breaks even, the spread of
 * the totals and what moves the answer most. */
static void
append_uncertainty (GString       *out,
                    BkUncertainty *uncertainty,
                    const char    *currency)
{
  guint n_samples = bk_uncertainty_get_n_samples (uncertainty);
  guint n_ranges = bk_uncertainty_get_n_ranges (uncertainty);
  g_autofree char *samples = bk_format_number (n_samples, 0);
  g_autofree char *buy = bk_uncertainty_describe_probability (uncertainty, BK_OPTION_BUY);
  g_autofree char *break_even = bk_uncertainty_describe_break_even (uncertainty);
  char *spreads[BK_N_OPTIONS] = { NULL, };
  guint label_width = 0, spread_width = 0;
  gboolean hybrid = bk_uncertainty_get_hybrid_distinct (uncertainty);
  guint n_options = hybrid ? 3 : 2;

  /* Translators: the first %s is a number of samples such as "10,000", %u the number of
   * inputs that have a range. */
  g_string_append_printf (out, ngettext ("Uncertainty: %s plausible cases drawn from the range of "
                                         "%u input.",
                                         "Uncertainty: %s plausible cases drawn from the ranges of "
                                         "%u inputs.", n_ranges),
                          samples, n_ranges);
  g_string_append_printf (out, "\n%s\n", buy);
  if (hybrid)
    {
      g_autofree char *hybrid_text = bk_uncertainty_describe_probability (uncertainty,
                                                                          BK_OPTION_HYBRID);

      g_string_append_printf (out, "%s\n", hybrid_text);
    }
  g_string_append_printf (out, "%s\n", break_even);
  {
    g_autofree char *buy_month = bk_uncertainty_describe_buy_month (uncertainty);

    if (*buy_month != '\0')
      g_string_append_printf (out, "%s\n", buy_month);
  }
  g_string_append_c (out, '\n');

  g_string_append (out, _("Total cost of ownership, P10 to P90:"));
  g_string_append_c (out, '\n');
  for (guint i = 0; i < n_options; i++)
    {
      spreads[i] = bk_uncertainty_describe_tco_span (uncertainty, all_options[i], currency);
      label_width = MAX (label_width, (guint) g_utf8_strlen (bk_option_get_label (all_options[i]), -1));
      spread_width = MAX (spread_width, (guint) g_utf8_strlen (spreads[i], -1));
    }
  for (guint i = 0; i < n_options; i++)
    {
      g_string_append (out, "  ");
      append_padded (out, bk_option_get_label (all_options[i]), label_width, FALSE);
      g_string_append (out, "  ");
      append_padded (out, spreads[i], spread_width, TRUE);
      g_string_append_c (out, '\n');
      g_free (spreads[i]);
    }
  g_string_append_c (out, '\n');

  g_string_append (out, _("What moves the answer most, each input alone across its range:"));
  g_string_append_c (out, '\n');
  for (guint i = 0; i < bk_uncertainty_get_n_sensitivities (uncertainty); i++)
    {
      g_autofree char *line = bk_uncertainty_describe_sensitivity (uncertainty, i, currency);

      g_string_append_printf (out, "  %s\n", line);
    }
  g_string_append_c (out, '\n');
}

/* What renting and buying compare to: the break-even, the optimal pool, when to buy and the
 * uncertainty. */
static void
append_comparison (GString       *out,
                   BkProfile     *profile,
                   BkAnalysis    *analysis,
                   BkUncertainty *uncertainty,
                   const char    *currency)
{
  guint horizon = bk_analysis_get_horizon (analysis);
  int break_even = bk_analysis_get_break_even_month (analysis);
  guint optimal = bk_analysis_get_optimal_owned_gpus (analysis);
  g_autofree char *optimal_tco = bk_format_money (bk_analysis_get_optimal_tco (analysis), currency, -1);
  g_autofree char *optimal_count = bk_format_count (optimal);

  /* Whole sentences rather than a duration put into one, since languages such as German
   * decline "months" after "after" and "within". */
  if (break_even >= 1)
    {
      g_string_append_printf (out, ngettext ("Break-even: after %u month, buying has cost no "
                                             "more cash than renting.",
                                             "Break-even: after %u months, buying has cost no "
                                             "more cash than renting.", (guint) break_even),
                              (guint) break_even);
    }
  else
    {
      /* Translators: %u is the horizon in months. */
      g_string_append_printf (out, ngettext ("Break-even: buying does not catch up with renting "
                                             "within %u month.",
                                             "Break-even: buying does not catch up with renting "
                                             "within %u months.", horizon),
                              horizon);
    }
  g_string_append_c (out, '\n');

  /* Translators: the pool size with the lowest total cost, whatever the checklist says; the
   * first %s is a number of GPUs, "4" or "1,024", the second an amount of money. */
  g_string_append_printf (out, ngettext ("Optimal pool by cost: %s own GPU, with a total cost of %s.",
                                         "Optimal pool by cost: %s own GPUs, with a total cost of %s.",
                                         optimal),
                          optimal_count, optimal_tco);
  if (bk_analysis_has_rental_terms (analysis))
    {
      g_autofree char *mix = bk_rental_mix_describe (bk_analysis_get_optimal_mix (analysis));

      g_string_append_printf (out, "\n    %s", mix);
    }
  g_string_append_c (out, '\n');
  append_strategy (out, profile, analysis, currency);
  g_string_append (out, "\n\n");

  if (uncertainty != NULL)
    append_uncertainty (out, uncertainty, currency);
}

static void
append_checklist (GString    *out,
                  BkAnalysis *analysis)
{
  g_string_append (out, _("Checklist:"));
  g_string_append_c (out, '\n');
  for (guint i = 0; i < BK_N_CHECKLIST_ITEMS; i++)
    {
      /* Translators: one checklist line: the question ("Utilisation"), the way it leans
       * ("rent", "buy" or "neutral") and the reason, a sentence. */
      g_autofree char *reason = bk_words_checklist_reason (analysis, i);

      g_string_append_printf (out, _("  %s (%s): %s"), bk_words_checklist_item (i),
                              bk_words_lean_inline (bk_analysis_get_lean (analysis, i)), reason);
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
}

static char *
report_text (BkProfile     *profile,
             BkAnalysis    *analysis,
             BkUncertainty *uncertainty)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  g_autofree char *horizon_text = bk_format_months (bk_analysis_get_horizon (analysis));
  g_autofree char *verdict = bk_words_verdict_sentence (analysis);
  g_autofree char *agreement = bk_words_agreement_sentence (analysis);
  g_autofree char *review = bk_words_review (profile, analysis);
  char *amounts[BK_N_OPTIONS];
  guint label_width = 0, amount_width = 0;
  /* Without a rent price only owning's own figures mean anything (docs/model.md#no-rent-price). */
  gboolean no_rent = bk_analysis_get_verdict (analysis) == BK_VERDICT_NO_RENT_PRICE;

  g_string_append_printf (out, "%s\n", bk_profile_get_name (profile));
  /* Translators: the first %s is the horizon, such as "36 months", the second a currency code
   * such as "EUR"; amounts are never converted. */
  g_string_append_printf (out, _("Horizon: %s. Amounts in %s, as in the profile."), horizon_text,
                          currency);
  g_string_append (out, "\n\n");

  /* Without any demand there is nothing to compare: no figures, no break-even, no strategy
   * (docs/model.md#no-demand). */
  if (bk_analysis_get_no_demand (analysis))
    {
      g_string_append_printf (out, _("Verdict: %s"), verdict);
      g_string_append (out, "\n\n");
      append_checklist (out, analysis);
      g_string_append_printf (out, "%s\n", review);

      return g_string_free (g_steal_pointer (&out), FALSE);
    }

  /* Translators: followed by the verdict, such as "Rent. Renting every GPU costs the least." */
  g_string_append_printf (out, _("Verdict: %s"), verdict);
  if (bk_analysis_has_rental_terms (analysis) && !no_rent)
    {
      g_autofree char *mix = bk_words_verdict_mix (analysis);

      g_string_append_printf (out, " %s", mix);
    }
  if (*agreement != '\0')
    g_string_append_printf (out, "\n%s", agreement);
  g_string_append (out, "\n\n");

  g_string_append (out, _("Total cost of ownership (cash spent minus what the hardware is still "
                           "worth at the end):"));
  g_string_append_c (out, '\n');

  for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
    {
      amounts[i] = bk_format_money (bk_analysis_get_tco (analysis, all_options[i]), currency, -1);
      label_width = MAX (label_width, (guint) g_utf8_strlen (bk_option_get_label (all_options[i]), -1));
      amount_width = MAX (amount_width, (guint) g_utf8_strlen (amounts[i], -1));
    }

  for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
    {
      guint owned = bk_analysis_get_owned_gpus (analysis, all_options[i]);
      g_autofree char *count = NULL;

      if (no_rent && all_options[i] != BK_OPTION_BUY)
        {
          g_free (amounts[i]);
          continue;
        }
      g_string_append (out, "  ");
      append_padded (out, bk_option_get_label (all_options[i]), label_width, FALSE);
      g_string_append (out, "  ");
      append_padded (out, amounts[i], amount_width, TRUE);
      g_string_append (out, "  ");
      count = bk_format_count (owned);
      /* Translators: %s is a number of GPUs, "4" or "1,024". */
      g_string_append_printf (out, ngettext ("(%s own GPU)", "(%s own GPUs)", owned), count);
      g_string_append_c (out, '\n');
      if (bk_analysis_has_rental_terms (analysis))
        {
          g_autofree char *mix = bk_analysis_describe_mix (analysis, all_options[i]);

          g_string_append_printf (out, "    %s\n", mix);
        }
      g_free (amounts[i]);
    }
  g_string_append_c (out, '\n');
  bk_report_append_hardware_tax (out, profile, analysis, currency);

  if (!no_rent)
    append_comparison (out, profile, analysis, uncertainty, currency);

  append_checklist (out, analysis);

  g_string_append_printf (out, "%s\n", review);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
add_mix (JsonBuilder       *builder,
         const char        *name,
         const BkRentalMix *mix)
{
  g_autofree char *description = bk_rental_mix_describe (mix);

  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "committed_gpus");
  json_builder_add_int_value (builder, mix->committed_gpus);
  json_builder_set_member_name (builder, "term_months");
  json_builder_add_int_value (builder, mix->term_months);
  json_builder_set_member_name (builder, "committed_share");
  json_builder_add_double_value (builder, mix->committed_share);
  json_builder_set_member_name (builder, "spot_share");
  json_builder_add_double_value (builder, mix->spot_share);
  json_builder_set_member_name (builder, "on_demand_share");
  json_builder_add_double_value (builder, mix->on_demand_share);
  json_builder_set_member_name (builder, "description");
  json_builder_add_string_value (builder, description);
  json_builder_end_object (builder);
}

static void
add_double_array (JsonBuilder  *builder,
                  const char   *name,
                  const double *values,
                  guint         n)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    json_builder_add_double_value (builder, values[i]);
  json_builder_end_array (builder);
}

/* How demand changes over time; the same members, at their defaults, when it does not. */
static void
add_demand (JsonBuilder *builder,
            BkProfile   *profile,
            BkAnalysis  *analysis)
{
  BkWorkload *workload = bk_profile_get_workload (profile);
  BkDemandStep steps[BK_MAX_DEMAND_STEPS];
  guint n_steps = 0;

  if (!bk_demand_steps_parse (bk_workload_get_demand_steps (workload), steps, &n_steps, NULL))
    n_steps = 0;

  json_builder_set_member_name (builder, "demand");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "changes");
  json_builder_add_boolean_value (builder, bk_analysis_get_demand_changes (analysis));
  json_builder_set_member_name (builder, "growth_percent");
  json_builder_add_double_value (builder, bk_workload_get_demand_growth_percent (workload));
  json_builder_set_member_name (builder, "steps");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_steps; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "month");
      json_builder_add_int_value (builder, steps[i].month);
      json_builder_set_member_name (builder, "gpus");
      json_builder_add_int_value (builder, steps[i].gpus);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "project_end_month");
  if (bk_workload_get_project_end_month (workload) > 0)
    json_builder_add_int_value (builder, bk_workload_get_project_end_month (workload));
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

/* The best strategy in time, against buying now. */
static void
add_strategy (JsonBuilder *builder,
              BkProfile   *profile,
              BkAnalysis  *analysis)
{
  const BkStrategy *strategy = bk_analysis_get_strategy (analysis);
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  g_autofree char *description = bk_strategy_describe (strategy);
  g_autofree char *saving = bk_strategy_describe_saving (strategy, currency);

  json_builder_set_member_name (builder, "strategy");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "first_gpus");
  json_builder_add_int_value (builder, strategy->first_gpus);
  json_builder_set_member_name (builder, "final_gpus");
  json_builder_add_int_value (builder, strategy->final_gpus);
  json_builder_set_member_name (builder, "buy_month");
  if (strategy->month > 0)
    json_builder_add_int_value (builder, strategy->month);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "tco");
  json_builder_add_double_value (builder, strategy->tco);
  json_builder_set_member_name (builder, "buy_now_gpus");
  json_builder_add_int_value (builder, strategy->buy_now_gpus);
  json_builder_set_member_name (builder, "buy_now_tco");
  json_builder_add_double_value (builder, strategy->buy_now_tco);
  json_builder_set_member_name (builder, "saving");
  json_builder_add_double_value (builder, strategy->buy_now_tco - strategy->tco);
  json_builder_set_member_name (builder, "description");
  json_builder_add_string_value (builder, description);
  json_builder_set_member_name (builder, "summary");
  json_builder_add_string_value (builder, saving);
  add_double_array (builder, "cash", bk_analysis_get_strategy_cash (analysis),
                    bk_analysis_get_horizon (analysis) + 1);
  /* With tax on, these figures stay before tax while the options' are after. */
  if (strategy->before_tax)
    {
      json_builder_set_member_name (builder, "before_tax");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (strategy->required)
    {
      json_builder_set_member_name (builder, "required");
      json_builder_add_boolean_value (builder, TRUE);
    }
  json_builder_end_object (builder);
}

/* bk_json_to_data() writes each double in the shortest form that reads back as the very same
 * number, so a reader gets the engine's figures to the last bit. */
static void
add_break_even (JsonBuilder *builder,
                const char  *name,
                int          month)
{
  json_builder_set_member_name (builder, name);
  if (month >= 1)
    json_builder_add_int_value (builder, month);
  else
    json_builder_add_null_value (builder);
}

/* The Monte Carlo figures; null when the profile has no ranges, so that the member is always
 * there and a script can tell "no ranges" from an old version of the report. */
static void
add_uncertainty (JsonBuilder   *builder,
                 BkUncertainty *uncertainty)
{
  guint n_values;

  json_builder_set_member_name (builder, "uncertainty");
  if (uncertainty == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }

  n_values = bk_uncertainty_get_horizon (uncertainty) + 1;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "samples");
  json_builder_add_int_value (builder, bk_uncertainty_get_n_samples (uncertainty));
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, bk_uncertainty_get_seed (uncertainty));
  add_break_even (builder, "break_even_p10", bk_uncertainty_get_break_even (uncertainty, BK_BAND_P10));
  add_break_even (builder, "break_even_p50", bk_uncertainty_get_break_even (uncertainty, BK_BAND_P50));
  add_break_even (builder, "break_even_p90", bk_uncertainty_get_break_even (uncertainty, BK_BAND_P90));
  json_builder_set_member_name (builder, "probability_buy_cheaper");
  json_builder_add_double_value (builder,
                                 bk_uncertainty_get_probability_cheaper (uncertainty, BK_OPTION_BUY));
  /* 0 is buying now, "never" not within the horizon; null when the horizon is too short to
   * wait. */
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    {
      g_autofree char *name = g_strconcat ("buy_month_", bk_band_to_string (band), NULL);
      int month = bk_uncertainty_get_buy_month (uncertainty, band, NULL, NULL);

      json_builder_set_member_name (builder, name);
      if (month < 0)
        json_builder_add_null_value (builder);
      else if ((guint) month > bk_uncertainty_get_horizon (uncertainty))
        json_builder_add_string_value (builder, "never");
      else
        json_builder_add_int_value (builder, month);
    }
  json_builder_set_member_name (builder, "probability_waiting");
  json_builder_add_double_value (builder, bk_uncertainty_get_probability_waiting (uncertainty));
  json_builder_set_member_name (builder, "probability_hybrid_cheaper");
  json_builder_add_double_value (builder,
                                 bk_uncertainty_get_probability_cheaper (uncertainty, BK_OPTION_HYBRID));

  json_builder_set_member_name (builder, "tco");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
    {
      json_builder_set_member_name (builder, bk_option_to_string (all_options[i]));
      json_builder_begin_object (builder);
      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        {
          json_builder_set_member_name (builder, bk_band_to_string (band));
          json_builder_add_double_value (builder,
                                         bk_uncertainty_get_tco (uncertainty, all_options[i], band));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "bands");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
    {
      json_builder_set_member_name (builder, bk_option_to_string (all_options[i]));
      json_builder_begin_object (builder);
      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        add_double_array (builder, bk_band_to_string (band),
                          bk_uncertainty_get_band (uncertainty, all_options[i], band), n_values);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  /* The tornado: the lead of the single-value analysis' cheapest option over the next, with
   * each input alone at either end of its range. */
  json_builder_set_member_name (builder, "sensitivity");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "leader");
  json_builder_add_string_value (builder, bk_option_to_string (bk_uncertainty_get_leader (uncertainty)));
  json_builder_set_member_name (builder, "runner_up");
  json_builder_add_string_value (builder,
                                 bk_option_to_string (bk_uncertainty_get_runner_up (uncertainty)));
  json_builder_set_member_name (builder, "difference");
  json_builder_add_double_value (builder, bk_uncertainty_get_difference (uncertainty));
  json_builder_set_member_name (builder, "inputs");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bk_uncertainty_get_n_sensitivities (uncertainty); i++)
    {
      const BkSensitivity *s = bk_uncertainty_get_sensitivity (uncertainty, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "input");
      json_builder_add_string_value (builder, bk_input_to_field (s->input));
      json_builder_set_member_name (builder, "low");
      json_builder_add_double_value (builder, s->input_low);
      json_builder_set_member_name (builder, "high");
      json_builder_add_double_value (builder, s->input_high);
      json_builder_set_member_name (builder, "difference_low");
      json_builder_add_double_value (builder, s->difference_low);
      json_builder_set_member_name (builder, "difference_high");
      json_builder_add_double_value (builder, s->difference_high);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  json_builder_end_object (builder);
}

static char *
report_json (BkProfile     *profile,
             BkAnalysis    *analysis,
             BkUncertainty *uncertainty)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  guint horizon = bk_analysis_get_horizon (analysis);
  int break_even = bk_analysis_get_break_even_month (analysis);
  g_autofree char *data = NULL;

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "profile");
  json_builder_add_string_value (builder, bk_profile_get_name (profile));
  json_builder_set_member_name (builder, "currency");
  json_builder_add_string_value (builder, bk_pricing_get_currency (bk_profile_get_pricing (profile)));
  json_builder_set_member_name (builder, "horizon_months");
  json_builder_add_int_value (builder, horizon);
  json_builder_set_member_name (builder, "break_even_month");
  if (break_even >= 1)
    json_builder_add_int_value (builder, break_even);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "optimal_owned_gpus");
  json_builder_add_int_value (builder, bk_analysis_get_optimal_owned_gpus (analysis));
  add_mix (builder, "optimal_mix", bk_analysis_get_optimal_mix (analysis));
  add_demand (builder, profile, analysis);
  /* Without any demand there is nothing to compare: no verdict and no strategy. */
  json_builder_set_member_name (builder, "no_demand");
  json_builder_add_boolean_value (builder, bk_analysis_get_no_demand (analysis));
  if (bk_analysis_get_no_demand (analysis))
    {
      json_builder_set_member_name (builder, "strategy");
      json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "verdict");
      json_builder_add_null_value (builder);
    }
  else
    {
      add_strategy (builder, profile, analysis);
      json_builder_set_member_name (builder, "verdict");
      json_builder_add_string_value (builder,
                                     bk_verdict_to_string (bk_analysis_get_verdict (analysis)));
    }
  json_builder_set_member_name (builder, "review_due");
  json_builder_add_boolean_value (builder, bk_analysis_get_review_due (analysis));

  json_builder_set_member_name (builder, "leans");
  json_builder_begin_array (builder);
  for (guint i = 0; i < BK_N_CHECKLIST_ITEMS; i++)
    {
      g_autofree char *reason = bk_words_checklist_reason (analysis, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "item");
      json_builder_add_string_value (builder, bk_checklist_item_to_string (i));
      json_builder_set_member_name (builder, "lean");
      json_builder_add_string_value (builder, bk_lean_to_string (bk_analysis_get_lean (analysis, i)));
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, reason);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
    {
      BkOption option = all_options[i];

      json_builder_set_member_name (builder, bk_option_to_string (option));
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "owned_gpus");
      json_builder_add_int_value (builder, bk_analysis_get_owned_gpus (analysis, option));
      json_builder_set_member_name (builder, "tco");
      json_builder_add_double_value (builder, bk_analysis_get_tco (analysis, option));
      add_mix (builder, "mix", bk_analysis_get_mix (analysis, option));
      json_builder_set_member_name (builder, "lost_gpu_hours_per_month");
      json_builder_add_double_value (builder, bk_analysis_get_lost_gpu_hours (analysis, option));
      add_double_array (builder, "cash", bk_analysis_get_cash (analysis, option), horizon + 1);
      add_double_array (builder, "net", bk_analysis_get_net (analysis, option), horizon + 1);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  bk_report_add_hardware_tax (builder, profile, analysis);
  add_uncertainty (builder, uncertainty);

  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  data = bk_json_to_data (root, NULL);

  return g_strconcat (data, "\n", NULL);
}

static char *
report_csv (BkAnalysis *analysis)
{
  static const char *header[] = {
    "month", "rent_cash", "rent_net", "buy_cash", "buy_net", "hybrid_cash", "hybrid_net",
  };
  static const char *mix_header[] = {
    "committed_gpus", "committed_share", "spot_share", "on_demand_share",
  };
  BkCsv *csv = bk_csv_new ();
  guint horizon = bk_analysis_get_horizon (analysis);
  gboolean terms = bk_analysis_has_rental_terms (analysis);
  /* The strategy's column comes with demand over time, so that the file of a profile without
   * stays what it always was. */
  const double *strategy = bk_analysis_get_demand_changes (analysis)
                           ? bk_analysis_get_strategy_cash (analysis) : NULL;
  BkAnalysis *before = bk_analysis_get_before_tax (analysis);
  gboolean taxed = bk_analysis_get_after_tax (analysis);

  for (guint i = 0; i < G_N_ELEMENTS (header); i++)
    bk_csv_add_text (csv, header[i]);
  /* With rental terms, each option's mix follows, after the columns every report has. */
  for (guint i = 0; terms && i < G_N_ELEMENTS (all_options); i++)
    for (guint j = 0; j < G_N_ELEMENTS (mix_header); j++)
      {
        g_autofree char *name = g_strdup_printf ("%s_%s", bk_option_to_string (all_options[i]),
                                                 mix_header[j]);

        bk_csv_add_text (csv, name);
      }
  if (strategy != NULL)
    bk_csv_add_text (csv, taxed ? "strategy_cash_before_tax" : "strategy_cash");
  /* After tax, the cash and net columns before tax follow all the others. */
  for (guint i = 1; taxed && i < G_N_ELEMENTS (header); i++)
    {
      g_autofree char *name = g_strconcat (header[i], "_before_tax", NULL);

      bk_csv_add_text (csv, name);
    }
  bk_csv_end_row (csv);

  for (guint m = 0; m <= horizon; m++)
    {
      bk_csv_add_uint (csv, m);
      for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
        {
          bk_csv_add_double (csv, bk_analysis_get_cash (analysis, all_options[i])[m]);
          bk_csv_add_double (csv, bk_analysis_get_net (analysis, all_options[i])[m]);
        }
      for (guint i = 0; terms && i < G_N_ELEMENTS (all_options); i++)
        {
          const BkRentalMix *mix = bk_analysis_get_mix (analysis, all_options[i]);

          bk_csv_add_uint (csv, mix->committed_gpus);
          bk_csv_add_double (csv, mix->committed_share);
          bk_csv_add_double (csv, mix->spot_share);
          bk_csv_add_double (csv, mix->on_demand_share);
        }
      if (strategy != NULL)
        bk_csv_add_double (csv, strategy[m]);
      for (guint i = 0; taxed && i < G_N_ELEMENTS (all_options); i++)
        {
          bk_csv_add_double (csv, bk_analysis_get_cash (before, all_options[i])[m]);
          bk_csv_add_double (csv, bk_analysis_get_net (before, all_options[i])[m]);
        }
      bk_csv_end_row (csv);
    }

  return bk_csv_free_to_string (csv);
}

/**
 * bk_report_render:
 * @profile: the profile
 * @analysis: its analysis, with its best strategy in time searched (its results' strategy stage)
 * @format: text, JSON or CSV
 *
 * When the profile has ranges, the text and the JSON add the Monte Carlo analysis of
 * %BK_UNCERTAINTY_SAMPLES samples from the fixed seed, so the same file always gives the same
 * report.
 *
 * Returns: (transfer full): the report, as bk_report_main() prints it
 */
char *
bk_report_render (BkProfile      *profile,
                  BkAnalysis     *analysis,
                  BkReportFormat  format)
{
  g_autoptr(BkUncertainty) uncertainty = NULL;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);
  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), NULL);
  g_return_val_if_fail (bk_analysis_has_strategy (analysis), NULL);
  g_return_val_if_fail (format != BK_REPORT_FORMAT_PDF, NULL);

  if (format != BK_REPORT_FORMAT_CSV && bk_profile_has_ranges (profile))
    uncertainty = bk_uncertainty_new (profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED,
                                      NULL, NULL);

  switch (format)
    {
    case BK_REPORT_FORMAT_TEXT:
      return report_text (profile, analysis, uncertainty);
    case BK_REPORT_FORMAT_JSON:
      return report_json (profile, analysis, uncertainty);
    case BK_REPORT_FORMAT_CSV:
      return report_csv (analysis);
    case BK_REPORT_FORMAT_PDF:
    default:
      g_return_val_if_reached (NULL);
    }
}

