/* test-price-update-dialog.c: Update Prices, from the question to the offers in the prices step
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. Against the local server of
 * tests/bk-test-price-server.c: the dialog asks before the first connection, fetches, shows what
 * changed, and keeps the offers only when told to; a failed update says why and changes nothing;
 * Cancel ends it; Preferences shows what is kept; a fetched offer, picked in the prices step, is
 * one undo step.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bk-application.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-consent.h"
#include "bk-hardware.h"
#include "bk-preferences-dialog.h"
#include "bk-pricing.h"
#include "bk-profile-history.h"
#include "bk-price-update-dialog.h"
#include "bk-profile.h"
#include "bk-step-prices.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-price-server.h"
#include "bk-test-utils.h"
#include "bk-wizard.h"

#define SCHEMA_ID "io.github.breakeven.Breakeven"

/* From the app library's GResource; calling it links the resource (and its templates) in. */
GResource *bk_get_resource (void);

typedef struct
{
  GSettings     *settings;
  BkApplication *application;
  GtkWindow     *window;
  char          *kept;         /* the kept file's path */
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  fixture->settings = g_settings_new (SCHEMA_ID);
  g_object_get (fixture->settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (fixture->settings, keys[i]);
  /* The regions the server has, whatever the locale's country. */
  g_settings_set_string (fixture->settings, "price-azure-region", "germanywestcentral");
  g_settings_set_string (fixture->settings, "price-aws-region", "eu-central-1");

  fixture->application = bk_application_new ();
  fixture->window = bk_test_show_in_window (gtk_label_new (""), 800, 700, FALSE);
  fixture->kept = g_build_filename (g_get_user_data_dir (), "breakeven", "fetched-offers.json",
                                    NULL);
  g_unlink (fixture->kept);
  bk_test_price_server_set_mode (BK_TEST_PRICES_NORMAL);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  bk_test_flush ();
  g_unlink (fixture->kept);
  g_free (fixture->kept);
  g_clear_object (&fixture->application);
  g_clear_object (&fixture->settings);
}

/* Whether the user allowed the test server, where both price lists are (the app's one consent,
 * src/net/bk-consent.h). */
static gboolean
server_allowed (Fixture *fixture)
{
  g_autoptr(GUri) uri = g_uri_parse (bk_test_price_server_get_base (), G_URI_FLAGS_NONE, NULL);

  return bk_consent_is_given (fixture->settings, uri);
}

static void
allow_server (Fixture *fixture)
{
  g_autoptr(GUri) uri = g_uri_parse (bk_test_price_server_get_base (), G_URI_FLAGS_NONE, NULL);

  bk_consent_give (fixture->settings, uri);
}

static const char *
page_of (AdwDialog *dialog)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                              BK_TYPE_PRICE_UPDATE_DIALOG,
                                                              "stack"));

  return gtk_stack_get_visible_child_name (stack);
}

static GtkWidget *
child (AdwDialog  *dialog,
       const char *name)
{
  GObject *widget = gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                   BK_TYPE_PRICE_UPDATE_DIALOG, name);

  g_assert_nonnull (widget);
  return GTK_WIDGET (widget);
}

typedef struct
{
  AdwDialog  *dialog;
  const char *page;
} PageWait;

static gboolean
shows_page (gpointer data)
{
  PageWait *wait = data;

  /* An error page where another was awaited fails at once, saying why. */
  if (g_strcmp0 (page_of (wait->dialog), "error") == 0 && g_strcmp0 (wait->page, "error") != 0)
    g_error ("The update failed: %s",
             adw_status_page_get_description (ADW_STATUS_PAGE (gtk_widget_get_template_child (GTK_WIDGET (wait->dialog),
                                                                                             BK_TYPE_PRICE_UPDATE_DIALOG,
                                                                                             "error_page"))));

  return g_strcmp0 (page_of (wait->dialog), wait->page) == 0;
}

static void
wait_for_page (AdwDialog  *dialog,
               const char *page)
{
  PageWait wait = { dialog, page };

  bk_test_wait_for (shows_page, &wait);
}

static char *
read_kept (Fixture *fixture)
{
  char *contents = NULL;

  g_file_get_contents (fixture->kept, &contents, NULL, NULL);
  return contents;
}

static guint
count_fetched (BkCatalogue *catalogue,
               const char  *gpu_id)
{
  g_autoptr(GListModel) offers = bk_catalogue_dup_offers (catalogue, gpu_id);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (offers, i);

      if (bk_catalogue_rent_get_fetched (rent))
        n++;
    }

  return n;
}

