/* test-owning.c: the used-market discount, lost GPU-hours, spares and tax against figures worked
 * out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-report.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-words.h"
#include "bk-workload.h"

#define MONEY_EPSILON 1e-6

/* One GPU busy around the clock: €90,000 for the card and €10,000 for its share of the server,
 * rent at €2.00 an hour, and every other cost, the value loss, the price change and the discount
 * rate at zero. */
static BkProfile *
new_profile (guint horizon)
{
  BkProfile *profile = bk_profile_new ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_hardware_set_purchase_price (hardware, 90000);
  bk_hardware_set_host_cost (hardware, 10000);
  bk_hardware_set_annual_value_loss (hardware, 0);

  bk_pricing_set_electricity_price (pricing, 0);
  bk_pricing_set_cooling_overhead (pricing, 0);
  bk_pricing_set_colocation_per_gpu_month (pricing, 0);
  bk_pricing_set_maintenance_percent (pricing, 0);
  bk_pricing_set_admin_hours_per_month (pricing, 0);
  bk_pricing_set_rent_per_gpu_hour (pricing, 2.0);
  bk_pricing_set_rent_price_change (pricing, 0);
  bk_pricing_set_egress_per_gb (pricing, 0);
  bk_pricing_set_storage_per_gb_month (pricing, 0);
  bk_pricing_set_onboarding_hours (pricing, 0);
  bk_pricing_set_discount_rate (pricing, 0);

  bk_workload_set_gpus (workload, 1);
  bk_workload_set_utilisation (workload, 100);
  bk_workload_set_transfer_gb_per_month (workload, 0);
  bk_workload_set_cloud_storage_gb (workload, 0);
  bk_workload_set_horizon_months (workload, horizon);
  bk_profile_set_reviewed (profile, "2026-01-01");

  return profile;
}

/* A one-year write-off of €100,000 at 30 % saves €30,000 in the year of purchase, €2,500 a
 * month, each discounted as the model discounts: €29,220.42 at 5 %. */
static void
test_one_year_write_off (void)
{
  g_autoptr(BkProfile) profile = new_profile (12);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  BkAnalysis *before;
  double saved = 0.0;

  bk_pricing_set_discount_rate (pricing, 5);
  bk_pricing_set_tax_enabled (pricing, TRUE);
  bk_pricing_set_tax_rate (pricing, 30);
  bk_pricing_set_depreciation (pricing, BK_DEPRECIATION_ONE_YEAR);
  analysis = bk_test_analyse (profile);
  before = bk_analysis_get_before_tax (analysis);

  g_assert_true (bk_analysis_get_after_tax (analysis));
  g_assert_false (bk_analysis_get_after_tax (before));
  g_assert_true (bk_analysis_get_before_tax (before) == before);
  for (guint m = 1; m <= 12; m++)
    saved += 2500 * pow (1.05, -(double) m / 12.0);
  g_assert_cmpfloat_with_epsilon (saved, 29220.42, 0.005);

  g_assert_cmpfloat_with_epsilon (bk_analysis_get_cash (before, BK_OPTION_BUY)[12], 100000,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_cash (analysis, BK_OPTION_BUY)[0], 100000,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_cash (before, BK_OPTION_BUY)[12]
                                  - bk_analysis_get_cash (analysis, BK_OPTION_BUY)[12],
                                  saved, MONEY_EPSILON);

  /* Written off in full, the hardware is sold at its whole value as a gain: (1 − 0.3) of
   * €100,000, discounted a year. The rent, an expense, costs (1 − t) of itself. */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_resale_value (analysis, BK_OPTION_BUY),
                                  70000 / 1.05, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_BUY),
                                  100000 - saved - 70000 / 1.05, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (analysis, BK_OPTION_RENT),
                                  0.7 * bk_analysis_get_tco (before, BK_OPTION_RENT), MONEY_EPSILON);
}

static void
assert_invalid (const char *data,
                const char *field)
{
  g_autofree char *prefix = g_strconcat (field, ": ", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new_from_data (data, -1, &error);

  g_assert_null (profile);
  g_assert_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_INVALID);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not name %s", error->message, field);
}

