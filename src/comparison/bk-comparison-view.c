/* bk-comparison-view.c: two to four profiles side by side, as a table and one chart
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every row's strip of cells shares one horizontal adjustment, so the values scroll together
 * while the row titles stay in view; one size group lines the columns up.
 */

#define G_LOG_DOMAIN "bk-comparison-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bk-accessible.h"
#include "bk-chart-export.h"
#include "bk-chart-series.h"
#include "bk-chart-summary.h"
#include "bk-chart.h"
#include "bk-comparison-view.h"
#include "bk-comparison.h"
#include "bk-paper-print.h"
#include "bk-paper.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-words.h"

/* Longer texts wrap. The widths keep a whole column beside the titles on a 360 pixel phone, with
 * the start of the next one showing that there is more, and four columns on a laptop. */
#define MAX_TITLE_CHARS 14
#define MAX_VALUE_CHARS 14
#define MAX_DETAIL_CHARS 16

typedef struct
{
  GtkWidget *title;
  GtkWidget *strip;
  GtkWidget *cells[BK_COMPARISON_MAX_PROFILES];
  GtkWidget *values[BK_COMPARISON_MAX_PROFILES];
  GtkWidget *details[BK_COMPARISON_MAX_PROFILES];
  GtkWidget *marks[BK_COMPARISON_MAX_PROFILES];
} Row;

struct _BkComparisonView
{
  AdwNavigationPage  parent_instance;

  GPtrArray         *profiles;
  /* The results of each profile followed (a profile compared with itself once): the table is
   * made anew when the strategy stage of every one is done, so that it never shows half a
   * change, and bk_comparison_new() finds every search done and has nothing to finish. */
  BkProfileResults  *results[BK_COMPARISON_MAX_PROFILES];
  GSignalGroup      *results_signals[BK_COMPARISON_MAX_PROFILES];
  BkComparison      *comparison;
  GCancellable      *cancellable;

  /* The table, built for the number of profiles. */
  guint              n_columns;
  GtkAdjustment     *hadjustment;
  GtkSizeGroup      *cell_group;
  GtkWidget         *names[BK_COMPARISON_MAX_PROFILES];
  Row                rows[BK_COMPARISON_N_ROWS];

  AdwToastOverlay   *toast_overlay;
  GtkStack          *stack;
  AdwStatusPage     *status_page;
  GtkWidget         *note_box;
  GtkLabel          *note_label;
  GtkGrid           *table;
  BkChart           *chart;
};

enum {
  PROP_0,
  PROP_COMPARISON,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkComparisonView, bk_comparison_view, ADW_TYPE_NAVIGATION_PAGE)

static GParamSpec *properties[N_PROPS];

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* A value's label; a wide column gives it the room rather than wrapping it at the narrow width. */
static GtkWidget *
new_value_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.f);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), MAX_VALUE_CHARS);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, css_class);

  return label;
}

/* The header of a column: a swatch in the profile's colour in the chart, and its name. */
static GtkWidget *
new_header_cell (BkComparisonView *self,
                 guint             column)
{
  g_autofree char *color_class = g_strdup_printf ("profile-color-%u", column);
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *swatch = g_object_new (GTK_TYPE_BOX,
                                    "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                    "valign", GTK_ALIGN_CENTER,
                                    NULL);
  GtkWidget *name = new_value_label ("heading");

  gtk_widget_add_css_class (cell, "comparison-cell");
  gtk_widget_add_css_class (swatch, "profile-swatch");
  gtk_widget_add_css_class (swatch, color_class);
  gtk_box_append (GTK_BOX (cell), swatch);

  gtk_box_append (GTK_BOX (cell), name);

  self->names[column] = name;
  gtk_size_group_add_widget (self->cell_group, cell);

  return cell;
}

