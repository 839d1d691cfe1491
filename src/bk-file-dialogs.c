/* bk-file-dialogs.c: the file dialogs and the alert for a file that could not be read or written
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-file-dialogs"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-file-dialogs.h"

static GListModel *
make_filters (const char *name,
              const char *mime_type,
              const char *suffix)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_suffix (filter, suffix);
  g_list_store_append (filters, filter);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, all);

  return G_LIST_MODEL (filters);
}

/**
 * bk_file_dialog_new:
 * @filter_name: the name of the filter for @mime_type and @suffix, the default one
 *
 * Returns: (transfer full): a modal file dialog with that filter and "All Files"
 */
GtkFileDialog *
bk_file_dialog_new (const char *title,
                    const char *filter_name,
                    const char *mime_type,
                    const char *suffix)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GListModel) filters = make_filters (filter_name, mime_type, suffix);
  g_autoptr(GtkFileFilter) first = g_list_model_get_item (filters, 0);

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_filters (dialog, filters);
  gtk_file_dialog_set_default_filter (dialog, first);

  return dialog;
}

/**
 * bk_file_dialog_failed:
 * @error: (nullable): what a file dialog's finish function set
 *
 * Returns: whether @error is worth an alert: a dismissed or cancelled dialog is not
 */
gboolean
bk_file_dialog_failed (GError *error)
{
  return error != NULL
         && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)
         && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* Returns: (transfer full): @file's base name, readable as UTF-8 */
char *
bk_file_dup_display_name (GFile *file)
{
  g_autofree char *basename = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  basename = g_file_get_basename (file);

  return g_filename_display_name (basename != NULL ? basename : "");
}

/* Says in a toast that @file is written. File names come from users: the toast shows them as
 * they are, not as markup. */
void
bk_file_toast_exported (AdwToastOverlay *toasts,
                        GFile           *file)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (toasts));
  g_return_if_fail (G_IS_FILE (file));

  name = bk_file_dup_display_name (file);
  /* Translators: %s is a file name. */
  title = g_strdup_printf (_("Exported “%s”"), name);
  toast = adw_toast_new (title);
  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_overlay_add_toast (toasts, toast);
}

/**
 * bk_file_show_error:
 * @file: (nullable): the file the error is about
 *
 * Shows an alert over @parent. The file's name goes into the body: the heading does not wrap
 * inside long names.
 */
void
bk_file_show_error (GtkWidget  *parent,
                    const char *heading,
                    GFile      *file,
                    const char *message)
{
  g_autofree char *body = NULL;
  AdwDialog *dialog;

  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file != NULL)
    {
      g_autofree char *name = bk_file_dup_display_name (file);

      /* Translators: a file name and why it could not be opened or saved. */
      body = g_strdup_printf (_("%s: %s"), name, message);
    }

  dialog = adw_alert_dialog_new (heading, body != NULL ? body : message);

  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "close");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "close");
  adw_dialog_present (dialog, parent);
}
