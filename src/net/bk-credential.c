/* bk-credential.c: a server's credentials in the desktop's keyring (libsecret)
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-net"

#include "config.h"

#include <glib/gi18n.h>
#include <libsecret/secret.h>
#include <string.h>

#include "bk-consent.h"
#include "bk-credential.h"

static const SecretSchema *
credential_schema (void)
{
  static const SecretSchema schema = {
    "io.github.breakeven.Breakeven.Server", SECRET_SCHEMA_NONE,
    {
      { "server", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { "kind", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { "user", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    }
  };

  return &schema;
}

BkCredential *
bk_credential_new (BkCredentialKind  kind,
                   const char       *user,
                   const char       *secret)
{
  BkCredential *self = g_new0 (BkCredential, 1);

  self->kind = kind;
  self->user = g_strdup (user != NULL ? user : "");
  self->secret = g_strdup (secret != NULL ? secret : "");

  return self;
}

void
bk_credential_free (BkCredential *self)
{
  if (self == NULL)
    return;

  g_free (self->user);
  if (self->secret != NULL)
    {
      /* Not left in freed memory. */
      memset (self->secret, 0, strlen (self->secret));
      g_free (self->secret);
    }
  g_free (self);
}

void
bk_credential_apply (const BkCredential *self,
                     BkHttpRequest      *request)
{
  g_return_if_fail (request != NULL);

  if (self == NULL)
    return;

  switch (self->kind)
    {
    case BK_CREDENTIAL_BEARER:
      bk_http_request_set_bearer_token (request, self->secret);
      break;
    case BK_CREDENTIAL_BASIC:
      bk_http_request_set_basic_auth (request, self->user, self->secret);
      break;
    case BK_CREDENTIAL_NONE:
    default:
      break;
    }
}

/* Storing */

static void
stored_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;

  if (!secret_password_store_finish (result, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
cleared_then_store_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;
  BkCredential *credential = g_task_get_task_data (task);
  const char *origin = g_object_get_data (G_OBJECT (task), "bk-origin");
  g_autofree char *label = NULL;
  g_autofree char *secret = NULL;

  secret_password_clear_finish (result, &error);
  if (error != NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  if (credential->kind == BK_CREDENTIAL_NONE)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }

  /* Translators: the keyring item's name, with the server's address. */
  label = g_strdup_printf (_("Breakeven: credentials for %s"), origin);
  if (credential->kind == BK_CREDENTIAL_BASIC)
    secret = g_strconcat (credential->user, "\n", credential->secret, NULL);
  secret_password_store (credential_schema (), SECRET_COLLECTION_DEFAULT, label,
                         secret != NULL ? secret : credential->secret,
                         g_task_get_cancellable (task), stored_cb, g_object_ref (task),
                         "server", origin,
                         "kind", credential->kind == BK_CREDENTIAL_BEARER ? "bearer" : "basic",
                         "user", credential->user,
                         NULL);
  if (secret != NULL)
    memset (secret, 0, strlen (secret));
}

void
bk_credential_store_async (GUri                *uri,
                           const BkCredential  *credential,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  g_autofree char *origin = NULL;

  g_return_if_fail (uri != NULL);
  g_return_if_fail (credential != NULL);

  origin = bk_consent_origin (uri);
  g_task_set_source_tag (task, bk_credential_store_async);
  g_task_set_task_data (task, bk_credential_new (credential->kind, credential->user,
                                                 credential->secret),
                        (GDestroyNotify) bk_credential_free);
  g_object_set_data_full (G_OBJECT (task), "bk-origin", g_strdup (origin), g_free);

  /* One item a server: the old one goes first, whatever its kind or user. */
  secret_password_clear (credential_schema (), cancellable, cleared_then_store_cb,
                         g_steal_pointer (&task), "server", origin, NULL);
}

gboolean
bk_credential_store_finish (GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Looking up: the token first, then the user name and password. Both go through
 * secret_password_lookup(), which reads the secret without making item objects. */

typedef struct
{
  char             *origin;
  BkCredentialKind  kind;     /* the kind being looked up */
} LookupData;

static void
lookup_data_free (gpointer pointer)
{
  LookupData *data = pointer;

  g_free (data->origin);
  g_free (data);
}

static BkCredential *
credential_from_secret (BkCredentialKind  kind,
                        const char       *secret)
{
  const char *newline;
  g_autofree char *user = NULL;

  if (secret == NULL)
    return NULL;
  if (kind == BK_CREDENTIAL_BEARER)
    return bk_credential_new (kind, NULL, secret);

  /* "user\npassword": the user name is kept with its password. */
  newline = strchr (secret, '\n');
  if (newline == NULL)
    return NULL;
  user = g_strndup (secret, newline - secret);

  return bk_credential_new (kind, user, newline + 1);
}

static void lookup_next (GTask *task);

static void
looked_up_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  LookupData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  char *secret = secret_password_lookup_finish (result, &error);

  if (error != NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  if (secret != NULL)
    {
      BkCredential *credential = credential_from_secret (data->kind, secret);

      secret_password_free (secret);
      g_task_return_pointer (task, credential, (GDestroyNotify) bk_credential_free);
      return;
    }

  if (data->kind == BK_CREDENTIAL_BEARER)
    {
      data->kind = BK_CREDENTIAL_BASIC;
      lookup_next (g_steal_pointer (&task));
      return;
    }

  g_task_return_pointer (task, NULL, NULL);
}

static void
lookup_next (GTask *task)
{
  LookupData *data = g_task_get_task_data (task);

  secret_password_lookup (credential_schema (), g_task_get_cancellable (task), looked_up_cb, task,
                          "server", data->origin,
                          "kind", data->kind == BK_CREDENTIAL_BEARER ? "bearer" : "basic",
                          NULL);
}

void
bk_credential_lookup_async (GUri                *uri,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  LookupData *data;

  g_return_if_fail (uri != NULL);

  data = g_new0 (LookupData, 1);
  data->origin = bk_consent_origin (uri);
  data->kind = BK_CREDENTIAL_BEARER;
  g_task_set_source_tag (task, bk_credential_lookup_async);
  g_task_set_task_data (task, data, lookup_data_free);
  lookup_next (g_steal_pointer (&task));
}

BkCredential *
bk_credential_lookup_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

BkCredential *
bk_credential_lookup_sync (GUri          *uri,
                           GCancellable  *cancellable,
                           GError       **error)
{
  g_autofree char *origin = NULL;

  g_return_val_if_fail (uri != NULL, NULL);

  origin = bk_consent_origin (uri);
  for (BkCredentialKind kind = BK_CREDENTIAL_BEARER; kind <= BK_CREDENTIAL_BASIC; kind++)
    {
      GError *local_error = NULL;
      char *secret = secret_password_lookup_sync (credential_schema (), cancellable, &local_error,
                                                  "server", origin,
                                                  "kind", kind == BK_CREDENTIAL_BEARER ? "bearer"
                                                                                      : "basic",
                                                  NULL);

      if (local_error != NULL)
        {
          g_propagate_error (error, local_error);
          return NULL;
        }
      if (secret != NULL)
        {
          BkCredential *credential = credential_from_secret (kind, secret);

          secret_password_free (secret);
          return credential;
        }
    }

  return NULL;
}
