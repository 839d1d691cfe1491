/* bk-fetched-offers.c: the offers fetched from the providers' price lists, kept on disk
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is checked like every file the app reads: a broken or hostile one is refused whole
 * with the field named, and the app goes on with the shipped and the team's offers.
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "bk-catalogue-private.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-fetched-offers.h"
#include "bk-format.h"
#include "bk-instance-table.h"
#include "bk-json.h"
#include "bk-price-offer.h"
#include "bk-price-regions.h"
#include "bk-properties.h"

typedef struct
{
  BkPriceSource source;
  char         *region;
  char         *currency;
} Region;

struct _BkFetchedOffers
{
  gatomicrefcount ref_count;
  GDateTime      *retrieved;
  GArray         *regions;
  GPtrArray      *offers;
};

G_DEFINE_BOXED_TYPE (BkFetchedOffers, bk_fetched_offers, bk_fetched_offers_ref,
                     bk_fetched_offers_unref)

#define FILE_INVALID BK_PRICES_ERROR, BK_PRICES_ERROR_FILE

/* The longest text of a field the file may hold: a region, a size, a GPU's id. */
#define MAX_TEXT 128

static void
clear_region (gpointer data)
{
  Region *region = data;

  g_free (region->region);
  g_free (region->currency);
}

/* bk_fetched_offers_new:
 * @retrieved: when the offers were fetched
 *
 * Returns: (transfer full): an empty set of fetched offers
 */
BkFetchedOffers *
bk_fetched_offers_new (GDateTime *retrieved)
{
  BkFetchedOffers *self;

  g_return_val_if_fail (retrieved != NULL, NULL);

  self = g_new0 (BkFetchedOffers, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->retrieved = g_date_time_to_utc (retrieved);
  self->regions = g_array_new (FALSE, FALSE, sizeof (Region));
  g_array_set_clear_func (self->regions, clear_region);
  self->offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);

  return self;
}

BkFetchedOffers *
bk_fetched_offers_ref (BkFetchedOffers *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
bk_fetched_offers_unref (BkFetchedOffers *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_date_time_unref (self->retrieved);
      g_array_unref (self->regions);
      g_ptr_array_unref (self->offers);
      g_free (self);
    }
}

/* bk_fetched_offers_add_region:
 * @currency: the currency its prices were asked in
 *
 * Notes a region the update asked, whether or not it had offers.
 */
void
bk_fetched_offers_add_region (BkFetchedOffers *self,
                              BkPriceSource    source,
                              const char      *region,
                              const char      *currency)
{
  Region entry;

  g_return_if_fail (self != NULL && region != NULL && currency != NULL);

  entry.source = source;
  entry.region = g_strdup (region);
  entry.currency = g_strdup (currency);
  g_array_append_val (self->regions, entry);
}

guint
bk_fetched_offers_get_n_regions (BkFetchedOffers *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->regions->len;
}

/* bk_fetched_offers_get_region:
 * @source: (out) (optional): whose region
 * @region: (out) (optional) (transfer none): its code
 * @currency: (out) (optional) (transfer none): the currency asked
 */
void
bk_fetched_offers_get_region (BkFetchedOffers  *self,
                              guint             i,
                              BkPriceSource    *source,
                              const char      **region,
                              const char      **currency)
{
  const Region *entry;

  g_return_if_fail (self != NULL && i < self->regions->len);

  entry = &g_array_index (self->regions, Region, i);
  if (source != NULL)
    *source = entry->source;
  if (region != NULL)
    *region = entry->region;
  if (currency != NULL)
    *currency = entry->currency;
}

/* bk_fetched_offers_add_offers:
 * @offers: (element-type BkPriceOffer): offers, copied
 *
 * Adds the offers, one of each key (the lowest price), in the file's order.
 */
