/* test-wizard.c: the checklist wizard and the profile editor, driven like a user would
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-demand-steps.h"
#include "bk-engine-enums.h"
#include "bk-hardware.h"
#include "bk-lean-box.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile-editor.h"
#include "bk-profile-history.h"
#include "bk-profile.h"
#include "bk-step-prices.h"
#include "bk-step.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-types.h"
#include "bk-wizard-page.h"
#include "bk-wizard.h"
#include "bk-words.h"
#include "bk-workload.h"

#define PROFILE_RESOURCE "/io/github/breakeven/Breakeven/profiles/"

/* Finding widgets */

static GtkWidget *
find_widget (GtkWidget  *root,
             GType       type,
             const char *title)
{
  return bk_test_find_widget (root, type, title != NULL ? "title" : NULL, title);
}

static BkLeanBox *
find_lean_box (GtkWidget *step)
{
  GtkWidget *box = find_widget (step, BK_TYPE_LEAN_BOX, NULL);

  g_assert_nonnull (box);
  return BK_LEAN_BOX (box);
}

static guint
catalogue_position (const char *name)
{
  GListModel *gpus = bk_catalogue_get_gpus (bk_catalogue_get_default ());

  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      /* The combo row lists "Other GPU" first. */
      if (g_strcmp0 (bk_catalogue_gpu_get_name (gpu), name) == 0)
        return i + 1;
    }

  g_error ("%s is not in the catalogue", name);
  return 0;
}

static BkProfile *
load_example (const char *file)
{
  g_autofree char *path = g_strconcat (PROFILE_RESOURCE, file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  BkProfile *profile;
  gsize size;
  const char *data;

  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &size);
  profile = bk_profile_new_from_data (data, (gssize) size, &error);
  g_assert_no_error (error);

  return profile;
}

/* A wizard on its own window, torn down with a check that nothing leaks. */
typedef struct
{
  BkProfile *profile;
  BkWizard  *wizard;
  GtkWindow *window;
  guint      finished;
  guint      cancelled;
  guint      step_notifies;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->profile = bk_profile_new ();
  fixture->wizard = bk_wizard_new (fixture->profile);
  g_signal_connect (fixture->wizard, "finished", G_CALLBACK (bk_test_count_signal_cb),
                    &fixture->finished);
  g_signal_connect (fixture->wizard, "cancelled", G_CALLBACK (bk_test_count_signal_cb),
                    &fixture->cancelled);
  g_signal_connect (fixture->wizard, "notify::step", G_CALLBACK (bk_test_count_notify_cb),
                    &fixture->step_notifies);
  fixture->window = bk_test_show_in_window (GTK_WIDGET (fixture->wizard), 900, 800, FALSE);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_object_add_weak_pointer (G_OBJECT (fixture->wizard), (gpointer *) &fixture->wizard);
  gtk_window_destroy (fixture->window);
  bk_test_flush ();
  g_assert_null (fixture->wizard);
  g_assert_finalize_object (fixture->profile);
}

#define fixtured_test(path, func) \
  g_test_add ((path), Fixture, NULL, fixture_setup, (func), fixture_teardown)

/* Navigation */

static void
test_next_through_all_steps (Fixture       *fixture,
                             gconstpointer  data)
{
  BkWizard *wizard = fixture->wizard;

  g_assert_true (bk_wizard_get_profile (wizard) == fixture->profile);
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 1);

  for (guint step = 2; step <= 8; step++)
    {
      /* Alternate between the API and the action the Next button uses. */
      if (step % 2 == 0)
        bk_wizard_next (wizard);
      else
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (wizard), "wizard.next", NULL));
      bk_test_flush ();

      g_assert_cmpuint (bk_wizard_get_step (wizard), ==, step);
      g_assert_cmpuint (fixture->step_notifies, ==, step - 1);
      g_assert_cmpuint (fixture->finished, ==, 0);
    }

  bk_wizard_next (wizard);
  bk_test_flush ();
  g_assert_cmpuint (fixture->finished, ==, 1);
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 8);
  g_assert_cmpuint (fixture->cancelled, ==, 0);

  bk_wizard_restart (wizard);
  bk_test_flush ();
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 1);
  g_assert_cmpuint (fixture->finished, ==, 1);
}

static gboolean
focus_in_step (Fixture *fixture,
               guint    step)
{
  GtkWidget *focus = gtk_window_get_focus (fixture->window);

  return focus != NULL && gtk_widget_get_mapped (focus)
         && gtk_widget_is_ancestor (focus, bk_wizard_get_step_widget (fixture->wizard, step));
}

/* Every step opens with its first field focused: the keyboard starts on the question, and
 * the Next button that was pressed does not take the focus away with its page. */
static void
test_initial_focus (Fixture       *fixture,
                    gconstpointer  data)
{
  BkWizard *wizard = fixture->wizard;

  bk_test_flush ();
  g_assert_true (focus_in_step (fixture, 1));

  for (guint step = 2; step <= 8; step++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (wizard), "wizard.next", NULL));
      bk_test_flush ();
      g_assert_cmpuint (bk_wizard_get_step (wizard), ==, step);
      g_assert_true (focus_in_step (fixture, step));
    }

  /* Back, too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (wizard), "wizard.back", NULL));
  bk_test_flush ();
  g_assert_true (focus_in_step (fixture, 7));
}

static void
test_back_keeps_values (Fixture       *fixture,
                        gconstpointer  data)
{
  BkWizard *wizard = fixture->wizard;
  BkWorkload *workload = bk_profile_get_workload (fixture->profile);
  BkNumberRow *utilisation_row;
  AdwSwitchRow *latest_row;

  bk_wizard_next (wizard);
  bk_test_flush ();
  utilisation_row = bk_test_find_row (bk_wizard_get_step_widget (wizard, 2), BK_TYPE_NUMBER_ROW,
                                      "Average utilisation");
  bk_number_row_set_value (utilisation_row, 73);
  g_assert_cmpfloat (bk_workload_get_utilisation (workload), ==, 73);

  bk_wizard_next (wizard);
  bk_wizard_next (wizard);
  bk_test_flush ();
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 4);
  latest_row = bk_test_find_row (bk_wizard_get_step_widget (wizard, 4), ADW_TYPE_SWITCH_ROW,
                                 "Needs the newest GPU generation");
  adw_switch_row_set_active (latest_row, TRUE);
  g_assert_true (bk_workload_get_needs_latest_gpus (workload));

  /* Back twice, through the action the header's back button and Escape use. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (wizard), "wizard.back", NULL));
  bk_test_flush ();
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 3);
  bk_wizard_back (wizard);
  bk_test_flush ();
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 2);
  g_assert_cmpfloat (bk_number_row_get_value (utilisation_row), ==, 73);
  g_assert_cmpfloat (bk_workload_get_utilisation (workload), ==, 73);
  g_assert_true (bk_workload_get_needs_latest_gpus (workload));

  bk_wizard_next (wizard);
  bk_wizard_next (wizard);
  bk_test_flush ();
  g_assert_true (adw_switch_row_get_active (latest_row));

  for (guint i = 0; i < 3; i++)
    bk_wizard_back (wizard);
  bk_test_flush ();
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 1);
  g_assert_cmpuint (fixture->cancelled, ==, 0);

  /* Back from the first step leaves the wizard; the answers stay in the profile. */
  bk_wizard_back (wizard);
  bk_test_flush ();
  g_assert_cmpuint (fixture->cancelled, ==, 1);
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 1);
  g_assert_cmpfloat (bk_workload_get_utilisation (workload), ==, 73);
  g_assert_cmpuint (fixture->finished, ==, 0);
}

