/* bk-http-client.c: sends a GET with libsoup 3 and hands back its body, or one line that says
 * what went wrong
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session keeps libsoup's defaults where they are what a desktop expects: the default
 * GProxyResolver (the desktop's proxy settings), the default TLS database (certificates are
 * checked, and a certificate that fails is refused), content decoding. Redirects are followed
 * here rather than by libsoup, so that they are bounded, stay on the server the user named
 * (whose consent covers that server only, and which alone gets the credentials), and never go
 * from https to plain http.
 */

#define G_LOG_DOMAIN "bk-net"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-http-private.h"

struct _BkHttpClient
{
  GObject      parent_instance;

  SoupSession *session;
};

G_DEFINE_FINAL_TYPE (BkHttpClient, bk_http_client, G_TYPE_OBJECT)

/* Errors */

/* The proxy the desktop's settings give for @uri, or %NULL for a direct connection. */
static char *
proxy_for (GUri *uri)
{
  g_autofree char *text = g_uri_to_string (uri);
  g_auto(GStrv) proxies = g_proxy_resolver_lookup (g_proxy_resolver_get_default (), text, NULL,
                                                   NULL);

  if (proxies == NULL || proxies[0] == NULL || g_str_equal (proxies[0], "direct://"))
    return NULL;

  return g_strdup (proxies[0]);
}

static char *
certificate_problem (GTlsCertificateFlags flags)
{
  if (flags & G_TLS_CERTIFICATE_BAD_IDENTITY)
    return g_strdup (_("it is made out to another server"));
  if (flags & G_TLS_CERTIFICATE_EXPIRED)
    return g_strdup (_("it has expired"));
  if (flags & G_TLS_CERTIFICATE_NOT_ACTIVATED)
    return g_strdup (_("it is not valid yet"));
  if (flags & G_TLS_CERTIFICATE_REVOKED)
    return g_strdup (_("it has been revoked"));
  if (flags & G_TLS_CERTIFICATE_UNKNOWN_CA)
    return g_strdup (_("no authority this computer trusts has signed it"));
  if (flags & G_TLS_CERTIFICATE_INSECURE)
    return g_strdup (_("its algorithm is insecure"));

  return g_strdup (_("it is not valid"));
}

void
bk_http_set_transport_error (GError       **error,
                             BkHttpRequest *request,
                             SoupMessage   *message,
                             const GError  *cause)
{
  g_autofree char *server = bk_http_request_dup_server (request);

  if (cause->domain == G_TLS_ERROR
      || (message != NULL && soup_message_get_tls_peer_certificate_errors (message) != 0))
    {
      GTlsCertificateFlags flags = message != NULL
                                   ? soup_message_get_tls_peer_certificate_errors (message) : 0;
      g_autofree char *problem = flags != 0 ? certificate_problem (flags)
                                            : g_strdup (cause->message);

      /* Translators: a server's name and why its certificate is refused. */
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_TLS,
                   _("The secure connection to %s failed: its certificate is refused (%s)"),
                   server, problem);
      return;
    }

  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
    {
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_TIMEOUT,
                   ngettext ("%s did not answer within %u second: try again later, or check "
                             "that the address is the server’s",
                             "%s did not answer within %u seconds: try again later, or check "
                             "that the address is the server’s", request->timeout),
                   server, request->timeout);
      return;
    }

  if (cause->domain == G_IO_ERROR
      && (cause->code == G_IO_ERROR_PROXY_FAILED || cause->code == G_IO_ERROR_PROXY_AUTH_FAILED
          || cause->code == G_IO_ERROR_PROXY_NEED_AUTH
          || cause->code == G_IO_ERROR_PROXY_NOT_ALLOWED))
    {
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_PROXY,
                   _("The proxy did not connect to %s (%s): check the proxy in the system’s "
                     "network settings"), server, cause->message);
      return;
    }

  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT)
      || (cause->domain == G_IO_ERROR && message == NULL
          && (cause->code == G_IO_ERROR_CONNECTION_CLOSED
              || cause->code == G_IO_ERROR_BROKEN_PIPE)))
    {
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_NETWORK,
                   _("The answer of %s broke off: the connection closed before its end"), server);
      return;
    }

  /* Connecting failed: through a proxy, that is the proxy's failure. */
  if (message != NULL)
    {
      g_autofree char *proxy = proxy_for (request->uri);

      if (proxy != NULL)
        {
          g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_PROXY,
                       _("No connection to %s through the proxy %s (%s): check the proxy in the "
                         "system’s network settings"), server, proxy, cause->message);
          return;
        }
    }

  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_HOST_NOT_FOUND)
      || g_error_matches (cause, G_RESOLVER_ERROR, G_RESOLVER_ERROR_NOT_FOUND)
      || g_error_matches (cause, G_RESOLVER_ERROR, G_RESOLVER_ERROR_TEMPORARY_FAILURE))
    g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_NETWORK,
                 _("Cannot find the server %s: check its address, and that this computer is "
                   "online"), server);
  else if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED))
    g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_NETWORK,
                 _("%s refuses the connection: check the address and its port, and that the "
                   "server is running"), server);
  else if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_NETWORK_UNREACHABLE)
           || g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE))
    g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_NETWORK,
                 _("No network route to %s: check that this computer is online"), server);
  else
    g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_NETWORK,
                 _("No connection to %s: %s"), server, cause->message);
}

