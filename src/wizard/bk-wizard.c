/* bk-wizard.c: the checklist wizard, one page per question
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its pages write straight into the profile, so going back or leaving never loses an answer and
 * there is nothing to apply at the end.
 */

#define G_LOG_DOMAIN "bk-wizard"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-profile.h"
#include "bk-step-compliance.h"
#include "bk-step-hardware.h"
#include "bk-step-know-how.h"
#include "bk-step-obsolescence.h"
#include "bk-step-predictability.h"
#include "bk-step-prices.h"
#include "bk-step-transfer.h"
#include "bk-step-utilisation.h"
#include "bk-usage-import.h"
#include "bk-wizard-page.h"
#include "bk-wizard.h"

struct _BkWizard
{
  AdwBin             parent_instance;

  BkProfile         *profile;
  GSettings         *settings;
  guint              step;

  AdwNavigationView *navigation_view;
  BkWizardPage      *pages[BK_WIZARD_N_STEPS];
};

enum {
  PROP_0,
  PROP_PROFILE,
  PROP_STEP,
  PROP_SETTINGS,
  N_PROPS
};

enum {
  FINISHED,
  CANCELLED,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (BkWizard, bk_wizard, ADW_TYPE_BIN)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static char *
page_tag (guint step)
{
  return g_strdup_printf ("step-%u", step);
}

static void
visible_page_changed_cb (BkWizard *self)
{
  AdwNavigationPage *page = adw_navigation_view_get_visible_page (self->navigation_view);
  guint step;

  if (!BK_IS_WIZARD_PAGE (page))
    return;

  step = bk_wizard_page_get_number (BK_WIZARD_PAGE (page));
  if (self->step == step)
    return;

  self->step = step;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/* The text field inside the wizard that has the focus, if any. */
static GtkWidget *
focused_field (BkWizard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !GTK_IS_EDITABLE (focus) || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return NULL;

  return focus;
}

static GtkSpinButton *
focused_spin_button (BkWizard *self)
{
  GtkWidget *field = focused_field (self);

  return field != NULL ? GTK_SPIN_BUTTON (gtk_widget_get_ancestor (field, GTK_TYPE_SPIN_BUTTON))
                       : NULL;
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BkWizard *self = BK_WIZARD (widget);
  GtkSpinButton *spin = focused_spin_button (self);

  /* A number typed and not yet taken counts, as when the focus leaves the field. */
  if (spin != NULL)
    gtk_spin_button_update (spin);

  bk_wizard_next (self);
}

/* Escape in a text field belongs to the field: a number typed and not yet taken goes back to
 * the value the profile has, as an entry's Escape does in GNOME, and the page stays. Elsewhere
 * Escape goes back a step. */
static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  BkWizard *self = BK_WIZARD (widget);
  GtkSpinButton *spin;

  if (focused_field (self) == NULL)
    {
      bk_wizard_back (self);
      return TRUE;
    }

  /* Setting the value it has writes the value back into the text. */
  spin = focused_spin_button (self);
  if (spin != NULL)
    gtk_spin_button_set_value (spin, gtk_spin_button_get_value (spin));

  return TRUE;
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bk_wizard_back (BK_WIZARD (widget));
}

/* The wizard's focus is the first field of the step on screen. */
static gboolean
bk_wizard_grab_focus (GtkWidget *widget)
{
  BkWizard *self = BK_WIZARD (widget);
  AdwNavigationPage *page = adw_navigation_view_get_visible_page (self->navigation_view);

  if (BK_IS_WIZARD_PAGE (page) && bk_wizard_page_focus_first (BK_WIZARD_PAGE (page)))
    return TRUE;

  return GTK_WIDGET_CLASS (bk_wizard_parent_class)->grab_focus (widget);
}

static void
bk_wizard_dispose (GObject *object)
{
  BkWizard *self = BK_WIZARD (object);

  /* AdwBin unparents its child in its own dispose; the template must not do it first. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_WIZARD);
  g_clear_object (&self->profile);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bk_wizard_parent_class)->dispose (object);
}

static void
bk_wizard_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  BkWizard *self = BK_WIZARD (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, bk_wizard_get_profile (self));
      break;

    case PROP_STEP:
      g_value_set_uint (value, bk_wizard_get_step (self));
      break;

    case PROP_SETTINGS:
      g_value_set_object (value, bk_wizard_get_settings (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_wizard_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  BkWizard *self = BK_WIZARD (object);

  switch (prop_id)
    {
    case PROP_PROFILE:
      bk_wizard_set_profile (self, g_value_get_object (value));
      break;

    case PROP_SETTINGS:
      bk_wizard_set_settings (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_wizard_class_init (BkWizardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_wizard_dispose;
  widget_class->grab_focus = bk_wizard_grab_focus;
  object_class->get_property = bk_wizard_get_property;
  object_class->set_property = bk_wizard_set_property;

  /* The profile the wizard edits; every answer is written into it at once. */
  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL,
                         BK_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The step on screen, 1 to 8. */
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL,
                       1, BK_WIZARD_N_STEPS, 1,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The application's settings, handed on to the forms for the exchange rates edited in
   * Preferences; %NULL for the shipped rates alone. */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted when the user goes on from the last step to the result. */
  signals[FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * BkWizard::cancelled:
   *
   * Emitted when the user goes back from the first step. The answers given so far stay in the
   * profile.
   */
  signals[CANCELLED] =
    g_signal_new ("cancelled",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  g_type_ensure (BK_TYPE_WIZARD_PAGE);
  g_type_ensure (BK_TYPE_STEP_HARDWARE);
  g_type_ensure (BK_TYPE_STEP_UTILISATION);
  g_type_ensure (BK_TYPE_STEP_PREDICTABILITY);
  g_type_ensure (BK_TYPE_STEP_OBSOLESCENCE);
  g_type_ensure (BK_TYPE_STEP_TRANSFER);
  g_type_ensure (BK_TYPE_STEP_COMPLIANCE);
  g_type_ensure (BK_TYPE_STEP_KNOW_HOW);
  g_type_ensure (BK_TYPE_STEP_PRICES);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-wizard.ui");
  gtk_widget_class_bind_template_child (widget_class, BkWizard, navigation_view);
  gtk_widget_class_bind_template_child_full (widget_class, "page1", FALSE,
                                             G_STRUCT_OFFSET (BkWizard, pages[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "page2", FALSE,
                                             G_STRUCT_OFFSET (BkWizard, pages[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "page3", FALSE,
                                             G_STRUCT_OFFSET (BkWizard, pages[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "page4", FALSE,
                                             G_STRUCT_OFFSET (BkWizard, pages[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "page5", FALSE,
                                             G_STRUCT_OFFSET (BkWizard, pages[4]));
  gtk_widget_class_bind_template_child_full (widget_class, "page6", FALSE,
                                             G_STRUCT_OFFSET (BkWizard, pages[5]));
  gtk_widget_class_bind_template_child_full (widget_class, "page7", FALSE,
                                             G_STRUCT_OFFSET (BkWizard, pages[6]));
  gtk_widget_class_bind_template_child_full (widget_class, "page8", FALSE,
                                             G_STRUCT_OFFSET (BkWizard, pages[7]));
  gtk_widget_class_bind_template_callback (widget_class, visible_page_changed_cb);

  gtk_widget_class_install_action (widget_class, "wizard.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "wizard.back", NULL, back_action);

  /* AdwNavigationView pops on Alt+Left itself; on the first page, where it has nothing to pop,
   * the key reaches these bindings and leaves the wizard. Escape is handled here alone so that
   * it behaves the same on every page. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_cb, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "wizard.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, GDK_ALT_MASK,
                                       "wizard.back", NULL);

  /* Next from anywhere on the page, the last step's field included: Alt+Right as the way
   * forward beside Alt+Left, and Ctrl+Return as GNOME's "done with this form". */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "wizard.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, GDK_ALT_MASK,
                                       "wizard.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "wizard.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "wizard.next", NULL);
}

static void
bk_wizard_init (BkWizard *self)
{
  self->step = 1;

  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * bk_wizard_new:
 * @profile: (nullable): the profile to edit
 *
 * Returns: (transfer floating): a new wizard on its first step
 */
BkWizard *
bk_wizard_new (BkProfile *profile)
{
  g_return_val_if_fail (profile == NULL || BK_IS_PROFILE (profile), NULL);

  return g_object_new (BK_TYPE_WIZARD, "profile", profile, NULL);
}

/* Returns: (transfer none) (nullable): the profile being edited */
BkProfile *
bk_wizard_get_profile (BkWizard *self)
{
  g_return_val_if_fail (BK_IS_WIZARD (self), NULL);

  return self->profile;
}

void
bk_wizard_set_profile (BkWizard  *self,
                       BkProfile *profile)
{
  g_return_if_fail (BK_IS_WIZARD (self));
  g_return_if_fail (profile == NULL || BK_IS_PROFILE (profile));

  if (g_set_object (&self->profile, profile))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

/* Returns: the step on screen, 1 to 8 */
guint
bk_wizard_get_step (BkWizard *self)
{
  g_return_val_if_fail (BK_IS_WIZARD (self), 0);

  return self->step;
}

/**
 * bk_wizard_get_step_widget:
 * @step: a step number, 1 to 8
 *
 * Returns: (transfer none): the form of that step, a #BkStep
 */
GtkWidget *
bk_wizard_get_step_widget (BkWizard *self,
                           guint     step)
{
  g_return_val_if_fail (BK_IS_WIZARD (self), NULL);
  g_return_val_if_fail (step >= 1 && step <= BK_WIZARD_N_STEPS, NULL);

  return GTK_WIDGET (bk_wizard_page_get_step (self->pages[step - 1]));
}

static GtkWidget *
find_usage_import (GtkWidget *root)
{
  if (BK_IS_USAGE_IMPORT (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_usage_import (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Measured usage read on the step on screen and not yet accepted is taken as the step is left,
 * by Next, Back or their keys: what was read is never dropped without a word. */
static void
take_pending_usage (BkWizard *self)
{
  guint step = self->step;
  GtkWidget *import;

  if (step < 1 || step > BK_WIZARD_N_STEPS)
    return;

  import = find_usage_import (GTK_WIDGET (bk_wizard_page_get_step (self->pages[step - 1])));
  if (import != NULL)
    bk_usage_import_take_pending (BK_USAGE_IMPORT (import));
}

/* Goes on to the next step, or emits #BkWizard::finished on the last one. */
void
bk_wizard_next (BkWizard *self)
{
  g_autofree char *tag = NULL;

  g_return_if_fail (BK_IS_WIZARD (self));

  take_pending_usage (self);

  if (self->step >= BK_WIZARD_N_STEPS)
    {
      g_signal_emit (self, signals[FINISHED], 0);
      return;
    }

  tag = page_tag (self->step + 1);
  adw_navigation_view_push_by_tag (self->navigation_view, tag);
}

/**
 * bk_wizard_back:
 *
 * Goes back one step, or emits #BkWizard::cancelled on the first one. Answers stay in the
 * profile either way.
 */
void
bk_wizard_back (BkWizard *self)
{
  g_return_if_fail (BK_IS_WIZARD (self));

  take_pending_usage (self);
  if (self->step <= 1)
    {
      g_signal_emit (self, signals[CANCELLED], 0);
      return;
    }

  adw_navigation_view_pop (self->navigation_view);
}

/* Shows the first step again, for another walk through the same profile. */
void
bk_wizard_restart (BkWizard *self)
{
  const char * const tags[] = { "step-1" };

  g_return_if_fail (BK_IS_WIZARD (self));

  adw_navigation_view_replace_with_tags (self->navigation_view, tags, G_N_ELEMENTS (tags));
}

/* Returns: (transfer none) (nullable): see #BkWizard:settings */
GSettings *
bk_wizard_get_settings (BkWizard *self)
{
  g_return_val_if_fail (BK_IS_WIZARD (self), NULL);

  return self->settings;
}

void
bk_wizard_set_settings (BkWizard  *self,
                        GSettings *settings)
{
  g_return_if_fail (BK_IS_WIZARD (self));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  if (g_set_object (&self->settings, settings))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
}
