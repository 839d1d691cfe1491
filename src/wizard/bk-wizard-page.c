/* bk-wizard-page.c: one page of the checklist wizard around one step
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its buttons use the wizard's actions ("wizard.next", "wizard.back"), so the page needs to know
 * nothing else.
 */

#define G_LOG_DOMAIN "bk-wizard-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-step.h"
#include "bk-wizard-page.h"

struct _BkWizardPage
{
  AdwNavigationPage  parent_instance;

  guint              number;
  BkStep            *step;
  GBinding          *title_binding;

  AdwWindowTitle    *window_title;
  GtkButton         *cancel_button;
  GtkProgressBar    *progress_bar;
  AdwClamp          *clamp;
  GtkButton         *next_button;
};

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_STEP,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkWizardPage, bk_wizard_page, ADW_TYPE_NAVIGATION_PAGE)

static GParamSpec *properties[N_PROPS];

static void
update_progress (BkWizardPage *self)
{
  /* Translators: the wizard's progress, e.g. "Step 3 of 8". */
  g_autofree char *progress = g_strdup_printf (_("Step %u of %u"), self->number, BK_WIZARD_N_STEPS);
  gboolean last = self->number == BK_WIZARD_N_STEPS;

  adw_window_title_set_subtitle (self->window_title, progress);
  gtk_progress_bar_set_fraction (self->progress_bar, (double) self->number / BK_WIZARD_N_STEPS);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress_bar),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, progress,
                                  -1);
  gtk_button_set_label (self->next_button, last ? _("See the _Result") : _("_Next"));
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), self->number == 1);
}

/* A page comes with its first field focused, so that the keyboard (and a screen reader) starts
 * on the question: the Next button that was pressed went away with the page before. */
static void
bk_wizard_page_shown (AdwNavigationPage *page)
{
  BkWizardPage *self = BK_WIZARD_PAGE (page);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  /* A page is shown in a wizard that is not in a window yet, too. */
  if (root == NULL)
    return;

  focus = gtk_root_get_focus (root);
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self))
      && gtk_widget_get_mapped (focus))
    return;

  bk_wizard_page_focus_first (self);
}

static void
bk_wizard_page_dispose (GObject *object)
{
  BkWizardPage *self = BK_WIZARD_PAGE (object);

  g_clear_pointer (&self->title_binding, g_binding_unbind);
  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_WIZARD_PAGE);
  self->step = NULL;

  G_OBJECT_CLASS (bk_wizard_page_parent_class)->dispose (object);
}

static void
bk_wizard_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BkWizardPage *self = BK_WIZARD_PAGE (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, bk_wizard_page_get_number (self));
      break;

    case PROP_STEP:
      g_value_set_object (value, bk_wizard_page_get_step (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_wizard_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BkWizardPage *self = BK_WIZARD_PAGE (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      bk_wizard_page_set_number (self, g_value_get_uint (value));
      break;

    case PROP_STEP:
      bk_wizard_page_set_step (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_wizard_page_class_init (BkWizardPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  AdwNavigationPageClass *page_class = ADW_NAVIGATION_PAGE_CLASS (klass);

  object_class->dispose = bk_wizard_page_dispose;
  object_class->get_property = bk_wizard_page_get_property;
  object_class->set_property = bk_wizard_page_set_property;

  page_class->shown = bk_wizard_page_shown;

  /* The step's place in the wizard, 1 to 8. */
  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL,
                       1, BK_WIZARD_N_STEPS, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The step's form shown on the page. */
  properties[PROP_STEP] =
    g_param_spec_object ("step", NULL, NULL,
                         BK_TYPE_STEP,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-wizard-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BkWizardPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, BkWizardPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, BkWizardPage, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, BkWizardPage, clamp);
  gtk_widget_class_bind_template_child (widget_class, BkWizardPage, next_button);
}

static void
bk_wizard_page_init (BkWizardPage *self)
{
  self->number = 1;

  gtk_widget_init_template (GTK_WIDGET (self));
  update_progress (self);
}

guint
bk_wizard_page_get_number (BkWizardPage *self)
{
  g_return_val_if_fail (BK_IS_WIZARD_PAGE (self), 0);

  return self->number;
}

void
bk_wizard_page_set_number (BkWizardPage *self,
                           guint         number)
{
  g_return_if_fail (BK_IS_WIZARD_PAGE (self));
  g_return_if_fail (number >= 1 && number <= BK_WIZARD_N_STEPS);

  if (self->number == number)
    return;

  self->number = number;
  update_progress (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
}

/* Returns: (transfer none) (nullable): the step shown on the page */
BkStep *
bk_wizard_page_get_step (BkWizardPage *self)
{
  g_return_val_if_fail (BK_IS_WIZARD_PAGE (self), NULL);

  return self->step;
}

void
bk_wizard_page_set_step (BkWizardPage *self,
                         BkStep       *step)
{
  g_return_if_fail (BK_IS_WIZARD_PAGE (self));
  g_return_if_fail (step == NULL || BK_IS_STEP (step));

  if (self->step == step)
    return;

  g_clear_pointer (&self->title_binding, g_binding_unbind);

  /* The clamp owns the step; the page only points at it. */
  self->step = step;
  adw_clamp_set_child (self->clamp, GTK_WIDGET (step));

  if (step != NULL)
    self->title_binding = g_object_bind_property (step, "title", self, "title",
                                                  G_BINDING_SYNC_CREATE);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/**
 * bk_wizard_page_focus_first:
 *
 * Focuses the step's first field, or the Next button when the step has none.
 *
 * Returns: whether something on the page took the focus
 */
gboolean
bk_wizard_page_focus_first (BkWizardPage *self)
{
  g_return_val_if_fail (BK_IS_WIZARD_PAGE (self), FALSE);

  if (self->step != NULL && gtk_widget_child_focus (GTK_WIDGET (self->step), GTK_DIR_TAB_FORWARD))
    return TRUE;

  return gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
}
