/* test-window.c: the main window end to end: library, wizard, result, files and shortcuts
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test gives its window a library of its own in a temporary folder; main() points
 * XDG_DATA_HOME at a temporary folder too, so the user's real profiles are never touched.
 */

#include "config.h"

#include <adwaita.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bk-analysis.h"
#include "bk-application.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-chart.h"
#include "bk-closures.h"
#include "bk-comparison-view.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-library-sidebar.h"
#include "bk-number-row.h"
#include "bk-preferences-dialog.h"
#include "bk-pricing.h"
#include "bk-profile-entry.h"
#include "bk-profile-history.h"
#include "bk-profile-row.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-shortcuts-dialog.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-welcome-page.h"
#include "bk-window-private.h"
#include "bk-window.h"
#include "bk-wizard.h"
#include "bk-words.h"
#include "bk-workload.h"


#define CORRUPT_BYTES "{ \"format\": 1, \"name\": \"Half\", \"workload\": "

static BkApplication *app;


typedef struct
{
  char           *path;
  GFile          *folder;
  BkProfileStore *store;
  BkWindow       *window;
} Fixture;

static gboolean
has_dialog (gpointer data)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (data)) != NULL;
}

static gboolean
window_has_profile (gpointer data)
{
  return bk_window_get_profile (BK_WINDOW (data)) != NULL;
}

static GSettings *
app_settings (void)
{
  return bk_application_get_settings (app);
}

static void
reset_settings (void)
{
  GSettings *settings = app_settings ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_assert_nonnull (settings);
  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

static BkWindow *
open_window (BkProfileStore *store,
             int             width,
             int             height)
{
  BkWindow *window = g_object_new (BK_TYPE_WINDOW, "application", app, "store", store,
                                   "settings", app_settings (), NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  bk_test_wait_for (bk_test_store_loaded, store);
  bk_test_flush ();

  return window;
}

static void
destroy_window (BkWindow *window)
{
  bk_test_release_and_wait (window, (GDestroyNotify) gtk_window_destroy);
}

static GFile *
folder_child (Fixture    *fixture,
              const char *name)
{
  return g_file_get_child (fixture->folder, name);
}

/* The profile the tests load and show: four base GPUs and four more at a peak of a week a month,
 * busy 70 % of the time. */
static BkProfile *
new_profile (const char *name)
{
  BkProfile *profile = bk_test_new_bursty_profile ();

  bk_profile_set_name (profile, name);
  bk_profile_set_reviewed (profile, "2026-01-15");

  return profile;
}

static void
write_profile (GFile      *file,
               const char *name,
               guint       gpus)
{
  g_autoptr(BkProfile) profile = new_profile (name);
  g_autofree char *data = NULL;

  bk_workload_set_gpus (bk_profile_get_workload (profile), gpus);
  data = bk_profile_to_data (profile, NULL);
  bk_test_write_file (file, data);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *parent = g_dir_make_tmp ("test-window-XXXXXX", &error);

  g_assert_no_error (error);
  fixture->path = g_build_filename (parent, "profiles", NULL);
  fixture->folder = g_file_new_for_path (fixture->path);
  g_assert_cmpint (g_mkdir_with_parents (fixture->path, 0755), ==, 0);
  reset_settings ();
}

/* Opens the library (after the test wrote its files) and a wide window on it. */
static void
open_library (Fixture *fixture)
{
  fixture->store = bk_profile_store_new (fixture->folder);
  fixture->window = open_window (fixture->store, 1280, 800);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *parent = g_path_get_dirname (fixture->path);

  if (fixture->window != NULL)
    destroy_window (fixture->window);

  if (fixture->store != NULL)
    {
      bk_profile_store_flush (fixture->store);
      bk_test_release_and_wait (g_steal_pointer (&fixture->store), g_object_unref);
    }

  bk_test_remove_tree (parent);
  g_clear_object (&fixture->folder);
  g_clear_pointer (&fixture->path, g_free);
}

static guint
count_toplevels (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint visible = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      visible += gtk_widget_get_visible (toplevel);
    }

  return visible;
}

/* A disabled action does nothing: no file chooser, no dialog. */
static void
assert_action_disabled (BkWindow   *window,
                        const char *action)
{
  guint before = count_toplevels ();

  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  bk_test_flush ();

  g_assert_cmpuint (count_toplevels (), ==, before);
  g_assert_null (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
}

static GObject *
window_child (BkWindow   *window,
              const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (window), BK_TYPE_WINDOW, name);

  /* The split view and the content page are the library's, built when it first shows. */
  if (child == NULL)
    child = bk_window_get_library_object (window, name);

  /* The list, its search and its selection bar are the sidebar's. */
  if (child == NULL)
    {
      GtkWidget *sidebar = GTK_WIDGET (bk_window_get_library_object (window, "sidebar"));

      child = gtk_widget_get_template_child (sidebar, BK_TYPE_LIBRARY_SIDEBAR, name);
    }

  g_assert_nonnull (child);
  return child;
}

static GtkListBox *
profile_list (BkWindow *window)
{
  return GTK_LIST_BOX (window_child (window, "profile_list"));
}

static guint
count_rows (BkWindow *window)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (profile_list (window), (int)n) != NULL)
    n++;

  return n;
}

static BkProfileRow *
row_at (BkWindow *window,
        guint     index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (profile_list (window), (int)index);

  g_assert_true (BK_IS_PROFILE_ROW (row));
  return BK_PROFILE_ROW (row);
}

static const char *
row_name (BkWindow *window,
          guint     index)
{
  return bk_profile_entry_get_name (bk_profile_row_get_entry (row_at (window, index)));
}

static void
click_row (BkWindow *window,
           guint     index)
{
  GtkListBoxRow *row = GTK_LIST_BOX_ROW (row_at (window, index));

  gtk_list_box_unselect_all (profile_list (window));
  gtk_list_box_select_row (profile_list (window), row);
  g_signal_emit_by_name (profile_list (window), "row-activated", row);
  bk_test_flush ();
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  return bk_test_find_widget (widget, GTK_TYPE_BUTTON, "label", label);
}

static gboolean
file_is_gone (gpointer data)
{
  return !g_file_query_exists (G_FILE (data), NULL);
}

static gboolean
has_undo_button (gpointer data)
{
  GtkWidget *button = find_button (GTK_WIDGET (data), "_Undo");

  return button != NULL && gtk_widget_get_mapped (button);
}

static const char *
label_text (GtkWidget  *widget,
            GType       type,
            const char *name)
{
  GObject *child = gtk_widget_get_template_child (widget, type, name);

  g_assert_true (GTK_IS_LABEL (child));
  return gtk_label_get_label (GTK_LABEL (child));
}

#define assert_label(widget, name, call) \
  G_STMT_START { \
    g_autofree char *expected_ = (call); \
    g_assert_cmpstr (label_text (GTK_WIDGET (widget), BK_TYPE_RESULT_VIEW, (name)), ==, \
                     expected_); \
  } G_STMT_END

/* Every figure the result view shows equals the engine's for a fresh analysis of the same
 * inputs (a copy, so that nothing the view holds is shared). */
static void
assert_result_matches_engine (BkResultView *view,
                              BkProfile    *profile)
{
  g_autoptr(BkProfile) copy = bk_profile_copy (profile);
  g_autoptr(BkAnalysis) expected = bk_analysis_new (copy, NULL);
  BkAnalysis *shown = bk_result_view_get_analysis (view);
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));

  g_assert_nonnull (shown);
  g_assert_cmpint (bk_analysis_get_verdict (shown), ==, bk_analysis_get_verdict (expected));
  g_assert_cmpint (bk_analysis_get_break_even_month (shown), ==,
                   bk_analysis_get_break_even_month (expected));

  for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
    g_assert_cmpfloat (bk_analysis_get_tco (shown, option), ==,
                       bk_analysis_get_tco (expected, option));

  assert_label (view, "verdict_label", bk_closure_verdict_title (NULL, expected, FALSE));
  assert_label (view, "reason_label", bk_closure_verdict_reason (NULL, expected, FALSE));
  assert_label (view, "agreement_label", bk_closure_agreement (NULL, expected, FALSE));
  assert_label (view, "rent_tco_label",
                bk_format_money (bk_analysis_get_tco (expected, BK_OPTION_RENT), currency, -1));
  assert_label (view, "buy_tco_label",
                bk_format_money (bk_analysis_get_tco (expected, BK_OPTION_BUY), currency, -1));
  assert_label (view, "break_even_label", bk_closure_break_even (NULL, expected, FALSE));
  assert_label (view, "optimal_label", bk_closure_optimal_pool (NULL, expected, FALSE));

  g_assert_cmpint (bk_chart_get_break_even (bk_result_view_get_chart (view)), ==,
                   bk_analysis_get_break_even_month (expected));
}

/* An empty library shows the welcome page with the examples; nothing to save, export or
 * delete. */
static void
test_start_on_welcome (Fixture       *fixture,
                       gconstpointer  data)
{
  open_library (fixture);

  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "welcome");
  g_assert_null (bk_window_get_profile (fixture->window));
  g_assert_null (bk_window_get_entry (fixture->window));
  g_assert_null (bk_window_get_wizard (fixture->window));
  g_assert_cmpuint (g_list_model_get_n_items (bk_window_get_examples (fixture->window)), >=, 1);

  assert_action_disabled (fixture->window, "win.export");
  assert_action_disabled (fixture->window, "win.export-csv");
  assert_action_disabled (fixture->window, "win.print");
  assert_action_disabled (fixture->window, "win.export-pdf");
  assert_action_disabled (fixture->window, "win.edit-checklist");
  assert_action_disabled (fixture->window, "win.rename");
  assert_action_disabled (fixture->window, "win.delete");
  assert_action_disabled (fixture->window, "win.compare");
}

/* win.new starts the wizard on a new profile with the preferred currency and electricity
 * price; finishing it adds the profile to the library, where it is saved, and shows the
 * engine's figures for the answers given. */
