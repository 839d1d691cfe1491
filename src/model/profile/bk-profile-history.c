/* bk-profile-history.c: undo and redo of a profile's input changes
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history keeps the profile's states as copies: states[position] is the profile as it is
 * now, the ones before it what undo goes back to, the ones after it what redo goes forward to.
 * Undo and redo make the profile equal to a state with bk_profile_assign(), which emits
 * "changed" once, so that the analysis, every view and the file on disk follow as after any
 * other change.
 *
 * Every "changed" of the profile is a step, except that a change of the same one field as the
 * step before, within BK_PROFILE_HISTORY_COALESCE_MS of it, joins that step: a held arrow key
 * or a typed word is undone at once. A group of changes (bk_profile_begin_change()) is always a
 * step of its own, and bk_profile_history_seal() ends the joining, for example when the focus
 * leaves a field.
 */

#define G_LOG_DOMAIN "bk-profile-history"

#include "config.h"

#include "bk-profile-history-private.h"
#include "bk-profile-history.h"
#include "bk-profile-private.h"
#include "bk-profile.h"

struct _BkProfileHistory
{
  GObject    parent_instance;

  BkProfile *profile;   /* unowned: the profile owns its history */
  GPtrArray *states;    /* of BkProfile, never empty */
  guint      position;

  /* What the newest step changed, for joining the next change to it: its one field, when it
   * was not a group, several fields, an undo or a redo. */
  BkProfileField last_field;
  gboolean   joinable;
  gint64     last_time;
  gint64     fixed_time;

  guint      applying : 1;
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkProfileHistory, bk_profile_history, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static gint64
now (BkProfileHistory *self)
{
  return self->fixed_time != 0 ? self->fixed_time : g_get_monotonic_time ();
}

/* Notifies can-undo and can-redo where they changed from what they were. */
static void
notify_after (BkProfileHistory *self,
              gboolean          could_undo,
              gboolean          could_redo)
{
  if (could_undo != bk_profile_history_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != bk_profile_history_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static BkProfile *
state_at (BkProfileHistory *self,
          guint             index)
{
  return g_ptr_array_index (self->states, index);
}

static void
profile_changed_cb (BkProfileHistory *self)
{
  gboolean could_undo = bk_profile_history_get_can_undo (self);
  gboolean could_redo = bk_profile_history_get_can_redo (self);
  BkProfile *current = state_at (self, self->position);
  gboolean grouped = _bk_profile_get_change_grouped (self->profile);
  BkProfileField field;
  gboolean one_field;
  gint64 time = now (self);

  if (self->applying)
    return;

  /* A group may change a value and change it back; a single change always changes something,
   * since setters notify only on a change. */
  if (grouped && bk_profile_equal (current, self->profile))
    return;

  one_field = !grouped && _bk_profile_get_changed_field (self->profile, &field);

  /* A new change ends what redo could go forward to. */
  if (self->position + 1 < self->states->len)
    g_ptr_array_set_size (self->states, self->position + 1);

  if (one_field && self->joinable && self->position > 0
      && _bk_profile_field_equal (&field, &self->last_field)
      && time - self->last_time < BK_PROFILE_HISTORY_COALESCE_MS * G_TIME_SPAN_MILLISECOND)
    {
      /* The step changes this one field only: the new value is all there is to take over. */
      _bk_profile_copy_value (current, self->profile, &field);

      /* Typed and typed back: the step changes nothing any more, and goes. */
      if (_bk_profile_same_value (current, state_at (self, self->position - 1), &field))
        {
          g_ptr_array_remove_index (self->states, self->position);
          self->position--;
          one_field = FALSE;
        }
    }
  else
    {
      g_ptr_array_add (self->states, bk_profile_copy (self->profile));
      self->position++;

      if (self->states->len > BK_PROFILE_HISTORY_MAX_STEPS + 1)
        {
          g_ptr_array_remove_index (self->states, 0);
          self->position--;
        }
    }

  self->joinable = one_field;
  if (one_field)
    self->last_field = field;
  self->last_time = time;

  notify_after (self, could_undo, could_redo);
}

/* Makes the profile the state at @index. */
static void
go_to (BkProfileHistory *self,
       guint             index)
{
  gboolean could_undo = bk_profile_history_get_can_undo (self);
  gboolean could_redo = bk_profile_history_get_can_redo (self);

  self->position = index;
  bk_profile_history_seal (self);

  self->applying = TRUE;
  bk_profile_assign (self->profile, state_at (self, index));
  self->applying = FALSE;

  notify_after (self, could_undo, could_redo);
}

static void
bk_profile_history_dispose (GObject *object)
{
  BkProfileHistory *self = BK_PROFILE_HISTORY (object);

  if (self->profile != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->profile, self);
      g_object_remove_weak_pointer (G_OBJECT (self->profile), (gpointer *) &self->profile);
      self->profile = NULL;
    }

  G_OBJECT_CLASS (bk_profile_history_parent_class)->dispose (object);
}

static void
bk_profile_history_finalize (GObject *object)
{
  BkProfileHistory *self = BK_PROFILE_HISTORY (object);

  g_clear_pointer (&self->states, g_ptr_array_unref);

  G_OBJECT_CLASS (bk_profile_history_parent_class)->finalize (object);
}

static void
bk_profile_history_constructed (GObject *object)
{
  BkProfileHistory *self = BK_PROFILE_HISTORY (object);

  G_OBJECT_CLASS (bk_profile_history_parent_class)->constructed (object);

  g_assert (BK_IS_PROFILE (self->profile));

  g_object_add_weak_pointer (G_OBJECT (self->profile), (gpointer *) &self->profile);
  g_ptr_array_add (self->states, bk_profile_copy (self->profile));
  g_signal_connect_swapped (self->profile, "changed", G_CALLBACK (profile_changed_cb), self);
}

static void
bk_profile_history_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BkProfileHistory *self = BK_PROFILE_HISTORY (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, bk_profile_history_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, bk_profile_history_get_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_history_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BkProfileHistory *self = BK_PROFILE_HISTORY (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      /* Construct-only, and unowned: the profile owns its history. */
      self->profile = g_value_get_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_history_class_init (BkProfileHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = bk_profile_history_constructed;
  object_class->dispose = bk_profile_history_dispose;
  object_class->finalize = bk_profile_history_finalize;
  object_class->get_property = bk_profile_history_get_property;
  object_class->set_property = bk_profile_history_set_property;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_profile_history_init (BkProfileHistory *self)
{
  self->states = g_ptr_array_new_with_free_func (g_object_unref);
}

/* Public API */

/**
 * bk_profile_history_new:
 * @profile: the profile whose changes to record
 *
 * A history of @profile's changes from now on. The app uses the one bk_profile_get_history()
 * makes, which every view of the profile shares; the history does not keep @profile alive.
 *
 * Returns: (transfer full): a new history with nothing to undo
 */
BkProfileHistory *
bk_profile_history_new (BkProfile *profile)
{
  g_return_val_if_fail (BK_IS_PROFILE (profile), NULL);

  return g_object_new (BK_TYPE_PROFILE_HISTORY, "profile", profile, NULL);
}

/* Returns: (transfer none) (nullable): the profile, or %NULL once it is gone */
BkProfile *
bk_profile_history_get_profile (BkProfileHistory *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_HISTORY (self), NULL);

  return self->profile;
}

gboolean
bk_profile_history_get_can_undo (BkProfileHistory *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_HISTORY (self), FALSE);

  return self->profile != NULL && self->position > 0;
}

gboolean
bk_profile_history_get_can_redo (BkProfileHistory *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_HISTORY (self), FALSE);

  return self->profile != NULL && self->position + 1 < self->states->len;
}

/* Returns: how many steps undo can take back */
guint
bk_profile_history_get_n_undo (BkProfileHistory *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_HISTORY (self), 0);

  return self->position;
}

/* Returns: how many steps redo can take forward again */
guint
bk_profile_history_get_n_redo (BkProfileHistory *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_HISTORY (self), 0);