/* Alt+Left is bound to going back, on every page; Escape, which goes back only from outside a
 * field, is in test_keys(). */
static void
test_back_shortcuts (Fixture       *fixture,
                     gconstpointer  data)
{
  struct
  {
    guint           key;
    GdkModifierType mods;
    gboolean        found;
  } wanted[] = {
    { GDK_KEY_Left, GDK_ALT_MASK, FALSE },
    { GDK_KEY_KP_Left, GDK_ALT_MASK, FALSE },
  };
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->wizard));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (!GTK_IS_KEYVAL_TRIGGER (trigger) || !GTK_IS_NAMED_ACTION (action))
            continue;
          if (g_strcmp0 (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)),
                         "wizard.back") != 0)
            continue;

          for (guint k = 0; k < G_N_ELEMENTS (wanted); k++)
            if (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == wanted[k].key &&
                gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == wanted[k].mods)
              wanted[k].found = TRUE;
        }
    }

  for (guint k = 0; k < G_N_ELEMENTS (wanted); k++)
    g_assert_true (wanted[k].found);
}

/* Answers through the widgets land in the model, and the model's values show in the widgets. */

static void
test_widgets_write_model (Fixture       *fixture,
                          gconstpointer  data)
{
  BkWizard *wizard = fixture->wizard;
  BkHardware *hardware = bk_profile_get_hardware (fixture->profile);
  BkPricing *pricing = bk_profile_get_pricing (fixture->profile);
  BkWorkload *workload = bk_profile_get_workload (fixture->profile);
  GtkWidget *step1 = bk_wizard_get_step_widget (wizard, 1);
  GtkWidget *step3 = bk_wizard_get_step_widget (wizard, 3);
  GtkWidget *step5 = bk_wizard_get_step_widget (wizard, 5);
  GtkWidget *step6 = bk_wizard_get_step_widget (wizard, 6);
  GtkWidget *step7 = bk_wizard_get_step_widget (wizard, 7);
  GtkWidget *step8 = bk_wizard_get_step_widget (wizard, 8);
  AdwToggleGroup *pattern;
  AdwSwitchRow *may_leave;
  BkNumberRow *row;
  AdwExpanderRow *hybrid;
  AdwComboRow *currency;
  GtkWidget *mandatory;

  for (guint i = 1; i <= 8; i++)
    {
      GtkWidget *step = bk_wizard_get_step_widget (wizard, i);

      g_assert_true (BK_IS_STEP (step));
      g_assert_true (bk_step_get_profile (BK_STEP (step)) == fixture->profile);
      g_assert_nonnull (bk_step_get_title (BK_STEP (step)));
    }

  /* Step 1: spin rows, both ways. */
  row = bk_test_find_row (step1, BK_TYPE_NUMBER_ROW, "Number of GPUs");
  bk_number_row_set_value (row, 6);
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 6);
  bk_hardware_set_power_watts (hardware, 555);
  g_assert_cmpfloat (bk_number_row_get_value (bk_test_find_row (step1, BK_TYPE_NUMBER_ROW,
                                                               "Power under load")), ==, 555);

  /* Step 3: the toggle group and the hybrid pool's switch. */
  pattern = ADW_TOGGLE_GROUP (find_widget (step3, ADW_TYPE_TOGGLE_GROUP, NULL));
  g_assert_cmpstr (adw_toggle_group_get_active_name (pattern), ==, "mixed");
  adw_toggle_group_set_active_name (pattern, "bursty");
  g_assert_cmpint (bk_workload_get_predictability (workload), ==, BK_PREDICTABILITY_BURSTY);
  bk_workload_set_predictability (workload, BK_PREDICTABILITY_STEADY);
  g_assert_cmpstr (adw_toggle_group_get_active_name (pattern), ==, "steady");

  row = bk_test_find_row (step3, BK_TYPE_NUMBER_ROW, "Extra GPUs at a peak");
  bk_number_row_set_value (row, 4);
  g_assert_cmpuint (bk_workload_get_burst_gpus (workload), ==, 4);
  row = bk_test_find_row (step3, BK_TYPE_NUMBER_ROW, "Days a peak lasts");
  bk_number_row_set_value (row, 5);
  g_assert_cmpuint (bk_workload_get_burst_days (workload), ==, 5);
  row = bk_test_find_row (step3, BK_TYPE_NUMBER_ROW, "A peak every … days");
  bk_number_row_set_value (row, 60);
  g_assert_cmpuint (bk_workload_get_burst_interval_days (workload), ==, 60);

  hybrid = bk_test_find_row (step3, ADW_TYPE_EXPANDER_ROW, "Own pool for the hybrid option");
  g_assert_false (adw_expander_row_get_enable_expansion (hybrid));
  g_assert_cmpint (bk_workload_get_hybrid_owned_gpus (workload), ==, -1);
  adw_expander_row_set_enable_expansion (hybrid, TRUE);
  /* Switching it on starts from the base demand set on step 1. */
  g_assert_cmpint (bk_workload_get_hybrid_owned_gpus (workload), ==, 6);
  row = bk_test_find_row (step3, BK_TYPE_NUMBER_ROW, "Owned GPUs in the hybrid option");
  g_assert_cmpfloat (bk_number_row_get_value (row), ==, 6);
  bk_number_row_set_value (row, 3);
  g_assert_cmpint (bk_workload_get_hybrid_owned_gpus (workload), ==, 3);
  adw_expander_row_set_enable_expansion (hybrid, FALSE);
  g_assert_cmpint (bk_workload_get_hybrid_owned_gpus (workload), ==, -1);

  /* Step 5: the helper multiplies and fills the field. */
  row = bk_test_find_row (step5, BK_TYPE_NUMBER_ROW, "Dataset size in GB");
  bk_number_row_set_value (row, 250);
  row = bk_test_find_row (step5, BK_TYPE_NUMBER_ROW, "Syncs per month");
  bk_number_row_set_value (row, 30);
  g_signal_emit_by_name (bk_test_find_row (step5, ADW_TYPE_BUTTON_ROW, "Use 7,500 GB a month"),
                         "activated");
  g_assert_cmpfloat (bk_workload_get_transfer_gb_per_month (workload), ==, 7500);
  g_assert_cmpfloat (bk_number_row_get_value (bk_test_find_row (step5, BK_TYPE_NUMBER_ROW,
                                                               "Data moved out per month")),
                     ==, 7500);

  /* Step 6: the question is asked the other way round from the model's flag. */
  may_leave = bk_test_find_row (step6, ADW_TYPE_SWITCH_ROW, "Data may leave the premises");
  mandatory = GTK_WIDGET (bk_test_find_label (step6, "Buying is mandatory"));
  g_assert_nonnull (mandatory);
  g_assert_false (gtk_widget_get_visible (mandatory));
  g_assert_true (adw_switch_row_get_active (may_leave));
  g_assert_false (bk_workload_get_compliance_on_prem (workload));
  adw_switch_row_set_active (may_leave, FALSE);
  g_assert_true (bk_workload_get_compliance_on_prem (workload));
  /* The lean follows with the results' strategy stage, after the frame. */
  bk_test_flush ();
  g_assert_cmpint (bk_lean_box_get_lean (find_lean_box (step6)), ==, BK_LEAN_BUY);
  g_assert_cmpstr (bk_lean_box_get_heading (find_lean_box (step6)), ==, "Buying is required");
  g_assert_true (gtk_widget_get_visible (mandatory));

  /* Step 7: a switch row and money rows. */
  adw_switch_row_set_active (bk_test_find_row (step7, ADW_TYPE_SWITCH_ROW,
                                               "The team can run its own hardware"), FALSE);
  g_assert_false (bk_workload_get_hardware_know_how (workload));
  bk_test_flush ();
  g_assert_cmpint (bk_lean_box_get_lean (find_lean_box (step7)), ==, BK_LEAN_RENT);
  bk_number_row_set_value (bk_test_find_row (step7, BK_TYPE_NUMBER_ROW, "Staff hourly rate"), 85.5);
  g_assert_cmpfloat (bk_pricing_get_staff_hourly_rate (pricing), ==, 85.5);

  /* Step 8: the currency list and the units that follow it. */
  row = bk_test_find_row (step8, BK_TYPE_NUMBER_ROW, "Electricity");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "€ per kWh");
  currency = bk_test_find_row (step8, ADW_TYPE_COMBO_ROW, "Currency");
  adw_combo_row_set_selected (currency, 2);
  g_assert_cmpstr (bk_pricing_get_currency (pricing), ==, "GBP");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "£ per kWh");
  bk_pricing_set_currency (pricing, "JPY");
  g_assert_cmpuint (adw_combo_row_get_selected (currency), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (currency)), ==, 5);
  bk_number_row_set_value (bk_test_find_row (step8, BK_TYPE_NUMBER_ROW, "Horizon"), 60);
  g_assert_cmpuint (bk_workload_get_horizon_months (workload), ==, 60);
  bk_number_row_set_value (bk_test_find_row (step8, BK_TYPE_NUMBER_ROW, "Cost of capital"), 7.5);
  g_assert_cmpfloat (bk_pricing_get_discount_rate (pricing), ==, 7.5);
}

