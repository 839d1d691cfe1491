/* bk-usage-prometheus.c: reads DCGM's GPU utilisation from Prometheus' query_range JSON
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/model.md#measured-usage: {"status":"success","data":{"resultType":"matrix","result":[
 * {"metric":{"__name__":"DCGM_FI_DEV_GPU_UTIL","UUID":…},"values":[[1730000000,"87"],…]}]}}.
 * The JSON is read as a stream, one token at a time, so that a file of any size needs no more
 * memory than one string. A series' metric decides how its values are read (a percentage or a
 * ratio) or whether it is refused; its labels name the GPU (UUID, else the host and the GPU's
 * number) and the MIG instance (GPU_I_ID, whose GPU_I_PROFILE gives its share of the GPU), and
 * not the pod or the job, so that one GPU's series are summed as one GPU.
 */

#define G_LOG_DOMAIN "bk-usage"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-usage-private.h"
#include "bk-usage.h"

#define MAX_DEPTH 64
#define MAX_STRING 4096
#define MAX_LABELS 64
/* DCGM marks a value it does not have with numbers from 2^31 − 16 up (DCGM_INT32_BLANK, the
 * 32-bit 4294967295 that dcgm-exporter is known to pass on, DCGM_FP64_BLANK, the 64-bit
 * ones): no percentage or ratio comes near. */
#define DCGM_BLANK 2147483632.0
/* A hair above 100 % is rounding in the exporter, and read as 100 %. */
#define OVER_HUNDRED 0.01

typedef enum
{
  ROLE_SKIP,
  ROLE_TOP,
  ROLE_STATUS,
  ROLE_ERROR,
  ROLE_DATA,
  ROLE_RESULT_TYPE,
  ROLE_RESULT,
  ROLE_SERIES,
  ROLE_ERROR_TYPE,
  ROLE_METRIC,
  ROLE_LABEL,
  ROLE_VALUES,
  ROLE_PAIR,
} Role;

typedef struct
{
  BkUsageReader *reader;
  GError       **error;
  int            peek;        /* the next byte, or -3 for none taken */
  GString       *string;
  gboolean       success;
  gboolean       matrix;
  gboolean       have_data;
  char          *error_type;
  /* the series being read */
  GPtrArray     *labels;      /* name, value, name, value… */
  char          *label;       /* the name of the label being read */
  gboolean       have_metric;
  BkUsageGpu    *current;     /* its GPU or MIG instance, once its first sample came */
  char          *gpu_name;
  double         scale;       /* to percent */
} Parser;

/* The next byte: from the buffer at once in the common case, else through the line reader,
 * which refills it (and says so on a NUL byte). -1 at the end, -2 on an error. */
static inline int
next (Parser *p)
{
  BkUsageLines *lines = p->reader->lines;
  int c;

  if (G_UNLIKELY (p->peek != -3))
    {
      c = p->peek;
      p->peek = -3;
      return c;
    }

  if (G_LIKELY (lines->start < lines->end))
    {
      c = (unsigned char) lines->buffer[lines->start];
      if (G_LIKELY (c > '\n'))
        {
          lines->start++;
          return c;
        }
    }

  return bk_usage_lines_byte (p->reader, p->error);
}

static int
next_token (Parser *p)
{
  int c;

  do
    c = next (p);
  while (c == ' ' || c == '\n' || c == '\r' || c == '\t');

  return c;
}

static gboolean
syntax (Parser *p)
{
  if (*p->error != NULL)
    return FALSE;
  return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                        _("not Prometheus’ query_range JSON: the JSON is broken or cut off here"));
}

/* A string after its opening quote, into p->string (cut at MAX_STRING: only names and values
 * are read, and those are short). */
static gboolean
read_string (Parser *p)
{
  g_string_truncate (p->string, 0);

  for (;;)
    {
      int c = next (p);

      if (c < 0 || c == '\n')
        return syntax (p);
      if (c == '"')
        return TRUE;
      if (c == '\\')
        {
          c = next (p);
          if (c < 0)
            return syntax (p);
          if (c == 'u')
            {
              for (int i = 0; i < 4; i++)
                if (!g_ascii_isxdigit (next (p)))
                  return syntax (p);
              c = '?';
            }
        }
      if (p->string->len < MAX_STRING)
        g_string_append_c (p->string, (char) c);
    }
}

