/* test-owning-view.c: the forms for the used-market discount, lost hours and tax, and the result
 * page's switch between the figures after and before tax
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-chart.h"
#include "bk-engine-enums.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-step-hardware.h"
#include "bk-step.h"
#include "bk-tax-group.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-words.h"

/* Picking a GPU suggests its used-market discount and 3 % lost hours; the rows edit them. */
static void
test_hardware_step (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  GtkWidget *step = g_object_ref_sink (bk_step_hardware_new ());
  GListModel *gpus = bk_catalogue_get_gpus (bk_catalogue_get_default ());
  AdwComboRow *gpu_row;
  AdwSwitchRow *rented;
  guint h100 = GTK_INVALID_LIST_POSITION;
  const char *description;

  bk_step_set_profile (BK_STEP (step), profile);
  g_assert_cmpfloat (bk_hardware_get_resale_discount (hardware), ==, 0);

  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      if (g_str_equal (bk_catalogue_gpu_get_id (gpu), "h100-sxm"))
        h100 = i + 1;
    }
  gpu_row = bk_test_find_row (step, ADW_TYPE_COMBO_ROW, "GPU model");
  adw_combo_row_set_selected (gpu_row, h100);
  g_assert_cmpfloat (bk_hardware_get_resale_discount (hardware), ==, 10);
  g_assert_cmpfloat (bk_hardware_get_lost_hours (hardware), ==, 3);
  description = adw_preferences_group_get_description (
    ADW_PREFERENCES_GROUP (bk_test_find_widget (step, ADW_TYPE_PREFERENCES_GROUP, "title",
                                                "Owning in Practice")));
  g_assert_nonnull (strstr (description, "suggests a discount of 10%"));
  g_assert_nonnull (strstr (description, "GLRI"));
  /* The figure dates from 8 January 2026, over six months before any day this test runs. */
  g_assert_nonnull (strstr (description, "2026, over six months ago): "));

  bk_number_row_set_value (bk_test_find_row (step, BK_TYPE_NUMBER_ROW, "Used-market discount"), 15);
  g_assert_cmpfloat (bk_hardware_get_resale_discount (hardware), ==, 15);
  bk_number_row_set_value (bk_test_find_row (step, BK_TYPE_NUMBER_ROW, "Spare GPUs"), 2);
  g_assert_cmpuint (bk_hardware_get_spare_gpus (hardware), ==, 2);
  rented = bk_test_find_row (step, ADW_TYPE_SWITCH_ROW, "Rent the lost hours");
  g_assert_true (adw_switch_row_get_active (rented));
  adw_switch_row_set_active (rented, FALSE);
  g_assert_false (bk_hardware_get_lost_hours_rented (hardware));

  /* Lost hours of one's own stay when another GPU is picked; a percentage stays below 100. */
  bk_hardware_set_lost_hours (hardware, 5);
  adw_combo_row_set_selected (gpu_row, h100 - 1);
  g_assert_cmpfloat (bk_hardware_get_lost_hours (hardware), ==, 5);
  g_assert_cmpfloat (gtk_adjustment_get_upper (bk_number_row_get_adjustment (
                       bk_test_find_row (step, BK_TYPE_NUMBER_ROW, "Lost GPU-hours"))), <, 100);

  bk_step_set_profile (BK_STEP (step), NULL);
  g_object_unref (step);
}

/* The tax form writes into the pricing and keeps the declining rate within the law's cap. */
static void
test_tax_group (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkPricing *pricing = bk_profile_get_pricing (profile);
  GtkWidget *group = g_object_ref_sink (bk_tax_group_new ());
  BkNumberRow *rate_row;

  bk_tax_group_set_profile (BK_TAX_GROUP (group), profile);
  rate_row = bk_test_find_row (group, BK_TYPE_NUMBER_ROW, "Tax rate");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (rate_row)));

  adw_switch_row_set_active (bk_test_find_row (group, ADW_TYPE_SWITCH_ROW, "Count tax on profit"),
                             TRUE);
  g_assert_true (bk_pricing_get_tax_enabled (pricing));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (rate_row)));
  bk_number_row_set_value (rate_row, 29.5);
  g_assert_cmpfloat (bk_pricing_get_tax_rate (pricing), ==, 29.5);

  /* Over 20 years, linear keeps a declining rate of 30 % as it is; declining balance caps it. */
  bk_number_row_set_value (bk_test_find_row (group, BK_TYPE_NUMBER_ROW, "Useful life"), 20);
  g_assert_cmpfloat (bk_pricing_get_declining_rate (pricing), ==, 30);
  adw_combo_row_set_selected (bk_test_find_row (group, ADW_TYPE_COMBO_ROW, "Depreciation"), 2);
  g_assert_cmpint (bk_pricing_get_depreciation (pricing), ==, BK_DEPRECIATION_DECLINING);
  bk_number_row_set_value (bk_test_find_row (group, BK_TYPE_NUMBER_ROW, "Useful life"), 20);
  g_assert_cmpuint (bk_pricing_get_depreciation_years (pricing), ==, 20);
  g_assert_cmpfloat (bk_pricing_get_declining_rate (pricing), ==, 15);

  {
    g_autofree char *text = bk_pricing_describe_tax (pricing);

    g_assert_nonnull (strstr (text, "declining balance"));
    g_assert_nonnull (strstr (text, "This is a model, not tax advice."));
    g_assert_nonnull (bk_test_find_widget (group, GTK_TYPE_LABEL, "label", text));
  }

  bk_tax_group_set_profile (BK_TAX_GROUP (group), NULL);
  g_object_unref (group);
}

