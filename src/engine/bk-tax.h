/* bk-tax.h: cash flows after tax on profit, with the purchase written off (AfA)
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tax is a transformation of an option's cumulative cash C[m] and of its resale value, never a
 * category of its own, so that the figures before tax stay what they are. Every expense saves t
 * of it in its month, and the capital saves t of its depreciation in the months it is booked,
 * which gives C'[m] = (1 − t)·C[m] + t·capital·(1 − S_m) with S_m the discounted share of the
 * capital written off by month m. The analysis, the sampler and the tornado all call these
 * inline functions, so the figures after tax agree to the last bit too.
 */

#pragma once

#include "bk-enums.h"
#include "bk-workload.h"

G_BEGIN_DECLS

/* How much of the capital is written off, for months 0..H. */
typedef struct
{
  double deducted[BK_MAX_HORIZON_MONTHS + 1];  /* S_m = Σ_{j=1..m} d_j · α_j, discounted */
  double book[BK_MAX_HORIZON_MONTHS + 1];      /* b_m = 1 − Σ_{j≤m} α_j, still on the books */
} BkTaxSchedule;

void   bk_tax_schedule_init    (BkTaxSchedule  *schedule,
                                BkDepreciation  method,
                                guint           years,
                                double          declining_rate,
                                guint           horizon,
                                const double   *discount);
double bk_tax_depreciation     (BkDepreciation  method,
                                guint           years,
                                double          declining_rate,
                                guint           year);

/* The cumulative cash after tax at a tax rate t (a share), for the cash C before tax of an
 * option with this capital and the month's S_m. */
static inline double
bk_tax_cash (double cash,
             double rate,
             double capital,
             double deducted)
{
  return (1.0 - rate) * cash + rate * (capital * (1.0 - deducted));
}

/* The discounted proceeds of a sale after tax: the gain over the book value is taxed, a loss
 * saves tax. */
static inline double
bk_tax_resale (double capital,
               double value,
               double discount,
               double rate,
               double book)
{
  return capital * discount * ((1.0 - rate) * value + rate * book);
}

G_END_DECLS
