import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Storage } from '../storage/storage';
import { fileFamilyOf, referencedFileFamilies, SWEPT_FOLDERS } from './referenced-files';

export interface SweepOptions {
  db: Kysely<Database>;
  storage: Storage;
  /** Files written less than this long before the sweep began are kept, whatever the rows say. */
  graceMs: number;
  /** The clock; the tests move it forward instead of waiting. */
  now?: () => Date;
  /** Ends the sweep between two files (the process is stopping). */
  signal?: AbortSignal;
}

export interface SweepReport {
  /** Stored files no row names (nor names the file they were made from). */
  removed: number;
  /** What cut-off writes left that is not a stored file (the local folder's `.tmp-*` files). */
  unfinished: number;
}

/**
 * Removes the files a crash left behind: in {@link SWEPT_FOLDERS}, every file older than the grace period whose
 * family no row names, then the leftovers of cut-off writes older than it. A file is judged against the rows as
 * they were read after the sweep began, and only if it was written `graceMs` before that: a file whose row
 * had not committed by then belongs to a write that has taken longer than the grace period.
 */
export async function sweepStorage(options: SweepOptions): Promise<SweepReport> {
  const { db, storage, graceMs, signal } = options;
  const began = (options.now ?? (() => new Date()))();
  const cutOff = new Date(began.getTime() - graceMs);
  const referenced = await referencedFileFamilies(db);
  let removed = 0;
  for (const folder of SWEPT_FOLDERS) {
    for await (const file of storage.list(folder)) {
      signal?.throwIfAborted();
      if (file.modified >= cutOff || referenced.has(fileFamilyOf(file.key))) continue;
      await storage.delete(file.key);
      removed += 1;
    }
  }
  signal?.throwIfAborted();
  const unfinished = await storage.removeUnfinishedWrites(cutOff);
  return { removed, unfinished };
}
