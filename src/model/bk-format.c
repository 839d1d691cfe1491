/* bk-format.c: locale-aware formatting and parsing of money, numbers, percentages and months
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-format"

#include "config.h"

#include <glib/gi18n.h>

#include <limits.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bk-format.h"

/* Negative amounts take the typographic minus sign, in every language and in front of the whole
 * amount: "−€1,200" and "−1.200 €". The parser accepts it as well as the ASCII hyphen. */
#define MINUS_SIGN "\xe2\x88\x92"

/* What a formatter shows for NaN and the infinities, which no valid model value is. */
#define NOT_A_NUMBER "\xe2\x80\x94"

/* The most decimals bk_format_number() shows when it chooses them itself. */
#define AUTO_MAX_DECIMALS 6

typedef struct
{
  const char *code;
  const char *symbol;
} CurrencySymbol;

static const CurrencySymbol currency_symbols[] = {
  { "EUR", "\xe2\x82\xac" },  /* € */
  { "USD", "$" },
  { "GBP", "\xc2\xa3" },      /* £ */
  { "CHF", "CHF" },
  { "JPY", "\xc2\xa5" },      /* ¥ */
};

static const char *
locale_decimal_point (void)
{
  const struct lconv *lc = localeconv ();

  return (lc->decimal_point != NULL && lc->decimal_point[0] != '\0') ? lc->decimal_point : ".";
}

/* The C locale (and POSIX, C.UTF-8) groups nothing, which made "€905171" of a report that a
 * script runs without a locale. There numbers are written as the source language writes them:
 * "905,171.5". */
static gboolean
locale_is_c (void)
{
  const struct lconv *lc = localeconv ();

  return (lc->thousands_sep == NULL || lc->thousands_sep[0] == '\0')
         && (lc->grouping == NULL || lc->grouping[0] == '\0' || lc->grouping[0] == CHAR_MAX)
         && g_strcmp0 (lc->decimal_point, ".") == 0;
}

static const char *
locale_thousands_sep (void)
{
  const struct lconv *lc = localeconv ();

  if (locale_is_c ())
    return ",";

  return lc->thousands_sep != NULL ? lc->thousands_sep : "";
}

static const char *
locale_grouping (void)
{
  const struct lconv *lc = localeconv ();

  if (locale_is_c ())
    return "\3";

  return lc->grouping != NULL ? lc->grouping : "";
}

/* Formats a non-negative value with the locale's grouping and decimal mark. */
static char *
format_grouped (double abs_value,
                int    decimals)
{
  g_autofree char *plain = NULL;
  GString *grouped;
  gsize n_int;

  g_assert (abs_value >= 0.0);
  g_assert (decimals >= 0);

  if (!locale_is_c ())
    return g_strdup_printf ("%'.*f", decimals, abs_value);

  /* Groups of three with commas, as the locale would if it grouped. */
  plain = g_strdup_printf ("%.*f", decimals, abs_value);
  n_int = strspn (plain, "0123456789");
  grouped = g_string_sized_new (strlen (plain) + n_int / 3);
  for (gsize i = 0; i < n_int; i++)
    {
      if (i > 0 && (n_int - i) % 3 == 0)
        g_string_append_c (grouped, ',');
      g_string_append_c (grouped, plain[i]);
    }
  g_string_append (grouped, plain + n_int);

  return g_string_free (grouped, FALSE);
}

/* Drops trailing zeros after the decimal mark, and the mark itself when nothing is left after it. */
static void
strip_fraction_zeros (char *text)
{
  const char *dp = locale_decimal_point ();
  char *mark = strstr (text, dp);
  char *end;

  if (mark == NULL)
    return;

  end = text + strlen (text);
  while (end > mark + strlen (dp) && end[-1] == '0')
    end--;
  if (end == mark + strlen (dp))
    end = mark;
  *end = '\0';
}

static gboolean
has_nonzero_digit (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p >= '1' && *p <= '9')
        return TRUE;
    }

  return FALSE;
}

/* Puts the minus sign in front when the value is negative and its text is not all zeros, so that
 * -0.001 shown with two decimals reads "0.00", not "−0.00". */
