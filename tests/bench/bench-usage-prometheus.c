/* bench-usage-prometheus.c: a year of 64 GPUs read from a local Prometheus, beside the same
 * history read from a file
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage, "From a Prometheus server". Writes a year of dcgm-exporter's
 * DCGM_FI_DEV_GPU_UTIL for 64 GPUs on eight hosts, backfills it with promtool (a block a month)
 * into a temporary folder, starts Debian's prometheus on a free port of the loopback address and
 * reads the year through the app's own query (query_range of each GPU's hourly average, in its
 * chunks of 30 days); then reads the same samples from a query_range file as a team would export
 * it. Both must give the same figures. The samples are BK_BENCH_PROMETHEUS_STEP seconds apart,
 * 300 by default: the exporter's usual 30 to 60 seconds make 34 to 67 million samples a year,
 * whose backfill alone takes longer on a small machine than the bench's budget; the server's
 * work grows with the samples, the app's with the hours. Prints the backfill's time too.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bk-test-prometheus.h"
#include "bk-test-utils.h"
#include "bk-usage.h"

#define GPUS 64
#define DAYS 365
#define MONTH_DAYS 30
#define START 1767225600    /* 2026-01-01 00:00 UTC */
#define OFFSET 17           /* the scrapes' second within their step */
#define NOW (START + (DAYS + 1) * 86400)
/* CPU time, which the machine's load moves far less than the wall's: the app's and the
 * server's together for the server, and the reader's MB/s as bench-usage asks of it. */
#define TARGET_SERVER_CPU_S 60.0
#define TARGET_FILE_MB_PER_CPU_S 130.0

static guint step = 300;

/* GPU @g's utilisation in percent at sample @i: eight GPUs busy day and night, the others
 * following the working day, and bursts of the last sixteen every few weeks. */
static guint
utilisation (guint  g,
             gint64 i)
{
  gint64 t = i * step;
  gint64 hour = t / 3600 % 24, day = t / 86400;

  if (g < 8)
    return 70 + (guint) ((i * 13 + g) % 25);
  if (g >= 48)
    return day % 21 < 4 ? 90 + (guint) ((i + g) % 10) : 0;
  return hour >= 8 && hour < 20 ? 40 + (guint) ((i * 7 + g) % 50) : (guint) ((i + g) % 4);
}

/* GPU @g's labels as dcgm-exporter sets them, as JSON ("name":"value") or OpenMetrics
 * (name="value"). */
static void
labels (GString  *out,
        guint     g,
        gboolean  json)
{
  g_autofree char *uuid = g_strdup_printf ("GPU-6f0a1b2c-0000-4000-8000-0000%08x", g);
  g_autofree char *host = g_strdup_printf ("node-%u", g / 8);
  g_autofree char *gpu = g_strdup_printf ("%u", g % 8);
  g_autofree char *device = g_strdup_printf ("nvidia%u", g % 8);
  g_autofree char *instance = g_strdup_printf ("10.0.0.%u:9400", g / 8 + 1);
  const char *pairs[][2] = {
    { "Hostname", host }, { "UUID", uuid }, { "device", device }, { "gpu", gpu },
    { "instance", instance }, { "job", "dcgm-exporter" }, { "modelName", "NVIDIA H100 80GB HBM3" },
  };

  g_string_truncate (out, 0);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    g_string_append_printf (out, json ? "%s\"%s\":\"%s\"" : "%s%s=\"%s\"", i ? "," : "",
                            pairs[i][0], pairs[i][1]);
}

/* The samples of [@from, @to) as OpenMetrics for promtool: its size in bytes. */
static guint64
write_openmetrics (const char *path,
                   gint64      from,
                   gint64      to)
{
  FILE *f = fopen (path, "w");
  guint64 written = 0;

  g_assert (f != NULL);
  written += fprintf (f, "# TYPE DCGM_FI_DEV_GPU_UTIL gauge\n");
  for (guint g = 0; g < GPUS; g++)
    {
      g_autoptr(GString) om = g_string_new (NULL);

      labels (om, g, FALSE);
      for (gint64 i = (from - START) / step; START + i * step < to; i++)
        written += fprintf (f, "DCGM_FI_DEV_GPU_UTIL{%s} %u %" G_GINT64_FORMAT "\n", om->str,
                            utilisation (g, i), (gint64) (START + i * step + OFFSET));
    }
  written += fprintf (f, "# EOF\n");
  fclose (f);

  return written;
}

/* The whole year as one query_range answer: its size in bytes. */
static guint64
write_query_range (const char *path)
{
  FILE *f = fopen (path, "w");
  guint64 written = 0;

  g_assert (f != NULL);
  written += fprintf (f, "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[");
  for (guint g = 0; g < GPUS; g++)
    {
      g_autoptr(GString) json = g_string_new (NULL);

      labels (json, g, TRUE);
      written += fprintf (f, "%s{\"metric\":{\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",%s},"
                          "\"values\":[", g ? "," : "", json->str);
      for (gint64 i = 0; i < (gint64) DAYS * 86400 / step; i++)
        written += fprintf (f, "%s[%" G_GINT64_FORMAT ",\"%u\"]", i ? "," : "",
                            (gint64) (START + i * step + OFFSET), utilisation (g, i));
      written += fprintf (f, "]}");
    }
  written += fprintf (f, "]}}\n");
  fclose (f);

  return written;
}

static double
seconds_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1e6;
}

/* The CPU time of this process, all its threads, in seconds. */
static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);

  return now.tv_sec + now.tv_nsec / 1e9;
}

