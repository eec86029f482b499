import { describe, expect, it } from 'vitest';
import { FTEXT_SHAPES, FTEXT_SHAPE_TYPES, getFtextShape, shapesByType } from './ftext-shapes';

const SIZES: [number, number][] = [
  [240, 90],
  [100, 100],
  [1, 1],
  [1500, 40],
  [30, 900],
  [0, 0],
];

describe('fancy text shape catalogue', () => {
  it('holds at least 12 shapes with unique ids and names', () => {
    expect(FTEXT_SHAPES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(FTEXT_SHAPES.map((shape) => shape.id)).size).toBe(FTEXT_SHAPES.length);
    expect(new Set(FTEXT_SHAPES.map((shape) => shape.name)).size).toBe(FTEXT_SHAPES.length);
  });

  it('has shapes of every type, and the filter returns only that type', () => {
    for (const type of FTEXT_SHAPE_TYPES) {
      const shapes = shapesByType(type);
      expect(shapes.length, type).toBeGreaterThan(0);
      expect(shapes.every((shape) => shape.shapeType === type)).toBe(true);
    }
    expect(shapesByType(null)).toBe(FTEXT_SHAPES);
  });

  it.each(FTEXT_SHAPES.map((shape) => [shape.id, shape] as const))(
    '%s gives closed path data with only finite numbers at any size',
    (_id, shape) => {
      for (const [width, height] of SIZES) {
        const path = shape.pathFor(width, height);
        expect(path).toMatch(/^M [\d.]+ [\d.]+ .+ Z$/);
        expect(path).not.toMatch(/NaN|Infinity|-0\b|e[+-]/);
      }
    },
  );

  it('stays finite when asked for nonsense sizes', () => {
    for (const shape of FTEXT_SHAPES) {
      expect(shape.pathFor(Number.NaN, Number.POSITIVE_INFINITY)).not.toMatch(/NaN|Infinity/);
      expect(shape.pathFor(-50, -10)).not.toMatch(/NaN|Infinity/);
    }
  });

  it('scales with the box: a wider box reaches further right', () => {
    const box = getFtextShape('rounded-box');
    expect(box?.pathFor(200, 50)).toContain('H 192.5');
    expect(box?.pathFor(400, 50)).toContain('H 392.5');
    expect(getFtextShape('nope')).toBeUndefined();
  });
});
