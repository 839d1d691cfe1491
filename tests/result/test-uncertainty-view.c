/* test-uncertainty-view.c: the widgets of the uncertainty analysis: the chart's bands, the
 * result view's background run, the tornado chart and the range buttons
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-chart-export.h"
#include "bk-chart-feed.h"
#include "bk-chart-series.h"
#include "bk-chart.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-number-row.h"
#include "bk-profile-editor.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-range-button.h"
#include "bk-result-view.h"
#include "bk-step-prices.h"
#include "bk-step.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-tornado.h"
#include "bk-uncertainty.h"
#include "bk-words.h"
#include "bk-workload.h"

/* Rent grows by 1000 a month; buying costs 2500 up front and 500 a month. */
static const double rent_values[] = { 0, 1000, 2000, 3000, 4000, 5000, 6000 };
static const double rent_low[] = { 0, 800, 1600, 2400, 3200, 4000, 4800 };
static const double rent_high[] = { 0, 1300, 2600, 3900, 5200, 6500, 7800 };
static const double buy_values[] = { 2500, 3000, 3500, 4000, 4500, 5000, 5500 };

/* One GPU busy all the time for a year; only the purchase and the rent cost money. */
/* Four base GPUs and four more at peaks, a hybrid of four: three distinct lines. */
static BkProfile *
new_ranged_profile (void)
{
  BkProfile *profile = bk_test_new_hybrid_profile ();

  bk_profile_fill_default_ranges (profile, bk_catalogue_get_default (),
                                  bk_exchange_rates_get_default ());

  return profile;
}

/* A band shades the area under its series, widens the axis to fit and adds two CSV columns. */
static void
test_chart_band (void)
{
  BkChart *chart = g_object_ref_sink (BK_CHART (bk_chart_new ()));
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "bk-band.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  GtkWindow *window;

  bk_chart_set_currency (chart, "EUR");
  bk_chart_add_series (chart, "Rent", rent_values, G_N_ELEMENTS (rent_values),
                       BK_CHART_LINE_SOLID, 1);
  bk_chart_add_series (chart, "Buy", buy_values, G_N_ELEMENTS (buy_values),
                       BK_CHART_LINE_SOLID, 0);
  g_assert_false (bk_chart_has_band (chart, 0));

  bk_chart_set_band (chart, 0, rent_low, rent_high, G_N_ELEMENTS (rent_low));
  g_assert_true (bk_chart_has_band (chart, 0));
  g_assert_false (bk_chart_has_band (chart, 1));

  /* Drawn on screen and exported, light and dark, without a warning (warnings are fatal). */
  for (guint dark = 0; dark < 2; dark++)
    {
      g_autoptr(GskRenderNode) node = NULL;

      window = bk_test_show_in_window (GTK_WIDGET (chart), 640, 360, dark);
      node = bk_chart_render (chart, 640, 360);
      g_assert_nonnull (node);
      gtk_window_set_child (window, NULL);
      gtk_window_destroy (window);
    }
  bk_test_set_dark (FALSE);

  g_assert_true (bk_chart_export_csv (chart, file, &error));
  g_assert_no_error (error);
  csv = bk_test_read_file (file);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "month,Rent,\"Rent, P10\",\"Rent, P90\",Buy");
  g_assert_cmpstr (lines[1], ==, "0,0.00,0.00,0.00,2500.00");
  g_assert_cmpstr (lines[6], ==, "5,5000.00,4000.00,6500.00,5000.00");

  /* The read-out gives the band too. */
  bk_chart_set_readout_month (chart, 2);
  {
    g_autofree char *readout = bk_chart_dup_readout (chart);
    g_autofree char *value = bk_format_money (2000, "EUR", -1);
    g_autofree char *low = bk_format_money (1600, "EUR", -1);
    g_autofree char *high = bk_format_money (2600, "EUR", -1);
    g_autofree char *expected = g_strdup_printf ("Rent %s (%s to %s)", value, low, high);

    if (strstr (readout, expected) == NULL)
      g_error ("“%s” does not contain “%s”", readout, expected);
  }

  /* Removed again, and refused with another length. */
  bk_chart_set_band (chart, 0, NULL, NULL, 0);
  g_assert_false (bk_chart_has_band (chart, 0));
  g_test_expect_message ("bk-chart", G_LOG_LEVEL_CRITICAL, "*n_values*");
  bk_chart_set_band (chart, 1, rent_low, rent_high, 3);
  g_test_assert_expected_messages ();
  g_assert_false (bk_chart_has_band (chart, 1));

  g_file_delete (file, NULL, NULL);
  g_assert_finalize_object (chart);
}

