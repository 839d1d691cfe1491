/* test-exchange-rates.c: the shipped exchange rates, their strict loader, and conversion
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include <locale.h>
#include <string.h>

#include "bk-exchange-rates.h"

#define EURO "\xe2\x82\xac"
#define NBSP "\xc2\xa0"

#define TABLE(rates) \
  "{\"format\": 1, \"base\": \"EUR\", \"publisher\": \"ECB\", \"source\": \"s\", " \
  "\"date\": \"2026-11-30\", \"rates\": {" rates "}}"

static BkExchangeRates *
load_text (const char *json)
{
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
  g_autoptr(GError) error = NULL;
  BkExchangeRates *rates = bk_exchange_rates_new_from_bytes (bytes, &error);

  g_assert_no_error (error);
  g_assert_nonnull (rates);
  return rates;
}

static BkExchangeRates *
load_shipped (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data",
                                            "exchange-rates.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return load_text (contents);
}

/* The shipped table: the ECB's rates of one day, each with its source and date. */
static void
test_shipped (void)
{
  g_autoptr(BkExchangeRates) rates = load_shipped ();
  g_auto(GStrv) currencies = bk_exchange_rates_dup_currencies (rates);
  const char * const expected[] = { "CHF", "GBP", "USD", NULL };
  double rate;
  gboolean edited = TRUE;

  g_assert_cmpstr (bk_exchange_rates_get_base (rates), ==, "EUR");
  g_assert_cmpstr (bk_exchange_rates_get_publisher (rates), ==, "ECB");
  g_assert_cmpstr (bk_exchange_rates_get_date (rates), ==, "2026-05-08");
  g_assert_true (g_str_has_prefix (bk_exchange_rates_get_source (rates),
                                   "ECB euro foreign exchange reference rates"));
  g_assert_true (g_strv_equal ((const char * const *) currencies, expected));

  g_assert_true (bk_exchange_rates_get_rate (rates, "USD", &rate, &edited));
  g_assert_cmpfloat (rate, ==, 1.1761);
  g_assert_false (edited);
  g_assert_true (bk_exchange_rates_get_rate (rates, "GBP", &rate, NULL));
  g_assert_cmpfloat (rate, ==, 0.8641);
  g_assert_true (bk_exchange_rates_get_rate (rates, "CHF", &rate, NULL));
  g_assert_cmpfloat (rate, ==, 0.9156);
  g_assert_true (bk_exchange_rates_get_rate (rates, "EUR", &rate, NULL));
  g_assert_cmpfloat (rate, ==, 1);
  g_assert_false (bk_exchange_rates_get_rate (rates, "JPY", &rate, NULL));

  /* Every currency a catalogue price has converts into every currency the app offers. */
  g_assert_true (bk_exchange_rates_lookup (rates, "USD", "EUR", &rate, NULL));
  g_assert_cmpfloat_with_epsilon (rate, 1 / 1.1761, 1e-15);
  g_assert_true (bk_exchange_rates_lookup (rates, "USD", "GBP", &rate, NULL));
  g_assert_cmpfloat_with_epsilon (rate, 0.8641 / 1.1761, 1e-15);
  g_assert_true (bk_exchange_rates_lookup (rates, "EUR", "CHF", &rate, NULL));
  g_assert_cmpfloat (rate, ==, 0.9156);
  g_assert_true (bk_exchange_rates_lookup (rates, "USD", "USD", &rate, NULL));
  g_assert_cmpfloat (rate, ==, 1);
  g_assert_false (bk_exchange_rates_lookup (rates, "USD", "JPY", &rate, NULL));
}

