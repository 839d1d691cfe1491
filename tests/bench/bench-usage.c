/* bench-usage.c: how fast the usage logs are read, and how much memory that takes
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage. Writes one-minute logs of 64 GPUs into a temporary folder (never
 * into the checkout): nvidia-smi CSV at a quarter of the size and at the full size, DCGM's
 * Prometheus JSON and sacct's allocations, then reads each once and reports MB/s and the peak
 * memory above the process's before the read (VmHWM, reset through /proc/self/clear_refs). The
 * size is BK_BENCH_USAGE_MB (256 by default; a year of 64 GPUs is about 1300).
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bk-usage.h"

#define GPUS 64
#define TARGET_MB_PER_S 130.0
#define TARGET_MEMORY_MIB 64.0
#define START 1767225600    /* 2026-01-01 00:00 UTC */

static guint64
read_status_kib (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, field);
  return line != NULL ? g_ascii_strtoull (line + strlen (field), NULL, 10) : 0;
}

static void
reset_peak (void)
{
  FILE *f = fopen ("/proc/self/clear_refs", "w");

  if (f != NULL)
    {
      fputs ("5", f);
      fclose (f);
    }
}

static void
stamp (char   *buffer,
       gint64  seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (seconds);
  g_autofree char *text = g_date_time_format (time, "%Y/%m/%d %H:%M:%S");

  strcpy (buffer, text);
}

/* nvidia-smi, header and units, one row a GPU a minute: about 80 bytes a row. */
static guint64
write_nvidia_smi (const char *path,
                  guint64     bytes)
{
  FILE *f = fopen (path, "w");
  guint64 written = 0;
  char time_text[32];

  g_assert (f != NULL);
  written += fprintf (f, "timestamp, index, uuid, utilization.gpu [%%], memory.used [MiB]\n");
  for (gint64 minute = 0; written < bytes; minute++)
    {
      stamp (time_text, START + minute * 60);
      for (guint gpu = 0; gpu < GPUS; gpu++)
        written += fprintf (f, "%s.%03u, %u, GPU-%08x-6f0a-4e1b-9a57-0c2d8e4f1a%02u, %u %%, "
                            "%u MiB\n", time_text, (guint) (minute * 7 % 1000), gpu % 8,
                            gpu / 8, gpu, (guint) ((minute * 13 + gpu * 7) % 101),
                            (guint) (40000 + gpu));
    }
  fclose (f);

  return written;
}

/* Prometheus' query_range: 64 series, one sample a minute each, on one line. */
static guint64
write_prometheus (const char *path,
                  guint64     bytes)
{
  FILE *f = fopen (path, "w");
  guint64 written = 0;
  guint64 per_series = bytes / GPUS / 18 + 1;

  g_assert (f != NULL);
  written += fprintf (f, "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[");
  for (guint gpu = 0; gpu < GPUS; gpu++)
    {
      written += fprintf (f, "%s{\"metric\":{\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",\"Hostname\":"
                          "\"node%u\",\"UUID\":\"GPU-%08x\",\"gpu\":\"%u\"},\"values\":[",
                          gpu ? "," : "", gpu / 8, gpu, gpu % 8);
      for (guint64 i = 0; i < per_series; i++)
        written += fprintf (f, "%s[%" G_GINT64_FORMAT ",\"%u\"]", i ? "," : "",
                            (gint64) (START + i * 60), (guint) ((i * 13 + gpu) % 101));
      written += fprintf (f, "]}");
    }
  written += fprintf (f, "]}}\n");
  fclose (f);

  return written;
}

