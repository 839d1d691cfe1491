/* bk-fetched-offers.h: the offers fetched from the providers' price lists, kept on disk
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. One update's offers, the regions it asked and when, in
 * $XDG_DATA_HOME/breakeven/fetched-offers.json, written atomically; listed beside the shipped
 * and the team's offers, marked as fetched.
 */

#pragma once

#include <gio/gio.h>

#include "bk-price-offer.h"
#include "bk-types.h"

G_BEGIN_DECLS

#define BK_FETCHED_OFFERS_FORMAT 1

/* The most offers the file may hold: far above what a few regions give. */
#define BK_FETCHED_OFFERS_MAX 20000

typedef struct _BkFetchedOffers BkFetchedOffers;

#define BK_TYPE_FETCHED_OFFERS (bk_fetched_offers_get_type ())

GType            bk_fetched_offers_get_type       (void);
BkFetchedOffers *bk_fetched_offers_new            (GDateTime        *retrieved);
BkFetchedOffers *bk_fetched_offers_ref            (BkFetchedOffers  *self);
void             bk_fetched_offers_unref          (BkFetchedOffers  *self);
void             bk_fetched_offers_add_region     (BkFetchedOffers  *self,
                                                   BkPriceSource     source,
                                                   const char       *region,
                                                   const char       *currency);
guint            bk_fetched_offers_get_n_regions  (BkFetchedOffers  *self);
void             bk_fetched_offers_get_region     (BkFetchedOffers  *self,
                                                   guint             i,
                                                   BkPriceSource    *source,
                                                   const char      **region,
                                                   const char      **currency);
void             bk_fetched_offers_add_offers     (BkFetchedOffers  *self,
                                                   GPtrArray        *offers);
GPtrArray       *bk_fetched_offers_get_offers     (BkFetchedOffers  *self);
GDateTime       *bk_fetched_offers_get_retrieved  (BkFetchedOffers  *self);

BkFetchedOffers *bk_fetched_offers_new_from_bytes (GBytes           *bytes,
                                                   GError          **error) G_GNUC_WARN_UNUSED_RESULT;
GBytes          *bk_fetched_offers_to_bytes       (BkFetchedOffers  *self) G_GNUC_WARN_UNUSED_RESULT;
GFile           *bk_fetched_offers_dup_file       (void) G_GNUC_WARN_UNUSED_RESULT;
BkFetchedOffers *bk_fetched_offers_load           (GFile            *file,
                                                   GError          **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean         bk_fetched_offers_save           (BkFetchedOffers  *self,
                                                   GFile            *file,
                                                   GError          **error);

BkCatalogue     *bk_fetched_offers_merge          (BkFetchedOffers  *self,
                                                   BkCatalogue      *base) G_GNUC_WARN_UNUSED_RESULT;
guint            bk_fetched_offers_count_for      (BkFetchedOffers  *self,
                                                   BkCatalogue      *catalogue);

char            *bk_price_offer_dup_size_name     (const BkPriceOffer *offer) G_GNUC_WARN_UNUSED_RESULT;
char            *bk_price_offer_dup_label         (const BkPriceOffer *offer) G_GNUC_WARN_UNUSED_RESULT;
char            *bk_price_offer_dup_source        (const BkPriceOffer *offer) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkFetchedOffers, bk_fetched_offers_unref)

G_END_DECLS
