/* bk-preferences-dialog.c: the defaults for new profiles, and the exchange rates
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every row is bound to a GSettings key, so a change takes effect at once and there is nothing to
 * apply or cancel. Existing profiles keep their own currency and electricity price. An exchange
 * rate the user sets is kept apart from the shipped table, so that it can be reset. The team's
 * price list is a file of its own, checked before it replaces the one kept before. The prices
 * fetched from the providers are updated through Update Prices, for the regions picked here.
 */

#define G_LOG_DOMAIN "bk-preferences-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>

#include "bk-accessible.h"
#include "bk-application.h"
#include "bk-catalogue.h"
#include "bk-consent.h"
#include "bk-exchange-rates.h"
#include "bk-fetched-offers.h"
#include "bk-file-dialogs.h"
#include "bk-format.h"
#include "bk-number-row.h"
#include "bk-preferences-dialog.h"
#include "bk-price-regions.h"

/* The settings key of the rates the user set, a{sd}: code → units one euro buys. */
#define RATES_KEY "exchange-rates"

/* A rate closer than this to the shipped one is the shipped one: the row shows four decimals. */
#define RATE_EPSILON 5e-5

typedef struct
{
  BkPreferencesDialog *self;
  char                *currency;
  BkNumberRow         *row;
  GtkWidget           *reset_button;
} RateRow;

struct _BkPreferencesDialog
{
  AdwPreferencesDialog  parent_instance;

  GSettings            *settings;
  BkApplication        *application;

  AdwComboRow          *currency_row;
  GtkStringList        *currency_list;
  BkNumberRow          *electricity_row;
  AdwPreferencesGroup  *rates_group;
  AdwActionRow         *team_row;
  GtkWidget            *team_remove_button;
  AdwActionRow         *servers_row;
  GtkWidget            *servers_forget_button;
  gulong                servers_changed_id;
  char                 *team_error;   /* why the last file was refused */
  AdwPreferencesGroup  *fetched_group;
  AdwActionRow         *fetched_row;
  GtkWidget            *fetched_remove_button;
  AdwComboRow          *azure_region_row;
  AdwComboRow          *aws_region_row;
  AdwSwitchRow         *weekly_row;

  GPtrArray            *rate_rows;  /* RateRow */
  gulong                rates_changed_id;
  gboolean              syncing_rates;
};

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_APPLICATION,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkPreferencesDialog, bk_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

static GParamSpec *properties[N_PROPS];

/* The combo row lists the currency codes that the schema's choices allow, in the same order. */
static gboolean
currency_get_mapping (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  GtkStringList *list = user_data;
  const char *code = g_variant_get_string (variant, NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (list));

  for (guint i = 0; i < n; i++)
    {
      if (g_strcmp0 (gtk_string_list_get_string (list, i), code) == 0)
        {
          g_value_set_uint (value, i);
          return TRUE;
        }
    }

  return FALSE;
}

static GVariant *
currency_set_mapping (const GValue       *value,
                      const GVariantType *expected_type,
                      gpointer            user_data)
{
  GtkStringList *list = user_data;
  const char *code = gtk_string_list_get_string (list, g_value_get_uint (value));

  if (code == NULL)
    return NULL;

  return g_variant_new_string (code);
}

static void
bind_settings (BkPreferencesDialog *self)
{
  g_assert (BK_IS_PREFERENCES_DIALOG (self));
  g_assert (G_IS_SETTINGS (self->settings));

  g_settings_bind_with_mapping (self->settings, "default-currency",
                                self->currency_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                currency_get_mapping, currency_set_mapping,
                                g_object_ref (self->currency_list), g_object_unref);
  g_settings_bind (self->settings, "default-electricity-price",
                   self->electricity_row, "value",
                   G_SETTINGS_BIND_DEFAULT);
}

static void
rate_row_free (RateRow *rate_row)
{
  g_free (rate_row->currency);
  g_free (rate_row);
}

