/* bk-test-utils.c: helpers for every test: files, the main loop, profiles and notifications
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-test-utils"

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-engine-private.h"
#include "bk-types.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-instance-table.h"
#include "bk-pricing.h"
#include "bk-profile-entry.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-workload.h"

/* The main loop */

static gboolean
timed_out_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

static guint
wait_seconds (void)
{
  const char *multiplier = g_getenv ("BK_TEST_WAIT_MULTIPLIER");
  guint64 factor = 1;

  if (multiplier != NULL && !g_ascii_string_to_unsigned (multiplier, 10, 1, 100, &factor, NULL))
    g_error ("BK_TEST_WAIT_MULTIPLIER=%s: not a whole number from 1 to 100", multiplier);

  return BK_TEST_WAIT_SECONDS * (guint) factor;
}

/* Runs the main loop until @condition holds; fails the test after BK_TEST_WAIT_SECONDS (times
 * the setup's multiplier). */
void
bk_test_wait_for (BkTestCondition condition,
                  gpointer        data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (wait_seconds (), timed_out_cb, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (id);

  g_assert_false (timed_out);
}

/* Hands @object to @release (g_object_unref(), gtk_window_destroy() …) and runs the main loop
 * until it is finalized: whatever still holds a reference then fails the test. */
void
bk_test_release_and_wait (gpointer       object,
                          GDestroyNotify release)
{
  gpointer weak = object;

  g_assert_true (G_IS_OBJECT (object));

  g_object_add_weak_pointer (G_OBJECT (object), &weak);
  release (object);
  bk_test_wait_for (bk_test_pointer_is_null, &weak);
}

/* For a pointer variable that a callback or a weak pointer fills or clears. */
gboolean
bk_test_pointer_is_set (gpointer data)
{
  return *(gpointer *)data != NULL;
}

gboolean
bk_test_pointer_is_null (gpointer data)
{
  return *(gpointer *)data == NULL;
}

void
bk_test_async_result_cb (GObject      *source,
                         GAsyncResult *result,
                         gpointer      slot)
{
  GAsyncResult **out = slot;

  g_assert_null (*out);
  *out = g_object_ref (result);
}

GAsyncResult *
bk_test_wait_for_result (GAsyncResult **slot)
{
  bk_test_wait_for (bk_test_pointer_is_set, slot);

  return *slot;
}

void
bk_test_count_notify_cb (GObject    *object,
                         GParamSpec *pspec,
                         guint      *count)
{
  (*count)++;
}

void
bk_test_count_signal_cb (gpointer  instance,
                         guint    *count)
{
  (*count)++;
}

/* Files */

/* Deletes @path and, when it is a folder, everything in it. A symbolic link is removed, not
 * followed. */
void
bk_test_remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          bk_test_remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    {
      g_unlink (path);
    }
}

void
bk_test_write_file (GFile      *file,
                    const char *contents)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (g_file_peek_path (file), contents, -1, &error);
  g_assert_no_error (error);
}

char *
bk_test_read_file (GFile *file)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (g_file_peek_path (file), &contents, NULL, &error);
  g_assert_no_error (error);

  return contents;
}

/* The command line */

