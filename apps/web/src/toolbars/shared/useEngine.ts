import { useEffect, useReducer, useState } from 'react';
import type { Engine } from '@lienzo/editor';
import { currentEngine, whenEngine } from '../../engine/engineRegistry';

/** The mounted engine, re-rendering the caller on every change and selection it reports. */
export function useEngine(): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(currentEngine);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let live = true;
    void whenEngine().then((ready) => {
      if (live) setEngine(ready);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!engine) return;
    const stops = [engine.on('change', () => refresh()), engine.on('selection', () => refresh())];
    // A design may have loaded between the render that got the engine and this subscription.
    refresh();
    return () => {
      for (const stop of stops) stop();
    };
  }, [engine]);
  return engine;
}

/** Runs an engine call from a control, keeping a refused value (an invalid patch) from breaking the UI. */
export function attempt(action: () => unknown): void {
  try {
    const result = action();
    if (result instanceof Promise) result.catch((error: unknown) => console.warn(error));
  } catch (error) {
    console.warn(error);
  }
}
