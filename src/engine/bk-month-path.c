/* bk-month-path.c: the demand month by month, and an option's cost summed over its months
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Demand that grows, steps or ends makes every month's served and rented GPU-hours its own. The
 * amounts of a month are still the engine's (bk_cost_flows_init_served() and bk_cost_month()), so
 * a month with the inputs' own demand costs what it costs without changes; only the sums over
 * the months are taken here, one month at a time.
 */

#define G_LOG_DOMAIN "bk-cost"

#include "config.h"

#include <string.h>

#include "bk-engine-private.h"

/* The largest pool the strategy search tries, whatever the demand grows to. */
#define MAX_SEARCHED_GPUS (2 * BK_MAX_GPUS)

/**
 * bk_engine_demand_changes:
 * @in: the inputs
 *
 * docs/model.md#demand-over-time: demand changes within the horizon when it grows (or
 * shrinks), steps in a month 1..H (a step of +0 too) or ends before month H. A step after the
 * horizon and an end at or after it change no month.
 *
 * Returns: whether the engine sums month by month
 */
gboolean
bk_engine_demand_changes (const BkEngineInputs *in)
{
  guint n_steps;

  g_return_val_if_fail (in != NULL, FALSE);

  n_steps = MIN (in->demand.n_steps, BK_MAX_DEMAND_STEPS);
  /* Work on another GPU: every month's levels are fractions of GPUs. */
  if (bk_engine_throughput (in) != 1.0)
    return TRUE;
  if (in->demand.growth_percent != 0)
    return TRUE;
  if (in->demand.project_end_month > 0 && in->demand.project_end_month < in->horizon_months)
    return TRUE;
  for (guint i = 0; i < n_steps; i++)
    if (in->demand.steps[i].month <= in->horizon_months)
      return TRUE;

  return FALSE;
}

/**
 * bk_engine_demand_path:
 * @in: the inputs
 * @path: (out caller-allocates): the demand of every month
 *
 * B_m = max(0, B·γ_m + Σ steps up to m), P_m = P·γ_m, γ_m = (1 + g)^((m − 1)/12), both 0 after
 * the project's end. Without changes (bk_engine_demand_changes()) only `varies` and `max_gpus`
 * are filled in: every month has B and P.
 */
void
bk_engine_demand_path (const BkEngineInputs *in,
                       BkDemandPath         *path)
{
  guint base_gpus = in->demand.base_gpus, burst_gpus = in->demand.burst_gpus;
  guint horizon = CLAMP (in->horizon_months, 1, BK_MAX_HORIZON_MONTHS);
  double growth = 1.0 + in->demand.growth_percent / 100.0;
  guint end = in->demand.project_end_month;
  const BkDemandStep *steps = in->demand.steps;
  guint n_steps = MIN (in->demand.n_steps, BK_MAX_DEMAND_STEPS);
  double t = bk_engine_throughput (in);
  double top = (base_gpus + burst_gpus) / t;
  double added = 0.0;
  guint next = 0;

  g_return_if_fail (path != NULL);

  memset (path, 0, sizeof *path);
  path->varies = bk_engine_demand_changes (in);
  /* At least one, so that there is always a way of buying now. */
  path->max_gpus = MAX (bk_engine_gpus_for_work (base_gpus + burst_gpus, t), 1);
  if (!path->varies)
    return;

  for (guint m = 1; m <= horizon; m++)
    {
      double gamma = growth == 1.0 ? 1.0 : pow (growth, (double) (m - 1) / 12.0);

      while (next < n_steps && steps[next].month <= m)
        added += steps[next++].gpus;

      if (end > 0 && m > end)
        continue;

      path->base[m] = MAX (0.0, base_gpus * gamma + added);
      path->peak[m] = burst_gpus * gamma;
      if (t != 1.0)
        {
          path->base[m] /= t;
          path->peak[m] /= t;
        }
      top = MAX (top, path->base[m] + path->peak[m]);
    }

  path->max_gpus = (guint) CLAMP (t == 1.0 ? ceil (top) : (double) bk_engine_gpus_for_work (top, 1.0),
                                  1.0, (double) MAX_SEARCHED_GPUS);
}

