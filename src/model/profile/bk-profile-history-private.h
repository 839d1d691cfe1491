/* bk-profile-history-private.h: the history's clock, which the tests set
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-types.h"

G_BEGIN_DECLS

/* From now on the history takes @usec (monotonic microseconds) as the time of every change,
 * rather than the clock's; 0 goes back to the clock. */
void _bk_profile_history_set_time (BkProfileHistory *self,
                                   gint64            usec);

G_END_DECLS
