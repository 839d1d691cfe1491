/* bk-hardware.h: one GPU model with its purchase and power figures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-gpu-figures.h"

/* The resale discount, the lost GPU-hours and the tax rate must stay below 100 %. */
#define BK_PERCENT_BELOW_LIMIT 100.0

/* The share of owned GPU-hours the hardware step suggests as lost to failures and repair. */
#define BK_SUGGESTED_LOST_HOURS 3.0

G_BEGIN_DECLS

#define BK_TYPE_HARDWARE (bk_hardware_get_type ())

G_DECLARE_FINAL_TYPE (BkHardware, bk_hardware, BK, HARDWARE, GObject)

BkHardware *bk_hardware_new                   (void) G_GNUC_WARN_UNUSED_RESULT;

const char *bk_hardware_get_name              (BkHardware *self);
void        bk_hardware_set_name              (BkHardware *self,
                                               const char *name);
guint       bk_hardware_get_vram_gb           (BkHardware *self);
void        bk_hardware_set_vram_gb           (BkHardware *self,
                                               guint       vram_gb);
double      bk_hardware_get_purchase_price    (BkHardware *self);
void        bk_hardware_set_purchase_price    (BkHardware *self,
                                               double      price);
double      bk_hardware_get_host_cost         (BkHardware *self);
void        bk_hardware_set_host_cost         (BkHardware *self,
                                               double      cost);
double      bk_hardware_get_power_watts       (BkHardware *self);
void        bk_hardware_set_power_watts       (BkHardware *self,
                                               double      watts);
double      bk_hardware_get_idle_watts        (BkHardware *self);
void        bk_hardware_set_idle_watts        (BkHardware *self,
                                               double      watts);
double      bk_hardware_get_annual_value_loss (BkHardware *self);
void        bk_hardware_set_annual_value_loss (BkHardware *self,
                                               double      percent);

/* What owning really costs: the used-market discount, lost GPU-hours and spares. */
double      bk_hardware_get_resale_discount   (BkHardware *self);
void        bk_hardware_set_resale_discount   (BkHardware *self,
                                               double      percent);
double      bk_hardware_get_lost_hours        (BkHardware *self);
void        bk_hardware_set_lost_hours        (BkHardware *self,
                                               double      percent);
gboolean    bk_hardware_get_lost_hours_rented (BkHardware *self);
void        bk_hardware_set_lost_hours_rented (BkHardware *self,
                                               gboolean    rented);
guint       bk_hardware_get_spare_gpus        (BkHardware *self);
void        bk_hardware_set_spare_gpus        (BkHardware *self,
                                               guint       gpus);

const BkGpuFigures *
            bk_hardware_get_figures           (BkHardware         *self);
void        bk_hardware_set_figures           (BkHardware         *self,
                                               const BkGpuFigures *figures);

G_END_DECLS
