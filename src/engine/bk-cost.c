/* bk-cost.c: what an option costs up front and every month, for one set of inputs
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-cost"

#include "config.h"

#include <string.h>

#include "bk-engine-private.h"

/**
 * bk_engine_inputs_init:
 * @in: (out caller-allocates): the inputs to fill in
 *
 * A neutral set of inputs to start from: one month, no demand, nothing costs anything, no
 * ranges; the hybrid owns the base and the engine chooses the committed GPUs.
 */
void
bk_engine_inputs_init (BkEngineInputs *in)
{
  g_return_if_fail (in != NULL);

  memset (in, 0, sizeof *in);
  in->horizon_months = 1;
  in->demand.burst_interval_days = 30;
  in->demand.hybrid_gpus = -1;
  in->demand.throughput = 1.0;
  in->renting.commit_term_months = 12;
  in->renting.commit_gpus = -1;
  in->money.depreciation = BK_DEPRECIATION_ONE_YEAR;
  in->money.depreciation_years = 3;
  in->money.declining_rate = BK_DECLINING_RATE_MAX;
}

/**
 * bk_engine_throughput:
 * @in: the inputs
 *
 * Returns: t of docs/model.md#work-on-another-gpu, 1 when the inputs leave it at 0 or give
 *   anything that is not a positive number
 */
double
bk_engine_throughput (const BkEngineInputs *in)
{
  g_return_val_if_fail (in != NULL, 1.0);

  return in->demand.throughput > 0 && isfinite (in->demand.throughput) ? in->demand.throughput
                                                                       : 1.0;
}

/**
 * bk_engine_gpus_for_work:
 * @gpus: work, in GPUs of the profile's model
 * @throughput: t, the other GPU's relative throughput
 *
 * Returns: ⌈gpus / t⌉, the whole GPUs of the other model that do the work; a quotient within a
 *   billionth of a whole number counts as that number
 */
guint
bk_engine_gpus_for_work (double gpus,
                         double throughput)
{
  double q, r;

  if (!(throughput > 0) || !isfinite (throughput))
    throughput = 1.0;
  if (!(gpus > 0))
    return 0;

  q = gpus / throughput;
  r = round (q);
  if (fabs (q - r) <= 1e-9 * MAX (1.0, r))
    q = r;

  return (guint) MIN (ceil (q), (double) (2 * BK_MAX_GPUS));
}

/**
 * bk_engine_owned_gpus:
 * @in: the inputs
 * @option: an option
 *
 * Returns: the GPUs @option owns: none when renting, B + P when buying, the hybrid's pool (B
 *   unless the inputs choose another, at most B + P)
 */
guint
bk_engine_owned_gpus (const BkEngineInputs *in,
                      BkOption              option)
{
  guint total;
  double t;

  g_return_val_if_fail (in != NULL, 0);

  total = in->demand.base_gpus + in->demand.burst_gpus;
  t = bk_engine_throughput (in);
  switch (option)
    {
    case BK_OPTION_RENT:
      return 0;
    case BK_OPTION_BUY:
      return t == 1.0 ? total : bk_engine_gpus_for_work (total, t);
    case BK_OPTION_HYBRID:
      {
        guint h = in->demand.hybrid_gpus < 0 ? in->demand.base_gpus
                                             : MIN ((guint) in->demand.hybrid_gpus, total);

        return t == 1.0 ? h : bk_engine_gpus_for_work (h, t);
      }
    default:
      g_return_val_if_reached (0);
    }
}

/**
 * bk_cost_inputs_init_untaxed:
 * @in: (out caller-allocates): the inputs as the formulas use them
 * @inputs: the engine's inputs
 *
 * bk_cost_inputs_init() before tax and without the committed GPUs of the options' mixes (none
 * is committed), for the strategy search, which needs neither.
 */
