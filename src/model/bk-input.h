/* bk-input.h: the inputs that can carry a range, and where each lives in a profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The inputs that can carry a low–high range beside their value, in the order the file writes
 * them and the uncertainty analysis draws them; a new input goes last, so that the draws of the
 * others stay as they were. Their field names ("pricing.rent-per-gpu-hour")
 * are the file's section and property name. */
typedef enum
{
  BK_INPUT_PURCHASE_PRICE,
  BK_INPUT_ANNUAL_VALUE_LOSS,
  BK_INPUT_ELECTRICITY_PRICE,
  BK_INPUT_COOLING_OVERHEAD,
  BK_INPUT_ADMIN_HOURS_PER_MONTH,
  BK_INPUT_RENT_PER_GPU_HOUR,
  BK_INPUT_RENT_PRICE_CHANGE,
  BK_INPUT_ONBOARDING_HOURS,
  BK_INPUT_UTILISATION,
  BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR,
  BK_INPUT_SPOT_PRICE_PER_GPU_HOUR,
  BK_INPUT_SPOT_OVERHEAD,
  BK_INPUT_RESALE_DISCOUNT,
  BK_INPUT_LOST_HOURS,
  BK_INPUT_TAX_RATE,
} BkInput;

#define BK_N_INPUTS 15

/* Declared here as well as in bk-profile.h, which includes this header. */
typedef struct _BkProfile BkProfile;

const char *bk_input_to_field          (BkInput     input);
gboolean    bk_input_from_field        (const char *field,
                                        BkInput    *input);
gboolean    bk_input_get_limits        (BkInput     input,
                                        double     *minimum,
                                        double     *maximum);
const char *bk_input_get_title         (BkInput     input);
gboolean    bk_input_below_limit       (BkInput     input);
char       *bk_input_format_value      (BkInput     input,
                                        double      value,
                                        const char *currency) G_GNUC_WARN_UNUSED_RESULT;

double      bk_profile_get_input_value (BkProfile  *self,
                                        BkInput     input);
void        bk_profile_set_input_value (BkProfile  *self,
                                        BkInput     input,
                                        double      value);

G_END_DECLS
