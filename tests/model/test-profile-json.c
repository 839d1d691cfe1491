/* test-profile-json.c: the profile file format: round trips, atomic saves, every rejection
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "bk-engine-enums.h"
#include "bk-types.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-json.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-workload.h"

/* The start of a profile; the invalid cases below each break one thing in it, and a profile
 * with one of its three sections missing is invalid too. */
#define VALID_HEAD "{ \"format\": 1, \"name\": \"Test\", "
#define RANGES_HEAD "{ \"format\": 2, \"name\": \"Test\", \"ranges\": "
#define WORKLOAD_OK "\"workload\": { \"gpus\": 2 }"

static BkProfile *
make_unusual_profile (void)
{
  BkProfile *profile = bk_profile_new ();
  BkHardware *hw = bk_profile_get_hardware (profile);
  BkPricing *pr = bk_profile_get_pricing (profile);
  BkWorkload *wl = bk_profile_get_workload (profile);

  /* Values that a careless writer would round: thirds, tiny and huge numbers. */
  bk_profile_set_name (profile, "Zwei A100 im eigenen Rack – “quoted” \\ name");
  bk_profile_set_notes (profile, "Line one\nLine two\twith a tab");
  bk_profile_set_reviewed (profile, "2025-11-30");
  bk_hardware_set_name (hw, "NVIDIA H100 SXM");
  bk_hardware_set_vram_gb (hw, 80);
  bk_hardware_set_purchase_price (hw, 100000.0 / 3.0);
  bk_hardware_set_host_cost (hw, 0.1 + 0.2);
  bk_hardware_set_power_watts (hw, 700);
  bk_hardware_set_idle_watts (hw, 1e-7);
  bk_hardware_set_annual_value_loss (hw, 27.5);
  bk_pricing_set_currency (pr, "CHF");
  bk_pricing_set_electricity_price (pr, 0.1234567890123);
  bk_pricing_set_rent_price_change (pr, -12.5);
  bk_pricing_set_discount_rate (pr, 0);
  bk_pricing_set_colocation_per_gpu_month (pr, 1e11);
  bk_workload_set_gpus (wl, 5);
  bk_workload_set_burst_gpus (wl, 8);
  bk_workload_set_burst_days (wl, 7);
  bk_workload_set_burst_interval_days (wl, 97);
  bk_workload_set_hybrid_owned_gpus (wl, 6);
  bk_workload_set_utilisation (wl, 99.9);
  bk_workload_set_horizon_months (wl, 120);
  bk_workload_set_predictability (wl, BK_PREDICTABILITY_BURSTY);
  bk_workload_set_needs_latest_gpus (wl, TRUE);
  bk_workload_set_compliance_on_prem (wl, TRUE);
  bk_workload_set_hardware_know_how (wl, FALSE);
  bk_workload_set_work_kind (wl, BK_WORK_KIND_INFERENCE);
  bk_pricing_set_purchase_price_change (pr, -100.0 / 7.0);

  /* Ranges whose ends a careless writer would round, one of zero width, one the value lies
   * outside of. */
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 1.0 / 3.0, 4.0);
  bk_profile_set_range (profile, "pricing.cooling-overhead", 30, 30);
  bk_profile_set_range (profile, "workload.utilisation", 12.5, 60);
  bk_profile_set_range (profile, "pricing.rent-price-change", -100, 1e-9);
  bk_profile_set_range (profile, "pricing.purchase-price-change", -30, -5);

  return profile;
}

static void
test_round_trip (void)
{
  g_autoptr(BkProfile) original = make_unusual_profile ();
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(BkProfile) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gsize length;

  first = bk_profile_to_data (original, &length);
  g_assert_cmpuint (length, ==, strlen (first));

  loaded = bk_profile_new_from_data (first, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (original, loaded));
  g_assert_cmpfloat (bk_hardware_get_purchase_price (bk_profile_get_hardware (loaded)), ==,
                     100000.0 / 3.0);

  {
    double low = 0, high = 0;

    g_assert_true (bk_profile_get_range (loaded, "pricing.rent-per-gpu-hour", &low, &high));
    g_assert_cmpfloat (low, ==, 1.0 / 3.0);
    g_assert_cmpfloat (high, ==, 4.0);
    g_assert_false (bk_profile_get_range (loaded, "hardware.purchase-price", NULL, NULL));
    g_assert_true (bk_profile_get_range (loaded, "pricing.purchase-price-change", &low, &high));
    g_assert_cmpfloat (low, ==, -30);
    g_assert_cmpfloat (high, ==, -5);
  }
  g_assert_cmpint (bk_workload_get_work_kind (bk_profile_get_workload (loaded)), ==,
                   BK_WORK_KIND_INFERENCE);
  g_assert_cmpfloat (bk_pricing_get_purchase_price_change (bk_profile_get_pricing (loaded)), ==,
                     -100.0 / 7.0);

  second = bk_profile_to_data (loaded, NULL);
  g_assert_cmpstr (first, ==, second);

  reloaded = bk_profile_new_from_data (second, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (loaded, reloaded));
}

