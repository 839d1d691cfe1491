/* test-usage-prometheus.c: the usage read from a real Prometheus, and from hostile servers
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage, "From a Prometheus server". The test writes five days of a
 * dcgm-exporter history (three hosts of two GPUs, a pod label that changes on one GPU, a gap on
 * one host, a second metric on one GPU for a day), backfills it with promtool, starts Debian's
 * prometheus on a free port of the loopback address, reads it through the app's own query and
 * compares every derived figure with the same history read from a query_range file. Then servers
 * that answer 500, say nothing, return Prometheus' own error texts, cut their JSON off, answer
 * an instant vector or a web page, or want a token. It skips, saying why, where prometheus or
 * promtool is not installed.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "bk-credential.h"
#include "bk-http.h"
#include "bk-test-prometheus.h"
#include "bk-test-server.h"
#include "bk-test-utils.h"
#include "bk-usage.h"

#define T0 1793577600          /* Monday 2026-11-02 00:00 UTC */
#define DAYS 5
#define STEP 120               /* seconds between samples */
#define OFFSET 17              /* the scrapes' second within their step */
#define NOW (T0 + 30 * 86400)

typedef struct
{
  const char *host, *gpu, *uuid;
} Gpu;

static const Gpu gpus[] = {
  { "node-a", "0", "GPU-6f0a1b2c-0000-4000-8000-00000000a000" },
  { "node-a", "1", "GPU-6f0a1b2c-0000-4000-8000-00000000a001" },
  { "node-b", "0", "GPU-6f0a1b2c-0000-4000-8000-00000000b000" },
  { "node-b", "1", "GPU-6f0a1b2c-0000-4000-8000-00000000b001" },
  { "node-c", "0", "GPU-6f0a1b2c-0000-4000-8000-00000000c000" },
  { "node-c", "1", "GPU-6f0a1b2c-0000-4000-8000-00000000c001" },
};

/* GPU @g's utilisation at @t, or a negative number where it has no sample. */
static double
utilisation (guint  g,
             gint64 t)
{
  gint64 hour = (t - T0) / 3600, day = hour / 24;

  /* node-b is away for six hours on the first day: a gap, not idle hours. */
  if (g == 2 || g == 3)
    if (hour >= 30 && hour < 36)
      return -1;

  switch (g)
    {
    case 0:
    case 1:
      return 60 + (double) ((t / STEP + g) % 7) * 5;        /* 60..90 % */
    case 2:
      return 40 + (double) (hour % 24);                      /* 40..63 % */
    case 3:
      return 2;                                              /* idle: below 5 % */
    default:
      return day == 2 || day == 3 ? 85.5 : 0;                /* a burst on days 2 and 3 */
    }
}

/* node-a's GPU 0 runs pod train-1 until 10:30 on day 2, then train-2. */
static const char *
pod (guint  g,
     gint64 t)
{
  if (g != 0)
    return "train-x";
  return t < T0 + 58 * 3600 + 1800 ? "train-1" : "train-2";
}

static char *
labels_openmetrics (guint       g,
                    const char *pod_name)
{
  return g_strdup_printf ("DCGM_FI_DRIVER_VERSION=\"550.54.15\",Hostname=\"%s\",UUID=\"%s\","
                          "container=\"trainer\",device=\"nvidia%s\",gpu=\"%s\","
                          "instance=\"10.0.0.%u:9400\",job=\"dcgm-exporter\","
                          "modelName=\"NVIDIA H100 80GB HBM3\",namespace=\"ml\",pod=\"%s\"",
                          gpus[g].host, gpus[g].uuid, gpus[g].gpu, gpus[g].gpu, g / 2 + 1,
                          pod_name);
}

static char *
labels_json (const char *metric,
             guint       g,
             const char *pod_name)
{
  return g_strdup_printf ("\"__name__\":\"%s\",\"DCGM_FI_DRIVER_VERSION\":\"550.54.15\","
                          "\"Hostname\":\"%s\",\"UUID\":\"%s\",\"container\":\"trainer\","
                          "\"device\":\"nvidia%s\",\"gpu\":\"%s\",\"instance\":\"10.0.0.%u:9400\","
                          "\"job\":\"dcgm-exporter\",\"modelName\":\"NVIDIA H100 80GB HBM3\","
                          "\"namespace\":\"ml\",\"pod\":\"%s\"",
                          metric, gpus[g].host, gpus[g].uuid, gpus[g].gpu, gpus[g].gpu, g / 2 + 1,
                          pod_name);
}

