/* bk-catalogue-read.c: how a catalogue file is read and checked, field by field
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every field is checked strictly, so that a bad edit of the shipped catalogue fails the test
 * suite instead of showing a wrong price, and a team's file names the field it got wrong
 * (docs/catalogue-format.md).
 */

#define G_LOG_DOMAIN "bk-catalogue"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include <math.h>
#include <string.h>

#include "bk-catalogue-gpu.h"
#include "bk-catalogue-private.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-hardware.h"
#include "bk-json.h"
#include "bk-pricing.h"
#include "bk-properties.h"

static const char * const provider_types[] = { "hyperscaler", "specialised", "budget", "article" };

static const char * const gpu_fields[] = {
  "id", "name", "vram-gb", "purchase-price", "host-cost", "power-watts", "idle-watts",
  "annual-value-loss", "currency", "source", "as-of",
  "resale-discount", "resale-source", "resale-as-of",
  "training", "inference",
};

/* Formats 1 and 2 knew no throughput: the last two fields are format 3's. */
#define N_GPU_FIELDS_FORMAT_2 (G_N_ELEMENTS (gpu_fields) - 2)

/* A throughput figure: format 4 names its MLPerf pairs, format 3 only a basis. */
static const char * const throughput_fields[] = { "relative", "pairs", "source", "as-of" };
static const char * const throughput_fields_format_3[] = { "relative", "basis", "source", "as-of" };

static const char * const pair_fields[] = {
  "round", "published", "benchmark", "gpus", "metric", "system", "result", "score", "against",
  "against-system", "against-result", "against-score", "ratio",
};

static const char * const metrics[] = { "minutes", "tokens/s", "samples/s" };

/* A pair's ratio is rounded to four decimals, a figure's relative throughput to two. */
#define RATIO_TOLERANCE 0.0001
#define RELATIVE_TOLERANCE 0.005

static const char * const rent_fields[] = {
  "gpu-id", "provider", "provider-type", "price-per-hour", "price-low", "price-high", "currency",
  "source", "as-of", "term", "term-months", "upfront-percent",
};

/* Format 1 knew only on-demand offers: the last three fields are format 2's. */
#define N_RENT_FIELDS_FORMAT_1 (G_N_ELEMENTS (rent_fields) - 3)

static const char * const terms[] = {
  BK_CATALOGUE_TERM_ON_DEMAND, BK_CATALOGUE_TERM_RESERVED, BK_CATALOGUE_TERM_SPOT,
};

/* The longest reservation the catalogue takes, in months. */
#define MAX_TERM_MONTHS 120

/* The error domain and code of every rejection of a field. */
#define CATALOGUE_INVALID BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_INVALID

#define set_invalid(error, field, ...) \
  bk_json_set_invalid ((error), CATALOGUE_INVALID, (field), __VA_ARGS__)

static gboolean
in_list (const char         *name,
         const char * const *list,
         gsize               n)
{
  for (gsize i = 0; i < n; i++)
    {
      if (g_str_equal (name, list[i]))
        return TRUE;
    }

  return FALSE;
}

/* Refuses members the format does not know, so that a misspelt key cannot silently drop a
 * figure. */
static gboolean
check_members (JsonObject         *object,
               const char         *path,
               const char * const *known,
               gsize               n_known,
               GError            **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      if (!in_list (l->data, known, n_known))
        {
          g_autofree char *field = g_strdup_printf ("%s.%s", path, (const char *)l->data);

          set_invalid (error, field, _("unknown field"));
          return FALSE;
        }
    }

  return TRUE;
}

static JsonNode *
require_member (JsonObject  *object,
                const char  *path,
                const char  *name,
                GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    {
      g_autofree char *field = g_strdup_printf ("%s.%s", path, name);

      /* Translators: the problem with a field of the catalogue: it is not there. */
      set_invalid (error, field, _("missing"));
    }

  return node;
}

/* Reads a number no smaller than minimum (or above it, when exclusive) and no larger than
 * maximum. */
