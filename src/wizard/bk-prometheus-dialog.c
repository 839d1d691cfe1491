/* bk-prometheus-dialog.c: "Read from Prometheus…": the server, the period and the sign-in
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage, "From a Prometheus server". The dialog asks what the read
 * needs and says whether the address is one; "read" is emitted when the user asks, and the
 * usage import (bk-usage-import.c) asks for consent, keeps the credentials in the keyring and
 * reads. Credentials the keyring has for the server are filled in when the dialog opens.
 */

#define G_LOG_DOMAIN "bk-prometheus-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-accessible.h"
#include "bk-credential.h"
#include "bk-prometheus-dialog.h"
#include "bk-usage.h"

#define AUTH_NONE 0
#define AUTH_TOKEN 1
#define AUTH_BASIC 2

static const guint period_days[] = { 30, 90, 180, 365 };

struct _BkPrometheusDialog
{
  AdwDialog     parent_instance;

  AdwEntryRow  *address_row;
  AdwComboRow  *period_row;
  AdwComboRow  *auth_row;
  AdwEntryRow  *token_row;
  AdwEntryRow  *user_row;
  AdwEntryRow  *password_row;
  GtkLabel     *address_label;
  GtkWidget    *read_button;

  char         *address;      /* the base address, when the text is one */
  gboolean      had_credential;
  GCancellable *cancellable;  /* the keyring's lookup */
};

enum {
  SIGNAL_READ,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BkPrometheusDialog, bk_prometheus_dialog, ADW_TYPE_DIALOG)

static void
lookup_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  BkPrometheusDialog *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkCredential) credential = bk_credential_lookup_finish (result, &error);

  /* Without a keyring (or when it has nothing for the server) the fields stay as they are. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || credential == NULL)
    return;

  self->had_credential = TRUE;
  if (credential->kind == BK_CREDENTIAL_BEARER)
    {
      adw_combo_row_set_selected (self->auth_row, AUTH_TOKEN);
      gtk_editable_set_text (GTK_EDITABLE (self->token_row), credential->secret);
    }
  else if (credential->kind == BK_CREDENTIAL_BASIC)
    {
      adw_combo_row_set_selected (self->auth_row, AUTH_BASIC);
      gtk_editable_set_text (GTK_EDITABLE (self->user_row), credential->user);
      gtk_editable_set_text (GTK_EDITABLE (self->password_row), credential->secret);
    }
}

static void
look_up_credential (BkPrometheusDialog *self)
{
  g_autoptr(BkUsageQuery) query = NULL;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->address == NULL)
    return;

  query = bk_usage_query_new (self->address, NULL);
  if (query == NULL)
    return;
  self->cancellable = g_cancellable_new ();
  bk_credential_lookup_async (bk_usage_query_get_uri (query), self->cancellable, lookup_done_cb,
                              self);
}

static void
address_changed_cb (BkPrometheusDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->address_row));
  g_autoptr(BkUsageQuery) query = NULL;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->address, g_free);
  if (text[0] == '\0')
    {
      gtk_label_set_label (self->address_label,
                           _("The address of the Prometheus server, as your browser shows it, "
                             "such as https://prometheus.example.org:9090."));
      gtk_widget_remove_css_class (GTK_WIDGET (self->address_row), "error");
      gtk_widget_set_sensitive (self->read_button, FALSE);
      return;
    }

  query = bk_usage_query_new (text, &error);
  if (query == NULL)
    {
      gtk_label_set_label (self->address_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->address_row), "error");
      gtk_widget_set_sensitive (self->read_button, FALSE);
      return;
    }

  self->address = g_strdup (bk_usage_query_get_address (query));
  {
    /* Translators: the address the app will ask, "https://prometheus.example.org:9090". */
    g_autofree char *words = g_strdup_printf (_("Breakeven will ask %s, and only when you read."),
                                              self->address);

    gtk_label_set_label (self->address_label, words);
  }
  gtk_widget_remove_css_class (GTK_WIDGET (self->address_row), "error");
  gtk_widget_set_sensitive (self->read_button, TRUE);
}

static void
auth_changed_cb (BkPrometheusDialog *self)
{
  guint auth = adw_combo_row_get_selected (self->auth_row);

  gtk_widget_set_visible (GTK_WIDGET (self->token_row), auth == AUTH_TOKEN);
  gtk_widget_set_visible (GTK_WIDGET (self->user_row), auth == AUTH_BASIC);
  gtk_widget_set_visible (GTK_WIDGET (self->password_row), auth == AUTH_BASIC);
}

static void
cancel_clicked_cb (BkPrometheusDialog *self)
{
  adw_dialog_close (ADW_DIALOG (self));
}

