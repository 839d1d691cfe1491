/* bk-instance-table.c: which GPU, and how many, each cloud instance size has
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is data compiled into the GResource and checked strictly when loaded, like the
 * catalogue, so that a bad edit fails the test suite instead of dividing a price by the wrong
 * number of GPUs.
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-catalogue.h"
#include "bk-instance-table.h"
#include "bk-json.h"
#include "bk-price-offer.h"

typedef struct
{
  BkPriceSource source;
  char         *size;
  char         *gpu_id;
  guint         gpus;
} Entry;

struct _BkInstanceTable
{
  gatomicrefcount ref_count;
  GArray         *entries;
};

#define TABLE_INVALID BK_PRICES_ERROR, BK_PRICES_ERROR_TABLE

static void
clear_entry (gpointer data)
{
  Entry *entry = data;

  g_free (entry->size);
  g_free (entry->gpu_id);
}

static gboolean
get_text (JsonObject  *object,
          const char  *path,
          const char  *name,
          const char **out,
          GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.%s", path, name);

  if (!bk_json_get_member_string (object, path, name, out, TABLE_INVALID, error))
    return FALSE;
  if ((*out)[0] == '\0')
    {
      bk_json_set_invalid (error, TABLE_INVALID, field, _("expected a text"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_entry (BkInstanceTable *self,
            JsonNode        *node,
            const char      *path,
            BkCatalogue     *catalogue,
            GError         **error)
{
  static const char * const fields[] = {
    "provider", "size", "gpu-id", "gpus", "source", "as-of", NULL
  };
  JsonObject *object;
  const char *provider, *size, *gpu_id, *source, *as_of;
  g_autofree char *gpus_field = g_strdup_printf ("%s.gpus", path);
  double gpus;
  Entry entry;
  GDate date;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      bk_json_set_invalid (error, TABLE_INVALID, path, _("expected an object"));
      return FALSE;
    }
  object = json_node_get_object (node);

  if (!bk_json_check_members (object, path, fields, TABLE_INVALID, error)
      || !get_text (object, path, "provider", &provider, error)
      || !get_text (object, path, "size", &size, error)
      || !get_text (object, path, "gpu-id", &gpu_id, error)
      || !get_text (object, path, "source", &source, error)
      || !get_text (object, path, "as-of", &as_of, error))
    return FALSE;

  if (!bk_price_source_from_string (provider, &entry.source))
    {
      g_autofree char *field = g_strdup_printf ("%s.provider", path);

      bk_json_set_invalid (error, TABLE_INVALID, field, _("“%s” is not one of %s"), provider,
                           "azure, aws");
      return FALSE;
    }

  if (!bk_catalogue_parse_as_of (as_of, &date))
    {
      g_autofree char *field = g_strdup_printf ("%s.as-of", path);

      bk_json_set_invalid (error, TABLE_INVALID, field,
                           _("expected a date such as 2026, 2026-11 or 2026-11-20"));
      return FALSE;
    }

  if (!bk_json_get_member_number (object, path, "gpus", &gpus, TABLE_INVALID, error)
      || !bk_json_check_range (gpus_field, gpus, 1, BK_INSTANCE_TABLE_MAX_GPUS, TABLE_INVALID,
                               error))
    return FALSE;
  if (gpus != floor (gpus))
    {
      bk_json_set_invalid (error, TABLE_INVALID, gpus_field, _("expected a whole number"));
      return FALSE;
    }

  if (catalogue != NULL && bk_catalogue_find_gpu (catalogue, gpu_id) == NULL)
    {
      g_autofree char *field = g_strdup_printf ("%s.gpu-id", path);

      bk_json_set_invalid (error, TABLE_INVALID, field, _("no GPU has the id “%s”"), gpu_id);
      return FALSE;
    }

  if (bk_instance_table_lookup (self, entry.source, size, NULL) != NULL)
    {
      g_autofree char *field = g_strdup_printf ("%s.size", path);

      bk_json_set_invalid (error, TABLE_INVALID, field, _("“%s” appears twice"), size);
      return FALSE;
    }

  entry.size = g_strdup (size);
  entry.gpu_id = g_strdup (gpu_id);
  entry.gpus = (guint) gpus;
  g_array_append_val (self->entries, entry);

  return TRUE;
}

/* bk_instance_table_new_from_bytes:
 * @bytes: the table's JSON text
 * @catalogue: (nullable): the catalogue whose GPU ids the table must use, or %NULL not to check
 *
 * Returns: (transfer full) (nullable): the table, or %NULL with @error naming the field
 */
