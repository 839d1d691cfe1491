/* bk-chart-summary.c: what the cost chart shows, in words, for screen readers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The chart's accessible label states its result, and its description the read-out's month;
 * a chart of an analysis or a comparison says what the lines mean rather than listing them.
 */

#define G_LOG_DOMAIN "bk-chart-summary"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-chart-series.h"
#include "bk-chart-summary.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-format.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-uncertainty.h"
#include "bk-words.h"

static char *
format_money (double      amount,
              const char *currency)
{
  return bk_format_money (amount, currency != NULL ? currency : "", -1);
}

/**
 * bk_chart_summary_dup_month_title:
 * @month: a month index, 0 being the start
 *
 * Returns: (transfer full): the heading of the read-out, "Month 14"
 */
char *
bk_chart_summary_dup_month_title (int month)
{
  /* Translators: the heading of the chart's read-out; %d is the month index, 0 being the start. */
  return g_strdup_printf (C_("chart read-out", "Month %d"), month);
}

/**
 * bk_chart_summary_describe_series:
 * @series: (element-type BkChartSeries): the chart's lines
 * @break_even_month: the marked month, or -1
 * @n_months: the last month of the chart
 *
 * Returns: (transfer full): the break-even month and the last value of every line
 */
char *
bk_chart_summary_describe_series (GPtrArray  *series,
                                  int         break_even_month,
                                  guint       n_months,
                                  const char *currency)
{
  g_autoptr (GString) summary = g_string_new (NULL);
  g_autoptr (GString) items = g_string_new (NULL);
  g_autofree char *months = NULL;

  g_return_val_if_fail (series != NULL, NULL);

  if (series->len == 0)
    return g_strdup (_("Cost chart without data"));

  if (break_even_month >= 0)
    {
      guint when = (guint) break_even_month;

      /* Translators: a whole sentence rather than a duration put into one, since languages
       * such as German decline "months" after "after". */
      g_string_append_printf (summary, ngettext ("Break-even after %u month.",
                                                 "Break-even after %u months.", when),
                              when);
      g_string_append_c (summary, ' ');
    }

  for (guint i = 0; i < series->len; i++)
    {
      const BkChartSeries *line = g_ptr_array_index (series, i);
      double value = bk_chart_series_get_last_value (line);
      g_autofree char *money = NULL;

      if (!isfinite (value))
        continue;

      money = format_money (value, currency);
      if (items->len > 0)
        {
          /* Translators: between the totals of two lines in the chart's description. */
          g_string_append (items, C_("chart summary", ", "));
        }
      /* Translators: one line's total in the chart's description: its name, then the amount. */
      g_string_append_printf (items, C_("chart summary", "%s %s"), line->label, money);
    }

  months = bk_format_months (n_months);
  /* Translators: the chart's description; %s are the horizon ("36 months") and the totals of
   * the lines ("Rent €25,000, Buy €30,000"). */
  g_string_append_printf (summary, _("Cumulative costs over %s: %s."), months, items->str);

  return g_string_free_and_steal (g_steal_pointer (&summary));
}

/**
 * bk_chart_summary_describe_month:
 * @series: (element-type BkChartSeries): the chart's lines
 * @month: the read-out's month
 *
 * Returns: (transfer full): the read-out in words: the month and every line's value there, with
 *   its band
 */
char *
bk_chart_summary_describe_month (GPtrArray  *series,
                                 int         month,
                                 const char *currency)
{
  g_autoptr (GString) items = g_string_new (NULL);
  g_autofree char *heading = NULL;

  g_return_val_if_fail (series != NULL, NULL);
  g_return_val_if_fail (month >= 0, NULL);

  heading = bk_chart_summary_dup_month_title (month);

  for (guint i = 0; i < series->len; i++)
    {
      const BkChartSeries *line = g_ptr_array_index (series, i);
      double value = bk_chart_series_get_value (line, month);
      g_autofree char *money = NULL;

      if (!isfinite (value))
        continue;

      money = format_money (value, currency);
      if (items->len > 0)
        {
          /* Translators: between the values of two lines in the chart's read-out. */
          g_string_append (items, C_("chart read-out", ", "));
        }

      if (line->band_low != NULL && isfinite (line->band_low[month])
          && isfinite (line->band_high[month]))
        {
          g_autofree char *low = format_money (line->band_low[month], currency);
          g_autofree char *high = format_money (line->band_high[month], currency);

          /* Translators: one line's value in the chart's read-out with its shaded band: its
           * name, the amount, then the 10th and the 90th percentile. */
          g_string_append_printf (items, C_("chart read-out", "%s %s (%s to %s)"),
                                  line->label, money, low, high);
          continue;
        }

      /* Translators: one line's value in the chart's read-out: its name, then the amount. */
      g_string_append_printf (items, C_("chart read-out", "%s %s"), line->label, money);
    }

  if (items->len == 0)
    return g_steal_pointer (&heading);

  /* Translators: the heading of the chart's read-out ("Month 14"), then the values of every
   * line. */
  return g_strdup_printf (C_("chart read-out", "%s: %s"), heading, items->str);
}

