/* bk-profile-json.c: the profile's JSON file format, read with every check a hostile file needs
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

#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-json.h"
#include "bk-pricing.h"
#include "bk-profile-private.h"
#include "bk-profile.h"
#include "bk-workload.h"

/* Valid profiles nest two levels deep; anything much deeper is hostile and refused before the
 * (recursive) parser sees it. */
#define MAX_NESTING 16

/* A profile has about a hundred fields. json-glib looks for the old member each time a key
 * comes again, which takes quadratic time on a file full of repeats, so the loader counts the
 * fields before it parses. */
#define MAX_MEMBERS 10000

/* Names and notes are for people; longer strings are refused rather than kept. */
#define MAX_STRING_CHARS 10000

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
      BkInput input;

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

      if (BK_IS_WORKLOAD (part) && strcmp (key, "demand-steps") == 0)
        {
          BkDemandStep steps[BK_MAX_DEMAND_STEPS];
          g_autoptr(GError) local = NULL;
          guint n;

          if (!bk_demand_steps_parse (g_value_get_string (&value), steps, &n, &local))
            {
              set_invalid (error, field, "%s", local->message);
              return FALSE;
            }
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

      if (bk_input_from_field (field, &input) && bk_input_below_limit (input)
          && g_value_get_double (&value) >= BK_PERCENT_BELOW_LIMIT)
        {
          g_autofree char *v = bk_json_format_number (g_value_get_double (&value));

          /* Translators: "100 is not below 100", for a discount, lost hours or a tax rate. */
          set_invalid (error, field, _("%s is not below 100"), v);
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
  BkWorkload *w = bk_profile_get_workload (self);
  BkPricing *p = bk_profile_get_pricing (self);
  guint years = bk_pricing_get_depreciation_years (p);
  const char *reviewed = bk_profile_get_reviewed (self);
  guint total = bk_workload_get_gpus (w) + bk_workload_get_burst_gpus (w);
  int hybrid = bk_workload_get_hybrid_owned_gpus (w);

  /* No GPUs at all is a profile with nothing to compare (docs/model.md#no-demand), which the
   * app can make and so must read back. */

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

  if (bk_pricing_get_depreciation (p) == BK_DEPRECIATION_DECLINING
      && bk_pricing_get_declining_rate (p) > bk_declining_rate_limit (years))
    {
      g_autofree char *rate = bk_json_format_number (bk_pricing_get_declining_rate (p));
      g_autofree char *limit = bk_json_format_number (bk_declining_rate_limit (years));

      /* Translators: "35 is above 30, the most the law allows over 10 years (30 %, at most
       * three times linear)". */
      set_invalid (error, "pricing.declining-rate",
                   ngettext ("%s is above %s, the most the law allows over %u year "
                             "(30%%, at most three times linear)",
                             "%s is above %s, the most the law allows over %u years "
                             "(30%%, at most three times linear)", years),
                   rate, limit, years);
      return FALSE;
    }

  if (reviewed != NULL && !bk_parse_iso_date (reviewed, NULL))
    {
      g_autofree char *shown = bk_json_display_text (reviewed, 40);

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
      JsonArray *array;
      BkInput input;
      double low, high, minimum, maximum;

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

      bk_input_get_limits (input, &minimum, &maximum);
      if (low < minimum || high > maximum)
        {
          gboolean low_bad = low < minimum;
          g_autofree char *v = bk_json_format_number (low_bad ? low : high);
          g_autofree char *m = bk_json_format_number (low_bad ? minimum : maximum);

          if (low_bad)
            /* Translators: the low end of a range, "low -5 is below 0". */
            set_invalid (error, field, _("low %s is below %s"), v, m);
          else
            /* Translators: the high end of a range, "high 600 is above 500". */
            set_invalid (error, field, _("high %s is above %s"), v, m);
          return FALSE;
        }

      if (bk_input_below_limit (input) && high >= BK_PERCENT_BELOW_LIMIT)
        {
          g_autofree char *v = bk_json_format_number (high);

          /* Translators: the high end of a range that must stay below 100 %, "high 100 is not
           * below 100" (a spot overhead, a discount, lost hours or a tax rate). */
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

      _bk_profile_store_range (self, input, FALSE, low, high);
    }

  return TRUE;
}

/* Reads the "measured-usage" member (format 6): { "source": "nvidia-smi", "first": "2026-08-03",
 * "last": "2026-11-08", "gpus": 12, "files": ["a.csv"] }: where a measured workload came from. */
#define MAX_MEASURED_FILES 1000

static gboolean
load_measured_usage (BkProfile  *self,
                     JsonNode   *node,
                     GError    **error)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;
  const char *source = NULL, *first = NULL, *last = NULL;
  gint64 gpus = 0;
  g_autoptr(GPtrArray) files = g_ptr_array_new ();

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      set_invalid (error, "measured-usage", _("expected an object"));
      return FALSE;
    }

  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      JsonNode *member = json_object_get_member (object, key);
      g_autofree char *field = g_strconcat ("measured-usage.", key, NULL);

      if (strcmp (key, "source") == 0)
        {
          if (!node_get_string (member, field, &source, error))
            return FALSE;
          if (strcmp (source, "nvidia-smi") != 0 && strcmp (source, "dcgm") != 0
              && strcmp (source, "slurm") != 0)
            {
              g_autofree char *shown = bk_json_display_text (source, 40);

              set_invalid (error, field, _("“%s” is not nvidia-smi, dcgm or slurm"), shown);
              return FALSE;
            }
        }
      else if (strcmp (key, "first") == 0 || strcmp (key, "last") == 0)
        {
          const char *date;

          if (!node_get_string (member, field, &date, error))
            return FALSE;
          if (!bk_parse_iso_date (date, NULL))
            {
              g_autofree char *shown = bk_json_display_text (date, 40);

              set_invalid (error, field, _("“%s” is not a date such as 2026-01-31"), shown);
              return FALSE;
            }
          if (key[0] == 'f')
            first = date;
          else
            last = date;
        }
      else if (strcmp (key, "gpus") == 0)
        {
          if (!node_get_whole (member, field, 0, BK_MAX_MEASURED_GPUS, &gpus, error))
            return FALSE;
        }
      else if (strcmp (key, "files") == 0)
        {
          JsonArray *array;

          if (!JSON_NODE_HOLDS_ARRAY (member))
            {
              set_invalid (error, field, _("expected a list of file names"));
              return FALSE;
            }
          array = json_node_get_array (member);
          if (json_array_get_length (array) > MAX_MEASURED_FILES)
            {
              set_invalid (error, field, _("more than %d file names"), MAX_MEASURED_FILES);
              return FALSE;
            }
          for (guint i = 0; i < json_array_get_length (array); i++)
            {
              const char *name;

              if (!node_get_string (json_array_get_element (array, i), field, &name, error))
                return FALSE;
              if (name[0] == '\0' || strchr (name, '\n') != NULL)
                {
                  set_invalid (error, field, _("a file name is empty or has a line break"));
                  return FALSE;
                }
              g_ptr_array_add (files, (gpointer) name);
            }
        }
      else
        {
          set_invalid (error, field, _("unknown field"));
          return FALSE;
        }
    }

  if (source == NULL)
    {
      set_invalid (error, "measured-usage.source", _("missing: the section says where the usage "
                                                     "was measured"));
      return FALSE;
    }

  g_ptr_array_add (files, NULL);
  bk_profile_set_measured_usage (self, source, first, last, (guint) gpus,
                                 (const char * const *) files->pdata);

  return TRUE;
}

