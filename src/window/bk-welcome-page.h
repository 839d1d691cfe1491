/* bk-welcome-page.h: what the window shows while the library is empty
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BK_TYPE_WELCOME_PAGE (bk_welcome_page_get_type ())

/* Its buttons activate the window's actions win.new and win.import, and an example's row
 * win.open-example with the example's position in BkWelcomePage:examples. */
G_DECLARE_FINAL_TYPE (BkWelcomePage, bk_welcome_page, BK, WELCOME_PAGE, GtkWidget)

GtkWidget  *bk_welcome_page_new            (void);

GMenuModel *bk_welcome_page_get_menu_model (BkWelcomePage *self);
void        bk_welcome_page_set_menu_model (BkWelcomePage *self,
                                            GMenuModel    *menu_model);
GListModel *bk_welcome_page_get_examples   (BkWelcomePage *self);
void        bk_welcome_page_set_examples   (BkWelcomePage *self,
                                            GListModel    *examples);

G_GNUC_WARN_UNUSED_RESULT
char       *bk_welcome_page_shorten_notes  (const char    *notes,
                                            guint          max_chars);

G_END_DECLS
