/* test-profile-store.c: the profile library against a temporary folder
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every test gets its own empty folder. The store reads, writes and watches it for real; the
 * tests run the main loop until the store has caught up, and fail after a timeout. Only the
 * autosave test waits on the clock, since the autosave's delay is what it is about.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-types.h"
#include "bk-profile-entry.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-workload.h"


/* Not JSON at all: a file a user broke by hand. */
#define CORRUPT_BYTES "{ \"format\": 1, \"name\": \"Half a profile\", \"workload\": { \"gpus\": "


typedef struct
{
  char           *path;
  GFile          *folder;
  BkProfileStore *store;
} Fixture;

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *)data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds. */
static void
wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

typedef struct
{
  GListModel *model;
  guint       n_items;
} CountWait;

static gboolean
has_n_items (gpointer data)
{
  CountWait *wait = data;

  return g_list_model_get_n_items (wait->model) == wait->n_items;
}

static void
wait_for_n_items (BkProfileStore *store,
                  guint           n_items)
{
  CountWait wait = { G_LIST_MODEL (store), n_items };

  bk_test_wait_for (has_n_items, &wait);
}

static GFile *
folder_child (Fixture    *fixture,
              const char *name)
{
  return g_file_get_child (fixture->folder, name);
}

static void
write_profile (GFile      *file,
               const char *name,
               guint       gpus)
{
  g_autoptr(BkProfile) profile = bk_test_new_named_profile (name, gpus);
  g_autofree char *data = bk_profile_to_data (profile, NULL);

  bk_test_write_file (file, data);
}

static BkProfileEntry *
entry_at (BkProfileStore *store,
          guint           position)
{
  g_autoptr(BkProfileEntry) entry = g_list_model_get_item (G_LIST_MODEL (store), position);

  g_assert_nonnull (entry);

  /* The store keeps it. */
  return entry;
}

static guint
count_files (Fixture *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    n++;

  return n;
}

