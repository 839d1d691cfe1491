/* bk-number-row.c: spin rows that read and write numbers the locale's way
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A spin button prints without grouping and parses with g_strtod(), which rejects "1.234,5" in
 * German and silently puts the old value back. These rows format and parse the locale's way and
 * mark text that is no number as invalid instead.
 */

#define G_LOG_DOMAIN "bk-number-row"

#include "config.h"

#include <glib/gi18n.h>

#include "bk-format.h"
#include "bk-number-row.h"

/* What a row's handlers share. AdwSpinRow is final, so the state cannot be a field of the row:
 * it belongs to the handlers, each holding a reference, and goes with them. */
typedef struct
{
  char     *tooltip;       /* the row's own tooltip, put back once the input is valid again */
  gboolean  invalid;
  gboolean  writing;       /* set while the row's text is being replaced by output_cb() */
} RowState;

static void
row_state_clear (RowState *state)
{
  g_free (state->tooltip);
}

static gpointer
row_state_ref (RowState *state)
{
  return g_rc_box_acquire (state);
}

static void
row_state_release (RowState *state)
{
  g_rc_box_release_full (state, (GDestroyNotify)row_state_clear);
}

static void
row_state_notify (gpointer  data,
                  GClosure *closure)
{
  row_state_release (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RowState, row_state_release)

static void
clear_invalid (AdwSpinRow *row,
               RowState   *state)
{
  if (!state->invalid)
    return;

  state->invalid = FALSE;
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  gtk_widget_set_tooltip_text (GTK_WIDGET (row), state->tooltip);
  g_clear_pointer (&state->tooltip, g_free);
  gtk_accessible_reset_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_INVALID);
}

static void
mark_invalid (AdwSpinRow *row,
              RowState   *state,
              const char *text)
{
  g_autofree char *example = bk_format_number (1234.5, 1);
  g_autofree char *kept = bk_format_number (adw_spin_row_get_value (row),
                                            (int) adw_spin_row_get_digits (row));
  g_autofree char *hint = NULL;

  /* Translators: the hint on a number field after someone typed text that is no number; the
   * first %s is what they typed, the second an example in their locale's way ("1.234,5"), the
   * third the value the field keeps. */
  hint = g_strdup_printf (_("“%s” is not a number. Write numbers like %s; the value stays %s."),
                          text, example, kept);

  if (!state->invalid)
    {
      state->invalid = TRUE;
      state->tooltip = g_strdup (gtk_widget_get_tooltip_text (GTK_WIDGET (row)));
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
    }

  gtk_widget_set_tooltip_text (GTK_WIDGET (row), hint);
  gtk_accessible_update_state (GTK_ACCESSIBLE (row),
                               GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE,
                               -1);
  gtk_widget_error_bell (GTK_WIDGET (row));
}

static int
input_cb (AdwSpinRow *row,
          double     *new_value,
          RowState   *state)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));
  double value;

  if (bk_parse_number (text, &value))
    {
      clear_invalid (row, state);
      *new_value = value;
      return TRUE;
    }

  /* The spin button clamps and sets whatever comes back, even on an error: keep the value. */
  *new_value = adw_spin_row_get_value (row);
  mark_invalid (row, state, g_strstrip (text));
  return GTK_INPUT_ERROR;
}

static gboolean
output_cb (AdwSpinRow *row,
           RowState   *state)
{
  g_autofree char *text = bk_format_number (adw_spin_row_get_value (row),
                                            (int) adw_spin_row_get_digits (row));

  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (row))) != 0)
    {
      state->writing = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (row), text);
      state->writing = FALSE;
    }

  return TRUE;
}

/* A new edit or a new value ends the complaint about the last input. */
static void
changed_cb (AdwSpinRow *row,
            RowState   *state)
{
  if (!state->writing)
    clear_invalid (row, state);
}

static void
value_changed_cb (AdwSpinRow *row,
                  GParamSpec *pspec,
                  RowState   *state)
{
  clear_invalid (row, state);
}

/**
 * bk_number_row_setup:
 * @row: a spin row
 *
 * Makes @row show its value with the locale's grouping and decimal mark and read what the
 * locale writes, marking garbage as invalid. Calling it again on the same row does nothing.
 */
void
bk_number_row_setup (AdwSpinRow *row)
{
  g_autoptr(RowState) state = NULL;

  g_return_if_fail (ADW_IS_SPIN_ROW (row));

  if (g_signal_handler_find (row, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, input_cb, NULL) != 0)
    return;

  /* A numeric spin button refuses the grouping marks that people type and paste. */
  adw_spin_row_set_numeric (row, FALSE);

  state = g_rc_box_new0 (RowState);
  g_signal_connect_data (row, "input", G_CALLBACK (input_cb), row_state_ref (state),
                         row_state_notify, 0);
  g_signal_connect_data (row, "output", G_CALLBACK (output_cb), row_state_ref (state),
                         row_state_notify, 0);
  g_signal_connect_data (row, "changed", G_CALLBACK (changed_cb), row_state_ref (state),
                         row_state_notify, 0);
  g_signal_connect_data (row, "notify::value", G_CALLBACK (value_changed_cb),
                         row_state_ref (state), row_state_notify, 0);

  output_cb (row, state);
}

/**
 * bk_number_row_setup_all:
 * @root: a widget
 *
 * Calls bk_number_row_setup() on every spin row inside @root, @root included.
 */
void
bk_number_row_setup_all (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (ADW_IS_SPIN_ROW (root))
    bk_number_row_setup (ADW_SPIN_ROW (root));

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bk_number_row_setup_all (child);
}
