/* bk-generations-dialog.c: the profile's work on every GPU generation, side by side
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#gpu-generations: every catalogue GPU with a throughput figure for the profile's
 * kind of work, doing the profile's work, cheapest first. Each row opens to its options, its
 * break-even and its best month to buy, the throughput figure's source and date, and "Use This
 * GPU", which switches the profile in one undoable change. A chart below draws the cumulative
 * cost of the cheapest option on the cheapest GPUs (at most BK_GENERATIONS_CHART_GPUS).
 */

#define G_LOG_DOMAIN "bk-generations-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>

#include "bk-accessible.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-chart-series.h"
#include "bk-chart.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-generations-dialog.h"
#include "bk-generations.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-types.h"
#include "bk-words.h"
#include "bk-workload.h"

struct _BkGenerationsDialog
{
  AdwDialog        parent_instance;

  BkProfile       *profile;
  BkCatalogue     *catalogue;   /* the current one when it opened, with the team's price list */
  GSettings       *settings;    /* for the exchange rates set in Preferences */
  gulong           changed_id;
  BkGenerations   *generations;

  AdwToastOverlay *toasts;
  AdwComboRow     *kind_row;
  GtkBox          *rows_box;
  GtkWidget       *current_row;  /* the row of the profile's own GPU, in rows_box */
  guint            refocus_id;
  gboolean         syncing;
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_SETTINGS,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkGenerationsDialog, bk_generations_dialog, ADW_TYPE_DIALOG)

static GParamSpec *properties[N_PROPS];

#define BK_GENERATIONS_CHART_GPUS 3

static void rebuild (BkGenerationsDialog *self);

static const char *
profile_currency (BkGenerationsDialog *self)
{
  return bk_pricing_get_currency (bk_profile_get_pricing (self->profile));
}

/* A row of a figure: a title and its value as the subtitle, which screen readers read with it.
 * Not selectable: a selectable label is a Tab stop, and Tab would stop at every figure. */
static GtkWidget *
figure_row (const char *title,
            const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), value);
  gtk_widget_add_css_class (row, "property");

  return row;
}

/* What a GPU's throughput figure rests on, with its date marked when old: "MLPerf Training
 * v4.1, llama2_70b_lora, 8 GPUs in each system (November 2024, over six months ago)". */
static char *
describe_figure (BkCatalogue    *catalogue,
                 BkCatalogueGpu *gpu,
                 BkWorkKind      kind,
                 GDateTime      *now)
{
  const char *basis = NULL, *as_of = NULL;
  g_autofree char *date = NULL;

  if (!bk_catalogue_gpu_get_throughput (gpu, kind, NULL, &basis, NULL, &as_of))
    return g_strdup ("");
  date = bk_catalogue_dup_as_of_text (as_of, now);

  if (g_strcmp0 (basis, BK_THROUGHPUT_BASIS_REFERENCE) == 0)
    /* Translators: "the reference GPU (November 2025, over six months ago)" */
    return g_strdup_printf (_("the reference GPU (%s)"), date);

  if (bk_catalogue_gpu_get_n_pairs (gpu, kind) == 1)
    {
      const BkThroughputPair *pair = bk_catalogue_gpu_get_pair (gpu, kind, 0);

      /* Translators: an MLPerf pair: the round, the benchmark as MLPerf names it, the GPUs in
       * each of the two systems and the date, "MLPerf Training v4.1, llama2_70b_lora, 8 GPUs
       * in each system (November 2024)". */
      return g_strdup_printf (ngettext ("%s, %s, %u GPU in each system (%s)",
                                        "%s, %s, %u GPUs in each system (%s)", pair->gpus),
                              pair->round, pair->benchmark, pair->gpus, date);
    }

  if (bk_catalogue_gpu_get_n_pairs (gpu, kind) == 2)
    {
      const BkThroughputPair *first = bk_catalogue_gpu_get_pair (gpu, kind, 0);
      const BkThroughputPair *second = bk_catalogue_gpu_get_pair (gpu, kind, 1);
      BkCatalogueGpu *via = catalogue != NULL ? bk_catalogue_find_gpu (catalogue, first->against)
                                              : NULL;

      /* Translators: a chain of two MLPerf pairs: the two rounds, the benchmark, the GPU both
       * rounds have, and the date, "MLPerf Training v5.1 and MLPerf Training v4.1,
       * llama2_70b_lora, chained through the NVIDIA H200 SXM (November 2024)". */
      return g_strdup_printf (_("%s and %s, %s, chained through the %s (%s)"), first->round,
                              second->round, first->benchmark,
                              via != NULL ? bk_catalogue_gpu_get_name (via) : first->against,
                              date);
    }

  /* Translators: a figure of an older catalogue file that names no MLPerf pair, "MLPerf
   * result (August 2024)". */
  return g_strdup_printf (_("MLPerf result (%s)"), date);
}

