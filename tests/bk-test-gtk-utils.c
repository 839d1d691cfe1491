/* bk-test-gtk-utils.c: helpers for widget tests: find, show and save widgets
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-test-gtk-utils"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-window-private.h"
#include "bk-window.h"
#include "bk-workload.h"

void
bk_test_flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
bk_test_set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  bk_test_flush ();
}

GtkWindow *
bk_test_show_in_window (GtkWidget *child,
                        int        width,
                        int        height,
                        gboolean   dark)
{
  GtkWidget *window;

  g_return_val_if_fail (GTK_IS_WIDGET (child), NULL);

  bk_test_set_dark (dark);

  window = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  adw_window_set_content (ADW_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));

  gtk_test_widget_wait_for_draw (window);
  bk_test_flush ();

  /* The default size counts the window's decorations too; give the content itself the width
   * asked for, which is what a narrow-screen test is about. */
  if (gtk_widget_get_width (child) != width && gtk_widget_get_width (child) > 0)
    {
      gtk_window_set_default_size (GTK_WINDOW (window),
                                   width + (width - gtk_widget_get_width (child)), height);
      gtk_test_widget_wait_for_draw (window);
      bk_test_flush ();
    }

  return GTK_WINDOW (window);
}

gboolean
bk_test_save_png (GtkWidget   *widget,
                  const char  *path,
                  GError     **error)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *dir = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  GtkNative *native;
  int width, height;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  native = gtk_widget_get_native (widget);
  if (native == NULL || !gtk_widget_get_realized (widget))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "The widget must be shown in a window before it can be saved");
      return FALSE;
    }

  /* Parts of a page follow its first frame at idle priority (the result page's lower groups
   * and strategy in time): a widget waiting for the layout they asked for draws nothing yet,
   * so wait for another frame until it draws. */
  paintable = gtk_widget_paintable_new (widget);
  for (guint frame = 0; frame < 10 && node == NULL; frame++)
    {
      gtk_test_widget_wait_for_draw (widget);
      bk_test_flush ();

      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      if (width <= 0 || height <= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       "The widget has no size (%d × %d)", width, height);
          return FALSE;
        }

      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  if (node == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "The widget drew nothing");
      return FALSE;
    }

  renderer = gtk_native_get_renderer (native);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "Cannot create %s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Cannot write %s", path);
      return FALSE;
    }

  return TRUE;
}

/* Adds every node of @type under @root to @nodes (not owned), through containers, transforms,
 * clips, opacity and debug nodes, in drawing order. */
void
bk_test_collect_nodes (GskRenderNode     *root,
                       GskRenderNodeType  type,
                       GPtrArray         *nodes)
{
  GskRenderNodeType root_type = gsk_render_node_get_node_type (root);

  if (root_type == type)
    {
      g_ptr_array_add (nodes, root);
      return;
    }

  switch (root_type)
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (root); i++)
        bk_test_collect_nodes (gsk_container_node_get_child (root, i), type, nodes);
      break;

    case GSK_TRANSFORM_NODE:
      bk_test_collect_nodes (gsk_transform_node_get_child (root), type, nodes);
      break;

    case GSK_CLIP_NODE:
      bk_test_collect_nodes (gsk_clip_node_get_child (root), type, nodes);
      break;

    case GSK_ROUNDED_CLIP_NODE:
      bk_test_collect_nodes (gsk_rounded_clip_node_get_child (root), type, nodes);
      break;

    case GSK_OPACITY_NODE:
      bk_test_collect_nodes (gsk_opacity_node_get_child (root), type, nodes);
      break;

    case GSK_DEBUG_NODE:
      bk_test_collect_nodes (gsk_debug_node_get_child (root), type, nodes);
      break;

    default:
      break;
    }
}

GtkWidget *
bk_test_find_widget (GtkWidget  *root,
                     GType       type,
                     const char *property,
                     const char *value)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);

  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    {
      g_autofree char *text = NULL;

      if (property == NULL)
        return root;

      if (g_object_class_find_property (G_OBJECT_GET_CLASS (root), property) != NULL)
        g_object_get (root, property, &text, NULL);
      if (g_strcmp0 (text, value) == 0)
        return root;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = bk_test_find_widget (child, type, property, value);

      if (found != NULL)
        return found;
    }

  return NULL;
}

gpointer
bk_test_find_row (GtkWidget  *root,
                  GType       type,
                  const char *title)
{
  GtkWidget *row = bk_test_find_widget (root, type, "title", title);

  if (row == NULL)
    g_error ("No %s titled “%s”", g_type_name (type), title);

  return row;
}

GtkLabel *
bk_test_find_label (GtkWidget  *root,
                    const char *prefix)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found;

      if (GTK_IS_LABEL (child) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (child)), prefix))
        return GTK_LABEL (child);

      found = bk_test_find_label (child, prefix);
      if (found != NULL)
        return found;
    }

  return NULL;
}

void
bk_test_assert_in_view (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_nonnull (scrolled);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, scrolled, &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (scrolled));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scrolled));
}

static GtkWidget *
view_child (BkResultView *view,
            const char   *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view), BK_TYPE_RESULT_VIEW, name));
}