/* A number or a literal starting with @c, into p->string. */
static gboolean
read_bare (Parser *p,
           int     c)
{
  g_string_truncate (p->string, 0);

  while (c >= 0 && (g_ascii_isalnum (c) || c == '-' || c == '+' || c == '.'))
    {
      if (p->string->len >= 64)
        return syntax (p);
      g_string_append_c (p->string, (char) c);
      c = next (p);
    }
  if (c == -2)
    return FALSE;
  p->peek = c;

  if (p->string->len == 0)
    return syntax (p);
  if (g_str_equal (p->string->str, "true") || g_str_equal (p->string->str, "false")
      || g_str_equal (p->string->str, "null"))
    return TRUE;

  {
    double value;

    if (!bk_usage_parse_number (p->string->str, p->string->len, &value))
      return syntax (p);
  }

  return TRUE;
}

static const char *
label (Parser     *p,
       const char *name)
{
  for (guint i = 0; i + 1 < p->labels->len; i += 2)
    if (g_str_equal (p->labels->pdata[i], name))
      return p->labels->pdata[i + 1];

  return NULL;
}

static char *
labels_text (Parser *p)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i + 1 < p->labels->len; i += 2)
    g_string_append_printf (text, "%s=%s\n", (char *) p->labels->pdata[i],
                            (char *) p->labels->pdata[i + 1]);

  return g_string_free (text, FALSE);
}

/* The first label of this series whose value differs from the GPU's first series'. */
static char *
differing_label (Parser     *p,
                 const char *first)
{
  g_auto(GStrv) lines = g_strsplit (first, "\n", -1);

  for (guint i = 0; i + 1 < p->labels->len; i += 2)
    {
      g_autofree char *line = g_strdup_printf ("%s=%s", (char *) p->labels->pdata[i],
                                               (char *) p->labels->pdata[i + 1]);

      if (!g_strv_contains ((const char * const *) lines, line))
        return g_strdup (p->labels->pdata[i]);
    }
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *equals = strchr (lines[i], '=');

      if (equals != NULL)
        {
          *equals = '\0';
          if (label (p, lines[i]) == NULL)
            return g_strdup (lines[i]);
        }
    }

  return NULL;
}

/* A MIG instance's share of its GPU: the slices of its profile ("3g.40gb": 3) over the GPU's,
 * seven on the A100, H100 and later, four on the A30. */
static double
mig_share (const char *profile,
           const char *model)
{
  guint64 slices;
  char *end = NULL;

  if (profile == NULL)
    return 0;
  slices = g_ascii_strtoull (profile, &end, 10);
  if (end == profile || *end != 'g' || slices == 0)
    return 0;

  return MIN (1.0, (double) slices / (model != NULL && strstr (model, "A30") != NULL ? 4 : 7));
}

static char *
where (Parser *p,
       gint64  ms)
{
  g_autofree char *minute = bk_usage_format_minute (ms);

  /* Translators: a GPU and the time of its sample: "GPU-8a1f… at 2026-11-02 10:02 UTC". */
  return g_strdup_printf (_("%s at %s"), p->gpu_name != NULL ? p->gpu_name : "?", minute);
}

/* Reads the series' metric and labels once its first sample comes: how its values are read, and
 * which GPU (or MIG instance) they are. */
