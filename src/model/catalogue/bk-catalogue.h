/* bk-catalogue.h: the built-in catalogue of GPUs and rent offers, with their sources
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

/* The newest version of the catalogue's file format this build reads; it reads the older ones
 * too. Format 2 gave each offer a term, format 3 each GPU its throughput, format 4 named the
 * MLPerf pairs behind each throughput figure (docs/catalogue-format.md). */
#define BK_CATALOGUE_FORMAT 4

/* The GPU every relative throughput is measured against (docs/model.md#gpu-generations). */
#define BK_CATALOGUE_THROUGHPUT_REFERENCE "h100-sxm"

/* Where the application library registers the catalogue in the GResource. */
#define BK_CATALOGUE_RESOURCE_PATH "/io/github/breakeven/Breakeven/catalogue.json"

#define BK_CATALOGUE_ERROR (bk_catalogue_error_quark ())

typedef enum
{
  BK_CATALOGUE_ERROR_SYNTAX,  /* not JSON, or not UTF-8 */
  BK_CATALOGUE_ERROR_INVALID, /* JSON, but a field is missing, of the wrong type or out of range */
} BkCatalogueError;

GQuark bk_catalogue_error_quark (void);

#define BK_TYPE_CATALOGUE (bk_catalogue_get_type ())

G_DECLARE_FINAL_TYPE (BkCatalogue, bk_catalogue, BK, CATALOGUE, GObject)

BkCatalogue    *bk_catalogue_new_from_bytes (GBytes      *bytes,
                                             GError     **error) G_GNUC_WARN_UNUSED_RESULT;
BkCatalogue    *bk_catalogue_get_default    (void);
GListModel     *bk_catalogue_get_gpus       (BkCatalogue *self);
GListModel     *bk_catalogue_dup_rents      (BkCatalogue *self,
                                             const char  *gpu_id) G_GNUC_WARN_UNUSED_RESULT;
GListModel     *bk_catalogue_dup_offers     (BkCatalogue *self,
                                             const char  *gpu_id) G_GNUC_WARN_UNUSED_RESULT;
BkCatalogueGpu *bk_catalogue_find_gpu       (BkCatalogue *self,
                                             const char  *id);
BkCatalogueGpu *bk_catalogue_find_gpu_by_name (BkCatalogue *self,
                                               const char  *name);

/* The team's own price list (docs/model.md#the-teams-price-list). */
BkCatalogue    *bk_catalogue_new_with_team  (BkCatalogue  *shipped,
                                             GBytes       *bytes,
                                             GError      **error) G_GNUC_WARN_UNUSED_RESULT;
BkCatalogue    *bk_catalogue_install_team   (BkCatalogue  *shipped,
                                             GBytes       *bytes,
                                             GFile        *destination,
                                             GError      **error) G_GNUC_WARN_UNUSED_RESULT;
BkCatalogue    *bk_catalogue_load_team      (BkCatalogue  *shipped,
                                             GFile        *file,
                                             GError      **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean        bk_catalogue_count_team     (BkCatalogue  *self,
                                             guint        *gpus,
                                             guint        *offers);
GFile          *bk_catalogue_dup_team_file  (void) G_GNUC_WARN_UNUSED_RESULT;
BkCatalogue    *bk_catalogue_get_current    (void);
void            bk_catalogue_set_current    (BkCatalogue  *catalogue);
void            bk_catalogue_watch_current  (GCallback     changed,
                                             gpointer      instance);

/* Price dates (docs/model.md#price-dates): a figure is old six months after its date. */
#define BK_CATALOGUE_FRESH_MONTHS 6

gboolean        bk_catalogue_parse_as_of    (const char   *as_of,
                                             GDate        *date);
gboolean        bk_catalogue_as_of_is_old   (const char   *as_of,
                                             GDateTime    *now);
const char     *bk_catalogue_get_prices_as_of (BkCatalogue    *self,
                                               BkCatalogueGpu *gpu);
char           *bk_catalogue_dup_as_of_text (const char   *as_of,
                                             GDateTime    *now) G_GNUC_WARN_UNUSED_RESULT;
char           *bk_catalogue_dup_old_prices_note (BkCatalogue *self,
                                                  const char  *gpu_name,
                                                  GDateTime   *now) G_GNUC_WARN_UNUSED_RESULT;

/* The ranges the catalogue and the article suggest for a profile's inputs (bk-catalogue-ranges.c). */
void        bk_profile_fill_default_ranges (BkProfile       *self,
                                            BkCatalogue     *catalogue,
                                            BkExchangeRates *rates);

G_END_DECLS
