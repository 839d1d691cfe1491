/* bk-step-hardware.c: the checklist wizard's step 1: which GPU, how many, and what it costs to buy
 * and power
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Picking a GPU copies its figures into the profile once, its prices converted into the
 * profile's currency with the sentences that say how (docs/model.md#currency).
 */

#define G_LOG_DOMAIN "bk-step-hardware"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-accessible.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-types.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-generations.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-step-hardware.h"
#include "bk-step.h"
#include "bk-workload.h"

#include <math.h>

struct _BkStepHardware
{
  BkStep               parent_instance;

  AdwComboRow         *gpu_row;
  GtkStringList       *gpu_list;
  AdwEntryRow         *name_row;
  BkNumberRow         *vram_row;
  BkNumberRow         *gpus_row;
  AdwPreferencesGroup *cost_group;
  BkNumberRow         *purchase_row;
  BkNumberRow         *host_row;
  BkNumberRow         *power_row;
  BkNumberRow         *idle_row;
  AdwExpanderRow      *source_row;
  GtkLabel            *source_label;
  AdwPreferencesGroup *owning_group;
  BkNumberRow         *resale_row;
  BkNumberRow         *lost_row;
  AdwSwitchRow        *lost_rented_row;
  BkNumberRow         *spares_row;

  GSignalGroup        *hardware_signals;
  gboolean             syncing;

  /* How the last pick converted the catalogue's amounts, said while they are unchanged. */
  char                *purchase_sentence;
  double               purchase_converted;
  char                *host_sentence;
  double               host_converted;
  char                *conversion_error;

  /* After a change of GPU: the new one's relative throughput against the old, and the offer to
   * keep the work (docs/model.md#gpu-generations). */
  AdwActionRow        *work_row;
  GtkWidget           *keep_work_button;
  double               relative;
  char                *work_old_name;
  char                *work_new_name;
  BkWorkKind           work_kind;
  GSignalGroup        *workload_signals;
};

G_DEFINE_FINAL_TYPE (BkStepHardware, bk_step_hardware, BK_TYPE_STEP)

static void
clear_conversion (BkStepHardware *self)
{
  g_clear_pointer (&self->purchase_sentence, g_free);
  g_clear_pointer (&self->host_sentence, g_free);
  g_clear_pointer (&self->conversion_error, g_free);
}

/* The catalogue's used-market discount for the GPU, with its source, when it has one. */
static void
update_owning (BkStepHardware *self,
               BkCatalogueGpu *gpu)
{
  const char *source, *as_of;
  double discount;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *percent = NULL;
  g_autofree char *date = NULL;
  g_autofree char *text = NULL;

  if (gpu == NULL || !bk_catalogue_gpu_get_resale (gpu, &discount, &source, &as_of))
    {
      adw_preferences_group_set_description (self->owning_group,
                                             _("A used GPU sells below its price from the day "
                                               "it is bought, and owned GPUs fail and wait for "
                                               "repair. The catalogue has no resale figure for "
                                               "this GPU."));
      return;
    }

  percent = bk_format_percent (discount, -1);
  /* An old figure says so, as old prices do (docs/model.md#price-dates). */
  date = bk_catalogue_dup_as_of_text (as_of, now);
  /* Translators: the first %s is a percentage such as "10%", the second a date such as "January
   * 2026" or "January 2026, over six months ago", the third where the figure comes from. */
  text = g_strdup_printf (_("A used GPU sells below its price from the day it is bought, and "
                            "owned GPUs fail and wait for repair. The catalogue suggests a "
                            "discount of %s for this GPU (as of %s): %s"),
                          percent, date, bk_i18n_catalogue_source (source));
  adw_preferences_group_set_description (self->owning_group, text);
}

