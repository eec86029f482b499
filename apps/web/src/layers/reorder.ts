import type { Engine } from '@lienzo/editor';

/**
 * Moves one object from `from` to `to`, both counted top-first as the layers list shows them. The engine
 * restacks the selection one step at a time, so the object is selected and stepped.
 */
export function moveLayer(engine: Engine, id: string, from: number, to: number): void {
  if (from === to) return;
  engine.select(id);
  const steps = Math.abs(from - to);
  for (let step = 0; step < steps; step += 1) {
    engine.execute(to < from ? 'bring-forward' : 'send-backward');
  }
}
