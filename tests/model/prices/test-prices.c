/* test-prices.c: the providers' price lists read into fetched offers, kept, merged and compared
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. The fixtures in fixtures/ have the providers'
 * documented form (fixtures/README.md names the pages); their prices are chosen so that every
 * figure below can be worked out by hand.
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "bk-aws-prices.h"
#include "bk-azure-prices.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-fetched-offers.h"
#include "bk-instance-table.h"
#include "bk-price-changes.h"
#include "bk-price-offer.h"
#include "bk-price-regions.h"
#include "bk-price-update.h"
#include "bk-test-utils.h"

#define RETRIEVED "2026-12-04"

static GBytes *
load_source_file (const char *first,
                  ...)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  GBytes *bytes;
  char *contents;
  gsize length;
  va_list args;

  g_ptr_array_add (parts, (gpointer) g_getenv ("BK_SOURCE_DIR"));
  g_ptr_array_add (parts, (gpointer) first);
  va_start (args, first);
  for (const char *part = va_arg (args, const char *); part != NULL;
       part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);

  path = g_build_filenamev ((char **) parts->pdata);
  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  bytes = g_bytes_new_take (contents, length);

  return bytes;
}

static GBytes *
load_fixture (const char *name)
{
  return load_source_file ("tests", "model", "prices", "fixtures", name, NULL);
}

/* A small catalogue of our own, so that the comparisons do not move with the shipped prices:
 * Azure's H100 SXM at $12.29 and AWS's at $6.88 on demand, AWS's at $4.00 for a 1-year term. */
static BkCatalogue *
load_catalogue (void)
{
  static const char text[] =
    "{\"format\": 3, \"gpus\": ["
    "{\"id\": \"h100-sxm\", \"name\": \"NVIDIA H100 SXM\", \"vram-gb\": 80, \"purchase-price\": 30000,"
    " \"host-cost\": 5000, \"power-watts\": 700, \"idle-watts\": 100, \"annual-value-loss\": 20,"
    " \"currency\": \"USD\", \"source\": \"Test\", \"as-of\": \"2026-08\"},"
    "{\"id\": \"a100-80gb-pcie\", \"name\": \"NVIDIA A100 PCIe 80 GB\", \"vram-gb\": 80,"
    " \"purchase-price\": 15000, \"host-cost\": 4000, \"power-watts\": 300, \"idle-watts\": 50,"
    " \"annual-value-loss\": 20, \"currency\": \"USD\", \"source\": \"Test\", \"as-of\": \"2026-08\"},"
    "{\"id\": \"l40s\", \"name\": \"NVIDIA L40S\", \"vram-gb\": 48, \"purchase-price\": 8000,"
    " \"host-cost\": 3000, \"power-watts\": 350, \"idle-watts\": 50, \"annual-value-loss\": 20,"
    " \"currency\": \"USD\", \"source\": \"Test\", \"as-of\": \"2026-08\"}],"
    "\"rents\": ["
    "{\"gpu-id\": \"h100-sxm\", \"provider\": \"Microsoft Azure\", \"provider-type\": \"hyperscaler\","
    " \"price-per-hour\": 12.29, \"currency\": \"USD\", \"source\": \"Test\", \"as-of\": \"2026-11\"},"
    "{\"gpu-id\": \"h100-sxm\", \"provider\": \"AWS\", \"provider-type\": \"hyperscaler\","
    " \"price-per-hour\": 6.88, \"currency\": \"USD\", \"source\": \"Test\", \"as-of\": \"2026-11\"},"
    "{\"gpu-id\": \"h100-sxm\", \"provider\": \"AWS\", \"provider-type\": \"hyperscaler\","
    " \"price-per-hour\": 4.0, \"currency\": \"USD\", \"term\": \"reserved\", \"term-months\": 12,"
    " \"source\": \"Test\", \"as-of\": \"2026-11\"}]}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GError) error = NULL;
  BkCatalogue *catalogue = bk_catalogue_new_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return catalogue;
}

static const BkPriceOffer *
find_offer (GPtrArray   *offers,
            const char  *size,
            BkPriceKind  kind,
            guint        months,
            const char  *payment)
{
  for (guint i = 0; i < offers->len; i++)
    {
      const BkPriceOffer *offer = g_ptr_array_index (offers, i);

      if (g_str_equal (offer->size, size) && offer->kind == kind && offer->term_months == months
          && g_strcmp0 (offer->payment, payment) == 0)
        return offer;
    }

  g_error ("no offer for %s, kind %d, %u months", size, kind, months);
  return NULL;
}

static void
assert_gpu_price (const BkPriceOffer *offer,
                  double              expected)
{
  g_assert_cmpfloat_with_epsilon (bk_price_offer_get_price_per_gpu_hour (offer), expected, 1e-9);
}

/* Azure's two fixture pages, read as the update reads them. */
static GPtrArray *
read_azure_fixture (BkInstanceTable *table,
                    guint           *n_unknown)
{
  GPtrArray *offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
  const char *pages[] = { "azure-page-1.json", "azure-page-2.json" };
  g_autoptr(GError) error = NULL;

  *n_unknown = 0;
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autoptr(GBytes) page = load_fixture (pages[i]);
      g_autofree char *next = NULL;

      g_assert_true (bk_azure_prices_read_page (page, table, "germanywestcentral", RETRIEVED,
                                                offers, &next, n_unknown, &error));
      g_assert_no_error (error);
      /* The first page links to the next, the last to none. */
      g_assert_true ((next != NULL) == (i == 0));
    }

  return offers;
}

