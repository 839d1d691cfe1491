/* bk-usage-derive.c: from the hourly sums to the workload: base, peaks, utilisation,
 * predictability and growth
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage, step by step; the names (T, H, m, A_d, B, X, P, S, R, C, D, I, u,
 * c, g) are the contract's.
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-types.h"
#include "bk-usage-private.h"
#include "bk-usage.h"

#define STEADY_BELOW 0.10
#define MIXED_BELOW  0.25
#define MIN_GROWTH   -50.0
#define MAX_GROWTH   300.0

static gint64
floor_div (gint64 a,
           gint64 b)
{
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}

static void
civil_from_days (gint64  days,
                 int    *year,
                 guint  *month)
{
  gint64 z = days + 719468;
  gint64 era = (z >= 0 ? z : z - 146096) / 146097;
  guint doe = (guint) (z - era * 146097);
  guint yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  guint doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  guint mp = (5 * doy + 2) / 153;

  *month = mp < 10 ? mp + 3 : mp - 9;
  *year = (int) (yoe + era * 400 + (*month <= 2));
}

/* A day's active GPUs in whole GPUs: MIG instances' shares, rounded up (a day that used three
 * sevenths of a GPU needed one). */
static guint
whole_gpus (double active)
{
  return (guint) ceil (active - 1e-9);
}

static int
compare_guint (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static void
add_to_period (GArray *periods,
               gint64  start,
               double  busy)
{
  BkUsagePeriod *last = periods->len > 0 ? &g_array_index (periods, BkUsagePeriod,
                                                           periods->len - 1) : NULL;

  if (last == NULL || last->start != start)
    {
      BkUsagePeriod period = { start, 0, 0 };

      g_array_append_val (periods, period);
      last = &g_array_index (periods, BkUsagePeriod, periods->len - 1);
    }
  last->gpu_hours += busy;
  last->covered_hours += 1;
}

/* The weeks at least half covered. */
static gboolean
week_counts (const BkUsagePeriod *week)
{
  return week->covered_hours >= 84;
}

static void
derive_predictability (BkUsageSummary *s)
{
  double sum = 0, squares = 0, mean;
  guint n = 0;

  /* Two passes, the mean first: one-pass sums of squares lose a nearly flat series. */
  for (guint i = 0; i < s->weeks->len; i++)
    {
      const BkUsagePeriod *week = &g_array_index (s->weeks, BkUsagePeriod, i);

      if (!week_counts (week))
        continue;
      sum += week->gpu_hours / week->covered_hours;
      n++;
    }

  s->predictability_weeks = n;
  s->predictability = BK_PREDICTABILITY_MIXED;
  s->weekly_variation = NAN;
  if (n < 2)
    return;

  mean = sum / n;
  for (guint i = 0; i < s->weeks->len; i++)
    {
      const BkUsagePeriod *week = &g_array_index (s->weeks, BkUsagePeriod, i);
      double deviation;

      if (!week_counts (week))
        continue;
      deviation = week->gpu_hours / week->covered_hours - mean;
      squares += deviation * deviation;
    }
  s->weekly_variation = mean > 0 ? sqrt (squares / n) / mean : 0;
  if (s->weekly_variation < STEADY_BELOW)
    s->predictability = BK_PREDICTABILITY_STEADY;
  else if (s->weekly_variation < MIXED_BELOW)
    s->predictability = BK_PREDICTABILITY_MIXED;
  else
    s->predictability = BK_PREDICTABILITY_BURSTY;
}

static void
derive_growth (BkUsageSummary *s)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (double) * 2);
  gint64 first_key = G_MININT64;
  double mean_k = 0, mean_y = 0, skk = 0, sky = 0, syy = 0, residual = 0;
  double slope, intercept;
  guint n;

  s->growth_measured = FALSE;
  s->growth_percent = 0;
  s->growth_r2 = NAN;
  s->growth_months = 0;

  for (guint i = 0; i < s->months->len; i++)
    {
      const BkUsagePeriod *month = &g_array_index (s->months, BkUsagePeriod, i);
      g_autoptr(GDateTime) start = g_date_time_new_from_unix_utc (month->start);
      int hours = g_date_get_days_in_month (g_date_time_get_month (start),
                                            g_date_time_get_year (start)) * 24;
      gint64 key = (gint64) g_date_time_get_year (start) * 12 + g_date_time_get_month (start) - 1;
      double point[2];

      if (month->covered_hours * 2 < hours || month->gpu_hours <= 0)
        continue;
      if (first_key == G_MININT64)
        first_key = key;
      point[0] = (double) (key - first_key);
      point[1] = log (month->gpu_hours / month->covered_hours);
      g_array_append_val (points, point);
    }

  n = points->len;
  s->growth_months = n;
  if (n < 3)
    return;

  /* Two passes: the means, then the sums of the deviations' products, which one-pass sums
   * of squares lose on a nearly flat series. */
  for (guint i = 0; i < n; i++)
    {
      const double *point = &g_array_index (points, double, 2 * i);

      mean_k += point[0] / n;
      mean_y += point[1] / n;
    }
  for (guint i = 0; i < n; i++)
    {
      const double *point = &g_array_index (points, double, 2 * i);
      double dk = point[0] - mean_k, dy = point[1] - mean_y;

      skk += dk * dk;
      sky += dk * dy;
      syy += dy * dy;
    }
  if (skk <= 0)
    return;
  slope = sky / skk;
  intercept = mean_y - slope * mean_k;
  for (guint i = 0; i < n; i++)
    {
      const double *point = &g_array_index (points, double, 2 * i);
      double r = point[1] - (intercept + slope * point[0]);

      residual += r * r;
    }

  s->growth_measured = TRUE;
  s->growth_percent = CLAMP ((exp (12 * slope) - 1) * 100, MIN_GROWTH, MAX_GROWTH);
  s->growth_r2 = syy > 0 ? CLAMP (1 - residual / syy, 0, 1) : 1;
}

