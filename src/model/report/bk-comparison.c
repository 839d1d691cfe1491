/* bk-comparison.c: two to four profiles side by side, row by row
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A snapshot: values are formatted when it is made, so a table never shows half an edit. Values
 * "differ" when their texts do (40 % and 40.0001 % look the same). Each profile's lowest total
 * cost is found from the raw numbers, within its own column: the profiles' inputs differ, so
 * their totals of one option say nothing about each other.
 */

#define G_LOG_DOMAIN "bk-comparison"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-comparison-private.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-words.h"
#include "bk-workload.h"

/* Two totals closer than half a cent are the same price. */
#define SAME_PRICE 0.005

/* Prices per hour or per kWh keep at least two decimals and at most this many. */
#define MAX_PRICE_DECIMALS 4

typedef struct
{
  char *value;
  char *detail;
} Cell;

struct _BkComparison
{
  GObject     parent_instance;

  guint       n_profiles;
  BkProfile  *profiles[BK_COMPARISON_MAX_PROFILES];
  BkAnalysis *analyses[BK_COMPARISON_MAX_PROFILES];
  char       *titles[BK_COMPARISON_MAX_PROFILES];

  /* The profiles' common currency; NULL when they differ. */
  char       *currency;
  char       *note;
  gboolean    rental_terms;   /* whether any profile has them */

  Cell        cells[BK_COMPARISON_N_ROWS][BK_COMPARISON_MAX_PROFILES];
  gboolean    differs[BK_COMPARISON_N_ROWS];
  gboolean    cheapest[BK_COMPARISON_N_ROWS][BK_COMPARISON_MAX_PROFILES];

  /* Each profile's CSV column (bk-comparison-csv.c). */
  GStrv       csv[BK_COMPARISON_MAX_PROFILES];
};

G_DEFINE_FINAL_TYPE (BkComparison, bk_comparison, G_TYPE_OBJECT)

G_DEFINE_QUARK (bk-comparison-error-quark, bk_comparison_error)

static const char *
profile_currency (BkProfile *profile)
{
  return bk_pricing_get_currency (bk_profile_get_pricing (profile));
}

/* A price with two decimals, or up to four when it has them ("€0.285" per kWh). */
static char *
format_price (double      amount,
              const char *currency)
{
  int decimals = 2;

  while (decimals < MAX_PRICE_DECIMALS)
    {
      double scaled = fabs (amount) * pow (10.0, decimals);

      if (fabs (scaled - round (scaled)) < 1e-6)
        break;
      decimals++;
    }

  return bk_format_money (amount, currency, decimals);
}

/* The first letter in upper case, for a phrase that starts a table cell. */
static char *
capitalise (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char buffer[8] = { 0 };

  if (first == 0)
    return g_strdup (text);

  g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
  return g_strconcat (buffer, g_utf8_next_char (text), NULL);
}

static char *
format_own_gpus (guint owned)
{
  g_autofree char *count = NULL;

  if (owned == 0)
    return g_strdup (_("No own GPUs"));

  count = bk_format_count (owned);
  /* Translators: %s is a number of GPUs, "4" or "1,024". */
  return g_strdup_printf (ngettext ("%s own GPU", "%s own GPUs", owned), count);
}

/* Column titles are the profiles' names, made unique so that a reader can tell the columns and
 * the chart's lines apart. */
static void
make_titles (BkComparison *self)
{
  for (guint i = 0; i < self->n_profiles; i++)
    {
      const char *name = bk_profile_get_name (self->profiles[i]);
      g_autofree char *base = NULL;
      guint same = 1;

      if (name == NULL || *name == '\0')
        name = C_("profile", "Untitled");
      base = g_strdup (name);

      for (guint j = 0; j < i; j++)
        {
          const char *other = bk_profile_get_name (self->profiles[j]);

          if (other == NULL || *other == '\0')
            other = C_("profile", "Untitled");
          if (g_str_equal (other, base))
            same++;
        }

      if (same > 1)
        /* Translators: a profile's name made unique in a comparison: "Today (2)". */
        self->titles[i] = g_strdup_printf (C_("duplicate profile name", "%s (%u)"), base, same);
      else
        self->titles[i] = g_steal_pointer (&base);
    }
}

