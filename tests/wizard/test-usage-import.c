/* test-usage-import.c: "Read from usage logs…" in the utilisation step, driven like a user would
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage: the logs are read off the main thread; nothing in the profile
 * changes until the user accepts, and accepting is one undo step.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bk-consent.h"
#include "bk-profile-history.h"
#include "bk-profile.h"
#include "bk-prometheus-dialog.h"
#include "bk-step.h"
#include "bk-step-utilisation.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-server.h"
#include "bk-test-utils.h"
#include "bk-usage-import.h"
#include "bk-wizard.h"
#include "bk-workload.h"

static GFile *
fixture (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "tests", "model", "usage",
                                            name, NULL);

  return g_file_new_for_path (path);
}

static gboolean
state_is_not_reading (gpointer data)
{
  return !g_str_equal (bk_usage_import_get_state (data), "reading");
}

static GtkButton *
find_button (GtkWidget  *root,
             const char *label)
{
  return GTK_BUTTON (bk_test_find_widget (root, GTK_TYPE_BUTTON, "label", label));
}

/* The step shows the import; reading the fixtures shows the values with their provenance and
 * leaves the profile alone; accepting fills it as one step that one undo takes back. */
static void
test_accept (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  BkProfileHistory *history = bk_profile_get_history (profile);
  GtkWidget *step = bk_step_utilisation_new ();
  GtkWindow *window;
  BkUsageImport *import;
  g_autoptr(GFile) a = fixture ("nvidia-smi-host-a.csv");
  g_autoptr(GFile) b = fixture ("nvidia-smi-host-b-noheader-nounits.csv");
  g_autoptr(GFile) c = fixture ("nvidia-smi-host-c-reordered.csv");
  GFile *files[] = { a, b, c };
  GtkWidget *row;

  bk_step_set_profile (BK_STEP (step), profile);
  window = bk_test_show_in_window (step, 800, 1000, FALSE);
  import = BK_USAGE_IMPORT (bk_test_find_widget (step, BK_TYPE_USAGE_IMPORT, NULL, NULL));
  g_assert_nonnull (import);
  g_assert_cmpstr (bk_usage_import_get_state (import), ==, "idle");
  g_assert_nonnull (find_button (GTK_WIDGET (import), "_Read from Usage Logs…"));

  bk_usage_import_read_files (import, files, G_N_ELEMENTS (files));
  bk_test_wait_for (state_is_not_reading, import);
  g_assert_cmpstr (bk_usage_import_get_state (import), ==, "result");

  /* Shown, not applied: the nvidia-smi fixture gives u = 61.67 % and B = 3 of 4 GPUs. */
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 2);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 0);
  row = bk_test_find_widget (GTK_WIDGET (import), ADW_TYPE_ACTION_ROW, "title",
                             "Average utilisation: 62%");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "62% over 1 day of 4 GPUs, 11/02/2026 to 11/02/2026");
  g_assert_nonnull (bk_test_find_widget (GTK_WIDGET (import), ADW_TYPE_ACTION_ROW, "title",
                                         "Base: 3 GPUs"));
  g_assert_nonnull (bk_test_find_widget (GTK_WIDGET (import), ADW_TYPE_ACTION_ROW, "title",
                                         "Growth: as before"));

  g_signal_emit_by_name (find_button (GTK_WIDGET (import), "_Use These Values"), "clicked");
  g_assert_cmpstr (bk_usage_import_get_state (import), ==, "idle");
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 3);
  g_assert_cmpfloat_with_epsilon (bk_workload_get_utilisation (workload), 185.0 / 3, 1e-9);
  g_assert_cmpstr (bk_profile_get_measured_source (profile), ==, "nvidia-smi");
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 1);
  row = bk_test_find_widget (GTK_WIDGET (import), ADW_TYPE_PREFERENCES_ROW, "title", "Usage logs");
  g_assert_nonnull (bk_test_find_label (row, "Measured from nvidia-smi logs, 11/02/2026 to "
                                             "11/02/2026, 4 GPUs"));

  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 2);
  g_assert_cmpfloat (bk_workload_get_utilisation (workload), ==, 60);
  g_assert_null (bk_profile_get_measured_source (profile));

  gtk_window_destroy (window);
}

