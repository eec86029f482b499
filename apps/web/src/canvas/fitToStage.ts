import type { Engine } from '@lienzo/editor';

/** Fits the design into the canvas area `stage` (SPEC §9 viewport rules); false while the area has no size. */
export function fitToStage(engine: Engine, stage: Element | null | undefined): boolean {
  const box = stage?.getBoundingClientRect();
  if (!box || box.width <= 0 || box.height <= 0) return false;
  engine.fitToArea(box.width, box.height);
  return true;
}