static gboolean
load_from_root (BkProfile  *self,
                JsonObject *root,
                GError    **error)
{
  const struct {
    const char *key;
    GObject    *part;
  } parts[] = {
    { "hardware", G_OBJECT (bk_profile_get_hardware (self)) },
    { "pricing", G_OBJECT (bk_profile_get_pricing (self)) },
    { "workload", G_OBJECT (bk_profile_get_workload (self)) },
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
          if (strcmp (key, parts[i].key) != 0)
            continue;

          known = TRUE;
          if (!JSON_NODE_HOLDS_OBJECT (node))
            {
              set_invalid (error, key, _("expected an object"));
              return FALSE;
            }

          if (!load_part (parts[i].part, json_node_get_object (node), key, error))
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
      else if (strcmp (key, "measured-usage") == 0)
        {
          if (!load_measured_usage (self, node, error))
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

  if (!validate_profile (self, error))
    return FALSE;

  /* Defaults stand in for single keys an older format did not have, never for a whole
   * section: a profile without its hardware would show invented figures as if they were real.
   * What the file has is checked first, so that its own errors are named before this. */
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      if (!json_object_has_member (root, parts[i].key))
        {
          set_invalid (error, parts[i].key, _("missing: every profile needs this section"));
          return FALSE;
        }
    }

  return TRUE;
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
