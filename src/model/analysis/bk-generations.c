/* bk-generations.c: the same work on every catalogue GPU with a throughput figure, side by side
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#gpu-generations: the profile's inputs with each GPU's catalogue prices and its
 * relative throughput t, through the engine's options and strategy search; the profile's own
 * GPU keeps the profile's figures, so its row is the result page's.
 */

#define G_LOG_DOMAIN "bk-generations"

#include "config.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-exchange-rates.h"
#include "bk-generations.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-types.h"
#include "bk-workload.h"

struct _BkGenerations
{
  BkGenerationsStatus status;
  BkWorkKind          kind;
  guint               horizon;
  double              work;   /* GPU-hours of the profile's GPU over the horizon */
  GPtrArray          *rows;   /* of BkGenerationRow */
  GPtrArray          *left_out;         /* of BkCatalogueGpu, in the catalogue's order */
  GArray             *left_out_reasons; /* of BkGenerationsLeftOut, one a GPU */
};

static void
row_free (gpointer data)
{
  BkGenerationRow *row = data;

  g_clear_object (&row->gpu);
  g_clear_object (&row->offer);
  g_free (row->net);
  g_free (row);
}

/* The GPU-hours of work the profile asks for over the horizon, in hours of its own GPU: the
 * demand's levels times their shares, month by month (docs/model.md#demand). */
static double
work_hours (const BkEngineInputs *in)
{
  BkDemandPath path;
  BkDemand demand;
  double sum = 0.0;
  guint horizon = CLAMP (in->horizon_months, 1, BK_MAX_HORIZON_MONTHS);

  bk_engine_demand_path (in, &path);
  bk_demand_init (&demand, in);
  for (guint m = 1; m <= horizon; m++)
    {
      double base = path.varies ? path.base[m] : in->demand.base_gpus;
      double peak = path.varies ? path.peak[m] : in->demand.burst_gpus;

      sum += demand.shares[0] * (base + peak) + demand.shares[1] * base + demand.shares[2] * peak;
    }

  return sum * BK_HOURS_PER_MONTH;
}

static void
leave_out (BkGenerations        *self,
           BkCatalogueGpu       *gpu,
           BkGenerationsLeftOut  reason)
{
  g_ptr_array_add (self->left_out, g_object_ref (gpu));
  g_array_append_val (self->left_out_reasons, reason);
}

/* The cheapest on-demand offer for @gpu in @currency, converted; NULL when there is none or no
 * exchange rate (@no_rate says which, when not NULL). */
static BkCatalogueRent *
cheapest_offer_full (BkCatalogue     *catalogue,
                     BkExchangeRates *rates,
                     BkCatalogueGpu  *gpu,
                     const char      *currency,
                     double          *price,
                     gboolean        *no_rate)
{
  g_autoptr(GListModel) rents = bk_catalogue_dup_rents (catalogue, bk_catalogue_gpu_get_id (gpu));
  BkCatalogueRent *best = NULL;
  double best_price = INFINITY;

  for (guint i = 0; i < g_list_model_get_n_items (rents); i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);
      double converted = bk_catalogue_rent_get_price_per_hour (rent);

      if (g_strcmp0 (bk_catalogue_rent_get_currency (rent), currency) != 0)
        {
          g_autofree char *text = NULL;

          if (rates != NULL)
            text = bk_exchange_rates_convert (rates, converted,
                                              bk_catalogue_rent_get_currency (rent), currency,
                                              &converted);
          if (text == NULL)
            {
              if (no_rate != NULL && best == NULL)
                *no_rate = TRUE;
              continue;
            }
        }

      if (converted < best_price)
        {
          g_set_object (&best, rent);
          best_price = converted;
        }
    }

  *price = best == NULL ? 0.0 : best_price;
  if (no_rate != NULL && best != NULL)
    *no_rate = FALSE;
  return best;
}

static BkCatalogueRent *
cheapest_offer (BkCatalogue     *catalogue,
                BkExchangeRates *rates,
                BkCatalogueGpu  *gpu,
                const char      *currency,
                double          *price)
{
  return cheapest_offer_full (catalogue, rates, gpu, currency, price, NULL);
}

