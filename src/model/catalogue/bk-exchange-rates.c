/* bk-exchange-rates.c: the dated table of reference exchange rates the app ships, and conversion
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is data compiled into the GResource and never fetched: a price converted today gives
 * the same figure tomorrow, and the sentence that says so names the rate's publisher and date.
 * It is checked as strictly as the catalogue, since a user may edit a copy of it.
 */

#define G_LOG_DOMAIN "bk-exchange-rates"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include <math.h>
#include <string.h>

#include "bk-catalogue.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-json.h"
#include "bk-pricing.h"

/* The largest number of units of a currency one unit of the base may buy (the Indonesian rupiah
 * is about 20,000 per euro). */
#define MAX_RATE 1e7

typedef struct
{
  double   shipped;
  double   rate;
  gboolean edited;
} Rate;

struct _BkExchangeRates
{
  GObject     parent_instance;

  char       *base;
  char       *publisher;
  char       *source;
  char       *date;
  GHashTable *rates;  /* code → Rate */
};

G_DEFINE_FINAL_TYPE (BkExchangeRates, bk_exchange_rates, G_TYPE_OBJECT)

G_DEFINE_QUARK (bk-exchange-rates-error-quark, bk_exchange_rates_error)

#define RATES_INVALID BK_EXCHANGE_RATES_ERROR, BK_EXCHANGE_RATES_ERROR_INVALID

#define set_invalid(error, field, ...) \
  bk_json_set_invalid ((error), RATES_INVALID, (field), __VA_ARGS__)

static const char * const root_fields[] = {
  "format", "base", "publisher", "source", "date", "rates",
};

static JsonNode *
require_member (JsonObject  *object,
                const char  *name,
                GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    /* Translators: the problem with a field of the exchange rates: it is not there. */
    set_invalid (error, name, _("missing"));

  return node;
}

