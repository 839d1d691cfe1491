/* test-comparison.c: profiles side by side, against numbers worked out by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-workload.h"

#define EURO "\xe2\x82\xac"

/* "Today": one GPU for 10,000 plus 2,000 host share, 400 W busy and 100 W idle, electricity at
 * 0.40, rent at 2.00 an hour, busy around the clock, twelve months, half the value lost a year
 * and every other cost at zero.
 *
 *   rent:  730 h · 2.00 = 1,460 a month, 17,520 in twelve months
 *   buy:   12,000 up front, energy 730 · 0.4 kW · 0.40 = 116.80 a month (1,401.60), resale after
 *          a year 12,000 · 0.5 = 6,000: TCO 12,000 + 1,401.60 − 6,000 = 7,401.60
 *   cash:  12,000 + 116.8·m ≤ 1,460·m from m = 12,000 / 1,343.2 = 8.93, so month 9
 *   leans: utilisation 100 % and steady demand lean to buying; the other four are neutral, so
 *          2 of 6 agree with "buy" */
/* "Half busy": Today at 50 % utilisation.
 *   rent:  730 · 0.5 · 2.00 = 730 a month, 8,760
 *   buy:   energy 730 · (0.4 · 0.5 + 0.1 · 0.5) kW · 0.40 = 73 a month (876): TCO 6,876
 *   cash:  12,000 + 73·m ≤ 730·m needs m ≥ 18.3: no break-even within 12 months
 *   leans: 50 % is neutral, steady demand leans to buying: 1 of 6 agrees with "buy" */
/* "Cheap cloud": Today with rent at 0.50 an hour.
 *   rent:  730 · 0.50 = 365 a month, 4,380, below buying's 7,401.60: the verdict is "rent"
 *   cash:  12,000 + 116.8·m ≤ 365·m needs m ≥ 48.3: no break-even
 *   leans: utilisation and steadiness lean to buying, none to renting: 0 of 6 agree */
static GPtrArray *
profiles_of (BkProfile *first,
             ...)
{
  GPtrArray *profiles = g_ptr_array_new_with_free_func (g_object_unref);
  va_list args;

  va_start (args, first);
  for (BkProfile *p = first; p != NULL; p = va_arg (args, BkProfile *))
    g_ptr_array_add (profiles, p);
  va_end (args);

  return profiles;
}

static BkComparison *
compare (GPtrArray *profiles)
{
  g_autoptr(GError) error = NULL;
  BkComparison *comparison = bk_comparison_new (profiles, &error);

  g_assert_no_error (error);
  g_assert_nonnull (comparison);

  return comparison;
}

static BkComparison *
compare_three (void)
{
  g_autoptr(GPtrArray) profiles = profiles_of (bk_test_today (), bk_test_half_busy (),
                                               bk_test_cheap_cloud (), NULL);

  return compare (profiles);
}

static gboolean
use_english (void)
{
  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    {
      g_test_skip ("locale en_US.UTF-8 is not available");
      return FALSE;
    }

  return TRUE;
}

static void
assert_row (BkComparison    *comparison,
            BkComparisonRow  row,
            const char      *a,
            const char      *b,
            const char      *c)
{
  g_assert_cmpstr (bk_comparison_get_value (comparison, row, 0), ==, a);
  g_assert_cmpstr (bk_comparison_get_value (comparison, row, 1), ==, b);
  g_assert_cmpstr (bk_comparison_get_value (comparison, row, 2), ==, c);
}

static void
assert_cheapest (BkComparison    *comparison,
                 BkComparisonRow  row,
                 gboolean         a,
                 gboolean         b,
                 gboolean         c)
{
  g_assert_cmpint (bk_comparison_is_cheapest (comparison, row, 0), ==, a);
  g_assert_cmpint (bk_comparison_is_cheapest (comparison, row, 1), ==, b);
  g_assert_cmpint (bk_comparison_is_cheapest (comparison, row, 2), ==, c);
}

