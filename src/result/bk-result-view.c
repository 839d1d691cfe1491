/* bk-result-view.c: the verdict, the key figures, the chart and the cost breakdown of a profile
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * There is no calculate button: the view follows the profile's results (BkProfileResults) stage
 * by stage as they are done, and keeps no figure of its own: its handlers read the results when
 * a stage is done and set the labels (bk-result-view-words.c), and the chart's feed follows
 * them itself. The analysis stage, in the profile's "changed" signal, updates the verdict, the
 * key figures and the chart's lines; the strategy stage, after that frame, the sentence and
 * dotted line of the best time to buy and the groups below the first screen (the checklist, the
 * breakdown, the uncertainty's words); the uncertainty stage the chart's bands, the spreads and
 * the tornado. The view runs no stage of its own. With tax on, its switch shows the figures before tax: the view then
 * asks the results for those (#BkResultView:before-tax).
 */

#define G_LOG_DOMAIN "bk-result-view"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <string.h>

#include "bk-analysis.h"
#include "bk-breakdown-table.h"
#include "bk-catalogue.h"
#include "bk-chart-feed.h"
#include "bk-chart.h"
#include "bk-closures.h"
#include "bk-deferred.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-types.h"
#include "bk-format.h"
#include "bk-pricing.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-result-box.h"
#include "bk-result-view-private.h"
#include "bk-result-view.h"
#include "bk-tornado.h"
#include "bk-uncertainty.h"
#include "bk-words.h"
#include "bk-model-enums.h"


enum {
  PROP_0,
  PROP_PROFILE,
  PROP_RESULTS,
  PROP_BEFORE_TAX,
  PROP_COMPACT,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkResultView, bk_result_view, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static const char *
profile_currency (BkResultView *self)
{
  return bk_pricing_get_currency (bk_profile_get_pricing (self->profile));
}

/* The analysis as the page shows it: after tax, or before when switched so; %NULL without a
 * profile. */
static BkAnalysis *
shown (BkResultView *self)
{
  return self->results != NULL ? bk_profile_results_get_analysis (self->results, self->before_tax)
                               : NULL;
}

static void
set_lean_class (GtkWidget *widget,
                BkLean     lean)
{
  for (BkLean l = BK_LEAN_NEUTRAL; l <= BK_LEAN_BUY; l++)
    gtk_widget_remove_css_class (widget, bk_lean_css_class (l));
  gtk_widget_add_css_class (widget, bk_lean_css_class (lean));
}

static void
update_checklist (BkResultView *self)
{
  BkAnalysis *analysis = shown (self);

  for (BkChecklistItem item = 0; item < BK_N_CHECKLIST_ITEMS; item++)
    {
      BkLean lean = bk_analysis_get_lean (analysis, item);
      g_autofree char *reason = bk_words_checklist_reason (analysis, item);

      adw_action_row_set_subtitle (self->lean_rows[item], reason);

      /* Setting the same icon and classes again would restyle and redraw the row. */
      if (gtk_widget_has_css_class (GTK_WIDGET (self->lean_labels[item]), bk_lean_css_class (lean)))
        continue;

      gtk_image_set_from_icon_name (self->lean_icons[item], bk_lean_icon_name (lean));
      gtk_label_set_label (self->lean_labels[item], bk_words_lean (lean));
      set_lean_class (GTK_WIDGET (self->lean_labels[item]), lean);
      set_lean_class (GTK_WIDGET (self->lean_icons[item]), lean);
    }
}

static void
update_breakdown (BkResultView *self)
{
  BkAnalysis *analysis = shown (self);

  bk_breakdown_table_update (&self->breakdown, analysis, profile_currency (self),
                             bk_closure_hybrid_distinct (NULL, analysis, FALSE));
}

static void
update_highlight (BkResultView *self)
{
  GtkLabel *labels[BK_N_OPTIONS] = {
    self->rent_tco_label, self->buy_tco_label, self->hybrid_tco_label,
  };
  BkAnalysis *analysis = shown (self);
  BkOption best = bk_verdict_option (analysis);

  for (BkOption option = BK_OPTION_RENT; option < BK_N_OPTIONS; option++)
    {
      if (option == best)
        gtk_widget_add_css_class (GTK_WIDGET (labels[option]), "verdict-option");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (labels[option]), "verdict-option");
    }

