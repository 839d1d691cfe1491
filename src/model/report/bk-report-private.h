/* bk-report-private.h: the parts of the report that live in files of their own
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "bk-types.h"

G_BEGIN_DECLS

void bk_report_append_hardware_tax (GString     *out,
                                    BkProfile   *profile,
                                    BkAnalysis  *analysis,
                                    const char  *currency);
void bk_report_add_hardware_tax    (JsonBuilder *builder,
                                    BkProfile   *profile,
                                    BkAnalysis  *analysis);

G_END_DECLS
