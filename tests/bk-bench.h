/* bk-bench.h: the medians the benchmarks report
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdlib.h>

G_BEGIN_DECLS

static inline int
bk_bench_compare_doubles (const void *a,
                          const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Sorts the @n @values in place, so that the fastest and the slowest are at either end, and
 * returns their median. */
static inline double
bk_bench_median (double *values,
                 guint   n)
{
  qsort (values, n, sizeof values[0], bk_bench_compare_doubles);

  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

G_END_DECLS
