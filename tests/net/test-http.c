/* test-http.c: the app's HTTP GET against servers on the loopback address
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each failure a user can meet (a status, no answer, a refused connection, a body cut off or too
 * large, redirects, an untrusted certificate, the desktop's proxy) against a real server, and
 * the one line it gives.
 */

#include "config.h"

#include <string.h>

#include "bk-consent.h"
#include "bk-http.h"
#include "bk-http-private.h"
#include "bk-test-server.h"

static BkTestServer *server;
static GThread *main_thread;

/* Handlers, on the server's thread */

static void
text_handler (SoupServer        *soup_server,
              SoupServerMessage *message,
              const char        *path,
              GHashTable        *query,
              gpointer           user_data)
{
  const char *count = query != NULL ? g_hash_table_lookup (query, "bytes") : NULL;
  gsize length = count != NULL ? g_ascii_strtoull (count, NULL, 10) : 5;
  char *body = g_malloc (length);

  for (gsize i = 0; i < length; i++)
    body[i] = "hello"[i % 5];
  soup_server_message_set_status (message, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (message, "text/plain", SOUP_MEMORY_TAKE, body, length);
}

/* The same body without a Content-Length: chunked, so that only reading finds its size. */
static void
chunked_handler (SoupServer        *soup_server,
                 SoupServerMessage *message,
                 const char        *path,
                 GHashTable        *query,
                 gpointer           user_data)
{
  SoupMessageBody *body = soup_server_message_get_response_body (message);

  soup_message_headers_set_encoding (soup_server_message_get_response_headers (message),
                                     SOUP_ENCODING_CHUNKED);
  soup_server_message_set_status (message, SOUP_STATUS_OK, NULL);
  for (guint i = 0; i < 100; i++)
    soup_message_body_append (body, SOUP_MEMORY_STATIC, "0123456789", 10);
  soup_message_body_complete (body);
}

static void
status_handler (SoupServer        *soup_server,
                SoupServerMessage *message,
                const char        *path,
                GHashTable        *query,
                gpointer           user_data)
{
  guint status = (guint) g_ascii_strtoull (path + strlen ("/status/"), NULL, 10);
  const char *body = "{\"status\":\"error\",\"errorType\":\"internal\",\"error\":\"boom\"}";

  soup_server_message_set_status (message, status, NULL);
  soup_server_message_set_response (message, "application/json", SOUP_MEMORY_STATIC, body,
                                    strlen (body));
  /* A server that is busy says when to come back. */
  if (status == 429)
    soup_message_headers_replace (soup_server_message_get_response_headers (message),
                                  "Retry-After", "120");
  else if (status == 503)
    soup_message_headers_replace (soup_server_message_get_response_headers (message),
                                  "Retry-After", "Thu, 01 Jan 1970 00:00:00 GMT");
}

static void
auth_handler (SoupServer        *soup_server,
              SoupServerMessage *message,
              const char        *path,
              GHashTable        *query,
              gpointer           user_data)
{
  const char *authorization = soup_message_headers_get_one (
    soup_server_message_get_request_headers (message), "Authorization");

  if (g_strcmp0 (authorization, "Bearer sekrit") == 0
      || g_strcmp0 (authorization, "Basic YWRhOmxvdmVsYWNl") == 0)   /* ada:lovelace */
    soup_server_message_set_status (message, SOUP_STATUS_OK, NULL);
  else
    soup_server_message_set_status (message, SOUP_STATUS_UNAUTHORIZED, NULL);
  soup_server_message_set_response (message, "text/plain", SOUP_MEMORY_STATIC, "ok", 2);
}

/* /redirect/N sends on to /redirect/N-1, /redirect/0 answers; /redirect/loop to itself;
 * /redirect/away to another server; /redirect/auth to /auth. */
static void
redirect_handler (SoupServer        *soup_server,
                  SoupServerMessage *message,
                  const char        *path,
                  GHashTable        *query,
                  gpointer           user_data)
{
  const char *what = path + strlen ("/redirect/");
  g_autofree char *location = NULL;

  if (g_str_equal (what, "0"))
    {
      soup_server_message_set_status (message, SOUP_STATUS_OK, NULL);
      soup_server_message_set_response (message, "text/plain", SOUP_MEMORY_STATIC, "arrived", 7);
      return;
    }

  if (g_str_equal (what, "loop"))
    location = g_strdup ("/redirect/loop");
  else if (g_str_equal (what, "away"))
    location = g_strdup ("http://other.example.org/metrics");
  else if (g_str_equal (what, "auth"))
    location = g_strdup ("/auth");
  else
    location = g_strdup_printf ("/redirect/%u", (guint) g_ascii_strtoull (what, NULL, 10) - 1);

  soup_server_message_set_redirect (message, SOUP_STATUS_FOUND, location);
}

/* Tests */

static GInputStream *
send (BkHttpRequest  *request,
      GError        **error)
{
  g_autoptr(BkHttpClient) client = bk_http_client_new ();

  return bk_http_client_send (client, request, NULL, error);
}

static GBytes *
get_bytes (BkHttpRequest  *request,
           GError        **error)
{
  g_autoptr(BkHttpClient) client = bk_http_client_new ();

  return bk_http_client_get_bytes (client, request, NULL, error);
}

static BkHttpRequest *
request_for (const char *path)
{
  g_autofree char *uri = bk_test_server_uri (server, path);
  g_autoptr(GError) error = NULL;
  BkHttpRequest *request = bk_http_request_new (uri, &error);

  g_assert_no_error (error);

  return request;
}

static void
count_progress (guint64  bytes,
                guint64  total,
                gpointer user_data)
{
  guint64 *seen = user_data;

  g_assert_cmpuint (bytes, >=, seen[0]);
  seen[0] = bytes;
  seen[1] = total;
  seen[2]++;
}

static void
test_get (void)
{
  g_autoptr(BkHttpRequest) request = request_for ("/text?bytes=100000");
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  guint64 seen[3] = { 0 };

  bk_http_request_set_progress (request, count_progress, seen, NULL);
  bytes = get_bytes (request, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 100000);
  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), 10, "hellohello", 10);
  g_assert_cmpuint (bk_http_request_get_status (request), ==, 200);
  g_assert_cmpuint (seen[0], ==, 100000);
  g_assert_cmpuint (seen[1], ==, 100000);
  g_assert_cmpuint (seen[2], >=, 1);
}