void
bk_cost_inputs_init_untaxed (BkCostInputs         *in,
                             const BkEngineInputs *inputs)
{
  g_assert (in != NULL);
  g_assert (inputs != NULL);

  memset (in, 0, sizeof *in);

  in->horizon = CLAMP (inputs->horizon_months, 1, BK_MAX_HORIZON_MONTHS);
  in->base_gpus = inputs->demand.base_gpus;
  in->burst_gpus = inputs->demand.burst_gpus;
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    in->owned[o] = bk_engine_owned_gpus (inputs, o);
  in->peak_share = bk_engine_peak_share (in->burst_gpus, inputs->demand.burst_days,
                                         inputs->demand.burst_interval_days);

  in->host_cost = inputs->owning.host_cost;
  in->power_kw = inputs->owning.power_watts / 1000.0;
  in->idle_kw = inputs->owning.idle_watts / 1000.0;
  in->colocation = inputs->owning.colocation_per_gpu_month;
  in->maintenance_rate = inputs->owning.maintenance_percent / 100.0 / 12.0;
  in->staff_rate = inputs->owning.staff_hourly_rate;
  in->egress = inputs->demand.transfer_gb_per_month * inputs->renting.egress_per_gb;
  in->storage = inputs->demand.cloud_storage_gb * inputs->renting.storage_per_gb_month;
  in->discount_base = 1.0 + inputs->money.discount_rate / 100.0;
  in->commit_term = CLAMP (inputs->renting.commit_term_months, 1, BK_MAX_HORIZON_MONTHS);
  in->commit_upfront = inputs->renting.commit_upfront_percent / 100.0;
  in->commit_fixed = inputs->renting.commit_gpus;
  in->spot_share = inputs->renting.spot_share / 100.0;
  in->spare_gpus = inputs->owning.spare_gpus;
  in->lost_rented = inputs->owning.lost_hours_rented;
  in->required = inputs->demand.on_premises_only;

  memcpy (in->value, inputs->value, sizeof in->value);
  in->commits = in->value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] > 0
                && bk_engine_throughput (inputs) == 1.0;

  bk_engine_demand_path (inputs, &in->path);
}

/**
 * bk_cost_inputs_init:
 * @in: (out caller-allocates): the inputs as the formulas use them
 * @inputs: the engine's inputs
 *
 * Works out once what every formula reads: the demand path, the tax schedule and the committed
 * GPUs of each option's cheapest mix.
 */
void
bk_cost_inputs_init (BkCostInputs         *in,
                     const BkEngineInputs *inputs)
{
  bk_cost_inputs_init_untaxed (in, inputs);

  in->tax = inputs->money.tax_enabled;
  if (in->tax)
    {
      double discount[BK_MAX_HORIZON_MONTHS + 1];

      bk_cost_fill_discount (discount, in);
      bk_tax_schedule_init (&in->tax_schedule, inputs->money.depreciation,
                            inputs->money.depreciation_years, inputs->money.declining_rate,
                            in->horizon, discount);
    }

  /* Without a committed price nothing is committed, and the month factors are not needed; on
   * another GPU (docs/model.md#work-on-another-gpu) the engine commits nothing. */
  if (in->commits)
    {
      BkCostFactors factors;

      bk_cost_factors_init (&factors, in, in->value);
      bk_cost_choose_mixes (in, &factors);
    }
}

/* The committed GPUs of each of the three options' cheapest mix, for in's own values. */
void
bk_cost_choose_mixes (BkCostInputs        *in,
                      const BkCostFactors *factors)
{
  BkDemand demand;

  bk_cost_demand_init (&demand, in->base_gpus, in->burst_gpus, in->peak_share,
                       in->value[BK_INPUT_UTILISATION]);

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    in->commit[o] = bk_cost_choose_commit (in, in->value, factors, &demand, in->owned[o]);
}

/* What renting the GPUs above the owned ones costs, discounted to the horizon, with some of
 * them committed: the one amount the choice of the mix looks at. */
static double
rented_compute_cost (const BkCostInputs  *in,
                     const double        *x,
                     const BkCostFactors *factors,
                     const BkDemand      *demand,
                     guint                owned,
                     guint                committed)
{
  BkCostFlows flows;
  const double *a = flows.amounts;

  bk_cost_flows_init (&flows, in, x, demand, owned, committed);

  return (a[BK_CATEGORY_RENT_COMPUTE] + a[BK_CATEGORY_RENT_SPOT]) * factors->sum_discount_rent
         + a[BK_CATEGORY_RENT_COMMITTED] * factors->sum_discount_commit;
}