static gboolean
get_number (JsonObject  *object,
            const char  *path,
            const char  *name,
            double       minimum,
            gboolean     exclusive,
            double       maximum,
            double      *out,
            GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.%s", path, name);
  JsonNode *node = require_member (object, path, name, error);
  double value;

  if (node == NULL || !bk_json_get_number (node, field, &value, CATALOGUE_INVALID, error))
    return FALSE;

  if (exclusive && value <= minimum)
    {
      g_autofree char *v = bk_json_format_number (value);
      g_autofree char *m = bk_json_format_number (minimum);

      /* Translators: "0 is not above 0", for a price that must be positive. */
      set_invalid (error, field, _("%s is not above %s"), v, m);
      return FALSE;
    }

  if (!bk_json_check_range (field, value, minimum, maximum, CATALOGUE_INVALID, error))
    return FALSE;

  *out = value;
  return TRUE;
}

static gboolean
get_string (JsonObject  *object,
            const char  *path,
            const char  *name,
            const char **out,
            GError     **error)
{
  g_autofree char *field = g_strdup_printf ("%s.%s", path, name);
  JsonNode *node = require_member (object, path, name, error);
  const char *value;

  if (node == NULL || !bk_json_get_string (node, field, &value, CATALOGUE_INVALID, error))
    return FALSE;

  if (value[0] == '\0' || g_str_has_prefix (value, " ") || g_str_has_suffix (value, " "))
    {
      set_invalid (error, field, _("expected a text without spaces around it"));
      return FALSE;
    }

  *out = value;
  return TRUE;
}

static gboolean
is_valid_id (const char *id)
{
  if (id[0] == '-')
    return FALSE;

  for (const char *p = id; *p != '\0'; p++)
    {
      if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
        return FALSE;
    }

  return TRUE;
}

/* bk_catalogue_is_valid_as_of:
 *
 * Returns: whether @text is an as-of date: a year, a month or a day ("2026", "2026-08" or
 *   "2026-08-15")
 */
gboolean
bk_catalogue_is_valid_as_of (const char *text)
{
  gsize len = strlen (text);
  guint year, month = 1, day = 1;

  if (len != 4 && len != 7 && len != 10)
    return FALSE;

  for (gsize i = 0; i < len; i++)
    {
      gboolean dash = (i == 4 || i == 7);

      if (dash ? text[i] != '-' : !g_ascii_isdigit (text[i]))
        return FALSE;
    }

  year = (guint) g_ascii_strtoull (text, NULL, 10);
  if (len >= 7)
    month = (guint) g_ascii_strtoull (text + 5, NULL, 10);
  if (len == 10)
    day = (guint) g_ascii_strtoull (text + 8, NULL, 10);

  return year >= 2000 && g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year);
}