static void
test_wizard_to_result (Fixture       *fixture,
                       gconstpointer  data)
{
  BkWizard *wizard;
  BkProfile *profile;
  BkProfileEntry *entry;
  BkWorkload *workload;
  g_autoptr(BkProfile) saved = NULL;
  guint finished = 0;

  g_settings_set_string (app_settings (), "default-currency", "CHF");
  g_settings_set_double (app_settings (), "default-electricity-price", 0.27);
  open_library (fixture);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new", NULL));
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "wizard");

  wizard = BK_WIZARD (bk_window_get_wizard (fixture->window));
  g_assert_true (BK_IS_WIZARD (wizard));
  g_signal_connect (wizard, "finished", G_CALLBACK (bk_test_count_signal_cb), &finished);

  profile = bk_wizard_get_profile (wizard);
  g_assert_true (BK_IS_PROFILE (profile));
  g_assert_cmpstr (bk_pricing_get_currency (bk_profile_get_pricing (profile)), ==, "CHF");
  g_assert_cmpfloat (bk_pricing_get_electricity_price (bk_profile_get_pricing (profile)), ==, 0.27);
  /* The default GPU's catalogue prices, in francs (docs/model.md#currency), not its dollars. */
  {
    BkHardware *hardware = bk_profile_get_hardware (profile);
    BkCatalogueGpu *gpu = bk_catalogue_find_gpu_by_name (bk_catalogue_get_default (),
                                                         bk_hardware_get_name (hardware));
    const BkGpuFigures *figures;
    double rate;

    g_assert_nonnull (gpu);
    figures = bk_catalogue_gpu_get_figures (gpu);
    g_assert_cmpstr (bk_catalogue_gpu_get_currency (gpu), !=, "CHF");
    g_assert_true (bk_exchange_rates_lookup (bk_exchange_rates_get_default (),
                                             bk_catalogue_gpu_get_currency (gpu), "CHF", &rate,
                                             NULL));
    g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==,
                       bk_exchange_round (figures->purchase_price, rate, "CHF"));
    g_assert_cmpfloat (bk_hardware_get_host_cost (hardware), ==,
                       bk_exchange_round (figures->host_cost, rate, "CHF"));
    g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), !=,
                       figures->purchase_price);
  }
  g_assert_null (bk_window_get_profile (fixture->window));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 0);

  /* The window's actions wait while the wizard runs. */
  assert_action_disabled (fixture->window, "win.export");
  assert_action_disabled (fixture->window, "win.import");

  workload = bk_profile_get_workload (profile);
  bk_workload_set_gpus (workload, 6);
  bk_workload_set_utilisation (workload, 85);
  bk_workload_set_predictability (workload, BK_PREDICTABILITY_STEADY);
  bk_workload_set_hardware_know_how (workload, TRUE);

  for (guint step = 1; step <= 8; step++)
    {
      g_assert_cmpuint (bk_wizard_get_step (wizard), ==, step);
      g_assert_cmpuint (finished, ==, 0);
      bk_wizard_next (wizard);
      bk_test_flush ();
    }

  g_assert_cmpuint (finished, ==, 1);
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");
  g_assert_true (bk_window_get_profile (fixture->window) == profile);

  /* Its answers were just given: it counts as reviewed today, with no banner, hidden or not. */
  {
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
    AdwBanner *banner = ADW_BANNER (window_child (fixture->window, "review_banner"));

    g_assert_cmpstr (bk_profile_get_reviewed (profile), ==, today);
    g_assert_false (adw_banner_get_revealed (banner));
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (banner)));
  }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);
  entry = bk_window_get_entry (fixture->window);
  g_assert_true (bk_profile_entry_get_profile (entry) == profile);
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "New Profile");
  g_assert_cmpuint (count_rows (fixture->window), ==, 1);
  g_assert_true (gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (row_at (fixture->window, 0))));

  assert_result_matches_engine (bk_window_get_result_view (fixture->window), profile);

  bk_test_wait_for (bk_test_entry_saved, entry);
  saved = bk_test_load_profile (bk_profile_entry_get_file (entry));
  g_assert_true (bk_profile_equal (saved, profile));
}

static GtkWidget *
visible_dialog (BkWindow *window)
{
  return GTK_WIDGET (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
}

/* Whether the window's focus is inside a widget of @type. */
static gboolean
focus_within (BkWindow *window,
              GType     type)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (window));

  return focus != NULL && gtk_widget_get_ancestor (focus, type) != NULL;
}

static void
answer_dialog (BkWindow   *window,
               const char *label)
{
  GtkWidget *dialog = visible_dialog (window);
  GtkWidget *button = find_button (dialog, label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  bk_test_flush ();
}

/* Going back out of the wizard for a new profile adds nothing, and the focus goes on in the
 * page shown then. Once the new profile holds an answer, Escape on the first step asks before
 * throwing it away: "Keep Editing" stays in the step, "Discard" drops it. */
static void
test_wizard_cancelled (Fixture       *fixture,
                       gconstpointer  data)
{
  BkWizard *wizard;
  BkProfile *profile;

  open_library (fixture);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new", NULL);
  bk_test_flush ();
  g_assert_true (focus_within (fixture->window, BK_TYPE_WIZARD));
  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Escape, 0));
  bk_test_flush ();

  g_assert_null (visible_dialog (fixture->window));
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "welcome");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 0);
  g_assert_true (focus_within (fixture->window, BK_TYPE_WELCOME_PAGE));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new", NULL);
  bk_test_flush ();
  wizard = BK_WIZARD (bk_window_get_wizard (fixture->window));
  profile = bk_wizard_get_profile (wizard);
  bk_hardware_set_power_watts (bk_profile_get_hardware (profile), 650);
  bk_test_flush ();

  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Escape, 0));
  bk_test_wait_for (has_dialog, fixture->window);
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (
                     visible_dialog (fixture->window))), ==, "Discard the New Profile?");
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "wizard");
  answer_dialog (fixture->window, "_Keep Editing");
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "wizard");
  g_assert_true (bk_window_get_wizard (fixture->window) == GTK_WIDGET (wizard));
  g_assert_cmpfloat (bk_hardware_get_power_watts (bk_profile_get_hardware (profile)), ==, 650);

  bk_wizard_back (wizard);
  bk_test_wait_for (has_dialog, fixture->window);
  answer_dialog (fixture->window, "_Discard");
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "welcome");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 0);
  g_assert_true (focus_within (fixture->window, BK_TYPE_WELCOME_PAGE));
}

/* The sidebar lists every file, sorted by name, and a file that fails to load with its error;
 * choosing a row shows its profile, or what is wrong with the file. */
static void
test_sidebar (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GFile) broken = folder_child (fixture, "broken.json");
  g_autoptr(GFile) beta = folder_child (fixture, "beta.json");
  g_autoptr(GFile) alpha = folder_child (fixture, "alpha.json");
  g_autofree char *broken_after = NULL;
  AdwStatusPage *broken_page;
  GtkWidget *last;

  write_profile (beta, "Beta", 3);
  write_profile (alpha, "Alpha", 2);
  bk_test_write_file (broken, CORRUPT_BYTES);
  open_library (fixture);

  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "empty");
  g_assert_cmpuint (count_rows (fixture->window), ==, 3);
  g_assert_cmpstr (row_name (fixture->window, 0), ==, "Alpha");
  g_assert_cmpstr (row_name (fixture->window, 1), ==, "Beta");
  g_assert_cmpstr (row_name (fixture->window, 2), ==, "broken.json");

  /* Each row says the name, the verdict in a word and the last review. */
  for (guint i = 0; i < 3; i++)
    {
      BkProfileRow *row = row_at (fixture->window, i);
      BkProfileEntry *entry = bk_profile_row_get_entry (row);
      g_autofree char *verdict = bk_profile_row_verdict_label (NULL,
                                                               bk_profile_entry_get_analysis (entry));
      g_autofree char *subtitle = bk_profile_row_subtitle (NULL,
                                                           bk_profile_entry_get_reviewed (entry),
                                                           bk_profile_entry_get_error (entry),
                                                           bk_profile_entry_get_review_due (entry));
      GtkWidget *verdict_label = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (row),
                                                                            BK_TYPE_PROFILE_ROW,
                                                                            "verdict_label"));

      g_assert_cmpstr (label_text (GTK_WIDGET (row), BK_TYPE_PROFILE_ROW, "name_label"), ==,
                       bk_profile_entry_get_name (entry));
      g_assert_cmpstr (label_text (GTK_WIDGET (row), BK_TYPE_PROFILE_ROW, "subtitle_label"), ==,
                       subtitle);
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (verdict_label)), ==, verdict);
      g_assert_true (gtk_widget_get_visible (verdict_label) == (i < 2));

      /* A warning sign after the file that failed to load, and after it only. */
      last = gtk_widget_get_last_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
      g_assert_true ((GTK_IS_IMAGE (last) && gtk_widget_get_visible (last)) == (i == 2));
    }
  g_assert_cmpstr (label_text (GTK_WIDGET (row_at (fixture->window, 0)), BK_TYPE_PROFILE_ROW,
                               "subtitle_label"), ==, "Reviewed on 01/15/2026");
  g_assert_cmpstr (label_text (GTK_WIDGET (row_at (fixture->window, 2)), BK_TYPE_PROFILE_ROW,
                               "subtitle_label"), ==, "Could not be loaded");

  /* Rows have no check buttons outside the selection mode: they get them when it first starts. */
  g_assert_null (bk_profile_row_get_check_button (row_at (fixture->window, 0)));

  /* Choosing with the keyboard: the focus stays in the list as the profile page comes. */
  gtk_widget_grab_focus (GTK_WIDGET (row_at (fixture->window, 1)));
  click_row (fixture->window, 1);
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (fixture->window)),
                                         GTK_WIDGET (profile_list (fixture->window))));
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==, "Beta");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "Beta");
  assert_result_matches_engine (bk_window_get_result_view (fixture->window),
                                bk_window_get_profile (fixture->window));

  /* The arrow keys move through the list and show each profile. */
  gtk_list_box_unselect_all (profile_list (fixture->window));
  gtk_list_box_select_row (profile_list (fixture->window),
                           GTK_LIST_BOX_ROW (row_at (fixture->window, 0)));
  bk_test_flush ();
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==, "Alpha");

  click_row (fixture->window, 2);
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "broken");
  g_assert_null (bk_window_get_profile (fixture->window));
  broken_page = ADW_STATUS_PAGE (adw_toolbar_view_get_content (
    ADW_TOOLBAR_VIEW (gtk_stack_get_child_by_name (GTK_STACK (window_child (fixture->window,
                                                                            "content_stack")),
                                                   "broken"))));
  g_assert_nonnull (strstr (adw_status_page_get_title (broken_page), "broken.json"));
  g_assert_nonnull (strstr (adw_status_page_get_description (broken_page),
                            bk_profile_entry_get_error (bk_window_get_entry (fixture->window))));
  assert_action_disabled (fixture->window, "win.rename");
  assert_action_disabled (fixture->window, "win.export");
  assert_action_disabled (fixture->window, "win.edit-checklist");

  bk_profile_store_flush (fixture->store);
  broken_after = bk_test_read_file (broken);
  g_assert_cmpstr (broken_after, ==, CORRUPT_BYTES);
}

static gboolean
has_rows (gpointer data)
{
  Fixture *fixture = data;

  return count_rows (fixture->window) == g_list_model_get_n_items (G_LIST_MODEL (fixture->store));
}

/* Until the sidebar's first frame only the rows that fit in the window are built, the first
 * ones; the rest follow after that frame, and the shown profile's row is selected once it is
 * there. */
static void
test_rows_after_first_frame (Fixture       *fixture,
                             gconstpointer  data)
{
  enum { N_FILES = 40, SHOWN = 30, HEIGHT = 400 };
  GSettings *settings = app_settings ();
  guint first_rows;
  int row_height = 0;
  g_autoptr(GList) selected = NULL;
  GtkWidget *viewport;
  graphene_point_t top;

  for (guint i = 0; i < N_FILES; i++)
    {
      g_autofree char *base = g_strdup_printf ("team-%02u.json", i);
      g_autofree char *name = g_strdup_printf ("Team %02u", i);
      g_autoptr(GFile) file = folder_child (fixture, base);

      write_profile (file, name, 2);
      if (i == SHOWN)
        g_settings_set_string (settings, "last-profile", g_file_peek_path (file));
    }
  g_settings_set_int (settings, "window-height", HEIGHT);

  fixture->store = bk_profile_store_new (fixture->folder);
  fixture->window = g_object_new (BK_TYPE_WINDOW, "application", app, "store", fixture->store,
                                  "settings", settings, NULL);
  bk_test_wait_for (bk_test_store_loaded, fixture->store);
  bk_test_wait_for (window_has_profile, fixture->window);
  bk_test_flush ();

  /* As bk-library-sidebar.c counts them: as many rows as the first one's height fits below at
   * least 80 px of the sidebar's header bar and search entry, and one more. */
  gtk_widget_measure (GTK_WIDGET (row_at (fixture->window, 0)), GTK_ORIENTATION_VERTICAL, -1,
                      &row_height, NULL, NULL, NULL);
  g_assert_cmpint (row_height, >, 20);
  first_rows = (HEIGHT - 80) / row_height + 1;
  g_assert_cmpuint (first_rows, <, N_FILES);
  g_assert_cmpuint (count_rows (fixture->window), ==, first_rows);
  g_assert_cmpstr (row_name (fixture->window, 0), ==, "Team 00");
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==, "Team 30");
  g_assert_null (gtk_list_box_get_selected_row (profile_list (fixture->window)));

  gtk_window_present (GTK_WINDOW (fixture->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fixture->window));
  bk_test_wait_for (has_rows, fixture);
  bk_test_flush ();

  g_assert_cmpuint (count_rows (fixture->window), ==, N_FILES);
  selected = gtk_list_box_get_selected_rows (profile_list (fixture->window));
  g_assert_cmpuint (g_list_length (selected), ==, 1);
  g_assert_true (selected->data == row_at (fixture->window, SHOWN));

  /* The first row that was not built at first is below the list's visible part. */
  viewport = gtk_widget_get_ancestor (GTK_WIDGET (profile_list (fixture->window)),
                                      GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (row_at (fixture->window, first_rows)),
                                           viewport, &GRAPHENE_POINT_INIT (0, 0), &top));
  g_assert_cmpfloat (top.y, >=, gtk_widget_get_height (viewport));

  /* Set back for the other tests: the settings are the application's. */
  g_settings_reset (settings, "window-height");
}

