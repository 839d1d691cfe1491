/* bk-usage-times.c: the numbers and times of usage logs as their tools write them
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage. A time without an offset is the reader's local time: in the hour
 * a clock is put back it has two readings, and the one after the GPU's last sample is taken.
 * Every time is checked against today and against the other samples' span.
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-format.h"
#include "bk-usage-private.h"
#include "bk-usage.h"

void
bk_usage_trim (const char **text,
               gsize       *length)
{
  while (*length > 0 && g_ascii_isspace ((*text)[0]))
    {
      (*text)++;
      (*length)--;
    }
  while (*length > 0 && g_ascii_isspace ((*text)[*length - 1]))
    (*length)--;
}

gboolean
bk_usage_parse_number (const char *text,
                       gsize       length,
                       double     *value)
{
  char buffer[64];
  char *end = NULL;
  gsize i = 0;

  if (length == 0 || length >= sizeof buffer)
    return FALSE;

  /* The common case, a whole number, without strtod. */
  {
    double whole = 0;

    for (i = 0; i < length && g_ascii_isdigit (text[i]); i++)
      whole = whole * 10 + (text[i] - '0');
    if (i == length)
      {
        *value = whole;
        return TRUE;
      }
  }

  for (i = 0; i < length; i++)
    if (!g_ascii_isdigit (text[i]) && strchr ("+-.eE", text[i]) == NULL)
      return FALSE;

  memcpy (buffer, text, length);
  buffer[length] = '\0';
  *value = g_ascii_strtod (buffer, &end);

  return end == buffer + length && isfinite (*value);
}

gint64
bk_usage_days_from_civil (gint64 y,
                          guint  m,
                          guint  d)
{
  gint64 era;
  guint yoe, doy, doe;

  y -= m <= 2;
  era = (y >= 0 ? y : y - 399) / 400;
  yoe = (guint) (y - era * 400);
  doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;

  return era * 146097 + (gint64) doe - 719468;
}

static gboolean
take_digits (const char **p,
             const char  *end,
             guint        count,
             guint       *value)
{
  *value = 0;
  for (guint i = 0; i < count; i++)
    {
      if (*p >= end || !g_ascii_isdigit (**p))
        return FALSE;
      *value = *value * 10 + (guint) (**p - '0');
      (*p)++;
    }

  return TRUE;
}

static int
utc_offset (GTimeZone *tz,
            gint64     utc_seconds)
{
  int interval = g_time_zone_find_interval (tz, G_TIME_TYPE_UNIVERSAL, utc_seconds);

  return interval < 0 ? 0 : g_time_zone_get_offset (tz, interval);
}

/* The offsets under which the local hour exists: one, two in the hour a clock is put back. */
static void
local_offsets (BkUsageReader *self,
               gint64         local_hour)
{
  gint64 local = local_hour * 3600;
  int candidates[3];

  if (self->tz_hour == local_hour)
    return;

  self->tz_hour = local_hour;
  self->tz_n_offsets = 0;
  candidates[0] = utc_offset (self->tz, local - 86400);
  candidates[1] = utc_offset (self->tz, local);
  candidates[2] = utc_offset (self->tz, local + 86400);

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      gboolean seen = FALSE;

      for (guint j = 0; j < self->tz_n_offsets; j++)
        seen |= self->tz_offsets[j] == candidates[i];
      /* An offset counts if the zone has it at the instant it gives. */
      if (!seen && self->tz_n_offsets < 2
          && utc_offset (self->tz, local - candidates[i]) == candidates[i])
        self->tz_offsets[self->tz_n_offsets++] = candidates[i];
    }

  /* A local time a clock skipped: read it with the offset before the change. */
  if (self->tz_n_offsets == 0)
    self->tz_offsets[self->tz_n_offsets++] = candidates[0];

  /* The larger offset first: the earlier instant. */
  if (self->tz_n_offsets == 2 && self->tz_offsets[0] < self->tz_offsets[1])
    {
      int swap = self->tz_offsets[0];

      self->tz_offsets[0] = self->tz_offsets[1];
      self->tz_offsets[1] = swap;
    }
}

