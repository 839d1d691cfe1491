/* bk-number-row.c: a row with a number field that reads and writes numbers the locale's way
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An action row with a spin button at its end, in place of AdwSpinRow. Two reasons:
 *
 * - AdwSpinRow gives itself the presentation role, and GTK's AT-SPI bridge leaves a node with
 *   that role out of the tree together with everything inside it, so screen readers never
 *   meet the number field. Here the row stays a list item named by its title, and the spin
 *   button inside is a spin button named by the title too, described by the row's subtitle
 *   (the unit) and the range it takes, with its value exposed.
 * - A spin button prints without grouping and parses with g_strtod(), which rejects "1.234,5"
 *   in German and silently puts the old value back. This row formats and parses the locale's
 *   way, marks text that is no number as invalid and says what it kept, and says so when a
 *   number beyond the field's limits was typed and the limit was taken instead.
 */

#define G_LOG_DOMAIN "bk-number-row"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bk-format.h"
#include "bk-number-row.h"

typedef enum
{
  COMPLAINT_NONE,
  COMPLAINT_INVALID,   /* the text was no number: the value stayed */
  COMPLAINT_LIMITED,   /* the number was beyond a limit: the limit was taken */
} Complaint;

struct _BkNumberRow
{
  AdwActionRow   parent_instance;

  GtkSpinButton *spin_button;
  GSignalGroup  *adjustment_signals;

  Complaint      complaint;
  char          *tooltip;         /* the row's own tooltip, put back when the complaint ends */
  char          *pending_limit;   /* set by input_cb(), shown once the limit is the value */
  gboolean       limit_in_notify; /* whether the value changes to the limit (or already is it) */
  gboolean       writing;         /* set while output_cb() replaces the text */
};

enum {
  PROP_0,
  PROP_ADJUSTMENT,
  PROP_CLIMB_RATE,
  PROP_DIGITS,
  PROP_VALUE,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkNumberRow, bk_number_row, ADW_TYPE_ACTION_ROW)

static GParamSpec *properties[N_PROPS];

/* The plain text of a row's title or subtitle, which are markup unless use-markup is off. */
static char *
row_text (BkNumberRow *self,
          const char  *text)
{
  char *plain = NULL;

  if (text == NULL || *text == '\0')
    return NULL;

  if (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (self))
      && pango_parse_markup (text, -1, 0, NULL, &plain, NULL, NULL))
    return plain;

  return g_strdup (text);
}

/* A few more decimals than the field's own when the value has them: a value measured or
 * converted (82.1 %, €9,778.08) shows as it is, not rounded to the field's usual precision. */
#define EXTRA_DIGITS 2

static char *
format_value (BkNumberRow *self,
              double       value)
{
  guint digits = gtk_spin_button_get_digits (self->spin_button);

  for (guint d = digits; d < digits + EXTRA_DIGITS; d++)
    {
      double scale = pow (10, d);

      if (fabs (value * scale - round (value * scale)) <= 1e-6 * MAX (1.0, fabs (value * scale)))
        return bk_format_number (value, (int) d);
    }

  return bk_format_number (value, (int) (digits + EXTRA_DIGITS));
}

/* What a screen reader says after the field's name: the unit (the subtitle) and the range. */
static char *
describe (BkNumberRow *self)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (self->spin_button);
  g_autofree char *unit = row_text (self, adw_action_row_get_subtitle (ADW_ACTION_ROW (self)));
  g_autofree char *lower = format_value (self, gtk_adjustment_get_lower (adjustment));
  g_autofree char *upper = format_value (self, gtk_adjustment_get_upper (adjustment));

  if (unit != NULL)
    /* Translators: how a screen reader describes a number field; the first %s is its unit
     * ("Watts per GPU"), the others its lowest and highest value. */
    return g_strdup_printf (_("%s; from %s to %s"), unit, lower, upper);

  /* Translators: how a screen reader describes a number field without a unit; the %s are its
   * lowest and highest value. */
  return g_strdup_printf (_("From %s to %s"), lower, upper);
}

