/* bk-price-update.c: one update of the fetched offers from the providers' own price lists
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * HTTP through the app's one client (src/net/bk-http.h): libsoup 3 on a worker thread, the
 * desktop's proxy settings, TLS checked, a timeout on every silent connection, a size limit on
 * every answer, redirects only on the same server, and Cancel. The update follows only
 * addresses on the server it started from, waits once or twice when a server asks it to, and
 * reads AWS's file as it arrives. Whatever goes wrong ends it with one line that names the
 * server and the cause: the client's own for the connection and the HTTP status, and here an
 * answer not in the provider's documented form.
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bk-aws-prices.h"
#include "bk-azure-prices.h"
#include "bk-consent.h"
#include "bk-fetched-offers.h"
#include "bk-http.h"
#include "bk-instance-table.h"
#include "bk-json.h"
#include "bk-price-offer.h"
#include "bk-price-update.h"

#define READ_SIZE (64 * 1024)
#define MAX_RETRIES 2

typedef enum
{
  STAGE_AZURE_PAGE,
  STAGE_AWS_INDEX,
  STAGE_AWS_REGIONS,
  STAGE_AWS_FILE,
} Stage;

struct _BkPriceUpdate
{
  GObject           parent_instance;

  BkInstanceTable  *table;
  char             *azure_region;
  char             *aws_region;
  char             *currency;
  char             *azure_url;
  char             *aws_url;
  guint             timeout;
  double            fraction;
  char             *status;

  /* One run */
  GTask            *task;
  GDateTime        *now;
  char             *today;
  GPtrArray        *offers;
  Stage             stage;
  char             *url;
  char             *host;
  guint             pages;
  guint             retries;
  guint             n_unknown;
  BkHttpRequest    *request;
  guint64           expected;
  guint64           received;
  /* Fed on the client's worker thread while AWS's file is read, and only there. */
  BkAwsPriceReader *reader;
  guint             retry_id;
};

enum {
  PROP_0,
  PROP_FRACTION,
  PROP_STATUS,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkPriceUpdate, bk_price_update, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void fetch (BkPriceUpdate *self,
                   const char    *url,
                   Stage          stage);

static void
set_progress (BkPriceUpdate *self,
              double         fraction,
              char          *status)
{
  if (self->fraction != fraction)
    {
      self->fraction = fraction;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
    }

  if (status != NULL && g_strcmp0 (self->status, status) != 0)
    {
      g_free (self->status);
      self->status = status;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
    }
  else
    g_free (status);
}

/* Ends the run: every handle of it is let go before the task returns. */
static void
clear_run (BkPriceUpdate *self)
{
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_pointer (&self->request, bk_http_request_unref);
  g_clear_pointer (&self->reader, bk_aws_price_reader_free);
  g_clear_pointer (&self->url, g_free);
  g_clear_pointer (&self->host, g_free);
  g_clear_pointer (&self->offers, g_ptr_array_unref);
  g_clear_pointer (&self->now, g_date_time_unref);
  g_clear_pointer (&self->today, g_free);
}

static void
fail (BkPriceUpdate *self,
      GError        *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  clear_run (self);
  g_task_return_error (task, error);
}

static void G_GNUC_PRINTF (4, 5)
fail_with (BkPriceUpdate *self,
           GQuark         domain,
           int            code,
           const char    *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fail (self, g_error_new_literal (domain, code, message));
}

/* The client's errors are one line already, naming the server. */
static void
fail_on_error (BkPriceUpdate *self,
               GError        *error)
{
  fail (self, g_error_copy (error));
}

/* An answer's content is not the provider's documented form: one line naming the server. */
static GError *
answer_error (BkHttpRequest *request,
              const GError  *cause)
{
  g_autofree char *server = NULL;

  if (g_error_matches (cause, BK_PRICES_ERROR, BK_PRICES_ERROR_REGION))
    return g_error_copy (cause);

  server = bk_http_request_dup_server (request);
  /* Translators: an update of the prices failed; %s is a server, and then what is wrong with its
   * answer, such as "Items[3].retailPrice: missing". */
  return g_error_new (BK_HTTP_ERROR, BK_HTTP_ERROR_FORM,
                      _("%s answered in an unexpected form: %s"), server, cause->message);
}

static void
fail_on_answer (BkPriceUpdate *self,
                GError        *error)
{
  fail (self, answer_error (self->request, error));
}

static int
port_of (GUri *uri)
{
  int port = g_uri_get_port (uri);

  if (port >= 0)
    return port;
  return g_strcmp0 (g_uri_get_scheme (uri), "https") == 0 ? 443 : 80;
}

/* Whether @url is on the server of @base: the update follows no address elsewhere. */
static gboolean
same_server (const char *base,
             const char *url)
{
  g_autoptr(GUri) a = g_uri_parse (base, G_URI_FLAGS_NONE, NULL);
  g_autoptr(GUri) b = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);

