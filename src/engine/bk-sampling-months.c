/* bk-sampling-months.c: the samples' best buy month, and the samples of a demand over time
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each sample searches the month to buy with the pool sizes of the single-value strategy fixed
 * (bk_strategy_best_month(), O(H) a sample); searching every pool size too would cost the whole
 * search per sample. A demand that changes over time makes every month of every sample its own,
 * so those samples are summed month by month by the engine (bk_cost_time_option()) and kept
 * whole until their percentiles are taken.
 */

#define G_LOG_DOMAIN "bk-sampling"

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-engine-private.h"

/* The samples of a demand over time are worked out this many at a time; the sampling asks
 * whether it is cancelled after each block. */
#define SAMPLE_BLOCK 64

/* One value per input whether it varies or not, so that giving one input a range leaves the
 * others' draws as they were. */
void
bk_sample_draw (const BkSampleParams *p,
                GRand                *rand,
                double               *x)
{
  const BkCostInputs *in = &p->cost;

  memcpy (x, in->value, sizeof in->value);
  for (guint i = 0; i < p->n_draws; i++)
    {
      double u = g_rand_double (rand);

      x[i] = (p->varies & (1u << i)) ? bk_triangular_quantile (u, p->low[i], in->value[i],
                                                               p->high[i])
                                     : in->value[i];
    }
}

/* The pool sizes come from the single-value search: its own when it buys later; otherwise the
 * pool of buying now, rented first and bought in month m. */
void
bk_sample_strategy_init (BkSampleStrategy     *ss,
                         const BkSampleParams *p,
                         guint                 n)
{
  const BkCostInputs *in = &p->cost;
  BkStrategyChoice best, buy_now;

  memset (ss, 0, sizeof *ss);
  ss->months = g_new0 (guint, n);
  if (in->horizon < 2 || in->required)
    return;

  bk_cost_factors_init (&ss->factors, in, in->value);
  bk_strategy_search (in, in->value, &ss->factors, &best, &buy_now);

  ss->active = TRUE;
  ss->now = buy_now.final;
  if (best.month > 0)
    {
      ss->first = best.first;
      ss->final = best.final;
    }
  else
    {
      ss->first = 0;
      ss->final = buy_now.final;
    }
  /* Keeping a pool commits in every sample what it commits at the values. */
  ss->first_commit = bk_strategy_kept_commit (in, &ss->factors, ss->first);
  ss->now_commit = bk_strategy_kept_commit (in, &ss->factors, ss->now);
  ss->rent_varies = (p->varies & (1u << BK_INPUT_RENT_PRICE_CHANGE)) != 0;
  ss->value_varies = (p->varies & ((1u << BK_INPUT_ANNUAL_VALUE_LOSS)
                                    | (1u << BK_INPUT_RESALE_DISCOUNT))) != 0;
}

void
bk_sample_strategy_add (BkSampleStrategy        *ss,
                        const BkSampleParams    *p,
                        const double            *x,
                        guint                    s,
                        const BkCostMonthDemand *months)
{
  const BkCostInputs *in = &p->cost;
  double later, now, never;

  if (!ss->active)
    return;

  /* The discount is the same in every sample; the price change and the value loss may not be.
   * Their factors are carried from month to month by one multiplication each, as the bands'
   * pass carries the price change: a month to buy does not need the last bit. */
  if (ss->rent_varies)
    {
      double step = bk_cost_rent_price_step (x[BK_INPUT_RENT_PRICE_CHANGE]);

      ss->factors.rent_price[1] = 1.0;
      for (guint m = 2; m <= in->horizon; m++)
        ss->factors.rent_price[m] = ss->factors.rent_price[m - 1] * step;
      /* A committed term's price follows the rent price at its start. */
      if (ss->first_commit > 0 || ss->now_commit > 0)
        bk_cost_fill_commit (ss->factors.commit, in, ss->factors.rent_price);
    }
  if (ss->value_varies)
    {
      double step = pow (1.0 - x[BK_INPUT_ANNUAL_VALUE_LOSS] / 100.0, 1.0 / 12.0);

      ss->factors.value[0] = 1.0 - x[BK_INPUT_RESALE_DISCOUNT] / 100.0;
      for (guint m = 1; m <= in->horizon; m++)
        ss->factors.value[m] = ss->factors.value[m - 1] * step;
    }

  bk_strategy_best_month (in, x, &ss->factors, ss->first, ss->final, ss->now, ss->first_commit,
                          ss->now_commit, &ss->months[s], &later, &now, &never, months);
  ss->n_waiting += ss->months[s] > 0;
  ss->n_never += ss->months[s] > in->horizon;
}

