/* test-catalogue.c: the hardware and provider catalogue and its strict loader
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-types.h"
#include "bk-exchange-rates.h"
#include "bk-hardware.h"

static BkCatalogue *
load_shipped_catalogue (void)
{
  const char *srcdir = g_getenv ("BK_SOURCE_DIR");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  BkCatalogue *catalogue;

  g_assert_nonnull (srcdir);
  path = g_build_filename (srcdir, "data", "catalogue.json", NULL);
  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);

  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  catalogue = bk_catalogue_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_nonnull (catalogue);

  return catalogue;
}

static BkCatalogueGpu *
find (BkCatalogue *catalogue,
      const char  *id)
{
  BkCatalogueGpu *gpu = bk_catalogue_find_gpu (catalogue, id);

  if (gpu == NULL)
    g_error ("the catalogue has no GPU “%s”", id);

  return gpu;
}

static BkCatalogueRent *
find_rent (BkCatalogue *catalogue,
           const char  *gpu_id,
           const char  *provider)
{
  g_autoptr(GListModel) rents = bk_catalogue_dup_rents (catalogue, gpu_id);

  for (guint i = 0; i < g_list_model_get_n_items (rents); i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);

      if (g_str_equal (bk_catalogue_rent_get_provider (rent), provider))
        return rent;  /* The catalogue keeps its own reference. */
    }

  g_error ("no rent offer from %s for %s", provider, gpu_id);
  return NULL;
}

/* The shipped file: every GPU of docs/catalogue-format.md in its order, with the figures its
 * documents give (data/sources/gpus.json). */
static void
test_shipped_gpus (void)
{
  static const char * const ids[] = {
    "a100-40gb-pcie", "a100-80gb-pcie", "a100-80gb-sxm", "h100-pcie", "h100-nvl", "h100-sxm",
    "h200", "b200", "b300", "gb200-nvl72", "gb300-nvl72", "l40s", "rtx-pro-6000-server",
    "rtx-4090", "rtx-5090", "mi300x", "mi325x", "mi355x",
  };
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  GListModel *gpus = bk_catalogue_get_gpus (catalogue);
  BkCatalogueGpu *gpu;

  g_assert_true (g_list_model_get_item_type (gpus) == BK_TYPE_CATALOGUE_GPU);
  g_assert_cmpuint (g_list_model_get_n_items (gpus), ==, G_N_ELEMENTS (ids));

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(BkCatalogueGpu) item = g_list_model_get_item (gpus, i);

      g_assert_cmpstr (bk_catalogue_gpu_get_id (item), ==, ids[i]);
      g_assert_true (find (catalogue, ids[i]) == item);
      g_assert_cmpstr (bk_catalogue_gpu_get_currency (item), ==, "USD");
      g_assert_cmpuint (strlen (bk_catalogue_gpu_get_source (item)), >, 100);
      /* No figure for idle power exists: every GPU uses the stated 15 % estimate and says so. */
      g_assert_cmpfloat_with_epsilon (bk_catalogue_gpu_get_figures (item)->idle_watts,
                                      0.15 * bk_catalogue_gpu_get_figures (item)->power_watts, 1e-9);
      g_assert_nonnull (strstr (bk_catalogue_gpu_get_source (item), "Idle power"));
      g_assert_nonnull (strstr (bk_catalogue_gpu_get_source (item), "Server share"));
      /* A price is read from a document, or its absence is said. */
      if (bk_catalogue_gpu_has_purchase_price (item))
        g_assert_nonnull (strstr (bk_catalogue_gpu_get_source (item), "Purchase price"));
      else
        g_assert_nonnull (strstr (bk_catalogue_gpu_get_source (item),
                                  "No public document read gives a purchase price"));
    }
  g_assert_null (bk_catalogue_find_gpu (catalogue, "h100"));

  /* AI Infra Map, mid-2026: H100 ≈ $30,000, H200 ≈ $35,000, B200 ≈ $40,000; 700 W. */
  gpu = find (catalogue, "h100-sxm");
  g_assert_cmpstr (bk_catalogue_gpu_get_name (gpu), ==, "NVIDIA H100 SXM");
  g_assert_cmpuint (bk_catalogue_gpu_get_figures (gpu)->vram_gb, ==, 80);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->purchase_price, ==, 30000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->power_watts, ==, 700);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->idle_watts, ==, 105);
  /* An eight-GPU server's share per GPU: an estimate. */
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->host_cost, ==, 10000);
  /* 25–35 % left after 36 months: the middle, 1 − 0.3^(1/3) = 0.3306 a year, rounded to 33 %. */
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->annual_value_loss, ==, 33);
  g_assert_cmpstr (bk_catalogue_gpu_get_as_of (gpu), ==, "2026");
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "h200"))->purchase_price, ==, 35000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "b200"))->purchase_price, ==, 40000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "b200"))->power_watts, ==, 1000);

  /* A rack's price per GPU, with its processors and switches: $2–3 million for 72 GPUs. */
  gpu = find (catalogue, "gb200-nvl72");
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->purchase_price, ==, 34722);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->host_cost, ==, 0);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->power_watts, ==, 1200);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "gb300-nvl72"))->purchase_price, ==,
                     48611);

  /* The PCIe cards and the newest GPUs no document read prices. */
  gpu = find (catalogue, "h100-pcie");
  g_assert_false (bk_catalogue_gpu_has_purchase_price (gpu));
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->purchase_price, ==, 0);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->power_watts, ==, 350);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->host_cost, ==, 4000);
  g_assert_false (bk_catalogue_gpu_has_purchase_price (find (catalogue, "b300")));
  g_assert_false (bk_catalogue_gpu_has_purchase_price (find (catalogue, "mi355x")));
  g_assert_cmpuint (bk_catalogue_gpu_get_figures (find (catalogue, "h100-nvl"))->vram_gb, ==, 94);

  /* Thunder Compute: A100 PCIe 40 GB 250 W, 80 GB 300 W, SXM 400 W; the GLRI's MSRP $15,000. */
  gpu = find (catalogue, "a100-80gb-sxm");
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->purchase_price, ==, 15000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->power_watts, ==, 400);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->idle_watts, ==, 60);
  g_assert_cmpstr (bk_catalogue_gpu_get_as_of (gpu), ==, "2026-01-08");
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "a100-80gb-pcie"))->power_watts, ==, 300);
  gpu = find (catalogue, "a100-40gb-pcie");
  g_assert_cmpuint (bk_catalogue_gpu_get_figures (gpu)->vram_gb, ==, 40);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->power_watts, ==, 250);

  /* RunLocalAI, June 2026: $7,500–8,500 for an L40S; Awesome Agents: $10–15k for an MI300X. */
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "l40s"))->purchase_price, ==, 8000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "mi300x"))->purchase_price, ==, 12500);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "mi300x"))->power_watts, ==, 750);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (find (catalogue, "mi355x"))->power_watts, ==, 1400);

  /* The cheapest partner RTX 5090 of January 2026; consumer cards lose 15–20 % a year. */
  gpu = find (catalogue, "rtx-5090");
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->purchase_price, ==, 3059);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->power_watts, ==, 575);
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (gpu)->annual_value_loss, ==, 17.5);
  g_assert_cmpstr (bk_catalogue_gpu_get_as_of (gpu), ==, "2026-01-05");
  g_assert_false (bk_catalogue_gpu_has_purchase_price (find (catalogue, "rtx-4090")));
}

