/* bk-http-request.c: one GET: its address, headers, credentials, timeout and size limit
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-net"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bk-http-private.h"

G_DEFINE_QUARK (bk-http-error-quark, bk_http_error)

BkHttpRequest *
bk_http_request_new (const char  *uri,
                     GError     **error)
{
  g_autoptr(GUri) parsed = NULL;
  BkHttpRequest *self;
  const char *scheme;

  g_return_val_if_fail (uri != NULL, NULL);

  parsed = g_uri_parse (uri, G_URI_FLAGS_ENCODED | G_URI_FLAGS_PARSE_RELAXED, NULL);
  scheme = parsed != NULL ? g_uri_get_scheme (parsed) : NULL;
  if (parsed == NULL || scheme == NULL
      || (g_ascii_strcasecmp (scheme, "http") != 0 && g_ascii_strcasecmp (scheme, "https") != 0)
      || g_uri_get_host (parsed) == NULL || g_uri_get_host (parsed)[0] == '\0')
    {
      g_autofree char *valid = g_utf8_make_valid (uri, -1);
      g_autofree char *shown = g_utf8_substring (valid, 0, MIN (g_utf8_strlen (valid, -1), 200));

      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_ADDRESS,
                   _("“%s” is not a web address: it starts with http:// or https:// and names "
                     "a server"), shown);
      return NULL;
    }

  self = g_new0 (BkHttpRequest, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->uri = g_steal_pointer (&parsed);
  self->headers = g_ptr_array_new_with_free_func (g_free);
  self->timeout = BK_HTTP_DEFAULT_TIMEOUT;
  self->max_bytes = BK_HTTP_DEFAULT_MAX_BYTES;
  self->retry_after = -1;

  return self;
}

BkHttpRequest *
bk_http_request_ref (BkHttpRequest *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);

  return self;
}

void
bk_http_request_unref (BkHttpRequest *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  if (self->progress_destroy != NULL)
    self->progress_destroy (self->progress_data);
  g_uri_unref (self->uri);
  g_ptr_array_unref (self->headers);
  g_free (self->authorization);
  g_clear_pointer (&self->error_body, g_bytes_unref);
  g_free (self->content_type);
  g_free (self);
}

GUri *
bk_http_request_get_uri (BkHttpRequest *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->uri;
}

void
bk_http_request_add_header (BkHttpRequest *self,
                            const char    *name,
                            const char    *value)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (name != NULL && value != NULL);

  g_ptr_array_add (self->headers, g_strdup (name));
  g_ptr_array_add (self->headers, g_strdup (value));
}

void
bk_http_request_set_bearer_token (BkHttpRequest *self,
                                  const char    *token)
{
  g_return_if_fail (self != NULL);

  g_free (self->authorization);
  self->authorization = token != NULL && token[0] != '\0' ? g_strconcat ("Bearer ", token, NULL)
                                                          : NULL;
}

void
bk_http_request_set_basic_auth (BkHttpRequest *self,
                                const char    *user,
                                const char    *password)
{
  g_autofree char *pair = NULL;
  g_autofree char *encoded = NULL;

  g_return_if_fail (self != NULL);

  g_free (self->authorization);
  self->authorization = NULL;
  if (user == NULL || user[0] == '\0')
    return;

  pair = g_strconcat (user, ":", password != NULL ? password : "", NULL);
  encoded = g_base64_encode ((const guchar *) pair, strlen (pair));
  self->authorization = g_strconcat ("Basic ", encoded, NULL);
}

void
bk_http_request_set_timeout (BkHttpRequest *self,
                             guint          seconds)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (seconds > 0);

  self->timeout = seconds;
}

guint
bk_http_request_get_timeout (BkHttpRequest *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->timeout;
}

void
bk_http_request_set_max_bytes (BkHttpRequest *self,
                               guint64        max_bytes)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (max_bytes > 0);

  self->max_bytes = max_bytes;
}

void
bk_http_request_set_progress (BkHttpRequest  *self,
                              BkHttpProgress  progress,
                              gpointer        user_data,
                              GDestroyNotify  destroy)
{
  g_return_if_fail (self != NULL);

  if (self->progress_destroy != NULL)
    self->progress_destroy (self->progress_data);
  self->progress = progress;
  self->progress_data = user_data;
  self->progress_destroy = destroy;
}

guint
bk_http_request_get_status (BkHttpRequest *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->status;
}

gint64
bk_http_request_get_retry_after (BkHttpRequest *self)
{
  g_return_val_if_fail (self != NULL, -1);

  return self->retry_after;
}

const char *
bk_http_request_get_content_type (BkHttpRequest *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->content_type;
}

GBytes *
bk_http_request_get_error_body (BkHttpRequest *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->error_body;
}

char *
bk_http_request_dup_server (BkHttpRequest *self)
{
  int port;
  const char *scheme, *host;

  g_return_val_if_fail (self != NULL, NULL);

  scheme = g_uri_get_scheme (self->uri);
  host = g_uri_get_host (self->uri);
  port = g_uri_get_port (self->uri);
  if (port < 0 || (port == 80 && g_ascii_strcasecmp (scheme, "http") == 0)
      || (port == 443 && g_ascii_strcasecmp (scheme, "https") == 0))
    return g_strdup (host);

  /* An IPv6 address in brackets, as in the address itself. */
  if (strchr (host, ':') != NULL)
    return g_strdup_printf ("[%s]:%d", host, port);
  return g_strdup_printf ("%s:%d", host, port);
}
