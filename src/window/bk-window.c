/* bk-window.c: the main window: the profile library, the checklist wizard and a profile's page
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every profile shown is an entry of the library, which saves each change on its own: there is no
 * Save and nothing to lose on closing.
 */

#define G_LOG_DOMAIN "bk-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-application.h"
#include "bk-closures.h"
#include "bk-deferred.h"
#include "bk-file-dialogs.h"
#include "bk-library-sidebar.h"
#include "bk-profile-editor.h"
#include "bk-profile-entry.h"
#include "bk-profile-results.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-window-private.h"
#include "bk-window.h"

enum {
  PROP_0,
  PROP_STORE,
  PROP_SETTINGS,
  PROP_ENTRY,
  PROP_PROFILE,
  PROP_SELECTION_MODE,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkWindow, bk_window, ADW_TYPE_APPLICATION_WINDOW)

static GParamSpec *properties[N_PROPS];

/* Helpers */

/* Profile names come from users: toasts show them as they are, not as markup. */
void
_bk_window_show_toast (BkWindow   *self,
                       const char *title)
{
  AdwToast *toast;

  /* Nothing to say in a window that is going away. */
  if (self->toast_overlay == NULL)
    return;

  toast = adw_toast_new (title);
  adw_toast_set_use_markup (toast, FALSE);

  /* A toast raised before the window's first frame (a file opened at start-up that is in the
   * library already) waits for it: the page it is about comes first, and the first frame is
   * not held back by it. */
  if (!self->painted)
    {
      g_ptr_array_add (self->early_toasts, toast);
      return;
    }

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static BkProfile *
current_profile (BkWindow *self)
{
  return self->entry != NULL ? bk_profile_entry_get_profile (self->entry) : NULL;
}

const char *
_bk_window_get_top_page_name (BkWindow *self)
{
  const char *name = _bk_window_stack_page_name (self, self->stack);

  return name != NULL ? name : "loading";
}

gboolean
_bk_window_is_listed (BkWindow       *self,
                 BkProfileEntry *entry)
{
  GListModel *model = G_LIST_MODEL (self->store);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkProfileEntry) item = g_list_model_get_item (model, i);

      if (item == entry)
        return TRUE;
    }

  return FALSE;
}

BkProfileEntry *
_bk_window_find_equal_entry (BkWindow  *self,
                  BkProfile *profile)
{
  GListModel *model = G_LIST_MODEL (self->store);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkProfileEntry) item = g_list_model_get_item (model, i);
      BkProfile *other = bk_profile_entry_get_profile (item);

      if (other != NULL && bk_profile_equal (other, profile))
        return item;
    }

  return NULL;
}

static void
update_title (BkWindow *self)
{
  g_autofree char *title = NULL;

  if (self->entry == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), "Breakeven");
      if (self->window_title == NULL)
        return;
      adw_window_title_set_title (self->window_title, "");
      adw_navigation_page_set_title (self->content_page, _("Profile"));
      return;
    }

  title = bk_closure_profile_title (NULL, bk_profile_entry_get_name (self->entry));
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  adw_navigation_page_set_title (self->content_page, title);
}

static void
drop_focus_inside (BkWindow  *self,
                   GtkWidget *container)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  if (focus != NULL && gtk_widget_is_ancestor (focus, container))
    gtk_window_set_focus (GTK_WINDOW (self), NULL);
}

/* The content pane: nothing chosen, a profile, or a file that failed to load. */
static void
update_content (BkWindow *self)
{
  BkProfile *profile = current_profile (self);
  const char *page;

  /* Without an entry, a library that is not built yet stays so. */
  if (self->split_view == NULL)
    {
      if (self->entry == NULL)
        {
          update_title (self);
          _bk_window_update_actions (self);
          return;
        }

      _bk_window_ensure_library (self);
    }

  if (bk_result_view_get_profile (self->result_view) != profile)
    {
      bk_result_view_set_profile (self->result_view, profile);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
    }

  if (self->entry == NULL)
    {
      page = "empty";
    }
  else if (profile != NULL)
    {
      page = "profile";
    }
  else
    {
      g_autofree char *name = bk_file_dup_display_name (bk_profile_entry_get_file (self->entry));
      g_autofree char *title = NULL;
      g_autofree char *description = NULL;

      /* Translators: %s is a file name. */
      title = g_strdup_printf (_("Could Not Load “%s”"), name);
      /* Translators: %s says what is wrong with the file, as the loader reports it. */
      description = g_strdup_printf (_("%s\n\nThe file is left as it is: correct it in a text "
                                       "editor and it loads again, or delete it."),
                                     bk_profile_entry_get_error (self->entry));
      _bk_window_ensure_page (self, self->content_stack, "broken");
      adw_status_page_set_title (self->broken_page, title);
      adw_status_page_set_description (self->broken_page, description);
      page = "broken";
    }

  /* A stack that loses the focus with its page hands it on to the new page's first widget: on
   * the profile page the name entry, which selects its text as if the page were about
   * renaming. The focus stays where it is when it is outside, in the list. */
  if (g_str_equal (page, "profile")
      && g_strcmp0 (_bk_window_stack_page_name (self, self->content_stack), "profile") != 0)
    drop_focus_inside (self, GTK_WIDGET (self->content_stack));

  _bk_window_show_stack_page (self, self->content_stack, page);
  update_title (self);
  _bk_window_update_actions (self);
}

