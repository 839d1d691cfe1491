/* bk-price-regions.h: the providers' regions a team fetches prices for
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-price-offer.h"

G_BEGIN_DECLS

typedef struct
{
  BkPriceSource source;
  const char   *code;      /* "germanywestcentral", "eu-central-1" */
  const char   *name;      /* as the provider names it: "Germany West Central", "Europe (Frankfurt)" */
} BkPriceRegion;

const BkPriceRegion *bk_price_regions_list         (guint         *n_regions);
const char          *bk_price_region_get_name      (BkPriceSource  source,
                                                    const char    *code);
gboolean             bk_price_region_parse         (const char    *code,
                                                    BkPriceSource *source);
const char          *bk_price_region_default       (BkPriceSource  source,
                                                    const char    *territory);
char                *bk_price_region_dup_territory (void) G_GNUC_WARN_UNUSED_RESULT;
const char          *bk_price_region_default_currency (const char *territory);

G_END_DECLS
