/* bk-application.c: the application: its actions, shortcuts and windows
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-application"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-application.h"
#include "bk-catalogue.h"
#include "bk-examples.h"
#include "bk-exchange-rates.h"
#include "bk-fetched-offers.h"
#include "bk-preferences-dialog.h"
#include "bk-price-regions.h"
#include "bk-price-update-cli.h"
#include "bk-price-update-dialog.h"
#include "bk-price-update.h"
#include "bk-profile.h"
#include "bk-profile-store.h"
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
  BkCatalogue    *base;           /* the shipped catalogue with the team's, when it has one */
  BkCatalogue    *catalogue;      /* the base with the fetched offers, when there are some */
  char           *team_error;     /* why the saved team's price list did not load */
  BkFetchedOffers *fetched;       /* the offers fetched from the providers, kept */
  char           *fetched_error;  /* why the kept fetched offers did not load */
  GCancellable   *weekly_check;   /* the weekly check of the prices, while it runs */
  GThread        *data_reader;    /* reads the data files as GTK starts: data_reader_func() */
  GListStore     *examples;       /* the examples it read, until a window takes them */
};

/* What the data reader found. */
typedef struct
{
  BkCatalogue     *base;          /* the shipped catalogue with the team's, or NULL */
  char            *team_error;
  BkFetchedOffers *fetched;
  char            *fetched_error;
  GListStore      *examples;      /* the example profiles (#BkProfile) */
} DataRead;

static void finish_reading_data (BkApplication *self);

enum {
  PROP_0,
  PROP_CATALOGUE,
  PROP_FETCHED_OFFERS,
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
  { "app.update-prices", { "<Shift><Control>u", NULL } },
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

/* docs/catalogue-format.md#fetched-offers: asks before the first connection, fetches, and shows
 * what changed before anything is kept. */
static void
update_prices_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  BkApplication *self = user_data;

  adw_dialog_present (bk_price_update_dialog_new (self, self->settings, NULL),
                      GTK_WIDGET (active_or_new_window (self)));
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_action },
  { .name = "about", .activate = about_action },
  { .name = "preferences", .activate = preferences_action },
  { .name = "update-prices", .activate = update_prices_action },
  { .name = "shortcuts", .activate = shortcuts_action },
  { .name = "new-window", .activate = new_window_action },
};

/* The catalogue the app offers: the base (shipped, or with the team's price list), with the
 * fetched offers after its own. */
static BkCatalogue *
merge_catalogue (BkApplication *self)
{
  BkCatalogue *base = self->base != NULL ? self->base : bk_catalogue_get_default ();

  if (self->fetched != NULL && base != NULL)
    return bk_fetched_offers_merge (self->fetched, base);
  else if (self->base != NULL)
    return g_object_ref (self->base);

  return NULL;
}

static void
update_catalogue (BkApplication *self)
{
  g_autoptr(BkCatalogue) catalogue = merge_catalogue (self);

  if (!g_set_object (&self->catalogue, catalogue))
    return;

  bk_catalogue_set_current (self->catalogue);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOGUE]);
}

static void
set_catalogue (BkApplication *self,
               BkCatalogue   *catalogue)
{
  g_set_object (&self->base, catalogue);
  update_catalogue (self);
}

/* The weekly check (a preference, off by default, and only once the user agreed to connect):
 * when the last update is more than a week old, the prices are fetched after the window is up,
 * and what changed is shown before anything is kept. */
static void
weekly_check_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(BkApplication) self = user_data;
  g_autoptr(BkFetchedOffers) fetched = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;

  fetched = bk_price_update_run_finish (BK_PRICE_UPDATE (source), result, &error);
  g_clear_object (&self->weekly_check);
  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (fetched == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_message ("The weekly check of the prices failed: %s", error->message);
      return;
    }
  if (window != NULL)
    adw_dialog_present (bk_price_update_dialog_new (self, self->settings, fetched),
                        GTK_WIDGET (window));
}

static gboolean
weekly_check_due (BkApplication *self)
{
  gint64 last, now = g_get_real_time () / G_USEC_PER_SEC;

  if (self->settings == NULL || !g_settings_get_boolean (self->settings, "price-check-weekly"))
    return FALSE;

  last = g_settings_get_int64 (self->settings, "price-last-check");
  return bk_price_update_check_is_due (last, now);
}

