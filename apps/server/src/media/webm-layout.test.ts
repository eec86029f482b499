import { describe, expect, it } from 'vitest';
import {
  ebmlElement,
  liveWebmWith,
  simpleBlock,
  VP8_WEBM,
  VP9_LIVE_WEBM,
  webmOfSize,
} from '../test/video-files';
import { isWholeWebm } from './webm-layout';

const NO_LIMIT = Number.MAX_SAFE_INTEGER;
const emptyCluster = Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x83, 0xe7, 0x81, 0x00]);

describe('isWholeWebm', () => {
  it('takes the fixtures, with known sizes, unknown sizes, and a Void element after the last cluster', () => {
    expect(isWholeWebm(VP8_WEBM, NO_LIMIT)).toBe(true);
    expect(isWholeWebm(VP9_LIVE_WEBM, NO_LIMIT)).toBe(true);
    expect(isWholeWebm(webmOfSize(8000), NO_LIMIT)).toBe(true);
  });

  it('refuses every cut of a file with known sizes, and every cut of a live recording inside its cluster', () => {
    for (let length = 0; length < VP8_WEBM.length; length += 1)
      expect(isWholeWebm(VP8_WEBM.subarray(0, length), NO_LIMIT), `${length} bytes`).toBe(false);
    const clusterStart = VP9_LIVE_WEBM.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    for (let length = clusterStart + 1; length < VP9_LIVE_WEBM.length; length += 1)
      expect(isWholeWebm(VP9_LIVE_WEBM.subarray(0, length), NO_LIMIT), `${length} bytes`).toBe(false);
  });

  it('refuses bytes appended after the Segment, or after the last element of a live one', () => {
    for (const tail of [[0], [0xec], [0xec, 0x85], [0xa3, 0x81]])
      expect(isWholeWebm(Buffer.concat([VP8_WEBM, Buffer.from(tail)]), NO_LIMIT), String(tail)).toBe(false);
    expect(isWholeWebm(Buffer.concat([VP9_LIVE_WEBM, Buffer.from('junk')]), NO_LIMIT)).toBe(false);
    expect(isWholeWebm(Buffer.concat([VP9_LIVE_WEBM, simpleBlock().subarray(0, 5)]), NO_LIMIT)).toBe(false);
  });

  it('counts clusters and frames, laced ones one by one, in SimpleBlocks and BlockGroups, up to the limit', () => {
    const tiny = liveWebmWith(Array.from({ length: 10 }, () => simpleBlock()));
    expect(isWholeWebm(tiny, 11)).toBe(true);
    expect(isWholeWebm(tiny, 10)).toBe(false);
    const laced = liveWebmWith([simpleBlock(256), simpleBlock(256), simpleBlock(3)]);
    expect(isWholeWebm(laced, 1 + 515)).toBe(true);
    expect(isWholeWebm(laced, 515)).toBe(false);
    const grouped = liveWebmWith([ebmlElement([0xa0], ebmlElement([0xa1], simpleBlock(4).subarray(9)))]);
    expect(isWholeWebm(grouped, 5)).toBe(true);
    expect(isWholeWebm(grouped, 4)).toBe(false);
    const clusters = Buffer.concat([
      liveWebmWith([simpleBlock()]),
      ...Array.from({ length: 5 }, () => emptyCluster),
    ]);
    expect(isWholeWebm(clusters, 7)).toBe(true);
    expect(isWholeWebm(clusters, 6)).toBe(false);
  });

  it('refuses blocks too short for their header and a BlockGroup its children do not fill', () => {
    const short = (body: number[]) => liveWebmWith([ebmlElement([0xa3], Buffer.from(body))]);
    expect(isWholeWebm(short([0x81, 0, 0, 0x80]), NO_LIMIT)).toBe(true);
    expect(isWholeWebm(short([0x81, 0, 0]), NO_LIMIT)).toBe(false);
    expect(isWholeWebm(short([0x81, 0, 0, 0x82]), NO_LIMIT)).toBe(false);
    expect(isWholeWebm(short([0x00, 0, 0, 0x80, 0]), NO_LIMIT)).toBe(false);
    const group = ebmlElement(
      [0xa0],
      Buffer.concat([ebmlElement([0xa1], Buffer.from([0x81, 0, 0, 0x80])), Buffer.from([0xfb])]),
    );
    expect(isWholeWebm(liveWebmWith([group]), NO_LIMIT)).toBe(false);
  });

  it('refuses an element the Segment does not hold, after which mediabunny 1.61 would look for the next one forever', () => {
    const unknown = Buffer.from(VP9_LIVE_WEBM);
    unknown[VP9_LIVE_WEBM.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75])) + 1] = 0x01;
    expect(isWholeWebm(unknown, NO_LIMIT)).toBe(false);
    expect(
      isWholeWebm(
        Buffer.concat([
          VP9_LIVE_WEBM.subarray(0, 48),
          ebmlElement([0x42, 0x42], Buffer.alloc(4)),
          VP9_LIVE_WEBM.subarray(48),
        ]),
        NO_LIMIT,
      ),
    ).toBe(false);
    // A Void element may stand anywhere.
    expect(
      isWholeWebm(
        Buffer.concat([
          VP9_LIVE_WEBM.subarray(0, 48),
          ebmlElement([0xec], Buffer.alloc(4)),
          VP9_LIVE_WEBM.subarray(48),
        ]),
        NO_LIMIT,
      ),
    ).toBe(true);
  });

  it('refuses cue points that point anywhere but at a cluster, and counts them', () => {
    // The fixture's one cue point says its cluster begins 423 bytes into the Segment's data.
    const cue = Buffer.from([0xf1, 0x82, 0x01, 0xa7]);
    const cuedAt = (position: number) => {
      const patched = Buffer.from(VP8_WEBM);
      patched.writeUInt16BE(position, VP8_WEBM.indexOf(cue) + 2);
      return patched;
    };
    expect(isWholeWebm(cuedAt(423), NO_LIMIT)).toBe(true);
    for (const position of [0, 422, 424, 3000, 4100])
      expect(isWholeWebm(cuedAt(position), NO_LIMIT), String(position)).toBe(false);
    // One cluster, ten frames, one cue point.
    expect(isWholeWebm(VP8_WEBM, 12)).toBe(true);
    expect(isWholeWebm(VP8_WEBM, 11)).toBe(false);
  });
});