void
_bk_window_update_top_page (BkWindow *self)
{
  const char *name;

  if (self->in_wizard)
    name = "wizard";
  else if (bk_profile_store_get_loading (self->store))
    name = "loading";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->store)) == 0)
    name = "welcome";
  else
    name = "library";

  if (g_str_equal (name, "library"))
    _bk_window_ensure_library (self);

  if (!g_str_equal (_bk_window_get_top_page_name (self), name))
    {
      drop_focus_inside (self, GTK_WIDGET (self->stack));
      _bk_window_show_stack_page (self, self->stack, name);
      if (g_str_equal (name, "library") && gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
        bk_library_sidebar_focus_list (self->sidebar);
    }

  _bk_window_update_actions (self);
}

void
_bk_window_close_comparison (BkWindow *self)
{
  if (self->comparison == NULL)
    return;

  adw_navigation_split_view_set_content (self->split_view, self->content_page);
  g_clear_object (&self->comparison);
  _bk_window_update_actions (self);
}

static void
entry_changed_cb (BkWindow *self)
{
  update_content (self);
}

void
_bk_window_set_entry (BkWindow       *self,
           BkProfileEntry *entry,
           gboolean        reveal)
{
  if (entry != NULL)
    _bk_window_ensure_library (self);

  if (self->entry != entry)
    {
      if (self->entry != NULL)
        g_signal_handlers_disconnect_by_data (self->entry, self);

      g_set_object (&self->entry, entry);

      if (entry != NULL)
        {
          g_signal_connect_object (entry, "notify::profile", G_CALLBACK (entry_changed_cb), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (entry, "notify::error", G_CALLBACK (entry_changed_cb), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (entry, "notify::name", G_CALLBACK (update_title), self,
                                   G_CONNECT_SWAPPED);

          if (self->settings != NULL)
            g_settings_set_string (self->settings, "last-profile",
                                   g_file_peek_path (bk_profile_entry_get_file (entry)));
        }

      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRY]);
    }

  _bk_window_close_comparison (self);
  update_content (self);
  if (self->split_view == NULL)
    return;

  bk_library_sidebar_set_entry (self->sidebar, entry);

  if (reveal || entry == NULL)
    adw_navigation_split_view_set_show_content (self->split_view, entry != NULL);
}

/* The library */

static void
store_changed_cb (BkWindow *self)
{
  if (self->entry != NULL && !_bk_window_is_listed (self, self->entry))
    _bk_window_set_entry (self, NULL, FALSE);

  _bk_window_update_top_page (self);
}

static gboolean
is_first_window (BkWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  if (application == NULL)
    return TRUE;

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (BK_IS_WINDOW (l->data) && l->data != self)
      return FALSE;

  return TRUE;
}

/* The first window opens the profile that was open when the app was last closed. */
static void
restore_last_profile (BkWindow *self)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  BkProfileEntry *entry;

  if (self->restored || bk_profile_store_get_loading (self->store))
    return;

  self->restored = TRUE;

  if (self->settings == NULL || self->entry != NULL || !is_first_window (self))
    return;

  path = g_settings_get_string (self->settings, "last-profile");
  if (path[0] == '\0')
    return;

  file = g_file_new_for_path (path);
  entry = bk_profile_store_find_file (self->store, file);
  if (entry != NULL)
    _bk_window_set_entry (self, entry, TRUE);
}

