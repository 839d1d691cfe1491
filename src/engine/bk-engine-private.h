/* bk-engine-private.h: what the engine's files share, and nothing outside src/engine includes
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every formula of the model lives here once. The options' figures (bk-evaluate.c) run it on
 * the inputs' own values, the Monte Carlo sampler (bk-sampling.c) on each sample's and the
 * tornado on each end of a range: the same values give the same figures to the last bit in all
 * three, which is why the order of additions is part of the contract. A new cost category is a
 * new BkCategory, its amount in bk_cost_flows_init() and its place in bk_cost_month_sum(); a
 * term that changes month by month also says how in bk_cost_fill_category() and
 * bk_cost_month(). Tax is not a category: it transforms an option's cumulative cash and resale
 * value (bk_tax_cash(), bk_tax_resale()) after the sum.
 */

#pragma once

#include <math.h>

#include "bk-engine.h"

G_BEGIN_DECLS

/* Percentiles, nearest rank, by selection: a selector finds a few of n values at a time,
 * reusing its buffers from one set of values to the next. */
#define BK_SELECTOR_RANKS 3

typedef struct _BkSelector
{
  guint    ranks[BK_SELECTOR_RANKS];    /* 0-based, ascending */
  guint   *counts;
  guint16 *buckets;
  double  *buffers[BK_SELECTOR_RANKS];
} BkSelector;

/* How much of the capital is written off, for months 0..H (bk-tax.c). */
typedef struct
{
  double deducted[BK_MAX_HORIZON_MONTHS + 1];  /* S_m = Σ_{j=1..m} d_j · α_j, discounted */
  double book[BK_MAX_HORIZON_MONTHS + 1];      /* b_m = 1 − Σ_{j≤m} α_j, still on the books */
} BkTaxSchedule;

void   bk_tax_schedule_init    (BkTaxSchedule  *schedule,
                                BkDepreciation  method,
                                guint           years,
                                double          declining_rate,
                                guint           horizon,
                                const double   *discount);

/* Tax is a transformation of an option's cumulative cash C[m] and of its resale value, never a
 * category of its own, so that the figures before tax stay what they are. Every expense saves t
 * of it in its month, and the capital saves t of its depreciation in the months it is booked,
 * which gives C'[m] = (1 − t)·C[m] + t·capital·(1 − S_m) with S_m the discounted share of the
 * capital written off by month m. The analysis, the sampler and the tornado all call these
 * inline functions, so the figures after tax agree to the last bit too. */

/* The cumulative cash after tax at a tax rate t (a share), for the cash C before tax of an
 * option with this capital and the month's S_m. */
static inline double
bk_tax_cash (double cash,
             double rate,
             double capital,
             double deducted)
{
  return (1.0 - rate) * cash + rate * (capital * (1.0 - deducted));
}

/* The discounted proceeds of a sale after tax: the gain over the book value is taxed, a loss
 * saves tax. */
static inline double
bk_tax_resale (double capital,
               double value,
               double discount,
               double rate,
               double book)
{
  return capital * discount * ((1.0 - rate) * value + rate * book);
}

/* A month's demand levels (no longer whole GPUs) and their shares of time. */
typedef struct
{
  double levels[4];   /* B_m + P_m, B_m, P_m, 0 */
  double shares[4];
} BkCostMonthDemand;

/* The inputs as the formulas use them, worked out once from a BkEngineInputs
 * (bk_cost_inputs_init()). The ranged inputs are kept apart in value[] so that the sampler and
 * the tornado can replace them. The demand path is only used when it `varies`; otherwise every
 * month has B and P and the engine sums as it always did. */
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
  gboolean required;            /* the data may not leave the premises */
  double value[BK_N_INPUTS];
  BkDemandPath path;
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
                                    const BkEngineInputs *inputs);
void     bk_cost_inputs_init_untaxed (BkCostInputs      *in,
                                    const BkEngineInputs *inputs);
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

