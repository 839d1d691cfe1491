/* bk-window-layout.c: the profile page's inputs, in a pane beside the result or on a tab
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A wide window shows the result on the whole page, and the inputs in a pane at its end that
 * the header bar's button and F9 show and hide; a narrower one has a tab for each. The one
 * action, win.show-inputs, works in both: its state says whether the inputs are in view.
 */

#define G_LOG_DOMAIN "bk-window"

#include "config.h"

#include "bk-window-private.h"

static gboolean
is_wide (BkWindow *self)
{
  return g_strcmp0 (adw_multi_layout_view_get_layout_name (self->layout_view), "wide") == 0;
}

static gboolean
inputs_shown (BkWindow *self)
{
  if (is_wide (self))
    return adw_overlay_split_view_get_show_sidebar (self->inputs_split);

  return g_strcmp0 (adw_view_stack_get_visible_child_name (self->narrow_stack), "inputs") == 0;
}

/* Beside the open pane the result is a single column: the chart then comes right after the
 * verdict, so that both stay in view while the inputs change. */
static void
sync_cb (BkWindow *self)
{
  gboolean shown = inputs_shown (self);

  g_simple_action_set_state (self->show_inputs, g_variant_new_boolean (shown));
  bk_result_view_set_chart_first (self->result_view, shown && is_wide (self));
}

static void
show_inputs_change_state_cb (GSimpleAction *action,
                             GVariant      *state,
                             gpointer       user_data)
{
  BkWindow *self = BK_WINDOW (user_data);
  gboolean show = g_variant_get_boolean (state);

  if (is_wide (self))
    adw_overlay_split_view_set_show_sidebar (self->inputs_split, show);
  else
    adw_view_stack_set_visible_child_name (self->narrow_stack, show ? "inputs" : "result");

  sync_cb (self);
}

void
_bk_window_class_layout_init (BkWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_bind_template_child (widget_class, BkWindow, layout_view);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, narrow_stack);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, inputs_split);
  /* For the tests only. */
  gtk_widget_class_bind_template_child_full (widget_class, "inputs_button", FALSE, 0);
}

void
_bk_window_layout_init (BkWindow *self)
{
  self->show_inputs = g_simple_action_new_stateful ("show-inputs", NULL,
                                                    g_variant_new_boolean (FALSE));
  g_signal_connect_object (self->show_inputs, "change-state",
                           G_CALLBACK (show_inputs_change_state_cb), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->show_inputs));

  g_signal_connect_object (self->layout_view, "notify::layout-name", G_CALLBACK (sync_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->inputs_split, "notify::show-sidebar", G_CALLBACK (sync_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->narrow_stack, "notify::visible-child-name", G_CALLBACK (sync_cb),
                           self, G_CONNECT_SWAPPED);
  sync_cb (self);
}

/* The inputs belong to a profile: without one the action does nothing. */
void
_bk_window_layout_set_enabled (BkWindow *self,
                               gboolean  enabled)
{
  if (self->show_inputs != NULL)
    g_simple_action_set_enabled (self->show_inputs, enabled);
}
