/* bk-profile.c: a named scenario (hardware, pricing, workload) and its JSON file format
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-profile"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "bk-input-private.h"
#include "bk-model-enums.h"
#include "bk-json-private.h"
#include "bk-model-private.h"
#include "bk-profile.h"

/* Valid profiles nest two levels deep; anything much deeper is hostile and refused before the
 * (recursive) parser sees it. */
#define MAX_NESTING 16

/* A profile has about a hundred fields. json-glib looks for the old member each time a key
 * comes again, which takes quadratic time on a file full of repeats, so the loader counts the
 * fields before it parses. */
#define MAX_MEMBERS 10000

/* Names and notes are for people; longer strings are refused rather than kept. */
#define MAX_STRING_CHARS 10000

struct _BkProfile
{
  GObject     parent_instance;

  char       *name;
  char       *notes;
  char       *reviewed;

  BkHardware *hardware;
  BkPricing  *pricing;
  BkWorkload *workload;

  /* The low–high ranges of the uncertain inputs; bit i of has_range says whether input i has
   * one. */
  double      range_low[BK_N_INPUTS];
  double      range_high[BK_N_INPUTS];
  guint       has_range;

  /* While bk_profile_assign() copies many values, "changed" is emitted once at the end. */
  guint       assigning : 1;
  guint       changed_while_assigning : 1;
};