/* The throughput figure's row, with its source one click away in a popover. */
static GtkWidget *
throughput_row (BkGenerationsDialog   *self,
                const BkGenerationRow *row)
{
  BkWorkKind kind = bk_generations_get_kind (self->generations);
  BkCatalogueGpu *own = bk_catalogue_find_gpu_by_name (self->catalogue,
                                                       bk_hardware_get_name (bk_profile_get_hardware (self->profile)));
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  const char *source = NULL, *own_source = NULL;
  g_autofree char *relative = bk_format_number (row->relative, 2);
  g_autofree char *figure = describe_figure (self->catalogue, row->gpu, kind, now);
  g_autofree char *subtitle = NULL;
  g_autofree char *button_name = NULL;
  g_autofree char *sources = NULL;
  GtkWidget *action_row, *button, *popover, *label;

  bk_catalogue_gpu_get_throughput (row->gpu, kind, NULL, NULL, &source, NULL);
  if (own != NULL && own != row->gpu
      && bk_catalogue_gpu_get_throughput (own, kind, NULL, NULL, &own_source, NULL))
    {
      g_autofree char *own_figure = describe_figure (self->catalogue, own, kind, now);

      /* Translators: "2.16 × the work of this profile's GPU, per GPU. This GPU: MLPerf
       * Training v4.1, llama2_70b_lora, 8 GPUs in each system (November 2024). This
       * profile's: the reference GPU (November 2025)." */
      subtitle = g_strdup_printf (_("%s × the work of this profile’s GPU, per GPU. This GPU: %s. "
                                    "This profile’s: %s."),
                                  relative, figure, own_figure);
      sources = g_strdup_printf ("%s: %s\n\n%s: %s", bk_catalogue_gpu_get_name (row->gpu),
                                 bk_i18n_catalogue_source (source), bk_catalogue_gpu_get_name (own),
                                 bk_i18n_catalogue_source (own_source));
    }
  else
    {
      /* Translators: "1 × the work of this profile's GPU, per GPU: the reference GPU (November
       * 2025)." */
      subtitle = g_strdup_printf (_("%s × the work of this profile’s GPU, per GPU: %s."),
                                  relative, figure);
      sources = g_strdup_printf ("%s: %s", bk_catalogue_gpu_get_name (row->gpu),
                                 bk_i18n_catalogue_source (source));
    }
  action_row = figure_row (_("Relative throughput"), subtitle);

  label = gtk_label_new (sources);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), label);

  button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "help-about-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  /* Translators: the button that shows where a GPU's throughput figure comes from. */
  button_name = g_strdup_printf (_("Source of the throughput figure of the %s"),
                                 bk_catalogue_gpu_get_name (row->gpu));
  gtk_widget_set_tooltip_text (button, button_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  button_name, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (action_row), button);

  return action_row;
}

