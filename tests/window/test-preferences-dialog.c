/* test-preferences-dialog.c: the preferences dialog and the settings schema behind it
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory and GSETTINGS_SCHEMA_DIR pointing at the schema compiled in
 * the build tree, so nothing is read from or written to the user's settings.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bk-application.h"
#include "bk-catalogue.h"
#include "bk-number-row.h"
#include "bk-preferences-dialog.h"

#define SCHEMA_ID "io.github.breakeven.Breakeven"

/* From the app library's GResource; calling it links the resource (and its templates) in. */
GResource *bk_get_resource (void);

static GSettings *
new_settings (void)
{
  GSettings *settings = g_settings_new (SCHEMA_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);

  /* The memory backend is shared by the whole process: start every test from the defaults. */
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);

  return settings;
}

/* Whether @key accepts @value; takes the floating reference. */
static gboolean
in_range (GSettingsSchemaKey *key,
          GVariant           *value)
{
  g_autoptr(GVariant) owned = g_variant_ref_sink (value);

  return g_settings_schema_key_range_check (key, owned);
}

static GtkWidget *
template_child (BkPreferencesDialog *dialog,
                const char          *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                  BK_TYPE_PREFERENCES_DIALOG, name);

  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

static void
test_schema_defaults (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autofree char *last_profile = NULL;
  g_autofree char *currency = NULL;

  last_profile = g_settings_get_string (settings, "last-profile");
  currency = g_settings_get_string (settings, "default-currency");
  g_assert_cmpstr (last_profile, ==, "");
  g_assert_cmpstr (currency, ==, "EUR");
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "default-electricity-price"),
                                  0.40, 1e-12);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), >=, 360);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), >=, 294);

  /* Only the four currencies the dialog offers are allowed. */
  g_object_get (settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "default-currency");
  g_assert_true (in_range (key, g_variant_new_string ("CHF")));
  g_assert_false (in_range (key, g_variant_new_string ("JPY")));
  g_assert_false (in_range (key, g_variant_new_string ("")));

  /* A negative electricity price is refused. */
  g_clear_pointer (&key, g_settings_schema_key_unref);
  key = g_settings_schema_get_key (schema, "default-electricity-price");
  g_assert_false (in_range (key, g_variant_new_double (-0.01)));
  g_assert_true (in_range (key, g_variant_new_double (0.0)));
}

static void
test_currency_binding (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  BkPreferencesDialog *dialog =
    g_object_ref_sink (BK_PREFERENCES_DIALOG (bk_preferences_dialog_new (settings, NULL)));
  AdwComboRow *row = ADW_COMBO_ROW (template_child (dialog, "currency_row"));
  GListModel *model = adw_combo_row_get_model (row);
  g_autofree char *currency = NULL;

  g_assert_true (bk_preferences_dialog_get_settings (dialog) == settings);

  /* The row lists exactly the schema's choices, in order. */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, "EUR");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 1), ==, "USD");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 2), ==, "GBP");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 3), ==, "CHF");

  /* Settings → row. */
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_settings_set_string (settings, "default-currency", "GBP");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);

  /* Row → settings. */
  adw_combo_row_set_selected (row, 3);
  currency = g_settings_get_string (settings, "default-currency");
  g_assert_cmpstr (currency, ==, "CHF");

  g_assert_finalize_object (dialog);
}

static void
test_electricity_binding (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  BkPreferencesDialog *dialog =
    g_object_ref_sink (BK_PREFERENCES_DIALOG (bk_preferences_dialog_new (settings, NULL)));
  BkNumberRow *row = BK_NUMBER_ROW (template_child (dialog, "electricity_row"));
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) bounds = NULL;
  const char *range_type = NULL;
  GtkAdjustment *adjustment;
  double lower, upper;

  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (row), 0.40, 1e-9);

  g_settings_set_double (settings, "default-electricity-price", 0.55);
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (row), 0.55, 1e-9);

  bk_number_row_set_value (row, 0.31);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "default-electricity-price"),
                                  0.31, 1e-9);

  /* The row offers exactly the range the schema allows, so it can never write a value that
   * GSettings refuses; a value beyond it is clamped. */
  g_object_get (settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "default-electricity-price");
  range = g_settings_schema_key_get_range (key);
  g_variant_get (range, "(&sv)", &range_type, &bounds);
  g_assert_cmpstr (range_type, ==, "range");
  g_variant_get (bounds, "(dd)", &lower, &upper);
  adjustment = bk_number_row_get_adjustment (row);
  g_assert_cmpfloat (gtk_adjustment_get_lower (adjustment), ==, lower);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), ==, upper);

  bk_number_row_set_value (row, upper + 5);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-electricity-price"), ==, upper);

  g_assert_finalize_object (dialog);
}

