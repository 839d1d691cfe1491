/* bk-words.c: where results and inputs become words and formatted values
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-words"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-format.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-types.h"
#include "bk-words.h"

/* Savings below half a percent round to "0 %", which reads as a mistake; such options are
 * reported as costing about the same. */
#define SAME_COST_PERCENT 0.5

/**
 * bk_words_format_value:
 * @kind: what the value measures
 * @value: the value
 * @currency: (nullable): the profile's currency code, for amounts of money
 *
 * Returns: (transfer full): the value with its unit, in the locale's format: "€2.50", "40%",
 *   "60 h", "400 W"
 */
char *
bk_words_format_value (BkValueKind  kind,
                       double       value,
                       const char  *currency)
{
  g_autofree char *number = NULL;

  switch (kind)
    {
    case BK_VALUE_MONEY:
      return bk_format_money (value, currency, -1);

    case BK_VALUE_PRICE:
      return bk_format_money (value, currency, value < 1000 ? 2 : -1);

    case BK_VALUE_PERCENT:
      return bk_format_percent (value, -1);

    case BK_VALUE_HOURS:
      number = bk_format_number (value, -1);
      /* Translators: a number of hours, "60 h". */
      return g_strdup_printf (_("%s h"), number);

    case BK_VALUE_COUNT:
      return bk_format_number (value, 0);

    case BK_VALUE_WATTS:
      number = bk_format_number (value, -1);
      /* Translators: a power in watts, "400 W". */
      return g_strdup_printf (_("%s W"), number);

    case BK_VALUE_GB:
      number = bk_format_number (value, 0);
      /* Translators: an amount of data in gigabytes, "3,000 GB". */
      return g_strdup_printf (_("%s GB"), number);

    case BK_VALUE_MONTHS:
      return bk_format_months ((guint) value);

    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

/**
 * bk_input_format_value:
 * @input: an uncertain input
 * @value: one of its values
 * @currency: the profile's currency code, for amounts of money
 *
 * Returns: (transfer full): the value with its unit, in the locale's format: "€2.50", "40%",
 *   "60 h"
 */
char *
bk_input_format_value (BkInput     input,
                       double      value,
                       const char *currency)
{
  g_return_val_if_fail ((guint) input < BK_N_INPUTS, NULL);

  return bk_words_format_value (bk_input_get_value_kind (input), value, currency);
}

/* The verdict */

/* Returns: whether the hybrid is a real third option: it owns some GPUs but fewer than buying
 * does */
gboolean
bk_verdict_hybrid_distinct (BkAnalysis *analysis)
{
  guint owned;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), FALSE);

  owned = bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID);
  return owned > 0 && owned < bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY);
}

/* Returns: the verdict's own option: the cheapest one, or buying when compliance requires it */
BkOption
bk_verdict_option (BkAnalysis *analysis)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), BK_OPTION_RENT);

  switch (bk_analysis_get_verdict (analysis))
    {
    case BK_VERDICT_RENT:
      return BK_OPTION_RENT;

    case BK_VERDICT_HYBRID:
      return BK_OPTION_HYBRID;

    case BK_VERDICT_BUY:
    case BK_VERDICT_BUY_REQUIRED:
    case BK_VERDICT_NO_RENT_PRICE:
      return BK_OPTION_BUY;

    default:
      g_return_val_if_reached (BK_OPTION_RENT);
    }
}

/**
 * bk_verdict_saving:
 * @other: (out) (optional): the cheapest other real option
 *
 * Returns: the percentage the verdict's option saves against the cheapest other real option
 *   (negative when compliance forces a dearer one)
 */
double
bk_verdict_saving (BkAnalysis *analysis,
                   BkOption   *other)
{
  BkOption option;
  BkOption cheapest = BK_N_OPTIONS;
  double own_tco;
  double other_tco = 0.0;
  double dearer;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), 0.0);

  option = bk_verdict_option (analysis);
  own_tco = bk_analysis_get_tco (analysis, option);

  for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
    {
      double tco;

      if (o == option || (o == BK_OPTION_HYBRID && !bk_verdict_hybrid_distinct (analysis)))
        continue;

      tco = bk_analysis_get_tco (analysis, o);
      if (cheapest == BK_N_OPTIONS || tco < other_tco)
        {
          cheapest = o;
          other_tco = tco;
        }
    }

  /* Renting and buying always exist, so there is always another option. */
  g_assert (cheapest != BK_N_OPTIONS);

  if (other != NULL)
    *other = cheapest;

  dearer = MAX (own_tco, other_tco);
  if (dearer <= 0.0)
    return 0.0;

  return (other_tco - own_tco) / dearer * 100.0;
}