static void
update_accessible (BkNumberRow *self)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self));
  g_autofree char *name = row_text (self, title);
  g_autofree char *description = NULL;

  /* While the row complains, the complaint is what there is to hear. */
  if (self->complaint != COMPLAINT_NONE)
    description = g_strdup (gtk_widget_get_tooltip_text (GTK_WIDGET (self)));
  else
    description = describe (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spin_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name ? name : "",
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static void
end_complaint (BkNumberRow *self)
{
  if (self->complaint == COMPLAINT_NONE)
    return;

  self->complaint = COMPLAINT_NONE;
  gtk_widget_remove_css_class (GTK_WIDGET (self), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "warning");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->tooltip);
  g_clear_pointer (&self->tooltip, g_free);
  gtk_accessible_reset_state (GTK_ACCESSIBLE (self->spin_button), GTK_ACCESSIBLE_STATE_INVALID);
  update_accessible (self);
}

static void
complain (BkNumberRow *self,
          Complaint    complaint,
          const char  *hint)
{
  if (self->complaint == COMPLAINT_NONE)
    self->tooltip = g_strdup (gtk_widget_get_tooltip_text (GTK_WIDGET (self)));

  self->complaint = complaint;
  gtk_widget_remove_css_class (GTK_WIDGET (self), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "warning");
  gtk_widget_add_css_class (GTK_WIDGET (self),
                            complaint == COMPLAINT_INVALID ? "error" : "warning");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), hint);
  /* What was typed was refused either way (as no number, or as beyond a limit): a screen
   * reader hears the field as invalid until the next edit or value, as the eye sees its
   * colour. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->spin_button),
                               GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE,
                               -1);
  update_accessible (self);
  gtk_widget_error_bell (GTK_WIDGET (self));
  /* Said as well as shown: the field keeps or limits what was typed. */
  gtk_accessible_announce (GTK_ACCESSIBLE (self->spin_button), hint,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH);
}

static void
complain_invalid (BkNumberRow *self,
                  const char  *text)
{
  g_autofree char *example = bk_format_number (1234.5, 1);
  g_autofree char *kept = format_value (self, gtk_spin_button_get_value (self->spin_button));
  g_autofree char *hint = NULL;

  /* Translators: the hint on a number field after someone typed text that is no number; the
   * first %s is what they typed, the second an example in their locale's way ("1.234,5"), the
   * third the value the field keeps. */
  hint = g_strdup_printf (_("“%s” is not a number. Write numbers like %s; the value stays %s."),
                          text, example, kept);
  complain (self, COMPLAINT_INVALID, hint);
}

static int
input_cb (BkNumberRow *self,
          double      *new_value)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->spin_button)));
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (self->spin_button);
  double value, lower, upper;

  g_clear_pointer (&self->pending_limit, g_free);

  /* The text as the field wrote it: the value stays to the last bit. Tabbing through a field
   * changes nothing, not even by rounding, and adds no step to undo. */
  {
    double current = gtk_spin_button_get_value (self->spin_button);
    g_autofree char *shown = format_value (self, current);

    if (g_strcmp0 (g_strstrip (text), shown) == 0)
      {
        *new_value = current;
        return TRUE;
      }
  }

  if (!bk_parse_number (text, &value))
    {
      /* The spin button clamps and sets whatever comes back, even on an error: keep the
       * value. */
      *new_value = gtk_spin_button_get_value (self->spin_button);
      complain_invalid (self, g_strstrip (text));
      return GTK_INPUT_ERROR;
    }

  lower = gtk_adjustment_get_lower (adjustment);
  upper = gtk_adjustment_get_upper (adjustment);
  if (value < lower || value > upper)
    {
      g_autofree char *typed = format_value (self, value);
      g_autofree char *limit = format_value (self, value < lower ? lower : upper);
      char *hint;

      if (value < lower)
        /* Translators: the hint on a number field after someone typed a number below its
         * lowest value; the first %s is what they typed, the second the lowest value, which
         * the field now holds. */
        hint = g_strdup_printf (_("%s is below this field's lowest value; it holds %s now."),
                                typed, limit);
      else
        /* Translators: the hint on a number field after someone typed a number above its
         * highest value; the first %s is what they typed, the second the highest value,
         * which the field now holds. */
        hint = g_strdup_printf (_("%s is above this field's highest value; it holds %s now."),
                                typed, limit);
      self->pending_limit = hint;
      value = CLAMP (value, lower, upper);
      /* The spin button notifies of the value after its output; when the value already is
       * the limit, the output is all there is. */
      self->limit_in_notify = fabs (value - gtk_spin_button_get_value (self->spin_button)) > 1e-10;
    }
  else
    {
      end_complaint (self);
    }

  *new_value = value;
  return TRUE;
}