void
bk_http_set_too_large (GError        **error,
                       BkHttpRequest  *request)
{
  g_autofree char *server = bk_http_request_dup_server (request);
  g_autofree char *size = g_format_size (request->max_bytes);

  g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_TOO_LARGE,
               _("The answer of %s is larger than %s, more than the app reads at once: ask for "
                 "less"), server, size);
}

/* Retry-After in seconds, or as an HTTP date (RFC 9110, 10.2.3); -1 when it says neither. */
static gint64
parse_retry_after (SoupMessage *message)
{
  const char *value = soup_message_headers_get_one (soup_message_get_response_headers (message),
                                                    "Retry-After");
  g_autoptr(GDateTime) date = NULL;
  g_autoptr(GDateTime) now = NULL;
  guint64 seconds;

  if (value == NULL)
    return -1;
  if (g_ascii_string_to_unsigned (value, 10, 0, G_MAXINT32, &seconds, NULL))
    return (gint64) seconds;

  date = soup_date_time_new_from_http_string (value);
  if (date == NULL)
    return -1;
  now = g_date_time_new_now_utc ();
  return MAX (0, g_date_time_difference (date, now) / G_TIME_SPAN_SECOND);
}

static void
set_status_error (GError        **error,
                  BkHttpRequest  *request,
                  SoupMessage    *message)
{
  g_autofree char *server = bk_http_request_dup_server (request);
  guint status = soup_message_get_status (message);
  const char *reason = soup_message_get_reason_phrase (message);
  g_autofree char *valid = g_utf8_make_valid (reason != NULL && reason[0] != '\0'
                                              ? reason : soup_status_get_phrase (status), -1);
  g_autofree char *shown = g_utf8_substring (valid, 0, MIN (g_utf8_strlen (valid, -1), 80));

  /* 429 Too Many Requests (which libsoup names no constant for) or 503, with a time to wait. */
  if ((status == 429 || status == SOUP_STATUS_SERVICE_UNAVAILABLE) && request->retry_after >= 0)
    {
      guint wait = (guint) MIN (request->retry_after, G_MAXUINT);

      /* Translators: "prices.azure.com asks to wait 120 seconds (429 Too Many Requests)". */
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS,
                   ngettext ("%s asks to wait %u second (%u %s): try again later",
                             "%s asks to wait %u seconds (%u %s): try again later", wait),
                   server, wait, status, shown);
      return;
    }

  switch (status)
    {
    case SOUP_STATUS_UNAUTHORIZED:
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS,
                   _("%s asks for credentials (%u %s): enter a token or a user name and "
                     "password"), server, status, shown);
      break;
    case SOUP_STATUS_FORBIDDEN:
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS,
                   _("%s refuses access (%u %s): check the credentials and what they may read"),
                   server, status, shown);
      break;
    case SOUP_STATUS_NOT_FOUND:
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS,
                   _("%s has no such page (%u %s): check the address and its path"),
                   server, status, shown);
      break;
    case SOUP_STATUS_PROXY_AUTHENTICATION_REQUIRED:
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_PROXY,
                   _("The proxy asks for credentials (%u %s): set them in the system’s network "
                     "settings"), status, shown);
      break;
    default:
      /* Translators: "prometheus.example.org answered 503 Service Unavailable". */
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS, _("%s answered %u %s"), server,
                   status, shown);
      break;
    }
}