static gboolean
restore_idle_cb (gpointer data)
{
  restore_last_profile (BK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
loading_changed_cb (BkWindow *self)
{
  _bk_window_update_top_page (self);
  restore_last_profile (self);
  _bk_window_present_if_ready (self);
}

static void
save_failed_cb (BkWindow       *self,
                BkProfileEntry *entry,
                GError         *error)
{
  g_autofree char *title = NULL;

  /* Translators: %s is a profile's name; the message says why it could not be written. */
  title = g_strdup_printf (_("Could not save “%s”: %s"), bk_profile_entry_get_name (entry),
                           error->message);
  _bk_window_show_toast (self, title);
}

static void
entry_selected_cb (BkWindow       *self,
                   BkProfileEntry *entry)
{
  _bk_window_set_entry (self, entry, FALSE);
}

static void
entry_activated_cb (BkWindow       *self,
                    BkProfileEntry *entry)
{
  _bk_window_set_entry (self, entry, TRUE);
}

static void
selection_changed_cb (BkWindow *self)
{
  _bk_window_update_actions (self);
}

/* Going back to the list on a narrow window leaves the comparison. */
static void
show_content_cb (BkWindow *self)
{
  if (adw_navigation_split_view_get_collapsed (self->split_view)
      && !adw_navigation_split_view_get_show_content (self->split_view))
    _bk_window_close_comparison (self);
}

/* Closing */

static void
save_window_state (BkWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  /* The schema's ranges; a window never made smaller than its minimum size is within them. */
  if (width > 0)
    g_settings_set_int (self->settings, "window-width", CLAMP (width, 360, 32767));
  if (height > 0)
    g_settings_set_int (self->settings, "window-height", CLAMP (height, 294, 32767));
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

static void
restore_window_state (BkWindow *self)
{
  if (self->settings == NULL)
    return;

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

/* Nothing to ask: changes are saved as they are made. Deletes still waiting for an undo are
 * carried out, and the last changes are written before the window goes. */
static gboolean
bk_window_close_request (GtkWindow *window)
{
  BkWindow *self = BK_WINDOW (window);

  save_window_state (self);
  if (self->sidebar != NULL)
    bk_library_sidebar_commit_deletes (self->sidebar);
  bk_profile_store_flush (self->store);

  return GTK_WINDOW_CLASS (bk_window_parent_class)->close_request (window);
}

/* GObject */

static void
selection_mode_changed_cb (BkWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION_MODE]);
}

static void
bk_window_constructed (GObject *object)
{
  BkWindow *self = BK_WINDOW (object);

  G_OBJECT_CLASS (bk_window_parent_class)->constructed (object);

  /* A window made without a library has one of its own, in the default folder. */
  if (self->store == NULL)
    self->store = bk_profile_store_new (NULL);

  /* Before the library: the sidebar builds the rows that fit in the window's height first. */
  restore_window_state (self);

  g_signal_connect_object (self->store, "items-changed", G_CALLBACK (store_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->store, "notify::loading", G_CALLBACK (loading_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->store, "save-failed", G_CALLBACK (save_failed_cb), self,
                           G_CONNECT_SWAPPED);

  update_content (self);
  _bk_window_update_top_page (self);

  /* Once the window belongs to the application, which is set after construction. */
  if (!bk_profile_store_get_loading (self->store))
    g_idle_add_full (G_PRIORITY_DEFAULT, restore_idle_cb, g_object_ref (self), g_object_unref);
}

/* The editor's step forms take longer to build than the rest of the window, and the first
 * frame shows the result first, so the editor is built in the idle after that frame. */
static void
build_editor (BkWindow *self)
{
  if (self->editor != NULL)
    return;

  self->editor = bk_profile_editor_new (NULL);
  bk_profile_editor_set_settings (BK_PROFILE_EDITOR (self->editor), self->settings);
  g_object_bind_property (self->result_view, "profile", self->editor, "profile",
                          G_BINDING_SYNC_CREATE);
  adw_bin_set_child (self->editor_bin, self->editor);
}

static void
first_frame_cb (GtkWidget *widget,
                gpointer   user_data)
{
  BkWindow *self = BK_WINDOW (widget);

  self->painted = TRUE;

  for (guint i = 0; i < self->early_toasts->len; i++)
    adw_toast_overlay_add_toast (self->toast_overlay,
                                 g_object_ref (g_ptr_array_index (self->early_toasts, i)));
  g_ptr_array_set_size (self->early_toasts, 0);

  if (self->split_view != NULL)
    build_editor (self);
}

/* The library's objects that the window keeps, by their ids in bk-window-library.ui. */
static const struct
{
  const char *name;
  gsize       offset;
  GType     (*get_type) (void);
} library_objects[] = {
  { "split_view", G_STRUCT_OFFSET (BkWindow, split_view), adw_navigation_split_view_get_type },
  { "content_page", G_STRUCT_OFFSET (BkWindow, content_page), adw_navigation_page_get_type },
  { "content_stack", G_STRUCT_OFFSET (BkWindow, content_stack), gtk_stack_get_type },
  { "sidebar", G_STRUCT_OFFSET (BkWindow, sidebar), bk_library_sidebar_get_type },
  { "window_title", G_STRUCT_OFFSET (BkWindow, window_title), adw_window_title_get_type },
  { "review_banner", G_STRUCT_OFFSET (BkWindow, review_banner), adw_banner_get_type },
  { "profile_menu_button", G_STRUCT_OFFSET (BkWindow, profile_menu_button),
    gtk_menu_button_get_type },
  { "inputs_button", G_STRUCT_OFFSET (BkWindow, inputs_button), gtk_widget_get_type },
  { "result_view", G_STRUCT_OFFSET (BkWindow, result_view), bk_result_view_get_type },
  { "editor_bin", G_STRUCT_OFFSET (BkWindow, editor_bin), adw_bin_get_type },
  { "layout_view", G_STRUCT_OFFSET (BkWindow, layout_view), adw_multi_layout_view_get_type },
  { "narrow_stack", G_STRUCT_OFFSET (BkWindow, narrow_stack), adw_view_stack_get_type },
  { "inputs_split", G_STRUCT_OFFSET (BkWindow, inputs_split), adw_overlay_split_view_get_type },
};

/**
 * _bk_window_ensure_library:
 *
 * Builds the library (its sidebar, and the content page with the result view and its chart)
 * the first time it is to show, or an entry is: a window that starts on the welcome page does
 * without it until then.
 */
void
_bk_window_ensure_library (BkWindow *self)
{
  g_autoptr(GtkBuilderScope) scope = NULL;
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GError) error = NULL;

  if (self->split_view != NULL)
    return;

  g_type_ensure (BK_TYPE_PROFILE_RESULTS);

  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback_symbols (GTK_BUILDER_CSCOPE (scope),
                                           "bk_closure_review_due",
                                           G_CALLBACK (bk_closure_review_due),
                                           "bk_closure_review_title",
                                           G_CALLBACK (bk_closure_review_title),
                                           "entry_selected_cb", G_CALLBACK (entry_selected_cb),
                                           "entry_activated_cb", G_CALLBACK (entry_activated_cb),
                                           "selection_changed_cb",
                                           G_CALLBACK (selection_changed_cb),
                                           "show_content_cb", G_CALLBACK (show_content_cb),
                                           NULL);

  /* The window is the builder's current object, as it is its template's: the signals'
   * handlers and the closures get it. */
  builder = gtk_builder_new ();
  gtk_builder_set_scope (builder, scope);
  gtk_builder_set_current_object (builder, G_OBJECT (self));
  /* Built into the program: a failure is a bug, as for gtk_builder_new_from_resource(). */
  if (!gtk_builder_add_from_resource (builder,
                                      "/io/github/breakeven/Breakeven/ui/bk-window-library.ui",
                                      &error))
    g_error ("The library's interface cannot be built: %s", error->message);

  for (guint i = 0; i < G_N_ELEMENTS (library_objects); i++)
    {
      GObject *object = gtk_builder_get_object (builder, library_objects[i].name);

      g_assert (G_TYPE_CHECK_INSTANCE_TYPE (object, library_objects[i].get_type ()));
      G_STRUCT_MEMBER (GObject *, self, library_objects[i].offset) = object;
    }

  /* The comparison takes the content page's place for a while; it must outlive that. */
  g_object_ref (self->content_page);

  /* In the window first: the sidebar counts the rows that fit in the window's height. */
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->split_view), "library");
  bk_library_sidebar_set_menu_model (self->sidebar, self->primary_menu);
  bk_menu_button_set_menu_on_popup (self->profile_menu_button, self->profile_menu);
  g_signal_connect_object (self->sidebar, "notify::selection-mode",
                           G_CALLBACK (selection_mode_changed_cb), self, G_CONNECT_SWAPPED);
  bk_library_sidebar_set_store (self->sidebar, self->store);
  _bk_window_layout_library_init (self);

  if (self->painted)
    build_editor (self);

  update_content (self);
}

static void
bk_window_show (GtkWidget *widget)
{
  _bk_window_show_pending_pages (BK_WINDOW (widget));

  GTK_WIDGET_CLASS (bk_window_parent_class)->show (widget);
}

static void
bk_window_dispose (GObject *object)
{
  BkWindow *self = BK_WINDOW (object);

  g_cancellable_cancel (self->cancellable);

  if (self->store != NULL)
    {
      if (self->sidebar != NULL)
        bk_library_sidebar_commit_deletes (self->sidebar);
      g_signal_handlers_disconnect_by_data (self->store, self);
    }
  /* The sidebar's list changes its selection as its rows go. */
  if (self->sidebar != NULL)
    g_signal_handlers_disconnect_by_data (self->sidebar, self);

  if (self->entry != NULL)
    g_signal_handlers_disconnect_by_data (self->entry, self);

  g_clear_handle_id (&self->present_source, g_source_remove);
  _bk_window_layout_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_WINDOW);
  self->editor = NULL;
  /* The content page has a reference of the window's; the others went with the window's
   * template. */
  g_clear_object (&self->content_page);
  for (guint i = 0; i < G_N_ELEMENTS (library_objects); i++)
    G_STRUCT_MEMBER (GObject *, self, library_objects[i].offset) = NULL;

  g_clear_object (&self->comparison);
  g_clear_object (&self->entry);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_object (&self->wizard_profile);
  g_clear_object (&self->examples);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->show_inputs);
  g_clear_object (&self->history_signals);
  g_clear_pointer (&self->early_toasts, g_ptr_array_unref);
  g_clear_pointer (&self->pending_top_page, g_free);
  g_clear_pointer (&self->pending_content_page, g_free);

  G_OBJECT_CLASS (bk_window_parent_class)->dispose (object);
}

