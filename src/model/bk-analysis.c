/* bk-analysis.c: the cost engine's answer for one profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-analysis"

#include "config.h"

#include "bk-analysis.h"
#include "bk-engine-private.h"
#include "bk-leans.h"
#include "bk-strategy-search.h"

#define REVIEW_INTERVAL_DAYS 365

typedef struct
{
  guint   owned;
  double *cash;
  double *net;
  double *monthly[BK_N_CATEGORIES];
  double  totals[BK_N_CATEGORIES];
  double  resale;
  double  lost;
  BkRentalMix mix;
} OptionResult;

struct _BkAnalysis
{
  GObject       parent_instance;

  guint         horizon;
  double       *block;
  OptionResult  options[BK_N_OPTIONS];

  int           break_even_month;
  guint         optimal_owned;
  double        optimal_tco;
  BkRentalMix   optimal_mix;
  BkStrategy    strategy;
  double       *strategy_cash;
  BkCostInputs  *strategy_inputs;   /* kept for the search until it first runs */
  BkCostFactors *strategy_factors;
  gboolean      demand_changes;
  gboolean      rental_terms;
  BkVerdict     verdict;
  BkOption      best_option;
  BkLean        leans[BK_N_CHECKLIST_ITEMS];
  char         *reasons[BK_N_CHECKLIST_ITEMS];
  guint         agreeing_leans;
  gboolean      review_due;
  gboolean      lost_rented;
  gboolean      compliance;
  BkCostInputs *inputs;       /* with tax on, for the figures before tax */
  BkAnalysis   *before_tax;   /* those figures, once asked for */
};

G_DEFINE_FINAL_TYPE (BkAnalysis, bk_analysis, G_TYPE_OBJECT)

