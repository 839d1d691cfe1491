/* bk-step-compliance.h: the checklist wizard's step 6: whether the data may leave the premises
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-step.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP_COMPLIANCE (bk_step_compliance_get_type ())

G_DECLARE_FINAL_TYPE (BkStepCompliance, bk_step_compliance, BK, STEP_COMPLIANCE, BkStep)

GtkWidget *bk_step_compliance_new (void);

G_END_DECLS
