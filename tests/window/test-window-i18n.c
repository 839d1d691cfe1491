/* test-window-i18n.c: the main window in German, with the build's own message catalogue
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "bk-application.h"
#include "bk-i18n.h"
#include "bk-profile.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-window-private.h"
#include "bk-window.h"

static BkApplication *app;

/* The welcome page lists the shipped examples under their German names and notes. */
static void
test_examples (void)
{
  BkWindow *window = bk_window_new (app);
  GListModel *examples = bk_window_get_examples (window);
  gboolean seen_llm = FALSE;

  g_assert_cmpuint (g_list_model_get_n_items (examples), >=, 4);

  for (guint i = 0; i < g_list_model_get_n_items (examples); i++)
    {
      g_autoptr(BkProfile) profile = g_list_model_get_item (examples, i);
      const char *name = bk_profile_get_name (profile);

      g_assert_cmpstr (name, !=, "LLM team on eight H100s");
      g_assert_cmpstr (name, !=, "Bursty sweeps");
      g_assert_false (g_str_has_prefix (bk_profile_get_notes (profile), "The article's"));
      if (g_strcmp0 (name, "LLM-Team mit acht H100") == 0)
        seen_llm = TRUE;
    }

  g_assert_true (seen_llm);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* German strings are longer, and still the verdict, the key figures and the chart of every
 * example fit the first screen at 1280×800. */
static void
test_first_screen (void)
{
  BkWindow *window = bk_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  bk_test_wait_for (bk_test_store_loaded, bk_window_get_store (window));
  bk_test_flush ();
  bk_test_assert_first_screen (GTK_WIDGET (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The German catalogue is the one the window's strings come from. */
static void
test_messages (void)
{
  g_assert_cmpstr (_("Checklist"), ==, "Checkliste");
  g_assert_cmpstr (C_("percent", "%s%%"), ==, "%s\xc2\xa0%%");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = g_dir_make_tmp ("test-window-i18n-XXXXXX", &error);
  g_autofree char *localedir = NULL;
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* gtk_test_init() set the C locale: switch to German as a German desktop would start. */
  localedir = g_build_filename (g_getenv ("BK_BUILD_DIR"), "po", NULL);
  g_setenv (BK_LOCALEDIR_ENV, localedir, TRUE);
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LC_ALL", "de_DE.UTF-8", TRUE);
  bk_i18n_init ();
  if (g_strcmp0 (setlocale (LC_MESSAGES, NULL), "de_DE.UTF-8") != 0)
    {
      g_test_skip ("The de_DE.UTF-8 locale is not installed");
      return g_test_run ();
    }

  app = bk_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/window-i18n/examples", test_examples);
  g_test_add_func ("/window-i18n/messages", test_messages);
  g_test_add_func ("/window-i18n/first-screen", test_first_screen);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