static void
set_cell (BkComparison    *self,
          BkComparisonRow  row,
          guint            column,
          char            *value,
          char            *detail)
{
  Cell *cell = &self->cells[row][column];

  g_assert (row < BK_COMPARISON_N_ROWS);
  g_assert (column < self->n_profiles);

  g_free (cell->value);
  g_free (cell->detail);
  cell->value = value;
  cell->detail = detail;
}

static char *
verdict_value (BkAnalysis *analysis,
               char      **detail)
{
  *detail = NULL;

  switch (bk_analysis_get_verdict (analysis))
    {
    case BK_VERDICT_HYBRID:
      *detail = format_own_gpus (bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID));
      break;

    case BK_VERDICT_BUY_REQUIRED:
      *detail = g_strdup (_("Required by compliance"));
      break;

    default:
      break;
    }

  return g_strdup (bk_words_verdict_short (analysis));
}

static void
fill_column (BkComparison *self,
             guint         column)
{
  BkProfile *profile = self->profiles[column];
  BkAnalysis *analysis = self->analyses[column];
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  const char *currency = profile_currency (profile);
  const char *gpu_name = bk_hardware_get_name (hardware);
  guint vram = bk_hardware_get_vram_gb (hardware);
  guint gpus = bk_workload_get_gpus (workload);
  guint peak = bk_workload_get_burst_gpus (workload);
  guint peak_days = bk_workload_get_burst_days (workload);
  guint interval = bk_workload_get_burst_interval_days (workload);
  guint buy_owned = bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY);
  guint hybrid_owned = bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID);
  guint optimal = bk_analysis_get_optimal_owned_gpus (analysis);
  int break_even = bk_analysis_get_break_even_month (analysis);
  guint agreeing = bk_analysis_get_agreeing_leans (analysis);
  char *detail = NULL;
  char *value;

  set_cell (self, BK_COMPARISON_ROW_GPU, column,
            g_strdup (gpu_name != NULL && *gpu_name != '\0' ? gpu_name : C_("gpu", "Unnamed")),
            vram > 0 ? g_strdup_printf (_("%u GB memory"), vram) : NULL);

  value = bk_format_count (gpus);
  /* Translators: %s is a number of GPUs, "4" or "1,024". */
  set_cell (self, BK_COMPARISON_ROW_GPU_COUNT, column,
            g_strdup_printf (ngettext ("%s GPU", "%s GPUs", gpus), value), NULL);
  g_clear_pointer (&value, g_free);

  set_cell (self, BK_COMPARISON_ROW_UTILISATION, column,
            bk_format_percent (bk_workload_get_utilisation (workload), -1), NULL);

  if (peak == 0 || peak_days == 0)
    {
      set_cell (self, BK_COMPARISON_ROW_PEAK, column, g_strdup (C_("peak", "None")), NULL);
    }
  else
    {
      g_autofree char *count = bk_format_count (peak);

      /* Translators: the extra GPUs a peak needs on top of the base demand; %s is a number,
       * "4" or "1,024". */
      value = g_strdup_printf (ngettext ("+%s GPU", "+%s GPUs", peak), count);
      if (peak_days >= interval)
        detail = g_strdup (_("All the time"));
      else
        /* Translators: how often a peak comes: "7 of every 30 days". */
        detail = g_strdup_printf (ngettext ("%u of every %u day", "%u of every %u days", interval),
                                  peak_days, interval);
      set_cell (self, BK_COMPARISON_ROW_PEAK, column, value, detail);
    }

  if (bk_workload_get_demand_changes (workload))
    {
      g_autofree char *text = bk_workload_describe_demand (workload);

      value = capitalise (text);
    }
  else
    value = g_strdup (C_("demand over time", "The same every month"));
  set_cell (self, BK_COMPARISON_ROW_DEMAND_OVER_TIME, column, value, NULL);

  {
    double host = bk_hardware_get_host_cost (hardware);

    detail = NULL;
    if (host > 0)
      {
        g_autofree char *share = bk_format_money (host, currency, -1);

        /* Translators: under the purchase price of a GPU; %s is an amount of money, its share of
         * the server it sits in. */
        detail = g_strdup_printf (_("Plus %s server share"), share);
      }
    set_cell (self, BK_COMPARISON_ROW_PURCHASE_PRICE, column,
              bk_format_money (bk_hardware_get_purchase_price (hardware), currency, -1), detail);
    detail = NULL;
  }

  set_cell (self, BK_COMPARISON_ROW_RENT_PER_HOUR, column,
            format_price (bk_pricing_get_rent_per_gpu_hour (pricing), currency), NULL);
  set_cell (self, BK_COMPARISON_ROW_ELECTRICITY, column,
            format_price (bk_pricing_get_electricity_price (pricing), currency), NULL);
  set_cell (self, BK_COMPARISON_ROW_HORIZON, column,
            bk_format_months (bk_analysis_get_horizon (analysis)), NULL);

  set_cell (self, BK_COMPARISON_ROW_COMPLIANCE, column,
            g_strdup (bk_workload_get_compliance_on_prem (workload)
                        ? _("Data stays on the premises") : _("Cloud allowed")),
            NULL);
  set_cell (self, BK_COMPARISON_ROW_KNOW_HOW, column,
            g_strdup (bk_workload_get_hardware_know_how (workload)
                        ? C_("know-how", "In the team") : C_("know-how", "None")),
            NULL);

  /* Without any demand there is nothing to compare (docs/model.md#no-demand): every total
   * would be 0, the break-even and the timing would mean nothing. */
  if (bk_analysis_get_no_demand (analysis))
    {
      set_cell (self, BK_COMPARISON_ROW_VERDICT, column,
                g_strdup (bk_words_verdict_short (analysis)),
                g_strdup (_("Needs no GPUs in any month")));
      for (BkComparisonRow row = BK_COMPARISON_ROW_VERDICT + 1; row < BK_COMPARISON_N_ROWS; row++)
        /* Translators: a figure the comparison has none of, for a profile that needs no GPUs. */
        set_cell (self, row, column, g_strdup (C_("no figure", "—")), NULL);
      return;
    }

  value = verdict_value (analysis, &detail);
  set_cell (self, BK_COMPARISON_ROW_VERDICT, column, value, detail);

  /* Profiles may differ in whether they count tax: the first total says so. */
  detail = NULL;
  if (bk_analysis_get_after_tax (analysis))
    {
      g_autofree char *rate = bk_format_percent (bk_pricing_get_tax_rate (bk_profile_get_pricing (profile)), -1);

      /* Translators: %s is a tax rate such as "30%"; every total of the column is after tax. */
      detail = g_strdup_printf (_("After tax at %s"), rate);
    }
  set_cell (self, BK_COMPARISON_ROW_TCO_RENT, column,
            bk_format_money (bk_analysis_get_tco (analysis, BK_OPTION_RENT), currency, -1), detail);
  set_cell (self, BK_COMPARISON_ROW_TCO_BUY, column,
            bk_format_money (bk_analysis_get_tco (analysis, BK_OPTION_BUY), currency, -1),
            format_own_gpus (buy_owned));

  if (hybrid_owned == 0)
    detail = g_strdup (_("No own GPUs: the same as renting"));
  else if (hybrid_owned >= buy_owned)
    detail = g_strdup (_("Every GPU owned: the same as buying"));
  else
    detail = format_own_gpus (hybrid_owned);
  set_cell (self, BK_COMPARISON_ROW_TCO_HYBRID, column,
            bk_format_money (bk_analysis_get_tco (analysis, BK_OPTION_HYBRID), currency, -1),
            detail);

  detail = NULL;
  if (hybrid_owned > 0 && hybrid_owned < buy_owned)
    {
      g_autofree char *hybrid_mix = bk_analysis_describe_mix (analysis, BK_OPTION_HYBRID);

      /* Translators: under the rental mix of renting, that of the hybrid's rented part. */
      detail = g_strdup_printf (_("Hybrid: %s"), hybrid_mix);
    }
  set_cell (self, BK_COMPARISON_ROW_RENTAL_MIX, column,
            bk_analysis_describe_mix (analysis, BK_OPTION_RENT), detail);

  /* Whole phrases rather than a duration put into one, since languages such as German
   * decline "months" after "after" and "within". */
  if (break_even >= 1)
    {
      /* Translators: when buying breaks even, such as after 14 months. */
      value = g_strdup_printf (ngettext ("After %u month", "After %u months", (guint) break_even),
                               (guint) break_even);
    }
  else
    {
      guint horizon = bk_analysis_get_horizon (analysis);

      /* Translators: when buying breaks even: not within the horizon, such as 36 months. */
      value = g_strdup_printf (ngettext ("Not within %u month", "Not within %u months", horizon),
                               horizon);
    }
  set_cell (self, BK_COMPARISON_ROW_BREAK_EVEN, column, value, NULL);

  {
    g_autofree char *money = bk_format_money (bk_analysis_get_optimal_tco (analysis), currency, -1);

    /* Translators: %s is an amount of money, the total cost of ownership of the best pool size. */
    set_cell (self, BK_COMPARISON_ROW_OPTIMAL_POOL, column, format_own_gpus (optimal),
              g_strdup_printf (_("Total cost %s"), money));
  }

  {
    const BkStrategy *strategy = bk_analysis_get_strategy (analysis);
    double saving = strategy->buy_now_tco - strategy->tco;
    guint now = strategy->buy_now_gpus;
    g_autofree char *now_text = bk_format_count (now);

    /* The pool of buying now is named: the cheapest purchase now, not the buy option's. */
    if (strategy->month == 0 && strategy->final_gpus > 0)
      detail = g_strdup (_("Buying later costs more"));
    else if (!(saving > 0.005))
      /* Translators: %s is the GPUs of the cheapest way of buying now. */
      detail = g_strdup_printf (ngettext ("As cheap as buying %s GPU now",
                                          "As cheap as buying %s GPUs now", now), now_text);
    else
      {
        g_autofree char *money = bk_format_money (saving, currency, -1);

        /* Translators: the first %s is an amount of money, the second the GPUs of the cheapest
         * way of buying now: "€34,074 less than buying 1 GPU now". */
        detail = g_strdup_printf (ngettext ("%s less than buying %s GPU now",
                                            "%s less than buying %s GPUs now", now),
                                  money, now_text);
      }
    /* The search compares before tax, whatever the column's totals are. */
    if (strategy->before_tax)
      {
        g_autofree char *untaxed = detail;

        /* Translators: %s is "€41,000 less than buying 6 GPUs now"; the strategy in time is
         * searched on the figures before tax. */
        detail = g_strdup_printf (_("%s (both before tax)"), untaxed);
      }
    set_cell (self, BK_COMPARISON_ROW_WHEN_TO_BUY, column, bk_strategy_describe (strategy),
              detail);
  }

  /* A hybrid verdict takes neither side, so its count means something else. */
  if (bk_analysis_get_verdict (analysis) == BK_VERDICT_HYBRID)
    detail = g_strdup (_("Answers that lean either way"));
  else
    detail = g_strdup (_("Answers that agree with the verdict"));
  /* Translators: how many checklist answers agree: "4 of 6". */
  set_cell (self, BK_COMPARISON_ROW_AGREEMENT, column,
            g_strdup_printf (C_("checklist agreement", "%u of %u"), agreeing,
                             (guint) BK_N_CHECKLIST_ITEMS),
            detail);
}