int
main (void)
{
  const char *step_text = g_getenv ("BK_BENCH_PROMETHEUS_STEP");
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(BkUsageSummary) from_file = NULL;
  g_autoptr(BkUsageSummary) from_server = NULL;
  g_autofree char *why = NULL;
  g_autofree char *dir = NULL, *tsdb = NULL, *json = NULL;
  g_autofree char *label = NULL;
  guint64 om_bytes = 0, json_bytes;
  double backfill_s, server_s, file_s, app_cpu_s, server_cpu_s, file_cpu_s, file_mb_per_cpu_s;
  gboolean same;
  gint64 start;

  if (step_text != NULL)
    step = (guint) g_ascii_strtoull (step_text, NULL, 10);
  g_assert (step >= 1 && 3600 % step == 0);

  if (!bk_test_prometheus_available (&why))
    {
      printf ("usage-prometheus: skipped: %s\n", why);
      return 77;
    }

  dir = g_dir_make_tmp ("bk-bench-prometheus-XXXXXX", &error);
  g_assert_no_error (error);
  tsdb = g_build_filename (dir, "tsdb", NULL);
  json = g_build_filename (dir, "query_range.json", NULL);

  /* promtool holds a file's samples in memory: a month at a time. */
  start = g_get_monotonic_time ();
  for (gint64 from = START; from < START + (gint64) DAYS * 86400;
       from += (gint64) MONTH_DAYS * 86400)
    {
      g_autofree char *om = g_build_filename (dir, "month.om", NULL);

      om_bytes += write_openmetrics (om, from, MIN (from + (gint64) MONTH_DAYS * 86400,
                                                    START + (gint64) DAYS * 86400));
      bk_test_prometheus_backfill (om, tsdb);
      g_unlink (om);
    }
  backfill_s = seconds_since (start);

  {
    g_autoptr(BkTestPrometheus) server = bk_test_prometheus_start (tsdb);
    g_autoptr(BkUsageQuery) query = bk_usage_query_new (bk_test_prometheus_get_uri (server),
                                                        &error);
    double app_cpu, server_cpu;

    g_assert_no_error (error);
    bk_usage_query_set_period (query, START, START + (gint64) DAYS * 86400);
    start = g_get_monotonic_time ();
    app_cpu = cpu_seconds ();
    server_cpu = bk_test_prometheus_cpu_seconds (server);
    from_server = bk_usage_query_run (query, utc, NOW, NULL, &error);
    server_s = seconds_since (start);
    app_cpu_s = cpu_seconds () - app_cpu;
    server_cpu_s = bk_test_prometheus_cpu_seconds (server) - server_cpu;
    g_assert_no_error (error);
  }
  bk_test_remove_tree (tsdb);

  json_bytes = write_query_range (json);
  {
    g_autoptr(GFile) file = g_file_new_for_path (json);

    double file_cpu;

    start = g_get_monotonic_time ();
    file_cpu = cpu_seconds ();
    from_file = bk_usage_read_files (&file, 1, utc, NOW, NULL, NULL, NULL, &error);
    file_s = seconds_since (start);
    file_cpu_s = cpu_seconds () - file_cpu;
    g_assert_no_error (error);
  }
  bk_test_remove_tree (dir);

  same = from_server->gpus == from_file->gpus
         && from_server->covered_hours == from_file->covered_hours
         && fabs (from_server->gpu_hours - from_file->gpu_hours) <= 1e-9 * from_file->gpu_hours
         && from_server->base == from_file->base && from_server->peak == from_file->peak
         && from_server->bursts == from_file->bursts
         && from_server->burst_days == from_file->burst_days;

  label = g_strdup_printf ("a year of %u GPUs, a sample each %u s (%.1f million)", GPUS, step,
                           (double) GPUS * DAYS * 86400 / step / 1e6);
  printf ("usage-prometheus: %s: backfilled with promtool in %.1f s (%.0f MB of OpenMetrics)\n",
          label, backfill_s, om_bytes / 1e6);
  file_mb_per_cpu_s = json_bytes / 1e6 / file_cpu_s;
  printf ("usage-prometheus: from the local Prometheus in %.2f s (CPU: the app %.2f s, the server "
          "%.2f s); from a %.0f MB query_range file in %.2f s (CPU %.2f s, %.0f MB/s); %u GPUs, "
          "%.0f GPU-hours, base %u, peak %u (%s)\n", server_s, app_cpu_s, server_cpu_s,
          json_bytes / 1e6, file_s, file_cpu_s, file_mb_per_cpu_s, from_server->gpus,
          from_server->gpu_hours, from_server->base, from_server->peak,
          same ? "the same figures" : "FIGURES DIFFER");
  printf ("| usage: %s, from Prometheus, CPU of app and server | %.2f s | ≤ %.0f s | %s |\n",
          label, app_cpu_s + server_cpu_s, TARGET_SERVER_CPU_S,
          app_cpu_s + server_cpu_s <= TARGET_SERVER_CPU_S && same ? "met" : "MISSED");
  printf ("| usage: %s, from a file | %.0f MB/s of CPU time | ≥ %.0f MB/s | %s |\n", label,
          file_mb_per_cpu_s, TARGET_FILE_MB_PER_CPU_S,
          file_mb_per_cpu_s >= TARGET_FILE_MB_PER_CPU_S && same ? "met" : "MISSED");

  return same && app_cpu_s + server_cpu_s <= TARGET_SERVER_CPU_S
         && file_mb_per_cpu_s >= TARGET_FILE_MB_PER_CPU_S ? EXIT_SUCCESS : EXIT_FAILURE;
}