/* Writes the user's rate for one currency, or removes it when it is the shipped one (or NAN). */
static void
store_rate (BkPreferencesDialog *self,
            const char          *currency,
            double               value)
{
  BkExchangeRates *shipped = bk_exchange_rates_get_default ();
  g_autoptr(GVariant) old = g_settings_get_value (self->settings, RATES_KEY);
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{sd}"));
  GVariantIter iter;
  const char *code;
  double rate, shipped_rate;

  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&sd}", &code, &rate))
    if (!g_str_equal (code, currency))
      g_variant_builder_add (&builder, "{sd}", code, rate);

  if (!isnan (value) && shipped != NULL
      && bk_exchange_rates_get_shipped_rate (shipped, currency, &shipped_rate)
      && fabs (value - shipped_rate) >= RATE_EPSILON)
    g_variant_builder_add (&builder, "{sd}", currency, value);

  g_settings_set_value (self->settings, RATES_KEY, g_variant_builder_end (&builder));
}

/* Shows each row's rate as the settings have it: the user's, else the shipped one. */
static void
sync_rates (BkPreferencesDialog *self)
{
  BkExchangeRates *shipped = bk_exchange_rates_get_default ();
  g_autoptr(GVariant) edits = NULL;
  g_autoptr(BkExchangeRates) rates = NULL;
  g_autofree char *origin = NULL;

  if (shipped == NULL || self->settings == NULL)
    return;

  edits = g_settings_get_value (self->settings, RATES_KEY);
  rates = bk_exchange_rates_new_with_edits (shipped, edits);
  origin = bk_exchange_rates_format_origin (shipped);

  self->syncing_rates = TRUE;
  for (guint i = 0; i < self->rate_rows->len; i++)
    {
      RateRow *rate_row = g_ptr_array_index (self->rate_rows, i);
      g_autofree char *subtitle = NULL;
      gboolean edited = FALSE;
      double rate = 0, shipped_rate = 0;

      bk_exchange_rates_get_rate (rates, rate_row->currency, &rate, &edited);
      bk_exchange_rates_get_shipped_rate (rates, rate_row->currency, &shipped_rate);
      bk_number_row_set_value (rate_row->row, rate);
      gtk_widget_set_visible (rate_row->reset_button, edited);

      if (edited)
        {
          g_autofree char *number = bk_format_number (shipped_rate, 4);

          /* Translators: the subtitle of an exchange rate the user changed: where the shipped
           * one comes from, and what it is, e.g. "Edited by you; ECB, 2026-05-08: 1.1761". */
          subtitle = g_strdup_printf (_("Edited by you; %s: %s"), origin, number);
        }
      else
        {
          subtitle = g_strdup (origin);
        }
      adw_action_row_set_subtitle (ADW_ACTION_ROW (rate_row->row), subtitle);
    }
  self->syncing_rates = FALSE;
}

static void
rate_value_cb (BkNumberRow *row,
               GParamSpec  *pspec,
               RateRow     *rate_row)
{
  if (!rate_row->self->syncing_rates)
    store_rate (rate_row->self, rate_row->currency, bk_number_row_get_value (row));
}

static void
rate_reset_cb (GtkButton *button,
               RateRow   *rate_row)
{
  store_rate (rate_row->self, rate_row->currency, NAN);
}

/* One row per currency of the shipped table: "USD per EUR", its value, and a reset button that
 * shows while the user's own rate is in force. */