/* A log that is not one: the message names the file and line, the profile stays as it was. */
static void
test_error (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  GtkWidget *import = bk_usage_import_new ();
  GtkWindow *window;
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data", "profiles",
                                            "llm-team-h100.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkLabel *message;

  bk_usage_import_set_profile (BK_USAGE_IMPORT (import), profile);
  window = bk_test_show_in_window (import, 600, 600, FALSE);
  bk_usage_import_read_files (BK_USAGE_IMPORT (import), &file, 1);
  bk_test_wait_for (state_is_not_reading, import);
  g_assert_cmpstr (bk_usage_import_get_state (BK_USAGE_IMPORT (import)), ==, "idle");

  message = bk_test_find_label (import, "The logs could not be read");
  g_assert_nonnull (message);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (message)));
  g_assert_nonnull (strstr (gtk_label_get_label (message), "llm-team-h100.json"));
  g_assert_nonnull (strstr (gtk_label_get_label (message), "line "));
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 0);
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 2);
  g_assert_null (bk_profile_get_measured_source (profile));

  gtk_window_destroy (window);
}

/* Cancel stops a long read; the profile stays as it was. The log is written here: 24 MB of
 * nvidia-smi rows take longer to read than the click takes. */
static void
test_cancel (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  GtkWidget *import = bk_usage_import_new ();
  GtkWindow *window;
  g_autofree char *dir = g_dir_make_tmp ("bk-usage-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) log = g_string_new ("timestamp, index, uuid, utilization.gpu [%]\n");
  g_autoptr(GError) error = NULL;
  gint64 start = 1793613600 - 60 * 86400;

  for (guint i = 0; i < 400000; i++)
    {
      g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (start + i * 10);
      g_autofree char *stamp = g_date_time_format (time, "%Y/%m/%d %H:%M:%S.000");

      g_string_append_printf (log, "%s, 0, GPU-big-%u, %u %%\n", stamp, i % 8, i % 100);
      g_string_append_printf (log, "%s, 1, GPU-big-x%u, %u %%\n", stamp, i % 8, i % 100);
    }
  g_file_set_contents (path, log->str, log->len, &error);
  g_assert_no_error (error);

  bk_usage_import_set_profile (BK_USAGE_IMPORT (import), profile);
  window = bk_test_show_in_window (import, 600, 600, FALSE);
  bk_usage_import_read_files (BK_USAGE_IMPORT (import), &file, 1);
  g_assert_cmpstr (bk_usage_import_get_state (BK_USAGE_IMPORT (import)), ==, "reading");
  g_signal_emit_by_name (find_button (import, "_Cancel"), "clicked");
  bk_test_wait_for (state_is_not_reading, import);
  g_assert_cmpstr (bk_usage_import_get_state (BK_USAGE_IMPORT (import)), ==, "idle");
  g_assert_nonnull (bk_test_find_label (import, "Reading stopped"));
  g_assert_null (bk_profile_get_measured_source (profile));
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 2);

  gtk_window_destroy (window);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The bounds of @widget in @import's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *import)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, import, &bounds));

  return bounds;
}

/* At phone width the button goes below the provenance rather than squeezing it; on a wide pane
 * the two share a line, the button at the end. The row keeps its name and says the provenance. */
static void
test_narrow (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  const char *not_read = "Not read yet: the checklist’s values are typed in";
  const int widths[] = { 360, 800 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      GtkWidget *import = bk_usage_import_new ();
      GtkWindow *window;
      GtkWidget *row;
      GtkLabel *provenance;
      GtkButton *button;
      graphene_rect_t text, read;

      bk_usage_import_set_profile (BK_USAGE_IMPORT (import), profile);
      window = bk_test_show_in_window (import, widths[i], 600, FALSE);
      row = bk_test_find_widget (import, ADW_TYPE_PREFERENCES_ROW, "title", "Usage logs");
      g_assert_nonnull (row);
      provenance = bk_test_find_label (row, not_read);
      g_assert_nonnull (provenance);
      button = find_button (row, "_Read from Usage Logs…");
      g_assert_nonnull (button);
      gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, "Usage logs");
      gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, not_read);

      text = bounds_in (GTK_WIDGET (provenance), import);
      read = bounds_in (GTK_WIDGET (button), import);
      if (widths[i] < 600)
        {
          /* Below, and the provenance has the row's whole width: at most two lines. */
          g_assert_cmpfloat (read.origin.y, >=, text.origin.y + text.size.height);
          g_assert_cmpfloat (text.size.height, <, 3 * read.size.height / 2);
        }
      else
        {
          /* Beside, at the end of the same line. */
          g_assert_cmpfloat (read.origin.y, <, text.origin.y + text.size.height);
          g_assert_cmpfloat (read.origin.x, >=, text.origin.x + text.size.width);
        }

      gtk_window_destroy (window);
    }
}

