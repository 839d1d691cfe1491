/* bk-exchange-rates.h: the dated table of reference exchange rates the app ships, and conversion
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Where the application library registers the table in the GResource. */
#define BK_EXCHANGE_RATES_RESOURCE_PATH "/io/github/breakeven/Breakeven/exchange-rates.json"

/* The version of the table's file format this build reads. */
#define BK_EXCHANGE_RATES_FORMAT 1

#define BK_EXCHANGE_RATES_ERROR (bk_exchange_rates_error_quark ())

typedef enum
{
  BK_EXCHANGE_RATES_ERROR_SYNTAX,  /* not JSON, or not UTF-8 */
  BK_EXCHANGE_RATES_ERROR_INVALID, /* JSON, but a field is missing, of the wrong type or out of range */
} BkExchangeRatesError;

GQuark bk_exchange_rates_error_quark (void);

#define BK_TYPE_EXCHANGE_RATES (bk_exchange_rates_get_type ())

G_DECLARE_FINAL_TYPE (BkExchangeRates, bk_exchange_rates, BK, EXCHANGE_RATES, GObject)

/* Every rate is the units of a currency one unit of the base currency buys, as the ECB quotes
 * them (1 EUR = 1.1761 USD). A table with edits keeps the shipped rates beside the edited ones. */
BkExchangeRates *bk_exchange_rates_new_from_bytes    (GBytes           *bytes,
                                                      GError          **error) G_GNUC_WARN_UNUSED_RESULT;
BkExchangeRates *bk_exchange_rates_get_default       (void);
BkExchangeRates *bk_exchange_rates_new_with_edits    (BkExchangeRates  *self,
                                                      GVariant         *edits) G_GNUC_WARN_UNUSED_RESULT;
BkExchangeRates *bk_exchange_rates_dup_with_settings (GSettings        *settings) G_GNUC_WARN_UNUSED_RESULT;
const char      *bk_exchange_rates_get_base          (BkExchangeRates  *self);
const char      *bk_exchange_rates_get_publisher     (BkExchangeRates  *self);
const char      *bk_exchange_rates_get_source        (BkExchangeRates  *self);
const char      *bk_exchange_rates_get_date          (BkExchangeRates  *self);
GStrv            bk_exchange_rates_dup_currencies    (BkExchangeRates  *self) G_GNUC_WARN_UNUSED_RESULT;
gboolean         bk_exchange_rates_get_rate          (BkExchangeRates  *self,
                                                      const char       *currency,
                                                      double           *rate,
                                                      gboolean         *edited);
gboolean         bk_exchange_rates_get_shipped_rate  (BkExchangeRates  *self,
                                                      const char       *currency,
                                                      double           *rate);
gboolean         bk_exchange_rates_lookup            (BkExchangeRates  *self,
                                                      const char       *from,
                                                      const char       *to,
                                                      double           *rate,
                                                      gboolean         *edited);
char            *bk_exchange_rates_convert           (BkExchangeRates  *self,
                                                      double            amount,
                                                      const char       *from,
                                                      const char       *to,
                                                      double           *converted) G_GNUC_WARN_UNUSED_RESULT;

/* amount · rate, rounded to the minor unit of @currency (cents; whole yen) half away from zero. */
double           bk_exchange_round                   (double            amount,
                                                      double            rate,
                                                      const char       *currency);
/* "ECB, 2026-05-08" in English, "EZB, 08.05.2026" in German: the publisher and date of a rate. */
char            *bk_exchange_rates_format_origin     (BkExchangeRates  *self) G_GNUC_WARN_UNUSED_RESULT;
/* "The exchange rates (ECB, 2026-05-08) are over six months old: check today’s rates." when
 * they are, %NULL otherwise. */
char            *bk_exchange_rates_dup_old_note      (BkExchangeRates  *self,
                                                      GDateTime        *now) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
