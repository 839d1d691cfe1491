/* test-paper.c: the decision paper as PDF from the command line and through a print job
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-application.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue-rent.h"
#include "bk-catalogue.h"
#include "bk-chart.h"
#include "bk-closures.h"
#include "bk-comparison.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-i18n.h"
#include "bk-paper-print.h"
#include "bk-paper-private.h"
#include "bk-paper.h"
#include "bk-pricing.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-usage.h"
#include "bk-words.h"
#include "bk-workload.h"

static char *tmp_dir;

static char *
example_path (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);

  return g_build_filename (g_getenv ("BK_SOURCE_DIR"), "data", "profiles", file, NULL);
}

static char *
po_dir (void)
{
  return g_build_filename (g_getenv ("BK_BUILD_DIR"), "po", NULL);
}

static char *
run_tool (const char *tool,
          const char *path)
{
  const char *argv[] = { tool, path, tool[3] == 't' ? "-" : NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int wait_status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err,
                &wait_status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (wait_status, NULL))
    g_error ("%s %s failed: %s", tool, path, err);

  return out;
}

static guint
pdf_pages (const char *path,
           char      **size)
{
  g_autofree char *info = run_tool ("pdfinfo", path);
  g_auto(GStrv) lines = g_strsplit (info, "\n", -1);
  guint pages = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "Pages:"))
        pages = (guint) g_ascii_strtoull (lines[i] + strlen ("Pages:"), NULL, 10);
      else if (g_str_has_prefix (lines[i], "Page size:") && size != NULL)
        *size = g_strstrip (g_strdup (lines[i] + strlen ("Page size:")));
    }

  return pages;
}

/* Without any white space (no-break spaces included) or hyphens, so that line breaks do not
 * matter: pdftotext drops the hyphen a line breaks at ("h100-" and "depreciation" come out as
 * "h100depreciation"). */
static char *
squeeze (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_isspace (c) && c != 0x00a0 && c != 0x202f && c != '-')
        g_string_append_unichar (out, c);
    }

  return g_string_free (out, FALSE);
}

static void
assert_has (const char *squeezed_text,
            const char *expected,
            const char *what)
{
  g_autofree char *needle = squeeze (expected);

  if (strstr (squeezed_text, needle) == NULL)
    g_error ("the PDF lacks %s: “%s”", what, expected);
}

/* The example with ranges on four inputs, so that the chart has its bands. */
static char *
write_ranged_example (void)
{
  g_autofree char *source = example_path ("llm-team-h100");
  g_autoptr(GFile) file = g_file_new_for_path (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(BkProfile) profile = bk_profile_new_from_file (file, NULL, &error);
  g_autofree char *path = g_build_filename (tmp_dir, "ranged.json", NULL);
  g_autoptr(GFile) out = g_file_new_for_path (path);

  g_assert_no_error (error);
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 3.5, 7.0);
  bk_profile_set_range (profile, "workload.utilisation", 80, 100);
  bk_profile_set_range (profile, "hardware.purchase-price", 20000, 30000);
  g_assert_true (bk_profile_save_to_file (profile, out, NULL, &error));
  g_assert_no_error (error);

  return g_steal_pointer (&path);
}

static BkProfile *
load (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BkProfile *profile = bk_profile_new_from_file (file, NULL, &error);

  g_assert_no_error (error);
  return profile;
}

/* The texts the PDF must hold, made here with the app's own functions in the current locale:
 * the verdict, each total as the result page formats it, and the catalogue's sources. */
static void
assert_profile_text (const char *pdf,
                     const char *profile_path)
{
  g_autoptr(BkProfile) profile = load (profile_path);
  g_autoptr(BkAnalysis) analysis = bk_analysis_new (profile, NULL);
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  g_autofree char *text = run_tool ("pdftotext", pdf);
  g_autofree char *squeezed = squeeze (text);
  g_autofree char *verdict = bk_words_verdict_with_mix (analysis);
  BkCatalogue *catalogue = bk_catalogue_get_default ();
  BkCatalogueGpu *gpu = NULL;
  GListModel *gpus = bk_catalogue_get_gpus (catalogue);
  g_autoptr(GListModel) offers = NULL;
  guint n_sources = 0;

  assert_has (squeezed, verdict, "the verdict");
  assert_has (squeezed, bk_profile_get_name (profile), "the profile's name");
  for (BkOption option = BK_OPTION_RENT; option <= BK_OPTION_BUY; option++)
    {
      g_autofree char *tco = bk_closure_tco (NULL, analysis, FALSE, option, currency);

      g_test_message ("%s: %s", verdict, tco);
      assert_has (squeezed, tco, "a total cost");
    }

  for (guint i = 0; i < g_list_model_get_n_items (gpus); i++)
    {
      g_autoptr(BkCatalogueGpu) item = g_list_model_get_item (gpus, i);

      if (g_str_equal (bk_catalogue_gpu_get_name (item),
                       bk_hardware_get_name (bk_profile_get_hardware (profile))))
        gpu = item;
    }
  g_assert_nonnull (gpu);
  assert_has (squeezed, bk_i18n_catalogue_source (bk_catalogue_gpu_get_source (gpu)),
              "the GPU's source");
  n_sources++;

  offers = bk_catalogue_dup_offers (catalogue, bk_catalogue_gpu_get_id (gpu));
  for (guint i = 0; i < g_list_model_get_n_items (offers); i++)
    {
      g_autoptr(BkCatalogueRent) rent = g_list_model_get_item (offers, i);

      if (bk_catalogue_rent_is_on_demand (rent)
          && fabs (bk_catalogue_rent_get_price_per_hour (rent)
                - bk_pricing_get_rent_per_gpu_hour (bk_profile_get_pricing (profile))) < 1e-9)
        {
          assert_has (squeezed, bk_i18n_catalogue_source (bk_catalogue_rent_get_source (rent)),
                      "the rent's source");
          n_sources++;
          break;
        }
    }
  g_assert_cmpuint (n_sources, ==, 2);
}

