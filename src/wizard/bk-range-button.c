/* bk-range-button.c: a "±" button beside an input that edits the input's low–high range
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without a range both ends show the input's value, so that the first change starts a range
 * around it.
 */

#define G_LOG_DOMAIN "bk-range-button"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-accessible.h"
#include "bk-engine-enums.h"
#include "bk-input.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-range-button.h"
#include "bk-words.h"

struct _BkRangeButton
{
  GtkWidget      parent_instance;

  BkProfile     *profile;
  GSignalGroup  *profile_signals;
  BkInput        input;
  gboolean       syncing;

  GtkMenuButton *button;
  GtkPopover    *popover;
  GtkLabel      *heading_label;
  BkNumberRow   *low_row;
  BkNumberRow   *high_row;
  GtkButton     *clear_button;
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_INPUT,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkRangeButton, bk_range_button, GTK_TYPE_WIDGET)

static GParamSpec *properties[N_PROPS];

static const char *
profile_currency (BkRangeButton *self)
{
  return bk_pricing_get_currency (bk_profile_get_pricing (self->profile));
}

/* Shows the profile's range (or the value, without one) in the popover and on the button. */
static void
sync_from_profile (BkRangeButton *self)
{
  const char *field = bk_input_to_field (self->input);
  const char *title = bk_input_get_title (self->input);
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;
  double low, high;
  gboolean has_range = FALSE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->button), self->profile != NULL);

  /* Translators: the heading of the range editor and the range button's name for screen
   * readers; %s is an input such as "Rent per GPU-hour". */
  label = g_strdup_printf (_("Range of %s"), title);
  gtk_label_set_label (self->heading_label, label);

  if (self->profile != NULL)
    {
      low = high = bk_profile_get_input_value (self->profile, self->input);
      has_range = bk_profile_get_range (self->profile, field, &low, &high);

      self->syncing = TRUE;
      bk_number_row_set_value (self->low_row, low);
      bk_number_row_set_value (self->high_row, high);
      self->syncing = FALSE;
    }

  if (has_range)
    {
      g_autofree char *low_text = bk_input_format_value (self->input, low, profile_currency (self));
      g_autofree char *high_text = bk_input_format_value (self->input, high,
                                                          profile_currency (self));

      /* Translators: the range of an input, "€1.50 to €4.00". */
      description = g_strdup_printf (_("From %s to %s"), low_text, high_text);
      gtk_widget_add_css_class (GTK_WIDGET (self->button), "accent");
    }
  else
    {
      description = g_strdup (_("No range: the analysis takes the value as certain"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->button), "accent");
    }

  gtk_widget_set_tooltip_text (GTK_WIDGET (self->button), description);
  gtk_widget_set_sensitive (GTK_WIDGET (self->clear_button), has_range);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* Writes both ends; an end moved past the other one takes the other along. */
static void
end_changed_cb (BkRangeButton *self,
                GParamSpec    *pspec,
                BkNumberRow   *row)
{
  double low, high;

  if (self->syncing || self->profile == NULL)
    return;

  low = bk_number_row_get_value (self->low_row);
  high = bk_number_row_get_value (self->high_row);

  if (low > high)
    {
      if (row == self->low_row)
        high = low;
      else
        low = high;
    }

  bk_profile_set_range (self->profile, bk_input_to_field (self->input), low, high);
}

static void
clear_clicked_cb (BkRangeButton *self)
{
  if (self->profile != NULL)
    bk_profile_clear_range (self->profile, bk_input_to_field (self->input));
}

static void
popover_show_cb (BkRangeButton *self)
{
  sync_from_profile (self);
}

static void
profile_changed_cb (BkRangeButton *self)
{
  sync_from_profile (self);
}

static void
setup_row (BkNumberRow *row,
           BkNumberRow *value_row,
           double       minimum,
           double       maximum)
{
  GtkAdjustment *adjustment = bk_number_row_get_adjustment (row);

  gtk_adjustment_set_lower (adjustment, minimum);
  gtk_adjustment_set_upper (adjustment, maximum);

  if (value_row != NULL)
    {
      GtkAdjustment *source = bk_number_row_get_adjustment (value_row);

      bk_number_row_set_digits (row, bk_number_row_get_digits (value_row));
      gtk_adjustment_set_step_increment (adjustment, gtk_adjustment_get_step_increment (source));
      gtk_adjustment_set_page_increment (adjustment, gtk_adjustment_get_page_increment (source));
    }
  else
    {
      bk_number_row_set_digits (row, 2);
      gtk_adjustment_set_step_increment (adjustment, 1);
      gtk_adjustment_set_page_increment (adjustment, 10);
    }

}

static void
bk_range_button_dispose (GObject *object)
{
  BkRangeButton *self = BK_RANGE_BUTTON (object);

  if (self->profile_signals != NULL)
    g_signal_group_set_target (self->profile_signals, NULL);
  g_clear_object (&self->profile);

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_RANGE_BUTTON);

  G_OBJECT_CLASS (bk_range_button_parent_class)->dispose (object);
}

static void
bk_range_button_finalize (GObject *object)
{
  BkRangeButton *self = BK_RANGE_BUTTON (object);

  g_clear_object (&self->profile_signals);

  G_OBJECT_CLASS (bk_range_button_parent_class)->finalize (object);
}