/* The search entry filters the list by name; a search that finds nothing says so. */
static void
test_search (Fixture       *fixture,
             gconstpointer  data)
{
  static const char *names[] = { "Cloud only", "Four H100", "Two A100", "Cloud burst" };
  GtkEditable *search;
  GtkStack *sidebar_stack;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *basename = g_strdup_printf ("p%u.json", i);
      g_autoptr(GFile) file = folder_child (fixture, basename);

      write_profile (file, names[i], 1);
    }
  open_library (fixture);
  click_row (fixture->window, 0);
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==,
                   "Cloud burst");

  search = GTK_EDITABLE (window_child (fixture->window, "search_entry"));
  sidebar_stack = GTK_STACK (window_child (fixture->window, "sidebar_stack"));
  gtk_editable_set_text (search, "CLOUD");
  g_signal_emit_by_name (search, "search-changed");
  bk_test_flush ();
  g_assert_cmpuint (count_rows (fixture->window), ==, 2);
  g_assert_cmpstr (row_name (fixture->window, 0), ==, "Cloud burst");
  g_assert_cmpstr (row_name (fixture->window, 1), ==, "Cloud only");
  g_assert_true (gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (row_at (fixture->window, 0))));

  gtk_editable_set_text (search, "a100");
  g_signal_emit_by_name (search, "search-changed");
  bk_test_flush ();
  g_assert_cmpuint (count_rows (fixture->window), ==, 1);
  g_assert_cmpstr (row_name (fixture->window, 0), ==, "Two A100");

  /* The profile shown stays while the search hides its row. */
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==,
                   "Cloud burst");

  gtk_editable_set_text (search, "nothing like it");
  g_signal_emit_by_name (search, "search-changed");
  bk_test_flush ();
  g_assert_cmpuint (count_rows (fixture->window), ==, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sidebar_stack), ==, "no-results");

  g_signal_emit_by_name (search, "stop-search");
  g_signal_emit_by_name (search, "search-changed");
  bk_test_flush ();
  g_assert_cmpuint (count_rows (fixture->window), ==, 4);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (sidebar_stack), ==, "list");
  g_assert_true (gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (row_at (fixture->window, 0))));
}

/* The verdict, the key figures and the chart follow a change at once; the checklist, the
 * breakdown and the uncertainty's words below them in the frame after, once for changes that
 * come faster than frames. */
static void
test_lower_groups_follow (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(BkProfile) profile = new_profile ("Below");
  BkWorkload *workload = bk_profile_get_workload (profile);
  BkResultView *view;
  AdwActionRow *row;
  g_autofree char *before = NULL;
  guint changes = 0;

  open_library (fixture);
  view = bk_window_get_result_view (fixture->window);
  bk_window_show_profile (fixture->window, profile);
  bk_test_flush ();
  row = bk_test_find_row (GTK_WIDGET (view), ADW_TYPE_ACTION_ROW,
                          bk_words_checklist_item (BK_CHECKLIST_UTILISATION));
  before = g_strdup (adw_action_row_get_subtitle (row));
  g_assert_cmpstr (before, ==, bk_analysis_get_reason (bk_result_view_get_analysis (view),
                                                       BK_CHECKLIST_UTILISATION));
  g_signal_connect (row, "notify::subtitle", G_CALLBACK (bk_test_count_notify_cb), &changes);

  bk_workload_set_utilisation (workload, 20);
  bk_workload_set_utilisation (workload, 30);
  assert_result_matches_engine (view, profile);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, before);
  g_assert_cmpuint (changes, ==, 0);

  bk_test_flush ();
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), !=, before);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==,
                   bk_analysis_get_reason (bk_result_view_get_analysis (view),
                                           BK_CHECKLIST_UTILISATION));
}

/* Whether the page shows a label reading @text. */
static gboolean
shows_text (BkResultView *view,
            const char   *text)
{
  return bk_test_find_widget (GTK_WIDGET (view), GTK_TYPE_LABEL, "label", text) != NULL;
}

/* Whether the chart draws a line labelled @label. */
static gboolean
chart_has_line (BkResultView *view,
                const char   *label)
{
  BkChart *chart = bk_result_view_get_chart (view);

  for (guint i = 0; i < bk_chart_get_n_series (chart); i++)
    if (g_strcmp0 (bk_chart_get_series (chart, i)->label, label) == 0)
      return TRUE;

  return FALSE;
}

/* With demand over time the search for the best month to buy follows the frame: the sentence
 * and the chart's dotted line are the last strategy's until then, and the new one's after. */
static void
test_strategy_follows (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(BkProfile) profile = bk_test_new_plain_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  BkResultView *view;
  g_autofree char *first = NULL;
  g_autofree char *first_line = NULL;
  g_autofree char *second = NULL;
  g_autofree char *second_line = NULL;

  /* One GPU, five more from month 7; owning costs 500 a month and 1,000 of admin: rent for
   * six months, then buy six (docs/model.md#demand-over-time). */
  bk_profile_set_name (profile, "Later");
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 0);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), 0);
  bk_pricing_set_colocation_per_gpu_month (bk_profile_get_pricing (profile), 500);
  bk_pricing_set_admin_hours_per_month (bk_profile_get_pricing (profile), 20);
  bk_workload_set_gpus (workload, 1);
  bk_workload_set_demand_steps (workload, "7:+5");

  open_library (fixture);
  view = bk_window_get_result_view (fixture->window);
  bk_window_show_profile (fixture->window, profile);
  /* A profile just opened shows its own strategy at once, not the last profile's. */
  first = bk_closure_strategy (NULL, bk_result_view_get_analysis (view), FALSE, "EUR");
  g_assert_true (shows_text (view, first));
  bk_test_flush ();
  first_line = bk_strategy_describe (bk_analysis_get_strategy (bk_result_view_get_analysis (view)));
  g_assert_cmpstr (first_line, ==, "Rent for 6 months, then buy 6 GPUs");
  g_assert_true (shows_text (view, first));
  g_assert_true (chart_has_line (view, first_line));

  bk_workload_set_demand_steps (workload, "7:+6");
  assert_result_matches_engine (view, profile);
  g_assert_true (shows_text (view, first));
  g_assert_true (chart_has_line (view, first_line));

  bk_test_flush ();
  second = bk_closure_strategy (NULL, bk_result_view_get_analysis (view), FALSE, "EUR");
  second_line = bk_strategy_describe (bk_analysis_get_strategy (bk_result_view_get_analysis (view)));
  g_assert_cmpstr (second_line, ==, "Rent for 6 months, then buy 7 GPUs");
  g_assert_true (shows_text (view, second));
  g_assert_false (shows_text (view, first));
  g_assert_true (chart_has_line (view, second_line));
  g_assert_false (chart_has_line (view, first_line));
}

/* One change of one input recomputes once and is saved a moment later. */
static void
test_change_updates_once (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(BkProfile) profile = new_profile ("Once");
  g_autoptr(BkProfile) saved = NULL;
  BkResultView *view;
  BkWorkload *workload = bk_profile_get_workload (profile);
  BkProfileEntry *entry;
  guint updates = 0;

  open_library (fixture);
  view = bk_window_get_result_view (fixture->window);
  entry = bk_window_show_profile (fixture->window, profile);
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");
  g_assert_true (bk_window_get_entry (fixture->window) == entry);
  assert_result_matches_engine (view, profile);
  bk_test_wait_for (bk_test_entry_saved, entry);

  g_signal_connect (bk_result_view_get_results (view), "notify::analysis",
                    G_CALLBACK (bk_test_count_notify_cb), &updates);

  bk_workload_set_utilisation (workload, 20);
  g_assert_cmpuint (updates, ==, 1);
  /* The library's row and the result page show the one analysis the change computed. */
  g_assert_true (bk_result_view_get_analysis (view) == bk_profile_entry_get_analysis (entry));
  g_assert_false (bk_profile_entry_get_saved (entry));
  g_assert_cmpint (bk_analysis_get_lean (bk_result_view_get_analysis (view),
                                         BK_CHECKLIST_UTILISATION), ==, BK_LEAN_RENT);
  assert_result_matches_engine (view, profile);

  bk_workload_set_utilisation (workload, 20);
  g_assert_cmpuint (updates, ==, 1);

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 9.5);
  g_assert_cmpuint (updates, ==, 2);
  assert_result_matches_engine (view, profile);

  /* Ctrl+S writes at once, without waiting for the autosave. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.save", NULL));
  saved = bk_test_load_profile (bk_profile_entry_get_file (entry));
  g_assert_cmpfloat (bk_workload_get_utilisation (bk_profile_get_workload (saved)), ==, 20);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (saved)), ==, 9.5);

  g_signal_handlers_disconnect_by_func (bk_result_view_get_results (view),
                                        bk_test_count_notify_cb, &updates);
}

/* A file that fails to load shows the loader's message, which names the field; nothing is
 * added and the profile on screen stays. */
static void
test_open_invalid (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(BkProfile) profile = new_profile ("Stays");
  g_autofree char *parent = g_path_get_dirname (fixture->path);
  g_autofree char *path = g_build_filename (parent, "invalid.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) none = NULL;
  g_autofree char *body = NULL;
  AdwDialog *dialog;

  open_library (fixture);
  bk_window_show_profile (fixture->window, profile);

  bk_test_write_file (file, "{ \"format\": 1, \"name\": \"Broken\", "
                    "\"hardware\": { \"purchase-price\": -5 } }");
  none = bk_profile_new_from_file (file, NULL, &error);
  g_assert_null (none);
  g_assert_nonnull (strstr (error->message, "purchase-price"));

  bk_window_open_file (fixture->window, file);
  bk_test_wait_for (has_dialog, fixture->window);

  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (fixture->window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), ==,
                   "Could Not Import the Profile");
  body = g_strdup_printf ("invalid.json: %s", error->message);
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog)), ==, body);

  g_assert_true (bk_window_get_profile (fixture->window) == profile);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);

  adw_dialog_force_close (dialog);
}

/* Opening a file from elsewhere imports a copy: a name clash gets "Name (2)", the same profile
 * again shows the copy already there, and the original file is never written. A file of the
 * library itself is just shown. */