/* The chart's accessible label states the figures the chart shows, and says so when they are
 * after tax. */
static void
assert_chart_summary (GtkWidget  *view,
                      BkAnalysis *shown,
                      gboolean    after_tax)
{
  BkChart *chart = bk_result_view_get_chart (BK_RESULT_VIEW (view));
  guint horizon = bk_analysis_get_horizon (shown);
  g_autofree char *summary = bk_chart_dup_summary (chart);
  g_autofree char *rent = bk_format_money (bk_analysis_get_cash (shown, BK_OPTION_RENT)[horizon],
                                           "EUR", -1);
  g_autofree char *costs = g_strdup_printf ("renting costs %s", rent);

  g_assert_nonnull (strstr (summary, costs));
  if (after_tax)
    g_assert_nonnull (strstr (summary, "after tax"));
  else
    g_assert_null (strstr (summary, "after tax"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       summary);
}

/* With tax on, the switch beside the key figures shows them after tax or before; the rule and
 * the not-tax-advice sentence are below them. */
static void
test_result_switch (void)
{
  g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();
  GtkWidget *view = bk_result_view_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWindow *window;
  GtkSwitch *tax_switch;
  BkAnalysis *after;
  g_autofree char *rule = NULL;

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  window = bk_test_show_in_window (scrolled, 800, 900, FALSE);
  bk_result_view_set_profile (BK_RESULT_VIEW (view), profile);
  bk_test_flush ();
  tax_switch = GTK_SWITCH (bk_test_find_widget (view, GTK_TYPE_SWITCH, NULL, NULL));
  g_assert_nonnull (tax_switch);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (tax_switch))));
  g_assert_false (bk_analysis_get_after_tax (bk_result_view_get_analysis (BK_RESULT_VIEW (view))));

  bk_pricing_set_tax_enabled (bk_profile_get_pricing (profile), TRUE);
  bk_test_flush ();
  after = bk_result_view_get_analysis (BK_RESULT_VIEW (view));
  g_assert_true (bk_analysis_get_after_tax (after));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (tax_switch))));
  g_assert_true (gtk_switch_get_active (tax_switch));
  rule = bk_pricing_describe_tax (bk_profile_get_pricing (profile));
  g_assert_nonnull (bk_test_find_widget (view, GTK_TYPE_LABEL, "label", rule));

  assert_chart_summary (view, after, TRUE);

  gtk_switch_set_active (tax_switch, FALSE);
  g_assert_false (bk_analysis_get_after_tax (bk_result_view_get_analysis (BK_RESULT_VIEW (view))));
  g_assert_cmpfloat (bk_analysis_get_tco (bk_result_view_get_analysis (BK_RESULT_VIEW (view)),
                                          BK_OPTION_RENT), >,
                     bk_analysis_get_tco (after, BK_OPTION_RENT));
  assert_chart_summary (view, bk_analysis_get_before_tax (after), FALSE);

  gtk_switch_set_active (tax_switch, TRUE);
  g_assert_true (bk_result_view_get_analysis (BK_RESULT_VIEW (view)) == after);

  /* Lost hours are said above the rule. */
  bk_hardware_set_lost_hours (bk_profile_get_hardware (profile), 3);
  bk_test_flush ();
  {
    g_autofree char *lost = bk_analysis_describe_lost_hours (
      bk_result_view_get_analysis (BK_RESULT_VIEW (view)));
    g_autofree char *text = g_strconcat (lost, "\n", rule, NULL);

    g_assert_nonnull (strstr (lost, "GPU-hours lost a month to failures and repair, rented on "
                                    "demand: Buy "));
    g_assert_nonnull (bk_test_find_widget (view, GTK_TYPE_LABEL, "label", text));
  }

  gtk_window_destroy (window);
}