  for (BkVerdict verdict = BK_VERDICT_RENT; verdict <= BK_VERDICT_BUY_REQUIRED; verdict++)
    {
      g_autofree char *css = g_strconcat ("verdict-", bk_verdict_to_string (verdict), NULL);

      /* Without any demand no verdict's colour: there is nothing to compare. */
      if (verdict == bk_analysis_get_verdict (analysis) && !bk_analysis_get_no_demand (analysis))
        gtk_widget_add_css_class (self->box, css);
      else
        gtk_widget_remove_css_class (self->box, css);
    }
}

/* The sensitivity group is shown with a tornado only, and like the uncertainty's group only where
 * the page compares renting with buying. Its one rule for every stage: were the analysis stage
 * to show it before the strategy stage hides it again, everything below it would move down and
 * back up with each change, and be laid out and drawn again twice. */
static void
update_sensitivity_group (BkResultView *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->sensitivity_group),
                          bk_tornado_get_uncertainty (self->tornado) != NULL
                          && gtk_widget_get_visible (GTK_WIDGET (self->uncertainty_group)));
}

/* Shows the uncertainty in words: how often buying wins, when it breaks even, the spread of the
 * totals; while it is worked out, that it is; or, without ranges, how to get some. */
static void
update_uncertainty_texts (BkResultView *self)
{
  const char *currency = self->profile ? profile_currency (self) : NULL;
  gboolean has_ranges = self->profile != NULL && bk_profile_has_ranges (self->profile);
  gboolean computing = self->results != NULL && bk_profile_results_get_computing (self->results);
  /* The Monte Carlo analysis works out the figures after tax: beside those before tax it would
   * mislead. */
  gboolean after_tax_only = self->before_tax && self->results != NULL
                            && bk_analysis_get_after_tax (bk_profile_results_get_analysis (
                                 self->results, FALSE));
  BkUncertainty *u = bk_result_view_get_uncertainty (self);

  if (self->uncertainty_group == NULL)
    return;

  gtk_widget_set_visible (self->uncertainty_box, u != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->uncertainty_spinner), computing && !after_tax_only);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->uncertainty_group),
                               GTK_ACCESSIBLE_STATE_BUSY, computing,
                               -1);

  if (!has_ranges || after_tax_only || u == NULL)
    {
      g_autofree char *pending = bk_words_uncertainty_pending (has_ranges, after_tax_only);

      adw_preferences_group_set_description (self->uncertainty_group, pending);
    }

  bk_tornado_set_uncertainty (self->tornado, u, currency);
  update_sensitivity_group (self);

  if (u == NULL)
    return;

  {
    g_autofree char *description = bk_uncertainty_describe_samples (u);
    g_autofree char *buy = bk_uncertainty_describe_probability (u, BK_OPTION_BUY);
    g_autofree char *hybrid = bk_uncertainty_describe_probability (u, BK_OPTION_HYBRID);
    g_autofree char *buy_month = bk_uncertainty_describe_buy_month (u);
    g_autofree char *months = bk_uncertainty_describe_break_even_spread (u);
    gboolean hybrid_distinct = bk_uncertainty_get_hybrid_distinct (u);

    adw_preferences_group_set_description (self->uncertainty_group, description);
    gtk_label_set_label (self->probability_label, buy);
    gtk_label_set_label (self->hybrid_probability_label, hybrid);
    gtk_widget_set_visible (GTK_WIDGET (self->hybrid_probability_label), hybrid_distinct);
    gtk_label_set_label (self->buy_month_label, buy_month);
    gtk_widget_set_visible (GTK_WIDGET (self->buy_month_label), *buy_month != '\0');
    gtk_label_set_label (self->break_even_spread_label, months);

    for (BkOption o = BK_OPTION_RENT; o < BK_N_OPTIONS; o++)
      {
        g_autofree char *spread = bk_uncertainty_describe_tco_span (u, o, currency);

        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->spread_rows[o]),
                                       bk_option_get_label (o));
        gtk_label_set_label (self->spread_labels[o], spread);
      }
    gtk_widget_set_visible (GTK_WIDGET (self->spread_rows[BK_OPTION_HYBRID]), hybrid_distinct);
  }
}

/* The groups below the first screen: brought up to date with the strategy stage, after the
 * frame with the verdict, the key figures and the chart, since re-laying out their wrapped texts
 * and grid takes longer than the rest of the page. */
static void
update_lower_groups (BkResultView *self)
{
  if (self->results != NULL && self->lower_groups_shown)
    {
      update_checklist (self);
      update_breakdown (self);
    }
  update_uncertainty_texts (self);
}