static char *
with_sign (double  value,
           char   *text)
{
  char *result;

  if (value >= 0.0 || !has_nonzero_digit (text))
    return text;

  result = g_strconcat (MINUS_SIGN, text, NULL);
  g_free (text);
  return result;
}

/* Places the symbol around an already formatted amount. Symbols made of letters ("CHF", or a code
 * we have no symbol for) get their own pattern because English writes them with a space. */
static char *
place_symbol (const char *amount,
              const char *currency)
{
  const char *symbol = bk_currency_symbol (currency);

  if (g_ascii_isalpha (symbol[0]))
    {
      /* Translators: an amount of money with a currency written as letters: %1$s is the number
       * ("25,000"), %2$s the code ("CHF"). English: "CHF 25,000"; German: "25.000 CHF". */
      return g_strdup_printf (C_("money with a currency code", "%2$s %1$s"), amount, symbol);
    }

  /* Translators: an amount of money: %1$s is the number ("25,000" or "25k"), %2$s the currency
   * symbol ("€"). English: "€25,000"; German: "%1$s %2$s" gives "25.000 €". */
  return g_strdup_printf (C_("money", "%2$s%1$s"), amount, symbol);
}

/* Rounds a positive value to three significant digits. */
static double
round_significant (double value)
{
  double factor;

  g_assert (value > 0.0);

  factor = pow (10.0, floor (log10 (value)) - 2.0);
  return round (value / factor) * factor;
}

/* bk_currency_symbol:
 * @currency: an ISO 4217 code such as "EUR"
 *
 * Returns: (transfer none): the symbol, or @currency itself when no symbol is known for it
 */
const char *
bk_currency_symbol (const char *currency)
{
  g_return_val_if_fail (currency != NULL, "");

  for (guint i = 0; i < G_N_ELEMENTS (currency_symbols); i++)
    {
      if (g_str_equal (currency, currency_symbols[i].code))
        return currency_symbols[i].symbol;
    }

  return currency;
}

char *
bk_format_money (double      amount,
                 const char *currency,
                 int         decimals)
{
  g_autofree char *number = NULL;
  char *money;

  g_return_val_if_fail (currency != NULL, NULL);

  if (!isfinite (amount))
    return g_strdup (NOT_A_NUMBER);

  if (decimals < 0)
    {
      /* The yen has no minor unit; other currencies show cents only on small amounts. */
      if (g_str_equal (currency, "JPY") || fabs (amount) >= 1000.0)
        decimals = 0;
      else
        decimals = 2;
    }

  number = format_grouped (fabs (amount), decimals);
  money = place_symbol (number, currency);

  if (amount < 0.0 && has_nonzero_digit (number))
    {
      char *signed_money = g_strconcat (MINUS_SIGN, money, NULL);

      g_free (money);
      return signed_money;
    }

  return money;
}

char *
bk_format_money_short (double      amount,
                       const char *currency)
{
  g_autofree char *number = NULL;
  g_autofree char *scaled_text = NULL;
  double rounded, scaled;
  int decimals;
  char *money;

  g_return_val_if_fail (currency != NULL, NULL);

  if (!isfinite (amount))
    return g_strdup (NOT_A_NUMBER);

  rounded = amount != 0.0 ? round_significant (fabs (amount)) : 0.0;

  if (rounded >= 1e9)
    scaled = rounded / 1e9;
  else if (rounded >= 1e6)
    scaled = rounded / 1e6;
  else if (rounded >= 1e3)
    scaled = rounded / 1e3;
  else
    scaled = rounded;

  /* Three significant digits at most: "125k", "12.5k", "1.25M". */
  if (scaled >= 100.0 || scaled == 0.0)
    decimals = 0;
  else if (scaled >= 10.0)
    decimals = 1;
  else
    decimals = 2;

  scaled_text = format_grouped (scaled, decimals);
  strip_fraction_zeros (scaled_text);

  if (rounded >= 1e9)
    {
      /* Translators: an abbreviated number of billions (10⁹) on a chart axis, "%s" being "1.5".
       * English: "1.5B"; German: "%s Mrd.". */
      number = g_strdup_printf (C_("billions", "%sB"), scaled_text);
    }
  else if (rounded >= 1e6)
    {
      /* Translators: an abbreviated number of millions on a chart axis, "%s" being "1.2".
       * English: "1.2M"; German: "%s Mio.". */
      number = g_strdup_printf (C_("millions", "%sM"), scaled_text);
    }
  else if (rounded >= 1e3)
    {
      /* Translators: an abbreviated number of thousands on a chart axis, "%s" being "25".
       * English: "25k"; German: "%s Tsd.". */
      number = g_strdup_printf (C_("thousands", "%sk"), scaled_text);
    }
  else
    {
      number = g_steal_pointer (&scaled_text);
    }

  money = place_symbol (number, currency);

  if (amount < 0.0 && rounded > 0.0)
    {
      char *signed_money = g_strconcat (MINUS_SIGN, money, NULL);

      g_free (money);
      return signed_money;
    }

  return money;
}

