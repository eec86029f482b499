import type { VideoCodec } from 'mediabunny';
import type { VideoContainer } from './encodeVideo';

/**
 * The codec this browser encodes a video of that size in, or null (see encodeWebm's webmCodecFor). Loads
 * the encoder chunk (mediabunny) on first call, so importing the editor does not (issue 22).
 */
export async function webmCodecFor(width: number, height: number): Promise<VideoCodec | null> {
  const { webmCodecFor: probe } = await import('./encodeWebm');
  return probe(width, height);
}

/** The video codec this browser encodes in that container at that size, or null; loads the encoder chunk too. */
export async function videoCodecFor(
  container: VideoContainer,
  width: number,
  height: number,
): Promise<VideoCodec | null> {
  const { videoCodecFor: probe } = await import('./encodeVideo');
  return probe(container, width, height);
}
