/* bk-price-update-dialog.h: Update Prices: consent, progress and Cancel, and what changed
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-application.h"

G_BEGIN_DECLS

#define BK_TYPE_PRICE_UPDATE_DIALOG (bk_price_update_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BkPriceUpdateDialog, bk_price_update_dialog, BK, PRICE_UPDATE_DIALOG, AdwDialog)

AdwDialog *bk_price_update_dialog_new (BkApplication   *application,
                                       GSettings       *settings,
                                       BkFetchedOffers *fetched);

G_END_DECLS
