/* bk-usage-reader.c: reads usage logs as streams into hourly sums: lines, samples, hours
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage. A reader holds a buffer of two lines' length, each GPU's current
 * hour and the sums of the hours, so its memory does not grow with the size of a file. The
 * numbers and times in the lines are read by bk-usage-times.c.
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bk-format.h"
#include "bk-usage-private.h"
#include "bk-usage.h"

#define BUFFER_SIZE (2 * BK_USAGE_MAX_LINE)
#define PROGRESS_STEP (1024 * 1024)
#define HOUR_MS ((gint64) 3600 * 1000)

G_DEFINE_QUARK (bk-usage-error-quark, bk_usage_error)

/* Where the reader is: "line 12", or in a JSON file of one line "byte 1,234,567". */
static char *
location (BkUsageReader *self)
{
  BkUsageLines *lines = self->lines;
  g_autofree char *number = NULL;

  if (lines == NULL || lines->line == 0)
    return NULL;

  if (self->have_source && self->source == BK_USAGE_SOURCE_DCGM && lines->line == 1)
    {
      number = bk_format_number ((double) (lines->bytes - (lines->end - lines->start)), 0);
      /* Translators: where in a file of one line something is wrong. */
      return g_strdup_printf (_("byte %s"), number);
    }

  number = bk_format_number ((double) lines->line, 0);
  /* Translators: where in a file something is wrong. */
  return g_strdup_printf (_("line %s"), number);
}

gboolean
bk_usage_fail_at (BkUsageReader *self,
                  GError       **error,
                  BkUsageError   code,
                  const char    *where,
                  const char    *format,
                  ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (where != NULL)
    /* Translators: a file's name, where in it ("line 12", "GPU-… at 2026-11-02 10:02 UTC") and
     * what is wrong there. */
    g_set_error (error, BK_USAGE_ERROR, code, _("%s, %s: %s"), self->name ? self->name : "",
                 where, message);
  else
    g_set_error (error, BK_USAGE_ERROR, code, "%s: %s", self->name ? self->name : "", message);

  return FALSE;
}

gboolean
bk_usage_fail (BkUsageReader *self,
               GError       **error,
               BkUsageError   code,
               const char    *format,
               ...)
{
  g_autofree char *message = NULL;
  g_autofree char *where = location (self);
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  return bk_usage_fail_at (self, error, code, where, "%s", message);
}

void
bk_usage_skip_line (BkUsageReader *self)
{
  if (self->skipped_lines++ == 0)
    {
      g_autofree char *where = location (self);

      self->skipped_lines_first = g_strdup_printf ("%s, %s", self->name, where);
    }
}

void
bk_usage_skip_value (BkUsageReader *self,
                     const char    *where)
{
  if (self->skipped_values++ == 0)
    self->skipped_values_first = g_strdup_printf ("%s, %s", self->name, where);
}

static void
gpu_free (gpointer pointer)
{
  BkUsageGpu *gpu = pointer;

  g_clear_pointer (&gpu->cells, g_tree_destroy);
  g_clear_pointer (&gpu->spans, g_tree_destroy);
  g_free (gpu->labels);
  g_free (gpu);
}

BkUsageReader *
bk_usage_reader_new (GTimeZone *tz,
                     gint64     now)
{
  BkUsageReader *self = g_new0 (BkUsageReader, 1);

  self->tz = tz != NULL ? g_time_zone_ref (tz) : g_time_zone_new_local ();
  self->now_ms = now * 1000;
  self->files = g_ptr_array_new_with_free_func (g_free);
  self->hours = g_array_new (FALSE, TRUE, sizeof (BkUsageHour));
  self->gpus = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, gpu_free);
  self->gpu_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->tz_hour = G_MININT64;
  self->span_first_ms = G_MAXINT64;
  self->span_last_ms = G_MININT64;

  return self;
}

