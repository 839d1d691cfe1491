/* bk-step.c: the base of the checklist steps, one form per question
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rows bind both ways to the profile's parts through binding groups, so that the values always
 * live in the model, never in the form.
 */

#define G_LOG_DOMAIN "bk-step"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "bk-accessible.h"
#include "bk-catalogue-gpu.h"
#include "bk-catalogue.h"
#include "bk-engine-enums.h"
#include "bk-exchange-rates.h"
#include "bk-format.h"
#include "bk-hardware.h"
#include "bk-input.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-range-button.h"
#include "bk-step.h"
#include "bk-workload.h"

typedef struct
{
  GObject    *target;
  const char *property;
  const char *format;
} MoneyUnit;

typedef struct
{
  BkProfile     *profile;
  GSettings     *settings;
  char          *title;
  char          *currency;
  gboolean       show_guidance;

  GBindingGroup *groups[3];
  GSignalGroup  *pricing_signals;
  GArray        *money_units;
} BkStepPrivate;

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_TITLE,
  PROP_SHOW_GUIDANCE,
  PROP_CURRENCY,
  PROP_SETTINGS,
  N_PROPS
};

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (BkStep, bk_step, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static void
apply_money_unit (BkStep          *self,
                  const MoneyUnit *unit)
{
  BkStepPrivate *priv = bk_step_get_instance_private (self);
  g_autoptr(GString) text = g_string_new (unit->format);
  const char *symbol = "";

  if (priv->currency != NULL)
    symbol = bk_currency_symbol (priv->currency);

  /* The format is a translated pattern with one %s for the currency symbol; replacing it rather
   * than calling printf keeps a translation's typo from ever reading past the arguments. */
  g_string_replace (text, "%s", symbol, 1);
  g_object_set (unit->target, unit->property, text->str, NULL);
}

static GType
source_type (BkStepSource source)
{
  switch (source)
    {
    case BK_STEP_SOURCE_HARDWARE:
      return BK_TYPE_HARDWARE;
    case BK_STEP_SOURCE_PRICING:
      return BK_TYPE_PRICING;
    case BK_STEP_SOURCE_WORKLOAD:
      return BK_TYPE_WORKLOAD;
    default:
      g_assert_not_reached ();
    }
}

/* A number row (or adjustment) bound to a numeric model property takes the property's range, so
 * that the form can never offer a value the model refuses. */
static void
limit_to_model_range (BkStepSource  source,
                      const char   *source_property,
                      gpointer      target)
{
  g_autoptr(GTypeClass) klass = g_type_class_ref (source_type (source));
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_CLASS (klass), source_property);
  GtkAdjustment *adjustment = NULL;
  double lower, upper;

  g_return_if_fail (pspec != NULL);

  if (BK_IS_NUMBER_ROW (target))
    adjustment = bk_number_row_get_adjustment (target);
  else if (GTK_IS_ADJUSTMENT (target))
    adjustment = target;
  if (adjustment == NULL)
    return;

  if (G_IS_PARAM_SPEC_DOUBLE (pspec))
    {
      lower = G_PARAM_SPEC_DOUBLE (pspec)->minimum;
      upper = G_PARAM_SPEC_DOUBLE (pspec)->maximum;
    }
  else if (G_IS_PARAM_SPEC_UINT (pspec))
    {
      lower = G_PARAM_SPEC_UINT (pspec)->minimum;
      upper = G_PARAM_SPEC_UINT (pspec)->maximum;
    }
  else if (G_IS_PARAM_SPEC_INT (pspec))
    {
      lower = G_PARAM_SPEC_INT (pspec)->minimum;
      upper = G_PARAM_SPEC_INT (pspec)->maximum;
    }
  else
    {
      return;
    }

  /* A percentage that must stay below 100 stops a tenth short of it. */
  {
    static const char * const sections[] = { "hardware", "pricing", "workload" };
    g_autofree char *field = g_strdup_printf ("%s.%s", sections[source], source_property);
    BkInput input;

    if (bk_input_from_field (field, &input) && bk_input_below_limit (input))
      upper -= 0.1;
  }

  gtk_adjustment_set_lower (adjustment, lower);
  gtk_adjustment_set_upper (adjustment, upper);
}

