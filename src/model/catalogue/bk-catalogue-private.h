/* bk-catalogue-private.h: how the catalogue's loader makes its GPUs and offers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "bk-catalogue-gpu.h"
#include "bk-types.h"

G_BEGIN_DECLS

BkCatalogueGpu  *bk_catalogue_gpu_new  (const char         *id,
                                        const char         *name,
                                        const BkGpuFigures *figures,
                                        const char         *currency,
                                        const char         *source,
                                        const char         *as_of) G_GNUC_WARN_UNUSED_RESULT;
void             bk_catalogue_gpu_set_resale (BkCatalogueGpu *self,
                                              double          discount,
                                              const char     *source,
                                              const char     *as_of);
void             bk_catalogue_gpu_set_throughput (BkCatalogueGpu *self,
                                                  BkWorkKind      kind,
                                                  double          relative,
                                                  const char     *basis,
                                                  const char     *source,
                                                  const char     *as_of);
void             bk_catalogue_gpu_add_pair (BkCatalogueGpu         *self,
                                            BkWorkKind              kind,
                                            const BkThroughputPair *pair);
BkCatalogueRent *bk_catalogue_rent_new (const char *gpu_id,
                                        const char *provider,
                                        const char *provider_type,
                                        double      price_per_hour,
                                        double      price_low,
                                        double      price_high,
                                        const char *currency,
                                        const char *source,
                                        const char *as_of,
                                        const char *term,
                                        guint       term_months,
                                        double      upfront_percent) G_GNUC_WARN_UNUSED_RESULT;

void             bk_catalogue_gpu_set_from_team  (BkCatalogueGpu  *self,
                                                  gboolean         from_team);
void             bk_catalogue_rent_set_from_team (BkCatalogueRent *self,
                                                  gboolean         from_team);
void             bk_catalogue_rent_set_fetched   (BkCatalogueRent *self,
                                                  gboolean         fetched);

/* The catalogue with offers added after its own: the fetched ones
 * (docs/catalogue-format.md#fetched-offers). */
BkCatalogue     *bk_catalogue_new_with_rents     (BkCatalogue     *base,
                                                  GPtrArray       *rents) G_GNUC_WARN_UNUSED_RESULT;

/* The reader (bk-catalogue-read.c) and what it adds to a catalogue. */
gboolean         bk_catalogue_read_root          (BkCatalogue     *self,
                                                  JsonNode        *root,
                                                  gboolean         team,
                                                  GError         **error);
void             bk_catalogue_add_gpu            (BkCatalogue     *self,
                                                  BkCatalogueGpu  *gpu);
void             bk_catalogue_add_rent           (BkCatalogue     *self,
                                                  BkCatalogueRent *rent);
gboolean         bk_catalogue_is_valid_as_of     (const char      *text);

G_END_DECLS