static GtkWidget *
new_value_cell (BkComparisonView *self,
                Row              *row,
                guint             column)
{
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *value = new_value_label ("comparison-value");
  /* The cell's accessible label says all that the mark and the detail show. */
  GtkWidget *mark = g_object_new (GTK_TYPE_IMAGE,
                                  "icon-name", "object-select-symbolic",
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                  "visible", FALSE,
                                  "valign", GTK_ALIGN_CENTER,
                                  NULL);
  GtkWidget *detail = g_object_new (GTK_TYPE_LABEL,
                                    "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                    "visible", FALSE,
                                    "xalign", 0.f,
                                    "wrap", TRUE,
                                    "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                    "max-width-chars", MAX_DETAIL_CHARS,
                                    NULL);

  gtk_widget_add_css_class (cell, "comparison-cell");
  gtk_widget_add_css_class (mark, "cheapest-mark");
  gtk_box_append (GTK_BOX (line), mark);

  gtk_box_append (GTK_BOX (line), value);
  gtk_box_append (GTK_BOX (cell), line);

  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_add_css_class (detail, "dimmed");
  gtk_box_append (GTK_BOX (cell), detail);

  row->cells[column] = cell;
  row->values[column] = value;
  row->details[column] = detail;
  row->marks[column] = mark;
  gtk_size_group_add_widget (self->cell_group, cell);

  return cell;
}

static GtkSizeRequestMode
strip_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* A scrolled window asks its child for its height without knowing the width it will give it,
 * which for wrapped texts is the height of a single line. The strip asks the cells for their
 * height at the width they get: their natural width, or the whole strip when that is wider. */
static void
strip_measure (GtkWidget      *widget,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline,
               int            *natural_baseline)
{
  GtkWidget *scrolled = gtk_widget_get_first_child (widget);
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  GtkWidget *cells = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  int cells_width;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (scrolled, orientation, for_size, minimum, natural, NULL, NULL);
      return;
    }

  gtk_widget_measure (cells, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &cells_width, NULL, NULL);
  gtk_widget_measure (cells, GTK_ORIENTATION_VERTICAL, MAX (cells_width, for_size),
                      minimum, natural, NULL, NULL);
}

static void
strip_allocate (GtkWidget *widget,
                int        width,
                int        height,
                int        baseline)
{
  gtk_widget_allocate (gtk_widget_get_first_child (widget), width, height, baseline, NULL);
}

/* A strip of cells that scrolls with every other strip of the table. */
static GtkWidget *
new_scrolled (BkComparisonView *self,
              GtkWidget        *cells)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *viewport = gtk_viewport_new (NULL, NULL);

  /* On a narrow window the columns keep their natural width and scroll, rather than squeezing
   * every value into a word a line. */
  gtk_scrollable_set_hscroll_policy (GTK_SCROLLABLE (viewport), GTK_SCROLL_NATURAL);
  gtk_viewport_set_child (GTK_VIEWPORT (viewport), cells);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_EXTERNAL,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_hadjustment (GTK_SCROLLED_WINDOW (scrolled), self->hadjustment);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), viewport);
  /* A scrolled window without a focusable child takes the focus itself, so that the keyboard
   * can scroll it: one Tab stop for the whole table (the column headers, below), not one
   * unnamed stop a row. Not focusable is not enough: its focus handler would still claim the
   * focus it cannot take, and Tab would stop there. */
  gtk_widget_set_can_focus (scrolled, FALSE);

  return scrolled;
}

static GtkWidget *
new_strip (BkComparisonView *self,
           GtkWidget        *cells)
{
  GtkWidget *strip = adw_bin_new ();

  gtk_widget_set_layout_manager (strip, gtk_custom_layout_new (strip_request_mode, strip_measure,
                                                               strip_allocate));
  adw_bin_set_child (ADW_BIN (strip), new_scrolled (self, cells));

  return strip;
}

/* The column headers' strip is the table's one Tab stop: Ctrl+Left and Ctrl+Right there
 * scroll every strip, which share one adjustment. */
static GtkWidget *
new_header_strip (BkComparisonView *self,
                  GtkWidget        *cells)
{
  GtkWidget *strip = new_strip (self, cells);
  GtkWidget *scrolled = adw_bin_get_child (ADW_BIN (strip));

  gtk_widget_set_can_focus (scrolled, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (scrolled),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Compared profiles"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Ctrl+Left and Ctrl+Right scroll the table’s columns"),
                                  -1);

  return strip;
}

