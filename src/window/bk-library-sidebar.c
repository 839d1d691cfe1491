/* bk-library-sidebar.c: the window's list of the profiles in the library
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Choosing a row is the window's business: the sidebar only says which entry was chosen. A
 * deleted file goes when its undo toast does.
 *
 * A row costs about as much to build and lay out as a tenth of the rest of the window, and
 * until the sidebar's first frame is painted only the rows that can fit on the screen are
 * built: the first one, measured, says how many that is; the others follow in the idle after
 * the first frame, below the ones on screen.
 */

#define G_LOG_DOMAIN "bk-library-sidebar"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-closures.h"
#include "bk-deferred.h"
#include "bk-library-sidebar.h"
#include "bk-profile-entry.h"
#include "bk-profile-row.h"
#include "bk-profile-store.h"
#include "bk-profile.h"

struct _BkLibrarySidebar
{
  AdwNavigationPage   parent_instance;

  BkProfileStore     *store;
  GMenuModel         *menu_model;
  BkProfileEntry     *entry;
  GtkStringFilter    *filter;
  GtkFilterListModel *filtered;
  GtkSliceListModel  *shown;        /* the rows built so far: all of filtered after the first frame */
  gboolean            all_shown;
  gboolean            counting_rows; /* the first row, once built, says how many fit */
  gboolean            selection_mode;
  guint               syncing_selection;

  /* The toasts of deletes whose undo is still offered, each with its entry. */
  GHashTable         *undo_toasts;

  /* The page the stack is to show once the sidebar is mapped, when it is not built yet. */
  char               *pending_page;

  GtkMenuButton      *menu_button;
  GtkSearchEntry     *search_entry;
  GtkStack           *sidebar_stack;
  GtkListBox         *profile_list;
  GtkActionBar       *selection_bar;
  GtkLabel           *selection_label;
};

enum {
  PROP_0,
  PROP_STORE,
  PROP_MENU_MODEL,
  PROP_ENTRY,
  PROP_SELECTION_MODE,
  N_PROPS
};

enum {
  ENTRY_SELECTED,
  ENTRY_ACTIVATED,
  SELECTION_CHANGED,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (BkLibrarySidebar, bk_library_sidebar, ADW_TYPE_NAVIGATION_PAGE)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Above the list, the sidebar's header bar (at least 46 px) and its search entry (at least 34 px
 * and its margin of 6), whatever the font. */
#define LIST_TOP_MIN 80

static void
show_all_rows (BkLibrarySidebar *self)
{
  if (self->all_shown)
    return;

  self->all_shown = TRUE;
  self->counting_rows = FALSE;
  gtk_slice_list_model_set_size (self->shown, G_MAXUINT);
}

static void
first_frame_cb (GtkWidget *widget,
                gpointer   user_data)
{
  show_all_rows (BK_LIBRARY_SIDEBAR (widget));
}

/* How many rows @row_height tall can be on screen at once: as many as fit in the window's
 * height below the sidebar's header bar and search entry, or in the tallest monitor's when the
 * window is maximized or has no size yet. */
static guint
rows_on_screen (BkLibrarySidebar *self,
                int               row_height)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (self)));
  guint n_monitors = g_list_model_get_n_items (monitors);
  int height = 0;

  if (GTK_IS_WINDOW (root) && !gtk_window_is_maximized (GTK_WINDOW (root))
      && !gtk_window_is_fullscreen (GTK_WINDOW (root)))
    gtk_window_get_default_size (GTK_WINDOW (root), NULL, &height);

  if (height <= 0)
    {
      for (guint i = 0; i < n_monitors; i++)
        {
          g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);
          GdkRectangle geometry;

          gdk_monitor_get_geometry (monitor, &geometry);
          height = MAX (height, geometry.height);
        }
    }

  if (height <= 0)
    return G_MAXUINT;

  return (guint) MAX (height - LIST_TOP_MIN, 0) / MAX (row_height, 1) + 1;
}

/* The first library before the first frame: once its first row is built, it says how tall the
 * rows are with the font and style of the day (38 px with the default font), and so how many
 * of them the first frame can show. The filter's model changes before the rows' one and this
 * runs after both, when the first row is there. */
