/* test-owning.c: what owning costs beside the purchase (docs/model.md#owning and
 * #lost-gpu-hours): the used-market discount, lost GPU-hours and spares, by hand
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bk-engine-test-utils.h"

#define MONEY_EPSILON 1e-6

/* One GPU busy around the clock: 90,000 for the card and 10,000 for its share of the server,
 * rent at 2.00 an hour, 400 W busy and 60 W idle at no electricity price, staff at 70 an hour,
 * and every other cost, the value loss, the price change and the discount rate at zero. */
static void
owning_inputs (BkEngineInputs *in,
               guint           horizon)
{
  bk_test_inputs_defaults (in);
  in->horizon_months = horizon;
  in->demand.base_gpus = 1;
  in->demand.transfer_gb_per_month = 0;
  in->demand.cloud_storage_gb = 0;
  in->owning.host_cost = 10000;
  in->owning.colocation_per_gpu_month = 0;
  in->owning.maintenance_percent = 0;
  in->renting.egress_per_gb = 0;
  in->renting.storage_per_gb_month = 0;
  in->money.discount_rate = 0;
  in->value[BK_INPUT_PURCHASE_PRICE] = 90000;
  in->value[BK_INPUT_ANNUAL_VALUE_LOSS] = 0;
  in->value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in->value[BK_INPUT_COOLING_OVERHEAD] = 0;
  in->value[BK_INPUT_ADMIN_HOURS_PER_MONTH] = 0;
  in->value[BK_INPUT_RENT_PER_GPU_HOUR] = 2.0;
  in->value[BK_INPUT_RENT_PRICE_CHANGE] = 0;
  in->value[BK_INPUT_ONBOARDING_HOURS] = 0;
  in->value[BK_INPUT_UTILISATION] = 100;
}

/* €100,000 at a discount of 20 % and a loss of 30 % a year: €80,000 at month 0, €56,000 at 12. */
static void
test_resale_discount (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };
  const double *cash, *net;

  owning_inputs (&in, 12);

  in.value[BK_INPUT_ANNUAL_VALUE_LOSS] = 30;
  in.value[BK_INPUT_RESALE_DISCOUNT] = 20;
  bk_engine_evaluate (&in, &analysis);
  cash = analysis.options[BK_OPTION_BUY].cash;
  net = analysis.options[BK_OPTION_BUY].net;

  g_assert_cmpfloat_with_epsilon (cash[0], 100000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[0] - net[0], 80000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[12] - net[12], 56000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis.options[BK_OPTION_BUY].resale, 56000,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&analysis, BK_OPTION_BUY), 44000,
                                  MONEY_EPSILON);
  g_assert_cmpfloat (analysis.options[BK_OPTION_RENT].resale, ==, 0);
}

/* One GPU busy all the time with 3 % lost: 21.9 GPU-hours a month, €43.80 at €2.00 rented on
 * demand, and the onboarding once; missing, they cost nothing; one spare covers them. */
