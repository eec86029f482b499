import type { Engine } from '@lienzo/editor';

// The engine lives in a lazily loaded chunk (Fabric is large); the rest of the app reaches it here.
let current: Engine | null = null;
const waiting: ((engine: Engine) => void)[] = [];

export function setEngine(engine: Engine | null): void {
  current = engine;
  if (engine) for (const resolve of waiting.splice(0)) resolve(engine);
}

export function currentEngine(): Engine | null {
  return current;
}

/** The mounted engine, waiting for it when the canvas is still loading. */
export function whenEngine(): Promise<Engine> {
  return current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve));
}
