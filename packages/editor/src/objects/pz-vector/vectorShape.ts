import type { DesignObject, PzVector } from '@lienzo/core';
import { svgShape } from './svgShape';

function asVector(record: DesignObject): PzVector {
  if (record.type !== 'pz-vector') throw new TypeError(`Not a vector: ${record.type}`);
  return record;
}

/** A vector or emoji (SPEC §3 pz-vector): an SVG recoloured by its fills; emojis keep their colours. */
export const vectorShape = svgShape(asVector, (record) => ({
  fill: record.fill,
  colorsByTargets: record.colorsByTargets,
  keepColours: record.vector_type === 'emoji',
}));
