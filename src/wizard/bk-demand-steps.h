/* bk-demand-steps.h: the steps of the base demand as a list to edit
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_DEMAND_STEPS (bk_demand_steps_get_type ())

G_DECLARE_FINAL_TYPE (BkDemandSteps, bk_demand_steps, BK, DEMAND_STEPS, AdwPreferencesGroup)

GtkWidget  *bk_demand_steps_new          (void);
BkWorkload *bk_demand_steps_get_workload (BkDemandSteps *self);
void        bk_demand_steps_set_workload (BkDemandSteps *self,
                                          BkWorkload    *workload);
guint       bk_demand_steps_get_n_steps  (BkDemandSteps *self);

G_END_DECLS
