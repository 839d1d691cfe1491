/* test-history.c: undo and redo of a profile's changes, and the file on disk that follows them
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history's clock is set by hand (_bk_profile_history_set_time), so that which changes join
 * one step is decided by the numbers here and not by how fast the machine runs.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "bk-catalogue.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile-entry.h"
#include "bk-profile-history-private.h"
#include "bk-profile-history.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-workload.h"

#define MS (G_TIME_SPAN_MILLISECOND)

static BkPricing *
pricing_of (BkProfile *profile)
{
  return bk_profile_get_pricing (profile);
}

static void
test_undo_redo (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  guint changed = 0, can_undo = 0, can_redo = 0;

  g_assert_true (bk_profile_get_history (profile) == history);
  g_assert_true (bk_profile_history_get_profile (history) == profile);
  g_assert_false (bk_profile_history_get_can_undo (history));
  g_assert_false (bk_profile_history_get_can_redo (history));
  g_assert_false (bk_profile_history_undo (history));
  g_assert_false (bk_profile_history_redo (history));

  g_signal_connect (profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);
  g_signal_connect (history, "notify::can-undo", G_CALLBACK (bk_test_count_notify_cb), &can_undo);
  g_signal_connect (history, "notify::can-redo", G_CALLBACK (bk_test_count_notify_cb), &can_redo);

  bk_pricing_set_rent_per_gpu_hour (pricing_of (profile), 3.10);
  g_assert_true (bk_profile_history_get_can_undo (history));
  g_assert_cmpuint (can_undo, ==, 1);
  g_assert_cmpuint (changed, ==, 1);

  /* Another field is another step. */
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 18000);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 2);
  g_assert_cmpuint (can_undo, ==, 1);

  /* Undo goes back one step and emits "changed" once, like any other change. */
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpuint (changed, ==, 3);
  g_assert_cmpfloat (bk_hardware_get_purchase_price (bk_profile_get_hardware (profile)), ==,
                     11500);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing_of (profile)), ==, 3.10);
  g_assert_true (bk_profile_history_get_can_redo (history));
  g_assert_cmpuint (can_redo, ==, 1);

  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing_of (profile)), ==, 2.50);
  g_assert_false (bk_profile_history_get_can_undo (history));
  g_assert_cmpuint (can_undo, ==, 2);
  g_assert_false (bk_profile_history_undo (history));

  /* Redo makes both steps again, in order. */
  g_assert_true (bk_profile_history_redo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing_of (profile)), ==, 3.10);
  g_assert_cmpfloat (bk_hardware_get_purchase_price (bk_profile_get_hardware (profile)), ==,
                     11500);
  g_assert_true (bk_profile_history_redo (history));
  g_assert_cmpfloat (bk_hardware_get_purchase_price (bk_profile_get_hardware (profile)), ==,
                     18000);
  g_assert_false (bk_profile_history_get_can_redo (history));
  g_assert_cmpuint (can_redo, ==, 2);
  g_assert_cmpuint (changed, ==, 6);
}

/* The key repeats of one field within the coalescing time are one step; a pause, another field,
 * a seal or an undo starts a new one. */
static void
test_coalesce (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkPricing *pricing = pricing_of (profile);
  gint64 t = 1000 * MS;

  for (guint i = 1; i <= 20; i++)
    {
      _bk_profile_history_set_time (history, t + i * 30 * MS);
      bk_pricing_set_rent_per_gpu_hour (pricing, 2.50 + i * 0.01);
    }
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 1);

  /* The window slides: each change is within the time of the one before. */
  t += 20 * 30 * MS + (BK_PROFILE_HISTORY_COALESCE_MS - 1) * MS;
  _bk_profile_history_set_time (history, t);
  bk_pricing_set_rent_per_gpu_hour (pricing, 3.00);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 1);

  /* A pause as long as the coalescing time. */
  t += BK_PROFILE_HISTORY_COALESCE_MS * MS;
  _bk_profile_history_set_time (history, t);
  bk_pricing_set_rent_per_gpu_hour (pricing, 3.50);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 2);

  /* Another field straight away. */
  t += MS;
  _bk_profile_history_set_time (history, t);
  bk_pricing_set_electricity_price (pricing, 0.30);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 3);
  t += MS;
  _bk_profile_history_set_time (history, t);
  bk_pricing_set_rent_per_gpu_hour (pricing, 3.60);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 4);

  /* The focus left the field. */
  bk_profile_history_seal (history);
  t += MS;
  _bk_profile_history_set_time (history, t);
  bk_pricing_set_rent_per_gpu_hour (pricing, 3.70);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 5);

  /* Undo takes the steps back as they were made. */
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 3.60);
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 3.50);
  g_assert_cmpfloat (bk_pricing_get_electricity_price (pricing), ==, 0.30);
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_electricity_price (pricing), ==, 0.40);
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 3.00);
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 2.50);
  g_assert_false (bk_profile_history_get_can_undo (history));

  /* After an undo, a change of the same field is a step of its own: redo is gone, and undoing
   * it comes back here, not to where the undone step started. */
  g_assert_true (bk_profile_history_redo (history));
  _bk_profile_history_set_time (history, t + MS);
  bk_pricing_set_rent_per_gpu_hour (pricing, 4.00);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 2);
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 3.00);
}

