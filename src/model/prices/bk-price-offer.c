/* bk-price-offer.c: one price a provider's own price list gives for a GPU instance size
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <string.h>

#include "bk-catalogue-rent.h"
#include "bk-price-offer.h"

G_DEFINE_QUARK (bk-prices-error-quark, bk_prices_error)

G_DEFINE_BOXED_TYPE (BkPriceOffer, bk_price_offer, bk_price_offer_copy, bk_price_offer_free)

static const char * const source_names[] = { "azure", "aws" };

/* The provider as the shipped catalogue names it, so that fetched and shipped offers of one
 * provider are listed and compared under one name. */
static const char * const source_providers[] = { "Microsoft Azure", "AWS" };

static const char * const kind_names[] = {
  "on-demand", "spot", "low-priority", "reservation", "savings-plan",
};

G_STATIC_ASSERT (G_N_ELEMENTS (source_names) == BK_N_PRICE_SOURCES);
G_STATIC_ASSERT (G_N_ELEMENTS (kind_names) == BK_N_PRICE_KINDS);

BkPriceOffer *
bk_price_offer_new (BkPriceSource  source,
                    const char    *region,
                    const char    *size,
                    const char    *gpu_id,
                    guint          gpus,
                    BkPriceKind    kind,
                    guint          term_months,
                    const char    *payment,
                    double         instance_price,
                    double         upfront_percent,
                    const char    *currency,
                    const char    *retrieved)
{
  BkPriceOffer *self;

  g_return_val_if_fail (region != NULL && size != NULL && gpu_id != NULL, NULL);
  g_return_val_if_fail (currency != NULL && retrieved != NULL, NULL);
  g_return_val_if_fail (gpus > 0, NULL);

  self = g_new0 (BkPriceOffer, 1);
  self->source = source;
  self->region = g_strdup (region);
  self->size = g_strdup (size);
  self->gpu_id = g_strdup (gpu_id);
  self->gpus = gpus;
  self->kind = kind;
  self->term_months = term_months;
  self->payment = g_strdup (payment);
  self->instance_price = instance_price;
  self->upfront_percent = upfront_percent;
  self->currency = g_strdup (currency);
  self->retrieved = g_strdup (retrieved);

  return self;
}

BkPriceOffer *
bk_price_offer_copy (const BkPriceOffer *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return bk_price_offer_new (self->source, self->region, self->size, self->gpu_id, self->gpus,
                             self->kind, self->term_months, self->payment, self->instance_price,
                             self->upfront_percent, self->currency, self->retrieved);
}

void
bk_price_offer_free (BkPriceOffer *self)
{
  if (self == NULL)
    return;

  g_free (self->region);
  g_free (self->size);
  g_free (self->gpu_id);
  g_free (self->payment);
  g_free (self->currency);
  g_free (self->retrieved);
  g_free (self);
}

/* bk_price_offer_get_price_per_gpu_hour:
 *
 * Returns: the instance's price per hour shared by its GPUs
 */
double
bk_price_offer_get_price_per_gpu_hour (const BkPriceOffer *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->instance_price / self->gpus;
}

/* bk_price_offer_dup_key:
 *
 * Returns: (transfer full): what one offer is, apart from its price: the source, region, size,
 *   kind, term and payment; two answers of one provider give one offer per key
 */
char *
bk_price_offer_dup_key (const BkPriceOffer *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_strdup_printf ("%s/%s/%s/%s/%u/%s", source_names[self->source], self->region,
                          self->size, kind_names[self->kind], self->term_months,
                          self->payment != NULL ? self->payment : "");
}

gboolean
bk_price_offer_is_reserved (const BkPriceOffer *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->kind == BK_PRICE_KIND_RESERVATION || self->kind == BK_PRICE_KIND_SAVINGS_PLAN;
}

/* bk_price_offer_get_catalogue_term:
 *
 * Returns: the catalogue's term for the offer: a reservation and a savings plan commit for
 *   their term, spot and low-priority capacity may be taken back
 */
