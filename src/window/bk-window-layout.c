/* bk-window-layout.c: the profile page's inputs, in a pane beside the result or on a tab
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A wide window shows the result on the whole page, and the inputs in a pane at its end that
 * the header bar's button and F9 show and hide; a narrower one has a tab for each. The one
 * action, win.show-inputs, works in both: its state says whether the inputs are in view, and a
 * change of layout keeps it, and the keyboard focus with it.
 */

#define G_LOG_DOMAIN "bk-window"

#include "config.h"

#include "bk-result-view.h"
#include "bk-window-private.h"
#include "bk-window.h"

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
show_inputs (BkWindow *self,
             gboolean  show)
{
  if (self->layout_view == NULL)
    return;

  if (is_wide (self))
    adw_overlay_split_view_set_show_sidebar (self->inputs_split, show);
  else
    adw_view_stack_set_visible_child_name (self->narrow_stack, show ? "inputs" : "result");

  sync_cb (self);
}

static void
show_inputs_change_state_cb (GSimpleAction *action,
                             GVariant      *state,
                             gpointer       user_data)
{
  show_inputs (BK_WINDOW (user_data), g_variant_get_boolean (state));
}

/* The widget with the keyboard focus in the result or the inputs, put aside while a change of
 * layout moves them: a focused widget that is moved loses the focus, and GTK then holds on to
 * its old parent (and the window with it) for good. */
static void
breakpoint_unapply_cb (BkWindow *self)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  if (focus == NULL || self->layout_view == NULL
      || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->layout_view)))
    return;

  g_set_weak_pointer (&self->moved_focus, focus);
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
}

static gboolean
refocus_cb (gpointer user_data)
{
  BkWindow *self = BK_WINDOW (user_data);
  GtkWidget *inputs = self->editor != NULL ? self->editor : GTK_WIDGET (self->editor_bin);
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  g_autoptr(GtkWidget) moved = g_object_ref (self->moved_focus);

  self->refocus_source = 0;
  g_clear_weak_pointer (&self->moved_focus);

  /* Without a focus widget the window gives the focus to its first control, the sidebar's
   * first button; only a choice within the result or the inputs since counts. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->layout_view)))
    return G_SOURCE_REMOVE;

  if (gtk_widget_get_root (moved) == GTK_ROOT (self) && gtk_widget_get_mapped (moved)
      && gtk_widget_grab_focus (moved))
    return G_SOURCE_REMOVE;

  /* What had the focus is out of view now: the first control of what is in view takes it. */
  if (gtk_widget_get_mapped (inputs) && gtk_widget_child_focus (inputs, GTK_DIR_TAB_FORWARD))
    return G_SOURCE_REMOVE;
  gtk_widget_child_focus (GTK_WIDGET (self->result_view), GTK_DIR_TAB_FORWARD);

  return G_SOURCE_REMOVE;
}

/* The focus put aside goes back once the new layout is on screen. */
static void
breakpoint_apply_cb (BkWindow *self)
{
  if (self->moved_focus == NULL || self->refocus_source != 0)
    return;

  self->refocus_source = g_idle_add (refocus_cb, self);
  g_source_set_name_by_id (self->refocus_source, "[breakeven] focus after a layout change");
}

/* The new layout shows the inputs if the old one did. */
static void
layout_changed_cb (BkWindow *self)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (self->show_inputs));

  show_inputs (self, g_variant_get_boolean (state));
}

void
_bk_window_class_layout_init (BkWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_bind_template_child (widget_class, BkWindow, medium_breakpoint);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, narrow_breakpoint);
  gtk_widget_class_bind_template_callback (widget_class, breakpoint_unapply_cb);
  gtk_widget_class_bind_template_callback (widget_class, breakpoint_apply_cb);
}

void
_bk_window_layout_init (BkWindow *self)
{
  self->show_inputs = g_simple_action_new_stateful ("show-inputs", NULL,
                                                    g_variant_new_boolean (FALSE));
  g_signal_connect_object (self->show_inputs, "change-state",
                           G_CALLBACK (show_inputs_change_state_cb), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->show_inputs));
}

/* The breakpoints' setters for the library's layouts, added when it is built. A setter keeps
 * the value it finds as the one to put back, and a breakpoint that applies already sets it at
 * once: so the breakpoint that applies gets its setters last, when the others have found the
 * wide layout's values. The wide layout is the one of no breakpoint. */
static void
add_library_setters (BkWindow      *self,
                     AdwBreakpoint *breakpoint)
{
  adw_breakpoint_add_setters (breakpoint,
                              G_OBJECT (self->layout_view), "layout-name", "narrow",
                              G_OBJECT (self->inputs_button), "visible", FALSE,
                              NULL);

  if (breakpoint == self->narrow_breakpoint)
    adw_breakpoint_add_setters (breakpoint,
                                G_OBJECT (self->split_view), "collapsed", TRUE,
                                G_OBJECT (self->result_view), "compact", TRUE,
                                NULL);
}

/* Once the library is built (_bk_window_ensure_library()). */
void
_bk_window_layout_library_init (BkWindow *self)
{
  AdwBreakpoint *current = adw_application_window_get_current_breakpoint (
    ADW_APPLICATION_WINDOW (self));
  AdwBreakpoint *breakpoints[] = { self->medium_breakpoint, self->narrow_breakpoint };

  for (guint i = 0; i < G_N_ELEMENTS (breakpoints); i++)
    if (breakpoints[i] != current)
      add_library_setters (self, breakpoints[i]);
  for (guint i = 0; i < G_N_ELEMENTS (breakpoints); i++)
    if (breakpoints[i] == current)
      add_library_setters (self, breakpoints[i]);

  g_signal_connect_object (self->layout_view, "notify::layout-name",
                           G_CALLBACK (layout_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->inputs_split, "notify::show-sidebar", G_CALLBACK (sync_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->narrow_stack, "notify::visible-child-name", G_CALLBACK (sync_cb),
                           self, G_CONNECT_SWAPPED);
  sync_cb (self);
}

void
_bk_window_layout_dispose (BkWindow *self)
{
  g_clear_handle_id (&self->refocus_source, g_source_remove);
  g_clear_weak_pointer (&self->moved_focus);
}

/* The inputs belong to a profile: without one the action does nothing. */
void
_bk_window_layout_set_enabled (BkWindow *self,
                               gboolean  enabled)
{
  if (self->show_inputs != NULL)
    g_simple_action_set_enabled (self->show_inputs, enabled);
}
