/* test-usage.c: the usage logs' readers and the measured workload, by numbers worked out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage. The fixtures in this folder follow each tool's format; the
 * constructions are logs written here whose utilisation, base, peaks, bursts and growth are known
 * before they are read.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-types.h"
#include "bk-profile-history.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-usage.h"
#include "bk-workload.h"

/* 2026-12-04 00:00 UTC: what "now" is for the fixtures */
#define NOW 1796342400
/* Monday 2026-08-03 00:00 UTC */
#define MONDAY_AUG_3 1785715200
#define SATURDAY_AUG_1 1785542400

static BkUsageSummary *
read_fixtures (const char  *zone,
               gint64       now,
               GError     **error,
               ...)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GTimeZone) tz = g_time_zone_new_identifier (zone);
  const char *name;
  va_list args;

  g_assert_nonnull (tz);
  va_start (args, error);
  while ((name = va_arg (args, const char *)) != NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "model", "usage", name, NULL);

      g_ptr_array_add (files, g_file_new_for_path (path));
    }
  va_end (args);

  return bk_usage_read_files ((GFile **) files->pdata, files->len, tz, now, NULL, NULL, NULL,
                              error);
}

/* Reads one log held in memory, named @name in the messages. */
static BkUsageSummary *
read_text (const char  *name,
           const char  *text,
           gsize        length,
           GError     **error)
{
  g_autoptr(BkUsageReader) reader = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (text, length, NULL);

  reader = bk_usage_reader_new (utc, NOW);
  if (!bk_usage_reader_add_stream (reader, stream, name, NULL, error))
    return NULL;

  return bk_usage_reader_finish (reader, error);
}

static void
test_nvidia_smi_fixture (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;

  /* Hour 10: host a's GPU 0 at (80 + 100) / 2 = 90 %, its GPU 1 at 0 % ([N/A] is no sample),
   * host b's at 60 %, host c's at 100 %: 0.9 + 0 + 0.6 + 1.0 = 2.5 busy, 3 active.
   * Hour 11: 0.5 + 0.5 + 0.2 = 1.2 busy, 3 active. T = 2, H = 3.7, m = 1.85, N = 4 GPUs;
   * one day with A_d = 3: B = X = 3, P = 0, u = 1.85 / 3 = 61.67 %. */
  s = read_fixtures ("UTC", NOW, &error, "nvidia-smi-host-a.csv",
                     "nvidia-smi-host-b-noheader-nounits.csv", "nvidia-smi-host-c-reordered.csv",
                     NULL);
  g_assert_no_error (error);
  g_assert_cmpint (s->source, ==, BK_USAGE_SOURCE_NVIDIA_SMI);
  g_assert_cmpuint (g_strv_length (s->files), ==, 3);
  g_assert_cmpstr (s->files[1], ==, "nvidia-smi-host-b-noheader-nounits.csv");
  g_assert_cmpuint (s->gpus, ==, 4);
  g_assert_cmpfloat_with_epsilon (s->covered_hours, 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->gpu_hours, 3.7, 1e-9);
  g_assert_cmpuint (s->base, ==, 3);
  g_assert_cmpuint (s->peaks, ==, 0);
  g_assert_cmpuint (s->burst_days, ==, 0);
  g_assert_cmpuint (s->burst_interval_days, ==, 30);
  g_assert_cmpfloat_with_epsilon (s->utilisation, 185.0 / 3, 1e-9);
  g_assert_cmpint (s->predictability, ==, BK_PREDICTABILITY_MIXED);
  g_assert_false (s->growth_measured);
  g_assert_cmpint (s->first, ==, 1793613600);
  g_assert_cmpint (s->last, ==, 1793613600 + 3600 + 900);
}