/**
 * bk_cost_choose_commit:
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values
 * @factors: the month factors for @x
 * @demand: the demand for @x's utilisation
 * @owned: how many GPUs are owned
 *
 * The rented part's cost is linear in the committed GPUs between two rented demand levels, so
 * the cheapest number is 0 or one of those levels; they are tried from the smallest up, and a
 * larger one has to be cheaper by more than rounding.
 *
 * Returns: the committed GPUs of the cheapest mix with @owned GPUs of one's own
 */
guint
bk_cost_choose_commit (const BkCostInputs  *in,
                       const double        *x,
                       const BkCostFactors *factors,
                       const BkDemand      *demand,
                       guint                owned)
{
  guint candidates[G_N_ELEMENTS (demand->levels)];
  guint n = 0, best_c = 0;
  double best;

  if (x[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] <= 0 || bk_demand_excess (demand, owned) <= 0)
    return 0;
  if (in->commit_fixed >= 0)
    return (guint) in->commit_fixed;

  /* The rented levels in ascending order; demand->levels is B + P, B, P, 0. */
  for (guint i = 0; i < G_N_ELEMENTS (demand->levels); i++)
    {
      guint level = demand->levels[i];
      guint j;

      if (level <= owned || demand->shares[i] <= 0)
        continue;

      /* Inserted in order, each level once. */
      level -= owned;
      for (j = 0; j < n && candidates[j] < level; j++)
        ;
      if (j < n && candidates[j] == level)
        continue;
      memmove (candidates + j + 1, candidates + j, (n - j) * sizeof candidates[0]);
      candidates[j] = level;
      n++;
    }

  best = rented_compute_cost (in, x, factors, demand, owned, 0);
  for (guint j = 0; j < n; j++)
    {
      double cost = rented_compute_cost (in, x, factors, demand, owned, candidates[j]);

      if (bk_costs_less (cost, best))
        {
          best = cost;
          best_c = candidates[j];
        }
    }

  return best_c;
}

/* Spot runs its share of the hours only when it is offered and a served hour on spot, its
 * redone work included, costs less than one on demand. */
gboolean
bk_cost_spot_used (const BkCostInputs *in,
                   const double       *x)
{
  double spot = x[BK_INPUT_SPOT_PRICE_PER_GPU_HOUR];
  double overhead = x[BK_INPUT_SPOT_OVERHEAD] / 100.0;

  return spot > 0 && in->spot_share > 0 && overhead < 1.0
         && spot / (1.0 - overhead) < x[BK_INPUT_RENT_PER_GPU_HOUR];
}

/* Whether the hybrid owns some GPUs but fewer than buying, so that it is an option of its own. */
gboolean
bk_cost_hybrid_distinct (const BkCostInputs *in)
{
  return in->owned[BK_OPTION_HYBRID] > 0 && in->owned[BK_OPTION_HYBRID] < in->owned[BK_OPTION_BUY];
}

/**
 * bk_engine_peak_share:
 * @burst_gpus: P
 * @burst_days: how long a peak lasts
 * @interval_days: how often it comes back
 *
 * A peak that comes back before it has ended never stops. An interval of zero cannot pass the
 * model's validation; should one get here anyway, it means the same.
 *
 * Returns: b, the share of time the peaks take
 */
double
bk_engine_peak_share (guint burst_gpus,
                      guint burst_days,
                      guint interval_days)
{
  if (burst_gpus == 0 || burst_days == 0)
    return 0.0;
  if (interval_days == 0)
    return 1.0;

  return MIN (1.0, (double) burst_days / (double) interval_days);
}

/* The four demand levels (B + P, B, P and 0 GPUs) and their shares of time, for a utilisation in
 * percent: busy base and peaks are independent. */
