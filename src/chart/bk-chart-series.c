/* bk-chart-series.c: the lines the cost chart draws, and how an analysis becomes them
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The chart knows lines, not the engine: this file turns an analysis (with the bands of its
 * uncertainty) or a comparison into the lines, their colours and their strokes.
 */

#define G_LOG_DOMAIN "bk-chart-series"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-chart-series.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-format.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-uncertainty.h"
#include "bk-words.h"

/* The palette's colours of the options: buying blue, renting orange, the hybrid green. */
#define COLOR_BUY 0
#define COLOR_RENT 1
#define COLOR_HYBRID 2
#define COLOR_STRATEGY 3

/**
 * bk_chart_series_new:
 * @label: the name in the legend, the read-out and the CSV header
 * @values: (array length=n_values): one value per month, from month 0; NAN leaves a gap
 * @line: the stroke style
 * @color_index: index into the palette; it wraps around after %BK_CHART_N_COLORS
 *
 * Returns: (transfer full): a line without a band; the values are copied
 */
BkChartSeries *
bk_chart_series_new (const char   *label,
                     const double *values,
                     guint         n_values,
                     BkChartLine   line,
                     guint         color_index)
{
  BkChartSeries *series;

  g_return_val_if_fail (label != NULL, NULL);
  g_return_val_if_fail (values != NULL, NULL);
  g_return_val_if_fail (n_values > 0, NULL);

  series = g_new0 (BkChartSeries, 1);
  series->label = g_strdup (label);
  series->values = g_memdup2 (values, sizeof (double) * n_values);
  series->n_values = n_values;
  series->line = line;
  series->color_index = color_index;
  series->mark_month = -1;

  return series;
}

/**
 * bk_chart_series_set_mark:
 * @month: the month to mark, or -1 for none
 * @label: (nullable): the mark's text
 *
 * Marks one month of the line with a dot and a short text, such as the month in which a
 * strategy buys.
 */
void
bk_chart_series_set_mark (BkChartSeries *series,
                          int            month,
                          const char    *label)
{
  g_return_if_fail (series != NULL);
  g_return_if_fail (month >= -1 && (month < 0 || (guint) month < series->n_values));

  series->mark_month = month;
  g_set_str (&series->mark_label, label);
}

void
bk_chart_series_free (BkChartSeries *series)
{
  if (series == NULL)
    return;

  g_free (series->mark_label);
  g_free (series->label);
  g_free (series->values);
  g_free (series->band_low);
  g_free (series->band_high);
  g_free (series->note);
  g_free (series);
}

/**
 * bk_chart_series_set_band:
 * @low: (array) (nullable): the band's lower edge, as many values as the series has; %NULL
 *   removes the band
 * @high: (array) (nullable): its upper edge
 *
 * The values are copied.
 */
void
bk_chart_series_set_band (BkChartSeries *series,
                          const double  *low,
                          const double  *high)
{
  g_return_if_fail (series != NULL);
  g_return_if_fail ((low == NULL) == (high == NULL));

  g_clear_pointer (&series->band_low, g_free);
  g_clear_pointer (&series->band_high, g_free);

  if (low == NULL)
    return;

  series->band_low = g_memdup2 (low, sizeof (double) * series->n_values);
  series->band_high = g_memdup2 (high, sizeof (double) * series->n_values);
}

/* Returns: the value at @month, or NAN where the series has none */
double
bk_chart_series_get_value (const BkChartSeries *series,
                           int                  month)
{
  g_return_val_if_fail (series != NULL, NAN);

  if (month < 0 || (guint) month >= series->n_values)
    return NAN;

  return series->values[month];
}

/* Returns: the last finite value of the series, or NAN when it has none */
double
bk_chart_series_get_last_value (const BkChartSeries *series)
{
  double value = NAN;

  g_return_val_if_fail (series != NULL, NAN);

  for (guint j = series->n_values; j > 0 && !isfinite (value); j--)
    value = series->values[j - 1];

  return value;
}