/* docs/profile-format.md, measured-usage (format 6): the provenance round-trips, a profile
 * without it writes no section, and a bad section is refused by its field. */
static void
test_measured_usage_round_trip (void)
{
  const char *const files[] = { "gpu-host-a.csv", "gpu-host-b.csv", NULL };
  g_autoptr(BkProfile) original = bk_profile_new ();
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(BkProfile) plain = bk_profile_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *second = NULL;
  g_autofree char *plain_data = NULL;
  g_auto(GStrv) loaded_files = NULL;
  const struct { const char *section; const char *field; } bad[] = {
    { "{\"source\": \"excel\"}", "measured-usage.source" },
    { "{\"source\": \"dcgm\", \"first\": \"yesterday\"}", "measured-usage.first" },
    { "{\"source\": \"dcgm\", \"gpus\": -1}", "measured-usage.gpus" },
    { "{\"source\": \"dcgm\", \"files\": \"a.csv\"}", "measured-usage.files" },
    { "{\"source\": \"dcgm\", \"samples\": []}", "measured-usage.samples" },
    { "{\"gpus\": 3}", "measured-usage.source" },
    { "[]", "measured-usage" },
  };

  bk_profile_set_measured_usage (original, "nvidia-smi", "2026-08-03", "2026-11-08", 12, files);
  data = bk_profile_to_data (original, NULL);
  g_assert_nonnull (strstr (data, "\"measured-usage\""));
  g_assert_nonnull (strstr (data, "\"format\" : 6"));

  loaded = bk_profile_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (original, loaded));
  g_assert_cmpstr (bk_profile_get_measured_source (loaded), ==, "nvidia-smi");
  g_assert_cmpstr (bk_profile_get_measured_first (loaded), ==, "2026-08-03");
  g_assert_cmpstr (bk_profile_get_measured_last (loaded), ==, "2026-11-08");
  g_assert_cmpuint (bk_profile_get_measured_gpus (loaded), ==, 12);
  loaded_files = bk_profile_dup_measured_files (loaded);
  g_assert_cmpstrv (loaded_files, files);
  second = bk_profile_to_data (loaded, NULL);
  g_assert_cmpstr (data, ==, second);

  plain_data = bk_profile_to_data (plain, NULL);
  g_assert_null (strstr (plain_data, "measured-usage"));
  g_assert_false (bk_profile_equal (original, plain));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf ("{\"format\": 6, \"hardware\": {}, \"pricing\": {}, "
                                               "\"workload\": {}, \"measured-usage\": %s}",
                                               bad[i].section);
      g_autoptr(GError) bad_error = NULL;
      g_autoptr(BkProfile) refused = bk_profile_new_from_data (text, -1, &bad_error);

      g_assert_null (refused);
      g_assert_error (bad_error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (bad_error->message, bad[i].field));
    }
}

static void
test_defaults_round_trip (void)
{
  g_autoptr(BkProfile) original = bk_profile_new ();
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = bk_profile_to_data (original, NULL);

  loaded = bk_profile_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (original, loaded));
}

static void
test_missing_fields_take_defaults (void)
{
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(BkProfile) defaults = bk_profile_new ();
  g_autoptr(GError) error = NULL;

  loaded = bk_profile_new_from_data ("{\"format\": 1, \"name\": \"Minimal\", \"hardware\": {}, "
                                     "\"pricing\": {}, \"workload\": {}}", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bk_profile_get_name (loaded), ==, "Minimal");
  bk_profile_set_name (defaults, "Minimal");
  g_assert_true (bk_profile_equal (defaults, loaded));
}

/* This version writes format 6 (work kind and purchase price change) with its ranges, rental
 * terms, demand over time, resale discount, lost hours and tax; a format 1 file, written
 * before ranges existed, loads as it always did, without any. */
static void
test_format_versions (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  g_autoptr(BkProfile) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  g_assert_cmpint (BK_PROFILE_FORMAT, ==, 6);
  data = bk_profile_to_data (profile, NULL);
  g_assert_nonnull (strstr (data, "\"format\" : 6"));
  g_assert_nonnull (strstr (data, "\"work-kind\" : \"training\""));
  g_assert_nonnull (strstr (data, "\"purchase-price-change\" : 0"));
  g_assert_nonnull (strstr (data, "\"ranges\" : {  }"));

  bk_profile_set_range (profile, "pricing.onboarding-hours", 40, 80);
  g_clear_pointer (&data, g_free);
  data = bk_profile_to_data (profile, NULL);
  g_assert_nonnull (strstr (data, "\"pricing.onboarding-hours\" : [\n      40.0,\n      80.0\n    ]"));

  old = bk_profile_new_from_data ("{ \"format\": 1, \"name\": \"Old\", \"hardware\": {}, "
                                  "\"pricing\": { \"cooling-overhead\": 35 }, \"workload\": {} }",
                                  -1, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (bk_pricing_get_cooling_overhead (bk_profile_get_pricing (old)), ==, 35);
  g_assert_false (bk_profile_has_ranges (old));

  /* Every input with a range: ten arrays and objects in a row, three deep. */
  {
    g_autoptr(BkProfile) loaded = NULL;

    for (guint i = 0; i < BK_N_INPUTS; i++)
      {
        double value = bk_profile_get_input_value (profile, i);

        bk_profile_set_range (profile, bk_input_to_field (i), value, value);
      }
    g_clear_pointer (&data, g_free);
    data = bk_profile_to_data (profile, NULL);
    loaded = bk_profile_new_from_data (data, -1, &error);
    g_assert_no_error (error);
    g_assert_true (bk_profile_equal (profile, loaded));
  }

  /* An example profile as shipped, in format 2 with the article's ranges. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data", "profiles",
                                              "two-a100-rack.json", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(BkProfile) example = bk_profile_new_from_file (file, NULL, &error);
    double low = 0, high = 0;

    g_assert_no_error (error);
    g_assert_nonnull (example);
    g_assert_true (bk_profile_get_range (example, "pricing.rent-per-gpu-hour", &low, &high));
    /* From RunPod's €1.18 to the article's €4.00. */
    g_assert_cmpfloat (low, ==, 1.18);
    g_assert_cmpfloat (high, ==, 4.0);
  }
}

