/* bk-price-update-cli.c: breakeven --update-prices [--region R]…
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. The command is the user's action: it asks the
 * providers at once, keeps the offers (atomically, in the app's data folder) and prints what
 * changed. Without --region it asks both providers, each in the region Preferences name or the
 * one nearest the locale's country; with --region only the providers of the regions given, and
 * the other provider's offers stay as they were kept. A failed update changes nothing and says
 * why in one line.
 *
 * BREAKEVEN_AZURE_PRICES_URL and BREAKEVEN_AWS_PRICES_URL point the update at another server
 * (a mirror, or the test suite's own), BREAKEVEN_PRICES_TIMEOUT shortens its time out.
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <gio/gio.h>

#include "bk-catalogue.h"
#include "bk-fetched-offers.h"
#include "bk-instance-table.h"
#include "bk-price-changes.h"
#include "bk-price-offer.h"
#include "bk-price-regions.h"
#include "bk-price-update-cli.h"
#include "bk-price-update.h"

/* The app's settings schema, when installed: the command line runs without the application. */
#define SETTINGS_SCHEMA "io.github.breakeven.Breakeven"

typedef struct
{
  GMainLoop       *loop;
  BkFetchedOffers *fetched;
  GError          *error;
} Run;

static void
run_cb (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  Run *run = user_data;

  run->fetched = bk_price_update_run_finish (BK_PRICE_UPDATE (source), result, &run->error);
  g_main_loop_quit (run->loop);
}

static GSettings *
dup_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source == NULL
      || (schema = g_settings_schema_source_lookup (source, SETTINGS_SCHEMA, TRUE)) == NULL
      || !g_settings_schema_has_key (schema, BK_PRICES_AZURE_REGION_KEY))
    return NULL;

  return g_settings_new (SETTINGS_SCHEMA);
}

/* The regions to ask: those given, or else the ones Preferences name or the locale suggests. */
static gboolean
pick_regions (const char * const  *given,
              GSettings           *settings,
              char               **azure,
              char               **aws,
              char               **message)
{
  g_autofree char *territory = bk_price_region_dup_territory ();

  if (given != NULL && given[0] != NULL)
    {
      for (guint i = 0; given[i] != NULL; i++)
        {
          BkPriceSource source;
          char **slot;

          if (!bk_price_region_parse (given[i], &source))
            {
              /* Translators: a --region that is neither provider's code. */
              *message = g_strdup_printf (_("“%s” is not a region code such as germanywestcentral "
                                            "(Azure) or eu-central-1 (AWS)"), given[i]);
              return FALSE;
            }
          slot = source == BK_PRICE_SOURCE_AZURE ? azure : aws;
          if (*slot != NULL)
            {
              *message = g_strdup (_("Give --region once for Azure and once for AWS at most"));
              return FALSE;
            }
          *slot = g_strdup (given[i]);
        }
      return TRUE;
    }

  if (settings != NULL)
    {
      *azure = g_settings_get_string (settings, BK_PRICES_AZURE_REGION_KEY);
      *aws = g_settings_get_string (settings, BK_PRICES_AWS_REGION_KEY);
    }
  if (*azure == NULL || (*azure)[0] == '\0')
    {
      g_free (*azure);
      *azure = g_strdup (bk_price_region_default (BK_PRICE_SOURCE_AZURE, territory));
    }
  if (*aws == NULL || (*aws)[0] == '\0')
    {
      g_free (*aws);
      *aws = g_strdup (bk_price_region_default (BK_PRICE_SOURCE_AWS, territory));
    }

  return TRUE;
}

/* The catalogue the offers join: the shipped one, with the team's price list when one is kept. */
static BkCatalogue *
dup_base_catalogue (void)
{
  BkCatalogue *shipped = bk_catalogue_get_default ();
  g_autoptr(GFile) team = bk_catalogue_dup_team_file ();
  BkCatalogue *merged;

  if (shipped == NULL)
    return NULL;
  merged = bk_catalogue_load_team (shipped, team, NULL);

  return merged != NULL ? merged : g_object_ref (shipped);
}

/* bk_price_update_main:
 * @regions: (nullable): the regions of --region
 * @message: (out) (transfer full): on failure, the one line that says why
 *
 * Returns: 0, or 1 with @message set when the update failed; nothing is written then
 */