static void
test_profile_pdf (void)
{
  g_autofree char *profile = write_ranged_example ();
  g_autofree char *a4 = g_build_filename (tmp_dir, "a4.pdf", NULL);
  g_autofree char *letter = g_build_filename (tmp_dir, "letter.pdf", NULL);
  g_autofree char *by_locale = g_build_filename (tmp_dir, "by-locale.pdf", NULL);
  g_autofree char *size = NULL;

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "en_US.UTF-8", NULL, "--report", profile, "--format=pdf",
                           "--paper=a4", "--output", a4, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "");
  }
  g_assert_cmpuint (pdf_pages (a4, &size), ==, 2);
  g_assert_true (g_str_has_suffix (size, "(A4)"));
  g_clear_pointer (&size, g_free);

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "en_US.UTF-8", NULL, "--report", profile, "--format=pdf",
                           "--paper=letter", "--output", letter, NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  g_assert_cmpuint (pdf_pages (letter, &size), ==, 2);
  g_assert_true (g_str_has_suffix (size, "(letter)"));
  g_clear_pointer (&size, g_free);

  /* The paper follows the locale: Letter in the US. */
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "en_US.UTF-8", NULL, "--report", profile, "--format=pdf",
                           "--output", by_locale, NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  g_assert_cmpuint (pdf_pages (by_locale, &size), ==, 2);
  g_assert_true (g_str_has_suffix (size, "(letter)"));

  setlocale (LC_ALL, "en_US.UTF-8");
  assert_profile_text (a4, profile);
  assert_profile_text (letter, profile);
  setlocale (LC_ALL, "C");
}

/* The source of a row of the inputs table, by its title. */
static const char *
row_source (GPtrArray  *rows,
            const char *title)
{
  for (guint i = 0; i < rows->len; i++)
    {
      const BkPaperInput *row = g_ptr_array_index (rows, i);

      if (g_str_equal (row->title, title))
        return row->source;
    }

  g_error ("the inputs table has no row “%s”", title);
}

static gboolean
notes_have (GPtrArray  *notes,
            const char *text)
{
  for (guint i = 0; i < notes->len; i++)
    if (strstr (g_ptr_array_index (notes, i), text) != NULL)
      return TRUE;

  return FALSE;
}

/* A team's price list with its reserved contract for the H100, in dollars. */
#define TEAM_CONTRACT \
  "{\"format\": 2, \"gpus\": [], \"rents\": [{\"gpu-id\": \"h100-sxm\", \"provider\": " \
  "\"Our reserved contract\", \"provider-type\": \"specialised\", \"price-per-hour\": 1.95, " \
  "\"currency\": \"USD\", \"term\": \"reserved\", \"term-months\": 12, \"source\": " \
  "\"Contract signed 2026-10-01\", \"as-of\": \"2026-10-01\"}]}"

/* Every figure on paper names where it came from: a catalogue GPU's dollars converted into the
 * profile's euros are still the catalogue's, a reserved price from the team's own list is the
 * team's, and a workload read from logs is measured, with the logs and the period in a note. */
