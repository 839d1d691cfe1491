/* bk-test-files.h: cleaning up the folders tests and benchmarks make
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib only, so that the model's tests, the widget tests and the benchmarks share it.
 */

#pragma once

#include <glib.h>
#include <glib/gstdio.h>

G_BEGIN_DECLS

/* Deletes @path and, when it is a folder, everything in it. A symbolic link is removed, not
 * followed. */
static inline void
bk_test_remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          bk_test_remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    {
      g_unlink (path);
    }
}

G_END_DECLS