/* A row's title. Titles wrap between words only, so that the narrow column never splits one. */
static GtkWidget *
new_title (const char *text)
{
  g_autofree char *joined = bk_words_join_compounds (text);
  GtkWidget *title = gtk_label_new (joined);

  gtk_label_set_xalign (GTK_LABEL (title), 0.f);
  gtk_label_set_yalign (GTK_LABEL (title), 0.f);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (title),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                    -1);
  gtk_label_set_width_chars (GTK_LABEL (title), 8);
  gtk_label_set_max_width_chars (GTK_LABEL (title), MAX_TITLE_CHARS);
  gtk_widget_add_css_class (title, "comparison-title");

  return title;
}

static GtkWidget *
new_cells_box (void)
{
  GtkWidget *cells = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_box_set_homogeneous (GTK_BOX (cells), TRUE);

  return cells;
}

/* A row of the grid: its title in the first column, its strip of cells in the second. */
static void
attach_row (BkComparisonView *self,
            GtkWidget        *title,
            GtkWidget        *strip,
            int               y)
{
  gtk_widget_add_css_class (title, "comparison-row");
  gtk_widget_add_css_class (strip, "comparison-row");
  gtk_grid_attach (self->table, title, 0, y, 1, 1);
  gtk_grid_attach (self->table, strip, 1, y, 1, 1);
}

static void
attach_section (BkComparisonView *self,
                const char       *text,
                int               y)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.f);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "comparison-section");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 3,
                                  -1);
  gtk_grid_attach (self->table, label, 0, y, 2, 1);
}

static void
clear_table (BkComparisonView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table))) != NULL)
    gtk_grid_remove (self->table, child);

  memset (self->rows, 0, sizeof self->rows);
  memset (self->names, 0, sizeof self->names);
  g_clear_object (&self->cell_group);
  self->n_columns = 0;
}

/* The scrollbar's row is as tall as the scrollbar where the columns do not fit the width the
 * table gives them, and takes no room where they do: decided as the grid measures the row for
 * that width, so the row never changes its height in the middle of an allocation. */
static void
scrollbar_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  GtkWidget *scrollbar = gtk_widget_get_first_child (widget);
  GtkWidget *columns = g_object_get_data (G_OBJECT (widget), "bk-columns");
  int columns_width;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (scrollbar, orientation, -1, minimum, natural, NULL, NULL);
      return;
    }

  gtk_widget_measure (columns, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &columns_width, NULL, NULL);
  if (for_size >= 0 && columns_width <= for_size)
    {
      *minimum = *natural = 0;
      return;
    }

  gtk_widget_measure (scrollbar, orientation, -1, minimum, natural, NULL, NULL);
}

static void
scrollbar_allocate (GtkWidget *widget,
                    int        width,
                    int        height,
                    int        baseline)
{
  GtkWidget *scrollbar = gtk_widget_get_first_child (widget);
  int needed;

  gtk_widget_measure (scrollbar, GTK_ORIENTATION_VERTICAL, -1, &needed, NULL, NULL, NULL);
  gtk_widget_set_child_visible (scrollbar, height >= needed && needed > 0);
  gtk_widget_allocate (scrollbar, width, MAX (height, needed), baseline, NULL);
}

/* The one visible scrollbar of the table's strips, which scroll together. */
static GtkWidget *
new_scrollbar_row (BkComparisonView *self,
                   GtkWidget        *columns)
{
  GtkWidget *row = adw_bin_new ();
  GtkWidget *scrollbar = gtk_scrollbar_new (GTK_ORIENTATION_HORIZONTAL, self->hadjustment);

  gtk_widget_set_layout_manager (row, gtk_custom_layout_new (strip_request_mode, scrollbar_measure,
                                                             scrollbar_allocate));
  g_object_set_data (G_OBJECT (row), "bk-columns", columns);
  gtk_widget_add_css_class (row, "comparison-scrollbar");
  adw_bin_set_child (ADW_BIN (row), scrollbar);

  return row;
}

/* The table is one grid, so that each row is as tall as its tallest cell or title and the
 * titles share one width; the second column holds the scrolled strips. */
