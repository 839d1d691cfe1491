/* bk-catalogue-rent.c: one rent offer of the catalogue, per GPU-hour
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-catalogue"

#include "config.h"

#include "bk-catalogue-private.h"
#include "bk-catalogue-rent.h"

struct _BkCatalogueRent
{
  GObject parent_instance;

  char   *gpu_id;
  char   *provider;
  char   *provider_type;
  double  price_per_hour;
  double  price_low;
  double  price_high;
  char   *currency;
  char   *source;
  char   *as_of;
  char   *term;
  guint   term_months;
  double  upfront_percent;
  gboolean from_team;   /* from the team's own price list, not the shipped one */
  gboolean fetched;     /* fetched from the provider's own price list */
};

enum {
  PROP_0,
  PROP_GPU_ID,
  PROP_PROVIDER,
  PROP_PROVIDER_TYPE,
  PROP_PRICE_PER_HOUR,
  PROP_PRICE_LOW,
  PROP_PRICE_HIGH,
  PROP_CURRENCY,
  PROP_SOURCE,
  PROP_AS_OF,
  PROP_TERM,
  PROP_TERM_MONTHS,
  PROP_UPFRONT_PERCENT,
  N_PROPS
};

#define READABLE (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS)

G_DEFINE_FINAL_TYPE (BkCatalogueRent, bk_catalogue_rent, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void
bk_catalogue_rent_finalize (GObject *object)
{
  BkCatalogueRent *self = (BkCatalogueRent *)object;

  g_clear_pointer (&self->gpu_id, g_free);
  g_clear_pointer (&self->provider, g_free);
  g_clear_pointer (&self->provider_type, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->source, g_free);
  g_clear_pointer (&self->as_of, g_free);
  g_clear_pointer (&self->term, g_free);

  G_OBJECT_CLASS (bk_catalogue_rent_parent_class)->finalize (object);
}

static void
bk_catalogue_rent_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BkCatalogueRent *self = BK_CATALOGUE_RENT (object);

  switch (prop_id)
    {
    case PROP_GPU_ID:
      g_value_set_string (value, self->gpu_id);
      break;
    case PROP_PROVIDER:
      g_value_set_string (value, self->provider);
      break;
    case PROP_PROVIDER_TYPE:
      g_value_set_string (value, self->provider_type);
      break;
    case PROP_PRICE_PER_HOUR:
      g_value_set_double (value, self->price_per_hour);
      break;
    case PROP_PRICE_LOW:
      g_value_set_double (value, self->price_low);
      break;
    case PROP_PRICE_HIGH:
      g_value_set_double (value, self->price_high);
      break;
    case PROP_CURRENCY:
      g_value_set_string (value, self->currency);
      break;
    case PROP_SOURCE:
      g_value_set_string (value, self->source);
      break;
    case PROP_AS_OF:
      g_value_set_string (value, self->as_of);
      break;
    case PROP_TERM:
      g_value_set_string (value, self->term);
      break;
    case PROP_TERM_MONTHS:
      g_value_set_uint (value, self->term_months);
      break;
    case PROP_UPFRONT_PERCENT:
      g_value_set_double (value, self->upfront_percent);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_catalogue_rent_class_init (BkCatalogueRentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_catalogue_rent_finalize;
  object_class->get_property = bk_catalogue_rent_get_property;

  properties[PROP_GPU_ID] = g_param_spec_string ("gpu-id", NULL, NULL, NULL, READABLE);
  properties[PROP_PROVIDER] =
    g_param_spec_string ("provider", NULL, NULL, NULL, READABLE);
  properties[PROP_PROVIDER_TYPE] =
    g_param_spec_string ("provider-type", NULL, NULL, NULL, READABLE);
  properties[PROP_PRICE_PER_HOUR] =
    g_param_spec_double ("price-per-hour", NULL, NULL, 0, G_MAXDOUBLE, 0, READABLE);
  properties[PROP_PRICE_LOW] =
    g_param_spec_double ("price-low", NULL, NULL, 0, G_MAXDOUBLE, 0, READABLE);
  properties[PROP_PRICE_HIGH] =
    g_param_spec_double ("price-high", NULL, NULL, 0, G_MAXDOUBLE, 0, READABLE);
  properties[PROP_CURRENCY] =
    g_param_spec_string ("currency", NULL, NULL, NULL, READABLE);
  properties[PROP_SOURCE] = g_param_spec_string ("source", NULL, NULL, NULL, READABLE);
  properties[PROP_AS_OF] = g_param_spec_string ("as-of", NULL, NULL, NULL, READABLE);
  properties[PROP_TERM] = g_param_spec_string ("term", NULL, NULL, "on-demand", READABLE);
  properties[PROP_TERM_MONTHS] =
    g_param_spec_uint ("term-months", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_UPFRONT_PERCENT] =
    g_param_spec_double ("upfront-percent", NULL, NULL, 0, 100, 0, READABLE);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_catalogue_rent_init (BkCatalogueRent *self)
{
}

/* bk_catalogue_rent_new:
 *
 * Makes a rent offer from figures the catalogue's loader has checked.
 */
BkCatalogueRent *
bk_catalogue_rent_new (const char *gpu_id,
                       const char *provider,
                       const char *provider_type,
                       double      price_per_hour,
                       double      price_low,
                       double      price_high,
                       const char *currency,
                       const char *source,
                       const char *as_of,
                       const char *term,
                       guint       term_months,
                       double      upfront_percent)
{
  BkCatalogueRent *self = g_object_new (BK_TYPE_CATALOGUE_RENT, NULL);

  self->gpu_id = g_strdup (gpu_id);
  self->provider = g_strdup (provider);
  self->provider_type = g_strdup (provider_type);
  self->price_per_hour = price_per_hour;
  self->price_low = price_low;
  self->price_high = price_high;
  self->currency = g_strdup (currency);
  self->source = g_strdup (source);
  self->as_of = g_strdup (as_of);
  self->term = g_strdup (term);
  self->term_months = term_months;
  self->upfront_percent = upfront_percent;

  return self;
}

const char *
bk_catalogue_rent_get_gpu_id (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), NULL);
  return self->gpu_id;
}

const char *
bk_catalogue_rent_get_provider (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), NULL);
  return self->provider;
}

