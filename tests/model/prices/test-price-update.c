/* test-price-update.c: updates of the prices against a local server in the providers' form
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. A SoupServer on the loopback address answers like the
 * Azure Retail Prices API and AWS's Price List (the fixtures of fixtures/, whose README names the
 * documentation each follows), or with the hostile answers an update must survive: 500, 429 with
 * Retry-After, a redirect loop, truncated JSON, an HTML error page, a 2 GB body, a stalled
 * connection, an address on another server (tests/bk-test-price-server.c).
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "bk-fetched-offers.h"
#include "bk-http.h"
#include "bk-instance-table.h"
#include "bk-price-offer.h"
#include "bk-price-update.h"
#include "bk-test-price-server.h"
#include "bk-test-utils.h"

/* Runs one update against the server; returns its offers, or NULL with @error set. */
static BkFetchedOffers *
run_update (GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();
  g_autoptr(BkPriceUpdate) update = bk_price_update_new (table, "germanywestcentral",
                                                         "eu-central-1", "EUR");
  g_autofree char *azure = g_strconcat (bk_test_price_server_get_base (), "/api/retail/prices", NULL);
  GAsyncResult *result = NULL;
  BkFetchedOffers *fetched;

  bk_price_update_set_urls (update, azure, bk_test_price_server_get_base ());
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

  bk_test_price_server_set_mode (BK_TEST_PRICES_NORMAL);
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
  g_assert_cmpuint (bk_test_price_server_get_requests (), ==, 5);
}

static void
test_retry_after (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkFetchedOffers) fetched = NULL;

  /* A short Retry-After is waited for, once. */
  bk_test_price_server_set_mode (BK_TEST_PRICES_TOO_MANY_ONCE);
  fetched = run_update (NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bk_fetched_offers_get_offers (fetched)->len, ==, 13);
  g_assert_cmpuint (bk_test_price_server_get_requests (), ==, 6);
}

/* "127.0.0.1:PORT", as the errors name the test server. */
static char *
dup_server (void)
{
  g_autoptr(GUri) uri = g_uri_parse (bk_test_price_server_get_base (), G_URI_FLAGS_NONE, NULL);

  return g_strdup_printf ("%s:%d", g_uri_get_host (uri), g_uri_get_port (uri));
}

/* Each hostile answer ends in one line that names the server: the HTTP client's own for the
 * connection and the status, the update's for an answer not in the provider's form. The
 * server stands where the messages say %s. */
static void
test_hostile (void)
{
  static const struct
  {
    BkTestPricesMode mode;
    int         code;
    const char *message;
  } cases[] = {
    { BK_TEST_PRICES_ERROR_500, BK_HTTP_ERROR_STATUS, "%s answered 500 Internal Server Error" },
    { BK_TEST_PRICES_TOO_MANY, BK_HTTP_ERROR_STATUS,
      "%s asks to wait 120 seconds (429 Too Many Requests): try again later" },
    { BK_TEST_PRICES_REDIRECT_LOOP, BK_HTTP_ERROR_REDIRECT,
      "%s sends the request on more than 5 times: check the address" },
    { BK_TEST_PRICES_TRUNCATED, BK_HTTP_ERROR_FORM,
      "%s answered in an unexpected form: the answer is not JSON: " },
    { BK_TEST_PRICES_HTML, BK_HTTP_ERROR_FORM,
      "%s answered with a web page, not a price list" },
    { BK_TEST_PRICES_HUGE, BK_HTTP_ERROR_TOO_LARGE,
      "The answer of %s is larger than 33.6\u00a0MB, more than the app reads at once: ask for "
      "less" },
    { BK_TEST_PRICES_STALLED, BK_HTTP_ERROR_TIMEOUT,
      "%s did not answer within 2 seconds: try again later, or check that the address is the "
      "server’s" },
    { BK_TEST_PRICES_FOREIGN_LINK, BK_HTTP_ERROR_FORM,
      "%s sent the update to another server: https://prices.example.net/" },
    { BK_TEST_PRICES_AWS_HTML, BK_HTTP_ERROR_FORM,
      "%s answered with a web page, not a price list" },
  };
  g_autofree char *server = dup_server ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BkFetchedOffers) fetched = NULL;
      g_autofree char *expected = NULL;
      g_auto(GStrv) parts = NULL;

      bk_test_price_server_set_mode (cases[i].mode);
      fetched = run_update (NULL, &error);
      g_assert_null (fetched);
      g_assert_error (error, BK_HTTP_ERROR, cases[i].code);
      g_assert_null (strchr (error->message, '\n'));
      parts = g_strsplit (cases[i].message, "%s", -1);
      expected = g_strjoinv (server, parts);
      /* A broken answer's cause follows the server: the start of the line is enough. */
      if (cases[i].mode == BK_TEST_PRICES_TRUNCATED || cases[i].mode == BK_TEST_PRICES_FOREIGN_LINK)
        g_assert_true (g_str_has_prefix (error->message, expected));
      else
        g_assert_cmpstr (error->message, ==, expected);
    }
}

static void
test_cancel (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BkFetchedOffers) fetched = NULL;

  bk_test_price_server_set_mode (BK_TEST_PRICES_NORMAL);
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
  g_autofree char *kept = NULL;
  g_autofree char *kept_again = NULL;
  g_autofree char *server = dup_server ();

  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  bk_test_price_server_point_app ();

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_price_server_set_mode (BK_TEST_PRICES_NORMAL);
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

    bk_test_price_server_set_mode (BK_TEST_PRICES_CHANGED);
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
    g_autofree char *expected = NULL;

    bk_test_price_server_set_mode (BK_TEST_PRICES_ERROR_500);
    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--update-prices", "--region",
                           "germanywestcentral", NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_cmpstr (run.out, ==, "");
    expected = g_strdup_printf ("\nbreakeven: %s answered 500 Internal Server Error\n", server);
    g_assert_true (g_str_has_suffix (run.err, expected));
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
  g_test_init (&argc, &argv, NULL);

  bk_test_price_server_start ();
  bk_test_price_server_point_app ();

  g_test_add_func ("/price-update/fetch", test_fetch);
  g_test_add_func ("/price-update/retry-after", test_retry_after);
  g_test_add_func ("/price-update/hostile", test_hostile);
  g_test_add_func ("/price-update/cancel", test_cancel);
  g_test_add_func ("/price-update/command-line", test_command_line);

  status = g_test_run ();
  bk_test_price_server_stop ();

  return status;
}
