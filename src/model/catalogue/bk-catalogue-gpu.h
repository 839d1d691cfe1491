/* bk-catalogue-gpu.h: one GPU of the catalogue, with its prices and power figures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-gpu-figures.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* One MLPerf pair behind a throughput figure (docs/catalogue-format.md): two results of one
 * round, the same benchmark on the same number of GPUs, this GPU (or, in a chain, the chain's
 * GPU) against another. */
typedef struct
{
  char   *round;           /* "MLPerf Training v4.1" */
  char   *published;       /* the round's month, "2024-11" */
  char   *benchmark;       /* "llama2_70b_lora" */
  guint   gpus;
  char   *metric;          /* "minutes", "tokens/s" or "samples/s" */
  char   *system;
  char   *result;
  double  score;
  char   *against;         /* the other GPU's id */
  char   *against_system;
  char   *against_result;
  double  against_score;
  double  ratio;           /* this GPU's throughput over the other's */
} BkThroughputPair;

/* The basis of a throughput figure. */
#define BK_THROUGHPUT_BASIS_MLPERF "mlperf"             /* one pair with the reference */
#define BK_THROUGHPUT_BASIS_MLPERF_CHAIN "mlperf-chain" /* two, through another GPU */
#define BK_THROUGHPUT_BASIS_REFERENCE "reference"       /* the reference GPU itself */

#define BK_TYPE_CATALOGUE_GPU (bk_catalogue_gpu_get_type ())

G_DECLARE_FINAL_TYPE (BkCatalogueGpu, bk_catalogue_gpu, BK, CATALOGUE_GPU, GObject)

const char *bk_catalogue_gpu_get_id                (BkCatalogueGpu *self);
const char *bk_catalogue_gpu_get_name              (BkCatalogueGpu *self);
const BkGpuFigures *
            bk_catalogue_gpu_get_figures           (BkCatalogueGpu *self);
gboolean    bk_catalogue_gpu_has_purchase_price    (BkCatalogueGpu *self);
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
guint       bk_catalogue_gpu_get_n_pairs           (BkCatalogueGpu  *self,
                                                    BkWorkKind       kind);
const BkThroughputPair *
            bk_catalogue_gpu_get_pair              (BkCatalogueGpu  *self,
                                                    BkWorkKind       kind,
                                                    guint            index);

G_END_DECLS
