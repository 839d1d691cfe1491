/* test-credential.c: a server's credentials in a real keyring (gnome-keyring on a D-Bus
 * session of the test's own)
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The test starts dbus-daemon and gnome-keyring-daemon with a login keyring in a temporary
 * folder, stores, replaces, reads and removes a credential through the app's code, and stops
 * both daemons by their process ids. It skips, saying why, where either program is missing.
 */

#include "config.h"

#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>
#include <string.h>
#include <sys/types.h>
#include <glib/gstdio.h>

#include "bk-credential.h"
#include "bk-http-private.h"

static GPid bus_pid, keyring_pid;
static char *folder;

/* The daemons go when the test goes, even when an assertion ends it early. */
static void
die_with_parent (gpointer user_data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static gboolean
start_daemons (char **why)
{
  g_autofree char *dbus = g_find_program_in_path ("dbus-daemon");
  g_autofree char *keyring = g_find_program_in_path ("gnome-keyring-daemon");
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  g_autofree char *data_home = NULL;
  g_autofree char *control = NULL;
  const char *bus_argv[] = { "dbus-daemon", "--session", "--nofork", "--nopidfile",
                             "--print-address=1", NULL };
  const char *keyring_argv[] = { "gnome-keyring-daemon", "--foreground", "--login",
                                 "--components=secrets", NULL };
  g_auto(GStrv) env = NULL;
  int out = -1, in = -1;
  char buffer[512];
  gssize n;
  gint64 deadline;

  if (dbus == NULL || keyring == NULL)
    {
      *why = g_strdup_printf ("%s is not installed",
                              dbus == NULL ? "dbus-daemon" : "gnome-keyring-daemon");
      return FALSE;
    }

  folder = g_dir_make_tmp ("breakeven-keyring-XXXXXX", &error);
  g_assert_no_error (error);
  data_home = g_build_filename (folder, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_RUNTIME_DIR", folder, TRUE);
  g_setenv ("HOME", folder, TRUE);

  /* The daemons are not under test: the test's fatal warnings are not theirs. */
  env = g_get_environ ();
  env = g_environ_unsetenv (env, "G_DEBUG");
  env = g_environ_unsetenv (env, "G_ENABLE_DIAGNOSTIC");

  bus_argv[0] = dbus;
  g_spawn_async_with_pipes (NULL, (char **) bus_argv, env, G_SPAWN_DO_NOT_REAP_CHILD,
                            die_with_parent, NULL, &bus_pid, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  n = read (out, buffer, sizeof buffer - 1);
  g_assert_cmpint (n, >, 0);
  buffer[n] = '\0';
  close (out);
  address = g_strstrip (g_strdup (buffer));
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", address, TRUE);
  env = g_environ_setenv (env, "DBUS_SESSION_BUS_ADDRESS", address, TRUE);

  /* The login keyring is made and unlocked with the password read from the standard input. */
  keyring_argv[0] = keyring;
  g_spawn_async_with_pipes (NULL, (char **) keyring_argv, env,
                            G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL
                            | G_SPAWN_STDERR_TO_DEV_NULL,
                            die_with_parent, NULL, &keyring_pid, &in, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (write (in, "test", 4), ==, 4);
  close (in);

  /* Wait for the daemon's control socket: the keyring is unlocked then, and the bus starts
   * its secrets service on the first call (D-Bus activation hands it to this daemon). */
  control = g_build_filename (folder, "keyring", "control", NULL);
  deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (!g_file_test (control, G_FILE_TEST_EXISTS))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (20000);
    }

  return TRUE;
}

static void
stop_daemons (void)
{
  if (keyring_pid > 0)
    {
      kill (keyring_pid, SIGTERM);
      g_spawn_close_pid (keyring_pid);
    }
  if (bus_pid > 0)
    {
      kill (bus_pid, SIGTERM);
      g_spawn_close_pid (bus_pid);
    }
}

static void
remove_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (
    file, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);

  if (children != NULL)
    {
      GFileInfo *info;
      GFile *child;

      while (g_file_enumerator_iterate (children, &info, &child, NULL, NULL) && info != NULL)
        remove_tree (child);
    }
  g_file_delete (file, NULL, NULL);
}

static void
result_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);

  return *slot;
}

static void
store (GUri               *uri,
       const BkCredential *credential)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  bk_credential_store_async (uri, credential, NULL, result_cb, &result);
  g_assert_true (bk_credential_store_finish (wait_for (&result), &error));
  g_assert_no_error (error);
}

static BkCredential *
lookup (GUri *uri)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  BkCredential *credential;

  bk_credential_lookup_async (uri, NULL, result_cb, &result);
  credential = bk_credential_lookup_finish (wait_for (&result), &error);
  g_assert_no_error (error);

  return credential;
}

static void
test_keyring (void)
{
  g_autofree char *why = NULL;
  g_autoptr(GUri) uri = g_uri_parse ("https://prom.example.org:9090/api/v1/query_range",
                                     G_URI_FLAGS_NONE, NULL);
  g_autoptr(GUri) same = g_uri_parse ("https://PROM.example.org:9090/", G_URI_FLAGS_NONE, NULL);
  g_autoptr(GUri) other = g_uri_parse ("https://other.example.org/", G_URI_FLAGS_NONE, NULL);
  g_autoptr(BkCredential) token = bk_credential_new (BK_CREDENTIAL_BEARER, NULL, "t0ken");
  g_autoptr(BkCredential) basic = bk_credential_new (BK_CREDENTIAL_BASIC, "ada", "lovelace");
  g_autoptr(BkCredential) none = bk_credential_new (BK_CREDENTIAL_NONE, NULL, NULL);
  g_autoptr(BkCredential) found = NULL;
  g_autoptr(GError) error = NULL;

  if (!start_daemons (&why))
    {
      g_test_skip (why);
      return;
    }

  g_assert_null (lookup (uri));

  store (uri, token);
  found = lookup (same);
  g_assert_nonnull (found);
  g_assert_cmpint (found->kind, ==, BK_CREDENTIAL_BEARER);
  g_assert_cmpstr (found->secret, ==, "t0ken");
  g_assert_null (lookup (other));
  g_clear_pointer (&found, bk_credential_free);

  /* One item a server: the user name and password replace the token. */
  store (uri, basic);
  found = bk_credential_lookup_sync (uri, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (found);
  g_assert_cmpint (found->kind, ==, BK_CREDENTIAL_BASIC);
  g_assert_cmpstr (found->user, ==, "ada");
  g_assert_cmpstr (found->secret, ==, "lovelace");

  {
    g_autoptr(BkHttpRequest) request = bk_http_request_new ("https://prom.example.org:9090/",
                                                            NULL);

    bk_credential_apply (found, request);
    g_assert_cmpstr (request->authorization, ==, "Basic YWRhOmxvdmVsYWNl");
    bk_credential_apply (token, request);
    g_assert_cmpstr (request->authorization, ==, "Bearer t0ken");
  }

  store (uri, none);
  g_assert_null (lookup (uri));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/credential/keyring", test_keyring);
  status = g_test_run ();

  stop_daemons ();
  if (folder != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (folder);

      remove_tree (file);
      g_free (folder);
    }

  return status;
}
