/* bk-engine-private.h: the cost engine that the analysis, the sampler and the tornado share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every formula of the model lives here once. The analysis runs it on a profile's values, the
 * Monte Carlo sampler on each sample's and the tornado on each end of a range: the same inputs
 * give the same figures to the last bit in all three, which is why the order of additions is
 * part of the contract. A new cost category is a new BkCategory, its amount in
 * bk_cost_flows_init() and its place in bk_cost_month_sum(); a term that changes month by month
 * also says how in bk_cost_fill_category() and bk_cost_month(). Tax is not a category: it
 * transforms an option's cumulative cash and resale value (bk-tax.h) after the sum.
 */

#pragma once

#include <math.h>

#include "bk-analysis.h"
#include "bk-input.h"
#include "bk-tax.h"

G_BEGIN_DECLS

/* Two amounts this close (relative to the larger) count as equal when the engine compares costs:
 * the same cost reached by a different order of additions must not decide a tie. */
#define BK_COST_TIE_TOLERANCE 1e-9

/* Demand over time (bk-month-path.c): the base B_m and peaks P_m of months 1..H. Only
 * used when `varies`; otherwise every month has the profile's B and P and the engine sums as it
 * always did. */
typedef struct
{
  gboolean varies;
  guint    max_gpus;                         /* K = ⌈max_m (B_m + P_m)⌉, from 1 to 8,192 */
  double   base[BK_MAX_HORIZON_MONTHS + 1];  /* index 0 unused */
  double   peak[BK_MAX_HORIZON_MONTHS + 1];
} BkCostPath;

/* A month's demand levels (no longer whole GPUs) and their shares of time. */
typedef struct
{
  double levels[4];   /* B_m + P_m, B_m, P_m, 0 */
  double shares[4];
} BkCostMonthDemand;

/* A profile's figures, copied on the caller's thread so that the engine can run on another one
 * without touching the profile. The ranged inputs are kept apart in value[] so that the sampler
 * and the tornado can replace them. */
typedef struct
{
  guint  horizon;
  guint  owned[BK_N_OPTIONS];   /* rent 0, buy the peak B + P, hybrid the chosen pool */
  guint  base_gpus;
  guint  burst_gpus;
  double peak_share;            /* b = min(1, days / interval) */
  double host_cost;             /* per GPU */
  double power_kw;
  double idle_kw;
  double colocation;            /* per GPU and month */
  double maintenance_rate;      /* share of the capital per month */
  double staff_rate;            /* per hour */
  double egress;                /* per month when everything is rented */
  double storage;               /* per month */
  double discount_base;         /* 1 + r */
  guint  commit_term;           /* T, months of a committed term */
  double commit_upfront;        /* a, the share of a term paid when it starts */
  int    commit_fixed;          /* committed GPUs the user chose, or −1: the engine chooses */
  double spot_share;            /* σ, the share of the rented hours above the commitment */
  guint  commit[BK_N_OPTIONS];  /* the committed GPUs of each option's cheapest mix */
  guint  spare_gpus;            /* s, bought with every pool of k > 0 */
  gboolean lost_rented;         /* lost GPU-hours are rented on demand, else they are missing */
  gboolean tax;                 /* after tax, at value[BK_INPUT_TAX_RATE] */
  BkTaxSchedule tax_schedule;   /* the capital's depreciation, when tax is on */
  double value[BK_N_INPUTS];
  BkCostPath path;
} BkCostInputs;

/* What one option costs for one set of inputs: capital and onboarding are paid up front, every
 * other category is its nominal amount in month 1 (rent compute and spot before the price
 * change). Committed capacity is 730 · c · p_c, a month of the whole term before the up-front
 * share and the price change; bk_cost_fill_commit() says how much of it each month pays. */
typedef struct
{
  double amounts[BK_N_CATEGORIES];
  double served;     /* GPUs the owned ones serve on average */
  double rented;     /* GPUs rented on average */
  guint  committed;  /* committed GPUs */
  double spot;       /* the share of the rented GPUs above the commitment that run on spot */
  double above;      /* rented GPUs above the commitment, on average */
  double lost;       /* GPUs of the owned ones' work lost to failures, on average */
} BkCostFlows;

/* Everything that depends only on the month, for months 0..H. */
typedef struct
{
  double discount[BK_MAX_HORIZON_MONTHS + 1];   /* (1 + r)^(−m/12) */
  double rent_price[BK_MAX_HORIZON_MONTHS + 1]; /* (1 + g)^((m−1)/12), m ≥ 1 */
  double value[BK_MAX_HORIZON_MONTHS + 1];      /* (1 − d)·(1 − loss)^(m/12) */
  double commit[BK_MAX_HORIZON_MONTHS + 1];     /* bk_cost_commit_factor() of each month */
  double sum_discount;                          /* Σ discount[m], m = 1..H */
  double sum_discount_rent;                     /* Σ discount[m]·rent_price[m], m = 1..H */
  double sum_discount_commit;                   /* Σ discount[m]·commit[m], m = 0..H */
} BkCostFactors;

