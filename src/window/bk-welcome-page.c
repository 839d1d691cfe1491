/* bk-welcome-page.c: what the window shows while the library is empty
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening an example is the window's business (win.open-example): the page only lists them.
 */

#define G_LOG_DOMAIN "bk-welcome-page"

#include "config.h"

#include <adwaita.h>

#include "bk-deferred.h"
#include "bk-profile.h"
#include "bk-welcome-page.h"

struct _BkWelcomePage
{
  GtkWidget            parent_instance;

  GMenuModel          *menu_model;
  GListModel          *examples;

  GtkMenuButton       *menu_button;
  AdwPreferencesGroup *examples_group;
  GtkListBox          *examples_list;
};

enum {
  PROP_0,
  PROP_MENU_MODEL,
  PROP_EXAMPLES,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkWelcomePage, bk_welcome_page, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

/* The characters an example's two lines of notes can show at the page's widest: the subtitle
 * gets no more than these, since a label measures and shapes its whole text, even what it
 * leaves out, and the examples' notes are paragraphs (see bk_welcome_page_shorten_notes()). */
#define NOTES_MAX_CHARS 300

static GtkWidget *
create_example_row (gpointer item,
                    gpointer user_data)
{
  BkProfile *profile = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *arrow = g_object_new (GTK_TYPE_IMAGE,
                                   "icon-name", "go-next-symbolic",
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                   NULL);
  const char *notes = bk_profile_get_notes (profile);
  g_autofree char *shown = bk_welcome_page_shorten_notes (notes, NOTES_MAX_CHARS);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), bk_profile_get_name (profile));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), shown);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  /* A screen reader gets the whole of the notes. */
  if (notes != NULL && notes[0] != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    notes, -1);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);

  return row;
}

static void
example_activated_cb (BkWelcomePage *self,
                      GtkListBoxRow *row)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-example", "u",
                              (guint32) gtk_list_box_row_get_index (row));
}

static void
update_examples_group (BkWelcomePage *self)
{
  gboolean any = self->examples != NULL && g_list_model_get_n_items (self->examples) > 0;

  gtk_widget_set_visible (GTK_WIDGET (self->examples_group), any);
}

static void
bk_welcome_page_dispose (GObject *object)
{
  BkWelcomePage *self = BK_WELCOME_PAGE (object);
  GtkWidget *child;

  if (self->examples_list != NULL)
    gtk_list_box_bind_model (self->examples_list, NULL, NULL, NULL, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_WELCOME_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->menu_model);
  g_clear_object (&self->examples);

  G_OBJECT_CLASS (bk_welcome_page_parent_class)->dispose (object);
}

static void
bk_welcome_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BkWelcomePage *self = BK_WELCOME_PAGE (object);

  switch (prop_id)
    {
    case PROP_MENU_MODEL:
      g_value_set_object (value, self->menu_model);
      break;

    case PROP_EXAMPLES:
      g_value_set_object (value, self->examples);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_welcome_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BkWelcomePage *self = BK_WELCOME_PAGE (object);

  switch (prop_id)
    {
    case PROP_MENU_MODEL:
      bk_welcome_page_set_menu_model (self, g_value_get_object (value));
      break;

    case PROP_EXAMPLES:
      bk_welcome_page_set_examples (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_welcome_page_class_init (BkWelcomePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_welcome_page_dispose;
  object_class->get_property = bk_welcome_page_get_property;
  object_class->set_property = bk_welcome_page_set_property;

  /* The menu of the header bar's menu button, built on its first click. */
  properties[PROP_MENU_MODEL] =
    g_param_spec_object ("menu-model", NULL, NULL, G_TYPE_MENU_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The example profiles (#BkProfile) to list; without any the group is hidden. */
  properties[PROP_EXAMPLES] =
    g_param_spec_object ("examples", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-welcome-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BkWelcomePage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BkWelcomePage, examples_group);
  gtk_widget_class_bind_template_child (widget_class, BkWelcomePage, examples_list);
  gtk_widget_class_bind_template_callback (widget_class, example_activated_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bk_welcome_page_init (BkWelcomePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  update_examples_group (self);
}

/* Public API */

GtkWidget *
bk_welcome_page_new (void)
{
  return g_object_new (BK_TYPE_WELCOME_PAGE, NULL);
}

/* Returns: (transfer none) (nullable): the menu of the page's menu button */
GMenuModel *
bk_welcome_page_get_menu_model (BkWelcomePage *self)
{
  g_return_val_if_fail (BK_IS_WELCOME_PAGE (self), NULL);

  return self->menu_model;
}

void
bk_welcome_page_set_menu_model (BkWelcomePage *self,
                                GMenuModel    *menu_model)
{
  g_return_if_fail (BK_IS_WELCOME_PAGE (self));
  g_return_if_fail (menu_model == NULL || G_IS_MENU_MODEL (menu_model));

  if (!g_set_object (&self->menu_model, menu_model))
    return;

  bk_menu_button_set_menu_on_popup (self->menu_button, menu_model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MENU_MODEL]);
}

/* Returns: (transfer none) (nullable): the example profiles listed */
GListModel *
bk_welcome_page_get_examples (BkWelcomePage *self)
{
  g_return_val_if_fail (BK_IS_WELCOME_PAGE (self), NULL);

  return self->examples;
}

void
bk_welcome_page_set_examples (BkWelcomePage *self,
                              GListModel    *examples)
{
  g_return_if_fail (BK_IS_WELCOME_PAGE (self));
  g_return_if_fail (examples == NULL || G_IS_LIST_MODEL (examples));

  if (self->examples == examples)
    return;

  if (self->examples != NULL)
    g_signal_handlers_disconnect_by_func (self->examples, update_examples_group, self);
  g_set_object (&self->examples, examples);

  gtk_list_box_bind_model (self->examples_list, examples, create_example_row, NULL, NULL);
  if (examples != NULL)
    g_signal_connect_object (examples, "items-changed", G_CALLBACK (update_examples_group), self,
                             G_CONNECT_SWAPPED);
  update_examples_group (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXAMPLES]);
}

/**
 * bk_welcome_page_shorten_notes:
 * @notes: (nullable): an example's notes
 * @max_chars: how many characters to keep at most
 *
 * The start of @notes that two lines of its row can show: at most @max_chars characters, cut
 * after the last whole word and ended with "…", or @notes whole when it is short enough.
 *
 * Returns: (transfer full): the text to show
 */
char *
bk_welcome_page_shorten_notes (const char *notes,
                               guint       max_chars)
{
  g_autofree char *start = NULL;
  const char *end;
  const char *space;

  g_return_val_if_fail (max_chars > 0, NULL);

  if (notes == NULL)
    return g_strdup ("");

  if ((guint) g_utf8_strlen (notes, -1) <= max_chars)
    return g_strdup (notes);

  end = g_utf8_offset_to_pointer (notes, max_chars);
  for (space = end; space > notes && !g_unichar_isspace (g_utf8_get_char (space));
       space = g_utf8_prev_char (space))
    ;
  if (space > notes)
    end = space;

  start = g_strndup (notes, end - notes);
  return g_strconcat (start, "…", NULL);
}
