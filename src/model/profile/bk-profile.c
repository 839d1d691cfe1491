/* bk-profile.c: a named scenario (hardware, pricing, workload) and the ranges of its inputs
 *
 * The JSON file format is in bk-profile-json.c, the suggested ranges in
 * bk-profile-default-ranges.c.
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-profile"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-engine-enums.h"
#include "bk-hardware.h"
#include "bk-i18n.h"
#include "bk-input-private.h"
#include "bk-input.h"
#include "bk-pricing.h"
#include "bk-profile-history.h"
#include "bk-profile-private.h"
#include "bk-profile.h"
#include "bk-properties.h"
#include "bk-workload.h"
#include "bk-model-enums.h"


enum {
  PROP_0,
  PROP_NAME,
  PROP_NOTES,
  PROP_REVIEWED,
  PROP_MEASURED_SOURCE,
  PROP_MEASURED_FIRST,
  PROP_MEASURED_LAST,
  PROP_MEASURED_GPUS,
  PROP_MEASURED_FILES,
  PROP_FORMAT,
  PROP_HARDWARE,
  PROP_PRICING,
  PROP_WORKLOAD,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (BkProfile, bk_profile, G_TYPE_OBJECT)
G_DEFINE_QUARK (bk-profile-error-quark, bk_profile_error)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
emit_changed_now (BkProfile *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
  self->n_changed_fields = 0;
}

/* Notes the input a change was made to, so that the history can join key repeats of one. */
void
_bk_profile_record_change (BkProfile            *self,
                           const BkProfileField *field)
{
  if (self->n_changed_fields == 0)
    self->changed_field = *field;
  else if (self->n_changed_fields == 1 && _bk_profile_field_equal (&self->changed_field, field))
    return;

  self->n_changed_fields = MIN (self->n_changed_fields + 1, 2);
}

/* Changes of many inputs at once (every range, an assignment) are never joined. */
static void
record_several (BkProfile *self)
{
  self->n_changed_fields = 2;
}

/**
 * _bk_profile_get_changed_field:
 * @field: (out): the input
 *
 * While "changed" is emitted: the one input the change was made to.
 *
 * Returns: %FALSE when the change was made to several inputs
 */
gboolean
_bk_profile_get_changed_field (BkProfile      *self,
                               BkProfileField *field)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);

  if (self->n_changed_fields != 1)
    return FALSE;

  *field = self->changed_field;
  return TRUE;
}

gboolean
_bk_profile_field_equal (const BkProfileField *a,
                         const BkProfileField *b)
{
  return a->part == b->part
         && (a->part == BK_PROFILE_PART_RANGE ? a->input == b->input : a->pspec == b->pspec);
}

static GObject *
field_object (BkProfile            *self,
              const BkProfileField *field)
{
  switch (field->part)
    {
    case BK_PROFILE_PART_PROFILE:
      return G_OBJECT (self);
    case BK_PROFILE_PART_HARDWARE:
      return G_OBJECT (self->hardware);
    case BK_PROFILE_PART_PRICING:
      return G_OBJECT (self->pricing);
    case BK_PROFILE_PART_WORKLOAD:
      return G_OBJECT (self->workload);
    default:
      g_assert_not_reached ();
    }
}

/* Whether @a and @b hold the same value of @field. */
gboolean
_bk_profile_same_value (BkProfile            *a,
                        BkProfile            *b,
                        const BkProfileField *field)
{
  g_auto(GValue) va = G_VALUE_INIT;
  g_auto(GValue) vb = G_VALUE_INIT;
  guint bit;

  if (field->part == BK_PROFILE_PART_RANGE)
    {
      bit = 1u << field->input;
      return (a->has_range & bit) == (b->has_range & bit)
             && (!(a->has_range & bit)
                 || (a->range_low[field->input] == b->range_low[field->input]
                     && a->range_high[field->input] == b->range_high[field->input]));
    }

  g_value_init (&va, field->pspec->value_type);
  g_value_init (&vb, field->pspec->value_type);
  g_object_get_property (field_object (a, field), field->pspec->name, &va);
  g_object_get_property (field_object (b, field), field->pspec->name, &vb);

  return g_param_values_cmp (field->pspec, &va, &vb) == 0;
}

