/* bk-azure-prices.c: the Azure Retail Prices API's answers, read into fetched offers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Microsoft Learn, "Azure Retail Prices overview" (the page's sample response and field list):
 * a Consumption meter's retailPrice is per unitOfMeasure ("1 Hour"), its skuName ends in "Spot"
 * or "Low Priority" for capacity Azure may take back, and its savingsPlan list (api-version
 * 2023-01-01-preview) gives the hourly price of a 1- or 3-year savings plan; a Reservation
 * meter's price is for the whole reservationTerm, not per hour. Windows meters (a productName
 * ending in "Windows") include the licence and are left out, as are DevTestConsumption meters.
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-azure-prices.h"
#include "bk-instance-table.h"
#include "bk-json.h"
#include "bk-price-offer.h"
#include "bk-properties.h"

#define ANSWER_INVALID BK_PRICES_ERROR, BK_PRICES_ERROR_ANSWER

/* bk_azure_prices_build_url:
 * @base: the API's address, %BK_AZURE_PRICES_URL (or a test server's)
 * @region: an Azure region's code, such as "germanywestcentral"
 * @currency: the ISO 4217 code the prices are asked in
 *
 * Returns: (transfer full): the first page's address: the virtual machines of the table's Azure
 *   sizes in @region, priced in @currency
 */
char *
bk_azure_prices_build_url (const char      *base,
                           BkInstanceTable *table,
                           const char      *region,
                           const char      *currency)
{
  g_auto(GStrv) sizes = NULL;
  g_autoptr(GString) filter = g_string_new (NULL);
  g_autofree char *escaped_filter = NULL;
  g_autofree char *escaped_currency = NULL;

  g_return_val_if_fail (base != NULL && table != NULL && region != NULL && currency != NULL, NULL);

  sizes = bk_instance_table_dup_sizes (table, BK_PRICE_SOURCE_AZURE);
  g_string_append_printf (filter, "serviceName eq 'Virtual Machines' and armRegionName eq '%s'",
                          region);
  for (guint i = 0; sizes[i] != NULL; i++)
    g_string_append_printf (filter, "%sarmSkuName eq '%s'", i == 0 ? " and (" : " or ",
                            sizes[i]);
  if (sizes[0] != NULL)
    g_string_append_c (filter, ')');

  escaped_filter = g_uri_escape_string (filter->str, NULL, FALSE);
  escaped_currency = g_uri_escape_string (currency, NULL, FALSE);

  return g_strdup_printf ("%s%sapi-version=%s&currencyCode=%%27%s%%27&$filter=%s", base,
                          strchr (base, '?') != NULL ? "&" : "?", BK_AZURE_PRICES_API_VERSION,
                          escaped_currency, escaped_filter);
}

#define member(object, path, name, error) \
  bk_json_require_member ((object), (path), (name), ANSWER_INVALID, (error))
#define get_string(object, path, name, out, error) \
  bk_json_get_member_string ((object), (path), (name), (out), ANSWER_INVALID, (error))

/* A price: a finite number, 0 or above and no larger than any amount the app takes. */
static gboolean
get_price (JsonObject  *object,
           const char  *path,
           const char  *name,
           double      *out,
           GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.%s", path, name);

  return bk_json_get_member_number (object, path, name, out, ANSWER_INVALID, error)
         && bk_json_check_range (field, *out, 0, BK_MAX_AMOUNT, ANSWER_INVALID, error);
}

/* "1 Year" and "3 Years", the terms of reservations and savings plans, in months; 0 for any
 * other. */
static guint
term_months (const char *term)
{
  if (g_strcmp0 (term, "1 Year") == 0)
    return 12;
  if (g_strcmp0 (term, "3 Years") == 0)
    return 36;
  if (g_strcmp0 (term, "5 Years") == 0)
    return 60;
  return 0;
}

static gboolean
is_currency (const char *code)
{
  return strlen (code) == 3 && g_ascii_isupper (code[0]) && g_ascii_isupper (code[1])
         && g_ascii_isupper (code[2]);
}