void     bk_cost_inputs_init       (BkCostInputs        *in,
                                    BkProfile           *profile);
void     bk_cost_choose_mixes      (BkCostInputs        *in,
                                    const BkCostFactors *factors);
guint    bk_cost_choose_commit     (const BkCostInputs  *in,
                                    const double        *x,
                                    const BkCostFactors *factors,
                                    const BkDemand      *demand,
                                    guint                owned);
gboolean bk_cost_spot_used         (const BkCostInputs  *in,
                                    const double        *x);
gboolean bk_cost_hybrid_distinct   (const BkCostInputs  *in);

double   bk_cost_peak_share        (guint                burst_gpus,
                                    guint                burst_days,
                                    guint                interval_days);
void     bk_cost_demand_init       (BkDemand            *demand,
                                    guint                base_gpus,
                                    guint                burst_gpus,
                                    double               peak_share,
                                    double               utilisation);

void     bk_cost_fill_discount     (double              *discount,
                                    const BkCostInputs  *in);
void     bk_cost_fill_rent_price   (double              *rent_price,
                                    guint                horizon,
                                    double               change);
double   bk_cost_rent_price_step   (double               change);
void     bk_cost_fill_commit       (double              *commit,
                                    const BkCostInputs  *in,
                                    const double        *rent_price);
double   bk_cost_value             (const double        *x,
                                    guint                month);
void     bk_cost_factors_init      (BkCostFactors       *factors,
                                    const BkCostInputs  *in,
                                    const double        *x);

void     bk_cost_flows_init        (BkCostFlows         *flows,
                                    const BkCostInputs  *in,
                                    const double        *x,
                                    const BkDemand      *demand,
                                    guint                owned,
                                    guint                committed);
void     bk_cost_flows_init_served (BkCostFlows         *flows,
                                    const BkCostInputs  *in,
                                    const double        *x,
                                    double               served,
                                    double               excess,
                                    double               above,
                                    guint                owned,
                                    guint                committed);
void     bk_cost_fill_category     (double              *row,
                                    const BkCostFlows   *flows,
                                    BkCategory           category,
                                    const double        *rent_price,
                                    const double        *commit,
                                    guint                horizon);
double   bk_cost_cash              (const BkCostFlows   *flows,
                                    const double        *discount,
                                    const double        *rent_price,
                                    const double        *commit,
                                    guint                horizon,
                                    double              *cash);
void     bk_cost_evaluate          (const BkCostInputs  *in,
                                    const double        *x,
                                    const double        *discount,
                                    double              *rent_price,
                                    double              *commit,
                                    double               tco[BK_N_OPTIONS]);
double   bk_cost_tco_closed_form   (const BkCostInputs  *in,
                                    const double        *x,
                                    const BkCostFactors *factors,
                                    const BkDemand      *demand,
                                    guint                owned,
                                    guint                committed);
void     bk_cost_describe_flows    (const BkCostFlows   *flows,
                                    const BkCostInputs  *in,
                                    BkRentalMix         *mix);

/* Demand over time, bk-month-path.c. */
void     bk_cost_path_init         (BkCostPath          *path,
                                    BkWorkload          *workload,
                                    guint                base_gpus,
                                    guint                burst_gpus,
                                    guint                horizon);
void     bk_cost_month_demand      (BkCostMonthDemand   *demand,
                                    const BkCostInputs  *in,
                                    double               utilisation,
                                    guint                month);
double   bk_cost_month_served      (const BkCostMonthDemand *demand,
                                    double               owned);
double   bk_cost_month_excess      (const BkCostMonthDemand *demand,
                                    double               owned);
double   bk_cost_month_top         (const BkCostMonthDemand *demand);
double   bk_cost_time_option       (const BkCostInputs  *in,
                                    const double        *x,
                                    const double        *discount,
                                    const double        *rent_price,
                                    const double        *commit,
                                    double               value_h,
                                    guint                owned,
                                    guint                committed,
                                    double             **monthly,
                                    double              *cash,
                                    BkCostFlows         *average,
                                    const BkCostMonthDemand *months);
void     bk_cost_fill_month_demand (BkCostMonthDemand   *demand,
                                    const BkCostInputs  *in,
                                    double               utilisation);

