/* bk-profile-store.c: the profile library, one JSON file per profile in a folder
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file operation runs on one worker thread in the order it was asked for, so that a later
 * save is never overtaken by an earlier one. A file that fails to load is listed with its error
 * and never written.
 */

#define G_LOG_DOMAIN "bk-profile-store"

#include "config.h"

#include <string.h>

#include "bk-profile-entry-private.h"
#include "bk-profile-entry.h"
#include "bk-profile-files.h"
#include "bk-profile-store-private.h"
#include "bk-profile-store.h"
#include "bk-profile.h"

/* File names are derived from profile names, and kept short enough for any file system. */
#define MAX_SLUG_CHARS 60

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

G_DEFINE_FINAL_TYPE_WITH_CODE (BkProfileStore, bk_profile_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

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
void
_bk_profile_store_insert_entry (BkProfileStore *self,
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

void
_bk_profile_store_drop_entry (BkProfileStore *self,
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

BkProfileEntry *
_bk_profile_store_find_in (GPtrArray *entries,
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

      if (_bk_profile_store_find_in (self->entries, file) == NULL
          && _bk_profile_store_find_in (self->deleting, file) == NULL
          && !g_file_query_exists (file, NULL))
        return g_steal_pointer (&file);
    }
}

/* Loading */

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

/* Lists the entries of the first load at the top, sorted, and ends the loading. */
void
_bk_profile_store_add_loaded (BkProfileStore *self,
                              GPtrArray      *loaded)
{
  guint before = self->entries->len;

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

void
_bk_profile_store_set_error (BkProfileStore *self,
                             const char     *error)
{
  if (g_set_str (&self->error, error))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

void
_bk_profile_store_save_failed (BkProfileStore *self,
                               BkProfileEntry *entry,
                               const GError   *error)
{
  g_signal_emit (self, signals[SAVE_FAILED], 0, entry, error);
}

/* GObject */

static void
bk_profile_store_dispose (GObject *object)
{
  BkProfileStore *self = BK_PROFILE_STORE (object);

  _bk_profile_store_stop_watching (self);
  _bk_profile_store_stop_worker (self);

  while (self->deleting->len > 0)
    _bk_profile_store_drop_entry (self, g_ptr_array_index (self->deleting, 0));

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

  _bk_profile_store_start_loading (self);
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
  _bk_profile_store_start_worker (self);
}

/* Public API: the store */

/* Returns: (transfer full): `$XDG_DATA_HOME/breakeven/profiles` */
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

/* Returns: (transfer none): the library's folder */
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

/* Returns: (nullable): why the folder could not be read, if it could not */
const char *
bk_profile_store_get_error (BkProfileStore *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);

  return self->error;
}

/* Returns: (transfer none) (nullable): the listed entry of @file */
BkProfileEntry *
bk_profile_store_find_file (BkProfileStore *self,
                            GFile          *file)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  return _bk_profile_store_find_in (self->entries, file);
}

/* Returns: (transfer none) (nullable): the listed entry that holds @profile itself */
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
  entry = _bk_profile_entry_new (file);
  _bk_profile_entry_set_profile (entry, profile);
  entry->needs_create = TRUE;
  _bk_profile_entry_update_saved (entry);

  _bk_profile_store_insert_entry (self, entry, -1);
  _bk_profile_store_queue_save (self, entry);

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
  _bk_profile_store_insert_entry (self, owned, (int)owned->delete_position);

  if (owned->dirty || owned->needs_create)
    _bk_profile_store_schedule_save (self, owned);
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
  BkStoreJob *job;

  g_return_if_fail (BK_IS_PROFILE_STORE (self));
  g_return_if_fail (BK_IS_PROFILE_ENTRY (entry));

  if (!entry->deleting || entry->store != self)
    return;

  job = bk_store_job_new (BK_STORE_JOB_DELETE);
  job->slot = bk_file_slot_ref (entry->slot);
  _bk_profile_store_push_job (self, job, NULL, NULL);

  entry->dirty = FALSE;
  entry->needs_create = FALSE;
  _bk_profile_store_drop_entry (self, entry);
}

/* Returns: whether @entry is deleted but its file is still there for an undo */
gboolean
bk_profile_store_is_deleting (BkProfileStore *self,
                              BkProfileEntry *entry)
{
  g_return_val_if_fail (BK_IS_PROFILE_STORE (self), FALSE);
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (entry), FALSE);

  return entry->deleting && entry->store == self;
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
    _bk_profile_store_queue_save (self, g_ptr_array_index (self->entries, i));

  _bk_profile_store_wait_for_worker (self);
}

