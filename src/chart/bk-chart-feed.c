/* bk-chart-feed.c: gives a cost chart the lines of an analysis and of its uncertainty
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * It holds the chart weakly: the chart belongs to the widgets around it. Each setter builds the
 * chart's series once at most, so that a page following a profile's results builds them once per
 * stage: the analysis' lines, then the strategy's line, then the uncertainty's bands.
 */

#define G_LOG_DOMAIN "bk-chart-feed"

#include "config.h"

#include <math.h>

#include "bk-chart-feed.h"
#include "bk-chart-series.h"
#include "bk-chart-summary.h"

struct _BkChartFeed
{
  GObject        parent_instance;

  BkChart       *chart;
  BkAnalysis    *analysis;
  BkUncertainty *uncertainty;
  char          *currency;
  gboolean       show_net;

  /* The analysis whose best strategy in time is drawn: the analysis itself, or an earlier one
   * of the same profile while the search for the analysis' own waits. */
  BkAnalysis    *strategy;

  guint          n_builds;
};

enum {
  PROP_0,
  PROP_ANALYSIS,
  PROP_UNCERTAINTY,
  PROP_SHOW_NET,
  N_PROPS,
};

G_DEFINE_FINAL_TYPE (BkChartFeed, bk_chart_feed, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void
rebuild (BkChartFeed *self)
{
  g_autoptr (GPtrArray) series = NULL;
  g_autofree char *summary = NULL;
  int break_even;
  double break_even_value = NAN;

  if (self->chart == NULL || self->analysis == NULL)
    return;

  self->n_builds++;
  series = bk_chart_series_for_analysis_full (self->analysis, self->strategy, self->uncertainty,
                                              self->show_net);
  summary = bk_chart_summary_describe_analysis (self->analysis, self->uncertainty, self->show_net,
                                                self->currency);

  /* The mark sits on buying's line, where it meets renting's. */
  break_even = bk_analysis_get_break_even_month (self->analysis);
  if (break_even >= 0 && (guint) break_even <= bk_analysis_get_horizon (self->analysis))
    break_even_value = bk_analysis_get_cash (self->analysis, BK_OPTION_BUY)[break_even];

  bk_chart_set_series (self->chart, series, break_even, break_even_value, summary);
}

static void
bk_chart_feed_dispose (GObject *object)
{
  BkChartFeed *self = BK_CHART_FEED (object);

  g_clear_weak_pointer (&self->chart);
  g_clear_object (&self->analysis);
  g_clear_object (&self->uncertainty);
  g_clear_object (&self->strategy);

  G_OBJECT_CLASS (bk_chart_feed_parent_class)->dispose (object);
}

static void
bk_chart_feed_finalize (GObject *object)
{
  BkChartFeed *self = BK_CHART_FEED (object);

  g_clear_pointer (&self->currency, g_free);

  G_OBJECT_CLASS (bk_chart_feed_parent_class)->finalize (object);
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
    case PROP_ANALYSIS:
      g_value_set_object (value, bk_chart_feed_get_analysis (self));
      break;

    case PROP_UNCERTAINTY:
      g_value_set_object (value, bk_chart_feed_get_uncertainty (self));
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
    case PROP_UNCERTAINTY:
      bk_chart_feed_set_uncertainty (self, g_value_get_object (value));
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
  object_class->finalize = bk_chart_feed_finalize;
  object_class->get_property = bk_chart_feed_get_property;
  object_class->set_property = bk_chart_feed_set_property;

  /* The analysis whose lines the chart shows, or %NULL. */
  properties[PROP_ANALYSIS] =
    g_param_spec_object ("analysis", NULL, NULL,
                         BK_TYPE_ANALYSIS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The Monte Carlo analysis whose P10–P90 bands shade the lines, or %NULL. */
  properties[PROP_UNCERTAINTY] =
    g_param_spec_object ("uncertainty", NULL, NULL,
                         BK_TYPE_UNCERTAINTY,
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
}

/**
 * bk_chart_feed_new:
 * @chart: the chart to fill; it is not kept alive by the feed
 *
 * Returns: (transfer full): a feed without an analysis
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

BkAnalysis *
bk_chart_feed_get_analysis (BkChartFeed *self)
{
  g_return_val_if_fail (BK_IS_CHART_FEED (self), NULL);

  return self->analysis;
}

/**
 * bk_chart_feed_set_analysis:
 * @analysis: (nullable): the engine's answer, or %NULL to clear the chart
 * @currency: (nullable): the ISO 4217 code of its amounts
 *
 * bk_chart_feed_set_analysis_full() with the analysis' own strategy line, searched now if it
 * was not yet.
 */
void
bk_chart_feed_set_analysis (BkChartFeed *self,
                            BkAnalysis  *analysis,
                            const char  *currency)
{
  bk_chart_feed_set_analysis_full (self, analysis, analysis, currency);
}

/**
 * bk_chart_feed_set_analysis_full:
 * @analysis: (nullable): the engine's answer, or %NULL to clear the chart
 * @strategy: (nullable): the analysis whose best strategy in time is drawn: @analysis, or an
 *   earlier one of the same profile while the search for @analysis' own waits (its line is
 *   drawn when it has the same horizon); %NULL for none
 * @currency: (nullable): the ISO 4217 code of its amounts
 *
 * Replaces the chart's lines with the cumulative cash of renting, buying and the hybrid (when it
 * differs from both), and, with #BkChartFeed:show-net, buying net of the resale value; marks the
 * break-even month and states the result in the chart's accessible label. The uncertainty is
 * dropped: its bands belong to the previous analysis. Builds the series once.
 */
void
bk_chart_feed_set_analysis_full (BkChartFeed *self,
                                 BkAnalysis  *analysis,
                                 BkAnalysis  *strategy,
                                 const char  *currency)
{
  g_autoptr (BkAnalysis) keep = NULL;
  gboolean analysis_changed;
  gboolean uncertainty_changed;

  g_return_if_fail (BK_IS_CHART_FEED (self));
  g_return_if_fail (analysis == NULL || BK_IS_ANALYSIS (analysis));
  g_return_if_fail (strategy == NULL || BK_IS_ANALYSIS (strategy));

  if (analysis != NULL)
    keep = g_object_ref (analysis);

  analysis_changed = g_set_object (&self->analysis, analysis);
  uncertainty_changed = g_set_object (&self->uncertainty, NULL);
  if (analysis == NULL)
    strategy = NULL;
  g_set_object (&self->strategy, strategy);
  g_set_str (&self->currency, currency);

  if (self->chart != NULL)
    {
      g_object_freeze_notify (G_OBJECT (self->chart));

      if (analysis == NULL)
        {
          bk_chart_clear (self->chart);
        }
      else
        {
          bk_chart_set_currency (self->chart, currency);
          rebuild (self);
        }

      g_object_thaw_notify (G_OBJECT (self->chart));
    }

  if (analysis_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
  if (uncertainty_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNCERTAINTY]);
}

/* Returns: (transfer none) (nullable): the uncertainty whose bands the chart shows */
BkUncertainty *
bk_chart_feed_get_uncertainty (BkChartFeed *self)
{
  g_return_val_if_fail (BK_IS_CHART_FEED (self), NULL);

  return self->uncertainty;
}

/**
 * bk_chart_feed_set_uncertainty:
 * @uncertainty: (nullable): the Monte Carlo analysis of the profile the analysis comes from, or
 *   %NULL to remove the bands
 *
 * Shades each option's P10–P90 band around its line and says in the accessible label how often
 * buying is cheaper. An uncertainty that does not fit the analysis (another horizon or pool
 * size) adds no bands.
 */
void
bk_chart_feed_set_uncertainty (BkChartFeed   *self,
                               BkUncertainty *uncertainty)
{
  g_return_if_fail (BK_IS_CHART_FEED (self));
  g_return_if_fail (uncertainty == NULL || BK_IS_UNCERTAINTY (uncertainty));

  if (!g_set_object (&self->uncertainty, uncertainty))
    return;

  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNCERTAINTY]);
}

/* Whether the chart draws a line for the best strategy of @strategy beside @analysis' lines. */
static gboolean
draws_strategy (BkAnalysis *analysis,
                BkAnalysis *strategy)
{
  const BkStrategy *best;

  if (analysis == NULL || strategy == NULL
      || bk_analysis_get_horizon (strategy) != bk_analysis_get_horizon (analysis))
    return FALSE;

  best = bk_analysis_get_strategy (strategy);
  return best->month > 0 && !best->before_tax;
}

/**
 * bk_chart_feed_set_strategy:
 * @strategy: (nullable): the analysis whose best strategy in time is drawn, as for
 *   bk_chart_feed_set_analysis_full()
 *
 * Replaces the strategy's line once its search has run. The series are built again only when
 * the old or the new strategy draws a line.
 */
void
bk_chart_feed_set_strategy (BkChartFeed *self,
                            BkAnalysis  *strategy)
{
  gboolean drawn;

  g_return_if_fail (BK_IS_CHART_FEED (self));
  g_return_if_fail (strategy == NULL || BK_IS_ANALYSIS (strategy));

  if (self->analysis == NULL || self->strategy == strategy)
    return;

  drawn = draws_strategy (self->analysis, self->strategy);
  g_set_object (&self->strategy, strategy);

  if (self->chart != NULL && (drawn || draws_strategy (self->analysis, strategy)))
    rebuild (self);
}

/* Returns: (transfer none) (nullable): the analysis whose strategy line the chart shows */
BkAnalysis *
bk_chart_feed_get_strategy (BkChartFeed *self)
{
  g_return_val_if_fail (BK_IS_CHART_FEED (self), NULL);

  return self->strategy;
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
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_NET]);
}
