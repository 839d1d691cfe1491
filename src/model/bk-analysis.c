/* bk-analysis.c: the cost engine's answer for one profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-analysis"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-format.h"

/* Two amounts this close (relative to the larger) count as equal when the engine compares costs:
 * the same cost reached by a different order of additions must not decide a tie. */
#define TIE_TOLERANCE 1e-9

#define REVIEW_INTERVAL_DAYS 365

typedef struct
{
  guint   owned;
  double *cash;
  double *net;
  double *monthly[BK_N_CATEGORIES];
  double  totals[BK_N_CATEGORIES];
  double  resale;
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
  BkVerdict     verdict;
  BkOption      best_option;
  BkLean        leans[BK_N_CHECKLIST_ITEMS];
  char         *reasons[BK_N_CHECKLIST_ITEMS];
  guint         agreeing_leans;
  gboolean      review_due;
};

G_DEFINE_FINAL_TYPE (BkAnalysis, bk_analysis, G_TYPE_OBJECT)

/* The profile's figures, read once and combined where the formulas only use them together. */
typedef struct
{
  guint  horizon;
  double gpu_cost;           /* purchase price + host cost, per GPU */
  double power_kw;
  double idle_kw;
  double energy_price;       /* per kWh, cooling included */
  double colocation;         /* per GPU and month */
  double maintenance_rate;   /* share of the capital cost per month */
  double administration;     /* per month */
  double onboarding;         /* once */
  double rent_per_hour;
  double egress;             /* per month when everything is rented */
  double storage;            /* per month */
} Inputs;

/* Everything that depends only on the month, computed once per analysis. */
typedef struct
{
  double discount[BK_MAX_HORIZON_MONTHS + 1];   /* (1 + r)^(−m/12) */
  double rent_price[BK_MAX_HORIZON_MONTHS + 1]; /* (1 + g)^((m−1)/12), m ≥ 1 */
  double value[BK_MAX_HORIZON_MONTHS + 1];      /* (1 − loss)^(m/12) */
  double sum_discount;                          /* Σ discount[m], m = 1..H */
  double sum_discount_rent;                     /* Σ discount[m]·rent_price[m], m = 1..H */
} Factors;

static gboolean
costs_equal (double a,
             double b)
{
  return fabs (a - b) <= TIE_TOLERANCE * MAX (fabs (a), fabs (b));
}

/* TRUE when a is cheaper than b by more than rounding. */
static gboolean
costs_less (double a,
            double b)
{
  return a < b && !costs_equal (a, b);
}

static void
read_inputs (Inputs    *in,
             BkProfile *profile)
{
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  double staff_rate = bk_pricing_get_staff_hourly_rate (pricing);

  g_assert (in != NULL);

  in->horizon = CLAMP (bk_workload_get_horizon_months (workload), 1, BK_MAX_HORIZON_MONTHS);
  in->gpu_cost = bk_hardware_get_purchase_price (hardware) + bk_hardware_get_host_cost (hardware);
  in->power_kw = bk_hardware_get_power_watts (hardware) / 1000.0;
  in->idle_kw = bk_hardware_get_idle_watts (hardware) / 1000.0;
  in->energy_price = bk_pricing_get_electricity_price (pricing)
                     * (1.0 + bk_pricing_get_cooling_overhead (pricing) / 100.0);
  in->colocation = bk_pricing_get_colocation_per_gpu_month (pricing);
  in->maintenance_rate = bk_pricing_get_maintenance_percent (pricing) / 100.0 / 12.0;
  in->administration = bk_pricing_get_admin_hours_per_month (pricing) * staff_rate;
  in->onboarding = bk_pricing_get_onboarding_hours (pricing) * staff_rate;
  in->rent_per_hour = bk_pricing_get_rent_per_gpu_hour (pricing);
  in->egress = bk_workload_get_transfer_gb_per_month (workload)
               * bk_pricing_get_egress_per_gb (pricing);
  in->storage = bk_workload_get_cloud_storage_gb (workload)
                * bk_pricing_get_storage_per_gb_month (pricing);
}