/* The spin rows offer exactly the model's ranges: nothing the model would refuse. */
static void
test_ranges_match_model (Fixture       *fixture,
                         gconstpointer  data)
{
  const struct
  {
    guint       step;
    const char *title;
    double      lower;
    double      upper;
  } rows[] = {
    { 1, "Number of GPUs", 0, BK_MAX_GPUS },
    { 1, "Purchase price", 0, 1e12 },
    { 1, "Power when idle", 0, 100000 },
    { 2, "Average utilisation", 0, 100 },
    { 3, "A peak every … days", 1, 3650 },
    { 4, "Yearly change of rental prices", -100, 100 },
    { 7, "Administration of own GPUs", 0, 744 },
    { 8, "Cooling and infrastructure", 0, 500 },
    { 8, "Horizon", 1, BK_MAX_HORIZON_MONTHS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GtkWidget *step = bk_wizard_get_step_widget (fixture->wizard, rows[i].step);
      BkNumberRow *row = bk_test_find_row (step, BK_TYPE_NUMBER_ROW, rows[i].title);
      GtkAdjustment *adjustment = bk_number_row_get_adjustment (row);

      g_assert_cmpfloat (gtk_adjustment_get_lower (adjustment), ==, rows[i].lower);
      g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), ==, rows[i].upper);
    }
}

/* Picking a catalogue GPU fills in the hardware, shows its date and warns about the currency. */
static void
test_catalogue_preset (Fixture       *fixture,
                       gconstpointer  data)
{
  BkHardware *hardware = bk_profile_get_hardware (fixture->profile);
  BkPricing *pricing = bk_profile_get_pricing (fixture->profile);
  GtkWidget *step1 = bk_wizard_get_step_widget (fixture->wizard, 1);
  GtkWidget *step8 = bk_wizard_get_step_widget (fixture->wizard, 8);
  BkCatalogue *catalogue = bk_catalogue_get_default ();
  BkCatalogueGpu *h100 = bk_catalogue_find_gpu (catalogue, "h100-sxm");
  AdwComboRow *gpu_row = bk_test_find_row (step1, ADW_TYPE_COMBO_ROW, "GPU model");
  AdwPreferencesGroup *cost_group = bk_test_find_row (step1, ADW_TYPE_PREFERENCES_GROUP,
                                                      "Purchase and Power");
  AdwExpanderRow *source_row = bk_test_find_row (step1, ADW_TYPE_EXPANDER_ROW, "Sources");
  AdwExpanderRow *presets;
  g_autoptr(GListModel) rents = NULL;
  g_autoptr(BkCatalogueRent) lambda = NULL;
  GtkWidget *lambda_row;
  GtkWidget *use_button;
  guint changed = 0;

  g_assert_nonnull (h100);
  g_assert_true (adw_combo_row_get_enable_search (gpu_row));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (gpu_row)), ==,
                    1 + g_list_model_get_n_items (bk_catalogue_get_gpus (catalogue)));

  /* The default hardware is the catalogue's A100 80GB SXM: it is selected, with its sources. */
  g_assert_cmpstr (bk_hardware_get_name (hardware), ==, "NVIDIA A100 80GB SXM");
  g_assert_cmpuint (adw_combo_row_get_selected (gpu_row), ==, catalogue_position ("NVIDIA A100 80GB SXM"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (source_row)));

  /* A name outside the catalogue selects "Other GPU" and claims no source. */
  bk_hardware_set_name (hardware, "Home-built accelerator");
  g_assert_cmpuint (adw_combo_row_get_selected (gpu_row), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (source_row)));

  g_signal_connect (fixture->profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);
  adw_combo_row_set_selected (gpu_row, catalogue_position ("NVIDIA H100 SXM"));
  /* Picking a GPU is one change of the profile, however many figures it fills in. */
  g_assert_cmpuint (changed, ==, 1);

  g_assert_cmpstr (bk_hardware_get_name (hardware), ==, "NVIDIA H100 SXM");
  g_assert_cmpuint (bk_hardware_get_vram_gb (hardware), ==, bk_catalogue_gpu_get_figures (h100)->vram_gb);
  /* The profile counts in euros: $30,000 / 1.1761 = €25,508.04, $10,000 / 1.1761 = €8,502.68. */
  g_assert_cmpfloat (bk_catalogue_gpu_get_figures (h100)->purchase_price, ==, 30000);
  g_assert_cmpfloat_with_epsilon (bk_hardware_get_purchase_price (hardware), 25508.04, 1e-9);
  g_assert_cmpfloat_with_epsilon (bk_hardware_get_host_cost (hardware), 8502.68, 1e-9);
  g_assert_cmpfloat (bk_hardware_get_power_watts (hardware), ==, 700);
  g_assert_cmpfloat (bk_number_row_get_value (bk_test_find_row (step1, BK_TYPE_NUMBER_ROW,
                                                               "Power under load")), ==, 700);

  /* Its source and date are shown, how its prices were converted, and that they are old. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (source_row)));
  g_assert_cmpstr (adw_expander_row_get_subtitle (source_row), ==, "As of 2026");
  /* Old prices say their date once, in the note below, not also as "date from 2026". */
  g_assert_null (strstr (adw_preferences_group_get_description (cost_group), "date from 2026"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (cost_group),
                            "Converted into the profile’s currency: purchase price $"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (cost_group),
                            "at 0.8503 €/$ (ECB, 05/08/2026) = €25"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (cost_group), "server share $"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (cost_group),
                            "The exchange rates (ECB, 05/08/2026) are over six months old: check "
                            "today’s rates."));
  /* "2026" stands for 1 January 2026, more than six months before any day this test runs. */
  g_assert_nonnull (strstr (adw_preferences_group_get_description (cost_group),
                            "The catalogue’s prices for the NVIDIA H100 SXM are from 2026: check "
                            "a current quote."));
  bk_pricing_set_currency (pricing, "USD");
  g_assert_null (strstr (adw_preferences_group_get_description (cost_group), "onverted"));
  bk_pricing_set_currency (pricing, "EUR");

  /* The figures stay editable; the selection stays with the name. */
  bk_number_row_set_value (bk_test_find_row (step1, BK_TYPE_NUMBER_ROW, "Purchase price"), 27000);
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 27000);
  g_assert_cmpuint (adw_combo_row_get_selected (gpu_row), ==, catalogue_position ("NVIDIA H100 SXM"));

  /* A name of one's own leaves the catalogue. */
  bk_hardware_set_name (hardware, "Our own box");
  g_assert_cmpuint (adw_combo_row_get_selected (gpu_row), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (source_row)));
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 27000);
  presets = bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW, "Rental prices");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (presets)));

  /* Back to the catalogue: the rent offers for that GPU appear on step 8. */
  adw_combo_row_set_selected (gpu_row, catalogue_position ("NVIDIA H100 SXM"));
  presets = bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW,
                              "Rental prices for the NVIDIA H100 SXM");

  /* "Other GPU" keeps the figures and asks for a name of one's own. */
  adw_combo_row_set_selected (gpu_row, 0);
  g_assert_cmpstr (bk_hardware_get_name (hardware), ==, "");
  g_assert_cmpfloat (bk_hardware_get_power_watts (hardware), ==, 700);
  g_assert_cmpuint (adw_combo_row_get_selected (gpu_row), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (presets)));
  adw_combo_row_set_selected (gpu_row, catalogue_position ("NVIDIA H100 SXM"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (presets)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (presets)));

  rents = bk_catalogue_dup_rents (catalogue, "h100-sxm");
  for (guint i = 0; i < g_list_model_get_n_items (rents) && lambda == NULL; i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);

      if (g_strcmp0 (bk_catalogue_rent_get_provider (rent), "Lambda") == 0)
        lambda = g_steal_pointer (&rent);
    }
  g_assert_nonnull (lambda);

  lambda_row = bk_test_find_row (GTK_WIDGET (presets), ADW_TYPE_ACTION_ROW, "Lambda");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (lambda_row)), "$3.99"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (lambda_row)),
                            "09/25/2026"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (lambda_row)),
                            bk_catalogue_rent_get_source (lambda)));
  use_button = find_widget (lambda_row, GTK_TYPE_BUTTON, NULL);
  g_assert_nonnull (use_button);
  /* A screen reader names the button by the offer's provider, term and price: the row's
   * title, the provider, is the same for each of its terms. */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (use_button),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Use Lambda, on demand: $3.99 per GPU-hour");
  g_signal_emit_by_name (use_button, "clicked");
  /* The profile counts in euros: $3.99 / 1.1761 $/€ = €3.3926 → €3.39. */
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 3.39);
  g_assert_cmpfloat (bk_number_row_get_value (bk_test_find_row (step8, BK_TYPE_NUMBER_ROW, "Rent")), ==, 3.39);
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (presets), "is converted when you use it"));
}

