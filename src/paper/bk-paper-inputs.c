/* bk-paper-inputs.c: the inputs table of the printed profile, with the sources of its figures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A figure counts as the catalogue's when the profile's hardware is a catalogue GPU (by name,
 * as the checklist picks it) and the figure is still the catalogue's value, converted into the
 * profile's currency at the shipped rate as the checklist converts it; an offer or GPU of the
 * team's own price list is named as the team's. The workload's figures are measured when the
 * profile says where they were measured (its measured usage: the logs or server and the
 * period). Every other figure is the profile's own.
 */

#define G_LOG_DOMAIN "bk-paper"

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-input.h"
#include "bk-paper-private.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-types.h"
#include "bk-usage.h"
#include "bk-words.h"

typedef enum
{
  PART_HARDWARE,
  PART_PRICING,
  PART_WORKLOAD,
} Part;

/* What a row shows: a BkInput (its own title, format and range), a text, or a value of a kind
 * (BkValueKind, formatted by the words module). */
typedef enum
{
  KIND_INPUT = -2,
  KIND_TEXT = -1,
  KIND_COUNT = BK_VALUE_COUNT,
  KIND_MONEY = BK_VALUE_MONEY,
  KIND_PRICE = BK_VALUE_PRICE,
  KIND_PERCENT = BK_VALUE_PERCENT,
  KIND_WATTS = BK_VALUE_WATTS,
  KIND_GB = BK_VALUE_GB,
  KIND_MONTHS = BK_VALUE_MONTHS,
} Kind;

typedef enum
{
  FROM_PROFILE,
  FROM_GPU,      /* the catalogue GPU's figure of the same name */
  FROM_OFFER,    /* a catalogue offer's price per GPU-hour */
  FROM_USAGE,    /* the measured usage, when the profile has one (bk_usage_apply() sets it) */
} From;

/* The rows, in the order of the checklist's steps. A row with a `shown_if` property appears only
 * while that property is positive (rental terms are off at 0), one with `hide_negative` only
 * while its own value is not negative (−1: the engine chooses). */
