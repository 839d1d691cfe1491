/* bk-profile-store-worker.c: the profile library's worker thread
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file operation of a store is a job on one worker thread, run in the order it was queued.
 */

#define G_LOG_DOMAIN "bk-profile-store"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-profile-entry.h"
#include "bk-profile-files.h"
#include "bk-profile-store-private.h"
#include "bk-profile-store.h"
#include "bk-profile.h"

static void
bk_store_job_free (BkStoreJob *job)
{
  g_clear_object (&job->file);
  g_clear_pointer (&job->slot, bk_file_slot_unref);
  g_clear_pointer (&job->bytes, g_bytes_unref);
  g_clear_object (&job->entry);
  g_clear_object (&job->outer);
  g_free (job);
}

static void
run_job (GTask *task)
{
  BkStoreJob *job = g_task_get_task_data (task);
  GError *error = NULL;

  switch (job->kind)
    {
    case BK_STORE_JOB_LOAD_ALL:
      {
        GPtrArray *results = bk_read_profile_folder (job->file, &error);

        if (results != NULL)
          g_task_return_pointer (task, results, (GDestroyNotify)g_ptr_array_unref);
        else
          g_task_return_error (task, error);
      }
      break;

    case BK_STORE_JOB_READ:
      g_task_return_pointer (task, bk_read_profile_file (job->file),
                             (GDestroyNotify)bk_read_result_free);
      break;

    case BK_STORE_JOB_SAVE:
      {
        GFile *file;

        if (job->create)
          {
            file = bk_create_profile_file (job->slot, job->bytes, &error);
          }
        else
          {
            file = bk_file_slot_dup_file (job->slot);
            if (!bk_write_atomically (file, job->bytes, G_FILE_CREATE_REPLACE_DESTINATION, &error))
              g_clear_object (&file);
          }

        if (file != NULL)
          g_task_return_pointer (task, file, g_object_unref);
        else
          g_task_return_error (task, error);
      }
      break;

    case BK_STORE_JOB_DELETE:
      {
        g_autoptr(GFile) file = bk_file_slot_dup_file (job->slot);

        if (g_file_delete (file, NULL, &error)
            || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
          {
            g_clear_error (&error);
            g_task_return_boolean (task, TRUE);
          }
        else
          {
            g_task_return_error (task, error);
          }
      }
      break;

    case BK_STORE_JOB_EXPORT:
      if (bk_write_atomically (job->file, job->bytes, G_FILE_CREATE_NONE, &error))
        g_task_return_boolean (task, TRUE);
      else
        g_task_return_error (task, error);
      break;

    default:
      g_assert_not_reached ();
    }
}

static gboolean
unref_task_cb (gpointer data)
{
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

static void
io_thread_func (gpointer data,
                gpointer user_data)
{
  GTask *task = data;
  BkProfileStore *self = user_data;
  g_autoptr(GSource) source = NULL;

  run_job (task);

  g_mutex_lock (&self->io_mutex);
  self->io_pending--;
  g_cond_broadcast (&self->io_cond);
  g_mutex_unlock (&self->io_mutex);

  /* The worker's reference goes back to the task's thread: were it the last one, the store
   * would be finalised here, in the thread it waits for. Nothing may touch the store after. */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, unref_task_cb, task, NULL);
  g_source_set_static_name (source, "[bk-profile-store] unref task");
  g_source_attach (source, g_task_get_context (task));
}

BkStoreJob *
bk_store_job_new (BkStoreJobKind kind)
{
  BkStoreJob *job = g_new0 (BkStoreJob, 1);

  job->kind = kind;

  return job;
}

void
_bk_profile_store_push_job (BkProfileStore      *self,
                            BkStoreJob          *job,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);

  g_task_set_task_data (task, job, (GDestroyNotify)bk_store_job_free);

  if (job->entry != NULL)
    job->entry->busy++;

  g_mutex_lock (&self->io_mutex);
  self->io_pending++;
  g_mutex_unlock (&self->io_mutex);

  g_thread_pool_push (self->io_pool, task, NULL);
}


void
_bk_profile_store_start_worker (BkProfileStore *self)
{
  g_mutex_init (&self->io_mutex);
  g_cond_init (&self->io_cond);

  /* One exclusive thread, so that file operations run one after the other, in order. */
  self->io_pool = g_thread_pool_new (io_thread_func, self, 1, FALSE, NULL);
}

void
_bk_profile_store_stop_worker (BkProfileStore *self)
{
  /* Every queued job holds a reference to the store, so none is left by now. */
  if (self->io_pool != NULL)
    {
      g_thread_pool_free (self->io_pool, FALSE, TRUE);
      self->io_pool = NULL;
    }
}

