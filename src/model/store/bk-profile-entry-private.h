/* bk-profile-entry-private.h: what the profile library's units know of an entry
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-profile-files.h"
#include "bk-types.h"

G_BEGIN_DECLS

struct _BkProfileEntry
{
  GObject          parent_instance;

  BkProfileStore  *store;          /* unowned; cleared when the store drops the entry */
  BkFileSlot      *slot;
  GFile           *file;           /* the main thread's copy of slot->file */
  BkProfile       *profile;
  BkProfileResults *results;       /* the profile's, shared with every other consumer */
  gboolean         review_due;     /* as last notified */
  char            *error;
  char            *file_name;      /* for entries without a profile */

  /* The bytes last read from or written to the file: a change seen by the folder monitor that
   * leads to the same bytes is the store's own. */
  GBytes          *disk_bytes;

  GSignalGroup    *profile_signals;
  guint            save_id;
  guint            busy;           /* jobs queued for this entry and not yet completed */
  guint            delete_position;

  guint            dirty : 1;      /* changed since the last save was queued */
  guint            needs_create : 1;
  guint            deleting : 1;
  guint            applying : 1;   /* taking over a change made outside the app */
  guint            saved : 1;
};


BkProfileEntry *_bk_profile_entry_new          (GFile          *file) G_GNUC_WARN_UNUSED_RESULT;
void            _bk_profile_entry_set_profile  (BkProfileEntry *self,
                                                BkProfile      *profile);
void            _bk_profile_entry_set_error    (BkProfileEntry *self,
                                                const char     *error);
void            _bk_profile_entry_set_file     (BkProfileEntry *self,
                                                GFile          *file);
void            _bk_profile_entry_update_saved (BkProfileEntry *self);

G_END_DECLS
