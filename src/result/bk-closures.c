/* bk-closures.c: pure formatting functions for the result page, usable as .ui closures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-closures"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-catalogue.h"
#include "bk-closures.h"
#include "bk-format.h"
#include "bk-report.h"

/* Savings below half a percent round to "0 %", which reads as a mistake; such options are
 * reported as costing about the same. */
#define SAME_COST_PERCENT 0.5

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

/* The hybrid is a real third option only when it owns some GPUs but fewer than buying does. */
static gboolean
hybrid_is_distinct (BkAnalysis *analysis)
{
  guint owned = bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID);

  return owned > 0 && owned < bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY);
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

/* Closures */

/**
 * bk_closure_as_shown:
 * @analysis: (nullable): a profile's analysis, after tax when its tax is on
 * @before_tax: whether the page shows the figures before tax
 *
 * The figures a page shows, for the closures that put them into words: the page looks the
 * analysis up in the profile's results and picks the variant here.
 *
 * Returns: (transfer full) (nullable): @analysis, or its figures before tax
 */
BkAnalysis *
bk_closure_as_shown (gpointer    unused,
                     BkAnalysis *analysis,
                     gboolean    before_tax)
{
  if (analysis == NULL)
    return NULL;

  return g_object_ref (before_tax ? bk_analysis_get_before_tax (analysis) : analysis);
}

