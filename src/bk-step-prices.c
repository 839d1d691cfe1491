/* bk-step-prices.c: the checklist wizard's step 8: running costs, rental price, currency, cost of
 * capital and horizon
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-step-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-application.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-i18n.h"
#include "bk-step-prices.h"
#include "bk-tax-group.h"

#include <math.h>

/* The currencies offered in the list; a profile loaded with another one keeps it and sees it
 * added to the list. */
static const char * const currencies[] = { "EUR", "USD", "GBP", "CHF" };

struct _BkStepPrices
{
  BkStep          parent_instance;

  AdwComboRow    *currency_row;
  GtkStringList  *currency_list;
  AdwSpinRow     *electricity_row;
  AdwSpinRow     *cooling_row;
  AdwSpinRow     *colocation_row;
  AdwSpinRow     *maintenance_row;
  AdwSpinRow     *rent_row;
  AdwActionRow   *conversion_row;
  AdwExpanderRow *presets_row;
  AdwSpinRow     *discount_row;
  AdwSpinRow     *horizon_row;
  BkTaxGroup     *tax_group;

  GPtrArray      *preset_rows;
  GSignalGroup   *hardware_signals;
  gboolean        syncing;
  double          converted_price;  /* the rent the conversion row speaks of */
};

G_DEFINE_FINAL_TYPE (BkStepPrices, bk_step_prices, BK_TYPE_STEP)

static const char *
provider_type_title (const char *type)
{
  if (g_strcmp0 (type, "hyperscaler") == 0)
    return _("Large cloud provider");
  if (g_strcmp0 (type, "specialised") == 0)
    return _("Specialised GPU cloud");
  if (g_strcmp0 (type, "budget") == 0)
    return _("Budget GPU cloud");
  if (g_strcmp0 (type, "article") == 0)
    return _("Range given in the article");
  return type;
}

/* The shipped exchange rates with the ones the user set in Preferences. */
static BkExchangeRates *
dup_exchange_rates (void)
{
  GApplication *app = g_application_get_default ();
  BkExchangeRates *shipped = bk_exchange_rates_get_default ();
  GSettings *settings = NULL;
  g_autoptr(GVariant) edits = NULL;

  if (shipped == NULL)
    return NULL;

  if (BK_IS_APPLICATION (app))
    settings = bk_application_get_settings (BK_APPLICATION (app));
  if (settings != NULL)
    edits = g_settings_get_value (settings, "exchange-rates");

  return bk_exchange_rates_new_with_edits (shipped, edits);
}

/* "on demand", "1-year term", "spot". */
static char *
term_text (BkCatalogueRent *rent)
{
  const char *term = bk_catalogue_rent_get_term (rent);
  guint months = bk_catalogue_rent_get_term_months (rent);
  double upfront = bk_catalogue_rent_get_upfront_percent (rent);
  g_autofree char *length = NULL;

  if (g_str_equal (term, BK_CATALOGUE_TERM_SPOT))
    /* Translators: the term of a rental offer: spare capacity the provider may take back. */
    return g_strdup (_("spot"));
  if (!g_str_equal (term, BK_CATALOGUE_TERM_RESERVED))
    /* Translators: the term of a rental offer: paid by the hour, no commitment. */
    return g_strdup (_("on demand"));

  if (months == 0)
    /* Translators: the term of a rental offer whose source gives no length. */
    length = g_strdup (_("reserved, term not stated"));
  else if (months % 12 == 0)
    /* Translators: the term of a rental offer, "1-year term", "3-year term". */
    length = g_strdup_printf (ngettext ("%u-year term", "%u-year term", months / 12), months / 12);
  else
    /* Translators: the term of a rental offer, "6-month term". */
    length = g_strdup_printf (ngettext ("%u-month term", "%u-month term", months), months);

  if (upfront > 0)
    {
      g_autofree char *percent = bk_format_percent (upfront, -1);

      /* Translators: a reserved term and the share of it paid up front, "1-year term, 50% up
       * front". */
      return g_strdup_printf (_("%s, %s up front"), length, percent);
    }

  return g_steal_pointer (&length);
}

