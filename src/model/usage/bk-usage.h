/* bk-usage.h: the team's measured GPU usage, read from logs and summed up as a workload
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage: nvidia-smi CSV, DCGM through Prometheus (query_range JSON) and
 * Slurm accounting (sacct -P) are read as streams into hourly sums; bk_usage_reader_finish()
 * derives the utilisation, base, peaks, predictability and growth from them, each with the words
 * that say how it was measured. GLib and GIO only.
 */

#pragma once

#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_USAGE_ERROR (bk_usage_error_quark ())

typedef enum
{
  BK_USAGE_ERROR_FORMAT,     /* not one of the three formats, binary, or a broken line */
  BK_USAGE_ERROR_VALUE,      /* a cell that is not a number, or out of its range */
  BK_USAGE_ERROR_ORDER,      /* a GPU's sample not after its previous one */
  BK_USAGE_ERROR_TIME,       /* in the future, or years away from the others */
  BK_USAGE_ERROR_MIXED,      /* logs of two sources at once */
  BK_USAGE_ERROR_EMPTY,      /* not one covered hour */
} BkUsageError;

typedef enum
{
  BK_USAGE_SOURCE_NVIDIA_SMI,
  BK_USAGE_SOURCE_DCGM,
  BK_USAGE_SOURCE_SLURM,
} BkUsageSource;

/* DCGM's two utilisation metrics: a percentage, and a ratio that NVIDIA recommends and that
 * alone works under MIG. */
#define BK_USAGE_METRIC_GPU_UTIL "DCGM_FI_DEV_GPU_UTIL"
#define BK_USAGE_METRIC_ENGINE_ACTIVE "DCGM_FI_PROF_GR_ENGINE_ACTIVE"

/* A GPU is active in an hour when its average is at least this: below it, the utilisation is a
 * monitor's or a driver's own work, or a process that holds the GPU without computing. */
#define BK_USAGE_ACTIVE_PERCENT 5.0

/* One week (Monday 00:00 UTC) or one calendar month (UTC) of the measured usage. */
typedef struct
{
  gint64 start;             /* Unix seconds */
  double gpu_hours;         /* the sum of the hours' busy GPUs */
  double covered_hours;     /* hours with data */
} BkUsagePeriod;

/* One covered day, for the chart. */
typedef struct
{
  gint64 start;             /* Unix seconds, 00:00 UTC */
  double busy;              /* average busy GPUs over its covered hours */
  guint  active;            /* the most active GPUs in one of its hours */
} BkUsageDay;

typedef struct
{
  BkUsageSource    source;
  GStrv            files;              /* the files' base names, in the order read */
  char            *metric;             /* DCGM: the metric read */
  guint            series;             /* DCGM from a server: the series it has of the metric */
  guint64          skipped_lines;      /* driver messages and cut-off rows */
  char            *skipped_lines_first;
  guint64          skipped_values;     /* DCGM's marks for no value */
  char            *skipped_values_first;
  gint64           first, last;        /* the first and last sample, Unix seconds */
  guint            gpus;               /* N: the GPUs seen */
  double           covered_hours;      /* T */
  double           gpu_hours;          /* H */
  double           mean_busy;          /* m = H / T */
  guint            covered_days;       /* C */

  guint            base;               /* B */
  guint            peak;               /* X */
  guint            peaks;              /* P = X − B */
  guint            burst_days_total;   /* S */
  guint            bursts;             /* R */
  guint            burst_days;         /* D */
  guint            burst_interval_days;/* I */
  double           utilisation;        /* u, in percent */

  BkPredictability predictability;
  guint            predictability_weeks;  /* the weeks at least half covered */
  double           weekly_variation;      /* c = σ / mean, or NaN with fewer than two weeks */

  gboolean         growth_measured;
  double           growth_percent;        /* g in percent a year; 0 when not measured */
  double           growth_r2;
  guint            growth_months;

  GArray          *weeks;              /* BkUsagePeriod */
  GArray          *months;             /* BkUsagePeriod */
  GArray          *days;               /* BkUsageDay */
} BkUsageSummary;

typedef struct _BkUsageReader BkUsageReader;

/* Called now and then with the bytes read so far of all files together. */
typedef void (*BkUsageProgress) (guint64  bytes_read,
                                 gpointer user_data);

GQuark          bk_usage_error_quark          (void);

/* @tz: the zone of timestamps written without one (nvidia-smi, sacct), or %NULL for the
 * computer's; @now: Unix seconds, what "in the future" and a running job's end are measured
 * against. */
BkUsageReader  *bk_usage_reader_new           (GTimeZone       *tz,
                                               gint64           now) G_GNUC_WARN_UNUSED_RESULT;
void            bk_usage_reader_free          (BkUsageReader   *self);
void            bk_usage_reader_set_progress  (BkUsageReader   *self,
                                               BkUsageProgress  progress,
                                               gpointer         user_data);
/* Reads one file (its format found from its content) into the sums; @name is the file's name in
 * the messages. On error, the reader is not to be used further. */
gboolean        bk_usage_reader_add_stream    (BkUsageReader   *self,
                                               GInputStream    *stream,
                                               const char      *name,
                                               GCancellable    *cancellable,
                                               GError         **error);