static void
test_numbers_are_c_locale (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  g_autofree char *data = NULL;

  /* A German desktop writes "0,4" with printf; the file must not. */
  g_assert_nonnull (setlocale (LC_NUMERIC, "de_DE.UTF-8"));
  data = bk_profile_to_data (profile, NULL);
  setlocale (LC_NUMERIC, "C");

  g_assert_nonnull (strstr (data, "\"electricity-price\" : 0.4"));
  g_assert_null (strstr (data, "0,4"));
}


/* A saved number is the shortest text that reads back as the same double: "0.4", not the
 * "0.40000000000000002" of 17 digits, and loading it gives every bit back. */
static void
test_shortest_numbers (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkHardware *hardware = bk_profile_get_hardware (profile);
  double low, high;

  bk_pricing_set_electricity_price (pricing, 0.4);
  bk_pricing_set_rent_per_gpu_hour (pricing, 0.1 + 0.2);
  bk_pricing_set_egress_per_gb (pricing, 0.09);
  bk_hardware_set_purchase_price (hardware, 25000);
  bk_hardware_set_power_watts (hardware, 1.0 / 3.0);
  bk_profile_set_range (profile, "pricing.electricity-price", 0.3, 0.5);

  data = bk_profile_to_data (profile, NULL);
  g_assert_nonnull (strstr (data, "\"electricity-price\" : 0.4,\n"));
  g_assert_nonnull (strstr (data, "\"egress-per-gb\" : 0.09,\n"));
  g_assert_nonnull (strstr (data, "\"purchase-price\" : 25000.0,\n"));
  g_assert_nonnull (strstr (data, "\"pricing.electricity-price\" : [\n      0.3,\n      0.5\n    ]"));
  /* 0.1 + 0.2 is not 0.3, and 1/3 has no short form: 17 digits where they are needed. */
  g_assert_nonnull (strstr (data, "\"rent-per-gpu-hour\" : 0.30000000000000004,\n"));
  g_assert_nonnull (strstr (data, "\"power-watts\" : 0.3333333333333333,\n"));
  g_assert_null (strstr (data, "0.40000000000000002"));

  loaded = bk_profile_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (loaded, profile));
  g_assert_cmpfloat (bk_pricing_get_electricity_price (bk_profile_get_pricing (loaded)), ==, 0.4);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (loaded)), ==,
                     0.1 + 0.2);
  g_assert_cmpfloat (bk_hardware_get_power_watts (bk_profile_get_hardware (loaded)), ==,
                     1.0 / 3.0);
  g_assert_true (bk_profile_get_range (loaded, "pricing.electricity-price", &low, &high));
  g_assert_cmpfloat (low, ==, 0.3);
  g_assert_cmpfloat (high, ==, 0.5);
}

static void
assert_shortest (double value)
{
  g_autofree char *text = bk_json_format_double (value);
  char longest[G_ASCII_DTOSTR_BUF_SIZE];

  if (g_ascii_strtod (text, NULL) != value)
    g_error ("%s does not read back as %.17g", text, value);
  g_ascii_formatd (longest, sizeof longest, "%.17g", value);
  g_assert_cmpuint (strlen (text), <=, strlen (longest) + 1);
}

