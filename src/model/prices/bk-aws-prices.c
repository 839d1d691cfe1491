/* bk-aws-prices.c: AWS's Price List bulk files, read into fetched offers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The CSV rows that are a GPU-hour's price: "Compute Instance" products of the table's instance
 * types on shared tenancy, Linux without pre-installed software or licence, capacity in use
 * ("Used"). An "OnDemand" row's PricePerUnit is per hour ("Hrs"). A "Reserved" term of the
 * standard offering class has an hourly row and, when paid up front in part or whole, an
 * "Upfront Fee" row ("Quantity"); its price per hour is the hourly price plus the fee spread over
 * the term's hours, and the fee's share of the whole is its up-front share. The products'
 * "GPU" attribute is checked against the table's count.
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-aws-prices.h"
#include "bk-instance-table.h"
#include "bk-json.h"
#include "bk-price-offer.h"
#include "bk-properties.h"

#define ANSWER_INVALID BK_PRICES_ERROR, BK_PRICES_ERROR_ANSWER

/* The indexes */

static gboolean
parse_object (GBytes      *bytes,
              JsonObject **object,
              JsonParser **parser,
              GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;

  *parser = bk_json_parse_bytes (bytes, &local_error);
  if (*parser == NULL && local_error == NULL)
    {
      g_set_error (error, ANSWER_INVALID, _("the answer is empty or not UTF-8 text"));
      return FALSE;
    }
  if (*parser == NULL)
    {
      g_autofree char *reason = bk_json_display_text (local_error->message, 120);

      g_set_error (error, ANSWER_INVALID, _("the answer is not JSON: %s"), reason);
      return FALSE;
    }

  root = json_parser_get_root (*parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, ANSWER_INVALID, _("the answer holds no JSON object"));
      return FALSE;
    }

  *object = json_node_get_object (root);
  return TRUE;
}

static JsonObject *
get_object (JsonObject  *object,
            const char  *field,
            const char  *name,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    {
      bk_json_set_invalid (error, ANSWER_INVALID, field, _("missing"));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      bk_json_set_invalid (error, ANSWER_INVALID, field, _("expected an object"));
      return NULL;
    }

  return json_node_get_object (node);
}

/* An address of the index, absolute or relative to the index's own. */
static char *
resolve_url (const char  *base,
             JsonObject  *object,
             const char  *field,
             const char  *name,
             GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);
  g_autoptr(GError) local_error = NULL;
  const char *relative;
  char *url;

  if (node == NULL)
    {
      bk_json_set_invalid (error, ANSWER_INVALID, field, _("missing"));
      return NULL;
    }
  if (!bk_json_get_string (node, field, &relative, ANSWER_INVALID, error))
    return NULL;

  url = g_uri_resolve_relative (base, relative, G_URI_FLAGS_NONE, &local_error);
  if (url == NULL || relative[0] == '\0')
    {
      g_autofree char *shown = bk_json_display_text (relative, 80);

      g_free (url);
      bk_json_set_invalid (error, ANSWER_INVALID, field, _("“%s” is not an address"), shown);
      return NULL;
    }

  return url;
}

/* bk_aws_prices_read_offer_index:
 * @index: the service index, index.json
 * @index_url: its address, for the relative addresses in it
 *
 * Returns: (transfer full) (nullable): the address of Amazon EC2's region index, or %NULL with
 *   @error naming the field
 */
char *
bk_aws_prices_read_offer_index (GBytes      *index,
                                const char  *index_url,
                                GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *root, *offers, *service;

  g_return_val_if_fail (index != NULL && index_url != NULL, NULL);

  if (!parse_object (index, &root, &parser, error)
      || (offers = get_object (root, "offers", "offers", error)) == NULL
      || (service = get_object (offers, "offers." BK_AWS_PRICES_OFFER_CODE,
                                BK_AWS_PRICES_OFFER_CODE, error)) == NULL)
    return NULL;

  return resolve_url (index_url, service,
                      "offers." BK_AWS_PRICES_OFFER_CODE ".currentRegionIndexUrl",
                      "currentRegionIndexUrl", error);
}

/* bk_aws_prices_read_region_index:
 * @index: Amazon EC2's region index, region_index.json
 * @index_url: its address
 * @region: an AWS region's code, such as "eu-central-1"
 *
 * Returns: (transfer full) (nullable): the address of the region's price list file as CSV, or
 *   %NULL with @error set (%BK_PRICES_ERROR_REGION when the index has no such region)
 */
