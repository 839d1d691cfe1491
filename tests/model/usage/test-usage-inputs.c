/* test-usage-inputs.c: what real tools write, read right or refused with words a user can act on
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage. Samples shaped like those in dcgm-exporter's, nvidia-smi
 * loggers', Slurm's and Kubernetes' own documentation and issues: DCGM's other metrics and
 * aggregates, nvidia-smi logs that tell GPUs apart by their PCI bus, one GPU's series split by
 * a pod label or by MIG instances, a driver message or a DCGM marker in a year of samples, a
 * byte-order mark, UTF-16, sacct without -P, a rotated log without its header.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-usage.h"
#include "bk-test-utils.h"

/* 2026-12-04 00:00 UTC */
#define NOW 1796342400
/* 2026-11-02 10:00 UTC */
#define T10 1793613600

static BkUsageSummary *
read_texts (GError **error,
            ...)
{
  g_autoptr(BkUsageReader) reader = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  const char *name;
  va_list args;

  reader = bk_usage_reader_new (utc, NOW);
  va_start (args, error);
  while ((name = va_arg (args, const char *)) != NULL)
    {
      const char *text = va_arg (args, const char *);
      gsize length = va_arg (args, gsize);
      g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (text, length, NULL);

      if (!bk_usage_reader_add_stream (reader, stream, name, NULL, error))
        {
          va_end (args);
          return NULL;
        }
    }
  va_end (args);

  return bk_usage_reader_finish (reader, error);
}

static BkUsageSummary *
read_one (const char  *name,
          const char  *text,
          GError     **error)
{
  return read_texts (error, name, text, strlen (text), NULL);
}

/* One query_range series: @labels inside {}, @values "[t,\"v\"],…". */
static char *
series (const char *labels,
        const char *values)
{
  return g_strdup_printf ("{\"metric\":{%s},\"values\":[%s]}", labels, values);
}

static char *
matrix (const char *first,
        ...)
{
  GString *json = g_string_new ("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                                "\"result\":[");
  const char *one = first;
  va_list args;

  va_start (args, first);
  for (guint i = 0; one != NULL; i++, one = va_arg (args, const char *))
    g_string_append_printf (json, "%s%s", i ? "," : "", one);
  va_end (args);
  g_string_append (json, "]}}");

  return g_string_free (json, FALSE);
}

/* Two samples a GPU in the hour 10Z at @value each. */
static char *
hour_values (const char *value)
{
  return g_strdup_printf ("[%d,\"%s\"],[%d,\"%s\"]", T10 + 60, value, T10 + 1860, value);
}

#define GPU0 "\"Hostname\":\"node1\",\"UUID\":\"GPU-0001\",\"gpu\":\"0\",\"device\":\"nvidia0\"," \
             "\"instance\":\"10.0.0.11:9400\",\"job\":\"dcgm\""
#define GPU1 "\"Hostname\":\"node1\",\"UUID\":\"GPU-0002\",\"gpu\":\"1\",\"device\":\"nvidia1\"," \
             "\"instance\":\"10.0.0.11:9400\",\"job\":\"dcgm\""

