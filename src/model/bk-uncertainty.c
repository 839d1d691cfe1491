/* bk-uncertainty.c: Monte Carlo bands and sensitivity of a profile whose inputs carry ranges
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each sample draws every input that has a range from a triangular distribution (low, mode = the
 * input's value, high) and runs the cost model on it; inputs without a range keep their value.
 * Each sample's flows come from the cost engine (bk-cost.c), and the monthly pass adds
 * them up in the engine's order, so that a profile whose ranges all have zero width gives exactly
 * the single-value analysis. The samples are processed month by month: each month's cash of every
 * sample sits in one array, and its percentiles are found by selection (bk-percentile.c).
 *
 * Percentiles are nearest-rank: the P-th percentile of n values is the ⌈P·n/100⌉-th smallest.
 * A sample in which buying never breaks even within the horizon counts as later than every
 * month, so a break-even percentile is "never" when fewer than that share of the samples break
 * even at all.
 */

#define G_LOG_DOMAIN "bk-uncertainty"

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-engine-private.h"
#include "bk-input.h"
#include "bk-percentile.h"
#include "bk-uncertainty-private.h"

/* How often (in months of the main loop) the sampling looks at its cancellable. */
#define CANCEL_CHECK_MONTHS 4

static const guint band_percent[BK_N_BANDS] = { 10, 50, 90 };

G_STATIC_ASSERT (BK_N_BANDS == BK_SELECTOR_RANKS);

/* The terms of one month's sum (bk_cost_month_sum()) before the rent price change. */
typedef struct
{
  double fixed;     /* bk_cost_owned_monthly() */
  double compute;
  double spot;
  double commit;    /* before the commitment factor */
  double egress;
  double storage;
} MonthTerms;

/* The samples' flows of one option as the engine works them out (bk_cost_flows_init()), one array
 * per term so that the monthly pass over them vectorises, and which of them are the same in
 * every sample. */
typedef struct
{
  double   *capex;
  double   *fixed;
  double   *compute;
  double   *spot;
  double   *commit;
  double   *egress;
  double   *storage;
  gboolean  rents_nothing;     /* compute, spot, commit, egress and storage are zero in every
                                * sample */
  gboolean  on_demand_only;    /* spot and commit are zero in every sample */
  gboolean  owns_nothing;      /* fixed is zero in every sample */
  gboolean  storage_constant;  /* storage is storage[0] in every sample */
  MonthTerms least;            /* each term's smallest value over the samples */
  MonthTerms most;             /* and its largest */
} FlowArrays;

G_DEFINE_FINAL_TYPE (BkUncertainty, bk_uncertainty, G_TYPE_OBJECT)

static void
params_init (Params    *p,
             BkProfile *profile)
{
  memset (p, 0, sizeof *p);

  bk_cost_inputs_init (&p->cost, profile);
  p->compliance = bk_workload_get_compliance_on_prem (bk_profile_get_workload (profile));

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      double value = p->cost.value[i];
      double low = value, high = value;

      if (bk_profile_get_range (profile, bk_input_to_field (i), &low, &high))
        {
          p->has_range |= 1u << i;
          low = MIN (low, value);
          high = MAX (high, value);
          if (low < high)
            p->varies |= 1u << i;
        }

      p->low[i] = low;
      p->high[i] = high;
    }
}

static void
classify_flows (FlowArrays *f,
                guint       n)
{
  f->rents_nothing = TRUE;
  f->on_demand_only = TRUE;
  f->owns_nothing = TRUE;
  f->storage_constant = TRUE;

  bk_min_max (f->fixed, n, &f->least.fixed, &f->most.fixed);
  bk_min_max (f->compute, n, &f->least.compute, &f->most.compute);
  bk_min_max (f->spot, n, &f->least.spot, &f->most.spot);
  bk_min_max (f->commit, n, &f->least.commit, &f->most.commit);
  bk_min_max (f->egress, n, &f->least.egress, &f->most.egress);
  bk_min_max (f->storage, n, &f->least.storage, &f->most.storage);

  for (guint s = 0; s < n; s++)
    {
      f->on_demand_only &= f->spot[s] == 0 && f->commit[s] == 0;
      f->rents_nothing &= f->compute[s] == 0 && f->egress[s] == 0 && f->storage[s] == 0;
      f->owns_nothing &= f->fixed[s] == 0;
      f->storage_constant &= f->storage[s] == f->storage[0];
    }
  f->rents_nothing &= f->on_demand_only;
}

