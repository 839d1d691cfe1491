/* fuzz-prices.c: feeds arbitrary bytes to one of the readers of the providers' price lists or
 * to the loader of the kept fetched offers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. Built once a reader (-DBK_FUZZ_PRICES_READER=0, 1 or
 * 2: an Azure Retail Prices page, an AWS Price List file as CSV, the kept file), each with its own
 * corpus in tests/fuzz-prices/: as libFuzzer targets with -fsanitize=fuzzer (build-aux/dev fuzz),
 * and as plain programs that replay the corpora and every crash ever found in the test suite.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "bk-aws-prices.h"
#include "bk-azure-prices.h"
#include "bk-fetched-offers.h"
#include "bk-instance-table.h"
#include "bk-price-offer.h"

#ifndef BK_FUZZ_PRICES_READER
#define BK_FUZZ_PRICES_READER 0
#endif

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

#if BK_FUZZ_PRICES_READER != 2
/* A table of the sizes the corpora use, so that the fuzzer needs no file. */
static BkInstanceTable *
get_table (void)
{
  static const char text[] =
    "{\"format\": 1, \"sizes\": ["
    "{\"provider\": \"azure\", \"size\": \"Standard_ND96isr_H100_v5\", \"gpu-id\": \"h100-sxm\","
    " \"gpus\": 8, \"source\": \"fuzz\", \"as-of\": \"2026\"},"
    "{\"provider\": \"azure\", \"size\": \"Standard_NC24ads_A100_v4\", \"gpu-id\": \"a100-80gb-pcie\","
    " \"gpus\": 1, \"source\": \"fuzz\", \"as-of\": \"2026\"},"
    "{\"provider\": \"aws\", \"size\": \"p5.48xlarge\", \"gpu-id\": \"h100-sxm\", \"gpus\": 8,"
    " \"source\": \"fuzz\", \"as-of\": \"2026\"},"
    "{\"provider\": \"aws\", \"size\": \"g6e.xlarge\", \"gpu-id\": \"l40s\", \"gpus\": 1,"
    " \"source\": \"fuzz\", \"as-of\": \"2026\"},"
    "{\"provider\": \"aws\", \"size\": \"g6e.12xlarge\", \"gpu-id\": \"l40s\", \"gpus\": 4,"
    " \"source\": \"fuzz\", \"as-of\": \"2026\"}]}";
  static BkInstanceTable *table;

  if (table == NULL)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);

      table = bk_instance_table_new_from_bytes (bytes, NULL, NULL);
      g_assert_nonnull (table);
    }

  return table;
}
#endif

/* Every rejection is one line of UTF-8 text. */
static void
check_error (GError *error)
{
  g_assert_nonnull (error);
  g_assert_true (error->domain == BK_PRICES_ERROR);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

/* What reads gives offers the catalogue can list. */
static void
check_offers (GPtrArray *offers)
{
  for (guint i = 0; i < offers->len; i++)
    {
      const BkPriceOffer *offer = g_ptr_array_index (offers, i);
      double price = bk_price_offer_get_price_per_gpu_hour (offer);
      g_autofree char *source = bk_price_offer_dup_source (offer);

      g_assert_true (isfinite (price));
      g_assert_cmpfloat (price, >, 0);
      g_assert_cmpuint (offer->gpus, >, 0);
      g_assert_cmpfloat (offer->upfront_percent, >=, 0);
      g_assert_cmpfloat (offer->upfront_percent, <=, 100);
      g_assert_cmpuint (strlen (offer->currency), ==, 3);
      g_assert_true (g_utf8_validate (source, -1, NULL));
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GPtrArray) offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;

#if BK_FUZZ_PRICES_READER == 0
  g_autofree char *next = NULL;
  guint n_unknown = 0;

  if (!bk_azure_prices_read_page (bytes, get_table (), "germanywestcentral", "2026-12-04", offers,
                                  &next, &n_unknown, &error))
    {
      check_error (error);
      g_assert_null (next);
      return 0;
    }
  g_assert_true (next == NULL || g_uri_is_valid (next, G_URI_FLAGS_NONE, NULL));
  check_offers (offers);
#elif BK_FUZZ_PRICES_READER == 1
  g_autoptr(BkAwsPriceReader) reader = bk_aws_price_reader_new (get_table (), "eu-central-1",
                                                                "2026-12-04");
  /* The file arrives in two pieces, cut where its first byte says. */
  gsize cut = size > 0 ? data[0] % size : 0;

  if (!bk_aws_price_reader_feed (reader, (const char *) data, cut, &error)
      || !bk_aws_price_reader_feed (reader, (const char *) data + cut, size - cut, &error)
      || !bk_aws_price_reader_finish (reader, offers, &error))
    {
      check_error (error);
      return 0;
    }
  check_offers (offers);
#else
  g_autoptr(BkFetchedOffers) fetched = bk_fetched_offers_new_from_bytes (bytes, &error);
  g_autoptr(BkFetchedOffers) again = NULL;
  g_autoptr(GBytes) written = NULL;
  g_autoptr(GBytes) written_again = NULL;

  if (fetched == NULL)
    {
      check_error (error);
      return 0;
    }
  check_offers (bk_fetched_offers_get_offers (fetched));

  /* What loads writes back to a file that loads the same. */
  written = bk_fetched_offers_to_bytes (fetched);
  again = bk_fetched_offers_new_from_bytes (written, &error);
  g_assert_no_error (error);
  written_again = bk_fetched_offers_to_bytes (again);
  g_assert_true (g_bytes_equal (written, written_again));
#endif

  return 0;
}

#ifndef BK_FUZZING
/* Replays every file of the folders named on the command line, as TAP. */
int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  g_print ("TAP version 13\n");
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GDir) dir = g_dir_open (argv[i], 0, NULL);
      const char *name;

      if (dir == NULL)
        continue;
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);
          g_autofree char *contents = NULL;
          gsize length = 0;

          if (!g_file_get_contents (path, &contents, &length, NULL))
            continue;
          LLVMFuzzerTestOneInput ((const guint8 *) contents, length);
          g_print ("ok %u - %s\n", ++n, path);
        }
    }
  g_print ("1..%u\n", n);

  return 0;
}
#endif