static void
count_rows (BkLibrarySidebar *self)
{
  GtkListBoxRow *row;
  int height = 0;

  if (!self->counting_rows || self->profile_list == NULL)
    return;

  row = gtk_list_box_get_row_at_index (self->profile_list, 0);
  if (row == NULL)
    return;

  self->counting_rows = FALSE;
  gtk_widget_measure (GTK_WIDGET (row), GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
  gtk_slice_list_model_set_size (self->shown, rows_on_screen (self, height));
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  BkLibrarySidebar *self = user_data;
  GtkWidget *row = bk_profile_row_new (item);

  g_object_bind_property (self, "selection-mode", row, "selection-mode", G_BINDING_SYNC_CREATE);

  return row;
}

static void
update_selection_label (BkLibrarySidebar *self)
{
  g_autoptr(GList) rows = gtk_list_box_get_selected_rows (self->profile_list);
  guint n = g_list_length (rows);
  g_autofree char *text = NULL;

  if (n < BK_COMPARE_MIN)
    text = g_strdup (_("Select two to four profiles"));
  else if (n > BK_COMPARE_MAX)
    text = g_strdup (_("Compare at most four profiles"));
  else
    text = g_strdup_printf (ngettext ("%u profile selected", "%u profiles selected", n), n);

  gtk_label_set_label (self->selection_label, text);
}

/* The "no results" page is built the first time it shows, and not before the sidebar is on
 * screen: a page that is shown only on the way to the first frame is never built. */
static void
show_page (BkLibrarySidebar *self,
           const char       *name)
{
  if (gtk_stack_get_child_by_name (self->sidebar_stack, name) == NULL)
    {
      g_autoptr(GtkBuilder) builder = NULL;

      g_assert (g_str_equal (name, "no-results"));

      if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
        {
          g_set_str (&self->pending_page, name);
          return;
        }

      builder = gtk_builder_new_from_resource ("/io/github/breakeven/Breakeven/ui/"
                                               "bk-library-sidebar-no-results.ui");
      gtk_stack_add_named (self->sidebar_stack,
                           GTK_WIDGET (gtk_builder_get_object (builder, "page")), name);
    }

  g_clear_pointer (&self->pending_page, g_free);
  gtk_stack_set_visible_child_name (self->sidebar_stack, name);
}

/* Selects the shown entry's row, and only it, unless the user is choosing rows to compare. */
static void
sync_selection (BkLibrarySidebar *self)
{
  GtkListBoxRow *row = NULL;

  if (self->selection_mode)
    return;

  self->syncing_selection++;

  if (self->entry != NULL)
    {
      GListModel *model = G_LIST_MODEL (self->filtered);
      guint n = g_list_model_get_n_items (model);

      for (guint position = 0; position < n; position++)
        {
          g_autoptr(BkProfileEntry) item = g_list_model_get_item (model, position);

          if (item == self->entry)
            {
              row = gtk_list_box_get_row_at_index (self->profile_list, (int)position);
              break;
            }
        }
    }

  gtk_list_box_unselect_all (self->profile_list);
  if (row != NULL)
    gtk_list_box_select_row (self->profile_list, row);

  self->syncing_selection--;

  update_selection_label (self);
}

static void
filtered_changed_cb (BkLibrarySidebar *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) == 0
                   && self->store != NULL
                   && g_list_model_get_n_items (G_LIST_MODEL (self->store)) > 0;

  show_page (self, empty ? "no-results" : "list");
  sync_selection (self);
}

static void
selected_rows_changed_cb (BkLibrarySidebar *self)
{
  g_autoptr(GList) rows = NULL;

  /* The list's rows go while the sidebar is disposed. */
  if (self->profile_list == NULL)
    return;

  update_selection_label (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);

  if (self->syncing_selection > 0 || self->selection_mode)
    return;

  rows = gtk_list_box_get_selected_rows (self->profile_list);
  if (rows != NULL && rows->next == NULL)
    {
      BkProfileEntry *entry = bk_profile_row_get_entry (rows->data);

      if (entry != self->entry)
        g_signal_emit (self, signals[ENTRY_SELECTED], 0, entry);
    }
}

static void
row_activated_cb (BkLibrarySidebar *self,
                  GtkListBoxRow    *row)
{
  if (self->selection_mode)
    return;

  g_signal_emit (self, signals[ENTRY_ACTIVATED], 0,
                 bk_profile_row_get_entry (BK_PROFILE_ROW (row)));
}