void
bk_usage_reader_free (BkUsageReader *self)
{
  if (self == NULL)
    return;

  g_time_zone_unref (self->tz);
  g_ptr_array_unref (self->files);
  g_array_unref (self->hours);
  g_hash_table_unref (self->gpus);
  g_hash_table_unref (self->gpu_names);
  g_free (self->metric);
  g_free (self->skipped_lines_first);
  g_free (self->skipped_values_first);
  g_free (self);
}

void
bk_usage_reader_set_progress (BkUsageReader   *self,
                              BkUsageProgress  progress,
                              gpointer         user_data)
{
  self->progress = progress;
  self->progress_data = user_data;
}

/* Lines */

static gboolean
lines_fill (BkUsageReader *self,
            GError       **error)
{
  BkUsageLines *lines = self->lines;
  g_autoptr(GError) local_error = NULL;
  gssize n;

  if (lines->start > 0)
    {
      memmove (lines->buffer, lines->buffer + lines->start, lines->end - lines->start);
      lines->end -= lines->start;
      lines->start = 0;
    }

  n = g_input_stream_read (lines->stream, lines->buffer + lines->end, lines->size - lines->end,
                           lines->cancellable, &local_error);
  if (n < 0)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      return bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT, "%s", local_error->message);
    }

  if (n == 0)
    lines->eof = TRUE;
  lines->end += n;
  lines->bytes += n;

  if (self->progress != NULL && lines->bytes - self->last_progress >= PROGRESS_STEP)
    {
      self->last_progress = lines->bytes;
      self->progress (self->bytes_before + lines->bytes, self->progress_data);
    }

  return TRUE;
}

gboolean
bk_usage_lines_next (BkUsageReader *self,
                     char         **line,
                     gsize         *length,
                     GError       **error)
{
  BkUsageLines *lines = self->lines;

  for (;;)
    {
      char *start = lines->buffer + lines->start;
      gsize available = lines->end - lines->start;
      char *newline = memchr (start, '\n', available);
      gsize len;

      if (newline == NULL && !lines->eof)
        {
          if (available >= BK_USAGE_MAX_LINE)
            {
              lines->line++;
              return bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT,
                                    _("a line longer than 64 KiB: not a usage log"));
            }
          if (!lines_fill (self, error))
            return FALSE;
          continue;
        }

      if (newline == NULL && available == 0)
        {
          *line = NULL;
          *length = 0;
          return FALSE;
        }

      len = newline != NULL ? (gsize) (newline - start) : available;
      lines->start += newline != NULL ? len + 1 : len;
      lines->line++;

      if (len > BK_USAGE_MAX_LINE)
        return bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT,
                              _("a line longer than 64 KiB: not a usage log"));
      if (memchr (start, '\0', len) != NULL)
        return bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT,
                              _("a binary file, not a usage log"));
      if (len > 0 && start[len - 1] == '\r')
        len--;
      start[len] = '\0';
      *line = start;
      *length = len;
      return TRUE;
    }
}

int
bk_usage_lines_byte (BkUsageReader *self,
                     GError       **error)
{
  BkUsageLines *lines = self->lines;
  int c;

  if (lines->start == lines->end)
    {
      if (lines->eof)
        return -1;
      if (!lines_fill (self, error))
        return -2;
      if (lines->start == lines->end)
        return -1;
    }

  c = (unsigned char) lines->buffer[lines->start++];
  if (c == '\n')
    lines->line++;
  else if (c == '\0')
    {
      bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT, _("a binary file, not a usage log"));
      return -2;
    }

  return c;
}

/* The hours */

static BkUsageHour *
hour_slot (BkUsageReader *self,
           gint64         hour)
{
  gint64 index;

  if (self->hours->len == 0)
    self->first_hour = hour;

  index = hour - self->first_hour;
  if (index < 0)
    {
      guint old_len = self->hours->len;

      g_array_set_size (self->hours, old_len + (guint) -index);
      memmove (self->hours->data + (gsize) -index * sizeof (BkUsageHour), self->hours->data,
               old_len * sizeof (BkUsageHour));
      memset (self->hours->data, 0, (gsize) -index * sizeof (BkUsageHour));
      self->first_hour = hour;
      index = 0;
    }
  else if (index >= self->hours->len)
    g_array_set_size (self->hours, (guint) index + 1);

  return &g_array_index (self->hours, BkUsageHour, index);
}