static gboolean
get_text (JsonObject  *object,
          const char  *name,
          const char **out,
          GError     **error)
{
  JsonNode *node = require_member (object, name, error);

  if (node == NULL || !bk_json_get_string (node, name, out, RATES_INVALID, error))
    return FALSE;

  if ((*out)[0] == '\0' || g_str_has_prefix (*out, " ") || g_str_has_suffix (*out, " "))
    {
      set_invalid (error, name, _("expected a text without spaces around it"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
is_valid_date (const char *text)
{
  guint year, month, day;

  if (strlen (text) != 10 || text[4] != '-' || text[7] != '-')
    return FALSE;
  for (guint i = 0; i < 10; i++)
    if (i != 4 && i != 7 && !g_ascii_isdigit (text[i]))
      return FALSE;

  year = (guint) g_ascii_strtoull (text, NULL, 10);
  month = (guint) g_ascii_strtoull (text + 5, NULL, 10);
  day = (guint) g_ascii_strtoull (text + 8, NULL, 10);

  return year >= 1999 && g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year);
}

static gboolean
check_rate (const char  *field,
            double       value,
            GError     **error)
{
  if (value <= 0)
    {
      g_autofree char *v = bk_json_format_number (value);

      /* Translators: "0 is not above 0", for an exchange rate that must be positive. */
      set_invalid (error, field, _("%s is not above %s"), v, "0");
      return FALSE;
    }

  return bk_json_check_range (field, value, 0, MAX_RATE, RATES_INVALID, error);
}

static gboolean
load_root (BkExchangeRates  *self,
           JsonNode         *root,
           GError          **error)
{
  g_autoptr(GList) members = NULL;
  JsonObject *object, *rates;
  JsonNode *node;
  const char *base, *publisher, *source, *date;
  double format;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, RATES_INVALID, _("The exchange rates hold no JSON object"));
      return FALSE;
    }
  object = json_node_get_object (root);

  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      if (!g_strv_contains (root_fields, l->data))
        {
          g_autofree char *shown = bk_json_display_text (l->data, 40);

          set_invalid (error, shown, _("unknown field"));
          return FALSE;
        }
    }

  if ((node = require_member (object, "format", error)) == NULL
      || !bk_json_get_number (node, "format", &format, RATES_INVALID, error))
    return FALSE;
  if (format != BK_EXCHANGE_RATES_FORMAT)
    {
      g_autofree char *v = bk_json_format_number (format);

      set_invalid (error, "format", _("%s is not a format this version reads (it reads %d)"),
                   v, BK_EXCHANGE_RATES_FORMAT);
      return FALSE;
    }

  if (!get_text (object, "base", &base, error)
      || !get_text (object, "publisher", &publisher, error)
      || !get_text (object, "source", &source, error)
      || !get_text (object, "date", &date, error))
    return FALSE;

  if (!bk_currency_is_valid (base))
    {
      g_autofree char *shown = bk_json_display_text (base, 40);

      set_invalid (error, "base", _("“%s” is not a three-letter currency code such as EUR"), shown);
      return FALSE;
    }
  if (!is_valid_date (date))
    {
      g_autofree char *shown = bk_json_display_text (date, 40);

      /* Translators: the day of the exchange rates is not a date. */
      set_invalid (error, "date", _("“%s” is not a date such as 2026-08-15"), shown);
      return FALSE;
    }

  if ((node = require_member (object, "rates", error)) == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_OBJECT (node) || json_object_get_size (json_node_get_object (node)) == 0)
    {
      set_invalid (error, "rates", _("expected an object of at least one rate"));
      return FALSE;
    }
  rates = json_node_get_object (node);

  g_clear_pointer (&members, g_list_free);
  members = json_object_get_members (rates);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *code = l->data;
      g_autofree char *shown = bk_json_display_text (code, 40);
      g_autofree char *field = g_strdup_printf ("rates.%s", shown);
      Rate *rate;
      double value;

      if (!bk_currency_is_valid (code))
        {
          set_invalid (error, field, _("“%s” is not a three-letter currency code such as EUR"), shown);
          return FALSE;
        }
      if (g_str_equal (code, base))
        {
          /* Translators: the exchange rate table lists the base currency, whose rate is 1. */
          set_invalid (error, field, _("the base currency has no rate of its own"));
          return FALSE;
        }
      if (!bk_json_get_number (json_object_get_member (rates, code), field, &value, RATES_INVALID,
                               error)
          || !check_rate (field, value, error))
        return FALSE;

      rate = g_new0 (Rate, 1);
      rate->shipped = rate->rate = value;
      g_hash_table_insert (self->rates, g_strdup (code), rate);
    }

  self->base = g_strdup (base);
  self->publisher = g_strdup (publisher);
  self->source = g_strdup (source);
  self->date = g_strdup (date);

  return TRUE;
}

static void
bk_exchange_rates_finalize (GObject *object)
{
  BkExchangeRates *self = (BkExchangeRates *)object;

  g_clear_pointer (&self->base, g_free);
  g_clear_pointer (&self->publisher, g_free);
  g_clear_pointer (&self->source, g_free);
  g_clear_pointer (&self->date, g_free);
  g_clear_pointer (&self->rates, g_hash_table_unref);

  G_OBJECT_CLASS (bk_exchange_rates_parent_class)->finalize (object);
}

static void
bk_exchange_rates_class_init (BkExchangeRatesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bk_exchange_rates_finalize;
}

