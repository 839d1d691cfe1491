/* bk-accessible.c: what GTK 4.18 and libadwaita 1.7 leave out for screen readers, put in
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK's AT-SPI bridge offers an action only for real buttons and switches; any other widget
 * offers the actions in its own action groups, and most have none. So a screen reader can
 * press neither an AdwButtonRow ("Add a Step"), nor an AdwSwitchRow, nor an AdwComboRow, nor
 * a GtkCheckButton, nor the outer node of a GtkMenuButton, nor the items of a menu built from
 * a model, which have no name either. The
 * outer row of an AdwExpanderRow and the items of an AdwComboRow's list are unnamed too. The
 * functions here give each of those an action (in an action group "a11y", which the bridge
 * lists) or a name, and leave everything else as it is.
 */

#define G_LOG_DOMAIN "bk-accessible"

#include "config.h"

#include "bk-accessible.h"

#define DONE_KEY "bk-accessible-done"

static void
action_activate_cb (GtkWidget     *widget,
                    GVariant      *parameter,
                    GSimpleAction *action)
{
  /* A menu button has no activate signal of its own: it opens its menu. */
  if (GTK_IS_MENU_BUTTON (widget))
    gtk_menu_button_popup (GTK_MENU_BUTTON (widget));
  else
    gtk_widget_activate (widget);
}

/**
 * bk_accessible_add_action:
 * @widget: a widget with an activate signal (a list box row, a model button) or a menu button
 * @name: the action's name for assistive technology, such as "press" or "toggle"
 *
 * Offers @widget's activation to assistive technology as the action "a11y.@name". Adding
 * an action of the same name again does nothing.
 */
void
bk_accessible_add_action (GtkWidget  *widget,
                          const char *name)
{
  GSimpleActionGroup *group;
  g_autoptr(GSimpleAction) action = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (name != NULL);

  group = g_object_get_data (G_OBJECT (widget), "bk-accessible-actions");
  if (group == NULL)
    {
      group = g_simple_action_group_new ();
      gtk_widget_insert_action_group (widget, "a11y", G_ACTION_GROUP (group));
      g_object_set_data_full (G_OBJECT (widget), "bk-accessible-actions", group, g_object_unref);
    }

  if (g_action_map_lookup_action (G_ACTION_MAP (group), name) != NULL)
    return;

  action = g_simple_action_new (name, NULL);
  g_signal_connect_object (action, "activate", G_CALLBACK (action_activate_cb), widget,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
}

/* The text of a row's title, which is markup unless use-markup is off. */
static char *
row_title (AdwPreferencesRow *row)
{
  const char *title = adw_preferences_row_get_title (row);
  char *plain = NULL;

  if (title == NULL)
    return NULL;

  if (adw_preferences_row_get_use_markup (row)
      && pango_parse_markup (title, -1, 0, NULL, &plain, NULL, NULL))
    return plain;

  return g_strdup (title);
}

static void
name_row_by_title (AdwPreferencesRow *row)
{
  g_autofree char *title = row_title (row);

  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title ? title : "",
                                  -1);
}

/* A model button's text, without the mnemonic's underscore. */
static char *
strip_mnemonic (const char *text)
{
  GString *plain = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            p++;
          else
            continue;
        }
      g_string_append_c (plain, *p);
    }

  return g_string_free (plain, FALSE);
}

/* The items of a menu built from a model: a name from their text, and their activation. */
static void
complete_menu_items (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  if ((role == GTK_ACCESSIBLE_ROLE_MENU_ITEM
       || role == GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX
       || role == GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO)
      && g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "text") != NULL)
    {
      g_autofree char *text = NULL;
      g_autofree char *name = NULL;

      g_object_get (widget, "text", &text, NULL);
      if (text != NULL && *text != '\0')
        {
          name = strip_mnemonic (text);
          /* The item is labelled by a label that reads as nothing; a name of its own comes
           * second to that, so the relation goes. */
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget),
                                         GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                          -1);
        }
      bk_accessible_add_action (widget, "press");
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    complete_menu_items (child);
}

static void
popover_show_cb (GtkWidget *popover)
{
  complete_menu_items (popover);
}

