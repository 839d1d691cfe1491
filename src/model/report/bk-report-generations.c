/* bk-report-generations.c: "breakeven --report FILE --generations": the profile's work on every
 * catalogue GPU with a throughput figure, as text, JSON or CSV (docs/report.md)
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-report"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-csv.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-generations.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-json.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-report.h"
#include "bk-types.h"
#include "bk-words.h"

static const char * const option_ids[BK_N_OPTIONS] = { "rent", "buy", "hybrid" };

static const char *
kind_id (BkWorkKind kind)
{
  return kind == BK_WORK_KIND_INFERENCE ? "inference" : "training";
}

static const char *
status_message (BkGenerationsStatus status)
{
  switch (status)
    {
    case BK_GENERATIONS_UNKNOWN_GPU:
      return _("The profile’s GPU is not in the catalogue: there is no published throughput to "
               "compare it with.");
    case BK_GENERATIONS_NO_FIGURE:
      return _("The catalogue has no published throughput of the profile’s GPU for its kind of "
               "work: nothing is compared, and no figure is guessed.");
    case BK_GENERATIONS_NO_DEMAND:
      return _("The profile needs no GPUs in any month: there is no work to compare.");
    case BK_GENERATIONS_OK:
    default:
      return NULL;
    }
}

/**
 * bk_report_generations_status_message:
 *
 * Returns: (nullable): why @status compares nothing, %NULL when there is a table
 */
const char *
bk_report_generations_status_message (BkGenerationsStatus status)
{
  return status_message (status);
}

/**
 * bk_report_dup_generations_head:
 *
 * Returns: (transfer full): the sentence above the generations table: whose work, of which
 *   kind, how many GPU-hours of which GPU over how long
 */
char *
bk_report_dup_generations_head (BkProfile     *profile,
                                BkGenerations *generations)
{
  g_autofree char *work = bk_format_number (bk_generations_get_work (generations), 0);
  g_autofree char *months = bk_format_months (bk_generations_get_horizon (generations));

  /* Translators: the head of the generations report: "GPU generations: the work of “Team A”
   * (training), 126,144 GPU-hours of the NVIDIA A100 80GB SXM over 36 months" */
  return g_strdup_printf (_("GPU generations: the work of “%s” (%s), %s GPU-hours of the %s "
                            "over %s"),
                          bk_profile_get_name (profile),
                          bk_generations_get_kind (generations) == BK_WORK_KIND_INFERENCE
                            ? _("inference") : _("training"),
                          work, bk_hardware_get_name (bk_profile_get_hardware (profile)), months);
}

/* Pads @text with spaces to @width characters (not bytes). */
static void
append_cell (GString    *out,
             const char *text,
             guint       width)
{
  glong length = g_utf8_strlen (text, -1);

  g_string_append (out, text);
  for (glong i = length; i < (glong) width + 2; i++)
    g_string_append_c (out, ' ');
}

