/* test-window.c: the main window end to end: welcome, wizard, result, files and shortcuts
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bk-application.h"
#include "bk-closures.h"
#include "bk-format.h"
#include "bk-shortcuts-dialog.h"
#include "bk-window.h"
#include "bk-wizard.h"

#define TIMEOUT_SECONDS 10

static BkApplication *app;

typedef gboolean (*Condition) (gpointer data);

static gboolean
timed_out_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @condition holds; fails the test after TIMEOUT_SECONDS. */
static void
wait_for (Condition condition,
          gpointer  data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (TIMEOUT_SECONDS, timed_out_cb, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (id);

  g_assert_false (timed_out);
}

static gboolean
has_dialog (gpointer data)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (data)) != NULL;
}

static gboolean
pointer_is_null (gpointer data)
{
  return *(gpointer *)data == NULL;
}

static void
flush_events (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static BkWindow *
new_window (void)
{
  BkWindow *window = bk_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();

  return window;
}

static void
destroy_window (BkWindow *window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_for (pointer_is_null, &weak);
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
  flush_events ();

  g_assert_cmpuint (count_toplevels (), ==, before);
  g_assert_null (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
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

  assert_label (view, "verdict_label", bk_closure_verdict_title (NULL, expected));
  assert_label (view, "reason_label", bk_closure_verdict_reason (NULL, expected));
  assert_label (view, "agreement_label", bk_closure_agreement (NULL, expected));
  assert_label (view, "rent_tco_label",
                bk_format_money (bk_analysis_get_tco (expected, BK_OPTION_RENT), currency, -1));
  assert_label (view, "buy_tco_label",
                bk_format_money (bk_analysis_get_tco (expected, BK_OPTION_BUY), currency, -1));
  assert_label (view, "hybrid_tco_label",
                bk_format_money (bk_analysis_get_tco (expected, BK_OPTION_HYBRID), currency, -1));
  assert_label (view, "break_even_label", bk_closure_break_even (NULL, expected));
  assert_label (view, "optimal_label", bk_closure_optimal_pool (NULL, expected));

  g_assert_cmpint (bk_chart_get_break_even (bk_result_view_get_chart (view)), ==,
                   bk_analysis_get_break_even_month (expected));
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
count_signal_cb (gpointer  object,
                 guint    *count)
{
  (*count)++;
}

/* The profile the tests load and show: four base GPUs and four more at a peak of a week a month,
 * busy 70 % of the time. */
static BkProfile *
new_profile (const char *name)
{
  BkProfile *profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_profile_set_name (profile, name);
  bk_workload_set_gpus (workload, 4);
  bk_workload_set_burst_gpus (workload, 4);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_burst_days (workload, 7);
  bk_workload_set_utilisation (workload, 70);

  return profile;
}

static GFile *
write_temp_file (const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  int fd;

  fd = g_file_open_tmp ("test-window-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);

  return g_file_new_for_path (path);
}

static void
test_start_on_welcome (void)
{
  BkWindow *window = new_window ();

  g_assert_cmpstr (bk_window_get_page_name (window), ==, "welcome");
  g_assert_null (bk_window_get_profile (window));
  g_assert_null (bk_window_get_wizard (window));
  g_assert_false (bk_window_get_modified (window));

  /* Nothing to save or export without a profile: the actions are disabled and open no dialog. */
  assert_action_disabled (window, "win.save");
  assert_action_disabled (window, "win.save-as");
  assert_action_disabled (window, "win.export-csv");
  assert_action_disabled (window, "win.edit-checklist");

  destroy_window (window);
}

/* win.new starts the wizard on a new profile; going next through all eight steps reaches the
 * result, which shows the engine's figures for the answers given. */
static void
test_wizard_to_result (void)
{
  BkWindow *window = new_window ();
  BkWizard *wizard;
  BkProfile *profile;
  BkWorkload *workload;
  guint finished = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL));
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "wizard");

  wizard = BK_WIZARD (bk_window_get_wizard (window));
  g_assert_true (BK_IS_WIZARD (wizard));
  g_signal_connect (wizard, "finished", G_CALLBACK (count_signal_cb), &finished);

  profile = bk_wizard_get_profile (wizard);
  g_assert_true (BK_IS_PROFILE (profile));
  g_assert_null (bk_window_get_profile (window));

  /* The window's actions wait while the wizard runs. */
  assert_action_disabled (window, "win.save-as");
  assert_action_disabled (window, "win.open");

  /* Answers, set as the wizard's forms would set them. */
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
      flush_events ();
    }

  g_assert_cmpuint (finished, ==, 1);
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "profile");
  g_assert_true (bk_window_get_profile (window) == profile);
  g_assert_null (bk_window_get_file (window));
  g_assert_true (bk_window_get_modified (window));
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 6);

  assert_result_matches_engine (bk_window_get_result_view (window), profile);

  destroy_window (window);
}

