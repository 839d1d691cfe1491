/* bk-library-sidebar.h: the window's list of the profiles in the library
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bk-types.h"

G_BEGIN_DECLS

#define BK_TYPE_LIBRARY_SIDEBAR (bk_library_sidebar_get_type ())

/* An AdwNavigationPage (tag "profiles"), the sidebar of an AdwNavigationSplitView. Its buttons
 * activate the window's actions win.new, win.selection-mode and win.compare, and Delete in the
 * list win.delete. */
G_DECLARE_FINAL_TYPE (BkLibrarySidebar, bk_library_sidebar, BK, LIBRARY_SIDEBAR, AdwNavigationPage)

/* How many profiles a comparison takes. */
#define BK_COMPARE_MIN 2
#define BK_COMPARE_MAX 4

BkProfileStore *bk_library_sidebar_get_store               (BkLibrarySidebar *self);
void            bk_library_sidebar_set_store               (BkLibrarySidebar *self,
                                                            BkProfileStore   *store);
GMenuModel     *bk_library_sidebar_get_menu_model          (BkLibrarySidebar *self);
void            bk_library_sidebar_set_menu_model          (BkLibrarySidebar *self,
                                                            GMenuModel       *menu_model);
BkProfileEntry *bk_library_sidebar_get_entry               (BkLibrarySidebar *self);
void            bk_library_sidebar_set_entry               (BkLibrarySidebar *self,
                                                            BkProfileEntry   *entry);
gboolean        bk_library_sidebar_get_selection_mode      (BkLibrarySidebar *self);
void            bk_library_sidebar_set_selection_mode      (BkLibrarySidebar *self,
                                                            gboolean          selection_mode);

G_GNUC_WARN_UNUSED_RESULT
GPtrArray      *bk_library_sidebar_dup_selected            (BkLibrarySidebar *self);
G_GNUC_WARN_UNUSED_RESULT
GPtrArray      *bk_library_sidebar_dup_profiles_to_compare (BkLibrarySidebar *self);

void            bk_library_sidebar_delete_entry            (BkLibrarySidebar *self,
                                                            BkProfileEntry   *entry);
void            bk_library_sidebar_commit_deletes          (BkLibrarySidebar *self);

void            bk_library_sidebar_focus_list              (BkLibrarySidebar *self);
void            bk_library_sidebar_focus_search            (BkLibrarySidebar *self);

G_END_DECLS
