/* bk-startup-probe.c: tells the start-up benchmark when the first frame has been painted
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints the monotonic time of the first "after-paint" that shows the screen the benchmark waits
 * for, which tests/bench/bench-startup.c subtracts from the time it started the program (the
 * clock is the same in every process), with the CPU time and the peak memory so far.
 *
 * Under callgrind each frame is bracketed by a dump of the counts so far ("frame" before it,
 * "frame-end" after it), the first frame of the screen ends with the dump "first-frame", and
 * the process ends there: the benchmark adds up the dumps between the brackets as the
 * layout and the drawing (see the phase table in tests/bench/bench-startup.c).
 */

#define G_LOG_DOMAIN "bk-startup-probe"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>
#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#endif
#endif
#ifndef CALLGRIND_DUMP_STATS_AT
#define RUNNING_ON_VALGRIND 0
#define CALLGRIND_DUMP_STATS_AT(name)
#endif

#include "bk-startup-probe.h"

#define PROBE_ENV "BREAKEVEN_BENCH_STARTUP"
#define PNG_ENV "BREAKEVEN_BENCH_STARTUP_PNG"

typedef struct
{
  GtkApplication      *app;
  BkStartupScreenFunc  screen;
  guint                frames_before;   /* painted before the screen's first */
  gboolean             done;
} Probe;

/* One window's frame clock, watched for the probe. */
typedef struct
{
  Probe     *probe;
  GtkWindow *window;   /* unowned: the handlers go when the window does */
} Watch;

static void
closure_data_free (gpointer  data,
                   GClosure *closure)
{
  g_free (data);
}

/* The window as it was just painted, in a PNG file, so that a first frame can be looked at and
 * compared with a later one. */
static void
save_frame (GtkWindow  *window,
            const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return;

  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    g_printerr ("%s: could not write %s\n", G_LOG_DOMAIN, path);
}

static gint64
timeval_us (const struct timeval *tv)
{
  return (gint64) tv->tv_sec * G_USEC_PER_SEC + tv->tv_usec;
}

static void
before_paint_cb (GdkFrameClock *clock,
                 Watch         *watch)
{
  if (!watch->probe->done && RUNNING_ON_VALGRIND)
    CALLGRIND_DUMP_STATS_AT ("frame");
}

static void
after_paint_cb (GdkFrameClock *clock,
                Watch         *watch)
{
  Probe *probe = watch->probe;
  gint64 now = g_get_monotonic_time ();
  struct rusage usage;
  const char *screen;

  if (probe->done)
    return;

  screen = probe->screen (watch->window);
  if (screen == NULL)
    {
      probe->frames_before++;
      if (RUNNING_ON_VALGRIND)
        CALLGRIND_DUMP_STATS_AT ("frame-end");
      return;
    }

  probe->done = TRUE;
  getrusage (RUSAGE_SELF, &usage);
  printf ("first-frame %" G_GINT64_FORMAT " %ld %" G_GINT64_FORMAT " %s %u\n", now,
          usage.ru_maxrss, timeval_us (&usage.ru_utime) + timeval_us (&usage.ru_stime), screen,
          probe->frames_before);
  fflush (stdout);

  if (g_getenv (PNG_ENV) != NULL)
    save_frame (watch->window, g_getenv (PNG_ENV));

  /* Callgrind writes each thread's counts when the process ends: it ends here, so that they
   * stop at the first frame too. */
  if (RUNNING_ON_VALGRIND)
    {
      CALLGRIND_DUMP_STATS_AT ("first-frame");
      _exit (EXIT_SUCCESS);
    }

  g_application_quit (G_APPLICATION (probe->app));
}

static void
connect_watch (GdkFrameClock *clock,
               const char    *signal,
               GCallback      callback,
               Probe         *probe,
               GtkWidget     *window)
{
  Watch *watch = g_new0 (Watch, 1);
  GClosure *closure;

  watch->probe = probe;
  watch->window = GTK_WINDOW (window);
  closure = g_cclosure_new (callback, watch, closure_data_free);
  g_object_watch_closure (G_OBJECT (window), closure);
  g_signal_connect_closure (clock, signal, closure, FALSE);
}

static void
realize_cb (GtkWidget *window,
            Probe     *probe)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  connect_watch (clock, "before-paint", G_CALLBACK (before_paint_cb), probe, window);
  connect_watch (clock, "after-paint", G_CALLBACK (after_paint_cb), probe, window);
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window,
                 Probe          *probe)
{
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    realize_cb (GTK_WIDGET (window), probe);
  else
    g_signal_connect (window, "realize", G_CALLBACK (realize_cb), probe);
}

void
bk_startup_probe_install (GtkApplication      *app,
                          BkStartupScreenFunc  screen)
{
  Probe *probe;

  g_return_if_fail (GTK_IS_APPLICATION (app));
  g_return_if_fail (screen != NULL);

  if (g_getenv (PROBE_ENV) == NULL)
    return;

  probe = g_new0 (Probe, 1);
  probe->app = app;
  probe->screen = screen;
  /* The application's handler owns the probe, which lives as long as the application. */
  g_signal_connect_data (app, "window-added", G_CALLBACK (window_added_cb), probe,
                         closure_data_free, G_CONNECT_DEFAULT);
}