static void
test_sources (void)
{
  g_autofree char *path = example_path ("llm-team-h100");
  g_autoptr(BkProfile) profile = load (path);
  g_autoptr(BkCatalogue) catalogue = NULL;
  g_autoptr(GBytes) team = NULL;
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *measured = NULL;
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkExchangeRates *rates = bk_exchange_rates_get_default ();
  const char * const files[] = { "gpu-a.csv", "gpu-b.csv", NULL };
  const char *utilisation = bk_input_get_title (BK_INPUT_UTILISATION);
  const char *purchase = bk_input_get_title (BK_INPUT_PURCHASE_PRICE);
  const char *commit = bk_input_get_title (BK_INPUT_COMMIT_PRICE_PER_GPU_HOUR);
  const char *rent = bk_input_get_title (BK_INPUT_RENT_PER_GPU_HOUR);
  double rate;

  team = g_bytes_new_static (TEAM_CONTRACT, strlen (TEAM_CONTRACT));
  catalogue = bk_catalogue_new_with_team (bk_catalogue_get_default (), team, &error);
  g_assert_no_error (error);

  /* The catalogue's H100 in euros, as the GPU picker fills it in, and the team's contract in
   * euros, as the prices step's "Use" converts it. */
  g_assert_cmpstr (bk_pricing_get_currency (pricing), ==, "EUR");
  g_assert_true (bk_catalogue_gpu_apply_converted (bk_catalogue_find_gpu (catalogue, "h100-sxm"),
                                                   bk_profile_get_hardware (profile), rates,
                                                   "EUR", NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (bk_exchange_rates_lookup (rates, "USD", "EUR", &rate, NULL));
  bk_pricing_set_commit_price_per_gpu_hour (pricing, bk_exchange_round (1.95, rate, "EUR"));
  bk_pricing_set_commit_term_months (pricing, 12);

  /* Typed in: the workload is the profile's own. */
  rows = bk_paper_dup_inputs (profile, catalogue, notes);
  g_assert_cmpstr (row_source (rows, utilisation), ==, "Profile");
  g_assert_true (g_str_has_prefix (row_source (rows, purchase), "Catalogue [1], "));
  g_assert_true (g_str_has_prefix (row_source (rows, commit), "Team’s price list ["));
  g_assert_true (notes_have (notes, "Our reserved contract, from the team’s price list, as of "));
  g_assert_true (notes_have (notes, "Contract signed 2026-10-01"));
  g_assert_true (notes_have (notes, "converted at the reference rates"));
  /* The example's rent is the article's, in euros as it is. */
  g_assert_true (g_str_has_prefix (row_source (rows, rent), "Catalogue [2], "));
  g_clear_pointer (&rows, g_ptr_array_unref);
  g_ptr_array_set_size (notes, 0);

  /* Read from logs: measured, the logs and the period in the note. */
  bk_profile_set_measured_usage (profile, "nvidia-smi", "2026-09-01", "2026-11-30", 8, files);
  measured = bk_usage_describe_profile (profile);
  g_assert_nonnull (measured);
  rows = bk_paper_dup_inputs (profile, catalogue, notes);
  g_assert_true (g_str_has_prefix (row_source (rows, utilisation), "Measured usage ["));
  g_assert_true (g_str_has_prefix (row_source (rows, "Number of GPUs"), "Measured usage ["));
  g_assert_true (notes_have (notes, measured));
  g_assert_true (strstr (measured, "gpu-a.csv, gpu-b.csv") != NULL);
  g_assert_cmpstr (row_source (rows, "Electricity price"), ==, "Profile");
}

/* The words of a PDF as pdftotext finds them from the glyphs' positions, one "text" and its
 * line's top a word. */
typedef struct
{
  char   *text;
  double  top;
} Word;

static void
word_clear (Word *word)
{
  g_free (word->text);
}

static GArray *
pdf_words (const char *pdf)
{
  const char *argv[] = { "pdftotext", "-bbox", pdf, "-", NULL };
  g_autoptr(GRegex) regex = g_regex_new ("<word xMin=\"[^\"]*\" yMin=\"([^\"]*)\"[^>]*>([^<]*)</word>",
                                         G_REGEX_DEFAULT, G_REGEX_MATCH_DEFAULT, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  GArray *words = g_array_new (FALSE, FALSE, sizeof (Word));
  int wait_status = 0;

  g_array_set_clear_func (words, (GDestroyNotify) word_clear);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, NULL));

  for (g_regex_match (regex, out, G_REGEX_MATCH_DEFAULT, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      g_autofree char *top = g_match_info_fetch (match, 1);
      Word word = { g_match_info_fetch (match, 2), g_ascii_strtod (top, NULL) };

      g_array_append_val (words, word);
    }

  return words;
}

/* Whether @number and then @unit stand as two words on one line. */
static gboolean
has_spaced (GArray     *words,
            const char *number,
            const char *unit)
{
  for (guint i = 0; i + 1 < words->len; i++)
    {
      const Word *a = &g_array_index (words, Word, i);
      const Word *b = &g_array_index (words, Word, i + 1);

      if (g_str_equal (a->text, number) && g_str_equal (b->text, unit)
          && fabs (a->top - b->top) < 1.0)
        return TRUE;
    }

  return FALSE;
}

/* German writes "5 %" and "0 €". pdftotext's text output glues a line made only of
 * one-character words ("5 %", the axis' "0 €") as if it were letter-spaced, so the check is on
 * the words it finds from the glyphs' positions: no number runs into its unit. */
static void
assert_german_units (const char *pdf)
{
  g_autoptr(GArray) words = pdf_words (pdf);
  g_autoptr(GRegex) glued = g_regex_new ("^[−-]?[0-9][0-9.,]*(%|€)$", G_REGEX_DEFAULT,
                                         G_REGEX_MATCH_DEFAULT, NULL);

  g_assert_cmpuint (words->len, >, 100);
  for (guint i = 0; i < words->len; i++)
    {
      const char *text = g_array_index (words, Word, i).text;

      if (g_regex_match (glued, text, G_REGEX_MATCH_DEFAULT, NULL))
        g_error ("the German PDF runs a number into its unit: “%s”", text);
    }

  /* The cost of capital in the inputs, and the foot of the chart's axis. */
  g_assert_true (has_spaced (words, "5", "%"));
  g_assert_true (has_spaced (words, "0", "€"));
  g_assert_true (has_spaced (words, "95", "%"));
}

static void
test_profile_pdf_german (void)
{
  g_autofree char *profile = write_ranged_example ();
  g_autofree char *pdf = g_build_filename (tmp_dir, "de.pdf", NULL);
  g_autofree char *localedir = po_dir ();
  g_autofree char *size = NULL;
  g_autofree char *text = NULL;

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "de_DE.UTF-8", "de", "--report", profile, "--format=pdf",
                           "--output", pdf, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
  }
  /* A4 in Germany. */
  g_assert_cmpuint (pdf_pages (pdf, &size), ==, 2);
  g_assert_true (g_str_has_suffix (size, "(A4)"));

  text = run_tool ("pdftotext", pdf);
  g_assert_nonnull (strstr (text, "Empfehlung"));
  g_assert_nonnull (strstr (text, "Checkliste"));
  assert_german_units (pdf);

  /* The same texts made here in German: the verdict, "433.359 €" and the sources. */
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LC_ALL", "de_DE.UTF-8", TRUE);
  g_setenv (BK_LOCALEDIR_ENV, localedir, TRUE);
  bk_i18n_init ();
  assert_profile_text (pdf, profile);

  g_unsetenv ("LANGUAGE");
  g_unsetenv ("LC_ALL");
  g_setenv (BK_LOCALEDIR_ENV, "/nonexistent", TRUE);
  setlocale (LC_ALL, "C");
}

static void
test_comparison_pdf (void)
{
  g_autofree char *a = example_path ("llm-team-h100");
  g_autofree char *b = example_path ("bursty-sweeps");
  g_autofree char *c = example_path ("two-a100-rack");
  g_autofree char *pdf = g_build_filename (tmp_dir, "comparison.pdf", NULL);
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(BkComparison) comparison = NULL;
  g_autofree char *text = NULL;
  g_autofree char *squeezed = NULL;
  g_autoptr(GError) error = NULL;

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "en_US.UTF-8", NULL, "--compare", a, b, c, "--format=pdf",
                           "--output", pdf, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
  }
  g_assert_cmpuint (pdf_pages (pdf, NULL), ==, 1);

  setlocale (LC_ALL, "en_US.UTF-8");
  g_ptr_array_add (profiles, load (a));
  g_ptr_array_add (profiles, load (b));
  g_ptr_array_add (profiles, load (c));
  comparison = bk_comparison_new (profiles, &error);
  g_assert_no_error (error);

  text = run_tool ("pdftotext", pdf);
  squeezed = squeeze (text);
  for (guint i = 0; i < 3; i++)
    {
      assert_has (squeezed, bk_comparison_get_column_title (comparison, i), "a column");
      for (BkComparisonRow row = BK_COMPARISON_ROW_TCO_RENT; row <= BK_COMPARISON_ROW_TCO_BUY; row++)
        assert_has (squeezed, bk_comparison_get_value (comparison, row, i), "a total cost");
      assert_has (squeezed, bk_comparison_get_value (comparison, BK_COMPARISON_ROW_PURCHASE_PRICE,
                                                     i), "a purchase price");
    }
  assert_has (squeezed, "Purchase price per GPU", "the purchase price's row");

  /* The rows the screen shows, no more: without rental terms, no cheapest way to rent. */
  {
    g_autofree char *mix = squeeze ("Cheapest way to rent");

    g_assert_false (bk_comparison_has_rental_terms (comparison));
    g_assert_false (bk_comparison_get_shown (comparison, BK_COMPARISON_ROW_RENTAL_MIX));
    g_assert_null (strstr (squeezed, mix));
  }

  /* With terms in one profile, the row is on the screen and on the paper. */
  {
    g_autoptr(BkComparison) with_terms = NULL;
    g_autoptr(BkPaper) paper = NULL;
    g_autofree char *terms_pdf = g_build_filename (tmp_dir, "comparison-terms.pdf", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (terms_pdf);
    g_autofree char *terms_text = NULL;
    g_autofree char *terms_squeezed = NULL;

    bk_pricing_set_commit_price_per_gpu_hour (bk_profile_get_pricing (profiles->pdata[2]), 1.0);
    with_terms = bk_comparison_new (profiles, &error);
    g_assert_no_error (error);
    g_assert_true (bk_comparison_get_shown (with_terms, BK_COMPARISON_ROW_RENTAL_MIX));
    paper = bk_paper_new_for_comparison (with_terms, NULL);
    g_assert_true (bk_paper_save_pdf (paper, file, BK_PAPER_SIZE_A4, &error));
    g_assert_no_error (error);
    terms_text = run_tool ("pdftotext", terms_pdf);
    terms_squeezed = squeeze (terms_text);
    assert_has (terms_squeezed, "Cheapest way to rent", "the row of the cheapest way to rent");
    g_unlink (terms_pdf);
  }
  setlocale (LC_ALL, "C");
}

/* --output takes the other formats too, and a comparison writes its table as CSV. */
static void
test_output_option (void)
{
  g_autofree char *a = example_path ("llm-team-h100");
  g_autofree char *b = example_path ("bursty-sweeps");
  g_autofree char *csv = g_build_filename (tmp_dir, "report.csv", NULL);
  g_autofree char *table = g_build_filename (tmp_dir, "comparison.csv", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(BkComparison) comparison = NULL;
  g_autofree char *expected = NULL;
  g_auto(BkTestRun) printed = { 0 };

  bk_test_run_breakeven (&printed, "C.UTF-8", NULL, "--report", a, "--format=csv", NULL);
  g_assert_cmpint (printed.status, ==, 0);
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", a, "--format=csv", "--output", csv,
                           NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "");
  }
  g_assert_true (g_file_get_contents (csv, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, printed.out);
  g_clear_pointer (&contents, g_free);

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--compare", a, b, "--format=csv", "--output",
                           table, NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  g_ptr_array_add (profiles, load (a));
  g_ptr_array_add (profiles, load (b));
  comparison = bk_comparison_new (profiles, NULL);
  expected = bk_comparison_to_csv (comparison);
  g_assert_true (g_file_get_contents (table, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);

  g_unlink (csv);
  g_unlink (table);
}

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (handle);
  while (g_dir_read_name (handle) != NULL)
    n++;

  return n;
}

/* Exit status 2, one line on stderr and no file: neither the PDF nor a temporary one. */
static void
assert_refused (const BkTestRun  *run,
                const char *dir,
                const char *expected_part)
{
  const char *newline = strchr (run->err, '\n');

  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_nonnull (newline);
  g_assert_cmpstr (newline, ==, "\n");
  g_assert_true (g_str_has_prefix (run->err, "breakeven: "));
  if (strstr (run->err, expected_part) == NULL)
    g_error ("expected “%s” in the error line, got: %s", expected_part, run->err);
  g_assert_cmpuint (count_files (dir), ==, 0);
}

static void
test_bad_input (void)
{
  g_autofree char *good = example_path ("llm-team-h100");
  g_autofree char *dir = g_build_filename (tmp_dir, "out", NULL);
  g_autofree char *pdf = g_build_filename (dir, "paper.pdf", NULL);
  g_autofree char *broken = g_build_filename (tmp_dir, "broken.json", NULL);
  g_autofree char *missing_dir = g_build_filename (dir, "missing", "paper.pdf", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (broken, "{ \"format\": 1, \"name\": ", -1, NULL));

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", "/nonexistent/profile.json",
                           "--format=pdf", "--output", pdf, NULL);
    assert_refused (&run, dir, "/nonexistent/profile.json");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", broken, "--format=pdf", "--output",
                           pdf, NULL);
    assert_refused (&run, dir, "broken.json");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", good, "--format=pdf", NULL);
    assert_refused (&run, dir, "--output");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", good, "--format=pdf", "--paper=a3",
                           "--output", pdf, NULL);
    assert_refused (&run, dir, "“a3”");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--compare", good, "--format=pdf", "--output",
                           pdf, NULL);
    assert_refused (&run, dir, "two to four");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--compare", good, broken, "--format=pdf",
                           "--output", pdf, NULL);
    assert_refused (&run, dir, "broken.json");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--compare", good, good, "--format=text", NULL);
    assert_refused (&run, dir, "pdf or csv");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", good, "--format=pdf", "--output",
                           missing_dir, NULL);
    assert_refused (&run, dir, "missing");
  }
  {
    g_auto(BkTestRun) run = { 0 };

    /* A folder in the file's place stays a folder, and nothing is left beside it. */
    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", good, "--format=pdf", "--output", dir,
                           NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
    g_assert_cmpuint (count_files (dir), ==, 0);
  }

  /* An old file stays as it was when the new one cannot be made. */
  g_assert_true (g_file_set_contents (pdf, "old", -1, NULL));
  {
    g_auto(BkTestRun) run = { 0 };
    g_autofree char *contents = NULL;

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--report", broken, "--format=pdf", "--output",
                           pdf, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, "old");
    g_assert_cmpuint (count_files (dir), ==, 1);
  }

  g_unlink (pdf);
  g_unlink (broken);
  g_rmdir (dir);
}

