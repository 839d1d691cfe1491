/* bk-profile-store.c: the profile library, one JSON file per profile in a folder
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The store is a GListModel of BkProfileEntry, one per JSON file in its folder. Every file
 * operation (the first load, saves, deletes, re-reads after the folder monitor saw a change) runs
 * on one worker thread, in the order it was asked for, so that a later save can never be
 * overtaken by an earlier one and a re-read always sees the writes queued before it. The main
 * thread only serialises profiles and applies results.
 *
 * A file that fails to load is listed with its error and is never written: only profiles that
 * loaded (or were made here) are ever saved, and a broken file goes only when the user deletes it.
 */

#define G_LOG_DOMAIN "bk-profile-store"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bk-profile-store.h"

/* File names are derived from profile names, and kept short enough for any file system. */
#define MAX_SLUG_CHARS 60

/* A new file gets a numbered name when its first choice is taken; this many tries at most. */
#define MAX_FILE_TRIES 10000

/* Where an entry's file is, shared with the worker thread. The name of a new file is settled by
 * the worker (which never overwrites), so jobs queued before that read it when they run. */
typedef struct
{
  gatomicrefcount  ref_count;
  GMutex           mutex;
  GFile           *file;
} FileSlot;

struct _BkProfileEntry
{
  GObject          parent_instance;

  BkProfileStore  *store;          /* unowned; cleared when the store drops the entry */
  FileSlot        *slot;
  GFile           *file;           /* the main thread's copy of slot->file */
  BkProfile       *profile;
  BkAnalysis      *analysis;
  char            *error;
  char            *file_name;      /* for entries without a profile */

  /* The bytes last read from or written to the file: a change seen by the folder monitor that
   * leads to the same bytes is the store's own. */
  GBytes          *disk_bytes;

  gulong           changed_id;
  gulong           name_id;
  gulong           reviewed_id;
  guint            save_id;
  guint            busy;           /* jobs queued for this entry and not yet completed */
  guint            delete_position;

  guint            dirty : 1;      /* changed since the last save was queued */
  guint            needs_create : 1;
  guint            deleting : 1;
  guint            applying : 1;   /* taking over a change made outside the app */
  guint            saved : 1;
};

enum {
  ENTRY_PROP_0,
  ENTRY_PROP_FILE,
  ENTRY_PROP_PROFILE,
  ENTRY_PROP_ERROR,
  ENTRY_PROP_NAME,
  ENTRY_PROP_REVIEWED,
  ENTRY_PROP_ANALYSIS,
  ENTRY_PROP_REVIEW_DUE,
  ENTRY_PROP_SAVED,
  ENTRY_N_PROPS
};

struct _BkProfileStore
{
  GObject       parent_instance;

  GFile        *folder;
  GPtrArray    *entries;
  GPtrArray    *deleting;
  GFileMonitor *monitor;
  char         *error;
  gboolean      loading;

  GThreadPool  *io_pool;
  GMutex        io_mutex;
  GCond         io_cond;
  guint         io_pending;
};

enum {
  PROP_0,
  PROP_FOLDER,
  PROP_LOADING,
  PROP_ERROR,
  PROP_ITEM_TYPE,
  PROP_N_ITEMS,
  N_PROPS
};

enum {
  SAVE_FAILED,
  N_SIGNALS
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE (BkProfileEntry, bk_profile_entry, G_TYPE_OBJECT)
G_DEFINE_FINAL_TYPE_WITH_CODE (BkProfileStore, bk_profile_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GParamSpec *entry_properties[ENTRY_N_PROPS];
static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* File slots */

static FileSlot *
slot_new (GFile *file)
{
  FileSlot *slot = g_new0 (FileSlot, 1);

  g_atomic_ref_count_init (&slot->ref_count);
  g_mutex_init (&slot->mutex);
  slot->file = g_object_ref (file);

  return slot;
}

static FileSlot *
slot_ref (FileSlot *slot)
{
  g_atomic_ref_count_inc (&slot->ref_count);
  return slot;
}

static void
slot_unref (FileSlot *slot)
{
  if (g_atomic_ref_count_dec (&slot->ref_count))
    {
      g_mutex_clear (&slot->mutex);
      g_clear_object (&slot->file);
      g_free (slot);
    }
}

static GFile *
slot_dup_file (FileSlot *slot)
{
  GFile *file;

  g_mutex_lock (&slot->mutex);
  file = g_object_ref (slot->file);
  g_mutex_unlock (&slot->mutex);

  return file;
}

static void
slot_set_file (FileSlot *slot,
               GFile    *file)
{
  g_mutex_lock (&slot->mutex);
  g_set_object (&slot->file, file);
  g_mutex_unlock (&slot->mutex);
}

/* Jobs for the worker thread */

typedef enum
{
  JOB_LOAD_ALL,
  JOB_READ,
  JOB_SAVE,
  JOB_DELETE,
  JOB_EXPORT,
} JobKind;

typedef struct
{
  JobKind         kind;
  GFile          *file;       /* LOAD_ALL: the folder; READ, EXPORT: the file */
  FileSlot       *slot;       /* SAVE, DELETE */
  GBytes         *bytes;      /* SAVE, EXPORT */
  gboolean        create;     /* SAVE: the first write of a new file, which must not overwrite */
  BkProfileEntry *entry;      /* only ever touched on the main thread */
  GTask          *outer;      /* READ for read_async/import_async: the caller's task */
} Job;

/* What reading one file gave: its bytes and profile, or why it could not be read. */
typedef struct
{
  GFile     *file;
  gboolean   exists;
  GBytes    *bytes;
  BkProfile *profile;
  GError    *error;
} ReadResult;

static void
job_free (Job *job)
{
  g_clear_object (&job->file);
  g_clear_pointer (&job->slot, slot_unref);
  g_clear_pointer (&job->bytes, g_bytes_unref);
  g_clear_object (&job->entry);
  g_clear_object (&job->outer);
  g_free (job);
}

static void
read_result_free (ReadResult *result)
{
  g_clear_object (&result->file);
  g_clear_pointer (&result->bytes, g_bytes_unref);
  g_clear_object (&result->profile);
  g_clear_error (&result->error);
  g_free (result);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReadResult, read_result_free)

static gboolean
is_profile_file_name (const char *name)
{
  return name != NULL && name[0] != '.' && g_str_has_suffix (name, ".json")
         && strlen (name) > strlen (".json");
}

static gboolean
is_profile_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return is_profile_file_name (name);
}

/* Reads at most one byte more than a profile may have, as bk_profile_new_from_file() does, and
 * keeps the bytes so that the store can tell its own writes from changes made elsewhere. */
static ReadResult *
read_file (GFile *file)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  ReadResult *result = g_new0 (ReadResult, 1);
  gsize n_read = 0;