static void
compute_factors (Factors   *f,
                 BkProfile *profile,
                 guint      horizon)
{
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkHardware *hardware = bk_profile_get_hardware (profile);
  double discount_base = 1.0 + bk_pricing_get_discount_rate (pricing) / 100.0;
  double rent_base = 1.0 + bk_pricing_get_rent_price_change (pricing) / 100.0;
  double value_base = 1.0 - bk_hardware_get_annual_value_loss (hardware) / 100.0;

  g_assert (f != NULL);
  g_assert (horizon <= BK_MAX_HORIZON_MONTHS);

  f->discount[0] = 1.0;
  f->rent_price[0] = 1.0;
  f->value[0] = 1.0;
  f->sum_discount = 0.0;
  f->sum_discount_rent = 0.0;

  for (guint m = 1; m <= horizon; m++)
    {
      f->discount[m] = pow (discount_base, -(double) m / 12.0);
      f->rent_price[m] = pow (rent_base, (double) (m - 1) / 12.0);
      f->value[m] = pow (value_base, (double) m / 12.0);
      f->sum_discount += f->discount[m];
      f->sum_discount_rent += f->discount[m] * f->rent_price[m];
    }
}

/* The owned part's monthly energy with k owned GPUs serving `served` GPUs on average. */
static inline double
monthly_energy (const Inputs *in,
                guint         owned,
                double        served)
{
  return BK_HOURS_PER_MONTH * (in->power_kw * served + in->idle_kw * (owned - served))
         * in->energy_price;
}

/* N_k[H] in closed form: every monthly amount but rent compute is the same each month, so the
 * discounted sums reduce to two precomputed factors. */
static double
net_at_horizon (const Inputs   *in,
                const Factors  *f,
                const BkDemand *demand,
                guint           owned)
{
  double served = bk_demand_served (demand, owned);
  double excess = bk_demand_excess (demand, owned);
  double total = 0.0;

  if (owned > 0)
    {
      double capex = owned * in->gpu_cost;
      double monthly = monthly_energy (in, owned, served)
                       + owned * in->colocation
                       + capex * in->maintenance_rate
                       + in->administration;

      total += capex + monthly * f->sum_discount
               - capex * f->value[in->horizon] * f->discount[in->horizon];
    }

  if (excess > 0.0)
    {
      double egress = in->egress * excess / (served + excess);

      total += in->onboarding
               + (egress + in->storage) * f->sum_discount
               + BK_HOURS_PER_MONTH * excess * in->rent_per_hour * f->sum_discount_rent;
    }

  return total;
}

static void
compute_option (OptionResult   *result,
                const Inputs   *in,
                const Factors  *f,
                const BkDemand *demand,
                guint           owned)
{
  guint horizon = in->horizon;
  double served = bk_demand_served (demand, owned);
  double excess = bk_demand_excess (demand, owned);
  double capex = 0.0;
  double energy = 0.0;
  double colocation = 0.0;
  double maintenance = 0.0;
  double administration = 0.0;
  double onboarding = 0.0;
  double compute = 0.0;
  double egress = 0.0;
  double storage = 0.0;

  g_assert (result != NULL);

  result->owned = owned;

  if (owned > 0)
    {
      capex = owned * in->gpu_cost;
      energy = monthly_energy (in, owned, served);
      colocation = owned * in->colocation;
      maintenance = capex * in->maintenance_rate;
      administration = in->administration;
    }

  if (excess > 0.0)
    {
      onboarding = in->onboarding;
      compute = BK_HOURS_PER_MONTH * excess * in->rent_per_hour;
      egress = in->egress * excess / (served + excess);
      storage = in->storage;
    }

  for (guint c = 0; c < BK_N_CATEGORIES; c++)
    result->monthly[c][0] = 0.0;
  result->monthly[BK_CATEGORY_CAPITAL][0] = capex;
  result->monthly[BK_CATEGORY_ONBOARDING][0] = onboarding;
  result->cash[0] = capex + onboarding;
  result->net[0] = result->cash[0] - capex;

  for (guint m = 1; m <= horizon; m++)
    {
      double rent_compute = compute * f->rent_price[m];

      result->monthly[BK_CATEGORY_ENERGY][m] = energy;
      result->monthly[BK_CATEGORY_COLOCATION][m] = colocation;
      result->monthly[BK_CATEGORY_MAINTENANCE][m] = maintenance;
      result->monthly[BK_CATEGORY_ADMINISTRATION][m] = administration;
      result->monthly[BK_CATEGORY_RENT_COMPUTE][m] = rent_compute;
      result->monthly[BK_CATEGORY_EGRESS][m] = egress;
      result->monthly[BK_CATEGORY_STORAGE][m] = storage;
      result->monthly[BK_CATEGORY_ONBOARDING][m] = 0.0;
      result->monthly[BK_CATEGORY_CAPITAL][m] = 0.0;

      result->cash[m] = result->cash[m - 1]
                        + f->discount[m] * (energy + colocation + maintenance + administration
                                            + rent_compute + egress + storage);
      result->net[m] = result->cash[m] - capex * f->value[m] * f->discount[m];
    }

  for (guint c = 0; c < BK_N_CATEGORIES; c++)
    {
      double sum = 0.0;

      for (guint m = 0; m <= horizon; m++)
        sum += f->discount[m] * result->monthly[c][m];
      result->totals[c] = sum;
    }

  result->resale = capex * f->value[horizon] * f->discount[horizon];
}

