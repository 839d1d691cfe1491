/* bk-usage-nvidia-smi.c: reads nvidia-smi --query-gpu CSV logs
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage: "timestamp, index, uuid, utilization.gpu [%], memory.used [MiB]"
 * and rows such as "2026/11/03 14:22:01.123, 0, GPU-…, 87 %, 40536 MiB"; with or without the
 * units, the columns in any order, headers repeated by log rotation. A GPU is its uuid, else its
 * pci.bus_id, else its index. A file that starts without a header takes the columns of the file
 * before it (a log rotated away from its header), or is refused: its columns cannot be known. A
 * line that is neither a header nor a row (a driver's message) and a row cut off are skipped
 * and counted.
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
  int timestamp, index, uuid, bus, utilisation;
  int n_columns;
} Columns;

G_STATIC_ASSERT (sizeof (Columns) <= sizeof (((BkUsageReader *) NULL)->smi_columns));

static gsize
split (char       *line,
       gsize       length,
       const char *cells[MAX_COLUMNS],
       gsize       lengths[MAX_COLUMNS])
{
  gsize n = 0;
  char *p = line, *end = line + length;

  while (n < MAX_COLUMNS)
    {
      char *comma = memchr (p, ',', end - p);
      char *cell_end = comma != NULL ? comma : end;
      const char *cell = p;
      gsize cell_length = cell_end - p;

      bk_usage_trim (&cell, &cell_length);
      cells[n] = cell;
      lengths[n] = cell_length;
      n++;
      if (comma == NULL)
        break;
      p = comma + 1;
    }

  return n;
}

static gboolean
cell_is (const char *cell,
         gsize       length,
         const char *name)
{
  gsize name_length = strlen (name);

  /* "utilization.gpu [%]": the name, then a unit in brackets or nothing */
  return length >= name_length && g_ascii_strncasecmp (cell, name, name_length) == 0
         && (length == name_length || cell[name_length] == ' ' || cell[name_length] == '[');
}

/* A header names at least the two columns read; anything else that is not a row is skipped. */
static gboolean
read_header (const char    *cells[],
             gsize          lengths[],
             gsize          n,
             Columns       *columns)
{
  Columns found = { -1, -1, -1, -1, -1, (int) n };

  for (gsize i = 0; i < n; i++)
    {
      if (cell_is (cells[i], lengths[i], "timestamp"))
        found.timestamp = i;
      else if (cell_is (cells[i], lengths[i], "index"))
        found.index = i;
      else if (cell_is (cells[i], lengths[i], "uuid"))
        found.uuid = i;
      else if (cell_is (cells[i], lengths[i], "pci.bus_id"))
        found.bus = i;
      else if (cell_is (cells[i], lengths[i], "utilization.gpu"))
        found.utilisation = i;
    }

  if (found.timestamp < 0 || found.utilisation < 0)
    return FALSE;

  *columns = found;
  return TRUE;
}

