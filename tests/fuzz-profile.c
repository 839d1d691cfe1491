/* fuzz-profile.c: feeds arbitrary bytes to the profile loader and, when they load, to the
 * engine and the writer
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built two ways: with -fsanitize=fuzzer as a libFuzzer target (build-aux/dev fuzz), and as a
 * plain program that replays files (the seed corpus and every crash ever found) in the test suite.
 */

#include "config.h"

#include <string.h>

#include "bk-analysis.h"
#include "bk-profile.h"

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

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
  g_assert_nonnull (analysis);

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