static void
test_analyses (void)
{
  g_autoptr(BkComparison) comparison = compare_three ();
  BkAnalysis *today = bk_comparison_get_analysis (comparison, 0);
  BkAnalysis *half = bk_comparison_get_analysis (comparison, 1);
  BkAnalysis *cheap = bk_comparison_get_analysis (comparison, 2);

  g_assert_cmpuint (bk_comparison_get_n_profiles (comparison), ==, 3);
  g_assert_cmpstr (bk_comparison_get_column_title (comparison, 0), ==, "Today");
  g_assert_cmpstr (bk_comparison_get_column_title (comparison, 1), ==, "Half busy");
  g_assert_cmpstr (bk_comparison_get_column_title (comparison, 2), ==, "Cheap cloud");
  g_assert_cmpstr (bk_comparison_get_currency (comparison), ==, "EUR");
  g_assert_null (bk_comparison_get_note (comparison));

  /* The figures the rows below are made of, from the comments of the profiles. */
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (today, BK_OPTION_RENT), 17520, 1e-6);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (today, BK_OPTION_BUY), 7401.6, 1e-6);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (half, BK_OPTION_RENT), 8760, 1e-6);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (half, BK_OPTION_BUY), 6876, 1e-6);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (cheap, BK_OPTION_RENT), 4380, 1e-6);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (cheap, BK_OPTION_BUY), 7401.6, 1e-6);
  g_assert_cmpint (bk_analysis_get_break_even_month (today), ==, 9);
  g_assert_cmpint (bk_analysis_get_break_even_month (half), ==, -1);
  g_assert_cmpint (bk_analysis_get_break_even_month (cheap), ==, -1);
}

static void
test_rows (void)
{
  g_autoptr(BkComparison) comparison = NULL;

  if (!use_english ())
    return;

  comparison = compare_three ();

  assert_row (comparison, BK_COMPARISON_ROW_GPU, "NVIDIA L4", "NVIDIA L4", "NVIDIA L4");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_GPU, 0), ==,
                   "24 GB memory");
  assert_row (comparison, BK_COMPARISON_ROW_GPU_COUNT, "1 GPU", "1 GPU", "1 GPU");
  assert_row (comparison, BK_COMPARISON_ROW_UTILISATION, "100%", "50%", "100%");
  assert_row (comparison, BK_COMPARISON_ROW_PEAK, "None", "None", "None");
  assert_row (comparison, BK_COMPARISON_ROW_PURCHASE_PRICE, EURO "10,000", EURO "10,000",
              EURO "10,000");
  /* Today's server share, 2,000, is Cheap cloud's and Half busy's too. */
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_PURCHASE_PRICE, 0), ==,
                   "Plus " EURO "2,000 server share");
  assert_row (comparison, BK_COMPARISON_ROW_RENT_PER_HOUR, EURO "2.00", EURO "2.00", EURO "0.50");
  assert_row (comparison, BK_COMPARISON_ROW_ELECTRICITY, EURO "0.40", EURO "0.40", EURO "0.40");
  assert_row (comparison, BK_COMPARISON_ROW_HORIZON, "12 months", "12 months", "12 months");
  assert_row (comparison, BK_COMPARISON_ROW_COMPLIANCE,
              "Cloud allowed", "Cloud allowed", "Cloud allowed");
  assert_row (comparison, BK_COMPARISON_ROW_KNOW_HOW, "In the team", "In the team", "In the team");

  assert_row (comparison, BK_COMPARISON_ROW_VERDICT, "Buy", "Buy", "Rent");
  assert_row (comparison, BK_COMPARISON_ROW_TCO_RENT, EURO "17,520", EURO "8,760", EURO "4,380");
  assert_row (comparison, BK_COMPARISON_ROW_TCO_BUY, EURO "7,402", EURO "6,876", EURO "7,402");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_TCO_BUY, 0), ==,
                   "1 own GPU");
  /* The hybrid's pool defaults to the base demand, one GPU: it is buying under another name. */
  assert_row (comparison, BK_COMPARISON_ROW_TCO_HYBRID, EURO "7,402", EURO "6,876", EURO "7,402");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_TCO_HYBRID, 1), ==,
                   "Every GPU owned: the same as buying");
  assert_row (comparison, BK_COMPARISON_ROW_BREAK_EVEN,
              "After 9 months", "Not within 12 months", "Not within 12 months");
  /* Owning one GPU is cheapest where buying is, none where renting is. */
  assert_row (comparison, BK_COMPARISON_ROW_OPTIMAL_POOL, "1 own GPU", "1 own GPU", "No own GPUs");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_OPTIMAL_POOL, 2), ==,
                   "Total cost " EURO "4,380");
  assert_row (comparison, BK_COMPARISON_ROW_AGREEMENT, "2 of 6", "1 of 6", "0 of 6");
  assert_row (comparison, BK_COMPARISON_ROW_DEMAND_OVER_TIME, "The same every month",
              "The same every month", "The same every month");
  /* Renting costs 4,380 where buying the one GPU now costs 7,402. */
  assert_row (comparison, BK_COMPARISON_ROW_WHEN_TO_BUY, "Buy 1 GPU now", "Buy 1 GPU now",
              "Never buy, rent throughout");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_WHEN_TO_BUY, 2), ==,
                   EURO "3,022 less than buying 1 GPU now");

  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    g_assert_cmpstr (bk_comparison_row_title (row), !=, "");
  g_assert_cmpstr (bk_comparison_row_title (BK_COMPARISON_ROW_TCO_BUY), ==, "Total cost, buying");

  setlocale (LC_ALL, "C");
}