static void
open_store (Fixture *fixture)
{
  g_clear_object (&fixture->store);
  fixture->store = bk_profile_store_new (fixture->folder);
  bk_test_wait_for (bk_test_store_loaded, fixture->store);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *parent = g_dir_make_tmp ("test-profile-store-XXXXXX", &error);

  g_assert_no_error (error);

  /* A folder that is not there yet: the store makes it. */
  fixture->path = g_build_filename (parent, "profiles", NULL);
  fixture->folder = g_file_new_for_path (fixture->path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *parent = g_path_get_dirname (fixture->path);

  if (fixture->store != NULL)
    {
      bk_profile_store_flush (fixture->store);
      /* The worker's last results hold the store until they are delivered. */
      bk_test_release_and_wait (g_steal_pointer (&fixture->store), g_object_unref);
    }

  bk_test_remove_tree (parent);
  g_clear_object (&fixture->folder);
  g_clear_pointer (&fixture->path, g_free);
}

/* The default folder is under XDG_DATA_HOME, which main() points at a temporary folder. */
static void
test_default_folder (void)
{
  g_autofree char *folder = bk_profile_store_dup_default_folder ();
  g_autofree char *expected = g_build_filename (g_getenv ("XDG_DATA_HOME"), "breakeven",
                                                "profiles", NULL);
  g_autoptr(BkProfileStore) store = NULL;

  g_assert_cmpstr (folder, ==, expected);

  store = bk_profile_store_new (NULL);
  g_assert_cmpstr (g_file_peek_path (bk_profile_store_get_folder (store)), ==, expected);
  g_assert_true (bk_profile_store_get_loading (store));
  bk_test_wait_for (bk_test_store_loaded, store);

  g_assert_true (g_file_test (expected, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
  g_assert_null (bk_profile_store_get_error (store));
}

/* Every JSON file is listed, sorted by profile name; a corrupt one is listed with the loader's
 * message and no profile, and other files are ignored. Its bytes are never touched: not by
 * loading, not by edits and saves of the others, not by a flush. */
static void
test_load_with_corrupt (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GFile) corrupt = folder_child (fixture, "broken.json");
  g_autoptr(GFile) zebra = folder_child (fixture, "a-zebra.json");
  g_autoptr(GFile) apple = folder_child (fixture, "b-apple.json");
  g_autoptr(GFile) notes = folder_child (fixture, "notes.txt");
  g_autoptr(GFile) hidden = folder_child (fixture, ".hidden.json");
  g_autoptr(GError) expected_error = NULL;
  g_autoptr(BkProfile) none = NULL;
  g_autofree char *corrupt_after = NULL;
  BkProfileEntry *entry;
  GStatBuf before, after;

  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  bk_test_write_file (corrupt, CORRUPT_BYTES);
  write_profile (zebra, "Zebra", 2);
  write_profile (apple, "apple", 3);
  bk_test_write_file (notes, "not a profile");
  write_profile (hidden, "Hidden", 1);
  g_assert_cmpint (g_stat (g_file_peek_path (corrupt), &before), ==, 0);

  none = bk_profile_new_from_data (CORRUPT_BYTES, -1, &expected_error);
  g_assert_null (none);
  g_assert_nonnull (expected_error);

  open_store (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 3);

  entry = entry_at (fixture->store, 0);
  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "apple");
  g_assert_true (g_file_equal (bk_profile_entry_get_file (entry), apple));
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (
                      bk_profile_entry_get_profile (entry))), ==, 3);
  g_assert_null (bk_profile_entry_get_error (entry));
  g_assert_nonnull (bk_profile_entry_get_analysis (entry));
  g_assert_cmpstr (bk_profile_entry_get_reviewed (entry), ==, "2026-01-15");
  g_assert_true (bk_profile_entry_get_saved (entry));

  /* A broken file sorts by its file name. */
  entry = entry_at (fixture->store, 1);
  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "broken.json");
  g_assert_null (bk_profile_entry_get_profile (entry));
  g_assert_null (bk_profile_entry_get_analysis (entry));
  g_assert_null (bk_profile_entry_get_reviewed (entry));
  g_assert_cmpstr (bk_profile_entry_get_error (entry), ==, expected_error->message);
  g_assert_false (bk_profile_store_rename (fixture->store, entry, "Fixed"));
  g_assert_null (bk_profile_store_duplicate (fixture->store, entry));

  entry = entry_at (fixture->store, 2);
  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "Zebra");

  /* Edit and save the others, and flush everything. */
  bk_workload_set_gpus (bk_profile_get_workload (bk_profile_entry_get_profile (entry)), 9);
  bk_profile_store_rename (fixture->store, entry_at (fixture->store, 0), "Apple");
  bk_profile_store_flush (fixture->store);
  open_store (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 3);
  g_assert_cmpstr (bk_profile_entry_get_name (entry_at (fixture->store, 0)), ==, "Apple");
  g_assert_cmpstr (bk_profile_entry_get_error (entry_at (fixture->store, 1)), ==,
                   expected_error->message);
  bk_profile_store_flush (fixture->store);

  corrupt_after = bk_test_read_file (corrupt);
  g_assert_cmpstr (corrupt_after, ==, CORRUPT_BYTES);
  g_assert_cmpint (g_stat (g_file_peek_path (corrupt), &after), ==, 0);
  g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
  g_assert_cmpuint (after.st_ino, ==, before.st_ino);
  g_assert_cmpuint (count_files (fixture), ==, 5);
}

/* A new profile goes into a new file named after it, never over a file that is there, even one
 * the store cannot load; the next one with the same name gets a numbered name and file. */