static void
test_address (void)
{
  const char *bad[] = { "prometheus:9090", "ftp://example.org/", "http://", "", "file:///etc" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BkHttpRequest) request = bk_http_request_new (bad[i], &error);

      g_assert_null (request);
      g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_ADDRESS);
      g_assert_nonnull (strstr (error->message, "http://"));
    }

  {
    g_autoptr(BkHttpRequest) request = bk_http_request_new ("https://Prom.example.org:9090/x", NULL);
    g_autoptr(BkHttpRequest) plain = bk_http_request_new ("http://[::1]:80/", NULL);
    g_autofree char *server_name = bk_http_request_dup_server (request);
    g_autofree char *origin = bk_consent_origin (bk_http_request_get_uri (request));
    g_autofree char *plain_origin = bk_consent_origin (bk_http_request_get_uri (plain));

    g_assert_cmpstr (server_name, ==, "Prom.example.org:9090");
    g_assert_cmpstr (origin, ==, "https://prom.example.org:9090");
    g_assert_cmpstr (plain_origin, ==, "http://[::1]");
  }
}

static void
test_status (void)
{
  g_autoptr(BkHttpRequest) request = request_for ("/status/500");
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) body = send (request, &error);
  g_autofree char *expected = g_strdup_printf ("127.0.0.1:%u answered 500 Internal Server Error",
                                               bk_test_server_get_port (server));
  GBytes *error_body;

  g_assert_null (body);
  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpuint (bk_http_request_get_status (request), ==, 500);
  error_body = bk_http_request_get_error_body (request);
  g_assert_nonnull (error_body);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (error_body, NULL),
                                  g_bytes_get_size (error_body), "\"error\":\"boom\""));

  g_clear_error (&error);
  g_clear_pointer (&request, bk_http_request_unref);
  request = request_for ("/status/404");
  body = send (request, &error);
  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS);
  g_assert_nonnull (strstr (error->message, "404 Not Found): check the address"));
  g_assert_cmpint (bk_http_request_get_retry_after (request), ==, -1);

  /* Retry-After in seconds, and as a date already past. */
  g_clear_error (&error);
  g_clear_pointer (&request, bk_http_request_unref);
  request = request_for ("/status/429");
  body = send (request, &error);
  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS);
  g_assert_cmpint (bk_http_request_get_retry_after (request), ==, 120);
  g_assert_nonnull (strstr (error->message, " asks to wait 120 seconds (429 "));
  g_assert_true (g_str_has_suffix (error->message, "): try again later"));

  g_clear_error (&error);
  g_clear_pointer (&request, bk_http_request_unref);
  request = request_for ("/status/503");
  body = send (request, &error);
  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS);
  g_assert_cmpint (bk_http_request_get_retry_after (request), ==, 0);
  g_assert_nonnull (strstr (error->message, " asks to wait 0 seconds (503 Service Unavailable)"));
}