void
bk_test_run_clear (BkTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

/* Runs the built program with the arguments (NULL-terminated) without a display, in @locale
 * (LC_ALL) and with @language's translations from the build's catalogues, or with @language NULL
 * with none: none chosen through LANGUAGE and none found, whatever the caller's environment
 * points BREAKEVEN_LOCALEDIR at or the system has installed, so that the messages are the
 * English ones. Fails the test if the program cannot be started or does not exit normally. */
void
bk_test_run_breakeven (BkTestRun  *run,
                       const char *locale,
                       const char *language,
                       ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) envp = g_get_environ ();
  g_autofree char *localedir = NULL;
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list args;
  int wait_status = 0;

  g_ptr_array_add (argv, g_build_filename (g_getenv ("BK_BUILD_DIR"), "src", "breakeven", NULL));
  va_start (args, language);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, g_strdup (arg));
  va_end (args);
  g_ptr_array_add (argv, NULL);

  if (language != NULL)
    localedir = g_build_filename (g_getenv ("BK_BUILD_DIR"), "po", NULL);
  else
    localedir = g_strdup ("/nonexistent");

  envp = g_environ_setenv (envp, "LC_ALL", locale, TRUE);
  if (language != NULL)
    envp = g_environ_setenv (envp, "LANGUAGE", language, TRUE);
  else
    envp = g_environ_unsetenv (envp, "LANGUAGE");
  envp = g_environ_setenv (envp, BK_LOCALEDIR_ENV, localedir, TRUE);
  envp = g_environ_unsetenv (envp, "DISPLAY");
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");

  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);

  if (!WIFEXITED (wait_status))
    g_error ("breakeven did not exit normally (wait status %d); stderr: %s", wait_status, run->err);
  run->status = WEXITSTATUS (wait_status);
}

/* Prices */

static GBytes *
load_source_file (const char *folder,
                  const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), folder, name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);

  return g_bytes_new_take (contents, length);
}

