/* bk-percentile.h: nearest-rank percentiles of many values, by selection
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How many percentiles one selector finds at once. */
#define BK_SELECTOR_RANKS 3

/* Finds a few percentiles of n values at a time, reusing its buffers from one set of values to
 * the next. */
typedef struct
{
  guint    ranks[BK_SELECTOR_RANKS];    /* 0-based, ascending */
  guint   *counts;
  guint16 *buckets;
  double  *buffers[BK_SELECTOR_RANKS];
} BkSelector;

guint bk_percentile_rank (guint         percent,
                          guint         n);
int   bk_compare_doubles (const void   *a,
                          const void   *b);
void  bk_sort_doubles    (double       *values,
                          guint         n);
void  bk_min_max         (const double *values,
                          guint         n,
                          double       *min,
                          double       *max);

void  bk_selector_init   (BkSelector   *sel,
                          const guint   percents[BK_SELECTOR_RANKS],
                          guint         n);
void  bk_selector_clear  (BkSelector   *sel);
void  bk_selector_select (BkSelector   *sel,
                          const double *values,
                          guint         n,
                          double        min,
                          double        max,
                          double        out[BK_SELECTOR_RANKS]);

G_END_DECLS
