/* bk-profile-store-watch.c: reading the library's folder and following changes made to it
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-profile-store"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-profile-entry-private.h"
#include "bk-profile-entry.h"
#include "bk-profile-files.h"
#include "bk-profile-store-private.h"
#include "bk-profile-store.h"
#include "bk-profile.h"

static BkProfileEntry *
entry_from_result (BkReadResult *result)
{
  BkProfileEntry *entry = _bk_profile_entry_new (result->file);

  if (result->bytes != NULL)
    entry->disk_bytes = g_bytes_ref (result->bytes);

  if (result->profile != NULL)
    _bk_profile_entry_set_profile (entry, result->profile);
  else
    _bk_profile_entry_set_error (entry, result->error != NULL ? result->error->message
                                                              : _("Unknown error"));

  return entry;
}

/* A file in the folder changed, appeared or went: the worker read it again. Changes the store
 * made itself, or that it is about to overwrite, are left alone. */
static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  BkProfileStore *self = BK_PROFILE_STORE (source);
  g_autoptr(BkReadResult) read = g_task_propagate_pointer (G_TASK (result), NULL);
  BkProfileEntry *entry;

  if (_bk_profile_store_find_in (self->deleting, read->file) != NULL)
    return;

  entry = _bk_profile_store_find_in (self->entries, read->file);

  if (entry == NULL)
    {
      g_autoptr(BkProfileEntry) added = NULL;

      if (!read->exists)
        return;

      added = entry_from_result (read);
      _bk_profile_store_insert_entry (self, added, -1);
      return;
    }

  if (entry->busy > 0 || entry->dirty || entry->needs_create)
    return;

  if (!read->exists)
    {
      g_autoptr(BkProfileEntry) owned = g_object_ref (entry);

      _bk_profile_store_drop_entry (self, owned);
      return;
    }

  if (entry->disk_bytes != NULL && read->bytes != NULL
      && g_bytes_equal (entry->disk_bytes, read->bytes))
    return;

  g_clear_pointer (&entry->disk_bytes, g_bytes_unref);
  if (read->bytes != NULL)
    entry->disk_bytes = g_bytes_ref (read->bytes);

  if (read->profile != NULL)
    {
      if (entry->profile != NULL)
        {
          entry->applying = TRUE;
          bk_profile_assign (entry->profile, read->profile);
          entry->applying = FALSE;
        }
      else
        {
          _bk_profile_entry_set_profile (entry, read->profile);
        }

      _bk_profile_entry_set_error (entry, NULL);
    }
  else
    {
      /* The file is broken now: the profile in memory goes too, so that nothing writes over
       * the file until it loads again or the user deletes it. */
      _bk_profile_entry_set_error (entry, read->error != NULL ? read->error->message
                                                              : _("Unknown error"));
      _bk_profile_entry_set_profile (entry, NULL);
    }
}

static void
check_file (BkProfileStore *self,
            GFile          *file)
{
  BkStoreJob *job;

  if (file == NULL || !bk_is_profile_file (file))
    return;

  /* Only files directly in the folder are profiles. */
  {
    g_autoptr(GFile) parent = g_file_get_parent (file);

    if (parent == NULL || !g_file_equal (parent, self->folder))
      return;
  }

  job = bk_store_job_new (BK_STORE_JOB_READ);
  job->file = g_object_ref (file);
  _bk_profile_store_push_job (self, job, check_done_cb, NULL);
}

static void
monitor_changed_cb (BkProfileStore    *self,
                    GFile             *file,
                    GFile             *other_file,
                    GFileMonitorEvent  event,
                    GFileMonitor      *monitor)
{
  switch (event)
    {
    case G_FILE_MONITOR_EVENT_CREATED:
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT:
    case G_FILE_MONITOR_EVENT_DELETED:
    case G_FILE_MONITOR_EVENT_MOVED_IN:
    case G_FILE_MONITOR_EVENT_MOVED_OUT:
      check_file (self, file);
      break;

    case G_FILE_MONITOR_EVENT_RENAMED:
      check_file (self, file);
      check_file (self, other_file);
      break;

    case G_FILE_MONITOR_EVENT_CHANGED:
    case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
    case G_FILE_MONITOR_EVENT_PRE_UNMOUNT:
    case G_FILE_MONITOR_EVENT_UNMOUNTED:
    case G_FILE_MONITOR_EVENT_MOVED:
    default:
      break;
    }
}

static void
load_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  BkProfileStore *self = BK_PROFILE_STORE (source);
  g_autoptr(GPtrArray) results = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) loaded = g_ptr_array_new_with_free_func (g_object_unref);

  results = g_task_propagate_pointer (G_TASK (result), &error);

  if (results == NULL)
    {
      g_warning ("Could not read the profile folder %s: %s",
                 g_file_peek_path (self->folder), error->message);
      _bk_profile_store_set_error (self, error->message);
    }
  else
    {
      for (guint i = 0; i < results->len; i++)
        {
          BkReadResult *read = g_ptr_array_index (results, i);

          /* Profiles added while the folder was read are already listed. */
          if (_bk_profile_store_find_in (self->entries, read->file) == NULL
              && _bk_profile_store_find_in (self->deleting, read->file) == NULL)
            g_ptr_array_add (loaded, entry_from_result (read));
        }
    }

  _bk_profile_store_add_loaded (self, loaded);
}

void
_bk_profile_store_start_loading (BkProfileStore *self)
{
  g_autoptr(GError) error = NULL;
  BkStoreJob *job;

  /* The folder is made when the library is first opened, so that it can be watched. */
  if (!g_file_make_directory_with_parents (self->folder, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    g_warning ("Could not create the profile folder %s: %s",
               g_file_peek_path (self->folder), error->message);
  g_clear_error (&error);

  self->monitor = g_file_monitor_directory (self->folder, G_FILE_MONITOR_WATCH_MOVES, NULL,
                                            &error);
  if (self->monitor != NULL)
    g_signal_connect_object (self->monitor, "changed", G_CALLBACK (monitor_changed_cb), self,
                             G_CONNECT_SWAPPED);
  else
    g_warning ("Changes to %s made outside the app will not be seen: %s",
               g_file_peek_path (self->folder), error->message);

  self->loading = TRUE;
  job = bk_store_job_new (BK_STORE_JOB_LOAD_ALL);
  job->file = g_object_ref (self->folder);
  _bk_profile_store_push_job (self, job, load_done_cb, NULL);
}


void
_bk_profile_store_stop_watching (BkProfileStore *self)
{
  if (self->monitor != NULL)
    {
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
}
