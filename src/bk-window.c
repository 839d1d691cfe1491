/* bk-window.c: the main window: welcome page, checklist wizard and profile page
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows one profile at a time. Its pages live in a stack so that a library sidebar can
 * later be put beside it without changing them. The wizard writes straight into the profile it
 * is given, like the profile page's editor: "Edit Checklist" hands it the window's profile, "New"
 * a new one that the window takes over once the wizard is finished.
 */

#define G_LOG_DOMAIN "bk-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-closures.h"
#include "bk-i18n.h"
#include "bk-profile-editor.h"
#include "bk-result-view.h"
#include "bk-window.h"
#include "bk-wizard.h"

/* Exported charts get a fixed size so that they look the same whatever the window's size. */
#define EXPORT_WIDTH 1200
#define EXPORT_HEIGHT 750

typedef void (*BkWindowContinuation) (BkWindow *self);

typedef enum
{
  EXPORT_PNG,
  EXPORT_SVG,
  EXPORT_CSV,
} ExportKind;

struct _BkWindow
{
  AdwApplicationWindow  parent_instance;

  BkProfile            *profile;
  GFile                *file;
  gulong                changed_id;
  gboolean              modified;
  GListStore           *examples;

  /* The profile the wizard writes into: the window's own, or a new one. */
  BkProfile            *wizard_profile;

  /* What to do once unsaved changes are saved or discarded. */
  BkWindowContinuation  continuation;
  guint                 pending_example;

  GCancellable         *cancellable;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwPreferencesGroup  *examples_group;
  GtkListBox           *examples_list;
  AdwBin               *wizard_bin;
  AdwWindowTitle       *window_title;
  AdwBanner            *review_banner;
  BkResultView         *result_view;
  GtkWidget            *editor;
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_FILE,
  PROP_MODIFIED,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkWindow, bk_window, ADW_TYPE_APPLICATION_WINDOW)

static GParamSpec *properties[N_PROPS];

static void show_save_as_dialog (BkWindow *self);

/* Helpers */

static char *
dup_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *utf8 = g_filename_display_name (basename != NULL ? basename : "");

  return g_steal_pointer (&utf8);
}

/* The file's name goes into the body: the heading does not wrap inside long names. */
static void
show_error (BkWindow   *self,
            const char *heading,
            GFile      *file,
            const char *message)
{
  g_autofree char *body = NULL;
  AdwDialog *dialog;

  if (file != NULL)
    {
      g_autofree char *name = dup_display_name (file);

      /* Translators: a file name and why it could not be opened or saved. */
      body = g_strdup_printf (_("%s: %s"), name, message);
    }

  dialog = adw_alert_dialog_new (heading, body != NULL ? body : message);

  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "close");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "close");
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
show_toast (BkWindow   *self,
            const char *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static const char *
page_name (BkWindow *self)
{
  const char *name = gtk_stack_get_visible_child_name (self->stack);

  return name != NULL ? name : "welcome";
}

static void
update_actions (BkWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean in_wizard = g_str_equal (page_name (self), "wizard");
  gboolean has_profile = self->profile != NULL && !in_wizard;

  gtk_widget_action_set_enabled (widget, "win.new", !in_wizard);
  gtk_widget_action_set_enabled (widget, "win.open", !in_wizard);
  gtk_widget_action_set_enabled (widget, "win.open-example", !in_wizard);
  gtk_widget_action_set_enabled (widget, "win.save", has_profile);
  gtk_widget_action_set_enabled (widget, "win.save-as", has_profile);
  gtk_widget_action_set_enabled (widget, "win.edit-checklist", has_profile);
  gtk_widget_action_set_enabled (widget, "win.export-chart-png", has_profile);
  gtk_widget_action_set_enabled (widget, "win.export-chart-svg", has_profile);
  gtk_widget_action_set_enabled (widget, "win.export-csv", has_profile);
}

static void
update_title (BkWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->profile == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), "Breakeven");
      adw_window_title_set_title (self->window_title, "");
      adw_window_title_set_subtitle (self->window_title, "");
      return;
    }

  title = bk_closure_profile_title (NULL, bk_profile_get_name (self->profile));

  if (self->file == NULL)
    {
      subtitle = g_strdup (_("Not saved"));
    }
  else
    {
      g_autofree char *name = dup_display_name (self->file);

      if (self->modified)
        /* Translators: %s is a file name; the profile has changes that are not saved yet. */
        subtitle = g_strdup_printf (_("%s (unsaved changes)"), name);
      else
        subtitle = g_steal_pointer (&name);
    }

  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
