/* test-accessible.c: the actions and names bk-accessible.c puts in for screen readers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "bk-accessible.h"
#include "bk-deferred.h"
#include "bk-test-gtk-utils.h"

static void
increment (guint *count)
{
  (*count)++;
}

/* The action a screen reader's "press" runs: in the widget's own "a11y" group. */
static gboolean
has_a11y_action (GtkWidget  *widget,
                 const char *name)
{
  g_autofree char *full = g_strconcat ("a11y.", name, NULL);

  return gtk_widget_activate_action (widget, full, NULL);
}

/* A button row and a switch row in a list: the action activates them, as a click does. */
static void
test_rows (void)
{
  GtkWidget *group = adw_preferences_group_new ();
  AdwButtonRow *button = ADW_BUTTON_ROW (adw_button_row_new ());
  AdwSwitchRow *toggle = ADW_SWITCH_ROW (adw_switch_row_new ());
  AdwExpanderRow *expander = ADW_EXPANDER_ROW (adw_expander_row_new ());
  GtkWindow *window;
  guint activated = 0;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (button), "Add a Step");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (toggle), "Count tax");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), "Sources &amp; dates");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (button));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (toggle));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (expander));
  g_signal_connect_swapped (button, "activated", G_CALLBACK (increment), &activated);
  window = bk_test_show_in_window (group, 400, 400, FALSE);

  g_assert_false (has_a11y_action (GTK_WIDGET (button), "press"));
  bk_accessible_complete (group);
  bk_accessible_complete (group);   /* again: nothing changes */

  g_assert_true (has_a11y_action (GTK_WIDGET (button), "press"));
  g_assert_cmpuint (activated, ==, 1);
  g_assert_false (adw_switch_row_get_active (toggle));
  g_assert_true (has_a11y_action (GTK_WIDGET (toggle), "toggle"));
  /* The switch moves over with an animation and is on once it is over. */
  for (guint i = 0; i < 100 && !adw_switch_row_get_active (toggle); i++)
    {
      bk_test_flush ();
      g_usleep (10000);
    }
  g_assert_true (adw_switch_row_get_active (toggle));

  /* The expander's outer row is named by its title, as text, and follows it. */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Sources & dates");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), "Sources");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Sources");

  gtk_window_destroy (window);
}

static void
collect_menu_items (GtkWidget *widget,
                    GPtrArray *items)
{
  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_MENU_ITEM)
    g_ptr_array_add (items, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_menu_items (child, items);
}

static void
activate_cb (GSimpleAction *action,
             GVariant      *parameter,
             guint         *count)
{
  (*count)++;
}

/* A menu given on the first popup: its button and its items get actions, the items names. */
static void
test_menu (void)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) action = g_simple_action_new ("duplicate", NULL);
  g_autoptr(GPtrArray) items = g_ptr_array_new ();
  GtkWidget *button = gtk_menu_button_new ();
  GtkWindow *window;
  GtkPopover *popover;
  guint duplicated = 0;

  g_menu_append (menu, "_Duplicate", "test.duplicate");
  g_menu_append (menu, "Export as P_DF…", "test.duplicate");
  g_signal_connect (action, "activate", G_CALLBACK (activate_cb), &duplicated);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));

  window = bk_test_show_in_window (button, 300, 300, FALSE);
  gtk_widget_insert_action_group (GTK_WIDGET (window), "test", G_ACTION_GROUP (group));
  bk_menu_button_set_menu_on_popup (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));

  /* The outer node's action opens the menu. */
  g_assert_null (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  g_assert_true (has_a11y_action (button, "press"));
  bk_test_flush ();
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));

  collect_menu_items (GTK_WIDGET (popover), items);
  g_assert_cmpuint (items->len, ==, 2);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (items->pdata[0]),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Duplicate");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (items->pdata[1]),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Export as PDF…");

  /* An item's action runs the menu's action. */
  g_assert_true (has_a11y_action (items->pdata[0], "press"));
  bk_test_flush ();
  g_assert_cmpuint (duplicated, ==, 1);

  gtk_window_destroy (window);
}