const char *
bk_price_offer_get_catalogue_term (const BkPriceOffer *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  switch (self->kind)
    {
    case BK_PRICE_KIND_SPOT:
    case BK_PRICE_KIND_LOW_PRIORITY:
      return BK_CATALOGUE_TERM_SPOT;
    case BK_PRICE_KIND_RESERVATION:
    case BK_PRICE_KIND_SAVINGS_PLAN:
      return BK_CATALOGUE_TERM_RESERVED;
    case BK_PRICE_KIND_ON_DEMAND:
    default:
      return BK_CATALOGUE_TERM_ON_DEMAND;
    }
}

const char *
bk_price_source_to_string (BkPriceSource source)
{
  g_return_val_if_fail (source < BK_N_PRICE_SOURCES, NULL);

  return source_names[source];
}

gboolean
bk_price_source_from_string (const char    *text,
                             BkPriceSource *source)
{
  for (guint i = 0; i < G_N_ELEMENTS (source_names); i++)
    if (g_strcmp0 (text, source_names[i]) == 0)
      {
        *source = i;
        return TRUE;
      }

  return FALSE;
}

const char *
bk_price_source_get_provider (BkPriceSource source)
{
  g_return_val_if_fail (source < BK_N_PRICE_SOURCES, NULL);

  return source_providers[source];
}

const char *
bk_price_kind_to_string (BkPriceKind kind)
{
  g_return_val_if_fail (kind < BK_N_PRICE_KINDS, NULL);

  return kind_names[kind];
}

gboolean
bk_price_kind_from_string (const char  *text,
                           BkPriceKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_strcmp0 (text, kind_names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }

  return FALSE;
}

static int
compare_offers (gconstpointer a,
                gconstpointer b)
{
  const BkPriceOffer *x = *(const BkPriceOffer * const *) a;
  const BkPriceOffer *y = *(const BkPriceOffer * const *) b;
  int order;

  if (x->source != y->source)
    return x->source < y->source ? -1 : 1;
  if ((order = g_strcmp0 (x->region, y->region)) != 0)
    return order;
  if ((order = g_strcmp0 (x->gpu_id, y->gpu_id)) != 0)
    return order;
  if (x->gpus != y->gpus)
    return x->gpus < y->gpus ? -1 : 1;
  if ((order = g_strcmp0 (x->size, y->size)) != 0)
    return order;
  if (x->kind != y->kind)
    return x->kind < y->kind ? -1 : 1;
  if (x->term_months != y->term_months)
    return x->term_months < y->term_months ? -1 : 1;
  if ((order = g_strcmp0 (x->payment, y->payment)) != 0)
    return order;
  if (x->instance_price != y->instance_price)
    return x->instance_price < y->instance_price ? -1 : 1;
  return g_strcmp0 (x->currency, y->currency);
}

/* bk_price_offers_sort:
 * @offers: (element-type BkPriceOffer): offers
 *
 * Sorts by source, region, GPU, size, kind, term and payment, then price: the order the file
 * keeps and the app lists.
 */
void
bk_price_offers_sort (GPtrArray *offers)
{
  g_return_if_fail (offers != NULL);

  g_ptr_array_sort (offers, compare_offers);
}

/* bk_price_offers_keep_one_per_key:
 * @offers: (element-type BkPriceOffer): offers, freed with bk_price_offer_free()
 *
 * A price list may give one size's price twice (a meter of each of two products, or a row of
 * each of two price lists); of those the lowest stays, and the list is sorted.
 */
void
bk_price_offers_keep_one_per_key (GPtrArray *offers)
{
  g_autofree char *previous = NULL;
  guint i = 0;

  g_return_if_fail (offers != NULL);

  bk_price_offers_sort (offers);
  while (i < offers->len)
    {
      g_autofree char *key = bk_price_offer_dup_key (g_ptr_array_index (offers, i));

      if (previous != NULL && g_str_equal (key, previous))
        {
          /* Sorted by price within a key: the first of a key is its lowest. */
          g_ptr_array_remove_index (offers, i);
          continue;
        }

      g_free (previous);
      previous = g_steal_pointer (&key);
      i++;
    }
}
