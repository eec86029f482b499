import { httpUrl } from '../oauth/settings';
import { CityPlaces } from './city-places';
import { HttpPlaces } from './http-places';
import type { PlacesProvider } from './places';

/** The location search: the offline cities, or the scheduler's places endpoint (PLACES_API_URL). */
export type PlacesSettings = { provider: 'cities' } | { provider: 'http'; url: string };

/** PLACES_API_URL: an http(s) URL without credentials, checked at start; unset uses the offline cities. */
export function readPlacesSettings(env: NodeJS.ProcessEnv): PlacesSettings {
  const url = env.PLACES_API_URL;
  if (!url) return { provider: 'cities' };
  httpUrl('PLACES_API_URL', url);
  // Kept as given: the endpoint's path (a trailing slash too) and parameters are the scheduler's to choose.
  return { provider: 'http', url };
}

export function placesProvider(settings: PlacesSettings): PlacesProvider {
  return settings.provider === 'http' ? new HttpPlaces({ url: settings.url }) : new CityPlaces();
}
