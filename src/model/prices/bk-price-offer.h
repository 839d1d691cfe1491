/* bk-price-offer.h: one price a provider's own price list gives for a GPU instance size
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. A fetched offer is the price of one instance size in
 * one region for one term, as the provider's API gave it, with the number of GPUs the size has;
 * its price per GPU-hour is what the catalogue lists.
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BK_PRICES_ERROR (bk_prices_error_quark ())

typedef enum
{
  BK_PRICES_ERROR_TABLE,    /* the table of instance sizes is broken */
  BK_PRICES_ERROR_ANSWER,   /* a provider's answer is not in the form its documentation gives */
  BK_PRICES_ERROR_FILE,     /* the kept file of fetched offers is broken */
  BK_PRICES_ERROR_EMPTY,    /* an answer without a single price for a known size */
  BK_PRICES_ERROR_REGION,   /* a region the provider's price list does not have */
} BkPricesError;

GQuark bk_prices_error_quark (void);

typedef enum
{
  BK_PRICE_SOURCE_AZURE,
  BK_PRICE_SOURCE_AWS,
} BkPriceSource;

#define BK_N_PRICE_SOURCES 2

typedef enum
{
  BK_PRICE_KIND_ON_DEMAND,
  BK_PRICE_KIND_SPOT,
  BK_PRICE_KIND_LOW_PRIORITY,    /* Azure's low-priority capacity, taken back like spot */
  BK_PRICE_KIND_RESERVATION,     /* an Azure reservation or an AWS reserved instance */
  BK_PRICE_KIND_SAVINGS_PLAN,    /* an Azure savings plan: an hourly commitment for the term */
} BkPriceKind;

#define BK_N_PRICE_KINDS 5

/* The hours of a year of reservation, as both providers count them (365 days). */
#define BK_PRICE_HOURS_PER_YEAR 8760.0

typedef struct
{
  BkPriceSource source;
  char         *region;          /* the provider's region code: "germanywestcentral" */
  char         *size;            /* the instance size: "Standard_ND96isr_H100_v5" */
  char         *gpu_id;          /* the catalogue's GPU */
  guint         gpus;            /* GPUs in one instance */
  BkPriceKind   kind;
  guint         term_months;     /* a reservation's or savings plan's length, else 0 */
  char         *payment;         /* an AWS reservation's purchase option ("no-upfront",
                                  * "partial-upfront", "all-upfront"), else NULL */
  double        instance_price;  /* per instance-hour; a reservation's whole cost spread over
                                  * the hours of its term */
  double        upfront_percent; /* the share of a reservation's cost paid up front */
  char         *currency;        /* ISO 4217, as the API gave it */
  char         *retrieved;       /* the day it was read: "2026-12-04" */
} BkPriceOffer;

#define BK_TYPE_PRICE_OFFER (bk_price_offer_get_type ())

GType         bk_price_offer_get_type         (void);
BkPriceOffer *bk_price_offer_new              (BkPriceSource       source,
                                               const char         *region,
                                               const char         *size,
                                               const char         *gpu_id,
                                               guint               gpus,
                                               BkPriceKind         kind,
                                               guint               term_months,
                                               const char         *payment,
                                               double              instance_price,
                                               double              upfront_percent,
                                               const char         *currency,
                                               const char         *retrieved) G_GNUC_WARN_UNUSED_RESULT;
BkPriceOffer *bk_price_offer_copy             (const BkPriceOffer *self) G_GNUC_WARN_UNUSED_RESULT;
void          bk_price_offer_free             (BkPriceOffer       *self);
double        bk_price_offer_get_price_per_gpu_hour (const BkPriceOffer *self);
char         *bk_price_offer_dup_key          (const BkPriceOffer *self) G_GNUC_WARN_UNUSED_RESULT;
gboolean      bk_price_offer_is_reserved      (const BkPriceOffer *self);
const char   *bk_price_offer_get_catalogue_term (const BkPriceOffer *self);

const char   *bk_price_source_to_string       (BkPriceSource       source);
gboolean      bk_price_source_from_string     (const char         *text,
                                               BkPriceSource      *source);
const char   *bk_price_source_get_provider    (BkPriceSource       source);
const char   *bk_price_kind_to_string         (BkPriceKind         kind);
gboolean      bk_price_kind_from_string       (const char         *text,
                                               BkPriceKind        *kind);

void          bk_price_offers_sort            (GPtrArray          *offers);
void          bk_price_offers_keep_one_per_key (GPtrArray         *offers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkPriceOffer, bk_price_offer_free)

G_END_DECLS
