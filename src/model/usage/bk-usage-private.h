/* bk-usage-private.h: the readers' shared state: the hourly sums, the GPUs' current hours, the
 * line reader and the time stamps
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-usage.h"

G_BEGIN_DECLS

/* A line longer than this is not a log line: the file is binary or garbage. */
#define BK_USAGE_MAX_LINE (64 * 1024)
#define BK_USAGE_TEN_YEARS_MS ((gint64) 3653 * 24 * 3600 * 1000)
#define BK_USAGE_DAY_MS ((gint64) 24 * 3600 * 1000)
/* More GPUs than this are not one team's logs but garbage with a new name on every line. */
#define BK_USAGE_MAX_GPUS 65536

/* More series than this are not one team's GPUs but garbage. */
#define BK_USAGE_MAX_SERIES (1 << 20)

typedef struct
{
  double busy;        /* the sum of the GPUs' average utilisation over the hour, / 100 (a MIG
                       * instance's times its share of the GPU) */
  double active;      /* GPUs at BK_USAGE_ACTIVE_PERCENT or more, MIG instances as their shares
                       * (Slurm: the GPUs of the jobs running) */
  guint  covered;     /* something reported in the hour */
  /* Slurm: the whole hours of jobs, as changes from this hour on (summed up at the end), so
   * that a job of any length costs the same */
  double busy_delta;
  int    active_delta;
} BkUsageHour;

/* A GPU, or a MIG instance of one: a stream of samples. nvidia-smi's come in time order, summed
 * an hour at a time; DCGM's may come in several series (a pod label that changes), each in time
 * order, in any order of the series: the hours inside a series are summed as they come, its
 * first and last hours (which another series may share) wait in @cells until the end. */
typedef struct
{
  gint64  last_ms;    /* the previous sample (of the series being read) */
  gint64  hour;       /* the hour being summed, or G_MININT64 */
  double  sum;
  guint   n;
  double  weight;     /* its share of a GPU: 1, or a MIG instance's slices over the GPU's */
  gint64  first_hour; /* DCGM: the first hour of the series being read */
  gint64  first_ms;
  GTree  *cells;      /* DCGM: hour → BkUsageCell */
  GTree  *spans;      /* DCGM: BkUsageSpan, by their first hour */
  char   *labels;     /* DCGM: the labels of its first series, for messages */
} BkUsageGpu;

typedef struct
{
  gint64 hour;
  double sum;
  guint  n;
} BkUsageCell;

typedef struct
{
  gint64 first_hour, last_hour;
} BkUsageSpan;

/* A stream cut into lines, with a buffer of its own; lines end in \n, \r\n or the end. */
typedef struct
{
  GInputStream *stream;
  GCancellable *cancellable;
  char         *buffer;
  gsize         start, end, size;
  gboolean      eof;
  guint64       line;       /* the number of the line last returned */
  guint64       bytes;      /* read so far */
} BkUsageLines;

struct _BkUsageReader
{
  GTimeZone      *tz;
  gint64          now_ms;
  gboolean        have_source;
  BkUsageSource   source;
  GPtrArray      *files;         /* base names */

  GArray         *hours;         /* BkUsageHour from first_hour on */
  gint64          first_hour;
  gint64          first_ms, last_ms;
  gboolean        any_time;
  GHashTable     *gpus;          /* key → BkUsageGpu: GPUs and MIG instances */
  GHashTable     *gpu_names;     /* the GPUs seen (N), without their MIG instances */
  guint           slurm_peak;

  /* DCGM */
  char           *metric;        /* the metric read */
  const char     *metric_hint;   /* the metric of series without a name (a server's averages) */
  gint64          shift_ms;      /* added to the times read (a server's hourly averages are
                                  * stamped at the hour's end) */
  guint           series;

  /* what was skipped, and where first */
  guint64         skipped_lines;
  char           *skipped_lines_first;
  guint64         skipped_values;
  char           *skipped_values_first;

  /* nvidia-smi: the last header's columns, for a rotated file that starts without one */
  int             smi_columns[8];
  gboolean        have_smi_columns;

  /* Slurm: the covered span */
  gint64          span_first_ms, span_last_ms;

  /* the time-zone cache: a local hour and its offsets (seconds east of UTC) */
  gint64          tz_hour;
  int             tz_offsets[2];
  guint           tz_n_offsets;

  const char     *name;          /* the file being read */
  BkUsageLines   *lines;
  guint64         bytes_before;  /* of the earlier files */
  guint64         last_progress;
  BkUsageProgress progress;
  gpointer        progress_data;
};