static void
test_add_and_save (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GFile) taken = folder_child (fixture, "gpu-plan-2026.json");
  g_autoptr(BkProfile) first = bk_test_new_named_profile ("GPU plan 2026", 4);
  g_autoptr(BkProfile) second = bk_test_new_named_profile ("gpu plan 2026", 2);
  g_autoptr(BkProfile) reloaded = NULL;
  g_autoptr(GFile) expected = NULL;
  g_autofree char *taken_after = NULL;
  BkProfileEntry *entry;
  BkProfileEntry *other;

  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  bk_test_write_file (taken, CORRUPT_BYTES);
  open_store (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);

  entry = bk_profile_store_add (fixture->store, first);
  g_assert_true (bk_profile_entry_get_profile (entry) == first);
  g_assert_true (bk_profile_store_find_profile (fixture->store, first) == entry);
  g_assert_false (bk_profile_entry_get_saved (entry));
  g_assert_cmpstr (bk_profile_get_name (first), ==, "GPU plan 2026");
  expected = folder_child (fixture, "gpu-plan-2026-2.json");
  g_assert_true (g_file_equal (bk_profile_entry_get_file (entry), expected));

  bk_test_wait_for (bk_test_entry_saved, entry);
  reloaded = bk_test_load_profile (expected);
  g_assert_true (bk_profile_equal (reloaded, first));
  g_assert_true (bk_profile_store_find_file (fixture->store, expected) == entry);

  /* Names are compared without regard to case. */
  other = bk_profile_store_add (fixture->store, second);
  g_assert_cmpstr (bk_profile_get_name (second), ==, "gpu plan 2026 (2)");
  g_clear_object (&expected);
  expected = folder_child (fixture, "gpu-plan-2026-2-2.json");
  g_assert_true (g_file_equal (bk_profile_entry_get_file (other), expected));
  bk_test_wait_for (bk_test_entry_saved, other);

  taken_after = bk_test_read_file (taken);
  g_assert_cmpstr (taken_after, ==, CORRUPT_BYTES);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 3);
  g_assert_cmpuint (count_files (fixture), ==, 3);
}

static char *
dup_name_in_file (GFile *file)
{
  g_autoptr(BkProfile) profile = bk_test_load_profile (file);

  return g_strdup (bk_profile_get_name (profile));
}

/* An edit is written about BK_PROFILE_STORE_AUTOSAVE_MS after the last change, in one write for
 * a burst of changes, and atomically: the file is replaced, never truncated. */
static void
test_autosave (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GFile) file = folder_child (fixture, "team.json");
  g_autoptr(BkProfile) reloaded = NULL;
  g_autofree char *before = NULL;
  g_autofree char *still = NULL;
  BkProfileEntry *entry;
  BkProfile *profile;
  GStatBuf stat_before, stat_after;
  gint64 start;

  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  write_profile (file, "Team", 4);
  g_assert_cmpint (g_stat (g_file_peek_path (file), &stat_before), ==, 0);
  open_store (fixture);

  entry = entry_at (fixture->store, 0);
  profile = bk_profile_entry_get_profile (entry);
  before = bk_test_read_file (file);

  start = g_get_monotonic_time ();
  bk_workload_set_gpus (bk_profile_get_workload (profile), 5);
  g_assert_false (bk_profile_entry_get_saved (entry));
  wait_ms (BK_PROFILE_STORE_AUTOSAVE_MS / 2);
  bk_workload_set_utilisation (bk_profile_get_workload (profile), 90);
  bk_profile_set_notes (profile, "After the review");

  /* Nothing is written while changes keep coming. */
  still = bk_test_read_file (file);
  g_assert_cmpstr (still, ==, before);

  bk_test_wait_for (bk_test_entry_saved, entry);
  g_assert_cmpint (g_get_monotonic_time () - start, >=,
                   1000 * (BK_PROFILE_STORE_AUTOSAVE_MS + BK_PROFILE_STORE_AUTOSAVE_MS / 2));

  reloaded = bk_test_load_profile (file);
  g_assert_true (bk_profile_equal (reloaded, profile));
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (reloaded)), ==, 5);
  g_assert_cmpstr (bk_profile_get_notes (reloaded), ==, "After the review");

  /* Replaced by a new file, not written over in place. */
  g_assert_cmpint (g_stat (g_file_peek_path (file), &stat_after), ==, 0);
  g_assert_cmpuint (stat_after.st_ino, !=, stat_before.st_ino);
  g_assert_cmpuint (count_files (fixture), ==, 1);

  /* The store's own write is not mistaken for a change from outside, once the folder monitor
   * has told the store of it. */
  bk_test_store_settle (fixture->store);
  g_assert_true (bk_profile_entry_get_profile (entry) == profile);
  g_assert_true (bk_profile_entry_get_saved (entry));
}

