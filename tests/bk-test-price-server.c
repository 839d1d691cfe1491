/* bk-test-price-server.c: a local server that answers like the providers' price lists
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "bk-test-price-server.h"

#define HUGE_BODY ((goffset) 2 * 1024 * 1024 * 1024)
#define CHUNK_SIZE (1024 * 1024)


typedef struct
{
  GThread      *thread;
  GMainContext *context;
  GMainLoop    *loop;
  SoupServer   *server;
  char         *base;        /* "http://127.0.0.1:PORT" */
  GMutex        lock;
  GCond         ready;
  BkTestPricesMode mode;
  guint         requests;
  GPtrArray    *stalled;     /* SoupServerMessages held paused */
} Server;

static Server server;


static char *
load_fixture (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "tests", "model", "prices",
                                            "fixtures", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  return contents;
}

static char *
replace (const char *text,
         const char *old,
         const char *new)
{
  g_auto(GStrv) parts = g_strsplit (text, old, -1);

  return g_strjoinv (new, parts);
}

static void
respond (SoupServerMessage *message,
         const char        *type,
         char              *body)
{
  soup_server_message_set_status (message, 200, NULL);
  soup_server_message_set_response (message, type, SOUP_MEMORY_TAKE, body, strlen (body));
}

/* The 2 GB body, a megabyte a chunk as the client takes them, never all in memory. */
static void
huge_chunk_cb (SoupServerMessage *message,
               gpointer           user_data)
{
  goffset *sent = user_data;
  SoupMessageBody *body = soup_server_message_get_response_body (message);

  if (*sent >= HUGE_BODY)
    {
      soup_message_body_complete (body);
      return;
    }
  soup_message_body_append_take (body, (guchar *) g_strnfill (CHUNK_SIZE, ' '), CHUNK_SIZE);
  *sent += CHUNK_SIZE;
}

static void
handler (SoupServer        *soup_server,
         SoupServerMessage *message,
         const char        *path,
         GHashTable        *query,
         gpointer           user_data)
{
  BkTestPricesMode mode;
  guint request;
  gboolean azure_first = g_str_equal (path, "/api/retail/prices")
                         && (query == NULL || !g_hash_table_contains (query, "$skip"));

  g_mutex_lock (&server.lock);
  mode = server.mode;
  request = server.requests++;
  g_mutex_unlock (&server.lock);

  /* The hostile answers come where the update starts: Azure's first page. */
  if (azure_first && mode != BK_TEST_PRICES_NORMAL && mode != BK_TEST_PRICES_CHANGED && mode != BK_TEST_PRICES_FOREIGN_LINK
      && mode != BK_TEST_PRICES_AWS_HTML)
    {
      SoupMessageHeaders *headers = soup_server_message_get_response_headers (message);

      switch (mode)
        {
        case BK_TEST_PRICES_ERROR_500:
          soup_server_message_set_status (message, 500, NULL);
          return;
        case BK_TEST_PRICES_TOO_MANY:
          soup_server_message_set_status (message, 429, "Too Many Requests");
          soup_message_headers_replace (headers, "Retry-After", "120");
          return;
        case BK_TEST_PRICES_TOO_MANY_ONCE:
          if (request == 0)
            {
              soup_server_message_set_status (message, 429, "Too Many Requests");
              soup_message_headers_replace (headers, "Retry-After", "1");
              return;
            }
          break;
        case BK_TEST_PRICES_REDIRECT_LOOP:
          soup_server_message_set_redirect (message, 302, "/api/retail/prices");
          return;
        case BK_TEST_PRICES_TRUNCATED:
          {
            g_autofree char *page = load_fixture ("azure-page-1.json");

            page[strlen (page) / 2] = '\0';
            respond (message, "application/json", g_strdup (page));
            return;
          }
        case BK_TEST_PRICES_HTML:
          respond (message, "text/html",
                   g_strdup ("<!DOCTYPE html><html><body><h1>Sign in to continue</h1></body></html>"));
          return;
        case BK_TEST_PRICES_HUGE:
          {
            goffset *sent = g_new0 (goffset, 1);

            soup_server_message_set_status (message, 200, NULL);
            soup_message_headers_set_encoding (headers, SOUP_ENCODING_CHUNKED);
            soup_message_headers_set_content_type (headers, "application/json", NULL);
            soup_message_body_set_accumulate (soup_server_message_get_response_body (message),
                                              FALSE);
            g_signal_connect_data (message, "wrote-chunk", G_CALLBACK (huge_chunk_cb), sent,
                                   (GClosureNotify) g_free, 0);
            huge_chunk_cb (message, sent);
            return;
          }
        case BK_TEST_PRICES_STALLED:
          {
            soup_server_message_set_status (message, 200, NULL);
            soup_message_headers_set_encoding (headers, SOUP_ENCODING_CHUNKED);
            soup_message_headers_set_content_type (headers, "application/json", NULL);
            soup_message_body_append (soup_server_message_get_response_body (message),
                                      SOUP_MEMORY_STATIC, "{\"Items\": [", 11);
            /* The first bytes go out; the rest never comes. */
            g_signal_connect (message, "wrote-chunk", G_CALLBACK (soup_server_message_pause), NULL);
            g_ptr_array_add (server.stalled, g_object_ref (message));
            return;
          }
        default:
          break;
        }
    }

  if (g_str_equal (path, "/api/retail/prices"))
    {
      g_autofree char *page = load_fixture (azure_first ? "azure-page-1.json" : "azure-page-2.json");
      char *answer = replace (page, "https://prices.azure.com:443",
                              mode == BK_TEST_PRICES_FOREIGN_LINK ? "https://prices.example.net"
                                                        : server.base);

      if (mode == BK_TEST_PRICES_CHANGED)
        {
          g_autofree char *before = answer;

          answer = replace (before, "84.08", "80.0");
        }
      respond (message, "application/json", answer);
    }
  else if (g_str_equal (path, "/offers/v1.0/aws/index.json"))
    respond (message, "application/json", load_fixture ("aws-index.json"));
  else if (g_str_equal (path, "/offers/v1.0/aws/AmazonEC2/current/region_index.json"))
    respond (message, "application/json", load_fixture ("aws-region-index.json"));
  else if (g_str_equal (path, "/offers/v1.0/aws/AmazonEC2/20261202184207/eu-central-1/index.csv"))
    {
      if (mode == BK_TEST_PRICES_AWS_HTML)
        respond (message, "text/html; charset=utf-8",
                 g_strdup ("<html><body>AccessDenied</body></html>"));
      else
        respond (message, "text/csv", load_fixture ("aws-eu-central-1.csv"));
    }
  else
    soup_server_message_set_status (message, 404, NULL);
}