static void
bk_exchange_rates_init (BkExchangeRates *self)
{
  self->rates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/* The digits after the decimal mark of the currency's minor unit. */
static int
minor_digits (const char *currency)
{
  return g_strcmp0 (currency, "JPY") == 0 ? 0 : 2;
}

/* bk_exchange_rates_new_from_bytes:
 * @bytes: the table's JSON text
 *
 * Returns: (transfer full) (nullable): the table, or %NULL with @error set naming the field when
 *   anything in it is malformed
 */
BkExchangeRates *
bk_exchange_rates_new_from_bytes (GBytes  *bytes,
                                  GError **error)
{
  g_autoptr(BkExchangeRates) self = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  parser = bk_json_parse_bytes (bytes, &local_error);
  if (parser == NULL && local_error == NULL)
    {
      g_set_error (error, BK_EXCHANGE_RATES_ERROR, BK_EXCHANGE_RATES_ERROR_SYNTAX,
                   _("The exchange rates are empty or not UTF-8 text"));
      return NULL;
    }
  if (parser == NULL)
    {
      g_set_error (error, BK_EXCHANGE_RATES_ERROR, BK_EXCHANGE_RATES_ERROR_SYNTAX,
                   _("The exchange rates are not valid JSON: %s"), local_error->message);
      return NULL;
    }

  self = g_object_new (BK_TYPE_EXCHANGE_RATES, NULL);
  if (!load_root (self, json_parser_get_root (parser), error))
    return NULL;

  return g_steal_pointer (&self);
}

/* bk_exchange_rates_get_default:
 *
 * Loads the table the application compiles into its GResource, once.
 *
 * Returns: (transfer none) (nullable): the table, or %NULL (with a warning) when the resource is
 *   missing or broken
 */
BkExchangeRates *
bk_exchange_rates_get_default (void)
{
  static gsize initialised = 0;
  static BkExchangeRates *rates = NULL;

  if (g_once_init_enter (&initialised))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resources_lookup_data (BK_EXCHANGE_RATES_RESOURCE_PATH,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

      if (bytes == NULL)
        g_warning ("The exchange rates are missing: %s", error->message);
      else if ((rates = bk_exchange_rates_new_from_bytes (bytes, &error)) == NULL)
        g_warning ("The exchange rates are broken: %s", error->message);

      g_once_init_leave (&initialised, 1);
    }

  return rates;
}

/* bk_exchange_rates_new_with_edits:
 * @edits: (nullable): a dictionary `a{sd}` of currency codes and the rates a user set for them
 *
 * A copy of the table in which the edited rates replace the shipped ones. An edit of a currency
 * the table does not have, or of a rate that is not a positive number, is left out: the rates
 * come from the settings, which the user may have edited by hand.
 *
 * Returns: (transfer full): the table with the edits
 */
BkExchangeRates *
bk_exchange_rates_new_with_edits (BkExchangeRates *self,
                                  GVariant        *edits)
{
  BkExchangeRates *copy;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);
  g_return_val_if_fail (edits == NULL || g_variant_is_of_type (edits, G_VARIANT_TYPE ("a{sd}")),
                        NULL);

  copy = g_object_new (BK_TYPE_EXCHANGE_RATES, NULL);
  copy->base = g_strdup (self->base);
  copy->publisher = g_strdup (self->publisher);
  copy->source = g_strdup (self->source);
  copy->date = g_strdup (self->date);

  g_hash_table_iter_init (&iter, self->rates);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Rate *rate = g_new0 (Rate, 1);
      double edited;

      rate->shipped = rate->rate = ((Rate *) value)->shipped;
      if (edits != NULL && g_variant_lookup (edits, key, "d", &edited)
          && isfinite (edited) && edited > 0 && edited <= MAX_RATE)
        {
          rate->rate = edited;
          rate->edited = TRUE;
        }
      g_hash_table_insert (copy->rates, g_strdup (key), rate);
    }

  return copy;
}

/* bk_exchange_rates_dup_with_settings:
 * @settings: (nullable): the app's settings, whose `exchange-rates` key holds the rates the user
 *   set in Preferences
 *
 * Returns: (transfer full) (nullable): the shipped table with the user's edits, or %NULL when
 *   there is no shipped table
 */
BkExchangeRates *
bk_exchange_rates_dup_with_settings (GSettings *settings)
{
  BkExchangeRates *shipped = bk_exchange_rates_get_default ();
  g_autoptr(GVariant) edits = NULL;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  if (shipped == NULL)
    return NULL;
  if (settings != NULL)
    edits = g_settings_get_value (settings, "exchange-rates");

  return bk_exchange_rates_new_with_edits (shipped, edits);
}

const char *
bk_exchange_rates_get_base (BkExchangeRates *self)
{
  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);
  return self->base;
}

/* bk_exchange_rates_get_publisher:
 *
 * Returns: the publisher's short name, such as "ECB", as the file writes it (in English)
 */
const char *
bk_exchange_rates_get_publisher (BkExchangeRates *self)
{
  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);
  return self->publisher;
}

/* bk_exchange_rates_get_source:
 *
 * Returns: where the rates come from, as the file writes it (in English)
 */
const char *
bk_exchange_rates_get_source (BkExchangeRates *self)
{
  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);
  return self->source;
}

