/* bk-window-actions.c: what the window's menus, buttons and shortcuts do
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-chart-export.h"
#include "bk-comparison-view.h"
#include "bk-exchange-rates.h"
#include "bk-types.h"
#include "bk-file-dialogs.h"
#include "bk-generations-dialog.h"
#include "bk-hardware.h"
#include "bk-library-sidebar.h"
#include "bk-paper-print.h"
#include "bk-paper.h"
#include "bk-pricing.h"
#include "bk-profile-entry.h"
#include "bk-profile-history.h"
#include "bk-profile-results.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-window-private.h"
#include "bk-window.h"
#include "bk-workload.h"

/* New profiles */

/* The default GPU's figures as the hardware step fills them in when it is picked: its prices
 * converted into the profile's currency (docs/model.md#currency), its used-market discount,
 * and the lost GPU-hours owning really costs. */
static void
apply_default_gpu (BkProfile *profile,
                   GSettings *settings)
{
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkCatalogue *catalogue = bk_catalogue_get_current ();
  BkCatalogueGpu *gpu = catalogue != NULL
                        ? bk_catalogue_find_gpu_by_name (catalogue, bk_hardware_get_name (hardware))
                        : NULL;

  bk_hardware_set_lost_hours (hardware, BK_SUGGESTED_LOST_HOURS);
  if (gpu != NULL)
    {
      g_autoptr(BkExchangeRates) rates = bk_exchange_rates_dup_with_settings (settings);
      g_autoptr(GError) error = NULL;

      /* Without a rate the amounts stay the model's; the hardware step says which is missing
       * when the GPU is picked there. */
      if (!bk_catalogue_gpu_apply_converted (gpu, hardware, rates,
                                             bk_pricing_get_currency (bk_profile_get_pricing (profile)),
                                             NULL, NULL, &error))
        g_debug ("The default GPU's prices stay unconverted: %s", error->message);
    }
}

/* A new profile starts from the defaults the user chose in the preferences. */
static BkProfile *
new_profile (BkWindow *self)
{
  BkProfile *profile = bk_profile_new ();

  bk_profile_set_name (profile, _("New Profile"));

  /* A new profile has no peaks: its demand is steady until the checklist says otherwise. (A file
   * without the key still reads as mixed, the model's default.) */
  bk_workload_set_predictability (bk_profile_get_workload (profile), BK_PREDICTABILITY_STEADY);

  if (self->settings != NULL)
    {
      BkPricing *pricing = bk_profile_get_pricing (profile);
      g_autofree char *currency = g_settings_get_string (self->settings, "default-currency");
      double price = g_settings_get_double (self->settings, "default-electricity-price");

      if (bk_currency_is_valid (currency))
        bk_pricing_set_currency (pricing, currency);
      if (price >= 0 && price <= 1000)
        bk_pricing_set_electricity_price (pricing, price);
    }

  /* In the profile's currency, so after it is set. */
  apply_default_gpu (profile, self->settings);

  return profile;
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  g_autoptr(BkProfile) profile = new_profile (self);

  _bk_window_start_wizard (self, profile, TRUE);
}

static void
edit_checklist_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  BkProfile *profile = bk_window_get_profile (self);

  if (profile != NULL)
    _bk_window_start_wizard (self, profile, FALSE);
}

/* docs/model.md#gpu-generations: the profile's work on every GPU with a throughput figure. */
static void
generations_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  BkProfile *profile = bk_window_get_profile (self);

  if (profile != NULL)
    adw_dialog_present (bk_generations_dialog_new (profile, self->settings),
                        widget);
}

/* An example joins the library as a copy, so that the shipped one stays as it is; opening it
 * again shows that copy while it is unchanged. */
static void
open_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  g_autoptr(BkProfile) example = NULL;
  g_autoptr(BkProfile) copy = NULL;
  BkProfileEntry *entry;

  example = g_list_model_get_item (bk_window_get_examples (self),
                                   g_variant_get_uint32 (parameter));
  if (example == NULL)
    return;

  entry = _bk_window_find_equal_entry (self, example);
  if (entry == NULL)
    {
      copy = bk_profile_copy (example);
      entry = bk_profile_store_add (self->store, copy);
    }

  _bk_window_set_entry (self, entry, TRUE);
}

/* Importing and exporting profiles */