/* Returns: (transfer full): the verdict as the result page's large title: "Rent", "Hybrid: own
 * 4 GPUs, rent the peaks" */
char *
bk_words_verdict_title (BkAnalysis *analysis)
{
  g_autofree char *count = NULL;
  guint owned;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  if (bk_analysis_get_no_demand (analysis))
    /* Translators: the result page's large title when the profile needs no GPUs at all. */
    return g_strdup (_("Nothing to Compare"));

  switch (bk_analysis_get_verdict (analysis))
    {
    case BK_VERDICT_RENT:
      /* Translators: the verdict, the result page's large title: the way to go is renting. */
      return g_strdup (_("Rent"));

    case BK_VERDICT_BUY:
      /* Translators: the verdict, the result page's large title: the way to go is buying. */
      return g_strdup (_("Buy"));

    case BK_VERDICT_HYBRID:
      owned = bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID);
      count = bk_format_count (owned);
      /* Translators: %s is a number of GPUs, "4" or "1,024". */
      return g_strdup_printf (ngettext ("Hybrid: own %s GPU, rent the peaks",
                                        "Hybrid: own %s GPUs, rent the peaks", owned), count);

    case BK_VERDICT_BUY_REQUIRED:
      return g_strdup (_("Buying is required (compliance)"));

    case BK_VERDICT_NO_RENT_PRICE:
      /* Translators: the result page's large title when the profile has no rent price. */
      return g_strdup (_("No rent price yet"));

    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

/**
 * bk_words_verdict_short:
 *
 * The verdict in a word or two, where it stands beside others: a row of the library, a column
 * of the comparison.
 *
 * Returns: (transfer none): "Rent", "Buy", "Hybrid", "Must buy", "No rent price" or "No demand"
 */
const char *
bk_words_verdict_short (BkAnalysis *analysis)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), "");

  if (bk_analysis_get_no_demand (analysis))
    /* Translators: the verdict of a profile that needs no GPUs at all, so that there is
     * nothing to compare, in the library's list and a comparison; as short as possible. */
    return C_("verdict", "No demand");

  switch (bk_analysis_get_verdict (analysis))
    {
    case BK_VERDICT_RENT:
      /* Translators: a verdict in the library's list and a comparison, as short as possible. */
      return C_("verdict", "Rent");

    case BK_VERDICT_BUY:
      /* Translators: a verdict in the library's list and a comparison, as short as possible. */
      return C_("verdict", "Buy");

    case BK_VERDICT_HYBRID:
      /* Translators: a verdict in the library's list and a comparison, as short as possible. */
      return C_("verdict", "Hybrid");

    case BK_VERDICT_BUY_REQUIRED:
      /* Translators: the verdict when compliance leaves no choice but to buy, in the library's
       * list and a comparison; as short as possible. */
      return C_("verdict", "Must buy");

    case BK_VERDICT_NO_RENT_PRICE:
      /* Translators: the verdict of a profile without a rent price yet, in the library's list
       * and a comparison; as short as possible. */
      return C_("verdict", "No rent price");

    default:
      g_return_val_if_reached ("");
    }
}

/* Returns: (transfer full): the verdict in a sentence with its reason, as the report and the
 * paper state it */