static void
update_currency (BkStep *self)
{
  BkStepPrivate *priv = bk_step_get_instance_private (self);
  const char *currency = NULL;

  if (priv->profile != NULL)
    currency = bk_pricing_get_currency (bk_profile_get_pricing (priv->profile));

  if (!g_set_str (&priv->currency, currency))
    return;

  for (guint i = 0; i < priv->money_units->len; i++)
    apply_money_unit (self, &g_array_index (priv->money_units, MoneyUnit, i));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENCY]);
}

static void
pricing_currency_changed_cb (BkStep     *self,
                             GParamSpec *pspec,
                             BkPricing  *pricing)
{
  update_currency (self);
}

static void
bk_step_dispose (GObject *object)
{
  BkStep *self = BK_STEP (object);
  BkStepPrivate *priv = bk_step_get_instance_private (self);
  GtkWidget *child;

  for (guint i = 0; i < G_N_ELEMENTS (priv->groups); i++)
    if (priv->groups[i] != NULL)
      g_binding_group_set_source (priv->groups[i], NULL);
  if (priv->pricing_signals != NULL)
    g_signal_group_set_target (priv->pricing_signals, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), G_OBJECT_TYPE (self));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&priv->profile);
  g_clear_object (&priv->settings);

  G_OBJECT_CLASS (bk_step_parent_class)->dispose (object);
}

static void
bk_step_finalize (GObject *object)
{
  BkStep *self = BK_STEP (object);
  BkStepPrivate *priv = bk_step_get_instance_private (self);

  for (guint i = 0; i < G_N_ELEMENTS (priv->groups); i++)
    g_clear_object (&priv->groups[i]);
  g_clear_object (&priv->pricing_signals);
  g_clear_pointer (&priv->money_units, g_array_unref);
  g_clear_pointer (&priv->title, g_free);
  g_clear_pointer (&priv->currency, g_free);

  G_OBJECT_CLASS (bk_step_parent_class)->finalize (object);
}