/* An analysis' bands go to the lines of the options. */
static void
test_chart_uncertainty (void)
{
  g_autoptr(BkProfile) profile = new_ranged_profile ();
  g_autoptr(BkAnalysis) analysis = bk_analysis_new (profile, NULL);
  g_autoptr(BkUncertainty) uncertainty = NULL;
  g_autoptr(GError) error = NULL;
  BkChart *chart = g_object_ref_sink (BK_CHART (bk_chart_new ()));
  g_autofree char *summary = NULL;
  g_autofree char *sentence = NULL;

  uncertainty = bk_uncertainty_new (profile, 2000, 3, NULL, &error);
  g_assert_no_error (error);

  bk_chart_show_analysis (chart, analysis, analysis, NULL, TRUE, "EUR");
  /* Rent, buy, the hybrid and buying net of the resale value. */
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 4);
  bk_chart_show_analysis (chart, analysis, analysis, uncertainty, TRUE, "EUR");
  g_assert_true (bk_chart_has_band (chart, 0));
  g_assert_true (bk_chart_has_band (chart, 1));
  g_assert_true (bk_chart_has_band (chart, 2));
  g_assert_false (bk_chart_has_band (chart, 3));

  summary = bk_chart_dup_summary (chart);
  sentence = bk_uncertainty_describe_probability (uncertainty, BK_OPTION_BUY);
  g_assert_nonnull (strstr (summary, sentence));

  /* Without the net line: the bands stay with their lines. */
  bk_chart_show_analysis (chart, analysis, analysis, uncertainty, FALSE, "EUR");
  g_assert_cmpuint (bk_chart_get_n_series (chart), ==, 3);
  g_assert_true (bk_chart_has_band (chart, 2));

  bk_chart_show_analysis (chart, analysis, analysis, NULL, FALSE, "EUR");
  g_assert_false (bk_chart_has_band (chart, 0));

  g_assert_finalize_object (chart);
}

typedef struct
{
  guint notified;
} Counter;

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          Counter    *counter)
{
  counter->notified++;
}

static void
wait_for_notify (Counter *counter,
                 guint    target)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (counter->notified < target)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

typedef struct
{
  BkProfileResults *results;
  guint             holders;
} Holders;

static gboolean
no_run_holds (gpointer data)
{
  Holders *holders = data;

  return g_atomic_int_get (&G_OBJECT (holders->results)->ref_count) == (int) holders->holders;
}

/* Returns once every analysis the results started, cancelled or not, has reported back: each run
 * holds the results until its result is delivered, so then only the @holders references of the
 * test, the view and its chart are left, and nothing more can arrive. */
static void
wait_for_runs (BkProfileResults *results,
               guint             holders)
{
  Holders data = { results, holders };

  bk_test_wait_for (no_run_holds, &data);
  bk_test_flush ();
}

/* The view works the analysis out on a worker thread and shows it when it arrives: bands in the
 * chart, the sentence, the break-even percentiles and the tornado. */
