/* bk-examples.c: the example profiles that ship with the app
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-examples"

#include "config.h"

#include "bk-examples.h"
#include "bk-profile.h"

/* Where examples live inside the GResource, one JSON profile per file. */
#define EXAMPLES_PATH "/io/github/breakeven/Breakeven/profiles/"

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *)a, *(const char * const *)b);
}

/**
 * bk_examples_load:
 * @store: a list of #BkProfile to append the examples to
 *
 * Appends the example profiles shipped in the GResource, sorted by file name and translated.
 */
void
bk_examples_load (GListStore *store)
{
  g_auto(GStrv) names = NULL;

  g_return_if_fail (G_IS_LIST_STORE (store));

  names = g_resources_enumerate_children (EXAMPLES_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (names != NULL)
    {
      qsort (names, g_strv_length (names), sizeof (char *), compare_strings);

      for (guint i = 0; names[i] != NULL; i++)
        {
          g_autofree char *path = NULL;
          g_autoptr(GBytes) bytes = NULL;
          g_autoptr(BkProfile) profile = NULL;
          g_autoptr(GError) error = NULL;
          gsize size;
          const char *data;

          if (!g_str_has_suffix (names[i], ".json"))
            continue;

          path = g_strconcat (EXAMPLES_PATH, names[i], NULL);
          bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
          if (bytes != NULL)
            {
              data = g_bytes_get_data (bytes, &size);
              profile = bk_profile_new_from_data (data, (gssize) size, &error);
            }

          if (profile == NULL)
            {
              g_warning ("The example %s cannot be loaded: %s", names[i], error->message);
              continue;
            }

          /* The examples' names and notes are data; the translation comes from po/. */
          bk_profile_translate_example (profile);
          g_list_store_append (store, profile);
        }
    }
}