/* Leaving the utilisation step with values read and not yet accepted takes them, whatever has
 * the focus: Ctrl+Return (the wizard's Next) with the focus on "Use These Values" moves on with
 * the measured utilisation, as one undo step. */
static void
test_leave_takes_pending (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkWizard *wizard = g_object_ref_sink (bk_wizard_new (profile));
  g_autoptr(GFile) a = fixture ("nvidia-smi-host-a.csv");
  g_autoptr(GFile) b = fixture ("nvidia-smi-host-b-noheader-nounits.csv");
  g_autoptr(GFile) c = fixture ("nvidia-smi-host-c-reordered.csv");
  GFile *files[] = { a, b, c };
  BkUsageImport *import;
  GtkWindow *window;
  GtkButton *use;

  window = bk_test_show_in_window (GTK_WIDGET (wizard), 800, 1000, FALSE);
  bk_wizard_next (wizard);
  bk_test_flush ();
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 2);

  import = BK_USAGE_IMPORT (bk_test_find_widget (bk_wizard_get_step_widget (wizard, 2),
                                                 BK_TYPE_USAGE_IMPORT, NULL, NULL));
  bk_usage_import_read_files (import, files, G_N_ELEMENTS (files));
  bk_test_wait_for (state_is_not_reading, import);
  g_assert_cmpstr (bk_usage_import_get_state (import), ==, "result");
  use = find_button (GTK_WIDGET (import), "_Use These Values");
  g_assert_nonnull (use);
  g_assert_true (gtk_window_get_focus (window) == GTK_WIDGET (use));
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (wizard), "wizard.next", NULL));
  bk_test_flush ();
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 3);
  g_assert_cmpstr (bk_usage_import_get_state (import), ==, "idle");
  g_assert_cmpfloat_with_epsilon (bk_workload_get_utilisation (workload), 185.0 / 3, 1e-9);
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 3);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 1);

  gtk_window_destroy (window);
  g_object_unref (wizard);
}

/* A Prometheus that has two GPUs of one host for the last two days: GPU 0 at 80 %, GPU 1 at
 * 20 %, each hour. */
static void
prometheus_handler (SoupServer        *server,
                    SoupServerMessage *message,
                    const char        *path,
                    GHashTable        *query,
                    gpointer           user_data)
{
  const char *json = "application/json";
  GString *body;

  if (g_str_equal (path, "/api/v1/status/buildinfo"))
    body = g_string_new ("{\"status\":\"success\",\"data\":{\"version\":\"2.53.3\"}}");
  else if (g_str_equal (path, "/api/v1/series"))
    body = g_string_new ("{\"status\":\"success\",\"data\":["
                         "{\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",\"UUID\":\"GPU-0\"},"
                         "{\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",\"UUID\":\"GPU-1\"}]}");
  else
    {
      gint64 start = (gint64) g_ascii_strtod (g_hash_table_lookup (query, "start"), NULL);
      gint64 end = (gint64) g_ascii_strtod (g_hash_table_lookup (query, "end"), NULL);
      gint64 now = g_get_real_time () / G_USEC_PER_SEC;

      body = g_string_new ("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                           "\"result\":[");
      for (guint gpu = 0; gpu < 2; gpu++)
        {
          gboolean first = TRUE;

          g_string_append_printf (body, "%s{\"metric\":{\"UUID\":\"GPU-%u\"},\"values\":[",
                                  gpu ? "," : "", gpu);
          for (gint64 t = start; t <= end; t += 3600)
            if (t > now - 2 * 86400)
              {
                g_string_append_printf (body, "%s[%" G_GINT64_FORMAT ".999,\"%u\"]",
                                        first ? "" : ",", t, gpu == 0 ? 80 : 20);
                first = FALSE;
              }
          g_string_append (body, "]}");
        }
      g_string_append (body, "]}}");
    }

  soup_server_message_set_status (message, 200, NULL);
  soup_server_message_set_response (message, json, SOUP_MEMORY_COPY, body->str, body->len);
  g_string_free (body, TRUE);
}

static gboolean
has_dialog (gpointer data)
{
  return adw_window_get_visible_dialog (ADW_WINDOW (data)) != NULL;
}

static gboolean
shows_result (gpointer data)
{
  return g_str_equal (bk_usage_import_get_state (data), "result");
}

/* "Read from Prometheus…": the address, the consent, the read off the main thread, the values
 * with the metric and the series, and the server kept for the next time. */