/* docs/model.md#currency's figures, by hand. */
static void
test_rounding (void)
{
  /* 6.88 × 0.86 = 5.9168 → 5.92. */
  g_assert_cmpfloat (bk_exchange_round (6.88, 0.86, "EUR"), ==, 5.92);
  /* 1.25 × 0.86 = 1.075 exactly, stored as 1.07499…: half a cent, away from zero. */
  g_assert_cmpfloat (bk_exchange_round (1.25, 0.86, "EUR"), ==, 1.08);
  g_assert_cmpfloat (bk_exchange_round (-1.25, 0.86, "EUR"), ==, -1.08);
  /* 0.125 × 1 = 0.125 → 0.13; just below a half cent goes down. */
  g_assert_cmpfloat (bk_exchange_round (0.125, 1, "USD"), ==, 0.13);
  g_assert_cmpfloat (bk_exchange_round (0.12499, 1, "USD"), ==, 0.12);
  /* 6.88 / 1.1761 = 5.84984… → 5.85. */
  g_assert_cmpfloat (bk_exchange_round (6.88, 1 / 1.1761, "EUR"), ==, 5.85);
  /* The yen has no minor unit: 100 × 156.765 = 15,676.5 → 15,677. */
  g_assert_cmpfloat (bk_exchange_round (100, 156.765, "JPY"), ==, 15677);
  g_assert_cmpfloat (bk_exchange_round (0, 0.86, "EUR"), ==, 0);
}

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
test_sentence_english (void)
{
  g_autoptr(BkExchangeRates) shipped = load_shipped ();
  g_autoptr(BkExchangeRates) example = load_text (TABLE ("\"USD\": 1.1627906976744187"));
  g_autofree char *text = NULL;
  g_autofree char *origin = NULL;
  double converted = 0;

  if (!use_locale ("en_US.UTF-8"))
    return;

  /* The example: 1/1.16279… is 0.86 €/$. */
  text = bk_exchange_rates_convert (example, 6.88, "USD", "EUR", &converted);
  g_assert_cmpstr (text, ==, "$6.88 at 0.8600 " EURO "/$ (ECB, 2026-11-30) = " EURO "5.92");
  g_assert_cmpfloat (converted, ==, 5.92);
  g_clear_pointer (&text, g_free);

  text = bk_exchange_rates_convert (shipped, 6.88, "USD", "EUR", &converted);
  g_assert_cmpstr (text, ==, "$6.88 at 0.8503 " EURO "/$ (ECB, 2026-05-08) = " EURO "5.85");
  g_assert_cmpfloat (converted, ==, 5.85);
  g_clear_pointer (&text, g_free);

  /* Between two currencies that are not the base, through the base. 3.99 · 0.9156 / 1.1761 =
   * 3.10622… */
  text = bk_exchange_rates_convert (shipped, 3.99, "USD", "CHF", &converted);
  g_assert_cmpstr (text, ==, "$3.99 at 0.7785 CHF/$ (ECB, 2026-05-08) = CHF 3.11");
  g_assert_cmpfloat (converted, ==, 3.11);
  g_clear_pointer (&text, g_free);

  g_assert_null (bk_exchange_rates_convert (shipped, 1, "USD", "JPY", &converted));

  origin = bk_exchange_rates_format_origin (shipped);
  g_assert_cmpstr (origin, ==, "ECB, 2026-05-08");
}

/* Rates age like prices: old the day after six calendar months. */
static void
test_old (void)
{
  g_autoptr(BkExchangeRates) shipped = load_shipped ();
  g_autoptr(BkExchangeRates) example = load_text (TABLE ("\"USD\": 1.1627906976744187"));
  g_autoptr(GVariant) edits = g_variant_ref_sink (g_variant_new_parsed ("{'USD': 1.2}"));
  g_autoptr(BkExchangeRates) edited = bk_exchange_rates_new_with_edits (shipped, edits);
  g_autoptr(GDateTime) six_months = g_date_time_new_local (2026, 11, 8, 23, 0, 0);
  g_autoptr(GDateTime) later = g_date_time_new_local (2026, 11, 9, 0, 0, 0);
  g_autoptr(GDateTime) today = g_date_time_new_local (2026, 12, 4, 12, 0, 0);
  g_autofree char *note = NULL;

  if (!use_locale ("en_US.UTF-8"))
    return;

  g_assert_null (bk_exchange_rates_dup_old_note (shipped, six_months));
  note = bk_exchange_rates_dup_old_note (shipped, later);
  g_assert_cmpstr (note, ==, "The exchange rates (ECB, 2026-05-08) are over six months old: "
                             "check today’s rates.");
  g_clear_pointer (&note, g_free);
  note = bk_exchange_rates_dup_old_note (shipped, today);
  g_assert_nonnull (note);
  g_clear_pointer (&note, g_free);
  /* A table with the user's rates keeps the shipped ones' date. */
  note = bk_exchange_rates_dup_old_note (edited, today);
  g_assert_nonnull (strstr (note, "2026-05-08"));

  g_assert_null (bk_exchange_rates_dup_old_note (example, today));
  setlocale (LC_ALL, "C");
}