/* The row of a currency in the exchange rates group. */
static BkNumberRow *
rate_row (BkPreferencesDialog *dialog,
          const char          *title)
{
  GtkWidget *group = template_child (dialog, "rates_group");

  for (GtkWidget *w = gtk_widget_get_first_child (group); w != NULL; )
    {
      if (BK_IS_NUMBER_ROW (w)
          && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), title) == 0)
        return BK_NUMBER_ROW (w);

      /* Depth first through the group's boxes and list. */
      if (gtk_widget_get_first_child (w) != NULL && !BK_IS_NUMBER_ROW (w))
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != group && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == group ? NULL : gtk_widget_get_next_sibling (w);
        }
    }

  g_error ("No exchange rate row titled “%s”", title);
  return NULL;
}

static GtkWidget *
reset_button (BkNumberRow *row)
{
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (row)); w != NULL; )
    {
      if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (w)),
                                          "edit-undo-symbolic") == 0)
        return w;

      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != GTK_WIDGET (row) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == GTK_WIDGET (row) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }

  g_error ("No reset button");
  return NULL;
}

static double
stored_rate (GSettings  *settings,
             const char *currency)
{
  g_autoptr(GVariant) rates = g_settings_get_value (settings, "exchange-rates");
  double rate = 0;

  if (!g_variant_lookup (rates, currency, "d", &rate))
    return 0;
  return rate;
}

/* The shipped rates are listed with their source and date; a rate set by hand is stored, shown as
 * the user's, and reset to the shipped one. */
static void
test_exchange_rates (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  BkPreferencesDialog *dialog =
    g_object_ref_sink (BK_PREFERENCES_DIALOG (bk_preferences_dialog_new (settings, NULL)));
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (template_child (dialog, "rates_group"));
  BkNumberRow *usd = rate_row (dialog, "USD per EUR");
  BkNumberRow *gbp = rate_row (dialog, "GBP per EUR");
  GtkWidget *usd_reset = reset_button (usd);
  g_autoptr(GVariant) empty = NULL;

  g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (group),
                                   "ECB euro foreign exchange reference rates"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (group), "never fetched"));
  /* The shipped rates are from May 2026, over six months before any day this test runs. */
  g_assert_true (g_str_has_suffix (adw_preferences_group_get_description (group),
                                   "change one to use your own. The exchange rates (ECB, "
                                   "2026-05-08) are over six months old: check today’s rates."));
  (void) rate_row (dialog, "CHF per EUR");

  /* The shipped rates, with the publisher and day. */
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (usd), 1.1761, 1e-9);
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (gbp), 0.8641, 1e-9);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (usd)), ==, "ECB, 2026-05-08");
  g_assert_false (gtk_widget_get_visible (usd_reset));
  empty = g_settings_get_value (settings, "exchange-rates");
  g_assert_cmpuint (g_variant_n_children (empty), ==, 0);

  /* Row → settings: the user's rate is stored and marked. */
  bk_number_row_set_value (usd, 1.2);
  g_assert_cmpfloat_with_epsilon (stored_rate (settings, "USD"), 1.2, 1e-9);
  g_assert_cmpfloat (stored_rate (settings, "GBP"), ==, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (usd)), ==,
                   "Edited by you; ECB, 2026-05-08: 1.1761");
  g_assert_true (gtk_widget_get_visible (usd_reset));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gbp)), ==, "ECB, 2026-05-08");

  /* Settings → row. */
  {
    g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{sd}"));

    g_variant_builder_add (&builder, "{sd}", "USD", 1.2);
    g_variant_builder_add (&builder, "{sd}", "GBP", 0.9);
    g_settings_set_value (settings, "exchange-rates", g_variant_builder_end (&builder));
  }
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (gbp), 0.9, 1e-9);
  g_assert_true (gtk_widget_get_visible (reset_button (gbp)));

  /* Reset: back to the shipped rate, and only that currency's. */
  g_signal_emit_by_name (usd_reset, "clicked");
  g_assert_cmpfloat (stored_rate (settings, "USD"), ==, 0);
  g_assert_cmpfloat_with_epsilon (stored_rate (settings, "GBP"), 0.9, 1e-9);
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (usd), 1.1761, 1e-9);
  g_assert_false (gtk_widget_get_visible (usd_reset));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (usd)), ==, "ECB, 2026-05-08");

  /* Typing the shipped rate in again is no edit of one's own. */
  bk_number_row_set_value (gbp, 0.8641);
  g_assert_cmpfloat (stored_rate (settings, "GBP"), ==, 0);
  g_assert_false (gtk_widget_get_visible (reset_button (gbp)));

  g_assert_finalize_object (dialog);

  /* Changing the rates after the dialog is gone must not touch freed rows. */
  {
    g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{sd}"));

    g_variant_builder_add (&builder, "{sd}", "CHF", 1.0);
    g_settings_set_value (settings, "exchange-rates", g_variant_builder_end (&builder));
  }
  g_assert_cmpfloat (stored_rate (settings, "CHF"), ==, 1.0);
}

