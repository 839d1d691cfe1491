/* bk-csv.h: CSV text for spreadsheets and scripts
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BkCsv BkCsv;

BkCsv *bk_csv_new            (void);
void   bk_csv_free           (BkCsv      *self);
char  *bk_csv_free_to_string (BkCsv      *self) G_GNUC_WARN_UNUSED_RESULT;

void   bk_csv_add_text       (BkCsv      *self,
                              const char *text);
void   bk_csv_add_uint       (BkCsv      *self,
                              guint       value);
void   bk_csv_add_double     (BkCsv      *self,
                              double      value);
void   bk_csv_add_amount     (BkCsv      *self,
                              double      value);
void   bk_csv_end_row        (BkCsv      *self);

char  *bk_csv_format_number  (double      value) G_GNUC_WARN_UNUSED_RESULT;
char  *bk_csv_format_amount  (double      value) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkCsv, bk_csv_free)

G_END_DECLS