/* Gives @dest the value @source has of @field; "changed" is emitted if that changed it. */
void
_bk_profile_copy_value (BkProfile            *dest,
                        BkProfile            *source,
                        const BkProfileField *field)
{
  g_auto(GValue) value = G_VALUE_INIT;
  BkInput input = field->input;

  if (field->part == BK_PROFILE_PART_RANGE)
    {
      if (_bk_profile_store_range (dest, input, !(source->has_range & (1u << input)),
                                   source->range_low[input], source->range_high[input]))
        {
          _bk_profile_record_change (dest, field);
          _bk_profile_emit_changed (dest);
        }
      return;
    }

  g_value_init (&value, field->pspec->value_type);
  g_object_get_property (field_object (source, field), field->pspec->name, &value);
  g_object_set_property (field_object (dest, field), field->pspec->name, &value);
}

void
_bk_profile_emit_changed (BkProfile *self)
{
  if (self->change_depth > 0)
    self->changed_in_group = TRUE;
  else
    emit_changed_now (self);
}

/* TRUE while "changed" is emitted for a group of changes made between bk_profile_begin_change()
 * and bk_profile_end_change(), which the history keeps as one step of its own. */
gboolean
_bk_profile_get_change_grouped (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);

  return self->emitting_group;
}

/* For bk_profile_fill_default_ranges(), which sets several. */
void
_bk_profile_record_several (BkProfile *self)
{
  record_several (self);
}

gboolean
_bk_profile_get_changing (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);

  return self->change_depth > 0;
}

static void
part_notify_cb (BkProfile  *self,
                GParamSpec *pspec,
                GObject    *part)
{
  BkProfileField field = { .pspec = pspec };

  if (part == G_OBJECT (self->hardware))
    field.part = BK_PROFILE_PART_HARDWARE;
  else if (part == G_OBJECT (self->pricing))
    field.part = BK_PROFILE_PART_PRICING;
  else
    field.part = BK_PROFILE_PART_WORKLOAD;

  _bk_profile_record_change (self, &field);
  _bk_profile_emit_changed (self);
}

static void
bk_profile_dispose (GObject *object)
{
  BkProfile *self = (BkProfile *)object;

  /* The history points back at the profile, which it does not own: it goes first. */
  g_clear_object (&self->history);
  g_clear_object (&self->hardware);
  g_clear_object (&self->pricing);
  g_clear_object (&self->workload);

  G_OBJECT_CLASS (bk_profile_parent_class)->dispose (object);
}

static void
bk_profile_finalize (GObject *object)
{
  BkProfile *self = (BkProfile *)object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->notes, g_free);
  g_clear_pointer (&self->reviewed, g_free);
  g_clear_pointer (&self->measured_source, g_free);
  g_clear_pointer (&self->measured_first, g_free);
  g_clear_pointer (&self->measured_last, g_free);
  g_clear_pointer (&self->measured_files, g_free);

  G_OBJECT_CLASS (bk_profile_parent_class)->finalize (object);
}

static void
bk_profile_notify (GObject    *object,
                   GParamSpec *pspec)
{
  BkProfileField field = { .part = BK_PROFILE_PART_PROFILE, .pspec = pspec };

  _bk_profile_record_change (BK_PROFILE (object), &field);
  _bk_profile_emit_changed (BK_PROFILE (object));

  if (G_OBJECT_CLASS (bk_profile_parent_class)->notify)
    G_OBJECT_CLASS (bk_profile_parent_class)->notify (object, pspec);
}

