/* bk-profile-private.h: what the profile's own units share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-profile.h"

G_BEGIN_DECLS

void     _bk_profile_emit_changed (BkProfile *self);
gboolean _bk_profile_store_range  (BkProfile *self,
                                   BkInput    input,
                                   gboolean   clear,
                                   double     low,
                                   double     high);

G_END_DECLS
