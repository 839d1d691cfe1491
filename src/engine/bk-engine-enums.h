/* bk-engine-enums.h: the engine's limits and the values its figures are indexed by
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The options, the cost categories, the uncertain inputs, the bands and the limits of the
 * inputs, for everyone who names them without calling the engine (bk-engine.h).
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Hours in a month, as the model counts them (8760 / 12). */
#define BK_HOURS_PER_MONTH 730.0

/* The largest GPU count the model accepts, for the base and the peak each, and the longest
 * horizon. */
#define BK_MAX_GPUS 4096
#define BK_MAX_HORIZON_MONTHS 120

/* Demand over time: at most this many steps, and the growth rate's bounds in percent a year. */
#define BK_MAX_DEMAND_STEPS 24
#define BK_MIN_DEMAND_GROWTH -50.0
#define BK_MAX_DEMAND_GROWTH 300.0

/* Declining-balance AfA: at most this many percent a year, and at most three times the linear
 * rate (BGBl. 2025 I Nr. 161); the longest useful life. */
#define BK_DECLINING_RATE_MAX 30.0
#define BK_DEPRECIATION_YEARS_MAX 20

/* Two amounts this close (relative to the larger) count as equal when the engine compares costs
 * (docs/model.md#ties): the same cost reached by a different order of additions must not decide
 * a tie. */
#define BK_COST_TIE_TOLERANCE 1e-9

/* The three ways of getting GPUs that the engine compares. */
typedef enum
{
  BK_OPTION_RENT,
  BK_OPTION_BUY,
  BK_OPTION_HYBRID,
} BkOption;

#define BK_N_OPTIONS 3

/* Cost categories of the monthly cash flows. CAPITAL is the up-front purchase; RENT_COMPUTE is
 * rented compute on demand, RENT_COMMITTED the payments for committed capacity and RENT_SPOT
 * spot capacity, its redone hours included. */
typedef enum
{
  BK_CATEGORY_ENERGY,
  BK_CATEGORY_COLOCATION,
  BK_CATEGORY_MAINTENANCE,
  BK_CATEGORY_ADMINISTRATION,
  BK_CATEGORY_RENT_COMPUTE,
  BK_CATEGORY_EGRESS,
  BK_CATEGORY_STORAGE,
  BK_CATEGORY_ONBOARDING,
  BK_CATEGORY_CAPITAL,
  BK_CATEGORY_RENT_COMMITTED,
  BK_CATEGORY_RENT_SPOT,
} BkCategory;

#define BK_N_CATEGORIES 11

/* How a purchase is written off for tax (AfA): all in the first year, in equal parts over a
 * number of years, or a yearly share of what is left. */
typedef enum
{
  BK_DEPRECIATION_ONE_YEAR,
  BK_DEPRECIATION_LINEAR,
  BK_DEPRECIATION_DECLINING,
} BkDepreciation;

/* The inputs that can carry a low–high range beside their value, in the order the file writes
 * them and the uncertainty analysis draws them; a new input goes last, so that the draws of the
 * others stay as they were. */
typedef enum
{
  BK_INPUT_PURCHASE_PRICE,
  BK_INPUT_ANNUAL_VALUE_LOSS,
  BK_INPUT_ELECTRICITY_PRICE,
  BK_INPUT_COOLING_OVERHEAD,
  BK_INPUT_ADMIN_HOURS_PER_MONTH,
  BK_INPUT_RENT_PER_GPU_HOUR,
  BK_INPUT_RENT_PRICE_CHANGE,
  BK_INPUT_ONBOARDING_HOURS,
  BK_INPUT_UTILISATION,
  BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR,
  BK_INPUT_SPOT_PRICE_PER_GPU_HOUR,
  BK_INPUT_SPOT_OVERHEAD,
  BK_INPUT_RESALE_DISCOUNT,
  BK_INPUT_LOST_HOURS,
  BK_INPUT_TAX_RATE,
  BK_INPUT_PURCHASE_PRICE_CHANGE,
} BkInput;

#define BK_N_INPUTS 16

/* The percentiles the uncertainty analysis reports. */
typedef enum
{
  BK_BAND_P10,
  BK_BAND_P50,
  BK_BAND_P90,
} BkBand;

#define BK_N_BANDS 3

G_END_DECLS
