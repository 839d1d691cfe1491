/* bk-usage-import.c: "Read from usage logs…" and "Read from Prometheus…": the measured usage,
 * read, shown and accepted
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage. The logs come from the file chooser or a drop, the server from
 * the Prometheus dialog (after the user allowed it, bk-connect-dialog.c); either is read on a
 * worker thread (a GTask) with progress and Cancel, so the window stays responsive. Nothing in
 * the profile changes until the read succeeds and the user accepts the values shown with their
 * provenance; accepting is one change of the profile, one undo step (bk_usage_apply()).
 */

#define G_LOG_DOMAIN "bk-usage-import"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-connect-dialog.h"
#include "bk-credential.h"
#include "bk-format.h"
#include "bk-profile.h"
#include "bk-prometheus-dialog.h"
#include "bk-types.h"
#include "bk-usage.h"
#include "bk-usage-chart.h"
#include "bk-usage-import.h"

struct _BkUsageImport
{
  GtkWidget       parent_instance;

  BkProfile      *profile;
  GSettings      *settings;
  BkUsageSummary *summary;
  GCancellable   *cancellable;
  GTask          *task;
  guint           progress_id;

  GtkWidget      *group;
  GtkStack       *stack;
  AdwPreferencesRow *source_row;
  GtkLabel       *source_label;
  GtkButton      *read_button;
  GtkButton      *prometheus_button;
  GtkLabel       *message_label;
  GtkLabel       *reading_label;
  GtkProgressBar *progress_bar;
  GtkButton      *cancel_button;
  GtkLabel       *result_label;
  BkUsageChart   *chart;
  GtkLabel       *legend_label;
  GtkListBox     *values_list;
  GtkButton      *accept_button;
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_SETTINGS,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkUsageImport, bk_usage_import, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

/* What the worker shares with the main thread: the bytes (or a server's steps) read so far,
 * under the lock. */
typedef struct
{
  GPtrArray    *files;
  BkUsageQuery *query;        /* a server's, instead of files */
  gint64        now;
  GMutex        lock;
  guint64       bytes;
  guint64       total;
} ReadData;

static void
read_data_free (gpointer pointer)
{
  ReadData *data = pointer;

  g_clear_pointer (&data->files, g_ptr_array_unref);
  g_clear_pointer (&data->query, bk_usage_query_free);
  g_mutex_clear (&data->lock);
  g_free (data);
}

static void
update_source_row (BkUsageImport *self)
{
  g_autofree char *text = NULL;

  if (self->profile != NULL)
    text = bk_usage_describe_profile (self->profile);

  if (text == NULL)
    text = g_strdup (_("Not read yet: the checklist’s values are typed in"));

  gtk_label_set_label (self->source_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->source_row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  adw_preferences_row_get_title (self->source_row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* The message under the button, said to a screen reader as well: an error at once, the rest
 * when it has finished what it is saying. */
static void
show_message (BkUsageImport *self,
              const char    *message,
              gboolean       is_error)
{
  gtk_label_set_label (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
  if (is_error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");

  if (message != NULL)
    gtk_accessible_announce (GTK_ACCESSIBLE (self), message,
                             is_error ? GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH
                                      : GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}

/* Sorting: oldest modification first, so that the files a log rotation made are read in time
 * order whatever order they were chosen in. */
static int
compare_mtime (gconstpointer a,
               gconstpointer b)
{
  GFile *fa = *(GFile **) a, *fb = *(GFile **) b;
  g_autoptr(GFileInfo) ia = g_file_query_info (fa, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                               G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GFileInfo) ib = g_file_query_info (fb, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                               G_FILE_QUERY_INFO_NONE, NULL, NULL);
  guint64 ta = ia != NULL ? g_file_info_get_attribute_uint64 (ia, G_FILE_ATTRIBUTE_TIME_MODIFIED) : 0;
  guint64 tb = ib != NULL ? g_file_info_get_attribute_uint64 (ib, G_FILE_ATTRIBUTE_TIME_MODIFIED) : 0;

  return ta < tb ? -1 : ta > tb;
}

static void
progress_cb (guint64  bytes_read,
             gpointer user_data)
{
  ReadData *data = user_data;

  g_mutex_lock (&data->lock);
  data->bytes = bytes_read;
  g_mutex_unlock (&data->lock);
}

static void
query_progress_cb (guint    done,
                   guint    total,
                   gpointer user_data)
{
  ReadData *data = user_data;

  g_mutex_lock (&data->lock);
  data->bytes = done;
  data->total = total;
  g_mutex_unlock (&data->lock);
}

static void
query_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  ReadData *data = task_data;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  BkUsageSummary *summary;
  GError *error = NULL;

  bk_usage_query_set_progress (data->query, query_progress_cb, data);
  summary = bk_usage_query_run (data->query, utc, data->now, cancellable, &error);
  if (summary == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, summary, (GDestroyNotify) bk_usage_summary_free);
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ReadData *data = task_data;
  BkUsageSummary *summary;
  GError *error = NULL;
  guint64 total = 0;

  g_ptr_array_sort (data->files, compare_mtime);
  for (guint i = 0; i < data->files->len; i++)
    {
      g_autoptr(GFileInfo) info = g_file_query_info (g_ptr_array_index (data->files, i),
                                                     G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                     G_FILE_QUERY_INFO_NONE, cancellable, NULL);

      if (info != NULL)
        total += g_file_info_get_size (info);
    }

  g_mutex_lock (&data->lock);
  data->total = total;
  g_mutex_unlock (&data->lock);

  summary = bk_usage_read_files ((GFile **) data->files->pdata, data->files->len, NULL, data->now,
                                 cancellable, progress_cb, data, &error);
  if (summary == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, summary, (GDestroyNotify) bk_usage_summary_free);
}

static gboolean
progress_tick_cb (gpointer user_data)
{
  BkUsageImport *self = user_data;
  ReadData *data;
  guint64 bytes, total;

  if (self->task == NULL)
    return G_SOURCE_CONTINUE;

  data = g_task_get_task_data (self->task);
  g_mutex_lock (&data->lock);
  bytes = data->bytes;
  total = data->total;
  g_mutex_unlock (&data->lock);

  if (total > 0)
    gtk_progress_bar_set_fraction (self->progress_bar, MIN (1.0, (double) bytes / total));
  else
    gtk_progress_bar_pulse (self->progress_bar);

  return G_SOURCE_CONTINUE;
}

static void
stop_reading (BkUsageImport *self)
{
  g_clear_handle_id (&self->progress_id, g_source_remove);
  g_clear_object (&self->task);
  g_clear_object (&self->cancellable);
}

static void
add_value_row (BkUsageImport *self,
               const char    *title,
               const char    *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* Not selectable: a selectable label is a Tab stop of its own, one a value. */
  gtk_list_box_append (self->values_list, row);
}

static const char *
predictability_title (BkPredictability predictability)
{
  switch (predictability)
    {
    case BK_PREDICTABILITY_STEADY:
      return C_("demand", "Steady");
    case BK_PREDICTABILITY_BURSTY:
      return C_("demand", "Bursty");
    case BK_PREDICTABILITY_MIXED:
    default:
      return C_("demand", "Mixed");
    }
}

static void
show_summary (BkUsageImport *self)
{
  const BkUsageSummary *s = self->summary;
  g_autofree char *u = bk_format_percent (s->utilisation, 0);
  g_autofree char *u_why = bk_usage_describe_utilisation (s);
  g_autofree char *base_why = bk_usage_describe_base (s);
  g_autofree char *peaks_why = bk_usage_describe_peaks (s);
  g_autofree char *pred_why = bk_usage_describe_predictability (s);
  g_autofree char *growth_why = bk_usage_describe_growth (s);
  g_autofree char *growth = bk_format_percent (s->growth_percent, 0);
  g_autofree char *files = g_strjoinv (", ", s->files);
  g_autofree char *source = bk_usage_describe_source (s);
  g_autofree char *skipped = bk_usage_describe_skipped (s);
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *legend = NULL;

  gtk_list_box_remove_all (self->values_list);

  /* Translators: "Average utilisation: 70 %". */
  title = g_strdup_printf (_("Average utilisation: %s"), u);
  add_value_row (self, title, u_why);
  g_free (title);
  title = g_strdup_printf (ngettext ("Base: %u GPU", "Base: %u GPUs", s->base), s->base);
  add_value_row (self, title, base_why);
  g_free (title);
  if (s->peaks > 0)
    {
      g_autofree char *gpus = g_strdup_printf (ngettext ("%u GPU", "%u GPUs", s->peaks), s->peaks);
      g_autofree char *days = g_strdup_printf (ngettext ("%u day", "%u days", s->burst_days),
                                               s->burst_days);
      g_autofree char *interval = g_strdup_printf (ngettext ("%u day", "%u days",
                                                             s->burst_interval_days),
                                                   s->burst_interval_days);

      /* Translators: "Peaks: 4 GPUs more for 3 days every 14 days". */
      title = g_strdup_printf (_("Peaks: %s more for %s every %s"), gpus, days, interval);
    }
  else
    title = g_strdup (_("Peaks: none"));
  add_value_row (self, title, peaks_why);
  g_free (title);
  /* Translators: "Predictability: Mixed". */
  title = g_strdup_printf (_("Predictability: %s"), predictability_title (s->predictability));
  add_value_row (self, title, pred_why);
  g_free (title);
  if (s->growth_measured)
    /* Translators: "Growth: 12 % a year". */
    title = g_strdup_printf (_("Growth: %s a year"), growth);
  else
    title = g_strdup (_("Growth: as before"));
  add_value_row (self, title, growth_why);

  if (s->series > 0)
    {
      g_autofree char *gpus = g_strdup_printf (ngettext ("%u GPU", "%u GPUs", s->gpus), s->gpus);

      /* Translators: "Read DCGM_FI_DEV_GPU_UTIL from https://prom.example.org:9090: 64 GPUs
       * in 130 series." */
      heading = g_strdup_printf (ngettext ("Read %s: %s in %u series. Check that the summary "
                                           "fits the days below, then use the values or discard "
                                           "them.",
                                           "Read %s: %s in %u series. Check that the summary "
                                           "fits the days below, then use the values or discard "
                                           "them.", s->series),
                                 files, gpus, s->series);
    }
  else
    /* Translators: "Read from nvidia-smi logs: a.csv, b.csv". */
    heading = g_strdup_printf (_("Read from %s: %s. Check that the summary fits the days below, "
                                 "then use the values or discard them."), source, files);
  if (skipped != NULL)
    {
      g_autofree char *with_skipped = g_strdup_printf ("%s %s.", heading, skipped);

      g_free (heading);
      heading = g_steal_pointer (&with_skipped);
    }
  gtk_label_set_label (self->result_label, heading);
  legend = g_strdup_printf (_("Each day: the most GPUs active in one hour (light) and the average "
                              "busy GPUs (dark); the dashed lines are the base of %u GPUs and the "
                              "peak of %u."), s->base, s->peak);
  gtk_label_set_label (self->legend_label, legend);
  bk_usage_chart_set_summary (self->chart, s);
  gtk_stack_set_visible_child_name (self->stack, "result");
  gtk_widget_grab_focus (GTK_WIDGET (self->accept_button));
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  BkUsageImport *self = BK_USAGE_IMPORT (source);
  g_autoptr(GError) error = NULL;
  BkUsageSummary *summary = g_task_propagate_pointer (G_TASK (result), &error);

  /* A newer read replaced this one. */
  if (G_TASK (result) != self->task)
    {
      g_clear_pointer (&summary, bk_usage_summary_free);
      return;
    }

  stop_reading (self);

  if (summary == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "idle");
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_message (self, _("Reading stopped; nothing was changed."), FALSE);
      else if (g_task_get_source_tag (G_TASK (result)) == bk_usage_import_read_server)
        {
          /* Translators: the reason follows, naming the server. */
          g_autofree char *text = g_strdup_printf (_("The usage could not be read from the "
                                                     "server; nothing was changed. %s"),
                                                   error->message);

          show_message (self, text, TRUE);
        }
      else
        {
          /* Translators: the reason follows, with the file's name and line. */
          g_autofree char *text = g_strdup_printf (_("The logs could not be read; nothing was "
                                                     "changed. %s"), error->message);

          show_message (self, text, TRUE);
        }
      gtk_widget_grab_focus (GTK_WIDGET (self->read_button));
      return;
    }

  g_clear_pointer (&self->summary, bk_usage_summary_free);
  self->summary = summary;
  show_summary (self);
}

/* Stops what is being read and forgets its summary: the new read's data. */
static ReadData *
begin_reading (BkUsageImport *self)
{
  ReadData *data;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  stop_reading (self);
  g_clear_pointer (&self->summary, bk_usage_summary_free);
  show_message (self, NULL, FALSE);

  data = g_new0 (ReadData, 1);
  data->now = g_get_real_time () / G_USEC_PER_SEC;
  g_mutex_init (&data->lock);

  return data;
}

/* Runs @thread on @data in a worker thread, and shows its progress under @text. */
static void
run_reading (BkUsageImport   *self,
             ReadData        *data,
             gpointer         source_tag,
             GTaskThreadFunc  thread,
             const char      *text)
{
  self->cancellable = g_cancellable_new ();
  self->task = g_task_new (self, self->cancellable, read_done_cb, NULL);
  g_task_set_source_tag (self->task, source_tag);
  g_task_set_task_data (self->task, data, read_data_free);
  g_task_run_in_thread (self->task, thread);
  self->progress_id = g_timeout_add (100, progress_tick_cb, self);

  gtk_label_set_label (self->reading_label, text);
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_stack_set_visible_child_name (self->stack, "reading");
  gtk_widget_grab_focus (GTK_WIDGET (self->cancel_button));
}

void
bk_usage_import_read_files (BkUsageImport *self,
                            GFile        **files,
                            guint          n_files)
{
  ReadData *data;
  g_autofree char *text = NULL;

  g_return_if_fail (BK_IS_USAGE_IMPORT (self));

  if (n_files == 0)
    return;

  data = begin_reading (self);
  data->files = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n_files; i++)
    g_ptr_array_add (data->files, g_object_ref (files[i]));

  text = g_strdup_printf (ngettext ("Reading %u usage log…", "Reading %u usage logs…", n_files),
                          n_files);
  run_reading (self, data, bk_usage_import_read_files, read_thread, text);
}

void
bk_usage_import_read_server (BkUsageImport      *self,
                             const char         *address,
                             guint               days,
                             const BkCredential *credential)
{
  g_autoptr(GError) error = NULL;
  ReadData *data;
  g_autofree char *text = NULL;
  BkUsageQuery *query;

  g_return_if_fail (BK_IS_USAGE_IMPORT (self));
  g_return_if_fail (address != NULL);

  query = bk_usage_query_new (address, &error);
  if (query == NULL)
    {
      show_message (self, error->message, TRUE);
      return;
    }

  data = begin_reading (self);
  data->query = query;
  bk_usage_query_set_period (query, data->now - (gint64) days * 86400, data->now);
  bk_usage_query_set_credential (query, credential);

  /* Translators: "Asking https://prom.example.org:9090 for 90 days of GPU usage…". */
  text = g_strdup_printf (ngettext ("Asking %s for %u day of GPU usage…",
                                    "Asking %s for %u days of GPU usage…", days),
                          bk_usage_query_get_address (query), days);
  run_reading (self, data, bk_usage_import_read_server, query_thread, text);
}

/* What the Prometheus dialog asked for, kept while the user is asked for consent. */
typedef struct
{
  BkUsageImport *self;
  char          *address;
  guint          days;
  BkCredential  *credential;
  gboolean       had_credential;
  GUri          *uri;
} ServerRead;

static void
server_read_free (ServerRead *read)
{
  g_object_unref (read->self);
  g_free (read->address);
  bk_credential_free (read->credential);
  g_uri_unref (read->uri);
  g_free (read);
}

static void
credential_stored_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(BkUsageImport) self = user_data;
  g_autoptr(GError) error = NULL;

  /* The read goes on with the credentials typed; only keeping them failed. */
  if (!bk_credential_store_finish (result, &error))
    g_message ("The credentials were not kept in the keyring: %s", error->message);
}

static void
consent_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  ServerRead *read = user_data;
  g_autoptr(GError) error = NULL;

  if (bk_connect_dialog_ask_finish (result, &error))
    {
      g_settings_set_string (read->self->settings, "prometheus-address", read->address);
      /* Kept for the server, or removed when it asks for nothing any more. */
      if (read->credential->kind != BK_CREDENTIAL_NONE || read->had_credential)
        bk_credential_store_async (read->uri, read->credential, NULL, credential_stored_cb,
                                   g_object_ref (read->self));
      bk_usage_import_read_server (read->self, read->address, read->days, read->credential);
    }
  else
    show_message (read->self, _("Nothing was read: the server was not allowed."), FALSE);

  server_read_free (read);
}

static void
prometheus_read_cb (BkPrometheusDialog *dialog,
                    BkUsageImport      *self)
{
  g_autoptr(BkUsageQuery) query = bk_usage_query_new (bk_prometheus_dialog_get_address (dialog),
                                                      NULL);
  ServerRead *read;

  if (query == NULL || self->settings == NULL)
    return;

  read = g_new0 (ServerRead, 1);
  read->self = g_object_ref (self);
  read->address = g_strdup (bk_usage_query_get_address (query));
  read->days = bk_prometheus_dialog_get_days (dialog);
  read->credential = bk_prometheus_dialog_dup_credential (dialog);
  read->had_credential = bk_prometheus_dialog_get_had_credential (dialog);
  read->uri = g_uri_ref (bk_usage_query_get_uri (query));
  bk_connect_dialog_ask_async (GTK_WIDGET (self), self->settings, read->uri,
                               _("Breakeven reads your GPUs’ usage from the server’s query API."),
                               NULL, consent_done_cb, read);
}

static void
prometheus_clicked_cb (BkUsageImport *self)
{
  g_autofree char *address = NULL;
  AdwDialog *dialog;

  if (self->settings == NULL)
    return;

  address = g_settings_get_string (self->settings, "prometheus-address");
  dialog = bk_prometheus_dialog_new (address);
  g_signal_connect_object (dialog, "read", G_CALLBACK (prometheus_read_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
open_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(BkUsageImport) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) list = gtk_file_dialog_open_multiple_finish (GTK_FILE_DIALOG (source),
                                                                     result, &error);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

  if (list == NULL)
    return;

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    g_ptr_array_add (files, g_list_model_get_item (list, i));
  bk_usage_import_read_files (self, (GFile **) files->pdata, files->len);
}

static void
read_clicked_cb (BkUsageImport *self)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) logs = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_file_filter_set_name (logs, _("Usage logs (CSV, JSON, text)"));
  gtk_file_filter_add_suffix (logs, "csv");
  gtk_file_filter_add_suffix (logs, "json");
  gtk_file_filter_add_suffix (logs, "log");
  gtk_file_filter_add_suffix (logs, "txt");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, logs);
  g_list_store_append (filters, all);