static void
test_differences (void)
{
  g_autoptr(BkComparison) comparison = NULL;
  const BkComparisonRow differing[] = {
    BK_COMPARISON_ROW_UTILISATION, BK_COMPARISON_ROW_RENT_PER_HOUR, BK_COMPARISON_ROW_VERDICT,
    BK_COMPARISON_ROW_TCO_RENT, BK_COMPARISON_ROW_TCO_BUY, BK_COMPARISON_ROW_TCO_HYBRID,
    BK_COMPARISON_ROW_BREAK_EVEN, BK_COMPARISON_ROW_OPTIMAL_POOL, BK_COMPARISON_ROW_WHEN_TO_BUY,
    BK_COMPARISON_ROW_AGREEMENT,
  };

  comparison = compare_three ();

  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      gboolean expected = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (differing); i++)
        expected |= differing[i] == row;

      if (bk_comparison_get_differs (comparison, row) != expected)
        g_error ("row %s: differs is %d, expected %d", bk_comparison_row_title (row),
                 bk_comparison_get_differs (comparison, row), expected);
    }

  g_assert_cmpuint (bk_comparison_count_differing (comparison), ==, G_N_ELEMENTS (differing));
}

/* Each profile's lowest total is marked in its own column, never a row's lowest across
 * profiles whose inputs differ. */
static void
test_cheapest (void)
{
  g_autoptr(BkComparison) comparison = compare_three ();

  /* Today: renting 17,520, buying 7,401.60; Half busy: 8,760 and 6,876; Cheap cloud: 4,380 and
   * 7,401.60. The hybrid owns the one GPU, so it is buying under another name and not marked,
   * though it costs as much. Renting's 8,760 is not marked, though Today's renting costs more:
   * the profiles' inputs differ. */
  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_RENT, FALSE, FALSE, TRUE);
  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_BUY, TRUE, TRUE, FALSE);
  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_HYBRID, FALSE, FALSE, FALSE);

  /* Only the total-cost rows are ranked. */
  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      if (bk_comparison_row_is_tco (row))
        continue;
      assert_cheapest (comparison, row, FALSE, FALSE, FALSE);
    }

  g_assert_cmpint (bk_comparison_row_option (BK_COMPARISON_ROW_TCO_RENT), ==, BK_OPTION_RENT);
  g_assert_cmpint (bk_comparison_row_option (BK_COMPARISON_ROW_TCO_BUY), ==, BK_OPTION_BUY);
  g_assert_cmpint (bk_comparison_row_option (BK_COMPARISON_ROW_TCO_HYBRID), ==, BK_OPTION_HYBRID);
}