static gboolean
start_series (Parser *p)
{
  BkUsageReader *reader = p->reader;
  const char *metric = label (p, "__name__");
  const char *uuid = label (p, "UUID"), *gpu = label (p, "gpu"), *host = label (p, "Hostname");
  const char *instance_id = label (p, "GPU_I_ID");
  g_autofree char *key = NULL;
  double weight = 1;

  if (!p->have_metric)
    return bk_usage_fail (reader, p->error, BK_USAGE_ERROR_FORMAT,
                          _("a series whose values come before its labels (\"metric\"): not "
                            "Prometheus’ query_range JSON"));

  if (metric == NULL)
    metric = reader->metric_hint;
  if (metric == NULL)
    return bk_usage_fail (reader, p->error, BK_USAGE_ERROR_FORMAT,
                          _("a series without a metric name (__name__), as functions and "
                            "aggregations such as avg(…) give: query %s or %s itself"),
                          BK_USAGE_METRIC_GPU_UTIL, BK_USAGE_METRIC_ENGINE_ACTIVE);
  if (!g_str_equal (metric, BK_USAGE_METRIC_GPU_UTIL)
      && !g_str_equal (metric, BK_USAGE_METRIC_ENGINE_ACTIVE))
    {
      g_autofree char *shown = bk_usage_quote (metric, strlen (metric));

      return bk_usage_fail (reader, p->error, BK_USAGE_ERROR_FORMAT,
                            _("%s is not a GPU’s utilisation: read %s or %s"), shown,
                            BK_USAGE_METRIC_GPU_UTIL, BK_USAGE_METRIC_ENGINE_ACTIVE);
    }
  if (reader->metric == NULL)
    reader->metric = g_strdup (metric);
  else if (!g_str_equal (reader->metric, metric))
    return bk_usage_fail (reader, p->error, BK_USAGE_ERROR_MIXED,
                          _("%s after %s, which would count every GPU twice: read one metric at "
                            "a time"), metric, reader->metric);
  p->scale = g_str_equal (metric, BK_USAGE_METRIC_ENGINE_ACTIVE) ? 100 : 1;

  /* The GPU: its UUID, else its host and number; a series without them sums several GPUs. */
  if (uuid == NULL)
    uuid = label (p, "uuid");
  if (gpu == NULL)
    gpu = label (p, "device");
  if (host == NULL)
    host = label (p, "instance");
  g_free (p->gpu_name);
  if (uuid != NULL)
    p->gpu_name = g_strdup (uuid);
  else if (gpu != NULL)
    p->gpu_name = host != NULL ? g_strdup_printf ("%s#%s", host, gpu) : g_strdup (gpu);
  else
    {
      p->gpu_name = NULL;
      return bk_usage_fail (reader, p->error, BK_USAGE_ERROR_FORMAT,
                            _("a series with no label that names its GPU (UUID, or gpu with "
                              "Hostname or instance): an aggregation such as sum by (Hostname) "
                              "(…) mixes GPUs; query the metric itself"));
    }

  if (instance_id != NULL)
    {
      weight = mig_share (label (p, "GPU_I_PROFILE"), label (p, "modelName"));
      if (weight <= 0)
        return bk_usage_fail (reader, p->error, BK_USAGE_ERROR_FORMAT,
                              _("MIG instance %s of %s without a profile such as 3g.40gb "
                                "(GPU_I_PROFILE) to give its share of the GPU"),
                              instance_id, p->gpu_name);
      key = g_strdup_printf ("%s/MIG %s", p->gpu_name, instance_id);
    }
  else
    key = g_strdup (p->gpu_name);

  if (++reader->series > BK_USAGE_MAX_SERIES)
    return bk_usage_fail (reader, p->error, BK_USAGE_ERROR_FORMAT,
                          _("more than %d series: not the GPUs of one team"), BK_USAGE_MAX_SERIES);

  p->current = bk_usage_gpu (reader, key, p->gpu_name, p->error);
  if (p->current == NULL)
    return FALSE;

  p->current->weight = weight;
  p->current->last_ms = G_MININT64;
  p->current->hour = G_MININT64;
  p->current->first_hour = G_MININT64;
  p->current->sum = 0;
  p->current->n = 0;
  if (p->current->labels == NULL)
    p->current->labels = labels_text (p);

  return TRUE;
}

static int
compare_cells (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const BkUsageCell *x = a, *y = b;

  return x->hour < y->hour ? -1 : x->hour > y->hour;
}

static int
compare_spans (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const BkUsageSpan *x = a, *y = b;

  if (x->first_hour != y->first_hour)
    return x->first_hour < y->first_hour ? -1 : 1;
  return x->last_hour < y->last_hour ? -1 : x->last_hour > y->last_hour;
}

/* A first or last hour of a series, which another series of the GPU may share: pooled. */
static void
add_cell (BkUsageGpu *gpu)
{
  BkUsageCell key = { gpu->hour, 0, 0 };
  BkUsageCell *cell;

  if (gpu->cells == NULL)
    gpu->cells = g_tree_new_full (compare_cells, NULL, g_free, NULL);

  cell = g_tree_lookup (gpu->cells, &key);
  if (cell == NULL)
    {
      cell = g_new0 (BkUsageCell, 1);
      cell->hour = gpu->hour;
      g_tree_insert (gpu->cells, cell, cell);
    }
  cell->sum += gpu->sum;
  cell->n += gpu->n;
  gpu->sum = 0;
  gpu->n = 0;
}

static void
flush_hour (BkUsageReader *reader,
            BkUsageGpu    *gpu)
{
  if (gpu->n == 0)
    return;

  if (gpu->hour == gpu->first_hour)
    add_cell (gpu);
  else
    {
      bk_usage_add_hour (reader, gpu->hour, gpu->sum / gpu->n, gpu->weight);
      gpu->sum = 0;
      gpu->n = 0;
    }
}

