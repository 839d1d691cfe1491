/* screenshots.c: renders every screen of the app to PNG, light and dark, narrow and wide
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: screenshots OUTPUT-DIR
 *
 * Each screen is shown in a real toplevel window, drawn, and then rendered with the window's own
 * renderer. File names are SCREEN-SIZE-STYLE.png, for example result-wide-dark.png. The language
 * is the environment's (LANGUAGE, LC_ALL); translations come from the build tree.
 */

#define G_LOG_DOMAIN "screenshots"

#include "config.h"

#include <adwaita.h>
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-application.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-chart-feed.h"
#include "bk-chart.h"
#include "bk-comparison-view.h"
#include "bk-comparison.h"
#include "bk-connect-dialog.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-exchange-rates.h"
#include "bk-fetched-offers.h"
#include "bk-generations-dialog.h"
#include "bk-hardware.h"
#include "bk-library-sidebar.h"
#include "bk-number-row.h"
#include "bk-preferences-dialog.h"
#include "bk-pricing.h"
#include "bk-profile-entry.h"
#include "bk-profile-results.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-price-update-dialog.h"
#include "bk-azure-prices.h"
#include "bk-aws-prices.h"
#include "bk-range-button.h"
#include "bk-result-view.h"
#include "bk-step-hardware.h"
#include "bk-step-prices.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-usage-import.h"
#include "bk-window-private.h"
#include "bk-window.h"
#include "bk-wizard.h"
#include "bk-workload.h"

typedef struct
{
  const char *name;
  int         width;
  int         height;
} Size;

/* The smallest phone the app supports, and a laptop screen. */
static const Size window_sizes[] = {
  { "narrow", 360, 740 },
  { "wide", 1280, 800 },
};

static const Size chart_sizes[] = {
  { "narrow", 360, 240 },
  { "wide", 800, 500 },
};

static BkApplication *app;
static const char *output_dir;
static guint n_saved;
static gboolean failed;

static void
save (GtkWidget  *widget,
      const char *screen,
      const char *size,
      gboolean    dark)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("%s-%s-%s.png", screen, size, dark ? "dark" : "light");
  g_autofree char *path = g_build_filename (output_dir, name, NULL);

  if (!bk_test_save_png (widget, path, &error))
    {
      g_printerr ("screenshots: %s: %s\n", name, error->message);
      failed = TRUE;
      return;
    }

  n_saved++;
}

/* Waits for two frames: the first allocation can switch a breakpoint, the second shows it. */
static void
settle (GtkWidget *widget)
{
  for (guint i = 0; i < 2; i++)
    {
      gtk_test_widget_wait_for_draw (widget);
      bk_test_flush ();
    }
}

/* Where a GPU is in the hardware step's list, after "Other GPU". */
static guint
gpu_position (const char *name)
{
  GListModel *gpus = bk_catalogue_get_gpus (bk_application_get_catalogue (app));

  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      if (g_str_equal (bk_catalogue_gpu_get_name (gpu), name))
        return i + 1;
    }

  return 0;
}

/* The result page shows its strategy once it is searched, and a profile with ranges its bands
 * and how sure the answer is once the uncertainty analysis is done: the screens wait for both,
 * after the profile is opened and after every change to it. */
static void
settle_result (BkWindow *window)
{
  BkProfileResults *results = bk_result_view_get_results (bk_window_get_result_view (window));

  while (results != NULL
         && (!bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY)
             || !bk_profile_results_is_done (results, BK_RESULTS_STAGE_UNCERTAINTY)))
    g_main_context_iteration (NULL, TRUE);
  settle (GTK_WIDGET (window));
}

/* Each window gets a library of its own in a new folder, so that one screen's profiles do not
 * show up in the next. */
static GFile *
new_library_folder (void)
{
  g_autofree char *template = g_build_filename (g_get_user_data_dir (), "library-XXXXXX", NULL);
  char *path = g_mkdtemp (template);

  if (path == NULL)
    g_error ("screenshots: cannot create a library folder: %s", g_strerror (errno));

  return g_file_new_for_path (path);
}

/* A main window on the library in @folder whose content is exactly the size asked for, once
 * the library is read. */
static BkWindow *
new_library_window (const Size *size,
                    gboolean    dark,
                    GFile      *folder)
{
  g_autoptr(BkProfileStore) store = bk_profile_store_new (folder);
  BkWindow *window = g_object_new (BK_TYPE_WINDOW,
                                   "application", app,
                                   "store", store,
                                   "settings", bk_application_get_settings (app),
                                   NULL);
  int width;

  while (bk_profile_store_get_loading (store))
    g_main_context_iteration (NULL, TRUE);

  bk_test_set_dark (dark);
  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
  settle (GTK_WIDGET (window));

  width = gtk_widget_get_width (GTK_WIDGET (window));
  if (width > 0 && width != size->width)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), 2 * size->width - width, size->height);
      settle (GTK_WIDGET (window));
    }

  return window;
}

static BkWindow *
new_window (const Size *size,
            gboolean    dark)
{
  g_autoptr(GFile) folder = new_library_folder ();

  return new_library_window (size, dark, folder);
}

static void
shoot_welcome (const Size *size,
               gboolean    dark)
{
  BkWindow *window = new_window (size, dark);

  save (GTK_WIDGET (window), "welcome", size->name, dark);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
shoot_wizard (const Size *size,
              gboolean    dark)
{
  BkWindow *window = new_window (size, dark);
  BkWizard *wizard;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  wizard = BK_WIZARD (bk_window_get_wizard (window));
  g_assert (wizard != NULL);

  for (guint step = 1; step <= 8; step++)
    {
      g_autofree char *screen = g_strdup_printf ("wizard-step%u", step);

      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), screen, size->name, dark);

      if (step < 8)
        bk_wizard_next (wizard);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The examples are sorted by file name; the first is the one the screenshots show. */
static BkProfile *
dup_example (guint index)
{
  g_autoptr(BkWindow) window = g_object_ref_sink (bk_window_new (app));
  BkProfile *example = g_list_model_get_item (bk_window_get_examples (window), index);

  gtk_window_destroy (GTK_WINDOW (window));

  return example;
}

/* The @n-th widget of @type below @root, depth first, counting from 0. */
static GtkWidget *
nth_widget (GtkWidget *root,
            GType      type,
            guint      n)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);

      if (g_type_is_a (G_OBJECT_TYPE (widget), type) && n-- == 0)
        return widget;

      for (GtkWidget *child = gtk_widget_get_last_child (widget); child != NULL;
           child = gtk_widget_get_prev_sibling (child))
        g_ptr_array_add (stack, child);
    }

  return NULL;
}