/* Shows the complaint about a limit once the limit is the value; the value's own change
 * would otherwise end it at once. */
static void
show_pending_limit (BkNumberRow *self)
{
  g_autofree char *hint = g_steal_pointer (&self->pending_limit);

  self->limit_in_notify = FALSE;
  if (hint != NULL)
    complain (self, COMPLAINT_LIMITED, hint);
}

static gboolean
output_cb (BkNumberRow *self)
{
  g_autofree char *text = format_value (self, gtk_spin_button_get_value (self->spin_button));

  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (self->spin_button))) != 0)
    {
      self->writing = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (self->spin_button), text);
      self->writing = FALSE;
    }
  /* A screen reader reads the value as the field shows it, not the double behind it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spin_button),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);

  if (!self->limit_in_notify)
    show_pending_limit (self);

  return TRUE;
}

/* A new edit or a new value ends the complaint about the last input. */
static void
changed_cb (BkNumberRow *self)
{
  if (!self->writing)
    end_complaint (self);
}

static void
value_changed_cb (BkNumberRow *self)
{
  if (self->pending_limit != NULL)
    show_pending_limit (self);
  else
    end_complaint (self);


  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}

/* A spin button is as wide as its highest value written out, which for an amount of up to a
 * trillion leaves the row's title a word a line beside it in a narrow pane. Amounts that long
 * are rare: the field is wide enough for a realistic one and scrolls for the rest. */
#define MAX_WIDTH_CHARS 8

static void
update_width (BkNumberRow *self)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (self->spin_button);
  g_autofree char *lower = format_value (self, gtk_adjustment_get_lower (adjustment));
  g_autofree char *upper = format_value (self, gtk_adjustment_get_upper (adjustment));
  int chars = MAX (g_utf8_strlen (lower, -1), g_utf8_strlen (upper, -1));

  gtk_editable_set_width_chars (GTK_EDITABLE (self->spin_button),
                                CLAMP (chars, 2, MAX_WIDTH_CHARS));
}

static void
adjustment_changed_cb (BkNumberRow *self)
{
  update_width (self);
  update_accessible (self);
}

static void
spin_adjustment_cb (BkNumberRow *self)
{
  g_signal_group_set_target (self->adjustment_signals,
                             gtk_spin_button_get_adjustment (self->spin_button));
  update_width (self);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ADJUSTMENT]);
}

static void
climb_rate_changed_cb (BkNumberRow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLIMB_RATE]);
}

static void
digits_changed_cb (BkNumberRow *self)
{
  output_cb (self);
  update_width (self);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIGITS]);
}

/* The row's focus ring follows its field, as in the rows libadwaita edits text in. */
static void
spin_state_flags_changed_cb (BkNumberRow *self)
{
  if (gtk_widget_get_state_flags (GTK_WIDGET (self->spin_button)) & GTK_STATE_FLAG_FOCUS_WITHIN)
    gtk_widget_add_css_class (GTK_WIDGET (self), "focused");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "focused");
}

