/* bk-chart-feed.c: draws a profile's results on a cost chart, following them stage by stage
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The feed follows a profile's results (BkProfileResults) with a signal group and keeps no
 * figure of its own: each stage the results notify builds the chart's series at most once,
 * from what the results hold then. The analysis stage draws the options' lines (and the last
 * strategy's line until the search for this analysis' own is done); the strategy stage draws
 * its line again only if a line is drawn before or after; the uncertainty stage shades the
 * bands. It holds the chart weakly: the chart belongs to the widgets around it.
 */

#define G_LOG_DOMAIN "bk-chart-feed"

#include "config.h"

#include <math.h>

#include "bk-analysis.h"
#include "bk-chart-feed.h"
#include "bk-chart-series.h"
#include "bk-chart-summary.h"
#include "bk-chart.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-pricing.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-uncertainty.h"

struct _BkChartFeed
{
  GObject           parent_instance;

  BkChart          *chart;
  BkProfileResults *results;
  GSignalGroup     *results_signals;
  gboolean          before_tax;
  gboolean          show_net;

  /* Whether the last build drew a strategy's line, to tell whether its stage changes the
   * picture. */
  gboolean          strategy_drawn;

  guint             n_builds;
};

enum {
  PROP_0,
  PROP_RESULTS,
  PROP_BEFORE_TAX,
  PROP_SHOW_NET,
  N_PROPS,
};

