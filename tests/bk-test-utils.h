/* bk-test-utils.h: helpers for every test: files, the main loop, profiles and notifications
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib and the model only, so that the model's tests (which run under valgrind), the widget
 * tests and the benchmarks share it; the widget helpers are in bk-test-gtk-utils.h.
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bk-engine-enums.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* The main loop */

/* How long a wait may take before the test fails: generous, since nothing should need it; a
 * setup that slows everything down (valgrind) multiplies it by $BK_TEST_WAIT_MULTIPLIER. */
#define BK_TEST_WAIT_SECONDS 10

typedef gboolean (*BkTestCondition) (gpointer data);

void        bk_test_wait_for              (BkTestCondition  condition,
                                           gpointer         data);
void        bk_test_release_and_wait      (gpointer         object,
                                           GDestroyNotify   release);
gboolean    bk_test_pointer_is_set        (gpointer         data);
gboolean    bk_test_pointer_is_null       (gpointer         data);

/* An async call's result: pass bk_test_async_result_cb with a GAsyncResult * slot set to NULL,
 * then bk_test_wait_for_result() returns it (the slot owns it). */
void          bk_test_async_result_cb     (GObject         *source,
                                           GAsyncResult    *result,
                                           gpointer         slot);
GAsyncResult *bk_test_wait_for_result     (GAsyncResult   **slot);

/* Counting signals: connect with g_signal_connect() and a guint * as the data. */
void        bk_test_count_notify_cb       (GObject         *object,
                                           GParamSpec      *pspec,
                                           guint           *count);
void        bk_test_count_signal_cb       (gpointer         instance,
                                           guint           *count);

/* Files */

void        bk_test_remove_tree           (const char      *path);
void        bk_test_write_file            (GFile           *file,
                                           const char      *contents);
char       *bk_test_read_file             (GFile           *file) G_GNUC_WARN_UNUSED_RESULT;

/* The shipped table of instance sizes (data/instance-sizes.json under BK_SOURCE_DIR), checked
 * against the shipped catalogue: every size names one of its GPUs. */
BkInstanceTable *bk_test_load_instance_table (void);

/* The command line */

/* What a run of the built program gave: its exit status and everything it printed. */
typedef struct
{
  int   status;
  char *out;
  char *err;
} BkTestRun;

void        bk_test_run_clear             (BkTestRun       *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BkTestRun, bk_test_run_clear)

void        bk_test_run_breakeven         (BkTestRun       *run,
                                           const char      *locale,
                                           const char      *language,
                                           ...) G_GNUC_NULL_TERMINATED;

/* Profiles */

BkProfile  *bk_test_load_profile          (GFile           *file) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_test_new_named_profile     (const char      *name,
                                           guint            gpus) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_test_new_bursty_profile    (void) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_test_new_hybrid_profile    (void) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_test_new_plain_profile     (void) G_GNUC_WARN_UNUSED_RESULT;

/* The analysis as of a fixed day (2026-06-01), so that the review date never moves a result. */
BkAnalysis *bk_test_analyse               (BkProfile       *profile) G_GNUC_WARN_UNUSED_RESULT;
double      bk_test_monthly               (BkAnalysis      *analysis,
                                           BkOption         option,
                                           BkCategory       category,
                                           guint            month);
BkProfile  *bk_test_today     (void) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_test_half_busy (void) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_test_cheap_cloud (void) G_GNUC_WARN_UNUSED_RESULT;
BkProfile  *bk_test_new_simple_profile    (double           purchase,
                                           double           rent) G_GNUC_WARN_UNUSED_RESULT;
BkCatalogue *bk_test_load_catalogue       (void) G_GNUC_WARN_UNUSED_RESULT;
void        bk_test_set_team_catalogue   (const char      *json);

/* The profile library */

gboolean    bk_test_store_loaded          (gpointer         store);
gboolean    bk_test_entry_saved           (gpointer         entry);
void        bk_test_store_settle          (BkProfileStore  *store);

/* Sweeps over the properties and the lifetime of objects */

/* Puts into @value (initialised to the property's type) a valid value for @pspec of @object
 * other than the one it has, or returns FALSE when it has none to offer. An object made for
 * the value must have no other owner, since the sweep checks that it is finalized too. */
typedef gboolean (*BkTestValueFunc) (GObject    *object,
                                     GParamSpec *pspec,
                                     GValue     *value,
                                     gpointer    data);

gboolean    bk_test_make_model_value      (GObject         *object,
                                           GParamSpec      *pspec,
                                           GValue          *value,
                                           gpointer         data);
GPtrArray  *bk_test_list_types            (const char      *prefix) G_GNUC_WARN_UNUSED_RESULT;
void        bk_test_notify_sweep          (GObject         *object,
                                           BkTestValueFunc  make_value,
                                           gpointer         data,
                                           GDestroyNotify   release);

/* Benchmarks */

double      bk_bench_median               (double          *values,
                                           guint            n);

/* Reports */

void        bk_test_assert_same_numbers   (JsonNode        *old,
                                           JsonNode        *now,
                                           const char      *path);

G_END_DECLS