static void
bk_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  BkWindow *self = BK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;

    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    case PROP_ENTRY:
      g_value_set_object (value, self->entry);
      break;

    case PROP_PROFILE:
      g_value_set_object (value, current_profile (self));
      break;

    case PROP_SELECTION_MODE:
      g_value_set_boolean (value, bk_window_get_selection_mode (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  BkWindow *self = BK_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      /* Construct-only: the sidebar lists this library for the window's whole life. */
      self->store = g_value_dup_object (value);
      break;

    case PROP_SETTINGS:
      /* Construct-only: read for the window's size and new profiles' defaults. */
      self->settings = g_value_dup_object (value);
      break;

    case PROP_SELECTION_MODE:
      bk_window_set_selection_mode (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_window_class_init (BkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = bk_window_constructed;
  object_class->dispose = bk_window_dispose;
  object_class->get_property = bk_window_get_property;
  object_class->set_property = bk_window_set_property;
  widget_class->show = bk_window_show;
  window_class->close_request = bk_window_close_request;

  /* The library the sidebar lists; bk_window_new() gives it the application's. */
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, BK_TYPE_PROFILE_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BkWindow:settings:
   *
   * The application's settings (window size, last profile, defaults for new profiles), or
   * %NULL to keep the built-in defaults.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENTRY] =
    g_param_spec_object ("entry", NULL, NULL, BK_TYPE_PROFILE_ENTRY,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTION_MODE] =
    g_param_spec_boolean ("selection-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* For the library's builder, which finds its types by name. */
  g_type_ensure (BK_TYPE_LIBRARY_SIDEBAR);
  g_type_ensure (BK_TYPE_PROFILE);
  g_type_ensure (BK_TYPE_RESULT_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, wizard_bin);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, BkWindow, profile_menu);

  _bk_window_class_actions_init (klass);
  _bk_window_class_layout_init (klass);
}

static void
bk_window_init (BkWindow *self)
{
  self->cancellable = g_cancellable_new ();
  self->examples = g_list_store_new (BK_TYPE_PROFILE);
  self->early_toasts = g_ptr_array_new_with_free_func (g_object_unref);
  _bk_window_actions_init (self);

  gtk_widget_init_template (GTK_WIDGET (self));


  _bk_window_layout_init (self);
  _bk_window_files_init (self);

#ifdef DEVELOPMENT
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  _bk_window_wizard_init (self);

  bk_widget_run_after_first_frame (GTK_WIDGET (self), first_frame_cb, NULL);
}

/* Public API */

BkWindow *
bk_window_new (BkApplication *application)
{
  g_return_val_if_fail (BK_IS_APPLICATION (application), NULL);

  return g_object_new (BK_TYPE_WINDOW,
                       "application", application,
                       "store", bk_application_get_store (application),
                       "settings", bk_application_get_settings (application),
                       NULL);
}

/* Returns: (transfer none): the library the window lists */
BkProfileStore *
bk_window_get_store (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  return self->store;
}

/* Returns: (transfer none) (nullable): the library entry the window shows */
BkProfileEntry *
bk_window_get_entry (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  return self->entry;
}

/* Returns: (transfer none) (nullable): the profile the window shows */
BkProfile *
bk_window_get_profile (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  return current_profile (self);
}

/**
 * bk_window_get_page_name:
 *
 * Returns: "loading", "welcome" or "wizard", or, when the library shows, the content's page:
 *   "empty", "profile", "broken" or "comparison"
 */
const char *
bk_window_get_page_name (BkWindow *self)
{
  const char *top;

  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  top = _bk_window_get_top_page_name (self);
  if (!g_str_equal (top, "library"))
    return top;

  if (self->comparison != NULL)
    return "comparison";

  return _bk_window_stack_page_name (self, self->content_stack);
}

/* Returns: (transfer none): the example profiles shipped with the app, as loaded */
GListModel *
bk_window_get_examples (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  _bk_window_load_examples (self);

  return G_LIST_MODEL (self->examples);
}

/* Returns: (transfer none) (nullable): the running checklist wizard, if any */
GtkWidget *
bk_window_get_wizard (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  if (!self->in_wizard)
    return NULL;

  return adw_bin_get_child (self->wizard_bin);
}

/* Returns: (transfer none): the result view of the profile page, built if it is not yet */
BkResultView *
bk_window_get_result_view (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  _bk_window_ensure_library (self);

  return self->result_view;
}

/**
 * bk_window_get_library_object:
 * @name: the id of an object of bk-window-library.ui
 *
 * Returns: (transfer none) (nullable): the library's widget of that id (one of those the window
 *   keeps), the library built first
 */
GObject *
bk_window_get_library_object (BkWindow   *self,
                              const char *name)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  _bk_window_ensure_library (self);

  for (guint i = 0; i < G_N_ELEMENTS (library_objects); i++)
    if (g_str_equal (library_objects[i].name, name))
      return G_STRUCT_MEMBER (GObject *, self, library_objects[i].offset);

  return NULL;
}

gboolean
bk_window_get_selection_mode (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), FALSE);

  /* The sidebar's toggle button asks before the template has set the sidebar. */
  return self->sidebar != NULL && bk_library_sidebar_get_selection_mode (self->sidebar);
}

