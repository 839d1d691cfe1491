/* test-number-row.c: spin rows read and write numbers the way the locale does
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <locale.h>
#include <string.h>

#include "bk-hardware.h"
#include "bk-number-row.h"
#include "bk-pricing.h"
#include "bk-profile.h"
#include "bk-step-hardware.h"
#include "bk-step-prices.h"
#include "bk-step.h"
#include "bk-test-gtk-utils.h"

/* Switches to @locale for one test; FALSE (and the test skipped) when it is not installed. */
static gboolean
use_locale (const char *locale)
{
  if (setlocale (LC_ALL, locale) == NULL)
    {
      g_test_skip_printf ("The %s locale is not installed", locale);
      return FALSE;
    }

  return TRUE;
}

static BkNumberRow *
new_row (double lower,
         double upper,
         guint  digits)
{
  BkNumberRow *row = BK_NUMBER_ROW (bk_number_row_new_with_range (lower, upper, 1));

  bk_number_row_set_digits (row, digits);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Amount");
  g_object_ref_sink (row);

  return row;
}

/* Types @text into @row and presses Enter, as far as the spin button can tell. */
static void
type_into (BkNumberRow *row,
           const char  *text)
{
  gtk_editable_set_text (GTK_EDITABLE (bk_number_row_get_spin_button (row)), text);
  bk_number_row_update (row);
}

static void
assert_text (BkNumberRow *row,
             const char  *expected)
{
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (bk_number_row_get_spin_button (row))), ==,
                  expected);
}

static gboolean
is_invalid (BkNumberRow *row)
{
  return gtk_widget_has_css_class (GTK_WIDGET (row), "error");
}

static void
test_german (void)
{
  g_autoptr(BkNumberRow) money = NULL;
  g_autoptr(BkNumberRow) price = NULL;
  g_autoptr(BkNumberRow) amount = NULL;

  if (!use_locale ("de_DE.UTF-8"))
    return;

  money = new_row (0, 1e9, 0);
  price = new_row (0, 1000, 2);
  amount = new_row (0, 1e6, 1);

  bk_number_row_set_value (price, 0.4);
  assert_text (price, "0,40");
  bk_number_row_set_value (money, 25000);
  assert_text (money, "25.000");
  bk_number_row_set_value (money, 1234567);
  assert_text (money, "1.234.567");

  type_into (amount, "1.234,5");
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (amount), 1234.5, 1e-9);
  assert_text (amount, "1.234,5");
  type_into (amount, "1234,5");
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (amount), 1234.5, 1e-9);
  type_into (amount, "2.000.000");
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (amount), 1e6, 1e-9);  /* the upper end */

  type_into (price, "0,25");
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (price), 0.25, 1e-9);
  assert_text (price, "0,25");

  type_into (money, "  30.000 € ");
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (money), 30000, 1e-9);
  assert_text (money, "30.000");
  g_assert_false (is_invalid (money));

  /* The English way is not the German way: a grouping comma is no decimal comma. */
  type_into (money, "1,234.5");
  g_assert_true (is_invalid (money));
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (money), 30000, 1e-9);

  setlocale (LC_ALL, "C.UTF-8");
}

static void
test_english (void)
{
  g_autoptr(BkNumberRow) money = NULL;
  g_autoptr(BkNumberRow) price = NULL;
  g_autoptr(BkNumberRow) amount = NULL;

  if (!use_locale ("en_US.UTF-8"))
    return;

  money = new_row (0, 1e9, 0);
  price = new_row (0, 1000, 2);
  amount = new_row (0, 1e6, 1);

  bk_number_row_set_value (price, 0.4);
  assert_text (price, "0.40");
  bk_number_row_set_value (money, 25000);
  assert_text (money, "25,000");

  type_into (amount, "1,234.5");
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (amount), 1234.5, 1e-9);
  assert_text (amount, "1,234.5");
  type_into (price, "$0.25");
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (price), 0.25, 1e-9);
  assert_text (price, "0.25");

  /* The German way is not the English way: "1.234,5" is no number here. */
  type_into (amount, "1.234,5");
  g_assert_true (is_invalid (amount));
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (amount), 1234.5, 1e-9);
  assert_text (amount, "1,234.5");

  setlocale (LC_ALL, "C.UTF-8");
}

