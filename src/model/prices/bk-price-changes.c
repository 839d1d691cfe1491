/* bk-price-changes.c: what an update of the fetched offers changes
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-fetched-offers.h"
#include "bk-format.h"
#include "bk-price-changes.h"
#include "bk-price-offer.h"

/* Prices that round to the same cent are the same price. */
#define SAME_PRICE 0.005

void
bk_price_change_free (BkPriceChange *self)
{
  if (self == NULL)
    return;

  g_free (self->gpu_id);
  g_free (self->gpu_name);
  g_free (self->label);
  g_free (self->old_currency);
  g_free (self->new_currency);
  g_free (self);
}

static BkPriceChange *
change_new (BkPriceChangeKind   kind,
            const BkPriceOffer *offer,
            BkCatalogue        *catalogue)
{
  BkPriceChange *change = g_new0 (BkPriceChange, 1);
  BkCatalogueGpu *gpu = bk_catalogue_find_gpu (catalogue, offer->gpu_id);

  change->kind = kind;
  change->gpu_id = g_strdup (offer->gpu_id);
  change->gpu_name = g_strdup (gpu != NULL ? bk_catalogue_gpu_get_name (gpu) : offer->gpu_id);
  change->label = bk_price_offer_dup_label (offer);

  return change;
}

static const BkPriceOffer *
find_offer (BkFetchedOffers *offers,
            const char      *key)
{
  GPtrArray *list = bk_fetched_offers_get_offers (offers);

  for (guint i = 0; i < list->len; i++)
    {
      g_autofree char *other = bk_price_offer_dup_key (g_ptr_array_index (list, i));

      if (g_str_equal (other, key))
        return g_ptr_array_index (list, i);
    }

  return NULL;
}

/* Whether the previous update asked the offer's region: then its lack of the offer means the
 * offer is new, and the catalogue's own is no comparison. */
static gboolean
asked_region (BkFetchedOffers    *offers,
              const BkPriceOffer *offer)
{
  for (guint i = 0; i < bk_fetched_offers_get_n_regions (offers); i++)
    {
      BkPriceSource source;
      const char *region;

      bk_fetched_offers_get_region (offers, i, &source, &region, NULL);
      if (source == offer->source && g_str_equal (region, offer->region))
        return TRUE;
    }

  return FALSE;
}

/* The catalogue's own offer of the same provider and term for the GPU, not a fetched one. */
static BkCatalogueRent *
find_catalogue_offer (BkCatalogue        *catalogue,
                      const BkPriceOffer *offer)
{
  g_autoptr(GListModel) rents = bk_catalogue_dup_offers (catalogue, offer->gpu_id);
  const char *term = bk_price_offer_get_catalogue_term (offer);

  for (guint i = 0; i < g_list_model_get_n_items (rents); i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);

      if (!bk_catalogue_rent_get_fetched (rent)
          && g_str_equal (bk_catalogue_rent_get_provider (rent),
                          bk_price_source_get_provider (offer->source))
          && g_str_equal (bk_catalogue_rent_get_term (rent), term)
          && (!g_str_equal (term, BK_CATALOGUE_TERM_RESERVED)
              || bk_catalogue_rent_get_term_months (rent) == offer->term_months))
        return g_steal_pointer (&rent);
    }

  return NULL;
}

/* bk_price_changes_new:
 * @previous: (nullable): the offers of the last update, or %NULL for the first
 * @fetched: the offers just fetched
 * @catalogue: the catalogue without fetched offers (shipped, or with the team's): the GPUs'
 *   names, and the prices of the first update's comparison
 *
 * Returns: (transfer full) (element-type BkPriceChange): the new offers and changed prices in
 *   @fetched's order, then the offers gone; an offer at the same price is no change
 */