  result->file = g_object_ref (file);

  stream = g_file_read (file, NULL, &result->error);
  if (stream == NULL)
    {
      result->exists = !g_error_matches (result->error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      return result;
    }

  result->exists = TRUE;
  buffer = g_malloc (BK_PROFILE_MAX_BYTES + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, BK_PROFILE_MAX_BYTES + 1,
                                &n_read, NULL, &result->error))
    return result;

  result->bytes = g_bytes_new (buffer, n_read);
  result->profile = bk_profile_new_from_data (buffer, (gssize)n_read, &result->error);

  return result;
}

static GPtrArray *
load_all (GFile   *folder,
          GError **error)
{
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GPtrArray) results = g_ptr_array_new_with_free_func ((GDestroyNotify)read_result_free);
  g_autoptr(GError) local_error = NULL;

  enumerator = g_file_enumerate_children (folder,
                                          G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                          G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                          G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (enumerator == NULL)
    {
      /* A folder that is not there yet is an empty library. */
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return g_steal_pointer (&results);

      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  for (;;)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;

      if (!g_file_enumerator_iterate (enumerator, &info, &child, NULL, error))
        return NULL;
      if (info == NULL)
        break;

      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
          || !is_profile_file_name (g_file_info_get_name (info)))
        continue;

      g_ptr_array_add (results, read_file (child));
    }

  return g_steal_pointer (&results);
}

static gboolean
write_atomically (GFile        *file,
                  GBytes       *bytes,
                  GFileCreateFlags flags,
                  GError      **error)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_file_replace_contents (file, data, size, NULL, FALSE, flags, NULL, NULL, error);
}

static GFile *
numbered_sibling (GFile *file,
                  guint  number)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *numbered = NULL;

  g_assert (g_str_has_suffix (name, ".json"));
  name[strlen (name) - strlen (".json")] = '\0';
  numbered = g_strdup_printf ("%s-%u.json", name, number);

  return g_file_get_child (parent, numbered);
}

/* The first write of a new profile: the whole file appears at once under a name nobody uses
 * yet. It is written beside its place under a hidden name and then moved there without
 * overwriting; if the name was taken meanwhile, the next numbered one is tried. */
static GFile *
create_file (FileSlot  *slot,
             GBytes    *bytes,
             GError   **error)
{
  g_autoptr(GFile) wanted = slot_dup_file (slot);
  g_autoptr(GFile) folder = g_file_get_parent (wanted);
  g_autoptr(GFile) temporary = NULL;
  g_autofree char *temporary_name = NULL;
  g_autoptr(GError) local_error = NULL;

  if (!g_file_make_directory_with_parents (folder, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  g_clear_error (&local_error);

  temporary_name = g_strdup_printf (".new-%08x%08x.tmp", g_random_int (), g_random_int ());
  temporary = g_file_get_child (folder, temporary_name);
  if (!write_atomically (temporary, bytes, G_FILE_CREATE_NONE, error))
    return NULL;

  for (guint i = 1; i <= MAX_FILE_TRIES; i++)
    {
      g_autoptr(GFile) candidate = i == 1 ? g_object_ref (wanted) : numbered_sibling (wanted, i);

      /* The slot names the file before it appears, so that the monitor's event for it finds
       * its entry. */
      slot_set_file (slot, candidate);

      if (g_file_move (temporary, candidate, G_FILE_COPY_NONE, NULL, NULL, NULL, &local_error))
        return g_steal_pointer (&candidate);

      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        break;
      g_clear_error (&local_error);
    }

  slot_set_file (slot, wanted);
  g_file_delete (temporary, NULL, NULL);

  if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _("No free file name was found"));

  return NULL;
}

static void
run_job (GTask *task)
{
  Job *job = g_task_get_task_data (task);
  GError *error = NULL;

  switch (job->kind)
    {
    case JOB_LOAD_ALL:
      {
        GPtrArray *results = load_all (job->file, &error);

        if (results != NULL)
          g_task_return_pointer (task, results, (GDestroyNotify)g_ptr_array_unref);
        else
          g_task_return_error (task, error);
      }
      break;

    case JOB_READ:
      g_task_return_pointer (task, read_file (job->file), (GDestroyNotify)read_result_free);
      break;

    case JOB_SAVE:
      {
        GFile *file;

        if (job->create)
          {
            file = create_file (job->slot, job->bytes, &error);
          }
        else
          {
            file = slot_dup_file (job->slot);
            if (!write_atomically (file, job->bytes, G_FILE_CREATE_REPLACE_DESTINATION, &error))
              g_clear_object (&file);
          }

        if (file != NULL)
          g_task_return_pointer (task, file, g_object_unref);
        else
          g_task_return_error (task, error);
      }
      break;

    case JOB_DELETE:
      {
        g_autoptr(GFile) file = slot_dup_file (job->slot);

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

    case JOB_EXPORT:
      if (write_atomically (job->file, job->bytes, G_FILE_CREATE_NONE, &error))
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

static Job *
job_new (JobKind kind)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;

  return job;
}

static void
push_job (BkProfileStore      *self,
          Job                 *job,
          GAsyncReadyCallback  callback,
          gpointer             user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);

  g_task_set_task_data (task, job, (GDestroyNotify)job_free);

  if (job->entry != NULL)
    job->entry->busy++;

  g_mutex_lock (&self->io_mutex);
  self->io_pending++;
  g_mutex_unlock (&self->io_mutex);

  g_thread_pool_push (self->io_pool, task, NULL);
}

/* Entries */

static void
entry_update_saved (BkProfileEntry *self)
{
  gboolean saved = !self->dirty && !self->needs_create && self->busy == 0;

  if (self->saved != saved)
    {
      self->saved = saved;
      g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_SAVED]);
    }
}