/* Defect 1: the metric decides how a series is read, and a series must name its GPU. */
static void
test_dcgm_metric (void)
{
  g_autoptr(GError) error = NULL;

  /* DCGM_FI_PROF_GR_ENGINE_ACTIVE is a ratio: 0.85 is 85 % busy, not 0.85 %. */
  {
    g_autofree char *values = hour_values ("0.85");
    g_autofree char *one = series ("\"__name__\":\"DCGM_FI_PROF_GR_ENGINE_ACTIVE\"," GPU0, values);
    g_autofree char *json = matrix (one, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("engine.json", json, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 0.85, 1e-9);
    g_assert_cmpfloat_with_epsilon (s->utilisation, 85, 1e-9);
    g_assert_cmpstr (s->metric, ==, "DCGM_FI_PROF_GR_ENGINE_ACTIVE");
  }

  /* DCGM_FI_DEV_GPU_UTIL is a percentage. */
  {
    g_autofree char *values = hour_values ("85");
    g_autofree char *one = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0, values);
    g_autofree char *json = matrix (one, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("util.json", json, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 0.85, 1e-9);
    g_assert_cmpstr (s->metric, ==, "DCGM_FI_DEV_GPU_UTIL");
  }

  /* A temperature of 45 °C is not 45 % busy. */
  {
    g_autofree char *values = hour_values ("45");
    g_autofree char *one = series ("\"__name__\":\"DCGM_FI_DEV_GPU_TEMP\"," GPU0, values);
    g_autofree char *json = matrix (one, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("temp.json", json, &error);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
    g_assert_nonnull (strstr (error->message, "DCGM_FI_DEV_GPU_TEMP is not a GPU’s utilisation"));
    g_assert_nonnull (strstr (error->message, "DCGM_FI_DEV_GPU_UTIL"));
    g_clear_error (&error);
  }

  /* avg(DCGM_FI_DEV_GPU_UTIL): neither a name nor a GPU; sum by (Hostname): no GPU. */
  {
    g_autofree char *values = hour_values ("85");
    g_autofree char *one = series ("", values);
    g_autofree char *json = matrix (one, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("avg.json", json, &error);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
    g_assert_nonnull (strstr (error->message, "__name__"));
    g_clear_error (&error);
  }
  {
    g_autofree char *values = hour_values ("85");
    g_autofree char *one = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",\"Hostname\":\"node1\"",
                                   values);
    g_autofree char *json = matrix (one, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("by-host.json", json, &error);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
    g_assert_nonnull (strstr (error->message, "no label that names its GPU"));
    g_clear_error (&error);
  }

  /* A series without values (a GPU that was not there in the period) is no GPU. */
  {
    g_autofree char *values = hour_values ("85");
    g_autofree char *empty = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU1, "");
    g_autofree char *one = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0, values);
    g_autofree char *json = matrix (empty, one, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("empty.json", json, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (s->gpus, ==, 1);
  }

  /* Two metrics at once would count every GPU twice. */
  {
    g_autofree char *values = hour_values ("85");
    g_autofree char *a = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0, values);
    g_autofree char *b = series ("\"__name__\":\"DCGM_FI_PROF_GR_ENGINE_ACTIVE\"," GPU1, values);
    g_autofree char *json = matrix (a, b, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("both.json", json, &error);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_MIXED);
    g_clear_error (&error);
  }
}

/* Defect 2: pci.bus_id tells the GPUs of a log apart when it is the only GPU column. */
static void
test_nvidia_smi_bus_id (void)
{
  const char *log = "timestamp, pci.bus_id, utilization.gpu [%]\n"
                    "2026/11/02 10:00:00.000, 00000000:3B:00.0, 81 %\n"
                    "2026/11/02 10:00:00.000, 00000000:86:00.0, 21 %\n"
                    "2026/11/02 10:01:00.000, 00000000:3B:00.0, 81 %\n"
                    "2026/11/02 10:01:00.000, 00000000:86:00.0, 21 %\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_one ("gpu-log.csv", log, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (s->gpus, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->gpu_hours, 1.02, 1e-9);
  g_assert_cmpuint (s->base, ==, 2);
}

/* Defect 3: one GPU in several series, from a pod label that changes (listed in any order, a
 * boundary hour shared) or from MIG instances (each its share of the GPU). */
static void
test_dcgm_merged_series (void)
{
  g_autoptr(GError) error = NULL;

  {
    /* Pod b from 10:40 to 12:10, pod a from 08:10 to 10:20, listed in that order: hour 10 has
     * a's 10:10 and 10:20 at 60 % and b's 10:40 at 90 %: (60 + 60 + 90) / 3 = 70 %, one GPU. */
    g_autofree char *a_values = g_strdup_printf ("[%d,\"40\"],[%d,\"40\"],[%d,\"60\"],[%d,\"60\"]",
                                                 T10 - 6600, T10 - 3000, T10 + 600, T10 + 1200);
    g_autofree char *b_values = g_strdup_printf ("[%d,\"90\"],[%d,\"30\"],[%d,\"30\"]",
                                                 T10 + 2400, T10 + 4200, T10 + 7800);
    g_autofree char *a = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0
                                 ",\"namespace\":\"ml\",\"pod\":\"train-a\"", a_values);
    g_autofree char *b = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0
                                 ",\"namespace\":\"ml\",\"pod\":\"train-b\"", b_values);
    g_autofree char *json = matrix (b, a, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("pods.json", json, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (s->gpus, ==, 1);
    /* Hours 8, 9, 10, 11, 12: 0.4 + 0.4 + 0.7 + 0.3 + 0.3 */
    g_assert_cmpfloat_with_epsilon (s->covered_hours, 5, 1e-9);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 2.1, 1e-9);
  }

  {
    /* MIG on an H100: a 3g.40gb instance at 100 % and a 1g.10gb one at 70 %, the rest idle:
     * 3/7 + 0.7/7 = 0.5286 busy GPUs; the GPU is active, and counts as one. */
    g_autofree char *full = hour_values ("1");
    g_autofree char *part = hour_values ("0.7");
    g_autofree char *a = series ("\"__name__\":\"DCGM_FI_PROF_GR_ENGINE_ACTIVE\"," GPU0
                                 ",\"GPU_I_ID\":\"1\",\"GPU_I_PROFILE\":\"3g.40gb\","
                                 "\"modelName\":\"NVIDIA H100 80GB HBM3\"", full);
    g_autofree char *b = series ("\"__name__\":\"DCGM_FI_PROF_GR_ENGINE_ACTIVE\"," GPU0
                                 ",\"GPU_I_ID\":\"9\",\"GPU_I_PROFILE\":\"1g.10gb\","
                                 "\"modelName\":\"NVIDIA H100 80GB HBM3\"", part);
    g_autofree char *json = matrix (a, b, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("mig.json", json, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (s->gpus, ==, 1);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 3.7 / 7, 1e-9);
    g_assert_cmpuint (s->base, ==, 1);
  }

  {
    /* The same GPU twice at the same time (two jobs scrape one exporter): refused, not counted
     * twice, with the label that differs. */
    g_autofree char *values = g_strdup_printf ("[%d,\"50\"],[%d,\"50\"],[%d,\"50\"]",
                                               T10, T10 + 3600, T10 + 7200);
    g_autofree char *a = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0, values);
    g_autofree char *b = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",\"Hostname\":\"node1\","
                                 "\"UUID\":\"GPU-0001\",\"gpu\":\"0\",\"device\":\"nvidia0\","
                                 "\"instance\":\"10.0.0.11:9400\",\"job\":\"kubernetes-pods\"",
                                 values);
    g_autofree char *json = matrix (a, b, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("twice.json", json, &error);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_ORDER);
    g_assert_nonnull (strstr (error->message, "GPU-0001"));
    g_assert_nonnull (strstr (error->message, "“job”"));
  }
}

