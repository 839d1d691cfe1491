/* bk-window.h: the main window: the profile library, the checklist wizard and a profile's page
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-application.h"
#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_WINDOW (bk_window_get_type ())

G_DECLARE_FINAL_TYPE (BkWindow, bk_window, BK, WINDOW, AdwApplicationWindow)

BkWindow   *bk_window_new                (BkApplication *application);

const char *bk_window_get_page_name      (BkWindow      *self);
void        bk_window_present_when_ready (BkWindow      *self);
void        bk_window_open_file          (BkWindow      *self,
                                          GFile         *file);

G_END_DECLS
