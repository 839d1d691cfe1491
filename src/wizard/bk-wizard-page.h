/* bk-wizard-page.h: one page of the checklist wizard around one step
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-step.h"

G_BEGIN_DECLS

/* How many steps the wizard has. */
#define BK_WIZARD_N_STEPS 8

#define BK_TYPE_WIZARD_PAGE (bk_wizard_page_get_type ())

G_DECLARE_FINAL_TYPE (BkWizardPage, bk_wizard_page, BK, WIZARD_PAGE, AdwNavigationPage)

guint    bk_wizard_page_get_number  (BkWizardPage *self);
void     bk_wizard_page_set_number  (BkWizardPage *self,
                                     guint         number);
BkStep  *bk_wizard_page_get_step    (BkWizardPage *self);
void     bk_wizard_page_set_step    (BkWizardPage *self,
                                     BkStep       *step);
gboolean bk_wizard_page_focus_first (BkWizardPage *self);

G_END_DECLS
