/* bench-history.c: what the undo history adds to each change of a profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change of a shown profile goes through its history: a change that joins the step before
 * (a held arrow key) updates that step's copy; one that starts a step copies the profile. The
 * figures are the time of one change with a history, less the same change without one.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "bk-pricing.h"
#include "bk-profile-history.h"
#include "bk-profile.h"
#include "bk-test-utils.h"

#define BATCHES 50
#define CHANGES_PER_BATCH 200
/* A held key joins its repeats to one step, thirty a second: each may cost next to nothing. A
 * step of its own comes once per action of the user's, and copies the profile: well under a
 * millisecond leaves the frame to the analysis and the drawing. */
#define TARGET_JOIN_US 10.0
#define TARGET_STEP_US 200.0

/* The median time of one change over batches, in microseconds. */
static double
time_changes (BkProfile *profile,
              gboolean   seal)
{
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkProfileHistory *history = seal ? bk_profile_get_history (profile) : NULL;
  double per_change[BATCHES];
  guint n = 0;

  for (guint b = 0; b < BATCHES; b++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < CHANGES_PER_BATCH; i++)
        {
          bk_pricing_set_rent_per_gpu_hour (pricing, 2.0 + (++n % 1000) / 1000.0);
          if (history != NULL)
            bk_profile_history_seal (history);
        }

      per_change[b] = (double) (g_get_monotonic_time () - start) / CHANGES_PER_BATCH;
    }

  return bk_bench_median (per_change, BATCHES);
}

int
main (void)
{
  g_autoptr(BkProfile) plain = bk_test_new_hybrid_profile ();
  g_autoptr(BkProfile) joined = bk_profile_copy (plain);
  g_autoptr(BkProfile) stepped = bk_profile_copy (plain);
  double without, joining, stepping;

  bk_profile_set_range (plain, "pricing.cooling-overhead", 30, 50);
  bk_profile_set_range (joined, "pricing.cooling-overhead", 30, 50);
  bk_profile_set_range (stepped, "pricing.cooling-overhead", 30, 50);
  bk_profile_get_history (joined);

  without = time_changes (plain, FALSE);
  /* The changes come faster than the coalescing time: one step, its copy updated each time. */
  joining = time_changes (joined, FALSE) - without;
  /* Each change a step of its own: a new copy each time, the oldest dropped past the limit. */
  stepping = time_changes (stepped, TRUE) - without;

  printf ("history: a change costs %.1f µs without a history, %.1f µs more joining the last "
          "step, %.1f µs more as a step of its own\n", without, joining, stepping);
  printf ("| history: a change joining the last undo step | %.1f µs | < %.0f µs | %s |\n",
          joining, TARGET_JOIN_US, joining < TARGET_JOIN_US ? "met" : "MISSED");
  printf ("| history: a change as an undo step of its own | %.1f µs | < %.0f µs | %s |\n",
          stepping, TARGET_STEP_US, stepping < TARGET_STEP_US ? "met" : "MISSED");

  return joining < TARGET_JOIN_US && stepping < TARGET_STEP_US ? EXIT_SUCCESS : EXIT_FAILURE;
}
