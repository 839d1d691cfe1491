/* bk-usage-describe.c: the words that say how each measured value was measured, and the
 * summary as text and JSON
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage, "What each value says".
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-types.h"
#include "bk-format.h"
#include "bk-usage.h"

static const char *const source_names[] = { "nvidia-smi", "dcgm", "slurm" };

const char *
bk_usage_source_to_string (BkUsageSource source)
{
  g_return_val_if_fail (source <= BK_USAGE_SOURCE_SLURM, "nvidia-smi");

  return source_names[source];
}

gboolean
bk_usage_source_from_string (const char    *text,
                             BkUsageSource *source)
{
  for (guint i = 0; i < G_N_ELEMENTS (source_names); i++)
    if (g_strcmp0 (text, source_names[i]) == 0)
      {
        *source = (BkUsageSource) i;
        return TRUE;
      }

  return FALSE;
}

const char *
bk_usage_source_label (BkUsageSource source)
{
  switch (source)
    {
    case BK_USAGE_SOURCE_NVIDIA_SMI:
      return _("nvidia-smi logs");
    case BK_USAGE_SOURCE_DCGM:
      return _("DCGM through Prometheus");
    case BK_USAGE_SOURCE_SLURM:
      return _("Slurm accounting");
    default:
      g_return_val_if_reached ("");
    }
}

char *
bk_usage_describe_source (const BkUsageSummary *s)
{
  if (s->source == BK_USAGE_SOURCE_DCGM && s->metric != NULL)
    /* Translators: "DCGM through Prometheus (DCGM_FI_DEV_GPU_UTIL)". */
    return g_strdup_printf (_("%s (%s)"), bk_usage_source_label (s->source), s->metric);

  return g_strdup (bk_usage_source_label (s->source));
}

char *
bk_usage_describe_skipped (const BkUsageSummary *s)
{
  GString *text = g_string_new (NULL);

  if (s->skipped_lines > 0)
    {
      g_autofree char *count = bk_format_number ((double) s->skipped_lines, 0);

      /* Translators: "3 lines skipped as driver messages or cut-off rows, the first at a.csv,
       * line 81,223". */
      g_string_append_printf (text, ngettext ("%s line skipped as a driver message or a cut-off "
                                              "row, at %s",
                                              "%s lines skipped as driver messages or cut-off "
                                              "rows, the first at %s",
                                              s->skipped_lines),
                              count, s->skipped_lines_first);
    }
  if (s->skipped_values > 0)
    {
      g_autofree char *count = bk_format_number ((double) s->skipped_values, 0);

      if (text->len > 0)
        g_string_append (text, "; ");
      /* Translators: "2 values skipped as DCGM’s mark for no value (4294967295), the first at
       * a.json, GPU-… at 2026-11-02 10:02 UTC". */
      g_string_append_printf (text, ngettext ("%s value skipped as DCGM’s mark for no value "
                                              "(4294967295), the first at %s",
                                              "%s values skipped as DCGM’s mark for no value "
                                              "(4294967295), the first at %s",
                                              s->skipped_values),
                              count, s->skipped_values_first);
    }

  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }

  return g_string_free (text, FALSE);
}

char *
bk_usage_format_day (gint64 unix_seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (unix_seconds);

  return time != NULL ? g_date_time_format (time, "%Y-%m-%d") : g_strdup ("?");
}

static guint
period_weeks (const BkUsageSummary *s)
{
  return MAX (1, (guint) floor ((double) (s->last - s->first) / (7 * 86400) + 0.5));
}

static char *
gpus_text (guint gpus)
{
  g_autofree char *count = bk_format_count (gpus);

  /* Translators: a number of GPUs, "12 GPUs". */
  return g_strdup_printf (ngettext ("%s GPU", "%s GPUs", gpus), count);
}

static char *
days_text (guint days)
{
  g_autofree char *count = bk_format_count (days);

  return g_strdup_printf (ngettext ("%s day", "%s days", days), count);
}

static char *
weeks_text (guint weeks)
{
  g_autofree char *count = bk_format_count (weeks);

  return g_strdup_printf (ngettext ("%s week", "%s weeks", weeks), count);
}