static GPtrArray *
read_aws_fixture (BkInstanceTable *table,
                  gsize            chunk,
                  guint           *n_mismatched)
{
  GPtrArray *offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
  g_autoptr(GBytes) file = load_fixture ("aws-eu-central-1.csv");
  g_autoptr(BkAwsPriceReader) reader = bk_aws_price_reader_new (table, "eu-central-1", RETRIEVED);
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (file, &length);

  for (gsize at = 0; at < length; at += chunk)
    {
      g_assert_true (bk_aws_price_reader_feed (reader, data + at, MIN (chunk, length - at), &error));
      g_assert_no_error (error);
    }
  g_assert_true (bk_aws_price_reader_finish (reader, offers, &error));
  g_assert_no_error (error);
  *n_mismatched = bk_aws_price_reader_get_n_mismatched (reader);

  return offers;
}

/* The table of instance sizes */

static void
test_table_shipped (void)
{
  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();
  g_auto(GStrv) azure = bk_instance_table_dup_sizes (table, BK_PRICE_SOURCE_AZURE);
  g_auto(GStrv) aws = bk_instance_table_dup_sizes (table, BK_PRICE_SOURCE_AWS);
  guint gpus = 0;

  g_assert_cmpuint (g_strv_length (azure), >, 0);
  g_assert_cmpuint (g_strv_length (aws), >, 0);
  g_assert_cmpuint (g_strv_length (azure) + g_strv_length (aws), ==,
                    bk_instance_table_get_n_sizes (table));

  g_assert_cmpstr (bk_instance_table_lookup (table, BK_PRICE_SOURCE_AZURE,
                                             "Standard_ND96isr_H100_v5", &gpus), ==, "h100-sxm");
  g_assert_cmpuint (gpus, ==, 8);
  g_assert_cmpstr (bk_instance_table_lookup (table, BK_PRICE_SOURCE_AZURE,
                                             "Standard_NC24ads_A100_v4", &gpus), ==,
                   "a100-80gb-pcie");
  g_assert_cmpuint (gpus, ==, 1);
  g_assert_cmpstr (bk_instance_table_lookup (table, BK_PRICE_SOURCE_AWS, "p5.48xlarge", &gpus), ==,
                   "h100-sxm");
  g_assert_cmpuint (gpus, ==, 8);
  /* A size of one provider is not the other's. */
  g_assert_null (bk_instance_table_lookup (table, BK_PRICE_SOURCE_AWS, "Standard_ND96isr_H100_v5",
                                           NULL));
  g_assert_null (bk_instance_table_lookup (table, BK_PRICE_SOURCE_AZURE, "Standard_NC4as_T4_v3",
                                           NULL));
}

static void
test_table_checks_catalogue (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  static const char text[] =
    "{\"format\": 1, \"sizes\": [{\"provider\": \"aws\", \"size\": \"p6-b200.48xlarge\","
    " \"gpu-id\": \"b200\", \"gpus\": 8, \"source\": \"Test\", \"as-of\": \"2026-12\"}]}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkInstanceTable) table = bk_instance_table_new_from_bytes (bytes, catalogue, &error);

  g_assert_null (table);
  g_assert_error (error, BK_PRICES_ERROR, BK_PRICES_ERROR_TABLE);
  g_assert_cmpstr (error->message, ==, "sizes[0].gpu-id: no GPU has the id “b200”");
}