/* Left and Right at the field's ends move on to the row's other controls (the ± button). */
static gboolean
spin_keynav_failed_cb (BkNumberRow      *self,
                       GtkDirectionType  direction)
{
  if (direction == GTK_DIR_LEFT || direction == GTK_DIR_RIGHT)
    return gtk_widget_child_focus (GTK_WIDGET (self), direction);

  return GDK_EVENT_PROPAGATE;
}

/* Tab goes to the field (and the row's other controls), never to the row itself: the row has
 * nothing to do that its field does not. */
static gboolean
bk_number_row_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  GtkWidget *child = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (widget));

  return child != NULL && gtk_widget_child_focus (child, direction);
}

static gboolean
bk_number_row_grab_focus (GtkWidget *widget)
{
  BkNumberRow *self = BK_NUMBER_ROW (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->spin_button));
}

static void
bk_number_row_dispose (GObject *object)
{
  BkNumberRow *self = BK_NUMBER_ROW (object);

  if (self->adjustment_signals != NULL)
    g_signal_group_set_target (self->adjustment_signals, NULL);

  G_OBJECT_CLASS (bk_number_row_parent_class)->dispose (object);
}

static void
bk_number_row_finalize (GObject *object)
{
  BkNumberRow *self = BK_NUMBER_ROW (object);

  g_clear_object (&self->adjustment_signals);
  g_clear_pointer (&self->tooltip, g_free);
  g_clear_pointer (&self->pending_limit, g_free);

  G_OBJECT_CLASS (bk_number_row_parent_class)->finalize (object);
}