static void
compute_optimal_pool (BkAnalysis     *self,
                      const Inputs   *in,
                      const Factors  *f,
                      const BkDemand *demand,
                      guint           peak)
{
  guint best_k = 0;
  double best = self->options[BK_OPTION_RENT].net[in->horizon];

  for (guint k = 1; k <= peak; k++)
    {
      double n;

      /* Where k is one of the three options, take its TCO as reported, so that the optimal pool
       * and the verdict never disagree by rounding. */
      if (k == self->options[BK_OPTION_BUY].owned)
        n = self->options[BK_OPTION_BUY].net[in->horizon];
      else if (k == self->options[BK_OPTION_HYBRID].owned)
        n = self->options[BK_OPTION_HYBRID].net[in->horizon];
      else
        n = net_at_horizon (in, f, demand, k);

      if (costs_less (n, best))
        {
          best = n;
          best_k = k;
        }
    }

  self->optimal_owned = best_k;
  self->optimal_tco = best;
}

static void
compute_break_even (BkAnalysis *self)
{
  const double *rent = self->options[BK_OPTION_RENT].cash;
  const double *buy = self->options[BK_OPTION_BUY].cash;

  self->break_even_month = -1;

  for (guint m = 1; m <= self->horizon; m++)
    {
      if (buy[m] <= rent[m] || costs_equal (buy[m], rent[m]))
        {
          self->break_even_month = (int) m;
          return;
        }
    }
}

static void
compute_verdict (BkAnalysis *self,
                 BkWorkload *workload,
                 guint       peak)
{
  guint hybrid_owned = self->options[BK_OPTION_HYBRID].owned;
  guint h = self->horizon;
  BkOption best = BK_OPTION_RENT;

  /* On a tie the option with less capital at risk wins: rent, then hybrid, then buy. */
  if (hybrid_owned > 0 && hybrid_owned < peak
      && costs_less (self->options[BK_OPTION_HYBRID].net[h], self->options[best].net[h]))
    best = BK_OPTION_HYBRID;
  if (costs_less (self->options[BK_OPTION_BUY].net[h], self->options[best].net[h]))
    best = BK_OPTION_BUY;

  self->best_option = best;

  if (bk_workload_get_compliance_on_prem (workload))
    self->verdict = BK_VERDICT_BUY_REQUIRED;
  else if (best == BK_OPTION_HYBRID)
    self->verdict = BK_VERDICT_HYBRID;
  else if (best == BK_OPTION_BUY)
    self->verdict = BK_VERDICT_BUY;
  else
    self->verdict = BK_VERDICT_RENT;
}