void
bk_cost_demand_init (BkDemand *demand,
                     guint     base_gpus,
                     guint     burst_gpus,
                     double    peak_share,
                     double    utilisation)
{
  double u = CLAMP (utilisation / 100.0, 0.0, 1.0);
  double b = peak_share;

  demand->levels[0] = base_gpus + burst_gpus;
  demand->levels[1] = base_gpus;
  demand->levels[2] = burst_gpus;
  demand->levels[3] = 0;
  demand->shares[0] = u * b;
  demand->shares[1] = u * (1.0 - b);
  demand->shares[2] = (1.0 - u) * b;
  demand->shares[3] = (1.0 - u) * (1.0 - b);
}

/* discount[m] for m = 0..H. */
void
bk_cost_fill_discount (double             *discount,
                       const BkCostInputs *in)
{
  discount[0] = 1.0;
  for (guint m = 1; m <= in->horizon; m++)
    discount[m] = pow (in->discount_base, -(double) m / 12.0);
}

/* rent_price[m] for m = 0..horizon, with the rent price changing by change percent a year. */
void
bk_cost_fill_rent_price (double *rent_price,
                         guint   horizon,
                         double  change)
{
  double base = 1.0 + change / 100.0;

  rent_price[0] = 1.0;
  for (guint m = 1; m <= horizon; m++)
    rent_price[m] = pow (base, (double) (m - 1) / 12.0);
}

/* commit[m] for m = 0..H: bk_cost_commit_factor() of each month, with the rent price factors of
 * months 0..H. */
void
bk_cost_fill_commit (double             *commit,
                     const BkCostInputs *in,
                     const double       *rent_price)
{
  guint horizon = in->horizon;
  guint term = in->commit_term;

  for (guint m = 0; m <= horizon; m++)
    {
      double term_price = m > 0 ? rent_price[(m - 1) / term * term + 1] : 1.0;
      double next_price = m < horizon ? rent_price[m + 1] : 1.0;

      commit[m] = bk_cost_commit_factor (m, horizon, term, in->commit_upfront, term_price,
                                         next_price);
    }
}

/* The factor by which the rent price changes from one month to the next. */
double
bk_cost_rent_price_step (double change)
{
  return pow (1.0 + change / 100.0, 1.0 / 12.0);
}

/* The share of its price the hardware is still worth in a month, sold on the used market: the
 * discount d applies from the day it is bought (with d = 0 the factor is exactly the loss's). */
double
bk_cost_value (const double *x,
               guint         month)
{
  return pow (1.0 - x[BK_INPUT_ANNUAL_VALUE_LOSS] / 100.0, (double) month / 12.0)
         * (1.0 - x[BK_INPUT_RESALE_DISCOUNT] / 100.0);
}

void
bk_cost_factors_init (BkCostFactors      *factors,
                      const BkCostInputs *in,
                      const double       *x)
{
  g_assert (in->horizon <= BK_MAX_HORIZON_MONTHS);

  bk_cost_fill_discount (factors->discount, in);
  bk_cost_fill_rent_price (factors->rent_price, in->horizon, x[BK_INPUT_RENT_PRICE_CHANGE]);
  bk_cost_fill_commit (factors->commit, in, factors->rent_price);

  factors->sum_discount = 0.0;
  factors->sum_discount_rent = 0.0;
  factors->sum_discount_commit = 0.0;
  for (guint m = 0; m <= in->horizon; m++)
    {
      factors->value[m] = bk_cost_value (x, m);
      factors->sum_discount_commit += factors->discount[m] * factors->commit[m];
      if (m > 0)
        {
          factors->sum_discount += factors->discount[m];
          factors->sum_discount_rent += factors->discount[m] * factors->rent_price[m];
        }
    }
}

/**
 * bk_cost_flows_init:
 * @flows: (out caller-allocates): the option's amounts
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values, BK_N_INPUTS of them: @in's own or a sample's
 * @demand: the demand for @x's utilisation
 * @owned: how many GPUs the option owns
 * @committed: how many of the rented GPUs are committed capacity
 *
 * Works out what the option pays up front and every month.
 */
void
bk_cost_flows_init (BkCostFlows        *flows,
                    const BkCostInputs *in,
                    const double       *x,
                    const BkDemand     *demand,
                    guint               owned,
                    guint               committed)
{
  double served = bk_demand_served (demand, owned);
  double excess = bk_demand_excess (demand, owned);
  double above = committed > 0 ? bk_demand_excess (demand, owned + committed) : excess;

  bk_cost_flows_init_served (flows, in, x, served, excess, above, owned, committed);
}

