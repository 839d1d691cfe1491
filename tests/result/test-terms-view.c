/* test-terms-view.c: rental terms in the editor, the result page, the chart and the comparison
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-chart-feed.h"
#include "bk-chart-series.h"
#include "bk-chart.h"
#include "bk-comparison-view.h"
#include "bk-comparison.h"
#include "bk-hardware.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile-editor.h"
#include "bk-profile.h"
#include "bk-range-button.h"
#include "bk-result-view.h"
#include "bk-step-prices.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-words.h"
#include "bk-workload.h"

/* Two base GPUs and two more at peaks, busy half the time and peaking half the time: the levels
 * 4, 2, 2 and 0 GPUs hold a quarter of the time each. Rent 2.00 an hour and every other cost at
 * zero, for twelve months.
 *
 * With a commitment at 1.00 an hour for a year, renting everything costs a month: committing 0
 * GPUs 730 · 2 · (4 + 2 + 2) / 4 = 2,920; 2 GPUs 730 · 2 · 1 + 730 · 2 · 2 / 4 = 2,190; 4 GPUs
 * 730 · 4 · 1 = 2,920. So renting commits 2 GPUs. The hybrid owns the base (2) and rents 2 GPUs
 * a quarter of the time: committing 0 costs 730 · 2 · 2 / 4 = 730 a month, 2 GPUs 1,460, so it
 * rents on demand. */
static BkProfile *
new_quarters_profile (gboolean terms)
{
  BkProfile *profile = bk_profile_new ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_profile_set_name (profile, terms ? "Committed" : "On demand");
  bk_hardware_set_purchase_price (hardware, 10000);
  bk_hardware_set_host_cost (hardware, 2000);
  bk_hardware_set_annual_value_loss (hardware, 0);
  bk_pricing_set_cooling_overhead (pricing, 0);
  bk_pricing_set_colocation_per_gpu_month (pricing, 0);
  bk_pricing_set_maintenance_percent (pricing, 0);
  bk_pricing_set_admin_hours_per_month (pricing, 0);
  bk_pricing_set_rent_per_gpu_hour (pricing, 2.0);
  bk_pricing_set_rent_price_change (pricing, 0);
  bk_pricing_set_egress_per_gb (pricing, 0);
  bk_pricing_set_storage_per_gb_month (pricing, 0);
  bk_pricing_set_onboarding_hours (pricing, 0);
  bk_pricing_set_discount_rate (pricing, 0);
  bk_workload_set_gpus (workload, 2);
  bk_workload_set_burst_gpus (workload, 2);
  bk_workload_set_utilisation (workload, 50);
  bk_workload_set_burst_days (workload, 15);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_transfer_gb_per_month (workload, 0);
  bk_workload_set_cloud_storage_gb (workload, 0);
  bk_workload_set_horizon_months (workload, 12);
  bk_profile_set_reviewed (profile, "2026-01-01");

  if (terms)
    {
      bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.0);
      bk_pricing_set_commit_term_months (pricing, 12);
    }

  return profile;
}

#define RENT_MIX "Commit 2 GPUs for 1 year, rent peaks on demand"

static GtkWidget *
prices_step (GtkWidget *editor)
{
  return bk_profile_editor_get_step_widget (BK_PROFILE_EDITOR (editor), 8);
}

static gpointer
child (GtkWidget  *step,
       const char *name)
{
  return gtk_widget_get_template_child (step, BK_TYPE_STEP_PRICES, name);
}

