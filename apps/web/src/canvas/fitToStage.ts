import type { Engine, Room } from '@lienzo/editor';

/**
 * Fits the design into the canvas area `stage` (SPEC §9 viewport rules), never larger than the stage shows
 * inside its padding: a timeline or a phone's bars leave it less room than the SPEC §5 clamps ask for, and
 * the whole design stays in sight rather than its bottom being cut off (issue 24). False while the area has
 * no size.
 */
export function fitToStage(engine: Engine, stage: Element | null | undefined): boolean {
  const box = stage?.getBoundingClientRect();
  if (!stage || !box || box.width <= 0 || box.height <= 0) return false;
  engine.execute('fit-to-area', { width: box.width, height: box.height, room: roomIn(stage, box) });
  return true;
}

/** What `stage` shows of its content without scrolling: less its padding and any scroll bar, whole pixels. */
function roomIn(stage: Element, box: DOMRect): Room {
  const style = getComputedStyle(stage);
  const px = (value: string) => Number.parseFloat(value) || 0;
  // clientWidth leaves out a scroll bar but is rounded; the box is exact but holds the bar.
  const width = Math.min(box.width, stage.clientWidth) - px(style.paddingLeft) - px(style.paddingRight);
  const height = Math.min(box.height, stage.clientHeight) - px(style.paddingTop) - px(style.paddingBottom);
  return { width: Math.max(1, Math.floor(width)), height: Math.max(1, Math.floor(height)) };
}