/* An amount of @gpu's in @currency; FALSE without a rate. */
static gboolean
convert_amount (BkExchangeRates *rates,
                BkCatalogueGpu  *gpu,
                double           amount,
                const char      *currency,
                double          *out)
{
  g_autofree char *text = NULL;

  *out = amount;
  if (g_strcmp0 (bk_catalogue_gpu_get_currency (gpu), currency) == 0)
    return TRUE;
  if (rates == NULL)
    return FALSE;

  text = bk_exchange_rates_convert (rates, amount, bk_catalogue_gpu_get_currency (gpu), currency,
                                    out);
  return text != NULL;
}

static void
evaluate_row (BkGenerationRow      *row,
              const BkEngineInputs *in)
{
  g_auto(BkEngineResults) results = { 0 };
  gboolean no_rent = in->value[BK_INPUT_RENT_PER_GPU_HOUR] <= 0;

  bk_engine_evaluate (in, &results);
  row->gpus = results.options[BK_OPTION_BUY].owned;
  for (guint o = 0; o < BK_N_OPTIONS; o++)
    row->tco[o] = results.options[o].net[results.horizon];
  row->hybrid_distinct = results.hybrid_distinct;
  row->break_even = results.break_even_month;

  /* Data that may not leave the premises leaves buying; without a rent price nothing compares
   * renting (docs/model.md#no-rent-price). */
  if (in->demand.on_premises_only)
    row->cheapest = BK_OPTION_BUY;
  else
    row->cheapest = bk_engine_cheapest (row->tco, row->hybrid_distinct,
                                        no_rent ? BK_OPTION_RENT : -1);
  row->cheapest_tco = row->tco[row->cheapest];
  row->net = g_memdup2 (results.options[row->cheapest].net,
                        (results.horizon + 1) * sizeof (double));

  bk_engine_search_strategy (in, &results, &row->strategy, NULL);
}

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const BkGenerationRow *x = *(BkGenerationRow * const *) a;
  const BkGenerationRow *y = *(BkGenerationRow * const *) b;

  if (!bk_engine_costs_equal (x->cheapest_tco, y->cheapest_tco))
    return x->cheapest_tco < y->cheapest_tco ? -1 : 1;

  return g_utf8_collate (bk_catalogue_gpu_get_name (x->gpu), bk_catalogue_gpu_get_name (y->gpu));
}

/**
 * bk_generations_relative:
 * @catalogue: (nullable): the catalogue
 * @kind: training or inference
 * @from_name: the name of the GPU the work is counted in
 * @to_name: the name of the GPU that does it
 *
 * Returns: t = t_to / t_from, both against the catalogue's reference; 0 when either GPU is not
 *   in the catalogue or has no figure for @kind
 */
double
bk_generations_relative (BkCatalogue *catalogue,
                         BkWorkKind   kind,
                         const char  *from_name,
                         const char  *to_name)
{
  BkCatalogueGpu *from, *to;
  double t_from, t_to;

  g_return_val_if_fail (catalogue == NULL || BK_IS_CATALOGUE (catalogue), 0);

  if (catalogue == NULL)
    return 0;
  from = from_name != NULL ? bk_catalogue_find_gpu_by_name (catalogue, from_name) : NULL;
  to = to_name != NULL ? bk_catalogue_find_gpu_by_name (catalogue, to_name) : NULL;
  if (from == NULL || to == NULL
      || !bk_catalogue_gpu_get_throughput (from, kind, &t_from, NULL, NULL, NULL)
      || !bk_catalogue_gpu_get_throughput (to, kind, &t_to, NULL, NULL, NULL))
    return 0;

  return t_to / t_from;
}

/**
 * bk_generations_scale_gpus:
 * @gpus: GPUs of the profile's model
 * @relative: t of the other GPU
 *
 * Returns: ⌈gpus / t⌉, the whole GPUs of the other model that do the same work
 */
guint
bk_generations_scale_gpus (guint  gpus,
                           double relative)
{
  return MIN (bk_engine_gpus_for_work (gpus, relative), BK_MAX_GPUS);
}

/**
 * bk_generations_new:
 * @profile: a profile
 * @catalogue: (nullable): the catalogue with the throughput figures and prices; without one
 *   the profile's GPU is unknown
 * @rates: (nullable): the exchange rates for the catalogue's amounts
 *
 * Returns: (transfer full): every catalogue GPU with a throughput figure for the profile's kind
 *   of work, a purchase price and an on-demand offer (the profile's own GPU with its own
 *   figures), doing the profile's work, cheapest first
 */
