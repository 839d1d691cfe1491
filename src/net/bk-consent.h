/* bk-consent.h: the servers the user has allowed the app to connect to
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app connects only to servers the user names, and asks before the first connection to
 * each (src/bk-connect-dialog.c); the answer is kept in GSettings ("allowed-servers": origins
 * such as "https://prometheus.example.org:9090"), so it asks once a server. GLib and GIO only.
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* "https://prometheus.example.org:9090": the scheme, host and port (when not the scheme's). */
char     *bk_consent_origin      (GUri      *uri) G_GNUC_WARN_UNUSED_RESULT;
gboolean  bk_consent_is_given    (GSettings *settings,
                                  GUri      *uri);
void      bk_consent_give        (GSettings *settings,
                                  GUri      *uri);
/* Forgets every server: the next connection to any asks again. */
void      bk_consent_forget_all  (GSettings *settings);

G_END_DECLS