/* Typing a value and typing the old one back leaves nothing to undo. */
static void
test_coalesce_back (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  guint gpus = bk_workload_get_gpus (workload);

  _bk_profile_history_set_time (history, 10 * MS);
  bk_workload_set_gpus (workload, gpus + 1);
  _bk_profile_history_set_time (history, 20 * MS);
  bk_workload_set_gpus (workload, gpus);
  g_assert_false (bk_profile_history_get_can_undo (history));
}

/* A range's low and high dragged about are one step; the range typed back to what it was is
 * none. Same-named properties of different parts are different fields. */
static void
test_coalesce_fields (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  double low, high;

  _bk_profile_history_set_time (history, 10 * MS);
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 2.0, 3.0);
  _bk_profile_history_set_time (history, 20 * MS);
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 2.0, 3.5);
  _bk_profile_history_set_time (history, 30 * MS);
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 1.5, 3.5);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 1);

  /* Removing it straight away takes the step back to nothing. */
  _bk_profile_history_set_time (history, 40 * MS);
  bk_profile_clear_range (profile, "pricing.rent-per-gpu-hour");
  g_assert_false (bk_profile_history_get_can_undo (history));

  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 2.0, 3.0);
  _bk_profile_history_set_time (history, 50 * MS);
  bk_profile_set_range (profile, "pricing.cooling-overhead", 30, 50);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 2);

  /* The profile's name and the GPU's name. */
  _bk_profile_history_set_time (history, 60 * MS);
  bk_profile_set_name (profile, "Cluster");
  _bk_profile_history_set_time (history, 70 * MS);
  bk_hardware_set_name (bk_profile_get_hardware (profile), "Cluster GPU");
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 4);

  g_assert_true (bk_profile_history_undo (history));
  g_assert_true (bk_profile_history_undo (history));
  g_assert_true (bk_profile_history_undo (history));
  g_assert_true (bk_profile_get_range (profile, "pricing.rent-per-gpu-hour", &low, &high));
  g_assert_cmpfloat (low, ==, 2.0);
  g_assert_cmpfloat (high, ==, 3.0);
  g_assert_false (bk_profile_get_range (profile, "pricing.cooling-overhead", NULL, NULL));
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "New profile");

  /* Filling in the suggested ranges, many at once, is a step never joined. */
  g_assert_true (bk_profile_history_redo (history));
  _bk_profile_history_set_time (history, 80 * MS);
  bk_profile_fill_default_ranges (profile, NULL);
  _bk_profile_history_set_time (history, 90 * MS);
  bk_profile_set_range (profile, "pricing.cooling-overhead", 35, 45);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 4);
}

/* A new change after an undo clears what redo could make again. */
static void
test_new_change_clears_redo (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkHardware *hardware = bk_profile_get_hardware (profile);
  guint can_redo = 0;

  g_signal_connect (history, "notify::can-redo", G_CALLBACK (bk_test_count_notify_cb), &can_redo);

  bk_hardware_set_purchase_price (hardware, 20000);
  bk_profile_history_seal (history);
  bk_hardware_set_purchase_price (hardware, 21000);
  g_assert_true (bk_profile_history_undo (history));
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpuint (bk_profile_history_get_n_redo (history), ==, 2);
  g_assert_cmpuint (can_redo, ==, 1);

  bk_hardware_set_power_watts (hardware, 350);
  g_assert_false (bk_profile_history_get_can_redo (history));
  g_assert_cmpuint (bk_profile_history_get_n_redo (history), ==, 0);
  g_assert_cmpuint (can_redo, ==, 2);
  g_assert_false (bk_profile_history_redo (history));
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 11500);

  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_hardware_get_power_watts (hardware), ==, 400);
  g_assert_false (bk_profile_history_get_can_undo (history));
}