char *
bk_aws_prices_read_region_index (GBytes      *index,
                                 const char  *index_url,
                                 const char  *region,
                                 GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autofree char *field = NULL;
  g_autofree char *url = NULL;
  JsonObject *root, *regions, *entry;
  JsonNode *node;

  g_return_val_if_fail (index != NULL && index_url != NULL && region != NULL, NULL);

  if (!parse_object (index, &root, &parser, error)
      || (regions = get_object (root, "regions", "regions", error)) == NULL)
    return NULL;

  node = json_object_get_member (regions, region);
  if (node == NULL)
    {
      g_autofree char *shown = bk_json_display_text (region, 40);

      g_set_error (error, BK_PRICES_ERROR, BK_PRICES_ERROR_REGION,
                   _("AWS’s price list has no region “%s”"), shown);
      return NULL;
    }

  field = g_strdup_printf ("regions.%s", region);
  if ((entry = get_object (regions, field, region, error)) == NULL)
    return NULL;

  g_free (field);
  field = g_strdup_printf ("regions.%s.currentVersionUrl", region);
  if ((url = resolve_url (index_url, entry, field, "currentVersionUrl", error)) == NULL)
    return NULL;

  /* The same file as CSV, which streams line by line. */
  if (g_str_has_suffix (url, ".json"))
    {
      url[strlen (url) - strlen (".json")] = '\0';
      return g_strconcat (url, ".csv", NULL);
    }
  if (g_str_has_suffix (url, ".csv"))
    return g_steal_pointer (&url);

  bk_json_set_invalid (error, ANSWER_INVALID, field, _("expected the address of a .json file"));
  return NULL;
}

/* The CSV file */

typedef enum
{
  COLUMN_SKU,
  COLUMN_TERM_TYPE,
  COLUMN_UNIT,
  COLUMN_PRICE,
  COLUMN_CURRENCY,
  COLUMN_LEASE,
  COLUMN_PURCHASE_OPTION,
  COLUMN_OFFERING_CLASS,
  COLUMN_PRODUCT_FAMILY,
  COLUMN_INSTANCE_TYPE,
  COLUMN_TENANCY,
  COLUMN_OPERATING_SYSTEM,
  COLUMN_SOFTWARE,
  COLUMN_LICENSE,
  COLUMN_CAPACITY,
  COLUMN_GPU,
  COLUMN_MARKET,
  N_COLUMNS
} Column;

static const struct
{
  const char *name;
  gboolean    required;
} columns[] = {
  { "SKU", TRUE },
  { "TermType", TRUE },
  { "Unit", TRUE },
  { "PricePerUnit", TRUE },
  { "Currency", TRUE },
  { "LeaseContractLength", TRUE },
  { "PurchaseOption", TRUE },
  { "OfferingClass", TRUE },
  { "Product Family", TRUE },
  { "Instance Type", TRUE },
  { "Tenancy", TRUE },
  { "Operating System", TRUE },
  { "Pre Installed S/W", TRUE },
  { "License Model", TRUE },
  { "CapacityStatus", FALSE },
  { "GPU", FALSE },
  { "MarketOption", FALSE },
};

G_STATIC_ASSERT (G_N_ELEMENTS (columns) == N_COLUMNS);

/* The metadata rows before the header. */
#define N_METADATA_LINES 5

typedef struct
{
  const char *start;
  gsize       length;
  gboolean    escaped;   /* holds "" for a quote */
} Field;

/* A reserved term being put together from its rows. */
typedef struct
{
  char   *size;
  char   *gpu_id;
  guint   gpus;
  guint   months;
  char   *payment;
  char   *currency;
  double  hourly;
  double  upfront;
  gboolean has_hourly;
} Reservation;

struct _BkAwsPriceReader
{
  BkInstanceTable *table;
  char            *region;
  char            *retrieved;
  GString         *line;
  gboolean         in_quotes;
  guint64          lines;
  int              column[N_COLUMNS];
  guint            n_columns;
  GArray          *fields;
  GHashTable      *on_demand;   /* size → its lowest BkPriceOffer */
  GHashTable      *reserved;    /* size, term and payment → Reservation */
  guint            n_mismatched;
};