/* The net cost, the resale value and, with tax on, the cash after tax, from the cash before. */
static void
finish_option (OptionResult        *result,
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
compute_option_in_time (OptionResult        *result,
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
compute_option (OptionResult        *result,
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
compute_optimal_pool (BkAnalysis          *self,
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

static void explain_predictability (BkAnalysis *self);

/* The search costs several analyses' worth of time, so it runs when its result is first asked
 * for. */
static void
compute_strategy (BkAnalysis *self)
{
  g_autofree BkCostInputs *in = g_steal_pointer (&self->strategy_inputs);
  g_autofree BkCostFactors *f = g_steal_pointer (&self->strategy_factors);
  BkStrategyChoice best, buy_now;

  if (in == NULL)
    return;

  bk_strategy_search (in, in->value, f, &best, &buy_now);

  /* Renting is no option when the data may not leave the premises, not even at first. */
  if (self->compliance)
    best = (BkStrategyChoice) { .first = buy_now.final, .final = buy_now.final, .month = 0 };

  self->strategy = (BkStrategy) {
    .first_gpus = best.first,
    .final_gpus = best.final,
    .month = best.month,
    .tco = bk_strategy_cost (in, in->value, f, best.first, best.final, best.month,
                             self->strategy_cash),
    .buy_now_gpus = buy_now.final,
    .buy_now_tco = buy_now.tco,
    .before_tax = self->inputs != NULL,
    .required = self->compliance,
  };

  explain_predictability (self);
}

/* The predictability answer against the best time to buy, when demand changes or waiting pays:
 * a steady demand that is about to grow still argues for buying later. */
static void
explain_predictability (BkAnalysis *self)
{
  const BkStrategy *strategy = &self->strategy;
  const char *reason = self->reasons[BK_CHECKLIST_PREDICTABILITY];
  char *extended;

  if (!self->demand_changes && strategy->month == 0)
    return;

  extended = bk_strategy_explain (strategy, reason);
  g_free (self->reasons[BK_CHECKLIST_PREDICTABILITY]);
  self->reasons[BK_CHECKLIST_PREDICTABILITY] = extended;
}

static void
compute_break_even (BkAnalysis *self)
{
  const double *rent = self->options[BK_OPTION_RENT].cash;
  const double *buy = self->options[BK_OPTION_BUY].cash;

  self->break_even_month = -1;

  for (guint m = 1; m <= self->horizon; m++)
    {
      if (bk_cost_breaks_even (buy[m], rent[m]))
        {
          self->break_even_month = (int) m;
          return;
        }
    }
}

static void
compute_verdict (BkAnalysis         *self,
                 const BkCostInputs *in)
{
  double tco[BK_N_OPTIONS];
  BkOption best;

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    tco[o] = self->options[o].net[self->horizon];

  best = bk_cost_cheapest (tco, bk_cost_hybrid_distinct (in), -1);
  self->best_option = best;

  if (self->compliance)
    self->verdict = BK_VERDICT_BUY_REQUIRED;
  else if (best == BK_OPTION_HYBRID)
    self->verdict = BK_VERDICT_HYBRID;
  else if (best == BK_OPTION_BUY)
    self->verdict = BK_VERDICT_BUY;
  else
    self->verdict = BK_VERDICT_RENT;
}

/* A rent verdict agrees with the rent leans and a buy (or buy-required) verdict with the buy
 * leans. The hybrid owns the steady base and rents the peaks, so it takes up both kinds of
 * argument: every lean that is not neutral counts as agreeing with it. */
static guint
count_agreeing_leans (BkAnalysis *self)
{
  guint count = 0;

  for (guint i = 0; i < BK_N_CHECKLIST_ITEMS; i++)
    {
      BkLean lean = self->leans[i];

      switch (self->verdict)
        {
        case BK_VERDICT_RENT:
          count += lean == BK_LEAN_RENT;
          break;

        case BK_VERDICT_BUY:
        case BK_VERDICT_BUY_REQUIRED:
          count += lean == BK_LEAN_BUY;
          break;

        case BK_VERDICT_HYBRID:
          count += lean != BK_LEAN_NEUTRAL;
          break;

        default:
          g_assert_not_reached ();
        }
    }

  return count;
}

static gboolean
compute_review_due (BkProfile *profile,
                    GDateTime *now)
{
  g_autoptr(GDateTime) local_now = NULL;
  GDate reviewed;
  GDate today;
  int year, month, day;

  if (!bk_profile_get_reviewed_date (profile, &reviewed))
    return TRUE;

  if (now == NULL)
    now = local_now = g_date_time_new_now_local ();

  g_date_time_get_ymd (now, &year, &month, &day);
  g_date_clear (&today, 1);
  g_date_set_dmy (&today, (GDateDay) day, (GDateMonth) month, (GDateYear) year);

  return g_date_days_between (&reviewed, &today) > REVIEW_INTERVAL_DAYS;
}

static void
bk_analysis_finalize (GObject *object)
{
  BkAnalysis *self = (BkAnalysis *) object;

  g_clear_pointer (&self->block, g_free);
  g_clear_pointer (&self->strategy_inputs, g_free);
  g_clear_pointer (&self->strategy_factors, g_free);
  g_clear_object (&self->before_tax);
  g_clear_pointer (&self->inputs, g_free);
  for (guint i = 0; i < BK_N_CHECKLIST_ITEMS; i++)
    g_clear_pointer (&self->reasons[i], g_free);

  G_OBJECT_CLASS (bk_analysis_parent_class)->finalize (object);
}

static void
bk_analysis_class_init (BkAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_analysis_finalize;
}

static void
bk_analysis_init (BkAnalysis *self)
{
  self->break_even_month = -1;
}

/**
 * bk_demand_init:
 * @demand: (out caller-allocates): the demand to fill in
 * @workload: the workload it describes
 *
 * Works out the four demand levels (B + P, B, P and 0 GPUs) and their shares of time.
 */
void
bk_demand_init (BkDemand   *demand,
                BkWorkload *workload)
{
  guint burst;

  g_return_if_fail (demand != NULL);
  g_return_if_fail (BK_IS_WORKLOAD (workload));

  burst = bk_workload_get_burst_gpus (workload);
  bk_cost_demand_init (demand, bk_workload_get_gpus (workload), burst,
                       bk_cost_peak_share (burst, bk_workload_get_burst_days (workload),
                                           bk_workload_get_burst_interval_days (workload)),
                       bk_workload_get_utilisation (workload));
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

/* Every figure of the analysis for one set of inputs: the options, the optimal pool, the
 * break-even and the verdict. */
static void
compute_figures (BkAnalysis         *self,
                 const BkCostInputs *in,
                 gboolean            compliance)
{
  BkCostFactors f;
  BkDemand demand;
  gsize stride;
  double *p;

  bk_cost_factors_init (&f, in, in->value);
  bk_cost_demand_init (&demand, in->base_gpus, in->burst_gpus, in->peak_share,
                       in->value[BK_INPUT_UTILISATION]);

  self->horizon = in->horizon;
  self->lost_rented = in->lost_rented;
  self->compliance = compliance;

  /* One block for every array: per option cash, net and one row per category. */
  stride = in->horizon + 1;
  self->block = g_new (double, (BK_N_OPTIONS * (2 + BK_N_CATEGORIES) + 1) * stride);
  p = self->block;
  self->strategy_cash = p;
  p += stride;
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      OptionResult *result = &self->options[o];

      result->cash = p;
      p += stride;
      result->net = p;
      p += stride;
      for (guint c = 0; c < BK_N_CATEGORIES; c++)
        {
          result->monthly[c] = p;
          p += stride;
        }

      compute_option (result, in, &f, &demand, in->owned[o], in->commit[o]);
    }

  self->rental_terms = in->value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] > 0
                       || in->value[BK_INPUT_SPOT_PRICE_PER_GPU_HOUR] > 0;

  compute_optimal_pool (self, in, &f, &demand);
  /* The search in time compares cash before tax: it is kept so whether tax is on or not. */
  self->strategy_inputs = g_memdup2 (in, sizeof *in);
  self->strategy_inputs->tax = FALSE;
  self->strategy_factors = g_memdup2 (&f, sizeof f);
  self->demand_changes = in->path.varies;
  compute_break_even (self);
  compute_verdict (self, in);
}

/**
 * bk_analysis_new:
 * @profile: the profile to analyse
 * @now: (nullable): the moment the review reminder is measured against; %NULL for now
 *
 * Computes the whole answer for @profile at once; with tax on, every figure is after tax and
 * bk_analysis_get_before_tax() has them before. The result does not follow later changes of
 * the profile: analyse again when it changes.
 *
 * Returns: (transfer full): the analysis
 */
BkAnalysis *
bk_analysis_new (BkProfile *profile,
                 GDateTime *now)
{
  g_autoptr(BkAnalysis) self = NULL;
  BkWorkload *workload;
  BkCostInputs in;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);

  self = g_object_new (BK_TYPE_ANALYSIS, NULL);
  workload = bk_profile_get_workload (profile);

  bk_cost_inputs_init (&in, profile);
  compute_figures (self, &in, bk_workload_get_compliance_on_prem (workload));
  bk_leans_compute (workload, self->leans, self->reasons);
  self->agreeing_leans = count_agreeing_leans (self);
  self->review_due = compute_review_due (profile, now);

  /* The figures before tax are worked out only when asked for. */
  if (in.tax)
    self->inputs = g_memdup2 (&in, sizeof in);

  return g_steal_pointer (&self);
}

/**
 * bk_analysis_get_before_tax:
 * @self: an analysis
 *
 * Returns: (transfer none): the same profile's analysis before tax; @self when tax is off
 */
BkAnalysis *
bk_analysis_get_before_tax (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);

  if (self->inputs == NULL)
    return self;

  if (self->before_tax == NULL)
    {
      BkAnalysis *before = g_object_new (BK_TYPE_ANALYSIS, NULL);
      BkCostInputs in = *self->inputs;

      in.tax = FALSE;
      compute_figures (before, &in, self->compliance);
      for (guint i = 0; i < BK_N_CHECKLIST_ITEMS; i++)
        {
          before->leans[i] = self->leans[i];
          before->reasons[i] = g_strdup (self->reasons[i]);
        }
      before->agreeing_leans = count_agreeing_leans (before);
      before->review_due = self->review_due;
      self->before_tax = before;
    }

  return self->before_tax;
}

/**
 * bk_analysis_get_after_tax:
 * @self: an analysis
 *
 * Returns: whether the figures are after tax
 */
gboolean
bk_analysis_get_after_tax (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), FALSE);

  return self->inputs != NULL;
}

