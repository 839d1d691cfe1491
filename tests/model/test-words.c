/* test-words.c: the one place where results and inputs become words, by hand-worked profiles
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "bk-analysis.h"
#include "bk-format.h"
#include "bk-engine-enums.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-types.h"
#include "bk-uncertainty.h"
#include "bk-words.h"
#include "bk-workload.h"

#define assert_words(call, expected) \
  G_STMT_START { \
    g_autofree char *text_ = (call); \
    g_assert_cmpstr (text_, ==, (expected)); \
  } G_STMT_END

/* One GPU for 10,000, worth nothing after a year, busy around the clock for twelve months and
 * rented at 1.00 an hour: renting costs 730 · 12 = 8,760, buying 10,000, so renting wins. */
static BkProfile *
new_rent_profile (void)
{
  BkProfile *profile = bk_test_new_plain_profile ();

  bk_hardware_set_annual_value_loss (bk_profile_get_hardware (profile), 100);

  return profile;
}

/* The verdict's short word is the same in a library row and a comparison column, for every
 * verdict and for a profile without demand. */
static void
test_verdict_short (void)
{
  g_autoptr(BkProfile) profile = new_rent_profile ();
  g_autoptr(BkAnalysis) rent = bk_test_analyse (profile);
  g_autoptr(BkAnalysis) buy = NULL;
  g_autoptr(BkAnalysis) required = NULL;
  g_autoptr(BkAnalysis) unpriced = NULL;
  g_autoptr(BkAnalysis) idle = NULL;

  g_assert_cmpstr (bk_words_verdict_short (rent), ==, "Rent");
  assert_words (bk_words_verdict_sentence (rent), "Rent. Renting every GPU costs the least.");

  /* At 2.00 an hour renting costs 17,520: buying the one GPU for 10,000 wins. */
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2);
  buy = bk_test_analyse (profile);
  g_assert_cmpstr (bk_words_verdict_short (buy), ==, "Buy");
  assert_words (bk_words_verdict_sentence (buy), "Buy. Owning 1 GPU costs the least.");

  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), TRUE);
  required = bk_test_analyse (profile);
  g_assert_cmpstr (bk_words_verdict_short (required), ==, "Must buy");

  bk_workload_set_compliance_on_prem (bk_profile_get_workload (profile), FALSE);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 0);
  unpriced = bk_test_analyse (profile);
  g_assert_cmpstr (bk_words_verdict_short (unpriced), ==, "No rent price");
  assert_words (bk_words_agreement_sentence (unpriced), "");

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 1);
  bk_workload_set_gpus (bk_profile_get_workload (profile), 0);
  bk_workload_set_burst_gpus (bk_profile_get_workload (profile), 0);
  idle = bk_test_analyse (profile);
  g_assert_true (bk_analysis_get_no_demand (idle));
  g_assert_cmpstr (bk_words_verdict_short (idle), ==, "No demand");
  assert_words (bk_words_verdict_sentence (idle), bk_no_demand_sentence ());
}

/* The checklist's six items have one name each, wherever they stand; "Pace of change" for the
 * question the wizard's step asks. */
static void
test_checklist (void)
{
  static const char *const names[BK_N_CHECKLIST_ITEMS] = {
    "Utilisation", "Predictability", "Pace of change", "Data transfer", "Compliance", "Know-how",
  };

  for (BkChecklistItem item = 0; item < BK_N_CHECKLIST_ITEMS; item++)
    g_assert_cmpstr (bk_words_checklist_item (item), ==, names[item]);

  g_assert_cmpstr (bk_words_lean (BK_LEAN_BUY), ==, "Buy");
  g_assert_cmpstr (bk_words_lean_inline (BK_LEAN_BUY), ==, "buy");
  g_assert_cmpstr (bk_words_lean_inline (BK_LEAN_NEUTRAL), ==, "neutral");
}

/* Each kind of value with its unit, in en_US; an input's values read by its kind. */
static void
test_values (void)
{
  assert_words (bk_words_format_value (BK_VALUE_MONEY, 25000, "EUR"), "€25,000");
  assert_words (bk_words_format_value (BK_VALUE_PRICE, 2.5, "EUR"), "€2.50");
  assert_words (bk_words_format_value (BK_VALUE_PRICE, 1500, "USD"), "$1,500");
  assert_words (bk_words_format_value (BK_VALUE_PERCENT, 40, NULL), "40%");
  assert_words (bk_words_format_value (BK_VALUE_HOURS, 60, NULL), "60 h");
  assert_words (bk_words_format_value (BK_VALUE_COUNT, 1024, NULL), "1,024");
  assert_words (bk_words_format_value (BK_VALUE_WATTS, 700, NULL), "700 W");
  assert_words (bk_words_format_value (BK_VALUE_GB, 3000, NULL), "3,000 GB");
  assert_words (bk_words_format_value (BK_VALUE_MONTHS, 36, NULL), "36 months");

  assert_words (bk_input_format_value (BK_INPUT_RENT_PER_GPU_HOUR, 2.5, "EUR"), "€2.50");
  assert_words (bk_input_format_value (BK_INPUT_ADMIN_HOURS_PER_MONTH, 60, NULL), "60 h");
}