static const struct
{
  Part        part;
  const char *property;
  Kind        kind;
  BkInput     input;
  const char *title;
  const char *unit;
  From        from;
  const char *shown_if;
  gboolean    hide_negative;
} rows[] = {
  { PART_HARDWARE, "name", KIND_TEXT, 0, N_("GPU model"), NULL, FROM_GPU },
  { PART_WORKLOAD, "gpus", KIND_COUNT, 0, N_("Number of GPUs"), N_("for the base load"), FROM_USAGE },
  { PART_HARDWARE, NULL, KIND_INPUT, BK_INPUT_PURCHASE_PRICE, NULL, N_("per GPU"), FROM_GPU },
  { PART_HARDWARE, "host-cost", KIND_MONEY, 0, N_("Server share"), N_("per GPU"), FROM_GPU },
  { PART_HARDWARE, "power-watts", KIND_WATTS, 0, N_("Power under load"), N_("per GPU"), FROM_GPU },
  { PART_HARDWARE, "idle-watts", KIND_WATTS, 0, N_("Power when idle"), N_("per GPU"), FROM_GPU },
  { PART_HARDWARE, NULL, KIND_INPUT, BK_INPUT_ANNUAL_VALUE_LOSS, NULL, N_("of the value, per year"), FROM_GPU },
  { PART_WORKLOAD, NULL, KIND_INPUT, BK_INPUT_UTILISATION, NULL, N_("of the time"), FROM_USAGE },
  { PART_WORKLOAD, "burst-gpus", KIND_COUNT, 0, N_("Extra GPUs at a peak"), NULL, FROM_USAGE },
  { PART_WORKLOAD, "burst-days", KIND_COUNT, 0, N_("Days a peak lasts"), N_("days"), FROM_USAGE },
  { PART_WORKLOAD, "burst-interval-days", KIND_COUNT, 0, N_("A peak every … days"), N_("days"), FROM_USAGE },
  { PART_WORKLOAD, "hybrid-owned-gpus", KIND_COUNT, 0, N_("Owned GPUs in the hybrid option"), NULL, FROM_PROFILE, NULL, TRUE },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_ELECTRICITY_PRICE, NULL, N_("per kWh"), FROM_PROFILE },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_COOLING_OVERHEAD, NULL, N_("on top of the power bill"), FROM_PROFILE },
  { PART_PRICING, "colocation-per-gpu-month", KIND_PRICE, 0, N_("Rack space"), N_("per GPU and month"), FROM_PROFILE },
  { PART_PRICING, "maintenance-percent", KIND_PERCENT, 0, N_("Maintenance"), N_("of the capital, per year"), FROM_PROFILE },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_ADMIN_HOURS_PER_MONTH, NULL, N_("per month"), FROM_PROFILE },
  { PART_PRICING, "staff-hourly-rate", KIND_PRICE, 0, N_("Staff hourly rate"), N_("per hour"), FROM_PROFILE },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_RENT_PER_GPU_HOUR, NULL, N_("on demand"), FROM_OFFER },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_RENT_PRICE_CHANGE, NULL, N_("per year"), FROM_PROFILE },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_PURCHASE_PRICE_CHANGE, NULL, N_("per year"), FROM_PROFILE },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR, NULL, NULL, FROM_OFFER, "commit-price-per-gpu-hour" },
  { PART_PRICING, "commit-term-months", KIND_MONTHS, 0, N_("Committed term"), NULL, FROM_PROFILE, "commit-price-per-gpu-hour" },
  { PART_PRICING, "commit-upfront-percent", KIND_PERCENT, 0, N_("Paid up front"), N_("of the term"), FROM_PROFILE, "commit-price-per-gpu-hour" },
  { PART_PRICING, "commit-gpus", KIND_COUNT, 0, N_("Committed GPUs"), NULL, FROM_PROFILE, "commit-price-per-gpu-hour", TRUE },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_SPOT_PRICE_PER_GPU_HOUR, NULL, NULL, FROM_OFFER, "spot-price-per-gpu-hour" },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_SPOT_OVERHEAD, NULL, N_("lost to interruptions"), FROM_PROFILE, "spot-price-per-gpu-hour" },
  { PART_PRICING, "spot-share", KIND_PERCENT, 0, N_("Share on spot"), N_("of the rented hours"), FROM_PROFILE, "spot-price-per-gpu-hour" },
  { PART_WORKLOAD, "transfer-gb-per-month", KIND_GB, 0, N_("Data moved out per month"), N_("per month"), FROM_PROFILE },
  { PART_PRICING, "egress-per-gb", KIND_PRICE, 0, N_("Egress price"), N_("per GB"), FROM_PROFILE },
  { PART_WORKLOAD, "cloud-storage-gb", KIND_GB, 0, N_("Cloud storage"), NULL, FROM_PROFILE },
  { PART_PRICING, "storage-per-gb-month", KIND_PRICE, 0, N_("Storage price"), N_("per GB and month"), FROM_PROFILE },
  { PART_PRICING, NULL, KIND_INPUT, BK_INPUT_ONBOARDING_HOURS, NULL, N_("once"), FROM_PROFILE },
  { PART_PRICING, "discount-rate", KIND_PERCENT, 0, N_("Cost of capital"), N_("per year"), FROM_PROFILE },
  { PART_WORKLOAD, "horizon-months", KIND_MONTHS, 0, N_("Horizon"), NULL, FROM_PROFILE },
};

void
bk_paper_input_free (BkPaperInput *input)
{
  if (input == NULL)
    return;

  g_free (input->title);
  g_free (input->value);
  g_free (input->range);
  g_free (input->unit);
  g_free (input->source);
  g_free (input);
}

static GObject *
get_part (BkProfile *profile,
          Part       part)
{
  switch (part)
    {
    case PART_HARDWARE:
      return G_OBJECT (bk_profile_get_hardware (profile));
    case PART_PRICING:
      return G_OBJECT (bk_profile_get_pricing (profile));
    case PART_WORKLOAD:
    default:
      return G_OBJECT (bk_profile_get_workload (profile));
    }
}

