/* bk-test-prometheus.c: Debian's prometheus on a history backfilled with promtool
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bk-test-prometheus.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bk-http.h"
#include "bk-test-server.h"

struct _BkTestPrometheus
{
  GPid  pid;
  char *uri;
};

gboolean
bk_test_prometheus_available (char **why)
{
  g_autofree char *prometheus = g_find_program_in_path ("prometheus");
  g_autofree char *promtool = g_find_program_in_path ("promtool");

  if (prometheus != NULL && promtool != NULL)
    return TRUE;
  if (why != NULL)
    *why = g_strdup ("prometheus and promtool are not installed (Debian’s package prometheus)");

  return FALSE;
}

static void
die_with_parent (gpointer user_data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

void
bk_test_prometheus_backfill (const char *openmetrics,
                             const char *tsdb)
{
  const char *argv[] = { "promtool", "tsdb", "create-blocks-from", "openmetrics",
                         "--max-block-duration=87600h", openmetrics, tsdb, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *output = NULL;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                die_with_parent, NULL, NULL, &output, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("promtool failed: %s", output);
}

/* Polls /-/ready until the server is ready, it died, or a minute went by. */
static gboolean
wait_ready (const char *base,
            GPid        pid)
{
  g_autofree char *uri = g_strconcat (base, "/-/ready", NULL);
  g_autoptr(BkHttpClient) client = bk_http_client_new ();
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline)
    {
      g_autoptr(BkHttpRequest) request = bk_http_request_new (uri, NULL);
      g_autoptr(GBytes) bytes = NULL;

      bk_http_request_set_timeout (request, 5);
      bytes = bk_http_client_get_bytes (client, request, NULL, NULL);
      if (bytes != NULL)
        return TRUE;
      if (kill (pid, 0) != 0)
        return FALSE;
      g_usleep (100000);
    }

  return FALSE;
}

BkTestPrometheus *
bk_test_prometheus_start (const char *tsdb)
{
  g_autofree char *config = g_strconcat (tsdb, ".yml", NULL);
  g_autofree char *config_arg = g_strconcat ("--config.file=", config, NULL);
  g_autofree char *tsdb_arg = g_strconcat ("--storage.tsdb.path=", tsdb, NULL);
  g_autoptr(GError) error = NULL;
  BkTestPrometheus *self = g_new0 (BkTestPrometheus, 1);

  g_file_set_contents (config, "# No scrapes: the history is backfilled.\n", -1, &error);
  g_assert_no_error (error);

  /* A free port, tried again if another process takes it first. */
  for (guint attempt = 0; attempt < 5; attempt++)
    {
      guint port = bk_test_free_port ();
      g_autofree char *listen = g_strdup_printf ("--web.listen-address=127.0.0.1:%u", port);
      const char *argv[] = { "prometheus", config_arg, tsdb_arg,
                             "--storage.tsdb.retention.time=20y", listen, "--log.level=error",
                             NULL };

      g_spawn_async (NULL, (char **) argv, NULL,
                     G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL
                     | G_SPAWN_STDERR_TO_DEV_NULL,
                     die_with_parent, NULL, &self->pid, &error);
      g_assert_no_error (error);
      self->uri = g_strdup_printf ("http://127.0.0.1:%u", port);
      if (wait_ready (self->uri, self->pid))
        return self;
      kill (self->pid, SIGTERM);
      g_spawn_close_pid (self->pid);
      g_clear_pointer (&self->uri, g_free);
    }
  g_error ("prometheus did not answer on %s", tsdb);
}

const char *
bk_test_prometheus_get_uri (BkTestPrometheus *self)
{
  return self->uri;
}

double
bk_test_prometheus_cpu_seconds (BkTestPrometheus *self)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) self->pid);
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return 0;
  /* The name, in parentheses, may hold spaces: the fields after it, from the state on. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return 0;
  fields = g_strsplit (after_name + 2, " ", 0);
  if (g_strv_length (fields) < 13)
    return 0;

  /* utime and stime, the 14th and 15th fields of proc_pid_stat(5), in clock ticks. */
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL))
         / (double) sysconf (_SC_CLK_TCK);
}

void
bk_test_prometheus_stop (BkTestPrometheus *self)
{
  kill (self->pid, SIGTERM);
  waitpid (self->pid, NULL, 0);
  g_spawn_close_pid (self->pid);
  g_free (self->uri);
  g_free (self);
}