static void
test_table_hostile (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "[]", "The table of instance sizes holds no JSON object" },
    { "{\"format\": 2, \"sizes\": []}", "format: expected 1" },
    { "{\"format\": 1, \"sizes\": {}}", "sizes: expected a list" },
    { "{\"format\": 1, \"sizes\": [], \"extra\": 1}", "format: unknown field beside it" },
    { "{\"format\": 1, \"sizes\": [{\"provider\": \"gcp\", \"size\": \"a3\", \"gpu-id\": \"h100-sxm\","
      " \"gpus\": 8, \"source\": \"x\", \"as-of\": \"2026\"}]}",
      "sizes[0].provider: “gcp” is not one of azure, aws" },
    { "{\"format\": 1, \"sizes\": [{\"provider\": \"aws\", \"size\": \"p5.48xlarge\", \"gpu-id\": \"h100-sxm\","
      " \"gpus\": 0, \"source\": \"x\", \"as-of\": \"2026\"}]}",
      "sizes[0].gpus: 0 is below 1" },
    { "{\"format\": 1, \"sizes\": [{\"provider\": \"aws\", \"size\": \"p5.48xlarge\", \"gpu-id\": \"h100-sxm\","
      " \"gpus\": 2.5, \"source\": \"x\", \"as-of\": \"2026\"}]}",
      "sizes[0].gpus: expected a whole number" },
    { "{\"format\": 1, \"sizes\": [{\"provider\": \"aws\", \"size\": \"p5.48xlarge\", \"gpu-id\": \"h100-sxm\","
      " \"gpus\": 8, \"source\": \"x\", \"as-of\": \"2026\", \"note\": \"\"}]}",
      "sizes[0].note: unknown field" },
    { "{\"format\": 1, \"sizes\": [{\"provider\": \"aws\", \"size\": \"p5.48xlarge\", \"gpu-id\": \"h100-sxm\","
      " \"gpus\": 8, \"source\": \"x\", \"as-of\": \"yesterday\"}]}",
      "sizes[0].as-of: expected a date such as 2026, 2026-11 or 2026-11-20" },
    { "{\"format\": 1, \"sizes\": [{\"provider\": \"aws\", \"size\": \"p5.48xlarge\", \"gpu-id\": \"h100-sxm\","
      " \"gpus\": 8, \"source\": \"x\", \"as-of\": \"2026\"}, {\"provider\": \"aws\", \"size\":"
      " \"p5.48xlarge\", \"gpu-id\": \"h100-sxm\", \"gpus\": 8, \"source\": \"x\", \"as-of\": \"2026\"}]}",
      "sizes[1].size: “p5.48xlarge” appears twice" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (cases[i].text, strlen (cases[i].text));
      g_autoptr(GError) error = NULL;
      g_autoptr(BkInstanceTable) table = bk_instance_table_new_from_bytes (bytes, NULL, &error);

      g_assert_null (table);
      g_assert_error (error, BK_PRICES_ERROR, BK_PRICES_ERROR_TABLE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* Azure */

static void
test_azure_url (void)
{
  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();
  g_autofree char *url = bk_azure_prices_build_url (BK_AZURE_PRICES_URL, table,
                                                    "germanywestcentral", "EUR");
  g_autofree char *unescaped = g_uri_unescape_string (url, NULL);

  g_assert_true (g_str_has_prefix (url, "https://prices.azure.com/api/retail/prices?"
                                        "api-version=2023-01-01-preview&currencyCode=%27EUR%27"
                                        "&$filter="));
  g_assert_true (g_uri_is_valid (url, G_URI_FLAGS_NONE, NULL));
  g_assert_nonnull (strstr (unescaped, "serviceName eq 'Virtual Machines' and armRegionName eq "
                                       "'germanywestcentral' and (armSkuName eq "
                                       "'Standard_ND96isr_H100_v5' or "));
  g_assert_true (g_str_has_suffix (unescaped, "')"));
}

/* By hand, per GPU-hour (the ND96isr H100 v5 has 8 GPUs): on demand €84.08 / 8 = €10.51; the
 * savings plans' hourly €60 and €40 give €7.50 and €5.00; spot €16.816 / 8 = €2.102, low priority
 * €16 / 8 = €2.00. The 1-year reservation's €525,600 is for 8,760 hours: €60 an hour, €7.50 per
 * GPU; the 3-year one's €1,051,200 for 26,280 hours: €40, €5.00 per GPU. The NC24ads A100 v4 has
 * one GPU at €3.40. The Windows and dev/test meters are left out; the NC4as T4 v3 is no size of
 * the table. */
static void
test_azure_pages (void)
{
  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();
  g_autoptr(GPtrArray) offers = NULL;
  const BkPriceOffer *offer;
  guint n_unknown;

  offers = read_azure_fixture (table, &n_unknown);
  g_assert_cmpuint (n_unknown, ==, 1);
  g_assert_cmpuint (offers->len, ==, 8);

  offer = find_offer (offers, "Standard_ND96isr_H100_v5", BK_PRICE_KIND_ON_DEMAND, 0, NULL);
  assert_gpu_price (offer, 10.51);
  g_assert_cmpfloat (offer->instance_price, ==, 84.08);
  g_assert_cmpuint (offer->gpus, ==, 8);
  g_assert_cmpstr (offer->gpu_id, ==, "h100-sxm");
  g_assert_cmpstr (offer->currency, ==, "EUR");
  g_assert_cmpstr (offer->region, ==, "germanywestcentral");
  g_assert_cmpstr (offer->retrieved, ==, RETRIEVED);

  assert_gpu_price (find_offer (offers, "Standard_ND96isr_H100_v5", BK_PRICE_KIND_SAVINGS_PLAN, 12,
                                NULL), 7.5);
  assert_gpu_price (find_offer (offers, "Standard_ND96isr_H100_v5", BK_PRICE_KIND_SAVINGS_PLAN, 36,
                                NULL), 5.0);
  assert_gpu_price (find_offer (offers, "Standard_ND96isr_H100_v5", BK_PRICE_KIND_SPOT, 0, NULL),
                    2.102);
  assert_gpu_price (find_offer (offers, "Standard_ND96isr_H100_v5", BK_PRICE_KIND_LOW_PRIORITY, 0,
                                NULL), 2.0);
  offer = find_offer (offers, "Standard_ND96isr_H100_v5", BK_PRICE_KIND_RESERVATION, 12, NULL);
  assert_gpu_price (offer, 7.5);
  g_assert_cmpfloat (offer->upfront_percent, ==, 0);
  assert_gpu_price (find_offer (offers, "Standard_ND96isr_H100_v5", BK_PRICE_KIND_RESERVATION, 36,
                                NULL), 5.0);
  assert_gpu_price (find_offer (offers, "Standard_NC24ads_A100_v4", BK_PRICE_KIND_ON_DEMAND, 0,
                                NULL), 3.4);
}

static void
test_azure_hostile (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "the answer is empty or not UTF-8 text" },
    { "<!DOCTYPE html><html><body>Service Unavailable</body></html>", NULL },
    { "{\"Items\": [{\"currencyCode\": \"EUR\", \"retailPrice\": 1", NULL },
    { "[]", "the answer holds no JSON object" },
    { "{\"NextPageLink\": null}", "answer.Items: missing" },
    { "{\"Items\": {}}", "answer.Items: expected a list" },
    { "{\"Items\": [7]}", "Items[0]: expected an object" },
    { "{\"Items\": [{\"armSkuName\": \"Standard_ND96isr_H100_v5\", \"armRegionName\": "
      "\"germanywestcentral\", \"currencyCode\": \"EUR\", \"unitOfMeasure\": \"1 Hour\", \"type\": "
      "\"Consumption\", \"productName\": \"p\", \"skuName\": \"s\"}]}",
      "Items[0].retailPrice: missing" },
    { "{\"Items\": [{\"armSkuName\": \"Standard_ND96isr_H100_v5\", \"armRegionName\": "
      "\"germanywestcentral\", \"currencyCode\": \"EUR\", \"retailPrice\": \"84.08\", "
      "\"unitOfMeasure\": \"1 Hour\", \"type\": \"Consumption\", \"productName\": \"p\", "
      "\"skuName\": \"s\"}]}",
      "Items[0].retailPrice: expected a number" },
    { "{\"Items\": [{\"armSkuName\": \"Standard_ND96isr_H100_v5\", \"armRegionName\": "
      "\"germanywestcentral\", \"currencyCode\": \"EUR\", \"retailPrice\": 1e300, "
      "\"unitOfMeasure\": \"1 Hour\", \"type\": \"Consumption\", \"productName\": \"p\", "
      "\"skuName\": \"s\"}]}",
      NULL },
    { "{\"Items\": [{\"armSkuName\": \"Standard_ND96isr_H100_v5\", \"armRegionName\": "
      "\"germanywestcentral\", \"currencyCode\": \"euro\", \"retailPrice\": 1, "
      "\"unitOfMeasure\": \"1 Hour\", \"type\": \"Consumption\", \"productName\": \"p\", "
      "\"skuName\": \"s\"}]}",
      "Items[0].currencyCode: “euro” is not a currency code" },
    { "{\"Items\": [{\"armSkuName\": \"Standard_ND96isr_H100_v5\", \"armRegionName\": "
      "\"germanywestcentral\", \"currencyCode\": \"EUR\", \"retailPrice\": 1, "
      "\"unitOfMeasure\": \"1 Hour\", \"type\": \"Reservation\", \"productName\": \"p\", "
      "\"skuName\": \"s\"}]}",
      "Items[0].reservationTerm: missing" },
    { "{\"Items\": [{\"armSkuName\": \"Standard_ND96isr_H100_v5\", \"armRegionName\": "
      "\"germanywestcentral\", \"currencyCode\": \"EUR\", \"retailPrice\": 1, "
      "\"unitOfMeasure\": \"1 Hour\", \"type\": \"Consumption\", \"productName\": \"p\", "
      "\"skuName\": \"s\", \"savingsPlan\": 3}]}",
      "Items[0].savingsPlan: expected a list" },
    { "{\"Items\": [], \"NextPageLink\": 3}", "answer.NextPageLink: expected a text" },
    { "{\"Items\": [], \"NextPageLink\": \"not an address\"}",
      "answer.NextPageLink: “not an address” is not an address" },
  };
  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) page = g_bytes_new_static (cases[i].text, strlen (cases[i].text));
      g_autoptr(GPtrArray) offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
      g_autoptr(GError) error = NULL;
      g_autofree char *next = NULL;
      guint n_unknown = 0;

      g_assert_false (bk_azure_prices_read_page (page, table, "germanywestcentral", RETRIEVED,
                                                 offers, &next, &n_unknown, &error));
      g_assert_error (error, BK_PRICES_ERROR, BK_PRICES_ERROR_ANSWER);
      g_assert_null (next);
      g_assert_null (strchr (error->message, '\n'));
      if (cases[i].message != NULL)
        g_assert_cmpstr (error->message, ==, cases[i].message);
      else if (i == 1 || i == 2)
        g_assert_true (g_str_has_prefix (error->message, "the answer is not JSON: "));
      else
        g_assert_true (g_str_has_prefix (error->message, "Items[0].retailPrice: "));
    }
}

