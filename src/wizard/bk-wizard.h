/* bk-wizard.h: the checklist wizard, one page per question
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_WIZARD (bk_wizard_get_type ())

G_DECLARE_FINAL_TYPE (BkWizard, bk_wizard, BK, WIZARD, AdwBin)

BkWizard  *bk_wizard_new             (BkProfile *profile);

BkProfile *bk_wizard_get_profile     (BkWizard  *self);
void       bk_wizard_set_profile     (BkWizard  *self,
                                      BkProfile *profile);
guint      bk_wizard_get_step        (BkWizard  *self);
GtkWidget *bk_wizard_get_step_widget (BkWizard  *self,
                                      guint      step);

void       bk_wizard_next            (BkWizard  *self);
void       bk_wizard_back            (BkWizard  *self);
void       bk_wizard_restart         (BkWizard  *self);

GSettings *bk_wizard_get_settings (BkWizard *self);
void       bk_wizard_set_settings (BkWizard *self,
                                   GSettings *settings);

G_END_DECLS