static void
build_table (BkComparisonView *self,
             guint             n_columns)
{
  GtkWidget *title;
  GtkWidget *cells;
  GtkWidget *strip;
  int y = 0;

  clear_table (self);

  self->n_columns = n_columns;
  self->cell_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_adjustment_set_value (self->hadjustment, 0);

  /* The column headers. */
  cells = new_cells_box ();
  for (guint i = 0; i < n_columns; i++)
    gtk_box_append (GTK_BOX (cells), new_header_cell (self, i));
  title = new_title (NULL);
  strip = new_header_strip (self, cells);
  gtk_widget_add_css_class (title, "comparison-header");
  gtk_widget_add_css_class (strip, "comparison-header");
  gtk_grid_attach (self->table, title, 0, y, 1, 1);
  gtk_grid_attach (self->table, strip, 1, y++, 1, 1);

  /* The one visible scrollbar, under the column headers where it is seen at once, in a row of
   * its own, and only while the columns do not fit. */
  gtk_grid_attach (self->table, new_scrollbar_row (self, cells), 1, y++, 1, 1);

  for (BkComparisonRow r = 0; r < BK_COMPARISON_N_ROWS; r++)
    {
      Row *row = &self->rows[r];

      if (r == 0)
        attach_section (self, C_("comparison section", "Inputs"), y++);
      else if (r == BK_COMPARISON_FIRST_RESULT)
        attach_section (self, C_("comparison section", "Results"), y++);

      cells = new_cells_box ();
      for (guint i = 0; i < n_columns; i++)
        gtk_box_append (GTK_BOX (cells), new_value_cell (self, row, i));

      row->title = new_title (bk_comparison_row_title (r));
      row->strip = new_strip (self, cells);
      attach_row (self, row->title, row->strip, y++);
    }
}

static char *
cell_description (BkComparison    *comparison,
                  BkComparisonRow  r,
                  guint            column)
{
  const char *value = bk_comparison_get_value (comparison, r, column);
  const char *detail = bk_comparison_get_detail (comparison, r, column);
  g_autofree char *text = NULL;

  /* Translators: one cell of the comparison table, read aloud: the row's title ("Total cost,
   * renting"), the profile's name and the value. */
  text = g_strdup_printf (C_("comparison cell", "%s, %s: %s"), bk_comparison_row_title (r),
                          bk_comparison_get_column_title (comparison, column), value);

  if (detail != NULL)
    {
      g_autofree char *with_detail = NULL;

      /* Translators: a cell read aloud, then the smaller line under its value ("3 own GPUs"). */
      with_detail = g_strdup_printf (C_("comparison cell", "%s (%s)"), text, detail);
      g_set_str (&text, with_detail);
    }

  if (bk_comparison_is_cheapest (comparison, r, column))
    /* Translators: a cell read aloud whose total cost is the lowest of its profile's. */
    return g_strdup_printf (C_("comparison cell", "%s, this profile’s lowest total cost"), text);

  return g_steal_pointer (&text);
}