static void
entry_update_analysis (BkProfileEntry *self)
{
  g_autoptr(BkAnalysis) analysis = NULL;
  gboolean was_due = bk_profile_entry_get_review_due (self);

  if (self->profile != NULL)
    analysis = bk_analysis_new (self->profile, NULL);

  if (g_set_object (&self->analysis, analysis))
    g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_ANALYSIS]);

  if (was_due != bk_profile_entry_get_review_due (self))
    g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_REVIEW_DUE]);
}

static void
entry_name_changed_cb (BkProfileEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_NAME]);
}

static void
entry_reviewed_changed_cb (BkProfileEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_REVIEWED]);
}

static void schedule_save (BkProfileStore *self, BkProfileEntry *entry);

static void
entry_profile_changed_cb (BkProfileEntry *self)
{
  entry_update_analysis (self);

  /* A change taken over from the file is already on disk. */
  if (self->applying)
    return;

  self->dirty = TRUE;
  entry_update_saved (self);

  if (self->store != NULL && !self->deleting)
    schedule_save (self->store, self);
}

static void
entry_set_profile (BkProfileEntry *self,
                   BkProfile      *profile)
{
  const char *old_name = bk_profile_entry_get_name (self);
  g_autofree char *name_before = g_strdup (old_name);
  g_autofree char *reviewed_before = g_strdup (bk_profile_entry_get_reviewed (self));

  if (self->profile == profile)
    return;

  if (self->profile != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->profile);
      g_clear_signal_handler (&self->name_id, self->profile);
      g_clear_signal_handler (&self->reviewed_id, self->profile);
    }

  g_set_object (&self->profile, profile);

  if (profile != NULL)
    {
      self->changed_id = g_signal_connect_object (profile, "changed",
                                                  G_CALLBACK (entry_profile_changed_cb), self,
                                                  G_CONNECT_SWAPPED);
      self->name_id = g_signal_connect_object (profile, "notify::name",
                                               G_CALLBACK (entry_name_changed_cb), self,
                                               G_CONNECT_SWAPPED);
      self->reviewed_id = g_signal_connect_object (profile, "notify::reviewed",
                                                   G_CALLBACK (entry_reviewed_changed_cb), self,
                                                   G_CONNECT_SWAPPED);
    }

  g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_PROFILE]);
  entry_update_analysis (self);

  if (g_strcmp0 (name_before, bk_profile_entry_get_name (self)) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_NAME]);
  if (g_strcmp0 (reviewed_before, bk_profile_entry_get_reviewed (self)) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_REVIEWED]);
}

static void
entry_set_error (BkProfileEntry *self,
                 const char     *error)
{
  if (g_set_str (&self->error, error))
    g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_ERROR]);
}

static void
entry_set_file (BkProfileEntry *self,
                GFile          *file)
{
  g_autofree char *name_before = g_strdup (bk_profile_entry_get_name (self));
  g_autofree char *basename = NULL;

  if (!g_set_object (&self->file, file))
    return;

  basename = g_file_get_basename (file);
  g_free (self->file_name);
  self->file_name = g_filename_display_name (basename);

  g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_FILE]);
  if (g_strcmp0 (name_before, bk_profile_entry_get_name (self)) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_NAME]);
}

static BkProfileEntry *
entry_new (GFile *file)
{
  BkProfileEntry *self = g_object_new (BK_TYPE_PROFILE_ENTRY, NULL);

  self->slot = slot_new (file);
  entry_set_file (self, file);

  return self;
}

static void
bk_profile_entry_dispose (GObject *object)
{
  BkProfileEntry *self = BK_PROFILE_ENTRY (object);

  g_clear_handle_id (&self->save_id, g_source_remove);
  entry_set_profile (self, NULL);

  G_OBJECT_CLASS (bk_profile_entry_parent_class)->dispose (object);
}

static void
bk_profile_entry_finalize (GObject *object)
{
  BkProfileEntry *self = BK_PROFILE_ENTRY (object);

  g_clear_pointer (&self->slot, slot_unref);
  g_clear_object (&self->file);
  g_clear_object (&self->analysis);
  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->file_name, g_free);
  g_clear_pointer (&self->disk_bytes, g_bytes_unref);

  G_OBJECT_CLASS (bk_profile_entry_parent_class)->finalize (object);
}

