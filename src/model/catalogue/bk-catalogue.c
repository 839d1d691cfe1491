/* bk-catalogue.c: the built-in catalogue of GPUs and rent offers, with their sources
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The catalogue only fills in presets: nothing in the cost model reads it. It is data compiled
 * into the GResource, checked strictly when loaded so that a bad edit fails the test suite
 * instead of showing a wrong price.
 */

#define G_LOG_DOMAIN "bk-catalogue"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include <math.h>
#include <string.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-private.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-json.h"
#include "bk-pricing.h"
#include "bk-properties.h"

struct _BkCatalogue
{
  GObject parent_instance;

  GListStore *gpus;
  GPtrArray  *rents;
};

G_DEFINE_FINAL_TYPE (BkCatalogue, bk_catalogue, G_TYPE_OBJECT)

G_DEFINE_QUARK (bk-catalogue-error-quark, bk_catalogue_error)

static BkCatalogueGpu *
find_gpu_by_name (BkCatalogue *self,
                  const char  *name)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->gpus));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (G_LIST_MODEL (self->gpus), i);

      if (g_strcmp0 (bk_catalogue_gpu_get_name (gpu), name) == 0)
        return gpu;
    }

  return NULL;
}

/* Adds a GPU the reader has checked. */
void
bk_catalogue_add_gpu (BkCatalogue    *self,
                      BkCatalogueGpu *gpu)
{
  g_list_store_append (self->gpus, gpu);
}

/* Adds an offer the reader has checked, taking it. */
void
bk_catalogue_add_rent (BkCatalogue     *self,
                       BkCatalogueRent *rent)
{
  g_ptr_array_add (self->rents, rent);
}

static void
bk_catalogue_dispose (GObject *object)
{
  BkCatalogue *self = (BkCatalogue *)object;

  g_clear_object (&self->gpus);
  g_clear_pointer (&self->rents, g_ptr_array_unref);

  G_OBJECT_CLASS (bk_catalogue_parent_class)->dispose (object);
}

static void
bk_catalogue_class_init (BkCatalogueClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bk_catalogue_dispose;
}

static void
bk_catalogue_init (BkCatalogue *self)
{
  self->gpus = g_list_store_new (BK_TYPE_CATALOGUE_GPU);
  self->rents = g_ptr_array_new_with_free_func (g_object_unref);
}

/* bk_catalogue_new_from_bytes:
 * @bytes: the catalogue's JSON text
 *
 * Returns: (transfer full) (nullable): the catalogue, or %NULL with @error set naming the
 *   field when anything in it is malformed
 */
BkCatalogue *
bk_catalogue_new_from_bytes (GBytes  *bytes,
                             GError **error)
{
  g_autoptr(BkCatalogue) self = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  parser = bk_json_parse_bytes (bytes, &local_error);
  if (parser == NULL && local_error == NULL)
    {
      g_set_error (error, BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_SYNTAX,
                   _("The catalogue is empty or not UTF-8 text"));
      return NULL;
    }
  if (parser == NULL)
    {
      g_set_error (error, BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_SYNTAX,
                   _("The catalogue is not valid JSON: %s"), local_error->message);
      return NULL;
    }

  self = g_object_new (BK_TYPE_CATALOGUE, NULL);
  if (!bk_catalogue_read_root (self, json_parser_get_root (parser), FALSE, error))
    return NULL;

  return g_steal_pointer (&self);
}

/* bk_catalogue_get_default:
 *
 * Loads the catalogue that the application compiles into its GResource, once.
 *
 * Returns: (transfer none) (nullable): the catalogue, or %NULL (with a warning) when the
 *   resource is missing or broken
 */
BkCatalogue *
bk_catalogue_get_default (void)
{
  static gsize initialised = 0;
  static BkCatalogue *catalogue = NULL;

  if (g_once_init_enter (&initialised))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resources_lookup_data (BK_CATALOGUE_RESOURCE_PATH,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

      if (bytes == NULL)
        g_warning ("The hardware catalogue is missing: %s", error->message);
      else if ((catalogue = bk_catalogue_new_from_bytes (bytes, &error)) == NULL)
        g_warning ("The hardware catalogue is broken: %s", error->message);

      g_once_init_leave (&initialised, 1);
    }

  return catalogue;
}

/* bk_catalogue_get_gpus:
 *
 * Returns: (transfer none): the GPUs, a list of #BkCatalogueGpu in the catalogue's order
 */
GListModel *
bk_catalogue_get_gpus (BkCatalogue *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE (self), NULL);

  return G_LIST_MODEL (self->gpus);
}

