/* bk-price-update-cli.h: breakeven --update-prices [--region R]…
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The settings keys the command line and Preferences share: the regions the team picked ("" for
 * the one nearest the locale's country) and the currency of new profiles. */
#define BK_PRICES_AZURE_REGION_KEY "price-azure-region"
#define BK_PRICES_AWS_REGION_KEY   "price-aws-region"

int bk_price_update_main (const char * const *regions,
                          char              **message);

G_END_DECLS
