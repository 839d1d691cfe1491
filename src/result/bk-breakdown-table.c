/* bk-breakdown-table.c: the result page's cost breakdown, categories by options
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "bk-analysis.h"
#include "bk-breakdown-table.h"
#include "bk-words.h"

static GtkWidget *
breakdown_label (const char *text,
                 float       xalign,
                 const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

/* bk_breakdown_table_build:
 *
 * Fills the empty grid with the options' headings, the categories' titles, the empty cells and
 * the rule above the total.
 */
void
bk_breakdown_table_build (BkBreakdownTable *table)
{
  guint hybrid_index = 0;
  GtkWidget *total;

  for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
    {
      GtkWidget *heading = breakdown_label (bk_option_get_label (option), 1.f, "heading");

      gtk_grid_attach (table->grid, heading, 1 + option, 0, 1, 1);
      if (option == BK_OPTION_HYBRID)
        table->hybrid_column[hybrid_index++] = heading;
    }

  for (guint row = 0; row <= BK_N_CATEGORIES; row++)
    {
      const char *title = row < BK_N_CATEGORIES ? bk_words_breakdown_title (bk_breakdown_rows[row])
                                                : _("Total cost of ownership");
      GtkWidget *title_label = breakdown_label (title, 0.f, row < BK_N_CATEGORIES ? NULL
                                                                                 : "heading");

      gtk_widget_set_hexpand (title_label, TRUE);
      gtk_grid_attach (table->grid, title_label, 0, row + 1, 1, 1);

      for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
        {
          GtkWidget *cell = breakdown_label (NULL, 1.f, "numeric");

          gtk_label_set_wrap (GTK_LABEL (cell), FALSE);
          if (row == BK_N_CATEGORIES)
            gtk_widget_add_css_class (cell, "heading");
          gtk_grid_attach (table->grid, cell, 1 + option, row + 1, 1, 1);
          table->cells[row][option] = GTK_LABEL (cell);
          if (option == BK_OPTION_HYBRID)
            table->hybrid_column[hybrid_index++] = cell;
        }
    }

  /* The total sits under a rule, as on a paper statement. */
  total = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_grid_insert_row (table->grid, BK_N_CATEGORIES + 1);
  gtk_grid_attach (table->grid, total, 0, BK_N_CATEGORIES + 1, 1 + BK_N_OPTIONS, 1);
  g_assert (hybrid_index == G_N_ELEMENTS (table->hybrid_column));
}

/* bk_breakdown_table_update:
 * @analysis: the analysis shown
 * @currency: the profile's currency
 * @hybrid: whether the hybrid is an option of its own, with a column
 *
 * Writes each category's amount for each option and the totals into the cells, each also named
 * for a screen reader.
 */
void
bk_breakdown_table_update (BkBreakdownTable *table,
                           BkAnalysis       *analysis,
                           const char       *currency,
                           gboolean          hybrid)
{
  for (guint row = 0; row <= BK_N_CATEGORIES; row++)
    {
      for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
        {
          g_autofree char *text = NULL;
          g_autofree char *name = NULL;
          double amount;

          if (row < BK_N_CATEGORIES)
            amount = bk_breakdown_amount (analysis, option, bk_breakdown_rows[row]);
          else
            amount = bk_analysis_get_tco (analysis, option);

          text = bk_words_breakdown_amount (amount, currency);
          gtk_label_set_label (table->cells[row][option], text);

          /* Read one by one, the amounts would lose their row and column: each names both. */
          /* Translators: one amount of the cost breakdown, read aloud: its row ("Electricity"),
           * its column ("Buy") and the amount. */
          name = g_strdup_printf (C_("breakdown cell", "%s, %s: %s"),
                                  row < BK_N_CATEGORIES
                                  ? bk_words_breakdown_title (bk_breakdown_rows[row])
                                  : _("Total cost of ownership"),
                                  bk_option_get_label (option), text);
          gtk_accessible_update_property (GTK_ACCESSIBLE (table->cells[row][option]),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                          -1);
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (table->hybrid_column); i++)
    gtk_widget_set_visible (table->hybrid_column[i], hybrid);
}