static void
test_shipped_rents (void)
{
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  g_autoptr(GListModel) all = bk_catalogue_dup_offers (catalogue, NULL);
  g_autoptr(GListModel) h100 = bk_catalogue_dup_rents (catalogue, "h100-sxm");
  g_autoptr(GListModel) rtx = bk_catalogue_dup_rents (catalogue, "rtx-4090");
  g_autoptr(GListModel) a100_40 = bk_catalogue_dup_rents (catalogue, "a100-40gb-pcie");
  g_autoptr(GListModel) none = bk_catalogue_dup_rents (catalogue, "no-such-gpu");
  BkCatalogueRent *rent;

  g_assert_cmpuint (g_list_model_get_n_items (all), ==, 79);
  g_assert_cmpuint (g_list_model_get_n_items (h100), ==, 14);
  /* RunPod rents RTX 4090s; every A100 40GB offer read is for the SXM card, none for PCIe. */
  g_assert_cmpuint (g_list_model_get_n_items (rtx), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (a100_40), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (none), ==, 0);

  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    {
      g_autoptr(BkCatalogueRent) item = g_list_model_get_item (all, i);
      const char *type = bk_catalogue_rent_get_provider_type (item);

      g_assert_nonnull (bk_catalogue_find_gpu (catalogue, bk_catalogue_rent_get_gpu_id (item)));
      g_assert_true (g_strv_contains ((const char * const[]) { "hyperscaler", "specialised",
                                                               "budget", "article", NULL }, type));
      g_assert_cmpfloat (bk_catalogue_rent_get_price_low (item), <=,
                         bk_catalogue_rent_get_price_per_hour (item));
      g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (item), <=,
                         bk_catalogue_rent_get_price_high (item));
      /* The article's figures and OVHcloud's prices are in euros, the other price lists' in
       * dollars. */
      g_assert_cmpstr (bk_catalogue_rent_get_currency (item), ==,
                       g_str_equal (type, "article") ||
                       g_str_equal (bk_catalogue_rent_get_provider (item), "OVHcloud")
                       ? "EUR" : "USD");
      /* Every offer names the document it was read from and the day. */
      g_assert_nonnull (strstr (bk_catalogue_rent_get_source (item), "read 2026-12-04"));
    }

  /* AWS's p5.48xlarge, $55.04 an hour for eight H100s, as of 9 November 2026. */
  rent = find_rent (catalogue, "h100-sxm", "AWS");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 6.88);
  g_assert_cmpstr (bk_catalogue_rent_get_provider_type (rent), ==, "hyperscaler");
  g_assert_cmpstr (bk_catalogue_rent_get_as_of (rent), ==, "2026-11-09");
  g_assert_nonnull (strstr (bk_catalogue_rent_get_source (rent), "p5.48xlarge"));
  g_assert_cmpfloat (bk_catalogue_rent_get_price_low (rent), ==, 6.88);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_high (rent), ==, 6.88);
  /* Data Receipts' row of RunPod's page, read on 9 November 2026. */
  rent = find_rent (catalogue, "h100-sxm", "RunPod Community Cloud");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 2.69);
  g_assert_cmpstr (bk_catalogue_rent_get_provider_type (rent), ==, "budget");
  g_assert_cmpstr (bk_catalogue_rent_get_as_of (rent), ==, "2026-11-09");
  g_assert_nonnull (strstr (bk_catalogue_rent_get_source (rent), "https://www.runpod.io/pricing"));
  /* RunPod's Secure Cloud raised the H100 SXM from $3.49 to $3.99 and the A100 SXM from $1.59
   * to $1.79; Vast.ai's A100 SXM median rose from $1.14 to $1.70 on 29 October. */
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "h100-sxm",
                                                                       "RunPod Secure Cloud")),
                     ==, 3.99);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "a100-80gb-sxm",
                                                                       "RunPod Secure Cloud")),
                     ==, 1.79);
  rent = find_rent (catalogue, "a100-80gb-sxm", "Vast.ai");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 1.7043);
  g_assert_cmpstr (bk_catalogue_rent_get_as_of (rent), ==, "2026-10-29");

  /* Offers for the exact product: Azure's NC A100 v4 is the PCIe card, Google's a2-ultragpu
   * the SXM, Azure's NC40ads H100 v5 the H100 NVL. */
  rent = find_rent (catalogue, "a100-80gb-pcie", "Microsoft Azure");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 3.67);
  rent = find_rent (catalogue, "a100-80gb-sxm", "Google Cloud");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 5.07);
  rent = find_rent (catalogue, "h100-nvl", "Microsoft Azure");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 6.98);

  /* A European provider's price in euros: OVHcloud's l40s-90 flavor, €1.40 an hour before tax,
   * as of January 2026. */
  rent = find_rent (catalogue, "l40s", "OVHcloud");
  g_assert_cmpstr (bk_catalogue_rent_get_currency (rent), ==, "EUR");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 1.40);
  g_assert_cmpstr (bk_catalogue_rent_get_as_of (rent), ==, "2026-01-28");
  g_assert_nonnull (strstr (bk_catalogue_rent_get_source (rent), "l40s-90"));

  /* The article: an A100 for €1.50–4.00 an hour, an H100 for €3.00–8.00. */
  rent = find_rent (catalogue, "a100-80gb-sxm", "The article's range");
  g_assert_cmpstr (bk_catalogue_rent_get_provider_type (rent), ==, "article");
  g_assert_cmpstr (bk_catalogue_rent_get_currency (rent), ==, "EUR");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_low (rent), ==, 1.5);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_high (rent), ==, 4.0);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 2.75);
  rent = find_rent (catalogue, "h100-sxm", "The article's range");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 5.5);

  /* The GPUs of December 2026 have offers of their own. */
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "b300", "AWS")),
                     ==, 17.80);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "gb200-nvl72",
                                                                       "CoreWeave")), ==, 10.50);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "mi300x",
                                                                       "TensorWave")), ==, 1.50);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "mi325x",
                                                                       "TensorWave")), ==, 1.95);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue,
                                                                       "rtx-pro-6000-server",
                                                                       "Vast.ai")), ==, 1.60);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "h100-nvl",
                                                                       "RunPod Secure Cloud")),
                     ==, 3.19);
}

static void
test_properties (void)
{
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  BkCatalogueGpu *gpu = find (catalogue, "l40s");
  BkCatalogueRent *rent = find_rent (catalogue, "l40s", "AWS");
  g_autofree char *id = NULL, *name = NULL, *as_of = NULL, *provider = NULL, *type = NULL;
  guint vram;
  double price, idle, per_hour;

  g_object_get (gpu, "id", &id, "name", &name, "vram-gb", &vram, "purchase-price", &price,
                "idle-watts", &idle, "as-of", &as_of, NULL);
  g_assert_cmpstr (id, ==, "l40s");
  g_assert_cmpstr (name, ==, "NVIDIA L40S");
  g_assert_cmpuint (vram, ==, 48);
  g_assert_cmpfloat (price, ==, 8000);
  g_assert_cmpfloat (idle, ==, 52.5);
  g_assert_cmpstr (as_of, ==, "2026-06");

  g_object_get (rent, "provider", &provider, "provider-type", &type, "price-per-hour", &per_hour,
                NULL);
  g_assert_cmpstr (provider, ==, "AWS");
  g_assert_cmpstr (type, ==, "hyperscaler");
  g_assert_cmpfloat (per_hour, ==, 1.86);

  /* The properties are read-only. */
  g_assert_false (g_object_class_find_property (G_OBJECT_GET_CLASS (gpu), "name")->flags
                  & G_PARAM_WRITABLE);
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_apply (void)
{
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  g_autoptr(BkHardware) hardware = bk_hardware_new ();
  const BkGpuFigures *figures, *gpu_figures;
  BkGpuFigures other;
  guint notified = 0;

  g_signal_connect (hardware, "notify", G_CALLBACK (count_notify_cb), &notified);
  bk_catalogue_gpu_apply (find (catalogue, "mi300x"), hardware);

  g_assert_cmpstr (bk_hardware_get_name (hardware), ==, "AMD Instinct MI300X");
  g_assert_cmpuint (bk_hardware_get_vram_gb (hardware), ==, 192);
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 12500);
  g_assert_cmpfloat (bk_hardware_get_host_cost (hardware), ==, 10000);
  g_assert_cmpfloat (bk_hardware_get_power_watts (hardware), ==, 750);
  g_assert_cmpfloat (bk_hardware_get_idle_watts (hardware), ==, 112.5);
  g_assert_cmpfloat (bk_hardware_get_annual_value_loss (hardware), ==, 33);
  g_assert_cmpuint (notified, >, 0);

  /* The hardware and the catalogue's GPU describe it with the same figures. */
  figures = bk_hardware_get_figures (hardware);
  gpu_figures = bk_catalogue_gpu_get_figures (find (catalogue, "mi300x"));
  g_assert_cmpuint (figures->vram_gb, ==, gpu_figures->vram_gb);
  g_assert_cmpfloat (figures->purchase_price, ==, gpu_figures->purchase_price);
  g_assert_cmpfloat (figures->host_cost, ==, gpu_figures->host_cost);
  g_assert_cmpfloat (figures->power_watts, ==, gpu_figures->power_watts);
  g_assert_cmpfloat (figures->idle_watts, ==, gpu_figures->idle_watts);
  g_assert_cmpfloat (figures->annual_value_loss, ==, gpu_figures->annual_value_loss);

  /* Applying the same GPU again changes nothing and so notifies nothing. */
  notified = 0;
  bk_catalogue_gpu_apply (find (catalogue, "mi300x"), hardware);
  g_assert_cmpuint (notified, ==, 0);

  /* Setting figures sets each one as its setter does. */
  other = (BkGpuFigures) { .vram_gb = 80, .purchase_price = 30000, .host_cost = 9000,
                           .power_watts = 700, .idle_watts = 105, .annual_value_loss = 20 };
  bk_hardware_set_figures (hardware, &other);
  g_assert_cmpuint (bk_hardware_get_vram_gb (hardware), ==, 80);
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 30000);
  g_assert_cmpfloat (bk_hardware_get_host_cost (hardware), ==, 9000);
  g_assert_cmpfloat (bk_hardware_get_power_watts (hardware), ==, 700);
  g_assert_cmpfloat (bk_hardware_get_idle_watts (hardware), ==, 105);
  g_assert_cmpfloat (bk_hardware_get_annual_value_loss (hardware), ==, 20);
  g_assert_cmpuint (notified, ==, 6);
  g_assert_cmpstr (bk_hardware_get_name (hardware), ==, "AMD Instinct MI300X");
}

/* Broken catalogues: each is refused with an error that names the field. */

#define GPU_OK \
  "{\"id\": \"x1\", \"name\": \"X\", \"vram-gb\": 80, \"purchase-price\": 1000, " \
  "\"host-cost\": 100, \"power-watts\": 400, \"idle-watts\": 60, \"annual-value-loss\": 30, " \
  "\"currency\": \"USD\", \"source\": \"s\", \"as-of\": \"2026-08\"}"
#define RENT_OK \
  "{\"gpu-id\": \"x1\", \"provider\": \"P\", \"provider-type\": \"budget\", " \
  "\"price-per-hour\": 2.5, \"currency\": \"USD\", \"source\": \"s\", \"as-of\": \"2026\"}"
#define CATALOGUE(gpus, rents) "{\"format\": 1, \"gpus\": [" gpus "], \"rents\": [" rents "]}"

typedef struct
{
  const char *json;
  int         code;
  const char *message;  /* the start of the error message */
} BrokenCase;