/* Identical profiles each have their mark; a hybrid that owns some GPUs counts as a way of its
 * own, and the mark goes to whichever total is lowest in the column. */
static void
test_ties (void)
{
  g_autoptr(GPtrArray) two_cheap = profiles_of (bk_test_today (), bk_test_cheap_cloud (),
                                                bk_test_cheap_cloud (), NULL);
  g_autoptr(GPtrArray) same = profiles_of (bk_test_today (), bk_test_today (), NULL);
  g_autoptr(GPtrArray) hybrids = profiles_of (bk_test_new_hybrid_profile (), bk_test_today (),
                                              NULL);
  g_autoptr(BkComparison) comparison = compare (two_cheap);
  g_autoptr(BkComparison) identical = compare (same);
  g_autoptr(BkComparison) hybrid = compare (hybrids);
  BkAnalysis *analysis = bk_comparison_get_analysis (hybrid, 0);
  double lowest = INFINITY;

  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_RENT, FALSE, TRUE, TRUE);
  /* 7,401.60 everywhere: Today's lowest, but not Cheap cloud's. */
  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_BUY, TRUE, FALSE, FALSE);
  g_assert_false (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_TCO_BUY));
  g_assert_true (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_TCO_RENT));

  /* A second column with the same name is told apart by a number. */
  g_assert_cmpstr (bk_comparison_get_column_title (comparison, 1), ==, "Cheap cloud");
  g_assert_cmpstr (bk_comparison_get_column_title (comparison, 2), ==, "Cheap cloud (2)");

  g_assert_cmpuint (bk_comparison_count_differing (identical), ==, 0);
  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      g_assert_false (bk_comparison_get_differs (identical, row));
      g_assert_cmpint (bk_comparison_is_cheapest (identical, row, 0), ==,
                       row == BK_COMPARISON_ROW_TCO_BUY);
      g_assert_cmpint (bk_comparison_is_cheapest (identical, row, 1), ==,
                       row == BK_COMPARISON_ROW_TCO_BUY);
    }

  /* Four base GPUs, four more at peaks, four owned in the hybrid: three ways, one marked. */
  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID), ==, 4);
  g_assert_cmpuint (bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY), ==, 8);
  for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
    lowest = MIN (lowest, bk_analysis_get_tco (analysis, option));
  for (BkComparisonRow row = BK_COMPARISON_ROW_TCO_RENT; row <= BK_COMPARISON_ROW_TCO_HYBRID; row++)
    g_assert_cmpint (bk_comparison_is_cheapest (hybrid, row, 0), ==,
                     bk_analysis_get_tco (analysis, bk_comparison_row_option (row)) == lowest);
}

/* Amounts in euros and in dollars cannot be ranked: a note says why; each column's lowest total
 * is marked, in its own currency. */
static void
test_currencies (void)
{
  g_autoptr(BkProfile) dollars = bk_test_cheap_cloud ();
  g_autoptr(GPtrArray) profiles = NULL;
  g_autoptr(BkComparison) comparison = NULL;
  const char *note;

  if (!use_english ())
    return;

  bk_pricing_set_currency (bk_profile_get_pricing (dollars), "USD");
  profiles = profiles_of (bk_test_today (), bk_test_half_busy (), g_object_ref (dollars), NULL);
  comparison = compare (profiles);

  g_assert_null (bk_comparison_get_currency (comparison));
  note = bk_comparison_get_note (comparison);
  g_assert_nonnull (note);
  g_assert_nonnull (strstr (note, "EUR, USD"));

  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_RENT, FALSE, FALSE, TRUE);
  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_BUY, TRUE, TRUE, FALSE);

  /* Each column in its own currency. */
  assert_row (comparison, BK_COMPARISON_ROW_TCO_RENT, EURO "17,520", EURO "8,760", "$4,380");
  assert_row (comparison, BK_COMPARISON_ROW_RENT_PER_HOUR, EURO "2.00", EURO "2.00", "$0.50");
  /* The same number in another currency is a different value. */
  assert_row (comparison, BK_COMPARISON_ROW_ELECTRICITY, EURO "0.40", EURO "0.40", "$0.40");
  g_assert_true (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_ELECTRICITY));

  setlocale (LC_ALL, "C");
}