enum {
  PROP_0,
  PROP_NAME,
  PROP_NOTES,
  PROP_REVIEWED,
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
emit_changed (BkProfile *self)
{
  if (self->assigning)
    self->changed_while_assigning = TRUE;
  else
    g_signal_emit (self, signals[CHANGED], 0);
}

/* The uncertain inputs' limits are those of the properties their values live in. */
static GParamSpecDouble *
input_pspec (BkInput input)
{
  return bk_input_get_pspec (input);
}

static gboolean
range_is_valid (BkInput input,
                double  low,
                double  high)
{
  GParamSpecDouble *pspec = input_pspec (input);

  return isfinite (low) && isfinite (high) && low <= high &&
         low >= pspec->minimum && high <= pspec->maximum &&
         (input != BK_INPUT_SPOT_OVERHEAD || high < BK_SPOT_OVERHEAD_LIMIT);
}

/* Stores a range, or clears it when clear is set; TRUE when anything changed. */
static gboolean
store_range (BkProfile *self,
             BkInput    input,
             gboolean   clear,
             double     low,
             double     high)
{
  guint bit = 1u << input;

  if (clear)
    {
      if (!(self->has_range & bit))
        return FALSE;

      self->has_range &= ~bit;
      self->range_low[input] = 0;
      self->range_high[input] = 0;
      return TRUE;
    }

  if ((self->has_range & bit) && self->range_low[input] == low && self->range_high[input] == high)
    return FALSE;

  self->has_range |= bit;
  self->range_low[input] = low;
  self->range_high[input] = high;
  return TRUE;
}

static void
part_notify_cb (BkProfile  *self,
                GParamSpec *pspec,
                GObject    *part)
{
  emit_changed (self);
}

static void
bk_profile_dispose (GObject *object)
{
  BkProfile *self = (BkProfile *)object;

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

  G_OBJECT_CLASS (bk_profile_parent_class)->finalize (object);
}

static void
bk_profile_notify (GObject    *object,
                   GParamSpec *pspec)
{
  emit_changed (BK_PROFILE (object));

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
   * workload: the analysis is stale and wants one recomputation.
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

/* JSON reading. Every check happens on a fresh profile that nobody else has seen yet, so a
 * rejected file leaves everything in memory as it was. */

/* The error domain and code of every rejection of a field. */
#define PROFILE_INVALID BK_PROFILE_ERROR, BK_PROFILE_ERROR_INVALID

#define set_invalid(error, field, ...) \
  bk_json_set_invalid ((error), PROFILE_INVALID, (field), __VA_ARGS__)

static gboolean
node_get_whole (JsonNode   *node,
                const char *field,
                double      minimum,
                double      maximum,
                gint64     *out,
                GError    **error)
{
  double value;

  if (!bk_json_get_number (node, field, &value, PROFILE_INVALID, error))
    return FALSE;

  if (value != floor (value))
    {
      set_invalid (error, field, _("expected a whole number"));
      return FALSE;
    }

  if (!bk_json_check_range (field, value, minimum, maximum, PROFILE_INVALID, error))
    return FALSE;

  *out = (gint64)value;
  return TRUE;
}

static gboolean
node_get_string (JsonNode    *node,
                 const char  *field,
                 const char **out,
                 GError     **error)
{
  if (!bk_json_get_string (node, field, out, PROFILE_INVALID, error))
    return FALSE;

  if (g_utf8_strlen (*out, -1) > MAX_STRING_CHARS)
    {
      set_invalid (error, field, _("the text is longer than %d characters"), MAX_STRING_CHARS);
      return FALSE;
    }

  return TRUE;
}

/* Converts one JSON member into a value of the property's type, checking the type and the
 * param spec's range. */
static gboolean
value_from_node (GParamSpec *pspec,
                 JsonNode   *node,
                 const char *field,
                 GValue     *value,
                 GError    **error)
{
  GType type = G_PARAM_SPEC_VALUE_TYPE (pspec);

  g_value_init (value, type);

  if (type == G_TYPE_DOUBLE)
    {
      GParamSpecDouble *dspec = G_PARAM_SPEC_DOUBLE (pspec);
      double d;

      if (!bk_json_get_number (node, field, &d, PROFILE_INVALID, error) ||
          !bk_json_check_range (field, d, dspec->minimum, dspec->maximum, PROFILE_INVALID, error))
        return FALSE;

      g_value_set_double (value, d);
    }
  else if (type == G_TYPE_UINT)
    {
      GParamSpecUInt *uspec = G_PARAM_SPEC_UINT (pspec);
      gint64 i;

      if (!node_get_whole (node, field, uspec->minimum, uspec->maximum, &i, error))
        return FALSE;

      g_value_set_uint (value, (guint)i);
    }
  else if (type == G_TYPE_INT)
    {
      GParamSpecInt *ispec = G_PARAM_SPEC_INT (pspec);
      gint64 i;

      if (!node_get_whole (node, field, ispec->minimum, ispec->maximum, &i, error))
        return FALSE;

      g_value_set_int (value, (int)i);
    }
  else if (type == G_TYPE_BOOLEAN)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
        {
          set_invalid (error, field, _("expected true or false"));
          return FALSE;
        }

      g_value_set_boolean (value, json_node_get_boolean (node));
    }
  else if (type == G_TYPE_STRING)
    {
      const char *s;

      if (!node_get_string (node, field, &s, error))
        return FALSE;

      g_value_set_string (value, s);
    }
  else if (G_TYPE_IS_ENUM (type))
    {
      g_autoptr(GEnumClass) enum_class = g_type_class_ref (type);
      GEnumValue *ev;
      const char *s;

      if (!node_get_string (node, field, &s, error))
        return FALSE;

      ev = g_enum_get_value_by_nick (enum_class, s);
      if (ev == NULL)
        {
          g_autoptr(GString) nicks = g_string_new (NULL);
          g_autofree char *shown = bk_json_display_text (s, 40);

          for (guint i = 0; i < enum_class->n_values; i++)
            g_string_append_printf (nicks, "%s%s", i > 0 ? ", " : "",
                                    enum_class->values[i].value_nick);

          /* Translators: "“sometimes” is not one of steady, mixed, bursty" */
          set_invalid (error, field, _("“%s” is not one of %s"), shown, nicks->str);
          return FALSE;
        }

      g_value_set_enum (value, ev->value);
    }
  else
    g_assert_not_reached ();

  return TRUE;
}

/* Fills a fresh model object from a JSON object whose keys are its property names. */
static gboolean
load_part (GObject    *part,
           JsonObject *object,
           const char *section,
           GError    **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      g_autofree char *field = g_strdup_printf ("%s.%s", section, key);
      g_auto(GValue) value = G_VALUE_INIT;
      GParamSpec *pspec;

      pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (part), key);
      if (pspec == NULL || !(pspec->flags & G_PARAM_WRITABLE))
        {
          set_invalid (error, field, _("unknown field"));
          return FALSE;
        }

      if (!value_from_node (pspec, json_object_get_member (object, key), field, &value, error))
        return FALSE;

      /* The one string with a format of its own. */
      if (BK_IS_PRICING (part) && strcmp (key, "currency") == 0 &&
          !bk_currency_is_valid (g_value_get_string (&value)))
        {
          g_autofree char *shown = bk_json_display_text (g_value_get_string (&value), 40);

          set_invalid (error, field, _("“%s” is not a three-letter currency code such as EUR"),
                       shown);
          return FALSE;
        }

      if (BK_IS_PRICING (part) && strcmp (key, "spot-overhead") == 0 &&
          g_value_get_double (&value) >= BK_SPOT_OVERHEAD_LIMIT)
        {
          g_autofree char *v = bk_json_format_number (g_value_get_double (&value));

          /* Translators: "100 is not below 100": at a spot overhead of 100 % no work would
           * ever finish. */
          set_invalid (error, field, _("%s is not below 100: no work would ever finish"), v);
          return FALSE;
        }

      g_object_set_property (part, key, &value);
    }

  return TRUE;
}