static void
test_prometheus (void)
{
  g_autoptr(BkTestServer) server = bk_test_server_new (NULL);
  g_autofree char *address = bk_test_server_uri (server, "/graph");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkUsageImport *import = BK_USAGE_IMPORT (bk_usage_import_new ());
  GtkWindow *window;
  AdwDialog *dialog;
  GtkWidget *address_row, *read;
  g_autoptr(GUri) uri = NULL;
  g_autofree char *kept = NULL;
  const char *heading;

  bk_test_server_add (server, "/api", prometheus_handler, NULL);
  g_settings_reset (settings, "prometheus-address");
  g_settings_reset (settings, "allowed-servers");
  bk_usage_import_set_profile (import, profile);
  window = bk_test_show_in_window (GTK_WIDGET (import), 800, 700, FALSE);

  /* Without the settings (a widget made on its own) there is no consent to keep: off. */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (find_button (GTK_WIDGET (import),
                                                                     "Read from _Prometheus…"))));
  bk_usage_import_set_settings (import, settings);
  g_signal_emit_by_name (find_button (GTK_WIDGET (import), "Read from _Prometheus…"), "clicked");
  bk_test_wait_for (has_dialog, window);
  dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  g_assert_true (BK_IS_PROMETHEUS_DIALOG (dialog));

  /* Not an address yet: Read is off and the dialog says why. */
  address_row = bk_test_find_widget (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, "title",
                                     "Server address");
  read = GTK_WIDGET (find_button (GTK_WIDGET (dialog), "_Read"));
  gtk_editable_set_text (GTK_EDITABLE (address_row), "prometheus:9090");
  g_assert_false (gtk_widget_get_sensitive (read));
  g_assert_nonnull (bk_test_find_label (GTK_WIDGET (dialog), "“prometheus:9090” is not a web "
                                                             "address"));
  gtk_editable_set_text (GTK_EDITABLE (address_row), address);
  g_assert_true (gtk_widget_get_sensitive (read));
  g_assert_cmpuint (bk_prometheus_dialog_get_days (BK_PROMETHEUS_DIALOG (dialog)), ==, 90);
  g_signal_emit_by_name (read, "clicked");

  /* The consent, once. */
  bk_test_wait_for (has_dialog, window);
  dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_signal_emit_by_name (find_button (GTK_WIDGET (dialog), "C_onnect"), "clicked");

  bk_test_wait_for (shows_result, import);
  heading = gtk_label_get_label (bk_test_find_label (GTK_WIDGET (import), "Read DCGM_FI_DEV_GPU_UTIL"));
  g_assert_nonnull (strstr (heading, "from http://127.0.0.1:"));
  g_assert_nonnull (strstr (heading, ": 2 GPUs in 2 series."));
  /* Nothing changes until the values are used: then GPU 0 at 80 % and GPU 1 at 20 %, both
   * active, are a base of two at 50 %. */
  g_assert_null (bk_profile_get_measured_source (profile));
  g_signal_emit_by_name (find_button (GTK_WIDGET (import), "_Use These Values"), "clicked");
  g_assert_cmpstr (bk_profile_get_measured_source (profile), ==, "dcgm");
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 2);
  g_assert_cmpfloat_with_epsilon (bk_workload_get_utilisation (bk_profile_get_workload (profile)),
                                  50, 1e-9);

  kept = g_settings_get_string (settings, "prometheus-address");
  g_assert_true (g_str_has_prefix (address, kept));
  g_assert_cmpstr (address + strlen (kept), ==, "/graph");
  uri = g_uri_parse (kept, G_URI_FLAGS_NONE, NULL);
  g_assert_true (bk_consent_is_given (settings, uri));

  gtk_window_destroy (window);
  g_settings_reset (settings, "prometheus-address");
  g_settings_reset (settings, "allowed-servers");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  /* Nothing of the desktop's proxy for the Prometheus server on the loopback address: GIO's
   * direct resolver, not libproxy, which asks a D-Bus session a build sandbox does not have. */
  g_setenv ("GIO_USE_PROXY_RESOLVER", "dummy", TRUE);
  g_setenv ("no_proxy", "127.0.0.1", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/usage-import/accept", test_accept);
  g_test_add_func ("/usage-import/error", test_error);
  g_test_add_func ("/usage-import/cancel", test_cancel);
  g_test_add_func ("/usage-import/narrow", test_narrow);
  g_test_add_func ("/usage-import/leave-takes-pending", test_leave_takes_pending);
  g_test_add_func ("/usage-import/prometheus", test_prometheus);

  return g_test_run ();
}