static void
reservation_free (gpointer data)
{
  Reservation *reservation = data;

  g_free (reservation->size);
  g_free (reservation->gpu_id);
  g_free (reservation->payment);
  g_free (reservation->currency);
  g_free (reservation);
}

/* bk_aws_price_reader_new:
 * @region: the region the file is for
 * @retrieved: today, "2026-12-04"
 *
 * Returns: (transfer full): a reader of one region's price list file as CSV, fed with
 *   bk_aws_price_reader_feed() as it arrives
 */
BkAwsPriceReader *
bk_aws_price_reader_new (BkInstanceTable *table,
                         const char      *region,
                         const char      *retrieved)
{
  BkAwsPriceReader *self;

  g_return_val_if_fail (table != NULL && region != NULL && retrieved != NULL, NULL);

  self = g_new0 (BkAwsPriceReader, 1);
  self->table = bk_instance_table_ref (table);
  self->region = g_strdup (region);
  self->retrieved = g_strdup (retrieved);
  self->line = g_string_sized_new (4096);
  self->fields = g_array_new (FALSE, FALSE, sizeof (Field));
  self->on_demand = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) bk_price_offer_free);
  self->reserved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, reservation_free);
  for (guint i = 0; i < N_COLUMNS; i++)
    self->column[i] = -1;

  return self;
}

void
bk_aws_price_reader_free (BkAwsPriceReader *self)
{
  if (self == NULL)
    return;

  bk_instance_table_unref (self->table);
  g_free (self->region);
  g_free (self->retrieved);
  g_string_free (self->line, TRUE);
  g_array_unref (self->fields);
  g_hash_table_unref (self->on_demand);
  g_hash_table_unref (self->reserved);
  g_free (self);
}

static gboolean G_GNUC_PRINTF (3, 4)
fail_at_line (BkAwsPriceReader  *self,
              GError           **error,
              const char        *format,
              ...)
{
  g_autofree char *message = NULL;
  g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, self->lines + 1);
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* Translators: a line of AWS's price list file and what is wrong there. */
  g_set_error (error, ANSWER_INVALID, _("line %s: %s"), number, message);
  return FALSE;
}

/* Splits one line into its fields, quoted or not, without copying them. */
static gboolean
split_fields (BkAwsPriceReader  *self,
              const char        *line,
              gsize              length,
              GError           **error)
{
  gsize pos = 0;

  g_array_set_size (self->fields, 0);

  for (;;)
    {
      Field field = { line + pos, 0, FALSE };

      if (pos < length && line[pos] == '"')
        {
          field.start = line + ++pos;
          for (;;)
            {
              if (pos >= length)
                return fail_at_line (self, error, _("a quoted field is not closed"));
              if (line[pos] == '"')
                {
                  if (pos + 1 < length && line[pos + 1] == '"')
                    {
                      field.escaped = TRUE;
                      pos += 2;
                      continue;
                    }
                  break;
                }
              pos++;
            }
          field.length = (gsize) (line + pos - field.start);
          pos++;
          if (pos < length && line[pos] != ',')
            return fail_at_line (self, error, _("text after a quoted field"));
        }
      else
        {
          const char *comma = memchr (line + pos, ',', length - pos);
          gsize end = comma != NULL ? (gsize) (comma - line) : length;

          if (memchr (line + pos, '"', end - pos) != NULL)
            return fail_at_line (self, error, _("a quote inside a field that is not quoted"));
          field.length = end - pos;
          pos = end;
        }

      g_array_append_val (self->fields, field);
      if (pos >= length)
        return TRUE;
      pos++;   /* the comma */
      if (pos == length)
        {
          Field empty = { line + pos, 0, FALSE };

          g_array_append_val (self->fields, empty);
          return TRUE;
        }
    }
}

/* The field's text, with "" as ", in @buffer; FALSE when it does not fit. */
static gboolean
copy_field (const Field *field,
            char        *buffer,
            gsize        size)
{
  gsize n = 0;

  for (gsize i = 0; i < field->length; i++)
    {
      if (field->escaped && field->start[i] == '"')
        i++;
      if (n + 1 >= size)
        return FALSE;
      buffer[n++] = field->start[i];
    }
  buffer[n] = '\0';

  return TRUE;
}

static const Field *
column_field (BkAwsPriceReader *self,
              Column            column)
{
  static const Field absent = { "", 0, FALSE };

  if (self->column[column] < 0)
    return &absent;

  return &g_array_index (self->fields, Field, self->column[column]);
}

