/* bk-profile-store-private.h: what the profile library's units share
 *
 * Copyright 2026 The Breakeven authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library's units: bk-profile-store.c (the list), -worker.c (the ordered file operations),
 * -watch.c (first load, folder monitor), -autosave.c, bk-profile-files.c and bk-profile-entry.c.
 */

#pragma once

#include "bk-profile-entry-private.h"
#include "bk-profile-files.h"
#include "bk-types.h"

G_BEGIN_DECLS

struct _BkProfileStore
{
  GObject       parent_instance;

  GFile        *folder;
  GPtrArray    *entries;
  GPtrArray    *deleting;
  GFileMonitor *monitor;
  char         *error;
  gboolean      loading;

  GThreadPool  *io_pool;
  GMutex        io_mutex;
  GCond         io_cond;
  guint         io_pending;
};


/* Jobs for the worker thread */

typedef enum
{
  BK_STORE_JOB_LOAD_ALL,
  BK_STORE_JOB_READ,
  BK_STORE_JOB_SAVE,
  BK_STORE_JOB_DELETE,
  BK_STORE_JOB_EXPORT,
} BkStoreJobKind;

typedef struct
{
  BkStoreJobKind         kind;
  GFile          *file;       /* LOAD_ALL: the folder; READ, EXPORT: the file */
  BkFileSlot     *slot;       /* SAVE, DELETE */
  GBytes         *bytes;      /* SAVE, EXPORT */
  gboolean        create;     /* SAVE: the first write of a new file, which must not overwrite */
  BkProfileEntry *entry;      /* only ever touched on the main thread */
  GTask          *outer;      /* READ for read_async/import_async: the caller's task */
} BkStoreJob;


/* bk-profile-store.c */
BkProfileEntry *_bk_profile_store_find_in         (GPtrArray           *entries,
                                                   GFile               *file);
void            _bk_profile_store_insert_entry    (BkProfileStore      *self,
                                                   BkProfileEntry      *entry,
                                                   int                  position);
void            _bk_profile_store_drop_entry      (BkProfileStore      *self,
                                                   BkProfileEntry      *entry);
void            _bk_profile_store_add_loaded      (BkProfileStore      *self,
                                                   GPtrArray           *loaded);
void            _bk_profile_store_set_error       (BkProfileStore      *self,
                                                   const char          *error);
void            _bk_profile_store_save_failed     (BkProfileStore      *self,
                                                   BkProfileEntry      *entry,
                                                   const GError        *error);

/* bk-profile-store-worker.c */
void            _bk_profile_store_start_worker    (BkProfileStore      *self);
void            _bk_profile_store_stop_worker     (BkProfileStore      *self);
void            _bk_profile_store_wait_for_worker (BkProfileStore      *self);
BkStoreJob     *bk_store_job_new                  (BkStoreJobKind       kind);
void            _bk_profile_store_push_job        (BkProfileStore      *self,
                                                   BkStoreJob          *job,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);

/* bk-profile-store-watch.c */
void            _bk_profile_store_start_loading   (BkProfileStore      *self);
void            _bk_profile_store_stop_watching   (BkProfileStore      *self);

/* bk-profile-store-autosave.c */
void            _bk_profile_store_queue_save      (BkProfileStore      *self,
                                                   BkProfileEntry      *entry);
void            _bk_profile_store_schedule_save   (BkProfileStore      *self,
                                                   BkProfileEntry      *entry);

G_END_DECLS
