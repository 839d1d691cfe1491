/* bk-types.h: the names of the model's types and the engine's figures, declared ahead
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A header that only passes a type around by pointer includes this, not the type's own header,
 * so that it does not pull in everything that header needs.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The model's GObjects (each declared in full by its own header) */
typedef struct _BkAnalysis        BkAnalysis;
typedef struct _BkCatalogue       BkCatalogue;
typedef struct _BkCatalogueGpu    BkCatalogueGpu;
typedef struct _BkCatalogueRent   BkCatalogueRent;
typedef struct _BkComparison      BkComparison;
typedef struct _BkExchangeRates   BkExchangeRates;
typedef struct _BkGenerations     BkGenerations;
typedef struct _BkHardware        BkHardware;
typedef struct _BkPricing         BkPricing;
typedef struct _BkProfile         BkProfile;
typedef struct _BkProfileEntry    BkProfileEntry;
typedef struct _BkProfileHistory  BkProfileHistory;
typedef struct _BkProfileResults  BkProfileResults;
typedef struct _BkProfileStore    BkProfileStore;
typedef struct _BkUncertainty     BkUncertainty;
typedef struct _BkWorkload        BkWorkload;

/* The engine's figures (src/engine/bk-engine.h) */
typedef struct _BkEngineInputs    BkEngineInputs;
typedef struct _BkEngineResults   BkEngineResults;
typedef struct _BkRentalMix       BkRentalMix;
typedef struct _BkStrategy        BkStrategy;

G_END_DECLS