static void
test_validation (void)
{
  assert_invalid ("{ \"format\": 4, \"pricing\": { \"tax-rate\": 100 } }", "pricing.tax-rate");
  assert_invalid ("{ \"format\": 4, \"pricing\": { \"tax-rate\": -1 } }", "pricing.tax-rate");
  assert_invalid ("{ \"format\": 4, \"hardware\": { \"resale-discount\": -5 } }",
                  "hardware.resale-discount");
  assert_invalid ("{ \"format\": 4, \"hardware\": { \"resale-discount\": 100 } }",
                  "hardware.resale-discount");
  assert_invalid ("{ \"format\": 4, \"hardware\": { \"lost-hours\": 100 } }",
                  "hardware.lost-hours");
  assert_invalid ("{ \"format\": 4, \"hardware\": { \"spare-gpus\": -1 } }",
                  "hardware.spare-gpus");
  assert_invalid ("{ \"format\": 4, \"pricing\": { \"declining-rate\": 31 } }",
                  "pricing.declining-rate");
  assert_invalid ("{ \"format\": 4, \"hardware\": {}, \"workload\": {}, \"pricing\": { "
                  "\"depreciation\": \"declining\", \"depreciation-years\": 20, "
                  "\"declining-rate\": 20 } }", "pricing.declining-rate");
  assert_invalid ("{ \"format\": 4, \"pricing\": { \"depreciation\": \"sometimes\" } }",
                  "pricing.depreciation");
  assert_invalid ("{ \"format\": 4, \"pricing\": { \"depreciation-years\": 0 } }",
                  "pricing.depreciation-years");
  assert_invalid ("{ \"format\": 4, \"ranges\": { \"pricing.tax-rate\": [20, 100] } }",
                  "ranges.pricing.tax-rate");
  assert_invalid ("{ \"format\": 4, \"ranges\": { \"hardware.resale-discount\": [-1, 20] } }",
                  "ranges.hardware.resale-discount");

  /* The cap applies only to declining balance, and 15 % is the most over 20 years. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BkProfile) linear = bk_profile_new_from_data (
      "{ \"format\": 4, \"hardware\": {}, \"workload\": {}, \"pricing\": { "
      "\"depreciation\": \"linear\", \"depreciation-years\": 20, \"declining-rate\": 30 } }",
      -1, &error);
    g_autoptr(BkProfile) declining = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (linear);
    declining = bk_profile_new_from_data (
      "{ \"format\": 4, \"hardware\": {}, \"workload\": {}, \"pricing\": { "
      "\"depreciation\": \"declining\", \"depreciation-years\": 20, \"declining-rate\": 15 } }",
      -1, &error);
    g_assert_no_error (error);
    g_assert_nonnull (declining);
  }
}

/* Format 4 keeps every new field; a format 3 file takes the neutral defaults. */
static void
test_round_trip (void)
{
  g_autoptr(BkProfile) profile = new_profile (24);
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkProfile) loaded = NULL;
  g_autoptr(BkProfile) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  bk_hardware_set_resale_discount (hardware, 12.5);
  bk_hardware_set_lost_hours (hardware, 3);
  bk_hardware_set_lost_hours_rented (hardware, FALSE);
  bk_hardware_set_spare_gpus (hardware, 2);
  bk_pricing_set_tax_enabled (pricing, TRUE);
  bk_pricing_set_tax_rate (pricing, 29.9);
  bk_pricing_set_depreciation (pricing, BK_DEPRECIATION_DECLINING);
  bk_pricing_set_depreciation_years (pricing, 5);
  bk_pricing_set_declining_rate (pricing, 25);
  bk_profile_set_range (profile, "pricing.tax-rate", 25, 35);
  bk_profile_set_range (profile, "hardware.lost-hours", 1, 10);
  data = bk_profile_to_data (profile, NULL);
  g_assert_nonnull (strstr (data, "\"depreciation\" : \"declining\""));
  g_assert_nonnull (strstr (data, "\"resale-discount\" : 12.5"));
  loaded = bk_profile_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (profile, loaded));

  old = bk_profile_new_from_data ("{ \"format\": 3, \"hardware\": {}, \"workload\": {}, "
                                  "\"pricing\": { \"rent-per-gpu-hour\": 3 } }", -1, &error);
  g_assert_no_error (error);
  hardware = bk_profile_get_hardware (old);
  pricing = bk_profile_get_pricing (old);
  g_assert_cmpfloat (bk_hardware_get_resale_discount (hardware), ==, 0);
  g_assert_cmpfloat (bk_hardware_get_lost_hours (hardware), ==, 0);
  g_assert_cmpuint (bk_hardware_get_spare_gpus (hardware), ==, 0);
  g_assert_false (bk_pricing_get_tax_enabled (pricing));
}

