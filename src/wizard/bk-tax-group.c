/* bk-tax-group.c: the form for tax on profit and how a purchase is written off
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Writes straight into the profile's pricing, like the steps. The declining rate is kept within
 * what the law allows for the useful life, so that a saved profile always loads again.
 */

#define G_LOG_DOMAIN "bk-tax-group"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-engine-enums.h"
#include "bk-engine.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-range-button.h"
#include "bk-tax-group.h"
#include "bk-words.h"

struct _BkTaxGroup
{
  GtkWidget      parent_instance;

  BkProfile     *profile;
  GBindingGroup *bindings;
  GSignalGroup  *signals;

  AdwSwitchRow  *tax_row;
  BkNumberRow   *rate_row;
  AdwComboRow   *method_row;
  BkNumberRow   *years_row;
  BkNumberRow   *declining_row;
  GtkWidget     *rule_row;
  GtkLabel      *rule_label;
  GtkWidget     *range_button;
};

enum {
  PROP_0,
  PROP_PROFILE,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkTaxGroup, bk_tax_group, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

/* The combo row's positions are the enum's values. */
static gboolean
method_to_position (GBinding     *binding,
                    const GValue *from,
                    GValue       *to,
                    gpointer      user_data)
{
  g_value_set_uint (to, (guint) g_value_get_enum (from));
  return TRUE;
}

static gboolean
position_to_method (GBinding     *binding,
                    const GValue *from,
                    GValue       *to,
                    gpointer      user_data)
{
  guint position = g_value_get_uint (from);

  if (position > BK_DEPRECIATION_DECLINING)
    return FALSE;

  g_value_set_enum (to, (int) position);
  return TRUE;
}

static void
update (BkTaxGroup *self)
{
  BkPricing *pricing = self->profile != NULL ? bk_profile_get_pricing (self->profile) : NULL;
  g_autofree char *rule = NULL;
  gboolean enabled;
  BkDepreciation method;
  double limit;

  if (pricing == NULL)
    return;

  enabled = bk_pricing_get_tax_enabled (pricing);
  method = bk_pricing_get_depreciation (pricing);
  limit = bk_declining_rate_limit (bk_pricing_get_depreciation_years (pricing));

  gtk_widget_set_sensitive (GTK_WIDGET (self->rate_row), enabled);
  gtk_widget_set_sensitive (GTK_WIDGET (self->method_row), enabled);
  gtk_widget_set_sensitive (GTK_WIDGET (self->years_row),
                            enabled && method != BK_DEPRECIATION_ONE_YEAR);
  gtk_widget_set_sensitive (GTK_WIDGET (self->declining_row),
                            enabled && method == BK_DEPRECIATION_DECLINING);
  gtk_widget_set_visible (self->rule_row, enabled);

  /* Only declining balance is capped; another method keeps its figure as it is, so that looking
   * at a profile never changes it. */
  if (method == BK_DEPRECIATION_DECLINING)
    {
      if (bk_pricing_get_declining_rate (pricing) > limit)
        bk_pricing_set_declining_rate (pricing, limit);
      gtk_adjustment_set_upper (bk_number_row_get_adjustment (self->declining_row), limit);
    }
  else
    gtk_adjustment_set_upper (bk_number_row_get_adjustment (self->declining_row),
                              BK_DECLINING_RATE_MAX);

  rule = bk_pricing_describe_tax (pricing);
  gtk_label_set_label (self->rule_label, rule);
}

static void
bk_tax_group_dispose (GObject *object)
{
  BkTaxGroup *self = BK_TAX_GROUP (object);
  GtkWidget *child;

  if (self->bindings != NULL)
    g_binding_group_set_source (self->bindings, NULL);
  if (self->signals != NULL)
    g_signal_group_set_target (self->signals, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_TAX_GROUP);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->profile);

  G_OBJECT_CLASS (bk_tax_group_parent_class)->dispose (object);
}

static void
bk_tax_group_finalize (GObject *object)
{
  BkTaxGroup *self = BK_TAX_GROUP (object);

  g_clear_object (&self->bindings);
  g_clear_object (&self->signals);

  G_OBJECT_CLASS (bk_tax_group_parent_class)->finalize (object);
}

static void
bk_tax_group_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BkTaxGroup *self = BK_TAX_GROUP (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, bk_tax_group_get_profile (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_tax_group_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BkTaxGroup *self = BK_TAX_GROUP (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      bk_tax_group_set_profile (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_tax_group_class_init (BkTaxGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_tax_group_dispose;
  object_class->finalize = bk_tax_group_finalize;
  object_class->get_property = bk_tax_group_get_property;
  object_class->set_property = bk_tax_group_set_property;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BK_TYPE_NUMBER_ROW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-tax-group.ui");
  gtk_widget_class_bind_template_child (widget_class, BkTaxGroup, tax_row);
  gtk_widget_class_bind_template_child (widget_class, BkTaxGroup, rate_row);
  gtk_widget_class_bind_template_child (widget_class, BkTaxGroup, method_row);
  gtk_widget_class_bind_template_child (widget_class, BkTaxGroup, years_row);
  gtk_widget_class_bind_template_child (widget_class, BkTaxGroup, declining_row);
  gtk_widget_class_bind_template_child (widget_class, BkTaxGroup, rule_row);
  gtk_widget_class_bind_template_child (widget_class, BkTaxGroup, rule_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bk_tax_group_init (BkTaxGroup *self)
{
  const GBindingFlags flags = G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->bindings = g_binding_group_new ();
  g_binding_group_bind (self->bindings, "tax-enabled", self->tax_row, "active", flags);
  g_binding_group_bind (self->bindings, "tax-rate", self->rate_row, "value", flags);
  g_binding_group_bind_full (self->bindings, "depreciation", self->method_row, "selected", flags,
                             method_to_position, position_to_method, NULL, NULL);
  g_binding_group_bind (self->bindings, "depreciation-years", self->years_row, "value", flags);
  g_binding_group_bind (self->bindings, "declining-rate", self->declining_row, "value", flags);

  self->signals = g_signal_group_new (BK_TYPE_PRICING);
  g_signal_group_connect_object (self->signals, "notify", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);

  self->range_button = bk_range_button_new (BK_INPUT_TAX_RATE, self->rate_row);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->rate_row), self->range_button);
  g_object_bind_property (self, "profile", self->range_button, "profile", G_BINDING_SYNC_CREATE);

  gtk_widget_set_visible (self->rule_row, FALSE);
}

GtkWidget *
bk_tax_group_new (void)
{
  return g_object_new (BK_TYPE_TAX_GROUP, NULL);
}

/* Returns: (transfer none) (nullable): the profile whose tax the form edits */
BkProfile *
bk_tax_group_get_profile (BkTaxGroup *self)
{
  g_return_val_if_fail (BK_IS_TAX_GROUP (self), NULL);

  return self->profile;
}

void
bk_tax_group_set_profile (BkTaxGroup *self,
                          BkProfile  *profile)
{
  BkPricing *pricing;

  g_return_if_fail (BK_IS_TAX_GROUP (self));
  g_return_if_fail (profile == NULL || BK_IS_PROFILE (profile));

  if (!g_set_object (&self->profile, profile))
    return;

  pricing = profile != NULL ? bk_profile_get_pricing (profile) : NULL;
  g_binding_group_set_source (self->bindings, pricing);
  g_signal_group_set_target (self->signals, pricing);
  update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}