static void
test_inputs (void)
{
  g_autoptr(BkProfile) peaks = bk_test_today ();
  g_autoptr(BkProfile) strict = bk_test_today ();
  g_autoptr(GPtrArray) profiles = NULL;
  g_autoptr(BkComparison) comparison = NULL;
  BkWorkload *workload = bk_profile_get_workload (peaks);

  if (!use_english ())
    return;

  /* Four base GPUs, three more for 7 of every 30 days, own pool of five, a price per kWh with
   * three decimals and no name at all. */
  bk_profile_set_name (peaks, "");
  bk_workload_set_gpus (workload, 4);
  bk_workload_set_burst_gpus (workload, 3);
  bk_workload_set_burst_days (workload, 7);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_hybrid_owned_gpus (workload, 5);
  bk_workload_set_utilisation (workload, 62.5);
  bk_workload_set_horizon_months (workload, 1);
  bk_pricing_set_electricity_price (bk_profile_get_pricing (peaks), 0.285);

  bk_workload_set_compliance_on_prem (bk_profile_get_workload (strict), TRUE);
  bk_workload_set_hardware_know_how (bk_profile_get_workload (strict), FALSE);
  bk_workload_set_burst_gpus (bk_profile_get_workload (strict), 1);
  bk_workload_set_burst_days (bk_profile_get_workload (strict), 30);
  bk_hardware_set_purchase_price (bk_profile_get_hardware (strict), 27500);
  bk_hardware_set_host_cost (bk_profile_get_hardware (strict), 0);

  profiles = profiles_of (g_object_ref (peaks), g_object_ref (strict), NULL);
  comparison = compare (profiles);

  g_assert_cmpstr (bk_comparison_get_column_title (comparison, 0), ==, "Untitled");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_GPU_COUNT, 0), ==,
                   "4 GPUs");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_UTILISATION, 0), ==,
                   "62.5%");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_PEAK, 0), ==, "+3 GPUs");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_PEAK, 0), ==,
                   "7 of every 30 days");
  /* A peak as long as its interval never ends. */
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_PEAK, 1), ==, "+1 GPU");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_PEAK, 1), ==,
                   "All the time");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_ELECTRICITY, 0), ==,
                   EURO "0.285");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_HORIZON, 0), ==,
                   "1 month");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_COMPLIANCE, 1), ==,
                   "Data stays on the premises");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_KNOW_HOW, 1), ==, "None");
  /* Compliance forces buying, whatever it costs. */
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_VERDICT, 1), ==,
                   "Must buy");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_VERDICT, 1), ==,
                   "Required by compliance");
  /* Buying owns the peak, 4 + 3; the hybrid the five it was given. */
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_TCO_BUY, 0), ==,
                   "7 own GPUs");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_TCO_HYBRID, 0), ==,
                   "5 own GPUs");

  /* The purchase price of one GPU; without a server share, nothing under it. */
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_PURCHASE_PRICE, 1), ==,
                   EURO "27,500");
  g_assert_null (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_PURCHASE_PRICE, 1));

  g_assert_true (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_PEAK));
  g_assert_true (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_PURCHASE_PRICE));
  g_assert_false (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_GPU));

  setlocale (LC_ALL, "C");
}

