/* bk-step.h: the base of the checklist steps, one form per question
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_STEP (bk_step_get_type ())

/* Derivable only so that each question can have a template of its own; the steps share the
 * profile, the bindings and the currency units below and override nothing. */
G_DECLARE_DERIVABLE_TYPE (BkStep, bk_step, BK, STEP, GtkWidget)

struct _BkStepClass
{
  GtkWidgetClass parent_class;

  /*< private >*/
  gpointer padding[4];
};

/* Which of the profile's model objects a binding reads and writes. */
typedef enum
{
  BK_STEP_SOURCE_HARDWARE,
  BK_STEP_SOURCE_PRICING,
  BK_STEP_SOURCE_WORKLOAD,
} BkStepSource;

BkProfile  *bk_step_get_profile        (BkStep                *self);
void        bk_step_set_profile        (BkStep                *self,
                                        BkProfile             *profile);
const char *bk_step_get_title          (BkStep                *self);
void        bk_step_set_title          (BkStep                *self,
                                        const char            *title);
gboolean    bk_step_get_show_guidance  (BkStep                *self);
void        bk_step_set_show_guidance  (BkStep                *self,
                                        gboolean               show_guidance);
const char *bk_step_get_currency       (BkStep                *self);
GSettings  *bk_step_get_settings       (BkStep                *self);
void        bk_step_set_settings       (BkStep                *self,
                                        GSettings             *settings);

/* For the steps themselves. */
void        bk_step_class_set_template (GtkWidgetClass        *widget_class,
                                        const char            *resource_name);
void        bk_step_bind               (BkStep                *self,
                                        BkStepSource           source,
                                        const char            *source_property,
                                        gpointer               target,
                                        const char            *target_property);
void        bk_step_bind_full          (BkStep                *self,
                                        BkStepSource           source,
                                        const char            *source_property,
                                        gpointer               target,
                                        const char            *target_property,
                                        GBindingTransformFunc  transform_to,
                                        GBindingTransformFunc  transform_from);
void        bk_step_add_range          (BkStep                *self,
                                        gpointer               value_row,
                                        BkInput                input);
void        bk_step_add_money_unit     (BkStep                *self,
                                        gpointer               target,
                                        const char            *target_property,
                                        const char            *format);
BkCatalogueGpu *bk_step_find_catalogue_gpu (BkStep           *self,
                                            guint            *position);
BkExchangeRates *bk_step_dup_exchange_rates  (BkStep               *self) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_step_dup_old_prices_note (BkStep               *self) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_step_dup_old_rates_note  (BkStep               *self,
                                         const char           *from,
                                         const char           *to) G_GNUC_WARN_UNUSED_RESULT;
void        bk_step_leave_undo_to_profile (GtkWidget          *field);

G_END_DECLS