static char *
offer_subtitle (BkCatalogueRent *rent)
{
  const char *currency = bk_catalogue_rent_get_currency (rent);
  double low = bk_catalogue_rent_get_price_low (rent);
  double high = bk_catalogue_rent_get_price_high (rent);
  g_autofree char *price = bk_format_money (bk_catalogue_rent_get_price_per_hour (rent), currency, 2);
  g_autofree char *as_of = bk_step_format_as_of (bk_catalogue_rent_get_as_of (rent));
  g_autofree char *term = term_text (rent);
  g_autofree char *first = NULL;

  if (low < high)
    {
      g_autofree char *low_text = bk_format_money (low, currency, 2);
      g_autofree char *high_text = bk_format_money (high, currency, 2);

      /* Translators: "€2.75 per GPU-hour, the middle of €1.50 to €4.00". */
      first = g_strdup_printf (_("%s per GPU-hour, the middle of %s to %s"),
                               price, low_text, high_text);
    }
  else
    {
      /* Translators: "$3.99 per GPU-hour". */
      first = g_strdup_printf (_("%s per GPU-hour"), price);
    }

  /* Translators: the lines under a rental offer: its price, its term, the kind of provider, the
   * date of the price and where it was found, e.g. "$3.99 per GPU-hour · on demand · Specialised
   * GPU cloud · August 2026" and then the source. */
  return g_strdup_printf (_("%s · %s · %s · %s\n%s"),
                          first,
                          term,
                          provider_type_title (bk_catalogue_rent_get_provider_type (rent)),
                          as_of,
                          bk_i18n_catalogue_source (bk_catalogue_rent_get_source (rent)));
}

static void
hide_conversion (BkStepPrices *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->conversion_row), FALSE);
}

/* The conversion row speaks of the rent it set; once the rent is another, it goes. */
static void
rent_value_cb (BkStepPrices *self)
{
  if (fabs (adw_spin_row_get_value (self->rent_row) - self->converted_price) >= 0.005)
    hide_conversion (self);
}

/* prices.use-offer: the button of an on-demand offer carries its price per GPU-hour and its
 * currency. A price in another currency than the profile's is converted, and the conversion row
 * says how; the profile's currency stays. */
static void
use_offer_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BkStepPrices *self = BK_STEP_PRICES (widget);
  BkProfile *profile = bk_step_get_profile (BK_STEP (widget));
  g_autoptr(BkExchangeRates) rates = NULL;
  g_autofree char *sentence = NULL;
  const char *currency, *offer_currency;
  BkPricing *pricing;
  double price;

  if (profile == NULL)
    return;

  pricing = bk_profile_get_pricing (profile);
  currency = bk_pricing_get_currency (pricing);
  g_variant_get (parameter, "(d&s)", &price, &offer_currency);

  if (g_strcmp0 (offer_currency, currency) == 0)
    {
      hide_conversion (self);
      bk_pricing_set_rent_per_gpu_hour (pricing, price);
      return;
    }

  rates = dup_exchange_rates ();
  if (rates != NULL)
    sentence = bk_exchange_rates_convert (rates, price, offer_currency, currency,
                                          &self->converted_price);
  if (sentence == NULL)
    return;  /* The button of such an offer is insensitive. */

  bk_pricing_set_rent_per_gpu_hour (pricing, self->converted_price);
  adw_action_row_set_subtitle (self->conversion_row, sentence);
  gtk_widget_set_visible (GTK_WIDGET (self->conversion_row), TRUE);
}

/* Lists the catalogue's rent offers of every term for the profile's GPU, each with a button that
 * copies its price per GPU-hour, converted into the profile's currency when it has another. Only
 * an on-demand price can be the rent per GPU-hour. */