static void
test_count (void)
{
  g_autoptr(GPtrArray) one = profiles_of (bk_test_today (), NULL);
  g_autoptr(GPtrArray) five = profiles_of (bk_test_today (), bk_test_today (), bk_test_today (),
                                           bk_test_today (), bk_test_today (), NULL);
  g_autoptr(GPtrArray) four = profiles_of (bk_test_today (), bk_test_half_busy (),
                                           bk_test_cheap_cloud (), bk_test_today (), NULL);
  g_autoptr(BkComparison) comparison = NULL;
  g_autoptr(GError) error = NULL;

  comparison = bk_comparison_new (one, &error);
  g_assert_null (comparison);
  g_assert_error (error, BK_COMPARISON_ERROR, BK_COMPARISON_ERROR_COUNT);
  g_assert_nonnull (strstr (error->message, "two to four"));
  g_clear_error (&error);

  comparison = bk_comparison_new (five, &error);
  g_assert_null (comparison);
  g_assert_error (error, BK_COMPARISON_ERROR, BK_COMPARISON_ERROR_COUNT);
  g_clear_error (&error);

  comparison = bk_comparison_new (four, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bk_comparison_get_n_profiles (comparison), ==, 4);
  g_assert_cmpstr (bk_comparison_get_column_title (comparison, 3), ==, "Today (2)");
}

/* The comparison is a snapshot: changing a profile afterwards changes nothing in it. */
static void
test_snapshot (void)
{
  g_autoptr(BkProfile) today = bk_test_today ();
  g_autoptr(GPtrArray) profiles = profiles_of (g_object_ref (today), bk_test_half_busy (), NULL);
  g_autoptr(BkComparison) comparison = compare (profiles);
  g_autofree char *before = bk_comparison_to_csv (comparison);
  g_autofree char *after = NULL;

  g_assert_true (bk_comparison_get_profile (comparison, 0) == today);
  bk_workload_set_utilisation (bk_profile_get_workload (today), 10);
  after = bk_comparison_to_csv (comparison);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpfloat_with_epsilon (bk_analysis_get_tco (bk_comparison_get_analysis (comparison, 0),
                                                       BK_OPTION_RENT), 17520, 1e-6);
}

/* Splits one line of RFC 4180 CSV into its fields. */
static char **
split_csv (const char *line)
{
  g_autoptr(GPtrArray) fields = g_ptr_array_new ();
  g_autoptr(GString) field = g_string_new (NULL);
  gboolean quoted = FALSE;

  for (const char *p = line; ; p++)
    {
      if (quoted && *p == '"' && p[1] == '"')
        {
          g_string_append_c (field, '"');
          p++;
        }
      else if (*p == '"')
        {
          quoted = !quoted;
        }
      else if ((*p == ',' && !quoted) || *p == '\0')
        {
          g_ptr_array_add (fields, g_strdup (field->str));
          g_string_truncate (field, 0);
          if (*p == '\0')
            break;
        }
      else
        {
          g_string_append_c (field, *p);
        }
    }

  g_assert_false (quoted);
  g_ptr_array_add (fields, NULL);

  return (char **) g_ptr_array_free (g_steal_pointer (&fields), FALSE);
}

static char **
csv_line (char       **lines,
          const char  *key)
{
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], key) && lines[i][strlen (key)] == ',')
        return split_csv (lines[i]);
    }

  g_error ("no CSV line %s", key);
  return NULL;
}

static void
assert_csv (char       **lines,
            const char  *key,
            const char  *a,
            const char  *b,
            const char  *c)
{
  g_auto(GStrv) fields = csv_line (lines, key);

  g_assert_cmpuint (g_strv_length (fields), ==, 5);
  g_assert_cmpstr (fields[2], ==, a);
  g_assert_cmpstr (fields[3], ==, b);
  g_assert_cmpstr (fields[4], ==, c);
}