/* AWS */

static void
test_aws_indexes (void)
{
  g_autoptr(GBytes) index = load_fixture ("aws-index.json");
  g_autoptr(GBytes) regions = load_fixture ("aws-region-index.json");
  g_autoptr(GError) error = NULL;
  g_autofree char *region_index = NULL;
  g_autofree char *file = NULL;
  g_autofree char *missing = NULL;

  region_index = bk_aws_prices_read_offer_index (index, BK_AWS_PRICES_URL
                                                 BK_AWS_PRICES_INDEX_PATH, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (region_index, ==, "https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/"
                                     "AmazonEC2/current/region_index.json");

  file = bk_aws_prices_read_region_index (regions, region_index, "eu-central-1", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (file, ==, "https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/"
                             "20261202184207/eu-central-1/index.csv");

  missing = bk_aws_prices_read_region_index (regions, region_index, "eu-south-9", &error);
  g_assert_null (missing);
  g_assert_error (error, BK_PRICES_ERROR, BK_PRICES_ERROR_REGION);
  g_assert_cmpstr (error->message, ==, "AWS’s price list has no region “eu-south-9”");
  g_clear_error (&error);

  /* An index without the service, or with an address that is none. */
  {
    static const char *hostile[][2] = {
      { "{\"offers\": {\"AmazonS3\": {}}}", "offers.AmazonEC2: missing" },
      { "{\"offers\": {\"AmazonEC2\": {\"currentRegionIndexUrl\": 5}}}",
        "offers.AmazonEC2.currentRegionIndexUrl: expected a text" },
      { "{\"offers\": []}", "offers: expected an object" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
      {
        g_autoptr(GBytes) bytes = g_bytes_new_static (hostile[i][0], strlen (hostile[i][0]));
        g_autofree char *url = bk_aws_prices_read_offer_index (bytes, BK_AWS_PRICES_URL
                                                               BK_AWS_PRICES_INDEX_PATH, &error);

        g_assert_null (url);
        g_assert_error (error, BK_PRICES_ERROR, BK_PRICES_ERROR_ANSWER);
        g_assert_cmpstr (error->message, ==, hostile[i][1]);
        g_clear_error (&error);
      }
  }
}

/* By hand, for the p5.48xlarge (8 GPUs): on demand $55.04 / 8 = $6.88. The 1-year reservations of
 * the standard class: nothing up front at $38 an hour, $4.75 per GPU; all up front $306,600 for
 * 8,760 hours, $35 an hour, $4.375 per GPU, 100 % up front; partly up front $157,680 and $18 an
 * hour, ($157,680 + $18 × 8,760) / 8,760 = $36 an hour, $4.50 per GPU, 50 % up front. The
 * convertible class, Windows, dedicated tenancy and unused reservations are left out. The
 * g6e.xlarge has one GPU at $2.699; the g6e.12xlarge's row says 8 GPUs where the table has 4,
 * so it is left out and counted; the m5.large is no size of the table. */
static void
test_aws_file (void)
{
  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();
  const gsize chunks[] = { 1, 7, 4096, G_MAXSIZE };

  for (guint c = 0; c < G_N_ELEMENTS (chunks); c++)
    {
      guint n_mismatched;
      g_autoptr(GPtrArray) offers = read_aws_fixture (table, chunks[c], &n_mismatched);
      const BkPriceOffer *offer;

      g_assert_cmpuint (n_mismatched, ==, 1);
      g_assert_cmpuint (offers->len, ==, 5);

      offer = find_offer (offers, "p5.48xlarge", BK_PRICE_KIND_ON_DEMAND, 0, NULL);
      assert_gpu_price (offer, 6.88);
      g_assert_cmpstr (offer->currency, ==, "USD");
      g_assert_cmpstr (offer->region, ==, "eu-central-1");

      offer = find_offer (offers, "p5.48xlarge", BK_PRICE_KIND_RESERVATION, 12, "no-upfront");
      assert_gpu_price (offer, 4.75);
      g_assert_cmpfloat_with_epsilon (offer->upfront_percent, 0, 1e-9);
      offer = find_offer (offers, "p5.48xlarge", BK_PRICE_KIND_RESERVATION, 12, "all-upfront");
      assert_gpu_price (offer, 4.375);
      g_assert_cmpfloat_with_epsilon (offer->upfront_percent, 100, 1e-9);
      offer = find_offer (offers, "p5.48xlarge", BK_PRICE_KIND_RESERVATION, 12, "partial-upfront");
      assert_gpu_price (offer, 4.5);
      g_assert_cmpfloat_with_epsilon (offer->upfront_percent, 50, 1e-9);

      assert_gpu_price (find_offer (offers, "g6e.xlarge", BK_PRICE_KIND_ON_DEMAND, 0, NULL), 2.699);
    }
}

static void
test_aws_hostile (void)
{
  static const char header[] =
    "\"FormatVersion\",\"v1.0\"\n\"Disclaimer\",\"x\"\n\"Publication Date\",\"2026-12-02T18:42:07Z\"\n"
    "\"Version\",\"20261202184207\"\n\"OfferCode\",\"AmazonEC2\"\n";
  static const char columns[] =
    "\"SKU\",\"TermType\",\"Unit\",\"PricePerUnit\",\"Currency\",\"LeaseContractLength\","
    "\"PurchaseOption\",\"OfferingClass\",\"Product Family\",\"Instance Type\",\"Tenancy\","
    "\"Operating System\",\"Pre Installed S/W\",\"License Model\"\n";
  static const char row[] =
    "\"A\",\"OnDemand\",\"Hrs\",\"%s\",\"USD\",\"\",\"\",\"\",\"Compute Instance\",\"p5.48xlarge\","
    "\"Shared\",\"Linux\",\"NA\",\"No License required\"\n";
  g_autofree char *good_row = g_strdup_printf (row, "55.04");
  g_autofree char *bad_price = g_strdup_printf (row, "fifty");
  g_autofree char *long_line = g_strnfill (BK_AWS_PRICES_MAX_LINE + 10, 'x');
  struct
  {
    char       *text;
    const char *message;
  } cases[] = {
    { g_strdup (""), "line 1: the file ends before its header" },
    { g_strdup ("<!DOCTYPE html>\n<html lang=\"en\"><body>Access Denied</body></html>\n"),
      "line 1: not AWS’s price list file: it starts with “<!DOCTYPE html>”, not FormatVersion" },
    { g_strdup ("{\"formatVersion\": \"v1.0\"}"),
      "line 1: not AWS’s price list file: it starts with “{\"formatVersion\": \"v1.0\"}”, not "
      "FormatVersion" },
    { g_strconcat (header, NULL), "line 6: the file ends before its header" },
    { g_strconcat ("\"FormatVersion\",\"v1.0\"\n\"Disclaimer\",\"x\"\n\"Publication Date\",\"x\"\n"
                   "\"Version\",\"x\"\n\"OfferCode\",\"AmazonS3\"\n", NULL),
      "line 5: expected the offer code AmazonEC2" },
    { g_strconcat (header, "\"SKU\",\"TermType\"\n", NULL),
      "line 6: the header has no column “Unit”" },
    { g_strconcat (header, columns, bad_price, NULL),
      "line 7: PricePerUnit “fifty” is not a price" },
    { g_strconcat (header, columns, "\"A\",\"OnDemand\"\n", NULL),
      "line 7: 2 fields where the header has 14" },
    { g_strconcat (header, columns, good_row, "\"B\",\"OnDem", NULL),
      "line 8: the file ends inside a quoted field" },
    { g_strconcat (header, columns, "\"A\"x,\"B\"\n", NULL), "line 7: text after a quoted field" },
    { g_strconcat (header, columns, long_line, "\n", NULL), "line 7: longer than 64 KiB" },
  };

  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BkAwsPriceReader) reader = bk_aws_price_reader_new (table, "eu-central-1",
                                                                    RETRIEVED);
      g_autoptr(GPtrArray) offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
      g_autoptr(GError) error = NULL;

      if (bk_aws_price_reader_feed (reader, cases[i].text, strlen (cases[i].text), &error))
        g_assert_false (bk_aws_price_reader_finish (reader, offers, &error));
      g_assert_error (error, BK_PRICES_ERROR, BK_PRICES_ERROR_ANSWER);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_free (cases[i].text);
    }
}

/* The kept file */

static BkFetchedOffers *
fetch_fixtures (const char *retrieved)
{
  g_autoptr(BkInstanceTable) table = bk_test_load_instance_table ();
  g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (retrieved, NULL);
  BkFetchedOffers *fetched = bk_fetched_offers_new (when);
  g_autoptr(GPtrArray) azure = NULL;
  g_autoptr(GPtrArray) aws = NULL;
  guint n;

  azure = read_azure_fixture (table, &n);
  aws = read_aws_fixture (table, G_MAXSIZE, &n);
  bk_fetched_offers_add_region (fetched, BK_PRICE_SOURCE_AZURE, "germanywestcentral", "EUR");
  bk_fetched_offers_add_region (fetched, BK_PRICE_SOURCE_AWS, "eu-central-1", "USD");
  bk_fetched_offers_add_offers (fetched, azure);
  bk_fetched_offers_add_offers (fetched, aws);

  return fetched;
}

static void
test_store_round_trip (void)
{
  g_autoptr(BkFetchedOffers) fetched = fetch_fixtures ("2026-12-04T09:30:00Z");
  g_autoptr(BkFetchedOffers) again = NULL;
  g_autoptr(BkFetchedOffers) loaded = NULL;
  g_autoptr(GBytes) bytes = bk_fetched_offers_to_bytes (fetched);
  g_autoptr(GBytes) bytes_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bk-prices-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "sub", "fetched-offers.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GDateTime) expected = g_date_time_new_utc (2026, 12, 4, 9, 30, 0);
  const char *region, *currency;
  BkPriceSource source;

  g_assert_no_error (error);
  g_assert_cmpuint (bk_fetched_offers_get_offers (fetched)->len, ==, 13);

  again = bk_fetched_offers_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  bytes_again = bk_fetched_offers_to_bytes (again);
  g_assert_true (g_bytes_equal (bytes, bytes_again));
  g_assert_true (g_date_time_equal (bk_fetched_offers_get_retrieved (again), expected));
  g_assert_cmpuint (bk_fetched_offers_get_n_regions (again), ==, 2);
  bk_fetched_offers_get_region (again, 1, &source, &region, &currency);
  g_assert_cmpint (source, ==, BK_PRICE_SOURCE_AWS);
  g_assert_cmpstr (region, ==, "eu-central-1");
  g_assert_cmpstr (currency, ==, "USD");

  /* The folder is made; the file is written whole. */
  g_assert_true (bk_fetched_offers_save (fetched, file, &error));
  g_assert_no_error (error);
  loaded = bk_fetched_offers_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bk_fetched_offers_get_offers (loaded)->len, ==, 13);

  bk_test_remove_tree (dir);
}

static void
test_store_hostile (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "The file of fetched offers is empty or not UTF-8 text" },
    { "{", NULL },
    { "3", "The file of fetched offers holds no JSON object" },
    { "{\"format\": 2, \"retrieved\": \"2026-12-04T09:30:00Z\", \"regions\": [], \"offers\": []}",
      "fetched.format: 2 is not a format this version reads (it reads 1)" },
    { "{\"format\": 1, \"retrieved\": \"today\", \"regions\": [], \"offers\": []}",
      "fetched.retrieved: expected a date and time such as 2026-12-04T09:30:00Z" },
    { "{\"format\": 1, \"retrieved\": \"2026-12-04T09:30:00Z\", \"regions\": [], \"offers\": [],"
      " \"more\": 1}", "fetched.more: unknown field" },
    { "{\"format\": 1, \"retrieved\": \"2026-12-04T09:30:00Z\", \"regions\": [], \"offers\": "
      "[{\"provider\": \"azure\", \"region\": \"westeurope\", \"size\": \"Standard_ND96isr_H100_v5\","
      " \"gpu-id\": \"h100-sxm\", \"gpus\": 8, \"kind\": \"on-demand\", \"instance-price-per-hour\":"
      " -1, \"currency\": \"EUR\", \"retrieved\": \"2026-12-04\"}]}",
      "offers[0].instance-price-per-hour: -1 is below 0" },
    { "{\"format\": 1, \"retrieved\": \"2026-12-04T09:30:00Z\", \"regions\": [], \"offers\": "
      "[{\"provider\": \"azure\", \"region\": \"westeurope\", \"size\": \"Standard_ND96isr_H100_v5\","
      " \"gpu-id\": \"h100-sxm\", \"gpus\": 8, \"kind\": \"on-demand\", \"term-months\": 12,"
      " \"instance-price-per-hour\": 1, \"currency\": \"EUR\", \"retrieved\": \"2026-12-04\"}]}",
      "offers[0].kind: a term, an up-front share and a payment go with a reservation only, and a "
      "term with a savings plan" },
    { "{\"format\": 1, \"retrieved\": \"2026-12-04T09:30:00Z\", \"regions\": [], \"offers\": "
      "[{\"provider\": \"azure\", \"region\": \"westeurope\", \"size\": \"Standard_ND96isr_H100_v5\","
      " \"gpu-id\": \"h100-sxm\", \"gpus\": 800, \"kind\": \"on-demand\","
      " \"instance-price-per-hour\": 1, \"currency\": \"EUR\", \"retrieved\": \"2026-12-04\"}]}",
      "offers[0].gpus: 800 is above 72" },
    { "{\"format\": 1, \"retrieved\": \"2026-12-04T09:30:00Z\", \"regions\": [], \"offers\": "
      "[{\"provider\": \"azure\", \"region\": \"westeurope\", \"size\": \"Standard_ND96isr_H100_v5\","
      " \"gpu-id\": \"h100-sxm\", \"gpus\": 8, \"kind\": \"bargain\","
      " \"instance-price-per-hour\": 1, \"currency\": \"EUR\", \"retrieved\": \"2026-12-04\"}]}",
      "offers[0].kind: “bargain” is not one of on-demand, spot, low-priority, reservation, "
      "savings-plan" },
    { "{\"format\": 1, \"retrieved\": \"2026-12-04T09:30:00Z\", \"regions\": [{\"provider\": "
      "\"aws\", \"region\": \"eu-central-1\", \"currency\": \"dollars\"}], \"offers\": []}",
      "regions[0].currency: expected a currency code such as EUR" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (cases[i].text, strlen (cases[i].text));
      g_autoptr(GError) error = NULL;
      g_autoptr(BkFetchedOffers) fetched = bk_fetched_offers_new_from_bytes (bytes, &error);

      g_assert_null (fetched);
      g_assert_error (error, BK_PRICES_ERROR, BK_PRICES_ERROR_FILE);
      if (cases[i].message != NULL)
        g_assert_cmpstr (error->message, ==, cases[i].message);
      else
        g_assert_true (g_str_has_prefix (error->message,
                                         "The file of fetched offers is not valid JSON: "));
    }
}