static gboolean
field_is (const Field *field,
          const char  *text)
{
  gsize length = strlen (text);

  return !field->escaped && field->length == length && memcmp (field->start, text, length) == 0;
}

/* The value of a column, or "" when absent or too long to be one the reader looks for. */
static const char *
column_text (BkAwsPriceReader *self,
             Column            column,
             char             *buffer,
             gsize             size)
{
  if (!copy_field (column_field (self, column), buffer, size))
    buffer[0] = '\0';

  return buffer;
}

static gboolean
read_metadata (BkAwsPriceReader  *self,
               GError           **error)
{
  const Field *first = &g_array_index (self->fields, Field, 0);

  if (self->lines == N_METADATA_LINES - 1)
    {
      const Field *second = self->fields->len > 1 ? &g_array_index (self->fields, Field, 1) : NULL;

      if (!field_is (first, "OfferCode") || second == NULL
          || !field_is (second, BK_AWS_PRICES_OFFER_CODE))
        return fail_at_line (self, error, _("expected the offer code %s"),
                             BK_AWS_PRICES_OFFER_CODE);
    }

  return TRUE;
}

static gboolean
read_header (BkAwsPriceReader  *self,
             GError           **error)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      char name[64];

      if (!copy_field (&g_array_index (self->fields, Field, i), name, sizeof name))
        continue;
      for (guint c = 0; c < N_COLUMNS; c++)
        if (self->column[c] < 0 && g_str_equal (name, columns[c].name))
          self->column[c] = (int) i;
    }

  for (guint c = 0; c < N_COLUMNS; c++)
    if (columns[c].required && self->column[c] < 0)
      return fail_at_line (self, error, _("the header has no column “%s”"), columns[c].name);

  self->n_columns = self->fields->len;
  return TRUE;
}

static gboolean
read_price (BkAwsPriceReader  *self,
            double            *price,
            GError           **error)
{
  char text[64];
  char *end = NULL;

  if (!copy_field (column_field (self, COLUMN_PRICE), text, sizeof text) || text[0] == '\0')
    return fail_at_line (self, error, _("PricePerUnit is not a price"));

  *price = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (*price) || *price < 0 || *price > BK_MAX_AMOUNT)
    {
      g_autofree char *shown = bk_json_display_text (text, 40);

      return fail_at_line (self, error, _("PricePerUnit “%s” is not a price"), shown);
    }

  return TRUE;
}

static const char *
payment_of (const Field *option)
{
  if (field_is (option, "No Upfront"))
    return "no-upfront";
  if (field_is (option, "Partial Upfront"))
    return "partial-upfront";
  if (field_is (option, "All Upfront"))
    return "all-upfront";
  return NULL;
}

