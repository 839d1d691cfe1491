/* bk-percentile.c: nearest-rank percentiles of many values, by selection
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A selector finds a few percentiles of n values without sorting them all: counting into buckets
 * tells which bucket holds each rank, and only the values in those few buckets are sorted. The
 * triangular distribution the samples are drawn from is here too.
 */

#define G_LOG_DOMAIN "bk-percentile"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bk-engine-private.h"

/* Buckets for finding a percentile: enough that each holds a handful of 10,000 values. */
#define N_BUCKETS 2048

/* Buckets this small are sorted by insertion. */
#define SMALL_SORT 32

G_STATIC_ASSERT (N_BUCKETS <= G_MAXUINT16 + 1);

int
bk_compare_doubles (const void *a,
                    const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

void
bk_sort_doubles (double *values,
                 guint   n)
{
  if (n > SMALL_SORT)
    {
      qsort (values, n, sizeof *values, bk_compare_doubles);
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

/**
 * bk_percentile_rank:
 * @percent: the percentile, 0 to 100
 * @n: how many values there are, at least 1
 *
 * Nearest rank: the P-th percentile of n values is the ⌈P·n/100⌉-th smallest.
 *
 * Returns: its index, from 0, among the values in ascending order
 */
guint
bk_percentile_rank (guint percent,
                    guint n)
{
  guint64 rank;

  g_assert (n > 0);
  g_assert (percent <= 100);

  /* Counted from 1; the 0th percentile is the smallest value. */
  rank = ((guint64) percent * n + 99) / 100;

  return rank == 0 ? 0 : (guint) (rank - 1);
}

/**
 * bk_selector_init:
 * @sel: (out caller-allocates): the selector
 * @percents: the percentiles to find, ascending
 * @n: how many values each set will have, at least 1
 */
void
bk_selector_init (BkSelector  *sel,
                  const guint  percents[BK_SELECTOR_RANKS],
                  guint        n)
{
  for (guint j = 0; j < BK_SELECTOR_RANKS; j++)
    {
      g_assert (j == 0 || percents[j - 1] <= percents[j]);

      sel->ranks[j] = bk_percentile_rank (percents[j], n);
      sel->buffers[j] = g_new (double, n);
    }

  sel->counts = g_new (guint, N_BUCKETS);
  sel->buckets = g_new (guint16, n);
}

void
bk_selector_clear (BkSelector *sel)
{
  for (guint j = 0; j < BK_SELECTOR_RANKS; j++)
    g_clear_pointer (&sel->buffers[j], g_free);
  g_clear_pointer (&sel->counts, g_free);
  g_clear_pointer (&sel->buckets, g_free);
}

/* min and max need only bound the values roughly: values outside go to the first or the last
 * bucket, which keeps the buckets in order, so the result is exact anyway. */
void
bk_selector_select (BkSelector   *sel,
                    const double *values,
                    guint         n,
                    double        min,
                    double        max,
                    double        out[BK_SELECTOR_RANKS])
{
  guint bucket[BK_SELECTOR_RANKS] = { 0 };
  guint local[BK_SELECTOR_RANKS] = { 0 };
  guint filled[BK_SELECTOR_RANKS] = { 0 };
  guint cumulative = 0, j = 0;
  double scale;

  if (!(max > min))
    {
      for (j = 0; j < BK_SELECTOR_RANKS; j++)
        out[j] = min;
      return;
    }

  scale = N_BUCKETS / (max - min);
  if (!isfinite (scale))
    {
      /* A spread too narrow for buckets: sort a copy. */
      memcpy (sel->buffers[0], values, n * sizeof *values);
      qsort (sel->buffers[0], n, sizeof *values, bk_compare_doubles);
      for (j = 0; j < BK_SELECTOR_RANKS; j++)
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

  for (guint b = 0; b < N_BUCKETS && j < BK_SELECTOR_RANKS; b++)
    {
      while (j < BK_SELECTOR_RANKS && sel->ranks[j] < cumulative + sel->counts[b])
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
          for (j = 0; j < BK_SELECTOR_RANKS; j++)
            if (b == bucket[j])
              sel->buffers[j][filled[j]++] = values[i];
        }
    }

  for (j = 0; j < BK_SELECTOR_RANKS; j++)
    {
      g_assert (local[j] < filled[j]);
      bk_sort_doubles (sel->buffers[j], filled[j]);
      out[j] = sel->buffers[j][local[j]];
    }
}

/* The smallest and the largest of n ≥ 1 values. */
void
bk_min_max (const double *values,
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