static gboolean
get_currency (JsonObject  *object,
              const char  *path,
              const char **out,
              GError     **error)
{
  if (!get_string (object, path, "currency", out, error))
    return FALSE;

  if (!bk_currency_is_valid (*out))
    {
      g_autofree char *field = g_strdup_printf ("%s.currency", path);

      set_invalid (error, field, _("“%s” is not a three-letter currency code such as EUR"), *out);
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_as_of (JsonObject  *object,
           const char  *path,
           const char  *name,
           const char **out,
           GError     **error)
{
  if (!get_string (object, path, name, out, error))
    return FALSE;

  if (!bk_catalogue_is_valid_as_of (*out))
    {
      g_autofree char *field = g_strdup_printf ("%s.%s", path, name);

      set_invalid (error, field, _("“%s” is not a date such as 2026, 2026-08 or 2026-08-15"), *out);
      return FALSE;
    }

  return TRUE;
}

/* Format 3's figure: a basis, a source and a date. A vendor's stated figure is no measurement
 * and is no longer used: the GPU reads as having none. */
static gboolean
get_throughput_format_3 (JsonObject      *figure,
                         const char      *subpath,
                         BkWorkKind       kind,
                         BkCatalogueGpu  *gpu,
                         GError         **error)
{
  static const char * const bases[] = { "mlperf", "vendor", "reference" };
  const char *basis, *source, *as_of;
  double relative;

  if (!check_members (figure, subpath, throughput_fields_format_3,
                      G_N_ELEMENTS (throughput_fields_format_3), error)
      || !get_number (figure, subpath, "relative", 0, TRUE, 1000, &relative, error)
      || !get_string (figure, subpath, "basis", &basis, error)
      || !get_string (figure, subpath, "source", &source, error)
      || !get_as_of (figure, subpath, "as-of", &as_of, error))
    return FALSE;

  if (!in_list (basis, bases, G_N_ELEMENTS (bases)))
    {
      g_autofree char *field = g_strdup_printf ("%s.basis", subpath);

      set_invalid (error, field, _("“%s” is not one of mlperf, vendor or reference"), basis);
      return FALSE;
    }

  /* The reference is the reference: 1, and nothing else is. */
  if (g_str_equal (basis, "reference")
      != g_str_equal (bk_catalogue_gpu_get_id (gpu), BK_CATALOGUE_THROUGHPUT_REFERENCE)
      || (g_str_equal (basis, "reference") && relative != 1.0))
    {
      g_autofree char *field = g_strdup_printf ("%s.basis", subpath);

      set_invalid (error, field, _("only the reference GPU, %s, has the basis “reference”, with "
                                   "a relative throughput of 1"),
                   BK_CATALOGUE_THROUGHPUT_REFERENCE);
      return FALSE;
    }

  if (!g_str_equal (basis, "vendor"))
    bk_catalogue_gpu_set_throughput (gpu, kind, relative,
                                     g_str_equal (basis, "reference")
                                       ? BK_THROUGHPUT_BASIS_REFERENCE : BK_THROUGHPUT_BASIS_MLPERF,
                                     source, as_of);
  return TRUE;
}

/* One MLPerf pair of a format-4 figure: its fields, and a ratio that its two scores give. */
static gboolean
get_pair (JsonNode          *node,
          const char        *path,
          BkThroughputPair  *pair,
          GError           **error)
{
  JsonObject *object;
  double gpus, expected;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      set_invalid (error, path, _("expected an object"));
      return FALSE;
    }
  object = json_node_get_object (node);

  if (!check_members (object, path, pair_fields, G_N_ELEMENTS (pair_fields), error)
      || !get_string (object, path, "round", (const char **) &pair->round, error)
      || !get_as_of (object, path, "published", (const char **) &pair->published, error)
      || !get_string (object, path, "benchmark", (const char **) &pair->benchmark, error)
      || !get_number (object, path, "gpus", 1, FALSE, 100000, &gpus, error)
      || !get_string (object, path, "metric", (const char **) &pair->metric, error)
      || !get_string (object, path, "system", (const char **) &pair->system, error)
      || !get_string (object, path, "result", (const char **) &pair->result, error)
      || !get_number (object, path, "score", 0, TRUE, G_MAXDOUBLE, &pair->score, error)
      || !get_string (object, path, "against", (const char **) &pair->against, error)
      || !get_string (object, path, "against-system", (const char **) &pair->against_system,
                      error)
      || !get_string (object, path, "against-result", (const char **) &pair->against_result,
                      error)
      || !get_number (object, path, "against-score", 0, TRUE, G_MAXDOUBLE, &pair->against_score,
                      error)
      || !get_number (object, path, "ratio", 0, TRUE, 1000, &pair->ratio, error))
    return FALSE;

  if (gpus != floor (gpus))
    {
      g_autofree char *field = g_strdup_printf ("%s.gpus", path);

      set_invalid (error, field, _("expected a whole number"));
      return FALSE;
    }
  pair->gpus = (guint) gpus;

  if (!in_list (pair->metric, metrics, G_N_ELEMENTS (metrics)))
    {
      g_autofree char *field = g_strdup_printf ("%s.metric", path);

      set_invalid (error, field, _("“%s” is not one of %s"), pair->metric,
                   "minutes, tokens/s, samples/s");
      return FALSE;
    }

  /* Less time to train is more throughput. */
  expected = g_str_equal (pair->metric, "minutes") ? pair->against_score / pair->score
                                                   : pair->score / pair->against_score;
  if (fabs (pair->ratio - expected) > RATIO_TOLERANCE * MAX (1.0, expected))
    {
      g_autofree char *field = g_strdup_printf ("%s.ratio", path);
      g_autofree char *v = bk_json_format_number (pair->ratio);
      g_autofree char *e = g_strdup_printf ("%.4f", expected);

      /* Translators: "2.5 is not what the two scores give, 2.1743" */
      set_invalid (error, field, _("%s is not what the two scores give, %s"), v, e);
      return FALSE;
    }

  return TRUE;
}

/* A GPU's throughput for one kind of work against the reference GPU, with the MLPerf pairs it
 * rests on (format 4), or a format 3 figure. */
static gboolean
get_throughput (JsonObject      *object,
                const char      *path,
                const char      *name,
                BkWorkKind       kind,
                guint            format,
                BkCatalogueGpu  *gpu,
                GError         **error)
{
  g_autofree char *subpath = g_strdup_printf ("%s.%s", path, name);
  g_autofree char *pairs_path = g_strdup_printf ("%s.pairs", subpath);
  JsonNode *node = json_object_get_member (object, name);
  JsonObject *figure;
  JsonArray *array;
  const char *source, *as_of, *oldest = NULL, *expected_against;
  gboolean reference;
  double relative, product = 1.0;
  guint n;
  BkThroughputPair pairs[2];

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      set_invalid (error, subpath, _("expected an object"));
      return FALSE;
    }
  figure = json_node_get_object (node);

  if (format < 4)
    return get_throughput_format_3 (figure, subpath, kind, gpu, error);

  if (!check_members (figure, subpath, throughput_fields, G_N_ELEMENTS (throughput_fields), error)
      || !get_number (figure, subpath, "relative", 0, TRUE, 1000, &relative, error)
      || (node = require_member (figure, subpath, "pairs", error)) == NULL)
    return FALSE;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      set_invalid (error, pairs_path, _("expected a list"));
      return FALSE;
    }
  array = json_node_get_array (node);
  n = json_array_get_length (array);

  /* The reference has no pairs and a throughput of 1; every other GPU one pair with the
   * reference, or two through a GPU present in both rounds. */
  reference = g_str_equal (bk_catalogue_gpu_get_id (gpu), BK_CATALOGUE_THROUGHPUT_REFERENCE);
  if (reference && (n != 0 || relative != 1.0))
    {
      set_invalid (error, pairs_path, _("the reference GPU, %s, has no pairs and a relative "
                                        "throughput of 1"),
                   BK_CATALOGUE_THROUGHPUT_REFERENCE);
      return FALSE;
    }
  if (!reference && (n < 1 || n > 2))
    {
      set_invalid (error, pairs_path, _("expected one MLPerf pair with the reference GPU, or two "
                                        "that chain through another GPU"));
      return FALSE;
    }

  memset (pairs, 0, sizeof pairs);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *pair_path = g_strdup_printf ("%s[%u]", pairs_path, i);
      GDate date, oldest_date;

      if (!get_pair (json_array_get_element (array, i), pair_path, &pairs[i], error))
        return FALSE;

      /* A chain: this GPU against another, then that one against the reference. */
      if (i == 0 && n == 2)
        expected_against = NULL;
      else
        expected_against = BK_CATALOGUE_THROUGHPUT_REFERENCE;
      if ((expected_against != NULL && !g_str_equal (pairs[i].against, expected_against))
          || (expected_against == NULL
              && (g_str_equal (pairs[i].against, BK_CATALOGUE_THROUGHPUT_REFERENCE)
                  || g_str_equal (pairs[i].against, bk_catalogue_gpu_get_id (gpu)))))
        {
          g_autofree char *field = g_strdup_printf ("%s.against", pair_path);

          if (expected_against != NULL)
            set_invalid (error, field, _("expected the reference GPU, %s"), expected_against);
          else
            set_invalid (error, field, _("expected the GPU the chain goes through, neither this "
                                         "GPU nor the reference"));
          return FALSE;
        }

      product *= pairs[i].ratio;
      bk_catalogue_parse_as_of (pairs[i].published, &date);
      if (oldest == NULL
          || (bk_catalogue_parse_as_of (oldest, &oldest_date)
              && g_date_compare (&date, &oldest_date) < 0))
        oldest = pairs[i].published;
    }

  if (fabs (relative - product) > RELATIVE_TOLERANCE + 1e-9)
    {
      g_autofree char *field = g_strdup_printf ("%s.relative", subpath);
      g_autofree char *v = bk_json_format_number (relative);
      g_autofree char *p = g_strdup_printf ("%.4f", product);

      /* Translators: "2.5 is not the product of its pairs' ratios, 2.1743" */
      set_invalid (error, field, _("%s is not the product of its pairs’ ratios, %s"), v, p);
      return FALSE;
    }

  if (!get_string (figure, subpath, "source", &source, error)
      || !get_as_of (figure, subpath, "as-of", &as_of, error))
    return FALSE;

  /* A figure is as old as the oldest round it uses. */
  if (oldest != NULL && !g_str_equal (as_of, oldest))
    {
      g_autofree char *field = g_strdup_printf ("%s.as-of", subpath);

      /* Translators: "2025-06 is not the month of its oldest round, 2024-11" */
      set_invalid (error, field, _("%s is not the month of its oldest round, %s"), as_of, oldest);
      return FALSE;
    }

  bk_catalogue_gpu_set_throughput (gpu, kind, relative,
                                   reference ? BK_THROUGHPUT_BASIS_REFERENCE
                                   : n == 2 ? BK_THROUGHPUT_BASIS_MLPERF_CHAIN
                                   : BK_THROUGHPUT_BASIS_MLPERF,
                                   source, as_of);
  for (guint i = 0; i < n; i++)
    bk_catalogue_gpu_add_pair (gpu, kind, &pairs[i]);

  return TRUE;
}

