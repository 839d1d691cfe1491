/* bk-paper-print.c: printing the decision paper and saving it as PDF from the window
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Printing goes through GtkPrintOperation (the print portal inside a sandbox), whose pages are
 * drawn by bk_paper_draw_page() as the PDF's are; the PDF goes through the file chooser.
 */

#define G_LOG_DOMAIN "bk-paper"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-file-dialogs.h"
#include "bk-paper-print.h"
#include "bk-paper.h"

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page_nr,
              BkPaper           *paper)
{
  bk_paper_draw_page (paper, gtk_print_context_get_cairo_context (context),
                      gtk_print_context_get_width (context),
                      gtk_print_context_get_height (context), (guint) page_nr);
}

/**
 * bk_paper_print_operation_new:
 *
 * A print operation for the paper on the whole sheet, in points (the paper keeps its own
 * margins), on the locale's paper size until the user picks another.
 *
 * Returns: (transfer full): the operation, ready to run
 */
GtkPrintOperation *
bk_paper_print_operation_new (BkPaper *paper)
{
  GtkPrintOperation *operation;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) size = NULL;

  g_return_val_if_fail (BK_IS_PAPER (paper), NULL);

  size = gtk_paper_size_new (bk_paper_size_get_default () == BK_PAPER_SIZE_LETTER
                             ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);
  gtk_page_setup_set_paper_size (setup, size);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_n_pages (operation, (int) bk_paper_get_n_pages (paper));
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_job_name (operation, bk_paper_get_title (paper));
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "draw-page", G_CALLBACK (draw_page_cb), paper, 0);

  /* The operation holds the paper until it is done with it. */
  g_object_set_data_full (G_OBJECT (operation), "bk-paper", g_object_ref (paper), g_object_unref);

  return operation;
}

/* The end of a print job that outlived gtk_print_operation_run(): its errors, and the last
 * reference to the operation. */
static void
print_done_cb (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               GtkWindow               *parent)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      bk_file_show_error (GTK_WIDGET (parent), _("Could Not Print"), NULL,
                          error != NULL ? error->message : "");
    }

  g_object_unref (operation);
}

/**
 * bk_paper_print:
 * @parent: the window the print dialog belongs to
 *
 * Shows the print dialog and prints the paper; errors are shown over @parent.
 */
void
bk_paper_print (BkPaper   *paper,
                GtkWindow *parent)
{
  GtkPrintOperation *operation;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  g_return_if_fail (BK_IS_PAPER (paper));
  g_return_if_fail (GTK_IS_WINDOW (parent));

  operation = bk_paper_print_operation_new (paper);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent,
                                    &error);

  if (result == GTK_PRINT_OPERATION_RESULT_IN_PROGRESS)
    {
      g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), parent, 0);
      return;
    }

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    bk_file_show_error (GTK_WIDGET (parent), _("Could Not Print"), NULL,
                        error != NULL ? error->message : "");
  g_object_unref (operation);
}

typedef struct
{
  BkPaper         *paper;
  GtkWidget       *parent;
  AdwToastOverlay *toasts;
} Export;

static void
export_free (Export *export)
{
  g_clear_object (&export->paper);
  g_clear_object (&export->parent);
  g_clear_object (&export->toasts);
  g_free (export);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Export, export_free)

static void
export_response_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(Export) export = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  if (file == NULL)
    {
      if (bk_file_dialog_failed (error))
        bk_file_show_error (export->parent, _("Could Not Export"), NULL, error->message);
      return;
    }

  if (!bk_paper_save_pdf (export->paper, file, bk_paper_size_get_default (), &error))
    {
      bk_file_show_error (export->parent, _("Could Not Export"), file, error->message);
      return;
    }

  bk_file_toast_exported (export->toasts, file);
}

/**
 * bk_paper_export_choose:
 * @parent: the widget that exports: alerts go over it, the dialog over its window
 * @toasts: where to say that the file is saved
 * @initial_name: the suggested file name, with its suffix
 *
 * Asks where to save the paper as PDF, on the locale's paper size, and saves it there.
 */
void
bk_paper_export_choose (BkPaper         *paper,
                        GtkWidget       *parent,
                        AdwToastOverlay *toasts,
                        const char      *initial_name,
                        GCancellable    *cancellable)
{
  g_autoptr(GtkFileDialog) dialog = NULL;
  Export *export;

  g_return_if_fail (BK_IS_PAPER (paper));
  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (toasts));

  export = g_new0 (Export, 1);
  export->paper = g_object_ref (paper);
  export->parent = g_object_ref (parent);
  export->toasts = g_object_ref (toasts);

  dialog = bk_file_dialog_new (_("Export as PDF"), _("PDF Documents"), "application/pdf", "pdf");
  gtk_file_dialog_set_initial_name (dialog, initial_name);
  gtk_file_dialog_save (dialog, GTK_WINDOW (gtk_widget_get_root (parent)), cancellable,
                        export_response_cb, export);
}