char *
bk_format_number (double value,
                  int    decimals)
{
  char *text;

  if (!isfinite (value))
    return g_strdup (NOT_A_NUMBER);

  text = format_grouped (fabs (value), decimals < 0 ? AUTO_MAX_DECIMALS : decimals);
  if (decimals < 0)
    strip_fraction_zeros (text);

  return with_sign (value, text);
}

char *
bk_format_percent (double percent,
                   int    decimals)
{
  g_autofree char *number = NULL;

  if (!isfinite (percent))
    return g_strdup (NOT_A_NUMBER);

  number = format_grouped (fabs (percent), decimals < 0 ? 1 : decimals);
  if (decimals < 0)
    strip_fraction_zeros (number);
  number = with_sign (percent, g_steal_pointer (&number));

  /* Translators: a percentage, "%s" being the number ("40" or "12.5"). English: "40%";
   * German: "%s %%" gives "40 %". */
  return g_strdup_printf (C_("percent", "%s%%"), number);
}

char *
bk_format_count (guint count)
{
  return bk_format_number (count, 0);
}

char *
bk_format_months (guint months)
{
  return g_strdup_printf (ngettext ("%u month", "%u months", months), months);
}

/* Parsing. */

static const char *
skip_spaces (const char *p,
             const char *end)
{
  while (p < end)
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_isspace (c))
        break;
      p = g_utf8_next_char (p);
    }

  return p;
}

static const char *
trim_spaces_end (const char *start,
                 const char *end)
{
  while (end > start)
    {
      const char *prev = g_utf8_find_prev_char (start, end);

      if (prev == NULL || !g_unichar_isspace (g_utf8_get_char (prev)))
        break;
      end = prev;
    }

  return end;
}

/* The length of a sign at p, setting *negative; 0 when there is none. */
static gsize
match_sign (const char *p,
            const char *end,
            gboolean   *negative)
{
  if (p < end && (*p == '-' || *p == '+'))
    {
      *negative = (*p == '-');
      return 1;
    }
  if ((gsize) (end - p) >= strlen (MINUS_SIGN) && memcmp (p, MINUS_SIGN, strlen (MINUS_SIGN)) == 0)
    {
      *negative = TRUE;
      return strlen (MINUS_SIGN);
    }

  return 0;
}

static gboolean
is_ascii_upper_at (const char *p,
                   const char *start,
                   const char *end)
{
  return p >= start && p < end && g_ascii_isupper (*p);
}

/* The length of a currency symbol or three-letter code at the start of [p, end); 0 if none. */
static gsize
match_currency_prefix (const char *p,
                       const char *end)
{
  gsize len = end - p;

  for (guint i = 0; i < G_N_ELEMENTS (currency_symbols); i++)
    {
      const char *symbol = currency_symbols[i].symbol;
      gsize slen = strlen (symbol);

      if (len >= slen && memcmp (p, symbol, slen) == 0 && !g_ascii_isalpha (symbol[0]))
        return slen;
    }

  if (len >= 3 && g_ascii_isupper (p[0]) && g_ascii_isupper (p[1]) && g_ascii_isupper (p[2])
      && !(len > 3 && g_ascii_isalpha (p[3])))
    return 3;

  return 0;
}

