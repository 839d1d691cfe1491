/* bk-catalogue-gpu.c: one GPU of the catalogue, with its prices and power figures
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-catalogue"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-private.h"
#include "bk-types.h"
#include "bk-exchange-rates.h"
#include "bk-hardware.h"

struct _BkCatalogueGpu
{
  GObject parent_instance;

  char   *id;
  char   *name;
  BkGpuFigures figures;
  char   *currency;
  char   *source;
  char   *as_of;
  double  resale_discount;     /* −1: the catalogue has no figure */
  char   *resale_source;
  char   *resale_as_of;
  gboolean from_team;          /* from the team's own price list, not the shipped one */
  /* Relative throughput against the reference GPU, by BkWorkKind; 0: no figure */
  double  throughput[2];
  char   *throughput_basis[2];
  char   *throughput_source[2];
  char   *throughput_as_of[2];
  GArray *throughput_pairs[2]; /* of BkThroughputPair; NULL: none */
};

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_VRAM_GB,
  PROP_PURCHASE_PRICE,
  PROP_HOST_COST,
  PROP_POWER_WATTS,
  PROP_IDLE_WATTS,
  PROP_ANNUAL_VALUE_LOSS,
  PROP_CURRENCY,
  PROP_SOURCE,
  PROP_AS_OF,
  N_PROPS
};

#define READABLE (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS)

G_DEFINE_FINAL_TYPE (BkCatalogueGpu, bk_catalogue_gpu, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void
pair_clear (gpointer data)
{
  BkThroughputPair *pair = data;

  g_free (pair->round);
  g_free (pair->published);
  g_free (pair->benchmark);
  g_free (pair->metric);
  g_free (pair->system);
  g_free (pair->result);
  g_free (pair->against);
  g_free (pair->against_system);
  g_free (pair->against_result);
}

static void
bk_catalogue_gpu_finalize (GObject *object)
{
  BkCatalogueGpu *self = (BkCatalogueGpu *)object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->currency, g_free);
  g_clear_pointer (&self->source, g_free);
  g_clear_pointer (&self->as_of, g_free);
  g_clear_pointer (&self->resale_source, g_free);
  g_clear_pointer (&self->resale_as_of, g_free);
  for (guint k = 0; k < 2; k++)
    {
      g_clear_pointer (&self->throughput_basis[k], g_free);
      g_clear_pointer (&self->throughput_source[k], g_free);
      g_clear_pointer (&self->throughput_as_of[k], g_free);
      g_clear_pointer (&self->throughput_pairs[k], g_array_unref);
    }

  G_OBJECT_CLASS (bk_catalogue_gpu_parent_class)->finalize (object);
}

static void
bk_catalogue_gpu_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BkCatalogueGpu *self = BK_CATALOGUE_GPU (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
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
    case PROP_CURRENCY:
      g_value_set_string (value, self->currency);
      break;
    case PROP_SOURCE:
      g_value_set_string (value, self->source);
      break;
    case PROP_AS_OF:
      g_value_set_string (value, self->as_of);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_catalogue_gpu_class_init (BkCatalogueGpuClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_catalogue_gpu_finalize;
  object_class->get_property = bk_catalogue_gpu_get_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, READABLE);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, READABLE);
  properties[PROP_VRAM_GB] =
    g_param_spec_uint ("vram-gb", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_PURCHASE_PRICE] =
    g_param_spec_double ("purchase-price", NULL, NULL, 0, G_MAXDOUBLE, 0, READABLE);
  properties[PROP_HOST_COST] =
    g_param_spec_double ("host-cost", NULL, NULL, 0, G_MAXDOUBLE, 0, READABLE);
  properties[PROP_POWER_WATTS] =
    g_param_spec_double ("power-watts", NULL, NULL, 0, G_MAXDOUBLE, 0, READABLE);
  properties[PROP_IDLE_WATTS] =
    g_param_spec_double ("idle-watts", NULL, NULL, 0, G_MAXDOUBLE, 0, READABLE);
  properties[PROP_ANNUAL_VALUE_LOSS] =
    g_param_spec_double ("annual-value-loss", NULL, NULL, 0, 100, 0, READABLE);
  properties[PROP_CURRENCY] = g_param_spec_string ("currency", NULL, NULL, NULL, READABLE);
  properties[PROP_SOURCE] = g_param_spec_string ("source", NULL, NULL, NULL, READABLE);
  properties[PROP_AS_OF] = g_param_spec_string ("as-of", NULL, NULL, NULL, READABLE);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_catalogue_gpu_init (BkCatalogueGpu *self)
{
  self->resale_discount = -1;
}

