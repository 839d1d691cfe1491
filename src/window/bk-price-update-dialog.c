/* bk-price-update-dialog.c: Update Prices: consent, progress and Cancel, and what changed
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/catalogue-format.md#fetched-offers. Before the first connection the dialog says where it
 * will connect and asks; the answer is kept in the settings. Then it fetches, with the progress
 * and a Cancel that ends the update; a failure shows its one line and changes nothing. What was
 * fetched is listed, offer by offer against the last update or the catalogue, and only Keep the
 * New Prices writes it and lists it in the catalogue. A profile's price changes only when the
 * user picks an offer in the prices step, as one undo step.
 */

#define G_LOG_DOMAIN "bk-price-update-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-accessible.h"
#include "bk-format.h"
#include "bk-price-changes.h"
#include "bk-price-regions.h"
#include "bk-price-update-dialog.h"
#include "bk-price-update.h"

struct _BkPriceUpdateDialog
{
  AdwDialog         parent_instance;

  GtkStack         *stack;
  AdwStatusPage    *consent_page;
  GtkWidget        *consent_button;
  AdwStatusPage    *progress_page;
  GtkProgressBar   *progress_bar;
  GtkWidget        *cancel_button;
  GtkLabel         *summary_label;
  GtkLabel         *changes_note;
  GtkListBox       *changes_list;
  GtkWidget        *keep_button;
  AdwStatusPage    *error_page;
  GtkWidget        *retry_button;

  BkApplication    *application;
  GSettings        *settings;
  BkPriceUpdate    *update;
  GCancellable     *cancellable;
  BkFetchedOffers  *fetched;
  guint             pulse_id;
};

G_DEFINE_FINAL_TYPE (BkPriceUpdateDialog, bk_price_update_dialog, ADW_TYPE_DIALOG)

static void start_update (BkPriceUpdateDialog *self);

static void
stop_pulse (BkPriceUpdateDialog *self)
{
  g_clear_handle_id (&self->pulse_id, g_source_remove);
}

static gboolean
pulse_cb (gpointer user_data)
{
  BkPriceUpdateDialog *self = user_data;

  gtk_progress_bar_pulse (self->progress_bar);
  return G_SOURCE_CONTINUE;
}

static void
progress_cb (BkPriceUpdateDialog *self)
{
  double fraction = bk_price_update_get_fraction (self->update);

  gtk_progress_bar_set_text (self->progress_bar, bk_price_update_get_status (self->update));
  if (fraction >= 0)
    {
      stop_pulse (self);
      gtk_progress_bar_set_fraction (self->progress_bar, fraction);
    }
  else if (self->pulse_id == 0)
    self->pulse_id = g_timeout_add (200, pulse_cb, self);
}

/* Shows a page with the focus on its main button, which Enter presses too, but for Cancel. */
static void
show_page (BkPriceUpdateDialog *self,
           const char          *name,
           GtkWidget           *focus)
{
  gtk_stack_set_visible_child_name (self->stack, name);
  adw_dialog_set_default_widget (ADW_DIALOG (self), focus != self->cancel_button ? focus : NULL);
  gtk_widget_grab_focus (focus);
}

/* "Azure (Germany West Central, in EUR) and AWS (Europe (Frankfurt))" */
static char *
dup_asked (BkPriceUpdateDialog *self)
{
  GSettings *settings = self->settings;
  g_autofree char *territory = bk_price_region_dup_territory ();
  g_autofree char *azure = NULL;
  g_autofree char *aws = NULL;
  g_autofree char *currency = NULL;

  if (settings != NULL)
    {
      azure = g_settings_get_string (settings, "price-azure-region");
      aws = g_settings_get_string (settings, "price-aws-region");
      currency = g_settings_get_string (settings, "default-currency");
    }
  if (azure == NULL || azure[0] == '\0')
    g_set_str (&azure, bk_price_region_default (BK_PRICE_SOURCE_AZURE, territory));
  if (aws == NULL || aws[0] == '\0')
    g_set_str (&aws, bk_price_region_default (BK_PRICE_SOURCE_AWS, territory));
  if (currency == NULL || currency[0] == '\0')
    g_set_str (&currency, bk_price_region_default_currency (territory));

  return g_strdup_printf (_("Azure (%s, in %s) and AWS (%s)"),
                          bk_price_region_get_name (BK_PRICE_SOURCE_AZURE, azure), currency,
                          bk_price_region_get_name (BK_PRICE_SOURCE_AWS, aws));
}

static void
show_error (BkPriceUpdateDialog *self,
            const char          *message)
{
  g_autofree char *description = NULL;

  stop_pulse (self);
  /* Translators: under "The Prices Were Not Updated": the one line that says why, then that the
   * offers kept before stay. */
  description = g_strdup_printf (_("%s. The offers you had stay as they were."), message);
  adw_status_page_set_description (self->error_page, description);
  show_page (self, "error", self->retry_button);
}