/**
 * bk_analysis_get_lost_gpu_hours:
 * @self: an analysis
 * @option: the option
 *
 * Returns: the GPU-hours a month the option's own GPUs lose to failures and repair, spares
 *   taken into account: rented on demand or missing (bk_analysis_get_lost_hours_rented())
 */
double
bk_analysis_get_lost_gpu_hours (BkAnalysis *self,
                                BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);

  return BK_HOURS_PER_MONTH * self->options[option].lost;
}

gboolean
bk_analysis_get_lost_hours_rented (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), TRUE);

  return self->lost_rented;
}

guint
bk_analysis_get_horizon (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0);

  return self->horizon;
}

guint
bk_analysis_get_owned_gpus (BkAnalysis *self,
                            BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0);

  return self->options[option].owned;
}

/**
 * bk_analysis_get_cash:
 * @self: an analysis
 * @option: the option
 *
 * Returns: (array) (transfer none): cumulative discounted cash C[0..H], H + 1 values
 */
const double *
bk_analysis_get_cash (BkAnalysis *self,
                      BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, NULL);

  return self->options[option].cash;
}

/**
 * bk_analysis_get_net:
 * @self: an analysis
 * @option: the option
 *
 * Returns: (array) (transfer none): cumulative net cost N[0..H] (cash minus the discounted value
 *   if sold), H + 1 values
 */