/* bk_exchange_rates_get_date:
 *
 * Returns: the day the rates were published for, "2026-05-08"
 */
const char *
bk_exchange_rates_get_date (BkExchangeRates *self)
{
  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);
  return self->date;
}

static int
compare_codes (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* bk_exchange_rates_dup_currencies:
 *
 * Returns: (transfer full): the codes of the currencies with a rate, sorted, without the base
 */
GStrv
bk_exchange_rates_dup_currencies (BkExchangeRates *self)
{
  g_autofree const char **keys = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n;

  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);

  keys = (const char **) g_hash_table_get_keys_as_array (self->rates, &n);
  g_sort_array (keys, n, sizeof (char *), (GCompareDataFunc) compare_codes, NULL);
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (builder, keys[i]);

  return g_strv_builder_end (builder);
}

/* bk_exchange_rates_get_rate:
 * @rate: (out): the units of @currency one unit of the base buys; 1 for the base itself
 * @edited: (out) (optional): whether the user set the rate
 *
 * Returns: whether the table has a rate for @currency
 */
gboolean
bk_exchange_rates_get_rate (BkExchangeRates *self,
                            const char      *currency,
                            double          *rate,
                            gboolean        *edited)
{
  Rate *found;

  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), FALSE);
  g_return_val_if_fail (currency != NULL, FALSE);
  g_return_val_if_fail (rate != NULL, FALSE);

  if (edited != NULL)
    *edited = FALSE;

  if (g_str_equal (currency, self->base))
    {
      *rate = 1;
      return TRUE;
    }

  found = g_hash_table_lookup (self->rates, currency);
  if (found == NULL)
    return FALSE;

  *rate = found->rate;
  if (edited != NULL)
    *edited = found->edited;
  return TRUE;
}

/* bk_exchange_rates_get_shipped_rate:
 *
 * Returns: whether the shipped table has a rate for @currency, which it puts in @rate even when
 *   the user edited it
 */
gboolean
bk_exchange_rates_get_shipped_rate (BkExchangeRates *self,
                                    const char      *currency,
                                    double          *rate)
{
  Rate *found;

  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), FALSE);
  g_return_val_if_fail (currency != NULL, FALSE);
  g_return_val_if_fail (rate != NULL, FALSE);

  found = g_hash_table_lookup (self->rates, currency);
  if (found == NULL)
    return FALSE;

  *rate = found->shipped;
  return TRUE;
}

/* bk_exchange_rates_lookup:
 * @rate: (out): the units of @to one unit of @from buys, through the base: rate(to) / rate(from)
 * @edited: (out) (optional): whether the user set either rate
 *
 * Returns: whether the table has rates for both currencies
 */
gboolean
bk_exchange_rates_lookup (BkExchangeRates *self,
                          const char      *from,
                          const char      *to,
                          double          *rate,
                          gboolean        *edited)
{
  double from_rate, to_rate;
  gboolean from_edited, to_edited;

  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), FALSE);
  g_return_val_if_fail (from != NULL && to != NULL, FALSE);
  g_return_val_if_fail (rate != NULL, FALSE);

  if (!bk_exchange_rates_get_rate (self, from, &from_rate, &from_edited)
      || !bk_exchange_rates_get_rate (self, to, &to_rate, &to_edited))
    return FALSE;

  *rate = g_str_equal (from, to) ? 1 : to_rate / from_rate;
  if (edited != NULL)
    *edited = from_edited || to_edited;
  return TRUE;
}

/* bk_exchange_round:
 *
 * The product is first rounded to a millionth of the minor unit, so that a half cent that binary
 * floating point stores a little below the half (1.25 · 0.86 = 1.07499…) counts as the half; see
 * docs/model.md#currency.
 */
double
bk_exchange_round (double      amount,
                   double      rate,
                   const char *currency)
{
  double scale = pow (10, minor_digits (currency));
  double units = amount * rate * scale;

  if (!isfinite (units))
    return amount * rate;

  /* Beyond 2^53 / 10^6 a millionth is below the precision of a double. */
  if (fabs (units) < 9e9)
    units = round (units * 1e6) / 1e6;

  return round (units) / scale;
}

