/* bk-shortcuts-dialog.h: the keyboard shortcuts, listed in a dialog
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BK_TYPE_SHORTCUTS_DIALOG (bk_shortcuts_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BkShortcutsDialog, bk_shortcuts_dialog, BK, SHORTCUTS_DIALOG, AdwDialog)

AdwDialog *bk_shortcuts_dialog_new (GtkApplication *application);

G_END_DECLS
