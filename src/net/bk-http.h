/* bk-http.h: HTTP GET on libsoup 3 for the app's few connections to servers the user names
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib, GIO and libsoup only (no GTK). A request carries the address, headers, credentials, a
 * timeout and a size limit; a client sends it with the desktop's proxy settings (the default
 * GProxyResolver) and checked TLS, follows at most BK_HTTP_MAX_REDIRECTS redirects on the same
 * server, and hands back the body as a stream that counts its bytes and stops at the limit.
 * Every failure is a BK_HTTP_ERROR (or G_IO_ERROR_CANCELLED) with one line a user can act on.
 *
 * A BkHttpClient is blocking and belongs to the thread that made it: make one in a worker
 * thread (a GTask) for a series of requests. bk_http_get_async() does one request on a worker
 * thread of its own and reads the body there with the consumer given, so that a large answer
 * is streamed into whatever reads it.
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BK_HTTP_ERROR (bk_http_error_quark ())

typedef enum
{
  BK_HTTP_ERROR_ADDRESS,     /* not an http:// or https:// address */
  BK_HTTP_ERROR_NETWORK,     /* no network, the server unknown or not answering on its port */
  BK_HTTP_ERROR_PROXY,       /* the desktop's proxy failed or refused */
  BK_HTTP_ERROR_TIMEOUT,     /* no answer within the timeout */
  BK_HTTP_ERROR_TLS,         /* the certificate is not trusted, or TLS failed */
  BK_HTTP_ERROR_STATUS,      /* an HTTP status other than 2xx */
  BK_HTTP_ERROR_REDIRECT,    /* too many redirects, or one to another server or to plain http */
  BK_HTTP_ERROR_TOO_LARGE,   /* the body is larger than the request's limit */
  BK_HTTP_ERROR_FORM,        /* the body is not in the form expected (set by the consumers) */
} BkHttpError;

#define BK_HTTP_MAX_REDIRECTS 5
#define BK_HTTP_DEFAULT_TIMEOUT 30
#define BK_HTTP_DEFAULT_MAX_BYTES ((guint64) 256 * 1024 * 1024)

typedef struct _BkHttpRequest BkHttpRequest;

/* Called with the body's bytes read so far and its length (0 when the server did not say). */
typedef void (*BkHttpProgress) (guint64  bytes_read,
                                guint64  total,
                                gpointer user_data);

GQuark          bk_http_error_quark            (void);

/* A GET of @uri (http or https, with a host); %NULL and BK_HTTP_ERROR_ADDRESS otherwise. */
BkHttpRequest  *bk_http_request_new            (const char      *uri,
                                                GError         **error) G_GNUC_WARN_UNUSED_RESULT;
BkHttpRequest  *bk_http_request_ref            (BkHttpRequest   *self);
void            bk_http_request_unref          (BkHttpRequest   *self);
GUri           *bk_http_request_get_uri        (BkHttpRequest   *self);
void            bk_http_request_add_header     (BkHttpRequest   *self,
                                                const char      *name,
                                                const char      *value);
/* "Authorization: Bearer TOKEN" or Basic; sent to the request's own server only, never on a
 * redirect to another. */
void            bk_http_request_set_bearer_token (BkHttpRequest *self,
                                                const char      *token);
void            bk_http_request_set_basic_auth (BkHttpRequest   *self,
                                                const char      *user,
                                                const char      *password);
/* Seconds for connecting and for each read (default BK_HTTP_DEFAULT_TIMEOUT). */
void            bk_http_request_set_timeout    (BkHttpRequest   *self,
                                                guint            seconds);
guint           bk_http_request_get_timeout    (BkHttpRequest   *self);
/* The most bytes of body read before BK_HTTP_ERROR_TOO_LARGE (default
 * BK_HTTP_DEFAULT_MAX_BYTES). */
void            bk_http_request_set_max_bytes  (BkHttpRequest   *self,
                                                guint64          max_bytes);
/* Called in the thread that reads the body (for bk_http_get_async(): in the caller's main
 * context, at most every 100 ms and once at the end). */
void            bk_http_request_set_progress   (BkHttpRequest   *self,
                                                BkHttpProgress   progress,
                                                gpointer         user_data,
                                                GDestroyNotify   destroy);
/* After a send: the HTTP status (0 before an answer), and for a status other than 2xx the
 * first 16 KiB of its body, which some servers explain the failure in (or %NULL). */
guint           bk_http_request_get_status     (BkHttpRequest   *self);
/* After a send that failed with a status: the seconds its Retry-After header asks to wait (given
 * in seconds or as a date), or -1 when it has none. */
gint64          bk_http_request_get_retry_after (BkHttpRequest *self);
/* After a send: the answer's media type without its parameters ("application/json"), or %NULL
 * when the server named none. */
const char     *bk_http_request_get_content_type (BkHttpRequest *self);
GBytes         *bk_http_request_get_error_body (BkHttpRequest   *self);
/* The server's host, and its port when not the scheme's own: "prometheus.example.org:9090". */
char           *bk_http_request_dup_server     (BkHttpRequest   *self) G_GNUC_WARN_UNUSED_RESULT;

#define BK_TYPE_HTTP_CLIENT (bk_http_client_get_type ())
G_DECLARE_FINAL_TYPE (BkHttpClient, bk_http_client, BK, HTTP_CLIENT, GObject)

BkHttpClient   *bk_http_client_new             (void) G_GNUC_WARN_UNUSED_RESULT;
/* Sends @request and waits for the answer's head: the body to read, or %NULL and an error (a
 * status other than 2xx is BK_HTTP_ERROR_STATUS). Blocking: call it in a worker thread. */
GInputStream   *bk_http_client_send            (BkHttpClient    *self,
                                                BkHttpRequest   *request,
                                                GCancellable    *cancellable,
                                                GError         **error) G_GNUC_WARN_UNUSED_RESULT;
/* The whole body (within the request's size limit). */
GBytes         *bk_http_client_get_bytes       (BkHttpClient    *self,
                                                BkHttpRequest   *request,
                                                GCancellable    *cancellable,
                                                GError         **error) G_GNUC_WARN_UNUSED_RESULT;

/* Reads a body on the worker thread: %TRUE when it took what it needed. */
typedef gboolean (*BkHttpConsumer) (GInputStream  *body,
                                    gpointer       user_data,
                                    GCancellable  *cancellable,
                                    GError       **error);

/* One GET on a worker thread of its own, its body handed to @consumer there. */
void            bk_http_get_async              (BkHttpRequest       *request,
                                                BkHttpConsumer       consumer,
                                                gpointer             consumer_data,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
gboolean        bk_http_get_finish             (GAsyncResult        *result,
                                                GError             **error);
/* The same, the whole body in memory (within the request's size limit). */
void            bk_http_get_bytes_async        (BkHttpRequest       *request,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
GBytes         *bk_http_get_bytes_finish       (GAsyncResult        *result,
                                                GError             **error) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkHttpRequest, bk_http_request_unref)

G_END_DECLS