static gpointer
server_thread (gpointer data)
{
  g_autoptr(GError) error = NULL;
  GSList *uris;

  g_main_context_push_thread_default (server.context);
  server.server = soup_server_new (NULL, NULL);
  soup_server_add_handler (server.server, NULL, handler, NULL, NULL);
  soup_server_listen_local (server.server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error);
  g_assert_no_error (error);

  uris = soup_server_get_uris (server.server);
  g_mutex_lock (&server.lock);
  server.base = g_strdup_printf ("http://127.0.0.1:%d", g_uri_get_port (uris->data));
  g_cond_signal (&server.ready);
  g_mutex_unlock (&server.lock);
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);

  g_main_loop_run (server.loop);

  g_ptr_array_unref (server.stalled);
  soup_server_disconnect (server.server);
  g_clear_object (&server.server);
  g_main_context_pop_thread_default (server.context);

  return NULL;
}

void
bk_test_price_server_start (void)
{
  server.context = g_main_context_new ();
  server.loop = g_main_loop_new (server.context, FALSE);
  server.stalled = g_ptr_array_new_with_free_func (g_object_unref);
  g_mutex_init (&server.lock);
  g_cond_init (&server.ready);

  g_mutex_lock (&server.lock);
  server.thread = g_thread_new ("price-server", server_thread, NULL);
  while (server.base == NULL)
    g_cond_wait (&server.ready, &server.lock);
  g_mutex_unlock (&server.lock);
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (server.loop);
  return G_SOURCE_REMOVE;
}

void
bk_test_price_server_stop (void)
{
  g_main_context_invoke (server.context, quit_cb, NULL);
  g_thread_join (server.thread);
  g_main_loop_unref (server.loop);
  g_main_context_unref (server.context);
  g_free (server.base);
}

void
bk_test_price_server_set_mode (BkTestPricesMode mode)
{
  g_mutex_lock (&server.lock);
  server.mode = mode;
  server.requests = 0;
  g_mutex_unlock (&server.lock);
}

const char *
bk_test_price_server_get_base (void)
{
  return server.base;
}

guint
bk_test_price_server_get_requests (void)
{
  guint requests;

  g_mutex_lock (&server.lock);
  requests = server.requests;
  g_mutex_unlock (&server.lock);

  return requests;
}

/* Points every update of this process and of the command lines it runs at the server, without
 * the desktop's proxy: GIO's direct resolver, not libproxy, whose PAC engine valgrind finds
 * reading past its own buffers. */
void
bk_test_price_server_point_app (void)
{
  g_autofree char *azure = g_strconcat (server.base, "/api/retail/prices", NULL);

  g_setenv ("GIO_USE_PROXY_RESOLVER", "dummy", TRUE);
  g_setenv ("no_proxy", "127.0.0.1", TRUE);
  g_setenv ("BREAKEVEN_AZURE_PRICES_URL", azure, TRUE);
  g_setenv ("BREAKEVEN_AWS_PRICES_URL", server.base, TRUE);
  g_setenv ("BREAKEVEN_PRICES_TIMEOUT", "2", TRUE);
}
