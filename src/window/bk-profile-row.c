/* bk-profile-row.c: one profile of the library in the sidebar
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In the selection mode a click or Space toggles the row's check button, which follows the list
 * box's own selection.
 *
 * The library shows dozens of rows at start, so a row is kept light: its labels are set from the
 * entry's signals rather than through expressions, and the check button (in a revealer, which
 * slides it in) and the warning of a file that failed to load are only built when first needed.
 */

#define G_LOG_DOMAIN "bk-profile-row"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-accessible.h"
#include "bk-analysis.h"
#include "bk-format.h"
#include "bk-profile-entry.h"
#include "bk-profile-results.h"
#include "bk-types.h"
#include "bk-profile-row.h"
#include "bk-profile.h"
#include "bk-words.h"

struct _BkProfileRow
{
  GtkListBoxRow   parent_instance;

  BkProfileEntry *entry;
  gboolean        selection_mode;
  GSignalGroup   *entry_signals;
  GSignalGroup   *results_signals;  /* the entry's results, whose verdict the row shows */

  GtkWidget      *revealer;         /* the check button's, built for the selection mode */
  GtkWidget      *check_button;
  GtkWidget      *warning_image;    /* built when the entry's file failed to load */
  GtkWidget      *text_box;
  GtkWidget      *name_label;
  GtkWidget      *subtitle_label;
  GtkWidget      *verdict_label;
};

enum {
  PROP_0,
  PROP_ENTRY,
  PROP_SELECTION_MODE,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkProfileRow, bk_profile_row, GTK_TYPE_LIST_BOX_ROW)

static GParamSpec *properties[N_PROPS];

static const char * const verdict_classes[] = { "lean-rent", "lean-buy", "lean-neutral" };

/* The row's child, which the list box row owns (so the template does not name it). */
static GtkBox *
row_box (BkProfileRow *self)
{
  return GTK_BOX (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (self)));
}

static void
update_name (BkProfileRow *self)
{
  const char *name = self->entry != NULL ? bk_profile_entry_get_name (self->entry) : NULL;

  gtk_label_set_label (GTK_LABEL (self->name_label), name != NULL ? name : "");
  gtk_widget_set_tooltip_text (self->name_label, name);
}

