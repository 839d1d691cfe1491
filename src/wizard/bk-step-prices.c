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

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-step-prices.h"
#include "bk-step.h"
#include "bk-tax-group.h"
#include "bk-workload.h"

#include <math.h>
#include <string.h>

/* The currencies offered in the list; a profile loaded with another one keeps it and sees it
 * added to the list. */
static const char * const currencies[] = { "EUR", "USD", "GBP", "CHF" };

/* The prices a catalogue offer can fill in, by its term. */
typedef enum
{
  PRICE_RENT,
  PRICE_COMMIT,
  PRICE_SPOT,
  N_PRICES
} Price;

/* A price field and the row that says how the catalogue price it holds was converted. */
typedef struct
{
  BkNumberRow  *value_row;
  AdwActionRow *conversion_row;
  double        converted;     /* the price the conversion row speaks of */
} PriceField;

struct _BkStepPrices
{
  BkStep          parent_instance;

  AdwComboRow    *currency_row;
  GtkStringList  *currency_list;
  BkNumberRow    *electricity_row;
  BkNumberRow    *cooling_row;
  BkNumberRow    *colocation_row;
  BkNumberRow    *maintenance_row;
  BkNumberRow    *rent_row;
  AdwActionRow   *conversion_row;
  AdwExpanderRow *presets_row;
  AdwExpanderRow *commit_expander;
  BkNumberRow    *commit_price_row;
  AdwActionRow   *commit_conversion_row;
  BkNumberRow    *commit_term_row;
  BkNumberRow    *commit_upfront_row;
  AdwSwitchRow   *commit_auto_row;
  BkNumberRow    *commit_gpus_row;
  AdwExpanderRow *spot_expander;
  BkNumberRow    *spot_price_row;
  AdwActionRow   *spot_conversion_row;
  BkNumberRow    *spot_overhead_row;
  BkNumberRow    *spot_share_row;
  BkNumberRow    *discount_row;
  BkNumberRow    *horizon_row;
  BkTaxGroup     *tax_group;

  PriceField      prices[N_PRICES];
  GPtrArray      *preset_rows;
  GSignalGroup   *hardware_signals;
  GSignalGroup   *pricing_signals;
  gboolean        syncing;
  gboolean        syncing_gpus;
  gboolean        no_offer;       /* the catalogue has the GPU but no on-demand offer for it */
  gboolean        rent_note;      /* the rent's conversion row asks for a price */
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

/* "on demand", "1-year term", "6-month term, 50% up front", "spot": an offer's term, or the
 * profile's committed one. */
static char *
term_text (const char *term,
           guint       months,
           double      upfront)
{
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
offer_subtitle (BkCatalogueRent *rent,
                GDateTime       *now)
{
  const char *currency = bk_catalogue_rent_get_currency (rent);
  double low = bk_catalogue_rent_get_price_low (rent);
  double high = bk_catalogue_rent_get_price_high (rent);
  g_autofree char *price = bk_format_money (bk_catalogue_rent_get_price_per_hour (rent), currency, 2);
  g_autofree char *as_of = bk_format_as_of (bk_catalogue_rent_get_as_of (rent));
  g_autofree char *term = term_text (bk_catalogue_rent_get_term (rent),
                                     bk_catalogue_rent_get_term_months (rent),
                                     bk_catalogue_rent_get_upfront_percent (rent));
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

  if (bk_catalogue_as_of_is_old (bk_catalogue_rent_get_as_of (rent), now))
    {
      g_autofree char *date = g_steal_pointer (&as_of);

      /* Translators: the date of a rental offer that is older than six months, "May 2026, over
       * six months ago". */
      as_of = g_strdup_printf (_("%s, over six months ago"), date);
    }

  /* Translators: the lines under a rental offer: its price, its term, the kind of provider, the
   * date of the price and where it was found, e.g. "$3.99 per GPU-hour · on demand · Specialised
   * GPU cloud · August 2026" and then the source. */
  return g_strdup_printf (_("%s · %s · %s · %s\n%s"),
                          first,
                          term,
                          bk_catalogue_rent_get_from_team (rent)
                            ? _("Your team’s price list")
                            : bk_catalogue_rent_get_fetched (rent)
                              /* Translators: an offer fetched from the provider's own price list,
                               * in place of the kind of provider under a rental offer. */
                              ? _("Fetched from the provider")
                              : provider_type_title (bk_catalogue_rent_get_provider_type (rent)),
                          as_of,
                          bk_i18n_catalogue_source (bk_catalogue_rent_get_source (rent)));
}

static void
hide_conversion (BkStepPrices *self,
                 Price         price)
{
  gtk_widget_set_visible (GTK_WIDGET (self->prices[price].conversion_row), FALSE);
}

/* docs/model.md#no-rent-price: a rent of 0 is no price; the row under the rent field says so and
 * asks for one, naming the catalogue when it has no offer for the GPU. */
static void
update_rent_note (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));
  AdwActionRow *row = self->conversion_row;
  gboolean missing = profile != NULL
                     && !(bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (profile)) > 0);

  if (!missing)
    {
      if (self->rent_note)
        gtk_widget_set_visible (GTK_WIDGET (row), FALSE);
      self->rent_note = FALSE;
      return;
    }

  self->rent_note = TRUE;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No rent price yet"));
  adw_action_row_set_subtitle (row, self->no_offer
                                    ? _("No offer in the catalogue for this GPU: enter the price "
                                        "per GPU-hour you can get. Until then the result compares "
                                        "nothing.")
                                    : _("Enter the price per GPU-hour you can get, or use an "
                                        "offer below. Until then the result compares nothing."));
  gtk_widget_set_visible (GTK_WIDGET (row), TRUE);
}

