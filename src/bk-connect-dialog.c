/* bk-connect-dialog.c: asks before the app's first connection to a server the user named
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app reaches the network only when the user asks it to, and only servers the user names;
 * before the first connection to a server it says which server and what for, and remembers the
 * answer (src/net/bk-consent.c). Preferences can forget every server.
 */

#define G_LOG_DOMAIN "bk-connect-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-connect-dialog.h"
#include "bk-consent.h"

typedef struct
{
  GSettings *settings;
  GUri      *uri;
} AskData;

static void
ask_data_free (gpointer pointer)
{
  AskData *data = pointer;

  g_object_unref (data->settings);
  g_uri_unref (data->uri);
  g_free (data);
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  AskData *data = g_task_get_task_data (task);
  const char *response = adw_alert_dialog_choose_finish (ADW_ALERT_DIALOG (source), result);

  if (g_strcmp0 (response, "connect") == 0)
    {
      bk_consent_give (data->settings, data->uri);
      g_task_return_boolean (task, TRUE);
    }
  else
    g_task_return_boolean (task, FALSE);
}

void
bk_connect_dialog_ask_async (GtkWidget           *parent,
                             GSettings           *settings,
                             GUri                *uri,
                             const char          *purpose,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *origin = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwDialog *dialog;
  AskData *data;

  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (uri != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, bk_connect_dialog_ask_async);

  if (bk_consent_is_given (settings, uri))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }

  data = g_new0 (AskData, 1);
  data->settings = g_object_ref (settings);
  data->uri = g_uri_ref (uri);
  g_task_set_task_data (task, data, ask_data_free);

  origin = bk_consent_origin (uri);
  heading = g_strdup (_("Connect to This Server?"));
  /* Translators: the server's address ("https://prometheus.example.org:9090") on a line of
   * its own, then a sentence that says what the app does there. */
  body = g_strdup_printf (_("%s\n\n%s Breakeven connects to this server only when you ask it "
                            "to, and sends it nothing from your profiles. It will not ask again "
                            "for this server."), origin, purpose);

  dialog = adw_alert_dialog_new (heading, body);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "connect", _("C_onnect"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "connect",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "connect");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), parent, cancellable, chosen_cb,
                           g_steal_pointer (&task));
}

gboolean
bk_connect_dialog_ask_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