  gtk_file_dialog_set_title (dialog, _("Read Usage Logs"));
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, logs);
  gtk_file_dialog_open_multiple (dialog, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, NULL,
                                 open_done_cb, g_object_ref (self));
}

static void
cancel_clicked_cb (BkUsageImport *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
discard_clicked_cb (BkUsageImport *self)
{
  g_clear_pointer (&self->summary, bk_usage_summary_free);
  bk_usage_chart_set_summary (self->chart, NULL);
  gtk_stack_set_visible_child_name (self->stack, "idle");
  show_message (self, _("The measured values were discarded; nothing was changed."), FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->read_button));
}

/* Puts the values read into the profile, as one change; FALSE when there were none. */
static gboolean
take_values (BkUsageImport *self)
{
  if (self->summary == NULL || self->profile == NULL)
    return FALSE;

  bk_usage_apply (self->summary, self->profile);
  g_clear_pointer (&self->summary, bk_usage_summary_free);
  bk_usage_chart_set_summary (self->chart, NULL);
  gtk_stack_set_visible_child_name (self->stack, "idle");
  show_message (self, _("The measured values are in the checklist; Undo takes them back."), FALSE);
  return TRUE;
}

static void
accept_clicked_cb (BkUsageImport *self)
{
  if (take_values (self))
    gtk_widget_grab_focus (GTK_WIDGET (self->read_button));
}

