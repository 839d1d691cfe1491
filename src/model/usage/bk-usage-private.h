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

typedef struct
{
  double busy;        /* the sum of the GPUs' average utilisation over the hour, / 100 */
  guint  active;      /* GPUs above 0 % (Slurm: the GPUs of the jobs running) */
  guint  covered;     /* something reported in the hour */
  /* Slurm: the whole hours of jobs, as changes from this hour on (summed up at the end), so
   * that a job of any length costs the same */
  double busy_delta;
  int    active_delta;
} BkUsageHour;

typedef struct
{
  gint64 last_ms;     /* the GPU's previous sample */
  gint64 hour;        /* the hour being summed, or G_MININT64 */
  double sum;
  guint  n;
} BkUsageGpu;

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
  GHashTable     *gpus;          /* key → BkUsageGpu */
  guint           slurm_peak;

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
BkUsageGpu *bk_usage_gpu            (BkUsageReader *self,
                                     const char    *key,
                                     GError       **error);
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

/* The derivation from the hourly sums (docs/model.md#measured-usage). */
BkUsageSummary *bk_usage_derive     (BkUsageReader *self,
                                     GError       **error);

G_END_DECLS