static void
add_rate_rows (BkPreferencesDialog *self)
{
  BkExchangeRates *shipped = bk_exchange_rates_get_default ();
  g_auto(GStrv) currencies = NULL;
  g_autofree char *description = NULL;
  g_autofree char *old_note = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  if (shipped == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->rates_group), FALSE);
      return;
    }

  /* Translators: the description of the exchange rates in Preferences; %s is where they come
   * from. */
  description = g_strdup_printf (_("%s\nA catalogue price in another currency than the profile’s "
                                   "is converted with these when you pick it. They are never "
                                   "fetched from the network; change one to use your own."),
                                 g_dpgettext2 (GETTEXT_PACKAGE, "exchange rate source",
                                               bk_exchange_rates_get_source (shipped)));
  /* Rates age like prices: an old table says so (docs/model.md#price-dates). */
  if ((old_note = bk_exchange_rates_dup_old_note (shipped, now)) != NULL)
    {
      g_autofree char *said = g_steal_pointer (&description);

      description = g_strdup_printf ("%s %s", said, old_note);
    }
  adw_preferences_group_set_description (self->rates_group, description);

  currencies = bk_exchange_rates_dup_currencies (shipped);
  for (guint i = 0; currencies[i] != NULL; i++)
    {
      RateRow *rate_row = g_new0 (RateRow, 1);
      GtkAdjustment *adjustment = gtk_adjustment_new (1, 0.0001, 1e7, 0.0001, 0.01, 0);
      g_autofree char *title = NULL;

      rate_row->self = self;
      rate_row->currency = g_strdup (currencies[i]);
      rate_row->row = BK_NUMBER_ROW (bk_number_row_new (adjustment, 0.0001, 4));
      /* Translators: the title of an exchange rate: how many units of the first currency one
       * unit of the second buys, "USD per EUR". */
      title = g_strdup_printf (_("%s per %s"), currencies[i], bk_exchange_rates_get_base (shipped));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rate_row->row), title);

      rate_row->reset_button = gtk_button_new_from_icon_name ("edit-undo-symbolic");
      gtk_widget_set_valign (rate_row->reset_button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (rate_row->reset_button, "flat");
      gtk_widget_set_tooltip_text (rate_row->reset_button, _("Reset to the shipped rate"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (rate_row->reset_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Reset to the shipped rate"),
                                      -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (rate_row->row), rate_row->reset_button);

      g_signal_connect (rate_row->row, "notify::value", G_CALLBACK (rate_value_cb), rate_row);
      g_signal_connect (rate_row->reset_button, "clicked", G_CALLBACK (rate_reset_cb), rate_row);

      adw_preferences_group_add (self->rates_group, GTK_WIDGET (rate_row->row));
      g_ptr_array_add (self->rate_rows, rate_row);
    }

  self->rates_changed_id = g_signal_connect_swapped (self->settings, "changed::" RATES_KEY,
                                                     G_CALLBACK (sync_rates), self);
  sync_rates (self);
}


/* The team's price list */

/* "1 GPU and 3 offers from your team's price list", or what is wrong. */
static void
update_team (BkPreferencesDialog *self)
{
  BkCatalogue *catalogue = NULL;
  const char *saved_error = NULL;
  g_autoptr(GFile) file = bk_catalogue_dup_team_file ();
  g_autofree char *path = g_file_get_parse_name (file);
  g_autofree char *gpus_text = NULL;
  g_autofree char *offers_text = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  guint gpus = 0, offers = 0;
  gboolean loaded;

  if (self->application != NULL)
    {
      catalogue = bk_application_get_catalogue (self->application);
      saved_error = bk_application_get_team_error (self->application);
    }
  loaded = catalogue != NULL && bk_catalogue_count_team (catalogue, &gpus, &offers);

  if (loaded)
    {
      gpus_text = g_strdup_printf (ngettext ("%u GPU", "%u GPUs", gpus), gpus);
      offers_text = g_strdup_printf (ngettext ("%u offer", "%u offers", offers), offers);
      /* Translators: what the team's price list holds, "1 GPU and 3 offers". */
      title = g_strdup_printf (_("%s and %s"), gpus_text, offers_text);
      /* Translators: %s is the path of the kept copy of the team's price list. */
      subtitle = g_strdup_printf (_("Kept in %s"), path);
    }
  else
    {
      title = g_strdup (_("No price list loaded"));
      subtitle = g_strdup (_("The shipped catalogue is used alone"));
    }

  if (self->team_error != NULL || saved_error != NULL)
    {
      g_autofree char *first = g_steal_pointer (&subtitle);

      /* Translators: the state of the team's price list and why a file was refused, "The
       * shipped catalogue is used alone. Refused: rents[1].provider: missing". */
      subtitle = g_strdup_printf (_("%s. Refused: %s"), first,
                                  self->team_error != NULL ? self->team_error : saved_error);
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->team_row), title);
  adw_action_row_set_subtitle (self->team_row, subtitle);
  gtk_widget_set_visible (self->team_remove_button, loaded);
}

static void
toast (BkPreferencesDialog *self,
       const char          *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_use_markup (toast, FALSE);
  adw_preferences_dialog_add_toast (ADW_PREFERENCES_DIALOG (self), toast);
}

/* Loads @file as the team's price list; a file that is refused changes nothing and says why,
 * naming the field. */
static gboolean
load_team_file (BkPreferencesDialog *self,
                GFile               *file)
{
  g_autoptr(GError) error = NULL;
  gboolean loaded;

  /* Without an application there is no catalogue to add the file to. */
  if (self->application == NULL)
    return FALSE;

  loaded = bk_application_load_team_catalogue (self->application, file, &error);

  g_clear_pointer (&self->team_error, g_free);
  if (loaded)
    {
      toast (self, _("Loaded your team’s price list"));
    }
  else
    {
      g_autofree char *title = NULL;

      self->team_error = g_strdup (error != NULL ? error->message : "");
      /* Translators: %s says what is wrong with the file, naming the field. */
      title = g_strdup_printf (_("The price list was not loaded: %s"), self->team_error);
      toast (self, title);
    }

  update_team (self);
  return loaded;
}