/* The editor's rental terms write every term into the profile, and show what the profile holds. */
static void
test_editor_rows (void)
{
  g_autoptr(BkProfile) profile = new_quarters_profile (FALSE);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  GtkWidget *editor = bk_profile_editor_new (profile);
  GtkWidget *step;
  AdwExpanderRow *commit, *spot;
  BkNumberRow *commit_price, *term, *upfront, *gpus, *spot_price, *overhead, *share;
  AdwSwitchRow *automatic;
  GtkWindow *window;

  window = bk_test_show_in_window (editor, 900, 800, FALSE);
  step = prices_step (editor);
  commit = child (step, "commit_expander");
  spot = child (step, "spot_expander");
  commit_price = bk_test_find_row (GTK_WIDGET (commit), BK_TYPE_NUMBER_ROW, "Price");
  term = bk_test_find_row (GTK_WIDGET (commit), BK_TYPE_NUMBER_ROW, "Term");
  upfront = bk_test_find_row (GTK_WIDGET (commit), BK_TYPE_NUMBER_ROW, "Paid up front");
  automatic = bk_test_find_row (GTK_WIDGET (commit), ADW_TYPE_SWITCH_ROW,
                                "Let the app choose how many");
  gpus = bk_test_find_row (GTK_WIDGET (commit), BK_TYPE_NUMBER_ROW, "Committed GPUs");
  spot_price = bk_test_find_row (GTK_WIDGET (spot), BK_TYPE_NUMBER_ROW, "Price");
  overhead = bk_test_find_row (GTK_WIDGET (spot), BK_TYPE_NUMBER_ROW, "Overhead");
  share = bk_test_find_row (GTK_WIDGET (spot), BK_TYPE_NUMBER_ROW, "Share on spot");

  /* Without terms: both off and folded away, the engine chooses the GPUs, spot's defaults. */
  g_assert_cmpstr (adw_expander_row_get_subtitle (commit), ==, "Off: no price set");
  g_assert_cmpstr (adw_expander_row_get_subtitle (spot), ==, "Off: no price set");
  g_assert_false (adw_expander_row_get_expanded (commit));
  g_assert_cmpfloat (bk_number_row_get_value (commit_price), ==, 0);
  g_assert_cmpfloat (bk_number_row_get_value (term), ==, 12);
  g_assert_true (adw_switch_row_get_active (automatic));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gpus)));
  g_assert_cmpfloat (bk_number_row_get_value (overhead), ==, 10);
  g_assert_cmpfloat (bk_number_row_get_value (share), ==, 50);
  /* Showing the rows changes nothing. */
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 0);
  g_assert_cmpint (bk_pricing_get_commit_gpus (pricing), ==, -1);

  /* The rows write the profile. */
  bk_number_row_set_value (commit_price, 1.25);
  bk_number_row_set_value (term, 36);
  bk_number_row_set_value (upfront, 25);
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 1.25);
  g_assert_cmpuint (bk_pricing_get_commit_term_months (pricing), ==, 36);
  g_assert_cmpfloat (bk_pricing_get_commit_upfront_percent (pricing), ==, 25);
  g_assert_cmpstr (adw_expander_row_get_subtitle (commit), ==,
                   "\xe2\x82\xac" "1.25 per GPU-hour · 3-year term, 25% up front");

  /* Choosing the number oneself starts from the base demand, and the row writes it. */
  adw_switch_row_set_active (automatic, FALSE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gpus)));
  g_assert_cmpint (bk_pricing_get_commit_gpus (pricing), ==, 2);
  g_assert_cmpfloat (bk_number_row_get_value (gpus), ==, 2);
  bk_number_row_set_value (gpus, 3);
  g_assert_cmpint (bk_pricing_get_commit_gpus (pricing), ==, 3);
  g_assert_cmpstr (adw_expander_row_get_subtitle (commit), ==,
                   "\xe2\x82\xac" "1.25 per GPU-hour · 3-year term, 25% up front · 3 GPUs");
  adw_switch_row_set_active (automatic, TRUE);
  g_assert_cmpint (bk_pricing_get_commit_gpus (pricing), ==, -1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gpus)));
  /* and back to one's own number: the last one. */
  adw_switch_row_set_active (automatic, FALSE);
  g_assert_cmpint (bk_pricing_get_commit_gpus (pricing), ==, 3);
  adw_switch_row_set_active (automatic, TRUE);

  bk_number_row_set_value (spot_price, 0.8);
  bk_number_row_set_value (overhead, 12.5);
  bk_number_row_set_value (share, 70);
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (pricing), ==, 0.8);
  g_assert_cmpfloat (bk_pricing_get_spot_overhead (pricing), ==, 12.5);
  g_assert_cmpfloat (bk_pricing_get_spot_share (pricing), ==, 70);
  g_assert_cmpstr (adw_expander_row_get_subtitle (spot), ==,
                   "\xe2\x82\xac" "0.80 per GPU-hour, 12.5% overhead, up to 70% of the rented hours");

  /* An overhead of 100 % is not on offer: no work would ever finish. */
  bk_number_row_set_value (overhead, 100);
  g_assert_cmpfloat (bk_pricing_get_spot_overhead (pricing), <, BK_SPOT_OVERHEAD_LIMIT);

  /* And the other way: the profile shows in the rows. */
  bk_pricing_set_commit_price_per_gpu_hour (pricing, 0.5);
  bk_pricing_set_commit_term_months (pricing, 18);
  bk_pricing_set_commit_gpus (pricing, 5);
  bk_pricing_set_spot_overhead (pricing, 7);
  g_assert_cmpfloat (bk_number_row_get_value (commit_price), ==, 0.5);
  g_assert_cmpfloat (bk_number_row_get_value (term), ==, 18);
  g_assert_false (adw_switch_row_get_active (automatic));
  g_assert_cmpfloat (bk_number_row_get_value (gpus), ==, 5);
  g_assert_cmpfloat (bk_number_row_get_value (overhead), ==, 7);
  g_assert_cmpstr (adw_expander_row_get_subtitle (commit), ==,
                   "\xe2\x82\xac" "0.50 per GPU-hour · 18-month term, 25% up front · 5 GPUs");

  /* A price of 0 turns a term off again. */
  bk_number_row_set_value (commit_price, 0);
  g_assert_cmpstr (adw_expander_row_get_subtitle (commit), ==, "Off: no price set");

  /* The prices and the overhead carry ranges like the other uncertain inputs. */
  bk_number_row_set_value (spot_price, 1.0);
  bk_profile_set_range (profile, "pricing.spot-price-per-gpu-hour", 0.7, 1.2);
  g_assert_nonnull (bk_test_find_widget (GTK_WIDGET (spot_price), BK_TYPE_RANGE_BUTTON, NULL, NULL));
  g_assert_nonnull (bk_test_find_widget (GTK_WIDGET (overhead), BK_TYPE_RANGE_BUTTON, NULL, NULL));
  g_assert_nonnull (bk_test_find_widget (GTK_WIDGET (commit_price), BK_TYPE_RANGE_BUTTON, NULL,
                                         NULL));
  g_assert_cmpfloat (bk_number_row_get_value (bk_range_button_get_high_row (
                       BK_RANGE_BUTTON (bk_test_find_widget (GTK_WIDGET (spot_price),
                                                             BK_TYPE_RANGE_BUTTON, NULL, NULL)))),
                     ==, 1.2);
  g_assert_cmpfloat (gtk_adjustment_get_upper (bk_number_row_get_adjustment (
                       bk_range_button_get_high_row (
                         BK_RANGE_BUTTON (bk_test_find_widget (GTK_WIDGET (overhead),
                                                               BK_TYPE_RANGE_BUTTON, NULL, NULL))))),
                     <, BK_SPOT_OVERHEAD_LIMIT);

  /* Another profile with a term opens its rows. */
  {
    g_autoptr(BkProfile) other = new_quarters_profile (TRUE);

    bk_profile_editor_set_profile (BK_PROFILE_EDITOR (editor), other);
    g_assert_true (adw_expander_row_get_expanded (commit));
    g_assert_false (adw_expander_row_get_expanded (spot));
    g_assert_cmpfloat (bk_number_row_get_value (commit_price), ==, 1.0);
    bk_profile_editor_set_profile (BK_PROFILE_EDITOR (editor), NULL);
  }

  gtk_window_destroy (window);
}