static void
hide_conversions (BkStepPrices *self)
{
  for (Price p = 0; p < N_PRICES; p++)
    hide_conversion (self, p);
}

/* A conversion row speaks of the price it set; once the price is another, it goes. */
static void
price_value_cb (BkNumberRow   *row,
                GParamSpec   *pspec,
                BkStepPrices *self)
{
  for (Price p = 0; p < N_PRICES; p++)
    if (self->prices[p].value_row == row
        && fabs (bk_number_row_get_value (row) - self->prices[p].converted) >= 0.005
        && !(p == PRICE_RENT && self->rent_note))
      hide_conversion (self, p);

  if (row == self->rent_row)
    update_rent_note (self);
}

static void
set_price (BkPricing *pricing,
           Price      price,
           double     value)
{
  switch (price)
    {
    case PRICE_RENT:
      bk_pricing_set_rent_per_gpu_hour (pricing, value);
      break;
    case PRICE_COMMIT:
      bk_pricing_set_commit_price_per_gpu_hour (pricing, value);
      break;
    case PRICE_SPOT:
      bk_pricing_set_spot_price_per_gpu_hour (pricing, value);
      break;
    default:
      g_assert_not_reached ();
    }
}

static Price
price_of_term (const char *term)
{
  if (g_str_equal (term, BK_CATALOGUE_TERM_RESERVED))
    return PRICE_COMMIT;
  if (g_str_equal (term, BK_CATALOGUE_TERM_SPOT))
    return PRICE_SPOT;
  return PRICE_RENT;
}

/* prices.use-offer: the button of an offer carries its term, its price per GPU-hour, its
 * currency and, for a reserved one, its length in months (0 when the source states none) and
 * the share paid up front. On demand sets the rent, reserved the committed price and term, spot
 * the spot price. A price in another currency than the profile's is converted, and the
 * conversion row under the field says how; the profile's currency stays. */
