/* bk-usage-query.c: reads DCGM's GPU utilisation straight from a Prometheus server
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage, "From a Prometheus server". Blocking: run it on a worker thread
 * (the import dialog's GTask) or in the command line. It asks the server which DCGM utilisation
 * metric it has for the period (DCGM_FI_PROF_GR_ENGINE_ACTIVE, which NVIDIA recommends and which
 * alone works under MIG, unless it covers fewer GPUs than DCGM_FI_DEV_GPU_UTIL), then asks for
 * each GPU's hourly averages with query_range, in chunks far below Prometheus' 11,000 points a
 * series, and streams each answer into the same reader as a file. An hourly average is what the
 * derivation takes from a GPU's samples, so nothing of the history is lost on the way.
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "bk-credential.h"
#include "bk-http.h"
#include "bk-usage-private.h"

#define HOUR 3600
#define DEFAULT_CHUNK_HOURS (30 * 24)
/* The series list and the version are small; an hourly chunk of a thousand GPUs is about 20 MB. */
#define SMALL_MAX_BYTES ((guint64) 64 * 1024 * 1024)
#define CHUNK_MAX_BYTES ((guint64) 512 * 1024 * 1024)
/* Prometheus' own default query timeout is two minutes. */
#define DEFAULT_TIMEOUT 120

static const char *const metrics[] = { BK_USAGE_METRIC_ENGINE_ACTIVE, BK_USAGE_METRIC_GPU_UTIL };

struct _BkUsageQuery
{
  char                 *address;     /* the server's base address, without /api/v1 */
  GUri                 *uri;
  gint64                start, end;  /* Unix seconds, whole hours */
  BkCredential         *credential;
  guint                 timeout;
  guint                 chunk_hours;
  BkUsageQueryProgress  progress;
  gpointer              progress_data;
};

BkUsageQuery *
bk_usage_query_new (const char  *address,
                    GError     **error)
{
  g_autoptr(BkHttpRequest) request = NULL;
  g_autofree char *trimmed = NULL;
  g_autofree char *base = NULL;
  BkUsageQuery *self;
  GUri *uri;
  const char *path;
  char *cut;

  g_return_val_if_fail (address != NULL, NULL);

  trimmed = g_strstrip (g_strdup (address));
  request = bk_http_request_new (trimmed, error);
  if (request == NULL)
    return NULL;

  /* The address as the browser shows it: its page (/graph, /query) or an API path are cut. */
  uri = bk_http_request_get_uri (request);
  path = g_uri_get_path (uri);
  base = g_strdup (path != NULL ? path : "");
  if ((cut = strstr (base, "/api/v1")) != NULL || (cut = strstr (base, "/graph")) != NULL
      || (cut = strstr (base, "/query")) != NULL)
    *cut = '\0';
  while (base[0] != '\0' && base[strlen (base) - 1] == '/')
    base[strlen (base) - 1] = '\0';

  self = g_new0 (BkUsageQuery, 1);
  self->uri = g_uri_build (G_URI_FLAGS_ENCODED, g_uri_get_scheme (uri), NULL, g_uri_get_host (uri),
                           g_uri_get_port (uri), base, NULL, NULL);
  self->address = g_uri_to_string (self->uri);
  self->timeout = DEFAULT_TIMEOUT;
  self->chunk_hours = DEFAULT_CHUNK_HOURS;
  bk_usage_query_set_period (self, 0, 0);

  return self;
}

void
bk_usage_query_free (BkUsageQuery *self)
{
  if (self == NULL)
    return;

  g_free (self->address);
  g_uri_unref (self->uri);
  g_clear_pointer (&self->credential, bk_credential_free);
  g_free (self);
}

const char *
bk_usage_query_get_address (BkUsageQuery *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->address;
}

GUri *
bk_usage_query_get_uri (BkUsageQuery *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->uri;
}

void
bk_usage_query_set_period (BkUsageQuery *self,
                           gint64        start,
                           gint64        end)
{
  g_return_if_fail (self != NULL);

  /* Whole hours: the last one is the last whole hour before @end. */
  self->start = start - ((start % HOUR) + HOUR) % HOUR;
  self->end = end - ((end % HOUR) + HOUR) % HOUR;
}