/* bk_catalogue_gpu_new:
 *
 * Makes a GPU from figures the catalogue's loader has checked.
 */
BkCatalogueGpu *
bk_catalogue_gpu_new (const char         *id,
                      const char         *name,
                      const BkGpuFigures *figures,
                      const char         *currency,
                      const char         *source,
                      const char         *as_of)
{
  BkCatalogueGpu *self = g_object_new (BK_TYPE_CATALOGUE_GPU, NULL);

  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->figures = *figures;
  self->currency = g_strdup (currency);
  self->source = g_strdup (source);
  self->as_of = g_strdup (as_of);

  return self;
}

const char *
bk_catalogue_gpu_get_id (BkCatalogueGpu *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), NULL);
  return self->id;
}

const char *
bk_catalogue_gpu_get_name (BkCatalogueGpu *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), NULL);
  return self->name;
}

/* bk_catalogue_gpu_get_figures:
 *
 * Returns: (transfer none): the GPU's figures as the catalogue gives them, in its currency
 */
const BkGpuFigures *
bk_catalogue_gpu_get_figures (BkCatalogueGpu *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), NULL);
  return &self->figures;
}

/* bk_catalogue_gpu_has_purchase_price:
 *
 * Returns: whether the catalogue gives a purchase price for the GPU (since format 4 it may not:
 *   no public document gives one); without one the figures' purchase price is 0
 */
gboolean
bk_catalogue_gpu_has_purchase_price (BkCatalogueGpu *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), FALSE);
  return self->figures.purchase_price > 0;
}

const char *
bk_catalogue_gpu_get_currency (BkCatalogueGpu *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), NULL);
  return self->currency;
}

const char *
bk_catalogue_gpu_get_source (BkCatalogueGpu *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), NULL);
  return self->source;
}

const char *
bk_catalogue_gpu_get_as_of (BkCatalogueGpu *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), NULL);
  return self->as_of;
}

void
bk_catalogue_gpu_set_resale (BkCatalogueGpu *self,
                             double          discount,
                             const char     *source,
                             const char     *as_of)
{
  g_return_if_fail (BK_IS_CATALOGUE_GPU (self));
  g_return_if_fail (discount >= 0 && discount < 100);

  self->resale_discount = discount;
  g_set_str (&self->resale_source, source);
  g_set_str (&self->resale_as_of, as_of);
}

/**
 * bk_catalogue_gpu_get_resale:
 * @self: a GPU
 * @discount: (out) (optional): the used-market discount in percent
 * @source: (out) (optional) (transfer none): where it comes from
 * @as_of: (out) (optional) (transfer none): its date
 *
 * Returns: whether the catalogue has a used-market discount for this GPU
 */
gboolean
bk_catalogue_gpu_get_resale (BkCatalogueGpu  *self,
                             double          *discount,
                             const char     **source,
                             const char     **as_of)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), FALSE);

  if (self->resale_discount < 0)
    return FALSE;

  if (discount != NULL)
    *discount = self->resale_discount;
  if (source != NULL)
    *source = self->resale_source;
  if (as_of != NULL)
    *as_of = self->resale_as_of;

  return TRUE;
}

/* Copies the GPU's name, figures and (where it has one) used-market discount into @hardware, with
 * @purchase and @host as its amounts; without a purchase price of its own the hardware's stays. */
static void
copy_figures (BkCatalogueGpu *self,
              BkHardware     *hardware,
              double          purchase,
              double          host)
{
  BkGpuFigures figures = self->figures;

  figures.purchase_price = self->figures.purchase_price > 0
                           ? purchase : bk_hardware_get_figures (hardware)->purchase_price;
  figures.host_cost = host;

  g_object_freeze_notify (G_OBJECT (hardware));
  bk_hardware_set_name (hardware, self->name);
  bk_hardware_set_figures (hardware, &figures);
  if (self->resale_discount >= 0)
    bk_hardware_set_resale_discount (hardware, self->resale_discount);
  g_object_thaw_notify (G_OBJECT (hardware));
}

