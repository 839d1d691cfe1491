/* bk-shortcuts-dialog.c: the keyboard shortcuts, listed in a dialog
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libadwaita 1.7 has no shortcuts dialog and GtkShortcutsWindow is deprecated, so the list is
 * built from preference rows. The accelerators of actions are read from the application, so the
 * dialog always shows the keys that really work.
 */

#define G_LOG_DOMAIN "bk-shortcuts-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-accessible.h"
#include "bk-shortcuts-dialog.h"

struct _BkShortcutsDialog
{
  AdwDialog            parent_instance;

  AdwPreferencesPage  *page;
};

G_DEFINE_FINAL_TYPE (BkShortcutsDialog, bk_shortcuts_dialog, ADW_TYPE_DIALOG)

typedef struct
{
  const char *action;       /* read the keys from the application, or */
  const char *accels;       /* fixed keys, separated by spaces, for keys widgets handle */
  const char *title;
} Shortcut;

typedef struct
{
  const char     *title;
  const Shortcut *shortcuts;
  guint           n_shortcuts;
} Section;

static const Shortcut general[] = {
  { "app.shortcuts", NULL, N_("Show keyboard shortcuts") },
  { "app.preferences", NULL, N_("Show the preferences") },
  { "app.update-prices", NULL, N_("Update the prices from the providers") },
  { "app.new-window", NULL, N_("Open a new window") },
  { "win.close", NULL, N_("Close the window") },
  { "app.quit", NULL, N_("Quit") },
};

static const Shortcut profiles[] = {
  { "win.new", NULL, N_("Start the checklist with a new profile") },
  { "win.search", NULL, N_("Search the profiles") },
  { "win.import", NULL, N_("Import a profile") },
  { "win.save", NULL, N_("Save the changes now (they are also saved as you go)") },
  { "win.export", NULL, N_("Export the profile") },
  { "win.print", NULL, N_("Print the profile or the comparison") },
  { "win.export-pdf", NULL, N_("Export the profile or the comparison as PDF") },
  { "win.rename", NULL, N_("Rename the profile") },
  { "win.generations", NULL, N_("Compare the profile’s work on every GPU generation") },
  { "win.show-inputs", NULL, N_("Show or hide the inputs") },
  { NULL, "Delete", N_("Delete the profile chosen in the list") },
};

static const Shortcut editing[] = {
  { NULL, "<Control>z", N_("Undo the last change of the profile") },
  { NULL, "<Shift><Control>z <Control>y", N_("Redo the change undone last") },
};

static const Shortcut checklist[] = {
  { NULL, "<Alt>Right <Control>Return", N_("Go on to the next step") },
  { NULL, "<Alt>Left Escape", N_("Go back a step") },
  { NULL, "Escape", N_("In a number field, put back the value from before the typing") },
};

static const Shortcut chart[] = {
  { NULL, "Left Right", N_("Read out the previous or next month") },
  { NULL, "Home End", N_("Read out the first or last month") },
};

static const Section sections[] = {
  { N_("General"), general, G_N_ELEMENTS (general) },
  { N_("Profiles"), profiles, G_N_ELEMENTS (profiles) },
  { N_("Editing"), editing, G_N_ELEMENTS (editing) },
  { N_("Checklist"), checklist, G_N_ELEMENTS (checklist) },
  { N_("Chart"), chart, G_N_ELEMENTS (chart) },
};

