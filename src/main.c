/* main.c: the entry point: the command-line report or the application
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "breakeven"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-application.h"
#include "bk-i18n.h"
#include "bk-paper.h"
#include "bk-report.h"
#include "bk-startup-probe.h"
#include "bk-window.h"

/* What tests/bench/bench-startup.c waits for: a window that shows one of the two first screens,
 * the welcome page (an empty library) or a profile's page. */
static const char *
first_screen (GtkWindow *window)
{
  const char *page;

  if (!BK_IS_WINDOW (window))
    return NULL;

  page = bk_window_get_page_name (BK_WINDOW (window));
  if (g_strcmp0 (page, "welcome") == 0 || g_strcmp0 (page, "profile") == 0)
    return page;

  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BkApplication) app = NULL;

  /* BREAKEVEN_LOCALEDIR lets an uninstalled build find its translations in the build directory. */
  bk_i18n_init ();

  /* The report runs without a display, so it is decided before GTK starts. */
  if (bk_report_requested (argc, argv))
    {
      bk_report_set_pdf_writer (bk_paper_write_report);
      return bk_report_main (argc, argv);
    }

  app = bk_application_new ();
  bk_startup_probe_install (GTK_APPLICATION (app), first_screen);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