static void
bk_number_row_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BkNumberRow *self = BK_NUMBER_ROW (object);

  switch (prop_id)
    {
    case PROP_ADJUSTMENT:
      g_value_set_object (value, bk_number_row_get_adjustment (self));
      break;

    case PROP_CLIMB_RATE:
      g_value_set_double (value, bk_number_row_get_climb_rate (self));
      break;

    case PROP_DIGITS:
      g_value_set_uint (value, bk_number_row_get_digits (self));
      break;

    case PROP_VALUE:
      g_value_set_double (value, bk_number_row_get_value (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_number_row_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  BkNumberRow *self = BK_NUMBER_ROW (object);

  switch (prop_id)
    {
    case PROP_ADJUSTMENT:
      bk_number_row_set_adjustment (self, g_value_get_object (value));
      break;

    case PROP_CLIMB_RATE:
      bk_number_row_set_climb_rate (self, g_value_get_double (value));
      break;

    case PROP_DIGITS:
      bk_number_row_set_digits (self, g_value_get_uint (value));
      break;

    case PROP_VALUE:
      bk_number_row_set_value (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_number_row_class_init (BkNumberRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_number_row_dispose;
  object_class->finalize = bk_number_row_finalize;
  object_class->get_property = bk_number_row_get_property;
  object_class->set_property = bk_number_row_set_property;

  widget_class->focus = bk_number_row_focus;
  widget_class->grab_focus = bk_number_row_grab_focus;

  /* The adjustment that holds the value, its limits and its steps. */
  properties[PROP_ADJUSTMENT] =
    g_param_spec_object ("adjustment", NULL, NULL,
                         GTK_TYPE_ADJUSTMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* How fast the value climbs while a key or button is held down. */
  properties[PROP_CLIMB_RATE] =
    g_param_spec_double ("climb-rate", NULL, NULL,
                         0, G_MAXDOUBLE, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The decimal places shown (and kept). */
  properties[PROP_DIGITS] =
    g_param_spec_uint ("digits", NULL, NULL,
                       0, 20, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The number. */
  properties[PROP_VALUE] =
    g_param_spec_double ("value", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bk_number_row_init (BkNumberRow *self)
{
  g_autoptr(GListModel) controllers = NULL;

  self->spin_button = GTK_SPIN_BUTTON (gtk_spin_button_new (NULL, 1, 0));
  /* A numeric spin button refuses the grouping marks that people type and paste. */
  gtk_spin_button_set_numeric (self->spin_button, FALSE);
  gtk_widget_set_valign (GTK_WIDGET (self->spin_button), GTK_ALIGN_CENTER);
  gtk_editable_set_alignment (GTK_EDITABLE (self->spin_button), 1.0);
  /* The field keeps no typing of its own to undo: its text would take Ctrl+Z from the
   * profile's history, which undoes a value once it is taken (and with it the text). The keys
   * go to the window's undo and redo first, wherever the field is (where there are none, as in
   * a test without a window, they stay the text's). */
  gtk_editable_set_enable_undo (GTK_EDITABLE (self->spin_button), FALSE);
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();
    const struct { guint key; GdkModifierType mods; const char *action; } undo_keys[] = {
      { GDK_KEY_z, GDK_CONTROL_MASK, "win.undo" },
      { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo" },
      { GDK_KEY_y, GDK_CONTROL_MASK, "win.redo" },
    };

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    for (guint i = 0; i < G_N_ELEMENTS (undo_keys); i++)
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (undo_keys[i].key,
                                                                                      undo_keys[i].mods),
                                                              gtk_named_action_new (undo_keys[i].action)));
    gtk_widget_add_controller (GTK_WIDGET (self->spin_button), keys);
  }

  /* Scrolling the page over a row must scroll the page, not change the number. */
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (self->spin_button));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_NONE);
    }

  g_signal_connect_object (self->spin_button, "input", G_CALLBACK (input_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->spin_button, "output", G_CALLBACK (output_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->spin_button, "changed", G_CALLBACK (changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->spin_button, "notify::value", G_CALLBACK (value_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->spin_button, "notify::adjustment",
                           G_CALLBACK (spin_adjustment_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->spin_button, "notify::digits", G_CALLBACK (digits_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->spin_button, "notify::climb-rate",
                           G_CALLBACK (climb_rate_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->spin_button, "state-flags-changed",
                           G_CALLBACK (spin_state_flags_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->spin_button, "keynav-failed",
                           G_CALLBACK (spin_keynav_failed_cb), self, G_CONNECT_SWAPPED);

  self->adjustment_signals = g_signal_group_new (GTK_TYPE_ADJUSTMENT);
  g_signal_group_connect_object (self->adjustment_signals, "changed",
                                 G_CALLBACK (adjustment_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_set_target (self->adjustment_signals,
                             gtk_spin_button_get_adjustment (self->spin_button));

  g_signal_connect (self, "notify::title", G_CALLBACK (update_accessible), NULL);
  g_signal_connect (self, "notify::subtitle", G_CALLBACK (update_accessible), NULL);
  g_signal_connect (self, "notify::use-markup", G_CALLBACK (update_accessible), NULL);

  adw_action_row_add_suffix (ADW_ACTION_ROW (self), GTK_WIDGET (self->spin_button));
  /* A click on the row's title puts the cursor in the field. */
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self), GTK_WIDGET (self->spin_button));
  gtk_widget_add_css_class (GTK_WIDGET (self), "spin");

  output_cb (self);
  update_width (self);
  update_accessible (self);
}

/**
 * bk_number_row_new:
 * @adjustment: (nullable): the adjustment of the value
 * @climb_rate: how fast the value climbs while a key is held down
 * @digits: the decimal places shown
 *
 * Returns: (transfer floating): a new number row
 */
GtkWidget *
bk_number_row_new (GtkAdjustment *adjustment,
                   double         climb_rate,
                   guint          digits)
{
  g_return_val_if_fail (adjustment == NULL || GTK_IS_ADJUSTMENT (adjustment), NULL);
  g_return_val_if_fail (climb_rate >= 0, NULL);

  return g_object_new (BK_TYPE_NUMBER_ROW,
                       "adjustment", adjustment,
                       "climb-rate", climb_rate,
                       "digits", digits,
                       NULL);
}

/**
 * bk_number_row_new_with_range:
 * @minimum: the lowest value
 * @maximum: the highest value
 * @step: the step of the arrow keys; the page keys take ten of them
 *
 * Returns: (transfer floating): a new number row holding @minimum, without decimals
 */
GtkWidget *
bk_number_row_new_with_range (double minimum,
                              double maximum,
                              double step)
{
  g_autoptr(GtkAdjustment) adjustment = NULL;

  g_return_val_if_fail (minimum <= maximum, NULL);
  g_return_val_if_fail (step > 0, NULL);

  adjustment = g_object_ref_sink (gtk_adjustment_new (minimum, minimum, maximum, step,
                                                      10 * step, 0));

  return bk_number_row_new (adjustment, step, 0);
}

/* Returns: (transfer none): the adjustment */
GtkAdjustment *
bk_number_row_get_adjustment (BkNumberRow *self)
{
  g_return_val_if_fail (BK_IS_NUMBER_ROW (self), NULL);

  return gtk_spin_button_get_adjustment (self->spin_button);
}

void
bk_number_row_set_adjustment (BkNumberRow   *self,
                              GtkAdjustment *adjustment)
{
  g_return_if_fail (BK_IS_NUMBER_ROW (self));
  g_return_if_fail (adjustment == NULL || GTK_IS_ADJUSTMENT (adjustment));

  /* The spin button notifies, and spin_adjustment_cb() passes it on. */
  gtk_spin_button_set_adjustment (self->spin_button, adjustment);
}

double
bk_number_row_get_climb_rate (BkNumberRow *self)
{
  g_return_val_if_fail (BK_IS_NUMBER_ROW (self), 0);

  return gtk_spin_button_get_climb_rate (self->spin_button);
}

void
bk_number_row_set_climb_rate (BkNumberRow *self,
                              double       climb_rate)
{
  g_return_if_fail (BK_IS_NUMBER_ROW (self));

  gtk_spin_button_set_climb_rate (self->spin_button, climb_rate);
}

guint
bk_number_row_get_digits (BkNumberRow *self)
{
  g_return_val_if_fail (BK_IS_NUMBER_ROW (self), 0);

  return gtk_spin_button_get_digits (self->spin_button);
}

void
bk_number_row_set_digits (BkNumberRow *self,
                          guint        digits)
{
  g_return_if_fail (BK_IS_NUMBER_ROW (self));

  gtk_spin_button_set_digits (self->spin_button, digits);
}

double
bk_number_row_get_value (BkNumberRow *self)
{
  g_return_val_if_fail (BK_IS_NUMBER_ROW (self), 0);

  return gtk_spin_button_get_value (self->spin_button);
}

void
bk_number_row_set_value (BkNumberRow *self,
                         double       value)
{
  g_return_if_fail (BK_IS_NUMBER_ROW (self));

  gtk_spin_button_set_value (self->spin_button, value);
}

/**
 * bk_number_row_set_range:
 * @minimum: the lowest value
 * @maximum: the highest value
 *
 * Sets the limits of the value, which is clamped into them.
 */
void
bk_number_row_set_range (BkNumberRow *self,
                         double       minimum,
                         double       maximum)
{
  g_return_if_fail (BK_IS_NUMBER_ROW (self));
  g_return_if_fail (minimum <= maximum);

  gtk_spin_button_set_range (self->spin_button, minimum, maximum);
}

/* Takes what was typed into the field as the value now, as Enter or leaving the field does. */
void
bk_number_row_update (BkNumberRow *self)
{
  g_return_if_fail (BK_IS_NUMBER_ROW (self));

  gtk_spin_button_update (self->spin_button);
}

/* Returns: (transfer none): the row's number field */
GtkSpinButton *
bk_number_row_get_spin_button (BkNumberRow *self)
{
  g_return_val_if_fail (BK_IS_NUMBER_ROW (self), NULL);

  return self->spin_button;
}