/* The length of a currency symbol or three-letter code at the end of [start, end); 0 if none. */
static gsize
match_currency_suffix (const char *start,
                       const char *end)
{
  gsize len = end - start;

  for (guint i = 0; i < G_N_ELEMENTS (currency_symbols); i++)
    {
      const char *symbol = currency_symbols[i].symbol;
      gsize slen = strlen (symbol);

      if (len >= slen && memcmp (end - slen, symbol, slen) == 0 && !g_ascii_isalpha (symbol[0]))
        return slen;
    }

  if (len >= 3 && is_ascii_upper_at (end - 1, start, end) && is_ascii_upper_at (end - 2, start, end)
      && is_ascii_upper_at (end - 3, start, end)
      && !(len > 3 && g_ascii_isalpha (end[-4])))
    return 3;

  return 0;
}

static gboolean
is_space_like (const char *text)
{
  gunichar c = g_utf8_get_char_validated (text, -1);

  return c != (gunichar) -1 && c != (gunichar) -2 && g_unichar_isspace (c);
}

/* The length of a grouping mark at p; 0 if none. Where the locale groups with a space of some
 * kind, any of the usual spaces will do, since people cannot tell them apart when typing. */
static gsize
match_group_mark (const char *p,
                  const char *end,
                  const char *sep)
{
  gsize slen = strlen (sep);

  if (slen == 0 || p >= end)
    return 0;
  if ((gsize) (end - p) >= slen && memcmp (p, sep, slen) == 0)
    return slen;
  if (is_space_like (sep) && g_unichar_isspace (g_utf8_get_char (p)))
    return g_utf8_next_char (p) - p;

  return 0;
}

/* The size of the index-th group from the right as localeconv() describes it; -1 when the
 * locale does not group that far. */
static int
group_size (const char *grouping,
            guint       index)
{
  int size = -1;

  for (guint i = 0; i <= index; i++)
    {
      if (grouping[i] == '\0')
        return size;
      if (grouping[i] == CHAR_MAX || grouping[i] <= 0)
        return -1;
      size = grouping[i];
    }

  return size;
}

static gboolean
groups_are_valid (const guint *groups,
                  guint        n_groups,
                  const char  *grouping)
{
  int size;

  for (guint i = n_groups - 1; i >= 1; i--)
    {
      size = group_size (grouping, n_groups - 1 - i);
      if (size <= 0 || groups[i] != (guint) size)
        return FALSE;
    }

  size = group_size (grouping, n_groups - 1);
  if (groups[0] == 0)
    return FALSE;

  return size <= 0 || groups[0] <= (guint) size;
}

#define MAX_GROUPS 64

gboolean
bk_parse_number (const char *text,
                 double     *value)
{
  const char *dp = locale_decimal_point ();
  const char *sep = locale_thousands_sep ();
  const char *grouping = locale_grouping ();
  g_autoptr(GString) ascii = NULL;
  guint groups[MAX_GROUPS];
  guint n_groups = 0;
  gboolean negative = FALSE;
  gboolean have_sign = FALSE;
  gboolean have_unit = FALSE;
  guint int_digits = 0;
  guint frac_digits = 0;
  const char *p, *end;
  gsize len;
  char *parse_end = NULL;
  double result;

  g_return_val_if_fail (value != NULL, FALSE);

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    return FALSE;

  p = skip_spaces (text, text + strlen (text));
  end = trim_spaces_end (p, text + strlen (text));

  /* A sign may come before or after a leading currency symbol: "−€5" and "€−5". */
  if ((len = match_sign (p, end, &negative)) > 0)
    {
      have_sign = TRUE;
      p = skip_spaces (p + len, end);
    }
  if ((len = match_currency_prefix (p, end)) > 0)
    {
      have_unit = TRUE;
      p = skip_spaces (p + len, end);
    }
  if (!have_sign && (len = match_sign (p, end, &negative)) > 0)
    {
      have_sign = TRUE;
      p = skip_spaces (p + len, end);
    }

  if (!have_unit)
    {
      if (end > p && end[-1] == '%')
        len = 1;
      else
        len = match_currency_suffix (p, end);
      if (len > 0)
        end = trim_spaces_end (p, end - len);
    }

  ascii = g_string_new (negative ? "-" : "");

  /* The integer part, in groups between grouping marks. */
  groups[0] = 0;
  while (p < end)
    {
      if (g_ascii_isdigit (*p))
        {
          g_string_append_c (ascii, *p);
          groups[n_groups]++;
          int_digits++;
          p++;
          continue;
        }

      len = match_group_mark (p, end, sep);
      if (len > 0 && groups[n_groups] > 0 && p + len < end && g_ascii_isdigit (p[len]))
        {
          if (++n_groups == MAX_GROUPS)
            return FALSE;
          groups[n_groups] = 0;
          p += len;
          continue;
        }

      break;
    }
  n_groups++;

  if (n_groups > 1 && !groups_are_valid (groups, n_groups, grouping))
    return FALSE;

  /* The fraction: digits only, no grouping. */
  if ((gsize) (end - p) >= strlen (dp) && memcmp (p, dp, strlen (dp)) == 0)
    {
      p += strlen (dp);
      g_string_append_c (ascii, '.');
      while (p < end && g_ascii_isdigit (*p))
        {
          g_string_append_c (ascii, *p);
          frac_digits++;
          p++;
        }
    }

  if (p != end || int_digits + frac_digits == 0)
    return FALSE;

  result = g_ascii_strtod (ascii->str, &parse_end);
  if (parse_end == NULL || *parse_end != '\0' || !isfinite (result))
    return FALSE;

  *value = result == 0.0 ? 0.0 : result;
  return TRUE;
}

