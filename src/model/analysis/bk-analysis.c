/* bk-analysis.c: the cost engine's answer for one profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-analysis"

#include "config.h"

#include <string.h>

#include "bk-analysis.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-leans.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-types.h"
#include "bk-workload.h"

#define REVIEW_INTERVAL_DAYS 365

struct _BkAnalysis
{
  GObject         parent_instance;

  BkEngineInputs  inputs;       /* the profile's, for the search and the figures before tax */
  BkEngineResults results;
  gboolean        has_strategy;
  BkStrategy      strategy;
  double         *strategy_cash;
  BkVerdict       verdict;
  BkLean          leans[BK_N_CHECKLIST_ITEMS];
  char           *reasons[BK_N_CHECKLIST_ITEMS];
  guint           agreeing_leans;
  gboolean        review_due;
  BkAnalysis     *before_tax;   /* those figures, once asked for */
};

G_DEFINE_FINAL_TYPE (BkAnalysis, bk_analysis, G_TYPE_OBJECT)

static void share_strategy (BkAnalysis *self);

/* The search costs several analyses' worth of time: the results pipeline runs it in a stage of
 * its own (bk_analysis_search_strategy()). */
static void
compute_strategy (BkAnalysis *self)
{
  if (self->has_strategy)
    return;

  self->strategy_cash = g_new (double, self->results.horizon + 1);
  bk_engine_search_strategy (&self->inputs, &self->results, &self->strategy,
                             self->strategy_cash);
  self->has_strategy = TRUE;

  share_strategy (self);
}

/* The search compares the figures before tax (docs/model.md#strategies-in-time), so the figures
 * before tax have the same best strategy: searched once, and only marked as beside figures
 * before tax. */
static void
share_strategy (BkAnalysis *self)
{
  BkAnalysis *before = self->before_tax;

  if (before == NULL || before->has_strategy)
    return;

  before->strategy = self->strategy;
  before->strategy.before_tax = FALSE;
  before->strategy_cash = g_memdup2 (self->strategy_cash,
                                     (self->results.horizon + 1) * sizeof (double));
  before->has_strategy = TRUE;
}

static void
compute_verdict (BkAnalysis *self)
{
  BkOption best = self->results.cheapest;

  if (self->inputs.demand.on_premises_only)
    self->verdict = BK_VERDICT_BUY_REQUIRED;
  else if (!(self->inputs.value[BK_INPUT_RENT_PER_GPU_HOUR] > 0))
    /* docs/model.md#no-rent-price: free renting is no price, and no verdict can rest on it. */
    self->verdict = BK_VERDICT_NO_RENT_PRICE;
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

        case BK_VERDICT_NO_RENT_PRICE:
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

  bk_engine_results_clear (&self->results);
  g_clear_pointer (&self->strategy_cash, g_free);
  g_clear_object (&self->before_tax);
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
  self->results.break_even_month = -1;
}

/**
 * bk_analysis_fill_inputs:
 * @profile: a profile
 * @inputs: (out caller-allocates): the engine's inputs
 *
 * Copies every figure the engine needs from @profile, once, so that the engine can run on
 * another thread without touching the profile. The ranges are left unset: the uncertainty
 * analysis reads them itself.
 */
