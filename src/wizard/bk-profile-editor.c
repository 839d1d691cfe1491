/* bk-profile-editor.c: every input of a profile on one scrolling page
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wizard's own step forms, without their guidance texts; like the wizard it writes straight
 * into the profile.
 */

#define G_LOG_DOMAIN "bk-profile-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-accessible.h"
#include "bk-deferred.h"
#include "bk-format.h"
#include "bk-profile-editor.h"
#include "bk-profile.h"
#include "bk-step-compliance.h"
#include "bk-step-hardware.h"
#include "bk-step-know-how.h"
#include "bk-step-obsolescence.h"
#include "bk-step-predictability.h"
#include "bk-step-prices.h"
#include "bk-step-transfer.h"
#include "bk-step-utilisation.h"
#include "bk-step.h"

#define N_STEPS 8

struct _BkProfileEditor
{
  GtkWidget      parent_instance;

  BkProfile     *profile;
  GSettings     *settings;
  GBindingGroup *profile_bindings;
  GSignalGroup  *profile_signals;

  AdwEntryRow   *name_row;
  GtkTextBuffer *notes_buffer;
  GtkTextView   *notes_view;
  AdwActionRow  *reviewed_row;
  BkStep        *steps[N_STEPS];

  /* Steps 3 to 8 start hidden and show once the first frame is on screen (see
   * show_later_steps()). */
  gboolean       later_steps_shown;

  /* Takes back the selection of the name that the focus made; see unselect_name_cb(). */
  guint          unselect_source;
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_SETTINGS,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkProfileEditor, bk_profile_editor, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

/* Model strings may be NULL; the text widgets want "". */
static gboolean
string_to_text (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      user_data)
{
  const char *text = g_value_get_string (from);

  g_value_set_string (to, text ? text : "");
  return TRUE;
}

/* The name is the pane's first field, where the focus lands when the pane is shown or tabbed
 * into. GTK selects an entry's whole text right after it gets the focus from the keyboard, so
 * that the next key would replace the profile's name: the cursor goes to the end of the name
 * instead, before the next frame shows the selection. */
static gboolean
unselect_name_cb (gpointer data)
{
  BkProfileEditor *self = data;
  GtkEditable *name = GTK_EDITABLE (self->name_row);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int start, end;

  self->unselect_source = 0;

  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->name_row))
      && gtk_editable_get_selection_bounds (name, &start, &end) && start == 0
      && end == g_utf8_strlen (gtk_editable_get_text (name), -1))
    gtk_editable_set_position (name, -1);

  return G_SOURCE_REMOVE;
}

static void
name_focus_enter_cb (BkProfileEditor *self)
{
  if (self->unselect_source == 0)
    self->unselect_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, unselect_name_cb, self, NULL);
}

static void
update_reviewed (BkProfileEditor *self)
{
  GDate date;

  if (self->profile != NULL && bk_profile_get_reviewed_date (self->profile, &date))
    {
      g_autofree char *text = bk_format_date (&date);

      adw_action_row_set_subtitle (self->reviewed_row, text);
    }
  else
    {
      /* Translators: when the profile's figures were last reviewed: never. */
      adw_action_row_set_subtitle (self->reviewed_row, _("Never"));
    }
}

static void
mark_reviewed_cb (BkProfileEditor *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  GDate today;

  if (self->profile == NULL)
    return;

  g_date_clear (&today, 1);
  g_date_set_dmy (&today,
                  (GDateDay) g_date_time_get_day_of_month (now),
                  (GDateMonth) g_date_time_get_month (now),
                  (GDateYear) g_date_time_get_year (now));
  bk_profile_mark_reviewed (self->profile, &today);
}

/* The first two steps fill the screen; the other six are below it. Laying them out before the
 * first frame costs the app a good part of its start-up, so they are shown right after it. */
