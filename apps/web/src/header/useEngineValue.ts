import { useCallback, useSyncExternalStore } from 'react';
import type { Engine, EngineEvents } from '@lienzo/editor';

/**
 * A value read from the engine, read again on each `event`; `fallback` while there is no engine.
 * `read` must return a primitive (or a stable object) so that React sees when it did not change.
 */
export function useEngineValue<T>(
  engine: Engine | null,
  event: keyof EngineEvents,
  read: (engine: Engine) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => (engine ? engine.on(event, onChange) : () => {}),
    [engine, event],
  );
  return useSyncExternalStore(subscribe, () => (engine ? read(engine) : fallback));
}