static GtkWidget *
change_row (const BkPriceChange *change)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = g_strdup_printf ("%s, %s", change->gpu_name, change->label);
  g_autofree char *old_price = NULL;
  g_autofree char *new_price = NULL;
  g_autofree char *subtitle = NULL;

  if (change->kind != BK_PRICE_CHANGE_NEW)
    old_price = bk_format_money (change->old_price, change->old_currency, 2);
  if (change->kind != BK_PRICE_CHANGE_GONE)
    new_price = bk_format_money (change->new_price, change->new_currency, 2);

  switch (change->kind)
    {
    case BK_PRICE_CHANGE_NEW:
      /* Translators: a new offer's price, "New: €2.10 per GPU-hour". */
      subtitle = g_strdup_printf (_("New: %s per GPU-hour"), new_price);
      break;
    case BK_PRICE_CHANGE_GONE:
      /* Translators: an offer the update no longer has, "No longer offered; it was €10.51 per
       * GPU-hour". */
      subtitle = g_strdup_printf (_("No longer offered; it was %s per GPU-hour"), old_price);
      break;
    case BK_PRICE_CHANGE_CHANGED:
    default:
      /* Translators: an offer's price before and after, "$12.29 → €10.51 per GPU-hour". */
      subtitle = g_strdup_printf (_("%s → %s per GPU-hour"), old_price, new_price);
      break;
    }

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  return row;
}

static void
show_changes (BkPriceUpdateDialog *self)
{
  BkFetchedOffers *kept = bk_application_get_fetched_offers (self->application);
  BkCatalogue *base = bk_application_get_base_catalogue (self->application);
  g_autoptr(BkFetchedOffers) merged = bk_price_update_merge_kept (self->fetched, kept);
  g_autoptr(GPtrArray) changes = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *retrieved = NULL;
  g_autofree char *note = NULL;
  GtkWidget *child;

  stop_pulse (self);
  changes = bk_price_changes_new (kept, merged, base);
  summary = bk_price_changes_dup_summary (changes,
                                          bk_fetched_offers_get_offers (self->fetched)->len);
  gtk_label_set_text (self->summary_label, summary);

  {
    g_autofree char *day = g_date_time_format (bk_fetched_offers_get_retrieved (self->fetched),
                                               "%Y-%m-%d");

    retrieved = bk_format_as_of (day);
  }
  if (kept == NULL)
    /* Translators: under the summary of the first update. */
    note = g_strdup_printf (_("Compared with the catalogue’s offers of the same provider and term. "
                              "Kept, they are listed beside the catalogue’s offers, marked as "
                              "fetched on %s; a profile’s price changes only when you pick an "
                              "offer."), retrieved);
  else
    /* Translators: under the summary of an update. */
    note = g_strdup_printf (_("Compared with the last update. Kept, they are listed beside the "
                              "catalogue’s offers, marked as fetched on %s; a profile’s price "
                              "changes only when you pick an offer."), retrieved);
  gtk_label_set_text (self->changes_note, note);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->changes_list))) != NULL)
    gtk_list_box_remove (self->changes_list, child);
  for (guint i = 0; i < changes->len; i++)
    gtk_list_box_append (self->changes_list, change_row (g_ptr_array_index (changes, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->changes_list), changes->len > 0);

  show_page (self, "changes", self->keep_button);
}

static void
run_cb (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  g_autoptr(BkPriceUpdateDialog) self = user_data;
  g_autoptr(GError) error = NULL;

  self->fetched = bk_price_update_run_finish (BK_PRICE_UPDATE (source), result, &error);
  g_clear_object (&self->cancellable);
  if (self->fetched == NULL)
    {
      /* Cancel closes the dialog: nothing was fetched, nothing changes. */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        adw_dialog_force_close (ADW_DIALOG (self));
      else
        show_error (self, error->message);
      return;
    }

  show_changes (self);
}

