/* bk-strategy-search.h: when to buy, searched over every buy month and pool size
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-analysis.h"
#include "bk-engine-private.h"

G_BEGIN_DECLS

/* A strategy (k, n, m): k GPUs owned from the start, n ≥ k from month m on
 * (docs/model.md#strategies-in-time). Without a change k = n and m = 0. */
typedef struct
{
  guint  first;
  guint  final;
  guint  month;
  double tco;
} BkStrategyChoice;

double bk_strategy_cost         (const BkCostInputs  *in,
                                 const double        *x,
                                 const BkCostFactors *factors,
                                 guint                first,
                                 guint                final,
                                 guint                month,
                                 double              *cash);
void   bk_strategy_search       (const BkCostInputs  *in,
                                 const double        *x,
                                 const BkCostFactors *factors,
                                 BkStrategyChoice    *best,
                                 BkStrategyChoice    *buy_now);
void   bk_strategy_search_naive (const BkCostInputs  *in,
                                 const double        *x,
                                 const BkCostFactors *factors,
                                 BkStrategyChoice    *best,
                                 BkStrategyChoice    *buy_now);

void   bk_strategy_best_month   (const BkCostInputs  *in,
                                 const double        *x,
                                 const BkCostFactors *factors,
                                 guint                first,
                                 guint                final,
                                 guint                now,
                                 guint               *month,
                                 double              *later_tco,
                                 double              *now_tco,
                                 double              *never_tco,
                                 const BkCostMonthDemand *months);

char  *bk_strategy_explain      (const BkStrategy    *strategy,
                                 const char          *reason) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
