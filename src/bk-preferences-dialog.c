/* bk-preferences-dialog.c: the defaults for new profiles
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every row is bound to a GSettings key, so a change takes effect at once and there is nothing to
 * apply or cancel. Existing profiles keep their own currency and electricity price.
 */

#define G_LOG_DOMAIN "bk-preferences-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-number-row.h"
#include "bk-preferences-dialog.h"

struct _BkPreferencesDialog
{
  AdwPreferencesDialog  parent_instance;

  GSettings            *settings;

  AdwComboRow          *currency_row;
  GtkStringList        *currency_list;
  AdwSpinRow           *electricity_row;
};

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

G_DEFINE_FINAL_TYPE (BkPreferencesDialog, bk_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

static GParamSpec *properties[N_PROPS];

/* The combo row lists the currency codes that the schema's choices allow, in the same order. */
static gboolean
currency_get_mapping (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  GtkStringList *list = user_data;
  const char *code = g_variant_get_string (variant, NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (list));

  for (guint i = 0; i < n; i++)
    {
      if (g_strcmp0 (gtk_string_list_get_string (list, i), code) == 0)
        {
          g_value_set_uint (value, i);
          return TRUE;
        }
    }

  return FALSE;
}

static GVariant *
currency_set_mapping (const GValue       *value,
                      const GVariantType *expected_type,
                      gpointer            user_data)
{
  GtkStringList *list = user_data;
  const char *code = gtk_string_list_get_string (list, g_value_get_uint (value));

  if (code == NULL)
    return NULL;

  return g_variant_new_string (code);
}

static void
bind_settings (BkPreferencesDialog *self)
{
  g_assert (BK_IS_PREFERENCES_DIALOG (self));
  g_assert (G_IS_SETTINGS (self->settings));

  g_settings_bind_with_mapping (self->settings, "default-currency",
                                self->currency_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                currency_get_mapping, currency_set_mapping,
                                g_object_ref (self->currency_list), g_object_unref);
  g_settings_bind (self->settings, "default-electricity-price",
                   self->electricity_row, "value",
                   G_SETTINGS_BIND_DEFAULT);
}

static void
bk_preferences_dialog_dispose (GObject *object)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  if (self->settings != NULL)
    {
      g_settings_unbind (self->currency_row, "selected");
      g_settings_unbind (self->electricity_row, "value");
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), BK_TYPE_PREFERENCES_DIALOG);

  G_OBJECT_CLASS (bk_preferences_dialog_parent_class)->dispose (object);
}

static void
bk_preferences_dialog_finalize (GObject *object)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bk_preferences_dialog_parent_class)->finalize (object);
}

static void
bk_preferences_dialog_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, bk_preferences_dialog_get_settings (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_preferences_dialog_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      /* Construct-only: the rows are bound once, in constructed. */
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bk_preferences_dialog_constructed (GObject *object)
{
  BkPreferencesDialog *self = BK_PREFERENCES_DIALOG (object);

  G_OBJECT_CLASS (bk_preferences_dialog_parent_class)->constructed (object);

  bk_number_row_setup (self->electricity_row);

  if (self->settings == NULL)
    {
      g_critical ("A BkPreferencesDialog needs a GSettings object");
      return;
    }

  bind_settings (self);
}

static void
bk_preferences_dialog_class_init (BkPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bk_preferences_dialog_constructed;
  object_class->dispose = bk_preferences_dialog_dispose;
  object_class->finalize = bk_preferences_dialog_finalize;
  object_class->get_property = bk_preferences_dialog_get_property;
  object_class->set_property = bk_preferences_dialog_set_property;

  /**
   * BkPreferencesDialog:settings:
   *
   * The application's settings (schema `io.github.breakeven.Breakeven`) that the rows edit.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/breakeven/Breakeven/ui/bk-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, currency_row);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, currency_list);
  gtk_widget_class_bind_template_child (widget_class, BkPreferencesDialog, electricity_row);
}

static void
bk_preferences_dialog_init (BkPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * bk_preferences_dialog_new:
 * @settings: the application's settings
 *
 * Creates the preferences dialog; present it with adw_dialog_present().
 *
 * Returns: (transfer floating): the new dialog
 */
AdwDialog *
bk_preferences_dialog_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (BK_TYPE_PREFERENCES_DIALOG,
                       "settings", settings,
                       NULL);
}

/**
 * bk_preferences_dialog_get_settings:
 * @self: a preferences dialog
 *
 * Returns: (transfer none): the settings the dialog edits
 */
GSettings *
bk_preferences_dialog_get_settings (BkPreferencesDialog *self)
{
  g_return_val_if_fail (BK_IS_PREFERENCES_DIALOG (self), NULL);

  return self->settings;
}