/* Rules that span several fields. */
static gboolean
validate_profile (BkProfile *self,
                  GError   **error)
{
  BkWorkload *w = self->workload;
  guint total = bk_workload_get_gpus (w) + bk_workload_get_burst_gpus (w);
  int hybrid = bk_workload_get_hybrid_owned_gpus (w);

  if (total == 0)
    {
      set_invalid (error, "workload.gpus", _("at least one GPU is needed (gpus and burst-gpus are both 0)"));
      return FALSE;
    }

  if (hybrid > (int)total)
    {
      set_invalid (error, "workload.hybrid-owned-gpus",
                   _("%d is more than the %u GPUs needed at a peak"), hybrid, total);
      return FALSE;
    }

  if (bk_workload_get_burst_days (w) > bk_workload_get_burst_interval_days (w))
    {
      set_invalid (error, "workload.burst-days",
                   _("a peak of %u days cannot come back every %u days"),
                   bk_workload_get_burst_days (w), bk_workload_get_burst_interval_days (w));
      return FALSE;
    }

  if (self->reviewed != NULL && !bk_parse_iso_date (self->reviewed, NULL))
    {
      g_autofree char *shown = bk_json_display_text (self->reviewed, 40);

      set_invalid (error, "reviewed", _("“%s” is not a date such as 2026-01-31"), shown);
      return FALSE;
    }

  return TRUE;
}

/* Whether the text holds nothing but JSON whitespace. */
static gboolean
is_blank (const char *data,
          gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (data[i] != ' ' && data[i] != '\t' && data[i] != '\n' && data[i] != '\r')
      return FALSE;

  return TRUE;
}

/* json-glib keeps the last of two members with the same name and drops the first without a
 * word. A profile where the same field appears twice is ambiguous, so the loader counts the
 * members it is told about for each open object: when the object ends up with fewer members
 * than that, a name came twice. */
typedef struct
{
  GHashTable *counts;    /* JsonObject * → members read so far */
  char       *duplicate; /* the first name seen twice */
} DuplicateCheck;

static void
duplicate_check_clear (DuplicateCheck *check)
{
  g_clear_pointer (&check->counts, g_hash_table_unref);
  g_clear_pointer (&check->duplicate, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (DuplicateCheck, duplicate_check_clear)

static void
object_member_cb (JsonParser *parser,
                  JsonObject *object,
                  const char *name,
                  gpointer    user_data)
{
  DuplicateCheck *check = user_data;
  guint read = GPOINTER_TO_UINT (g_hash_table_lookup (check->counts, object)) + 1;

  g_hash_table_insert (check->counts, object, GUINT_TO_POINTER (read));

  if (check->duplicate == NULL && json_object_get_size (object) < read)
    check->duplicate = g_strdup (name);
}

static void
object_end_cb (JsonParser *parser,
               JsonObject *object,
               gpointer    user_data)
{
  DuplicateCheck *check = user_data;

  /* A later object may be allocated at the same address. */
  g_hash_table_remove (check->counts, object);
}

/* Measures how deeply arrays and objects nest and counts the members of all objects (their
 * colons), without trusting the text to be valid JSON. */
static guint
nesting_depth (const char *data,
               gsize       length,
               guint      *members)
{
  guint depth = 0, max_depth = 0;
  gboolean in_string = FALSE;

  *members = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        {
          /* Not inside MAX(), which would count the step twice. */
          depth++;
          max_depth = MAX (max_depth, depth);
        }
      else if ((c == '}' || c == ']') && depth > 0)
        depth--;
      else if (c == ':')
        (*members)++;
    }

  return max_depth;
}

/* Reads the "ranges" member: { "pricing.rent-per-gpu-hour": [1.5, 4.0], … }. */
static gboolean
load_ranges (BkProfile  *self,
             JsonNode   *node,
             GError    **error)
{
  g_autoptr(GList) members = NULL;
  JsonObject *object;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      set_invalid (error, "ranges", _("expected an object"));
      return FALSE;
    }

  object = json_node_get_object (node);
  members = json_object_get_members (object);

  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      g_autofree char *field = g_strconcat ("ranges.", key, NULL);
      JsonNode *member = json_object_get_member (object, key);
      GParamSpecDouble *pspec;
      JsonArray *array;
      BkInput input;
      double low, high;

      if (!bk_input_from_field (key, &input))
        {
          set_invalid (error, field, _("not an input that can have a range"));
          return FALSE;
        }

      if (!JSON_NODE_HOLDS_ARRAY (member) ||
          json_array_get_length (array = json_node_get_array (member)) != 2)
        {
          set_invalid (error, field, _("expected two numbers, [low, high]"));
          return FALSE;
        }

      if (!bk_json_get_number (json_array_get_element (array, 0), field, &low,
                               PROFILE_INVALID, error) ||
          !bk_json_get_number (json_array_get_element (array, 1), field, &high,
                               PROFILE_INVALID, error))
        return FALSE;

      pspec = input_pspec (input);
      if (low < pspec->minimum || high > pspec->maximum)
        {
          gboolean low_bad = low < pspec->minimum;
          g_autofree char *v = bk_json_format_number (low_bad ? low : high);
          g_autofree char *m = bk_json_format_number (low_bad ? pspec->minimum : pspec->maximum);

          if (low_bad)
            /* Translators: the low end of a range, "low -5 is below 0". */
            set_invalid (error, field, _("low %s is below %s"), v, m);
          else
            /* Translators: the high end of a range, "high 600 is above 500". */
            set_invalid (error, field, _("high %s is above %s"), v, m);
          return FALSE;
        }

      if (input == BK_INPUT_SPOT_OVERHEAD && high >= BK_SPOT_OVERHEAD_LIMIT)
        {
          g_autofree char *v = bk_json_format_number (high);

          /* Translators: the high end of the spot overhead's range, "high 100 is not below
           * 100"; at 100 % no work would ever finish. */
          set_invalid (error, field, _("high %s is not below 100"), v);
          return FALSE;
        }

      if (low > high)
        {
          g_autofree char *l_text = bk_json_format_number (low);
          g_autofree char *h_text = bk_json_format_number (high);

          /* Translators: a range whose ends are swapped, "low 60 is above high 50". */
          set_invalid (error, field, _("low %s is above high %s"), l_text, h_text);
          return FALSE;
        }

      store_range (self, input, FALSE, low, high);
    }

  return TRUE;
}