static const BrokenCase broken_cases[] = {
  { "", BK_CATALOGUE_ERROR_SYNTAX, "The catalogue is empty" },
  { "{", BK_CATALOGUE_ERROR_SYNTAX, "The catalogue is not valid JSON" },
  { "\xff{}", BK_CATALOGUE_ERROR_SYNTAX, "The catalogue is empty or not UTF-8" },
  { "[]", BK_CATALOGUE_ERROR_INVALID, "The catalogue holds no JSON object" },
  { "{\"gpus\": [" GPU_OK "], \"rents\": []}", BK_CATALOGUE_ERROR_INVALID,
    "catalogue.format: missing" },
  { "{\"format\": 5, \"gpus\": [" GPU_OK "], \"rents\": []}", BK_CATALOGUE_ERROR_INVALID,
    "catalogue.format: 5 is not a format" },
  { "{\"format\": 3.5, \"gpus\": [" GPU_OK "], \"rents\": []}", BK_CATALOGUE_ERROR_INVALID,
    "catalogue.format: 3.5 is not a format" },
  { "{\"format\": 1, \"rents\": []}", BK_CATALOGUE_ERROR_INVALID, "catalogue.gpus: missing" },
  { CATALOGUE ("", ""), BK_CATALOGUE_ERROR_INVALID, "catalogue.gpus: expected a list" },
  { "{\"format\": 1, \"gpus\": [" GPU_OK "]}", BK_CATALOGUE_ERROR_INVALID,
    "catalogue.rents: missing" },
  { "{\"format\": 1, \"gpus\": [" GPU_OK "], \"rents\": {}}", BK_CATALOGUE_ERROR_INVALID,
    "catalogue.rents: expected a list" },
  { "{\"format\": 1, \"colour\": 1, \"gpus\": [" GPU_OK "], \"rents\": []}",
    BK_CATALOGUE_ERROR_INVALID, "catalogue.colour: unknown field" },
  { CATALOGUE ("3", ""), BK_CATALOGUE_ERROR_INVALID, "gpus[0]: expected an object" },
  { CATALOGUE ("{\"id\": \"x1\"}", ""), BK_CATALOGUE_ERROR_INVALID, "gpus[0].name: missing" },
  { CATALOGUE (GPU_OK ", {\"colour\": \"red\"}", ""), BK_CATALOGUE_ERROR_INVALID,
    "gpus[1].colour: unknown field" },
  { CATALOGUE (GPU_OK ", " GPU_OK, ""), BK_CATALOGUE_ERROR_INVALID,
    "gpus[1].id: “x1” appears twice" },
  { NULL, 0, NULL },
};

/* One member of the valid GPU replaced: the member, its new JSON value, the expected message. */
typedef struct
{
  const char *member;
  const char *value;
  const char *message;
} GpuCase;

static const GpuCase gpu_cases[] = {
  { "id", "\"H100\"", "gpus[0].id: “H100” is not an id" },
  { "id", "\"\"", "gpus[0].id: expected a text without spaces" },
  { "name", "42", "gpus[0].name: expected a text" },
  { "name", "\" X\"", "gpus[0].name: expected a text without spaces" },
  { "vram-gb", "80.5", "gpus[0].vram-gb: expected a whole number" },
  { "vram-gb", "0", "gpus[0].vram-gb: 0 is not above 0" },
  { "purchase-price", "\"1000\"", "gpus[0].purchase-price: expected a number" },
  { "purchase-price", "-5", "gpus[0].purchase-price: -5 is not above 0" },
  { "purchase-price", "1e400", "gpus[0].purchase-price: the number is too large" },
  { "purchase-price", "null", "gpus[0].purchase-price: expected a number" },
  { "host-cost", "-1", "gpus[0].host-cost: -1 is below 0" },
  { "power-watts", "0", "gpus[0].power-watts: 0 is not above 0" },
  { "power-watts", "200000", "gpus[0].power-watts: 200000 is above 100000" },
  { "idle-watts", "500", "gpus[0].idle-watts: 500 is above 400" },
  { "annual-value-loss", "140", "gpus[0].annual-value-loss: 140 is above 100" },
  { "currency", "\"euro\"", "gpus[0].currency: “euro” is not a three-letter currency code" },
  { "as-of", "\"2026-13\"", "gpus[0].as-of: “2026-13” is not a date" },
  { "as-of", "\"Aug 2026\"", "gpus[0].as-of: “Aug 2026” is not a date" },
  { "as-of", "\"2026-02-30\"", "gpus[0].as-of: “2026-02-30” is not a date" },
  { "source", "\"\"", "gpus[0].source: expected a text" },
  { NULL, NULL, NULL },
};

static const GpuCase rent_cases[] = {
  { "gpu-id", "\"x2\"", "rents[0].gpu-id: no GPU has the id “x2”" },
  { "provider", "[]", "rents[0].provider: expected a text" },
  { "provider-type", "\"cheap\"", "rents[0].provider-type: “cheap” is not one of" },
  { "price-per-hour", "0", "rents[0].price-per-hour: 0 is not above 0" },
  { "currency", "\"usd\"", "rents[0].currency: “usd” is not a three-letter currency code" },
  { "as-of", "\"soon\"", "rents[0].as-of: “soon” is not a date" },
  { "price-low", "2", "rents[0].price-high: missing" },
  { "price-high", "3", "rents[0].price-low: missing" },
  { "colour", "1", "rents[0].colour: unknown field" },
  { NULL, NULL, NULL },
};

static void
assert_refused (const char *json,
                int         code,
                const char *message)
{
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
  g_autoptr(GError) error = NULL;
  g_autoptr(BkCatalogue) catalogue = bk_catalogue_new_from_bytes (bytes, &error);

  g_assert_null (catalogue);
  g_assert_error (error, BK_CATALOGUE_ERROR, code);
  if (!g_str_has_prefix (error->message, message))
    g_error ("expected “%s…”, got “%s” for %s", message, error->message, json);
}

/* Sets one member of a JSON object given as text to a value given as text, pasted in as it is so
 * that values such as 1e400 reach the loader unchanged. */
static char *
replace_member (const char *object_json,
                const char *member,
                const char *value_json)
{
  g_autoptr(JsonNode) object = json_from_string (object_json, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) parts = NULL;

  json_object_set_string_member (json_node_get_object (object), member, "@@@");
  text = json_to_string (object, FALSE);
  parts = g_strsplit (text, "\"@@@\"", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);

  return g_strjoin (value_json, parts[0], parts[1], NULL);
}

static void
test_broken (void)
{
  for (guint i = 0; broken_cases[i].json != NULL; i++)
    assert_refused (broken_cases[i].json, broken_cases[i].code, broken_cases[i].message);

  for (guint i = 0; gpu_cases[i].member != NULL; i++)
    {
      g_autofree char *gpu = replace_member (GPU_OK, gpu_cases[i].member, gpu_cases[i].value);
      g_autofree char *json = g_strdup_printf ("{\"format\": 1, \"gpus\": [%s], \"rents\": []}", gpu);

      assert_refused (json, BK_CATALOGUE_ERROR_INVALID, gpu_cases[i].message);
    }

  for (guint i = 0; rent_cases[i].member != NULL; i++)
    {
      g_autofree char *rent = replace_member (RENT_OK, rent_cases[i].member, rent_cases[i].value);
      g_autofree char *json = g_strdup_printf ("{\"format\": 1, \"gpus\": [" GPU_OK "], "
                                               "\"rents\": [%s]}", rent);

      assert_refused (json, BK_CATALOGUE_ERROR_INVALID, rent_cases[i].message);
    }
}

static BkCatalogue *
load_text (const char *json)
{
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
  g_autoptr(GError) error = NULL;
  BkCatalogue *catalogue = bk_catalogue_new_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return catalogue;
}

/* docs/model.md#gpu-generations: every relative throughput of the shipped catalogue rests on
 * MLPerf pairs that name their round, benchmark, systems and result files; the reference is 1
 * for both kinds of work; the figures of the rule worked out from the rounds read. */
