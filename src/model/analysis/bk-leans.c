/* bk-leans.c: which way each checklist answer leans, and why
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-analysis"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-analysis.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-leans.h"
#include "bk-workload.h"

static void
set_lean (BkLean          *leans,
          char           **reasons,
          BkChecklistItem  item,
          BkLean           lean,
          char            *reason)
{
  leans[item] = lean;
  g_free (reasons[item]);
  reasons[item] = reason;
}

/**
 * bk_leans_compute:
 * @workload: the workload whose answers lean
 * @leans: (out): the six leans
 * @reasons: (inout): the six reasons; any old ones are freed
 *
 * Which way each of the article's six questions leans, and why, whatever the verdict.
 */
void
bk_leans_compute (BkWorkload  *workload,
                  BkLean      *leans,
                  char       **reasons)
{
  double utilisation = bk_workload_get_utilisation (workload);
  double transfer = bk_workload_get_transfer_gb_per_month (workload);
  g_autofree char *used = bk_format_percent (utilisation, -1);
  g_autofree char *rent_below = bk_format_percent (BK_UTILISATION_RENT_BELOW, 0);
  g_autofree char *buy_above = bk_format_percent (BK_UTILISATION_BUY_ABOVE, 0);
  /* Rounded down, so that 29,999.6 GB does not read as 30,000 GB below 30,000 GB. */
  g_autofree char *moved = bk_format_number (floor (transfer), 0);
  g_autofree char *transfer_limit = bk_format_number (BK_TRANSFER_BUY_GB, 0);

  if (utilisation < BK_UTILISATION_RENT_BELOW)
    set_lean (leans, reasons, BK_CHECKLIST_UTILISATION, BK_LEAN_RENT,
              /* Translators: the placeholders are percentages such as "45 %" and "50 %". */
              g_strdup_printf (_("Average utilisation of %s is below %s: renting usually wins."),
                               used, rent_below));
  else if (utilisation > BK_UTILISATION_BUY_ABOVE)
    set_lean (leans, reasons, BK_CHECKLIST_UTILISATION, BK_LEAN_BUY,
              /* Translators: the placeholders are percentages. */
              g_strdup_printf (_("Average utilisation of %s is above %s: owning usually wins."),
                               used, buy_above));
  else
    set_lean (leans, reasons, BK_CHECKLIST_UTILISATION, BK_LEAN_NEUTRAL,
              /* Translators: the placeholders are percentages. */
              g_strdup_printf (_("Average utilisation of %s is between %s and %s: "
                                 "it does not decide the question on its own."),
                               used, rent_below, buy_above));

  switch (bk_workload_get_predictability (workload))
    {
    case BK_PREDICTABILITY_STEADY:
      set_lean (leans, reasons, BK_CHECKLIST_PREDICTABILITY, BK_LEAN_BUY,
                g_strdup (_("Demand is steady and predictable: owned GPUs stay busy.")));
      break;

    case BK_PREDICTABILITY_BURSTY:
      set_lean (leans, reasons, BK_CHECKLIST_PREDICTABILITY, BK_LEAN_RENT,
                g_strdup (_("Demand comes in bursts: rented GPUs are paid only while they are "
                            "needed.")));
      break;

    case BK_PREDICTABILITY_MIXED:
    default:
      set_lean (leans, reasons, BK_CHECKLIST_PREDICTABILITY, BK_LEAN_NEUTRAL,
                g_strdup (_("Demand is partly steady and partly bursty: it favours neither way.")));
      break;
    }

  if (bk_workload_get_needs_latest_gpus (workload))
    set_lean (leans, reasons, BK_CHECKLIST_OBSOLESCENCE, BK_LEAN_RENT,
              g_strdup (_("The team needs the newest GPU generation: renting avoids being stuck "
                          "with hardware that ages quickly.")));
  else
    set_lean (leans, reasons, BK_CHECKLIST_OBSOLESCENCE, BK_LEAN_NEUTRAL,
              g_strdup (_("Older GPU generations are good enough: ageing hardware is no reason "
                          "to rent.")));

  if (transfer >= BK_TRANSFER_BUY_GB)
    set_lean (leans, reasons, BK_CHECKLIST_DATA_TRANSFER, BK_LEAN_BUY,
              /* Translators: the placeholders are gigabytes per month such as "30,000";
               * 30,000 GB a month is about 1 TB a day. */
              g_strdup_printf (_("Moving %s GB a month out of the cloud is at least %s GB "
                                 "(about 1 TB a day): egress fees favour owning."),
                               moved, transfer_limit));
  else
    set_lean (leans, reasons, BK_CHECKLIST_DATA_TRANSFER, BK_LEAN_NEUTRAL,
              /* Translators: the placeholders are gigabytes per month. */
              g_strdup_printf (_("Moving %s GB a month out of the cloud is below %s GB: "
                                 "egress fees do not decide the question."),
                               moved, transfer_limit));

  if (bk_workload_get_compliance_on_prem (workload))
    set_lean (leans, reasons, BK_CHECKLIST_COMPLIANCE, BK_LEAN_BUY,
              g_strdup (_("The data may not leave the premises: owning is required.")));
  else
    set_lean (leans, reasons, BK_CHECKLIST_COMPLIANCE, BK_LEAN_NEUTRAL,
              g_strdup (_("The data may leave the premises: compliance allows either way.")));

  if (bk_workload_get_hardware_know_how (workload))
    set_lean (leans, reasons, BK_CHECKLIST_KNOW_HOW, BK_LEAN_NEUTRAL,
              g_strdup (_("The team can run its own hardware: know-how allows either way.")));
  else
    set_lean (leans, reasons, BK_CHECKLIST_KNOW_HOW, BK_LEAN_RENT,
              g_strdup (_("The team has no hardware know-how: renting leaves the operation to "
                          "the provider.")));
}