void
bk_usage_add_hour (BkUsageReader *self,
                   gint64         hour,
                   double         percent,
                   double         weight)
{
  BkUsageHour *slot = hour_slot (self, hour);

  slot->busy += weight * percent / 100.0;
  slot->covered = 1;
  if (percent >= BK_USAGE_ACTIVE_PERCENT)
    slot->active += weight;
}

static void
gpu_flush (BkUsageReader *self,
           BkUsageGpu    *gpu)
{
  if (gpu->n == 0)
    return;

  bk_usage_add_hour (self, gpu->hour, gpu->sum / gpu->n, 1);
  gpu->sum = 0;
  gpu->n = 0;
}

BkUsageGpu *
bk_usage_gpu (BkUsageReader *self,
              const char    *key,
              const char    *gpu_name,
              GError       **error)
{
  BkUsageGpu *gpu = g_hash_table_lookup (self->gpus, key);

  if (gpu == NULL)
    {
      if (g_hash_table_size (self->gpus) >= BK_USAGE_MAX_GPUS)
        {
          bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT,
                         _("more than %d GPUs: not the logs of one team"), BK_USAGE_MAX_GPUS);
          return NULL;
        }
      gpu = g_new0 (BkUsageGpu, 1);
      gpu->last_ms = G_MININT64;
      gpu->hour = G_MININT64;
      gpu->weight = 1;
      g_hash_table_insert (self->gpus, g_strdup (key), gpu);
      if (!g_hash_table_contains (self->gpu_names, gpu_name != NULL ? gpu_name : key))
        g_hash_table_add (self->gpu_names, g_strdup (gpu_name != NULL ? gpu_name : key));
    }

  return gpu;
}

gboolean
bk_usage_sample (BkUsageReader *self,
                 BkUsageGpu    *gpu,
                 gint64         ms,
                 double         percent,
                 GError       **error)
{
  gint64 hour;

  /* A hair above 100 % is rounding in the tool that wrote it. */
  if (percent > 100 && percent <= 100.01)
    percent = 100;
  if (!(percent >= 0 && percent <= 100))
    {
      g_autofree char *shown = bk_usage_format_value (percent);

      return bk_usage_fail (self, error, BK_USAGE_ERROR_VALUE,
                            _("utilisation %s %% is outside 0 to 100 %%"), shown);
    }

  if (ms <= gpu->last_ms)
    {
      if (ms == gpu->last_ms)
        return bk_usage_fail (self, error, BK_USAGE_ERROR_ORDER,
                              _("a second sample of the same GPU at the same time"));
      return bk_usage_fail (self, error, BK_USAGE_ERROR_ORDER,
                            _("a sample earlier than the GPU’s previous one: the rows are out of "
                              "order, or the files are not given oldest first"));
    }

  if (!bk_usage_check_time (self, ms, error))
    return FALSE;

  gpu->last_ms = ms;
  hour = ms >= 0 ? ms / HOUR_MS : -((-ms + HOUR_MS - 1) / HOUR_MS);
  if (hour != gpu->hour)
    {
      gpu_flush (self, gpu);
      gpu->hour = hour;
    }
  gpu->sum += percent;
  gpu->n++;

  return TRUE;
}

