/* bk-usage-sacct.c: reads Slurm's accounting, sacct -a -X -P --format=JobID,Start,End,AllocTRES
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage: "JobID|Start|End|AllocTRES" and rows such as
 * "4242|2026-11-03T14:22:01|Unknown|billing=16,cpu=16,gres/gpu=2,mem=128G,node=1". A job
 * allocates its GPUs from Start to End; "Unknown" as the end is a job still running.
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bk-usage-private.h"
#include "bk-usage.h"

#define MAX_COLUMNS 64

typedef struct
{
  int job, start, end, tres;
  int n_columns;
} Columns;

static const Columns default_columns = { 0, 1, 2, 3, 4 };

static gsize
split (const char *line,
       gsize       length,
       const char *cells[MAX_COLUMNS],
       gsize       lengths[MAX_COLUMNS])
{
  gsize n = 0;
  const char *p = line, *end = line + length;

  while (n < MAX_COLUMNS)
    {
      const char *bar = memchr (p, '|', end - p);
      const char *cell_end = bar != NULL ? bar : end;

      cells[n] = p;
      lengths[n] = cell_end - p;
      bk_usage_trim (&cells[n], &lengths[n]);
      n++;
      if (bar == NULL)
        break;
      p = bar + 1;
    }

  /* sacct -P ends no row with a "|", but --parsable (-p) does: an empty last cell. */
  if (n > 1 && lengths[n - 1] == 0 && line[length - 1] == '|')
    n--;

  return n;
}

static gboolean
is (const char *cell,
    gsize       length,
    const char *word)
{
  return length == strlen (word) && g_ascii_strncasecmp (cell, word, length) == 0;
}

/* The GPUs of "billing=16,cpu=16,gres/gpu=2,gres/gpu:a100=2,mem=128G,node=1": gres/gpu, or the
 * sum of the typed counts when only those are there. */
static gboolean
parse_gpus (const char *tres,
            gsize       length,
            guint      *gpus)
{
  const char *p = tres, *end = tres + length;
  guint64 plain = 0, typed = 0;
  gboolean have_plain = FALSE;

  while (p < end)
    {
      const char *comma = memchr (p, ',', end - p);
      const char *item_end = comma != NULL ? comma : end;

      if (item_end - p > 8 && strncmp (p, "gres/gpu", 8) == 0)
        {
          const char *equals = memchr (p, '=', item_end - p);
          double value;

          if (equals == NULL || !bk_usage_parse_number (equals + 1, item_end - equals - 1, &value)
              || value < 0 || value > 1e6 || value != (guint64) value)
            return FALSE;
          if (p[8] == '=')
            {
              plain += (guint64) value;
              have_plain = TRUE;
            }
          else if (p[8] == ':')
            typed += (guint64) value;
        }
      p = item_end + 1;
    }

  *gpus = (guint) (have_plain ? plain : typed);
  return *gpus <= 1000000;
}