static void
read_clicked_cb (BkPrometheusDialog *self)
{
  if (self->address == NULL)
    return;

  g_signal_emit (self, signals[SIGNAL_READ], 0);
  adw_dialog_close (ADW_DIALOG (self));
}

static void
bk_prometheus_dialog_dispose (GObject *object)
{
  BkPrometheusDialog *self = BK_PROMETHEUS_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_PROMETHEUS_DIALOG);

  G_OBJECT_CLASS (bk_prometheus_dialog_parent_class)->dispose (object);
}

static void
bk_prometheus_dialog_finalize (GObject *object)
{
  BkPrometheusDialog *self = BK_PROMETHEUS_DIALOG (object);

  g_free (self->address);

  G_OBJECT_CLASS (bk_prometheus_dialog_parent_class)->finalize (object);
}

static void
bk_prometheus_dialog_class_init (BkPrometheusDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_prometheus_dialog_dispose;
  object_class->finalize = bk_prometheus_dialog_finalize;

  /**
   * BkPrometheusDialog::read:
   *
   * The user asked to read the server's usage with what the dialog holds.
   */
  signals[SIGNAL_READ] = g_signal_new ("read", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-prometheus-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BkPrometheusDialog, address_row);
  gtk_widget_class_bind_template_child (widget_class, BkPrometheusDialog, period_row);
  gtk_widget_class_bind_template_child (widget_class, BkPrometheusDialog, auth_row);
  gtk_widget_class_bind_template_child (widget_class, BkPrometheusDialog, token_row);
  gtk_widget_class_bind_template_child (widget_class, BkPrometheusDialog, user_row);
  gtk_widget_class_bind_template_child (widget_class, BkPrometheusDialog, password_row);
  gtk_widget_class_bind_template_child (widget_class, BkPrometheusDialog, address_label);
  gtk_widget_class_bind_template_child (widget_class, BkPrometheusDialog, read_button);
  gtk_widget_class_bind_template_callback (widget_class, address_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, auth_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, read_clicked_cb);
}

static void
bk_prometheus_dialog_init (BkPrometheusDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  bk_accessible_name_combo_items (self->period_row);
  bk_accessible_add_action (GTK_WIDGET (self->period_row), "press");
  bk_accessible_name_combo_items (self->auth_row);
  bk_accessible_add_action (GTK_WIDGET (self->auth_row), "press");
  address_changed_cb (self);
}

AdwDialog *
bk_prometheus_dialog_new (const char *address)
{
  BkPrometheusDialog *self = g_object_new (BK_TYPE_PROMETHEUS_DIALOG, NULL);

  if (address != NULL && address[0] != '\0')
    {
      gtk_editable_set_text (GTK_EDITABLE (self->address_row), address);
      look_up_credential (self);
    }

  return ADW_DIALOG (self);
}

const char *
bk_prometheus_dialog_get_address (BkPrometheusDialog *self)
{
  g_return_val_if_fail (BK_IS_PROMETHEUS_DIALOG (self), NULL);

  return self->address;
}

guint
bk_prometheus_dialog_get_days (BkPrometheusDialog *self)
{
  guint selected;

  g_return_val_if_fail (BK_IS_PROMETHEUS_DIALOG (self), BK_USAGE_QUERY_DEFAULT_DAYS);

  selected = adw_combo_row_get_selected (self->period_row);

  return selected < G_N_ELEMENTS (period_days) ? period_days[selected]
                                               : BK_USAGE_QUERY_DEFAULT_DAYS;
}

gboolean
bk_prometheus_dialog_get_had_credential (BkPrometheusDialog *self)
{
  g_return_val_if_fail (BK_IS_PROMETHEUS_DIALOG (self), FALSE);

  return self->had_credential;
}

BkCredential *
bk_prometheus_dialog_dup_credential (BkPrometheusDialog *self)
{
  g_return_val_if_fail (BK_IS_PROMETHEUS_DIALOG (self), NULL);

  switch (adw_combo_row_get_selected (self->auth_row))
    {
    case AUTH_TOKEN:
      return bk_credential_new (BK_CREDENTIAL_BEARER, NULL,
                                gtk_editable_get_text (GTK_EDITABLE (self->token_row)));
    case AUTH_BASIC:
      return bk_credential_new (BK_CREDENTIAL_BASIC,
                                gtk_editable_get_text (GTK_EDITABLE (self->user_row)),
                                gtk_editable_get_text (GTK_EDITABLE (self->password_row)));
    case AUTH_NONE:
    default:
      return bk_credential_new (BK_CREDENTIAL_NONE, NULL, NULL);
    }
}
