/* bk-profile-editor.h: every input of a profile on one scrolling page
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_PROFILE_EDITOR (bk_profile_editor_get_type ())

G_DECLARE_FINAL_TYPE (BkProfileEditor, bk_profile_editor, BK, PROFILE_EDITOR, GtkWidget)

GtkWidget *bk_profile_editor_new             (BkProfile       *profile);

BkProfile *bk_profile_editor_get_profile     (BkProfileEditor *self);
void       bk_profile_editor_set_profile     (BkProfileEditor *self,
                                              BkProfile       *profile);
GtkWidget *bk_profile_editor_get_step_widget (BkProfileEditor *self,
                                              guint            step);

GSettings *bk_profile_editor_get_settings (BkProfileEditor *self);
void       bk_profile_editor_set_settings (BkProfileEditor *self,
                                           GSettings       *settings);

G_END_DECLS
