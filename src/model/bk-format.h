/* bk-format.h: locale-aware formatting and parsing of money, numbers, percentages and months
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure functions of the current locale (LC_NUMERIC and the gettext language); shared by the
 * command-line report, the widgets and the .ui closures.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The currency's symbol ("€", "$", "£", "CHF"); the code itself for codes it does not know. */
const char *bk_currency_symbol      (const char *currency);

/* "25.000 €" in German, "€25,000" in English; "−€1,200" when negative. decimals < 0: automatic (0 at
 * and above 1000 and for the yen, else 2). */
char       *bk_format_money         (double      amount,
                                     const char *currency,
                                     int         decimals) G_GNUC_WARN_UNUSED_RESULT;
/* Abbreviated to three significant digits, for chart ticks: "25 Tsd. €" in German, "€25k" in
 * English; "€1.2M". */
char       *bk_format_money_short   (double      amount,
                                     const char *currency) G_GNUC_WARN_UNUSED_RESULT;
/* A number with the locale's grouping and decimal mark; decimals < 0: as many as needed, at most 6. */
char       *bk_format_number        (double      value,
                                     int         decimals) G_GNUC_WARN_UNUSED_RESULT;
/* "40 %" in German, "40%" in English; decimals < 0: as many as needed, at most 1. */
char       *bk_format_percent       (double      percent,
                                     int         decimals) G_GNUC_WARN_UNUSED_RESULT;
/* A count of things with the locale's grouping, "1,024" in English and "1.024" in German, for
 * the %s of a message such as "Buying %s GPUs" (ngettext() chooses the plural by the count). */
char       *bk_format_count         (guint       count) G_GNUC_WARN_UNUSED_RESULT;
/* "1 month", "14 months" (plural forms through ngettext). */
char       *bk_format_months        (guint       months) G_GNUC_WARN_UNUSED_RESULT;

/* A day, in the one date format every page uses: the locale's own ("04.12.2026" in German,
 * "12/04/2026" in American English); ISO 8601 in the C locale. */
char       *bk_format_date          (const GDate *date) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_format_date_time     (GDateTime  *time) G_GNUC_WARN_UNUSED_RESULT;
/* The day (in UTC) of a Unix time, as bk_format_date() writes it; "?" out of range. */
char       *bk_format_date_unix     (gint64      unix_seconds) G_GNUC_WARN_UNUSED_RESULT;

/* A catalogue date ("2026", "2026-03" or "2026-03-15") for people: "2026", "March 2026", and a
 * day as bk_format_date() writes it; the text itself when it is none of those forms. */
char       *bk_format_as_of         (const char *as_of) G_GNUC_WARN_UNUSED_RESULT;

/* Parses what the locale writes ("1.234,5" in German, "1,234.5" in English), with an optional
 * currency symbol or percent sign around it. Returns FALSE for anything else, leaving *value alone. */
gboolean    bk_parse_number         (const char *text,
                                     double     *value);

G_END_DECLS