/* The catalogue */

static BkCatalogueRent *
find_fetched_rent (BkCatalogue *catalogue,
                   const char  *gpu_id,
                   const char  *provider,
                   const char  *term)
{
  g_autoptr(GListModel) rents = bk_catalogue_dup_offers (catalogue, gpu_id);

  for (guint i = 0; i < g_list_model_get_n_items (rents); i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);

      if (bk_catalogue_rent_get_fetched (rent)
          && g_str_equal (bk_catalogue_rent_get_provider (rent), provider)
          && g_str_equal (bk_catalogue_rent_get_term (rent), term))
        return rent;
    }

  return NULL;
}

static void
test_merge (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkFetchedOffers) fetched = fetch_fixtures ("2026-12-04T09:30:00Z");
  g_autoptr(BkCatalogue) merged = bk_fetched_offers_merge (fetched, catalogue);
  g_autoptr(GListModel) before = bk_catalogue_dup_offers (catalogue, "h100-sxm");
  g_autoptr(GListModel) after = bk_catalogue_dup_offers (merged, "h100-sxm");
  g_autoptr(GListModel) on_demand = bk_catalogue_dup_rents (merged, "h100-sxm");
  BkCatalogueRent *rent;

  /* The ND96isr H100 v5's seven Azure offers and the p5.48xlarge's four AWS ones join the three
   * of the catalogue; the catalogue itself stays as it was. */
  g_assert_cmpuint (g_list_model_get_n_items (before), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (after), ==, 3 + 7 + 4);
  g_assert_cmpuint (g_list_model_get_n_items (on_demand), ==, 2 + 2);
  g_assert_cmpuint (bk_fetched_offers_count_for (fetched, catalogue), ==, 13);

  rent = find_fetched_rent (merged, "h100-sxm", "Microsoft Azure", BK_CATALOGUE_TERM_ON_DEMAND);
  g_assert_nonnull (rent);
  g_assert_cmpfloat_with_epsilon (bk_catalogue_rent_get_price_per_hour (rent), 10.51, 1e-9);
  g_assert_cmpstr (bk_catalogue_rent_get_currency (rent), ==, "EUR");
  g_assert_cmpstr (bk_catalogue_rent_get_as_of (rent), ==, "2026-12-04");
  g_assert_cmpstr (bk_catalogue_rent_get_source (rent), ==,
                   "Azure Retail Prices API, Germany West Central, retrieved 2026-12-04: "
                   "ND96isr H100 v5, 8 GPUs, €84.08 an hour, on demand");
  g_assert_false (bk_catalogue_rent_get_from_team (rent));

  rent = find_fetched_rent (merged, "h100-sxm", "AWS", BK_CATALOGUE_TERM_RESERVED);
  g_assert_nonnull (rent);
  g_assert_cmpuint (bk_catalogue_rent_get_term_months (rent), ==, 12);

  /* Fresh on-demand offers date the GPU's prices: they are not old. */
  {
    g_autoptr(GDateTime) now = g_date_time_new_utc (2026, 12, 4, 12, 0, 0);
    g_autofree char *note = bk_catalogue_dup_old_prices_note (merged, "NVIDIA H100 SXM", now);

    g_assert_cmpstr (bk_catalogue_get_prices_as_of (merged, bk_catalogue_find_gpu (merged,
                                                                                   "h100-sxm")),
                     ==, "2026-08");
    g_assert_null (note);
  }
}

