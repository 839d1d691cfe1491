/* bk-lean-box.c: which way one checklist answer points, shown live
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lean comes from the engine (bk_analysis_get_lean), so a step never disagrees with the
 * result page: the box shows the profile's results once their strategy stage is done, as the
 * result page's checklist does, since the predictability answer speaks of the best time to buy.
 */

#define G_LOG_DOMAIN "bk-lean-box"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-analysis.h"
#include "bk-types.h"
#include "bk-lean-box.h"
#include "bk-profile-results.h"
#include "bk-profile.h"
#include "bk-model-enums.h"
#include "bk-words.h"

struct _BkLeanBox
{
  GtkWidget        parent_instance;

  BkProfile       *profile;
  BkProfileResults *results;
  BkChecklistItem  item;
  BkLean           lean;
  char            *reason;

  GtkImage        *icon;
  GtkLabel        *heading_label;
  GtkLabel        *reason_label;
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_ITEM,
  PROP_LEAN,
  PROP_HEADING,
  PROP_REASON,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkLeanBox, bk_lean_box, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static const char *
lean_icon_name (BkLean lean)
{
  switch (lean)
    {
    case BK_LEAN_RENT:
      return "weather-overcast-symbolic";
    case BK_LEAN_BUY:
      return "network-server-symbolic";
    case BK_LEAN_NEUTRAL:
    default:
      return "power-profile-balanced-symbolic";
    }
}

static void
update (BkLeanBox *self)
{
  BkLean lean = BK_LEAN_NEUTRAL;
  g_autofree char *reason = NULL;

  if (self->results != NULL)
    {
      /* Before the first search, the analysis; the search's words follow. */
      BkAnalysis *analysis = bk_profile_results_get_strategy_analysis (self->results, FALSE);

      if (analysis == NULL)
        analysis = bk_profile_results_get_analysis (self->results, FALSE);
      lean = bk_analysis_get_lean (analysis, self->item);
      reason = bk_words_checklist_reason (analysis, self->item);
    }

  gtk_image_set_from_icon_name (self->icon, lean_icon_name (lean));
  gtk_label_set_label (self->reason_label, reason);

  /* The same colours as the result page and the chart: rent orange, buy blue (style.css). */
  gtk_widget_remove_css_class (GTK_WIDGET (self->icon), "lean-rent");
  gtk_widget_remove_css_class (GTK_WIDGET (self->icon), "lean-buy");
  gtk_widget_remove_css_class (GTK_WIDGET (self->icon), "lean-neutral");
  gtk_widget_add_css_class (GTK_WIDGET (self->icon), lean == BK_LEAN_RENT ? "lean-rent"
                                                     : lean == BK_LEAN_BUY ? "lean-buy"
                                                     : "lean-neutral");

  if (self->lean != lean)
    {
      self->lean = lean;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEAN]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEADING]);
    }
  gtk_label_set_label (self->heading_label, bk_lean_box_get_heading (self));

  if (g_set_str (&self->reason, reason))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REASON]);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, bk_lean_box_get_heading (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason,
                                  -1);
}

static void
set_results (BkLeanBox        *self,
             BkProfileResults *results)
{
  if (self->results != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->results, update, self);
      bk_profile_results_unwatch (self->results, BK_RESULTS_STAGE_STRATEGY);
      g_clear_object (&self->results);
    }

  if (results != NULL)
    {
      self->results = g_object_ref (results);
      bk_profile_results_watch (results, BK_RESULTS_STAGE_STRATEGY);
      g_signal_connect_swapped (results, "notify::strategy-analysis", G_CALLBACK (update), self);
    }
}

static void
bk_lean_box_dispose (GObject *object)
{
  BkLeanBox *self = BK_LEAN_BOX (object);
  GtkWidget *child;

  set_results (self, NULL);
  g_clear_object (&self->profile);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_LEAN_BOX);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (bk_lean_box_parent_class)->dispose (object);
}

static void
bk_lean_box_finalize (GObject *object)
{
  BkLeanBox *self = BK_LEAN_BOX (object);

  g_clear_pointer (&self->reason, g_free);

  G_OBJECT_CLASS (bk_lean_box_parent_class)->finalize (object);
}

