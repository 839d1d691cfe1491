/* bk-window.h: the main window: the profile library, the checklist wizard and a profile's page
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-application.h"
#include "bk-profile.h"
#include "bk-profile-store.h"
#include "bk-result-view.h"

G_BEGIN_DECLS

#define BK_TYPE_WINDOW (bk_window_get_type ())

G_DECLARE_FINAL_TYPE (BkWindow, bk_window, BK, WINDOW, AdwApplicationWindow)

/* Where examples live inside the GResource, one JSON profile per file. */
#define BK_EXAMPLES_PATH "/io/github/breakeven/Breakeven/profiles/"

BkWindow       *bk_window_new                (BkApplication  *application);

BkProfileStore *bk_window_get_store          (BkWindow       *self);
BkProfileEntry *bk_window_get_entry          (BkWindow       *self);
BkProfile      *bk_window_get_profile        (BkWindow       *self);
const char     *bk_window_get_page_name      (BkWindow       *self);
GListModel     *bk_window_get_examples       (BkWindow       *self);
GtkWidget      *bk_window_get_wizard         (BkWindow       *self);
BkResultView   *bk_window_get_result_view    (BkWindow       *self);
gboolean        bk_window_get_selection_mode (BkWindow       *self);
void            bk_window_set_selection_mode (BkWindow       *self,
                                              gboolean        selection_mode);
GPtrArray      *bk_window_dup_selected       (BkWindow       *self) G_GNUC_WARN_UNUSED_RESULT;

void            bk_window_show_entry         (BkWindow       *self,
                                              BkProfileEntry *entry);
BkProfileEntry *bk_window_show_profile       (BkWindow       *self,
                                              BkProfile      *profile);
void            bk_window_present_when_ready (BkWindow       *self);
void            bk_window_open_file          (BkWindow       *self,
                                              GFile          *file);

G_END_DECLS
