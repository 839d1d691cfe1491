/* bk-usage-import.h: "Read from usage logs…" and "Read from Prometheus…": the measured usage,
 * read, shown and accepted
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_USAGE_IMPORT (bk_usage_import_get_type ())

G_DECLARE_FINAL_TYPE (BkUsageImport, bk_usage_import, BK, USAGE_IMPORT, GtkWidget)

GtkWidget  *bk_usage_import_new          (void);
BkProfile  *bk_usage_import_get_profile  (BkUsageImport *self);
void        bk_usage_import_set_profile  (BkUsageImport *self,
                                          BkProfile     *profile);
/* Reads the logs off the main thread (what the file chooser and a drop do); the profile does
 * not change until the user accepts. */
void        bk_usage_import_read_files   (BkUsageImport *self,
                                          GFile        **files,
                                          guint          n_files);
gboolean    bk_usage_import_take_pending (BkUsageImport *self);
GSettings  *bk_usage_import_get_settings (BkUsageImport *self);
void        bk_usage_import_set_settings (BkUsageImport *self,
                                          GSettings     *settings);
/* Reads the last @days of DCGM's usage from the Prometheus server at @address off the main
 * thread (what "Read from Prometheus…" does once the server is allowed); the profile does not
 * change until the user accepts. */
void        bk_usage_import_read_server  (BkUsageImport      *self,
                                          const char         *address,
                                          guint               days,
                                          const BkCredential *credential);
/* "idle", "reading" or "result": what the widget shows. */
const char *bk_usage_import_get_state    (BkUsageImport *self);

G_END_DECLS