BkInstanceTable *
bk_test_load_instance_table (void)
{
  g_autoptr(GBytes) bytes = load_source_file ("data", "instance-sizes.json");
  g_autoptr(GBytes) catalogue_bytes = load_source_file ("data", "catalogue.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(BkCatalogue) catalogue = bk_catalogue_new_from_bytes (catalogue_bytes, &error);
  BkInstanceTable *table;

  g_assert_no_error (error);
  table = bk_instance_table_new_from_bytes (bytes, catalogue, &error);
  g_assert_no_error (error);

  return table;
}

/* Profiles */

BkProfile *
bk_test_load_profile (GFile *file)
{
  g_autoptr(GError) error = NULL;
  BkProfile *profile = bk_profile_new_from_file (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (profile);

  return profile;
}

/* A profile of the library: a name, a recent review and @gpus base GPUs. */
BkProfile *
bk_test_new_named_profile (const char *name,
                           guint       gpus)
{
  BkProfile *profile = bk_profile_new ();

  bk_profile_set_name (profile, name);
  bk_profile_set_reviewed (profile, "2026-01-15");
  bk_workload_set_gpus (bk_profile_get_workload (profile), gpus);

  return profile;
}

/* Four base GPUs, busy 70 % of the time, and four more at a peak of a week a month. */
BkProfile *
bk_test_new_bursty_profile (void)
{
  BkProfile *profile = bk_profile_new ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_gpus (workload, 4);
  bk_workload_set_utilisation (workload, 70);
  bk_workload_set_burst_gpus (workload, 4);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_burst_days (workload, 7);

  return profile;
}

/* The bursty profile with a hybrid that owns four GPUs, over three years: three distinct lines. */
BkProfile *
bk_test_new_hybrid_profile (void)
{
  BkProfile *profile = bk_test_new_bursty_profile ();
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_workload_set_hybrid_owned_gpus (workload, 4);
  bk_workload_set_horizon_months (workload, 36);

  return profile;
}

/* One GPU always busy for a year, bought for @purchase and written off in that year, or rented
 * at @rent an hour; nothing else costs anything. */
BkProfile *
bk_test_new_simple_profile (double purchase,
                            double rent)
{
  BkProfile *profile = bk_profile_new ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_hardware_set_purchase_price (hardware, purchase);
  bk_hardware_set_host_cost (hardware, 0);
  bk_hardware_set_power_watts (hardware, 0);
  bk_hardware_set_idle_watts (hardware, 0);
  bk_hardware_set_annual_value_loss (hardware, 100);
  bk_pricing_set_colocation_per_gpu_month (pricing, 0);
  bk_pricing_set_maintenance_percent (pricing, 0);
  bk_pricing_set_admin_hours_per_month (pricing, 0);
  bk_pricing_set_rent_per_gpu_hour (pricing, rent);
  bk_pricing_set_rent_price_change (pricing, 0);
  bk_pricing_set_egress_per_gb (pricing, 0);
  bk_pricing_set_storage_per_gb_month (pricing, 0);
  bk_pricing_set_onboarding_hours (pricing, 0);
  bk_pricing_set_discount_rate (pricing, 0);
  bk_workload_set_gpus (workload, 1);
  bk_workload_set_utilisation (workload, 100);
  bk_workload_set_horizon_months (workload, 12);

  return profile;
}

/* One GPU of 10,000 EUR, always busy, for a year, with every other cost at zero, so that a test
 * sets only the figures it is about and can work out the result by hand. */
BkProfile *
bk_test_new_plain_profile (void)
{
  BkProfile *profile = bk_profile_new ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_hardware_set_purchase_price (hardware, 10000);
  bk_hardware_set_host_cost (hardware, 0);
  bk_hardware_set_power_watts (hardware, 0);
  bk_hardware_set_idle_watts (hardware, 0);
  bk_hardware_set_annual_value_loss (hardware, 0);

  bk_pricing_set_currency (pricing, "EUR");
  bk_pricing_set_electricity_price (pricing, 0.40);
  bk_pricing_set_cooling_overhead (pricing, 0);
  bk_pricing_set_colocation_per_gpu_month (pricing, 0);
  bk_pricing_set_maintenance_percent (pricing, 0);
  bk_pricing_set_admin_hours_per_month (pricing, 0);
  bk_pricing_set_staff_hourly_rate (pricing, 50);
  bk_pricing_set_rent_per_gpu_hour (pricing, 1.0);
  bk_pricing_set_rent_price_change (pricing, 0);
  bk_pricing_set_egress_per_gb (pricing, 0);
  bk_pricing_set_storage_per_gb_month (pricing, 0);
  bk_pricing_set_onboarding_hours (pricing, 0);
  bk_pricing_set_discount_rate (pricing, 0);

  bk_workload_set_gpus (workload, 1);
  bk_workload_set_utilisation (workload, 100);
  bk_workload_set_burst_gpus (workload, 0);
  bk_workload_set_burst_days (workload, 0);
  bk_workload_set_burst_interval_days (workload, 30);
  bk_workload_set_hybrid_owned_gpus (workload, -1);
  bk_workload_set_transfer_gb_per_month (workload, 0);
  bk_workload_set_cloud_storage_gb (workload, 0);
  bk_workload_set_horizon_months (workload, 12);
  bk_workload_set_predictability (workload, BK_PREDICTABILITY_MIXED);
  bk_workload_set_needs_latest_gpus (workload, FALSE);
  bk_workload_set_compliance_on_prem (workload, FALSE);
  bk_workload_set_hardware_know_how (workload, TRUE);

  bk_profile_set_reviewed (profile, "2026-01-01");

  return profile;
}

/* The comparisons' three profiles: "Today", an L4 of 10,000 plus 2,000 host share, 400 W busy
 * and 100 W idle, losing half its value a year, against rent at 2.00 an hour, around the clock;
 * "Half busy", the same at 50 %; and "Cheap cloud", with rent at 0.50. */
BkProfile *
bk_test_today (void)
{
  BkProfile *profile = bk_test_new_plain_profile ();
  BkHardware *hardware = bk_profile_get_hardware (profile);

  bk_profile_set_name (profile, "Today");
  bk_hardware_set_name (hardware, "NVIDIA L4");
  bk_hardware_set_vram_gb (hardware, 24);
  bk_hardware_set_host_cost (hardware, 2000);
  bk_hardware_set_power_watts (hardware, 400);
  bk_hardware_set_idle_watts (hardware, 100);
  bk_hardware_set_annual_value_loss (hardware, 50);
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 2.0);
  bk_workload_set_predictability (bk_profile_get_workload (profile), BK_PREDICTABILITY_STEADY);

  return profile;
}

BkProfile *
bk_test_half_busy (void)
{
  BkProfile *profile = bk_test_today ();

  bk_profile_set_name (profile, "Half busy");
  bk_workload_set_utilisation (bk_profile_get_workload (profile), 50);

  return profile;
}

BkProfile *
bk_test_cheap_cloud (void)
{
  BkProfile *profile = bk_test_today ();

  bk_profile_set_name (profile, "Cheap cloud");
  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 0.5);

  return profile;
}

