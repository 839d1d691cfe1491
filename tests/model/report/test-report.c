/* test-report.c: the command-line report, run as a separate process on the example profiles
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-report.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-words.h"

static const char * const example_profiles[] = {
  "bursty-sweeps",
  "data-stays-home",
  "llm-team-h100",
  "two-a100-rack",
};

static char *
example_path (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);

  return g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data", "profiles", file, NULL);
}

static BkAnalysis *
analyse_example (const char  *name,
                 BkProfile  **profile_out)
{
  g_autofree char *path = example_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new_from_file (file, NULL, &error);
  BkAnalysis *analysis;

  g_assert_no_error (error);
  analysis = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (analysis);
  if (profile_out != NULL)
    *profile_out = g_steal_pointer (&profile);

  return analysis;
}

static void
assert_success (const BkTestRun *run)
{
  if (run->status != 0)
    g_error ("exit status %d; stderr: %s", run->status, run->err);
  g_assert_cmpstr (run->err, ==, "");
}

/* Exit status 2, nothing on stdout, exactly one line on stderr. */
static void
assert_failure (const BkTestRun  *run,
                const char *expected_part)
{
  const char *newline;

  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  newline = strchr (run->err, '\n');
  g_assert_nonnull (newline);
  g_assert_cmpstr (newline, ==, "\n");
  g_assert_true (g_str_has_prefix (run->err, "breakeven: "));
  if (strstr (run->err, expected_part) == NULL)
    g_error ("expected “%s” in the error line, got: %s", expected_part, run->err);
}

