/* test-hostile.c: hostile and broken profile files get a one-line error, never a crash or a hang
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case makes one file (or directory, FIFO, device) on disk and opens it twice: with the
 * loader in this process, which must fail with the expected error, and with the command-line
 * report in a child process, which must exit with status 2, print nothing on the standard
 * output and one short line on the standard error. A hang fails the test by its timeout.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bk-profile.h"

/* A profile, with a hole for more members; with a hardware and a pricing section as well
 * (FULL_TAIL), a valid one. */
#define HEAD "{ \"format\": 1, \"name\": \"Hostile\", "
#define TAIL "\"workload\": { \"gpus\": 2 } }"
#define FULL_TAIL "\"hardware\": {}, \"pricing\": {}, " TAIL

/* An error line longer than this is not "one short line". */
#define MAX_LINE_BYTES 400

typedef struct _Case Case;

/* Makes the thing to open at @path; may start a thread that feeds a FIFO, joined after the
 * read. Returns the path to open, which is @path unless the case uses a fixed one. */
typedef const char *(*PrepareFunc) (const Case *c,
                                    const char *path,
                                    GThread   **feeder);

struct _Case
{
  const char  *name;
  PrepareFunc  prepare;
  const char  *contents;  /* for write_contents(); NULL-terminated unless length says */
  gssize       length;
  gboolean     io_error;  /* a GIO error, or else a BkProfileError */
  int          code;
  const char  *fragment;  /* a part of the loader's message; NULL for GIO's own words */
};

/* Makers */