/* Makes the shipped catalogue merged with the team's price list @json the current one, as the
 * application does when a team loads its list; bk_catalogue_set_current (NULL) puts the shipped
 * one back. */
void
bk_test_set_team_catalogue (const char *json)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (json, strlen (json));
  g_autoptr(GError) error = NULL;
  g_autoptr(BkCatalogue) with_team = bk_catalogue_new_with_team (bk_catalogue_get_default (),
                                                                 bytes, &error);

  g_assert_no_error (error);
  bk_catalogue_set_current (with_team);
}

/* The GPU catalogue of the source tree, as the app ships it. */
BkCatalogue *
bk_test_load_catalogue (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data", "catalogue.json",
                                            NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *data = NULL;
  gsize length;
  BkCatalogue *catalogue;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  bytes = g_bytes_new_take (g_steal_pointer (&data), length);
  catalogue = bk_catalogue_new_from_bytes (bytes, &error);
  g_assert_no_error (error);

  return catalogue;
}

/* The profile library */

gboolean
bk_test_store_loaded (gpointer store)
{
  return !bk_profile_store_get_loading (BK_PROFILE_STORE (store));
}

gboolean
bk_test_entry_saved (gpointer entry)
{
  return bk_profile_entry_get_saved (BK_PROFILE_ENTRY (entry));
}

typedef struct
{
  BkProfileStore *store;
  GFile          *marker;
  gboolean        listed;
} Settle;

static gboolean
marker_is (gpointer data)
{
  Settle *settle = data;
  BkProfileEntry *entry = bk_profile_store_find_file (settle->store, settle->marker);

  return settle->listed ? entry != NULL && bk_profile_entry_get_profile (entry) != NULL
                        : entry == NULL;
}

/* Returns once the store has seen every change its folder monitor reported so far: the monitor
 * reports in order and the store reads in order, so a file written now and seen by the store
 * comes after all of them. The file is then removed again, and its removal seen too. */
void
bk_test_store_settle (BkProfileStore *store)
{
  g_autoptr(GFile) marker = g_file_get_child (bk_profile_store_get_folder (store),
                                              "zz-settle-marker.json");
  g_autoptr(BkProfile) profile = bk_test_new_named_profile ("Marker", 1);
  g_autofree char *data = bk_profile_to_data (profile, NULL);
  Settle settle = { store, marker, TRUE };

  g_assert_null (bk_profile_store_find_file (store, marker));

  bk_test_write_file (marker, data);
  bk_test_wait_for (marker_is, &settle);

  settle.listed = FALSE;
  g_assert_cmpint (g_unlink (g_file_peek_path (marker)), ==, 0);
  bk_test_wait_for (marker_is, &settle);
}

/* Sweeps over the properties and the lifetime of objects */

static void
add_types (GPtrArray  *types,
           GType       parent,
           const char *prefix)
{
  g_autofree GType *children = g_type_children (parent, NULL);

  for (GType *child = children; *child != 0; child++)
    {
      if (g_str_has_prefix (g_type_name (*child), prefix) && !G_TYPE_IS_ABSTRACT (*child))
        g_ptr_array_add (types, GSIZE_TO_POINTER (*child));
      add_types (types, *child, prefix);
    }
}

static int
compare_type_names (gconstpointer a,
                    gconstpointer b)
{
  GType ta = GPOINTER_TO_SIZE (*(gconstpointer *)a);
  GType tb = GPOINTER_TO_SIZE (*(gconstpointer *)b);

  return strcmp (g_type_name (ta), g_type_name (tb));
}

/* Every registered object type whose name starts with @prefix that can have instances, sorted
 * by name: the caller ensures its types first, since GLib registers a type on first use. */