static void
assert_double_array (JsonArray    *array,
                     const double *expected,
                     guint         n)
{
  g_assert_cmpuint (json_array_get_length (array), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpfloat_with_epsilon (json_array_get_double_element (array, i), expected[i], 1e-9);
}

/* The "uncertainty" member of a profile with ranges: exactly its schema, and the figures of the
 * same Monte Carlo run in this process. */
static void
check_uncertainty_json (JsonObject *object,
                        BkProfile  *profile)
{
  static const char * const members[] = {
    "samples", "seed", "break_even_p10", "break_even_p50", "break_even_p90",
    "probability_buy_cheaper", "probability_hybrid_cheaper", "tco", "bands", "sensitivity",
    "buy_month_p10", "buy_month_p50", "buy_month_p90", "probability_waiting",
  };
  static const char * const breaks[] = { "break_even_p10", "break_even_p50", "break_even_p90" };
  static const BkOption options[] = { BK_OPTION_RENT, BK_OPTION_BUY, BK_OPTION_HYBRID };
  g_autoptr(BkUncertainty) expected = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *tco, *bands, *sensitivity;
  JsonArray *inputs;
  guint n_values;

  expected = bk_uncertainty_new (profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED, NULL, &error);
  g_assert_no_error (error);
  n_values = bk_uncertainty_get_horizon (expected) + 1;

  g_assert_cmpuint (json_object_get_size (object), ==, G_N_ELEMENTS (members));
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    g_assert_true (json_object_has_member (object, members[i]));

  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    {
      g_autofree char *name = g_strconcat ("buy_month_", bk_band_to_string (band), NULL);
      int month = bk_uncertainty_get_buy_month (expected, band, NULL, NULL);

      if (month < 0)
        g_assert_true (json_object_get_null_member (object, name));
      else if (month > (int) bk_uncertainty_get_horizon (expected))
        g_assert_cmpstr (json_object_get_string_member (object, name), ==, "never");
      else
        g_assert_cmpint (json_object_get_int_member (object, name), ==, month);
    }
  g_assert_cmpfloat (json_object_get_double_member (object, "probability_waiting"), ==,
                     bk_uncertainty_get_probability_waiting (expected));

  g_assert_cmpint (json_object_get_int_member (object, "samples"), ==, BK_UNCERTAINTY_SAMPLES);
  g_assert_cmpint (json_object_get_int_member (object, "seed"), ==, BK_UNCERTAINTY_SEED);
  for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
    {
      int month = bk_uncertainty_get_break_even (expected, band);

      if (month < 1)
        g_assert_true (json_object_get_null_member (object, breaks[band]));
      else
        g_assert_cmpint (json_object_get_int_member (object, breaks[band]), ==, month);
    }
  g_assert_cmpfloat (json_object_get_double_member (object, "probability_buy_cheaper"), ==,
                     bk_uncertainty_get_probability_cheaper (expected, BK_OPTION_BUY));
  g_assert_cmpfloat (json_object_get_double_member (object, "probability_hybrid_cheaper"), ==,
                     bk_uncertainty_get_probability_cheaper (expected, BK_OPTION_HYBRID));

  tco = json_object_get_object_member (object, "tco");
  bands = json_object_get_object_member (object, "bands");
  g_assert_cmpuint (json_object_get_size (tco), ==, 3);
  g_assert_cmpuint (json_object_get_size (bands), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      JsonObject *option_tco = json_object_get_object_member (tco, bk_option_to_string (options[i]));
      JsonObject *option_bands = json_object_get_object_member (bands,
                                                                bk_option_to_string (options[i]));

      g_assert_cmpuint (json_object_get_size (option_tco), ==, BK_N_BANDS);
      g_assert_cmpuint (json_object_get_size (option_bands), ==, BK_N_BANDS);
      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        {
          g_assert_cmpfloat (json_object_get_double_member (option_tco, bk_band_to_string (band)), ==,
                             bk_uncertainty_get_tco (expected, options[i], band));
          assert_double_array (json_object_get_array_member (option_bands, bk_band_to_string (band)),
                               bk_uncertainty_get_band (expected, options[i], band), n_values);
        }
    }

  sensitivity = json_object_get_object_member (object, "sensitivity");
  g_assert_cmpuint (json_object_get_size (sensitivity), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (sensitivity, "leader"), ==,
                   bk_option_to_string (bk_uncertainty_get_leader (expected)));
  g_assert_cmpstr (json_object_get_string_member (sensitivity, "runner_up"), ==,
                   bk_option_to_string (bk_uncertainty_get_runner_up (expected)));
  g_assert_cmpfloat (json_object_get_double_member (sensitivity, "difference"), ==,
                     bk_uncertainty_get_difference (expected));
  inputs = json_object_get_array_member (sensitivity, "inputs");
  g_assert_cmpuint (json_array_get_length (inputs), ==,
                    bk_uncertainty_get_n_sensitivities (expected));
  for (guint i = 0; i < json_array_get_length (inputs); i++)
    {
      JsonObject *input = json_array_get_object_element (inputs, i);
      const BkSensitivity *s = bk_uncertainty_get_sensitivity (expected, i);

      g_assert_cmpuint (json_object_get_size (input), ==, 5);
      g_assert_cmpstr (json_object_get_string_member (input, "input"), ==,
                       bk_input_to_field (s->input));
      g_assert_cmpfloat (json_object_get_double_member (input, "low"), ==, s->input_low);
      g_assert_cmpfloat (json_object_get_double_member (input, "high"), ==, s->input_high);
      g_assert_cmpfloat (json_object_get_double_member (input, "difference_low"), ==,
                         s->difference_low);
      g_assert_cmpfloat (json_object_get_double_member (input, "difference_high"), ==,
                         s->difference_high);
    }
}

static void
check_json (JsonNode   *root,
            BkProfile  *profile,
            BkAnalysis *analysis)
{
  static const char * const members[] = {
    "profile", "currency", "horizon_months", "break_even_month", "optimal_owned_gpus",
    "optimal_mix", "demand", "no_demand", "strategy", "verdict", "review_due", "leans", "options",
    "resale_discount", "spare_gpus", "lost_hours_rented", "tax", "uncertainty",
  };
  static const BkOption options[] = { BK_OPTION_RENT, BK_OPTION_BUY, BK_OPTION_HYBRID };
  JsonObject *object;
  JsonArray *leans;
  JsonObject *options_object;
  guint horizon = bk_analysis_get_horizon (analysis);
  int break_even = bk_analysis_get_break_even_month (analysis);

  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  object = json_node_get_object (root);

  /* Exactly the schema's members. */
  g_assert_cmpuint (json_object_get_size (object), ==, G_N_ELEMENTS (members));
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    g_assert_true (json_object_has_member (object, members[i]));

  g_assert_cmpstr (json_object_get_string_member (object, "profile"), ==,
                   bk_profile_get_name (profile));
  g_assert_cmpstr (json_object_get_string_member (object, "currency"), ==,
                   bk_pricing_get_currency (bk_profile_get_pricing (profile)));
  g_assert_cmpint (json_object_get_int_member (object, "horizon_months"), ==, horizon);
  if (break_even < 1)
    {
      g_assert_true (json_object_get_null_member (object, "break_even_month"));
    }
  else
    {
      JsonNode *node = json_object_get_member (object, "break_even_month");

      g_assert_cmpint (json_node_get_value_type (node), ==, G_TYPE_INT64);
      g_assert_cmpint (json_node_get_int (node), ==, break_even);
    }
  g_assert_cmpint (json_object_get_int_member (object, "optimal_owned_gpus"), ==,
                   bk_analysis_get_optimal_owned_gpus (analysis));
  g_assert_false (json_object_get_boolean_member (object, "no_demand"));
  g_assert_cmpstr (json_object_get_string_member (object, "verdict"), ==,
                   bk_verdict_to_string (bk_analysis_get_verdict (analysis)));
  g_assert_true (json_object_get_boolean_member (object, "review_due") ==
                 bk_analysis_get_review_due (analysis));

  /* Null with tax off, as in every example. */
  g_assert_true (json_object_get_null_member (object, "tax") ==
                 !bk_analysis_get_after_tax (analysis));

  /* Null without ranges; the example profiles have none. */
  if (bk_profile_has_ranges (profile))
    check_uncertainty_json (json_object_get_object_member (object, "uncertainty"), profile);
  else
    g_assert_true (json_object_get_null_member (object, "uncertainty"));

  leans = json_object_get_array_member (object, "leans");
  g_assert_cmpuint (json_array_get_length (leans), ==, BK_N_CHECKLIST_ITEMS);
  for (guint i = 0; i < BK_N_CHECKLIST_ITEMS; i++)
    {
      JsonObject *lean = json_array_get_object_element (leans, i);
      g_autofree char *reason = bk_words_checklist_reason (analysis, i);

      g_assert_cmpuint (json_object_get_size (lean), ==, 3);
      g_assert_cmpstr (json_object_get_string_member (lean, "item"), ==,
                       bk_checklist_item_to_string (i));
      g_assert_cmpstr (json_object_get_string_member (lean, "lean"), ==,
                       bk_lean_to_string (bk_analysis_get_lean (analysis, i)));
      g_assert_cmpstr (json_object_get_string_member (lean, "reason"), ==, reason);
    }

  options_object = json_object_get_object_member (object, "options");
  g_assert_cmpuint (json_object_get_size (options_object), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      JsonObject *option = json_object_get_object_member (options_object,
                                                          bk_option_to_string (options[i]));

      g_assert_nonnull (option);
      g_assert_cmpuint (json_object_get_size (option), ==, 6);
      g_assert_cmpfloat (json_object_get_double_member (option, "lost_gpu_hours_per_month"), ==,
                         bk_analysis_get_lost_gpu_hours (analysis, options[i]));
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (option, "mix"),
                                                   "committed_gpus"), ==,
                       bk_analysis_get_mix (analysis, options[i])->committed_gpus);
      g_assert_cmpint (json_object_get_int_member (option, "owned_gpus"), ==,
                       bk_analysis_get_owned_gpus (analysis, options[i]));
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (option, "tco"),
                                      bk_analysis_get_tco (analysis, options[i]), 1e-9);
      assert_double_array (json_object_get_array_member (option, "cash"),
                           bk_analysis_get_cash (analysis, options[i]), horizon + 1);
      assert_double_array (json_object_get_array_member (option, "net"),
                           bk_analysis_get_net (analysis, options[i]), horizon + 1);
    }
}

