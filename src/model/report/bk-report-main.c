/* bk-report-main.c: the command line of the report, which runs without a display
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "breakeven --report FILE [--format=text|json|csv|pdf] [--output FILE]", "breakeven --compare
 * A B [C D] --format=pdf|csv --output FILE", "breakeven --usage LOG…" or "--prometheus URL", and
 * "breakeven --catalogue FILE", which keeps a team's price list for the app; with a report,
 * --catalogue uses the file for that run only. Everything but the PDF is made here, with GLib,
 * GIO and json-glib only; the PDF writer is handed in by the program. A bad argument or file
 * ends the run with one line on stderr and the exit status 2, before any file is written.
 */

#define G_LOG_DOMAIN "bk-report"

#include "config.h"

#include <glib/gi18n.h>

#include <stdio.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-comparison.h"
#include "bk-credential.h"
#include "bk-exchange-rates.h"
#include "bk-generations.h"
#include "bk-i18n.h"
#include "bk-price-update-cli.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-report.h"
#include "bk-types.h"
#include "bk-usage.h"

/* Prints one line on stderr and returns the failure status. Newlines in the message, which
 * would break the one-line promise, become spaces. */
static int G_GNUC_PRINTF (1, 2)
fail (const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_strdelimit (message, "\r\n", ' ');
  g_printerr ("%s: %s\n", g_get_prgname () ? g_get_prgname () : "breakeven", message);

  return BK_REPORT_EXIT_FAILURE;
}

static gboolean
parse_format (const char     *text,
              BkReportFormat *format)
{
  if (text == NULL || g_str_equal (text, "text"))
    *format = BK_REPORT_FORMAT_TEXT;
  else if (g_str_equal (text, "json"))
    *format = BK_REPORT_FORMAT_JSON;
  else if (g_str_equal (text, "csv"))
    *format = BK_REPORT_FORMAT_CSV;
  else if (g_str_equal (text, "pdf"))
    *format = BK_REPORT_FORMAT_PDF;
  else
    return FALSE;

  return TRUE;
}

/* Every option, with the line --help shows; bk_report_main() gives each its place. */
static const GOptionEntry option_entries[] = {
  { "report", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Print the costs and the verdict of a profile, then quit"), N_("FILE") },
  { "compare", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Compare the two to four profiles named after the options, then quit"), NULL },
  { "format", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("The report’s format: text (the default), json, csv or pdf"), N_("FORMAT") },
  { "output", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Write the report to this file instead of the standard output"), N_("FILE") },
  { "paper", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("The PDF’s paper size: a4 or letter (the default follows the locale)"), N_("SIZE") },
  { "generations", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --report: the profile’s work on every GPU generation, as text, json, csv or pdf"),
    NULL },
  { "catalogue", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Your team’s price list: kept for the app, or with --report or --compare used for that "
       "run"), N_("FILE") },
  { "usage", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("Read the team’s GPU usage from nvidia-smi, DCGM (Prometheus) or Slurm (sacct) logs: "
       "print the workload they give, or with --report analyse the profile with it"),
    N_("FILE…") },
  { "update-prices", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Fetch the rent prices of Azure’s and AWS’s own price lists, keep them for the app and "
       "print what changed"), NULL },
  { "region", 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL,
    N_("With --update-prices: the region to ask, such as germanywestcentral (Azure) or "
       "eu-central-1 (AWS); once for each provider to ask"), N_("REGION") },
  { "prometheus", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Read the GPU usage from this Prometheus server’s DCGM metrics instead of logs, with the "
       "credentials the app keeps for it in the keyring"), N_("URL") },
  { "days", 0, 0, G_OPTION_ARG_INT, NULL,
    N_("With --prometheus: the days up to now to read (the default is 90)"), N_("DAYS") },
  { "timezone", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("The time zone of the usage logs’ local times, such as Europe/Berlin (the default is "
       "this computer’s)"), N_("ZONE") },
  { NULL }
};

const GOptionEntry *
bk_report_option_entries (void)
{
  return option_entries;
}

static BkReportPdfWriter pdf_writer;

/**
 * bk_report_set_pdf_writer:
 * @writer: (nullable): what writes --format=pdf, or %NULL for none (the format is then refused)
 */
void
bk_report_set_pdf_writer (BkReportPdfWriter writer)
{
  pdf_writer = writer;
}