static void
write_file (const char *path,
            const char *data,
            gsize       length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

static const char *
write_contents (const Case *c,
                const char *path,
                GThread   **feeder)
{
  write_file (path, c->contents, c->length >= 0 ? (gsize) c->length : strlen (c->contents));
  return path;
}

static const char *
make_too_large (const Case *c,
                const char *path,
                GThread   **feeder)
{
  gsize size = BK_PROFILE_MAX_BYTES + 1;
  g_autofree char *data = g_malloc (size);

  memset (data, ' ', size);
  data[0] = '{';
  data[size - 1] = '}';
  write_file (path, data, size);
  return path;
}

static const char *
make_deep_arrays (const Case *c,
                  const char *path,
                  GThread   **feeder)
{
  g_autoptr(GString) data = g_string_new (HEAD "\"notes\": ");

  for (guint i = 0; i < 200000; i++)
    g_string_append_c (data, '[');
  write_file (path, data->str, data->len);
  return path;
}

static const char *
make_deep_objects (const Case *c,
                   const char *path,
                   GThread   **feeder)
{
  g_autoptr(GString) data = g_string_new (HEAD "\"notes\": ");

  for (guint i = 0; i < 20; i++)
    g_string_append (data, "{\"a\": ");
  g_string_append (data, "1");
  for (guint i = 0; i < 20; i++)
    g_string_append_c (data, '}');
  g_string_append (data, ", " TAIL);
  write_file (path, data->str, data->len);
  return path;
}

/* Half a million numbers where a text belongs, just under the size limit. */
static const char *
make_huge_array (const Case *c,
                 const char *path,
                 GThread   **feeder)
{
  g_autoptr(GString) data = g_string_new (HEAD "\"notes\": [0");

  while (data->len < BK_PROFILE_MAX_BYTES - 100)
    g_string_append (data, ",0");
  g_string_append (data, "], " TAIL);
  write_file (path, data->str, data->len);
  return path;
}

static const char *
make_huge_top_array (const Case *c,
                     const char *path,
                     GThread   **feeder)
{
  g_autoptr(GString) data = g_string_new ("[{}");

  while (data->len < BK_PROFILE_MAX_BYTES - 10)
    g_string_append (data, ",{}");
  g_string_append (data, "]");
  write_file (path, data->str, data->len);
  return path;
}

/* Tens of thousands of different keys and then each of them again: the worst case for a
 * parser that looks for the old member on every repeat (seconds at this size). */
static const char *
make_many_duplicates (const Case *c,
                      const char *path,
                      GThread   **feeder)
{
  g_autoptr(GString) data = g_string_new ("{ \"format\": 1");

  for (guint round = 0; round < 2; round++)
    for (guint i = 0; i < 40000; i++)
      g_string_append_printf (data, ", \"k%u\": 0", i);
  g_string_append (data, " }");
  g_assert_cmpuint (data->len, <=, BK_PROFILE_MAX_BYTES);
  write_file (path, data->str, data->len);
  return path;
}

/* As many repeats of one key as the field limit allows: quick, and the first repeat counts. */
static const char *
make_just_duplicates (const Case *c,
                      const char *path,
                      GThread   **feeder)
{
  g_autoptr(GString) data = g_string_new ("{ \"format\": 1");

  for (guint i = 0; i < 9000; i++)
    g_string_append (data, ", \"k\": 0");
  g_string_append (data, " }");
  write_file (path, data->str, data->len);
  return path;
}

static const char *
make_long_key (const Case *c,
               const char *path,
               GThread   **feeder)
{
  g_autoptr(GString) data = g_string_new (HEAD "\"");

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (data, 'k');
  g_string_append (data, "\": 1, " TAIL);
  write_file (path, data->str, data->len);
  return path;
}

static const char *
make_long_text (const Case *c,
                const char *path,
                GThread   **feeder)
{
  g_autoptr(GString) data = g_string_new ("{ \"format\": 1, \"name\": \"");

  for (guint i = 0; i < 20000; i++)
    g_string_append_c (data, 'n');
  g_string_append (data, "\", " TAIL);
  write_file (path, data->str, data->len);
  return path;
}

static const char *
make_directory (const Case *c,
                const char *path,
                GThread   **feeder)
{
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  return path;
}

/* A path that was there a moment ago. */
static const char *
make_vanished (const Case *c,
               const char *path,
               GThread   **feeder)
{
  write_file (path, HEAD FULL_TAIL, -1);
  g_assert_cmpint (g_unlink (path), ==, 0);
  return path;
}

static const char *
make_dangling_link (const Case *c,
                    const char *path,
                    GThread   **feeder)
{
  g_autofree char *target = g_strconcat (path, ".gone", NULL);

  g_assert_cmpint (symlink (target, path), ==, 0);
  return path;
}

static const char *
use_dev_zero (const Case *c,
              const char *path,
              GThread   **feeder)
{
  return "/dev/zero";
}

static const char *
make_unreadable (const Case *c,
                 const char *path,
                 GThread   **feeder)
{
  write_file (path, HEAD FULL_TAIL, -1);
  g_assert_cmpint (g_chmod (path, 0), ==, 0);
  return path;
}

/* FIFOs: a writer that never stops, and one that gives up halfway through a profile. The
 * writer blocks until the reader opens the FIFO, and stops when the reader has closed it. */
static gpointer
feed_forever (gpointer data)
{
  g_autofree char *path = data;
  char chunk[4096];
  int fd;

  memset (chunk, ' ', sizeof chunk);
  chunk[0] = '{';
  fd = g_open (path, O_WRONLY, 0);
  if (fd < 0)
    return NULL;
  while (write (fd, chunk, sizeof chunk) > 0)
    chunk[0] = ' ';
  close (fd);

  return NULL;
}

static gpointer
feed_half (gpointer data)
{
  g_autofree char *path = data;
  const char *half = HEAD "\"hardware\": { \"vram-gb\": 8";
  int fd;

  fd = g_open (path, O_WRONLY, 0);
  if (fd < 0)
    return NULL;
  g_assert_cmpint (write (fd, half, strlen (half)), ==, (gssize) strlen (half));
  close (fd);

  return NULL;
}

static const char *
make_endless_fifo (const Case *c,
                   const char *path,
                   GThread   **feeder)
{
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  *feeder = g_thread_new ("feeder", feed_forever, g_strdup (path));
  return path;
}

static const char *
make_half_fifo (const Case *c,
                const char *path,
                GThread   **feeder)
{
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  *feeder = g_thread_new ("feeder", feed_half, g_strdup (path));
  return path;
}

#define CONTENTS(json) write_contents, json, -1
#define BYTES(data) write_contents, data, sizeof data - 1
#define PROFILE(code, fragment) FALSE, BK_PROFILE_ERROR_##code, fragment

static const Case cases[] = {
  /* Size and shape */
  { "too-large", make_too_large, NULL, 0, PROFILE (TOO_LARGE, "larger than 1024 KiB") },
  { "deep-arrays", make_deep_arrays, NULL, 0, PROFILE (TOO_LARGE, "nests more than 16 levels") },
  { "deep-objects", make_deep_objects, NULL, 0, PROFILE (TOO_LARGE, "nests more than 16 levels") },
  { "huge-array", make_huge_array, NULL, 0, PROFILE (INVALID, "notes: expected a text") },
  { "huge-top-array", make_huge_top_array, NULL, 0, PROFILE (INVALID, "no JSON object") },
  { "many-duplicates", make_many_duplicates, NULL, 0, PROFILE (TOO_LARGE, "more than 10000 fields") },
  { "just-duplicates", make_just_duplicates, NULL, 0, PROFILE (INVALID, "duplicate key “k”") },
  { "long-key", make_long_key, NULL, 0, PROFILE (INVALID, "kkkkkkkk…: unknown field") },
  { "long-text", make_long_text, NULL, 0, PROFILE (INVALID, "name: the text is longer than 10000") },

  /* Duplicate keys: json-glib would keep the last one silently. */
  { "duplicate-key", CONTENTS (HEAD "\"name\": \"Again\", " TAIL),
    PROFILE (INVALID, "duplicate key “name”") },
  { "duplicate-nested", CONTENTS (HEAD "\"hardware\": { \"vram-gb\": 8, \"vram-gb\": 80 }, " TAIL),
    PROFILE (INVALID, "duplicate key “vram-gb”") },
  { "duplicate-escaped", CONTENTS (HEAD "\"n\\u0061me\": \"Again\", " TAIL),
    PROFILE (INVALID, "duplicate key “name”") },
  { "duplicate-format", CONTENTS ("{ \"format\": 1, \"format\": 1 }"),
    PROFILE (INVALID, "duplicate key “format”") },

  /* A whole section missing: no defaults that would look like real figures. */
  { "missing-sections", CONTENTS (HEAD TAIL), PROFILE (INVALID, "hardware: missing") },

  /* Types and numbers */
  { "object-as-text", CONTENTS (HEAD "\"workload\": \"lots\" }"),
    PROFILE (INVALID, "workload: expected an object") },
  { "number-as-array", CONTENTS (HEAD "\"workload\": { \"gpus\": [8] } }"),
    PROFILE (INVALID, "workload.gpus: expected a number") },
  { "number-as-boolean", CONTENTS (HEAD "\"hardware\": { \"vram-gb\": true }, " TAIL),
    PROFILE (INVALID, "hardware.vram-gb: expected a number") },
  { "number-as-string", CONTENTS (HEAD "\"workload\": { \"gpus\": \"8\" } }"),
    PROFILE (INVALID, "workload.gpus: expected a number") },
  { "format-as-string", CONTENTS ("{ \"format\": \"1\" }"), PROFILE (INVALID, "format: expected a number") },
  { "text-as-number", CONTENTS (HEAD "\"notes\": 42, " TAIL), PROFILE (INVALID, "notes: expected a text") },
  { "enum-as-number", CONTENTS (HEAD "\"workload\": { \"predictability\": 2 } }"),
    PROFILE (INVALID, "workload.predictability: expected a text") },
  { "1e308", CONTENTS (HEAD "\"hardware\": { \"purchase-price\": 1e308 }, " TAIL),
    PROFILE (INVALID, "hardware.purchase-price: 1e+308 is above") },
  { "1e309", CONTENTS (HEAD "\"hardware\": { \"purchase-price\": 1e309 }, " TAIL),
    PROFILE (INVALID, "hardware.purchase-price: the number is too large") },
  { "-1e309", CONTENTS (HEAD "\"hardware\": { \"purchase-price\": -1e309 }, " TAIL),
    PROFILE (INVALID, "hardware.purchase-price: the number is too large") },
  { "huge-whole-number", CONTENTS (HEAD "\"workload\": { \"gpus\": 1e30 } }"),
    PROFILE (INVALID, "workload.gpus: 1e+30 is above") },
  { "huge-format", CONTENTS ("{ \"format\": 99999999999999999999 }"), PROFILE (INVALID, "format: ") },
  { "nan", CONTENTS (HEAD "\"hardware\": { \"purchase-price\": NaN }, " TAIL),
    PROFILE (SYNTAX, "not valid JSON") },
  { "infinity", CONTENTS (HEAD "\"hardware\": { \"purchase-price\": Infinity }, " TAIL),
    PROFILE (SYNTAX, "not valid JSON") },
  { "hex-number", CONTENTS (HEAD "\"workload\": { \"gpus\": 0x10 } }"), PROFILE (SYNTAX, "not valid JSON") },

  /* Encodings */
  { "invalid-utf8", BYTES (HEAD "\"notes\": \"\xff\", " TAIL), PROFILE (SYNTAX, "not UTF-8") },
  { "overlong-utf8", BYTES (HEAD "\"notes\": \"\xc0\xaf\", " TAIL), PROFILE (SYNTAX, "not UTF-8") },
  { "cut-utf8", BYTES (HEAD "\"notes\": \"\xe2\x82"), PROFILE (SYNTAX, "not UTF-8") },
  { "utf16", BYTES ("\xff\xfe{\0\"\0f\0o\0r\0m\0a\0t\0\"\0:\0 \0001\0}\0"), PROFILE (SYNTAX, "not UTF-8") },
  { "nul-byte", BYTES (HEAD TAIL "\0junk"), PROFILE (SYNTAX, "not UTF-8") },
  { "lone-surrogate", CONTENTS (HEAD "\"notes\": \"\\ud800\", " TAIL), PROFILE (SYNTAX, "not valid JSON") },
  { "control-in-key", CONTENTS (HEAD "\"a\\nb\": 1, " TAIL), PROFILE (INVALID, "a\\u000Ab: unknown field") },
  { "bom-only", BYTES ("\xef\xbb\xbf"), PROFILE (SYNTAX, "empty") },

  /* Not a profile at all */
  { "empty", BYTES (""), PROFILE (SYNTAX, "The file is empty") },
  { "blank", CONTENTS (" \n\t\r\n"), PROFILE (SYNTAX, "The file is empty") },
  { "two-values", CONTENTS ("{\"format\": 1}{}"), PROFILE (SYNTAX, "not valid JSON") },
  { "value-then-object", CONTENTS ("5 {\"format\": 1}"), PROFILE (SYNTAX, "not valid JSON") },
  { "comment", CONTENTS ("{\"format\": 1 /* one */}"), PROFILE (SYNTAX, "not valid JSON") },
  { "assignment", CONTENTS ("var profile = {\"format\": 1};"), PROFILE (SYNTAX, "not valid JSON") },
  { "trailing-comma", CONTENTS ("{\"format\": 1,}"), PROFILE (SYNTAX, "not valid JSON") },
  { "single-quotes", CONTENTS ("{'format': 1}"), PROFILE (SYNTAX, "not valid JSON") },
  { "number", CONTENTS ("1"), PROFILE (INVALID, "no JSON object") },
  { "null", CONTENTS ("null"), PROFILE (INVALID, "no JSON object") },
  { "png", BYTES ("\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), PROFILE (SYNTAX, "not UTF-8") },

  /* Files that are not ordinary files, or not there */
  { "directory", make_directory, NULL, 0, TRUE, G_IO_ERROR_IS_DIRECTORY, NULL },
  { "vanished", make_vanished, NULL, 0, TRUE, G_IO_ERROR_NOT_FOUND, NULL },
  { "dangling-link", make_dangling_link, NULL, 0, TRUE, G_IO_ERROR_NOT_FOUND, NULL },
  { "dev-zero", use_dev_zero, NULL, 0, PROFILE (TOO_LARGE, "larger than 1024 KiB") },
  { "endless-fifo", make_endless_fifo, NULL, 0, PROFILE (TOO_LARGE, "larger than 1024 KiB") },
  { "half-written-fifo", make_half_fifo, NULL, 0, PROFILE (SYNTAX, "not valid JSON") },
  { "unreadable", make_unreadable, NULL, 0, TRUE, G_IO_ERROR_PERMISSION_DENIED, NULL },
};

/* Files that look hostile but are fine. */
static const Case good_cases[] = {
  { "byte-order-mark", BYTES ("\xef\xbb\xbf" HEAD FULL_TAIL), FALSE, 0, NULL },
  { "two-byte-order-marks", BYTES ("\xef\xbb\xbf\xef\xbb\xbf" HEAD FULL_TAIL), FALSE, 0, NULL },
  { "same-key-in-two-objects",
    CONTENTS (HEAD "\"hardware\": { \"name\": \"Card\" }, \"pricing\": {}, " TAIL),
    FALSE, 0, NULL },
  { "escaped-text", CONTENTS (HEAD "\"notes\": \"tab\\there, \\u00e9, \\ud83d\\ude00\", " FULL_TAIL),
    FALSE, 0, NULL },
  { "crlf", CONTENTS ("{\r\n\"format\": 1,\r\n\"name\": \"Windows\",\r\n" FULL_TAIL "\r\n"), FALSE, 0, NULL },
};

static gboolean
needs_permissions (const Case *c)
{
  return c->prepare == make_unreadable;
}

/* Makes the case's file in a fresh directory; returns the path to open. */
static char *
prepare (const Case  *c,
         char       **dir_out,
         GThread    **feeder)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bk-hostile-XXXXXX", &error);
  g_autofree char *path = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "profile.json", NULL);
  *feeder = NULL;
  *dir_out = g_steal_pointer (&dir);

  return g_strdup (c->prepare (c, path, feeder));
}

static void
clean_up (char    *dir,
          GThread *feeder)
{
  g_autofree char *path = g_build_filename (dir, "profile.json", NULL);

  if (feeder != NULL)
    g_thread_join (feeder);

  g_rmdir (path);
  g_unlink (path);
  g_rmdir (dir);
  g_free (dir);
}

static gboolean
skip_unless_permissions_apply (const Case *c)
{
  if (needs_permissions (c) && geteuid () == 0)
    {
      g_test_skip ("root reads files without read permission");
      return TRUE;
    }

  return FALSE;
}

static void
assert_one_line (const char *message)
{
  g_assert_nonnull (message);
  g_assert_cmpstr (message, !=, "");
  g_assert_null (strchr (message, '\n'));
  g_assert_null (strchr (message, '\r'));
  g_assert_cmpuint (strlen (message), <, MAX_LINE_BYTES);
  g_assert_true (g_utf8_validate (message, -1, NULL));
}

static void
test_load (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  GThread *feeder;
  char *dir;

  if (skip_unless_permissions_apply (c))
    return;

  path = prepare (c, &dir, &feeder);
  file = g_file_new_for_path (path);
  profile = bk_profile_new_from_file (file, NULL, &error);
  clean_up (dir, feeder);

  g_assert_null (profile);
  if (c->io_error)
    g_assert_error (error, G_IO_ERROR, c->code);
  else
    g_assert_error (error, BK_PROFILE_ERROR, c->code);
  assert_one_line (error->message);
  if (c->fragment != NULL && strstr (error->message, c->fragment) == NULL)
    g_error ("“%s” does not contain “%s”", error->message, c->fragment);
}

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs "breakeven --report PATH" in English. */
static void
run_report (Run        *run,
            const char *path)
{
  g_autofree char *program = g_build_filename (g_getenv ("BK_BUILD_DIR"), "src", "breakeven", NULL);
  g_autofree char *path_copy = g_strdup (path);
  char *argv[] = { program, (char *) "--report", path_copy, NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  envp = g_environ_setenv (envp, "LC_ALL", "C.UTF-8", TRUE);
  envp = g_environ_unsetenv (envp, "LANGUAGE");
  envp = g_environ_unsetenv (envp, "DISPLAY");
  envp = g_environ_unsetenv (envp, "WAYLAND_DISPLAY");

  g_spawn_sync (NULL, argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &run->out, &run->err,
                &wait_status, &error);
  g_assert_no_error (error);

  if (!WIFEXITED (wait_status))
    g_error ("the report did not exit normally (wait status %d); stderr: %s", wait_status, run->err);
  run->status = WEXITSTATUS (wait_status);
}

static gboolean
skip_without_program (void)
{
  g_autofree char *program = g_build_filename (g_getenv ("BK_BUILD_DIR"), "src", "breakeven", NULL);

  if (!g_file_test (program, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("the breakeven program is not built");
      return TRUE;
    }

  return FALSE;
}

static void
test_report (gconstpointer data)
{
  const Case *c = data;
  g_auto(Run) run = { 0, NULL, NULL };
  g_autofree char *path = NULL;
  GThread *feeder;
  char *dir;

  if (skip_unless_permissions_apply (c) || skip_without_program ())
    return;

  path = prepare (c, &dir, &feeder);
  run_report (&run, path);
  clean_up (dir, feeder);

  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "breakeven: "));
  g_assert_true (g_str_has_suffix (run.err, "\n"));
  run.err[strlen (run.err) - 1] = '\0';
  assert_one_line (run.err);
  if (c->fragment != NULL && strstr (run.err, c->fragment) == NULL)
    g_error ("“%s” does not contain “%s”", run.err, c->fragment);
}

static void
test_good (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  GThread *feeder;
  char *dir;

  path = prepare (c, &dir, &feeder);
  file = g_file_new_for_path (path);
  profile = bk_profile_new_from_file (file, NULL, &error);

  if (!skip_without_program ())
    {
      g_auto(Run) run = { 0, NULL, NULL };

      run_report (&run, path);
      if (run.status != 0)
        g_error ("exit status %d: %s", run.status, run.err);
      g_assert_cmpstr (run.err, ==, "");
    }
  clean_up (dir, feeder);

  g_assert_no_error (error);
  g_assert_nonnull (profile);
}

/* Exactly at the size limit, padded with spaces, a profile still loads. */
static void
test_at_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = NULL;
  g_autofree char *data = g_malloc (BK_PROFILE_MAX_BYTES);
  const char *json = HEAD FULL_TAIL;

  memset (data, ' ', BK_PROFILE_MAX_BYTES);
  memcpy (data, json, strlen (json));

  profile = bk_profile_new_from_data (data, BK_PROFILE_MAX_BYTES, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bk_profile_get_name (profile), ==, "Hostile");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* A FIFO's feeder writes on after the reader has closed it; that is an error, not a signal. */
  signal (SIGPIPE, SIG_IGN);

  g_test_add_func ("/hostile/at-limit", test_at_limit);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *load = g_strdup_printf ("/hostile/load/%s", cases[i].name);
      g_autofree char *report = g_strdup_printf ("/hostile/report/%s", cases[i].name);

      g_test_add_data_func (load, &cases[i], test_load);
      g_test_add_data_func (report, &cases[i], test_report);
    }

  for (guint i = 0; i < G_N_ELEMENTS (good_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/hostile/good/%s", good_cases[i].name);

      g_test_add_data_func (path, &good_cases[i], test_good);
    }

  return g_test_run ();
}
