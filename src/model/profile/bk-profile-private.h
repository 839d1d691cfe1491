/* bk-profile-private.h: what the profile's own units share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-profile.h"

G_BEGIN_DECLS

/* Where an input lives: a property of the profile or of one of its parts, or a range. */
typedef enum
{
  BK_PROFILE_PART_PROFILE,
  BK_PROFILE_PART_HARDWARE,
  BK_PROFILE_PART_PRICING,
  BK_PROFILE_PART_WORKLOAD,
  BK_PROFILE_PART_RANGE,
} BkProfilePart;

/* One input of a profile: @pspec of a part, or the range of @input. */
typedef struct
{
  BkProfilePart  part;
  GParamSpec    *pspec;
  BkInput        input;
} BkProfileField;

void     _bk_profile_emit_changed       (BkProfile *self);
gboolean _bk_profile_get_change_grouped (BkProfile *self);
gboolean _bk_profile_get_changing       (BkProfile *self);
void     _bk_profile_record_several     (BkProfile *self);
gboolean _bk_profile_get_changed_field  (BkProfile            *self,
                                         BkProfileField       *field);
gboolean _bk_profile_field_equal        (const BkProfileField *a,
                                         const BkProfileField *b);
gboolean _bk_profile_same_value         (BkProfile            *a,
                                         BkProfile            *b,
                                         const BkProfileField *field);
void     _bk_profile_copy_value         (BkProfile            *dest,
                                         BkProfile            *source,
                                         const BkProfileField *field);
gboolean _bk_profile_store_range        (BkProfile *self,
                                         BkInput    input,
                                         gboolean   clear,
                                         double     low,
                                         double     high);

G_END_DECLS
