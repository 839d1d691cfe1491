/* bk-profile-history.h: undo and redo of a profile's input changes
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

/* Changes of one field that come closer together than this are one step: the key repeats of a
 * held arrow key, or a word typed into a name. */
#define BK_PROFILE_HISTORY_COALESCE_MS 1500

/* The oldest steps go beyond this many. */
#define BK_PROFILE_HISTORY_MAX_STEPS 200

#define BK_TYPE_PROFILE_HISTORY (bk_profile_history_get_type ())

G_DECLARE_FINAL_TYPE (BkProfileHistory, bk_profile_history, BK, PROFILE_HISTORY, GObject)

BkProfileHistory *bk_profile_history_new          (BkProfile        *profile) G_GNUC_WARN_UNUSED_RESULT;

BkProfile        *bk_profile_history_get_profile  (BkProfileHistory *self);
gboolean          bk_profile_history_get_can_undo (BkProfileHistory *self);
gboolean          bk_profile_history_get_can_redo (BkProfileHistory *self);
guint             bk_profile_history_get_n_undo   (BkProfileHistory *self);
guint             bk_profile_history_get_n_redo   (BkProfileHistory *self);

gboolean          bk_profile_history_undo         (BkProfileHistory *self);
gboolean          bk_profile_history_redo         (BkProfileHistory *self);
void              bk_profile_history_seal         (BkProfileHistory *self);
void              bk_profile_history_clear        (BkProfileHistory *self);

G_END_DECLS
