/* bk-price-update.h: one update of the fetched offers from the providers' own price lists
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. Asks Azure's Retail Prices API for a region's pages
 * and AWS's Price List for a region's file, reads them as they arrive, and gives the offers, or
 * one line that says why not. It writes nothing: keeping the offers is the caller's choice.
 */

#pragma once

#include <gio/gio.h>

#include "bk-fetched-offers.h"
#include "bk-instance-table.h"

G_BEGIN_DECLS

/* The largest answers taken: an Azure page or an AWS index, and AWS's file for a region. */
#define BK_PRICE_UPDATE_MAX_JSON     (32 * 1024 * 1024)
#define BK_PRICE_UPDATE_MAX_FILE     ((goffset) 1024 * 1024 * 1024)
/* The most pages of Azure's answer read for one region. */
#define BK_PRICE_UPDATE_MAX_PAGES    100
/* How long a connection may stay silent, in seconds. */
#define BK_PRICE_UPDATE_TIMEOUT      30
/* The longest Retry-After the update waits for before it asks again, in seconds. */
#define BK_PRICE_UPDATE_MAX_RETRY_WAIT 5
/* The weekly check asks again when the last update is older than this, in seconds. */
#define BK_PRICE_UPDATE_CHECK_INTERVAL (7 * 24 * 3600)

#define BK_TYPE_PRICE_UPDATE (bk_price_update_get_type ())

G_DECLARE_FINAL_TYPE (BkPriceUpdate, bk_price_update, BK, PRICE_UPDATE, GObject)

BkPriceUpdate   *bk_price_update_new          (BkInstanceTable      *table,
                                               const char           *azure_region,
                                               const char           *aws_region,
                                               const char           *currency) G_GNUC_WARN_UNUSED_RESULT;
void             bk_price_update_set_urls     (BkPriceUpdate        *self,
                                               const char           *azure_url,
                                               const char           *aws_url);
void             bk_price_update_set_timeout  (BkPriceUpdate        *self,
                                               guint                 seconds);
double           bk_price_update_get_fraction (BkPriceUpdate        *self);
const char      *bk_price_update_get_status   (BkPriceUpdate        *self);
void             bk_price_update_run_async    (BkPriceUpdate        *self,
                                               GCancellable         *cancellable,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
BkFetchedOffers *bk_price_update_run_finish   (BkPriceUpdate        *self,
                                               GAsyncResult         *result,
                                               GError              **error) G_GNUC_WARN_UNUSED_RESULT;

BkFetchedOffers *bk_price_update_merge_kept   (BkFetchedOffers      *fetched,
                                               BkFetchedOffers      *kept) G_GNUC_WARN_UNUSED_RESULT;
gboolean         bk_price_update_check_is_due (gint64                last_check,
                                               gint64                now);
gboolean         bk_price_update_is_allowed   (BkPriceUpdate        *self,
                                               GSettings            *settings);
void             bk_price_update_allow        (BkPriceUpdate        *self,
                                               GSettings            *settings);

G_END_DECLS
