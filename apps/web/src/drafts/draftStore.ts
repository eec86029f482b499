import type { DesignDocument } from '@lienzo/core';
import type { CurrentDesign } from '../state/appStore';
import { draftsToPrune, fitsDraftCap, type DraftInfo } from './draftPolicy';
import { openDatabase, requestResult, transactionDone } from './idb';

/** The IndexedDB database that keeps the drafts, one record per draft key. */
export const DRAFT_DATABASE = 'lienzo-drafts';
const STORE = 'drafts';

/** An unsaved design kept in the browser (issue 11). */
export interface Draft extends DraftInfo {
  document: DesignDocument;
  /** The saved design it changes, or null for one never saved. */
  designHash: string | null;
  layoutKey: string;
  /** What the app knew of the saved design, so a restored draft saves over the same record. */
  design: CurrentDesign | null;
  /** Video mode when it was written. */
  animation: boolean;
}

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= openDatabase(DRAFT_DATABASE, STORE, 'key').then(
    (db) => {
      // Another tab upgrading the database: let it, and open again on the next use.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      return db;
    },
    (error: unknown) => {
      opening = null;
      throw error;
    },
  );
  return opening;
}

/** Every draft kept (an unusable database reads as none: drafts never break the editor). */
export async function readDrafts(): Promise<Draft[]> {
  try {
    const db = await database();
    return await requestResult(db.transaction(STORE).objectStore(STORE).getAll() as IDBRequest<Draft[]>);
  } catch (error) {
    console.warn('The drafts could not be read', error);
    return [];
  }
}

export async function readDraft(key: string): Promise<Draft | null> {
  try {
    const db = await database();
    const found = await requestResult(db.transaction(STORE).objectStore(STORE).get(key) as IDBRequest<Draft>);
    return found ?? null;
  } catch (error) {
    console.warn('The draft could not be read', error);
    return null;
  }
}

/**
 * Writes the draft and prunes all but the newest few. A draft over the size cap is refused; true when
 * the draft was written. Never throws.
 */
export async function writeDraft(draft: Draft): Promise<boolean> {
  if (!fitsDraftCap(JSON.stringify(draft.document))) {
    console.warn(`The draft ${draft.key} is too large to keep in the browser`);
    return false;
  }
  try {
    const db = await database();
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    store.put(draft);
    const kept = await requestResult(store.getAll() as IDBRequest<Draft[]>);
    const others = kept.filter((other) => other.key !== draft.key);
    for (const key of draftsToPrune([draft, ...others])) store.delete(key);
    await transactionDone(transaction);
    return true;
  } catch (error) {
    console.warn('The draft could not be written', error);
    return false;
  }
}

export async function deleteDraft(key: string): Promise<void> {
  try {
    const db = await database();
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).delete(key);
    await transactionDone(transaction);
  } catch (error) {
    console.warn('The draft could not be deleted', error);
  }
}
