/* bk-strategy-search.c: when to buy, searched over every buy month and pool size
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bk_strategy_cost() is the definition, month by month; bk_strategy_search_naive() tries every
 * strategy with it, in O(H²·K²). bk_strategy_search() finds the same strategy in O(K·H) from the
 * running sums S_n(m) of each pool size's discounted months: a strategy's TCO is a part of its
 * first pool plus a part of its final pool, so for one month the best first pool for every final
 * pool is a running minimum. A strategy that changes its pool rents on demand and spot only; one
 * that keeps its pool rents with that pool's cheapest mix, as an option owning it does, so that
 * renting throughout is the rent option and buying B + P now the buy option.
 */

#define G_LOG_DOMAIN "bk-strategy"

#include "config.h"

#include <string.h>

#include "bk-engine-private.h"

/* One month's flows with `owned` GPUs of one's own. */
static void
demand_flows (BkCostFlows             *flows,
              const BkCostInputs      *in,
              const double            *x,
              const BkCostMonthDemand *demand,
              guint                    owned)
{
  double excess = bk_cost_month_excess (demand, owned);

  bk_cost_flows_init_served (flows, in, x, bk_cost_month_served (demand, owned), excess, excess,
                             owned, 0);
}

static void
month_flows (BkCostFlows        *flows,
             const BkCostInputs *in,
             const double       *x,
             guint               month,
             guint               owned)
{
  BkCostMonthDemand demand;

  bk_cost_month_demand (&demand, in, x[BK_INPUT_UTILISATION], month);
  demand_flows (flows, in, x, &demand, owned);
}

static inline double
gpu_capital (const BkCostInputs *in,
             const double       *x)
{
  return x[BK_INPUT_PURCHASE_PRICE] + in->host_cost;
}

/* c_m: a GPU bought in month m, its price changed by the yearly purchase-price change q
 * (docs/model.md#purchase-prices-that-change); the server share stays as it is. */
static inline double
gpu_capital_in (const BkCostInputs *in,
                const double       *x,
                guint               month)
{
  double q = x[BK_INPUT_PURCHASE_PRICE_CHANGE];

  if (q == 0 || month == 0)
    return gpu_capital (in, x);

  return x[BK_INPUT_PURCHASE_PRICE] * pow (1.0 + q / 100.0, month / 12.0) + in->host_cost;
}

/* Whether a month's own GPUs lose hours that are rented on demand: that rents as well. */
static inline gboolean
rents_lost (const BkCostInputs *in,
            const BkCostFlows  *flows)
{
  return in->lost_rented && flows->lost > 0;
}

/* The GPUs a pool of n buys: n and the spares, none without a pool (bk_cost_flows_init()). */
static inline double
bought (const BkCostInputs *in,
        guint               n)
{
  return n > 0 ? (double) (n + in->spare_gpus) : 0.0;
}

/**
 * bk_strategy_kept_commit:
 * @in: the inputs as the formulas use them
 * @factors: the month factors for @in's own values
 * @pool: n, the GPUs a strategy owns from the start to the end
 *
 * A strategy that keeps its pool rents what the pool does not cover with the cheapest mix, as
 * an option owning that pool does (docs/model.md#the-cheapest-mix), chosen for @in's own values:
 * a commitment is signed before the uncertainty resolves.
 *
 * Returns: the committed GPUs of keeping @pool
 */
guint
bk_strategy_kept_commit (const BkCostInputs  *in,
                         const BkCostFactors *factors,
                         guint                pool)
{
  BkDemand demand;

  if (!in->commits)
    return 0;

  bk_cost_demand_init (&demand, in->base_gpus, in->burst_gpus, in->peak_share,
                       in->value[BK_INPUT_UTILISATION]);
  return bk_cost_choose_commit (in, in->value, factors, &demand, pool);
}

/* The TCO before tax of keeping @pool GPUs with @committed of the rented ones committed: what an
 * option owning them costs, summed as the options' figures are. */