static GListModel *
dup_offers (BkCatalogue *self,
            const char  *gpu_id,
            gboolean     on_demand_only)
{
  GListStore *store = g_list_store_new (BK_TYPE_CATALOGUE_RENT);

  for (guint i = 0; i < self->rents->len; i++)
    {
      BkCatalogueRent *rent = g_ptr_array_index (self->rents, i);

      if (on_demand_only && !bk_catalogue_rent_is_on_demand (rent))
        continue;
      if (gpu_id == NULL || g_str_equal (bk_catalogue_rent_get_gpu_id (rent), gpu_id))
        g_list_store_append (store, rent);
    }

  return G_LIST_MODEL (store);
}

/* bk_catalogue_dup_rents:
 * @gpu_id: (nullable): a GPU's id, or %NULL for every offer
 *
 * The on-demand offers: the prices the rent per GPU-hour can take as they are.
 *
 * Returns: (transfer full): the on-demand rent offers for the GPU, a list of #BkCatalogueRent
 */
GListModel *
bk_catalogue_dup_rents (BkCatalogue *self,
                        const char  *gpu_id)
{
  g_return_val_if_fail (BK_IS_CATALOGUE (self), NULL);

  return dup_offers (self, gpu_id, TRUE);
}

/* bk_catalogue_dup_offers:
 * @gpu_id: (nullable): a GPU's id, or %NULL for every offer
 *
 * Returns: (transfer full): the rent offers of every term for the GPU, in the catalogue's
 *   order, a list of #BkCatalogueRent
 */
GListModel *
bk_catalogue_dup_offers (BkCatalogue *self,
                         const char  *gpu_id)
{
  g_return_val_if_fail (BK_IS_CATALOGUE (self), NULL);

  return dup_offers (self, gpu_id, FALSE);
}

/* bk_catalogue_find_gpu:
 *
 * Returns: (transfer none) (nullable): the GPU with that id, or %NULL
 */
BkCatalogueGpu *
bk_catalogue_find_gpu (BkCatalogue *self,
                       const char  *id)
{
  guint n;

  g_return_val_if_fail (BK_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->gpus));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (G_LIST_MODEL (self->gpus), i);

      if (g_str_equal (bk_catalogue_gpu_get_id (gpu), id))
        return gpu;
    }

  return NULL;
}


/* bk_catalogue_find_gpu_by_name:
 *
 * The profile keeps the name of the GPU it was filled from, so that is how it finds it again.
 *
 * Returns: (transfer none) (nullable): the GPU with that name, or %NULL
 */
BkCatalogueGpu *
bk_catalogue_find_gpu_by_name (BkCatalogue *self,
                               const char  *name)
{
  g_return_val_if_fail (BK_IS_CATALOGUE (self), NULL);

  if (name == NULL)
    return NULL;

  return find_gpu_by_name (self, name);
}

/* The team's price list */

/* bk_catalogue_new_with_team:
 * @shipped: the shipped catalogue
 * @bytes: the team's catalogue file
 *
 * Checks the team's file like the shipped one (docs/model.md#the-teams-price-list) and merges
 * it after the shipped GPUs and offers, marked as the team's.
 *
 * Returns: (transfer full) (nullable): the merged catalogue, or %NULL with @error naming the
 *   field; @shipped is never changed
 */
BkCatalogue *
bk_catalogue_new_with_team (BkCatalogue  *shipped,
                            GBytes       *bytes,
                            GError      **error)
{
  g_autoptr(BkCatalogue) self = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  guint n;

  g_return_val_if_fail (BK_IS_CATALOGUE (shipped), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  parser = bk_json_parse_bytes (bytes, &local_error);
  if (parser == NULL && local_error == NULL)
    {
      g_set_error (error, BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_SYNTAX,
                   _("The catalogue is empty or not UTF-8 text"));
      return NULL;
    }
  if (parser == NULL)
    {
      g_set_error (error, BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_SYNTAX,
                   _("The catalogue is not valid JSON: %s"), local_error->message);
      return NULL;
    }

  self = g_object_new (BK_TYPE_CATALOGUE, NULL);
  n = g_list_model_get_n_items (G_LIST_MODEL (shipped->gpus));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (G_LIST_MODEL (shipped->gpus), i);

      g_list_store_append (self->gpus, gpu);
    }
  for (guint i = 0; i < shipped->rents->len; i++)
    g_ptr_array_add (self->rents, g_object_ref (g_ptr_array_index (shipped->rents, i)));

  if (!bk_catalogue_read_root (self, json_parser_get_root (parser), TRUE, error))
    return NULL;

  return g_steal_pointer (&self);
}