static GtkWidget *find_range_button (GtkWidget *widget,
                                     BkInput    input);
static void       scroll_to         (GtkWidget *target,
                                     double     offset);

/* The profile page of one example, scrolled a screen at a time; the first example also shows the
 * inputs page and the shortcuts dialog. */
static void
shoot_profile (const Size *size,
               gboolean    dark,
               guint       example)
{
  g_autofree char *prefix = example == 0 ? g_strdup ("result")
                                         : g_strdup_printf ("example%u-result", example + 1);
  BkWindow *window = new_window (size, dark);
  GtkAdjustment *adjustment;
  GtkWidget *scrolled, *dialog, *group;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example", "u", example);
  settle_result (window);
  save (GTK_WIDGET (window), prefix, size->name, dark);

  /* The same profile, last reviewed long ago: the reminder shows. */
  if (example == 0)
    {
      BkProfile *profile = bk_window_get_profile (window);
      g_autofree char *reviewed = g_strdup (bk_profile_get_reviewed (profile));

      bk_profile_set_reviewed (profile, "2024-03-05");
      settle_result (window);
      save (GTK_WIDGET (window), "review", size->name, dark);
      bk_profile_set_reviewed (profile, reviewed);
      settle_result (window);
    }

  /* The rest of the result page, a screen at a time. */
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (bk_window_get_result_view (window)),
                                      GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  for (guint page = 2;
       gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment)
         < gtk_adjustment_get_upper (adjustment) - 1;
       page++)
    {
      g_autofree char *screen = g_strdup_printf ("%s%u", prefix, page);

      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment)
                                            + gtk_adjustment_get_page_size (adjustment) * 0.9);
      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), screen, size->name, dark);
    }

  if (example != 0)
    {
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  /* The inputs: a pane beside the result on a wide window, a second page on a narrow one. */
  gtk_adjustment_set_value (adjustment, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-inputs", NULL);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "inputs", size->name, dark);

  /* Beside the pane (or on the inputs' own tab), the key figures and the number rows. */
  scroll_to (gtk_widget_get_ancestor (GTK_WIDGET (gtk_widget_get_template_child (
                                        GTK_WIDGET (bk_window_get_result_view (window)),
                                        BK_TYPE_RESULT_VIEW, "rent_tco_label")),
                                      ADW_TYPE_PREFERENCES_GROUP), 12);
  scroll_to (gtk_widget_get_ancestor (find_range_button (GTK_WIDGET (window),
                                                        BK_INPUT_PURCHASE_PRICE),
                                     BK_TYPE_NUMBER_ROW), 60);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "inputs-rows", size->name, dark);

  /* Their end, where the profile can be deleted. */
  group = bk_test_find_widget (GTK_WIDGET (window), ADW_TYPE_BUTTON_ROW, "action-name",
                               "win.delete");
  if (group != NULL)
    {
      scroll_to (group, 200);
      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), "inputs-end", size->name, dark);
    }

  gtk_widget_activate_action (GTK_WIDGET (window), "app.shortcuts", NULL);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "shortcuts", size->name, dark);

  /* The editing and checklist keys, further down. */
  dialog = GTK_WIDGET (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
  group = dialog != NULL ? nth_widget (dialog, ADW_TYPE_PREFERENCES_GROUP, 2) : NULL;
  if (group != NULL)
    {
      scroll_to (group, 12);
      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), "shortcuts2", size->name, dark);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_range_button (GtkWidget *widget,
                   BkInput    input)
{
  if (BK_IS_RANGE_BUTTON (widget) && bk_range_button_get_input (BK_RANGE_BUTTON (widget)) == input)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_range_button (child, input);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Scrolls the scrolled window around @target so that @target's top is @offset below its top. */
static void
scroll_to (GtkWidget *target,
           double     offset)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (target, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  graphene_point_t point;

  if (gtk_widget_compute_point (target, content, &GRAPHENE_POINT_INIT (0, 0), &point))
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + point.y - offset);
}

/* The first example with the suggested ranges: the bands in the chart, the answer in words, the
 * tornado chart, and the range editor of the rent price. */
