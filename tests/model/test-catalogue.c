/* test-catalogue.c: the hardware and provider catalogue and its strict loader
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "bk-catalogue.h"
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

/* The shipped file: every GPU of the reference figures, with the figures as they are there. */
static void
test_shipped_gpus (void)
{
  static const char * const ids[] = {
    "a100-40gb-pcie", "a100-80gb-pcie", "a100-80gb-sxm", "h100-pcie", "h100-sxm", "h200", "b200",
    "l40s", "rtx-4090", "rtx-5090", "mi300x",
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
      g_assert_cmpfloat_with_epsilon (bk_catalogue_gpu_get_idle_watts (item),
                                      0.15 * bk_catalogue_gpu_get_power_watts (item), 1e-9);
      g_assert_nonnull (strstr (bk_catalogue_gpu_get_source (item), "Idle power is an estimate"));
      g_assert_nonnull (strstr (bk_catalogue_gpu_get_source (item), "Host cost"));
    }
  g_assert_null (bk_catalogue_find_gpu (catalogue, "h100"));

  /* $25–30k new: the midpoint. 700 W board power. */
  gpu = find (catalogue, "h100-sxm");
  g_assert_cmpstr (bk_catalogue_gpu_get_name (gpu), ==, "NVIDIA H100 SXM");
  g_assert_cmpuint (bk_catalogue_gpu_get_vram_gb (gpu), ==, 80);
  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (gpu), ==, 27500);
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (gpu), ==, 700);
  g_assert_cmpfloat (bk_catalogue_gpu_get_idle_watts (gpu), ==, 105);
  /* The realistic server share, $7.5–12.5k per GPU: the midpoint. */
  g_assert_cmpfloat (bk_catalogue_gpu_get_host_cost (gpu), ==, 10000);
  /* 30 % left after 36 months: 1 − 0.3^(1/3) = 0.3306 a year, rounded to 33 %. */
  g_assert_cmpfloat (bk_catalogue_gpu_get_annual_value_loss (gpu), ==, 33);
  g_assert_cmpstr (bk_catalogue_gpu_get_as_of (gpu), ==, "2026");

  /* PCIe cards cost 20–30 % less than SXM: 27,500 · 0.75. */
  gpu = find (catalogue, "h100-pcie");
  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (gpu), ==, 20625);
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (gpu), ==, 350);
  g_assert_cmpfloat (bk_catalogue_gpu_get_host_cost (gpu), ==, 4000);

  /* $8–15k new. */
  gpu = find (catalogue, "a100-80gb-pcie");
  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (gpu), ==, 11500);
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (gpu), ==, 300);
  g_assert_cmpstr (bk_catalogue_gpu_get_as_of (gpu), ==, "2026-03");
  gpu = find (catalogue, "a100-80gb-sxm");
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (gpu), ==, 400);
  g_assert_cmpfloat (bk_catalogue_gpu_get_idle_watts (gpu), ==, 60);
  gpu = find (catalogue, "a100-40gb-pcie");
  g_assert_cmpuint (bk_catalogue_gpu_get_vram_gb (gpu), ==, 40);
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (gpu), ==, 250);

  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (find (catalogue, "h200")), ==, 35000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (find (catalogue, "b200")), ==, 40000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (find (catalogue, "b200")), ==, 1000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (find (catalogue, "l40s")), ==, 8000);
  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (find (catalogue, "mi300x")), ==, 12500);
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (find (catalogue, "mi300x")), ==, 750);

  /* Launch list prices; consumer cards lose 15–20 % a year: the midpoint. */
  gpu = find (catalogue, "rtx-4090");
  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (gpu), ==, 1599);
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (gpu), ==, 450);
  g_assert_cmpfloat (bk_catalogue_gpu_get_annual_value_loss (gpu), ==, 17.5);
  g_assert_cmpstr (bk_catalogue_gpu_get_as_of (gpu), ==, "2025-01");
  gpu = find (catalogue, "rtx-5090");
  g_assert_cmpfloat (bk_catalogue_gpu_get_purchase_price (gpu), ==, 1999);
  g_assert_cmpfloat (bk_catalogue_gpu_get_power_watts (gpu), ==, 575);
}

