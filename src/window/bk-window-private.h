/* bk-window-private.h: the window's insides, shared by the bk-window*.c files, and the functions
 * only the tests call
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bk-library-sidebar.h"
#include "bk-result-view.h"
#include "bk-types.h"
#include "bk-window.h"

G_BEGIN_DECLS

struct _BkWindow
{
  AdwApplicationWindow    parent_instance;

  BkProfileStore         *store;
  GSettings              *settings;
  BkProfileEntry         *entry;
  GListStore             *examples;

  /* The profile the wizard writes into, and whether it is a new one. */
  BkProfile              *wizard_profile;
  gboolean                wizard_new;
  gboolean                in_wizard;

  gboolean                restored;

  GtkWidget              *comparison;
  GCancellable           *cancellable;

  AdwToastOverlay        *toast_overlay;
  GtkStack               *stack;
  AdwBin                 *wizard_bin;
  GMenuModel             *primary_menu;
  GMenuModel             *profile_menu;
  AdwBreakpoint          *medium_breakpoint;
  AdwBreakpoint          *narrow_breakpoint;

  /* The library, built from bk-window-library.ui when it first shows (or an entry does): until
   * then the widgets below are NULL. A start on the welcome page does without the sidebar, the
   * result view and its chart. */
  AdwNavigationSplitView *split_view;
  AdwNavigationPage      *content_page;
  GtkStack               *content_stack;
  AdwStatusPage          *broken_page;
  BkLibrarySidebar       *sidebar;
  AdwWindowTitle         *window_title;
  AdwBanner              *review_banner;
  GtkMenuButton          *profile_menu_button;
  GtkWidget              *inputs_button;
  BkResultView           *result_view;
  AdwBin                 *editor_bin;
  AdwMultiLayoutView     *layout_view;
  AdwViewStack           *narrow_stack;
  AdwOverlaySplitView    *inputs_split;
  GSimpleAction          *show_inputs;
  /* The widget that had the keyboard focus when the layout began to change, and the idle
   * that gives it back (bk-window-layout.c). */
  GtkWidget              *moved_focus;
  guint                   refocus_source;

  /* The undo history of the profile being edited, whose can-undo and can-redo enable
   * win.undo and win.redo. */
  GSignalGroup           *history_signals;

  /* The profile editor, built only once the first frame is on screen: its eight step forms
   * cost more than the rest of the window together, and the first frame can do without them. */
  GtkWidget              *editor;
  gboolean                painted;
  gboolean                examples_loaded;

  /* The pages the top and the content stack are to show once the window appears, when they
   * are not built yet. */
  char                   *pending_top_page;
  char                   *pending_content_page;

  /* Toasts raised before the first frame, shown once it is on screen. */
  GPtrArray              *early_toasts;

  /* Files given to open that are still being read, and whether the window waits for them and
   * for the library before it is first shown. */
  guint                   n_opening;
  guint                   present_source;
};

/* A window and the file one of its file operations is about, for the operation's callback. */
typedef struct
{
  BkWindow *window;
  GFile    *file;
} BkWindowFileOp;

BkWindowFileOp *_bk_window_file_op_new             (BkWindow        *window,
                                                    GFile           *file);
void            _bk_window_file_op_free            (BkWindowFileOp  *op);
void            _bk_window_files_init              (BkWindow        *self);
gboolean        _bk_window_drop_file               (BkWindow        *self,
                                                    GFile           *file);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BkWindowFileOp, _bk_window_file_op_free)

/* bk-window.c */
const char     *_bk_window_get_top_page_name       (BkWindow        *self);
void            _bk_window_show_toast              (BkWindow        *self,
                                                    const char      *title);
void            _bk_window_set_entry               (BkWindow        *self,
                                                    BkProfileEntry  *entry,
                                                    gboolean         reveal);
gboolean        _bk_window_is_listed               (BkWindow        *self,
                                                    BkProfileEntry  *entry);
BkProfileEntry *_bk_window_find_equal_entry        (BkWindow        *self,
                                                    BkProfile       *profile);
void            _bk_window_close_comparison        (BkWindow        *self);
void            _bk_window_update_top_page         (BkWindow        *self);
void            _bk_window_ensure_library          (BkWindow        *self);

/* bk-window-wizard.c */
void            _bk_window_wizard_init             (BkWindow        *self);
void            _bk_window_start_wizard            (BkWindow        *self,
                                                    BkProfile       *profile,
                                                    gboolean         is_new);

/* bk-window-files.c */
G_GNUC_WARN_UNUSED_RESULT
char           *_bk_window_suggested_file_name     (BkWindow        *self,
                                                    const char      *suffix);
void            _bk_window_present_if_ready        (BkWindow        *self);

/* bk-window-pages.c */
const char     *_bk_window_stack_page_name         (BkWindow        *self,
                                                    GtkStack        *stack);
void            _bk_window_ensure_page             (BkWindow        *self,
                                                    GtkStack        *stack,
                                                    const char      *name);
void            _bk_window_show_stack_page         (BkWindow        *self,
                                                    GtkStack        *stack,
                                                    const char      *name);
void            _bk_window_show_pending_pages      (BkWindow        *self);
void            _bk_window_load_examples           (BkWindow        *self);

/* bk-window-layout.c */
void            _bk_window_class_layout_init       (BkWindowClass   *klass);
void            _bk_window_layout_init             (BkWindow        *self);
void            _bk_window_layout_library_init     (BkWindow        *self);
void            _bk_window_layout_dispose          (BkWindow        *self);
void            _bk_window_layout_set_enabled      (BkWindow        *self,
                                                    gboolean         enabled);

/* bk-window-actions.c */
void            _bk_window_class_actions_init      (BkWindowClass   *klass);
void            _bk_window_actions_init            (BkWindow        *self);
void            _bk_window_update_actions          (BkWindow        *self);
BkProfile      *_bk_window_get_edited_profile      (BkWindow        *self);

/* For the tests: what the window shows and holds. */
BkProfileStore *bk_window_get_store                (BkWindow        *self);
BkProfileEntry *bk_window_get_entry                (BkWindow        *self);
BkProfile      *bk_window_get_profile              (BkWindow        *self);
GListModel     *bk_window_get_examples             (BkWindow        *self);
GtkWidget      *bk_window_get_wizard               (BkWindow        *self);
BkResultView   *bk_window_get_result_view          (BkWindow        *self);
GObject        *bk_window_get_library_object       (BkWindow        *self,
                                                    const char      *name);
gboolean        bk_window_get_selection_mode       (BkWindow        *self);
void            bk_window_set_selection_mode       (BkWindow        *self,
                                                    gboolean         selection_mode);
G_GNUC_WARN_UNUSED_RESULT
GPtrArray      *bk_window_dup_selected             (BkWindow        *self);
void            bk_window_show_entry               (BkWindow        *self,
                                                    BkProfileEntry  *entry);
BkProfileEntry *bk_window_show_profile             (BkWindow        *self,
                                                    BkProfile       *profile);

G_END_DECLS