static double
kept_pool_cost (const BkCostInputs      *in,
                const double            *x,
                const BkCostFactors     *factors,
                guint                    pool,
                guint                    committed,
                double                  *cash,
                const BkCostMonthDemand *months)
{
  guint horizon = in->horizon;
  double own[BK_MAX_HORIZON_MONTHS + 1];
  double *c = cash != NULL ? cash : own;
  double capital;

  if (in->path.varies)
    {
      BkCostFlows average;

      bk_cost_time_option (in, x, factors->discount, factors->rent_price, factors->commit,
                           factors->value[horizon], pool, committed, NULL, c, &average, months);
      capital = average.amounts[BK_CATEGORY_CAPITAL];
    }
  else
    {
      BkDemand demand;
      BkCostFlows flows;

      bk_cost_demand_init (&demand, in->base_gpus, in->burst_gpus, in->peak_share,
                           x[BK_INPUT_UTILISATION]);
      bk_cost_flows_init (&flows, in, x, &demand, pool, committed);
      bk_cost_cash (&flows, factors->discount, factors->rent_price, factors->commit, horizon, c);
      capital = flows.amounts[BK_CATEGORY_CAPITAL];
    }

  return c[horizon] - bk_cost_resale (capital, factors->value[horizon],
                                      factors->discount[horizon]);
}

/**
 * bk_strategy_cost:
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values
 * @factors: the month factors for @x
 * @first: k, the GPUs owned from the start
 * @final: n ≥ k, the GPUs owned after @month
 * @month: m, 1..H − 1 when k < n; ignored when k = n
 * @cash: (nullable): room for the cumulative discounted cash C[0..H]
 *
 * @x must be @in's own values: a pool kept throughout commits what the single-value analysis
 * commits.
 *
 * Returns: the strategy's TCO, as docs/model.md#strategies-in-time defines it
 */
double
bk_strategy_cost (const BkCostInputs  *in,
                  const double        *x,
                  const BkCostFactors *factors,
                  guint                first,
                  guint                final,
                  guint                month,
                  double              *cash)
{
  guint horizon = in->horizon;
  double cap = gpu_capital (in, x);
  gboolean rents = FALSE;
  double c, resale;

  g_assert (first <= final);
  if (first == final)
    {
      guint committed = bk_strategy_kept_commit (in, factors, first);

      if (committed > 0)
        return kept_pool_cost (in, x, factors, first, committed, cash, NULL);
      month = horizon;
    }
  g_assert (month >= 1 && month <= horizon);

  for (guint t = 1; t <= horizon && !rents; t++)
    {
      BkCostMonthDemand demand;
      BkCostFlows flows;

      bk_cost_month_demand (&demand, in, x[BK_INPUT_UTILISATION], t);
      demand_flows (&flows, in, x, &demand, t <= month ? first : final);
      rents = bk_cost_month_excess (&demand, t <= month ? first : final) > 0
              || rents_lost (in, &flows);
    }

  c = bought (in, first) * cap + (rents ? x[BK_INPUT_ONBOARDING_HOURS] * in->staff_rate : 0.0);
  if (cash != NULL)
    cash[0] = c;

  for (guint t = 1; t <= horizon; t++)
    {
      BkCostFlows flows;

      month_flows (&flows, in, x, t, t <= month ? first : final);
      c = c + factors->discount[t] * bk_cost_month (&flows, factors->rent_price[t], 0.0);
      if (t == month && final > first)
        c = c + factors->discount[t] * ((bought (in, final) - bought (in, first))
                                        * gpu_capital_in (in, x, month));
      if (cash != NULL)
        cash[t] = c;
    }

  resale = bk_cost_resale (bought (in, first) * cap, factors->value[horizon],
                           factors->discount[horizon]);
  if (final > first)
    resale += bk_cost_resale ((bought (in, final) - bought (in, first))
                              * gpu_capital_in (in, x, month),
                              factors->value[horizon - month],
                              factors->discount[horizon]);

  return c - resale;
}

static void
consider (BkStrategyChoice *best,
          guint             first,
          guint             final,
          guint             month,
          double            tco)
{
  if (best->tco == INFINITY || bk_costs_less (tco, best->tco))
    *best = (BkStrategyChoice) { first, final, month, tco };
}

/**
 * bk_strategy_search_naive:
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values
 * @factors: the month factors for @x
 * @best: (out caller-allocates): the best strategy
 * @buy_now: (out caller-allocates): the cheapest strategy that buys now, k = n ≥ 1
 *
 * Every strategy by its definition, in the order the ties need: the reference for the tests.
 */