gboolean
bk_usage_parse_time (BkUsageReader *self,
                     const char    *text,
                     gsize          length,
                     gint64         after_ms,
                     gint64        *ms)
{
  const char *p = text, *end = text + length;
  guint year, month, day, hour, minute, second;
  gint64 local, millis = 0;

  if (!take_digits (&p, end, 4, &year) || p >= end || (*p != '/' && *p != '-')
      || (p++, !take_digits (&p, end, 2, &month)) || p >= end || (*p != '/' && *p != '-')
      || (p++, !take_digits (&p, end, 2, &day)) || p >= end || (*p != ' ' && *p != 'T')
      || (p++, !take_digits (&p, end, 2, &hour)) || p >= end || *p != ':'
      || (p++, !take_digits (&p, end, 2, &minute)) || p >= end || *p != ':'
      || (p++, !take_digits (&p, end, 2, &second)))
    return FALSE;

  if (month < 1 || month > 12 || day < 1 || day > (guint) g_date_get_days_in_month (month, year)
      || hour > 23 || minute > 59 || second > 60 || year < 1970)
    return FALSE;

  if (p < end && *p == '.')
    {
      guint scale = 100;

      for (p++; p < end && g_ascii_isdigit (*p); p++)
        {
          millis += (*p - '0') * scale;
          scale /= 10;
        }
    }

  local = bk_usage_days_from_civil (year, month, day) * 86400
          + hour * 3600 + minute * 60 + second;

  if (p == end)
    {
      gint64 first, second_reading;

      local_offsets (self, local / 3600 - (local < 0));
      first = (local - self->tz_offsets[0]) * 1000 + millis;
      if (self->tz_n_offsets == 2)
        {
          second_reading = (local - self->tz_offsets[1]) * 1000 + millis;
          *ms = first > after_ms ? first : second_reading;
        }
      else
        *ms = first;
      return TRUE;
    }

  if (*p == 'Z' && p + 1 == end)
    {
      *ms = local * 1000 + millis;
      return TRUE;
    }

  if (*p == '+' || *p == '-')
    {
      int sign = *p == '-' ? -1 : 1;
      guint oh, om = 0;

      p++;
      if (!take_digits (&p, end, 2, &oh))
        return FALSE;
      if (p < end && *p == ':')
        p++;
      if (p < end && !take_digits (&p, end, 2, &om))
        return FALSE;
      if (p != end || oh > 14 || om > 59)
        return FALSE;
      *ms = (local - sign * (gint64) (oh * 3600 + om * 60)) * 1000 + millis;
      return TRUE;
    }

  return FALSE;
}

char *
bk_usage_quote (const char *text,
                gsize       length)
{
  return g_utf8_make_valid (text, MIN (length, 40));
}

char *
bk_usage_format_value (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.12g", value));
}

char *
bk_usage_format_minute (gint64 ms)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (ms >= 0 ? ms / 1000
                                                                     : -((-ms + 999) / 1000));

  return time != NULL ? g_date_time_format (time, "%Y-%m-%d %H:%M UTC") : g_strdup ("?");
}

gboolean
bk_usage_check_time (BkUsageReader *self,
                     gint64         ms,
                     GError       **error)
{
  if (ms > self->now_ms + BK_USAGE_DAY_MS)
    {
      g_autofree char *day = bk_format_date_unix (ms / 1000);

      return bk_usage_fail (self, error, BK_USAGE_ERROR_TIME, _("%s is in the future"), day);
    }

  if (!self->any_time)
    {
      self->first_ms = self->last_ms = ms;
      self->any_time = TRUE;
      return TRUE;
    }

  if (MAX (self->last_ms, ms) - MIN (self->first_ms, ms) > BK_USAGE_TEN_YEARS_MS)
    {
      g_autofree char *day = bk_format_date_unix (ms / 1000);
      g_autofree char *first = bk_format_date_unix (self->first_ms / 1000);
      g_autofree char *last = bk_format_date_unix (self->last_ms / 1000);

      return bk_usage_fail (self, error, BK_USAGE_ERROR_TIME,
                            _("%s is more than ten years from the other samples (%s to %s)"),
                            day, first, last);
    }

  self->first_ms = MIN (self->first_ms, ms);
  self->last_ms = MAX (self->last_ms, ms);

  return TRUE;
}