/* One month of one option in every sample: c += d·bk_cost_month_sum(fixed, compute·r, spot·r,
 * commit·k, egress, storage), the engine's order. The pass is bound by memory, so terms that are zero or the same
 * in every sample are not read per sample. An option that rents nothing reduces exactly to
 * c += d·fixed, one that owns nothing to c += d·((compute·r + egress) + storage): adding a zero
 * changes no bit of a sum of non-negative amounts. r_each, when given, holds each sample's price
 * factor; otherwise every sample has r; k_each and k are the commitment factors alike. */
static void
advance_month (double           *c,
               const FlowArrays *f,
               guint             n,
               double            d,
               double            r,
               const double     *r_each,
               double            k,
               const double     *k_each)
{
  const double *fixed = f->fixed;
  const double *compute = f->compute;
  const double *spot = f->spot;
  const double *commit = f->commit;
  const double *egress = f->egress;
  const double *storage = f->storage;
  double t = storage[0];

  if (!f->on_demand_only && f->storage_constant && f->owns_nothing)
    {
      if (r_each != NULL && k_each != NULL)
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * ((((compute[s] * r_each[s] + spot[s] * r_each[s])
                               + commit[s] * k_each[s]) + egress[s]) + t);
      else if (r_each != NULL)
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * ((((compute[s] * r_each[s] + spot[s] * r_each[s]) + commit[s] * k)
                              + egress[s]) + t);
      else
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * ((((compute[s] * r + spot[s] * r) + commit[s] * k) + egress[s]) + t);
    }
  else if (!f->on_demand_only)
    {
      if (r_each != NULL && k_each != NULL)
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * bk_cost_month_sum (fixed[s], compute[s] * r_each[s],
                                               spot[s] * r_each[s], commit[s] * k_each[s],
                                               egress[s], storage[s]);
      else if (r_each != NULL)
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * bk_cost_month_sum (fixed[s], compute[s] * r_each[s],
                                               spot[s] * r_each[s], commit[s] * k,
                                               egress[s], storage[s]);
      else
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * bk_cost_month_sum (fixed[s], compute[s] * r, spot[s] * r,
                                               commit[s] * k, egress[s], storage[s]);
    }
  else if (f->rents_nothing)
    {
      for (guint s = 0; s < n; s++)
        c[s] = c[s] + d * fixed[s];
    }
  else if (f->storage_constant && f->owns_nothing)
    {
      if (r_each != NULL)
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * ((compute[s] * r_each[s] + egress[s]) + t);
      else
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * ((compute[s] * r + egress[s]) + t);
    }
  else if (f->storage_constant)
    {
      if (r_each != NULL)
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * bk_cost_month_sum (fixed[s], compute[s] * r_each[s], 0.0, 0.0,
                                               egress[s], t);
      else
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * bk_cost_month_sum (fixed[s], compute[s] * r, 0.0, 0.0, egress[s], t);
    }
  else
    {
      if (r_each != NULL)
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * bk_cost_month_sum (fixed[s], compute[s] * r_each[s], 0.0, 0.0,
                                               egress[s], storage[s]);
      else
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * bk_cost_month_sum (fixed[s], compute[s] * r, 0.0, 0.0, egress[s],
                                               storage[s]);
    }
}

static int
compare_sensitivities (gconstpointer a,
                       gconstpointer b)
{
  const BkSensitivity *x = a;
  const BkSensitivity *y = b;

  if (x->swing != y->swing)
    return x->swing < y->swing ? 1 : -1;

  return (int) x->input - (int) y->input;
}