static char *
read_reference (const char *name,
                const char *format)
{
  g_autofree char *file = g_strdup_printf ("%s.report.%s", name, format);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "model", "reference",
                                                 "without-owning-costs", file, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  return contents;
}

/* Sets the new fields to their neutral values, and the ones that only matter beside them to
 * anything: the figures must not move. */
static void
set_neutral (BkProfile *profile)
{
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);

  bk_hardware_set_resale_discount (hardware, 0);
  bk_hardware_set_lost_hours (hardware, 0);
  bk_hardware_set_lost_hours_rented (hardware, FALSE);
  bk_hardware_set_spare_gpus (hardware, 0);
  bk_pricing_set_tax_enabled (pricing, FALSE);
  bk_pricing_set_tax_rate (pricing, 45);
  bk_pricing_set_depreciation (pricing, BK_DEPRECIATION_LINEAR);
}

/* The examples and files of formats 2 and 3, reported by the version before these terms
 * (tests/model/reference/without-owning-costs/NAME.report.*): every number of the JSON is the
 * same to the last bit, and the CSV and the text are the same to the byte; also with the new
 * fields set to neutral values. */
static void
test_unchanged (gconstpointer data)
{
  const char *file = data;
  const char *base = strrchr (file, '/') + 1;
  g_autofree char *name = g_strndup (base, strlen (base) - strlen (".json"));
  g_autoptr(GFile) gfile = g_file_new_for_path (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new_from_file (gfile, NULL, &error);
  g_autofree char *json_ref = read_reference (name, "json");
  g_autofree char *csv_ref = read_reference (name, "csv");
  g_autofree char *text_ref = read_reference (name, "text");

  g_assert_no_error (error);

  for (guint pass = 0; pass < 2; pass++)
    {
      g_autoptr(BkAnalysis) analysis = NULL;
      g_autoptr(JsonParser) old = json_parser_new ();
      g_autoptr(JsonParser) now = json_parser_new ();
      g_autofree char *json = NULL;
      g_autofree char *csv = NULL;
      g_autofree char *text = NULL;

      if (pass == 1)
        set_neutral (profile);

      analysis = bk_analysis_new (profile, NULL);
      bk_analysis_search_strategy (analysis);
      json = bk_report_render (profile, analysis, BK_REPORT_FORMAT_JSON);
      csv = bk_report_render (profile, analysis, BK_REPORT_FORMAT_CSV);
      text = bk_report_render (profile, analysis, BK_REPORT_FORMAT_TEXT);

      json_parser_load_from_data (old, json_ref, -1, &error);
      g_assert_no_error (error);
      json_parser_load_from_data (now, json, -1, &error);
      g_assert_no_error (error);
      bk_test_assert_same_numbers (json_parser_get_root (old), json_parser_get_root (now), name);
      g_assert_cmpstr (csv, ==, csv_ref);
      g_assert_cmpstr (text, ==, text_ref);
    }
}

/* Tax on, a discount and lost hours: zero-width ranges on all fifteen inputs give the
 * single-value figures to the last bit; wide ones on the three new inputs move the tornado. */
static void
test_uncertainty (void)
{
  g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkUncertainty) zero = NULL;
  g_autoptr(BkUncertainty) wide = NULL;
  gboolean seen[BK_N_INPUTS] = { FALSE };
  guint horizon;

  bk_hardware_set_resale_discount (hardware, 15);
  bk_hardware_set_lost_hours (hardware, 3);
  bk_pricing_set_tax_enabled (pricing, TRUE);
  bk_pricing_set_depreciation (pricing, BK_DEPRECIATION_LINEAR);
  bk_pricing_set_depreciation_years (pricing, 3);
  analysis = bk_test_analyse (profile);
  horizon = bk_analysis_get_horizon (analysis);

  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      double value = bk_profile_get_input_value (profile, i);

      bk_profile_set_range (profile, bk_input_to_field (i), value, value);
    }
  zero = bk_uncertainty_new (profile, 200, BK_UNCERTAINTY_SEED, NULL, NULL);
  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    for (BkBand b = BK_BAND_P10; b < BK_N_BANDS; b++)
      {
        for (guint m = 0; m <= horizon; m++)
          g_assert_cmpfloat (bk_uncertainty_get_band (zero, o, b)[m], ==,
                             bk_analysis_get_cash (analysis, o)[m]);
        g_assert_cmpfloat (bk_uncertainty_get_tco (zero, o, b), ==,
                           bk_analysis_get_tco (analysis, o));
      }
  g_assert_cmpint (bk_uncertainty_get_break_even (zero, BK_BAND_P50), ==,
                   bk_analysis_get_break_even_month (analysis));

  bk_profile_set_range (profile, "hardware.resale-discount", 5, 30);
  bk_profile_set_range (profile, "hardware.lost-hours", 0, 10);
  bk_profile_set_range (profile, "pricing.tax-rate", 25, 35);
  wide = bk_uncertainty_new (profile, 1000, BK_UNCERTAINTY_SEED, NULL, NULL);
  g_assert_cmpfloat (bk_uncertainty_get_tco (wide, BK_OPTION_BUY, BK_BAND_P10), <,
                     bk_uncertainty_get_tco (wide, BK_OPTION_BUY, BK_BAND_P90));
  for (guint i = 0; i < bk_uncertainty_get_n_sensitivities (wide); i++)
    {
      const BkSensitivity *s = bk_uncertainty_get_sensitivity (wide, i);

      seen[s->input] = s->swing > 0;
    }
  g_assert_true (seen[BK_INPUT_RESALE_DISCOUNT]);
  g_assert_true (seen[BK_INPUT_LOST_HOURS]);
  g_assert_true (seen[BK_INPUT_TAX_RATE]);
}