/* The widget below @root that the template names @id. */
static GtkWidget *
find_by_id (GtkWidget  *root,
            const char *id)
{
  for (GtkWidget *widget = gtk_widget_get_first_child (root);
       widget != NULL;
       widget = gtk_widget_get_next_sibling (widget))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0)
        return widget;
      found = find_by_id (widget, id);
      if (found != NULL)
        return found;
    }

  return NULL;
}

static const char *
label_text (BkResultView *view,
            const char   *name)
{
  GtkWidget *label = find_by_id (GTK_WIDGET (view), name);

  g_assert_nonnull (label);
  if (!gtk_widget_get_visible (label))
    return NULL;

  return gtk_label_get_label (GTK_LABEL (label));
}

/* The result page says how renting is best done, where the verdict and the key figures are; a
 * profile without terms shows nothing new. */
static void
test_result_page (void)
{
  g_autoptr(BkProfile) terms = new_quarters_profile (TRUE);
  g_autoptr(BkProfile) plain = new_quarters_profile (FALSE);
  BkResultView *view = g_object_ref_sink (BK_RESULT_VIEW (bk_result_view_new ()));
  g_autofree char *expected = NULL;
  GtkWindow *window;

  bk_result_view_set_profile (view, terms);
  window = bk_test_show_in_window (GTK_WIDGET (view), 360, 1400, FALSE);

  g_assert_cmpstr (label_text (view, "rent_mix_label"), ==, RENT_MIX);
  g_assert_cmpstr (label_text (view, "hybrid_mix_label"), ==, "Rent on demand");
  expected = bk_words_verdict_mix (bk_result_view_get_analysis (view));
  g_assert_cmpstr (label_text (view, "verdict_mix_label"), ==, expected);
  g_assert_nonnull (strstr (expected, RENT_MIX));

  bk_result_view_set_profile (view, plain);
  g_assert_null (label_text (view, "rent_mix_label"));
  g_assert_null (label_text (view, "hybrid_mix_label"));
  g_assert_null (label_text (view, "verdict_mix_label"));

  /* An edit that turns a term on shows it at once. */
  bk_pricing_set_spot_price_per_gpu_hour (bk_profile_get_pricing (plain), 0.5);
  g_assert_cmpstr (label_text (view, "rent_mix_label"), ==, "Run 50% on spot, the rest on demand");

  gtk_window_set_child (window, NULL);
  gtk_window_destroy (window);
  bk_result_view_set_profile (view, NULL);
  g_assert_finalize_object (view);
}