static void
use_clicked_cb (GtkButton           *button,
                BkGenerationsDialog *self)
{
  BkCatalogueGpu *gpu = g_object_get_data (G_OBJECT (button), "bk-gpu");
  g_autoptr(BkExchangeRates) rates = bk_exchange_rates_dup_with_settings (self->settings);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup (bk_catalogue_gpu_get_name (gpu));
  g_autofree char *message = NULL;
  AdwToast *toast;

  if (!bk_generations_use (self->profile, self->catalogue, rates, gpu, TRUE, &error))
    {
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
      return;
    }

  /* Translators: after "Use This GPU": "Now the NVIDIA B200, 2 GPUs for the same work. Ctrl+Z
   * undoes it." */
  message = g_strdup_printf (ngettext ("Now the %s, %u GPU for the same work. Ctrl+Z undoes it.",
                                       "Now the %s, %u GPUs for the same work. Ctrl+Z undoes it.",
                                       bk_workload_get_gpus (bk_profile_get_workload (self->profile))),
                             name, bk_workload_get_gpus (bk_profile_get_workload (self->profile)));
  toast = adw_toast_new (message);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static char *
describe_break_even (int month)
{
  if (month < 0)
    return g_strdup (_("Buying never breaks even within the horizon"));

  /* Translators: "Buying breaks even in month 14" */
  return g_strdup_printf (_("Buying breaks even in month %d"), month);
}

static GtkWidget *
gpu_row (BkGenerationsDialog   *self,
         const BkGenerationRow *row,
         guint                  rank)
{
  const char *currency = profile_currency (self);
  const char *name = bk_catalogue_gpu_get_name (row->gpu);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *cheapest = bk_format_money (row->cheapest_tco, currency, -1);
  g_autofree char *per_work = bk_format_money (row->per_work, currency, 2);
  g_autofree char *count = bk_format_count (row->gpus);
  g_autofree char *strategy = NULL;
  g_autofree char *break_even = describe_break_even (row->break_even);
  GtkWidget *expander;

  if (row->current)
    /* Translators: the profile's own GPU in the list of GPU generations. */
    title = g_strdup_printf (_("%u. %s (this profile)"), rank, name);
  else
    title = g_strdup_printf (_("%u. %s"), rank, name);
  /* Translators: "Cheapest: Rent, €70,080 · €1.00 per GPU-hour of work · 4 GPUs" */
  subtitle = g_strdup_printf (ngettext ("Cheapest: %s, %s · %s per GPU-hour of work · %s GPU",
                                        "Cheapest: %s, %s · %s per GPU-hour of work · %s GPUs",
                                        row->gpus),
                              bk_option_get_label (row->cheapest), cheapest, per_work, count);

  expander = adw_expander_row_new ();
  if (row->current)
    self->current_row = expander;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);

  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), throughput_row (self, row));

  for (BkOption o = BK_OPTION_RENT; o <= BK_OPTION_HYBRID; o++)
    {
      g_autofree char *value = bk_format_money (row->tco[o], currency, -1);
      g_autofree char *option_title = NULL;

      if (o == BK_OPTION_HYBRID && !row->hybrid_distinct)
        continue;
      if (o == BK_OPTION_RENT)
        option_title = g_strdup (_("Renting: total cost of ownership"));
      else if (o == BK_OPTION_BUY)
        /* Translators: "Buying 4 GPUs: total cost of ownership" */
        option_title = g_strdup_printf (ngettext ("Buying %s GPU: total cost of ownership",
                                                  "Buying %s GPUs: total cost of ownership",
                                                  row->gpus), count);
      else
        option_title = g_strdup (_("Hybrid: total cost of ownership"));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), figure_row (option_title, value));
    }

  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), figure_row (_("Break-even"), break_even));
  strategy = bk_strategy_describe (&row->strategy);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), figure_row (_("When to buy"), strategy));

  if (row->current)
    {
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                figure_row (_("Prices"), _("This profile’s own figures")));
    }
  else
    {
      g_autofree char *rent = bk_format_money (row->rent_per_gpu_hour, currency, 2);
      g_autofree char *purchase = bk_format_money (row->purchase_price, currency, -1);
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = bk_catalogue_dup_as_of_text (bk_catalogue_rent_get_as_of (row->offer),
                                                           now);
      g_autofree char *gpu_date = bk_catalogue_dup_as_of_text (bk_catalogue_gpu_get_as_of (row->gpu),
                                                               now);
      g_autofree char *prices = NULL;
      g_autofree char *use_name = NULL;
      GtkWidget *use_row, *button;

      /* Translators: "€2.00 per GPU-hour at Lambda (March 2026); €30,000 a card (2026)" */
      prices = g_strdup_printf (_("%s per GPU-hour at %s (%s); %s a card (%s)"), rent,
                                bk_i18n_catalogue_provider (bk_catalogue_rent_get_provider (row->offer)),
                                date, purchase, gpu_date);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                figure_row (_("Catalogue prices"), prices));

      use_row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (use_row), _("Switch this profile to it"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (use_row),
                                   _("Its catalogue figures and cheapest offer, with the GPU count "
                                     "rescaled to do the same work"));
      button = gtk_button_new_with_mnemonic (_("_Use This GPU"));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      /* Translators: the accessible name of "Use This GPU" in the row of the NVIDIA B200. */
      use_name = g_strdup_printf (_("Use the %s for this profile"), name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      use_name, -1);
      g_object_set_data_full (G_OBJECT (button), "bk-gpu", g_object_ref (row->gpu),
                              g_object_unref);
      g_signal_connect (button, "clicked", G_CALLBACK (use_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (use_row), button);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), use_row);
    }

  return expander;
}