char *
bk_words_verdict_sentence (BkAnalysis *analysis)
{
  g_autofree char *count = NULL;
  guint owned;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  if (bk_analysis_get_no_demand (analysis))
    return g_strdup (bk_no_demand_sentence ());

  switch (bk_analysis_get_verdict (analysis))
    {
    case BK_VERDICT_RENT:
      return g_strdup (_("Rent. Renting every GPU costs the least."));
    case BK_VERDICT_BUY:
      owned = bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY);
      count = bk_format_count (owned);
      /* Translators: %s is a number of GPUs, "4" or "1,024". */
      return g_strdup_printf (ngettext ("Buy. Owning %s GPU costs the least.",
                                        "Buy. Owning all %s GPUs costs the least.", owned), count);
    case BK_VERDICT_HYBRID:
      owned = bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID);
      count = bk_format_count (owned);
      /* Translators: %s is a number of GPUs, "4" or "1,024". */
      return g_strdup_printf (ngettext ("Hybrid. Owning %s GPU and renting the rest costs the least.",
                                        "Hybrid. Owning %s GPUs and renting the rest costs the least.",
                                        owned), count);
    case BK_VERDICT_BUY_REQUIRED:
      if (bk_analysis_get_best_option (analysis) == BK_OPTION_BUY)
        return g_strdup (_("Buy, as required: the data may not leave the premises. Buying also "
                           "costs the least."));
      return g_strdup (_("Buy, as required: the data may not leave the premises, even though "
                         "another option would cost less."));
    case BK_VERDICT_NO_RENT_PRICE:
      return g_strdup (_("None yet. The profile has no rent price per GPU-hour, so renting cannot "
                         "be compared with buying: give the price you can rent the GPU for."));
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

static char *
same_cost_sentence (BkOption    a,
                    BkOption    b,
                    const char *months)
{
  if (a > b)
    {
      BkOption tmp = a;
      a = b;
      b = tmp;
    }

  if (a == BK_OPTION_RENT && b == BK_OPTION_BUY)
    /* Translators: %s is a duration such as "36 months". */
    return g_strdup_printf (_("Renting and buying cost about the same over %s"), months);
  if (a == BK_OPTION_RENT)
    /* Translators: %s is a duration such as "36 months". */
    return g_strdup_printf (_("Renting and the hybrid cost about the same over %s"), months);

  /* Translators: %s is a duration such as "36 months". */
  return g_strdup_printf (_("Buying and the hybrid cost about the same over %s"), months);
}

/* A sentence for "best costs percent less than other over months". */
static char *
saving_sentence (BkOption    best,
                 BkOption    other,
                 const char *percent,
                 const char *months)
{
  if (best == BK_OPTION_RENT && other == BK_OPTION_BUY)
    /* Translators: the first %s is a percentage such as "41 %", the second a duration such as
     * "36 months". */
    return g_strdup_printf (_("Renting costs %s less than buying over %s"), percent, months);
  if (best == BK_OPTION_RENT)
    /* Translators: a percentage such as "41 %" and a duration such as "36 months". */
    return g_strdup_printf (_("Renting costs %s less than the hybrid over %s"), percent, months);
  if (best == BK_OPTION_BUY && other == BK_OPTION_RENT)
    /* Translators: a percentage such as "41 %" and a duration such as "36 months". */
    return g_strdup_printf (_("Buying costs %s less than renting over %s"), percent, months);
  if (best == BK_OPTION_BUY)
    /* Translators: a percentage such as "41 %" and a duration such as "36 months". */
    return g_strdup_printf (_("Buying costs %s less than the hybrid over %s"), percent, months);
  if (other == BK_OPTION_RENT)
    /* Translators: a percentage such as "41 %" and a duration such as "36 months". */
    return g_strdup_printf (_("The hybrid costs %s less than renting everything over %s"),
                            percent, months);

  /* Translators: a percentage such as "41 %" and a duration such as "36 months". */
  return g_strdup_printf (_("The hybrid costs %s less than buying every GPU over %s"),
                          percent, months);
}

/* Returns: (transfer full): why the verdict is what it is: how much its option saves, over the
 * horizon */