static void
update_source (BkStepHardware *self)
{
  BkCatalogueGpu *gpu = bk_step_find_catalogue_gpu (BK_STEP (self), NULL);
  const char *currency = bk_step_get_currency (BK_STEP (self));
  g_autoptr(GString) description = g_string_new (NULL);

  update_owning (self, gpu);

  if (gpu == NULL)
    {
      adw_preferences_group_set_description (self->cost_group,
                                             _("This GPU is not in the catalogue: the figures "
                                               "are your own."));
      gtk_widget_set_visible (GTK_WIDGET (self->source_row), FALSE);
      return;
    }
  else
    {
      g_autofree char *as_of = bk_format_as_of (bk_catalogue_gpu_get_as_of (gpu));
      g_autofree char *subtitle = NULL;
      g_autofree char *note = NULL;
      const char *gpu_currency = bk_catalogue_gpu_get_currency (gpu);

      /* A GPU no public document prices leaves the purchase price as it was: say so. */
      if (!bk_catalogue_gpu_has_purchase_price (gpu))
        g_string_append (description, _("The catalogue has no purchase price for this GPU: no "
                                        "public document it reads gives one. Enter the price of "
                                        "your quote. "));

      /* Old prices say their date and what to do about it; newer ones just their date. */
      if ((note = bk_step_dup_old_prices_note (BK_STEP (self))) != NULL)
        g_string_append (description, note);
      else if (bk_catalogue_gpu_get_from_team (gpu))
        /* Translators: %s is a date such as "March 2026". */
        g_string_append_printf (description, _("These figures come from your team’s price list "
                                               "and date from %s. Change any of them to match "
                                               "your own quote."), as_of);
      else
        /* Translators: %s is a date such as "March 2026". */
        g_string_append_printf (description, _("The catalogue's figures for this GPU date from %s. "
                                               "Change any of them to match your own quote."),
                                as_of);

      if (currency != NULL && g_strcmp0 (gpu_currency, currency) != 0)
        {
          BkHardware *hardware = bk_profile_get_hardware (bk_step_get_profile (BK_STEP (self)));
          gboolean purchase_said = self->purchase_sentence != NULL
                                   && fabs (bk_hardware_get_purchase_price (hardware)
                                            - self->purchase_converted) < 0.005;
          gboolean host_said = self->host_sentence != NULL
                               && fabs (bk_hardware_get_host_cost (hardware)
                                        - self->host_converted) < 0.005;

          g_string_append_c (description, ' ');
          if (self->conversion_error != NULL)
            g_string_append_printf (description, "%s.", self->conversion_error);
          else if (purchase_said || host_said)
            /* Translators: the catalogue's prices were converted into the profile's currency;
             * the sentences that say how follow. */
            g_string_append (description, _("Converted into the profile’s currency:"));
          else
            /* Translators: both are currency codes such as USD and EUR. */
            g_string_append_printf (description, _("The catalogue’s prices are in %s; picking the "
                                                   "GPU converts them into %s."),
                                    gpu_currency, currency);

          if (purchase_said)
            {
              g_string_append_c (description, ' ');
              /* Translators: %s is "$27,500.00 at 0.8503 €/$ (ECB, 2026-05-08) = €23,382.37". */
              g_string_append_printf (description, _("purchase price %s;"), self->purchase_sentence);
            }
          if (host_said)
            {
              g_string_append_c (description, ' ');
              /* Translators: %s is "$10,000.00 at 0.8503 €/$ (ECB, 2026-05-08) = €8,502.68". */
              g_string_append_printf (description, _("server share %s."), self->host_sentence);
            }
          if (purchase_said || host_said)
            {
              g_autofree char *old_rates = bk_step_dup_old_rates_note (BK_STEP (self),
                                                                       gpu_currency, currency);

              if (old_rates != NULL)
                g_string_append_printf (description, " %s", old_rates);
            }
        }

      adw_preferences_group_set_description (self->cost_group, description->str);
      /* Translators: %s is a date such as "March 2026". */
      subtitle = g_strdup_printf (_("As of %s"), as_of);
      adw_expander_row_set_subtitle (self->source_row, subtitle);
      gtk_label_set_label (self->source_label,
                           bk_i18n_catalogue_source (bk_catalogue_gpu_get_source (gpu)));
      gtk_widget_set_visible (GTK_WIDGET (self->source_row), TRUE);
    }
}

/* Shows the catalogue entry the hardware came from, or "Other GPU" (the list's first item,
 * since a combo row always has a selection) once the name matches none. */
static void
sync_selection (BkStepHardware *self)
{
  guint position;

  bk_step_find_catalogue_gpu (BK_STEP (self), &position);

  self->syncing = TRUE;
  adw_combo_row_set_selected (self->gpu_row,
                              position == GTK_INVALID_LIST_POSITION ? 0 : position + 1);
  self->syncing = FALSE;

  update_source (self);
}

/* The offer to keep the work, in words for the GPU count the profile has now: the count may
 * change while the offer is shown, and the button sets what the text says. */
