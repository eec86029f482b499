// Zustand for the web project's Node tests, in place of the package (vitest.config.ts aliases `zustand` here):
// the same `create`, which also lists every store it makes, so that each test starts from every store's first
// state although the test files share their modules (the project's `isolate: false`). The pattern of Zustand's
// own testing guide, without a module mock.
import { create as createStore, type UseBoundStore } from 'zustand/react';
import type { StateCreator, StoreApi } from 'zustand/vanilla';

export * from 'zustand/vanilla';
export * from 'zustand/react';

const resets = new Set<() => void>();

function listed<T>(store: UseBoundStore<StoreApi<T>>): UseBoundStore<StoreApi<T>> {
  const first = store.getInitialState();
  resets.add(() => store.setState(first, true));
  return store;
}

export const create = (<T>(initializer?: StateCreator<T, [], []>) =>
  initializer
    ? listed(createStore(initializer))
    : (later: StateCreator<T, [], []>) => listed(createStore(later))) as typeof createStore;

/** Puts every store made so far back to its first state. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
