/* bk-http-private.h: what the request, the client and the body stream share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <libsoup/soup.h>

#include "bk-http.h"

G_BEGIN_DECLS

#define BK_HTTP_ERROR_BODY_MAX (16 * 1024)

struct _BkHttpRequest
{
  gatomicrefcount ref_count;
  GUri           *uri;
  GPtrArray      *headers;          /* name, value, name, value… */
  char           *authorization;
  guint           timeout;
  guint64         max_bytes;

  BkHttpProgress  progress;
  gpointer        progress_data;
  GDestroyNotify  progress_destroy;
  /* bk_http_get_async(): the body's progress goes through these to the caller's context */
  gboolean        progress_elsewhere;
  gsize           bytes_read;       /* atomic */
  gsize           total;            /* atomic */

  guint           status;
  gint64          retry_after;      /* seconds, -1 when the server did not say */
  char           *content_type;
  GBytes         *error_body;
};

/* The body as a stream that counts, reports progress, stops at the limit and turns the
 * transport's errors into BK_HTTP_ERROR's sentences. */
GInputStream *bk_http_body_new          (GInputStream  *base,
                                         BkHttpRequest *request,
                                         guint64        total) G_GNUC_WARN_UNUSED_RESULT;

/* A transport error (connecting, TLS, reading) as one line naming the server. */
void          bk_http_set_transport_error (GError       **error,
                                           BkHttpRequest *request,
                                           SoupMessage   *message,
                                           const GError  *cause);
void          bk_http_set_too_large      (GError        **error,
                                          BkHttpRequest  *request);

G_END_DECLS
