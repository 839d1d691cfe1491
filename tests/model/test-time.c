/* test-time.c: the strategy in time through the analysis: its words, the report, tax and the
 * uncertainty's months
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "bk-analysis.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-report.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-words.h"
#include "bk-workload.h"

#define MONEY_EPSILON 1e-4

/* docs/model.md#demand-over-time: 2 GPUs busy all the time, 4 more from month 7, rent 1.00 an hour
 * (730 a GPU-month), free hardware but for colocation, no discount, twelve months. */
static BkProfile *
new_step_profile (double colocation)
{
  BkProfile *profile = bk_test_new_plain_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 0);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), 0);
  bk_pricing_set_colocation_per_gpu_month (bk_profile_get_pricing (profile), colocation);
  bk_workload_set_gpus (workload, 2);
  bk_workload_set_demand_steps (workload, "7:+4");

  return profile;
}

static void
assert_strategy (BkAnalysis *analysis,
                 guint       first,
                 guint       final,
                 guint       month,
                 double      tco)
{
  const BkStrategy *s = bk_analysis_get_strategy (analysis);
  const double *cash = bk_analysis_get_strategy_cash (analysis);
  guint horizon = bk_analysis_get_horizon (analysis);

  g_assert_cmpuint (s->first_gpus, ==, first);
  g_assert_cmpuint (s->final_gpus, ==, final);
  g_assert_cmpuint (s->month, ==, month);
  g_assert_cmpfloat_with_epsilon (s->tco, tco, MONEY_EPSILON);
  g_assert_cmpfloat (cash[horizon], >=, s->tco - MONEY_EPSILON);
}

/* docs/model.md#strategies-in-time: owning 2 now and 4 more from month 7 follows the step exactly. */
static void
test_adding_wins (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (500);
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  const BkStrategy *s = bk_analysis_get_strategy (analysis);
  g_autofree char *what = NULL;
  g_autofree char *saving = NULL;

  assert_strategy (analysis, 2, 6, 6, 24000);
  g_assert_cmpuint (s->buy_now_gpus, ==, 2);
  g_assert_cmpfloat_with_epsilon (s->buy_now_tco, 29520, MONEY_EPSILON);

  what = bk_strategy_describe (s);
  g_assert_cmpstr (what, ==, "Buy 2 GPUs now and 4 more in month 6");
  saving = bk_strategy_describe_saving (s, "EUR");
  g_assert_cmpstr (saving, ==,
                   "Buy 2 GPUs now and 4 more in month 6: €5,520 less than buying 2 GPUs now");
}

/* A fixed cost of owning anything (admin at 1,000 a month) makes renting the single GPU of the
 * first half-year cheaper: rent 6 months (4,380), then own 6 (18,000 + 6,000 admin). */
static void
test_renting_first_wins (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (500);
  g_autoptr(BkAnalysis) analysis = NULL;
  const BkStrategy *s;
  g_autofree char *what = NULL;

  bk_workload_set_gpus (bk_profile_get_workload (profile), 1);
  bk_workload_set_demand_steps (bk_profile_get_workload (profile), "7:+5");
  bk_pricing_set_admin_hours_per_month (bk_profile_get_pricing (profile), 20);
  analysis = bk_test_analyse (profile);
  s = bk_analysis_get_strategy (analysis);

  assert_strategy (analysis, 0, 6, 6, 28380);
  g_assert_cmpuint (s->buy_now_gpus, ==, 1);
  g_assert_cmpfloat_with_epsilon (s->buy_now_tco, 6000 + 12000 + 730.0 * 5 * 6, MONEY_EPSILON);
  what = bk_strategy_describe (s);
  g_assert_cmpstr (what, ==, "Rent for 6 months, then buy 6 GPUs");
}

/* The same profile, but the data may not leave the premises: renting for six months is no
 * option, so the strategy is buying the 1 GPU of buying now (6,000 + 12,000 admin + 5 GPUs rented
 * for six months: 39,900), and the uncertainty searches no month. */
