/* bk-window-files.c: opening profile files and presenting the window once they are read
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-window"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "bk-application.h"
#include "bk-file-dialogs.h"
#include "bk-profile-entry.h"
#include "bk-profile-store.h"
#include "bk-profile.h"
#include "bk-window-private.h"
#include "bk-window.h"

/* How long a new window waits for the library and the files it opens before it shows anyway. */
#define PRESENT_TIMEOUT_MS 250

/* A file name from the profile's name, without characters that cannot be in one. */
char *
_bk_window_suggested_file_name (BkWindow   *self,
                                const char *suffix)
{
  BkProfile *profile = bk_window_get_profile (self);
  const char *name = profile != NULL ? bk_profile_get_name (profile) : NULL;
  g_autofree char *base = g_strdup (name != NULL && *name != '\0' ? name : _("Profile"));

  g_strdelimit (base, "/\\:", '-');

  return g_strconcat (base, ".", suffix, NULL);
}

BkWindowFileOp *
_bk_window_file_op_new (BkWindow *window,
                        GFile    *file)
{
  BkWindowFileOp *op = g_new0 (BkWindowFileOp, 1);

  op->window = g_object_ref (window);
  op->file = g_object_ref (file);

  return op;
}

void
_bk_window_file_op_free (BkWindowFileOp *op)
{
  g_clear_object (&op->window);
  g_clear_object (&op->file);
  g_free (op);
}

/* Opening */

static void
show_read_profile (BkWindow     *self,
                   GFile        *file,
                   GAsyncResult *result)
{
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  BkProfileEntry *entry;

  profile = bk_profile_store_read_finish (self->store, result, &error);

  if (profile == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        bk_file_show_error (GTK_WIDGET (self), _("Could Not Import the Profile"), file,
                            error->message);
      return;
    }

  /* The same profile twice in the library helps nobody: opening it again shows the one there. */
  entry = _bk_window_find_equal_entry (self, profile);
  if (entry != NULL)
    {
      /* Translators: %s is a profile's name. */
      title = g_strdup_printf (_("“%s” is already in your profiles"),
                               bk_profile_entry_get_name (entry));
    }
  else
    {
      entry = bk_profile_store_add (self->store, profile);
      /* Translators: %s is a profile's name. */
      title = g_strdup_printf (_("Imported “%s”"), bk_profile_entry_get_name (entry));
    }

  _bk_window_set_entry (self, entry, TRUE);
  _bk_window_show_toast (self, title);
}

static void
read_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(BkWindowFileOp) op = user_data;
  BkWindow *self = op->window;

  show_read_profile (self, op->file, result);

  self->n_opening--;
  _bk_window_present_if_ready (self);
}

/**
 * bk_window_open_file:
 * @file: a profile in the JSON format
 *
 * Shows @file's profile from the library. A file from elsewhere is read in the background and
 * a copy of it joins the library (the file itself is never written); when it cannot be read,
 * an alert says why (the loader names the field) and the window stays as it is.
 */
void
bk_window_open_file (BkWindow *self,
                     GFile    *file)
{
  BkProfileEntry *entry;

  g_return_if_fail (BK_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  entry = bk_profile_store_find_file (self->store, file);
  if (entry != NULL)
    {
      _bk_window_set_entry (self, entry, TRUE);
      return;
    }

  self->n_opening++;
  bk_profile_store_read_async (self->store, file, self->cancellable, read_done_cb,
                               _bk_window_file_op_new (self, file));
}

/* Presenting once the files are read */

static gboolean
present_timeout_cb (gpointer user_data)
{
  BkWindow *self = user_data;

  self->present_source = 0;
  gtk_window_present (GTK_WINDOW (self));

  return G_SOURCE_REMOVE;
}

/* Whether the library and every file given to open are read. */
static gboolean
is_ready (BkWindow *self)
{
  return !bk_profile_store_get_loading (self->store) && self->n_opening == 0;
}

void
_bk_window_present_if_ready (BkWindow *self)
{
  if (self->present_source == 0 || !is_ready (self))
    return;

  g_clear_handle_id (&self->present_source, g_source_remove);
  gtk_window_present (GTK_WINDOW (self));
}

/**
 * bk_window_present_when_ready:
 *
 * Presents the window as soon as its library is read and the files given to
 * bk_window_open_file() are, so that its first frame shows what it is about rather than a
 * loading page first; after a quarter of a second it appears anyway. A window already on screen
 * is presented at once.
 */
void
bk_window_present_when_ready (BkWindow *self)
{
  g_return_if_fail (BK_IS_WINDOW (self));

  if (gtk_widget_get_visible (GTK_WIDGET (self)) || is_ready (self))
    {
      gtk_window_present (GTK_WINDOW (self));
      return;
    }

  if (self->present_source == 0)
    self->present_source = g_timeout_add (PRESENT_TIMEOUT_MS, present_timeout_cb, self);
}

/* Drops */

/* Whether @bytes look like a catalogue rather than a profile: a JSON object with a list of rent
 * offers. The loaders check the rest. */
static gboolean
is_catalogue (GBytes *bytes)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  JsonNode *root;

  if (size > G_MAXSSIZE || !json_parser_load_from_data (parser, data, (gssize) size, NULL))
    return FALSE;

  root = json_parser_get_root (parser);
  return root != NULL && JSON_NODE_HOLDS_OBJECT (root)
         && json_object_has_member (json_node_get_object (root), "rents");
}

/* A catalogue file dropped on the window becomes the team's price list
 * (docs/model.md#the-teams-price-list); any other file opens as a profile. Returns whether it
 * was taken as a catalogue. */
gboolean
_bk_window_drop_file (BkWindow *self,
                      GFile    *file)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr(GBytes) bytes = g_file_load_bytes (file, NULL, NULL, NULL);
  g_autoptr(GError) error = NULL;

  if (bytes == NULL || !is_catalogue (bytes) || !BK_IS_APPLICATION (app))
    {
      bk_window_open_file (self, file);
      return FALSE;
    }

  if (bk_application_load_team_catalogue (BK_APPLICATION (app), file, &error))
    _bk_window_show_toast (self, _("Loaded your team’s price list"));
  else
    bk_file_show_error (GTK_WIDGET (self), _("The Price List Was Not Loaded"), file,
                        error->message);

  return TRUE;
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         BkWindow      *self)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  files = gdk_file_list_get_files (g_value_get_boxed (value));
  for (GSList *l = files; l != NULL; l = l->next)
    _bk_window_drop_file (self, l->data);

  return files != NULL;
}

void
_bk_window_files_init (BkWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
