/* bk-startup-probe.h: tells the start-up benchmark when the first frame has been painted
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The name of the screen @window shows when it is one the benchmark waits for, or %NULL. */
typedef const char *(*BkStartupScreenFunc) (GtkWindow *window);

/* When the environment variable BREAKEVEN_BENCH_STARTUP is set, waits for the first painted
 * frame of a window of @app that @screen names, prints one line on the standard output,
 * "first-frame TIME RSS CPU SCREEN FRAMES" (TIME: the monotonic clock in µs; RSS: the peak
 * resident set so far in KiB; CPU: the process's user and system time so far in µs; SCREEN: the
 * name @screen gave; FRAMES: how many frames were painted before it), writes that frame to the
 * PNG file BREAKEVEN_BENCH_STARTUP_PNG names, if any, and quits @app. Under
 * callgrind it marks each frame for the benchmark's phase table, and the process ends at the
 * first frame. Does nothing otherwise. */
void bk_startup_probe_install (GtkApplication      *app,
                               BkStartupScreenFunc  screen);

G_END_DECLS
