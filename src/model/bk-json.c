/* bk-json.c: reading and checking JSON members, shared by the profile and the catalogue
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-json"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bk-json.h"

char *
bk_json_display_text (const char *text,
                      guint       max_chars)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (max_chars > 0 && n++ == max_chars)
        {
          g_string_append (out, "…");
          break;
        }

      if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        g_string_append_printf (out, "\\u%04X", c);
      else
        g_string_append_unichar (out, c);
    }

  return g_string_free (out, FALSE);
}

void
bk_json_set_invalid (GError     **error,
                     GQuark       domain,
                     int          code,
                     const char  *field,
                     const char  *format,
                     ...)
{
  g_autofree char *reason = NULL;
  g_autofree char *shown_field = bk_json_display_text (field, 80);
  g_autofree char *message = NULL;
  g_autofree char *one_line = NULL;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  /* Translators: the first %s is a field such as "workload.utilisation", the second the
   * problem, such as "140 is above 100". */
  message = g_strdup_printf (_("%s: %s"), shown_field, reason);

  /* One line, whatever the file held. */
  one_line = bk_json_display_text (message, 0);
  g_set_error_literal (error, domain, code, one_line);
}

char *
bk_json_format_number (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%.15g", value));
}

/* The text of @value with @digits significant digits, in plain notation wherever %g would
 * switch to an exponent only for lack of digits: 40 rather than 4e+01. */
static void
format_digits (char   *buf,
               gsize   size,
               double  value,
               int     digits)
{
  char format[8];
  const char *e;
  int exponent;

  g_snprintf (format, sizeof format, "%%.%de", digits - 1);
  g_ascii_formatd (buf, size, format, value);
  e = strchr (buf, 'e');
  exponent = e != NULL ? atoi (e + 1) : 0;

  g_snprintf (format, sizeof format, "%%.%dg", MAX (digits, MIN (exponent + 1, 17)));
  g_ascii_formatd (buf, size, format, value);
}

char *
bk_json_format_double (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_val_if_fail (isfinite (value), g_strdup ("0"));

  /* Seventeen significant digits always read back exactly; fewer often do. */
  for (int digits = 1; digits < 17; digits++)
    {
      format_digits (buf, sizeof buf, value, digits);
      if (g_ascii_strtod (buf, NULL) == value)
        return g_strdup (buf);
    }

  format_digits (buf, sizeof buf, value, 17);
  return g_strdup (buf);
}

/* json-glib writes every double with 17 significant digits (g_ascii_dtostr), which is exact but
 * turns 0.4 into 0.40000000000000002 in a file people read. Its output is rewritten here: every
 * number outside a string that has a fraction or an exponent (a double) gets its shortest exact
 * form; integers are left as they are. */
char *
bk_json_to_data (JsonNode *root,
                 gsize    *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *raw = NULL;
  gboolean in_string = FALSE;
  GString *out;
  const char *p;

  g_return_val_if_fail (root != NULL, NULL);

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  raw = json_generator_to_data (generator, NULL);
  out = g_string_sized_new (strlen (raw));

  for (p = raw; *p != '\0';)
    {
      if (in_string)
        {
          if (*p == '\\' && p[1] != '\0')
            {
              g_string_append_len (out, p, 2);
              p += 2;
              continue;
            }
          in_string = *p != '"';
          g_string_append_c (out, *p++);
        }
      else if (*p == '"')
        {
          in_string = TRUE;
          g_string_append_c (out, *p++);
        }
      else if (*p == '-' || g_ascii_isdigit (*p))
        {
          gsize n = strspn (p, "0123456789+-.eE");
          g_autofree char *token = g_strndup (p, n);

          if (strpbrk (token, ".eE") != NULL)
            {
              g_autofree char *shortest = bk_json_format_double (g_ascii_strtod (token, NULL));

              /* A double stays a double to the reader: 40.0, not 40. */
              g_string_append (out, shortest);
              if (strpbrk (shortest, ".eE") == NULL)
                g_string_append (out, ".0");
            }
          else
            {
              g_string_append (out, token);
            }
          p += n;
        }
      else
        {
          g_string_append_c (out, *p++);
        }
    }

  if (length != NULL)
    *length = out->len;

  return g_string_free (out, FALSE);
}

