/* bk-engine.h: the cost engine: plain inputs in, plain figures out
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine computes every figure docs/model.md defines from a BkEngineInputs its caller fills
 * in: the three options month by month with their cheapest rental mixes, the optimal pool and
 * the break-even (bk_engine_evaluate()), the demand month by month (bk_engine_demand_path()),
 * the strategy in time (bk_engine_search_strategy()) and the whole uncertainty analysis
 * (bk_engine_run_uncertainty()). It needs GLib and libm only: no GObject type, no profile. The
 * model fills the inputs from a profile (src/model/analysis/bk-analysis.c) and keeps the
 * results in its BkAnalysis and BkUncertainty.
 *
 * This header lists what the app calls; the parts of those computations (one Monte Carlo sample,
 * a strategy's cost, the percentiles, the tax rule's depreciation, …) are in
 * bk-engine-private.h, for the engine and its tests.
 *
 * The inputs come in sections, as docs/profile-format.md groups a profile's keys. A new input
 * goes into the section it belongs to; one that can carry a range is a new BkInput, last, so
 * that the draws of the others stay as they were; one that changes month by month gets a row
 * of factors beside the rent price's (BkCostFactors in bk-engine-private.h).
 */

#pragma once

#include <glib.h>

#include "bk-engine-enums.h"

G_BEGIN_DECLS

/* From month `month` on (1..BK_MAX_HORIZON_MONTHS), the base demand changes by `gpus`. */
typedef struct _BkDemandStep
{
  guint month;
  int   gpus;
} BkDemandStep;

/* An input's low–high range for the uncertainty analysis; the engine stretches it to reach the
 * value. */
typedef struct _BkInputRange
{
  gboolean set;
  double   low;
  double   high;
} BkInputRange;

/* Everything the engine computes from, in the units of the profile's keys: amounts in the
 * profile's currency, percentages as 40 for 40 %. bk_engine_inputs_init() fills in a neutral
 * set (nothing costs anything) to start from. */
typedef struct _BkEngineInputs
{
  guint horizon_months;               /* H, 1..BK_MAX_HORIZON_MONTHS */

  /* docs/model.md#demand and #demand-over-time */
  struct
  {
    guint        base_gpus;           /* B */
    guint        burst_gpus;          /* P */
    guint        burst_days;
    guint        burst_interval_days;
    int          hybrid_gpus;         /* the hybrid's pool, at most B + P; −1: B */
    double       growth_percent;      /* g, a year */
    BkDemandStep steps[BK_MAX_DEMAND_STEPS];  /* sorted by month */
    guint        n_steps;
    guint        project_end_month;   /* E; 0 for none */
    double       transfer_gb_per_month;
    double       cloud_storage_gb;
    gboolean     on_premises_only;    /* the data may not leave the premises */
    double       throughput;          /* t, the priced GPU's work per GPU against the GPU the
                                       * demand counts in (docs/model.md#work-on-another-gpu);
                                       * 1 for the same GPU, 0 counts as 1 */
  } demand;

  /* docs/model.md#owning and #lost-gpu-hours */
  struct
  {
    double   host_cost;               /* the server share, per GPU */
    double   power_watts;             /* under load, per GPU */
    double   idle_watts;
    double   colocation_per_gpu_month;
    double   maintenance_percent;     /* of the capital, a year */
    double   staff_hourly_rate;       /* admin and onboarding hours */
    guint    spare_gpus;              /* s, bought with every pool of k > 0 */
    gboolean lost_hours_rented;       /* lost GPU-hours are rented on demand, else missing */
  } owning;

  /* docs/model.md#renting and #rental-terms */
  struct
  {
    double egress_per_gb;
    double storage_per_gb_month;
    guint  commit_term_months;        /* T, 1..BK_MAX_HORIZON_MONTHS */
    double commit_upfront_percent;    /* a */
    int    commit_gpus;               /* c for every option that commits; −1: the engine chooses */
    double spot_share;                /* σ, percent of the rented hours above the commitment */
  } renting;

  /* docs/model.md#discounting and #tax */
  struct
  {
    double         discount_rate;     /* r, percent a year */
    gboolean       tax_enabled;       /* at value[BK_INPUT_TAX_RATE] */
    BkDepreciation depreciation;
    guint          depreciation_years;  /* N, 1..BK_DEPRECIATION_YEARS_MAX */
    double         declining_rate;    /* X, percent a year, capped by bk_declining_rate_limit() */
  } money;

  /* The inputs that can carry a range (docs/model.md#uncertainty): their values, and the ranges
   * the uncertainty analysis draws from (the other figures ignore them). */
  double       value[BK_N_INPUTS];
  BkInputRange range[BK_N_INPUTS];
} BkEngineInputs;