static void
test_throughput_sources (void)
{
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  GListModel *gpus = bk_catalogue_get_gpus (catalogue);
  BkCatalogueGpu *reference;
  const BkThroughputPair *pair;
  const char *basis;
  guint figures = 0;
  double relative;

  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      for (BkWorkKind kind = BK_WORK_KIND_TRAINING; kind <= BK_WORK_KIND_INFERENCE; kind++)
        {
          const char *source = NULL, *as_of = NULL;
          double product = 1;

          basis = NULL;
          if (!bk_catalogue_gpu_get_throughput (gpu, kind, &relative, &basis, &source, &as_of))
            continue;

          figures++;
          g_assert_cmpfloat (relative, >, 0);
          g_assert_nonnull (source);
          g_assert_true (g_regex_match_simple ("^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$", as_of, 0, 0));
          if (bk_catalogue_gpu_get_n_pairs (gpu, kind) == 0)
            {
              g_assert_true (gpu == find (catalogue, BK_CATALOGUE_THROUGHPUT_REFERENCE));
              g_assert_cmpstr (basis, ==, BK_THROUGHPUT_BASIS_REFERENCE);
              continue;
            }

          g_assert_cmpstr (basis, ==, bk_catalogue_gpu_get_n_pairs (gpu, kind) == 1
                                      ? BK_THROUGHPUT_BASIS_MLPERF
                                      : BK_THROUGHPUT_BASIS_MLPERF_CHAIN);
          for (guint p = 0; p < bk_catalogue_gpu_get_n_pairs (gpu, kind); p++)
            {
              pair = bk_catalogue_gpu_get_pair (gpu, kind, p);
              g_assert_true (g_str_has_prefix (pair->round, "MLPerf "));
              g_assert_true (g_str_has_prefix (pair->result, "mlcommons/"));
              g_assert_true (g_str_has_prefix (pair->against_result, "mlcommons/"));
              g_assert_cmpuint (pair->gpus, >=, 1);
              product *= pair->ratio;
            }
          g_assert_cmpfloat_with_epsilon (product, relative, 0.005 + 1e-9);
        }
    }
  g_assert_cmpuint (figures, >=, 20);

  reference = find (catalogue, BK_CATALOGUE_THROUGHPUT_REFERENCE);
  g_assert_true (bk_catalogue_gpu_get_throughput (reference, BK_WORK_KIND_TRAINING, &relative,
                                                  NULL, NULL, NULL));
  g_assert_cmpfloat (relative, ==, 1);
  g_assert_true (bk_catalogue_gpu_get_throughput (reference, BK_WORK_KIND_INFERENCE, &relative,
                                                  NULL, NULL, NULL));
  g_assert_cmpfloat (relative, ==, 1);

  /* MLPerf Training v4.1, llama2_70b_lora on eight GPUs, NVIDIA's own: the H100 in 27.93
   * minutes, the H200 in 24.12, 27.93 / 24.12 = 1.16. */
  g_assert_true (bk_catalogue_gpu_get_throughput (find (catalogue, "h200"), BK_WORK_KIND_TRAINING,
                                                  &relative, &basis, NULL, NULL));
  g_assert_cmpfloat (relative, ==, 1.16);
  g_assert_cmpstr (basis, ==, BK_THROUGHPUT_BASIS_MLPERF);
  pair = bk_catalogue_gpu_get_pair (find (catalogue, "h200"), BK_WORK_KIND_TRAINING, 0);
  g_assert_cmpstr (pair->round, ==, "MLPerf Training v4.1");
  g_assert_cmpstr (pair->benchmark, ==, "llama2_70b_lora");
  g_assert_cmpuint (pair->gpus, ==, 8);
  g_assert_cmpstr (pair->against, ==, "h100-sxm");

  /* The MI355X ran in MLPerf Training v5.1, where no H100 did: chained through the H200, which
   * v5.1 and v4.1 both have. */
  g_assert_true (bk_catalogue_gpu_get_throughput (find (catalogue, "mi355x"),
                                                  BK_WORK_KIND_TRAINING, &relative, &basis, NULL,
                                                  NULL));
  g_assert_cmpstr (basis, ==, BK_THROUGHPUT_BASIS_MLPERF_CHAIN);
  pair = bk_catalogue_gpu_get_pair (find (catalogue, "mi355x"), BK_WORK_KIND_TRAINING, 0);
  g_assert_cmpstr (pair->round, ==, "MLPerf Training v5.1");
  g_assert_cmpstr (pair->against, ==, "h200");

  /* The A100 at standard accuracy, eight against eight (MLPerf Inference v3.0, bert-99): about
   * 0.4, not a vendor's "up to 4.5 times". */
  g_assert_true (bk_catalogue_gpu_get_throughput (find (catalogue, "a100-80gb-sxm"),
                                                  BK_WORK_KIND_INFERENCE, &relative, NULL, NULL,
                                                  NULL));
  g_assert_cmpfloat (relative, ==, 0.38);
  /* For training, MLPerf Training v3.0's ssd on eight GPUs, Dell's A100 against NVIDIA's H100.
   * No MLPerf result pairs a consumer card with the H100: no figure. */
  g_assert_true (bk_catalogue_gpu_get_throughput (find (catalogue, "a100-80gb-sxm"),
                                                  BK_WORK_KIND_TRAINING, &relative, NULL, NULL,
                                                  NULL));
  g_assert_cmpfloat (relative, ==, 0.46);
  pair = bk_catalogue_gpu_get_pair (find (catalogue, "a100-80gb-sxm"), BK_WORK_KIND_TRAINING, 0);
  g_assert_cmpstr (pair->round, ==, "MLPerf Training v3.0");
  g_assert_cmpstr (pair->benchmark, ==, "ssd");
  g_assert_false (bk_catalogue_gpu_get_throughput (find (catalogue, "rtx-4090"),
                                                   BK_WORK_KIND_TRAINING, NULL, NULL, NULL, NULL));
}

#define PAIR(round, against, score, against_score, ratio) \
  "{\"round\": \"" round "\", \"published\": \"2024-11\", \"benchmark\": \"llama2_70b_lora\", " \
  "\"gpus\": 8, \"metric\": \"minutes\", \"system\": \"NVIDIA a\", \"result\": \"r\", " \
  "\"score\": " score ", \"against\": \"" against "\", \"against-system\": \"NVIDIA b\", " \
  "\"against-result\": \"r2\", \"against-score\": " against_score ", \"ratio\": " ratio "}"
#define FIGURE4(relative, pairs, as_of) \
  "{\"relative\": " relative ", \"pairs\": [" pairs "], \"source\": \"s\", \"as-of\": \"" as_of "\"}"

/* A broken throughput figure is refused, naming the field; format 2 knows none; format 3's
 * vendor figures are no longer used; format 4's figures rest on MLPerf pairs. */
static void
test_throughput_refused (void)
{
  static const struct { const char *figure; const char *message; } cases[] = {
    { "1", "gpus[0].training: expected an object" },
    { "{\"relative\": 0, \"basis\": \"mlperf\", \"source\": \"s\", \"as-of\": \"2024\"}",
      "gpus[0].training.relative: 0 is not above 0" },
    { "{\"relative\": 2, \"basis\": \"guess\", \"source\": \"s\", \"as-of\": \"2024\"}",
      "gpus[0].training.basis: “guess” is not one of" },
    { "{\"relative\": 2, \"basis\": \"reference\", \"source\": \"s\", \"as-of\": \"2024\"}",
      "gpus[0].training.basis: only the reference GPU" },
    { "{\"relative\": 2, \"basis\": \"mlperf\", \"as-of\": \"2024\"}",
      "gpus[0].training.source: missing" },
    { "{\"relative\": 2, \"basis\": \"mlperf\", \"source\": \"s\", \"as-of\": \"soon\"}",
      "gpus[0].training.as-of: “soon” is not a date" },
    { "{\"relative\": 2, \"basis\": \"mlperf\", \"source\": \"s\", \"as-of\": \"2024\", "
      "\"colour\": 1}", "gpus[0].training.colour: unknown field" },
  };
  /* Format 4: the pairs are the figure. */
  static const struct { const char *figure; const char *message; } cases4[] = {
    /* A vendor's figure has no pairs: refused. */
    { "{\"relative\": 2.2, \"basis\": \"vendor\", \"source\": \"Vendor figure: up to 2.2×\", "
      "\"as-of\": \"2024-11\"}", "gpus[0].training.basis: unknown field" },
    { FIGURE4 ("2.2", "", "2024-11"),
      "gpus[0].training.pairs: expected one MLPerf pair with the reference GPU, or two" },
    { "{\"relative\": 2, \"source\": \"s\", \"as-of\": \"2024-11\"}",
      "gpus[0].training.pairs: missing" },
    { FIGURE4 ("2", PAIR ("MLPerf Training v4.1", "h100-sxm", "10", "20", "2.5"), "2024-11"),
      "gpus[0].training.pairs[0].ratio: 2.5 is not what the two scores give, 2.0000" },
    { FIGURE4 ("2.5", PAIR ("MLPerf Training v4.1", "h100-sxm", "10", "20", "2"), "2024-11"),
      "gpus[0].training.relative: 2.5 is not the product of its pairs’ ratios, 2.0000" },
    { FIGURE4 ("2", PAIR ("MLPerf Training v4.1", "h200", "10", "20", "2"), "2024-11"),
      "gpus[0].training.pairs[0].against: expected the reference GPU, h100-sxm" },
    { FIGURE4 ("2", PAIR ("MLPerf Training v4.1", "h100-sxm", "10", "20", "2"), "2025-06"),
      "gpus[0].training.as-of: 2025-06 is not the month of its oldest round, 2024-11" },
    { FIGURE4 ("2", PAIR ("MLPerf Training v4.1", "h100-sxm", "10", "20", "2") ", "
               PAIR ("MLPerf Training v4.1", "h100-sxm", "10", "10", "1"), "2024-11"),
      "gpus[0].training.pairs[0].against: expected the GPU the chain goes through" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *gpu = replace_member (GPU_OK, "training", cases[i].figure);
      g_autofree char *json = g_strdup_printf ("{\"format\": 3, \"gpus\": [%s], \"rents\": []}", gpu);

      assert_refused (json, BK_CATALOGUE_ERROR_INVALID, cases[i].message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases4); i++)
    {
      g_autofree char *gpu = replace_member (GPU_OK, "training", cases4[i].figure);
      g_autofree char *json = g_strdup_printf ("{\"format\": 4, \"gpus\": [%s], \"rents\": []}", gpu);

      assert_refused (json, BK_CATALOGUE_ERROR_INVALID, cases4[i].message);
    }

  {
    g_autofree char *gpu = replace_member (GPU_OK, "inference", "{\"relative\": 2, \"basis\": "
                                           "\"mlperf\", \"source\": \"s\", \"as-of\": \"2024\"}");
    g_autofree char *json = g_strdup_printf ("{\"format\": 2, \"gpus\": [%s], \"rents\": []}", gpu);
    g_autofree char *json3 = g_strdup_printf ("{\"format\": 3, \"gpus\": [%s], \"rents\": []}", gpu);
    g_autoptr(BkCatalogue) catalogue = NULL;
    double relative = 0;

    assert_refused (json, BK_CATALOGUE_ERROR_INVALID, "gpus[0].inference: unknown field");
    catalogue = load_text (json3);
    g_assert_true (bk_catalogue_gpu_get_throughput (find (catalogue, "x1"), BK_WORK_KIND_INFERENCE,
                                                    &relative, NULL, NULL, NULL));
    g_assert_cmpfloat (relative, ==, 2);
    g_assert_cmpuint (bk_catalogue_gpu_get_n_pairs (find (catalogue, "x1"),
                                                    BK_WORK_KIND_INFERENCE), ==, 0);
    g_assert_false (bk_catalogue_gpu_get_throughput (find (catalogue, "x1"), BK_WORK_KIND_TRAINING,
                                                     NULL, NULL, NULL, NULL));
  }

  /* A format-3 vendor figure is read, and not used: the GPU has no figure. */
  {
    g_autofree char *gpu = replace_member (GPU_OK, "training", "{\"relative\": 2.2, \"basis\": "
                                           "\"vendor\", \"source\": \"Vendor figure: up to 2.2×\", "
                                           "\"as-of\": \"2024-11\"}");
    g_autofree char *json = g_strdup_printf ("{\"format\": 3, \"gpus\": [%s], \"rents\": []}", gpu);
    g_autoptr(BkCatalogue) catalogue = load_text (json);

    g_assert_false (bk_catalogue_gpu_get_throughput (find (catalogue, "x1"), BK_WORK_KIND_TRAINING,
                                                     NULL, NULL, NULL, NULL));
  }

  /* Format 4: one pair (40 / 20 = 2 minutes' worth), or a chain of two (2 × 1.5 = 3); the
   * pairs are kept. */
  {
    g_autofree char *one = replace_member (GPU_OK, "training",
                                           FIGURE4 ("2", PAIR ("MLPerf Training v4.1", "h100-sxm",
                                                               "20", "40", "2"), "2024-11"));
    g_autofree char *two = replace_member (GPU_OK, "training",
                                           FIGURE4 ("3", PAIR ("MLPerf Training v5.1", "h200",
                                                               "10", "20", "2") ", "
                                                    PAIR ("MLPerf Training v4.1", "h100-sxm",
                                                          "20", "30", "1.5"), "2024-11"));
    g_autofree char *json1 = g_strdup_printf ("{\"format\": 4, \"gpus\": [%s], \"rents\": []}", one);
    g_autofree char *json2 = g_strdup_printf ("{\"format\": 4, \"gpus\": [%s], \"rents\": []}", two);
    g_autoptr(BkCatalogue) direct = load_text (json1);
    g_autoptr(BkCatalogue) chain = load_text (json2);
    const char *basis = NULL;
    double relative = 0;

    g_assert_true (bk_catalogue_gpu_get_throughput (find (direct, "x1"), BK_WORK_KIND_TRAINING,
                                                    &relative, &basis, NULL, NULL));
    g_assert_cmpfloat (relative, ==, 2);
    g_assert_cmpstr (basis, ==, BK_THROUGHPUT_BASIS_MLPERF);
    g_assert_cmpuint (bk_catalogue_gpu_get_n_pairs (find (direct, "x1"), BK_WORK_KIND_TRAINING),
                      ==, 1);
    g_assert_cmpfloat (bk_catalogue_gpu_get_pair (find (direct, "x1"), BK_WORK_KIND_TRAINING,
                                                  0)->against_score, ==, 40);

    g_assert_true (bk_catalogue_gpu_get_throughput (find (chain, "x1"), BK_WORK_KIND_TRAINING,
                                                    &relative, &basis, NULL, NULL));
    g_assert_cmpfloat (relative, ==, 3);
    g_assert_cmpstr (basis, ==, BK_THROUGHPUT_BASIS_MLPERF_CHAIN);
    g_assert_cmpstr (bk_catalogue_gpu_get_pair (find (chain, "x1"), BK_WORK_KIND_TRAINING,
                                                0)->against, ==, "h200");
  }
}

/* Since format 4 a GPU may have no purchase price; picking it keeps the hardware's. */
static void
test_no_purchase_price (void)
{
  g_autofree char *gpu = g_strdup ("{\"id\": \"x1\", \"name\": \"X\", \"vram-gb\": 80, "
                                   "\"host-cost\": 100, \"power-watts\": 400, \"idle-watts\": 60, "
                                   "\"annual-value-loss\": 30, \"currency\": \"USD\", "
                                   "\"source\": \"s\", \"as-of\": \"2026-08\"}");
  g_autofree char *json4 = g_strdup_printf ("{\"format\": 4, \"gpus\": [%s], \"rents\": []}", gpu);
  g_autofree char *json3 = g_strdup_printf ("{\"format\": 3, \"gpus\": [%s], \"rents\": []}", gpu);
  g_autoptr(BkCatalogue) catalogue = load_text (json4);
  g_autoptr(BkHardware) hardware = bk_hardware_new ();

  assert_refused (json3, BK_CATALOGUE_ERROR_INVALID, "gpus[0].purchase-price: missing");
  g_assert_false (bk_catalogue_gpu_has_purchase_price (find (catalogue, "x1")));

  bk_hardware_set_purchase_price (hardware, 12345);
  bk_catalogue_gpu_apply (find (catalogue, "x1"), hardware);
  g_assert_cmpstr (bk_hardware_get_name (hardware), ==, "X");
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 12345);
  g_assert_cmpfloat (bk_hardware_get_host_cost (hardware), ==, 100);
}

