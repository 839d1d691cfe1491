/* bk-input-private.h: what the model itself needs to know about the uncertain inputs
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bk-engine-enums.h"

G_BEGIN_DECLS

GParamSpecDouble *bk_input_get_pspec (BkInput input);

G_END_DECLS
