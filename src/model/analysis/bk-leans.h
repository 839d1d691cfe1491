/* bk-leans.h: which way each checklist answer leans, and why
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-types.h"

G_BEGIN_DECLS

void bk_leans_compute (BkWorkload  *workload,
                       BkLean      *leans,
                       char       **reasons);

G_END_DECLS
