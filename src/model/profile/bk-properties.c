/* bk-properties.c: setting the model's properties with one notification, and their defaults
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-model"

#include "config.h"

#include <math.h>

#include "bk-properties.h"

void
bk_model_set_double (gpointer    object,
                     double     *field,
                     double      value,
                     GParamSpec *pspec)
{
  GParamSpecDouble *dspec = G_PARAM_SPEC_DOUBLE (pspec);

  g_return_if_fail (isfinite (value));
  g_return_if_fail (value >= dspec->minimum && value <= dspec->maximum);

  if (*field == value)
    return;

  *field = value;
  g_object_notify_by_pspec (object, pspec);
}

void
bk_model_set_uint (gpointer    object,
                   guint      *field,
                   guint       value,
                   GParamSpec *pspec)
{
  GParamSpecUInt *uspec = G_PARAM_SPEC_UINT (pspec);

  g_return_if_fail (value >= uspec->minimum && value <= uspec->maximum);

  if (*field == value)
    return;

  *field = value;
  g_object_notify_by_pspec (object, pspec);
}

void
bk_model_set_int (gpointer    object,
                  int        *field,
                  int         value,
                  GParamSpec *pspec)
{
  GParamSpecInt *ispec = G_PARAM_SPEC_INT (pspec);

  g_return_if_fail (value >= ispec->minimum && value <= ispec->maximum);

  if (*field == value)
    return;

  *field = value;
  g_object_notify_by_pspec (object, pspec);
}

void
bk_model_set_boolean (gpointer    object,
                      gboolean   *field,
                      gboolean    value,
                      GParamSpec *pspec)
{
  value = !!value;

  if (*field == value)
    return;

  *field = value;
  g_object_notify_by_pspec (object, pspec);
}

void
bk_model_set_string (gpointer    object,
                     char      **field,
                     const char *value,
                     GParamSpec *pspec)
{
  if (g_set_str (field, value))
    g_object_notify_by_pspec (object, pspec);
}

void
bk_model_init_defaults (gpointer object)
{
  GParamSpec **pspecs;
  guint n_pspecs;

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n_pspecs);

  for (guint i = 0; i < n_pspecs; i++)
    {
      g_auto(GValue) value = G_VALUE_INIT;

      if (!(pspecs[i]->flags & G_PARAM_WRITABLE) ||
          G_TYPE_IS_OBJECT (pspecs[i]->value_type))
        continue;

      g_value_init (&value, pspecs[i]->value_type);
      g_param_value_set_default (pspecs[i], &value);
      g_object_set_property (object, pspecs[i]->name, &value);
    }

  g_free (pspecs);
}