GPtrArray *
bk_test_list_types (const char *prefix)
{
  GPtrArray *types = g_ptr_array_new ();

  add_types (types, G_TYPE_OBJECT, prefix);
  g_ptr_array_sort (types, compare_type_names);

  return types;
}

/* A value of @pspec's type other than @old that the param spec accepts, or FALSE. */
static gboolean
pick_plain_value (GParamSpec   *pspec,
                  const GValue *old,
                  GValue       *value)
{
  GType type = G_PARAM_SPEC_VALUE_TYPE (pspec);

  if (type == G_TYPE_BOOLEAN)
    {
      g_value_set_boolean (value, !g_value_get_boolean (old));
    }
  else if (type == G_TYPE_INT)
    {
      GParamSpecInt *spec = G_PARAM_SPEC_INT (pspec);
      int current = g_value_get_int (old);

      g_value_set_int (value, current < spec->maximum ? current + 1 : current - 1);
    }
  else if (type == G_TYPE_UINT)
    {
      GParamSpecUInt *spec = G_PARAM_SPEC_UINT (pspec);
      guint current = g_value_get_uint (old);

      g_value_set_uint (value, current < spec->maximum ? current + 1 : current - 1);
    }
  else if (type == G_TYPE_DOUBLE)
    {
      GParamSpecDouble *spec = G_PARAM_SPEC_DOUBLE (pspec);
      double current = g_value_get_double (old);
      double step = MIN (1.0, (spec->maximum - spec->minimum) / 2);

      g_value_set_double (value, current + step <= spec->maximum ? current + step : current - step);
    }
  else if (G_TYPE_IS_ENUM (type))
    {
      GEnumClass *enum_class = G_PARAM_SPEC_ENUM (pspec)->enum_class;
      int current = g_value_get_enum (old);
      guint i;

      for (i = 0; i < enum_class->n_values; i++)
        if (enum_class->values[i].value == current)
          break;
      g_value_set_enum (value, enum_class->values[(i + 1) % enum_class->n_values].value);
    }
  else if (type == G_TYPE_STRING)
    {
      const char *current = g_value_get_string (old);

      g_value_take_string (value, g_strconcat (current != NULL ? current : "", " (sweep)", NULL));
    }
  else
    {
      return FALSE;
    }

  return g_param_values_cmp (pspec, old, value) != 0 && !g_param_value_validate (pspec, value);
}

/* Values for the properties that the model's types take: a currency code and a date where a
 * string must be one, and new model objects (each with no other owner). A BkValueFunc. */
gboolean
bk_test_make_model_value (GObject    *object,
                          GParamSpec *pspec,
                          GValue     *value,
                          gpointer    data)
{
  GType type = G_PARAM_SPEC_VALUE_TYPE (pspec);

  if (type == G_TYPE_STRING && g_str_equal (pspec->name, "currency"))
    {
      g_autofree char *current = NULL;

      g_object_get (object, pspec->name, &current, NULL);
      g_value_set_string (value, g_strcmp0 (current, "CHF") == 0 ? "USD" : "CHF");
      return TRUE;
    }

  if (type == G_TYPE_STRING && g_str_equal (pspec->name, "reviewed"))
    {
      g_autofree char *current = NULL;

      g_object_get (object, pspec->name, &current, NULL);
      g_value_set_string (value, g_strcmp0 (current, "2025-06-30") == 0 ? "2025-07-01"
                                                                          : "2025-06-30");
      return TRUE;
    }

  if (type == G_TYPE_STRING && g_str_equal (pspec->name, "demand-steps"))
    {
      g_autofree char *current = NULL;

      g_object_get (object, pspec->name, &current, NULL);
      g_value_set_string (value, g_strcmp0 (current, "7:+4") == 0 ? "13:-2" : "7:+4");
      return TRUE;
    }

  if (type == BK_TYPE_PROFILE)
    {
      g_value_take_object (value, bk_test_new_hybrid_profile ());
      return TRUE;
    }

  if (type == BK_TYPE_ANALYSIS)
    {
      g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();

      g_value_take_object (value, bk_analysis_new (profile, NULL));
      return TRUE;
    }

  if (type == BK_TYPE_UNCERTAINTY)
    {
      g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();
      g_autoptr(GError) error = NULL;

      bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 1.5, 3.5);
      g_value_take_object (value, bk_uncertainty_new (profile, 200, 1, NULL, &error));
      g_assert_no_error (error);
      return TRUE;
    }

  if (type == BK_TYPE_COMPARISON)
    {
      g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
      g_autoptr(GError) error = NULL;

      g_ptr_array_add (profiles, bk_test_today ());
      g_ptr_array_add (profiles, bk_test_half_busy ());
      g_value_take_object (value, bk_comparison_new (profiles, &error));
      g_assert_no_error (error);
      return TRUE;
    }

  return FALSE;
}

