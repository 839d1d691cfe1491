/* bk-i18n.c: where the translations come from, and the translated texts of data files
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The catalogue and the examples are JSON, which xgettext cannot read: their texts are in
 * po/data-strings.pot and looked up here under their own message contexts. A text without a
 * translation comes back unchanged.
 */

#define G_LOG_DOMAIN "bk-i18n"

#include "config.h"

#include <glib/gi18n.h>

#include <locale.h>

#include "bk-i18n.h"

/* bk_i18n_get_localedir:
 *
 * Returns: (transfer none): the folder of the message catalogues: $BREAKEVEN_LOCALEDIR when it is
 *   set and not empty, the installed one otherwise
 */
const char *
bk_i18n_get_localedir (void)
{
  const char *dir = g_getenv (BK_LOCALEDIR_ENV);

  return (dir != NULL && dir[0] != '\0') ? dir : LOCALEDIR;
}

/* bk_i18n_init:
 *
 * Sets the locale from the environment and binds the text domain, in UTF-8. Calling it again is
 * harmless.
 */
void
bk_i18n_init (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, bk_i18n_get_localedir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* bk_i18n_catalogue_source:
 * @source: the "source" text of a catalogue entry, as the catalogue has it
 *
 * Returns: (transfer none): its translation, or @source itself
 */
const char *
bk_i18n_catalogue_source (const char *source)
{
  if (source == NULL || source[0] == '\0')
    return source;

  return g_dpgettext2 (GETTEXT_PACKAGE, BK_I18N_CONTEXT_CATALOGUE_SOURCE, source);
}

/* bk_i18n_catalogue_provider:
 * @provider: the "provider" of a catalogue rent offer
 *
 * Company names have no translation and come back as they are; the descriptive ones such as
 * "Hyperscalers" do.
 *
 * Returns: (transfer none): its translation, or @provider itself
 */
const char *
bk_i18n_catalogue_provider (const char *provider)
{
  if (provider == NULL || provider[0] == '\0')
    return provider;

  return g_dpgettext2 (GETTEXT_PACKAGE, BK_I18N_CONTEXT_CATALOGUE_PROVIDER, provider);
}
