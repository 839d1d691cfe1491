/* bk-profile-ranges.c: the low–high ranges of a profile's uncertain inputs
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-profile"

#include "config.h"

#include <math.h>

#include "bk-input-private.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile-private.h"
#include "bk-profile.h"

/* The uncertain inputs' limits are those of the properties their values live in. */
static GParamSpecDouble *
input_pspec (BkInput input)
{
  return bk_input_get_pspec (input);
}

static gboolean
range_is_valid (BkInput input,
                double  low,
                double  high)
{
  GParamSpecDouble *pspec = input_pspec (input);

  return isfinite (low) && isfinite (high) && low <= high &&
         low >= pspec->minimum && high <= pspec->maximum &&
         (!bk_input_below_limit (input) || high < BK_SPOT_OVERHEAD_LIMIT);
}

/* Stores a range, or clears it when clear is set; TRUE when anything changed. */
gboolean
_bk_profile_store_range (BkProfile *self,
                         BkInput    input,
                         gboolean   clear,
                         double     low,
                         double     high)
{
  guint bit = 1u << input;

  if (clear)
    {
      if (!(self->has_range & bit))
        return FALSE;

      self->has_range &= ~bit;
      self->range_low[input] = 0;
      self->range_high[input] = 0;
      return TRUE;
    }

  if ((self->has_range & bit) && self->range_low[input] == low && self->range_high[input] == high)
    return FALSE;

  self->has_range |= bit;
  self->range_low[input] = low;
  self->range_high[input] = high;
  return TRUE;
}

/* Ranges of the uncertain inputs. */

/**
 * bk_profile_get_range:
 * @self: a profile
 * @field: an uncertain input's name, e.g. "pricing.rent-per-gpu-hour"
 * @low: (out) (optional): the low end of its range
 * @high: (out) (optional): the high end
 *
 * Returns: whether the input has a range; without one, @low and @high are left alone
 */
gboolean
bk_profile_get_range (BkProfile  *self,
                      const char *field,
                      double     *low,
                      double     *high)
{
  BkInput input;

  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);
  g_return_val_if_fail (bk_input_from_field (field, &input), FALSE);

  if (!(self->has_range & (1u << input)))
    return FALSE;

  if (low != NULL)
    *low = self->range_low[input];
  if (high != NULL)
    *high = self->range_high[input];

  return TRUE;
}

/**
 * bk_profile_set_range:
 * @self: a profile
 * @field: an uncertain input's name, e.g. "pricing.cooling-overhead"
 * @low: the low end, inside the input's limits
 * @high: the high end, at least @low and inside the input's limits
 *
 * Gives the input a range of plausible values beside its value; "changed" is emitted once when
 * it differs from the range before. The value need not lie inside the range: the uncertainty
 * analysis then stretches the range to reach it.
 */
void
bk_profile_set_range (BkProfile  *self,
                      const char *field,
                      double      low,
                      double      high)
{
  BkInput input;

  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (bk_input_from_field (field, &input));
  g_return_if_fail (range_is_valid (input, low, high));

  if (_bk_profile_store_range (self, input, FALSE, low, high))
    {
      BkProfileField range = { .part = BK_PROFILE_PART_RANGE, .input = input };

      _bk_profile_record_change (self, &range);
      _bk_profile_emit_changed (self);
    }
}

/**
 * bk_profile_clear_range:
 * @self: a profile
 * @field: an uncertain input's name
 *
 * Removes the input's range; "changed" is emitted when it had one.
 */
void
bk_profile_clear_range (BkProfile  *self,
                        const char *field)
{
  BkInput input;

  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (bk_input_from_field (field, &input));

  if (_bk_profile_store_range (self, input, TRUE, 0, 0))
    {
      BkProfileField range = { .part = BK_PROFILE_PART_RANGE, .input = input };

      _bk_profile_record_change (self, &range);
      _bk_profile_emit_changed (self);
    }
}

/**
 * bk_profile_clear_ranges:
 * @self: a profile
 *
 * Removes every range; "changed" is emitted once when there were any.
 */
void
bk_profile_clear_ranges (BkProfile *self)
{
  gboolean changed = FALSE;

  g_return_if_fail (BK_IS_PROFILE (self));

  for (guint i = 0; i < BK_N_INPUTS; i++)
    changed |= _bk_profile_store_range (self, i, TRUE, 0, 0);

  if (changed)
    {
      _bk_profile_record_several (self);
      _bk_profile_emit_changed (self);
    }
}

/**
 * bk_profile_has_ranges:
 * @self: a profile
 *
 * Returns: whether any input has a range
 */
gboolean
bk_profile_has_ranges (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);

  return self->has_range != 0;
}