static void
find_differences (BkComparison *self)
{
  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    {
      const Cell *first = &self->cells[row][0];

      self->differs[row] = FALSE;
      /* A row the table hides differs from nothing. */
      if (!bk_comparison_get_shown (self, row))
        continue;
      for (guint i = 1; i < self->n_profiles; i++)
        {
          const Cell *cell = &self->cells[row][i];

          if (g_strcmp0 (first->value, cell->value) != 0
              || g_strcmp0 (first->detail, cell->detail) != 0)
            self->differs[row] = TRUE;
        }
    }
}

/* Whether the option's total is one the profile can choose: renting, buying, and the hybrid
 * when it owns some but not all GPUs (otherwise it is renting or buying under another name). */
static gboolean
option_counts (BkAnalysis *analysis,
               BkOption    option)
{
  guint hybrid;

  if (option != BK_OPTION_HYBRID)
    return TRUE;

  hybrid = bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID);
  return hybrid > 0 && hybrid < bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY);
}

/* Marks each profile's lowest total cost, in its own column; totals within half a cent of it
 * are marked too. */
static void
find_cheapest (BkComparison *self)
{
  for (guint i = 0; i < self->n_profiles; i++)
    {
      BkAnalysis *analysis = self->analyses[i];
      double lowest = INFINITY;

      /* A profile without demand has no totals to rank. */
      if (bk_analysis_get_no_demand (analysis))
        {
          for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
            self->cheapest[row][i] = FALSE;
          continue;
        }

      for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
        if (option_counts (analysis, option))
          lowest = MIN (lowest, bk_analysis_get_tco (analysis, option));

      for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
        {
          BkOption option;

          if (!bk_comparison_row_is_tco (row))
            continue;

          option = bk_comparison_row_option (row);
          self->cheapest[row][i] = option_counts (analysis, option)
                                   && fabs (bk_analysis_get_tco (analysis, option) - lowest)
                                      < SAME_PRICE;
        }
    }
}

