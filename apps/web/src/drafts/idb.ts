/** A small promise face for IndexedDB (the browser's own database; no library needed for one store). */

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when the transaction has committed (its writes are on disk), rejects when it failed. */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

function open(name: string, store: string, keyPath: string, version?: number): Promise<IDBDatabase> {
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(store))
      request.result.createObjectStore(store, { keyPath });
  };
  return requestResult(request);
}

/**
 * Opens `name` with the object store `store` (keyed by `keyPath`), creating it on first use, and also when
 * the database was made without it (by another tab's older code, or a tool): then one version up.
 */
export async function openDatabase(name: string, store: string, keyPath: string): Promise<IDBDatabase> {
  const db = await open(name, store, keyPath);
  if (db.objectStoreNames.contains(store)) return db;
  const next = db.version + 1;
  db.close();
  return open(name, store, keyPath, next);
}