char *
bk_usage_describe_utilisation (const BkUsageSummary *s)
{
  g_autofree char *percent = bk_format_percent (s->utilisation, 0);
  guint days = (guint) floor ((double) (s->last - s->first) / 86400 + 0.5);
  /* "over 5 days" for a short log, "over 14 weeks" from two weeks on */
  g_autofree char *weeks = days < 14 ? days_text (MAX (1, days)) : weeks_text (period_weeks (s));
  g_autofree char *gpus = gpus_text (s->gpus);
  g_autofree char *first = bk_usage_format_day (s->first);
  g_autofree char *last = bk_usage_format_day (s->last);

  /* Translators: "70 % over 14 weeks of 12 GPUs, 2026-08-03 to 2026-11-08". */
  return g_strdup_printf (_("%s over %s of %s, %s to %s"), percent, weeks, gpus, first, last);
}

char *
bk_usage_describe_base (const BkUsageSummary *s)
{
  g_autofree char *gpus = gpus_text (s->base);
  g_autofree char *days = days_text (s->covered_days);

  /* Translators: "8 GPUs active on at least half of 98 days". */
  return g_strdup_printf (_("%s active on at least half of %s"), gpus, days);
}

char *
bk_usage_describe_peaks (const BkUsageSummary *s)
{
  g_autofree char *gpus = gpus_text (s->peak);
  g_autofree char *days = days_text (s->covered_days);
  g_autofree char *burst_days = bk_format_count (s->burst_days_total);
  g_autofree char *bursts = NULL;

  if (s->peaks == 0)
    /* Translators: "8 GPUs at the busiest, no day above the base in 98 days". */
    return g_strdup_printf (_("%s at the busiest, no day above the base in %s"), gpus, days);

  {
    g_autofree char *count = bk_format_count (s->bursts);

    bursts = g_strdup_printf (ngettext ("%s burst", "%s bursts", s->bursts), count);
  }

  /* Translators: "12 GPUs at the busiest, on 21 of 98 days in 7 bursts". */
  return g_strdup_printf (_("%s at the busiest, on %s of %s in %s"), gpus, burst_days, days, bursts);
}

char *
bk_usage_describe_predictability (const BkUsageSummary *s)
{
  g_autofree char *variation = NULL;
  g_autofree char *weeks = NULL;

  if (s->predictability_weeks < 2)
    return g_strdup (_("fewer than two weeks with data: the answer stays “mixed”"));

  variation = bk_format_percent (s->weekly_variation * 100, 0);
  weeks = weeks_text (s->predictability_weeks);

  /* Translators: "weekly GPU-hours vary by 13 % over 14 weeks". */
  return g_strdup_printf (_("weekly GPU-hours vary by %s over %s"), variation, weeks);
}

char *
bk_usage_describe_growth (const BkUsageSummary *s)
{
  g_autofree char *percent = NULL;
  g_autofree char *months = NULL;
  g_autofree char *r2 = NULL;

  if (!s->growth_measured)
    return g_strdup_printf (ngettext ("no growth claimed: %u month with data, three are needed",
                                      "no growth claimed: %u months with data, three are needed",
                                      s->growth_months),
                            s->growth_months);

  percent = bk_format_percent (s->growth_percent, 0);
  months = bk_format_months (s->growth_months);
  r2 = bk_format_number (s->growth_r2, 2);

  /* Translators: "+214 % a year from 3 months (fit R² 1.00)". */
  return g_strdup_printf (_("%s%s a year from %s (fit R² %s)"),
                          s->growth_percent > 0 ? "+" : "", percent, months, r2);
}

static const char *
predictability_word (BkPredictability predictability)
{
  switch (predictability)
    {
    case BK_PREDICTABILITY_STEADY:
      return _("steady");
    case BK_PREDICTABILITY_BURSTY:
      return _("bursty");
    case BK_PREDICTABILITY_MIXED:
    default:
      return _("mixed");
    }
}

