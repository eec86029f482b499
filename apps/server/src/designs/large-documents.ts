import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/types';

/** The bytes of large documents kept per database: sixteen of the largest allowed, a hundred typical large ones. */
export const LARGE_DOCUMENT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Large stored documents as read, by design id and revision, for each database this process uses (ids are only
 * unique within one). Many readers of one large design (a shared link, or an attack, issue 20 #4) then cost
 * neither a read of megabytes nor an allocation each: copying and freeing them is what held the event loop and
 * its garbage collector. A save moves the revision on and ids are never reused, so a copy is never served for
 * another document; each process checks the row's revision, so processes need not share the cache.
 */
const caches = new WeakMap<Kysely<Database>, LRUCache<string, Uint8Array>>();

function cacheOf(db: Kysely<Database>): LRUCache<string, Uint8Array> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({
      maxSize: LARGE_DOCUMENT_CACHE_BYTES,
      sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
    });
    caches.set(db, cache);
  }
  return cache;
}

export function cachedDocument(db: Kysely<Database>, id: number, revision: number): Uint8Array | undefined {
  return cacheOf(db).get(`${id}:${revision}`);
}

export function keepDocument(db: Kysely<Database>, id: number, revision: number, bytes: Uint8Array): void {
  cacheOf(db).set(`${id}:${revision}`, bytes);
}
