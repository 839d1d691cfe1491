/* bk-engine-test-utils.h: inputs the engine's tests start from
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's tests fill in a BkEngineInputs themselves, with GLib and the engine only: no
 * profile, no GObject.
 */

#pragma once

#include "bk-engine-private.h"

G_BEGIN_DECLS

#define BK_TEST_MONEY_EPSILON 1e-6

void   bk_test_inputs_plain     (BkEngineInputs *in);
void   bk_test_inputs_defaults  (BkEngineInputs *in);
void   bk_test_inputs_bursty    (BkEngineInputs *in);
void   bk_test_inputs_hybrid    (BkEngineInputs *in);
void   bk_test_inputs_random    (BkEngineInputs *in,
                                 GRand          *rand);
void   bk_test_inputs_add_owning (BkEngineInputs *in,
                                 GRand          *rand);
void   bk_test_inputs_add_step  (BkEngineInputs *in,
                                 guint           month,
                                 int             gpus);

void   bk_test_assert_relative  (double          a,
                                 double          b);

/* The TCO and one nominal amount of an option in bk_engine_evaluate()'s figures. */
#define bk_test_tco(results, option) \
  ((results)->options[(option)].net[(results)->horizon])
#define bk_test_amount(results, option, category, month) \
  ((results)->options[(option)].monthly[(category)][(month)])

G_END_DECLS