static void
fill_ranges_cb (BkResultView *self)
{
  /* The view has no settings of its own: the shipped rates find an offer the prices step
   * converted, unless the user edited that rate. */
  g_autoptr(BkExchangeRates) rates = bk_exchange_rates_dup_with_settings (NULL);

  if (self->profile != NULL)
    bk_profile_fill_default_ranges (self->profile, bk_catalogue_get_current (), rates);
}

/* With tax on, the switch beside the key figures shows them after tax or before, and the rule
 * applied is said below them. */
static void
update_tax (BkResultView *self)
{
  BkAnalysis *taxed = self->results != NULL ? bk_profile_results_get_analysis (self->results, FALSE)
                                            : NULL;
  gboolean after_tax = taxed != NULL && bk_analysis_get_after_tax (taxed);
  g_autofree char *lost = taxed != NULL ? bk_analysis_describe_lost_hours (taxed) : NULL;
  g_autofree char *rule = NULL;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->tax_box, after_tax);
  if (after_tax)
    rule = bk_pricing_describe_tax (bk_profile_get_pricing (self->profile));

  /* The lost hours, then the tax rule, below the key figures. */
  text = g_strjoin ("\n", lost != NULL ? lost : rule, lost != NULL ? rule : NULL, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->tax_label), text != NULL && *text != '\0');
  gtk_label_set_label (self->tax_label, text);
}

/* docs/model.md#no-rent-price: without a rent price the page shows what buying costs alone, and
 * nothing that compares it with renting for nothing. docs/model.md#no-demand: without any
 * demand there is nothing to compare at all; the key figures follow their binding. */
static void
show_comparison (BkResultView *self)
{
  BkAnalysis *analysis = shown (self);
  gboolean priced = analysis == NULL
                    || (bk_analysis_get_verdict (analysis) != BK_VERDICT_NO_RENT_PRICE
                        && !bk_analysis_get_no_demand (analysis));
  GtkLabel *rows[] = { self->rent_tco_label, self->break_even_label, self->optimal_label };

  /* NULL once the view is disposed. */
  if (self->chart_group == NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (rows[i]), ADW_TYPE_PREFERENCES_ROW),
                            priced);
  gtk_widget_set_visible (self->chart_group, priced);
  /* Nothing to say when buying is all there is: no gap where the texts would be. */
  gtk_widget_set_visible (GTK_WIDGET (self->agreement_label), priced);
  gtk_widget_set_visible (GTK_WIDGET (self->strategy_label), priced);
  if (self->uncertainty_group != NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->uncertainty_group), priced);
      update_sensitivity_group (self);
    }
  if (self->lower_groups_shown)
    gtk_widget_set_visible (GTK_WIDGET (self->breakdown_group), priced);
}

/* Another catalogue: the note on old prices is read again, even were it at the last one's
 * address. */
static void
catalogue_changed_cb (BkResultView *self)
{
  g_clear_pointer (&self->prices_note_key, g_free);
  _bk_result_view_update_prices_note (self);
}

/* Stage 1: the verdict card, the key figures, their colours and what the page shows at all;
 * the chart follows its feed. */
static void
analysis_done_cb (BkResultView *self)
{
  _bk_result_view_update_figures (self);
  if (self->results != NULL)
    update_highlight (self);

  gtk_widget_set_visible (self->box, self->results != NULL);
  show_comparison (self);
  update_tax (self);
}

/* Stage 2: the strategy's sentence and the groups below the first screen; its line follows
 * the chart's feed. */
static void
strategy_done_cb (BkResultView *self)
{
  _bk_result_view_update_strategy (self);
  update_lower_groups (self);
}

/* Stage 3, and the drop of the last one with a change. The verdict's disagreement follows it
 * either way; its other words at once when it arrives, and with the strategy stage when it
 * goes. */
static void
uncertainty_done_cb (BkResultView *self)
{
  _bk_result_view_update_disagreement (self);
  if (bk_result_view_get_uncertainty (self) != NULL)
    update_uncertainty_texts (self);
}

/* Everything at once, for a profile just shown and for the tax switch. */
static void
show_results (BkResultView *self)
{
  analysis_done_cb (self);
  _bk_result_view_update_strategy (self);
  update_lower_groups (self);
}

static void
tax_switch_cb (BkResultView *self)
{
  gboolean before_tax = !gtk_switch_get_active (self->tax_switch);

  if (self->before_tax == before_tax)
    return;

  self->before_tax = before_tax;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEFORE_TAX]);
  show_results (self);
}