/* The demand of every month (docs/model.md#demand-over-time): B_m and P_m for months 1..H. */
typedef struct _BkDemandPath
{
  gboolean varies;                           /* a month differs from B and P: see the docs */
  guint    max_gpus;                         /* K = ⌈max_m (B_m + P_m)⌉, at least 1 */
  double   base[BK_MAX_HORIZON_MONTHS + 1];  /* index 0 unused */
  double   peak[BK_MAX_HORIZON_MONTHS + 1];
} BkDemandPath;

/* Shares of time of the four demand levels and what k owned GPUs serve of them. */
typedef struct _BkDemand
{
  guint  levels[4];   /* B + P, B, P, 0 */
  double shares[4];   /* their shares of time; they add up to 1 */
} BkDemand;

/* How an option rents the GPUs it does not own: how many it commits for how long, and which
 * share of the rented GPU-hours committed capacity, spot and on-demand serve (they add up to 1
 * when the option rents anything, and are all 0 when it does not). The GPU-hours its own GPUs
 * lose to failures are not in these shares: rented, they run on demand on top. */
typedef struct _BkRentalMix
{
  guint    committed_gpus;
  guint    term_months;      /* the committed term; 0 without committed GPUs */
  double   committed_share;
  double   spot_share;
  double   on_demand_share;
  gboolean lost_on_demand;   /* lost GPU-hours are rented on demand on top */
} BkRentalMix;

/* The best strategy in time (docs/model.md#strategies-in-time): first_gpus owned from the start,
 * final_gpus from the month after `month` on; without a change both are equal and month is 0.
 * buy_now_* is the cheapest strategy that owns GPUs from the start and never adds any. Both
 * TCOs are before tax, also when the options' figures are after tax (before_tax is then set). */
typedef struct _BkStrategy
{
  guint  first_gpus;
  guint  final_gpus;
  guint  month;
  double tco;
  guint  buy_now_gpus;
  double buy_now_tco;
  gboolean before_tax;  /* tax is on, but the search compares the figures before tax */
  gboolean required;    /* the data may not leave the premises: buying now, whatever is cheaper */
} BkStrategy;

/* One option's figures (docs/model.md#the-options). */
typedef struct _BkOptionFigures
{
  guint        owned;
  double      *cash;                      /* cumulative discounted cash C[0..H] */
  double      *net;                       /* net cost N[0..H] */
  double      *monthly[BK_N_CATEGORIES];  /* nominal amounts, index 0 up front */
  double       totals[BK_N_CATEGORIES];   /* discounted sums over 0..H */
  double       resale;                    /* discounted value if sold at H */
  double       lost;                      /* GPUs of work lost to failures, on average */
  BkRentalMix  mix;
} BkOptionFigures;

/* What bk_engine_evaluate() finds; with tax on, every amount is after tax. */
typedef struct _BkEngineResults
{
  guint           horizon;
  BkOptionFigures options[BK_N_OPTIONS];
  int             break_even_month;   /* first month ≥ 1 buying's cash is at most renting's; −1 */
  guint           optimal_owned;
  double          optimal_tco;
  BkRentalMix     optimal_mix;
  BkOption        cheapest;           /* ties go to less capital at risk */
  gboolean        hybrid_distinct;    /* the hybrid owns some GPUs but fewer than buying */
  gboolean        rental_terms;       /* committed or spot capacity is offered */
  gboolean        demand_changes;     /* the demand path varies */
  gboolean        no_demand;          /* no GPU is needed in any month: nothing to compare */
  double         *block;              /* owns every array above */
  gpointer        prepared;           /* private: what bk_engine_search_strategy() reuses */
} BkEngineResults;