static void
shoot_uncertainty (const Size *size,
                   gboolean    dark)
{
  BkWindow *window = new_window (size, dark);
  BkResultView *view = bk_window_get_result_view (window);
  BkProfile *profile;
  GtkWidget *group, *button;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example", "u", 0);
  profile = bk_window_get_profile (window);

  /* While the plausible cases are drawn: the group says so. The run waits until it is asked
   * for, so that the screen is taken while it works. */
  bk_profile_results_set_uncertainty_delay (bk_result_view_get_results (view), G_MAXUINT);
  bk_profile_fill_default_ranges (profile, bk_catalogue_get_default (),
                                  bk_exchange_rates_get_default ());
  settle (GTK_WIDGET (window));
  group = gtk_widget_get_ancestor (GTK_WIDGET (bk_result_view_get_tornado (view)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  scroll_to (gtk_widget_get_prev_sibling (group), 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "uncertainty-computing", size->name, dark);
  bk_profile_results_finish (bk_result_view_get_results (view));
  bk_profile_results_set_uncertainty_delay (bk_result_view_get_results (view),
                                            BK_RESULTS_UNCERTAINTY_DELAY_MS);

  while (bk_result_view_get_uncertainty (view) == NULL)
    g_main_context_iteration (NULL, TRUE);
  settle (GTK_WIDGET (window));

  /* A wide window has the chart on its first screen already. */
  if (!g_str_equal (size->name, "wide"))
    scroll_to (GTK_WIDGET (bk_result_view_get_chart (view)), 60);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "uncertainty", size->name, dark);

  group = gtk_widget_get_ancestor (GTK_WIDGET (bk_result_view_get_tornado (view)),
                                   ADW_TYPE_PREFERENCES_GROUP);
  scroll_to (gtk_widget_get_prev_sibling (group), 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "uncertainty2", size->name, dark);

  scroll_to (group, 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "tornado", size->name, dark);

  /* The inputs, in their pane or on their own page, with the rent price's range open. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-inputs", NULL);
  settle (GTK_WIDGET (window));

  /* The popover is a surface of its own: the window with it open, then the popover itself. */
  button = find_range_button (GTK_WIDGET (window), BK_INPUT_RENT_PER_GPU_HOUR);
  if (button != NULL)
    {
      GtkMenuButton *menu_button = GTK_MENU_BUTTON (gtk_widget_get_first_child (button));
      GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (menu_button));

      scroll_to (button, 120);
      settle (GTK_WIDGET (window));
      bk_range_button_popup (BK_RANGE_BUTTON (button));
      settle (GTK_WIDGET (window));
      settle (popover);
      save (GTK_WIDGET (window), "range", size->name, dark);
      save (popover, "range-popover", size->name, dark);
      gtk_popover_popdown (GTK_POPOVER (popover));
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
count_examples (void)
{
  g_autoptr(BkWindow) window = g_object_ref_sink (bk_window_new (app));
  guint n = g_list_model_get_n_items (bk_window_get_examples (window));

  gtk_window_destroy (GTK_WINDOW (window));

  return n;
}

static void
shoot_chart (const Size *size,
             gboolean    dark)
{
  g_autoptr(BkProfile) example = dup_example (0);
  g_autoptr(BkAnalysis) analysis = bk_analysis_new (example, NULL);
  GtkWidget *chart = bk_chart_new ();
  GtkWindow *window;

  bk_analysis_search_strategy (analysis);
  bk_chart_show_analysis (BK_CHART (chart), analysis, analysis, NULL, TRUE,
                          bk_pricing_get_currency (bk_profile_get_pricing (example)));
  window = bk_test_show_in_window (chart, size->width, size->height, dark);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "chart", size->name, dark);

  gtk_window_destroy (window);
}

static GtkListBox *
profile_list (BkWindow *window)
{
  GtkWidget *sidebar = GTK_WIDGET (bk_window_get_library_object (window, "sidebar"));

  return GTK_LIST_BOX (gtk_widget_get_template_child (sidebar, BK_TYPE_LIBRARY_SIDEBAR,
                                                      "profile_list"));
}

/* The row of the first entry that has (or has not) a profile, skipping @skip of them. */
static GtkListBoxRow *
library_row (BkWindow *window,
             gboolean  loaded,
             guint     skip)
{
  GListModel *store = G_LIST_MODEL (bk_window_get_store (window));
  GtkListBox *list = profile_list (window);

  for (guint i = 0; i < g_list_model_get_n_items (store); i++)
    {
      g_autoptr(BkProfileEntry) entry = g_list_model_get_item (store, i);

      if ((bk_profile_entry_get_profile (entry) != NULL) == loaded && skip-- == 0)
        return gtk_list_box_get_row_at_index (list, (int)i);
    }

  g_error ("screenshots: the library has too few profiles");
}

/* The library with every example and a file that does not load: the list and a profile, the
 * selection mode with three profiles chosen, and their comparison. */
static void
shoot_library (const Size *size,
               gboolean    dark,
               guint       n_examples)
{
  g_autoptr(GFile) folder = new_library_folder ();
  g_autoptr(GFile) broken = g_file_get_child (folder, "copied-by-hand.json");
  GtkListBox *list;
  BkWindow *window;

  for (guint e = 0; e < n_examples; e++)
    {
      g_autoptr(BkProfile) example = dup_example (e);
      g_autofree char *name = g_strdup_printf ("example-%u.json", e + 1);
      g_autoptr(GFile) file = g_file_get_child (folder, name);
      g_autoptr(GError) error = NULL;

      if (!bk_profile_save_to_file (example, file, NULL, &error))
        g_error ("screenshots: %s", error->message);
    }
  g_file_replace_contents (broken, "{ \"format\": 1, \"name\": ", 22, NULL, FALSE,
                           G_FILE_CREATE_NONE, NULL, NULL, NULL);

  window = new_library_window (size, dark, folder);
  list = profile_list (window);

  /* A narrow window starts on the list. */
  if (g_str_equal (size->name, "narrow"))
    save (GTK_WIDGET (window), "library-list", size->name, dark);

  gtk_list_box_select_row (list, library_row (window, TRUE, 1));
  g_signal_emit_by_name (list, "row-activated", library_row (window, TRUE, 1));
  settle_result (window);
  save (GTK_WIDGET (window), "library", size->name, dark);

  gtk_list_box_unselect_all (list);
  gtk_list_box_select_row (list, library_row (window, FALSE, 0));
  g_signal_emit_by_name (list, "row-activated", library_row (window, FALSE, 0));
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "library-broken", size->name, dark);

  g_signal_emit_by_name (list, "row-activated", library_row (window, TRUE, 1));
  adw_navigation_split_view_set_show_content (
    ADW_NAVIGATION_SPLIT_VIEW (bk_window_get_library_object (window, "split_view")), FALSE);
  bk_window_set_selection_mode (window, TRUE);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "library-select-one", size->name, dark);
  for (guint e = 0; e < MIN (n_examples, 3); e++)
    gtk_list_box_select_row (list, library_row (window, TRUE, e));
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "library-select", size->name, dark);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.compare", NULL);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "library-compare", size->name, dark);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Saves the window, then the rest of its page a screen at a time. */
static void
save_pages (GtkWindow  *window,
            GtkWidget  *inside,
            const char *screen,
            const char *size,
            gboolean    dark)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (inside, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

  save (GTK_WIDGET (window), screen, size, dark);

  for (guint page = 2;
       gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment)
         < gtk_adjustment_get_upper (adjustment) - 1;
       page++)
    {
      g_autofree char *name = g_strdup_printf ("%s%u", screen, page);

      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment)
                                            + gtk_adjustment_get_page_size (adjustment) * 0.9);
      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), name, size, dark);
    }
}

/* A new profile's hardware step at its group for owning's real costs, and its prices step at
 * the tax form with tax on. */