static void
bk_profile_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BkProfile *self = BK_PROFILE (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_NOTES:
      g_value_set_string (value, self->notes);
      break;
    case PROP_REVIEWED:
      g_value_set_string (value, self->reviewed);
      break;
    case PROP_MEASURED_SOURCE:
      g_value_set_string (value, self->measured_source);
      break;
    case PROP_MEASURED_FIRST:
      g_value_set_string (value, self->measured_first);
      break;
    case PROP_MEASURED_LAST:
      g_value_set_string (value, self->measured_last);
      break;
    case PROP_MEASURED_GPUS:
      g_value_set_uint (value, self->measured_gpus);
      break;
    case PROP_MEASURED_FILES:
      g_value_set_string (value, self->measured_files);
      break;
    case PROP_FORMAT:
      g_value_set_int (value, BK_PROFILE_FORMAT);
      break;
    case PROP_HARDWARE:
      g_value_set_object (value, self->hardware);
      break;
    case PROP_PRICING:
      g_value_set_object (value, self->pricing);
      break;
    case PROP_WORKLOAD:
      g_value_set_object (value, self->workload);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BkProfile *self = BK_PROFILE (object);

  switch (prop_id)
    {
    case PROP_NAME:
      bk_profile_set_name (self, g_value_get_string (value));
      break;
    case PROP_NOTES:
      bk_profile_set_notes (self, g_value_get_string (value));
      break;
    case PROP_REVIEWED:
      bk_profile_set_reviewed (self, g_value_get_string (value));
      break;
    case PROP_MEASURED_SOURCE:
      bk_model_set_string (self, &self->measured_source, g_value_get_string (value), pspec);
      break;
    case PROP_MEASURED_FIRST:
      bk_model_set_string (self, &self->measured_first, g_value_get_string (value), pspec);
      break;
    case PROP_MEASURED_LAST:
      bk_model_set_string (self, &self->measured_last, g_value_get_string (value), pspec);
      break;
    case PROP_MEASURED_GPUS:
      if (self->measured_gpus != g_value_get_uint (value))
        {
          self->measured_gpus = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_MEASURED_FILES:
      bk_model_set_string (self, &self->measured_files, g_value_get_string (value), pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_profile_class_init (BkProfileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bk_profile_dispose;
  object_class->finalize = bk_profile_finalize;
  object_class->notify = bk_profile_notify;
  object_class->get_property = bk_profile_get_property;
  object_class->set_property = bk_profile_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTES] =
    g_param_spec_string ("notes", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVIEWED] =
    g_param_spec_string ("reviewed", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The provenance of a measured workload; NULL source: typed in. */
  properties[PROP_MEASURED_SOURCE] =
    g_param_spec_string ("measured-source", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MEASURED_FIRST] =
    g_param_spec_string ("measured-first", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MEASURED_LAST] =
    g_param_spec_string ("measured-last", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MEASURED_GPUS] =
    g_param_spec_uint ("measured-gpus", NULL, NULL, 0, BK_MAX_MEASURED_GPUS, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MEASURED_FILES] =
    g_param_spec_string ("measured-files", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FORMAT] =
    g_param_spec_int ("format", NULL, NULL, 1, G_MAXINT, BK_PROFILE_FORMAT,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HARDWARE] =
    g_param_spec_object ("hardware", NULL, NULL, BK_TYPE_HARDWARE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PRICING] =
    g_param_spec_object ("pricing", NULL, NULL, BK_TYPE_PRICING,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_WORKLOAD] =
    g_param_spec_object ("workload", NULL, NULL, BK_TYPE_WORKLOAD,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BkProfile::changed:
   *
   * Emitted once for every change of an input, in the profile or in its hardware, pricing or
   * workload: its results are stale and want one recomputation (see BkProfileResults).
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
bk_profile_init (BkProfile *self)
{
  self->name = g_strdup (_("New profile"));
  self->hardware = bk_hardware_new ();
  self->pricing = bk_pricing_new ();
  self->workload = bk_workload_new ();

  g_signal_connect_object (self->hardware, "notify", G_CALLBACK (part_notify_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->pricing, "notify", G_CALLBACK (part_notify_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->workload, "notify", G_CALLBACK (part_notify_cb), self,
                           G_CONNECT_SWAPPED);
}

/* Copies every writable plain property from one object to another of the same type. */
static void
copy_properties (GObject *dest,
                 GObject *source)
{
  g_autofree GParamSpec **pspecs = NULL;
  guint n_pspecs;

  g_assert (G_OBJECT_TYPE (dest) == G_OBJECT_TYPE (source));

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (source), &n_pspecs);

  for (guint i = 0; i < n_pspecs; i++)
    {
      g_auto(GValue) value = G_VALUE_INIT;

      if (!(pspecs[i]->flags & G_PARAM_WRITABLE))
        continue;

      g_value_init (&value, pspecs[i]->value_type);
      g_object_get_property (source, pspecs[i]->name, &value);
      g_object_set_property (dest, pspecs[i]->name, &value);
    }
}

/* TRUE when every readable plain property of the two objects holds the same value. */
static gboolean
properties_equal (GObject *a,
                  GObject *b)
{
  g_autofree GParamSpec **pspecs = NULL;
  guint n_pspecs;

  if (G_OBJECT_TYPE (a) != G_OBJECT_TYPE (b))
    return FALSE;

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (a), &n_pspecs);

  for (guint i = 0; i < n_pspecs; i++)
    {
      g_auto(GValue) va = G_VALUE_INIT;
      g_auto(GValue) vb = G_VALUE_INIT;

      if (G_TYPE_IS_OBJECT (pspecs[i]->value_type))
        continue;

      g_value_init (&va, pspecs[i]->value_type);
      g_value_init (&vb, pspecs[i]->value_type);
      g_object_get_property (a, pspecs[i]->name, &va);
      g_object_get_property (b, pspecs[i]->name, &vb);

      if (g_param_values_cmp (pspecs[i], &va, &vb) != 0)
        return FALSE;
    }

  return TRUE;
}

/* Public API */

BkProfile *
bk_profile_new (void)
{
  return g_object_new (BK_TYPE_PROFILE, NULL);
}

BkProfile *
bk_profile_copy (BkProfile *self)
{
  BkProfile *copy;

  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);

  copy = bk_profile_new ();
  bk_profile_assign (copy, self);

  return copy;
}

/**
 * bk_profile_assign:
 * @self: the profile to change
 * @source: the profile to copy every input from
 *
 * Makes @self equal to @source; "changed" is emitted once if anything changed.
 */
void
bk_profile_assign (BkProfile *self,
                   BkProfile *source)
{
  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (BK_IS_PROFILE (source));

  if (self == source)
    return;

  bk_profile_begin_change (self);

  copy_properties (G_OBJECT (self), G_OBJECT (source));
  copy_properties (G_OBJECT (self->hardware), G_OBJECT (source->hardware));
  copy_properties (G_OBJECT (self->pricing), G_OBJECT (source->pricing));
  copy_properties (G_OBJECT (self->workload), G_OBJECT (source->workload));

  for (guint i = 0; i < BK_N_INPUTS; i++)
    if (_bk_profile_store_range (self, i, !(source->has_range & (1u << i)),
                                 source->range_low[i], source->range_high[i]))
      {
        record_several (self);
        _bk_profile_emit_changed (self);
      }

  bk_profile_end_change (self);
}

/**
 * bk_profile_begin_change:
 * @self: a profile
 *
 * Starts a group of changes that belong together, such as picking a GPU from the catalogue,
 * which sets its name, price and power at once. Until the matching bk_profile_end_change(),
 * every property still notifies at once, but "changed" waits: it is emitted once at the end if
 * anything changed, so that the profile's results are worked out and the file written once, and
 * the profile's history keeps the whole group as one step that one undo takes back.
 *
 * Groups nest; only the outermost end emits. Every call needs its bk_profile_end_change().
 */
void
bk_profile_begin_change (BkProfile *self)
{
  g_return_if_fail (BK_IS_PROFILE (self));

  if (self->change_depth++ == 0)
    self->changed_in_group = FALSE;
}

/**
 * bk_profile_end_change:
 * @self: a profile
 *
 * Ends the group bk_profile_begin_change() started; at the outermost end, "changed" is emitted
 * once when anything in the group changed.
 */
void
bk_profile_end_change (BkProfile *self)
{
  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (self->change_depth > 0);

  if (--self->change_depth > 0 || !self->changed_in_group)
    return;

  self->changed_in_group = FALSE;
  self->emitting_group = TRUE;
  emit_changed_now (self);
  self->emitting_group = FALSE;
}

/**
 * bk_profile_get_history:
 * @self: a profile
 *
 * The undo history of the profile's inputs, made on the first call: it records the changes
 * made from then on. Every window and pane that edits the profile shares it.
 *
 * Returns: (transfer none): the history
 */
BkProfileHistory *
bk_profile_get_history (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);

  if (self->history == NULL)
    self->history = bk_profile_history_new (self);

  return self->history;
}

gboolean
bk_profile_equal (BkProfile *a,
                  BkProfile *b)
{
  g_return_val_if_fail (BK_IS_PROFILE (a), FALSE);
  g_return_val_if_fail (BK_IS_PROFILE (b), FALSE);

  if (a->has_range != b->has_range)
    return FALSE;

  for (guint i = 0; i < BK_N_INPUTS; i++)
    if ((a->has_range & (1u << i)) &&
        (a->range_low[i] != b->range_low[i] || a->range_high[i] != b->range_high[i]))
      return FALSE;

  return properties_equal (G_OBJECT (a), G_OBJECT (b)) &&
         properties_equal (G_OBJECT (a->hardware), G_OBJECT (b->hardware)) &&
         properties_equal (G_OBJECT (a->pricing), G_OBJECT (b->pricing)) &&
         properties_equal (G_OBJECT (a->workload), G_OBJECT (b->workload));
}

const char *
bk_profile_get_name (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);
  return self->name;
}

void
bk_profile_set_name (BkProfile  *self,
                     const char *name)
{
  g_return_if_fail (BK_IS_PROFILE (self));

  /* A profile always has a name, if an empty one, so that files round-trip exactly. */
  bk_model_set_string (self, &self->name, name ? name : "", properties[PROP_NAME]);
}

const char *
bk_profile_get_notes (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);
  return self->notes;
}

void
bk_profile_set_notes (BkProfile  *self,
                      const char *notes)
{
  g_return_if_fail (BK_IS_PROFILE (self));

  if (notes != NULL && *notes == '\0')
    notes = NULL;

  bk_model_set_string (self, &self->notes, notes, properties[PROP_NOTES]);
}

/**
 * bk_profile_get_reviewed:
 *
 * Returns: (nullable): the date of the last review as ISO 8601 (YYYY-MM-DD), or %NULL when the
 *   profile was never reviewed
 */
const char *
bk_profile_get_reviewed (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);
  return self->reviewed;
}

void
bk_profile_set_reviewed (BkProfile  *self,
                         const char *iso_date)
{
  g_return_if_fail (BK_IS_PROFILE (self));

  if (iso_date != NULL && *iso_date == '\0')
    iso_date = NULL;

  bk_model_set_string (self, &self->reviewed, iso_date, properties[PROP_REVIEWED]);
}

gboolean
bk_profile_get_reviewed_date (BkProfile *self,
                              GDate     *date)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);

  return self->reviewed != NULL && bk_parse_iso_date (self->reviewed, date);
}