static void
team_open_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(BkPreferencesDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);

  if (file != NULL)
    load_team_file (self, file);
  else if (bk_file_dialog_failed (error))
    toast (self, error->message);
}

static void
team_load_cb (BkPreferencesDialog *self)
{
  g_autoptr(GtkFileDialog) dialog = bk_file_dialog_new (_("Load Your Team’s Price List"),
                                                        _("Price lists"), "application/json",
                                                        "json");
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_file_dialog_open (dialog, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, NULL,
                        team_open_cb, g_object_ref (self));
}

static void
team_remove_cb (BkPreferencesDialog *self)
{
  g_autoptr(GError) error = NULL;
  gboolean removed;

  if (self->application == NULL)
    return;

  removed = bk_application_remove_team_catalogue (self->application, &error);

  g_clear_pointer (&self->team_error, g_free);
  if (!removed)
    toast (self, error->message);
  else
    toast (self, _("Removed your team’s price list"));
  update_team (self);
}

static gboolean
team_drop_cb (GtkDropTarget       *target,
              const GValue        *value,
              double               x,
              double               y,
              BkPreferencesDialog *self)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;

  return load_team_file (self, files->data);
}


/* The servers the user allowed the app to connect to. */
static void
update_servers (BkPreferencesDialog *self)
{
  g_auto(GStrv) servers = g_settings_get_strv (self->settings, "allowed-servers");
  g_autofree char *joined = g_strjoinv (", ", servers);

  adw_action_row_set_subtitle (self->servers_row, servers[0] != NULL ? joined : _("None"));
  gtk_widget_set_sensitive (self->servers_forget_button, servers[0] != NULL);
}

static void
servers_forget_cb (BkPreferencesDialog *self)
{
  bk_consent_forget_all (self->settings);
}

/* The prices fetched from the providers */

/* "13 offers, fetched on 4 December 2026", or that none were, or why the kept file was refused. */
static void
update_fetched (BkPreferencesDialog *self)
{
  BkFetchedOffers *fetched = NULL;
  const char *error = NULL;
  g_autoptr(GFile) file = bk_fetched_offers_dup_file ();
  g_autofree char *path = g_file_get_parse_name (file);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->application != NULL)
    {
      fetched = bk_application_get_fetched_offers (self->application);
      error = bk_application_get_fetched_error (self->application);
    }

  if (fetched != NULL)
    {
      g_autofree char *day = g_date_time_format (bk_fetched_offers_get_retrieved (fetched),
                                                 "%Y-%m-%d");
      g_autofree char *date = bk_format_as_of (day);
      guint n = bk_fetched_offers_count_for (fetched, bk_application_get_catalogue (self->application));

      /* Translators: the fetched prices in Preferences, "13 offers, fetched on 4 December
       * 2026". */
      title = g_strdup_printf (ngettext ("%u offer, fetched on %s", "%u offers, fetched on %s", n),
                               n, date);
      subtitle = g_strdup_printf (_("Kept in %s"), path);
    }
  else if (error != NULL)
    {
      title = g_strdup (_("No fetched prices in use"));
      /* Translators: why the kept fetched prices were set aside. */
      subtitle = g_strdup_printf (_("The kept file was refused: %s"), error);
    }
  else
    {
      title = g_strdup (_("No prices fetched yet"));
      subtitle = g_strdup (_("The catalogue’s offers are used alone"));
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->fetched_row), title);
  adw_action_row_set_subtitle (self->fetched_row, subtitle);
  gtk_widget_set_visible (self->fetched_remove_button, fetched != NULL);
}

static void
fetched_remove_cb (BkPreferencesDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (self->application == NULL)
    return;

  if (!bk_application_remove_fetched_offers (self->application, &error))
    toast (self, error->message);
  else
    toast (self, _("Removed the fetched prices"));
  update_fetched (self);
}

/* A region row lists "Germany West Central (nearest)", then the provider's
 * regions; the first stands for the empty setting. */
