/* bk-enums.h: the model's enumerations
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* How regular the demand is: checklist question 2. */
typedef enum
{
  BK_PREDICTABILITY_STEADY,
  BK_PREDICTABILITY_MIXED,
  BK_PREDICTABILITY_BURSTY,
} BkPredictability;

/* The three ways of getting GPUs that the engine compares. */
typedef enum
{
  BK_OPTION_RENT,
  BK_OPTION_BUY,
  BK_OPTION_HYBRID,
} BkOption;

#define BK_N_OPTIONS 3

typedef enum
{
  BK_VERDICT_RENT,
  BK_VERDICT_BUY,
  BK_VERDICT_HYBRID,
  BK_VERDICT_BUY_REQUIRED,
  BK_VERDICT_NO_RENT_PRICE,   /* the rent per GPU-hour is 0: nothing to compare renting with */
} BkVerdict;

/* Which way one checklist answer points. */
typedef enum
{
  BK_LEAN_NEUTRAL,
  BK_LEAN_RENT,
  BK_LEAN_BUY,
} BkLean;

/* The six questions of the article's checklist, in its order. */
typedef enum
{
  BK_CHECKLIST_UTILISATION,
  BK_CHECKLIST_PREDICTABILITY,
  BK_CHECKLIST_OBSOLESCENCE,
  BK_CHECKLIST_DATA_TRANSFER,
  BK_CHECKLIST_COMPLIANCE,
  BK_CHECKLIST_KNOW_HOW,
} BkChecklistItem;

#define BK_N_CHECKLIST_ITEMS 6

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

G_END_DECLS
