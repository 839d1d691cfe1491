/* bk-accessible.h: what GTK 4.18 and libadwaita 1.7 leave out for screen readers, put in
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void bk_accessible_add_action          (GtkWidget     *widget,
                                        const char    *name);
void bk_accessible_complete            (GtkWidget     *root);
void bk_accessible_complete_menu       (GtkMenuButton *button);
void bk_accessible_complete_dialog     (AdwDialog     *dialog);
void bk_accessible_name_combo_items    (AdwComboRow   *row);
void bk_accessible_complete_combo_search (AdwComboRow *row,
                                          const char  *label);

G_END_DECLS