void
bk_analysis_fill_inputs (BkProfile      *profile,
                         BkEngineInputs *inputs)
{
  BkHardware *hardware;
  BkPricing *pricing;
  BkWorkload *workload;
  const char *steps;

  g_return_if_fail (BK_IS_PROFILE (profile));
  g_return_if_fail (inputs != NULL);

  hardware = bk_profile_get_hardware (profile);
  pricing = bk_profile_get_pricing (profile);
  workload = bk_profile_get_workload (profile);

  bk_engine_inputs_init (inputs);
  inputs->horizon_months = bk_workload_get_horizon_months (workload);

  inputs->demand.base_gpus = bk_workload_get_gpus (workload);
  inputs->demand.burst_gpus = bk_workload_get_burst_gpus (workload);
  inputs->demand.burst_days = bk_workload_get_burst_days (workload);
  inputs->demand.burst_interval_days = bk_workload_get_burst_interval_days (workload);
  inputs->demand.hybrid_gpus = bk_workload_get_hybrid_owned_gpus (workload);
  inputs->demand.growth_percent = bk_workload_get_demand_growth_percent (workload);
  steps = bk_workload_get_demand_steps (workload);
  if (steps[0] != '\0'
      && !bk_demand_steps_parse (steps, inputs->demand.steps, &inputs->demand.n_steps, NULL))
    inputs->demand.n_steps = 0;
  inputs->demand.project_end_month = bk_workload_get_project_end_month (workload);
  inputs->demand.transfer_gb_per_month = bk_workload_get_transfer_gb_per_month (workload);
  inputs->demand.cloud_storage_gb = bk_workload_get_cloud_storage_gb (workload);
  inputs->demand.on_premises_only = bk_workload_get_compliance_on_prem (workload);

  inputs->owning.host_cost = bk_hardware_get_host_cost (hardware);
  inputs->owning.power_watts = bk_hardware_get_power_watts (hardware);
  inputs->owning.idle_watts = bk_hardware_get_idle_watts (hardware);
  inputs->owning.colocation_per_gpu_month = bk_pricing_get_colocation_per_gpu_month (pricing);
  inputs->owning.maintenance_percent = bk_pricing_get_maintenance_percent (pricing);
  inputs->owning.staff_hourly_rate = bk_pricing_get_staff_hourly_rate (pricing);
  inputs->owning.spare_gpus = bk_hardware_get_spare_gpus (hardware);
  inputs->owning.lost_hours_rented = bk_hardware_get_lost_hours_rented (hardware);

  inputs->renting.egress_per_gb = bk_pricing_get_egress_per_gb (pricing);
  inputs->renting.storage_per_gb_month = bk_pricing_get_storage_per_gb_month (pricing);
  inputs->renting.commit_term_months = bk_pricing_get_commit_term_months (pricing);
  inputs->renting.commit_upfront_percent = bk_pricing_get_commit_upfront_percent (pricing);
  inputs->renting.commit_gpus = bk_pricing_get_commit_gpus (pricing);
  inputs->renting.spot_share = bk_pricing_get_spot_share (pricing);

  inputs->money.discount_rate = bk_pricing_get_discount_rate (pricing);
  inputs->money.tax_enabled = bk_pricing_get_tax_enabled (pricing);
  inputs->money.depreciation = bk_pricing_get_depreciation (pricing);
  inputs->money.depreciation_years = bk_pricing_get_depreciation_years (pricing);
  inputs->money.declining_rate = bk_pricing_get_declining_rate (pricing);

  for (guint i = 0; i < BK_N_INPUTS; i++)
    inputs->value[i] = bk_profile_get_input_value (profile, i);
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

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);

  self = g_object_new (BK_TYPE_ANALYSIS, NULL);

  bk_analysis_fill_inputs (profile, &self->inputs);
  bk_engine_evaluate (&self->inputs, &self->results);
  compute_verdict (self);
  bk_leans_compute (bk_profile_get_workload (profile), self->leans, self->reasons);
  self->agreeing_leans = count_agreeing_leans (self);
  self->review_due = compute_review_due (profile, now);

  return g_steal_pointer (&self);
}

/**
 * bk_analysis_get_before_tax:
 * @self: an analysis
 *
 * The figures before tax are worked out when first asked for. They share the best strategy in
 * time of @self once it has been searched: the search compares the figures before tax anyway.
 *
 * Returns: (transfer none): the same profile's analysis before tax; @self when tax is off
 */
BkAnalysis *
bk_analysis_get_before_tax (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);

  if (!self->inputs.money.tax_enabled)
    return self;

  /* The figures before tax are worked out only when asked for. */
  if (self->before_tax == NULL)
    {
      BkAnalysis *before = g_object_new (BK_TYPE_ANALYSIS, NULL);

      before->inputs = self->inputs;
      before->inputs.money.tax_enabled = FALSE;
      bk_engine_evaluate (&before->inputs, &before->results);
      compute_verdict (before);
      for (guint i = 0; i < BK_N_CHECKLIST_ITEMS; i++)
        {
          before->leans[i] = self->leans[i];
          before->reasons[i] = g_strdup (self->reasons[i]);
        }
      before->agreeing_leans = count_agreeing_leans (before);
      before->review_due = self->review_due;
      self->before_tax = before;

      /* Both variants have their strategy, or neither has. */
      if (self->has_strategy)
        share_strategy (self);
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

  return self->inputs.money.tax_enabled;
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

  return BK_HOURS_PER_MONTH * self->results.options[option].lost;
}

gboolean
bk_analysis_get_lost_hours_rented (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), TRUE);

  return self->inputs.owning.lost_hours_rented;
}

guint
bk_analysis_get_horizon (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0);

  return self->results.horizon;
}

guint
bk_analysis_get_owned_gpus (BkAnalysis *self,
                            BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0);

  return self->results.options[option].owned;
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

  return self->results.options[option].cash;
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

  return self->results.options[option].net;
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

  return self->results.options[option].monthly[category];
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

  return self->results.options[option].totals[category];
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

  return self->results.options[option].resale;
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

  return self->results.options[option].net[self->results.horizon];
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

  return self->results.break_even_month;
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

  return self->results.optimal_owned;
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

  return &self->results.options[option].mix;
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

  return &self->results.optimal_mix;
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

  return self->results.rental_terms;
}

double
bk_analysis_get_optimal_tco (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0.0);

  return self->results.optimal_tco;
}

