/* bk-usage-prometheus.c: reads DCGM's GPU utilisation from Prometheus' query_range JSON
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage: {"status":"success","data":{"resultType":"matrix","result":[
 * {"metric":{"gpu":"0","Hostname":…},"values":[[1730000000,"87"],…]}]}}. The JSON is read as a
 * stream, one token at a time, so that a file of any size needs no more memory than one string.
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-usage-private.h"
#include "bk-usage.h"

#define MAX_DEPTH 64
#define MAX_STRING 4096

typedef enum
{
  ROLE_SKIP,
  ROLE_TOP,
  ROLE_STATUS,
  ROLE_ERROR,
  ROLE_DATA,
  ROLE_RESULT_TYPE,
  ROLE_RESULT,
  ROLE_SERIES,
  ROLE_METRIC,
  ROLE_METRIC_UUID,
  ROLE_METRIC_GPU,
  ROLE_METRIC_HOST,
  ROLE_METRIC_INSTANCE,
  ROLE_VALUES,
  ROLE_PAIR,
} Role;

typedef struct
{
  BkUsageReader *reader;
  GError       **error;
  int            peek;        /* the next byte, or -3 for none taken */
  GString       *string;
  gboolean       success;
  gboolean       matrix;
  gboolean       have_data;
  guint          series;
  char          *uuid, *gpu, *host, *instance;
  BkUsageGpu    *current;     /* the series' GPU, once its first sample came */
} Parser;

/* The next byte: from the buffer at once in the common case, else through the line reader,
 * which refills it (and says so on a NUL byte). -1 at the end, -2 on an error. */
static inline int
next (Parser *p)
{
  BkUsageLines *lines = p->reader->lines;
  int c;

  if (G_UNLIKELY (p->peek != -3))
    {
      c = p->peek;
      p->peek = -3;
      return c;
    }

  if (G_LIKELY (lines->start < lines->end))
    {
      c = (unsigned char) lines->buffer[lines->start];
      if (G_LIKELY (c > '\n'))
        {
          lines->start++;
          return c;
        }
    }

  return bk_usage_lines_byte (p->reader, p->error);
}

static int
next_token (Parser *p)
{
  int c;

  do
    c = next (p);
  while (c == ' ' || c == '\n' || c == '\r' || c == '\t');

  return c;
}

static gboolean
syntax (Parser *p)
{
  if (*p->error != NULL)
    return FALSE;
  return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                        _("not Prometheus’ query_range JSON: the JSON is broken or cut off here"));
}

/* A string after its opening quote, into p->string (cut at MAX_STRING: only names and values
 * are read, and those are short). */
static gboolean
read_string (Parser *p)
{
  g_string_truncate (p->string, 0);

  for (;;)
    {
      int c = next (p);

      if (c < 0 || c == '\n')
        return syntax (p);
      if (c == '"')
        return TRUE;
      if (c == '\\')
        {
          c = next (p);
          if (c < 0)
            return syntax (p);
          if (c == 'u')
            {
              for (int i = 0; i < 4; i++)
                if (!g_ascii_isxdigit (next (p)))
                  return syntax (p);
              c = '?';
            }
        }
      if (p->string->len < MAX_STRING)
        g_string_append_c (p->string, (char) c);
    }
}

/* A number or a literal starting with @c, into p->string. */
static gboolean
read_bare (Parser *p,
           int     c)
{
  g_string_truncate (p->string, 0);

  while (c >= 0 && (g_ascii_isalnum (c) || c == '-' || c == '+' || c == '.'))
    {
      if (p->string->len >= 64)
        return syntax (p);
      g_string_append_c (p->string, (char) c);
      c = next (p);
    }
  if (c == -2)
    return FALSE;
  p->peek = c;

  if (p->string->len == 0)
    return syntax (p);
  if (g_str_equal (p->string->str, "true") || g_str_equal (p->string->str, "false")
      || g_str_equal (p->string->str, "null"))
    return TRUE;

  {
    double value;

    if (!bk_usage_parse_number (p->string->str, p->string->len, &value))
      return syntax (p);
  }

  return TRUE;
}

static void
set_field (char      **field,
           GString    *value)
{
  g_free (*field);
  *field = g_strndup (value->str, value->len);
}

