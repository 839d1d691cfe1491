/* bk-report.h: the command-line report, which runs without a display
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-analysis.h"
#include "bk-profile.h"

G_BEGIN_DECLS

/* The exit status for a missing, unreadable or invalid file and for bad arguments. */
#define BK_REPORT_EXIT_FAILURE 2

typedef enum
{
  BK_REPORT_FORMAT_TEXT,
  BK_REPORT_FORMAT_JSON,
  BK_REPORT_FORMAT_CSV,
} BkReportFormat;

/* The report of one profile as a string: text (translated, in the locale's format), or JSON
 * and CSV (numbers in the C locale, at full precision). */
char    *bk_report_render    (BkProfile      *profile,
                              BkAnalysis     *analysis,
                              BkReportFormat  format) G_GNUC_WARN_UNUSED_RESULT;

char    *bk_report_describe_verdict_mix (BkAnalysis *analysis) G_GNUC_WARN_UNUSED_RESULT;

/* Whether the command line asks for a report (--report FILE or --report=FILE before any "--"). */
gboolean bk_report_requested (int             argc,
                              char          **argv);

/* Prints the report of one profile as text, JSON or CSV and returns the exit status. It never
 * initialises GTK. */
int      bk_report_main      (int             argc,
                              char          **argv);

G_END_DECLS