static void
test_result_async (void)
{
  g_autoptr(BkProfile) profile = new_ranged_profile ();
  BkResultView *view = g_object_ref_sink (BK_RESULT_VIEW (bk_result_view_new ()));
  g_autoptr(BkProfileResults) results = NULL;
  BkUncertainty *uncertainty;
  Counter counter = { 0 };
  g_autofree char *sentence = NULL;
  GtkWindow *window;

  results = bk_profile_results_dup_for_profile (profile);
  bk_profile_results_set_uncertainty_delay (results, 0);
  g_signal_connect (results, "notify::uncertainty", G_CALLBACK (count_cb), &counter);

  bk_result_view_set_profile (view, profile);
  /* The view shows the profile's own results, which everyone else shares. */
  g_assert_true (bk_result_view_get_results (view) == results);
  /* The single-value answer and its lines are there at once; the bands are not. */
  g_assert_nonnull (bk_result_view_get_analysis (view));
  g_assert_null (bk_result_view_get_uncertainty (view));
  g_assert_cmpuint (bk_chart_get_n_series (bk_result_view_get_chart (view)), >, 0);
  g_assert_false (bk_chart_has_band (bk_result_view_get_chart (view), 0));

  wait_for_notify (&counter, 1);
  uncertainty = bk_result_view_get_uncertainty (view);
  g_assert_nonnull (uncertainty);
  g_assert_cmpuint (bk_uncertainty_get_n_samples (uncertainty), ==, BK_UNCERTAINTY_SAMPLES);
  g_assert_cmpuint (bk_uncertainty_get_seed (uncertainty), ==, BK_UNCERTAINTY_SEED);
  g_assert_true (bk_chart_has_band (bk_result_view_get_chart (view), 0));
  g_assert_true (bk_chart_feed_get_results (bk_result_view_get_chart_feed (view)) == results);
  g_assert_cmpuint (bk_tornado_get_n_rows (bk_result_view_get_tornado (view)), ==,
                    bk_uncertainty_get_n_sensitivities (uncertainty));

  /* The page draws with the bands and the tornado, light and dark, at a phone's width. */
  for (guint dark = 0; dark < 2; dark++)
    {
      window = bk_test_show_in_window (GTK_WIDGET (view), 360, 1400, dark);
      gtk_window_set_child (window, NULL);
      gtk_window_destroy (window);
    }
  bk_test_set_dark (FALSE);

  sentence = bk_uncertainty_describe_probability (uncertainty, BK_OPTION_BUY);
  g_assert_true (g_str_has_prefix (sentence, "Buying is cheaper than renting in "));

  /* Without ranges there is nothing to work out. */
  bk_profile_clear_ranges (profile);
  g_assert_null (bk_result_view_get_uncertainty (view));
  g_assert_false (bk_profile_results_get_computing (results));
  wait_for_runs (results, 3);
  g_assert_null (bk_result_view_get_uncertainty (view));
  g_assert_false (bk_chart_has_band (bk_result_view_get_chart (view), 0));

  bk_result_view_set_profile (view, NULL);
  g_assert_null (bk_result_view_get_results (view));
  g_assert_finalize_object (view);
}

/* The page says when renting to the end beats every month to buy, in the label screen readers
 * read too. */
static void
test_result_never (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data", "profiles",
                                            "bursty-sweeps.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new_from_file (file, NULL, &error);
  BkResultView *view = g_object_ref_sink (BK_RESULT_VIEW (bk_result_view_new ()));
  g_autoptr(BkProfileResults) results = NULL;
  GtkWidget *label;

  g_assert_no_error (error);
  results = bk_profile_results_dup_for_profile (profile);
  bk_profile_results_set_uncertainty_delay (results, 0);
  bk_result_view_set_profile (view, profile);
  while (bk_result_view_get_uncertainty (view) == NULL)
    g_main_context_iteration (NULL, TRUE);

  /* The groups below the first screen are built on demand. */
  g_assert_nonnull (bk_result_view_get_tornado (view));
  label = bk_test_find_widget (GTK_WIDGET (view), GTK_TYPE_LABEL, "label",
                               "Best month to buy: never (P10), never (P50), never (P90); "
                               "waiting beats buying now in 100% of the cases.");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));

  bk_result_view_set_profile (view, NULL);
  wait_for_runs (results, 1);
  g_assert_finalize_object (view);
}

/* While the analysis of a profile with ranges is worked out, the group says so, as a busy state
 * screen readers announce too, and never that there are no ranges: not after a profile without
 * ranges either, whose words the group showed last. */