static gboolean
load_from_root (BkProfile  *self,
                JsonObject *root,
                GError    **error)
{
  static const struct {
    const char *key;
    gsize       offset;
  } parts[] = {
    { "hardware", G_STRUCT_OFFSET (BkProfile, hardware) },
    { "pricing", G_STRUCT_OFFSET (BkProfile, pricing) },
    { "workload", G_STRUCT_OFFSET (BkProfile, workload) },
  };
  g_autoptr(GList) members = NULL;
  JsonNode *node;
  gint64 format;

  node = json_object_get_member (root, "format");
  if (node == NULL)
    {
      set_invalid (error, "format", _("missing: this is not a Breakeven profile"));
      return FALSE;
    }

  if (!node_get_whole (node, "format", 1, G_MAXINT, &format, error))
    return FALSE;

  if (format > BK_PROFILE_FORMAT)
    {
      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_TOO_NEW,
                   _("format: the file has format %d, written by a newer version of Breakeven; "
                     "this version reads format %d and older"),
                   (int)format, BK_PROFILE_FORMAT);
      return FALSE;
    }

  members = json_object_get_members (root);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      gboolean known = FALSE;

      node = json_object_get_member (root, key);

      for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
        {
          GObject *part = G_STRUCT_MEMBER (GObject *, self, parts[i].offset);

          if (strcmp (key, parts[i].key) != 0)
            continue;

          known = TRUE;
          if (!JSON_NODE_HOLDS_OBJECT (node))
            {
              set_invalid (error, key, _("expected an object"));
              return FALSE;
            }

          if (!load_part (part, json_node_get_object (node), key, error))
            return FALSE;
        }

      if (known || strcmp (key, "format") == 0)
        continue;

      if (strcmp (key, "ranges") == 0)
        {
          if (format < 2)
            {
              set_invalid (error, key, _("ranges need format 2 or newer; the file has format %d"),
                           (int)format);
              return FALSE;
            }

          if (!load_ranges (self, node, error))
            return FALSE;
        }
      else if (strcmp (key, "name") == 0 || strcmp (key, "notes") == 0)
        {
          const char *s;

          if (!node_get_string (node, key, &s, error))
            return FALSE;

          g_object_set (self, key, s, NULL);
        }
      else if (strcmp (key, "reviewed") == 0)
        {
          const char *s = NULL;

          if (!JSON_NODE_HOLDS_NULL (node) && !node_get_string (node, key, &s, error))
            return FALSE;

          bk_profile_set_reviewed (self, s);
        }
      else
        {
          set_invalid (error, key, _("unknown field"));
          return FALSE;
        }
    }

  return validate_profile (self, error);
}

/* JSON writing. */