/* A long name, a long GPU name and amounts of many digits keep the pages whole: the paper
 * shrinks a page rather than spilling onto another. */
static void
test_long_texts (void)
{
  g_autofree char *path = example_path ("bursty-sweeps");
  g_autoptr(BkProfile) profile = load (path);
  g_autoptr(GString) name = g_string_new (NULL);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkPaper) paper = NULL;
  g_autoptr(GBytes) pdf = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_build_filename (tmp_dir, "long.pdf", NULL);

  for (guint i = 0; i < 40; i++)
    g_string_append (name, "A very long profile name ");
  bk_profile_set_name (profile, name->str);
  bk_hardware_set_name (bk_profile_get_hardware (profile), name->str);
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 9e11);
  bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 1, 9e5);
  analysis = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (analysis);

  paper = bk_paper_new_for_profile (profile, analysis, NULL, NULL, NULL);
  for (BkPaperSize size = BK_PAPER_SIZE_A4; size <= BK_PAPER_SIZE_LETTER; size++)
    {
      pdf = bk_paper_to_pdf (paper, size, &error);
      g_assert_no_error (error);
      g_assert_true (g_file_set_contents (file, g_bytes_get_data (pdf, NULL),
                                          (gssize) g_bytes_get_size (pdf), NULL));
      g_assert_cmpuint (pdf_pages (file, NULL), ==, 2);
      g_clear_pointer (&pdf, g_bytes_unref);
    }
  g_unlink (file);
}