/* The history as OpenMetrics for promtool, and as the query_range JSON of
 * DCGM_FI_DEV_GPU_UTIL at the scrapes' own step, as a file a team would export. */
static void
write_history (const char *openmetrics,
               const char *json)
{
  GString *om = g_string_new ("# TYPE DCGM_FI_DEV_GPU_UTIL gauge\n");
  GString *js = g_string_new ("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                              "\"result\":[");
  g_autoptr(GError) error = NULL;
  guint series = 0;

  for (guint g = 0; g < G_N_ELEMENTS (gpus); g++)
    {
      const char *pods[] = { "train-1", "train-2", "train-x" };

      for (guint p = 0; p < G_N_ELEMENTS (pods); p++)
        {
          g_autofree char *om_labels = labels_openmetrics (g, pods[p]);
          g_autofree char *js_labels = labels_json ("DCGM_FI_DEV_GPU_UTIL", g, pods[p]);
          gboolean any = FALSE;

          for (gint64 t = T0 + OFFSET; t < T0 + DAYS * 86400; t += STEP)
            {
              double value = utilisation (g, t);
              char number[G_ASCII_DTOSTR_BUF_SIZE];

              if (value < 0 || !g_str_equal (pod (g, t), pods[p]))
                continue;
              g_ascii_dtostr (number, sizeof number, value);
              g_string_append_printf (om, "DCGM_FI_DEV_GPU_UTIL{%s} %s %" G_GINT64_FORMAT "\n",
                                      om_labels, number, t);
              if (!any)
                g_string_append_printf (js, "%s{\"metric\":{%s},\"values\":[", series++ ? "," : "",
                                        js_labels);
              g_string_append_printf (js, "%s[%" G_GINT64_FORMAT ",\"%s\"]", any ? "," : "", t,
                                      number);
              any = TRUE;
            }
          if (any)
            g_string_append (js, "]}");
        }
    }
  g_string_append (js, "]}}\n");

  /* The recommended metric too, but for one GPU and one day: too few GPUs to read it by. */
  g_string_append (om, "# TYPE DCGM_FI_PROF_GR_ENGINE_ACTIVE gauge\n");
  {
    g_autofree char *om_labels = labels_openmetrics (0, "train-1");

    for (gint64 t = T0 + OFFSET; t < T0 + 86400; t += STEP)
      g_string_append_printf (om, "DCGM_FI_PROF_GR_ENGINE_ACTIVE{%s} 0.5 %" G_GINT64_FORMAT "\n",
                              om_labels, t);
  }
  g_string_append (om, "# EOF\n");

  g_file_set_contents (openmetrics, om->str, om->len, &error);
  g_assert_no_error (error);
  g_file_set_contents (json, js->str, js->len, &error);
  g_assert_no_error (error);
  g_string_free (om, TRUE);
  g_string_free (js, TRUE);
}

static void
compare (const BkUsageSummary *file,
         const BkUsageSummary *server)
{
  g_autofree char *file_first = bk_usage_format_day (file->first);
  g_autofree char *server_first = bk_usage_format_day (server->first);
  g_autofree char *file_last = bk_usage_format_day (file->last);
  g_autofree char *server_last = bk_usage_format_day (server->last);

  g_assert_cmpuint (server->gpus, ==, file->gpus);
  g_assert_cmpfloat (server->covered_hours, ==, file->covered_hours);
  g_assert_cmpfloat_with_epsilon (server->gpu_hours, file->gpu_hours, 1e-9 * file->gpu_hours);
  g_assert_cmpuint (server->covered_days, ==, file->covered_days);
  g_assert_cmpuint (server->base, ==, file->base);
  g_assert_cmpuint (server->peak, ==, file->peak);
  g_assert_cmpuint (server->peaks, ==, file->peaks);
  g_assert_cmpuint (server->burst_days_total, ==, file->burst_days_total);
  g_assert_cmpuint (server->bursts, ==, file->bursts);
  g_assert_cmpuint (server->burst_days, ==, file->burst_days);
  g_assert_cmpuint (server->burst_interval_days, ==, file->burst_interval_days);
  g_assert_cmpfloat_with_epsilon (server->utilisation, file->utilisation, 1e-9);
  g_assert_cmpint (server->predictability, ==, file->predictability);
  g_assert_cmpstr (server_first, ==, file_first);
  g_assert_cmpstr (server_last, ==, file_last);
  for (guint i = 0; i < file->days->len; i++)
    {
      const BkUsageDay *a = &g_array_index (file->days, BkUsageDay, i);
      const BkUsageDay *b = &g_array_index (server->days, BkUsageDay, i);

      g_assert_cmpint (b->start, ==, a->start);
      g_assert_cmpuint (b->active, ==, a->active);
      g_assert_cmpfloat_with_epsilon (b->busy, a->busy, 1e-9);
    }
}