static void
update_keep_work (BkStepHardware *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));
  g_autofree char *relative = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *label = NULL;
  guint gpus, scaled;

  if (profile == NULL || self->relative <= 0 || self->relative == 1)
    return;

  gpus = bk_workload_get_gpus (bk_profile_get_workload (profile));
  scaled = bk_generations_scale_gpus (gpus, self->relative);
  relative = bk_format_number (self->relative, 2);
  /* Translators: "The NVIDIA B200 does 5.79 × the work of the NVIDIA A100 80GB SXM per GPU
   * (training, published figures). Keep the work with 2 GPUs, or keep the GPU count?" */
  subtitle = g_strdup_printf (ngettext ("The %s does %s × the work of the %s per GPU (%s, "
                                        "published figures). Keep the work with %u GPU, or keep "
                                        "the GPU count?",
                                        "The %s does %s × the work of the %s per GPU (%s, "
                                        "published figures). Keep the work with %u GPUs, or keep "
                                        "the GPU count?", scaled),
                              self->work_new_name, relative, self->work_old_name,
                              self->work_kind == BK_WORK_KIND_INFERENCE ? _("inference")
                                                                        : _("training"),
                              scaled);
  adw_action_row_set_subtitle (self->work_row, subtitle);
  /* Translators: the accessible name of "Keep the Work": "Keep the work: 2 GPUs" */
  label = g_strdup_printf (ngettext ("Keep the work: %u GPU", "Keep the work: %u GPUs", scaled),
                           scaled);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->keep_work_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The choice after a change of GPU: keep the work (the counts rescaled) or the GPU count. */
static void
offer_keep_work (BkStepHardware *self,
                 const char     *old_name,
                 const char     *new_name,
                 BkWorkKind      kind)
{
  self->relative = bk_generations_relative (bk_catalogue_get_current (), kind,
                                           old_name, new_name);
  g_set_str (&self->work_old_name, old_name);
  g_set_str (&self->work_new_name, new_name);
  self->work_kind = kind;
  gtk_widget_set_visible (GTK_WIDGET (self->work_row), self->relative > 0 && self->relative != 1);
  update_keep_work (self);
}

static void
keep_work_cb (BkStepHardware *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));
  BkWorkload *workload;
  int hybrid;

  if (profile != NULL && self->relative > 0)
    {
      workload = bk_profile_get_workload (profile);
      hybrid = bk_workload_get_hybrid_owned_gpus (workload);
      /* One undo step for the counts. */
      bk_profile_begin_change (profile);
      bk_workload_set_gpus (workload, bk_generations_scale_gpus (bk_workload_get_gpus (workload),
                                                                 self->relative));
      bk_workload_set_burst_gpus (workload,
                                  bk_generations_scale_gpus (bk_workload_get_burst_gpus (workload),
                                                             self->relative));
      if (hybrid >= 0)
        bk_workload_set_hybrid_owned_gpus (workload,
                                           (int) bk_generations_scale_gpus ((guint) hybrid,
                                                                            self->relative));
      bk_profile_end_change (profile);
    }

  self->relative = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->work_row), FALSE);
}

static void
keep_count_cb (BkStepHardware *self)
{
  self->relative = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->work_row), FALSE);
}