static gboolean
series_gpu (Parser *p)
{
  g_autofree char *key = NULL;

  if (p->uuid != NULL)
    key = g_strdup (p->uuid);
  else if ((p->host != NULL || p->instance != NULL) && p->gpu != NULL)
    key = g_strdup_printf ("%s#%s", p->host != NULL ? p->host : p->instance, p->gpu);
  else
    key = g_strdup_printf ("%s#series%u", p->reader->name, p->series);

  p->current = bk_usage_gpu (p->reader, key, p->error);

  return p->current != NULL;
}

/* One [time, "value"] of a series. */
static gboolean
read_pair (Parser *p)
{
  double seconds, percent;
  int c = next_token (p);

  /* The common case, whole seconds such as 1793613600, without a string; anything else (a
   * fraction, an exponent, a string) the long way. */
  if (c >= '0' && c <= '9')
    {
      gint64 whole = 0;
      guint digits = 0;

      while (c >= '0' && c <= '9' && digits < 12)
        {
          whole = whole * 10 + (c - '0');
          digits++;
          c = next (p);
        }
      if (c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t')
        {
          p->peek = c;
          seconds = (double) whole;
          goto have_time;
        }
      if (c == -2)
        return FALSE;
      /* back to the long way with what was read */
      g_string_printf (p->string, "%" G_GINT64_FORMAT, whole);
      while (c >= 0 && (g_ascii_isalnum (c) || c == '-' || c == '+' || c == '.')
             && p->string->len < 64)
        {
          g_string_append_c (p->string, (char) c);
          c = next (p);
        }
      if (c == -2)
        return FALSE;
      p->peek = c;
    }
  else if (c == '"')
    {
      if (!read_string (p))
        return FALSE;
    }
  else if (!read_bare (p, c))
    return FALSE;
  if (!bk_usage_parse_number (p->string->str, p->string->len, &seconds))
    {
      g_autofree char *shown = bk_usage_quote (p->string->str, p->string->len);

      return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_VALUE,
                            _("“%s” is not a time in seconds"), shown);
    }

have_time:
  if (seconds < 0 || seconds > 1e11)
    {
      g_autofree char *shown = g_strdup_printf ("%.0f", seconds);

      return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_VALUE,
                            _("“%s” is not a time in seconds"), shown);
    }

  if (next_token (p) != ',')
    return syntax (p);
  c = next_token (p);
  if (c == '"')
    {
      if (!read_string (p))
        return FALSE;
    }
  else if (!read_bare (p, c))
    return FALSE;
  if (next_token (p) != ']')
    return syntax (p);

  if (g_ascii_strcasecmp (p->string->str, "NaN") == 0)
    return TRUE;   /* no sample */
  if (!bk_usage_parse_number (p->string->str, p->string->len, &percent))
    {
      g_autofree char *shown = bk_usage_quote (p->string->str, p->string->len);

      return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_VALUE,
                            _("utilisation “%s” is not a number"), shown);
    }

  if (p->current == NULL && !series_gpu (p))
    return FALSE;

  return bk_usage_sample (p->reader, p->current, (gint64) llround (seconds * 1000), percent,
                          p->error);
}

static gboolean read_value (Parser *p, int c, Role role, guint depth);

static Role
member_role (Role        role,
             const char *key)
{
  switch (role)
    {
    case ROLE_TOP:
      if (g_str_equal (key, "status"))
        return ROLE_STATUS;
      if (g_str_equal (key, "data"))
        return ROLE_DATA;
      if (g_str_equal (key, "error"))
        return ROLE_ERROR;
      return ROLE_SKIP;
    case ROLE_DATA:
      if (g_str_equal (key, "resultType"))
        return ROLE_RESULT_TYPE;
      if (g_str_equal (key, "result"))
        return ROLE_RESULT;
      return ROLE_SKIP;
    case ROLE_SERIES:
      if (g_str_equal (key, "metric"))
        return ROLE_METRIC;
      if (g_str_equal (key, "values"))
        return ROLE_VALUES;
      return ROLE_SKIP;
    case ROLE_METRIC:
      if (g_str_equal (key, "UUID") || g_str_equal (key, "uuid"))
        return ROLE_METRIC_UUID;
      if (g_str_equal (key, "gpu"))
        return ROLE_METRIC_GPU;
      if (g_str_equal (key, "Hostname"))
        return ROLE_METRIC_HOST;
      if (g_str_equal (key, "instance"))
        return ROLE_METRIC_INSTANCE;
      return ROLE_SKIP;
    default:
      return ROLE_SKIP;
    }
}