static void
test_real_server (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *om = NULL, *json = NULL, *tsdb = NULL;
  g_autoptr(BkUsageSummary) from_file = NULL;
  g_autoptr(BkUsageSummary) from_server = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GFile) json_file = NULL;
  g_autofree char *address = NULL;
  g_autofree char *text = NULL;
  g_autofree char *why = NULL;
  gint64 start;

  if (!bk_test_prometheus_available (&why))
    {
      g_test_skip (why);
      return;
    }

  folder = g_dir_make_tmp ("breakeven-prometheus-XXXXXX", &error);
  g_assert_no_error (error);
  om = g_build_filename (folder, "history.om", NULL);
  json = g_build_filename (folder, "query_range.json", NULL);
  tsdb = g_build_filename (folder, "tsdb", NULL);
  write_history (om, json);

  /* The same history, read from the file. */
  json_file = g_file_new_for_path (json);
  from_file = bk_usage_read_files (&json_file, 1, utc, NOW, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (from_file->gpus, ==, 6);

  start = g_get_monotonic_time ();
  bk_test_prometheus_backfill (om, tsdb);
  g_test_message ("backfilled in %.1f s", (g_get_monotonic_time () - start) / 1e6);

  /* Read through the app's own query, in chunks of a day. */
  {
    g_autoptr(BkTestPrometheus) server = bk_test_prometheus_start (tsdb);
    g_autoptr(BkUsageQuery) query = NULL;

    address = g_strconcat (bk_test_prometheus_get_uri (server), "/graph", NULL);
    query = bk_usage_query_new (address, &error);
    g_assert_no_error (error);
    g_assert_true (g_str_has_suffix (address, "/graph"));
    g_assert_cmpint (strlen (bk_usage_query_get_address (query)), ==, strlen (address) - 6);
    bk_usage_query_set_period (query, T0, T0 + DAYS * 86400);
    bk_usage_query_set_chunk_hours (query, 24);
    from_server = bk_usage_query_run (query, utc, NOW, NULL, &error);
  }
  g_assert_no_error (error);

  /* The metric the six GPUs have, not the one only one has. */
  g_assert_cmpstr (from_server->metric, ==, "DCGM_FI_DEV_GPU_UTIL");
  g_assert_cmpuint (from_server->series, ==, 7);
  compare (from_file, from_server);
  /* By hand: node-c's GPUs burst on days 2 and 3, node-b's GPU 1 idles below 5 %. */
  g_assert_cmpuint (from_server->base, ==, 3);
  g_assert_cmpuint (from_server->peak, ==, 5);
  g_assert_cmpuint (from_server->burst_days_total, ==, 2);
  g_assert_cmpfloat (from_server->covered_hours, ==, DAYS * 24);

  text = bk_usage_summary_to_text (from_server);
  /* The metric once: the server's entry names it. */
  g_assert_nonnull (strstr (text, "Measured usage: DCGM through Prometheus "
                                  "(DCGM_FI_DEV_GPU_UTIL from http://127.0.0.1:"));
  g_assert_nonnull (strstr (text, "6 GPUs in 7 series"));

  bk_test_remove_tree (folder);
}

/* Hostile servers */

typedef enum
{
  ANSWER_500,
  ANSWER_TOO_MANY_POINTS,
  ANSWER_TOO_MANY_SAMPLES,
  ANSWER_QUERY_TIMEOUT,
  ANSWER_CUT_OFF,
  ANSWER_VECTOR,
  ANSWER_WEB_PAGE,
  ANSWER_STATUS_ERROR_200,
  ANSWER_NEEDS_TOKEN,
} Answer;

static Answer answer;

static void
reply (SoupServerMessage *message,
       guint              status,
       const char        *type,
       const char        *body)
{
  soup_server_message_set_status (message, status, NULL);
  soup_server_message_set_response (message, type, SOUP_MEMORY_COPY, body, strlen (body));
}