/* The same, read as @source whatever its content looks like (the fuzzers). */
gboolean        bk_usage_reader_add_stream_as (BkUsageReader   *self,
                                               GInputStream    *stream,
                                               const char      *name,
                                               BkUsageSource    source,
                                               GCancellable    *cancellable,
                                               GError         **error);
gboolean        bk_usage_reader_add_file      (BkUsageReader   *self,
                                               GFile           *file,
                                               GCancellable    *cancellable,
                                               GError         **error);
BkUsageSummary *bk_usage_reader_finish        (BkUsageReader   *self,
                                               GError         **error) G_GNUC_WARN_UNUSED_RESULT;

/* Reads the files in the order given and derives the summary: the whole path in one call. */
BkUsageSummary *bk_usage_read_files           (GFile          **files,
                                               guint            n_files,
                                               GTimeZone       *tz,
                                               gint64           now,
                                               GCancellable    *cancellable,
                                               BkUsageProgress  progress,
                                               gpointer         user_data,
                                               GError         **error) G_GNUC_WARN_UNUSED_RESULT;

void            bk_usage_summary_free         (BkUsageSummary  *summary);

const char     *bk_usage_source_to_string     (BkUsageSource    source);
gboolean        bk_usage_source_from_string   (const char      *text,
                                               BkUsageSource   *source);
const char     *bk_usage_source_label         (BkUsageSource    source);

/* The words that say how each value was measured (docs/model.md#measured-usage). */
char           *bk_usage_describe_utilisation (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;
char           *bk_usage_describe_base        (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;
char           *bk_usage_describe_peaks       (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;
char           *bk_usage_describe_predictability (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;
char           *bk_usage_describe_growth      (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;
char           *bk_usage_format_day           (gint64           unix_seconds) G_GNUC_WARN_UNUSED_RESULT;
/* "3 lines skipped as driver messages or cut-off rows, the first at a.csv, line 81,223", or
 * %NULL when nothing was. */
char           *bk_usage_describe_skipped     (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;
/* "nvidia-smi logs", "DCGM through Prometheus (DCGM_FI_DEV_GPU_UTIL)" */
char           *bk_usage_describe_source      (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;

/* Fills the profile's utilisation, base, peaks, predictability and growth (the growth only when
 * measured) as one change, one undo step. */
void            bk_usage_apply                (const BkUsageSummary *summary,
                                               BkProfile            *profile);

/* "Measured from nvidia-smi logs, 2026-08-03 to 2026-11-08, 12 GPUs: a.csv", or %NULL when the
 * profile's workload was typed in. */
char           *bk_usage_describe_profile     (BkProfile            *profile) G_GNUC_WARN_UNUSED_RESULT;

/* The summary as text (translated) or JSON (C locale, with the weekly series). */
char           *bk_usage_summary_to_text      (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;
char           *bk_usage_summary_to_json      (const BkUsageSummary *summary) G_GNUC_WARN_UNUSED_RESULT;

/* Reading from a Prometheus server (docs/model.md#measured-usage): blocking, for a worker thread
 * or the command line. */
#define BK_USAGE_QUERY_DEFAULT_DAYS 90

typedef struct _BkUsageQuery BkUsageQuery;

/* Called in the reading thread with the steps done and their number. */
typedef void (*BkUsageQueryProgress) (guint    done,
                                      guint    total,
                                      gpointer user_data);

/* @address: the server's, as a browser shows it ("https://prom.example.org:9090", with a path
 * prefix, /graph or /api/v1/… are fine) */
BkUsageQuery   *bk_usage_query_new            (const char           *address,
                                               GError              **error) G_GNUC_WARN_UNUSED_RESULT;
void            bk_usage_query_free           (BkUsageQuery         *self);
/* The server's base address, without /api/v1 */
const char     *bk_usage_query_get_address    (BkUsageQuery         *self);
GUri           *bk_usage_query_get_uri        (BkUsageQuery         *self);
/* Unix seconds; the hours from @start's to the last whole one before @end */
void            bk_usage_query_set_period     (BkUsageQuery         *self,
                                               gint64                start,
                                               gint64                end);
void            bk_usage_query_set_credential (BkUsageQuery         *self,
                                               const BkCredential   *credential);
/* Seconds for each request's answer to start (default: two minutes, Prometheus' own limit) */
void            bk_usage_query_set_timeout    (BkUsageQuery         *self,
                                               guint                 seconds);
/* Hours a query_range call (default 720) */
void            bk_usage_query_set_chunk_hours (BkUsageQuery        *self,
                                               guint                 hours);
void            bk_usage_query_set_progress   (BkUsageQuery         *self,
                                               BkUsageQueryProgress  progress,
                                               gpointer              user_data);
BkUsageSummary *bk_usage_query_run            (BkUsageQuery         *self,
                                               GTimeZone            *tz,
                                               gint64                now,
                                               GCancellable         *cancellable,
                                               GError              **error) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkUsageQuery, bk_usage_query_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkUsageReader, bk_usage_reader_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkUsageSummary, bk_usage_summary_free)

G_END_DECLS
