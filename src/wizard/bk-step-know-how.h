/* bk-step-know-how.h: the checklist wizard's step 7: hardware know-how, administration and cloud onboarding
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-step.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP_KNOW_HOW (bk_step_know_how_get_type ())

G_DECLARE_FINAL_TYPE (BkStepKnowHow, bk_step_know_how, BK, STEP_KNOW_HOW, BkStep)

GtkWidget *bk_step_know_how_new (void);

G_END_DECLS