/* Format 2's terms, each replaced in a valid reserved offer. */
#define RESERVED_OK \
  "{\"gpu-id\": \"x1\", \"provider\": \"P\", \"provider-type\": \"hyperscaler\", " \
  "\"price-per-hour\": 1.17, \"currency\": \"USD\", \"source\": \"s\", \"as-of\": \"2025-08-12\", " \
  "\"term\": \"reserved\", \"term-months\": 12, \"upfront-percent\": 0}"

static const GpuCase term_cases[] = {
  { "term", "\"monthly\"", "rents[0].term: “monthly” is not one of on-demand, reserved, spot" },
  { "term", "12", "rents[0].term: expected a text" },
  { "term", "\"\"", "rents[0].term: expected a text without spaces" },
  { "term-months", "0", "rents[0].term-months: 0 is below 1" },
  { "term-months", "12.5", "rents[0].term-months: expected a whole number" },
  { "term-months", "121", "rents[0].term-months: 121 is above 120" },
  { "term-months", "\"12\"", "rents[0].term-months: expected a number" },
  { "upfront-percent", "-1", "rents[0].upfront-percent: -1 is below 0" },
  { "upfront-percent", "101", "rents[0].upfront-percent: 101 is above 100" },
  { "upfront-percent", "null", "rents[0].upfront-percent: expected a number" },
  { NULL, NULL, NULL },
};

static void
test_terms (void)
{
  g_autoptr(BkCatalogue) catalogue = NULL;
  g_autoptr(GListModel) offers = NULL;
  g_autoptr(GListModel) rents = NULL;
  g_autoptr(BkCatalogueRent) on_demand = NULL;
  g_autoptr(BkCatalogueRent) reserved = NULL;
  g_autoptr(BkCatalogueRent) spot = NULL;
  g_autofree char *term = NULL;
  guint months;
  double upfront;

  /* Absent, the term is on demand; a reservation's up-front share defaults to nothing. */
  catalogue = load_text ("{\"format\": 2, \"gpus\": [" GPU_OK "], \"rents\": [" RENT_OK ", "
                         "{\"gpu-id\": \"x1\", \"provider\": \"P\", \"provider-type\": \"budget\", "
                         "\"price-per-hour\": 0.8, \"currency\": \"USD\", \"source\": \"s\", "
                         "\"as-of\": \"2026\", \"term\": \"reserved\", \"term-months\": 36}, "
                         "{\"gpu-id\": \"x1\", \"provider\": \"P\", \"provider-type\": \"budget\", "
                         "\"price-per-hour\": 1.1, \"currency\": \"USD\", \"source\": \"s\", "
                         "\"as-of\": \"2026\", \"term\": \"spot\"}]}");
  offers = bk_catalogue_dup_offers (catalogue, "x1");
  rents = bk_catalogue_dup_rents (catalogue, "x1");
  g_assert_cmpuint (g_list_model_get_n_items (offers), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (rents), ==, 1);

  on_demand = g_list_model_get_item (offers, 0);
  g_assert_cmpstr (bk_catalogue_rent_get_term (on_demand), ==, "on-demand");
  g_assert_true (bk_catalogue_rent_is_on_demand (on_demand));
  g_assert_cmpuint (bk_catalogue_rent_get_term_months (on_demand), ==, 0);
  g_assert_cmpfloat (bk_catalogue_rent_get_upfront_percent (on_demand), ==, 0);

  reserved = g_list_model_get_item (offers, 1);
  g_assert_false (bk_catalogue_rent_is_on_demand (reserved));
  g_object_get (reserved, "term", &term, "term-months", &months, "upfront-percent", &upfront, NULL);
  g_assert_cmpstr (term, ==, "reserved");
  g_assert_cmpuint (months, ==, 36);
  g_assert_cmpfloat (upfront, ==, 0);

  spot = g_list_model_get_item (offers, 2);
  g_assert_cmpstr (bk_catalogue_rent_get_term (spot), ==, "spot");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (spot), ==, 1.1);

  /* A reservation may leave its term unstated, and state what share is paid up front. */
  g_clear_object (&catalogue);
  catalogue = load_text ("{\"format\": 2, \"gpus\": [" GPU_OK "], \"rents\": ["
                         "{\"gpu-id\": \"x1\", \"provider\": \"P\", \"provider-type\": \"budget\", "
                         "\"price-per-hour\": 0.8, \"currency\": \"USD\", \"source\": \"s\", "
                         "\"as-of\": \"2026\", \"term\": \"reserved\", \"upfront-percent\": 50}]}");
  g_clear_object (&offers);
  g_clear_object (&reserved);
  offers = bk_catalogue_dup_offers (catalogue, NULL);
  reserved = g_list_model_get_item (offers, 0);
  g_assert_cmpuint (bk_catalogue_rent_get_term_months (reserved), ==, 0);
  g_assert_cmpfloat (bk_catalogue_rent_get_upfront_percent (reserved), ==, 50);

  /* Bad terms name their field. */
  for (guint i = 0; term_cases[i].member != NULL; i++)
    {
      g_autofree char *rent = replace_member (RESERVED_OK, term_cases[i].member, term_cases[i].value);
      g_autofree char *json = g_strdup_printf ("{\"format\": 2, \"gpus\": [" GPU_OK "], "
                                               "\"rents\": [%s]}", rent);

      assert_refused (json, BK_CATALOGUE_ERROR_INVALID, term_cases[i].message);
    }

  /* Only a reservation has a length and an up-front share. */
  assert_refused ("{\"format\": 2, \"gpus\": [" GPU_OK "], \"rents\": ["
                  "{\"gpu-id\": \"x1\", \"provider\": \"P\", \"provider-type\": \"budget\", "
                  "\"price-per-hour\": 1.1, \"currency\": \"USD\", \"source\": \"s\", "
                  "\"as-of\": \"2026\", \"term\": \"spot\", \"term-months\": 12}]}",
                  BK_CATALOGUE_ERROR_INVALID,
                  "rents[0].term-months: only a reserved offer has this, not a spot one");
  assert_refused ("{\"format\": 2, \"gpus\": [" GPU_OK "], \"rents\": ["
                  "{\"gpu-id\": \"x1\", \"provider\": \"P\", \"provider-type\": \"budget\", "
                  "\"price-per-hour\": 1.1, \"currency\": \"USD\", \"source\": \"s\", "
                  "\"as-of\": \"2026\", \"upfront-percent\": 10}]}",
                  BK_CATALOGUE_ERROR_INVALID,
                  "rents[0].upfront-percent: only a reserved offer has this, not a on-demand one");

  /* Format 1 knew no terms: a file of it loads with every offer on demand, and a term in it is
   * a field it does not have. */
  g_clear_object (&catalogue);
  catalogue = load_text (CATALOGUE (GPU_OK, RENT_OK));
  g_clear_object (&offers);
  g_clear_object (&on_demand);
  offers = bk_catalogue_dup_offers (catalogue, NULL);
  on_demand = g_list_model_get_item (offers, 0);
  g_assert_cmpstr (bk_catalogue_rent_get_term (on_demand), ==, "on-demand");
  assert_refused (CATALOGUE (GPU_OK, RESERVED_OK), BK_CATALOGUE_ERROR_INVALID,
                  "rents[0].term: unknown field");
}

