/* test-crash-safety.c: killing the app never loses the last autosave or leaves half a file
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The test runs copies of itself as child processes and kills them with SIGKILL, which no
 * program can catch:
 *
 *   --save-loop   writes a profile through the library in a tight loop, alternating between two
 *                 versions of different sizes; killed at random moments, the file on disk must
 *                 always load and be one of the two, never a mix.
 *   --edit        the app's main window on a profile of the library, changing an input now and
 *                 then and saying so once the autosave has written it; killed at a random moment
 *                 while editing, the file must hold the last autosaved value or the one after it,
 *                 and a restarted app (--show) must show exactly what is on disk.
 *
 * XDG_DATA_HOME points at a temporary folder, so the user's real library is never touched.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bk-application.h"
#include "bk-pricing.h"
#include "bk-profile-entry.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-window-private.h"
#include "bk-window.h"
#include "bk-workload.h"

#define PROFILE_FILE "crash-test.json"
#define SAVE_LOOP_KILLS 30
#define EDIT_ROUNDS 5

/* Helpers for both sides */

static char *
library_folder (const char *data_home)
{
  return g_build_filename (data_home, "breakeven", "profiles", NULL);
}

/* The two versions of the save loop: different inputs and different lengths, so that a file
 * cut short or mixed from both would show. */
static void
make_version (BkProfile *profile,
              gboolean   second)
{
  g_autoptr(GString) notes = g_string_new (NULL);

  for (guint i = 0; i < (second ? 9000u : 3000u); i++)
    g_string_append_c (notes, second ? 'b' : 'a');

  bk_profile_set_notes (profile, notes->str);
  bk_workload_set_gpus (bk_profile_get_workload (profile), second ? 9 : 8);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), second ? 0.31 : 0.29);
}

static int
which_version (BkProfile *profile)
{
  g_autoptr(BkProfile) first = bk_profile_copy (profile);
  g_autoptr(BkProfile) second = bk_profile_copy (profile);

  make_version (first, FALSE);
  make_version (second, TRUE);

  if (bk_profile_equal (profile, first))
    return 1;
  if (bk_profile_equal (profile, second))
    return 2;
  return 0;
}