static void
shoot_owning (const Size *size,
              gboolean    dark)
{
  BkWindow *window = new_window (size, dark);
  BkWizard *wizard;
  GtkWidget *group;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  wizard = BK_WIZARD (bk_window_get_wizard (window));
  g_assert (wizard != NULL);
  settle (GTK_WIDGET (window));
  group = bk_test_find_widget (GTK_WIDGET (window), ADW_TYPE_PREFERENCES_GROUP, "title",
                               _("Owning in Practice"));
  g_assert (group != NULL);
  scroll_to (group, 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "wizard-step1-owning", size->name, dark);

  for (guint step = 1; step < 8; step++)
    bk_wizard_next (wizard);
  bk_pricing_set_tax_enabled (bk_profile_get_pricing (bk_wizard_get_profile (wizard)), TRUE);
  settle (GTK_WIDGET (window));
  group = bk_test_find_widget (GTK_WIDGET (window), ADW_TYPE_PREFERENCES_GROUP, "title", _("Tax"));
  g_assert (group != NULL);
  scroll_to (group, 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "wizard-step8-tax", size->name, dark);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The utilisation step with measured usage read (docs/model.md#measured-usage): 98 days of
 * hourly nvidia-smi rows of 12 GPUs, eight busy about 70 % and four more on three days of every
 * other week, written into a temporary file; then the same step after the values were used. */
static gboolean
usage_read (gpointer data)
{
  return !g_str_equal (bk_usage_import_get_state (data), "reading");
}

static void
shoot_usage (const Size *size,
             gboolean    dark)
{
  BkWindow *window = new_window (size, dark);
  BkWizard *wizard;
  GtkWidget *import;
  g_autofree char *dir = g_dir_make_tmp ("breakeven-usage-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "gpu-node1.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) log = g_string_new ("timestamp, index, uuid, utilization.gpu [%], "
                                         "memory.used [MiB]\n");
  gint64 monday = 1785715200;   /* 2026-08-03 00:00 UTC */
  g_autoptr(GSettings) settings = NULL;

  for (guint hour = 0; hour < 98 * 24; hour++)
    {
      g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (monday + hour * 3600);
      g_autofree char *stamp = g_date_time_format (time, "%Y/%m/%d %H:%M:%S.000");
      guint day = hour / 24;
      gboolean burst = (day / 7) % 2 == 0 && day % 7 < 3;

      for (guint gpu = 0; gpu < 12; gpu++)
        g_string_append_printf (log, "%s, %u, GPU-%08u-1a2b-4c3d-8e9f-0a1b2c3d4e5f, %u %%, "
                                "40536 MiB\n", stamp, gpu, gpu,
                                gpu < 8 ? 55 + (hour * 7 + gpu * 13) % 31
                                        : burst ? 100 : 0);
    }
  g_file_set_contents (path, log->str, log->len, NULL);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  wizard = BK_WIZARD (bk_window_get_wizard (window));
  g_assert (wizard != NULL);
  bk_wizard_next (wizard);
  settle (GTK_WIDGET (window));
  import = nth_widget (GTK_WIDGET (window), BK_TYPE_USAGE_IMPORT, 0);
  g_assert (import != NULL);
  /* The app run here has no schema to read its settings from: the build's, in memory. */
  if (bk_usage_import_get_settings (BK_USAGE_IMPORT (import)) == NULL)
    {
      g_autoptr(GSettingsSchemaSource) source =
        g_settings_schema_source_new_from_directory (BK_BUILD_SCHEMADIR,
                                                     g_settings_schema_source_get_default (),
                                                     FALSE, NULL);
      g_autoptr(GSettingsSchema) schema = source != NULL
        ? g_settings_schema_source_lookup (source, "io.github.breakeven.Breakeven", FALSE) : NULL;

      g_assert (schema != NULL);
      settings = g_settings_new_full (schema, NULL, NULL);
      bk_usage_import_set_settings (BK_USAGE_IMPORT (import), settings);
    }
  scroll_to (import, 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "wizard-step2-usage-idle", size->name, dark);

  /* "Read from Prometheus…", filled in, with a token; then the question before the first
   * connection to the server. */
  {
    GtkWidget *button = bk_test_find_widget (import, GTK_TYPE_BUTTON, "label",
                                             _("Read from _Prometheus…"));
    AdwDialog *dialog;
    g_autoptr(GUri) uri = g_uri_parse ("https://prometheus.example.org:9090", G_URI_FLAGS_NONE,
                                       NULL);

    g_assert (button != NULL);
    g_signal_emit_by_name (button, "clicked");
    settle (GTK_WIDGET (window));
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
    g_assert (dialog != NULL);
    gtk_editable_set_text (GTK_EDITABLE (bk_test_find_widget (GTK_WIDGET (dialog),
                                                              ADW_TYPE_ENTRY_ROW, "title",
                                                              _("Server address"))),
                           "https://prometheus.example.org:9090");
    adw_combo_row_set_selected (ADW_COMBO_ROW (bk_test_find_widget (GTK_WIDGET (dialog),
                                                                    ADW_TYPE_COMBO_ROW, "title",
                                                                    _("_The server asks for"))),
                                1);
    gtk_editable_set_text (GTK_EDITABLE (bk_test_find_widget (GTK_WIDGET (dialog),
                                                              ADW_TYPE_PASSWORD_ENTRY_ROW,
                                                              "title", _("Token"))),
                           "glsa_3fK9xQ");
    settle (GTK_WIDGET (window));
    save (GTK_WIDGET (window), "wizard-step2-prometheus", size->name, dark);
    adw_dialog_force_close (dialog);
    settle (GTK_WIDGET (window));

    g_settings_reset (bk_usage_import_get_settings (BK_USAGE_IMPORT (import)), "allowed-servers");
    bk_connect_dialog_ask_async (GTK_WIDGET (window),
                                 bk_usage_import_get_settings (BK_USAGE_IMPORT (import)), uri,
                                 _("Breakeven reads your GPUs’ usage from the server’s query API."),
                                 NULL, NULL, NULL);
    settle (GTK_WIDGET (window));
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
    g_assert (dialog != NULL);
    save (GTK_WIDGET (window), "connect-dialog", size->name, dark);
    adw_dialog_force_close (dialog);
    settle (GTK_WIDGET (window));
  }

  bk_usage_import_read_files (BK_USAGE_IMPORT (import), &file, 1);
  while (!usage_read (import))
    g_main_context_iteration (NULL, TRUE);
  settle (GTK_WIDGET (window));
  scroll_to (import, 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "wizard-step2-usage", size->name, dark);

  g_signal_emit_by_name (bk_test_find_widget (import, GTK_TYPE_BUTTON, "label", _("_Use These Values")),
                         "clicked");
  settle (GTK_WIDGET (window));
  scroll_to (import, 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "wizard-step2-usage-used", size->name, dark);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* The prices step with the catalogue's offers for the L40S open, their terms, and an on-demand
 * dollar price picked into the euro profile: the sentence that says how it was converted. */
static void
shoot_offers (const Size *size,
              gboolean    dark)
{
  BkWindow *window = new_window (size, dark);
  BkWizard *wizard;
  GtkWidget *step;
  GObject *presets;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  wizard = BK_WIZARD (bk_window_get_wizard (window));
  g_assert (wizard != NULL);
  for (guint i = 1; i < 8; i++)
    bk_wizard_next (wizard);

  step = bk_wizard_get_step_widget (wizard, 8);
  bk_hardware_set_name (bk_profile_get_hardware (bk_wizard_get_profile (wizard)), "NVIDIA L40S");
  presets = gtk_widget_get_template_child (step, BK_TYPE_STEP_PRICES, "presets_row");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (presets), TRUE);
  gtk_widget_activate_action (step, "prices.use-offer", "(sdsud)", BK_CATALOGUE_TERM_ON_DEMAND,
                              1.86, "USD", 0u, 0.0);
  settle (GTK_WIDGET (window));

  save_pages (GTK_WINDOW (window), GTK_WIDGET (presets), "wizard-step8-offers", size->name, dark);

  /* The 1-year term and the spot price picked: the rental terms they filled in. */
  gtk_widget_activate_action (step, "prices.use-offer", "(sdsud)", BK_CATALOGUE_TERM_RESERVED,
                              1.17, "USD", 12u, 0.0);
  gtk_widget_activate_action (step, "prices.use-offer", "(sdsud)", BK_CATALOGUE_TERM_SPOT,
                              1.10, "USD", 0u, 0.0);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (presets), FALSE);
  settle (GTK_WIDGET (window));
  scroll_to (gtk_widget_get_ancestor (GTK_WIDGET (gtk_widget_get_template_child (
                                        step, BK_TYPE_STEP_PRICES, "commit_expander")),
                                      ADW_TYPE_PREFERENCES_GROUP), 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "wizard-step8-terms", size->name, dark);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The LLM team's example with rental terms: reserved capacity 40 % below the on-demand price
 * (the reference figures' 30-50 %) and spot at half of it. The verdict and the key figures name
 * the mix, the chart's read-out too, and the editor shows the terms. */
static void
shoot_terms (const Size *size,
             gboolean    dark,
             guint       example)
{
  BkWindow *window = new_window (size, dark);
  BkResultView *view = bk_window_get_result_view (window);
  BkChart *chart = bk_result_view_get_chart (view);
  GtkWidget *step, *terms;
  BkPricing *pricing;
  double rent;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example", "u", example);
  pricing = bk_profile_get_pricing (bk_window_get_profile (window));
  rent = bk_pricing_get_rent_per_gpu_hour (pricing);
  bk_pricing_set_commit_price_per_gpu_hour (pricing, round (rent * 60) / 100);
  bk_pricing_set_spot_price_per_gpu_hour (pricing, round (rent * 50) / 100);
  settle_result (window);
  save (GTK_WIDGET (window), "terms-result", size->name, dark);

  scroll_to (GTK_WIDGET (chart), 60);
  bk_chart_set_readout_month (chart, bk_chart_get_n_months (chart) / 2);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "terms-chart", size->name, dark);

  /* With the suggested ranges, the terms' prices and overhead in the tornado chart. */
  bk_profile_fill_default_ranges (bk_window_get_profile (window), bk_catalogue_get_default (),
                                  bk_exchange_rates_get_default ());
  while (bk_result_view_get_uncertainty (view) == NULL)
    g_main_context_iteration (NULL, TRUE);
  bk_chart_set_readout_month (chart, -1);
  settle (GTK_WIDGET (window));
  scroll_to (gtk_widget_get_ancestor (GTK_WIDGET (bk_result_view_get_tornado (view)),
                                      ADW_TYPE_PREFERENCES_GROUP), 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "terms-tornado", size->name, dark);

  /* The inputs: a pane beside the result on a wide window, a second page on a narrow one. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-inputs", NULL);
  settle (GTK_WIDGET (window));
  step = bk_test_find_widget (GTK_WIDGET (window), BK_TYPE_STEP_PRICES, NULL, NULL);
  if (step != NULL)
    {
      terms = GTK_WIDGET (gtk_widget_get_template_child (step, BK_TYPE_STEP_PRICES,
                                                         "commit_expander"));
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (terms), TRUE);
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (gtk_widget_get_template_child (
                                       step, BK_TYPE_STEP_PRICES, "spot_expander")), FALSE);
      scroll_to (gtk_widget_get_ancestor (terms, ADW_TYPE_PREFERENCES_GROUP), 12);
      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), "terms-editor", size->name, dark);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The team's price list of docs/catalogue-format.md, for the screens that show it. */
static const char team_catalogue[] =
  "{\"format\": 2, \"gpus\": [{\"id\": \"l40s-reseller\", \"name\": \"NVIDIA L40S (reseller quote)\", "
  "\"vram-gb\": 48, \"purchase-price\": 7200, \"host-cost\": 3500, \"power-watts\": 350, "
  "\"idle-watts\": 52.5, \"annual-value-loss\": 33, \"currency\": \"EUR\", \"source\": \"Quote "
  "2026-117 from our reseller, valid to the end of January 2027\", \"as-of\": \"2026-11-20\"}], "
  "\"rents\": [{\"gpu-id\": \"h100-sxm\", \"provider\": \"Our reserved contract\", "
  "\"provider-type\": \"specialised\", \"price-per-hour\": 1.95, \"currency\": \"USD\", \"term\": "
  "\"reserved\", \"term-months\": 12, \"source\": \"One-year contract signed on 2026-10-01, no "
  "payment up front\", \"as-of\": \"2026-10-01\"}]}";

/* The catalogue's prices as a profile meets them: the hardware step converting a picked GPU's
 * dollars and saying how old its prices are, the prices step with the team's offer and a GPU
 * without any, the result page without a rent price, and Preferences with the team's list. */
static void
shoot_prices (const Size *size,
              gboolean    dark)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "bk-screenshots-team.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettingsSchemaSource) source =
    g_settings_schema_source_new_from_directory (BK_BUILD_SCHEMADIR,
                                                 g_settings_schema_source_get_default (),
                                                 FALSE, NULL);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  BkWindow *window;
  BkWizard *wizard;
  GtkWidget *step1, *step8;
  GObject *presets;
  AdwComboRow *gpu_row;
  AdwDialog *dialog;

  /* Loaded into the application (in the run's own data folder), as Preferences does. */
  if (!g_file_set_contents (path, team_catalogue, sizeof team_catalogue - 1, &error)
      || !bk_application_load_team_catalogue (app, file, &error))
    {
      g_printerr ("screenshots: the team's price list: %s\n", error->message);
      g_unlink (path);
      failed = TRUE;
      return;
    }
  g_unlink (path);

  window = new_window (size, dark);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  wizard = BK_WIZARD (bk_window_get_wizard (window));
  g_assert (wizard != NULL);
  step1 = bk_wizard_get_step_widget (wizard, 1);
  gpu_row = ADW_COMBO_ROW (gtk_widget_get_template_child (step1, BK_TYPE_STEP_HARDWARE, "gpu_row"));
  adw_combo_row_set_selected (gpu_row, gpu_position ("NVIDIA H100 SXM"));
  settle (GTK_WIDGET (window));
  scroll_to (GTK_WIDGET (gtk_widget_get_template_child (step1, BK_TYPE_STEP_HARDWARE,
                                                        "cost_group")), 12);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "prices-hardware", size->name, dark);

  for (guint i = 1; i < 8; i++)
    bk_wizard_next (wizard);
  step8 = bk_wizard_get_step_widget (wizard, 8);
  presets = gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES, "presets_row");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (presets), TRUE);
  settle (GTK_WIDGET (window));
  save_pages (GTK_WINDOW (window), GTK_WIDGET (presets), "prices-offers", size->name, dark);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (presets), FALSE);

  /* A GPU without an offer: the rent field asks for a price. */
  adw_combo_row_set_selected (gpu_row, gpu_position ("NVIDIA GeForce RTX 5090"));
  settle (GTK_WIDGET (window));
  scroll_to (GTK_WIDGET (gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES, "rent_row")),
             60);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "prices-no-offer", size->name, dark);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The result page of an example without a rent price. */
  window = new_window (size, dark);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example", "u", 0);
  settle_result (window);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (bk_window_get_profile (window)), 0);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "prices-result-no-rent", size->name, dark);
  gtk_window_destroy (GTK_WINDOW (window));

  /* Preferences with the team's list loaded. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, "io.github.breakeven.Breakeven", FALSE);
  if (schema != NULL)
    {
      settings = g_settings_new_full (schema, NULL, NULL);
      window = new_window (size, dark);
      dialog = bk_preferences_dialog_new (settings, app);
      adw_dialog_present (dialog, GTK_WIDGET (window));
      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), "prices-preferences", size->name, dark);
      adw_dialog_force_close (dialog);
      gtk_window_destroy (GTK_WINDOW (window));
    }

  if (!bk_application_remove_team_catalogue (app, &error))
    {
      g_printerr ("screenshots: the team's price list: %s\n", error->message);
      failed = TRUE;
    }
}

/* When to buy against the headline: the first example whose strategy rents throughout, with
 * the pool of buying now named; then the same profile without any demand, which has nothing to
 * compare. */