static void
find_currency (BkComparison *self)
{
  const char *first = profile_currency (self->profiles[0]);
  g_autoptr(GString) codes = g_string_new (first);

  for (guint i = 1; i < self->n_profiles; i++)
    {
      const char *code = profile_currency (self->profiles[i]);
      gboolean seen = FALSE;

      for (guint j = 0; j < i; j++)
        seen |= g_str_equal (code, profile_currency (self->profiles[j]));

      if (!seen)
        {
          /* Translators: between two currency codes in a list ("EUR, USD"). */
          g_string_append (codes, C_("currency list", ", "));
          g_string_append (codes, code);
        }
    }

  if (g_str_equal (codes->str, first))
    {
      self->currency = g_strdup (first);
      return;
    }

  /* Translators: %s lists the currency codes of the compared profiles ("EUR, USD"). */
  self->note = g_strdup_printf (_("The profiles count in different currencies (%s). Amounts are "
                                  "not converted: each column is in its own currency."),
                                codes->str);
}

static void
bk_comparison_finalize (GObject *object)
{
  BkComparison *self = (BkComparison *)object;

  for (guint i = 0; i < BK_COMPARISON_MAX_PROFILES; i++)
    {
      g_clear_object (&self->profiles[i]);
      g_clear_object (&self->analyses[i]);
      g_clear_pointer (&self->titles[i], g_free);

      for (guint row = 0; row < BK_COMPARISON_N_ROWS; row++)
        {
          g_clear_pointer (&self->cells[row][i].value, g_free);
          g_clear_pointer (&self->cells[row][i].detail, g_free);
        }
    }

  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->note, g_free);
  for (guint i = 0; i < BK_COMPARISON_MAX_PROFILES; i++)
    g_clear_pointer (&self->csv[i], g_strfreev);

  G_OBJECT_CLASS (bk_comparison_parent_class)->finalize (object);
}

