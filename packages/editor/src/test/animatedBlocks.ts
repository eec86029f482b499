import { createObject, firstPage, type DesignDocument } from '@lienzo/core';
import { TEST_ASSETS } from './assetPaths';

/** A short MP3 the server's tests use (apps/server/src/test/sample-files), served on this site. */
export const TEST_TRACK = {
  name: 'Glass Static',
  src: '/apps/server/src/test/sample-files/glass-static.mp3',
};

/** The one-page `document` lasting `seconds`, with `audio` as its track. */
export function lasting(
  document: DesignDocument,
  seconds: number,
  audio: DesignDocument['timeline']['audio'],
): DesignDocument {
  return { ...document, timeline: { audio }, pages: [{ ...firstPage(document), duration: seconds }] };
}

const PURPLE = [0x7b, 0x2c, 0xbf];
/** The colour of a new design's background. */
const BACKGROUND = [0x62, 0xca, 0xd9];

/** A purple block, 80 × 240, its centre at (x, y), animated as given: what the video tests look for. */
export const animatedBlock = (id: string, x: number, y: number, animation: object) =>
  createObject('pz-image', {
    id,
    src: TEST_ASSETS.tallPng,
    ...{ left: x - 40, top: y - 120, width: 40, height: 120, scaleX: 2, scaleY: 2 },
    ...animation,
  });

/** Which of the colours a decoded pixel is, allowing for the codec's loss. */
export function colourOf(pixel: number[]): 'purple' | 'background' | 'other' {
  const near = (colour: number[]) =>
    pixel.every((value, channel) => Math.abs(value - colour[channel]!) <= 40);
  return near(PURPLE) ? 'purple' : near(BACKGROUND) ? 'background' : 'other';
}