static void
test_compliance_buys_now (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (500);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkUncertainty) uncertainty = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saving = NULL;
  const BkStrategy *s;

  bk_workload_set_gpus (bk_profile_get_workload (profile), 1);
  bk_workload_set_demand_steps (bk_profile_get_workload (profile), "7:+5");
  bk_pricing_set_admin_hours_per_month (bk_profile_get_pricing (profile), 20);
  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), TRUE);
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 0.5, 2.0);
  analysis = bk_test_analyse (profile);
  s = bk_analysis_get_strategy (analysis);

  g_assert_true (s->required);
  g_assert_cmpuint (s->first_gpus, ==, 1);
  g_assert_cmpuint (s->final_gpus, ==, 1);
  g_assert_cmpuint (s->month, ==, 0);
  g_assert_cmpfloat_with_epsilon (s->tco, 6000 + 12000 + 730.0 * 5 * 6, MONEY_EPSILON);
  g_assert_cmpfloat (s->tco, ==, s->buy_now_tco);
  saving = bk_strategy_describe_saving (s, "EUR");
  g_assert_cmpstr (saving, ==, "Buy 1 GPU now: the data may not leave the premises");

  uncertainty = bk_uncertainty_new (profile, 1000, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bk_uncertainty_get_buy_month (uncertainty, BK_BAND_P50, NULL, NULL), <, 0);
}

/* Steady demand that owning serves for less than renting: buying now beats every later buy. */
static void
test_buying_now_wins (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (500);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autofree char *saving = NULL;

  bk_workload_set_demand_steps (bk_profile_get_workload (profile), NULL);
  analysis = bk_test_analyse (profile);
  g_assert_false (bk_analysis_get_demand_changes (analysis));

  assert_strategy (analysis, 2, 2, 0, 12000);
  saving = bk_strategy_describe_saving (bk_analysis_get_strategy (analysis), "EUR");
  g_assert_cmpstr (saving, ==, "Buy 2 GPUs now: buying later costs more");
}

/* The report names the strategy in all three formats; the CSV's extra column comes only with
 * demand over time. */
static void
test_report (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (500);
  g_autoptr(BkProfile) steady = bk_profile_copy (profile);
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  g_autoptr(BkAnalysis) steady_analysis = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = bk_report_render (profile, analysis, BK_REPORT_FORMAT_TEXT);
  g_autofree char *json = bk_report_render (profile, analysis, BK_REPORT_FORMAT_JSON);
  g_autofree char *csv = bk_report_render (profile, analysis, BK_REPORT_FORMAT_CSV);
  g_autofree char *steady_csv = NULL;
  JsonObject *root, *strategy, *demand;

  g_assert_nonnull (strstr (text, "Demand over time: 4 more GPUs from month 7.\n"));
  g_assert_nonnull (strstr (text, "When to buy: Buy 2 GPUs now and 4 more in month 6: €5,520 "
                                  "less than buying 2 GPUs now.\n"));

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  strategy = json_object_get_object_member (root, "strategy");
  g_assert_cmpint (json_object_get_int_member (strategy, "first_gpus"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (strategy, "final_gpus"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (strategy, "buy_month"), ==, 6);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (strategy, "saving"), 5520,
                                  MONEY_EPSILON);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (strategy, "cash")), ==, 13);
  demand = json_object_get_object_member (root, "demand");
  g_assert_true (json_object_get_boolean_member (demand, "changes"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (demand, "steps")), ==, 1);

  g_assert_true (g_str_has_prefix (csv, "month,rent_cash,rent_net,buy_cash,buy_net,hybrid_cash,"
                                        "hybrid_net,strategy_cash\r\n")
                 || g_str_has_prefix (csv, "month,rent_cash,rent_net,buy_cash,buy_net,"
                                           "hybrid_cash,hybrid_net,strategy_cash\n"));

  bk_workload_set_demand_steps (bk_profile_get_workload (steady), NULL);
  steady_analysis = bk_test_analyse (steady);
  steady_csv = bk_report_render (steady, steady_analysis, BK_REPORT_FORMAT_CSV);
  g_assert_null (strstr (steady_csv, "strategy_cash"));
}