gboolean
bk_usage_allocation (BkUsageReader *self,
                     gint64         start_ms,
                     gint64         end_ms,
                     guint          gpus,
                     GError       **error)
{
  if (!bk_usage_check_time (self, start_ms, error) || !bk_usage_check_time (self, end_ms, error))
    return FALSE;

  if (end_ms < start_ms)
    return bk_usage_fail (self, error, BK_USAGE_ERROR_ORDER, _("the job ends before it starts"));

  self->span_first_ms = MIN (self->span_first_ms, start_ms);
  self->span_last_ms = MAX (self->span_last_ms, end_ms);

  if (gpus == 0 || end_ms == start_ms)
    return TRUE;

  {
    gint64 first = start_ms / HOUR_MS, last = (end_ms - 1) / HOUR_MS;
    BkUsageHour *slot;

    if (first == last)
      {
        slot = hour_slot (self, first);
        slot->busy += (double) gpus * (double) (end_ms - start_ms) / HOUR_MS;
        slot->active += gpus;
        return TRUE;
      }

    /* The part of the first and of the last hour; the whole hours between as changes. */
    hour_slot (self, last);
    slot = hour_slot (self, first);
    slot->busy += (double) gpus * (double) ((first + 1) * HOUR_MS - start_ms) / HOUR_MS;
    slot->active += gpus;
    slot = hour_slot (self, last);
    slot->busy += (double) gpus * (double) (end_ms - last * HOUR_MS) / HOUR_MS;
    slot->active += gpus;
    if (last > first + 1)
      {
        slot = hour_slot (self, first + 1);
        slot->busy_delta += gpus;
        slot->active_delta += (int) gpus;
        slot = hour_slot (self, last);
        slot->busy_delta -= gpus;
        slot->active_delta -= (int) gpus;
      }
  }

  return TRUE;
}

/* Files */

/* A line that only nvidia-smi writes: its header (with the two columns read), or a row that
 * starts with its timestamp, "2026/11/02 10:00:00.000,". */
static gboolean
looks_like_nvidia_smi (const char *line,
                       gsize       length)
{
  g_autofree char *lower = g_ascii_strdown (line, length);
  guint digits = 0;

  if (strstr (lower, "timestamp") != NULL && strstr (lower, "utilization.gpu") != NULL)
    return TRUE;

  for (gsize i = 0; i < length && i < 30; i++)
    {
      if (g_ascii_isdigit (line[i]))
        digits++;
      else if (line[i] == ',')
        return digits >= 12 && i >= 16;
      else if (strchr ("/-: .T", line[i]) == NULL)
        return FALSE;
    }

  return FALSE;
}

/* The format from the first bytes that are not blank: "{" is Prometheus' JSON, a first line with
 * "|" is sacct -P, a line of nvidia-smi's header or rows is its CSV. Anything else is refused,
 * naming what it is where that is known: UTF-16, sacct without -P. */