void
bk_profile_mark_reviewed (BkProfile   *self,
                          const GDate *today)
{
  char buf[16];

  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (today != NULL && g_date_valid (today));

  g_snprintf (buf, sizeof buf, "%04u-%02u-%02u",
              g_date_get_year (today), g_date_get_month (today), g_date_get_day (today));
  bk_profile_set_reviewed (self, buf);
}

int
bk_profile_get_format (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), 0);
  return BK_PROFILE_FORMAT;
}

BkHardware *
bk_profile_get_hardware (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);
  return self->hardware;
}

BkPricing *
bk_profile_get_pricing (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);
  return self->pricing;
}

BkWorkload *
bk_profile_get_workload (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);
  return self->workload;
}

/**
 * bk_parse_iso_date:
 * @text: a date such as "2026-01-31"
 * @date: (out) (optional): where to store it
 *
 * Returns: whether @text is a valid calendar date in the form YYYY-MM-DD
 */
gboolean
bk_parse_iso_date (const char *text,
                   GDate      *date)
{
  guint year, month, day;

  if (text == NULL || strlen (text) != 10 || text[4] != '-' || text[7] != '-')
    return FALSE;

  for (guint i = 0; i < 10; i++)
    if (i != 4 && i != 7 && !g_ascii_isdigit (text[i]))
      return FALSE;

  year = (guint)g_ascii_strtoull (text, NULL, 10);
  month = (guint)g_ascii_strtoull (text + 5, NULL, 10);
  day = (guint)g_ascii_strtoull (text + 8, NULL, 10);

  if (year < 1 || month < 1 || month > 12 || day < 1 ||
      !g_date_valid_dmy (day, month, year))
    return FALSE;

  if (date != NULL)
    g_date_set_dmy (date, day, month, year);

  return TRUE;
}

