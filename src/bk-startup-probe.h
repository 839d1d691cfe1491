/* bk-startup-probe.h: tells the start-up benchmark when the first frame has been painted
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether @window shows what the benchmark waits for. */
typedef gboolean (*BkStartupReadyFunc) (GtkWindow *window);

/* When the environment variable BREAKEVEN_BENCH_STARTUP is set, waits for the first painted
 * frame of a window of @app that @ready accepts, prints one line on the standard output,
 * "first-frame TIME RSS" (TIME: the monotonic clock in µs; RSS: the peak resident set so far in
 * KiB), and quits @app. Does nothing otherwise. */
void bk_startup_probe_install (GtkApplication     *app,
                               BkStartupReadyFunc  ready);

G_END_DECLS
