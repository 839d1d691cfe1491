/* bk-test-server.h: an HTTP server on the loopback address, on a thread of its own, for the
 * tests of the app's connections
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A SoupServer on 127.0.0.1 and a free port, run in its own thread and main context, so that the
 * app's blocking client can talk to it from the test's thread. Handlers run on the server's
 * thread. bk_test_server_add_raw() answers a path with bytes written straight to the socket (an
 * answer cut off in its middle), which a SoupServer would not send.
 */

#pragma once

#include <libsoup/soup.h>

G_BEGIN_DECLS

typedef struct _BkTestServer BkTestServer;

/* @tls_pem: a PEM file with a certificate and its key for https, or %NULL for http. */
BkTestServer *bk_test_server_new        (const char         *tls_pem);
void          bk_test_server_free       (BkTestServer       *self);
void          bk_test_server_add        (BkTestServer       *self,
                                         const char         *path,
                                         SoupServerCallback  callback,
                                         gpointer            user_data);
/* "http://127.0.0.1:PORT" followed by @path. */
char         *bk_test_server_uri        (BkTestServer       *self,
                                         const char         *path) G_GNUC_WARN_UNUSED_RESULT;
guint         bk_test_server_get_port   (BkTestServer       *self);

/* A port on 127.0.0.1 that nothing listens on (bound, then closed). */
guint         bk_test_free_port         (void);

/* A plain TCP listener on 127.0.0.1 that writes @reply to every connection and closes it
 * (or, with %NULL, accepts and never answers): its port. Lives until bk_test_raw_free(). */
typedef struct _BkTestRaw BkTestRaw;
BkTestRaw    *bk_test_raw_new           (const char         *reply);
guint         bk_test_raw_get_port      (BkTestRaw          *self);
void          bk_test_raw_free          (BkTestRaw          *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkTestServer, bk_test_server_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkTestRaw, bk_test_raw_free)

G_END_DECLS