static void
test_json (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = example_path (name);
  /* JSON numbers are C-locale whatever the user's locale: try one that writes decimal commas.
   * The reasons are sentences for people, so they follow the locale like the engine's here. */
  const char *locales[] = { "C.UTF-8", "de_DE.UTF-8" };

  for (guint l = 0; l < G_N_ELEMENTS (locales); l++)
    {
      g_auto(BkTestRun) run = { 0 };
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(BkProfile) profile = NULL;
      g_autoptr(BkAnalysis) analysis = NULL;

      if (setlocale (LC_NUMERIC, locales[l]) == NULL)
        {
          g_test_skip_printf ("the locale %s is not available", locales[l]);
          return;
        }
      analysis = analyse_example (name, &profile);
      setlocale (LC_NUMERIC, "C");

      bk_test_run_breakeven (&run, locales[l], NULL, "--report", path, "--format=json", NULL);
      assert_success (&run);

      json_parser_load_from_data (parser, run.out, -1, &error);
      g_assert_no_error (error);
      check_json (json_parser_get_root (parser), profile, analysis);
    }
}

static void
test_csv (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = example_path (name);
  g_autoptr(BkAnalysis) analysis = analyse_example (name, NULL);
  static const BkOption options[] = { BK_OPTION_RENT, BK_OPTION_BUY, BK_OPTION_HYBRID };
  guint horizon = bk_analysis_get_horizon (analysis);
  const char *locales[] = { "C.UTF-8", "de_DE.UTF-8" };

  for (guint l = 0; l < G_N_ELEMENTS (locales); l++)
    {
      g_auto(BkTestRun) run = { 0 };
      g_auto(GStrv) lines = NULL;

      /* The separate-argument form of --format. */
      bk_test_run_breakeven (&run, locales[l], NULL, "--report", path, "--format", "csv", NULL);
      assert_success (&run);

      g_assert_true (g_str_has_suffix (run.out, "\n"));
      lines = g_strsplit (run.out, "\n", -1);
      /* The header, months 0 to H, and the empty string after the last newline. */
      g_assert_cmpuint (g_strv_length (lines), ==, horizon + 3);
      g_assert_cmpstr (lines[horizon + 2], ==, "");
      g_assert_cmpstr (lines[0], ==, "month,rent_cash,rent_net,buy_cash,buy_net,hybrid_cash,hybrid_net");

      for (guint m = 0; m <= horizon; m++)
        {
          g_auto(GStrv) fields = g_strsplit (lines[m + 1], ",", -1);

          g_assert_cmpuint (g_strv_length (fields), ==, 7);
          g_assert_cmpuint (g_ascii_strtoull (fields[0], NULL, 10), ==, m);
          for (guint i = 0; i < G_N_ELEMENTS (options); i++)
            {
              char *end = NULL;
              double cash = g_ascii_strtod (fields[1 + 2 * i], &end);

              g_assert_cmpstr (end, ==, "");
              g_assert_cmpfloat_with_epsilon (cash, bk_analysis_get_cash (analysis, options[i])[m],
                                              1e-9);
              g_assert_cmpfloat_with_epsilon (g_ascii_strtod (fields[2 + 2 * i], NULL),
                                              bk_analysis_get_net (analysis, options[i])[m], 1e-9);
            }
        }
    }
}