static void
set_results (BkResultView     *self,
             BkProfileResults *results)
{
  if (self->results == results)
    return;

  if (self->results != NULL)
    bk_profile_results_unwatch (self->results, BK_RESULTS_STAGE_UNCERTAINTY);
  g_set_object (&self->results, results);

  if (results != NULL)
    {
      bk_profile_results_watch (results, BK_RESULTS_STAGE_UNCERTAINTY);
      /* A profile just opened shows its own strategy at once, never the last profile's. */
      bk_profile_results_finish_strategy (results);
    }

  g_signal_group_set_target (self->results_signals, results);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULTS]);
}

static void
build_checklist (BkResultView *self)
{
  for (BkChecklistItem item = 0; item < BK_N_CHECKLIST_ITEMS; item++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new (NULL);
      /* The tag says the lean in words; the icon only repeats it. */
      GtkWidget *icon = g_object_new (GTK_TYPE_IMAGE,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                      NULL);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), bk_words_checklist_item (item));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_widget_add_css_class (icon, "lean-icon");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (label, "lean-tag");
      gtk_widget_add_css_class (label, "caption-heading");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);

      adw_preferences_group_add (self->checklist_group, row);

      self->lean_rows[item] = ADW_ACTION_ROW (row);
      self->lean_icons[item] = GTK_IMAGE (icon);
      self->lean_labels[item] = GTK_LABEL (label);
    }
}

/* The uncertainty and the sensitivity group are below the first screen and have more widgets
 * than the rest of the view together, so they are built from their own file once the first
 * frame is on screen, or when someone asks for the tornado. */
static void
ensure_uncertainty_groups (BkResultView *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  /* The chart's group is NULL once the view is disposed. */
  if (self->uncertainty_group != NULL || self->chart_group == NULL)
    return;

  builder = gtk_builder_new_from_resource ("/io/github/breakeven/Breakeven/ui/"
                                           "bk-result-view-uncertainty.ui");

#define GET(type, name) type (gtk_builder_get_object (builder, name))
  self->uncertainty_group = GET (ADW_PREFERENCES_GROUP, "uncertainty_group");
  self->uncertainty_spinner = GET (ADW_SPINNER, "uncertainty_spinner");
  self->uncertainty_box = GET (GTK_WIDGET, "uncertainty_box");
  self->probability_label = GET (GTK_LABEL, "probability_label");
  self->hybrid_probability_label = GET (GTK_LABEL, "hybrid_probability_label");
  self->buy_month_label = GET (GTK_LABEL, "buy_month_label");
  self->break_even_spread_label = GET (GTK_LABEL, "break_even_spread_label");
  self->spread_rows[BK_OPTION_RENT] = GET (ADW_ACTION_ROW, "rent_spread_row");
  self->spread_rows[BK_OPTION_BUY] = GET (ADW_ACTION_ROW, "buy_spread_row");
  self->spread_rows[BK_OPTION_HYBRID] = GET (ADW_ACTION_ROW, "hybrid_spread_row");
  self->spread_labels[BK_OPTION_RENT] = GET (GTK_LABEL, "rent_spread_label");
  self->spread_labels[BK_OPTION_BUY] = GET (GTK_LABEL, "buy_spread_label");
  self->spread_labels[BK_OPTION_HYBRID] = GET (GTK_LABEL, "hybrid_spread_label");
  self->sensitivity_group = GET (ADW_PREFERENCES_GROUP, "sensitivity_group");
  self->tornado = GET (BK_TORNADO, "tornado");
#undef GET

  g_signal_connect_object (gtk_builder_get_object (builder, "fill_button"), "clicked",
                           G_CALLBACK (fill_ranges_cb), self, G_CONNECT_SWAPPED);

  /* Below the chart: first the uncertainty, then the sensitivity. */
  gtk_widget_insert_after (GTK_WIDGET (self->sensitivity_group), self->box, self->chart_group);
  gtk_widget_insert_after (GTK_WIDGET (self->uncertainty_group), self->box, self->chart_group);

  update_uncertainty_texts (self);
  show_comparison (self);
}

/* The verdict, the totals and the chart fill the screen; the uncertainty, the checklist and the
 * breakdown are below them. Laying those out before the first frame costs the app a good part of
 * its start-up, so they are shown right after it. */