static void
show_later_steps (BkProfileEditor *self)
{
  if (self->later_steps_shown)
    return;

  self->later_steps_shown = TRUE;
  for (guint i = 2; i < N_STEPS; i++)
    {
      /* NULL once the editor is disposed. */
      if (self->steps[i] != NULL)
        gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->steps[i])), TRUE);
    }
}

static void
first_frame_cb (GtkWidget *widget,
                gpointer   user_data)
{
  show_later_steps (BK_PROFILE_EDITOR (widget));
}

static void
bk_profile_editor_dispose (GObject *object)
{
  BkProfileEditor *self = BK_PROFILE_EDITOR (object);
  GtkWidget *child;

  g_clear_handle_id (&self->unselect_source, g_source_remove);

  if (self->profile_bindings != NULL)
    g_binding_group_set_source (self->profile_bindings, NULL);
  if (self->profile_signals != NULL)
    g_signal_group_set_target (self->profile_signals, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_PROFILE_EDITOR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->profile);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bk_profile_editor_parent_class)->dispose (object);
}

static void
bk_profile_editor_finalize (GObject *object)
{
  BkProfileEditor *self = BK_PROFILE_EDITOR (object);

  g_clear_object (&self->profile_bindings);
  g_clear_object (&self->profile_signals);

  G_OBJECT_CLASS (bk_profile_editor_parent_class)->finalize (object);
}