char *
bk_usage_summary_to_text (const BkUsageSummary *s)
{
  GString *text = g_string_new (NULL);
  g_autofree char *files = g_strjoinv (", ", s->files);
  g_autofree char *u = bk_format_percent (s->utilisation, 1);
  g_autofree char *u_why = bk_usage_describe_utilisation (s);
  g_autofree char *base = gpus_text (s->base);
  g_autofree char *base_why = bk_usage_describe_base (s);
  g_autofree char *peaks = gpus_text (s->peaks);
  g_autofree char *peaks_why = bk_usage_describe_peaks (s);
  g_autofree char *burst_days = days_text (s->burst_days);
  g_autofree char *interval = days_text (s->burst_interval_days);
  g_autofree char *pred_why = bk_usage_describe_predictability (s);
  g_autofree char *growth = bk_format_percent (s->growth_percent, 1);
  g_autofree char *growth_why = bk_usage_describe_growth (s);
  g_autofree char *gpu_hours = bk_format_number (s->gpu_hours, 1);
  g_autofree char *mean = bk_format_number (s->mean_busy, 2);
  /* A server's entry names the metric it read ("DCGM_FI_DEV_GPU_UTIL from …"): not twice. */
  g_autofree char *source = s->series > 0 ? g_strdup (bk_usage_source_label (s->source))
                                          : bk_usage_describe_source (s);
  g_autofree char *skipped = bk_usage_describe_skipped (s);

  /* Translators: "Measured usage: nvidia-smi logs (a.csv, b.csv)". */
  g_string_append_printf (text, _("Measured usage: %s (%s)\n"), source, files);
  if (s->series > 0)
    {
      g_autofree char *gpus = gpus_text (s->gpus);
      g_autofree char *count = bk_format_count (s->series);

      /* Translators: "64 GPUs in 130 series", the series a server has of the metric read. */
      g_string_append_printf (text, ngettext ("%s in %s series\n", "%s in %s series\n",
                                              s->series), gpus, count);
    }
  if (skipped != NULL)
    g_string_append_printf (text, "%s\n", skipped);
  /* Translators: "15,187.2 GPU-hours, 6.46 GPUs busy on average". */
  g_string_append_printf (text, _("%s GPU-hours, %s GPUs busy on average\n\n"), gpu_hours, mean);
  g_string_append_printf (text, _("Utilisation: %s\n  %s\n"), u, u_why);
  g_string_append_printf (text, _("Base: %s\n  %s\n"), base, base_why);
  if (s->peaks > 0)
    /* Translators: "Peaks: 4 GPUs for 3 days every 14 days". */
    g_string_append_printf (text, _("Peaks: %s for %s every %s\n  %s\n"), peaks, burst_days,
                            interval, peaks_why);
  else
    g_string_append_printf (text, _("Peaks: none\n  %s\n"), peaks_why);
  g_string_append_printf (text, _("Predictability: %s\n  %s\n"),
                          predictability_word (s->predictability), pred_why);
  g_string_append_printf (text, _("Growth: %s a year\n  %s\n"), growth, growth_why);

  return g_string_free (text, FALSE);
}

/* JSON by hand: the module has GLib and GIO only. */
static void
append_string (GString    *json,
               const char *text)
{
  g_string_append_c (json, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (json, "\\%c", *p);
      else if ((unsigned char) *p < 0x20)
        g_string_append_printf (json, "\\u%04x", (unsigned char) *p);
      else
        g_string_append_c (json, *p);
    }
  g_string_append_c (json, '"');
}

static void
append_number (GString *json,
               double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (value))
    g_string_append (json, "null");
  else
    g_string_append (json, g_ascii_formatd (buffer, sizeof buffer, "%.6g", value));
}

static void
append_periods (GString    *json,
                const char *name,
                GArray     *periods)
{
  g_string_append_printf (json, "  \"%s\": [", name);
  for (guint i = 0; i < periods->len; i++)
    {
      const BkUsagePeriod *period = &g_array_index (periods, BkUsagePeriod, i);
      g_autofree char *start = bk_usage_format_day (period->start);

      g_string_append_printf (json, "%s\n    { \"start\": \"%s\", \"gpu_hours\": ", i ? "," : "",
                              start);
      append_number (json, period->gpu_hours);
      g_string_append (json, ", \"covered_hours\": ");
      append_number (json, period->covered_hours);
      g_string_append (json, ", \"busy_gpus\": ");
      append_number (json, period->gpu_hours / period->covered_hours);
      g_string_append (json, " }");
    }
  g_string_append (json, periods->len ? "\n  ]" : "]");
}