static void
update_subtitle (BkProfileRow *self)
{
  const char *error = self->entry != NULL ? bk_profile_entry_get_error (self->entry) : NULL;
  g_autofree char *subtitle = NULL;

  subtitle = bk_profile_row_subtitle (NULL,
                                      self->entry != NULL
                                        ? bk_profile_entry_get_reviewed (self->entry) : NULL,
                                      error,
                                      self->entry != NULL
                                        && bk_profile_entry_get_review_due (self->entry));
  gtk_label_set_label (GTK_LABEL (self->subtitle_label), subtitle);

  if (error != NULL && self->warning_image == NULL)
    {
      /* The subtitle says it in words. */
      self->warning_image = g_object_new (GTK_TYPE_IMAGE,
                                          "icon-name", "dialog-warning-symbolic",
                                          "valign", GTK_ALIGN_CENTER,
                                          "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                          NULL);
      gtk_widget_add_css_class (self->warning_image, "warning");
      gtk_box_append (row_box (self), self->warning_image);
    }
  if (self->warning_image != NULL)
    gtk_widget_set_visible (self->warning_image, error != NULL);
}

static void
update_verdict_style (BkProfileRow *self)
{
  BkAnalysis *analysis = self->entry != NULL ? bk_profile_entry_get_analysis (self->entry) : NULL;
  g_autofree char *label = bk_profile_row_verdict_label (NULL, analysis);
  const char *wanted = NULL;

  gtk_label_set_label (GTK_LABEL (self->verdict_label), label);

  if (analysis != NULL && bk_analysis_get_no_demand (analysis))
    wanted = "lean-neutral";
  else if (analysis != NULL)
    {
      switch (bk_analysis_get_verdict (analysis))
        {
        case BK_VERDICT_RENT:
          wanted = "lean-rent";
          break;

        case BK_VERDICT_BUY:
        case BK_VERDICT_BUY_REQUIRED:
          wanted = "lean-buy";
          break;

        case BK_VERDICT_HYBRID:
        default:
          wanted = "lean-neutral";
          break;
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (verdict_classes); i++)
    {
      if (g_strcmp0 (wanted, verdict_classes[i]) == 0)
        gtk_widget_add_css_class (self->verdict_label, verdict_classes[i]);
      else
        gtk_widget_remove_css_class (self->verdict_label, verdict_classes[i]);
    }

  gtk_widget_set_visible (self->verdict_label, analysis != NULL);
}

/* An entry gets its results with its profile, which a file loaded later brings. */
static void
follow_results (BkProfileRow *self)
{
  g_signal_group_set_target (self->results_signals,
                             self->entry != NULL ? bk_profile_entry_get_results (self->entry)
                                                 : NULL);
  update_verdict_style (self);
}

static GtkListBox *
get_list_box (BkProfileRow *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  return GTK_IS_LIST_BOX (parent) ? GTK_LIST_BOX (parent) : NULL;
}

static void
set_selected (BkProfileRow *self,
              gboolean      selected)
{
  GtkListBox *box = get_list_box (self);

  if (box == NULL || gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (self)) == selected)
    return;

  if (selected)
    gtk_list_box_select_row (box, GTK_LIST_BOX_ROW (self));
  else
    gtk_list_box_unselect_row (box, GTK_LIST_BOX_ROW (self));
}

static void
state_flags_changed_cb (BkProfileRow  *self,
                        GtkStateFlags  previous)
{
  gboolean selected = gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (self));

  if (self->check_button != NULL
      && gtk_check_button_get_active (GTK_CHECK_BUTTON (self->check_button)) != selected)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->check_button), selected);
}

static void
check_toggled_cb (BkProfileRow   *self,
                  GtkCheckButton *button)
{
  set_selected (self, gtk_check_button_get_active (button));
}

/* The check button of the selection mode, in a revealer that slides it in and out. */
static void
ensure_check_button (BkProfileRow *self)
{
  if (self->check_button != NULL)
    return;

  self->check_button = gtk_check_button_new ();
  gtk_widget_set_valign (self->check_button, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_end (self->check_button, 6);
  gtk_widget_add_css_class (self->check_button, "selection-mode");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->check_button),
                               gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (self)));
  /* A screen reader says the profile's name for it, and can tick it, which GTK offers no
   * action for. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->check_button),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->name_label, NULL,
                                  -1);
  bk_accessible_add_action (self->check_button, "toggle");
  g_signal_connect_object (self->check_button, "toggled", G_CALLBACK (check_toggled_cb), self,
                           G_CONNECT_SWAPPED);

  self->revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT);
  gtk_widget_set_valign (self->revealer, GTK_ALIGN_CENTER);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), self->check_button);
  gtk_box_prepend (row_box (self), self->revealer);
  /* The box's spacing after the revealer now stands where the margin stood. */
  gtk_widget_set_margin_start (self->text_box, 0);
}

/* In selection mode a click anywhere on the row toggles it, as the check button would. */
static void
pressed_cb (BkProfileRow    *self,
            int              n_press,
            double           x,
            double           y,
            GtkGestureClick *gesture)
{
  if (!self->selection_mode)
    return;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  set_selected (self, !gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (self)));
}

/* The list box's own Space selects the row alone, which in the selection mode would throw the
 * rows chosen so far away: there Space toggles the row, as a click does. The action is enabled
 * in the selection mode only, so that elsewhere Space goes on to the list box; screen readers
 * list it among the row's actions. */
static void
toggle_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BkProfileRow *self = BK_PROFILE_ROW (widget);

  set_selected (self, !gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (self)));
}