const char *
bk_catalogue_rent_get_provider_type (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), NULL);
  return self->provider_type;
}

double
bk_catalogue_rent_get_price_per_hour (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), 0);
  return self->price_per_hour;
}

double
bk_catalogue_rent_get_price_low (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), 0);
  return self->price_low;
}

double
bk_catalogue_rent_get_price_high (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), 0);
  return self->price_high;
}

const char *
bk_catalogue_rent_get_currency (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), NULL);
  return self->currency;
}

const char *
bk_catalogue_rent_get_source (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), NULL);
  return self->source;
}

const char *
bk_catalogue_rent_get_as_of (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), NULL);
  return self->as_of;
}


/* bk_catalogue_rent_get_term:
 *
 * Returns: "on-demand", "reserved" or "spot"
 */
const char *
bk_catalogue_rent_get_term (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), NULL);
  return self->term;
}

/* bk_catalogue_rent_get_term_months:
 *
 * Returns: how many months a reserved offer binds for; 0 for on-demand and spot offers, and for a
 *   reservation whose source states no term
 */
guint
bk_catalogue_rent_get_term_months (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), 0);
  return self->term_months;
}

/* bk_catalogue_rent_get_upfront_percent:
 *
 * Returns: the share of a reserved term's price paid up front, 0 to 100; 0 for the other terms
 */
double
bk_catalogue_rent_get_upfront_percent (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), 0);
  return self->upfront_percent;
}

gboolean
bk_catalogue_rent_is_on_demand (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), FALSE);
  return g_str_equal (self->term, BK_CATALOGUE_TERM_ON_DEMAND);
}

/* bk_catalogue_rent_get_from_team:
 *
 * Returns: whether the offer comes from the team's own price list rather than the shipped
 *   catalogue
 */
gboolean
bk_catalogue_rent_get_from_team (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), FALSE);
  return self->from_team;
}

void
bk_catalogue_rent_set_from_team (BkCatalogueRent *self,
                                 gboolean         from_team)
{
  g_return_if_fail (BK_IS_CATALOGUE_RENT (self));
  self->from_team = from_team;
}

/* bk_catalogue_rent_get_fetched:
 *
 * Returns: whether the offer was fetched from the provider's own price list
 *   (docs/catalogue-format.md#fetched-offers)
 */
gboolean
bk_catalogue_rent_get_fetched (BkCatalogueRent *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_RENT (self), FALSE);

  return self->fetched;
}

void
bk_catalogue_rent_set_fetched (BkCatalogueRent *self,
                               gboolean         fetched)
{
  g_return_if_fail (BK_IS_CATALOGUE_RENT (self));

  self->fetched = fetched;
}