static void
bk_comparison_class_init (BkComparisonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_comparison_finalize;
}

static void
bk_comparison_init (BkComparison *self)
{
}

/* Public API */

/**
 * bk_comparison_new:
 * @profiles: (element-type BkProfile): two to four profiles, in column order
 *
 * Formats the table from the profiles' results (bk_profile_results_dup_for_profile()): their
 * analyses, and their best strategies in time, searched now where that search still waits.
 * Nothing already worked out is worked out again. The same profile may appear twice.
 *
 * Returns: (transfer full) (nullable): the comparison, or %NULL with @error set when there are
 *   fewer than two or more than four profiles
 */
BkComparison *
bk_comparison_new (GPtrArray  *profiles,
                   GError    **error)
{
  g_autoptr(BkComparison) self = NULL;

  g_return_val_if_fail (profiles != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint i = 0; i < profiles->len; i++)
    g_return_val_if_fail (BK_IS_PROFILE (g_ptr_array_index (profiles, i)), NULL);

  if (profiles->len < BK_COMPARISON_MIN_PROFILES || profiles->len > BK_COMPARISON_MAX_PROFILES)
    {
      g_set_error (error, BK_COMPARISON_ERROR, BK_COMPARISON_ERROR_COUNT,
                   /* Translators: %u is the number of profiles the user selected. */
                   ngettext ("A comparison needs two to four profiles, not %u",
                             "A comparison needs two to four profiles, not %u", profiles->len),
                   profiles->len);
      return NULL;
    }

  self = g_object_new (BK_TYPE_COMPARISON, NULL);
  self->n_profiles = profiles->len;

  for (guint i = 0; i < self->n_profiles; i++)
    {
      g_autoptr(BkProfileResults) results = NULL;

      self->profiles[i] = g_object_ref (g_ptr_array_index (profiles, i));
      results = bk_profile_results_dup_for_profile (self->profiles[i]);
      /* Nothing to finish for a page that follows the results: it makes the comparison once
       * every search is done. */
      bk_profile_results_finish_strategy (results);
      self->analyses[i] = g_object_ref (bk_profile_results_get_analysis (results, FALSE));
      self->rental_terms |= bk_analysis_has_rental_terms (self->analyses[i]);
    }

  make_titles (self);
  find_currency (self);

  for (guint i = 0; i < self->n_profiles; i++)
    {
      fill_column (self, i);
      self->csv[i] = bk_comparison_csv_column (self->profiles[i], self->analyses[i]);
    }

  find_differences (self);
  find_cheapest (self);

  return g_steal_pointer (&self);
}

