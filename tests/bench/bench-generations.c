/* bench-generations.c: how long the whole GPU Generations computation takes (issue 26: twelve
 * GPUs, three options and the strategy search each, H = 120, B + P = 64, within 20 ms)
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "bk-catalogue.h"
#include "bk-generations.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-types.h"
#include "bk-workload.h"

#define BATCHES 21
#define RUNS 3
#define N_GPUS 12
#define TARGET_MS 20.0

/* Twelve GPUs with training figures from 0.3 to 4.2 times the reference's and one on-demand
 * offer each, in the profile's currency: made-up figures, for timing only. */
static BkCatalogue *
new_bench_catalogue (void)
{
  g_autoptr(GString) json = g_string_new ("{\"format\": 3, \"gpus\": [");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  BkCatalogue *catalogue;

  for (guint i = 0; i < N_GPUS; i++)
    {
      gboolean reference = i == 0;
      g_autofree char *id = reference ? g_strdup ("h100-sxm") : g_strdup_printf ("g%u", i);

      g_string_append_printf (json,
                              "%s{\"id\": \"%s\", \"name\": \"GPU %u\", \"vram-gb\": 80, "
                              "\"purchase-price\": %u, \"host-cost\": 5000, \"power-watts\": 700, "
                              "\"idle-watts\": 100, \"annual-value-loss\": 30, \"currency\": "
                              "\"EUR\", \"source\": \"bench\", \"as-of\": \"2026\", \"training\": "
                              "{\"relative\": %.2f, \"basis\": \"%s\", \"source\": \"bench\", "
                              "\"as-of\": \"2026\"}}",
                              i > 0 ? ", " : "", id, i, 10000 + 2500 * i,
                              reference ? 1.0 : 0.3 + 0.35 * i, reference ? "reference" : "mlperf");
    }
  g_string_append (json, "], \"rents\": [");
  for (guint i = 0; i < N_GPUS; i++)
    {
      g_autofree char *id = i == 0 ? g_strdup ("h100-sxm") : g_strdup_printf ("g%u", i);

      g_string_append_printf (json,
                              "%s{\"gpu-id\": \"%s\", \"provider\": \"P\", \"provider-type\": "
                              "\"budget\", \"price-per-hour\": %.2f, \"currency\": \"EUR\", "
                              "\"source\": \"bench\", \"as-of\": \"2026\"}",
                              i > 0 ? ", " : "", id, 1.0 + 0.4 * i);
    }
  g_string_append (json, "]}");

  bytes = g_bytes_new (json->str, json->len);
  catalogue = bk_catalogue_new_from_bytes (bytes, &error);
  if (catalogue == NULL)
    g_error ("bench catalogue: %s", error->message);

  return catalogue;
}

int
main (void)
{
  g_autoptr(BkCatalogue) catalogue = new_bench_catalogue ();
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);
  double per_run[BATCHES];
  guint rows = 0;
  double median;

  bk_hardware_set_name (bk_profile_get_hardware (profile), "GPU 0");
  bk_workload_set_gpus (workload, 48);
  bk_workload_set_burst_gpus (workload, 16);
  bk_workload_set_burst_days (workload, 7);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_utilisation (workload, 65);
  bk_workload_set_horizon_months (workload, 120);
  bk_pricing_set_purchase_price_change (bk_profile_get_pricing (profile), -15);

  for (guint b = 0; b < BATCHES; b++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint r = 0; r < RUNS; r++)
        {
          g_autoptr(BkGenerations) generations = bk_generations_new (profile, catalogue, NULL);

          rows = bk_generations_get_n_rows (generations);
        }

      per_run[b] = (double) (g_get_monotonic_time () - start) / RUNS / 1000.0;
    }

  if (rows != N_GPUS)
    {
      fprintf (stderr, "generations: %u GPUs compared, not %u\n", rows, N_GPUS);
      return EXIT_FAILURE;
    }

  median = bk_bench_median (per_run, BATCHES);
  printf ("generations: median %.2f ms for %u GPUs, three options and the strategy search each "
          "(H=120, B+P=64)\n", median, rows);
  printf ("| GPU generations, 12 GPUs (H=120, B+P=64) | %.2f ms | < %.0f ms | %s |\n", median,
          TARGET_MS, median < TARGET_MS ? "met" : "MISSED");

  return median < TARGET_MS ? EXIT_SUCCESS : EXIT_FAILURE;
}