static void
test_nvidia_smi_dst (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;

  /* Berlin puts its clock back from 03:00 CEST to 02:00 CET on 2026-10-25: 02:00 and 02:30
   * come twice. Read in order: 23:30Z 10 %, 00:00Z 20 %, 00:30Z 30 %, 01:00Z 40 %, 01:30Z 50 %,
   * 02:00Z 60 %; the hours 23Z, 00Z, 01Z and 02Z: 0.10 + 0.25 + 0.45 + 0.60 = 1.4 GPU-hours. */
  s = read_fixtures ("Europe/Berlin", NOW, &error, "nvidia-smi-dst-berlin.csv", NULL);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (s->covered_hours, 4, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->gpu_hours, 1.4, 1e-9);
  g_assert_cmpint (s->first, ==, 1793613600 - 8 * 86400 - 10 * 3600 - 1800);
  g_assert_cmpint (s->last, ==, 1793613600 - 8 * 86400 - 8 * 3600);
  /* Two days (UTC): Oct 24 with one hour, Oct 25 with three. */
  g_assert_cmpuint (s->covered_days, ==, 2);
}

static void
test_dcgm_fixture (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;

  /* Hour 10Z: GPU 0 at 100 %, GPU 1 at 40 % (NaN is no sample): 1.4 busy, 2 active; hour 11Z:
   * GPU 0 at 50 %: 0.5. m = 0.95, N = 2, B = 2, u = 47.5 %. */
  s = read_fixtures ("UTC", NOW, &error, "dcgm-query-range.json", NULL);
  g_assert_no_error (error);
  g_assert_cmpint (s->source, ==, BK_USAGE_SOURCE_DCGM);
  g_assert_cmpuint (s->gpus, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->gpu_hours, 1.9, 1e-9);
  g_assert_cmpuint (s->base, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->utilisation, 47.5, 1e-9);
  /* The times are Unix seconds: 10:00Z to 11:00Z on 2026-11-02. */
  g_assert_cmpint (s->first, ==, 1793613600);
  g_assert_cmpint (s->last, ==, 1793617200);
}

static void
test_slurm_fixture (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;

  /* Now is 14:00Z. Job 1001: 2 GPUs 10–12; its step is left out; 1002: 1 GPU (typed) 11:00–11:30;
   * 1003 has no GPU; 1004 never started; 1005: 4 GPUs from 12:00, still running. Hours 10..13:
   * 2, 2 + 0.5, 4, 4 = 12.5 GPU-hours over T = 4, m = 3.125; active 2, 3, 4, 4: N = 4, B = 4,
   * u = 3.125 / 4 = 78.125 %. */
  s = read_fixtures ("UTC", 1793613600 + 4 * 3600, &error, "sacct-allocations.txt", NULL);
  g_assert_no_error (error);
  g_assert_cmpint (s->source, ==, BK_USAGE_SOURCE_SLURM);
  g_assert_cmpfloat_with_epsilon (s->covered_hours, 4, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->gpu_hours, 12.5, 1e-9);
  g_assert_cmpuint (s->gpus, ==, 4);
  g_assert_cmpuint (s->base, ==, 4);
  g_assert_cmpfloat_with_epsilon (s->utilisation, 78.125, 1e-9);
}

static void
test_slurm_long_job (void)
{
  /* 2 GPUs from 10:30 to 15:30: half an hour in the first and the last hour, four whole hours
   * between: 2 · (0.5 + 4 + 0.5) = 10 GPU-hours over the six hours 10..15, 2 active in each. */
  const char *log = "JobID|Start|End|AllocTRES\n"
                    "9|2026-11-02T10:30:00|2026-11-02T15:30:00|gres/gpu=2\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_text ("long.txt", log, strlen (log), &error);

  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (s->covered_hours, 6, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->gpu_hours, 10, 1e-9);
  g_assert_cmpuint (s->gpus, ==, 2);
  g_assert_cmpuint (s->base, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->utilisation, 10.0 / 6 / 2 * 100, 1e-9);
}

/* Hourly nvidia-smi rows of the construction in docs/model.md#measured-usage: 98 days from
 * Monday 2026-08-03, GPUs 0..7 at 70 %, GPUs 8..11 at 100 % on the first three days of the
 * even weeks and 0 % else; the days from @gap_from to @gap_to (exclusive) are left out. */
