import type { VideoCodec } from 'mediabunny';

/**
 * The codec this browser encodes a video of that size in, or null (see encodeWebm's webmCodecFor). Loads
 * the encoder chunk (mediabunny) on first call, so importing the editor does not (issue 22).
 */
export async function webmCodecFor(width: number, height: number): Promise<VideoCodec | null> {
  const { webmCodecFor: probe } = await import('./encodeWebm');
  return probe(width, height);
}