/* The servers the user allowed are listed, and Forget makes the app ask again for each. */
static void
test_allowed_servers (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  BkPreferencesDialog *dialog =
    g_object_ref_sink (BK_PREFERENCES_DIALOG (bk_preferences_dialog_new (settings, NULL)));
  AdwActionRow *row = ADW_ACTION_ROW (template_child (dialog, "servers_row"));
  GtkWidget *forget = template_child (dialog, "servers_forget_button");
  const char *servers[] = { "https://prom.example.org:9090", "http://10.0.0.7:9090", NULL };
  g_auto(GStrv) left = NULL;

  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "None");
  g_assert_false (gtk_widget_get_sensitive (forget));

  g_settings_set_strv (settings, "allowed-servers", servers);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==,
                   "https://prom.example.org:9090, http://10.0.0.7:9090");
  g_assert_true (gtk_widget_get_sensitive (forget));

  g_signal_emit_by_name (forget, "clicked");
  left = g_settings_get_strv (settings, "allowed-servers");
  g_assert_cmpuint (g_strv_length (left), ==, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "None");

  g_assert_finalize_object (dialog);
  /* No handler is left behind. */
  g_settings_set_strv (settings, "allowed-servers", servers);
  g_settings_reset (settings, "allowed-servers");
}

static void
test_unbound_after_dispose (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  BkPreferencesDialog *dialog =
    g_object_ref_sink (BK_PREFERENCES_DIALOG (bk_preferences_dialog_new (settings, NULL)));
  g_autofree char *currency = NULL;

  g_assert_finalize_object (dialog);

  /* Changing the settings after the dialog is gone must not touch freed rows. */
  g_settings_set_string (settings, "default-currency", "USD");
  g_settings_set_double (settings, "default-electricity-price", 0.25);
  currency = g_settings_get_string (settings, "default-currency");
  g_assert_cmpstr (currency, ==, "USD");
}

static void
test_new_without_settings (void)
{
  AdwDialog *dialog;

  g_test_expect_message ("bk-preferences-dialog", G_LOG_LEVEL_CRITICAL,
                         "bk_preferences_dialog_new: assertion 'G_IS_SETTINGS (settings)' failed");
  dialog = bk_preferences_dialog_new (NULL, NULL);
  g_test_assert_expected_messages ();
  g_assert_null (dialog);
}

#define TEAM_OK \
  "{\"format\": 2, \"gpus\": [{\"id\": \"l40s-reseller\", \"name\": \"NVIDIA L40S (reseller " \
  "quote)\", \"vram-gb\": 48, \"purchase-price\": 7200, \"host-cost\": 3500, \"power-watts\": 350, " \
  "\"idle-watts\": 52.5, \"annual-value-loss\": 33, \"currency\": \"EUR\", \"source\": \"Quote " \
  "2026-117\", \"as-of\": \"2026-11-20\"}], \"rents\": [{\"gpu-id\": \"h100-sxm\", \"provider\": " \
  "\"Our contract\", \"provider-type\": \"specialised\", \"price-per-hour\": 1.95, \"currency\": " \
  "\"USD\", \"term\": \"reserved\", \"term-months\": 12, \"source\": \"Signed 2026-10-01\", " \
  "\"as-of\": \"2026-10-01\"}]}"

static GFile *
write_team_file (const char *name,
                 const char *contents)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);

  return g_file_new_for_path (path);
}

