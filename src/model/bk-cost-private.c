/* bk-cost-private.c: the cost engine that the analysis, the sampler and the tornado share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-cost"

#include "config.h"

#include <string.h>

#include "bk-cost-private.h"

/**
 * bk_cost_inputs_init:
 * @in: (out caller-allocates): the copy to fill in
 * @profile: the profile to read
 *
 * Reads every figure the engine needs from @profile, once.
 */
void
bk_cost_inputs_init (BkCostInputs *in,
                     BkProfile    *profile)
{
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);

  g_assert (in != NULL);
  g_assert (BK_IS_PROFILE (profile));

  memset (in, 0, sizeof *in);

  in->horizon = CLAMP (bk_workload_get_horizon_months (workload), 1, BK_MAX_HORIZON_MONTHS);
  in->base_gpus = bk_workload_get_gpus (workload);
  in->burst_gpus = bk_workload_get_burst_gpus (workload);
  in->owned[BK_OPTION_RENT] = 0;
  in->owned[BK_OPTION_BUY] = in->base_gpus + in->burst_gpus;
  in->owned[BK_OPTION_HYBRID] = bk_workload_get_effective_hybrid_gpus (workload);
  in->peak_share = bk_cost_peak_share (in->burst_gpus, bk_workload_get_burst_days (workload),
                                       bk_workload_get_burst_interval_days (workload));

  in->host_cost = bk_hardware_get_host_cost (hardware);
  in->power_kw = bk_hardware_get_power_watts (hardware) / 1000.0;
  in->idle_kw = bk_hardware_get_idle_watts (hardware) / 1000.0;
  in->colocation = bk_pricing_get_colocation_per_gpu_month (pricing);
  in->maintenance_rate = bk_pricing_get_maintenance_percent (pricing) / 100.0 / 12.0;
  in->staff_rate = bk_pricing_get_staff_hourly_rate (pricing);
  in->egress = bk_workload_get_transfer_gb_per_month (workload)
               * bk_pricing_get_egress_per_gb (pricing);
  in->storage = bk_workload_get_cloud_storage_gb (workload)
                * bk_pricing_get_storage_per_gb_month (pricing);
  in->discount_base = 1.0 + bk_pricing_get_discount_rate (pricing) / 100.0;

  for (guint i = 0; i < BK_N_INPUTS; i++)
    in->value[i] = bk_profile_get_input_value (profile, i);
}

/* Whether the hybrid owns some GPUs but fewer than buying, so that it is an option of its own. */
gboolean
bk_cost_hybrid_distinct (const BkCostInputs *in)
{
  return in->owned[BK_OPTION_HYBRID] > 0 && in->owned[BK_OPTION_HYBRID] < in->owned[BK_OPTION_BUY];
}

/* The share of time the peaks take. A peak that comes back before it has ended never stops. An
 * interval of zero cannot pass validation; should one get here anyway, it means the same. */