void
bk_strategy_search_naive (const BkCostInputs  *in,
                          const double        *x,
                          const BkCostFactors *factors,
                          BkStrategyChoice    *best,
                          BkStrategyChoice    *buy_now)
{
  guint top = in->path.max_gpus;

  best->tco = buy_now->tco = INFINITY;

  for (guint n = 0; n <= top; n++)
    {
      double tco = bk_strategy_cost (in, x, factors, n, n, 0, NULL);

      consider (best, n, n, 0, tco);
      if (n > 0)
        consider (buy_now, n, n, 0, tco);
    }

  for (guint m = 1; m < in->horizon; m++)
    for (guint n = 1; n <= top; n++)
      for (guint k = 0; k < n; k++)
        consider (best, k, n, m, bk_strategy_cost (in, x, factors, k, n, m, NULL));
}

/**
 * bk_strategy_search:
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values
 * @factors: the month factors for @x
 * @best: (out caller-allocates): the best strategy
 * @buy_now: (out caller-allocates): the cheapest strategy that buys now, k = n ≥ 1
 *
 * The search of bk_strategy_search_naive() in O(K·H). The TCOs it reports are the definition's,
 * so that they match the strategy's cash to the last bit.
 */
void
bk_strategy_search (const BkCostInputs  *in,
                    const double        *x,
                    const BkCostFactors *factors,
                    BkStrategyChoice    *best,
                    BkStrategyChoice    *buy_now)
{
  guint horizon = in->horizon;
  guint top = in->path.max_gpus;
  gsize width = top + 1;
  const double *d = factors->discount;
  double cap = gpu_capital (in, x);
  double onboarding = x[BK_INPUT_ONBOARDING_HOURS] * in->staff_rate;
  double z = cap - bk_cost_resale (cap, factors->value[horizon], d[horizon]);
  g_autofree double *sums = g_new (double, (horizon + 1) * width);
  g_autofree double *tops = g_new (double, 2 * (horizon + 2));
  g_autofree BkCostFlows *flows = g_new (BkCostFlows, width);
  /* lost[t][n]: pool n rents lost hours in some month ≤ t, and after the sums in some month > t */
  g_autofree gboolean *lost_before = g_new0 (gboolean, (horizon + 1) * width);
  g_autofree gboolean *lost_after = g_new0 (gboolean, (horizon + 1) * width);
  double *prefix_top = tops, *suffix_top = tops + horizon + 2;
  BkCostMonthDemand last = { { -1.0 } };

  /* S[m][n] = Σ_{t ≤ m} d_t · (month t's amounts with n own GPUs), m-major so that one month's
   * row is contiguous. A month whose demand is the last one's has its flows, but for the price
   * factor: without changes the flows are worked out once, with steps once per step. */
  memset (sums, 0, width * sizeof *sums);
  prefix_top[0] = 0.0;
  for (guint t = 1; t <= horizon; t++)
    {
      const double *previous = sums + (t - 1) * width;
      double *row = sums + t * width;
      double r = factors->rent_price[t];
      BkCostMonthDemand demand;

      bk_cost_month_demand (&demand, in, x[BK_INPUT_UTILISATION], t);
      if (memcmp (&demand, &last, sizeof demand) != 0)
        {
          for (guint n = 0; n <= top; n++)
            demand_flows (&flows[n], in, x, &demand, n);
          last = demand;
        }
      prefix_top[t] = bk_cost_month_top (&demand);

      for (guint n = 0; n <= top; n++)
        {
          row[n] = previous[n] + d[t] * bk_cost_month (&flows[n], r, 0.0);
          lost_after[t * width + n] = rents_lost (in, &flows[n]);
          lost_before[t * width + n] = lost_before[(t - 1) * width + n]
                                       || lost_after[t * width + n];
        }
    }
  /* The months' own flags turned into "in some month after t". */
  for (guint n = 0; n <= top; n++)
    {
      gboolean later = FALSE;

      for (guint t = horizon; t >= 1; t--)
        {
          gboolean own = lost_after[t * width + n];

          lost_after[t * width + n] = later;
          later = later || own;
        }
      lost_after[n] = later;
    }

  /* L_t turned into max_{t ≤ m} and max_{t > m}. */
  suffix_top[horizon] = 0.0;
  for (guint m = horizon; m >= 1; m--)
    suffix_top[m - 1] = MAX (suffix_top[m], prefix_top[m]);
  for (guint t = 1; t <= horizon; t++)
    prefix_top[t] = MAX (prefix_top[t], prefix_top[t - 1]);

  best->tco = buy_now->tco = INFINITY;

  /* No change: n · z + S_n(H), and onboarding unless n covers every month; with its cheapest
   * mix when that commits. */
  for (guint n = 0; n <= top; n++)
    {
      const double *end = sums + horizon * width;
      guint committed = bk_strategy_kept_commit (in, factors, n);
      double tco = committed > 0
                   ? kept_pool_cost (in, x, factors, n, committed, NULL, NULL)
                   : bought (in, n) * z + end[n]
                     + (n < suffix_top[0] || lost_after[n] ? onboarding : 0.0);

      consider (best, n, n, 0, tco);
      if (n > 0)
        consider (buy_now, n, n, 0, tco);
    }

  for (guint m = 1; m < horizon; m++)
    {
      const double *row = sums + m * width;
      const double *end = sums + horizon * width;
      double cap_m = gpu_capital_in (in, x, m);
      double w = cap_m * d[m] - bk_cost_resale (cap_m, factors->value[horizon - m], d[horizon]);
      double min_a = INFINITY, min_b = INFINITY;
      guint arg_a = 0, arg_b = 0;

      for (guint n = 0; n <= top; n++)
        {
          if (n > 0)
            {
              double part = bought (in, n) * w + (end[n] - row[n]);
              double tco;
              guint k;

              /* Rents after m whatever k is, or only when k falls short before m. */
              if (n < suffix_top[m] || lost_after[m * width + n])
                {
                  tco = min_a + onboarding + part;
                  k = arg_a;
                }
              else
                {
                  tco = min_b + part;
                  k = arg_b;
                }
              if (bk_costs_less (tco, best->tco))
                *best = (BkStrategyChoice) { k, n, m, tco };
            }

          /* n joins the first pools for the larger final ones. */
          {
            double a = bought (in, n) * z + row[n] - bought (in, n) * w;
            double b = a + (n < prefix_top[m] || lost_before[m * width + n] ? onboarding : 0.0);

            if (min_a == INFINITY || bk_costs_less (a, min_a))
              {
                min_a = a;
                arg_a = n;
              }
            if (min_b == INFINITY || bk_costs_less (b, min_b))
              {
                min_b = b;
                arg_b = n;
              }
          }
        }
    }

  best->tco = bk_strategy_cost (in, x, factors, best->first, best->final, best->month, NULL);
  buy_now->tco = bk_strategy_cost (in, x, factors, buy_now->first, buy_now->final, 0, NULL);
}

