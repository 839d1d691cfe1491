/* bk-engine-test-utils.c: inputs the engine's tests start from
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "bk-engine-test-utils.h"

/**
 * bk_test_inputs_plain:
 * @in: (out caller-allocates): the inputs
 *
 * One GPU of 10,000, always busy, for a year, rented at 1.00 an hour, with electricity at 0.40
 * and staff at 50 an hour but no power drawn and every other cost at zero, so that a test sets
 * only the figures it is about and can work out the result by hand.
 */
void
bk_test_inputs_plain (BkEngineInputs *in)
{
  bk_engine_inputs_init (in);
  in->horizon_months = 12;
  in->demand.base_gpus = 1;
  in->owning.staff_hourly_rate = 50;
  in->owning.lost_hours_rented = TRUE;
  in->value[BK_INPUT_PURCHASE_PRICE] = 10000;
  in->value[BK_INPUT_ELECTRICITY_PRICE] = 0.40;
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = 1.0;
  in->value[BK_INPUT_UTILISATION] = 100;
  in->value[BK_INPUT_SPOT_OVERHEAD] = 10;
  in->renting.spot_share = 50;
  in->value[BK_INPUT_TAX_RATE] = 30;
}

/**
 * bk_test_inputs_defaults:
 * @in: (out caller-allocates): the inputs
 *
 * The figures a new profile starts with (the model's defaults): two GPUs 60 % busy, an
 * 11,500 card with 10,000 of server, 400 W busy and 60 W idle, rent at 2.50 an hour, three years.
 */
void
bk_test_inputs_defaults (BkEngineInputs *in)
{
  bk_engine_inputs_init (in);
  in->horizon_months = 36;
  in->demand.base_gpus = 2;
  in->demand.transfer_gb_per_month = 500;
  in->demand.cloud_storage_gb = 1000;
  in->owning.host_cost = 10000;
  in->owning.power_watts = 400;
  in->owning.idle_watts = 60;
  in->owning.colocation_per_gpu_month = 50;
  in->owning.maintenance_percent = 10;
  in->owning.staff_hourly_rate = 70;
  in->owning.lost_hours_rented = TRUE;
  in->renting.egress_per_gb = 0.09;
  in->renting.storage_per_gb_month = 0.02;
  in->renting.spot_share = 50;
  in->money.discount_rate = 5;
  in->value[BK_INPUT_PURCHASE_PRICE] = 11500;
  in->value[BK_INPUT_ANNUAL_VALUE_LOSS] = 33;
  in->value[BK_INPUT_ELECTRICITY_PRICE] = 0.40;
  in->value[BK_INPUT_COOLING_OVERHEAD] = 40;
  in->value[BK_INPUT_ADMIN_HOURS_PER_MONTH] = 8;
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = 2.5;
  in->value[BK_INPUT_RENT_PRICE_CHANGE] = -10;
  in->value[BK_INPUT_ONBOARDING_HOURS] = 60;
  in->value[BK_INPUT_UTILISATION] = 60;
  in->value[BK_INPUT_SPOT_OVERHEAD] = 10;
  in->value[BK_INPUT_TAX_RATE] = 30;
}

/* The defaults with four base GPUs 70 % busy and four more at a peak of a week a month. */
void
bk_test_inputs_bursty (BkEngineInputs *in)
{
  bk_test_inputs_defaults (in);
  in->demand.base_gpus = 4;
  in->demand.burst_gpus = 4;
  in->demand.burst_days = 7;
  in->demand.burst_interval_days = 30;
  in->value[BK_INPUT_UTILISATION] = 70;
}

/* The bursty inputs with a hybrid that owns four GPUs, over three years: three distinct lines. */
void
bk_test_inputs_hybrid (BkEngineInputs *in)
{
  bk_test_inputs_bursty (in);
  in->demand.hybrid_gpus = 4;
  in->horizon_months = 36;
}