static void
shoot_strategy (const Size *size,
                gboolean    dark,
                guint       n_examples)
{
  for (guint e = 0; e < n_examples; e++)
    {
      BkWindow *window = new_window (size, dark);
      BkWorkload *workload;
      BkAnalysis *analysis;

      gtk_widget_activate_action (GTK_WIDGET (window), "win.open-example", "u", e);
      settle_result (window);
      analysis = bk_result_view_get_analysis (bk_window_get_result_view (window));
      if (analysis == NULL || bk_analysis_get_strategy (analysis)->final_gpus > 0)
        {
          gtk_window_destroy (GTK_WINDOW (window));
          continue;
        }

      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), "strategy-rent-throughout", size->name, dark);

      workload = bk_profile_get_workload (bk_window_get_profile (window));
      bk_workload_set_gpus (workload, 0);
      bk_workload_set_burst_gpus (workload, 0);
      bk_workload_set_hybrid_owned_gpus (workload, -1);
      settle_result (window);
      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), "strategy-no-demand", size->name, dark);
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  g_printerr ("screenshots: no example rents throughout\n");
  failed = TRUE;
}

/* The offers of the price tests' fixtures, as an update in Germany West Central and Europe
 * (Frankfurt) fetches them from the local server. */
static BkFetchedOffers *
load_fetched_fixtures (void)
{
  BkInstanceTable *table = bk_instance_table_get_default ();
  g_autoptr(GPtrArray) offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  g_autoptr(BkAwsPriceReader) reader = NULL;
  g_autoptr(GError) error = NULL;
  const char *pages[] = { "azure-page-1.json", "azure-page-2.json" };
  BkFetchedOffers *fetched;
  g_autofree char *csv = NULL;
  gsize length;
  guint n_unknown = 0;

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *path = g_build_filename (BK_PRICES_FIXTURES, pages[i], NULL);
      g_autofree char *text = NULL;
      g_autofree char *next = NULL;
      g_autoptr(GBytes) bytes = NULL;

      g_file_get_contents (path, &text, &length, &error);
      g_assert_no_error (error);
      bytes = g_bytes_new_take (g_steal_pointer (&text), length);
      bk_azure_prices_read_page (bytes, table, "germanywestcentral", today, offers, &next,
                                 &n_unknown, &error);
      g_assert_no_error (error);
    }

  {
    g_autofree char *path = g_build_filename (BK_PRICES_FIXTURES, "aws-eu-central-1.csv", NULL);

    g_file_get_contents (path, &csv, &length, &error);
    g_assert_no_error (error);
  }
  reader = bk_aws_price_reader_new (table, "eu-central-1", today);
  bk_aws_price_reader_feed (reader, csv, length, &error);
  g_assert_no_error (error);
  bk_aws_price_reader_finish (reader, offers, &error);
  g_assert_no_error (error);

  fetched = bk_fetched_offers_new (now);
  bk_fetched_offers_add_region (fetched, BK_PRICE_SOURCE_AZURE, "germanywestcentral", "EUR");
  bk_fetched_offers_add_region (fetched, BK_PRICE_SOURCE_AWS, "eu-central-1", "USD");
  bk_fetched_offers_add_offers (fetched, offers);

  return fetched;
}