static void
use_offer_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BkStepPrices *self = BK_STEP_PRICES (widget);
  BkProfile *profile = bk_step_get_profile (BK_STEP (widget));
  g_autoptr(BkExchangeRates) rates = NULL;
  g_autoptr(BkProfile) edited = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *old_rates = NULL;
  const char *currency, *offer_currency, *term;
  BkPricing *pricing, *edited_pricing;
  PriceField *field;
  double price, upfront, value;
  guint months;
  Price kind;

  if (profile == NULL)
    return;

  pricing = bk_profile_get_pricing (profile);
  currency = bk_pricing_get_currency (pricing);
  g_variant_get (parameter, "(&sd&sud)", &term, &price, &offer_currency, &months, &upfront);
  kind = price_of_term (term);
  field = &self->prices[kind];

  if (g_strcmp0 (offer_currency, currency) == 0)
    {
      hide_conversion (self, kind);
      value = price;
    }
  else
    {
      rates = bk_step_dup_exchange_rates (BK_STEP (self));
      if (rates != NULL)
        sentence = bk_exchange_rates_convert (rates, price, offer_currency, currency,
                                              &field->converted);
      if (sentence == NULL)
        return;  /* The button of such an offer is insensitive. */
      value = field->converted;
    }

  /* One change of the profile, "changed" once: edited on a copy, then assigned. */
  edited = bk_profile_copy (profile);
  edited_pricing = bk_profile_get_pricing (edited);
  set_price (edited_pricing, kind, value);
  if (kind == PRICE_COMMIT)
    {
      if (months > 0)
        bk_pricing_set_commit_term_months (edited_pricing, months);
      bk_pricing_set_commit_upfront_percent (edited_pricing, upfront);
    }
  bk_profile_assign (profile, edited);

  if (kind == PRICE_COMMIT)
    adw_expander_row_set_expanded (self->commit_expander, TRUE);
  else if (kind == PRICE_SPOT)
    adw_expander_row_set_expanded (self->spot_expander, TRUE);

  if (sentence != NULL)
    {
      if (kind == PRICE_RENT)
        self->rent_note = FALSE;
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (field->conversion_row),
                                     _("The catalogue’s price, converted into the profile’s currency"));
      old_rates = bk_step_dup_old_rates_note (BK_STEP (self), offer_currency, currency);
      if (old_rates != NULL)
        {
          g_autofree char *said = g_steal_pointer (&sentence);

          sentence = g_strdup_printf ("%s\n%s", said, old_rates);
        }
      adw_action_row_set_subtitle (field->conversion_row, sentence);
      gtk_widget_set_visible (GTK_WIDGET (field->conversion_row), TRUE);
    }
}

/* The name a screen reader gives an offer's "Use" button: the row's title alone is the
 * provider, which lists one offer of each term ("Google Cloud" on demand and spot). */
static char *
use_name (BkCatalogueRent *rent)
{
  g_autofree char *price = bk_format_money (bk_catalogue_rent_get_price_per_hour (rent),
                                            bk_catalogue_rent_get_currency (rent), 2);
  g_autofree char *term = term_text (bk_catalogue_rent_get_term (rent),
                                     bk_catalogue_rent_get_term_months (rent),
                                     bk_catalogue_rent_get_upfront_percent (rent));

  /* Translators: the accessible name of the button that uses a rental offer: the provider,
   * the offer's term and its price, "Use Google Cloud, spot: $2.25 per GPU-hour". */
  return g_strdup_printf (_("Use %s, %s: %s per GPU-hour"),
                          bk_i18n_catalogue_provider (bk_catalogue_rent_get_provider (rent)),
                          term, price);
}

static const char *
use_tooltip (BkCatalogueRent *rent)
{
  const char *term = bk_catalogue_rent_get_term (rent);

  if (g_str_equal (term, BK_CATALOGUE_TERM_SPOT))
    return _("Use this price for spot capacity");
  if (!g_str_equal (term, BK_CATALOGUE_TERM_RESERVED))
    return _("Use this price per GPU-hour");
  if (bk_catalogue_rent_get_term_months (rent) == 0)
    return _("Use this price for committed capacity; the term stays, since the source states none");
  return _("Use this price, term and up-front share for committed capacity");
}

/* Lists the catalogue's rent offers of every term for the profile's GPU, each with a button that
 * copies its price per GPU-hour into the field of its term, converted into the profile's currency
 * when it has another. */
