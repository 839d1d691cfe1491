/* bk-result-box.h: the result view's column, which puts the answer beside its chart when wide
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BK_TYPE_RESULT_BOX (bk_result_box_get_type ())

G_DECLARE_FINAL_TYPE (BkResultBox, bk_result_box, BK, RESULT_BOX, GtkWidget)

GtkWidget *bk_result_box_new            (void);

int        bk_result_box_get_spacing    (BkResultBox *self);
void       bk_result_box_set_spacing    (BkResultBox *self,
                                         int          spacing);
GtkWidget *bk_result_box_get_side       (BkResultBox *self);
void       bk_result_box_set_side       (BkResultBox *self,
                                         GtkWidget   *side);
gboolean   bk_result_box_get_side_first (BkResultBox *self);
void       bk_result_box_set_side_first (BkResultBox *self,
                                         gboolean     side_first);
gboolean   bk_result_box_get_columns    (BkResultBox *self);

G_END_DECLS
