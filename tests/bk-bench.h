/* bk-bench.h: the medians the benchmarks report
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-percentile-private.h"

G_BEGIN_DECLS

/* Sorts the @n @values in place, so that the fastest and the slowest are at either end, and
 * returns their median. */
static inline double
bk_bench_median (double *values,
                 guint   n)
{
  bk_sort_doubles (values, n);

  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

G_END_DECLS