/* Garbage keeps the value, shows it again, and says why until the next edit or value. */
static void
test_garbage (void)
{
  g_autoptr(BkNumberRow) row = NULL;
  g_autofree char *tooltip = NULL;

  if (!use_locale ("de_DE.UTF-8"))
    return;

  row = new_row (0, 1e9, 0);
  gtk_widget_set_tooltip_text (GTK_WIDGET (row), "Own tooltip");
  bk_number_row_set_value (row, 25000);

  for (guint i = 0; i < 3; i++)
    {
      const char *garbage[] = { "abc", "12x", "1,2,3" };

      type_into (row, garbage[i]);
      g_assert_true (is_invalid (row));
      g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (row), 25000, 1e-9);
      assert_text (row, "25.000");

      g_clear_pointer (&tooltip, g_free);
      tooltip = g_strdup (gtk_widget_get_tooltip_text (GTK_WIDGET (row)));
      g_assert_nonnull (strstr (tooltip, garbage[i]));
      g_assert_nonnull (strstr (tooltip, "1.234,5"));   /* the example, in German */
      g_assert_nonnull (strstr (tooltip, "25.000"));    /* the value it keeps */
    }

  /* Typing again ends the complaint, and the row's own tooltip comes back. */
  gtk_editable_set_text (GTK_EDITABLE (bk_number_row_get_spin_button (row)), "4");
  g_assert_false (is_invalid (row));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (row)), ==, "Own tooltip");
  bk_number_row_update (row);
  g_assert_cmpfloat_with_epsilon (bk_number_row_get_value (row), 4, 1e-9);

  /* So does a new value from elsewhere, such as another profile. */
  type_into (row, "zwölf");
  g_assert_true (is_invalid (row));
  bk_number_row_set_value (row, 12);
  g_assert_false (is_invalid (row));
  assert_text (row, "12");

  setlocale (LC_ALL, "C.UTF-8");
}

static gboolean
is_limited (BkNumberRow *row)
{
  return gtk_widget_has_css_class (GTK_WIDGET (row), "warning");
}

/* A number beyond the field's limits takes the limit, and the row says which, until the next
 * edit or value. */
static void
test_limits (void)
{
  g_autoptr(BkNumberRow) row = NULL;
  GtkSpinButton *spin;
  const char *tooltip;

  if (!use_locale ("de_DE.UTF-8"))
    return;

  row = new_row (0, 4096, 0);
  spin = bk_number_row_get_spin_button (row);
  gtk_widget_set_tooltip_text (GTK_WIDGET (row), "Own tooltip");
  bk_number_row_set_value (row, 8);

  /* Below the lowest value: the value becomes 0, and the hint names what was typed. */
  type_into (row, "-5");
  g_assert_cmpfloat (bk_number_row_get_value (row), ==, 0);
  assert_text (row, "0");
  g_assert_true (is_limited (row));
  g_assert_false (is_invalid (row));
  tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (row));
  g_assert_nonnull (strstr (tooltip, "−5"));  /* with a real minus sign */
  g_assert_nonnull (strstr (tooltip, "lowest"));
  g_assert_nonnull (strstr (tooltip, " 0"));
  /* A screen reader hears what the eye sees: the input was refused, and why. */
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (spin),
                                    GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip);

  /* Again, with the value already at the limit: the value does not change, the hint stays. */
  type_into (row, "-7");
  g_assert_cmpfloat (bk_number_row_get_value (row), ==, 0);
  g_assert_true (is_limited (row));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (row)), "−7"));

  /* A number in range ends it, and the row's own tooltip comes back. */
  type_into (row, "12");
  g_assert_cmpfloat (bk_number_row_get_value (row), ==, 12);
  g_assert_false (is_limited (row));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (row)), ==, "Own tooltip");
  g_assert_false (gtk_test_accessible_has_state (GTK_ACCESSIBLE (spin),
                                                 GTK_ACCESSIBLE_STATE_INVALID));

  /* Above the highest value, with the locale's grouping in the hint. */
  type_into (row, "10.000");
  g_assert_cmpfloat (bk_number_row_get_value (row), ==, 4096);
  assert_text (row, "4.096");
  g_assert_true (is_limited (row));
  tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (row));
  g_assert_nonnull (strstr (tooltip, "10.000"));
  g_assert_nonnull (strstr (tooltip, "4.096"));

  /* A new value from elsewhere ends it too. */
  bk_number_row_set_value (row, 16);
  g_assert_false (is_limited (row));

  setlocale (LC_ALL, "C.UTF-8");
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* A value with more decimals than the field's own shows them (€9,778.08, not €9,778), and
 * passing through the field, as Tab does, keeps it to the last bit: no rounding, no change. A
 * screen reader reads the value as the field shows it. */
static void
test_tab_through (void)
{
  g_autoptr(BkNumberRow) row = NULL;
  GtkSpinButton *spin;
  guint changes = 0;

  if (!use_locale ("en_US.UTF-8"))
    return;

  row = new_row (0, 1000000, 0);
  spin = bk_number_row_get_spin_button (row);
  bk_number_row_set_value (row, 9778.08);
  assert_text (row, "9,778.08");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "9,778.08");
  g_signal_connect (row, "notify::value", G_CALLBACK (count_notify_cb), &changes);
  bk_number_row_update (row);
  g_assert_cmpfloat (bk_number_row_get_value (row), ==, 9778.08);
  g_assert_cmpuint (changes, ==, 0);

  /* A measured utilisation: two decimals at most, and the value stays what it was. */
  bk_number_row_set_value (row, 82.10484375000001);
  changes = 0;
  assert_text (row, "82.10");
  bk_number_row_update (row);
  g_assert_cmpfloat (bk_number_row_get_value (row), ==, 82.10484375000001);
  g_assert_cmpuint (changes, ==, 0);

  /* A whole number stays whole; what is typed counts as typed. */
  bk_number_row_set_value (row, 82);
  assert_text (row, "82");
  type_into (row, "82.5");
  g_assert_cmpfloat (bk_number_row_get_value (row), ==, 82.5);
  assert_text (row, "82.5");

  setlocale (LC_ALL, "C.UTF-8");
}