static char *
render_text (BkProfile     *profile,
             BkCatalogue   *catalogue,
             BkGenerations *generations)
{
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  const guint n_columns = 9;
  guint widths[9] = { 0 };
  const char *message = status_message (bk_generations_get_status (generations));
  guint n;

  g_autofree char *head = bk_report_dup_generations_head (profile, generations);

  g_string_append_printf (out, "%s\n\n", head);

  if (message != NULL)
    {
      g_string_append_printf (out, "%s\n", message);
      return g_string_free (g_steal_pointer (&out), FALSE);
    }

  g_ptr_array_add (cells, g_strdup (_("GPU")));
  g_ptr_array_add (cells, g_strdup (_("Throughput")));
  g_ptr_array_add (cells, g_strdup (_("GPUs")));
  g_ptr_array_add (cells, g_strdup (C_("option", "Rent")));
  g_ptr_array_add (cells, g_strdup (C_("option", "Buy")));
  g_ptr_array_add (cells, g_strdup (C_("option", "Hybrid")));
  g_ptr_array_add (cells, g_strdup (_("Cheapest")));
  g_ptr_array_add (cells, g_strdup (_("Per GPU-hour of work")));
  g_ptr_array_add (cells, g_strdup (_("Break-even")));

  n = bk_generations_get_n_rows (generations);
  for (guint i = 0; i < n; i++)
    {
      const BkGenerationRow *row = bk_generations_get_row (generations, i);
      g_autofree char *relative = bk_format_number (row->relative, 2);

      g_ptr_array_add (cells, row->current
                              /* Translators: the profile's own GPU in the generations table. */
                              ? g_strdup_printf (_("%s (this profile)"),
                                                 bk_catalogue_gpu_get_name (row->gpu))
                              : g_strdup (bk_catalogue_gpu_get_name (row->gpu)));
      g_ptr_array_add (cells, g_strdup_printf ("%s×", relative));
      g_ptr_array_add (cells, bk_format_count (row->gpus));
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        g_ptr_array_add (cells, o == BK_OPTION_HYBRID && !row->hybrid_distinct
                                ? g_strdup ("—") : bk_format_money (row->tco[o], currency, -1));
      g_ptr_array_add (cells, g_strdup (bk_option_get_label (row->cheapest)));
      g_ptr_array_add (cells, bk_format_money (row->per_work, currency, 2));
      g_ptr_array_add (cells, row->break_even < 0
                              ? g_strdup (_("never"))
                              /* Translators: a break-even month in the generations table. */
                              : g_strdup_printf (_("month %d"), row->break_even));
    }

  for (guint c = 0; c < cells->len; c++)
    widths[c % n_columns] = MAX (widths[c % n_columns],
                                 (guint) g_utf8_strlen (cells->pdata[c], -1));
  for (guint c = 0; c < cells->len; c++)
    {
      if (c % n_columns == n_columns - 1)
        g_string_append_printf (out, "%s\n", (char *) cells->pdata[c]);
      else
        append_cell (out, cells->pdata[c], widths[c % n_columns]);
    }

  g_string_append_printf (out, "\n%s\n", _("When to buy, and where the figures come from:"));
  for (guint i = 0; i < n; i++)
    {
      const BkGenerationRow *row = bk_generations_get_row (generations, i);
      const char *source = NULL, *as_of = NULL;
      g_autofree char *strategy = bk_strategy_describe (&row->strategy);

      bk_catalogue_gpu_get_throughput (row->gpu, bk_generations_get_kind (generations), NULL, NULL,
                                       &source, &as_of);
      g_string_append_printf (out, "- %s: %s. %s (%s)\n", bk_catalogue_gpu_get_name (row->gpu),
                              strategy, bk_i18n_catalogue_source (source), as_of);
    }

  if (bk_generations_get_n_left_out (generations) > 0)
    g_string_append_printf (out, "\n%s\n", _("Not compared:"));
  for (guint i = 0; i < bk_generations_get_n_left_out (generations); i++)
    {
      g_autofree char *why = bk_generations_dup_left_out_reason (generations, i, catalogue,
                                                                 currency);

      g_string_append_printf (out, "- %s: %s.\n",
                              bk_catalogue_gpu_get_name (bk_generations_get_left_out (generations,
                                                                                      i, NULL)),
                              why);
    }

  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
render_json (BkProfile     *profile,
             BkGenerations *generations)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  BkGenerationsStatus status = bk_generations_get_status (generations);
  static const char * const statuses[] = { "ok", "unknown-gpu", "no-figure", "no-demand" };

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "profile");
  json_builder_add_string_value (builder, bk_profile_get_name (profile));
  json_builder_set_member_name (builder, "gpu");
  json_builder_add_string_value (builder, bk_hardware_get_name (bk_profile_get_hardware (profile)));
  json_builder_set_member_name (builder, "work_kind");
  json_builder_add_string_value (builder, kind_id (bk_generations_get_kind (generations)));
  json_builder_set_member_name (builder, "work_gpu_hours");
  json_builder_add_double_value (builder, bk_generations_get_work (generations));
  json_builder_set_member_name (builder, "horizon_months");
  json_builder_add_int_value (builder, bk_generations_get_horizon (generations));
  json_builder_set_member_name (builder, "currency");
  json_builder_add_string_value (builder, bk_pricing_get_currency (bk_profile_get_pricing (profile)));
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder, statuses[status]);
  json_builder_set_member_name (builder, "gpus");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bk_generations_get_n_rows (generations); i++)
    {
      const BkGenerationRow *row = bk_generations_get_row (generations, i);
      BkWorkKind kind = bk_generations_get_kind (generations);
      const char *basis = NULL, *source = NULL, *as_of = NULL;

      bk_catalogue_gpu_get_throughput (row->gpu, kind, NULL, &basis, &source, &as_of);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, bk_catalogue_gpu_get_id (row->gpu));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, bk_catalogue_gpu_get_name (row->gpu));
      json_builder_set_member_name (builder, "current");
      json_builder_add_boolean_value (builder, row->current);
      json_builder_set_member_name (builder, "relative_throughput");
      json_builder_add_double_value (builder, row->relative);
      json_builder_set_member_name (builder, "gpus");
      json_builder_add_int_value (builder, row->gpus);
      json_builder_set_member_name (builder, "rent_per_gpu_hour");
      json_builder_add_double_value (builder, row->rent_per_gpu_hour);
      json_builder_set_member_name (builder, "tco");
      json_builder_begin_object (builder);
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        {
          json_builder_set_member_name (builder, option_ids[o]);
          if (o == BK_OPTION_HYBRID && !row->hybrid_distinct)
            json_builder_add_null_value (builder);
          else
            json_builder_add_double_value (builder, row->tco[o]);
        }
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "cheapest");
      json_builder_add_string_value (builder, option_ids[row->cheapest]);
      json_builder_set_member_name (builder, "cheapest_tco");
      json_builder_add_double_value (builder, row->cheapest_tco);
      json_builder_set_member_name (builder, "per_gpu_hour_of_work");
      json_builder_add_double_value (builder, row->per_work);
      json_builder_set_member_name (builder, "break_even_month");
      if (row->break_even < 0)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, row->break_even);
      json_builder_set_member_name (builder, "strategy");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "first_gpus");
      json_builder_add_int_value (builder, row->strategy.first_gpus);
      json_builder_set_member_name (builder, "final_gpus");
      json_builder_add_int_value (builder, row->strategy.final_gpus);
      json_builder_set_member_name (builder, "month");
      json_builder_add_int_value (builder, row->strategy.month);
      json_builder_set_member_name (builder, "tco");
      json_builder_add_double_value (builder, row->strategy.tco);
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "throughput");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "basis");
      json_builder_add_string_value (builder, basis);
      json_builder_set_member_name (builder, "source");
      json_builder_add_string_value (builder, source);
      json_builder_set_member_name (builder, "as_of");
      json_builder_add_string_value (builder, as_of);
      json_builder_set_member_name (builder, "pairs");
      json_builder_begin_array (builder);
      for (guint p = 0; p < bk_catalogue_gpu_get_n_pairs (row->gpu, kind); p++)
        {
          const BkThroughputPair *pair = bk_catalogue_gpu_get_pair (row->gpu, kind, p);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "round");
          json_builder_add_string_value (builder, pair->round);
          json_builder_set_member_name (builder, "benchmark");
          json_builder_add_string_value (builder, pair->benchmark);
          json_builder_set_member_name (builder, "gpus");
          json_builder_add_int_value (builder, pair->gpus);
          json_builder_set_member_name (builder, "system");
          json_builder_add_string_value (builder, pair->system);
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, pair->result);
          json_builder_set_member_name (builder, "against");
          json_builder_add_string_value (builder, pair->against);
          json_builder_set_member_name (builder, "against_system");
          json_builder_add_string_value (builder, pair->against_system);
          json_builder_set_member_name (builder, "against_result");
          json_builder_add_string_value (builder, pair->against_result);
          json_builder_set_member_name (builder, "ratio");
          json_builder_add_double_value (builder, pair->ratio);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "left_out");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bk_generations_get_n_left_out (generations); i++)
    {
      BkGenerationsLeftOut reason;
      BkCatalogueGpu *gpu = bk_generations_get_left_out (generations, i, &reason);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, bk_catalogue_gpu_get_id (gpu));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, bk_catalogue_gpu_get_name (gpu));
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, bk_generations_left_out_id (reason));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  data = bk_json_to_data (root, NULL);

  return g_strconcat (data, "\n", NULL);
}