/* The catalogue's GPUs the comparison leaves out, each with the reason: no figure is guessed. */
static GtkWidget *
left_out_group (BkGenerationsDialog *self)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Not Compared"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The catalogue’s other GPUs, and why each is left "
                                           "out"));

  for (guint i = 0; i < bk_generations_get_n_left_out (self->generations); i++)
    {
      BkCatalogueGpu *gpu = bk_generations_get_left_out (self->generations, i, NULL);
      g_autofree char *why = bk_generations_dup_left_out_reason (self->generations, i,
                                                                 self->catalogue,
                                                                 profile_currency (self));

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 figure_row (bk_catalogue_gpu_get_name (gpu), why));
    }

  return group;
}

/* The cumulative cost of the same work on the cheapest GPUs, each with its cheapest option: one
 * colour per GPU. Each line is the option's net cost (its cash less the hardware's resale value),
 * so it ends at the total cost of ownership the list gives. Its accessible name is the chart's
 * own summary of the lines' totals. */
static GtkWidget *
cost_chart (BkGenerationsDialog *self)
{
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (self->profile));
  guint n_values = bk_generations_get_horizon (self->generations) + 1;
  guint n = MIN (bk_generations_get_n_rows (self->generations), BK_GENERATIONS_CHART_GPUS);
  g_autoptr(GPtrArray) series = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_chart_series_free);
  GtkWidget *group;
  GtkWidget *chart;

  for (guint i = 0; i < n; i++)
    {
      const BkGenerationRow *row = bk_generations_get_row (self->generations, i);
      g_autofree char *label = NULL;

      /* Translators: a line of the generations chart: the GPU and its cheapest option,
       * "NVIDIA B200 (Buy)". */
      label = g_strdup_printf (C_("generations chart", "%s (%s)"),
                               bk_catalogue_gpu_get_name (row->gpu),
                               bk_option_get_label (row->cheapest));
      g_ptr_array_add (series, bk_chart_series_new (label, row->net, n_values,
                                                    BK_CHART_LINE_SOLID, i));
    }

  chart = bk_chart_new ();
  gtk_widget_set_size_request (chart, -1, 260);
  gtk_widget_add_css_class (chart, "card");
  gtk_widget_add_css_class (chart, "chart-card");
  bk_chart_set_currency (BK_CHART (chart), currency);
  bk_chart_set_series (BK_CHART (chart), series, -1, NAN, NULL);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   ngettext ("Cumulative Cost on the Cheapest GPU",
                                             "Cumulative Cost on the Cheapest GPUs", n));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The same work, each GPU with its cheapest option, "
                                           "month by month, net of the hardware’s resale value: "
                                           "each line ends at the total cost of ownership in "
                                           "the list. Focus the chart and use the arrow keys to "
                                           "read the values."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), chart);

  return group;
}

