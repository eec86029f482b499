import type { Storage } from '../storage/storage';
import { encodeWav, renderRecipe } from './synth';
import { TRACKS, type TrackDefinition } from './tracks';

/** Bumped when a recipe or the synthesiser changes, so stored files of the old sound are made again. */
export const SYNTH_VERSION = 1;

export const trackStorageKey = (track: TrackDefinition) => `audios/${track.slug}-v${SYNTH_VERSION}.wav`;

export function trackBySlug(slug: string): TrackDefinition | undefined {
  return TRACKS.find((track) => track.slug === slug);
}

/** The track's WAV file: from storage, or synthesised and stored when it is missing. */
export async function loadTrack(storage: Storage, track: TrackDefinition): Promise<Buffer> {
  const key = trackStorageKey(track);
  const stored = await storage.get(key);
  if (stored) return stored;
  const wav = encodeWav(renderRecipe(track.recipe));
  await storage.put(key, wav);
  return wav;
}

/** Synthesises every track not stored yet (at server start); answers the slugs it made. */
export async function ensureAudioTracks(storage: Storage): Promise<string[]> {
  const made: string[] = [];
  for (const track of TRACKS) {
    if (await storage.exists(trackStorageKey(track))) continue;
    await loadTrack(storage, track);
    made.push(track.slug);
  }
  return made;
}