static gboolean
read_rows (BkUsageReader *self,
           GError       **error)
{
  Columns columns = { -1, -1, -1, -1, 0 };
  gboolean have_columns = FALSE;
  char *previous_job = NULL;
  gboolean ok = TRUE;
  char *line;
  gsize length;

  while (ok && bk_usage_lines_next (self, &line, &length, error))
    {
      const char *cells[MAX_COLUMNS];
      gsize lengths[MAX_COLUMNS];
      gsize n;
      gint64 start_ms, end_ms;
      guint gpus;

      {
        const char *trimmed = line;
        gsize trimmed_length = length;

        bk_usage_trim (&trimmed, &trimmed_length);
        if (trimmed_length == 0)
          continue;
      }

      n = split (line, length, cells, lengths);

      if (is (cells[0], lengths[0], "JobID") || !have_columns)
        {
          Columns found = { -1, -1, -1, -1, (int) n };

          for (gsize i = 0; i < n; i++)
            {
              if (is (cells[i], lengths[i], "JobID"))
                found.job = i;
              else if (is (cells[i], lengths[i], "Start"))
                found.start = i;
              else if (is (cells[i], lengths[i], "End"))
                found.end = i;
              else if (is (cells[i], lengths[i], "AllocTRES"))
                found.tres = i;
            }

          if (found.job >= 0 || found.start >= 0)
            {
              if (found.start < 0 || found.end < 0 || found.tres < 0)
                {
                  ok = bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT,
                                      _("not a usage log: sacct’s output needs the columns Start, "
                                        "End and AllocTRES"));
                  break;
                }
              columns = found;
              have_columns = TRUE;
              continue;
            }

          /* sacct -n: no header, the contract's columns */
          columns = default_columns;
          have_columns = TRUE;
        }

      if ((int) n != columns.n_columns)
        {
          ok = bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT,
                              _("%u columns where the header has %u: the line is cut off or "
                                "not a row of the log"),
                              (guint) n, (guint) columns.n_columns);
          break;
        }

      /* Job steps (4242.batch, 4242.0) repeat their job's allocation: sacct -X leaves them out,
       * and so does this. */
      if (columns.job >= 0 && memchr (cells[columns.job], '.', lengths[columns.job]) != NULL)
        continue;

      if (columns.job >= 0)
        {
          if (previous_job != NULL && strlen (previous_job) == lengths[columns.job]
              && strncmp (previous_job, cells[columns.job], lengths[columns.job]) == 0)
            {
              g_autofree char *shown = bk_usage_quote (previous_job, strlen (previous_job));

              ok = bk_usage_fail (self, error, BK_USAGE_ERROR_ORDER,
                                  _("job %s a second time"), shown);
              break;
            }
          g_free (previous_job);
          previous_job = g_strndup (cells[columns.job], lengths[columns.job]);
        }

      if (!parse_gpus (cells[columns.tres], lengths[columns.tres], &gpus))
        {
          g_autofree char *text = bk_usage_quote (cells[columns.tres], lengths[columns.tres]);

          ok = bk_usage_fail (self, error, BK_USAGE_ERROR_VALUE,
                              _("AllocTRES “%s” has a GPU count that is not a whole number"), text);
          break;
        }
      if (gpus == 0)
        continue;

      /* Pending or cancelled before it started: nothing allocated. */
      if (is (cells[columns.start], lengths[columns.start], "Unknown")
          || is (cells[columns.start], lengths[columns.start], "None"))
        continue;

      if (!bk_usage_parse_time (self, cells[columns.start], lengths[columns.start], G_MININT64,
                                &start_ms))
        {
          g_autofree char *text = bk_usage_quote (cells[columns.start], lengths[columns.start]);

          ok = bk_usage_fail (self, error, BK_USAGE_ERROR_VALUE,
                              _("Start “%s” is not a date and time"), text);
          break;
        }

      if (is (cells[columns.end], lengths[columns.end], "Unknown")
          || is (cells[columns.end], lengths[columns.end], "None"))
        end_ms = MAX (self->now_ms, start_ms);
      else if (!bk_usage_parse_time (self, cells[columns.end], lengths[columns.end], start_ms,
                                     &end_ms))
        {
          g_autofree char *text = bk_usage_quote (cells[columns.end], lengths[columns.end]);

          ok = bk_usage_fail (self, error, BK_USAGE_ERROR_VALUE,
                              _("End “%s” is not a date and time"), text);
          break;
        }

      ok = bk_usage_allocation (self, start_ms, end_ms, gpus, error);
    }

  if (ok && *error != NULL)
    ok = FALSE;

  g_free (previous_job);

  return ok;
}

gboolean
bk_usage_read_sacct (BkUsageReader *self,
                     GError       **error)
{
  GError *local_error = NULL;

  if (!read_rows (self, &local_error))
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }

  return TRUE;
}
