/* bk-tax-group.h: the form for tax on profit and how a purchase is written off
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_TAX_GROUP (bk_tax_group_get_type ())

G_DECLARE_FINAL_TYPE (BkTaxGroup, bk_tax_group, BK, TAX_GROUP, GtkWidget)

GtkWidget *bk_tax_group_new         (void);
BkProfile *bk_tax_group_get_profile (BkTaxGroup *self);
void       bk_tax_group_set_profile (BkTaxGroup *self,
                                     BkProfile  *profile);

G_END_DECLS