/* The tornado: every input with a range at either end, the others at their values. */
void
bk_uncertainty_compute_sensitivities (BkUncertainty *self,
                                      const Params  *p,
                                      const double  *discount)
{
  const BkCostInputs *in = &p->cost;
  g_autofree double *rent_price = g_new (double, in->horizon + 1);
  g_autofree double *commit = g_new (double, in->horizon + 1);
  double tco[BK_N_OPTIONS];

  bk_cost_evaluate (in, in->value, discount, rent_price, commit, tco);
  self->leader = bk_cost_cheapest (tco, self->hybrid_distinct, -1);
  self->runner_up = bk_cost_cheapest (tco, self->hybrid_distinct, self->leader);
  self->difference = tco[self->runner_up] - tco[self->leader];

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      BkSensitivity s = { 0 };
      double x[BK_N_INPUTS];

      /* Without tax the tax rate moves nothing. */
      if (!(p->has_range & (1u << i)) || (i == BK_INPUT_TAX_RATE && !in->tax))
        continue;

      memcpy (x, in->value, sizeof x);
      s.input = i;
      s.input_low = p->low[i];
      s.input_high = p->high[i];

      x[i] = s.input_low;
      bk_cost_evaluate (in, x, discount, rent_price, commit, tco);
      s.difference_low = tco[self->runner_up] - tco[self->leader];

      x[i] = s.input_high;
      bk_cost_evaluate (in, x, discount, rent_price, commit, tco);
      s.difference_high = tco[self->runner_up] - tco[self->leader];

      s.swing = fabs (s.difference_high - s.difference_low);
      g_array_append_val (self->sensitivities, s);
    }

  g_array_sort (self->sensitivities, compare_sensitivities);
}