/* A sample's outcome from its three candidates (docs/model.md#when-to-buy-under-uncertainty): ties
 * go as in the search, which tries the pools kept before the changes and smaller pools first. */
static guint
sample_outcome (guint  first,
                guint  now,
                guint  horizon,
                guint  month,
                double later_tco,
                double now_tco,
                double never_tco)
{
  gboolean never;

  /* Nothing to wait for. */
  if (horizon < 2)
    return 0;

  never = first < now ? !bk_costs_less (now_tco, never_tco)
                      : first > now && bk_costs_less (never_tco, now_tco);
  if (later_tco != INFINITY && bk_costs_less (later_tco, never ? never_tco : now_tco))
    return month;

  return never ? horizon + 1 : 0;
}

/* bk_strategy_best_month() for the same demand every month: a pool's month is F + R · r_t, so
 * its running sum is F · D_m + R · DR_m with D and DR the running sums of d_t and d_t · r_t,
 * and whether a strategy rents does not depend on its month. */
static void
best_month_steady (const BkCostInputs  *in,
                   const double        *x,
                   const BkCostFactors *factors,
                   guint                first,
                   guint                final,
                   guint                now,
                   guint                first_commit,
                   guint                now_commit,
                   guint               *month,
                   double              *later_tco,
                   double              *now_tco,
                   double              *never_tco)
{
  guint horizon = in->horizon;
  const double *d = factors->discount;
  const double *r = factors->rent_price;
  double cap = gpu_capital (in, x);
  double onboarding = x[BK_INPUT_ONBOARDING_HOURS] * in->staff_rate;
  double z = cap - bk_cost_resale (cap, factors->value[horizon], d[horizon]);
  double sum_d[BK_MAX_HORIZON_MONTHS + 1], sum_dr[BK_MAX_HORIZON_MONTHS + 1];
  double fixed[3], rent[3], base, top, best = INFINITY;
  gboolean lost[3];
  const guint pools[3] = { first, final, now };
  BkCostMonthDemand demand;

  bk_cost_month_demand (&demand, in, x[BK_INPUT_UTILISATION], 1);
  top = bk_cost_month_top (&demand);
  for (guint p = 0; p < 3; p++)
    {
      BkCostFlows flows;

      demand_flows (&flows, in, x, &demand, pools[p]);
      lost[p] = rents_lost (in, &flows);
      fixed[p] = bk_cost_month (&flows, 0.0, 0.0);
      rent[p] = flows.amounts[BK_CATEGORY_RENT_COMPUTE] + flows.amounts[BK_CATEGORY_RENT_SPOT];
    }

  sum_d[0] = sum_dr[0] = 0.0;
  for (guint t = 1; t <= horizon; t++)
    {
      sum_d[t] = sum_d[t - 1] + d[t];
      sum_dr[t] = sum_dr[t - 1] + d[t] * r[t];
    }

  *now_tco = bought (in, now) * z + fixed[2] * sum_d[horizon] + rent[2] * sum_dr[horizon]
             + (now < top || lost[2] ? onboarding : 0.0);
  *never_tco = bought (in, first) * z + fixed[0] * sum_d[horizon] + rent[0] * sum_dr[horizon]
               + (first < top || lost[0] ? onboarding : 0.0);
  if (now_commit > 0)
    *now_tco = kept_pool_cost (in, x, factors, now, now_commit, NULL, NULL);
  if (first_commit > 0)
    *never_tco = kept_pool_cost (in, x, factors, first, first_commit, NULL, NULL);

  /* Everything but the month's own terms. */
  base = bought (in, first) * z + fixed[1] * sum_d[horizon] + rent[1] * sum_dr[horizon]
         + (first < top || final < top || lost[0] || lost[1] ? onboarding : 0.0);
  *month = 0;
  for (guint m = 1; m < horizon; m++)
    {
      double cap_m = gpu_capital_in (in, x, m);
      double w = cap_m * d[m] - bk_cost_resale (cap_m, factors->value[horizon - m], d[horizon]);
      double tco = base + (fixed[0] - fixed[1]) * sum_d[m] + (rent[0] - rent[1]) * sum_dr[m]
                   + (bought (in, final) - bought (in, first)) * w;

      if (tco < best)
        {
          best = tco;
          *month = m;
        }
    }

  *later_tco = best;
  *month = sample_outcome (first, now, horizon, *month, best, *now_tco, *never_tco);
}