double
bk_cost_peak_share (guint burst_gpus,
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

/* The factor by which the rent price changes from one month to the next. */
double
bk_cost_rent_price_step (double change)
{
  return pow (1.0 + change / 100.0, 1.0 / 12.0);
}

/* The share of its price the hardware is still worth in a month. */
double
bk_cost_value (double annual_value_loss,
               guint  month)
{
  return pow (1.0 - annual_value_loss / 100.0, (double) month / 12.0);
}

void
bk_cost_factors_init (BkCostFactors      *factors,
                      const BkCostInputs *in,
                      const double       *x)
{
  g_assert (in->horizon <= BK_MAX_HORIZON_MONTHS);

  bk_cost_fill_discount (factors->discount, in);
  bk_cost_fill_rent_price (factors->rent_price, in->horizon, x[BK_INPUT_RENT_PRICE_CHANGE]);

  factors->sum_discount = 0.0;
  factors->sum_discount_rent = 0.0;
  for (guint m = 0; m <= in->horizon; m++)
    {
      factors->value[m] = bk_cost_value (x[BK_INPUT_ANNUAL_VALUE_LOSS], m);
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
 * @in: the profile's figures
 * @x: the ranged inputs' values, BK_N_INPUTS of them: @in's own or a sample's
 * @demand: the demand for @x's utilisation
 * @owned: how many GPUs the option owns
 *
 * Works out what the option pays up front and every month.
 */
void
bk_cost_flows_init (BkCostFlows        *flows,
                    const BkCostInputs *in,
                    const double       *x,
                    const BkDemand     *demand,
                    guint               owned)
{
  double served = bk_demand_served (demand, owned);
  double excess = bk_demand_excess (demand, owned);
  double *a = flows->amounts;

  memset (flows, 0, sizeof *flows);
  flows->served = served;
  flows->rented = excess;

  if (owned > 0)
    {
      double gpu_cost = x[BK_INPUT_PURCHASE_PRICE] + in->host_cost;
      double energy_price = x[BK_INPUT_ELECTRICITY_PRICE]
                            * (1.0 + x[BK_INPUT_COOLING_OVERHEAD] / 100.0);
      double capital = owned * gpu_cost;

      a[BK_CATEGORY_CAPITAL] = capital;
      a[BK_CATEGORY_ENERGY] = BK_HOURS_PER_MONTH
                              * (in->power_kw * served + in->idle_kw * (owned - served))
                              * energy_price;
      a[BK_CATEGORY_COLOCATION] = owned * in->colocation;
      a[BK_CATEGORY_MAINTENANCE] = capital * in->maintenance_rate;
      a[BK_CATEGORY_ADMINISTRATION] = x[BK_INPUT_ADMIN_HOURS_PER_MONTH] * in->staff_rate;
    }

  if (excess > 0.0)
    {
      a[BK_CATEGORY_ONBOARDING] = x[BK_INPUT_ONBOARDING_HOURS] * in->staff_rate;
      a[BK_CATEGORY_RENT_COMPUTE] = BK_HOURS_PER_MONTH * excess * x[BK_INPUT_RENT_PER_GPU_HOUR];
      a[BK_CATEGORY_EGRESS] = in->egress * excess / (served + excess);
      a[BK_CATEGORY_STORAGE] = in->storage;
    }
}

/**
 * bk_cost_fill_category:
 * @row: (out): room for @horizon + 1 amounts
 * @flows: an option's amounts
 * @category: the category
 * @rent_price: the rent price factors of months 0..@horizon
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

    case BK_CATEGORY_RENT_COMPUTE:
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
 * @horizon: the last month
 * @cash: (out) (optional): the cumulative discounted cash C[0..@horizon]
 *
 * Returns: the cumulative discounted cash at @horizon
 */
double
bk_cost_cash (const BkCostFlows *flows,
              const double      *discount,
              const double      *rent_price,
              guint              horizon,
              double            *cash)
{
  double c = bk_cost_up_front (flows);

  if (cash != NULL)
    cash[0] = c;

  for (guint m = 1; m <= horizon; m++)
    {
      c = c + discount[m] * bk_cost_month (flows, rent_price[m]);
      if (cash != NULL)
        cash[m] = c;
    }

  return c;
}

/**
 * bk_cost_evaluate:
 * @in: the profile's figures
 * @x: the ranged inputs' values
 * @discount: the discount factors of months 0..H
 * @rent_price: room for H + 1 rent price factors
 * @tco: (out): the three options' TCO
 *
 * The three options' TCO for one set of inputs, month by month as the analysis sums them.
 */
void
bk_cost_evaluate (const BkCostInputs *in,
                  const double       *x,
                  const double       *discount,
                  double             *rent_price,
                  double              tco[BK_N_OPTIONS])
{
  guint horizon = in->horizon;
  double value = bk_cost_value (x[BK_INPUT_ANNUAL_VALUE_LOSS], horizon);
  BkDemand demand;

  bk_cost_demand_init (&demand, in->base_gpus, in->burst_gpus, in->peak_share,
                       x[BK_INPUT_UTILISATION]);
  bk_cost_fill_rent_price (rent_price, horizon, x[BK_INPUT_RENT_PRICE_CHANGE]);

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      BkCostFlows flows;
      double cash;

      bk_cost_flows_init (&flows, in, x, &demand, in->owned[o]);
      cash = bk_cost_cash (&flows, discount, rent_price, horizon, NULL);
      tco[o] = cash - bk_cost_resale (flows.amounts[BK_CATEGORY_CAPITAL], value,
                                      discount[horizon]);
    }
}

/**
 * bk_cost_tco_closed_form:
 * @in: the profile's figures
 * @x: the ranged inputs' values
 * @factors: the month factors for @x
 * @demand: the demand for @x's utilisation
 * @owned: how many GPUs are owned
 *
 * The TCO in closed form, for the optimal pool's search over every pool size: every monthly
 * amount but rent compute is the same each month, so the discounted sums reduce to two
 * precomputed factors. A term that changes month by month has to add its own discounted sum.
 *
 * Returns: N_owned[H]
 */
double
bk_cost_tco_closed_form (const BkCostInputs  *in,
                         const double        *x,
                         const BkCostFactors *factors,
                         const BkDemand      *demand,
                         guint                owned)
{
  guint horizon = in->horizon;
  BkCostFlows flows;
  const double *a = flows.amounts;
  double total = 0.0;

  bk_cost_flows_init (&flows, in, x, demand, owned);

  if (owned > 0)
    {
      double capital = a[BK_CATEGORY_CAPITAL];

      total += capital + bk_cost_owned_monthly (&flows) * factors->sum_discount
               - bk_cost_resale (capital, factors->value[horizon], factors->discount[horizon]);
    }

  if (flows.rented > 0.0)
    total += a[BK_CATEGORY_ONBOARDING]
             + (a[BK_CATEGORY_EGRESS] + a[BK_CATEGORY_STORAGE]) * factors->sum_discount
             + a[BK_CATEGORY_RENT_COMPUTE] * factors->sum_discount_rent;

  return total;
}

/**
 * bk_cost_cheapest:
 * @tco: the three options' TCO
 * @hybrid_distinct: whether the hybrid counts
 * @excluded: an option to leave out, or -1
 *
 * On a tie the option with less capital at risk wins: rent, then the hybrid, then buying.
 *
 * Returns: the option with the smallest TCO
 */
BkOption
bk_cost_cheapest (const double tco[BK_N_OPTIONS],
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
