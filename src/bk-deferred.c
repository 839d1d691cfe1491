/* bk-deferred.c: work a widget puts off until its first frame is on screen, or until it is needed
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app's start-up is the time to its first painted frame, and that frame needs only what is
 * on screen at once. What is below it, on another tab or in a menu not yet opened is built or
 * shown later: in the idle after the frame, or on first use.
 */

#define G_LOG_DOMAIN "bk-deferred"

#include "config.h"

#include "bk-accessible.h"
#include "bk-deferred.h"

typedef struct
{
  GtkWidget        *widget;
  BkFirstFrameFunc  func;
  gpointer          user_data;

  GdkFrameClock    *clock;
  gulong            map_id;
  gulong            unmap_id;
  gulong            destroy_id;
  gulong            paint_id;
  guint             idle_id;
} FirstFrame;

static void
first_frame_free (FirstFrame *ff)
{
  g_assert (ff->paint_id == 0);
  g_assert (ff->idle_id == 0);

  g_clear_signal_handler (&ff->map_id, ff->widget);
  g_clear_signal_handler (&ff->unmap_id, ff->widget);
  g_clear_signal_handler (&ff->destroy_id, ff->widget);
  g_free (ff);
}

static void
stop_watching (FirstFrame *ff)
{
  if (ff->clock != NULL)
    g_clear_signal_handler (&ff->paint_id, ff->clock);
  g_clear_object (&ff->clock);
}

static gboolean
first_frame_idle_cb (gpointer data)
{
  FirstFrame *ff = data;

  ff->idle_id = 0;
  ff->func (ff->widget, ff->user_data);
  first_frame_free (ff);

  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                FirstFrame    *ff)
{
  stop_watching (ff);
  g_clear_signal_handler (&ff->map_id, ff->widget);
  g_clear_signal_handler (&ff->unmap_id, ff->widget);
  ff->idle_id = g_idle_add (first_frame_idle_cb, ff);
  g_source_set_name_by_id (ff->idle_id, "[breakeven] after the first frame");
}

/* A frame counts only while the widget is mapped, that is drawn in it. */
static void
map_cb (GtkWidget  *widget,
        FirstFrame *ff)
{
  if (ff->clock != NULL)
    return;

  ff->clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  ff->paint_id = g_signal_connect (ff->clock, "after-paint", G_CALLBACK (after_paint_cb), ff);
}

static void
unmap_cb (GtkWidget  *widget,
          FirstFrame *ff)
{
  stop_watching (ff);
}

static void
destroy_cb (GtkWidget  *widget,
            FirstFrame *ff)
{
  stop_watching (ff);
  g_clear_handle_id (&ff->idle_id, g_source_remove);
  first_frame_free (ff);
}

/**
 * bk_widget_run_after_first_frame:
 * @widget: a widget
 * @func: what to run
 * @user_data: passed to @func
 *
 * Runs @func once, in the idle after the first frame that is painted while @widget is mapped:
 * for the parts of @widget that the first frame can do without. It never runs once @widget is
 * destroyed.
 */
void
bk_widget_run_after_first_frame (GtkWidget        *widget,
                                 BkFirstFrameFunc  func,
                                 gpointer          user_data)
{
  FirstFrame *ff;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (func != NULL);

  ff = g_new0 (FirstFrame, 1);
  ff->widget = widget;
  ff->func = func;
  ff->user_data = user_data;
  ff->map_id = g_signal_connect (widget, "map", G_CALLBACK (map_cb), ff);
  ff->unmap_id = g_signal_connect (widget, "unmap", G_CALLBACK (unmap_cb), ff);
  ff->destroy_id = g_signal_connect (widget, "destroy", G_CALLBACK (destroy_cb), ff);

  if (gtk_widget_get_mapped (widget))
    map_cb (widget, ff);
}

static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (user_data));
}

/**
 * bk_menu_button_set_menu_on_popup:
 * @button: a menu button
 * @menu: (nullable): its menu
 *
 * Gives @button its menu on the first click (or F10). A menu button builds its popover as soon
 * as it gets a menu, which would cost the start-up a few milliseconds a menu.
 */
void
bk_menu_button_set_menu_on_popup (GtkMenuButton *button,
                                  GMenuModel    *menu)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  bk_accessible_complete_menu (button);

  /* A popover built from a menu before goes. */
  if (gtk_menu_button_get_popover (button) != NULL)
    gtk_menu_button_set_menu_model (button, NULL);

  if (menu != NULL)
    gtk_menu_button_set_create_popup_func (button, create_menu_cb, g_object_ref (menu),
                                           g_object_unref);
  else
    gtk_menu_button_set_create_popup_func (button, NULL, NULL, NULL);
}
