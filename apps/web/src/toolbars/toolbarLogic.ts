import { toolbarOf, type DesignObject, type ToolbarId } from '@lienzo/core';

/** Which toolbar shows (SPEC §2): nothing selected → background, several → group, else the object's own. */
export function toolbarFor(selected: readonly DesignObject[]): ToolbarId {
  if (selected.length === 0) return 'background';
  if (selected.length > 1) return 'group';
  return toolbarOf(selected[0]!);
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
