/* bk-profile-files.h: the profile library's file operations and atomic writes
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

/* Where an entry's file is, shared with the worker thread. The name of a new file is settled by
 * the worker (which never overwrites), so jobs queued before that read it when they run. */
typedef struct
{
  gatomicrefcount  ref_count;
  GMutex           mutex;
  GFile           *file;
} BkFileSlot;


/* What reading one file gave: its bytes and profile, or why it could not be read. */
typedef struct
{
  GFile     *file;
  gboolean   exists;
  GBytes    *bytes;
  BkProfile *profile;
  GError    *error;
} BkReadResult;


BkFileSlot   *bk_file_slot_new        (GFile            *file);
BkFileSlot   *bk_file_slot_ref        (BkFileSlot       *slot);
void          bk_file_slot_unref      (BkFileSlot       *slot);
GFile        *bk_file_slot_dup_file   (BkFileSlot       *slot) G_GNUC_WARN_UNUSED_RESULT;
void          bk_file_slot_set_file   (BkFileSlot       *slot,
                                       GFile            *file);

void          bk_read_result_free     (BkReadResult     *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkReadResult, bk_read_result_free)

gboolean      bk_is_profile_file_name (const char       *name);
gboolean      bk_is_profile_file      (GFile            *file);

BkReadResult *bk_read_profile_file    (GFile            *file) G_GNUC_WARN_UNUSED_RESULT;
GPtrArray    *bk_read_profile_folder  (GFile            *folder,
                                       GError          **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean      bk_write_atomically     (GFile            *file,
                                       GBytes           *bytes,
                                       GFileCreateFlags  flags,
                                       GError          **error);
GFile        *bk_create_profile_file  (BkFileSlot       *slot,
                                       GBytes           *bytes,
                                       GError          **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