static void
test_result_computing (void)
{
  g_autoptr(BkProfile) plain = bk_test_new_hybrid_profile ();
  g_autoptr(BkProfile) ranged = new_ranged_profile ();
  BkResultView *view = g_object_ref_sink (BK_RESULT_VIEW (bk_result_view_new ()));
  g_autoptr(BkProfileResults) results = NULL;
  GtkWidget *group;
  GtkWidget *spinner;

  /* Long enough that nothing starts before the test says so. */
  results = bk_profile_results_dup_for_profile (ranged);
  bk_profile_results_set_uncertainty_delay (results, 600000);
  bk_result_view_set_profile (view, plain);
  g_assert_nonnull (bk_result_view_get_tornado (view));
  group = bk_test_find_widget (GTK_WIDGET (view), ADW_TYPE_PREFERENCES_GROUP, "title",
                               "How Sure the Answer Is");
  g_assert_nonnull (group);
  spinner = bk_test_find_widget (group, ADW_TYPE_SPINNER, NULL, NULL);
  g_assert_nonnull (spinner);
  g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)),
                                   "No input has a range yet"));
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_STATE_BUSY, FALSE);
  g_assert_false (gtk_widget_get_visible (spinner));

  bk_result_view_set_profile (view, ranged);
  g_assert_true (bk_result_view_get_results (view) == results);
  g_assert_true (bk_profile_results_get_computing (results));
  g_assert_null (bk_result_view_get_uncertainty (view));
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), ==,
                   "Working out how sure the answer is: drawing 10,000 plausible cases from the "
                   "inputs’ ranges…");
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_STATE_BUSY, TRUE);
  g_assert_true (gtk_widget_get_visible (spinner));

  /* A change on the way says the same. */
  bk_workload_set_gpus (bk_profile_get_workload (ranged), 6);
  bk_test_flush ();
  g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)),
                                   "Working out how sure the answer is"));

  /* Then the answer, and the busy state ends. */
  bk_profile_results_finish (results);
  g_assert_nonnull (bk_result_view_get_uncertainty (view));
  g_assert_false (bk_profile_results_get_computing (results));
  g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)),
                                   "10,000 plausible cases drawn from the ranges of "));
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_STATE_BUSY, FALSE);
  g_assert_false (gtk_widget_get_visible (spinner));

  bk_result_view_set_profile (view, NULL);
  wait_for_runs (results, 1);
  g_assert_finalize_object (view);
}