static gboolean
dialog_shows (GtkWidget  *dialog,
              const char *page)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (dialog, BK_TYPE_PRICE_UPDATE_DIALOG,
                                                              "stack"));

  return g_strcmp0 (gtk_stack_get_visible_child_name (stack), page) == 0;
}

/* Update Prices: the question before the first connection, what an update changed, a failed
 * update, and then the fetched offers in Preferences and in the prices step. */
static void
shoot_fetched (const Size *size,
               gboolean    dark)
{
  g_autoptr(GSettingsSchemaSource) source =
    g_settings_schema_source_new_from_directory (BK_BUILD_SCHEMADIR,
                                                 g_settings_schema_source_get_default (),
                                                 FALSE, NULL);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(BkFetchedOffers) fetched = load_fetched_fixtures ();
  g_autoptr(GError) error = NULL;
  BkWindow *window;
  BkWizard *wizard;
  GtkWidget *step1, *step8;
  GObject *presets;
  AdwDialog *dialog;
  gint64 end;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, "io.github.breakeven.Breakeven", FALSE);
  if (schema != NULL)
    settings = g_settings_new_full (schema, NULL, NULL);
  if (settings == NULL)
    {
      g_printerr ("screenshots: no settings for Update Prices\n");
      failed = TRUE;
      return;
    }

  /* Before the first connection. */
  g_settings_reset (settings, "allowed-servers");
  window = new_window (size, dark);
  dialog = bk_price_update_dialog_new (app, settings, NULL);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "fetched-consent", size->name, dark);
  adw_dialog_force_close (dialog);

  /* A failed update: nothing listens on the loopback address's port 1. */
  {
    const char *allowed[] = { "http://127.0.0.1:1", "https://pricing.us-east-1.amazonaws.com",
                              NULL };

    g_settings_set_strv (settings, "allowed-servers", allowed);
  }
  g_setenv ("BREAKEVEN_AZURE_PRICES_URL", "http://127.0.0.1:1/api/retail/prices", TRUE);
  dialog = bk_price_update_dialog_new (app, settings, NULL);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!dialog_shows (GTK_WIDGET (dialog), "error") && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_unsetenv ("BREAKEVEN_AZURE_PRICES_URL");
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "fetched-error", size->name, dark);
  adw_dialog_force_close (dialog);

  /* What changed, before anything is kept. */
  dialog = bk_price_update_dialog_new (app, settings, fetched);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "fetched-changes", size->name, dark);
  adw_dialog_force_close (dialog);

  if (!bk_application_keep_fetched_offers (app, fetched, &error))
    {
      g_printerr ("screenshots: keeping the fetched offers: %s\n", error->message);
      failed = TRUE;
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  /* Preferences at the fetched prices. */
  dialog = bk_preferences_dialog_new (settings, app);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  settle (GTK_WIDGET (window));
  save_pages (GTK_WINDOW (window),
              GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                         BK_TYPE_PREFERENCES_DIALOG,
                                                         "fetched_group")),
              "fetched-preferences", size->name, dark);
  adw_dialog_force_close (dialog);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The prices step of an H100 SXM, its offers open. */
  window = new_window (size, dark);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  wizard = BK_WIZARD (bk_window_get_wizard (window));
  step1 = bk_wizard_get_step_widget (wizard, 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (step1,
                                                                            BK_TYPE_STEP_HARDWARE,
                                                                            "gpu_row")),
                              gpu_position ("NVIDIA H100 SXM"));
  for (guint i = 1; i < 8; i++)
    bk_wizard_next (wizard);
  step8 = bk_wizard_get_step_widget (wizard, 8);
  presets = gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES, "presets_row");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (presets), TRUE);
  settle (GTK_WIDGET (window));
  scroll_to (GTK_WIDGET (presets), 12);
  settle (GTK_WIDGET (window));
  save_pages (GTK_WINDOW (window), GTK_WIDGET (presets), "fetched-offers", size->name, dark);
  gtk_window_destroy (GTK_WINDOW (window));

  if (!bk_application_remove_fetched_offers (app, &error))
    {
      g_printerr ("screenshots: removing the fetched offers: %s\n", error->message);
      failed = TRUE;
    }
}

