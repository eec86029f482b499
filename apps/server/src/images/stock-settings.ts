import { httpUrl } from '../oauth/settings';
import type { ImageSearchProvider } from './image-search';
import { PEXELS_API_URL, PexelsProvider } from './pexels';
import { PIXABAY_API_URL, PixabayProvider } from './pixabay';
import type { StockServiceSettings } from './stock-service';
import { UNSPLASH_API_URL, UnsplashProvider } from './unsplash';

export const STOCK_SERVICES = ['unsplash', 'pexels', 'pixabay'] as const;
export type StockService = (typeof STOCK_SERVICES)[number];
export const IMAGE_SEARCH_PROVIDERS = ['local', ...STOCK_SERVICES] as const;

/** The image search: the local catalogue, or one stock service with its key. */
export type ImageSearchSettings =
  { provider: 'local' } | { provider: StockService; service: StockServiceSettings };

const VARIABLES: Record<StockService, { key: string; apiUrl: string; defaultUrl: string }> = {
  unsplash: { key: 'UNSPLASH_ACCESS_KEY', apiUrl: 'UNSPLASH_API_URL', defaultUrl: UNSPLASH_API_URL },
  pexels: { key: 'PEXELS_API_KEY', apiUrl: 'PEXELS_API_URL', defaultUrl: PEXELS_API_URL },
  pixabay: { key: 'PIXABAY_API_KEY', apiUrl: 'PIXABAY_API_URL', defaultUrl: PIXABAY_API_URL },
};

/** Keys of all three services are printable ASCII without spaces; the key itself is never repeated. */
const API_KEY = /^[\x21-\x7e]{8,200}$/;

function isProvider(value: string): value is (typeof IMAGE_SEARCH_PROVIDERS)[number] {
  return (IMAGE_SEARCH_PROVIDERS as readonly string[]).includes(value);
}

function serviceSettings(env: NodeJS.ProcessEnv, service: StockService): StockServiceSettings | null {
  const names = VARIABLES[service];
  const key = env[names.key];
  if (!key) return null;
  if (!API_KEY.test(key))
    throw new Error(`${names.key} must be the service's API key (8 to 200 characters without spaces)`);
  const apiUrl = env[names.apiUrl] ? httpUrl(names.apiUrl, env[names.apiUrl]!) : names.defaultUrl;
  return { key, apiUrl };
}

/**
 * UNSPLASH_ACCESS_KEY, PEXELS_API_KEY, PIXABAY_API_KEY (and their *_API_URL) and IMAGE_SEARCH_PROVIDER: the
 * named provider, else the first service with a key in the order Unsplash, Pexels, Pixabay, else local.
 */
export function readImageSearchSettings(env: NodeJS.ProcessEnv): ImageSearchSettings {
  const configured = STOCK_SERVICES.map((service) => [service, serviceSettings(env, service)] as const);
  const chosen = env.IMAGE_SEARCH_PROVIDER || undefined;
  if (chosen !== undefined && !isProvider(chosen))
    throw new Error(
      `IMAGE_SEARCH_PROVIDER must be one of ${IMAGE_SEARCH_PROVIDERS.join(', ')}, not ${chosen}`,
    );
  if (chosen === 'local') return { provider: 'local' };
  const found = configured.find(([service, settings]) => settings && (chosen ?? service) === service);
  if (found?.[1]) return { provider: found[0], service: found[1] };
  if (chosen) throw new Error(`IMAGE_SEARCH_PROVIDER=${chosen} needs ${VARIABLES[chosen].key}`);
  return { provider: 'local' };
}

/** The stock service's adapter, or null for the local catalogue (which the app builds over its database). */
export function stockProvider(settings: ImageSearchSettings): ImageSearchProvider | null {
  switch (settings.provider) {
    case 'unsplash':
      return new UnsplashProvider(settings.service);
    case 'pexels':
      return new PexelsProvider(settings.service);
    case 'pixabay':
      return new PixabayProvider(settings.service);
    default:
      return null;
  }
}
