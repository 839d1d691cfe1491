/* bk-comparison-csv.c: the comparison as CSV, for spreadsheets and scripts
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-comparison"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-analysis.h"
#include "bk-comparison-private.h"
#include "bk-csv.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-workload.h"

/* The lines of the CSV file, each with a stable key for scripts and a title for people. */
typedef enum
{
  CSV_CURRENCY,
  CSV_GPU_MODEL,
  CSV_GPU_MEMORY,
  CSV_BASE_GPUS,
  CSV_UTILISATION,
  CSV_PEAK_GPUS,
  CSV_PEAK_DAYS,
  CSV_PEAK_INTERVAL,
  CSV_PURCHASE_PRICE,
  CSV_SERVER_SHARE,
  CSV_RENT_PER_HOUR,
  CSV_ELECTRICITY,
  CSV_HORIZON,
  CSV_COMPLIANCE,
  CSV_KNOW_HOW,
  CSV_VERDICT,
  CSV_TCO_RENT,
  CSV_TCO_BUY,
  CSV_BUY_OWNED,
  CSV_TCO_HYBRID,
  CSV_HYBRID_OWNED,
  CSV_BREAK_EVEN,
  CSV_OPTIMAL_OWNED,
  CSV_OPTIMAL_TCO,
  CSV_STRATEGY_FIRST,
  CSV_STRATEGY_FINAL,
  CSV_STRATEGY_MONTH,
  CSV_STRATEGY_TCO,
  CSV_AGREEING,
  CSV_ANSWERS,
  /* Written only when a profile has rental terms. */
  CSV_RENT_COMMITTED_GPUS,
  CSV_RENT_SPOT_SHARE,
  CSV_HYBRID_COMMITTED_GPUS,
  CSV_HYBRID_SPOT_SHARE,
  N_CSV_LINES
} CsvLine;

#define CSV_FIRST_TERMS_LINE CSV_RENT_COMMITTED_GPUS

static const struct
{
  const char *key;
  const char *title;
} csv_lines[N_CSV_LINES] = {
  [CSV_CURRENCY] = { "currency", N_("Currency") },
  [CSV_GPU_MODEL] = { "gpu_model", N_("GPU model") },
  [CSV_GPU_MEMORY] = { "gpu_memory_gb", N_("GPU memory in GB") },
  [CSV_BASE_GPUS] = { "base_gpus", N_("Base demand in GPUs") },
  [CSV_UTILISATION] = { "utilisation_percent", N_("Utilisation in percent") },
  [CSV_PEAK_GPUS] = { "peak_gpus", N_("Extra GPUs at a peak") },
  [CSV_PEAK_DAYS] = { "peak_days", N_("Days a peak lasts") },
  [CSV_PEAK_INTERVAL] = { "peak_interval_days", N_("Days from one peak to the next") },
  [CSV_PURCHASE_PRICE] = { "purchase_price_per_gpu", N_("Purchase price per GPU") },
  [CSV_SERVER_SHARE] = { "server_share_per_gpu", N_("Server share per GPU") },
  [CSV_RENT_PER_HOUR] = { "rent_per_gpu_hour", N_("Rent per GPU-hour") },
  [CSV_ELECTRICITY] = { "electricity_per_kwh", N_("Electricity per kWh") },
  [CSV_HORIZON] = { "horizon_months", N_("Horizon in months") },
  [CSV_COMPLIANCE] = { "compliance_on_prem", N_("Data must stay on the premises") },
  [CSV_KNOW_HOW] = { "hardware_know_how", N_("Hardware know-how in the team") },
  [CSV_VERDICT] = { "verdict", N_("Verdict") },
  [CSV_TCO_RENT] = { "tco_rent", N_("Total cost, renting") },
  [CSV_TCO_BUY] = { "tco_buy", N_("Total cost, buying") },
  [CSV_BUY_OWNED] = { "buy_owned_gpus", N_("Own GPUs when buying") },
  [CSV_TCO_HYBRID] = { "tco_hybrid", N_("Total cost, hybrid") },
  [CSV_HYBRID_OWNED] = { "hybrid_owned_gpus", N_("Own GPUs in the hybrid") },
  [CSV_BREAK_EVEN] = { "break_even_month", N_("Month buying breaks even") },
  [CSV_OPTIMAL_OWNED] = { "optimal_owned_gpus", N_("Cheapest pool size") },
  [CSV_OPTIMAL_TCO] = { "optimal_tco", N_("Total cost of the cheapest pool") },
  [CSV_STRATEGY_FIRST] = { "strategy_first_gpus", N_("Best timing: own GPUs from the start") },
  [CSV_STRATEGY_FINAL] = { "strategy_final_gpus", N_("Best timing: own GPUs in the end") },
  [CSV_STRATEGY_MONTH] = { "strategy_buy_month", N_("Best timing: month of the purchase") },
  [CSV_STRATEGY_TCO] = { "strategy_tco", N_("Best timing: total cost") },
  [CSV_AGREEING] = { "agreeing_answers", N_("Checklist answers that agree") },
  [CSV_ANSWERS] = { "checklist_answers", N_("Checklist answers") },
  [CSV_RENT_COMMITTED_GPUS] = { "rent_committed_gpus", N_("Committed GPUs when renting") },
  [CSV_RENT_SPOT_SHARE] = { "rent_spot_share", N_("Share of the rented GPU-hours on spot") },
  [CSV_HYBRID_COMMITTED_GPUS] = { "hybrid_committed_gpus", N_("Committed GPUs in the hybrid") },
  [CSV_HYBRID_SPOT_SHARE] = { "hybrid_spot_share",
                              N_("Share of the hybrid’s rented GPU-hours on spot") },
};