/**
 * bk_strategy_best_month:
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values, a sample's
 * @factors: the month factors for @x (discount, rent price and value are read)
 * @first: k of the strategies that change, owned from the start
 * @final: n > k, owned after their buy month
 * @now: the pool of buying now
 * @first_commit: the committed GPUs of keeping @first to the end (bk_strategy_kept_commit())
 * @now_commit: the committed GPUs of buying @now GPUs now
 * @month: (out): the sample's outcome: the cheapest buy month m of (k, n, m), 1..H − 1; 0 when
 *   buying @now GPUs now wins, or H < 2; H + 1 when keeping @first GPUs to the end wins (never)
 * @later_tco: (out): the TCO of (k, n, m) at its cheapest month, or INFINITY for H < 2
 * @now_tco: (out): the TCO of buying @now GPUs now
 * @never_tco: (out): the TCO of keeping @first GPUs to the end
 * @months: (nullable): the demand of months 1..H for @x, when the caller has it
 *
 * The search with the pool sizes fixed, for the samples of the uncertainty: the same running
 * sums, over the months only, in O(H). Ties go as docs/model.md says.
 */
void
bk_strategy_best_month (const BkCostInputs  *in,
                        const double        *x,
                        const BkCostFactors *factors,
                        guint                first,
                        guint                final,
                        guint                now,
                        guint                first_commit,
                        guint                now_commit,
                        guint               *month,
                        double              *later_tco,
                        double              *now_tco,
                        double              *never_tco,
                        const BkCostMonthDemand *months)
{
  guint horizon = in->horizon;
  const guint pools[3] = { first, final, now };
  const double *d = factors->discount;
  double cap = gpu_capital (in, x);
  double onboarding = x[BK_INPUT_ONBOARDING_HOURS] * in->staff_rate;
  double z = cap - bk_cost_resale (cap, factors->value[horizon], d[horizon]);
  double sums[3][BK_MAX_HORIZON_MONTHS + 1];
  double prefix_top[BK_MAX_HORIZON_MONTHS + 2], suffix_top[BK_MAX_HORIZON_MONTHS + 2];
  /* Whether the first pool rents lost hours by month t, the final one after t. */
  gboolean first_lost[BK_MAX_HORIZON_MONTHS + 2], final_lost[BK_MAX_HORIZON_MONTHS + 2];
  gboolean now_lost = FALSE;
  BkCostFlows flows[3];
  BkCostMonthDemand last = { { -1.0 } };
  double best = INFINITY;
  /* Buying now often buys the final pool: its sums are then the same. */
  guint n_pools = now == final ? 2 : 3;
  const double *now_sums;

  g_assert (first < final);

  if (!in->path.varies)
    {
      best_month_steady (in, x, factors, first, final, now, first_commit, now_commit, month,
                         later_tco, now_tco, never_tco);
      return;
    }

  prefix_top[0] = 0.0;
  first_lost[0] = FALSE;
  for (guint p = 0; p < n_pools; p++)
    sums[p][0] = 0.0;
  for (guint t = 1; t <= horizon; t++)
    {
      /* Without changes, month 1's demand and flows hold for every month. */
      if (t == 1 || in->path.varies)
        {
          BkCostMonthDemand own;
          const BkCostMonthDemand *demand = months != NULL ? &months[t] : &own;

          if (months == NULL)
            bk_cost_month_demand (&own, in, x[BK_INPUT_UTILISATION], t);
          if (memcmp (demand, &last, sizeof *demand) != 0)
            {
              for (guint p = 0; p < n_pools; p++)
                demand_flows (&flows[p], in, x, demand, pools[p]);
              last = *demand;
            }
          prefix_top[t] = bk_cost_month_top (demand);
        }
      else
        prefix_top[t] = prefix_top[t - 1];

      for (guint p = 0; p < n_pools; p++)
        sums[p][t] = sums[p][t - 1] + d[t] * bk_cost_month (&flows[p], factors->rent_price[t], 0.0);
      first_lost[t] = first_lost[t - 1] || rents_lost (in, &flows[0]);
      final_lost[t] = rents_lost (in, &flows[1]);
      now_lost = now_lost || rents_lost (in, &flows[n_pools - 1]);
    }
  now_sums = sums[n_pools - 1];
  final_lost[horizon + 1] = FALSE;
  for (guint t = horizon; t >= 1; t--)
    final_lost[t] = final_lost[t] || final_lost[t + 1];

  suffix_top[horizon] = 0.0;
  for (guint m = horizon; m >= 1; m--)
    suffix_top[m - 1] = MAX (suffix_top[m], prefix_top[m]);
  for (guint t = 1; t <= horizon; t++)
    prefix_top[t] = MAX (prefix_top[t], prefix_top[t - 1]);

  *now_tco = bought (in, now) * z + now_sums[horizon]
             + (now < suffix_top[0] || now_lost ? onboarding : 0.0);
  *never_tco = bought (in, first) * z + sums[0][horizon]
               + (first < suffix_top[0] || first_lost[horizon] ? onboarding : 0.0);
  if (now_commit > 0)
    *now_tco = kept_pool_cost (in, x, factors, now, now_commit, NULL, months);
  if (first_commit > 0)
    *never_tco = kept_pool_cost (in, x, factors, first, first_commit, NULL, months);
  *month = 0;

  /* The earliest of equal months wins; this runs in every sample, so without the tolerance. */
  for (guint m = 1; m < horizon; m++)
    {
      double cap_m = gpu_capital_in (in, x, m);
      double w = cap_m * d[m] - bk_cost_resale (cap_m, factors->value[horizon - m], d[horizon]);
      gboolean rents = first < prefix_top[m] || final < suffix_top[m] || first_lost[m]
                       || final_lost[m + 1];
      double tco = bought (in, first) * z + sums[0][m] - bought (in, first) * w
                   + bought (in, final) * w
                   + (sums[1][horizon] - sums[1][m]) + (rents ? onboarding : 0.0);

      if (tco < best)
        {
          best = tco;
          *month = m;
        }
    }

  *later_tco = best;
  *month = sample_outcome (first, now, horizon, *month, best, *now_tco, *never_tco);
}