/* The sampling itself: pure, on whatever thread calls it. */
static BkUncertainty *
run (const Params *p,
     guint         n,
     guint32       seed,
     GCancellable *cancellable,
     GError      **error)
{
  g_autoptr(BkUncertainty) self = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree double *work = NULL;
  g_autofree guint *break_even = NULL;
  g_autofree guint *histogram = NULL;
  g_autofree guint *strategy_months = NULL;
  BkSampleStrategy strategy;
  double *cash[BK_N_OPTIONS], *tco[BK_N_OPTIONS];
  FlowArrays flows[BK_N_OPTIONS];
  double *value_h, *rent_step, *rent_factor, *term_factor, *commit_factor, *tax_rate;
  double *after[BK_N_OPTIONS];
  double discount[BK_MAX_HORIZON_MONTHS + 1];
  double rent_price[BK_MAX_HORIZON_MONTHS + 1];
  double commit[BK_MAX_HORIZON_MONTHS + 1];
  gboolean rent_varies = (p->varies & (1u << BK_INPUT_RENT_PRICE_CHANGE)) != 0;
  gboolean commits = FALSE;
  guint n_draws;
  const BkCostInputs *in = &p->cost;
  guint horizon = in->horizon;
  guint never = horizon + 1;
  BkSelector sel = { 0 };
  double lo[BK_N_OPTIONS], hi[BK_N_OPTIONS];
  double least_step, most_step, least_factor = 1.0, most_factor = 1.0;
  double least_term = 1.0, most_term = 1.0;
  double *w;

  g_assert (n > 0);

  self = g_object_new (BK_TYPE_UNCERTAINTY, NULL);
  self->n_samples = n;
  self->seed = seed;
  self->horizon = horizon;
  self->hybrid_distinct = bk_cost_hybrid_distinct (in);
  memcpy (self->owned, in->owned, sizeof self->owned);
  for (guint i = 0; i < BK_N_INPUTS; i++)
    self->n_ranges += (p->has_range >> i) & 1;

  self->block = g_new (double, BK_N_OPTIONS * BK_N_BANDS * (horizon + 1));
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    for (guint b = 0; b < BK_N_BANDS; b++)
      self->bands[o][b] = self->block + (o * BK_N_BANDS + b) * (horizon + 1);

  bk_cost_fill_discount (discount, in);
  bk_cost_fill_rent_price (rent_price, horizon, in->value[BK_INPUT_RENT_PRICE_CHANGE]);
  bk_cost_fill_commit (commit, in, rent_price);
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    commits |= in->commit[o] > 0;

  /* The inputs of the rental terms came after the others, and those of owning's real costs
   * after them: each group is drawn only when it or a later one has a range, so that a profile
   * without draws exactly what it drew before they existed. */
  n_draws = (p->has_range >> BK_INPUT_RESALE_DISCOUNT) != 0 ? BK_N_INPUTS
            : (p->has_range >> BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR) != 0 ? BK_INPUT_RESALE_DISCOUNT
            : BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR;

  if (in->path.varies)
    return bk_uncertainty_run_in_time (g_steal_pointer (&self), p, n, rand, n_draws, discount,
                                       cancellable, error);

  /* Every array of the samples in one allocation, none per sample. */
  work = g_new (double, (10 * BK_N_OPTIONS + 6) * (gsize) n);
  w = work;
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      double **arrays[] = {
        &cash[o], &tco[o], &flows[o].capex, &flows[o].fixed, &flows[o].compute,
        &flows[o].spot, &flows[o].commit, &flows[o].egress, &flows[o].storage, &after[o],
      };

      for (guint a = 0; a < G_N_ELEMENTS (arrays); a++)
        {
          *arrays[a] = w;
          w += n;
        }
    }
  value_h = w;
  w += n;
  rent_step = w;
  w += n;
  rent_factor = w;
  w += n;
  term_factor = w;
  w += n;
  commit_factor = w;
  w += n;
  tax_rate = w;
  w += n;
  break_even = g_new (guint, n);
  histogram = g_new0 (guint, horizon + 2);
  bk_sample_strategy_init (&strategy, p, n);
  strategy_months = strategy.months;

  for (guint s = 0; s < n; s++)
    {
      double x[BK_N_INPUTS];
      BkDemand demand;

      bk_uncertainty_draw (p, rand, n_draws, x);
      bk_sample_strategy_add (&strategy, p, x, s, NULL);

      bk_cost_demand_init (&demand, in->base_gpus, in->burst_gpus, in->peak_share,
                           x[BK_INPUT_UTILISATION]);
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        {
          BkCostFlows f;

          bk_cost_flows_init (&f, in, x, &demand, in->owned[o], in->commit[o]);
          cash[o][s] = bk_cost_up_front (&f, commit[0]);
          flows[o].capex[s] = f.amounts[BK_CATEGORY_CAPITAL];
          flows[o].fixed[s] = bk_cost_owned_monthly (&f);
          flows[o].compute[s] = f.amounts[BK_CATEGORY_RENT_COMPUTE];
          flows[o].spot[s] = f.amounts[BK_CATEGORY_RENT_SPOT];
          flows[o].commit[s] = f.amounts[BK_CATEGORY_RENT_COMMITTED];
          flows[o].egress[s] = f.amounts[BK_CATEGORY_EGRESS];
          flows[o].storage[s] = f.amounts[BK_CATEGORY_STORAGE];
        }

      value_h[s] = bk_cost_value (x, horizon);
      tax_rate[s] = x[BK_INPUT_TAX_RATE] / 100.0;
      rent_step[s] = rent_varies ? bk_cost_rent_price_step (x[BK_INPUT_RENT_PRICE_CHANGE]) : 1.0;
      rent_factor[s] = 1.0;
      term_factor[s] = 1.0;
      break_even[s] = never;
    }

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    classify_flows (&flows[o], n);

  bk_selector_init (&sel, band_percent, n);

  /* Bounds of each option's cash over the samples, carried from month to month: the least
   * increment added to the least cash and the most to the most. */
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    bk_min_max (cash[o], n, &lo[o], &hi[o]);
  bk_min_max (rent_step, n, &least_step, &most_step);

  for (guint m = 0; m <= horizon; m++)
    {
      gboolean each_commit = commits && rent_varies && m > 0;
      double k_least = commit[m], k_most = commit[m];
      double out[BK_N_BANDS];

      /* A committed term's price is the price factor of its first month, so with the price
       * change varying each sample carries its term's factor along too. The factor changes
       * only when a term starts, in the month before one (its up-front share) and in month H;
       * in between it is last month's. */
      if (each_commit)
        {
          guint term = in->commit_term;

          if ((m - 1) % term == 0)
            {
              memcpy (term_factor, rent_factor, n * sizeof *term_factor);
              least_term = least_factor;
              most_term = most_factor;
            }
          if ((m - 1) % term == 0 || m % term == 0 || m == horizon)
            for (guint s = 0; s < n; s++)
              commit_factor[s] = bk_cost_commit_factor (m, horizon, term, in->commit_upfront,
                                                        term_factor[s],
                                                        rent_factor[s] * rent_step[s]);
          k_least = bk_cost_commit_factor (m, horizon, term, in->commit_upfront, least_term,
                                           least_factor * least_step);
          k_most = bk_cost_commit_factor (m, horizon, term, in->commit_upfront, most_term,
                                          most_factor * most_step);
        }

      for (guint o = 0; o < BK_N_OPTIONS; o++)
        {
          double *c = cash[o];

          /* The price change per month is the engine's own factor unless it varies; then each
           * sample carries its factor along, one multiplication a month. */
          if (m > 0)
            {
              const MonthTerms *least = &flows[o].least;
              const MonthTerms *most = &flows[o].most;
              double r_least = rent_varies ? least_factor : rent_price[m];
              double r_most = rent_varies ? most_factor : rent_price[m];

              advance_month (c, &flows[o], n, discount[m], rent_price[m],
                             rent_varies ? rent_factor : NULL, commit[m],
                             each_commit ? commit_factor : NULL);
              lo[o] += discount[m] * bk_cost_month_sum (least->fixed, least->compute * r_least,
                                                        least->spot * r_least,
                                                        least->commit * k_least,
                                                        least->egress, least->storage);
              hi[o] += discount[m] * bk_cost_month_sum (most->fixed, most->compute * r_most,
                                                        most->spot * r_most,
                                                        most->commit * k_most,
                                                        most->egress, most->storage);
            }

          /* After tax the bands are those of each sample's cash after tax. */
          if (in->tax)
            {
              double deducted = in->tax_schedule.deducted[m];
              double least = INFINITY, most = -INFINITY;
              double *a = after[o];

              for (guint s = 0; s < n; s++)
                {
                  a[s] = bk_tax_cash (c[s], tax_rate[s], flows[o].capex[s], deducted);
                  least = MIN (least, a[s]);
                  most = MAX (most, a[s]);
                }
              bk_selector_select (&sel, a, n, least, most, out);
            }
          else
            bk_selector_select (&sel, c, n, lo[o], hi[o], out);
          for (guint b = 0; b < BK_N_BANDS; b++)
            self->bands[o][b][m] = out[b];
        }

      if (m > 0)
        {
          const double *rent = in->tax ? after[BK_OPTION_RENT] : cash[BK_OPTION_RENT];
          const double *buy = in->tax ? after[BK_OPTION_BUY] : cash[BK_OPTION_BUY];

          /* The engine's test, bk_cost_breaks_even(), for amounts that are never
           * negative: |buy − rent| ≤ 1e-9 · max(buy, rent) where buy > rent. It is written
           * without branches, which a random mix of outcomes would mispredict. */
          for (guint s = 0; s < n; s++)
            {
              guint first = (break_even[s] == never)
                            & ((buy[s] <= rent[s]) | (buy[s] - rent[s] <= BK_COST_TIE_TOLERANCE * buy[s]));

              break_even[s] -= first * (never - m);
            }

          if (rent_varies)
            {
              for (guint s = 0; s < n; s++)
                rent_factor[s] *= rent_step[s];
              least_factor *= least_step;
              most_factor *= most_step;
            }
        }

      if (m % CANCEL_CHECK_MONTHS == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          bk_selector_clear (&sel);
          return NULL;
        }
    }

  /* The TCO of every sample, after tax when tax is on. */
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    for (guint s = 0; s < n; s++)
      {
        if (in->tax)
          tco[o][s] = bk_tax_cash (cash[o][s], tax_rate[s], flows[o].capex[s],
                                   in->tax_schedule.deducted[horizon])
                      - bk_tax_resale (flows[o].capex[s], value_h[s], discount[horizon],
                                       tax_rate[s], in->tax_schedule.book[horizon]);
        else
          tco[o][s] = cash[o][s] - bk_cost_resale (flows[o].capex[s], value_h[s],
                                                   discount[horizon]);
      }

  bk_uncertainty_finish_samples (self, &sel, tco, break_even, histogram, n);
  bk_selector_clear (&sel);

  bk_sample_strategy_finish (&strategy, self, n);
  bk_uncertainty_compute_sensitivities (self, p, discount);

  return g_steal_pointer (&self);
}

