/* bk-number-row.h: spin rows that read and write numbers the locale's way
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void bk_number_row_setup     (AdwSpinRow *row);
void bk_number_row_setup_all (GtkWidget  *root);

G_END_DECLS
