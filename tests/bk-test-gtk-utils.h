/* bk-test-gtk-utils.h: helpers for widget tests: find, show and save widgets
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>


G_BEGIN_DECLS

/* Runs the main context until nothing is pending. */
void       bk_test_flush               (void);

/* Puts @child (floating or not) into a new AdwWindow of the given size, in the light or dark
 * style, presents it and waits until it has been drawn. Destroy it with gtk_window_destroy(). */
GtkWindow *bk_test_show_in_window      (GtkWidget  *child,
                                        int         width,
                                        int         height,
                                        gboolean    dark);

/* Switches the whole application between the light and the dark style. */
void       bk_test_set_dark            (gboolean    dark);

/* Renders @widget (usually a window) as it is on screen with its own renderer and writes the
 * PNG to @path, creating the directory if needed. Returns FALSE with @error set on failure. */
gboolean   bk_test_save_png            (GtkWidget  *widget,
                                        const char *path,
                                        GError    **error);

/* The first widget of @type at or below @root (depth first) whose string @property is @value,
 * or the first of @type when @property is NULL; NULL if there is none. */
void       bk_test_collect_nodes       (GskRenderNode     *root,
                                        GskRenderNodeType  type,
                                        GPtrArray         *nodes);
GtkWidget *bk_test_find_widget         (GtkWidget  *root,
                                        GType       type,
                                        const char *property,
                                        const char *value);

/* The same, by "title" (the rows'), failing the test if there is none. */
gpointer   bk_test_find_row            (GtkWidget  *root,
                                        GType       type,
                                        const char *title);

/* The first label below @root, depth first, whose text starts with @prefix, or NULL. */
GtkLabel  *bk_test_find_label          (GtkWidget  *root,
                                        const char *prefix);

/* Offers a key press to the shortcuts of @window's focus widget and its ancestors, in GTK's
 * order: the capture phase from the window down, then the bubble phase back up, each shortcut
 * controller of local scope in turn, until one activates. Returns whether one did. Keys that
 * widgets handle outside shortcut controllers (text input, arrow keys in a list) are not
 * simulated. */
gboolean   bk_test_press_keys          (GtkWidget      *window,
                                        guint           keyval,
                                        GdkModifierType modifiers);

/* Fails unless all of @widget is inside the visible part of the scrolled window around it. */
void       bk_test_assert_in_view      (GtkWidget  *widget);

/* Opens each of the examples in @window (a BkWindow) and fails unless the verdict, the key
 * figures and the chart are all on the first screen, without scrolling; and, with the inputs
 * shown and an input changed, the verdict and the chart still are. */
void       bk_test_assert_first_screen (GtkWidget  *window);

G_END_DECLS
