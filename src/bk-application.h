/* bk-application.h: the application: its actions, shortcuts and windows
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_APPLICATION (bk_application_get_type ())

G_DECLARE_FINAL_TYPE (BkApplication, bk_application, BK, APPLICATION, AdwApplication)

/* The settings schema; its ID stays the same in development builds, whose app ID differs. */
#define BK_SETTINGS_SCHEMA "io.github.breakeven.Breakeven"

BkApplication  *bk_application_new          (void) G_GNUC_WARN_UNUSED_RESULT;

BkProfileStore *bk_application_get_store    (BkApplication *self);
GSettings      *bk_application_get_settings (BkApplication *self);
BkCatalogue    *bk_application_get_catalogue (BkApplication *self);
const char     *bk_application_get_team_error (BkApplication *self);
gboolean        bk_application_load_team_catalogue   (BkApplication  *self,
                                                      GFile          *file,
                                                      GError        **error);
gboolean        bk_application_remove_team_catalogue (BkApplication  *self,
                                                      GError        **error);

BkCatalogue     *bk_application_get_base_catalogue    (BkApplication    *self);
BkFetchedOffers *bk_application_get_fetched_offers    (BkApplication    *self);
const char      *bk_application_get_fetched_error     (BkApplication    *self);
GListModel      *bk_application_take_examples         (BkApplication    *self) G_GNUC_WARN_UNUSED_RESULT;
BkPriceUpdate   *bk_application_new_price_update      (BkApplication    *self) G_GNUC_WARN_UNUSED_RESULT;
gboolean         bk_application_keep_fetched_offers   (BkApplication    *self,
                                                       BkFetchedOffers  *fetched,
                                                       GError          **error);
gboolean         bk_application_remove_fetched_offers (BkApplication    *self,
                                                       GError          **error);

G_END_DECLS