/**
 * bk_window_set_selection_mode:
 * @selection_mode: whether the sidebar's rows get check buttons to choose profiles to compare
 *
 * Leaving the selection mode selects the shown profile alone again.
 */
void
bk_window_set_selection_mode (BkWindow *self,
                              gboolean  selection_mode)
{
  g_return_if_fail (BK_IS_WINDOW (self));

  if (self->sidebar == NULL && !selection_mode)
    return;

  _bk_window_ensure_library (self);
  bk_library_sidebar_set_selection_mode (self->sidebar, selection_mode);
}

/**
 * bk_window_dup_selected:
 *
 * Returns: (transfer container) (element-type BkProfileEntry): the entries selected in the sidebar
 */
GPtrArray *
bk_window_dup_selected (BkWindow *self)
{
  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);

  if (self->sidebar == NULL)
    return g_ptr_array_new ();

  return bk_library_sidebar_dup_selected (self->sidebar);
}

/**
 * bk_window_show_entry:
 * @entry: (nullable): an entry of the window's library, or %NULL to show none
 */
void
bk_window_show_entry (BkWindow       *self,
                      BkProfileEntry *entry)
{
  g_return_if_fail (BK_IS_WINDOW (self));
  g_return_if_fail (entry == NULL || BK_IS_PROFILE_ENTRY (entry));

  _bk_window_set_entry (self, entry, TRUE);
}

/**
 * bk_window_show_profile:
 * @profile: a profile; one that is not in the library yet is added to it
 *
 * Returns: (transfer none): the entry of @profile
 */
BkProfileEntry *
bk_window_show_profile (BkWindow  *self,
                        BkProfile *profile)
{
  BkProfileEntry *entry;

  g_return_val_if_fail (BK_IS_WINDOW (self), NULL);
  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);

  entry = bk_profile_store_find_profile (self->store, profile);
  if (entry == NULL)
    entry = bk_profile_store_add (self->store, profile);

  _bk_window_set_entry (self, entry, TRUE);

  return entry;
}

