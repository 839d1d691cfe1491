/* bk-words-uncertainty.c: the uncertainty analysis in words, for the report and the screen
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-words"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-format.h"
#include "bk-input.h"
#include "bk-uncertainty.h"
#include "bk-words.h"

/* A share of the samples as a whole percentage; a share that is neither none nor all never
 * rounds to 0 % or 100 %, which would claim a certainty the samples do not show. */
static char *
format_share (double share)
{
  double percent = round (share * 100);

  if (share > 0 && percent < 1)
    percent = 1;
  else if (share < 1 && percent > 99)
    percent = 99;

  return bk_format_percent (percent, 0);
}

/**
 * bk_uncertainty_describe_probability:
 * @self: a result
 * @option: buy or hybrid
 *
 * Returns: (transfer full): how often @option is cheaper than renting, one translated sentence:
 *   "Buying is cheaper than renting in 73% of the plausible cases."
 */
char *
bk_uncertainty_describe_probability (BkUncertainty *self,
                                     BkOption       option)
{
  g_autofree char *share = NULL;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);
  g_return_val_if_fail (option == BK_OPTION_BUY || option == BK_OPTION_HYBRID, NULL);

  share = format_share (bk_uncertainty_get_probability_cheaper (self, option));

  if (option == BK_OPTION_BUY)
    /* Translators: %s is a percentage such as "73%"; the plausible cases are the samples drawn
     * from the ranges of the inputs. */
    return g_strdup_printf (_("Buying is cheaper than renting in %s of the plausible cases."),
                            share);

  /* Translators: %s is a percentage such as "73%". */
  return g_strdup_printf (_("The hybrid is cheaper than renting in %s of the plausible cases."),
                          share);
}

static char *
format_break_even (int month)
{
  if (month < 1)
    /* Translators: a break-even month that does not come within the horizon. */
    return g_strdup (C_("break-even", "never"));

  return g_strdup_printf ("%d", month);
}

/**
 * bk_uncertainty_describe_break_even:
 * @self: a result
 *
 * Returns: (transfer full): the break-even month's percentiles, one translated sentence:
 *   "Break-even month: 11 (P10), 14 (P50), 19 (P90)."
 */
char *
bk_uncertainty_describe_break_even (BkUncertainty *self)
{
  g_autofree char *p10 = NULL;
  g_autofree char *p50 = NULL;
  g_autofree char *p90 = NULL;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);

  p10 = format_break_even (bk_uncertainty_get_break_even (self, BK_BAND_P10));
  p50 = format_break_even (bk_uncertainty_get_break_even (self, BK_BAND_P50));
  p90 = format_break_even (bk_uncertainty_get_break_even (self, BK_BAND_P90));

  /* Translators: the month in which buying breaks even, at three percentiles: each %s is a
   * month number such as "14" or "never"; P10 is the earliest tenth of the cases. */
  return g_strdup_printf (_("Break-even month: %s (P10), %s (P50), %s (P90)."), p10, p50, p90);
}

static char *
format_buy_month (int   month,
                  guint horizon)
{
  if (month <= 0)
    /* Translators: the best month to buy is now. */
    return g_strdup (C_("buy month", "now"));
  if ((guint) month > horizon)
    /* Translators: the best month to buy does not come within the horizon: renting to the end
     * (or keeping the GPUs bought now) costs least. */
    return g_strdup (C_("buy month", "never"));

  return g_strdup_printf ("%d", month);
}

/**
 * bk_uncertainty_describe_buy_month:
 * @self: a result
 *
 * Returns: (transfer full): the best buy month's percentiles and how often waiting wins, one
 *   translated sentence: "Best month to buy: now (P10), 9 (P50), 14 (P90); buying later beats
 *   buying now in 62% of the cases.", with "waiting" for "buying later" once a sample never
 *   buys; "" when the horizon is too short to wait
 */
char *
bk_uncertainty_describe_buy_month (BkUncertainty *self)
{
  g_autofree char *p10 = NULL;
  g_autofree char *p50 = NULL;
  g_autofree char *p90 = NULL;
  g_autofree char *share = NULL;
  guint horizon;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);

  if (bk_uncertainty_get_buy_month (self, BK_BAND_P50, NULL, NULL) < 0)
    return g_strdup ("");

  horizon = bk_uncertainty_get_horizon (self);
  p10 = format_buy_month (bk_uncertainty_get_buy_month (self, BK_BAND_P10, NULL, NULL), horizon);
  p50 = format_buy_month (bk_uncertainty_get_buy_month (self, BK_BAND_P50, NULL, NULL), horizon);
  p90 = format_buy_month (bk_uncertainty_get_buy_month (self, BK_BAND_P90, NULL, NULL), horizon);
  share = bk_format_percent (100.0 * bk_uncertainty_get_probability_waiting (self), 0);

  /* Buying later is only part of waiting once some samples never buy. */
  if (bk_uncertainty_get_probability_never (self) > 0)
    /* Translators: the best month to buy at three percentiles, each a month number such as "9",
     * "now" or "never", and the share of the cases, "62%", in which buying now loses: to buying
     * later or to not buying within the horizon at all. */
    return g_strdup_printf (_("Best month to buy: %s (P10), %s (P50), %s (P90); waiting beats "
                              "buying now in %s of the cases."), p10, p50, p90, share);

  /* Translators: the best month to buy at three percentiles, each a month number such as "9"
   * or "now", and the share of the cases, "62%", in which buying later beats buying now. */
  return g_strdup_printf (_("Best month to buy: %s (P10), %s (P50), %s (P90); buying later "
                            "beats buying now in %s of the cases."), p10, p50, p90, share);
}