static double
get_number (GObject    *object,
            const char *property)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_auto(GValue) number = G_VALUE_INIT;

  g_object_get_property (object, property, &value);
  g_value_init (&number, G_TYPE_DOUBLE);
  if (!g_value_transform (&value, &number))
    g_return_val_if_reached (NAN);

  return g_value_get_double (&number);
}

static const char *
input_property (BkInput input)
{
  const char *field = bk_input_to_field (input);

  return strchr (field, '.') + 1;
}

static char *
format_value (Kind        kind,
              BkInput     input,
              double      value,
              const char *currency)
{
  g_return_val_if_fail (kind != KIND_TEXT, g_strdup (""));

  if (kind == KIND_INPUT)
    return bk_input_format_value (input, value, currency);

  return bk_words_format_value ((BkValueKind) kind, value, currency);
}

static gboolean
same_figure (double a,
             double b)
{
  return fabs (a - b) <= 1e-9 * MAX (1.0, fabs (b));
}

static double
gpu_figure (BkCatalogueGpu *gpu,
            const char     *property)
{
  if (g_str_equal (property, "purchase-price"))
    return bk_catalogue_gpu_get_figures (gpu)->purchase_price;
  if (g_str_equal (property, "host-cost"))
    return bk_catalogue_gpu_get_figures (gpu)->host_cost;
  if (g_str_equal (property, "power-watts"))
    return bk_catalogue_gpu_get_figures (gpu)->power_watts;
  if (g_str_equal (property, "idle-watts"))
    return bk_catalogue_gpu_get_figures (gpu)->idle_watts;
  if (g_str_equal (property, "annual-value-loss"))
    return bk_catalogue_gpu_get_figures (gpu)->annual_value_loss;

  return NAN;
}

/* Whether @value is a catalogue's @amount in @from: the same in the same currency, else the
 * amount converted into @currency at the shipped rate, rounded to the cent as the checklist's
 * prices step and GPU picker round it (a cent apart is another figure). Sets @converted when it
 * took a conversion. */
static gboolean
same_amount (double      value,
             double      amount,
             const char *from,
             const char *currency,
             gboolean   *converted)
{
  BkExchangeRates *rates;
  double rate;

  if (from == NULL || currency == NULL || g_strcmp0 (from, currency) == 0)
    return same_figure (value, amount);

  rates = bk_exchange_rates_get_default ();
  if (rates == NULL || !bk_exchange_rates_lookup (rates, from, currency, &rate, NULL)
      || fabs (value - bk_exchange_round (amount, rate, currency)) >= 0.005)
    return FALSE;

  *converted = TRUE;
  return TRUE;
}

static gboolean
is_gpu_figure (BkCatalogueGpu *gpu,
               const char     *property,
               double          value,
               const char     *currency,
               gboolean       *converted)
{
  double figure = gpu_figure (gpu, property);

  if (g_str_equal (property, "purchase-price") || g_str_equal (property, "host-cost"))
    return same_amount (value, figure, bk_catalogue_gpu_get_currency (gpu), currency, converted);

  return same_figure (value, figure);
}

static BkCatalogueGpu *
find_gpu (BkCatalogue *catalogue,
          const char  *name)
{
  GListModel *gpus = catalogue != NULL ? bk_catalogue_get_gpus (catalogue) : NULL;
  guint n = gpus != NULL ? g_list_model_get_n_items (gpus) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      if (g_strcmp0 (bk_catalogue_gpu_get_name (gpu), name) == 0)
        return gpu;
    }

  return NULL;
}

/* The term of the offers an input's price can come from. */
static const char *
offer_term (BkInput input)
{
  switch (input)
    {
    case BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR:
      return BK_CATALOGUE_TERM_RESERVED;
    case BK_INPUT_SPOT_PRICE_PER_GPU_HOUR:
      return BK_CATALOGUE_TERM_SPOT;
    case BK_INPUT_RENT_PER_GPU_HOUR:
    default:
      return BK_CATALOGUE_TERM_ON_DEMAND;
    }
}

