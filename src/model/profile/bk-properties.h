/* bk-properties.h: setting the model's properties with one notification, and their defaults
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Each stores the value and notifies when it really changed. Values outside the property's
 * range (or not finite) are refused with a critical, as for any precondition. */
void bk_model_set_double  (gpointer    object,
                           double     *field,
                           double      value,
                           GParamSpec *pspec);
void bk_model_set_uint    (gpointer    object,
                           guint      *field,
                           guint       value,
                           GParamSpec *pspec);
void bk_model_set_int     (gpointer    object,
                           int        *field,
                           int         value,
                           GParamSpec *pspec);
void bk_model_set_boolean (gpointer    object,
                           gboolean   *field,
                           gboolean    value,
                           GParamSpec *pspec);
void bk_model_set_string  (gpointer    object,
                           char      **field,
                           const char *value,
                           GParamSpec *pspec);

/* Sets every plain property of a new object to its param-spec default, so that the defaults
 * are written down once, in class_init. */
void bk_model_init_defaults (gpointer object);

/* A double property in the model's usual form. */
#define BK_PARAM_DOUBLE(name, min, max, def) \
  g_param_spec_double ((name), NULL, NULL, (min), (max), (def), \
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)
#define BK_PARAM_UINT(name, min, max, def) \
  g_param_spec_uint ((name), NULL, NULL, (min), (max), (def), \
                     G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)

/* The largest amount of money (or count of gigabytes) any input accepts: far beyond any real
 * figure, small enough that sums over 120 months stay finite and exact to the cent. */
#define BK_MAX_AMOUNT 1e12

G_END_DECLS