static gboolean
detect_source (BkUsageReader *self,
               BkUsageSource *source,
               gboolean       forced,
               GError       **error)
{
  BkUsageLines *lines = self->lines;
  gboolean first_line = TRUE;
  gsize scan;

  /* Fill the buffer as far as it goes, or to the end of a short file. */
  while (!lines->eof && lines->end - lines->start < lines->size / 2)
    if (!lines_fill (self, error))
      return FALSE;

  /* A UTF-8 byte-order mark, as Windows tools write: not part of the text. */
  if (lines->end - lines->start >= 3 && memcmp (lines->buffer + lines->start, "\xef\xbb\xbf", 3) == 0)
    lines->start += 3;

  if (lines->end - lines->start >= 2
      && ((guchar) lines->buffer[lines->start] == 0xff || (guchar) lines->buffer[lines->start] == 0xfe
          || lines->buffer[lines->start] == '\0' || lines->buffer[lines->start + 1] == '\0'))
    {
      guchar a = lines->buffer[lines->start], b = lines->buffer[lines->start + 1];

      if ((a == 0xff && b == 0xfe) || (a == 0xfe && b == 0xff) || (a != 0 && b == 0)
          || (a == 0 && b != 0))
        return bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT,
                              _("UTF-16 text, as Windows PowerShell’s > writes: save it as "
                                "UTF-8 (Out-File -Encoding utf8), or let nvidia-smi write the "
                                "file itself (-f FILE)"));
    }

  scan = lines->start;
  while (scan < lines->end)
    {
      const char *p = lines->buffer + scan;
      const char *end = lines->buffer + lines->end;
      const char *newline = memchr (p, '\n', end - p);
      const char *line_end = newline != NULL ? newline : end;
      const char *text = p;
      gsize length;

      while (text < line_end && g_ascii_isspace (*text))
        text++;
      length = line_end - text;
      scan = (newline != NULL ? newline + 1 : end) - lines->buffer;
      if (length == 0)
        continue;

      if (first_line && (*text == '{' || *text == '['))
        {
          *source = BK_USAGE_SOURCE_DCGM;
          return TRUE;
        }
      if (first_line && memchr (text, '|', length) != NULL)
        {
          *source = BK_USAGE_SOURCE_SLURM;
          return TRUE;
        }
      if (forced || looks_like_nvidia_smi (text, length))
        {
          *source = BK_USAGE_SOURCE_NVIDIA_SMI;
          return TRUE;
        }
      if (first_line && length >= 5 && g_ascii_strncasecmp (text, "JobID", 5) == 0)
        return bk_usage_fail_at (self, error, BK_USAGE_ERROR_FORMAT, NULL,
                                 _("sacct’s output in columns of fixed width, which cuts long "
                                   "values off: run sacct with -P (--parsable2), as in sacct -a "
                                   "-X -P --format=JobID,Start,End,AllocTRES"));
      /* A driver's message before nvidia-smi's first line is looked past; a file of nothing
       * but lines that are not a log's is not one. */
      first_line = FALSE;
      if (newline == NULL)
        break;
    }

  if (lines->start == lines->end && lines->eof)
    return bk_usage_fail_at (self, error, BK_USAGE_ERROR_EMPTY, NULL, _("the file is empty"));

  return bk_usage_fail_at (self, error, BK_USAGE_ERROR_FORMAT, NULL,
                           _("not a usage log: neither nvidia-smi’s CSV (--query-gpu=timestamp,"
                             "uuid,utilization.gpu --format=csv), Prometheus’ query_range JSON "
                             "of DCGM, nor sacct -P’s accounting"));
}

static gboolean read_stream (BkUsageReader *self, GInputStream *stream, const char *name,
                             const BkUsageSource *forced, GCancellable *cancellable,
                             GError **error);

gboolean
bk_usage_reader_add_stream (BkUsageReader *self,
                            GInputStream  *stream,
                            const char    *name,
                            GCancellable  *cancellable,
                            GError       **error)
{
  return read_stream (self, stream, name, NULL, cancellable, error);
}

gboolean
bk_usage_reader_add_stream_as (BkUsageReader *self,
                               GInputStream  *stream,
                               const char    *name,
                               BkUsageSource  source,
                               GCancellable  *cancellable,
                               GError       **error)
{
  return read_stream (self, stream, name, &source, cancellable, error);
}

static gboolean
read_stream (BkUsageReader       *self,
             GInputStream        *stream,
             const char          *name,
             const BkUsageSource *forced,
             GCancellable        *cancellable,
             GError             **error)
{
  BkUsageLines lines = { 0 };
  BkUsageSource source;
  gboolean ok;

  lines.stream = stream;
  lines.cancellable = cancellable;
  lines.size = BUFFER_SIZE;
  lines.buffer = g_malloc (BUFFER_SIZE + 1);

  self->name = name;
  self->lines = &lines;
  self->last_progress = 0;

  ok = detect_source (self, &source, forced != NULL, error);
  if (ok && forced != NULL)
    source = *forced;
  if (ok && self->have_source && source != self->source)
    {
      static const char *const one[] = {
        N_("an nvidia-smi log"), N_("Prometheus’ query_range JSON of DCGM"),
        N_("a Slurm accounting log"),
      };
      static const char *const several[] = {
        N_("nvidia-smi logs"), N_("Prometheus’ query_range JSON of DCGM"),
        N_("Slurm accounting logs"),
      };

      lines.line = 0;
      /* Translators: "b.txt: a Slurm accounting log, but the files before it are nvidia-smi
       * logs: …". */
      ok = bk_usage_fail (self, error, BK_USAGE_ERROR_MIXED,
                          _("%s, but the files before it are %s: read the files of one source "
                            "at a time"), _(one[source]), _(several[self->source]));
    }

  if (ok)
    {
      self->have_source = TRUE;
      self->source = source;
      g_ptr_array_add (self->files, g_path_get_basename (name));

      switch (source)
        {
        case BK_USAGE_SOURCE_NVIDIA_SMI:
          ok = bk_usage_read_nvidia_smi (self, error);
          break;
        case BK_USAGE_SOURCE_DCGM:
          ok = bk_usage_read_prometheus (self, error);
          break;
        case BK_USAGE_SOURCE_SLURM:
          ok = bk_usage_read_sacct (self, error);
          break;
        default:
          g_assert_not_reached ();
        }
    }

  self->bytes_before += lines.bytes;
  if (ok && self->progress != NULL)
    self->progress (self->bytes_before, self->progress_data);
  self->lines = NULL;
  g_free (lines.buffer);

  return ok;
}