/* The first bytes of a failed answer's body, for the consumers that read the reason there. */
static GBytes *
read_error_body (GInputStream *stream,
                 GCancellable *cancellable)
{
  g_autofree char *buffer = g_malloc (BK_HTTP_ERROR_BODY_MAX);
  gsize read = 0;

  if (!g_input_stream_read_all (stream, buffer, BK_HTTP_ERROR_BODY_MAX, &read, cancellable,
                                NULL) && read == 0)
    return NULL;

  return g_bytes_new (buffer, read);
}

static gboolean
same_server (GUri *a,
             GUri *b)
{
  return g_ascii_strcasecmp (g_uri_get_host (a), g_uri_get_host (b)) == 0
         && g_uri_get_port (a) == g_uri_get_port (b)
         && g_ascii_strcasecmp (g_uri_get_scheme (a), g_uri_get_scheme (b)) == 0;
}

/* A redirect may go from http to https on the same host (the port then follows the scheme), or
 * anywhere on the same server. */
static gboolean
redirect_allowed (GUri  *from,
                  GUri  *to,
                  char **why)
{
  const char *from_scheme = g_uri_get_scheme (from), *to_scheme = g_uri_get_scheme (to);
  g_autofree char *target = NULL;

  if (g_ascii_strcasecmp (from_scheme, "https") == 0 && g_ascii_strcasecmp (to_scheme, "https") != 0)
    {
      *why = g_strdup (_("an address without encryption"));
      return FALSE;
    }

  if (g_ascii_strcasecmp (g_uri_get_host (from), g_uri_get_host (to)) == 0
      && (same_server (from, to)
          || (g_ascii_strcasecmp (from_scheme, "http") == 0
              && g_ascii_strcasecmp (to_scheme, "https") == 0)))
    return TRUE;

  target = g_uri_to_string_partial (to, G_URI_HIDE_USERINFO | G_URI_HIDE_QUERY
                                        | G_URI_HIDE_FRAGMENT);
  *why = g_strdup_printf (_("another server, %s: enter that address if you trust it"), target);
  return FALSE;
}

static void
bk_http_client_dispose (GObject *object)
{
  BkHttpClient *self = BK_HTTP_CLIENT (object);

  g_clear_object (&self->session);

  G_OBJECT_CLASS (bk_http_client_parent_class)->dispose (object);
}

static void
bk_http_client_class_init (BkHttpClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bk_http_client_dispose;
}

static void
bk_http_client_init (BkHttpClient *self)
{
  g_autofree char *agent = g_strdup_printf ("Breakeven/%s ", PACKAGE_VERSION);

  /* The trailing space makes libsoup add its own name and version. */
  self->session = soup_session_new_with_options ("user-agent", agent, NULL);
}

BkHttpClient *
bk_http_client_new (void)
{
  return g_object_new (BK_TYPE_HTTP_CLIENT, NULL);
}

