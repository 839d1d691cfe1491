/* test-strategy.c: the strategies in time (docs/model.md#strategies-in-time) by hand, and the
 * fast searches against the definition
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "bk-engine-private.h"
#include "bk-engine-test-utils.h"

#define MONEY_EPSILON 1e-4

/* docs/model.md#strategies-in-time: 2 GPUs busy all the time, 4 more from month 7, rent 1.00 an
 * hour (730 a GPU-month), free hardware but for colocation, no discount, twelve months. */
static void
step_inputs (BkEngineInputs *in,
             double          colocation)
{
  bk_test_inputs_plain (in);
  in->value[BK_INPUT_PURCHASE_PRICE] = 0;
  in->value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in->owning.colocation_per_gpu_month = colocation;
  in->demand.base_gpus = 2;
  bk_test_inputs_add_step (in, 7, 4);
}

static void
assert_strategy (const BkEngineInputs *in,
                 guint                 first,
                 guint                 final,
                 guint                 month,
                 double                tco)
{
  BkStrategy s;
  double cash[BK_MAX_HORIZON_MONTHS + 1];

  bk_engine_search_strategy (in, NULL, &s, cash);
  g_assert_cmpuint (s.first_gpus, ==, first);
  g_assert_cmpuint (s.final_gpus, ==, final);
  g_assert_cmpuint (s.month, ==, month);
  g_assert_cmpfloat_with_epsilon (s.tco, tco, MONEY_EPSILON);
  g_assert_cmpfloat (cash[in->horizon_months], >=, s.tco - MONEY_EPSILON);
}

/* Renting costs 35,040, buying 6 now 36,000, renting 6 months and then buying 6 26,760, and
 * buying 2 now and 4 more in month 6 24,000, the best; the cheapest way of buying now is 2 GPUs
 * and renting 4 in months 7..12, 29,520. */
static void
test_adding_wins (void)
{
  BkEngineInputs in;
  BkStrategy s;

  step_inputs (&in, 500);
  assert_strategy (&in, 2, 6, 6, 24000);
  bk_engine_search_strategy (&in, NULL, &s, NULL);
  g_assert_cmpuint (s.buy_now_gpus, ==, 2);
  g_assert_cmpfloat_with_epsilon (s.buy_now_tco, 29520, MONEY_EPSILON);
  g_assert_false (s.before_tax);
  g_assert_false (s.required);

  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 0, 0, 0, NULL), 35040,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 6, 6, 0, NULL), 36000,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 0, 6, 6, NULL), 26760,
                                  MONEY_EPSILON);
}

/* At 2,000 a GPU with a value loss of 50 % a year, the GPUs bought in month 6 lose 1 − 0.5^0.5
 * of their price and those bought now half of it. */
static void
test_value_loss (void)
{
  BkEngineInputs in;

  step_inputs (&in, 500);
  in.value[BK_INPUT_PURCHASE_PRICE] = 2000;
  in.value[BK_INPUT_ANNUAL_VALUE_LOSS] = 50;

  assert_strategy (&in, 2, 6, 6, 24000 + 2 * 2000 * 0.5 + 4 * 2000 * (1 - sqrt (0.5)));
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 0, 6, 6, NULL),
                                  8760 + 18000 + 6 * 2000 * (1 - sqrt (0.5)), MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 6, 6, 0, NULL), 36000 + 6000,
                                  MONEY_EPSILON);
}

/* A fixed cost of owning anything (admin at 1,000 a month) makes renting the single GPU of the
 * first half-year cheaper: rent 6 months (4,380), then own 6 (18,000 + 6,000 admin). */
static void
renting_first_inputs (BkEngineInputs *in)
{
  step_inputs (in, 500);
  in->demand.base_gpus = 1;
  in->demand.steps[0].gpus = 5;
  in->value[BK_INPUT_ADMIN_HOURS_PER_MONTH] = 20;
}

static void
test_renting_first_wins (void)
{
  BkEngineInputs in;
  BkStrategy s;

  renting_first_inputs (&in);
  assert_strategy (&in, 0, 6, 6, 28380);
  bk_engine_search_strategy (&in, NULL, &s, NULL);
  g_assert_cmpuint (s.buy_now_gpus, ==, 1);
  g_assert_cmpfloat_with_epsilon (s.buy_now_tco, 6000 + 12000 + 730.0 * 5 * 6, MONEY_EPSILON);
}

/* The same, but the data may not leave the premises: renting for six months is no option, so
 * the strategy is buying the 1 GPU of buying now (6,000 + 12,000 admin + 5 GPUs rented for six
 * months: 39,900). */
