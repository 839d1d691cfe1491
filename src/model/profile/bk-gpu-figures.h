/* bk-gpu-figures.h: what a GPU is, as a profile's hardware and a catalogue GPU both describe it
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One GPU's figures (docs/model.md#inputs, docs/catalogue-format.md): BkHardware holds the
 * profile's, BkCatalogueGpu the catalogue's, and bk_catalogue_gpu_apply() copies the one into
 * the other. Amounts are per GPU, in the holder's currency. */
typedef struct _BkGpuFigures
{
  guint  vram_gb;
  double purchase_price;     /* the card; a catalogue GPU without a price has 0 */
  double host_cost;          /* its share of the server */
  double power_watts;        /* board power under load */
  double idle_watts;
  double annual_value_loss;  /* percent of the remaining value lost a year */
} BkGpuFigures;

G_END_DECLS