static void
import_response_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(BkWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);

  if (file != NULL)
    bk_window_open_file (self, file);
  else if (bk_file_dialog_failed (error))
    bk_file_show_error (GTK_WIDGET (self), _("Could Not Import the Profile"), NULL, error->message);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  g_autoptr(GtkFileDialog) dialog = NULL;

  dialog = bk_file_dialog_new (_("Import Profile"), _("Profiles"), "application/json",
                                       "json");
  gtk_file_dialog_open (dialog, GTK_WINDOW (self), self->cancellable,
                        import_response_cb, g_object_ref (self));
}

static void
export_profile_done_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  g_autoptr(BkWindowFileOp) op = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = bk_file_dup_display_name (op->file);

  if (bk_profile_store_export_finish (BK_PROFILE_STORE (source), result, &error))
    {
      /* Translators: %s is a file name. */
      g_autofree char *title = g_strdup_printf (_("Exported “%s”"), name);

      _bk_window_show_toast (op->window, title);
    }
  else
    {
      bk_file_show_error (GTK_WIDGET (op->window), _("Could Not Export"), op->file, error->message);
    }
}

static void
export_profile_response_cb (GObject      *source,
                            GAsyncResult *result,
                            gpointer      user_data)
{
  g_autoptr(BkWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);

  if (file == NULL || self->entry == NULL)
    {
      if (bk_file_dialog_failed (error))
        bk_file_show_error (GTK_WIDGET (self), _("Could Not Export"), NULL, error->message);
      return;
    }

  bk_profile_store_export_async (self->store, self->entry, file, self->cancellable,
                                 export_profile_done_cb, _bk_window_file_op_new (self, file));
}

static void
export_profile_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  g_autoptr(GtkFileDialog) dialog = NULL;
  g_autofree char *name = _bk_window_suggested_file_name (self, "json");

  dialog = bk_file_dialog_new (_("Export Profile"), _("Profiles"), "application/json",
                                       "json");
  gtk_file_dialog_set_initial_name (dialog, name);
  gtk_file_dialog_save (dialog, GTK_WINDOW (self), self->cancellable,
                        export_profile_response_cb, g_object_ref (self));
}

/* Exporting the chart and its figures */

static void
show_export_dialog (BkWindow            *self,
                    BkChartExportFormat  format)
{
  g_autofree char *name = _bk_window_suggested_file_name (self, bk_chart_export_get_suffix (format));

  bk_chart_export_choose (GTK_WIDGET (self), self->toast_overlay,
                          bk_result_view_get_chart (self->result_view), format, NULL, name,
                          NULL, NULL, self->cancellable);
}

static void
export_chart_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);

  if (g_str_equal (action_name, "win.export-chart-png"))
    show_export_dialog (self, BK_CHART_EXPORT_PNG);
  else if (g_str_equal (action_name, "win.export-chart-svg"))
    show_export_dialog (self, BK_CHART_EXPORT_SVG);
  else
    show_export_dialog (self, BK_CHART_EXPORT_CSV);
}

/* The decision paper: of the comparison while it is shown, else of the profile. */

static void
paper_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  gboolean print = g_str_equal (action_name, "win.print");
  BkProfileResults *results;
  g_autoptr(BkPaper) paper = NULL;
  g_autofree char *name = NULL;

  if (self->comparison != NULL)
    {
      gtk_widget_activate_action (self->comparison,
                                  print ? "comparison.print" : "comparison.export-pdf", NULL);
      return;
    }

  /* The paper of what the page shows: its profile's results, after or before tax as the page
   * shows the figures. */
  results = bk_result_view_get_results (self->result_view);
  if (results == NULL)
    return;
  paper = bk_paper_new_for_results (results, bk_result_view_get_before_tax (self->result_view),
                                    bk_catalogue_get_current (), NULL);

  if (print)
    {
      bk_paper_print (paper, GTK_WINDOW (self));
      return;
    }

  name = _bk_window_suggested_file_name (self, "pdf");
  bk_paper_export_choose (paper, widget, self->toast_overlay, name, self->cancellable);
}

/* Renaming */

static void
rename_text_changed_cb (AdwAlertDialog *dialog,
                        GtkEditable    *editable)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (editable)));

  adw_alert_dialog_set_response_enabled (dialog, "rename", text[0] != '\0');
}

typedef struct
{
  BkWindow       *window;
  BkProfileEntry *entry;
} RenameData;

static void
rename_data_free (RenameData *data)
{
  g_clear_object (&data->window);
  g_clear_object (&data->entry);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RenameData, rename_data_free)