  return a != NULL && b != NULL
         && g_ascii_strcasecmp (g_uri_get_scheme (a), g_uri_get_scheme (b)) == 0
         && g_ascii_strcasecmp (g_uri_get_host (a) ? g_uri_get_host (a) : "",
                                g_uri_get_host (b) ? g_uri_get_host (b) : "") == 0
         && port_of (a) == port_of (b);
}

static void
follow (BkPriceUpdate *self,
        const char    *base,
        char          *url,
        Stage          stage)
{
  g_autofree char *owned = url;

  if (!same_server (base, owned))
    {
      g_autofree char *shown = bk_json_display_text (owned, 80);

      /* Translators: an update of the prices failed: an index points elsewhere. */
      fail_with (self, BK_HTTP_ERROR, BK_HTTP_ERROR_FORM,
                 _("%s sent the update to another server: %s"), self->host, shown);
      return;
    }

  fetch (self, owned, stage);
}

/* The offers of every region asked, or why there are none. */
static void
finish (BkPriceUpdate *self)
{
  g_autoptr(GTask) task = NULL;
  BkFetchedOffers *fetched;

  if (self->offers->len == 0)
    {
      /* Translators: an update of the prices found nothing to keep. */
      fail_with (self, BK_PRICES_ERROR, BK_PRICES_ERROR_EMPTY,
                 _("The providers’ price lists have no price for an instance size the app knows "
                   "in these regions"));
      return;
    }

  fetched = bk_fetched_offers_new (self->now);
  if (self->azure_region != NULL)
    bk_fetched_offers_add_region (fetched, BK_PRICE_SOURCE_AZURE, self->azure_region,
                                  self->currency);
  if (self->aws_region != NULL)
    bk_fetched_offers_add_region (fetched, BK_PRICE_SOURCE_AWS, self->aws_region, "USD");
  bk_fetched_offers_add_offers (fetched, self->offers);

  task = g_steal_pointer (&self->task);
  clear_run (self);
  set_progress (self, 1, NULL);
  g_task_return_pointer (task, fetched, (GDestroyNotify) bk_fetched_offers_unref);
}

/* AWS after Azure: its service index first. */
static void
start_aws (BkPriceUpdate *self)
{
  g_autofree char *url = NULL;

  if (self->aws_region == NULL)
    {
      finish (self);
      return;
    }

  url = g_strconcat (self->aws_url, BK_AWS_PRICES_INDEX_PATH, NULL);
  fetch (self, url, STAGE_AWS_INDEX);
}

/* @body: (nullable): the answer, or %NULL for AWS's file, which the reader took as it came */
static void
stage_done (BkPriceUpdate *self,
            GBytes        *body)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *url = g_steal_pointer (&self->url);

  switch (self->stage)
    {
    case STAGE_AZURE_PAGE:
      {
        g_autofree char *next = NULL;

        if (!bk_azure_prices_read_page (body, self->table, self->azure_region, self->today,
                                        self->offers, &next, &self->n_unknown, &error))
          {
            fail_on_answer (self, error);
            return;
          }
        self->pages++;
        if (next == NULL)
          {
            start_aws (self);
            return;
          }
        if (self->pages >= BK_PRICE_UPDATE_MAX_PAGES)
          {
            /* Translators: an update of the prices failed: the answer never ends. */
            fail_with (self, BK_HTTP_ERROR, BK_HTTP_ERROR_FORM, _("%s sent more than %u pages"),
                       self->host, BK_PRICE_UPDATE_MAX_PAGES);
            return;
          }
        follow (self, self->azure_url, g_steal_pointer (&next), STAGE_AZURE_PAGE);
        return;
      }

    case STAGE_AWS_INDEX:
      {
        char *next = bk_aws_prices_read_offer_index (body, url, &error);

        if (next == NULL)
          fail_on_answer (self, error);
        else
          follow (self, self->aws_url, next, STAGE_AWS_REGIONS);
        return;
      }

    case STAGE_AWS_REGIONS:
      {
        char *next = bk_aws_prices_read_region_index (body, url, self->aws_region, &error);

        if (next == NULL)
          {
            fail_on_answer (self, error);
            return;
          }
        self->reader = bk_aws_price_reader_new (self->table, self->aws_region, self->today);
        follow (self, self->aws_url, next, STAGE_AWS_FILE);
        return;
      }

    case STAGE_AWS_FILE:
      if (!bk_aws_price_reader_finish (self->reader, self->offers, &error))
        {
          fail_on_answer (self, error);
          return;
        }
      g_clear_pointer (&self->reader, bk_aws_price_reader_free);
      finish (self);
      return;

    default:
      g_assert_not_reached ();
    }
}

