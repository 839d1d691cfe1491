/* bk-result-view-private.h: knobs of the result view for its tests
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-result-view.h"

G_BEGIN_DECLS

/* How long the view waits after a change before it starts the uncertainty analysis (default
 * 150 ms, so that a spin button held down does not start one per step); 0 starts it from the
 * next idle. */
void     bk_result_view_set_uncertainty_delay (BkResultView *self,
                                               guint         delay_ms);
/* How many started analyses a newer change has cancelled so far. */
guint    bk_result_view_get_n_cancelled    (BkResultView *self);
/* Whether an analysis is running on a worker thread right now. */
gboolean bk_result_view_is_computing       (BkResultView *self);

G_END_DECLS