/* The first action row below @root whose subtitle contains @text. */
static AdwActionRow *
find_offer (GtkWidget  *root,
            const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *found;

      if (ADW_IS_ACTION_ROW (child)
          && strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (child)) ?: "", text) != NULL)
        return ADW_ACTION_ROW (child);

      found = find_offer (child, text);
      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
offer_button (GtkWidget  *root,
              const char *text)
{
  AdwActionRow *row = find_offer (root, text);

  if (row == NULL)
    g_error ("No offer with “%s”", text);

  return find_widget (GTK_WIDGET (row), GTK_TYPE_BUTTON, NULL);
}

/* A catalogue price in another currency is converted when picked, and the step says how; one in
 * the profile's currency is copied as it is; reserved and spot prices are listed with their
 * term but cannot be the rent yet. Listing the offers changes nothing in the profile. */
static void
test_catalogue_conversion (Fixture       *fixture,
                           gconstpointer  data)
{
  BkHardware *hardware = bk_profile_get_hardware (fixture->profile);
  BkPricing *pricing = bk_profile_get_pricing (fixture->profile);
  GtkWidget *step8 = bk_wizard_get_step_widget (fixture->wizard, 8);
  GtkWidget *conversion = GTK_WIDGET (gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES,
                                                                     "conversion_row"));
  GtkWidget *presets;
  GtkWidget *button;
  double rent_before;

  g_assert_cmpstr (bk_pricing_get_currency (pricing), ==, "EUR");
  rent_before = bk_pricing_get_rent_per_gpu_hour (pricing);
  bk_hardware_set_name (hardware, "NVIDIA H100 SXM");
  presets = bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW, "Rental prices for the NVIDIA H100 SXM");
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, rent_before);
  g_assert_cmpstr (bk_pricing_get_currency (pricing), ==, "EUR");
  g_assert_false (gtk_widget_get_visible (conversion));

  /* AWS on demand, $6.88 / 1.1761 = 5.84984… → €5.85. */
  button = offer_button (presets, "$6.88 per GPU-hour · on demand · Large cloud provider");
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 5.85);
  g_assert_cmpstr (bk_pricing_get_currency (pricing), ==, "EUR");
  g_assert_true (gtk_widget_get_visible (conversion));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (conversion)), ==,
                   "$6.88 at 0.8503 \xe2\x82\xac/$ (ECB, 05/08/2026) = \xe2\x82\xac" "5.85"
                   /* The shipped rates are from May 2026, over six months before any day this
                    * test runs. */
                   "\nThe exchange rates (ECB, 05/08/2026) are over six months old: check today’s rates.");

  /* A rent of one's own: the sentence no longer speaks of it. */
  bk_pricing_set_rent_per_gpu_hour (pricing, 4);
  g_assert_false (gtk_widget_get_visible (conversion));

  /* Spot: listed with its term and source; it fills in the spot price, not the rent. */
  button = offer_button (presets, "$6.57 per GPU-hour · spot");
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "spot"));
  g_assert_nonnull (find_offer (presets, "silybench"));

  /* The article's range is in euros: copied as it is. */
  button = offer_button (presets, "€5.50 per GPU-hour, the middle of");
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 5.5);
  g_assert_false (gtk_widget_get_visible (conversion));

  /* In a profile counting in dollars, a dollar price is copied as it is. */
  bk_pricing_set_currency (pricing, "USD");
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 5.5);
  button = offer_button (presets, "$6.88 per GPU-hour · on demand");
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 6.88);
  g_assert_false (gtk_widget_get_visible (conversion));

  /* A currency without a rate: the offers in another one cannot be used. */
  bk_pricing_set_currency (pricing, "JPY");
  button = offer_button (presets, "$6.88 per GPU-hour · on demand");
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "No exchange rate from USD to JPY");
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 6.88);

  /* The terms of the L40S on AWS. */
  bk_pricing_set_currency (pricing, "EUR");
  bk_hardware_set_name (hardware, "NVIDIA L40S");
  presets = bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW, "Rental prices for the NVIDIA L40S");
  g_assert_nonnull (find_offer (presets, "$1.86 per GPU-hour · on demand"));
  g_assert_nonnull (find_offer (presets, "$1.10 per GPU-hour · spot"));
  g_assert_nonnull (find_offer (presets, "$1.17 per GPU-hour · 1-year term"));
  g_assert_nonnull (find_offer (presets, "$0.80 per GPU-hour · 3-year term"));
  g_assert_true (gtk_widget_get_sensitive (offer_button (presets, "1-year term")));
  g_assert_nonnull (find_offer (presets, "08/12/2025"));
}