/* Every double reads back from its shortest text, whatever its size, in a German locale too. */
static void
test_shortest_round_trip (void)
{
  static const double fixed[] = {
    0, -0.0, 1, -1, 0.4, 0.1, 40, 2.5, 1e-7, 1e21, 123456789.123, 1e15 + 0.5, 9.99,
    5e-324, 1.7976931348623157e308, 0.30000000000000004, 4.35, 1.0 / 3.0,
  };
  struct { double value; const char *text; } exact[] = {
    { 0.4, "0.4" }, { 40, "40" }, { 25000, "25000" }, { 0.09, "0.09" }, { 1e-7, "1e-07" },
    { 1e21, "1e+21" }, { 123456789.123, "123456789.123" }, { -2.5, "-2.5" },
  };

  g_assert_nonnull (setlocale (LC_NUMERIC, "de_DE.UTF-8"));

  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    assert_shortest (fixed[i]);

  for (guint i = 0; i < G_N_ELEMENTS (exact); i++)
    {
      g_autofree char *text = bk_json_format_double (exact[i].value);

      g_assert_cmpstr (text, ==, exact[i].text);
    }

  for (guint i = 0; i < 20000; i++)
    {
      double scale = pow (10, g_test_rand_int_range (-12, 16));

      assert_shortest (g_test_rand_double_range (-1, 1) * scale);
      /* Figures with a few decimals, as people type them. */
      assert_shortest (g_test_rand_int_range (0, 1000000) / 100.0);
    }

  setlocale (LC_NUMERIC, "C");
}

static void
test_save_and_load_file (void)
{
  g_autoptr(BkProfile) original = make_unusual_profile ();
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bk-profile-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "profile.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GDir) listing = NULL;
  guint n_files = 0;

  g_assert_no_error (error);

  /* Saving twice replaces the file; no temporary or backup file stays behind. */
  g_assert_true (bk_profile_save_to_file (original, file, NULL, &error));
  g_assert_no_error (error);
  bk_workload_set_gpus (bk_profile_get_workload (original), 6);
  g_assert_true (bk_profile_save_to_file (original, file, NULL, &error));
  g_assert_no_error (error);

  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);

  loaded = bk_profile_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (original, loaded));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_file_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bk-profile-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (missing);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(BkProfile) profile = NULL;

  profile = bk_profile_new_from_file (file, NULL, &error);
  g_assert_null (profile);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  profile = bk_profile_new_from_file (directory, NULL, &error);
  g_assert_null (profile);
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_too_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = NULL;
  gsize size = BK_PROFILE_MAX_BYTES + 1;
  g_autofree char *data = g_malloc (size);

  memset (data, ' ', size);
  data[0] = '{';
  data[size - 1] = '}';

  profile = bk_profile_new_from_data (data, size, &error);
  g_assert_null (profile);
  g_assert_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_TOO_LARGE);
}

static void
test_deep_nesting (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(GString) data = g_string_new ("{\"format\": 1, \"notes\": ");

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (data, '[');

  profile = bk_profile_new_from_data (data->str, data->len, &error);
  g_assert_null (profile);
  g_assert_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_TOO_LARGE);
}

static void
test_byte_order_mark (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = NULL;

  profile = bk_profile_new_from_data ("\xef\xbb\xbf{\"format\": 1, \"name\": \"BOM\", "
                                      "\"hardware\": {}, \"pricing\": {}, \"workload\": {}}",
                                      -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "BOM");
}

/* Demand over time round-trips in format 4, steps in their canonical order; a format 3 file,
 * written before it existed, has the same demand every month. */
/* The cell of a key table row between backquotes, or the cell itself. */
static char *
table_cell (const char *cell)
{
  g_autofree char *text = g_strstrip (g_strdup (cell));
  gsize length = strlen (text);

  if (length >= 2 && text[0] == '`' && text[length - 1] == '`')
    return g_strndup (text + 1, length - 2);

  return g_steal_pointer (&text);
}

static void
check_range (const char *key,
             const char *range,
             double      minimum,
             double      maximum)
{
  g_auto(GStrv) ends = g_strsplit (range, "..", 2);

  if (g_strv_length (ends) != 2
      || g_ascii_strtod (ends[0], NULL) != minimum || g_ascii_strtod (ends[1], NULL) != maximum)
    g_error ("%s: the table's range %s is not the code's %g..%g", key, range, minimum, maximum);
}

/* docs/profile-format.md#the-keys: one row for every key of the three sections, with the
 * code's type, limits and default. */