set_modified (BkWindow *self,
              gboolean  modified)
{
  modified = !!modified;

  if (self->modified == modified)
    return;

  self->modified = modified;
  update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
set_file (BkWindow *self,
          GFile    *file)
{
  if (g_set_object (&self->file, file))
    {
      update_title (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
}

static void
show_page (BkWindow   *self,
           const char *name)
{
  /* The stack would hand the focus on to the profile's name entry, which selects its text as
   * if the page were about renaming. */
  if (g_str_equal (name, "profile"))
    gtk_window_set_focus (GTK_WINDOW (self), NULL);

  gtk_stack_set_visible_child_name (self->stack, name);
  update_actions (self);
}

static void
profile_changed_cb (BkWindow  *self,
                    BkProfile *profile)
{
  set_modified (self, TRUE);
  update_title (self);
}

static void
set_profile (BkWindow  *self,
             BkProfile *profile,
             GFile     *file,
             gboolean   modified)
{
  if (self->profile != profile)
    {
      if (self->profile != NULL)
        g_clear_signal_handler (&self->changed_id, self->profile);

      g_set_object (&self->profile, profile);

      if (profile != NULL)
        self->changed_id = g_signal_connect_object (profile, "changed",
                                                    G_CALLBACK (profile_changed_cb), self,
                                                    G_CONNECT_SWAPPED);

      bk_result_view_set_profile (self->result_view, profile);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
    }

  set_file (self, file);
  set_modified (self, modified);
  update_title (self);
  update_actions (self);
}

/* Unsaved changes */

static void
run_continuation (BkWindow *self)
{
  BkWindowContinuation then = self->continuation;

  self->continuation = NULL;
  if (then != NULL)
    then (self);
}

static gboolean
save_to_file (BkWindow *self,
              GFile    *file)
{
  g_autoptr(GError) error = NULL;

  g_assert (self->profile != NULL);

  if (!bk_profile_save_to_file (self->profile, file, NULL, &error))
    {
      show_error (self, _("Could Not Save the Profile"), file, error->message);
      return FALSE;
    }

  set_file (self, file);
  set_modified (self, FALSE);
  update_title (self);

  return TRUE;
}

static void
confirm_response_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(BkWindow) self = user_data;
  const char *response = adw_alert_dialog_choose_finish (ADW_ALERT_DIALOG (source), result);

  if (g_str_equal (response, "discard"))
    {
      run_continuation (self);
    }
  else if (g_str_equal (response, "save"))
    {
      if (self->file == NULL)
        show_save_as_dialog (self);
      else if (save_to_file (self, self->file))
        run_continuation (self);
      else
        self->continuation = NULL;
    }
  else
    {
      self->continuation = NULL;
    }
}

/* Runs @then now when nothing would be lost, or after the user saved or discarded the changes. */
static void
confirm_discard (BkWindow             *self,
                 BkWindowContinuation  then)
{
  g_autofree char *title = NULL;
  AdwDialog *dialog;

  if (self->profile == NULL || !self->modified)
    {
      then (self);
      return;
    }

  self->continuation = then;
  title = bk_closure_profile_title (NULL, bk_profile_get_name (self->profile));

  dialog = adw_alert_dialog_new (_("Save Changes?"), NULL);
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                _("“%s” has unsaved changes. Changes which are not saved will be "
                                  "lost."), title);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "discard", _("_Discard"),
                                  "save", _("_Save"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "discard",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "save",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "save");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           confirm_response_cb, g_object_ref (self));
}

/* File dialogs */

static GListModel *
make_filters (const char *name,
              const char *mime_type,
              const char *pattern)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_suffix (filter, pattern);
  g_list_store_append (filters, filter);

  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  g_list_store_append (filters, all);

  return G_LIST_MODEL (filters);
}

