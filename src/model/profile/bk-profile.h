/* bk-profile.h: a named scenario (hardware, pricing, workload) and its JSON file format
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bk-types.h"

G_BEGIN_DECLS

/* Declared in bk-profile-history.h, which needs this header. */

#define BK_TYPE_PROFILE (bk_profile_get_type ())

/* The version of the file format this build writes; files with a higher one are refused.
 * Format 2 added the "ranges" member, format 3 the rental terms (commit-… and spot-… in
 * "pricing"), format 4 demand over time (demand-growth-percent, demand-steps and
 * project-end-month in "workload") or owning's real costs and tax (resale-discount,
 * lost-hours, spare-gpus in "hardware", the tax keys in "pricing"), two sets added in parallel
 * under one number, and format 5 both; older files still load, their missing keys taking the
 * defaults. Format 6 added the work kind, the purchase price change and "measured-usage", where a
 * measured workload came from. */
#define BK_PROFILE_FORMAT 6

/* The most GPUs a measured-usage section may name. */
#define BK_MAX_MEASURED_GPUS 1000000

/* Files larger than this are refused before they are parsed. */
#define BK_PROFILE_MAX_BYTES (1024 * 1024)

#define BK_PROFILE_ERROR (bk_profile_error_quark ())

typedef enum
{
  BK_PROFILE_ERROR_SYNTAX,    /* not JSON, or not UTF-8 */
  BK_PROFILE_ERROR_INVALID,   /* JSON, but a field is missing its type, range or meaning */
  BK_PROFILE_ERROR_TOO_NEW,   /* written by a newer format version */
  BK_PROFILE_ERROR_TOO_LARGE, /* over BK_PROFILE_MAX_BYTES, nested too deeply or too many fields */
} BkProfileError;

G_DECLARE_FINAL_TYPE (BkProfile, bk_profile, BK, PROFILE, GObject)

GQuark      bk_profile_error_quark       (void);

BkProfile  *bk_profile_new               (void) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_profile_copy              (BkProfile    *self) G_GNUC_WARN_UNUSED_RESULT;
void        bk_profile_assign            (BkProfile    *self,
                                          BkProfile    *source);
gboolean    bk_profile_equal             (BkProfile    *a,
                                          BkProfile    *b);

void        bk_profile_begin_change      (BkProfile    *self);
void        bk_profile_end_change        (BkProfile    *self);
BkProfileHistory *bk_profile_get_history (BkProfile    *self);

const char *bk_profile_get_name          (BkProfile    *self);
void        bk_profile_set_name          (BkProfile    *self,
                                          const char   *name);
const char *bk_profile_get_notes         (BkProfile    *self);
void        bk_profile_set_notes         (BkProfile    *self,
                                          const char   *notes);
const char *bk_profile_get_reviewed      (BkProfile    *self);
void        bk_profile_set_reviewed      (BkProfile    *self,
                                          const char   *iso_date);
gboolean    bk_profile_get_reviewed_date (BkProfile    *self,
                                          GDate        *date);
void        bk_profile_mark_reviewed     (BkProfile    *self,
                                          const GDate  *today);
int         bk_profile_get_format        (BkProfile    *self);

void        bk_profile_set_measured_usage  (BkProfile          *self,
                                            const char         *source,
                                            const char         *first,
                                            const char         *last,
                                            guint               gpus,
                                            const char * const *files);
const char *bk_profile_get_measured_source (BkProfile          *self);
const char *bk_profile_get_measured_first  (BkProfile          *self);
const char *bk_profile_get_measured_last   (BkProfile          *self);
guint       bk_profile_get_measured_gpus   (BkProfile          *self);
GStrv       bk_profile_dup_measured_files  (BkProfile          *self) G_GNUC_WARN_UNUSED_RESULT;

BkHardware *bk_profile_get_hardware      (BkProfile    *self);
BkPricing  *bk_profile_get_pricing       (BkProfile    *self);
BkWorkload *bk_profile_get_workload      (BkProfile    *self);

gboolean    bk_profile_get_range         (BkProfile    *self,
                                          const char   *field,
                                          double       *low,
                                          double       *high);
void        bk_profile_set_range         (BkProfile    *self,
                                          const char   *field,
                                          double        low,
                                          double        high);
void        bk_profile_clear_range       (BkProfile    *self,
                                          const char   *field);
void        bk_profile_clear_ranges      (BkProfile    *self);
gboolean    bk_profile_has_ranges        (BkProfile    *self);

BkProfile  *bk_profile_new_from_data     (const char   *data,
                                          gssize        length,
                                          GError      **error) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_profile_new_from_file     (GFile        *file,
                                          GCancellable *cancellable,
                                          GError      **error) G_GNUC_WARN_UNUSED_RESULT;
char       *bk_profile_to_data           (BkProfile    *self,
                                          gsize        *length) G_GNUC_WARN_UNUSED_RESULT;
gboolean    bk_profile_save_to_file      (BkProfile    *self,
                                          GFile        *file,
                                          GCancellable *cancellable,
                                          GError      **error);

gboolean    bk_parse_iso_date            (const char   *text,
                                          GDate        *date);

void        bk_profile_translate_example (BkProfile *self);

G_END_DECLS