/* bk_catalogue_new_with_rents:
 * @base: a catalogue, shipped or with the team's
 * @rents: (element-type BkCatalogueRent): offers for GPUs of @base
 *
 * Returns: (transfer full): a catalogue with @base's GPUs and offers, then @rents; @base is never
 *   changed
 */
BkCatalogue *
bk_catalogue_new_with_rents (BkCatalogue *base,
                             GPtrArray   *rents)
{
  BkCatalogue *self;
  guint n;

  g_return_val_if_fail (BK_IS_CATALOGUE (base), NULL);
  g_return_val_if_fail (rents != NULL, NULL);

  self = g_object_new (BK_TYPE_CATALOGUE, NULL);
  n = g_list_model_get_n_items (G_LIST_MODEL (base->gpus));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (G_LIST_MODEL (base->gpus), i);

      g_list_store_append (self->gpus, gpu);
    }
  for (guint i = 0; i < base->rents->len; i++)
    g_ptr_array_add (self->rents, g_object_ref (g_ptr_array_index (base->rents, i)));
  for (guint i = 0; i < rents->len; i++)
    {
      BkCatalogueRent *rent = g_ptr_array_index (rents, i);

      g_return_val_if_fail (bk_catalogue_find_gpu (self, bk_catalogue_rent_get_gpu_id (rent)) != NULL,
                            self);
      g_ptr_array_add (self->rents, g_object_ref (rent));
    }

  return self;
}

/* bk_catalogue_count_team:
 * @gpus: (out) (optional): how many GPUs the team's price list adds
 * @offers: (out) (optional): how many offers it adds
 *
 * Returns: whether anything in the catalogue comes from a team's price list
 */
gboolean
bk_catalogue_count_team (BkCatalogue *self,
                         guint       *gpus,
                         guint       *offers)
{
  guint n_gpus = 0, n_offers = 0;
  guint n;

  g_return_val_if_fail (BK_IS_CATALOGUE (self), FALSE);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->gpus));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (G_LIST_MODEL (self->gpus), i);

      if (bk_catalogue_gpu_get_from_team (gpu))
        n_gpus++;
    }
  for (guint i = 0; i < self->rents->len; i++)
    if (bk_catalogue_rent_get_from_team (g_ptr_array_index (self->rents, i)))
      n_offers++;

  if (gpus != NULL)
    *gpus = n_gpus;
  if (offers != NULL)
    *offers = n_offers;

  return n_gpus + n_offers > 0;
}

/* bk_catalogue_dup_team_file:
 *
 * Returns: (transfer full): where the app keeps its copy of the team's price list,
 *   $XDG_DATA_HOME/breakeven/team-catalogue.json
 */
GFile *
bk_catalogue_dup_team_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "breakeven",
                                            "team-catalogue.json", NULL);

  return g_file_new_for_path (path);
}

/* bk_catalogue_install_team:
 * @shipped: the shipped catalogue
 * @bytes: the team's catalogue file
 * @destination: where to keep the copy, see bk_catalogue_dup_team_file()
 *
 * Checks the team's file and, only when it is valid, writes it to @destination atomically
 * (the folder is made when missing); a file that is refused leaves the copy there as it was.
 *
 * Returns: (transfer full) (nullable): the merged catalogue, or %NULL with @error set
 */
