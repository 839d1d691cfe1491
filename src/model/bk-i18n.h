/* bk-i18n.h: where the translations come from, and the translated texts of data files
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>


G_BEGIN_DECLS

/* The environment variable that points the message catalogues at another folder, such as the
 * build directory's po/, so that an uninstalled build speaks the desktop's language. */
#define BK_LOCALEDIR_ENV "BREAKEVEN_LOCALEDIR"

/* Message contexts of the texts that come from data files rather than from the code: the
 * catalogue's sources and provider names, and the example profiles' names and notes. */
#define BK_I18N_CONTEXT_CATALOGUE_SOURCE   "catalogue source"
#define BK_I18N_CONTEXT_CATALOGUE_PROVIDER "catalogue provider"
#define BK_I18N_CONTEXT_EXAMPLE_NAME       "example profile name"
#define BK_I18N_CONTEXT_EXAMPLE_NOTES      "example profile notes"

const char *bk_i18n_get_localedir         (void);
void        bk_i18n_init                  (void);

const char *bk_i18n_catalogue_source      (const char *source);
const char *bk_i18n_catalogue_provider    (const char *provider);

G_END_DECLS