static void
assert_result_in_view (BkResultView *view,
                       gboolean      figures)
{
  static const char * const answer[] = { "verdict_label", "reason_label", "agreement_label" };
  static const char * const key_figures[] = {
    "rent_tco_label", "buy_tco_label", "break_even_label", "optimal_label",
  };

  for (guint i = 0; i < G_N_ELEMENTS (answer); i++)
    bk_test_assert_in_view (view_child (view, answer[i]));
  for (guint i = 0; figures && i < G_N_ELEMENTS (key_figures); i++)
    bk_test_assert_in_view (view_child (view, key_figures[i]));
  bk_test_assert_in_view (GTK_WIDGET (bk_result_view_get_chart (view)));
}

static gboolean
results_done (gpointer data)
{
  BkProfileResults *results = data;

  return bk_profile_results_is_done (results, BK_RESULTS_STAGE_STRATEGY)
         && bk_profile_results_is_done (results, BK_RESULTS_STAGE_UNCERTAINTY);
}

/* Where the result page's answer and chart are, in the window's coordinates. */
static void
result_bounds (BkResultView    *view,
               GtkWidget       *window,
               graphene_rect_t  bounds[4])
{
  static const char * const names[] = { "verdict_label", "agreement_label", "optimal_label" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (!gtk_widget_compute_bounds (view_child (view, names[i]), window, &bounds[i]))
      graphene_rect_init (&bounds[i], 0, 0, 0, 0);
  if (!gtk_widget_compute_bounds (GTK_WIDGET (bk_result_view_get_chart (view)), window, &bounds[3]))
    graphene_rect_init (&bounds[3], 0, 0, 0, 0);
}

/* The page as the user sees it once it is complete: every stage of the results the window
 * shows is done (the strategy at idle priority, the uncertainty on a worker thread after its
 * delay), and the layout they cause is final, the same in two frames in a row (the first
 * allocation can switch a breakpoint, the next shows it). Waiting for a number of frames
 * instead would measure whichever stage the machine's load let arrive. */
static void
settle (GtkWidget *widget)
{
  BkWindow *window = BK_WINDOW (widget);
  BkResultView *view = bk_window_get_result_view (window);
  BkProfile *profile = bk_window_get_profile (window);
  graphene_rect_t before[4], after[4];
  guint frames = 0;

  if (profile != NULL)
    {
      g_autoptr(BkProfileResults) results = bk_profile_results_dup_for_profile (profile);

      bk_test_wait_for (results_done, results);
    }

  gtk_test_widget_wait_for_draw (widget);
  bk_test_flush ();
  result_bounds (view, widget, after);
  do
    {
      memcpy (before, after, sizeof before);
      gtk_test_widget_wait_for_draw (widget);
      bk_test_flush ();
      result_bounds (view, widget, after);
      g_assert_cmpuint (++frames, <, 100);
    }
  while (memcmp (before, after, sizeof before) != 0);
}

void
bk_test_assert_first_screen (GtkWidget *widget)
{
  BkWindow *window = BK_WINDOW (widget);
  BkResultView *view = bk_window_get_result_view (window);
  guint n = g_list_model_get_n_items (bk_window_get_examples (window));

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      BkWorkload *workload;

      g_assert_true (gtk_widget_activate_action (widget, "win.open-example", "u", i));
      settle (widget);
      assert_result_in_view (view, TRUE);

      /* Beside the inputs the verdict and the chart stay in view as an input changes. */
      g_assert_true (gtk_widget_activate_action (widget, "win.show-inputs", NULL));
      settle (widget);
      workload = bk_profile_get_workload (bk_window_get_profile (window));
      bk_workload_set_utilisation (workload, bk_workload_get_utilisation (workload) + 1);
      settle (widget);
      assert_result_in_view (view, FALSE);
      bk_workload_set_utilisation (workload, bk_workload_get_utilisation (workload) - 1);

      g_assert_true (gtk_widget_activate_action (widget, "win.show-inputs", NULL));
      settle (widget);
    }
}

static gboolean
trigger_matches (GtkShortcutTrigger *trigger,
                 guint               keyval,
                 GdkModifierType     modifiers)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return trigger_matches (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)),
                            keyval, modifiers)
           || trigger_matches (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)),
                               keyval, modifiers);

  return GTK_IS_KEYVAL_TRIGGER (trigger)
         && gdk_keyval_to_lower (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)))
            == gdk_keyval_to_lower (keyval)
         && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers;
}

static gboolean
run_shortcuts (GtkWidget          *widget,
               GtkPropagationPhase phase,
               guint               keyval,
               GdkModifierType     modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) != phase
          || gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller))
             != GTK_SHORTCUT_SCOPE_LOCAL)
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (trigger_matches (gtk_shortcut_get_trigger (shortcut), keyval, modifiers)
              && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                               gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }

  return FALSE;
}

gboolean
bk_test_press_keys (GtkWidget      *window,
                    guint           keyval,
                    GdkModifierType modifiers)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();
  GtkWidget *focus;
  gboolean handled = FALSE;

  g_return_val_if_fail (GTK_IS_WINDOW (window), FALSE);

  focus = gtk_window_get_focus (GTK_WINDOW (window));
  for (GtkWidget *w = focus != NULL ? focus : window; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_add (chain, w);

  for (guint i = chain->len; i-- > 0 && !handled;)
    handled = run_shortcuts (g_ptr_array_index (chain, i), GTK_PHASE_CAPTURE, keyval, modifiers);
  for (guint i = 0; i < chain->len && !handled; i++)
    handled = run_shortcuts (g_ptr_array_index (chain, i), GTK_PHASE_BUBBLE, keyval, modifiers);

  bk_test_flush ();
  return handled;
}