/* bk_exchange_rates_format_origin:
 *
 * Returns: (transfer full): "ECB, 2026-05-08" in English, "EZB, 08.05.2026" in German
 */
char *
bk_exchange_rates_format_origin (BkExchangeRates *self)
{
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *day = NULL;
  guint y, m, d;

  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);

  y = (guint) g_ascii_strtoull (self->date, NULL, 10);
  m = (guint) g_ascii_strtoull (self->date + 5, NULL, 10);
  d = (guint) g_ascii_strtoull (self->date + 8, NULL, 10);
  date = g_date_time_new_utc ((int) y, (int) m, (int) d, 0, 0, 0);
  /* Translators: the day of the exchange rates, see the strftime() man page; "30.11.2026" in
   * German. */
  day = date != NULL ? g_date_time_format (date, C_("exchange rate date", "%Y-%m-%d"))
                     : g_strdup (self->date);

  /* Translators: the publisher of the exchange rates and their day, "ECB, 2026-11-30". */
  return g_strdup_printf (C_("exchange rate origin", "%s, %s"),
                          g_dpgettext2 (GETTEXT_PACKAGE, "exchange rate publisher", self->publisher),
                          day);
}

/* bk_exchange_rates_dup_old_note:
 * @now: today
 *
 * The shipped rates age like the catalogue's prices: after six months they are said to be old
 * (docs/model.md#price-dates).
 *
 * Returns: (transfer full) (nullable): "The exchange rates (ECB, 2026-05-08) are over six months
 *   old: check today’s rates.", or %NULL when they are newer
 */
char *
bk_exchange_rates_dup_old_note (BkExchangeRates *self,
                                GDateTime       *now)
{
  g_autofree char *origin = NULL;

  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);
  g_return_val_if_fail (now != NULL, NULL);

  if (!bk_catalogue_as_of_is_old (self->date, now))
    return NULL;

  origin = bk_exchange_rates_format_origin (self);
  /* Translators: %s is where the exchange rates come from and their day, "ECB, 2026-05-08". */
  return g_strdup_printf (_("The exchange rates (%s) are over six months old: check today’s "
                            "rates."), origin);
}

/* bk_exchange_rates_convert:
 * @converted: (out): the amount in @to, rounded to its minor unit
 *
 * Converts a price and says how, through the locale's formatters: "$6.88 at 0.8503 €/$ (ECB,
 * 2026-05-08) = €5.85". A rate the user set says so instead of the publisher and date.
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL when the table lacks a rate for
 *   either currency
 */
char *
bk_exchange_rates_convert (BkExchangeRates *self,
                           double           amount,
                           const char      *from,
                           const char      *to,
                           double          *converted)
{
  g_autofree char *from_text = NULL, *to_text = NULL, *number = NULL, *rate_text = NULL;
  g_autofree char *origin = NULL;
  gboolean edited;
  double rate;

  g_return_val_if_fail (BK_IS_EXCHANGE_RATES (self), NULL);
  g_return_val_if_fail (from != NULL && to != NULL, NULL);
  g_return_val_if_fail (converted != NULL, NULL);

  if (!bk_exchange_rates_lookup (self, from, to, &rate, &edited))
    return NULL;

  *converted = bk_exchange_round (amount, rate, to);

  from_text = bk_format_money (amount, from, minor_digits (from));
  to_text = bk_format_money (*converted, to, minor_digits (to));
  number = bk_format_number (rate, 4);
  /* Translators: an exchange rate: the number, the symbol of the currency it gives and of the
   * one it takes, "0.8503 €/$". */
  rate_text = g_strdup_printf (C_("exchange rate", "%s %s/%s"), number, bk_currency_symbol (to),
                               bk_currency_symbol (from));
  /* Translators: where an exchange rate comes from when the user set it in Preferences. */
  origin = edited ? g_strdup (_("your rate")) : bk_exchange_rates_format_origin (self);

  /* Translators: a converted price: "$6.88 at 0.8503 €/$ (ECB, 2026-05-08) = €5.85". */
  return g_strdup_printf (_("%s at %s (%s) = %s"), from_text, rate_text, origin, to_text);
}
