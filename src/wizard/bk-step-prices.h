/* bk-step-prices.h: the checklist wizard's step 8: running costs, rental price, currency, cost of capital and horizon
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-step.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP_PRICES (bk_step_prices_get_type ())

G_DECLARE_FINAL_TYPE (BkStepPrices, bk_step_prices, BK, STEP_PRICES, BkStep)

GtkWidget *bk_step_prices_new (void);

G_END_DECLS