static gboolean
refocus_cb (gpointer data)
{
  BkGenerationsDialog *self = data;

  self->refocus_id = 0;
  if (gtk_widget_get_mapped (GTK_WIDGET (self))
      && (self->current_row == NULL || !gtk_widget_grab_focus (self->current_row)))
    gtk_widget_child_focus (GTK_WIDGET (self->rows_box), GTK_DIR_TAB_FORWARD);

  return G_SOURCE_REMOVE;
}

static void
rebuild (BkGenerationsDialog *self)
{
  GtkWidget *child;
  GtkWidget *group;
  g_autoptr(BkExchangeRates) rates = NULL;
  g_autofree char *description = NULL;
  g_autofree char *work = NULL;
  g_autofree char *months = NULL;
  const char *message = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  /* A change of the profile ("Use This GPU", Ctrl+Z) builds the rows anew, and the focus on
   * one of them would go with it, to nowhere: it goes on the profile's own GPU instead. */
  gboolean had_focus = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->rows_box));

  self->current_row = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows_box))) != NULL)
    gtk_box_remove (self->rows_box, child);
  g_clear_pointer (&self->generations, bk_generations_free);
  if (self->profile == NULL)
    return;

  self->syncing = TRUE;
  adw_combo_row_set_selected (self->kind_row,
                              bk_workload_get_work_kind (bk_profile_get_workload (self->profile)));
  self->syncing = FALSE;

  rates = bk_exchange_rates_dup_with_settings (self->settings);
  self->generations = bk_generations_new (self->profile, self->catalogue, rates);

  switch (bk_generations_get_status (self->generations))
    {
    case BK_GENERATIONS_UNKNOWN_GPU:
      message = _("This profile’s GPU is not in the catalogue, so there is no published "
                  "throughput to compare it with. Pick a catalogue GPU on the hardware step.");
      break;
    case BK_GENERATIONS_NO_FIGURE:
      message = _("The catalogue has no published throughput of this profile’s GPU for this kind "
                  "of work, so there is nothing to compare it with. No figure is guessed.");
      break;
    case BK_GENERATIONS_NO_DEMAND:
      message = _("This profile needs no GPUs in any month, so there is no work to compare.");
      break;
    case BK_GENERATIONS_OK:
    default:
      break;
    }

  if (message != NULL)
    {
      GtkWidget *label = gtk_label_new (message);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (self->rows_box, label);
      return;
    }

  work = bk_format_number (bk_generations_get_work (self->generations), 0);
  months = bk_format_months (bk_generations_get_horizon (self->generations));
  /* Translators: "This profile asks for 175,200 GPU-hours of work of the NVIDIA A100 80GB SXM
   * over 36 months. …" */
  description = g_strdup_printf (_("This profile asks for %s GPU-hours of work of the %s over %s. "
                                   "Each GPU below does the same work: as many whole GPUs as it "
                                   "needs to own it, or the fraction of GPU-hours to rent it, at "
                                   "its catalogue prices. Cheapest first."),
                                 work,
                                 bk_hardware_get_name (bk_profile_get_hardware (self->profile)),
                                 months);
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Cheapest First"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);

  for (guint i = 0; i < bk_generations_get_n_rows (self->generations); i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               gpu_row (self, bk_generations_get_row (self->generations, i), i + 1));

  gtk_box_append (self->rows_box, group);
  gtk_box_append (self->rows_box, cost_chart (self));
  if (bk_generations_get_n_left_out (self->generations) > 0)
    gtk_box_append (self->rows_box, left_out_group (self));
  /* The expander rows are unnamed to a screen reader without it. */
  bk_accessible_complete (GTK_WIDGET (self->rows_box));

  /* The new rows take the focus once they are shown. */
  if (had_focus && self->refocus_id == 0)
    self->refocus_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refocus_cb,
                                        g_object_ref (self), g_object_unref);
}