static void
test_auth (void)
{
  g_autoptr(BkHttpRequest) request = request_for ("/auth");
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = get_bytes (request, &error);

  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS);
  g_assert_nonnull (strstr (error->message, "asks for credentials (401 Unauthorized)"));
  g_clear_error (&error);

  bk_http_request_set_bearer_token (request, "sekrit");
  bytes = get_bytes (request, &error);
  g_assert_no_error (error);
  g_clear_pointer (&bytes, g_bytes_unref);

  bk_http_request_set_basic_auth (request, "ada", "lovelace");
  bytes = get_bytes (request, &error);
  g_assert_no_error (error);
  g_clear_pointer (&bytes, g_bytes_unref);

  /* A redirect on the same server keeps the credentials. */
  {
    g_autoptr(BkHttpRequest) redirected = request_for ("/redirect/auth");

    bk_http_request_set_bearer_token (redirected, "sekrit");
    bytes = get_bytes (redirected, &error);
    g_assert_no_error (error);
  }
}

static void
test_timeout (void)
{
  g_autoptr(BkTestRaw) silent = bk_test_raw_new (NULL);
  g_autofree char *uri = g_strdup_printf ("http://127.0.0.1:%u/api",
                                          bk_test_raw_get_port (silent));
  g_autoptr(BkHttpRequest) request = bk_http_request_new (uri, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) body = NULL;
  g_autofree char *expected = g_strdup_printf ("127.0.0.1:%u did not answer within 1 second: try "
                                               "again later, or check that the address is the "
                                               "server’s", bk_test_raw_get_port (silent));
  gint64 start = g_get_monotonic_time ();

  bk_http_request_set_timeout (request, 1);
  body = send (request, &error);
  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_TIMEOUT);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
}

static void
test_refused (void)
{
  guint port = bk_test_free_port ();
  g_autofree char *uri = g_strdup_printf ("http://127.0.0.1:%u/", port);
  g_autofree char *expected = g_strdup_printf ("127.0.0.1:%u refuses the connection: check the "
                                               "address and its port, and that the server is "
                                               "running", port);
  g_autoptr(BkHttpRequest) request = bk_http_request_new (uri, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) body = send (request, &error);

  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_NETWORK);
  g_assert_cmpstr (error->message, ==, expected);
}

/* Failures that a test cannot make happen on a machine without a network of its own: the
 * resolver's and the routing's, mapped to their sentences. */