/* Preferences, with one exchange rate set by hand. */
static void
shoot_preferences (const Size *size,
                   gboolean    dark)
{
  g_autoptr(GSettingsSchemaSource) source =
    g_settings_schema_source_new_from_directory (BK_BUILD_SCHEMADIR,
                                                 g_settings_schema_source_get_default (),
                                                 FALSE, NULL);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  BkWindow *window;
  AdwDialog *dialog;
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{sd}"));

  /* The settings live in memory, from the schema the build compiled. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, "io.github.breakeven.Breakeven", FALSE);
  if (schema == NULL)
    {
      g_printerr ("screenshots: no settings schema in %s\n", BK_BUILD_SCHEMADIR);
      failed = TRUE;
      return;
    }
  settings = g_settings_new_full (schema, NULL, NULL);
  window = new_window (size, dark);

  g_variant_builder_add (&builder, "{sd}", "USD", 1.16);
  g_settings_set_value (settings, "exchange-rates", g_variant_builder_end (&builder));
  {
    const char *servers[] = { "https://prometheus.example.org:9090", NULL };

    g_settings_set_strv (settings, "allowed-servers", servers);
  }

  dialog = bk_preferences_dialog_new (settings, app);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  settle (GTK_WIDGET (window));
  save_pages (GTK_WINDOW (window),
              GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                         BK_TYPE_PREFERENCES_DIALOG,
                                                         "rates_group")),
              "preferences", size->name, dark);

  adw_dialog_force_close (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The GPU Generations dialog of a team of eight A100s for training, the first two GPUs open. */
static void
shoot_generations (const Size *size,
                   gboolean    dark)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkWindow *window = new_window (size, dark);
  AdwDialog *dialog;
  GtkWidget *rows;
  guint opened = 0;

  bk_workload_set_gpus (bk_profile_get_workload (profile), 8);
  dialog = bk_generations_dialog_new (profile, NULL);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  rows = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                    BK_TYPE_GENERATIONS_DIALOG, "rows_box"));
  for (GtkWidget *w = rows; w != NULL && opened < 2;)
    {
      if (ADW_IS_EXPANDER_ROW (w))
        {
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (w), TRUE);
          opened++;
        }
      /* Depth first through the rows' box. */
      if (gtk_widget_get_first_child (w) != NULL && !ADW_IS_EXPANDER_ROW (w))
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != rows && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == rows ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  settle (GTK_WIDGET (window));
  save_pages (GTK_WINDOW (window), rows, "generations", size->name, dark);

  adw_dialog_force_close (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The examples side by side, as a page of a navigation view; on a narrow window the table also
 * scrolled to its last column. */
static void
shoot_comparison (const Size *size,
                  gboolean    dark,
                  guint       n_examples)
{
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *navigation = adw_navigation_view_new ();
  GtkWidget *view = bk_comparison_view_new ();
  GtkWidget *strip;
  GtkWidget *grid;
  GtkWindow *window;

  for (guint e = 0; e < MIN (n_examples, BK_COMPARISON_MAX_PROFILES); e++)
    g_ptr_array_add (profiles, dup_example (e));
  bk_comparison_view_set_profiles (BK_COMPARISON_VIEW (view), profiles);
  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), ADW_NAVIGATION_PAGE (view));

  window = bk_test_show_in_window (navigation, size->width, size->height, dark);
  settle (GTK_WIDGET (window));

  /* A strip of the table's cells scrolls sideways; the grid it is in scrolls with the page. */
  strip = gtk_widget_get_ancestor (bk_comparison_view_get_cell (BK_COMPARISON_VIEW (view), 0, 0),
                                   GTK_TYPE_SCROLLED_WINDOW);
  grid = gtk_widget_get_parent (strip);
  save_pages (window, grid, "comparison", size->name, dark);

  if (g_str_equal (size->name, "narrow"))
    {
      GtkAdjustment *table = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (strip));
      GtkWidget *scrolled = gtk_widget_get_ancestor (grid, GTK_TYPE_SCROLLED_WINDOW);

      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                                0);
      gtk_adjustment_set_value (table, gtk_adjustment_get_upper (table));
      settle (GTK_WIDGET (window));
      save (GTK_WIDGET (window), "comparison-scrolled", size->name, dark);
    }

  gtk_window_destroy (window);
}

