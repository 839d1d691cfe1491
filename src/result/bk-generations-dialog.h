/* bk-generations-dialog.h: the profile's work on every GPU generation, side by side
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_GENERATIONS_DIALOG (bk_generations_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BkGenerationsDialog, bk_generations_dialog, BK, GENERATIONS_DIALOG, AdwDialog)

AdwDialog *bk_generations_dialog_new         (BkProfile           *profile,
                                              GSettings           *settings);
BkProfile *bk_generations_dialog_get_profile (BkGenerationsDialog *self);

G_END_DECLS