/* Month m's levels with the shares of bk_cost_demand_init(). */
void
bk_cost_month_demand (BkCostMonthDemand  *demand,
                      const BkCostInputs *in,
                      double              utilisation,
                      guint               month)
{
  double u = CLAMP (utilisation / 100.0, 0.0, 1.0);
  double b = in->peak_share;
  double base = in->base_gpus, peak = in->burst_gpus;

  g_assert (month >= 1 && month <= in->horizon);

  if (in->path.varies)
    {
      base = in->path.base[month];
      peak = in->path.peak[month];
    }

  demand->levels[0] = base + peak;
  demand->levels[1] = base;
  demand->levels[2] = peak;
  demand->levels[3] = 0.0;
  demand->shares[0] = u * b;
  demand->shares[1] = u * (1.0 - b);
  demand->shares[2] = (1.0 - u) * b;
  demand->shares[3] = (1.0 - u) * (1.0 - b);
}

/* demand[m] for months 1..H. */
void
bk_cost_fill_month_demand (BkCostMonthDemand  *demand,
                           const BkCostInputs *in,
                           double              utilisation)
{
  for (guint m = 1; m <= in->horizon; m++)
    bk_cost_month_demand (&demand[m], in, utilisation, m);
}

double
bk_cost_month_served (const BkCostMonthDemand *demand,
                      double                   owned)
{
  double served = 0.0;

  for (guint i = 0; i < G_N_ELEMENTS (demand->levels); i++)
    served += demand->shares[i] * MIN (demand->levels[i], owned);

  return served;
}

double
bk_cost_month_excess (const BkCostMonthDemand *demand,
                      double                   owned)
{
  double excess = 0.0;

  for (guint i = 0; i < G_N_ELEMENTS (demand->levels); i++)
    {
      if (demand->levels[i] > owned)
        excess += demand->shares[i] * (demand->levels[i] - owned);
    }

  return excess;
}

/* L_t: the largest level that takes any time; with fewer own GPUs the month rents. */
double
bk_cost_month_top (const BkCostMonthDemand *demand)
{
  double top = 0.0;

  for (guint i = 0; i < G_N_ELEMENTS (demand->levels); i++)
    {
      if (demand->shares[i] > 0)
        top = MAX (top, demand->levels[i]);
    }

  return top;
}

/* One month's amounts for a pool; onboarding and the committed payments are the whole
 * horizon's, so they follow `rents` (whether the option rents in any month). */
static void
month_flows (BkCostFlows             *flows,
             const BkCostInputs      *in,
             const double            *x,
             const BkCostMonthDemand *demand,
             guint                    owned,
             guint                    committed,
             gboolean                 rents)
{
  double served, excess, above;

  served = bk_cost_month_served (demand, owned);
  excess = bk_cost_month_excess (demand, owned);
  above = committed > 0 ? bk_cost_month_excess (demand, owned + committed) : excess;

  /* The same amounts in a month that rents nothing, but with the committed GPUs idle: their
   * payments stay, and with them spot's share of nothing. */
  bk_cost_flows_init_served (flows, in, x, served, excess, above, owned, committed);
  if (rents)
    {
      flows->amounts[BK_CATEGORY_ONBOARDING] = x[BK_INPUT_ONBOARDING_HOURS] * in->staff_rate;
      flows->amounts[BK_CATEGORY_RENT_COMMITTED] = BK_HOURS_PER_MONTH * committed
                                                   * x[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR];
    }
}

/**
 * bk_cost_time_option:
 * @in: the inputs, with a demand that changes over time
 * @x: the ranged inputs' values
 * @discount: the discount factors of months 0..H
 * @rent_price: the rent price factors of months 0..H
 * @commit: the commitment factors of months 0..H
 * @value_h: the share of its price the hardware is worth at H
 * @owned: how many GPUs the option owns
 * @committed: how many GPUs it commits
 * @monthly: (nullable): BK_N_CATEGORIES rows of H + 1 nominal amounts to fill in
 * @cash: (nullable): room for the cumulative discounted cash C[0..H]
 * @average: (out caller-allocates) (optional): the months' amounts averaged, for the mix
 * @months: (nullable): the demand of months 1..H for @x (bk_cost_fill_month_demand()), when the
 *   caller has it already
 *
 * Returns: the option's TCO, N[H], after tax when @in has tax on (@cash stays before tax)
 */
