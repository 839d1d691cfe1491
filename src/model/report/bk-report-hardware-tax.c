/* bk-report-hardware-tax.c: the report on the hardware's resale, failures and spares, and tax
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-report"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-analysis.h"
#include "bk-engine-enums.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-report-private.h"
#include "bk-words.h"
#include "bk-model-enums.h"

static const BkOption all_options[] = { BK_OPTION_RENT, BK_OPTION_BUY, BK_OPTION_HYBRID };

/* One option's figures before tax, months 0..horizon. */
static void
add_months (JsonBuilder  *builder,
            const char   *name,
            const double *values,
            guint         horizon)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint m = 0; m <= horizon; m++)
    json_builder_add_double_value (builder, values[m]);
  json_builder_end_array (builder);
}

/* What owning really costs, in as many lines as it has terms that are not neutral. */
void
bk_report_append_hardware_tax (GString    *out,
                               BkProfile  *profile,
                               BkAnalysis *analysis,
                               const char *currency)
{
  BkHardware *hardware = bk_profile_get_hardware (profile);
  guint spares = bk_hardware_get_spare_gpus (hardware);
  g_autofree char *lost = NULL;
  gboolean any = FALSE;

  if (bk_hardware_get_resale_discount (hardware) > 0)
    {
      g_autofree char *discount = bk_format_percent (bk_hardware_get_resale_discount (hardware), -1);

      /* Translators: %s is a percentage such as "20%". */
      g_string_append_printf (out, _("Resale at a used-market discount of %s from the day of "
                                     "purchase, on top of the value lost each year."), discount);
      g_string_append_c (out, '\n');
      any = TRUE;
    }

  lost = bk_analysis_describe_lost_hours (analysis);
  if (lost != NULL)
    {
      g_string_append_printf (out, "%s\n", lost);
      any = TRUE;
    }

  if (spares > 0)
    {
      g_string_append_printf (out, ngettext ("Every pool of own GPUs includes %u spare GPU.",
                                             "Every pool of own GPUs includes %u spare GPUs.",
                                             spares),
                              spares);
      g_string_append_c (out, '\n');
      any = TRUE;
    }

  if (bk_analysis_get_after_tax (analysis))
    {
      BkAnalysis *before = bk_analysis_get_before_tax (analysis);
      g_autofree char *rule = bk_pricing_describe_tax (bk_profile_get_pricing (profile));
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
        {
          g_autofree char *amount = bk_format_money (bk_analysis_get_tco (before, all_options[i]),
                                                     currency, -1);

          g_string_append_printf (list, "%s%s %s", i > 0 ? ", " : "",
                                  bk_option_get_label (all_options[i]), amount);
        }
      g_string_append_printf (out, "%s\n", rule);
      /* Translators: %s is a list such as "Rent €38,954, Buy €175,664, Hybrid €38,954". */
      g_string_append_printf (out, _("Before tax: %s."), list->str);
      g_string_append_c (out, '\n');
      any = TRUE;
    }

  if (any)
    g_string_append_c (out, '\n');
}

/* The used-market discount, lost hours, spares and tax; "tax" is null when it is off. */
void
bk_report_add_hardware_tax (JsonBuilder *builder,
                            BkProfile   *profile,
                            BkAnalysis  *analysis)
{
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  guint horizon = bk_analysis_get_horizon (analysis);

  json_builder_set_member_name (builder, "resale_discount");
  json_builder_add_double_value (builder, bk_hardware_get_resale_discount (hardware));
  json_builder_set_member_name (builder, "spare_gpus");
  json_builder_add_int_value (builder, bk_hardware_get_spare_gpus (hardware));
  json_builder_set_member_name (builder, "lost_hours_rented");
  json_builder_add_boolean_value (builder, bk_analysis_get_lost_hours_rented (analysis));

  json_builder_set_member_name (builder, "tax");
  if (!bk_analysis_get_after_tax (analysis))
    {
      json_builder_add_null_value (builder);
      return;
    }

  {
    g_autoptr(GEnumClass) methods = g_type_class_ref (BK_TYPE_DEPRECIATION);
    g_autofree char *rule = bk_pricing_describe_tax (pricing);
    BkAnalysis *before = bk_analysis_get_before_tax (analysis);

    json_builder_begin_object (builder);
    json_builder_set_member_name (builder, "rate");
    json_builder_add_double_value (builder, bk_pricing_get_tax_rate (pricing));
    json_builder_set_member_name (builder, "depreciation");
    json_builder_add_string_value (builder,
                                   g_enum_get_value (methods, bk_pricing_get_depreciation (pricing))->value_nick);
    json_builder_set_member_name (builder, "depreciation_years");
    json_builder_add_int_value (builder, bk_pricing_get_depreciation_years (pricing));
    json_builder_set_member_name (builder, "declining_rate");
    json_builder_add_double_value (builder, bk_pricing_get_declining_rate (pricing));
    json_builder_set_member_name (builder, "rule");
    json_builder_add_string_value (builder, rule);
    json_builder_set_member_name (builder, "break_even_month_before_tax");
    if (bk_analysis_get_break_even_month (before) >= 1)
      json_builder_add_int_value (builder, bk_analysis_get_break_even_month (before));
    else
      json_builder_add_null_value (builder);
    json_builder_set_member_name (builder, "before_tax");
    json_builder_begin_object (builder);
    for (guint i = 0; i < G_N_ELEMENTS (all_options); i++)
      {
        json_builder_set_member_name (builder, bk_option_to_string (all_options[i]));
        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "tco");
        json_builder_add_double_value (builder, bk_analysis_get_tco (before, all_options[i]));
        add_months (builder, "cash", bk_analysis_get_cash (before, all_options[i]), horizon);
        add_months (builder, "net", bk_analysis_get_net (before, all_options[i]), horizon);
        json_builder_end_object (builder);
      }
    json_builder_end_object (builder);
    json_builder_end_object (builder);
  }
}