static const char *
verdict_phrase (BkVerdict verdict)
{
  switch (verdict)
    {
    case BK_VERDICT_RENT:
      return "Verdict: Rent.";
    case BK_VERDICT_BUY:
      return "Verdict: Buy.";
    case BK_VERDICT_HYBRID:
      return "Verdict: Hybrid.";
    case BK_VERDICT_BUY_REQUIRED:
      return "Verdict: Buy, as required";
    default:
      g_assert_not_reached ();
    }
}

static void
test_text (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = example_path (name);
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(BkAnalysis) analysis = NULL;
  const char *currency;
  g_auto(BkTestRun) run = { 0 };
  int break_even;
  g_autofree char *break_even_line = NULL;

  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    {
      g_test_skip ("the en_US.UTF-8 locale is not available");
      return;
    }

  /* The reasons are written in the locale, as the report's are. */
  analysis = analyse_example (name, &profile);
  currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  break_even = bk_analysis_get_break_even_month (analysis);

  bk_test_run_breakeven (&run, "en_US.UTF-8", NULL, "--report", path, NULL);
  assert_success (&run);

  g_assert_true (g_str_has_prefix (run.out, bk_profile_get_name (profile)));
  g_assert_nonnull (strstr (run.out, verdict_phrase (bk_analysis_get_verdict (analysis))));

  /* Every option's TCO, formatted as the locale writes money. */
  for (BkOption option = BK_OPTION_RENT; option <= BK_OPTION_HYBRID; option++)
    {
      g_autofree char *money = bk_format_money (bk_analysis_get_tco (analysis, option), currency, -1);

      g_assert_nonnull (strstr (run.out, money));
    }

  if (break_even >= 1)
    break_even_line = g_strdup_printf ("Break-even: after %d months,", break_even);
  else
    break_even_line = g_strdup_printf ("within %u months.", bk_analysis_get_horizon (analysis));
  g_assert_nonnull (strstr (run.out, break_even_line));

  /* Each checklist answer with its reason. */
  for (guint i = 0; i < BK_N_CHECKLIST_ITEMS; i++)
    {
      g_autofree char *reason = bk_words_checklist_reason (analysis, i);

      g_assert_nonnull (strstr (run.out, reason));
    }

  g_assert_true (strstr (run.out, "Last reviewed on") != NULL
                 || strstr (run.out, "Review due") != NULL);

  setlocale (LC_ALL, "C");
}

/* The examples' key numbers, worked out by hand from the cost model. */
static void
test_hand_checked (void)
{
  g_autofree char *path = example_path ("bursty-sweeps");
  g_auto(BkTestRun) run = { 0 };
  g_auto(BkTestRun) text = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *options, *rent, *buy, *uncertainty;
  JsonArray *cash;

  bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", path, "--format=json", NULL);
  assert_success (&run);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  options = json_object_get_object_member (root, "options");
  rent = json_object_get_object_member (options, "rent");
  buy = json_object_get_object_member (options, "buy");

  /* Bursty sweeps: B = 0, P = 8, a peak of 7 days every 97, so b = 7/97 and the rented demand is
   * excess(0) = 8·7/97 = 0.57732 GPUs on average, whatever the utilisation.
   *   up front: onboarding 60 h · €70 = €4,200
   *   compute, month m: 730 · 0.57732 · €2.75 = €1,158.969 a month, times 0.9^((m−1)/12)
   *   egress: 200 GB · €0.08 = €16 (all demand is rented); storage: 1,000 GB · €0.02 = €20
   *   discount: month m counts 1.05^(−m/12); with r = 0.9^(1/12) and d = 1.05^(−1/12):
   *   TCO = 4,200 + 1,158.969·d·(1 − (rd)^36)/(1 − rd) + 36·d·(1 − d^36)/(1 − d) = €38,887.212 */
  g_assert_cmpint (json_object_get_int_member (rent, "owned_gpus"), ==, 0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (rent, "tco"), 38887.21243, 1e-4);
  cash = json_object_get_array_member (rent, "cash");
  g_assert_cmpfloat (json_array_get_double_element (cash, 0), ==, 4200);
  /* Month 1: 4,200 + (1,158.969 + 36) · 1.05^(−1/12) = 4,200 + 1,190.120 = €5,390.120. */
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (cash, 1), 5390.1204, 1e-3);

  /* Buying the peak: 8 · (9,778 + 3,401) = €105,432 up front (the $11,500 card and the $4,000
   * server share at 1.1761 $/€). Served on average 8·b = 0.57732 GPUs at 400 W, the other
   * 7.42268 idle at 60 W: 730 · (230.93 + 445.36) W / 1000 = 493.69 kWh · €0.40 · 1.4 = €276.467
   * energy, + 8 · €68.02 colocation + €105,432 · 10 % / 12 maintenance + 8 h · €70 admin =
   * €2,259.227 a month. Cash after 36 discounted months: 105,432 + 2,259.227 · d·(1 − d^36)/(1 − d)
   * = €180,938.235; resale 105,432 · 0.67³ · 1.05^(−3) = €27,392.329; TCO €153,545.906. Renting
   * wins by far. */
  g_assert_cmpint (json_object_get_int_member (buy, "owned_gpus"), ==, 8);
  g_assert_cmpfloat (json_array_get_double_element (json_object_get_array_member (buy, "cash"), 0),
                     ==, 105432);
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (json_object_get_array_member (buy, "cash"), 36),
                                  180938.2348, 1e-3);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (buy, "tco"), 153545.9060, 1e-3);
  g_assert_cmpstr (json_object_get_string_member (root, "verdict"), ==, "rent");
  g_assert_true (json_object_get_null_member (root, "break_even_month"));
  g_assert_cmpint (json_object_get_int_member (root, "optimal_owned_gpus"), ==, 0);

  /* Renting throughout is the strategy, and the cheapest way of buying now is 1 GPU, so every
   * sample searches (0, 1, m). Buying it in month 35 rather than never costs its month's loss
   * of value, 13,179 · (1.05^(−35/12) − 0.67^(1/12) · 1.05^(−3)) = €420, and month 36 of owning
   * it, (€68.02 colocation + €109.83 maintenance + €560 admin) · 1.05^(−3) = €637 and its energy;
   * it saves an eighth of month 36's rent, at the top of the range 730 · 0.57732 · €4.00 ·
   * 0.9^(35/12) / 8 · 1.05^(−3) = €134. An earlier month owns it longer at the same loss, so
   * never buying wins in every sample, and waiting beats buying now in all of them. */
  uncertainty = json_object_get_object_member (root, "uncertainty");
  g_assert_cmpstr (json_object_get_string_member (uncertainty, "buy_month_p10"), ==, "never");
  g_assert_cmpstr (json_object_get_string_member (uncertainty, "buy_month_p50"), ==, "never");
  g_assert_cmpstr (json_object_get_string_member (uncertainty, "buy_month_p90"), ==, "never");
  g_assert_cmpfloat (json_object_get_double_member (uncertainty, "probability_waiting"), ==, 1.0);

  bk_test_run_breakeven (&text, "C.UTF-8", NULL, "--report", path, NULL);
  assert_success (&text);
  /* The saving names the pool of buying now: the cheapest purchase now is one GPU, not the
   * buy option's eight, so it does not read as a second figure for renting against buying. */
  g_assert_nonnull (strstr (text.out, "When to buy: Never buy, rent throughout: €31,317 less "
                                      "than buying 1 GPU now.\n"));
  g_assert_nonnull (strstr (text.out, "Best month to buy: never (P10), never (P50), never "
                                      "(P90); waiting beats buying now in 100% of the cases.\n"));
}