static void
add_part (JsonBuilder *builder,
          const char  *key,
          GObject     *part)
{
  g_autofree GParamSpec **pspecs = NULL;
  guint n_pspecs;

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (part), &n_pspecs);

  json_builder_set_member_name (builder, key);
  json_builder_begin_object (builder);

  for (guint i = 0; i < n_pspecs; i++)
    {
      g_auto(GValue) value = G_VALUE_INIT;
      GType type = G_PARAM_SPEC_VALUE_TYPE (pspecs[i]);

      if (!(pspecs[i]->flags & G_PARAM_WRITABLE))
        continue;

      g_value_init (&value, type);
      g_object_get_property (part, pspecs[i]->name, &value);
      json_builder_set_member_name (builder, pspecs[i]->name);

      if (type == G_TYPE_DOUBLE)
        json_builder_add_double_value (builder, g_value_get_double (&value));
      else if (type == G_TYPE_UINT)
        json_builder_add_int_value (builder, g_value_get_uint (&value));
      else if (type == G_TYPE_INT)
        json_builder_add_int_value (builder, g_value_get_int (&value));
      else if (type == G_TYPE_BOOLEAN)
        json_builder_add_boolean_value (builder, g_value_get_boolean (&value));
      else if (type == G_TYPE_STRING)
        json_builder_add_string_value (builder, g_value_get_string (&value));
      else if (G_TYPE_IS_ENUM (type))
        {
          g_autoptr(GEnumClass) enum_class = g_type_class_ref (type);
          GEnumValue *ev = g_enum_get_value (enum_class, g_value_get_enum (&value));

          json_builder_add_string_value (builder, ev->value_nick);
        }
      else
        g_assert_not_reached ();
    }

  json_builder_end_object (builder);
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

  self->assigning = TRUE;
  self->changed_while_assigning = FALSE;

  copy_properties (G_OBJECT (self), G_OBJECT (source));
  copy_properties (G_OBJECT (self->hardware), G_OBJECT (source->hardware));
  copy_properties (G_OBJECT (self->pricing), G_OBJECT (source->pricing));
  copy_properties (G_OBJECT (self->workload), G_OBJECT (source->workload));

  for (guint i = 0; i < BK_N_INPUTS; i++)
    if (store_range (self, i, !(source->has_range & (1u << i)),
                     source->range_low[i], source->range_high[i]))
      self->changed_while_assigning = TRUE;

  self->assigning = FALSE;
  if (self->changed_while_assigning)
    g_signal_emit (self, signals[CHANGED], 0);
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
 * bk_profile_new_from_data:
 * @data: the file's bytes
 * @length: their length, or -1 when @data is nul-terminated
 *
 * Parses and validates a profile. Every rejection names the field and the reason.
 *
 * Returns: (transfer full) (nullable): a new profile, or %NULL with @error set
 */