static void
test_open_imports (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GFile) mine = folder_child (fixture, "plan.json");
  g_autofree char *parent = g_path_get_dirname (fixture->path);
  g_autofree char *path = g_build_filename (parent, "from-a-colleague.json", NULL);
  g_autoptr(GFile) outside = g_file_new_for_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  BkProfileEntry *imported;
  BkProfile *profile;

  write_profile (mine, "Plan", 2);
  write_profile (outside, "Plan", 8);
  before = bk_test_read_file (outside);
  open_library (fixture);

  bk_window_open_file (fixture->window, outside);
  bk_test_wait_for (window_has_profile, fixture->window);
  imported = bk_window_get_entry (fixture->window);
  profile = bk_window_get_profile (fixture->window);
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "Plan (2)");
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 8);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 2);
  g_assert_false (g_file_equal (bk_profile_entry_get_file (imported), outside));

  /* Edit the copy: the original stays as it was. */
  bk_workload_set_gpus (bk_profile_get_workload (profile), 9);
  bk_profile_store_flush (fixture->store);
  after = bk_test_read_file (outside);
  g_assert_cmpstr (after, ==, before);

  /* The same file again, unchanged since: its copy is changed, so it comes in once more. */
  bk_window_show_entry (fixture->window, NULL);
  bk_window_open_file (fixture->window, outside);
  bk_test_wait_for (window_has_profile, fixture->window);
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==, "Plan (3)");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 3);

  /* A profile equal to one in the library is not added twice. */
  bk_window_show_entry (fixture->window, NULL);
  bk_profile_set_name (bk_profile_entry_get_profile (imported), "Plan (2)");
  bk_workload_set_gpus (bk_profile_get_workload (bk_profile_entry_get_profile (imported)), 8);
  {
    g_autoptr(BkProfile) same = bk_profile_copy (bk_profile_entry_get_profile (imported));
    g_autofree char *contents = bk_profile_to_data (same, NULL);

    bk_test_write_file (outside, contents);
  }
  bk_window_open_file (fixture->window, outside);
  bk_test_wait_for (window_has_profile, fixture->window);
  g_assert_true (bk_window_get_entry (fixture->window) == imported);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 3);

  /* A file of the library is shown as it is. */
  bk_window_open_file (fixture->window, mine);
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==, "Plan");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 3);
}

/* Rename asks for the new name; the file keeps its name. Duplicate adds "Name (2)". */
static void
test_rename_and_duplicate (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GFile) file = folder_child (fixture, "first-name.json");
  g_autoptr(BkProfile) saved = NULL;
  AdwAlertDialog *dialog;
  GtkEditable *text;
  BkProfileEntry *entry;
  BkProfileEntry *copy;

  write_profile (file, "First name", 3);
  open_library (fixture);
  click_row (fixture->window, 0);
  entry = bk_window_get_entry (fixture->window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.rename", NULL));
  bk_test_wait_for (has_dialog, fixture->window);
  dialog = ADW_ALERT_DIALOG (visible_dialog (fixture->window));
  text = GTK_EDITABLE (adw_alert_dialog_get_extra_child (dialog));
  g_assert_cmpstr (gtk_editable_get_text (text), ==, "First name");

  gtk_editable_set_text (text, "   ");
  g_assert_false (adw_alert_dialog_get_response_enabled (dialog, "rename"));
  gtk_editable_set_text (text, "Second name");
  g_assert_true (adw_alert_dialog_get_response_enabled (dialog, "rename"));
  g_signal_emit_by_name (find_button (GTK_WIDGET (dialog), "_Rename"), "clicked");
  bk_test_flush ();

  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "Second name");
  g_assert_cmpstr (row_name (fixture->window, 0), ==, "Second name");
  g_assert_cmpstr (label_text (GTK_WIDGET (row_at (fixture->window, 0)), BK_TYPE_PROFILE_ROW,
                               "name_label"), ==, "Second name");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "Second name");
  bk_test_wait_for (bk_test_entry_saved, entry);
  g_assert_true (g_file_equal (bk_profile_entry_get_file (entry), file));
  saved = bk_test_load_profile (file);
  g_assert_cmpstr (bk_profile_get_name (saved), ==, "Second name");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.duplicate",
                                             NULL));
  copy = bk_window_get_entry (fixture->window);
  g_assert_true (copy != entry);
  g_assert_cmpstr (bk_profile_entry_get_name (copy), ==, "Second name (2)");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 2);
  g_assert_cmpuint (count_rows (fixture->window), ==, 2);
}

/* Delete takes the profile off the list at once and offers an undo; the file goes only when
 * the toast does, or when the window closes. */
static void
test_delete_and_undo (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) keep = folder_child (fixture, "keep.json");
  g_autoptr(GFile) doomed = folder_child (fixture, "doomed.json");
  g_autoptr(BkProfileEntry) entry = NULL;

  write_profile (keep, "Keep", 1);
  write_profile (doomed, "Doomed", 2);
  open_library (fixture);
  click_row (fixture->window, 0);
  entry = g_object_ref (bk_window_get_entry (fixture->window));
  g_assert_cmpstr (bk_profile_entry_get_name (entry), ==, "Doomed");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.delete", NULL));
  g_assert_cmpuint (count_rows (fixture->window), ==, 1);
  g_assert_null (bk_window_get_entry (fixture->window));
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "empty");
  g_assert_true (g_file_query_exists (doomed, NULL));

  bk_test_wait_for (has_undo_button, fixture->window);
  g_signal_emit_by_name (find_button (GTK_WIDGET (fixture->window), "_Undo"), "clicked");
  bk_test_flush ();
  g_assert_cmpuint (count_rows (fixture->window), ==, 2);
  g_assert_true (bk_window_get_entry (fixture->window) == entry);
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");
  bk_profile_store_flush (fixture->store);
  g_assert_true (g_file_query_exists (doomed, NULL));

  /* Deleting the last profile brings the welcome page back, with the undo still there. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.delete", NULL));
  click_row (fixture->window, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.delete", NULL));
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "welcome");

  /* The second delete ended the first one's undo: that file goes, the other one stays. */
  bk_test_wait_for (file_is_gone, doomed);
  g_assert_true (g_file_query_exists (keep, NULL));

  /* Closing the window carries out the delete still waiting. */
  bk_test_release_and_wait (g_steal_pointer (&fixture->window), (GDestroyNotify) gtk_window_close);
  g_assert_false (g_file_query_exists (keep, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 0);
}

/* "Edit Checklist" walks through the profile on screen; going back out of it keeps the
 * answers, and they are saved. */
static void
test_edit_checklist (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(BkProfile) profile = new_profile ("Edited");
  g_autoptr(BkProfile) saved = NULL;
  BkProfileEntry *entry;
  BkWizard *wizard;

  open_library (fixture);
  entry = bk_window_show_profile (fixture->window, profile);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-checklist",
                                             NULL));
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "wizard");

  wizard = BK_WIZARD (bk_window_get_wizard (fixture->window));
  g_assert_true (bk_wizard_get_profile (wizard) == profile);

  bk_wizard_next (wizard);
  bk_test_flush ();
  bk_workload_set_needs_latest_gpus (bk_profile_get_workload (profile), TRUE);
  bk_wizard_back (wizard);
  bk_test_flush ();
  bk_wizard_back (wizard);
  bk_test_flush ();

  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");
  g_assert_true (bk_window_get_profile (fixture->window) == profile);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);
  g_assert_cmpint (bk_analysis_get_lean (bk_result_view_get_analysis (
                     bk_window_get_result_view (fixture->window)), BK_CHECKLIST_OBSOLESCENCE), ==,
                   BK_LEAN_RENT);

  bk_test_wait_for (bk_test_entry_saved, entry);
  saved = bk_test_load_profile (bk_profile_entry_get_file (entry));
  g_assert_true (bk_workload_get_needs_latest_gpus (bk_profile_get_workload (saved)));
}

/* A profile last reviewed over a year ago shows the reminder; "Mark as Reviewed" records today,
 * and the sidebar row says so. */
static void
test_review_banner (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(BkProfile) profile = new_profile ("Old");
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *due = NULL;
  g_autofree char *done = NULL;
  BkProfileEntry *entry;
  AdwBanner *banner;

  open_library (fixture);
  bk_profile_set_reviewed (profile, "2020-02-29");
  entry = bk_window_show_profile (fixture->window, profile);
  g_assert_true (bk_profile_entry_get_review_due (entry));
  due = bk_profile_row_subtitle (NULL, "2020-02-29", NULL, TRUE);

  banner = ADW_BANNER (window_child (fixture->window, "review_banner"));
  g_assert_true (adw_banner_get_revealed (banner));
  g_assert_nonnull (strstr (adw_banner_get_title (banner), "2020"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (banner)), ==,
                   "win.mark-reviewed");

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (banner)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.mark-reviewed",
                                             NULL));
  g_assert_cmpstr (bk_profile_get_reviewed (profile), ==, today);
  g_assert_false (adw_banner_get_revealed (banner));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (banner)));
  g_assert_false (bk_profile_entry_get_review_due (entry));
  done = bk_profile_row_subtitle (NULL, today, NULL, FALSE);
  g_assert_cmpstr (done, !=, due);
  bk_test_wait_for (bk_test_entry_saved, entry);
}

/* An example joins the library as a copy; opening it again shows that copy. */
static void
test_examples (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(BkProfile) first = NULL;
  BkProfile *shown;
  BkProfileEntry *entry;

  open_library (fixture);
  first = g_list_model_get_item (bk_window_get_examples (fixture->window), 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.open-example",
                                             "u", 0));
  shown = bk_window_get_profile (fixture->window);
  entry = bk_window_get_entry (fixture->window);
  g_assert_nonnull (shown);
  g_assert_true (shown != first);
  g_assert_true (bk_profile_equal (shown, first));
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);
  assert_result_matches_engine (bk_window_get_result_view (fixture->window), shown);

  bk_window_show_entry (fixture->window, NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.open-example", "u", 0);
  g_assert_true (bk_window_get_entry (fixture->window) == entry);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->store)), ==, 1);
}

static gboolean
is_collapsed (gpointer data)
{
  return adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (data));
}

static gboolean
is_not_collapsed (gpointer data)
{
  return !adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (data));
}

/* Two to four selected profiles can be compared: by Ctrl-click, or in the selection mode with
 * its check buttons. */
