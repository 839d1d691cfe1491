/* bk-paper.h: the decision paper: a profile or a comparison on printed pages and in PDF
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

typedef enum
{
  BK_PAPER_SIZE_A4,
  BK_PAPER_SIZE_LETTER,
} BkPaperSize;

#define BK_TYPE_PAPER (bk_paper_get_type ())

G_DECLARE_FINAL_TYPE (BkPaper, bk_paper, BK, PAPER, GObject)

BkPaper    *bk_paper_new_for_profile    (BkProfile     *profile,
                                         BkAnalysis    *analysis,
                                         BkUncertainty *uncertainty,
                                         BkCatalogue   *catalogue,
                                         GDateTime     *now) G_GNUC_WARN_UNUSED_RESULT;
BkPaper    *bk_paper_new_for_results    (BkProfileResults *results,
                                         gboolean       before_tax,
                                         BkCatalogue   *catalogue,
                                         GDateTime     *now) G_GNUC_WARN_UNUSED_RESULT;
BkPaper    *bk_paper_new_for_comparison (BkComparison  *comparison,
                                         GDateTime     *now) G_GNUC_WARN_UNUSED_RESULT;

void        bk_paper_add_generations    (BkPaper       *self,
                                         BkProfile     *profile,
                                         BkGenerations *generations);

const char *bk_paper_get_title          (BkPaper       *self);
guint       bk_paper_get_n_pages        (BkPaper       *self);
void        bk_paper_draw_page          (BkPaper       *self,
                                         cairo_t       *cr,
                                         double         width,
                                         double         height,
                                         guint          page);
GBytes     *bk_paper_to_pdf             (BkPaper       *self,
                                         BkPaperSize    size,
                                         GError       **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean    bk_paper_save_pdf           (BkPaper       *self,
                                         GFile         *file,
                                         BkPaperSize    size,
                                         GError       **error);

BkPaperSize bk_paper_size_get_default   (void);
void        bk_paper_size_get_points    (BkPaperSize    size,
                                         double        *width,
                                         double        *height);

gboolean    bk_paper_write_report       (GPtrArray     *profiles,
                                         const char    *paper,
                                         BkGenerations *generations,
                                         GFile         *output,
                                         GError       **error);

G_END_DECLS