gboolean  bk_usage_fail             (BkUsageReader *self,
                                     GError       **error,
                                     BkUsageError   code,
                                     const char    *format,
                                     ...) G_GNUC_PRINTF (4, 5);
/* The same at @where ("GPU-… at 2026-11-02 10:02 UTC") instead of the line. */
gboolean  bk_usage_fail_at          (BkUsageReader *self,
                                     GError       **error,
                                     BkUsageError   code,
                                     const char    *where,
                                     const char    *format,
                                     ...) G_GNUC_PRINTF (5, 6);
/* Counts a line that is not a row (a driver's message, a row cut off), or a DCGM value that
 * marks no value, and keeps where the first was. */
void      bk_usage_skip_line        (BkUsageReader *self);
void      bk_usage_skip_value       (BkUsageReader *self,
                                     const char    *where);
/* "2026-11-02 10:02 UTC" */
char     *bk_usage_format_minute    (gint64         ms) G_GNUC_WARN_UNUSED_RESULT;

/* Lines */
gboolean  bk_usage_lines_next       (BkUsageReader *self,
                                     char         **line,
                                     gsize         *length,
                                     GError       **error);
/* For the JSON reader: the next byte, or -1 at the end; -2 on error. */
int       bk_usage_lines_byte       (BkUsageReader *self,
                                     GError       **error);

/* Times: "2026/11/03 14:22:01.123", "2026-11-03T14:22:01", an optional "Z" or "+01:00". Local
 * times are read in the reader's zone; @after picks the later reading of an hour that a clock
 * put back repeats (the first one after it). */
gboolean  bk_usage_parse_time       (BkUsageReader *self,
                                     const char    *text,
                                     gsize          length,
                                     gint64         after_ms,
                                     gint64        *ms);
/* A piece of the file for a message: at most 40 bytes, made valid UTF-8. */
char     *bk_usage_quote            (const char    *text,
                                     gsize          length) G_GNUC_WARN_UNUSED_RESULT;
/* A number for a message, as written: "100.0001", not "100". */
char     *bk_usage_format_value     (double         value) G_GNUC_WARN_UNUSED_RESULT;
gboolean  bk_usage_check_time       (BkUsageReader *self,
                                     gint64         ms,
                                     GError       **error);

/* A number: digits, a point, an exponent; the whole text. */
gboolean  bk_usage_parse_number     (const char    *text,
                                     gsize          length,
                                     double        *value);
void      bk_usage_trim             (const char   **text,
                                     gsize         *length);

/* Days since 1970-01-01 of a date in the proleptic Gregorian calendar. */
gint64    bk_usage_days_from_civil  (gint64         year,
                                     guint          month,
                                     guint          day);

/* Samples and allocations */
/* The GPU or MIG instance @key of the GPU @gpu_name (%NULL: @key is the GPU's name). */
BkUsageGpu *bk_usage_gpu            (BkUsageReader *self,
                                     const char    *key,
                                     const char    *gpu_name,
                                     GError       **error);
/* One GPU's (or instance's) average of an hour: into the hour's busy and active GPUs. */
void      bk_usage_add_hour         (BkUsageReader *self,
                                     gint64         hour,
                                     double         percent,
                                     double         weight);
gboolean  bk_usage_sample           (BkUsageReader *self,
                                     BkUsageGpu    *gpu,
                                     gint64         ms,
                                     double         percent,
                                     GError       **error);
gboolean  bk_usage_allocation       (BkUsageReader *self,
                                     gint64         start_ms,
                                     gint64         end_ms,
                                     guint          gpus,
                                     GError       **error);

/* The three formats: each reads the rest of the file the lines reader points at. */
gboolean  bk_usage_read_nvidia_smi  (BkUsageReader *self,
                                     GError       **error);
gboolean  bk_usage_read_prometheus  (BkUsageReader *self,
                                     GError       **error);
gboolean  bk_usage_read_sacct       (BkUsageReader *self,
                                     GError       **error);

/* A server's hourly averages of @metric (bk-usage-query.c): query_range JSON whose series
 * have no name, each value stamped 1 ms before its hour's end. */
gboolean  bk_usage_reader_add_hourly (BkUsageReader *self,
                                      GInputStream  *stream,
                                      const char    *name,
                                      const char    *metric,
                                      GCancellable  *cancellable,
                                      GError       **error);
/* DCGM: the first and last hours that wait in the GPUs' cells, into the hours. */
void      bk_usage_flush_cells      (BkUsageReader *self);

/* The derivation from the hourly sums (docs/model.md#measured-usage). */
BkUsageSummary *bk_usage_derive     (BkUsageReader *self,
                                     GError       **error);

G_END_DECLS
