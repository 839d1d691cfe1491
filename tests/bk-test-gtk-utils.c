/* bk-test-gtk-utils.c: helpers for widget tests: find, show and save widgets
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-test-gtk-utils"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "bk-test-gtk-utils.h"

void
bk_test_flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
bk_test_set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  bk_test_flush ();
}

GtkWindow *
bk_test_show_in_window (GtkWidget *child,
                        int        width,
                        int        height,
                        gboolean   dark)
{
  GtkWidget *window;

  g_return_val_if_fail (GTK_IS_WIDGET (child), NULL);

  bk_test_set_dark (dark);

  window = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  adw_window_set_content (ADW_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));

  gtk_test_widget_wait_for_draw (window);
  bk_test_flush ();

  /* The default size counts the window's decorations too; give the content itself the width
   * asked for, which is what a narrow-screen test is about. */
  if (gtk_widget_get_width (child) != width && gtk_widget_get_width (child) > 0)
    {
      gtk_window_set_default_size (GTK_WINDOW (window),
                                   width + (width - gtk_widget_get_width (child)), height);
      gtk_test_widget_wait_for_draw (window);
      bk_test_flush ();
    }

  return GTK_WINDOW (window);
}

gboolean
bk_test_save_png (GtkWidget   *widget,
                  const char  *path,
                  GError     **error)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *dir = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  GtkNative *native;
  int width, height;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  native = gtk_widget_get_native (widget);
  if (native == NULL || !gtk_widget_get_realized (widget))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "The widget must be shown in a window before it can be saved");
      return FALSE;
    }

  gtk_test_widget_wait_for_draw (widget);
  bk_test_flush ();

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  if (width <= 0 || height <= 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "The widget has no size (%d × %d)", width, height);
      return FALSE;
    }

  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "The widget drew nothing");
      return FALSE;
    }

  renderer = gtk_native_get_renderer (native);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "Cannot create %s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Cannot write %s", path);
      return FALSE;
    }

  return TRUE;
}

GtkWidget *
bk_test_find_widget (GtkWidget  *root,
                     GType       type,
                     const char *property,
                     const char *value)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);

  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    {
      g_autofree char *text = NULL;

      if (property == NULL)
        return root;

      if (g_object_class_find_property (G_OBJECT_GET_CLASS (root), property) != NULL)
        g_object_get (root, property, &text, NULL);
      if (g_strcmp0 (text, value) == 0)
        return root;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = bk_test_find_widget (child, type, property, value);

      if (found != NULL)
        return found;
    }

  return NULL;
}

gpointer
bk_test_find_row (GtkWidget  *root,
                  GType       type,
                  const char *title)
{
  GtkWidget *row = bk_test_find_widget (root, type, "title", title);

  if (row == NULL)
    g_error ("No %s titled “%s”", g_type_name (type), title);

  return row;
}
