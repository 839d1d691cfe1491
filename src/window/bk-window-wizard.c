/* bk-window-wizard.c: the window's wizard, over the library while a profile is asked for
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wizard covers the whole window, a page of the top stack, while it asks for a new profile
 * or walks through an existing one. Finishing adds a new profile to the library and shows it;
 * going back keeps an edited one's answers and drops a new one, after asking once it holds an
 * answer. The wizard is dropped once the stack has faded it out.
 */

#define G_LOG_DOMAIN "bk-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-profile-history.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-window-private.h"
#include "bk-window.h"
#include "bk-wizard.h"

static void
clear_wizard (BkWindow *self)
{
  if (adw_bin_get_child (self->wizard_bin) != NULL && !self->in_wizard)
    adw_bin_set_child (self->wizard_bin, NULL);
}

/* The wizard is dropped once the stack no longer shows it, so that it fades out whole. */
static void
stack_transition_cb (BkWindow *self)
{
  if (!gtk_stack_get_transition_running (self->stack))
    clear_wizard (self);
}

static void
leave_wizard (BkWindow *self)
{
  self->in_wizard = FALSE;
  _bk_window_update_top_page (self);
  if (!gtk_stack_get_transition_running (self->stack))
    clear_wizard (self);

  /* The focus was in the wizard, which goes: the page shown now takes it, so that the
   * keyboard (and a screen reader) goes on there rather than nowhere. */
  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
    gtk_widget_child_focus (gtk_stack_get_visible_child (self->stack), GTK_DIR_TAB_FORWARD);
}

static void
wizard_finished_cb (BkWindow *self)
{
  g_autoptr(BkProfile) working = g_steal_pointer (&self->wizard_profile);
  BkProfileEntry *entry = NULL;

  g_return_if_fail (working != NULL);

  /* A new profile joins the library; an edited one is in it already and saved as it changed.
   * Its answers were given just now: that is its first review. */
  if (self->wizard_new)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      GDate today;

      g_date_clear (&today, 1);
      g_date_set_dmy (&today, (GDateDay) g_date_time_get_day_of_month (now),
                      (GDateMonth) g_date_time_get_month (now),
                      (GDateYear) g_date_time_get_year (now));
      bk_profile_mark_reviewed (working, &today);
      entry = bk_profile_store_add (self->store, working);
    }
  else
    entry = bk_profile_store_find_profile (self->store, working);

  leave_wizard (self);

  if (entry != NULL)
    _bk_window_set_entry (self, entry, TRUE);

  /* The focus was on the wizard's last button, which goes: the result takes it, so that the
   * keyboard (and a screen reader) goes on there. */
  if (self->result_view != NULL)
    gtk_widget_child_focus (GTK_WIDGET (self->result_view), GTK_DIR_TAB_FORWARD);
}

static void
drop_wizard (BkWindow *self)
{
  g_clear_object (&self->wizard_profile);
  leave_wizard (self);
}

static void
discard_response_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(BkWindow) self = user_data;
  const char *response = adw_alert_dialog_choose_finish (ADW_ALERT_DIALOG (source), result);
  GtkWidget *wizard = adw_bin_get_child (self->wizard_bin);

  if (!self->in_wizard || wizard == NULL)
    return;

  if (g_str_equal (response, "discard"))
    drop_wizard (self);
  else if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
    gtk_widget_grab_focus (wizard);
}

static void
wizard_cancelled_cb (BkWindow *self)
{
  AdwDialog *dialog;

  /* The wizard writes straight into its profile, so going back out of an edited profile keeps
   * every answer. A new profile that was never finished is dropped: once it holds an answer,
   * only after asking, since Escape on the first step is easily pressed by mistake. */
  if (!self->wizard_new || self->wizard_profile == NULL
      || !bk_profile_history_get_can_undo (bk_profile_get_history (self->wizard_profile)))
    {
      drop_wizard (self);
      return;
    }

  dialog = adw_alert_dialog_new (_("Discard the New Profile?"),
                                 _("The answers given so far are lost."));
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "keep", _("_Keep Editing"),
                                  "discard", _("_Discard"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "discard",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "keep");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "keep");
  adw_alert_dialog_choose (ADW_ALERT_DIALOG (dialog), GTK_WIDGET (self), NULL,
                           discard_response_cb, g_object_ref (self));
}

void
_bk_window_start_wizard (BkWindow  *self,
                         BkProfile *profile,
                         gboolean   is_new)
{
  GtkWidget *wizard;

  g_set_object (&self->wizard_profile, profile);
  self->wizard_new = is_new;
  self->in_wizard = TRUE;

  wizard = GTK_WIDGET (bk_wizard_new (profile));
  bk_wizard_set_settings (BK_WIZARD (wizard), self->settings);
  g_signal_connect_object (wizard, "finished", G_CALLBACK (wizard_finished_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (wizard, "cancelled", G_CALLBACK (wizard_cancelled_cb), self,
                           G_CONNECT_SWAPPED);
  adw_bin_set_child (self->wizard_bin, wizard);

  _bk_window_update_top_page (self);
  gtk_widget_grab_focus (wizard);
}

void
_bk_window_wizard_init (BkWindow *self)
{
  g_signal_connect_object (self->stack, "notify::transition-running",
                           G_CALLBACK (stack_transition_cb), self, G_CONNECT_SWAPPED);
}
