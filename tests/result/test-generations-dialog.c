/* test-generations-dialog.c: the GPU Generations dialog lists the profile's work on every GPU
 * with a throughput figure, and "Use This GPU" switches the profile as one undoable change
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-chart-series.h"
#include "bk-chart.h"
#include "bk-format.h"
#include "bk-types.h"
#include "bk-generations-dialog.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile-history.h"
#include "bk-profile.h"
#include "bk-step-hardware.h"
#include "bk-step.h"
#include "bk-test-gtk-utils.h"
#include "bk-workload.h"

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type))
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

static GtkWidget *
find_use_button (GtkWidget  *root,
                 const char *gpu_id)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      BkCatalogueGpu *gpu = g_object_get_data (buttons->pdata[i], "bk-gpu");

      if (gpu != NULL && g_str_equal (bk_catalogue_gpu_get_id (gpu), gpu_id))
        return buttons->pdata[i];
    }

  return NULL;
}

/* The default profile, two A100 80GB SXM for training: the A100 (its own figures), the H100,
 * the B200 and others have training figures, prices and offers; the H100 does 1 / 0.46 = 2.17
 * times the A100's work, so ⌈2 / 2.17⌉ = 1 H100 does the work of two A100s. The GPUs without a
 * figure, a price or an offer are listed with the reason. */
static void
test_dialog (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  AdwDialog *dialog = g_object_ref_sink (bk_generations_dialog_new (profile, NULL));
  GtkWindow *window = bk_test_show_in_window (gtk_label_new (""), 800, 900, FALSE);
  g_autoptr(GPtrArray) expanders = g_ptr_array_new ();
  g_autoptr(GPtrArray) after = g_ptr_array_new ();
  GtkWidget *use;
  gboolean current = FALSE;
  AdwComboRow *kind;

  adw_dialog_present (dialog, GTK_WIDGET (window));
  bk_test_flush ();
  collect (GTK_WIDGET (dialog), ADW_TYPE_EXPANDER_ROW, expanders);
  g_assert_cmpuint (expanders->len, >=, 3);
  for (guint i = 0; i < expanders->len; i++)
    current |= strstr (adw_preferences_row_get_title (expanders->pdata[i]), "(this profile)") != NULL;
  g_assert_true (current);
  g_assert_null (find_use_button (GTK_WIDGET (dialog), "a100-80gb-sxm"));
  g_assert_nonnull (bk_test_find_row (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, "NVIDIA B300"));
  g_assert_null (find_use_button (GTK_WIDGET (dialog), "b300"));

  /* Each compared GPU's figure names its MLPerf round, and its dates are marked when old: every
   * training round the catalogue uses is over six months before any day this test runs, and so
   * is "2026", the H100's purchase date. */
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    guint figures = 0, old_figures = 0, old_prices = 0;

    collect (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, rows);
    for (guint i = 0; i < rows->len; i++)
      {
        const char *title = adw_preferences_row_get_title (rows->pdata[i]);
        const char *subtitle = adw_action_row_get_subtitle (rows->pdata[i]);

        if (g_str_equal (title, "Relative throughput") && strstr (subtitle, "MLPerf Training v"))
          {
            figures++;
            old_figures += strstr (subtitle, ", over six months ago)") != NULL;
          }
        if (g_str_equal (title, "Catalogue prices"))
          old_prices += strstr (subtitle, ", over six months ago)") != NULL;

        /* A figure is read with its row's title, not a Tab stop of its own (a source to copy
         * is, in the popover of its button). */
        {
          g_autoptr(GPtrArray) labels = g_ptr_array_new ();

          collect (rows->pdata[i], GTK_TYPE_LABEL, labels);
          for (guint j = 0; j < labels->len; j++)
            if (gtk_widget_get_ancestor (labels->pdata[j], GTK_TYPE_POPOVER) == NULL)
              g_assert_false (gtk_widget_get_focusable (labels->pdata[j]));
        }
      }
    g_assert_cmpuint (figures, >=, 3);
    g_assert_cmpuint (old_figures, ==, figures);
    g_assert_cmpuint (old_prices, >=, 1);
  }

  use = find_use_button (GTK_WIDGET (dialog), "h100-sxm");
  g_assert_nonnull (use);
  bk_profile_history_seal (history);
  g_assert_true (gtk_widget_grab_focus (use));
  g_signal_emit_by_name (use, "clicked");
  bk_test_flush ();
  /* The list is built anew and the button goes: the focus goes on to the profile's GPU, the
   * H100 now, not to nowhere (or out of the dialog). */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
    GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW) : NULL;

    g_assert_nonnull (row);
    g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                              "NVIDIA H100 SXM (this profile)"));
  }
  g_assert_cmpstr (bk_hardware_get_name (bk_profile_get_hardware (profile)), ==, "NVIDIA H100 SXM");
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 1);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (profile)), >, 0);

  /* The list follows the profile: the H100 is now this profile's GPU. */
  collect (GTK_WIDGET (dialog), ADW_TYPE_EXPANDER_ROW, after);
  g_assert_null (find_use_button (GTK_WIDGET (dialog), "h100-sxm"));
  g_assert_nonnull (find_use_button (GTK_WIDGET (dialog), "a100-80gb-sxm"));

  /* One undo takes the whole switch back. */
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpstr (bk_hardware_get_name (bk_profile_get_hardware (profile)), ==,
                   "NVIDIA A100 80GB SXM");
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 2);

  /* The kind of work is the profile's. */
  kind = bk_test_find_row (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "Kind of work");
  adw_combo_row_set_selected (kind, BK_WORK_KIND_INFERENCE);
  g_assert_cmpint (bk_workload_get_work_kind (bk_profile_get_workload (profile)), ==,
                   BK_WORK_KIND_INFERENCE);
  bk_test_flush ();
  g_assert_nonnull (find_use_button (GTK_WIDGET (dialog), "mi300x"));

  adw_dialog_force_close (dialog);
  gtk_window_destroy (window);
  g_object_unref (dialog);
}