static char *
construction (guint gap_from,
              guint gap_to)
{
  GString *log = g_string_new ("timestamp, index, uuid, utilization.gpu [%], memory.used [MiB]\n");

  for (guint day = 0; day < 98; day++)
    {
      gboolean burst = (day / 7) % 2 == 0 && day % 7 < 3;

      if (day >= gap_from && day < gap_to)
        continue;
      for (guint hour = 0; hour < 24; hour++)
        {
          g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (MONDAY_AUG_3 + day * 86400
                                                                     + hour * 3600);
          g_autofree char *stamp = g_date_time_format (time, "%Y/%m/%d %H:%M:%S.000");

          for (guint gpu = 0; gpu < 12; gpu++)
            g_string_append_printf (log, "%s, %u, GPU-%08u-0000-4000-8000-000000000000, %u %%, "
                                    "1000 MiB\n", stamp, gpu, gpu,
                                    gpu < 8 ? 70 : burst ? 100 : 0);
        }
    }

  return g_string_free (log, FALSE);
}

static void
test_derive_construction (void)
{
  g_autofree char *log = construction (0, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_text ("construction.csv", log, strlen (log), &error);
  g_autofree char *u_text = NULL;

  g_assert_no_error (error);
  /* A_d is 8 on 77 days and 12 on 21: B = 8, X = 12, P = 4; S = 21 in R = 7 bursts, D = 3,
   * I = round (3 · 98 / 21) = 14; m = 5.6 + 4 · 21 / 98, u = (m − 4 · 3 / 14) / 8 = 70 %. */
  g_assert_cmpuint (s->gpus, ==, 12);
  g_assert_cmpuint (s->covered_days, ==, 98);
  g_assert_cmpuint (s->base, ==, 8);
  g_assert_cmpuint (s->peak, ==, 12);
  g_assert_cmpuint (s->peaks, ==, 4);
  g_assert_cmpuint (s->burst_days_total, ==, 21);
  g_assert_cmpuint (s->bursts, ==, 7);
  g_assert_cmpuint (s->burst_days, ==, 3);
  g_assert_cmpuint (s->burst_interval_days, ==, 14);
  g_assert_cmpfloat_with_epsilon (s->mean_busy, 5.6 + 4.0 * 21 / 98, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->utilisation, 70, 1e-9);
  /* The model's demand gives the measured GPU-hours: u·B + P·D/I = m. */
  g_assert_cmpfloat_with_epsilon (s->utilisation / 100 * s->base
                                  + (double) s->peaks * s->burst_days / s->burst_interval_days,
                                  s->mean_busy, 1e-9);
  /* Weeks alternate 7.314 and 5.6: c = 0.857 / 6.457 = 0.133, mixed. */
  g_assert_cmpuint (s->weeks->len, ==, 14);
  g_assert_cmpuint (s->predictability_weeks, ==, 14);
  g_assert_cmpfloat_with_epsilon (s->weekly_variation, (6.0 / 7) / (5.6 + 6.0 / 7), 1e-9);
  g_assert_cmpint (s->predictability, ==, BK_PREDICTABILITY_MIXED);

  u_text = bk_usage_describe_utilisation (s);
  g_assert_nonnull (strstr (u_text, "14 weeks of 12 GPUs, 2026-08-03 to 2026-11-08"));
}

static void
test_derive_gaps (void)
{
  /* Week 5 (days 35..41, no burst) missing: C = 91, S = 21, R = 7, D = 3, I = round (3 · 91 /
   * 21) = 13; m = 5.6 + 4 · 21 / 91 and u = (m − 4 · 3 / 13) / 8 = 70 % still. Counted as idle
   * hours the week would have pulled u down to (m · 91 / 98 − 4 · 3 / 14) / 8 = 65 %. */
  g_autofree char *log = construction (35, 42);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_text ("gaps.csv", log, strlen (log), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (s->covered_days, ==, 91);
  g_assert_cmpuint (s->base, ==, 8);
  g_assert_cmpuint (s->peaks, ==, 4);
  g_assert_cmpuint (s->burst_days, ==, 3);
  g_assert_cmpuint (s->burst_interval_days, ==, 13);
  g_assert_cmpfloat_with_epsilon (s->utilisation, 70, 1e-9);
  g_assert_cmpuint (s->predictability_weeks, ==, 13);
}

/* Five GPUs, hourly, over @months whole months from 2026-08-01: four at 100 %, the fifth at
 * 0, 40 and 84 %: averages 4, 4.4 and 4.84 busy GPUs. Of September only the first
 * @september_hours are written (720: all of it). */
static char *
growth_log (guint months,
            guint september_hours)
{
  static const guint fifth[] = { 0, 40, 84 };
  static const guint days[] = { 31, 30, 31 };
  GString *log = g_string_new ("timestamp, index, uuid, utilization.gpu, memory.used\n");
  gint64 time = SATURDAY_AUG_1;

  for (guint month = 0; month < months; month++)
    for (guint hour = 0; hour < days[month] * 24; hour++, time += 3600)
      {
        g_autoptr(GDateTime) stamp_time = g_date_time_new_from_unix_utc (time);
        g_autofree char *stamp = g_date_time_format (stamp_time, "%Y/%m/%d %H:%M:%S.000");

        if (month == 1 && hour >= september_hours)
          continue;
        for (guint gpu = 0; gpu < 5; gpu++)
          g_string_append_printf (log, "%s, %u, GPU-%u, %u, 1000\n", stamp, gpu, gpu,
                                  gpu < 4 ? 100 : fifth[month]);
      }

  return g_string_free (log, FALSE);
}

static void
test_derive_growth (void)
{
  /* ln y rises by ln 1.1 a month: g = 1.1^12 − 1 = 213.84 %, R² = 1. */
  g_autofree char *log = growth_log (3, 720);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_text ("growth.csv", log, strlen (log), &error);

  g_assert_no_error (error);
  g_assert_true (s->growth_measured);
  g_assert_cmpuint (s->growth_months, ==, 3);
  g_assert_cmpfloat_with_epsilon (s->growth_percent, (pow (1.1, 12) - 1) * 100, 1e-6);
  g_assert_cmpfloat_with_epsilon (s->growth_r2, 1, 1e-9);
}

static void
test_derive_no_growth (void)
{
  g_autofree char *log = growth_log (2, 720);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_text ("two-months.csv", log, strlen (log), &error);
  g_autofree char *why = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new ();

  g_assert_no_error (error);
  g_assert_false (s->growth_measured);
  g_assert_cmpuint (s->growth_months, ==, 2);
  g_assert_cmpfloat (s->growth_percent, ==, 0);
  why = bk_usage_describe_growth (s);
  g_assert_nonnull (strstr (why, "no growth claimed"));

  /* Applied, it leaves the profile's own growth as it was. */
  bk_workload_set_demand_growth_percent (bk_profile_get_workload (profile), 20);
  bk_usage_apply (s, profile);
  g_assert_cmpfloat (bk_workload_get_demand_growth_percent (bk_profile_get_workload (profile)),
                     ==, 20);
  /* 31 days with 4 GPUs active, 30 with 5: the median of 61 is 4. */
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 4);
}

/* Appends @hours hourly rows from @start, GPU g at percent[g] for g < @gpus, after the header
 * when the log is empty. */
static void
append_hours (GString     *log,
              gint64       start,
              guint        hours,
              guint        gpus,
              const guint *percent)
{
  if (log->len == 0)
    g_string_append (log, "timestamp, index, uuid, utilization.gpu, memory.used\n");
  for (guint hour = 0; hour < hours; hour++)
    {
      g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (start + hour * 3600);
      g_autofree char *stamp = g_date_time_format (time, "%Y/%m/%d %H:%M:%S.000");

      for (guint gpu = 0; gpu < gpus; gpu++)
        g_string_append_printf (log, "%s, %u, GPU-%u, %u, 1000\n", stamp, gpu, gpu, percent[gpu]);
    }
}

/* docs/model.md#measured-usage, predictability: a week counts with at least half its 168 hours
 * covered. From Monday 2026-08-03: a whole week of two GPUs at 50 % (1 busy GPU), 84 hours of
 * them at 100 % (2), and 83 hours at 150 % of a GPU (3). The first two weeks count, 1 and 2:
 * mean 1.5, σ 0.5, c = 0.333, bursty; the third, one hour short, does not. */
static void
test_derive_half_weeks (void)
{
  static const guint half[] = { 50, 50 }, full[] = { 100, 100 }, more[] = { 100, 100, 100 };
  GString *log = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;
  const guint seven_days = 7 * 86400;

  append_hours (log, MONDAY_AUG_3, 168, 2, half);
  append_hours (log, MONDAY_AUG_3 + seven_days, 84, 2, full);
  /* Three GPUs, the third at 100 % only in the hours it reports: 2 + 1 = 3 busy. */
  append_hours (log, MONDAY_AUG_3 + 2 * seven_days, 83, 3, more);
  text = g_string_free (g_steal_pointer (&log), FALSE);
  s = read_text ("weeks.csv", text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (s->weeks->len, ==, 3);
  g_assert_cmpuint (s->predictability_weeks, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->weekly_variation, 1.0 / 3, 1e-9);
  g_assert_cmpint (s->predictability, ==, BK_PREDICTABILITY_BURSTY);
}

/* docs/model.md#measured-usage, growth: a month counts with at least half its hours covered.
 * September covered for its first 360 of 720 hours still has its average of 4.4 busy GPUs: the
 * three months give g = 1.1^12 − 1 = 213.84 % as a whole September does. With 359 hours only
 * August and October count, too few to claim growth. */
static void
test_derive_half_months (void)
{
  g_autofree char *half = growth_log (3, 360);
  g_autofree char *short_of_half = growth_log (3, 359);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_text ("half.csv", half, strlen (half), &error);
  g_autoptr(BkUsageSummary) t = NULL;

  g_assert_no_error (error);
  g_assert_true (s->growth_measured);
  g_assert_cmpuint (s->growth_months, ==, 3);
  g_assert_cmpfloat_with_epsilon (s->growth_percent, (pow (1.1, 12) - 1) * 100, 1e-6);
  g_assert_cmpfloat_with_epsilon (s->growth_r2, 1, 1e-9);

  t = read_text ("short.csv", short_of_half, strlen (short_of_half), &error);
  g_assert_no_error (error);
  g_assert_false (t->growth_measured);
  g_assert_cmpuint (t->growth_months, ==, 2);
  g_assert_cmpfloat (t->growth_percent, ==, 0);
}

/* docs/model.md#measured-usage, base and peaks: with an even number of days the base is the
 * upper of the two middle values. Two days with 4 GPUs active and two with 2 (in that order):
 * A_d sorted is 2, 2, 4, 4, so B = 4 and, with X = 4, no peaks; with a fifth day of 2 the
 * median is 2 and the peaks 2. */
static void
test_derive_even_days (void)
{
  static const guint four[] = { 60, 60, 60, 60 }, two[] = { 60, 60, 0, 0 };
  GString *log = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *odd = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;
  g_autoptr(BkUsageSummary) t = NULL;

  append_hours (log, MONDAY_AUG_3, 48, 4, four);
  append_hours (log, MONDAY_AUG_3 + 2 * 86400, 48, 4, two);
  text = g_strdup (log->str);
  append_hours (log, MONDAY_AUG_3 + 4 * 86400, 24, 4, two);
  odd = g_string_free (g_steal_pointer (&log), FALSE);

  s = read_text ("even.csv", text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s->covered_days, ==, 4);
  g_assert_cmpuint (s->base, ==, 4);
  g_assert_cmpuint (s->peak, ==, 4);
  g_assert_cmpuint (s->peaks, ==, 0);
  /* m = (4 · 0.6 · 48 + 2 · 0.6 · 48) / 96 = 1.8 busy GPUs: u = 1.8 / 4 = 45 %. */
  g_assert_cmpfloat_with_epsilon (s->utilisation, 45, 1e-9);

  t = read_text ("odd.csv", odd, strlen (odd), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (t->base, ==, 2);
  g_assert_cmpuint (t->peaks, ==, 2);
}

/* docs/model.md#measured-usage, base and peaks: D = max(1, round(S / R)) and
 * I = max(D, round(D · C / S)), halves rounded up. Sixteen days from Monday 2026-08-03, GPUs 0
 * and 1 at 50 % every hour, GPUs 2 and 3 at 100 % on days 0..2 and 8..9 and idle else: B = 2,
 * X = 4, P = 2; S = 5 burst days in R = 2 bursts, D = round(2.5) = 3, I = round(3 · 16 / 5) =
 * round(9.6) = 10. m = 1 + 2 · 5 / 16 = 1.625, u = (1.625 − 2 · 3 / 10) / 2 = 51.25 %. */
static void
test_derive_burst_rounding (void)
{
  static const guint burst[] = { 50, 50, 100, 100 }, quiet[] = { 50, 50, 0, 0 };
  GString *log = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;

  for (guint day = 0; day < 16; day++)
    append_hours (log, MONDAY_AUG_3 + day * 86400, 24, 4,
                  day <= 2 || day == 8 || day == 9 ? burst : quiet);
  text = g_string_free (g_steal_pointer (&log), FALSE);
  s = read_text ("bursts.csv", text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (s->covered_days, ==, 16);
  g_assert_cmpuint (s->base, ==, 2);
  g_assert_cmpuint (s->peaks, ==, 2);
  g_assert_cmpuint (s->burst_days_total, ==, 5);
  g_assert_cmpuint (s->bursts, ==, 2);
  g_assert_cmpuint (s->burst_days, ==, 3);
  g_assert_cmpuint (s->burst_interval_days, ==, 10);
  g_assert_cmpfloat_with_epsilon (s->utilisation, 51.25, 1e-9);
}

/* docs/model.md#measured-usage: with B = 0 the utilisation is m / N. Two GPUs at 50 % on one
 * day of three, idle (but reporting) on the other two: A_d is 2, 0 and 0, so B = 0, X = P = 2;
 * m = 2 · 0.5 · 24 / 72 = 1/3 busy GPUs, and u = (1/3) / 2 = 16.67 %. */
static void
test_derive_no_base (void)
{
  static const guint busy[] = { 50, 50 }, idle[] = { 0, 0 };
  GString *log = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;

  append_hours (log, MONDAY_AUG_3, 24, 2, busy);
  append_hours (log, MONDAY_AUG_3 + 86400, 48, 2, idle);
  text = g_string_free (g_steal_pointer (&log), FALSE);
  s = read_text ("idle.csv", text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (s->gpus, ==, 2);
  g_assert_cmpuint (s->base, ==, 0);
  g_assert_cmpuint (s->peaks, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->mean_busy, 1.0 / 3, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->utilisation, 100.0 / 6, 1e-9);
}

/* docs/model.md#measured-usage: g is kept within −50 %..300 %. Busy averages of 1, 2 and 4 GPUs
 * in three months double every month, 2^12 − 1 = 409,500 % a year: 300 %; 4, 2 and 1 halve,
 * −99.98 %: −50 %. */
static void
test_derive_growth_bounds (void)
{
  for (guint falling = 0; falling < 2; falling++)
    {
      static const guint days[] = { 31, 30, 31 };
      GString *log = g_string_new (NULL);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(BkUsageSummary) s = NULL;
      gint64 time = SATURDAY_AUG_1;

      for (guint month = 0; month < 3; month++)
        {
          guint busy = 1u << (falling ? 2 - month : month);
          guint percent[4];

          for (guint gpu = 0; gpu < 4; gpu++)
            percent[gpu] = gpu < busy ? 100 : 0;
          append_hours (log, time, days[month] * 24, 4, percent);
          time += days[month] * 86400;
        }
      text = g_string_free (g_steal_pointer (&log), FALSE);
      s = read_text ("steep.csv", text, strlen (text), &error);

      g_assert_no_error (error);
      g_assert_true (s->growth_measured);
      g_assert_cmpfloat (s->growth_percent, ==, falling ? -50 : 300);
    }
}

/* docs/model.md#measured-usage: a time more than a day in the future is refused, one less than
 * a day ahead (a clock a little fast, a zone) is read. Now is 2026-12-04 00:00 UTC. */
static void
test_errors_future (void)
{
  const char *ahead = "timestamp, uuid, utilization.gpu\n2026/12/04 23:00:00, GPU-1, 40 %\n";
  const char *beyond = "timestamp, uuid, utilization.gpu\n2026/12/05 01:00:00, GPU-1, 40 %\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_text ("ahead.csv", ahead, strlen (ahead), &error);
  g_autoptr(BkUsageSummary) t = NULL;

  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (s->gpu_hours, 0.4, 1e-9);

  t = read_text ("beyond.csv", beyond, strlen (beyond), &error);
  g_assert_null (t);
  g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_TIME);
  g_assert_nonnull (strstr (error->message, "future"));
}

typedef struct
{
  const char   *text;
  gssize        length;     /* −1: strlen */
  BkUsageError  code;
  const char   *where;      /* in the message */
} BadLog;

static void
test_errors (void)
{
  static const char binary[] = "timestamp, utilization.gpu\n2026/11/02 10:00:00, 5\n\0\x01\x02";
  const BadLog logs[] = {
    { "Hello, this is a letter.\nNot a log at all.\n", -1, BK_USAGE_ERROR_FORMAT,
      "not a usage log" },
    { binary, sizeof binary - 1, BK_USAGE_ERROR_FORMAT, "line 3:" },
    { "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":{"
      "\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",\"UUID\":\"GPU-1\"},"
      "\n\"values\":[[1793613600,\"5\"],[1793613", -1, BK_USAGE_ERROR_FORMAT, "line 2:" },
    { "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":{"
      "\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",\"UUID\":\"GPU-1\"},"
      "\"values\":[[1793613600,\"5\"],[1793613", -1, BK_USAGE_ERROR_FORMAT, "byte 156:" },
    { "{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":[]}}", -1,
      BK_USAGE_ERROR_FORMAT, "vector" },
    { "timestamp, uuid, utilization.gpu\n2026/11/02 10:00:00, GPU-1, 5 %\n"
      "2026/11/02 10:01:00, GPU-1, lots\n", -1, BK_USAGE_ERROR_VALUE, "line 3:" },
    { "timestamp, uuid, utilization.gpu\n2026/11/02 10:00:00, GPU-1, 5 %\n"
      "2026/11/02 09:59:00, GPU-1, 5 %\n", -1, BK_USAGE_ERROR_ORDER, "line 3:" },
    { "timestamp, uuid, utilization.gpu\n2026/11/02 10:00:00, GPU-1, 5 %\n"
      "2026/11/02 10:00:00, GPU-1, 5 %\n", -1, BK_USAGE_ERROR_ORDER, "line 3:" },
    { "timestamp, uuid, utilization.gpu\n2026/11/02 10:00:00, GPU-1, 140 %\n", -1,
      BK_USAGE_ERROR_VALUE, "line 2:" },
    { "timestamp, uuid, utilization.gpu\n2027/11/02 10:00:00, GPU-1, 40 %\n", -1,
      BK_USAGE_ERROR_TIME, "future" },
    { "timestamp, uuid, utilization.gpu\n1996/11/02 10:00:00, GPU-1, 40 %\n"
      "2026/11/02 10:00:00, GPU-1, 40 %\n", -1, BK_USAGE_ERROR_TIME, "line 3:" },
    { "timestamp, uuid, utilization.gpu\n", -1, BK_USAGE_ERROR_EMPTY, "not one sample" },
    { "timestamp, uuid, utilization.gpu\n2026/11/02 10:00:00, GPU-1\n", -1,
      BK_USAGE_ERROR_EMPTY, "1 line skipped as a driver message or a cut-off row, at bad.log, "
      "line 2" },
    { "JobID|Start|End|AllocTRES\n7|2026-11-02T10:00:00|2026-11-02T09:00:00|gres/gpu=1\n", -1,
      BK_USAGE_ERROR_ORDER, "line 2:" },
    { "JobID|Start|End|AllocTRES\n7|2026-11-02T10:00:00|Unknown|gres/gpu=many\n", -1,
      BK_USAGE_ERROR_VALUE, "line 2:" },
    { "", -1, BK_USAGE_ERROR_EMPTY, "empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (logs); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BkUsageSummary) s = NULL;
      gsize length = logs[i].length < 0 ? strlen (logs[i].text) : (gsize) logs[i].length;

      s = read_text ("bad.log", logs[i].text, length, &error);
      g_test_message ("log %u: %s", i, error ? error->message : "(read)");
      g_assert_null (s);
      g_assert_error (error, BK_USAGE_ERROR, (int) logs[i].code);
      g_assert_true (g_str_has_prefix (error->message, "bad.log"));
      g_assert_nonnull (strstr (error->message, logs[i].where));
    }
}

static void
test_errors_long_line (void)
{
  /* 1 MiB without a newline after a header: refused after 64 KiB, not read to the end; alone,
   * not a usage log at all. */
  const char *header = "timestamp, uuid, utilization.gpu\n";
  gsize length = 1024 * 1024;
  g_autofree char *garbage = g_malloc (length);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;

  memset (garbage, 'x', length);
  memcpy (garbage, header, strlen (header));
  s = read_text ("garbage.bin", garbage, length, &error);
  g_assert_null (s);
  g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "garbage.bin, line 2: a line longer than 64 KiB"));
  g_clear_error (&error);

  memset (garbage, 'x', length);
  s = read_text ("garbage.bin", garbage, length, &error);
  g_assert_null (s);
  g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "not a usage log"));
}

static void
test_errors_mixed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = NULL;

  s = read_fixtures ("UTC", NOW, &error, "nvidia-smi-host-a.csv", "sacct-allocations.txt", NULL);
  g_assert_null (s);
  g_assert_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_MIXED);
  g_assert_nonnull (strstr (error->message, "sacct-allocations.txt"));
}