static gboolean
weak_pointers_cleared (gpointer data)
{
  GPtrArray *weak_pointers = data;

  for (guint i = 0; i < weak_pointers->len; i++)
    if (*(gpointer *)g_ptr_array_index (weak_pointers, i) != NULL)
      return FALSE;

  return TRUE;
}

/* Sets each writable property that a type of @object's own project declares (a "Bk" type) to
 * another valid value, from @make_value or else one picked by its type, and checks that
 * "notify" comes exactly once when the value changed and never when it did not, and that
 * setting the same value again notifies nothing. Every such property has explicit notify.
 *
 * It takes the caller's reference to @object, which must be the last one, and hands it to
 * @release (g_object_unref(), gtk_window_destroy() …): the object must then be finalized, and
 * so must every object that @make_value made for it. */
void
bk_test_notify_sweep (GObject         *object,
                      BkTestValueFunc  make_value,
                      gpointer         data,
                      GDestroyNotify   release)
{
  g_autoptr(GPtrArray) weak_pointers = g_ptr_array_new_with_free_func (g_free);
  g_autofree GParamSpec **pspecs = NULL;
  gpointer *slot;
  guint n_pspecs;
  guint n_swept = 0;

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n_pspecs);

  for (guint i = 0; i < n_pspecs; i++)
    {
      GParamSpec *pspec = pspecs[i];
      GType type = G_PARAM_SPEC_VALUE_TYPE (pspec);
      g_auto(GValue) old = G_VALUE_INIT;
      g_auto(GValue) value = G_VALUE_INIT;
      g_auto(GValue) now = G_VALUE_INIT;
      g_autofree char *detailed = g_strconcat ("notify::", pspec->name, NULL);
      gboolean changed;
      gulong handler;
      guint count = 0;

      if (!g_str_has_prefix (g_type_name (pspec->owner_type), "Bk")
          || !(pspec->flags & G_PARAM_WRITABLE) || (pspec->flags & G_PARAM_CONSTRUCT_ONLY))
        continue;

      if (!(pspec->flags & G_PARAM_EXPLICIT_NOTIFY))
        g_error ("%s:%s has no explicit notify", G_OBJECT_TYPE_NAME (object), pspec->name);
      g_assert_true (pspec->flags & G_PARAM_READABLE);

      g_value_init (&old, type);
      g_value_init (&value, type);
      g_value_init (&now, type);
      g_object_get_property (object, pspec->name, &old);

      if ((make_value == NULL || !make_value (object, pspec, &value, data))
          && !pick_plain_value (pspec, &old, &value))
        {
          g_test_message ("%s:%s: no value to try", G_OBJECT_TYPE_NAME (object), pspec->name);
          continue;
        }

      handler = g_signal_connect (object, detailed, G_CALLBACK (bk_test_count_notify_cb), &count);

      g_object_set_property (object, pspec->name, &value);
      g_object_get_property (object, pspec->name, &now);
      changed = g_param_values_cmp (pspec, &old, &now) != 0;
      if (count != (changed ? 1 : 0))
        g_error ("%s:%s notified %u times for a %s", G_OBJECT_TYPE_NAME (object), pspec->name,
                 count, changed ? "change" : "value that did not change it");
      if (!changed)
        g_test_message ("%s:%s kept its value", G_OBJECT_TYPE_NAME (object), pspec->name);

      /* The same value again is no change. */
      g_object_set_property (object, pspec->name, &now);
      if (count != (changed ? 1 : 0))
        g_error ("%s:%s notified when set to the value it had", G_OBJECT_TYPE_NAME (object),
                 pspec->name);

      g_signal_handler_disconnect (object, handler);
      n_swept++;

      if (G_VALUE_HOLDS_OBJECT (&value) && g_value_get_object (&value) != NULL)
        {
          slot = g_new (gpointer, 1);
          *slot = g_value_get_object (&value);
          g_object_add_weak_pointer (*slot, slot);
          g_ptr_array_add (weak_pointers, slot);
        }
    }

  g_test_message ("%s: %u properties swept", G_OBJECT_TYPE_NAME (object), n_swept);

  /* The object goes with its last reference, and whatever it was given goes with it. */
  slot = g_new (gpointer, 1);
  *slot = object;
  g_object_add_weak_pointer (object, slot);
  g_ptr_array_add (weak_pointers, slot);
  release (object);
  bk_test_wait_for (weak_pointers_cleared, weak_pointers);
}