static GtkFileDialog *
new_file_dialog (const char *title,
                 const char *filter_name,
                 const char *mime_type,
                 const char *suffix)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GListModel) filters = make_filters (filter_name, mime_type, suffix);
  g_autoptr(GtkFileFilter) first = g_list_model_get_item (filters, 0);

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_filters (dialog, filters);
  gtk_file_dialog_set_default_filter (dialog, first);

  return dialog;
}

/* A file name from the profile's name, without characters that cannot be in one. */
static char *
suggested_file_name (BkWindow   *self,
                     const char *suffix)
{
  const char *name = self->profile != NULL ? bk_profile_get_name (self->profile) : NULL;
  g_autofree char *base = g_strdup (name != NULL && *name != '\0' ? name : _("Profile"));

  g_strdelimit (base, "/\\:", '-');

  return g_strconcat (base, ".", suffix, NULL);
}

static void
save_as_response_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(BkWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);

  if (file == NULL || self->profile == NULL)
    {
      if (error != NULL && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)
          && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, _("Could Not Save the Profile"), NULL, error->message);
      self->continuation = NULL;
      return;
    }

  if (save_to_file (self, file))
    run_continuation (self);
  else
    self->continuation = NULL;
}

static void
show_save_as_dialog (BkWindow *self)
{
  g_autoptr(GtkFileDialog) dialog = NULL;
  g_autofree char *name = suggested_file_name (self, "json");

  dialog = new_file_dialog (_("Save Profile"), _("Profiles"), "application/json", "json");
  gtk_file_dialog_set_initial_name (dialog, name);
  if (self->file != NULL)
    gtk_file_dialog_set_initial_file (dialog, self->file);

  gtk_file_dialog_save (dialog, GTK_WINDOW (self), self->cancellable,
                        save_as_response_cb, g_object_ref (self));
}

static void
open_response_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(BkWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);

  if (file != NULL)
    bk_window_open_file (self, file);
  else if (!g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)
           && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_error (self, _("Could Not Open the Profile"), NULL, error->message);
}

static void
show_open_dialog (BkWindow *self)
{
  g_autoptr(GtkFileDialog) dialog = NULL;

  dialog = new_file_dialog (_("Open Profile"), _("Profiles"), "application/json", "json");
  gtk_file_dialog_open (dialog, GTK_WINDOW (self), self->cancellable,
                        open_response_cb, g_object_ref (self));
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GFile *file = task_data;
  GError *error = NULL;
  BkProfile *profile;

  profile = bk_profile_new_from_file (file, cancellable, &error);

  if (profile != NULL)
    g_task_return_pointer (task, profile, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
load_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  BkWindow *self = BK_WINDOW (source);
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(GError) error = NULL;

  profile = g_task_propagate_pointer (G_TASK (result), &error);

  if (profile == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, _("Could Not Open the Profile"), file, error->message);
      return;
    }

  bk_window_show_profile (self, profile, file);
}

/* Export */

static void
export_response_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(BkWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  ExportKind kind = GPOINTER_TO_INT (g_object_get_data (source, "bk-export-kind"));
  BkChart *chart = bk_result_view_get_chart (self->result_view);
  gboolean saved = FALSE;

  file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  if (file == NULL)
    {
      if (!g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)
          && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, _("Could Not Export"), NULL, error->message);
      return;
    }

  switch (kind)
    {
    case EXPORT_PNG:
      saved = bk_chart_save_png (chart, file, EXPORT_WIDTH, EXPORT_HEIGHT, &error);
      break;

    case EXPORT_SVG:
      saved = bk_chart_save_svg (chart, file, EXPORT_WIDTH, EXPORT_HEIGHT, &error);
      break;

    case EXPORT_CSV:
      saved = bk_chart_save_csv (chart, file, &error);
      break;

    default:
      g_assert_not_reached ();
    }

  name = dup_display_name (file);

  if (saved)
    {
      g_autofree char *title = g_strdup_printf (_("Exported “%s”"), name);

      show_toast (self, title);
    }
  else
    {
      show_error (self, _("Could Not Export"), file, error->message);
    }
}