BkGenerations *
bk_generations_new (BkProfile       *profile,
                    BkCatalogue     *catalogue,
                    BkExchangeRates *rates)
{
  BkGenerations *self = g_new0 (BkGenerations, 1);
  BkHardware *hardware;
  BkPricing *pricing;
  BkCatalogueGpu *own;
  GListModel *gpus;
  const char *currency;
  BkEngineInputs base;
  double t_own;

  self->rows = g_ptr_array_new_with_free_func (row_free);
  self->left_out = g_ptr_array_new_with_free_func (g_object_unref);
  self->left_out_reasons = g_array_new (FALSE, FALSE, sizeof (BkGenerationsLeftOut));
  g_return_val_if_fail (BK_IS_PROFILE (profile), self);
  g_return_val_if_fail (catalogue == NULL || BK_IS_CATALOGUE (catalogue), self);

  self->kind = bk_workload_get_work_kind (bk_profile_get_workload (profile));
  hardware = bk_profile_get_hardware (profile);
  pricing = bk_profile_get_pricing (profile);
  currency = bk_pricing_get_currency (pricing);

  bk_analysis_fill_inputs (profile, &base);
  self->horizon = CLAMP (base.horizon_months, 1, BK_MAX_HORIZON_MONTHS);
  self->work = work_hours (&base);

  own = catalogue != NULL ? bk_catalogue_find_gpu_by_name (catalogue, bk_hardware_get_name (hardware))
                         : NULL;
  if (own == NULL)
    {
      self->status = BK_GENERATIONS_UNKNOWN_GPU;
      return self;
    }
  if (!bk_catalogue_gpu_get_throughput (own, self->kind, &t_own, NULL, NULL, NULL))
    {
      self->status = BK_GENERATIONS_NO_FIGURE;
      return self;
    }
  if (self->work <= 0)
    {
      self->status = BK_GENERATIONS_NO_DEMAND;
      return self;
    }

  gpus = bk_catalogue_get_gpus (catalogue);
  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);
      BkGenerationRow *row;
      BkEngineInputs in = base;
      double t, purchase, host, rent = 0;
      g_autoptr(BkCatalogueRent) offer = NULL;
      double discount;

      if (!bk_catalogue_gpu_get_throughput (gpu, self->kind, &t, NULL, NULL, NULL))
        {
          leave_out (self, gpu, BK_GENERATIONS_LEFT_OUT_NO_FIGURE);
          continue;
        }

      if (gpu == own)
        {
          row = g_new0 (BkGenerationRow, 1);
          row->current = TRUE;
          row->relative = 1.0;
          row->purchase_price = in.value[BK_INPUT_PURCHASE_PRICE];
          row->rent_per_gpu_hour = in.value[BK_INPUT_RENT_PER_GPU_HOUR];
        }
      else
        {
          gboolean no_rate = FALSE;

          if (!bk_catalogue_gpu_has_purchase_price (gpu))
            {
              leave_out (self, gpu, BK_GENERATIONS_LEFT_OUT_NO_PRICE);
              continue;
            }
          offer = cheapest_offer_full (catalogue, rates, gpu, currency, &rent, &no_rate);
          if (offer == NULL)
            {
              leave_out (self, gpu, no_rate ? BK_GENERATIONS_LEFT_OUT_NO_RATE
                                            : BK_GENERATIONS_LEFT_OUT_NO_OFFER);
              continue;
            }
          if (!convert_amount (rates, gpu, bk_catalogue_gpu_get_figures (gpu)->purchase_price, currency,
                               &purchase)
              || !convert_amount (rates, gpu, bk_catalogue_gpu_get_figures (gpu)->host_cost, currency,
                                  &host))
            {
              leave_out (self, gpu, BK_GENERATIONS_LEFT_OUT_NO_RATE);
              continue;
            }

          row = g_new0 (BkGenerationRow, 1);
          row->offer = g_steal_pointer (&offer);
          row->relative = t / t_own;
          row->purchase_price = purchase;
          row->rent_per_gpu_hour = rent;

          in.demand.throughput = row->relative;
          in.value[BK_INPUT_PURCHASE_PRICE] = purchase;
          in.owning.host_cost = host;
          in.owning.power_watts = bk_catalogue_gpu_get_figures (gpu)->power_watts;
          in.owning.idle_watts = bk_catalogue_gpu_get_figures (gpu)->idle_watts;
          in.value[BK_INPUT_ANNUAL_VALUE_LOSS] = bk_catalogue_gpu_get_figures (gpu)->annual_value_loss;
          if (bk_catalogue_gpu_get_resale (gpu, &discount, NULL, NULL))
            in.value[BK_INPUT_RESALE_DISCOUNT] = discount;
          in.value[BK_INPUT_RENT_PER_GPU_HOUR] = rent;
          /* Committed capacity and spot are the profile GPU's prices. */
          in.value[BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR] = 0;
          in.value[BK_INPUT_SPOT_PRICE_PER_GPU_HOUR] = 0;
        }

      row->gpu = g_object_ref (gpu);
      evaluate_row (row, &in);
      row->per_work = row->cheapest_tco / self->work;
      g_ptr_array_add (self->rows, row);
    }

  g_ptr_array_sort (self->rows, compare_rows);
  return self;
}