char *
bk_closure_verdict_title (gpointer    unused,
                          BkAnalysis *analysis)
{
  g_autofree char *count = NULL;
  guint owned;

  if (analysis == NULL)
    return g_strdup ("");

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

char *
bk_closure_verdict_reason (gpointer    unused,
                           BkAnalysis *analysis)
{
  g_autofree char *months = NULL;
  g_autofree char *percent = NULL;
  BkOption option;
  BkOption other;
  double saving;

  if (analysis == NULL)
    return g_strdup ("");

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

char *
bk_closure_agreement (gpointer    unused,
                      BkAnalysis *analysis)
{
  guint agreeing;

  if (analysis == NULL)
    return g_strdup ("");

  if (bk_analysis_get_verdict (analysis) == BK_VERDICT_NO_RENT_PRICE)
    return g_strdup ("");

  agreeing = bk_analysis_get_agreeing_leans (analysis);

  /* Translators: "4 of 6 checklist answers agree" with the verdict. */
  return g_strdup_printf (ngettext ("%u of %u checklist answers agrees",
                                    "%u of %u checklist answers agree", agreeing),
                          agreeing, (guint) BK_N_CHECKLIST_ITEMS);
}

char *
bk_closure_option_title (gpointer    unused,
                         BkAnalysis *analysis,
                         BkOption    option)
{
  g_autofree char *count = NULL;
  guint owned;

  if (analysis == NULL)
    return g_strdup ("");

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

char *
bk_closure_tco (gpointer    unused,
                BkAnalysis *analysis,
                BkOption    option,
                const char *currency)
{
  if (analysis == NULL || currency == NULL)
    return g_strdup ("");

  return bk_format_money (bk_analysis_get_tco (analysis, option), currency, -1);
}

char *
bk_closure_break_even (gpointer    unused,
                       BkAnalysis *analysis)
{
  int month;

  if (analysis == NULL)
    return g_strdup ("");

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

char *
bk_closure_optimal_pool (gpointer    unused,
                         BkAnalysis *analysis)
{
  g_autofree char *count = NULL;
  guint optimal;

  if (analysis == NULL)
    return g_strdup ("");

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

char *
bk_closure_optimal_tco (gpointer    unused,
                        BkAnalysis *analysis,
                        const char *currency)
{
  g_autofree char *money = NULL;

  if (analysis == NULL || currency == NULL)
    return g_strdup ("");

  money = bk_format_money (bk_analysis_get_optimal_tco (analysis), currency, -1);

  /* Translators: %s is an amount of money, the total cost of ownership of the best pool size. */
  return g_strdup_printf (_("Total cost %s"), money);
}

char *
bk_closure_strategy (gpointer    unused,
                     BkAnalysis *analysis,
                     const char *currency)
{
  g_autofree char *sentence = NULL;

  if (analysis == NULL || currency == NULL || !bk_analysis_has_strategy (analysis)
      || bk_analysis_get_no_demand (analysis)
      || bk_analysis_get_verdict (analysis) == BK_VERDICT_NO_RENT_PRICE)
    return g_strdup ("");

  sentence = bk_strategy_describe_saving (bk_analysis_get_strategy (analysis), currency);

  /* Translators: %s is "Rent for 9 months, then buy 6 GPUs: €41,000 less than buying 6 GPUs
   * now". */
  return g_strdup_printf (_("When to buy: %s"), sentence);
}

/* Whether there is anything to compare: the profile needs GPUs in some month
 * (docs/model.md#no-demand). */
gboolean
bk_closure_has_demand (gpointer    unused,
                       BkAnalysis *analysis)
{
  return analysis == NULL || !bk_analysis_get_no_demand (analysis);
}

gboolean
bk_closure_hybrid_distinct (gpointer    unused,
                            BkAnalysis *analysis)
{
  return analysis != NULL && hybrid_is_distinct (analysis)
         && bk_analysis_get_verdict (analysis) != BK_VERDICT_NO_RENT_PRICE;
}

/* docs/model.md#price-dates: "The catalogue's prices for the … are from May 2026: check a current
 * quote.", or "" when they are recent, the GPU is not in the catalogue or there is no catalogue.
 * The analysis is only there to read the note again when the profile changes. */
char *
bk_closure_old_prices (gpointer     unused,
                       BkCatalogue *catalogue,
                       BkAnalysis  *analysis,
                       const char  *gpu_name)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  char *note;

  if (analysis == NULL || catalogue == NULL)
    return g_strdup ("");

  note = bk_catalogue_dup_old_prices_note (catalogue, gpu_name, now);
  return note != NULL ? note : g_strdup ("");
}

gboolean
bk_closure_has_text (gpointer    unused,
                     const char *text)
{
  return text != NULL && *text != '\0';
}

gboolean
bk_closure_has_rental_terms (gpointer    unused,
                             BkAnalysis *analysis)
{
  return analysis != NULL && bk_analysis_has_rental_terms (analysis)
         && !bk_analysis_get_no_demand (analysis);
}

/* The verdict's rental mix, as the report says it; "" without rental terms. */
char *
bk_closure_verdict_mix (gpointer    unused,
                        BkAnalysis *analysis)
{
  if (analysis == NULL || !bk_analysis_has_rental_terms (analysis))
    return g_strdup ("");

  return bk_report_describe_verdict_mix (analysis);
}

/* How @option rents, "Commit 6 GPUs for 1 year, rent peaks on demand"; "" without rental terms. */
char *
bk_closure_option_mix (gpointer    unused,
                       BkAnalysis *analysis,
                       BkOption    option)
{
  if (analysis == NULL || !bk_analysis_has_rental_terms (analysis))
    return g_strdup ("");

  return bk_analysis_describe_mix (analysis, option);
}

gboolean
bk_closure_review_due (gpointer    unused,
                       BkAnalysis *analysis)
{
  return analysis != NULL && bk_analysis_get_review_due (analysis);
}

char *
bk_closure_review_title (gpointer    unused,
                         const char *reviewed)
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

char *
bk_closure_profile_title (gpointer    unused,
                          const char *profile_name)
{
  if (profile_name == NULL || *profile_name == '\0')
    return g_strdup (_("Unnamed Profile"));

  return g_strdup (profile_name);
}

/* Verdict helpers */

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

      if (o == option || (o == BK_OPTION_HYBRID && !hybrid_is_distinct (analysis)))
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

/* Names */

const char *
bk_checklist_item_title (BkChecklistItem item)
{
  switch (item)
    {
    case BK_CHECKLIST_UTILISATION:
      return _("Utilisation");
    case BK_CHECKLIST_PREDICTABILITY:
      return _("Predictability");
    case BK_CHECKLIST_OBSOLESCENCE:
      return _("Pace of change");
    case BK_CHECKLIST_DATA_TRANSFER:
      return _("Data transfer");
    case BK_CHECKLIST_COMPLIANCE:
      return _("Compliance");
    case BK_CHECKLIST_KNOW_HOW:
      return _("Know-how");
    default:
      g_return_val_if_reached ("");
    }
}

const char *
bk_lean_title (BkLean lean)
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

const char *
bk_lean_icon_name (BkLean lean)
{
  switch (lean)
    {
    case BK_LEAN_NEUTRAL:
      return "power-profile-balanced-symbolic";
    case BK_LEAN_RENT:
      return "weather-overcast-symbolic";
    case BK_LEAN_BUY:
      return "network-server-symbolic";
    default:
      g_return_val_if_reached ("");
    }
}

const char *
bk_lean_css_class (BkLean lean)
{
  switch (lean)
    {
    case BK_LEAN_NEUTRAL:
      return "lean-neutral";
    case BK_LEAN_RENT:
      return "lean-rent";
    case BK_LEAN_BUY:
      return "lean-buy";
    default:
      g_return_val_if_reached ("");
    }
}

/* The cost breakdown */

const char *
bk_breakdown_title (BkCategory category)
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
bk_format_breakdown_amount (double      amount,
                            const char *currency)
{
  g_return_val_if_fail (currency != NULL, NULL);

  /* A dash keeps the columns readable where an option has no such cost. */
  if (fabs (amount) < 0.005)
    return g_strdup ("\xe2\x80\x93");

  /* Cents only where they matter, so that most of a column lines up without them. */
  return bk_format_money (amount, currency, fabs (amount) < 100 ? 2 : 0);
}