/* The LLM team: the article expects buying to pay off after 12 to 18 months. Renting 8 · 95 %
 * of the time at €5.50 is 730 · 7.6 · 5.5 = €30,514 a month (falling 10 % a year) plus €560 of
 * egress (2,000 GB at €0.08) and storage; owning costs 8 · (25,000 + 8,503) = €268,024 up front
 * and €6,498 a month (energy €2,192, colocation 8 · €119.04 = €952, maintenance €2,234, admin
 * €1,120). Without discounting or price changes the cash lines cross after
 * (268,024 − 4,200) / (31,074 − 6,498) = 10.7 months; the falling rent price pushes that to
 * month 12. */
static void
test_break_even_llm (void)
{
  g_autofree char *path = example_path ("llm-team-h100");
  g_auto(BkTestRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;

  bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", path, "--format=json", NULL);
  assert_success (&run);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));

  g_assert_cmpint (json_object_get_int_member (root, "break_even_month"), ==, 12);
  g_assert_cmpstr (json_object_get_string_member (root, "verdict"), ==, "buy");
  g_assert_cmpint (json_object_get_int_member (root, "optimal_owned_gpus"), ==, 8);
}

/* The other examples' answers, as the article tells them. */
static void
test_verdicts (void)
{
  g_autoptr(BkAnalysis) rack = analyse_example ("two-a100-rack", NULL);
  g_autoptr(BkAnalysis) home = analyse_example ("data-stays-home", NULL);
  g_autoptr(BkAnalysis) contract = analyse_example ("inference-contract-spot", NULL);
  const BkRentalMix *mix;

  /* Two own A100s for the base, rented GPUs for the sweeps. */
  g_assert_cmpint (bk_analysis_get_verdict (rack), ==, BK_VERDICT_HYBRID);
  g_assert_cmpuint (bk_analysis_get_owned_gpus (rack, BK_OPTION_HYBRID), ==, 2);
  g_assert_cmpuint (bk_analysis_get_optimal_owned_gpus (rack), ==, 2);

  /* Buying is required even though renting would cost less. */
  g_assert_cmpint (bk_analysis_get_verdict (home), ==, BK_VERDICT_BUY_REQUIRED);
  g_assert_cmpint (bk_analysis_get_best_option (home), ==, BK_OPTION_RENT);

  /* The steady six on the one-year contract, half of the peaks on spot: spot's €2.06 / 0.9 =
   * €2.29 is below the €3.39 on demand. */
  g_assert_cmpint (bk_analysis_get_verdict (contract), ==, BK_VERDICT_RENT);
  g_assert_true (bk_analysis_has_rental_terms (contract));
  mix = bk_analysis_get_mix (contract, BK_OPTION_RENT);
  g_assert_cmpuint (mix->committed_gpus, ==, 6);
  g_assert_cmpuint (mix->term_months, ==, 12);
  g_assert_cmpfloat (mix->spot_share, >, 0);
}