/* A reserved offer fills in the committed price, term and up-front share, a spot offer the spot
 * price; each converted into the profile's currency, with the sentence under its own field. */
static void
test_catalogue_terms (Fixture       *fixture,
                      gconstpointer  data)
{
  BkPricing *pricing = bk_profile_get_pricing (fixture->profile);
  GtkWidget *step8 = bk_wizard_get_step_widget (fixture->wizard, 8);
  GtkWidget *rent_conversion = GTK_WIDGET (gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES,
                                                                          "conversion_row"));
  GtkWidget *commit_conversion =
    GTK_WIDGET (gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES, "commit_conversion_row"));
  GtkWidget *spot_conversion =
    GTK_WIDGET (gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES, "spot_conversion_row"));
  AdwExpanderRow *commit = ADW_EXPANDER_ROW (gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES,
                                                                            "commit_expander"));
  AdwExpanderRow *spot = ADW_EXPANDER_ROW (gtk_widget_get_template_child (step8, BK_TYPE_STEP_PRICES,
                                                                          "spot_expander"));
  double rent = bk_pricing_get_rent_per_gpu_hour (pricing);
  GtkWidget *presets;

  bk_hardware_set_name (bk_profile_get_hardware (fixture->profile), "NVIDIA L40S");
  presets = bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW, "Rental prices for the NVIDIA L40S");
  bk_pricing_set_commit_upfront_percent (pricing, 50);
  g_assert_cmpstr (adw_expander_row_get_subtitle (commit), ==, "Off: no price set");
  g_assert_false (adw_expander_row_get_expanded (commit));

  /* AWS, 3 years without up-front payment: $0.80 / 1.1761 = 0.68021… → €0.68. */
  g_signal_emit_by_name (offer_button (presets, "$0.80 per GPU-hour · 3-year term"), "clicked");
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 0.68);
  g_assert_cmpuint (bk_pricing_get_commit_term_months (pricing), ==, 36);
  g_assert_cmpfloat (bk_pricing_get_commit_upfront_percent (pricing), ==, 0);
  g_assert_cmpint (bk_pricing_get_commit_gpus (pricing), ==, -1);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, rent);
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (pricing), ==, 0);
  g_assert_true (gtk_widget_get_visible (commit_conversion));
  g_assert_false (gtk_widget_get_visible (rent_conversion));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (commit_conversion)), ==,
                   "$0.80 at 0.8503 \xe2\x82\xac/$ (ECB, 05/08/2026) = \xe2\x82\xac" "0.68"
                   "\nThe exchange rates (ECB, 05/08/2026) are over six months old: check today’s rates.");
  g_assert_true (adw_expander_row_get_expanded (commit));
  g_assert_cmpstr (adw_expander_row_get_subtitle (commit), ==,
                   "\xe2\x82\xac" "0.68 per GPU-hour · 3-year term");
  g_assert_cmpfloat (bk_number_row_get_value (bk_test_find_row (GTK_WIDGET (commit), BK_TYPE_NUMBER_ROW,
                                                               "Term")), ==, 36);

  /* The 1-year term: $1.17 / 1.1761 = 0.99481… → €0.99, and the sentence follows. */
  g_signal_emit_by_name (offer_button (presets, "$1.17 per GPU-hour · 1-year term"), "clicked");
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 0.99);
  g_assert_cmpuint (bk_pricing_get_commit_term_months (pricing), ==, 12);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (commit_conversion)),
                            "= \xe2\x82\xac" "0.99"));

  /* Spot: $1.1027 / 1.1761 = 0.93759… → €0.94; the commitment stays. */
  g_assert_false (gtk_widget_get_visible (spot_conversion));
  g_signal_emit_by_name (offer_button (presets, "$1.10 per GPU-hour · spot"), "clicked");
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (pricing), ==, 0.94);
  g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 0.99);
  g_assert_true (gtk_widget_get_visible (spot_conversion));
  g_assert_true (gtk_widget_get_visible (commit_conversion));
  g_assert_true (adw_expander_row_get_expanded (spot));
  g_assert_cmpstr (adw_expander_row_get_subtitle (spot), ==,
                   "\xe2\x82\xac" "0.94 per GPU-hour, 10% overhead, up to 50% of the rented hours");

  /* A price of one's own: only that field's sentence goes. */
  bk_pricing_set_spot_price_per_gpu_hour (pricing, 0.9);
  g_assert_false (gtk_widget_get_visible (spot_conversion));
  g_assert_true (gtk_widget_get_visible (commit_conversion));

  /* In dollars, a dollar price is copied as it is. */
  bk_pricing_set_currency (pricing, "USD");
  g_assert_false (gtk_widget_get_visible (commit_conversion));
  g_signal_emit_by_name (offer_button (presets, "$1.10 per GPU-hour · spot"), "clicked");
  g_assert_cmpfloat (bk_pricing_get_spot_price_per_gpu_hour (pricing), ==, 1.1027);
  g_assert_false (gtk_widget_get_visible (spot_conversion));

  /* A reservation whose source states no term sets the price and keeps the term. Every shipped
   * reservation states its term, so a team's price list has this one. */
  {
    static const char team[] =
      "{\"format\": 2, \"gpus\": [], \"rents\": [{\"gpu-id\": \"h200\", \"provider\": "
      "\"Our reseller\", \"provider-type\": \"specialised\", \"price-per-hour\": 6.87, "
      "\"currency\": \"USD\", \"term\": \"reserved\", \"source\": \"Reseller quote, no term "
      "given\", \"as-of\": \"2026-11-20\"}]}";

    bk_test_set_team_catalogue (team);
    bk_pricing_set_commit_term_months (pricing, 24);
    bk_hardware_set_name (bk_profile_get_hardware (fixture->profile), "NVIDIA H200 SXM");
    presets = bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW,
                                "Rental prices for the NVIDIA H200 SXM");
    g_signal_emit_by_name (offer_button (presets, "reserved, term not stated"), "clicked");
    g_assert_cmpfloat (bk_pricing_get_commit_price_per_gpu_hour (pricing), ==, 6.87);
    g_assert_cmpuint (bk_pricing_get_commit_term_months (pricing), ==, 24);
    bk_catalogue_set_current (NULL);
  }
}

/* The utilisation step's lean and sentence flip exactly at the article's marks, as the engine's
 * lean does: below 50 rent, above 80 buy. */
