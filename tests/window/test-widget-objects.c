/* test-widget-objects.c: every widget type notifies exactly on a change and is finalized with
 * its last reference
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sweeps of GTK's own test suite (testsuite/gtk/notify.c and objects-finalize.c), over
 * every "Bk" widget type and the application; test-objects.c sweeps the model's types. A new
 * widget is swept without a word here, as long as g_object_new() with no properties makes a
 * usable instance; otherwise it gets a line in new_instance().
 */

#include "config.h"

#include <glib/gstdio.h>

#include "bk-application.h"
#include "bk-chart.h"
#include "bk-comparison-view.h"
#include "bk-lean-box.h"
#include "bk-preferences-dialog.h"
#include "bk-profile-editor.h"
#include "bk-profile-entry.h"
#include "bk-profile-row.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-range-button.h"
#include "bk-result-view.h"
#include "bk-shortcuts-dialog.h"
#include "bk-step-compliance.h"
#include "bk-step-hardware.h"
#include "bk-step-know-how.h"
#include "bk-step-obsolescence.h"
#include "bk-step-predictability.h"
#include "bk-step-prices.h"
#include "bk-step-transfer.h"
#include "bk-step-utilisation.h"
#include "bk-step.h"
#include "bk-test-utils.h"
#include "bk-tornado.h"
#include "bk-window.h"
#include "bk-wizard-page.h"
#include "bk-wizard.h"

static BkApplication *app;
static char *folder_path;

/* A library of one profile in a folder of its own, read and ready. */
static BkProfileStore *
new_store (void)
{
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GFile) file = g_file_get_child (folder, "sweep.json");
  g_autoptr(BkProfile) profile = bk_test_new_named_profile ("Sweep", 4);
  g_autofree char *data = bk_profile_to_data (profile, NULL);
  BkProfileStore *store;

  g_assert_cmpint (g_mkdir_with_parents (folder_path, 0700), ==, 0);
  if (!g_file_query_exists (file, NULL))
    bk_test_write_file (file, data);
  store = bk_profile_store_new (folder);
  bk_test_wait_for (bk_test_store_loaded, store);

  return store;
}

/* An entry that outlives its store, as a row's may. */
static BkProfileEntry *
new_entry (void)
{
  BkProfileStore *store = new_store ();
  BkProfileEntry *entry = g_list_model_get_item (G_LIST_MODEL (store), 0);

  bk_test_release_and_wait (store, g_object_unref);
  g_assert_nonnull (entry);

  return entry;
}

static GSettings *
new_settings (void)
{
  return g_settings_new (APP_ID);
}

static gboolean
make_value (GObject    *object,
            GParamSpec *pspec,
            GValue     *value,
            gpointer    data)
{
  GType type = G_PARAM_SPEC_VALUE_TYPE (pspec);

  if (bk_test_make_model_value (object, pspec, value, data))
    return TRUE;

  if (type == BK_TYPE_PROFILE_ENTRY)
    g_value_take_object (value, new_entry ());
  else if (type == BK_TYPE_PROFILE_STORE)
    g_value_take_object (value, new_store ());
  else if (type == G_TYPE_SETTINGS)
    g_value_take_object (value, new_settings ());
  else if (type == BK_TYPE_STEP)
    g_value_set_object (value, g_object_new (BK_TYPE_STEP_HARDWARE, NULL));
  else
    return FALSE;

  return TRUE;
}

/* A new instance with no other owner, and how to let it go. */
static GObject *
new_instance (GType           type,
              GDestroyNotify *release)
{
  GObject *object;

  *release = g_object_unref;

  if (type == BK_TYPE_APPLICATION)
    return G_OBJECT (bk_application_new ());

  if (type == BK_TYPE_WINDOW)
    {
      g_autoptr(BkProfileStore) store = new_store ();
      g_autoptr(GSettings) settings = new_settings ();

      *release = (GDestroyNotify) gtk_window_destroy;
      return g_object_new (BK_TYPE_WINDOW, "application", app, "store", store,
                           "settings", settings, NULL);
    }

  if (type == BK_TYPE_PREFERENCES_DIALOG)
    {
      g_autoptr(GSettings) settings = new_settings ();

      object = G_OBJECT (bk_preferences_dialog_new (settings, NULL));
    }
  else if (type == BK_TYPE_SHORTCUTS_DIALOG)
    {
      object = G_OBJECT (bk_shortcuts_dialog_new (GTK_APPLICATION (app)));
    }
  else if (type == BK_TYPE_PROFILE_ROW)
    {
      g_autoptr(BkProfileEntry) entry = new_entry ();

      object = G_OBJECT (bk_profile_row_new (entry));
    }
  else
    {
      object = g_object_new (type, NULL);
    }

  return g_object_ref_sink (object);
}