/* Without tax, a range on the tax rate is no bar of the tornado. */
static void
test_tornado_without_tax (void)
{
  g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();
  g_autoptr(BkUncertainty) result = NULL;

  bk_profile_set_range (profile, "pricing.tax-rate", 25, 35);
  bk_profile_set_range (profile, "hardware.resale-discount", 0, 20);
  result = bk_uncertainty_new (profile, 100, BK_UNCERTAINTY_SEED, NULL, NULL);

  g_assert_cmpuint (bk_uncertainty_get_n_sensitivities (result), ==, 1);
  g_assert_cmpint (bk_uncertainty_get_sensitivity (result, 0)->input, ==,
                   BK_INPUT_RESALE_DISCOUNT);
}

#define CATALOGUE_HEAD \
  "{ \"format\": 2, \"rents\": [], \"gpus\": [ { \"id\": \"x1\", \"name\": \"X\", " \
  "\"vram-gb\": 80, \"purchase-price\": 1000, \"host-cost\": 100, \"power-watts\": 400, " \
  "\"idle-watts\": 60, \"annual-value-loss\": 30, \"currency\": \"USD\", \"source\": \"s\", " \
  "\"as-of\": \"2026-08\""

static void
assert_catalogue_invalid (const char *fields,
                          const char *field)
{
  g_autofree char *data = g_strconcat (CATALOGUE_HEAD, fields, " } ] }", NULL);
  g_autoptr(GBytes) bytes = g_bytes_new (data, strlen (data));
  g_autoptr(GError) error = NULL;
  g_autoptr(BkCatalogue) catalogue = bk_catalogue_new_from_bytes (bytes, &error);
  g_autofree char *prefix = g_strconcat (field, ": ", NULL);

  g_assert_null (catalogue);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not name %s", error->message, field);
}

/* The catalogue's used-market discounts, each with its source and date: the H100's 10 % and the
 * A100's 20 % meet the used prices quoted, with the catalogue's loss of 33 % a year. */