/* bk_catalogue_gpu_apply:
 *
 * Copies the GPU's name, VRAM, prices, power figures, value loss and (when the catalogue has
 * one) used-market discount into @hardware; a GPU without a purchase price leaves the hardware's
 * as it is, for the user to replace with a quote. Amounts are copied as they are, in the catalogue's
 * currency: the model never converts currencies.
 */
void
bk_catalogue_gpu_apply (BkCatalogueGpu *self,
                        BkHardware     *hardware)
{
  g_return_if_fail (BK_IS_CATALOGUE_GPU (self));
  g_return_if_fail (BK_IS_HARDWARE (hardware));

  copy_figures (self, hardware, self->figures.purchase_price, self->figures.host_cost);
}

/* bk_catalogue_gpu_get_from_team:
 *
 * Returns: whether the GPU comes from the team's own price list rather than the shipped catalogue
 */
gboolean
bk_catalogue_gpu_get_from_team (BkCatalogueGpu *self)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), FALSE);
  return self->from_team;
}

void
bk_catalogue_gpu_set_from_team (BkCatalogueGpu *self,
                                gboolean        from_team)
{
  g_return_if_fail (BK_IS_CATALOGUE_GPU (self));
  self->from_team = from_team;
}

/* bk_catalogue_gpu_apply_converted:
 * @rates: the exchange rates (the shipped ones with the user's edits)
 * @currency: the profile's currency
 * @purchase_sentence: (out) (optional) (nullable): how the purchase price was converted, or
 *   %NULL when the catalogue's currency is the profile's
 * @host_sentence: (out) (optional) (nullable): the same for the server share
 *
 * Copies the GPU's figures into @hardware as bk_catalogue_gpu_apply() does, with its purchase
 * price and server share converted into @currency (docs/model.md#currency). Without a rate
 * between the two currencies the amounts are left as they are and the other figures are
 * copied.
 *
 * Returns: %FALSE, with @error set, when the table has no rate between the currencies
 */
gboolean
bk_catalogue_gpu_apply_converted (BkCatalogueGpu   *self,
                                  BkHardware       *hardware,
                                  BkExchangeRates  *rates,
                                  const char       *currency,
                                  char            **purchase_sentence,
                                  char            **host_sentence,
                                  GError          **error)
{
  g_autofree char *purchase_text = NULL;
  g_autofree char *host_text = NULL;
  double purchase = self->figures.purchase_price, host = self->figures.host_cost;
  gboolean converted = TRUE;

  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), FALSE);
  g_return_val_if_fail (BK_IS_HARDWARE (hardware), FALSE);
  g_return_val_if_fail (currency != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_strcmp0 (self->currency, currency) != 0)
    {
      if (rates != NULL)
        {
          if (self->figures.purchase_price > 0)
            purchase_text = bk_exchange_rates_convert (rates, self->figures.purchase_price,
                                                       self->currency, currency, &purchase);
          host_text = bk_exchange_rates_convert (rates, self->figures.host_cost, self->currency,
                                                 currency, &host);
        }
      converted = (purchase_text != NULL || self->figures.purchase_price <= 0) && host_text != NULL;
    }

  if (converted)
    copy_figures (self, hardware, purchase, host);
  else
    copy_figures (self, hardware, bk_hardware_get_figures (hardware)->purchase_price,
                  bk_hardware_get_figures (hardware)->host_cost);

  if (!converted)
    {
      /* Translators: why a GPU's prices were not filled in: "No exchange rate from USD to JPY:
       * the purchase price and server share are left as they were". */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("No exchange rate from %s to %s: the purchase price and server share are "
                     "left as they were"), self->currency, currency);
      return FALSE;
    }

  if (purchase_sentence != NULL)
    *purchase_sentence = g_steal_pointer (&purchase_text);
  if (host_sentence != NULL)
    *host_sentence = g_steal_pointer (&host_text);

  return TRUE;
}

void
bk_catalogue_gpu_set_throughput (BkCatalogueGpu *self,
                                 BkWorkKind      kind,
                                 double          relative,
                                 const char     *basis,
                                 const char     *source,
                                 const char     *as_of)
{
  g_return_if_fail (BK_IS_CATALOGUE_GPU (self));
  g_return_if_fail ((guint) kind < 2);
  g_return_if_fail (relative > 0);

  self->throughput[kind] = relative;
  g_set_str (&self->throughput_basis[kind], basis);
  g_set_str (&self->throughput_source[kind], source);
  g_set_str (&self->throughput_as_of[kind], as_of);
}