/* sacct -P: jobs of two hours, each starting ten seconds after the last. */
static guint64
write_sacct (const char *path,
             guint64     bytes)
{
  FILE *f = fopen (path, "w");
  guint64 written = 0;
  char start_text[32], end_text[32];

  g_assert (f != NULL);
  written += fprintf (f, "JobID|Start|End|AllocTRES\n");
  for (guint64 job = 0; written < bytes; job++)
    {
      stamp (start_text, START + job * 10);
      stamp (end_text, START + job * 10 + 7200);
      start_text[10] = end_text[10] = 'T';
      written += fprintf (f, "%" G_GUINT64_FORMAT "|%s|%s|billing=16,cpu=16,gres/gpu=%u,"
                          "mem=128G,node=1\n", 100000 + job, start_text, end_text,
                          (guint) (1 + job % 8));
    }
  fclose (f);

  return written;
}

static gboolean
bench_file (const char *label,
            const char *path,
            guint64     size)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) summary = NULL;
  guint64 before, peak;
  gint64 start, end;
  double seconds, mb_per_s, mib;
  gboolean met;

  reset_peak ();
  before = read_status_kib ("VmRSS:");
  start = g_get_monotonic_time ();
  /* "now" three years on: a gigabyte of one series a minute a GPU spans two */
  summary = bk_usage_read_files (&file, 1, utc, START + 3 * 365 * 86400, NULL, NULL, NULL,
                                 &error);
  end = g_get_monotonic_time ();
  peak = read_status_kib ("VmHWM:");
  g_assert_no_error (error);

  seconds = (end - start) / 1e6;
  mb_per_s = size / 1e6 / seconds;
  mib = peak > before ? (peak - before) / 1024.0 : 0;
  met = mb_per_s >= TARGET_MB_PER_S && mib <= TARGET_MEMORY_MIB;

  printf ("usage: %s, %.0f MB read in %.2f s: %.0f MB/s, peak memory %.1f MiB above the %.1f MiB "
          "before; %u GPUs, %.0f GPU-hours\n", label, size / 1e6, seconds, mb_per_s, mib,
          before / 1024.0, summary->gpus, summary->gpu_hours);
  printf ("| usage: %s (%.0f MB) | %.0f MB/s | ≥ %.0f MB/s | %s |\n", label, size / 1e6, mb_per_s,
          TARGET_MB_PER_S, mb_per_s >= TARGET_MB_PER_S ? "met" : "MISSED");
  printf ("| usage: %s (%.0f MB), peak memory | +%.1f MiB | ≤ %.0f MiB | %s |\n", label,
          size / 1e6, mib, TARGET_MEMORY_MIB, mib <= TARGET_MEMORY_MIB ? "met" : "MISSED");

  return met;
}

int
main (void)
{
  const char *mb_text = g_getenv ("BK_BENCH_USAGE_MB");
  guint64 bytes = (mb_text != NULL ? g_ascii_strtoull (mb_text, NULL, 10) : 256) * 1000 * 1000;
  g_autofree char *dir = g_dir_make_tmp ("bk-bench-usage-XXXXXX", NULL);
  g_autofree char *small = g_build_filename (dir, "nvidia-smi-small.csv", NULL);
  g_autofree char *large = g_build_filename (dir, "nvidia-smi.csv", NULL);
  g_autofree char *json = g_build_filename (dir, "dcgm.json", NULL);
  g_autofree char *sacct = g_build_filename (dir, "sacct.txt", NULL);
  gboolean met = TRUE;
  guint64 size;

  g_assert (dir != NULL);

  size = write_nvidia_smi (small, bytes / 4);
  met &= bench_file ("nvidia-smi CSV", small, size);
  g_unlink (small);
  size = write_nvidia_smi (large, bytes);
  met &= bench_file ("nvidia-smi CSV", large, size);
  g_unlink (large);
  size = write_prometheus (json, bytes);
  met &= bench_file ("DCGM Prometheus JSON", json, size);
  g_unlink (json);
  size = write_sacct (sacct, bytes / 4);
  met &= bench_file ("Slurm sacct", sacct, size);
  g_unlink (sacct);
  g_rmdir (dir);

  return met ? EXIT_SUCCESS : EXIT_FAILURE;
}
