/* bk-profile-entry.h: one profile of the library, or the error of a file that did not load
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_PROFILE_ENTRY (bk_profile_entry_get_type ())

G_DECLARE_FINAL_TYPE (BkProfileEntry, bk_profile_entry, BK, PROFILE_ENTRY, GObject)

GFile      *bk_profile_entry_get_file       (BkProfileEntry *self);
BkProfile  *bk_profile_entry_get_profile    (BkProfileEntry *self);
const char *bk_profile_entry_get_error      (BkProfileEntry *self);
const char *bk_profile_entry_get_name       (BkProfileEntry *self);
const char *bk_profile_entry_get_reviewed   (BkProfileEntry *self);
BkAnalysis *bk_profile_entry_get_analysis   (BkProfileEntry *self);
BkProfileResults *bk_profile_entry_get_results (BkProfileEntry *self);
gboolean    bk_profile_entry_get_review_due (BkProfileEntry *self);
gboolean    bk_profile_entry_get_saved      (BkProfileEntry *self);

G_END_DECLS
