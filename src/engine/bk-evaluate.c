/* bk-evaluate.c: the three options month by month, the optimal pool and the break-even
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-engine"

#include "config.h"

#include <string.h>

#include "bk-engine-private.h"

/* The net cost, the resale value and, with tax on, the cash after tax, from the cash before. */
static void
finish_option (BkOptionFigures     *result,
               const BkCostInputs  *in,
               const BkCostFactors *f,
               double               capital)
{
  guint horizon = in->horizon;

  for (guint m = 0; m <= horizon; m++)
    result->net[m] = bk_cost_net (in, in->value, result->cash[m], capital, f->value[m],
                                  f->discount[m], m);

  result->resale = bk_cost_resale (capital, f->value[horizon], f->discount[horizon]);
  if (in->tax)
    {
      double rate = in->value[BK_INPUT_TAX_RATE] / 100.0;

      for (guint m = 0; m <= horizon; m++)
        result->cash[m] = bk_tax_cash (result->cash[m], rate, capital,
                                       in->tax_schedule.deducted[m]);
      result->resale = bk_tax_resale (capital, f->value[horizon], f->discount[horizon], rate,
                                      in->tax_schedule.book[horizon]);
    }
}

/* compute_option() for a demand that changes over time: the engine sums month by month. */
static void
compute_option_in_time (BkOptionFigures     *result,
                        const BkCostInputs  *in,
                        const BkCostFactors *f,
                        guint                owned,
                        guint                committed)
{
  guint horizon = in->horizon;
  BkCostFlows average;

  result->owned = owned;
  bk_cost_time_option (in, in->value, f->discount, f->rent_price, f->commit, f->value[horizon],
                       owned, committed, result->monthly, result->cash, &average, NULL);
  bk_cost_describe_flows (&average, in, &result->mix);

  for (guint c = 0; c < BK_N_CATEGORIES; c++)
    {
      double sum = 0.0;

      for (guint m = 0; m <= horizon; m++)
        sum += f->discount[m] * result->monthly[c][m];
      result->totals[c] = sum;
    }

  result->lost = average.lost;
  finish_option (result, in, f, average.amounts[BK_CATEGORY_CAPITAL]);
}

/* One option's figures month by month from the engine's flows: the nominal amount of every
 * category, the cumulative cash and the net cost. */
static void
compute_option (BkOptionFigures     *result,
                const BkCostInputs  *in,
                const BkCostFactors *f,
                const BkDemand      *demand,
                guint                owned,
                guint                committed)
{
  guint horizon = in->horizon;
  BkCostFlows flows;
  double capital;

  g_assert (result != NULL);

  if (in->path.varies)
    {
      compute_option_in_time (result, in, f, owned, committed);
      return;
    }

  bk_cost_flows_init (&flows, in, in->value, demand, owned, committed);
  capital = flows.amounts[BK_CATEGORY_CAPITAL];
  result->owned = owned;
  result->lost = flows.lost;
  bk_cost_describe_flows (&flows, in, &result->mix);

  for (guint c = 0; c < BK_N_CATEGORIES; c++)
    {
      double sum;

      bk_cost_fill_category (result->monthly[c], &flows, c, f->rent_price, f->commit, horizon);

      sum = 0.0;
      for (guint m = 0; m <= horizon; m++)
        sum += f->discount[m] * result->monthly[c][m];
      result->totals[c] = sum;
    }

  bk_cost_cash (&flows, f->discount, f->rent_price, f->commit, horizon, result->cash);
  finish_option (result, in, f, capital);
}

static void
compute_optimal_pool (BkEngineResults     *self,
                      const BkCostInputs  *in,
                      const BkCostFactors *f,
                      const BkDemand      *demand)
{
  guint best_k = 0, best_c = in->commit[BK_OPTION_RENT];
  double best = self->options[BK_OPTION_RENT].net[in->horizon];
  BkCostFlows flows;

  for (guint k = 1; k <= in->owned[BK_OPTION_BUY]; k++)
    {
      guint c = bk_cost_choose_commit (in, in->value, f, demand, k);
      double n;

      /* Where k is one of the three options, take its TCO as reported, so that the optimal pool
       * and the verdict never disagree by rounding. */
      if (k == self->options[BK_OPTION_BUY].owned)
        n = self->options[BK_OPTION_BUY].net[in->horizon];
      else if (k == self->options[BK_OPTION_HYBRID].owned)
        n = self->options[BK_OPTION_HYBRID].net[in->horizon];
      else if (in->path.varies)
        n = bk_cost_time_option (in, in->value, f->discount, f->rent_price, f->commit,
                                 f->value[in->horizon], k, c, NULL, NULL, NULL, NULL);
      else
        n = bk_cost_tco_closed_form (in, in->value, f, demand, k, c);

      if (bk_costs_less (n, best))
        {
          best = n;
          best_k = k;
          best_c = c;
        }
    }

  self->optimal_owned = best_k;
  self->optimal_tco = best;

  if (in->path.varies)
    bk_cost_time_option (in, in->value, f->discount, f->rent_price, f->commit,
                         f->value[in->horizon], best_k, best_c, NULL, NULL, &flows, NULL);
  else
    bk_cost_flows_init (&flows, in, in->value, demand, best_k, best_c);
  bk_cost_describe_flows (&flows, in, &self->optimal_mix);
}