/* Defect 4: a driver message in a year of nvidia-smi rows, a DCGM marker among its values. */
static void
test_skipped (void)
{
  g_autoptr(GError) error = NULL;

  {
    GString *log = g_string_new ("timestamp, index, uuid, utilization.gpu [%], memory.used [MiB]\n");
    g_autoptr(BkUsageSummary) s = NULL;
    g_autofree char *words = NULL;
    g_autofree char *text = NULL;

    for (guint minute = 0; minute < 120; minute++)
      {
        g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (T10 + minute * 60);
        g_autofree char *stamp = g_date_time_format (time, "%Y/%m/%d %H:%M:%S.000");

        if (minute == 50)
          g_string_append (log, "Unable to determine the device handle for GPU0000:3B:00.0: "
                                "GPU has fallen off the bus.\n");
        if (minute == 51 || minute == 52)
          g_string_append (log, "No devices were found\n");
        g_string_append_printf (log, "%s, 0, GPU-a, 50 %%, 1000 MiB\n", stamp);
      }

    s = read_one ("gpus.csv", log->str, &error);
    g_string_free (log, TRUE);
    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 1, 1e-9);
    g_assert_cmpuint (s->skipped_lines, ==, 3);
    words = bk_usage_describe_skipped (s);
    g_assert_cmpstr (words, ==, "3 lines skipped as driver messages or cut-off rows, the first "
                                "at gpus.csv, line 52");
    text = bk_usage_summary_to_text (s);
    g_assert_nonnull (strstr (text, words));
  }

  {
    g_autofree char *values = g_strdup_printf ("[%d,\"80\"],[%d,\"4294967295\"],[%d,\"40\"]",
                                               T10 + 60, T10 + 120, T10 + 180);
    g_autofree char *one = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0, values);
    g_autofree char *json = matrix (one, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("marker.json", json, &error);
    g_autofree char *words = NULL;

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 0.6, 1e-9);
    g_assert_cmpuint (s->skipped_values, ==, 1);
    words = bk_usage_describe_skipped (s);
    g_assert_cmpstr (words, ==, "1 value skipped as DCGM’s mark for no value (4294967295), the "
                                "first at marker.json, GPU-0001 at 2026-11-02 10:02 UTC");
  }

  /* A value out of range in a one-line JSON file: the GPU and the time, not "line 1". */
  {
    g_autofree char *values = g_strdup_printf ("[%d,\"80\"],[%d,\"180\"]", T10 + 60, T10 + 120);
    g_autofree char *one = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0, values);
    g_autofree char *json = matrix (one, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("bad.json", json, &error);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_VALUE);
    g_assert_cmpstr (error->message, ==, "bad.json, GPU-0001 at 2026-11-02 10:02 UTC: "
                                         "utilisation 180 % is outside 0 to 100 %");
  }
}