char *
bk_words_verdict_reason (BkAnalysis *analysis)
{
  g_autofree char *months = NULL;
  g_autofree char *percent = NULL;
  BkOption option;
  BkOption other;
  double saving;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  if (bk_analysis_get_no_demand (analysis))
    return g_strdup (bk_no_demand_sentence ());

  months = bk_format_months (bk_analysis_get_horizon (analysis));
  if (bk_analysis_get_verdict (analysis) == BK_VERDICT_NO_RENT_PRICE)
    /* Translators: %s is a duration such as "36 months". */
    return g_strdup_printf (_("Enter the price per GPU-hour at which you can rent this GPU in "
                              "the prices step: until then renting cannot be compared with "
                              "buying over %s."), months);

  option = bk_verdict_option (analysis);
  saving = bk_verdict_saving (analysis, &other);

  if (fabs (saving) < SAME_COST_PERCENT)
    return same_cost_sentence (option, other, months);

  percent = bk_format_percent (fabs (saving), 0);

  if (saving > 0)
    return saving_sentence (option, other, percent, months);

  /* Only a verdict that compliance forces can cost more than another option. */
  if (other == BK_OPTION_HYBRID)
    /* Translators: the first %s is a percentage such as "41 %", the second a duration. */
    return g_strdup_printf (_("The hybrid would cost %s less over %s, but the data may not "
                              "leave the premises"), percent, months);

  /* Translators: the first %s is a percentage such as "41 %", the second a duration. */
  return g_strdup_printf (_("Renting would cost %s less over %s, but the data may not leave "
                            "the premises"), percent, months);
}

/* Returns: (transfer full): how many checklist answers agree with the verdict, as the result
 * page says it under the verdict; "" without a verdict */
char *
bk_words_agreement (BkAnalysis *analysis)
{
  guint agreeing;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  if (bk_analysis_get_verdict (analysis) == BK_VERDICT_NO_RENT_PRICE)
    return g_strdup ("");

  agreeing = bk_analysis_get_agreeing_leans (analysis);

  /* Translators: "4 of 6 checklist answers agree" with the verdict. */
  return g_strdup_printf (ngettext ("%u of %u checklist answers agrees",
                                    "%u of %u checklist answers agree", agreeing),
                          agreeing, (guint) BK_N_CHECKLIST_ITEMS);
}

/* Returns: (transfer full): the same in a sentence, for the report and the paper, where a
 * hybrid verdict counts the answers that take a side; "" without a verdict */
char *
bk_words_agreement_sentence (BkAnalysis *analysis)
{
  guint agreeing;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  agreeing = bk_analysis_get_agreeing_leans (analysis);

  /* Without a verdict nothing can agree with it. */
  if (bk_analysis_get_verdict (analysis) == BK_VERDICT_NO_RENT_PRICE)
    return g_strdup ("");

  /* A hybrid pool is neither renting nor buying: what counts is how many answers take a side. */
  if (bk_analysis_get_verdict (analysis) == BK_VERDICT_HYBRID)
    return g_strdup_printf (ngettext ("%u of the %u checklist answers leans to renting or buying.",
                                      "%u of the %u checklist answers lean to renting or buying.",
                                      agreeing),
                            agreeing, BK_N_CHECKLIST_ITEMS);

  return g_strdup_printf (ngettext ("%u of the %u checklist answers agrees with this verdict.",
                                    "%u of the %u checklist answers agree with this verdict.",
                                    agreeing),
                          agreeing, BK_N_CHECKLIST_ITEMS);
}

/* The options and the key figures */

/**
 * bk_option_get_label:
 *
 * The name of an option wherever one stands for itself: a line of the chart, a column of the
 * breakdown and the report, a row of the uncertainty.
 *
 * Returns: "Rent", "Buy" or "Hybrid", translated
 */
const char *
bk_option_get_label (BkOption option)
{
  switch (option)
    {
    case BK_OPTION_RENT:
      return C_("option", "Rent");
    case BK_OPTION_BUY:
      return C_("option", "Buy");
    case BK_OPTION_HYBRID:
      return C_("option", "Hybrid");
    default:
      g_return_val_if_reached ("");
    }
}

