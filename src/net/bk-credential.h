/* bk-credential.h: a server's credentials (a bearer token, or a user name and password), kept in
 * the desktop's keyring through libsecret, never in a profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One item a server, found by its origin (bk_consent_origin()): the secret is the token, or the
 * user name and the password on two lines; the attributes say which. GLib, GIO and libsecret
 * only.
 */

#pragma once

#include <gio/gio.h>

#include "bk-http.h"

G_BEGIN_DECLS

typedef enum
{
  BK_CREDENTIAL_NONE,
  BK_CREDENTIAL_BEARER,
  BK_CREDENTIAL_BASIC,
} BkCredentialKind;

typedef struct _BkCredential
{
  BkCredentialKind  kind;
  char             *user;       /* for BK_CREDENTIAL_BASIC */
  char             *secret;     /* the token or the password */
} BkCredential;

BkCredential *bk_credential_new            (BkCredentialKind      kind,
                                            const char           *user,
                                            const char           *secret) G_GNUC_WARN_UNUSED_RESULT;
void          bk_credential_free           (BkCredential         *self);
/* Puts the credential in the request's Authorization header (nothing for BK_CREDENTIAL_NONE). */
void          bk_credential_apply          (const BkCredential   *self,
                                            BkHttpRequest        *request);

/* Stores @credential for the server of @uri, replacing what was there; BK_CREDENTIAL_NONE
 * removes it. */
void          bk_credential_store_async    (GUri                 *uri,
                                            const BkCredential   *credential,
                                            GCancellable         *cancellable,
                                            GAsyncReadyCallback   callback,
                                            gpointer              user_data);
gboolean      bk_credential_store_finish   (GAsyncResult         *result,
                                            GError              **error);
/* The server's credential, or %NULL without error when the keyring has none. */
void          bk_credential_lookup_async   (GUri                 *uri,
                                            GCancellable         *cancellable,
                                            GAsyncReadyCallback   callback,
                                            gpointer              user_data);
BkCredential *bk_credential_lookup_finish  (GAsyncResult         *result,
                                            GError              **error) G_GNUC_WARN_UNUSED_RESULT;
/* The same, blocking (the command line). */
BkCredential *bk_credential_lookup_sync    (GUri                 *uri,
                                            GCancellable         *cancellable,
                                            GError              **error) G_GNUC_WARN_UNUSED_RESULT;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkCredential, bk_credential_free)

G_END_DECLS