  return self->states->len - 1 - self->position;
}

/**
 * bk_profile_history_undo:
 *
 * Takes the profile back to what it was before the last step; "changed" is emitted once.
 *
 * Returns: whether there was a step to undo
 */
gboolean
bk_profile_history_undo (BkProfileHistory *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_HISTORY (self), FALSE);

  if (!bk_profile_history_get_can_undo (self) || _bk_profile_get_changing (self->profile))
    return FALSE;

  go_to (self, self->position - 1);
  return TRUE;
}

/**
 * bk_profile_history_redo:
 *
 * Makes the step undo took back again; "changed" is emitted once.
 *
 * Returns: whether there was a step to redo
 */
gboolean
bk_profile_history_redo (BkProfileHistory *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_HISTORY (self), FALSE);

  if (!bk_profile_history_get_can_redo (self) || _bk_profile_get_changing (self->profile))
    return FALSE;

  go_to (self, self->position + 1);
  return TRUE;
}

/**
 * bk_profile_history_seal:
 *
 * Ends the last step: the next change is a step of its own even when it changes the same field
 * straight away. Called when the focus leaves a field, so that typing into it again is undone
 * apart from what was typed before.
 */
void
bk_profile_history_seal (BkProfileHistory *self)
{
  g_return_if_fail (BK_IS_PROFILE_HISTORY (self));

  self->joinable = FALSE;
}

/* Forgets every step: the profile as it is now is where undo starts from. */
void
bk_profile_history_clear (BkProfileHistory *self)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (BK_IS_PROFILE_HISTORY (self));

  if (self->profile == NULL)
    return;

  could_undo = bk_profile_history_get_can_undo (self);
  could_redo = bk_profile_history_get_can_redo (self);

  g_ptr_array_set_size (self->states, 0);
  g_ptr_array_add (self->states, bk_profile_copy (self->profile));
  self->position = 0;
  bk_profile_history_seal (self);

  notify_after (self, could_undo, could_redo);
}

void
_bk_profile_history_set_time (BkProfileHistory *self,
                              gint64            usec)
{
  g_return_if_fail (BK_IS_PROFILE_HISTORY (self));

  self->fixed_time = usec;
}