static void
test_shipped_rents (void)
{
  g_autoptr(BkCatalogue) catalogue = load_shipped_catalogue ();
  g_autoptr(GListModel) all = bk_catalogue_dup_rents (catalogue, NULL);
  g_autoptr(GListModel) h100 = bk_catalogue_dup_rents (catalogue, "h100-sxm");
  g_autoptr(GListModel) rtx = bk_catalogue_dup_rents (catalogue, "rtx-4090");
  g_autoptr(GListModel) none = bk_catalogue_dup_rents (catalogue, "no-such-gpu");
  BkCatalogueRent *rent;

  g_assert_cmpuint (g_list_model_get_n_items (all), ==, 54);
  /* Ten on-demand offers of nine providers, three provider-type ranges, the article's range. */
  g_assert_cmpuint (g_list_model_get_n_items (h100), ==, 14);
  g_assert_cmpuint (g_list_model_get_n_items (rtx), ==, 0);
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
      /* The article's figures are in euros, the price lists' in dollars. */
      g_assert_cmpstr (bk_catalogue_rent_get_currency (item), ==,
                       g_str_equal (type, "article") ? "EUR" : "USD");
      g_assert_cmpuint (strlen (bk_catalogue_rent_get_source (item)), >, 10);
    }

  rent = find_rent (catalogue, "h100-sxm", "AWS");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 6.88);
  g_assert_cmpstr (bk_catalogue_rent_get_provider_type (rent), ==, "hyperscaler");
  g_assert_cmpstr (bk_catalogue_rent_get_as_of (rent), ==, "2026-11-09");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_low (rent), ==, 6.88);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_high (rent), ==, 6.88);
  rent = find_rent (catalogue, "h100-sxm", "RunPod Community Cloud");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 2.69);
  g_assert_cmpstr (bk_catalogue_rent_get_provider_type (rent), ==, "budget");
  rent = find_rent (catalogue, "h100-sxm", "Budget GPU clouds");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_low (rent), ==, 1.99);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_high (rent), ==, 2.50);
  g_assert_cmpfloat_with_epsilon (bk_catalogue_rent_get_price_per_hour (rent), 2.245, 1e-12);

  /* The article: an A100 for €1.50–4.00 an hour, an H100 for €3.00–8.00. */
  rent = find_rent (catalogue, "a100-80gb-sxm", "The article's range");
  g_assert_cmpstr (bk_catalogue_rent_get_provider_type (rent), ==, "article");
  g_assert_cmpstr (bk_catalogue_rent_get_currency (rent), ==, "EUR");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_low (rent), ==, 1.5);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_high (rent), ==, 4.0);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 2.75);
  rent = find_rent (catalogue, "h100-sxm", "The article's range");
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (rent), ==, 5.5);

  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "b200", "AWS")),
                     ==, 14.24);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "mi300x", "Crusoe")),
                     ==, 3.45);
  g_assert_cmpfloat (bk_catalogue_rent_get_price_per_hour (find_rent (catalogue, "a100-40gb-pcie",
                                                                       "Lambda")), ==, 1.99);
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
  g_assert_cmpstr (as_of, ==, "2026");

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

  /* Applying the same GPU again changes nothing and so notifies nothing. */
  notified = 0;
  bk_catalogue_gpu_apply (find (catalogue, "mi300x"), hardware);
  g_assert_cmpuint (notified, ==, 0);
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
  { "{\"format\": 3, \"gpus\": [" GPU_OK "], \"rents\": []}", BK_CATALOGUE_ERROR_INVALID,
    "catalogue.format: 3 is not a format" },
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

static BkCatalogue *
load_text (const char *json)
{
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
  g_autoptr(GError) error = NULL;
  BkCatalogue *catalogue = bk_catalogue_new_from_bytes (bytes, &error);

  g_assert_no_error (error);
  return catalogue;
}

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

/* The shipped terms: only figures with a source in the reference figures, each with its own
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
    { "l40s", "AWS", "spot", 0, 1.10, "2025-08-12", "Modal blog" },
    { "l40s", "AWS", "reserved", 12, 1.17, "2025-08-12", "Modal blog" },
    { "l40s", "AWS", "reserved", 36, 0.80, "2025-08-12", "Modal blog" },
    { "h200", "AWS", "spot", 0, 3.32, "2026-08", "dstack PR #4110" },
    { "h200", "AWS", "reserved", 0, 6.87, "2026-08", "capacity reservation" },
    { "h100-sxm", "Google Cloud", "spot", 0, 6.57, "2026-09-26", "aggregator" },
    { "h100-sxm", "1-year contracts (SemiAnalysis index)", "reserved", 12, 2.65, "2026-06",
      "June 2026" },
    { "h100-sxm", "3-year contracts (SemiAnalysis model)", "reserved", 36, 2.00, "2026-09",
      "InferenceX" },
    { "h100-sxm", "H100 spot index", "spot", 0, 2.42, "2026-06", "late June 2026" },
    { "h200", "GPU Markets", "spot", 0, 3.41, "2026-04-18", "GPU Markets fixings" },
    { "h200", "3-year contracts (SemiAnalysis model)", "reserved", 36, 2.90, "2026-09",
      "InferenceX" },
    { "b200", "3-year contracts (SemiAnalysis model)", "reserved", 36, 3.70, "2026-09",
      "InferenceX" },
    { "a100-80gb-sxm", "GPU Markets", "spot", 0, 1.13, "2026-04-18", "GPU Markets fixings" },
  };

  for (guint i = 0; i < g_list_model_get_n_items (all); i++)
    {
      g_autoptr(BkCatalogueRent) offer = g_list_model_get_item (all, i);

      if (!bk_catalogue_rent_is_on_demand (offer))
        n_other_terms++;
      g_assert_cmpfloat (bk_catalogue_rent_get_upfront_percent (offer), ==, 0);
    }
  g_assert_cmpuint (n_other_terms, ==, G_N_ELEMENTS (expected));
  /* On demand first, as the price list has it, then the terms. */
  g_assert_cmpuint (g_list_model_get_n_items (l40s), ==, 5);

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

  return g_test_run ();
}
