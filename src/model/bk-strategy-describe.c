/* bk-strategy-describe.c: the best strategy in time, in words
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-strategy"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-analysis.h"
#include "bk-format.h"

/**
 * bk_strategy_describe:
 * @strategy: a strategy
 *
 * Returns: (transfer full): the strategy in a few translated words, as the answer to when to
 *   buy: "Never buy, rent throughout", "Buy 6 GPUs now", "Rent for 9 months, then buy 6 GPUs",
 *   "Buy 2 GPUs now and 4 more in month 6"
 */
char *
bk_strategy_describe (const BkStrategy *strategy)
{
  guint first, added;

  g_return_val_if_fail (strategy != NULL, NULL);

  first = strategy->first_gpus;
  added = strategy->final_gpus - strategy->first_gpus;

  if (strategy->final_gpus == 0)
    /* Translators: the answer to when to buy GPUs: at no time within the horizon. */
    return g_strdup (_("Never buy, rent throughout"));

  if (added == 0)
    /* Translators: %u is a number of GPUs. */
    return g_strdup_printf (ngettext ("Buy %u GPU now", "Buy %u GPUs now", first), first);

  if (first == 0)
    {
      g_autofree char *months = bk_format_months (strategy->month);

      /* Translators: %s is a number of months, "9 months"; %u a number of GPUs. */
      return g_strdup_printf (ngettext ("Rent for %s, then buy %u GPU",
                                        "Rent for %s, then buy %u GPUs", added),
                              months, added);
    }

  /* Translators: the first %u is the GPUs bought now, the second those added, the third the
   * month in which they are bought: "Buy 2 GPUs now and 4 more in month 6". */
  return g_strdup_printf (ngettext ("Buy %u GPU now and %u more in month %u",
                                    "Buy %u GPUs now and %u more in month %u", first),
                          first, added, strategy->month);
}

/**
 * bk_strategy_describe_saving:
 * @strategy: a strategy
 * @currency: the profile's currency
 *
 * The pool of buying now is named: it is the cheapest way of buying now, which need not be the
 * buy option's (docs/model.md#strategies-in-time).
 *
 * Returns: (transfer full): the strategy against buying now, one translated sentence: "Rent for
 *   9 months, then buy 6 GPUs: €41,000 less than buying 6 GPUs now"
 */
char *
bk_strategy_describe_saving (const BkStrategy *strategy,
                             const char       *currency)
{
  g_autofree char *what = NULL;
  g_autofree char *saving = NULL;
  guint now;
  double difference;

  g_return_val_if_fail (strategy != NULL, NULL);
  g_return_val_if_fail (currency != NULL, NULL);

  what = bk_strategy_describe (strategy);
  difference = strategy->buy_now_tco - strategy->tco;
  now = strategy->buy_now_gpus;

  if (strategy->required)
    /* Translators: %s is "Buy 6 GPUs now"; the compliance answer rules out renting. */
    return g_strdup_printf (_("%s: the data may not leave the premises"), what);

  /* After tax the options' figures are after tax but the search's are not: say so. */
  if (strategy->before_tax)
    {
      BkStrategy untaxed = *strategy;
      g_autofree char *sentence = NULL;

      untaxed.before_tax = FALSE;
      sentence = bk_strategy_describe_saving (&untaxed, currency);
      /* Translators: %s is "Rent for 9 months, then buy 6 GPUs: €41,000 less than buying 6
       * GPUs now"; the strategy in time is searched on the figures before tax. */
      return g_strdup_printf (_("%s (both before tax)"), sentence);
    }

  if (strategy->month == 0 && strategy->final_gpus > 0)
    /* Translators: %s is "Buy 6 GPUs now". */
    return g_strdup_printf (_("%s: buying later costs more"), what);

  if (!(difference > 0.005))
    /* Translators: %s is a strategy such as "Rent for 9 months, then buy 6 GPUs", %u the
     * GPUs of the cheapest way of buying now. */
    return g_strdup_printf (ngettext ("%s: as cheap as buying %u GPU now",
                                      "%s: as cheap as buying %u GPUs now", now), what, now);

  saving = bk_format_money (difference, currency, -1);
  /* Translators: the first %s is a strategy such as "Rent for 9 months, then buy 6 GPUs", the
   * second an amount of money, %u the GPUs of the cheapest way of buying now, which need not
   * be those of the buy option: "€34,074 less than buying 1 GPU now". */
  return g_strdup_printf (ngettext ("%s: %s less than buying %u GPU now",
                                    "%s: %s less than buying %u GPUs now", now),
                          what, saving, now);
}

/* The predictability answer against the best time to buy. */
char *
bk_strategy_explain (const BkStrategy *strategy,
                     const char       *reason)
{
  g_autofree char *what = NULL;
  char *extended;

  what = bk_strategy_describe (strategy);
  if (strategy->month > 0)
    /* Translators: added to the predictability answer; %s is "Rent for 9 months, then buy 6
     * GPUs". */
    extended = g_strdup_printf (_("%s Over time, buying later pays: %s."), reason, what);
  else if (strategy->final_gpus > 0)
    /* Translators: added to the predictability answer; %s is "Buy 6 GPUs now". */
    extended = g_strdup_printf (_("%s Over time, buying now beats buying later: %s."), reason,
                                what);
  else
    /* Translators: added to the predictability answer. */
    extended = g_strdup_printf (_("%s Over time, renting throughout beats buying at any "
                                  "time."), reason);

  return extended;
}
