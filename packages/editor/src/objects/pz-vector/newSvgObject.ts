import {
  createObject,
  initialScaleFor,
  type PzIllustration,
  type PzVector,
  type VectorType,
} from '@lienzo/core';
import type { AssetLoader } from '../../assets/AssetLoader';
import { parseSvgArtwork } from './svgArtwork';

export interface SvgFacts {
  width: number;
  height: number;
  /** How many distinct fill colours it has: the colour inputs its toolbar shows. */
  fillCount: number;
  /** Its own distinct fill colours ("#e9c46a"), in order of first appearance: the colour targets. */
  fills: readonly string[];
}

/** The size and colour count of the SVG at `src`, loaded the way the canvas will load it. */
export async function svgFactsOf(assets: AssetLoader, src: string): Promise<SvgFacts> {
  const artwork = await parseSvgArtwork(await assets.loadSvg(src));
  const { width, height, fills } = artwork;
  return { width, height, fillCount: fills.length, fills };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

interface NewSvgObject {
  id: string;
  src: string;
  facts: SvgFacts;
  canvasWidth: number;
}

/** A new vector or emoji at its SVG's size, scaled to 150 px wide (SPEC §9). The caller places it. */
export function newVector(init: NewSvgObject & { vectorType: VectorType }): PzVector {
  const scale = round4(initialScaleFor('pz-vector', init.facts.width, init.canvasWidth));
  return createObject('pz-vector', {
    ...sizeOf(init, scale),
    vector_type: init.vectorType,
    initialScaleX: scale,
    initialScaleY: scale,
  });
}

/** A new illustration at its SVG's size, scaled to 100 px wide (SPEC §9). The caller places it. */
export function newIllustration(init: NewSvgObject): PzIllustration {
  const scale = round4(initialScaleFor('pz-illustration', init.facts.width, init.canvasWidth));
  return createObject('pz-illustration', sizeOf(init, scale));
}

function sizeOf(init: NewSvgObject, scale: number) {
  return {
    id: init.id,
    src: init.src,
    left: 0,
    top: 0,
    width: init.facts.width,
    height: init.facts.height,
    scaleX: scale,
    scaleY: scale,
    fillCount: init.facts.fillCount,
  };
}
