/* bk-uncertainty.c: Monte Carlo bands and sensitivity of a profile whose inputs carry ranges
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each sample draws every input that has a range from a triangular distribution (low, mode = the
 * input's value, high) and runs the cost model on it; inputs without a range keep their value.
 * The per-sample path computes only what the answers need (the three options' cumulative cash and
 * TCO) with the engine's own formulas in the engine's order of operations, so that a profile whose
 * ranges all have zero width gives exactly the single-value analysis. The samples are processed
 * month by month: each month's cash of every sample sits in one array, and its percentiles are
 * found by counting into buckets and sorting only the few values in the buckets that hold them.
 *
 * Percentiles are nearest-rank: the P-th percentile of n values is the ⌈P·n/100⌉-th smallest.
 * A sample in which buying never breaks even within the horizon counts as later than every
 * month, so a break-even percentile is "never" when fewer than that share of the samples break
 * even at all.
 */

#define G_LOG_DOMAIN "bk-uncertainty"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-format.h"
#include "bk-option.h"
#include "bk-uncertainty.h"

/* The engine's: amounts this close count as equal when costs are compared. */
#define TIE_TOLERANCE 1e-9

/* Buckets for finding a percentile: enough that each holds a handful of the 10,000 samples. */
#define N_BUCKETS 2048

/* Buckets this small are sorted by insertion. */
#define SMALL_SORT 32

/* How often (in months of the main loop) the sampling looks at its cancellable. */
#define CANCEL_CHECK_MONTHS 4

static const guint band_percent[BK_N_BANDS] = { 10, 50, 90 };

/* Everything the analysis needs from a profile, copied on the caller's thread so that the
 * sampling can run on another one without touching the profile. */
typedef struct
{
  guint    horizon;
  guint    owned[BK_N_OPTIONS];
  guint    base_gpus;
  guint    burst_gpus;
  double   peak_share;
  double   host_cost;
  double   power_kw;
  double   idle_kw;
  double   colocation;
  double   maintenance_rate;
  double   staff_rate;
  double   egress;          /* per month when everything is rented */
  double   storage;         /* per month */
  double   discount_base;
  double   value[BK_N_INPUTS];
  double   low[BK_N_INPUTS];    /* the range, stretched to reach the value */
  double   high[BK_N_INPUTS];
  guint    has_range;       /* bit i: input i has a range */
  guint    varies;          /* bit i: input i's range has a width */
} Params;

/* What one option costs for one set of inputs, in the engine's terms. */
typedef struct
{
  double capex;
  double up_front;
  double fixed;     /* energy + colocation + maintenance + administration, summed in that order */
  double compute;   /* rented GPU-hours' price per month before the price change */
  double egress;
  double storage;
} Flows;

typedef struct
{
  guint    ranks[BK_N_BANDS];    /* 0-based */
  guint   *counts;
  guint16 *buckets;
  double  *buffers[BK_N_BANDS];
} Selector;

/* The samples' flows of one option, one array per figure so that the monthly pass over them
 * vectorises, and which of them are the same in every sample. */
typedef struct
{
  double   *capex;
  double   *fixed;
  double   *compute;
  double   *egress;
  double   *storage;
  gboolean  rents_nothing;     /* compute, egress and storage are zero in every sample */
  gboolean  owns_nothing;      /* fixed is zero in every sample */
  gboolean  storage_constant;  /* storage is storage[0] in every sample */
  Flows     least;             /* each figure's smallest value over the samples */
  Flows     most;              /* and its largest */
} FlowArrays;

struct _BkUncertainty
{
  GObject        parent_instance;

  guint          n_samples;
  guint32        seed;
  guint          horizon;
  guint          n_ranges;
  guint          owned[BK_N_OPTIONS];
  gboolean       hybrid_distinct;

  double        *block;
  double        *bands[BK_N_OPTIONS][BK_N_BANDS];
  double         tco[BK_N_OPTIONS][BK_N_BANDS];
  int            break_even[BK_N_BANDS];
  double         cheaper[BK_N_OPTIONS];
  double         best[BK_N_OPTIONS];

  BkOption       leader;
  BkOption       runner_up;
  double         difference;
  GArray        *sensitivities;
};

G_DEFINE_FINAL_TYPE (BkUncertainty, bk_uncertainty, G_TYPE_OBJECT)