/* What changed */

static void
test_changes (void)
{
  g_autoptr(BkCatalogue) catalogue = load_catalogue ();
  g_autoptr(BkFetchedOffers) first = fetch_fixtures ("2026-12-04T09:30:00Z");
  g_autoptr(BkFetchedOffers) second = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  g_autoptr(GPtrArray) offers = NULL;
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 12, 11, 9, 30, 0);
  g_autofree char *text = NULL;
  g_autofree char *summary = NULL;

  /* The first update is compared with the catalogue's own offers of the same provider and term:
   * Azure's H100 SXM on demand was $12.29, AWS's $6.88 the same as now, AWS's 1-year term $4.00
   * where the three reservations now cost $4.75, $4.375 and $4.50; everything else is new. */
  changes = bk_price_changes_new (NULL, first, catalogue);
  text = bk_price_change_to_text (g_ptr_array_index (changes, 0));
  summary = bk_price_changes_dup_summary (changes, 13);
  g_assert_cmpuint (changes->len, ==, 12);
  g_assert_cmpstr (summary, ==, "13 offers fetched: 8 new, 4 changed, 0 gone");
  for (guint i = 0; i < changes->len; i++)
    {
      BkPriceChange *change = g_ptr_array_index (changes, i);
      g_autofree char *line = bk_price_change_to_text (change);

      if (g_str_equal (change->label, "Microsoft Azure ND96isr H100 v5, on demand"))
        g_assert_cmpstr (line, ==, "NVIDIA H100 SXM, Microsoft Azure ND96isr H100 v5, on demand: "
                                   "$12.29 → €10.51");
      if (g_str_equal (change->label, "AWS p5.48xlarge, 1-year reservation, nothing up front"))
        g_assert_cmpstr (line, ==, "NVIDIA H100 SXM, AWS p5.48xlarge, 1-year reservation, nothing "
                                   "up front: $4.00 → $4.75");
      if (g_str_equal (change->label, "AWS g6e.xlarge, on demand"))
        g_assert_cmpstr (line, ==, "NVIDIA L40S, AWS g6e.xlarge, on demand: new, $2.70");
      g_assert_false (g_str_equal (change->label, "AWS p5.48xlarge, on demand"));
    }
  g_clear_pointer (&changes, g_ptr_array_unref);
  g_clear_pointer (&summary, g_free);

  /* A week later Azure's on-demand price is €80.00 (€10.00 per GPU) and AWS's g6e.xlarge is no
   * longer listed; the rest is the same. */
  second = bk_fetched_offers_new (when);
  bk_fetched_offers_add_region (second, BK_PRICE_SOURCE_AZURE, "germanywestcentral", "EUR");
  bk_fetched_offers_add_region (second, BK_PRICE_SOURCE_AWS, "eu-central-1", "USD");
  offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
  for (guint i = 0; i < bk_fetched_offers_get_offers (first)->len; i++)
    {
      BkPriceOffer *offer = bk_price_offer_copy (g_ptr_array_index (bk_fetched_offers_get_offers (first), i));

      if (g_str_equal (offer->size, "g6e.xlarge"))
        {
          bk_price_offer_free (offer);
          continue;
        }
      if (g_str_equal (offer->size, "Standard_ND96isr_H100_v5") && offer->kind == BK_PRICE_KIND_ON_DEMAND)
        offer->instance_price = 80;
      g_ptr_array_add (offers, offer);
    }
  bk_fetched_offers_add_offers (second, offers);

  changes = bk_price_changes_new (first, second, catalogue);
  summary = bk_price_changes_dup_summary (changes, 12);
  g_assert_cmpstr (summary, ==, "12 offers fetched: 0 new, 1 changed, 1 gone");
  g_clear_pointer (&text, g_free);
  text = bk_price_change_to_text (g_ptr_array_index (changes, 0));
  g_assert_cmpstr (text, ==, "NVIDIA H100 SXM, Microsoft Azure ND96isr H100 v5, on demand: "
                             "€10.51 → €10.00");
  g_clear_pointer (&text, g_free);
  text = bk_price_change_to_text (g_ptr_array_index (changes, 1));
  g_assert_cmpstr (text, ==, "NVIDIA L40S, AWS g6e.xlarge, on demand: no longer offered, was $2.70");
  g_clear_pointer (&changes, g_ptr_array_unref);
  g_clear_pointer (&summary, g_free);

  /* The same offers again change nothing. */
  changes = bk_price_changes_new (second, second, catalogue);
  summary = bk_price_changes_dup_summary (changes, 12);
  g_assert_cmpuint (changes->len, ==, 0);
  g_assert_cmpstr (summary, ==, "12 offers fetched, all at the prices of the last update");
}

