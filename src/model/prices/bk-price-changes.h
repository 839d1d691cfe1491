/* bk-price-changes.h: what an update of the fetched offers changes
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. Each new offer is compared with the same offer of the
 * last update or, where that update had none, with the catalogue's offer of the same provider and
 * term for the GPU: "NVIDIA H100 SXM, Microsoft Azure ND96isr H100 v5, on demand: $12.29 →
 * €10.51".
 */

#pragma once

#include <glib.h>

#include "bk-fetched-offers.h"
#include "bk-types.h"

G_BEGIN_DECLS

typedef enum
{
  BK_PRICE_CHANGE_NEW,       /* an offer nothing before had */
  BK_PRICE_CHANGE_CHANGED,   /* another price than before */
  BK_PRICE_CHANGE_GONE,      /* the last update had it, this one not */
} BkPriceChangeKind;

typedef struct
{
  BkPriceChangeKind kind;
  char             *gpu_id;
  char             *gpu_name;
  char             *label;         /* "Microsoft Azure ND96isr H100 v5, on demand" */
  double            old_price;     /* per GPU-hour; not for a new offer */
  char             *old_currency;
  double            new_price;     /* per GPU-hour; not for a gone one */
  char             *new_currency;
} BkPriceChange;

void       bk_price_change_free    (BkPriceChange   *self);
GPtrArray *bk_price_changes_new    (BkFetchedOffers *previous,
                                    BkFetchedOffers *fetched,
                                    BkCatalogue     *catalogue) G_GNUC_WARN_UNUSED_RESULT;
char      *bk_price_change_to_text (const BkPriceChange *self) G_GNUC_WARN_UNUSED_RESULT;
char      *bk_price_changes_dup_summary (GPtrArray  *changes,
                                         guint       n_offers) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