/* Returns: (transfer full): an option with its pool: "Buying 8 GPUs", "Hybrid with 4 own GPUs" */
char *
bk_words_option_title (BkAnalysis *analysis,
                       BkOption    option)
{
  g_autofree char *count = NULL;
  guint owned;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  owned = bk_analysis_get_owned_gpus (analysis, option);
  count = bk_format_count (owned);

  switch (option)
    {
    case BK_OPTION_RENT:
      return g_strdup (_("Renting everything"));

    case BK_OPTION_BUY:
      /* Translators: %s is a number of GPUs, "4" or "1,024". */
      return g_strdup_printf (ngettext ("Buying %s GPU", "Buying %s GPUs", owned), count);

    case BK_OPTION_HYBRID:
      /* Translators: %s is a number of GPUs, "4" or "1,024". */
      return g_strdup_printf (ngettext ("Hybrid with %s own GPU", "Hybrid with %s own GPUs",
                                        owned), count);

    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

/**
 * bk_words_verdict_mix:
 * @analysis: an analysis
 *
 * With rental terms, the verdict also says how renting is best done: the rent option's mix,
 * which buying is measured against, or the hybrid's for its rented part.
 *
 * Returns: (transfer full): that sentence, "The cheapest way to rent: Commit 6 GPUs for 1 year,
 *   rent peaks on demand."
 */
char *
bk_words_verdict_mix (BkAnalysis *analysis)
{
  g_autofree char *rent = bk_analysis_describe_mix (analysis, BK_OPTION_RENT);
  g_autofree char *hybrid = bk_analysis_describe_mix (analysis, BK_OPTION_HYBRID);

  switch (bk_analysis_get_verdict (analysis))
    {
    case BK_VERDICT_RENT:
      /* Translators: %s is a rental mix, "Commit 6 GPUs for 1 year, rent peaks on demand". */
      return g_strdup_printf (_("The cheapest way to rent: %s."), rent);
    case BK_VERDICT_HYBRID:
      /* Translators: %s is a rental mix, "Rent on demand". */
      return g_strdup_printf (_("The rented part: %s."), hybrid);
    case BK_VERDICT_BUY:
    case BK_VERDICT_BUY_REQUIRED:
      /* Translators: %s is a rental mix, "Commit 6 GPUs for 1 year, rent peaks on demand". */
      return g_strdup_printf (_("Compared with the cheapest way to rent: %s."), rent);
    case BK_VERDICT_NO_RENT_PRICE:
      return g_strdup ("");
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

/* Returns: (transfer full): an option's total cost of ownership */
char *
bk_words_tco (BkAnalysis *analysis,
              BkOption    option,
              const char *currency)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  return bk_format_money (bk_analysis_get_tco (analysis, option), currency, -1);
}

/* Returns: (transfer full): when buying breaks even: "After 14 months", "Not within 36 months" */
char *
bk_words_break_even (BkAnalysis *analysis)
{
  int month;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  month = bk_analysis_get_break_even_month (analysis);

  /* Whole phrases rather than a duration put into one, since languages such as German
   * decline "months" after "after" and "within". */
  if (month < 1)
    {
      guint horizon = bk_analysis_get_horizon (analysis);

      /* Translators: when buying breaks even: not within the horizon, such as 36 months. */
      return g_strdup_printf (ngettext ("Not within %u month", "Not within %u months", horizon),
                              horizon);
    }

  /* Translators: when buying breaks even, such as after 14 months. */
  return g_strdup_printf (ngettext ("After %u month", "After %u months", (guint) month),
                          (guint) month);
}

/* Returns: (transfer full): the cheapest pool size: "4 own GPUs, rent the rest" */
char *
bk_words_optimal_pool (BkAnalysis *analysis)
{
  g_autofree char *count = NULL;
  guint optimal;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  optimal = bk_analysis_get_optimal_owned_gpus (analysis);

  if (optimal == 0)
    return g_strdup (_("No own GPUs, rent everything"));

  count = bk_format_count (optimal);

  if (optimal >= bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY)
      && bk_analysis_get_optimal_mix (analysis)->lost_on_demand)
    /* Translators: the GPU-hours the own GPUs lose to failures and repair are rented. */
    return g_strdup_printf (ngettext ("%s own GPU, rent the lost GPU-hours on demand",
                                      "%s own GPUs, rent the lost GPU-hours on demand", optimal),
                            count);

  if (optimal >= bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY))
    return g_strdup_printf (ngettext ("%s own GPU, rent nothing",
                                      "%s own GPUs, rent nothing", optimal), count);

  /* Translators: %s is a number of GPUs, "4" or "1,024". */
  return g_strdup_printf (ngettext ("%s own GPU, rent the rest",
                                    "%s own GPUs, rent the rest", optimal), count);
}

/* Returns: (transfer full): the total cost of the cheapest pool size: "Total cost €120,000" */
char *
bk_words_optimal_tco (BkAnalysis *analysis,
                      const char *currency)
{
  g_autofree char *money = NULL;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  money = bk_format_money (bk_analysis_get_optimal_tco (analysis), currency, -1);

  /* Translators: %s is an amount of money, the total cost of ownership of the best pool size. */
  return g_strdup_printf (_("Total cost %s"), money);
}

/* Returns: (transfer full): the best strategy in time as the result page says it, "When to buy:
 * …"; "" before its search, without demand and without a rent price */
char *
bk_words_strategy (BkAnalysis *analysis,
                   const char *currency)
{
  g_autofree char *sentence = NULL;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));

  if (!bk_analysis_has_strategy (analysis) || bk_analysis_get_no_demand (analysis)
      || bk_analysis_get_verdict (analysis) == BK_VERDICT_NO_RENT_PRICE)
    return g_strdup ("");

  sentence = bk_strategy_describe_saving (bk_analysis_get_strategy (analysis), currency);

  /* Translators: %s is "Rent for 9 months, then buy 6 GPUs: €41,000 less than buying 6 GPUs
   * now". */
  return g_strdup_printf (_("When to buy: %s"), sentence);
}

