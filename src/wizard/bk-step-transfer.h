/* bk-step-transfer.h: the checklist wizard's step 5: data moved out of the cloud, and cloud storage
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-step.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP_TRANSFER (bk_step_transfer_get_type ())

G_DECLARE_FINAL_TYPE (BkStepTransfer, bk_step_transfer, BK, STEP_TRANSFER, BkStep)

GtkWidget *bk_step_transfer_new (void);

G_END_DECLS