gboolean
bk_report_requested (int    argc,
                     char **argv)
{
  for (int i = 1; i < argc && argv[i] != NULL; i++)
    {
      if (g_str_equal (argv[i], "--"))
        break;
      if (g_str_equal (argv[i], "--report") || g_str_has_prefix (argv[i], "--report=")
          || g_str_equal (argv[i], "--compare")
          || g_str_equal (argv[i], "--usage") || g_str_has_prefix (argv[i], "--usage=")
          || g_str_equal (argv[i], "--prometheus") || g_str_has_prefix (argv[i], "--prometheus=")
          || g_str_equal (argv[i], "--catalogue") || g_str_has_prefix (argv[i], "--catalogue=")
          || g_str_equal (argv[i], "--update-prices"))
        return TRUE;
    }

  return FALSE;
}

/* Loads one profile; on failure prints the one line and returns NULL. */
static BkProfile *
load_profile (const char *filename,
              int        *status)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (filename);
  g_autoptr(GError) error = NULL;
  BkProfile *profile = bk_profile_new_from_file (file, NULL, &error);

  if (profile == NULL)
    {
      g_autofree char *display = g_filename_display_name (filename);

      /* GIO's messages name the file already; the loader's name the field. */
      if (error->domain == G_IO_ERROR)
        *status = fail ("%s", error->message);
      else
        *status = fail ("%s: %s", display, error->message);
    }

  return profile;
}

/* The text, JSON or CSV on the standard output, or in place of the --output file at once. */
static int
put_output (const char *text,
            const char *output)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (output == NULL)
    {
      if (fputs (text, stdout) == EOF || fflush (stdout) != 0 || ferror (stdout))
        return fail (_("Cannot write the report to the standard output"));
      return 0;
    }

  file = g_file_new_for_commandline_arg (output);
  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &error))
    return fail ("%s", error->message);

  return 0;
}

/* The measured usage alone, as text or JSON (--usage or --prometheus without a profile). */
static int
put_usage (const BkUsageSummary *usage,
           const char           *format_name,
           const char           *output)
{
  g_autofree char *text = NULL;

  if (format_name != NULL && !g_str_equal (format_name, "text")
      && !g_str_equal (format_name, "json"))
    return fail (_("Unknown format “%s” for --usage; use text or json"), format_name);
  text = format_name != NULL && g_str_equal (format_name, "json")
           ? bk_usage_summary_to_json (usage) : bk_usage_summary_to_text (usage);

  return put_output (text, output);
}

/* docs/model.md#the-teams-price-list: checks the team's file; with @keep writes the copy the app
 * loads at every start and says so, else uses the file for this run only. */
static int
use_catalogue (const char *filename,
               gboolean    keep)
{
  BkCatalogue *shipped = bk_catalogue_get_default ();
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (filename);
  g_autoptr(GFile) destination = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BkCatalogue) merged = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *display = g_filename_display_name (filename);
  g_autofree char *path = NULL;
  g_autofree char *gpus_text = NULL;
  g_autofree char *offers_text = NULL;
  guint gpus = 0, offers = 0;

  if (shipped == NULL)
    return fail (_("The shipped catalogue is missing"));

  bytes = g_file_load_bytes (file, NULL, NULL, &error);
  if (bytes == NULL)
    return fail ("%s", error->message);

  if (!keep)
    {
      merged = bk_catalogue_new_with_team (shipped, bytes, &error);
      if (merged == NULL)
        return fail ("%s: %s", display, error->message);
      bk_catalogue_set_current (merged);
      return 0;
    }

  destination = bk_catalogue_dup_team_file ();
  merged = bk_catalogue_install_team (shipped, bytes, destination, &error);
  if (merged == NULL)
    return error->domain == G_IO_ERROR ? fail ("%s", error->message)
                                       : fail ("%s: %s", display, error->message);

  bk_catalogue_count_team (merged, &gpus, &offers);
  path = g_file_get_parse_name (destination);
  gpus_text = g_strdup_printf (ngettext ("%u GPU", "%u GPUs", gpus), gpus);
  offers_text = g_strdup_printf (ngettext ("%u offer", "%u offers", offers), offers);
  /* Translators: "1 GPU", "3 offers" and the path of the kept copy. */
  g_print (_("Loaded your team’s price list: %s and %s, kept in %s\n"), gpus_text, offers_text,
           path);

  return 0;
}

