/* bk-paper-print.h: printing the decision paper and saving it as PDF from the window
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-paper.h"

G_BEGIN_DECLS

GtkPrintOperation *bk_paper_print_operation_new (BkPaper          *paper) G_GNUC_WARN_UNUSED_RESULT;
void               bk_paper_print               (BkPaper          *paper,
                                                 GtkWindow        *parent);
void               bk_paper_export_choose       (BkPaper          *paper,
                                                 GtkWidget        *parent,
                                                 AdwToastOverlay  *toasts,
                                                 const char       *initial_name,
                                                 GCancellable     *cancellable);

G_END_DECLS