/* One bar of the tornado chart: the difference in TCO between the runner-up and the leader of
 * the single-value analysis, with one input at either end of its range and every other input
 * at its value. */
typedef struct _BkSensitivity
{
  BkInput input;
  double  input_low;        /* the low end used: the range's low end, or the value if lower */
  double  input_high;       /* the high end used */
  double  difference_low;   /* TCO(runner-up) − TCO(leader) with the input at input_low */
  double  difference_high;  /* the same at input_high */
  double  swing;            /* |difference_high − difference_low| */
} BkSensitivity;

/* What bk_engine_run_uncertainty() finds (docs/model.md#uncertainty and
 * #when-to-buy-under-uncertainty). */
typedef struct _BkEngineUncertainty
{
  guint     n_samples;
  guint     horizon;
  guint     n_ranges;                         /* inputs with a range, zero-width ones too */
  guint     owned[BK_N_OPTIONS];
  gboolean  hybrid_distinct;
  double   *bands[BK_N_OPTIONS][BK_N_BANDS];  /* percentiles of C[0..H] month by month */
  double    tco[BK_N_OPTIONS][BK_N_BANDS];
  int       break_even[BK_N_BANDS];           /* −1: never */
  double    cheaper[BK_N_OPTIONS];            /* share of samples cheaper than renting */
  double    best[BK_N_OPTIONS];               /* share of samples in which it is cheapest */
  BkOption  leader;                           /* of the single-value analysis */
  BkOption  runner_up;
  double    difference;                       /* TCO(runner-up) − TCO(leader) */
  GArray   *sensitivities;                    /* of BkSensitivity, largest swing first */
  gboolean  has_strategy;                     /* the samples searched a month to buy */
  guint     strategy_first;
  guint     strategy_final;
  guint     buy_month[BK_N_BANDS];            /* 0 now, H + 1 never */
  double    waiting;                          /* share of samples in which buying now loses */
  double    never;                            /* share in which keeping the first pool wins */
  double   *block;                            /* owns the bands */
} BkEngineUncertainty;

/* Asked now and then during a long computation; TRUE stops it. */
typedef gboolean (*BkEngineCancelled) (gpointer data);

/* Inputs and the demand */
void      bk_engine_inputs_init      (BkEngineInputs       *in);
guint     bk_engine_gpus_for_work    (double                gpus,
                                      double                throughput);
void      bk_engine_demand_path      (const BkEngineInputs *in,
                                      BkDemandPath         *path);
void      bk_demand_init             (BkDemand             *demand,
                                      const BkEngineInputs *in);

/* The options, the optimal pool and the break-even */
void      bk_engine_evaluate         (const BkEngineInputs *in,
                                      BkEngineResults      *results);
void      bk_engine_results_clear    (BkEngineResults      *results);
BkOption  bk_engine_cheapest         (const double          tco[BK_N_OPTIONS],
                                      gboolean              hybrid_distinct,
                                      int                   excluded);
gboolean  bk_engine_costs_equal      (double                a,
                                      double                b);

/* The strategy in time */
void      bk_engine_search_strategy  (const BkEngineInputs  *in,
                                      const BkEngineResults *results,
                                      BkStrategy            *strategy,
                                      double                *cash);

/* The uncertainty */
gboolean  bk_engine_run_uncertainty  (const BkEngineInputs *in,
                                      guint                 n_samples,
                                      guint32               seed,
                                      BkEngineCancelled     cancelled,
                                      gpointer              data,
                                      BkEngineUncertainty  *result);
void      bk_engine_uncertainty_clear (BkEngineUncertainty *result);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BkEngineResults, bk_engine_results_clear)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BkEngineUncertainty, bk_engine_uncertainty_clear)

/* Tax */
double    bk_declining_rate_limit    (guint                 years);

G_END_DECLS