/**
 * bk_usage_import_take_pending:
 *
 * Takes the values shown and not yet accepted, as "Use These Values" does: what the checklist's
 * Next and Back do when they leave the step, so that nothing read is lost without a word.
 *
 * Returns: whether there were values to take
 */
gboolean
bk_usage_import_take_pending (BkUsageImport *self)
{
  g_return_val_if_fail (BK_IS_USAGE_IMPORT (self), FALSE);

  return take_values (self);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         gpointer       user_data)
{
  BkUsageImport *self = user_data;
  g_autoptr(GPtrArray) files = g_ptr_array_new ();

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  for (GSList *l = gdk_file_list_get_files (g_value_get_boxed (value)); l != NULL; l = l->next)
    g_ptr_array_add (files, l->data);
  if (files->len == 0)
    return FALSE;

  bk_usage_import_read_files (self, (GFile **) files->pdata, files->len);
  return TRUE;
}

BkProfile *
bk_usage_import_get_profile (BkUsageImport *self)
{
  g_return_val_if_fail (BK_IS_USAGE_IMPORT (self), NULL);

  return self->profile;
}

void
bk_usage_import_set_profile (BkUsageImport *self,
                             BkProfile     *profile)
{
  g_return_if_fail (BK_IS_USAGE_IMPORT (self));

  if (self->profile == profile)
    return;

  if (self->profile != NULL)
    g_signal_handlers_disconnect_by_data (self->profile, self);
  g_set_object (&self->profile, profile);
  if (profile != NULL)
    g_signal_connect_swapped (profile, "changed", G_CALLBACK (update_source_row), self);

  /* What was read for another profile is not this one's. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  stop_reading (self);
  g_clear_pointer (&self->summary, bk_usage_summary_free);
  gtk_stack_set_visible_child_name (self->stack, "idle");
  show_message (self, NULL, FALSE);
  update_source_row (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

GSettings *
bk_usage_import_get_settings (BkUsageImport *self)
{
  g_return_val_if_fail (BK_IS_USAGE_IMPORT (self), NULL);

  return self->settings;
}

void
bk_usage_import_set_settings (BkUsageImport *self,
                              GSettings     *settings)
{
  g_return_if_fail (BK_IS_USAGE_IMPORT (self));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  if (!g_set_object (&self->settings, settings))
    return;

  /* The server's address and the consent are kept in the settings. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->prometheus_button), settings != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
}

const char *
bk_usage_import_get_state (BkUsageImport *self)
{
  g_return_val_if_fail (BK_IS_USAGE_IMPORT (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

static void
bk_usage_import_dispose (GObject *object)
{
  BkUsageImport *self = BK_USAGE_IMPORT (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  stop_reading (self);
  if (self->profile != NULL)
    g_signal_handlers_disconnect_by_data (self->profile, self);
  g_clear_object (&self->profile);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->summary, bk_usage_summary_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_USAGE_IMPORT);

  G_OBJECT_CLASS (bk_usage_import_parent_class)->dispose (object);
}

static void
bk_usage_import_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BkUsageImport *self = BK_USAGE_IMPORT (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_usage_import_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BkUsageImport *self = BK_USAGE_IMPORT (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      bk_usage_import_set_profile (self, g_value_get_object (value));
      break;
    case PROP_SETTINGS:
      bk_usage_import_set_settings (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_usage_import_class_init (BkUsageImportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_usage_import_dispose;
  object_class->get_property = bk_usage_import_get_property;
  object_class->set_property = bk_usage_import_set_property;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The application's settings: the consent to a server and the last server read. Without
   * them, "Read from Prometheus…" is off. */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BK_TYPE_USAGE_CHART);
  g_type_ensure (BK_TYPE_PROMETHEUS_DIALOG);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-usage-import.ui");
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, group);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, stack);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, source_row);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, source_label);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, read_button);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, prometheus_button);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, message_label);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, reading_label);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, result_label);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, chart);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, legend_label);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, values_list);
  gtk_widget_class_bind_template_child (widget_class, BkUsageImport, accept_button);
  gtk_widget_class_bind_template_callback (widget_class, read_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, prometheus_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, discard_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, accept_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bk_usage_import_init (BkUsageImport *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));

  target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  gtk_widget_set_sensitive (GTK_WIDGET (self->prometheus_button), FALSE);
  update_source_row (self);
}

GtkWidget *
bk_usage_import_new (void)
{
  return g_object_new (BK_TYPE_USAGE_IMPORT, NULL);
}
