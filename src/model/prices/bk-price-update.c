/* bk-price-update.c: one update of the fetched offers from the providers' own price lists
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * HTTP through libsoup 3: asynchronous, the desktop's proxy settings (the default
 * GProxyResolver), TLS certificates checked (libsoup's default), a timeout on every silent
 * connection, a size limit on every answer, and Cancel. The update follows only addresses on the
 * server it started from, and reads AWS's file as it arrives. Whatever goes wrong ends it with
 * one line that names the server and the cause: no network, the proxy, the time out, TLS, the
 * HTTP status, an answer not in the documented form.
 */

#define G_LOG_DOMAIN "bk-prices"

#include "config.h"

#include <glib/gi18n.h>
#include <libsoup/soup.h>
#include <string.h>

#include "bk-aws-prices.h"
#include "bk-azure-prices.h"
#include "bk-fetched-offers.h"
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
  SoupSession      *session;
  GDateTime        *now;
  char             *today;
  GPtrArray        *offers;
  Stage             stage;
  char             *url;
  char             *host;
  guint             pages;
  guint             retries;
  guint             n_unknown;
  SoupMessage      *message;
  GInputStream     *stream;
  GByteArray       *body;
  goffset           limit;
  goffset           expected;
  goffset           received;
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
  g_clear_object (&self->message);
  g_clear_object (&self->stream);
  g_clear_pointer (&self->body, g_byte_array_unref);
  g_clear_pointer (&self->reader, bk_aws_price_reader_free);
  g_clear_pointer (&self->url, g_free);
  g_clear_pointer (&self->host, g_free);
  g_clear_pointer (&self->offers, g_ptr_array_unref);
  g_clear_pointer (&self->now, g_date_time_unref);
  g_clear_pointer (&self->today, g_free);
  if (self->session != NULL)
    soup_session_abort (self->session);
  g_clear_object (&self->session);
}

static void
fail (BkPriceUpdate *self,
      GError        *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  clear_run (self);
  g_task_return_error (task, error);
}

static void G_GNUC_PRINTF (3, 4)
fail_with (BkPriceUpdate *self,
           int            code,
           const char    *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fail (self, g_error_new_literal (BK_PRICES_ERROR, code, message));
}

/* One line for an error of GIO, libsoup or the TLS layer, naming the server. */
static void
fail_on_error (BkPriceUpdate *self,
               GError        *error)
{
  g_autofree char *reason = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      fail (self, g_error_copy (error));
      return;
    }

  reason = bk_json_display_text (error->message, 200);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
    /* Translators: an update of the prices failed; %s is a server, %u seconds. */
    fail_with (self, BK_PRICES_ERROR_NETWORK,
               ngettext ("%s did not answer for %u second", "%s did not answer for %u seconds",
                         self->timeout),
               self->host, self->timeout);
  else if (error->domain == G_RESOLVER_ERROR
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_HOST_NOT_FOUND)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NETWORK_UNREACHABLE)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED))
    /* Translators: an update of the prices failed: no network, or the server cannot be reached;
     * the first %s is the server, the second the system's words. */
    fail_with (self, BK_PRICES_ERROR_NETWORK,
               _("No connection to %s (%s): check the network"), self->host, reason);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PROXY_FAILED)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PROXY_AUTH_FAILED)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PROXY_NEED_AUTH)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PROXY_NOT_ALLOWED))
    /* Translators: an update of the prices failed at the desktop's proxy. */
    fail_with (self, BK_PRICES_ERROR_NETWORK, _("The proxy did not connect to %s: %s"),
               self->host, reason);
  else if (error->domain == G_TLS_ERROR)
    /* Translators: an update of the prices failed: the server's certificate is not trusted. */
    fail_with (self, BK_PRICES_ERROR_NETWORK, _("The connection to %s is not secure: %s"),
               self->host, reason);
  else if (g_error_matches (error, SOUP_SESSION_ERROR, SOUP_SESSION_ERROR_TOO_MANY_REDIRECTS))
    /* Translators: an update of the prices failed: the server sends it round in circles. */
    fail_with (self, BK_PRICES_ERROR_HTTP, _("%s redirects in a loop"), self->host);
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_CLOSED)
           || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE))
    /* Translators: an update of the prices failed: the answer stopped before its end. */
    fail_with (self, BK_PRICES_ERROR_NETWORK, _("The answer of %s broke off: %s"), self->host,
               reason);
  else
    fail_with (self, BK_PRICES_ERROR_NETWORK, "%s: %s", self->host, reason);
}