/* From month @month on, @gpus more base GPUs; the steps stay sorted by month. */
void
bk_test_inputs_add_step (BkEngineInputs *in,
                         guint           month,
                         int             gpus)
{
  guint i = in->demand.n_steps;

  g_assert_cmpuint (i, <, BK_MAX_DEMAND_STEPS);
  for (; i > 0 && in->demand.steps[i - 1].month > month; i--)
    in->demand.steps[i] = in->demand.steps[i - 1];
  in->demand.steps[i] = (BkDemandStep) { month, gpus };
  in->demand.n_steps++;
}

static double
uniform (GRand  *rand,
         double  low,
         double  high)
{
  return g_rand_double_range (rand, low, high);
}

/**
 * bk_test_inputs_random:
 * @in: (out caller-allocates): the inputs
 * @rand: the generator
 *
 * Random figures: any demand, with or without growth, steps and an end, and every cost.
 */
void
bk_test_inputs_random (BkEngineInputs *in,
                       GRand          *rand)
{
  bk_test_inputs_plain (in);
  in->horizon_months = g_rand_int_range (rand, 1, 37);

  in->value[BK_INPUT_PURCHASE_PRICE] = uniform (rand, 0, 30000);
  in->owning.host_cost = uniform (rand, 0, 5000);
  in->owning.power_watts = uniform (rand, 100, 700);
  in->owning.idle_watts = uniform (rand, 0, 100);
  in->value[BK_INPUT_ANNUAL_VALUE_LOSS] = uniform (rand, 0, 60);
  in->value[BK_INPUT_COOLING_OVERHEAD] = uniform (rand, 0, 50);
  in->owning.colocation_per_gpu_month = uniform (rand, 0, 300);
  in->owning.maintenance_percent = uniform (rand, 0, 10);
  in->value[BK_INPUT_ADMIN_HOURS_PER_MONTH] = uniform (rand, 0, 20);
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = uniform (rand, 0.5, 5);
  in->value[BK_INPUT_RENT_PRICE_CHANGE] = uniform (rand, -20, 10);
  in->renting.egress_per_gb = uniform (rand, 0, 0.1);
  in->renting.storage_per_gb_month = uniform (rand, 0, 0.05);
  in->value[BK_INPUT_ONBOARDING_HOURS] = uniform (rand, 0, 80);
  in->money.discount_rate = uniform (rand, 0, 12);
  if (g_rand_boolean (rand))
    in->value[BK_INPUT_SPOT_PRICE_PER_GPU_HOUR] = uniform (rand, 0.2, 3);

  in->demand.base_gpus = g_rand_int_range (rand, 0, 5);
  in->demand.burst_gpus = g_rand_int_range (rand, 1, 4);
  in->demand.burst_days = g_rand_int_range (rand, 0, 31);
  in->value[BK_INPUT_UTILISATION] = uniform (rand, 0, 100);
  in->demand.transfer_gb_per_month = uniform (rand, 0, 5000);
  in->demand.cloud_storage_gb = uniform (rand, 0, 5000);

  if (g_rand_boolean (rand))
    in->demand.growth_percent = uniform (rand, -50, 150);
  if (g_rand_boolean (rand))
    for (guint i = 0; i < 2; i++)
      {
        guint month = g_rand_int_range (rand, 1, 37);

        bk_test_inputs_add_step (in, month, g_rand_int_range (rand, -3, 5));
      }
  if (g_rand_boolean (rand))
    in->demand.project_end_month = g_rand_int_range (rand, 1, 37);
}

/* Owning's real costs at random: a used-market discount, lost hours rented or missing, spares. */
void
bk_test_inputs_add_owning (BkEngineInputs *in,
                           GRand          *rand)
{
  in->value[BK_INPUT_RESALE_DISCOUNT] = uniform (rand, 0, 40);
  in->value[BK_INPUT_LOST_HOURS] = g_rand_boolean (rand) ? uniform (rand, 0, 30) : 0;
  in->owning.lost_hours_rented = g_rand_boolean (rand);
  in->owning.spare_gpus = g_rand_int_range (rand, 0, 3);
}

/* Equal within a billionth of the larger, or of 1 near zero. */
void
bk_test_assert_relative (double a,
                         double b)
{
  g_assert_cmpfloat_with_epsilon (a, b, 1e-9 * MAX (1.0, MAX (fabs (a), fabs (b))));
}