/* Nearest-rank percentiles of the months, buying now counting as month 0 and never as H + 1. */
void
bk_sample_strategy_finish (BkSampleStrategy    *ss,
                           BkEngineUncertainty *self,
                           guint                n)
{
  static const guint percent[BK_N_BANDS] = { 10, 50, 90 };
  g_autofree guint *histogram = NULL;

  self->has_strategy = ss->active;
  if (!ss->active)
    return;

  self->strategy_first = ss->first;
  self->strategy_final = ss->final;
  self->waiting = (double) ss->n_waiting / n;
  self->never = (double) ss->n_never / n;

  histogram = g_new0 (guint, BK_MAX_HORIZON_MONTHS + 2);
  for (guint s = 0; s < n; s++)
    histogram[ss->months[s]]++;

  for (guint b = 0; b < BK_N_BANDS; b++)
    {
      guint rank = (guint) ceil (percent[b] * (double) n / 100.0);
      guint cumulative = 0;

      rank = MAX (rank, 1);
      for (guint m = 0; m <= BK_MAX_HORIZON_MONTHS + 1; m++)
        {
          cumulative += histogram[m];
          if (cumulative >= rank)
            {
              self->buy_month[b] = m;
              break;
            }
        }
    }
}

/* Which option wins each sample, how often buying and the hybrid beat renting, the TCO's
 * percentiles and the break-even's (a sample that never breaks even sits at H + 1). */
void
bk_sample_finish (BkEngineUncertainty *self,
                  BkSelector          *sel,
                  double *const       *tco,
                  const guint         *break_even,
                  guint               *histogram,
                  guint                n)
{
  guint horizon = self->horizon;

  for (guint s = 0; s < n; s++)
    {
      double sample_tco[BK_N_OPTIONS];

      for (guint o = 0; o < BK_N_OPTIONS; o++)
        sample_tco[o] = tco[o][s];

      for (guint o = BK_OPTION_BUY; o < BK_N_OPTIONS; o++)
        self->cheaper[o] += bk_costs_less (sample_tco[o], sample_tco[BK_OPTION_RENT]);
      self->best[bk_engine_cheapest (sample_tco, self->hybrid_distinct, -1)] += 1;
      histogram[break_even[s]]++;
    }

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      double least, most;

      self->cheaper[o] /= n;
      self->best[o] /= n;
      bk_min_max (tco[o], n, &least, &most);
      bk_selector_select (sel, tco[o], n, least, most, self->tco[o]);
    }

  for (guint b = 0; b < BK_N_BANDS; b++)
    {
      guint cumulative = 0;

      self->break_even[b] = -1;
      for (guint m = 1; m <= horizon; m++)
        {
          cumulative += histogram[m];
          if (cumulative > sel->ranks[b])
            {
              self->break_even[b] = (int) m;
              break;
            }
        }
    }
}

/**
 * bk_sample_run_in_time:
 * @result: the result so far, its bands allocated
 * @p: the inputs, with a demand that changes over time
 * @n: the number of samples
 * @rand: the generator, seeded
 * @discount: the discount factors of months 0..H
 * @cancelled: (nullable): asked after each block of samples; TRUE stops the sampling
 * @data: for @cancelled
 *
 * Returns: %TRUE, or %FALSE when cancelled
 */
