/* bk-workload.h: how many GPUs a team needs, how often, and the checklist answers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_WORKLOAD (bk_workload_get_type ())

G_DECLARE_FINAL_TYPE (BkWorkload, bk_workload, BK, WORKLOAD, GObject)

BkWorkload      *bk_workload_new                           (void) G_GNUC_WARN_UNUSED_RESULT;

guint            bk_workload_get_gpus                      (BkWorkload      *self);
void             bk_workload_set_gpus                      (BkWorkload      *self,
                                                            guint            gpus);
double           bk_workload_get_utilisation               (BkWorkload      *self);
void             bk_workload_set_utilisation               (BkWorkload      *self,
                                                            double           percent);
guint            bk_workload_get_burst_gpus                (BkWorkload      *self);
void             bk_workload_set_burst_gpus                (BkWorkload      *self,
                                                            guint            gpus);
guint            bk_workload_get_burst_days                (BkWorkload      *self);
void             bk_workload_set_burst_days                (BkWorkload      *self,
                                                            guint            days);
guint            bk_workload_get_burst_interval_days       (BkWorkload      *self);
void             bk_workload_set_burst_interval_days       (BkWorkload      *self,
                                                            guint            days);
int              bk_workload_get_hybrid_owned_gpus         (BkWorkload      *self);
void             bk_workload_set_hybrid_owned_gpus         (BkWorkload      *self,
                                                            int              gpus);
guint            bk_workload_get_effective_hybrid_gpus     (BkWorkload      *self);
double           bk_workload_get_transfer_gb_per_month     (BkWorkload      *self);
void             bk_workload_set_transfer_gb_per_month     (BkWorkload      *self,
                                                            double           gb);
double           bk_workload_get_cloud_storage_gb          (BkWorkload      *self);
void             bk_workload_set_cloud_storage_gb          (BkWorkload      *self,
                                                            double           gb);
guint            bk_workload_get_horizon_months            (BkWorkload      *self);
void             bk_workload_set_horizon_months            (BkWorkload      *self,
                                                            guint            months);
BkWorkKind       bk_workload_get_work_kind                 (BkWorkload      *self);
void             bk_workload_set_work_kind                 (BkWorkload      *self,
                                                            BkWorkKind       value);
BkPredictability bk_workload_get_predictability            (BkWorkload      *self);
void             bk_workload_set_predictability            (BkWorkload      *self,
                                                            BkPredictability predictability);
gboolean         bk_workload_get_needs_latest_gpus         (BkWorkload      *self);
void             bk_workload_set_needs_latest_gpus         (BkWorkload      *self,
                                                            gboolean         needs_latest);
gboolean         bk_workload_get_compliance_on_prem        (BkWorkload      *self);
void             bk_workload_set_compliance_on_prem        (BkWorkload      *self,
                                                            gboolean         on_prem);
double           bk_workload_get_demand_growth_percent     (BkWorkload      *self);
void             bk_workload_set_demand_growth_percent     (BkWorkload      *self,
                                                            double           percent);
const char      *bk_workload_get_demand_steps              (BkWorkload      *self);
void             bk_workload_set_demand_steps              (BkWorkload      *self,
                                                            const char      *steps);
guint            bk_workload_get_project_end_month         (BkWorkload      *self);
void             bk_workload_set_project_end_month         (BkWorkload      *self,
                                                            guint            month);
gboolean         bk_workload_get_demand_changes            (BkWorkload      *self);
char            *bk_workload_describe_demand               (BkWorkload      *self) G_GNUC_WARN_UNUSED_RESULT;

gboolean         bk_demand_steps_parse                     (const char      *text,
                                                            BkDemandStep    *steps,
                                                            guint           *n_steps,
                                                            GError         **error);
char            *bk_demand_steps_to_string                 (const BkDemandStep *steps,
                                                            guint            n_steps) G_GNUC_WARN_UNUSED_RESULT;

gboolean         bk_workload_get_hardware_know_how         (BkWorkload      *self);
void             bk_workload_set_hardware_know_how         (BkWorkload      *self,
                                                            gboolean         know_how);

G_END_DECLS