static void
kind_selected_cb (BkGenerationsDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->kind_row);

  if (self->syncing || self->profile == NULL || selected > BK_WORK_KIND_INFERENCE)
    return;

  bk_workload_set_work_kind (bk_profile_get_workload (self->profile), selected);
}

static void
profile_changed_cb (BkGenerationsDialog *self)
{
  rebuild (self);
}

static void
set_profile (BkGenerationsDialog *self,
             BkProfile           *profile)
{
  if (self->profile == profile)
    return;

  g_clear_signal_handler (&self->changed_id, self->profile);
  g_set_object (&self->profile, profile);
  if (profile != NULL)
    self->changed_id = g_signal_connect_swapped (profile, "changed",
                                                 G_CALLBACK (profile_changed_cb), self);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

static void
bk_generations_dialog_dispose (GObject *object)
{
  BkGenerationsDialog *self = BK_GENERATIONS_DIALOG (object);

  g_clear_handle_id (&self->refocus_id, g_source_remove);
  g_clear_signal_handler (&self->changed_id, self->profile);
  g_clear_object (&self->profile);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->generations, bk_generations_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_GENERATIONS_DIALOG);

  G_OBJECT_CLASS (bk_generations_dialog_parent_class)->dispose (object);
}

static void
bk_generations_dialog_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BkGenerationsDialog *self = BK_GENERATIONS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_generations_dialog_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  BkGenerationsDialog *self = BK_GENERATIONS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      set_profile (self, g_value_get_object (value));
      break;
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_generations_dialog_class_init (BkGenerationsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_generations_dialog_dispose;
  object_class->get_property = bk_generations_dialog_get_property;
  object_class->set_property = bk_generations_dialog_set_property;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Handed in by the window: without them (a test), the shipped rates. */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-generations-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BkGenerationsDialog, toasts);
  gtk_widget_class_bind_template_child (widget_class, BkGenerationsDialog, kind_row);
  gtk_widget_class_bind_template_child (widget_class, BkGenerationsDialog, rows_box);
}

static void
bk_generations_dialog_init (BkGenerationsDialog *self)
{
  BkCatalogue *catalogue = bk_catalogue_get_current ();

  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  gtk_widget_init_template (GTK_WIDGET (self));
  bk_accessible_complete_dialog (ADW_DIALOG (self));
  /* The kind of work's combo row: an action that opens its list, and named items. */
  bk_accessible_complete (GTK_WIDGET (self->kind_row));
  g_signal_connect_swapped (self->kind_row, "notify::selected", G_CALLBACK (kind_selected_cb),
                            self);
}

/**
 * bk_generations_dialog_new:
 * @profile: the profile whose work is compared, on the GPUs of the current catalogue
 * @settings: (nullable): the settings with the exchange rates set in Preferences
 *
 * Returns: (transfer floating): the dialog
 */
AdwDialog *
bk_generations_dialog_new (BkProfile *profile,
                           GSettings *settings)
{
  return g_object_new (BK_TYPE_GENERATIONS_DIALOG,
                       "settings", settings,
                       "profile", profile,
                       NULL);
}

BkProfile *
bk_generations_dialog_get_profile (BkGenerationsDialog *self)
{
  g_return_val_if_fail (BK_IS_GENERATIONS_DIALOG (self), NULL);
  return self->profile;
}