BkOption bk_cost_cheapest          (const double         tco[BK_N_OPTIONS],
                                    gboolean             hybrid_distinct,
                                    int                  excluded);

static inline gboolean
bk_costs_equal (double a,
                double b)
{
  return fabs (a - b) <= BK_COST_TIE_TOLERANCE * MAX (fabs (a), fabs (b));
}

/* TRUE when a is cheaper than b by more than rounding. */
static inline gboolean
bk_costs_less (double a,
               double b)
{
  return a < b && !bk_costs_equal (a, b);
}

/* Whether buying has cost no more cash than renting by month m. */
static inline gboolean
bk_cost_breaks_even (double buy,
                     double rent)
{
  return buy <= rent || bk_costs_equal (buy, rent);
}

/* Up front: capital, onboarding and the first committed term's up-front share (commit, the
 * commitment factor of index 0). */
static inline double
bk_cost_up_front (const BkCostFlows *flows,
                  double             commit)
{
  return (flows->amounts[BK_CATEGORY_CAPITAL] + flows->amounts[BK_CATEGORY_ONBOARDING])
         + flows->amounts[BK_CATEGORY_RENT_COMMITTED] * commit;
}

/* How many of a month's committed amount (730 · c · p_c) month m pays: the monthly (1 − a) part
 * at the price factor of its term's first month (term_price), the rest of a term that runs past
 * the horizon in month H, and the up-front share of the term that starts in month m + 1
 * (next_price, that month's price factor). Index 0 pays only that up-front share. */
static inline double
bk_cost_commit_factor (guint  m,
                       guint  horizon,
                       guint  term,
                       double upfront,
                       double term_price,
                       double next_price)
{
  double k = 0.0;

  if (m > 0)
    {
      guint term_end = ((m - 1) / term + 1) * term;

      k = (1.0 - upfront) * term_price;
      if (m == horizon && term_end > horizon)
        k += (term_end - horizon) * ((1.0 - upfront) * term_price);
    }

  if (m % term == 0 && m < horizon)
    k += upfront * term * next_price;

  return k;
}

/* The monthly amounts of owning, the same every month: the first terms of the month's sum. */
static inline double
bk_cost_owned_monthly (const BkCostFlows *flows)
{
  return ((flows->amounts[BK_CATEGORY_ENERGY] + flows->amounts[BK_CATEGORY_COLOCATION])
          + flows->amounts[BK_CATEGORY_MAINTENANCE])
         + flows->amounts[BK_CATEGORY_ADMINISTRATION];
}

/* The one order in which a month's amounts are added up: owning, then the rented GPU-hours at
 * the month's price (on demand, then spot), the committed payments, egress and storage. The
 * sampler's pass over its samples adds the same terms in the same order, so it calls this too.
 * Without terms, spot and committed are zero, and adding a zero changes no bit of the sum. */
static inline double
bk_cost_month_sum (double owned,
                   double rent_compute,
                   double spot,
                   double committed,
                   double egress,
                   double storage)
{
  return ((((owned + rent_compute) + spot) + committed) + egress) + storage;
}

/* Everything paid in month m ≥ 1, not discounted, for the month's rent price factor and
 * commitment factor. */
static inline double
bk_cost_month (const BkCostFlows *flows,
               double             rent_price,
               double             commit)
{
  return bk_cost_month_sum (bk_cost_owned_monthly (flows),
                            flows->amounts[BK_CATEGORY_RENT_COMPUTE] * rent_price,
                            flows->amounts[BK_CATEGORY_RENT_SPOT] * rent_price,
                            flows->amounts[BK_CATEGORY_RENT_COMMITTED] * commit,
                            flows->amounts[BK_CATEGORY_EGRESS],
                            flows->amounts[BK_CATEGORY_STORAGE]);
}

/* The hardware's discounted value if sold in a month with these factors. */
static inline double
bk_cost_resale (double capital,
                double value,
                double discount)
{
  return capital * value * discount;
}

/* The net cost N[m] of an option whose cumulative cash is C[m]: before tax C[m] minus the
 * discounted resale value, after tax both after tax (bk-tax.h), at the tax rate of x. */
static inline double
bk_cost_net (const BkCostInputs *in,
             const double       *x,
             double              cash,
             double              capital,
             double              value,
             double              discount,
             guint               month)
{
  double rate;

  if (!in->tax)
    return cash - bk_cost_resale (capital, value, discount);

  rate = x[BK_INPUT_TAX_RATE] / 100.0;
  return bk_tax_cash (cash, rate, capital, in->tax_schedule.deducted[month])
         - bk_tax_resale (capital, value, discount, rate, in->tax_schedule.book[month]);
}

G_END_DECLS