/* The end of a series: its last hour waits with its first, and it may share no other hour with
 * the GPU's other series, which would count the GPU twice. */
static gboolean
end_series (Parser *p)
{
  BkUsageGpu *gpu = p->current;
  BkUsageSpan key, *span;
  GTreeNode *node;
  gint64 last_hour;

  p->current = NULL;
  if (gpu == NULL || gpu->hour == G_MININT64)
    return TRUE;
  last_hour = gpu->hour;

  add_cell (gpu);

  if (gpu->spans == NULL)
    gpu->spans = g_tree_new_full (compare_spans, NULL, g_free, NULL);

  key.first_hour = last_hour;
  key.last_hour = G_MAXINT64;
  node = g_tree_upper_bound (gpu->spans, &key);
  node = node != NULL ? g_tree_node_previous (node) : g_tree_node_last (gpu->spans);
  for (; node != NULL; node = g_tree_node_previous (node))
    {
      BkUsageSpan *other = g_tree_node_key (node);
      gint64 from = MAX (gpu->first_hour, other->first_hour);
      gint64 to = MIN (last_hour, other->last_hour);

      if (other->last_hour < gpu->first_hour)
        break;
      if (from == to && (from == gpu->first_hour || from == last_hour)
          && (from == other->first_hour || from == other->last_hour))
        continue;

      {
        g_autofree char *differs = differing_label (p, gpu->labels);
        g_autofree char *first = bk_usage_format_minute (MAX (gpu->first_ms,
                                                              other->first_hour * 3600000));
        g_autofree char *shown = NULL;

        if (differs == NULL)
          differs = g_strdup ("?");
        shown = bk_usage_quote (differs, strlen (differs));
        return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_ORDER,
                              _("%s is in two series for the same hours (from %s), which would "
                                "count it twice; they differ in “%s”: read the series of one "
                                "of them"), p->gpu_name, first, shown);
      }
    }

  span = g_new (BkUsageSpan, 1);
  span->first_hour = gpu->first_hour;
  span->last_hour = last_hour;
  g_tree_insert (gpu->spans, span, span);

  return TRUE;
}

void
bk_usage_flush_cells (BkUsageReader *self)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->gpus);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      BkUsageGpu *gpu = value;
      GTreeNode *node;

      if (gpu->cells == NULL)
        continue;
      for (node = g_tree_node_first (gpu->cells); node != NULL; node = g_tree_node_next (node))
        {
          BkUsageCell *cell = g_tree_node_key (node);

          bk_usage_add_hour (self, cell->hour, cell->sum / cell->n, gpu->weight);
        }
      g_clear_pointer (&gpu->cells, g_tree_destroy);
    }
}

/* One value of the series at @ms. */
static gboolean
sample (Parser *p,
        double  seconds)
{
  BkUsageReader *reader = p->reader;
  BkUsageGpu *gpu;
  gint64 ms, hour;
  double value, percent;

  if (g_ascii_strcasecmp (p->string->str, "NaN") == 0)
    return TRUE;   /* no sample */

  if (p->current == NULL && !start_series (p))
    return FALSE;
  gpu = p->current;
  ms = (gint64) llround (seconds * 1000) + reader->shift_ms;

  if (!bk_usage_parse_number (p->string->str, p->string->len, &value))
    {
      g_autofree char *shown = bk_usage_quote (p->string->str, p->string->len);
      g_autofree char *at = where (p, ms);

      return bk_usage_fail_at (reader, p->error, BK_USAGE_ERROR_VALUE, at,
                               _("utilisation “%s” is not a number"), shown);
    }

  if (value >= DCGM_BLANK)
    {
      g_autofree char *at = where (p, ms);

      bk_usage_skip_value (reader, at);
      return TRUE;
    }

  percent = value * p->scale;
  if (percent > 100 && percent <= 100 + OVER_HUNDRED)
    percent = 100;
  if (!(percent >= 0 && percent <= 100))
    {
      g_autofree char *shown = bk_usage_format_value (percent);
      g_autofree char *at = where (p, ms);

      return bk_usage_fail_at (reader, p->error, BK_USAGE_ERROR_VALUE, at,
                               _("utilisation %s %% is outside 0 to 100 %%"), shown);
    }

  if (ms <= gpu->last_ms)
    {
      g_autofree char *at = where (p, ms);

      return bk_usage_fail_at (reader, p->error, BK_USAGE_ERROR_ORDER, at,
                               ms == gpu->last_ms
                               ? _("a second sample of the series at the same time")
                               : _("a sample earlier than the one before it in its series"));
    }

  if (!bk_usage_check_time (reader, ms, p->error))
    return FALSE;

  gpu->last_ms = ms;
  hour = ms >= 0 ? ms / 3600000 : -((-ms + 3600000 - 1) / 3600000);
  if (gpu->hour == G_MININT64)
    {
      gpu->first_hour = hour;
      gpu->first_ms = ms;
    }
  else if (hour != gpu->hour)
    flush_hour (reader, gpu);
  gpu->hour = hour;
  gpu->sum += percent;
  gpu->n++;

  return TRUE;
}