static void
assert_lacks (const char *squeezed_text,
              const char *unexpected,
              const char *what)
{
  g_autofree char *needle = squeeze (unexpected);

  if (strstr (squeezed_text, needle) != NULL)
    g_error ("the PDF has %s: “%s”", what, unexpected);
}

/* The text of a paper's PDF, without white space. */
static char *
paper_text (BkPaper    *paper,
            const char *name)
{
  g_autofree char *file = g_build_filename (tmp_dir, name, NULL);
  g_autoptr(GBytes) pdf = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  pdf = bk_paper_to_pdf (paper, BK_PAPER_SIZE_A4, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (file, g_bytes_get_data (pdf, NULL),
                                      (gssize) g_bytes_get_size (pdf), NULL));
  text = run_tool ("pdftotext", file);
  g_unlink (file);

  return squeeze (text);
}

static const char *
page_label (BkResultView *view,
            const char   *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (view), BK_TYPE_RESULT_VIEW, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

/* The paper of a page prints what the page shows. With tax on and its switch on: the figures
 * after tax, the P10–P90 spans and how often buying is cheaper. Switched off: the figures
 * before tax, and neither spans nor chances, which are worked out after tax and which the
 * page leaves out then too. */
static void
test_before_tax (void)
{
  g_autofree char *path = write_ranged_example ();
  g_autoptr(BkProfile) profile = load (path);
  const char *currency = bk_pricing_get_currency (bk_profile_get_pricing (profile));
  BkResultView *view = g_object_ref_sink (BK_RESULT_VIEW (bk_result_view_new ()));
  g_autofree char *after_buy = NULL;
  g_autofree char *chance = NULL;
  g_autofree char *span = NULL;
  BkProfileResults *results;
  BkUncertainty *uncertainty;
  GtkSwitch *tax_switch;

  bk_pricing_set_tax_enabled (bk_profile_get_pricing (profile), TRUE);
  bk_result_view_set_profile (view, profile);
  results = bk_result_view_get_results (view);
  bk_profile_results_finish (results);
  tax_switch = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (view), BK_TYPE_RESULT_VIEW,
                                                          "tax_switch"));
  g_assert_true (gtk_switch_get_active (tax_switch));

  /* After tax: the page's figures and its bands. */
  {
    g_autoptr(BkPaper) paper = NULL;
    g_autofree char *text = NULL;
    g_autofree char *low = NULL;
    g_autofree char *high = NULL;
    g_autofree char *rule = NULL;

    g_assert_false (bk_result_view_get_before_tax (view));
    uncertainty = bk_result_view_get_uncertainty (view);
    g_assert_nonnull (uncertainty);
    g_assert_true (bk_chart_has_band (bk_result_view_get_chart (view), 0));
    paper = bk_paper_new_for_results (results, bk_result_view_get_before_tax (view), NULL, NULL);
    text = paper_text (paper, "after-tax.pdf");

    after_buy = g_strdup (page_label (view, "buy_tco_label"));
    assert_has (text, page_label (view, "rent_tco_label"), "the page's rent total");
    assert_has (text, after_buy, "the page's buy total");
    assert_has (text, page_label (view, "break_even_label"), "the page's break-even");
    rule = bk_pricing_describe_tax (bk_profile_get_pricing (profile));
    assert_has (text, rule, "the tax rule");

    chance = bk_uncertainty_describe_probability (uncertainty, BK_OPTION_BUY);
    low = bk_format_money (bk_uncertainty_get_tco (uncertainty, BK_OPTION_BUY, BK_BAND_P10),
                           currency, -1);
    high = bk_format_money (bk_uncertainty_get_tco (uncertainty, BK_OPTION_BUY, BK_BAND_P90),
                            currency, -1);
    span = g_strdup_printf ("%s to %s", low, high);
    assert_has (text, chance, "how often buying is cheaper");
    assert_has (text, span, "buying's span");
  }

  /* Before tax: the page's other figures, without what is worked out after tax. */
  gtk_switch_set_active (tax_switch, FALSE);
  {
    g_autoptr(BkPaper) paper = NULL;
    g_autofree char *text = NULL;

    g_assert_true (bk_result_view_get_before_tax (view));
    g_assert_null (bk_result_view_get_uncertainty (view));
    g_assert_false (bk_chart_has_band (bk_result_view_get_chart (view), 0));
    g_assert_cmpstr (page_label (view, "buy_tco_label"), !=, after_buy);
    paper = bk_paper_new_for_results (results, bk_result_view_get_before_tax (view), NULL, NULL);
    text = paper_text (paper, "before-tax.pdf");

    assert_has (text, page_label (view, "rent_tco_label"), "the page's rent total");
    assert_has (text, page_label (view, "buy_tco_label"), "the page's buy total");
    assert_has (text, page_label (view, "break_even_label"), "the page's break-even");
    assert_has (text, "The figures are before tax.", "that the figures are before tax");
    assert_lacks (text, after_buy, "the buy total after tax");
    assert_lacks (text, chance, "how often buying is cheaper after tax");
    assert_lacks (text, span, "buying's span after tax");
    assert_lacks (text, "P10 to P90", "the spans' column");
  }

  bk_result_view_set_profile (view, NULL);
  g_assert_finalize_object (view);
}

