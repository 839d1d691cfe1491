/* bk-enums.h: the model's enumerations; the engine's own are in bk-engine.h
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-engine.h"

G_BEGIN_DECLS

/* How regular the demand is: checklist question 2. */
typedef enum
{
  BK_PREDICTABILITY_STEADY,
  BK_PREDICTABILITY_MIXED,
  BK_PREDICTABILITY_BURSTY,
} BkPredictability;

/* What the team's GPUs do, for their relative throughput (docs/model.md#gpu-generations). */
typedef enum
{
  BK_WORK_KIND_TRAINING,
  BK_WORK_KIND_INFERENCE,
} BkWorkKind;

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

G_END_DECLS