static void
update_table (BkComparisonView *self)
{
  BkComparison *comparison = self->comparison;

  g_assert (comparison != NULL);
  g_assert (bk_comparison_get_n_profiles (comparison) == self->n_columns);

  for (guint i = 0; i < self->n_columns; i++)
    gtk_label_set_label (GTK_LABEL (self->names[i]),
                         bk_comparison_get_column_title (comparison, i));

  for (BkComparisonRow r = 0; r < BK_COMPARISON_N_ROWS; r++)
    {
      Row *row = &self->rows[r];
      gboolean differs = bk_comparison_get_differs (comparison, r);
      gboolean shown = bk_comparison_get_shown (comparison, r);

      gtk_widget_set_visible (row->title, shown);
      gtk_widget_set_visible (row->strip, shown);
      set_class (row->title, "differs", differs);
      set_class (row->strip, "differs", differs);
      if (differs)
        gtk_accessible_update_property (GTK_ACCESSIBLE (row->title),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        _("Differs between the profiles"),
                                        -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (row->title),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

      for (guint i = 0; i < self->n_columns; i++)
        {
          const char *detail = bk_comparison_get_detail (comparison, r, i);
          gboolean cheapest = bk_comparison_is_cheapest (comparison, r, i);
          g_autofree char *description = cell_description (comparison, r, i);

          gtk_label_set_label (GTK_LABEL (row->values[i]), bk_comparison_get_value (comparison, r, i));
          gtk_label_set_label (GTK_LABEL (row->details[i]), detail);
          gtk_widget_set_visible (row->details[i], detail != NULL);
          gtk_widget_set_visible (row->marks[i], cheapest);
          set_class (row->cells[i], "cheapest", cheapest);
          gtk_accessible_update_property (GTK_ACCESSIBLE (row->values[i]),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                          -1);
        }
    }

  gtk_label_set_label (self->note_label, bk_comparison_get_note (comparison));
  gtk_widget_set_visible (self->note_box, bk_comparison_get_note (comparison) != NULL);
}

/* One colour per profile; the option is told by the stroke, as the legend says. The read-out
 * starts afresh on the new lines. */
static void
update_chart (BkComparisonView *self)
{
  g_autoptr(GPtrArray) series = NULL;
  g_autofree char *summary = NULL;

  bk_chart_clear (self->chart);

  if (self->comparison == NULL)
    return;

  series = bk_chart_series_for_comparison (self->comparison);
  summary = bk_chart_summary_describe_comparison (self->comparison);

  /* Amounts in different currencies share the axis as plain numbers; the labels name them. */
  bk_chart_set_currency (self->chart, bk_comparison_get_currency (self->comparison));
  bk_chart_set_series (self->chart, series, -1, NAN, summary);
}

static void
recompute (BkComparisonView *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_object (&self->comparison);

  if (self->profiles != NULL)
    self->comparison = bk_comparison_new (self->profiles, &error);

  if (self->comparison != NULL)
    {
      if (self->n_columns != bk_comparison_get_n_profiles (self->comparison))
        build_table (self, bk_comparison_get_n_profiles (self->comparison));
      update_table (self);
      gtk_stack_set_visible_child_name (self->stack, "comparison");
    }
  else
    {
      clear_table (self);
      adw_status_page_set_description (self->status_page,
                                       error != NULL ? error->message
                                                     : _("Select two to four profiles to see them "
                                                         "side by side"));
      gtk_stack_set_visible_child_name (self->stack, "empty");
    }

  update_chart (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "comparison.export-csv",
                                 self->comparison != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "comparison.export-png",
                                 self->comparison != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "comparison.export-svg",
                                 self->comparison != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "comparison.print", self->comparison != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "comparison.export-pdf",
                                 self->comparison != NULL);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPARISON]);
}

/* A change of one profile, once every followed profile's best strategy in time is known. */
static void
strategy_done_cb (BkComparisonView *self)
{
  for (guint i = 0; i < BK_COMPARISON_MAX_PROFILES; i++)
    if (self->results[i] != NULL
        && !bk_profile_results_is_done (self->results[i], BK_RESULTS_STAGE_STRATEGY))
      return;

  recompute (self);
}

static void
disconnect_profiles (BkComparisonView *self)
{
  for (guint i = 0; i < BK_COMPARISON_MAX_PROFILES; i++)
    {
      if (self->results_signals[i] != NULL)
        g_signal_group_set_target (self->results_signals[i], NULL);
      if (self->results[i] != NULL)
        bk_profile_results_unwatch (self->results[i], BK_RESULTS_STAGE_STRATEGY);
      g_clear_object (&self->results[i]);
    }

  g_clear_pointer (&self->profiles, g_ptr_array_unref);
}

/* Export */

static gboolean
write_csv (gpointer   source,
           GFile     *file,
           GError   **error)
{
  return bk_comparison_view_save_csv (BK_COMPARISON_VIEW (source), file, error);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BkComparisonView *self = BK_COMPARISON_VIEW (widget);
  BkChartExportFormat format;
  const char *title = NULL;
  g_autofree char *name = NULL;

  if (self->comparison == NULL)
    return;

  if (g_str_equal (action_name, "comparison.export-png"))
    {
      format = BK_CHART_EXPORT_PNG;
    }
  else if (g_str_equal (action_name, "comparison.export-svg"))
    {
      format = BK_CHART_EXPORT_SVG;
    }
  else
    {
      format = BK_CHART_EXPORT_CSV;
      title = _("Export Comparison");
    }

  /* Translators: the suggested file name of an exported comparison, without its extension. */
  name = g_strconcat (C_("file name", "Comparison"), ".", bk_chart_export_get_suffix (format),
                      NULL);

  bk_chart_export_choose (widget, self->toast_overlay, self->chart, format, title, name,
                          write_csv, G_OBJECT (self), self->cancellable);
}

