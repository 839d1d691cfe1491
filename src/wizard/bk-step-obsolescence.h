/* bk-step-obsolescence.h: the checklist wizard's step 4: how fast requirements age
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-step.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP_OBSOLESCENCE (bk_step_obsolescence_get_type ())

G_DECLARE_FINAL_TYPE (BkStepObsolescence, bk_step_obsolescence, BK, STEP_OBSOLESCENCE, BkStep)

GtkWidget *bk_step_obsolescence_new (void);

G_END_DECLS