/* CSV: values in the C locale for spreadsheets and scripts: the inputs exactly as the profile
 * holds them, amounts to the cent, booleans as true/false and the verdicts' machine names. */
static char *
csv_bool (gboolean value)
{
  return g_strdup (value ? "true" : "false");
}

/**
 * bk_comparison_csv_column:
 * @profile: a profile of the comparison
 * @analysis: its analysis, its best strategy in time searched
 *
 * Returns: (transfer full): the profile's column of the CSV, one field for each line, as the
 *   comparison keeps them when it is made
 */
GStrv
bk_comparison_csv_column (BkProfile  *profile,
                          BkAnalysis *analysis)
{
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  int break_even = bk_analysis_get_break_even_month (analysis);
  char **column = g_new0 (char *, N_CSV_LINES + 1);
  char **fields[N_CSV_LINES];

  for (guint l = 0; l < N_CSV_LINES; l++)
    fields[l] = &column[l];

  *fields[CSV_CURRENCY] = g_strdup (bk_pricing_get_currency (pricing));
  *fields[CSV_GPU_MODEL] = g_strdup (bk_hardware_get_name (hardware));
  *fields[CSV_GPU_MEMORY] = bk_csv_format_number (bk_hardware_get_vram_gb (hardware));
  *fields[CSV_BASE_GPUS] = bk_csv_format_number (bk_workload_get_gpus (workload));
  *fields[CSV_UTILISATION] = bk_csv_format_number (bk_workload_get_utilisation (workload));
  *fields[CSV_PEAK_GPUS] = bk_csv_format_number (bk_workload_get_burst_gpus (workload));
  *fields[CSV_PEAK_DAYS] = bk_csv_format_number (bk_workload_get_burst_days (workload));
  *fields[CSV_PEAK_INTERVAL] = bk_csv_format_number (bk_workload_get_burst_interval_days (workload));
  *fields[CSV_PURCHASE_PRICE] = bk_csv_format_amount (bk_hardware_get_purchase_price (hardware));
  *fields[CSV_SERVER_SHARE] = bk_csv_format_amount (bk_hardware_get_host_cost (hardware));
  *fields[CSV_RENT_PER_HOUR] = bk_csv_format_number (bk_pricing_get_rent_per_gpu_hour (pricing));
  *fields[CSV_ELECTRICITY] = bk_csv_format_number (bk_pricing_get_electricity_price (pricing));
  *fields[CSV_HORIZON] = bk_csv_format_number (bk_analysis_get_horizon (analysis));
  *fields[CSV_COMPLIANCE] = csv_bool (bk_workload_get_compliance_on_prem (workload));
  *fields[CSV_KNOW_HOW] = csv_bool (bk_workload_get_hardware_know_how (workload));
  *fields[CSV_VERDICT] = g_strdup (bk_verdict_to_string (bk_analysis_get_verdict (analysis)));
  *fields[CSV_TCO_RENT] = bk_csv_format_amount (bk_analysis_get_tco (analysis, BK_OPTION_RENT));
  *fields[CSV_TCO_BUY] = bk_csv_format_amount (bk_analysis_get_tco (analysis, BK_OPTION_BUY));
  *fields[CSV_BUY_OWNED] = bk_csv_format_number (bk_analysis_get_owned_gpus (analysis, BK_OPTION_BUY));
  *fields[CSV_TCO_HYBRID] = bk_csv_format_amount (bk_analysis_get_tco (analysis, BK_OPTION_HYBRID));
  *fields[CSV_HYBRID_OWNED] = bk_csv_format_number (bk_analysis_get_owned_gpus (analysis, BK_OPTION_HYBRID));
  /* Empty where buying does not break even within the horizon. */
  *fields[CSV_BREAK_EVEN] = break_even >= 1 ? bk_csv_format_number (break_even) : g_strdup ("");
  *fields[CSV_OPTIMAL_OWNED] = bk_csv_format_number (bk_analysis_get_optimal_owned_gpus (analysis));
  *fields[CSV_OPTIMAL_TCO] = bk_csv_format_amount (bk_analysis_get_optimal_tco (analysis));
  {
    const BkStrategy *strategy = bk_analysis_get_strategy (analysis);

    *fields[CSV_STRATEGY_FIRST] = bk_csv_format_number (strategy->first_gpus);
    *fields[CSV_STRATEGY_FINAL] = bk_csv_format_number (strategy->final_gpus);
    /* Empty when the best strategy buys nothing later. */
    *fields[CSV_STRATEGY_MONTH] = strategy->month > 0 ? bk_csv_format_number (strategy->month)
                                                      : g_strdup ("");
    *fields[CSV_STRATEGY_TCO] = bk_csv_format_amount (strategy->tco);
  }
  *fields[CSV_AGREEING] = bk_csv_format_number (bk_analysis_get_agreeing_leans (analysis));
  *fields[CSV_ANSWERS] = bk_csv_format_number (BK_N_CHECKLIST_ITEMS);
  *fields[CSV_RENT_COMMITTED_GPUS] =
    bk_csv_format_number (bk_analysis_get_mix (analysis, BK_OPTION_RENT)->committed_gpus);
  *fields[CSV_RENT_SPOT_SHARE] =
    bk_csv_format_number (bk_analysis_get_mix (analysis, BK_OPTION_RENT)->spot_share);
  *fields[CSV_HYBRID_COMMITTED_GPUS] =
    bk_csv_format_number (bk_analysis_get_mix (analysis, BK_OPTION_HYBRID)->committed_gpus);
  *fields[CSV_HYBRID_SPOT_SHARE] =
    bk_csv_format_number (bk_analysis_get_mix (analysis, BK_OPTION_HYBRID)->spot_share);

  /* Without any demand the verdict and the figures are left empty, as the report's JSON has
   * them null (docs/model.md#no-demand). */
  if (bk_analysis_get_no_demand (analysis))
    {
      for (guint l = CSV_VERDICT; l < N_CSV_LINES; l++)
        {
          if (l == CSV_ANSWERS)
            continue;
          g_free (*fields[l]);
          *fields[l] = g_strdup ("");
        }
    }

  for (guint l = 0; l < N_CSV_LINES; l++)
    g_assert (*fields[l] != NULL);

  return column;
}