/**
 * bk_catalogue_gpu_get_throughput:
 * @self: a GPU
 * @kind: training or inference
 * @relative: (out) (optional): its throughput against the reference GPU
 *   (%BK_CATALOGUE_THROUGHPUT_REFERENCE), docs/model.md#gpu-generations
 * @basis: (out) (optional) (transfer none): %BK_THROUGHPUT_BASIS_MLPERF (one MLPerf pair with
 *   the reference), %BK_THROUGHPUT_BASIS_MLPERF_CHAIN (two, through another GPU) or
 *   %BK_THROUGHPUT_BASIS_REFERENCE
 * @source: (out) (optional) (transfer none): where the figure comes from
 * @as_of: (out) (optional) (transfer none): its date
 *
 * Returns: whether the catalogue has a figure of @kind for @self
 */
gboolean
bk_catalogue_gpu_get_throughput (BkCatalogueGpu  *self,
                                 BkWorkKind       kind,
                                 double          *relative,
                                 const char     **basis,
                                 const char     **source,
                                 const char     **as_of)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), FALSE);
  g_return_val_if_fail ((guint) kind < 2, FALSE);

  if (self->throughput[kind] <= 0)
    return FALSE;

  if (relative != NULL)
    *relative = self->throughput[kind];
  if (basis != NULL)
    *basis = self->throughput_basis[kind];
  if (source != NULL)
    *source = self->throughput_source[kind];
  if (as_of != NULL)
    *as_of = self->throughput_as_of[kind];

  return TRUE;
}

void
bk_catalogue_gpu_add_pair (BkCatalogueGpu         *self,
                           BkWorkKind              kind,
                           const BkThroughputPair *pair)
{
  BkThroughputPair copy;

  g_return_if_fail (BK_IS_CATALOGUE_GPU (self));
  g_return_if_fail ((guint) kind < 2);
  g_return_if_fail (pair != NULL);

  if (self->throughput_pairs[kind] == NULL)
    {
      self->throughput_pairs[kind] = g_array_new (FALSE, TRUE, sizeof (BkThroughputPair));
      g_array_set_clear_func (self->throughput_pairs[kind], pair_clear);
    }

  copy = (BkThroughputPair) {
    .round = g_strdup (pair->round),
    .published = g_strdup (pair->published),
    .benchmark = g_strdup (pair->benchmark),
    .gpus = pair->gpus,
    .metric = g_strdup (pair->metric),
    .system = g_strdup (pair->system),
    .result = g_strdup (pair->result),
    .score = pair->score,
    .against = g_strdup (pair->against),
    .against_system = g_strdup (pair->against_system),
    .against_result = g_strdup (pair->against_result),
    .against_score = pair->against_score,
    .ratio = pair->ratio,
  };
  g_array_append_val (self->throughput_pairs[kind], copy);
}

/**
 * bk_catalogue_gpu_get_n_pairs:
 * @kind: training or inference
 *
 * Returns: how many MLPerf pairs the GPU's figure for @kind rests on: 1 for a pair with the
 *   reference, 2 for a chain through another GPU, 0 for the reference itself, for no figure and
 *   for a figure of an older catalogue format that names none
 */
guint
bk_catalogue_gpu_get_n_pairs (BkCatalogueGpu *self,
                              BkWorkKind      kind)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), 0);
  g_return_val_if_fail ((guint) kind < 2, 0);

  if (self->throughput[kind] <= 0 || self->throughput_pairs[kind] == NULL)
    return 0;

  return self->throughput_pairs[kind]->len;
}

/**
 * bk_catalogue_gpu_get_pair:
 * @kind: training or inference
 * @index: below bk_catalogue_gpu_get_n_pairs(); the first pair compares this GPU, the second the
 *   chain's GPU with the reference
 *
 * Returns: (transfer none): the pair
 */
const BkThroughputPair *
bk_catalogue_gpu_get_pair (BkCatalogueGpu *self,
                           BkWorkKind      kind,
                           guint           index)
{
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (self), NULL);
  g_return_val_if_fail (index < bk_catalogue_gpu_get_n_pairs (self, kind), NULL);

  return &g_array_index (self->throughput_pairs[kind], BkThroughputPair, index);
}
