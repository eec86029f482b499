import type { DesignDocument } from '@lienzo/core';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CurrentDesign } from '../state/appStore';
import { draftsToPrune, fitsDraftCap, type DraftInfo } from './draftPolicy';

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

interface DraftDatabase extends DBSchema {
  drafts: { key: string; value: Draft };
}

let opening: Promise<IDBPDatabase<DraftDatabase>> | null = null;

/** Opens the database; when another tab upgrades it, lets it: closes, and the next use opens it again. */
async function openAt(version?: number): Promise<IDBPDatabase<DraftDatabase>> {
  const db = await openDB<DraftDatabase>(DRAFT_DATABASE, version, {
    upgrade(upgrading) {
      if (!upgrading.objectStoreNames.contains(STORE)) upgrading.createObjectStore(STORE, { keyPath: 'key' });
    },
    blocking() {
      db.close();
      opening = null;
    },
  });
  return db;
}

/**
 * The drafts' database, its store created on first use, and also when the database was made without it (by
 * another tab's older code, or a tool): then one version up.
 */
async function openDrafts(): Promise<IDBPDatabase<DraftDatabase>> {
  const db = await openAt();
  if (db.objectStoreNames.contains(STORE)) return db;
  const next = db.version + 1;
  db.close();
  return openAt(next);
}

function database(): Promise<IDBPDatabase<DraftDatabase>> {
  opening ??= openDrafts().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Every draft kept (an unusable database reads as none: drafts never break the editor). */
export async function readDrafts(): Promise<Draft[]> {
  try {
    const db = await database();
    return await db.getAll(STORE);
  } catch (error) {
    console.warn('The drafts could not be read', error);
    return [];
  }
}

export async function readDraft(key: string): Promise<Draft | null> {
  try {
    const db = await database();
    return (await db.get(STORE, key)) ?? null;
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
    const { store } = transaction;
    const written = store.put(draft);
    const kept = await store.getAll();
    const others = kept.filter((other) => other.key !== draft.key);
    const pruned = draftsToPrune([draft, ...others]).map((key) => store.delete(key));
    await Promise.all([written, ...pruned, transaction.done]);
    return true;
  } catch (error) {
    console.warn('The draft could not be written', error);
    return false;
  }
}

export async function deleteDraft(key: string): Promise<void> {
  try {
    const db = await database();
    await db.delete(STORE, key);
  } catch (error) {
    console.warn('The draft could not be deleted', error);
  }
}
