/* bk-application.h: the application: its actions, shortcuts and windows
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_APPLICATION (bk_application_get_type ())

G_DECLARE_FINAL_TYPE (BkApplication, bk_application, BK, APPLICATION, AdwApplication)

/* The settings schema; its ID stays the same in development builds, whose app ID differs. */
#define BK_SETTINGS_SCHEMA "io.github.breakeven.Breakeven"

BkApplication  *bk_application_new          (void) G_GNUC_WARN_UNUSED_RESULT;

BkProfileStore *bk_application_get_store    (BkApplication *self);
GSettings      *bk_application_get_settings (BkApplication *self);
BkCatalogue    *bk_application_get_catalogue (BkApplication *self);
const char     *bk_application_get_team_error (BkApplication *self);
gboolean        bk_application_load_team_catalogue   (BkApplication  *self,
                                                      GFile          *file,
                                                      GError        **error);
gboolean        bk_application_remove_team_catalogue (BkApplication  *self,
                                                      GError        **error);

G_END_DECLS