static void
test_compare (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GPtrArray) selected = NULL;
  GtkWidget *check;
  GtkActionBar *bar;
  AdwNavigationSplitView *split;
  BkComparisonView *view;

  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *basename = g_strdup_printf ("p%u.json", i);
      g_autofree char *name = g_strdup_printf ("Profile %u", i + 1);
      g_autoptr(GFile) file = folder_child (fixture, basename);

      write_profile (file, name, i + 1);
    }
  {
    g_autoptr(GFile) broken = folder_child (fixture, "zz-broken.json");

    bk_test_write_file (broken, CORRUPT_BYTES);
  }
  open_library (fixture);
  click_row (fixture->window, 0);
  assert_action_disabled (fixture->window, "win.compare");

  /* Ctrl-click adds a row. */
  gtk_list_box_select_row (profile_list (fixture->window),
                           GTK_LIST_BOX_ROW (row_at (fixture->window, 2)));
  bk_test_flush ();
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 2);
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==,
                   "Profile 1");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.compare", NULL));
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "comparison");
  split = ADW_NAVIGATION_SPLIT_VIEW (window_child (fixture->window, "split_view"));
  view = BK_COMPARISON_VIEW (adw_navigation_split_view_get_content (split));
  g_assert_cmpuint (bk_comparison_get_n_profiles (bk_comparison_view_get_comparison (view)), ==, 2);

  /* Narrow and wide again, with the focus in the sidebar's list: the comparison stays, and the
   * focus put aside while the split view folds goes to what is in view, not to the result that
   * the comparison took out of the window. */
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (fixture->window)),
                                         GTK_WIDGET (window_child (fixture->window, "sidebar"))));
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 400, 740);
  bk_test_wait_for (is_collapsed, split);
  bk_test_flush ();
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "comparison");
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 740);
  bk_test_wait_for (is_not_collapsed, split);
  bk_test_flush ();
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "comparison");

  /* Choosing one profile leaves the comparison. */
  click_row (fixture->window, 1);
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==,
                   "Profile 2");

  /* Tab through the list shows no profile it passes: the focus does not change the page. */
  gtk_widget_grab_focus (GTK_WIDGET (row_at (fixture->window, 0)));
  for (guint i = 0; i < 4; i++)
    {
      bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Tab, 0);
      g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==,
                       "Profile 2");
    }

  /* The selection mode: check buttons, a click toggles, the bar says how many. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.selection-mode",
                                             NULL));
  g_assert_true (bk_window_get_selection_mode (fixture->window));
  bar = GTK_ACTION_BAR (window_child (fixture->window, "selection_bar"));
  g_assert_true (gtk_action_bar_get_revealed (bar));
  g_assert_true (bk_profile_row_get_selection_mode (row_at (fixture->window, 0)));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (
                   bk_profile_row_get_check_button (row_at (fixture->window, 1)))));

  for (guint i = 2; i < 5; i++)
    {
      check = bk_profile_row_get_check_button (row_at (fixture->window, i));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
    }
  bk_test_flush ();
  g_clear_pointer (&selected, g_ptr_array_unref);
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 4);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (window_child (fixture->window,
                                                                 "selection_label"))), ==,
                   "4 profiles selected");
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==,
                   "Profile 2");

  /* Space on a row (its action) toggles it, and keeps the others. */
  gtk_widget_activate_action (GTK_WIDGET (row_at (fixture->window, 3)), "profile-row.toggle",
                              NULL);
  bk_test_flush ();
  g_clear_pointer (&selected, g_ptr_array_unref);
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 3);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (
                    bk_profile_row_get_check_button (row_at (fixture->window, 3)))));
  gtk_widget_activate_action (GTK_WIDGET (row_at (fixture->window, 3)), "profile-row.toggle",
                              NULL);
  bk_test_flush ();
  g_clear_pointer (&selected, g_ptr_array_unref);
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 4);

  /* The keys, as in the selection modes of Files and Contacts: Up and Down move the focus and
   * keep the rows chosen; Space ticks or clears the focused row alone; Shift+Down ticks the row
   * it reaches. Rows 1 to 4 are chosen. */
  gtk_widget_grab_focus (GTK_WIDGET (row_at (fixture->window, 1)));
  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Up, 0));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window))
                 == GTK_WIDGET (row_at (fixture->window, 0)));
  g_clear_pointer (&selected, g_ptr_array_unref);
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 4);
  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_space, 0));
  g_clear_pointer (&selected, g_ptr_array_unref);
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 5);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (
                   bk_profile_row_get_check_button (row_at (fixture->window, 0)))));
  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Down, 0));
  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Down, 0));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window))
                 == GTK_WIDGET (row_at (fixture->window, 2)));
  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_space, 0));
  g_clear_pointer (&selected, g_ptr_array_unref);
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 4);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (
                    bk_profile_row_get_check_button (row_at (fixture->window, 2)))));
  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Up, GDK_SHIFT_MASK));
  g_assert_true (bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Down, GDK_SHIFT_MASK));
  g_clear_pointer (&selected, g_ptr_array_unref);
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 5);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (
                   bk_profile_row_get_check_button (row_at (fixture->window, 2)))));
  /* Tab through the rows and their check buttons chooses nothing and clears nothing: the focus
   * never changes what is chosen. */
  gtk_widget_grab_focus (GTK_WIDGET (row_at (fixture->window, 0)));
  for (guint i = 0; i < 8; i++)
    {
      bk_test_press_keys (GTK_WIDGET (fixture->window), GDK_KEY_Tab, 0);
      g_clear_pointer (&selected, g_ptr_array_unref);
      selected = bk_window_dup_selected (fixture->window);
      g_assert_cmpuint (selected->len, ==, 5);
    }
  /* Back to rows 1 to 4. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (bk_profile_row_get_check_button (row_at (fixture->window, 0))),
                               FALSE);
  bk_test_flush ();
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (fixture->window)), ==,
                   "Profile 2");

  /* Five is too many; a broken file cannot be compared. */
  check = bk_profile_row_get_check_button (row_at (fixture->window, 0));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  bk_test_flush ();
  assert_action_disabled (fixture->window, "win.compare");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), FALSE);
  check = bk_profile_row_get_check_button (row_at (fixture->window, 4));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), FALSE);
  check = bk_profile_row_get_check_button (row_at (fixture->window, 5));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  bk_test_flush ();
  assert_action_disabled (fixture->window, "win.compare");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), FALSE);
  bk_test_flush ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.compare", NULL));
  view = BK_COMPARISON_VIEW (adw_navigation_split_view_get_content (split));
  g_assert_cmpuint (bk_comparison_get_n_profiles (bk_comparison_view_get_comparison (view)), ==, 3);

  /* Leaving the selection mode selects the shown profile alone again, and Space is the list's
   * own again. */
  bk_window_set_selection_mode (fixture->window, FALSE);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_parent (
                    bk_profile_row_get_check_button (row_at (fixture->window, 0))))));
  gtk_widget_activate_action (GTK_WIDGET (row_at (fixture->window, 3)), "profile-row.toggle",
                              NULL);
  bk_test_flush ();
  g_clear_pointer (&selected, g_ptr_array_unref);
  selected = bk_window_dup_selected (fixture->window);
  g_assert_cmpuint (selected->len, ==, 1);
  g_assert_true (g_ptr_array_index (selected, 0) == bk_window_get_entry (fixture->window));
  g_assert_false (gtk_action_bar_get_revealed (bar));
}

/* A narrow window folds the sidebar into navigation: a row shows its profile, back shows the
 * list again. */
static gboolean
has_uncertainty (gpointer data)
{
  return bk_result_view_get_uncertainty (BK_RESULT_VIEW (data)) != NULL;
}

/* The examples carry the article's ranges: opening one shows the bands and how sure the
 * answer is at once. */
static void
test_examples_show_bands (Fixture       *fixture,
                          gconstpointer  data)
{
  BkResultView *view;
  BkChart *chart;
  double low = 0, high = 0;

  open_library (fixture);
  view = bk_window_get_result_view (fixture->window);

  for (guint i = 0; i < g_list_model_get_n_items (bk_window_get_examples (fixture->window)); i++)
    {
      BkProfile *shown;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window),
                                                 "win.open-example", "u", i));
      shown = bk_window_get_profile (fixture->window);
      g_assert_true (bk_profile_has_ranges (shown));
      g_assert_true (bk_profile_get_range (shown, "pricing.cooling-overhead", &low, &high));
      g_assert_cmpfloat (low, ==, 30);
      g_assert_true (bk_profile_get_range (shown, "pricing.onboarding-hours", &low, &high));
      g_assert_cmpfloat (low, ==, 40);
      g_assert_cmpfloat (high, ==, 80);

      bk_test_wait_for (has_uncertainty, view);
      chart = bk_result_view_get_chart (view);
      g_assert_true (bk_chart_has_band (chart, 0));
      g_assert_true (bk_chart_has_band (chart, 1));
    }

  /* The rent per GPU-hour where the article gives a span for the card. */
  {
    GListModel *examples = bk_window_get_examples (fixture->window);
    g_autoptr(BkProfile) h100 = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (examples); i++)
      {
        g_autoptr(BkProfile) example = g_list_model_get_item (examples, i);

        if (g_str_has_prefix (bk_hardware_get_name (bk_profile_get_hardware (example)),
                              "NVIDIA H100"))
          g_set_object (&h100, example);
      }
    g_assert_nonnull (h100);
    g_assert_true (bk_profile_get_range (h100, "pricing.rent-per-gpu-hour", &low, &high));
    /* From today's budget clouds (Vast.ai's median) to the article's €8.00. */
    g_assert_cmpfloat (low, ==, 2.04);
    g_assert_cmpfloat (high, ==, 8.0);
  }
}

/* At 1280×800 the verdict, the key figures and the chart of every example need no scrolling. */
static void
test_first_screen (Fixture       *fixture,
                   gconstpointer  data)
{
  AdwOverlaySplitView *split;

  open_library (fixture);
  split = ADW_OVERLAY_SPLIT_VIEW (window_child (fixture->window, "inputs_split"));
  bk_test_assert_first_screen (GTK_WIDGET (fixture->window));

  /* The inputs pane: its button and F9 show and hide it. */
  g_assert_false (adw_overlay_split_view_get_show_sidebar (split));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window_child (fixture->window,
                                                                   "inputs_button"))));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-inputs", NULL);
  g_assert_true (adw_overlay_split_view_get_show_sidebar (split));
  bk_test_flush ();
  g_assert_true (gtk_widget_get_mapped (fixture->window->editor));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-inputs", NULL);
  g_assert_false (adw_overlay_split_view_get_show_sidebar (split));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                 "win.show-inputs");

    g_assert_true (g_strv_contains ((const char * const *) accels, "F9"));
  }
}

/* The subtitle labels of the number rows under @widget, each the width it was given. */
static void
collect_subtitles (GtkWidget *widget,
                   GPtrArray *labels)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "subtitle")
      && gtk_widget_get_mapped (widget) && gtk_widget_get_ancestor (widget, BK_TYPE_NUMBER_ROW) != NULL)
    g_ptr_array_add (labels, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_subtitles (child, labels);
}

/* In the inputs pane beside the result at 1280×800, a number row's subtitle (its unit and what
 * the figure holds) has room for a line of words, not three or four: a subtitle that wrapped to
 * a column of single words made the German tax rate's run to nine lines. */
static void
test_inputs_subtitles (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GFile) file = folder_child (fixture, "wide.json");
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  int narrowest = G_MAXINT;

  write_profile (file, "Wide", 1);
  open_library (fixture);
  click_row (fixture->window, 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-inputs", NULL);
  bk_test_flush ();
  g_assert_true (gtk_widget_get_mapped (fixture->window->editor));

  collect_subtitles (fixture->window->editor, labels);
  g_assert_cmpuint (labels->len, >=, 8);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      g_test_message ("%d px: %s", gtk_widget_get_width (label),
                      gtk_label_get_text (GTK_LABEL (label)));
      narrowest = MIN (narrowest, gtk_widget_get_width (label));
    }
  g_assert_cmpint (narrowest, >=, 200);
}

static void
test_narrow (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GFile) file = folder_child (fixture, "phone.json");
  AdwNavigationSplitView *split;
  AdwViewStack *stack;

  write_profile (file, "Phone", 1);
  fixture->store = bk_profile_store_new (fixture->folder);
  fixture->window = open_window (fixture->store, 360, 740);
  split = ADW_NAVIGATION_SPLIT_VIEW (window_child (fixture->window, "split_view"));
  bk_test_wait_for (is_collapsed, split);

  g_assert_false (adw_navigation_split_view_get_show_content (split));
  click_row (fixture->window, 0);
  g_assert_true (adw_navigation_split_view_get_show_content (split));
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");

  adw_navigation_split_view_set_show_content (split, FALSE);
  bk_test_flush ();
  click_row (fixture->window, 0);
  g_assert_true (adw_navigation_split_view_get_show_content (split));

  /* The inputs are a tab here, and F9's action switches to it and back. */
  stack = ADW_VIEW_STACK (window_child (fixture->window, "narrow_stack"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window_child (fixture->window,
                                                                    "inputs_button"))));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "result");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-inputs", NULL);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "inputs");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-inputs", NULL);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "result");
}

static gboolean
is_mapped (gpointer data)
{
  GtkWidget **widget = data;

  return *widget != NULL && gtk_widget_get_mapped (*widget);
}

static gboolean
is_wide (gpointer data)
{
  return g_strcmp0 (adw_multi_layout_view_get_layout_name (ADW_MULTI_LAYOUT_VIEW (data)),
                    "wide") == 0;
}