static void
paper_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BkComparisonView *self = BK_COMPARISON_VIEW (widget);
  g_autoptr(BkPaper) paper = NULL;
  g_autofree char *name = NULL;

  if (self->comparison == NULL)
    return;

  paper = bk_paper_new_for_comparison (self->comparison, NULL);
  if (g_str_equal (action_name, "comparison.print"))
    {
      bk_paper_print (paper, GTK_WINDOW (gtk_widget_get_root (widget)));
      return;
    }

  name = g_strconcat (C_("file name", "Comparison"), ".pdf", NULL);
  bk_paper_export_choose (paper, widget, self->toast_overlay, name, self->cancellable);
}

static void
bk_comparison_view_dispose (GObject *object)
{
  BkComparisonView *self = (BkComparisonView *)object;

  g_cancellable_cancel (self->cancellable);
  disconnect_profiles (self);
  g_clear_object (&self->comparison);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_COMPARISON_VIEW);

  G_OBJECT_CLASS (bk_comparison_view_parent_class)->dispose (object);
}

static void
bk_comparison_view_finalize (GObject *object)
{
  BkComparisonView *self = (BkComparisonView *)object;

  g_clear_object (&self->cancellable);
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->cell_group);
  for (guint i = 0; i < BK_COMPARISON_MAX_PROFILES; i++)
    g_clear_object (&self->results_signals[i]);

  G_OBJECT_CLASS (bk_comparison_view_parent_class)->finalize (object);
}

static void
bk_comparison_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BkComparisonView *self = BK_COMPARISON_VIEW (object);

  switch (prop_id)
    {
    case PROP_COMPARISON:
      g_value_set_object (value, self->comparison);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_comparison_view_class_init (BkComparisonViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_comparison_view_dispose;
  object_class->finalize = bk_comparison_view_finalize;
  object_class->get_property = bk_comparison_view_get_property;

  /* Replaced (and notified) whenever the profiles are set or one of them changes. */
  properties[PROP_COMPARISON] =
    g_param_spec_object ("comparison", NULL, NULL, BK_TYPE_COMPARISON,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BK_TYPE_CHART);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-comparison-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BkComparisonView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BkComparisonView, stack);
  gtk_widget_class_bind_template_child (widget_class, BkComparisonView, status_page);
  gtk_widget_class_bind_template_child (widget_class, BkComparisonView, note_box);
  gtk_widget_class_bind_template_child (widget_class, BkComparisonView, note_label);
  gtk_widget_class_bind_template_child (widget_class, BkComparisonView, table);
  gtk_widget_class_bind_template_child (widget_class, BkComparisonView, chart);

  gtk_widget_class_install_action (widget_class, "comparison.export-csv", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "comparison.export-png", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "comparison.export-svg", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "comparison.print", NULL, paper_action);
  gtk_widget_class_install_action (widget_class, "comparison.export-pdf", NULL, paper_action);

  gtk_widget_class_set_css_name (widget_class, "comparisonview");
}