static void
gpu_selected_cb (BkStepHardware *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));
  BkCatalogue *catalogue = bk_catalogue_get_current ();
  guint position = adw_combo_row_get_selected (self->gpu_row);

  if (self->syncing || profile == NULL || catalogue == NULL)
    return;

  if (position == 0)
    {
      /* "Other GPU" keeps the figures but drops the catalogue's name, which no longer
       * describes them, and asks for one. */
      if (bk_step_find_catalogue_gpu (BK_STEP (self), NULL) != NULL)
        {
          bk_hardware_set_name (bk_profile_get_hardware (profile), "");
          gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
        }
    }
  else if (position != GTK_INVALID_LIST_POSITION)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (bk_catalogue_get_gpus (catalogue),
                                                             position - 1);

      if (gpu != NULL)
        {
          /* One change of the profile, "changed" once: edited on a copy, then assigned. */
          g_autoptr(BkProfile) edited = bk_profile_copy (profile);
          BkHardware *hardware = bk_profile_get_hardware (edited);
          BkPricing *pricing = bk_profile_get_pricing (edited);
          g_autoptr(BkExchangeRates) rates = bk_step_dup_exchange_rates (BK_STEP (self));
          g_autoptr(GListModel) rents = bk_catalogue_dup_rents (catalogue,
                                                                bk_catalogue_gpu_get_id (gpu));
          g_autoptr(GError) error = NULL;
          g_autofree char *old_name = g_strdup (bk_hardware_get_name (hardware));

          clear_conversion (self);
          if (bk_catalogue_gpu_apply_converted (gpu, hardware, rates,
                                                bk_pricing_get_currency (pricing),
                                                &self->purchase_sentence, &self->host_sentence,
                                                &error))
            {
              self->purchase_converted = bk_hardware_get_purchase_price (hardware);
              self->host_converted = bk_hardware_get_host_cost (hardware);
            }
          else
            {
              self->conversion_error = g_strdup (error->message);
            }

          /* Picking a GPU suggests owning's real costs too, where nothing is set yet. */
          if (bk_hardware_get_lost_hours (hardware) == 0)
            bk_hardware_set_lost_hours (hardware, BK_SUGGESTED_LOST_HOURS);
          /* Another GPU's rent would decide the verdict in silence: without an offer for this
           * one, the prices step asks for the price (docs/model.md#no-rent-price). */
          if (g_list_model_get_n_items (rents) == 0)
            bk_pricing_set_rent_per_gpu_hour (pricing, 0);
          /* The old GPU's committed and spot prices are no prices of the new one. */
          if (g_strcmp0 (old_name, bk_catalogue_gpu_get_name (gpu)) != 0)
            bk_profile_clear_rental_terms (edited);

          bk_profile_assign (profile, edited);
          offer_keep_work (self, old_name, bk_catalogue_gpu_get_name (gpu),
                           bk_workload_get_work_kind (bk_profile_get_workload (profile)));
        }
    }

  sync_selection (self);
}

/* The catalogue's GPUs, the team's marked as such, after "Other GPU". */
static void
fill_gpu_list (BkStepHardware *self)
{
  BkCatalogue *catalogue = bk_catalogue_get_current ();
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->gpu_list));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (names, g_strdup (_("Other GPU")));
  if (catalogue != NULL)
    {
      GListModel *gpus = bk_catalogue_get_gpus (catalogue);

      for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
        {
          g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

          if (bk_catalogue_gpu_get_from_team (gpu))
            /* Translators: a GPU from the team's own price list in the list of GPUs. */
            g_ptr_array_add (names, g_strdup_printf (_("%s (your team’s price list)"),
                                                     bk_catalogue_gpu_get_name (gpu)));
          else
            g_ptr_array_add (names, g_strdup (bk_catalogue_gpu_get_name (gpu)));
        }
    }
  g_ptr_array_add (names, NULL);

  /* Setting the model selects its first item; that must not overwrite the profile. */
  self->syncing = TRUE;
  gtk_string_list_splice (self->gpu_list, 0, n, (const char * const *) names->pdata);
  if (adw_combo_row_get_model (self->gpu_row) == NULL)
    adw_combo_row_set_model (self->gpu_row, G_LIST_MODEL (self->gpu_list));
  self->syncing = FALSE;
}

static void
catalogue_changed_cb (BkStepHardware *self)
{
  fill_gpu_list (self);
  sync_selection (self);
}

static void
profile_changed_cb (BkStepHardware *self)
{
  BkProfile *profile = bk_step_get_profile (BK_STEP (self));

  clear_conversion (self);
  g_signal_group_set_target (self->hardware_signals,
                             profile ? bk_profile_get_hardware (profile) : NULL);
  g_signal_group_set_target (self->workload_signals,
                             profile ? bk_profile_get_workload (profile) : NULL);
  sync_selection (self);
}

static void
bk_step_hardware_dispose (GObject *object)
{
  BkStepHardware *self = BK_STEP_HARDWARE (object);

  if (self->hardware_signals != NULL)
    g_signal_group_set_target (self->hardware_signals, NULL);
  if (self->workload_signals != NULL)
    g_signal_group_set_target (self->workload_signals, NULL);

  G_OBJECT_CLASS (bk_step_hardware_parent_class)->dispose (object);
}

static void
bk_step_hardware_finalize (GObject *object)
{
  BkStepHardware *self = BK_STEP_HARDWARE (object);

  g_clear_object (&self->hardware_signals);
  g_clear_object (&self->workload_signals);
  g_clear_pointer (&self->work_old_name, g_free);
  g_clear_pointer (&self->work_new_name, g_free);
  clear_conversion (self);

  G_OBJECT_CLASS (bk_step_hardware_parent_class)->finalize (object);
}

