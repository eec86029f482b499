import { TIMELINE } from '@lienzo/core';

/**
 * A second never gets narrower than this on the track, so that every whole second stays a target a
 * pointer can hit: up to 18 s the whole timeline fits the 290 px of SPEC §9, longer ones scroll.
 */
export const MIN_SECOND_WIDTH = 16;

/** How wide one second of a timeline of `duration` seconds is drawn, in CSS pixels. */
export function secondWidth(duration: number): number {
  return Math.max(TIMELINE.handlerWidth / duration, MIN_SECOND_WIDTH);
}

/** The track's width for a timeline of `duration` seconds (SPEC §9: 290 px for the whole duration). */
export function trackWidth(duration: number): number {
  return secondWidth(duration) * duration;
}

/** Where second `seconds` is on the track, in pixels from its left edge. */
export function pixelsAt(seconds: number, duration: number): number {
  return seconds * secondWidth(duration);
}

/**
 * The whole second nearest to `pixels` from the track's left edge (the preview ticks per second, SPEC
 * §4), within the timeline.
 */
export function secondAt(pixels: number, duration: number): number {
  if (!Number.isFinite(pixels)) return 0;
  return clamp(Math.round(pixels / secondWidth(duration)), 0, duration);
}

/** An object's start moved to `seconds`: a whole second from 0 to one second before its end. */
export function clampStart(seconds: number, end: number | null, duration: number): number {
  const last = (end ?? duration) - TIMELINE.tickSeconds;
  return clamp(Math.round(seconds), 0, Math.max(0, last));
}

/**
 * An object's end moved to `seconds`: a whole second from one second after its start to the end of the
 * timeline, which is null (the object stays to the end).
 */
export function clampEnd(seconds: number, start: number, duration: number): number | null {
  const end = clamp(Math.round(seconds), Math.ceil(start) + TIMELINE.tickSeconds, duration);
  return end >= duration ? null : end;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** A handle's width on the track, in CSS pixels: narrower than the shortest second, easy to grab. */
export const HANDLE_WIDTH = 12;

/** How many seconds apart the ruler writes its numbers so that they do not touch (ticks stay at 1 s). */
export function labelStep(duration: number): number {
  const width = secondWidth(duration);
  return LABEL_STEPS.find((step) => step * width >= MIN_LABEL_GAP) ?? LABEL_STEPS[LABEL_STEPS.length - 1]!;
}

const LABEL_STEPS = [1, 2, 5, 10, 15, 30, 60] as const;
const MIN_LABEL_GAP = 28;