static void
bk_profile_entry_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BkProfileEntry *self = BK_PROFILE_ENTRY (object);

  switch (prop_id)
    {
    case ENTRY_PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case ENTRY_PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;

    case ENTRY_PROP_ERROR:
      g_value_set_string (value, self->error);
      break;

    case ENTRY_PROP_NAME:
      g_value_set_string (value, bk_profile_entry_get_name (self));
      break;

    case ENTRY_PROP_REVIEWED:
      g_value_set_string (value, bk_profile_entry_get_reviewed (self));
      break;

    case ENTRY_PROP_ANALYSIS:
      g_value_set_object (value, self->analysis);
      break;

    case ENTRY_PROP_REVIEW_DUE:
      g_value_set_boolean (value, bk_profile_entry_get_review_due (self));
      break;

    case ENTRY_PROP_SAVED:
      g_value_set_boolean (value, self->saved);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_entry_class_init (BkProfileEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bk_profile_entry_dispose;
  object_class->finalize = bk_profile_entry_finalize;
  object_class->get_property = bk_profile_entry_get_property;

  entry_properties[ENTRY_PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_REVIEWED] =
    g_param_spec_string ("reviewed", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_ANALYSIS] =
    g_param_spec_object ("analysis", NULL, NULL, BK_TYPE_ANALYSIS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_REVIEW_DUE] =
    g_param_spec_boolean ("review-due", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  entry_properties[ENTRY_PROP_SAVED] =
    g_param_spec_boolean ("saved", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, ENTRY_N_PROPS, entry_properties);
}

static void
bk_profile_entry_init (BkProfileEntry *self)
{
  self->saved = TRUE;
}

/* The list */

static GType
list_model_get_item_type (GListModel *model)
{
  return BK_TYPE_PROFILE_ENTRY;
}

static guint
list_model_get_n_items (GListModel *model)
{
  return BK_PROFILE_STORE (model)->entries->len;
}

static gpointer
list_model_get_item (GListModel *model,
                     guint       position)
{
  BkProfileStore *self = BK_PROFILE_STORE (model);

  if (position >= self->entries->len)
    return NULL;

  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = list_model_get_item_type;
  iface->get_n_items = list_model_get_n_items;
  iface->get_item = list_model_get_item;
}

static void
items_changed (BkProfileStore *self,
               guint           position,
               guint           removed,
               guint           added)
{
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
  if (removed != added)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

static int
compare_names (const char *a,
               const char *b)
{
  g_autofree char *fa = g_utf8_casefold (a != NULL ? a : "", -1);
  g_autofree char *fb = g_utf8_casefold (b != NULL ? b : "", -1);

  return g_utf8_collate (fa, fb);
}

/* Entries go in at their place by name; a later rename does not move them, so that a row does
 * not run away while its name is typed. */
static void
insert_entry (BkProfileStore *self,
              BkProfileEntry *entry,
              int             position)
{
  guint at = self->entries->len;

  g_assert (entry->store == NULL);

  if (position >= 0)
    {
      at = MIN ((guint)position, self->entries->len);
    }
  else
    {
      for (guint i = 0; i < self->entries->len; i++)
        {
          BkProfileEntry *other = g_ptr_array_index (self->entries, i);

          if (compare_names (bk_profile_entry_get_name (entry),
                             bk_profile_entry_get_name (other)) < 0)
            {
              at = i;
              break;
            }
        }
    }

  entry->store = self;
  g_ptr_array_insert (self->entries, (int)at, g_object_ref (entry));
  items_changed (self, at, 0, 1);
}

static void
drop_entry (BkProfileStore *self,
            BkProfileEntry *entry)
{
  guint position;

  g_clear_handle_id (&entry->save_id, g_source_remove);

  if (g_ptr_array_find (self->entries, entry, &position))
    {
      g_autoptr(BkProfileEntry) owned = g_ptr_array_steal_index (self->entries, position);

      owned->store = NULL;
      items_changed (self, position, 1, 0);
    }
  else if (g_ptr_array_find (self->deleting, entry, &position))
    {
      g_autoptr(BkProfileEntry) owned = g_ptr_array_steal_index (self->deleting, position);

      owned->store = NULL;
      owned->deleting = FALSE;
    }
}

static BkProfileEntry *
find_in (GPtrArray *entries,
         GFile     *file)
{
  for (guint i = 0; i < entries->len; i++)
    {
      BkProfileEntry *entry = g_ptr_array_index (entries, i);

      if (g_file_equal (entry->file, file))
        return entry;
    }

  return NULL;
}

static gboolean
name_in_use (BkProfileStore *self,
             const char     *name)
{
  GPtrArray *lists[] = { self->entries, self->deleting };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < lists[l]->len; i++)
      {
        BkProfileEntry *entry = g_ptr_array_index (lists[l], i);

        if (entry->profile != NULL
            && compare_names (bk_profile_get_name (entry->profile), name) == 0)
          return TRUE;
      }

  return FALSE;
}

/* "Budget (3)" → "Budget", so that a copy of a copy is "Budget (4)" rather than
 * "Budget (3) (2)". */
static char *
strip_number (const char *name)
{
  const char *open = strrchr (name, '(');
  gsize length = strlen (name);

  if (open != NULL && open > name && open[-1] == ' ' && length > 0 && name[length - 1] == ')'
      && open + 1 < name + length - 1)
    {
      for (const char *p = open + 1; p < name + length - 1; p++)
        if (!g_ascii_isdigit (*p))
          return g_strdup (name);

      return g_strndup (name, open - 1 - name);
    }

  return g_strdup (name);
}

/* A file name from a profile name: lower-case ASCII letters, digits and dashes. */
static char *
slug_for_name (const char *name)
{
  g_autofree char *ascii = g_str_to_ascii (name != NULL ? name : "", "C");
  GString *slug = g_string_new (NULL);
  gboolean dash = FALSE;

  for (const char *p = ascii; *p != '\0' && slug->len < MAX_SLUG_CHARS; p++)
    {
      if (g_ascii_isalnum (*p))
        {
          if (dash && slug->len > 0)
            g_string_append_c (slug, '-');
          g_string_append_c (slug, g_ascii_tolower (*p));
          dash = FALSE;
        }
      else
        {
          dash = TRUE;
        }
    }

  if (slug->len == 0)
    g_string_append (slug, "profile");

  return g_string_free (slug, FALSE);
}

static GFile *
choose_file (BkProfileStore *self,
             const char     *name)
{
  g_autofree char *slug = slug_for_name (name);

  for (guint i = 1; ; i++)
    {
      g_autofree char *basename = i == 1 ? g_strdup_printf ("%s.json", slug)
                                         : g_strdup_printf ("%s-%u.json", slug, i);
      g_autoptr(GFile) file = g_file_get_child (self->folder, basename);

      if (find_in (self->entries, file) == NULL && find_in (self->deleting, file) == NULL
          && !g_file_query_exists (file, NULL))
        return g_steal_pointer (&file);
    }
}

/* Saving */

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  BkProfileStore *self = BK_PROFILE_STORE (source);
  Job *job = g_task_get_task_data (G_TASK (result));
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
      entry_update_saved (entry);
      g_signal_emit (self, signals[SAVE_FAILED], 0, entry, error);
      return;
    }

  g_clear_pointer (&entry->disk_bytes, g_bytes_unref);
  entry->disk_bytes = g_bytes_ref (job->bytes);
  entry_set_file (entry, file);
  entry_update_saved (entry);
}