static void
test_key_table (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "docs",
                                            "profile-format.md", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GObject *sections[] = {
    G_OBJECT (bk_profile_get_hardware (profile)), G_OBJECT (bk_profile_get_pricing (profile)),
    G_OBJECT (bk_profile_get_workload (profile)),
  };
  const char *names[] = { "hardware", "pricing", "workload" };
  g_auto(GStrv) lines = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);

  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_auto(GStrv) cells = NULL;
      g_autofree char *key = NULL, *type = NULL, *range = NULL, *fallback = NULL;
      g_autofree char *section = NULL;
      const char *property;
      GObject *object = NULL;
      GParamSpec *pspec;
      GType value_type;

      if (!g_str_has_prefix (lines[l], "| `"))
        continue;
      cells = g_strsplit (lines[l] + 1, "|", -1);
      if (g_strv_length (cells) < 7)
        continue;
      key = table_cell (cells[0]);
      type = table_cell (cells[1]);
      range = table_cell (cells[3]);
      fallback = table_cell (cells[4]);

      property = strchr (key, '.');
      if (property == NULL)
        continue;
      section = g_strndup (key, property - key);
      property++;
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        if (g_str_equal (section, names[i]))
          object = sections[i];
      if (object == NULL)
        continue;

      pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), property);
      if (pspec == NULL)
        g_error ("%s: in the table, but the code has no such key", key);
      g_assert_false (g_hash_table_contains (seen, key));
      g_hash_table_add (seen, g_strdup (key));
      value_type = G_PARAM_SPEC_VALUE_TYPE (pspec);

      if (G_IS_PARAM_SPEC_DOUBLE (pspec))
        {
          GParamSpecDouble *d = G_PARAM_SPEC_DOUBLE (pspec);

          g_assert_cmpstr (type, ==, "number");
          check_range (key, range, d->minimum, d->maximum);
          g_assert_cmpfloat (g_ascii_strtod (fallback, NULL), ==, d->default_value);
        }
      else if (G_IS_PARAM_SPEC_UINT (pspec))
        {
          GParamSpecUInt *u = G_PARAM_SPEC_UINT (pspec);

          g_assert_cmpstr (type, ==, "whole number");
          check_range (key, range, u->minimum, u->maximum);
          g_assert_cmpfloat (g_ascii_strtod (fallback, NULL), ==, u->default_value);
        }
      else if (G_IS_PARAM_SPEC_INT (pspec))
        {
          GParamSpecInt *i = G_PARAM_SPEC_INT (pspec);

          g_assert_cmpstr (type, ==, "whole number");
          check_range (key, range, i->minimum, i->maximum);
          g_assert_cmpfloat (g_ascii_strtod (fallback, NULL), ==, i->default_value);
        }
      else if (value_type == G_TYPE_BOOLEAN)
        {
          g_assert_cmpstr (type, ==, "true/false");
          g_assert_cmpstr (fallback, ==,
                           G_PARAM_SPEC_BOOLEAN (pspec)->default_value ? "true" : "false");
        }
      else if (value_type == G_TYPE_STRING)
        {
          g_autofree char *quoted = g_strdup_printf ("\"%s\"",
                                                     G_PARAM_SPEC_STRING (pspec)->default_value
                                                     ? G_PARAM_SPEC_STRING (pspec)->default_value
                                                     : "");

          g_assert_cmpstr (type, ==, "text");
          g_assert_cmpstr (fallback, ==, quoted);
        }
      else if (G_IS_PARAM_SPEC_ENUM (pspec))
        {
          GParamSpecEnum *e = G_PARAM_SPEC_ENUM (pspec);
          g_autoptr(GString) nicks = g_string_new (NULL);

          for (guint v = 0; v < e->enum_class->n_values; v++)
            g_string_append_printf (nicks, "%s%s", v > 0 ? ", " : "",
                                    e->enum_class->values[v].value_nick);
          g_assert_cmpstr (type, ==, "one of");
          g_assert_cmpstr (range, ==, nicks->str);
          g_assert_cmpstr (fallback, ==,
                           g_enum_get_value (e->enum_class, e->default_value)->value_nick);
        }
      else
        g_error ("%s: a type the table does not know", key);
    }

  /* Every key the file writes has its row. */
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree GParamSpec **pspecs = NULL;
      guint n;

      pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (sections[i]), &n);
      for (guint p = 0; p < n; p++)
        {
          g_autofree char *key = g_strconcat (names[i], ".", pspecs[p]->name, NULL);

          if ((pspecs[p]->flags & G_PARAM_WRITABLE) && !g_hash_table_contains (seen, key))
            g_error ("%s: the file has this key, docs/profile-format.md's table does not", key);
        }
    }
}

/* docs/profile-format.md: a file's format number says which keys it needs at least; an older
 * number may carry newer keys, which are read as they are (only "ranges" needs format 2). A
 * profile without any GPUs loads and round-trips (docs/model.md#no-demand). */
static void
test_older_format_newer_keys (void)
{
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  profile = bk_profile_new_from_data ("{ \"format\": 1, \"hardware\": { \"spare-gpus\": 1 }, "
                                      "\"pricing\": { \"commit-price-per-gpu-hour\": 1.5 }, "
                                      "\"workload\": { \"gpus\": 0, \"burst-gpus\": 0, "
                                      "\"demand-steps\": \"7:+2\" } }", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bk_hardware_get_spare_gpus (bk_profile_get_hardware (profile)), ==, 1);
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (bk_profile_get_pricing (profile)),
                     ==, 1.5);
  g_assert_cmpstr (bk_workload_get_demand_steps (bk_profile_get_workload (profile)), ==, "7:+2");

  data = bk_profile_to_data (profile, NULL);
  loaded = bk_profile_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (profile, loaded));
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (loaded)), ==, 0);
}