/* docs/model.md#no-demand: a profile that needs no GPUs has nothing to compare; its paper says
 * so in place of the verdict and prints neither key figures nor a chart. */
static void
test_no_demand (void)
{
  g_autofree char *path = example_path ("bursty-sweeps");
  g_autoptr(BkProfile) profile = load (path);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkPaper) paper = NULL;
  g_autoptr(GBytes) pdf = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *file = g_build_filename (tmp_dir, "no-demand.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *squeezed = NULL;

  bk_workload_set_gpus (bk_profile_get_workload (profile), 0);
  bk_workload_set_burst_gpus (bk_profile_get_workload (profile), 0);
  analysis = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (analysis);
  g_assert_true (bk_analysis_get_no_demand (analysis));

  paper = bk_paper_new_for_profile (profile, analysis, NULL, NULL, NULL);
  pdf = bk_paper_to_pdf (paper, BK_PAPER_SIZE_A4, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (file, g_bytes_get_data (pdf, NULL),
                                      (gssize) g_bytes_get_size (pdf), NULL));
  text = run_tool ("pdftotext", file);
  squeezed = squeeze (text);
  assert_has (squeezed, bk_no_demand_sentence (), "the sentence that there is nothing to compare");
  g_assert_null (strstr (text, "Key Figures"));
  g_assert_null (strstr (text, "Cumulative Cost"));
  g_assert_null (strstr (text, "breaks even"));
  g_unlink (file);
}

