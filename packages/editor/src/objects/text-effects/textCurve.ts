import type { TextCurve } from '@lienzo/core';

/** Where one glyph sits on the curve: its baseline centre (x, y) and its turn in radians. */
export interface CurvedGlyph {
  x: number;
  y: number;
  angle: number;
}

/** A glyph of the straight layout: its centre's x and its line's baseline distance below the first line. */
export interface StraightGlyph {
  centreX: number;
  lineOffset: number;
  ascent: number;
  descent: number;
  width: number;
}

export interface CurveFrame {
  /** The circle's centre on the y axis, in the object's plane (origin at its centre). */
  centreY: number;
  /** The curved text's extent: the box of every glyph. */
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The smallest radius a line keeps: an arch's inner lines never fold through the centre. */
const MIN_LINE_RADIUS = 1;

/** The baseline radius of a line `lineOffset` below the first: an arch's next lines are inside it. */
export function lineRadius(curve: TextCurve, lineOffset: number): number {
  const radius = curve.direction === 'up' ? curve.radius - lineOffset : curve.radius + lineOffset;
  return Math.max(radius, MIN_LINE_RADIUS);
}

/**
 * A glyph bent onto the curve, the circle's centre at (0, centreY). The straight distance from the middle
 * becomes the same distance along the arc, so spacing and kerning are kept.
 */
export function placeOnCurve(curve: TextCurve, centreY: number, glyph: StraightGlyph): CurvedGlyph {
  const radius = lineRadius(curve, glyph.lineOffset);
  const turn = glyph.centreX / radius;
  const x = radius * Math.sin(turn);
  return curve.direction === 'up'
    ? { x, y: centreY - radius * Math.cos(turn), angle: turn }
    : { x, y: centreY + radius * Math.cos(turn), angle: -turn };
}

/**
 * Where the circle's centre goes so that the curved text's top is at `top`, and the box the curved glyphs
 * take (corners of each glyph box, turned with it).
 */
export function curveFrame(curve: TextCurve, glyphs: readonly StraightGlyph[], top: number): CurveFrame {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const glyph of glyphs) {
    const placed = placeOnCurve(curve, 0, glyph);
    const cos = Math.cos(placed.angle);
    const sin = Math.sin(placed.angle);
    for (const [dx, dy] of [
      [-glyph.width / 2, -glyph.ascent],
      [glyph.width / 2, -glyph.ascent],
      [-glyph.width / 2, glyph.descent],
      [glyph.width / 2, glyph.descent],
    ] as const) {
      const x = placed.x + dx * cos - dy * sin;
      const y = placed.y + dx * sin + dy * cos;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (glyphs.length === 0) return { centreY: 0, minX: 0, maxX: 0, minY: top, maxY: top };
  const centreY = top - minY;
  return { centreY, minX, maxX, minY: minY + centreY, maxY: maxY + centreY };
}