gboolean
bk_json_get_number (JsonNode    *node,
                    const char  *field,
                    double      *out,
                    GQuark       domain,
                    int          code,
                    GError     **error)
{
  GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  double value;

  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    {
      bk_json_set_invalid (error, domain, code, field, _("expected a number"));
      return FALSE;
    }

  value = json_node_get_double (node);
  if (!isfinite (value))
    {
      bk_json_set_invalid (error, domain, code, field, _("the number is too large"));
      return FALSE;
    }

  *out = value;
  return TRUE;
}

gboolean
bk_json_check_range (const char  *field,
                     double       value,
                     double       minimum,
                     double       maximum,
                     GQuark       domain,
                     int          code,
                     GError     **error)
{
  g_autofree char *v = bk_json_format_number (value);

  if (value < minimum)
    {
      g_autofree char *m = bk_json_format_number (minimum);
      /* Translators: "-5 is below 0" */
      bk_json_set_invalid (error, domain, code, field, _("%s is below %s"), v, m);
      return FALSE;
    }

  if (value > maximum)
    {
      g_autofree char *m = bk_json_format_number (maximum);
      /* Translators: "140 is above 100" */
      bk_json_set_invalid (error, domain, code, field, _("%s is above %s"), v, m);
      return FALSE;
    }

  return TRUE;
}

gboolean
bk_json_get_string (JsonNode    *node,
                    const char  *field,
                    const char **out,
                    GQuark       domain,
                    int          code,
                    GError     **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      bk_json_set_invalid (error, domain, code, field, _("expected a text"));
      return FALSE;
    }

  *out = json_node_get_string (node);
  return TRUE;
}

gboolean
bk_json_check_members (JsonObject         *object,
                       const char         *path,
                       const char * const *known,
                       GQuark              domain,
                       int                 code,
                       GError            **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (known, l->data))
      {
        g_autofree char *field = g_strdup_printf ("%s.%s", path, (const char *) l->data);

        bk_json_set_invalid (error, domain, code, field, _("unknown field"));
        return FALSE;
      }

  return TRUE;
}

JsonNode *
bk_json_require_member (JsonObject  *object,
                        const char  *path,
                        const char  *name,
                        GQuark       domain,
                        int          code,
                        GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    {
      g_autofree char *field = g_strdup_printf ("%s.%s", path, name);

      /* Translators: the problem with a field of a file: it is not there. */
      bk_json_set_invalid (error, domain, code, field, _("missing"));
    }

  return node;
}

gboolean
bk_json_get_member_string (JsonObject  *object,
                           const char  *path,
                           const char  *name,
                           const char **out,
                           GQuark       domain,
                           int          code,
                           GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.%s", path, name);
  JsonNode *node = bk_json_require_member (object, path, name, domain, code, error);

  return node != NULL && bk_json_get_string (node, field, out, domain, code, error);
}

gboolean
bk_json_get_member_number (JsonObject  *object,
                           const char  *path,
                           const char  *name,
                           double      *out,
                           GQuark       domain,
                           int          code,
                           GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.%s", path, name);
  JsonNode *node = bk_json_require_member (object, path, name, domain, code, error);

  return node != NULL && bk_json_get_number (node, field, out, domain, code, error);
}

JsonParser *
bk_json_parse_bytes (GBytes  *bytes,
                     GError **error)
{
  g_autoptr(JsonParser) parser = NULL;
  const char *data;
  gsize length;

  data = g_bytes_get_data (bytes, &length);
  if (length == 0 || !g_utf8_validate_len (data, length, NULL))
    return NULL;

  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data, length, error))
    return NULL;

  return g_steal_pointer (&parser);
}
