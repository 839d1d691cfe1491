/* bk-generations.h: the same work on every catalogue GPU with a throughput figure, side by side
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* Why a profile's GPUs cannot be compared at all. */
typedef enum
{
  BK_GENERATIONS_OK,
  BK_GENERATIONS_UNKNOWN_GPU,   /* the profile's GPU is not in the catalogue */
  BK_GENERATIONS_NO_FIGURE,     /* it has no throughput figure for the profile's kind of work */
  BK_GENERATIONS_NO_DEMAND,     /* the profile needs no GPUs: there is no work to compare */
} BkGenerationsStatus;

/* Why a catalogue GPU is left out of the comparison (docs/model.md#gpu-generations). */
typedef enum
{
  BK_GENERATIONS_LEFT_OUT_NO_FIGURE, /* no MLPerf pair for the profile's kind of work */
  BK_GENERATIONS_LEFT_OUT_NO_PRICE,  /* no published purchase price */
  BK_GENERATIONS_LEFT_OUT_NO_OFFER,  /* no on-demand offer */
  BK_GENERATIONS_LEFT_OUT_NO_RATE,   /* no exchange rate from its currency to the profile's */
} BkGenerationsLeftOut;

/* One GPU doing the profile's work (docs/model.md#gpu-generations). */
typedef struct
{
  BkCatalogueGpu  *gpu;
  BkCatalogueRent *offer;             /* the on-demand offer used; NULL for the profile's GPU */
  gboolean         current;           /* the profile's own GPU, with the profile's own figures */
  double           relative;          /* t: its throughput over the profile GPU's */
  double           purchase_price;    /* in the profile's currency */
  double           rent_per_gpu_hour; /* in the profile's currency; 0: no rent price */
  guint            gpus;              /* whole GPUs that own the work: ⌈(B + P) / t⌉ */
  double           tco[BK_N_OPTIONS];
  gboolean         hybrid_distinct;
  BkOption         cheapest;
  double           cheapest_tco;
  double           per_work;          /* cheapest TCO per GPU-hour of work of the profile's GPU */
  int              break_even;        /* −1: never */
  BkStrategy       strategy;
  double          *net;               /* the cheapest option's net cost N[0..H]: N[H] is its TCO */
} BkGenerationRow;

typedef struct _BkGenerations BkGenerations;

BkGenerations         *bk_generations_new          (BkProfile       *profile,
                                                    BkCatalogue     *catalogue,
                                                    BkExchangeRates *rates);
void                   bk_generations_free         (BkGenerations   *self);
BkGenerationsStatus    bk_generations_get_status   (BkGenerations   *self);
BkWorkKind             bk_generations_get_kind     (BkGenerations   *self);
guint                  bk_generations_get_horizon  (BkGenerations   *self);
double                 bk_generations_get_work     (BkGenerations   *self);
guint                  bk_generations_get_n_rows   (BkGenerations   *self);
const BkGenerationRow *bk_generations_get_row      (BkGenerations   *self,
                                                    guint            index);
guint                  bk_generations_get_n_left_out (BkGenerations *self);
BkCatalogueGpu        *bk_generations_get_left_out (BkGenerations   *self,
                                                    guint            index,
                                                    BkGenerationsLeftOut *reason);
char                  *bk_generations_dup_left_out_reason (BkGenerations *self,
                                                           guint          index,
                                                           BkCatalogue   *catalogue,
                                                           const char    *currency) G_GNUC_WARN_UNUSED_RESULT;
const char            *bk_generations_left_out_id  (BkGenerationsLeftOut reason);
double                 bk_generations_relative     (BkCatalogue     *catalogue,
                                                    BkWorkKind       kind,
                                                    const char      *from_name,
                                                    const char      *to_name);
guint                  bk_generations_scale_gpus   (guint            gpus,
                                                    double           relative);
gboolean               bk_generations_use          (BkProfile       *profile,
                                                    BkCatalogue     *catalogue,
                                                    BkExchangeRates *rates,
                                                    BkCatalogueGpu  *gpu,
                                                    gboolean         keep_work,
                                                    GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkGenerations, bk_generations_free)

G_END_DECLS