G_DEFINE_FINAL_TYPE (BkChartFeed, bk_chart_feed, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

/* Whether the chart draws a line for the best strategy of @strategy beside @analysis' lines:
 * when it buys later than now, with the same horizon, and its cash goes with the figures shown
 * (it is before tax). */
static gboolean
draws_strategy (BkAnalysis *analysis,
                BkAnalysis *strategy)
{
  const BkStrategy *best;

  if (analysis == NULL || strategy == NULL
      || bk_analysis_get_horizon (strategy) != bk_analysis_get_horizon (analysis))
    return FALSE;

  best = bk_analysis_get_strategy (strategy);
  return best != NULL && best->month > 0 && !best->before_tax;
}

static void
rebuild (BkChartFeed *self)
{
  BkAnalysis *analysis, *strategy;
  BkUncertainty *uncertainty;

  if (self->chart == NULL)
    return;

  if (self->results == NULL)
    {
      self->strategy_drawn = FALSE;
      bk_chart_clear (self->chart);
      return;
    }

  analysis = bk_profile_results_get_analysis (self->results, self->before_tax);
  strategy = bk_profile_results_get_strategy_analysis (self->results, self->before_tax);
  uncertainty = bk_profile_results_get_uncertainty (self->results, self->before_tax);

  self->n_builds++;
  self->strategy_drawn = draws_strategy (analysis, strategy);
  bk_chart_show_analysis (self->chart, analysis, self->strategy_drawn ? strategy : NULL,
                          uncertainty, self->show_net,
                          bk_pricing_get_currency (bk_profile_get_pricing (
                            bk_profile_results_get_profile (self->results))));
}

/* Stage 1: every line anew, without the bands of the inputs as they were. */
static void
analysis_done_cb (BkChartFeed *self)
{
  rebuild (self);
}

/* Stage 2: the strategy's line, when one is drawn before or after. */
static void
strategy_done_cb (BkChartFeed *self)
{
  BkAnalysis *analysis = bk_profile_results_get_analysis (self->results, self->before_tax);
  BkAnalysis *strategy = bk_profile_results_get_strategy_analysis (self->results,
                                                                   self->before_tax);

  if (self->strategy_drawn || draws_strategy (analysis, strategy))
    rebuild (self);
}

/* Stage 3: the bands. They go only with a new analysis, whose stage draws the lines without
 * them (the two are notified together, in either order). */
static void
uncertainty_done_cb (BkChartFeed *self)
{
  if (bk_profile_results_get_uncertainty (self->results, self->before_tax) != NULL)
    rebuild (self);
}

static void
bk_chart_feed_dispose (GObject *object)
{
  BkChartFeed *self = BK_CHART_FEED (object);

  if (self->results_signals != NULL)
    g_signal_group_set_target (self->results_signals, NULL);
  g_clear_object (&self->results_signals);
  g_clear_object (&self->results);
  g_clear_weak_pointer (&self->chart);

  G_OBJECT_CLASS (bk_chart_feed_parent_class)->dispose (object);
}

static void
bk_chart_feed_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BkChartFeed *self = BK_CHART_FEED (object);

  switch (prop_id)
    {
    case PROP_RESULTS:
      g_value_set_object (value, bk_chart_feed_get_results (self));
      break;

    case PROP_BEFORE_TAX:
      g_value_set_boolean (value, bk_chart_feed_get_before_tax (self));
      break;

    case PROP_SHOW_NET:
      g_value_set_boolean (value, bk_chart_feed_get_show_net (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_chart_feed_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  BkChartFeed *self = BK_CHART_FEED (object);

  switch (prop_id)
    {
    case PROP_RESULTS:
      bk_chart_feed_set_results (self, g_value_get_object (value));
      break;

    case PROP_BEFORE_TAX:
      bk_chart_feed_set_before_tax (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_NET:
      bk_chart_feed_set_show_net (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_chart_feed_class_init (BkChartFeedClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bk_chart_feed_dispose;
  object_class->get_property = bk_chart_feed_get_property;
  object_class->set_property = bk_chart_feed_set_property;

  /* The results drawn, or %NULL for an empty chart. */
  properties[PROP_RESULTS] =
    g_param_spec_object ("results", NULL, NULL,
                         BK_TYPE_PROFILE_RESULTS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Whether the chart shows the figures before tax (without the bands, which are after tax). */
  properties[PROP_BEFORE_TAX] =
    g_param_spec_boolean ("before-tax", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Whether the chart also shows the cost of buying net of the hardware's resale value. */
  properties[PROP_SHOW_NET] =
    g_param_spec_boolean ("show-net", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_chart_feed_init (BkChartFeed *self)
{
  self->show_net = TRUE;

  self->results_signals = g_signal_group_new (BK_TYPE_PROFILE_RESULTS);
  g_signal_group_connect_swapped (self->results_signals, "notify::analysis",
                                  G_CALLBACK (analysis_done_cb), self);
  g_signal_group_connect_swapped (self->results_signals, "notify::strategy-analysis",
                                  G_CALLBACK (strategy_done_cb), self);
  g_signal_group_connect_swapped (self->results_signals, "notify::uncertainty",
                                  G_CALLBACK (uncertainty_done_cb), self);
}

/**
 * bk_chart_feed_new:
 * @chart: the chart to fill; it is not kept alive by the feed
 *
 * Returns: (transfer full): a feed without results
 */
BkChartFeed *
bk_chart_feed_new (BkChart *chart)
{
  BkChartFeed *self;

  g_return_val_if_fail (BK_IS_CHART (chart), NULL);

  self = g_object_new (BK_TYPE_CHART_FEED, NULL);
  g_set_weak_pointer (&self->chart, chart);

  return self;
}

/* Returns: (transfer none) (nullable): the chart, %NULL once it is gone */
BkChart *
bk_chart_feed_get_chart (BkChartFeed *self)
{
  g_return_val_if_fail (BK_IS_CHART_FEED (self), NULL);

  return self->chart;
}

/* Returns: (transfer none) (nullable): the results drawn */
BkProfileResults *
bk_chart_feed_get_results (BkChartFeed *self)
{
  g_return_val_if_fail (BK_IS_CHART_FEED (self), NULL);

  return self->results;
}

/**
 * bk_chart_feed_set_results:
 * @results: (nullable): a profile's results, or %NULL to clear the chart
 *
 * Draws the cumulative cash of renting, buying and the hybrid (when it differs from both), and,
 * with #BkChartFeed:show-net, buying net of the resale value; the best strategy in time when
 * it buys later; the P10–P90 bands when the results have them; marks the break-even month and
 * states the result in the chart's accessible label. Then follows the results' stages. The
 * feed does not watch the stages (bk_profile_results_watch()): whoever shows the chart does.
 */
void
bk_chart_feed_set_results (BkChartFeed      *self,
                           BkProfileResults *results)
{
  g_return_if_fail (BK_IS_CHART_FEED (self));
  g_return_if_fail (results == NULL || BK_IS_PROFILE_RESULTS (results));

  if (!g_set_object (&self->results, results))
    return;

  g_signal_group_set_target (self->results_signals, results);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULTS]);
}

gboolean
bk_chart_feed_get_before_tax (BkChartFeed *self)
{
  g_return_val_if_fail (BK_IS_CHART_FEED (self), FALSE);

  return self->before_tax;
}

void
bk_chart_feed_set_before_tax (BkChartFeed *self,
                              gboolean     before_tax)
{
  g_return_if_fail (BK_IS_CHART_FEED (self));

  before_tax = !!before_tax;
  if (self->before_tax == before_tax)
    return;

  self->before_tax = before_tax;
  /* Without tax the figures are the same either way. */
  if (self->results != NULL
      && bk_analysis_get_after_tax (bk_profile_results_get_analysis (self->results, FALSE)))
    rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEFORE_TAX]);
}

/* Returns: how many times the feed has built the chart's series, for the tests and benchmarks
 * that count them */
guint
bk_chart_feed_get_n_builds (BkChartFeed *self)
{
  g_return_val_if_fail (BK_IS_CHART_FEED (self), 0);

  return self->n_builds;
}

gboolean
bk_chart_feed_get_show_net (BkChartFeed *self)
{
  g_return_val_if_fail (BK_IS_CHART_FEED (self), FALSE);

  return self->show_net;
}

void
bk_chart_feed_set_show_net (BkChartFeed *self,
                            gboolean     show_net)
{
  g_return_if_fail (BK_IS_CHART_FEED (self));

  show_net = !!show_net;
  if (self->show_net == show_net)
    return;

  self->show_net = show_net;
  if (self->results != NULL)
    rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_NET]);
}

/**
 * bk_chart_show_analysis:
 * @chart: the chart
 * @analysis: the engine's answer
 * @strategy: (nullable): the analysis whose best strategy in time is drawn: @analysis, or an
 *   earlier one of the same profile while the search for @analysis' own waits (its line is
 *   drawn when it has the same horizon and its search is done); %NULL for none
 * @uncertainty: (nullable): the Monte Carlo analysis of the same figures, for the bands
 * @show_net: whether to add buying net of the hardware's resale value
 * @currency: (nullable): the ISO 4217 code of the amounts
 *
 * Replaces the chart's lines with the cumulative cash of renting, buying and the hybrid (when
 * it differs from both), and, with @show_net, buying net of the resale value; marks the
 * break-even month and states the result in the chart's accessible label. Builds the series
 * once. A feed does this for a profile's results at each stage; a picture of one analysis
 * (a test, a benchmark) calls it itself.
 */
void
bk_chart_show_analysis (BkChart       *chart,
                        BkAnalysis    *analysis,
                        BkAnalysis    *strategy,
                        BkUncertainty *uncertainty,
                        gboolean       show_net,
                        const char    *currency)
{
  g_autoptr (GPtrArray) series = NULL;
  g_autofree char *summary = NULL;
  int break_even;
  double break_even_value = NAN;

  g_return_if_fail (BK_IS_CHART (chart));
  g_return_if_fail (BK_IS_ANALYSIS (analysis));
  g_return_if_fail (strategy == NULL || BK_IS_ANALYSIS (strategy));
  g_return_if_fail (uncertainty == NULL || BK_IS_UNCERTAINTY (uncertainty));

  series = bk_chart_series_for_analysis_full (analysis, strategy, uncertainty, show_net);
  summary = bk_chart_summary_describe_analysis (analysis, uncertainty, show_net, currency);

  /* The mark sits on buying's line, where it meets renting's. */
  break_even = bk_analysis_get_break_even_month (analysis);
  if (break_even >= 0 && (guint) break_even <= bk_analysis_get_horizon (analysis))
    break_even_value = bk_analysis_get_cash (analysis, BK_OPTION_BUY)[break_even];

  g_object_freeze_notify (G_OBJECT (chart));
  bk_chart_set_currency (chart, currency);
  bk_chart_set_series (chart, series, break_even, break_even_value, summary);
  g_object_thaw_notify (G_OBJECT (chart));
}