gboolean
bk_sample_run_in_time (BkEngineUncertainty  *result,
                       const BkSampleParams *p,
                       guint                 n,
                       GRand                *rand,
                       const double         *discount,
                       BkEngineCancelled     cancelled,
                       gpointer              data)
{
  const BkCostInputs *in = &p->cost;
  guint horizon = in->horizon;
  gsize stride = horizon + 1;
  g_autofree double *cash = g_new (double, BK_N_OPTIONS * stride * (gsize) n);
  g_autofree double *tco_block = g_new (double, BK_N_OPTIONS * (gsize) n);
  g_autofree guint *break_even = g_new (guint, n);
  g_autofree guint *histogram = g_new0 (guint, horizon + 2);
  g_autofree guint *strategy_months = NULL;
  double rent_price[BK_MAX_HORIZON_MONTHS + 1], commit[BK_MAX_HORIZON_MONTHS + 1];
  g_autofree double *block = g_new (double, SAMPLE_BLOCK * BK_N_OPTIONS * stride);
  BkCostMonthDemand months[BK_MAX_HORIZON_MONTHS + 1];
  gboolean rent_varies = (p->varies & (1u << BK_INPUT_RENT_PRICE_CHANGE)) != 0;
  double *tco[BK_N_OPTIONS];
  BkSampleStrategy strategy;
  BkSelector sel = { 0 };

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    tco[o] = tco_block + o * (gsize) n;

  bk_sample_strategy_init (&strategy, p, n);
  strategy_months = strategy.months;

  /* cash[(o·(H + 1) + m)·n + s]: one month of one option in all samples side by side, as the
   * selection wants them. A block of samples is worked out whole first and then copied over, so
   * that the writes stay close together. */
  for (guint s0 = 0; s0 < n; s0 += SAMPLE_BLOCK)
    {
      guint len = MIN (SAMPLE_BLOCK, n - s0);

      for (guint i = 0; i < len; i++)
        {
          guint s = s0 + i;
          double *own = block + i * BK_N_OPTIONS * stride;
          double x[BK_N_INPUTS];
          double value_h;

          bk_sample_draw (p, rand, x);
          bk_cost_fill_month_demand (months, in, x[BK_INPUT_UTILISATION]);
          bk_sample_strategy_add (&strategy, p, x, s, months);

          /* The engine's factors unless the price change varies; then, as in the bands' pass,
           * each sample carries its factor along, one multiplication a month, from months 0
           * and 1 at 1 as the engine has them (without a pow() a month that is overwritten). */
          if (s == 0 || rent_varies)
            {
              if (rent_varies)
                {
                  double step = bk_cost_rent_price_step (x[BK_INPUT_RENT_PRICE_CHANGE]);

                  rent_price[0] = rent_price[1] = 1.0;
                  for (guint m = 2; m <= horizon; m++)
                    rent_price[m] = rent_price[m - 1] * step;
                }
              else
                bk_cost_fill_rent_price (rent_price, horizon,
                                         in->value[BK_INPUT_RENT_PRICE_CHANGE]);
              bk_cost_fill_commit (commit, in, rent_price);
            }
          value_h = bk_cost_value (x, horizon);

          for (guint o = 0; o < BK_N_OPTIONS; o++)
            {
              double *c = own + o * stride;
              BkCostFlows average;

              tco[o][s] = bk_cost_time_option (in, x, discount, rent_price, commit, value_h,
                                               in->owned[o], in->commit[o], NULL, c,
                                               in->tax ? &average : NULL, months);
              /* After tax the bands and the break-even are those of the cash after tax. */
              if (in->tax)
                for (guint m = 0; m <= horizon; m++)
                  c[m] = bk_tax_cash (c[m], x[BK_INPUT_TAX_RATE] / 100.0,
                                      average.amounts[BK_CATEGORY_CAPITAL],
                                      in->tax_schedule.deducted[m]);
            }

          break_even[s] = horizon + 1;
          for (guint m = 1; m <= horizon; m++)
            if (bk_cost_breaks_even (own[BK_OPTION_BUY * stride + m],
                                     own[BK_OPTION_RENT * stride + m]))
              {
                break_even[s] = m;
                break;
              }
        }

      for (guint o = 0; o < BK_N_OPTIONS; o++)
        for (guint m = 0; m <= horizon; m++)
          {
            double *to = cash + (o * stride + m) * n + s0;

            for (guint i = 0; i < len; i++)
              to[i] = block[(i * BK_N_OPTIONS + o) * stride + m];
          }

      if (cancelled != NULL && cancelled (data))
        return FALSE;
    }

  bk_selector_init (&sel, (const guint[BK_N_BANDS]) { 10, 50, 90 }, n);
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    for (guint m = 0; m <= horizon; m++)
      {
        const double *column = cash + (o * stride + m) * n;
        double least, most, out[BK_N_BANDS];

        bk_min_max (column, n, &least, &most);
        bk_selector_select (&sel, column, n, least, most, out);
        for (guint b = 0; b < BK_N_BANDS; b++)
          result->bands[o][b][m] = out[b];
      }

  bk_sample_finish (result, &sel, tco, break_even, histogram, n);
  bk_selector_clear (&sel);

  bk_sample_strategy_finish (&strategy, result, n);
  bk_sample_sensitivities (result, p, discount);

  return TRUE;
}
