/* bk-prometheus-dialog.h: "Read from Prometheus…": the server, the period and the sign-in
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_PROMETHEUS_DIALOG (bk_prometheus_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BkPrometheusDialog, bk_prometheus_dialog, BK, PROMETHEUS_DIALOG, AdwDialog)

/* @address: the server read last time, or %NULL */
AdwDialog    *bk_prometheus_dialog_new            (const char         *address);
/* The server's base address, once it is one (else %NULL) */
const char   *bk_prometheus_dialog_get_address    (BkPrometheusDialog *self);
guint         bk_prometheus_dialog_get_days       (BkPrometheusDialog *self);
/* The token or the user name and password typed, or a BK_CREDENTIAL_NONE one */
BkCredential *bk_prometheus_dialog_dup_credential (BkPrometheusDialog *self) G_GNUC_WARN_UNUSED_RESULT;
/* Whether the keyring had credentials for the server when the dialog opened */
gboolean      bk_prometheus_dialog_get_had_credential (BkPrometheusDialog *self);

G_END_DECLS