/**
 * bk_comparison_to_csv:
 *
 * Writes a header ("key", "label" and the column titles) and one line per figure: a stable key,
 * a translated label and one field per profile, with numbers in the C locale, amounts to the
 * cent, booleans as true/false and the verdict as rent, buy, hybrid or buy-required. When a
 * profile has rental terms, four lines follow: the committed GPUs and the share of the rented
 * GPU-hours that runs on spot (0 to 1) of renting and of the hybrid.
 *
 * Returns: (transfer full): the CSV text, lines ending in "\n"
 */
char *
bk_comparison_to_csv (BkComparison *self)
{
  BkCsv *csv;
  guint n_profiles;

  g_return_val_if_fail (BK_IS_COMPARISON (self), NULL);

  n_profiles = bk_comparison_get_n_profiles (self);
  csv = bk_csv_new ();
  bk_csv_add_text (csv, "key");
  bk_csv_add_text (csv, "label");
  for (guint i = 0; i < n_profiles; i++)
    bk_csv_add_text (csv, bk_comparison_get_column_title (self, i));
  bk_csv_end_row (csv);

  for (CsvLine l = 0; l < N_CSV_LINES; l++)
    {
      if (l >= CSV_FIRST_TERMS_LINE && !bk_comparison_has_rental_terms (self))
        break;

      bk_csv_add_text (csv, csv_lines[l].key);
      bk_csv_add_text (csv, _(csv_lines[l].title));
      for (guint i = 0; i < n_profiles; i++)
        bk_csv_add_text (csv, _bk_comparison_get_csv_column (self, i)[l]);
      bk_csv_end_row (csv);
    }

  return bk_csv_free_to_string (csv);
}
