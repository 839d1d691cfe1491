/* bk-startup-probe.c: tells the start-up benchmark when the first frame has been painted
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints the monotonic time of the first "after-paint", which tests/bench/bench-startup.c subtracts
 * from the time it started the program (the clock is the same in every process).
 */

#define G_LOG_DOMAIN "bk-startup-probe"

#include "config.h"

#include <stdio.h>
#include <sys/resource.h>

#include "bk-startup-probe.h"

#define PROBE_ENV "BREAKEVEN_BENCH_STARTUP"

typedef struct
{
  GtkApplication     *app;
  BkStartupReadyFunc  ready;
  gboolean            done;
} Probe;

/* One window's frame clock, watched for the probe. */
typedef struct
{
  Probe     *probe;
  GtkWindow *window;   /* unowned: the handler goes when the window does */
} Watch;

static void
closure_data_free (gpointer  data,
                   GClosure *closure)
{
  g_free (data);
}

static void
after_paint_cb (GdkFrameClock *clock,
                Watch         *watch)
{
  Probe *probe = watch->probe;
  gint64 now = g_get_monotonic_time ();
  struct rusage usage;

  if (probe->done || !probe->ready (watch->window))
    return;

  probe->done = TRUE;
  getrusage (RUSAGE_SELF, &usage);
  printf ("first-frame %" G_GINT64_FORMAT " %ld\n", now, usage.ru_maxrss);
  fflush (stdout);

  g_application_quit (G_APPLICATION (probe->app));
}

static void
realize_cb (GtkWidget *window,
            Probe     *probe)
{
  Watch *watch = g_new0 (Watch, 1);
  GClosure *closure;

  watch->probe = probe;
  watch->window = GTK_WINDOW (window);
  closure = g_cclosure_new (G_CALLBACK (after_paint_cb), watch, closure_data_free);
  g_object_watch_closure (G_OBJECT (window), closure);
  g_signal_connect_closure (gtk_widget_get_frame_clock (window), "after-paint", closure, FALSE);
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
bk_startup_probe_install (GtkApplication     *app,
                          BkStartupReadyFunc  ready)
{
  Probe *probe;

  g_return_if_fail (GTK_IS_APPLICATION (app));
  g_return_if_fail (ready != NULL);

  if (g_getenv (PROBE_ENV) == NULL)
    return;

  probe = g_new0 (Probe, 1);
  probe->app = app;
  probe->ready = ready;
  /* The application's handler owns the probe, which lives as long as the application. */
  g_signal_connect_data (app, "window-added", G_CALLBACK (window_added_cb), probe,
                         closure_data_free, G_CONNECT_DEFAULT);
}
