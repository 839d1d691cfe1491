/* test-i18n.c: the data files' texts in German, through the build's own message catalogue
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-profile.h"
#include "bk-test-utils.h"

/* Every source of the catalogue has a German text, and a GPU source keeps its figures, the
 * German way. */
static void
test_catalogue_sources (void)
{
  g_autoptr(BkCatalogue) catalogue = bk_test_load_catalogue ();
  GListModel *gpus = bk_catalogue_get_gpus (catalogue);
  guint n_rents = 0;

  g_assert_cmpuint (g_list_model_get_n_items (gpus), >, 0);

  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);
      g_autoptr(GListModel) rents = bk_catalogue_dup_rents (catalogue,
                                                             bk_catalogue_gpu_get_id (gpu));
      const char *source = bk_catalogue_gpu_get_source (gpu);
      const char *german = bk_i18n_catalogue_source (source);

      g_assert_cmpstr (german, !=, source);
      g_assert_true (g_str_has_prefix (german, "Kaufpreis")
                     || g_str_has_prefix (german, "Kein gelesenes öffentliches Dokument"));
      g_assert_nonnull (strstr (german, "Leistungsaufnahme der Karte"));
      g_assert_nonnull (strstr (german, "gelesen am 2026-12-04"));

      for (guint j = 0; j < g_list_model_get_n_items (rents); j++)
        {
          g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, j);
          const char *rent_source = bk_catalogue_rent_get_source (rent);

          g_assert_cmpstr (bk_i18n_catalogue_source (rent_source), !=, rent_source);
          n_rents++;
        }
    }

  g_assert_cmpuint (n_rents, >, 0);
  g_assert_cmpstr (bk_i18n_catalogue_source ("The article's range: “für eine H100 zwischen 3,00 "
                                             "und 8,00 Euro”; from the article “GPU mieten oder "
                                             "kaufen: Was sich für dein ML-Team wirklich rechnet” "
                                             "(dated 2025, read 2026-12-04)."),
                   ==,
                   "Spanne aus dem Artikel: „für eine H100 zwischen 3,00 und 8,00 Euro“; aus "
                   "dem Artikel „GPU mieten oder kaufen: Was sich für dein ML-Team wirklich "
                   "rechnet“ (Stand 2025, gelesen am 2026-12-04).");
}

static void
test_catalogue_providers (void)
{
  g_assert_cmpstr (bk_i18n_catalogue_provider ("The article's range"), ==,
                   "Spanne aus dem Artikel");
  /* Company names stay as they are. */
  g_assert_cmpstr (bk_i18n_catalogue_provider ("Lambda"), ==, "Lambda");
  /* A text that nobody translated yet comes back as it is. */
  g_assert_cmpstr (bk_i18n_catalogue_provider ("Some new cloud"), ==, "Some new cloud");
  g_assert_cmpstr (bk_i18n_catalogue_source ("Some new source."), ==, "Some new source.");
  g_assert_null (bk_i18n_catalogue_source (NULL));
}

/* The shipped examples get German names and notes; what else they hold stays as it was. */
static void
test_examples (void)
{
  const char *names[][2] = {
    { "llm-team-h100.json", "LLM-Team mit acht H100" },
    { "bursty-sweeps.json", "Sweeps in Schüben" },
    { "data-stays-home.json", "Daten, die im Haus bleiben" },
    { "two-a100-rack.json", "Zwei A100-Karten im eigenen Rack" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data", "profiles",
                                                names[i][0], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(BkProfile) profile = bk_profile_new_from_file (file, NULL, &error);
      g_autofree char *english_notes = NULL;
      double price;

      g_assert_no_error (error);
      english_notes = g_strdup (bk_profile_get_notes (profile));
      price = bk_hardware_get_purchase_price (bk_profile_get_hardware (profile));

      bk_profile_translate_example (profile);

      g_assert_cmpstr (bk_profile_get_name (profile), ==, names[i][1]);
      g_assert_cmpstr (bk_profile_get_notes (profile), !=, english_notes);
      g_assert_nonnull (strstr (bk_profile_get_notes (profile), "Annahmen statt belegter Zahlen"));
      g_assert_cmpfloat (bk_hardware_get_purchase_price (bk_profile_get_hardware (profile)), ==,
                         price);
    }
}

/* A profile of one's own keeps its words when its name is no example's. */
static void
test_own_profile (void)
{
  g_autoptr(BkProfile) profile = bk_profile_new ();

  bk_profile_set_name (profile, "Our lab");
  bk_profile_set_notes (profile, "Quote from March.");
  bk_profile_translate_example (profile);
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "Our lab");
  g_assert_cmpstr (bk_profile_get_notes (profile), ==, "Quote from March.");
}

static void
test_localedir (void)
{
  g_autofree char *expected = g_build_filename (g_getenv ("BK_BUILD_DIR"), "po", NULL);

  g_assert_cmpstr (bk_i18n_get_localedir (), ==, expected);
  g_setenv (BK_LOCALEDIR_ENV, "", TRUE);
  g_assert_cmpstr (bk_i18n_get_localedir (), ==, LOCALEDIR);
  g_setenv (BK_LOCALEDIR_ENV, expected, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *localedir = NULL;

  g_test_init (&argc, &argv, NULL);

  /* The German of the build directory, as build-aux/dev and a German desktop would have it. */
  localedir = g_build_filename (g_getenv ("BK_BUILD_DIR"), "po", NULL);
  g_setenv (BK_LOCALEDIR_ENV, localedir, TRUE);
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LC_ALL", "de_DE.UTF-8", TRUE);
  bk_i18n_init ();
  if (g_strcmp0 (setlocale (LC_MESSAGES, NULL), "de_DE.UTF-8") != 0)
    {
      g_test_skip ("The de_DE.UTF-8 locale is not installed");
      return g_test_run ();
    }

  g_test_add_func ("/i18n/catalogue-sources", test_catalogue_sources);
  g_test_add_func ("/i18n/catalogue-providers", test_catalogue_providers);
  g_test_add_func ("/i18n/examples", test_examples);
  g_test_add_func ("/i18n/own-profile", test_own_profile);
  g_test_add_func ("/i18n/localedir", test_localedir);

  return g_test_run ();
}