static void
region_selected_cb (AdwComboRow         *row,
                    GParamSpec          *pspec,
                    BkPreferencesDialog *self)
{
  BkPriceSource source = row == self->azure_region_row ? BK_PRICE_SOURCE_AZURE
                                                       : BK_PRICE_SOURCE_AWS;
  guint selected = adw_combo_row_get_selected (row);
  const BkPriceRegion *regions;
  guint n_regions, index = 0;
  const char *code = "";

  if (selected == GTK_INVALID_LIST_POSITION || self->settings == NULL)
    return;

  regions = bk_price_regions_list (&n_regions);
  for (guint i = 0; i < n_regions; i++)
    if (regions[i].source == source && ++index == selected)
      code = regions[i].code;

  g_settings_set_string (self->settings, source == BK_PRICE_SOURCE_AZURE
                                           ? "price-azure-region" : "price-aws-region", code);
}

static void
setup_region_row (BkPreferencesDialog *self,
                  AdwComboRow         *row,
                  BkPriceSource        source)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  g_autofree char *territory = bk_price_region_dup_territory ();
  g_autofree char *nearest = NULL;
  g_autofree char *setting = NULL;
  const BkPriceRegion *regions;
  guint n_regions, index = 0, selected = 0;

  /* Translators: the first choice of a region for prices: the one nearest the country of the
   * locale, "Germany West Central (nearest)". */
  nearest = g_strdup_printf (_("%s (nearest)"),
                             bk_price_region_get_name (source,
                                                       bk_price_region_default (source, territory)));
  gtk_string_list_append (list, nearest);

  if (self->settings != NULL)
    setting = g_settings_get_string (self->settings, source == BK_PRICE_SOURCE_AZURE
                                                       ? "price-azure-region"
                                                       : "price-aws-region");
  regions = bk_price_regions_list (&n_regions);
  for (guint i = 0; i < n_regions; i++)
    if (regions[i].source == source)
      {
        index++;
        gtk_string_list_append (list, regions[i].name);
        if (g_strcmp0 (setting, regions[i].code) == 0)
          selected = index;
      }

  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (row, selected);
  g_signal_connect (row, "notify::selected", G_CALLBACK (region_selected_cb), self);
}

static void
setup_fetched (BkPreferencesDialog *self)
{
  setup_region_row (self, self->azure_region_row, BK_PRICE_SOURCE_AZURE);
  setup_region_row (self, self->aws_region_row, BK_PRICE_SOURCE_AWS);
  if (self->settings != NULL)
    g_settings_bind (self->settings, "price-check-weekly", self->weekly_row, "active",
                     G_SETTINGS_BIND_DEFAULT);
  /* The combo rows' items and the switch row, pressed the way a screen reader does. */
  bk_accessible_complete (GTK_WIDGET (self->fetched_group));

  if (self->application != NULL)
    g_signal_connect_object (self->application, "notify::fetched-offers",
                             G_CALLBACK (update_fetched), self, G_CONNECT_SWAPPED);
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->fetched_row), FALSE);
  update_fetched (self);
}

static void
bk_preferences_dialog_dispose (GObject *object)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  if (self->settings != NULL)
    {
      g_settings_unbind (self->currency_row, "selected");
      g_settings_unbind (self->electricity_row, "value");
      g_settings_unbind (self->weekly_row, "active");
      g_clear_signal_handler (&self->rates_changed_id, self->settings);
      g_clear_signal_handler (&self->servers_changed_id, self->settings);
    }

  /* The rows go with the template; their handlers must not outlive the state they point to. */
  for (guint i = 0; self->rate_rows != NULL && i < self->rate_rows->len; i++)
    {
      RateRow *rate_row = g_ptr_array_index (self->rate_rows, i);

      g_signal_handlers_disconnect_by_data (rate_row->row, rate_row);
      g_signal_handlers_disconnect_by_data (rate_row->reset_button, rate_row);
    }
  g_clear_pointer (&self->rate_rows, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_PREFERENCES_DIALOG);

  G_OBJECT_CLASS (bk_preferences_dialog_parent_class)->dispose (object);
}

static void
bk_preferences_dialog_finalize (GObject *object)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->application);
  g_clear_pointer (&self->team_error, g_free);

  G_OBJECT_CLASS (bk_preferences_dialog_parent_class)->finalize (object);
}

static void
bk_preferences_dialog_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, bk_preferences_dialog_get_settings (self));
      break;

    case PROP_APPLICATION:
      g_value_set_object (value, self->application);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_preferences_dialog_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      /* Construct-only: the rows are bound once, in constructed. */
      self->settings = g_value_dup_object (value);
      break;

    case PROP_APPLICATION:
      /* Construct-only: the team's price list is loaded into its catalogue. */
      self->application = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