/* A rename changes the profile's name, not its file's. */
static void
test_rename (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GFile) file = folder_child (fixture, "old.json");
  g_autofree char *name = NULL;
  BkProfileEntry *entry;
  guint notified = 0;

  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  write_profile (file, "Old name", 4);
  open_store (fixture);
  entry = entry_at (fixture->store, 0);

  g_signal_connect (entry, "notify::name", G_CALLBACK (bk_test_count_notify_cb), &notified);
  g_assert_true (bk_profile_store_rename (fixture->store, entry, "  New name "));
  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "New name");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_false (bk_profile_store_rename (fixture->store, entry, "   "));
  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "New name");

  bk_profile_store_flush (fixture->store);
  g_assert_true (g_file_equal (bk_profile_entry_get_file (entry), file));
  name = dup_name_in_file (file);
  g_assert_cmpstr (name, ==, "New name");
  g_assert_cmpuint (count_files (fixture), ==, 1);
}

/* A duplicate is a copy under the next free "Name (N)", in its own file. */
static void
test_duplicate (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GFile) file = folder_child (fixture, "base.json");
  g_autoptr(BkProfile) reloaded = NULL;
  BkProfileEntry *entry;
  BkProfileEntry *copy;
  BkProfileEntry *copy_of_copy;

  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  write_profile (file, "Base", 7);
  open_store (fixture);
  entry = entry_at (fixture->store, 0);

  copy = bk_profile_store_duplicate (fixture->store, entry);
  g_assert_cmpstr (bk_profile_entry_get_name (copy), ==, "Base (2)");
  g_assert_true (bk_profile_entry_get_profile (copy) != bk_profile_entry_get_profile (entry));
  g_assert_false (g_file_equal (bk_profile_entry_get_file (copy), file));

  copy_of_copy = bk_profile_store_duplicate (fixture->store, copy);
  g_assert_cmpstr (bk_profile_entry_get_name (copy_of_copy), ==, "Base (3)");

  bk_profile_store_flush (fixture->store);
  reloaded = bk_test_load_profile (bk_profile_entry_get_file (copy));
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (reloaded)), ==, 7);
  g_assert_cmpstr (bk_profile_get_name (reloaded), ==, "Base (2)");
  g_assert_cmpuint (count_files (fixture), ==, 3);
}

/* A delete takes the entry off the list at once, but the file stays until the delete is
 * committed; an undo puts the entry back where it was, with any change still saved. */
static void
test_delete_and_undo (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) a = folder_child (fixture, "a.json");
  g_autoptr(GFile) b = folder_child (fixture, "b.json");
  g_autoptr(GFile) c = folder_child (fixture, "c.json");
  g_autoptr(BkProfileEntry) entry = NULL;
  g_autoptr(BkProfile) reloaded = NULL;

  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  write_profile (a, "A", 1);
  write_profile (b, "B", 2);
  write_profile (c, "C", 3);
  open_store (fixture);

  entry = g_object_ref (entry_at (fixture->store, 1));
  bk_workload_set_gpus (bk_profile_get_workload (bk_profile_entry_get_profile (entry)), 20);
  bk_profile_store_delete (fixture->store, entry);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 2);
  g_assert_true (bk_profile_store_is_deleting (fixture->store, entry));
  g_assert_null (bk_profile_store_find_file (fixture->store, b));

  /* The file stays while the delete can be undone, and the pending change is not written: not
   * even once an autosave started after it is done, which would have come after its own. */
  {
    BkProfileEntry *later = entry_at (fixture->store, 0);

    bk_workload_set_gpus (bk_profile_get_workload (bk_profile_entry_get_profile (later)), 11);
    bk_test_wait_for (bk_test_entry_saved, later);
  }
  g_assert_true (g_file_query_exists (b, NULL));
  reloaded = bk_test_load_profile (b);
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (reloaded)), ==, 2);
  g_clear_object (&reloaded);

  /* A name stays taken while it can come back. */
  {
    g_autofree char *unique = bk_profile_store_dup_unique_name (fixture->store, "B");

    g_assert_cmpstr (unique, ==, "B (2)");
  }

  bk_profile_store_undo_delete (fixture->store, entry);
  g_assert_false (bk_profile_store_is_deleting (fixture->store, entry));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 3);
  g_assert_true (entry_at (fixture->store, 1) == entry);
  bk_test_wait_for (bk_test_entry_saved, entry);
  reloaded = bk_test_load_profile (b);
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (reloaded)), ==, 20);

  /* Committed, the file goes. */
  bk_profile_store_delete (fixture->store, entry);
  bk_profile_store_commit_delete (fixture->store, entry);
  g_assert_false (bk_profile_store_is_deleting (fixture->store, entry));
  bk_profile_store_flush (fixture->store);
  g_assert_false (g_file_query_exists (b, NULL));
  g_assert_cmpuint (count_files (fixture), ==, 2);

  /* An undo after the commit changes nothing. */
  bk_profile_store_undo_delete (fixture->store, entry);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 2);

  /* A delete still pending at a flush (the app quits) is carried out. */
  g_clear_object (&entry);
  entry = g_object_ref (entry_at (fixture->store, 0));
  bk_profile_store_delete (fixture->store, entry);
  bk_profile_store_flush (fixture->store);
  g_assert_false (g_file_query_exists (a, NULL));
  g_assert_true (g_file_query_exists (c, NULL));
  g_assert_cmpuint (count_files (fixture), ==, 1);
}