/* Changes made between bk_profile_begin_change() and bk_profile_end_change() emit "changed" once
 * and are one step, never joined with the step before or after. */
static void
test_group (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = pricing_of (profile);
  guint changed = 0;

  g_signal_connect (profile, "changed", G_CALLBACK (bk_test_count_signal_cb), &changed);
  _bk_profile_history_set_time (history, 10 * MS);

  bk_pricing_set_rent_per_gpu_hour (pricing, 3.00);
  g_assert_cmpuint (changed, ==, 1);

  /* One field in a group, straight after a change of the same field: still its own step. */
  bk_profile_begin_change (profile);
  bk_pricing_set_rent_per_gpu_hour (pricing, 2.20);
  g_assert_cmpuint (changed, ==, 1);
  bk_profile_end_change (profile);
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 2);

  /* Nested groups end with the outermost. */
  bk_profile_begin_change (profile);
  bk_hardware_set_name (hardware, "NVIDIA H100 SXM");
  bk_profile_begin_change (profile);
  bk_hardware_set_purchase_price (hardware, 27500);
  bk_hardware_set_power_watts (hardware, 700);
  bk_profile_end_change (profile);
  g_assert_cmpuint (changed, ==, 2);
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 2.0, 4.0);
  bk_profile_end_change (profile);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 3);

  /* A group that changes nothing is no step. */
  bk_profile_begin_change (profile);
  bk_hardware_set_power_watts (hardware, 700);
  bk_profile_end_change (profile);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 3);

  /* One undo takes the whole group back. */
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpstr (bk_hardware_get_name (hardware), ==, "NVIDIA A100 80GB SXM");
  g_assert_cmpfloat (bk_hardware_get_purchase_price (hardware), ==, 11500);
  g_assert_cmpfloat (bk_hardware_get_power_watts (hardware), ==, 400);
  g_assert_false (bk_profile_get_range (profile, "pricing.rent-per-gpu-hour", NULL, NULL));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 2.20);
  g_assert_cmpuint (changed, ==, 4);

  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (pricing), ==, 3.00);
}

/* Ranges, demand steps, the name and the review date are inputs too. */
static void
test_every_kind_of_input (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  double low, high;

  bk_profile_set_range (profile, "pricing.cooling-overhead", 30, 50);
  bk_profile_history_seal (history);
  bk_profile_set_range (profile, "pricing.cooling-overhead", 30, 60);
  bk_workload_set_demand_steps (workload, "7:+4");
  bk_profile_set_name (profile, "Renamed");
  bk_profile_set_reviewed (profile, "2026-05-01");
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 5);

  g_assert_true (bk_profile_history_undo (history));
  g_assert_null (bk_profile_get_reviewed (profile));
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "New profile");
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpstr (bk_workload_get_demand_steps (workload), ==, "");
  g_assert_true (bk_profile_history_undo (history));
  g_assert_true (bk_profile_get_range (profile, "pricing.cooling-overhead", &low, &high));
  g_assert_cmpfloat (low, ==, 30);
  g_assert_cmpfloat (high, ==, 50);
  g_assert_true (bk_profile_history_undo (history));
  g_assert_false (bk_profile_has_ranges (profile));
}

/* A history keeps at most BK_PROFILE_HISTORY_MAX_STEPS steps, the newest. */
static void
test_max_steps (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);
  guint n = BK_PROFILE_HISTORY_MAX_STEPS + 10;

  for (guint i = 1; i <= n; i++)
    {
      bk_workload_set_gpus (workload, 100 + i);
      bk_profile_history_seal (history);
    }
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, BK_PROFILE_HISTORY_MAX_STEPS);

  while (bk_profile_history_undo (history))
    ;
  g_assert_cmpuint (bk_workload_get_gpus (workload), ==, 100 + n - BK_PROFILE_HISTORY_MAX_STEPS);
}

/* The history goes with its profile, and one held on its own outlives it harmlessly. */
static void
test_lifetime (void)
{
  BkProfile *profile = bk_profile_new ();
  BkProfileHistory *history = g_object_ref (bk_profile_get_history (profile));

  bk_workload_set_gpus (bk_profile_get_workload (profile), 3);
  g_assert_finalize_object (profile);

  g_assert_null (bk_profile_history_get_profile (history));
  g_assert_false (bk_profile_history_get_can_undo (history));
  g_assert_false (bk_profile_history_undo (history));
  bk_profile_history_clear (history);
  g_assert_finalize_object (history);
}