guint
bk_comparison_get_n_profiles (BkComparison *self)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), 0);

  return self->n_profiles;
}

/* Returns: (transfer none): the profile of a column */
BkProfile *
bk_comparison_get_profile (BkComparison *self,
                           guint         column)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);
  g_return_val_if_fail (column < self->n_profiles, NULL);

  return self->profiles[column];
}

/**
 * bk_comparison_get_analysis:
 *
 * Returns: (transfer none): the analysis of a column's profile, as it was when the comparison
 *   was made
 */
BkAnalysis *
bk_comparison_get_analysis (BkComparison *self,
                            guint         column)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);
  g_return_val_if_fail (column < self->n_profiles, NULL);

  return self->analyses[column];
}

/**
 * bk_comparison_get_column_title:
 *
 * Returns: the profile's name, "Untitled" for an empty one, with " (2)" and so on appended when
 *   an earlier column has the same name
 */
const char *
bk_comparison_get_column_title (BkComparison *self,
                                guint         column)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);
  g_return_val_if_fail (column < self->n_profiles, NULL);

  return self->titles[column];
}

/* Returns: (nullable): the currency every profile counts in, or %NULL when they differ */
const char *
bk_comparison_get_currency (BkComparison *self)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);

  return self->currency;
}

/**
 * bk_comparison_get_note:
 *
 * Returns: (nullable): a sentence for the reader when the currencies differ (and no cheapest
 *   total is marked for that reason), else %NULL
 */
const char *
bk_comparison_get_note (BkComparison *self)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);

  return self->note;
}

/**
 * bk_comparison_get_value:
 *
 * Returns: the value of a row for one profile, formatted for the locale and the profile's
 *   currency
 */
const char *
bk_comparison_get_value (BkComparison    *self,
                         BkComparisonRow  row,
                         guint            column)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);
  g_return_val_if_fail (row < BK_COMPARISON_N_ROWS, NULL);
  g_return_val_if_fail (column < self->n_profiles, NULL);

  return self->cells[row][column].value;
}

/**
 * bk_comparison_get_detail:
 *
 * Returns: (nullable): a second, smaller line under the value ("3 own GPUs", "7 of every 30
 *   days"), or %NULL
 */
const char *
bk_comparison_get_detail (BkComparison    *self,
                          BkComparisonRow  row,
                          guint            column)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);
  g_return_val_if_fail (row < BK_COMPARISON_N_ROWS, NULL);
  g_return_val_if_fail (column < self->n_profiles, NULL);

  return self->cells[row][column].detail;
}

/* Returns: whether the row's texts (value or detail) are not the same for every profile */
gboolean
bk_comparison_get_differs (BkComparison    *self,
                           BkComparisonRow  row)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), FALSE);
  g_return_val_if_fail (row < BK_COMPARISON_N_ROWS, FALSE);

  return self->differs[row];
}

/**
 * bk_comparison_is_cheapest:
 *
 * Returns: whether the cell holds its profile's lowest total cost: the cheapest of renting,
 *   buying and the hybrid (when it owns some but not all GPUs) in the column; totals that tie to
 *   the cent are all marked. Totals are never ranked across columns: the profiles' inputs
 *   differ.
 */
gboolean
bk_comparison_is_cheapest (BkComparison    *self,
                           BkComparisonRow  row,
                           guint            column)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), FALSE);
  g_return_val_if_fail (row < BK_COMPARISON_N_ROWS, FALSE);
  g_return_val_if_fail (column < self->n_profiles, FALSE);

  return self->cheapest[row][column];
}