typedef struct
{
  Params  params;
  guint   n_samples;
  guint32 seed;
} TaskData;

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  TaskData *data = task_data;
  GError *error = NULL;
  BkUncertainty *result;

  result = run (&data->params, data->n_samples, data->seed, cancellable, &error);
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, g_object_unref);
}

static void
bk_uncertainty_finalize (GObject *object)
{
  BkUncertainty *self = (BkUncertainty *) object;

  g_clear_pointer (&self->block, g_free);
  g_clear_pointer (&self->sensitivities, g_array_unref);

  G_OBJECT_CLASS (bk_uncertainty_parent_class)->finalize (object);
}

static void
bk_uncertainty_class_init (BkUncertaintyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_uncertainty_finalize;
}

static void
bk_uncertainty_init (BkUncertainty *self)
{
  self->sensitivities = g_array_new (FALSE, TRUE, sizeof (BkSensitivity));
  for (guint b = 0; b < BK_N_BANDS; b++)
    self->break_even[b] = -1;
}

/**
 * bk_uncertainty_new:
 * @profile: the profile, whose ranges say which inputs vary
 * @n_samples: how many samples to draw, at least 1 (the app draws %BK_UNCERTAINTY_SAMPLES)
 * @seed: the random generator's seed; the same seed gives the same figures
 * @cancellable: (nullable): stops the sampling early
 * @error: set to %G_IO_ERROR_CANCELLED when cancelled
 *
 * Runs the Monte Carlo analysis and the sensitivity analysis of @profile. The profile is read
 * before anything else and not kept.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL when cancelled
 */
