/* bk-application.c: the application: its actions, shortcuts and windows
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-application"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-application.h"
#include "bk-shortcuts-dialog.h"
#include "bk-window.h"

/* The icon's name stays the same in development builds, whose ID differs. */
#define APP_ICON_NAME "io.github.breakeven.Breakeven"

struct _BkApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (BkApplication, bk_application, ADW_TYPE_APPLICATION)

typedef struct
{
  const char *action;
  const char *accels[3];
} Accels;

/* Set on the application rather than as widget bindings so that menus show them and the
 * shortcuts dialog can read them back. */
static const Accels accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.shortcuts", { "F1", "<Control>question", NULL } },
  { "app.new-window", { "<Shift><Control>n", NULL } },
  { "win.new", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Shift><Control>s", NULL } },
  { "win.close", { "<Control>w", NULL } },
};

static GtkWindow *
active_or_new_window (BkApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (bk_window_new (self));

  return window;
}

/* A window that shows nothing yet can take an opened file instead of a new window. */
static BkWindow *
find_empty_window (BkApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    {
      if (BK_IS_WINDOW (l->data)
          && bk_window_get_profile (l->data) == NULL
          && g_str_equal (bk_window_get_page_name (l->data), "welcome"))
        return l->data;
    }

  return NULL;
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BkApplication *self = user_data;
  g_autoptr(GList) windows = NULL;

  /* Closing each window lets it ask about unsaved changes; the application ends with the last. */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  BkApplication *self = user_data;
  static const char *developers[] = { "The Breakeven authors", NULL };
  AdwDialog *dialog = adw_about_dialog_new ();

  adw_about_dialog_set_application_name (ADW_ABOUT_DIALOG (dialog), "Breakeven");
  adw_about_dialog_set_application_icon (ADW_ABOUT_DIALOG (dialog), APP_ICON_NAME);
  adw_about_dialog_set_version (ADW_ABOUT_DIALOG (dialog), PACKAGE_VERSION);
  adw_about_dialog_set_developer_name (ADW_ABOUT_DIALOG (dialog), "The Breakeven authors");
  adw_about_dialog_set_developers (ADW_ABOUT_DIALOG (dialog), developers);
  adw_about_dialog_set_copyright (ADW_ABOUT_DIALOG (dialog), "© 2026 The Breakeven authors");
  adw_about_dialog_set_license_type (ADW_ABOUT_DIALOG (dialog), GTK_LICENSE_GPL_3_0);
  adw_about_dialog_set_comments (ADW_ABOUT_DIALOG (dialog),
                                 _("Rent GPUs in the cloud or buy your own? Breakeven walks "
                                   "through the checklist, compares the total cost of each way "
                                   "month by month and shows when buying pays off."));
  /* Translators: put your names here, one per line. */
  adw_about_dialog_set_translator_credits (ADW_ABOUT_DIALOG (dialog), _("translator-credits"));

  adw_dialog_present (dialog, GTK_WIDGET (active_or_new_window (self)));
}

static void
shortcuts_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  BkApplication *self = user_data;

  adw_dialog_present (bk_shortcuts_dialog_new (GTK_APPLICATION (self)),
                      GTK_WIDGET (active_or_new_window (self)));
}

static void
new_window_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  gtk_window_present (GTK_WINDOW (bk_window_new (BK_APPLICATION (user_data))));
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_action },
  { .name = "about", .activate = about_action },
  { .name = "shortcuts", .activate = shortcuts_action },
  { .name = "new-window", .activate = new_window_action },
};

static void
bk_application_startup (GApplication *application)
{
  BkApplication *self = BK_APPLICATION (application);

  G_APPLICATION_CLASS (bk_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action,
                                           accels[i].accels);
}

static void
bk_application_activate (GApplication *application)
{
  gtk_window_present (active_or_new_window (BK_APPLICATION (application)));
}

static void
bk_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  BkApplication *self = BK_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    {
      BkWindow *window = find_empty_window (self);

      if (window == NULL)
        window = bk_window_new (self);

      bk_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
bk_application_class_init (BkApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = bk_application_startup;
  app_class->activate = bk_application_activate;
  app_class->open = bk_application_open;
}

static void
bk_application_init (BkApplication *self)
{
}

/* Public API */

BkApplication *
bk_application_new (void)
{
  /* The resource path is fixed, so that a development build (another ID) finds the same
   * style sheet and icons. */
  return g_object_new (BK_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/breakeven/Breakeven",
                       NULL);
}