/* At phone width the kind of work is read whole ("Training", not "Trai…"); the row's title and
 * subtitle wrap instead. */
static void
test_narrow (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  AdwDialog *dialog = g_object_ref_sink (bk_generations_dialog_new (profile, NULL));
  GtkWindow *window = bk_test_show_in_window (gtk_label_new (""), 360, 720, FALSE);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  AdwComboRow *kind;
  guint shown = 0;

  adw_dialog_present (dialog, GTK_WIDGET (window));
  kind = bk_test_find_row (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "Kind of work");
  /* The dialog maps its rows with a frame of its own, which may come after the window's. */
  while (!gtk_widget_get_mapped (GTK_WIDGET (kind)))
    g_main_context_iteration (NULL, TRUE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  bk_test_flush ();
  g_assert_cmpuint (adw_combo_row_get_selected (kind), ==, BK_WORK_KIND_TRAINING);

  /* The list's labels are in the row's popover, unmapped; the one mapped is the selection. */
  collect (GTK_WIDGET (kind), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      int natural;

      if (!gtk_widget_get_mapped (GTK_WIDGET (label))
          || g_strcmp0 (gtk_label_get_label (label), "Training") != 0)
        continue;

      gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural,
                          NULL, NULL);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), >=, natural);
      shown++;
    }
  g_assert_cmpuint (shown, ==, 1);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (kind)), <=, 360);

  adw_dialog_force_close (dialog);
  gtk_window_destroy (window);
  g_object_unref (dialog);
}

/* The chart under the list: the cumulative cost of the same work on the three cheapest GPUs, each
 * with its cheapest option, the lines being the rows' own net cost (docs/model.md#gpu-generations):
 * each ends at the total the row's subtitle gives, and a spoken summary names every line. */
