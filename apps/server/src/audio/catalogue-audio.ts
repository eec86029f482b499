import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../storage/storage';
import { AUDIO_TYPES, type OperatorTrack } from './catalogue-file';

export const MAX_CATALOGUE_AUDIO_BYTES = 64 * 1024 * 1024;
export const DEFAULT_CATALOGUE_AUDIO_TIMEOUT_MS = 30_000;

const catalogueKey = (track: OperatorTrack) => `audios/catalogue-${track.id}.${track.extension}`;

/** The bytes at the operator's address, if they are audio of a type we serve, within the size and time. */
async function fetchAudio(url: string, timeoutMs: number): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_CATALOGUE_AUDIO_BYTES) return null;
    chunks.push(Buffer.from(chunk));
  }
  const bytes = Buffer.concat(chunks);
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  return type && (Object.values(AUDIO_TYPES) as string[]).includes(type) ? bytes : null;
}

/**
 * An operator track's sound: its file on this machine, or the copy kept in storage of its address, fetched
 * the first time it is asked for. Null when the address does not answer audio in time.
 */
export async function loadCatalogueAudio(
  storage: Storage,
  track: OperatorTrack,
  timeoutMs = DEFAULT_CATALOGUE_AUDIO_TIMEOUT_MS,
): Promise<Buffer | null> {
  if (track.path) return readFile(track.path);
  const key = catalogueKey(track);
  const stored = await storage.get(key);
  if (stored) return stored;
  const fetched = await fetchAudio(track.url!, timeoutMs).catch(() => null);
  if (fetched) await storage.put(key, fetched);
  return fetched;
}