BkUsageSummary *
bk_usage_derive (BkUsageReader *self,
                 GError       **error)
{
  g_autoptr(BkUsageSummary) s = g_new0 (BkUsageSummary, 1);
  g_autoptr(GArray) actives = g_array_new (FALSE, FALSE, sizeof (guint));
  BkUsageDay *day = NULL;
  guint day_hours = 0;
  double max_active = 0;
  double day_active = 0;
  gint64 previous_burst_day = G_MININT64;

  s->source = self->source;
  s->skipped_lines = self->skipped_lines;
  s->skipped_lines_first = g_strdup (self->skipped_lines_first);
  s->skipped_values = self->skipped_values;
  s->skipped_values_first = g_strdup (self->skipped_values_first);
  g_ptr_array_add (self->files, NULL);
  s->files = g_strdupv ((GStrv) self->files->pdata);
  g_ptr_array_remove_index (self->files, self->files->len - 1);
  s->weeks = g_array_new (FALSE, FALSE, sizeof (BkUsagePeriod));
  s->months = g_array_new (FALSE, FALSE, sizeof (BkUsagePeriod));
  s->days = g_array_new (FALSE, FALSE, sizeof (BkUsageDay));

  /* Hours to days, weeks and months; gaps are left out. */
  for (guint i = 0; i < self->hours->len; i++)
    {
      const BkUsageHour *hour = &g_array_index (self->hours, BkUsageHour, i);
      gint64 h = self->first_hour + i;
      gint64 d = floor_div (h, 24);
      gint64 week = floor_div (d + 3, 7) * 7 - 3;
      int year;
      guint month;

      if (!hour->covered)
        continue;

      s->covered_hours += 1;
      s->gpu_hours += hour->busy;
      max_active = MAX (max_active, hour->active);

      if (day == NULL || day->start != d * 86400)
        {
          BkUsageDay new_day = { d * 86400, 0, 0 };

          if (day != NULL)
            {
              day->busy /= day_hours;
              day->active = whole_gpus (day_active);
            }
          g_array_append_val (s->days, new_day);
          day = &g_array_index (s->days, BkUsageDay, s->days->len - 1);
          day_hours = 0;
          day_active = 0;
        }
      day_hours++;
      day->busy += hour->busy;
      day_active = MAX (day_active, hour->active);

      add_to_period (s->weeks, week * 86400, hour->busy);
      civil_from_days (d, &year, &month);
      add_to_period (s->months, bk_usage_days_from_civil (year, month, 1) * 86400,
                     hour->busy);
    }

  if (s->covered_hours == 0)
    {
      g_autofree char *names = g_strjoinv (", ", s->files);

      if (s->skipped_lines > 0 || s->skipped_values > 0)
        {
          g_autofree char *skipped = bk_usage_describe_skipped (s);

          /* Translators: the files, then what was skipped in them. */
          g_set_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_EMPTY,
                       _("%s: not one sample of GPU usage in the files (%s)"), names, skipped);
        }
      else
        g_set_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_EMPTY,
                     _("%s: not one sample of GPU usage in the files"), names);
      return NULL;
    }

  day->busy /= day_hours;
  day->active = whole_gpus (day_active);

  s->first = floor_div (self->first_ms, 1000);
  s->last = floor_div (self->last_ms, 1000);
  s->mean_busy = s->gpu_hours / s->covered_hours;
  s->covered_days = s->days->len;
  s->gpus = self->source == BK_USAGE_SOURCE_SLURM ? whole_gpus (max_active)
                                                   : g_hash_table_size (self->gpu_names);
  s->metric = g_strdup (self->metric);

  /* B: the median of the days' active GPUs (the upper middle one of an even number); X, P. */
  for (guint i = 0; i < s->days->len; i++)
    g_array_append_val (actives, g_array_index (s->days, BkUsageDay, i).active);
  g_array_sort (actives, compare_guint);
  s->base = g_array_index (actives, guint, actives->len / 2);
  s->peak = g_array_index (actives, guint, actives->len - 1);
  s->peaks = s->peak - s->base;

  /* Bursts: runs of consecutive covered days above the base. */
  for (guint i = 0; i < s->days->len; i++)
    {
      const BkUsageDay *d = &g_array_index (s->days, BkUsageDay, i);
      gint64 number = d->start / 86400;

      if (d->active <= s->base)
        continue;
      s->burst_days_total++;
      if (previous_burst_day != number - 1)
        s->bursts++;
      previous_burst_day = number;
    }

  if (s->peaks > 0 && s->burst_days_total > 0)
    {
      s->burst_days = MAX (1, (guint) floor ((double) s->burst_days_total / s->bursts + 0.5));
      s->burst_interval_days = MAX (s->burst_days,
                                    (guint) floor ((double) s->burst_days * s->covered_days
                                                   / s->burst_days_total + 0.5));
    }
  else
    {
      s->peaks = 0;
      s->burst_days = 0;
      s->burst_interval_days = 30;
    }

  /* u: the model's average busy GPUs, u·B + P·D/I, equal to the measured m. */
  if (s->base > 0)
    {
      double peak_share = s->burst_days > 0 ? (double) s->burst_days / s->burst_interval_days : 0;

      s->utilisation = CLAMP ((s->mean_busy - s->peaks * peak_share) / s->base, 0, 1) * 100;
    }
  else
    s->utilisation = s->gpus > 0 ? CLAMP (s->mean_busy / s->gpus, 0, 1) * 100 : 0;

  derive_predictability (s);
  derive_growth (s);

  return g_steal_pointer (&s);
}

void
bk_usage_summary_free (BkUsageSummary *summary)
{
  if (summary == NULL)
    return;

  g_strfreev (summary->files);
  g_free (summary->metric);
  g_free (summary->skipped_lines_first);
  g_free (summary->skipped_values_first);
  g_clear_pointer (&summary->weeks, g_array_unref);
  g_clear_pointer (&summary->months, g_array_unref);
  g_clear_pointer (&summary->days, g_array_unref);
  g_free (summary);
}