static void
test_sentence_german (void)
{
  g_autoptr(BkExchangeRates) example = load_text (TABLE ("\"USD\": 1.1627906976744187"));
  g_autofree char *localedir = g_build_filename (g_getenv ("BK_BUILD_DIR"), "po", NULL);
  g_autofree char *text = NULL;
  double converted = 0;

  if (!use_locale ("de_DE.UTF-8"))
    return;

  g_setenv ("LANGUAGE", "de", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  text = bk_exchange_rates_convert (example, 6.88, "USD", "EUR", &converted);
  g_assert_cmpstr (text, ==, "6,88" NBSP "$ zu 0,8600 " EURO "/$ (EZB, 30.11.2026) = 5,92" NBSP EURO);
  g_assert_cmpfloat (converted, ==, 5.92);

  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C");
}

/* Edited rates replace the shipped ones and say so; a bad edit is left out. */
static void
test_edits (void)
{
  g_autoptr(BkExchangeRates) shipped = load_shipped ();
  g_autoptr(BkExchangeRates) edited = NULL;
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{sd}"));
  g_autoptr(GVariant) edits = NULL;
  g_autofree char *text = NULL;
  gboolean is_edited = FALSE;
  double rate, converted;

  g_variant_builder_add (&builder, "{sd}", "USD", 1.25);
  g_variant_builder_add (&builder, "{sd}", "GBP", -1.0);
  g_variant_builder_add (&builder, "{sd}", "JPY", 180.0);
  edits = g_variant_ref_sink (g_variant_builder_end (&builder));
  edited = bk_exchange_rates_new_with_edits (shipped, edits);

  g_assert_true (bk_exchange_rates_get_rate (edited, "USD", &rate, &is_edited));
  g_assert_cmpfloat (rate, ==, 1.25);
  g_assert_true (is_edited);
  g_assert_true (bk_exchange_rates_get_shipped_rate (edited, "USD", &rate));
  g_assert_cmpfloat (rate, ==, 1.1761);
  g_assert_true (bk_exchange_rates_get_rate (edited, "GBP", &rate, &is_edited));
  g_assert_cmpfloat (rate, ==, 0.8641);
  g_assert_false (is_edited);
  g_assert_false (bk_exchange_rates_get_rate (edited, "JPY", &rate, NULL));
  /* The shipped table itself is unchanged. */
  g_assert_true (bk_exchange_rates_get_rate (shipped, "USD", &rate, &is_edited));
  g_assert_cmpfloat (rate, ==, 1.1761);
  g_assert_false (is_edited);

  if (!use_locale ("en_US.UTF-8"))
    return;
  /* 5 / 1.25 = 4. */
  text = bk_exchange_rates_convert (edited, 5, "USD", "EUR", &converted);
  g_assert_cmpstr (text, ==, "$5.00 at 0.8000 " EURO "/$ (your rate) = " EURO "4.00");
  setlocale (LC_ALL, "C");
}

typedef struct
{
  const char *json;
  int         code;
  const char *message;  /* the start of the error message */
} BrokenCase;

static const BrokenCase broken_cases[] = {
  { "", BK_EXCHANGE_RATES_ERROR_SYNTAX, "The exchange rates are empty" },
  { "\xff{}", BK_EXCHANGE_RATES_ERROR_SYNTAX, "The exchange rates are empty or not UTF-8" },
  { "{", BK_EXCHANGE_RATES_ERROR_SYNTAX, "The exchange rates are not valid JSON" },
  { "[]", BK_EXCHANGE_RATES_ERROR_INVALID, "The exchange rates hold no JSON object" },
  { "null", BK_EXCHANGE_RATES_ERROR_INVALID, "The exchange rates hold no JSON object" },
  { "{\"base\": \"EUR\"}", BK_EXCHANGE_RATES_ERROR_INVALID, "format: missing" },
  { "{\"format\": 2}", BK_EXCHANGE_RATES_ERROR_INVALID, "format: 2 is not a format" },
  { "{\"format\": \"1\"}", BK_EXCHANGE_RATES_ERROR_INVALID, "format: expected a number" },
  { "{\"format\": 1, \"colour\": 1}", BK_EXCHANGE_RATES_ERROR_INVALID, "colour: unknown field" },
  { "{\"format\": 1}", BK_EXCHANGE_RATES_ERROR_INVALID, "base: missing" },
  { "{\"format\": 1, \"base\": \"euro\", \"publisher\": \"ECB\", \"source\": \"s\", "
    "\"date\": \"2026-11-30\", \"rates\": {\"USD\": 1}}",
    BK_EXCHANGE_RATES_ERROR_INVALID, "base: “euro” is not a three-letter currency code" },
  { "{\"format\": 1, \"base\": \"EUR\", \"publisher\": \"\", \"source\": \"s\", "
    "\"date\": \"2026-11-30\", \"rates\": {\"USD\": 1}}",
    BK_EXCHANGE_RATES_ERROR_INVALID, "publisher: expected a text without spaces" },
  { "{\"format\": 1, \"base\": \"EUR\", \"publisher\": \"ECB\", \"source\": 3, "
    "\"date\": \"2026-11-30\", \"rates\": {\"USD\": 1}}",
    BK_EXCHANGE_RATES_ERROR_INVALID, "source: expected a text" },
  { "{\"format\": 1, \"base\": \"EUR\", \"publisher\": \"ECB\", \"source\": \"s\", "
    "\"date\": \"2026-11\", \"rates\": {\"USD\": 1}}",
    BK_EXCHANGE_RATES_ERROR_INVALID, "date: “2026-11” is not a date" },
  { "{\"format\": 1, \"base\": \"EUR\", \"publisher\": \"ECB\", \"source\": \"s\", "
    "\"date\": \"2026-02-30\", \"rates\": {\"USD\": 1}}",
    BK_EXCHANGE_RATES_ERROR_INVALID, "date: “2026-02-30” is not a date" },
  { "{\"format\": 1, \"base\": \"EUR\", \"publisher\": \"ECB\", \"source\": \"s\", "
    "\"date\": \"2026-11-30\"}",
    BK_EXCHANGE_RATES_ERROR_INVALID, "rates: missing" },
  { TABLE (""), BK_EXCHANGE_RATES_ERROR_INVALID, "rates: expected an object of at least one rate" },
  { "{\"format\": 1, \"base\": \"EUR\", \"publisher\": \"ECB\", \"source\": \"s\", "
    "\"date\": \"2026-11-30\", \"rates\": [1]}",
    BK_EXCHANGE_RATES_ERROR_INVALID, "rates: expected an object" },
  { TABLE ("\"usd\": 1.1"), BK_EXCHANGE_RATES_ERROR_INVALID,
    "rates.usd: “usd” is not a three-letter currency code" },
  { TABLE ("\"EUR\": 1"), BK_EXCHANGE_RATES_ERROR_INVALID,
    "rates.EUR: the base currency has no rate of its own" },
  { TABLE ("\"USD\": 0"), BK_EXCHANGE_RATES_ERROR_INVALID, "rates.USD: 0 is not above 0" },
  { TABLE ("\"USD\": -1.2"), BK_EXCHANGE_RATES_ERROR_INVALID, "rates.USD: -1.2 is not above 0" },
  { TABLE ("\"USD\": \"1.1\""), BK_EXCHANGE_RATES_ERROR_INVALID, "rates.USD: expected a number" },
  { TABLE ("\"USD\": null"), BK_EXCHANGE_RATES_ERROR_INVALID, "rates.USD: expected a number" },
  { TABLE ("\"USD\": 1e400"), BK_EXCHANGE_RATES_ERROR_INVALID, "rates.USD: the number is too large" },
  { TABLE ("\"USD\": 1e9"), BK_EXCHANGE_RATES_ERROR_INVALID, "rates.USD: 1000000000 is above" },
  { NULL, 0, NULL },
};

static void
test_broken (void)
{
  for (guint i = 0; broken_cases[i].json != NULL; i++)
    {
      const char *json = broken_cases[i].json;
      g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
      g_autoptr(GError) error = NULL;
      g_autoptr(BkExchangeRates) rates = bk_exchange_rates_new_from_bytes (bytes, &error);

      g_assert_null (rates);
      g_assert_error (error, BK_EXCHANGE_RATES_ERROR, broken_cases[i].code);
      if (!g_str_has_prefix (error->message, broken_cases[i].message))
        g_error ("expected “%s…”, got “%s” for %s", broken_cases[i].message, error->message, json);
    }
}

/* Hostile files: deep nesting, huge keys and control characters never crash the loader, and an
 * error quotes at most a short piece of what the file has. */
static void
test_hostile (void)
{
  g_autoptr(GString) deep = g_string_new ("{\"format\": 1, \"rates\": ");
  g_autoptr(GString) key = g_string_new (NULL);
  g_autofree char *json = NULL;

  for (guint i = 0; i < 2000; i++)
    g_string_append (deep, "[");
  for (guint i = 0; i < 2000; i++)
    g_string_append (deep, "]");
  g_string_append (deep, "}");

  for (guint i = 0; i < 10000; i++)
    g_string_append_c (key, 'X');
  json = g_strdup_printf (TABLE ("\"%s\": 1, \"A\\nB\": 2"), key->str);

  for (guint i = 0; i < 2; i++)
    {
      const char *text = i == 0 ? deep->str : json;
      g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
      g_autoptr(GError) error = NULL;
      g_autoptr(BkExchangeRates) rates = bk_exchange_rates_new_from_bytes (bytes, &error);

      g_assert_null (rates);
      g_assert_nonnull (error);
      g_assert_cmpuint (strlen (error->message), <, 400);
      g_assert_null (strchr (error->message, '\n'));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_unsetenv ("LANGUAGE");

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/exchange-rates/shipped", test_shipped);
  g_test_add_func ("/exchange-rates/rounding", test_rounding);
  g_test_add_func ("/exchange-rates/sentence/english", test_sentence_english);
  g_test_add_func ("/exchange-rates/sentence/german", test_sentence_german);
  g_test_add_func ("/exchange-rates/old", test_old);
  g_test_add_func ("/exchange-rates/edits", test_edits);
  g_test_add_func ("/exchange-rates/broken", test_broken);
  g_test_add_func ("/exchange-rates/hostile", test_hostile);

  return g_test_run ();
}