static void
test_apply_one_step (void)
{
  g_autofree char *log = construction (0, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkUsageSummary) s = read_text ("construction.csv", log, strlen (log), &error);
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  guint changed = 0;

  g_assert_no_error (error);
  bk_profile_get_history (profile);
  g_signal_connect (profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);
  bk_usage_apply (s, profile);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 8);
  g_assert_cmpuint (bk_workload_get_burst_gpus (workload), ==, 4);
  g_assert_cmpuint (bk_workload_get_burst_days (workload), ==, 3);
  g_assert_cmpuint (bk_workload_get_burst_interval_days (workload), ==, 14);
  g_assert_cmpfloat_with_epsilon (bk_workload_get_utilisation (workload), 70, 1e-9);
  g_assert_cmpint (bk_workload_get_predictability (workload), ==, BK_PREDICTABILITY_MIXED);
  /* The same step keeps where the values came from. */
  g_assert_cmpstr (bk_profile_get_measured_source (profile), ==, "nvidia-smi");
  g_assert_cmpstr (bk_profile_get_measured_first (profile), ==, "2026-08-03");
  g_assert_cmpstr (bk_profile_get_measured_last (profile), ==, "2026-11-08");
  g_assert_cmpuint (bk_profile_get_measured_gpus (profile), ==, 12);
  {
    g_autofree char *words = bk_usage_describe_profile (profile);

    g_assert_cmpstr (words, ==, "Measured from nvidia-smi logs, 2026-08-03 to 2026-11-08, 12 GPUs: "
                                "construction.csv");
  }
  /* One undo takes it all back. */
  g_assert_true (bk_profile_history_undo (bk_profile_get_history (profile)));
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 2);
  g_assert_cmpfloat (bk_workload_get_utilisation (workload), ==, 60);
  g_assert_null (bk_profile_get_measured_source (profile));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/usage/nvidia-smi/fixture", test_nvidia_smi_fixture);
  g_test_add_func ("/usage/nvidia-smi/dst", test_nvidia_smi_dst);
  g_test_add_func ("/usage/dcgm/fixture", test_dcgm_fixture);
  g_test_add_func ("/usage/slurm/fixture", test_slurm_fixture);
  g_test_add_func ("/usage/slurm/long-job", test_slurm_long_job);
  g_test_add_func ("/usage/derive/construction", test_derive_construction);
  g_test_add_func ("/usage/derive/gaps", test_derive_gaps);
  g_test_add_func ("/usage/derive/growth", test_derive_growth);
  g_test_add_func ("/usage/derive/no-growth", test_derive_no_growth);
  g_test_add_func ("/usage/derive/half-weeks", test_derive_half_weeks);
  g_test_add_func ("/usage/derive/half-months", test_derive_half_months);
  g_test_add_func ("/usage/derive/even-days", test_derive_even_days);
  g_test_add_func ("/usage/derive/burst-rounding", test_derive_burst_rounding);
  g_test_add_func ("/usage/derive/no-base", test_derive_no_base);
  g_test_add_func ("/usage/derive/growth-bounds", test_derive_growth_bounds);
  g_test_add_func ("/usage/errors/future", test_errors_future);
  g_test_add_func ("/usage/errors", test_errors);
  g_test_add_func ("/usage/errors/long-line", test_errors_long_line);
  g_test_add_func ("/usage/errors/mixed", test_errors_mixed);
  g_test_add_func ("/usage/apply/one-step", test_apply_one_step);

  return g_test_run ();
}