void
bk_usage_query_set_credential (BkUsageQuery       *self,
                               const BkCredential *credential)
{
  g_return_if_fail (self != NULL);

  g_clear_pointer (&self->credential, bk_credential_free);
  if (credential != NULL)
    self->credential = bk_credential_new (credential->kind, credential->user, credential->secret);
}

void
bk_usage_query_set_timeout (BkUsageQuery *self,
                            guint         seconds)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (seconds > 0);

  self->timeout = seconds;
}

void
bk_usage_query_set_chunk_hours (BkUsageQuery *self,
                                guint         hours)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (hours > 0 && hours <= 10000);

  self->chunk_hours = hours;
}

void
bk_usage_query_set_progress (BkUsageQuery         *self,
                             BkUsageQueryProgress  progress,
                             gpointer              user_data)
{
  g_return_if_fail (self != NULL);

  self->progress = progress;
  self->progress_data = user_data;
}

/* Requests */

static BkHttpRequest *
new_request (BkUsageQuery *self,
             const char   *path_and_query,
             guint64       max_bytes)
{
  g_autofree char *uri = g_strconcat (self->address, path_and_query, NULL);
  BkHttpRequest *request = bk_http_request_new (uri, NULL);

  g_assert (request != NULL);
  bk_http_request_add_header (request, "Accept", "application/json");
  bk_credential_apply (self->credential, request);
  bk_http_request_set_timeout (request, self->timeout);
  bk_http_request_set_max_bytes (request, max_bytes);

  return request;
}

/* A status other than 2xx: Prometheus says why in its body, {"status":"error","errorType":…,
 * "error":…}; the HTTP layer's sentence otherwise. */
static void
explain_failure (BkUsageQuery   *self,
                 BkHttpRequest  *request,
                 GError        **error)
{
  GBytes *body = bk_http_request_get_error_body (request);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root;
  JsonObject *object;
  const char *text, *type;

  if (error == NULL || *error == NULL || !g_error_matches (*error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS)
      || body == NULL
      || !json_parser_load_from_data (parser, g_bytes_get_data (body, NULL),
                                      g_bytes_get_size (body), NULL)
      || (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return;

  object = json_node_get_object (root);
  text = json_object_get_string_member_with_default (object, "error", NULL);
  type = json_object_get_string_member_with_default (object, "errorType", NULL);
  if (text == NULL)
    return;

  {
    g_autofree char *server = bk_http_request_dup_server (request);
    g_autofree char *valid = g_utf8_make_valid (text, -1);
    guint status = bk_http_request_get_status (request);

    g_clear_error (error);
    if (type != NULL)
      /* Translators: the server, Prometheus' own words for the failure, its kind and the HTTP
       * status: "prom.example.org:9090 could not answer: query timed out in expression
       * evaluation (timeout, 503)". */
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS,
                   _("Prometheus at %s could not answer: %s (%s, %u)"), server, valid, type, status);
    else
      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS,
                   _("Prometheus at %s could not answer: %s (%u)"), server, valid, status);
  }
}

/* Prometheus answers application/json; anything else (a sign-in page, a dashboard) is not it. */
static gboolean
check_json (BkUsageQuery  *self,
            BkHttpRequest *request,
            const char    *content_type,
            GError       **error)
{
  g_autofree char *server = NULL;

  if (content_type == NULL || g_str_has_prefix (content_type, "application/json"))
    return TRUE;

  server = bk_http_request_dup_server (request);
  g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_FORM,
               _("%s answers with %s, not with Prometheus’ JSON: check that the address is the "
                 "Prometheus server’s"), server, content_type);
  return FALSE;
}

static JsonNode *
get_json (BkUsageQuery   *self,
          BkHttpClient   *client,
          const char     *path_and_query,
          GCancellable   *cancellable,
          GError        **error)
{
  g_autoptr(BkHttpRequest) request = new_request (self, path_and_query, SMALL_MAX_BYTES);
  g_autoptr(GBytes) bytes = bk_http_client_get_bytes (client, request, cancellable, error);
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;

  if (bytes == NULL)
    {
      explain_failure (self, request, error);
      return NULL;
    }
  if (!check_json (self, request, bk_http_request_get_content_type (request), error))
    return NULL;

  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                   g_bytes_get_size (bytes), &local_error)
      || (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root)
      || g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (root),
                                                                "status", NULL),
                    "success") != 0)
    {
      g_autofree char *server = bk_http_request_dup_server (request);

      g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_FORM,
                   _("The answer of %s is not Prometheus’ JSON: check that the address is the "
                     "Prometheus server’s"), server);
      return NULL;
    }

  return json_node_copy (root);
}

