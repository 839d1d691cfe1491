/* bk-types.h: the model's enumerations, and the names of its types declared ahead
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A header that only passes a type around by pointer includes this, not the type's own header,
 * so that it does not pull in everything that header needs. The engine's own enumerations
 * (the options, the cost categories, the uncertain inputs) are in bk-engine-enums.h.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How regular the demand is: checklist question 2. */
typedef enum
{
  BK_PREDICTABILITY_STEADY,
  BK_PREDICTABILITY_MIXED,
  BK_PREDICTABILITY_BURSTY,
} BkPredictability;

/* What the team's GPUs do, for their relative throughput (docs/model.md#gpu-generations). */
typedef enum
{
  BK_WORK_KIND_TRAINING,
  BK_WORK_KIND_INFERENCE,
} BkWorkKind;

typedef enum
{
  BK_VERDICT_RENT,
  BK_VERDICT_BUY,
  BK_VERDICT_HYBRID,
  BK_VERDICT_BUY_REQUIRED,
  BK_VERDICT_NO_RENT_PRICE,   /* the rent per GPU-hour is 0: nothing to compare renting with */
} BkVerdict;

/* Which way one checklist answer points. */
typedef enum
{
  BK_LEAN_NEUTRAL,
  BK_LEAN_RENT,
  BK_LEAN_BUY,
} BkLean;

/* The six questions of the article's checklist, in its order. */
typedef enum
{
  BK_CHECKLIST_UTILISATION,
  BK_CHECKLIST_PREDICTABILITY,
  BK_CHECKLIST_OBSOLESCENCE,
  BK_CHECKLIST_DATA_TRANSFER,
  BK_CHECKLIST_COMPLIANCE,
  BK_CHECKLIST_KNOW_HOW,
} BkChecklistItem;

#define BK_N_CHECKLIST_ITEMS 6

/* The kinds of value an input or a figure has, each with its unit. */
typedef enum
{
  BK_VALUE_MONEY,    /* "€25,000" */
  BK_VALUE_PRICE,    /* cents below 1,000: "€2.50" */
  BK_VALUE_PERCENT,  /* "40%" */
  BK_VALUE_HOURS,    /* "60 h" */
  BK_VALUE_COUNT,    /* "1,024" */
  BK_VALUE_WATTS,    /* "400 W" */
  BK_VALUE_GB,       /* "3,000 GB" */
  BK_VALUE_MONTHS,   /* "36 months" */
} BkValueKind;

/* The model's GObjects (each declared in full by its own header) */
typedef struct _BkAnalysis        BkAnalysis;
typedef struct _BkCatalogue       BkCatalogue;
typedef struct _BkCatalogueGpu    BkCatalogueGpu;
typedef struct _BkCatalogueRent   BkCatalogueRent;
typedef struct _BkComparison      BkComparison;
typedef struct _BkExchangeRates   BkExchangeRates;
typedef struct _BkFetchedOffers   BkFetchedOffers;
typedef struct _BkGenerations     BkGenerations;
typedef struct _BkHardware        BkHardware;
typedef struct _BkInstanceTable   BkInstanceTable;
typedef struct _BkPriceUpdate     BkPriceUpdate;
typedef struct _BkPricing         BkPricing;
typedef struct _BkProfile         BkProfile;
typedef struct _BkProfileEntry    BkProfileEntry;
typedef struct _BkProfileHistory  BkProfileHistory;
typedef struct _BkProfileResults  BkProfileResults;
typedef struct _BkProfileStore    BkProfileStore;
typedef struct _BkUncertainty     BkUncertainty;
typedef struct _BkWorkload        BkWorkload;

/* The engine's figures (src/engine/bk-engine.h) */
typedef struct _BkDemandStep      BkDemandStep;
typedef struct _BkEngineInputs    BkEngineInputs;
typedef struct _BkEngineResults   BkEngineResults;
typedef struct _BkRentalMix       BkRentalMix;
typedef struct _BkSensitivity     BkSensitivity;
typedef struct _BkStrategy        BkStrategy;

/* A server's credential (src/net/bk-credential.h) */
typedef struct _BkCredential      BkCredential;

G_END_DECLS
