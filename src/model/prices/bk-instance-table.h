/* bk-instance-table.h: which GPU, and how many, each cloud instance size has
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#instance-sizes. The table (data/instance-sizes.json) maps a provider's
 * instance size to one of the catalogue's GPUs and the number of them in one instance, each
 * entry with the provider's page it was read from.
 */

#pragma once

#include <gio/gio.h>

#include "bk-price-offer.h"
#include "bk-types.h"

G_BEGIN_DECLS

/* Where the application library registers the table in the GResource. */
#define BK_INSTANCE_TABLE_RESOURCE_PATH "/io/github/breakeven/Breakeven/instance-sizes.json"

/* The most GPUs one instance size has in the table: a rack of 72. */
#define BK_INSTANCE_TABLE_MAX_GPUS 72

typedef struct _BkInstanceTable BkInstanceTable;

BkInstanceTable *bk_instance_table_new_from_bytes (GBytes           *bytes,
                                                   BkCatalogue      *catalogue,
                                                   GError          **error) G_GNUC_WARN_UNUSED_RESULT;
BkInstanceTable *bk_instance_table_get_default    (void);
BkInstanceTable *bk_instance_table_ref            (BkInstanceTable  *self);
void             bk_instance_table_unref          (BkInstanceTable  *self);
const char      *bk_instance_table_lookup         (BkInstanceTable  *self,
                                                   BkPriceSource     source,
                                                   const char       *size,
                                                   guint            *gpus);
GStrv            bk_instance_table_dup_sizes      (BkInstanceTable  *self,
                                                   BkPriceSource     source) G_GNUC_WARN_UNUSED_RESULT;
guint            bk_instance_table_get_n_sizes    (BkInstanceTable  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkInstanceTable, bk_instance_table_unref)

G_END_DECLS