static void
set_lean (BkAnalysis      *self,
          BkChecklistItem  item,
          BkLean           lean,
          char            *reason)
{
  self->leans[item] = lean;
  g_free (self->reasons[item]);
  self->reasons[item] = reason;
}

static void
compute_leans (BkAnalysis *self,
               BkWorkload *workload)
{
  double utilisation = bk_workload_get_utilisation (workload);
  double transfer = bk_workload_get_transfer_gb_per_month (workload);
  g_autofree char *used = bk_format_percent (utilisation, -1);
  g_autofree char *rent_below = bk_format_percent (BK_UTILISATION_RENT_BELOW, 0);
  g_autofree char *buy_above = bk_format_percent (BK_UTILISATION_BUY_ABOVE, 0);
  /* Rounded down, so that 29,999.6 GB does not read as 30,000 GB below 30,000 GB. */
  g_autofree char *moved = bk_format_number (floor (transfer), 0);
  g_autofree char *transfer_limit = bk_format_number (BK_TRANSFER_BUY_GB, 0);

  if (utilisation < BK_UTILISATION_RENT_BELOW)
    set_lean (self, BK_CHECKLIST_UTILISATION, BK_LEAN_RENT,
              /* Translators: the placeholders are percentages such as "45 %" and "50 %". */
              g_strdup_printf (_("Average utilisation of %s is below %s: renting usually wins."),
                               used, rent_below));
  else if (utilisation > BK_UTILISATION_BUY_ABOVE)
    set_lean (self, BK_CHECKLIST_UTILISATION, BK_LEAN_BUY,
              /* Translators: the placeholders are percentages. */
              g_strdup_printf (_("Average utilisation of %s is above %s: owning usually wins."),
                               used, buy_above));
  else
    set_lean (self, BK_CHECKLIST_UTILISATION, BK_LEAN_NEUTRAL,
              /* Translators: the placeholders are percentages. */
              g_strdup_printf (_("Average utilisation of %s is between %s and %s: "
                                 "it does not decide the question on its own."),
                               used, rent_below, buy_above));

  switch (bk_workload_get_predictability (workload))
    {
    case BK_PREDICTABILITY_STEADY:
      set_lean (self, BK_CHECKLIST_PREDICTABILITY, BK_LEAN_BUY,
                g_strdup (_("Demand is steady and predictable: owned GPUs stay busy.")));
      break;

    case BK_PREDICTABILITY_BURSTY:
      set_lean (self, BK_CHECKLIST_PREDICTABILITY, BK_LEAN_RENT,
                g_strdup (_("Demand comes in bursts: rented GPUs are paid only while they are "
                            "needed.")));
      break;

    case BK_PREDICTABILITY_MIXED:
    default:
      set_lean (self, BK_CHECKLIST_PREDICTABILITY, BK_LEAN_NEUTRAL,
                g_strdup (_("Demand is partly steady and partly bursty: it favours neither way.")));
      break;
    }

  if (bk_workload_get_needs_latest_gpus (workload))
    set_lean (self, BK_CHECKLIST_OBSOLESCENCE, BK_LEAN_RENT,
              g_strdup (_("The team needs the newest GPU generation: renting avoids being stuck "
                          "with hardware that ages quickly.")));
  else
    set_lean (self, BK_CHECKLIST_OBSOLESCENCE, BK_LEAN_NEUTRAL,
              g_strdup (_("Older GPU generations are good enough: ageing hardware is no reason "
                          "to rent.")));

  if (transfer >= BK_TRANSFER_BUY_GB)
    set_lean (self, BK_CHECKLIST_DATA_TRANSFER, BK_LEAN_BUY,
              /* Translators: the placeholders are gigabytes per month such as "30,000";
               * 30,000 GB a month is about 1 TB a day. */
              g_strdup_printf (_("Moving %s GB a month out of the cloud is at least %s GB "
                                 "(about 1 TB a day): egress fees favour owning."),
                               moved, transfer_limit));
  else
    set_lean (self, BK_CHECKLIST_DATA_TRANSFER, BK_LEAN_NEUTRAL,
              /* Translators: the placeholders are gigabytes per month. */
              g_strdup_printf (_("Moving %s GB a month out of the cloud is below %s GB: "
                                 "egress fees do not decide the question."),
                               moved, transfer_limit));

  if (bk_workload_get_compliance_on_prem (workload))
    set_lean (self, BK_CHECKLIST_COMPLIANCE, BK_LEAN_BUY,
              g_strdup (_("The data may not leave the premises: owning is required.")));
  else
    set_lean (self, BK_CHECKLIST_COMPLIANCE, BK_LEAN_NEUTRAL,
              g_strdup (_("The data may leave the premises: compliance allows either way.")));

  if (bk_workload_get_hardware_know_how (workload))
    set_lean (self, BK_CHECKLIST_KNOW_HOW, BK_LEAN_NEUTRAL,
              g_strdup (_("The team can run its own hardware: know-how allows either way.")));
  else
    set_lean (self, BK_CHECKLIST_KNOW_HOW, BK_LEAN_RENT,
              g_strdup (_("The team has no hardware know-how: renting leaves the operation to "
                          "the provider.")));
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
  guint base, burst, days, interval;
  double u, b;

  g_return_if_fail (demand != NULL);
  g_return_if_fail (BK_IS_WORKLOAD (workload));

  base = bk_workload_get_gpus (workload);
  burst = bk_workload_get_burst_gpus (workload);
  days = bk_workload_get_burst_days (workload);
  interval = bk_workload_get_burst_interval_days (workload);
  u = CLAMP (bk_workload_get_utilisation (workload) / 100.0, 0.0, 1.0);

  /* A peak that comes back before it has ended never stops. An interval of zero cannot pass
   * validation; should one get here anyway, it means the same. */
  if (burst == 0 || days == 0)
    b = 0.0;
  else if (interval == 0)
    b = 1.0;
  else
    b = MIN (1.0, (double) days / (double) interval);

  demand->levels[0] = base + burst;
  demand->levels[1] = base;
  demand->levels[2] = burst;
  demand->levels[3] = 0;
  demand->shares[0] = u * b;
  demand->shares[1] = u * (1.0 - b);
  demand->shares[2] = (1.0 - u) * b;
  demand->shares[3] = (1.0 - u) * (1.0 - b);
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

/**
 * bk_analysis_new:
 * @profile: the profile to analyse
 * @now: (nullable): the moment the review reminder is measured against; %NULL for now
 *
 * Computes the whole answer for @profile at once. The result does not follow later changes of
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
  BkDemand demand;
  Inputs in;
  Factors f;
  guint peak;
  guint owned[BK_N_OPTIONS];
  gsize stride;
  double *p;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);

  self = g_object_new (BK_TYPE_ANALYSIS, NULL);
  workload = bk_profile_get_workload (profile);

  read_inputs (&in, profile);
  compute_factors (&f, profile, in.horizon);
  bk_demand_init (&demand, workload);

  self->horizon = in.horizon;
  peak = bk_workload_get_gpus (workload) + bk_workload_get_burst_gpus (workload);
  owned[BK_OPTION_RENT] = 0;
  owned[BK_OPTION_BUY] = peak;
  owned[BK_OPTION_HYBRID] = bk_workload_get_effective_hybrid_gpus (workload);

  /* One block for every array: per option cash, net and one row per category. */
  stride = in.horizon + 1;
  self->block = g_new (double, BK_N_OPTIONS * (2 + BK_N_CATEGORIES) * stride);
  p = self->block;
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

      compute_option (result, &in, &f, &demand, owned[o]);
    }

  compute_optimal_pool (self, &in, &f, &demand, peak);
  compute_break_even (self);
  compute_verdict (self, workload, peak);
  compute_leans (self, workload);
  self->agreeing_leans = count_agreeing_leans (self);
  self->review_due = compute_review_due (profile, now);

  return g_steal_pointer (&self);
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

double
bk_analysis_get_optimal_tco (BkAnalysis *self)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), 0.0);

  return self->optimal_tco;
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
    default: g_return_val_if_reached (NULL);
    }
}
