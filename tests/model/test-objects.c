/* test-objects.c: every model type notifies exactly on a change and is finalized with its last
 * reference
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sweeps of GTK's own test suite (testsuite/gtk/notify.c and objects-finalize.c), over
 * every "Bk" type the model registers. A new type is swept without a word here, as long as
 * g_object_new() with no properties makes a usable instance; otherwise it gets a line in
 * new_instance().
 */

#include "config.h"

#include <glib/gstdio.h>

#include "bk-analysis.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-comparison.h"
#include "bk-hardware.h"
#include "bk-pricing.h"
#include "bk-profile-entry.h"
#include "bk-profile-history.h"
#include "bk-profile-results.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-workload.h"

static char *folder_path;

/* The profile of the history swept: a history does not keep its profile alive. */
static BkProfile *history_profile;

/* A library of one profile in a folder of its own, read and ready. */
static BkProfileStore *
new_store (void)
{
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GFile) file = g_file_get_child (folder, "sweep.json");
  g_autoptr(BkProfile) profile = bk_test_new_named_profile ("Sweep", 4);
  g_autofree char *data = bk_profile_to_data (profile, NULL);
  BkProfileStore *store;

  g_assert_cmpint (g_mkdir_with_parents (folder_path, 0700), ==, 0);
  bk_test_write_file (file, data);
  store = bk_profile_store_new (folder);
  bk_test_wait_for (bk_test_store_loaded, store);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);

  return store;
}

static GObject *
new_instance (GType type)
{
  if (type == BK_TYPE_ANALYSIS)
    {
      g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();

      return G_OBJECT (bk_analysis_new (profile, NULL));
    }

  if (type == BK_TYPE_PROFILE_RESULTS)
    {
      g_autoptr(BkProfile) profile = bk_test_new_hybrid_profile ();

      return G_OBJECT (bk_profile_results_new (profile));
    }

  if (type == BK_TYPE_UNCERTAINTY || type == BK_TYPE_COMPARISON)
    {
      g_auto(GValue) value = G_VALUE_INIT;
      g_autoptr(GParamSpec) pspec = g_param_spec_object ("value", NULL, NULL, type,
                                                         G_PARAM_READWRITE);

      g_value_init (&value, type);
      g_assert_true (bk_test_make_model_value (NULL, pspec, &value, NULL));
      return g_value_dup_object (&value);
    }

  if (type == BK_TYPE_CATALOGUE)
    return G_OBJECT (bk_test_load_catalogue ());

  /* A catalogue's items outlive it while someone holds them. */
  if (type == BK_TYPE_CATALOGUE_GPU || type == BK_TYPE_CATALOGUE_RENT)
    {
      g_autoptr(BkCatalogue) catalogue = bk_test_load_catalogue ();
      /* The H100 SXM, the reference, has offers. */
      BkCatalogueGpu *gpu = bk_catalogue_find_gpu (catalogue, BK_CATALOGUE_THROUGHPUT_REFERENCE);
      g_autoptr(GListModel) rents = NULL;

      g_assert_nonnull (gpu);
      if (type == BK_TYPE_CATALOGUE_GPU)
        return G_OBJECT (g_object_ref (gpu));

      rents = bk_catalogue_dup_rents (catalogue, bk_catalogue_gpu_get_id (gpu));
      g_assert_cmpuint (g_list_model_get_n_items (rents), >, 0);
      return g_list_model_get_item (rents, 0);
    }

  if (type == BK_TYPE_PROFILE_STORE)
    return G_OBJECT (new_store ());

  if (type == BK_TYPE_PROFILE_HISTORY)
    return G_OBJECT (bk_profile_history_new (history_profile));

  /* An entry outlives its store while someone holds it. */
  if (type == BK_TYPE_PROFILE_ENTRY)
    {
      BkProfileStore *store = new_store ();
      GObject *entry = g_list_model_get_item (G_LIST_MODEL (store), 0);

      bk_test_release_and_wait (store, g_object_unref);
      return entry;
    }

  return g_object_new (type, NULL);
}

static void
test_notify (gconstpointer data)
{
  GType type = GPOINTER_TO_SIZE (data);

  bk_test_notify_sweep (new_instance (type), bk_test_make_model_value, NULL, g_object_unref);
  bk_test_remove_tree (folder_path);
}

static void
test_finalize (gconstpointer data)
{
  GType type = GPOINTER_TO_SIZE (data);

  bk_test_release_and_wait (new_instance (type), g_object_unref);
  bk_test_remove_tree (folder_path);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *parent = g_dir_make_tmp ("test-objects-XXXXXX", &error);
  g_autoptr(GPtrArray) types = NULL;
  int status;

  g_assert_no_error (error);
  folder_path = g_build_filename (parent, "profiles", NULL);

  g_test_init (&argc, &argv, NULL);

  g_type_ensure (BK_TYPE_ANALYSIS);
  g_type_ensure (BK_TYPE_CATALOGUE);
  g_type_ensure (BK_TYPE_CATALOGUE_GPU);
  g_type_ensure (BK_TYPE_CATALOGUE_RENT);
  g_type_ensure (BK_TYPE_COMPARISON);
  g_type_ensure (BK_TYPE_HARDWARE);
  g_type_ensure (BK_TYPE_PRICING);
  g_type_ensure (BK_TYPE_PROFILE);
  g_type_ensure (BK_TYPE_PROFILE_ENTRY);
  g_type_ensure (BK_TYPE_PROFILE_HISTORY);
  g_type_ensure (BK_TYPE_PROFILE_RESULTS);
  g_type_ensure (BK_TYPE_PROFILE_STORE);
  g_type_ensure (BK_TYPE_UNCERTAINTY);
  g_type_ensure (BK_TYPE_WORKLOAD);

  types = bk_test_list_types ("Bk");
  g_assert_cmpuint (types->len, >=, 13);
  history_profile = bk_profile_new ();

  for (guint i = 0; i < types->len; i++)
    {
      GType type = GPOINTER_TO_SIZE (g_ptr_array_index (types, i));
      g_autofree char *notify = g_strdup_printf ("/objects/notify/%s", g_type_name (type));
      g_autofree char *finalize = g_strdup_printf ("/objects/finalize/%s", g_type_name (type));

      g_test_add_data_func (notify, GSIZE_TO_POINTER (type), test_notify);
      g_test_add_data_func (finalize, GSIZE_TO_POINTER (type), test_finalize);
    }

  status = g_test_run ();

  g_assert_finalize_object (history_profile);
  bk_test_remove_tree (parent);
  g_free (folder_path);

  return status;
}
