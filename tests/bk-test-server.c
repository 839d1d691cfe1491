/* bk-test-server.c: an HTTP server on the loopback address, on a thread of its own
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bk-test-server.h"

struct _BkTestServer
{
  GThread      *thread;
  GMainContext *context;
  GMainLoop    *loop;
  SoupServer   *server;
  char         *tls_pem;
  guint         port;
  gboolean      https;
  GMutex        lock;
  GCond         cond;
  gboolean      ready;
};

typedef struct
{
  BkTestServer       *server;
  char               *path;
  SoupServerCallback  callback;
  gpointer            user_data;
} AddData;

static gpointer
server_thread (gpointer user_data)
{
  BkTestServer *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GTlsCertificate) certificate = NULL;
  GSList *uris;

  g_main_context_push_thread_default (self->context);

  if (self->tls_pem != NULL)
    {
      certificate = g_tls_certificate_new_from_file (self->tls_pem, &error);
      g_assert_no_error (error);
      self->server = soup_server_new ("tls-certificate", certificate, NULL);
    }
  else
    self->server = soup_server_new (NULL, NULL);

  soup_server_listen_local (self->server, 0,
                            SOUP_SERVER_LISTEN_IPV4_ONLY
                            | (self->tls_pem != NULL ? SOUP_SERVER_LISTEN_HTTPS : 0),
                            &error);
  g_assert_no_error (error);
  uris = soup_server_get_uris (self->server);
  g_assert_nonnull (uris);

  g_mutex_lock (&self->lock);
  self->port = (guint) g_uri_get_port (uris->data);
  self->ready = TRUE;
  g_cond_signal (&self->cond);
  g_mutex_unlock (&self->lock);
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);

  g_main_loop_run (self->loop);

  soup_server_disconnect (self->server);
  g_clear_object (&self->server);
  /* What the disconnect left to do. */
  while (g_main_context_iteration (self->context, FALSE))
    ;
  g_main_context_pop_thread_default (self->context);

  return NULL;
}

BkTestServer *
bk_test_server_new (const char *tls_pem)
{
  BkTestServer *self = g_new0 (BkTestServer, 1);

  self->context = g_main_context_new ();
  self->loop = g_main_loop_new (self->context, FALSE);
  self->tls_pem = g_strdup (tls_pem);
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  self->thread = g_thread_new ("test-server", server_thread, self);

  g_mutex_lock (&self->lock);
  while (!self->ready)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);

  return self;
}

static gboolean
quit_cb (gpointer user_data)
{
  g_main_loop_quit (user_data);

  return G_SOURCE_REMOVE;
}

void
bk_test_server_free (BkTestServer *self)
{
  if (self == NULL)
    return;

  g_main_context_invoke (self->context, quit_cb, self->loop);
  g_thread_join (self->thread);
  g_main_loop_unref (self->loop);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  g_free (self->tls_pem);
  g_free (self);
}

static gboolean
add_cb (gpointer user_data)
{
  AddData *data = user_data;

  soup_server_add_handler (data->server->server, data->path, data->callback, data->user_data,
                           NULL);
  g_mutex_lock (&data->server->lock);
  data->path[0] = '\0';
  g_cond_signal (&data->server->cond);
  g_mutex_unlock (&data->server->lock);

  return G_SOURCE_REMOVE;
}

void
bk_test_server_add (BkTestServer       *self,
                    const char         *path,
                    SoupServerCallback  callback,
                    gpointer            user_data)
{
  AddData data = { self, g_strdup (path), callback, user_data };

  /* Handlers are added on the server's own thread, and this waits until they are. */
  g_main_context_invoke (self->context, add_cb, &data);
  g_mutex_lock (&self->lock);
  while (data.path[0] != '\0')
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);
  g_free (data.path);
}

char *
bk_test_server_uri (BkTestServer *self,
                    const char   *path)
{
  return g_strdup_printf ("%s://127.0.0.1:%u%s", self->tls_pem != NULL ? "https" : "http",
                          self->port, path);
}

guint
bk_test_server_get_port (BkTestServer *self)
{
  return self->port;
}

guint
bk_test_free_port (void)
{
  g_autoptr(GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                            G_SOCKET_PROTOCOL_TCP, NULL);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;
  g_autoptr(GError) error = NULL;
  guint port;

  g_socket_bind (socket, any, FALSE, &error);
  g_assert_no_error (error);
  bound = g_socket_get_local_address (socket, &error);
  g_assert_no_error (error);
  port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  g_socket_close (socket, NULL);

  return port;
}

/* Raw replies */

struct _BkTestRaw
{
  GThread      *thread;
  GSocket      *socket;
  char         *reply;
  guint         port;
  GCancellable *cancellable;
  GPtrArray    *held;     /* connections accepted and never answered */
};

static gpointer
raw_thread (gpointer user_data)
{
  BkTestRaw *self = user_data;

  for (;;)
    {
      g_autoptr(GSocket) connection = g_socket_accept (self->socket, self->cancellable, NULL);
      char buffer[4096];

      if (connection == NULL)
        break;
      if (self->reply == NULL)
        {
          g_ptr_array_add (self->held, g_steal_pointer (&connection));
          continue;
        }
      /* The request's head, then the reply, and the connection closed. */
      g_socket_set_timeout (connection, 5);
      g_socket_receive (connection, buffer, sizeof buffer, NULL, NULL);
      {
        gsize sent = 0, length = strlen (self->reply);

        while (sent < length)
          {
            gssize n = g_socket_send (connection, self->reply + sent, length - sent, NULL, NULL);

            if (n <= 0)
              break;
            sent += n;
          }
      }
      g_socket_shutdown (connection, FALSE, TRUE, NULL);
      g_socket_close (connection, NULL);
    }

  return NULL;
}

BkTestRaw *
bk_test_raw_new (const char *reply)
{
  BkTestRaw *self = g_new0 (BkTestRaw, 1);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;
  g_autoptr(GError) error = NULL;

  self->reply = g_strdup (reply);
  self->cancellable = g_cancellable_new ();
  self->held = g_ptr_array_new_with_free_func (g_object_unref);
  self->socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                               G_SOCKET_PROTOCOL_TCP, &error);
  g_assert_no_error (error);
  g_socket_bind (self->socket, any, TRUE, &error);
  g_assert_no_error (error);
  g_socket_listen (self->socket, &error);
  g_assert_no_error (error);
  bound = g_socket_get_local_address (self->socket, &error);
  g_assert_no_error (error);
  self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  self->thread = g_thread_new ("test-raw", raw_thread, self);

  return self;
}

guint
bk_test_raw_get_port (BkTestRaw *self)
{
  return self->port;
}

void
bk_test_raw_free (BkTestRaw *self)
{
  if (self == NULL)
    return;

  g_cancellable_cancel (self->cancellable);
  g_thread_join (self->thread);
  g_socket_close (self->socket, NULL);
  g_object_unref (self->socket);
  g_object_unref (self->cancellable);
  g_ptr_array_unref (self->held);
  g_free (self->reply);
  g_free (self);
}
