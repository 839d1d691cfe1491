/* bk-words-strategy.c: the best strategy in time, in words
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-words"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-engine.h"
#include "bk-format.h"
#include "bk-words.h"

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
  g_autofree char *first_text = NULL;
  g_autofree char *added_text = NULL;
  guint first, added;

  g_return_val_if_fail (strategy != NULL, NULL);

  first = strategy->first_gpus;
  added = strategy->final_gpus - strategy->first_gpus;
  first_text = bk_format_count (first);
  added_text = bk_format_count (added);

  if (strategy->final_gpus == 0)
    /* Translators: the answer to when to buy GPUs: at no time within the horizon. */
    return g_strdup (_("Never buy, rent throughout"));

  if (added == 0)
    /* Translators: %s is a number of GPUs, "4" or "1,024". */
    return g_strdup_printf (ngettext ("Buy %s GPU now", "Buy %s GPUs now", first), first_text);

  if (first == 0)
    {
      g_autofree char *months = bk_format_months (strategy->month);

      /* Translators: the first %s is a number of months, "9 months"; the second a number of
       * GPUs, "4" or "1,024". */
      return g_strdup_printf (ngettext ("Rent for %s, then buy %s GPU",
                                        "Rent for %s, then buy %s GPUs", added),
                              months, added_text);
    }

  /* Translators: the first %s is the GPUs bought now, the second those added, %u the month in
   * which they are bought: "Buy 2 GPUs now and 4 more in month 6". */
  return g_strdup_printf (ngettext ("Buy %s GPU now and %s more in month %u",
                                    "Buy %s GPUs now and %s more in month %u", first),
                          first_text, added_text, strategy->month);
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
  g_autofree char *now_text = NULL;
  guint now;
  double difference;

  g_return_val_if_fail (strategy != NULL, NULL);
  g_return_val_if_fail (currency != NULL, NULL);

  what = bk_strategy_describe (strategy);
  difference = strategy->buy_now_tco - strategy->tco;
  now = strategy->buy_now_gpus;
  now_text = bk_format_count (now);

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
    /* Translators: the first %s is a strategy such as "Rent for 9 months, then buy 6 GPUs",
     * the second the GPUs of the cheapest way of buying now. */
    return g_strdup_printf (ngettext ("%s: as cheap as buying %s GPU now",
                                      "%s: as cheap as buying %s GPUs now", now), what, now_text);

  saving = bk_format_money (difference, currency, -1);
  /* Translators: the first %s is a strategy such as "Rent for 9 months, then buy 6 GPUs", the
   * second an amount of money, the third the GPUs of the cheapest way of buying now, which
   * need not be those of the buy option: "€34,074 less than buying 1 GPU now". */
  return g_strdup_printf (ngettext ("%s: %s less than buying %s GPU now",
                                    "%s: %s less than buying %s GPUs now", now),
                          what, saving, now_text);
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