gboolean
bk_usage_reader_add_hourly (BkUsageReader *self,
                            GInputStream  *stream,
                            const char    *name,
                            const char    *metric,
                            GCancellable  *cancellable,
                            GError       **error)
{
  BkUsageSource source = BK_USAGE_SOURCE_DCGM;
  gboolean ok;

  self->metric_hint = metric;
  self->shift_ms = -(3600 * 1000 - 1);
  ok = read_stream (self, stream, name, &source, cancellable, error);
  self->metric_hint = NULL;
  self->shift_ms = 0;

  return ok;
}

gboolean
bk_usage_reader_add_file (BkUsageReader *self,
                          GFile         *file,
                          GCancellable  *cancellable,
                          GError       **error)
{
  g_autoptr(GFileInputStream) stream = g_file_read (file, cancellable, error);
  g_autofree char *name = NULL;

  if (stream == NULL)
    return FALSE;

  name = g_file_get_parse_name (file);

  return bk_usage_reader_add_stream (self, G_INPUT_STREAM (stream), name, cancellable, error);
}

BkUsageSummary *
bk_usage_reader_finish (BkUsageReader *self,
                        GError       **error)
{
  GHashTableIter iter;
  gpointer value;

  self->name = NULL;
  g_hash_table_iter_init (&iter, self->gpus);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    gpu_flush (self, value);
  bk_usage_flush_cells (self);

  if (self->have_source && self->source == BK_USAGE_SOURCE_SLURM)
    {
      double busy = 0;
      gint64 active = 0;

      for (guint i = 0; i < self->hours->len; i++)
        {
          BkUsageHour *hour = &g_array_index (self->hours, BkUsageHour, i);

          busy += hour->busy_delta;
          active += hour->active_delta;
          hour->busy += busy;
          hour->active += (guint) active;
        }
    }

  if (self->have_source && self->source == BK_USAGE_SOURCE_SLURM
      && self->span_first_ms < self->span_last_ms)
    {
      for (gint64 hour = self->span_first_ms / HOUR_MS; hour * HOUR_MS < self->span_last_ms; hour++)
        hour_slot (self, hour)->covered = 1;
      self->first_ms = self->span_first_ms;
      self->last_ms = self->span_last_ms;
    }

  return bk_usage_derive (self, error);
}

BkUsageSummary *
bk_usage_read_files (GFile          **files,
                     guint            n_files,
                     GTimeZone       *tz,
                     gint64           now,
                     GCancellable    *cancellable,
                     BkUsageProgress  progress,
                     gpointer         user_data,
                     GError         **error)
{
  g_autoptr(BkUsageReader) reader = bk_usage_reader_new (tz, now);

  bk_usage_reader_set_progress (reader, progress, user_data);
  for (guint i = 0; i < n_files; i++)
    if (!bk_usage_reader_add_file (reader, files[i], cancellable, error))
      return NULL;

  return bk_usage_reader_finish (reader, error);
}
