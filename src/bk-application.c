/* bk-application.c: the application: its actions, shortcuts and windows
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-application"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-application.h"
#include "bk-preferences-dialog.h"
#include "bk-report.h"
#include "bk-shortcuts-dialog.h"
#include "bk-window.h"

/* The About dialog's facts come from the metainfo in the resource, so they are written once. */
#define METAINFO_PATH "/io/github/breakeven/Breakeven/io.github.breakeven.Breakeven.metainfo.xml"

struct _BkApplication
{
  AdwApplication  parent_instance;

  BkProfileStore *store;
  GSettings      *settings;
  BkCatalogue    *catalogue;      /* the shipped catalogue with the team's, when it has one */
  char           *team_error;     /* why the saved team's price list did not load */
};

enum {
  PROP_0,
  PROP_CATALOGUE,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkApplication, bk_application, ADW_TYPE_APPLICATION)

static GParamSpec *properties[N_PROPS];

typedef struct
{
  const char *action;
  const char *accels[3];
} Accels;

/* Set on the application rather than as widget bindings so that menus show them and the
 * shortcuts dialog can read them back. */
static const Accels accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  /* F1 is for the help, which the app has none of. */
  { "app.shortcuts", { "<Control>question", NULL } },
  { "app.new-window", { "<Shift><Control>n", NULL } },
  { "win.new", { "<Control>n", NULL } },
  { "win.import", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.export", { "<Shift><Control>s", NULL } },
  { "win.print", { "<Control>p", NULL } },
  { "win.export-pdf", { "<Shift><Control>e", NULL } },
  { "win.rename", { "F2", NULL } },
  { "win.generations", { "<Control>g", NULL } },
  { "win.search", { "<Control>f", NULL } },
  { "win.show-inputs", { "F9", NULL } },
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

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BkApplication *self = user_data;
  g_autoptr(GList) windows = NULL;

  /* Each window writes what is left to write as it closes; the application ends with the last. */
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
  AdwDialog *dialog = adw_about_dialog_new_from_appdata (METAINFO_PATH, PACKAGE_VERSION);

  adw_about_dialog_set_developers (ADW_ABOUT_DIALOG (dialog), developers);
  adw_about_dialog_set_copyright (ADW_ABOUT_DIALOG (dialog), "© 2026 The Breakeven authors");
  adw_about_dialog_set_comments (ADW_ABOUT_DIALOG (dialog),
                                 _("Rent GPUs in the cloud or buy your own? Breakeven walks "
                                   "through the checklist, compares the total cost of each way "
                                   "month by month and shows when buying pays off.\n\n"
                                   "The checklist, and the figures the app starts from where "
                                   "no price list gives them, come from the German article "
                                   "“GPU mieten oder kaufen: Was sich für dein ML-Team "
                                   "wirklich rechnet” (“Renting or buying GPUs: what really "
                                   "pays off for your ML team”), which the app calls "
                                   "“the article”."));
  /* Translators: put your names here, one per line. */
  adw_about_dialog_set_translator_credits (ADW_ABOUT_DIALOG (dialog), _("translator-credits"));

  adw_dialog_present (dialog, GTK_WIDGET (active_or_new_window (self)));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  BkApplication *self = user_data;
  GSettings *settings = bk_application_get_settings (self);

  if (settings == NULL)
    return;

  adw_dialog_present (bk_preferences_dialog_new (settings, self),
                      GTK_WIDGET (active_or_new_window (self)));
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
  { .name = "preferences", .activate = preferences_action },
  { .name = "shortcuts", .activate = shortcuts_action },
  { .name = "new-window", .activate = new_window_action },
};

static void
set_catalogue (BkApplication *self,
               BkCatalogue   *catalogue)
{
  if (!g_set_object (&self->catalogue, catalogue))
    return;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOGUE]);
}

/* The team's price list kept from an earlier run; one that no longer loads is set aside with
 * its error, which Preferences shows, and the shipped catalogue stays. */
static void
load_team_catalogue (BkApplication *self)
{
  BkCatalogue *shipped = bk_catalogue_get_default ();
  g_autoptr(GFile) file = bk_catalogue_dup_team_file ();
  g_autoptr(BkCatalogue) merged = NULL;
  g_autoptr(GError) error = NULL;

  if (shipped == NULL)
    return;

  merged = bk_catalogue_load_team (shipped, file, &error);
  g_clear_pointer (&self->team_error, g_free);
  if (merged == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_warning ("The team’s price list is not used: %s", error->message);
      self->team_error = g_strdup (error->message);
    }

  set_catalogue (self, merged);
}

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

  load_team_catalogue (self);
}

static void
bk_application_shutdown (GApplication *application)
{
  BkApplication *self = BK_APPLICATION (application);

  /* What is still unsaved, and deletes still waiting for an undo, are written before the end. */
  if (self->store != NULL)
    bk_profile_store_flush (self->store);

  G_APPLICATION_CLASS (bk_application_parent_class)->shutdown (application);
}

static void
bk_application_activate (GApplication *application)
{
  GtkWindow *window = active_or_new_window (BK_APPLICATION (application));

  if (BK_IS_WINDOW (window))
    bk_window_present_when_ready (BK_WINDOW (window));
  else
    gtk_window_present (window);
}