/* An answer's content is not the provider's documented form. */
static void
fail_on_answer (BkPriceUpdate *self,
                GError        *error)
{
  if (g_error_matches (error, BK_PRICES_ERROR, BK_PRICES_ERROR_REGION))
    {
      fail (self, g_error_copy (error));
      return;
    }

  /* Translators: an update of the prices failed; %s is a server, and then what is wrong with its
   * answer, such as "Items[3].retailPrice: missing". */
  fail_with (self, BK_PRICES_ERROR_ANSWER, _("%s answered in an unexpected form: %s"), self->host,
             error->message);
}

static char *
dup_host (const char *url)
{
  g_autoptr(GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);

  return g_strdup (uri != NULL && g_uri_get_host (uri) != NULL ? g_uri_get_host (uri) : url);
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
      fail_with (self, BK_PRICES_ERROR_ANSWER, _("%s sent the update to another server: %s"),
                 self->host, shown);
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
      fail_with (self, BK_PRICES_ERROR_EMPTY,
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

static void
stage_done (BkPriceUpdate *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) body = NULL;
  g_autofree char *url = g_steal_pointer (&self->url);

  g_clear_object (&self->stream);
  g_clear_object (&self->message);
  if (self->body != NULL)
    body = g_byte_array_free_to_bytes (g_steal_pointer (&self->body));

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
            fail_with (self, BK_PRICES_ERROR_ANSWER, _("%s sent more than %u pages"), self->host,
                       BK_PRICE_UPDATE_MAX_PAGES);
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
      set_progress (self, (double) self->received / self->expected,
                    g_strdup_printf (_("AWS, %s of %s"), received, expected));
    }
  else if (self->stage == STAGE_AWS_FILE)
    /* Translators: the progress of an update of the prices, "AWS, 120.5 MB". */
    set_progress (self, -1, g_strdup_printf (_("AWS, %s"), received));
  else
    /* Translators: the progress of an update of the prices, while AWS's indexes are read. */
    set_progress (self, -1, g_strdup (_("AWS, the price list’s index")));
}

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(BkPriceUpdate) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result,
                                                              &error);
  const char *data;
  gsize size;

  if (self->task == NULL)
    return;
  if (bytes == NULL)
    {
      fail_on_error (self, error);
      return;
    }

  data = g_bytes_get_data (bytes, &size);
  if (size == 0)
    {
      stage_done (self);
      return;
    }

  self->received += size;
  if (self->received > self->limit)
    {
      g_autofree char *limit = g_format_size (self->limit);

      /* Translators: an update of the prices failed: "The answer of prices.azure.com is larger
       * than 33.6 MB". */
      fail_with (self, BK_PRICES_ERROR_HTTP, _("The answer of %s is larger than %s"), self->host,
                 limit);
      return;
    }

  if (self->stage == STAGE_AWS_FILE)
    {
      if (!bk_aws_price_reader_feed (self->reader, data, size, &error))
        {
          fail_on_answer (self, error);
          return;
        }
    }
  else
    g_byte_array_append (self->body, (const guint8 *) data, (guint) size);

  update_progress (self);
  g_input_stream_read_bytes_async (self->stream, READ_SIZE, G_PRIORITY_DEFAULT,
                                   g_task_get_cancellable (self->task), read_cb,
                                   g_object_ref (self));
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

/* Retry-After in seconds, or as an HTTP date; G_MAXINT64 when it says neither. */
static gint64
retry_after (SoupMessage *message)
{
  const char *value = soup_message_headers_get_one (soup_message_get_response_headers (message),
                                                    "Retry-After");
  g_autoptr(GDateTime) date = NULL;
  g_autoptr(GDateTime) now = NULL;
  guint64 seconds;

  if (value == NULL)
    return G_MAXINT64;
  if (g_ascii_string_to_unsigned (value, 10, 0, G_MAXINT32, &seconds, NULL))
    return (gint64) seconds;

  date = soup_date_time_new_from_http_string (value);
  if (date == NULL)
    return G_MAXINT64;
  now = g_date_time_new_now_utc ();
  return MAX (0, g_date_time_difference (date, now) / G_TIME_SPAN_SECOND);
}