static gboolean
is_narrow (gpointer data)
{
  return !is_wide (data);
}

/* The inputs move from their tab into the pane when the window widens past 1000 pixels, and
 * the keyboard focus moves with them instead of being lost (and the window is still freed at
 * the end: moving a focused widget used to keep it alive). */
static void
test_focus_kept_on_widen (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GFile) file = folder_child (fixture, "wide.json");
  AdwMultiLayoutView *layout;
  AdwViewStack *stack;
  GtkWidget *editor, *spin;
  BkNumberRow *row;

  write_profile (file, "Widening", 2);
  fixture->store = bk_profile_store_new (fixture->folder);
  fixture->window = open_window (fixture->store, 800, 740);
  layout = ADW_MULTI_LAYOUT_VIEW (window_child (fixture->window, "layout_view"));
  click_row (fixture->window, 0);
  bk_test_wait_for (window_has_profile, fixture->window);
  g_assert_false (is_wide (layout));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-inputs", NULL);
  bk_test_wait_for (is_mapped, &fixture->window->editor);
  editor = fixture->window->editor;
  row = bk_test_find_row (editor, BK_TYPE_NUMBER_ROW, "Number of GPUs");
  spin = GTK_WIDGET (bk_number_row_get_spin_button (row));
  g_assert_true (gtk_widget_grab_focus (spin));
  /* The spin button's text takes the focus. */
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (fixture->window)),
                                         spin));

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 740);
  bk_test_wait_for (is_wide, layout);
  bk_test_flush ();

  /* The inputs stay in view, now in the pane, and the field keeps the focus. */
  g_assert_true (gtk_widget_get_mapped (editor));
  g_assert_nonnull (gtk_window_get_focus (GTK_WINDOW (fixture->window)));
  g_assert_true (gtk_widget_get_mapped (gtk_window_get_focus (GTK_WINDOW (fixture->window))));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (fixture->window)),
                                         spin));

  /* And back: the inputs tab is the one in view, with the field still focused. */
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 800, 740);
  bk_test_wait_for (is_narrow, layout);
  bk_test_flush ();
  stack = ADW_VIEW_STACK (window_child (fixture->window, "narrow_stack"));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "inputs");
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (fixture->window)),
                                         spin));
}

/* Makes @window, shown at a default width of @default_width, as narrow as it goes (a default
 * size counts the decorations too) and waits for the narrowest layout: the sidebar folded into
 * navigation, the result and the inputs on tabs, the result compact. */
static void
narrow_window (BkWindow *window,
               int       default_width)
{
  AdwNavigationSplitView *split = ADW_NAVIGATION_SPLIT_VIEW (window_child (window, "split_view"));
  AdwMultiLayoutView *layout = ADW_MULTI_LAYOUT_VIEW (window_child (window, "layout_view"));
  int decorations = default_width - gtk_widget_get_width (GTK_WIDGET (window));

  gtk_window_set_default_size (GTK_WINDOW (window), 360 + decorations, 740);
  bk_test_wait_for (is_collapsed, split);
  bk_test_flush ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 360);
  g_assert_cmpstr (adw_multi_layout_view_get_layout_name (layout), ==, "narrow");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window_child (window, "inputs_button"))));
  g_assert_true (bk_result_view_get_compact (bk_window_get_result_view (window)));
}

/* Makes @window wide and waits for the wide layout, the one of no breakpoint. */
static void
widen_window (BkWindow *window)
{
  AdwNavigationSplitView *split = ADW_NAVIGATION_SPLIT_VIEW (window_child (window, "split_view"));
  AdwMultiLayoutView *layout = ADW_MULTI_LAYOUT_VIEW (window_child (window, "layout_view"));

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 740);
  bk_test_wait_for (is_wide, layout);
  bk_test_flush ();
  g_assert_false (adw_navigation_split_view_get_collapsed (split));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window_child (window, "inputs_button"))));
  g_assert_false (bk_result_view_get_compact (bk_window_get_result_view (window)));
}

/* The layouts of a library built after the window started on the welcome page, at a width
 * where a breakpoint applied already: @width. There, as narrow as the window goes after it when
 * @narrow_after, and wide in the end, each layout is the one of a window that started on the
 * library (a breakpoint's setters put back the values they found when they were added, which
 * must be the wide layout's). */
static void
check_library_built_late (Fixture *fixture,
                          int      width,
                          gboolean narrow_after)
{
  AdwNavigationSplitView *split;
  AdwMultiLayoutView *layout;
  BkResultView *result;
  GtkWidget *inputs_button;

  fixture->store = bk_profile_store_new (fixture->folder);
  fixture->window = open_window (fixture->store, width, 740);
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "welcome");
  g_assert_nonnull (adw_application_window_get_current_breakpoint (
    ADW_APPLICATION_WINDOW (fixture->window)));
  /* The welcome page does without the library. */
  g_assert_null (fixture->window->split_view);
  g_assert_null (fixture->window->editor);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.open-example",
                                             "u", 0));
  bk_test_wait_for (window_has_profile, fixture->window);
  bk_test_flush ();
  g_assert_cmpstr (bk_window_get_page_name (fixture->window), ==, "profile");
  g_assert_nonnull (fixture->window->editor);

  split = ADW_NAVIGATION_SPLIT_VIEW (window_child (fixture->window, "split_view"));
  layout = ADW_MULTI_LAYOUT_VIEW (window_child (fixture->window, "layout_view"));
  inputs_button = GTK_WIDGET (window_child (fixture->window, "inputs_button"));
  result = bk_window_get_result_view (fixture->window);
  g_assert_cmpstr (adw_multi_layout_view_get_layout_name (layout), ==, "narrow");
  g_assert_false (gtk_widget_get_visible (inputs_button));
  g_assert_true (adw_navigation_split_view_get_collapsed (split) == (width <= 720));
  g_assert_true (bk_result_view_get_compact (result) == (width <= 720));

  /* Then as narrow as it goes: the setters of the breakpoint that applied first put back what
   * they found, the narrow breakpoint's its own. */
  if (narrow_after)
    narrow_window (fixture->window, width);

  widen_window (fixture->window);
}

static void
test_library_built_late_narrow (Fixture       *fixture,
                                gconstpointer  data)
{
  check_library_built_late (fixture, 360, FALSE);
}

static void
test_library_built_late_medium (Fixture       *fixture,
                                gconstpointer  data)
{
  check_library_built_late (fixture, 800, FALSE);
}

static void
test_library_built_late_medium_narrowed (Fixture       *fixture,
                                         gconstpointer  data)
{
  check_library_built_late (fixture, 800, TRUE);
}

/* A window showing a profile that is made narrow, and wide again, is freed when it is
 * destroyed: the sidebar's list has the keyboard focus when the split view folds and moves it,
 * which must not leave the window's content held. */
static void
check_narrowed_and_freed (Fixture *fixture,
                          int      from,
                          gboolean widen)
{
  g_autoptr(GFile) file = folder_child (fixture, "narrowed.json");
  GtkWidget *focus, *library;

  write_profile (file, "Narrowed", 2);
  fixture->store = bk_profile_store_new (fixture->folder);
  fixture->window = open_window (fixture->store, from, 740);
  click_row (fixture->window, 0);
  bk_test_wait_for (window_has_profile, fixture->window);
  bk_test_flush ();
  focus = gtk_window_get_focus (GTK_WINDOW (fixture->window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (window_child (fixture->window,
                                                                           "sidebar"))));

  narrow_window (fixture->window, from);
  if (widen)
    widen_window (fixture->window);

  /* The window's content, the library with it, goes with the window. */
  library = GTK_WIDGET (window_child (fixture->window, "split_view"));
  g_object_add_weak_pointer (G_OBJECT (library), (gpointer *) &library);
  destroy_window (g_steal_pointer (&fixture->window));
  bk_test_wait_for (bk_test_pointer_is_null, &library);
}

static void
test_narrowed_freed (Fixture       *fixture,
                     gconstpointer  data)
{
  check_narrowed_and_freed (fixture, 1280, FALSE);
}

static void
test_narrowed_widened_freed (Fixture       *fixture,
                             gconstpointer  data)
{
  check_narrowed_and_freed (fixture, 800, TRUE);
}

/* The first window opens the profile that was open last time, and the window comes back at
 * the size it had. */
static void
test_restore (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GFile) a = folder_child (fixture, "a.json");
  g_autoptr(GFile) b = folder_child (fixture, "b.json");
  GSettings *settings = app_settings ();
  g_autofree char *last = NULL;
  BkWindow *window;
  int width, height;

  write_profile (a, "A", 1);
  write_profile (b, "B", 2);
  g_settings_set_string (settings, "last-profile", g_file_peek_path (b));
  g_settings_set_int (settings, "window-width", 1000);
  g_settings_set_int (settings, "window-height", 700);

  fixture->store = bk_profile_store_new (fixture->folder);
  window = g_object_new (BK_TYPE_WINDOW, "application", app, "store", fixture->store,
                         "settings", settings, NULL);
  fixture->window = window;
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1000);
  g_assert_cmpint (height, ==, 700);
  gtk_window_present (GTK_WINDOW (window));
  bk_test_wait_for (window_has_profile, window);
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (window)), ==, "B");

  /* Showing another one makes it the last; closing keeps the size. */
  click_row (window, 0);
  last = g_settings_get_string (settings, "last-profile");
  g_assert_cmpstr (last, ==, g_file_peek_path (a));
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 820);
  gtk_window_close (GTK_WINDOW (window));
  fixture->window = NULL;
  bk_test_flush ();
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1200);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 820);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

static gboolean
window_visible (gpointer data)
{
  return gtk_widget_get_visible (GTK_WIDGET (data));
}

static gboolean
has_descendant_of_type (GtkWidget *widget,
                        GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_descendant_of_type (child, type))
      return TRUE;

  return FALSE;
}

/* libadwaita's toast widget is private; its type is known by name once a toast was shown. */
static gboolean
window_shows_toast (gpointer data)
{
  GType type = g_type_from_name ("AdwToastWidget");

  return type != 0 && has_descendant_of_type (GTK_WIDGET (data), type);
}

static GtkStack *
window_stack (BkWindow   *window,
              const char *name)
{
  return GTK_STACK (window_child (window, name));
}

/* A window started on a file appears once the library and the file are read, showing the
 * file's profile in its first frame; the pages it did not show on the way are not built. */
static void
test_present_when_ready (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *parent = g_path_get_dirname (fixture->path);
  g_autofree char *path = g_build_filename (parent, "outside.json", NULL);
  g_autoptr(GFile) outside = g_file_new_for_path (path);
  g_autoptr(GFile) mine = folder_child (fixture, "mine.json");
  BkWindow *window;

  write_profile (mine, "Mine", 1);
  write_profile (outside, "From outside", 3);

  fixture->store = bk_profile_store_new (fixture->folder);
  window = g_object_new (BK_TYPE_WINDOW, "application", app, "store", fixture->store,
                         "settings", app_settings (), NULL);
  fixture->window = window;
  bk_window_open_file (window, outside);
  bk_window_present_when_ready (window);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "loading");

  bk_test_wait_for (window_visible, window);
  g_assert_false (bk_profile_store_get_loading (fixture->store));
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "profile");
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (window)), ==, "From outside");
  g_assert_null (gtk_stack_get_child_by_name (window_stack (window, "stack"), "loading"));
  g_assert_null (gtk_stack_get_child_by_name (window_stack (window, "content_stack"), "empty"));
  g_assert_null (gtk_stack_get_child_by_name (window_stack (window, "sidebar_stack"),
                                              "no-results"));

  /* The toast that says the file was imported waits for the first frame. */
  g_assert_false (window_shows_toast (window));
  bk_test_wait_for (window_shows_toast, window);

  /* Presenting it again does nothing more than present it. */
  bk_window_present_when_ready (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
}

