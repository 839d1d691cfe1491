/* bk-profile-files.c: the profile library's file operations, run on its worker thread
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here touches a store or an entry: every function works on files, bytes and the
 * mutex-guarded slot that says where an entry's file is.
 */

#define G_LOG_DOMAIN "bk-profile-store"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bk-profile-files.h"
#include "bk-profile.h"

/* A new file gets a numbered name when its first choice is taken; this many tries at most. */
#define MAX_FILE_TRIES 10000

/* File slots */

BkFileSlot *
bk_file_slot_new (GFile *file)
{
  BkFileSlot *slot = g_new0 (BkFileSlot, 1);

  g_atomic_ref_count_init (&slot->ref_count);
  g_mutex_init (&slot->mutex);
  slot->file = g_object_ref (file);

  return slot;
}

BkFileSlot *
bk_file_slot_ref (BkFileSlot *slot)
{
  g_atomic_ref_count_inc (&slot->ref_count);
  return slot;
}

void
bk_file_slot_unref (BkFileSlot *slot)
{
  if (g_atomic_ref_count_dec (&slot->ref_count))
    {
      g_mutex_clear (&slot->mutex);
      g_clear_object (&slot->file);
      g_free (slot);
    }
}

GFile *
bk_file_slot_dup_file (BkFileSlot *slot)
{
  GFile *file;

  g_mutex_lock (&slot->mutex);
  file = g_object_ref (slot->file);
  g_mutex_unlock (&slot->mutex);

  return file;
}

void
bk_file_slot_set_file (BkFileSlot *slot,
                       GFile      *file)
{
  g_mutex_lock (&slot->mutex);
  g_set_object (&slot->file, file);
  g_mutex_unlock (&slot->mutex);
}

/* Reading */

void
bk_read_result_free (BkReadResult *result)
{
  g_clear_object (&result->file);
  g_clear_pointer (&result->bytes, g_bytes_unref);
  g_clear_object (&result->profile);
  g_clear_error (&result->error);
  g_free (result);
}

gboolean
bk_is_profile_file_name (const char *name)
{
  return name != NULL && name[0] != '.' && g_str_has_suffix (name, ".json")
         && strlen (name) > strlen (".json");
}

gboolean
bk_is_profile_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return bk_is_profile_file_name (name);
}

/* Reads at most one byte more than a profile may have, as bk_profile_new_from_file() does, and
 * keeps the bytes so that the store can tell its own writes from changes made elsewhere. */
BkReadResult *
bk_read_profile_file (GFile *file)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  BkReadResult *result = g_new0 (BkReadResult, 1);
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

GPtrArray *
bk_read_profile_folder (GFile   *folder,
                        GError **error)
{
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GPtrArray) results = NULL;
  g_autoptr(GError) local_error = NULL;

  results = g_ptr_array_new_with_free_func ((GDestroyNotify)bk_read_result_free);
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
          || !bk_is_profile_file_name (g_file_info_get_name (info)))
        continue;

      g_ptr_array_add (results, bk_read_profile_file (child));
    }

  return g_steal_pointer (&results);
}

gboolean
bk_write_atomically (GFile             *file,
                     GBytes            *bytes,
                     GFileCreateFlags   flags,
                     GError           **error)
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
GFile *
bk_create_profile_file (BkFileSlot  *slot,
                        GBytes      *bytes,
                        GError     **error)
{
  g_autoptr(GFile) wanted = bk_file_slot_dup_file (slot);
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
  if (!bk_write_atomically (temporary, bytes, G_FILE_CREATE_NONE, error))
    return NULL;

  for (guint i = 1; i <= MAX_FILE_TRIES; i++)
    {
      g_autoptr(GFile) candidate = i == 1 ? g_object_ref (wanted) : numbered_sibling (wanted, i);

      /* The slot names the file before it appears, so that the monitor's event for it finds
       * its entry. */
      bk_file_slot_set_file (slot, candidate);

      if (g_file_move (temporary, candidate, G_FILE_COPY_NONE, NULL, NULL, NULL, &local_error))
        return g_steal_pointer (&candidate);

      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        break;
      g_clear_error (&local_error);
    }

  bk_file_slot_set_file (slot, wanted);
  g_file_delete (temporary, NULL, NULL);

  if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _("No free file name was found"));

  return NULL;
}

