/* bk-profile-row.h: one profile of the library in the sidebar
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_PROFILE_ROW (bk_profile_row_get_type ())

G_DECLARE_FINAL_TYPE (BkProfileRow, bk_profile_row, BK, PROFILE_ROW, GtkListBoxRow)

GtkWidget      *bk_profile_row_new                (BkProfileEntry *entry);

BkProfileEntry *bk_profile_row_get_entry          (BkProfileRow   *self);
gboolean        bk_profile_row_get_selection_mode (BkProfileRow   *self);
void            bk_profile_row_set_selection_mode (BkProfileRow   *self,
                                                   gboolean        selection_mode);
GtkWidget      *bk_profile_row_get_check_button   (BkProfileRow   *self);

/* Pure functions for the row's labels, usable as .ui closures (the first argument is unused). */
char           *bk_profile_row_verdict_label      (gpointer        unused,
                                                   BkAnalysis     *analysis) G_GNUC_WARN_UNUSED_RESULT;
char           *bk_profile_row_subtitle           (gpointer        unused,
                                                   const char     *reviewed,
                                                   const char     *error,
                                                   gboolean        review_due) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