/* One [time, "value"] of a series. */
static gboolean
read_pair (Parser *p)
{
  double seconds;
  int c = next_token (p);

  /* The common case, whole seconds such as 1793613600, without a string; anything else (a
   * fraction, an exponent, a string) the long way. */
  if (c >= '0' && c <= '9')
    {
      gint64 whole = 0;
      guint digits = 0;

      while (c >= '0' && c <= '9' && digits < 12)
        {
          whole = whole * 10 + (c - '0');
          digits++;
          c = next (p);
        }
      if (c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t')
        {
          p->peek = c;
          seconds = (double) whole;
          goto have_time;
        }
      if (c == -2)
        return FALSE;
      /* back to the long way with what was read */
      g_string_printf (p->string, "%" G_GINT64_FORMAT, whole);
      while (c >= 0 && (g_ascii_isalnum (c) || c == '-' || c == '+' || c == '.')
             && p->string->len < 64)
        {
          g_string_append_c (p->string, (char) c);
          c = next (p);
        }
      if (c == -2)
        return FALSE;
      p->peek = c;
    }
  else if (c == '"')
    {
      if (!read_string (p))
        return FALSE;
    }
  else if (!read_bare (p, c))
    return FALSE;
  if (!bk_usage_parse_number (p->string->str, p->string->len, &seconds))
    {
      g_autofree char *shown = bk_usage_quote (p->string->str, p->string->len);

      return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_VALUE,
                            _("“%s” is not a time in seconds"), shown);
    }

have_time:
  if (seconds < 0 || seconds > 1e11)
    {
      g_autofree char *shown = g_strdup_printf ("%.0f", seconds);

      return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_VALUE,
                            _("“%s” is not a time in seconds"), shown);
    }

  if (next_token (p) != ',')
    return syntax (p);
  c = next_token (p);
  if (c == '"')
    {
      if (!read_string (p))
        return FALSE;
    }
  else if (!read_bare (p, c))
    return FALSE;
  if (next_token (p) != ']')
    return syntax (p);

  return sample (p, seconds);
}

static gboolean read_value (Parser *p, int c, Role role, guint depth);

static Role
member_role (Role        role,
             const char *key)
{
  switch (role)
    {
    case ROLE_TOP:
      if (g_str_equal (key, "status"))
        return ROLE_STATUS;
      if (g_str_equal (key, "data"))
        return ROLE_DATA;
      if (g_str_equal (key, "error"))
        return ROLE_ERROR;
      if (g_str_equal (key, "errorType"))
        return ROLE_ERROR_TYPE;
      return ROLE_SKIP;
    case ROLE_DATA:
      if (g_str_equal (key, "resultType"))
        return ROLE_RESULT_TYPE;
      if (g_str_equal (key, "result"))
        return ROLE_RESULT;
      return ROLE_SKIP;
    case ROLE_SERIES:
      if (g_str_equal (key, "metric"))
        return ROLE_METRIC;
      if (g_str_equal (key, "values"))
        return ROLE_VALUES;
      return ROLE_SKIP;
    case ROLE_METRIC:
      return ROLE_LABEL;
    default:
      return ROLE_SKIP;
    }
}

static gboolean
read_object (Parser *p,
             Role    role,
             guint   depth)
{
  int c = next_token (p);

  if (c == '}')
    return TRUE;

  for (;;)
    {
      g_autofree char *key = NULL;

      if (c != '"' || !read_string (p))
        return syntax (p);
      key = g_strndup (p->string->str, p->string->len);
      if (next_token (p) != ':')
        return syntax (p);
      if (role == ROLE_METRIC)
        {
          g_free (p->label);
          p->label = g_strdup (key);
        }
      if (!read_value (p, next_token (p), member_role (role, key), depth + 1))
        return FALSE;
      c = next_token (p);
      if (c == '}')
        return TRUE;
      if (c != ',')
        return syntax (p);
      c = next_token (p);
    }
}