/**
 * bk_chart_summary_describe_analysis:
 * @uncertainty: (nullable): the Monte Carlo analysis whose bands the chart shows
 * @show_net: whether the chart has the line of buying net of the resale value
 * @currency: (nullable): the ISO 4217 code of the amounts
 *
 * Returns: (transfer full): whether the figures are after tax, the break-even, what each option
 *   costs over the horizon, and how often buying is cheaper
 */
char *
bk_chart_summary_describe_analysis (BkAnalysis    *analysis,
                                    BkUncertainty *uncertainty,
                                    gboolean       show_net,
                                    const char    *currency)
{
  g_autoptr (GString) summary = g_string_new (NULL);
  g_autofree char *months = NULL;
  g_autofree char *rent = NULL;
  g_autofree char *buy = NULL;
  guint horizon;
  int break_even;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), NULL);
  g_return_val_if_fail (uncertainty == NULL || BK_IS_UNCERTAINTY (uncertainty), NULL);

  horizon = bk_analysis_get_horizon (analysis);
  break_even = bk_analysis_get_break_even_month (analysis);
  months = bk_format_months (horizon);
  rent = format_money (bk_analysis_get_cash (analysis, BK_OPTION_RENT)[horizon], currency);
  buy = format_money (bk_analysis_get_cash (analysis, BK_OPTION_BUY)[horizon], currency);

  /* Said first, as the switch beside the key figures says it before them. */
  if (bk_analysis_get_after_tax (analysis))
    {
      /* Translators: the start of the cost chart's description for screen readers, when its
       * amounts and break-even are after tax on profit. */
      g_string_append (summary, _("All figures are after tax."));
      g_string_append_c (summary, ' ');
    }

  if (break_even >= 0)
    {
      g_string_append_printf (summary, ngettext ("Buying breaks even after %u month.",
                                                 "Buying breaks even after %u months.",
                                                 (guint) break_even),
                              (guint) break_even);
    }
  else
    {
      /* Translators: %u is the horizon in months. */
      g_string_append_printf (summary, ngettext ("Buying does not break even within %u month.",
                                                 "Buying does not break even within %u months.",
                                                 horizon),
                              horizon);
    }

  g_string_append_c (summary, ' ');

  if (bk_chart_series_shows_hybrid (analysis))
    {
      g_autofree char *hybrid =
        format_money (bk_analysis_get_cash (analysis, BK_OPTION_HYBRID)[horizon], currency);

      /* Translators: the first %s is the horizon ("36 months"), the others amounts of money. */
      g_string_append_printf (summary,
                              _("Over %s, renting costs %s, buying %s and the hybrid %s."),
                              months, rent, buy, hybrid);
    }
  else
    {
      /* Translators: the first %s is the horizon ("36 months"), the others amounts of money. */
      g_string_append_printf (summary, _("Over %s, renting costs %s and buying %s."),
                              months, rent, buy);
    }

  if (bk_analysis_has_rental_terms (analysis))
    {
      g_autofree char *rent_mix = bk_analysis_describe_mix (analysis, BK_OPTION_RENT);

      g_string_append_c (summary, ' ');
      /* Translators: how the renting line rents, "Commit 6 GPUs for 1 year, rent peaks on
       * demand". */
      g_string_append_printf (summary, _("Renting: %s."), rent_mix);

      if (bk_chart_series_shows_hybrid (analysis))
        {
          g_autofree char *hybrid_mix = bk_analysis_describe_mix (analysis, BK_OPTION_HYBRID);

          g_string_append_c (summary, ' ');
          /* Translators: how the hybrid rents what it does not own, "Rent on demand". */
          g_string_append_printf (summary, _("The hybrid’s rented part: %s."), hybrid_mix);
        }
    }

  if (show_net)
    {
      g_autofree char *net =
        format_money (bk_analysis_get_net (analysis, BK_OPTION_BUY)[horizon], currency);

      g_string_append_c (summary, ' ');
      g_string_append_printf (summary, _("Net of the hardware’s resale value, buying costs %s."),
                              net);
    }

  if (uncertainty != NULL)
    {
      g_autofree char *probability = bk_uncertainty_describe_probability (uncertainty,
                                                                          BK_OPTION_BUY);

      g_string_append_c (summary, ' ');
      g_string_append (summary, probability);
      g_string_append_c (summary, ' ');
      g_string_append (summary, _("The shaded bands span the 10th to the 90th percentile of the "
                                  "plausible cases."));
    }

  return g_string_free_and_steal (g_steal_pointer (&summary));
}