/* The checklist */

/**
 * bk_words_checklist_item:
 *
 * The name of one of the checklist's six items, the same on the result page, in the report and
 * on the paper.
 *
 * Returns: (transfer none): "Utilisation", "Predictability", "Pace of change", …
 */
const char *
bk_words_checklist_item (BkChecklistItem item)
{
  switch (item)
    {
    case BK_CHECKLIST_UTILISATION:
      return C_("checklist", "Utilisation");
    case BK_CHECKLIST_PREDICTABILITY:
      return C_("checklist", "Predictability");
    case BK_CHECKLIST_OBSOLESCENCE:
      /* Translators: how fast GPUs age: newer ones make owned ones worth less. */
      return C_("checklist", "Pace of change");
    case BK_CHECKLIST_DATA_TRANSFER:
      return C_("checklist", "Data transfer");
    case BK_CHECKLIST_COMPLIANCE:
      return C_("checklist", "Compliance");
    case BK_CHECKLIST_KNOW_HOW:
      return C_("checklist", "Know-how");
    default:
      g_return_val_if_reached ("");
    }
}

/**
 * bk_words_checklist_reason:
 *
 * Why an item leans the way it does. The predictability answer is held against the best time
 * to buy, once it has been searched, when demand changes or waiting pays: a steady demand that
 * is about to grow still argues for buying later.
 *
 * Returns: (transfer full): one or two translated sentences
 */
char *
bk_words_checklist_reason (BkAnalysis      *analysis,
                           BkChecklistItem  item)
{
  const char *reason;
  const BkStrategy *strategy;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), g_strdup (""));
  g_return_val_if_fail ((guint) item < BK_N_CHECKLIST_ITEMS, g_strdup (""));

  reason = bk_analysis_get_reason (analysis, item);
  strategy = bk_analysis_get_strategy (analysis);
  if (item != BK_CHECKLIST_PREDICTABILITY || strategy == NULL
      || (!bk_analysis_get_demand_changes (analysis) && strategy->month == 0))
    return g_strdup (reason);

  return bk_strategy_explain (strategy, reason);
}

/* Returns: (transfer none): which way an answer leans, as a tag of its own: "Rent", "Buy",
 * "Neutral" */
const char *
bk_words_lean (BkLean lean)
{
  switch (lean)
    {
    case BK_LEAN_NEUTRAL:
      /* Translators: a checklist answer that favours neither renting nor buying. */
      return C_("lean", "Neutral");
    case BK_LEAN_RENT:
      return C_("lean", "Rent");
    case BK_LEAN_BUY:
      return C_("lean", "Buy");
    default:
      g_return_val_if_reached ("");
    }
}