/**
 * bk_comparison_get_shown:
 *
 * Returns: whether the table shows the row: every row but the rental mix, which only shows
 *   when a profile has rental terms
 */
gboolean
bk_comparison_get_shown (BkComparison    *self,
                         BkComparisonRow  row)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), FALSE);
  g_return_val_if_fail (row < BK_COMPARISON_N_ROWS, FALSE);

  return row != BK_COMPARISON_ROW_RENTAL_MIX || self->rental_terms;
}

/* Returns: whether any of the profiles offers committed or spot capacity */
gboolean
bk_comparison_has_rental_terms (BkComparison *self)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), FALSE);

  return self->rental_terms;
}

guint
bk_comparison_count_differing (BkComparison *self)
{
  guint count = 0;

  g_return_val_if_fail (BK_IS_COMPARISON (self), 0);

  for (BkComparisonRow row = 0; row < BK_COMPARISON_N_ROWS; row++)
    count += self->differs[row] ? 1 : 0;

  return count;
}

/* Returns: (transfer none): a profile's CSV column, as it was when the comparison was made */
const char *const *
_bk_comparison_get_csv_column (BkComparison *self,
                               guint         column)
{
  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);
  g_return_val_if_fail (column < self->n_profiles, NULL);

  return (const char *const *) self->csv[column];
}

const char *
bk_comparison_row_title (BkComparisonRow row)
{
  switch (row)
    {
    case BK_COMPARISON_ROW_GPU:
      return _("GPU model");
    case BK_COMPARISON_ROW_GPU_COUNT:
      return _("Base demand");
    case BK_COMPARISON_ROW_UTILISATION:
      return C_("comparison", "Utilisation");
    case BK_COMPARISON_ROW_PEAK:
      return C_("comparison", "Peak");
    case BK_COMPARISON_ROW_DEMAND_OVER_TIME:
      return _("Demand over time");
    case BK_COMPARISON_ROW_PURCHASE_PRICE:
      return _("Purchase price per GPU");
    case BK_COMPARISON_ROW_RENT_PER_HOUR:
      return _("Rent per GPU-hour");
    case BK_COMPARISON_ROW_ELECTRICITY:
      return _("Electricity per kWh");
    case BK_COMPARISON_ROW_HORIZON:
      return C_("comparison", "Horizon");
    case BK_COMPARISON_ROW_COMPLIANCE:
      return C_("comparison", "Compliance");
    case BK_COMPARISON_ROW_KNOW_HOW:
      return _("Hardware know-how");
    case BK_COMPARISON_ROW_VERDICT:
      return _("Verdict");
    case BK_COMPARISON_ROW_TCO_RENT:
      return _("Total cost, renting");
    case BK_COMPARISON_ROW_TCO_BUY:
      return _("Total cost, buying");
    case BK_COMPARISON_ROW_TCO_HYBRID:
      return _("Total cost, hybrid");
    case BK_COMPARISON_ROW_RENTAL_MIX:
      return _("Cheapest way to rent");
    case BK_COMPARISON_ROW_BREAK_EVEN:
      return _("Buying breaks even");
    case BK_COMPARISON_ROW_OPTIMAL_POOL:
      return _("Cheapest pool size");
    case BK_COMPARISON_ROW_WHEN_TO_BUY:
      return _("When to buy");
    case BK_COMPARISON_ROW_AGREEMENT:
      return _("Checklist agreement");
    default:
      g_return_val_if_reached ("");
    }
}

gboolean
bk_comparison_row_is_tco (BkComparisonRow row)
{
  return row == BK_COMPARISON_ROW_TCO_RENT || row == BK_COMPARISON_ROW_TCO_BUY
         || row == BK_COMPARISON_ROW_TCO_HYBRID;
}

/**
 * bk_comparison_row_option:
 * @row: a total-cost row
 *
 * Returns: the option whose total the row shows
 */
BkOption
bk_comparison_row_option (BkComparisonRow row)
{
  switch (row)
    {
    case BK_COMPARISON_ROW_TCO_RENT:
      return BK_OPTION_RENT;
    case BK_COMPARISON_ROW_TCO_BUY:
      return BK_OPTION_BUY;
    case BK_COMPARISON_ROW_TCO_HYBRID:
      return BK_OPTION_HYBRID;
    default:
      g_return_val_if_reached (BK_OPTION_RENT);
    }
}
