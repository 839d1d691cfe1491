/* bk-words-text.c: titles made to wrap between words only
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bk-words"

#include "config.h"

#include "bk-words.h"

/* A compound of hyphenated words up to this long never breaks: "GPU-hour", "Know-how". */
#define MAX_WHOLE_COMPOUND_CHARS 12

static gboolean
is_word_char (gunichar c)
{
  return g_unichar_isalnum (c) || c == '-';
}

/**
 * bk_words_join_compounds:
 * @text: a title
 *
 * Word joiners (U+2060) after the hyphens of compounds, so that a title wrapped in a narrow
 * column breaks between words only: "GPU-hour" stays whole. A compound too long for such a
 * column may break after its first part, "Hardware-" / "know-how", the rest staying whole.
 *
 * Returns: (transfer full): @text with the joiners
 */
char *
bk_words_join_compounds (const char *text)
{
  GString *joined = g_string_new (NULL);
  const char *p = text;

  while (p != NULL && *p != '\0')
    {
      const char *end = p;
      glong length;
      gboolean first = TRUE;

      if (!is_word_char (g_utf8_get_char (p)))
        {
          g_string_append_unichar (joined, g_utf8_get_char (p));
          p = g_utf8_next_char (p);
          continue;
        }

      while (*end != '\0' && is_word_char (g_utf8_get_char (end)))
        end = g_utf8_next_char (end);
      length = g_utf8_strlen (p, end - p);

      for (; p < end; p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);

          g_string_append_unichar (joined, c);
          if (c != '-' || g_utf8_next_char (p) >= end)
            continue;
          if (length > MAX_WHOLE_COMPOUND_CHARS && first)
            first = FALSE;
          else
            g_string_append_unichar (joined, 0x2060);
        }
    }

  return g_string_free (joined, FALSE);
}