/**
 * bk_profile_set_measured_usage:
 * @source: (nullable): "nvidia-smi", "dcgm" or "slurm", or %NULL for a workload typed in
 * @first: (nullable): the first day measured, ISO 8601
 * @last: (nullable): the last day measured
 * @gpus: the GPUs seen
 * @files: (nullable): the logs' file names
 *
 * Keeps where the workload was measured (docs/profile-format.md, measured-usage), as one change.
 */
void
bk_profile_set_measured_usage (BkProfile          *self,
                               const char         *source,
                               const char         *first,
                               const char         *last,
                               guint               gpus,
                               const char * const *files)
{
  g_autofree char *joined = NULL;

  g_return_if_fail (BK_IS_PROFILE (self));

  if (source != NULL && files != NULL)
    joined = g_strjoinv ("\n", (GStrv) files);

  bk_profile_begin_change (self);
  g_object_set (self,
                "measured-source", source,
                "measured-first", source != NULL ? first : NULL,
                "measured-last", source != NULL ? last : NULL,
                "measured-gpus", source != NULL ? MIN (gpus, BK_MAX_MEASURED_GPUS) : 0,
                "measured-files", joined,
                NULL);
  bk_profile_end_change (self);
}

const char *
bk_profile_get_measured_source (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);

  return self->measured_source;
}

