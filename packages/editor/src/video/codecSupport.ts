import type { VideoCodec } from 'mediabunny';
import type { VideoContainer } from './encodeVideo';

/**
 * The video codec this browser encodes in that container at that size, or null (see encodeVideo's
 * videoCodecFor). Loads the encoder chunk (mediabunny) on first call, so importing the editor does not
 * (issue 22).
 */
export async function videoCodecFor(
  container: VideoContainer,
  width: number,
  height: number,
): Promise<VideoCodec | null> {
  const { videoCodecFor: probe } = await import('./encodeVideo');
  return probe(container, width, height);
}
