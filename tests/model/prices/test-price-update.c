/* test-price-update.c: updates of the prices against a local server in the providers' form
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. A SoupServer on the loopback address answers like the
 * Azure Retail Prices API and AWS's Price List (the fixtures of fixtures/, whose README names the
 * documentation each follows), or with the hostile answers an update must survive: 500, 429 with
 * Retry-After, a redirect loop, truncated JSON, an HTML error page, a 2 GB body, a stalled
 * connection, an address on another server. The server runs in a thread of its own, so that the
 * command line can be run from this one.
 */

#include "config.h"

#include <libsoup/soup.h>
#include <locale.h>
#include <string.h>

#include "bk-fetched-offers.h"
#include "bk-price-update.h"
#include "bk-test-utils.h"

#define HUGE_BODY ((goffset) 2 * 1024 * 1024 * 1024)
#define CHUNK_SIZE (1024 * 1024)

typedef enum
{
  MODE_NORMAL,
  MODE_CHANGED,        /* a week later: Azure's on-demand price is €80.00, not €84.08 */
  MODE_ERROR_500,
  MODE_TOO_MANY,       /* 429 with Retry-After: 120 */
  MODE_TOO_MANY_ONCE,  /* 429 with Retry-After: 1, then the answer */
  MODE_REDIRECT_LOOP,
  MODE_TRUNCATED,
  MODE_HTML,
  MODE_HUGE,
  MODE_STALLED,
  MODE_FOREIGN_LINK,
  MODE_AWS_HTML,
} Mode;

typedef struct
{
  GThread      *thread;
  GMainContext *context;
  GMainLoop    *loop;
  SoupServer   *server;
  char         *base;        /* "http://127.0.0.1:PORT" */
  GMutex        lock;
  GCond         ready;
  Mode          mode;
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
  Mode mode;
  guint request;
  gboolean azure_first = g_str_equal (path, "/api/retail/prices")
                         && (query == NULL || !g_hash_table_contains (query, "$skip"));

  g_mutex_lock (&server.lock);
  mode = server.mode;
  request = server.requests++;
  g_mutex_unlock (&server.lock);

  /* The hostile answers come where the update starts: Azure's first page. */
  if (azure_first && mode != MODE_NORMAL && mode != MODE_CHANGED && mode != MODE_FOREIGN_LINK
      && mode != MODE_AWS_HTML)
    {
      SoupMessageHeaders *headers = soup_server_message_get_response_headers (message);

      switch (mode)
        {
        case MODE_ERROR_500:
          soup_server_message_set_status (message, 500, NULL);
          return;
        case MODE_TOO_MANY:
          soup_server_message_set_status (message, 429, "Too Many Requests");
          soup_message_headers_replace (headers, "Retry-After", "120");
          return;
        case MODE_TOO_MANY_ONCE:
          if (request == 0)
            {
              soup_server_message_set_status (message, 429, "Too Many Requests");
              soup_message_headers_replace (headers, "Retry-After", "1");
              return;
            }
          break;
        case MODE_REDIRECT_LOOP:
          soup_server_message_set_redirect (message, 302, "/api/retail/prices");
          return;
        case MODE_TRUNCATED:
          {
            g_autofree char *page = load_fixture ("azure-page-1.json");

            page[strlen (page) / 2] = '\0';
            respond (message, "application/json", g_strdup (page));
            return;
          }
        case MODE_HTML:
          respond (message, "text/html",
                   g_strdup ("<!DOCTYPE html><html><body><h1>Sign in to continue</h1></body></html>"));
          return;
        case MODE_HUGE:
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
        case MODE_STALLED:
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
                              mode == MODE_FOREIGN_LINK ? "https://prices.example.net"
                                                        : server.base);

      if (mode == MODE_CHANGED)
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
      if (mode == MODE_AWS_HTML)
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

static void
start_server (void)
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

static void
stop_server (void)
{
  g_main_context_invoke (server.context, quit_cb, NULL);
  g_thread_join (server.thread);
  g_main_loop_unref (server.loop);
  g_main_context_unref (server.context);
  g_free (server.base);
}

static void
set_mode (Mode mode)
{
  g_mutex_lock (&server.lock);
  server.mode = mode;
  server.requests = 0;
  g_mutex_unlock (&server.lock);
}

static BkInstanceTable *
load_table (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data",
                                            "instance-sizes.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  BkInstanceTable *table;

  g_file_get_contents (path, &text, &length, &error);
  g_assert_no_error (error);
  bytes = g_bytes_new_take (g_steal_pointer (&text), length);
  table = bk_instance_table_new_from_bytes (bytes, NULL, &error);
  g_assert_no_error (error);

  return table;
}

/* Runs one update against the server; returns its offers, or NULL with @error set. */
static BkFetchedOffers *
run_update (GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(BkInstanceTable) table = load_table ();
  g_autoptr(BkPriceUpdate) update = bk_price_update_new (table, "germanywestcentral",
                                                         "eu-central-1", "EUR");
  g_autofree char *azure = g_strconcat (server.base, "/api/retail/prices", NULL);
  GAsyncResult *result = NULL;
  BkFetchedOffers *fetched;

  bk_price_update_set_urls (update, azure, server.base);
  bk_price_update_set_timeout (update, 2);
  bk_price_update_run_async (update, cancellable, bk_test_async_result_cb, &result);
  fetched = bk_price_update_run_finish (update, bk_test_wait_for_result (&result), error);
  g_clear_object (&result);

  if (fetched != NULL)
    g_assert_cmpfloat (bk_price_update_get_fraction (update), ==, 1);

  return fetched;
}

static void
test_fetch (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkFetchedOffers) fetched = NULL;
  BkPriceSource source;
  const char *region, *currency;

  set_mode (MODE_NORMAL);
  fetched = run_update (NULL, &error);
  g_assert_no_error (error);

  /* test-prices.c works the 8 Azure and 5 AWS offers out by hand. */
  g_assert_cmpuint (bk_fetched_offers_get_offers (fetched)->len, ==, 13);
  g_assert_cmpuint (bk_fetched_offers_get_n_regions (fetched), ==, 2);
  bk_fetched_offers_get_region (fetched, 0, &source, &region, &currency);
  g_assert_cmpint (source, ==, BK_PRICE_SOURCE_AZURE);
  g_assert_cmpstr (region, ==, "germanywestcentral");
  g_assert_cmpstr (currency, ==, "EUR");
  /* Two pages of Azure, three answers of AWS. */
  g_assert_cmpuint (server.requests, ==, 5);
}

static void
test_retry_after (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkFetchedOffers) fetched = NULL;

  /* A short Retry-After is waited for, once. */
  set_mode (MODE_TOO_MANY_ONCE);
  fetched = run_update (NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bk_fetched_offers_get_offers (fetched)->len, ==, 13);
  g_assert_cmpuint (server.requests, ==, 6);
}