BkUncertainty *
bk_uncertainty_new (BkProfile    *profile,
                    guint         n_samples,
                    guint32       seed,
                    GCancellable *cancellable,
                    GError      **error)
{
  Params params;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);
  g_return_val_if_fail (n_samples > 0, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  params_init (&params, profile);

  return run (&params, n_samples, seed, cancellable, error);
}

/**
 * bk_uncertainty_new_async:
 * @profile: the profile
 * @n_samples: how many samples to draw, at least 1
 * @seed: the random generator's seed
 * @cancellable: (nullable): stops the sampling early
 * @callback: called on the caller's main context when done
 * @user_data: for @callback
 *
 * Like bk_uncertainty_new(), on a worker thread. Every figure the sampling needs is copied from
 * @profile before this returns, so the profile may change (or go away) right after the call.
 */
void
bk_uncertainty_new_async (BkProfile           *profile,
                          guint                n_samples,
                          guint32              seed,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  TaskData *data;

  g_return_if_fail (BK_IS_PROFILE (profile));
  g_return_if_fail (n_samples > 0);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = g_new0 (TaskData, 1);
  params_init (&data->params, profile);
  data->n_samples = n_samples;
  data->seed = seed;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, bk_uncertainty_new_async);
  g_task_set_name (task, "[breakeven] uncertainty");
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, run_in_thread);
}

/**
 * bk_uncertainty_new_finish:
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error set (cancelled)
 */
BkUncertainty *
bk_uncertainty_new_finish (GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bk_uncertainty_new_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

guint
bk_uncertainty_get_n_samples (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->n_samples;
}

guint32
bk_uncertainty_get_seed (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->seed;
}

guint
bk_uncertainty_get_horizon (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->horizon;
}

/**
 * bk_uncertainty_get_n_ranges:
 *
 * Returns: how many inputs of the profile had a range (zero-width ones included)
 */
guint
bk_uncertainty_get_n_ranges (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->n_ranges;
}

guint
bk_uncertainty_get_owned_gpus (BkUncertainty *self,
                               BkOption       option)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0);

  return self->owned[option];
}

/**
 * bk_uncertainty_get_hybrid_distinct:
 *
 * Returns: whether the hybrid owns some GPUs but fewer than buying, so that it is an option of
 *   its own
 */