static gboolean
costs_equal (double a,
             double b)
{
  return fabs (a - b) <= TIE_TOLERANCE * MAX (fabs (a), fabs (b));
}

static gboolean
costs_less (double a,
            double b)
{
  return a < b && !costs_equal (a, b);
}

/* The option with the smallest TCO, ties going to the one with less capital at risk, as the
 * engine's verdict decides: rent, then the hybrid, then buying. */
static BkOption
cheapest (const double tco[BK_N_OPTIONS],
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
      if (best < 0 || costs_less (tco[o], tco[best]))
        best = o;
    }

  g_assert (best >= 0);
  return best;
}

static void
params_init (Params    *p,
             BkProfile *profile)
{
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  guint days, interval;

  memset (p, 0, sizeof *p);

  p->horizon = CLAMP (bk_workload_get_horizon_months (workload), 1, BK_MAX_HORIZON_MONTHS);
  p->base_gpus = bk_workload_get_gpus (workload);
  p->burst_gpus = bk_workload_get_burst_gpus (workload);
  p->owned[BK_OPTION_RENT] = 0;
  p->owned[BK_OPTION_BUY] = p->base_gpus + p->burst_gpus;
  p->owned[BK_OPTION_HYBRID] = bk_workload_get_effective_hybrid_gpus (workload);

  /* As bk_demand_init() works it out. */
  days = bk_workload_get_burst_days (workload);
  interval = bk_workload_get_burst_interval_days (workload);
  if (p->burst_gpus == 0 || days == 0)
    p->peak_share = 0.0;
  else if (interval == 0)
    p->peak_share = 1.0;
  else
    p->peak_share = MIN (1.0, (double) days / (double) interval);

  p->host_cost = bk_hardware_get_host_cost (hardware);
  p->power_kw = bk_hardware_get_power_watts (hardware) / 1000.0;
  p->idle_kw = bk_hardware_get_idle_watts (hardware) / 1000.0;
  p->colocation = bk_pricing_get_colocation_per_gpu_month (pricing);
  p->maintenance_rate = bk_pricing_get_maintenance_percent (pricing) / 100.0 / 12.0;
  p->staff_rate = bk_pricing_get_staff_hourly_rate (pricing);
  p->egress = bk_workload_get_transfer_gb_per_month (workload) * bk_pricing_get_egress_per_gb (pricing);
  p->storage = bk_workload_get_cloud_storage_gb (workload)
               * bk_pricing_get_storage_per_gb_month (pricing);
  p->discount_base = 1.0 + bk_pricing_get_discount_rate (pricing) / 100.0;

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      double value = bk_profile_get_input_value (profile, i);
      double low = value, high = value;

      p->value[i] = value;
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

static gboolean
hybrid_is_distinct (const Params *p)
{
  return p->owned[BK_OPTION_HYBRID] > 0 && p->owned[BK_OPTION_HYBRID] < p->owned[BK_OPTION_BUY];
}

/* As bk_demand_init(), for a sampled utilisation. */
static void
demand_for (BkDemand     *demand,
            const Params *p,
            double        utilisation)
{
  double u = CLAMP (utilisation / 100.0, 0.0, 1.0);
  double b = p->peak_share;

  demand->levels[0] = p->base_gpus + p->burst_gpus;
  demand->levels[1] = p->base_gpus;
  demand->levels[2] = p->burst_gpus;
  demand->levels[3] = 0;
  demand->shares[0] = u * b;
  demand->shares[1] = u * (1.0 - b);
  demand->shares[2] = (1.0 - u) * b;
  demand->shares[3] = (1.0 - u) * (1.0 - b);
}

/* The engine's cash flows of one option (bk-analysis.c, compute_option()), with the inputs in x;
 * the expressions and their order are the engine's, so that equal inputs give equal results. */
static void
flows_for (Flows          *flows,
           const Params   *p,
           const double   *x,
           const BkDemand *demand,
           guint           owned)
{
  double served = bk_demand_served (demand, owned);
  double excess = bk_demand_excess (demand, owned);
  double energy = 0.0, colocation = 0.0, maintenance = 0.0, administration = 0.0;
  double onboarding = 0.0;

  memset (flows, 0, sizeof *flows);

  if (owned > 0)
    {
      double gpu_cost = x[BK_INPUT_PURCHASE_PRICE] + p->host_cost;
      double energy_price = x[BK_INPUT_ELECTRICITY_PRICE]
                            * (1.0 + x[BK_INPUT_COOLING_OVERHEAD] / 100.0);

      flows->capex = owned * gpu_cost;
      energy = BK_HOURS_PER_MONTH * (p->power_kw * served + p->idle_kw * (owned - served))
               * energy_price;
      colocation = owned * p->colocation;
      maintenance = flows->capex * p->maintenance_rate;
      administration = x[BK_INPUT_ADMIN_HOURS_PER_MONTH] * p->staff_rate;
    }

  if (excess > 0.0)
    {
      onboarding = x[BK_INPUT_ONBOARDING_HOURS] * p->staff_rate;
      flows->compute = BK_HOURS_PER_MONTH * excess * x[BK_INPUT_RENT_PER_GPU_HOUR];
      flows->egress = p->egress * excess / (served + excess);
      flows->storage = p->storage;
    }

  flows->up_front = flows->capex + onboarding;
  flows->fixed = energy + colocation + maintenance + administration;
}

/* One month's discounted cash, in the engine's order of additions. */
static inline double
month_cash (const Flows *flows,
            double       discount,
            double       rent_price)
{
  return discount * (((flows->fixed + flows->compute * rent_price) + flows->egress)
                     + flows->storage);
}

static void
fill_discount (double       *discount,
               const Params *p)
{
  discount[0] = 1.0;
  for (guint m = 1; m <= p->horizon; m++)
    discount[m] = pow (p->discount_base, -(double) m / 12.0);
}

static void
fill_rent_price (double *rent_price,
                 guint   horizon,
                 double  change)
{
  double base = 1.0 + change / 100.0;

  rent_price[0] = 1.0;
  for (guint m = 1; m <= horizon; m++)
    rent_price[m] = pow (base, (double) (m - 1) / 12.0);
}

static double
value_at_horizon (const Params *p,
                  double        annual_value_loss)
{
  return pow (1.0 - annual_value_loss / 100.0, (double) p->horizon / 12.0);
}

/* The three options' TCO for one set of inputs, month by month as the engine sums them. */
static void
evaluate (const Params *p,
          const double *x,
          const double *discount,
          double       *rent_price,
          double        tco[BK_N_OPTIONS])
{
  BkDemand demand;
  double value = value_at_horizon (p, x[BK_INPUT_ANNUAL_VALUE_LOSS]);

  demand_for (&demand, p, x[BK_INPUT_UTILISATION]);
  fill_rent_price (rent_price, p->horizon, x[BK_INPUT_RENT_PRICE_CHANGE]);

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      Flows flows;
      double cash;

      flows_for (&flows, p, x, &demand, p->owned[o]);
      cash = flows.up_front;
      for (guint m = 1; m <= p->horizon; m++)
        cash = cash + month_cash (&flows, discount[m], rent_price[m]);

      tco[o] = cash - flows.capex * value * discount[p->horizon];
    }
}