double   bk_engine_peak_share      (guint                burst_gpus,
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

/* What bk_engine_evaluate() keeps for the strategy search: its inputs before tax and its month
 * factors. */
typedef struct
{
  BkCostInputs  cost;
  BkCostFactors factors;
} BkEnginePrepared;

/* The strategy search, bk-strategy-search.c. A strategy (k, n, m): k GPUs owned from the start,
 * n ≥ k from month m on (docs/model.md#strategies-in-time). Without a change k = n and m = 0. */
typedef struct
{
  guint  first;
  guint  final;
  guint  month;
  double tco;
} BkStrategyChoice;

double bk_strategy_cost         (const BkCostInputs  *in,
                                 const double        *x,
                                 const BkCostFactors *factors,
                                 guint                first,
                                 guint                final,
                                 guint                month,
                                 double              *cash);
void   bk_strategy_search       (const BkCostInputs  *in,
                                 const double        *x,
                                 const BkCostFactors *factors,
                                 BkStrategyChoice    *best,
                                 BkStrategyChoice    *buy_now);
void   bk_strategy_search_naive (const BkCostInputs  *in,
                                 const double        *x,
                                 const BkCostFactors *factors,
                                 BkStrategyChoice    *best,
                                 BkStrategyChoice    *buy_now);
void   bk_strategy_best_month   (const BkCostInputs  *in,
                                 const double        *x,
                                 const BkCostFactors *factors,
                                 guint                first,
                                 guint                final,
                                 guint                now,
                                 guint               *month,
                                 double              *later_tco,
                                 double              *now_tco,
                                 double              *never_tco,
                                 const BkCostMonthDemand *months);

/* The uncertainty, bk-sampling.c and bk-sampling-months.c: everything the sampling needs, worked
 * out once before the samples are drawn. */
typedef struct
{
  BkCostInputs cost;
  double       low[BK_N_INPUTS];    /* the range, stretched to reach the value */
  double       high[BK_N_INPUTS];
  guint        has_range;           /* bit i: input i has a range */
  guint        varies;              /* bit i: input i's range has a width */
  guint        n_draws;             /* how many inputs each sample draws */
} BkSampleParams;

/* The best buy month in each sample, for the pool sizes of the single-value strategy. */
typedef struct
{
  gboolean      active;
  guint         first;
  guint         final;
  guint         now;
  gboolean      rent_varies;
  gboolean      value_varies;
  BkCostFactors factors;
  guint        *months;     /* per sample; 0 when buying now wins, H + 1 when never does */
  guint         n_waiting;
  guint         n_never;
} BkSampleStrategy;

void     bk_sample_params_init     (BkSampleParams      *p,
                                    const BkEngineInputs *inputs);
void     bk_sample_draw            (const BkSampleParams *p,
                                    GRand               *rand,
                                    double              *x);
void     bk_sample_strategy_init   (BkSampleStrategy    *ss,
                                    const BkSampleParams *p,
                                    guint                n);
void     bk_sample_strategy_add    (BkSampleStrategy    *ss,
                                    const BkSampleParams *p,
                                    const double        *x,
                                    guint                s,
                                    const BkCostMonthDemand *months);
void     bk_sample_strategy_finish (BkSampleStrategy    *ss,
                                    BkEngineUncertainty *result,
                                    guint                n);
gboolean bk_sample_run_in_time     (BkEngineUncertainty *result,
                                    const BkSampleParams *p,
                                    guint                n,
                                    GRand               *rand,
                                    const double        *discount,
                                    BkEngineCancelled    cancelled,
                                    gpointer             data);
void     bk_sample_finish          (BkEngineUncertainty *result,
                                    BkSelector          *sel,
                                    double *const       *tco,
                                    const guint         *break_even,
                                    guint               *histogram,
                                    guint                n);
void     bk_sample_sensitivities   (BkEngineUncertainty *result,
                                    const BkSampleParams *p,
                                    const double        *discount);

/* What only the engine and its tests call: the parts of the computations bk-engine.h offers. */

/* Inputs and the demand */
double    bk_engine_throughput       (const BkEngineInputs *in);

gboolean  bk_engine_demand_changes   (const BkEngineInputs *in);
guint     bk_engine_owned_gpus       (const BkEngineInputs *in,
                                      BkOption              option);
double    bk_engine_peak_share       (guint                 burst_gpus,
                                      guint                 burst_days,
                                      guint                 interval_days);

double    bk_demand_served           (const BkDemand       *demand,
                                      guint                 owned);
double    bk_demand_excess           (const BkDemand       *demand,
                                      guint                 owned);

void      bk_engine_evaluate_tco     (const BkEngineInputs *in,
                                      const double         *x,
                                      double                tco[BK_N_OPTIONS]);

void      bk_engine_search_strategy_naive (const BkEngineInputs *in,
                                           BkStrategy           *strategy);
double    bk_engine_strategy_cost    (const BkEngineInputs *in,
                                      guint                 first,
                                      guint                 final,
                                      guint                 month,
                                      double               *cash);

void      bk_engine_sample           (const BkEngineInputs *in,
                                      GRand                *rand,
                                      double               *x);

double    bk_triangular_quantile     (double                u,
                                      double                low,
                                      double                mode,
                                      double                high);


guint     bk_percentile_rank         (guint                 percent,
                                      guint                 n);
int       bk_compare_doubles         (const void           *a,
                                      const void           *b);
void      bk_sort_doubles            (double               *values,
                                      guint                 n);
void      bk_min_max                 (const double         *values,
                                      guint                 n,
                                      double               *min,
                                      double               *max);
void      bk_selector_init           (BkSelector           *sel,
                                      const guint           percents[BK_SELECTOR_RANKS],
                                      guint                 n);
void      bk_selector_clear          (BkSelector           *sel);
void      bk_selector_select         (BkSelector           *sel,
                                      const double         *values,
                                      guint                 n,
                                      double                min,
                                      double                max,
                                      double                out[BK_SELECTOR_RANKS]);

double    bk_tax_depreciation        (BkDepreciation        method,
                                      guint                 years,
                                      double                declining_rate,
                                      guint                 year);

G_END_DECLS