/* Without any demand at all renting costs nothing, and buying one GPU now is still an answer. */
/* With tax on, the search still compares before tax: its TCOs are the figures of the same
 * profile without tax, and the saving says so. */
static void
test_before_tax (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (500);
  g_autoptr(BkProfile) untaxed = bk_profile_copy (profile);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkAnalysis) reference = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  const BkStrategy *taxed, *plain;
  JsonObject *strategy;

  bk_pricing_set_tax_enabled (bk_profile_get_pricing (profile), TRUE);
  analysis = bk_test_analyse (profile);
  reference = bk_test_analyse (untaxed);
  taxed = bk_analysis_get_strategy (analysis);
  plain = bk_analysis_get_strategy (reference);

  g_assert_true (taxed->before_tax);
  g_assert_false (plain->before_tax);
  g_assert_cmpfloat (taxed->tco, ==, plain->tco);
  g_assert_cmpfloat (taxed->buy_now_tco, ==, plain->buy_now_tco);
  g_assert_cmpuint (taxed->month, ==, plain->month);
  g_assert_cmpfloat (bk_analysis_get_tco (analysis, BK_OPTION_BUY), !=,
                     bk_analysis_get_tco (reference, BK_OPTION_BUY));

  text = bk_report_render (profile, analysis, BK_REPORT_FORMAT_TEXT);
  g_assert_nonnull (strstr (text, "When to buy: Buy 2 GPUs now and 4 more in month 6: €5,520 "
                                  "less than buying 2 GPUs now (both before tax).\n"));
  json = bk_report_render (profile, analysis, BK_REPORT_FORMAT_JSON);
  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  strategy = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                            "strategy");
  g_assert_true (json_object_get_boolean_member (strategy, "before_tax"));
}

static void
test_no_demand (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (500);
  g_autoptr(BkAnalysis) analysis = NULL;
  const BkStrategy *s;

  bk_workload_set_gpus (bk_profile_get_workload (profile), 0);
  bk_workload_set_demand_steps (bk_profile_get_workload (profile), NULL);
  analysis = bk_test_analyse (profile);
  s = bk_analysis_get_strategy (analysis);

  g_assert_cmpuint (s->final_gpus, ==, 0);
  g_assert_cmpfloat (s->tco, ==, 0);
  g_assert_cmpuint (s->buy_now_gpus, ==, 1);
  g_assert_cmpfloat_with_epsilon (s->buy_now_tco, 6000, MONEY_EPSILON);
}

/* With demand over time and ranges of zero width, the samples give the analysis' figures to
 * the last bit, and every sample buys the 4 more GPUs in month 6; with the same demand every
 * month none of them waits. */
static void
test_uncertainty (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (500);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkUncertainty) uncertainty = NULL;
  g_autoptr(BkUncertainty) steady = NULL;
  g_autoptr(GError) error = NULL;
  guint horizon, first, final;

  bk_profile_set_range (profile, "hardware.purchase-price", 0, 0);
  analysis = bk_test_analyse (profile);
  uncertainty = bk_uncertainty_new (profile, 500, 7, NULL, &error);
  g_assert_no_error (error);
  horizon = bk_analysis_get_horizon (analysis);

  for (guint o = 0; o < BK_N_OPTIONS; o++)
    {
      const double *cash = bk_analysis_get_cash (analysis, o);

      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        {
          const double *values = bk_uncertainty_get_band (uncertainty, o, band);

          for (guint m = 0; m <= horizon; m++)
            g_assert_cmpfloat (values[m], ==, cash[m]);
          g_assert_cmpfloat (bk_uncertainty_get_tco (uncertainty, o, band), ==,
                             bk_analysis_get_tco (analysis, o));
        }
    }
  g_assert_cmpint (bk_uncertainty_get_break_even (uncertainty, BK_BAND_P50), ==,
                   bk_analysis_get_break_even_month (analysis));

  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpint (bk_uncertainty_get_buy_month (uncertainty, band, &first, &final), ==, 6);
  g_assert_cmpuint (first, ==, 2);
  g_assert_cmpuint (final, ==, 6);
  g_assert_cmpfloat (bk_uncertainty_get_probability_waiting (uncertainty), ==, 1.0);

  bk_workload_set_demand_steps (bk_profile_get_workload (profile), NULL);
  bk_profile_set_range (profile, "hardware.purchase-price", 0, 5000);
  steady = bk_uncertainty_new (profile, 500, 7, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bk_uncertainty_get_buy_month (steady, BK_BAND_P90, NULL, NULL), ==, 0);
  g_assert_cmpfloat (bk_uncertainty_get_probability_waiting (steady), ==, 0.0);
}

