import { TIMELINE, type AnimationEffect } from '../constants';

/** What of an object the timeline reads (SPEC §3 animation fields, in seconds). */
export interface AnimatedObject {
  animationStart: number;
  animationEnd: number | null;
  animationEffect: AnimationEffect;
}

/** Where the object is drawn: the canvas width and the object's bounding box on it, in layout pixels. */
export interface AnimationStage {
  canvasWidth: number;
  bounds: { left: number; width: number };
}

/**
 * How an object differs from its record at one moment: its opacity multiplied by `opacity`, moved
 * `offsetX` layout pixels, scaled by `scale` about its centre. {@link STILL} is the record itself.
 */
export interface AnimationFrame {
  opacity: number;
  offsetX: number;
  scale: number;
}

export const STILL: Readonly<AnimationFrame> = Object.freeze({ opacity: 1, offsetX: 0, scale: 1 });
const GONE: Readonly<AnimationFrame> = Object.freeze({ opacity: 0, offsetX: 0, scale: 1 });

/** How long an object takes to enter, in seconds: 400 ms, zoom 200 ms (SPEC §4). */
export function entranceSeconds(effect: AnimationEffect): number {
  return (effect === 'zoom' ? TIMELINE.zoomAnimationInMs : TIMELINE.animationInMs) / 1000;
}

/** The entrance's easing: fast at first, settling into place (cubic ease-out). */
export function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The object before it enters, hidden by its effect: transparent, off either side, or at no size. */
function hidden(effect: AnimationEffect, stage: AnimationStage): AnimationFrame {
  switch (effect) {
    case 'fade':
      return { ...STILL, opacity: 0 };
    case 'left':
      return { ...STILL, offsetX: -(stage.bounds.left + stage.bounds.width) };
    case 'right':
      return { ...STILL, offsetX: stage.canvasWidth - stage.bounds.left };
    case 'zoom':
      return { ...STILL, scale: 0 };
  }
}

/**
 * An object's state at `seconds` into the timeline (SPEC §4): an object starting at 0 shows at once;
 * any other is hidden by its effect until its start, then enters over {@link entranceSeconds} with
 * {@link easeOut}; from its end (if it has one) its opacity is 0. A pure function of time, so the
 * preview, each exported frame and the tests agree.
 */
export function stateAt(object: AnimatedObject, seconds: number, stage: AnimationStage): AnimationFrame {
  if (!Number.isFinite(seconds)) throw new RangeError(`Not a moment of the timeline: ${seconds}`);
  const t = Math.max(0, seconds);
  const start = object.animationStart;
  if (object.animationEnd !== null && t >= object.animationEnd) return { ...GONE };
  if (start <= 0) return { ...STILL };
  const from = hidden(object.animationEffect, stage);
  if (t < start) return from;
  const progress = Math.min(1, (t - start) / entranceSeconds(object.animationEffect));
  if (progress >= 1) return { ...STILL };
  const eased = easeOut(progress);
  const towards = (hiddenValue: number, shownValue: number) =>
    hiddenValue + (shownValue - hiddenValue) * eased;
  return {
    opacity: towards(from.opacity, 1),
    offsetX: towards(from.offsetX, 0),
    scale: towards(from.scale, 1),
  };
}