static void
update_presets (BkStepPrices *self)
{
  BkCatalogue *catalogue = bk_catalogue_get_current ();
  BkCatalogueGpu *gpu = bk_step_find_catalogue_gpu (BK_STEP (self), NULL);
  const char *currency = bk_step_get_currency (BK_STEP (self));
  g_autoptr(GListModel) rents = NULL;
  g_autoptr(BkExchangeRates) rates = bk_step_dup_exchange_rates (BK_STEP (self));
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *note = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GListModel) on_demand = NULL;
  gboolean other_currency = FALSE;
  guint n;

  for (guint i = 0; i < self->preset_rows->len; i++)
    adw_expander_row_remove (self->presets_row, g_ptr_array_index (self->preset_rows, i));
  g_ptr_array_set_size (self->preset_rows, 0);

  if (gpu != NULL && catalogue != NULL)
    {
      rents = bk_catalogue_dup_offers (catalogue, bk_catalogue_gpu_get_id (gpu));
      on_demand = bk_catalogue_dup_rents (catalogue, bk_catalogue_gpu_get_id (gpu));
    }
  n = rents ? g_list_model_get_n_items (rents) : 0;
  self->no_offer = gpu != NULL && g_list_model_get_n_items (on_demand) == 0;
  update_rent_note (self);

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
      g_autofree char *offer_text = offer_subtitle (rent, now);
      const char *offer_currency = bk_catalogue_rent_get_currency (rent);
      GtkWidget *row = adw_action_row_new ();
      /* Translators: a button that copies a rental offer's price into the rent field. */
      GtkWidget *button = gtk_button_new_with_label (_("Use"));
      g_autofree char *button_name = use_name (rent);
      double rate;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     bk_i18n_catalogue_provider (bk_catalogue_rent_get_provider (rent)));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), offer_text);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      button_name, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

      if (currency != NULL && g_strcmp0 (offer_currency, currency) != 0
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
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(sdsud)",
                                            bk_catalogue_rent_get_term (rent),
                                            bk_catalogue_rent_get_price_per_hour (rent),
                                            offer_currency,
                                            bk_catalogue_rent_get_term_months (rent),
                                            bk_catalogue_rent_get_upfront_percent (rent));
          gtk_widget_set_tooltip_text (button, use_tooltip (rent));
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

  if ((note = bk_step_dup_old_prices_note (BK_STEP (self))) != NULL)
    {
      g_autofree char *both = g_steal_pointer (&subtitle);

      /* The first sentence may end in a full stop of its own. */
      if (g_str_has_suffix (both, "."))
        both[strlen (both) - 1] = '\0';

      /* Translators: the line under the list of rental offers and the note that the catalogue's
       * prices are old, "From the catalogue. The catalogue's prices for … are from May 2026: check
       * a current quote." */
      subtitle = g_strdup_printf (_("%s. %s"), both, note);
    }
  adw_expander_row_set_subtitle (self->presets_row, subtitle);
}

/* Rental terms */

/* "€1.17 per GPU-hour · 1-year term, 25% up front · 4 GPUs", or "Off" without a price. */
static char *
commit_summary (BkPricing *pricing)
{
  double price = bk_pricing_get_commit_price_per_gpu_hour (pricing);
  int gpus = bk_pricing_get_commit_gpus (pricing);
  g_autofree char *money = NULL;
  g_autofree char *per_hour = NULL;
  g_autofree char *term = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *count = NULL;
  g_autofree char *number = NULL;

  if (!(price > 0))
    /* Translators: the summary of committed capacity or spot without a price. */
    return g_strdup (_("Off: no price set"));

  money = bk_format_money (price, bk_pricing_get_currency (pricing), 2);
  per_hour = g_strdup_printf (_("%s per GPU-hour"), money);
  term = term_text (BK_CATALOGUE_TERM_RESERVED, bk_pricing_get_commit_term_months (pricing),
                    bk_pricing_get_commit_upfront_percent (pricing));
  /* Translators: two parts of the summary of committed capacity, "€1.17 per GPU-hour" and
   * "1-year term"; a third, "4 GPUs", may follow the same way. */
  summary = g_strdup_printf (_("%s · %s"), per_hour, term);
  if (gpus < 0)
    return g_steal_pointer (&summary);

  number = bk_format_count ((guint) gpus);
  /* Translators: the committed GPUs in the summary of committed capacity; %s is a number of
   * GPUs, "4" or "1,024". */
  count = g_strdup_printf (ngettext ("%s GPU", "%s GPUs", gpus), number);
  return g_strdup_printf (_("%s · %s"), summary, count);
}

