/* bench-bare-window.c: the yardstick for the start-up benchmark, a bare AdwApplicationWindow
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A header bar and a label in a window of the app's default size, started and measured the
 * same way as the app (see tests/bench/bench-startup.c). It links GTK and libadwaita only, not the
 * app's library or resources.
 */

#include "config.h"

#include <adwaita.h>

#include "bk-startup-probe.h"

/* The app's default window size (data/io.github.breakeven.Breakeven.gschema.xml): the frame
 * is drawn in software, so the area counts. */
#define WIDTH 1100
#define HEIGHT 760

static const char *
first_screen (GtkWindow *window)
{
  return "bare";
}

/* Named for the phase table of tests/bench/bench-startup.c, which counts it as the window's
 * construction. */
static void
bare_window_build (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *view = adw_toolbar_view_new ();

  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), adw_header_bar_new ());
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), gtk_label_new ("Breakeven"));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), view);
  gtk_window_set_title (GTK_WINDOW (window), "Breakeven");
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  app = adw_application_new ("io.github.breakeven.BareWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (bare_window_build), NULL);
  bk_startup_probe_install (GTK_APPLICATION (app), first_screen);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