static void
test_utilisation_lean (Fixture       *fixture,
                       gconstpointer  data)
{
  const struct
  {
    double      utilisation;
    BkLean      lean;
    const char *side;
  } cases[] = {
    { 49, BK_LEAN_RENT, "49% lies below the 50% mark." },
    { 50, BK_LEAN_NEUTRAL, "50% lies between the 50% and 80% marks." },
    { 80, BK_LEAN_NEUTRAL, "80% lies between the 50% and 80% marks." },
    { 81, BK_LEAN_BUY, "81% lies above the 80% mark." },
    { 49, BK_LEAN_RENT, "49% lies below the 50% mark." },
  };
  GtkWidget *step2 = bk_wizard_get_step_widget (fixture->wizard, 2);
  BkNumberRow *row = bk_test_find_row (step2, BK_TYPE_NUMBER_ROW, "Average utilisation");
  GtkScale *scale = GTK_SCALE (find_widget (step2, GTK_TYPE_SCALE, NULL));
  BkLeanBox *lean_box = find_lean_box (step2);
  guint lean_notifies = 0;

  g_signal_connect (lean_box, "notify::lean", G_CALLBACK (bk_test_count_notify_cb),
                    &lean_notifies);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BkAnalysis) analysis = NULL;

      /* Every other case goes through the model instead of the widget. */
      if (i % 2 == 0)
        bk_number_row_set_value (row, cases[i].utilisation);
      else
        bk_workload_set_utilisation (bk_profile_get_workload (fixture->profile),
                                     cases[i].utilisation);

      /* The lean box follows with the results' strategy stage, after the frame. */
      bk_test_flush ();
      analysis = bk_analysis_new (fixture->profile, NULL);
      g_assert_cmpint (bk_analysis_get_lean (analysis, BK_CHECKLIST_UTILISATION), ==,
                       cases[i].lean);
      g_assert_cmpint (bk_lean_box_get_lean (lean_box), ==, cases[i].lean);
      g_assert_cmpstr (bk_lean_box_get_reason (lean_box), ==,
                       bk_analysis_get_reason (analysis, BK_CHECKLIST_UTILISATION));
      g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (scale)), ==, cases[i].utilisation);

      /* The sentence under the scale. */
      g_assert_nonnull (bk_test_find_label (step2, cases[i].side));
    }

  /* From the default 60: rent, neutral, (neutral again: no notification), buy, rent. */
  g_assert_cmpuint (lean_notifies, ==, 4);
}

/* The lean boxes of a step follow the engine for every checklist item. */
static void
test_leans_follow_engine (Fixture       *fixture,
                          gconstpointer  data)
{
  static const guint step_of_item[BK_N_CHECKLIST_ITEMS] = { 2, 3, 4, 5, 6, 7 };
  BkWorkload *workload = bk_profile_get_workload (fixture->profile);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(BkAnalysis) analysis = NULL;

      if (round == 1)
        {
          bk_workload_set_predictability (workload, BK_PREDICTABILITY_BURSTY);
          bk_workload_set_needs_latest_gpus (workload, TRUE);
          bk_workload_set_transfer_gb_per_month (workload, 30000);
          bk_workload_set_compliance_on_prem (workload, TRUE);
          bk_workload_set_hardware_know_how (workload, FALSE);
        }

      bk_test_flush ();
      analysis = bk_analysis_new (fixture->profile, NULL);
      bk_analysis_search_strategy (analysis);
      for (guint item = 0; item < BK_N_CHECKLIST_ITEMS; item++)
        {
          GtkWidget *step = bk_wizard_get_step_widget (fixture->wizard, step_of_item[item]);
          BkLeanBox *box = find_lean_box (step);
          g_autofree char *reason = bk_words_checklist_reason (analysis, item);

          g_assert_cmpint (bk_lean_box_get_item (box), ==, item);
          g_assert_cmpint (bk_lean_box_get_lean (box), ==, bk_analysis_get_lean (analysis, item));
          g_assert_cmpstr (bk_lean_box_get_reason (box), ==, reason);
        }
    }

  /* Round two's answers as the engine reads them. */
  g_assert_cmpint (bk_lean_box_get_lean (find_lean_box (bk_wizard_get_step_widget (fixture->wizard, 3))),
                   ==, BK_LEAN_RENT);
  g_assert_cmpint (bk_lean_box_get_lean (find_lean_box (bk_wizard_get_step_widget (fixture->wizard, 5))),
                   ==, BK_LEAN_BUY);
}

/* A new profile for the same wizard re-targets every binding. */
static void
test_profile_swap (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(BkProfile) example = load_example ("llm-team-h100.json");
  GtkWidget *step1 = bk_wizard_get_step_widget (fixture->wizard, 1);
  GtkWidget *step2 = bk_wizard_get_step_widget (fixture->wizard, 2);
  BkNumberRow *gpus_row = bk_test_find_row (step1, BK_TYPE_NUMBER_ROW, "Number of GPUs");

  g_assert_cmpfloat (bk_number_row_get_value (gpus_row), ==, 2);

  bk_wizard_set_profile (fixture->wizard, example);
  g_assert_cmpfloat (bk_number_row_get_value (gpus_row), ==, 8);
  g_assert_cmpuint (adw_combo_row_get_selected (bk_test_find_row (step1, ADW_TYPE_COMBO_ROW,
                                                                  "GPU model")),
                    ==, catalogue_position ("NVIDIA H100 SXM"));
  g_assert_cmpint (bk_lean_box_get_lean (find_lean_box (step2)), ==, BK_LEAN_BUY);

  /* The old profile is no longer written. */
  bk_number_row_set_value (gpus_row, 12);
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (example)), ==, 12);
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (fixture->profile)), ==, 2);

  bk_wizard_set_profile (fixture->wizard, fixture->profile);
  g_assert_cmpfloat (bk_number_row_get_value (gpus_row), ==, 2);
}

/* The profile editor */

static void
test_editor (void)
{
  g_autoptr(BkProfile) profile = load_example ("two-a100-rack.json");
  g_autoptr(BkAnalysis) analysis = NULL;
  BkWizard *wizard = bk_wizard_new (profile);
  GtkWidget *editor = bk_profile_editor_new (profile);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWindow *window;
  BkNumberRow *wizard_row;
  BkNumberRow *editor_row;
  AdwEntryRow *name_row;
  gint64 start;

  gtk_widget_set_hexpand (editor, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (wizard), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (wizard));
  gtk_box_append (GTK_BOX (box), editor);
  window = bk_test_show_in_window (box, 1200, 800, FALSE);

  g_assert_true (bk_profile_editor_get_profile (BK_PROFILE_EDITOR (editor)) == profile);

  for (guint i = 1; i <= 8; i++)
    {
      GtkWidget *step = bk_profile_editor_get_step_widget (BK_PROFILE_EDITOR (editor), i);

      g_assert_true (G_OBJECT_TYPE (step) ==
                     G_OBJECT_TYPE (bk_wizard_get_step_widget (wizard, i)));
      g_assert_true (bk_step_get_profile (BK_STEP (step)) == profile);
      g_assert_false (bk_step_get_show_guidance (BK_STEP (step)));
    }

  /* One model, two views: a change in the editor shows in the wizard at once. */
  editor_row = bk_test_find_row (bk_profile_editor_get_step_widget (BK_PROFILE_EDITOR (editor), 2),
                                 BK_TYPE_NUMBER_ROW, "Average utilisation");
  wizard_row = bk_test_find_row (bk_wizard_get_step_widget (wizard, 2), BK_TYPE_NUMBER_ROW,
                                 "Average utilisation");
  start = g_get_monotonic_time ();
  bk_number_row_set_value (editor_row, 42);
  /* One change updates the model, one shared analysis and the twelve lean boxes of both views. */
  g_test_message ("one input change with the wizard and the editor open: %.2f ms",
                  (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpfloat (bk_workload_get_utilisation (bk_profile_get_workload (profile)), ==, 42);
  g_assert_cmpfloat (bk_number_row_get_value (wizard_row), ==, 42);

  /* The profile's own fields. */
  name_row = bk_test_find_row (editor, ADW_TYPE_ENTRY_ROW, "Name");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name_row)), ==,
                   bk_profile_get_name (profile));
  gtk_editable_set_text (GTK_EDITABLE (name_row), "Rack in the basement");
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "Rack in the basement");

  bk_profile_set_reviewed (profile, "2025-01-31");
  g_assert_cmpstr (adw_action_row_get_subtitle (bk_test_find_row (editor, ADW_TYPE_ACTION_ROW,
                                                                  "Last review")),
                   ==, "01/31/2025");
  g_signal_emit_by_name (find_widget (bk_test_find_row (editor, ADW_TYPE_ACTION_ROW, "Last review"),
                                      GTK_TYPE_BUTTON, NULL), "clicked");
  g_assert_cmpstr (bk_profile_get_reviewed (profile), !=, "2025-01-31");
  analysis = bk_analysis_new (profile, NULL);
  g_assert_false (bk_analysis_get_review_due (analysis));

  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &editor);
  gtk_window_destroy (window);
  bk_test_flush ();
  g_assert_null (editor);
}

