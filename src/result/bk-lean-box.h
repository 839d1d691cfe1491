/* bk-lean-box.h: which way one checklist answer points, shown live
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_LEAN_BOX (bk_lean_box_get_type ())

G_DECLARE_FINAL_TYPE (BkLeanBox, bk_lean_box, BK, LEAN_BOX, GtkWidget)

GtkWidget       *bk_lean_box_new        (void);

BkProfile       *bk_lean_box_get_profile (BkLeanBox       *self);
void             bk_lean_box_set_profile (BkLeanBox       *self,
                                          BkProfile       *profile);
BkChecklistItem  bk_lean_box_get_item    (BkLeanBox       *self);
void             bk_lean_box_set_item    (BkLeanBox       *self,
                                          BkChecklistItem  item);
BkLean           bk_lean_box_get_lean    (BkLeanBox       *self);
const char      *bk_lean_box_get_heading (BkLeanBox       *self);
const char      *bk_lean_box_get_reason  (BkLeanBox       *self);

G_END_DECLS