static void
test_required_buys_now (void)
{
  BkEngineInputs in;
  BkStrategy s;

  renting_first_inputs (&in);
  in.demand.on_premises_only = TRUE;
  bk_engine_search_strategy (&in, NULL, &s, NULL);

  g_assert_true (s.required);
  g_assert_cmpuint (s.first_gpus, ==, 1);
  g_assert_cmpuint (s.final_gpus, ==, 1);
  g_assert_cmpuint (s.month, ==, 0);
  g_assert_cmpfloat_with_epsilon (s.tco, 6000 + 12000 + 730.0 * 5 * 6, MONEY_EPSILON);
  g_assert_cmpfloat (s.tco, ==, s.buy_now_tco);
}

/* Steady demand that owning serves for less than renting: buying 2 now (12,000) beats every
 * later buy. */
static void
test_buying_now_wins (void)
{
  BkEngineInputs in;

  step_inputs (&in, 500);
  in.demand.n_steps = 0;
  assert_strategy (&in, 2, 2, 0, 12000);
}

/* Without any demand at all renting costs nothing, and buying one GPU now is still an answer. */
static void
test_no_demand (void)
{
  BkEngineInputs in;
  BkStrategy s;

  step_inputs (&in, 500);
  in.demand.base_gpus = 0;
  in.demand.n_steps = 0;
  bk_engine_search_strategy (&in, NULL, &s, NULL);

  g_assert_cmpuint (s.final_gpus, ==, 0);
  g_assert_cmpfloat (s.tco, ==, 0);
  g_assert_cmpuint (s.buy_now_gpus, ==, 1);
  g_assert_cmpfloat_with_epsilon (s.buy_now_tco, 6000, MONEY_EPSILON);
}

/* With tax on, the search still compares before tax and says so. */
static void
test_before_tax (void)
{
  BkEngineInputs in, taxed;
  BkStrategy plain, after;

  step_inputs (&in, 500);
  taxed = in;
  taxed.money.tax_enabled = TRUE;
  bk_engine_search_strategy (&in, NULL, &plain, NULL);
  bk_engine_search_strategy (&taxed, NULL, &after, NULL);

  g_assert_true (after.before_tax);
  g_assert_false (plain.before_tax);
  g_assert_cmpfloat (after.tco, ==, plain.tco);
  g_assert_cmpfloat (after.buy_now_tco, ==, plain.buy_now_tco);
  g_assert_cmpuint (after.month, ==, plain.month);
}

/* The fast search finds a strategy as cheap as the naive one's, on 300 random inputs; with
 * owning's real costs too. Buying the buy option's pool now costs what the buy option costs. */
static void
test_search_matches_naive (gconstpointer data)
{
  gboolean owning = GPOINTER_TO_INT (data) & 1;
  gboolean generations = (GPOINTER_TO_INT (data) & 2) != 0;
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261203);
  guint waits = 0, changes = 0;

  for (guint i = 0; i < 300; i++)
    {
      BkEngineInputs in;
      BkStrategy fast, naive, reused;
      BkEngineResults results;
      guint pool;

      bk_test_inputs_random (&in, rand);
      if (owning)
        bk_test_inputs_add_owning (&in, rand);
      if (generations)
        {
          /* docs/model.md#work-on-another-gpu and #purchase-prices-that-change */
          in.demand.throughput = g_rand_double_range (rand, 0.3, 4.0);
          in.value[BK_INPUT_PURCHASE_PRICE_CHANGE] = g_rand_double_range (rand, -40, 20);
        }
      bk_engine_search_strategy (&in, NULL, &fast, NULL);
      bk_engine_search_strategy_naive (&in, &naive);

      bk_test_assert_relative (fast.tco, naive.tco);
      bk_test_assert_relative (fast.buy_now_tco, naive.buy_now_tco);
      bk_test_assert_relative (bk_engine_strategy_cost (&in, fast.first_gpus, fast.final_gpus,
                                                        fast.month, NULL), naive.tco);
      g_assert_cmpuint (fast.buy_now_gpus, ==, naive.buy_now_gpus);

      /* With the month factors of the options' figures, the search finds the same. */
      bk_engine_evaluate (&in, &results);
      bk_engine_search_strategy (&in, &results, &reused, NULL);
      g_assert_cmpfloat (reused.tco, ==, fast.tco);
      g_assert_cmpuint (reused.month, ==, fast.month);

      pool = bk_engine_owned_gpus (&in, BK_OPTION_BUY);
      if (pool > 0)
        bk_test_assert_relative (bk_engine_strategy_cost (&in, pool, pool, 0, NULL),
                                 results.options[BK_OPTION_BUY].net[in.horizon_months]);
      bk_engine_results_clear (&results);

      waits += fast.month > 0;
      changes += bk_engine_demand_changes (&in);
    }

  /* The random inputs cover both answers. */
  g_assert_cmpuint (waits, >, 10);
  g_assert_cmpuint (changes, >, 100);
}

