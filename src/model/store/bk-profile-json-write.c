/* bk-profile-json-write.c: the profile's JSON file format, written
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every writable property of each part under its own name, the ranges and the measured usage,
 * numbers as the shortest text that reads back as the same double; written atomically.
 */

#define G_LOG_DOMAIN "bk-profile"

#include "config.h"

#include <json-glib/json-glib.h>

#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-json.h"
#include "bk-pricing.h"
#include "bk-profile-files.h"
#include "bk-profile-private.h"
#include "bk-profile.h"
#include "bk-workload.h"

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
  g_autoptr(JsonNode) root = NULL;
  const char *notes, *reviewed;

  g_return_val_if_fail (BK_IS_PROFILE (self), NULL);

  notes = bk_profile_get_notes (self);
  reviewed = bk_profile_get_reviewed (self);
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, BK_PROFILE_FORMAT);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, bk_profile_get_name (self));
  json_builder_set_member_name (builder, "notes");
  json_builder_add_string_value (builder, notes != NULL ? notes : "");
  json_builder_set_member_name (builder, "reviewed");
  if (reviewed != NULL)
    json_builder_add_string_value (builder, reviewed);
  else
    json_builder_add_null_value (builder);
  add_part (builder, "hardware", G_OBJECT (bk_profile_get_hardware (self)));
  add_part (builder, "pricing", G_OBJECT (bk_profile_get_pricing (self)));
  add_part (builder, "workload", G_OBJECT (bk_profile_get_workload (self)));
  if (bk_profile_get_measured_source (self) != NULL)
    {
      g_auto(GStrv) files = bk_profile_dup_measured_files (self);
      const char *first = bk_profile_get_measured_first (self);
      const char *last = bk_profile_get_measured_last (self);

      json_builder_set_member_name (builder, "measured-usage");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "source");
      json_builder_add_string_value (builder, bk_profile_get_measured_source (self));
      if (first != NULL)
        {
          json_builder_set_member_name (builder, "first");
          json_builder_add_string_value (builder, first);
        }
      if (last != NULL)
        {
          json_builder_set_member_name (builder, "last");
          json_builder_add_string_value (builder, last);
        }
      json_builder_set_member_name (builder, "gpus");
      json_builder_add_int_value (builder, bk_profile_get_measured_gpus (self));
      json_builder_set_member_name (builder, "files");
      json_builder_begin_array (builder);
      for (guint i = 0; files[i] != NULL; i++)
        json_builder_add_string_value (builder, files[i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_set_member_name (builder, "ranges");
  json_builder_begin_object (builder);
  for (guint i = 0; i < BK_N_INPUTS; i++)
    {
      const char *field = bk_input_to_field (i);
      double low, high;

      if (!bk_profile_get_range (self, field, &low, &high))
        continue;

      json_builder_set_member_name (builder, field);
      json_builder_begin_array (builder);
      json_builder_add_double_value (builder, low);
      json_builder_add_double_value (builder, high);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);

  return bk_json_to_data (root, length);
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