static void
update_progress (BkPriceUpdate *self)
{
  g_autofree char *received = g_format_size (self->received);

  if (self->stage == STAGE_AZURE_PAGE)
    /* Translators: the progress of an update of the prices, "Azure, page 2". */
    set_progress (self, -1, g_strdup_printf (_("Azure, page %u"), self->pages + 1));
  else if (self->stage == STAGE_AWS_FILE && self->expected > 0)
    {
      g_autofree char *expected = g_format_size (self->expected);

      /* Translators: the progress of an update of the prices, "AWS, 120.5 MB of 480.2 MB". */
      set_progress (self, MIN (1.0, (double) self->received / self->expected),
                    g_strdup_printf (_("AWS, %s of %s"), received, expected));
    }
  else if (self->stage == STAGE_AWS_FILE)
    /* Translators: the progress of an update of the prices, "AWS, 120.5 MB". */
    set_progress (self, -1, g_strdup_printf (_("AWS, %s"), received));
  else
    /* Translators: the progress of an update of the prices, while AWS's indexes are read. */
    set_progress (self, -1, g_strdup (_("AWS, the price list’s index")));
}

/* In this thread's main context, ten times a second while an answer arrives. */
static void
progress_cb (guint64  bytes_read,
             guint64  total,
             gpointer user_data)
{
  BkPriceUpdate *self = user_data;

  if (self->task == NULL)
    return;
  self->received = bytes_read;
  self->expected = total;
  update_progress (self);
}

/* A web page where a price list belongs: a captive portal, a login, an error page. */
static gboolean
is_web_page (BkHttpRequest *request)
{
  const char *type = bk_http_request_get_content_type (request);

  return type != NULL && (g_ascii_strcasecmp (type, "text/html") == 0
                          || g_ascii_strcasecmp (type, "application/xhtml+xml") == 0);
}

static void
set_web_page_error (GError        **error,
                    BkHttpRequest  *request)
{
  g_autofree char *server = bk_http_request_dup_server (request);

  /* Translators: an update of the prices failed: the answer is a web page. */
  g_set_error (error, BK_HTTP_ERROR, BK_HTTP_ERROR_FORM,
               _("%s answered with a web page, not a price list"), server);
}

static gboolean
retry_cb (gpointer user_data)
{
  BkPriceUpdate *self = user_data;
  g_autofree char *url = g_steal_pointer (&self->url);

  self->retry_id = 0;
  fetch (self, url, self->stage);

  return G_SOURCE_REMOVE;
}

/* A server that is busy (429 Too Many Requests, 503 Service Unavailable) and asks to come back
 * within BK_PRICE_UPDATE_MAX_RETRY_WAIT seconds is asked again, twice at most. */
static gboolean
retry_later (BkPriceUpdate *self,
             const GError  *error)
{
  guint status = bk_http_request_get_status (self->request);
  gint64 wait = bk_http_request_get_retry_after (self->request);

  if (!g_error_matches (error, BK_HTTP_ERROR, BK_HTTP_ERROR_STATUS)
      || (status != 429 && status != 503)
      || wait < 0 || wait > BK_PRICE_UPDATE_MAX_RETRY_WAIT || self->retries >= MAX_RETRIES)
    return FALSE;

  self->retries++;
  g_clear_pointer (&self->request, bk_http_request_unref);
  self->retry_id = g_timeout_add_seconds ((guint) wait, retry_cb, self);
  return TRUE;
}

/* After a GET: whether the run goes on with its answer; not when it was cancelled or failed,
 * or waits to ask again. */
