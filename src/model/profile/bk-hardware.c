/* bk-hardware.c: one GPU model with its purchase and power figures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-hardware"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-engine-enums.h"
#include "bk-gpu-figures.h"
#include "bk-hardware.h"
#include "bk-properties.h"

struct _BkHardware
{
  GObject parent_instance;

  char   *name;
  BkGpuFigures figures;
  double  resale_discount;
  double  lost_hours;
  gboolean lost_hours_rented;
  guint   spare_gpus;
};

enum {
  PROP_0,
  PROP_NAME,
  PROP_VRAM_GB,
  PROP_PURCHASE_PRICE,
  PROP_HOST_COST,
  PROP_POWER_WATTS,
  PROP_IDLE_WATTS,
  PROP_ANNUAL_VALUE_LOSS,
  PROP_RESALE_DISCOUNT,
  PROP_LOST_HOURS,
  PROP_LOST_HOURS_RENTED,
  PROP_SPARE_GPUS,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkHardware, bk_hardware, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void
bk_hardware_finalize (GObject *object)
{
  BkHardware *self = (BkHardware *)object;

  g_clear_pointer (&self->name, g_free);

  G_OBJECT_CLASS (bk_hardware_parent_class)->finalize (object);
}

static void
bk_hardware_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BkHardware *self = BK_HARDWARE (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_VRAM_GB:
      g_value_set_uint (value, self->figures.vram_gb);
      break;
    case PROP_PURCHASE_PRICE:
      g_value_set_double (value, self->figures.purchase_price);
      break;
    case PROP_HOST_COST:
      g_value_set_double (value, self->figures.host_cost);
      break;
    case PROP_POWER_WATTS:
      g_value_set_double (value, self->figures.power_watts);
      break;
    case PROP_IDLE_WATTS:
      g_value_set_double (value, self->figures.idle_watts);
      break;
    case PROP_ANNUAL_VALUE_LOSS:
      g_value_set_double (value, self->figures.annual_value_loss);
      break;
    case PROP_RESALE_DISCOUNT:
      g_value_set_double (value, self->resale_discount);
      break;
    case PROP_LOST_HOURS:
      g_value_set_double (value, self->lost_hours);
      break;
    case PROP_LOST_HOURS_RENTED:
      g_value_set_boolean (value, self->lost_hours_rented);
      break;
    case PROP_SPARE_GPUS:
      g_value_set_uint (value, self->spare_gpus);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_hardware_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BkHardware *self = BK_HARDWARE (object);

  switch (prop_id)
    {
    case PROP_NAME:
      bk_hardware_set_name (self, g_value_get_string (value));
      break;
    case PROP_VRAM_GB:
      bk_hardware_set_vram_gb (self, g_value_get_uint (value));
      break;
    case PROP_PURCHASE_PRICE:
      bk_hardware_set_purchase_price (self, g_value_get_double (value));
      break;
    case PROP_HOST_COST:
      bk_hardware_set_host_cost (self, g_value_get_double (value));
      break;
    case PROP_POWER_WATTS:
      bk_hardware_set_power_watts (self, g_value_get_double (value));
      break;
    case PROP_IDLE_WATTS:
      bk_hardware_set_idle_watts (self, g_value_get_double (value));
      break;
    case PROP_ANNUAL_VALUE_LOSS:
      bk_hardware_set_annual_value_loss (self, g_value_get_double (value));
      break;
    case PROP_RESALE_DISCOUNT:
      bk_hardware_set_resale_discount (self, g_value_get_double (value));
      break;
    case PROP_LOST_HOURS:
      bk_hardware_set_lost_hours (self, g_value_get_double (value));
      break;
    case PROP_LOST_HOURS_RENTED:
      bk_hardware_set_lost_hours_rented (self, g_value_get_boolean (value));
      break;
    case PROP_SPARE_GPUS:
      bk_hardware_set_spare_gpus (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_hardware_class_init (BkHardwareClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_hardware_finalize;
  object_class->get_property = bk_hardware_get_property;
  object_class->set_property = bk_hardware_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "NVIDIA A100 80GB SXM",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VRAM_GB] = BK_PARAM_UINT ("vram-gb", 0, 65536, 80);
  /* The defaults are the catalogue's A100 80GB SXM (data/catalogue.json, with its sources), the
   * article's example card: 400 W under load. */
  properties[PROP_PURCHASE_PRICE] = BK_PARAM_DOUBLE ("purchase-price", 0, BK_MAX_AMOUNT, 11500);
  properties[PROP_HOST_COST] = BK_PARAM_DOUBLE ("host-cost", 0, BK_MAX_AMOUNT, 10000);
  properties[PROP_POWER_WATTS] = BK_PARAM_DOUBLE ("power-watts", 0, 100000, 400);
  properties[PROP_IDLE_WATTS] = BK_PARAM_DOUBLE ("idle-watts", 0, 100000, 60);
  properties[PROP_ANNUAL_VALUE_LOSS] = BK_PARAM_DOUBLE ("annual-value-loss", 0, 100, 33);
  /* Neutral by default, so that a file written before them keeps its figures; the hardware
   * step suggests the catalogue's discount and 3 % lost hours. Both stay below 100 %. */
  properties[PROP_RESALE_DISCOUNT] = BK_PARAM_DOUBLE ("resale-discount", 0, 100, 0);
  properties[PROP_LOST_HOURS] = BK_PARAM_DOUBLE ("lost-hours", 0, 100, 0);
  properties[PROP_LOST_HOURS_RENTED] =
    g_param_spec_boolean ("lost-hours-rented", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPARE_GPUS] = BK_PARAM_UINT ("spare-gpus", 0, BK_MAX_GPUS, 0);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_hardware_init (BkHardware *self)
{
  bk_model_init_defaults (self);
}