BkProfile *
bk_profile_new_from_data (const char *data,
                          gssize      length,
                          GError    **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(BkProfile) self = NULL;
  g_autoptr(GError) local_error = NULL;
  g_auto(DuplicateCheck) duplicates = { NULL, NULL };
  const char *end;
  gboolean loaded;
  guint members;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = strlen (data);

  if ((gsize)length > BK_PROFILE_MAX_BYTES)
    {
      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_TOO_LARGE,
                   _("The file is larger than %d KiB; a profile is a few KiB"),
                   BK_PROFILE_MAX_BYTES / 1024);
      return NULL;
    }

  /* A UTF-8 byte-order mark is harmless; some editors write one. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }

  if (is_blank (data, length))
    {
      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_SYNTAX, _("The file is empty"));
      return NULL;
    }

  if (!g_utf8_validate_len (data, length, &end))
    {
      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_SYNTAX,
                   _("The file is not UTF-8 text (invalid byte at offset %zu)"),
                   (gsize)(end - data));
      return NULL;
    }

  if (nesting_depth (data, length, &members) > MAX_NESTING)
    {
      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_TOO_LARGE,
                   _("The file nests more than %d levels deep; a profile nests two"), MAX_NESTING);
      return NULL;
    }

  if (members > MAX_MEMBERS)
    {
      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_TOO_LARGE,
                   _("The file has more than %d fields; a profile has about a hundred"),
                   MAX_MEMBERS);
      return NULL;
    }

  /* Strict: no comments, no "var x =", and one value only. A lenient parser turns several
   * top-level values into an array, which an immutable parser then trips over. */
  parser = json_parser_new ();
  json_parser_set_strict (parser, TRUE);
  duplicates.counts = g_hash_table_new (NULL, NULL);
  g_signal_connect (parser, "object-member", G_CALLBACK (object_member_cb), &duplicates);
  g_signal_connect (parser, "object-end", G_CALLBACK (object_end_cb), &duplicates);
  loaded = json_parser_load_from_data (parser, data, length, &local_error);
  g_signal_handlers_disconnect_by_data (parser, &duplicates);

  if (!loaded)
    {
      /* json-glib names the data "<data>", which means nothing to people. */
      const char *message = local_error->message;
      g_autofree char *shown = bk_json_display_text (g_str_has_prefix (message, "<data>:") ?
                                             message + strlen ("<data>:") : message, 200);

      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_SYNTAX,
                   _("The file is not valid JSON: %s"), shown);
      return NULL;
    }

  if (duplicates.duplicate != NULL)
    {
      g_autofree char *shown = bk_json_display_text (duplicates.duplicate, 40);

      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_INVALID,
                   _("duplicate key “%s”: the file gives it twice in one object, so which value "
                     "counts is unclear"), shown);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BK_PROFILE_ERROR, BK_PROFILE_ERROR_INVALID,
                   _("The file holds no JSON object; a profile is one object"));
      return NULL;
    }

  self = bk_profile_new ();
  if (!load_from_root (self, json_node_get_object (root), error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * bk_profile_new_from_file:
 *
 * Reads at most %BK_PROFILE_MAX_BYTES (and one byte more, to tell that a file is too large)
 * and parses it with bk_profile_new_from_data().
 *
 * Returns: (transfer full) (nullable): a new profile, or %NULL with @error set
 */
BkProfile *
bk_profile_new_from_file (GFile        *file,
                          GCancellable *cancellable,
                          GError      **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  gsize n_read = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  buffer = g_malloc (BK_PROFILE_MAX_BYTES + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, BK_PROFILE_MAX_BYTES + 1,
                                &n_read, cancellable, error))
    return NULL;

  return bk_profile_new_from_data (buffer, n_read, error);
}

/**
 * bk_profile_to_data:
 *
 * Returns: (transfer full): the profile as pretty-printed JSON, numbers in the C locale
 */
char *
bk_profile_to_data (BkProfile *self,
                    gsize     *length)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, BK_PROFILE_FORMAT);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, self->name);
  json_builder_set_member_name (builder, "notes");
  json_builder_add_string_value (builder, self->notes ? self->notes : "");
  json_builder_set_member_name (builder, "reviewed");
  if (self->reviewed != NULL)
    json_builder_add_string_value (builder, self->reviewed);
  else
    json_builder_add_null_value (builder);
  add_part (builder, "hardware", G_OBJECT (self->hardware));
  add_part (builder, "pricing", G_OBJECT (self->pricing));
  add_part (builder, "workload", G_OBJECT (self->workload));
  json_builder_set_member_name (builder, "ranges");
  json_builder_begin_object (builder);
  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      if (!(self->has_range & (1u << i)))
        continue;

      json_builder_set_member_name (builder, bk_input_to_field (i));
      json_builder_begin_array (builder);
      json_builder_add_double_value (builder, self->range_low[i]);
      json_builder_add_double_value (builder, self->range_high[i]);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  generator = json_generator_new ();
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);

  return json_generator_to_data (generator, length);
}

/**
 * bk_profile_save_to_file:
 *
 * Writes the profile atomically: the file holds either its old or its new contents, never
 * a mix, whatever happens during the write.
 */
gboolean
bk_profile_save_to_file (BkProfile    *self,
                         GFile        *file,
                         GCancellable *cancellable,
                         GError      **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  data = bk_profile_to_data (self, &length);

  return g_file_replace_contents (file, data, length, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL,
                                  cancellable, error);
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

/* Ranges of the uncertain inputs. */

/**
 * bk_profile_get_range:
 * @self: a profile
 * @field: an uncertain input's name, e.g. "pricing.rent-per-gpu-hour"
 * @low: (out) (optional): the low end of its range
 * @high: (out) (optional): the high end
 *
 * Returns: whether the input has a range; without one, @low and @high are left alone
 */
gboolean
bk_profile_get_range (BkProfile  *self,
                      const char *field,
                      double     *low,
                      double     *high)
{
  BkInput input;

  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);
  g_return_val_if_fail (bk_input_from_field (field, &input), FALSE);

  if (!(self->has_range & (1u << input)))
    return FALSE;

  if (low != NULL)
    *low = self->range_low[input];
  if (high != NULL)
    *high = self->range_high[input];

  return TRUE;
}

/**
 * bk_profile_set_range:
 * @self: a profile
 * @field: an uncertain input's name, e.g. "pricing.cooling-overhead"
 * @low: the low end, inside the input's limits
 * @high: the high end, at least @low and inside the input's limits
 *
 * Gives the input a range of plausible values beside its value; "changed" is emitted once when
 * it differs from the range before. The value need not lie inside the range: the uncertainty
 * analysis then stretches the range to reach it.
 */
void
bk_profile_set_range (BkProfile  *self,
                      const char *field,
                      double      low,
                      double      high)
{
  BkInput input;

  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (bk_input_from_field (field, &input));
  g_return_if_fail (range_is_valid (input, low, high));

  if (store_range (self, input, FALSE, low, high))
    emit_changed (self);
}

