/* bk-pricing.h: prices for owning and renting
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-engine-enums.h"

G_BEGIN_DECLS

/* The spot overhead must stay below this many percent: at 100 % no work would ever finish. */
#define BK_SPOT_OVERHEAD_LIMIT 100.0
/* The highest overhead the forms offer, at their one decimal. */
#define BK_SPOT_OVERHEAD_FORM_MAX 99.9

#define BK_TYPE_PRICING (bk_pricing_get_type ())

G_DECLARE_FINAL_TYPE (BkPricing, bk_pricing, BK, PRICING, GObject)

BkPricing  *bk_pricing_new                          (void) G_GNUC_WARN_UNUSED_RESULT;

const char *bk_pricing_get_currency                 (BkPricing  *self);
void        bk_pricing_set_currency                 (BkPricing  *self,
                                                     const char *currency);
double      bk_pricing_get_electricity_price        (BkPricing  *self);
void        bk_pricing_set_electricity_price        (BkPricing  *self,
                                                     double      price);
double      bk_pricing_get_cooling_overhead         (BkPricing  *self);
void        bk_pricing_set_cooling_overhead         (BkPricing  *self,
                                                     double      percent);
double      bk_pricing_get_colocation_per_gpu_month (BkPricing  *self);
void        bk_pricing_set_colocation_per_gpu_month (BkPricing  *self,
                                                     double      amount);
double      bk_pricing_get_maintenance_percent      (BkPricing  *self);
void        bk_pricing_set_maintenance_percent      (BkPricing  *self,
                                                     double      percent);
double      bk_pricing_get_admin_hours_per_month    (BkPricing  *self);
void        bk_pricing_set_admin_hours_per_month    (BkPricing  *self,
                                                     double      hours);
double      bk_pricing_get_staff_hourly_rate        (BkPricing  *self);
void        bk_pricing_set_staff_hourly_rate        (BkPricing  *self,
                                                     double      rate);
double      bk_pricing_get_rent_per_gpu_hour        (BkPricing  *self);
void        bk_pricing_set_rent_per_gpu_hour        (BkPricing  *self,
                                                     double      price);
double      bk_pricing_get_rent_price_change        (BkPricing  *self);
void        bk_pricing_set_rent_price_change        (BkPricing  *self,
                                                     double      percent);
double      bk_pricing_get_egress_per_gb            (BkPricing  *self);
void        bk_pricing_set_egress_per_gb            (BkPricing  *self,
                                                     double      price);
double      bk_pricing_get_storage_per_gb_month     (BkPricing  *self);
void        bk_pricing_set_storage_per_gb_month     (BkPricing  *self,
                                                     double      price);
double      bk_pricing_get_onboarding_hours         (BkPricing  *self);
void        bk_pricing_set_onboarding_hours         (BkPricing  *self,
                                                     double      hours);
double      bk_pricing_get_discount_rate            (BkPricing  *self);
void        bk_pricing_set_discount_rate            (BkPricing  *self,
                                                     double      percent);

/* Rental terms beside on-demand: committed capacity and spot. */
double      bk_pricing_get_commit_price_per_gpu_hour (BkPricing  *self);
void        bk_pricing_set_commit_price_per_gpu_hour (BkPricing  *self,
                                                      double     price);
guint       bk_pricing_get_commit_term_months        (BkPricing  *self);
void        bk_pricing_set_commit_term_months        (BkPricing  *self,
                                                      guint      months);
double      bk_pricing_get_commit_upfront_percent    (BkPricing  *self);
void        bk_pricing_set_commit_upfront_percent    (BkPricing  *self,
                                                      double     percent);
int         bk_pricing_get_commit_gpus               (BkPricing  *self);
void        bk_pricing_set_commit_gpus               (BkPricing  *self,
                                                      int        gpus);
double      bk_pricing_get_spot_price_per_gpu_hour   (BkPricing  *self);
void        bk_pricing_set_spot_price_per_gpu_hour   (BkPricing  *self,
                                                      double     price);
double      bk_pricing_get_spot_overhead             (BkPricing  *self);
void        bk_pricing_set_spot_overhead             (BkPricing  *self,
                                                      double     percent);
double      bk_pricing_get_spot_share                (BkPricing  *self);
void        bk_pricing_set_spot_share                (BkPricing  *self,
                                                      double     percent);

/* Tax on profit, and how the purchase is written off (AfA). */
gboolean    bk_pricing_get_tax_enabled               (BkPricing  *self);
void        bk_pricing_set_tax_enabled               (BkPricing  *self,
                                                      gboolean   enabled);
double      bk_pricing_get_purchase_price_change     (BkPricing  *self);
void        bk_pricing_set_purchase_price_change     (BkPricing  *self,
                                                      double      percent);
double      bk_pricing_get_tax_rate                  (BkPricing  *self);
void        bk_pricing_set_tax_rate                  (BkPricing  *self,
                                                      double     percent);
BkDepreciation bk_pricing_get_depreciation           (BkPricing  *self);
void        bk_pricing_set_depreciation              (BkPricing  *self,
                                                      BkDepreciation method);
guint       bk_pricing_get_depreciation_years        (BkPricing  *self);
void        bk_pricing_set_depreciation_years        (BkPricing  *self,
                                                      guint      years);
double      bk_pricing_get_declining_rate            (BkPricing  *self);
void        bk_pricing_set_declining_rate            (BkPricing  *self,
                                                      double     percent);


gboolean    bk_currency_is_valid                    (const char *code);

G_END_DECLS