/* The shipped terms: the reservations and spot prices a document gives, each with its own
 * source and date. */
static void
test_shipped_terms (void)
{
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  g_autoptr(GListModel) all = bk_catalogue_dup_offers (catalogue, NULL);
  g_autoptr(GListModel) l40s = bk_catalogue_dup_offers (catalogue, "l40s");
  guint n_other_terms = 0;
  struct
  {
    const char *gpu_id, *provider, *term;
    guint       months;
    double      price;
    const char *as_of, *source;
  } expected[] = {
    { "l40s", "AWS", "spot", 0, 1.1027, "2025-08-12", "modal.com/blog" },
    { "l40s", "AWS", "reserved", 12, 1.17, "2025-08-12", "1-yr reservation" },
    { "l40s", "AWS", "reserved", 36, 0.80, "2025-08-12", "3-yr reservation" },
    { "h100-sxm", "Google Cloud", "spot", 0, 6.571, "2026-09-26", "a3-highgpu-1g Spot" },
    { "mi300x", "Crusoe", "spot", 0, 1.71, "2026-05-18", "cliffcenter.com" },
  };

  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    {
      g_autoptr(BkCatalogueRent) offer = g_list_model_get_item (all, i);

      if (!bk_catalogue_rent_is_on_demand (offer))
        n_other_terms++;
      g_assert_cmpfloat (bk_catalogue_rent_get_upfront_percent (offer), ==, 0);
    }
  g_assert_cmpuint (n_other_terms, ==, G_N_ELEMENTS (expected));
  /* On demand first, cheapest first, then the terms: eight offers on demand, three others. */
  g_assert_cmpuint (g_list_model_get_n_items (l40s), ==, 11);

  for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < g_list_model_get_n_items (all) && !found; i++)
        {
          g_autoptr(BkCatalogueRent) offer = g_list_model_get_item (all, i);

          if (g_str_equal (bk_catalogue_rent_get_gpu_id (offer), expected[e].gpu_id)
              && g_str_equal (bk_catalogue_rent_get_provider (offer), expected[e].provider)
              && g_str_equal (bk_catalogue_rent_get_term (offer), expected[e].term)
              && bk_catalogue_rent_get_term_months (offer) == expected[e].months)
            {
              found = TRUE;
              g_assert_cmpfloat_with_epsilon (bk_catalogue_rent_get_price_per_hour (offer),
                                              expected[e].price, 1e-12);
              g_assert_cmpstr (bk_catalogue_rent_get_as_of (offer), ==, expected[e].as_of);
              g_assert_cmpstr (bk_catalogue_rent_get_currency (offer), ==, "USD");
              g_assert_nonnull (strstr (bk_catalogue_rent_get_source (offer), expected[e].source));
            }
        }
      if (!found)
        g_error ("no %s offer from %s for %s", expected[e].term, expected[e].provider,
                 expected[e].gpu_id);
    }
}

static void
test_ranges (void)
{
  g_autoptr(GBytes) good = NULL;
  g_autoptr(BkCatalogue) catalogue = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) rents = NULL;
  g_autoptr(BkCatalogueRent) rent = NULL;
  const char *json =
    CATALOGUE (GPU_OK,
               "{\"gpu-id\": \"x1\", \"provider\": \"R\", \"provider-type\": \"article\", "
               "\"price-per-hour\": 2.75, \"price-low\": 1.5, \"price-high\": 4, "
               "\"currency\": \"EUR\", \"source\": \"s\", \"as-of\": \"2025\"}");

  good = g_bytes_new_static (json, strlen (json));
  catalogue = bk_catalogue_new_from_bytes (good, &error);
  g_assert_no_error (error);
  rents = bk_catalogue_dup_rents (catalogue, "x1");
  g_assert_cmpuint (g_list_model_get_n_items (rents), ==, 1);
  rent = g_list_model_get_item (rents, 0);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_low (rent), ==, 1.5);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_high (rent), ==, 4);

  /* The price must lie within its range. */
  assert_refused (CATALOGUE (GPU_OK,
                             "{\"gpu-id\": \"x1\", \"provider\": \"R\", \"provider-type\": \"article\", "
                             "\"price-per-hour\": 2.5, \"price-low\": 3, \"price-high\": 4, "
                             "\"currency\": \"EUR\", \"source\": \"s\", \"as-of\": \"2025\"}"),
                  BK_CATALOGUE_ERROR_INVALID, "rents[0].price-low: 3 is above 2.5");
  assert_refused (CATALOGUE (GPU_OK,
                             "{\"gpu-id\": \"x1\", \"provider\": \"R\", \"provider-type\": \"article\", "
                             "\"price-per-hour\": 2.5, \"price-low\": 1, \"price-high\": 2, "
                             "\"currency\": \"EUR\", \"source\": \"s\", \"as-of\": \"2025\"}"),
                  BK_CATALOGUE_ERROR_INVALID, "rents[0].price-high: 2 is below 2.5");
}

/* Every entry of the shipped catalogue has a source and a date, its purchase figures and
 * resale figure included (docs/model.md#price-dates). */
static void
test_shipped_sources (void)
{
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  g_autoptr(GListModel) offers = bk_catalogue_dup_offers (catalogue, NULL);
  GListModel *gpus = bk_catalogue_get_gpus (catalogue);
  GDate date;

  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);
      const char *source, *as_of;
      double discount;

      g_assert_cmpuint (strlen (bk_catalogue_gpu_get_source (gpu)), >, 10);
      g_assert_true (bk_catalogue_parse_as_of (bk_catalogue_gpu_get_as_of (gpu), &date));
      g_assert_false (bk_catalogue_gpu_get_from_team (gpu));
      if (bk_catalogue_gpu_get_resale (gpu, &discount, &source, &as_of))
        {
          g_assert_cmpuint (strlen (source), >, 10);
          g_assert_true (bk_catalogue_parse_as_of (as_of, &date));
        }
    }

  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BkCatalogueRent) offer = g_list_model_get_item (offers, i);

      g_assert_cmpuint (strlen (bk_catalogue_rent_get_source (offer)), >, 10);
      g_assert_true (bk_catalogue_parse_as_of (bk_catalogue_rent_get_as_of (offer), &date));
      g_assert_false (bk_catalogue_rent_get_from_team (offer));
    }
}

#define AGE_GPU(as_of) \
  "{\"id\": \"x1\", \"name\": \"GPU X\", \"vram-gb\": 80, \"purchase-price\": 1000, " \
  "\"host-cost\": 0, \"power-watts\": 300, \"idle-watts\": 45, \"annual-value-loss\": 30, " \
  "\"currency\": \"USD\", \"source\": \"a quote\", \"as-of\": \"" as_of "\"}"
#define AGE_OFFER(term, as_of) \
  "{\"gpu-id\": \"x1\", \"provider\": \"P\", \"provider-type\": \"budget\", " \
  "\"price-per-hour\": 1.5, \"currency\": \"USD\", \"term\": \"" term "\", " \
  "\"source\": \"a price page\", \"as-of\": \"" as_of "\"}"

static BkCatalogue *
catalogue_from_text (const char *json)
{
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
  g_autoptr(GError) error = NULL;
  BkCatalogue *catalogue = bk_catalogue_new_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return catalogue;
}

