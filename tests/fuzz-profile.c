/* fuzz-profile.c: feeds arbitrary bytes to the profile loader and, when they load, to the
 * engine, the writer and the command-line report
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built two ways: with -fsanitize=fuzzer as a libFuzzer target (build-aux/dev fuzz), and as a
 * plain program that replays files (the seed corpus and every crash ever found) in the test suite.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-profile.h"
#include "bk-report.h"

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

/* Every profile that loads has a report in each format: UTF-8 text, JSON that parses back
 * with the same horizon, and CSV with one line per month after the header. */
static void
check_report (BkProfile  *profile,
              BkAnalysis *analysis)
{
  g_autofree char *text = bk_report_render (profile, analysis, BK_REPORT_FORMAT_TEXT);
  g_autofree char *json = bk_report_render (profile, analysis, BK_REPORT_FORMAT_JSON);
  g_autofree char *csv = bk_report_render (profile, analysis, BK_REPORT_FORMAT_CSV);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  guint horizon = bk_analysis_get_horizon (analysis);
  JsonObject *root;
  guint lines = 0;

  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_true (g_str_has_suffix (text, "\n"));

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "horizon_months"), ==, horizon);
  g_assert_cmpstr (json_object_get_string_member (root, "profile"), ==,
                   bk_profile_get_name (profile));

  for (const char *p = csv; *p != '\0'; p++)
    if (*p == '\n')
      lines++;
  g_assert_cmpuint (lines, ==, horizon + 2);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(BkProfile) again = NULL;
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;

  profile = bk_profile_new_from_data ((const char *)data, size, &error);
  if (profile == NULL)
    {
      /* Every rejection says why, in one line. */
      g_assert_nonnull (error);
      g_assert_nonnull (error->message);
      g_assert_null (strchr (error->message, '\n'));
      return 0;
    }

  g_assert_no_error (error);

  analysis = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (analysis);
  g_assert_nonnull (analysis);

  check_report (profile, analysis);

  /* Whatever loads must write back and load again to the same profile. */
  written = bk_profile_to_data (profile, NULL);
  again = bk_profile_new_from_data (written, -1, &error);
  g_assert_no_error (error);
  g_assert_true (bk_profile_equal (profile, again));

  return 0;
}

#ifndef BK_FUZZING

/* Replays every file named on the command line, or every file in the directories named. */
static void
replay_path (const char *path,
             guint      *count)
{
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          replay_path (child, count);
        }
    }
  else
    {
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      LLVMFuzzerTestOneInput ((const guint8 *)contents, length);
      (*count)++;
    }
}

int
main (int   argc,
      char *argv[])
{
  guint count = 0;

  g_print ("1..1\n");

  for (int i = 1; i < argc; i++)
    replay_path (argv[i], &count);

  g_print ("ok 1 - replayed %u files\n", count);

  return count > 0 ? 0 : 1;
}

#endif