static void
update_presets (BkStepPrices *self)
{
  BkCatalogue *catalogue = bk_catalogue_get_default ();
  BkCatalogueGpu *gpu = bk_step_find_catalogue_gpu (BK_STEP (self), NULL);
  const char *currency = bk_step_get_currency (BK_STEP (self));
  g_autoptr(GListModel) rents = NULL;
  g_autoptr(BkExchangeRates) rates = dup_exchange_rates ();
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  gboolean other_currency = FALSE;
  guint n;

  for (guint i = 0; i < self->preset_rows->len; i++)
    adw_expander_row_remove (self->presets_row, g_ptr_array_index (self->preset_rows, i));
  g_ptr_array_set_size (self->preset_rows, 0);

  if (gpu != NULL && catalogue != NULL)
    rents = bk_catalogue_dup_offers (catalogue, bk_catalogue_gpu_get_id (gpu));
  n = rents ? g_list_model_get_n_items (rents) : 0;

  gtk_widget_set_visible (GTK_WIDGET (self->presets_row), n > 0);
  if (n == 0)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->presets_row), _("Rental prices"));
      adw_expander_row_set_expanded (self->presets_row, FALSE);
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);
      g_autofree char *offer_text = offer_subtitle (rent);
      const char *offer_currency = bk_catalogue_rent_get_currency (rent);
      GtkWidget *row = adw_action_row_new ();
      /* Translators: a button that copies a rental offer's price into the rent field. */
      GtkWidget *button = gtk_button_new_with_label (_("Use"));
      double rate;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     bk_i18n_catalogue_provider (bk_catalogue_rent_get_provider (rent)));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), offer_text);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

      if (!bk_catalogue_rent_is_on_demand (rent))
        {
          gtk_widget_set_sensitive (button, FALSE);
          gtk_widget_set_tooltip_text (button, _("Only an on-demand price can be the rent per "
                                                 "GPU-hour"));
        }
      else if (currency != NULL && g_strcmp0 (offer_currency, currency) != 0
               && (rates == NULL
                   || !bk_exchange_rates_lookup (rates, offer_currency, currency, &rate, NULL)))
        {
          g_autofree char *tooltip =
            /* Translators: why an offer's price cannot be used: "No exchange rate from USD to
             * JPY". */
            g_strdup_printf (_("No exchange rate from %s to %s"), offer_currency, currency);

          gtk_widget_set_sensitive (button, FALSE);
          gtk_widget_set_tooltip_text (button, tooltip);
        }
      else
        {
          /* Only a usable offer gets the action: an actionable's sensitivity is its action's. */
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "prices.use-offer");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(ds)",
                                            bk_catalogue_rent_get_price_per_hour (rent),
                                            offer_currency);
          gtk_widget_set_tooltip_text (button, _("Use this price per GPU-hour"));
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
        }

      adw_expander_row_add_row (self->presets_row, row);
      g_ptr_array_add (self->preset_rows, row);

      if (g_strcmp0 (offer_currency, currency) != 0)
        other_currency = TRUE;
    }

  /* Translators: %s is a GPU's name, e.g. "Rental prices for the NVIDIA H100 SXM". */
  title = g_strdup_printf (_("Rental prices for the %s"), bk_catalogue_gpu_get_name (gpu));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->presets_row), title);

  if (other_currency)
    /* Translators: %s is the profile's currency code, such as EUR. */
    subtitle = g_strdup_printf (_("From the catalogue. A price not in %s is converted when you "
                                  "use it, at the exchange rates in Preferences."), currency);
  else
    subtitle = g_strdup (_("From the catalogue"));
  adw_expander_row_set_subtitle (self->presets_row, subtitle);
}

/* Selects the profile's currency in the list, adding it when it is not one of the usual ones. */
static void
sync_currency (BkStepPrices *self)
{
  const char *currency = bk_step_get_currency (BK_STEP (self));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->currency_list));
  guint position = GTK_INVALID_LIST_POSITION;

  if (currency == NULL)
    return;

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (self->currency_list, i), currency) == 0)
      position = i;

  self->syncing = TRUE;
  if (position == GTK_INVALID_LIST_POSITION)
    {
      gtk_string_list_append (self->currency_list, currency);
      position = n;
    }
  adw_combo_row_set_selected (self->currency_row, position);
  self->syncing = FALSE;

  hide_conversion (self);
  update_presets (self);
}

static void
currency_selected_cb (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));
  guint position = adw_combo_row_get_selected (self->currency_row);
  const char *currency;

  if (self->syncing || profile == NULL || position == GTK_INVALID_LIST_POSITION)
    return;

  currency = gtk_string_list_get_string (self->currency_list, position);
  if (currency != NULL && bk_currency_is_valid (currency))
    bk_pricing_set_currency (bk_profile_get_pricing (profile), currency);
}