static BkCatalogueGpu *
gpu_from_node (JsonNode    *node,
               const char  *path,
               guint        format,
               GError     **error)
{
  g_autoptr(BkCatalogueGpu) gpu = NULL;
  JsonObject *object;
  const char *id, *name, *currency, *source, *as_of;
  double vram, purchase, host, power, idle, loss;
  BkGpuFigures figures;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      set_invalid (error, path, _("expected an object"));
      return NULL;
    }
  object = json_node_get_object (node);

  /* Since format 4 a GPU may have no purchase price: no public document gives one. */
  purchase = 0;
  if (!check_members (object, path, gpu_fields,
                      format < 3 ? N_GPU_FIELDS_FORMAT_2 : G_N_ELEMENTS (gpu_fields), error)
      || !get_string (object, path, "id", &id, error)
      || !get_string (object, path, "name", &name, error)
      || !get_number (object, path, "vram-gb", 0, TRUE, 65536, &vram, error)
      || ((format < 4 || json_object_has_member (object, "purchase-price"))
          && !get_number (object, path, "purchase-price", 0, TRUE, BK_MAX_AMOUNT, &purchase,
                          error))
      || !get_number (object, path, "host-cost", 0, FALSE, BK_MAX_AMOUNT, &host, error)
      || !get_number (object, path, "power-watts", 0, TRUE, 100000, &power, error)
      || !get_number (object, path, "idle-watts", 0, FALSE, power, &idle, error)
      || !get_number (object, path, "annual-value-loss", 0, FALSE, 100, &loss, error)
      || !get_currency (object, path, &currency, error)
      || !get_string (object, path, "source", &source, error)
      || !get_as_of (object, path, "as-of", &as_of, error))
    return NULL;

  if (!is_valid_id (id))
    {
      g_autofree char *field = g_strdup_printf ("%s.id", path);

      set_invalid (error, field, _("“%s” is not an id of lower-case letters, digits and dashes"), id);
      return NULL;
    }

  if (vram != floor (vram))
    {
      g_autofree char *field = g_strdup_printf ("%s.vram-gb", path);

      set_invalid (error, field, _("expected a whole number"));
      return NULL;
    }

  figures = (BkGpuFigures) {
    .vram_gb = (guint) vram,
    .purchase_price = purchase,
    .host_cost = host,
    .power_watts = power,
    .idle_watts = idle,
    .annual_value_loss = loss,
  };
  gpu = bk_catalogue_gpu_new (id, name, &figures, currency, source, as_of);

  /* The used-market discount is optional, and then comes with its own source and date. */
  if (json_object_has_member (object, "resale-discount")
      || json_object_has_member (object, "resale-source")
      || json_object_has_member (object, "resale-as-of"))
    {
      double discount;
      const char *resale_source, *resale_as_of;

      if (!get_number (object, path, "resale-discount", 0, FALSE, 100, &discount, error)
          || !get_string (object, path, "resale-source", &resale_source, error)
          || !get_as_of (object, path, "resale-as-of", &resale_as_of, error))
        return NULL;

      if (discount >= BK_PERCENT_BELOW_LIMIT)
        {
          g_autofree char *field = g_strdup_printf ("%s.resale-discount", path);

          set_invalid (error, field, _("%s is not below 100"), "100");
          return NULL;
        }

      bk_catalogue_gpu_set_resale (gpu, discount, resale_source, resale_as_of);
    }

  if (!get_throughput (object, path, "training", BK_WORK_KIND_TRAINING, format, gpu, error)
      || !get_throughput (object, path, "inference", BK_WORK_KIND_INFERENCE, format, gpu, error))
    return NULL;

  return g_steal_pointer (&gpu);
}