/* A change while the analysis runs cancels it; only the newest result is shown. */
static void
test_result_cancel (void)
{
  g_autoptr(BkProfile) profile = new_ranged_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  BkResultView *view = g_object_ref_sink (BK_RESULT_VIEW (bk_result_view_new ()));
  g_autoptr(BkProfileResults) results = NULL;
  Counter counter = { 0 };
  BkUncertainty *uncertainty;

  results = bk_profile_results_dup_for_profile (profile);
  bk_profile_results_set_uncertainty_delay (results, 0);
  bk_result_view_set_profile (view, profile);
  while (bk_result_view_get_uncertainty (view) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_signal_connect (results, "notify::uncertainty", G_CALLBACK (count_cb), &counter);

  /* Wait until the run for eight base GPUs has started, then change the profile again. */
  bk_workload_set_gpus (workload, 8);
  while (!bk_profile_results_is_running (results))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (bk_profile_results_get_n_cancelled (results), ==, 0);

  bk_workload_set_gpus (workload, 12);
  g_assert_cmpuint (bk_profile_results_get_n_cancelled (results), ==, 1);
  g_assert_null (bk_result_view_get_uncertainty (view));

  /* Set to NULL (if it was set) and then the one result of twelve base GPUs. */
  while (bk_result_view_get_uncertainty (view) == NULL)
    g_main_context_iteration (NULL, TRUE);
  uncertainty = bk_result_view_get_uncertainty (view);
  g_assert_cmpuint (bk_uncertainty_get_owned_gpus (uncertainty, BK_OPTION_BUY), ==, 12 + 4);

  /* The cancelled run never shows up later: one notification for dropping the first
   * uncertainty, one for the newest. */
  wait_for_runs (results, 3);
  g_assert_cmpuint (counter.notified, ==, 2);
  g_assert_true (bk_result_view_get_uncertainty (view) == uncertainty);
  g_assert_cmpuint (bk_uncertainty_get_owned_gpus (bk_result_view_get_uncertainty (view),
                                                   BK_OPTION_BUY), ==, 16);

  /* Disposed while a run is on its way: it is cancelled and lets go of the view. */
  bk_workload_set_gpus (workload, 13);
  while (!bk_profile_results_is_running (results))
    g_main_context_iteration (NULL, TRUE);
  bk_result_view_set_profile (view, NULL);
  g_assert_cmpuint (bk_profile_results_get_n_cancelled (results), ==, 2);
  g_assert_false (bk_profile_results_get_computing (results));
  wait_for_runs (results, 1);
  g_assert_finalize_object (view);
}

/* The hand-checked two-input case: the rent price (swing 8,760) above the purchase price
 * (swing 6,000), each row stating its bar in words. */
static void
test_tornado_rows (void)
{
  g_autoptr(BkProfile) profile = bk_test_new_simple_profile (11500, 2.5);
  g_autoptr(BkUncertainty) uncertainty = NULL;
  g_autoptr(GError) error = NULL;
  BkTornado *tornado = g_object_ref_sink (BK_TORNADO (bk_tornado_new ()));
  GtkWindow *window;

  bk_profile_set_range (profile, "hardware.purchase-price", 10000, 16000);
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 2.0, 3.0);
  uncertainty = bk_uncertainty_new (profile, 500, 1, NULL, &error);
  g_assert_no_error (error);

  bk_tornado_set_uncertainty (tornado, uncertainty, "EUR");
  g_assert_cmpuint (bk_tornado_get_n_rows (tornado), ==, 2);

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *text = bk_uncertainty_describe_sensitivity (uncertainty, i, "EUR");

      gtk_test_accessible_assert_role (GTK_ACCESSIBLE (bk_tornado_get_row (tornado, i)),
                                       GTK_ACCESSIBLE_ROLE_IMG);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bk_tornado_get_row (tornado, i)),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL, text);
    }

  {
    g_autofree char *first = bk_uncertainty_describe_sensitivity (uncertainty, 0, "EUR");
    g_autofree char *second = bk_uncertainty_describe_sensitivity (uncertainty, 1, "EUR");

    g_assert_cmpstr (first, ==, "Rent per GPU-hour from €2.00 to €3.00: Buy costs €6,020 to "
                                "€14,780 less than Rent.");
    g_assert_cmpstr (second, ==, "Purchase price per GPU from €10,000 to €16,000: Buy costs "
                                 "€11,900 to €5,900 less than Rent.");
  }

  for (guint dark = 0; dark < 2; dark++)
    {
      window = bk_test_show_in_window (GTK_WIDGET (tornado), 360, 400, dark);
      gtk_window_set_child (window, NULL);
      gtk_window_destroy (window);
    }
  bk_test_set_dark (FALSE);

  bk_tornado_set_uncertainty (tornado, NULL, NULL);
  g_assert_cmpuint (bk_tornado_get_n_rows (tornado), ==, 0);
  g_assert_finalize_object (tornado);
}

static void
collect_range_buttons (GtkWidget *widget,
                       GPtrArray *found)
{
  if (BK_IS_RANGE_BUTTON (widget))
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_range_buttons (child, found);
}

/* Every uncertain input has its "±" button in the profile editor, exactly once, the rental
 * terms' prices and overhead, the resale discount, the lost hours and the tax rate too. */
static void
test_editor_buttons (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  GtkWidget *editor = g_object_ref_sink (bk_profile_editor_new (NULL));
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint seen = 0;

  bk_profile_editor_set_profile (BK_PROFILE_EDITOR (editor), profile);
  collect_range_buttons (editor, buttons);
  g_assert_cmpuint (buttons->len, ==, BK_N_INPUTS);

  for (guint i = 0; i < buttons->len; i++)
    {
      BkRangeButton *button = g_ptr_array_index (buttons, i);

      seen |= 1u << bk_range_button_get_input (button);
      g_assert_true (bk_range_button_get_profile (button) == profile);
    }
  g_assert_cmpuint (seen, ==, (1u << BK_N_INPUTS) - 1);

  bk_profile_editor_set_profile (BK_PROFILE_EDITOR (editor), NULL);
  g_object_unref (editor);
}

/* The range button writes both ends into the profile, keeps them in order, follows the profile
 * and removes the range; the prices step fills in the suggested ranges. */
