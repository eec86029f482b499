import type { DesignObject, PzIllustration } from '@lienzo/core';
import { svgShape } from '../pz-vector/svgShape';

function asIllustration(record: DesignObject): PzIllustration {
  if (record.type !== 'pz-illustration') throw new TypeError(`Not an illustration: ${record.type}`);
  return record;
}

/** An illustration (SPEC §3 pz-illustration): an SVG with the same multi-fill colours as vectors. */
export const illustrationShape = svgShape(asIllustration, (record) => ({
  fill: record.fill,
  colorsByTargets: record.colorsByTargets,
  keepColours: false,
}));
