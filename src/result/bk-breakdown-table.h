/* bk-breakdown-table.h: the result page's cost breakdown, categories by options
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* The grid of the result page's breakdown group (docs/model.md#cost-categories): a title row of
 * options, one row per category and the total under a rule. The page owns the grid, from its
 * template; the table fills it once and then follows the analysis shown. */
typedef struct
{
  GtkGrid   *grid;
  GtkLabel  *cells[BK_N_CATEGORIES + 1][BK_N_OPTIONS];
  GtkWidget *hybrid_column[BK_N_CATEGORIES + 2];
} BkBreakdownTable;

void bk_breakdown_table_build  (BkBreakdownTable *table);
void bk_breakdown_table_update (BkBreakdownTable *table,
                                BkAnalysis       *analysis,
                                const char       *currency,
                                gboolean          hybrid);

G_END_DECLS
