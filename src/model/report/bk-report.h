/* bk-report.h: the command-line report, which runs without a display
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-generations.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* The exit status for a missing, unreadable or invalid file and for bad arguments. */
#define BK_REPORT_EXIT_FAILURE 2

typedef enum
{
  BK_REPORT_FORMAT_TEXT,
  BK_REPORT_FORMAT_JSON,
  BK_REPORT_FORMAT_CSV,
  BK_REPORT_FORMAT_PDF,
} BkReportFormat;

/* Writes the PDF of one profile (one element) or of a comparison (two to four) to @output,
 * whole or not at all. @paper is "a4", "letter" or %NULL for the locale's; with @generations
 * (one profile only) the paper gets the generations table of @catalogue's GPUs. The drawing
 * needs Pango and cairo, which the model does not link: the program hands the writer in. */
typedef gboolean (*BkReportPdfWriter) (GPtrArray       *profiles,
                                       const char      *paper,
                                       BkGenerations   *generations,
                                       GFile           *output,
                                       GError         **error);

/* The report of one profile as a string: text (translated, in the locale's format), or JSON
 * and CSV (numbers in the C locale, at full precision). */
char    *bk_report_render    (BkProfile      *profile,
                              BkAnalysis     *analysis,
                              BkReportFormat  format) G_GNUC_WARN_UNUSED_RESULT;

char    *bk_report_render_generations (BkProfile       *profile,
                                       BkCatalogue     *catalogue,
                                       BkExchangeRates *rates,
                                       BkReportFormat   format) G_GNUC_WARN_UNUSED_RESULT;
/* The generations table's head sentence and, when nothing is compared, why. */
char       *bk_report_dup_generations_head       (BkProfile           *profile,
                                                  BkGenerations       *generations) G_GNUC_WARN_UNUSED_RESULT;
const char *bk_report_generations_status_message (BkGenerationsStatus  status);

void        bk_report_set_pdf_writer   (BkReportPdfWriter writer);

/* Whether the command line asks for a report (--report FILE, --report=FILE or --compare before
 * any "--"). */
gboolean bk_report_requested (int             argc,
                              char          **argv);

/* The command line's options without a place to store them, for the application's --help: the
 * app lists them, and the report reads them (bk_report_main()). Terminated by an empty entry. */
const GOptionEntry *bk_report_option_entries (void);

/* Prints the report of one profile as text, JSON or CSV, or writes it (or a comparison) to
 * --output, also as PDF, and returns the exit status. It never initialises GTK. */
int      bk_report_main      (int             argc,
                              char          **argv);

G_END_DECLS