static void
bk_comparison_view_init (BkComparisonView *self)
{
  for (guint i = 0; i < BK_COMPARISON_MAX_PROFILES; i++)
    {
      self->results_signals[i] = g_signal_group_new (BK_TYPE_PROFILE_RESULTS);
      g_signal_group_connect_object (self->results_signals[i], "notify::strategy-analysis",
                                     G_CALLBACK (strategy_done_cb), self, G_CONNECT_SWAPPED);
    }

  gtk_widget_init_template (GTK_WIDGET (self));
  bk_accessible_complete (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->hadjustment = g_object_ref_sink (gtk_adjustment_new (0, 0, 0, 0, 0, 0));

  recompute (self);
}

/* Public API */

/* Returns: (transfer floating): a comparison page showing nothing until it gets profiles */
GtkWidget *
bk_comparison_view_new (void)
{
  return g_object_new (BK_TYPE_COMPARISON_VIEW, NULL);
}

/**
 * bk_comparison_view_set_profiles:
 * @profiles: (nullable) (element-type BkProfile): two to four profiles, in column order
 *
 * Shows the profiles side by side and follows their results, stage by stage: the table and the
 * chart are made anew when a profile's best strategy in time is known after a change. The array
 * is copied; the profiles are kept. With %NULL, or with fewer than two or more than four profiles, the page says what it
 * needs instead.
 */
void
bk_comparison_view_set_profiles (BkComparisonView *self,
                                 GPtrArray        *profiles)
{
  g_return_if_fail (BK_IS_COMPARISON_VIEW (self));

  if (profiles != NULL)
    {
      for (guint i = 0; i < profiles->len; i++)
        g_return_if_fail (BK_IS_PROFILE (g_ptr_array_index (profiles, i)));
    }

  disconnect_profiles (self);

  if (profiles != NULL)
    {
      self->profiles = g_ptr_array_new_full (profiles->len, g_object_unref);

      for (guint i = 0; i < profiles->len; i++)
        {
          BkProfile *profile = g_ptr_array_index (profiles, i);

          gboolean followed = FALSE;

          /* A profile compared with itself is followed once. */
          for (guint j = 0; j < i; j++)
            followed |= g_ptr_array_index (profiles, j) == (gpointer) profile;

          g_ptr_array_add (self->profiles, g_object_ref (profile));
          if (i < BK_COMPARISON_MAX_PROFILES && !followed)
            {
              self->results[i] = bk_profile_results_dup_for_profile (profile);
              bk_profile_results_watch (self->results[i], BK_RESULTS_STAGE_STRATEGY);
              /* Shown at once, with every figure; later changes notify. */
              bk_profile_results_finish_strategy (self->results[i]);
              g_signal_group_set_target (self->results_signals[i], self->results[i]);
            }
        }
    }

  /* The columns are built anew for a new set of profiles. */
  clear_table (self);
  recompute (self);
}

/* Returns: (transfer none) (nullable): the comparison shown, %NULL while there is none */
BkComparison *
bk_comparison_view_get_comparison (BkComparisonView *self)
{
  g_return_val_if_fail (BK_IS_COMPARISON_VIEW (self), NULL);

  return self->comparison;
}

/* Returns: (transfer none): the chart with every profile's lines */
BkChart *
bk_comparison_view_get_chart (BkComparisonView *self)
{
  g_return_val_if_fail (BK_IS_COMPARISON_VIEW (self), NULL);

  return self->chart;
}

/**
 * bk_comparison_view_get_cell:
 *
 * Returns: (transfer none) (nullable): the table's cell of a row and a profile, a box with the
 *   value, the detail line and the cheapest mark; %NULL outside the table
 */
GtkWidget *
bk_comparison_view_get_cell (BkComparisonView *self,
                             BkComparisonRow   row,
                             guint             column)
{
  g_return_val_if_fail (BK_IS_COMPARISON_VIEW (self), NULL);
  g_return_val_if_fail (row < BK_COMPARISON_N_ROWS, NULL);

  if (column >= self->n_columns)
    return NULL;

  return self->rows[row].cells[column];
}

/**
 * bk_comparison_view_save_csv:
 *
 * Writes the comparison as CSV (see bk_comparison_to_csv()), replacing the file.
 *
 * Returns: %TRUE on success; %FALSE with @error set when there is nothing to compare or the file
 *   cannot be written
 */
gboolean
bk_comparison_view_save_csv (BkComparisonView  *self,
                             GFile             *file,
                             GError           **error)
{
  g_autofree char *csv = NULL;

  g_return_val_if_fail (BK_IS_COMPARISON_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->comparison == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("There is no comparison to export: select two to four profiles"));
      return FALSE;
    }

  csv = bk_comparison_to_csv (self->comparison);

  return g_file_replace_contents (file, csv, strlen (csv), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}