static char *
write_temp_file (const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("bk-report-XXXXXX.json", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);

  return path;
}

/* docs/model.md#no-demand: a profile that needs no GPUs has nothing to compare. The report says
 * so in place of the verdict and leaves out the figures, the break-even and the strategy; the
 * JSON says no_demand, with neither a verdict nor a break-even nor a strategy. */
static void
test_no_demand (void)
{
  g_autofree char *path = write_temp_file ("{ \"format\": 5, \"name\": \"Idle\", \"hardware\": {}, "
                                           "\"pricing\": {}, \"workload\": { \"gpus\": 0, "
                                           "\"burst-gpus\": 0 } }");
  g_auto(BkTestRun) text = { 0 };
  g_auto(BkTestRun) json = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;

  bk_test_run_breakeven (&text, "C.UTF-8", NULL, "--report", path, NULL);
  assert_success (&text);
  g_assert_nonnull (strstr (text.out, "Verdict: This profile needs no GPUs in any month, so there "
                                      "is nothing to compare: renting and buying both cost "
                                      "nothing.\n"));
  g_assert_null (strstr (text.out, "Break-even"));
  g_assert_null (strstr (text.out, "When to buy"));
  g_assert_null (strstr (text.out, "Total cost of ownership"));
  g_assert_nonnull (strstr (text.out, "Checklist:"));

  bk_test_run_breakeven (&json, "C.UTF-8", NULL, "--report", path, "--format=json", NULL);
  assert_success (&json);
  json_parser_load_from_data (parser, json.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (root, "no_demand"));
  g_assert_true (json_object_get_null_member (root, "verdict"));
  g_assert_true (json_object_get_null_member (root, "break_even_month"));
  g_assert_true (json_object_get_null_member (root, "strategy"));

  g_unlink (path);
}

static void
test_errors (void)
{
  g_autofree char *good = example_path ("two-a100-rack");
  g_autofree char *not_json = write_temp_file ("{ \"format\": 1, ");
  g_autofree char *out_of_range = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  /* A valid profile with one field out of range: the loader's message names the field. */
  g_file_get_contents (good, &contents, NULL, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GString) broken = g_string_new (contents);

    g_assert_cmpuint (g_string_replace (broken, "\"utilisation\": 70", "\"utilisation\": 140", 1), ==, 1);
    out_of_range = write_temp_file (broken->str);
  }

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", "/nonexistent/profile.json", NULL);
    assert_failure (&run, "/nonexistent/profile.json");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", not_json, "--format=json", NULL);
    assert_failure (&run, "not valid JSON");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", out_of_range, "--format=csv", NULL);
    assert_failure (&run, "workload.utilisation");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", good, "--format=xml", NULL);
    assert_failure (&run, "“xml”");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", NULL);
    assert_failure (&run, "--report");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report=", NULL);
    assert_failure (&run, "--report");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", good, "extra.json", NULL);
    assert_failure (&run, "extra.json");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", good, "--colour", NULL);
    assert_failure (&run, "--colour");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", g_getenv ("BK_SOURCE_DIR"), NULL);
    assert_failure (&run, "");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    /* German messages would need the installed catalogue; the exit status does not. */
    bk_test_run_breakeven (&run, "de_DE.UTF-8", NULL, "--report", "/nonexistent/profile.json",
                           NULL);
    assert_failure (&run, "profile.json");
  }

  g_unlink (not_json);
  g_unlink (out_of_range);
}

/* The app library carries the catalogue and the examples in its GResource, where the app finds
 * them; the copies there are the files in data/. */
static void
test_resources (void)
{
  BkCatalogue *catalogue = bk_catalogue_get_default ();

  g_assert_nonnull (catalogue);
  g_assert_true (bk_catalogue_get_default () == catalogue);
  g_assert_cmpuint (g_list_model_get_n_items (bk_catalogue_get_gpus (catalogue)), ==, 18);

  for (guint i = 0; i < G_N_ELEMENTS (example_profiles); i++)
    {
      g_autofree char *resource = g_strdup_printf ("/io/github/breakeven/Breakeven/profiles/%s.json",
                                                   example_profiles[i]);
      g_autofree char *path = example_path (example_profiles[i]);
      g_autofree char *contents = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(BkProfile) profile = NULL;
      gsize length;

      bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      g_assert_no_error (error);
      g_file_get_contents (path, &contents, &length, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), contents, length);

      profile = bk_profile_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                          &error);
      g_assert_no_error (error);
      g_assert_nonnull (profile);
    }
}

