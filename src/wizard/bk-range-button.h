/* bk-range-button.h: a "±" button beside an input that edits the input's low–high range
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-engine-enums.h"
#include "bk-number-row.h"
#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_RANGE_BUTTON (bk_range_button_get_type ())

G_DECLARE_FINAL_TYPE (BkRangeButton, bk_range_button, BK, RANGE_BUTTON, GtkWidget)

GtkWidget   *bk_range_button_new          (BkInput        input,
                                           BkNumberRow   *value_row);

BkProfile   *bk_range_button_get_profile  (BkRangeButton *self);
void         bk_range_button_set_profile  (BkRangeButton *self,
                                           BkProfile     *profile);
BkInput      bk_range_button_get_input    (BkRangeButton *self);
BkNumberRow *bk_range_button_get_low_row  (BkRangeButton *self);
BkNumberRow *bk_range_button_get_high_row (BkRangeButton *self);
void         bk_range_button_popup        (BkRangeButton *self);

G_END_DECLS