static void
bk_lean_box_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BkLeanBox *self = BK_LEAN_BOX (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, bk_lean_box_get_profile (self));
      break;

    case PROP_ITEM:
      g_value_set_enum (value, bk_lean_box_get_item (self));
      break;

    case PROP_LEAN:
      g_value_set_enum (value, bk_lean_box_get_lean (self));
      break;

    case PROP_HEADING:
      g_value_set_string (value, bk_lean_box_get_heading (self));
      break;

    case PROP_REASON:
      g_value_set_string (value, bk_lean_box_get_reason (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_lean_box_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BkLeanBox *self = BK_LEAN_BOX (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      bk_lean_box_set_profile (self, g_value_get_object (value));
      break;

    case PROP_ITEM:
      bk_lean_box_set_item (self, g_value_get_enum (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_lean_box_class_init (BkLeanBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_lean_box_dispose;
  object_class->finalize = bk_lean_box_finalize;
  object_class->get_property = bk_lean_box_get_property;
  object_class->set_property = bk_lean_box_set_property;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL,
                         BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_ITEM] =
    g_param_spec_enum ("item", NULL, NULL,
                       BK_TYPE_CHECKLIST_ITEM, BK_CHECKLIST_UTILISATION,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_LEAN] =
    g_param_spec_enum ("lean", NULL, NULL,
                       BK_TYPE_LEAN, BK_LEAN_NEUTRAL,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_HEADING] =
    g_param_spec_string ("heading", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  properties[PROP_REASON] =
    g_param_spec_string ("reason", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-lean-box.ui");
  gtk_widget_class_bind_template_child (widget_class, BkLeanBox, icon);
  gtk_widget_class_bind_template_child (widget_class, BkLeanBox, heading_label);
  gtk_widget_class_bind_template_child (widget_class, BkLeanBox, reason_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "leanbox");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
bk_lean_box_init (BkLeanBox *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update (self);
}

GtkWidget *
bk_lean_box_new (void)
{
  return g_object_new (BK_TYPE_LEAN_BOX, NULL);
}

/* Returns: (transfer none) (nullable): the profile whose answer is shown */
BkProfile *
bk_lean_box_get_profile (BkLeanBox *self)
{
  g_return_val_if_fail (BK_IS_LEAN_BOX (self), NULL);

  return self->profile;
}

void
bk_lean_box_set_profile (BkLeanBox *self,
                         BkProfile *profile)
{
  g_return_if_fail (BK_IS_LEAN_BOX (self));
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
  update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

BkChecklistItem
bk_lean_box_get_item (BkLeanBox *self)
{
  g_return_val_if_fail (BK_IS_LEAN_BOX (self), BK_CHECKLIST_UTILISATION);

  return self->item;
}

void
bk_lean_box_set_item (BkLeanBox       *self,
                      BkChecklistItem  item)
{
  g_return_if_fail (BK_IS_LEAN_BOX (self));
  g_return_if_fail ((guint) item < BK_N_CHECKLIST_ITEMS);

  if (self->item == item)
    return;

  self->item = item;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ITEM]);
}

/* Returns: the way the current answer points, as the engine sees it */
BkLean
bk_lean_box_get_lean (BkLeanBox *self)
{
  g_return_val_if_fail (BK_IS_LEAN_BOX (self), BK_LEAN_NEUTRAL);

  return self->lean;
}

/* Returns: the lean in a few words, e.g. "Leans towards renting" */
const char *
bk_lean_box_get_heading (BkLeanBox *self)
{
  g_return_val_if_fail (BK_IS_LEAN_BOX (self), NULL);

  switch (self->lean)
    {
    case BK_LEAN_RENT:
      return _("Leans towards renting");

    case BK_LEAN_BUY:
      if (self->item == BK_CHECKLIST_COMPLIANCE)
        return _("Buying is required");
      return _("Leans towards buying");

    case BK_LEAN_NEUTRAL:
    default:
      return _("Favours neither way");
    }
}

/* Returns: (nullable): the engine's reason for the lean, in a sentence */
const char *
bk_lean_box_get_reason (BkLeanBox *self)
{
  g_return_val_if_fail (BK_IS_LEAN_BOX (self), NULL);

  return self->reason;
}