static void
test_demand_over_time (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(BkProfile) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  BkWorkload *workload = bk_profile_get_workload (profile);

  g_assert_false (bk_workload_get_demand_changes (workload));
  bk_workload_set_demand_growth_percent (workload, 12.5);
  bk_workload_set_demand_steps (workload, "13:-2,7:4");
  bk_workload_set_project_end_month (workload, 30);
  g_assert_cmpstr (bk_workload_get_demand_steps (workload), ==, "7:+4, 13:-2");
  g_assert_true (bk_workload_get_demand_changes (workload));

  data = bk_profile_to_data (profile, NULL);
  g_assert_nonnull (strstr (data, "\"demand-steps\" : \"7:+4, 13:-2\""));
  g_assert_nonnull (strstr (data, "\"project-end-month\" : 30"));
  loaded = bk_profile_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (profile, loaded));

  old = bk_profile_new_from_data ("{ \"format\": 3, \"hardware\": {}, \"pricing\": {}, "
                                  "\"workload\": { \"gpus\": 3 } }", -1,
                                  &error);
  g_assert_no_error (error);
  workload = bk_profile_get_workload (old);
  g_assert_cmpfloat (bk_workload_get_demand_growth_percent (workload), ==, 0);
  g_assert_cmpstr (bk_workload_get_demand_steps (workload), ==, "");
  g_assert_cmpuint (bk_workload_get_project_end_month (workload), ==, 0);
  g_assert_false (bk_workload_get_demand_changes (workload));

  /* An end at or after the horizon changes nothing, nor does a step after it. */
  bk_workload_set_project_end_month (workload, bk_workload_get_horizon_months (workload));
  g_assert_false (bk_workload_get_demand_changes (workload));
  bk_workload_set_demand_steps (workload, "37:+2");
  g_assert_cmpuint (bk_workload_get_horizon_months (workload), ==, 36);
  g_assert_false (bk_workload_get_demand_changes (workload));
  bk_workload_set_demand_steps (workload, "36:+0");
  g_assert_true (bk_workload_get_demand_changes (workload));
}

/* Format 4 was written with demand over time or with owning's real costs and tax: a format-4
 * file may hold either set of keys, or both, and loads them as format 5 does. */
static void
test_format_4_either_set (void)
{
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(GError) error = NULL;
  BkWorkload *workload;
  BkHardware *hardware;
  BkPricing *pricing;

  profile = bk_profile_new_from_data ("{ \"format\": 4, "
                                      "\"hardware\": { \"resale-discount\": 15, "
                                      "\"lost-hours\": 2, \"spare-gpus\": 1 }, "
                                      "\"pricing\": { \"tax-enabled\": true, "
                                      "\"tax-rate\": 25 }, "
                                      "\"workload\": { \"gpus\": 3, "
                                      "\"demand-growth-percent\": 10, "
                                      "\"demand-steps\": \"6:+2\", "
                                      "\"project-end-month\": 24 } }", -1, &error);
  g_assert_no_error (error);
  workload = bk_profile_get_workload (profile);
  hardware = bk_profile_get_hardware (profile);
  pricing = bk_profile_get_pricing (profile);
  g_assert_cmpfloat (bk_workload_get_demand_growth_percent (workload), ==, 10);
  g_assert_cmpstr (bk_workload_get_demand_steps (workload), ==, "6:+2");
  g_assert_cmpuint (bk_workload_get_project_end_month (workload), ==, 24);
  g_assert_cmpfloat (bk_hardware_get_resale_discount (hardware), ==, 15);
  g_assert_cmpfloat (bk_hardware_get_lost_hours (hardware), ==, 2);
  g_assert_cmpuint (bk_hardware_get_spare_gpus (hardware), ==, 1);
  g_assert_true (bk_pricing_get_tax_enabled (pricing));
  g_assert_cmpfloat (bk_pricing_get_tax_rate (pricing), ==, 25);
}

typedef struct
{
  const char *json;
  int         code;
  const char *message;  /* a part of the error message that names field and reason */
} InvalidCase;