static void
test_csv (void)
{
  g_autoptr(BkComparison) comparison = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) title = NULL;

  /* Numbers in the C locale whatever the user's: a German decimal comma would split fields. */
  if (setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    g_test_message ("de_DE.UTF-8 is missing; checking the C locale only");

  comparison = compare_three ();
  csv = bk_comparison_to_csv (comparison);
  g_assert_true (g_str_has_suffix (csv, "\n"));
  lines = g_strsplit (csv, "\n", -1);

  g_assert_cmpstr (lines[0], ==, "key,label,Today,Half busy,Cheap cloud");
  /* A header and 30 figures, then the empty string after the last newline. */
  g_assert_cmpuint (g_strv_length (lines), ==, 32);

  assert_csv (lines, "currency", "EUR", "EUR", "EUR");
  assert_csv (lines, "gpu_model", "NVIDIA L4", "NVIDIA L4", "NVIDIA L4");
  assert_csv (lines, "utilisation_percent", "100", "50", "100");
  assert_csv (lines, "purchase_price_per_gpu", "10000.00", "10000.00", "10000.00");
  assert_csv (lines, "server_share_per_gpu", "2000.00", "2000.00", "2000.00");
  assert_csv (lines, "rent_per_gpu_hour", "2", "2", "0.5");
  assert_csv (lines, "electricity_per_kwh", "0.4", "0.4", "0.4");
  assert_csv (lines, "horizon_months", "12", "12", "12");
  assert_csv (lines, "compliance_on_prem", "false", "false", "false");
  assert_csv (lines, "verdict", "buy", "buy", "rent");
  assert_csv (lines, "tco_rent", "17520.00", "8760.00", "4380.00");
  assert_csv (lines, "tco_buy", "7401.60", "6876.00", "7401.60");
  assert_csv (lines, "buy_owned_gpus", "1", "1", "1");
  assert_csv (lines, "break_even_month", "9", "", "");
  assert_csv (lines, "optimal_owned_gpus", "1", "1", "0");
  assert_csv (lines, "optimal_tco", "7401.60", "6876.00", "4380.00");
  assert_csv (lines, "agreeing_answers", "2", "1", "0");
  assert_csv (lines, "checklist_answers", "6", "6", "6");
  assert_csv (lines, "strategy_first_gpus", "1", "1", "0");
  assert_csv (lines, "strategy_final_gpus", "1", "1", "0");
  assert_csv (lines, "strategy_buy_month", "", "", "");
  assert_csv (lines, "strategy_tco", "7401.60", "6876.00", "4380.00");

  /* The label has a comma, so it is quoted. */
  title = csv_line (lines, "tco_rent");
  g_assert_cmpstr (title[1], ==, "Total cost, renting");
  g_assert_nonnull (strstr (csv, "\ntco_rent,\"Total cost, renting\",17520.00,"));

  setlocale (LC_ALL, "C");
}

/* "Idle": Today without demand, 0 GPUs and no peaks, beside Today and Half busy. Every option
 * of Idle owns nothing and costs 0 (docs/model.md#no-demand), so its column says "Nothing to
 * compare" and shows "—" for the totals (0, 0, 0), the break-even, the pool, the timing and the
 * agreement, with no lowest-total mark; Today and Half busy keep theirs (buying, 7,401.60 and
 * 6,876, as in test_cheapest). Its CSV column leaves the verdict and the figures empty. */