/* The editor of the steps shows one row per step, and adding, changing and removing one
 * writes the whole list back to the workload; a change from elsewhere rebuilds the rows. */
static void
test_demand_steps (void)
{
  g_autoptr(BkWorkload) workload = bk_workload_new ();
  GtkWidget *window = gtk_window_new ();
  BkDemandSteps *steps = BK_DEMAND_STEPS (bk_demand_steps_new ());
  AdwExpanderRow *row;
  BkNumberRow *gpus;
  AdwButtonRow *button;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (steps));
  bk_workload_set_demand_steps (workload, "7:+4, 13:-2");
  bk_demand_steps_set_workload (steps, workload);
  g_assert_cmpuint (bk_demand_steps_get_n_steps (steps), ==, 2);

  button = bk_test_find_row (GTK_WIDGET (steps), ADW_TYPE_BUTTON_ROW, "Add a Step");
  g_signal_emit_by_name (button, "activated");
  g_assert_cmpuint (bk_demand_steps_get_n_steps (steps), ==, 3);
  g_assert_cmpstr (bk_workload_get_demand_steps (workload), ==, "7:+4, 13:-2, 19:+1");

  row = bk_test_find_row (GTK_WIDGET (steps), ADW_TYPE_EXPANDER_ROW, "2 fewer GPUs from month 13");

  gpus = bk_test_find_row (GTK_WIDGET (row), BK_TYPE_NUMBER_ROW,
                           "Change of the base demand, in GPUs");
  bk_number_row_set_value (gpus, -3);
  g_assert_cmpstr (bk_workload_get_demand_steps (workload), ==, "7:+4, 13:-3, 19:+1");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "3 fewer GPUs from month 13");

  button = bk_test_find_row (GTK_WIDGET (row), ADW_TYPE_BUTTON_ROW, "Remove This Step");
  g_signal_emit_by_name (button, "activated");
  g_assert_cmpuint (bk_demand_steps_get_n_steps (steps), ==, 2);
  g_assert_cmpstr (bk_workload_get_demand_steps (workload), ==, "7:+4, 19:+1");

  bk_workload_set_demand_steps (workload, NULL);
  g_assert_cmpuint (bk_demand_steps_get_n_steps (steps), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}


/* Picking a GPU and using a catalogue offer set several figures each, and are one undo step
 * each. */
static void
test_undo_steps (Fixture       *fixture,
                 gconstpointer  data)
{
  BkProfileHistory *history = bk_profile_get_history (fixture->profile);
  GtkWidget *step1 = bk_wizard_get_step_widget (fixture->wizard, 1);
  GtkWidget *step8 = bk_wizard_get_step_widget (fixture->wizard, 8);
  AdwComboRow *gpu_row = bk_test_find_row (step1, ADW_TYPE_COMBO_ROW, "GPU model");
  g_autoptr(BkProfile) before = bk_profile_copy (fixture->profile);
  g_autoptr(BkProfile) picked = NULL;
  g_autoptr(BkProfile) used = NULL;
  GtkWidget *presets, *lambda_row;
  guint changed = 0;

  g_signal_connect (fixture->profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);

  adw_combo_row_set_selected (gpu_row, catalogue_position ("NVIDIA H100 SXM"));
  g_assert_cmpstr (bk_hardware_get_name (bk_profile_get_hardware (fixture->profile)), ==,
                   "NVIDIA H100 SXM");
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 1);
  picked = bk_profile_copy (fixture->profile);

  presets = GTK_WIDGET (bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW,
                                          "Rental prices for the NVIDIA H100 SXM"));
  lambda_row = GTK_WIDGET (bk_test_find_row (presets, ADW_TYPE_ACTION_ROW, "Lambda"));
  g_signal_emit_by_name (find_widget (lambda_row, GTK_TYPE_BUTTON, NULL), "clicked");
  g_assert_false (bk_profile_equal (fixture->profile, picked));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 2);
  used = bk_profile_copy (fixture->profile);

  g_assert_true (bk_profile_history_undo (history));
  g_assert_true (bk_profile_equal (fixture->profile, picked));
  g_assert_true (bk_profile_history_undo (history));
  g_assert_true (bk_profile_equal (fixture->profile, before));
  g_assert_cmpuint (adw_combo_row_get_selected (gpu_row), ==,
                    catalogue_position ("NVIDIA A100 80GB SXM"));

  g_assert_true (bk_profile_history_redo (history));
  g_assert_true (bk_profile_history_redo (history));
  g_assert_true (bk_profile_equal (fixture->profile, used));
}

/* The page that shows @step, and a widget on it. */
static GtkWidget *
page_widget (BkWizard   *wizard,
             guint       step,
             GType       type,
             const char *property,
             const char *value)
{
  GtkWidget *page = gtk_widget_get_ancestor (bk_wizard_get_step_widget (wizard, step),
                                             BK_TYPE_WIZARD_PAGE);
  GtkWidget *found = bk_test_find_widget (page, type, property, value);

  g_assert_nonnull (found);
  return found;
}

/* Escape in a field takes back what was typed and stays on the page; elsewhere it goes back.
 * Ctrl+Return and Alt+Right go on, taking what was typed. */
static void
test_keys (Fixture       *fixture,
           gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  BkWizard *wizard = fixture->wizard;
  GtkSpinButton *spin;
  g_autoptr(BkProfile) before = NULL;
  double value;

  /* Typed into the first number of step 1, then Ctrl+Return: taken, and on to step 2. */
  spin = GTK_SPIN_BUTTON (page_widget (wizard, 1, GTK_TYPE_SPIN_BUTTON, NULL, NULL));
  value = gtk_spin_button_get_value (spin);
  before = bk_profile_copy (fixture->profile);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
  gtk_editable_set_text (GTK_EDITABLE (spin), "7");
  g_assert_true (bk_profile_equal (fixture->profile, before));
  g_assert_true (bk_test_press_keys (window, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 2);
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 7);
  g_assert_cmpfloat (value, !=, 7);
  g_assert_false (bk_profile_equal (fixture->profile, before));

  /* Typed into a number of step 2, then Escape: the typing goes, the page stays. */
  spin = GTK_SPIN_BUTTON (page_widget (wizard, 2, GTK_TYPE_SPIN_BUTTON, NULL, NULL));
  value = gtk_spin_button_get_value (spin);
  g_clear_object (&before);
  before = bk_profile_copy (fixture->profile);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
  gtk_editable_set_text (GTK_EDITABLE (spin), "55");
  g_assert_true (bk_test_press_keys (window, GDK_KEY_Escape, 0));
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), !=, "55");
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, value);
  g_assert_true (bk_profile_equal (fixture->profile, before));

  /* The focus moves on, taking nothing from the field either. */
  gtk_widget_grab_focus (page_widget (wizard, 2, GTK_TYPE_BUTTON, "action-name", "wizard.next"));
  bk_test_flush ();
  g_assert_true (bk_profile_equal (fixture->profile, before));

  /* Escape outside a field goes back; Alt+Right forward, Alt+Left back. */
  g_assert_true (bk_test_press_keys (window, GDK_KEY_Escape, 0));
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 1);
  gtk_widget_grab_focus (page_widget (wizard, 1, GTK_TYPE_BUTTON, "action-name", "wizard.next"));
  g_assert_true (bk_test_press_keys (window, GDK_KEY_Right, GDK_ALT_MASK));
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 2);
  gtk_widget_grab_focus (page_widget (wizard, 2, GTK_TYPE_BUTTON, "action-name", "wizard.next"));
  g_assert_true (bk_test_press_keys (window, GDK_KEY_Left, GDK_ALT_MASK));
  g_assert_cmpuint (bk_wizard_get_step (wizard), ==, 1);
  g_assert_cmpuint (fixture->cancelled, ==, 0);
}

