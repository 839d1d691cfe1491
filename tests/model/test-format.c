/* test-format.c: formatting and parsing of numbers, money, percentages and months
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "bk-format.h"

#define MINUS "\xe2\x88\x92"
#define EURO "\xe2\x82\xac"

/* Switches every category to the locale, or skips the test when the system lacks it. */
static gboolean
use_locale (const char *name)
{
  if (setlocale (LC_ALL, name) == NULL)
    {
      g_autofree char *message = g_strdup_printf ("locale %s is not available", name);

      g_test_skip (message);
      return FALSE;
    }

  return TRUE;
}

static void
assert_money (double      amount,
              const char *currency,
              int         decimals,
              const char *expected)
{
  g_autofree char *text = bk_format_money (amount, currency, decimals);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_short (double      amount,
              const char *currency,
              const char *expected)
{
  g_autofree char *text = bk_format_money_short (amount, currency);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_number (double      value,
               int         decimals,
               const char *expected)
{
  g_autofree char *text = bk_format_number (value, decimals);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_percent (double      value,
                int         decimals,
                const char *expected)
{
  g_autofree char *text = bk_format_percent (value, decimals);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_parses (const char *text,
               double      expected)
{
  double value = NAN;

  if (!bk_parse_number (text, &value))
    g_error ("'%s' did not parse in %s", text, setlocale (LC_NUMERIC, NULL));
  g_assert_cmpfloat_with_epsilon (value, expected, 1e-9);
}

static void
assert_rejects (const char *text)
{
  double value = 42.0;

  if (bk_parse_number (text, &value))
    g_error ("'%s' parsed as %g in %s", text, value, setlocale (LC_NUMERIC, NULL));
  /* A failed parse leaves the old value alone. */
  g_assert_cmpfloat (value, ==, 42.0);
}

static void
test_currency_symbol (void)
{
  const char *code = "SEK";

  g_assert_cmpstr (bk_currency_symbol ("EUR"), ==, EURO);
  g_assert_cmpstr (bk_currency_symbol ("USD"), ==, "$");
  g_assert_cmpstr (bk_currency_symbol ("GBP"), ==, "\xc2\xa3");
  g_assert_cmpstr (bk_currency_symbol ("CHF"), ==, "CHF");
  g_assert_cmpstr (bk_currency_symbol ("JPY"), ==, "\xc2\xa5");
  /* Unknown codes stand for themselves. */
  g_assert_true (bk_currency_symbol (code) == code);
}

static void
test_money_english (void)
{
  if (!use_locale ("en_US.UTF-8"))
    return;

  assert_money (25000, "EUR", -1, EURO "25,000");
  assert_money (25000.5, "EUR", 2, EURO "25,000.50");
  assert_money (1234567.891, "USD", -1, "$1,234,568");
  assert_money (0.4, "EUR", -1, EURO "0.40");
  assert_money (999.5, "EUR", -1, EURO "999.50");
  assert_money (1000, "EUR", -1, EURO "1,000");
  assert_money (3.84, "GBP", -1, "\xc2\xa3" "3.84");
  assert_money (500, "JPY", -1, "\xc2\xa5" "500");
  assert_money (25000, "CHF", -1, "CHF 25,000");
  assert_money (25000, "SEK", -1, "SEK 25,000");
  assert_money (-1200, "EUR", -1, MINUS EURO "1,200");
  assert_money (-1200, "CHF", 0, MINUS "CHF 1,200");
  assert_money (-0.001, "EUR", 2, EURO "0.00");
  assert_money (0, "EUR", -1, EURO "0.00");
  assert_money (NAN, "EUR", -1, "\xe2\x80\x94");
  assert_money (INFINITY, "EUR", 0, "\xe2\x80\x94");
}

static void
test_money_short_english (void)
{
  if (!use_locale ("en_US.UTF-8"))
    return;

  assert_short (25000, "EUR", EURO "25k");
  assert_short (1200000, "EUR", EURO "1.2M");
  assert_short (1250000, "EUR", EURO "1.25M");
  assert_short (12500, "EUR", EURO "12.5k");
  assert_short (123456, "EUR", EURO "123k");
  /* Rounding to three digits carries into the next unit. */
  assert_short (999999, "EUR", EURO "1M");
  assert_short (2.5e9, "USD", "$2.5B");
  assert_short (500, "EUR", EURO "500");
  assert_short (0.5, "EUR", EURO "0.5");
  assert_short (0, "EUR", EURO "0");
  assert_short (-25000, "EUR", MINUS EURO "25k");
  assert_short (50000, "CHF", "CHF 50k");
}

static void
test_number_english (void)
{
  if (!use_locale ("en_US.UTF-8"))
    return;

  assert_number (1234567.891, 2, "1,234,567.89");
  assert_number (12000, -1, "12,000");
  assert_number (0.087, -1, "0.087");
  assert_number (0.40, -1, "0.4");
  assert_number (1.0 / 3.0, -1, "0.333333");
  assert_number (-3.5, 1, MINUS "3.5");
  assert_number (-0.0, 2, "0.00");
  assert_number (-0.004, 2, "0.00");
  assert_number (7, 0, "7");
}

static void
test_percent_english (void)
{
  if (!use_locale ("en_US.UTF-8"))
    return;

  assert_percent (40, -1, "40%");
  assert_percent (12.5, -1, "12.5%");
  assert_percent (12.34, -1, "12.3%");
  assert_percent (95, 0, "95%");
  assert_percent (33.333, 2, "33.33%");
  assert_percent (-10, -1, MINUS "10%");
}

static void
test_months_english (void)
{
  g_autofree char *one = NULL;
  g_autofree char *many = NULL;
  g_autofree char *none = NULL;

  if (!use_locale ("en_US.UTF-8"))
    return;

  one = bk_format_months (1);
  many = bk_format_months (14);
  none = bk_format_months (0);
  g_assert_cmpstr (one, ==, "1 month");
  g_assert_cmpstr (many, ==, "14 months");
  g_assert_cmpstr (none, ==, "0 months");
}

/* Without the German translation the patterns stay English, but the numbers already follow
 * LC_NUMERIC: full stops group, commas mark the decimals. */
static void
test_numbers_german (void)
{
  g_autofree char *money = NULL;
  g_autofree char *tick = NULL;

  if (!use_locale ("de_DE.UTF-8"))
    return;

  assert_number (1234567.891, 2, "1.234.567,89");
  assert_number (0.4, 2, "0,40");
  assert_number (0.087, -1, "0,087");
  assert_number (-1234.5, 1, MINUS "1.234,5");
  assert_number (12000, -1, "12.000");
  assert_number (3.84, 2, "3,84");

  money = bk_format_money (25000, "EUR", -1);
  g_assert_nonnull (strstr (money, "25.000"));
  tick = bk_format_money_short (1200000, "EUR");
  g_assert_nonnull (strstr (tick, "1,2"));
  g_assert_null (strstr (tick, "1.2"));

  /* Only the number inside the pattern changes. */
  {
    g_autofree char *percent = bk_format_percent (12.5, -1);

    g_assert_nonnull (strstr (percent, "12,5"));
  }
}

static void
test_parse_english (void)
{
  if (!use_locale ("en_US.UTF-8"))
    return;

  assert_parses ("1,234.5", 1234.5);
  assert_parses ("1234.5", 1234.5);
  assert_parses ("1,234,567.89", 1234567.89);
  assert_parses ("0.40", 0.4);
  assert_parses (".5", 0.5);
  assert_parses ("12.", 12.0);
  assert_parses ("  7  ", 7.0);
  assert_parses ("\xc2\xa0" "12" "\xc2\xa0", 12.0);
  assert_parses (EURO "25,000", 25000);
  assert_parses (EURO " 25,000", 25000);
  assert_parses ("25,000 " EURO, 25000);
  assert_parses ("$1,234.50", 1234.5);
  assert_parses ("CHF 25,000", 25000);
  assert_parses ("EUR 12", 12);
  assert_parses ("12 USD", 12);
  assert_parses (MINUS EURO "1,200", -1200);
  assert_parses (EURO MINUS "1,200", -1200);
  assert_parses ("-1,200", -1200);
  assert_parses ("+3", 3);
  assert_parses ("40%", 40);
  assert_parses ("40 %", 40);
  assert_parses (MINUS "10%", -10);
  assert_parses ("0", 0);
  assert_parses ("-0", 0);

  assert_rejects (NULL);
  assert_rejects ("");
  assert_rejects ("   ");
  assert_rejects ("abc");
  assert_rejects ("1.234,5");
  assert_rejects ("1,2");
  assert_rejects ("12,34");
  assert_rejects ("1,2345");
  assert_rejects ("1.2.3");
  assert_rejects ("1,234.5.6");
  assert_rejects ("1,234.5,6");
  assert_rejects ("1,,234");
  assert_rejects (",234");
  assert_rejects ("1,234,");
  assert_rejects ("1 234");
  assert_rejects (".");
  assert_rejects ("nan");
  assert_rejects ("NaN");
  assert_rejects ("inf");
  assert_rejects ("INF");
  assert_rejects ("infinity");
  assert_rejects ("1e5");
  assert_rejects ("0x10");
  assert_rejects ("12abc");
  assert_rejects ("12 eur");
  assert_rejects (EURO);
  assert_rejects ("%");
  assert_rejects ("-");
  assert_rejects ("--5");
  assert_rejects ("5-");
  assert_rejects (EURO "5%");
  assert_rejects (EURO "5 " EURO);
  assert_rejects ("\xff" "12");
  /* More digits than a double holds. */
  {
    g_autofree char *huge = g_strnfill (400, '9');

    assert_rejects (huge);
  }
}

static void
test_parse_german (void)
{
  if (!use_locale ("de_DE.UTF-8"))
    return;

  assert_parses ("1.234,5", 1234.5);
  assert_parses ("1234,5", 1234.5);
  assert_parses ("1.234.567,89", 1234567.89);
  assert_parses ("0,40", 0.4);
  assert_parses ("25.000 " EURO, 25000);
  assert_parses ("25.000\xc2\xa0" EURO, 25000);
  assert_parses ("-1.200 " EURO, -1200);
  assert_parses (MINUS "1.200 " EURO, -1200);
  assert_parses ("40 %", 40);
  assert_parses ("12,5 %", 12.5);
  assert_parses ("1.234", 1234);

  assert_rejects ("1,234.5");
  assert_rejects ("1.23");
  assert_rejects ("12.34");
  assert_rejects ("1,2,3");
  assert_rejects ("1.234.5");
  assert_rejects ("1.234,5,6");
  assert_parses ("1.234,", 1234);
  assert_rejects ("abc");
  assert_rejects ("");
}

/* What the formatters write, the parser reads back in the same locale. */
static void
test_round_trip (void)
{
  const char *locales[] = { "en_US.UTF-8", "de_DE.UTF-8" };
  const double values[] = { 0, 0.4, 3.84, 999.25, 1234.5, 25000, 1234567.89, -1200, -0.75 };

  for (guint l = 0; l < G_N_ELEMENTS (locales); l++)
    {
      if (!use_locale (locales[l]))
        return;

      for (guint i = 0; i < G_N_ELEMENTS (values); i++)
        {
          g_autofree char *money = bk_format_money (values[i], "EUR", 2);
          g_autofree char *chf = bk_format_money (values[i], "CHF", 2);
          g_autofree char *number = bk_format_number (values[i], -1);
          g_autofree char *percent = bk_format_percent (values[i], 2);

          assert_parses (money, values[i]);
          assert_parses (chf, values[i]);
          assert_parses (number, values[i]);
          assert_parses (percent, values[i]);
        }
    }
}


/* Without a locale (C, POSIX, C.UTF-8) numbers are grouped as in English, so that a report run
 * from a script reads "€905,171", and such text parses back. */
static void
test_c_locale (void)
{
  const char *locales[] = { "C", "POSIX", "C.UTF-8" };

  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    {
      g_autofree char *count = NULL;

      if (!use_locale (locales[i]))
        return;

      assert_money (905171.4, "EUR", -1, EURO "905,171");
      assert_money (-1234567.891, "USD", 2, MINUS "$1,234,567.89");
      assert_money (999.5, "EUR", -1, EURO "999.50");
      assert_money (25000, "CHF", -1, "CHF 25,000");
      assert_short (125000, "EUR", EURO "125k");
      assert_number (19710, 0, "19,710");
      assert_number (1234.5, -1, "1,234.5");
      assert_number (123, 0, "123");
      assert_number (0.25, 2, "0.25");
      assert_percent (1234.5, 1, "1,234.5%");
      count = bk_format_count (1000);
      g_assert_cmpstr (count, ==, "1,000");

      assert_parses ("905,171", 905171);
      assert_parses ("1,234.5", 1234.5);
      assert_parses ("1234.5", 1234.5);
      assert_rejects ("1,23");
    }

  setlocale (LC_ALL, "C");
}

/* Counts are grouped as the locale groups thousands, for "Buying 1,000 GPUs". */
static void
test_count (void)
{
  g_autofree char *one = NULL;
  g_autofree char *english = NULL;
  g_autofree char *german = NULL;

  if (!use_locale ("en_US.UTF-8"))
    return;
  one = bk_format_count (1);
  english = bk_format_count (4096);
  g_assert_cmpstr (one, ==, "1");
  g_assert_cmpstr (english, ==, "4,096");

  if (!use_locale ("de_DE.UTF-8"))
    return;
  german = bk_format_count (4096);
  g_assert_cmpstr (german, ==, "4.096");

  setlocale (LC_ALL, "C");
}

/* One date format everywhere, the locale's: a day from a GDate, a GDateTime, a Unix time and a
 * catalogue's ISO day all read the same; ISO 8601 in the C locale. A month stays a month. */
static void
test_date (void)
{
  static const struct { const char *locale; const char *day; } cases[] = {
    { "C", "2026-12-04" },
    { "en_US.UTF-8", "12/04/2026" },
    { "de_DE.UTF-8", "04.12.2026" },
  };
  g_autoptr(GDateTime) time = g_date_time_new_utc (2026, 12, 4, 18, 30, 0);
  GDate date;

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, 4, G_DATE_DECEMBER, 2026);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *from_date = NULL;
      g_autofree char *from_time = NULL;
      g_autofree char *from_unix = NULL;
      g_autofree char *from_as_of = NULL;
      g_autofree char *month = NULL;

      if (!use_locale (cases[i].locale))
        return;
      from_date = bk_format_date (&date);
      from_time = bk_format_date_time (time);
      from_unix = bk_format_date_unix (g_date_time_to_unix (time));
      from_as_of = bk_format_as_of ("2026-12-04");
      month = bk_format_as_of ("2026-12");
      g_assert_cmpstr (from_date, ==, cases[i].day);
      g_assert_cmpstr (from_time, ==, cases[i].day);
      g_assert_cmpstr (from_unix, ==, cases[i].day);
      g_assert_cmpstr (from_as_of, ==, cases[i].day);
      g_assert_cmpstr (month, !=, cases[i].day);
    }

  setlocale (LC_ALL, "C");
}

int
main (int   argc,
      char *argv[])
{
  /* The English results must not depend on a translation the developer has installed. */
  g_unsetenv ("LANGUAGE");

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/currency-symbol", test_currency_symbol);
  g_test_add_func ("/format/money/english", test_money_english);
  g_test_add_func ("/format/money-short/english", test_money_short_english);
  g_test_add_func ("/format/number/english", test_number_english);
  g_test_add_func ("/format/percent/english", test_percent_english);
  g_test_add_func ("/format/months/english", test_months_english);
  g_test_add_func ("/format/numbers/german", test_numbers_german);
  g_test_add_func ("/format/parse/english", test_parse_english);
  g_test_add_func ("/format/parse/german", test_parse_german);
  g_test_add_func ("/format/parse/round-trip", test_round_trip);
  g_test_add_func ("/format/c-locale", test_c_locale);
  g_test_add_func ("/format/count", test_count);
  g_test_add_func ("/format/date", test_date);

  return g_test_run ();
}