static void
show_lower_groups (BkResultView *self)
{
  if (self->lower_groups_shown)
    return;

  /* NULL once the view is disposed. */
  if (self->chart_group == NULL || self->checklist_group == NULL
      || self->breakdown_group == NULL)
    return;

  /* Their rows are built only now, too: the first frame does without them. */
  self->lower_groups_shown = TRUE;
  ensure_uncertainty_groups (self);
  build_checklist (self);
  bk_breakdown_table_build (&self->breakdown);
  if (self->results != NULL)
    {
      update_checklist (self);
      update_breakdown (self);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->checklist_group), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->breakdown_group), TRUE);
  show_comparison (self);
}

static void
first_frame_cb (GtkWidget *widget,
                gpointer   user_data)
{
  show_lower_groups (BK_RESULT_VIEW (widget));
}

static void
bk_result_view_dispose (GObject *object)
{
  BkResultView *self = (BkResultView *)object;

  set_results (self, NULL);
  g_clear_object (&self->results_signals);
  g_clear_object (&self->profile);
  g_clear_object (&self->chart_feed);
  g_clear_pointer (&self->prices_note_key, g_free);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_RESULT_VIEW);
  self->uncertainty_group = NULL;
  self->uncertainty_spinner = NULL;
  self->uncertainty_box = NULL;
  self->probability_label = NULL;
  self->hybrid_probability_label = NULL;
  self->buy_month_label = NULL;
  self->break_even_spread_label = NULL;
  memset (self->spread_rows, 0, sizeof self->spread_rows);
  memset (self->spread_labels, 0, sizeof self->spread_labels);
  self->sensitivity_group = NULL;
  self->tornado = NULL;

  G_OBJECT_CLASS (bk_result_view_parent_class)->dispose (object);
}

static void
bk_result_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BkResultView *self = BK_RESULT_VIEW (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;

    case PROP_RESULTS:
      g_value_set_object (value, self->results);
      break;

    case PROP_BEFORE_TAX:
      g_value_set_boolean (value, self->before_tax);
      break;

    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_result_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BkResultView *self = BK_RESULT_VIEW (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      bk_result_view_set_profile (self, g_value_get_object (value));
      break;

    case PROP_COMPACT:
      bk_result_view_set_compact (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_result_view_class_init (BkResultViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_result_view_dispose;
  object_class->get_property = bk_result_view_get_property;
  object_class->set_property = bk_result_view_set_property;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The results of the profile shown, shared with the library and every other view of it; the
   * template's labels look the figures up through them. */
  properties[PROP_RESULTS] =
    g_param_spec_object ("results", NULL, NULL, BK_TYPE_PROFILE_RESULTS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Whether the figures are shown before tax: with tax on, when its switch is off. */
  properties[PROP_BEFORE_TAX] =
    g_param_spec_boolean ("before-tax", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* For narrow windows: the breakdown's figures get smaller and closer together. */
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BK_TYPE_CHART);
  g_type_ensure (BK_TYPE_RESULT_BOX);
  g_type_ensure (BK_TYPE_TORNADO);
  g_type_ensure (BK_TYPE_OPTION);
  g_type_ensure (BK_TYPE_PRICING);
  g_type_ensure (BK_TYPE_ANALYSIS);
  g_type_ensure (BK_TYPE_PROFILE_RESULTS);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-result-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BkResultView, box);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, reason_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, disagreement_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, agreement_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, prices_note_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, verdict_mix_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, key_group);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, rent_title);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, rent_mix_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, buy_title);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, hybrid_row);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, hybrid_title);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, hybrid_mix_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, optimal_subtitle);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, strategy_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, rent_tco_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, buy_tco_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, hybrid_tco_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, break_even_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, optimal_label);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, tax_box);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, tax_switch);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, tax_label);
  gtk_widget_class_bind_template_callback (widget_class, tax_switch_cb);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, chart);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, chart_group);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, checklist_group);
  gtk_widget_class_bind_template_child (widget_class, BkResultView, breakdown_group);
  gtk_widget_class_bind_template_child_full (widget_class, "breakdown_grid", FALSE,
                                             G_STRUCT_OFFSET (BkResultView, breakdown.grid));


  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "resultview");
}