/**
 * bk_chart_series_get_extent:
 * @series: (element-type BkChartSeries): lines
 * @n_months: (out): the last month of the longest line, 0 without lines
 * @min: (out): the lowest finite value of any line or band, infinity without one
 * @max: (out): the highest, minus infinity without one
 */
void
bk_chart_series_get_extent (GPtrArray *series,
                            guint     *n_months,
                            double    *min,
                            double    *max)
{
  g_return_if_fail (series != NULL);
  g_return_if_fail (n_months != NULL && min != NULL && max != NULL);

  *n_months = 0;
  *min = INFINITY;
  *max = -INFINITY;

  for (guint i = 0; i < series->len; i++)
    {
      const BkChartSeries *line = g_ptr_array_index (series, i);

      *n_months = MAX (*n_months, line->n_values - 1);

      for (guint j = 0; j < line->n_values; j++)
        {
          double values[] = {
            line->values[j],
            line->band_low ? line->band_low[j] : NAN,
            line->band_high ? line->band_high[j] : NAN,
          };

          for (guint k = 0; k < G_N_ELEMENTS (values); k++)
            {
              if (!isfinite (values[k]))
                continue;

              *min = MIN (*min, values[k]);
              *max = MAX (*max, values[k]);
            }
        }
    }
}

/**
 * bk_chart_series_shows_hybrid:
 *
 * Returns: whether the hybrid of @analysis is a line of its own: one that owns some GPUs, but
 *   not as many as buying (else it is one of the other two lines)
 */
gboolean
bk_chart_series_shows_hybrid (BkAnalysis *analysis)
{
  guint hybrid;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), FALSE);

  hybrid = bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID);

  return hybrid > 0 && hybrid < bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY);
}

/* With rental terms, the lines of renting and the hybrid say how they rent; buying rents
 * nothing but, when they are rented, the GPU-hours its GPUs lose. */
static char *
rental_note (BkAnalysis *analysis,
             BkOption    option)
{
  if (!bk_analysis_has_rental_terms (analysis)
      || (option == BK_OPTION_BUY && !bk_analysis_get_mix (analysis, option)->lost_on_demand))
    return NULL;

  return bk_analysis_describe_mix (analysis, option);
}

static BkChartSeries *
add_option (GPtrArray   *array,
            BkAnalysis  *analysis,
            BkOption     option,
            const char  *label,
            guint        color_index)
{
  BkChartSeries *series = bk_chart_series_new (label, bk_analysis_get_cash (analysis, option),
                                               bk_analysis_get_horizon (analysis) + 1,
                                               BK_CHART_LINE_SOLID, color_index);

  series->note = rental_note (analysis, option);
  g_ptr_array_add (array, series);

  return series;
}

/* The uncertainty's P10–P90 band around an option's line, as long as it fits the analysis: the
 * same horizon and the same pool size. */
static void
add_band (BkChartSeries *series,
          BkAnalysis    *analysis,
          BkUncertainty *uncertainty,
          BkOption       option)
{
  if (uncertainty == NULL
      || bk_uncertainty_get_horizon (uncertainty) != bk_analysis_get_horizon (analysis)
      || bk_uncertainty_get_owned_gpus (uncertainty, option)
         != bk_analysis_get_owned_gpus (analysis, option))
    return;

  bk_chart_series_set_band (series,
                            bk_uncertainty_get_band (uncertainty, option, BK_BAND_P10),
                            bk_uncertainty_get_band (uncertainty, option, BK_BAND_P90));
}

/* The best strategy in time, when it buys later than now: its cash, dotted, with its buy month
 * marked. */