/* An update that works, kept. */
static void
update_and_keep (Fixture *fixture)
{
  AdwDialog *dialog;

  allow_server (fixture);
  dialog = g_object_ref_sink (bk_price_update_dialog_new (fixture->application, fixture->settings,
                                                          NULL));
  adw_dialog_present (dialog, GTK_WIDGET (fixture->window));
  wait_for_page (dialog, "changes");
  g_signal_emit_by_name (child (dialog, "keep_button"), "clicked");
  g_object_unref (dialog);
}

/* The first update: asked, fetched, shown, kept. */
static void
test_first_update (Fixture       *fixture,
                   gconstpointer  data)
{
  AdwDialog *dialog;
  GtkListBox *list;
  const char *summary;
  guint requests;

  g_assert_false (server_allowed (fixture));
  dialog = g_object_ref_sink (bk_price_update_dialog_new (fixture->application, fixture->settings,
                                                          NULL));
  adw_dialog_present (dialog, GTK_WIDGET (fixture->window));

  /* Nothing reaches the network before the user agrees. */
  requests = bk_test_price_server_get_requests ();
  g_assert_cmpstr (page_of (dialog), ==, "consent");
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (child (dialog,
                                                                                     "consent_page"))),
                            "prices.azure.com"));
  bk_test_flush ();
  g_assert_cmpuint (bk_test_price_server_get_requests (), ==, requests);

  g_signal_emit_by_name (child (dialog, "consent_button"), "clicked");
  g_assert_true (server_allowed (fixture));
  wait_for_page (dialog, "changes");

  /* What changed is shown, and nothing is kept yet. */
  summary = gtk_label_get_text (GTK_LABEL (child (dialog, "summary_label")));
  g_assert_true (g_str_has_prefix (summary, "13 offers fetched: "));
  list = GTK_LIST_BOX (child (dialog, "changes_list"));
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 0));
  g_assert_null (bk_application_get_fetched_offers (fixture->application));
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_fetched (bk_application_get_catalogue (fixture->application), "h100-sxm"),
                    ==, 0);

  /* Kept: written, and listed in the catalogue. */
  g_signal_emit_by_name (child (dialog, "keep_button"), "clicked");
  g_assert_nonnull (bk_application_get_fetched_offers (fixture->application));
  g_assert_true (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_fetched (bk_application_get_catalogue (fixture->application), "h100-sxm"),
                    ==, 11);
  g_assert_true (bk_application_get_base_catalogue (fixture->application) == bk_catalogue_get_default ());

  g_object_unref (dialog);
}

/* A failed update says why in one line and leaves the kept offers as they were. */
static void
test_failed_update (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GUri) uri = NULL;
  BkCatalogue *catalogue;
  AdwDialog *dialog;
  const char *description;

  allow_server (fixture);

  /* An update kept before. */
  update_and_keep (fixture);
  before = read_kept (fixture);
  catalogue = bk_application_get_catalogue (fixture->application);

  bk_test_price_server_set_mode (BK_TEST_PRICES_ERROR_500);
  dialog = g_object_ref_sink (bk_price_update_dialog_new (fixture->application, fixture->settings,
                                                          NULL));
  adw_dialog_present (dialog, GTK_WIDGET (fixture->window));
  wait_for_page (dialog, "error");
  description = adw_status_page_get_description (ADW_STATUS_PAGE (child (dialog, "error_page")));
  uri = g_uri_parse (bk_test_price_server_get_base (), G_URI_FLAGS_NONE, NULL);
  expected = g_strdup_printf ("%s:%d answered 500 Internal Server Error. The offers you had stay "
                              "as they were.", g_uri_get_host (uri), g_uri_get_port (uri));
  g_assert_cmpstr (description, ==, expected);
  after = read_kept (fixture);
  g_assert_cmpstr (after, ==, before);
  g_assert_true (bk_application_get_catalogue (fixture->application) == catalogue);

  /* Try Again, once the server answers again. */
  bk_test_price_server_set_mode (BK_TEST_PRICES_CHANGED);
  g_signal_emit_by_name (child (dialog, "retry_button"), "clicked");
  wait_for_page (dialog, "changes");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (dialog, "summary_label"))), ==,
                   "13 offers fetched: 0 new, 1 changed, 0 gone");
  g_object_unref (dialog);
}

static void
count_closed_cb (AdwDialog *dialog,
                 guint     *closed)
{
  (*closed)++;
}

static gboolean
counted (gpointer data)
{
  return *(guint *) data > 0;
}

/* Cancel ends the update; nothing is kept. */
static void
test_cancel (Fixture       *fixture,
             gconstpointer  data)
{
  AdwDialog *dialog;
  guint closed = 0;

  allow_server (fixture);
  bk_test_price_server_set_mode (BK_TEST_PRICES_STALLED);
  dialog = g_object_ref_sink (bk_price_update_dialog_new (fixture->application, fixture->settings,
                                                          NULL));
  g_signal_connect (dialog, "closed", G_CALLBACK (count_closed_cb), &closed);
  adw_dialog_present (dialog, GTK_WIDGET (fixture->window));
  g_assert_cmpstr (page_of (dialog), ==, "progress");

  g_signal_emit_by_name (child (dialog, "cancel_button"), "clicked");
  bk_test_wait_for (counted, &closed);
  g_assert_null (bk_application_get_fetched_offers (fixture->application));
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
  g_object_unref (dialog);
}