static void
add_offer (GPtrArray   *offers,
           const char  *region,
           const char  *size,
           const char  *gpu_id,
           guint        gpus,
           BkPriceKind  kind,
           guint        months,
           double       instance_price,
           const char  *currency,
           const char  *retrieved)
{
  /* Azure lets a reservation be paid monthly at the same total, so nothing needs to be paid up
   * front; a savings plan is billed by the hour. */
  g_ptr_array_add (offers, bk_price_offer_new (BK_PRICE_SOURCE_AZURE, region, size, gpu_id, gpus,
                                               kind, months, NULL, instance_price, 0, currency,
                                               retrieved));
}

/* The savings plans of a Consumption meter: [{"unitPrice": …, "retailPrice": …, "term": "1
 * Year"}, …], each price per hour. */
static gboolean
read_savings_plans (JsonNode    *node,
                    const char  *path,
                    GPtrArray   *offers,
                    const char  *region,
                    const char  *size,
                    const char  *gpu_id,
                    guint        gpus,
                    const char  *currency,
                    const char  *retrieved,
                    GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.savingsPlan", path);
  JsonArray *plans;

  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      bk_json_set_invalid (error, ANSWER_INVALID, field, _("expected a list"));
      return FALSE;
    }

  plans = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (plans); i++)
    {
      g_autofree char *plan_path = g_strdup_printf ("%s[%u]", field, i);
      JsonNode *plan_node = json_array_get_element (plans, i);
      JsonObject *plan;
      const char *term;
      double price;
      guint months;

      if (!JSON_NODE_HOLDS_OBJECT (plan_node))
        {
          bk_json_set_invalid (error, ANSWER_INVALID, plan_path, _("expected an object"));
          return FALSE;
        }
      plan = json_node_get_object (plan_node);
      if (!get_string (plan, plan_path, "term", &term, error)
          || !get_price (plan, plan_path, "retailPrice", &price, error))
        return FALSE;

      if ((months = term_months (term)) == 0 || !(price > 0))
        continue;
      add_offer (offers, region, size, gpu_id, gpus, BK_PRICE_KIND_SAVINGS_PLAN, months, price,
                 currency, retrieved);
    }

  return TRUE;
}

static gboolean
read_item (JsonNode         *node,
           const char       *path,
           BkInstanceTable  *table,
           const char       *region,
           const char       *retrieved,
           GPtrArray        *offers,
           guint            *n_unknown,
           GError          **error)
{
  JsonObject *item;
  JsonNode *primary, *plans;
  const char *size, *item_region, *currency, *unit, *type, *product, *sku, *gpu_id;
  const char *reservation_term = NULL;
  double price;
  guint gpus;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      bk_json_set_invalid (error, ANSWER_INVALID, path, _("expected an object"));
      return FALSE;
    }
  item = json_node_get_object (node);

  if (!get_string (item, path, "armSkuName", &size, error)
      || !get_string (item, path, "armRegionName", &item_region, error)
      || !get_string (item, path, "currencyCode", &currency, error)
      || !get_price (item, path, "retailPrice", &price, error)
      || !get_string (item, path, "unitOfMeasure", &unit, error)
      || !get_string (item, path, "type", &type, error)
      || !get_string (item, path, "productName", &product, error)
      || !get_string (item, path, "skuName", &sku, error))
    return FALSE;

  if (!is_currency (currency))
    {
      g_autofree char *field = g_strdup_printf ("%s.currencyCode", path);
      g_autofree char *shown = bk_json_display_text (currency, 16);

      bk_json_set_invalid (error, ANSWER_INVALID, field, _("“%s” is not a currency code"), shown);
      return FALSE;
    }

  if (g_str_equal (type, "Reservation")
      && !get_string (item, path, "reservationTerm", &reservation_term, error))
    return FALSE;

  /* Meters of other regions (the preview version lists non-primary meters too), the Windows
   * licence, dev/test prices and meters not by the hour are not a GPU-hour's price. */
  primary = json_object_get_member (item, "isPrimaryMeterRegion");
  if (!g_str_equal (item_region, region)
      || (primary != NULL && JSON_NODE_HOLDS_VALUE (primary)
          && json_node_get_value_type (primary) == G_TYPE_BOOLEAN
          && !json_node_get_boolean (primary))
      || g_str_has_suffix (product, "Windows")
      || !g_str_equal (unit, "1 Hour")
      || !(price > 0))
    return TRUE;

  gpu_id = bk_instance_table_lookup (table, BK_PRICE_SOURCE_AZURE, size, &gpus);
  if (gpu_id == NULL)
    {
      (*n_unknown)++;
      return TRUE;
    }

  if (g_str_equal (type, "Consumption"))
    {
      BkPriceKind kind = BK_PRICE_KIND_ON_DEMAND;

      if (g_str_has_suffix (sku, " Spot"))
        kind = BK_PRICE_KIND_SPOT;
      else if (g_str_has_suffix (sku, " Low Priority"))
        kind = BK_PRICE_KIND_LOW_PRIORITY;

      add_offer (offers, region, size, gpu_id, gpus, kind, 0, price, currency, retrieved);

      plans = json_object_get_member (item, "savingsPlan");
      if (kind == BK_PRICE_KIND_ON_DEMAND && plans != NULL
          && !read_savings_plans (plans, path, offers, region, size, gpu_id, gpus, currency,
                                  retrieved, error))
        return FALSE;
    }
  else if (g_str_equal (type, "Reservation"))
    {
      guint months = term_months (reservation_term);

      /* The price is for the whole term: spread over its hours. */
      if (months > 0)
        add_offer (offers, region, size, gpu_id, gpus, BK_PRICE_KIND_RESERVATION, months,
                   price / (BK_PRICE_HOURS_PER_YEAR * months / 12), currency, retrieved);
    }

  return TRUE;
}