gboolean
bk_uncertainty_get_hybrid_distinct (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), FALSE);

  return self->hybrid_distinct;
}

/**
 * bk_uncertainty_get_band:
 * @self: a result
 * @option: the option
 * @band: the percentile
 *
 * Returns: (array) (transfer none): the percentile of the option's cumulative cash C[0..H] over
 *   the samples, month by month: H + 1 values
 */
const double *
bk_uncertainty_get_band (BkUncertainty *self,
                         BkOption       option,
                         BkBand         band)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, NULL);
  g_return_val_if_fail ((guint) band < BK_N_BANDS, NULL);

  return self->bands[option][band];
}

/**
 * bk_uncertainty_get_tco:
 *
 * Returns: the percentile of the option's TCO over the samples
 */
double
bk_uncertainty_get_tco (BkUncertainty *self,
                        BkOption       option,
                        BkBand         band)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);
  g_return_val_if_fail ((guint) band < BK_N_BANDS, 0.0);

  return self->tco[option][band];
}

/**
 * bk_uncertainty_get_break_even:
 * @self: a result
 * @band: the percentile
 *
 * Samples in which buying never breaks even count as later than the horizon.
 *
 * Returns: the percentile of the break-even month, or -1 ("never") when fewer than that share
 *   of the samples break even within the horizon
 */
int
bk_uncertainty_get_break_even (BkUncertainty *self,
                               BkBand         band)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), -1);
  g_return_val_if_fail ((guint) band < BK_N_BANDS, -1);

  return self->break_even[band];
}

/**
 * bk_uncertainty_get_probability_cheaper:
 * @self: a result
 * @option: buy or hybrid
 *
 * Returns: the share of the samples, 0 to 1, in which @option's TCO is below renting's (by more
 *   than rounding); 0 for renting itself
 */
double
bk_uncertainty_get_probability_cheaper (BkUncertainty *self,
                                        BkOption       option)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);

  return self->cheaper[option];
}

/**
 * bk_uncertainty_get_probability_best:
 *
 * Returns: the share of the samples in which @option has the smallest TCO, ties decided as the
 *   verdict decides them; 0 for a hybrid that is not distinct
 */
double
bk_uncertainty_get_probability_best (BkUncertainty *self,
                                     BkOption       option)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);

  return self->best[option];
}

/**
 * bk_uncertainty_get_leader:
 *
 * Returns: the cheapest option of the single-value analysis
 */
BkOption
bk_uncertainty_get_leader (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), BK_OPTION_RENT);

  return self->leader;
}

/**
 * bk_uncertainty_get_runner_up:
 *
 * Returns: the second cheapest option of the single-value analysis
 */
BkOption
bk_uncertainty_get_runner_up (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), BK_OPTION_BUY);

  return self->runner_up;
}

/**
 * bk_uncertainty_get_difference:
 *
 * Returns: TCO(runner-up) − TCO(leader) of the single-value analysis, the amount the tornado's
 *   bars move
 */
double
bk_uncertainty_get_difference (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0.0);

  return self->difference;
}

/**
 * bk_uncertainty_get_n_sensitivities:
 *
 * Returns: how many inputs the tornado has: those with a range
 */
guint
bk_uncertainty_get_n_sensitivities (BkUncertainty *self)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), 0);

  return self->sensitivities->len;
}

/**
 * bk_uncertainty_get_sensitivity:
 * @self: a result
 * @index: 0 for the input that moves the difference most
 *
 * Returns: (transfer none): one bar of the tornado; they are sorted by swing, largest first,
 *   inputs with equal swings in the order of #BkInput
 */
const BkSensitivity *
bk_uncertainty_get_sensitivity (BkUncertainty *self,
                                guint          index)
{
  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);
  g_return_val_if_fail (index < self->sensitivities->len, NULL);

  return &g_array_index (self->sensitivities, BkSensitivity, index);
}

const char *
bk_band_to_string (BkBand band)
{
  switch (band)
    {
    case BK_BAND_P10: return "p10";
    case BK_BAND_P50: return "p50";
    case BK_BAND_P90: return "p90";
    default: g_return_val_if_reached (NULL);
    }
}