static void
test_no_demand (void)
{
  BkProfile *idle = bk_test_today ();
  g_autoptr(GPtrArray) profiles = NULL;
  g_autoptr(BkComparison) comparison = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;

  bk_profile_set_name (idle, "Idle");
  bk_workload_set_gpus (bk_profile_get_workload (idle), 0);
  bk_workload_set_burst_gpus (bk_profile_get_workload (idle), 0);
  profiles = profiles_of (bk_test_today (), idle, bk_test_half_busy (), NULL);
  comparison = compare (profiles);

  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_VERDICT, 1), ==,
                   "No demand");
  g_assert_cmpstr (bk_comparison_get_detail (comparison, BK_COMPARISON_ROW_VERDICT, 1), ==,
                   "Needs no GPUs in any month");
  for (BkComparisonRow row = BK_COMPARISON_ROW_TCO_RENT; row < BK_COMPARISON_N_ROWS; row++)
    {
      g_assert_cmpstr (bk_comparison_get_value (comparison, row, 1), ==, "—");
      g_assert_null (bk_comparison_get_detail (comparison, row, 1));
    }
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_GPU_COUNT, 1), ==,
                   "0 GPUs");

  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_RENT, FALSE, FALSE, FALSE);
  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_BUY, TRUE, FALSE, TRUE);
  assert_cheapest (comparison, BK_COMPARISON_ROW_TCO_HYBRID, FALSE, FALSE, FALSE);
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_VERDICT, 0), ==, "Buy");
  g_assert_cmpstr (bk_comparison_get_value (comparison, BK_COMPARISON_ROW_VERDICT, 2), ==, "Buy");
  g_assert_true (bk_comparison_get_differs (comparison, BK_COMPARISON_ROW_TCO_BUY));

  csv = bk_comparison_to_csv (comparison);
  lines = g_strsplit (csv, "\n", -1);
  assert_csv (lines, "verdict", "buy", "", "buy");
  assert_csv (lines, "tco_rent", "17520.00", "", "8760.00");
  assert_csv (lines, "tco_buy", "7401.60", "", "6876.00");
  assert_csv (lines, "break_even_month", "9", "", "");
  assert_csv (lines, "optimal_tco", "7401.60", "", "6876.00");
  assert_csv (lines, "strategy_tco", "7401.60", "", "6876.00");
  assert_csv (lines, "agreeing_answers", "2", "", "1");
  assert_csv (lines, "checklist_answers", "6", "6", "6");
  assert_csv (lines, "base_gpus", "1", "0", "1");
}

/* Names with commas and quotes are quoted; a name a spreadsheet would run as a formula is not. */
static void
test_csv_quoting (void)
{
  g_autoptr(BkProfile) comma = bk_test_today ();
  g_autoptr(BkProfile) formula = bk_test_today ();
  g_autoptr(GPtrArray) profiles = NULL;
  g_autoptr(BkComparison) comparison = NULL;
  g_autofree char *csv = NULL;

  bk_profile_set_name (comma, "Rack, \"big\"");
  bk_profile_set_name (formula, "=HYPERLINK(\"x\")");
  bk_hardware_set_name (bk_profile_get_hardware (formula), "-cmd");
  profiles = profiles_of (g_object_ref (comma), g_object_ref (formula), NULL);
  comparison = compare (profiles);
  csv = bk_comparison_to_csv (comparison);

  g_assert_true (g_str_has_prefix (csv, "key,label,\"Rack, \"\"big\"\"\",\"'=HYPERLINK(\"\"x\"\")\"\n"));
  g_assert_nonnull (strstr (csv, "\ngpu_model,GPU model,NVIDIA L4,'-cmd\n"));
}

int
main (int   argc,
      char *argv[])
{
  /* The English results must not depend on a translation the developer has installed. */
  g_unsetenv ("LANGUAGE");

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/comparison/analyses", test_analyses);
  g_test_add_func ("/comparison/rows", test_rows);
  g_test_add_func ("/comparison/differences", test_differences);
  g_test_add_func ("/comparison/cheapest", test_cheapest);
  g_test_add_func ("/comparison/ties", test_ties);
  g_test_add_func ("/comparison/currencies", test_currencies);
  g_test_add_func ("/comparison/inputs", test_inputs);
  g_test_add_func ("/comparison/count", test_count);
  g_test_add_func ("/comparison/snapshot", test_snapshot);
  g_test_add_func ("/comparison/csv", test_csv);
  g_test_add_func ("/comparison/csv-quoting", test_csv_quoting);
  g_test_add_func ("/comparison/no-demand", test_no_demand);

  return g_test_run ();
}
