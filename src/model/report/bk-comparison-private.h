/* bk-comparison-private.h: what the comparison's CSV shares with the comparison
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-comparison.h"

G_BEGIN_DECLS

GStrv        bk_comparison_csv_column      (BkProfile    *profile,
                                            BkAnalysis   *analysis) G_GNUC_WARN_UNUSED_RESULT;
const char *const *_bk_comparison_get_csv_column (BkComparison *self,
                                            guint         column);

G_END_DECLS