static void
test_catalogue (void)
{
  g_autoptr(BkCatalogue) catalogue = bk_test_load_catalogue ();
  g_autoptr(BkHardware) hardware = bk_hardware_new ();
  BkCatalogueGpu *h100 = bk_catalogue_find_gpu (catalogue, "h100-sxm");
  BkCatalogueGpu *a100 = bk_catalogue_find_gpu (catalogue, "a100-80gb-sxm");
  const char *source = NULL, *as_of = NULL;
  double discount = -1, value;

  g_assert_true (bk_catalogue_gpu_get_resale (h100, &discount, &source, &as_of));
  g_assert_cmpfloat (discount, ==, 10);
  g_assert_nonnull (strstr (source, "GLRI"));
  g_assert_cmpstr (as_of, ==, "2026-01-08");
  value = (1 - discount / 100) * pow (1 - bk_catalogue_gpu_get_figures (h100)->annual_value_loss / 100, 1);
  g_assert_cmpfloat (value, >=, 0.595);
  g_assert_cmpfloat (value, <=, 0.65);
  value = (1 - discount / 100) * pow (1 - bk_catalogue_gpu_get_figures (h100)->annual_value_loss / 100, 3);
  g_assert_cmpfloat (value, >=, 0.25);
  g_assert_cmpfloat (value, <=, 0.35);

  g_assert_true (bk_catalogue_gpu_get_resale (a100, &discount, NULL, NULL));
  value = (1 - discount / 100) * (1 - bk_catalogue_gpu_get_figures (a100)->annual_value_loss / 100);
  g_assert_cmpfloat (value, >=, 0.50);
  g_assert_cmpfloat (value, <=, 0.55);

  /* No source, no figure. */
  g_assert_false (bk_catalogue_gpu_get_resale (bk_catalogue_find_gpu (catalogue, "mi300x"), NULL,
                                               NULL, NULL));

  bk_catalogue_gpu_apply (h100, hardware);
  g_assert_cmpfloat (bk_hardware_get_resale_discount (hardware), ==, 10);
  bk_catalogue_gpu_apply (bk_catalogue_find_gpu (catalogue, "mi300x"), hardware);
  g_assert_cmpfloat (bk_hardware_get_resale_discount (hardware), ==, 10);

  assert_catalogue_invalid (", \"resale-discount\": 10", "gpus[0].resale-source");
  assert_catalogue_invalid (", \"resale-discount\": 100, \"resale-source\": \"s\", "
                            "\"resale-as-of\": \"2026\"", "gpus[0].resale-discount");
  assert_catalogue_invalid (", \"resale-discount\": 10, \"resale-source\": \"s\", "
                            "\"resale-as-of\": \"soon\"", "gpus[0].resale-as-of");
}

/* Side by side, a profile after tax says so beside its first total. */
static void
test_comparison (void)
{
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(BkComparison) comparison = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (profiles, new_profile (12));
  g_ptr_array_add (profiles, new_profile (12));
  bk_pricing_set_tax_enabled (bk_profile_get_pricing (profiles->pdata[1]), TRUE);
  comparison = bk_comparison_new (profiles, &error);
  g_assert_no_error (error);

  g_assert_null (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_TCO_RENT, 0));
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_TCO_RENT, 1), ==,
                   "After tax at 30%");
}

/* Default ranges for the new inputs only once they are in use, so that a neutral profile draws
 * what it drew before. */
static void
test_default_ranges (void)
{
  g_autoptr(BkProfile) profile = new_profile (12);
  double low, high;

  bk_profile_fill_default_ranges (profile, NULL);
  g_assert_false (bk_profile_get_range (profile, "hardware.resale-discount", NULL, NULL));
  g_assert_false (bk_profile_get_range (profile, "hardware.lost-hours", NULL, NULL));
  g_assert_false (bk_profile_get_range (profile, "pricing.tax-rate", NULL, NULL));

  bk_hardware_set_resale_discount (bk_profile_get_hardware (profile), 30);
  bk_pricing_set_tax_enabled (bk_profile_get_pricing (profile), TRUE);
  bk_profile_fill_default_ranges (profile, NULL);
  g_assert_true (bk_profile_get_range (profile, "hardware.resale-discount", &low, &high));
  g_assert_cmpfloat (low, ==, 10);
  g_assert_cmpfloat (high, ==, 30);
  g_assert_true (bk_profile_get_range (profile, "hardware.lost-hours", &low, &high));
  g_assert_cmpfloat (high, ==, 10);
  g_assert_true (bk_profile_get_range (profile, "pricing.tax-rate", &low, &high));
  g_assert_cmpfloat (low, ==, 25);
  g_assert_cmpfloat (high, ==, 35);

  /* Inside the suggested span the discount's range is the span itself, 10–25 %. */
  bk_hardware_set_resale_discount (bk_profile_get_hardware (profile), 15);
  bk_profile_fill_default_ranges (profile, NULL);
  g_assert_true (bk_profile_get_range (profile, "hardware.resale-discount", &low, &high));
  g_assert_cmpfloat (low, ==, 10);
  g_assert_cmpfloat (high, ==, 25);
}