static gboolean
start_weekly_check (gpointer user_data)
{
  BkApplication *self = user_data;
  g_autoptr(BkPriceUpdate) update = NULL;

  if (!weekly_check_due (self) || self->weekly_check != NULL)
    return G_SOURCE_REMOVE;

  /* Only once the user allowed the servers (the app's one consent, src/net/bk-consent.h). */
  update = bk_application_new_price_update (self);
  if (update == NULL || !bk_price_update_is_allowed (update, self->settings))
    return G_SOURCE_REMOVE;

  /* Asked once a week at most, whether it works or not. */
  g_settings_set_int64 (self->settings, "price-last-check", g_get_real_time () / G_USEC_PER_SEC);

  self->weekly_check = g_cancellable_new ();
  bk_price_update_run_async (update, self->weekly_check, weekly_check_cb, g_object_ref (self));

  return G_SOURCE_REMOVE;
}

/* The shipped catalogue and exchange rates, the team's price list and the offers of the last
 * update kept from an earlier run, read on a thread of their own while GTK starts: neither the
 * welcome page nor the window needs them before the first frame. A team's list or fetched offers
 * that no longer load are set aside with their error, which Preferences shows, and the shipped
 * catalogue stays. */
static gpointer
data_reader_func (gpointer data)
{
  DataRead *read = g_new0 (DataRead, 1);
  BkCatalogue *shipped = bk_catalogue_get_default ();
  g_autoptr(GFile) fetched_file = bk_fetched_offers_dup_file ();
  g_autoptr(GFile) team_file = NULL;
  g_autoptr(GError) error = NULL;

  bk_exchange_rates_get_default ();

  /* The examples, which the welcome page of an empty library lists. */
  read->examples = g_list_store_new (BK_TYPE_PROFILE);
  bk_examples_load (read->examples);

  read->fetched = bk_fetched_offers_load (fetched_file, &error);
  if (read->fetched == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    read->fetched_error = g_strdup (error->message);
  g_clear_error (&error);

  if (shipped == NULL)
    return read;

  team_file = bk_catalogue_dup_team_file ();
  read->base = bk_catalogue_load_team (shipped, team_file, &error);
  if (read->base == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    read->team_error = g_strdup (error->message);

  return read;
}

/* Takes what the reader found, waiting for it if it is not done yet: everything that reads the
 * catalogue or the fetched offers comes through here first, so nothing ever sees the catalogue
 * without the team's list or the fetched offers. */
static void
finish_reading_data (BkApplication *self)
{
  DataRead *read;

  if (self->data_reader == NULL)
    return;

  read = g_thread_join (g_steal_pointer (&self->data_reader));
  if (read->fetched_error != NULL)
    g_warning ("The fetched prices are not used: %s", read->fetched_error);
  if (read->team_error != NULL)
    g_warning ("The team’s price list is not used: %s", read->team_error);

  g_free (self->team_error);
  self->team_error = read->team_error;
  g_free (self->fetched_error);
  self->fetched_error = read->fetched_error;
  g_clear_pointer (&self->fetched, bk_fetched_offers_unref);
  self->fetched = read->fetched;
  g_clear_object (&self->examples);
  self->examples = read->examples;
  g_clear_object (&self->base);
  self->base = read->base;
  /* No notification: nobody can have seen the catalogue before. */
  g_clear_object (&self->catalogue);
  self->catalogue = merge_catalogue (self);
  /* The one the pages read (bk_catalogue_get_current()), NULL for the shipped one alone. */
  bk_catalogue_set_current (self->catalogue);
  g_free (read);
}

/* The pages of a window read the current catalogue: it is the whole one before the first of
 * them is built. */
static void
bk_application_window_added (GtkApplication *application,
                             GtkWindow      *window)
{
  finish_reading_data (BK_APPLICATION (application));

  GTK_APPLICATION_CLASS (bk_application_parent_class)->window_added (application, window);
}

static void
bk_application_startup (GApplication *application)
{
  BkApplication *self = BK_APPLICATION (application);

  /* The data files and the profile library are read on threads of their own, started before
   * GTK and libadwaita, which take most of the time to the first frame: by the time the
   * window asks for them they are usually there. */
  self->data_reader = g_thread_new ("bk-read-data", data_reader_func, NULL);
  bk_application_get_store (self);

  G_APPLICATION_CLASS (bk_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action,
                                           accels[i].accels);
}

static void
bk_application_shutdown (GApplication *application)
{
  BkApplication *self = BK_APPLICATION (application);

  if (self->weekly_check != NULL)
    g_cancellable_cancel (self->weekly_check);

  /* What is still unsaved, and deletes still waiting for an undo, are written before the end. */
  if (self->store != NULL)
    bk_profile_store_flush (self->store);

  G_APPLICATION_CLASS (bk_application_parent_class)->shutdown (application);
}

static void
bk_application_activate (GApplication *application)
{
  GtkWindow *window = active_or_new_window (BK_APPLICATION (application));

  /* Long after start-up, so that it never delays the first frame. */
  if (weekly_check_due (BK_APPLICATION (application)))
    g_timeout_add_seconds_full (G_PRIORITY_LOW, 5, start_weekly_check,
                                g_object_ref (application), g_object_unref);

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

  finish_reading_data (self);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_object (&self->base);
  if (self->catalogue != NULL && bk_catalogue_get_current () == self->catalogue)
    bk_catalogue_set_current (NULL);
  g_clear_object (&self->catalogue);
  g_clear_pointer (&self->team_error, g_free);
  g_clear_pointer (&self->fetched, bk_fetched_offers_unref);
  g_clear_pointer (&self->fetched_error, g_free);
  g_clear_object (&self->examples);
  g_clear_object (&self->weekly_check);

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
    case PROP_FETCHED_OFFERS:
      g_value_set_boxed (value, bk_application_get_fetched_offers (self));
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
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = bk_application_dispose;
  object_class->get_property = bk_application_get_property;

  properties[PROP_CATALOGUE] =
    g_param_spec_object ("catalogue", NULL, NULL, BK_TYPE_CATALOGUE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Notified when an update is kept or the fetched offers are removed. */
  properties[PROP_FETCHED_OFFERS] =
    g_param_spec_boxed ("fetched-offers", NULL, NULL, BK_TYPE_FETCHED_OFFERS,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  app_class->shutdown = bk_application_shutdown;
  gtk_app_class->window_added = bk_application_window_added;
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

  finish_reading_data (self);

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

  finish_reading_data (self);

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

  finish_reading_data (self);

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

/* Deletes a file the app keeps; one that is not there is already gone. */
static gboolean
delete_kept_file (GFile   *file,
                  GError **error)
{
  g_autoptr(GError) local_error = NULL;

  if (g_file_delete (file, NULL, &local_error)
      || g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return TRUE;

  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
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

  g_return_val_if_fail (BK_IS_APPLICATION (self), FALSE);

  finish_reading_data (self);

  if (!delete_kept_file (file, error))
    return FALSE;

  g_clear_pointer (&self->team_error, g_free);
  set_catalogue (self, NULL);
  return TRUE;
}

/* The prices fetched from the providers (docs/catalogue-format.md#fetched-offers) */

/**
 * bk_application_get_base_catalogue:
 *
 * Returns: (transfer none) (nullable): the catalogue without the fetched offers: the shipped one,
 *   with the team's price list when one is loaded; what an update is compared with
 */
BkCatalogue *
bk_application_get_base_catalogue (BkApplication *self)
{
  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  finish_reading_data (self);

  return self->base != NULL ? self->base : bk_catalogue_get_default ();
}

/**
 * bk_application_get_fetched_offers:
 *
 * Returns: (transfer none) (nullable): the kept offers of the last update, or %NULL
 */
BkFetchedOffers *
bk_application_get_fetched_offers (BkApplication *self)
{
  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  finish_reading_data (self);

  return self->fetched;
}

/**
 * bk_application_get_fetched_error:
 *
 * Returns: (transfer none) (nullable): why the kept fetched offers were set aside, or %NULL
 */
const char *
bk_application_get_fetched_error (BkApplication *self)
{
  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  finish_reading_data (self);

  return self->fetched_error;
}

/**
 * bk_application_take_examples:
 *
 * The example profiles, read while GTK started, for the first window that lists them.
 *
 * Returns: (transfer full) (nullable): a list of #BkProfile, or %NULL once a window took it
 */
GListModel *
bk_application_take_examples (BkApplication *self)
{
  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  finish_reading_data (self);

  return G_LIST_MODEL (g_steal_pointer (&self->examples));
}

/**
 * bk_application_new_price_update:
 *
 * Returns: (transfer full) (nullable): an update of the regions Preferences name (or the ones
 *   nearest the locale's country), in the currency of new profiles; %NULL without the shipped
 *   table of instance sizes
 */
BkPriceUpdate *
bk_application_new_price_update (BkApplication *self)
{
  BkInstanceTable *table = bk_instance_table_get_default ();
  g_autofree char *territory = bk_price_region_dup_territory ();
  g_autofree char *azure = NULL;
  g_autofree char *aws = NULL;
  g_autofree char *currency = NULL;
  BkPriceUpdate *update;

  g_return_val_if_fail (BK_IS_APPLICATION (self), NULL);

  if (table == NULL)
    return NULL;

  if (self->settings != NULL)
    {
      azure = g_settings_get_string (self->settings, BK_PRICES_AZURE_REGION_KEY);
      aws = g_settings_get_string (self->settings, BK_PRICES_AWS_REGION_KEY);
      currency = g_settings_get_string (self->settings, "default-currency");
    }
  if (azure == NULL || azure[0] == '\0')
    g_set_str (&azure, bk_price_region_default (BK_PRICE_SOURCE_AZURE, territory));
  if (aws == NULL || aws[0] == '\0')
    g_set_str (&aws, bk_price_region_default (BK_PRICE_SOURCE_AWS, territory));
  if (currency == NULL || currency[0] == '\0')
    g_set_str (&currency, bk_price_region_default_currency (territory));

  update = bk_price_update_new (table, azure, aws, currency);
  bk_price_update_set_urls (update, g_getenv ("BREAKEVEN_AZURE_PRICES_URL"),
                            g_getenv ("BREAKEVEN_AWS_PRICES_URL"));

  return update;
}

/**
 * bk_application_keep_fetched_offers:
 * @fetched: what an update fetched; the other provider's kept offers stay
 *
 * Writes the offers atomically to the data folder and lists them in the catalogue.
 *
 * Returns: whether they were kept; on failure nothing changed
 */
gboolean
bk_application_keep_fetched_offers (BkApplication    *self,
                                    BkFetchedOffers  *fetched,
                                    GError          **error)
{
  g_autoptr(BkFetchedOffers) merged = NULL;
  g_autoptr(GFile) file = bk_fetched_offers_dup_file ();

  g_return_val_if_fail (BK_IS_APPLICATION (self), FALSE);
  g_return_val_if_fail (fetched != NULL, FALSE);

  finish_reading_data (self);

  merged = bk_price_update_merge_kept (fetched, self->fetched);
  if (!bk_fetched_offers_save (merged, file, error))
    return FALSE;

  g_clear_pointer (&self->fetched, bk_fetched_offers_unref);
  g_clear_pointer (&self->fetched_error, g_free);
  self->fetched = g_steal_pointer (&merged);
  if (self->settings != NULL)
    g_settings_set_int64 (self->settings, "price-last-check",
                          g_date_time_to_unix (bk_fetched_offers_get_retrieved (self->fetched)));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FETCHED_OFFERS]);
  update_catalogue (self);

  return TRUE;
}

/**
 * bk_application_remove_fetched_offers:
 *
 * Deletes the kept fetched offers; the catalogue lists the shipped and the team's offers only.
 */
gboolean
bk_application_remove_fetched_offers (BkApplication  *self,
                                      GError        **error)
{
  g_autoptr(GFile) file = bk_fetched_offers_dup_file ();

  g_return_val_if_fail (BK_IS_APPLICATION (self), FALSE);

  finish_reading_data (self);

  if (!delete_kept_file (file, error))
    return FALSE;

  g_clear_pointer (&self->fetched, bk_fetched_offers_unref);
  g_clear_pointer (&self->fetched_error, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FETCHED_OFFERS]);
  update_catalogue (self);

  return TRUE;
}