/**
 * bk_format_date:
 * @date: a valid day
 *
 * The one date format of the app, the report and the paper: the locale's own (LC_TIME's "%x"),
 * so that dates read as the reader writes them. The C locale's "%x" would be 12/04/26, so it
 * gets ISO 8601 instead.
 *
 * Returns: (transfer full): "04.12.2026" in German, "12/04/2026" in American English,
 *   "2026-12-04" in the C locale
 */
char *
bk_format_date (const GDate *date)
{
  const char *time_locale = setlocale (LC_TIME, NULL);
  char buffer[128];

  g_return_val_if_fail (date != NULL && g_date_valid (date), NULL);

  if (time_locale == NULL || g_str_equal (time_locale, "C") || g_str_equal (time_locale, "POSIX")
      || g_str_has_prefix (time_locale, "C.")
      || g_date_strftime (buffer, sizeof buffer, "%x", date) == 0)
    return g_strdup_printf ("%04d-%02d-%02d", g_date_get_year (date), g_date_get_month (date),
                            g_date_get_day (date));

  return g_locale_to_utf8 (buffer, -1, NULL, NULL, NULL);
}

/**
 * bk_format_date_time:
 * @time: a time
 *
 * Returns: (transfer full): the day of @time (in its own time zone) as bk_format_date() writes it
 */
char *
bk_format_date_time (GDateTime *time)
{
  GDate date;

  g_return_val_if_fail (time != NULL, NULL);

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, (GDateDay) g_date_time_get_day_of_month (time),
                  (GDateMonth) g_date_time_get_month (time),
                  (GDateYear) g_date_time_get_year (time));

  return bk_format_date (&date);
}

char *
bk_format_date_unix (gint64 unix_seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (unix_seconds);

  return time != NULL ? bk_format_date_time (time) : g_strdup ("?");
}

/**
 * bk_format_as_of:
 * @as_of: a catalogue date: "2026", "2026-03" or "2026-03-15"
 *
 * Returns: (transfer full): the date for people: "2026", "March 2026", a day as
 *   bk_format_date() writes it; @as_of itself when it is none of those forms
 */
char *
bk_format_as_of (const char *as_of)
{
  g_autoptr(GDateTime) date = NULL;
  guint year = 0, month = 0, day = 0;
  int n;

  g_return_val_if_fail (as_of != NULL, NULL);

  n = sscanf (as_of, "%4u-%2u-%2u", &year, &month, &day);
  if (n == 1 && strlen (as_of) == 4)
    return g_strdup_printf ("%u", year);

  if (n < 2 || year < 1 || year > 9999 || month < 1 || month > 12)
    return g_strdup (as_of);

  date = g_date_time_new_utc ((int) year, (int) month, n == 3 ? (int) day : 1, 0, 0, 0);
  if (date == NULL)
    return g_strdup (as_of);

  if (n == 3)
    return bk_format_date_time (date);

  /* Translators: a month in the catalogue, see the strftime() man page; %OB is the month's name
   * on its own (not followed by a day), e.g. "March 2026". */
  return g_date_time_format (date, _("%OB %Y"));
}
