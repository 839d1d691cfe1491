/* bk-input.h: the inputs that can carry a range, and where each lives in a profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* The inputs that can carry a range are BkInput (bk-engine-enums.h); their field names
 * ("pricing.rent-per-gpu-hour") are the file's section and property name. */

const char *bk_input_to_field          (BkInput     input);
gboolean    bk_input_from_field        (const char *field,
                                        BkInput    *input);
gboolean    bk_input_get_limits        (BkInput     input,
                                        double     *minimum,
                                        double     *maximum);
const char *bk_input_get_title         (BkInput     input);
gboolean    bk_input_below_limit       (BkInput     input);
BkValueKind bk_input_get_value_kind    (BkInput     input);

double      bk_profile_get_input_value (BkProfile  *self,
                                        BkInput     input);
void        bk_profile_set_input_value (BkProfile  *self,
                                        BkInput     input,
                                        double      value);

G_END_DECLS
