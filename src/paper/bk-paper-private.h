/* bk-paper-private.h: what the pages of bk-paper.c are made of
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-paper.h"
#include "bk-types.h"

G_BEGIN_DECLS

typedef enum
{
  BK_PAPER_STYLE_TITLE,
  BK_PAPER_STYLE_SUBTITLE,
  BK_PAPER_STYLE_HEADING,
  BK_PAPER_STYLE_VERDICT,
  BK_PAPER_STYLE_BODY,
  BK_PAPER_STYLE_BULLET,
  BK_PAPER_STYLE_NOTE,
} BkPaperStyle;

/* A text, a table or a chart on a page (bk-paper.c lays them out). */
typedef struct _BkPaperBlock BkPaperBlock;

const char   *bk_paper_get_date        (BkPaper       *self);
GDateTime    *bk_paper_get_now         (BkPaper       *self);
BkCatalogue  *bk_paper_get_catalogue   (BkPaper       *self);

/* A new page at the end, a GPtrArray of blocks owned by the paper. */
GPtrArray    *bk_paper_add_page        (BkPaper       *self);
void          bk_paper_add_text        (GPtrArray     *page,
                                        BkPaperStyle   style,
                                        const char    *text);
/* A table of @n_columns whose first row is the header; @weights give each column's share of
 * the width. Cells are added row by row. */
BkPaperBlock *bk_paper_add_table       (GPtrArray     *page,
                                        double         font_size,
                                        guint          n_columns,
                                        const double  *weights);
void          bk_paper_table_add       (BkPaperBlock  *table,
                                        const char    *text,
                                        gboolean       bold);
void          bk_paper_table_take      (BkPaperBlock  *table,
                                        char          *text,
                                        gboolean       bold);
void          bk_paper_add_chart       (GPtrArray     *page,
                                        GPtrArray     *series,
                                        int            break_even_month,
                                        double         break_even_value,
                                        const char    *currency,
                                        double         height);

/* bk-paper-content.c */
void          bk_paper_fill_profile    (BkPaper       *self,
                                        BkProfile     *profile,
                                        BkAnalysis    *analysis,
                                        BkUncertainty *uncertainty);
void          bk_paper_fill_comparison (BkPaper       *self,
                                        BkComparison  *comparison);

/* One row of the inputs table: every string in the locale's format, "—" for none. */
typedef struct
{
  char *title;
  char *value;
  char *range;
  char *unit;
  char *source;
} BkPaperInput;

void       bk_paper_input_free (BkPaperInput *input);

/* Every input of the profile with its value, range, unit and source, in the order of the
 * checklist's steps; @notes receives the full text of each catalogue source the rows cite by
 * number, with its as-of date. */
GPtrArray *bk_paper_dup_inputs (BkProfile    *profile,
                                BkCatalogue  *catalogue,
                                GPtrArray    *notes) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkPaperInput, bk_paper_input_free)

G_END_DECLS
