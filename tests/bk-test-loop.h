/* bk-test-loop.h: running the main loop in tests until something happens
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib only, so that the model's tests and the widget tests share it.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BK_TEST_WAIT_SECONDS 10

typedef gboolean (*BkTestCondition) (gpointer data);

static inline gboolean
bk_test_timed_out_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @condition holds; fails the test after BK_TEST_WAIT_SECONDS. */
static inline void
bk_test_wait_for (BkTestCondition condition,
                  gpointer        data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (BK_TEST_WAIT_SECONDS, bk_test_timed_out_cb, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (id);

  g_assert_false (timed_out);
}

G_END_DECLS
