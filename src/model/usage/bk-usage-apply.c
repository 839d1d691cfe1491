/* bk-usage-apply.c: puts a measured workload and where it came from into a profile, as one change
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-engine-enums.h"
#include "bk-profile.h"
#include "bk-usage.h"
#include "bk-workload.h"

void
bk_usage_apply (const BkUsageSummary *summary,
                BkProfile            *profile)
{
  BkWorkload *workload;

  g_return_if_fail (summary != NULL);
  g_return_if_fail (BK_IS_PROFILE (profile));

  workload = bk_profile_get_workload (profile);

  bk_profile_begin_change (profile);
  bk_workload_set_utilisation (workload, CLAMP (summary->utilisation, 0, 100));
  bk_workload_set_gpus (workload, MIN (summary->base, BK_MAX_GPUS));
  bk_workload_set_burst_gpus (workload, MIN (summary->peaks, BK_MAX_GPUS));
  bk_workload_set_burst_days (workload, MIN (summary->burst_days, 3650));
  bk_workload_set_burst_interval_days (workload, CLAMP (summary->burst_interval_days, 1, 3650));
  bk_workload_set_predictability (workload, summary->predictability);
  if (summary->growth_measured)
    bk_workload_set_demand_growth_percent (workload, summary->growth_percent);
  {
    g_autofree char *first = bk_usage_format_day (summary->first);
    g_autofree char *last = bk_usage_format_day (summary->last);

    bk_profile_set_measured_usage (profile, bk_usage_source_to_string (summary->source), first,
                                   last, summary->gpus, (const char * const *) summary->files);
  }
  bk_profile_end_change (profile);
}

char *
bk_usage_describe_profile (BkProfile *profile)
{
  const char *source_name = bk_profile_get_measured_source (profile);
  g_auto(GStrv) files = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *gpus = NULL;
  BkUsageSource source;

  if (source_name == NULL || !bk_usage_source_from_string (source_name, &source))
    return NULL;

  files = bk_profile_dup_measured_files (profile);
  joined = g_strjoinv (", ", files);
  gpus = g_strdup_printf (ngettext ("%u GPU", "%u GPUs", bk_profile_get_measured_gpus (profile)),
                          bk_profile_get_measured_gpus (profile));

  /* Translators: "Measured from nvidia-smi logs, 2026-08-03 to 2026-11-08, 12 GPUs: a.csv, b.csv". */
  return g_strdup_printf (_("Measured from %s, %s to %s, %s: %s"), bk_usage_source_label (source),
                          bk_profile_get_measured_first (profile) ?: "?",
                          bk_profile_get_measured_last (profile) ?: "?", gpus, joined);
}