static void
start_update (BkPriceUpdateDialog *self)
{
  g_clear_pointer (&self->fetched, bk_fetched_offers_unref);
  g_clear_object (&self->update);

  self->update = bk_application_new_price_update (self->application);
  if (self->update == NULL)
    {
      show_error (self, _("The shipped catalogue is missing"));
      return;
    }

  g_signal_connect_object (self->update, "notify::status", G_CALLBACK (progress_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->update, "notify::fraction", G_CALLBACK (progress_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_progress_bar_set_text (self->progress_bar, NULL);
  show_page (self, "progress", self->cancel_button);

  self->cancellable = g_cancellable_new ();
  bk_price_update_run_async (self->update, self->cancellable, run_cb, g_object_ref (self));
}

static void
consent_cb (BkPriceUpdateDialog *self)
{
  g_autoptr(BkPriceUpdate) update = bk_application_new_price_update (self->application);

  if (self->settings != NULL && update != NULL)
    bk_price_update_allow (update, self->settings);
  start_update (self);
}

/* The app's one consent, kept per server (src/net/bk-consent.h): Azure's and AWS's. */
static gboolean
consent_is_given (BkPriceUpdateDialog *self)
{
  g_autoptr(BkPriceUpdate) update = bk_application_new_price_update (self->application);

  return self->settings != NULL && update != NULL
         && bk_price_update_is_allowed (update, self->settings);
}

static void
cancel_cb (BkPriceUpdateDialog *self)
{
  g_cancellable_cancel (self->cancellable);
}

static void
retry_cb (BkPriceUpdateDialog *self)
{
  start_update (self);
}

static void
close_cb (BkPriceUpdateDialog *self)
{
  adw_dialog_force_close (ADW_DIALOG (self));
}

static void
keep_cb (BkPriceUpdateDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (!bk_application_keep_fetched_offers (self->application, self->fetched, &error))
    {
      show_error (self, error->message);
      return;
    }

  adw_dialog_force_close (ADW_DIALOG (self));
}

/* Closing the dialog while it fetches ends the update. */
static void
closed_cb (BkPriceUpdateDialog *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  stop_pulse (self);
}

static void
bk_price_update_dialog_dispose (GObject *object)
{
  BkPriceUpdateDialog *self = BK_PRICE_UPDATE_DIALOG (object);

  stop_pulse (self);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_PRICE_UPDATE_DIALOG);

  G_OBJECT_CLASS (bk_price_update_dialog_parent_class)->dispose (object);
}

static void
bk_price_update_dialog_finalize (GObject *object)
{
  BkPriceUpdateDialog *self = BK_PRICE_UPDATE_DIALOG (object);

  g_clear_object (&self->application);
  g_clear_object (&self->settings);
  g_clear_object (&self->update);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->fetched, bk_fetched_offers_unref);

  G_OBJECT_CLASS (bk_price_update_dialog_parent_class)->finalize (object);
}

static void
bk_price_update_dialog_class_init (BkPriceUpdateDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bk_price_update_dialog_dispose;
  object_class->finalize = bk_price_update_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-price-update-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, consent_page);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, consent_button);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, progress_page);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, changes_note);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, changes_list);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, keep_button);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, error_page);
  gtk_widget_class_bind_template_child (widget_class, BkPriceUpdateDialog, retry_button);
  gtk_widget_class_bind_template_callback (widget_class, consent_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_cb);
  gtk_widget_class_bind_template_callback (widget_class, retry_cb);
  gtk_widget_class_bind_template_callback (widget_class, close_cb);
  gtk_widget_class_bind_template_callback (widget_class, keep_cb);
  gtk_widget_class_bind_template_callback (widget_class, closed_cb);
}

static void
bk_price_update_dialog_init (BkPriceUpdateDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bk_accessible_complete_dialog (ADW_DIALOG (self));
}

/* bk_price_update_dialog_new:
 * @settings: (nullable): the settings that keep the user's consent to connect; without them the
 *   dialog asks every time
 * @fetched: (nullable): offers a weekly check fetched already: the dialog shows what changed;
 *   %NULL to fetch them, after asking first if the user never agreed to connect
 *
 * Returns: (transfer floating): the dialog, to present on a window
 */
AdwDialog *
bk_price_update_dialog_new (BkApplication   *application,
                            GSettings       *settings,
                            BkFetchedOffers *fetched)
{
  BkPriceUpdateDialog *self;

  g_return_val_if_fail (BK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BK_TYPE_PRICE_UPDATE_DIALOG, NULL);
  self->application = g_object_ref (application);
  g_set_object (&self->settings, settings);

  if (fetched != NULL)
    {
      self->fetched = bk_fetched_offers_ref (fetched);
      show_changes (self);
    }
  else if (!consent_is_given (self))
    {
      g_autofree char *asked = dup_asked (self);
      g_autofree char *description =
        /* Translators: the question before the first connection; %s is what is asked, "Azure
         * (Germany West Central, in EUR) and AWS (Europe (Frankfurt))". */
        g_strdup_printf (_("Breakeven will connect to prices.azure.com and "
                           "pricing.us-east-1.amazonaws.com to read the public price lists of %s. "
                           "It sends nothing but the regions and the currency, and connects only "
                           "when you update the prices. The regions can be changed in "
                           "Preferences."), asked);

      adw_status_page_set_description (self->consent_page, description);
      show_page (self, "consent", self->consent_button);
    }
  else
    start_update (self);

  return ADW_DIALOG (self);
}