/* What a screen reader meets: a spin button named by the row's title, described by its unit
 * and range, with its value; and while the row complains, the complaint. */
static void
test_accessible (void)
{
  g_autoptr(BkNumberRow) row = NULL;
  GtkSpinButton *spin;

  if (!use_locale ("en_US.UTF-8"))
    return;

  row = new_row (0, 100000, 0);
  spin = bk_number_row_get_spin_button (row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Power under load");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), "Watts per GPU");
  bk_number_row_set_value (row, 700);

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_ROLE_SPIN_BUTTON);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Power under load");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Watts per GPU; from 0 to 100,000");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                       700.0);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_VALUE_MAX,
                                       100000.0);

  /* Markup in a title is read as text, and the range follows the adjustment. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Power &amp; cooling");
  bk_number_row_set_range (row, 10, 2000);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Power & cooling");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Watts per GPU; from 10 to 2,000");

  /* Without a unit, the range alone. */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), NULL);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "From 10 to 2,000");

  /* Garbage: the field is invalid and its description is the hint. */
  type_into (row, "lots");
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_STATE_INVALID,
                                    GTK_ACCESSIBLE_INVALID_TRUE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       gtk_widget_get_tooltip_text (GTK_WIDGET (row)));
  type_into (row, "50");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "From 10 to 2,000");
  g_assert_false (gtk_test_accessible_has_state (GTK_ACCESSIBLE (spin),
                                                 GTK_ACCESSIBLE_STATE_INVALID));

  setlocale (LC_ALL, "C.UTF-8");
}

/* The wizard's own rows, bound to the profile, in German: what the model holds is shown the
 * German way, and what is typed the German way reaches the model. */
static void
test_step_rows (void)
{
  g_autoptr(BkProfile) profile = NULL;
  GtkWidget *prices, *hardware;
  GtkWindow *window;
  GtkWidget *box;
  BkNumberRow *electricity, *purchase;

  if (!use_locale ("de_DE.UTF-8"))
    return;

  profile = bk_profile_new ();
  bk_pricing_set_electricity_price (bk_profile_get_pricing (profile), 0.4);
  bk_hardware_set_purchase_price (bk_profile_get_hardware (profile), 25000);

  prices = bk_step_prices_new ();
  hardware = bk_step_hardware_new ();
  bk_step_set_profile (BK_STEP (prices), profile);
  bk_step_set_profile (BK_STEP (hardware), profile);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), prices);
  gtk_box_append (GTK_BOX (box), hardware);
  window = bk_test_show_in_window (box, 800, 900, FALSE);

  electricity = bk_test_find_row (prices, BK_TYPE_NUMBER_ROW, "Electricity");
  purchase = bk_test_find_row (hardware, BK_TYPE_NUMBER_ROW, "Purchase price");
  g_assert_nonnull (electricity);
  g_assert_nonnull (purchase);

  assert_text (electricity, "0,40");
  assert_text (purchase, "25.000");

  type_into (electricity, "0,35");
  g_assert_cmpfloat_with_epsilon (bk_pricing_get_electricity_price (bk_profile_get_pricing (profile)),
                                  0.35, 1e-9);
  assert_text (electricity, "0,35");
  type_into (purchase, "12.345,6");
  g_assert_cmpfloat_with_epsilon (bk_hardware_get_purchase_price (bk_profile_get_hardware (profile)),
                                  12345.6, 1e-9);
  /* The value as it is, not rounded to the field's whole euros. */
  assert_text (purchase, "12.345,6");

  type_into (purchase, "viel");
  g_assert_true (is_invalid (purchase));
  g_assert_cmpfloat_with_epsilon (bk_hardware_get_purchase_price (bk_profile_get_hardware (profile)),
                                  12345.6, 1e-9);

  gtk_window_destroy (window);
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* gtk_test_init() set the C locale; each test picks the one it checks. */
  g_test_add_func ("/number-row/german", test_german);
  g_test_add_func ("/number-row/english", test_english);
  g_test_add_func ("/number-row/garbage", test_garbage);
  g_test_add_func ("/number-row/limits", test_limits);
  g_test_add_func ("/number-row/accessible", test_accessible);
  g_test_add_func ("/number-row/tab-through", test_tab_through);
  g_test_add_func ("/number-row/step-rows", test_step_rows);

  return g_test_run ();
}