static void
test_hostile (void)
{
  static const struct
  {
    Mode        mode;
    int         code;
    const char *message;
  } cases[] = {
    { MODE_ERROR_500, BK_PRICES_ERROR_HTTP, "127.0.0.1 answered 500 Internal Server Error" },
    { MODE_TOO_MANY, BK_PRICES_ERROR_HTTP,
      "127.0.0.1 asks to wait 120 seconds (429 Too Many Requests): try again later" },
    { MODE_REDIRECT_LOOP, BK_PRICES_ERROR_HTTP, "127.0.0.1 redirects in a loop" },
    { MODE_TRUNCATED, BK_PRICES_ERROR_ANSWER, NULL },
    { MODE_HTML, BK_PRICES_ERROR_ANSWER, "127.0.0.1 answered with a web page, not a price list" },
    { MODE_HUGE, BK_PRICES_ERROR_HTTP, "The answer of 127.0.0.1 is larger than 33.6\u00a0MB" },
    { MODE_STALLED, BK_PRICES_ERROR_NETWORK, "127.0.0.1 did not answer for 2 seconds" },
    { MODE_FOREIGN_LINK, BK_PRICES_ERROR_ANSWER,
      NULL },
    { MODE_AWS_HTML, BK_PRICES_ERROR_ANSWER, "127.0.0.1 answered with a web page, not a price list" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BkFetchedOffers) fetched = NULL;

      set_mode (cases[i].mode);
      fetched = run_update (NULL, &error);
      g_assert_null (fetched);
      g_assert_error (error, BK_PRICES_ERROR, cases[i].code);
      g_assert_null (strchr (error->message, '\n'));
      if (cases[i].message != NULL)
        g_assert_cmpstr (error->message, ==, cases[i].message);
      else if (cases[i].mode == MODE_TRUNCATED)
        g_assert_true (g_str_has_prefix (error->message, "127.0.0.1 answered in an unexpected "
                                                         "form: the answer is not JSON: "));
      else
        g_assert_true (g_str_has_prefix (error->message, "127.0.0.1 sent the update to another "
                                                         "server: https://prices.example.net/"));
    }
}