static gboolean
read_object (Parser *p,
             Role    role,
             guint   depth)
{
  int c = next_token (p);

  if (c == '}')
    return TRUE;

  for (;;)
    {
      g_autofree char *key = NULL;

      if (c != '"' || !read_string (p))
        return syntax (p);
      key = g_strndup (p->string->str, p->string->len);
      if (next_token (p) != ':')
        return syntax (p);
      if (!read_value (p, next_token (p), member_role (role, key), depth + 1))
        return FALSE;
      c = next_token (p);
      if (c == '}')
        return TRUE;
      if (c != ',')
        return syntax (p);
      c = next_token (p);
    }
}

static gboolean
read_array (Parser *p,
            Role    role,
            guint   depth)
{
  int c = next_token (p);

  if (c == ']')
    return TRUE;

  for (;;)
    {
      if (role == ROLE_RESULT)
        {
          p->series++;
          p->current = NULL;
          g_clear_pointer (&p->uuid, g_free);
          g_clear_pointer (&p->gpu, g_free);
          g_clear_pointer (&p->host, g_free);
          g_clear_pointer (&p->instance, g_free);
          if (!read_value (p, c, ROLE_SERIES, depth + 1))
            return FALSE;
        }
      else if (role == ROLE_VALUES)
        {
          if (c != '[')
            return syntax (p);
          if (!read_pair (p))
            return FALSE;
        }
      else if (!read_value (p, c, ROLE_SKIP, depth + 1))
        return FALSE;

      c = next_token (p);
      if (c == ']')
        return TRUE;
      if (c != ',')
        return syntax (p);
      c = next_token (p);
    }
}

static gboolean
read_value (Parser *p,
            int     c,
            Role    role,
            guint   depth)
{
  if (depth > MAX_DEPTH)
    return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                          _("not Prometheus’ query_range JSON: nested too deeply"));

  if (c == '{')
    {
      if (role == ROLE_DATA)
        p->have_data = TRUE;
      return read_object (p, role == ROLE_TOP || role == ROLE_DATA || role == ROLE_SERIES
                             || role == ROLE_METRIC ? role : ROLE_SKIP, depth);
    }
  if (c == '[')
    return read_array (p, role == ROLE_RESULT || role == ROLE_VALUES ? role : ROLE_SKIP, depth);
  if (c == '"')
    {
      g_autofree char *shown = NULL;

      if (!read_string (p))
        return FALSE;
      shown = bk_usage_quote (p->string->str, p->string->len);
      switch (role)
        {
        case ROLE_STATUS:
          p->success = g_str_equal (p->string->str, "success");
          break;
        case ROLE_ERROR:
          return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                                _("the query failed: %s"), shown);
        case ROLE_RESULT_TYPE:
          p->matrix = g_str_equal (p->string->str, "matrix");
          if (!p->matrix)
            return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                                  _("a result of type “%s”: read the JSON of query_range, whose "
                                    "result is a matrix"), shown);
          break;
        case ROLE_METRIC_UUID:
          set_field (&p->uuid, p->string);
          break;
        case ROLE_METRIC_GPU:
          set_field (&p->gpu, p->string);
          break;
        case ROLE_METRIC_HOST:
          set_field (&p->host, p->string);
          break;
        case ROLE_METRIC_INSTANCE:
          set_field (&p->instance, p->string);
          break;
        default:
          break;
        }
      return TRUE;
    }

  if (role != ROLE_SKIP && role != ROLE_METRIC_GPU)
    return syntax (p);

  return read_bare (p, c);
}

gboolean
bk_usage_read_prometheus (BkUsageReader *self,
                          GError       **error)
{
  GError *local_error = NULL;
  Parser p = { 0 };
  gboolean ok;
  int c;

  p.reader = self;
  p.error = &local_error;
  p.peek = -3;
  p.string = g_string_new (NULL);

  self->lines->line = 1;
  c = next_token (&p);
  ok = c == '{' ? read_value (&p, c, ROLE_TOP, 0) : syntax (&p);
  if (ok && (c = next_token (&p)) != -1)
    ok = syntax (&p);
  if (ok && (!p.success || !p.have_data || !p.matrix))
    ok = bk_usage_fail (self, &local_error, BK_USAGE_ERROR_FORMAT,
                        _("not Prometheus’ query_range JSON: it needs \"status\": \"success\" and "
                          "a matrix in \"data\""));

  g_free (p.uuid);
  g_free (p.gpu);
  g_free (p.host);
  g_free (p.instance);
  g_string_free (p.string, TRUE);

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }

  return ok;
}