/* The print job's pages are the PDF's: GtkPrintOperation exporting to a file runs draw-page. */
static void
test_print_operation (void)
{
  g_autofree char *path = example_path ("data-stays-home");
  g_autofree char *pdf = g_build_filename (tmp_dir, "printed.pdf", NULL);
  g_autoptr(BkProfile) profile = load (path);
  g_autoptr(BkAnalysis) analysis = bk_analysis_new (profile, NULL);
  g_autoptr(BkPaper) paper = bk_paper_new_for_profile (profile, analysis, NULL, NULL, NULL);
  g_autoptr(GtkPrintOperation) operation = bk_paper_print_operation_new (paper);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *squeezed = NULL;
  g_autofree char *verdict = bk_words_verdict_with_mix (analysis);
  GtkPrintOperationResult result;

  gtk_print_operation_set_export_filename (operation, pdf);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);

  g_assert_cmpuint (pdf_pages (pdf, NULL), ==, bk_paper_get_n_pages (paper));
  text = run_tool ("pdftotext", pdf);
  squeezed = squeeze (text);
  assert_has (squeezed, verdict, "the verdict");
  g_unlink (pdf);
}

/* docs/model.md#price-dates on paper: the day of the analysis dates the catalogue's prices. */
static void
test_old_prices (void)
{
  g_autofree char *path = example_path ("llm-team-h100");
  g_autofree char *file = g_build_filename (tmp_dir, "old-prices.pdf", NULL);
  g_autoptr(BkProfile) profile = load (path);
  g_autoptr(BkAnalysis) analysis = bk_analysis_new (profile, NULL);
  const char *note = "The catalogue’s prices for the NVIDIA H100 SXM are from 2026: check a "
                     "current quote.";
  struct
  {
    int      month;
    gboolean old;
  } days[] = {
    { 12, TRUE },   /* 2026-12-03: "2026" stands for 1 January, more than six months before */
    { 6, FALSE },   /* 2026-06-03: not yet */
  };

  for (guint i = 0; i < G_N_ELEMENTS (days); i++)
    {
      g_autoptr(GDateTime) now = g_date_time_new_utc (2026, days[i].month, 3, 12, 0, 0);
      g_autoptr(BkPaper) paper = bk_paper_new_for_profile (profile, analysis, NULL,
                                                             bk_catalogue_get_default (), now);
      g_autoptr(GBytes) pdf = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *squeezed = NULL;
      g_autofree char *needle = squeeze (note);

      pdf = bk_paper_to_pdf (paper, BK_PAPER_SIZE_A4, &error);
      g_assert_no_error (error);
      g_assert_true (g_file_set_contents (file, g_bytes_get_data (pdf, NULL),
                                          (gssize) g_bytes_get_size (pdf), NULL));
      text = run_tool ("pdftotext", file);
      squeezed = squeeze (text);
      if (days[i].old)
        assert_has (squeezed, note, "the note on the old prices");
      else
        g_assert_null (strstr (squeezed, needle));
    }
  g_unlink (file);
}

