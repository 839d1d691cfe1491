/* bk-json.h: reading and checking JSON for profiles, the catalogue and exchange rates
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Every rejection is one line, "field: reason", in the error domain and code of the caller. */
void     bk_json_set_invalid       (GError     **error,
                                    GQuark       domain,
                                    int          code,
                                    const char  *field,
                                    const char  *format,
                                    ...) G_GNUC_PRINTF (5, 6);

/* Text from a file, fit for a one-line message: control characters and line separators escaped,
 * and when max_chars is not 0, cut after that many characters. */
char    *bk_json_display_text      (const char  *text,
                                    guint        max_chars) G_GNUC_WARN_UNUSED_RESULT;

/* A number as the file writes it (C locale, up to 15 digits). */
char    *bk_json_format_number     (double       value) G_GNUC_WARN_UNUSED_RESULT;

/* The shortest text (C locale) that reads back as the very same double: "0.4", not the
 * "0.40000000000000002" of 17 digits. */
char    *bk_json_format_double     (double       value) G_GNUC_WARN_UNUSED_RESULT;

/* The document as pretty-printed JSON (two spaces), every fractional number in its shortest
 * exact form. */
char    *bk_json_to_data           (JsonNode    *root,
                                    gsize       *length) G_GNUC_WARN_UNUSED_RESULT;

/* A finite number (an integer or a double in the file). */
gboolean bk_json_get_number        (JsonNode    *node,
                                    const char  *field,
                                    double      *out,
                                    GQuark       domain,
                                    int          code,
                                    GError     **error);
gboolean bk_json_check_range       (const char  *field,
                                    double       value,
                                    double       minimum,
                                    double       maximum,
                                    GQuark       domain,
                                    int          code,
                                    GError     **error);
gboolean bk_json_get_string        (JsonNode    *node,
                                    const char  *field,
                                    const char **out,
                                    GQuark       domain,
                                    int          code,
                                    GError     **error);

/* The members of an object, "path.name" in every message: refuses a member not in @known (NULL
 * terminated), and one that is missing, or not a text or a finite number. */
gboolean bk_json_check_members     (JsonObject         *object,
                                    const char         *path,
                                    const char * const *known,
                                    GQuark              domain,
                                    int                 code,
                                    GError            **error);
JsonNode *bk_json_require_member   (JsonObject  *object,
                                    const char  *path,
                                    const char  *name,
                                    GQuark       domain,
                                    int          code,
                                    GError     **error);
gboolean bk_json_get_member_string (JsonObject  *object,
                                    const char  *path,
                                    const char  *name,
                                    const char **out,
                                    GQuark       domain,
                                    int          code,
                                    GError     **error);
gboolean bk_json_get_member_number (JsonObject  *object,
                                    const char  *path,
                                    const char  *name,
                                    double      *out,
                                    GQuark       domain,
                                    int          code,
                                    GError     **error);

/* Parses a whole document from @bytes. Returns NULL with @error unset when the bytes are empty or
 * not UTF-8, and NULL with json-glib's error when they are not JSON, so that each caller can say
 * which file failed. */
JsonParser *bk_json_parse_bytes    (GBytes      *bytes,
                                    GError     **error) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