static void
bk_step_hardware_class_init (BkStepHardwareClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_step_hardware_dispose;
  object_class->finalize = bk_step_hardware_finalize;

  bk_step_class_set_template (widget_class,
                              "/io/github/breakeven/Breakeven/ui/bk-step-hardware.ui");
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, gpu_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, gpu_list);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, name_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, vram_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, gpus_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, cost_group);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, purchase_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, host_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, power_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, idle_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, source_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, source_label);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, owning_group);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, resale_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, lost_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, lost_rented_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepHardware, spares_row);
}

static void
bk_step_hardware_init (BkStepHardware *self)
{
  BkStep *step = BK_STEP (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  bk_accessible_complete_combo_search (self->gpu_row, _("Search GPU models"));

  fill_gpu_list (self);

  {
    GtkWidget *keep_count, *buttons;
    GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (self->gpu_row),
                                                ADW_TYPE_PREFERENCES_GROUP);

    self->work_row = ADW_ACTION_ROW (adw_action_row_new ());
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->work_row),
                                   _("The same work on the new GPU"));
    buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_top (buttons, 6);
    gtk_widget_set_margin_bottom (buttons, 6);
    self->keep_work_button = gtk_button_new_with_mnemonic (_("Keep the _Work"));
    keep_count = gtk_button_new_with_mnemonic (_("Keep the GPU _Count"));
    gtk_box_append (GTK_BOX (buttons), self->keep_work_button);
    gtk_box_append (GTK_BOX (buttons), keep_count);
    adw_action_row_add_suffix (self->work_row, buttons);
    g_signal_connect_swapped (self->keep_work_button, "clicked", G_CALLBACK (keep_work_cb), self);
    g_signal_connect_swapped (keep_count, "clicked", G_CALLBACK (keep_count_cb), self);
    gtk_widget_set_visible (GTK_WIDGET (self->work_row), FALSE);
    if (group != NULL)
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->work_row));
  }

  g_signal_connect_object (self->gpu_row, "notify::selected",
                           G_CALLBACK (gpu_selected_cb), self, G_CONNECT_SWAPPED);

  self->workload_signals = g_signal_group_new (BK_TYPE_WORKLOAD);
  g_signal_group_connect_object (self->workload_signals, "notify::gpus",
                                 G_CALLBACK (update_keep_work), self, G_CONNECT_SWAPPED);

  self->hardware_signals = g_signal_group_new (BK_TYPE_HARDWARE);
  g_signal_group_connect_object (self->hardware_signals, "notify::name",
                                 G_CALLBACK (sync_selection), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->hardware_signals, "notify::purchase-price",
                                 G_CALLBACK (update_source), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->hardware_signals, "notify::host-cost",
                                 G_CALLBACK (update_source), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::profile", G_CALLBACK (profile_changed_cb), NULL);
  g_signal_connect (self, "notify::currency", G_CALLBACK (update_source), NULL);
  bk_catalogue_watch_current (G_CALLBACK (catalogue_changed_cb), self);

  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "name", self->name_row, "text");
  bk_step_leave_undo_to_profile (GTK_WIDGET (self->name_row));
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "vram-gb", self->vram_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "gpus", self->gpus_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "purchase-price", self->purchase_row, "value");
  bk_step_add_range (step, self->purchase_row, BK_INPUT_PURCHASE_PRICE);
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "host-cost", self->host_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "power-watts", self->power_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "idle-watts", self->idle_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "resale-discount", self->resale_row, "value");
  bk_step_add_range (step, self->resale_row, BK_INPUT_RESALE_DISCOUNT);
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "lost-hours", self->lost_row, "value");
  bk_step_add_range (step, self->lost_row, BK_INPUT_LOST_HOURS);
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "lost-hours-rented", self->lost_rented_row,
                "active");
  bk_step_bind (step, BK_STEP_SOURCE_HARDWARE, "spare-gpus", self->spares_row, "value");

  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->purchase_row, "subtitle", _("%s per GPU"));
  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->host_row, "subtitle",
                          _("%s per GPU for chassis, processors, memory and network"));

  catalogue_changed_cb (self);
}

GtkWidget *
bk_step_hardware_new (void)
{
  return g_object_new (BK_TYPE_STEP_HARDWARE, NULL);
}