/**
 * bk_cost_flows_init_served:
 * @flows: (out caller-allocates): the option's amounts
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values
 * @served: the GPUs the owned ones serve on average
 * @excess: the GPUs rented on average
 * @above: the GPUs rented above the committed ones on average (@excess without any)
 * @owned: how many GPUs the option owns
 * @committed: how many of the rented GPUs are committed capacity
 *
 * bk_cost_flows_init() for a demand already reduced to its averages, as a month of a demand
 * that changes over time has them.
 */
void
bk_cost_flows_init_served (BkCostFlows        *flows,
                           const BkCostInputs *in,
                           const double       *x,
                           double              served,
                           double              excess,
                           double              above,
                           guint               owned,
                           guint               committed)
{
  double *a = flows->amounts;

  memset (flows, 0, sizeof *flows);
  flows->served = served;
  flows->rented = excess;

  if (owned > 0)
    {
      /* The spares are bought with the pool and stand idle until a card fails. */
      guint pool = owned + in->spare_gpus;
      double gpu_cost = x[BK_INPUT_PURCHASE_PRICE] + in->host_cost;
      double energy_price = x[BK_INPUT_ELECTRICITY_PRICE]
                            * (1.0 + x[BK_INPUT_COOLING_OVERHEAD] / 100.0);
      double capital = pool * gpu_cost;

      flows->lost = MAX (0.0, x[BK_INPUT_LOST_HOURS] / 100.0 * served - in->spare_gpus);
      a[BK_CATEGORY_CAPITAL] = capital;
      a[BK_CATEGORY_ENERGY] = BK_HOURS_PER_MONTH
                              * (in->power_kw * served + in->idle_kw * (pool - served))
                              * energy_price;
      a[BK_CATEGORY_COLOCATION] = pool * in->colocation;
      a[BK_CATEGORY_MAINTENANCE] = capital * in->maintenance_rate;
      a[BK_CATEGORY_ADMINISTRATION] = x[BK_INPUT_ADMIN_HOURS_PER_MONTH] * in->staff_rate;
    }

  if (excess > 0.0)
    {
      a[BK_CATEGORY_ONBOARDING] = x[BK_INPUT_ONBOARDING_HOURS] * in->staff_rate;
      flows->above = excess;

      if (committed == 0 && !bk_cost_spot_used (in, x))
        a[BK_CATEGORY_RENT_COMPUTE] = BK_HOURS_PER_MONTH * excess * x[BK_INPUT_RENT_PER_GPU_HOUR];
      else
        {
          double spot = bk_cost_spot_used (in, x) ? in->spot_share : 0.0;
          double overhead = x[BK_INPUT_SPOT_OVERHEAD] / 100.0;

          flows->committed = committed;
          flows->spot = spot;
          flows->above = above;
          a[BK_CATEGORY_RENT_COMPUTE] = BK_HOURS_PER_MONTH * above * (1.0 - spot)
                                        * x[BK_INPUT_RENT_PER_GPU_HOUR];
          if (spot > 0)
            a[BK_CATEGORY_RENT_SPOT] = BK_HOURS_PER_MONTH * above * spot
                                       * (x[BK_INPUT_SPOT_PRICE_PER_GPU_HOUR] / (1.0 - overhead));
          a[BK_CATEGORY_RENT_COMMITTED] = BK_HOURS_PER_MONTH * committed
                                          * x[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR];
        }

      a[BK_CATEGORY_EGRESS] = in->egress * excess / (served + excess);
      a[BK_CATEGORY_STORAGE] = in->storage;
    }

  /* Failures cannot be planned for, so the lost hours run on demand; renting only them still
   * needs a cloud pipeline. */
  if (flows->lost > 0 && in->lost_rented)
    {
      if (!(excess > 0.0))
        a[BK_CATEGORY_ONBOARDING] = x[BK_INPUT_ONBOARDING_HOURS] * in->staff_rate;
      a[BK_CATEGORY_RENT_COMPUTE] += BK_HOURS_PER_MONTH * flows->lost
                                     * x[BK_INPUT_RENT_PER_GPU_HOUR];
    }
}