/* docs/model.md#no-rent-price on paper: buying's cost alone, no comparison with free renting. */
static void
test_no_rent_price (void)
{
  g_autofree char *path = example_path ("bursty-sweeps");
  g_autofree char *file = g_build_filename (tmp_dir, "no-rent.pdf", NULL);
  g_autoptr(BkProfile) profile = load (path);
  g_autoptr(BkAnalysis) analysis = NULL;
  g_autoptr(BkPaper) paper = NULL;
  g_autoptr(GBytes) pdf = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *squeezed = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *breaks_even = squeeze ("Buying breaks even");
  g_autofree char *renting = squeeze ("Renting everything");

  bk_pricing_set_rent_per_gpu_hour (bk_profile_get_pricing (profile), 0);
  analysis = bk_analysis_new (profile, NULL);
  bk_analysis_search_strategy (analysis);
  verdict = bk_words_verdict_with_mix (analysis);
  paper = bk_paper_new_for_profile (profile, analysis, NULL, NULL, NULL);
  pdf = bk_paper_to_pdf (paper, BK_PAPER_SIZE_A4, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (file, g_bytes_get_data (pdf, NULL),
                                      (gssize) g_bytes_get_size (pdf), NULL));
  text = run_tool ("pdftotext", file);
  squeezed = squeeze (text);

  assert_has (squeezed, verdict, "the verdict");
  assert_has (squeezed, "Buying 8 GPUs", "what buying costs");
  g_assert_null (strstr (squeezed, breaks_even));
  g_assert_null (strstr (squeezed, renting));
  g_unlink (file);
}

/* docs/report.md#gpu-generations on paper: --generations adds a page with the table of the
 * report's rows, when to buy on each GPU, and where each throughput figure comes from. */
static void
test_generations_pdf (void)
{
  g_autofree char *path = example_path ("llm-team-h100");
  g_autofree char *file = g_build_filename (tmp_dir, "generations.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *squeezed = NULL;

  {
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "en_US.UTF-8", NULL, "--report", path, "--generations",
                           "--format=pdf", "--paper=a4", "--output", file, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "");
  }
  /* The profile's two pages and the generations page. */
  g_assert_cmpuint (pdf_pages (file, NULL), ==, 3);
  text = run_tool ("pdftotext", file);
  squeezed = squeeze (text);
  assert_has (squeezed, "GPU Generations", "the generations table's title");
  /* Cells that wrap are read line by line across the row: only words that stay on one line. */
  assert_has (squeezed, "When to buy", "the table's heading");
  assert_has (squeezed, "(this profile,", "the profile's own GPU");
  assert_has (squeezed, "Where the throughput figures come from:", "the sources' note");
  assert_has (squeezed, "(as of 20", "a source's date");
  g_unlink (file);

  /* A comparison has no one profile's work to compare. */
  {
    g_autofree char *other = example_path ("bursty-sweeps");
    g_auto(BkTestRun) run = { 0 };

    bk_test_run_breakeven (&run, "C.UTF-8", NULL, "--compare", path, other, "--generations",
                           "--format=pdf", "--output", file, NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_nonnull (strstr (run.err, "--generations goes with --report FILE"));
    g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));
  }
}

/* The window's actions and their keys. */
static void
test_accels (void)
{
  GApplication *app = g_application_get_default ();
  g_auto(GStrv) print = NULL;
  g_auto(GStrv) pdf = NULL;
  g_auto(GStrv) taken = NULL;

  g_assert_nonnull (app);
  print = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.print");
  pdf = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.export-pdf");
  g_assert_cmpstr (print[0], ==, "<Control>p");
  g_assert_cmpstr (pdf[0], ==, "<Shift><Control>e");

  /* The keys are free for them. */
  taken = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "<Shift><Control>e");
  g_assert_cmpuint (g_strv_length (taken), ==, 1);
  g_clear_pointer (&taken, g_strfreev);
  taken = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "<Control>p");
  g_assert_cmpuint (g_strv_length (taken), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BkApplication) app = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The application sets the window's keys as it starts. */
  app = bk_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_setenv (BK_LOCALEDIR_ENV, "/nonexistent", TRUE);
  bk_i18n_init ();
  setlocale (LC_ALL, "C");

  tmp_dir = g_dir_make_tmp ("test-paper-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/paper/profile-pdf", test_profile_pdf);
  g_test_add_func ("/paper/profile-pdf-german", test_profile_pdf_german);
  g_test_add_func ("/paper/sources", test_sources);
  g_test_add_func ("/paper/comparison-pdf", test_comparison_pdf);
  g_test_add_func ("/paper/output-option", test_output_option);
  g_test_add_func ("/paper/bad-input", test_bad_input);
  g_test_add_func ("/paper/long-texts", test_long_texts);
  g_test_add_func ("/paper/no-demand", test_no_demand);
  g_test_add_func ("/paper/before-tax", test_before_tax);
  g_test_add_func ("/paper/old-prices", test_old_prices);
  g_test_add_func ("/paper/no-rent-price", test_no_rent_price);
  g_test_add_func ("/paper/generations-pdf", test_generations_pdf);
  g_test_add_func ("/paper/print-operation", test_print_operation);
  g_test_add_func ("/paper/accels", test_accels);

  status = g_test_run ();
  bk_test_remove_tree (tmp_dir);
  g_free (tmp_dir);

  return status;
}