/* The LLM team with the article's ranges, saved in format 2. */
static char *
write_ranged_profile (BkProfile **profile_out,
                      gboolean    zero_width)
{
  g_autofree char *path = example_path ("llm-team-h100");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new_from_file (file, NULL, &error);
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  if (zero_width)
    {
      for (guint i = 0; i < BK_N_INPUTS; i++)
        {
          double value = bk_profile_get_input_value (profile, i);

          bk_profile_set_range (profile, bk_input_to_field (i), value, value);
        }
    }
  else
    {
      /* These five, whatever ranges the example carries. */
      bk_profile_clear_ranges (profile);
      bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 1.5, 8.0);
      bk_profile_set_range (profile, "pricing.cooling-overhead", 30, 50);
      bk_profile_set_range (profile, "pricing.onboarding-hours", 40, 80);
      bk_profile_set_range (profile, "workload.utilisation", 80, 100);
      bk_profile_set_range (profile, "hardware.annual-value-loss", 15, 35);
    }

  data = bk_profile_to_data (profile, NULL);
  if (profile_out != NULL)
    *profile_out = g_steal_pointer (&profile);

  return write_temp_file (data);
}

static void
test_uncertainty_json (void)
{
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autofree char *path = write_ranged_profile (&profile, FALSE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(BkTestRun) run = { 0 };
  JsonObject *uncertainty;

  analysis = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (analysis);
  bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", path, "--format=json", NULL);
  assert_success (&run);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  check_json (json_parser_get_root (parser), profile, analysis);

  /* The rent price's range decides most; buying wins in most cases but not in every one:
   * below about €2.56 an hour renting is cheaper, and the price's range reaches down to €1.50. */
  uncertainty = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                               "uncertainty");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (
                     json_object_get_array_member (json_object_get_object_member (uncertainty,
                                                                                  "sensitivity"),
                                                   "inputs"), 0), "input"),
                   ==, "pricing.rent-per-gpu-hour");
  g_assert_cmpfloat (json_object_get_double_member (uncertainty, "probability_buy_cheaper"), >, 0.5);
  g_assert_cmpfloat (json_object_get_double_member (uncertainty, "probability_buy_cheaper"), <, 1);

  g_unlink (path);
}

/* With ranges of zero width the bands are the single-value cash lines, to the last digit the
 * JSON carries. */
static void
test_uncertainty_zero_width (void)
{
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autofree char *path = write_ranged_profile (&profile, TRUE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(BkTestRun) run = { 0 };
  JsonObject *bands;
  guint horizon;

  analysis = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (analysis);
  horizon = bk_analysis_get_horizon (analysis);
  bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", path, "--format=json", NULL);
  assert_success (&run);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);

  bands = json_object_get_object_member (
    json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                   "uncertainty"), "bands");
  for (BkOption o = BK_OPTION_RENT; o <= BK_OPTION_HYBRID; o++)
    {
      JsonObject *option = json_object_get_object_member (bands, bk_option_to_string (o));

      for (BkBand band = BK_BAND_P10; band < BK_N_BANDS; band++)
        {
          JsonArray *values = json_object_get_array_member (option, bk_band_to_string (band));

          g_assert_cmpuint (json_array_get_length (values), ==, horizon + 1);
          for (guint m = 0; m <= horizon; m++)
            g_assert_cmpfloat (json_array_get_double_element (values, m), ==,
                               bk_analysis_get_cash (analysis, o)[m]);
        }
    }

  g_unlink (path);
}

static void
test_uncertainty_text (void)
{
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(BkUncertainty) uncertainty = NULL;
  g_autofree char *path = write_ranged_profile (&profile, FALSE);
  g_autofree char *sentence = NULL;
  g_autofree char *break_even = NULL;
  g_autofree char *first_bar = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(BkTestRun) run = { 0 };

  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    {
      g_test_skip ("the en_US.UTF-8 locale is not available");
      return;
    }

  uncertainty = bk_uncertainty_new (profile, BK_UNCERTAINTY_SAMPLES, BK_UNCERTAINTY_SEED, NULL,
                                    &error);
  g_assert_no_error (error);
  sentence = bk_uncertainty_describe_probability (uncertainty, BK_OPTION_BUY);
  break_even = bk_uncertainty_describe_break_even (uncertainty);
  first_bar = bk_uncertainty_describe_sensitivity (uncertainty, 0, "EUR");

  bk_test_run_breakeven (&run, "en_US.UTF-8", NULL, "--report", path, NULL);
  assert_success (&run);

  g_assert_nonnull (strstr (run.out, "Uncertainty: 10,000 plausible cases drawn from the ranges "
                                     "of 5 inputs."));
  g_assert_true (g_str_has_prefix (sentence, "Buying is cheaper than renting in "));
  g_assert_true (g_str_has_suffix (sentence, "% of the plausible cases."));
  g_assert_nonnull (strstr (run.out, sentence));
  g_assert_nonnull (strstr (run.out, break_even));
  g_assert_true (g_str_has_prefix (first_bar, "Rent per GPU-hour from €1.50 to €8.00: Buy costs "));
  g_assert_nonnull (strstr (run.out, first_bar));
  g_assert_nonnull (strstr (run.out, "Total cost of ownership, P10 to P90:"));

  setlocale (LC_ALL, "C");
  g_unlink (path);
}