static gboolean
read_array (Parser *p,
            Role    role,
            guint   depth)
{
  int c = next_token (p);

  if (c == ']')
    return TRUE;

  for (;;)
    {
      if (role == ROLE_RESULT)
        {
          p->current = NULL;
          p->have_metric = FALSE;
          g_ptr_array_set_size (p->labels, 0);
          if (!read_value (p, c, ROLE_SERIES, depth + 1) || !end_series (p))
            return FALSE;
        }
      else if (role == ROLE_VALUES)
        {
          if (c != '[')
            return syntax (p);
          if (!read_pair (p))
            return FALSE;
        }
      else if (!read_value (p, c, ROLE_SKIP, depth + 1))
        return FALSE;

      c = next_token (p);
      if (c == ']')
        return TRUE;
      if (c != ',')
        return syntax (p);
      c = next_token (p);
    }
}

static gboolean
read_value (Parser *p,
            int     c,
            Role    role,
            guint   depth)
{
  if (depth > MAX_DEPTH)
    return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                          _("not Prometheus’ query_range JSON: nested too deeply"));

  if (c == '{')
    {
      if (role == ROLE_DATA)
        p->have_data = TRUE;
      if (role == ROLE_METRIC)
        p->have_metric = TRUE;
      return read_object (p, role == ROLE_TOP || role == ROLE_DATA || role == ROLE_SERIES
                             || role == ROLE_METRIC ? role : ROLE_SKIP, depth);
    }
  if (c == '[')
    return read_array (p, role == ROLE_RESULT || role == ROLE_VALUES ? role : ROLE_SKIP, depth);
  if (c == '"')
    {
      g_autofree char *shown = NULL;

      if (!read_string (p))
        return FALSE;
      shown = bk_usage_quote (p->string->str, p->string->len);
      switch (role)
        {
        case ROLE_STATUS:
          p->success = g_str_equal (p->string->str, "success");
          break;
        case ROLE_ERROR_TYPE:
          g_free (p->error_type);
          p->error_type = g_strdup (shown);
          break;
        case ROLE_ERROR:
          {
            /* Prometheus' own words, whole: they say what to change. */
            g_autofree char *valid = g_utf8_make_valid (p->string->str, p->string->len);

            if (p->error_type != NULL)
              return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                                    _("Prometheus could not answer the query: %s (%s)"), valid,
                                    p->error_type);
            return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                                  _("Prometheus could not answer the query: %s"), valid);
          }
        case ROLE_RESULT_TYPE:
          p->matrix = g_str_equal (p->string->str, "matrix");
          if (!p->matrix)
            return bk_usage_fail (p->reader, p->error, BK_USAGE_ERROR_FORMAT,
                                  _("a result of type “%s”: read the JSON of query_range, whose "
                                    "result is a matrix"), shown);
          break;
        case ROLE_LABEL:
          if (p->labels->len < 2 * MAX_LABELS && p->label != NULL)
            {
              g_ptr_array_add (p->labels, g_strdup (p->label));
              g_ptr_array_add (p->labels, g_utf8_make_valid (p->string->str, p->string->len));
            }
          break;
        default:
          break;
        }
      return TRUE;
    }

  if (role != ROLE_SKIP && role != ROLE_LABEL)
    return syntax (p);

  return read_bare (p, c);
}

gboolean
bk_usage_read_prometheus (BkUsageReader *self,
                          GError       **error)
{
  GError *local_error = NULL;
  Parser p = { 0 };
  gboolean ok;
  int c;

  p.reader = self;
  p.error = &local_error;
  p.peek = -3;
  p.string = g_string_new (NULL);
  p.labels = g_ptr_array_new_with_free_func (g_free);
  p.scale = 1;

  self->lines->line = 1;
  c = next_token (&p);
  ok = c == '{' ? read_value (&p, c, ROLE_TOP, 0) : syntax (&p);
  if (ok && (c = next_token (&p)) != -1)
    ok = syntax (&p);
  if (ok && (!p.success || !p.have_data || !p.matrix))
    ok = bk_usage_fail (self, &local_error, BK_USAGE_ERROR_FORMAT,
                        _("not Prometheus’ query_range JSON: it needs \"status\": \"success\" and "
                          "a matrix in \"data\""));

  g_ptr_array_unref (p.labels);
  g_free (p.label);
  g_free (p.gpu_name);
  g_free (p.error_type);
  g_string_free (p.string, TRUE);

  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }

  return ok;
}