/* Whether no GPU is needed in any month (docs/model.md#no-demand). */
static gboolean
needs_nothing (const BkCostInputs *in)
{
  if (!in->path.varies)
    return in->base_gpus + in->burst_gpus == 0;

  for (guint m = 1; m <= in->horizon; m++)
    if (in->path.base[m] + in->path.peak[m] > 0)
      return FALSE;

  return TRUE;
}

/* The first month from 1 on in which buying has cost no more cash than renting (ties within a
 * billionth); none when nothing is needed. */
static void
compute_break_even (BkEngineResults *self)
{
  const double *rent = self->options[BK_OPTION_RENT].cash;
  const double *buy = self->options[BK_OPTION_BUY].cash;

  self->break_even_month = -1;
  if (self->no_demand)
    return;

  for (guint m = 1; m <= self->horizon; m++)
    {
      if (bk_cost_breaks_even (buy[m], rent[m]))
        {
          self->break_even_month = (int) m;
          return;
        }
    }
}

/**
 * bk_engine_evaluate:
 * @in: the inputs
 * @results: (out caller-allocates): the figures; free them with bk_engine_results_clear()
 *
 * Every figure of the three options for @in's own values: their amounts month by month with
 * the cheapest rental mix of each, the optimal pool, the break-even and the cheapest option
 * (docs/model.md#the-options). With tax on, every amount is after tax.
 */
void
bk_engine_evaluate (const BkEngineInputs *in,
                    BkEngineResults      *results)
{
  BkCostInputs cost;
  BkCostFactors f;
  BkDemand demand;
  double tco[BK_N_OPTIONS];
  gsize stride;
  double *p;

  g_return_if_fail (in != NULL);
  g_return_if_fail (results != NULL);

  memset (results, 0, sizeof *results);
  bk_cost_inputs_init (&cost, in);
  bk_cost_factors_init (&f, &cost, cost.value);
  bk_cost_demand_init (&demand, cost.base_gpus, cost.burst_gpus, cost.peak_share,
                       cost.value[BK_INPUT_UTILISATION]);

  results->horizon = cost.horizon;

  /* One block for every array: per option cash, net and one row per category. */
  stride = cost.horizon + 1;
  results->block = g_new (double, BK_N_OPTIONS * (2 + BK_N_CATEGORIES) * stride);
  p = results->block;
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      BkOptionFigures *result = &results->options[o];

      result->cash = p;
      p += stride;
      result->net = p;
      p += stride;
      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        {
          result->monthly[c] = p;
          p += stride;
        }

      compute_option (result, &cost, &f, &demand, cost.owned[o], cost.commit[o]);
    }

  results->rental_terms = cost.value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] > 0
                          || cost.value[BK_INPUT_SPOT_PRICE_PER_GPU_HOUR] > 0;
  results->demand_changes = cost.path.varies;
  results->hybrid_distinct = bk_cost_hybrid_distinct (&cost);
  results->no_demand = needs_nothing (&cost);

  compute_optimal_pool (results, &cost, &f, &demand);
  compute_break_even (results);

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    tco[o] = results->options[o].net[cost.horizon];
  results->cheapest = bk_engine_cheapest (tco, results->hybrid_distinct, -1);

  /* The search in time compares cash before tax, with the same month factors. */
  {
    BkEnginePrepared *prepared = g_new (BkEnginePrepared, 1);

    prepared->cost = cost;
    prepared->cost.tax = FALSE;
    prepared->factors = f;
    results->prepared = prepared;
  }
}

/**
 * bk_engine_results_clear:
 * @results: figures of bk_engine_evaluate()
 *
 * Frees the arrays; @results may be cleared again.
 */
void
bk_engine_results_clear (BkEngineResults *results)
{
  g_return_if_fail (results != NULL);

  g_clear_pointer (&results->block, g_free);
  g_clear_pointer (&results->prepared, g_free);
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      results->options[o].cash = NULL;
      results->options[o].net = NULL;
      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        results->options[o].monthly[c] = NULL;
    }
}