/* Regions */

static void
test_regions (void)
{
  BkPriceSource source;

  g_assert_true (bk_price_region_parse ("germanywestcentral", &source));
  g_assert_cmpint (source, ==, BK_PRICE_SOURCE_AZURE);
  g_assert_true (bk_price_region_parse ("eu-central-1", &source));
  g_assert_cmpint (source, ==, BK_PRICE_SOURCE_AWS);
  g_assert_false (bk_price_region_parse ("eu-central-", &source));
  g_assert_false (bk_price_region_parse ("-eu", &source));
  g_assert_false (bk_price_region_parse ("West Europe", &source));
  g_assert_false (bk_price_region_parse ("../../etc", &source));
  g_assert_false (bk_price_region_parse ("", &source));

  g_assert_cmpstr (bk_price_region_default (BK_PRICE_SOURCE_AZURE, "DE"), ==, "germanywestcentral");
  g_assert_cmpstr (bk_price_region_default (BK_PRICE_SOURCE_AWS, "DE"), ==, "eu-central-1");
  g_assert_cmpstr (bk_price_region_default (BK_PRICE_SOURCE_AWS, "US"), ==, "us-east-1");
  g_assert_cmpstr (bk_price_region_default (BK_PRICE_SOURCE_AZURE, NULL), ==, "westeurope");
  g_assert_cmpstr (bk_price_region_default_currency ("CH"), ==, "CHF");
  g_assert_cmpstr (bk_price_region_get_name (BK_PRICE_SOURCE_AWS, "eu-central-1"), ==,
                   "Europe (Frankfurt)");
  g_assert_cmpstr (bk_price_region_get_name (BK_PRICE_SOURCE_AWS, "ap-south-2"), ==, "ap-south-2");

  {
    g_autofree char *territory = NULL;

    g_setenv ("LC_ALL", "de_DE.UTF-8", TRUE);
    territory = bk_price_region_dup_territory ();
    g_assert_cmpstr (territory, ==, "DE");
    g_unsetenv ("LC_ALL");
  }
}

