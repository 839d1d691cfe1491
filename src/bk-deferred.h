/* bk-deferred.h: work a widget puts off until its first frame is on screen, or until it is needed
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*BkFirstFrameFunc) (GtkWidget *widget,
                                  gpointer   user_data);

void bk_widget_run_after_first_frame  (GtkWidget        *widget,
                                       BkFirstFrameFunc  func,
                                       gpointer          user_data);

void bk_menu_button_set_menu_on_popup (GtkMenuButton    *button,
                                       GMenuModel       *menu);

G_END_DECLS
