import type { Storage } from '../storage/storage';
import { encodeWav, renderRecipe } from './synth';
import { TRACKS, type TrackDefinition } from './tracks';

/** Bumped when a recipe or the synthesiser changes, so stored files of the old sound are made again. */
export const SYNTH_VERSION = 1;

export const trackStorageKey = (track: TrackDefinition) => `audios/${track.slug}-v${SYNTH_VERSION}.wav`;

export function trackBySlug(slug: string): TrackDefinition | undefined {
  return TRACKS.find((track) => track.slug === slug);
}

/**
 * The track's WAV file: from storage, or synthesised and stored on its first play (about a fifth of a second), so
 * that no start of a server waits on all of them.
 */
export async function loadTrack(storage: Storage, track: TrackDefinition): Promise<Buffer> {
  const key = trackStorageKey(track);
  const stored = await storage.get(key);
  if (stored) return stored;
  const wav = encodeWav(renderRecipe(track.recipe));
  await storage.put(key, wav);
  return wav;
}