static void
queue_save (BkProfileStore *self,
            BkProfileEntry *entry)
{
  Job *job;
  char *data;
  gsize length;

  g_clear_handle_id (&entry->save_id, g_source_remove);

  if (entry->profile == NULL || !(entry->dirty || entry->needs_create))
    return;

  data = bk_profile_to_data (entry->profile, &length);

  job = job_new (JOB_SAVE);
  job->slot = slot_ref (entry->slot);
  job->bytes = g_bytes_new_take (data, length);
  job->create = entry->needs_create;
  job->entry = g_object_ref (entry);

  entry->dirty = FALSE;
  entry->needs_create = FALSE;

  push_job (self, job, save_done_cb, NULL);
  entry_update_saved (entry);
}

static gboolean
save_timeout_cb (gpointer data)
{
  BkProfileEntry *entry = data;

  entry->save_id = 0;

  if (entry->store != NULL)
    queue_save (entry->store, entry);

  return G_SOURCE_REMOVE;
}

static void
schedule_save (BkProfileStore *self,
               BkProfileEntry *entry)
{
  g_clear_handle_id (&entry->save_id, g_source_remove);
  entry->save_id = g_timeout_add_full (G_PRIORITY_DEFAULT, BK_PROFILE_STORE_AUTOSAVE_MS,
                                       save_timeout_cb, g_object_ref (entry), g_object_unref);
}

/* Loading and watching */

static BkProfileEntry *
entry_from_result (ReadResult *result)
{
  BkProfileEntry *entry = entry_new (result->file);

  if (result->bytes != NULL)
    entry->disk_bytes = g_bytes_ref (result->bytes);

  if (result->profile != NULL)
    entry_set_profile (entry, result->profile);
  else
    entry_set_error (entry, result->error != NULL ? result->error->message : _("Unknown error"));

  return entry;
}

static void
set_error (BkProfileStore *self,
           const char     *error)
{
  if (g_set_str (&self->error, error))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

/* A file in the folder changed, appeared or went: the worker read it again. Changes the store
 * made itself, or that it is about to overwrite, are left alone. */
static void
check_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  BkProfileStore *self = BK_PROFILE_STORE (source);
  g_autoptr(ReadResult) read = g_task_propagate_pointer (G_TASK (result), NULL);
  BkProfileEntry *entry;

  if (find_in (self->deleting, read->file) != NULL)
    return;

  entry = find_in (self->entries, read->file);

  if (entry == NULL)
    {
      g_autoptr(BkProfileEntry) added = NULL;

      if (!read->exists)
        return;

      added = entry_from_result (read);
      insert_entry (self, added, -1);
      return;
    }

  if (entry->busy > 0 || entry->dirty || entry->needs_create)
    return;

  if (!read->exists)
    {
      g_autoptr(BkProfileEntry) owned = g_object_ref (entry);

      drop_entry (self, owned);
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
          entry_set_profile (entry, read->profile);
        }

      entry_set_error (entry, NULL);
    }
  else
    {
      /* The file is broken now: the profile in memory goes too, so that nothing writes over
       * the file until it loads again or the user deletes it. */
      entry_set_error (entry, read->error != NULL ? read->error->message : _("Unknown error"));
      entry_set_profile (entry, NULL);
    }
}