/* docs/model.md#price-dates, by hand against a fixed today, 2026-12-03. */
static void
test_price_age (void)
{
  g_autoptr(GDateTime) today = g_date_time_new_utc (2026, 12, 3, 12, 0, 0);
  g_autoptr(GDateTime) leap = g_date_time_new_utc (2027, 2, 28, 12, 0, 0);
  g_autoptr(GDateTime) after_leap = g_date_time_new_utc (2027, 3, 1, 12, 0, 0);
  g_autoptr(BkCatalogue) fresh = NULL;
  g_autoptr(BkCatalogue) stale = NULL;
  g_autoptr(BkCatalogue) purchase_only = NULL;
  g_autofree char *note = NULL;
  GDate date;

  /* A date stands for the earliest day it can mean. */
  g_assert_true (bk_catalogue_parse_as_of ("2026", &date));
  g_assert_cmpuint (g_date_get_month (&date), ==, 1);
  g_assert_cmpuint (g_date_get_day (&date), ==, 1);
  g_assert_true (bk_catalogue_parse_as_of ("2026-05", &date));
  g_assert_cmpuint (g_date_get_month (&date), ==, 5);
  g_assert_cmpuint (g_date_get_day (&date), ==, 1);
  g_assert_false (bk_catalogue_parse_as_of ("May 2026", &date));

  g_assert_false (bk_catalogue_as_of_is_old ("2026-06-03", today));
  g_assert_true (bk_catalogue_as_of_is_old ("2026-06-02", today));
  g_assert_true (bk_catalogue_as_of_is_old ("2026-05", today));
  g_assert_true (bk_catalogue_as_of_is_old ("2026-06", today));
  g_assert_false (bk_catalogue_as_of_is_old ("2026-07", today));
  g_assert_true (bk_catalogue_as_of_is_old ("2026", today));
  g_assert_false (bk_catalogue_as_of_is_old ("2026-11-09", today));
  /* 31 August plus six months ends on the last day of February. */
  g_assert_false (bk_catalogue_as_of_is_old ("2026-08-31", leap));
  g_assert_true (bk_catalogue_as_of_is_old ("2026-08-31", after_leap));
  g_assert_true (bk_catalogue_as_of_is_old ("not a date", today));

  /* Bought as of 2026-09, rented as of 2026-05 and 2026-10: dated 2026-09, not old. A spot
   * offer does not date the rent. */
  fresh = catalogue_from_text ("{\"format\": 2, \"gpus\": [" AGE_GPU ("2026-09") "], \"rents\": ["
                               AGE_OFFER ("on-demand", "2026-05") ", "
                               AGE_OFFER ("on-demand", "2026-10") ", "
                               AGE_OFFER ("spot", "2026-12-01") "]}");
  g_assert_cmpstr (bk_catalogue_get_prices_as_of (fresh, bk_catalogue_find_gpu (fresh, "x1")),
                   ==, "2026-09");
  g_assert_null (bk_catalogue_dup_old_prices_note (fresh, "GPU X", today));

  /* With the rent as of 2026-05 only: dated May 2026, and old. */
  stale = catalogue_from_text ("{\"format\": 2, \"gpus\": [" AGE_GPU ("2026-09") "], \"rents\": ["
                               AGE_OFFER ("on-demand", "2026-05") ", "
                               AGE_OFFER ("spot", "2026-12-01") "]}");
  g_assert_cmpstr (bk_catalogue_get_prices_as_of (stale, bk_catalogue_find_gpu (stale, "x1")),
                   ==, "2026-05");
  note = bk_catalogue_dup_old_prices_note (stale, "GPU X", today);
  g_assert_cmpstr (note, ==, "The catalogue’s prices for the GPU X are from May 2026: check a "
                             "current quote.");
  /* A GPU that is not in the catalogue has figures of its own. */
  g_assert_null (bk_catalogue_dup_old_prices_note (stale, "Our own box", today));

  /* Without on-demand offers the purchase alone dates the prices. */
  purchase_only = catalogue_from_text ("{\"format\": 2, \"gpus\": [" AGE_GPU ("2026") "], "
                                       "\"rents\": []}");
  g_assert_cmpstr (bk_catalogue_get_prices_as_of (purchase_only,
                                                  bk_catalogue_find_gpu (purchase_only, "x1")),
                   ==, "2026");
  g_clear_pointer (&note, g_free);
  note = bk_catalogue_dup_old_prices_note (purchase_only, "GPU X", today);
  g_assert_cmpstr (note, ==, "The catalogue’s prices for the GPU X are from 2026: check a "
                             "current quote.");

  /* Without a purchase price (format 4) the offers alone date the prices: October 2026, not
   * old, whatever the GPU's own date. */
  {
    g_autoptr(BkCatalogue) unpriced = catalogue_from_text (
      "{\"format\": 4, \"gpus\": [{\"id\": \"x1\", \"name\": \"GPU X\", \"vram-gb\": 80, "
      "\"host-cost\": 0, \"power-watts\": 300, \"idle-watts\": 45, \"annual-value-loss\": 30, "
      "\"currency\": \"USD\", \"source\": \"a data sheet\", \"as-of\": \"2024\"}], \"rents\": ["
      AGE_OFFER ("on-demand", "2026-10") "]}");
    g_autofree char *text = NULL;

    g_assert_cmpstr (bk_catalogue_get_prices_as_of (unpriced, bk_catalogue_find_gpu (unpriced, "x1")),
                     ==, "2026-10");
    g_assert_null (bk_catalogue_dup_old_prices_note (unpriced, "GPU X", today));

    /* A date said for people, marked when old. */
    text = bk_catalogue_dup_as_of_text ("2026-10", today);
    g_assert_cmpstr (text, ==, "October 2026");
    g_clear_pointer (&text, g_free);
    text = bk_catalogue_dup_as_of_text ("2024-11", today);
    g_assert_cmpstr (text, ==, "November 2024, over six months ago");
  }
}

#define TEAM_GPU \
  "{\"id\": \"team-l40s-reseller\", \"name\": \"NVIDIA L40S (reseller quote)\", \"vram-gb\": 48, " \
  "\"purchase-price\": 7200, \"host-cost\": 3500, \"power-watts\": 350, \"idle-watts\": 52.5, " \
  "\"annual-value-loss\": 33, \"currency\": \"EUR\", \"source\": \"Reseller quote 2026-117\", " \
  "\"as-of\": \"2026-11-20\"}"
#define TEAM_OFFER \
  "{\"gpu-id\": \"h100-sxm\", \"provider\": \"Our reserved contract\", \"provider-type\": " \
  "\"specialised\", \"price-per-hour\": 1.95, \"currency\": \"USD\", \"term\": \"reserved\", " \
  "\"term-months\": 12, \"source\": \"Contract signed 2026-10-01\", \"as-of\": \"2026-10-01\"}"
#define TEAM_CATALOGUE "{\"format\": 2, \"gpus\": [" TEAM_GPU "], \"rents\": [" TEAM_OFFER "]}"

static BkCatalogue *
team_from_text (BkCatalogue  *shipped,
                const char   *json,
                GError      **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));

  return bk_catalogue_new_with_team (shipped, bytes, error);
}

/* A team's file merges after the shipped entries, marked as the team's. */
static void
test_team_merge (void)
{
  g_autoptr(BkCatalogue) shipped = load_shipped_catalogue ();
  g_autoptr(BkCatalogue) merged = NULL;
  g_autoptr(BkCatalogue) offers_only = NULL;
  g_autoptr(GListModel) h100 = NULL;
  g_autoptr(GListModel) shipped_h100 = bk_catalogue_dup_offers (shipped, "h100-sxm");
  g_autoptr(BkCatalogueRent) last = NULL;
  g_autoptr(GError) error = NULL;
  guint n_shipped = g_list_model_get_n_items (bk_catalogue_get_gpus (shipped));
  guint gpus, offers;
  BkCatalogueGpu *gpu;

  merged = team_from_text (shipped, TEAM_CATALOGUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (bk_catalogue_get_gpus (merged)), ==, n_shipped + 1);
  gpu = bk_catalogue_find_gpu (merged, "team-l40s-reseller");
  g_assert_nonnull (gpu);
  g_assert_true (bk_catalogue_gpu_get_from_team (gpu));
  g_assert_true (bk_catalogue_find_gpu_by_name (merged, "NVIDIA L40S (reseller quote)") == gpu);
  g_assert_false (bk_catalogue_gpu_get_from_team (bk_catalogue_find_gpu (merged, "h100-sxm")));

  /* The team's reserved contract is listed after the shipped offers for the H100. */
  h100 = bk_catalogue_dup_offers (merged, "h100-sxm");
  g_assert_cmpuint (g_list_model_get_n_items (h100), ==, g_list_model_get_n_items (shipped_h100) + 1);
  last = g_list_model_get_item (h100, g_list_model_get_n_items (h100) - 1);
  g_assert_cmpstr (bk_catalogue_rent_get_provider (last), ==, "Our reserved contract");
  g_assert_true (bk_catalogue_rent_get_from_team (last));
  g_assert_cmpuint (bk_catalogue_rent_get_term_months (last), ==, 12);

  g_assert_true (bk_catalogue_count_team (merged, &gpus, &offers));
  g_assert_cmpuint (gpus, ==, 1);
  g_assert_cmpuint (offers, ==, 1);
  g_assert_false (bk_catalogue_count_team (shipped, &gpus, &offers));
  g_assert_cmpuint (gpus + offers, ==, 0);

  /* The shipped catalogue is never changed. */
  g_assert_null (bk_catalogue_find_gpu (shipped, "team-l40s-reseller"));
  g_assert_cmpuint (g_list_model_get_n_items (bk_catalogue_get_gpus (shipped)), ==, n_shipped);

  /* A team's list may hold offers only. */
  offers_only = team_from_text (shipped, "{\"format\": 2, \"gpus\": [], \"rents\": [" TEAM_OFFER "]}",
                                &error);
  g_assert_no_error (error);
  g_assert_true (bk_catalogue_count_team (offers_only, &gpus, &offers));
  g_assert_cmpuint (gpus, ==, 0);
  g_assert_cmpuint (offers, ==, 1);
}