/* Percentiles by selection. */

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
sort_doubles (double *values,
              guint   n)
{
  if (n > SMALL_SORT)
    {
      qsort (values, n, sizeof *values, compare_doubles);
      return;
    }

  for (guint i = 1; i < n; i++)
    {
      double v = values[i];
      guint j = i;

      for (; j > 0 && values[j - 1] > v; j--)
        values[j] = values[j - 1];
      values[j] = v;
    }
}

static void
selector_init (Selector *sel,
               guint     n)
{
  for (guint j = 0; j < BK_N_BANDS; j++)
    {
      /* Nearest rank: the ⌈P·n/100⌉-th smallest, counted from 1. */
      guint rank = (guint) (((guint64) band_percent[j] * n + 99) / 100);

      sel->ranks[j] = CLAMP (rank, 1, n) - 1;
      sel->buffers[j] = g_new (double, n);
    }

  sel->counts = g_new (guint, N_BUCKETS);
  sel->buckets = g_new (guint16, n);
}

static void
selector_clear (Selector *sel)
{
  for (guint j = 0; j < BK_N_BANDS; j++)
    g_clear_pointer (&sel->buffers[j], g_free);
  g_clear_pointer (&sel->counts, g_free);
  g_clear_pointer (&sel->buckets, g_free);
}