/* Defect 5: the small things that refused a readable file or read one wrong. */
static void
test_encodings_and_formats (void)
{
  g_autoptr(GError) error = NULL;

  /* A UTF-8 byte-order mark, as Excel and PowerShell write, before CSV and before JSON. */
  {
    const char *log = "\xef\xbb\xbftimestamp, uuid, utilization.gpu\n"
                      "2026/11/02 10:00:00, GPU-1, 40 %\n";
    g_autoptr(BkUsageSummary) s = read_one ("bom.csv", log, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 0.4, 1e-9);
  }
  {
    g_autofree char *values = hour_values ("40");
    g_autofree char *one = series ("\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\"," GPU0, values);
    g_autofree char *inner = matrix (one, NULL);
    g_autofree char *json = g_strconcat ("\xef\xbb\xbf", inner, NULL);
    g_autoptr(BkUsageSummary) s = read_one ("bom.json", json, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 0.4, 1e-9);
  }

  /* UTF-16, as PowerShell's > writes: said so, with what to do. */
  {
    static const char utf16[] = "\xff\xfet\0i\0m\0e\0s\0t\0a\0m\0p\0,\0";
    g_autoptr(BkUsageSummary) s = read_texts (&error, "ps.csv", utf16, sizeof utf16 - 1, NULL);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
    g_assert_nonnull (strstr (error->message, "UTF-16"));
    g_assert_nonnull (strstr (error->message, "UTF-8"));
    g_clear_error (&error);
  }

  /* sacct without -P: fixed-width columns, not nvidia-smi's. */
  {
    const char *log = "       JobID               Start                 End  AllocTRES\n"
                      "------------ ------------------- ------------------- ----------\n"
                      "4242         2026-11-02T10:00:00 2026-11-02T12:00:00 billing=1+\n";
    g_autoptr(BkUsageSummary) s = read_one ("sacct.txt", log, &error);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
    g_assert_nonnull (strstr (error->message, "-P"));
    g_assert_null (strstr (error->message, "nvidia-smi"));
    g_clear_error (&error);
  }

  /* Something else entirely: no format is named as if it were that one. */
  {
    g_autoptr(BkUsageSummary) s = read_one ("letter.txt", "Dear team,\nthe GPUs are busy.\n",
                                            &error);

    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
    g_assert_nonnull (strstr (error->message, "not a usage log"));
    g_clear_error (&error);
  }

  /* Prometheus' own error text, whole. */
  {
    const char *json = "{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":\"exceeded "
                       "maximum resolution of 11,000 points per timeseries. Try decreasing the "
                       "query resolution (?step=XX)\"}";
    g_autoptr(BkUsageSummary) s = read_one ("error.json", json, &error);

    g_assert_null (s);
    g_assert_nonnull (strstr (error->message, "Try decreasing the query resolution (?step=XX)"));
    g_clear_error (&error);
  }

  /* A rotated log whose header went with the previous file: read with that header, and
   * refused alone, asking for it, rather than read as the documented query. */
  {
    const char *header = "timestamp, uuid, utilization.memory [%], utilization.gpu [%]\n"
                         "2026/11/02 10:00:00.000, GPU-1, 90 %, 10 %\n";
    const char *rotated = "2026/11/02 10:30:00.000, GPU-1, 90 %, 30 %\n";
    g_autoptr(BkUsageSummary) s = read_texts (&error, "gpu.log.1", header, strlen (header),
                                              "gpu.log", rotated, strlen (rotated), NULL);

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 0.2, 1e-9);
    g_clear_pointer (&s, bk_usage_summary_free);

    s = read_one ("gpu.log", rotated, &error);
    g_assert_null (s);
    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
    g_assert_nonnull (strstr (error->message, "header"));
    g_clear_error (&error);
  }

  /* A hair above 100 % is 100 %; well above it is refused with the value as written. */
  {
    const char *log = "timestamp, uuid, utilization.gpu\n2026/11/02 10:00:00, GPU-1, 100.0001\n";
    g_autoptr(BkUsageSummary) s = read_one ("hair.csv", log, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 1, 1e-9);
  }
  {
    const char *log = "timestamp, uuid, utilization.gpu\n2026/11/02 10:00:00, GPU-1, 100.5\n";
    g_autoptr(BkUsageSummary) s = read_one ("over.csv", log, &error);

    g_assert_null (s);
    g_assert_nonnull (strstr (error->message, "utilisation 100.5 % is outside 0 to 100 %"));
    g_clear_error (&error);
  }

  /* Logs of two sources: named once each. */
  {
    const char *smi = "timestamp, uuid, utilization.gpu\n2026/11/02 10:00:00, GPU-1, 40\n";
    const char *sacct = "JobID|Start|End|AllocTRES\n7|2026-11-02T10:00:00|2026-11-02T11:00:00|"
                        "gres/gpu=1\n";
    g_autoptr(BkUsageSummary) s = read_texts (&error, "a.csv", smi, strlen (smi),
                                              "b.txt", sacct, strlen (sacct), NULL);

    g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_MIXED);
    g_assert_null (strstr (error->message, "logs of nvidia-smi logs"));
    g_assert_cmpstr (error->message, ==, "b.txt: a Slurm accounting log, but the files before "
                                         "it are nvidia-smi logs: read the files of one source "
                                         "at a time");
  }
}