/**
 * bk_cost_fill_category:
 * @row: (out): room for @horizon + 1 amounts
 * @flows: an option's amounts
 * @category: the category
 * @rent_price: the rent price factors of months 0..@horizon
 * @commit: the commitment factors of months 0..@horizon
 * @horizon: the last month
 *
 * The nominal (not discounted) amounts of @category: index 0 is up front, 1..@horizon the
 * months, as bk_cost_month() adds them up.
 */
void
bk_cost_fill_category (double            *row,
                       const BkCostFlows *flows,
                       BkCategory         category,
                       const double      *rent_price,
                       const double      *commit,
                       guint              horizon)
{
  double amount = flows->amounts[category];

  switch (category)
    {
    case BK_CATEGORY_CAPITAL:
    case BK_CATEGORY_ONBOARDING:
      row[0] = amount;
      for (guint m = 1; m <= horizon; m++)
        row[m] = 0.0;
      break;

    case BK_CATEGORY_RENT_COMMITTED:
      for (guint m = 0; m <= horizon; m++)
        row[m] = amount * commit[m];
      break;

    case BK_CATEGORY_RENT_COMPUTE:
    case BK_CATEGORY_RENT_SPOT:
      row[0] = 0.0;
      for (guint m = 1; m <= horizon; m++)
        row[m] = amount * rent_price[m];
      break;

    default:
      row[0] = 0.0;
      for (guint m = 1; m <= horizon; m++)
        row[m] = amount;
      break;
    }
}

/**
 * bk_cost_cash:
 * @flows: an option's amounts
 * @discount: the discount factors of months 0..@horizon
 * @rent_price: the rent price factors of months 0..@horizon
 * @commit: the commitment factors of months 0..@horizon
 * @horizon: the last month
 * @cash: (out) (optional): the cumulative discounted cash C[0..@horizon]
 *
 * Returns: the cumulative discounted cash at @horizon
 */
double
bk_cost_cash (const BkCostFlows *flows,
              const double      *discount,
              const double      *rent_price,
              const double      *commit,
              guint              horizon,
              double            *cash)
{
  double c = bk_cost_up_front (flows, commit[0]);

  if (cash != NULL)
    cash[0] = c;

  for (guint m = 1; m <= horizon; m++)
    {
      c = c + discount[m] * bk_cost_month (flows, rent_price[m], commit[m]);
      if (cash != NULL)
        cash[m] = c;
    }

  return c;
}

/**
 * bk_cost_evaluate:
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values
 * @discount: the discount factors of months 0..H
 * @rent_price: room for H + 1 rent price factors
 * @commit: room for H + 1 commitment factors
 * @tco: (out): the three options' TCO
 *
 * The three options' TCO for one set of inputs, month by month as the analysis sums them, each
 * with the committed GPUs of its mix in @in.
 */
void
bk_cost_evaluate (const BkCostInputs *in,
                  const double       *x,
                  const double       *discount,
                  double             *rent_price,
                  double             *commit,
                  double              tco[BK_N_OPTIONS])
{
  guint horizon = in->horizon;
  double value = bk_cost_value (x, horizon);
  BkDemand demand;

  bk_cost_demand_init (&demand, in->base_gpus, in->burst_gpus, in->peak_share,
                       x[BK_INPUT_UTILISATION]);
  bk_cost_fill_rent_price (rent_price, horizon, x[BK_INPUT_RENT_PRICE_CHANGE]);
  bk_cost_fill_commit (commit, in, rent_price);

  if (in->path.varies)
    {
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        tco[o] = bk_cost_time_option (in, x, discount, rent_price, commit, value, in->owned[o],
                                      in->commit[o], NULL, NULL, NULL, NULL);
      return;
    }

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      BkCostFlows flows;
      double cash;

      bk_cost_flows_init (&flows, in, x, &demand, in->owned[o], in->commit[o]);
      cash = bk_cost_cash (&flows, discount, rent_price, commit, horizon, NULL);
      tco[o] = bk_cost_net (in, x, cash, flows.amounts[BK_CATEGORY_CAPITAL], value,
                            discount[horizon], horizon);
    }
}

