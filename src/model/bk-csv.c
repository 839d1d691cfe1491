/* bk-csv.c: CSV text for spreadsheets and scripts
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every CSV the app writes goes through here: RFC 4180 quoting and numbers in the C locale, so
 * that a spreadsheet in any language reads them.
 */

#define G_LOG_DOMAIN "bk-csv"

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-csv.h"

struct _BkCsv
{
  GString  *text;
  gboolean  row_started;
};

/* Returns: (transfer full): an empty text, at the start of its first row */
BkCsv *
bk_csv_new (void)
{
  BkCsv *self = g_new0 (BkCsv, 1);

  self->text = g_string_new (NULL);

  return self;
}

void
bk_csv_free (BkCsv *self)
{
  if (self == NULL)
    return;

  g_string_free (self->text, TRUE);
  g_free (self);
}

/* Returns: (transfer full): the text written so far; @self is freed */
char *
bk_csv_free_to_string (BkCsv *self)
{
  char *text;

  g_return_val_if_fail (self != NULL, NULL);

  text = g_string_free_and_steal (self->text);
  g_free (self);

  return text;
}

static void
start_field (BkCsv *self)
{
  if (self->row_started)
    g_string_append_c (self->text, ',');

  self->row_started = TRUE;
}

/**
 * bk_csv_add_text:
 * @text: (nullable): the field, %NULL for an empty one
 *
 * Adds a field, quoted when it holds a comma, a quote or a line break. A field that a
 * spreadsheet would take for a formula gets a leading apostrophe, so that a profile's name
 * cannot run code when the file is opened; a number such as -5 stays as it is.
 */
void
bk_csv_add_text (BkCsv      *self,
                 const char *text)
{
  g_autofree char *guarded = NULL;

  g_return_if_fail (self != NULL);

  if (text == NULL)
    text = "";

  if (text[0] != '\0' && strchr ("=+-@\t\r", text[0]) != NULL)
    {
      char *end = NULL;

      g_ascii_strtod (text, &end);
      if (end == text || *end != '\0')
        text = guarded = g_strconcat ("'", text, NULL);
    }

  start_field (self);

  if (strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (self->text, text);
      return;
    }

  g_string_append_c (self->text, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (self->text, '"');
      g_string_append_c (self->text, *p);
    }
  g_string_append_c (self->text, '"');
}

void
bk_csv_add_uint (BkCsv *self,
                 guint  value)
{
  g_return_if_fail (self != NULL);

  start_field (self);
  g_string_append_printf (self->text, "%u", value);
}

/* Adds a number with every digit a double has, for scripts that compute with it. */
void
bk_csv_add_double (BkCsv  *self,
                   double  value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_if_fail (self != NULL);

  start_field (self);
  g_string_append (self->text, g_ascii_dtostr (buffer, sizeof buffer, value));
}

/* Adds an amount of money to the cent, or an empty field for a value that is not a number. */
void
bk_csv_add_amount (BkCsv  *self,
                   double  value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_if_fail (self != NULL);

  start_field (self);
  if (isfinite (value))
    g_string_append (self->text, g_ascii_formatd (buffer, sizeof buffer, "%.2f", value));
}

void
bk_csv_end_row (BkCsv *self)
{
  g_return_if_fail (self != NULL);

  g_string_append_c (self->text, '\n');
  self->row_started = FALSE;
}

/**
 * bk_csv_format_number:
 *
 * Returns: (transfer full): the shortest text that reads back as the same double: "0.4", not
 *   "0.40000000000000002"
 */
char *
bk_csv_format_number (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  for (int precision = 15; precision < 17; precision++)
    {
      g_autofree char *format = g_strdup_printf ("%%.%dg", precision);

      g_ascii_formatd (buffer, sizeof buffer, format, value);
      if (g_ascii_strtod (buffer, NULL) == value)
        return g_strdup (buffer);
    }

  return g_strdup (g_ascii_dtostr (buffer, sizeof buffer, value));
}

/* Returns: (transfer full): an amount of money to the cent, "1234.50" */
char *
bk_csv_format_amount (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.2f", value));
}