/* One change of one input recomputes once; a value set again to what it is changes nothing. */
static void
test_change_updates_once (void)
{
  BkWindow *window = new_window ();
  g_autoptr(BkProfile) profile = new_profile ("Once");
  BkResultView *view = bk_window_get_result_view (window);
  BkWorkload *workload = bk_profile_get_workload (profile);
  guint updates = 0;

  bk_window_show_profile (window, profile, NULL);
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "profile");
  g_assert_false (bk_window_get_modified (window));
  assert_result_matches_engine (view, profile);

  g_signal_connect (view, "notify::analysis", G_CALLBACK (count_cb), &updates);

  bk_workload_set_utilisation (workload, 20);
  g_assert_cmpuint (updates, ==, 1);
  g_assert_true (bk_window_get_modified (window));
  g_assert_cmpint (bk_analysis_get_lean (bk_result_view_get_analysis (view),
                                         BK_CHECKLIST_UTILISATION), ==, BK_LEAN_RENT);
  assert_result_matches_engine (view, profile);

  bk_workload_set_utilisation (workload, 20);
  g_assert_cmpuint (updates, ==, 1);

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 9.5);
  g_assert_cmpuint (updates, ==, 2);
  assert_result_matches_engine (view, profile);

  g_signal_handlers_disconnect_by_func (view, count_cb, &updates);
  destroy_window (window);
}

/* A file that fails to load shows the loader's message, which names the field, and the profile
 * on screen stays. */
static void
test_open_invalid (void)
{
  BkWindow *window = new_window ();
  g_autoptr(BkProfile) profile = new_profile ("Stays");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) none = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *body = NULL;
  AdwDialog *dialog;

  bk_window_show_profile (window, profile, NULL);

  file = write_temp_file ("{ \"format\": 1, \"name\": \"Broken\", "
                          "\"hardware\": { \"purchase-price\": -5 } }");
  none = bk_profile_new_from_file (file, NULL, &error);
  g_assert_null (none);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "purchase-price"));

  bk_window_open_file (window, file);
  wait_for (has_dialog, window);

  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), ==,
                   "Could Not Open the Profile");
  basename = g_file_get_basename (file);
  body = g_strdup_printf ("%s: %s", basename, error->message);
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog)), ==, body);

  g_assert_true (bk_window_get_profile (window) == profile);
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "Stays");
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "profile");

  adw_dialog_force_close (dialog);
  g_file_delete (file, NULL, NULL);
  destroy_window (window);
}

static gboolean
profile_is_loaded (gpointer data)
{
  return bk_window_get_profile (BK_WINDOW (data)) != NULL;
}

