/* bk-http-body.c: an answer's body as a stream that counts its bytes and stops at the limit
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GFilterInputStream over libsoup's body: each read adds to the request's count (read by
 * bk_http_get_async()'s progress in the caller's context) or calls its progress at once, fails
 * with BK_HTTP_ERROR_TOO_LARGE past the request's limit, and turns a broken connection or a
 * read that timed out into the same sentences as the connection's own errors.
 */

#define G_LOG_DOMAIN "bk-net"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-http-private.h"

#define BK_TYPE_HTTP_BODY (bk_http_body_get_type ())
G_DECLARE_FINAL_TYPE (BkHttpBody, bk_http_body, BK, HTTP_BODY, GFilterInputStream)

struct _BkHttpBody
{
  GFilterInputStream parent_instance;

  BkHttpRequest     *request;
  guint64            bytes;
  guint64            total;
  gboolean           failed;
};

G_DEFINE_FINAL_TYPE (BkHttpBody, bk_http_body, G_TYPE_FILTER_INPUT_STREAM)

static gssize
bk_http_body_read (GInputStream  *stream,
                   void          *buffer,
                   gsize          count,
                   GCancellable  *cancellable,
                   GError       **error)
{
  BkHttpBody *self = BK_HTTP_BODY (stream);
  GInputStream *base = g_filter_input_stream_get_base_stream (G_FILTER_INPUT_STREAM (stream));
  g_autoptr(GError) local_error = NULL;
  gssize n;

  if (self->failed)
    {
      bk_http_set_too_large (error, self->request);
      return -1;
    }

  /* One byte more than the limit allows is enough to know the body is too large. */
  if (self->bytes + count > self->request->max_bytes + 1)
    count = self->request->max_bytes + 1 - self->bytes;

  n = g_input_stream_read (base, buffer, count, cancellable, &local_error);
  if (n < 0)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
          || local_error->domain == BK_HTTP_ERROR)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        bk_http_set_transport_error (error, self->request, NULL, local_error);
      return -1;
    }

  self->bytes += n;
  if (self->bytes > self->request->max_bytes)
    {
      self->failed = TRUE;
      bk_http_set_too_large (error, self->request);
      return -1;
    }

  if (n > 0)
    {
      g_atomic_pointer_set (&self->request->bytes_read, (gsize) self->bytes);
      if (!self->request->progress_elsewhere && self->request->progress != NULL)
        self->request->progress (self->bytes, self->total, self->request->progress_data);
    }

  return n;
}

static void
bk_http_body_finalize (GObject *object)
{
  BkHttpBody *self = BK_HTTP_BODY (object);

  bk_http_request_unref (self->request);

  G_OBJECT_CLASS (bk_http_body_parent_class)->finalize (object);
}

static void
bk_http_body_class_init (BkHttpBodyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GInputStreamClass *stream_class = G_INPUT_STREAM_CLASS (klass);

  object_class->finalize = bk_http_body_finalize;
  stream_class->read_fn = bk_http_body_read;
}

static void
bk_http_body_init (BkHttpBody *self)
{
}

GInputStream *
bk_http_body_new (GInputStream  *base,
                  BkHttpRequest *request,
                  guint64        total)
{
  BkHttpBody *self = g_object_new (BK_TYPE_HTTP_BODY,
                                   "base-stream", base,
                                   "close-base-stream", TRUE,
                                   NULL);

  self->request = bk_http_request_ref (request);
  self->total = total;
  g_atomic_pointer_set (&request->bytes_read, (gsize) 0);
  g_atomic_pointer_set (&request->total, (gsize) total);

  return G_INPUT_STREAM (self);
}
