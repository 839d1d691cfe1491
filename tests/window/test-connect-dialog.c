/* test-connect-dialog.c: the question before the first connection to a server
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bk-connect-dialog.h"
#include "bk-consent.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"

static void
result_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static gboolean
has_dialog (gpointer data)
{
  return adw_window_get_visible_dialog (ADW_WINDOW (data)) != NULL;
}

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  GtkWidget *button = bk_test_find_widget (root, GTK_TYPE_BUTTON, "label", label);

  g_assert_nonnull (button);

  return button;
}

static void
test_ask (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GUri) uri = g_uri_parse ("https://prom.example.org:9090/api/v1/query_range",
                                     G_URI_FLAGS_NONE, NULL);
  GtkWindow *window = bk_test_show_in_window (gtk_label_new ("parent"), 600, 400, FALSE);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  AdwDialog *dialog;

  bk_consent_forget_all (settings);

  /* Cancel: not allowed, and not kept. */
  bk_connect_dialog_ask_async (GTK_WIDGET (window), settings, uri,
                               "It reads your GPUs’ usage.", NULL, result_cb, &result);
  bk_test_wait_for (has_dialog, window);
  dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), ==,
                   "Connect to This Server?");
  g_assert_true (g_str_has_prefix (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog)),
                                   "https://prom.example.org:9090\n\nIt reads your GPUs’ usage. "
                                   "Breakeven connects to this server only when you ask it to"));
  g_signal_emit_by_name (find_button (GTK_WIDGET (dialog), "_Cancel"), "clicked");
  bk_test_wait_for (bk_test_pointer_is_set, &result);
  g_assert_false (bk_connect_dialog_ask_finish (result, &error));
  g_assert_no_error (error);
  g_assert_false (bk_consent_is_given (settings, uri));
  g_clear_object (&result);

  /* Connect: allowed and kept, so the next time it does not ask. */
  bk_connect_dialog_ask_async (GTK_WIDGET (window), settings, uri,
                               "It reads your GPUs’ usage.", NULL, result_cb, &result);
  bk_test_wait_for (has_dialog, window);
  dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  g_signal_emit_by_name (find_button (GTK_WIDGET (dialog), "C_onnect"), "clicked");
  bk_test_wait_for (bk_test_pointer_is_set, &result);
  g_assert_true (bk_connect_dialog_ask_finish (result, &error));
  g_assert_true (bk_consent_is_given (settings, uri));
  g_clear_object (&result);

  bk_connect_dialog_ask_async (GTK_WIDGET (window), settings, uri,
                               "It reads your GPUs’ usage.", NULL, result_cb, &result);
  bk_test_wait_for (bk_test_pointer_is_set, &result);
  g_assert_null (adw_window_get_visible_dialog (ADW_WINDOW (window)));
  g_assert_true (bk_connect_dialog_ask_finish (result, &error));

  bk_consent_forget_all (settings);
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/connect-dialog/ask", test_ask);

  return g_test_run ();
}