static void
test_transport_errors (void)
{
  g_autoptr(BkHttpRequest) request = bk_http_request_new ("https://prometheus.example.org/", NULL);
  struct { GQuark domain; int code; BkHttpError expected; const char *words; } cases[] = {
    { G_RESOLVER_ERROR, G_RESOLVER_ERROR_NOT_FOUND, BK_HTTP_ERROR_NETWORK,
      "Cannot find the server prometheus.example.org: check its address, and that this computer "
      "is online" },
    { G_IO_ERROR, G_IO_ERROR_NETWORK_UNREACHABLE, BK_HTTP_ERROR_NETWORK,
      "No network route to prometheus.example.org: check that this computer is online" },
    { G_IO_ERROR, G_IO_ERROR_PROXY_AUTH_FAILED, BK_HTTP_ERROR_PROXY,
      "The proxy did not connect to prometheus.example.org (why): check the proxy in the "
      "system’s network settings" },
    { G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE, BK_HTTP_ERROR_TLS,
      "The secure connection to prometheus.example.org failed: its certificate is refused (why)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) cause = g_error_new_literal (cases[i].domain, cases[i].code, "why");
      g_autoptr(GError) error = NULL;

      bk_http_set_transport_error (&error, request, NULL, cause);
      g_assert_error (error, BK_HTTP_ERROR, (int) cases[i].expected);
      g_assert_cmpstr (error->message, ==, cases[i].words);
    }
}

static void
test_too_large (void)
{
  const char *paths[] = { "/text?bytes=5000", "/chunked" };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(BkHttpRequest) request = request_for (paths[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *expected = g_strdup_printf ("The answer of 127.0.0.1:%u is larger than "
                                                   "999 bytes, more than the app reads at once: "
                                                   "ask for less",
                                                   bk_test_server_get_port (server));

      bk_http_request_set_max_bytes (request, 999);
      bytes = get_bytes (request, &error);
      g_assert_null (bytes);
      g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_TOO_LARGE);
      g_assert_cmpstr (error->message, ==, expected);
    }

  /* Exactly at the limit is fine. */
  {
    g_autoptr(BkHttpRequest) request = request_for ("/chunked");
    g_autoptr(GError) error = NULL;
    g_autoptr(GBytes) bytes = NULL;

    bk_http_request_set_max_bytes (request, 1000);
    bytes = get_bytes (request, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (g_bytes_get_size (bytes), ==, 1000);
  }
}

static void
test_redirects (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  {
    g_autoptr(BkHttpRequest) request = request_for ("/redirect/5");

    bytes = get_bytes (request, &error);
    g_assert_no_error (error);
    g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "arrived", 7);
  }

  {
    g_autoptr(BkHttpRequest) request = request_for ("/redirect/6");

    g_clear_pointer (&bytes, g_bytes_unref);
    bytes = get_bytes (request, &error);
    g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_REDIRECT);
    g_assert_nonnull (strstr (error->message, "sends the request on more than 5 times"));
    g_clear_error (&error);
  }

  {
    g_autoptr(BkHttpRequest) request = request_for ("/redirect/loop");

    bytes = get_bytes (request, &error);
    g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_REDIRECT);
    g_clear_error (&error);
  }

  {
    g_autoptr(BkHttpRequest) request = request_for ("/redirect/away");
    g_autofree char *expected = g_strdup_printf ("127.0.0.1:%u sends the request on to another "
                                                 "server, http://other.example.org/metrics: "
                                                 "enter that address if you trust it",
                                                 bk_test_server_get_port (server));

    bk_http_request_set_bearer_token (request, "sekrit");
    bytes = get_bytes (request, &error);
    g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_REDIRECT);
    g_assert_cmpstr (error->message, ==, expected);
  }
}

static void
test_cut_off (void)
{
  g_autoptr(BkTestRaw) raw = bk_test_raw_new ("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n"
                                              "Content-Type: application/json\r\n\r\n"
                                              "{\"status\":\"succ");
  g_autofree char *uri = g_strdup_printf ("http://127.0.0.1:%u/api", bk_test_raw_get_port (raw));
  g_autoptr(BkHttpRequest) request = bk_http_request_new (uri, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = get_bytes (request, &error);
  g_autofree char *expected = g_strdup_printf ("The answer of 127.0.0.1:%u broke off: the "
                                               "connection closed before its end",
                                               bk_test_raw_get_port (raw));

  g_assert_null (bytes);
  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_NETWORK);
  g_assert_cmpstr (error->message, ==, expected);
}