void
bk_fetched_offers_add_offers (BkFetchedOffers *self,
                              GPtrArray       *offers)
{
  g_return_if_fail (self != NULL && offers != NULL);

  for (guint i = 0; i < offers->len; i++)
    g_ptr_array_add (self->offers, bk_price_offer_copy (g_ptr_array_index (offers, i)));
  bk_price_offers_keep_one_per_key (self->offers);
}

/* bk_fetched_offers_get_offers:
 *
 * Returns: (transfer none) (element-type BkPriceOffer): the offers, sorted
 */
GPtrArray *
bk_fetched_offers_get_offers (BkFetchedOffers *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->offers;
}

/* bk_fetched_offers_get_retrieved:
 *
 * Returns: (transfer none): when the offers were fetched, in UTC
 */
GDateTime *
bk_fetched_offers_get_retrieved (BkFetchedOffers *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->retrieved;
}

/* Writing */

static void
add_offer (JsonBuilder        *builder,
           const BkPriceOffer *offer)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "provider");
  json_builder_add_string_value (builder, bk_price_source_to_string (offer->source));
  json_builder_set_member_name (builder, "region");
  json_builder_add_string_value (builder, offer->region);
  json_builder_set_member_name (builder, "size");
  json_builder_add_string_value (builder, offer->size);
  json_builder_set_member_name (builder, "gpu-id");
  json_builder_add_string_value (builder, offer->gpu_id);
  json_builder_set_member_name (builder, "gpus");
  json_builder_add_int_value (builder, offer->gpus);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, bk_price_kind_to_string (offer->kind));
  if (bk_price_offer_is_reserved (offer))
    {
      json_builder_set_member_name (builder, "term-months");
      json_builder_add_int_value (builder, offer->term_months);
    }
  if (offer->payment != NULL)
    {
      json_builder_set_member_name (builder, "payment");
      json_builder_add_string_value (builder, offer->payment);
    }
  if (offer->kind == BK_PRICE_KIND_RESERVATION)
    {
      json_builder_set_member_name (builder, "upfront-percent");
      json_builder_add_double_value (builder, offer->upfront_percent);
    }
  json_builder_set_member_name (builder, "instance-price-per-hour");
  json_builder_add_double_value (builder, offer->instance_price);
  json_builder_set_member_name (builder, "currency");
  json_builder_add_string_value (builder, offer->currency);
  json_builder_set_member_name (builder, "retrieved");
  json_builder_add_string_value (builder, offer->retrieved);
  json_builder_end_object (builder);
}

/* bk_fetched_offers_to_bytes:
 *
 * Returns: (transfer full): the file's JSON text
 */