GInputStream *
bk_http_client_send (BkHttpClient   *self,
                     BkHttpRequest  *request,
                     GCancellable   *cancellable,
                     GError        **error)
{
  g_autoptr(GUri) uri = NULL;

  g_return_val_if_fail (BK_IS_HTTP_CLIENT (self), NULL);
  g_return_val_if_fail (request != NULL, NULL);

  request->status = 0;
  request->retry_after = -1;
  g_clear_pointer (&request->content_type, g_free);
  g_clear_pointer (&request->error_body, g_bytes_unref);
  uri = g_uri_ref (request->uri);
  soup_session_set_timeout (self->session, request->timeout);

  for (guint redirects = 0; ; redirects++)
    {
      g_autoptr(SoupMessage) message = soup_message_new_from_uri (SOUP_METHOD_GET, uri);
      SoupMessageHeaders *headers = soup_message_get_request_headers (message);
      g_autoptr(GInputStream) stream = NULL;
      g_autoptr(GError) local_error = NULL;
      guint status;

      soup_message_set_flags (message, SOUP_MESSAGE_NO_REDIRECT);
      for (guint i = 0; i + 1 < request->headers->len; i += 2)
        soup_message_headers_append (headers, request->headers->pdata[i],
                                     request->headers->pdata[i + 1]);
      /* Only the server the user named gets the credentials. */
      if (request->authorization != NULL && g_ascii_strcasecmp (g_uri_get_host (uri),
                                                                g_uri_get_host (request->uri)) == 0)
        soup_message_headers_replace (headers, "Authorization", request->authorization);

      stream = soup_session_send (self->session, message, cancellable, &local_error);
      if (stream == NULL)
        {
          if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            g_propagate_error (error, g_steal_pointer (&local_error));
          else
            bk_http_set_transport_error (error, request, message, local_error);
          return NULL;
        }

      status = soup_message_get_status (message);
      request->status = status;
      g_clear_pointer (&request->content_type, g_free);
      request->content_type = g_strdup (soup_message_headers_get_content_type (
        soup_message_get_response_headers (message), NULL));

      if (SOUP_STATUS_IS_SUCCESSFUL (status))
        {
          SoupMessageHeaders *response = soup_message_get_response_headers (message);
          goffset length = soup_message_headers_get_content_length (response);
          /* A compressed body's length says nothing of the bytes read after decoding. */
          guint64 total = soup_message_headers_get_one (response, "Content-Encoding") == NULL
                          && length > 0 ? (guint64) length : 0;

          if (total > request->max_bytes)
            {
              bk_http_set_too_large (error, request);
              return NULL;
            }
          return bk_http_body_new (stream, request, total);
        }

      if (status == SOUP_STATUS_MOVED_PERMANENTLY || status == SOUP_STATUS_FOUND
          || status == SOUP_STATUS_SEE_OTHER || status == SOUP_STATUS_TEMPORARY_REDIRECT
          || status == SOUP_STATUS_PERMANENT_REDIRECT)
        {
          const char *location = soup_message_headers_get_one (
            soup_message_get_response_headers (message), "Location");
          g_autoptr(GUri) next = location != NULL
                                 ? g_uri_parse_relative (uri, location, SOUP_HTTP_URI_FLAGS, NULL)
                                 : NULL;
          g_autofree char *server = bk_http_request_dup_server (request);
          g_autofree char *why = NULL;

          if (next == NULL)
            {
              g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_REDIRECT,
                           _("%s sends the request on without saying where (%u)"), server, status);
              return NULL;
            }
          if (!redirect_allowed (uri, next, &why))
            {
              /* Translators: a server and where it sends the request: "another server, …". */
              g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_REDIRECT,
                           _("%s sends the request on to %s"), server, why);
              return NULL;
            }
          if (redirects + 1 > BK_HTTP_MAX_REDIRECTS)
            {
              g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_REDIRECT,
                           _("%s sends the request on more than %u times: check the address"),
                           server, BK_HTTP_MAX_REDIRECTS);
              return NULL;
            }
          g_input_stream_close (stream, NULL, NULL);
          g_uri_unref (uri);
          uri = g_steal_pointer (&next);
          continue;
        }

      request->error_body = read_error_body (stream, cancellable);
      request->retry_after = parse_retry_after (message);
      set_status_error (error, request, message);
      return NULL;
    }
}

GBytes *
bk_http_client_get_bytes (BkHttpClient   *self,
                          BkHttpRequest  *request,
                          GCancellable   *cancellable,
                          GError        **error)
{
  g_autoptr(GInputStream) body = bk_http_client_send (self, request, cancellable, error);
  g_autoptr(GOutputStream) memory = NULL;

  if (body == NULL)
    return NULL;

  memory = g_memory_output_stream_new_resizable ();
  if (g_output_stream_splice (memory, body, G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE
                                            | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                              cancellable, error) < 0)
    return NULL;

  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
}