static void
add_strategy (GPtrArray  *array,
              BkAnalysis *analysis)
{
  const BkStrategy *strategy = bk_analysis_get_strategy (analysis);
  g_autofree char *label = NULL;
  g_autofree char *mark = NULL;
  g_autofree char *count = NULL;
  BkChartSeries *series;
  guint added;

  /* Its cash is before tax: beside the options' cash after tax it would mislead. */
  if (strategy == NULL || strategy->month == 0 || strategy->before_tax)
    return;

  added = strategy->final_gpus - strategy->first_gpus;

  label = bk_strategy_describe (strategy);
  series = bk_chart_series_new (label, bk_analysis_get_strategy_cash (analysis),
                                bk_analysis_get_horizon (analysis) + 1, BK_CHART_LINE_DOTTED,
                                COLOR_STRATEGY);
  count = bk_format_count (added);
  /* Translators: the label at the month in which the best strategy buys, in the chart; it
   * should stay short. %s is a number of GPUs, "4" or "1,024". */
  mark = g_strdup_printf (ngettext ("Buy %s GPU", "Buy %s GPUs", added), count);
  bk_chart_series_set_mark (series, (int) strategy->month, mark);
  g_ptr_array_add (array, series);
}

/**
 * bk_chart_series_for_analysis:
 * @uncertainty: (nullable): the Monte Carlo analysis of the same profile, for the bands
 * @show_net: whether to add buying net of the hardware's resale value
 *
 * The cumulative cash of renting, buying and the hybrid (when it is a line of its own), with
 * the P10–P90 band of each option whose uncertainty fits, the best strategy in time when it
 * buys later (dotted, its buy month marked), and, with @show_net, buying net of the resale
 * value, dashed.
 *
 * Returns: (transfer full) (element-type BkChartSeries): the lines
 */
GPtrArray *
bk_chart_series_for_analysis (BkAnalysis    *analysis,
                              BkUncertainty *uncertainty,
                              gboolean       show_net)
{
  return bk_chart_series_for_analysis_full (analysis, analysis, uncertainty, show_net);
}

/**
 * bk_chart_series_for_analysis_full:
 * @strategy: (nullable): the analysis whose best strategy in time is drawn, @analysis itself
 *   or, while the search for its own still waits, the last one of the same horizon; %NULL for
 *   none
 *
 * As bk_chart_series_for_analysis(), with the strategy's line taken from @strategy.
 *
 * Returns: (transfer full) (element-type BkChartSeries): the lines
 */
GPtrArray *
bk_chart_series_for_analysis_full (BkAnalysis    *analysis,
                                   BkAnalysis    *strategy,
                                   BkUncertainty *uncertainty,
                                   gboolean       show_net)
{
  GPtrArray *array;
  BkChartSeries *series;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), NULL);
  g_return_val_if_fail (strategy == NULL || BK_IS_ANALYSIS (strategy), NULL);
  g_return_val_if_fail (uncertainty == NULL || BK_IS_UNCERTAINTY (uncertainty), NULL);

  array = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_chart_series_free);

  series = add_option (array, analysis, BK_OPTION_RENT, bk_option_get_label (BK_OPTION_RENT),
                       COLOR_RENT);
  add_band (series, analysis, uncertainty, BK_OPTION_RENT);
  series = add_option (array, analysis, BK_OPTION_BUY, bk_option_get_label (BK_OPTION_BUY),
                       COLOR_BUY);
  add_band (series, analysis, uncertainty, BK_OPTION_BUY);

  if (bk_chart_series_shows_hybrid (analysis))
    {
      guint owned = bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID);
      g_autofree char *count = bk_format_count (owned);
      g_autofree char *label = NULL;

      /* Translators: the name of a line in the cost chart; %s is a number of GPUs, "4" or
       * "1,024". */
      label = g_strdup_printf (ngettext ("Hybrid, %s own GPU", "Hybrid, %s own GPUs", owned),
                               count);
      series = add_option (array, analysis, BK_OPTION_HYBRID, label, COLOR_HYBRID);
      add_band (series, analysis, uncertainty, BK_OPTION_HYBRID);
    }

  if (strategy != NULL
      && bk_analysis_get_horizon (strategy) == bk_analysis_get_horizon (analysis))
    add_strategy (array, strategy);

  if (show_net)
    g_ptr_array_add (array,
                     bk_chart_series_new (C_("chart line", "Buy, net of resale value"),
                                          bk_analysis_get_net (analysis, BK_OPTION_BUY),
                                          bk_analysis_get_horizon (analysis) + 1,
                                          BK_CHART_LINE_DASHED, COLOR_BUY));

  return array;
}

