/* bk-window-pages.c: the window's pages, built the first time they are shown
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-application.h"
#include "bk-examples.h"
#include "bk-welcome-page.h"
#include "bk-window-private.h"
#include "bk-window.h"

static char **
pending_page (BkWindow *self,
              GtkStack *stack)
{
  g_assert (stack == self->stack || stack == self->content_stack);

  return stack == self->stack ? &self->pending_top_page : &self->pending_content_page;
}

/* The name of the page @stack shows, or is to show once the window does. */
const char *
_bk_window_stack_page_name (BkWindow *self,
                            GtkStack *stack)
{
  const char *pending = *pending_page (self, stack);

  return pending != NULL ? pending : gtk_stack_get_visible_child_name (stack);
}

/* Only the welcome page lists the examples, so they are loaded when it is first shown or when
 * someone asks for them: the first window takes the ones the application read as it started. */
void
_bk_window_load_examples (BkWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr(GListModel) read = NULL;

  if (self->examples_loaded)
    return;

  self->examples_loaded = TRUE;
  if (BK_IS_APPLICATION (application))
    read = bk_application_take_examples (BK_APPLICATION (application));

  if (read == NULL)
    {
      bk_examples_load (self->examples);
      return;
    }

  for (guint i = 0; i < g_list_model_get_n_items (read); i++)
    {
      g_autoptr(GObject) example = g_list_model_get_item (read, i);

      g_list_store_append (self->examples, example);
    }
}

/* The pages that are not on the first screen of a library with profiles (the welcome, the
 * loading, the empty and the broken-file page) are built from their own files the first time
 * they are shown. */
void
_bk_window_ensure_page (BkWindow   *self,
                        GtkStack   *stack,
                        const char *name)
{
  static const char * const built_later[] = { "loading", "empty", "broken", NULL };
  g_autoptr(GtkBuilder) builder = NULL;
  g_autofree char *path = NULL;

  if (gtk_stack_get_child_by_name (stack, name) != NULL)
    return;

  if (g_str_equal (name, "welcome"))
    {
      _bk_window_load_examples (self);
      gtk_stack_add_named (stack, g_object_new (BK_TYPE_WELCOME_PAGE,
                                                "menu-model", self->primary_menu,
                                                "examples", self->examples,
                                                NULL),
                           name);
      return;
    }

  if (!g_strv_contains (built_later, name))
    return;

  path = g_strdup_printf ("/io/github/breakeven/Breakeven/ui/bk-window-%s.ui", name);
  builder = gtk_builder_new_from_resource (path);

  if (g_str_equal (name, "broken"))
    self->broken_page = ADW_STATUS_PAGE (gtk_builder_get_object (builder, "broken_page"));

  gtk_stack_add_named (stack, GTK_WIDGET (gtk_builder_get_object (builder, "page")), name);
}


/* Whether @stack is the library's content while another top page (the welcome page, the
 * wizard) hides the library. */
static gboolean
library_hidden (BkWindow *self,
                GtkStack *stack)
{
  return stack == self->content_stack
         && g_strcmp0 (_bk_window_stack_page_name (self, self->stack), "library") != 0;
}

/* Whether a page of @stack that is not built yet waits: while the window is hidden, and while
 * the library is. */
static gboolean
page_waits (BkWindow *self,
            GtkStack *stack)
{
  return !gtk_widget_get_visible (GTK_WIDGET (self)) || library_hidden (self, stack);
}

/* No cross-fade before the first frame: it would only hold the page back. While the window is
 * hidden the page to show changes as the library and the files arrive, so a page built on first
 * show waits until the window appears (bk_window_show()), and the library's content page until
 * the library shows. */
void
_bk_window_show_stack_page (BkWindow   *self,
                            GtkStack   *stack,
                            const char *name)
{
  if (gtk_stack_get_child_by_name (stack, name) == NULL && page_waits (self, stack))
    {
      g_set_str (pending_page (self, stack), name);
      return;
    }

  g_clear_pointer (pending_page (self, stack), g_free);
  _bk_window_ensure_page (self, stack, name);
  if (self->painted)
    gtk_stack_set_visible_child_name (stack, name);
  else
    gtk_stack_set_visible_child_full (stack, name, GTK_STACK_TRANSITION_TYPE_NONE);

  if (stack == self->stack && self->pending_content_page != NULL
      && !page_waits (self, self->content_stack))
    {
      g_autofree char *content = g_strdup (self->pending_content_page);

      _bk_window_show_stack_page (self, self->content_stack, content);
    }
}

void
_bk_window_show_pending_pages (BkWindow *self)
{
  GtkStack *stacks[] = { self->stack, self->content_stack };

  for (guint i = 0; i < G_N_ELEMENTS (stacks); i++)
    {
      g_autofree char *name = g_steal_pointer (pending_page (self, stacks[i]));

      if (name == NULL)
        continue;

      if (gtk_stack_get_child_by_name (stacks[i], name) == NULL
          && library_hidden (self, stacks[i]))
        {
          g_set_str (pending_page (self, stacks[i]), name);
          continue;
        }

      _bk_window_ensure_page (self, stacks[i], name);
      gtk_stack_set_visible_child_full (stacks[i], name, GTK_STACK_TRANSITION_TYPE_NONE);
    }
}