static void
menu_popover_changed_cb (GtkMenuButton *button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  if (popover == NULL || g_object_get_data (G_OBJECT (popover), DONE_KEY) != NULL)
    return;

  g_object_set_data (G_OBJECT (popover), DONE_KEY, GINT_TO_POINTER (TRUE));
  /* Items come and go with the model: name them each time the menu opens. */
  g_signal_connect (popover, "show", G_CALLBACK (popover_show_cb), NULL);
  complete_menu_items (GTK_WIDGET (popover));
}

/**
 * bk_accessible_complete_menu:
 * @button: a menu button
 *
 * Gives the menu button's outer node an action that opens its menu, and the items of the
 * menus it shows, now and later, names and actions.
 */
void
bk_accessible_complete_menu (GtkMenuButton *button)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));

  if (g_object_get_data (G_OBJECT (button), DONE_KEY) != NULL)
    return;
  g_object_set_data (G_OBJECT (button), DONE_KEY, GINT_TO_POINTER (TRUE));

  bk_accessible_add_action (GTK_WIDGET (button), "press");
  g_signal_connect (button, "notify::popover", G_CALLBACK (menu_popover_changed_cb), NULL);
  menu_popover_changed_cb (button);
}

/* The combo row's list items: the row's own text for each, whole (the default list cuts long
 * names to twenty characters, "NVIDIA GeForce RTX …" for two different cards), a check mark
 * on the selected one, and the text as the item's name for screen readers. */
static char *
combo_item_text (AdwComboRow *row,
                 gpointer     item)
{
  GtkExpression *expression = adw_combo_row_get_expression (row);
  g_auto(GValue) value = G_VALUE_INIT;

  if (expression != NULL && gtk_expression_evaluate (expression, item, &value))
    return g_value_dup_string (&value);
  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));

  return NULL;
}

static void
combo_item_update_check (GtkListItem *list_item,
                         GParamSpec  *pspec,
                         AdwComboRow *row)
{
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *check = gtk_widget_get_last_child (box);
  gboolean selected = adw_combo_row_get_selected_item (row) == gtk_list_item_get_item (list_item);

  gtk_widget_set_opacity (check, selected ? 1 : 0);
}

static void
combo_selected_changed_cb (AdwComboRow *row,
                           GParamSpec  *pspec,
                           GtkListItem *list_item)
{
  combo_item_update_check (list_item, NULL, row);
}

static void
combo_item_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = g_object_new (GTK_TYPE_IMAGE,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                   "icon-name", "object-select-symbolic",
                                   NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 32);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (list_item, box);
}

static void
combo_item_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *list_item,
                    AdwComboRow              *row)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (list_item));
  g_autofree char *text = combo_item_text (row, gtk_list_item_get_item (list_item));
  gulong id;

  gtk_label_set_label (GTK_LABEL (label), text);
  gtk_list_item_set_accessible_label (list_item, text ? text : "");

  id = g_signal_connect_object (row, "notify::selected-item",
                                G_CALLBACK (combo_selected_changed_cb), list_item, 0);
  g_object_set_data (G_OBJECT (list_item), "bk-selected-handler", GSIZE_TO_POINTER (id));
  combo_item_update_check (list_item, NULL, row);
}

static void
combo_item_unbind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *list_item,
                      AdwComboRow              *row)
{
  gulong id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (list_item), "bk-selected-handler"));

  if (id != 0)
    g_signal_handler_disconnect (row, id);
  g_object_set_data (G_OBJECT (list_item), "bk-selected-handler", NULL);
}

/* Choices this short ("Training", "Inference", a currency) are shown whole however narrow the
 * row: cut to "Trai…" they say nothing, and the row's title and subtitle can wrap instead. */
#define WHOLE_CHOICE_CHARS 12

/* The selected item shown in the row itself: its text, cut at the end if it must be. */
static void
combo_current_setup_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *list_item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_width_chars (GTK_LABEL (label), 1);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_list_item_set_child (list_item, label);
}

