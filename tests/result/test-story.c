/* test-story.c: the sentences of a page agree: the verdict, the break-even, the strategy in time,
 * the bands and how often buying wins, on the result page, the comparison and the paper
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each page is read as a reader reads it, from its own texts, and held to what follows from the
 * model (docs/model.md):
 *   - renting throughout is the rent option, so when renting beats every pool ("No own GPUs")
 *     the strategy does not say "Buy N GPUs now";
 *   - with the same demand every month, a verdict of renting means buying does not break even;
 *   - when most plausible cases disagree with the verdict, the verdict says so, and only then;
 *   - when one option's P10–P90 band lies wholly below the other's, it is cheaper in most cases.
 * The profiles are the ones where the pages told two stories: a reserved offer, a rent range
 * that starts at the price, and the ranges "Fill In Ranges" suggests for an H100 at €2.50.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-catalogue.h"
#include "bk-comparison-view.h"
#include "bk-comparison.h"
#include "bk-exchange-rates.h"
#include "bk-hardware.h"
#include "bk-paper.h"
#include "bk-pricing.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-result-view.h"
#include "bk-test-gtk-utils.h"
#include "bk-test-utils.h"
#include "bk-uncertainty.h"
#include "bk-words.h"
#include "bk-workload.h"

typedef enum
{
  STORY_RESERVED,    /* a one-year reserved price far below on demand */
  STORY_USER_RANGE,  /* a rent range the user set, starting at the price */
  STORY_FILLED,      /* the ranges "Fill In Ranges" suggests */
  N_STORIES,
} Story;

static const char *const story_names[] = { "Reserved", "Rent range from the price",
                                           "Suggested ranges" };

/* An H100 SXM at the catalogue's price in euros; 8 GPUs busy 82 % with a reserved price of €1.66
 * against €2.99 on demand, or 2 GPUs busy 90 % rented at €2.50. */
static BkProfile *
new_story_profile (Story story)
{
  BkProfile *profile = bk_profile_new ();
  BkHardware *hardware = bk_profile_get_hardware (profile);
  BkPricing *pricing = bk_profile_get_pricing (profile);
  BkWorkload *workload = bk_profile_get_workload (profile);

  bk_profile_set_name (profile, story_names[story]);
  bk_profile_set_reviewed (profile, "2026-11-01");
  bk_hardware_set_name (hardware, "NVIDIA H100 SXM");
  bk_hardware_set_purchase_price (hardware, 23382.37);
  bk_hardware_set_host_cost (hardware, 8502.68);
  bk_hardware_set_power_watts (hardware, 700);
  bk_hardware_set_idle_watts (hardware, 105);
  bk_workload_set_predictability (workload, BK_PREDICTABILITY_STEADY);
  bk_workload_set_burst_gpus (workload, 0);

  if (story == STORY_RESERVED)
    {
      bk_workload_set_gpus (workload, 8);
      bk_workload_set_utilisation (workload, 82);
      bk_pricing_set_rent_per_gpu_hour (pricing, 2.99);
      bk_pricing_set_commit_price_per_gpu_hour (pricing, 1.66);
      bk_pricing_set_commit_term_months (pricing, 12);
      return profile;
    }

  bk_workload_set_gpus (workload, 2);
  bk_workload_set_utilisation (workload, 90);
  bk_pricing_set_rent_per_gpu_hour (pricing, 2.5);
  if (story == STORY_USER_RANGE)
    bk_profile_set_range (profile, "pricing.rent-per-gpu-hour", 2.5, 8.0);

  return profile;
}

/* What a page says, in its own words; NULL where it says nothing. */
typedef struct
{
  char  *where;
  char  *verdict;       /* "Rent", "Buy", "Hybrid" */
  char  *optimal;       /* the cheapest pool */
  char  *strategy;      /* when to buy */
  char  *break_even;
  int    probability;   /* how often buying is cheaper than renting, in percent; −1: not said */
  char  *disagreement;
  double bands[2][2];   /* rent and buy, P10 and P90; NAN: not said */
} Sentences;