void
bk_generations_free (BkGenerations *self)
{
  if (self == NULL)
    return;

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->left_out, g_ptr_array_unref);
  g_clear_pointer (&self->left_out_reasons, g_array_unref);
  g_free (self);
}

BkGenerationsStatus
bk_generations_get_status (BkGenerations *self)
{
  g_return_val_if_fail (self != NULL, BK_GENERATIONS_UNKNOWN_GPU);
  return self->status;
}

BkWorkKind
bk_generations_get_kind (BkGenerations *self)
{
  g_return_val_if_fail (self != NULL, BK_WORK_KIND_TRAINING);
  return self->kind;
}

guint
bk_generations_get_horizon (BkGenerations *self)
{
  g_return_val_if_fail (self != NULL, 1);
  return self->horizon;
}

/* The GPU-hours of work over the horizon, in hours of the profile's GPU. */
double
bk_generations_get_work (BkGenerations *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->work;
}

guint
bk_generations_get_n_rows (BkGenerations *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rows->len;
}

const BkGenerationRow *
bk_generations_get_row (BkGenerations *self,
                        guint          index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);

  return g_ptr_array_index (self->rows, index);
}

/**
 * bk_generations_get_n_left_out:
 *
 * Returns: how many catalogue GPUs the comparison leaves out, each for a reason
 */
guint
bk_generations_get_n_left_out (BkGenerations *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->left_out->len;
}

/**
 * bk_generations_get_left_out:
 * @index: below bk_generations_get_n_left_out(), in the catalogue's order
 * @reason: (out) (optional): why it is left out
 *
 * Returns: (transfer none): the GPU
 */
BkCatalogueGpu *
bk_generations_get_left_out (BkGenerations        *self,
                             guint                 index,
                             BkGenerationsLeftOut *reason)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->left_out->len, NULL);

  if (reason != NULL)
    *reason = g_array_index (self->left_out_reasons, BkGenerationsLeftOut, index);
  return g_ptr_array_index (self->left_out, index);
}

/**
 * bk_generations_left_out_id:
 *
 * Returns: the reason as the report's JSON names it: `no-figure`, `no-price`, `no-offer` or
 *   `no-rate`
 */
const char *
bk_generations_left_out_id (BkGenerationsLeftOut reason)
{
  static const char * const ids[] = { "no-figure", "no-price", "no-offer", "no-rate" };

  g_return_val_if_fail ((guint) reason < G_N_ELEMENTS (ids), "no-figure");
  return ids[reason];
}

/**
 * bk_generations_dup_left_out_reason:
 * @index: below bk_generations_get_n_left_out()
 * @catalogue: (nullable): the catalogue, for the reference GPU's name
 * @currency: the profile's currency
 *
 * Returns: (transfer full): why the GPU is left out, in words: "No MLPerf pair with the NVIDIA
 *   H100 SXM for training in the rounds the catalogue reads: it has no throughput figure"
 */