static const InvalidCase invalid_cases[] = {
  { "", BK_PROFILE_ERROR_SYNTAX, "empty" },
  { "{", BK_PROFILE_ERROR_SYNTAX, "not valid JSON" },
  { "{\"format\": 1, \"name\": \"\xff\xfe\"}", BK_PROFILE_ERROR_SYNTAX, "not UTF-8" },
  { "[1, 2]", BK_PROFILE_ERROR_INVALID, "no JSON object" },
  { "{\"name\": \"x\"}", BK_PROFILE_ERROR_INVALID, "format: missing" },
  { "{\"format\": 7}", BK_PROFILE_ERROR_TOO_NEW, "format 7" },
  { "{\"format\": \"1\"}", BK_PROFILE_ERROR_INVALID, "format: expected a number" },
  { "{\"format\": 0}", BK_PROFILE_ERROR_INVALID, "format: 0 is below 1" },
  { VALID_HEAD "\"pricing\": {}, " WORKLOAD_OK " }", BK_PROFILE_ERROR_INVALID,
    "hardware: missing: every profile needs this section" },
  { VALID_HEAD "\"hardware\": {}, " WORKLOAD_OK " }", BK_PROFILE_ERROR_INVALID,
    "pricing: missing: every profile needs this section" },
  { VALID_HEAD "\"hardware\": {}, \"pricing\": {} }", BK_PROFILE_ERROR_INVALID,
    "workload: missing: every profile needs this section" },
  { VALID_HEAD "\"workload\": { \"utilisation\": 140 } }", BK_PROFILE_ERROR_INVALID,
    "workload.utilisation: 140 is above 100" },
  { VALID_HEAD "\"workload\": { \"utilisation\": -0.5 } }", BK_PROFILE_ERROR_INVALID,
    "workload.utilisation: -0.5 is below 0" },
  { VALID_HEAD "\"hardware\": { \"purchase-price\": -5 } }", BK_PROFILE_ERROR_INVALID,
    "hardware.purchase-price: -5 is below 0" },
  { VALID_HEAD "\"hardware\": { \"purchase-price\": \"25000\" } }", BK_PROFILE_ERROR_INVALID,
    "hardware.purchase-price: expected a number" },
  { VALID_HEAD "\"hardware\": { \"purchase-price\": 1e308 } }", BK_PROFILE_ERROR_INVALID,
    "hardware.purchase-price: 1e+308 is above" },
  { VALID_HEAD "\"hardware\": { \"purchase-price\": null } }", BK_PROFILE_ERROR_INVALID,
    "hardware.purchase-price: expected a number" },
  { VALID_HEAD "\"hardware\": { \"name\": 5 } }", BK_PROFILE_ERROR_INVALID,
    "hardware.name: expected a text" },
  { VALID_HEAD "\"workload\": { \"gpus\": 2.5 } }", BK_PROFILE_ERROR_INVALID,
    "workload.gpus: expected a whole number" },
  { VALID_HEAD "\"workload\": { \"gpus\": -1 } }", BK_PROFILE_ERROR_INVALID,
    "workload.gpus: -1 is below 0" },
  { VALID_HEAD "\"workload\": { \"horizon-months\": 0 } }", BK_PROFILE_ERROR_INVALID,
    "workload.horizon-months: 0 is below 1" },
  { VALID_HEAD "\"workload\": { \"horizon-months\": 121 } }", BK_PROFILE_ERROR_INVALID,
    "workload.horizon-months: 121 is above 120" },
  { VALID_HEAD "\"workload\": { \"predictability\": \"sometimes\" } }", BK_PROFILE_ERROR_INVALID,
    "workload.predictability: “sometimes” is not one of steady, mixed, bursty" },
  { VALID_HEAD "\"workload\": { \"needs-latest-gpus\": 1 } }", BK_PROFILE_ERROR_INVALID,
    "workload.needs-latest-gpus: expected true or false" },
  { VALID_HEAD "\"workload\": { \"gpus\": 2, \"hybrid-owned-gpus\": 3 } }", BK_PROFILE_ERROR_INVALID,
    "workload.hybrid-owned-gpus: 3 is more than" },
  { VALID_HEAD "\"workload\": { \"burst-days\": 40, \"burst-interval-days\": 30 } }",
    BK_PROFILE_ERROR_INVALID, "workload.burst-days" },
  { VALID_HEAD "\"workload\": { \"burst-interval-days\": 0 } }", BK_PROFILE_ERROR_INVALID,
    "workload.burst-interval-days: 0 is below 1" },
  { VALID_HEAD "\"workload\": { \"demand-steps\": \"7\" } }", BK_PROFILE_ERROR_INVALID,
    "workload.demand-steps: “7” is not a step such as 7:+4" },
  { VALID_HEAD "\"workload\": { \"demand-steps\": \"0:+4\" } }", BK_PROFILE_ERROR_INVALID,
    "workload.demand-steps: “0” is not a month from 1 to 120" },
  { VALID_HEAD "\"workload\": { \"demand-steps\": \"7:+4, 9:x\" } }", BK_PROFILE_ERROR_INVALID,
    "workload.demand-steps: “x” is not a change of GPUs" },
  { VALID_HEAD "\"workload\": { \"demand-steps\": 7 } }", BK_PROFILE_ERROR_INVALID,
    "workload.demand-steps: expected a text" },
  { VALID_HEAD "\"workload\": { \"demand-growth-percent\": 301 } }", BK_PROFILE_ERROR_INVALID,
    "workload.demand-growth-percent: 301 is above 300" },
  { VALID_HEAD "\"workload\": { \"project-end-month\": 121 } }", BK_PROFILE_ERROR_INVALID,
    "workload.project-end-month: 121 is above 120" },
  { VALID_HEAD "\"workload\": { \"speed\": 3 } }", BK_PROFILE_ERROR_INVALID,
    "workload.speed: unknown field" },
  { VALID_HEAD "\"colour\": \"red\" }", BK_PROFILE_ERROR_INVALID, "colour: unknown field" },
  { VALID_HEAD "\"hardware\": [] }", BK_PROFILE_ERROR_INVALID, "hardware: expected an object" },
  { VALID_HEAD "\"pricing\": { \"currency\": \"euro\" } }", BK_PROFILE_ERROR_INVALID,
    "pricing.currency: “euro” is not a three-letter" },
  { VALID_HEAD "\"pricing\": { \"cooling-overhead\": NaN } }", BK_PROFILE_ERROR_SYNTAX,
    "not valid JSON" },
  { VALID_HEAD "\"reviewed\": \"2026-02-30\" }", BK_PROFILE_ERROR_INVALID,
    "reviewed: “2026-02-30” is not a date" },
  { VALID_HEAD "\"reviewed\": 20260101 }", BK_PROFILE_ERROR_INVALID, "reviewed: expected a text" },
  { "{ \"format\": 1, " WORKLOAD_OK ", \"name\": [\"a\"] }", BK_PROFILE_ERROR_INVALID,
    "name: expected a text" },
  { VALID_HEAD WORKLOAD_OK ", \"name\": \"Again\" }", BK_PROFILE_ERROR_INVALID,
    "duplicate key “name”" },
  { VALID_HEAD "\"ranges\": {} }", BK_PROFILE_ERROR_INVALID,
    "ranges: ranges need format 2 or newer; the file has format 1" },
  { RANGES_HEAD "[] }", BK_PROFILE_ERROR_INVALID, "ranges: expected an object" },
  { RANGES_HEAD "{ \"pricing.cooling-overhead\": [60, 50] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.cooling-overhead: low 60 is above high 50" },
  { RANGES_HEAD "{ \"pricing.cooling-overhead\": [-5, 50] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.cooling-overhead: low -5 is below 0" },
  { RANGES_HEAD "{ \"workload.utilisation\": [50, 101] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.workload.utilisation: high 101 is above 100" },
  { RANGES_HEAD "{ \"pricing.currency\": [1, 2] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.currency: not an input that can have a range" },
  { RANGES_HEAD "{ \"pricing.speed\": [1, 2] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.speed: not an input that can have a range" },
  { RANGES_HEAD "{ \"utilisation\": [1, 2] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.utilisation: not an input that can have a range" },
  { RANGES_HEAD "{ \"pricing.rent-per-gpu-hour\": [1, 2, 3] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.rent-per-gpu-hour: expected two numbers, [low, high]" },
  { RANGES_HEAD "{ \"pricing.rent-per-gpu-hour\": 2.5 } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.rent-per-gpu-hour: expected two numbers, [low, high]" },
  { RANGES_HEAD "{ \"pricing.rent-per-gpu-hour\": { \"low\": 1 } } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.rent-per-gpu-hour: expected two numbers, [low, high]" },
  { RANGES_HEAD "{ \"pricing.rent-per-gpu-hour\": [\"1.5\", 4] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.rent-per-gpu-hour: expected a number" },
  { RANGES_HEAD "{ \"pricing.rent-per-gpu-hour\": [1.5, null] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.rent-per-gpu-hour: expected a number" },
  { RANGES_HEAD "{ \"pricing.rent-per-gpu-hour\": [1.5, 1e999] } }", BK_PROFILE_ERROR_INVALID,
    "ranges.pricing.rent-per-gpu-hour" },
  { RANGES_HEAD "{ \"pricing.cooling-overhead\": [30, 50], "
    "\"pricing.cooling-overhead\": [35, 45] } }", BK_PROFILE_ERROR_INVALID,
    "duplicate key “pricing.cooling-overhead”" },
};

