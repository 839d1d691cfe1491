/* bk-option.c: the names of the three ways of getting GPUs
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-option"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-option.h"

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