static gboolean
answered (BkPriceUpdate *self,
          gboolean       ok,
          GError        *error)
{
  if (self->task == NULL)
    return FALSE;
  if (!ok && !retry_later (self, error))
    fail_on_error (self, error);

  return ok;
}

/* An Azure page or one of AWS's indexes, whole. */
static void
bytes_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(BkPriceUpdate) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) body = bk_http_get_bytes_finish (result, &error);

  if (!answered (self, body != NULL, error))
    return;
  if (is_web_page (self->request))
    {
      set_web_page_error (&error, self->request);
      fail (self, g_steal_pointer (&error));
      return;
    }

  stage_done (self, body);
}

/* On the client's worker thread: AWS's file, fed to the reader as it arrives, in constant
 * memory. */
static gboolean
read_file (GInputStream  *body,
           gpointer       user_data,
           GCancellable  *cancellable,
           GError       **error)
{
  BkPriceUpdate *self = user_data;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;

  if (is_web_page (self->request))
    {
      set_web_page_error (error, self->request);
      return FALSE;
    }

  buffer = g_malloc (READ_SIZE);
  for (;;)
    {
      gssize n = g_input_stream_read (body, buffer, READ_SIZE, cancellable, error);

      if (n < 0)
        return FALSE;
      if (n == 0)
        return TRUE;
      if (!bk_aws_price_reader_feed (self->reader, buffer, (gsize) n, &local_error))
        {
          g_propagate_error (error, answer_error (self->request, local_error));
          return FALSE;
        }
    }
}

static void
file_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(BkPriceUpdate) self = user_data;
  g_autoptr(GError) error = NULL;
  gboolean ok = bk_http_get_finish (result, &error);

  if (answered (self, ok, error))
    stage_done (self, NULL);
}

static void
fetch (BkPriceUpdate *self,
       const char    *url,
       Stage          stage)
{
  g_autoptr(GError) error = NULL;

  g_free (self->url);
  self->url = g_strdup (url);
  if (self->stage != stage)
    self->retries = 0;
  self->stage = stage;
  self->received = 0;
  self->expected = 0;

  g_clear_pointer (&self->request, bk_http_request_unref);
  self->request = bk_http_request_new (url, &error);
  if (self->request == NULL)
    {
      fail (self, g_steal_pointer (&error));
      return;
    }
  g_free (self->host);
  self->host = bk_http_request_dup_server (self->request);
  bk_http_request_set_timeout (self->request, self->timeout);
  bk_http_request_set_max_bytes (self->request, stage == STAGE_AWS_FILE ? BK_PRICE_UPDATE_MAX_FILE
                                                                        : BK_PRICE_UPDATE_MAX_JSON);
  bk_http_request_set_progress (self->request, progress_cb, self, NULL);

  update_progress (self);
  if (stage == STAGE_AWS_FILE)
    bk_http_get_async (self->request, read_file, self, g_task_get_cancellable (self->task),
                       file_cb, g_object_ref (self));
  else
    bk_http_get_bytes_async (self->request, g_task_get_cancellable (self->task), bytes_cb,
                             g_object_ref (self));
}

static void
bk_price_update_finalize (GObject *object)
{
  BkPriceUpdate *self = (BkPriceUpdate *)object;

  g_assert (self->task == NULL);
  clear_run (self);
  g_clear_pointer (&self->table, bk_instance_table_unref);
  g_free (self->azure_region);
  g_free (self->aws_region);
  g_free (self->currency);
  g_free (self->azure_url);
  g_free (self->aws_url);
  g_free (self->status);

  G_OBJECT_CLASS (bk_price_update_parent_class)->finalize (object);
}