BkCatalogue *
bk_catalogue_install_team (BkCatalogue  *shipped,
                           GBytes       *bytes,
                           GFile        *destination,
                           GError      **error)
{
  g_autoptr(BkCatalogue) merged = NULL;
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize size;
  const char *data;

  g_return_val_if_fail (BK_IS_CATALOGUE (shipped), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (G_IS_FILE (destination), NULL);

  merged = bk_catalogue_new_with_team (shipped, bytes, error);
  if (merged == NULL)
    return NULL;

  parent = g_file_get_parent (destination);
  if (parent != NULL && !g_file_make_directory_with_parents (parent, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  /* g_file_replace_contents() writes a temporary file and renames it over the old one. */
  data = g_bytes_get_data (bytes, &size);
  if (!g_file_replace_contents (destination, data, size, NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error))
    return NULL;

  return g_steal_pointer (&merged);
}

/* bk_catalogue_load_team:
 * @shipped: the shipped catalogue
 * @file: the team's catalogue file
 *
 * Returns: (transfer full) (nullable): the merged catalogue, or %NULL with @error set (a
 *   missing file gives %G_IO_ERROR_NOT_FOUND)
 */
BkCatalogue *
bk_catalogue_load_team (BkCatalogue  *shipped,
                        GFile        *file,
                        GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (BK_IS_CATALOGUE (shipped), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = g_file_load_bytes (file, NULL, NULL, error);
  if (bytes == NULL)
    return NULL;

  return bk_catalogue_new_with_team (shipped, bytes, error);
}

/* The catalogue every page of the app offers and the command line's report prints from: the
 * shipped one, merged with the team's price list and the fetched offers when there are some. The
 * application sets it whenever one of those changes (the report, for one run); the pages read it
 * here and follow it with bk_catalogue_watch_current(), so that nobody hands it down. */
static BkCatalogue *current;

/* Emits "changed" whenever bk_catalogue_set_current() changes the current catalogue. */
#define BK_TYPE_CATALOGUE_WATCH (bk_catalogue_watch_get_type ())
G_DECLARE_FINAL_TYPE (BkCatalogueWatch, bk_catalogue_watch, BK, CATALOGUE_WATCH, GObject)

struct _BkCatalogueWatch
{
  GObject parent_instance;
};

G_DEFINE_FINAL_TYPE (BkCatalogueWatch, bk_catalogue_watch, G_TYPE_OBJECT)

static guint watch_changed_signal;

static void
bk_catalogue_watch_class_init (BkCatalogueWatchClass *klass)
{
  watch_changed_signal = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bk_catalogue_watch_init (BkCatalogueWatch *self)
{
}

static BkCatalogueWatch *
get_watch (void)
{
  static BkCatalogueWatch *watch;

  if (watch == NULL)
    watch = g_object_new (BK_TYPE_CATALOGUE_WATCH, NULL);

  return watch;
}

/* bk_catalogue_get_current:
 *
 * Returns: (transfer none) (nullable): the catalogue set with bk_catalogue_set_current(), or
 *   else the shipped one
 */
BkCatalogue *
bk_catalogue_get_current (void)
{
  return current != NULL ? current : bk_catalogue_get_default ();
}

/* bk_catalogue_set_current:
 * @catalogue: (nullable): the catalogue to use from now on, or %NULL for the shipped one
 *
 * Makes @catalogue the one bk_catalogue_get_current() returns and, when it changes, calls what
 * bk_catalogue_watch_current() connected. The application calls it whenever its catalogue
 * changes, the command line for one report, a test to install its own. On the main thread only.
 */
void
bk_catalogue_set_current (BkCatalogue *catalogue)
{
  BkCatalogueWatch *watch = get_watch ();

  g_return_if_fail (catalogue == NULL || BK_IS_CATALOGUE (catalogue));

  if (g_set_object (&current, catalogue))
    g_signal_emit (watch, watch_changed_signal, 0);
}

/* bk_catalogue_watch_current:
 * @changed: called as `void changed (gpointer instance)` after the current catalogue changed
 * @instance: a #GObject; the call stops when it is finalized
 *
 * Follows bk_catalogue_set_current() for as long as @instance lives.
 */
void
bk_catalogue_watch_current (GCallback changed,
                            gpointer  instance)
{
  g_return_if_fail (changed != NULL);
  g_return_if_fail (G_IS_OBJECT (instance));

  g_signal_connect_object (get_watch (), "changed", changed, instance, G_CONNECT_SWAPPED);
}

/* Price dates (docs/model.md#price-dates) */

/* bk_catalogue_parse_as_of:
 * @date: (out): the earliest day the date can mean
 *
 * Returns: whether @as_of is a catalogue date: "2026", "2026-05" or "2026-05-14"
 */
gboolean
bk_catalogue_parse_as_of (const char *as_of,
                          GDate      *date)
{
  gsize len;
  guint year, month = 1, day = 1;

  g_return_val_if_fail (date != NULL, FALSE);

  if (as_of == NULL || !bk_catalogue_is_valid_as_of (as_of))
    return FALSE;

  len = strlen (as_of);
  year = (guint) g_ascii_strtoull (as_of, NULL, 10);
  if (len >= 7)
    month = (guint) g_ascii_strtoull (as_of + 5, NULL, 10);
  if (len == 10)
    day = (guint) g_ascii_strtoull (as_of + 8, NULL, 10);

  g_date_clear (date, 1);
  g_date_set_dmy (date, (GDateDay) day, (GDateMonth) month, (GDateYear) year);

  return TRUE;
}

/* bk_catalogue_as_of_is_old:
 * @now: today
 *
 * Returns: whether today is later than the date plus six calendar months; an unreadable date
 *   counts as old
 */
gboolean
bk_catalogue_as_of_is_old (const char *as_of,
                           GDateTime  *now)
{
  GDate date, today;
  int year, month, day;

  g_return_val_if_fail (now != NULL, FALSE);

  if (!bk_catalogue_parse_as_of (as_of, &date))
    return TRUE;

  g_date_time_get_ymd (now, &year, &month, &day);
  g_date_clear (&today, 1);
  g_date_set_dmy (&today, (GDateDay) day, (GDateMonth) month, (GDateYear) year);
  g_date_add_months (&date, BK_CATALOGUE_FRESH_MONTHS);

  return g_date_compare (&today, &date) > 0;
}

/* bk_catalogue_get_prices_as_of:
 *
 * Returns: (transfer none): the date the catalogue's prices for @gpu date from: the older of
 *   its purchase figures' date and its newest on-demand offer's; for a GPU without a purchase
 *   price, its newest on-demand offer's (its own date when it has no offer either)
 */
const char *
bk_catalogue_get_prices_as_of (BkCatalogue    *self,
                               BkCatalogueGpu *gpu)
{
  const char *purchase, *newest = NULL;
  GDate purchase_date, newest_date, date;

  g_return_val_if_fail (BK_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (gpu), NULL);

  /* Without a purchase price the offers alone date the prices. */
  purchase = bk_catalogue_gpu_has_purchase_price (gpu) ? bk_catalogue_gpu_get_as_of (gpu) : NULL;
  for (guint i = 0; i < self->rents->len; i++)
    {
      BkCatalogueRent *rent = g_ptr_array_index (self->rents, i);

      if (!bk_catalogue_rent_is_on_demand (rent)
          || !g_str_equal (bk_catalogue_rent_get_gpu_id (rent), bk_catalogue_gpu_get_id (gpu))
          || !bk_catalogue_parse_as_of (bk_catalogue_rent_get_as_of (rent), &date))
        continue;

      if (newest == NULL || g_date_compare (&date, &newest_date) > 0)
        {
          newest = bk_catalogue_rent_get_as_of (rent);
          newest_date = date;
        }
    }

  if (purchase == NULL)
    return newest != NULL ? newest : bk_catalogue_gpu_get_as_of (gpu);
  if (newest == NULL || !bk_catalogue_parse_as_of (purchase, &purchase_date))
    return purchase;

  return g_date_compare (&newest_date, &purchase_date) < 0 ? newest : purchase;
}

/* bk_catalogue_dup_old_prices_note:
 * @gpu_name: (nullable): the profile's GPU
 * @now: today
 *
 * Returns: (transfer full) (nullable): "The catalogue's prices for the NVIDIA H100 SXM are from
 *   May 2026: check a current quote.", or %NULL when they are not old or the GPU is not in the
 *   catalogue
 */
char *
bk_catalogue_dup_old_prices_note (BkCatalogue *self,
                                  const char  *gpu_name,
                                  GDateTime   *now)
{
  BkCatalogueGpu *gpu;
  const char *as_of;
  g_autofree char *date = NULL;

  g_return_val_if_fail (BK_IS_CATALOGUE (self), NULL);
  g_return_val_if_fail (now != NULL, NULL);

  gpu = bk_catalogue_find_gpu_by_name (self, gpu_name);
  if (gpu == NULL)
    return NULL;

  as_of = bk_catalogue_get_prices_as_of (self, gpu);
  if (!bk_catalogue_as_of_is_old (as_of, now))
    return NULL;

  date = bk_format_as_of (as_of);
  /* Translators: the first %s is a GPU's name, the second a date such as "May 2026" or "2026". */
  return g_strdup_printf (_("The catalogue’s prices for the %s are from %s: check a current quote."),
                          bk_catalogue_gpu_get_name (gpu), date);
}

/* bk_catalogue_dup_as_of_text:
 * @as_of: a catalogue date
 * @now: today
 *
 * Returns: (transfer full): the date for people, "May 2026", and when it is old (six months,
 *   docs/model.md#price-dates) "May 2026, over six months ago"
 */
char *
bk_catalogue_dup_as_of_text (const char *as_of,
                             GDateTime  *now)
{
  g_autofree char *date = NULL;

  g_return_val_if_fail (as_of != NULL, NULL);
  g_return_val_if_fail (now != NULL, NULL);

  date = bk_format_as_of (as_of);
  if (!bk_catalogue_as_of_is_old (as_of, now))
    return g_steal_pointer (&date);

  /* Translators: the date of a rental offer that is older than six months, "May 2026, over
   * six months ago". */
  return g_strdup_printf (_("%s, over six months ago"), date);
}
