import type { Locale, Place } from '@lienzo/core';
import { ApiError } from '../http/api-error';

/**
 * Finds places for the location sticker (SPEC §5, §7): at most `PLACES_MAX_RESULTS` places whose names
 * match a query already checked (trimmed, 1 to 100 characters), the likeliest first. `locale` is the language
 * to name countries in, where the provider can.
 */
export interface PlacesProvider {
  search(query: string, locale: Locale): Promise<Place[]>;
}

/** What the search answers when the places service fails; the cause goes to the log, never to the client. */
export class PlacesServiceError extends ApiError {
  constructor(readonly reason: string) {
    super(502, 'API_ERROR_PLACES_UNAVAILABLE');
  }
}
