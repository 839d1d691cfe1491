/* bk-profile-entry.c: one profile of the library, or the error of a file that did not load
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An entry follows its profile: every change marks it unsaved and asks its store for an
 * autosave. It holds the profile's results, whose analysis the library's row shows: the row
 * looks the analysis up through #BkProfileEntry:results, and the entry keeps no copy of it.
 */

#define G_LOG_DOMAIN "bk-profile-store"

#include "config.h"

#include "bk-analysis.h"
#include "bk-profile-entry-private.h"
#include "bk-profile-entry.h"
#include "bk-profile-files.h"
#include "bk-profile-results.h"
#include "bk-profile-store-private.h"
#include "bk-profile.h"

enum {
  PROP_0,
  PROP_FILE,
  PROP_PROFILE,
  PROP_ERROR,
  PROP_NAME,
  PROP_REVIEWED,
  PROP_RESULTS,
  PROP_REVIEW_DUE,
  PROP_SAVED,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkProfileEntry, bk_profile_entry, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

void
_bk_profile_entry_update_saved (BkProfileEntry *self)
{
  gboolean saved = !self->dirty && !self->needs_create && self->busy == 0;

  if (self->saved != saved)
    {
      self->saved = saved;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVED]);
    }
}

/* The profile's results are shared with the result page: one analysis per change. */
static void
update_review_due (BkProfileEntry *self)
{
  BkAnalysis *analysis = bk_profile_entry_get_analysis (self);
  gboolean due = analysis != NULL && bk_analysis_get_review_due (analysis);

  if (self->review_due == due)
    return;

  self->review_due = due;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW_DUE]);
}

static void
profile_name_changed_cb (BkProfileEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

static void
profile_reviewed_changed_cb (BkProfileEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEWED]);
}

static void
profile_changed_cb (BkProfileEntry *self)
{
  /* A change taken over from the file is already on disk. */
  if (self->applying)
    return;

  self->dirty = TRUE;
  _bk_profile_entry_update_saved (self);

  if (self->store != NULL && !self->deleting)
    _bk_profile_store_schedule_save (self->store, self);
}

void
_bk_profile_entry_set_profile (BkProfileEntry *self,
                               BkProfile      *profile)
{
  const char *old_name = bk_profile_entry_get_name (self);
  g_autofree char *name_before = g_strdup (old_name);
  g_autofree char *reviewed_before = g_strdup (bk_profile_entry_get_reviewed (self));

  if (self->profile == profile)
    return;

  g_set_object (&self->profile, profile);
  g_signal_group_set_target (self->profile_signals, profile);

  if (self->results != NULL)
    g_signal_handlers_disconnect_by_func (self->results, update_review_due, self);
  g_clear_object (&self->results);
  if (profile != NULL)
    {
      self->results = bk_profile_results_dup_for_profile (profile);
      g_signal_connect_swapped (self->results, "notify::analysis", G_CALLBACK (update_review_due),
                                self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULTS]);
  update_review_due (self);

  if (g_strcmp0 (name_before, bk_profile_entry_get_name (self)) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  if (g_strcmp0 (reviewed_before, bk_profile_entry_get_reviewed (self)) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEWED]);
}

