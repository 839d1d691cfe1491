/* bench-startup.c: start-up time and memory of the app showing a result page, against a bare window
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starts "breakeven PROFILE" and tests/bench/bench-bare-window in turns, each with
 * BREAKEVEN_BENCH_STARTUP=1, so that each prints the moment of its first painted frame (the app:
 * the first one that shows the profile's page) and its peak memory, then quits (see
 * src/bk-startup-probe.c). The time counts from just before the exec, on the monotonic clock
 * that all processes share. Both run with the same environment, display and renderer, in the
 * same run, and the figures are medians over the runs.
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

#include "bk-test-utils.h"

#define WARM_UP_RUNS 2
#define RUNS 31
#define TIME_RATIO_TARGET 1.25
#define MEMORY_TARGET_MIB 20.0

typedef struct
{
  double ms;
  double rss_mib;
} Sample;

static gboolean
run_once (char       **argv,
          char       **envp,
          Sample      *sample,
          GError     **error)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  gint64 start, painted;
  long rss_kib;
  int wait_status;

  start = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &wait_status,
                     error))
    return FALSE;

  if (!g_spawn_check_wait_status (wait_status, error))
    {
      g_prefix_error (error, "%s: %s: ", argv[0], err);
      return FALSE;
    }

  if (out == NULL || sscanf (out, "first-frame %" G_GINT64_FORMAT " %ld", &painted, &rss_kib) != 2)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s printed no first frame: %s%s",
                   argv[0], out ? out : "", err ? err : "");
      return FALSE;
    }

  sample->ms = (painted - start) / 1000.0;
  sample->rss_mib = rss_kib / 1024.0;

  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  const char *build_dir = g_getenv ("BK_BUILD_DIR");
  const char *source_dir = g_getenv ("BK_SOURCE_DIR");
  g_autofree char *app = NULL;
  g_autofree char *bare = NULL;
  g_autofree char *profile = NULL;
  g_autofree char *home = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) envp = g_get_environ ();
  double app_ms[RUNS], bare_ms[RUNS], app_rss[RUNS], bare_rss[RUNS];
  double app_time, bare_time, app_mem, bare_mem, ratio, extra;
  gboolean met = TRUE;

  if (build_dir == NULL || source_dir == NULL)
    {
      fprintf (stderr, "startup: run through meson (BK_BUILD_DIR and BK_SOURCE_DIR)\n");
      return EXIT_FAILURE;
    }

  app = g_build_filename (build_dir, "src", "breakeven", NULL);
  bare = g_build_filename (build_dir, "tests", "bench", "bench-bare-window", NULL);
  profile = g_build_filename (source_dir, "data", "profiles", "llm-team-h100.json", NULL);

  /* A home of their own, kept across the runs: after the first run the app starts as it does
   * every day, with its library in place. */
  home = g_dir_make_tmp ("bk-bench-startup-XXXXXX", &error);
  g_assert_no_error (error);
  envp = g_environ_setenv (envp, "BREAKEVEN_BENCH_STARTUP", "1", TRUE);
  envp = g_environ_setenv (envp, "HOME", home, TRUE);
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", home, TRUE);
  envp = g_environ_setenv (envp, "XDG_CONFIG_HOME", home, TRUE);
  envp = g_environ_setenv (envp, "XDG_CACHE_HOME", home, TRUE);
  envp = g_environ_setenv (envp, "XDG_STATE_HOME", home, TRUE);

  /* In turns, so that anything else the machine does weighs on both alike. */
  for (guint i = 0; i < WARM_UP_RUNS + RUNS; i++)
    {
      char *app_argv[] = { app, profile, NULL };
      char *bare_argv[] = { bare, NULL };
      Sample a, b;

      if (!run_once (app_argv, envp, &a, &error) || !run_once (bare_argv, envp, &b, &error))
        {
          fprintf (stderr, "startup: %s\n", error->message);
          return EXIT_FAILURE;
        }

      if (i >= WARM_UP_RUNS)
        {
          app_ms[i - WARM_UP_RUNS] = a.ms;
          app_rss[i - WARM_UP_RUNS] = a.rss_mib;
          bare_ms[i - WARM_UP_RUNS] = b.ms;
          bare_rss[i - WARM_UP_RUNS] = b.rss_mib;
        }
    }

  app_time = bk_bench_median (app_ms, RUNS);
  bare_time = bk_bench_median (bare_ms, RUNS);
  app_mem = bk_bench_median (app_rss, RUNS);
  bare_mem = bk_bench_median (bare_rss, RUNS);
  ratio = app_time / bare_time;
  extra = app_mem - bare_mem;

  printf ("startup: app %.0f ms (fastest %.0f, slowest %.0f), bare window %.0f ms, ratio %.2f; "
          "peak RSS app %.1f MiB, bare window %.1f MiB\n",
          app_time, app_ms[0], app_ms[RUNS - 1], bare_time, ratio, app_mem, bare_mem);

  /* The rows of build-aux/dev bench's table. */
  printf ("| start-up: bare AdwApplicationWindow, exec to first painted frame | %.0f ms | "
          "(yardstick) | |\n", bare_time);
  printf ("| start-up: exec to first painted frame of a profile's page | %.0f ms = %.2f× bare | "
          "≤ %.2f× | %s |\n", app_time, ratio, TIME_RATIO_TARGET,
          ratio <= TIME_RATIO_TARGET ? "met" : "MISSED");
  printf ("| memory: peak RSS showing a profile's page | %.1f MiB = bare %.1f MiB %+.1f MiB | "
          "≤ +%.0f MiB | %s |\n", app_mem, bare_mem, extra, MEMORY_TARGET_MIB,
          extra <= MEMORY_TARGET_MIB ? "met" : "MISSED");

  met = ratio <= TIME_RATIO_TARGET && extra <= MEMORY_TARGET_MIB;

  bk_test_remove_tree (home);

  return met ? EXIT_SUCCESS : EXIT_FAILURE;
}