int
bk_price_update_main (const char * const  *regions,
                      char               **message)
{
  g_autoptr(GSettings) settings = dup_settings ();
  g_autoptr(BkCatalogue) base = dup_base_catalogue ();
  g_autoptr(BkPriceUpdate) update = NULL;
  g_autoptr(BkFetchedOffers) kept = NULL;
  g_autoptr(BkFetchedOffers) merged = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  g_autoptr(GFile) file = bk_fetched_offers_dup_file ();
  g_autoptr(GError) error = NULL;
  g_autofree char *azure = NULL;
  g_autofree char *aws = NULL;
  g_autofree char *currency = NULL;
  g_autofree char *territory = bk_price_region_dup_territory ();
  g_autofree char *summary = NULL;
  g_autofree char *path = NULL;
  g_autofree char *asked = NULL;
  BkInstanceTable *table = bk_instance_table_get_default ();
  const char *timeout;
  guint n_fetched;
  Run run = { NULL, NULL, NULL };

  g_return_val_if_fail (message != NULL, 1);

  if (table == NULL || base == NULL)
    {
      *message = g_strdup (_("The shipped catalogue is missing"));
      return 1;
    }
  if (!pick_regions (regions, settings, &azure, &aws, message))
    return 1;

  currency = settings != NULL ? g_settings_get_string (settings, "default-currency")
                              : g_strdup (bk_price_region_default_currency (territory));

  update = bk_price_update_new (table, azure, aws, currency);
  bk_price_update_set_urls (update, g_getenv ("BREAKEVEN_AZURE_PRICES_URL"),
                            g_getenv ("BREAKEVEN_AWS_PRICES_URL"));
  if ((timeout = g_getenv ("BREAKEVEN_PRICES_TIMEOUT")) != NULL && g_ascii_strtoull (timeout, NULL, 10) > 0)
    bk_price_update_set_timeout (update, (guint) g_ascii_strtoull (timeout, NULL, 10));

  if (azure != NULL && aws != NULL)
    /* Translators: what the update asks, "Azure (Germany West Central, in EUR) and AWS (Europe
     * (Frankfurt))". */
    asked = g_strdup_printf (_("Azure (%s, in %s) and AWS (%s)"),
                             bk_price_region_get_name (BK_PRICE_SOURCE_AZURE, azure), currency,
                             bk_price_region_get_name (BK_PRICE_SOURCE_AWS, aws));
  else if (azure != NULL)
    /* Translators: what the update asks, "Azure (Germany West Central, in EUR)". */
    asked = g_strdup_printf (_("Azure (%s, in %s)"),
                             bk_price_region_get_name (BK_PRICE_SOURCE_AZURE, azure), currency);
  else
    /* Translators: what the update asks, "AWS (Europe (Frankfurt))". */
    asked = g_strdup_printf (_("AWS (%s)"), bk_price_region_get_name (BK_PRICE_SOURCE_AWS, aws));
  /* Translators: said on the standard error before an update of the prices. */
  g_printerr (_("Asking %s for their prices…\n"), asked);

  run.loop = g_main_loop_new (NULL, FALSE);
  bk_price_update_run_async (update, NULL, run_cb, &run);
  g_main_loop_run (run.loop);
  g_main_loop_unref (run.loop);

  if (run.fetched == NULL)
    {
      *message = g_strdup (run.error->message);
      g_error_free (run.error);
      return 1;
    }

  /* A kept file that no longer reads is replaced: its offers cannot be listed anyway. */
  kept = bk_fetched_offers_load (file, &error);
  if (kept == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    /* Translators: the kept offers of an earlier update were broken and are replaced. */
    g_printerr (_("The offers kept before are replaced: %s\n"), error->message);
  g_clear_error (&error);

  n_fetched = bk_fetched_offers_get_offers (run.fetched)->len;
  merged = bk_price_update_merge_kept (run.fetched, kept);
  bk_fetched_offers_unref (run.fetched);
  changes = bk_price_changes_new (kept, merged, base);

  if (!bk_fetched_offers_save (merged, file, &error))
    {
      *message = g_strdup (error->message);
      return 1;
    }

  summary = bk_price_changes_dup_summary (changes, n_fetched);
  g_print ("%s\n", summary);
  for (guint i = 0; i < changes->len; i++)
    {
      g_autofree char *line = bk_price_change_to_text (g_ptr_array_index (changes, i));

      g_print ("  %s\n", line);
    }
  path = g_file_get_parse_name (file);
  /* Translators: where the fetched offers are kept, after an update. */
  g_print (_("Kept in %s\n"), path);

  return 0;
}
