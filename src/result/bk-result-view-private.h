/* bk-result-view-private.h: knobs of the result view for its tests
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-result-view.h"

G_BEGIN_DECLS

/* How long the profile's results wait after a change before they start the uncertainty analysis
 * (default 150 ms, so that a spin button held down does not start one per step); 0 starts it
 * from the next idle. Set on the results of every profile the view shows. */
void     bk_result_view_set_uncertainty_delay (BkResultView *self,
                                               guint         delay_ms);

G_END_DECLS
