/* bk-test-prometheus.h: Debian's prometheus on a history backfilled with promtool, for the test
 * and the bench of the usage read from a Prometheus server
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * promtool turns an OpenMetrics file into blocks of a data folder, and prometheus serves that
 * folder on a free port of the loopback address, scraping nothing. The server is stopped when
 * its test ends, even when the test is killed.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BkTestPrometheus BkTestPrometheus;

/* %TRUE where prometheus and promtool are installed; otherwise %FALSE and, in @why, a sentence
 * saying what is missing. */
gboolean          bk_test_prometheus_available (char            **why);
/* Adds the samples of @openmetrics to the data folder @tsdb as blocks as long as the samples
 * span (promtool's two-hour blocks would make thousands of a year). Aborts if promtool fails. */
void              bk_test_prometheus_backfill  (const char       *openmetrics,
                                                const char       *tsdb);
/* Starts prometheus on @tsdb (its configuration written beside it, as @tsdb.yml) and waits until
 * it answers /-/ready. Aborts if it never does. */
BkTestPrometheus *bk_test_prometheus_start     (const char       *tsdb);
/* "http://127.0.0.1:PORT" */
const char       *bk_test_prometheus_get_uri   (BkTestPrometheus *self);
/* The CPU time the server has used so far, in seconds (user and system, from /proc). */
double            bk_test_prometheus_cpu_seconds (BkTestPrometheus *self);
void              bk_test_prometheus_stop      (BkTestPrometheus *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkTestPrometheus, bk_test_prometheus_stop)

G_END_DECLS