static void
bk_profile_row_dispose (GObject *object)
{
  BkProfileRow *self = BK_PROFILE_ROW (object);

  if (self->entry_signals != NULL)
    g_signal_group_set_target (self->entry_signals, NULL);
  if (self->results_signals != NULL)
    g_signal_group_set_target (self->results_signals, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_PROFILE_ROW);

  g_clear_object (&self->entry);

  G_OBJECT_CLASS (bk_profile_row_parent_class)->dispose (object);
}

static void
bk_profile_row_finalize (GObject *object)
{
  BkProfileRow *self = BK_PROFILE_ROW (object);

  g_clear_object (&self->entry_signals);
  g_clear_object (&self->results_signals);

  G_OBJECT_CLASS (bk_profile_row_parent_class)->finalize (object);
}

static void
bk_profile_row_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BkProfileRow *self = BK_PROFILE_ROW (object);

  switch (prop_id)
    {
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
bk_profile_row_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BkProfileRow *self = BK_PROFILE_ROW (object);

  switch (prop_id)
    {
    case PROP_ENTRY:
      /* Construct-only: a row stands for one entry, and the list box makes a new row for another. */
      self->entry = g_value_dup_object (value);
      break;

    case PROP_SELECTION_MODE:
      bk_profile_row_set_selection_mode (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_row_constructed (GObject *object)
{
  BkProfileRow *self = BK_PROFILE_ROW (object);

  G_OBJECT_CLASS (bk_profile_row_parent_class)->constructed (object);

  g_signal_group_set_target (self->entry_signals, self->entry);
  update_name (self);
  update_subtitle (self);
  follow_results (self);
}

/* GtkListBoxRow selects the row that Tab brings the focus to, alone: in the selection mode that
 * threw away the profiles chosen so far, and outside it Tab opened every profile it passed.
 * Focus must not change what is chosen or shown (GNOME's HIG), so a row takes the focus here as
 * GtkListBoxRow does, but only moves the list's cursor; choosing stays with clicks, Space, Return
 * and the arrow keys. */
static gboolean
bk_profile_row_focus (GtkWidget        *widget,
                      GtkDirectionType  direction)
{
  GtkWidget *child = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (widget));
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);
  gboolean had_focus = gtk_widget_has_focus (widget);

  if (focus_child != NULL && gtk_widget_child_focus (focus_child, direction))
    return TRUE;

  if (direction == GTK_DIR_RIGHT || direction == GTK_DIR_TAB_FORWARD)
    {
      if (focus_child != NULL)
        return FALSE;
      if (!had_focus && gtk_widget_grab_focus (widget))
        return TRUE;
      return child != NULL && gtk_widget_child_focus (child, direction);
    }

  if (direction == GTK_DIR_LEFT || direction == GTK_DIR_TAB_BACKWARD)
    {
      if (had_focus)
        return FALSE;
      if (child != NULL && gtk_widget_child_focus (child, direction))
        return TRUE;
      return gtk_widget_grab_focus (widget);
    }

  return FALSE;
}

static void
bk_profile_row_class_init (BkProfileRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bk_profile_row_constructed;
  object_class->dispose = bk_profile_row_dispose;
  object_class->finalize = bk_profile_row_finalize;
  object_class->get_property = bk_profile_row_get_property;
  object_class->set_property = bk_profile_row_set_property;
  widget_class->focus = bk_profile_row_focus;

  properties[PROP_ENTRY] =
    g_param_spec_object ("entry", NULL, NULL, BK_TYPE_PROFILE_ENTRY,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTION_MODE] =
    g_param_spec_boolean ("selection-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-profile-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BkProfileRow, text_box);
  gtk_widget_class_bind_template_child (widget_class, BkProfileRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, BkProfileRow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, BkProfileRow, verdict_label);

  gtk_widget_class_install_action (widget_class, "profile-row.toggle", NULL, toggle_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "profile-row.toggle", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "profile-row.toggle",
                                       NULL);
}

static void
bk_profile_row_init (BkProfileRow *self)
{
  GtkGesture *gesture;

  self->entry_signals = g_signal_group_new (BK_TYPE_PROFILE_ENTRY);
  g_signal_group_connect_object (self->entry_signals, "notify::results",
                                 G_CALLBACK (follow_results), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->entry_signals, "notify::name",
                                 G_CALLBACK (update_name), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->entry_signals, "notify::reviewed",
                                 G_CALLBACK (update_subtitle), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->entry_signals, "notify::error",
                                 G_CALLBACK (update_subtitle), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->entry_signals, "notify::review-due",
                                 G_CALLBACK (update_subtitle), self, G_CONNECT_SWAPPED);
  self->results_signals = g_signal_group_new (BK_TYPE_PROFILE_RESULTS);
  g_signal_group_connect_object (self->results_signals, "notify::analysis",
                                 G_CALLBACK (update_verdict_style), self, G_CONNECT_SWAPPED);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* A screen reader says the profile's name, then its review and its verdict. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->name_label, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                  self->subtitle_label, self->verdict_label, NULL,
                                  -1);

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (gesture), GTK_PHASE_CAPTURE);
  g_signal_connect_object (gesture, "pressed", G_CALLBACK (pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "profile-row.toggle", FALSE);

  g_signal_connect (self, "state-flags-changed", G_CALLBACK (state_flags_changed_cb), NULL);
}

/* Public API */

/**
 * bk_profile_row_new:
 * @entry: the library entry the row shows
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
bk_profile_row_new (BkProfileEntry *entry)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (entry), NULL);

  return g_object_new (BK_TYPE_PROFILE_ROW, "entry", entry, NULL);
}

/* Returns: (transfer none): the entry the row shows */
BkProfileEntry *
bk_profile_row_get_entry (BkProfileRow *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ROW (self), NULL);

  return self->entry;
}

