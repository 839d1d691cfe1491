/* bk-profile-store-autosave.c: writing changed profiles to their files
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A changed profile is written %BK_PROFILE_STORE_AUTOSAVE_MS after its last change, or at once
 * when the store is flushed; the worker writes it atomically.
 */

#define G_LOG_DOMAIN "bk-profile-store"

#include "config.h"

#include "bk-profile-entry-private.h"
#include "bk-profile-files.h"
#include "bk-profile-store-private.h"
#include "bk-profile-store.h"
#include "bk-profile.h"

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  BkProfileStore *self = BK_PROFILE_STORE (source);
  BkStoreJob *job = g_task_get_task_data (G_TASK (result));
  BkProfileEntry *entry = job->entry;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  entry->busy--;

  file = g_task_propagate_pointer (G_TASK (result), &error);
  if (file == NULL)
    {
      g_debug ("Could not save %s: %s", g_file_peek_path (entry->file), error->message);

      /* Kept as unsaved, so that the next change or flush tries again. */
      entry->dirty = TRUE;
      if (job->create)
        entry->needs_create = TRUE;
      _bk_profile_entry_update_saved (entry);
      _bk_profile_store_save_failed (self, entry, error);
      return;
    }

  g_clear_pointer (&entry->disk_bytes, g_bytes_unref);
  entry->disk_bytes = g_bytes_ref (job->bytes);
  _bk_profile_entry_set_file (entry, file);
  _bk_profile_entry_update_saved (entry);
}

void
_bk_profile_store_queue_save (BkProfileStore *self,
                              BkProfileEntry *entry)
{
  BkStoreJob *job;
  char *data;
  gsize length;

  g_clear_handle_id (&entry->save_id, g_source_remove);

  if (entry->profile == NULL || !(entry->dirty || entry->needs_create))
    return;

  data = bk_profile_to_data (entry->profile, &length);

  job = bk_store_job_new (BK_STORE_JOB_SAVE);
  job->slot = bk_file_slot_ref (entry->slot);
  job->bytes = g_bytes_new_take (data, length);
  job->create = entry->needs_create;
  job->entry = g_object_ref (entry);

  entry->dirty = FALSE;
  entry->needs_create = FALSE;

  _bk_profile_store_push_job (self, job, save_done_cb, NULL);
  _bk_profile_entry_update_saved (entry);
}

static gboolean
save_timeout_cb (gpointer data)
{
  BkProfileEntry *entry = data;

  entry->save_id = 0;

  if (entry->store != NULL)
    _bk_profile_store_queue_save (entry->store, entry);

  return G_SOURCE_REMOVE;
}

void
_bk_profile_store_schedule_save (BkProfileStore *self,
                                 BkProfileEntry *entry)
{
  g_clear_handle_id (&entry->save_id, g_source_remove);
  entry->save_id = g_timeout_add_full (G_PRIORITY_DEFAULT, BK_PROFILE_STORE_AUTOSAVE_MS,
                                       save_timeout_cb, g_object_ref (entry), g_object_unref);
}