static void
check_file (BkProfileStore *self,
            GFile          *file)
{
  Job *job;

  if (file == NULL || !is_profile_file (file))
    return;

  /* Only files directly in the folder are profiles. */
  {
    g_autoptr(GFile) parent = g_file_get_parent (file);

    if (parent == NULL || !g_file_equal (parent, self->folder))
      return;
  }

  job = job_new (JOB_READ);
  job->file = g_object_ref (file);
  push_job (self, job, check_done_cb, NULL);
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

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  BkProfileEntry *ea = *(BkProfileEntry * const *)a;
  BkProfileEntry *eb = *(BkProfileEntry * const *)b;
  int by_name = compare_names (bk_profile_entry_get_name (ea), bk_profile_entry_get_name (eb));

  if (by_name != 0)
    return by_name;

  return g_strcmp0 (g_file_peek_path (ea->file), g_file_peek_path (eb->file));
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
  guint before = self->entries->len;

  results = g_task_propagate_pointer (G_TASK (result), &error);

  if (results == NULL)
    {
      g_warning ("Could not read the profile folder %s: %s",
                 g_file_peek_path (self->folder), error->message);
      set_error (self, error->message);
    }
  else
    {
      for (guint i = 0; i < results->len; i++)
        {
          ReadResult *read = g_ptr_array_index (results, i);

          /* Profiles added while the folder was read are already listed. */
          if (find_in (self->entries, read->file) == NULL
              && find_in (self->deleting, read->file) == NULL)
            g_ptr_array_add (loaded, entry_from_result (read));
        }
    }

  g_ptr_array_sort (loaded, compare_entries);

  for (guint i = 0; i < loaded->len; i++)
    {
      BkProfileEntry *entry = g_ptr_array_index (loaded, i);

      entry->store = self;
      g_ptr_array_insert (self->entries, (int)i, g_object_ref (entry));
    }

  self->loading = FALSE;

  if (loaded->len > 0)
    items_changed (self, 0, 0, loaded->len);
  g_assert (self->entries->len == before + loaded->len);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static void
start_loading (BkProfileStore *self)
{
  g_autoptr(GError) error = NULL;
  Job *job;

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
  job = job_new (JOB_LOAD_ALL);
  job->file = g_object_ref (self->folder);
  push_job (self, job, load_done_cb, NULL);
}

/* GObject */

static void
bk_profile_store_dispose (GObject *object)
{
  BkProfileStore *self = BK_PROFILE_STORE (object);

  if (self->monitor != NULL)
    {
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }

  /* Every queued job holds a reference to the store, so none is left by now. */
  if (self->io_pool != NULL)
    {
      g_thread_pool_free (self->io_pool, FALSE, TRUE);
      self->io_pool = NULL;
    }

  while (self->deleting->len > 0)
    drop_entry (self, g_ptr_array_index (self->deleting, 0));

  for (guint i = 0; i < self->entries->len; i++)
    {
      BkProfileEntry *entry = g_ptr_array_index (self->entries, i);

      g_clear_handle_id (&entry->save_id, g_source_remove);
      entry->store = NULL;
    }

  if (self->entries->len > 0)
    {
      guint n = self->entries->len;

      g_ptr_array_set_size (self->entries, 0);
      g_list_model_items_changed (G_LIST_MODEL (self), 0, n, 0);
    }

  G_OBJECT_CLASS (bk_profile_store_parent_class)->dispose (object);
}

static void
bk_profile_store_finalize (GObject *object)
{
  BkProfileStore *self = BK_PROFILE_STORE (object);

  g_clear_object (&self->folder);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->deleting, g_ptr_array_unref);
  g_clear_pointer (&self->error, g_free);
  g_mutex_clear (&self->io_mutex);
  g_cond_clear (&self->io_cond);

  G_OBJECT_CLASS (bk_profile_store_parent_class)->finalize (object);
}

static void
bk_profile_store_constructed (GObject *object)
{
  BkProfileStore *self = BK_PROFILE_STORE (object);

  G_OBJECT_CLASS (bk_profile_store_parent_class)->constructed (object);

  if (self->folder == NULL)
    {
      g_autofree char *path = bk_profile_store_dup_default_folder ();

      self->folder = g_file_new_for_path (path);
    }

  start_loading (self);
}

static void
bk_profile_store_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BkProfileStore *self = BK_PROFILE_STORE (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      g_value_set_object (value, self->folder);
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;

    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;

    case PROP_ITEM_TYPE:
      g_value_set_gtype (value, BK_TYPE_PROFILE_ENTRY);
      break;

    case PROP_N_ITEMS:
      g_value_set_uint (value, self->entries->len);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_store_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BkProfileStore *self = BK_PROFILE_STORE (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      /* Construct-only: the folder is read and watched from construction on. */
      self->folder = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_store_class_init (BkProfileStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = bk_profile_store_constructed;
  object_class->dispose = bk_profile_store_dispose;
  object_class->finalize = bk_profile_store_finalize;
  object_class->get_property = bk_profile_store_get_property;
  object_class->set_property = bk_profile_store_set_property;

  properties[PROP_FOLDER] =
    g_param_spec_object ("folder", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ITEM_TYPE] =
    g_param_spec_gtype ("item-type", NULL, NULL, G_TYPE_OBJECT,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BkProfileStore::save-failed:
   * @entry: the profile that is not saved
   * @error: why
   *
   * A profile could not be written; it stays unsaved and is tried again on its next change.
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, BK_TYPE_PROFILE_ENTRY, G_TYPE_ERROR);
}

static void
bk_profile_store_init (BkProfileStore *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->deleting = g_ptr_array_new_with_free_func (g_object_unref);
  g_mutex_init (&self->io_mutex);
  g_cond_init (&self->io_cond);

  /* One exclusive thread, so that file operations run one after the other, in order. */
  self->io_pool = g_thread_pool_new (io_thread_func, self, 1, FALSE, NULL);
}

/* Public API: entries */

/**
 * bk_profile_entry_get_file:
 *
 * Returns: (transfer none): the profile's file in the library folder
 */
GFile *
bk_profile_entry_get_file (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->file;
}

/**
 * bk_profile_entry_get_profile:
 *
 * Returns: (transfer none) (nullable): the profile, or %NULL when its file failed to load
 */
BkProfile *
bk_profile_entry_get_profile (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->profile;
}

/**
 * bk_profile_entry_get_error:
 *
 * Returns: (nullable): why the file failed to load, or %NULL when it loaded
 */
const char *
bk_profile_entry_get_error (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->error;
}

/**
 * bk_profile_entry_get_name:
 *
 * Returns: the profile's name, or the file's name when it failed to load
 */
const char *
bk_profile_entry_get_name (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  if (self->profile != NULL)
    return bk_profile_get_name (self->profile);

  return self->file_name;
}

/**
 * bk_profile_entry_get_reviewed:
 *
 * Returns: (nullable): the date of the last review, as YYYY-MM-DD
 */
const char *
bk_profile_entry_get_reviewed (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->profile != NULL ? bk_profile_get_reviewed (self->profile) : NULL;
}

/**
 * bk_profile_entry_get_analysis:
 *
 * Returns: (transfer none) (nullable): the engine's answer for the profile as it is now
 */
BkAnalysis *
bk_profile_entry_get_analysis (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->analysis;
}

gboolean
bk_profile_entry_get_review_due (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), FALSE);

  return self->analysis != NULL && bk_analysis_get_review_due (self->analysis);
}