const double *
bk_analysis_get_net (BkAnalysis *self,
                     BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, NULL);

  return self->options[option].net;
}

/**
 * bk_analysis_get_monthly:
 * @self: an analysis
 * @option: the option
 * @category: the cost category
 *
 * Returns: (array) (transfer none): the nominal (not discounted) amounts of @category, H + 1
 *   values; index 0 is up front (only capital and onboarding), 1..H the months
 */
const double *
bk_analysis_get_monthly (BkAnalysis *self,
                         BkOption    option,
                         BkCategory  category)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, NULL);
  g_return_val_if_fail ((guint) category < BK_N_CATEGORIES, NULL);

  return self->options[option].monthly[category];
}

/**
 * bk_analysis_get_category_total:
 * @self: an analysis
 * @option: the option
 * @category: the cost category
 *
 * Returns: the discounted sum of @category over the horizon, up front included
 */
double
bk_analysis_get_category_total (BkAnalysis *self,
                                BkOption    option,
                                BkCategory  category)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);
  g_return_val_if_fail ((guint) category < BK_N_CATEGORIES, 0.0);

  return self->options[option].totals[category];
}

/**
 * bk_analysis_get_resale_value:
 * @self: an analysis
 * @option: the option
 *
 * Returns: the discounted value of the owned hardware if sold at the horizon; 0 without any
 */
double
bk_analysis_get_resale_value (BkAnalysis *self,
                              BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);

  return self->options[option].resale;
}

/**
 * bk_analysis_get_tco:
 * @self: an analysis
 * @option: the option
 *
 * Returns: the total cost of ownership N[H]: the cash spent minus what the hardware is still worth
 */
double
bk_analysis_get_tco (BkAnalysis *self,
                     BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);

  return self->options[option].net[self->horizon];
}

/**
 * bk_analysis_get_break_even_month:
 * @self: an analysis
 *
 * Returns: the first month in which buying has cost no more cash than renting, or -1 when that
 *   does not happen within the horizon
 */
int
bk_analysis_get_break_even_month (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), -1);

  return self->break_even_month;
}