static void
sentences_clear (Sentences *s)
{
  g_free (s->where);
  g_free (s->verdict);
  g_free (s->optimal);
  g_free (s->strategy);
  g_free (s->break_even);
  g_free (s->disagreement);
}

static void
sentences_init (Sentences  *s,
                const char *where)
{
  memset (s, 0, sizeof *s);
  s->where = g_strdup (where);
  s->probability = -1;
  for (guint o = 0; o < 2; o++)
    s->bands[o][0] = s->bands[o][1] = NAN;
}

/* The first number in @text after @prefix, digits only: "€77,013" is 77013. */
static double
amount_after (const char *text,
              const char *prefix)
{
  const char *p = prefix != NULL ? strstr (text, prefix) : text;
  double value = 0;
  gboolean digits = FALSE;

  if (p == NULL)
    return NAN;
  p += prefix != NULL ? strlen (prefix) : 0;
  for (; *p != '\0'; p++)
    {
      if (g_ascii_isdigit (*p))
        {
          value = value * 10 + (*p - '0');
          digits = TRUE;
        }
      else if (digits && *p != ',')
        break;
    }

  return digits ? value : NAN;
}

/* "When to buy: Buy 8 GPUs now: buying later costs more" buys now; so does "Buy 8 GPUs now". */
static gboolean
buys_now (const char *strategy)
{
  g_autoptr(GRegex) regex = g_regex_new ("(^|: |\\b)Buy [0-9,]+ GPUs? now($|:)", 0, 0, NULL);

  return strategy != NULL && g_regex_match (regex, strategy, 0, NULL);
}

/* The rules the sentences of one page follow. */
static void
assert_agree (const Sentences *s)
{
  g_test_message ("%s: verdict “%s”, pool “%s”, strategy “%s”, break-even “%s”, buying cheaper "
                  "in %d%%, “%s”", s->where, s->verdict, s->optimal, s->strategy, s->break_even,
                  s->probability, s->disagreement);
  g_assert_nonnull (s->verdict);

  /* Renting beats every pool: the strategy cannot be buying now. */
  if (g_strcmp0 (s->verdict, "Rent") == 0 && s->optimal != NULL
      && (g_str_has_prefix (s->optimal, "No own GPUs")))
    {
      if (buys_now (s->strategy))
        g_error ("%s: the verdict rents and no pool beats renting, but the strategy says “%s”",
                 s->where, s->strategy);
    }

  /* The same demand every month: renting cheaper means no break-even. */
  if (g_strcmp0 (s->verdict, "Rent") == 0 && s->break_even != NULL
      && !g_str_has_prefix (s->break_even, "Not within"))
    g_error ("%s: the verdict rents, but buying breaks even: “%s”", s->where, s->break_even);

  /* Most plausible cases against the verdict: it says so, with the share; otherwise it does not. */
  if (s->probability >= 0)
    {
      gboolean against = (g_strcmp0 (s->verdict, "Rent") == 0 && s->probability > 50)
                         || (g_strcmp0 (s->verdict, "Buy") == 0 && s->probability < 50);

      if (against && s->disagreement == NULL)
        g_error ("%s: the verdict is “%s”, but buying is cheaper in %d%% of the plausible cases, "
                 "and the page does not say so", s->where, s->verdict, s->probability);
      if (!against && s->disagreement != NULL)
        g_error ("%s: “%s” beside a verdict most cases agree with", s->where, s->disagreement);
      if (against)
        {
          g_autofree char *share = g_strdup_printf ("%d%%", g_strcmp0 (s->verdict, "Rent") == 0
                                                            ? s->probability
                                                            : 100 - s->probability);

          g_assert_nonnull (strstr (s->disagreement, share));
        }
    }

  /* A band wholly below the other: at most 10 % + 10 % of the cases can say otherwise. */
  if (s->probability >= 0 && !isnan (s->bands[0][1]) && !isnan (s->bands[1][0]))
    {
      if (s->bands[0][1] < s->bands[1][0])
        g_assert_cmpint (s->probability, <=, 20);
      if (s->bands[1][1] < s->bands[0][0])
        g_assert_cmpint (s->probability, >=, 80);
    }
}