GPtrArray *
bk_price_changes_new (BkFetchedOffers *previous,
                      BkFetchedOffers *fetched,
                      BkCatalogue     *catalogue)
{
  GPtrArray *changes = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_change_free);
  GPtrArray *offers;

  g_return_val_if_fail (fetched != NULL, changes);
  g_return_val_if_fail (BK_IS_CATALOGUE (catalogue), changes);

  offers = bk_fetched_offers_get_offers (fetched);
  for (guint i = 0; i < offers->len; i++)
    {
      const BkPriceOffer *offer = g_ptr_array_index (offers, i);
      g_autofree char *key = bk_price_offer_dup_key (offer);
      const BkPriceOffer *before = previous != NULL ? find_offer (previous, key) : NULL;
      g_autoptr(BkCatalogueRent) rent = NULL;
      double price = bk_price_offer_get_price_per_gpu_hour (offer);
      BkPriceChange *change;

      if (before != NULL)
        {
          double old = bk_price_offer_get_price_per_gpu_hour (before);

          if (g_str_equal (before->currency, offer->currency) && fabs (old - price) < SAME_PRICE)
            continue;
          change = change_new (BK_PRICE_CHANGE_CHANGED, offer, catalogue);
          change->old_price = old;
          change->old_currency = g_strdup (before->currency);
        }
      else if ((previous == NULL || !asked_region (previous, offer))
               && (rent = find_catalogue_offer (catalogue, offer)) != NULL)
        {
          double old = bk_catalogue_rent_get_price_per_hour (rent);

          if (g_str_equal (bk_catalogue_rent_get_currency (rent), offer->currency)
              && fabs (old - price) < SAME_PRICE)
            continue;
          change = change_new (BK_PRICE_CHANGE_CHANGED, offer, catalogue);
          change->old_price = old;
          change->old_currency = g_strdup (bk_catalogue_rent_get_currency (rent));
        }
      else
        change = change_new (BK_PRICE_CHANGE_NEW, offer, catalogue);

      change->new_price = price;
      change->new_currency = g_strdup (offer->currency);
      g_ptr_array_add (changes, change);
    }

  if (previous != NULL)
    {
      GPtrArray *before = bk_fetched_offers_get_offers (previous);

      for (guint i = 0; i < before->len; i++)
        {
          const BkPriceOffer *offer = g_ptr_array_index (before, i);
          g_autofree char *key = bk_price_offer_dup_key (offer);
          BkPriceChange *change;

          if (find_offer (fetched, key) != NULL)
            continue;
          change = change_new (BK_PRICE_CHANGE_GONE, offer, catalogue);
          change->old_price = bk_price_offer_get_price_per_gpu_hour (offer);
          change->old_currency = g_strdup (offer->currency);
          g_ptr_array_add (changes, change);
        }
    }

  return changes;
}

/* bk_price_change_to_text:
 *
 * Returns: (transfer full): one line, per GPU-hour: "NVIDIA H100 SXM, Microsoft Azure ND96isr
 *   H100 v5, on demand: $12.29 → €10.51"
 */
char *
bk_price_change_to_text (const BkPriceChange *self)
{
  g_autofree char *old_price = NULL;
  g_autofree char *new_price = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->kind != BK_PRICE_CHANGE_NEW)
    old_price = bk_format_money (self->old_price, self->old_currency, 2);
  if (self->kind != BK_PRICE_CHANGE_GONE)
    new_price = bk_format_money (self->new_price, self->new_currency, 2);

  switch (self->kind)
    {
    case BK_PRICE_CHANGE_NEW:
      /* Translators: a fetched offer no earlier list had: the GPU, the offer and its price per
       * GPU-hour, "NVIDIA L40S, AWS g6e.48xlarge, on demand: new, $4.53". */
      return g_strdup_printf (_("%s, %s: new, %s"), self->gpu_name, self->label, new_price);
    case BK_PRICE_CHANGE_GONE:
      /* Translators: an offer the last update had and this one not, with its price per
       * GPU-hour, "…: no longer offered, was €10.51". */
      return g_strdup_printf (_("%s, %s: no longer offered, was %s"), self->gpu_name, self->label,
                              old_price);
    case BK_PRICE_CHANGE_CHANGED:
    default:
      /* Translators: a price per GPU-hour before and after the update, "NVIDIA H100 SXM,
       * Microsoft Azure ND96isr H100 v5, on demand: $12.29 → €10.51". */
      return g_strdup_printf (_("%s, %s: %s → %s"), self->gpu_name, self->label, old_price,
                              new_price);
    }
}

/* bk_price_changes_dup_summary:
 * @changes: (element-type BkPriceChange): the changes of an update
 * @n_offers: the offers it fetched
 *
 * Returns: (transfer full): "42 offers fetched: 3 new, 5 changed, 1 gone, the rest as before"
 */
char *
bk_price_changes_dup_summary (GPtrArray *changes,
                              guint      n_offers)
{
  guint counts[3] = { 0, 0, 0 };
  g_autofree char *offers = NULL;

  g_return_val_if_fail (changes != NULL, NULL);

  for (guint i = 0; i < changes->len; i++)
    counts[((BkPriceChange *) g_ptr_array_index (changes, i))->kind]++;

  /* Translators: the number of offers an update fetched, "42 offers fetched". */
  offers = g_strdup_printf (ngettext ("%u offer fetched", "%u offers fetched", n_offers), n_offers);
  if (changes->len == 0)
    /* Translators: "42 offers fetched, all at the prices of the last update". */
    return g_strdup_printf (_("%s, all at the prices of the last update"), offers);

  /* Translators: "42 offers fetched: 3 new, 5 changed, 1 gone"; the counts of new, changed and
   * gone offers. */
  return g_strdup_printf (_("%s: %u new, %u changed, %u gone"), offers,
                          counts[BK_PRICE_CHANGE_NEW], counts[BK_PRICE_CHANGE_CHANGED],
                          counts[BK_PRICE_CHANGE_GONE]);
}