/* The examples compared, the LLM team's with the rental terms of shoot_terms(): the row of the
 * cheapest way to rent. */
static void
shoot_comparison_terms (const Size *size,
                        gboolean    dark,
                        guint       n_examples)
{
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *navigation = adw_navigation_view_new ();
  GtkWidget *view = bk_comparison_view_new ();
  GtkWidget *strip, *scrolled;
  graphene_point_t point;
  GtkWindow *window;

  for (guint e = 0; e < MIN (n_examples, BK_COMPARISON_MAX_PROFILES); e++)
    {
      BkProfile *profile = dup_example (e);

      if (e == 2)
        {
          BkPricing *pricing = bk_profile_get_pricing (profile);
          double rent = bk_pricing_get_rent_per_gpu_hour (pricing);

          bk_pricing_set_commit_price_per_gpu_hour (pricing, round (rent * 60) / 100);
          bk_pricing_set_spot_price_per_gpu_hour (pricing, round (rent * 50) / 100);
        }
      g_ptr_array_add (profiles, profile);
    }
  bk_comparison_view_set_profiles (BK_COMPARISON_VIEW (view), profiles);
  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), ADW_NAVIGATION_PAGE (view));

  window = bk_test_show_in_window (navigation, size->width, size->height, dark);
  settle (GTK_WIDGET (window));
  /* The cells scroll sideways in a strip of their own; the page scrolls the grid of strips. */
  strip = gtk_widget_get_ancestor (bk_comparison_view_get_cell (BK_COMPARISON_VIEW (view),
                                                                BK_COMPARISON_ROW_TCO_RENT, 0),
                                   GTK_TYPE_SCROLLED_WINDOW);
  scrolled = gtk_widget_get_ancestor (gtk_widget_get_parent (strip), GTK_TYPE_SCROLLED_WINDOW);
  if (gtk_widget_compute_point (strip, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                &GRAPHENE_POINT_INIT (0, 0), &point))
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                              point.y - 120);
  settle (GTK_WIDGET (window));
  save (GTK_WIDGET (window), "comparison-terms", size->name, dark);

  gtk_window_destroy (window);
}

/* Whether to render a group of screens: all of them, or those BK_SCREENSHOT_ONLY names (a
 * list such as "comparison,terms"), to look at one screen quickly. */
static gboolean
wanted (const char *group)
{
  const char *only = g_getenv ("BK_SCREENSHOT_ONLY");
  g_auto(GStrv) groups = NULL;

  if (only == NULL || *only == '\0')
    return TRUE;

  groups = g_strsplit (only, ",", -1);
  if (g_strv_contains ((const char * const *) groups, group))
    return TRUE;

  /* "forms": the wizard, the inputs, the library and Preferences. */
  return g_strv_contains ((const char * const *) groups, "forms")
         && (g_str_equal (group, "library") || g_str_equal (group, "wizard")
             || g_str_equal (group, "usage")
             || g_str_equal (group, "preferences") || g_str_equal (group, "profile"));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;
  guint n_examples;

  if (argc != 2)
    {
      g_printerr ("Usage: %s OUTPUT-DIR\n", argv[0]);
      return 2;
    }
  output_dir = argv[1];

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, BK_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* The library of every window lives in a temporary folder, never in the user's. */
  data_home = g_dir_make_tmp ("breakeven-screenshots-XXXXXX", &error);
  if (data_home == NULL)
    {
      g_printerr ("screenshots: %s\n", error->message);
      return 1;
    }
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GDK_DEBUG", "no-portals", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);

  gtk_init ();
  adw_init ();

  /* GNOME's look, without a desktop session to ask: its font, no animations to wait for and a
   * text cursor that does not blink, so that two runs give the same pictures. The app icon
   * comes with the resources. */
  g_object_set (gtk_settings_get_default (),
                "gtk-font-name", "Cantarell 11",
                "gtk-enable-animations", FALSE,
                "gtk-cursor-blink", FALSE,
                NULL);

  app = bk_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    {
      g_printerr ("screenshots: %s\n", error->message);
      return 1;
    }

  n_examples = count_examples ();

  for (guint s = 0; s < G_N_ELEMENTS (window_sizes); s++)
    {
      for (int dark = 0; dark <= 1; dark++)
        {
          if (wanted ("library"))
            shoot_library (&window_sizes[s], dark, n_examples);
          if (wanted ("welcome"))
            shoot_welcome (&window_sizes[s], dark);
          if (wanted ("wizard"))
            shoot_wizard (&window_sizes[s], dark);
          if (wanted ("offers"))
            shoot_offers (&window_sizes[s], dark);
          if (wanted ("owning"))
            shoot_owning (&window_sizes[s], dark);
          if (wanted ("usage"))
            shoot_usage (&window_sizes[s], dark);
          if (wanted ("preferences"))
            shoot_preferences (&window_sizes[s], dark);
          if (wanted ("profile"))
            shoot_profile (&window_sizes[s], dark, 0);
          if (wanted ("chart"))
            shoot_chart (&chart_sizes[s], dark);
          if (wanted ("comparison"))
            shoot_comparison (&window_sizes[s], dark, n_examples);
          if (wanted ("uncertainty"))
            shoot_uncertainty (&window_sizes[s], dark);
          if (wanted ("terms"))
            shoot_terms (&window_sizes[s], dark, MIN (3, n_examples - 1));
          if (wanted ("comparison"))
            shoot_comparison_terms (&window_sizes[s], dark, n_examples);
          if (wanted ("prices"))
            shoot_prices (&window_sizes[s], dark);
          if (wanted ("fetched"))
            shoot_fetched (&window_sizes[s], dark);
          if (wanted ("generations"))
            shoot_generations (&window_sizes[s], dark);
          if (wanted ("strategy"))
            shoot_strategy (&window_sizes[s], dark, n_examples);
        }

      /* The other examples, in the light style only. */
      for (guint e = 1; e < n_examples && wanted ("profile"); e++)
        shoot_profile (&window_sizes[s], FALSE, e);
    }

  g_clear_object (&app);
  bk_test_remove_tree (data_home);

  g_print ("screenshots: %u images in %s\n", n_saved, output_dir);

  return failed ? 1 : 0;
}