static void
bk_step_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  BkStep *self = BK_STEP (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, bk_step_get_profile (self));
      break;

    case PROP_TITLE:
      g_value_set_string (value, bk_step_get_title (self));
      break;

    case PROP_SHOW_GUIDANCE:
      g_value_set_boolean (value, bk_step_get_show_guidance (self));
      break;

    case PROP_CURRENCY:
      g_value_set_string (value, bk_step_get_currency (self));
      break;

    case PROP_SETTINGS:
      g_value_set_object (value, bk_step_get_settings (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_step_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  BkStep *self = BK_STEP (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      bk_step_set_profile (self, g_value_get_object (value));
      break;

    case PROP_TITLE:
      bk_step_set_title (self, g_value_get_string (value));
      break;

    case PROP_SHOW_GUIDANCE:
      bk_step_set_show_guidance (self, g_value_get_boolean (value));
      break;

    case PROP_SETTINGS:
      bk_step_set_settings (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* By now the step's template is built: what the toolkit leaves out for screen readers goes in. */
static void
bk_step_constructed (GObject *object)
{
  G_OBJECT_CLASS (bk_step_parent_class)->constructed (object);

  bk_accessible_complete (GTK_WIDGET (object));
}

static void
bk_step_class_init (BkStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bk_step_constructed;
  object_class->dispose = bk_step_dispose;
  object_class->finalize = bk_step_finalize;
  object_class->get_property = bk_step_get_property;
  object_class->set_property = bk_step_set_property;

  /* The profile whose answers this step shows and edits. */
  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL,
                         BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The step's short title, shown by the wizard and the profile editor. */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Whether the article's advice for this question is shown above the form. */
  properties[PROP_SHOW_GUIDANCE] =
    g_param_spec_boolean ("show-guidance", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The profile's currency code, for rows that show amounts. */
  properties[PROP_CURRENCY] =
    g_param_spec_string ("currency", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The application's settings, for the exchange rates edited in Preferences, or %NULL for the
   * shipped rates alone. */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (BK_TYPE_NUMBER_ROW);
}

static void
bk_step_init (BkStep *self)
{
  BkStepPrivate *priv = bk_step_get_instance_private (self);

  priv->show_guidance = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (priv->groups); i++)
    priv->groups[i] = g_binding_group_new ();
  priv->money_units = g_array_new (FALSE, FALSE, sizeof (MoneyUnit));

  priv->pricing_signals = g_signal_group_new (BK_TYPE_PRICING);
  g_signal_group_connect_object (priv->pricing_signals, "notify::currency",
                                 G_CALLBACK (pricing_currency_changed_cb), self,
                                 G_CONNECT_SWAPPED);
}

/* Returns: (transfer none) (nullable): the profile being edited */
BkProfile *
bk_step_get_profile (BkStep *self)
{
  BkStepPrivate *priv;

  g_return_val_if_fail (BK_IS_STEP (self), NULL);

  priv = bk_step_get_instance_private (self);
  return priv->profile;
}

void
bk_step_set_profile (BkStep    *self,
                     BkProfile *profile)
{
  BkStepPrivate *priv;

  g_return_if_fail (BK_IS_STEP (self));
  g_return_if_fail (profile == NULL || BK_IS_PROFILE (profile));

  priv = bk_step_get_instance_private (self);
  if (!g_set_object (&priv->profile, profile))
    return;

  g_binding_group_set_source (priv->groups[BK_STEP_SOURCE_HARDWARE],
                              profile ? bk_profile_get_hardware (profile) : NULL);
  g_binding_group_set_source (priv->groups[BK_STEP_SOURCE_PRICING],
                              profile ? bk_profile_get_pricing (profile) : NULL);
  g_binding_group_set_source (priv->groups[BK_STEP_SOURCE_WORKLOAD],
                              profile ? bk_profile_get_workload (profile) : NULL);
  g_signal_group_set_target (priv->pricing_signals,
                             profile ? bk_profile_get_pricing (profile) : NULL);
  update_currency (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

const char *
bk_step_get_title (BkStep *self)
{
  BkStepPrivate *priv;

  g_return_val_if_fail (BK_IS_STEP (self), NULL);

  priv = bk_step_get_instance_private (self);
  return priv->title;
}

void
bk_step_set_title (BkStep     *self,
                   const char *title)
{
  BkStepPrivate *priv;

  g_return_if_fail (BK_IS_STEP (self));

  priv = bk_step_get_instance_private (self);
  if (g_set_str (&priv->title, title))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

gboolean
bk_step_get_show_guidance (BkStep *self)
{
  BkStepPrivate *priv;

  g_return_val_if_fail (BK_IS_STEP (self), FALSE);

  priv = bk_step_get_instance_private (self);
  return priv->show_guidance;
}

void
bk_step_set_show_guidance (BkStep   *self,
                           gboolean  show_guidance)
{
  BkStepPrivate *priv;

  g_return_if_fail (BK_IS_STEP (self));

  priv = bk_step_get_instance_private (self);
  show_guidance = !!show_guidance;
  if (priv->show_guidance == show_guidance)
    return;

  priv->show_guidance = show_guidance;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_GUIDANCE]);
}

/* Returns: (transfer none) (nullable): the application's settings, or %NULL */
GSettings *
bk_step_get_settings (BkStep *self)
{
  BkStepPrivate *priv;

  g_return_val_if_fail (BK_IS_STEP (self), NULL);

  priv = bk_step_get_instance_private (self);
  return priv->settings;
}

void
bk_step_set_settings (BkStep    *self,
                      GSettings *settings)
{
  BkStepPrivate *priv;

  g_return_if_fail (BK_IS_STEP (self));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  priv = bk_step_get_instance_private (self);
  if (g_set_object (&priv->settings, settings))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
}

/* Returns: (nullable): the profile's currency code, or %NULL without a profile */
const char *
bk_step_get_currency (BkStep *self)
{
  BkStepPrivate *priv;

  g_return_val_if_fail (BK_IS_STEP (self), NULL);

  priv = bk_step_get_instance_private (self);
  return priv->currency;
}

/**
 * bk_step_class_set_template:
 * @widget_class: the class of a step
 * @resource_name: the step's .ui file in the resource
 *
 * Sets the step's composite template; called from each step's class_init.
 */
void
bk_step_class_set_template (GtkWidgetClass *widget_class,
                            const char     *resource_name)
{
  g_return_if_fail (g_type_is_a (G_TYPE_FROM_CLASS (widget_class), BK_TYPE_STEP));

  gtk_widget_class_set_template_from_resource (widget_class, resource_name);
}

/**
 * bk_step_bind:
 * @source: which model object of the profile to bind to
 * @source_property: the model property
 * @target: a widget of the step
 * @target_property: the widget's property
 *
 * Binds a widget property to a model property in both directions, starting from the model's
 * value; the binding follows the step's profile when it changes.
 */
void
bk_step_bind (BkStep       *self,
              BkStepSource  source,
              const char   *source_property,
              gpointer      target,
              const char   *target_property)
{
  bk_step_bind_full (self, source, source_property, target, target_property, NULL, NULL);
}

void
bk_step_bind_full (BkStep                *self,
                   BkStepSource           source,
                   const char            *source_property,
                   gpointer               target,
                   const char            *target_property,
                   GBindingTransformFunc  transform_to,
                   GBindingTransformFunc  transform_from)
{
  BkStepPrivate *priv;

  g_return_if_fail (BK_IS_STEP (self));
  g_return_if_fail (source <= BK_STEP_SOURCE_WORKLOAD);
  g_return_if_fail (G_IS_OBJECT (target));

  priv = bk_step_get_instance_private (self);

  if (transform_to == NULL && g_strcmp0 (target_property, "value") == 0)
    limit_to_model_range (source, source_property, target);

  g_binding_group_bind_full (priv->groups[source], source_property, target, target_property,
                             G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                             transform_to, transform_from, NULL, NULL);
}

/**
 * bk_step_add_range:
 * @value_row: the #BkNumberRow of an uncertain input's value
 * @input: which input it is
 *
 * Puts a "±" button at the end of @value_row that edits the input's range in the step's
 * profile, following the profile when it changes.
 */
void
bk_step_add_range (BkStep   *self,
                   gpointer  value_row,
                   BkInput   input)
{
  GtkWidget *button;

  g_return_if_fail (BK_IS_STEP (self));
  g_return_if_fail (BK_IS_NUMBER_ROW (value_row));

  button = bk_range_button_new (input, value_row);
  adw_action_row_add_suffix (ADW_ACTION_ROW (value_row), button);
  g_object_bind_property (self, "profile", button, "profile", G_BINDING_SYNC_CREATE);
}

/**
 * bk_step_add_money_unit:
 * @target: a widget of the step
 * @target_property: a string property of @target
 * @format: a translated pattern with one `%s` for the currency symbol
 *
 * Keeps @target_property showing @format with the profile's currency symbol, for rows whose
 * amounts are in that currency. @format must stay valid as long as @self lives.
 */
void
bk_step_add_money_unit (BkStep     *self,
                        gpointer    target,
                        const char *target_property,
                        const char *format)
{
  BkStepPrivate *priv;
  MoneyUnit unit;

  g_return_if_fail (BK_IS_STEP (self));
  g_return_if_fail (G_IS_OBJECT (target));
  g_return_if_fail (format != NULL);

  priv = bk_step_get_instance_private (self);
  unit.target = target;
  unit.property = g_intern_string (target_property);
  unit.format = format;
  g_array_append_val (priv->money_units, unit);
  apply_money_unit (self, &unit);
}

/**
 * bk_step_find_catalogue_gpu:
 * @position: (out) (optional): where the GPU is in the catalogue's list
 *
 * Finds the catalogue entry whose name is the profile's hardware name, the one the hardware's
 * figures were taken from when it was picked.
 *
 * Returns: (transfer none) (nullable): the entry, or %NULL when the hardware is not from the
 *   catalogue (or the step has no profile)
 */
BkCatalogueGpu *
bk_step_find_catalogue_gpu (BkStep *self,
                            guint  *position)
{
  BkStepPrivate *priv;
  BkCatalogue *catalogue;
  GListModel *gpus;
  const char *name;
  guint n;

  g_return_val_if_fail (BK_IS_STEP (self), NULL);

  priv = bk_step_get_instance_private (self);
  catalogue = bk_catalogue_get_current ();
  if (position != NULL)
    *position = GTK_INVALID_LIST_POSITION;
  if (priv->profile == NULL || catalogue == NULL)
    return NULL;

  name = bk_hardware_get_name (bk_profile_get_hardware (priv->profile));
  if (name == NULL)
    return NULL;

  gpus = bk_catalogue_get_gpus (catalogue);
  n = g_list_model_get_n_items (gpus);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BkCatalogueGpu) gpu = g_list_model_get_item (gpus, i);

      if (g_strcmp0 (bk_catalogue_gpu_get_name (gpu), name) == 0)
        {
          if (position != NULL)
            *position = i;
          /* The current catalogue holds its entries. */
          return gpu;
        }
    }

  return NULL;
}

/**
 * bk_step_dup_exchange_rates:
 *
 * Returns: (transfer full) (nullable): the shipped exchange rates with the ones the user set in
 *   Preferences (the step's #BkStep:settings)
 */
BkExchangeRates *
bk_step_dup_exchange_rates (BkStep *self)
{
  BkStepPrivate *priv;

  g_return_val_if_fail (BK_IS_STEP (self), NULL);

  priv = bk_step_get_instance_private (self);
  return bk_exchange_rates_dup_with_settings (priv->settings);
}

/**
 * bk_step_dup_old_prices_note:
 *
 * Returns: (transfer full) (nullable): "The catalogue's prices for the … are from May 2026:
 *   check a current quote." when the profile's GPU has old prices in the catalogue, as of today
 */
char *
bk_step_dup_old_prices_note (BkStep *self)
{
  BkStepPrivate *priv;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  g_return_val_if_fail (BK_IS_STEP (self), NULL);

  priv = bk_step_get_instance_private (self);
  if (priv->profile == NULL || bk_catalogue_get_current () == NULL)
    return NULL;

  return bk_catalogue_dup_old_prices_note (bk_catalogue_get_current (),
                                           bk_hardware_get_name (bk_profile_get_hardware (priv->profile)),
                                           now);
}

/**
 * bk_step_dup_old_rates_note:
 * @from: the currency of a catalogue price
 * @to: the profile's currency
 *
 * Returns: (transfer full) (nullable): "The exchange rates (ECB, 2026-05-08) are over six months
 *   old: check today's rates." when converting @from into @to takes a shipped rate that is old
 *   today; %NULL for the user's own rate, a newer one or none
 */
char *
bk_step_dup_old_rates_note (BkStep     *self,
                            const char *from,
                            const char *to)
{
  g_autoptr(BkExchangeRates) rates = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  gboolean edited = FALSE;
  double rate;

  g_return_val_if_fail (BK_IS_STEP (self), NULL);

  rates = bk_step_dup_exchange_rates (self);
  if (rates == NULL || from == NULL || to == NULL
      || !bk_exchange_rates_lookup (rates, from, to, &rate, &edited) || edited)
    return NULL;

  return bk_exchange_rates_dup_old_note (rates, now);
}

/**
 * bk_step_leave_undo_to_profile:
 * @field: a text field bound to a profile's text (an editable, or a text view)
 *
 * Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y in @field undo and redo the profile's changes (win.undo,
 * win.redo) instead of the field's own typing, which the profile's history has as a step too:
 * one history, whichever field has the focus. The field's own history is turned off.
 */
void
bk_step_leave_undo_to_profile (GtkWidget *field)
{
  static const struct { const char *trigger, *action; } keys[] = {
    { "<Control>z", "win.undo" },
    { "<Shift><Control>z", "win.redo" },
    { "<Control>y", "win.redo" },
  };
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_EDITABLE (field) || GTK_IS_TEXT_VIEW (field));

  if (GTK_IS_EDITABLE (field))
    gtk_editable_set_enable_undo (GTK_EDITABLE (field), FALSE);
  else
    gtk_text_buffer_set_enable_undo (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field)), FALSE);

  /* Before the field's own bindings, which take the keys even with nothing to undo. */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i].trigger),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (field, controller);
}