/* docs/model.md#no-rent-price and #price-dates on the result page: without a rent price it asks
 * for one and compares nothing; a GPU with old catalogue prices says so under the verdict. */
static void
test_prices_on_result (void)
{
  g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();
  GtkWidget *view = bk_result_view_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWindow *window;
  GtkWidget *chart;
  GtkWidget *note;

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  window = bk_test_show_in_window (scrolled, 800, 900, FALSE);
  /* The H100 SXM's purchase figures are dated "2026": old on any day this test runs. */
  bk_hardware_set_name (bk_profile_get_hardware (profile), "NVIDIA H100 SXM");
  bk_result_view_set_profile (BK_RESULT_VIEW (view), profile);
  bk_test_flush ();

  chart = GTK_WIDGET (bk_result_view_get_chart (BK_RESULT_VIEW (view)));
  note = bk_test_find_widget (view, GTK_TYPE_LABEL, "label",
                              "The catalogue’s prices for the NVIDIA H100 SXM are from 2026: check "
                              "a current quote.");
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_true (gtk_widget_is_visible (chart));

  /* A GPU of one's own has no catalogue prices to date. */
  bk_hardware_set_name (bk_profile_get_hardware (profile), "Our own box");
  bk_test_flush ();
  g_assert_false (gtk_widget_get_visible (note));

  /* Until a team's price list with an old quote for it is loaded: the page follows the current
   * catalogue at once, with no change to the profile, and back. */
  {
    static const char team[] =
      "{\"format\": 2, \"gpus\": [{\"id\": \"own-box\", \"name\": \"Our own box\", "
      "\"vram-gb\": 80, \"purchase-price\": 20000, \"host-cost\": 5000, \"power-watts\": 700, "
      "\"idle-watts\": 100, \"annual-value-loss\": 30, \"currency\": \"USD\", \"source\": "
      "\"Reseller quote\", \"as-of\": \"2024-01-15\"}], \"rents\": []}";

    bk_test_set_team_catalogue (team);
    g_assert_true (gtk_widget_get_visible (note));
    g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (note)), "Our own box"));
    bk_catalogue_set_current (NULL);
    g_assert_false (gtk_widget_get_visible (note));
  }

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 0);
  bk_test_flush ();
  g_assert_cmpint (bk_analysis_get_verdict (bk_result_view_get_analysis (BK_RESULT_VIEW (view))),
                   ==, BK_VERDICT_NO_RENT_PRICE);
  g_assert_nonnull (bk_test_find_widget (view, GTK_TYPE_LABEL, "label", "No rent price yet"));
  g_assert_false (gtk_widget_is_visible (chart));

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2.5);
  bk_test_flush ();
  g_assert_true (gtk_widget_is_visible (chart));

  gtk_window_destroy (window);
}

static gboolean
breakdown_filled (gpointer data)
{
  GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (data), 1 + BK_OPTION_RENT, 1);

  return GTK_IS_LABEL (cell) && *gtk_label_get_label (GTK_LABEL (cell)) != '\0';
}

/* Read aloud one by one, each amount of the cost breakdown names its row and its column. */
static void
test_breakdown_names (void)
{
  g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();
  GtkWidget *view = bk_result_view_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWindow *window;
  GtkGrid *grid;

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  window = bk_test_show_in_window (scrolled, 800, 900, FALSE);
  bk_result_view_set_profile (BK_RESULT_VIEW (view), profile);
  grid = GTK_GRID (gtk_widget_get_template_child (view, BK_TYPE_RESULT_VIEW, "breakdown_grid"));
  bk_test_wait_for (breakdown_filled, grid);

  for (guint row = 0; row <= BK_N_CATEGORIES; row++)
    for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
      {
        /* The total sits below a rule, a row of its own. */
        GtkWidget *cell = gtk_grid_get_child_at (grid, 1 + option,
                                                 row < BK_N_CATEGORIES ? 1 + row : 2 + row);
        const char *title = row < BK_N_CATEGORIES ? bk_words_breakdown_title (bk_breakdown_rows[row])
                                                  : "Total cost of ownership";
        g_autofree char *name = g_strdup_printf ("%s, %s: %s", title,
                                                 bk_option_get_label (option),
                                                 gtk_label_get_label (GTK_LABEL (cell)));

        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, name);
      }

  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/owning-view/hardware-step", test_hardware_step);
  g_test_add_func ("/owning-view/tax-group", test_tax_group);
  g_test_add_func ("/owning-view/result-switch", test_result_switch);
  g_test_add_func ("/owning-view/prices-on-result", test_prices_on_result);
  g_test_add_func ("/owning-view/breakdown-names", test_breakdown_names);

  return g_test_run ();
}