static gboolean
read_row (BkAwsPriceReader  *self,
          GError           **error)
{
  char size[64], currency[8], gpus_text[16];
  const char *gpu_id, *term_type_name;
  const Field *term_type, *unit;
  guint gpus;
  double price;

  if (self->fields->len != self->n_columns)
    return fail_at_line (self, error, _("%u fields where the header has %u"), self->fields->len,
                         self->n_columns);

  if (!copy_field (column_field (self, COLUMN_INSTANCE_TYPE), size, sizeof size)
      || (gpu_id = bk_instance_table_lookup (self->table, BK_PRICE_SOURCE_AWS, size, &gpus)) == NULL)
    return TRUE;

  if (!field_is (column_field (self, COLUMN_PRODUCT_FAMILY), "Compute Instance")
      || !field_is (column_field (self, COLUMN_TENANCY), "Shared")
      || !field_is (column_field (self, COLUMN_OPERATING_SYSTEM), "Linux")
      || !field_is (column_field (self, COLUMN_SOFTWARE), "NA")
      || !field_is (column_field (self, COLUMN_LICENSE), "No License required")
      || (self->column[COLUMN_CAPACITY] >= 0
          && !field_is (column_field (self, COLUMN_CAPACITY), "Used"))
      || (self->column[COLUMN_MARKET] >= 0
          && !field_is (column_field (self, COLUMN_MARKET), "OnDemand")))
    return TRUE;

  /* The price list's own count of the size's GPUs must be the table's. */
  column_text (self, COLUMN_GPU, gpus_text, sizeof gpus_text);
  if (gpus_text[0] != '\0' && g_ascii_isdigit (gpus_text[0])
      && g_ascii_strtoull (gpus_text, NULL, 10) != gpus)
    {
      self->n_mismatched++;
      return TRUE;
    }

  column_text (self, COLUMN_CURRENCY, currency, sizeof currency);
  if (strlen (currency) != 3 || !g_ascii_isupper (currency[0]) || !g_ascii_isupper (currency[1])
      || !g_ascii_isupper (currency[2]))
    return fail_at_line (self, error, _("Currency is not a currency code"));

  if (!read_price (self, &price, error))
    return FALSE;

  term_type = column_field (self, COLUMN_TERM_TYPE);
  unit = column_field (self, COLUMN_UNIT);
  term_type_name = field_is (term_type, "OnDemand") ? "OnDemand"
                   : field_is (term_type, "Reserved") ? "Reserved" : NULL;

  if (g_strcmp0 (term_type_name, "OnDemand") == 0)
    {
      BkPriceOffer *known = g_hash_table_lookup (self->on_demand, size);

      /* One price a size: the lowest, should the file give two. */
      if (field_is (unit, "Hrs") && price > 0 && (known == NULL || price < known->instance_price))
        g_hash_table_replace (self->on_demand, g_strdup (size),
                              bk_price_offer_new (BK_PRICE_SOURCE_AWS, self->region, size, gpu_id,
                                                  gpus, BK_PRICE_KIND_ON_DEMAND, 0, NULL, price, 0,
                                                  currency, self->retrieved));
    }
  else if (g_strcmp0 (term_type_name, "Reserved") == 0)
    {
      const Field *lease = column_field (self, COLUMN_LEASE);
      const char *payment = payment_of (column_field (self, COLUMN_PURCHASE_OPTION));
      guint months = field_is (lease, "1yr") ? 12 : field_is (lease, "3yr") ? 36 : 0;
      g_autofree char *key = NULL;
      Reservation *reservation;

      if (!field_is (column_field (self, COLUMN_OFFERING_CLASS), "standard") || months == 0
          || payment == NULL
          || (!field_is (unit, "Hrs") && !field_is (unit, "Quantity")))
        return TRUE;

      /* A size's term and payment is one reservation however many rows repeat it, so that
       * the reader's memory stays the table's size. */
      key = g_strdup_printf ("%s/%u/%s", size, months, payment);
      reservation = g_hash_table_lookup (self->reserved, key);
      if (reservation == NULL)
        {
          reservation = g_new0 (Reservation, 1);
          reservation->size = g_strdup (size);
          reservation->gpu_id = g_strdup (gpu_id);
          reservation->gpus = gpus;
          reservation->months = months;
          reservation->payment = g_strdup (payment);
          reservation->currency = g_strdup (currency);
          g_hash_table_insert (self->reserved, g_steal_pointer (&key), reservation);
        }

      if (field_is (unit, "Hrs"))
        {
          reservation->hourly = price;
          reservation->has_hourly = TRUE;
        }
      else
        reservation->upfront = price;
    }

  return TRUE;
}

static gboolean
has_prefix (const char *line,
            gsize       length,
            const char *prefix)
{
  gsize n = strlen (prefix);

  return length >= n && memcmp (line, prefix, n) == 0;
}

static gboolean
read_line (BkAwsPriceReader  *self,
           const char        *line,
           gsize              length,
           GError           **error)
{
  if (length > 0 && line[length - 1] == '\r')
    length--;

  /* Blank lines between rows carry nothing. */
  if (length == 0 && self->lines > N_METADATA_LINES)
    {
      self->lines++;
      return TRUE;
    }

  /* An error page or anything else is told from the file by its first field. */
  if (self->lines == 0 && !has_prefix (line, length, "\"FormatVersion\"")
      && !has_prefix (line, length, "FormatVersion,"))
    {
      g_autofree char *start = g_strndup (line, MIN (length, 40));
      g_autofree char *shown = bk_json_display_text (start, 40);

      return fail_at_line (self, error,
                           _("not AWS’s price list file: it starts with “%s”, not FormatVersion"),
                           shown);
    }

  if (!split_fields (self, line, length, error))
    return FALSE;

  if (self->lines < N_METADATA_LINES)
    {
      if (!read_metadata (self, error))
        return FALSE;
    }
  else if (self->lines == N_METADATA_LINES)
    {
      if (!read_header (self, error))
        return FALSE;
    }
  else if (!read_row (self, error))
    return FALSE;

  self->lines++;
  return TRUE;
}