/* The inputs pane's name takes the focus without selecting itself, so that a key pressed next
 * does not replace the profile's name. */
static void
test_editor_name_focus (void)
{
  g_autoptr(BkProfile) profile = bk_test_new_named_profile ("Keep my name", 2);
  GtkWidget *editor = bk_profile_editor_new (profile);
  GtkWindow *window = bk_test_show_in_window (editor, 500, 800, FALSE);
  GtkWidget *name = GTK_WIDGET (bk_test_find_row (editor, ADW_TYPE_ENTRY_ROW, "Name"));
  int start, end;

  /* Tab into the pane, as when the window first shows it. */
  gtk_window_set_focus (window, NULL);
  g_assert_true (gtk_widget_child_focus (editor, GTK_DIR_TAB_FORWARD));
  bk_test_flush ();
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (window), name));
  g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (name), &start, &end));
  g_assert_cmpint (gtk_editable_get_position (GTK_EDITABLE (name)), ==,
                   g_utf8_strlen ("Keep my name", -1));
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "Keep my name");

  gtk_window_destroy (window);
}

/* docs/model.md#no-rent-price: a GPU without an offer leaves no other GPU's rent behind, and the
 * rent field asks for one. */
static void
test_no_rent_offer (Fixture       *fixture,
                    gconstpointer  data)
{
  BkPricing *pricing = bk_profile_get_pricing (fixture->profile);
  GtkWidget *step1 = bk_wizard_get_step_widget (fixture->wizard, 1);
  GtkWidget *step8 = bk_wizard_get_step_widget (fixture->wizard, 8);
  AdwComboRow *gpu_row = bk_test_find_row (step1, ADW_TYPE_COMBO_ROW, "GPU model");
  g_autoptr(GListModel) rents = bk_catalogue_dup_rents (bk_catalogue_get_default (), "rtx-5090");
  AdwActionRow *note;

  g_assert_cmpuint (g_list_model_get_n_items (rents), ==, 0);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), >, 0);

  adw_combo_row_set_selected (gpu_row, catalogue_position ("NVIDIA GeForce RTX 5090"));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 0);
  note = bk_test_find_row (step8, ADW_TYPE_ACTION_ROW, "No rent price yet");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (note)));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (note),
                                   "No offer in the catalogue for this GPU"));

  /* A price of one's own answers it. */
  bk_pricing_set_rent_per_gpu_hour (pricing, 0.45);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (note)));

  /* A GPU with offers keeps the rent that is there. */
  adw_combo_row_set_selected (gpu_row, catalogue_position ("NVIDIA H100 SXM"));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 0.45);

  /* So does a rent of 0 typed by hand, which the row asks about without naming the catalogue. */
  bk_pricing_set_rent_per_gpu_hour (pricing, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (note)));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (note),
                                   "Enter the price per GPU-hour you can get"));
}

/* The team's offers are listed after the catalogue's and marked; old offers say so. */
static void
test_team_offers (Fixture       *fixture,
                  gconstpointer  data)
{
  const char *json = "{\"format\": 2, \"gpus\": [], \"rents\": [{\"gpu-id\": \"h100-sxm\", "
                     "\"provider\": \"Our contract\", \"provider-type\": \"specialised\", "
                     "\"price-per-hour\": 1.95, \"currency\": \"USD\", \"term\": \"reserved\", "
                     "\"term-months\": 12, \"source\": \"Signed on 2026-10-01\", "
                     "\"as-of\": \"2026-10-01\"}]}";
  BkHardware *hardware = bk_profile_get_hardware (fixture->profile);
  GtkWidget *step8 = bk_wizard_get_step_widget (fixture->wizard, 8);
  AdwExpanderRow *presets;
  AdwActionRow *team, *article;

  bk_test_set_team_catalogue (json);
  bk_hardware_set_name (hardware, "NVIDIA H100 SXM");

  presets = bk_test_find_row (step8, ADW_TYPE_EXPANDER_ROW, "Rental prices for the NVIDIA H100 SXM");
  team = bk_test_find_row (GTK_WIDGET (presets), ADW_TYPE_ACTION_ROW, "Our contract");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (team), "Your team’s price list"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (team), "1-year term"));
  /* The article's range of 2025 is long past six months. */
  article = bk_test_find_row (GTK_WIDGET (presets), ADW_TYPE_ACTION_ROW, "The article's range");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (article), "2025, over six months ago"));
  /* The H100's purchase figures, dated "2026", are old: the list says so. */
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (presets),
                            "The catalogue’s prices for the NVIDIA H100 SXM are from 2026: check "
                            "a current quote."));
  bk_catalogue_set_current (NULL);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The page transitions are animated; tests want the end state at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  fixtured_test ("/wizard/next-through-all-steps", test_next_through_all_steps);
  fixtured_test ("/wizard/initial-focus", test_initial_focus);
  fixtured_test ("/wizard/back-keeps-values", test_back_keeps_values);
  fixtured_test ("/wizard/back-shortcuts", test_back_shortcuts);
  fixtured_test ("/wizard/widgets-write-model", test_widgets_write_model);
  fixtured_test ("/wizard/ranges-match-model", test_ranges_match_model);
  fixtured_test ("/wizard/catalogue-preset", test_catalogue_preset);
  fixtured_test ("/wizard/catalogue-conversion", test_catalogue_conversion);
  fixtured_test ("/wizard/catalogue-terms", test_catalogue_terms);
  fixtured_test ("/wizard/no-rent-offer", test_no_rent_offer);
  fixtured_test ("/wizard/team-offers", test_team_offers);
  fixtured_test ("/wizard/utilisation-lean", test_utilisation_lean);
  fixtured_test ("/wizard/leans-follow-engine", test_leans_follow_engine);
  fixtured_test ("/wizard/profile-swap", test_profile_swap);
  fixtured_test ("/wizard/undo-steps", test_undo_steps);
  fixtured_test ("/wizard/keys", test_keys);
  g_test_add_func ("/editor/shares-the-model", test_editor);
  g_test_add_func ("/editor/demand-steps", test_demand_steps);
  g_test_add_func ("/editor/name-focus", test_editor_name_focus);

  return g_test_run ();
}