/* A valid file opens, and win.save writes the changed profile back to it. */
static void
test_open_and_save (void)
{
  BkWindow *window = new_window ();
  g_autoptr(BkProfile) original = new_profile ("On disk");
  g_autoptr(BkProfile) reloaded = NULL;
  g_autofree char *data = bk_profile_to_data (original, NULL);
  g_autoptr(GFile) file = write_temp_file (data);
  g_autoptr(GError) error = NULL;
  BkProfile *shown;

  bk_window_open_file (window, file);
  wait_for (profile_is_loaded, window);

  shown = bk_window_get_profile (window);
  g_assert_true (bk_profile_equal (shown, original));
  g_assert_true (g_file_equal (bk_window_get_file (window), file));
  g_assert_false (bk_window_get_modified (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "On disk");

  bk_workload_set_horizon_months (bk_profile_get_workload (shown), 48);
  g_assert_true (bk_window_get_modified (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_false (bk_window_get_modified (window));

  reloaded = bk_profile_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bk_workload_get_horizon_months (bk_profile_get_workload (reloaded)), ==, 48);
  g_assert_true (bk_profile_equal (reloaded, shown));

  g_file_delete (file, NULL, NULL);
  destroy_window (window);
}

/* "Edit Checklist" walks through the profile on screen; going back out of it keeps the answers. */
static void
test_edit_checklist (void)
{
  BkWindow *window = new_window ();
  g_autoptr(BkProfile) profile = new_profile ("Edited");
  BkWizard *wizard;

  bk_window_show_profile (window, profile, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-checklist", NULL));
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "wizard");

  wizard = BK_WIZARD (bk_window_get_wizard (window));
  g_assert_true (bk_wizard_get_profile (wizard) == profile);

  bk_wizard_next (wizard);
  flush_events ();
  bk_workload_set_needs_latest_gpus (bk_profile_get_workload (profile), TRUE);
  bk_wizard_back (wizard);
  flush_events ();
  bk_wizard_back (wizard);
  flush_events ();

  g_assert_cmpstr (bk_window_get_page_name (window), ==, "profile");
  g_assert_true (bk_window_get_profile (window) == profile);
  g_assert_true (bk_workload_get_needs_latest_gpus (bk_profile_get_workload (profile)));
  g_assert_true (bk_window_get_modified (window));
  g_assert_cmpint (bk_analysis_get_lean (bk_result_view_get_analysis (
                     bk_window_get_result_view (window)), BK_CHECKLIST_OBSOLESCENCE), ==,
                   BK_LEAN_RENT);

  destroy_window (window);
}

/* A profile last reviewed over a year ago shows the reminder; "Mark as Reviewed" records today. */
static void
test_review_banner (void)
{
  BkWindow *window = new_window ();
  g_autoptr(BkProfile) profile = new_profile ("Old");
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  AdwBanner *banner;

  bk_profile_set_reviewed (profile, "2020-02-29");
  bk_window_show_profile (window, profile, NULL);

  banner = ADW_BANNER (gtk_widget_get_template_child (GTK_WIDGET (window), BK_TYPE_WINDOW,
                                                      "review_banner"));
  g_assert_true (adw_banner_get_revealed (banner));
  g_assert_nonnull (strstr (adw_banner_get_title (banner), "2020"));

  g_signal_emit_by_name (banner, "button-clicked");
  g_assert_cmpstr (bk_profile_get_reviewed (profile), ==, today);
  g_assert_false (adw_banner_get_revealed (banner));
  g_assert_true (bk_window_get_modified (window));

  destroy_window (window);
}

/* The examples come from the resource; opening one shows a copy of it. */
static void
test_examples (void)
{
  BkWindow *window = new_window ();
  GListModel *examples = bk_window_get_examples (window);
  g_autoptr(BkProfile) first = NULL;
  BkProfile *shown;

  g_assert_cmpuint (g_list_model_get_n_items (examples), >=, 1);
  first = g_list_model_get_item (examples, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example", "u", 0));
  shown = bk_window_get_profile (window);
  g_assert_nonnull (shown);
  g_assert_true (shown != first);
  g_assert_true (bk_profile_equal (shown, first));
  g_assert_cmpstr (bk_window_get_page_name (window), ==, "profile");
  g_assert_false (bk_window_get_modified (window));
  assert_result_matches_engine (bk_window_get_result_view (window), shown);

  destroy_window (window);
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Closing a window with unsaved changes asks first; discarding closes it. */
static void
test_close_asks (void)
{
  BkWindow *window = new_window ();
  g_autoptr(BkProfile) profile = new_profile ("Unsaved");
  gpointer weak = window;
  AdwDialog *dialog;
  GtkWidget *button;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  bk_window_show_profile (window, profile, NULL);
  bk_profile_set_notes (profile, "A change");
  g_assert_true (bk_window_get_modified (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.close", NULL));
  wait_for (has_dialog, window);
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_true (adw_alert_dialog_has_response (ADW_ALERT_DIALOG (dialog), "discard"));
  g_assert_nonnull (weak);

  /* The user clicks "Discard". */
  button = find_button (GTK_WIDGET (dialog), "_Discard");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  wait_for (pointer_is_null, &weak);
}

static void
assert_accels (const char  *action,
               const char **expected)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);

  g_assert_nonnull (accels);
  g_assert_cmpstrv (accels, expected);
}

static void
test_shortcuts (void)
{
  BkWindow *window = new_window ();
  AdwDialog *dialog;

  assert_accels ("win.new", (const char *[]) { "<Control>n", NULL });
  assert_accels ("win.open", (const char *[]) { "<Control>o", NULL });
  assert_accels ("win.save", (const char *[]) { "<Control>s", NULL });
  assert_accels ("win.save-as", (const char *[]) { "<Shift><Control>s", NULL });
  assert_accels ("win.close", (const char *[]) { "<Control>w", NULL });
  assert_accels ("app.quit", (const char *[]) { "<Control>q", NULL });
  assert_accels ("app.shortcuts", (const char *[]) { "F1", "<Control>question", NULL });

  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  wait_for (has_dialog, window);
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (BK_IS_SHORTCUTS_DIALOG (dialog));
  adw_dialog_force_close (dialog);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  wait_for (has_dialog, window);
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ABOUT_DIALOG (dialog));
  g_assert_cmpstr (adw_about_dialog_get_version (ADW_ABOUT_DIALOG (dialog)), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_dialog_get_license_type (ADW_ABOUT_DIALOG (dialog)), ==,
                   GTK_LICENSE_GPL_3_0);
  adw_dialog_force_close (dialog);

  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* Not unique, so that tests running side by side do not hand their windows to each other. */
  app = bk_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/window/start-on-welcome", test_start_on_welcome);
  g_test_add_func ("/window/wizard-to-result", test_wizard_to_result);
  g_test_add_func ("/window/change-updates-once", test_change_updates_once);
  g_test_add_func ("/window/open-invalid", test_open_invalid);
  g_test_add_func ("/window/open-and-save", test_open_and_save);
  g_test_add_func ("/window/edit-checklist", test_edit_checklist);
  g_test_add_func ("/window/review-banner", test_review_banner);
  g_test_add_func ("/window/examples", test_examples);
  g_test_add_func ("/window/close-asks", test_close_asks);
  g_test_add_func ("/window/shortcuts", test_shortcuts);

  status = g_test_run ();

  g_clear_object (&app);

  return status;
}
