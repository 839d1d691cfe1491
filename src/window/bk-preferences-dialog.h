/* bk-preferences-dialog.h: the defaults for new profiles
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-application.h"

G_BEGIN_DECLS

#define BK_TYPE_PREFERENCES_DIALOG (bk_preferences_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BkPreferencesDialog, bk_preferences_dialog, BK, PREFERENCES_DIALOG, AdwPreferencesDialog)

AdwDialog *bk_preferences_dialog_new          (GSettings           *settings,
                                               BkApplication       *application) G_GNUC_WARN_UNUSED_RESULT;

GSettings *bk_preferences_dialog_get_settings (BkPreferencesDialog *self);
gboolean   bk_preferences_dialog_load_team_file (BkPreferencesDialog *self,
                                                 GFile               *file);

G_END_DECLS