static void
test_chart (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  AdwDialog *dialog = g_object_ref_sink (bk_generations_dialog_new (profile, NULL));
  GtkWindow *window = bk_test_show_in_window (gtk_label_new (""), 800, 900, FALSE);
  g_autoptr(GPtrArray) charts = g_ptr_array_new ();
  g_autoptr(GPtrArray) expanders = g_ptr_array_new ();
  g_autofree char *summary = NULL;
  BkChart *chart;
  guint horizon = bk_workload_get_horizon_months (bk_profile_get_workload (profile));
  guint n_buying = 0;

  /* Data that may not leave the premises: every GPU is bought, and its line is its cash less
   * the cards' resale value. */
  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), TRUE);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  bk_test_flush ();
  collect (GTK_WIDGET (dialog), BK_TYPE_CHART, charts);
  g_assert_cmpuint (charts->len, ==, 1);
  chart = charts->pdata[0];
  collect (GTK_WIDGET (dialog), ADW_TYPE_EXPANDER_ROW, expanders);
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, MIN (expanders->len, 3));
  g_assert_cmpuint (bk_chart_get_n_months (chart), ==, horizon);

  summary = bk_chart_dup_summary (chart);
  for (guint i = 0; i < bk_chart_get_n_series (chart); i++)
    {
      const BkChartSeries *series = bk_chart_get_series (chart, i);
      const char *title = adw_preferences_row_get_title (expanders->pdata[i]);
      g_autofree char *gpu = g_strndup (series->label, strrchr (series->label, '(') - series->label - 1);

      /* The lines follow the list, cheapest first: line i is row i's GPU. */
      g_assert_nonnull (strstr (title, gpu));
      g_assert_cmpuint (series->n_values, ==, horizon + 1);
      g_assert_cmpfloat (series->values[0], <=, series->values[horizon]);
      {
        const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
        g_autofree char *total = bk_format_money (series->values[horizon], currency, -1);
        const char *subtitle = adw_expander_row_get_subtitle (expanders->pdata[i]);

        if (strstr (subtitle, total) == NULL)
          g_error ("line %u ends at %s, its row says “%s”", i, total, subtitle);
        if (strstr (series->label, "(Rent)") == NULL)
          n_buying++;
      }
      g_assert_nonnull (strstr (summary, series->label));
    }
  g_assert_cmpuint (n_buying, >, 0);

  /* The chart follows the kind of work. */
  adw_combo_row_set_selected (bk_test_find_row (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW,
                                                "Kind of work"), BK_WORK_KIND_INFERENCE);
  bk_test_flush ();
  g_ptr_array_set_size (charts, 0);
  collect (GTK_WIDGET (dialog), BK_TYPE_CHART, charts);
  g_assert_cmpuint (charts->len, ==, 1);
  g_assert_cmpuint (bk_chart_get_n_series (charts->pdata[0]), >, 0);

  adw_dialog_force_close (dialog);
  gtk_window_destroy (window);
  g_object_unref (dialog);
}

/* The hardware step: from two A100s to the B200 (5.79 × the A100's training work per GPU), the
 * step offers to keep the work with ⌈2 / 5.79⌉ = 1 GPU; keeping it sets 1, as one more undo
 * step; keeping the count leaves 2. */
