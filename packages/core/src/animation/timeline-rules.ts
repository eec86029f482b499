import { ANIMATION_EFFECTS, round2, type AnimationEffect } from '../constants';
import type { AnimatedObject } from './stateAt';

/** The longest timeline a design may have, in seconds (the document schema's limit). */
export const MAX_TIMELINE_SECONDS = 600;

/** A change of an object's animation from the timeline: a handle dragged, an effect picked. */
export interface AnimationChange {
  start?: number;
  /** null: the object stays until the end of the timeline. */
  end?: number | null;
  effect?: AnimationEffect;
}

/** True for a timeline length the editor accepts: whole seconds from 1 to 600. */
export function isTimelineDuration(seconds: unknown): seconds is number {
  return Number.isInteger(seconds) && (seconds as number) >= 1 && (seconds as number) <= MAX_TIMELINE_SECONDS;
}

/**
 * An object's animation after `change`, checked against a timeline of `duration` seconds: it starts
 * at 0 or later and before the end of the timeline, and ends after its start and no later than the
 * end of the timeline (or never). Times are kept to 2 decimals. Throws a RangeError naming the rule
 * broken, changing nothing.
 */
export function changedAnimation(
  current: AnimatedObject,
  change: AnimationChange,
  duration: number,
): AnimatedObject {
  const start = change.start === undefined ? current.animationStart : round2(change.start);
  const end =
    change.end === undefined ? current.animationEnd : change.end === null ? null : round2(change.end);
  const effect = change.effect ?? current.animationEffect;
  if (!Number.isFinite(start) || start < 0 || start >= duration)
    throw new RangeError(`An object starts from 0 to before ${duration} s, not at ${change.start}`);
  if (end !== null && (!Number.isFinite(end) || end <= start || end > duration))
    throw new RangeError(
      `An object ends after its start (${start} s) and by ${duration} s, not at ${change.end}`,
    );
  if (!(ANIMATION_EFFECTS as readonly string[]).includes(effect))
    throw new RangeError(`Not an animation effect: ${String(effect)}`);
  return { animationStart: start, animationEnd: end, animationEffect: effect };
}

/**
 * What a new timeline length changes in the objects' animations: an object starting at or after the
 * new end starts at its last second instead, and an end past it is cleared (the object stays to the end).
 */
export function animationsWithin(
  objects: readonly (AnimatedObject & { id: string })[],
  duration: number,
): { id: string; patch: Partial<AnimatedObject> }[] {
  const changes: { id: string; patch: Partial<AnimatedObject> }[] = [];
  for (const object of objects) {
    const patch: Partial<AnimatedObject> = {};
    if (object.animationStart >= duration) patch.animationStart = duration - 1;
    if (object.animationEnd !== null && object.animationEnd > duration) patch.animationEnd = null;
    if (Object.keys(patch).length > 0) changes.push({ id: object.id, patch });
  }
  return changes;
}
