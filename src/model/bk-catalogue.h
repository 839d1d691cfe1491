/* bk-catalogue.h: the built-in catalogue of GPUs and rent offers, with their sources
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-hardware.h"

G_BEGIN_DECLS

/* The version of the catalogue's file format this build reads. */
#define BK_CATALOGUE_FORMAT 1

/* Where the application library registers the catalogue in the GResource. */
#define BK_CATALOGUE_RESOURCE_PATH "/io/github/breakeven/Breakeven/catalogue.json"

#define BK_CATALOGUE_ERROR (bk_catalogue_error_quark ())

typedef enum
{
  BK_CATALOGUE_ERROR_SYNTAX,  /* not JSON, or not UTF-8 */
  BK_CATALOGUE_ERROR_INVALID, /* JSON, but a field is missing, of the wrong type or out of range */
} BkCatalogueError;

GQuark bk_catalogue_error_quark (void);

#define BK_TYPE_CATALOGUE_GPU (bk_catalogue_gpu_get_type ())

G_DECLARE_FINAL_TYPE (BkCatalogueGpu, bk_catalogue_gpu, BK, CATALOGUE_GPU, GObject)

const char *bk_catalogue_gpu_get_id                (BkCatalogueGpu *self);
const char *bk_catalogue_gpu_get_name              (BkCatalogueGpu *self);
guint       bk_catalogue_gpu_get_vram_gb           (BkCatalogueGpu *self);
double      bk_catalogue_gpu_get_purchase_price    (BkCatalogueGpu *self);
double      bk_catalogue_gpu_get_host_cost         (BkCatalogueGpu *self);
double      bk_catalogue_gpu_get_power_watts       (BkCatalogueGpu *self);
double      bk_catalogue_gpu_get_idle_watts        (BkCatalogueGpu *self);
double      bk_catalogue_gpu_get_annual_value_loss (BkCatalogueGpu *self);
const char *bk_catalogue_gpu_get_currency          (BkCatalogueGpu *self);
const char *bk_catalogue_gpu_get_source            (BkCatalogueGpu *self);
const char *bk_catalogue_gpu_get_as_of             (BkCatalogueGpu *self);
void        bk_catalogue_gpu_apply                 (BkCatalogueGpu *self,
                                                    BkHardware     *hardware);

#define BK_TYPE_CATALOGUE_RENT (bk_catalogue_rent_get_type ())

G_DECLARE_FINAL_TYPE (BkCatalogueRent, bk_catalogue_rent, BK, CATALOGUE_RENT, GObject)

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

#define BK_TYPE_CATALOGUE (bk_catalogue_get_type ())

G_DECLARE_FINAL_TYPE (BkCatalogue, bk_catalogue, BK, CATALOGUE, GObject)

BkCatalogue    *bk_catalogue_new_from_bytes (GBytes      *bytes,
                                             GError     **error) G_GNUC_WARN_UNUSED_RESULT;
BkCatalogue    *bk_catalogue_get_default    (void);
GListModel     *bk_catalogue_get_gpus       (BkCatalogue *self);
GListModel     *bk_catalogue_dup_rents      (BkCatalogue *self,
                                             const char  *gpu_id) G_GNUC_WARN_UNUSED_RESULT;
BkCatalogueGpu *bk_catalogue_find_gpu       (BkCatalogue *self,
                                             const char  *id);

G_END_DECLS