/* "€1.10 per GPU-hour, 10% overhead, up to 50%", or "Off" without a price. */
static char *
spot_summary (BkPricing *pricing)
{
  double price = bk_pricing_get_spot_price_per_gpu_hour (pricing);
  g_autofree char *money = NULL;
  g_autofree char *overhead = NULL;
  g_autofree char *share = NULL;

  if (!(price > 0))
    return g_strdup (_("Off: no price set"));

  money = bk_format_money (price, bk_pricing_get_currency (pricing), 2);
  overhead = bk_format_percent (bk_pricing_get_spot_overhead (pricing), -1);
  share = bk_format_percent (bk_pricing_get_spot_share (pricing), -1);

  /* Translators: the summary of spot capacity: its price, the share of work redone after
   * interruptions and the share of the rented hours it may serve, "€1.10 per GPU-hour, 10%
   * overhead, up to 50% of the rented hours". */
  return g_strdup_printf (_("%s per GPU-hour, %s overhead, up to %s of the rented hours"),
                          money, overhead, share);
}

/* The summaries of the terms, and the committed GPUs: the engine's choice (-1) or a number. */
static void
update_terms (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));
  BkPricing *pricing;
  g_autofree char *commit = NULL;
  g_autofree char *spot = NULL;
  int gpus;

  if (profile == NULL)
    return;

  pricing = bk_profile_get_pricing (profile);
  commit = commit_summary (pricing);
  spot = spot_summary (pricing);
  adw_expander_row_set_subtitle (self->commit_expander, commit);
  adw_expander_row_set_subtitle (self->spot_expander, spot);

  gpus = bk_pricing_get_commit_gpus (pricing);
  self->syncing_gpus = TRUE;
  adw_switch_row_set_active (self->commit_auto_row, gpus < 0);
  if (gpus >= 0)
    bk_number_row_set_value (self->commit_gpus_row, gpus);
  gtk_widget_set_visible (GTK_WIDGET (self->commit_gpus_row), gpus >= 0);
  self->syncing_gpus = FALSE;
}

/* Choosing the number oneself starts from the one chosen last, or else from the base demand,
 * which is what a commitment usually covers. */
static void
commit_auto_cb (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));
  int gpus = -1;

  if (self->syncing_gpus || profile == NULL)
    return;

  if (!adw_switch_row_get_active (self->commit_auto_row))
    {
      gpus = (int) bk_number_row_get_value (self->commit_gpus_row);
      if (gpus == 0)
        gpus = (int) bk_workload_get_gpus (bk_profile_get_workload (profile));
    }

  bk_pricing_set_commit_gpus (bk_profile_get_pricing (profile), gpus);
}

static void
commit_gpus_cb (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));

  if (self->syncing_gpus || profile == NULL || adw_switch_row_get_active (self->commit_auto_row))
    return;

  bk_pricing_set_commit_gpus (bk_profile_get_pricing (profile),
                              (int) bk_number_row_get_value (self->commit_gpus_row));
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

  hide_conversions (self);
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
  g_signal_group_set_target (self->pricing_signals,
                             profile ? bk_profile_get_pricing (profile) : NULL);
  hide_conversions (self);
  update_presets (self);
  update_terms (self);
  /* A profile with a term opens its rows; one without keeps them out of the way. */
  adw_expander_row_set_expanded (self->commit_expander,
                                 profile != NULL
                                 && bk_pricing_get_commit_price_per_gpu_hour (bk_profile_get_pricing (profile)) > 0);
  adw_expander_row_set_expanded (self->spot_expander,
                                 profile != NULL
                                 && bk_pricing_get_spot_price_per_gpu_hour (bk_profile_get_pricing (profile)) > 0);
}