static void
profile_changed_cb (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));

  g_signal_group_set_target (self->hardware_signals,
                             profile ? bk_profile_get_hardware (profile) : NULL);
  hide_conversion (self);
  update_presets (self);
}

/* The ranges the catalogue's offers for the GPU and the article suggest; see
 * bk_profile_fill_default_ranges(). */
static void
fill_ranges_cb (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));

  if (profile != NULL)
    bk_profile_fill_default_ranges (profile, bk_catalogue_get_default ());
}

static void
clear_ranges_cb (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));

  if (profile != NULL)
    bk_profile_clear_ranges (profile);
}

static void
bk_step_prices_dispose (GObject *object)
{
  BkStepPrices *self = BK_STEP_PRICES (object);

  if (self->hardware_signals != NULL)
    g_signal_group_set_target (self->hardware_signals, NULL);

  G_OBJECT_CLASS (bk_step_prices_parent_class)->dispose (object);
}

static void
bk_step_prices_finalize (GObject *object)
{
  BkStepPrices *self = BK_STEP_PRICES (object);

  g_clear_object (&self->hardware_signals);
  g_clear_pointer (&self->preset_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (bk_step_prices_parent_class)->finalize (object);
}

static void
bk_step_prices_class_init (BkStepPricesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_step_prices_dispose;
  object_class->finalize = bk_step_prices_finalize;

  g_type_ensure (BK_TYPE_TAX_GROUP);
  bk_step_class_set_template (widget_class,
                              "/io/github/breakeven/Breakeven/ui/bk-step-prices.ui");
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, currency_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, currency_list);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, electricity_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, cooling_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, colocation_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, maintenance_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, rent_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, conversion_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, presets_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, discount_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, horizon_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, tax_group);
  gtk_widget_class_bind_template_callback (widget_class, fill_ranges_cb);
  gtk_widget_class_bind_template_callback (widget_class, clear_ranges_cb);

  gtk_widget_class_install_action (widget_class, "prices.use-offer", "(ds)", use_offer_action);
}

static void
bk_step_prices_init (BkStepPrices *self)
{
  BkStep *step = BK_STEP (self);

  gtk_widget_init_template (GTK_WIDGET (self));

  self->preset_rows = g_ptr_array_new ();

  self->syncing = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (currencies); i++)
    gtk_string_list_append (self->currency_list, currencies[i]);
  self->syncing = FALSE;
  g_signal_connect_object (self->currency_row, "notify::selected",
                           G_CALLBACK (currency_selected_cb), self, G_CONNECT_SWAPPED);

  self->hardware_signals = g_signal_group_new (BK_TYPE_HARDWARE);
  g_signal_group_connect_object (self->hardware_signals, "notify::name",
                                 G_CALLBACK (update_presets), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::profile", G_CALLBACK (profile_changed_cb), NULL);
  g_signal_connect (self, "notify::currency", G_CALLBACK (sync_currency), NULL);
  g_signal_connect_object (self->rent_row, "notify::value", G_CALLBACK (rent_value_cb), self,
                           G_CONNECT_SWAPPED);

  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "electricity-price", self->electricity_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "cooling-overhead", self->cooling_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "colocation-per-gpu-month",
                self->colocation_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "maintenance-percent",
                self->maintenance_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "rent-per-gpu-hour", self->rent_row, "value");
  bk_step_add_range (step, self->electricity_row, BK_INPUT_ELECTRICITY_PRICE);
  bk_step_add_range (step, self->cooling_row, BK_INPUT_COOLING_OVERHEAD);
  bk_step_add_range (step, self->rent_row, BK_INPUT_RENT_PER_GPU_HOUR);
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "discount-rate", self->discount_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "horizon-months", self->horizon_row, "value");
  g_object_bind_property (self, "profile", self->tax_group, "profile", G_BINDING_SYNC_CREATE);

  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->electricity_row, "subtitle", _("%s per kWh"));
  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->colocation_row, "subtitle",
                          _("%s per GPU and month, power connection and network included"));
  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->rent_row, "subtitle",
                          _("%s per GPU-hour, in the profile's currency"));

  update_presets (self);
}

GtkWidget *
bk_step_prices_new (void)
{
  return g_object_new (BK_TYPE_STEP_PRICES, NULL);
}
