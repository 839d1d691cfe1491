/* bk-step-utilisation.h: the checklist wizard's step 2: how busy the GPUs are
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-step.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP_UTILISATION (bk_step_utilisation_get_type ())

G_DECLARE_FINAL_TYPE (BkStepUtilisation, bk_step_utilisation, BK, STEP_UTILISATION, BkStep)

GtkWidget *bk_step_utilisation_new (void);

G_END_DECLS