/* The result page */

static const char *
template_label (BkResultView *view,
                const char   *id)
{
  GtkWidget *label = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view),
                                                                BK_TYPE_RESULT_VIEW, id));

  g_assert_nonnull (label);
  return gtk_widget_is_visible (label) ? gtk_label_get_label (GTK_LABEL (label)) : NULL;
}

/* The first visible label under @root whose text starts with @prefix. */
static GtkLabel *
find_label_starting (GtkWidget  *root,
                     const char *prefix)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (root)), prefix))
    return GTK_LABEL (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label_starting (child, prefix);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Every stage of the page is in: the strategy's sentence and, with ranges, the plausible cases. */
static gboolean
stages_shown (gpointer data)
{
  BkResultView *view = data;
  const char *strategy = template_label (view, "strategy_label");

  if (strategy == NULL || *strategy == '\0')
    return FALSE;
  if (!bk_profile_has_ranges (bk_result_view_get_profile (view)))
    return TRUE;

  return bk_result_view_get_uncertainty (view) != NULL
         && find_label_starting (GTK_WIDGET (view), "Buying is cheaper than renting in ") != NULL;
}

/* The first visible label under @root whose text holds @part. */
static GtkLabel *
find_label_containing (GtkWidget  *root,
                       const char *part)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_label (GTK_LABEL (root)), part) != NULL)
    return GTK_LABEL (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label_containing (child, part);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The spread row of an option in the uncertainty group: its title, then "€x to €y". */
static void
read_band (GtkWidget *group,
           const char *title,
           double     *band)
{
  AdwActionRow *row = bk_test_find_row (group, ADW_TYPE_ACTION_ROW, title);
  GtkLabel *label;

  if (row == NULL || !gtk_widget_is_visible (GTK_WIDGET (row)))
    return;
  label = find_label_containing (GTK_WIDGET (row), " to ");
  g_assert_nonnull (label);
  band[0] = amount_after (gtk_label_get_label (label), NULL);
  band[1] = amount_after (gtk_label_get_label (label), " to ");
}

static void
read_result_page (BkResultView *view,
                  Sentences    *s)
{
  GtkLabel *probability = find_label_starting (GTK_WIDGET (view), "Buying is cheaper than renting in ");
  GtkWidget *group;

  s->verdict = g_strdup (template_label (view, "verdict_label"));
  s->optimal = g_strdup (template_label (view, "optimal_label"));
  s->strategy = g_strdup (template_label (view, "strategy_label"));
  s->break_even = g_strdup (template_label (view, "break_even_label"));
  s->disagreement = g_strdup (template_label (view, "disagreement_label"));

  if (probability == NULL)
    return;
  s->probability = (int) amount_after (gtk_label_get_label (probability), NULL);
  group = gtk_widget_get_ancestor (GTK_WIDGET (probability), ADW_TYPE_PREFERENCES_GROUP);
  read_band (group, "Rent", s->bands[0]);
  read_band (group, "Buy", s->bands[1]);
}

/* Shows @profile's result page until its three stages are in, pressing "Fill In Ranges" first
 * for the suggested ranges, and reads what it says. */
static void
show_story (Story      story,
            BkProfile *profile,
            Sentences *s)
{
  BkResultView *view = g_object_ref_sink (BK_RESULT_VIEW (bk_result_view_new ()));
  g_autoptr(BkProfileResults) results = bk_profile_results_dup_for_profile (profile);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWindow *window;

  bk_profile_results_set_uncertainty_delay (results, 0);
  bk_result_view_set_profile (view, profile);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (view));
  window = bk_test_show_in_window (scrolled, 1000, 800, FALSE);

  if (story == STORY_FILLED)
    {
      GtkWidget *fill = NULL;

      while (fill == NULL)
        {
          g_main_context_iteration (NULL, TRUE);
          fill = bk_test_find_widget (GTK_WIDGET (view), GTK_TYPE_BUTTON, "label",
                                      "Fill In Ranges");
        }
      g_signal_emit_by_name (fill, "clicked");
      g_assert_true (bk_profile_has_ranges (profile));
    }

  bk_test_wait_for (stages_shown, view);
  bk_test_flush ();

  sentences_init (s, story_names[story]);
  read_result_page (view, s);

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), NULL);
  gtk_window_destroy (window);
  bk_result_view_set_profile (view, NULL);
  g_assert_finalize_object (view);
}

