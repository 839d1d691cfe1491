/* fuzz-usage.c: feeds arbitrary bytes to one of the usage logs' readers and, when they read, to
 * the derivation and the text and JSON of its summary
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage. Built once a format (-DBK_FUZZ_USAGE_SOURCE=0, 1 or 2: nvidia-smi,
 * DCGM, Slurm), each with its own corpus in tests/fuzz-usage/: as libFuzzer targets with
 * -fsanitize=fuzzer (build-aux/dev fuzz), and as plain programs that replay the corpora and every
 * crash ever found in the test suite.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "bk-usage-private.h"

#ifndef BK_FUZZ_USAGE_SOURCE
#define BK_FUZZ_USAGE_SOURCE BK_USAGE_SOURCE_NVIDIA_SMI
#endif

/* 2026-12-04 00:00 UTC: what "now" is for the fuzzer */
#define NOW 1796342400

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

/* Reads @data as a file of the format, or (@hourly) as a Prometheus server's hourly averages,
 * whose series have no name (bk-usage-query.c). */
static void
read_once (const guint8 *data,
           size_t        size,
           gboolean      hourly)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(BkUsageReader) reader = bk_usage_reader_new (utc, NOW);
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (data, size, NULL);
  g_autoptr(BkUsageSummary) summary = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();

  if (!(hourly ? bk_usage_reader_add_hourly (reader, stream, "fuzz.log",
                                              BK_USAGE_METRIC_ENGINE_ACTIVE, NULL, &error)
               : bk_usage_reader_add_stream_as (reader, stream, "fuzz.log", BK_FUZZ_USAGE_SOURCE,
                                                NULL, &error))
      || (summary = bk_usage_reader_finish (reader, &error)) == NULL)
    {
      /* Every rejection names the file, in one line. */
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.log"));
      g_assert_null (strchr (error->message, '\n'));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return;
    }

  /* What reads gives a workload within the profile's limits and words that say why. */
  g_assert_cmpfloat (summary->utilisation, >=, 0);
  g_assert_cmpfloat (summary->utilisation, <=, 100);
  g_assert_cmpuint (summary->base + summary->peaks, ==, summary->peak);
  g_assert_cmpuint (summary->burst_interval_days, >=, 1);
  g_assert_cmpfloat (summary->growth_percent, >=, -50);
  g_assert_cmpfloat (summary->growth_percent, <=, 300);
  g_assert_cmpfloat (summary->covered_hours, >, 0);

  text = bk_usage_summary_to_text (summary);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  json = bk_usage_summary_to_json (summary);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  read_once (data, size, FALSE);
  if (BK_FUZZ_USAGE_SOURCE == BK_USAGE_SOURCE_DCGM)
    read_once (data, size, TRUE);

  return 0;
}

#ifndef BK_FUZZING
/* Replays every file of the folders named on the command line, as TAP. */
int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  g_print ("TAP version 13\n");
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GDir) dir = g_dir_open (argv[i], 0, NULL);
      const char *name;

      if (dir == NULL)
        continue;
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);
          g_autofree char *contents = NULL;
          gsize length = 0;

          if (!g_file_get_contents (path, &contents, &length, NULL))
            continue;
          LLVMFuzzerTestOneInput ((const guint8 *) contents, length);
          g_print ("ok %u - %s\n", ++n, path);
        }
    }
  g_print ("1..%u\n", n);

  return 0;
}
#endif
