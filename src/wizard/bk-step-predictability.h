/* bk-step-predictability.h: the checklist wizard's step 3: how regular the demand is, and its peaks
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-step.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP_PREDICTABILITY (bk_step_predictability_get_type ())

G_DECLARE_FINAL_TYPE (BkStepPredictability, bk_step_predictability, BK, STEP_PREDICTABILITY, BkStep)

GtkWidget *bk_step_predictability_new (void);

G_END_DECLS