typedef struct
{
  BkProfile *profile;
  guint      gpus;
} GpusWait;

static gboolean
has_gpus (gpointer data)
{
  GpusWait *wait = data;

  return bk_workload_get_gpus (bk_profile_get_workload (wait->profile)) == wait->gpus;
}

static gboolean
entry_has_error (gpointer data)
{
  return bk_profile_entry_get_error (BK_PROFILE_ENTRY (data)) != NULL;
}

static gboolean
entry_has_profile (gpointer data)
{
  return bk_profile_entry_get_profile (BK_PROFILE_ENTRY (data)) != NULL;
}

typedef struct
{
  BkProfileStore *store;
  GFile          *from;
  GFile          *to;
} MovedWait;

static gboolean
is_moved (gpointer data)
{
  MovedWait *wait = data;

  return bk_profile_store_find_file (wait->store, wait->from) == NULL
         && bk_profile_store_find_file (wait->store, wait->to) != NULL;
}

/* Files added, changed, broken, repaired and removed while the store runs are seen through the
 * folder monitor. */
static void
test_external_changes (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GFile) first = folder_child (fixture, "first.json");
  g_autoptr(GFile) second = folder_child (fixture, "second.json");
  g_autoptr(GFile) moved = folder_child (fixture, "moved.json");
  g_autofree char *broken_after = NULL;
  BkProfileEntry *entry;
  BkProfile *profile;
  GpusWait gpus_wait;
  MovedWait moved_wait;

  open_store (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 0);

  /* Added. */
  write_profile (first, "First", 4);
  wait_for_n_items (fixture->store, 1);
  entry = bk_profile_store_find_file (fixture->store, first);
  g_assert_nonnull (entry);
  profile = bk_profile_entry_get_profile (entry);
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "First");

  bk_test_write_file (second, CORRUPT_BYTES);
  wait_for_n_items (fixture->store, 2);
  g_assert_nonnull (bk_profile_entry_get_error (bk_profile_store_find_file (fixture->store,
                                                                            second)));

  /* Changed: the same profile object takes the new values, and nothing is written back. */
  write_profile (first, "First", 6);
  gpus_wait = (GpusWait) { profile, 6 };
  bk_test_wait_for (has_gpus, &gpus_wait);
  g_assert_true (bk_profile_entry_get_profile (entry) == profile);
  g_assert_true (bk_profile_entry_get_saved (entry));

  /* Broken by hand: listed with the error, the profile in memory is dropped and the file is
   * left as it is. */
  bk_test_write_file (first, CORRUPT_BYTES);
  bk_test_wait_for (entry_has_error, entry);
  g_assert_null (bk_profile_entry_get_profile (entry));
  bk_profile_store_save_now (fixture->store);
  broken_after = bk_test_read_file (first);
  g_assert_cmpstr (broken_after, ==, CORRUPT_BYTES);

  /* Repaired. */
  write_profile (first, "First again", 8);
  bk_test_wait_for (entry_has_profile, entry);
  g_assert_null (bk_profile_entry_get_error (entry));
  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "First again");

  /* Renamed outside: the old entry goes, the new file is listed. */
  g_assert_cmpint (g_rename (g_file_peek_path (first), g_file_peek_path (moved)), ==, 0);
  moved_wait = (MovedWait) { fixture->store, first, moved };
  bk_test_wait_for (is_moved, &moved_wait);
  g_assert_null (bk_profile_store_find_file (fixture->store, first));
  g_assert_nonnull (bk_profile_store_find_file (fixture->store, moved));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 2);

  /* Removed. */
  g_assert_cmpint (g_unlink (g_file_peek_path (second)), ==, 0);
  wait_for_n_items (fixture->store, 1);
  g_assert_null (bk_profile_store_find_file (fixture->store, second));
}