/* The term of an offer: "on-demand" when absent; a reservation may say for how many months and
 * what share is paid up front, which the other terms may not. */
static gboolean
get_term (JsonObject  *object,
          const char  *path,
          const char **term,
          guint       *term_months,
          double      *upfront_percent,
          GError     **error)
{
  gboolean reserved;
  double months = 0;

  *term = BK_CATALOGUE_TERM_ON_DEMAND;
  *term_months = 0;
  *upfront_percent = 0;

  if (json_object_has_member (object, "term") && !get_string (object, path, "term", term, error))
    return FALSE;

  if (!in_list (*term, terms, G_N_ELEMENTS (terms)))
    {
      g_autofree char *field = g_strdup_printf ("%s.term", path);

      set_invalid (error, field, _("“%s” is not one of %s"), *term, "on-demand, reserved, spot");
      return FALSE;
    }

  reserved = g_str_equal (*term, BK_CATALOGUE_TERM_RESERVED);
  for (guint i = 0; i < 2; i++)
    {
      const char *name = i == 0 ? "term-months" : "upfront-percent";

      if (!reserved && json_object_has_member (object, name))
        {
          g_autofree char *field = g_strdup_printf ("%s.%s", path, name);

          /* Translators: %s is a term of a rental offer, such as "spot". */
          set_invalid (error, field, _("only a reserved offer has this, not a %s one"), *term);
          return FALSE;
        }
    }
  if (!reserved)
    return TRUE;

  if (json_object_has_member (object, "term-months"))
    {
      if (!get_number (object, path, "term-months", 1, FALSE, MAX_TERM_MONTHS, &months, error))
        return FALSE;

      if (months != floor (months))
        {
          g_autofree char *field = g_strdup_printf ("%s.term-months", path);

          set_invalid (error, field, _("expected a whole number"));
          return FALSE;
        }
    }
  *term_months = (guint) months;

  if (json_object_has_member (object, "upfront-percent")
      && !get_number (object, path, "upfront-percent", 0, FALSE, 100, upfront_percent, error))
    return FALSE;

  return TRUE;
}