/**
 * bk_cost_tco_closed_form:
 * @in: the inputs as the formulas use them
 * @x: the ranged inputs' values
 * @factors: the month factors for @x
 * @demand: the demand for @x's utilisation
 * @owned: how many GPUs are owned
 * @committed: how many of the rented GPUs are committed
 *
 * The TCO in closed form, for the optimal pool's search over every pool size: every monthly
 * amount but rented compute, spot and committed capacity is the same each month, so the
 * discounted sums reduce to three precomputed factors. A term that changes month by month has
 * to add its own discounted sum.
 *
 * Returns: N_owned[H]
 */
double
bk_cost_tco_closed_form (const BkCostInputs  *in,
                         const double        *x,
                         const BkCostFactors *factors,
                         const BkDemand      *demand,
                         guint                owned,
                         guint                committed)
{
  guint horizon = in->horizon;
  BkCostFlows flows;
  const double *a = flows.amounts;
  double total = 0.0;

  bk_cost_flows_init (&flows, in, x, demand, owned, committed);

  /* After tax the cash and the resale value are transformed apart. */
  if (in->tax)
    {
      double capital = a[BK_CATEGORY_CAPITAL];
      double cash = capital + bk_cost_owned_monthly (&flows) * factors->sum_discount
                    + a[BK_CATEGORY_ONBOARDING]
                    + (a[BK_CATEGORY_EGRESS] + a[BK_CATEGORY_STORAGE]) * factors->sum_discount
                    + (a[BK_CATEGORY_RENT_COMPUTE] + a[BK_CATEGORY_RENT_SPOT])
                      * factors->sum_discount_rent
                    + a[BK_CATEGORY_RENT_COMMITTED] * factors->sum_discount_commit;

      return bk_cost_net (in, x, cash, capital, factors->value[horizon],
                          factors->discount[horizon], horizon);
    }

  if (owned > 0)
    {
      double capital = a[BK_CATEGORY_CAPITAL];

      total += capital + bk_cost_owned_monthly (&flows) * factors->sum_discount
               - bk_cost_resale (capital, factors->value[horizon], factors->discount[horizon]);
    }

  /* Lost hours rented by an option that rents nothing else are rented compute too. */
  if (flows.rented > 0.0 || a[BK_CATEGORY_RENT_COMPUTE] > 0.0)
    total += a[BK_CATEGORY_ONBOARDING]
             + (a[BK_CATEGORY_EGRESS] + a[BK_CATEGORY_STORAGE]) * factors->sum_discount
             + a[BK_CATEGORY_RENT_COMPUTE] * factors->sum_discount_rent
             + a[BK_CATEGORY_RENT_SPOT] * factors->sum_discount_rent
             + a[BK_CATEGORY_RENT_COMMITTED] * factors->sum_discount_commit;

  return total;
}

/**
 * bk_cost_describe_flows:
 * @flows: an option's amounts
 * @in: the inputs as the formulas use them
 * @mix: (out caller-allocates): the option's rental mix
 *
 * Which share of the rented GPU-hours each way of renting serves, and whether lost GPU-hours
 * are rented on top.
 */
void
bk_cost_describe_flows (const BkCostFlows  *flows,
                        const BkCostInputs *in,
                        BkRentalMix        *mix)
{
  memset (mix, 0, sizeof *mix);
  mix->lost_on_demand = in->lost_rented && flows->lost > 0;

  if (!(flows->rented > 0))
    return;

  mix->committed_gpus = flows->committed;
  mix->term_months = flows->committed > 0 ? in->commit_term : 0;
  mix->committed_share = (flows->rented - flows->above) / flows->rented;
  mix->spot_share = flows->above * flows->spot / flows->rented;
  mix->on_demand_share = flows->above * (1.0 - flows->spot) / flows->rented;
}

