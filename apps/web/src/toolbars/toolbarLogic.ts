import {
  DEFAULT_OBJECT_REGISTRY,
  MAX_VECTOR_COLOR_INPUTS,
  toolbarOf,
  type DesignObject,
  type ObjectRegistry,
  type ToolbarId,
} from '@lienzo/core';

/** What the background shows now, which decides its toolbar when nothing is selected. */
export interface BackgroundShown {
  image: boolean;
  pattern: boolean;
}

/**
 * Which toolbar shows (SPEC §2): several selected → group, one → the object's own, as `objectTypes` (the
 * engine's) names it; nothing selected → bg-image on a background picture (the background is then the
 * target), pattern on a patterned background, else background.
 */
export function toolbarFor(
  selected: readonly DesignObject[],
  background: BackgroundShown = { image: false, pattern: false },
  objectTypes: ObjectRegistry = DEFAULT_OBJECT_REGISTRY,
): ToolbarId | (string & {}) {
  if (selected.length === 0)
    return background.image ? 'bg-image' : background.pattern ? 'pattern' : 'background';
  if (selected.length > 1) return 'group';
  return toolbarOf(selected[0]!, objectTypes);
}

/** Opacity sliders show 0–100 and store 0–1 (SPEC §5); `inverted` ones show 100 minus the value. */
export function percentToOpacity(percent: number, inverted = false): number {
  const whole = Math.round(Math.min(100, Math.max(0, percent)));
  return (inverted ? 100 - whole : whole) / 100;
}

export function opacityToPercent(opacity: number, inverted = false): number {
  const whole = Math.round(Math.min(1, Math.max(0, opacity)) * 100);
  return inverted ? 100 - whole : whole;
}

/** Image sliders hold whole numbers (SPEC §5). */
export function wholeNumber(value: number, min: number, max: number): number {
  return Math.round(Math.min(max, Math.max(min, value)));
}

/** An inverted slider's shown value for a stored percent, and back (SPEC §5: overlay opacity). */
export function invertedPercent(value: number): number {
  return 100 - wholeNumber(value, 0, 100);
}

/**
 * The colour inputs an SVG object's toolbar shows: every colour of an illustration, whose colours are edited
 * one by one, and at most 7 for a vector (SPEC §2).
 */
export function shownTargets(
  type: 'pz-vector' | 'pz-illustration',
  targets: readonly string[],
): readonly string[] {
  return type === 'pz-illustration' ? targets : targets.slice(0, MAX_VECTOR_COLOR_INPUTS);
}

/** What the several-objects toolbar shows of the texts among them (values of the lowest one). */
export interface SharedText {
  fill: string;
  fontSize: number;
  fontFamily: string;
  fontWeight: string | number;
}

/**
 * The text style several selected objects share: present when any of them is a text, fancy text or button
 * (the engine styles only those), null otherwise.
 */
export function sharedTextOf(selected: readonly DesignObject[]): SharedText | null {
  for (const object of selected) {
    if (object.type === 'pz-text' || object.type === 'pz-ftext') {
      const fontWeight = object.type === 'pz-text' ? object.fontWeight : 'normal';
      return { fill: object.fill, fontSize: object.fontSize, fontFamily: object.fontFamily, fontWeight };
    }
    if (object.type === 'pz-button') {
      return {
        fill: object.color,
        fontSize: object.fontSize,
        fontFamily: object.fontFamily,
        fontWeight: 'normal',
      };
    }
  }
  return null;
}