static BkCatalogueRent *
find_offer (BkCatalogue    *catalogue,
            BkCatalogueGpu *gpu,
            const char     *term,
            double          price,
            const char     *currency,
            gboolean       *converted)
{
  g_autoptr(GListModel) offers = NULL;
  guint n;

  if (gpu == NULL || price <= 0)
    return NULL;

  offers = bk_catalogue_dup_offers (catalogue, bk_catalogue_gpu_get_id (gpu));
  n = g_list_model_get_n_items (offers);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (offers, i);
      gboolean from_other = FALSE;

      if (g_strcmp0 (bk_catalogue_rent_get_term (rent), term) == 0
          && same_amount (price, bk_catalogue_rent_get_price_per_hour (rent),
                          bk_catalogue_rent_get_currency (rent), currency, &from_other))
        {
          *converted = *converted || from_other;
          return rent;
        }
    }

  return NULL;
}

/* The number a source has in the notes, adding it (with the text @take_note) the first time it
 * is cited. */
static guint
cite (GPtrArray  *cited,
      GPtrArray  *notes,
      gpointer    key,
      char       *take_note)
{
  g_autofree char *note = take_note;
  guint index;

  if (!g_ptr_array_find (cited, key, &index))
    {
      g_ptr_array_add (cited, key);
      index = cited->len - 1;
      /* Translators: one note under the inputs table: its number and what it says. */
      g_ptr_array_add (notes, g_strdup_printf (_("[%u] %s"), index + 1, note));
    }

  return index + 1;
}

static char *
catalogue_note (const char *name,
                const char *as_of,
                const char *source)
{
  /* Translators: a note under the inputs table, after its number: what it is ("NVIDIA L40S"
   * or a provider), the date of the figures and the source's own words. */
  return g_strdup_printf (_("%s, as of %s: %s"), name, as_of, bk_i18n_catalogue_source (source));
}

static char *
team_note (const char *name,
           const char *as_of,
           const char *source)
{
  /* Translators: a note under the inputs table, after its number: what it is (a GPU or a
   * provider of the team's own price list), the date of the figures and the source's own
   * words. */
  return g_strdup_printf (_("%s, from the team’s price list, as of %s: %s"), name, as_of,
                          bk_i18n_catalogue_source (source));
}

/* Where a catalogue figure comes from, in the table's Source column. */
static char *
catalogue_source (gboolean    from_team,
                  guint       number,
                  const char *as_of)
{
  if (from_team)
    /* Translators: where an input comes from: the team's own price list, the number of its
     * note under the table and the date of the figure, "Team’s price list [2], October 2026". */
    return g_strdup_printf (_("Team’s price list [%u], %s"), number, as_of);

  /* Translators: where an input comes from: the catalogue, the number of its note under the
   * table and the date of the figure, "Catalogue [1], March 2026". */
  return g_strdup_printf (_("Catalogue [%u], %s"), number, as_of);
}

/**
 * bk_paper_dup_inputs:
 * @profile: the profile
 * @catalogue: (nullable): the catalogue the profile's figures may come from, %NULL for none
 * @notes: (element-type utf8): where the cited sources go, as full sentences
 *
 * Returns: (transfer full) (element-type BkPaperInput): the rows of the inputs table
 */
