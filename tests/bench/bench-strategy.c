/* bench-strategy.c: how long the search for the best buy month and pool sizes takes
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "bk-analysis.h"
#include "bk-engine-private.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-types.h"
#include "bk-workload.h"

#define BATCHES 41

typedef struct
{
  const char *label;
  guint       base;
  guint       burst;
  const char *steps;
  guint       end;
  double      growth;
  guint       runs;
  double      target_us;
} Case;

/* Ten years with the peaks of bench-engine: the same demand every month; steps down and a
 * project end; and demand that shrinks every month, so that every month of every pool size is
 * its own. Neither grows past B + P, so K = B + P. */
static const Case cases[] = {
  { "strategy search, same demand (H=120, B+P=64)", 48, 16, NULL, 0, 0, 50, 1000 },
  { "strategy search, steps and an end (H=120, B+P=64)", 48, 16, "30:-8, 70:-8", 100, 0, 50,
    1000 },
  { "strategy search, -20 % a year (H=120, B+P=64)", 48, 16, NULL, 0, -20, 20, 1000 },
  { "strategy search, steps and an end (H=120, B+P=1000)", 750, 250, "30:-100, 70:-100", 100, 0,
    3, 20000 },
  { "strategy search, -20 % a year (H=120, B+P=1000)", 750, 250, NULL, 0, -20, 3, 20000 },
};

static BkProfile *
new_bench_profile (const Case *c)
{
  BkProfile *profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_gpus (workload, c->base);
  bk_workload_set_burst_gpus (workload, c->burst);
  bk_workload_set_burst_days (workload, 7);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_utilisation (workload, 65);
  bk_workload_set_horizon_months (workload, 120);
  bk_workload_set_demand_steps (workload, c->steps);
  bk_workload_set_project_end_month (workload, c->end);
  bk_workload_set_demand_growth_percent (workload, c->growth);
  bk_pricing_set_spot_price_per_gpu_hour (bk_profile_get_pricing (profile), 1.48);
  bk_hardware_set_annual_value_loss (bk_profile_get_hardware (profile), 25);

  return profile;
}

int
main (void)
{
  gboolean all_met = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      g_autoptr(BkProfile) profile = new_bench_profile (c);
      double per_search[BATCHES];
      BkStrategy first, best;
      BkEngineInputs in;
      g_auto(BkEngineResults) results = { 0 };
      BkDemandPath path;
      guint disagreeing = 0;
      double median;

      bk_analysis_fill_inputs (profile, &in);
      bk_engine_demand_path (&in, &path);
      g_assert (path.max_gpus == c->base + c->burst);
      /* As the analysis runs it: with the month factors of the options' figures. */
      bk_engine_evaluate (&in, &results);
      bk_engine_search_strategy (&in, &results, &first, NULL);

      for (guint b = 0; b < BATCHES; b++)
        {
          gint64 start = g_get_monotonic_time ();

          for (guint r = 0; r < c->runs; r++)
            {
              bk_engine_search_strategy (&in, &results, &best, NULL);
              disagreeing += best.month != first.month || best.final_gpus != first.final_gpus;
            }

          per_search[b] = (double) (g_get_monotonic_time () - start) / c->runs;
        }

      if (disagreeing > 0)
        {
          fprintf (stderr, "strategy: the searches disagreed with each other\n");
          return EXIT_FAILURE;
        }

      median = bk_bench_median (per_search, BATCHES);
      printf ("strategy: median %.1f µs per search, %s (best: %u GPUs, %u more in month %u)\n",
              median, c->label, first.first_gpus, first.final_gpus - first.first_gpus,
              first.month);
      printf ("| %s | %.1f µs | < %.0f µs | %s |\n", c->label, median, c->target_us,
              median < c->target_us ? "met" : "MISSED");
      all_met &= median < c->target_us;
    }

  /* For scale: the naive search of the first case, once. */
  {
    g_autoptr(BkProfile) profile = new_bench_profile (&cases[0]);
    BkStrategy fast, naive;
    BkEngineInputs in;
    gint64 start;
    double ms;

    bk_analysis_fill_inputs (profile, &in);
    start = g_get_monotonic_time ();
    bk_engine_search_strategy_naive (&in, &naive);
    ms = (g_get_monotonic_time () - start) / 1000.0;
    bk_engine_search_strategy (&in, NULL, &fast, NULL);
    printf ("strategy: the naive search of the first case takes %.0f ms, and finds the same "
            "TCO: %s\n", ms, bk_engine_costs_equal (naive.tco, fast.tco) ? "yes" : "NO");
    all_met &= bk_engine_costs_equal (naive.tco, fast.tco);
  }

  return all_met ? EXIT_SUCCESS : EXIT_FAILURE;
}
