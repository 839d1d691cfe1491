/* bk-words-pricing.c: the tax rule a pricing applies, in words
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-words"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-format.h"
#include "bk-pricing.h"
#include "bk-words.h"

/**
 * bk_pricing_describe_tax:
 * @self: the pricing
 *
 * Returns: (transfer full): which rule the tax model applies, in one translated paragraph that
 *   ends by saying that it is a model, not tax advice
 */
char *
bk_pricing_describe_tax (BkPricing *self)
{
  g_autofree char *rate = NULL;
  g_autofree char *rule = NULL;
  guint years;

  g_return_val_if_fail (BK_IS_PRICING (self), NULL);

  rate = bk_format_percent (bk_pricing_get_tax_rate (self), -1);
  years = bk_pricing_get_depreciation_years (self);

  switch (bk_pricing_get_depreciation (self))
    {
    case BK_DEPRECIATION_ONE_YEAR:
      rule = g_strdup (_("The purchase is written off in one year (BMF letter of 2022-02-22, "
                         "IV C 3 – S 2190/21/10002:025, for computer hardware; larger servers "
                         "may not qualify)."));
      break;

    case BK_DEPRECIATION_LINEAR:
      rule = g_strdup_printf (ngettext ("The purchase is written off in equal parts over %u year.",
                                        "The purchase is written off in equal parts over %u years.",
                                        years),
                              years);
      break;

    case BK_DEPRECIATION_DECLINING:
      {
        double applied = MIN (bk_pricing_get_declining_rate (self),
                              bk_declining_rate_limit (years));
        g_autofree char *declining = bk_format_percent (applied, -1);

        /* Translators: %s is a percentage such as "30%", %u the useful life in years. */
        rule = g_strdup_printf (ngettext ("The purchase is written off by %s a year of what is "
                                          "left (declining balance, allowed for purchases from "
                                          "2025-07-01 to 2027-12-31), then in equal parts once "
                                          "that is more, over %u year.",
                                          "The purchase is written off by %s a year of what is "
                                          "left (declining balance, allowed for purchases from "
                                          "2025-07-01 to 2027-12-31), then in equal parts once "
                                          "that is more, over %u years.", years),
                                declining, years);
      }
      break;

    default:
      g_return_val_if_reached (NULL);
    }

  /* Translators: the first %s is a tax rate such as "30%", the second the depreciation rule. */
  return g_strdup_printf (_("After tax at %s of profit: rent and running costs reduce the tax in "
                            "the month they are paid, the purchase through depreciation, and a "
                            "sale above the book value is taxed. %s This is a model, not tax "
                            "advice."),
                          rate, rule);
}
