/* bk-file-dialogs.h: the file dialogs and the alert for a file that could not be read or written
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

G_GNUC_WARN_UNUSED_RESULT
GtkFileDialog *bk_file_dialog_new       (const char *title,
                                         const char *filter_name,
                                         const char *mime_type,
                                         const char *suffix);
gboolean       bk_file_dialog_failed    (GError     *error);
G_GNUC_WARN_UNUSED_RESULT
char          *bk_file_dup_display_name (GFile      *file);
void           bk_file_show_error       (GtkWidget  *parent,
                                         const char *heading,
                                         GFile      *file,
                                         const char *message);
void           bk_file_toast_exported   (AdwToastOverlay *toasts,
                                         GFile           *file);

G_END_DECLS