/* The rent and hybrid lines carry their mix into the read-out, and the accessible summary says
 * it; without terms neither changes. */
static void
test_chart (void)
{
  g_autoptr(BkProfile) terms = new_quarters_profile (TRUE);
  g_autoptr(BkProfile) plain = new_quarters_profile (FALSE);
  g_autoptr(BkAnalysis) with_terms = NULL;
  g_autoptr(BkAnalysis) without = NULL;
  g_autoptr(BkAnalysis) lost = NULL;
  BkChart *chart = g_object_ref_sink (BK_CHART (bk_chart_new ()));
  g_autofree char *summary = NULL;
  g_autofree char *plain_summary = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bk-terms-XXXXXX", NULL);
  g_autofree char *with_png = g_build_filename (dir, "with.png", NULL);
  g_autofree char *without_png = g_build_filename (dir, "without.png", NULL);
  g_autofree char *with_data = NULL;
  g_autofree char *without_data = NULL;
  g_autoptr(GError) error = NULL;
  gsize with_size, without_size;
  GtkWindow *window;

  bk_workload_set_hybrid_owned_gpus (bk_profile_get_workload (terms), 2);
  with_terms = bk_test_analyse (terms);
  without = bk_test_analyse (plain);

  bk_chart_show_analysis (chart, with_terms, with_terms, NULL, TRUE, "EUR");
  for (guint i = 0; i < bk_chart_get_n_series (chart); i++)
    {
      const BkChartSeries *series = bk_chart_get_series (chart, i);

      if (g_str_equal (series->label, "Rent"))
        g_assert_cmpstr (series->note, ==, RENT_MIX);
      else if (g_str_has_prefix (series->label, "Hybrid"))
        g_assert_cmpstr (series->note, ==, "Rent on demand");
      else
        g_assert_null (series->note);
    }
  summary = bk_chart_dup_summary (chart);
  g_assert_nonnull (strstr (summary, "Renting: " RENT_MIX "."));
  g_assert_nonnull (strstr (summary, "The hybrid’s rented part: Rent on demand."));

  /* The read-out draws the mix under its line: the picture is another one without it. A
   * read-out set from the keyboard goes away when the focus leaves the chart, so the window's
   * own focus events, which the X server may deliver after its first frame, come first. */
  window = bk_test_show_in_window (GTK_WIDGET (chart), 700, 400, FALSE);
  gdk_display_sync (gtk_widget_get_display (GTK_WIDGET (window)));
  bk_test_flush ();
  for (guint attempt = 0; attempt < 10; attempt++)
    {
      bk_chart_set_readout_month (chart, 6);
      bk_test_flush ();
      g_assert_true (bk_test_save_png (GTK_WIDGET (window), with_png, &error));
      g_assert_no_error (error);
      /* A focus event later still than those, as under a heavy load, hid the read-out: the
       * picture may lack it, so it is drawn again. */
      if (bk_chart_get_readout_month (chart) == 6)
        break;
    }
  g_assert_cmpint (bk_chart_get_readout_month (chart), ==, 6);
  for (guint i = 0; i < bk_chart_get_n_series (chart); i++)
    g_clear_pointer (&((BkChartSeries *) bk_chart_get_series (chart, i))->note, g_free);
  gtk_widget_queue_draw (GTK_WIDGET (chart));
  bk_test_flush ();
  g_assert_true (bk_test_save_png (GTK_WIDGET (window), without_png, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (with_png, &with_data, &with_size, NULL));
  g_assert_true (g_file_get_contents (without_png, &without_data, &without_size, NULL));
  g_assert_false (with_size == without_size && memcmp (with_data, without_data, with_size) == 0);

  /* Buying's line says that it rents its lost GPU-hours. */
  bk_hardware_set_lost_hours (bk_profile_get_hardware (terms), 3);
  lost = bk_test_analyse (terms);
  bk_chart_show_analysis (chart, lost, lost, NULL, TRUE, "EUR");
  for (guint i = 0; i < bk_chart_get_n_series (chart); i++)
    {
      const BkChartSeries *series = bk_chart_get_series (chart, i);

      if (g_str_equal (series->label, "Buy"))
        g_assert_cmpstr (series->note, ==, "Rent the lost GPU-hours on demand");
    }

  /* Without terms: no notes, and the summary says nothing of a mix. */
  bk_chart_show_analysis (chart, without, without, NULL, TRUE, "EUR");
  for (guint i = 0; i < bk_chart_get_n_series (chart); i++)
    g_assert_null (bk_chart_get_series (chart, i)->note);
  plain_summary = bk_chart_dup_summary (chart);
  g_assert_null (strstr (plain_summary, "Renting:"));
  g_assert_null (strstr (plain_summary, "Commit"));

  gtk_window_set_child (window, NULL);
  gtk_window_destroy (window);
  g_unlink (with_png);
  g_unlink (without_png);
  g_rmdir (dir);
  g_assert_finalize_object (chart);
}

static GtkWidget *
mix_cell (BkComparisonView *view,
          guint             column)
{
  return bk_comparison_view_get_cell (view, BK_COMPARISON_ROW_RENTAL_MIX, column);
}

/* The comparison has a row for each profile's rental mix once one of them has terms. */
static void
test_comparison (void)
{
  BkComparisonView *view = g_object_ref_sink (BK_COMPARISON_VIEW (bk_comparison_view_new ()));
  g_autoptr(GPtrArray) plain = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) mixed = g_ptr_array_new_with_free_func (g_object_unref);
  BkComparison *comparison;
  GtkWidget *navigation = adw_navigation_view_new ();
  GtkWindow *window;

  g_ptr_array_add (plain, new_quarters_profile (FALSE));
  g_ptr_array_add (plain, new_quarters_profile (FALSE));
  g_ptr_array_add (mixed, new_quarters_profile (FALSE));
  g_ptr_array_add (mixed, new_quarters_profile (TRUE));

  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), ADW_NAVIGATION_PAGE (view));
  window = bk_test_show_in_window (navigation, 1000, 800, FALSE);

  bk_comparison_view_set_profiles (view, plain);
  comparison = bk_comparison_view_get_comparison (view);
  g_assert_false (bk_comparison_has_rental_terms (comparison));
  g_assert_false (bk_comparison_get_shown (comparison, BK_COMPARISON_ROW_RENTAL_MIX));
  g_assert_false (gtk_widget_is_visible (mix_cell (view, 0)));

  bk_comparison_view_set_profiles (view, mixed);
  comparison = bk_comparison_view_get_comparison (view);
  g_assert_true (bk_comparison_get_shown (comparison, BK_COMPARISON_ROW_RENTAL_MIX));
  g_assert_true (gtk_widget_is_visible (mix_cell (view, 0)));
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_RENTAL_MIX, 0), ==,
                   "Rent on demand");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_RENTAL_MIX, 1), ==,
                   RENT_MIX);
  g_assert_true (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_RENTAL_MIX));
  g_assert_nonnull (bk_test_find_widget (mix_cell (view, 1), GTK_TYPE_LABEL, "label", RENT_MIX));

  gtk_window_destroy (window);
  g_assert_finalize_object (view);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/terms-view/editor-rows", test_editor_rows);
  g_test_add_func ("/terms-view/result-page", test_result_page);
  g_test_add_func ("/terms-view/chart", test_chart);
  g_test_add_func ("/terms-view/comparison", test_comparison);

  return g_test_run ();
}