static BkProfileEntry *
find_entry (BkProfileStore *store,
            const char     *data_home)
{
  g_autofree char *folder = library_folder (data_home);
  g_autofree char *path = g_build_filename (folder, PROFILE_FILE, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BkProfileEntry *entry = bk_profile_store_find_file (store, file);

  if (entry == NULL || bk_profile_entry_get_profile (entry) == NULL)
    g_error ("the library has no usable %s", path);

  return entry;
}

/* The children */

static int
child_save_loop (const char *data_home)
{
  g_autofree char *folder = library_folder (data_home);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  g_autoptr(BkProfileStore) store = bk_profile_store_new (folder_file);
  BkProfile *profile;

  bk_test_wait_for (bk_test_store_loaded, store);
  profile = bk_profile_entry_get_profile (find_entry (store, data_home));

  for (guint i = 0;; i++)
    {
      make_version (profile, i % 2 == 1);
      bk_profile_store_flush (store);
      if (i == 1)
        {
          printf ("ready\n");
          fflush (stdout);
        }
    }

  return 0;
}

typedef struct
{
  BkProfileEntry *entry;
  gboolean        saved;
} SaveWatch;

static void
saved_cb (BkProfileEntry *entry,
          GParamSpec     *pspec,
          SaveWatch      *watch)
{
  if (bk_profile_entry_get_saved (entry))
    watch->saved = TRUE;
}

static gboolean
is_saved (gpointer data)
{
  return ((SaveWatch *) data)->saved;
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

static BkWindow *
open_window (BkApplication  *app,
             const char     *data_home,
             BkProfileEntry **entry_out)
{
  BkWindow *window = bk_window_new (app);
  BkProfileStore *store = bk_window_get_store (window);
  BkProfileEntry *entry;

  gtk_window_present (GTK_WINDOW (window));
  bk_test_wait_for (bk_test_store_loaded, store);
  entry = find_entry (store, data_home);
  bk_window_show_entry (window, entry);
  *entry_out = entry;

  return window;
}

/* The app's window on the profile, changing the number of GPUs as the editor would, one step
 * at a time with a pause of up to 0.4 s, and printing "saved N" once N is on disk. */
static int
child_edit (BkApplication *app,
            const char    *data_home)
{
  BkProfileEntry *entry;
  BkWindow *window = open_window (app, data_home, &entry);
  BkWorkload *workload = bk_profile_get_workload (bk_window_get_profile (window));
  SaveWatch watch = { entry, FALSE };

  g_assert_true (bk_window_get_profile (window) == bk_profile_entry_get_profile (entry));
  g_signal_connect (entry, "notify::saved", G_CALLBACK (saved_cb), &watch);
  printf ("start %u\n", bk_workload_get_gpus (workload));
  fflush (stdout);

  for (;;)
    {
      gboolean paused = FALSE;
      guint gpus = bk_workload_get_gpus (workload) + 1;

      watch.saved = FALSE;
      bk_workload_set_gpus (workload, gpus);
      bk_test_wait_for (is_saved, &watch);
      printf ("saved %u\n", gpus);
      fflush (stdout);

      g_timeout_add (g_random_int_range (0, 400), set_flag, &paused);
      bk_test_wait_for (flag_is_set, &paused);
    }

  return 0;
}

/* A restarted app: what its window shows for the profile. */
static int
child_show (BkApplication *app,
            const char    *data_home)
{
  BkProfileEntry *entry;
  BkWindow *window = open_window (app, data_home, &entry);
  BkProfile *profile = bk_window_get_profile (window);

  if (bk_profile_entry_get_error (entry) != NULL)
    g_error ("the app says: %s", bk_profile_entry_get_error (entry));
  printf ("gpus %u\n", bk_workload_get_gpus (bk_profile_get_workload (profile)));
  fflush (stdout);
  gtk_window_destroy (GTK_WINDOW (window));

  return 0;
}

/* The parent */

typedef struct
{
  GPid  pid;
  FILE *out;
} Child;

static void
start_child (Child      *child,
             const char *mode,
             const char *data_home)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", data_home, TRUE);
  const char *argv[] = { NULL, mode, NULL };
  g_autofree char *self = g_file_read_link ("/proc/self/exe", &error);
  int out_fd;

  g_assert_no_error (error);
  argv[0] = self;
  g_spawn_async_with_pipes (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                            &child->pid, NULL, &out_fd, NULL, &error);
  g_assert_no_error (error);
  child->out = fdopen (out_fd, "r");
  g_assert_nonnull (child->out);
}

/* Reads the child's next line, or NULL at the end. */
static char *
read_line (Child *child)
{
  char buffer[256];

  if (fgets (buffer, sizeof buffer, child->out) == NULL)
    return NULL;

  return g_strchomp (g_strdup (buffer));
}

static void
kill_child (Child *child)
{
  int status = 0;

  g_assert_cmpint (kill (child->pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (child->pid, &status, 0), ==, child->pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
  g_spawn_close_pid (child->pid);
}

static void
finish_child (Child *child)
{
  int status = 0;

  g_assert_cmpint (waitpid (child->pid, &status, 0), ==, child->pid);
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    g_error ("a child ended with wait status %d", status);
  g_spawn_close_pid (child->pid);
  fclose (child->out);
}

/* A library with the one profile the children work on. */
static char *
make_library (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = g_dir_make_tmp ("test-crash-safety-XXXXXX", &error);
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new ();

  g_assert_no_error (error);
  folder = library_folder (data_home);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  path = g_build_filename (folder, PROFILE_FILE, NULL);
  file = g_file_new_for_path (path);

  bk_profile_set_name (profile, "Crash test");
  make_version (profile, FALSE);
  bk_workload_set_gpus (bk_profile_get_workload (profile), 1);
  bk_profile_save_to_file (profile, file, NULL, &error);
  g_assert_no_error (error);

  return g_steal_pointer (&data_home);
}

/* The profile on disk, which must load; the library folder must hold no other profile (a
 * temporary file of an interrupted write starts with a dot and is not one). */
static BkProfile *
load_from_disk (const char *data_home)
{
  g_autofree char *folder = library_folder (data_home);
  g_autofree char *path = g_build_filename (folder, PROFILE_FILE, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GError) error = NULL;
  BkProfile *profile;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.')
      g_assert_cmpstr (name, ==, PROFILE_FILE);

  profile = bk_profile_new_from_file (file, NULL, &error);
  g_assert_no_error (error);

  return profile;
}

static void
test_save_loop (void)
{
  g_autofree char *data_home = make_library ();
  guint seen[3] = { 0, 0, 0 };

  for (guint i = 0; i < SAVE_LOOP_KILLS; i++)
    {
      g_autoptr(BkProfile) profile = NULL;
      g_autofree char *line = NULL;
      Child child;

      start_child (&child, "--save-loop", data_home);
      line = read_line (&child);
      g_assert_cmpstr (line, ==, "ready");
      g_usleep (g_test_rand_int_range (0, 40000));
      kill_child (&child);
      fclose (child.out);

      profile = load_from_disk (data_home);
      seen[which_version (profile)]++;
      g_assert_cmpuint (seen[0], ==, 0);
    }

  g_test_message ("first version %u times, second %u times", seen[1], seen[2]);
  bk_test_remove_tree (data_home);
}

static void
test_kill_while_editing (void)
{
  g_autofree char *data_home = make_library ();
  guint on_disk = 1;

  for (guint round = 0; round < EDIT_ROUNDS; round++)
    {
      g_autoptr(BkProfile) profile = NULL;
      g_autofree char *line = NULL;
      guint saves = g_test_rand_int_range (1, 4);
      guint start = 0, last_saved;
      Child child;

      start_child (&child, "--edit", data_home);
      line = read_line (&child);
      g_assert_nonnull (line);
      g_assert_true (sscanf (line, "start %u", &start) == 1);
      g_assert_cmpuint (start, ==, on_disk);
      last_saved = start;

      for (guint i = 0; i < saves; i++)
        {
          g_autofree char *saved = read_line (&child);

          g_assert_nonnull (saved);
          g_assert_true (sscanf (saved, "saved %u", &last_saved) == 1);
        }

      /* Anywhere in the cycle: while an input changes, during the autosave's delay, while it
       * writes, or during the pause. */
      g_usleep (g_test_rand_int_range (0, 900000));
      kill_child (&child);
      for (char *more; (more = read_line (&child)) != NULL; g_free (more))
        g_assert_true (sscanf (more, "saved %u", &last_saved) == 1);
      fclose (child.out);

      /* The last autosave, or the change after it if its write was done but not reported. */
      profile = load_from_disk (data_home);
      on_disk = bk_workload_get_gpus (bk_profile_get_workload (profile));
      g_test_message ("round %u: last autosave %u, on disk %u", round, last_saved, on_disk);
      g_assert_cmpuint (on_disk, >=, last_saved);
      g_assert_cmpuint (on_disk, <=, last_saved + 1);

      /* Nothing else changed. */
      {
        g_autoptr(BkProfile) expected = bk_profile_new ();

        bk_profile_set_name (expected, "Crash test");
        make_version (expected, FALSE);
        bk_workload_set_gpus (bk_profile_get_workload (expected), on_disk);
        g_assert_true (bk_profile_equal (profile, expected));
      }

      /* The restarted app shows exactly that. */
      {
        g_autofree char *shown = NULL;
        guint gpus = 0;

        start_child (&child, "--show", data_home);
        shown = read_line (&child);
        g_assert_nonnull (shown);
        g_assert_true (sscanf (shown, "gpus %u", &gpus) == 1);
        g_assert_cmpuint (gpus, ==, on_disk);
        finish_child (&child);
      }
    }

  bk_test_remove_tree (data_home);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 2 && (g_str_equal (argv[1], "--edit") || g_str_equal (argv[1], "--show")
                    || g_str_equal (argv[1], "--save-loop")))
    {
      g_autoptr(BkApplication) app = NULL;
      g_autoptr(GError) error = NULL;
      const char *data_home = g_getenv ("XDG_DATA_HOME");

      g_assert_nonnull (data_home);
      if (g_str_equal (argv[1], "--save-loop"))
        return child_save_loop (data_home);

      gtk_init ();
      adw_init ();
      app = bk_application_new ();
      g_application_set_flags (G_APPLICATION (app),
                               G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
      g_application_register (G_APPLICATION (app), NULL, &error);
      g_assert_no_error (error);

      if (g_str_equal (argv[1], "--edit"))
        return child_edit (app, data_home);
      return child_show (app, data_home);
    }

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/crash-safety/save-loop", test_save_loop);
  g_test_add_func ("/crash-safety/kill-while-editing", test_kill_while_editing);

  return g_test_run ();
}