GBytes *
bk_fetched_offers_to_bytes (BkFetchedOffers *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *retrieved = NULL;
  char *data;
  gsize length;

  g_return_val_if_fail (self != NULL, NULL);

  retrieved = g_date_time_format_iso8601 (self->retrieved);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, BK_FETCHED_OFFERS_FORMAT);
  json_builder_set_member_name (builder, "retrieved");
  json_builder_add_string_value (builder, retrieved);
  json_builder_set_member_name (builder, "regions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->regions->len; i++)
    {
      const Region *region = &g_array_index (self->regions, Region, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "provider");
      json_builder_add_string_value (builder, bk_price_source_to_string (region->source));
      json_builder_set_member_name (builder, "region");
      json_builder_add_string_value (builder, region->region);
      json_builder_set_member_name (builder, "currency");
      json_builder_add_string_value (builder, region->currency);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "offers");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->offers->len; i++)
    add_offer (builder, g_ptr_array_index (self->offers, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  data = bk_json_to_data (root, &length);

  return g_bytes_new_take (data, length);
}

/* Reading */

#define check_members(object, path, known, error) \
  bk_json_check_members ((object), (path), (known), FILE_INVALID, (error))
#define require(object, path, name, error) \
  bk_json_require_member ((object), (path), (name), FILE_INVALID, (error))

static gboolean
get_text (JsonObject  *object,
          const char  *path,
          const char  *name,
          const char **out,
          GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.%s", path, name);

  if (!bk_json_get_member_string (object, path, name, out, FILE_INVALID, error))
    return FALSE;

  if ((*out)[0] == '\0' || strlen (*out) > MAX_TEXT)
    {
      bk_json_set_invalid (error, FILE_INVALID, field,
                           _("expected a text of 1 to %d characters"), MAX_TEXT);
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_number (JsonObject  *object,
            const char  *path,
            const char  *name,
            double       minimum,
            double       maximum,
            gboolean     whole,
            double      *out,
            GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.%s", path, name);

  if (!bk_json_get_member_number (object, path, name, out, FILE_INVALID, error)
      || !bk_json_check_range (field, *out, minimum, maximum, FILE_INVALID, error))
    return FALSE;

  if (whole && *out != floor (*out))
    {
      bk_json_set_invalid (error, FILE_INVALID, field, _("expected a whole number"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_source (JsonObject     *object,
            const char     *path,
            BkPriceSource  *source,
            GError        **error)
{
  const char *text;

  if (!get_text (object, path, "provider", &text, error))
    return FALSE;

  if (!bk_price_source_from_string (text, source))
    {
      g_autofree char *field = g_strdup_printf ("%s.provider", path);
      g_autofree char *shown = bk_json_display_text (text, 40);

      bk_json_set_invalid (error, FILE_INVALID, field, _("“%s” is not one of %s"), shown,
                           "azure, aws");
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_currency (JsonObject  *object,
              const char  *path,
              const char **currency,
              GError     **error)
{
  if (!get_text (object, path, "currency", currency, error))
    return FALSE;

  if (strlen (*currency) != 3 || !g_ascii_isupper ((*currency)[0])
      || !g_ascii_isupper ((*currency)[1]) || !g_ascii_isupper ((*currency)[2]))
    {
      g_autofree char *field = g_strdup_printf ("%s.currency", path);

      bk_json_set_invalid (error, FILE_INVALID, field, _("expected a currency code such as EUR"));
      return FALSE;
    }

  return TRUE;
}

static BkPriceOffer *
read_offer (JsonNode     *node,
            const char   *path,
            GError      **error)
{
  static const char * const fields[] = {
    "provider", "region", "size", "gpu-id", "gpus", "kind", "term-months", "payment",
    "upfront-percent", "instance-price-per-hour", "currency", "retrieved", NULL
  };
  JsonObject *object;
  BkPriceSource source;
  BkPriceKind kind;
  const char *region, *size, *gpu_id, *kind_name, *currency, *retrieved, *payment = NULL;
  double gpus, price, months = 0, upfront = 0;
  gboolean reserved;
  GDate date;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      bk_json_set_invalid (error, FILE_INVALID, path, _("expected an object"));
      return NULL;
    }
  object = json_node_get_object (node);

  if (!check_members (object, path, fields, error)
      || !get_source (object, path, &source, error)
      || !get_text (object, path, "region", &region, error)
      || !get_text (object, path, "size", &size, error)
      || !get_text (object, path, "gpu-id", &gpu_id, error)
      || !get_number (object, path, "gpus", 1, BK_INSTANCE_TABLE_MAX_GPUS, TRUE, &gpus, error)
      || !get_text (object, path, "kind", &kind_name, error)
      || !get_number (object, path, "instance-price-per-hour", 0, BK_MAX_AMOUNT, FALSE, &price,
                      error)
      || !get_currency (object, path, &currency, error)
      || !get_text (object, path, "retrieved", &retrieved, error))
    return NULL;

  if (!bk_price_kind_from_string (kind_name, &kind))
    {
      g_autofree char *field = g_strdup_printf ("%s.kind", path);
      g_autofree char *shown = bk_json_display_text (kind_name, 40);

      bk_json_set_invalid (error, FILE_INVALID, field, _("“%s” is not one of %s"), shown,
                           "on-demand, spot, low-priority, reservation, savings-plan");
      return NULL;
    }

  if (!(price > 0))
    {
      g_autofree char *field = g_strdup_printf ("%s.instance-price-per-hour", path);

      bk_json_set_invalid (error, FILE_INVALID, field, _("%s is not above %s"), "0", "0");
      return NULL;
    }

  if (strlen (retrieved) != 10 || !bk_catalogue_parse_as_of (retrieved, &date))
    {
      g_autofree char *field = g_strdup_printf ("%s.retrieved", path);

      bk_json_set_invalid (error, FILE_INVALID, field, _("expected a day such as 2026-12-04"));
      return NULL;
    }

  reserved = kind == BK_PRICE_KIND_RESERVATION || kind == BK_PRICE_KIND_SAVINGS_PLAN;
  if (reserved != json_object_has_member (object, "term-months")
      || (kind != BK_PRICE_KIND_RESERVATION && json_object_has_member (object, "upfront-percent"))
      || ((kind != BK_PRICE_KIND_RESERVATION || source != BK_PRICE_SOURCE_AWS)
          && json_object_has_member (object, "payment")))
    {
      g_autofree char *field = g_strdup_printf ("%s.kind", path);

      bk_json_set_invalid (error, FILE_INVALID, field,
                           _("a term, an up-front share and a payment go with a reservation "
                             "only, and a term with a savings plan"));
      return NULL;
    }

  if (reserved && !get_number (object, path, "term-months", 1, 120, TRUE, &months, error))
    return NULL;
  if (json_object_has_member (object, "upfront-percent")
      && !get_number (object, path, "upfront-percent", 0, 100, FALSE, &upfront, error))
    return NULL;
  if (json_object_has_member (object, "payment"))
    {
      if (!get_text (object, path, "payment", &payment, error))
        return NULL;
      if (!g_str_equal (payment, "no-upfront") && !g_str_equal (payment, "partial-upfront")
          && !g_str_equal (payment, "all-upfront"))
        {
          g_autofree char *field = g_strdup_printf ("%s.payment", path);
          g_autofree char *shown = bk_json_display_text (payment, 40);

          bk_json_set_invalid (error, FILE_INVALID, field, _("“%s” is not one of %s"), shown,
                               "no-upfront, partial-upfront, all-upfront");
          return NULL;
        }
    }

  return bk_price_offer_new (source, region, size, gpu_id, (guint) gpus, kind, (guint) months,
                             payment, price, upfront, currency, retrieved);
}

/* bk_fetched_offers_new_from_bytes:
 *
 * Returns: (transfer full) (nullable): the offers of the file, or %NULL with @error naming the
 *   field
 */
BkFetchedOffers *
bk_fetched_offers_new_from_bytes (GBytes  *bytes,
                                  GError **error)
{
  static const char * const root_fields[] = { "format", "retrieved", "regions", "offers", NULL };
  static const char * const region_fields[] = { "provider", "region", "currency", NULL };
  g_autoptr(BkFetchedOffers) self = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDateTime) retrieved = NULL;
  const char *retrieved_text;
  JsonNode *root, *node;
  JsonObject *object;
  JsonArray *array;
  double format;

  g_return_val_if_fail (bytes != NULL, NULL);

  parser = bk_json_parse_bytes (bytes, &local_error);
  if (parser == NULL && local_error == NULL)
    {
      g_set_error (error, FILE_INVALID, _("The file of fetched offers is empty or not UTF-8 text"));
      return NULL;
    }
  if (parser == NULL)
    {
      g_autofree char *reason = bk_json_display_text (local_error->message, 120);

      g_set_error (error, FILE_INVALID, _("The file of fetched offers is not valid JSON: %s"),
                   reason);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, FILE_INVALID, _("The file of fetched offers holds no JSON object"));
      return NULL;
    }
  object = json_node_get_object (root);

  if (!check_members (object, "fetched", root_fields, error)
      || !get_number (object, "fetched", "format", 1, G_MAXINT, TRUE, &format, error))
    return NULL;
  if (format != BK_FETCHED_OFFERS_FORMAT)
    {
      g_autofree char *shown = bk_json_format_number (format);

      bk_json_set_invalid (error, FILE_INVALID, "fetched.format",
                           _("%s is not a format this version reads (it reads %d)"), shown,
                           BK_FETCHED_OFFERS_FORMAT);
      return NULL;
    }

  if (!get_text (object, "fetched", "retrieved", &retrieved_text, error))
    return NULL;
  if ((retrieved = g_date_time_new_from_iso8601 (retrieved_text, NULL)) == NULL)
    {
      bk_json_set_invalid (error, FILE_INVALID, "fetched.retrieved",
                           _("expected a date and time such as 2026-12-04T09:30:00Z"));
      return NULL;
    }
  self = bk_fetched_offers_new (retrieved);

  if ((node = require (object, "fetched", "regions", error)) == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) > 100)
    {
      bk_json_set_invalid (error, FILE_INVALID, "fetched.regions",
                           _("expected a list of at most 100 regions"));
      return NULL;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("regions[%u]", i);
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *region;
      BkPriceSource source;
      const char *code, *currency;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        {
          bk_json_set_invalid (error, FILE_INVALID, path, _("expected an object"));
          return NULL;
        }
      region = json_node_get_object (element);
      if (!check_members (region, path, region_fields, error)
          || !get_source (region, path, &source, error)
          || !get_text (region, path, "region", &code, error)
          || !get_currency (region, path, &currency, error))
        return NULL;

      bk_fetched_offers_add_region (self, source, code, currency);
    }

  if ((node = require (object, "fetched", "offers", error)) == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) > BK_FETCHED_OFFERS_MAX)
    {
      bk_json_set_invalid (error, FILE_INVALID, "fetched.offers",
                           _("expected a list of at most %d offers"), BK_FETCHED_OFFERS_MAX);
      return NULL;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("offers[%u]", i);
      BkPriceOffer *offer = read_offer (json_array_get_element (array, i), path, error);

      if (offer == NULL)
        return NULL;
      g_ptr_array_add (self->offers, offer);
    }
  bk_price_offers_keep_one_per_key (self->offers);

  return g_steal_pointer (&self);
}

/* bk_fetched_offers_dup_file:
 *
 * Returns: (transfer full): where the app keeps the fetched offers,
 *   $XDG_DATA_HOME/breakeven/fetched-offers.json
 */
GFile *
bk_fetched_offers_dup_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "breakeven",
                                            "fetched-offers.json", NULL);

  return g_file_new_for_path (path);
}

/* bk_fetched_offers_load:
 *
 * Returns: (transfer full) (nullable): the kept offers, or %NULL with @error set
 *   (%G_IO_ERROR_NOT_FOUND when nothing was ever fetched)
 */
BkFetchedOffers *
bk_fetched_offers_load (GFile   *file,
                        GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = g_file_load_bytes (file, NULL, NULL, error);
  if (bytes == NULL)
    return NULL;

  return bk_fetched_offers_new_from_bytes (bytes, error);
}

/* bk_fetched_offers_save:
 *
 * Writes the offers to @file atomically (a temporary file renamed over the old one), making its
 * folder when missing; on failure the old file stays as it was.
 */
gboolean
bk_fetched_offers_save (BkFetchedOffers  *self,
                        GFile            *file,
                        GError          **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *data;
  gsize size;

  g_return_val_if_fail (self != NULL && G_IS_FILE (file), FALSE);

  parent = g_file_get_parent (file);
  if (parent != NULL && !g_file_make_directory_with_parents (parent, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  bytes = bk_fetched_offers_to_bytes (self);
  data = g_bytes_get_data (bytes, &size);

  return g_file_replace_contents (file, data, size, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

/* Words */

/* bk_price_offer_dup_size_name:
 *
 * Returns: (transfer full): the size as the provider's pages write it: "ND96isr H100 v5" for
 *   Azure's "Standard_ND96isr_H100_v5", AWS's as it is
 */
char *
bk_price_offer_dup_size_name (const BkPriceOffer *offer)
{
  char *name;

  g_return_val_if_fail (offer != NULL, NULL);

  if (offer->source != BK_PRICE_SOURCE_AZURE)
    return g_strdup (offer->size);

  name = g_strdup (g_str_has_prefix (offer->size, "Standard_") ? offer->size + strlen ("Standard_")
                                                                 : offer->size);
  g_strdelimit (name, "_", ' ');
  return name;
}

static char *
dup_kind (const BkPriceOffer *offer)
{
  guint years = offer->term_months / 12;

  switch (offer->kind)
    {
    case BK_PRICE_KIND_SPOT:
      /* Translators: the kind of a fetched price: capacity the provider may take back. */
      return g_strdup (_("spot"));
    case BK_PRICE_KIND_LOW_PRIORITY:
      /* Translators: the kind of a fetched price: Azure's low-priority capacity. */
      return g_strdup (_("low priority"));
    case BK_PRICE_KIND_SAVINGS_PLAN:
      /* Translators: the kind of a fetched price, "1-year savings plan". */
      return g_strdup_printf (ngettext ("%u-year savings plan", "%u-year savings plan", years),
                              years);
    case BK_PRICE_KIND_RESERVATION:
      if (g_strcmp0 (offer->payment, "all-upfront") == 0)
        /* Translators: the kind of a fetched price: an AWS reservation paid whole at the start. */
        return g_strdup_printf (ngettext ("%u-year reservation, all up front",
                                          "%u-year reservation, all up front", years), years);
      if (g_strcmp0 (offer->payment, "partial-upfront") == 0)
        /* Translators: the kind of a fetched price: an AWS reservation paid partly at the
         * start. */
        return g_strdup_printf (ngettext ("%u-year reservation, partly up front",
                                          "%u-year reservation, partly up front", years), years);
      if (g_strcmp0 (offer->payment, "no-upfront") == 0)
        /* Translators: the kind of a fetched price: an AWS reservation paid by the month. */
        return g_strdup_printf (ngettext ("%u-year reservation, nothing up front",
                                          "%u-year reservation, nothing up front", years), years);
      /* Translators: the kind of a fetched price, "3-year reservation". */
      return g_strdup_printf (ngettext ("%u-year reservation", "%u-year reservation", years),
                              years);
    case BK_PRICE_KIND_ON_DEMAND:
    default:
      /* Translators: the kind of a fetched price: paid by the hour, no commitment. */
      return g_strdup (_("on demand"));
    }
}

/* bk_price_offer_dup_label:
 *
 * Returns: (transfer full): what the offer is, "Microsoft Azure ND96isr H100 v5, 1-year
 *   reservation"
 */
char *
bk_price_offer_dup_label (const BkPriceOffer *offer)
{
  g_autofree char *size = NULL;
  g_autofree char *kind = NULL;

  g_return_val_if_fail (offer != NULL, NULL);

  size = bk_price_offer_dup_size_name (offer);
  kind = dup_kind (offer);

  /* Translators: a fetched offer: the provider, the instance size and the kind of price,
   * "Microsoft Azure ND96isr H100 v5, on demand". */
  return g_strdup_printf (_("%s %s, %s"), bk_price_source_get_provider (offer->source), size, kind);
}

/* bk_price_offer_dup_source:
 *
 * Returns: (transfer full): where the price comes from, in the language of the messages:
 *   "Azure Retail Prices API, Germany West Central, retrieved 2026-12-04: ND96isr H100 v5, 8
 *   GPUs, €84.08 an hour, on demand"
 */
char *
bk_price_offer_dup_source (const BkPriceOffer *offer)
{
  g_autofree char *size = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *price = NULL;
  g_autofree char *gpus = NULL;
  g_autofree char *where = NULL;
  const char *region;

  g_return_val_if_fail (offer != NULL, NULL);

  size = bk_price_offer_dup_size_name (offer);
  kind = dup_kind (offer);
  price = bk_format_money (offer->instance_price, offer->currency, 2);
  region = bk_price_region_get_name (offer->source, offer->region);
  /* Translators: the number of GPUs in one instance size, "8 GPUs". */
  gpus = g_strdup_printf (ngettext ("%u GPU", "%u GPUs", offer->gpus), offer->gpus);

  if (offer->source == BK_PRICE_SOURCE_AZURE)
    /* Translators: where a fetched price comes from; %s are a region and a day, "Azure Retail
     * Prices API, Germany West Central, retrieved 2026-12-04". The API's name stays English. */
    where = g_strdup_printf (_("Azure Retail Prices API, %s, retrieved %s"), region,
                             offer->retrieved);
  else
    /* Translators: where a fetched price comes from, "AWS Price List, Europe (Frankfurt),
     * retrieved 2026-12-04". The price list's name stays English. */
    where = g_strdup_printf (_("AWS Price List, %s, retrieved %s"), region, offer->retrieved);

  if (bk_price_offer_is_reserved (offer))
    /* Translators: a fetched reservation: where it comes from, the size, its GPUs, the price of
     * an instance-hour with everything paid for the term spread over its hours, and the kind,
     * "…: ND96isr H100 v5, 8 GPUs, €59.12 an hour over the term, 1-year reservation". */
    return g_strdup_printf (_("%s: %s, %s, %s an hour over the term, %s"), where, size, gpus,
                            price, kind);

  /* Translators: a fetched price: where it comes from, the size, its GPUs, the price of an
   * instance-hour and the kind, "…: p5.48xlarge, 8 GPUs, $55.04 an hour, on demand". */
  return g_strdup_printf (_("%s: %s, %s, %s an hour, %s"), where, size, gpus, price, kind);
}

/* The catalogue */

/* bk_fetched_offers_merge:
 * @base: the catalogue the offers join: shipped, or with the team's
 *
 * Returns: (transfer full): @base with the fetched offers for its GPUs after its own, each per
 *   GPU-hour with its source in the language of the messages, marked as fetched; offers for GPUs
 *   @base does not have are left out
 */
BkCatalogue *
bk_fetched_offers_merge (BkFetchedOffers *self,
                         BkCatalogue     *base)
{
  g_autoptr(GPtrArray) rents = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (BK_IS_CATALOGUE (base), NULL);

  for (guint i = 0; i < self->offers->len; i++)
    {
      const BkPriceOffer *offer = g_ptr_array_index (self->offers, i);
      g_autofree char *source = NULL;
      double price = bk_price_offer_get_price_per_gpu_hour (offer);
      BkCatalogueRent *rent;

      if (bk_catalogue_find_gpu (base, offer->gpu_id) == NULL)
        continue;

      source = bk_price_offer_dup_source (offer);
      rent = bk_catalogue_rent_new (offer->gpu_id, bk_price_source_get_provider (offer->source),
                                    "hyperscaler", price, price, price, offer->currency, source,
                                    offer->retrieved, bk_price_offer_get_catalogue_term (offer),
                                    offer->term_months, offer->upfront_percent);
      bk_catalogue_rent_set_fetched (rent, TRUE);
      g_ptr_array_add (rents, rent);
    }

  return bk_catalogue_new_with_rents (base, rents);
}

/* bk_fetched_offers_count_for:
 *
 * Returns: how many of the offers are for GPUs of @catalogue: the ones the app lists
 */
guint
bk_fetched_offers_count_for (BkFetchedOffers *self,
                             BkCatalogue     *catalogue)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (BK_IS_CATALOGUE (catalogue), 0);

  for (guint i = 0; i < self->offers->len; i++)
    if (bk_catalogue_find_gpu (catalogue, ((BkPriceOffer *) g_ptr_array_index (self->offers, i))->gpu_id) != NULL)
      n++;

  return n;
}