/* docs/model.md#purchase-prices-that-change: 10,000 a GPU, q = −20 %, 50 % value loss a year,
 * H = 24, one spare, no rent price: renting for 12 months and then buying 2 (3 with the spare)
 * pays 3 · 10,000 · 0.8^(12/12) = 24,000 in month 12 and gets back 3 · 8,000 · 0.5^(12/12) =
 * 12,000 at month 24: 12,000. At q = 0: 30,000 and 15,000, so 15,000. Buying now pays today's
 * price: 3 · 10,000 − 3 · 10,000 · 0.25 = 22,500 whatever q is. */
static void
test_purchase_price_change (void)
{
  BkEngineInputs in;
  double cash[BK_MAX_HORIZON_MONTHS + 1];

  bk_test_inputs_plain (&in);
  in.horizon_months = 24;
  in.demand.base_gpus = 2;
  in.owning.spare_gpus = 1;
  in.value[BK_INPUT_ELECTRICITY_PRICE] = 0;
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 0;
  in.value[BK_INPUT_ANNUAL_VALUE_LOSS] = 50;
  in.value[BK_INPUT_PURCHASE_PRICE_CHANGE] = -20;

  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 0, 2, 12, cash), 12000,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[11], 0, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[12], 24000, MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 2, 2, 0, NULL), 22500,
                                  MONEY_EPSILON);

  /* Bought in month 6 a card costs 10,000 · 0.8^0.5 = 8,944.27, three 26,832.82, and they are
   * worth 0.5^1.5 of it at month 24, 18 months old. */
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 0, 2, 6, cash),
                                  30000 * sqrt (0.8) * (1 - pow (0.5, 1.5)), MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[6], 30000 * sqrt (0.8), MONEY_EPSILON);

  /* The server share does not get cheaper: with 2,000 a GPU the purchase in month 12 is
   * 3 · (8,000 + 2,000) = 30,000 and its resale 15,000. */
  in.owning.host_cost = 2000;
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 0, 2, 12, cash), 15000,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[12], 30000, MONEY_EPSILON);
  in.owning.host_cost = 0;

  in.value[BK_INPUT_PURCHASE_PRICE_CHANGE] = 0;
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 0, 2, 12, cash), 15000,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (cash[12], 30000, MONEY_EPSILON);
}

/* docs/model.md#ties: with nothing busy (a utilisation of 0) and free hardware every strategy
 * costs nothing. Renting throughout wins the tie (no change, the smallest pool), and the
 * cheapest way of buying now is the smallest, 1 GPU, not the 2 of B. */
static void
test_ties (void)
{
  BkEngineInputs in;
  BkStrategy s;

  step_inputs (&in, 0);
  in.demand.n_steps = 0;
  in.value[BK_INPUT_UTILISATION] = 0;
  bk_engine_search_strategy (&in, NULL, &s, NULL);

  g_assert_cmpfloat (s.tco, ==, 0);
  g_assert_cmpuint (s.first_gpus, ==, 0);
  g_assert_cmpuint (s.final_gpus, ==, 0);
  g_assert_cmpuint (s.buy_now_gpus, ==, 1);
  g_assert_cmpfloat (s.buy_now_tco, ==, 0);
}

/* docs/model.md#strategies-in-time: onboarding is paid when a strategy rents in any month, lost
 * GPU-hours included. One GPU busy all the time, two from month 7, one spare, 60 % of the work
 * lost (rented on demand), colocation 100 a GPU-month, rent 180 a GPU-month, onboarding 1,000.
 * Buying 1 now (2 GPUs with the spare) and 1 more in month 6 loses 0.6 · 2 − 1 = 0.2 GPUs in
 * months 7..12 and so pays the onboarding: 12 · 100 + 18 · 100 + 6 · 0.2 · 180 + 1,000 =
 * 4,216. Renting for 6 months and then buying 2 costs 6 · 180 + 1,000 + 18 · 100 + 216 = 4,096,
 * the best; renting throughout 18 · 180 + 1,000 = 4,240. */