static BkProfileEntry *
import (BkProfileStore *store,
        GFile          *file,
        GError        **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  bk_profile_store_import_async (store, file, NULL, bk_test_async_result_cb, &result);

  return bk_profile_store_import_finish (store, bk_test_wait_for_result (&result), error);
}

/* An import with the name of a profile in the library adds it as "Name (2)" beside it, and
 * never changes the library's profile or the imported file. */
static void
test_import_name_clash (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GFile) existing = folder_child (fixture, "budget.json");
  g_autoptr(GError) error = NULL;
  g_autofree char *outside_dir = g_path_get_dirname (fixture->path);
  g_autofree char *outside_path = g_build_filename (outside_dir, "budget.json", NULL);
  g_autofree char *bad_path = g_build_filename (outside_dir, "bad.json", NULL);
  g_autoptr(GFile) outside = g_file_new_for_path (outside_path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(GFile) missing = g_file_get_child (outside, "nowhere.json");
  g_autofree char *outside_before = NULL;
  g_autofree char *outside_after = NULL;
  g_autofree char *existing_before = NULL;
  g_autofree char *existing_after = NULL;
  g_autoptr(BkProfile) reloaded = NULL;
  BkProfileEntry *entry;
  BkProfileEntry *again;

  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  write_profile (existing, "Budget", 4);
  write_profile (outside, "Budget", 12);
  bk_test_write_file (bad, CORRUPT_BYTES);
  open_store (fixture);
  existing_before = bk_test_read_file (existing);
  outside_before = bk_test_read_file (outside);

  entry = import (fixture->store, outside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (entry);
  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "Budget (2)");
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (
                      bk_profile_entry_get_profile (entry))), ==, 12);
  g_assert_false (g_file_equal (bk_profile_entry_get_file (entry), existing));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 2);

  again = import (fixture->store, outside, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bk_profile_entry_get_name (again), ==, "Budget (3)");

  bk_profile_store_flush (fixture->store);
  existing_after = bk_test_read_file (existing);
  outside_after = bk_test_read_file (outside);
  g_assert_cmpstr (existing_after, ==, existing_before);
  g_assert_cmpstr (outside_after, ==, outside_before);
  reloaded = bk_test_load_profile (bk_profile_entry_get_file (entry));
  g_assert_cmpstr (bk_profile_get_name (reloaded), ==, "Budget (2)");
  g_assert_cmpuint (count_files (fixture), ==, 3);

  /* A file that does not load is not imported, and the error says why. */
  entry = import (fixture->store, bad, &error);
  g_assert_null (entry);
  g_assert_nonnull (error);
  g_assert_true (error->domain == BK_PROFILE_ERROR);
  g_clear_error (&error);

  entry = import (fixture->store, missing, &error);
  g_assert_null (entry);
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 3);
  g_assert_cmpuint (count_files (fixture), ==, 3);
}

/* An export writes the profile as it is now, edits not yet autosaved included. */
static void
test_export (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GFile) file = folder_child (fixture, "mine.json");
  g_autofree char *outside_dir = g_path_get_dirname (fixture->path);
  g_autofree char *target_path = g_build_filename (outside_dir, "exported.json", NULL);
  g_autoptr(GFile) target = g_file_new_for_path (target_path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) exported = NULL;
  BkProfileEntry *entry;
  BkProfile *profile;

  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  write_profile (file, "Mine", 4);
  bk_test_write_file (target, "old contents");
  open_store (fixture);
  entry = entry_at (fixture->store, 0);
  profile = bk_profile_entry_get_profile (entry);
  bk_workload_set_horizon_months (bk_profile_get_workload (profile), 60);

  bk_profile_store_export_async (fixture->store, entry, target, NULL, bk_test_async_result_cb,
                                 &result);
  g_assert_true (bk_profile_store_export_finish (fixture->store, bk_test_wait_for_result (&result),
                                                 &error));
  g_assert_no_error (error);

  exported = bk_test_load_profile (target);
  g_assert_true (bk_profile_equal (exported, profile));
  g_assert_cmpuint (bk_workload_get_horizon_months (bk_profile_get_workload (exported)), ==, 60);
  g_unlink (target_path);
}

