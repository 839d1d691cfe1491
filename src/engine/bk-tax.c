/* bk-tax.c: the depreciation schedule of a purchase, month by month
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-tax"

#include "config.h"

#include "bk-engine-private.h"

/**
 * bk_declining_rate_limit:
 * @years: the useful life
 *
 * Returns: the largest declining-balance rate the law allows, in percent: 30 % and at most three
 *   times the linear rate 100 / @years %
 */
double
bk_declining_rate_limit (guint years)
{
  g_return_val_if_fail (years > 0, BK_DECLINING_RATE_MAX);

  return MIN (BK_DECLINING_RATE_MAX, 300.0 / years);
}

/**
 * bk_tax_depreciation:
 * @method: how the purchase is written off
 * @years: the useful life N for linear and declining balance
 * @declining_rate: X, percent a year, capped as the law caps it
 * @year: the year of the purchase, from 1
 *
 * Declining balance takes X of what is left until the linear rest over the remaining years is
 * larger, so that the capital is written off by year N.
 *
 * Returns: the share of the capital written off in @year
 */
double
bk_tax_depreciation (BkDepreciation method,
                     guint          years,
                     double         declining_rate,
                     guint          year)
{
  double rate, book = 1.0, part = 0.0;

  g_return_val_if_fail (year >= 1, 0.0);

  years = CLAMP (years, 1, BK_DEPRECIATION_YEARS_MAX);

  switch (method)
    {
    case BK_DEPRECIATION_ONE_YEAR:
      return year == 1 ? 1.0 : 0.0;

    case BK_DEPRECIATION_LINEAR:
      return year <= years ? 1.0 / years : 0.0;

    case BK_DEPRECIATION_DECLINING:
      rate = CLAMP (declining_rate, 0.0, bk_declining_rate_limit (years)) / 100.0;
      for (guint y = 1; y <= year; y++)
        {
          part = y <= years ? MAX (rate * book, book / (years - y + 1)) : 0.0;
          book -= part;
        }
      return part;

    default:
      g_return_val_if_reached (0.0);
    }
}

/**
 * bk_tax_schedule_init:
 * @schedule: (out caller-allocates): the schedule to fill in
 * @method: how the purchase is written off
 * @years: the useful life
 * @declining_rate: the declining-balance rate in percent
 * @horizon: the last month
 * @discount: the discount factors of months 0..@horizon
 *
 * A year's depreciation is booked in twelve equal parts in its months; the purchase counts as
 * made at the start of a fiscal year.
 */
void
bk_tax_schedule_init (BkTaxSchedule  *schedule,
                      BkDepreciation  method,
                      guint           years,
                      double          declining_rate,
                      guint           horizon,
                      const double   *discount)
{
  double deducted = 0.0, booked = 0.0, part = 0.0;

  g_assert (schedule != NULL);
  g_assert (horizon <= BK_MAX_HORIZON_MONTHS);

  schedule->deducted[0] = 0.0;
  schedule->book[0] = 1.0;

  for (guint m = 1; m <= horizon; m++)
    {
      if ((m - 1) % 12 == 0)
        part = bk_tax_depreciation (method, years, declining_rate, (m - 1) / 12 + 1) / 12.0;

      deducted += discount[m] * part;
      booked += part;
      schedule->deducted[m] = deducted;
      /* Twelve twelfths do not add up to exactly 1 in binary; what is written off is. */
      schedule->book[m] = MAX (0.0, 1.0 - booked);
      if (schedule->book[m] < 1e-12)
        schedule->book[m] = 0.0;
    }
}
