/* bk-profile-private.h: what the profile's own units share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-engine-enums.h"
#include "bk-types.h"

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

/* The profile's state, shared by its units (bk-profile.c, bk-profile-ranges.c). */
struct _BkProfile
{
  GObject     parent_instance;

  char       *name;
  char       *notes;
  char       *reviewed;

  /* docs/profile-format.md, measured-usage: where the workload was measured (not the data) */
  char       *measured_source;
  char       *measured_first;
  char       *measured_last;
  guint       measured_gpus;
  char       *measured_files;   /* the files' names, one a line */

  BkHardware *hardware;
  BkPricing  *pricing;
  BkWorkload *workload;

  /* The low–high ranges of the uncertain inputs; bit i of has_range says whether input i has
   * one. */
  double      range_low[BK_N_INPUTS];
  double      range_high[BK_N_INPUTS];
  guint       has_range;

  /* Between bk_profile_begin_change() and bk_profile_end_change(), nested change_depth deep,
   * "changed" waits until the end and is then emitted once, marked as one grouped change. */
  guint       change_depth;
  guint       changed_in_group : 1;
  guint       emitting_group : 1;

  /* The input the changes since the last "changed" were made to, when there was one; past 1,
   * n_changed_fields stops counting. The history joins key repeats of one field by it. */
  BkProfileField changed_field;
  guint       n_changed_fields;

  /* The undo history, made when first asked for. */
  BkProfileHistory *history;
};

void     _bk_profile_emit_changed       (BkProfile *self);
gboolean _bk_profile_get_change_grouped (BkProfile *self);
gboolean _bk_profile_get_changing       (BkProfile *self);
void     _bk_profile_record_several     (BkProfile *self);
void     _bk_profile_record_change      (BkProfile            *self,
                                        const BkProfileField *field);
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