/* Clearing forgets the steps; the profile stays as it is. */
static void
test_clear (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  BkProfileHistory *history = bk_profile_get_history (profile);

  bk_workload_set_gpus (bk_profile_get_workload (profile), 3);
  bk_profile_history_seal (history);
  bk_workload_set_gpus (bk_profile_get_workload (profile), 4);
  g_assert_true (bk_profile_history_undo (history));
  bk_profile_history_clear (history);
  g_assert_false (bk_profile_history_get_can_undo (history));
  g_assert_false (bk_profile_history_get_can_redo (history));
  g_assert_cmpuint (bk_workload_get_gpus (bk_profile_get_workload (profile)), ==, 3);
}

/* A change from outside the app (the file edited elsewhere, assigned by the library) is a step
 * too, so that undo brings back what the user had. */
static void
test_assign_is_a_step (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();
  g_autoptr(BkProfile) other = bk_test_new_named_profile ("Elsewhere", 6);
  BkProfileHistory *history = bk_profile_get_history (profile);

  bk_profile_assign (profile, other);
  g_assert_true (bk_profile_equal (profile, other));
  g_assert_cmpuint (bk_profile_history_get_n_undo (history), ==, 1);
  g_assert_true (bk_profile_history_undo (history));
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "New profile");
}

/* The library writes what undo brings back: the file follows the profile within the autosave
 * delay. */
static void
test_file_follows_undo (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("test-history-XXXXXX", &error);
  g_autoptr(GFile) folder = NULL;
  g_autoptr(BkProfileStore) store = NULL;
  g_autoptr(BkProfile) on_disk = NULL;
  g_autoptr(BkProfile) working = bk_test_new_named_profile ("Undo me", 4);
  BkProfileEntry *entry;
  BkProfile *profile;
  BkProfileHistory *history;
  GFile *file;

  g_assert_no_error (error);
  folder = g_file_new_for_path (path);
  store = bk_profile_store_new (folder);
  bk_test_wait_for (bk_test_store_loaded, store);

  entry = bk_profile_store_add (store, working);
  bk_test_wait_for (bk_test_entry_saved, entry);
  profile = bk_profile_entry_get_profile (entry);
  history = bk_profile_get_history (profile);
  file = bk_profile_entry_get_file (entry);

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 4.25);
  g_assert_false (bk_profile_entry_get_saved (entry));
  bk_test_wait_for (bk_test_entry_saved, entry);
  on_disk = bk_test_load_profile (file);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (on_disk)), ==,
                     4.25);
  g_clear_object (&on_disk);

  /* Undo after the autosave wrote the change: the file goes back too. */
  g_assert_true (bk_profile_history_undo (history));
  g_assert_false (bk_profile_entry_get_saved (entry));
  bk_test_wait_for (bk_test_entry_saved, entry);
  on_disk = bk_test_load_profile (file);
  g_assert_true (bk_profile_equal (on_disk, working));
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (on_disk)), ==,
                     2.50);
  g_clear_object (&on_disk);

  /* And forward again with redo. */
  g_assert_true (bk_profile_history_redo (history));
  bk_test_wait_for (bk_test_entry_saved, entry);
  on_disk = bk_test_load_profile (file);
  g_assert_cmpfloat (bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (on_disk)), ==,
                     4.25);

  bk_profile_store_flush (store);
  bk_test_release_and_wait (g_steal_pointer (&store), g_object_unref);
  bk_test_remove_tree (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/undo-redo", test_undo_redo);
  g_test_add_func ("/history/coalesce", test_coalesce);
  g_test_add_func ("/history/coalesce-back", test_coalesce_back);
  g_test_add_func ("/history/coalesce-fields", test_coalesce_fields);
  g_test_add_func ("/history/new-change-clears-redo", test_new_change_clears_redo);
  g_test_add_func ("/history/group", test_group);
  g_test_add_func ("/history/every-kind-of-input", test_every_kind_of_input);
  g_test_add_func ("/history/max-steps", test_max_steps);
  g_test_add_func ("/history/lifetime", test_lifetime);
  g_test_add_func ("/history/clear", test_clear);
  g_test_add_func ("/history/assign-is-a-step", test_assign_is_a_step);
  g_test_add_func ("/history/file-follows-undo", test_file_follows_undo);

  return g_test_run ();
}