/**
 * bk_chart_summary_describe_comparison:
 *
 * Returns: (transfer full): how the comparison chart's lines are told apart, and what each
 *   profile's options cost over its horizon
 */
char *
bk_chart_summary_describe_comparison (BkComparison *comparison)
{
  g_autoptr (GString) summary = g_string_new (NULL);
  guint n;

  g_return_val_if_fail (BK_IS_COMPARISON (comparison), NULL);

  n = bk_comparison_get_n_profiles (comparison);

  /* Translators: the start of the comparison chart's description for screen readers. */
  g_string_append_printf (summary, ngettext ("Cumulative cash of %u profile, one colour each: "
                                             "buying solid, renting dashed, the hybrid dotted.",
                                             "Cumulative cash of %u profiles, one colour each: "
                                             "buying solid, renting dashed, the hybrid dotted.", n),
                          n);

  for (guint i = 0; i < n; i++)
    {
      BkAnalysis *analysis = bk_comparison_get_analysis (comparison, i);
      BkProfile *profile = bk_comparison_get_profile (comparison, i);
      const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
      const char *title = bk_comparison_get_column_title (comparison, i);
      guint horizon = bk_analysis_get_horizon (analysis);
      g_autofree char *months = bk_format_months (horizon);
      g_autofree char *buy = NULL;
      g_autofree char *rent = NULL;

      g_string_append_c (summary, ' ');

      /* A profile without demand has no lines (docs/model.md#no-demand). */
      if (bk_analysis_get_no_demand (analysis))
        {
          /* Translators: one profile in the comparison chart's description, one that needs no
           * GPUs in any month and so has no lines; %s is its name. */
          g_string_append_printf (summary, C_("comparison chart summary",
                                              "%s needs no GPUs in any month: nothing to compare, "
                                              "no lines."),
                                  title);
          continue;
        }

      buy = bk_format_money (bk_analysis_get_cash (analysis, BK_OPTION_BUY)[horizon], currency, -1);
      rent = bk_format_money (bk_analysis_get_cash (analysis, BK_OPTION_RENT)[horizon], currency,
                              -1);

      if (bk_chart_series_shows_hybrid (analysis))
        {
          g_autofree char *hybrid = NULL;

          hybrid = bk_format_money (bk_analysis_get_cash (analysis, BK_OPTION_HYBRID)[horizon],
                                    currency, -1);

          /* Translators: one profile in the comparison chart's description: its name, the
           * horizon ("36 months") and the cash spent by then on each option. */
          g_string_append_printf (summary, C_("comparison chart summary",
                                              "%s, after %s: buying %s, renting %s, the hybrid %s."),
                                  title, months, buy, rent, hybrid);
        }
      else
        {
          /* Translators: one profile in the comparison chart's description: its name, the
           * horizon ("36 months") and the cash spent by then on each option. */
          g_string_append_printf (summary, C_("comparison chart summary",
                                              "%s, after %s: buying %s, renting %s."),
                                  title, months, buy, rent);
        }

      if (bk_analysis_has_rental_terms (analysis))
        {
          g_autofree char *rent_mix = bk_analysis_describe_mix (analysis, BK_OPTION_RENT);

          g_string_append_c (summary, ' ');
          g_string_append_printf (summary, _("Renting: %s."), rent_mix);
        }
    }

  return g_string_free_and_steal (g_steal_pointer (&summary));
}