static void
bk_price_update_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BkPriceUpdate *self = BK_PRICE_UPDATE (object);

  switch (prop_id)
    {
    case PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_price_update_class_init (BkPriceUpdateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bk_price_update_finalize;
  object_class->get_property = bk_price_update_get_property;

  /* The share of the answer read so far, or -1 while its size is not known. */
  properties[PROP_FRACTION] =
    g_param_spec_double ("fraction", NULL, NULL, -1, 1, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* What is being read, for people: "Azure, page 2". */
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_price_update_init (BkPriceUpdate *self)
{
  self->azure_url = g_strdup (BK_AZURE_PRICES_URL);
  self->aws_url = g_strdup (BK_AWS_PRICES_URL);
  self->timeout = BK_PRICE_UPDATE_TIMEOUT;
}

/* bk_price_update_new:
 * @azure_region: (nullable): the Azure region to ask, or %NULL not to ask Azure
 * @aws_region: (nullable): the AWS region to ask, or %NULL not to ask AWS
 * @currency: the currency Azure is asked for (AWS's prices are in US dollars)
 *
 * Returns: (transfer full): an update, not yet started
 */
BkPriceUpdate *
bk_price_update_new (BkInstanceTable *table,
                     const char      *azure_region,
                     const char      *aws_region,
                     const char      *currency)
{
  BkPriceUpdate *self;

  g_return_val_if_fail (table != NULL, NULL);
  g_return_val_if_fail (azure_region != NULL || aws_region != NULL, NULL);
  g_return_val_if_fail (currency != NULL, NULL);

  self = g_object_new (BK_TYPE_PRICE_UPDATE, NULL);
  self->table = bk_instance_table_ref (table);
  self->azure_region = g_strdup (azure_region);
  self->aws_region = g_strdup (aws_region);
  self->currency = g_strdup (currency);

  return self;
}

/* bk_price_update_set_urls:
 * @azure_url: (nullable): the Azure Retail Prices API's address instead of its own
 * @aws_url: (nullable): the server of AWS's Price List files instead of its own
 *
 * For a mirror or a test server.
 */
void
bk_price_update_set_urls (BkPriceUpdate *self,
                          const char    *azure_url,
                          const char    *aws_url)
{
  g_return_if_fail (BK_IS_PRICE_UPDATE (self));

  if (azure_url != NULL)
    {
      g_free (self->azure_url);
      self->azure_url = g_strdup (azure_url);
    }
  if (aws_url != NULL)
    {
      g_free (self->aws_url);
      self->aws_url = g_strdup (aws_url);
    }
}

/* bk_price_update_set_timeout:
 * @seconds: how long a connection may stay silent
 */
void
bk_price_update_set_timeout (BkPriceUpdate *self,
                             guint          seconds)
{
  g_return_if_fail (BK_IS_PRICE_UPDATE (self));
  g_return_if_fail (seconds > 0);

  self->timeout = seconds;
}

double
bk_price_update_get_fraction (BkPriceUpdate *self)
{
  g_return_val_if_fail (BK_IS_PRICE_UPDATE (self), 0);

  return self->fraction;
}

const char *
bk_price_update_get_status (BkPriceUpdate *self)
{
  g_return_val_if_fail (BK_IS_PRICE_UPDATE (self), NULL);

  return self->status;
}

/* bk_price_update_run_async:
 *
 * Fetches the regions' prices: Azure's first, then AWS's. Run once.
 */
void
bk_price_update_run_async (BkPriceUpdate       *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autofree char *url = NULL;

  g_return_if_fail (BK_IS_PRICE_UPDATE (self));
  g_return_if_fail (self->task == NULL);

  self->task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (self->task, bk_price_update_run_async);

  self->now = g_date_time_new_now_utc ();
  self->today = g_date_time_format (self->now, "%Y-%m-%d");
  self->offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
  self->pages = 0;
  self->n_unknown = 0;

  if (self->azure_region == NULL)
    {
      start_aws (self);
      return;
    }

  url = bk_azure_prices_build_url (self->azure_url, self->table, self->azure_region,
                                   self->currency);
  fetch (self, url, STAGE_AZURE_PAGE);
}

/* bk_price_update_run_finish:
 *
 * Returns: (transfer full) (nullable): the offers fetched, with the regions asked, or %NULL with
 *   @error set: one line naming the server and the cause, or %G_IO_ERROR_CANCELLED
 */
BkFetchedOffers *
bk_price_update_run_finish (BkPriceUpdate  *self,
                            GAsyncResult   *result,
                            GError        **error)
{
  g_return_val_if_fail (BK_IS_PRICE_UPDATE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* bk_price_update_merge_kept:
 * @fetched: what an update fetched
 * @kept: (nullable): the offers kept before
 *
 * A provider the update did not ask keeps its offers: the new file has the update's regions and
 * offers and, of the kept ones, those of the other provider.
 *
 * Returns: (transfer full): the offers to keep
 */
BkFetchedOffers *
bk_price_update_merge_kept (BkFetchedOffers *fetched,
                            BkFetchedOffers *kept)
{
  gboolean asked[BK_N_PRICE_SOURCES] = { FALSE, FALSE };
  g_autoptr(GPtrArray) offers = g_ptr_array_new_with_free_func ((GDestroyNotify) bk_price_offer_free);
  BkFetchedOffers *merged;
  GPtrArray *list;

  g_return_val_if_fail (fetched != NULL, NULL);

  merged = bk_fetched_offers_new (bk_fetched_offers_get_retrieved (fetched));
  for (guint i = 0; i < bk_fetched_offers_get_n_regions (fetched); i++)
    {
      BkPriceSource source;
      const char *region, *currency;

      bk_fetched_offers_get_region (fetched, i, &source, &region, &currency);
      bk_fetched_offers_add_region (merged, source, region, currency);
      asked[source] = TRUE;
    }
  list = bk_fetched_offers_get_offers (fetched);
  for (guint i = 0; i < list->len; i++)
    g_ptr_array_add (offers, bk_price_offer_copy (g_ptr_array_index (list, i)));

  if (kept != NULL)
    {
      for (guint i = 0; i < bk_fetched_offers_get_n_regions (kept); i++)
        {
          BkPriceSource source;
          const char *region, *currency;

          bk_fetched_offers_get_region (kept, i, &source, &region, &currency);
          if (!asked[source])
            bk_fetched_offers_add_region (merged, source, region, currency);
        }
      list = bk_fetched_offers_get_offers (kept);
      for (guint i = 0; i < list->len; i++)
        {
          const BkPriceOffer *offer = g_ptr_array_index (list, i);

          if (!asked[offer->source])
            g_ptr_array_add (offers, bk_price_offer_copy (offer));
        }
    }

  bk_fetched_offers_add_offers (merged, offers);
  return merged;
}

/* bk_price_update_check_is_due:
 * @last_check: when the prices were last fetched or asked for, in seconds since 1970 (0 for
 *   never)
 * @now: now, in the same seconds
 *
 * The weekly check's rule (docs/model.md#price-dates): due when the last update is more than a
 * week old, or when the clock says it lies in the future.
 *
 * Returns: whether the weekly check should ask again
 */
gboolean
bk_price_update_check_is_due (gint64 last_check,
                              gint64 now)
{
  return now - last_check > BK_PRICE_UPDATE_CHECK_INTERVAL || now < last_check;
}

/* The servers @self connects to: Azure's API, AWS's Price List, or the addresses set instead. */
static GPtrArray *
dup_servers (BkPriceUpdate *self)
{
  GPtrArray *servers = g_ptr_array_new_with_free_func ((GDestroyNotify) g_uri_unref);
  const char *urls[] = { self->azure_region != NULL ? self->azure_url : NULL,
                         self->aws_region != NULL ? self->aws_url : NULL };

  for (guint i = 0; i < G_N_ELEMENTS (urls); i++)
    {
      GUri *uri = urls[i] != NULL ? g_uri_parse (urls[i], G_URI_FLAGS_NONE, NULL) : NULL;

      if (uri != NULL)
        g_ptr_array_add (servers, uri);
    }

  return servers;
}

/* bk_price_update_is_allowed:
 * @settings: the app's settings, which keep the servers the user allowed
 *
 * The app's one consent (src/net/bk-consent.h): the user allowed every server the update
 * connects to.
 *
 * Returns: whether the update may run without asking
 */
gboolean
bk_price_update_is_allowed (BkPriceUpdate *self,
                            GSettings     *settings)
{
  g_autoptr(GPtrArray) servers = NULL;

  g_return_val_if_fail (BK_IS_PRICE_UPDATE (self), FALSE);
  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  servers = dup_servers (self);
  for (guint i = 0; i < servers->len; i++)
    if (!bk_consent_is_given (settings, g_ptr_array_index (servers, i)))
      return FALSE;

  return servers->len > 0;
}

/* bk_price_update_allow:
 * @settings: the app's settings, which keep the servers the user allowed
 *
 * Keeps the user's answer to the question before the first connection: every server the update
 * connects to is allowed from now on.
 */
void
bk_price_update_allow (BkPriceUpdate *self,
                       GSettings     *settings)
{
  g_autoptr(GPtrArray) servers = NULL;

  g_return_if_fail (BK_IS_PRICE_UPDATE (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  servers = dup_servers (self);
  for (guint i = 0; i < servers->len; i++)
    bk_consent_give (settings, g_ptr_array_index (servers, i));
}