static void
test_lost_hours (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) rented = { 0 };
  g_auto(BkEngineResults) missing = { 0 };
  g_auto(BkEngineResults) spared = { 0 };

  owning_inputs (&in, 12);

  in.value[BK_INPUT_LOST_HOURS] = 3;
  in.value[BK_INPUT_ONBOARDING_HOURS] = 10;
  in.owning.staff_hourly_rate = 70;
  in.owning.colocation_per_gpu_month = 100;
  bk_engine_evaluate (&in, &rented);

  g_assert_cmpfloat_with_epsilon ((BK_HOURS_PER_MONTH * rented.options[BK_OPTION_BUY].lost), 21.9,
                                  MONEY_EPSILON);
  g_assert_cmpfloat ((BK_HOURS_PER_MONTH * rented.options[BK_OPTION_RENT].lost), ==, 0);
  g_assert_true (rented.options[BK_OPTION_BUY].mix.lost_on_demand);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&rented, BK_OPTION_BUY, BK_CATEGORY_ONBOARDING, 0),
                                  700, MONEY_EPSILON);
  for (guint m = 1; m <= 12; m++)
    g_assert_cmpfloat_with_epsilon (bk_test_amount (&rented, BK_OPTION_BUY, BK_CATEGORY_RENT_COMPUTE, m),
                                    43.80, MONEY_EPSILON);
  /* The hardware keeps its whole value, so the TCO is what was paid beside it. */
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&rented, BK_OPTION_BUY),
                                  700 + 12 * (100 + 43.80), MONEY_EPSILON);

  in.owning.lost_hours_rented = FALSE;
  bk_engine_evaluate (&in, &missing);
  g_assert_cmpfloat_with_epsilon ((BK_HOURS_PER_MONTH * missing.options[BK_OPTION_BUY].lost), 21.9,
                                  MONEY_EPSILON);
  g_assert_cmpfloat (missing.options[BK_OPTION_BUY].totals[BK_CATEGORY_RENT_COMPUTE], ==, 0);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&missing, BK_OPTION_BUY), 12 * 100,
                                  MONEY_EPSILON);

  /* The spare is bought and housed with the pool. */
  in.owning.lost_hours_rented = TRUE;
  in.owning.spare_gpus = 1;
  bk_engine_evaluate (&in, &spared);
  g_assert_cmpfloat ((BK_HOURS_PER_MONTH * spared.options[BK_OPTION_BUY].lost), ==, 0);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&spared, BK_OPTION_BUY, BK_CATEGORY_CAPITAL, 0),
                                  200000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&spared, BK_OPTION_BUY, BK_CATEGORY_COLOCATION, 1),
                                  200, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_tco (&spared, BK_OPTION_BUY), 12 * 200,
                                  MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_amount (&spared, BK_OPTION_RENT, BK_CATEGORY_CAPITAL, 0), ==, 0);
}

/* The idle spare draws idle power: (400 W · 1 + 60 W · (2 − 1)) · 730 h at €0.50. */
static void
test_spare_energy (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) analysis = { 0 };

  owning_inputs (&in, 12);

  in.owning.power_watts = 400;
  in.owning.idle_watts = 60;
  in.owning.spare_gpus = 1;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0.5;
  bk_engine_evaluate (&in, &analysis);

  g_assert_cmpfloat_with_epsilon (bk_test_amount (&analysis, BK_OPTION_BUY, BK_CATEGORY_ENERGY, 1),
                                  0.46 * 730 * 0.5, MONEY_EPSILON);
}

/* docs/model.md#lost-gpu-hours: with demand over time the lost GPU-hours a month are the
 * horizon's average. One GPU busy all the time for six months and idle after (the project
 * ends), 3 % lost: 21.9 GPU-hours in months 1..6, none in 7..12, 10.95 on average; rented on
 * demand at 2.00 an hour in the months they are lost. */
static void
test_lost_hours_over_time (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };

  owning_inputs (&in, 12);
  in.value[BK_INPUT_LOST_HOURS] = 3;
  in.demand.project_end_month = 6;
  bk_engine_evaluate (&in, &results);

  g_assert_cmpfloat_with_epsilon (BK_HOURS_PER_MONTH * results.options[BK_OPTION_BUY].lost,
                                  10.95, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_BUY,
                                                  BK_CATEGORY_RENT_COMPUTE, 6), 43.80,
                                  MONEY_EPSILON);
  g_assert_cmpfloat (bk_test_amount (&results, BK_OPTION_BUY, BK_CATEGORY_RENT_COMPUTE, 7), ==,
                     0);
}

/* An option that rents nothing but its lost GPU-hours pays the onboarding once and the hours
 * on demand, but no cloud storage and no egress (the egress share counts rented demand only),
 * and commits nothing, whatever the committed price and commit-gpus say. */
static void
test_lost_hours_only (void)
{
  BkEngineInputs in;
  g_auto(BkEngineResults) results = { 0 };

  owning_inputs (&in, 12);
  in.value[BK_INPUT_LOST_HOURS] = 3;
  in.value[BK_INPUT_ONBOARDING_HOURS] = 10;
  in.demand.transfer_gb_per_month = 1000;
  in.renting.egress_per_gb = 0.1;
  in.demand.cloud_storage_gb = 500;
  in.renting.storage_per_gb_month = 0.02;
  in.value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = 1.0;
  in.renting.commit_gpus = 1;
  bk_engine_evaluate (&in, &results);

  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_BUY,
                                                  BK_CATEGORY_ONBOARDING, 0), 700,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_BUY,
                                                  BK_CATEGORY_RENT_COMPUTE, 1), 43.80,
                                  MONEY_EPSILON);
  for (guint c = BK_CATEGORY_EGRESS; c <= BK_CATEGORY_STORAGE; c++)
    g_assert_cmpfloat (results.options[BK_OPTION_BUY].totals[c], ==, 0);
  g_assert_cmpfloat (results.options[BK_OPTION_BUY].totals[BK_CATEGORY_RENT_COMMITTED], ==, 0);
  g_assert_cmpuint (results.options[BK_OPTION_BUY].mix.committed_gpus, ==, 0);
  g_assert_true (results.options[BK_OPTION_BUY].mix.lost_on_demand);
  g_assert_cmpfloat (results.options[BK_OPTION_BUY].mix.on_demand_share, ==, 0);

  /* Renting the GPU itself pays all of them: egress 100 and storage 10 a month. */
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_RENT, BK_CATEGORY_EGRESS, 1),
                                  100, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_test_amount (&results, BK_OPTION_RENT, BK_CATEGORY_STORAGE, 1),
                                  10, MONEY_EPSILON);
}