/* The report's and the paper's lines about the profile: its horizon and currency, and a date
 * in ISO 8601 where the locale has no format of its own. */
static void
test_lines (void)
{
  g_autoptr(BkProfile) profile = new_rent_profile ();
  g_autoptr(BkAnalysis) analysis = bk_test_analyse (profile);
  g_autofree char *saved_locale = g_strdup (setlocale (LC_TIME, NULL));
  GDate date;

  assert_words (bk_words_horizon (profile, analysis),
                "Horizon: 12 months. Amounts in EUR, as in the profile.");

  g_date_clear (&date, 1);
  g_date_set_dmy (&date, 5, G_DATE_MARCH, 2026);
  setlocale (LC_TIME, "C");
  assert_words (bk_format_date (&date), "2026-03-05");
  setlocale (LC_TIME, saved_locale);
}

/* The uncertainty's words: what the page says while it has none, what was drawn, the spans of
 * the totals from P10 to P90 and the break-even months. */
static void
test_uncertainty (void)
{
  g_autoptr(BkProfile) profile = new_rent_profile ();
  g_autoptr(BkUncertainty) u = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;
  g_autofree char *span = NULL;

  assert_words (bk_words_uncertainty_pending (FALSE, FALSE),
                "No input has a range yet: every figure counts as certain. Give an input a range "
                "with its ± button, or fill in the ranges the catalogue and the article suggest.");
  assert_words (bk_words_uncertainty_pending (TRUE, TRUE),
                "How sure the answer is, is worked out after tax: switch the figures to after tax "
                "to see it.");
  assert_words (bk_words_uncertainty_pending (TRUE, FALSE),
                "Working out how sure the answer is: drawing 10,000 plausible cases from the "
                "inputs’ ranges…");

  bk_profile_set_range (profile, "workload.utilisation", 40, 100);
  u = bk_uncertainty_new (profile, 200, 42, NULL, &error);
  g_assert_no_error (error);

  assert_words (bk_uncertainty_describe_samples (u),
                "200 plausible cases drawn from the range of 1 input; the chart shades the 10th "
                "to the 90th percentile.");

  /* Renting pays for the hours used: less at P10 than at P90. */
  g_assert_cmpfloat (bk_uncertainty_get_tco (u, BK_OPTION_RENT, BK_BAND_P10), <,
                     bk_uncertainty_get_tco (u, BK_OPTION_RENT, BK_BAND_P90));
  low = bk_format_money (bk_uncertainty_get_tco (u, BK_OPTION_RENT, BK_BAND_P10), "EUR", -1);
  high = bk_format_money (bk_uncertainty_get_tco (u, BK_OPTION_RENT, BK_BAND_P90), "EUR", -1);
  span = g_strdup_printf ("%s to %s", low, high);
  assert_words (bk_uncertainty_describe_tco_span (u, BK_OPTION_RENT, "EUR"), span);

  /* Buying 10,000 never catches up with renting at most 8,760 within the year. */
  assert_words (bk_uncertainty_describe_break_even_spread (u), "never · never · never");
}

/* A title breaks between words only: a short compound stays whole, a long one may break after
 * its first part, and a hyphen on its own or at a word's end is left as it is. */
static void
test_join_compounds (void)
{
  static const struct { const char *text, *joined; } cases[] = {
    { "Cost per GPU-hour", "Cost per GPU-\u2060hour" },
    { "Know-how", "Know-\u2060how" },
    { "Hardware-know-how", "Hardware-know-\u2060how" },
    { "Rent - buy", "Rent - buy" },
    { "Pre- and post-tax", "Pre- and post-\u2060tax" },
    { "Öl-Straße", "Öl-\u2060Straße" },
    { "Ümlaut-Straße", "Ümlaut-Straße" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *joined = bk_words_join_compounds (cases[i].text);

      g_assert_cmpstr (joined, ==, cases[i].joined);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("TZ", "UTC", TRUE);
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);

  /* The expected strings are English with en_US numbers. */
  if (setlocale (LC_ALL, "en_US.UTF-8") == NULL)
    g_error ("the en_US.UTF-8 locale is missing");

  g_test_add_func ("/words/verdict-short", test_verdict_short);
  g_test_add_func ("/words/checklist", test_checklist);
  g_test_add_func ("/words/values", test_values);
  g_test_add_func ("/words/lines", test_lines);
  g_test_add_func ("/words/uncertainty", test_uncertainty);
  g_test_add_func ("/words/join-compounds", test_join_compounds);

  return g_test_run ();
}