/**
 * bk_engine_search_strategy:
 * @in: the inputs
 * @results: (nullable): bk_engine_evaluate()'s figures for @in, whose month factors the search
 *   then reuses
 * @strategy: (out caller-allocates): the best strategy in time and the cheapest way of buying
 *   now
 * @cash: (out) (optional): room for the best strategy's cumulative discounted cash C[0..H]
 *
 * The search of docs/model.md#strategies-in-time, before tax whether tax is on or not (the
 * strategy then says so). When the data may not leave the premises the strategy is buying now,
 * whatever the search finds cheaper.
 */
void
bk_engine_search_strategy (const BkEngineInputs  *in,
                           const BkEngineResults *results,
                           BkStrategy            *strategy,
                           double                *cash)
{
  g_autofree BkEnginePrepared *own = NULL;
  const BkEnginePrepared *prepared;
  const BkCostInputs *cost;
  const BkCostFactors *f;
  BkStrategyChoice best, buy_now;

  g_return_if_fail (in != NULL);
  g_return_if_fail (strategy != NULL);

  if (results != NULL && results->prepared != NULL)
    prepared = results->prepared;
  else
    {
      own = g_new (BkEnginePrepared, 1);
      bk_cost_inputs_init_untaxed (&own->cost, in);
      bk_cost_factors_init (&own->factors, &own->cost, own->cost.value);
      prepared = own;
    }
  cost = &prepared->cost;
  f = &prepared->factors;

  bk_strategy_search (cost, cost->value, f, &best, &buy_now);

  /* Renting is no option when the data may not leave the premises, not even at first. */
  if (cost->required)
    best = (BkStrategyChoice) { .first = buy_now.final, .final = buy_now.final, .month = 0 };

  *strategy = (BkStrategy) {
    .first_gpus = best.first,
    .final_gpus = best.final,
    .month = best.month,
    .tco = bk_strategy_cost (cost, cost->value, f, best.first, best.final, best.month, cash),
    .buy_now_gpus = buy_now.final,
    .buy_now_tco = buy_now.tco,
    .before_tax = in->money.tax_enabled,
    .required = cost->required,
  };
}