/**
 * bk_profile_entry_get_saved:
 *
 * Returns: whether every change to the profile is written to its file
 */
gboolean
bk_profile_entry_get_saved (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), FALSE);

  return self->saved;
}

/* Public API: the store */

/**
 * bk_profile_store_dup_default_folder:
 *
 * Returns: (transfer full): `$XDG_DATA_HOME/breakeven/profiles`
 */
char *
bk_profile_store_dup_default_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "breakeven", "profiles", NULL);
}

/**
 * bk_profile_store_new:
 * @folder: (nullable): the folder of the library, or %NULL for the default one
 *
 * Creates the store and starts reading the folder in the background; #BkProfileStore:loading
 * turns %FALSE once every file is listed. The folder is created when missing.
 *
 * Returns: (transfer full): the store
 */
BkProfileStore *
bk_profile_store_new (GFile *folder)
{
  g_return_val_if_fail (folder == NULL || G_IS_FILE (folder), NULL);

  return g_object_new (BK_TYPE_PROFILE_STORE, "folder", folder, NULL);
}

/**
 * bk_profile_store_get_folder:
 *
 * Returns: (transfer none): the library's folder
 */
GFile *
bk_profile_store_get_folder (BkProfileStore *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);

  return self->folder;
}

gboolean
bk_profile_store_get_loading (BkProfileStore *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), FALSE);

  return self->loading;
}

/**
 * bk_profile_store_get_error:
 *
 * Returns: (nullable): why the folder could not be read, if it could not
 */
const char *
bk_profile_store_get_error (BkProfileStore *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);

  return self->error;
}

/**
 * bk_profile_store_find_file:
 *
 * Returns: (transfer none) (nullable): the listed entry of @file
 */
BkProfileEntry *
bk_profile_store_find_file (BkProfileStore *self,
                            GFile          *file)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  return find_in (self->entries, file);
}

/**
 * bk_profile_store_find_profile:
 *
 * Returns: (transfer none) (nullable): the listed entry that holds @profile itself
 */
BkProfileEntry *
bk_profile_store_find_profile (BkProfileStore *self,
                               BkProfile      *profile)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      BkProfileEntry *entry = g_ptr_array_index (self->entries, i);

      if (entry->profile == profile)
        return entry;
    }

  return NULL;
}

/**
 * bk_profile_store_dup_unique_name:
 * @name: the name wanted
 *
 * Returns: (transfer full): @name if no profile in the library has it (ignoring case), else the
 *   first free "Name (2)", "Name (3)", …
 */
char *
bk_profile_store_dup_unique_name (BkProfileStore *self,
                                  const char     *name)
{
  g_autofree char *base = NULL;

  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (!name_in_use (self, name))
    return g_strdup (name);

  base = strip_number (name);

  for (guint i = 2; ; i++)
    {
      /* The number in parentheses is the same in every language, as file managers do it. */
      g_autofree char *candidate = g_strdup_printf ("%s (%u)", base, i);

      if (!name_in_use (self, candidate))
        return g_steal_pointer (&candidate);
    }
}

/**
 * bk_profile_store_add:
 * @profile: a profile that is not in the library yet
 *
 * Adds @profile under a name no other profile has (see bk_profile_store_dup_unique_name()) and
 * writes it to a new file whose name is derived from it. The entry holds @profile itself.
 *
 * Returns: (transfer none): the new entry
 */
BkProfileEntry *
bk_profile_store_add (BkProfileStore *self,
                      BkProfile      *profile)
{
  g_autoptr(BkProfileEntry) entry = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);
  g_return_val_if_fail (bk_profile_store_find_profile (self, profile) == NULL, NULL);

  name = bk_profile_store_dup_unique_name (self, bk_profile_get_name (profile));
  bk_profile_set_name (profile, name);

  file = choose_file (self, name);
  entry = entry_new (file);
  entry_set_profile (entry, profile);
  entry->needs_create = TRUE;
  entry_update_saved (entry);

  insert_entry (self, entry, -1);
  queue_save (self, entry);

  return entry;
}

/**
 * bk_profile_store_duplicate:
 * @entry: a listed entry whose profile loaded
 *
 * Returns: (transfer none) (nullable): the copy, named "Name (2)" or the next free number
 */
BkProfileEntry *
bk_profile_store_duplicate (BkProfileStore *self,
                            BkProfileEntry *entry)
{
  g_autoptr(BkProfile) copy = NULL;

  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (entry), NULL);
  g_return_val_if_fail (entry->store == self, NULL);

  if (entry->profile == NULL)
    return NULL;

  copy = bk_profile_copy (entry->profile);

  return bk_profile_store_add (self, copy);
}