static const char *const predictability_names[] = { "steady", "mixed", "bursty" };

char *
bk_usage_summary_to_json (const BkUsageSummary *s)
{
  GString *json = g_string_new ("{\n  \"source\": ");
  g_autofree char *first = bk_usage_format_day (s->first);
  g_autofree char *last = bk_usage_format_day (s->last);
  struct { const char *key; char *(*describe) (const BkUsageSummary *); } provenance[] = {
    { "utilisation", bk_usage_describe_utilisation },
    { "gpus", bk_usage_describe_base },
    { "burst-gpus", bk_usage_describe_peaks },
    { "predictability", bk_usage_describe_predictability },
    { "demand-growth-percent", bk_usage_describe_growth },
  };

  append_string (json, bk_usage_source_to_string (s->source));
  g_string_append (json, ",\n  \"metric\": ");
  if (s->metric != NULL)
    append_string (json, s->metric);
  else
    g_string_append (json, "null");
  g_string_append_printf (json, ",\n  \"skipped_lines\": %" G_GUINT64_FORMAT
                          ",\n  \"skipped_values\": %" G_GUINT64_FORMAT, s->skipped_lines,
                          s->skipped_values);
  g_string_append (json, ",\n  \"files\": [");
  for (guint i = 0; s->files[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append (json, ", ");
      append_string (json, s->files[i]);
    }
  g_string_append_printf (json, "],\n  \"first\": \"%s\",\n  \"last\": \"%s\",\n", first, last);
  g_string_append_printf (json, "  \"gpus_seen\": %u,\n  \"covered_hours\": ", s->gpus);
  append_number (json, s->covered_hours);
  g_string_append_printf (json, ",\n  \"covered_days\": %u,\n  \"gpu_hours\": ", s->covered_days);
  append_number (json, s->gpu_hours);
  g_string_append (json, ",\n  \"mean_busy_gpus\": ");
  append_number (json, s->mean_busy);
  g_string_append_printf (json, ",\n  \"peak_gpus\": %u,\n  \"burst_days_total\": %u,\n"
                          "  \"bursts\": %u,\n  \"weekly_variation\": ",
                          s->peak, s->burst_days_total, s->bursts);
  append_number (json, s->weekly_variation);
  g_string_append_printf (json, ",\n  \"predictability_weeks\": %u,\n  \"growth\": "
                          "{ \"measured\": %s, \"months\": %u, \"r2\": ",
                          s->predictability_weeks, s->growth_measured ? "true" : "false",
                          s->growth_months);
  append_number (json, s->growth_r2);
  g_string_append (json, " },\n  \"workload\": { \"utilisation\": ");
  append_number (json, s->utilisation);
  g_string_append_printf (json, ", \"gpus\": %u, \"burst-gpus\": %u, \"burst-days\": %u, "
                          "\"burst-interval-days\": %u, \"predictability\": \"%s\", "
                          "\"demand-growth-percent\": ",
                          s->base, s->peaks, s->burst_days, s->burst_interval_days,
                          predictability_names[s->predictability]);
  append_number (json, s->growth_percent);
  g_string_append (json, " },\n  \"provenance\": {");
  for (guint i = 0; i < G_N_ELEMENTS (provenance); i++)
    {
      g_autofree char *text = provenance[i].describe (s);

      g_string_append_printf (json, "%s\n    \"%s\": ", i ? "," : "", provenance[i].key);
      append_string (json, text);
    }
  g_string_append (json, "\n  },\n");
  append_periods (json, "weeks", s->weeks);
  g_string_append (json, ",\n");
  append_periods (json, "months", s->months);
  g_string_append (json, "\n}\n");

  return g_string_free (json, FALSE);
}