/* The result page of each profile tells one story. The two with ranges show the sentence where
 * the cases disagree, or none. */
static void
test_result_page (void)
{
  for (Story story = 0; story < N_STORIES; story++)
    {
      g_autoptr(BkProfile) profile = new_story_profile (story);
      Sentences s;

      show_story (story, profile, &s);
      assert_agree (&s);
      if (story == STORY_RESERVED)
        {
          /* Renting with the reserved price beats every pool. */
          g_assert_cmpstr (s.verdict, ==, "Rent");
          g_assert_true (g_str_has_prefix (s.optimal, "No own GPUs"));
        }
      if (story == STORY_USER_RANGE)
        g_assert_nonnull (s.disagreement);
      sentences_clear (&s);
    }
}

/* The comparison */

static const char *
cell_text (BkComparisonView *view,
           BkComparisonRow   row,
           guint             column)
{
  GtkWidget *cell = bk_comparison_view_get_cell (view, row, column);
  GtkLabel *label = find_label_starting (cell, "");

  g_assert_nonnull (label);
  return gtk_label_get_label (label);
}

/* Each column of the comparison tells its profile's one story. */
static void
test_comparison (void)
{
  BkComparisonView *view = g_object_ref_sink (BK_COMPARISON_VIEW (bk_comparison_view_new ()));
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *navigation = adw_navigation_view_new ();
  GtkWindow *window;

  for (Story story = 0; story < N_STORIES; story++)
    g_ptr_array_add (profiles, new_story_profile (story));

  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), ADW_NAVIGATION_PAGE (view));
  window = bk_test_show_in_window (navigation, 1200, 900, FALSE);
  bk_comparison_view_set_profiles (view, profiles);
  bk_test_flush ();

  for (guint column = 0; column < profiles->len; column++)
    {
      Sentences s;

      sentences_init (&s, story_names[column]);
      s.verdict = g_strdup (cell_text (view, BK_COMPARISON_ROW_VERDICT, column));
      s.optimal = g_strdup (cell_text (view, BK_COMPARISON_ROW_OPTIMAL_POOL, column));
      s.strategy = g_strdup (cell_text (view, BK_COMPARISON_ROW_WHEN_TO_BUY, column));
      s.break_even = g_strdup (cell_text (view, BK_COMPARISON_ROW_BREAK_EVEN, column));
      if (!g_str_has_prefix (s.break_even, "Not within") && !g_str_has_prefix (s.break_even, "After"))
        g_clear_pointer (&s.break_even, g_free);
      assert_agree (&s);
      sentences_clear (&s);
    }

  gtk_window_destroy (window);
  g_assert_finalize_object (view);
}

/* The paper */

/* The PDF's text without any white space, so that line breaks do not matter. */
static char *
pdf_text (BkPaper *paper)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) pdf = bk_paper_to_pdf (paper, BK_PAPER_SIZE_A4, &error);
  g_autofree char *dir = g_dir_make_tmp ("bk-story-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  GString *squeezed;
  const char *argv[] = { "pdftotext", NULL, "-", NULL };
  int status = 0;

  g_assert_no_error (error);
  path = g_build_filename (dir, "paper.pdf", NULL);
  g_file_set_contents (path, g_bytes_get_data (pdf, NULL), g_bytes_get_size (pdf), &error);
  g_assert_no_error (error);
  argv[1] = path;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_unlink (path);
  g_rmdir (dir);

  squeezed = g_string_new (NULL);
  for (const char *p = out; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_isspace (c) && c != 0x00A0 && c != 0x202F)
        g_string_append_unichar (squeezed, c);
    }

  return g_string_free (squeezed, FALSE);
}

