/* bk-number-row.h: a row with a number field that reads and writes numbers the locale's way
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BK_TYPE_NUMBER_ROW (bk_number_row_get_type ())

G_DECLARE_FINAL_TYPE (BkNumberRow, bk_number_row, BK, NUMBER_ROW, AdwActionRow)

GtkWidget     *bk_number_row_new             (GtkAdjustment *adjustment,
                                              double         climb_rate,
                                              guint          digits);
GtkWidget     *bk_number_row_new_with_range  (double         minimum,
                                              double         maximum,
                                              double         step);

GtkAdjustment *bk_number_row_get_adjustment  (BkNumberRow   *self);
void           bk_number_row_set_adjustment  (BkNumberRow   *self,
                                              GtkAdjustment *adjustment);
double         bk_number_row_get_climb_rate  (BkNumberRow   *self);
void           bk_number_row_set_climb_rate  (BkNumberRow   *self,
                                              double         climb_rate);
guint          bk_number_row_get_digits      (BkNumberRow   *self);
void           bk_number_row_set_digits      (BkNumberRow   *self,
                                              guint          digits);
double         bk_number_row_get_value       (BkNumberRow   *self);
void           bk_number_row_set_value       (BkNumberRow   *self,
                                              double         value);
void           bk_number_row_set_range       (BkNumberRow   *self,
                                              double         minimum,
                                              double         maximum);
void           bk_number_row_update          (BkNumberRow   *self);
GtkSpinButton *bk_number_row_get_spin_button (BkNumberRow   *self);

G_END_DECLS
