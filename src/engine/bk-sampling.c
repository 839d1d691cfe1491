/* bk-sampling.c: the Monte Carlo bands and the tornado of inputs that carry ranges
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each sample draws every input that has a range from a triangular distribution (low, mode = the
 * input's value, high) and runs the cost model on it; inputs without a range keep their value.
 * Each sample's flows come from the cost engine (bk-cost.c), and the monthly pass adds them up
 * in the engine's order, so that inputs whose ranges all have zero width give exactly the
 * single-value figures. The samples are processed month by month: each month's cash of every
 * sample sits in one array, and its percentiles are found by selection (bk-percentile.c).
 *
 * Percentiles are nearest-rank: the P-th percentile of n values is the ⌈P·n/100⌉-th smallest.
 * A sample in which buying never breaks even within the horizon counts as later than every
 * month, so a break-even percentile is "never" when fewer than that share of the samples break
 * even at all.
 */

#define G_LOG_DOMAIN "bk-sampling"

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-engine-private.h"

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


/**
 * bk_sample_params_init:
 * @p: (out caller-allocates): what the sampling needs
 * @inputs: the inputs, with their ranges
 *
 * The inputs of the rental terms came after the others, and those of owning's real costs after
 * them: each group is drawn only when it or a later one has a range, so that inputs without
 * them draw exactly what they drew before those inputs existed.
 */
void
bk_sample_params_init (BkSampleParams       *p,
                       const BkEngineInputs *inputs)
{
  memset (p, 0, sizeof *p);

  bk_cost_inputs_init (&p->cost, inputs);

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      double value = p->cost.value[i];
      double low = value, high = value;

      if (inputs->range[i].set)
        {
          p->has_range |= 1u << i;
          low = MIN (inputs->range[i].low, value);
          high = MAX (inputs->range[i].high, value);
          if (low < high)
            p->varies |= 1u << i;
        }

      p->low[i] = low;
      p->high[i] = high;
    }

  p->n_draws = (p->has_range >> BK_INPUT_RESALE_DISCOUNT) != 0 ? BK_N_INPUTS
               : (p->has_range >> BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR) != 0
                 ? BK_INPUT_RESALE_DISCOUNT
                 : BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR;
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
bk_sample_sensitivities (BkEngineUncertainty  *self,
                         const BkSampleParams *p,
                         const double         *discount)
{
  const BkCostInputs *in = &p->cost;
  g_autofree double *rent_price = g_new (double, in->horizon + 1);
  g_autofree double *commit = g_new (double, in->horizon + 1);
  double tco[BK_N_OPTIONS];

  bk_cost_evaluate (in, in->value, discount, rent_price, commit, tco);
  self->leader = bk_engine_cheapest (tco, self->hybrid_distinct, -1);
  self->runner_up = bk_engine_cheapest (tco, self->hybrid_distinct, self->leader);
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

/* The sampling itself: pure, on whatever thread calls it. FALSE when cancelled. */
static gboolean
run (const BkSampleParams *p,
     guint                 n,
     guint32               seed,
     BkEngineCancelled     cancelled,
     gpointer              data,
     BkEngineUncertainty  *self)
{
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
  const BkCostInputs *in = &p->cost;
  guint horizon = in->horizon;
  guint never = horizon + 1;
  BkSelector sel = { 0 };
  double lo[BK_N_OPTIONS], hi[BK_N_OPTIONS];
  double least_step, most_step, least_factor = 1.0, most_factor = 1.0;
  double least_term = 1.0, most_term = 1.0;
  double *w;

  g_assert (n > 0);

  self->n_samples = n;
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

  if (in->path.varies)
    return bk_sample_run_in_time (self, p, n, rand, discount, cancelled, data);

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

      bk_sample_draw (p, rand, x);
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

  if (cancelled != NULL && cancelled (data))
    return FALSE;

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

      if (m % CANCEL_CHECK_MONTHS == 0 && cancelled != NULL && cancelled (data))
        {
          bk_selector_clear (&sel);
          return FALSE;
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

  bk_sample_finish (self, &sel, tco, break_even, histogram, n);
  bk_selector_clear (&sel);

  bk_sample_strategy_finish (&strategy, self, n);
  bk_sample_sensitivities (self, p, discount);

  return TRUE;
}

/**
 * bk_engine_run_uncertainty:
 * @in: the inputs, with the ranges to draw from
 * @n_samples: how many samples to draw, at least 1
 * @seed: the random generator's seed; the same seed gives the same figures
 * @cancelled: (nullable): asked now and then; TRUE stops the sampling
 * @data: for @cancelled
 * @result: (out caller-allocates): the figures; free them with bk_engine_uncertainty_clear()
 *
 * The Monte Carlo analysis and the tornado of docs/model.md#uncertainty, and the best month to
 * buy in each sample (docs/model.md#when-to-buy-under-uncertainty).
 *
 * Returns: %TRUE, or %FALSE when cancelled (@result is then cleared)
 */
gboolean
bk_engine_run_uncertainty (const BkEngineInputs *in,
                           guint                 n_samples,
                           guint32               seed,
                           BkEngineCancelled     cancelled,
                           gpointer              data,
                           BkEngineUncertainty  *result)
{
  g_autofree BkSampleParams *p = g_new (BkSampleParams, 1);

  g_return_val_if_fail (in != NULL, FALSE);
  g_return_val_if_fail (n_samples > 0, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  memset (result, 0, sizeof *result);
  result->sensitivities = g_array_new (FALSE, TRUE, sizeof (BkSensitivity));
  for (guint b = 0; b < BK_N_BANDS; b++)
    result->break_even[b] = -1;

  bk_sample_params_init (p, in);
  if (!run (p, n_samples, seed, cancelled, data, result))
    {
      bk_engine_uncertainty_clear (result);
      return FALSE;
    }

  return TRUE;
}

/**
 * bk_engine_uncertainty_clear:
 * @result: figures of bk_engine_run_uncertainty()
 *
 * Frees the bands and the tornado; @result may be cleared again.
 */
void
bk_engine_uncertainty_clear (BkEngineUncertainty *result)
{
  g_return_if_fail (result != NULL);

  g_clear_pointer (&result->block, g_free);
  g_clear_pointer (&result->sensitivities, g_array_unref);
  memset (result->bands, 0, sizeof result->bands);
}

/**
 * bk_engine_sample:
 * @in: the inputs, with the ranges to draw from
 * @rand: the random generator
 * @x: (out caller-allocates) (array fixed-size=15): the sample's values of the ranged inputs
 *
 * Draws one Monte Carlo sample the way bk_engine_run_uncertainty() draws each of its own: every
 * input with a range from its triangular distribution, the others at their values;
 * bk_engine_evaluate_tco() gives its figures.
 */
void
bk_engine_sample (const BkEngineInputs *in,
                  GRand                *rand,
                  double               *x)
{
  g_autofree BkSampleParams *p = g_new (BkSampleParams, 1);

  g_return_if_fail (in != NULL);
  g_return_if_fail (rand != NULL);
  g_return_if_fail (x != NULL);

  bk_sample_params_init (p, in);
  bk_sample_draw (p, rand, x);
}