static void
test_lost_hours_onboarding (void)
{
  BkEngineInputs in;

  step_inputs (&in, 100);
  in.demand.base_gpus = 1;
  in.demand.steps[0].gpus = 1;
  in.owning.spare_gpus = 1;
  in.value[BK_INPUT_LOST_HOURS] = 60;
  in.value[BK_INPUT_RENT_PER_GPU_HOUR] = 180.0 / 730;
  in.value[BK_INPUT_ONBOARDING_HOURS] = 20;

  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 1, 2, 6, NULL), 4216,
                                  MONEY_EPSILON);
  g_assert_cmpfloat_with_epsilon (bk_engine_strategy_cost (&in, 0, 0, 0, NULL), 4240,
                                  MONEY_EPSILON);
  assert_strategy (&in, 0, 2, 6, 4096);
}

/* The samples' month search, against the definition month by month. */
static void
test_best_month_matches (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  guint nevers = 0;

  for (guint i = 0; i < 200; i++)
    {
      BkEngineInputs inputs;
      BkCostInputs in;
      BkCostFactors f;
      guint top, first, final, now, month;
      double later, now_tco, never_tco, naive_never, naive_later = INFINITY;

      bk_test_inputs_random (&inputs, rand);
      bk_cost_inputs_init (&in, &inputs);
      bk_cost_factors_init (&f, &in, in.value);
      top = in.path.max_gpus;
      final = g_rand_int_range (rand, 1, (gint32) top + 1);
      first = g_rand_int_range (rand, 0, (gint32) final);
      now = g_rand_int_range (rand, 1, (gint32) top + 1);

      bk_strategy_best_month (&in, in.value, &f, first, final, now, &month, &later, &now_tco,
                              &never_tco, NULL);
      bk_test_assert_relative (now_tco, bk_strategy_cost (&in, in.value, &f, now, now, 0, NULL));
      naive_never = bk_strategy_cost (&in, in.value, &f, first, first, 0, NULL);
      bk_test_assert_relative (never_tco, naive_never);

      for (guint m = 1; m < in.horizon; m++)
        {
          double tco = bk_strategy_cost (&in, in.value, &f, first, final, m, NULL);

          if (naive_later == INFINITY || tco < naive_later)
            naive_later = tco;
        }

      if (in.horizon < 2)
        {
          g_assert_cmpuint (month, ==, 0);
          continue;
        }
      bk_test_assert_relative (later, naive_later);
      if (month > 0 && month < in.horizon)
        bk_test_assert_relative (bk_strategy_cost (&in, in.value, &f, first, final, month, NULL),
                                 naive_later);
      else
        g_assert_cmpfloat (naive_later, >=, MIN (now_tco, naive_never)
                                            - 1e-9 * MAX (fabs (now_tco), fabs (naive_never)));

      /* Never against buying now: the smaller pool wins a tie, and k = p is buying now. */
      if (month == in.horizon + 1)
        {
          g_assert_cmpuint (first, !=, now);
          g_assert_cmpfloat (naive_never, <=, now_tco + 1e-9 * fabs (now_tco));
        }
      else if (month == 0 && first != now)
        g_assert_cmpfloat (naive_never, >=, now_tco - 1e-9 * fabs (now_tco));
      if (month == in.horizon + 1)
        nevers++;
      else if (month > 0)
        g_assert_cmpfloat (naive_later, <, MIN (now_tco, naive_never));
    }

  /* The random figures reach every outcome. */
  g_assert_cmpuint (nevers, >, 10);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/strategy/adding-wins", test_adding_wins);
  g_test_add_func ("/engine/strategy/value-loss", test_value_loss);
  g_test_add_func ("/engine/strategy/renting-first-wins", test_renting_first_wins);
  g_test_add_func ("/engine/strategy/required-buys-now", test_required_buys_now);
  g_test_add_func ("/engine/strategy/buying-now-wins", test_buying_now_wins);
  g_test_add_func ("/engine/strategy/no-demand", test_no_demand);
  g_test_add_func ("/engine/strategy/before-tax", test_before_tax);
  g_test_add_func ("/engine/strategy/purchase-price-change", test_purchase_price_change);
  g_test_add_func ("/engine/strategy/ties", test_ties);
  g_test_add_func ("/engine/strategy/lost-hours-onboarding", test_lost_hours_onboarding);
  g_test_add_data_func ("/engine/strategy/search-matches-naive", GINT_TO_POINTER (FALSE),
                        test_search_matches_naive);
  g_test_add_data_func ("/engine/strategy/search-matches-naive-owning", GINT_TO_POINTER (TRUE),
                        test_search_matches_naive);
  g_test_add_data_func ("/engine/strategy/search-matches-naive-generations", GINT_TO_POINTER (3),
                        test_search_matches_naive);
  g_test_add_func ("/engine/strategy/best-month-matches", test_best_month_matches);

  return g_test_run ();
}
