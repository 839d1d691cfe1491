/* bk-azure-prices.h: the Azure Retail Prices API's answers, read into fetched offers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * https://learn.microsoft.com/rest/api/cost-management/retail-prices/azure-retail-prices: a page
 * is a JSON object with "Items" (one meter each: armSkuName, armRegionName, currencyCode,
 * retailPrice, unitOfMeasure, type, productName, skuName, reservationTerm, savingsPlan…) and
 * "NextPageLink", the address of the next page or null on the last.
 */

#pragma once

#include <gio/gio.h>

#include "bk-instance-table.h"

G_BEGIN_DECLS

/* The API's own address, and the version that adds savings plans to the meters. */
#define BK_AZURE_PRICES_URL         "https://prices.azure.com/api/retail/prices"
#define BK_AZURE_PRICES_API_VERSION "2023-01-01-preview"

char     *bk_azure_prices_build_url  (const char       *base,
                                      BkInstanceTable  *table,
                                      const char       *region,
                                      const char       *currency) G_GNUC_WARN_UNUSED_RESULT;
gboolean  bk_azure_prices_read_page  (GBytes           *page,
                                      BkInstanceTable  *table,
                                      const char       *region,
                                      const char       *retrieved,
                                      GPtrArray        *offers,
                                      char            **next_page,
                                      guint            *n_unknown,
                                      GError          **error);

G_END_DECLS