int
bk_report_main (int    argc,
                char **argv)
{
  g_autofree char *filename = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *output_name = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *catalogue_name = NULL;
  g_autofree char *timezone_name = NULL;
  g_auto(GStrv) usage_names = NULL;
  g_auto(GStrv) regions = NULL;
  gboolean update_prices = FALSE;
  g_autoptr(BkUsageSummary) usage = NULL;
  gboolean compare = FALSE;
  gboolean generations = FALSE;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_auto(GStrv) args = NULL;
  g_autofree char *output = NULL;
  BkReportFormat format;
  guint n_args;
  int status = 0;
  g_autofree char *prometheus = NULL;
  int days = BK_USAGE_QUERY_DEFAULT_DAYS;
  GOptionEntry entries[G_N_ELEMENTS (option_entries)];
  const struct { const char *name; gpointer place; } places[] = {
    { "report", &filename }, { "compare", &compare }, { "format", &format_name },
    { "output", &output_name }, { "paper", &paper }, { "generations", &generations },
    { "catalogue", &catalogue_name }, { "usage", &usage_names }, { "prometheus", &prometheus },
    { "days", &days }, { "timezone", &timezone_name }, { "update-prices", &update_prices },
    { "region", &regions },
  };

  memcpy (entries, option_entries, sizeof entries);
  for (guint i = 0; entries[i].long_name != NULL; i++)
    for (guint j = 0; j < G_N_ELEMENTS (places); j++)
      if (g_str_equal (entries[i].long_name, places[j].name))
        entries[i].arg_data = places[j].place;

  /* main() has done this already when it calls us; doing it again is harmless and makes the
   * report work on its own, LANGUAGE=de included. */
  bk_i18n_init ();

  if (g_get_prgname () == NULL)
    g_set_prgname ("breakeven");

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Compares renting GPUs with buying them."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &args, &error))
    return fail ("%s", error->message);

  /* What follows the options: the profiles of a comparison, and nothing for a report. */
  n_args = args[0] != NULL ? g_strv_length (args) - 1 : 0;
  if (n_args > 0 && g_str_equal (args[1], "--"))
    {
      g_free (g_steal_pointer (&args[1]));
      memmove (&args[1], &args[2], n_args * sizeof (char *));
      n_args--;
    }

  /* docs/catalogue-format.md#fetched-offers: the user's command is the user's consent. */
  if (update_prices)
    {
      g_autofree char *message = NULL;

      if (compare || filename != NULL || usage_names != NULL || prometheus != NULL
          || catalogue_name != NULL || n_args > 0)
        return fail (_("--update-prices goes alone, with --region at most"));
      if (bk_price_update_main ((const char * const *) regions, &message) != 0)
        return fail ("%s", message);
      return 0;
    }
  if (regions != NULL)
    return fail (_("--region goes with --update-prices"));

  if (compare && filename != NULL)
    return fail (_("Use either --report FILE or --compare FILE FILE…, not both"));

  if ((usage_names != NULL || prometheus != NULL) && compare)
    return fail (_("--usage goes with --report FILE or alone, not with --compare"));

  /* "--usage prometheus+https://…" is the server, as --prometheus. */
  if (usage_names != NULL && g_str_has_prefix (usage_names[0], "prometheus+")
      && usage_names[1] == NULL && prometheus == NULL)
    {
      prometheus = g_strdup (usage_names[0] + strlen ("prometheus+"));
      g_clear_pointer (&usage_names, g_strfreev);
    }

  if (prometheus != NULL && usage_names != NULL)
    return fail (_("Read the usage from logs (--usage) or from Prometheus (--prometheus), not "
                   "both at once"));

  if (prometheus != NULL && (days < 1 || days > 3650))
    return fail (_("--days needs a number of days from 1 to 3650"));

  if (prometheus != NULL)
    {
      g_autoptr(BkUsageQuery) query = bk_usage_query_new (prometheus, &error);
      g_autoptr(BkCredential) credential = NULL;
      g_autoptr(GTimeZone) tz = NULL;
      gint64 now = g_get_real_time () / G_USEC_PER_SEC;

      if (query == NULL)
        return fail ("%s", error->message);

      /* The credentials the app keeps for the server, if the keyring is there and has some:
       * without, the server says whether it needs them. */
      credential = bk_credential_lookup_sync (bk_usage_query_get_uri (query), NULL, NULL);
      bk_usage_query_set_credential (query, credential);
      bk_usage_query_set_period (query, now - (gint64) days * 86400, now);
      tz = g_time_zone_new_utc ();
      usage = bk_usage_query_run (query, tz, now, NULL, &error);
      if (usage == NULL)
        return fail ("%s", error->message);
    }

  if (usage != NULL && filename == NULL)
    return put_usage (usage, format_name, output_name);

  if (usage_names != NULL)
    {
      /* "--usage a.csv b.csv c.csv": the arguments after the options are logs too. */
      g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
      g_autoptr(GTimeZone) tz = NULL;

      for (guint i = 0; usage_names[i] != NULL; i++)
        g_ptr_array_add (files, g_file_new_for_commandline_arg (usage_names[i]));
      for (guint i = 1; i <= n_args; i++)
        g_ptr_array_add (files, g_file_new_for_commandline_arg (args[i]));
      n_args = 0;

      if (timezone_name != NULL)
        {
          tz = g_time_zone_new_identifier (timezone_name);
          if (tz == NULL)
            return fail (_("Unknown time zone “%s”"), timezone_name);
        }

      usage = bk_usage_read_files ((GFile **) files->pdata, files->len, tz,
                                   g_get_real_time () / G_USEC_PER_SEC, NULL, NULL, NULL, &error);
      if (usage == NULL)
        return fail ("%s", error->message);

      if (filename == NULL)
        return put_usage (usage, format_name, output_name);
    }

  if (catalogue_name != NULL)
    {
      int catalogue_status = use_catalogue (catalogue_name, !compare && filename == NULL && n_args == 0);

      if (catalogue_status != 0 || (!compare && filename == NULL && n_args == 0))
        return catalogue_status;
    }

  if (!compare && n_args > 0)
    return fail (_("Unexpected argument “%s”; the report takes one file"), args[1]);

  if (!compare && (filename == NULL || filename[0] == '\0'))
    return fail (_("--report needs the profile file to read"));

  if (compare && (n_args < BK_COMPARISON_MIN_PROFILES || n_args > BK_COMPARISON_MAX_PROFILES))
    return fail (ngettext ("--compare needs two to four profile files, not %u",
                           "--compare needs two to four profile files, not %u", n_args),
                 n_args);

  if (!parse_format (format_name, &format))
    return fail (_("Unknown format “%s”; use text, json, csv or pdf"), format_name);

  if (compare && format != BK_REPORT_FORMAT_PDF && format != BK_REPORT_FORMAT_CSV)
    return fail (_("A comparison is written as pdf or csv; add --format=pdf or --format=csv"));

  if (generations && compare)
    return fail (_("--generations goes with --report FILE, as text, json, csv or pdf"));

  if (format == BK_REPORT_FORMAT_PDF && (output_name == NULL || output_name[0] == '\0'))
    return fail (_("--format=pdf needs --output FILE to write the PDF to"));

  if (format == BK_REPORT_FORMAT_PDF && pdf_writer == NULL)
    return fail (_("This build cannot write PDF files"));

  if (paper != NULL && !g_str_equal (paper, "a4") && !g_str_equal (paper, "letter"))
    return fail (_("Unknown paper size “%s”; use a4 or letter"), paper);

  if (output_name != NULL && output_name[0] == '\0')
    return fail (_("--output needs the file to write"));

  for (guint i = 0; i < (compare ? n_args : 1); i++)
    {
      BkProfile *profile = load_profile (compare ? args[i + 1] : filename, &status);

      if (profile == NULL)
        return status;
      g_ptr_array_add (profiles, profile);
    }

  /* --report FILE --usage LOG…: the profile with the measured workload. */
  if (usage != NULL)
    bk_usage_apply (usage, g_ptr_array_index (profiles, 0));

  if (format == BK_REPORT_FORMAT_PDF)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (output_name);
      g_autoptr(BkGenerations) table = NULL;

      if (generations)
        {
          g_autoptr(BkExchangeRates) rates = NULL;

          if (bk_exchange_rates_get_default () != NULL)
            rates = bk_exchange_rates_new_with_edits (bk_exchange_rates_get_default (), NULL);
          table = bk_generations_new (g_ptr_array_index (profiles, 0),
                                      bk_catalogue_get_current (), rates);
        }
      if (!pdf_writer (profiles, paper, table, file, &error))
        return fail ("%s", error->message);
      return 0;
    }

  if (compare)
    {
      g_autoptr(BkComparison) comparison = bk_comparison_new (profiles, &error);

      if (comparison == NULL)
        return fail ("%s", error->message);
      output = bk_comparison_to_csv (comparison);
    }
  else if (generations)
    {
      g_autoptr(BkExchangeRates) rates = NULL;

      if (bk_exchange_rates_get_default () != NULL)
        rates = bk_exchange_rates_new_with_edits (bk_exchange_rates_get_default (), NULL);
      output = bk_report_render_generations (g_ptr_array_index (profiles, 0),
                                             bk_catalogue_get_current (), rates, format);
    }
  else
    {
      g_autoptr(BkProfileResults) results = bk_profile_results_new (g_ptr_array_index (profiles, 0));

      bk_profile_results_finish_strategy (results);
      output = bk_report_render (g_ptr_array_index (profiles, 0),
                                 bk_profile_results_get_analysis (results, FALSE), format);
      if (usage != NULL && format == BK_REPORT_FORMAT_TEXT)
        {
          g_autofree char *measured = bk_usage_summary_to_text (usage);
          g_autofree char *report = g_steal_pointer (&output);

          output = g_strconcat (measured, "\n", report, NULL);
        }
    }

  return put_output (output, output_name);
}