static void
prometheus_handler (SoupServer        *server,
                    SoupServerMessage *message,
                    const char        *path,
                    GHashTable        *query,
                    gpointer           user_data)
{
  const char *json = "application/json";
  const char *authorization = soup_message_headers_get_one (
    soup_server_message_get_request_headers (message), "Authorization");

  if (answer == ANSWER_NEEDS_TOKEN && g_strcmp0 (authorization, "Bearer t0ken") != 0)
    {
      reply (message, 401, "text/plain", "Unauthorized\n");
      return;
    }

  if (g_str_equal (path, "/api/v1/status/buildinfo"))
    {
      reply (message, 200, json, "{\"status\":\"success\",\"data\":{\"version\":\"2.53.3\"}}");
      return;
    }
  if (g_str_equal (path, "/api/v1/series"))
    {
      reply (message, 200, json, "{\"status\":\"success\",\"data\":[{\"__name__\":"
                                 "\"DCGM_FI_DEV_GPU_UTIL\",\"UUID\":\"GPU-1\",\"gpu\":\"0\"}]}");
      return;
    }

  switch (answer)
    {
    case ANSWER_500:
      reply (message, 500, "text/plain", "internal error\n");
      break;
    case ANSWER_TOO_MANY_POINTS:
      reply (message, 400, json, "{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":"
                                 "\"exceeded maximum resolution of 11,000 points per timeseries. "
                                 "Try decreasing the query resolution (?step=XX)\"}");
      break;
    case ANSWER_TOO_MANY_SAMPLES:
      reply (message, 422, json, "{\"status\":\"error\",\"errorType\":\"execution\",\"error\":"
                                 "\"query processing would load too many samples into memory in "
                                 "query execution\"}");
      break;
    case ANSWER_QUERY_TIMEOUT:
      reply (message, 503, json, "{\"status\":\"error\",\"errorType\":\"timeout\",\"error\":"
                                 "\"query timed out in expression evaluation\"}");
      break;
    case ANSWER_CUT_OFF:
      reply (message, 200, json, "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                                 "\"result\":[{\"metric\":{\"UUID\":\"GPU-1\"},\"values\":"
                                 "[[1793613599.999,\"40\"],[17936");
      break;
    case ANSWER_VECTOR:
      reply (message, 200, json, "{\"status\":\"success\",\"data\":{\"resultType\":\"vector\","
                                 "\"result\":[{\"metric\":{\"UUID\":\"GPU-1\"},\"value\":"
                                 "[1793613599.999,\"40\"]}]}}");
      break;
    case ANSWER_WEB_PAGE:
      reply (message, 200, "text/html; charset=utf-8", "<!doctype html><title>Grafana</title>");
      break;
    case ANSWER_STATUS_ERROR_200:
      reply (message, 200, json, "{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":"
                                 "\"invalid parameter \\\"query\\\": 1:15: parse error: unexpected "
                                 "character: '!'\"}");
      break;
    case ANSWER_NEEDS_TOKEN:
    default:
      reply (message, 200, json, "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                                 "\"result\":[{\"metric\":{\"UUID\":\"GPU-1\"},\"values\":"
                                 "[[1793613599.999,\"40\"]]}]}}");
      break;
    }
}

static BkUsageSummary *
read_server (const char          *address,
             const BkCredential  *credential,
             guint                timeout,
             GError             **error)
{
  g_autoptr(BkUsageQuery) query = bk_usage_query_new (address, error);
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();

  g_assert_nonnull (query);
  bk_usage_query_set_period (query, 1793613600, 1793613600 + 3600);
  bk_usage_query_set_credential (query, credential);
  if (timeout > 0)
    bk_usage_query_set_timeout (query, timeout);

  return bk_usage_query_run (query, utc, NOW, NULL, error);
}