/**
 * bk_engine_search_strategy_naive:
 * @in: the inputs
 * @strategy: (out caller-allocates): the best strategy in time and the cheapest way of buying
 *   now, ignoring whether the data may leave the premises
 *
 * The search of bk_engine_search_strategy() by the definition, every strategy summed month by
 * month in O(H²·K²): the reference the tests and the benchmarks hold the search to.
 */
void
bk_engine_search_strategy_naive (const BkEngineInputs *in,
                                 BkStrategy           *strategy)
{
  BkCostInputs cost;
  BkCostFactors f;
  BkStrategyChoice best, buy_now;

  g_return_if_fail (in != NULL);
  g_return_if_fail (strategy != NULL);

  bk_cost_inputs_init_untaxed (&cost, in);
  bk_cost_factors_init (&f, &cost, cost.value);
  bk_strategy_search_naive (&cost, cost.value, &f, &best, &buy_now);

  *strategy = (BkStrategy) {
    .first_gpus = best.first,
    .final_gpus = best.final,
    .month = best.month,
    .tco = best.tco,
    .buy_now_gpus = buy_now.final,
    .buy_now_tco = buy_now.tco,
    .before_tax = in->money.tax_enabled,
  };
}

/**
 * bk_engine_strategy_cost:
 * @in: the inputs
 * @first: k, the GPUs owned from the start
 * @final: n ≥ k, the GPUs owned after @month
 * @month: m, 1..H − 1 when k < n; ignored when k = n
 * @cash: (out) (optional): room for the strategy's cumulative discounted cash C[0..H]
 *
 * Returns: the TCO of the strategy (k, n, m) before tax, as docs/model.md#strategies-in-time
 *   defines it
 */
double
bk_engine_strategy_cost (const BkEngineInputs *in,
                         guint                 first,
                         guint                 final,
                         guint                 month,
                         double               *cash)
{
  BkCostInputs cost;
  BkCostFactors f;

  g_return_val_if_fail (in != NULL, 0.0);
  g_return_val_if_fail (first <= final, 0.0);
  g_return_val_if_fail (first == final || (month >= 1 && month < in->horizon_months), 0.0);

  bk_cost_inputs_init_untaxed (&cost, in);
  bk_cost_factors_init (&f, &cost, cost.value);

  return bk_strategy_cost (&cost, cost.value, &f, first, final, month, cash);
}