/* docs/model.md#when-to-buy-under-uncertainty, by hand: no demand in months 1..6 and 6 GPUs from
 * month 7, colocation 800 a GPU-month, the hourly rent 1.00 in 0.50..2.00. Renting throughout is
 * the single-value strategy and buying 1 GPU the cheapest way of buying now; a sample buys that
 * GPU in month 6 when its rent is above 800 / 730 = 1.0959 an hour (54.5 % of the samples) and
 * never otherwise. */
static void
test_uncertainty_never (void)
{
  g_autoptr(BkProfile) profile = new_step_profile (800);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkUncertainty) uncertainty = NULL;
  g_autoptr(BkUncertainty) fixed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sentence = NULL;
  const BkStrategy *s;
  guint first, final;

  bk_workload_set_gpus (bk_profile_get_workload (profile), 0);
  bk_workload_set_demand_steps (bk_profile_get_workload (profile), "7:+6");
  analysis = bk_test_analyse (profile);
  s = bk_analysis_get_strategy (analysis);
  g_assert_cmpuint (s->final_gpus, ==, 0);
  g_assert_cmpfloat_with_epsilon (s->tco, 36 * 730, MONEY_EPSILON);
  g_assert_cmpuint (s->buy_now_gpus, ==, 1);
  g_assert_cmpfloat_with_epsilon (s->buy_now_tco, 9600 + 30 * 730, MONEY_EPSILON);

  /* With a range of zero width every sample rents throughout, as the single value does. */
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 1.0, 1.0);
  fixed = bk_uncertainty_new (profile, 500, 7, NULL, &error);
  g_assert_no_error (error);
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    g_assert_cmpint (bk_uncertainty_get_buy_month (fixed, band, NULL, NULL), ==, 13);
  g_assert_cmpfloat (bk_uncertainty_get_probability_waiting (fixed), ==, 1.0);

  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 0.5, 2.0);
  uncertainty = bk_uncertainty_new (profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED, NULL,
                                    &error);
  g_assert_no_error (error);
  g_assert_cmpint (bk_uncertainty_get_buy_month (uncertainty, BK_BAND_P10, &first, &final), ==, 6);
  g_assert_cmpint (bk_uncertainty_get_buy_month (uncertainty, BK_BAND_P50, NULL, NULL), ==, 6);
  g_assert_cmpint (bk_uncertainty_get_buy_month (uncertainty, BK_BAND_P90, NULL, NULL), ==, 13);
  g_assert_cmpuint (first, ==, 0);
  g_assert_cmpuint (final, ==, 1);
  g_assert_cmpfloat (bk_uncertainty_get_probability_waiting (uncertainty), ==, 1.0);

  sentence = bk_uncertainty_describe_buy_month (uncertainty);
  g_assert_cmpstr (sentence, ==, "Best month to buy: 6 (P10), 6 (P50), never (P90); waiting beats "
                                 "buying now in 100% of the cases.");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/time/strategy/adding-wins", test_adding_wins);
  g_test_add_func ("/time/strategy/renting-first-wins", test_renting_first_wins);
  g_test_add_func ("/time/strategy/compliance-buys-now", test_compliance_buys_now);
  g_test_add_func ("/time/strategy/buying-now-wins", test_buying_now_wins);
  g_test_add_func ("/time/report", test_report);
  g_test_add_func ("/time/strategy/no-demand", test_no_demand);
  g_test_add_func ("/time/strategy/before-tax", test_before_tax);
  g_test_add_func ("/time/uncertainty", test_uncertainty);
  g_test_add_func ("/time/uncertainty/never", test_uncertainty_never);

  return g_test_run ();
}