/**
 * bk_uncertainty_describe_sensitivity:
 * @self: a result
 * @index: a bar of the tornado
 * @currency: the profile's currency code
 *
 * Returns: (transfer full): the bar in words, for the report and for screen readers:
 *   "Rent per GPU-hour from €1.50 to €4.00: buying costs €6,020 to €14,780 less than renting."
 */
char *
bk_uncertainty_describe_sensitivity (BkUncertainty *self,
                                     guint          index,
                                     const char    *currency)
{
  const BkSensitivity *s;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;
  g_autofree char *difference_low = NULL;
  g_autofree char *difference_high = NULL;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);
  g_return_val_if_fail (index < bk_uncertainty_get_n_sensitivities (self), NULL);

  s = bk_uncertainty_get_sensitivity (self, index);
  low = bk_input_format_value (s->input, s->input_low, currency);
  high = bk_input_format_value (s->input, s->input_high, currency);
  difference_low = bk_format_money (s->difference_low, currency, -1);
  difference_high = bk_format_money (s->difference_high, currency, -1);

  /* Translators: one bar of the sensitivity chart. The first %s is an input ("Rent per
   * GPU-hour"), then the ends of its range, then the option that costs least and the one after
   * it ("Buy", "Rent"), then how much less the first costs at either end of the range (a
   * negative amount: more). */
  return g_strdup_printf (_("%s from %s to %s: %s costs %s to %s less than %s."),
                          bk_input_get_title (s->input), low, high,
                          bk_option_get_label (bk_uncertainty_get_leader (self)), difference_low, difference_high,
                          bk_option_get_label (bk_uncertainty_get_runner_up (self)));
}

/**
 * bk_uncertainty_describe_tco_span:
 * @self: a result
 * @option: the option
 * @currency: the profile's currency
 *
 * Returns: (transfer full): the option's total cost from P10 to P90: "€20,000 to €35,000"
 */
char *
bk_uncertainty_describe_tco_span (BkUncertainty *self,
                                  BkOption       option,
                                  const char    *currency)
{
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);

  low = bk_format_money (bk_uncertainty_get_tco (self, option, BK_BAND_P10), currency, -1);
  high = bk_format_money (bk_uncertainty_get_tco (self, option, BK_BAND_P90), currency, -1);

  /* Translators: a span of two amounts of money, "€20,000 to €35,000". */
  return g_strdup_printf (_("%s to %s"), low, high);
}

/**
 * bk_uncertainty_describe_break_even_spread:
 * @self: a result
 *
 * Returns: (transfer full): the break-even month at P10, P50 and P90, short: "11 · 14 · 19"
 */
char *
bk_uncertainty_describe_break_even_spread (BkUncertainty *self)
{
  g_autofree char *p10 = NULL;
  g_autofree char *p50 = NULL;
  g_autofree char *p90 = NULL;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);

  p10 = format_break_even (bk_uncertainty_get_break_even (self, BK_BAND_P10));
  p50 = format_break_even (bk_uncertainty_get_break_even (self, BK_BAND_P50));
  p90 = format_break_even (bk_uncertainty_get_break_even (self, BK_BAND_P90));

  /* Translators: the break-even month at P10, P50 and P90, "11 · 14 · 19". */
  return g_strdup_printf (_("%s · %s · %s"), p10, p50, p90);
}

/**
 * bk_uncertainty_describe_samples:
 * @self: a result
 *
 * Returns: (transfer full): what the analysis drew, and what the chart shades of it
 */
char *
bk_uncertainty_describe_samples (BkUncertainty *self)
{
  g_autofree char *samples = NULL;
  guint n_ranges;

  g_return_val_if_fail (BK_IS_UNCERTAINTY (self), NULL);

  n_ranges = bk_uncertainty_get_n_ranges (self);
  samples = bk_format_number (bk_uncertainty_get_n_samples (self), 0);

  /* Translators: %s is a number of samples such as "10,000", %u the number of inputs with a
   * range. */
  return g_strdup_printf (ngettext ("%s plausible cases drawn from the range of %u input; "
                                    "the chart shades the 10th to the 90th percentile.",
                                    "%s plausible cases drawn from the ranges of %u inputs; "
                                    "the chart shades the 10th to the 90th percentile.",
                                    n_ranges),
                          samples, n_ranges);
}

/**
 * bk_words_uncertainty_pending:
 * @has_ranges: whether any input of the profile has a range
 * @after_tax_only: whether the page shows the figures before tax, beside which the analysis
 *   (worked out after tax) would mislead
 *
 * Returns: (transfer full): what the page says of the uncertainty where it shows none: how to
 *   get ranges, that it is worked out after tax, or that it is being worked out
 */
char *
bk_words_uncertainty_pending (gboolean has_ranges,
                              gboolean after_tax_only)
{
  g_autofree char *samples = NULL;

  if (!has_ranges)
    return g_strdup (_("No input has a range yet: every figure counts as certain. Give an input "
                       "a range with its ± button, or fill in the ranges the catalogue and the "
                       "article suggest."));

  if (after_tax_only)
    return g_strdup (_("How sure the answer is, is worked out after tax: switch the figures to "
                       "after tax to see it."));

  samples = bk_format_number (BK_UNCERTAINTY_SAMPLES, 0);

  /* Translators: shown while the Monte Carlo analysis runs; %s is a number of samples such as
   * "10,000". */
  return g_strdup_printf (_("Working out how sure the answer is: drawing %s plausible cases "
                            "from the inputs’ ranges…"), samples);
}