BkInstanceTable *
bk_instance_table_new_from_bytes (GBytes       *bytes,
                                  BkCatalogue  *catalogue,
                                  GError      **error)
{
  g_autoptr(BkInstanceTable) self = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *root, *node;
  JsonObject *object;
  JsonArray *array;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (catalogue == NULL || BK_IS_CATALOGUE (catalogue), NULL);

  parser = bk_json_parse_bytes (bytes, &local_error);
  if (parser == NULL)
    {
      g_set_error (error, TABLE_INVALID, _("The table of instance sizes is not valid JSON%s%s"),
                   local_error != NULL ? ": " : "",
                   local_error != NULL ? local_error->message : "");
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TABLE_INVALID, _("The table of instance sizes holds no JSON object"));
      return NULL;
    }
  object = json_node_get_object (root);

  if ((node = json_object_get_member (object, "format")) == NULL
      || json_node_get_value_type (node) != G_TYPE_INT64 || json_node_get_int (node) != 1)
    {
      bk_json_set_invalid (error, TABLE_INVALID, "format", _("expected 1"));
      return NULL;
    }
  if ((node = json_object_get_member (object, "sizes")) == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      bk_json_set_invalid (error, TABLE_INVALID, "sizes", _("expected a list"));
      return NULL;
    }
  if (json_object_get_size (object) != 2)
    {
      bk_json_set_invalid (error, TABLE_INVALID, "format", _("unknown field beside it"));
      return NULL;
    }

  self = g_new0 (BkInstanceTable, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  g_array_set_clear_func (self->entries, clear_entry);

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("sizes[%u]", i);

      if (!read_entry (self, json_array_get_element (array, i), path, catalogue, error))
        return NULL;
    }

  return g_steal_pointer (&self);
}

/* bk_instance_table_get_default:
 *
 * The table the application compiles into its GResource, checked against the shipped catalogue,
 * loaded once.
 *
 * Returns: (transfer none) (nullable): the table, or %NULL (with a warning) when the resource is
 *   missing or broken
 */
BkInstanceTable *
bk_instance_table_get_default (void)
{
  static gsize initialised = 0;
  static BkInstanceTable *table = NULL;

  if (g_once_init_enter (&initialised))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resources_lookup_data (BK_INSTANCE_TABLE_RESOURCE_PATH,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

      if (bytes == NULL)
        g_warning ("The table of instance sizes is missing: %s", error->message);
      else if ((table = bk_instance_table_new_from_bytes (bytes, bk_catalogue_get_default (),
                                                          &error)) == NULL)
        g_warning ("The table of instance sizes is broken: %s", error->message);

      g_once_init_leave (&initialised, 1);
    }

  return table;
}

BkInstanceTable *
bk_instance_table_ref (BkInstanceTable *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
bk_instance_table_unref (BkInstanceTable *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_array_unref (self->entries);
      g_free (self);
    }
}

/* bk_instance_table_lookup:
 * @gpus: (out) (optional): the number of GPUs in one instance
 *
 * Returns: (transfer none) (nullable): the catalogue id of the size's GPU, or %NULL when the table
 *   does not know the size
 */
const char *
bk_instance_table_lookup (BkInstanceTable *self,
                          BkPriceSource    source,
                          const char      *size,
                          guint           *gpus)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (size != NULL, NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *entry = &g_array_index (self->entries, Entry, i);

      if (entry->source == source && g_str_equal (entry->size, size))
        {
          if (gpus != NULL)
            *gpus = entry->gpus;
          return entry->gpu_id;
        }
    }

  return NULL;
}

/* bk_instance_table_dup_sizes:
 *
 * Returns: (transfer full): the sizes the table knows for @source, in its order
 */
GStrv
bk_instance_table_dup_sizes (BkInstanceTable *self,
                             BkPriceSource    source)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *entry = &g_array_index (self->entries, Entry, i);

      if (entry->source == source)
        g_strv_builder_add (builder, entry->size);
    }

  return g_strv_builder_end (builder);
}

guint
bk_instance_table_get_n_sizes (BkInstanceTable *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->entries->len;
}