static void
test_cancel (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BkFetchedOffers) fetched = NULL;

  set_mode (MODE_NORMAL);
  g_cancellable_cancel (cancellable);
  fetched = run_update (cancellable, &error);
  g_assert_null (fetched);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* The kept file under @data_home: this process's own data folder was read before the test set
 * XDG_DATA_HOME, and GLib keeps the first. */
static char *
read_kept (const char *data_home)
{
  g_autofree char *path = g_build_filename (data_home, "breakeven", "fetched-offers.json", NULL);
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, NULL);
  return contents;
}

/* breakeven --update-prices: writes the offers and prints what changed; a hostile answer ends
 * in one line and leaves the kept offers as they were. */
static void
test_command_line (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bk-price-update-XXXXXX", NULL);
  g_autofree char *azure = g_strconcat (server.base, "/api/retail/prices", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *kept_again = NULL;

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_setenv ("BREAKEVEN_AZURE_PRICES_URL", azure, TRUE);
  g_setenv ("BREAKEVEN_AWS_PRICES_URL", server.base, TRUE);
  g_setenv ("BREAKEVEN_PRICES_TIMEOUT", "2", TRUE);

  {
    g_auto(BkTestRun) run = { 0 };

    set_mode (MODE_NORMAL);
    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--update-prices", "--region",
                           "germanywestcentral", "--region", "eu-central-1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    if (g_getenv ("BK_TEST_SHOW") != NULL)
      g_printerr ("%s", run.out);
    g_assert_true (g_str_has_prefix (run.out, "13 offers fetched: "));
    g_assert_nonnull (strstr (run.out, "\nKept in "));
    g_assert_cmpstr (run.err, ==, "Asking Azure (Germany West Central, in EUR) and AWS (Europe "
                                  "(Frankfurt)) for their prices…\n");
    kept = read_kept (dir);
    g_assert_nonnull (kept);
  }

  /* A week later the same offers, but one price: that is what changed. */
  {
    g_auto(BkTestRun) run = { 0 };
    g_autofree char *expected = NULL;
    g_autofree char *path = g_build_filename (dir, "breakeven", "fetched-offers.json", NULL);

    set_mode (MODE_CHANGED);
    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--update-prices", "--region",
                           "germanywestcentral", "--region", "eu-central-1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    expected = g_strdup_printf ("13 offers fetched: 0 new, 1 changed, 0 gone\n"
                                "  NVIDIA H100 SXM, Microsoft Azure ND96isr H100 v5, on demand: "
                                "€10.51 → €10.00\n"
                                "Kept in %s\n", path);
    g_assert_cmpstr (run.out, ==, expected);
    g_free (kept);
    kept = read_kept (dir);
  }

  /* A failed update changes nothing and says why in one line. */
  {
    g_auto(BkTestRun) run = { 0 };

    set_mode (MODE_ERROR_500);
    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--update-prices", "--region",
                           "germanywestcentral", NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_true (g_str_has_suffix (run.err, "\nbreakeven: 127.0.0.1 answered 500 Internal Server "
                                              "Error\n"));
    kept_again = read_kept (dir);
    g_assert_cmpstr (kept_again, ==, kept);
  }

  /* Arguments it refuses, before any connection. */
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--update-prices", "--region", "West Europe",
                           NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_cmpstr (run.err, ==, "breakeven: “West Europe” is not a region code such as "
                                  "germanywestcentral (Azure) or eu-central-1 (AWS)\n");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--region", "eu-central-1", NULL);
    g_assert_cmpint (run.status, !=, 0);
  }

  g_unsetenv ("BREAKEVEN_AZURE_PRICES_URL");
  g_unsetenv ("BREAKEVEN_AWS_PRICES_URL");
  bk_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_setenv ("LANGUAGE", "en", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  /* Nothing of the desktop's proxy for the loopback server. */
  g_setenv ("no_proxy", "127.0.0.1", TRUE);
  g_test_init (&argc, &argv, NULL);

  start_server ();

  g_test_add_func ("/price-update/fetch", test_fetch);
  g_test_add_func ("/price-update/retry-after", test_retry_after);
  g_test_add_func ("/price-update/hostile", test_hostile);
  g_test_add_func ("/price-update/cancel", test_cancel);
  g_test_add_func ("/price-update/command-line", test_command_line);

  status = g_test_run ();
  stop_server ();

  return status;
}