char *
bk_generations_dup_left_out_reason (BkGenerations *self,
                                    guint          index,
                                    BkCatalogue   *catalogue,
                                    const char    *currency)
{
  BkGenerationsLeftOut reason;
  BkCatalogueGpu *gpu, *reference;
  const char *reference_name;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->left_out->len, NULL);

  gpu = bk_generations_get_left_out (self, index, &reason);
  reference = catalogue != NULL
    ? bk_catalogue_find_gpu (catalogue, BK_CATALOGUE_THROUGHPUT_REFERENCE) : NULL;
  reference_name = reference != NULL ? bk_catalogue_gpu_get_name (reference)
                                     : BK_CATALOGUE_THROUGHPUT_REFERENCE;

  switch (reason)
    {
    case BK_GENERATIONS_LEFT_OUT_NO_FIGURE:
      if (self->kind == BK_WORK_KIND_TRAINING)
        /* Translators: %s is the reference GPU, "NVIDIA H100 SXM". */
        return g_strdup_printf (_("No MLPerf pair with the %s for training in the rounds the "
                                  "catalogue reads: it has no throughput figure"), reference_name);
      /* Translators: %s is the reference GPU, "NVIDIA H100 SXM". */
      return g_strdup_printf (_("No MLPerf pair with the %s for inference in the rounds the "
                                "catalogue reads: it has no throughput figure"), reference_name);
    case BK_GENERATIONS_LEFT_OUT_NO_PRICE:
      return g_strdup (_("No purchase price: no public document the catalogue reads gives one"));
    case BK_GENERATIONS_LEFT_OUT_NO_OFFER:
      return g_strdup (_("No on-demand rent offer in the catalogue"));
    case BK_GENERATIONS_LEFT_OUT_NO_RATE:
    default:
      /* Translators: both are currency codes, "No exchange rate from USD to JPY". */
      return g_strdup_printf (_("No exchange rate from %s to %s"),
                              bk_catalogue_gpu_get_currency (gpu), currency);
    }
}

/**
 * bk_generations_use:
 * @profile: the profile
 * @catalogue: the catalogue
 * @rates: (nullable): the exchange rates
 * @gpu: the GPU to switch to
 * @keep_work: rescale the GPU counts so that the new GPU does the same work (B, P and a chosen
 *   hybrid pool become ⌈· / t⌉); otherwise they stay as they are
 * @error: (nullable): where a missing exchange rate is reported
 *
 * Switches @profile to @gpu with its catalogue figures and its cheapest on-demand offer (a rent
 * of 0 without one, docs/model.md#no-rent-price), as one change: one recomputation, one undo
 * step. Nothing changes when an amount cannot be converted.
 *
 * Returns: whether the profile was switched
 */
gboolean
bk_generations_use (BkProfile       *profile,
                    BkCatalogue     *catalogue,
                    BkExchangeRates *rates,
                    BkCatalogueGpu  *gpu,
                    gboolean         keep_work,
                    GError         **error)
{
  g_autoptr(BkProfile) edited = NULL;
  g_autoptr(BkCatalogueRent) offer = NULL;
  BkWorkload *workload;
  const char *currency;
  double rent = 0, relative = 0;

  g_return_val_if_fail (BK_IS_PROFILE (profile), FALSE);
  g_return_val_if_fail (BK_IS_CATALOGUE (catalogue), FALSE);
  g_return_val_if_fail (BK_IS_CATALOGUE_GPU (gpu), FALSE);

  edited = bk_profile_copy (profile);
  workload = bk_profile_get_workload (edited);
  currency = bk_pricing_get_currency (bk_profile_get_pricing (edited));

  if (keep_work)
    relative = bk_generations_relative (catalogue, bk_workload_get_work_kind (workload),
                                        bk_hardware_get_name (bk_profile_get_hardware (edited)),
                                        bk_catalogue_gpu_get_name (gpu));

  if (!bk_catalogue_gpu_apply_converted (gpu, bk_profile_get_hardware (edited), rates, currency,
                                         NULL, NULL, error))
    return FALSE;

  offer = cheapest_offer (catalogue, rates, gpu, currency, &rent);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (edited), offer != NULL ? rent : 0);
  /* The old GPU's committed and spot prices are no prices of the new one. */
  bk_profile_clear_rental_terms (edited);

  if (relative > 0)
    {
      int hybrid = bk_workload_get_hybrid_owned_gpus (workload);

      bk_workload_set_gpus (workload, bk_generations_scale_gpus (bk_workload_get_gpus (workload),
                                                                 relative));
      bk_workload_set_burst_gpus (workload,
                                  bk_generations_scale_gpus (bk_workload_get_burst_gpus (workload),
                                                             relative));
      if (hybrid >= 0)
        bk_workload_set_hybrid_owned_gpus (workload,
                                           (int) bk_generations_scale_gpus ((guint) hybrid,
                                                                            relative));
    }

  bk_profile_assign (profile, edited);
  return TRUE;
}