/* docs/model.md#lost-gpu-hours: L = max(0, a · served(k) − s) is lost only when the loss
 * exceeds the spares. Two GPUs busy all the time with a = 50 % and one spare lose
 * 0.5 · 2 − 1 = 0 GPUs: nothing is rented, so no onboarding is due, and the buy option pays
 * only the colocation of its 3 GPUs, 3 · 100 · 12 = 3,600 (the hardware keeps its value), both
 * with the demand as it is and with a project that ends after month 6 of 12. At a = 51 % the
 * spare is 0.02 GPUs short: 14.6 GPU-hours a month rented at 2.00 (29.20) while there is work,
 * and the onboarding of 10 hours at 70 (700) once. */
static void
test_lost_hours_equal_to_spares (void)
{
  for (guint ends = 0; ends <= 6; ends += 6)
    {
      BkEngineInputs in;
      g_auto(BkEngineResults) equal = { 0 };
      g_auto(BkEngineResults) above = { 0 };

      owning_inputs (&in, 12);
      in.demand.base_gpus = 2;
      in.demand.project_end_month = ends;
      in.owning.spare_gpus = 1;
      in.owning.colocation_per_gpu_month = 100;
      in.owning.staff_hourly_rate = 70;
      in.value[BK_INPUT_ONBOARDING_HOURS] = 10;
      in.value[BK_INPUT_LOST_HOURS] = 50;
      bk_engine_evaluate (&in, &equal);

      g_test_message ("project end %u", ends);
      g_assert_cmpfloat (equal.options[BK_OPTION_BUY].lost, ==, 0);
      g_assert_cmpfloat (equal.options[BK_OPTION_BUY].totals[BK_CATEGORY_ONBOARDING], ==, 0);
      g_assert_cmpfloat (equal.options[BK_OPTION_BUY].totals[BK_CATEGORY_RENT_COMPUTE], ==, 0);
      g_assert_false (equal.options[BK_OPTION_BUY].mix.lost_on_demand);
      g_assert_cmpfloat_with_epsilon (bk_test_tco (&equal, BK_OPTION_BUY), 3600, MONEY_EPSILON);

      in.value[BK_INPUT_LOST_HOURS] = 51;
      bk_engine_evaluate (&in, &above);
      g_assert_cmpfloat_with_epsilon (bk_test_amount (&above, BK_OPTION_BUY,
                                                      BK_CATEGORY_ONBOARDING, 0), 700,
                                      MONEY_EPSILON);
      g_assert_cmpfloat_with_epsilon (bk_test_amount (&above, BK_OPTION_BUY,
                                                      BK_CATEGORY_RENT_COMPUTE, 6), 29.2,
                                      MONEY_EPSILON);
      g_assert_cmpfloat_with_epsilon (bk_test_tco (&above, BK_OPTION_BUY),
                                      3600 + 700 + (ends > 0 ? 6 : 12) * 29.2, MONEY_EPSILON);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/owning/resale-discount", test_resale_discount);
  g_test_add_func ("/engine/owning/lost-hours", test_lost_hours);
  g_test_add_func ("/engine/owning/spare-energy", test_spare_energy);
  g_test_add_func ("/engine/owning/lost-hours-over-time", test_lost_hours_over_time);
  g_test_add_func ("/engine/owning/lost-hours-only", test_lost_hours_only);
  g_test_add_func ("/engine/owning/lost-hours-equal-to-spares", test_lost_hours_equal_to_spares);

  return g_test_run ();
}