/**
 * bk_profile_clear_range:
 * @self: a profile
 * @field: an uncertain input's name
 *
 * Removes the input's range; "changed" is emitted when it had one.
 */
void
bk_profile_clear_range (BkProfile  *self,
                        const char *field)
{
  BkInput input;

  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (bk_input_from_field (field, &input));

  if (store_range (self, input, TRUE, 0, 0))
    emit_changed (self);
}

/**
 * bk_profile_clear_ranges:
 * @self: a profile
 *
 * Removes every range; "changed" is emitted once when there were any.
 */
void
bk_profile_clear_ranges (BkProfile *self)
{
  gboolean changed = FALSE;

  g_return_if_fail (BK_IS_PROFILE (self));

  for (guint i = 0; i < BK_N_INPUTS; i++)
    changed |= store_range (self, i, TRUE, 0, 0);

  if (changed)
    emit_changed (self);
}

/**
 * bk_profile_has_ranges:
 * @self: a profile
 *
 * Returns: whether any input has a range
 */
gboolean
bk_profile_has_ranges (BkProfile *self)
{
  g_return_val_if_fail (BK_IS_PROFILE (self), FALSE);

  return self->has_range != 0;
}

/* The default ranges. Each is stretched to reach the input's value and kept inside its limits:
 * a range is what the figure might plausibly be, and the value the user chose is plausible. */

/* The article: cooling and infrastructure add 30–50 % to the power bill; onboarding a cloud
 * pipeline takes one to two weeks, 40 to 80 working hours. */
#define ARTICLE_COOLING_LOW 30.0
#define ARTICLE_COOLING_HIGH 50.0
#define ARTICLE_ONBOARDING_LOW 40.0
#define ARTICLE_ONBOARDING_HIGH 80.0

/* Electricity in Germany: €0.18 per kWh for industry (BDEW, July 2025) up to the article's €0.40
 * commercial price. In another currency the same ratio applies below the value, taken as a
 * commercial price. */
#define INDUSTRY_ELECTRICITY_EUR 0.18
#define COMMERCIAL_ELECTRICITY_EUR 0.40

/* Resale: one market estimate keeps 65 % of the value after a year (a loss of 35 % in the
 * steepest year); consumer GPUs lose 15–20 % a year, the slowest loss quoted. */
#define VALUE_LOSS_LOW 15.0
#define VALUE_LOSS_HIGH 35.0

/* Utilisation: an average measured over a few weeks can easily be off by ten points. */
#define UTILISATION_SPREAD 10.0

/* Purchase prices are quoted "±20–40 %" (aiinframap, 2026); the narrower end of that. */
#define PURCHASE_PRICE_SPREAD 0.20

/* Without a catalogue entry for the GPU, rent prices spread around the value as the article's
 * A100 range spreads around its middle: €1.50–4.00 around €2.75. */
#define ARTICLE_RENT_LOW_SHARE (1.50 / 2.75)
#define ARTICLE_RENT_HIGH_SHARE (4.00 / 2.75)

static BkCatalogueGpu *
find_catalogue_gpu (BkCatalogue *catalogue,
                    const char  *name)
{
  GListModel *gpus = bk_catalogue_get_gpus (catalogue);
  guint n = g_list_model_get_n_items (gpus);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      if (g_strcmp0 (bk_catalogue_gpu_get_name (gpu), name) == 0)
        return gpu;
    }

  return NULL;
}

/* The span of the catalogue's offers of one provider type (NULL: of every type). */
static gboolean
offers_span (GListModel *rents,
             const char *provider_type,
             double     *low,
             double     *high)
{
  guint n = g_list_model_get_n_items (rents);
  gboolean found = FALSE;

  *low = INFINITY;
  *high = -INFINITY;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);

      if (provider_type != NULL &&
          g_strcmp0 (bk_catalogue_rent_get_provider_type (rent), provider_type) != 0)
        continue;

      *low = MIN (*low, bk_catalogue_rent_get_price_low (rent));
      *high = MAX (*high, bk_catalogue_rent_get_price_high (rent));
      found = TRUE;
    }

  return found && *low < *high;
}

/* The rent price's range from the catalogue's offers for the profile's GPU: the span of the
 * provider type whose offer the price was taken from, else the article's range for the GPU,
 * else the span of every offer. Prices are taken as they are, never converted, as the presets
 * of the prices step take them. */