static void
sent_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(BkPriceUpdate) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) stream = soup_session_send_finish (SOUP_SESSION (source), result,
                                                             &error);
  const char *type;
  guint status;

  if (self->task == NULL)
    return;
  if (stream == NULL)
    {
      fail_on_error (self, error);
      return;
    }

  status = soup_message_get_status (self->message);
  /* 429 Too Many Requests, which libsoup names no constant for. */
  if (status == 429 || status == SOUP_STATUS_SERVICE_UNAVAILABLE)
    {
      gint64 wait = retry_after (self->message);

      if (wait <= BK_PRICE_UPDATE_MAX_RETRY_WAIT && self->retries < MAX_RETRIES)
        {
          self->retries++;
          g_clear_object (&self->message);
          self->retry_id = g_timeout_add_seconds ((guint) wait, retry_cb, self);
          return;
        }
      if (wait != G_MAXINT64)
        {
          /* Translators: an update of the prices failed: the server asks to come back later;
           * "prices.azure.com asks to wait 120 seconds (429 Too Many Requests)". */
          fail_with (self, BK_PRICES_ERROR_HTTP,
                     ngettext ("%s asks to wait %u second (%u %s): try again later",
                               "%s asks to wait %u seconds (%u %s): try again later",
                               (gulong) MIN (wait, G_MAXUINT)),
                     self->host, (guint) MIN (wait, G_MAXUINT), status,
                     soup_message_get_reason_phrase (self->message));
          return;
        }
    }

  if (status != SOUP_STATUS_OK)
    {
      g_autofree char *reason = bk_json_display_text (soup_message_get_reason_phrase (self->message),
                                                      60);

      /* Translators: an update of the prices failed: "prices.azure.com answered 500 Internal
       * Server Error". */
      fail_with (self, BK_PRICES_ERROR_HTTP, _("%s answered %u %s"), self->host, status, reason);
      return;
    }

  /* A web page where a price list belongs: a captive portal, a login, an error page. */
  type = soup_message_headers_get_content_type (soup_message_get_response_headers (self->message),
                                                NULL);
  if (type != NULL && (g_ascii_strcasecmp (type, "text/html") == 0
                       || g_ascii_strcasecmp (type, "application/xhtml+xml") == 0))
    {
      /* Translators: an update of the prices failed: the answer is a web page. */
      fail_with (self, BK_PRICES_ERROR_ANSWER, _("%s answered with a web page, not a price list"),
                 self->host);
      return;
    }

  self->expected = soup_message_headers_get_content_length (soup_message_get_response_headers (self->message));
  if (self->expected > self->limit)
    {
      g_autofree char *limit = g_format_size (self->limit);

      fail_with (self, BK_PRICES_ERROR_HTTP, _("The answer of %s is larger than %s"), self->host,
                 limit);
      return;
    }

  self->stream = g_steal_pointer (&stream);
  self->received = 0;
  self->body = self->stage == STAGE_AWS_FILE ? NULL : g_byte_array_new ();
  update_progress (self);
  g_input_stream_read_bytes_async (self->stream, READ_SIZE, G_PRIORITY_DEFAULT,
                                   g_task_get_cancellable (self->task), read_cb,
                                   g_object_ref (self));
}

static void
fetch (BkPriceUpdate *self,
       const char    *url,
       Stage          stage)
{
  g_free (self->host);
  self->host = dup_host (url);
  g_free (self->url);
  self->url = g_strdup (url);
  if (self->stage != stage)
    self->retries = 0;
  self->stage = stage;
  self->limit = stage == STAGE_AWS_FILE ? BK_PRICE_UPDATE_MAX_FILE : BK_PRICE_UPDATE_MAX_JSON;

  g_clear_object (&self->message);
  self->message = soup_message_new (SOUP_METHOD_GET, url);
  if (self->message == NULL)
    {
      g_autofree char *shown = bk_json_display_text (url, 80);

      /* Translators: an update of the prices failed: an address that is none. */
      fail_with (self, BK_PRICES_ERROR_ANSWER, _("“%s” is not an address"), shown);
      return;
    }

  update_progress (self);
  soup_session_send_async (self->session, self->message, G_PRIORITY_DEFAULT,
                           g_task_get_cancellable (self->task), sent_cb, g_object_ref (self));
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
  g_autofree char *agent = NULL;

  g_return_if_fail (BK_IS_PRICE_UPDATE (self));
  g_return_if_fail (self->task == NULL && self->session == NULL);

  self->task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (self->task, bk_price_update_run_async);

  agent = g_strdup_printf ("Breakeven/%s ", PACKAGE_VERSION);
  self->session = soup_session_new_with_options ("timeout", self->timeout,
                                                 "idle-timeout", self->timeout,
                                                 "user-agent", agent,
                                                 "proxy-resolver", g_proxy_resolver_get_default (),
                                                 NULL);
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