/* A build root without ca-certificates has no trusted authority at all, which glib-networking
 * warns of; the certificate is refused either way, and that is what the test checks. */
static void
test_tls (void)
{
  g_autofree char *pem = g_test_build_filename (G_TEST_DIST, "net", "self-signed.pem", NULL);
  /* libsoup 3.6 asserts when a server that met a refused handshake is torn down: the server
   * lives until the test program ends. */
  static BkTestServer *secure;
  g_autofree char *uri = NULL;
  g_autoptr(BkHttpRequest) request = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  secure = bk_test_server_new (pem);
  uri = bk_test_server_uri (secure, "/text");
  request = bk_http_request_new (uri, NULL);
  bk_test_server_add (secure, "/text", text_handler, NULL);
  bytes = get_bytes (request, &error);
  g_assert_null (bytes);
  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_TLS);
  g_assert_true (g_str_has_prefix (error->message, "The secure connection to 127.0.0.1:"));
  g_assert_nonnull (strstr (error->message, "its certificate is refused ("));
  g_log_set_always_fatal (fatal);
}

/* The async GET hands the body to a consumer on the worker and reports progress here. */
static gboolean
consume (GInputStream  *body,
         gpointer       user_data,
         GCancellable  *cancellable,
         GError       **error)
{
  guint64 *total = user_data;
  char buffer[1000];
  gssize n;

  g_assert_true (g_thread_self () != main_thread);
  while ((n = g_input_stream_read (body, buffer, sizeof buffer, cancellable, error)) > 0)
    *total += n;

  return n == 0;
}

static void
done_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  GAsyncResult **slot = user_data;

  *slot = g_object_ref (result);
}

static void
progress_in_main (guint64  bytes,
                  guint64  total,
                  gpointer user_data)
{
  guint64 *last = user_data;

  g_assert_true (g_thread_self () == main_thread);
  *last = bytes;
}