static void
bk_profile_editor_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BkProfileEditor *self = BK_PROFILE_EDITOR (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, bk_profile_editor_get_profile (self));
      break;

    case PROP_SETTINGS:
      g_value_set_object (value, bk_profile_editor_get_settings (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_editor_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BkProfileEditor *self = BK_PROFILE_EDITOR (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      bk_profile_editor_set_profile (self, g_value_get_object (value));
      break;

    case PROP_SETTINGS:
      bk_profile_editor_set_settings (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_editor_class_init (BkProfileEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_profile_editor_dispose;
  object_class->finalize = bk_profile_editor_finalize;
  object_class->get_property = bk_profile_editor_get_property;
  object_class->set_property = bk_profile_editor_set_property;

  /* The profile whose inputs are shown; every change is written into it at once. */
  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL,
                         BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The application's settings, handed on to the forms for the exchange rates edited in
   * Preferences; %NULL for the shipped rates alone. */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BK_TYPE_STEP_HARDWARE);
  g_type_ensure (BK_TYPE_STEP_UTILISATION);
  g_type_ensure (BK_TYPE_STEP_PREDICTABILITY);
  g_type_ensure (BK_TYPE_STEP_OBSOLESCENCE);
  g_type_ensure (BK_TYPE_STEP_TRANSFER);
  g_type_ensure (BK_TYPE_STEP_COMPLIANCE);
  g_type_ensure (BK_TYPE_STEP_KNOW_HOW);
  g_type_ensure (BK_TYPE_STEP_PRICES);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-profile-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BkProfileEditor, name_row);
  gtk_widget_class_bind_template_child (widget_class, BkProfileEditor, notes_buffer);
  gtk_widget_class_bind_template_child (widget_class, BkProfileEditor, notes_view);
  gtk_widget_class_bind_template_child (widget_class, BkProfileEditor, reviewed_row);
  gtk_widget_class_bind_template_child_full (widget_class, "step1", FALSE,
                                             G_STRUCT_OFFSET (BkProfileEditor, steps[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "step2", FALSE,
                                             G_STRUCT_OFFSET (BkProfileEditor, steps[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "step3", FALSE,
                                             G_STRUCT_OFFSET (BkProfileEditor, steps[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "step4", FALSE,
                                             G_STRUCT_OFFSET (BkProfileEditor, steps[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "step5", FALSE,
                                             G_STRUCT_OFFSET (BkProfileEditor, steps[4]));
  gtk_widget_class_bind_template_child_full (widget_class, "step6", FALSE,
                                             G_STRUCT_OFFSET (BkProfileEditor, steps[5]));
  gtk_widget_class_bind_template_child_full (widget_class, "step7", FALSE,
                                             G_STRUCT_OFFSET (BkProfileEditor, steps[6]));
  gtk_widget_class_bind_template_child_full (widget_class, "step8", FALSE,
                                             G_STRUCT_OFFSET (BkProfileEditor, steps[7]));
  gtk_widget_class_bind_template_callback (widget_class, mark_reviewed_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bk_profile_editor_init (BkProfileEditor *self)
{
  GtkEventController *focus;
  GtkEditable *text;

  gtk_widget_init_template (GTK_WIDGET (self));
  bk_accessible_complete (GTK_WIDGET (self));

  for (guint i = 2; i < N_STEPS; i++)
    gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->steps[i])), FALSE);
  bk_widget_run_after_first_frame (GTK_WIDGET (self), first_frame_cb, NULL);

  text = gtk_editable_get_delegate (GTK_EDITABLE (self->name_row));
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_object (focus, "enter", G_CALLBACK (name_focus_enter_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (text), focus);
  bk_step_leave_undo_to_profile (GTK_WIDGET (self->name_row));
  bk_step_leave_undo_to_profile (GTK_WIDGET (self->notes_view));

  self->profile_bindings = g_binding_group_new ();
  g_binding_group_bind_full (self->profile_bindings, "name", self->name_row, "text",
                             G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                             string_to_text, NULL, NULL, NULL);
  g_binding_group_bind_full (self->profile_bindings, "notes", self->notes_buffer, "text",
                             G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                             string_to_text, NULL, NULL, NULL);

  self->profile_signals = g_signal_group_new (BK_TYPE_PROFILE);
  g_signal_group_connect_object (self->profile_signals, "notify::reviewed",
                                 G_CALLBACK (update_reviewed), self, G_CONNECT_SWAPPED);

  update_reviewed (self);
}

/**
 * bk_profile_editor_new:
 * @profile: (nullable): the profile to edit
 *
 * Returns: (transfer floating): a new editor
 */
GtkWidget *
bk_profile_editor_new (BkProfile *profile)
{
  g_return_val_if_fail (profile == NULL || BK_IS_PROFILE (profile), NULL);

  return g_object_new (BK_TYPE_PROFILE_EDITOR, "profile", profile, NULL);
}

/* Returns: (transfer none) (nullable): the profile being edited */
BkProfile *
bk_profile_editor_get_profile (BkProfileEditor *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_EDITOR (self), NULL);

  return self->profile;
}

void
bk_profile_editor_set_profile (BkProfileEditor *self,
                               BkProfile       *profile)
{
  g_return_if_fail (BK_IS_PROFILE_EDITOR (self));
  g_return_if_fail (profile == NULL || BK_IS_PROFILE (profile));

  if (!g_set_object (&self->profile, profile))
    return;

  g_binding_group_set_source (self->profile_bindings, profile);
  g_signal_group_set_target (self->profile_signals, profile);
  update_reviewed (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

/**
 * bk_profile_editor_get_step_widget:
 * @step: a step number, 1 to 8, as in the wizard
 *
 * Returns: (transfer none): the form of that step, a #BkStep
 */
GtkWidget *
bk_profile_editor_get_step_widget (BkProfileEditor *self,
                                   guint            step)
{
  g_return_val_if_fail (BK_IS_PROFILE_EDITOR (self), NULL);
  g_return_val_if_fail (step >= 1 && step <= N_STEPS, NULL);

  /* Whoever asks for a step is about to show or use it. */
  show_later_steps (self);

  return GTK_WIDGET (self->steps[step - 1]);
}

/* Returns: (transfer none) (nullable): see #BkProfileEditor:settings */
GSettings *
bk_profile_editor_get_settings (BkProfileEditor *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_EDITOR (self), NULL);

  return self->settings;
}

void
bk_profile_editor_set_settings (BkProfileEditor *self,
                                GSettings       *settings)
{
  g_return_if_fail (BK_IS_PROFILE_EDITOR (self));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  if (g_set_object (&self->settings, settings))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
}