static void
test_notify (gconstpointer data)
{
  GType type = GPOINTER_TO_SIZE (data);
  GDestroyNotify release;
  GObject *object = new_instance (type, &release);

  bk_test_notify_sweep (object, make_value, NULL, release);
  bk_test_remove_tree (folder_path);
}

static void
test_finalize (gconstpointer data)
{
  GType type = GPOINTER_TO_SIZE (data);
  GDestroyNotify release;
  GObject *object = new_instance (type, &release);

  bk_test_release_and_wait (object, release);
  bk_test_remove_tree (folder_path);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *parent = g_dir_make_tmp ("test-widget-objects-XXXXXX", &error);
  g_autoptr(GPtrArray) types = NULL;
  int status;

  g_assert_no_error (error);
  folder_path = g_build_filename (parent, "profiles", NULL);

  gtk_test_init (&argc, &argv, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  adw_init ();

  /* Not unique, so that tests running side by side do not hand their windows to each other. */
  app = bk_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  /* GLib registers a type when it is first used. */
  g_type_ensure (BK_TYPE_APPLICATION);
  g_type_ensure (BK_TYPE_CHART);
  g_type_ensure (BK_TYPE_COMPARISON_VIEW);
  g_type_ensure (BK_TYPE_LEAN_BOX);
  g_type_ensure (BK_TYPE_PREFERENCES_DIALOG);
  g_type_ensure (BK_TYPE_PROFILE_EDITOR);
  g_type_ensure (BK_TYPE_PROFILE_ROW);
  g_type_ensure (BK_TYPE_RANGE_BUTTON);
  g_type_ensure (BK_TYPE_RESULT_VIEW);
  g_type_ensure (BK_TYPE_SHORTCUTS_DIALOG);
  g_type_ensure (BK_TYPE_STEP_COMPLIANCE);
  g_type_ensure (BK_TYPE_STEP_HARDWARE);
  g_type_ensure (BK_TYPE_STEP_KNOW_HOW);
  g_type_ensure (BK_TYPE_STEP_OBSOLESCENCE);
  g_type_ensure (BK_TYPE_STEP_PREDICTABILITY);
  g_type_ensure (BK_TYPE_STEP_PRICES);
  g_type_ensure (BK_TYPE_STEP_TRANSFER);
  g_type_ensure (BK_TYPE_STEP_UTILISATION);
  g_type_ensure (BK_TYPE_TORNADO);
  g_type_ensure (BK_TYPE_WINDOW);
  g_type_ensure (BK_TYPE_WIZARD);
  g_type_ensure (BK_TYPE_WIZARD_PAGE);

  types = bk_test_list_types ("Bk");

  for (guint i = 0; i < types->len; i++)
    {
      GType type = GPOINTER_TO_SIZE (g_ptr_array_index (types, i));
      g_autofree char *notify = NULL;
      g_autofree char *finalize = NULL;

      if (!g_type_is_a (type, GTK_TYPE_WIDGET) && !g_type_is_a (type, G_TYPE_APPLICATION))
        continue;

      notify = g_strdup_printf ("/widget-objects/notify/%s", g_type_name (type));
      finalize = g_strdup_printf ("/widget-objects/finalize/%s", g_type_name (type));
      g_test_add_data_func (notify, GSIZE_TO_POINTER (type), test_notify);
      g_test_add_data_func (finalize, GSIZE_TO_POINTER (type), test_finalize);
    }

  status = g_test_run ();

  g_clear_object (&app);
  bk_test_remove_tree (parent);
  g_free (folder_path);

  return status;
}
