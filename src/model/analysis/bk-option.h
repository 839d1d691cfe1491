/* bk-option.h: the names of the three ways of getting GPUs
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bk-enums.h"

G_BEGIN_DECLS

const char *bk_option_get_label (BkOption option);

G_END_DECLS