const char *
bk_profile_get_measured_first (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);

  return self->measured_first;
}

const char *
bk_profile_get_measured_last (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);

  return self->measured_last;
}

guint
bk_profile_get_measured_gpus (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), 0);

  return self->measured_gpus;
}

/**
 * bk_profile_dup_measured_files:
 *
 * Returns: (transfer full): the logs' file names, empty when there are none
 */
GStrv
bk_profile_dup_measured_files (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);

  if (self->measured_files == NULL || self->measured_files[0] == '\0')
    return g_new0 (char *, 1);

  return g_strsplit (self->measured_files, "\n", -1);
}

/**
 * bk_profile_translate_example:
 * @self: an example profile as loaded from the application's data
 *
 * Replaces the name and the notes of a shipped example with their translations. Only for the
 * examples: a person's own profile keeps the words they gave it.
 */
void
bk_profile_translate_example (BkProfile *self)
{
  const char *name, *notes;

  g_return_if_fail (BK_IS_PROFILE (self));

  name = bk_profile_get_name (self);
  notes = bk_profile_get_notes (self);

  if (name != NULL && name[0] != '\0')
    {
      g_autofree char *translated = g_strdup (g_dpgettext2 (GETTEXT_PACKAGE,
                                                            BK_I18N_CONTEXT_EXAMPLE_NAME,
                                                            name));
      bk_profile_set_name (self, translated);
    }

  if (notes != NULL && notes[0] != '\0')
    {
      g_autofree char *translated = g_strdup (g_dpgettext2 (GETTEXT_PACKAGE,
                                                            BK_I18N_CONTEXT_EXAMPLE_NOTES,
                                                            notes));
      bk_profile_set_notes (self, translated);
    }
}