static gboolean
catalogue_rent_range (BkProfile   *self,
                      BkCatalogue *catalogue,
                      double      *low,
                      double      *high)
{
  double value = bk_pricing_get_rent_per_gpu_hour (self->pricing);
  g_autoptr(GListModel) rents = NULL;
  BkCatalogueGpu *gpu;
  guint n;

  if (catalogue == NULL)
    return FALSE;

  gpu = find_catalogue_gpu (catalogue, bk_hardware_get_name (self->hardware));
  if (gpu == NULL)
    return FALSE;

  rents = bk_catalogue_dup_rents (catalogue, bk_catalogue_gpu_get_id (gpu));
  n = g_list_model_get_n_items (rents);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (rents, i);

      /* The prices step copies an offer's price as it is; a cent apart is another price. */
      if (fabs (bk_catalogue_rent_get_price_per_hour (rent) - value) < 0.005 &&
          offers_span (rents, bk_catalogue_rent_get_provider_type (rent), low, high))
        return TRUE;
    }

  return offers_span (rents, "article", low, high) || offers_span (rents, NULL, low, high);
}

static void
set_default_range (BkProfile *self,
                   BkInput    input,
                   double     low,
                   double     high)
{
  GParamSpecDouble *pspec = input_pspec (input);
  double value = bk_profile_get_input_value (self, input);

  low = CLAMP (MIN (low, value), pspec->minimum, pspec->maximum);
  high = CLAMP (MAX (high, value), pspec->minimum, pspec->maximum);

  if (store_range (self, input, FALSE, low, high))
    self->changed_while_assigning = TRUE;
}

/**
 * bk_profile_fill_default_ranges:
 * @self: a profile
 * @catalogue: (nullable): the catalogue whose rent offers give the rent price's range
 *
 * Sets the ranges that public figures suggest, replacing those inputs' ranges:
 *
 * - rent per GPU-hour: the catalogue's offers for the profile's GPU (the provider type the price
 *   came from, else the article's range for that GPU, else every offer); without an entry, the
 *   article's A100 spread (€1.50–4.00 around €2.75) around the value;
 * - cooling overhead 30–50 % and onboarding 40–80 hours (the article: one to two weeks);
 * - electricity €0.18 (industry, BDEW 2025) to €0.40 (the article's commercial price), or the same
 *   ratio below the value in another currency;
 * - annual value loss 15–35 % (consumer GPUs' 15–20 % a year; 35 % in the steepest year of one
 *   market estimate);
 * - utilisation ±10 points; purchase price ±20 % (price lists quote ±20–40 %).
 *
 * Every range is stretched to include the input's value. The rent price change and the admin
 * hours have no published spread and keep whatever range they have. "changed" is emitted once.
 */
void
bk_profile_fill_default_ranges (BkProfile   *self,
                                BkCatalogue *catalogue)
{
  double value, low, high;

  g_return_if_fail (BK_IS_PROFILE (self));
  g_return_if_fail (catalogue == NULL || BK_IS_CATALOGUE (catalogue));

  self->assigning = TRUE;
  self->changed_while_assigning = FALSE;

  value = bk_pricing_get_rent_per_gpu_hour (self->pricing);
  if (!catalogue_rent_range (self, catalogue, &low, &high))
    {
      low = value * ARTICLE_RENT_LOW_SHARE;
      high = value * ARTICLE_RENT_HIGH_SHARE;
    }
  set_default_range (self, BK_INPUT_RENT_PER_GPU_HOUR, low, high);

  set_default_range (self, BK_INPUT_COOLING_OVERHEAD, ARTICLE_COOLING_LOW,
                     ARTICLE_COOLING_HIGH);
  set_default_range (self, BK_INPUT_ONBOARDING_HOURS, ARTICLE_ONBOARDING_LOW,
                     ARTICLE_ONBOARDING_HIGH);

  value = bk_pricing_get_electricity_price (self->pricing);
  if (g_strcmp0 (bk_pricing_get_currency (self->pricing), "EUR") == 0)
    set_default_range (self, BK_INPUT_ELECTRICITY_PRICE, INDUSTRY_ELECTRICITY_EUR,
                       COMMERCIAL_ELECTRICITY_EUR);
  else
    set_default_range (self, BK_INPUT_ELECTRICITY_PRICE,
                       value * INDUSTRY_ELECTRICITY_EUR / COMMERCIAL_ELECTRICITY_EUR, value);

  set_default_range (self, BK_INPUT_ANNUAL_VALUE_LOSS, VALUE_LOSS_LOW, VALUE_LOSS_HIGH);

  value = bk_workload_get_utilisation (self->workload);
  set_default_range (self, BK_INPUT_UTILISATION, value - UTILISATION_SPREAD,
                     value + UTILISATION_SPREAD);

  value = bk_hardware_get_purchase_price (self->hardware);
  set_default_range (self, BK_INPUT_PURCHASE_PRICE, value * (1 - PURCHASE_PRICE_SPREAD),
                     value * (1 + PURCHASE_PRICE_SPREAD));

  self->assigning = FALSE;
  if (self->changed_while_assigning)
    g_signal_emit (self, signals[CHANGED], 0);
}