static const char *
column_currency (BkComparison *comparison,
                 guint         column)
{
  return bk_pricing_get_currency (bk_profile_get_pricing (bk_comparison_get_profile (comparison,
                                                                                     column)));
}

/* A line's name in the legend and the read-out: the profile and the option, and the currency
 * when the profiles count in different ones. */
static char *
comparison_label (BkComparison *comparison,
                  guint         column,
                  BkOption      option)
{
  const char *title = bk_comparison_get_column_title (comparison, column);
  g_autofree char *label = NULL;

  switch (option)
    {
    case BK_OPTION_BUY:
      /* Translators: a line of the comparison chart: a profile's name and the option. */
      label = g_strdup_printf (C_("comparison chart line", "%s — buy"), title);
      break;

    case BK_OPTION_RENT:
      /* Translators: a line of the comparison chart: a profile's name and the option. */
      label = g_strdup_printf (C_("comparison chart line", "%s — rent"), title);
      break;

    case BK_OPTION_HYBRID:
      /* Translators: a line of the comparison chart: a profile's name and the option. */
      label = g_strdup_printf (C_("comparison chart line", "%s — hybrid"), title);
      break;

    default:
      g_assert_not_reached ();
    }

  if (bk_comparison_get_currency (comparison) == NULL)
    /* Translators: a line of the comparison chart and its currency code: "Today — buy (EUR)". */
    return g_strdup_printf (C_("comparison chart line", "%s (%s)"), label,
                            column_currency (comparison, column));

  return g_steal_pointer (&label);
}

/**
 * bk_chart_series_for_comparison:
 *
 * One colour per profile; the option is told by the stroke: buying solid, renting dashed and
 * the hybrid, where it is a line of its own, dotted.
 *
 * Returns: (transfer full) (element-type BkChartSeries): the lines of every profile
 */
GPtrArray *
bk_chart_series_for_comparison (BkComparison *comparison)
{
  static const struct
  {
    BkOption    option;
    BkChartLine line;
  } lines[] = {
    { BK_OPTION_BUY, BK_CHART_LINE_SOLID },
    { BK_OPTION_RENT, BK_CHART_LINE_DASHED },
    { BK_OPTION_HYBRID, BK_CHART_LINE_DOTTED },
  };
  GPtrArray *array;

  g_return_val_if_fail (BK_IS_COMPARISON (comparison), NULL);

  array = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_chart_series_free);

  for (guint i = 0; i < bk_comparison_get_n_profiles (comparison); i++)
    {
      BkAnalysis *analysis = bk_comparison_get_analysis (comparison, i);
      guint n_values = bk_analysis_get_horizon (analysis) + 1;

      /* Without demand every line is flat at 0: nothing to compare (docs/model.md#no-demand). */
      if (bk_analysis_get_no_demand (analysis))
        continue;

      for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
        {
          g_autofree char *label = NULL;
          BkChartSeries *series;

          if (lines[l].option == BK_OPTION_HYBRID && !bk_chart_series_shows_hybrid (analysis))
            continue;

          label = comparison_label (comparison, i, lines[l].option);
          series = bk_chart_series_new (label, bk_analysis_get_cash (analysis, lines[l].option),
                                        n_values, lines[l].line, i);
          series->note = rental_note (analysis, lines[l].option);
          g_ptr_array_add (array, series);
        }
    }

  return array;
}