static void
show_export_dialog (BkWindow   *self,
                    ExportKind  kind)
{
  g_autoptr(GtkFileDialog) dialog = NULL;
  g_autofree char *name = NULL;

  switch (kind)
    {
    case EXPORT_PNG:
      dialog = new_file_dialog (_("Export Chart"), _("PNG Images"), "image/png", "png");
      name = suggested_file_name (self, "png");
      break;

    case EXPORT_SVG:
      dialog = new_file_dialog (_("Export Chart"), _("SVG Images"), "image/svg+xml", "svg");
      name = suggested_file_name (self, "svg");
      break;

    case EXPORT_CSV:
      dialog = new_file_dialog (_("Export Monthly Figures"), _("CSV Tables"), "text/csv", "csv");
      name = suggested_file_name (self, "csv");
      break;

    default:
      g_assert_not_reached ();
    }

  gtk_file_dialog_set_initial_name (dialog, name);
  g_object_set_data (G_OBJECT (dialog), "bk-export-kind", GINT_TO_POINTER (kind));
  gtk_file_dialog_save (dialog, GTK_WINDOW (self), self->cancellable,
                        export_response_cb, g_object_ref (self));
}

/* The wizard */

static void
clear_wizard (BkWindow *self)
{
  if (adw_bin_get_child (self->wizard_bin) != NULL
      && !g_str_equal (page_name (self), "wizard"))
    adw_bin_set_child (self->wizard_bin, NULL);
}

/* The wizard is dropped once the stack no longer shows it, so that it fades out whole. */
static void
stack_transition_cb (BkWindow *self)
{
  if (!gtk_stack_get_transition_running (self->stack))
    clear_wizard (self);
}

static void
wizard_finished_cb (BkWindow *self)
{
  g_autoptr(BkProfile) working = g_steal_pointer (&self->wizard_profile);

  g_return_if_fail (working != NULL);

  /* A new profile becomes the window's; an edited one already is. */
  if (working != self->profile)
    set_profile (self, working, NULL, TRUE);

  show_page (self, "profile");
  if (!gtk_stack_get_transition_running (self->stack))
    clear_wizard (self);
}

static void
wizard_cancelled_cb (BkWindow *self)
{
  /* The wizard writes straight into its profile, so going back out of an edited profile keeps
   * every answer; a new profile that was never finished is dropped. */
  g_clear_object (&self->wizard_profile);

  show_page (self, self->profile != NULL ? "profile" : "welcome");
  if (!gtk_stack_get_transition_running (self->stack))
    clear_wizard (self);
}

static void
start_wizard (BkWindow  *self,
              BkProfile *profile)
{
  GtkWidget *wizard;

  g_set_object (&self->wizard_profile, profile);

  wizard = GTK_WIDGET (bk_wizard_new (profile));
  g_signal_connect_object (wizard, "finished", G_CALLBACK (wizard_finished_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (wizard, "cancelled", G_CALLBACK (wizard_cancelled_cb), self,
                           G_CONNECT_SWAPPED);
  adw_bin_set_child (self->wizard_bin, wizard);

  show_page (self, "wizard");
  gtk_widget_grab_focus (wizard);
}

static void
start_new_profile (BkWindow *self)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();

  bk_profile_set_name (profile, _("New Profile"));
  start_wizard (self, profile);
}

/* Examples */

static GtkWidget *
create_example_row (gpointer item,
                    gpointer user_data)
{
  BkProfile *profile = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *arrow = g_object_new (GTK_TYPE_IMAGE,
                                   "icon-name", "go-next-symbolic",
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                   NULL);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), bk_profile_get_name (profile));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), bk_profile_get_notes (profile));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);

  return row;
}

static void
example_activated_cb (BkWindow      *self,
                      GtkListBoxRow *row)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-example", "u",
                              (guint32) gtk_list_box_row_get_index (row));
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *)a, *(const char * const *)b);
}

