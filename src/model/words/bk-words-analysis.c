/* bk-words-analysis.c: the analysis in words: rental mixes, lost GPU-hours, no demand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-words"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-format.h"
#include "bk-words.h"

static char *
format_term (guint months)
{
  if (months % 12 == 0)
    /* Translators: the length of a committed term, "1 year", "3 years". */
    return g_strdup_printf (ngettext ("%u year", "%u years", months / 12), months / 12);

  /* Translators: the length of a committed term, "18 months". */
  return g_strdup_printf (ngettext ("%u month", "%u months", months), months);
}

/* A mix that runs nothing on demand still rents its lost GPU-hours there. */
static char *
with_lost_hours (const BkRentalMix *mix,
                 char              *text)
{
  char *result;

  if (!mix->lost_on_demand)
    return text;

  /* Translators: %s is a rental mix that runs nothing on demand, "Rent on spot" or "Commit 6
   * GPUs for 1 year"; the GPU-hours the own GPUs lose to failures run on demand beside it. */
  result = g_strdup_printf (_("%s, the lost GPU-hours on demand"), text);
  g_free (text);
  return result;
}

/**
 * bk_rental_mix_describe:
 * @mix: a rental mix
 *
 * Returns: (transfer full): the mix in one translated line: "Rent on demand", "Commit 6 GPUs
 *   for 1 year, rent peaks on demand", "Rent the lost GPU-hours on demand"
 */
char *
bk_rental_mix_describe (const BkRentalMix *mix)
{
  g_autofree char *term = NULL;
  g_autofree char *commit = NULL;
  g_autofree char *count = NULL;
  g_autofree char *share = NULL;
  double rest;

  g_return_val_if_fail (mix != NULL, NULL);

  rest = mix->spot_share + mix->on_demand_share;
  if (rest > 0)
    share = bk_format_percent (100.0 * mix->spot_share / rest, -1);

  if (mix->committed_gpus == 0)
    {
      if (!(rest > 0) && mix->lost_on_demand)
        /* Translators: the rental mix of an option that owns every GPU it needs but rents the
         * GPU-hours its GPUs lose to failures and repair. */
        return g_strdup (_("Rent the lost GPU-hours on demand"));
      if (!(rest > 0))
        /* Translators: the rental mix of an option that owns every GPU it needs. */
        return g_strdup (_("Rent nothing"));
      if (mix->spot_share == 0)
        return g_strdup (_("Rent on demand"));
      if (mix->on_demand_share == 0)
        return with_lost_hours (mix, g_strdup (_("Rent on spot")));
      /* Translators: %s is a percentage of the rented GPU-hours, "50%". */
      return g_strdup_printf (_("Run %s on spot, the rest on demand"), share);
    }

  term = format_term (mix->term_months);
  count = bk_format_count (mix->committed_gpus);
  /* Translators: the first part of a rental mix; the first %s is a number of GPUs, "4" or
   * "1,024", the second a term such as "1 year". */
  commit = g_strdup_printf (ngettext ("Commit %s GPU for %s", "Commit %s GPUs for %s",
                                      mix->committed_gpus),
                            count, term);

  if (!(rest > 0))
    return with_lost_hours (mix, g_steal_pointer (&commit));
  if (mix->spot_share == 0)
    /* Translators: %s is "Commit 6 GPUs for 1 year". */
    return g_strdup_printf (_("%s, rent peaks on demand"), commit);
  if (mix->on_demand_share == 0)
    /* Translators: %s is "Commit 6 GPUs for 1 year". */
    return with_lost_hours (mix, g_strdup_printf (_("%s, run the rest on spot"), commit));

  /* Translators: the first %s is "Commit 2 GPUs for 3 years", the second a percentage, "50%". */
  return g_strdup_printf (_("%s, run %s of the rest on spot, the rest on demand"), commit, share);
}

/**
 * bk_no_demand_sentence:
 *
 * Returns: (transfer none): what the result, the report and the paper say in place of a verdict
 *   when the profile needs no GPU in any month (docs/model.md#no-demand), translated
 */
const char *
bk_no_demand_sentence (void)
{
  return _("This profile needs no GPUs in any month, so there is nothing to compare: renting and "
           "buying both cost nothing.");
}

/**
 * bk_analysis_describe_mix:
 * @self: an analysis
 * @option: the option
 *
 * Returns: (transfer full): @option's rental mix in words, see bk_rental_mix_describe()
 */
char *
bk_analysis_describe_mix (BkAnalysis *self,
                          BkOption    option)
{
  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail ((guint) option < BK_N_OPTIONS, NULL);

  return bk_rental_mix_describe (bk_analysis_get_mix (self, option));
}

/**
 * bk_analysis_describe_lost_hours:
 * @self: an analysis
 *
 * Returns: (transfer full) (nullable): the GPU-hours each option that owns GPUs loses a month,
 *   and whether they are rented or missing, in one translated sentence; %NULL when none are lost
 */
char *
bk_analysis_describe_lost_hours (BkAnalysis *self)
{
  static const BkOption order[] = { BK_OPTION_RENT, BK_OPTION_BUY, BK_OPTION_HYBRID };
  g_autoptr(GString) list = g_string_new (NULL);

  g_return_val_if_fail (BK_IS_ANALYSIS (self), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      double hours = bk_analysis_get_lost_gpu_hours (self, order[i]);
      g_autofree char *number = NULL;

      if (!(hours > 0))
        continue;
      /* A tenth of an hour tells something beside a few hours, nothing beside thousands. */
      number = bk_format_number (hours >= 100 ? round (hours) : round (hours * 10) / 10, -1);
      g_string_append_printf (list, "%s%s %s", list->len > 0 ? ", " : "",
                              bk_option_get_label (order[i]), number);
    }

  if (list->len == 0)
    return NULL;

  if (bk_analysis_get_lost_hours_rented (self))
    /* Translators: %s is a list such as "Buy 21.9, Hybrid 10.9". */
    return g_strdup_printf (_("GPU-hours lost a month to failures and repair, rented on demand: "
                              "%s."), list->str);

  /* Translators: %s is a list such as "Buy 21.9, Hybrid 10.9". */
  return g_strdup_printf (_("GPU-hours lost a month to failures and repair, and missing: %s."),
                          list->str);
}