/**
 * bk_analysis_get_optimal_owned_gpus:
 * @self: an analysis
 *
 * Returns: the number of owned GPUs, 0 to B + P, with the smallest TCO (the smallest on a tie)
 */
guint
bk_analysis_get_optimal_owned_gpus (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0);

  return self->optimal_owned;
}

/**
 * bk_analysis_get_mix:
 * @self: an analysis
 * @option: the option
 *
 * Returns: (transfer none): how @option rents what it does not own: its cheapest mix of
 *   committed capacity, spot and on-demand, or the committed GPUs the profile fixed
 */
const BkRentalMix *
bk_analysis_get_mix (BkAnalysis *self,
                     BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, NULL);

  return &self->options[option].mix;
}

/**
 * bk_analysis_get_optimal_mix:
 * @self: an analysis
 *
 * Returns: (transfer none): the rental mix of the optimal pool
 */
const BkRentalMix *
bk_analysis_get_optimal_mix (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);

  return &self->optimal_mix;
}

/**
 * bk_analysis_has_rental_terms:
 * @self: an analysis
 *
 * Returns: whether the profile offers committed or spot capacity beside on-demand
 */
gboolean
bk_analysis_has_rental_terms (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), FALSE);

  return self->rental_terms;
}

double
bk_analysis_get_optimal_tco (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0.0);

  return self->optimal_tco;
}

/**
 * bk_analysis_get_strategy:
 * @self: an analysis
 *
 * Returns: (transfer none): the best strategy in time and the cheapest one that buys now
 */
const BkStrategy *
bk_analysis_get_strategy (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);

  compute_strategy (self);
  return &self->strategy;
}

/**
 * bk_analysis_get_strategy_cash:
 * @self: an analysis
 *
 * Returns: (array) (transfer none): the best strategy's cumulative discounted cash C[0..H]
 */
const double *
bk_analysis_get_strategy_cash (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);

  compute_strategy (self);
  return self->strategy_cash;
}

/**
 * bk_analysis_get_demand_changes:
 * @self: an analysis
 *
 * Returns: whether the demand grows, steps or ends within the horizon
 */
gboolean
bk_analysis_get_demand_changes (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), FALSE);

  return self->demand_changes;
}

BkVerdict
bk_analysis_get_verdict (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), BK_VERDICT_RENT);

  return self->verdict;
}

/**
 * bk_analysis_get_best_option:
 * @self: an analysis
 *
 * Returns: the cheapest option, also when the verdict is buy-required
 */
BkOption
bk_analysis_get_best_option (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), BK_OPTION_RENT);

  return self->best_option;
}

BkLean
bk_analysis_get_lean (BkAnalysis      *self,
                      BkChecklistItem  item)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), BK_LEAN_NEUTRAL);
  g_return_val_if_fail ((guint) item < BK_N_CHECKLIST_ITEMS, BK_LEAN_NEUTRAL);

  return self->leans[item];
}

/**
 * bk_analysis_get_reason:
 * @self: an analysis
 * @item: the checklist item
 *
 * Returns: (transfer none): why @item leans the way it does, one translated sentence
 */
const char *
bk_analysis_get_reason (BkAnalysis      *self,
                        BkChecklistItem  item)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail ((guint) item < BK_N_CHECKLIST_ITEMS, NULL);

  if (item == BK_CHECKLIST_PREDICTABILITY)
    compute_strategy (self);

  return self->reasons[item];
}

/**
 * bk_analysis_get_agreeing_leans:
 * @self: an analysis
 *
 * Returns: how many of the six leans point the verdict's way; for a hybrid verdict, how many
 *   are not neutral
 */
guint
bk_analysis_get_agreeing_leans (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0);

  return self->agreeing_leans;
}

/**
 * bk_analysis_get_review_due:
 * @self: an analysis
 *
 * Returns: %TRUE when the profile was last reviewed more than 365 days ago, or never
 */
gboolean
bk_analysis_get_review_due (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), FALSE);

  return self->review_due;
}