/**
 * bk_engine_cheapest:
 * @tco: the three options' TCO
 * @hybrid_distinct: whether the hybrid counts
 * @excluded: an option to leave out, or -1
 *
 * On a tie the option with less capital at risk wins: rent, then the hybrid, then buying.
 *
 * Returns: the option with the smallest TCO
 */
BkOption
bk_engine_cheapest (const double tco[BK_N_OPTIONS],
                    gboolean     hybrid_distinct,
                    int          excluded)
{
  static const BkOption order[] = { BK_OPTION_RENT, BK_OPTION_HYBRID, BK_OPTION_BUY };
  int best = -1;

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      BkOption o = order[i];

      if ((int) o == excluded || (o == BK_OPTION_HYBRID && !hybrid_distinct))
        continue;
      if (best < 0 || bk_costs_less (tco[o], tco[best]))
        best = o;
    }

  g_assert (best >= 0);
  return best;
}

/**
 * bk_engine_costs_equal:
 * @a: an amount
 * @b: another
 *
 * Returns: whether @a and @b are within a billionth of the larger of them, so that the engine
 *   counts them as equal (docs/model.md#ties)
 */
gboolean
bk_engine_costs_equal (double a,
                       double b)
{
  return bk_costs_equal (a, b);
}

/**
 * bk_engine_evaluate_tco:
 * @in: the inputs
 * @x: (array fixed-size=15): the ranged inputs' values to use instead of @in's own, a sample's
 * @tco: (out): the three options' TCO
 *
 * One Monte Carlo sample's figures: the options' TCO as bk_engine_evaluate() sums them, with
 * the committed GPUs each option chooses for @in's own values (a commitment is signed before
 * the uncertainty resolves).
 */
void
bk_engine_evaluate_tco (const BkEngineInputs *in,
                        const double         *x,
                        double                tco[BK_N_OPTIONS])
{
  BkCostInputs cost;
  double discount[BK_MAX_HORIZON_MONTHS + 1];
  double rent_price[BK_MAX_HORIZON_MONTHS + 1];
  double commit[BK_MAX_HORIZON_MONTHS + 1];

  g_return_if_fail (in != NULL);
  g_return_if_fail (x != NULL);

  bk_cost_inputs_init (&cost, in);
  bk_cost_fill_discount (discount, &cost);
  bk_cost_evaluate (&cost, x, discount, rent_price, commit, tco);
}

/**
 * bk_demand_init:
 * @demand: (out caller-allocates): the demand to fill in
 * @in: the inputs it describes
 *
 * Works out the four demand levels (B + P, B, P and 0 GPUs) and their shares of time at the
 * utilisation of @in.
 */
void
bk_demand_init (BkDemand             *demand,
                const BkEngineInputs *in)
{
  g_return_if_fail (demand != NULL);
  g_return_if_fail (in != NULL);

  bk_cost_demand_init (demand, in->demand.base_gpus, in->demand.burst_gpus,
                       bk_engine_peak_share (in->demand.burst_gpus, in->demand.burst_days,
                                             in->demand.burst_interval_days),
                       in->value[BK_INPUT_UTILISATION]);
}

/**
 * bk_demand_served:
 * @demand: a demand
 * @owned: the number of owned GPUs
 *
 * Returns: how many GPUs the owned ones serve on average: Σ share·min(level, owned)
 */
double
bk_demand_served (const BkDemand *demand,
                  guint           owned)
{
  double served = 0.0;

  g_return_val_if_fail (demand != NULL, 0.0);

  for (guint i = 0; i < G_N_ELEMENTS (demand->levels); i++)
    served += demand->shares[i] * MIN (demand->levels[i], owned);

  return served;
}

/**
 * bk_demand_excess:
 * @demand: a demand
 * @owned: the number of owned GPUs
 *
 * Returns: how many GPUs have to be rented on average: Σ share·max(level − owned, 0)
 */
double
bk_demand_excess (const BkDemand *demand,
                  guint           owned)
{
  double excess = 0.0;

  g_return_val_if_fail (demand != NULL, 0.0);

  for (guint i = 0; i < G_N_ELEMENTS (demand->levels); i++)
    {
      if (demand->levels[i] > owned)
        excess += demand->shares[i] * (demand->levels[i] - owned);
    }

  return excess;
}
