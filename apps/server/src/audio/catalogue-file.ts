import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import { AUDIO_CATEGORIES, type AudioCategory, type AudioTrack } from '@lienzo/core';
import { z } from 'zod';

/** Same-site path of the operator's tracks: `/audios/catalogue/{id}.{extension}`. */
export const CATALOGUE_AUDIO_PATH = '/audios/catalogue';

export const AUDIO_TYPES = { mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg' } as const;
export type AudioExtension = keyof typeof AUDIO_TYPES;
const MAX_TRACKS = 1000;

/** One track of AUDIO_CATALOGUE_FILE, checked: where its sound is, and the id it is served under. */
export interface OperatorTrack {
  /** 16 hex digits of the source's hash: a track keeps its address when the file is reordered or renamed. */
  id: string;
  name: string;
  category: AudioCategory;
  extension: AudioExtension;
  /** An `http(s)://` address on the operator's storage, fetched on first play and kept in our storage… */
  url: string | null;
  /** …or a file on this machine. */
  path: string | null;
}

const entrySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  category: z.enum(AUDIO_CATEGORIES, {
    error: () => `must be one of ${AUDIO_CATEGORIES.join(', ')}`,
  }),
  src: z.string().trim().min(1).max(2048),
});
const catalogueSchema = z.array(entrySchema).min(1).max(MAX_TRACKS);

/** Where in the file a problem is, e.g. `track 3: category: must be one of …`, tracks counted from 1. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const [index, ...fields] = issue.path;
  const track = typeof index === 'number' ? `track ${index + 1}: ` : '';
  const field = fields.length ? `${fields.join('.')}: ` : '';
  return `${track}${field}${issue.message}`;
}

function extensionOf(pathname: string): AudioExtension | null {
  const extension = extname(pathname).slice(1).toLowerCase();
  return extension in AUDIO_TYPES ? (extension as AudioExtension) : null;
}

function remoteAddress(src: string): URL | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(src)) return null;
  const url = URL.canParse(src) ? new URL(src) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password)
    throw new Error('must be an http(s) URL without credentials, or a file path');
  return url;
}

async function checkedTrack(
  entry: z.output<typeof entrySchema>,
  folder: string,
): Promise<Omit<OperatorTrack, 'id'>> {
  const url = remoteAddress(entry.src);
  const extension = extensionOf(url ? url.pathname : entry.src);
  if (!extension)
    throw new Error(`must name an ${Object.keys(AUDIO_TYPES).join(', ')} file (by its extension)`);
  if (url) return { name: entry.name, category: entry.category, extension, url: url.href, path: null };
  const path = resolve(folder, entry.src);
  const file = await stat(path).catch(() => null);
  if (!file?.isFile()) throw new Error(`${path} is not a readable file`);
  return { name: entry.name, category: entry.category, extension, url: null, path };
}

/**
 * AUDIO_CATALOGUE_FILE: a JSON array of tracks `{name, category, src}`, each category one of SPEC §3's 13, each
 * `src` an `http(s)://` URL or a file path (relative to the catalogue's folder). Any problem throws one line
 * naming the file, the track and what is wrong, so the server stops before it serves a broken catalogue.
 */
export async function loadAudioCatalogue(file: string): Promise<OperatorTrack[]> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new Error(`${file} cannot be read (${error instanceof Error ? error.message : String(error)})`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = catalogueSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file}: ${describeIssue(parsed.error.issues[0]!)}`);
  const tracks: OperatorTrack[] = [];
  const seen = new Map<string, number>();
  for (const [index, entry] of parsed.data.entries()) {
    const track = await checkedTrack(entry, dirname(file)).catch((error: unknown) => {
      throw new Error(`${file}: track ${index + 1} (${entry.name}): src ${(error as Error).message}`);
    });
    const source = track.url ?? track.path!;
    const id = createHash('sha256').update(source).digest('hex').slice(0, 16);
    const twin = seen.get(id);
    if (twin !== undefined)
      throw new Error(`${file}: tracks ${twin + 1} and ${index + 1} have the same src ${entry.src}`);
    seen.set(id, index);
    tracks.push({ id, ...track });
  }
  return tracks;
}

export const catalogueAudioSrc = (track: OperatorTrack) =>
  `${CATALOGUE_AUDIO_PATH}/${track.id}.${track.extension}`;

export function catalogueTrackList(tracks: readonly OperatorTrack[]): AudioTrack[] {
  return tracks.map((track) => ({
    name: track.name,
    src: catalogueAudioSrc(track),
    category: track.category,
  }));
}
