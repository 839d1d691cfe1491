/* bk-profile-private.h: what the profile's own units share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-profile.h"

G_BEGIN_DECLS

void     _bk_profile_emit_changed       (BkProfile *self);
gboolean _bk_profile_get_change_grouped (BkProfile *self);
gboolean _bk_profile_get_changing       (BkProfile *self);
char    *_bk_profile_dup_changed_field  (BkProfile *a,
                                         BkProfile *b) G_GNUC_WARN_UNUSED_RESULT;
gboolean _bk_profile_store_range        (BkProfile *self,
                                         BkInput    input,
                                         gboolean   clear,
                                         double     low,
                                         double     high);

G_END_DECLS