GPtrArray *
bk_paper_dup_inputs (BkProfile   *profile,
                     BkCatalogue *catalogue,
                     GPtrArray   *notes)
{
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  const char *name = bk_hardware_get_name (bk_profile_get_hardware (profile));
  BkCatalogueGpu *gpu = find_gpu (catalogue, name);
  g_autoptr(GPtrArray) cited = g_ptr_array_new ();
  g_autofree char *measured = bk_usage_describe_profile (profile);
  gboolean converted = FALSE;
  GPtrArray *result = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_paper_input_free);

  g_return_val_if_fail (BK_IS_PROFILE (profile), result);
  g_return_val_if_fail (notes != NULL, result);

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GObject *part = get_part (profile, rows[i].part);
      const char *property = rows[i].kind == KIND_INPUT ? input_property (rows[i].input)
                                                        : rows[i].property;
      BkPaperInput *row;
      double value = 0, low, high;
      g_autofree char *as_of = NULL;
      BkCatalogueRent *rent;

      if (rows[i].shown_if != NULL && get_number (part, rows[i].shown_if) <= 0)
        continue;
      if (rows[i].kind != KIND_TEXT)
        value = get_number (part, property);
      if (rows[i].hide_negative && value < 0)
        continue;

      row = g_new0 (BkPaperInput, 1);
      row->title = g_strdup (rows[i].kind == KIND_INPUT ? bk_input_get_title (rows[i].input)
                                                        : _(rows[i].title));
      row->value = rows[i].kind == KIND_TEXT ? g_strdup (name != NULL ? name : "")
                                             : format_value (rows[i].kind, rows[i].input, value,
                                                             currency);
      row->unit = g_strdup (rows[i].unit != NULL ? _(rows[i].unit) : "—");

      if (rows[i].kind == KIND_INPUT
          && bk_profile_get_range (profile, bk_input_to_field (rows[i].input), &low, &high))
        {
          g_autofree char *low_text = bk_input_format_value (rows[i].input, low, currency);
          g_autofree char *high_text = bk_input_format_value (rows[i].input, high, currency);

          /* Translators: a span of two amounts of money, "€20,000 to €35,000". */
          row->range = g_strdup_printf (_("%s to %s"), low_text, high_text);
        }
      else
        {
          row->range = g_strdup ("—");
        }

      if (rows[i].from == FROM_GPU && gpu != NULL
          && (rows[i].kind == KIND_TEXT
              || is_gpu_figure (gpu, property, value, currency, &converted)))
        {
          gboolean from_team = bk_catalogue_gpu_get_from_team (gpu);
          const char *gpu_name = bk_catalogue_gpu_get_name (gpu);
          const char *source = bk_catalogue_gpu_get_source (gpu);
          guint number;

          as_of = bk_format_as_of (bk_catalogue_gpu_get_as_of (gpu));
          number = cite (cited, notes, gpu, from_team ? team_note (gpu_name, as_of, source)
                                                      : catalogue_note (gpu_name, as_of, source));
          row->source = catalogue_source (from_team, number, as_of);
        }
      else if (rows[i].from == FROM_OFFER
               && (rent = find_offer (catalogue, gpu, offer_term (rows[i].input), value, currency,
                                      &converted)) != NULL)
        {
          gboolean from_team = bk_catalogue_rent_get_from_team (rent);
          const char *provider = bk_i18n_catalogue_provider (bk_catalogue_rent_get_provider (rent));
          const char *source = bk_catalogue_rent_get_source (rent);
          guint number;

          as_of = bk_format_as_of (bk_catalogue_rent_get_as_of (rent));
          number = cite (cited, notes, rent, from_team ? team_note (provider, as_of, source)
                                                       : catalogue_note (provider, as_of, source));
          row->source = catalogue_source (from_team, number, as_of);
        }
      else if (rows[i].from == FROM_USAGE && measured != NULL)
        {
          guint number = cite (cited, notes, profile, g_strdup (measured));

          /* Translators: where an input comes from: the team's logs or Prometheus server, with
           * the number of the note under the table that names them and the period measured. */
          row->source = g_strdup_printf (_("Measured usage [%u]"), number);
        }
      else
        {
          /* Translators: where an input comes from: the profile itself, not the catalogue. */
          row->source = g_strdup (C_("input source", "Profile"));
        }

      g_ptr_array_add (result, row);
    }

  if (converted)
    {
      g_autofree char *origin = bk_exchange_rates_format_origin (bk_exchange_rates_get_default ());

      /* Translators: the last note under the inputs table when a catalogue amount was in
       * another currency; %s is the rates' publisher and date, "ECB, 05/08/2026". */
      g_ptr_array_add (notes, g_strdup_printf (_("Amounts of the catalogue in another currency "
                                                 "are converted at the reference rates (%s)."),
                                               origin));
    }

  return result;
}
