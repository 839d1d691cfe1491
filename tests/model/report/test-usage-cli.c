/* test-usage-cli.c: breakeven --usage, alone and with --report, without a display
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage. The fixtures are those of tests/model/usage/, read in UTC.
 */

#include "config.h"

#include <string.h>

#include "bk-test-utils.h"

static char *
fixture (const char *name)
{
  return g_build_filename (g_getenv ("BK_SOURCE_DIR"), "tests", "model", "usage", name, NULL);
}

static void
test_text (void)
{
  g_autofree char *a = fixture ("nvidia-smi-host-a.csv");
  g_autofree char *b = fixture ("nvidia-smi-host-b-noheader-nounits.csv");
  g_autofree char *c = fixture ("nvidia-smi-host-c-reordered.csv");
  g_auto(BkTestRun) run = { 0 };

  /* test-usage.c, /usage/nvidia-smi/fixture: u = 1.85 / 3 = 61.7 %, B = 3 of 4 GPUs. */
  bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--usage", a, b, c, "--timezone", "UTC", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Measured usage: nvidia-smi logs (nvidia-smi-host-a.csv, "));
  g_assert_nonnull (strstr (run.out, "Utilisation: 61.7%"));
  g_assert_nonnull (strstr (run.out, "62% over 1 day of 4 GPUs, 2026-11-02 to 2026-11-02"));
  g_assert_nonnull (strstr (run.out, "Base: 3 GPUs"));
  g_assert_nonnull (strstr (run.out, "Peaks: none"));
}

static void
test_json (void)
{
  g_autofree char *log = fixture ("dcgm-query-range.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(BkTestRun) run = { 0 };
  JsonObject *root, *workload;
  JsonArray *weeks;

  bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--usage", log, "--format=json", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "source"), ==, "dcgm");
  g_assert_cmpint (json_object_get_int_member (root, "gpus_seen"), ==, 2);
  workload = json_object_get_object_member (root, "workload");
  /* test-usage.c, /usage/dcgm/fixture: 0.95 busy of B = 2: 47.5 %. */
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (workload, "utilisation"), 47.5,
                                  1e-9);
  g_assert_cmpint (json_object_get_int_member (workload, "gpus"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (workload, "predictability"), ==, "mixed");
  weeks = json_object_get_array_member (root, "weeks");
  g_assert_cmpuint (json_array_get_length (weeks), ==, 1);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_array_get_object_element (weeks, 0),
                                                                 "gpu_hours"), 1.9, 1e-9);
}

static void
test_report (void)
{
  g_autofree char *a = fixture ("nvidia-smi-host-a.csv");
  g_autofree char *profile = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data", "profiles",
                                               "llm-team-h100.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(BkTestRun) text = { 0 };
  g_auto(BkTestRun) json = { 0 };
  g_auto(BkTestRun) plain = { 0 };
  g_auto(BkTestRun) bad = { 0 };

  bk_test_run_breakeven (&text, "C.UTF-8", NULL, "--report", profile, "--usage", a, "--timezone",
                         "UTC", NULL);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "Measured usage: nvidia-smi logs"));

  /* The JSON report of the profile with the measured workload differs from the profile's own. */
  bk_test_run_breakeven (&json, "C.UTF-8", NULL, "--report", profile, "--usage", a, "--timezone",
                         "UTC", "--format=json", NULL);
  bk_test_run_breakeven (&plain, "C.UTF-8", NULL, "--report", profile, "--format=json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  json_parser_load_from_data (parser, json.out, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json.out, !=, plain.out);

  /* A bad log: one line, naming the file and line, and no report. */
  bk_test_run_breakeven (&bad, "C.UTF-8", NULL, "--report", profile, "--usage", profile, NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.out, ==, "");
  g_assert_nonnull (strstr (bad.err, "llm-team-h100.json"));
  g_assert_nonnull (strstr (bad.err, "line "));
}

/* breakeven --help lists every option of the command line, each with its line, in the
 * language of the desktop; one without what it goes with is refused, naming it. */
static void
test_help (void)
{
  static const char *const options[] = {
    "--report=FILE", "--compare", "--format=FORMAT", "--output=FILE", "--paper=SIZE",
    "--generations", "--catalogue=FILE", "--usage=FILE…", "--prometheus=URL", "--days=DAYS",
    "--timezone=ZONE", "--update-prices", "--region=REGION",
  };
  g_auto(BkTestRun) help = { 0 };
  g_auto(BkTestRun) german = { 0 };
  g_auto(BkTestRun) stray = { 0 };

  bk_test_run_breakeven (&help, "C.UTF-8", NULL, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      g_autofree char *pattern = g_strdup_printf ("\n  %s ", options[i]);
      const char *line = strstr (help.out, pattern);

      g_test_message ("%s", options[i]);
      g_assert_nonnull (line);
      /* The option's own line says what it does. */
      line += strlen (pattern);
      while (*line == ' ')
        line++;
      g_assert_true (g_ascii_isupper (*line));
    }
  g_assert_nonnull (strstr (help.out, "--prometheus=URL           Read the GPU usage from this "
                                      "Prometheus server’s DCGM metrics"));

  bk_test_run_breakeven (&german, "de_DE.UTF-8", "de", "--help", NULL);
  g_assert_cmpint (german.status, ==, 0);
  g_assert_nonnull (strstr (german.out, "--days=TAGE"));

  bk_test_run_breakeven (&stray, "C.UTF-8", NULL, "--format=json", NULL);
  g_assert_cmpint (stray.status, ==, 2);
  g_assert_cmpstr (stray.out, ==, "");
  g_assert_nonnull (strstr (stray.err, "--format goes with --report"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/usage-cli/help", test_help);
  g_test_add_func ("/usage-cli/text", test_text);
  g_test_add_func ("/usage-cli/json", test_json);
  g_test_add_func ("/usage-cli/report", test_report);

  return g_test_run ();
}