static void
rename_response_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(RenameData) data = user_data;
  BkWindow *self = data->window;
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (source);
  const char *response = adw_alert_dialog_choose_finish (dialog, result);
  GtkEditable *editable = GTK_EDITABLE (adw_alert_dialog_get_extra_child (dialog));

  if (g_str_equal (response, "rename") && _bk_window_is_listed (self, data->entry))
    bk_profile_store_rename (self->store, data->entry, gtk_editable_get_text (editable));
}

static void
show_rename_dialog (BkWindow *self)
{
  AdwDialog *dialog;
  GtkWidget *text;
  RenameData *data;

  g_return_if_fail (self->entry != NULL);

  dialog = adw_alert_dialog_new (_("Rename Profile"), NULL);
  text = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (text), bk_profile_entry_get_name (self->entry));
  gtk_entry_set_activates_default (GTK_ENTRY (text), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Name"), -1);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), text);

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "rename", _("_Rename"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "rename",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "rename");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_signal_connect_object (text, "changed", G_CALLBACK (rename_text_changed_cb), dialog,
                           G_CONNECT_SWAPPED);

  /* The entry is the one shown when the dialog opened, whatever the window shows by then. */
  data = g_new0 (RenameData, 1);
  data->window = g_object_ref (self);
  data->entry = g_object_ref (self->entry);
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           rename_response_cb, data);
  gtk_widget_grab_focus (text);
}

static void
rename_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  show_rename_dialog (BK_WINDOW (widget));
}

/* The shown profile */

static void
mark_reviewed_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BkProfile *profile = bk_window_get_profile (BK_WINDOW (widget));
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  GDate today;

  if (profile == NULL)
    return;

  g_date_clear (&today, 1);
  g_date_set_dmy (&today, (GDateDay) g_date_time_get_day_of_month (now),
                  (GDateMonth) g_date_time_get_month (now),
                  (GDateYear) g_date_time_get_year (now));
  bk_profile_mark_reviewed (profile, &today);
}

static void
duplicate_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  BkProfileEntry *copy;

  if (self->entry == NULL)
    return;

  copy = bk_profile_store_duplicate (self->store, self->entry);
  if (copy != NULL)
    _bk_window_set_entry (self, copy, TRUE);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);

  if (self->entry != NULL)
    bk_library_sidebar_delete_entry (self->sidebar, self->entry);
}

/* The library */

static void
compare_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);
  g_autoptr(GPtrArray) profiles = NULL;
  GtkWidget *view;

  if (self->sidebar != NULL)
    profiles = bk_library_sidebar_dup_profiles_to_compare (self->sidebar);
  if (profiles == NULL)
    return;

  view = bk_comparison_view_new ();
  bk_comparison_view_set_profiles (BK_COMPARISON_VIEW (view), profiles);

  _bk_window_close_comparison (self);
  self->comparison = g_object_ref_sink (view);
  adw_navigation_split_view_set_content (self->split_view, ADW_NAVIGATION_PAGE (view));
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
  _bk_window_update_actions (self);
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);

  if (self->split_view == NULL)
    return;

  adw_navigation_split_view_set_show_content (self->split_view, FALSE);
  bk_library_sidebar_focus_search (self->sidebar);
}

/* Undo and redo */

/**
 * _bk_window_get_edited_profile:
 *
 * Returns: (transfer none) (nullable): the profile whose edits undo takes back: the one the
 *   checklist edits while it is shown, else the one on the profile page
 */
BkProfile *
_bk_window_get_edited_profile (BkWindow *self)
{
  if (self->in_wizard)
    return self->wizard_profile;

  if (g_str_equal (_bk_window_get_top_page_name (self), "library") && self->comparison == NULL)
    return bk_window_get_profile (self);

  return NULL;
}

static void
update_history_actions (BkWindow *self)
{
  BkProfileHistory *history = g_signal_group_dup_target (self->history_signals);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 history != NULL && bk_profile_history_get_can_undo (history));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 history != NULL && bk_profile_history_get_can_redo (history));
  g_clear_object (&history);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BkProfile *profile = _bk_window_get_edited_profile (BK_WINDOW (widget));

  if (profile == NULL)
    return;

  if (g_str_equal (action_name, "win.undo"))
    bk_profile_history_undo (bk_profile_get_history (profile));
  else
    bk_profile_history_redo (bk_profile_get_history (profile));
}

/* A field's typing is one step until the focus leaves it. */
static void
focus_changed_cb (BkWindow *self)
{
  BkProfileHistory *history;

  if (self->history_signals == NULL)
    return;

  history = g_signal_group_dup_target (self->history_signals);

  if (history != NULL)
    bk_profile_history_seal (history);
  g_clear_object (&history);
}