gboolean
bk_profile_row_get_selection_mode (BkProfileRow *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ROW (self), FALSE);

  return self->selection_mode;
}

void
bk_profile_row_set_selection_mode (BkProfileRow *self,
                                   gboolean      selection_mode)
{
  g_return_if_fail (BK_IS_PROFILE_ROW (self));

  selection_mode = !!selection_mode;
  if (self->selection_mode == selection_mode)
    return;

  self->selection_mode = selection_mode;
  if (selection_mode)
    ensure_check_button (self);
  if (self->revealer != NULL)
    gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), selection_mode);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "profile-row.toggle", selection_mode);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION_MODE]);
}

/* Returns: (transfer none) (nullable): the check button of the selection mode, which a row
 * gets when the selection mode first starts */
GtkWidget *
bk_profile_row_get_check_button (BkProfileRow *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ROW (self), NULL);

  return self->check_button;
}

/**
 * bk_profile_row_verdict_label:
 * @analysis: (nullable): the engine's answer for the profile
 *
 * Returns: (transfer full): the verdict in a word or two, or "" without an analysis
 */
char *
bk_profile_row_verdict_label (gpointer    unused,
                              BkAnalysis *analysis)
{
  return g_strdup (analysis != NULL ? bk_words_verdict_short (analysis) : "");
}

/**
 * bk_profile_row_subtitle:
 * @reviewed: (nullable): the date of the last review, as YYYY-MM-DD
 * @error: (nullable): why the profile's file failed to load
 * @review_due: whether the last review is more than a year ago
 *
 * Returns: (transfer full): the second line of the row
 */
char *
bk_profile_row_subtitle (gpointer    unused,
                         const char *reviewed,
                         const char *error,
                         gboolean    review_due)
{
  g_autofree char *date = NULL;
  GDate parsed;

  if (error != NULL)
    return g_strdup (_("Could not be loaded"));

  if (reviewed == NULL || !bk_parse_iso_date (reviewed, &parsed))
    return g_strdup (_("Never reviewed"));

  date = bk_format_date (&parsed);

  if (review_due)
    /* Translators: %s is a date in the locale's format, "03/05/2024", over a year ago. */
    return g_strdup_printf (_("Review due, last on %s"), date);

  /* Translators: %s is a date in the locale's format, "03/05/2024". */
  return g_strdup_printf (_("Reviewed on %s"), date);
}