static void
test_range_button (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  GtkWidget *step = g_object_ref_sink (bk_step_prices_new ());
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  BkRangeButton *rent = NULL;
  BkNumberRow *low, *high;
  AdwButtonRow *fill;
  double l = 0, h = 0;
  GtkWindow *window;

  bk_step_set_profile (BK_STEP (step), profile);
  collect_range_buttons (step, buttons);
  /* Electricity, cooling and rent; the committed and spot prices and the spot overhead; the tax
   * rate. */
  g_assert_cmpuint (buttons->len, ==, 7);
  for (guint i = 0; i < buttons->len; i++)
    if (bk_range_button_get_input (g_ptr_array_index (buttons, i)) == BK_INPUT_RENT_PER_GPU_HOUR)
      rent = g_ptr_array_index (buttons, i);
  g_assert_nonnull (rent);

  low = bk_range_button_get_low_row (rent);
  high = bk_range_button_get_high_row (rent);

  /* Without a range both ends show the value, and nothing is written yet. */
  g_assert_cmpfloat (bk_number_row_get_value (low), ==, 2.5);
  g_assert_cmpfloat (bk_number_row_get_value (high), ==, 2.5);
  g_assert_false (bk_profile_has_ranges (profile));

  bk_number_row_set_value (low, 1.5);
  g_assert_true (bk_profile_get_range (profile, "pricing.rent-per-gpu-hour", &l, &h));
  g_assert_cmpfloat (l, ==, 1.5);
  g_assert_cmpfloat (h, ==, 2.5);
  bk_number_row_set_value (high, 4);
  g_assert_true (bk_profile_get_range (profile, "pricing.rent-per-gpu-hour", &l, &h));
  g_assert_cmpfloat (h, ==, 4);

  /* A low end above the high end takes the high end along. */
  bk_number_row_set_value (low, 5);
  g_assert_true (bk_profile_get_range (profile, "pricing.rent-per-gpu-hour", &l, &h));
  g_assert_cmpfloat (l, ==, 5);
  g_assert_cmpfloat (h, ==, 5);
  g_assert_cmpfloat (bk_number_row_get_value (high), ==, 5);

  /* A range set elsewhere shows up. */
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 2, 3);
  g_assert_cmpfloat (bk_number_row_get_value (low), ==, 2);
  g_assert_cmpfloat (bk_number_row_get_value (high), ==, 3);

  /* Shown with its popover open, without a warning. */
  window = bk_test_show_in_window (step, 360, 900, FALSE);
  bk_range_button_popup (rent);
  bk_test_flush ();
  gtk_window_set_child (window, NULL);
  gtk_window_destroy (window);

  bk_profile_clear_range (profile, "pricing.rent-per-gpu-hour");
  g_assert_cmpfloat (bk_number_row_get_value (low), ==, 2.5);
  g_assert_false (bk_profile_has_ranges (profile));

  fill = bk_test_find_row (step, ADW_TYPE_BUTTON_ROW, "Fill In Suggested Ranges");
  g_assert_nonnull (fill);
  g_signal_emit_by_name (fill, "activated");
  /* The article's spread of €1.50–4.00 around the €2.50 (docs/model.md#uncertainty). */
  g_assert_true (bk_profile_get_range (profile, "pricing.rent-per-gpu-hour", &l, &h));
  g_assert_cmpfloat_with_epsilon (l, 2.5 * 3 / 5.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (h, 2.5 * 8 / 5.5, 1e-9);
  g_assert_cmpfloat (bk_number_row_get_value (low), ==, l);

  g_signal_emit_by_name (bk_test_find_row (step, ADW_TYPE_BUTTON_ROW, "Remove All Ranges"),
                         "activated");
  g_assert_false (bk_profile_has_ranges (profile));

  bk_step_set_profile (BK_STEP (step), NULL);
  g_object_unref (step);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/uncertainty-view/chart/band", test_chart_band);
  g_test_add_func ("/uncertainty-view/chart/uncertainty", test_chart_uncertainty);
  g_test_add_func ("/uncertainty-view/result/async", test_result_async);
  g_test_add_func ("/uncertainty-view/result/cancel", test_result_cancel);
  g_test_add_func ("/uncertainty-view/result/never", test_result_never);
  g_test_add_func ("/uncertainty-view/result/computing", test_result_computing);
  g_test_add_func ("/uncertainty-view/tornado/rows", test_tornado_rows);
  g_test_add_func ("/uncertainty-view/editor/buttons", test_editor_buttons);
  g_test_add_func ("/uncertainty-view/range-button", test_range_button);

  return g_test_run ();
}
