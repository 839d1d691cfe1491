/* test-about-metainfo.c: the About dialog can be filled from the metainfo in the GResource
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#define METAINFO_PATH "/io/github/breakeven/Breakeven/io.github.breakeven.Breakeven.metainfo.xml"

/* From the app library's GResource; calling it links the resource in. */
GResource *bk_get_resource (void);

static void
test_resource_has_metainfo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (METAINFO_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                     &error);

  g_assert_no_error (error);
  g_assert_nonnull (bytes);
  g_assert_cmpuint (g_bytes_get_size (bytes), >, 0);
}

static void
test_about_from_metainfo (void)
{
  AdwAboutDialog *dialog =
    g_object_ref_sink (ADW_ABOUT_DIALOG (adw_about_dialog_new_from_appdata (METAINFO_PATH,
                                                                            PACKAGE_VERSION)));

  g_assert_cmpstr (adw_about_dialog_get_application_name (dialog), ==, "Breakeven");
  g_assert_cmpstr (adw_about_dialog_get_application_icon (dialog), ==,
                   "io.github.breakeven.Breakeven");
  g_assert_cmpstr (adw_about_dialog_get_developer_name (dialog), ==, "The Breakeven authors");
  g_assert_cmpint (adw_about_dialog_get_license_type (dialog), ==, GTK_LICENSE_GPL_3_0);

  /* The metainfo's newest release must be the project's version, or the dialog shows the wrong
   * release notes. */
  g_assert_cmpstr (adw_about_dialog_get_version (dialog), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_dialog_get_release_notes_version (dialog), ==, PACKAGE_VERSION);
  g_assert_nonnull (strstr (adw_about_dialog_get_release_notes (dialog), "<p>"));

  g_assert_finalize_object (dialog);
}

/* The app icon comes with the resources, where GtkApplication's icon theme finds it: a build
 * run from the tree shows it on the welcome page and in About without being installed. */
static void
test_app_icon (void)
{
  g_autoptr(GtkApplication) app = gtk_application_new ("io.github.breakeven.Breakeven.IconTest",
                                                       G_APPLICATION_NON_UNIQUE);
  g_autoptr(GError) error = NULL;
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());

  g_application_set_resource_base_path (G_APPLICATION (app), "/io/github/breakeven/Breakeven");
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_assert_true (gtk_icon_theme_has_icon (theme, "io.github.breakeven.Breakeven"));
  g_assert_true (gtk_icon_theme_has_icon (theme, "io.github.breakeven.Breakeven-symbolic"));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_assert_nonnull (bk_get_resource ());

  g_test_add_func ("/about/resource-has-metainfo", test_resource_has_metainfo);
  g_test_add_func ("/about/from-metainfo", test_about_from_metainfo);
  g_test_add_func ("/about/app-icon", test_app_icon);

  return g_test_run ();
}