/* Defect 5: what counts as busy, and the growth's fit on a nearly flat series. */
static void
test_busy_and_fit (void)
{
  g_autoptr(GError) error = NULL;

  /* GPU 1 at 1 % (a monitoring daemon, a process holding the GPU) is not an active GPU: the
   * base is one GPU, not two, and no day is a peak. */
  {
    GString *log = g_string_new ("timestamp, uuid, utilization.gpu\n");
    g_autoptr(BkUsageSummary) s = NULL;

    for (guint hour = 0; hour < 24 * 14; hour++)
      {
        g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (T10 - 10 * 3600 + hour * 3600);
        g_autofree char *stamp = g_date_time_format (time, "%Y/%m/%d %H:%M:%S");

        g_string_append_printf (log, "%s, GPU-0, 70\n%s, GPU-1, %u\n", stamp, stamp,
                                hour % 24 < 2 && hour / 24 == 3 ? 4 : 1);
      }
    s = read_one ("quiet.csv", log->str, &error);
    g_string_free (log, TRUE);
    g_assert_no_error (error);
    g_assert_cmpuint (s->gpus, ==, 2);
    g_assert_cmpuint (s->base, ==, 1);
    g_assert_cmpuint (s->peak, ==, 1);
    g_assert_cmpuint (s->peaks, ==, 0);
  }

  /* Months whose averages differ by parts in a billion: ln y at 0, 1, 3 (× 1e-9 around
   * ln 0.5) give slope 1.5 and R² = 1 − (1/6) / (14/3) = 27/28, which one-pass sums lose. */
  {
    static const guint days[] = { 31, 30, 31 };
    static const char *const percent[] = { "50", "50.00000005", "50.00000015" };
    GString *log = g_string_new ("timestamp, uuid, utilization.gpu\n");
    gint64 time = 1785542400;   /* 2026-08-01 */
    g_autoptr(BkUsageSummary) s = NULL;

    for (guint month = 0; month < 3; month++)
      for (guint hour = 0; hour < days[month] * 24; hour++, time += 3600)
        {
          g_autoptr(GDateTime) stamp_time = g_date_time_new_from_unix_utc (time);
          g_autofree char *stamp = g_date_time_format (stamp_time, "%Y/%m/%d %H:%M:%S");

          g_string_append_printf (log, "%s, GPU-0, %s\n", stamp, percent[month]);
        }
    s = read_one ("flat.csv", log->str, &error);
    g_string_free (log, TRUE);
    g_assert_no_error (error);
    g_assert_true (s->growth_measured);
    g_assert_cmpfloat_with_epsilon (s->growth_r2, 27.0 / 28, 1e-3);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/usage/inputs/dcgm-metric", test_dcgm_metric);
  g_test_add_func ("/usage/inputs/nvidia-smi-bus-id", test_nvidia_smi_bus_id);
  g_test_add_func ("/usage/inputs/dcgm-merged-series", test_dcgm_merged_series);
  g_test_add_func ("/usage/inputs/skipped", test_skipped);
  g_test_add_func ("/usage/inputs/encodings-and-formats", test_encodings_and_formats);
  g_test_add_func ("/usage/inputs/busy-and-fit", test_busy_and_fit);

  return g_test_run ();
}