static void
test_invalid (gconstpointer data)
{
  const InvalidCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = NULL;

  profile = bk_profile_new_from_data (c->json, -1, &error);
  g_assert_null (profile);
  g_assert_error (error, BK_PROFILE_ERROR, c->code);
  if (strstr (error->message, c->message) == NULL)
    g_error ("“%s” does not contain “%s”", error->message, c->message);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/profile-json/round-trip", test_round_trip);
  g_test_add_func ("/profile-json/measured-usage", test_measured_usage_round_trip);
  g_test_add_func ("/profile-json/defaults-round-trip", test_defaults_round_trip);
  g_test_add_func ("/profile-json/missing-fields-take-defaults", test_missing_fields_take_defaults);
  g_test_add_func ("/profile-json/format-versions", test_format_versions);
  g_test_add_func ("/profile-json/numbers-are-c-locale", test_numbers_are_c_locale);
  g_test_add_func ("/profile-json/shortest-numbers", test_shortest_numbers);
  g_test_add_func ("/profile-json/shortest-round-trip", test_shortest_round_trip);
  g_test_add_func ("/profile-json/save-and-load-file", test_save_and_load_file);
  g_test_add_func ("/profile-json/file-errors", test_file_errors);
  g_test_add_func ("/profile-json/too-large", test_too_large);
  g_test_add_func ("/profile-json/deep-nesting", test_deep_nesting);
  g_test_add_func ("/profile-json/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/profile-json/demand-over-time", test_demand_over_time);
  g_test_add_func ("/profile-json/older-format-newer-keys", test_older_format_newer_keys);
  g_test_add_func ("/profile-json/key-table", test_key_table);
  g_test_add_func ("/profile-json/format-4-either-set", test_format_4_either_set);

  for (guint i = 0; i < G_N_ELEMENTS (invalid_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/profile-json/invalid/%u", i);
      g_test_add_data_func (path, &invalid_cases[i], test_invalid);
    }

  return g_test_run ();
}
