/* bk-result-view-private.h: the result view's insides, shared by the bk-result-view*.c files
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-breakdown-table.h"
#include "bk-engine-enums.h"
#include "bk-result-view.h"
#include "bk-types.h"

G_BEGIN_DECLS

struct _BkResultView
{
  GtkWidget     parent_instance;

  BkProfile    *profile;
  BkProfileResults *results;   /* the profile's, shared with the library and the other views */
  GSignalGroup *results_signals;
  gboolean      before_tax;    /* the figures shown: before tax, when tax is on and switched so */
  gboolean      compact;

  GtkWidget    *box;
  GtkLabel     *verdict_label;
  GtkLabel     *reason_label;
  GtkLabel     *disagreement_label;
  GtkLabel     *verdict_mix_label;
  GtkLabel     *agreement_label;
  GtkLabel     *prices_note_label;
  char         *prices_note_key;  /* what the note was read for: catalogue, GPU and hour */
  GtkLabel     *strategy_label;
  GtkWidget    *key_group;
  GtkLabel     *rent_title;
  GtkLabel     *rent_mix_label;
  GtkLabel     *rent_tco_label;
  GtkLabel     *buy_title;
  GtkLabel     *buy_tco_label;
  GtkWidget    *hybrid_row;
  GtkLabel     *hybrid_title;
  GtkLabel     *hybrid_mix_label;
  GtkLabel     *hybrid_tco_label;
  GtkLabel     *break_even_label;
  GtkLabel     *optimal_subtitle;
  GtkLabel     *optimal_label;
  GtkWidget    *tax_box;
  GtkSwitch    *tax_switch;
  GtkLabel     *tax_label;
  BkChart      *chart;
  BkChartFeed  *chart_feed;
  GtkWidget    *chart_group;

  /* Built after the first frame, from their own file (see ensure_uncertainty_groups()). */
  AdwPreferencesGroup *uncertainty_group;
  AdwSpinner   *uncertainty_spinner;
  GtkWidget    *uncertainty_box;
  GtkLabel     *probability_label;
  GtkLabel     *hybrid_probability_label;
  GtkLabel     *buy_month_label;
  GtkLabel     *break_even_spread_label;
  AdwActionRow *spread_rows[BK_N_OPTIONS];
  GtkLabel     *spread_labels[BK_N_OPTIONS];
  AdwPreferencesGroup *sensitivity_group;
  BkTornado    *tornado;
  AdwPreferencesGroup *checklist_group;
  AdwPreferencesGroup *breakdown_group;

  /* The checklist and the breakdown start hidden and empty, and get their rows and show once
   * the first frame is on screen (see show_lower_groups()). They follow a change with the
   * strategy stage, in the frame after the one that shows the verdict, key figures and chart. */
  gboolean      lower_groups_shown;

  AdwActionRow *lean_rows[BK_N_CHECKLIST_ITEMS];
  GtkImage     *lean_icons[BK_N_CHECKLIST_ITEMS];
  GtkLabel     *lean_labels[BK_N_CHECKLIST_ITEMS];

  /* The breakdown grid: one row per category plus the total, one column per option. */
  BkBreakdownTable breakdown;
};

/* bk-result-view-words.c: the labels each stage sets from the results */
void _bk_result_view_update_figures      (BkResultView *self);
void _bk_result_view_update_strategy     (BkResultView *self);
void _bk_result_view_update_disagreement (BkResultView *self);
void _bk_result_view_update_prices_note  (BkResultView *self);

G_END_DECLS