G_STATIC_ASSERT (N_BUCKETS <= G_MAXUINT16 + 1);

/* Finds the values of the selector's ranks among values[0..n) without reordering them:
 * counting into buckets tells which bucket holds each rank, and only those buckets' values are
 * sorted. min and max need only bound the values roughly: values outside go to the first or the
 * last bucket, which keeps the buckets in the values' order, so the result is exact anyway;
 * loose bounds only put more values into each bucket. */
static void
select_percentiles (Selector     *sel,
                    const double *values,
                    guint         n,
                    double        min,
                    double        max,
                    double        out[BK_N_BANDS])
{
  guint bucket[BK_N_BANDS] = { 0 };
  guint local[BK_N_BANDS] = { 0 };
  guint filled[BK_N_BANDS] = { 0 };
  guint cumulative = 0, j = 0;
  double scale;

  if (!(max > min))
    {
      for (j = 0; j < BK_N_BANDS; j++)
        out[j] = min;
      return;
    }

  scale = N_BUCKETS / (max - min);
  if (!isfinite (scale))
    {
      /* A spread too narrow for buckets: sort a copy. */
      memcpy (sel->buffers[0], values, n * sizeof *values);
      qsort (sel->buffers[0], n, sizeof *values, compare_doubles);
      for (j = 0; j < BK_N_BANDS; j++)
        out[j] = sel->buffers[0][sel->ranks[j]];
      return;
    }

  /* The bucket is monotone in the value, so the buckets keep the values' order. */
  memset (sel->counts, 0, N_BUCKETS * sizeof *sel->counts);
  for (guint i = 0; i < n; i++)
    {
      double b = (values[i] - min) * scale;
      guint16 k = (guint16) CLAMP (b, 0, N_BUCKETS - 1);

      sel->buckets[i] = k;
      sel->counts[k]++;
    }

  for (guint b = 0; b < N_BUCKETS && j < BK_N_BANDS; b++)
    {
      while (j < BK_N_BANDS && sel->ranks[j] < cumulative + sel->counts[b])
        {
          bucket[j] = b;
          local[j] = sel->ranks[j] - cumulative;
          j++;
        }
      cumulative += sel->counts[b];
    }

  for (guint i = 0; i < n; i++)
    {
      guint b = sel->buckets[i];

      /* Most values are in none of the three buckets: one branch for all of them. */
      if ((b == bucket[0]) | (b == bucket[1]) | (b == bucket[2]))
        {
          for (j = 0; j < BK_N_BANDS; j++)
            if (b == bucket[j])
              sel->buffers[j][filled[j]++] = values[i];
        }
    }

  for (j = 0; j < BK_N_BANDS; j++)
    {
      g_assert (local[j] < filled[j]);
      sort_doubles (sel->buffers[j], filled[j]);
      out[j] = sel->buffers[j][local[j]];
    }
}

static void
min_max (const double *values,
         guint         n,
         double       *min,
         double       *max)
{
  double lo[4], hi[4];
  guint i;

  /* Four independent lanes: a single running minimum waits on itself every step. */
  for (guint k = 0; k < 4; k++)
    lo[k] = hi[k] = values[0];

  for (i = 0; i + 4 <= n; i += 4)
    for (guint k = 0; k < 4; k++)
      {
        lo[k] = MIN (lo[k], values[i + k]);
        hi[k] = MAX (hi[k], values[i + k]);
      }

  for (; i < n; i++)
    {
      lo[0] = MIN (lo[0], values[i]);
      hi[0] = MAX (hi[0], values[i]);
    }

  *min = MIN (MIN (lo[0], lo[1]), MIN (lo[2], lo[3]));
  *max = MAX (MAX (hi[0], hi[1]), MAX (hi[2], hi[3]));
}

static void
classify_flows (FlowArrays *f,
                guint       n)
{
  f->rents_nothing = TRUE;
  f->owns_nothing = TRUE;
  f->storage_constant = TRUE;

  min_max (f->fixed, n, &f->least.fixed, &f->most.fixed);
  min_max (f->compute, n, &f->least.compute, &f->most.compute);
  min_max (f->egress, n, &f->least.egress, &f->most.egress);
  min_max (f->storage, n, &f->least.storage, &f->most.storage);

  for (guint s = 0; s < n; s++)
    {
      f->rents_nothing &= f->compute[s] == 0 && f->egress[s] == 0 && f->storage[s] == 0;
      f->owns_nothing &= f->fixed[s] == 0;
      f->storage_constant &= f->storage[s] == f->storage[0];
    }
}