/* In the selection mode the arrow keys, Home, End and the page keys move the focus only, as
 * they do with Ctrl: the rows chosen so far stay chosen, and Space ticks or clears the focused
 * one (the row's own binding). With Shift they also tick the row they reach. That is what the
 * selection modes of GNOME's Files and Contacts do; the list's own keys would choose the row
 * reached alone. Outside the selection mode the keys are the list's. */
static void
move_cursor_cb (GtkListBox       *box,
                GtkMovementStep   step,
                int               count,
                gboolean          extend,
                gboolean          modify,
                BkLibrarySidebar *self)
{
  GtkWidget *row;

  /* End and the page keys go to the whole list's rows. */
  show_all_rows (self);

  if (!self->selection_mode || modify)
    return;

  g_signal_stop_emission_by_name (box, "move-cursor");
  g_signal_emit_by_name (box, "move-cursor", step, count, FALSE, TRUE);

  row = gtk_widget_get_focus_child (GTK_WIDGET (box));
  if (extend && GTK_IS_LIST_BOX_ROW (row))
    gtk_list_box_select_row (box, GTK_LIST_BOX_ROW (row));
}

static void
search_changed_cb (BkLibrarySidebar *self,
                   GtkSearchEntry   *entry)
{
  show_all_rows (self);
  gtk_string_filter_set_search (self->filter, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
stop_search_cb (BkLibrarySidebar *self,
                GtkSearchEntry   *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

/* Deleting, with an undo */

/* The entry whose delete @toast offers to undo, if it still does; from now on it does not. */
static BkProfileEntry *
steal_undo_entry (BkLibrarySidebar *self,
                  AdwToast         *toast)
{
  gpointer key, value;

  if (self->undo_toasts == NULL
      || !g_hash_table_steal_extended (self->undo_toasts, toast, &key, &value))
    return NULL;

  g_object_unref (key);
  return value;
}

static void
undo_toast_dismissed_cb (BkLibrarySidebar *self,
                         AdwToast         *toast)
{
  g_autoptr(BkProfileEntry) entry = steal_undo_entry (self, toast);

  if (entry != NULL)
    bk_profile_store_commit_delete (self->store, entry);
}

static void
undo_clicked_cb (BkLibrarySidebar *self,
                 AdwToast         *toast)
{
  g_autoptr(BkProfileEntry) entry = steal_undo_entry (self, toast);

  if (entry == NULL)
    return;

  bk_profile_store_undo_delete (self->store, entry);
  g_signal_emit (self, signals[ENTRY_ACTIVATED], 0, entry);
}

/* GObject */

static void
bk_library_sidebar_map (GtkWidget *widget)
{
  BkLibrarySidebar *self = BK_LIBRARY_SIDEBAR (widget);

  GTK_WIDGET_CLASS (bk_library_sidebar_parent_class)->map (widget);

  if (self->pending_page != NULL)
    {
      g_autofree char *name = g_steal_pointer (&self->pending_page);

      show_page (self, name);
    }
}

static void
bk_library_sidebar_dispose (GObject *object)
{
  BkLibrarySidebar *self = BK_LIBRARY_SIDEBAR (object);

  if (self->store != NULL && self->undo_toasts != NULL)
    bk_library_sidebar_commit_deletes (self);
  if (self->shown != NULL)
    g_signal_handlers_disconnect_by_data (self->shown, self);
  if (self->filtered != NULL)
    g_signal_handlers_disconnect_by_data (self->filtered, self);
  if (self->profile_list != NULL)
    gtk_list_box_bind_model (self->profile_list, NULL, NULL, NULL, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_LIBRARY_SIDEBAR);

  g_clear_object (&self->entry);
  g_clear_object (&self->shown);
  g_clear_object (&self->filtered);
  g_clear_object (&self->filter);
  g_clear_object (&self->store);
  g_clear_object (&self->menu_model);
  g_clear_pointer (&self->undo_toasts, g_hash_table_unref);
  g_clear_pointer (&self->pending_page, g_free);

  G_OBJECT_CLASS (bk_library_sidebar_parent_class)->dispose (object);
}

static void
bk_library_sidebar_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BkLibrarySidebar *self = BK_LIBRARY_SIDEBAR (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;

    case PROP_MENU_MODEL:
      g_value_set_object (value, self->menu_model);
      break;

    case PROP_ENTRY:
      g_value_set_object (value, self->entry);
      break;

    case PROP_SELECTION_MODE:
      g_value_set_boolean (value, self->selection_mode);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_library_sidebar_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BkLibrarySidebar *self = BK_LIBRARY_SIDEBAR (object);

  switch (prop_id)
    {
    case PROP_STORE:
      bk_library_sidebar_set_store (self, g_value_get_object (value));
      break;

    case PROP_MENU_MODEL:
      bk_library_sidebar_set_menu_model (self, g_value_get_object (value));
      break;

    case PROP_ENTRY:
      bk_library_sidebar_set_entry (self, g_value_get_object (value));
      break;

    case PROP_SELECTION_MODE:
      bk_library_sidebar_set_selection_mode (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_library_sidebar_class_init (BkLibrarySidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_library_sidebar_dispose;
  object_class->get_property = bk_library_sidebar_get_property;
  object_class->set_property = bk_library_sidebar_set_property;
  widget_class->map = bk_library_sidebar_map;

  /* The library the sidebar lists, and deletes from. */
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, BK_TYPE_PROFILE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The menu of the header bar's menu button, built on its first click. */
  properties[PROP_MENU_MODEL] =
    g_param_spec_object ("menu-model", NULL, NULL, G_TYPE_MENU_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The entry the window shows; outside the selection mode its row is the one selected. */
  properties[PROP_ENTRY] =
    g_param_spec_object ("entry", NULL, NULL, BK_TYPE_PROFILE_ENTRY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the rows have check buttons to choose profiles to compare. */
  properties[PROP_SELECTION_MODE] =
    g_param_spec_boolean ("selection-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BkLibrarySidebar::entry-selected:
   * @entry: the entry
   *
   * Emitted when the user selects the row of another entry alone, with the keyboard or a click.
   */
  signals[ENTRY_SELECTED] =
    g_signal_new ("entry-selected",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BK_TYPE_PROFILE_ENTRY);

  /**
   * BkLibrarySidebar::entry-activated:
   * @entry: the entry
   *
   * Emitted when the user activates an entry's row outside the selection mode, or brings a
   * deleted entry back with the toast's undo: the entry is to be shown, on a narrow window too.
   */
  signals[ENTRY_ACTIVATED] =
    g_signal_new ("entry-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BK_TYPE_PROFILE_ENTRY);

  /* Emitted when the selected rows change, whoever changed them. */
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-library-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, BkLibrarySidebar, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BkLibrarySidebar, search_entry);
  gtk_widget_class_bind_template_child (widget_class, BkLibrarySidebar, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, BkLibrarySidebar, profile_list);
  gtk_widget_class_bind_template_child (widget_class, BkLibrarySidebar, selection_bar);
  gtk_widget_class_bind_template_child (widget_class, BkLibrarySidebar, selection_label);
  gtk_widget_class_bind_template_callback (widget_class, selected_rows_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
}

static void
bk_library_sidebar_init (BkLibrarySidebar *self)
{
  GtkExpression *expression;
  GtkEventController *shortcuts;

  self->undo_toasts = g_hash_table_new_full (NULL, NULL, g_object_unref, g_object_unref);

  gtk_widget_init_template (GTK_WIDGET (self));

  expression = gtk_property_expression_new (BK_TYPE_PROFILE_ENTRY, NULL, "name");
  self->filter = gtk_string_filter_new (expression);
  gtk_string_filter_set_match_mode (self->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (self->filter, TRUE);
  self->filtered = gtk_filter_list_model_new (NULL, GTK_FILTER (g_object_ref (self->filter)));

  self->shown = gtk_slice_list_model_new (G_LIST_MODEL (g_object_ref (self->filtered)), 0,
                                          G_MAXUINT);
  /* After the slice's own handler, which builds the rows. */
  g_signal_connect_object (self->filtered, "items-changed", G_CALLBACK (count_rows), self,
                           G_CONNECT_SWAPPED);
  self->all_shown = TRUE;

  gtk_list_box_bind_model (self->profile_list, G_LIST_MODEL (self->shown), create_row, self,
                           NULL);
  /* The rows' model: a change is seen once its rows are there to select. */
  g_signal_connect_object (self->shown, "items-changed", G_CALLBACK (filtered_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->profile_list, "move-cursor", G_CALLBACK (move_cursor_cb), self,
                           0);

  /* Delete deletes the chosen profile when the list has the focus; elsewhere the key belongs to
   * the text being edited. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                                                          gtk_named_action_new ("win.delete")));
  gtk_widget_add_controller (GTK_WIDGET (self->profile_list), shortcuts);

  update_selection_label (self);
}

/* Public API */

/* Returns: (transfer none) (nullable): the library the sidebar lists */
BkProfileStore *
bk_library_sidebar_get_store (BkLibrarySidebar *self)
{
  g_return_val_if_fail (BK_IS_LIBRARY_SIDEBAR (self), NULL);

  return self->store;
}

void
bk_library_sidebar_set_store (BkLibrarySidebar *self,
                              BkProfileStore   *store)
{
  g_return_if_fail (BK_IS_LIBRARY_SIDEBAR (self));
  g_return_if_fail (store == NULL || BK_IS_PROFILE_STORE (store));

  if (self->store == store)
    return;

  /* Deletes still waiting for their undo belong to the library they were made in. */
  if (self->store != NULL)
    bk_library_sidebar_commit_deletes (self);

  g_set_object (&self->store, store);

  /* The first library before the first frame: only the rows on screen at first, counted once
   * the first one is built. */
  if (store != NULL && self->all_shown && !gtk_widget_get_mapped (GTK_WIDGET (self))
      && g_list_model_get_n_items (G_LIST_MODEL (self->shown)) == 0)
    {
      self->all_shown = FALSE;
      self->counting_rows = TRUE;
      gtk_slice_list_model_set_size (self->shown, 1);
      bk_widget_run_after_first_frame (GTK_WIDGET (self), first_frame_cb, NULL);
    }

  gtk_filter_list_model_set_model (self->filtered, G_LIST_MODEL (store));
  /* A library read already has its first row now; one still being read, when it arrives. */
  count_rows (self);
  filtered_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

/* Returns: (transfer none) (nullable): the menu of the sidebar's menu button */
GMenuModel *
bk_library_sidebar_get_menu_model (BkLibrarySidebar *self)
{
  g_return_val_if_fail (BK_IS_LIBRARY_SIDEBAR (self), NULL);

  return self->menu_model;
}

void
bk_library_sidebar_set_menu_model (BkLibrarySidebar *self,
                                   GMenuModel       *menu_model)
{
  g_return_if_fail (BK_IS_LIBRARY_SIDEBAR (self));
  g_return_if_fail (menu_model == NULL || G_IS_MENU_MODEL (menu_model));

  if (!g_set_object (&self->menu_model, menu_model))
    return;

  bk_menu_button_set_menu_on_popup (self->menu_button, menu_model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MENU_MODEL]);
}

/* Returns: (transfer none) (nullable): the entry the window shows */
BkProfileEntry *
bk_library_sidebar_get_entry (BkLibrarySidebar *self)
{
  g_return_val_if_fail (BK_IS_LIBRARY_SIDEBAR (self), NULL);

  return self->entry;
}

/**
 * bk_library_sidebar_set_entry:
 * @entry: (nullable): the entry the window shows
 *
 * Selects @entry's row alone, unless the sidebar is in the selection mode; the same entry again
 * selects its row alone again.
 */
void
bk_library_sidebar_set_entry (BkLibrarySidebar *self,
                              BkProfileEntry   *entry)
{
  g_return_if_fail (BK_IS_LIBRARY_SIDEBAR (self));
  g_return_if_fail (entry == NULL || BK_IS_PROFILE_ENTRY (entry));

  if (g_set_object (&self->entry, entry))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRY]);

  sync_selection (self);
}

gboolean
bk_library_sidebar_get_selection_mode (BkLibrarySidebar *self)
{
  g_return_val_if_fail (BK_IS_LIBRARY_SIDEBAR (self), FALSE);

  return self->selection_mode;
}

/**
 * bk_library_sidebar_set_selection_mode:
 * @selection_mode: whether the rows get check buttons to choose profiles to compare
 *
 * Leaving the selection mode selects the shown entry's row alone again.
 */
void
bk_library_sidebar_set_selection_mode (BkLibrarySidebar *self,
                                       gboolean          selection_mode)
{
  g_return_if_fail (BK_IS_LIBRARY_SIDEBAR (self));

  selection_mode = !!selection_mode;
  if (self->selection_mode == selection_mode)
    return;

  self->selection_mode = selection_mode;
  show_all_rows (self);
  gtk_action_bar_set_revealed (self->selection_bar, selection_mode);
  sync_selection (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION_MODE]);
}

/* Returns: (transfer container) (element-type BkProfileEntry): the entries of the selected rows */
GPtrArray *
bk_library_sidebar_dup_selected (BkLibrarySidebar *self)
{
  g_autoptr(GList) rows = NULL;
  GPtrArray *entries;

  g_return_val_if_fail (BK_IS_LIBRARY_SIDEBAR (self), NULL);

  rows = gtk_list_box_get_selected_rows (self->profile_list);
  entries = g_ptr_array_new_with_free_func (g_object_unref);
  for (GList *l = rows; l != NULL; l = l->next)
    g_ptr_array_add (entries, g_object_ref (bk_profile_row_get_entry (l->data)));

  return entries;
}

/**
 * bk_library_sidebar_dup_profiles_to_compare:
 *
 * Returns: (transfer container) (element-type BkProfile) (nullable): the profiles of the
 *   selected rows if they can be compared (two to four, each loaded), else %NULL
 */
GPtrArray *
bk_library_sidebar_dup_profiles_to_compare (BkLibrarySidebar *self)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) profiles = NULL;

  g_return_val_if_fail (BK_IS_LIBRARY_SIDEBAR (self), NULL);

  entries = bk_library_sidebar_dup_selected (self);
  if (entries->len < BK_COMPARE_MIN || entries->len > BK_COMPARE_MAX)
    return NULL;

  profiles = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < entries->len; i++)
    {
      BkProfile *profile = bk_profile_entry_get_profile (g_ptr_array_index (entries, i));

      if (profile == NULL)
        return NULL;

      g_ptr_array_add (profiles, g_object_ref (profile));
    }

  return g_steal_pointer (&profiles);
}

/**
 * bk_library_sidebar_delete_entry:
 * @entry: an entry of the sidebar's library
 *
 * Takes @entry off the library at once and offers to undo that in a toast, in the toast overlay
 * the sidebar is in; the file goes when the toast does. A new delete ends the undo of the ones
 * before, which then go for good.
 */
void
bk_library_sidebar_delete_entry (BkLibrarySidebar *self,
                                 BkProfileEntry   *entry)
{
  GtkWidget *overlay;
  g_autoptr(AdwToast) toast = NULL;
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GList) earlier = NULL;

  g_return_if_fail (BK_IS_LIBRARY_SIDEBAR (self));
  g_return_if_fail (BK_IS_PROFILE_ENTRY (entry));
  g_return_if_fail (self->store != NULL);

  overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_return_if_fail (overlay != NULL);

  name = bk_closure_profile_title (NULL, bk_profile_entry_get_name (entry));
  /* Translators: %s is the name of a profile that was just deleted. */
  title = g_strdup_printf (_("“%s” deleted"), name);
  toast = adw_toast_new (title);
  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (undo_toast_dismissed_cb), self,
                           G_CONNECT_SWAPPED);

  earlier = g_hash_table_get_keys (self->undo_toasts);
  for (GList *l = earlier; l != NULL; l = l->next)
    adw_toast_dismiss (l->data);

  bk_profile_store_delete (self->store, entry);
  g_hash_table_insert (self->undo_toasts, g_object_ref (toast), g_object_ref (entry));
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), g_object_ref (toast));
}

/* Carries out the deletes whose undo is still offered, and withdraws the offer. */
void
bk_library_sidebar_commit_deletes (BkLibrarySidebar *self)
{
  g_autoptr(GList) toasts = NULL;
  g_autoptr(GList) entries = NULL;

  g_return_if_fail (BK_IS_LIBRARY_SIDEBAR (self));

  toasts = g_hash_table_get_keys (self->undo_toasts);
  entries = g_hash_table_get_values (self->undo_toasts);

  for (GList *l = toasts; l != NULL; l = l->next)
    g_signal_handlers_disconnect_by_data (l->data, self);

  for (GList *l = entries; l != NULL; l = l->next)
    bk_profile_store_commit_delete (self->store, l->data);

  g_hash_table_remove_all (self->undo_toasts);
}

/* Puts the focus on the list. */
void
bk_library_sidebar_focus_list (BkLibrarySidebar *self)
{
  g_return_if_fail (BK_IS_LIBRARY_SIDEBAR (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->profile_list));
}

/* Puts the focus on the search entry. */
void
bk_library_sidebar_focus_search (BkLibrarySidebar *self)
{
  g_return_if_fail (BK_IS_LIBRARY_SIDEBAR (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}