/* The report says what owning really costs, and which tax rule it applied. */
static void
test_report (void)
{
  g_autoptr(BkProfile) profile = new_profile (12);
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  g_autofree char *csv = NULL;

  bk_hardware_set_resale_discount (hardware, 20);
  bk_hardware_set_lost_hours (hardware, 3);
  bk_hardware_set_lost_hours_rented (hardware, FALSE);
  bk_hardware_set_spare_gpus (hardware, 0);
  bk_pricing_set_tax_enabled (pricing, TRUE);
  analysis = bk_test_analyse (profile);
  text = bk_report_render (profile, analysis, BK_REPORT_FORMAT_TEXT);
  json = bk_report_render (profile, analysis, BK_REPORT_FORMAT_JSON);
  csv = bk_report_render (profile, analysis, BK_REPORT_FORMAT_CSV);

  g_assert_nonnull (strstr (text, "Resale at a used-market discount of 20% from the day of purchase"));
  g_assert_nonnull (strstr (text, "GPU-hours lost a month to failures and repair, and missing: "
                                  "Buy 21.9, Hybrid 21.9.\n"));
  g_assert_nonnull (strstr (text, "After tax at 30% of profit"));
  g_assert_nonnull (strstr (text, "IV C 3 – S 2190/21/10002:025"));
  g_assert_nonnull (strstr (text, "This is a model, not tax advice.\n"));
  g_assert_nonnull (strstr (text, "Before tax: Rent "));
  g_assert_nonnull (strstr (json, "\"depreciation\" : \"one-year\""));
  g_assert_nonnull (strstr (json, "\"lost_gpu_hours_per_month\" : 21."));
  g_assert_nonnull (strstr (json, "\"before_tax\" : {"));
  g_assert_true (g_str_has_prefix (csv, "month,rent_cash,rent_net,buy_cash,buy_net,hybrid_cash,"
                                        "hybrid_net,rent_cash_before_tax,"));
}

/* With rental terms each option's line says how it rents: buying rents its lost GPU-hours on
 * demand, although it rents no GPUs for the demand itself, whose shares stay 0 in the CSV.
 * Renting runs half of 8,760 hours at €2.00 and half on spot at €1.00 / (1 − 10 %): €13,627;
 * buying pays 21.9 lost GPU-hours a month at €2.00: €525.60. */