setup_team (BkPreferencesDialog *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (target, "drop", G_CALLBACK (team_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  if (self->application != NULL)
    g_signal_connect_object (self->application, "notify::catalogue",
                             G_CALLBACK (update_team), self, G_CONNECT_SWAPPED);
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->team_row), FALSE);
  update_team (self);
}

static void
bk_preferences_dialog_constructed (GObject *object)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  G_OBJECT_CLASS (bk_preferences_dialog_parent_class)->constructed (object);

  setup_team (self);

  if (self->settings == NULL)
    {
      g_critical ("A BkPreferencesDialog needs a GSettings object");
      return;
    }

  bind_settings (self);
  add_rate_rows (self);
  self->servers_changed_id = g_signal_connect_swapped (self->settings,
                                                       "changed::allowed-servers",
                                                       G_CALLBACK (update_servers), self);
  update_servers (self);
  setup_fetched (self);
  /* The dialog's pages hang below it only once it is presented: the one row that needs it is
   * completed by itself. */
  bk_accessible_name_combo_items (self->currency_row);
  bk_accessible_add_action (GTK_WIDGET (self->currency_row), "press");
}

static void
bk_preferences_dialog_class_init (BkPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bk_preferences_dialog_constructed;
  object_class->dispose = bk_preferences_dialog_dispose;
  object_class->finalize = bk_preferences_dialog_finalize;
  object_class->get_property = bk_preferences_dialog_get_property;
  object_class->set_property = bk_preferences_dialog_set_property;

  /**
   * BkPreferencesDialog:settings:
   *
   * The application's settings (schema `io.github.breakeven.Breakeven`) that the rows edit.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BkPreferencesDialog:application:
   *
   * The application whose catalogue the team's price list is loaded into and removed from,
   * or %NULL, which leaves that row insensitive.
   */
  properties[PROP_APPLICATION] =
    g_param_spec_object ("application", NULL, NULL,
                         BK_TYPE_APPLICATION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BK_TYPE_NUMBER_ROW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, currency_row);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, currency_list);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, electricity_row);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, rates_group);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, team_row);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, team_remove_button);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, servers_row);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, servers_forget_button);
  gtk_widget_class_bind_template_callback (widget_class, servers_forget_cb);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, fetched_group);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, fetched_row);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, fetched_remove_button);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, azure_region_row);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, aws_region_row);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, weekly_row);
  gtk_widget_class_bind_template_callback (widget_class, team_load_cb);
  gtk_widget_class_bind_template_callback (widget_class, team_remove_cb);
  gtk_widget_class_bind_template_callback (widget_class, fetched_remove_cb);
}

static void
bk_preferences_dialog_init (BkPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bk_accessible_complete_dialog (ADW_DIALOG (self));

  self->rate_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) rate_row_free);
}

/**
 * bk_preferences_dialog_new:
 * @settings: the application's settings
 * @application: (nullable): the application, for the team's price list
 *
 * Creates the preferences dialog; present it with adw_dialog_present().
 *
 * Returns: (transfer floating): the new dialog
 */
AdwDialog *
bk_preferences_dialog_new (GSettings     *settings,
                           BkApplication *application)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (application == NULL || BK_IS_APPLICATION (application), NULL);

  return g_object_new (BK_TYPE_PREFERENCES_DIALOG,
                       "settings", settings,
                       "application", application,
                       NULL);
}

/**
 * bk_preferences_dialog_get_settings:
 * @self: a preferences dialog
 *
 * Returns: (transfer none): the settings the dialog edits
 */
GSettings *
bk_preferences_dialog_get_settings (BkPreferencesDialog *self)
{
  g_return_val_if_fail (BK_IS_PREFERENCES_DIALOG (self), NULL);

  return self->settings;
}

/**
 * bk_preferences_dialog_load_team_file:
 * @file: a catalogue file of the team's
 *
 * Loads @file as the team's price list, as the Load button and a drop do.
 *
 * Returns: whether it was loaded
 */
gboolean
bk_preferences_dialog_load_team_file (BkPreferencesDialog *self,
                                      GFile               *file)
{
  g_return_val_if_fail (BK_IS_PREFERENCES_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return load_team_file (self, file);
}