/* docs/model.md#the-teams-price-list: loaded, refused naming the field, kept, removed. */
static void
test_team_price_list (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(BkApplication) application = bk_application_new ();
  BkPreferencesDialog *dialog =
    g_object_ref_sink (BK_PREFERENCES_DIALOG (bk_preferences_dialog_new (settings, application)));
  AdwActionRow *row = ADW_ACTION_ROW (template_child (dialog, "team_row"));
  GtkWidget *remove = template_child (dialog, "team_remove_button");
  g_autoptr(GFile) good = write_team_file ("bk-test-team-good.json", TEAM_OK);
  g_autoptr(GFile) bad = write_team_file ("bk-test-team-bad.json",
                                          "{\"format\": 2, \"gpus\": [], \"rents\": "
                                          "[{\"gpu-id\": \"h100-sxm\"}]}");
  g_autoptr(GFile) kept = bk_catalogue_dup_team_file ();
  BkCatalogue *shipped = bk_catalogue_get_default ();
  guint gpus, offers;

  g_assert_nonnull (shipped);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "No price list loaded");
  g_assert_false (gtk_widget_get_visible (remove));

  /* A bad file is refused naming the field; the shipped catalogue stays and nothing is kept. */
  g_assert_false (bk_preferences_dialog_load_team_file (dialog, bad));
  g_assert_true (bk_application_get_catalogue (application) == shipped);
  g_assert_false (g_file_query_exists (kept, NULL));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), "Refused: rents[0].provider: missing"));

  /* A good one is listed beside the shipped offers and kept in the data folder. */
  g_assert_true (bk_preferences_dialog_load_team_file (dialog, good));
  g_assert_true (bk_catalogue_count_team (bk_application_get_catalogue (application), &gpus, &offers));
  g_assert_cmpuint (gpus, ==, 1);
  g_assert_cmpuint (offers, ==, 1);
  g_assert_nonnull (bk_catalogue_find_gpu (bk_application_get_catalogue (application), "h100-sxm"));
  g_assert_true (g_file_query_exists (kept, NULL));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "1 GPU and 1 offer");
  g_assert_null (strstr (adw_action_row_get_subtitle (row), "Refused"));
  g_assert_true (gtk_widget_get_visible (remove));

  /* A later bad file leaves the kept one as it was. */
  g_assert_false (bk_preferences_dialog_load_team_file (dialog, bad));
  g_assert_true (bk_catalogue_count_team (bk_application_get_catalogue (application), NULL, NULL));
  g_assert_true (g_file_query_exists (kept, NULL));

  /* Removing it goes back to the shipped catalogue and deletes the copy. */
  g_signal_emit_by_name (remove, "clicked");
  g_assert_true (bk_application_get_catalogue (application) == shipped);
  g_assert_false (g_file_query_exists (kept, NULL));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "No price list loaded");

  g_assert_finalize_object (dialog);

  /* Without an application there is no catalogue to load it into. */
  dialog = g_object_ref_sink (BK_PREFERENCES_DIALOG (bk_preferences_dialog_new (settings, NULL)));
  g_assert_false (gtk_widget_get_sensitive (template_child (dialog, "team_row")));
  g_assert_false (bk_preferences_dialog_load_team_file (dialog, good));
  g_assert_false (g_file_query_exists (kept, NULL));
  g_assert_finalize_object (dialog);

  g_file_delete (good, NULL, NULL);
  g_file_delete (bad, NULL, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("bk-test-preferences-XXXXXX", NULL);
  int status;

  /* The team's price list is kept in the data folder: a folder of this test's own, so that the
   * other tests running beside it never see it. */
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_assert_nonnull (bk_get_resource ());

  g_test_add_func ("/preferences/schema-defaults", test_schema_defaults);
  g_test_add_func ("/preferences/currency-binding", test_currency_binding);
  g_test_add_func ("/preferences/electricity-binding", test_electricity_binding);
  g_test_add_func ("/preferences/exchange-rates", test_exchange_rates);
  g_test_add_func ("/preferences/allowed-servers", test_allowed_servers);
  g_test_add_func ("/preferences/unbound-after-dispose", test_unbound_after_dispose);
  g_test_add_func ("/preferences/new-without-settings", test_new_without_settings);
  g_test_add_func ("/preferences/team-price-list", test_team_price_list);

  status = g_test_run ();
  {
    g_autofree char *folder = g_build_filename (data_home, "breakeven", NULL);

    g_rmdir (folder);
    g_rmdir (data_home);
  }
  return status;
}