/* Prometheus 3 reads a range selector left-open, (t − 1h, t]; Prometheus 2 reads it closed,
 * [t − 1h, t]. The hour [H, H + 1h) at millisecond resolution is then "[1h]" at H + 1h − 1 ms
 * for the one and "[3599999ms]" there for the other. */
static const char *
hour_range (BkUsageQuery  *self,
            BkHttpClient  *client,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = get_json (self, client, "/api/v1/status/buildinfo", cancellable,
                                       &local_error);
  JsonObject *data;
  const char *version;

  if (root == NULL)
    {
      /* Servers that speak the query API without the status pages: read as Prometheus 2. */
      if (g_error_matches (local_error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS)
          || g_error_matches (local_error, BK_HTTP_ERROR, BK_HTTP_ERROR_FORM))
        return "3599999ms";
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  data = json_object_get_object_member (json_node_get_object (root), "data");
  version = data != NULL ? json_object_get_string_member_with_default (data, "version", NULL)
                         : NULL;

  return version != NULL && g_ascii_strtoull (version, NULL, 10) >= 3 ? "1h" : "3599999ms";
}

/* The GPU a series of the series API names: its UUID, else its host and GPU number. */
static char *
series_gpu (JsonObject *labels)
{
  const char *uuid = json_object_get_string_member_with_default (labels, "UUID", NULL);
  const char *host = json_object_get_string_member_with_default (labels, "Hostname", NULL);
  const char *gpu = json_object_get_string_member_with_default (labels, "gpu", NULL);

  if (uuid == NULL)
    uuid = json_object_get_string_member_with_default (labels, "uuid", NULL);
  if (uuid != NULL)
    return g_strdup (uuid);
  if (host == NULL)
    host = json_object_get_string_member_with_default (labels, "instance", "");
  if (gpu == NULL)
    gpu = json_object_get_string_member_with_default (labels, "device", NULL);

  return gpu != NULL ? g_strconcat (host, "#", gpu, NULL) : NULL;
}

static char *
format_time (gint64 seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (seconds);

  return g_date_time_format (time, "%Y-%m-%d %H:%M UTC");
}

/* Which of the two metrics the server has for the period, and for how many GPUs in how many
 * series. */
static gboolean
choose_metric (BkUsageQuery  *self,
               BkHttpClient  *client,
               const char   **metric,
               guint         *gpus,
               guint         *series,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autofree char *path = g_strdup_printf ("/api/v1/series?match[]=%s&match[]=%s"
                                           "&start=%" G_GINT64_FORMAT "&end=%" G_GINT64_FORMAT,
                                           metrics[0], metrics[1], self->start, self->end);
  g_autoptr(JsonNode) root = get_json (self, client, path, cancellable, error);
  GHashTable *seen[G_N_ELEMENTS (metrics)] = { NULL };
  guint counts[G_N_ELEMENTS (metrics)] = { 0 };
  JsonArray *data;

  if (root == NULL)
    return FALSE;

  data = json_object_get_array_member (json_node_get_object (root), "data");
  for (guint m = 0; m < G_N_ELEMENTS (metrics); m++)
    seen[m] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; data != NULL && i < json_array_get_length (data); i++)
    {
      JsonNode *node = json_array_get_element (data, i);
      JsonObject *labels = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = labels != NULL
                         ? json_object_get_string_member_with_default (labels, "__name__", "")
                         : "";

      for (guint m = 0; m < G_N_ELEMENTS (metrics); m++)
        if (g_str_equal (name, metrics[m]))
          {
            char *gpu = series_gpu (labels);

            counts[m]++;
            if (gpu != NULL)
              g_hash_table_add (seen[m], gpu);
          }
    }

  *gpus = 0;
  if (counts[0] > 0 || counts[1] > 0)
    {
      /* The recommended metric, unless some GPUs lack it (profiling is not on every GPU). */
      guint pick = g_hash_table_size (seen[0]) >= g_hash_table_size (seen[1]) && counts[0] > 0
                   ? 0 : 1;

      *metric = metrics[pick];
      *gpus = g_hash_table_size (seen[pick]);
      *series = counts[pick];
    }
  for (guint m = 0; m < G_N_ELEMENTS (metrics); m++)
    g_hash_table_unref (seen[m]);

  if (counts[0] == 0 && counts[1] == 0)
    {
      g_autofree char *server = g_uri_to_string_partial (self->uri, G_URI_HIDE_USERINFO);
      g_autofree char *from = format_time (self->start);
      g_autofree char *to = format_time (self->end);

      g_set_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_EMPTY,
                   _("%s has no DCGM GPU utilisation from %s to %s: neither %s nor %s. Check "
                     "that it scrapes NVIDIA’s dcgm-exporter, and the period"),
                   server, from, to, metrics[0], metrics[1]);
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_chunk (BkUsageQuery  *self,
            BkHttpClient  *client,
            BkUsageReader *reader,
            const char    *metric,
            const char    *range,
            gint64         from,
            gint64         to,
            GCancellable  *cancellable,
            GError       **error)
{
  /* Each series' hourly average, by the labels that name a GPU or a MIG instance, so that a
   * label that changes (a pod rescheduled) does not split a GPU, and one exporter scraped by
   * two jobs does not count it twice. */
  g_autofree char *query = g_strdup_printf ("avg by (UUID, gpu, device, Hostname, instance, "
                                            "GPU_I_ID, GPU_I_PROFILE, modelName) "
                                            "(avg_over_time(%s[%s]))", metric, range);
  g_autofree char *escaped = g_uri_escape_string (query, NULL, FALSE);
  /* The value at H + 1h − 1 ms is the average of the hour H. */
  g_autofree char *path = g_strdup_printf ("/api/v1/query_range?query=%s&start=%" G_GINT64_FORMAT
                                           ".999&end=%" G_GINT64_FORMAT ".999&step=3600",
                                           escaped, from + HOUR - 1, to - 1);
  g_autoptr(BkHttpRequest) request = new_request (self, path, CHUNK_MAX_BYTES);
  g_autoptr(GInputStream) body = NULL;

  body = bk_http_client_send (client, request, cancellable, error);
  if (body == NULL)
    {
      explain_failure (self, request, error);
      return FALSE;
    }
  if (!check_json (self, request, bk_http_request_get_content_type (request), error))
    return FALSE;

  return bk_usage_reader_add_hourly (reader, body, self->address, metric, cancellable, error);
}

BkUsageSummary *
bk_usage_query_run (BkUsageQuery  *self,
                    GTimeZone     *tz,
                    gint64         now,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autoptr(BkHttpClient) client = NULL;
  g_autoptr(BkUsageReader) reader = NULL;
  g_autoptr(BkUsageSummary) summary = NULL;
  const char *range, *metric = NULL;
  guint gpus = 0, series = 0, chunks, done = 0;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->end <= self->start)
    {
      g_set_error (error, BK_USAGE_ERROR, BK_USAGE_ERROR_TIME,
                   _("The period to read ends before it starts"));
      return NULL;
    }

  client = bk_http_client_new ();
  chunks = (guint) ((self->end - self->start + (gint64) self->chunk_hours * HOUR - 1)
                    / ((gint64) self->chunk_hours * HOUR));
  if (self->progress != NULL)
    self->progress (0, chunks + 1, self->progress_data);

  range = hour_range (self, client, cancellable, error);
  if (range == NULL || !choose_metric (self, client, &metric, &gpus, &series, cancellable, error))
    return NULL;
  if (self->progress != NULL)
    self->progress (++done, chunks + 1, self->progress_data);

  reader = bk_usage_reader_new (tz, now);
  for (gint64 from = self->start; from < self->end; from += (gint64) self->chunk_hours * HOUR)
    {
      gint64 to = MIN (self->end, from + (gint64) self->chunk_hours * HOUR);

      if (!read_chunk (self, client, reader, metric, range, from, to, cancellable, error))
        return NULL;
      if (self->progress != NULL)
        self->progress (++done, chunks + 1, self->progress_data);
    }

  summary = bk_usage_reader_finish (reader, error);
  if (summary == NULL)
    return NULL;

  /* Where it came from, as the profile keeps it: the metric and the server. */
  g_strfreev (summary->files);
  summary->files = g_new0 (char *, 2);
  /* Translators: "DCGM_FI_DEV_GPU_UTIL from https://prom.example.org:9090". */
  summary->files[0] = g_strdup_printf (_("%s from %s"), metric, self->address);
  summary->series = series;

  return g_steal_pointer (&summary);
}