static void
combo_current_bind_cb (GtkSignalListItemFactory *factory,
                       GtkListItem              *list_item,
                       AdwComboRow              *row)
{
  g_autofree char *text = combo_item_text (row, gtk_list_item_get_item (list_item));
  GtkLabel *label = GTK_LABEL (gtk_list_item_get_child (list_item));
  gboolean whole = text != NULL && g_utf8_strlen (text, -1) <= WHOLE_CHOICE_CHARS;

  gtk_label_set_ellipsize (label, whole ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
  gtk_label_set_label (label, text);
  gtk_list_item_set_accessible_label (list_item, text ? text : "");
}

/**
 * bk_accessible_name_combo_items:
 * @row: a combo row
 *
 * Shows the items of @row's list whole and names each, and the selected one in the row, by its
 * text for screen readers.
 */
void
bk_accessible_name_combo_items (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  g_autoptr(GtkListItemFactory) current = NULL;

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  if (g_object_get_data (G_OBJECT (row), DONE_KEY) != NULL)
    return;
  g_object_set_data (G_OBJECT (row), DONE_KEY, GINT_TO_POINTER (TRUE));

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (combo_item_setup_cb), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (combo_item_bind_cb), row, 0);
  g_signal_connect_object (factory, "unbind", G_CALLBACK (combo_item_unbind_cb), row, 0);
  adw_combo_row_set_list_factory (row, factory);

  current = gtk_signal_list_item_factory_new ();
  g_signal_connect (current, "setup", G_CALLBACK (combo_current_setup_cb), NULL);
  g_signal_connect_object (current, "bind", G_CALLBACK (combo_current_bind_cb), row, 0);
  adw_combo_row_set_factory (row, current);
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_descendant (child, type)) != NULL)
        return found;
    }

  return NULL;
}

/* Return in the search picks the one item left, as a click on it would. The search follows the
 * typing after a short delay: Return right after typing takes the text as it is now. */
static void
combo_search_activate_cb (GtkListView    *list,
                          GtkSearchEntry *entry)
{
  GtkSelectionModel *model = gtk_list_view_get_model (list);
  GListModel *filtered = NULL;

  if (GTK_IS_SINGLE_SELECTION (model))
    filtered = gtk_single_selection_get_model (GTK_SINGLE_SELECTION (model));
  if (GTK_IS_FILTER_LIST_MODEL (filtered))
    {
      GtkFilter *filter = gtk_filter_list_model_get_filter (GTK_FILTER_LIST_MODEL (filtered));
      const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

      if (GTK_IS_STRING_FILTER (filter)
          && g_strcmp0 (gtk_string_filter_get_search (GTK_STRING_FILTER (filter)), text) != 0)
        gtk_string_filter_set_search (GTK_STRING_FILTER (filter), text);
    }

  if (model == NULL || g_list_model_get_n_items (G_LIST_MODEL (model)) != 1)
    return;

  gtk_selection_model_select_item (model, 0, TRUE);
  g_signal_emit_by_name (list, "activate", 0);
}

/**
 * bk_accessible_complete_combo_search:
 * @row: a combo row with search enabled
 * @label: the search entry's name for screen readers, such as "Search GPU models"
 *
 * Names the search entry in @row's list and lets Return in it pick the only item the search
 * leaves. Does nothing if the list has no search entry.
 */