/* Benchmarks */

/* Sorts the @n @values in place, so that the fastest and the slowest are at either end, and
 * returns their median. */
double
bk_bench_median (double *values,
                 guint   n)
{
  bk_sort_doubles (values, n);

  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

BkAnalysis *
bk_test_analyse (BkProfile *profile)
{
  g_autoptr(GDateTime) now = g_date_time_new_utc (2026, 6, 1, 12, 0, 0);
  BkAnalysis *analysis = bk_analysis_new (profile, now);

  /* As the results' strategy stage leaves it. */
  bk_analysis_search_strategy (analysis);
  return analysis;
}

double
bk_test_monthly (BkAnalysis *analysis,
                 BkOption    option,
                 BkCategory  category,
                 guint       month)
{
  return bk_analysis_get_monthly (analysis, option, category)[month];
}

/* Every number of an older report, looked up in today's: each must be the same to the last bit
 * (new members of today's report are not looked at). */
void
bk_test_assert_same_numbers (JsonNode   *old,
                             JsonNode   *now,
                             const char *path)
{
  g_assert_nonnull (now);

  if (JSON_NODE_HOLDS_OBJECT (old))
    {
      JsonObject *o = json_node_get_object (old);
      g_autoptr(GList) members = json_object_get_members (o);

      g_assert_true (JSON_NODE_HOLDS_OBJECT (now));
      for (GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *child = g_strconcat (path, ".", l->data, NULL);

          bk_test_assert_same_numbers (json_object_get_member (o, l->data),
                                       json_object_get_member (json_node_get_object (now),
                                                               l->data),
                                       child);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (old))
    {
      JsonArray *a = json_node_get_array (old);

      g_assert_true (JSON_NODE_HOLDS_ARRAY (now));
      g_assert_cmpuint (json_array_get_length (a), ==,
                        json_array_get_length (json_node_get_array (now)));
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          g_autofree char *child = g_strdup_printf ("%s[%u]", path, i);

          bk_test_assert_same_numbers (json_array_get_element (a, i),
                                       json_array_get_element (json_node_get_array (now), i),
                                       child);
        }
    }
  else if (JSON_NODE_HOLDS_VALUE (old) && json_node_get_value_type (old) == G_TYPE_DOUBLE)
    {
      if (json_node_get_double (old) != json_node_get_double (now))
        g_error ("%s: %.17g is now %.17g", path, json_node_get_double (old),
                 json_node_get_double (now));
    }
  else if (JSON_NODE_HOLDS_VALUE (old) && json_node_get_value_type (old) == G_TYPE_INT64)
    g_assert_cmpint (json_node_get_int (old), ==, json_node_get_int (now));
}