/* One accelerator as a row of key caps: "Ctrl" "Shift" "S". */
static GtkWidget *
key_caps (const char  *accel,
          char       **label_out)
{
  g_autofree char *label = NULL;
  g_auto(GStrv) keys = NULL;
  GdkModifierType mods;
  guint key;
  GtkWidget *box;

  if (!gtk_accelerator_parse (accel, &key, &mods))
    {
      g_warning ("Invalid accelerator “%s”", accel);
      return NULL;
    }

  label = gtk_accelerator_get_label (key, mods);
  keys = g_strsplit (label, "+", -1);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);

  for (guint i = 0; keys[i] != NULL; i++)
    {
      GtkWidget *cap;

      /* "Ctrl++" splits into an empty part before the plus key itself. */
      if (keys[i][0] == '\0')
        continue;

      cap = gtk_label_new (keys[i]);
      gtk_widget_add_css_class (cap, "keycap");
      gtk_accessible_update_state (GTK_ACCESSIBLE (cap), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), cap);
    }

  *label_out = g_steal_pointer (&label);
  return box;
}

static GtkWidget *
shortcut_row (GtkApplication *application,
              const Shortcut *shortcut)
{
  g_auto(GStrv) accels = NULL;
  g_autoptr(GString) keys = g_string_new (NULL);
  GtkWidget *row;
  GtkWidget *suffix;

  if (shortcut->action != NULL)
    accels = gtk_application_get_accels_for_action (application, shortcut->action);
  else
    accels = g_strsplit (shortcut->accels, " ", -1);

  if (accels == NULL || accels[0] == NULL)
    return NULL;

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(shortcut->title));

  /* Shortcuts that do the same go one under the other, so that the row's title keeps its width
   * on a narrow window: "Shift Ctrl Z" above "or Ctrl Y". */
  suffix = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  for (guint i = 0; accels[i] != NULL; i++)
    {
      g_autofree char *label = NULL;
      GtkWidget *caps = key_caps (accels[i], &label);
      GtkWidget *line;

      if (caps == NULL)
        continue;

      if (keys->len > 0)
        /* Translators: how a screen reader reads two keyboard shortcuts that do the same,
         * "Shift+Ctrl+Z or Ctrl+Y". */
        g_string_append_printf (keys, C_("shortcuts", " or %s"), label);
      else
        g_string_append (keys, label);

      line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_widget_set_halign (line, GTK_ALIGN_END);

      if (gtk_widget_get_first_child (suffix) != NULL)
        {
          /* Translators: between two keyboard shortcuts that do the same. */
          GtkWidget *separator = gtk_label_new (C_("shortcuts", "or"));

          gtk_widget_add_css_class (separator, "dimmed");
          gtk_box_append (GTK_BOX (line), separator);
        }

      gtk_box_append (GTK_BOX (line), caps);
      gtk_box_append (GTK_BOX (suffix), line);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  /* A screen reader reads the row's title, then its keys: the key caps beside it are shown,
   * not said. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  keys->str, -1);

  return row;
}

static void
bk_shortcuts_dialog_class_init (BkShortcutsDialogClass *klass)
{
}

static void
bk_shortcuts_dialog_init (BkShortcutsDialog *self)
{
  GtkWidget *toolbar = adw_toolbar_view_new ();

  adw_dialog_set_title (ADW_DIALOG (self), _("Keyboard Shortcuts"));
  adw_dialog_set_content_width (ADW_DIALOG (self), 520);
  adw_dialog_set_content_height (ADW_DIALOG (self), 640);

  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  self->page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), GTK_WIDGET (self->page));
  adw_dialog_set_child (ADW_DIALOG (self), toolbar);
  bk_accessible_complete_dialog (ADW_DIALOG (self));
}

/* Public API */

AdwDialog *
bk_shortcuts_dialog_new (GtkApplication *application)
{
  BkShortcutsDialog *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  self = g_object_new (BK_TYPE_SHORTCUTS_DIALOG, NULL);

  for (guint s = 0; s < G_N_ELEMENTS (sections); s++)
    {
      GtkWidget *group = adw_preferences_group_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _(sections[s].title));

      for (guint i = 0; i < sections[s].n_shortcuts; i++)
        {
          GtkWidget *row = shortcut_row (application, &sections[s].shortcuts[i]);

          if (row != NULL)
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }

      adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
    }

  return ADW_DIALOG (self);
}