/* Preferences shows the kept offers and removes them. */
static void
test_preferences (Fixture       *fixture,
                  gconstpointer  data)
{
  BkPreferencesDialog *preferences;
  AdwActionRow *row;
  GtkWidget *remove;

  preferences = g_object_ref_sink (BK_PREFERENCES_DIALOG (bk_preferences_dialog_new (fixture->settings,
                                                                                     fixture->application)));
  row = ADW_ACTION_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                       BK_TYPE_PREFERENCES_DIALOG, "fetched_row"));
  remove = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                      BK_TYPE_PREFERENCES_DIALOG,
                                                      "fetched_remove_button"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "No prices fetched yet");
  g_assert_false (gtk_widget_get_visible (remove));

  allow_server (fixture);
  update_and_keep (fixture);

  g_assert_true (g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                   "13 offers, fetched on "));
  g_assert_true (gtk_widget_get_visible (remove));

  g_signal_emit_by_name (remove, "clicked");
  g_assert_null (bk_application_get_fetched_offers (fixture->application));
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
  g_assert_true (bk_application_get_catalogue (fixture->application) == bk_catalogue_get_default ());
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "No prices fetched yet");

  g_assert_finalize_object (preferences);
}

/* The first action row below @root whose subtitle contains @text. */
static AdwActionRow *
find_offer (GtkWidget  *root,
            const char *text)
{
  for (GtkWidget *widget = gtk_widget_get_first_child (root);
       widget != NULL;
       widget = gtk_widget_get_next_sibling (widget))
    {
      AdwActionRow *found;

      if (ADW_IS_ACTION_ROW (widget)
          && strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) ?: "", text) != NULL)
        return ADW_ACTION_ROW (widget);

      if ((found = find_offer (widget, text)) != NULL)
        return found;
    }

  return NULL;
}

/* A fetched offer is listed as fetched, and picking it changes the profile in one undo step. */
static void
test_pick_offer (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkWizard *wizard;
  GtkWindow *window;
  GtkWidget *step8, *presets, *button;
  AdwActionRow *offer;
  double rent;

  allow_server (fixture);
  update_and_keep (fixture);

  wizard = bk_wizard_new (profile);
  /* The application's catalogue, with the kept offers, is the one the steps read. */
  g_assert_true (bk_catalogue_get_current () == bk_application_get_catalogue (fixture->application));
  window = bk_test_show_in_window (GTK_WIDGET (wizard), 900, 800, FALSE);
  bk_hardware_set_name (bk_profile_get_hardware (profile), "NVIDIA H100 SXM");
  bk_profile_history_seal (history);
  step8 = bk_wizard_get_step_widget (wizard, 8);
  presets = bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW, "Rental prices for the NVIDIA H100 SXM");

  /* Azure's ND96isr H100 v5 on demand: €84.08 for 8 GPUs, €10.51 per GPU-hour, in the profile's
   * own currency. */
  offer = find_offer (presets, "€10.51 per GPU-hour · on demand · Fetched from the provider");
  g_assert_nonnull (offer);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (offer),
                            "Azure Retail Prices API, Germany West Central, retrieved "));
  rent = bk_pricing_get_rent_per_gpu_hour (pricing);
  g_assert_cmpfloat (rent, !=, 10.51);

  button = bk_test_find_widget (GTK_WIDGET (offer), GTK_TYPE_BUTTON, NULL, NULL);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 10.51);

  /* One step back is the rent of before. */
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, rent);

  gtk_window_destroy (window);
  bk_test_flush ();
}

#define fixtured_test(path, func) \
  g_test_add ((path), Fixture, NULL, fixture_setup, (func), fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("bk-test-price-dialog-XXXXXX", NULL);
  int status;

  /* The fetched offers are kept in the data folder: one of this test's own. */
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_assert_nonnull (bk_get_resource ());

  bk_test_price_server_start ();
  bk_test_price_server_point_app ();

  fixtured_test ("/price-update-dialog/first-update", test_first_update);
  fixtured_test ("/price-update-dialog/failed-update", test_failed_update);
  fixtured_test ("/price-update-dialog/cancel", test_cancel);
  fixtured_test ("/price-update-dialog/preferences", test_preferences);
  fixtured_test ("/price-update-dialog/pick-offer", test_pick_offer);

  status = g_test_run ();
  bk_test_price_server_stop ();
  bk_test_remove_tree (data_home);

  return status;
}