/* Blocks until the worker has run every job queued so far. */
void
_bk_profile_store_wait_for_worker (BkProfileStore *self)
{
  g_mutex_lock (&self->io_mutex);
  while (self->io_pending > 0)
    g_cond_wait (&self->io_cond, &self->io_mutex);
  g_mutex_unlock (&self->io_mutex);
}

/* Reading and writing files outside the library */

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  BkStoreJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(BkReadResult) read = g_task_propagate_pointer (G_TASK (result), NULL);
  GTask *outer = job->outer;

  if (read->profile != NULL)
    g_task_return_pointer (outer, g_steal_pointer (&read->profile), g_object_unref);
  else
    g_task_return_error (outer, g_steal_pointer (&read->error));
}

/**
 * bk_profile_store_read_async:
 * @file: a profile file anywhere
 *
 * Reads and checks @file after every file operation queued before, without adding it.
 */
void
bk_profile_store_read_async (BkProfileStore      *self,
                             GFile               *file,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  BkStoreJob *job;

  g_return_if_fail (BK_IS_PROFILE_STORE (self));
  g_return_if_fail (G_IS_FILE (file));

  job = bk_store_job_new (BK_STORE_JOB_READ);
  job->file = g_object_ref (file);
  job->outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (job->outer, bk_profile_store_read_async);
  _bk_profile_store_push_job (self, job, read_done_cb, NULL);
}

/* Returns: (transfer full): the profile in the file, or %NULL with @error naming the problem */
BkProfile *
bk_profile_store_read_finish (BkProfileStore  *self,
                              GAsyncResult    *result,
                              GError         **error)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
import_read_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  BkProfileStore *self = BK_PROFILE_STORE (source);
  g_autoptr(GTask) task = user_data;
  g_autoptr(BkProfile) profile = NULL;
  GError *error = NULL;

  profile = bk_profile_store_read_finish (self, result, &error);
  if (profile == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  g_task_return_pointer (task, g_object_ref (bk_profile_store_add (self, profile)),
                         g_object_unref);
}

/**
 * bk_profile_store_import_async:
 * @file: a profile file anywhere
 *
 * Reads @file and adds a copy of its profile to the library, under a new name if one in the
 * library has the same (see bk_profile_store_add()). @file itself is only read.
 */
void
bk_profile_store_import_async (BkProfileStore      *self,
                               GFile               *file,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (BK_IS_PROFILE_STORE (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, bk_profile_store_import_async);
  bk_profile_store_read_async (self, file, cancellable, import_read_cb, task);
}

/* Returns: (transfer none) (nullable): the new entry, or %NULL with @error set */
BkProfileEntry *
bk_profile_store_import_finish (BkProfileStore  *self,
                                GAsyncResult    *result,
                                GError         **error)
{
  g_autoptr(BkProfileEntry) entry = NULL;

  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  entry = g_task_propagate_pointer (G_TASK (result), error);

  /* The store holds it as long as it is listed. */
  return entry;
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  BkStoreJob *job = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    g_task_return_boolean (job->outer, TRUE);
  else
    g_task_return_error (job->outer, error);
}

/**
 * bk_profile_store_export_async:
 * @entry: a listed entry whose profile loaded
 * @file: where to write the profile, replacing what is there
 *
 * Writes the profile as it is now to @file, atomically.
 */
void
bk_profile_store_export_async (BkProfileStore      *self,
                               BkProfileEntry      *entry,
                               GFile               *file,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) outer = NULL;
  BkStoreJob *job;
  char *data;
  gsize length;

  g_return_if_fail (BK_IS_PROFILE_STORE (self));
  g_return_if_fail (BK_IS_PROFILE_ENTRY (entry));
  g_return_if_fail (G_IS_FILE (file));

  outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (outer, bk_profile_store_export_async);

  if (entry->profile == NULL)
    {
      g_task_return_new_error (outer, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("The profile could not be loaded, so it cannot be exported"));
      return;
    }

  data = bk_profile_to_data (entry->profile, &length);
  job = bk_store_job_new (BK_STORE_JOB_EXPORT);
  job->file = g_object_ref (file);
  job->bytes = g_bytes_new_take (data, length);
  job->outer = g_steal_pointer (&outer);
  _bk_profile_store_push_job (self, job, export_done_cb, NULL);
}

gboolean
bk_profile_store_export_finish (BkProfileStore  *self,
                                GAsyncResult    *result,
                                GError         **error)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