/* bk_azure_prices_read_page:
 * @page: one answer of the API
 * @region: the region asked for; meters of others are left out
 * @retrieved: today, "2026-12-04"
 * @offers: (element-type BkPriceOffer): where the page's offers are added
 * @next_page: (out) (transfer full) (nullable): the next page's address, or %NULL on the last
 * @n_unknown: (inout): counts the meters of sizes the table does not know
 *
 * Returns: whether the page has the documented form; if not, @error names the field, and
 *   @offers may have some of the page's offers
 */
gboolean
bk_azure_prices_read_page (GBytes           *page,
                           BkInstanceTable  *table,
                           const char       *region,
                           const char       *retrieved,
                           GPtrArray        *offers,
                           char            **next_page,
                           guint            *n_unknown,
                           GError          **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *root, *items_node, *next;
  JsonObject *object;
  JsonArray *items;

  g_return_val_if_fail (page != NULL && table != NULL && region != NULL, FALSE);
  g_return_val_if_fail (retrieved != NULL && offers != NULL && next_page != NULL, FALSE);
  g_return_val_if_fail (n_unknown != NULL, FALSE);

  *next_page = NULL;

  parser = bk_json_parse_bytes (page, &local_error);
  if (parser == NULL && local_error == NULL)
    {
      g_set_error (error, ANSWER_INVALID, _("the answer is empty or not UTF-8 text"));
      return FALSE;
    }
  if (parser == NULL)
    {
      g_autofree char *reason = bk_json_display_text (local_error->message, 120);

      g_set_error (error, ANSWER_INVALID, _("the answer is not JSON: %s"), reason);
      return FALSE;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, ANSWER_INVALID, _("the answer holds no JSON object"));
      return FALSE;
    }
  object = json_node_get_object (root);

  if ((items_node = member (object, "answer", "Items", error)) == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_ARRAY (items_node))
    {
      bk_json_set_invalid (error, ANSWER_INVALID, "answer.Items", _("expected a list"));
      return FALSE;
    }

  next = json_object_get_member (object, "NextPageLink");
  if (next != NULL && !JSON_NODE_HOLDS_NULL (next))
    {
      const char *link;

      if (!bk_json_get_string (next, "answer.NextPageLink", &link, ANSWER_INVALID, error))
        return FALSE;
      if (link[0] != '\0')
        {
          if (!g_uri_is_valid (link, G_URI_FLAGS_NONE, NULL))
            {
              g_autofree char *shown = bk_json_display_text (link, 80);

              bk_json_set_invalid (error, ANSWER_INVALID, "answer.NextPageLink",
                                   _("“%s” is not an address"), shown);
              return FALSE;
            }
          *next_page = g_strdup (link);
        }
    }

  items = json_node_get_array (items_node);
  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      g_autofree char *path = g_strdup_printf ("Items[%u]", i);

      if (!read_item (json_array_get_element (items, i), path, table, region, retrieved, offers,
                      n_unknown, error))
        {
          g_clear_pointer (next_page, g_free);
          return FALSE;
        }
    }

  return TRUE;
}
