/* test-welcome-page.c: the welcome page's examples, their shortened notes and what they show
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bk-examples.h"
#include "bk-profile.h"
#include "bk-test-gtk-utils.h"
#include "bk-welcome-page.h"

/* Worked by hand: whole words, at most the characters asked for, and "…" where it was cut. */
static void
test_shorten_notes (void)
{
  static const struct
  {
    const char *notes;
    guint       max_chars;
    const char *shown;
  } cases[] = {
    { "Short notes.", 300, "Short notes." },
    { "aaa bbb ccc", 11, "aaa bbb ccc" },
    { "aaa bbb ccc", 10, "aaa bbb…" },
    { "aaa bbb ccc", 7, "aaa bbb…" },
    { "aaa bbb ccc", 6, "aaa…" },
    { "abcdefgh", 3, "abc…" },
    /* Characters, not bytes: "Größe " is six characters and eight bytes. */
    { "Größe über alles", 8, "Größe…" },
    { "", 5, "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = bk_welcome_page_shorten_notes (cases[i].notes,
                                                               cases[i].max_chars);

      g_assert_cmpstr (shown, ==, cases[i].shown);
    }

  {
    g_autofree char *shown = bk_welcome_page_shorten_notes (NULL, 10);

    g_assert_cmpstr (shown, ==, "");
  }
}

/* The pixels of @widget as it is drawn now, all of it, also what is scrolled out of view. */
static GBytes *
render (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gsize stride = (gsize) width * 4;
  guchar *data = g_malloc (stride * height);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, data, stride);

  return g_bytes_new_take (data, stride * height);
}

static void
redraw (GtkWindow *window)
{
  gtk_widget_queue_draw (GTK_WIDGET (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  bk_test_flush ();
}

/* The label of @row that shows its subtitle: the one that starts like the notes. */
static GtkLabel *
subtitle_label (GtkWidget  *row,
                const char *notes)
{
  g_autofree char *start = g_utf8_substring (notes, 0, 20);
  GtkLabel *label = bk_test_find_label (row, start);

  g_assert_nonnull (label);
  return label;
}

/* An example's row shows as much of its notes as two lines hold: the page looks the same with
 * the whole notes in the rows, at the page's widest and at the window's narrowest; and a screen
 * reader gets the whole notes as the row's description. */
static void
test_example_rows (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  g_autoptr(GListStore) examples = g_list_store_new (BK_TYPE_PROFILE);
  g_autoptr(GBytes) shortened = NULL;
  g_autoptr(GBytes) whole = NULL;
  GtkWidget *page;
  GtkWidget *list;
  GtkWindow *window;
  guint n;

  bk_examples_load (examples);
  n = g_list_model_get_n_items (G_LIST_MODEL (examples));
  g_assert_cmpuint (n, >, 0);

  page = g_object_new (BK_TYPE_WELCOME_PAGE, "examples", examples, NULL);
  window = bk_test_show_in_window (page, width, 760, FALSE);
  /* The list of the examples, the rows' parent. */
  list = gtk_widget_get_parent (bk_test_find_widget (page, ADW_TYPE_ACTION_ROW, NULL, NULL));
  g_assert_true (GTK_IS_LIST_BOX (list));
  shortened = render (list);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkProfile) profile = g_list_model_get_item (G_LIST_MODEL (examples), i);
      const char *notes = bk_profile_get_notes (profile);
      GtkWidget *row = bk_test_find_row (page, ADW_TYPE_ACTION_ROW, bk_profile_get_name (profile));
      GtkLabel *label = subtitle_label (row, notes);

      /* The shipped notes are longer than two lines, so some are cut. */
      if (g_utf8_strlen (notes, -1) > 300)
        g_assert_cmpstr (gtk_label_get_label (label), !=, notes);

      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row),
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, notes);
      gtk_label_set_label (label, notes);
    }

  redraw (window);
  whole = render (list);
  g_assert_true (g_bytes_equal (shortened, whole));

  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/welcome-page/shorten-notes", test_shorten_notes);
  g_test_add_data_func ("/welcome-page/example-rows/wide", GINT_TO_POINTER (1100),
                        test_example_rows);
  g_test_add_data_func ("/welcome-page/example-rows/narrow", GINT_TO_POINTER (360),
                        test_example_rows);

  return g_test_run ();
}