static void
test_hostile_servers (void)
{
  g_autoptr(BkTestServer) server = bk_test_server_new (NULL);
  g_autofree char *address = bk_test_server_uri (server, "");
  g_autofree char *name = g_strdup_printf ("127.0.0.1:%u", bk_test_server_get_port (server));
  struct { Answer answer; const char *words; } cases[] = {
    { ANSWER_500, "answered 500 Internal Server Error" },
    { ANSWER_TOO_MANY_POINTS, "could not answer: exceeded maximum resolution of 11,000 points "
      "per timeseries. Try decreasing the query resolution (?step=XX) (bad_data, 400)" },
    { ANSWER_TOO_MANY_SAMPLES, "could not answer: query processing would load too many samples "
      "into memory in query execution (execution, 422)" },
    { ANSWER_QUERY_TIMEOUT, "could not answer: query timed out in expression evaluation "
      "(timeout, 503)" },
    { ANSWER_CUT_OFF, "the JSON is broken or cut off here" },
    { ANSWER_VECTOR, "a result of type “vector”" },
    { ANSWER_WEB_PAGE, "answers with text/html, not with Prometheus’ JSON" },
    { ANSWER_STATUS_ERROR_200, "Prometheus could not answer the query: invalid parameter "
      "\"query\": 1:15: parse error: unexpected character: '!' (bad_data)" },
    { ANSWER_NEEDS_TOKEN, "asks for credentials (401 Unauthorized)" },
  };

  bk_test_server_add (server, "/api", prometheus_handler, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BkUsageSummary) s = NULL;

      answer = cases[i].answer;
      s = read_server (address, NULL, 0, &error);
      g_test_message ("answer %u: %s", i, error != NULL ? error->message : "(read)");
      g_assert_null (s);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, cases[i].words));
      g_assert_nonnull (strstr (error->message, name));
      g_assert_null (strchr (error->message, '\n'));
    }

  /* With its token, the last one reads: one GPU at 40 % for an hour. */
  {
    g_autoptr(BkCredential) token = bk_credential_new (BK_CREDENTIAL_BEARER, NULL, "t0ken");
    g_autoptr(GError) error = NULL;
    g_autoptr(BkUsageSummary) s = read_server (address, token, 0, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (s->gpu_hours, 0.4, 1e-9);
    g_assert_cmpstr (s->metric, ==, "DCGM_FI_DEV_GPU_UTIL");
  }

  /* A server that says nothing: the timeout's own sentence. */
  {
    g_autoptr(BkTestRaw) silent = bk_test_raw_new (NULL);
    g_autofree char *silent_address = g_strdup_printf ("http://127.0.0.1:%u",
                                                       bk_test_raw_get_port (silent));
    g_autoptr(GError) error = NULL;
    g_autoptr(BkUsageSummary) s = read_server (silent_address, NULL, 1, &error);

    g_assert_null (s);
    g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_TIMEOUT);
    g_assert_nonnull (strstr (error->message, "did not answer within 1 second"));
  }

  /* Nothing listens. */
  {
    g_autofree char *closed = g_strdup_printf ("http://127.0.0.1:%u", bk_test_free_port ());
    g_autoptr(GError) error = NULL;
    g_autoptr(BkUsageSummary) s = read_server (closed, NULL, 0, &error);

    g_assert_null (s);
    g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_NETWORK);
    g_assert_nonnull (strstr (error->message, "refuses the connection"));
  }
}

static void
test_address (void)
{
  const char *addresses[][2] = {
    { "https://prom.example.org:9090", "https://prom.example.org:9090" },
    { "https://prom.example.org:9090/", "https://prom.example.org:9090" },
    { "https://prom.example.org/graph?g0.expr=up", "https://prom.example.org" },
    { " https://example.org/prometheus/api/v1/query_range?query=x ", "https://example.org/prometheus" },
    { "http://10.0.0.7:9090/query", "http://10.0.0.7:9090" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (addresses); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BkUsageQuery) query = bk_usage_query_new (addresses[i][0], &error);

      g_assert_no_error (error);
      g_assert_cmpstr (bk_usage_query_get_address (query), ==, addresses[i][1]);
    }

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BkUsageQuery) query = bk_usage_query_new ("prom.example.org:9090", &error);

    g_assert_null (query);
    g_assert_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_ADDRESS);
  }
}

int
main (int   argc,
      char *argv[])
{
  /* Nothing of the desktop's proxy for the servers on the loopback address: GIO's direct
   * resolver, not libproxy, which asks a D-Bus session a build sandbox does not have. */
  g_setenv ("GIO_USE_PROXY_RESOLVER", "dummy", TRUE);
  g_setenv ("no_proxy", "127.0.0.1", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/usage/prometheus/address", test_address);
  g_test_add_func ("/usage/prometheus/hostile-servers", test_hostile_servers);
  g_test_add_func ("/usage/prometheus/real-server", test_real_server);

  return g_test_run ();
}