static gboolean
read_rows (BkUsageReader *self,
           GError       **error)
{
  g_autofree char *prefix = g_strconcat (self->name, "#", NULL);
  GString *key = g_string_new (NULL);
  Columns columns = { -1, -1, -1, -1, -1, 0 };
  gboolean have_columns = FALSE;
  BkUsageGpu *last_gpu = NULL;
  char *last_key = NULL;
  gboolean ok = TRUE;
  char *line;
  gsize length;

  while (ok && bk_usage_lines_next (self, &line, &length, error))
    {
      const char *cells[MAX_COLUMNS];
      gsize lengths[MAX_COLUMNS];
      gsize n;
      const char *cell;
      gsize cell_length;
      double percent;
      gint64 ms;
      BkUsageGpu *gpu;

      n = split (line, length, cells, lengths);
      if (n == 1 && lengths[0] == 0)
        continue;   /* a blank line */

      /* A header, at the start or repeated by rotation: the columns may change there. A line
       * that is neither a header nor a row is a message ("GPU has fallen off the bus"). */
      if (!g_ascii_isdigit (cells[0][0]))
        {
          if (read_header (cells, lengths, n, &columns))
            {
              have_columns = TRUE;
              memcpy (self->smi_columns, &columns, sizeof columns);
              self->have_smi_columns = TRUE;
            }
          else
            bk_usage_skip_line (self);
          continue;
        }

      if (!have_columns)
        {
          /* A rotated log whose header went with the file before it. */
          memcpy (&columns, self->smi_columns, sizeof columns);
          if (!self->have_smi_columns || columns.n_columns != (int) n)
            {
              ok = bk_usage_fail (self, error, BK_USAGE_ERROR_FORMAT,
                                  _("a row before any header: nvidia-smi’s columns cannot be "
                                    "known without one. Read the file with its header first, "
                                    "or log without noheader"));
              break;
            }
          have_columns = TRUE;
        }

      if ((int) n != columns.n_columns)
        {
          /* A row cut off, by a crash or a full disk. */
          bk_usage_skip_line (self);
          continue;
        }

      cell = cells[columns.utilisation];
      cell_length = lengths[columns.utilisation];
      if (cell_length > 0 && cell[0] == '[')
        continue;   /* [N/A], [Not Supported]: no sample */
      if (cell_length > 0 && cell[cell_length - 1] == '%')
        {
          cell_length--;
          bk_usage_trim (&cell, &cell_length);
        }
      if (!bk_usage_parse_number (cell, cell_length, &percent))
        {
          g_autofree char *text = bk_usage_quote (cells[columns.utilisation], lengths[columns.utilisation]);

          ok = bk_usage_fail (self, error, BK_USAGE_ERROR_VALUE,
                              _("utilization.gpu “%s” is not a percentage"), text);
          break;
        }

      /* The GPU: its uuid, else this file's bus id or index. */
      g_string_truncate (key, 0);
      if (columns.uuid >= 0 && lengths[columns.uuid] > 0 && cells[columns.uuid][0] != '[')
        g_string_append_len (key, cells[columns.uuid], lengths[columns.uuid]);
      else
        {
          g_string_append (key, prefix);
          if (columns.bus >= 0)
            g_string_append_len (key, cells[columns.bus], lengths[columns.bus]);
          else if (columns.index >= 0)
            g_string_append_len (key, cells[columns.index], lengths[columns.index]);
        }

      if (last_key != NULL && g_str_equal (last_key, key->str))
        gpu = last_gpu;
      else
        {
          gpu = bk_usage_gpu (self, key->str, NULL, error);
          if (gpu == NULL)
            {
              ok = FALSE;
              break;
            }
          g_free (last_key);
          last_key = g_strdup (key->str);
          last_gpu = gpu;
        }

      if (!bk_usage_parse_time (self, cells[columns.timestamp], lengths[columns.timestamp],
                                gpu->last_ms, &ms))
        {
          g_autofree char *text = bk_usage_quote (cells[columns.timestamp], lengths[columns.timestamp]);

          ok = bk_usage_fail (self, error, BK_USAGE_ERROR_VALUE,
                              _("timestamp “%s” is not a date and time"), text);
          break;
        }

      ok = bk_usage_sample (self, gpu, ms, percent, error);
      if (!ok && columns.uuid < 0 && columns.bus < 0 && columns.index < 0
          && g_error_matches (*error, BK_USAGE_ERROR, BK_USAGE_ERROR_ORDER))
        {
          /* Without a column that tells GPUs apart, two GPUs look like one sampled twice. */
          g_autofree char *message = g_strdup ((*error)->message);

          g_clear_error (error);
          g_set_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_ORDER,
                       _("%s; the log has no column that tells GPUs apart: log uuid, pci.bus_id "
                         "or index too"), message);
        }
    }

  /* bk_usage_lines_next() returns FALSE at the end and on an error. */
  if (ok && *error != NULL)
    ok = FALSE;

  g_free (last_key);
  g_string_free (key, TRUE);

  return ok;
}

gboolean
bk_usage_read_nvidia_smi (BkUsageReader *self,
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