static void
test_requested (void)
{
  char *with_report[] = { "breakeven", "--report", "x.json", NULL };
  char *with_equals[] = { "breakeven", "--format=csv", "--report=x.json", NULL };
  char *without[] = { "breakeven", "--format=csv", NULL };
  char *after_dashes[] = { "breakeven", "--", "--report", NULL };
  char *prefix_only[] = { "breakeven", "--reporter", NULL };

  g_assert_true (bk_report_requested (3, with_report));
  g_assert_true (bk_report_requested (3, with_equals));
  g_assert_false (bk_report_requested (2, without));
  g_assert_false (bk_report_requested (3, after_dashes));
  g_assert_false (bk_report_requested (2, prefix_only));
  g_assert_false (bk_report_requested (1, without));
}

/* docs/model.md#the-teams-price-list from the command line: kept alone, used for one report with
 * one, refused naming the field. */
static void
test_team_catalogue (void)
{
  const char *good_json = "{\"format\": 2, \"gpus\": [], \"rents\": [{\"gpu-id\": \"h100-sxm\", "
                          "\"provider\": \"Our contract\", \"provider-type\": \"specialised\", "
                          "\"price-per-hour\": 1.95, \"currency\": \"USD\", \"term\": \"reserved\", "
                          "\"term-months\": 12, \"source\": \"Signed on 2026-10-01\", "
                          "\"as-of\": \"2026-10-01\"}]}";
  g_autofree char *good = write_temp_file (good_json);
  g_autofree char *bad = write_temp_file ("{\"format\": 2, \"gpus\": [], \"rents\": "
                                          "[{\"gpu-id\": \"h100-sxm\"}]}");
  g_autofree char *example = example_path ("llm-team-h100");
  g_autofree char *kept = g_build_filename (g_get_user_data_dir (), "breakeven",
                                            "team-catalogue.json", NULL);
  g_autofree char *contents = NULL;
  g_auto(BkTestRun) keep = { 0 };
  g_auto(BkTestRun) refuse = { 0 };
  g_auto(BkTestRun) report = { 0 };
  g_auto(BkTestRun) report_bad = { 0 };
  char *alone[] = { "breakeven", "--catalogue", "x.json", NULL };

  g_assert_true (bk_report_requested (3, alone));

  bk_test_run_breakeven (&keep, "C.UTF-8", NULL, "--catalogue", good, NULL);
  assert_success (&keep);
  g_assert_true (g_str_has_prefix (keep.out, "Loaded your team’s price list: 0 GPUs and 1 offer, "
                                             "kept in "));
  g_assert_true (g_file_get_contents (kept, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, good_json);

  /* A bad file is refused naming the field, and the kept one stays. */
  bk_test_run_breakeven (&refuse, "C.UTF-8", NULL, "--catalogue", bad, NULL);
  g_assert_cmpint (refuse.status, ==, 2);
  g_assert_nonnull (strstr (refuse.err, "rents[0].provider: missing"));
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (kept, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, good_json);

  /* With a report, only for that run. */
  bk_test_run_breakeven (&report, "C.UTF-8", NULL, "--report", example, "--catalogue", good, NULL);
  assert_success (&report);
  g_assert_nonnull (strstr (report.out, "Verdict: Buy."));
  bk_test_run_breakeven (&report_bad, "C.UTF-8", NULL, "--report", example, "--catalogue", bad,
                         NULL);
  g_assert_cmpint (report_bad.status, ==, 2);
  g_assert_cmpstr (report_bad.out, ==, "");

  g_unlink (kept);
  g_unlink (good);
  g_unlink (bad);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("bk-test-report-XXXXXX", NULL);
  int status;

  /* --catalogue keeps the team's price list in the data folder: one of this test's own. */
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (example_profiles); i++)
    {
      g_autofree char *json = g_strdup_printf ("/report/json/%s", example_profiles[i]);
      g_autofree char *csv = g_strdup_printf ("/report/csv/%s", example_profiles[i]);
      g_autofree char *text = g_strdup_printf ("/report/text/%s", example_profiles[i]);

      g_test_add_data_func (json, example_profiles[i], test_json);
      g_test_add_data_func (csv, example_profiles[i], test_csv);
      g_test_add_data_func (text, example_profiles[i], test_text);
    }
  g_test_add_func ("/report/hand-checked/bursty-sweeps", test_hand_checked);
  g_test_add_func ("/report/hand-checked/llm-team-break-even", test_break_even_llm);
  g_test_add_func ("/report/team-catalogue", test_team_catalogue);
  g_test_add_func ("/report/verdicts", test_verdicts);
  g_test_add_func ("/report/errors", test_errors);
  g_test_add_func ("/report/no-demand", test_no_demand);
  g_test_add_func ("/report/uncertainty/json", test_uncertainty_json);
  g_test_add_func ("/report/uncertainty/zero-width", test_uncertainty_zero_width);
  g_test_add_func ("/report/uncertainty/text", test_uncertainty_text);
  g_test_add_func ("/report/requested", test_requested);
  g_test_add_func ("/report/resources", test_resources);

  status = g_test_run ();
  {
    g_autofree char *folder = g_build_filename (data_home, "breakeven", NULL);

    g_rmdir (folder);
    g_rmdir (data_home);
  }
  return status;
}