static void
test_async (void)
{
  g_autoptr(BkHttpRequest) request = request_for ("/text?bytes=3000000");
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  guint64 consumed = 0, reported = 0;

  bk_http_request_set_progress (request, progress_in_main, &reported, NULL);
  bk_http_get_async (request, consume, &consumed, NULL, done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (bk_http_get_finish (result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (consumed, ==, 3000000);
  g_assert_cmpuint (reported, ==, 3000000);

  /* Cancelled while the server says nothing: over at once, as cancelled. */
  {
    g_autoptr(BkTestRaw) silent = bk_test_raw_new (NULL);
    g_autofree char *uri = g_strdup_printf ("http://127.0.0.1:%u/api",
                                            bk_test_raw_get_port (silent));
    g_autoptr(BkHttpRequest) held = bk_http_request_new (uri, NULL);
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    gint64 start = g_get_monotonic_time ();

    g_clear_object (&result);
    bk_http_request_set_timeout (held, 60);
    bk_http_get_bytes_async (held, cancellable, done_cb, &result);
    g_cancellable_cancel (cancellable);
    while (result == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_assert_null (bk_http_get_bytes_finish (result, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  }
}

/* The desktop's proxy (GNOME's settings, as glib-networking reads them): a request for a server
 * that does not exist arrives at the proxy, which answers it. */
static void
test_proxy (void)
{
  g_autoptr(BkTestServer) proxy = bk_test_server_new (NULL);
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (
    g_settings_schema_source_get_default (), "org.gnome.system.proxy", TRUE);
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GSettings) http = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BkHttpRequest) request = NULL;

  if (schema == NULL)
    {
      g_test_skip ("GNOME's proxy settings (gsettings-desktop-schemas) are not installed");
      return;
    }

  settings = g_settings_new ("org.gnome.system.proxy");
  http = g_settings_new ("org.gnome.system.proxy.http");
  g_settings_set_string (http, "host", "127.0.0.1");
  g_settings_set_int (http, "port", (int) bk_test_server_get_port (proxy));
  g_settings_set_enum (settings, "mode", 1);   /* manual */

  bk_test_server_add (proxy, "/hello", text_handler, NULL);
  request = bk_http_request_new ("http://breakeven-proxy-test.example.org/hello", NULL);
  bytes = get_bytes (request, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "hello", 5);

  /* A proxy that is not there: the message says it is the proxy. */
  g_settings_set_int (http, "port", (int) bk_test_free_port ());
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = get_bytes (request, &error);
  g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_PROXY);
  g_assert_nonnull (strstr (error->message, "through the proxy"));

  g_settings_reset (settings, "mode");
}

static void
test_consent (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GUri) a = g_uri_parse ("https://prom.example.org:9090/api/v1", G_URI_FLAGS_NONE, NULL);
  g_autoptr(GUri) same = g_uri_parse ("https://PROM.example.org:9090/other", G_URI_FLAGS_NONE,
                                      NULL);
  g_autoptr(GUri) other_port = g_uri_parse ("https://prom.example.org/", G_URI_FLAGS_NONE, NULL);
  g_autoptr(GUri) plain = g_uri_parse ("http://prom.example.org:9090/", G_URI_FLAGS_NONE, NULL);
  g_auto(GStrv) stored = NULL;

  bk_consent_forget_all (settings);
  g_assert_false (bk_consent_is_given (settings, a));
  bk_consent_give (settings, a);
  bk_consent_give (settings, same);
  g_assert_true (bk_consent_is_given (settings, a));
  g_assert_true (bk_consent_is_given (settings, same));
  g_assert_false (bk_consent_is_given (settings, other_port));
  g_assert_false (bk_consent_is_given (settings, plain));
  stored = g_settings_get_strv (settings, "allowed-servers");
  g_assert_cmpuint (g_strv_length (stored), ==, 1);
  g_assert_cmpstr (stored[0], ==, "https://prom.example.org:9090");
  bk_consent_forget_all (settings);
  g_assert_false (bk_consent_is_given (settings, a));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The desktop's proxy as GNOME sets it; the loopback address is among its default ignored
   * hosts, so every other test connects directly. */
  g_setenv ("GIO_USE_PROXY_RESOLVER", "gnome", TRUE);
  g_setenv ("XDG_CURRENT_DESKTOP", "GNOME", TRUE);
  g_test_init (&argc, &argv, NULL);
  main_thread = g_thread_self ();

  server = bk_test_server_new (NULL);
  bk_test_server_add (server, "/text", text_handler, NULL);
  bk_test_server_add (server, "/chunked", chunked_handler, NULL);
  bk_test_server_add (server, "/status", status_handler, NULL);
  bk_test_server_add (server, "/auth", auth_handler, NULL);
  bk_test_server_add (server, "/redirect", redirect_handler, NULL);

  g_test_add_func ("/net/http/get", test_get);
  g_test_add_func ("/net/http/address", test_address);
  g_test_add_func ("/net/http/status", test_status);
  g_test_add_func ("/net/http/auth", test_auth);
  g_test_add_func ("/net/http/timeout", test_timeout);
  g_test_add_func ("/net/http/refused", test_refused);
  g_test_add_func ("/net/http/transport-errors", test_transport_errors);
  g_test_add_func ("/net/http/too-large", test_too_large);
  g_test_add_func ("/net/http/redirects", test_redirects);
  g_test_add_func ("/net/http/cut-off", test_cut_off);
  g_test_add_func ("/net/http/tls", test_tls);
  g_test_add_func ("/net/http/async", test_async);
  g_test_add_func ("/net/http/proxy", test_proxy);
  g_test_add_func ("/net/consent", test_consent);

  status = g_test_run ();
  bk_test_server_free (server);

  return status;
}