static void
bk_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  BkApplication *self = BK_APPLICATION (application);

  GtkWindow *window = active_or_new_window (self);

  /* Opened files join the library as copies; the files themselves are only read. */
  for (int i = 0; i < n_files; i++)
    {
      if (BK_IS_WINDOW (window))
        bk_window_open_file (BK_WINDOW (window), files[i]);
    }

  if (BK_IS_WINDOW (window))
    bk_window_present_when_ready (BK_WINDOW (window));
  else
    gtk_window_present (window);
}

static void
bk_application_dispose (GObject *object)
{
  BkApplication *self = BK_APPLICATION (object);

  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_object (&self->catalogue);
  g_clear_pointer (&self->team_error, g_free);

  G_OBJECT_CLASS (bk_application_parent_class)->dispose (object);
}

static void
bk_application_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BkApplication *self = BK_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_CATALOGUE:
      g_value_set_object (value, bk_application_get_catalogue (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The command line's own options run without a window (main() hands them to the report before
 * the application starts); they are the application's too, so that --help lists them. One left
 * here came without the option it goes with. */
static int
bk_application_handle_local_options (GApplication *application,
                                     GVariantDict *options)
{
  const GOptionEntry *entries = bk_report_option_entries ();

  for (guint i = 0; entries[i].long_name != NULL; i++)
    if (g_variant_dict_contains (options, entries[i].long_name))
      {
        g_printerr (_("%s: --%s goes with --report, --compare, --usage, --prometheus or "
                      "--update-prices; see --help\n"), g_get_prgname (), entries[i].long_name);
        return BK_REPORT_EXIT_FAILURE;
      }

  return -1;
}

static void
bk_application_class_init (BkApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = bk_application_dispose;
  object_class->get_property = bk_application_get_property;

  properties[PROP_CATALOGUE] =
    g_param_spec_object ("catalogue", NULL, NULL, BK_TYPE_CATALOGUE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  app_class->shutdown = bk_application_shutdown;
  app_class->startup = bk_application_startup;
  app_class->activate = bk_application_activate;
  app_class->open = bk_application_open;
  app_class->handle_local_options = bk_application_handle_local_options;
}

static void
bk_application_init (BkApplication *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* Without its schema (a build run from the tree without GSETTINGS_SCHEMA_DIR) the app keeps
   * its defaults rather than aborting. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, BK_SETTINGS_SCHEMA, TRUE);
  if (schema != NULL)
    self->settings = g_settings_new_full (schema, NULL, NULL);
  else
    g_debug ("The settings schema %s is not installed", BK_SETTINGS_SCHEMA);

  g_application_add_main_option_entries (G_APPLICATION (self), bk_report_option_entries ());
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Compares renting GPUs with buying them."));
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

/**
 * bk_application_get_store:
 *
 * The profile library, in `$XDG_DATA_HOME/breakeven/profiles`; it is read when first asked for.
 *
 * Returns: (transfer none): the library every window lists
 */
BkProfileStore *
bk_application_get_store (BkApplication *self)
{
  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  if (self->store == NULL)
    self->store = bk_profile_store_new (NULL);

  return self->store;
}

/* Returns: (transfer none) (nullable): the app's settings, or %NULL when the schema is missing */
GSettings *
bk_application_get_settings (BkApplication *self)
{
  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  return self->settings;
}

/**
 * bk_application_get_catalogue:
 *
 * Returns: (transfer none) (nullable): the catalogue the app offers: the shipped one, with the
 *   team's price list when one is loaded
 */
BkCatalogue *
bk_application_get_catalogue (BkApplication *self)
{
  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  return self->catalogue != NULL ? self->catalogue : bk_catalogue_get_default ();
}

/**
 * bk_application_get_team_error:
 *
 * Returns: (transfer none) (nullable): why the saved team's price list was set aside, or %NULL
 */
const char *
bk_application_get_team_error (BkApplication *self)
{
  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  return self->team_error;
}

/**
 * bk_application_load_team_catalogue:
 * @file: the team's catalogue file
 *
 * Checks the file and, only when it is valid, keeps a copy in the data folder and uses it
 * beside the shipped catalogue (docs/model.md#the-teams-price-list).
 *
 * Returns: whether it was loaded; on failure @error names the field and nothing changed
 */
gboolean
bk_application_load_team_catalogue (BkApplication  *self,
                                    GFile          *file,
                                    GError        **error)
{
  BkCatalogue *shipped = bk_catalogue_get_default ();
  g_autoptr(GFile) destination = bk_catalogue_dup_team_file ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BkCatalogue) merged = NULL;

  g_return_val_if_fail (BK_IS_APPLICATION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (shipped == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("The shipped catalogue is missing"));
      return FALSE;
    }

  bytes = g_file_load_bytes (file, NULL, NULL, error);
  if (bytes == NULL)
    return FALSE;

  merged = bk_catalogue_install_team (shipped, bytes, destination, error);
  if (merged == NULL)
    return FALSE;

  g_clear_pointer (&self->team_error, g_free);
  set_catalogue (self, merged);
  return TRUE;
}

/**
 * bk_application_remove_team_catalogue:
 *
 * Deletes the kept copy of the team's price list and goes back to the shipped catalogue.
 */
gboolean
bk_application_remove_team_catalogue (BkApplication  *self,
                                      GError        **error)
{
  g_autoptr(GFile) file = bk_catalogue_dup_team_file ();
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BK_IS_APPLICATION (self), FALSE);

  if (!g_file_delete (file, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  g_clear_pointer (&self->team_error, g_free);
  set_catalogue (self, NULL);
  return TRUE;
}
