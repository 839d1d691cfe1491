/* bk-aws-prices.h: AWS's Price List bulk files, read into fetched offers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AWS Billing documentation, "Reading the price list files": the service index
 * (/offers/v1.0/aws/index.json) names each service's region index (currentRegionIndexUrl), the
 * region index each region's price list file (currentVersionUrl), and that file comes as JSON or
 * as CSV (index.csv). The CSV's first five rows are the file's metadata, the sixth names the
 * columns, and every further row is one price of one product with the product's attributes, so
 * it is read line by line in constant memory however large it is (hundreds of MB for EC2 in one
 * region).
 */

#pragma once

#include <gio/gio.h>

#include "bk-instance-table.h"

G_BEGIN_DECLS

/* The bulk files' own server, and the service whose instances are priced. */
#define BK_AWS_PRICES_URL         "https://pricing.us-east-1.amazonaws.com"
#define BK_AWS_PRICES_INDEX_PATH  "/offers/v1.0/aws/index.json"
#define BK_AWS_PRICES_OFFER_CODE  "AmazonEC2"

/* The longest line of a price list file the reader takes. */
#define BK_AWS_PRICES_MAX_LINE (64 * 1024)

char     *bk_aws_prices_read_offer_index  (GBytes       *index,
                                           const char   *index_url,
                                           GError      **error) G_GNUC_WARN_UNUSED_RESULT;
char     *bk_aws_prices_read_region_index (GBytes       *index,
                                           const char   *index_url,
                                           const char   *region,
                                           GError      **error) G_GNUC_WARN_UNUSED_RESULT;

typedef struct _BkAwsPriceReader BkAwsPriceReader;

BkAwsPriceReader *bk_aws_price_reader_new    (BkInstanceTable   *table,
                                              const char        *region,
                                              const char        *retrieved);
void              bk_aws_price_reader_free   (BkAwsPriceReader  *self);
gboolean          bk_aws_price_reader_feed   (BkAwsPriceReader  *self,
                                              const char        *data,
                                              gsize              length,
                                              GError           **error);
gboolean          bk_aws_price_reader_finish (BkAwsPriceReader  *self,
                                              GPtrArray         *offers,
                                              GError           **error);
guint64           bk_aws_price_reader_get_lines (BkAwsPriceReader *self);
guint             bk_aws_price_reader_get_n_mismatched (BkAwsPriceReader *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkAwsPriceReader, bk_aws_price_reader_free)

G_END_DECLS