/* On a worker thread */

typedef struct
{
  BkHttpRequest  *request;
  BkHttpConsumer  consumer;
  gpointer        consumer_data;
  GBytes         *bytes;
  GSource        *progress_source;
  gsize           reported;
} GetData;

static void
get_data_free (gpointer pointer)
{
  GetData *data = pointer;

  if (data->progress_source != NULL)
    {
      g_source_destroy (data->progress_source);
      g_source_unref (data->progress_source);
    }
  data->request->progress_elsewhere = FALSE;
  bk_http_request_unref (data->request);
  g_clear_pointer (&data->bytes, g_bytes_unref);
  g_free (data);
}

static void
report_progress (GetData *data)
{
  BkHttpRequest *request = data->request;
  gsize bytes = (gsize) g_atomic_pointer_get (&request->bytes_read);

  if (bytes != data->reported && request->progress != NULL)
    {
      data->reported = bytes;
      request->progress (bytes, (gsize) g_atomic_pointer_get (&request->total),
                         request->progress_data);
    }
}

static gboolean
progress_tick (gpointer user_data)
{
  report_progress (user_data);

  return G_SOURCE_CONTINUE;
}

static void
get_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  GetData *data = task_data;
  g_autoptr(BkHttpClient) client = bk_http_client_new ();
  g_autoptr(GError) error = NULL;

  if (data->consumer == NULL)
    {
      data->bytes = bk_http_client_get_bytes (client, data->request, cancellable, &error);
      if (data->bytes == NULL)
        g_task_return_error (task, g_steal_pointer (&error));
      else
        g_task_return_boolean (task, TRUE);
      return;
    }

  {
    g_autoptr(GInputStream) body = bk_http_client_send (client, data->request, cancellable,
                                                        &error);

    if (body == NULL || !data->consumer (body, data->consumer_data, cancellable, &error))
      g_task_return_error (task, g_steal_pointer (&error));
    else
      g_task_return_boolean (task, TRUE);
  }
}

static void
start_get (BkHttpRequest       *request,
           BkHttpConsumer       consumer,
           gpointer             consumer_data,
           GCancellable        *cancellable,
           GAsyncReadyCallback  callback,
           gpointer             user_data,
           gpointer             source_tag)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  GetData *data = g_new0 (GetData, 1);

  data->request = bk_http_request_ref (request);
  data->consumer = consumer;
  data->consumer_data = consumer_data;
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, data, get_data_free);

  /* The body's progress is read here, in the caller's context, ten times a second. */
  if (request->progress != NULL)
    {
      request->progress_elsewhere = TRUE;
      data->progress_source = g_timeout_source_new (100);
      g_source_set_callback (data->progress_source, progress_tick, data, NULL);
      g_source_set_static_name (data->progress_source, "[bk-net] progress");
      g_source_attach (data->progress_source, g_main_context_get_thread_default ());
    }

  g_task_run_in_thread (task, get_thread);
}

void
bk_http_get_async (BkHttpRequest       *request,
                   BkHttpConsumer       consumer,
                   gpointer             consumer_data,
                   GCancellable        *cancellable,
                   GAsyncReadyCallback  callback,
                   gpointer             user_data)
{
  g_return_if_fail (request != NULL);
  g_return_if_fail (consumer != NULL);

  start_get (request, consumer, consumer_data, cancellable, callback, user_data,
             bk_http_get_async);
}

gboolean
bk_http_get_finish (GAsyncResult  *result,
                    GError       **error)
{
  GetData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bk_http_get_async, FALSE);

  data = g_task_get_task_data (G_TASK (result));
  report_progress (data);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
bk_http_get_bytes_async (BkHttpRequest       *request,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_return_if_fail (request != NULL);

  start_get (request, NULL, NULL, cancellable, callback, user_data, bk_http_get_bytes_async);
}

GBytes *
bk_http_get_bytes_finish (GAsyncResult  *result,
                          GError       **error)
{
  GetData *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bk_http_get_bytes_async, NULL);

  data = g_task_get_task_data (G_TASK (result));
  report_progress (data);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;

  return g_steal_pointer (&data->bytes);
}