/**
 * bk_analysis_search_strategy:
 * @self: an analysis
 *
 * Searches the best strategy in time (docs/model.md#strategies-in-time), once: a second call does
 * nothing. The figures before tax share it. The profile's
 * results (BkProfileResults) call it in their strategy stage; nothing else in the app does.
 */
void
bk_analysis_search_strategy (BkAnalysis *self)
{
  g_return_if_fail (BK_IS_ANALYSIS (self));

  compute_strategy (self);
}

/**
 * bk_analysis_has_strategy:
 * @self: an analysis
 *
 * Returns: whether the best strategy in time has been searched
 */
gboolean
bk_analysis_has_strategy (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), FALSE);

  return self->has_strategy;
}

/**
 * bk_analysis_get_strategy:
 * @self: an analysis
 *
 * Returns: (transfer none) (nullable): the best strategy in time and the cheapest one that buys
 *   now; %NULL until bk_analysis_search_strategy()
 */
const BkStrategy *
bk_analysis_get_strategy (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);

  return self->has_strategy ? &self->strategy : NULL;
}

/**
 * bk_analysis_get_strategy_cash:
 * @self: an analysis
 *
 * Returns: (array) (transfer none) (nullable): the best strategy's cumulative discounted cash
 *   C[0..H]; %NULL until bk_analysis_search_strategy()
 */
const double *
bk_analysis_get_strategy_cash (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);

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

  return self->results.demand_changes;
}

/**
 * bk_analysis_get_no_demand:
 * @self: an analysis
 *
 * Returns: whether the profile needs no GPU in any month, so that there is nothing to compare
 *   (docs/model.md#no-demand)
 */
gboolean
bk_analysis_get_no_demand (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), FALSE);

  return self->results.no_demand;
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

  return self->results.cheapest;
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
 * Returns: (transfer none): why @item leans the way it does, one translated sentence, as the
 *   answer alone says it (bk_words_checklist_reason() adds what the best time to buy says)
 */
const char *
bk_analysis_get_reason (BkAnalysis      *self,
                        BkChecklistItem  item)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail ((guint) item < BK_N_CHECKLIST_ITEMS, NULL);

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

/* The machine names of the values, for the report's JSON and CSV. */

const char *
bk_option_to_string (BkOption option)
{
  switch (option)
    {
    case BK_OPTION_RENT: return "rent";
    case BK_OPTION_BUY: return "buy";
    case BK_OPTION_HYBRID: return "hybrid";
    default: g_return_val_if_reached (NULL);
    }
}

const char *
bk_verdict_to_string (BkVerdict verdict)
{
  switch (verdict)
    {
    case BK_VERDICT_RENT: return "rent";
    case BK_VERDICT_BUY: return "buy";
    case BK_VERDICT_HYBRID: return "hybrid";
    case BK_VERDICT_BUY_REQUIRED: return "buy-required";
    case BK_VERDICT_NO_RENT_PRICE: return "no-rent-price";
    default: g_return_val_if_reached (NULL);
    }
}

const char *
bk_lean_to_string (BkLean lean)
{
  switch (lean)
    {
    case BK_LEAN_NEUTRAL: return "neutral";
    case BK_LEAN_RENT: return "rent";
    case BK_LEAN_BUY: return "buy";
    default: g_return_val_if_reached (NULL);
    }
}

const char *
bk_checklist_item_to_string (BkChecklistItem item)
{
  switch (item)
    {
    case BK_CHECKLIST_UTILISATION: return "utilisation";
    case BK_CHECKLIST_PREDICTABILITY: return "predictability";
    case BK_CHECKLIST_OBSOLESCENCE: return "obsolescence";
    case BK_CHECKLIST_DATA_TRANSFER: return "data-transfer";
    case BK_CHECKLIST_COMPLIANCE: return "compliance";
    case BK_CHECKLIST_KNOW_HOW: return "know-how";
    default: g_return_val_if_reached (NULL);
    }
}

const char *
bk_category_to_string (BkCategory category)
{
  switch (category)
    {
    case BK_CATEGORY_ENERGY: return "energy";
    case BK_CATEGORY_COLOCATION: return "colocation";
    case BK_CATEGORY_MAINTENANCE: return "maintenance";
    case BK_CATEGORY_ADMINISTRATION: return "administration";
    case BK_CATEGORY_RENT_COMPUTE: return "rent-compute";
    case BK_CATEGORY_EGRESS: return "egress";
    case BK_CATEGORY_STORAGE: return "storage";
    case BK_CATEGORY_ONBOARDING: return "onboarding";
    case BK_CATEGORY_CAPITAL: return "capital";
    case BK_CATEGORY_RENT_COMMITTED: return "rent-committed";
    case BK_CATEGORY_RENT_SPOT: return "rent-spot";
    default: g_return_val_if_reached (NULL);
    }
}