/* The weekly check: with the last update on 2026-12-04 at 09:30 UTC (1796376600), it asks again
 * from 2026-12-11 09:30:01 on, seven days and a second later; a last update after now (a clock
 * set back) asks at once, and so does never (0). */
static void
test_weekly_check (void)
{
  gint64 last = 1796376600;

  g_assert_false (bk_price_update_check_is_due (last, last));
  g_assert_false (bk_price_update_check_is_due (last, last + 7 * 24 * 3600));
  g_assert_true (bk_price_update_check_is_due (last, last + 7 * 24 * 3600 + 1));
  g_assert_true (bk_price_update_check_is_due (last, last - 1));
  g_assert_true (bk_price_update_check_is_due (0, last));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/prices/table/shipped", test_table_shipped);
  g_test_add_func ("/prices/table/checks-catalogue", test_table_checks_catalogue);
  g_test_add_func ("/prices/table/hostile", test_table_hostile);
  g_test_add_func ("/prices/azure/url", test_azure_url);
  g_test_add_func ("/prices/azure/pages", test_azure_pages);
  g_test_add_func ("/prices/azure/hostile", test_azure_hostile);
  g_test_add_func ("/prices/aws/indexes", test_aws_indexes);
  g_test_add_func ("/prices/aws/file", test_aws_file);
  g_test_add_func ("/prices/aws/hostile", test_aws_hostile);
  g_test_add_func ("/prices/store/round-trip", test_store_round_trip);
  g_test_add_func ("/prices/store/hostile", test_store_hostile);
  g_test_add_func ("/prices/merge", test_merge);
  g_test_add_func ("/prices/changes", test_changes);
  g_test_add_func ("/prices/regions", test_regions);
  g_test_add_func ("/prices/weekly-check", test_weekly_check);

  return g_test_run ();
}