/* Saving and closing */

/* Changes are saved as they are made; Ctrl+S writes the last ones at once, for those who press
 * it by habit and for peace of mind before the laptop lid closes. */
static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BkWindow *self = BK_WINDOW (widget);

  bk_profile_store_save_now (self->store);
  _bk_window_show_toast (self, _("All changes are saved"));
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

/* Which actions make sense depends on the page the window shows. */
void
_bk_window_update_actions (BkWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(GPtrArray) comparable = NULL;
  gboolean library = g_str_equal (_bk_window_get_top_page_name (self), "library")
                     && !self->in_wizard;
  gboolean has_entry = library && self->entry != NULL;
  gboolean has_profile = has_entry && bk_window_get_profile (self) != NULL;
  BkProfile *edited;

  comparable = library ? bk_library_sidebar_dup_profiles_to_compare (self->sidebar) : NULL;

  gtk_widget_action_set_enabled (widget, "win.new", !self->in_wizard);
  gtk_widget_action_set_enabled (widget, "win.import", !self->in_wizard);
  gtk_widget_action_set_enabled (widget, "win.open-example", !self->in_wizard);
  gtk_widget_action_set_enabled (widget, "win.search", library);
  gtk_widget_action_set_enabled (widget, "win.selection-mode", library);
  gtk_widget_action_set_enabled (widget, "win.compare", comparable != NULL);
  gtk_widget_action_set_enabled (widget, "win.delete", has_entry);
  gtk_widget_action_set_enabled (widget, "win.rename", has_profile);
  gtk_widget_action_set_enabled (widget, "win.duplicate", has_profile);
  gtk_widget_action_set_enabled (widget, "win.mark-reviewed", has_profile);
  gtk_widget_action_set_enabled (widget, "win.generations", has_profile);
  gtk_widget_action_set_enabled (widget, "win.export", has_profile);
  gtk_widget_action_set_enabled (widget, "win.edit-checklist", has_profile);
  gtk_widget_action_set_enabled (widget, "win.export-chart-png", has_profile);
  gtk_widget_action_set_enabled (widget, "win.export-chart-svg", has_profile);
  gtk_widget_action_set_enabled (widget, "win.export-csv", has_profile);
  gtk_widget_action_set_enabled (widget, "win.print", has_profile || self->comparison != NULL);
  gtk_widget_action_set_enabled (widget, "win.export-pdf", has_profile || self->comparison != NULL);
  _bk_window_layout_set_enabled (self, has_profile);

  if (self->history_signals == NULL)
    return;

  edited = _bk_window_get_edited_profile (self);
  g_signal_group_set_target (self->history_signals,
                             edited != NULL ? bk_profile_get_history (edited) : NULL);
  update_history_actions (self);
}

void
_bk_window_actions_init (BkWindow *self)
{
  self->history_signals = g_signal_group_new (BK_TYPE_PROFILE_HISTORY);
  g_signal_group_connect_swapped (self->history_signals, "notify::can-undo",
                                  G_CALLBACK (update_history_actions), self);
  g_signal_group_connect_swapped (self->history_signals, "notify::can-redo",
                                  G_CALLBACK (update_history_actions), self);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_changed_cb), NULL);
}

void
_bk_window_class_actions_init (BkWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "win.open-example", "u", open_example_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_profile_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "win.edit-checklist", NULL,
                                   edit_checklist_action);
  gtk_widget_class_install_action (widget_class, "win.mark-reviewed", NULL, mark_reviewed_action);
  gtk_widget_class_install_action (widget_class, "win.generations", NULL, generations_action);
  gtk_widget_class_install_action (widget_class, "win.rename", NULL, rename_action);
  gtk_widget_class_install_action (widget_class, "win.duplicate", NULL, duplicate_action);
  gtk_widget_class_install_action (widget_class, "win.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "win.compare", NULL, compare_action);
  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_property_action (widget_class, "win.selection-mode",
                                            "selection-mode");
  gtk_widget_class_install_action (widget_class, "win.export-chart-png", NULL, export_chart_action);
  gtk_widget_class_install_action (widget_class, "win.export-chart-svg", NULL, export_chart_action);
  gtk_widget_class_install_action (widget_class, "win.export-csv", NULL, export_chart_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, paper_action);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", NULL, paper_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);

  /* Bindings rather than application accelerators, which would come first: a text field that
   * has typing of its own to undo takes the keys, and passes them on once it has none. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK,
                                       "win.redo", NULL);
}