static void
load_examples (BkWindow *self)
{
  g_auto(GStrv) names = g_resources_enumerate_children (BK_EXAMPLES_PATH,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  if (names != NULL)
    {
      qsort (names, g_strv_length (names), sizeof (char *), compare_strings);

      for (guint i = 0; names[i] != NULL; i++)
        {
          g_autofree char *path = NULL;
          g_autoptr(GBytes) bytes = NULL;
          g_autoptr(BkProfile) profile = NULL;
          g_autoptr(GError) error = NULL;
          gsize size;
          const char *data;

          if (!g_str_has_suffix (names[i], ".json"))
            continue;

          path = g_strconcat (BK_EXAMPLES_PATH, names[i], NULL);
          bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
          if (bytes != NULL)
            {
              data = g_bytes_get_data (bytes, &size);
              profile = bk_profile_new_from_data (data, (gssize) size, &error);
            }

          if (profile == NULL)
            {
              g_warning ("The example %s cannot be loaded: %s", names[i], error->message);
              continue;
            }

          bk_i18n_translate_example (profile);
          g_list_store_append (self->examples, profile);
        }
    }

  gtk_list_box_bind_model (self->examples_list, G_LIST_MODEL (self->examples),
                           create_example_row, self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->examples_group),
                          g_list_model_get_n_items (G_LIST_MODEL (self->examples)) > 0);
}

static void
open_pending_example (BkWindow *self)
{
  g_autoptr(BkProfile) example = g_list_model_get_item (G_LIST_MODEL (self->examples),
                                                        self->pending_example);
  g_autoptr(BkProfile) copy = NULL;

  if (example == NULL)
    return;

  /* The example itself stays as shipped; the window edits a copy. */
  copy = bk_profile_copy (example);
  bk_window_show_profile (self, copy, NULL);
}

/* Actions */

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  confirm_discard (BK_WINDOW (widget), start_new_profile);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  confirm_discard (BK_WINDOW (widget), show_open_dialog);
}

static void
open_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);

  self->pending_example = g_variant_get_uint32 (parameter);
  confirm_discard (self, open_pending_example);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);

  if (self->file != NULL)
    save_to_file (self, self->file);
  else
    show_save_as_dialog (self);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  show_save_as_dialog (BK_WINDOW (widget));
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);

  if (g_str_equal (action_name, "win.export-chart-png"))
    show_export_dialog (self, EXPORT_PNG);
  else if (g_str_equal (action_name, "win.export-chart-svg"))
    show_export_dialog (self, EXPORT_SVG);
  else
    show_export_dialog (self, EXPORT_CSV);
}

static void
edit_checklist_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);

  if (self->profile != NULL)
    start_wizard (self, self->profile);
}

static void
mark_reviewed_cb (BkWindow *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  GDate today;

  if (self->profile == NULL)
    return;

  g_date_clear (&today, 1);
  g_date_set_dmy (&today, (GDateDay) g_date_time_get_day_of_month (now),
                  (GDateMonth) g_date_time_get_month (now),
                  (GDateYear) g_date_time_get_year (now));
  bk_profile_mark_reviewed (self->profile, &today);
}

/* Destroys rather than closes: the alert that asked is still closing, and a window does not close
 * while one of its dialogs is open. */
static void
close_confirmed (BkWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

/* GObject */

static gboolean
bk_window_close_request (GtkWindow *window)
{
  BkWindow *self = BK_WINDOW (window);

  if (self->profile != NULL && self->modified)
    {
      confirm_discard (self, close_confirmed);
      return TRUE;
    }

  return GTK_WINDOW_CLASS (bk_window_parent_class)->close_request (window);
}

static void
bk_window_dispose (GObject *object)
{
  BkWindow *self = (BkWindow *)object;

  g_cancellable_cancel (self->cancellable);

  if (self->profile != NULL)
    g_clear_signal_handler (&self->changed_id, self->profile);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_WINDOW);

  g_clear_object (&self->profile);
  g_clear_object (&self->file);
  g_clear_object (&self->wizard_profile);
  g_clear_object (&self->examples);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (bk_window_parent_class)->dispose (object);
}