static BkCatalogueRent *
rent_from_node (JsonNode     *node,
                const char   *path,
                guint         format,
                BkCatalogue  *catalogue,
                GError      **error)
{
  JsonObject *object;
  const char *gpu_id, *provider, *provider_type, *currency, *source, *as_of, *term;
  double price, low, high, upfront_percent;
  guint term_months;
  gboolean has_low, has_high;
  gsize n_fields = format == 1 ? N_RENT_FIELDS_FORMAT_1 : G_N_ELEMENTS (rent_fields);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      set_invalid (error, path, _("expected an object"));
      return NULL;
    }
  object = json_node_get_object (node);

  if (!check_members (object, path, rent_fields, n_fields, error)
      || !get_string (object, path, "gpu-id", &gpu_id, error)
      || !get_string (object, path, "provider", &provider, error)
      || !get_string (object, path, "provider-type", &provider_type, error)
      || !get_number (object, path, "price-per-hour", 0, TRUE, BK_MAX_AMOUNT, &price, error)
      || !get_currency (object, path, &currency, error)
      || !get_string (object, path, "source", &source, error)
      || !get_as_of (object, path, "as-of", &as_of, error)
      || !get_term (object, path, &term, &term_months, &upfront_percent, error))
    return NULL;

  if (bk_catalogue_find_gpu (catalogue, gpu_id) == NULL)
    {
      g_autofree char *field = g_strdup_printf ("%s.gpu-id", path);

      set_invalid (error, field, _("no GPU has the id “%s”"), gpu_id);
      return NULL;
    }

  if (!in_list (provider_type, provider_types, G_N_ELEMENTS (provider_types)))
    {
      g_autofree char *field = g_strdup_printf ("%s.provider-type", path);

      set_invalid (error, field, _("“%s” is not one of %s"), provider_type,
                   "hyperscaler, specialised, budget, article");
      return NULL;
    }

  /* A range gives both ends, and its price lies between them. */
  has_low = json_object_has_member (object, "price-low");
  has_high = json_object_has_member (object, "price-high");
  if (has_low != has_high)
    {
      g_autofree char *field = g_strdup_printf ("%s.%s", path, has_low ? "price-high" : "price-low");

      set_invalid (error, field, _("missing: a range needs both price-low and price-high"));
      return NULL;
    }
  if (has_low)
    {
      if (!get_number (object, path, "price-low", 0, TRUE, price, &low, error)
          || !get_number (object, path, "price-high", price, FALSE, BK_MAX_AMOUNT, &high, error))
        return NULL;
    }
  else
    {
      low = high = price;
    }

  return bk_catalogue_rent_new (gpu_id, provider, provider_type, price, low, high, currency,
                                source, as_of, term, term_months, upfront_percent);
}

