/* bk-catalogue-rent.h: one rent offer of the catalogue, per GPU-hour
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BK_TYPE_CATALOGUE_RENT (bk_catalogue_rent_get_type ())

G_DECLARE_FINAL_TYPE (BkCatalogueRent, bk_catalogue_rent, BK, CATALOGUE_RENT, GObject)

/* The terms of an offer: pay as you go, a reservation for a number of months, or spare capacity
 * that the provider may take back. */
#define BK_CATALOGUE_TERM_ON_DEMAND "on-demand"
#define BK_CATALOGUE_TERM_RESERVED  "reserved"
#define BK_CATALOGUE_TERM_SPOT      "spot"

/* One price per GPU-hour for one GPU. Provider types are "hyperscaler", "specialised", "budget"
 * and "article" (the seed article's range). A range has its low and high end; a single quote has
 * both equal to the price, and a range's price is its midpoint. */
const char *bk_catalogue_rent_get_gpu_id           (BkCatalogueRent *self);
const char *bk_catalogue_rent_get_provider         (BkCatalogueRent *self);
const char *bk_catalogue_rent_get_provider_type    (BkCatalogueRent *self);
double      bk_catalogue_rent_get_price_per_hour   (BkCatalogueRent *self);
double      bk_catalogue_rent_get_price_low        (BkCatalogueRent *self);
double      bk_catalogue_rent_get_price_high       (BkCatalogueRent *self);
const char *bk_catalogue_rent_get_currency         (BkCatalogueRent *self);
const char *bk_catalogue_rent_get_source           (BkCatalogueRent *self);
const char *bk_catalogue_rent_get_as_of            (BkCatalogueRent *self);
const char *bk_catalogue_rent_get_term             (BkCatalogueRent *self);
guint       bk_catalogue_rent_get_term_months      (BkCatalogueRent *self);
double      bk_catalogue_rent_get_upfront_percent  (BkCatalogueRent *self);
gboolean    bk_catalogue_rent_is_on_demand         (BkCatalogueRent *self);
gboolean    bk_catalogue_rent_get_from_team        (BkCatalogueRent *self);
gboolean    bk_catalogue_rent_get_fetched          (BkCatalogueRent *self);

G_END_DECLS
