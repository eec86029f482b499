import { PLACES_MAX_RESULTS, type Place } from '@lienzo/core';
import { z } from 'zod';
import { PlacesServiceError, type PlacesProvider } from './places';

/** How long the places service may take to answer before the search answers 502. */
export const DEFAULT_PLACES_TIMEOUT_MS = 8_000;
/** The largest answer read from the service: far more than 20 places need. */
export const MAX_PLACES_ANSWER_BYTES = 1024 * 1024;
/** The longest place name kept (a location sticker's `location.name` holds at most 200 characters). */
const MAX_NAME_LENGTH = 200;

/** A list of places with a name (SPEC §7), bare or as the `data` of an object; other fields are ignored. */
const placeList = z.array(z.object({ name: z.string() }).loose());
const answerSchema = z.union([placeList, z.object({ data: placeList }).loose()]);

export interface HttpPlacesSettings {
  /** The scheduler's endpoint (PLACES_API_URL); the search adds `query` to its parameters. */
  url: string;
  timeoutMs?: number;
}

/** Reads a body of at most `limit` bytes, or null when it is larger. */
async function boundedText(response: Response, limit: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) return null;
  if (!response.body) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The places provider of the scheduler product (SPEC §7 "Location search: GET to the scheduler provider's
 * endpoint with query"): GET `{url}?query=…` answering a JSON list of places with a name. A refused call, a
 * timeout, an error status, an answer that is too large, not JSON or not such a list all become a
 * `PlacesServiceError` (502 API_ERROR_PLACES_UNAVAILABLE) saying what went wrong. Names are trimmed, empty
 * or over-long ones dropped, repeats kept once, and at most 20 kept.
 */
export class HttpPlaces implements PlacesProvider {
  private readonly timeoutMs: number;

  constructor(private readonly settings: HttpPlacesSettings) {
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_PLACES_TIMEOUT_MS;
  }

  async search(query: string): Promise<Place[]> {
    const url = new URL(this.settings.url);
    url.searchParams.set('query', query);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PlacesServiceError(timedOut ? `no answer in ${this.timeoutMs} ms` : String(error));
    }
    let text: string | null;
    try {
      text = await boundedText(response, MAX_PLACES_ANSWER_BYTES);
    } catch (error) {
      throw new PlacesServiceError(`the answer could not be read: ${String(error)}`);
    }
    if (!response.ok) throw new PlacesServiceError(`HTTP ${response.status}: ${(text ?? '').slice(0, 200)}`);
    if (text === null) throw new PlacesServiceError(`the answer is over ${MAX_PLACES_ANSWER_BYTES} bytes`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PlacesServiceError('the answer is not JSON');
    }
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new PlacesServiceError(`unexpected answer: ${z.prettifyError(parsed.error)}`);
    const list = Array.isArray(parsed.data) ? parsed.data : parsed.data.data;
    const names = new Set<string>();
    for (const place of list) {
      const name = place.name.trim();
      if (name !== '' && name.length <= MAX_NAME_LENGTH) names.add(name);
      if (names.size === PLACES_MAX_RESULTS) break;
    }
    return [...names].map((name) => ({ name }));
  }
}