static void
test_report_lost_hours_mix (void)
{
  g_autoptr(BkProfile) profile = new_profile (12);
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkAnalysis) missing = NULL;
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *missing_text = NULL;
  g_auto(GStrv) rows = NULL;
  BkRentalMix spot = { .spot_share = 1.0, .lost_on_demand = TRUE };
  g_autofree char *spot_text = NULL;

  bk_hardware_set_lost_hours (hardware, 3);
  bk_pricing_set_spot_price_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_spot_share (pricing, 50);
  analysis = bk_test_analyse (profile);
  g_assert_true (bk_analysis_has_rental_terms (analysis));
  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY), ==, 1);
  g_assert_cmpuint (bk_analysis_get_optimal_owned_gpus (analysis), ==, 1);
  g_assert_true (bk_analysis_get_mix (analysis, BK_OPTION_BUY)->lost_on_demand);
  g_assert_false (bk_analysis_get_mix (analysis, BK_OPTION_RENT)->lost_on_demand);

  text = bk_report_render (profile, analysis, BK_REPORT_FORMAT_TEXT);
  json = bk_report_render (profile, analysis, BK_REPORT_FORMAT_JSON);
  csv = bk_report_render (profile, analysis, BK_REPORT_FORMAT_CSV);

  g_assert_null (strstr (text, "Rent nothing"));
  g_assert_nonnull (strstr (text, "  Rent    €13,627  (0 own GPUs)\n"
                                  "    Run 50% on spot, the rest on demand\n"
                                  "  Buy     €525.60  (1 own GPU)\n"
                                  "    Rent the lost GPU-hours on demand\n"
                                  "  Hybrid  €525.60  (1 own GPU)\n"
                                  "    Rent the lost GPU-hours on demand\n"));
  g_assert_nonnull (strstr (text, "with a total cost of €525.60.\n"
                                  "    Rent the lost GPU-hours on demand\n"));
  g_assert_nonnull (strstr (text, "GPU-hours lost a month to failures and repair, rented on "
                                  "demand: Buy 21.9"));
  g_assert_null (strstr (json, "Rent nothing"));
  g_assert_nonnull (strstr (json, "\"description\" : \"Rent the lost GPU-hours on demand\""));
  g_assert_nonnull (strstr (json, "\"lost_hours_rented\" : true"));

  /* The CSV's shares are those of the demand's rented hours: buying rents none of those. */
  rows = g_strsplit (csv, "\n", -1);
  g_assert_nonnull (strstr (rows[0], ",buy_committed_gpus,buy_committed_share,buy_spot_share,"
                                     "buy_on_demand_share,"));
  g_assert_cmpfloat (bk_analysis_get_mix (analysis, BK_OPTION_BUY)->on_demand_share, ==, 0);

  /* Missing rather than rented, they rent nothing. */
  bk_hardware_set_lost_hours_rented (hardware, FALSE);
  missing = bk_test_analyse (profile);
  missing_text = bk_report_render (profile, missing, BK_REPORT_FORMAT_TEXT);
  g_assert_nonnull (strstr (missing_text, "€0.00  (1 own GPU)\n    Rent nothing\n"));

  /* A mix that runs nothing on demand adds the lost hours. */
  spot_text = bk_rental_mix_describe (&spot);
  g_assert_cmpstr (spot_text, ==, "Rent on spot, the lost GPU-hours on demand");
}

int
main (int   argc,
      char *argv[])
{
  static const char *examples[] = {
    "bursty-sweeps.json", "data-stays-home.json", "llm-team-h100.json", "two-a100-rack.json",
  };

  /* The references were written by `breakeven --report` in English in en_US.UTF-8. */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    g_error ("the locale en_US.UTF-8 is needed");

  g_test_add_func ("/owning/one-year-write-off", test_one_year_write_off);
  g_test_add_func ("/owning/validation", test_validation);
  g_test_add_func ("/owning/round-trip", test_round_trip);
  g_test_add_func ("/owning/uncertainty", test_uncertainty);
  g_test_add_func ("/owning/tornado-without-tax", test_tornado_without_tax);
  g_test_add_func ("/owning/report", test_report);
  g_test_add_func ("/owning/report-lost-hours-mix", test_report_lost_hours_mix);
  g_test_add_func ("/owning/default-ranges", test_default_ranges);
  g_test_add_func ("/owning/catalogue", test_catalogue);
  g_test_add_func ("/owning/comparison", test_comparison);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *test = g_strconcat ("/owning/unchanged/", examples[i], NULL);
      char *path = g_test_build_filename (G_TEST_DIST, "model", "reference", "profiles",
                                          examples[i], NULL);

      g_test_add_data_func_full (test, path, test_unchanged, g_free);
    }
  g_test_add_data_func_full ("/owning/unchanged/format-2-ranges.json",
                             g_test_build_filename (G_TEST_DIST, "model", "reference",
                                                    "without-rental-terms", "format-2-ranges.json", NULL),
                             test_unchanged, g_free);
  g_test_add_data_func_full ("/owning/unchanged/format-3-terms.json",
                             g_test_build_filename (G_TEST_DIST, "model", "reference",
                                                    "without-owning-costs", "format-3-terms.json", NULL),
                             test_unchanged, g_free);

  return g_test_run ();
}
