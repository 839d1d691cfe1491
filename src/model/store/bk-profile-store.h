/* bk-profile-store.h: the profile library, one JSON file per profile in a folder
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

/* How long after the last change a profile is written. */
#define BK_PROFILE_STORE_AUTOSAVE_MS 500

#define BK_TYPE_PROFILE_STORE (bk_profile_store_get_type ())

G_DECLARE_FINAL_TYPE (BkProfileStore, bk_profile_store, BK, PROFILE_STORE, GObject)

char           *bk_profile_store_dup_default_folder (void) G_GNUC_WARN_UNUSED_RESULT;

BkProfileStore *bk_profile_store_new               (GFile                *folder) G_GNUC_WARN_UNUSED_RESULT;

GFile          *bk_profile_store_get_folder        (BkProfileStore       *self);
gboolean        bk_profile_store_get_loading       (BkProfileStore       *self);
const char     *bk_profile_store_get_error         (BkProfileStore       *self);

BkProfileEntry *bk_profile_store_find_file         (BkProfileStore       *self,
                                                    GFile                *file);
BkProfileEntry *bk_profile_store_find_profile      (BkProfileStore       *self,
                                                    BkProfile            *profile);
char           *bk_profile_store_dup_unique_name   (BkProfileStore       *self,
                                                    const char           *name) G_GNUC_WARN_UNUSED_RESULT;

BkProfileEntry *bk_profile_store_add               (BkProfileStore       *self,
                                                    BkProfile            *profile);
BkProfileEntry *bk_profile_store_duplicate         (BkProfileStore       *self,
                                                    BkProfileEntry       *entry);
gboolean        bk_profile_store_rename            (BkProfileStore       *self,
                                                    BkProfileEntry       *entry,
                                                    const char           *name);

void            bk_profile_store_delete            (BkProfileStore       *self,
                                                    BkProfileEntry       *entry);
void            bk_profile_store_undo_delete       (BkProfileStore       *self,
                                                    BkProfileEntry       *entry);
void            bk_profile_store_commit_delete     (BkProfileStore       *self,
                                                    BkProfileEntry       *entry);
gboolean        bk_profile_store_is_deleting       (BkProfileStore       *self,
                                                    BkProfileEntry       *entry);

void            bk_profile_store_read_async        (BkProfileStore       *self,
                                                    GFile                *file,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
BkProfile      *bk_profile_store_read_finish       (BkProfileStore       *self,
                                                    GAsyncResult         *result,
                                                    GError              **error) G_GNUC_WARN_UNUSED_RESULT;
void            bk_profile_store_import_async      (BkProfileStore       *self,
                                                    GFile                *file,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
BkProfileEntry *bk_profile_store_import_finish     (BkProfileStore       *self,
                                                    GAsyncResult         *result,
                                                    GError              **error);
void            bk_profile_store_export_async      (BkProfileStore       *self,
                                                    BkProfileEntry       *entry,
                                                    GFile                *file,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
gboolean        bk_profile_store_export_finish     (BkProfileStore       *self,
                                                    GAsyncResult         *result,
                                                    GError              **error);

void            bk_profile_store_flush             (BkProfileStore       *self);
void            bk_profile_store_save_now          (BkProfileStore       *self);

G_END_DECLS
