/* bk-comparison.h: two to four profiles side by side, row by row
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

#define BK_COMPARISON_MIN_PROFILES 2
#define BK_COMPARISON_MAX_PROFILES 4

#define BK_COMPARISON_ERROR (bk_comparison_error_quark ())

typedef enum
{
  BK_COMPARISON_ERROR_COUNT,   /* fewer than two or more than four profiles */
} BkComparisonError;

/* The rows of the table, in display order: the inputs that matter, then the results. */
typedef enum
{
  BK_COMPARISON_ROW_GPU,
  BK_COMPARISON_ROW_GPU_COUNT,
  BK_COMPARISON_ROW_UTILISATION,
  BK_COMPARISON_ROW_PEAK,
  BK_COMPARISON_ROW_DEMAND_OVER_TIME,
  BK_COMPARISON_ROW_PURCHASE_PRICE,
  BK_COMPARISON_ROW_RENT_PER_HOUR,
  BK_COMPARISON_ROW_ELECTRICITY,
  BK_COMPARISON_ROW_HORIZON,
  BK_COMPARISON_ROW_COMPLIANCE,
  BK_COMPARISON_ROW_KNOW_HOW,
  BK_COMPARISON_ROW_VERDICT,
  BK_COMPARISON_ROW_TCO_RENT,
  BK_COMPARISON_ROW_TCO_BUY,
  BK_COMPARISON_ROW_TCO_HYBRID,
  BK_COMPARISON_ROW_RENTAL_MIX,
  BK_COMPARISON_ROW_BREAK_EVEN,
  BK_COMPARISON_ROW_OPTIMAL_POOL,
  BK_COMPARISON_ROW_WHEN_TO_BUY,
  BK_COMPARISON_ROW_AGREEMENT,
} BkComparisonRow;

#define BK_COMPARISON_N_ROWS 20

/* The first row of the results; the rows before it are inputs. */
#define BK_COMPARISON_FIRST_RESULT BK_COMPARISON_ROW_VERDICT

#define BK_TYPE_COMPARISON (bk_comparison_get_type ())

G_DECLARE_FINAL_TYPE (BkComparison, bk_comparison, BK, COMPARISON, GObject)

GQuark        bk_comparison_error_quark       (void);

BkComparison *bk_comparison_new               (GPtrArray       *profiles,
                                               GError         **error) G_GNUC_WARN_UNUSED_RESULT;

guint         bk_comparison_get_n_profiles    (BkComparison    *self);
BkProfile    *bk_comparison_get_profile       (BkComparison    *self,
                                               guint            column);
BkAnalysis   *bk_comparison_get_analysis      (BkComparison    *self,
                                               guint            column);
const char   *bk_comparison_get_column_title  (BkComparison    *self,
                                               guint            column);
const char   *bk_comparison_get_currency      (BkComparison    *self);
const char   *bk_comparison_get_note          (BkComparison    *self);

const char   *bk_comparison_get_value         (BkComparison    *self,
                                               BkComparisonRow  row,
                                               guint            column);
const char   *bk_comparison_get_detail        (BkComparison    *self,
                                               BkComparisonRow  row,
                                               guint            column);
gboolean      bk_comparison_get_differs       (BkComparison    *self,
                                               BkComparisonRow  row);
gboolean      bk_comparison_get_shown         (BkComparison    *self,
                                               BkComparisonRow  row);
gboolean      bk_comparison_has_rental_terms  (BkComparison    *self);
gboolean      bk_comparison_is_cheapest       (BkComparison    *self,
                                               BkComparisonRow  row,
                                               guint            column);
guint         bk_comparison_count_differing   (BkComparison    *self);

char         *bk_comparison_to_csv            (BkComparison    *self) G_GNUC_WARN_UNUSED_RESULT;

const char   *bk_comparison_row_title         (BkComparisonRow  row);
gboolean      bk_comparison_row_is_tco        (BkComparisonRow  row);
BkOption      bk_comparison_row_option        (BkComparisonRow  row);

G_END_DECLS