BkHardware *
bk_hardware_new (void)
{
  return g_object_new (BK_TYPE_HARDWARE, NULL);
}

const char *
bk_hardware_get_name (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), NULL);
  return self->name;
}

void
bk_hardware_set_name (BkHardware *self,
                      const char *name)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_string (self, &self->name, name, properties[PROP_NAME]);
}

guint
bk_hardware_get_vram_gb (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->figures.vram_gb;
}

void
bk_hardware_set_vram_gb (BkHardware *self,
                         guint       vram_gb)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_uint (self, &self->figures.vram_gb, vram_gb, properties[PROP_VRAM_GB]);
}

double
bk_hardware_get_purchase_price (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->figures.purchase_price;
}

void
bk_hardware_set_purchase_price (BkHardware *self,
                                double      price)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_double (self, &self->figures.purchase_price, price, properties[PROP_PURCHASE_PRICE]);
}

double
bk_hardware_get_host_cost (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->figures.host_cost;
}

void
bk_hardware_set_host_cost (BkHardware *self,
                           double      cost)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_double (self, &self->figures.host_cost, cost, properties[PROP_HOST_COST]);
}

double
bk_hardware_get_power_watts (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->figures.power_watts;
}

void
bk_hardware_set_power_watts (BkHardware *self,
                             double      watts)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_double (self, &self->figures.power_watts, watts, properties[PROP_POWER_WATTS]);
}

double
bk_hardware_get_idle_watts (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->figures.idle_watts;
}

void
bk_hardware_set_idle_watts (BkHardware *self,
                            double      watts)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_double (self, &self->figures.idle_watts, watts, properties[PROP_IDLE_WATTS]);
}

double
bk_hardware_get_annual_value_loss (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->figures.annual_value_loss;
}

void
bk_hardware_set_annual_value_loss (BkHardware *self,
                                   double      percent)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_double (self, &self->figures.annual_value_loss, percent, properties[PROP_ANNUAL_VALUE_LOSS]);
}

double
bk_hardware_get_resale_discount (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->resale_discount;
}

void
bk_hardware_set_resale_discount (BkHardware *self,
                                 double      percent)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_double (self, &self->resale_discount, percent, properties[PROP_RESALE_DISCOUNT]);
}

double
bk_hardware_get_lost_hours (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->lost_hours;
}

void
bk_hardware_set_lost_hours (BkHardware *self,
                            double      percent)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_double (self, &self->lost_hours, percent, properties[PROP_LOST_HOURS]);
}

gboolean
bk_hardware_get_lost_hours_rented (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), TRUE);
  return self->lost_hours_rented;
}

void
bk_hardware_set_lost_hours_rented (BkHardware *self,
                                   gboolean    rented)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_boolean (self, &self->lost_hours_rented, rented,
                        properties[PROP_LOST_HOURS_RENTED]);
}

guint
bk_hardware_get_spare_gpus (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), 0);
  return self->spare_gpus;
}

void
bk_hardware_set_spare_gpus (BkHardware *self,
                            guint       gpus)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  bk_model_set_uint (self, &self->spare_gpus, gpus, properties[PROP_SPARE_GPUS]);
}

/* bk_hardware_get_figures:
 *
 * Returns: (transfer none): the GPU's figures, valid until the next change
 */
const BkGpuFigures *
bk_hardware_get_figures (BkHardware *self)
{
  g_return_val_if_fail (BK_IS_HARDWARE (self), NULL);
  return &self->figures;
}

/* bk_hardware_set_figures:
 * @figures: a GPU's figures, such as a catalogue GPU's
 *
 * Sets every figure of @figures, each as its own setter does, with one notification each after
 * the last.
 */
void
bk_hardware_set_figures (BkHardware         *self,
                         const BkGpuFigures *figures)
{
  g_return_if_fail (BK_IS_HARDWARE (self));
  g_return_if_fail (figures != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  bk_hardware_set_vram_gb (self, figures->vram_gb);
  bk_hardware_set_purchase_price (self, figures->purchase_price);
  bk_hardware_set_host_cost (self, figures->host_cost);
  bk_hardware_set_power_watts (self, figures->power_watts);
  bk_hardware_set_idle_watts (self, figures->idle_watts);
  bk_hardware_set_annual_value_loss (self, figures->annual_value_loss);
  g_object_thaw_notify (G_OBJECT (self));
}
