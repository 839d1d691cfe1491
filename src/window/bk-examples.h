/* bk-examples.h: the example profiles that ship with the app
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

void bk_examples_load (GListStore *store);

G_END_DECLS
