/* bk-step-transfer.c: the checklist wizard's step 5: data moved out of the cloud, and cloud storage
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-step-transfer"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "bk-format.h"
#include "bk-lean-box.h"
#include "bk-number-row.h"
#include "bk-step-transfer.h"
#include "bk-step.h"

struct _BkStepTransfer
{
  BkStep        parent_instance;

  BkNumberRow  *transfer_row;
  BkNumberRow  *dataset_row;
  BkNumberRow  *syncs_row;
  AdwButtonRow *apply_row;
  BkNumberRow  *egress_row;
  BkNumberRow  *storage_row;
  BkNumberRow  *storage_price_row;
};

G_DEFINE_FINAL_TYPE (BkStepTransfer, bk_step_transfer, BK_TYPE_STEP)

static double
helper_product (BkStepTransfer *self)
{
  return bk_number_row_get_value (self->dataset_row) * bk_number_row_get_value (self->syncs_row);
}

static void
update_apply_row (BkStepTransfer *self)
{
  g_autofree char *amount = NULL;
  g_autofree char *title = NULL;

  /* The rows notify while the template is still being built. */
  if (self->dataset_row == NULL || self->syncs_row == NULL || self->apply_row == NULL)
    return;

  amount = bk_format_number (helper_product (self), 0);
  /* Translators: a button that copies the product of dataset size and syncs into the field
   * above, e.g. "Use 3,000 GB a month". */
  title = g_strdup_printf (_("Use %s GB a month"), amount);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->apply_row), title);
}

/* The helper's numbers are only a way to work the figure out; the model keeps the product. */
static void
apply_row_activated_cb (BkStepTransfer *self)
{
  bk_number_row_set_value (self->transfer_row, helper_product (self));
}

static void
bk_step_transfer_class_init (BkStepTransferClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (BK_TYPE_LEAN_BOX);

  bk_step_class_set_template (widget_class,
                              "/io/github/breakeven/Breakeven/ui/bk-step-transfer.ui");
  gtk_widget_class_bind_template_child (widget_class, BkStepTransfer, transfer_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepTransfer, dataset_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepTransfer, syncs_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepTransfer, apply_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepTransfer, egress_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepTransfer, storage_row);
  gtk_widget_class_bind_template_child (widget_class, BkStepTransfer, storage_price_row);
  gtk_widget_class_bind_template_callback (widget_class, update_apply_row);
  gtk_widget_class_bind_template_callback (widget_class, apply_row_activated_cb);
}

static void
bk_step_transfer_init (BkStepTransfer *self)
{
  BkStep *step = BK_STEP (self);

  gtk_widget_init_template (GTK_WIDGET (self));

  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "transfer-gb-per-month", self->transfer_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "egress-per-gb", self->egress_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_WORKLOAD, "cloud-storage-gb", self->storage_row, "value");
  bk_step_bind (step, BK_STEP_SOURCE_PRICING, "storage-per-gb-month",
                self->storage_price_row, "value");

  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->egress_row, "subtitle", _("%s per GB leaving the cloud"));
  /* Translators: %s is a currency symbol such as € or $. */
  bk_step_add_money_unit (step, self->storage_price_row, "subtitle", _("%s per GB and month"));

  update_apply_row (self);
}

GtkWidget *
bk_step_transfer_new (void)
{
  return g_object_new (BK_TYPE_STEP_TRANSFER, NULL);
}