void
bk_accessible_complete_combo_search (AdwComboRow *row,
                                     const char  *label)
{
  GtkWidget *popover, *entry, *list;

  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  g_return_if_fail (label != NULL);

  /* The list's popover is a child of the row, like the search entry and the list in it. */
  popover = find_descendant (GTK_WIDGET (row), GTK_TYPE_POPOVER);
  entry = popover != NULL ? find_descendant (popover, GTK_TYPE_SEARCH_ENTRY) : NULL;
  list = popover != NULL ? find_descendant (popover, GTK_TYPE_LIST_VIEW) : NULL;
  if (entry == NULL || list == NULL)
    {
      g_warning ("A combo row without a search entry and a list in its popover");
      return;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  g_signal_connect_object (entry, "activate", G_CALLBACK (combo_search_activate_cb), list,
                           G_CONNECT_SWAPPED);
}

static void
complete_expander_row (AdwExpanderRow *row)
{
  name_row_by_title (ADW_PREFERENCES_ROW (row));
  g_signal_connect (row, "notify::title", G_CALLBACK (name_row_by_title), NULL);
  g_signal_connect (row, "notify::use-markup", G_CALLBACK (name_row_by_title), NULL);
}

/**
 * bk_accessible_complete:
 * @root: a widget
 *
 * Completes every widget in @root (@root included) that needs it: button rows, switch rows
 * and check buttons get an action, expander rows and plain preferences rows a name, combo rows
 * an action that opens their list and named items, menu buttons an action and named menu
 * items. Calling it again on the same widgets does nothing.
 */
void
bk_accessible_complete (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (ADW_IS_BUTTON_ROW (root))
    bk_accessible_add_action (root, "press");
  else if (ADW_IS_SWITCH_ROW (root) || GTK_IS_CHECK_BUTTON (root))
    bk_accessible_add_action (root, "toggle");
  else if (ADW_IS_EXPANDER_ROW (root) && g_object_get_data (G_OBJECT (root), DONE_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (root), DONE_KEY, GINT_TO_POINTER (TRUE));
      complete_expander_row (ADW_EXPANDER_ROW (root));
    }
  else if (ADW_IS_COMBO_ROW (root))
    {
      bk_accessible_name_combo_items (ADW_COMBO_ROW (root));
      bk_accessible_add_action (root, "press");
    }
  else if (GTK_IS_MENU_BUTTON (root))
    bk_accessible_complete_menu (GTK_MENU_BUTTON (root));
  else if (G_OBJECT_TYPE (root) == ADW_TYPE_PREFERENCES_ROW
           && g_object_get_data (G_OBJECT (root), DONE_KEY) == NULL)
    {
      /* A plain preferences row (with a child of its own) is named by nothing but its title. */
      g_object_set_data (G_OBJECT (root), DONE_KEY, GINT_TO_POINTER (TRUE));
      name_row_by_title (ADW_PREFERENCES_ROW (root));
      g_signal_connect (root, "notify::title", G_CALLBACK (name_row_by_title), NULL);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bk_accessible_complete (child);
}

/* Whether @widget holds a window's or a dialog's title buttons: GTK's window controls, or
 * libadwaita's controls of a dialog's sheet (a private type, known by its name). */
static gboolean
is_window_controls (GtkWidget *widget)
{
  return GTK_IS_WINDOW_CONTROLS (widget)
         || g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwSheetControls");
}

static void
focus_buttons (GtkWidget *controls)
{
  for (GtkWidget *child = gtk_widget_get_first_child (controls);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        {
          gtk_widget_set_can_focus (child, TRUE);
          gtk_widget_set_focusable (child, TRUE);
        }
      focus_buttons (child);
    }
}

#define CONTROLS_KEY "bk-accessible-controls"

/* The controls make their buttons anew when they are put in a window again, as when the
 * dialog moves between a floating dialog and a bottom sheet: each time they are shown, their
 * buttons are completed again. */
static void
focus_window_buttons (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!is_window_controls (child))
        {
          focus_window_buttons (child);
          continue;
        }

      gtk_widget_set_can_focus (child, TRUE);
      focus_buttons (child);
      if (g_object_get_data (G_OBJECT (child), CONTROLS_KEY) == NULL)
        {
          g_object_set_data (G_OBJECT (child), CONTROLS_KEY, GINT_TO_POINTER (TRUE));
          g_signal_connect (child, "map", G_CALLBACK (focus_buttons), NULL);
        }
    }
}

static void
dialog_map_cb (GtkWidget *dialog)
{
  focus_window_buttons (dialog);
}

/**
 * bk_accessible_complete_dialog:
 * @dialog: a dialog
 *
 * Puts the dialog's close button in its Tab cycle. Window controls (and libadwaita's controls
 * of a dialog) keep their buttons out of it, which in a dialog leaves a keyboard user only
 * Escape, and a screen reader no button to find by Tab. The buttons are made when the dialog is shown, so they are completed each time
 * it is mapped.
 */
void
bk_accessible_complete_dialog (AdwDialog *dialog)
{
  g_return_if_fail (ADW_IS_DIALOG (dialog));

  g_signal_connect (dialog, "map", G_CALLBACK (dialog_map_cb), NULL);
}