static void
bk_range_button_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BkRangeButton *self = BK_RANGE_BUTTON (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, self->profile);
      break;

    case PROP_INPUT:
      g_value_set_int (value, self->input);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_range_button_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BkRangeButton *self = BK_RANGE_BUTTON (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      bk_range_button_set_profile (self, g_value_get_object (value));
      break;

    case PROP_INPUT:
      /* Construct-only: set once, before the rows are set up. */
      self->input = g_value_get_int (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_range_button_class_init (BkRangeButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_range_button_dispose;
  object_class->finalize = bk_range_button_finalize;
  object_class->get_property = bk_range_button_get_property;
  object_class->set_property = bk_range_button_set_property;

  /* The profile whose range of the input the button edits. */
  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Which uncertain input (a #BkInput) the button edits the range of. */
  properties[PROP_INPUT] =
    g_param_spec_int ("input", NULL, NULL, 0, BK_N_INPUTS - 1, 0,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BK_TYPE_NUMBER_ROW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-range-button.ui");
  gtk_widget_class_bind_template_child (widget_class, BkRangeButton, button);
  gtk_widget_class_bind_template_child (widget_class, BkRangeButton, popover);
  gtk_widget_class_bind_template_child (widget_class, BkRangeButton, heading_label);
  gtk_widget_class_bind_template_child (widget_class, BkRangeButton, low_row);
  gtk_widget_class_bind_template_child (widget_class, BkRangeButton, high_row);
  gtk_widget_class_bind_template_child (widget_class, BkRangeButton, clear_button);
  gtk_widget_class_bind_template_callback (widget_class, clear_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, popover_show_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rangebutton");
}

static void
bk_range_button_init (BkRangeButton *self)
{
  self->profile_signals = g_signal_group_new (BK_TYPE_PROFILE);
  g_signal_group_connect_object (self->profile_signals, "changed",
                                 G_CALLBACK (profile_changed_cb), self, G_CONNECT_SWAPPED);

  gtk_widget_init_template (GTK_WIDGET (self));
  bk_accessible_complete_menu (self->button);

  g_signal_connect_object (self->low_row, "notify::value", G_CALLBACK (end_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->high_row, "notify::value", G_CALLBACK (end_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/**
 * bk_range_button_new:
 * @input: the uncertain input
 * @value_row: (nullable): the number row of the input's value, whose digits and steps the range's
 *   ends take over
 *
 * Returns: (transfer floating): a new range button without a profile
 */
GtkWidget *
bk_range_button_new (BkInput      input,
                     BkNumberRow *value_row)
{
  BkRangeButton *self;
  double minimum, maximum;

  g_return_val_if_fail ((guint) input < BK_N_INPUTS, NULL);
  g_return_val_if_fail (value_row == NULL || BK_IS_NUMBER_ROW (value_row), NULL);

  self = g_object_new (BK_TYPE_RANGE_BUTTON, "input", (int) input, NULL);

  bk_input_get_limits (input, &minimum, &maximum);
  /* The model refuses a range that reaches 100 % for these (a spot overhead, a discount, lost
   * hours or a tax rate), so the form stops a tenth short of it. */
  if (bk_input_below_limit (input))
    maximum = MIN (maximum, BK_SPOT_OVERHEAD_FORM_MAX);
  self->syncing = TRUE;
  setup_row (self->low_row, value_row, minimum, maximum);
  setup_row (self->high_row, value_row, minimum, maximum);
  self->syncing = FALSE;
  sync_from_profile (self);

  return GTK_WIDGET (self);
}

/* Returns: (transfer none) (nullable): the profile */
BkProfile *
bk_range_button_get_profile (BkRangeButton *self)
{
  g_return_val_if_fail (BK_IS_RANGE_BUTTON (self), NULL);

  return self->profile;
}

void
bk_range_button_set_profile (BkRangeButton *self,
                             BkProfile     *profile)
{
  g_return_if_fail (BK_IS_RANGE_BUTTON (self));
  g_return_if_fail (profile == NULL || BK_IS_PROFILE (profile));

  if (self->profile == profile)
    return;

  g_set_object (&self->profile, profile);
  g_signal_group_set_target (self->profile_signals, profile);

  sync_from_profile (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

BkInput
bk_range_button_get_input (BkRangeButton *self)
{
  g_return_val_if_fail (BK_IS_RANGE_BUTTON (self), 0);

  return self->input;
}

/* Returns: (transfer none): the number row of the range's low end */
BkNumberRow *
bk_range_button_get_low_row (BkRangeButton *self)
{
  g_return_val_if_fail (BK_IS_RANGE_BUTTON (self), NULL);

  return self->low_row;
}

/* Returns: (transfer none): the number row of the range's high end */
BkNumberRow *
bk_range_button_get_high_row (BkRangeButton *self)
{
  g_return_val_if_fail (BK_IS_RANGE_BUTTON (self), NULL);

  return self->high_row;
}

/* Opens the range editor, as a click on the button does. */
void
bk_range_button_popup (BkRangeButton *self)
{
  g_return_if_fail (BK_IS_RANGE_BUTTON (self));

  gtk_menu_button_popup (self->button);
}
