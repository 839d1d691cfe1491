/* bk-step-hardware.h: the checklist wizard's step 1: which GPU, how many, and what it costs to buy and power
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-step.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP_HARDWARE (bk_step_hardware_get_type ())

G_DECLARE_FINAL_TYPE (BkStepHardware, bk_step_hardware, BK, STEP_HARDWARE, BkStep)

GtkWidget *bk_step_hardware_new (void);

G_END_DECLS
