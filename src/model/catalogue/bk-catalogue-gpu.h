/* bk-catalogue-gpu.h: one GPU of the catalogue, with its prices and power figures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-enums.h"
#include "bk-exchange-rates.h"
#include "bk-hardware.h"

G_BEGIN_DECLS

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
gboolean    bk_catalogue_gpu_get_resale            (BkCatalogueGpu *self,
                                                    double         *discount,
                                                    const char    **source,
                                                    const char    **as_of);
void        bk_catalogue_gpu_apply                 (BkCatalogueGpu *self,
                                                    BkHardware     *hardware);
gboolean    bk_catalogue_gpu_apply_converted       (BkCatalogueGpu   *self,
                                                    BkHardware       *hardware,
                                                    BkExchangeRates  *rates,
                                                    const char       *currency,
                                                    char            **purchase_sentence,
                                                    char            **host_sentence,
                                                    GError          **error);
gboolean    bk_catalogue_gpu_get_from_team         (BkCatalogueGpu *self);
gboolean    bk_catalogue_gpu_get_throughput        (BkCatalogueGpu  *self,
                                                    BkWorkKind       kind,
                                                    double          *relative,
                                                    const char     **basis,
                                                    const char     **source,
                                                    const char     **as_of);

G_END_DECLS