/* The first match of @pattern's group 1 in @text, or NULL. */
static char *
match (const char *text,
       const char *pattern)
{
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) info = NULL;

  g_assert_nonnull (regex);
  if (!g_regex_match (regex, text, 0, &info))
    return NULL;

  return g_match_info_fetch (info, 1);
}

/* The decision paper of each profile tells the story of its result page; so does the printed
 * comparison. */
static void
test_paper (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_local (2026, 12, 4, 12, 0, 0);
  g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(BkComparison) comparison = NULL;
  g_autoptr(BkPaper) compared = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  for (Story story = 0; story < N_STORIES; story++)
    {
      g_autoptr(BkProfile) profile = new_story_profile (story);
      g_autoptr(BkProfileResults) results = NULL;
      g_autoptr(BkPaper) paper = NULL;
      g_autofree char *squeezed = NULL;
      g_autofree char *probability = NULL;
      Sentences s;

      if (story == STORY_FILLED)
        bk_profile_fill_default_ranges (profile, bk_catalogue_get_default (),
                                        bk_exchange_rates_get_default ());
      results = bk_profile_results_dup_for_profile (profile);
      paper = bk_paper_new_for_results (results, FALSE, bk_catalogue_get_default (), now);
      squeezed = pdf_text (paper);

      sentences_init (&s, "the paper");
      s.verdict = match (squeezed, "Recommendation(Rent|Buy|Hybrid)[.,]");
      s.break_even = match (squeezed, "Buyingbreakseven(Notwithin[0-9]+months|After[0-9]+months?)");
      probability = match (squeezed, "Buyingischeaperthanrentingin([0-9]+)%oftheplausiblecases");
      if (probability != NULL)
        s.probability = atoi (probability);
      s.disagreement = match (squeezed, "(Atthesevalues[^.]*plausiblecases\\.)");
      if (s.break_even != NULL)
        {
          /* Put the spaces back for the rule's prefix. */
          g_autofree char *spaced = g_strdup (s.break_even);

          g_free (s.break_even);
          s.break_even = g_str_has_prefix (spaced, "Notwithin") ? g_strdup ("Not within")
                                                                 : g_strdup ("After");
        }
      if (s.disagreement != NULL)
        {
          /* The share, for the rule: "…in95%of…". */
          g_autofree char *share = match (s.disagreement, "in([0-9]+%)of");

          g_free (s.disagreement);
          s.disagreement = g_strdup (share);
        }
      if (story != STORY_RESERVED)
        g_assert_cmpint (s.probability, >=, 0);
      assert_agree (&s);
      sentences_clear (&s);

      g_ptr_array_add (profiles, g_object_ref (profile));
    }

  /* The printed comparison of the reserved profile and a copy: renting beats every pool, so no
   * column says to buy now. */
  g_ptr_array_set_size (profiles, 1);
  g_ptr_array_add (profiles, bk_profile_copy (g_ptr_array_index (profiles, 0)));
  comparison = bk_comparison_new (profiles, &error);
  g_assert_no_error (error);
  compared = bk_paper_new_for_comparison (comparison, now);
  text = pdf_text (compared);
  g_assert_nonnull (strstr (text, "NoownGPUs"));
  g_assert_null (match (text, "(Buy[0-9,]+GPUs?now)"));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/story/result-page", test_result_page);
  g_test_add_func ("/story/comparison", test_comparison);
  g_test_add_func ("/story/paper", test_paper);

  return g_test_run ();
}