/* A file that takes long to read (here a pipe nobody writes to yet) does not keep the window
 * away: it appears after a moment and shows the profile once the file is read. */
static void
test_present_timeout (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *parent = g_path_get_dirname (fixture->path);
  g_autofree char *path = g_build_filename (parent, "slow.json", NULL);
  g_autoptr(GFile) slow = g_file_new_for_path (path);
  g_autoptr(BkProfile) profile = new_profile ("Arrived late");
  g_autofree char *bytes = bk_profile_to_data (profile, NULL);
  gint64 start;
  BkWindow *window;
  int fd;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  fixture->store = bk_profile_store_new (fixture->folder);
  bk_test_wait_for (bk_test_store_loaded, fixture->store);
  window = g_object_new (BK_TYPE_WINDOW, "application", app, "store", fixture->store,
                         "settings", app_settings (), NULL);
  fixture->window = window;

  start = g_get_monotonic_time ();
  bk_window_open_file (window, slow);
  bk_window_present_when_ready (window);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  bk_test_wait_for (window_visible, window);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 200 * G_TIME_SPAN_MILLISECOND);
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "welcome");

  fd = open (path, O_WRONLY);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, bytes, strlen (bytes)), ==, (gssize)strlen (bytes));
  close (fd);

  bk_test_wait_for (window_has_profile, window);
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "profile");
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (window)), ==, "Arrived late");
}

/* The row's texts: a verdict in a word, and the review date or what is wrong. */
static void
test_row_texts (void)
{
  static const struct
  {
    gboolean    compliance;
    guint       utilisation;
    guint       gpus;
    const char *expected;
  } verdicts[] = {
    { TRUE, 10, 4, "Must buy" },
    { FALSE, 5, 4, "Rent" },
    { FALSE, 100, 4, "Buy" },
    /* docs/model.md#no-demand: nothing to compare, whatever the compliance answer. */
    { TRUE, 100, 0, "No demand" },
  };
  g_autofree char *none = bk_profile_row_verdict_label (NULL, NULL);
  g_autofree char *broken = bk_profile_row_subtitle (NULL, "2026-01-15", "Bad", FALSE);
  g_autofree char *never = bk_profile_row_subtitle (NULL, NULL, NULL, FALSE);
  g_autofree char *invalid = bk_profile_row_subtitle (NULL, "2026-02-30", NULL, FALSE);
  g_autofree char *reviewed = bk_profile_row_subtitle (NULL, "2024-03-05", NULL, FALSE);
  g_autofree char *due = bk_profile_row_subtitle (NULL, "2024-03-05", NULL, TRUE);

  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (broken, ==, "Could not be loaded");
  g_assert_cmpstr (never, ==, "Never reviewed");
  g_assert_cmpstr (invalid, ==, "Never reviewed");
  g_assert_cmpstr (reviewed, ==, "Reviewed on 03/05/2024");
  g_assert_cmpstr (due, ==, "Review due, last on 03/05/2024");

  for (guint i = 0; i < G_N_ELEMENTS (verdicts); i++)
    {
      g_autoptr(BkProfile) profile = bk_profile_new ();
      g_autoptr(BkAnalysis) analysis = NULL;
      g_autofree char *label = NULL;
      BkWorkload *workload = bk_profile_get_workload (profile);

      bk_workload_set_gpus (workload, verdicts[i].gpus);
      bk_workload_set_burst_gpus (workload, 0);
      bk_workload_set_utilisation (workload, verdicts[i].utilisation);
      bk_workload_set_compliance_on_prem (workload, verdicts[i].compliance);
      analysis = bk_analysis_new (profile, NULL);
      label = bk_profile_row_verdict_label (NULL, analysis);
      g_assert_cmpstr (label, ==, verdicts[i].expected);
    }
}


static gboolean
window_has_editor (gpointer data)
{
  return BK_WINDOW (data)->editor != NULL;
}

/* The profile the entry's file holds now, once the autosave has written it. */
static BkProfile *
saved_profile (BkProfileEntry *entry)
{
  bk_test_wait_for (bk_test_entry_saved, entry);
  return bk_test_load_profile (bk_profile_entry_get_file (entry));
}

/* The profile menu's item labelled @label, which shows whether its action can be used. */
static GtkWidget *
menu_item (BkWindow   *window,
           const char *label)
{
  GtkMenuButton *button = window->profile_menu_button;
  GtkWidget *text;

  gtk_menu_button_popup (button);
  bk_test_flush ();
  text = bk_test_find_widget (GTK_WIDGET (gtk_menu_button_get_popover (button)), GTK_TYPE_LABEL,
                              "label", label);
  gtk_menu_button_popdown (button);
  g_assert_nonnull (text);

  return gtk_widget_get_parent (text);
}

/* Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) take back and make again the edits of the profile on
 * screen, the file on disk following; the menu's items follow what there is to undo. A text
 * field with typing of its own to undo takes Ctrl+Z first. */
static void
test_undo (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(BkProfile) profile = new_profile ("Undo");
  g_autoptr(BkProfile) original = NULL;
  g_autoptr(BkProfile) edited = NULL;
  g_autoptr(BkProfile) saved = NULL;
  GtkWidget *window;
  BkProfileEntry *entry;
  GtkSpinButton *spin;
  GtkEditable *name;
  double value;

  open_library (fixture);
  window = GTK_WIDGET (fixture->window);
  entry = bk_window_show_profile (fixture->window, profile);
  bk_test_wait_for (window_has_editor, fixture->window);
  bk_test_wait_for (bk_test_entry_saved, entry);
  original = bk_profile_copy (profile);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-inputs", NULL);
  bk_test_flush ();

  g_assert_false (gtk_widget_get_sensitive (menu_item (fixture->window, "_Undo")));
  g_assert_false (gtk_widget_get_sensitive (menu_item (fixture->window, "_Redo")));
  g_assert_false (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK));

  /* A number of the inputs pane, changed with the focus in it. */
  spin = GTK_SPIN_BUTTON (bk_test_find_widget (fixture->window->editor, GTK_TYPE_SPIN_BUTTON,
                                               NULL, NULL));
  g_assert_nonnull (spin);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
  value = gtk_spin_button_get_value (spin);
  gtk_spin_button_set_value (spin, value + 1);
  g_assert_false (bk_profile_equal (profile, original));
  edited = bk_profile_copy (profile);
  g_assert_true (gtk_widget_get_sensitive (menu_item (fixture->window, "_Undo")));
  saved = saved_profile (entry);
  g_assert_true (bk_profile_equal (saved, edited));
  g_clear_object (&saved);

  g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_true (bk_profile_equal (profile, original));
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, value);
  g_assert_false (gtk_widget_get_sensitive (menu_item (fixture->window, "_Undo")));
  g_assert_true (gtk_widget_get_sensitive (menu_item (fixture->window, "_Redo")));
  saved = saved_profile (entry);
  g_assert_true (bk_profile_equal (saved, original));
  g_clear_object (&saved);

  g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_true (bk_profile_equal (profile, edited));
  g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_true (bk_test_press_keys (window, GDK_KEY_y, GDK_CONTROL_MASK));
  g_assert_true (bk_profile_equal (profile, edited));
  saved = saved_profile (entry);
  g_assert_true (bk_profile_equal (saved, edited));
  g_clear_object (&saved);

  /* Typed into the number and taken: with the focus still in the field, Ctrl+Z takes the value
   * back; the field keeps no typing of its own to undo. */
  {
    g_autoptr(BkProfile) before = bk_profile_copy (profile);

    bk_profile_history_seal (bk_profile_get_history (profile));
    g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
    gtk_editable_set_position (GTK_EDITABLE (spin), -1);
    g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "insert-at-cursor", "5");
    gtk_spin_button_update (spin);
    g_assert_false (bk_profile_equal (profile, before));
    g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK));
    g_assert_true (bk_profile_equal (profile, before));
    g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
    g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK));
    g_assert_true (bk_profile_equal (profile, before));
  }

  /* Typing into the name is a step of the profile's: the profile's text fields leave Ctrl+Z to
   * its history, which takes the typing back at once and then the steps before it. */
  name = GTK_EDITABLE (bk_test_find_row (fixture->window->editor, ADW_TYPE_ENTRY_ROW, "Name"));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (name)));
  gtk_editable_set_position (name, -1);
  /* As typing does it, through the key binding's signal. */
  g_signal_emit_by_name (gtk_editable_get_delegate (name), "insert-at-cursor", " 2");
  g_signal_emit_by_name (gtk_editable_get_delegate (name), "insert-at-cursor", "0");
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "Undo 20");
  g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "Undo");
  g_assert_cmpstr (gtk_editable_get_text (name), ==, "Undo");
  g_assert_true (bk_profile_equal (profile, edited));
  g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_true (bk_profile_equal (profile, original));

  /* Without a profile on the page there is nothing to undo or redo. */
  g_assert_true (gtk_widget_get_sensitive (menu_item (fixture->window, "_Redo")));
  bk_window_show_entry (fixture->window, NULL);
  g_assert_false (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_true (bk_profile_equal (profile, original));
}

/* In the checklist the keys and the header's buttons undo the checklist's own answers, a new
 * profile's too; a new profile starts steady, without peaks. */
static void
test_undo_in_wizard (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWidget *window, *undo_button, *page;
  BkWizard *wizard;
  BkProfile *profile;
  g_autoptr(BkProfile) original = NULL;

  open_library (fixture);
  window = GTK_WIDGET (fixture->window);
  g_assert_true (gtk_widget_activate_action (window, "win.new", NULL));
  wizard = BK_WIZARD (bk_window_get_wizard (fixture->window));
  profile = bk_wizard_get_profile (wizard);
  original = bk_profile_copy (profile);

  /* A new profile has no peaks, and its demand is steady. */
  g_assert_cmpuint (bk_workload_get_burst_gpus (bk_profile_get_workload (profile)), ==, 0);
  g_assert_cmpint (bk_workload_get_predictability (bk_profile_get_workload (profile)), ==,
                   BK_PREDICTABILITY_STEADY);
  page = gtk_widget_get_ancestor (bk_wizard_get_step_widget (wizard, 1), ADW_TYPE_NAVIGATION_PAGE);
  undo_button = bk_test_find_widget (page, GTK_TYPE_BUTTON, "action-name", "win.undo");
  g_assert_nonnull (undo_button);
  g_assert_false (gtk_widget_get_sensitive (undo_button));

  bk_workload_set_gpus (bk_profile_get_workload (profile), 12);
  g_assert_true (gtk_widget_get_sensitive (undo_button));
  gtk_widget_grab_focus (undo_button);
  g_signal_emit_by_name (undo_button, "clicked");
  bk_test_flush ();
  g_assert_true (bk_profile_equal (profile, original));
  g_assert_false (gtk_widget_get_sensitive (undo_button));
  g_assert_true (bk_test_press_keys (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 12);
}


/* The inputs pane ends with a destructive Delete Profile row, which deletes as the menu does. */
static void
test_delete_row (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(BkProfile) profile = new_profile ("Doomed");
  BkProfileEntry *entry;
  GtkWidget *row;

  open_library (fixture);
  entry = bk_window_show_profile (fixture->window, profile);
  bk_test_wait_for (window_has_editor, fixture->window);

  row = GTK_WIDGET (bk_test_find_row (fixture->window->editor, ADW_TYPE_BUTTON_ROW,
                                      "_Delete Profile"));
  g_assert_true (gtk_widget_has_css_class (row, "destructive-action"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "win.delete");

  g_assert_true (gtk_widget_activate (row));
  bk_test_flush ();
  g_assert_true (bk_profile_store_is_deleting (fixture->store, entry));
  g_assert_null (bk_window_get_entry (fixture->window));
}

static void
assert_accels (const char  *action,
               const char **expected)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);

  g_assert_nonnull (accels);
  g_assert_cmpstrv (accels, expected);
}