static void
bk_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  BkWindow *self = BK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_window_class_init (BkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bk_window_dispose;
  object_class->get_property = bk_window_get_property;
  window_class->close_request = bk_window_close_request;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BK_TYPE_PROFILE);
  g_type_ensure (BK_TYPE_PROFILE_EDITOR);
  g_type_ensure (BK_TYPE_RESULT_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, examples_group);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, examples_list);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, wizard_bin);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, review_banner);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, result_view);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, editor);
  gtk_widget_class_bind_template_callback (widget_class, mark_reviewed_cb);
  gtk_widget_class_bind_template_callback (widget_class, bk_closure_review_due);
  gtk_widget_class_bind_template_callback (widget_class, bk_closure_review_title);

  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-example", "u", open_example_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "win.export-chart-png", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.export-chart-svg", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.export-csv", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.edit-checklist", NULL,
                                   edit_checklist_action);
}

static void
bk_window_init (BkWindow *self)
{
  self->cancellable = g_cancellable_new ();
  self->examples = g_list_store_new (BK_TYPE_PROFILE);

  gtk_widget_init_template (GTK_WIDGET (self));

#ifdef DEVELOPMENT
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  g_signal_connect_object (self->examples_list, "row-activated",
                           G_CALLBACK (example_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::transition-running",
                           G_CALLBACK (stack_transition_cb), self, G_CONNECT_SWAPPED);

  load_examples (self);
  update_title (self);
  update_actions (self);
}

/* Public API */

BkWindow *
bk_window_new (BkApplication *application)
{
  g_return_val_if_fail (BK_IS_APPLICATION (application), NULL);

  return g_object_new (BK_TYPE_WINDOW, "application", application, NULL);
}

/**
 * bk_window_get_profile:
 *
 * Returns: (transfer none) (nullable): the profile the window shows
 */
BkProfile *
bk_window_get_profile (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  return self->profile;
}

/**
 * bk_window_get_file:
 *
 * Returns: (transfer none) (nullable): where the profile is saved, %NULL when it never was
 */
GFile *
bk_window_get_file (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  return self->file;
}

gboolean
bk_window_get_modified (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), FALSE);

  return self->modified;
}

/**
 * bk_window_get_page_name:
 *
 * Returns: "welcome", "wizard" or "profile"
 */
const char *
bk_window_get_page_name (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  return page_name (self);
}

/**
 * bk_window_get_examples:
 *
 * Returns: (transfer none): the example profiles shipped with the app, as loaded
 */
GListModel *
bk_window_get_examples (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  return G_LIST_MODEL (self->examples);
}

/**
 * bk_window_get_wizard:
 *
 * Returns: (transfer none) (nullable): the running checklist wizard, if any
 */
GtkWidget *
bk_window_get_wizard (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  if (!g_str_equal (page_name (self), "wizard"))
    return NULL;

  return adw_bin_get_child (self->wizard_bin);
}

/**
 * bk_window_get_result_view:
 *
 * Returns: (transfer none): the result view of the profile page
 */
BkResultView *
bk_window_get_result_view (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  return self->result_view;
}

/**
 * bk_window_show_profile:
 * @profile: the profile to show; the window keeps a reference and edits it in place
 * @file: (nullable): where it was loaded from, or %NULL for a profile that was never saved
 *
 * Shows @profile on the profile page, unmodified. Unsaved changes to the current profile are
 * dropped: callers that come from a user's action ask first.
 */
void
bk_window_show_profile (BkWindow  *self,
                        BkProfile *profile,
                        GFile     *file)
{
  g_return_if_fail (BK_IS_WINDOW (self));
  g_return_if_fail (BK_IS_PROFILE (profile));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  set_profile (self, profile, file, FALSE);
  show_page (self, "profile");
}

/**
 * bk_window_open_file:
 * @file: a profile in the JSON format
 *
 * Loads @file in a worker thread and shows it. When it cannot be loaded, an alert says why (the
 * loader names the field) and the current profile stays.
 */
void
bk_window_open_file (BkWindow *self,
                     GFile    *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (BK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, self->cancellable, load_done_cb, NULL);
  g_task_set_source_tag (task, bk_window_open_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}