double
bk_cost_time_option (const BkCostInputs *in,
                     const double       *x,
                     const double       *discount,
                     const double       *rent_price,
                     const double       *commit,
                     double              value_h,
                     guint               owned,
                     guint               committed,
                     double            **monthly,
                     double             *cash,
                     BkCostFlows        *average,
                     const BkCostMonthDemand *months)
{
  guint horizon = in->horizon;
  gboolean rents = FALSE;
  BkCostMonthDemand own_demand[BK_MAX_HORIZON_MONTHS + 1];
  const BkCostMonthDemand *demand = months;
  BkCostFlows flows;
  double c, capital;

  if (demand == NULL)
    {
      bk_cost_fill_month_demand (own_demand, in, x[BK_INPUT_UTILISATION]);
      demand = own_demand;
    }
  for (guint m = 1; m <= horizon && !rents; m++)
    rents = bk_cost_month_excess (&demand[m], owned) > 0;
  if (!rents)
    committed = 0;
  /* Lost GPU-hours rented on demand need the cloud pipeline as well (bk_cost_flows_init()). */
  if (owned > 0 && in->lost_rented && x[BK_INPUT_LOST_HOURS] > 0)
    for (guint m = 1; m <= horizon && !rents; m++)
      rents = x[BK_INPUT_LOST_HOURS] / 100.0 * bk_cost_month_served (&demand[m], owned)
              > in->spare_gpus;

  if (average != NULL)
    memset (average, 0, sizeof *average);

  /* Up front: the first month's flows carry capital, onboarding and the committed share. */
  month_flows (&flows, in, x, &demand[1], owned, committed, rents);
  capital = flows.amounts[BK_CATEGORY_CAPITAL];
  c = bk_cost_up_front (&flows, commit[0]);
  if (cash != NULL)
    cash[0] = c;
  if (monthly != NULL)
    for (guint k = 0; k < BK_N_CATEGORIES; k++)
      monthly[k][0] = k == BK_CATEGORY_CAPITAL || k == BK_CATEGORY_ONBOARDING
                      ? flows.amounts[k]
                      : k == BK_CATEGORY_RENT_COMMITTED ? flows.amounts[k] * commit[0] : 0.0;

  for (guint m = 1; m <= horizon; m++)
    {
      /* Steps and an end leave the demand as it was in most months, and with it the flows. */
      if (m > 1 && memcmp (&demand[m], &demand[m - 1], sizeof demand[m]) != 0)
        month_flows (&flows, in, x, &demand[m], owned, committed, rents);

      c = c + discount[m] * bk_cost_month (&flows, rent_price[m], commit[m]);
      if (cash != NULL)
        cash[m] = c;

      if (monthly != NULL)
        for (guint k = 0; k < BK_N_CATEGORIES; k++)
          {
            double amount = flows.amounts[k];

            switch (k)
              {
              case BK_CATEGORY_CAPITAL:
              case BK_CATEGORY_ONBOARDING:
                monthly[k][m] = 0.0;
                break;
              case BK_CATEGORY_RENT_COMMITTED:
                monthly[k][m] = amount * commit[m];
                break;
              case BK_CATEGORY_RENT_COMPUTE:
              case BK_CATEGORY_RENT_SPOT:
                monthly[k][m] = amount * rent_price[m];
                break;
              default:
                monthly[k][m] = amount;
                break;
              }
          }

      if (average != NULL)
        {
          average->served += flows.served / horizon;
          average->rented += flows.rented / horizon;
          average->above += flows.above / horizon;
          average->lost += flows.lost / horizon;
          average->committed = flows.committed;
          average->spot = MAX (average->spot, flows.spot);
        }
    }

  if (average != NULL)
    {
      average->committed = committed;
      average->amounts[BK_CATEGORY_CAPITAL] = capital;
    }

  return bk_cost_net (in, x, c, capital, value_h, discount[horizon], horizon);
}