/* bk_catalogue_read_root:
 * @self: the catalogue to add to
 * @root: the file's JSON
 * @team: whether it is a team's file
 *
 * Loads a catalogue file into @self. A team's file may have an empty list of GPUs, may not
 * reuse a GPU's id or name that @self has already, and marks everything it adds.
 *
 * Returns: %FALSE with @error set naming the field when anything in it is malformed
 */
gboolean
bk_catalogue_read_root (BkCatalogue  *self,
                        JsonNode     *root,
                        gboolean      team,
                        GError      **error)
{
  static const char * const root_fields[] = { "format", "gpus", "rents" };
  JsonObject *object;
  JsonNode *node;
  JsonArray *array;
  double format;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BK_CATALOGUE_ERROR, BK_CATALOGUE_ERROR_INVALID,
                   _("The catalogue holds no JSON object"));
      return FALSE;
    }
  object = json_node_get_object (root);

  if (!check_members (object, "catalogue", root_fields, G_N_ELEMENTS (root_fields), error)
      || !get_number (object, "catalogue", "format", 1, FALSE, G_MAXINT, &format, error))
    return FALSE;

  if (format != floor (format) || format > BK_CATALOGUE_FORMAT)
    {
      g_autofree char *v = bk_json_format_number (format);

      /* Translators: "5 is not a format this version reads (it reads 4)" */
      set_invalid (error, "catalogue.format", _("%s is not a format this version reads (it reads %d)"),
                   v, BK_CATALOGUE_FORMAT);
      return FALSE;
    }

  if ((node = require_member (object, "catalogue", "gpus", error)) == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_ARRAY (node)
      || (!team && json_array_get_length (json_node_get_array (node)) == 0))
    {
      set_invalid (error, "catalogue.gpus",
                   team ? _("expected a list") : _("expected a list of at least one GPU"));
      return FALSE;
    }
  array = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("gpus[%u]", i);
      g_autoptr(BkCatalogueGpu) gpu = gpu_from_node (json_array_get_element (array, i), path,
                                                      (guint) format, error);

      if (gpu == NULL)
        return FALSE;

      if (bk_catalogue_find_gpu (self, bk_catalogue_gpu_get_id (gpu)) != NULL)
        {
          g_autofree char *field = g_strdup_printf ("%s.id", path);

          if (team)
            set_invalid (error, field,
                         _("“%s” is a GPU of the shipped catalogue: give the team’s GPU an id of "
                           "its own, or leave it out and list only offers for it"),
                         bk_catalogue_gpu_get_id (gpu));
          else
            set_invalid (error, field, _("“%s” appears twice"),
                         bk_catalogue_gpu_get_id (gpu));
          return FALSE;
        }

      /* The profile finds its GPU by name, so two GPUs may not share one. */
      if (bk_catalogue_find_gpu_by_name (self, bk_catalogue_gpu_get_name (gpu)) != NULL)
        {
          g_autofree char *field = g_strdup_printf ("%s.name", path);

          set_invalid (error, field, _("“%s” appears twice"), bk_catalogue_gpu_get_name (gpu));
          return FALSE;
        }

      bk_catalogue_gpu_set_from_team (gpu, team);
      bk_catalogue_add_gpu (self, gpu);
    }

  if ((node = require_member (object, "catalogue", "rents", error)) == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      set_invalid (error, "catalogue.rents", _("expected a list"));
      return FALSE;
    }
  array = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("rents[%u]", i);
      BkCatalogueRent *rent = rent_from_node (json_array_get_element (array, i), path,
                                              (guint) format, self, error);

      if (rent == NULL)
        return FALSE;

      bk_catalogue_rent_set_from_team (rent, team);
      bk_catalogue_add_rent (self, rent);
    }

  return TRUE;
}
