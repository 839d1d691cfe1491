/* bk-tornado.h: the sensitivity (tornado) chart: which inputs move the answer most
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_TORNADO (bk_tornado_get_type ())

G_DECLARE_FINAL_TYPE (BkTornado, bk_tornado, BK, TORNADO, GtkWidget)

GtkWidget     *bk_tornado_new             (void);

BkUncertainty *bk_tornado_get_uncertainty (BkTornado     *self);
void           bk_tornado_set_uncertainty (BkTornado     *self,
                                           BkUncertainty *uncertainty,
                                           const char    *currency);
guint          bk_tornado_get_n_rows      (BkTornado     *self);
GtkWidget     *bk_tornado_get_row         (BkTornado     *self,
                                           guint          index);

G_END_DECLS