/* The "Name (N)" rule: the first free number, counting on from a number the name has. */
static void
test_unique_names (Fixture       *fixture,
                   gconstpointer  data)
{
  static const char *names[] = { "Plan", "Plan (2)", "Rack (7)", "(3)", "Odd (x)" };
  static const struct { const char *wanted; const char *expected; } cases[] = {
    { "Free", "Free" },
    { "Plan", "Plan (3)" },
    { "PLAN", "PLAN (3)" },
    { "Plan (2)", "Plan (3)" },
    { "Rack (7)", "Rack (2)" },
    { "Rack", "Rack" },
    { "(3)", "(3) (2)" },
    { "Odd (x)", "Odd (x) (2)" },
  };

  open_store (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(BkProfile) profile = bk_test_new_named_profile (names[i], 1);

      bk_profile_store_add (fixture->store, profile);
      g_assert_cmpstr (bk_profile_get_name (profile), ==, names[i]);
    }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *unique = bk_profile_store_dup_unique_name (fixture->store,
                                                                  cases[i].wanted);

      g_assert_cmpstr (unique, ==, cases[i].expected);
    }

  /* File names come from the names, in plain ASCII. */
  {
    g_autoptr(BkProfile) profile = bk_test_new_named_profile ("Zwei Ärzte / H100 «Cluster»", 1);
    BkProfileEntry *entry = bk_profile_store_add (fixture->store, profile);
    g_autofree char *basename = g_file_get_basename (bk_profile_entry_get_file (entry));

    g_assert_cmpstr (basename, ==, "zwei-arzte-h100-cluster.json");
  }
  {
    g_autoptr(BkProfile) profile = bk_test_new_named_profile ("???", 1);
    BkProfileEntry *entry = bk_profile_store_add (fixture->store, profile);
    g_autofree char *basename = g_file_get_basename (bk_profile_entry_get_file (entry));

    g_assert_cmpstr (basename, ==, "profile.json");
  }
}

/* The entry follows its profile: the verdict's analysis and the review reminder update. */
static void
test_entry_follows_profile (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(BkProfile) profile = bk_test_new_named_profile ("Follows", 4);
  BkProfileEntry *entry;
  BkAnalysis *before;

  open_store (fixture);
  entry = bk_profile_store_add (fixture->store, profile);
  before = bk_profile_entry_get_analysis (entry);
  g_assert_nonnull (before);
  g_assert_false (bk_profile_entry_get_review_due (entry));

  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), TRUE);
  g_assert_true (bk_profile_entry_get_analysis (entry) != before);
  g_assert_cmpint (bk_analysis_get_verdict (bk_profile_entry_get_analysis (entry)), ==,
                   BK_VERDICT_BUY_REQUIRED);

  bk_profile_set_reviewed (profile, "2020-01-01");
  g_assert_cmpstr (bk_profile_entry_get_reviewed (entry), ==, "2020-01-01");
  g_assert_true (bk_profile_entry_get_review_due (entry));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = g_dir_make_tmp ("test-profile-store-data-XXXXXX", &error);
  int status;

  g_assert_no_error (error);

  /* Before anything asks GLib for the user's folders: the real ones are never touched. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/profile-store/default-folder", test_default_folder);

#define ADD(path, func) \
  g_test_add ("/profile-store/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("load-with-corrupt", test_load_with_corrupt);
  ADD ("add-and-save", test_add_and_save);
  ADD ("autosave", test_autosave);
  ADD ("rename", test_rename);
  ADD ("duplicate", test_duplicate);
  ADD ("delete-and-undo", test_delete_and_undo);
  ADD ("external-changes", test_external_changes);
  ADD ("import-name-clash", test_import_name_clash);
  ADD ("export", test_export);
  ADD ("unique-names", test_unique_names);
  ADD ("entry-follows-profile", test_entry_follows_profile);

#undef ADD

  status = g_test_run ();

  bk_test_remove_tree (data_home);

  return status;
}
