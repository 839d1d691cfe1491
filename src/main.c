/* main.c: the entry point: the command-line report or the application
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "breakeven"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "bk-application.h"
#include "bk-report.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BkApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* The report runs without a display, so it is decided before GTK starts. */
  if (bk_report_requested (argc, argv))
    return bk_report_main (argc, argv);

  app = bk_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