/* A bad team's file is refused whole, naming the field. */
static void
test_team_refuse (void)
{
  g_autoptr(BkCatalogue) shipped = load_shipped_catalogue ();
  struct
  {
    const char *json, *message;
  } cases[] = {
    { "{\"format\": 2, \"gpus\": [], \"rents\": [" TEAM_OFFER ", {\"gpu-id\": \"h100-sxm\"}]}",
      "rents[1].provider: missing" },
    { "{\"format\": 2, \"gpus\": [" TEAM_GPU "], \"rents\": [{\"gpu-id\": \"h100-sxm\", "
      "\"provider\": \"Q\", \"provider-type\": \"budget\", \"price-per-hour\": -1, "
      "\"currency\": \"USD\", \"source\": \"s\", \"as-of\": \"2026-10\"}]}",
      "rents[0].price-per-hour: -1 is not above 0" },
    { "{\"format\": 2, \"gpus\": [], \"rents\": [{\"gpu-id\": \"h100-sxm\", "
      "\"provider\": \"Q\", \"provider-type\": \"budget\", \"price-per-hour\": 2, "
      "\"currency\": \"USD\", \"source\": \"s\"}]}",
      "rents[0].as-of: missing" },
    { "{\"format\": 2, \"gpus\": [{\"id\": \"h100-sxm\", \"name\": \"Ours\", \"vram-gb\": 80, "
      "\"purchase-price\": 1, \"host-cost\": 0, \"power-watts\": 700, \"idle-watts\": 100, "
      "\"annual-value-loss\": 30, \"currency\": \"USD\", \"source\": \"s\", \"as-of\": \"2026\"}], "
      "\"rents\": []}",
      "gpus[0].id: “h100-sxm” is a GPU of the shipped catalogue: give the team’s GPU an id of its "
      "own, or leave it out and list only offers for it" },
    { "{\"format\": 2, \"gpus\": [{\"id\": \"ours\", \"name\": \"NVIDIA H100 SXM\", \"vram-gb\": 80, "
      "\"purchase-price\": 1, \"host-cost\": 0, \"power-watts\": 700, \"idle-watts\": 100, "
      "\"annual-value-loss\": 30, \"currency\": \"USD\", \"source\": \"s\", \"as-of\": \"2026\"}], "
      "\"rents\": []}",
      "gpus[0].name: “NVIDIA H100 SXM” appears twice" },
    { "{\"format\": 2, \"gpus\": [], \"rents\": [{\"gpu-id\": \"nope\", \"provider\": \"Q\", "
      "\"provider-type\": \"budget\", \"price-per-hour\": 2, \"currency\": \"USD\", "
      "\"source\": \"s\", \"as-of\": \"2026-10\"}]}",
      "rents[0].gpu-id: no GPU has the id “nope”" },
    { "{\"format\": 2, \"gpus\": {}, \"rents\": []}", "catalogue.gpus: expected a list" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BkCatalogue) merged = team_from_text (shipped, cases[i].json, &error);

      g_assert_null (merged);
      g_assert_error (error, BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BkCatalogue) merged = team_from_text (shipped, "{\"format\": 2, \"gpus\": [", &error);

    g_assert_null (merged);
    g_assert_error (error, BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_SYNTAX);
  }
}

static void
count_current_changes (GObject *watcher)
{
  guint *changes = g_object_get_data (watcher, "changes");

  (*changes)++;
}

/* The copy in the data folder: written only when valid, loaded again as it was. */
static void
test_team_persist (void)
{
  g_autoptr(BkCatalogue) shipped = load_shipped_catalogue ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("breakeven-team-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) good = g_bytes_new_static (TEAM_CATALOGUE, strlen (TEAM_CATALOGUE));
  g_autoptr(GBytes) bad = g_bytes_new_static ("{\"format\": 2}", 13);
  g_autoptr(BkCatalogue) installed = NULL;
  g_autoptr(BkCatalogue) refused = NULL;
  g_autoptr(BkCatalogue) loaded = NULL;
  g_autoptr(BkCatalogue) missing = NULL;
  g_autofree char *contents = NULL;
  guint gpus, offers;

  g_assert_no_error (error);
  /* The folder of the copy does not exist yet: it is made. */
  path = g_build_filename (dir, "breakeven", "team-catalogue.json", NULL);
  file = g_file_new_for_path (path);

  missing = bk_catalogue_load_team (shipped, file, &error);
  g_assert_null (missing);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  installed = bk_catalogue_install_team (shipped, good, file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (installed);

  /* A bad file is refused and leaves the copy as it was. */
  refused = bk_catalogue_install_team (shipped, bad, file, &error);
  g_assert_null (refused);
  g_assert_error (error, BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_INVALID);
  g_clear_error (&error);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, TEAM_CATALOGUE);

  /* At the next start. */
  loaded = bk_catalogue_load_team (shipped, file, &error);
  g_assert_no_error (error);
  g_assert_true (bk_catalogue_count_team (loaded, &gpus, &offers));
  g_assert_cmpuint (gpus, ==, 1);
  g_assert_cmpuint (offers, ==, 1);

  /* The current catalogue, the command line's for one report, the app's for its pages: those
   * that watch it hear of each change, once, and no more once they are gone. */
  {
    GObject *watcher = g_object_new (G_TYPE_OBJECT, NULL);
    guint changes = 0;

    g_object_set_data (watcher, "changes", &changes);
    bk_catalogue_watch_current (G_CALLBACK (count_current_changes), watcher);
    bk_catalogue_set_current (loaded);
    g_assert_true (bk_catalogue_get_current () == loaded);
    g_assert_cmpuint (changes, ==, 1);
    bk_catalogue_set_current (loaded);
    g_assert_cmpuint (changes, ==, 1);
    bk_catalogue_set_current (NULL);
    g_assert_cmpuint (changes, ==, 2);
    g_object_unref (watcher);
    bk_catalogue_set_current (loaded);
    bk_catalogue_set_current (NULL);
    g_assert_cmpuint (changes, ==, 2);
  }

  g_assert_true (g_file_delete (file, NULL, NULL));
  {
    g_autofree char *folder = g_path_get_dirname (path);

    g_assert_cmpint (g_rmdir (folder), ==, 0);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* docs/model.md#currency: the purchase price and the server share are converted too. */
static void
test_apply_converted (void)
{
  const char *rates_json = "{\"format\": 1, \"base\": \"EUR\", \"publisher\": \"ECB\", "
                           "\"source\": \"a test table\", \"date\": \"2026-05-08\", "
                           "\"rates\": {\"USD\": 1.1761}}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (rates_json, strlen (rates_json));
  g_autoptr(GError) error = NULL;
  g_autoptr(BkExchangeRates) rates = bk_exchange_rates_new_from_bytes (bytes, &error);
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  g_autoptr(BkHardware) hardware = bk_hardware_new ();
  g_autofree char *purchase = NULL;
  g_autofree char *host = NULL;
  BkCatalogueGpu *h100 = find (catalogue, "h100-sxm");

  g_assert_no_error (error);
  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    {
      g_test_skip ("locale en_US.UTF-8 is not available");
      return;
    }

  /* $30,000 / 1.1761 = 25,508.035… → €25,508.04; $10,000 / 1.1761 = 8,502.678… → €8,502.68. */
  g_assert_true (bk_catalogue_gpu_apply_converted (h100, hardware, rates, "EUR", &purchase, &host,
                                                   &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (bk_hardware_get_purchase_price (hardware), 25508.04, 1e-9);
  g_assert_cmpfloat_with_epsilon (bk_hardware_get_host_cost (hardware), 8502.68, 1e-9);
  g_assert_cmpfloat (bk_hardware_get_power_watts (hardware), ==, 700);
  g_assert_cmpfloat (bk_hardware_get_resale_discount (hardware), ==, 10);
  g_assert_cmpstr (purchase, ==, "$30,000.00 at 0.8503 €/$ (ECB, 05/08/2026) = €25,508.04");
  g_assert_cmpstr (host, ==, "$10,000.00 at 0.8503 €/$ (ECB, 05/08/2026) = €8,502.68");
  g_clear_pointer (&purchase, g_free);
  g_clear_pointer (&host, g_free);

  /* In the catalogue's own currency nothing is converted, and nothing is said. */
  g_assert_true (bk_catalogue_gpu_apply_converted (h100, hardware, rates, "USD", &purchase, &host,
                                                   &error));
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 30000);
  g_assert_null (purchase);
  g_assert_null (host);

  /* Without a rate the amounts stay as they were and the other figures are copied. */
  bk_hardware_set_purchase_price (hardware, 1234);
  g_assert_false (bk_catalogue_gpu_apply_converted (find (catalogue, "l40s"), hardware, rates,
                                                    "JPY", &purchase, &host, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 1234);
  g_assert_cmpstr (bk_hardware_get_name (hardware), ==, "NVIDIA L40S");
  g_assert_null (purchase);
  setlocale (LC_ALL, "C");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/catalogue/shipped/gpus", test_shipped_gpus);
  g_test_add_func ("/catalogue/shipped/rents", test_shipped_rents);
  g_test_add_func ("/catalogue/properties", test_properties);
  g_test_add_func ("/catalogue/apply", test_apply);
  g_test_add_func ("/catalogue/broken", test_broken);
  g_test_add_func ("/catalogue/ranges", test_ranges);
  g_test_add_func ("/catalogue/terms", test_terms);
  g_test_add_func ("/catalogue/shipped/terms", test_shipped_terms);
  g_test_add_func ("/catalogue/shipped/sources", test_shipped_sources);
  g_test_add_func ("/catalogue/price-age", test_price_age);
  g_test_add_func ("/catalogue/team/merge", test_team_merge);
  g_test_add_func ("/catalogue/team/refuse", test_team_refuse);
  g_test_add_func ("/catalogue/team/persist", test_team_persist);
  g_test_add_func ("/catalogue/apply-converted", test_apply_converted);
  g_test_add_func ("/catalogue/throughput/sources", test_throughput_sources);
  g_test_add_func ("/catalogue/throughput/refused", test_throughput_refused);
  g_test_add_func ("/catalogue/no-purchase-price", test_no_purchase_price);

  return g_test_run ();
}