void
_bk_profile_entry_set_error (BkProfileEntry *self,
                             const char     *error)
{
  if (g_set_str (&self->error, error))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

void
_bk_profile_entry_set_file (BkProfileEntry *self,
                            GFile          *file)
{
  g_autofree char *name_before = g_strdup (bk_profile_entry_get_name (self));
  g_autofree char *basename = NULL;

  if (!g_set_object (&self->file, file))
    return;

  basename = g_file_get_basename (file);
  g_free (self->file_name);
  self->file_name = g_filename_display_name (basename);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  if (g_strcmp0 (name_before, bk_profile_entry_get_name (self)) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

BkProfileEntry *
_bk_profile_entry_new (GFile *file)
{
  BkProfileEntry *self = g_object_new (BK_TYPE_PROFILE_ENTRY, NULL);

  self->slot = bk_file_slot_new (file);
  _bk_profile_entry_set_file (self, file);

  return self;
}

static void
bk_profile_entry_dispose (GObject *object)
{
  BkProfileEntry *self = BK_PROFILE_ENTRY (object);

  g_clear_handle_id (&self->save_id, g_source_remove);
  _bk_profile_entry_set_profile (self, NULL);

  G_OBJECT_CLASS (bk_profile_entry_parent_class)->dispose (object);
}

static void
bk_profile_entry_finalize (GObject *object)
{
  BkProfileEntry *self = BK_PROFILE_ENTRY (object);

  g_clear_pointer (&self->slot, bk_file_slot_unref);
  g_clear_object (&self->file);
  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->file_name, g_free);
  g_clear_pointer (&self->disk_bytes, g_bytes_unref);

  g_clear_object (&self->profile_signals);

  G_OBJECT_CLASS (bk_profile_entry_parent_class)->finalize (object);
}

static void
bk_profile_entry_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BkProfileEntry *self = BK_PROFILE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;

    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;

    case PROP_NAME:
      g_value_set_string (value, bk_profile_entry_get_name (self));
      break;

    case PROP_REVIEWED:
      g_value_set_string (value, bk_profile_entry_get_reviewed (self));
      break;

    case PROP_RESULTS:
      g_value_set_object (value, self->results);
      break;

    case PROP_REVIEW_DUE:
      g_value_set_boolean (value, bk_profile_entry_get_review_due (self));
      break;

    case PROP_SAVED:
      g_value_set_boolean (value, self->saved);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_entry_class_init (BkProfileEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bk_profile_entry_dispose;
  object_class->finalize = bk_profile_entry_finalize;
  object_class->get_property = bk_profile_entry_get_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVIEWED] =
    g_param_spec_string ("reviewed", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The profile's results, shared with every other consumer; %NULL when the file failed to
   * load. */
  properties[PROP_RESULTS] =
    g_param_spec_object ("results", NULL, NULL, BK_TYPE_PROFILE_RESULTS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVIEW_DUE] =
    g_param_spec_boolean ("review-due", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVED] =
    g_param_spec_boolean ("saved", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_profile_entry_init (BkProfileEntry *self)
{
  self->saved = TRUE;

  self->profile_signals = g_signal_group_new (BK_TYPE_PROFILE);
  g_signal_group_connect_swapped (self->profile_signals, "changed",
                                  G_CALLBACK (profile_changed_cb), self);
  g_signal_group_connect_swapped (self->profile_signals, "notify::name",
                                  G_CALLBACK (profile_name_changed_cb), self);
  g_signal_group_connect_swapped (self->profile_signals, "notify::reviewed",
                                  G_CALLBACK (profile_reviewed_changed_cb), self);
}

/* Public API */

/* Returns: (transfer none): the profile's file in the library folder */
GFile *
bk_profile_entry_get_file (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->file;
}

/* Returns: (transfer none) (nullable): the profile, or %NULL when its file failed to load */
BkProfile *
bk_profile_entry_get_profile (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->profile;
}

/* Returns: (nullable): why the file failed to load, or %NULL when it loaded */
const char *
bk_profile_entry_get_error (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->error;
}

/* Returns: the profile's name, or the file's name when it failed to load */
const char *
bk_profile_entry_get_name (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  if (self->profile != NULL)
    return bk_profile_get_name (self->profile);

  return self->file_name;
}

/* Returns: (nullable): the date of the last review, as YYYY-MM-DD */
const char *
bk_profile_entry_get_reviewed (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->profile != NULL ? bk_profile_get_reviewed (self->profile) : NULL;
}

/* Returns: (transfer none) (nullable): the results' analysis of the profile as it is now */
BkAnalysis *
bk_profile_entry_get_analysis (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->results != NULL ? bk_profile_results_get_analysis (self->results, FALSE) : NULL;
}

/* Returns: (transfer none) (nullable): the profile's results, %NULL when its file failed to load */
BkProfileResults *
bk_profile_entry_get_results (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), NULL);

  return self->results;
}

gboolean
bk_profile_entry_get_review_due (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), FALSE);

  return self->review_due;
}

/* Returns: whether every change to the profile is written to its file */
gboolean
bk_profile_entry_get_saved (BkProfileEntry *self)
{
  g_return_val_if_fail (BK_IS_PROFILE_ENTRY (self), FALSE);

  return self->saved;
}