static char *
render_csv (BkGenerations *generations)
{
  g_autoptr(BkCsv) csv = bk_csv_new ();
  static const char * const head[] = {
    "gpu", "current", "relative_throughput", "gpus", "rent_tco", "buy_tco", "hybrid_tco",
    "cheapest", "cheapest_tco", "per_gpu_hour_of_work", "break_even_month", "basis", "as_of",
    "source",
  };

  for (guint c = 0; c < G_N_ELEMENTS (head); c++)
    bk_csv_add_text (csv, head[c]);
  bk_csv_end_row (csv);

  for (guint i = 0; i < bk_generations_get_n_rows (generations); i++)
    {
      const BkGenerationRow *row = bk_generations_get_row (generations, i);
      const char *basis = NULL, *source = NULL, *as_of = NULL;

      bk_catalogue_gpu_get_throughput (row->gpu, bk_generations_get_kind (generations), NULL,
                                       &basis, &source, &as_of);
      bk_csv_add_text (csv, bk_catalogue_gpu_get_name (row->gpu));
      bk_csv_add_text (csv, row->current ? "true" : "false");
      bk_csv_add_double (csv, row->relative);
      bk_csv_add_uint (csv, row->gpus);
      for (guint o = 0; o < BK_N_OPTIONS; o++)
        {
          if (o == BK_OPTION_HYBRID && !row->hybrid_distinct)
            bk_csv_add_text (csv, "");
          else
            bk_csv_add_amount (csv, row->tco[o]);
        }
      bk_csv_add_text (csv, option_ids[row->cheapest]);
      bk_csv_add_amount (csv, row->cheapest_tco);
      bk_csv_add_double (csv, row->per_work);
      if (row->break_even < 0)
        bk_csv_add_text (csv, "");
      else
        bk_csv_add_uint (csv, (guint) row->break_even);
      bk_csv_add_text (csv, basis);
      bk_csv_add_text (csv, as_of);
      bk_csv_add_text (csv, source);
      bk_csv_end_row (csv);
    }

  return bk_csv_free_to_string (g_steal_pointer (&csv));
}

/**
 * bk_report_render_generations:
 * @profile: the profile
 * @catalogue: the catalogue with the throughput figures and prices
 * @rates: (nullable): the exchange rates
 * @format: text, JSON or CSV
 *
 * Returns: (transfer full): docs/model.md#gpu-generations for @profile in @format
 */
char *
bk_report_render_generations (BkProfile       *profile,
                              BkCatalogue     *catalogue,
                              BkExchangeRates *rates,
                              BkReportFormat   format)
{
  g_autoptr(BkGenerations) generations = bk_generations_new (profile, catalogue, rates);

  switch (format)
    {
    case BK_REPORT_FORMAT_JSON:
      return render_json (profile, generations);
    case BK_REPORT_FORMAT_CSV:
      return render_csv (generations);
    case BK_REPORT_FORMAT_TEXT:
    case BK_REPORT_FORMAT_PDF:
    default:
      return render_text (profile, catalogue, generations);
    }
}