static gboolean
count_quotes (const char *data,
              gsize       length)
{
  gboolean odd = FALSE;

  for (const char *p = memchr (data, '"', length); p != NULL;
       p = memchr (p + 1, '"', length - (gsize) (p + 1 - data)))
    odd = !odd;

  return odd;
}

/* bk_aws_price_reader_feed:
 * @data: (array length=length): the next bytes of the file
 *
 * Reads every line the bytes complete and keeps the rest for the next call.
 *
 * Returns: whether the lines so far are a price list file; if not, @error says which line
 */
gboolean
bk_aws_price_reader_feed (BkAwsPriceReader  *self,
                          const char        *data,
                          gsize              length,
                          GError           **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  while (length > 0)
    {
      const char *newline = memchr (data, '\n', length);
      gsize part = newline != NULL ? (gsize) (newline - data) : length;

      if (self->line->len + part > BK_AWS_PRICES_MAX_LINE)
        return fail_at_line (self, error, _("longer than %u KiB"), BK_AWS_PRICES_MAX_LINE / 1024);

      if (count_quotes (data, part))
        self->in_quotes = !self->in_quotes;

      if (newline == NULL)
        {
          g_string_append_len (self->line, data, (gssize) part);
          return TRUE;
        }

      if (self->in_quotes)
        {
          /* A line break inside a quoted field belongs to the field. */
          g_string_append_len (self->line, data, (gssize) part + 1);
        }
      else if (self->line->len == 0)
        {
          if (!read_line (self, data, part, error))
            return FALSE;
        }
      else
        {
          g_string_append_len (self->line, data, (gssize) part);
          if (!read_line (self, self->line->str, self->line->len, error))
            return FALSE;
          g_string_truncate (self->line, 0);
        }

      data += part + 1;
      length -= part + 1;
    }

  return TRUE;
}

/* bk_aws_price_reader_finish:
 * @offers: (element-type BkPriceOffer): where the file's offers are added
 *
 * Reads the last line, when the file does not end with a line break, and adds the on-demand and
 * reserved offers of the table's sizes.
 *
 * Returns: whether the whole file was a price list file
 */
gboolean
bk_aws_price_reader_finish (BkAwsPriceReader  *self,
                            GPtrArray         *offers,
                            GError           **error)
{
  GHashTableIter iter;
  Reservation *reservation;
  BkPriceOffer *offer;

  g_return_val_if_fail (self != NULL && offers != NULL, FALSE);

  if (self->in_quotes)
    return fail_at_line (self, error, _("the file ends inside a quoted field"));
  if (self->line->len > 0)
    {
      if (!read_line (self, self->line->str, self->line->len, error))
        return FALSE;
      g_string_truncate (self->line, 0);
    }
  if (self->lines <= N_METADATA_LINES)
    return fail_at_line (self, error, _("the file ends before its header"));

  g_hash_table_iter_init (&iter, self->on_demand);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &offer))
    g_ptr_array_add (offers, bk_price_offer_copy (offer));

  g_hash_table_iter_init (&iter, self->reserved);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &reservation))
    {
      double hours = BK_PRICE_HOURS_PER_YEAR * reservation->months / 12;
      double total = reservation->upfront + reservation->hourly * hours;

      if (!(total > 0) || (!reservation->has_hourly && !(reservation->upfront > 0)))
        continue;
      g_ptr_array_add (offers, bk_price_offer_new (BK_PRICE_SOURCE_AWS, self->region,
                                                   reservation->size, reservation->gpu_id,
                                                   reservation->gpus, BK_PRICE_KIND_RESERVATION,
                                                   reservation->months, reservation->payment,
                                                   total / hours,
                                                   100 * reservation->upfront / total,
                                                   reservation->currency, self->retrieved));
    }

  return TRUE;
}

/* bk_aws_price_reader_get_lines:
 *
 * Returns: the lines read so far
 */
guint64
bk_aws_price_reader_get_lines (BkAwsPriceReader *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->lines;
}

/* bk_aws_price_reader_get_n_mismatched:
 *
 * Returns: the rows left out because the price list gives a size another number of GPUs than the
 *   table
 */
guint
bk_aws_price_reader_get_n_mismatched (BkAwsPriceReader *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_mismatched;
}