static void
test_hardware_step (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  GtkWidget *step = g_object_ref_sink (bk_step_hardware_new ());
  GListModel *gpus = bk_catalogue_get_gpus (bk_catalogue_get_default ());
  AdwComboRow *gpu_row;
  AdwActionRow *work_row;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *keep_work = NULL, *keep_count = NULL;
  guint b200 = 0, a100 = 0;

  bk_step_set_profile (BK_STEP (step), profile);
  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      if (g_str_equal (bk_catalogue_gpu_get_id (gpu), "b200"))
        b200 = i + 1;
      else if (g_str_equal (bk_catalogue_gpu_get_id (gpu), "a100-80gb-sxm"))
        a100 = i + 1;
    }

  gpu_row = bk_test_find_row (step, ADW_TYPE_COMBO_ROW, "GPU model");
  work_row = bk_test_find_row (step, ADW_TYPE_ACTION_ROW, "The same work on the new GPU");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (work_row)));

  adw_combo_row_set_selected (gpu_row, b200);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (work_row)));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (work_row), "Keep the work with 1 GPU,"));

  collect (GTK_WIDGET (work_row), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *label = gtk_button_get_label (buttons->pdata[i]);

      if (g_strcmp0 (label, "Keep the _Work") == 0)
        keep_work = buttons->pdata[i];
      else if (g_strcmp0 (label, "Keep the GPU _Count") == 0)
        keep_count = buttons->pdata[i];
    }
  g_assert_nonnull (keep_work);
  g_assert_nonnull (keep_count);

  bk_profile_history_seal (history);
  g_signal_emit_by_name (keep_work, "clicked");
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (work_row)));
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 2);
  g_assert_cmpstr (bk_hardware_get_name (bk_profile_get_hardware (profile)), ==, "NVIDIA B200");

  g_signal_emit_by_name (keep_count, "clicked");
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 2);

  /* The offer follows the count typed while it is shown: back to the A100 and to the B200 again,
   * then 8 GPUs: keeping the work is ⌈8 / 5.79⌉ = 2, and the button sets what the text says. */
  adw_combo_row_set_selected (gpu_row, a100);
  adw_combo_row_set_selected (gpu_row, b200);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (work_row)));
  bk_workload_set_gpus (bk_profile_get_workload (profile), 8);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (work_row), "Keep the work with 2 GPUs,"));
  g_signal_emit_by_name (keep_work, "clicked");
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 2);

  g_object_unref (step);
}

/* docs/model.md#gpu-generations: the old GPU's committed and spot prices, and their ranges, are
 * no prices of the new one; one undo step brings them back with the old GPU. */
static void
test_hardware_step_terms (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkProfileHistory *history = bk_profile_get_history (profile);
  GtkWidget *step = g_object_ref_sink (bk_step_hardware_new ());
  GListModel *gpus = bk_catalogue_get_gpus (bk_catalogue_get_default ());
  AdwComboRow *gpu_row;
  guint h100 = 0, rtx = 0;

  bk_step_set_profile (BK_STEP (step), profile);
  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      if (g_str_equal (bk_catalogue_gpu_get_id (gpu), "h100-sxm"))
        h100 = i + 1;
      else if (g_str_equal (bk_catalogue_gpu_get_id (gpu), "rtx-4090"))
        rtx = i + 1;
    }
  g_assert_cmpuint (h100, >, 0);
  g_assert_cmpuint (rtx, >, 0);
  gpu_row = bk_test_find_row (step, ADW_TYPE_COMBO_ROW, "GPU model");

  adw_combo_row_set_selected (gpu_row, h100);
  bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.66);
  bk_pricing_set_spot_price_per_gpu_hour (pricing, 1.2);
  bk_profile_set_range (profile, "pricing.commit-price-per-gpu-hour", 1.4, 1.9);
  bk_profile_history_seal (history);

  adw_combo_row_set_selected (gpu_row, rtx);
  g_assert_cmpstr (bk_hardware_get_name (bk_profile_get_hardware (profile)), ==,
                   "NVIDIA GeForce RTX 4090");
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 0);
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (pricing), ==, 0);
  g_assert_false (bk_profile_get_range (profile, "pricing.commit-price-per-gpu-hour", NULL, NULL));

  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpstr (bk_hardware_get_name (bk_profile_get_hardware (profile)), ==, "NVIDIA H100 SXM");
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 1.66);
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (pricing), ==, 1.2);
  g_assert_true (bk_profile_get_range (profile, "pricing.commit-price-per-gpu-hour", NULL, NULL));

  g_object_unref (step);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/generations-dialog/use", test_dialog);
  g_test_add_func ("/generations-dialog/hardware-step-terms", test_hardware_step_terms);
  g_test_add_func ("/generations-dialog/hardware-step", test_hardware_step);
  g_test_add_func ("/generations-dialog/chart", test_chart);
  g_test_add_func ("/generations-dialog/narrow", test_narrow);

  return g_test_run ();
}