/* The ranges the catalogue's offers for the GPU and the article suggest; see
 * bk_profile_fill_default_ranges(). */
static void
fill_ranges_cb (BkStepPrices *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));

  g_autoptr(BkExchangeRates) rates = bk_step_dup_exchange_rates (BK_STEP (self));

  if (profile != NULL)
    bk_profile_fill_default_ranges (profile, bk_catalogue_get_current (), rates);
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
  if (self->pricing_signals != NULL)
    g_signal_group_set_target (self->pricing_signals, NULL);

  G_OBJECT_CLASS (bk_step_prices_parent_class)->dispose (object);
}

static void
bk_step_prices_finalize (GObject *object)
{
  BkStepPrices *self = BK_STEP_PRICES (object);

  g_clear_object (&self->hardware_signals);
  g_clear_object (&self->pricing_signals);
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
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, commit_expander);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, commit_price_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, commit_conversion_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, commit_term_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, commit_upfront_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, commit_auto_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, commit_gpus_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, spot_expander);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, spot_price_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, spot_conversion_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, spot_overhead_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, spot_share_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, discount_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, horizon_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepPrices, tax_group);
  gtk_widget_class_bind_template_callback (widget_class, fill_ranges_cb);
  gtk_widget_class_bind_template_callback (widget_class, clear_ranges_cb);

  gtk_widget_class_install_action (widget_class, "prices.use-offer", "(sdsud)", use_offer_action);
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
  bk_catalogue_watch_current (G_CALLBACK (update_presets), self);
  self->pricing_signals = g_signal_group_new (BK_TYPE_PRICING);
  g_signal_group_connect_object (self->pricing_signals, "notify",
                                 G_CALLBACK (update_terms), self, G_CONNECT_SWAPPED);

  self->prices[PRICE_RENT] = (PriceField) { self->rent_row, self->conversion_row, 0 };
  self->prices[PRICE_COMMIT] = (PriceField) { self->commit_price_row, self->commit_conversion_row, 0 };
  self->prices[PRICE_SPOT] = (PriceField) { self->spot_price_row, self->spot_conversion_row, 0 };
  for (Price p = 0; p < N_PRICES; p++)
    g_signal_connect_object (self->prices[p].value_row, "notify::value",
                             G_CALLBACK (price_value_cb), self, 0);

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
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "commit-price-per-gpu-hour",
                self->commit_price_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "commit-term-months", self->commit_term_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "commit-upfront-percent",
                self->commit_upfront_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "spot-price-per-gpu-hour",
                self->spot_price_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "spot-overhead", self->spot_overhead_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "spot-share", self->spot_share_row, "value");
  /* The model refuses an overhead of 100 %: no work would ever finish. */
  gtk_adjustment_set_upper (bk_number_row_get_adjustment (self->spot_overhead_row),
                            BK_SPOT_OVERHEAD_FORM_MAX);
  gtk_adjustment_set_upper (bk_number_row_get_adjustment (self->commit_gpus_row), 2 * BK_MAX_GPUS);
  bk_step_add_range (step, self->commit_price_row, BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR);
  bk_step_add_range (step, self->spot_price_row, BK_INPUT_SPOT_PRICE_PER_GPU_HOUR);
  bk_step_add_range (step, self->spot_overhead_row, BK_INPUT_SPOT_OVERHEAD);
  g_signal_connect_object (self->commit_auto_row, "notify::active", G_CALLBACK (commit_auto_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->commit_gpus_row, "notify::value", G_CALLBACK (commit_gpus_cb),
                           self, G_CONNECT_SWAPPED);

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
  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->commit_price_row, "subtitle",
                          _("%s per GPU-hour, for every hour of the term"));
  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->spot_price_row, "subtitle",
                          _("%s per GPU-hour of capacity the provider may take back"));

  update_presets (self);
}

GtkWidget *
bk_step_prices_new (void)
{
  return g_object_new (BK_TYPE_STEP_PRICES, NULL);
}
