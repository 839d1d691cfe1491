/* bk-consent.c: the servers the user has allowed the app to connect to, in GSettings
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-net"

#include "config.h"

#include <string.h>

#include "bk-consent.h"

#define KEY "allowed-servers"

char *
bk_consent_origin (GUri *uri)
{
  const char *scheme, *host;
  g_autofree char *lower_scheme = NULL;
  g_autofree char *lower_host = NULL;
  int port;

  g_return_val_if_fail (uri != NULL, NULL);

  scheme = g_uri_get_scheme (uri);
  host = g_uri_get_host (uri) != NULL ? g_uri_get_host (uri) : "";
  port = g_uri_get_port (uri);
  lower_scheme = g_ascii_strdown (scheme, -1);
  lower_host = g_ascii_strdown (host, -1);

  if (port < 0 || (port == 80 && g_str_equal (lower_scheme, "http"))
      || (port == 443 && g_str_equal (lower_scheme, "https")))
    return g_strdup_printf ("%s://%s%s%s", lower_scheme, strchr (lower_host, ':') ? "[" : "",
                            lower_host, strchr (lower_host, ':') ? "]" : "");

  return g_strdup_printf ("%s://%s%s%s:%d", lower_scheme, strchr (lower_host, ':') ? "[" : "",
                          lower_host, strchr (lower_host, ':') ? "]" : "", port);
}

gboolean
bk_consent_is_given (GSettings *settings,
                     GUri      *uri)
{
  g_auto(GStrv) servers = NULL;
  g_autofree char *origin = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);
  g_return_val_if_fail (uri != NULL, FALSE);

  servers = g_settings_get_strv (settings, KEY);
  origin = bk_consent_origin (uri);

  return g_strv_contains ((const char * const *) servers, origin);
}

void
bk_consent_give (GSettings *settings,
                 GUri      *uri)
{
  g_auto(GStrv) servers = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) updated = NULL;
  g_autofree char *origin = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (uri != NULL);

  servers = g_settings_get_strv (settings, KEY);
  origin = bk_consent_origin (uri);
  if (g_strv_contains ((const char * const *) servers, origin))
    return;

  g_strv_builder_addv (builder, (const char **) servers);
  g_strv_builder_add (builder, origin);
  updated = g_strv_builder_end (builder);
  g_settings_set_strv (settings, KEY, (const char * const *) updated);
}

void
bk_consent_forget_all (GSettings *settings)
{
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_settings_reset (settings, KEY);
}