/* The combo row's items: whole, named, one checked; Return in the search picks the only match,
 * and the search finds a name's middle. */
static void
test_combo (void)
{
  const char * const names[] = {
    "Other GPU", "NVIDIA H100 SXM", "NVIDIA H100 PCIe", "NVIDIA GeForce RTX 4090",
    "NVIDIA GeForce RTX 5090", NULL
  };
  g_autoptr(GtkStringList) list = gtk_string_list_new (names);
  g_autoptr(GtkExpression) expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL,
                                                                     "string");
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *popover, *entry, *view;
  GtkWindow *window;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "GPU model");
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  adw_combo_row_set_expression (row, expression);
  adw_combo_row_set_enable_search (row, TRUE);
  adw_combo_row_set_search_match_mode (row, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (row));
  bk_accessible_complete (group);
  bk_accessible_complete_combo_search (row, "Search GPU models");
  window = bk_test_show_in_window (group, 500, 600, FALSE);

  popover = bk_test_find_widget (GTK_WIDGET (row), GTK_TYPE_POPOVER, NULL, NULL);
  entry = bk_test_find_widget (popover, GTK_TYPE_SEARCH_ENTRY, NULL, NULL);
  view = bk_test_find_widget (popover, GTK_TYPE_LIST_VIEW, NULL, NULL);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Search GPU models");

  gtk_widget_activate (GTK_WIDGET (row));
  bk_test_flush ();
  g_assert_true (gtk_widget_get_visible (popover));

  /* Every item in the list shows its whole name and is named by it. */
  {
    guint found = 0;

    for (GtkWidget *item = gtk_widget_get_first_child (view);
         item != NULL;
         item = gtk_widget_get_next_sibling (item))
      {
        GtkWidget *label = bk_test_find_widget (item, GTK_TYPE_LABEL, NULL, NULL);

        if (label == NULL || !gtk_widget_get_visible (item))
          continue;
        g_assert_false (gtk_label_get_ellipsize (GTK_LABEL (label)) != PANGO_ELLIPSIZE_NONE);
        if (g_str_equal (gtk_label_get_label (GTK_LABEL (label)), "NVIDIA GeForce RTX 4090"))
          {
            gtk_test_accessible_assert_property (GTK_ACCESSIBLE (item),
                                                 GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                 "NVIDIA GeForce RTX 4090");
            found++;
          }
      }
    g_assert_cmpuint (found, ==, 1);
  }

  /* "H100" is in the middle of two names: Return, right after typing, picks neither. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "H100");
  g_signal_emit_by_name (entry, "activate");
  bk_test_flush ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)))),
                    ==, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_true (gtk_widget_get_visible (popover));

  /* "5090" is in one, and Return picks it. */

  gtk_editable_set_text (GTK_EDITABLE (entry), "5090");
  bk_test_flush ();
  g_signal_emit_by_name (entry, "activate");
  bk_test_flush ();
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 4);
  g_assert_false (gtk_widget_get_visible (popover));

  /* In the row, a long name may be cut at the end; a short one ("Other GPU") never is. */
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (bk_test_find_widget (GTK_WIDGET (row), GTK_TYPE_LABEL,
                                                                            "label", "NVIDIA GeForce RTX 5090"))),
                   ==, PANGO_ELLIPSIZE_END);
  adw_combo_row_set_selected (row, 0);
  bk_test_flush ();
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (bk_test_find_widget (GTK_WIDGET (row), GTK_TYPE_LABEL,
                                                                            "label", "Other GPU"))),
                   ==, PANGO_ELLIPSIZE_NONE);

  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/accessible/rows", test_rows);
  g_test_add_func ("/accessible/menu", test_menu);
  g_test_add_func ("/accessible/combo", test_combo);

  return g_test_run ();
}