/**
 * bk_profile_store_rename:
 * @entry: a listed entry whose profile loaded
 * @name: the new name
 *
 * Renames the profile; its file keeps its name. Leading and trailing spaces are dropped.
 *
 * Returns: %FALSE when @name is empty or the entry has no profile
 */
gboolean
bk_profile_store_rename (BkProfileStore *self,
                         BkProfileEntry *entry,
                         const char     *name)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), FALSE);
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (entry), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  stripped = g_strstrip (g_strdup (name));
  if (entry->profile == NULL || stripped[0] == '\0')
    return FALSE;

  bk_profile_set_name (entry->profile, stripped);

  return TRUE;
}

/**
 * bk_profile_store_delete:
 * @entry: a listed entry
 *
 * Takes @entry off the list; its file stays until bk_profile_store_commit_delete() (or a flush),
 * and bk_profile_store_undo_delete() puts it back where it was.
 */
void
bk_profile_store_delete (BkProfileStore *self,
                         BkProfileEntry *entry)
{
  guint position;

  g_return_if_fail (BK_IS_PROFILE_STORE (self));
  g_return_if_fail (BK_IS_PROFILE_ENTRY (entry));

  if (!g_ptr_array_find (self->entries, entry, &position))
    return;

  g_clear_handle_id (&entry->save_id, g_source_remove);
  entry->deleting = TRUE;
  entry->delete_position = position;
  g_ptr_array_add (self->deleting, g_ptr_array_steal_index (self->entries, position));
  items_changed (self, position, 1, 0);
}

/**
 * bk_profile_store_undo_delete:
 * @entry: an entry that bk_profile_store_delete() took off the list
 */
void
bk_profile_store_undo_delete (BkProfileStore *self,
                              BkProfileEntry *entry)
{
  guint position;
  g_autoptr(BkProfileEntry) owned = NULL;

  g_return_if_fail (BK_IS_PROFILE_STORE (self));
  g_return_if_fail (BK_IS_PROFILE_ENTRY (entry));

  if (!g_ptr_array_find (self->deleting, entry, &position))
    return;

  owned = g_ptr_array_steal_index (self->deleting, position);
  owned->deleting = FALSE;
  owned->store = NULL;
  insert_entry (self, owned, (int)owned->delete_position);

  if (owned->dirty || owned->needs_create)
    schedule_save (self, owned);
}

/**
 * bk_profile_store_commit_delete:
 * @entry: an entry that bk_profile_store_delete() took off the list
 *
 * Deletes the entry's file for good.
 */
void
bk_profile_store_commit_delete (BkProfileStore *self,
                                BkProfileEntry *entry)
{
  Job *job;

  g_return_if_fail (BK_IS_PROFILE_STORE (self));
  g_return_if_fail (BK_IS_PROFILE_ENTRY (entry));

  if (!entry->deleting || entry->store != self)
    return;

  job = job_new (JOB_DELETE);
  job->slot = slot_ref (entry->slot);
  push_job (self, job, NULL, NULL);

  entry->dirty = FALSE;
  entry->needs_create = FALSE;
  drop_entry (self, entry);
}

/**
 * bk_profile_store_is_deleting:
 *
 * Returns: whether @entry is deleted but its file is still there for an undo
 */
gboolean
bk_profile_store_is_deleting (BkProfileStore *self,
                              BkProfileEntry *entry)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), FALSE);
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (entry), FALSE);

  return entry->deleting && entry->store == self;
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(ReadResult) read = g_task_propagate_pointer (G_TASK (result), NULL);
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
  Job *job;

  g_return_if_fail (BK_IS_PROFILE_STORE (self));
  g_return_if_fail (G_IS_FILE (file));

  job = job_new (JOB_READ);
  job->file = g_object_ref (file);
  job->outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (job->outer, bk_profile_store_read_async);
  push_job (self, job, read_done_cb, NULL);
}

/**
 * bk_profile_store_read_finish:
 *
 * Returns: (transfer full): the profile in the file, or %NULL with @error naming the problem
 */
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

/**
 * bk_profile_store_import_finish:
 *
 * Returns: (transfer none) (nullable): the new entry, or %NULL with @error set
 */
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
  Job *job = g_task_get_task_data (G_TASK (result));
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
  Job *job;
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
  job = job_new (JOB_EXPORT);
  job->file = g_object_ref (file);
  job->bytes = g_bytes_new_take (data, length);
  job->outer = g_steal_pointer (&outer);
  push_job (self, job, export_done_cb, NULL);
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

/**
 * bk_profile_store_flush:
 *
 * Writes every unsaved change now, deletes the files of deleted entries, and waits until the
 * worker has done so. Call it before quitting.
 */
void
bk_profile_store_flush (BkProfileStore *self)
{
  g_return_if_fail (BK_IS_PROFILE_STORE (self));

  while (self->deleting->len > 0)
    bk_profile_store_commit_delete (self, g_ptr_array_index (self->deleting, 0));

  bk_profile_store_save_now (self);
}

/**
 * bk_profile_store_save_now:
 *
 * Writes every unsaved change now, without waiting for the autosave, and waits until the worker
 * has done so. Deleted entries stay undoable.
 */
void
bk_profile_store_save_now (BkProfileStore *self)
{
  g_return_if_fail (BK_IS_PROFILE_STORE (self));

  for (guint i = 0; i < self->entries->len; i++)
    queue_save (self, g_ptr_array_index (self->entries, i));

  g_mutex_lock (&self->io_mutex);
  while (self->io_pending > 0)
    g_cond_wait (&self->io_cond, &self->io_mutex);
  g_mutex_unlock (&self->io_mutex);
}