static void
bk_result_view_init (BkResultView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The chart follows the results itself, with the figures the page shows. */
  self->chart_feed = bk_chart_feed_new (self->chart);
  g_object_bind_property (self, "results", self->chart_feed, "results", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "before-tax", self->chart_feed, "before-tax",
                          G_BINDING_SYNC_CREATE);

  self->results_signals = g_signal_group_new (BK_TYPE_PROFILE_RESULTS);
  g_signal_group_connect_swapped (self->results_signals, "notify::analysis",
                                  G_CALLBACK (analysis_done_cb), self);
  g_signal_group_connect_swapped (self->results_signals, "notify::strategy-analysis",
                                  G_CALLBACK (strategy_done_cb), self);
  g_signal_group_connect_swapped (self->results_signals, "notify::uncertainty",
                                  G_CALLBACK (uncertainty_done_cb), self);
  bk_catalogue_watch_current (G_CALLBACK (catalogue_changed_cb), self);
  /* What the page shows without a profile. */
  _bk_result_view_update_figures (self);
  _bk_result_view_update_strategy (self);
  gtk_widget_set_visible (self->box, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->checklist_group), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->breakdown_group), FALSE);
  bk_widget_run_after_first_frame (GTK_WIDGET (self), first_frame_cb, NULL);
}

/* Public API */

GtkWidget *
bk_result_view_new (void)
{
  return g_object_new (BK_TYPE_RESULT_VIEW, NULL);
}

/* Returns: (transfer none) (nullable): the profile shown */
BkProfile *
bk_result_view_get_profile (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), NULL);

  return self->profile;
}

void
bk_result_view_set_profile (BkResultView *self,
                            BkProfile    *profile)
{
  g_return_if_fail (BK_IS_RESULT_VIEW (self));
  g_return_if_fail (profile == NULL || BK_IS_PROFILE (profile));

  if (self->profile == profile)
    return;

  g_set_object (&self->profile, profile);
  if (profile != NULL)
    {
      g_autoptr(BkProfileResults) results = bk_profile_results_dup_for_profile (profile);

      set_results (self, results);
    }
  else
    {
      set_results (self, NULL);
    }
  show_results (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

/* Returns: (transfer none) (nullable): the results' analysis of the profile as it is now, as
 * the page shows it (see #BkResultView:before-tax) */
BkAnalysis *
bk_result_view_get_analysis (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), NULL);

  return shown (self);
}

/* Returns: whether the page shows the figures before tax */
gboolean
bk_result_view_get_before_tax (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), FALSE);

  return self->before_tax;
}

/* Returns: (transfer none): the chart, for exporting it */
BkChart *
bk_result_view_get_chart (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), NULL);

  return self->chart;
}

/* Returns: (transfer none): what draws the results on the chart */
BkChartFeed *
bk_result_view_get_chart_feed (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), NULL);

  return self->chart_feed;
}

gboolean
bk_result_view_get_compact (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), FALSE);

  return self->compact;
}

void
bk_result_view_set_compact (BkResultView *self,
                            gboolean      compact)
{
  g_return_if_fail (BK_IS_RESULT_VIEW (self));

  compact = !!compact;
  if (self->compact == compact)
    return;

  self->compact = compact;

  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
  gtk_grid_set_column_spacing (self->breakdown.grid, compact ? 8 : 12);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

/**
 * bk_result_view_set_chart_first:
 * @chart_first: in one column, show the chart right after the verdict, before the key figures
 *
 * For a window that shows the inputs beside the result: the verdict and the chart then stay in
 * view as the inputs change. Where the view is wide enough for two columns the chart is beside
 * the key figures anyway.
 */
void
bk_result_view_set_chart_first (BkResultView *self,
                                gboolean      chart_first)
{
  g_return_if_fail (BK_IS_RESULT_VIEW (self));

  bk_result_box_set_side_first (BK_RESULT_BOX (self->box), chart_first);
}

/**
 * bk_result_view_get_uncertainty:
 *
 * Returns: (transfer none) (nullable): the results' Monte Carlo analysis of the profile as it
 *   is now, as the page shows it: %NULL without ranges, while it is being worked out, and
 *   beside the figures before tax
 */
BkUncertainty *
bk_result_view_get_uncertainty (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), NULL);

  return self->results != NULL ? bk_profile_results_get_uncertainty (self->results,
                                                                     self->before_tax)
                               : NULL;
}

/* Returns: (transfer none): the sensitivity chart */
BkTornado *
bk_result_view_get_tornado (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), NULL);

  ensure_uncertainty_groups (self);

  return self->tornado;
}

/* Returns: (transfer none) (nullable): the results of the profile shown, whose stages the view
 * shows */
BkProfileResults *
bk_result_view_get_results (BkResultView *self)
{
  g_return_val_if_fail (BK_IS_RESULT_VIEW (self), NULL);

  return self->results;
}