/* Returns: (transfer none): the same within a line of text: "rent", "buy", "neutral" */
const char *
bk_words_lean_inline (BkLean lean)
{
  switch (lean)
    {
    case BK_LEAN_RENT:
      /* Translators: a checklist answer points towards renting. */
      return C_("lean", "rent");
    case BK_LEAN_BUY:
      /* Translators: a checklist answer points towards buying. */
      return C_("lean", "buy");
    case BK_LEAN_NEUTRAL:
      /* Translators: a checklist answer points neither way. */
      return C_("lean", "neutral");
    default:
      g_return_val_if_reached ("");
    }
}

/* The review, and the profile's name */

/* Returns: (transfer full): the date in the locale's own format; ISO 8601 in the C locale, whose
 * "%x" would be 11/20/26 */
char *
bk_words_format_date (const GDate *date)
{
  const char *time_locale = setlocale (LC_TIME, NULL);
  char buffer[128];

  g_return_val_if_fail (date != NULL && g_date_valid (date), NULL);

  if (time_locale == NULL || g_str_equal (time_locale, "C") || g_str_equal (time_locale, "POSIX")
      || g_str_has_prefix (time_locale, "C.")
      || g_date_strftime (buffer, sizeof buffer, "%x", date) == 0)
    return g_strdup_printf ("%04d-%02d-%02d", g_date_get_year (date), g_date_get_month (date),
                            g_date_get_day (date));

  return g_locale_to_utf8 (buffer, -1, NULL, NULL, NULL);
}

/* Returns: (transfer full): when the figures were last reviewed and when they are due again, as
 * the report and the paper say it */
char *
bk_words_review (BkProfile  *profile,
                 BkAnalysis *analysis)
{
  g_autofree char *when = NULL;
  GDate date;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);
  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), NULL);

  g_date_clear (&date, 1);
  if (!bk_profile_get_reviewed_date (profile, &date))
    return g_strdup (_("Review due: the figures have never been reviewed. Check the prices and "
                       "mark the profile as reviewed."));

  when = bk_words_format_date (&date);
  if (bk_analysis_get_review_due (analysis))
    return g_strdup_printf (_("Review due: the figures were last reviewed on %s, more than a year "
                              "ago. Prices move fast: check them again."), when);

  {
    g_autofree char *next = NULL;

    g_date_add_years (&date, 1);
    next = bk_words_format_date (&date);
    return g_strdup_printf (_("Last reviewed on %s; review the figures again by %s."), when, next);
  }
}

/* Returns: (transfer full): the verdict in one sentence, with the rental mix when there are
 * terms, as the report and the paper state it */
char *
bk_words_verdict_with_mix (BkAnalysis *analysis)
{
  g_autofree char *verdict = NULL;
  g_autofree char *mix = NULL;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), NULL);

  verdict = bk_words_verdict_sentence (analysis);
  if (!bk_analysis_has_rental_terms (analysis) || bk_analysis_get_no_demand (analysis))
    return g_steal_pointer (&verdict);

  mix = bk_words_verdict_mix (analysis);
  return g_strconcat (verdict, " ", mix, NULL);
}

/* Returns: (transfer full): the horizon and the currency the amounts are in */
char *
bk_words_horizon (BkProfile  *profile,
                  BkAnalysis *analysis)
{
  g_autofree char *months = NULL;

  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);
  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), NULL);

  months = bk_format_months (bk_analysis_get_horizon (analysis));
  /* Translators: the first %s is the horizon, such as "36 months", the second a currency code
   * such as "EUR"; amounts are never converted. */
  return g_strdup_printf (_("Horizon: %s. Amounts in %s, as in the profile."), months,
                          bk_pricing_get_currency (bk_profile_get_pricing (profile)));
}

/**
 * bk_words_review_due:
 * @reviewed: (nullable): the date of the last review, as YYYY-MM-DD
 *
 * Returns: (transfer full): the reminder that a profile's review is due
 */