/* The buttons of @root's window controls (a dialog's close button). */
static void
collect_window_buttons (GtkWidget *root,
                        GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      /* libadwaita's dialogs hold their close button in controls of a private type. */
      if (GTK_IS_BUTTON (child)
          && (GTK_IS_WINDOW_CONTROLS (root)
              || g_str_equal (G_OBJECT_TYPE_NAME (root), "AdwSheetControls")))
        g_ptr_array_add (found, child);
      collect_window_buttons (child, found);
    }
}

/* Whether a close button of the dialog is shown and can take the focus. */
static gboolean
close_can_focus (gpointer dialog)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_window_buttons (GTK_WIDGET (dialog), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];

      if (gtk_widget_get_mapped (button) && gtk_widget_get_focusable (button)
          && gtk_widget_get_can_focus (button)
          && gtk_widget_get_can_focus (gtk_widget_get_parent (button)))
        return TRUE;
    }

  return FALSE;
}

/* A dialog's close button can take the focus, so that Tab reaches it (tests/a11y/walk.py
 * checks with the keyboard that it does in Preferences). The dialog may be laid out again after
 * it opens (floating or a bottom sheet, once the window has its size), and its controls make
 * their buttons anew then. */
static void
assert_close_in_tab_cycle (AdwDialog *dialog)
{
  bk_test_wait_for (close_can_focus, dialog);
}

static void
test_shortcuts (Fixture       *fixture,
                gconstpointer  data)
{
  AdwDialog *dialog;

  open_library (fixture);

  assert_accels ("win.new", (const char *[]) { "<Control>n", NULL });
  assert_accels ("win.import", (const char *[]) { "<Control>o", NULL });
  assert_accels ("win.save", (const char *[]) { "<Control>s", NULL });
  assert_accels ("win.export", (const char *[]) { "<Shift><Control>s", NULL });
  assert_accels ("win.print", (const char *[]) { "<Control>p", NULL });
  assert_accels ("win.export-pdf", (const char *[]) { "<Shift><Control>e", NULL });
  assert_accels ("win.rename", (const char *[]) { "F2", NULL });
  assert_accels ("win.search", (const char *[]) { "<Control>f", NULL });
  assert_accels ("win.close", (const char *[]) { "<Control>w", NULL });
  assert_accels ("app.quit", (const char *[]) { "<Control>q", NULL });
  assert_accels ("app.preferences", (const char *[]) { "<Control>comma", NULL });
  assert_accels ("app.shortcuts", (const char *[]) { "<Control>question", NULL });

  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  bk_test_wait_for (has_dialog, fixture->window);
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (fixture->window));
  g_assert_true (BK_IS_SHORTCUTS_DIALOG (dialog));
  assert_close_in_tab_cycle (dialog);
  /* Each row says its keys to a screen reader, not only shows them. */
  gtk_test_accessible_assert_property (
    bk_test_find_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW,
                      "Undo the last change of the profile"),
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Ctrl+Z");
  gtk_test_accessible_assert_property (
    bk_test_find_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, "Redo the change undone last"),
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Shift+Ctrl+Z or Ctrl+Y");
  bk_test_find_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, "Go on to the next step");
  adw_dialog_force_close (dialog);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  bk_test_wait_for (has_dialog, fixture->window);
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (fixture->window));
  g_assert_true (ADW_IS_ABOUT_DIALOG (dialog));
  g_assert_cmpstr (adw_about_dialog_get_application_name (ADW_ABOUT_DIALOG (dialog)), ==,
                   "Breakeven");
  g_assert_cmpstr (adw_about_dialog_get_version (ADW_ABOUT_DIALOG (dialog)), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_dialog_get_license_type (ADW_ABOUT_DIALOG (dialog)), ==,
                   GTK_LICENSE_GPL_3_0);
  g_assert_nonnull (adw_about_dialog_get_release_notes (ADW_ABOUT_DIALOG (dialog)));
  adw_dialog_force_close (dialog);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  bk_test_wait_for (has_dialog, fixture->window);
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (fixture->window));
  g_assert_true (BK_IS_PREFERENCES_DIALOG (dialog));
  g_assert_true (bk_preferences_dialog_get_settings (BK_PREFERENCES_DIALOG (dialog))
                 == app_settings ());
  assert_close_in_tab_cycle (dialog);
  adw_dialog_force_close (dialog);
}

typedef struct
{
  BkProfileStore *store;
  const char     *name;
} NameWait;

static gboolean
store_has_name (gpointer data)
{
  NameWait *wait = data;
  GListModel *model = G_LIST_MODEL (wait->store);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(BkProfileEntry) entry = g_list_model_get_item (model, i);

      if (g_strcmp0 (bk_profile_entry_get_name (entry), wait->name) == 0)
        return TRUE;
    }

  return FALSE;
}

/* Files opened from the file manager (the application's "open") join the application's own
 * library, under XDG_DATA_HOME. */
static void
test_app_open (Fixture       *fixture,
               gconstpointer  data)
{
  g_autofree char *parent = g_path_get_dirname (fixture->path);
  g_autofree char *path = g_build_filename (parent, "opened.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *expected_folder = g_build_filename (g_get_user_data_dir (), "breakeven",
                                                       "profiles", NULL);
  BkProfileStore *store = bk_application_get_store (app);
  NameWait wait = { store, "Opened from the file manager" };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GtkWindow *window;

  g_assert_cmpstr (g_file_peek_path (bk_profile_store_get_folder (store)), ==, expected_folder);
  g_assert_true (g_str_has_prefix (expected_folder, g_getenv ("XDG_DATA_HOME")));

  write_profile (file, wait.name, 5);
  before = bk_test_read_file (file);
  g_application_open (G_APPLICATION (app), &file, 1, "");
  bk_test_wait_for (store_has_name, &wait);

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (BK_IS_WINDOW (window));
  g_assert_cmpstr (bk_profile_get_name (bk_window_get_profile (BK_WINDOW (window))), ==,
                   wait.name);
  bk_profile_store_flush (store);
  after = bk_test_read_file (file);
  g_assert_cmpstr (after, ==, before);

  destroy_window (BK_WINDOW (window));
}

/* A catalogue dropped on the window becomes the team's price list and is kept; a bad one is
 * refused and the shipped catalogue stays (docs/model.md#the-teams-price-list). */
static void
test_drop_catalogue (Fixture       *fixture,
                     gconstpointer  data)
{
  const char *good_json = "{\"format\": 2, \"gpus\": [], \"rents\": [{\"gpu-id\": \"h100-sxm\", "
                          "\"provider\": \"Our contract\", \"provider-type\": \"specialised\", "
                          "\"price-per-hour\": 1.95, \"currency\": \"USD\", \"term\": \"reserved\", "
                          "\"term-months\": 12, \"source\": \"Signed on 2026-10-01\", "
                          "\"as-of\": \"2026-10-01\"}]}";
  g_autofree char *good = g_build_filename (fixture->path, "..", "team.json", NULL);
  g_autofree char *bad = g_build_filename (fixture->path, "..", "bad-team.json", NULL);
  g_autoptr(GFile) good_file = g_file_new_for_path (good);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GFile) kept = bk_catalogue_dup_team_file ();
  BkApplication *application = BK_APPLICATION (app);
  guint gpus, offers;

  open_library (fixture);
  g_assert_true (g_file_set_contents (good, good_json, -1, NULL));
  g_assert_true (g_file_set_contents (bad, "{\"format\": 2, \"gpus\": [], \"rents\": "
                                           "[{\"gpu-id\": \"h100-sxm\", \"provider\": \"X\"}]}",
                                      -1, NULL));

  g_assert_true (_bk_window_drop_file (fixture->window, bad_file));
  g_assert_false (bk_catalogue_count_team (bk_application_get_catalogue (application), NULL, NULL));
  g_assert_false (g_file_query_exists (kept, NULL));

  g_assert_true (_bk_window_drop_file (fixture->window, good_file));
  g_assert_true (bk_catalogue_count_team (bk_application_get_catalogue (application), &gpus,
                                          &offers));
  g_assert_cmpuint (offers, ==, 1);
  /* The pages read the loaded catalogue, the current one. */
  g_assert_true (bk_catalogue_get_current () == bk_application_get_catalogue (application));
  g_assert_true (g_file_query_exists (kept, NULL));

  g_assert_true (bk_application_remove_team_catalogue (application, NULL));
  g_assert_false (g_file_query_exists (kept, NULL));
  g_assert_false (bk_catalogue_count_team (bk_catalogue_get_current (), NULL, NULL));
  g_assert_true (bk_catalogue_get_current () == bk_catalogue_get_default ());

  g_unlink (good);
  g_unlink (bad);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = g_dir_make_tmp ("test-window-data-XXXXXX", &error);
  int status;

  g_assert_no_error (error);

  /* Before anything asks GLib for the user's folders: the real ones are never touched. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  /* A window destroyed while libadwaita animates a page leaves GTK with a frame's render nodes
   * that it never frees, which LeakSanitizer reports (build-aux/dev test --sanitize). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  adw_init ();

  /* Not unique, so that tests running side by side do not hand their windows to each other. */
  app = bk_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/window/row-texts", test_row_texts);

#define ADD(path, func) \
  g_test_add ("/window/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("start-on-welcome", test_start_on_welcome);
  ADD ("wizard-to-result", test_wizard_to_result);
  ADD ("wizard-cancelled", test_wizard_cancelled);
  ADD ("sidebar", test_sidebar);
  ADD ("search", test_search);
  ADD ("rows-after-first-frame", test_rows_after_first_frame);
  ADD ("change-updates-once", test_change_updates_once);
  ADD ("lower-groups-follow", test_lower_groups_follow);
  ADD ("strategy-follows", test_strategy_follows);
  ADD ("open-invalid", test_open_invalid);
  ADD ("open-imports", test_open_imports);
  ADD ("rename-and-duplicate", test_rename_and_duplicate);
  ADD ("delete-and-undo", test_delete_and_undo);
  ADD ("edit-checklist", test_edit_checklist);
  ADD ("review-banner", test_review_banner);
  ADD ("examples", test_examples);
  ADD ("examples-show-bands", test_examples_show_bands);
  ADD ("first-screen", test_first_screen);
  ADD ("inputs-subtitles", test_inputs_subtitles);
  ADD ("compare", test_compare);
  ADD ("narrow", test_narrow);
  ADD ("focus-kept-on-widen", test_focus_kept_on_widen);
  ADD ("library-built-late-narrow", test_library_built_late_narrow);
  ADD ("library-built-late-medium", test_library_built_late_medium);
  ADD ("library-built-late-medium-narrowed", test_library_built_late_medium_narrowed);
  ADD ("narrowed-freed", test_narrowed_freed);
  ADD ("narrowed-widened-freed", test_narrowed_widened_freed);
  ADD ("restore", test_restore);
  ADD ("shortcuts", test_shortcuts);
  ADD ("undo", test_undo);
  ADD ("undo-in-wizard", test_undo_in_wizard);
  ADD ("delete-row", test_delete_row);
  ADD ("app-open", test_app_open);
  ADD ("present-when-ready", test_present_when_ready);
  ADD ("present-timeout", test_present_timeout);
  ADD ("drop-catalogue", test_drop_catalogue);

#undef ADD

  status = g_test_run ();

  g_clear_object (&app);
  bk_test_remove_tree (data_home);

  return status;
}
