/* bk-connect-dialog.h: asks before the app's first connection to a server the user named
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Finishes with %TRUE at once when @uri's server was allowed before (bk_consent_is_given());
 * otherwise asks, and keeps a "Connect" in @settings. @purpose says what the app does there,
 * in a sentence: "It reads your GPUs' usage from the server's query API." */
void     bk_connect_dialog_ask_async  (GtkWidget           *parent,
                                       GSettings           *settings,
                                       GUri                *uri,
                                       const char          *purpose,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data);
gboolean bk_connect_dialog_ask_finish (GAsyncResult        *result,
                                       GError             **error);

G_END_DECLS