char *
bk_words_review_due (const char *reviewed)
{
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *date = NULL;
  GDate parsed;

  if (reviewed == NULL || !bk_parse_iso_date (reviewed, &parsed))
    return g_strdup (_("This profile was never reviewed: check that its prices and needs still "
                       "hold"));

  when = g_date_time_new_local (g_date_get_year (&parsed), g_date_get_month (&parsed),
                                g_date_get_day (&parsed), 12, 0, 0);
  /* Translators: a date as strftime() writes it, e.g. "5 March 2024"; the profile editor uses the
   * same format. */
  date = g_date_time_format (when, _("%-d %B %Y"));

  /* Translators: %s is a date such as "5 March 2024". */
  return g_strdup_printf (_("Last reviewed on %s, over a year ago: check that the prices and "
                            "needs still hold"), date);
}

/* Returns: (transfer none): the profile's name, or what stands for a profile without one */
const char *
bk_words_profile_title (const char *profile_name)
{
  if (profile_name == NULL || *profile_name == '\0')
    return _("Unnamed Profile");

  return profile_name;
}

/* The cost breakdown */

const BkCategory bk_breakdown_rows[BK_N_CATEGORIES] = {
  BK_CATEGORY_ENERGY,
  BK_CATEGORY_COLOCATION,
  BK_CATEGORY_MAINTENANCE,
  BK_CATEGORY_ADMINISTRATION,
  BK_CATEGORY_CAPITAL,
  BK_CATEGORY_RENT_COMPUTE,
  BK_CATEGORY_RENT_COMMITTED,
  BK_CATEGORY_RENT_SPOT,
  BK_CATEGORY_EGRESS,
  BK_CATEGORY_STORAGE,
  BK_CATEGORY_ONBOARDING,
};

const char *
bk_words_breakdown_title (BkCategory category)
{
  /* Translators: the rows of the cost breakdown table: what the money goes on over the horizon. */
  switch (category)
    {
    case BK_CATEGORY_ENERGY:
      return _("Energy and cooling");
    case BK_CATEGORY_COLOCATION:
      /* Translators: the rent of rack space for owned servers in a data centre. */
      return _("Colocation");
    case BK_CATEGORY_MAINTENANCE:
      return _("Maintenance");
    case BK_CATEGORY_ADMINISTRATION:
      /* Translators: the staff time spent looking after owned GPUs. */
      return _("Administration");
    case BK_CATEGORY_CAPITAL:
      /* Translators: the purchase price minus what the hardware is still worth at the end. */
      return _("Depreciation");
    case BK_CATEGORY_RENT_COMPUTE:
      return _("Rented compute");
    case BK_CATEGORY_RENT_COMMITTED:
      /* Translators: GPUs rented for a fixed term, paid whether they are used or not. */
      return _("Committed compute");
    case BK_CATEGORY_RENT_SPOT:
      /* Translators: interruptible cloud GPUs, the work redone after interruptions included. */
      return _("Spot compute");
    case BK_CATEGORY_EGRESS:
      /* Translators: the cloud provider's fees for data leaving its network. */
      return _("Egress");
    case BK_CATEGORY_STORAGE:
      return _("Cloud storage");
    case BK_CATEGORY_ONBOARDING:
      return _("Cloud onboarding");
    default:
      g_return_val_if_reached ("");
    }
}

double
bk_breakdown_amount (BkAnalysis *analysis,
                     BkOption    option,
                     BkCategory  category)
{
  double total;

  g_return_val_if_fail (BK_IS_ANALYSIS (analysis), 0.0);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, 0.0);
  g_return_val_if_fail ((guint) category < BK_N_CATEGORIES, 0.0);

  total = bk_analysis_get_category_total (analysis, option, category);

  if (category == BK_CATEGORY_CAPITAL)
    total -= bk_analysis_get_resale_value (analysis, option);

  return total;
}

char *
bk_words_breakdown_amount (double      amount,
                           const char *currency)
{
  g_return_val_if_fail (currency != NULL, NULL);

  /* A dash keeps the columns readable where an option has no such cost. */
  if (fabs (amount) < 0.005)
    return g_strdup ("\xe2\x80\x93");

  /* Cents only where they matter, so that most of a column lines up without them. */
  return bk_format_money (amount, currency, fabs (amount) < 100 ? 2 : 0);
}
