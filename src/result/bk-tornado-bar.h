/* bk-tornado-bar.h: one bar of the sensitivity chart, or a legend swatch of its two colours
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BK_TYPE_TORNADO_BAR (bk_tornado_bar_get_type ())

G_DECLARE_FINAL_TYPE (BkTornadoBar, bk_tornado_bar, BK, TORNADO_BAR, GtkWidget)

GtkWidget *bk_tornado_bar_new        (double        axis_min,
                                      double        axis_max,
                                      double        base,
                                      double        at_low,
                                      double        at_high);

int        bk_tornado_bar_get_swatch (BkTornadoBar *self);
void       bk_tornado_bar_set_swatch (BkTornadoBar *self,
                                      int           swatch);

G_END_DECLS