/* One month of one option in every sample: c += d·(((fixed + compute·r) + egress) + storage),
 * month_cash() in the engine's order. The pass is bound by memory, so figures that are zero or
 * the same in every sample are not read per sample. An option that rents nothing reduces
 * exactly to c += d·fixed, one that owns nothing to c += d·((compute·r + egress) + storage):
 * adding a zero changes no bit of a sum of non-negative amounts. r_each, when given, holds each
 * sample's price factor; otherwise every sample has r. */
static void
advance_month (double           *c,
               const FlowArrays *f,
               guint             n,
               double            d,
               double            r,
               const double     *r_each)
{
  const double *fixed = f->fixed;
  const double *compute = f->compute;
  const double *egress = f->egress;
  const double *storage = f->storage;
  double t = storage[0];

  if (f->rents_nothing)
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
          c[s] = c[s] + d * (((fixed[s] + compute[s] * r_each[s]) + egress[s]) + t);
      else
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * (((fixed[s] + compute[s] * r) + egress[s]) + t);
    }
  else
    {
      if (r_each != NULL)
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * (((fixed[s] + compute[s] * r_each[s]) + egress[s]) + storage[s]);
      else
        for (guint s = 0; s < n; s++)
          c[s] = c[s] + d * (((fixed[s] + compute[s] * r) + egress[s]) + storage[s]);
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
static void
compute_sensitivities (BkUncertainty *self,
                       const Params  *p,
                       const double  *discount)
{
  g_autofree double *rent_price = g_new (double, p->horizon + 1);
  double tco[BK_N_OPTIONS];

  evaluate (p, p->value, discount, rent_price, tco);
  self->leader = cheapest (tco, self->hybrid_distinct, -1);
  self->runner_up = cheapest (tco, self->hybrid_distinct, self->leader);
  self->difference = tco[self->runner_up] - tco[self->leader];

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      BkSensitivity s = { 0 };
      double x[BK_N_INPUTS];

      if (!(p->has_range & (1u << i)))
        continue;

      memcpy (x, p->value, sizeof x);
      s.input = i;
      s.input_low = p->low[i];
      s.input_high = p->high[i];

      x[i] = s.input_low;
      evaluate (p, x, discount, rent_price, tco);
      s.difference_low = tco[self->runner_up] - tco[self->leader];

      x[i] = s.input_high;
      evaluate (p, x, discount, rent_price, tco);
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
  double *cash[BK_N_OPTIONS], *tco[BK_N_OPTIONS];
  FlowArrays flows[BK_N_OPTIONS];
  double *value_h, *rent_step, *rent_factor;
  double discount[BK_MAX_HORIZON_MONTHS + 1];
  double rent_price[BK_MAX_HORIZON_MONTHS + 1];
  gboolean rent_varies = (p->varies & (1u << BK_INPUT_RENT_PRICE_CHANGE)) != 0;
  guint horizon = p->horizon;
  guint never = horizon + 1;
  Selector sel = { 0 };
  double lo[BK_N_OPTIONS], hi[BK_N_OPTIONS];
  double least_step, most_step, least_factor = 1.0, most_factor = 1.0;
  double *w;

  g_assert (n > 0);

  self = g_object_new (BK_TYPE_UNCERTAINTY, NULL);
  self->n_samples = n;
  self->seed = seed;
  self->horizon = horizon;
  self->hybrid_distinct = hybrid_is_distinct (p);
  memcpy (self->owned, p->owned, sizeof self->owned);
  for (guint i = 0; i < BK_N_INPUTS; i++)
    self->n_ranges += (p->has_range >> i) & 1;

  self->block = g_new (double, BK_N_OPTIONS * BK_N_BANDS * (horizon + 1));
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    for (guint b = 0; b < BK_N_BANDS; b++)
      self->bands[o][b] = self->block + (o * BK_N_BANDS + b) * (horizon + 1);

  fill_discount (discount, p);
  fill_rent_price (rent_price, horizon, p->value[BK_INPUT_RENT_PRICE_CHANGE]);

  /* Every array of the samples in one allocation, none per sample. */
  work = g_new (double, (7 * BK_N_OPTIONS + 3) * (gsize) n);
  w = work;
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      double **arrays[] = {
        &cash[o], &tco[o], &flows[o].capex, &flows[o].fixed, &flows[o].compute,
        &flows[o].egress, &flows[o].storage,
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
  break_even = g_new (guint, n);
  histogram = g_new0 (guint, horizon + 2);

  for (guint s = 0; s < n; s++)
    {
      double x[BK_N_INPUTS];
      BkDemand demand;

      /* One draw per input whether it varies or not, so that giving one input a range leaves
       * the others' draws as they were. */
      for (guint i = 0; i < BK_N_INPUTS; i++)
        {
          double u = g_rand_double (rand);

          x[i] = (p->varies & (1u << i)) ? bk_triangular_quantile (u, p->low[i], p->value[i],
                                                                   p->high[i])
                                         : p->value[i];
        }

      demand_for (&demand, p, x[BK_INPUT_UTILISATION]);
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        {
          Flows f;

          flows_for (&f, p, x, &demand, p->owned[o]);
          cash[o][s] = f.up_front;
          flows[o].capex[s] = f.capex;
          flows[o].fixed[s] = f.fixed;
          flows[o].compute[s] = f.compute;
          flows[o].egress[s] = f.egress;
          flows[o].storage[s] = f.storage;
        }

      value_h[s] = value_at_horizon (p, x[BK_INPUT_ANNUAL_VALUE_LOSS]);
      rent_step[s] = rent_varies ? pow (1.0 + x[BK_INPUT_RENT_PRICE_CHANGE] / 100.0, 1.0 / 12.0)
                                 : 1.0;
      rent_factor[s] = 1.0;
      break_even[s] = never;
    }

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    classify_flows (&flows[o], n);

  selector_init (&sel, n);

  /* Bounds of each option's cash over the samples, carried from month to month: the least
   * increment added to the least cash and the most to the most. */
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    min_max (cash[o], n, &lo[o], &hi[o]);
  min_max (rent_step, n, &least_step, &most_step);

  for (guint m = 0; m <= horizon; m++)
    {
      double out[BK_N_BANDS];

      for (guint o = 0; o < BK_N_OPTIONS; o++)
        {
          double *c = cash[o];

          /* The price change per month is the engine's own factor unless it varies; then each
           * sample carries its factor along, one multiplication a month. */
          if (m > 0)
            {
              const Flows *least = &flows[o].least;
              const Flows *most = &flows[o].most;
              double r_least = rent_varies ? least_factor : rent_price[m];
              double r_most = rent_varies ? most_factor : rent_price[m];

              advance_month (c, &flows[o], n, discount[m], rent_price[m],
                             rent_varies ? rent_factor : NULL);
              lo[o] += discount[m] * (((least->fixed + least->compute * r_least) + least->egress)
                                      + least->storage);
              hi[o] += discount[m] * (((most->fixed + most->compute * r_most) + most->egress)
                                      + most->storage);
            }

          select_percentiles (&sel, c, n, lo[o], hi[o], out);
          for (guint b = 0; b < BK_N_BANDS; b++)
            self->bands[o][b][m] = out[b];
        }

      if (m > 0)
        {
          const double *rent = cash[BK_OPTION_RENT];
          const double *buy = cash[BK_OPTION_BUY];

          /* The engine's test, buy ≤ rent or costs_equal(), for amounts that are never
           * negative: |buy − rent| ≤ 1e-9 · max(buy, rent) where buy > rent. It is written
           * without branches, which a random mix of outcomes would mispredict. */
          for (guint s = 0; s < n; s++)
            {
              guint first = (break_even[s] == never)
                            & ((buy[s] <= rent[s]) | (buy[s] - rent[s] <= TIE_TOLERANCE * buy[s]));

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
          selector_clear (&sel);
          return NULL;
        }
    }

  /* The TCO of every sample, and which option wins it. */
  for (guint s = 0; s < n; s++)
    {
      double sample_tco[BK_N_OPTIONS];

      for (guint o = 0; o < BK_N_OPTIONS; o++)
        sample_tco[o] = tco[o][s] = cash[o][s] - flows[o].capex[s] * value_h[s] * discount[horizon];

      for (guint o = BK_OPTION_BUY; o < BK_N_OPTIONS; o++)
        self->cheaper[o] += costs_less (sample_tco[o], sample_tco[BK_OPTION_RENT]);
      self->best[cheapest (sample_tco, self->hybrid_distinct, -1)] += 1;
      histogram[break_even[s]]++;
    }

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      double least, most;

      self->cheaper[o] /= n;
      self->best[o] /= n;
      min_max (tco[o], n, &least, &most);
      select_percentiles (&sel, tco[o], n, least, most, self->tco[o]);
    }

  for (guint b = 0; b < BK_N_BANDS; b++)
    {
      guint cumulative = 0;

      self->break_even[b] = -1;
      for (guint m = 1; m <= horizon; m++)
        {
          cumulative += histogram[m];
          if (cumulative > sel.ranks[b])
            {
              self->break_even[b] = (int) m;
              break;
            }
        }
    }

  selector_clear (&sel);

  compute_sensitivities (self, p, discount);

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
 * bk_triangular_quantile:
 * @u: a probability in [0, 1)
 * @low: the smallest value
 * @mode: the most likely value, between @low and @high
 * @high: the largest value
 *
 * The inverse of the triangular distribution's cumulative distribution function: a uniform @u
 * gives a triangular sample. With @low = @high the distribution is the single value @mode.
 *
 * Returns: the value below which a share @u of the distribution lies
 */
double
bk_triangular_quantile (double u,
                        double low,
                        double mode,
                        double high)
{
  double width = high - low;
  double split;

  g_return_val_if_fail (low <= mode && mode <= high, mode);

  if (!(width > 0))
    return mode;

  split = (mode - low) / width;
  if (u < split)
    return low + sqrt (u * width * (mode - low));

  return high - sqrt ((1.0 - u) * width * (high - mode));
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

/**
 * bk_input_get_title:
 * @input: an uncertain input
 *
 * Returns: (transfer none): the input's name for people, translated
 */
const char *
bk_input_get_title (BkInput input)
{
  switch (input)
    {
    case BK_INPUT_PURCHASE_PRICE: return _("Purchase price per GPU");
    case BK_INPUT_ANNUAL_VALUE_LOSS: return _("Value lost per year");
    case BK_INPUT_ELECTRICITY_PRICE: return _("Electricity price");
    case BK_INPUT_COOLING_OVERHEAD: return _("Cooling overhead");
    case BK_INPUT_ADMIN_HOURS_PER_MONTH: return _("Admin hours per month");
    case BK_INPUT_RENT_PER_GPU_HOUR: return _("Rent per GPU-hour");
    case BK_INPUT_RENT_PRICE_CHANGE: return _("Rent price change per year");
    case BK_INPUT_ONBOARDING_HOURS: return _("Cloud onboarding hours");
    case BK_INPUT_UTILISATION: return _("Utilisation");
    default: g_return_val_if_reached (NULL);
    }
}

/**
 * bk_input_format_value:
 * @input: an uncertain input
 * @value: one of its values
 * @currency: the profile's currency code, for amounts of money
 *
 * Returns: (transfer full): the value with its unit, in the locale's format: "€2.50", "40%",
 *   "60 h"
 */
char *
bk_input_format_value (BkInput     input,
                       double      value,
                       const char *currency)
{
  g_autofree char *number = NULL;

  switch (input)
    {
    case BK_INPUT_PURCHASE_PRICE:
      return bk_format_money (value, currency, -1);

    case BK_INPUT_ELECTRICITY_PRICE:
    case BK_INPUT_RENT_PER_GPU_HOUR:
      return bk_format_money (value, currency, value < 1000 ? 2 : -1);

    case BK_INPUT_ANNUAL_VALUE_LOSS:
    case BK_INPUT_COOLING_OVERHEAD:
    case BK_INPUT_RENT_PRICE_CHANGE:
    case BK_INPUT_UTILISATION:
      return bk_format_percent (value, -1);

    case BK_INPUT_ADMIN_HOURS_PER_MONTH:
    case BK_INPUT_ONBOARDING_HOURS:
      number = bk_format_number (value, -1);
      /* Translators: a number of hours, "60 h". */
      return g_strdup_printf (_("%s h"), number);

    default:
      g_return_val_if_reached (NULL);
    }
}

/* A share of the samples as a whole percentage; a share that is neither none nor all never
 * rounds to 0 % or 100 %, which would claim a certainty the samples do not show. */
static char *
format_share (double share)
{
  double percent = round (share * 100);

  if (share > 0 && percent < 1)
    percent = 1;
  else if (share < 1 && percent > 99)
    percent = 99;

  return bk_format_percent (percent, 0);
}

/**
 * bk_uncertainty_describe_probability:
 * @self: a result
 * @option: buy or hybrid
 *
 * Returns: (transfer full): how often @option is cheaper than renting, one translated sentence:
 *   "Buying is cheaper than renting in 73% of the plausible cases."
 */
char *
bk_uncertainty_describe_probability (BkUncertainty *self,
                                     BkOption       option)
{
  g_autofree char *share = NULL;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);
  g_return_val_if_fail (option == BK_OPTION_BUY || option == BK_OPTION_HYBRID, NULL);

  share = format_share (self->cheaper[option]);

  if (option == BK_OPTION_BUY)
    /* Translators: %s is a percentage such as "73%"; the plausible cases are the samples drawn
     * from the ranges of the inputs. */
    return g_strdup_printf (_("Buying is cheaper than renting in %s of the plausible cases."),
                            share);

  /* Translators: %s is a percentage such as "73%". */
  return g_strdup_printf (_("The hybrid is cheaper than renting in %s of the plausible cases."),
                          share);
}

static char *
format_break_even (int month)
{
  if (month < 1)
    /* Translators: a break-even month that does not come within the horizon. */
    return g_strdup (C_("break-even", "never"));

  return g_strdup_printf ("%d", month);
}

/**
 * bk_uncertainty_describe_break_even:
 * @self: a result
 *
 * Returns: (transfer full): the break-even month's percentiles, one translated sentence:
 *   "Break-even month: 11 (P10), 14 (P50), 19 (P90)."
 */
char *
bk_uncertainty_describe_break_even (BkUncertainty *self)
{
  g_autofree char *p10 = NULL;
  g_autofree char *p50 = NULL;
  g_autofree char *p90 = NULL;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);

  p10 = format_break_even (self->break_even[BK_BAND_P10]);
  p50 = format_break_even (self->break_even[BK_BAND_P50]);
  p90 = format_break_even (self->break_even[BK_BAND_P90]);

  /* Translators: the month in which buying breaks even, at three percentiles: each %s is a
   * month number such as "14" or "never"; P10 is the earliest tenth of the cases. */
  return g_strdup_printf (_("Break-even month: %s (P10), %s (P50), %s (P90)."), p10, p50, p90);
}

/**
 * bk_uncertainty_describe_sensitivity:
 * @self: a result
 * @index: a bar of the tornado
 * @currency: the profile's currency code
 *
 * Returns: (transfer full): the bar in words, for the report and for screen readers:
 *   "Rent per GPU-hour from €1.50 to €4.00: buying costs €6,020 to €14,780 less than renting."
 */
char *
bk_uncertainty_describe_sensitivity (BkUncertainty *self,
                                     guint          index,
                                     const char    *currency)
{
  const BkSensitivity *s;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;
  g_autofree char *difference_low = NULL;
  g_autofree char *difference_high = NULL;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);
  g_return_val_if_fail (index < self->sensitivities->len, NULL);

  s = &g_array_index (self->sensitivities, BkSensitivity, index);
  low = bk_input_format_value (s->input, s->input_low, currency);
  high = bk_input_format_value (s->input, s->input_high, currency);
  difference_low = bk_format_money (s->difference_low, currency, -1);
  difference_high = bk_format_money (s->difference_high, currency, -1);

  /* Translators: one bar of the sensitivity chart. The first %s is an input ("Rent per
   * GPU-hour"), then the ends of its range, then the option that costs least and the one after
   * it ("Buy", "Rent"), then how much less the first costs at either end of the range (a
   * negative amount: more). */
  return g_strdup_printf (_("%s from %s to %s: %s costs %s to %s less than %s."),
                          bk_input_get_title (s->input), low, high,
                          bk_option_get_label (self->leader), difference_low, difference_high,
                          bk_option_get_label (self->runner_up));
}
