import type { ImageSearchItem } from '@lienzo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FakePexels,
  FakePixabay,
  FakeUnsplash,
  type FakeStockMode,
  type FakeStockServer,
} from '../test/fake-stock-servers';
import type { ImageSearchProvider, ImageSearchQuery } from './image-search';
import { PexelsProvider } from './pexels';
import { PixabayProvider } from './pixabay';
import { StockServiceError, type StockServiceSettings } from './stock-service';
import { UnsplashProvider } from './unsplash';

const KEY = 'test-key-0123456789';

interface ServiceCase {
  name: string;
  fake: (key: string) => FakeStockServer;
  provider: (settings: StockServiceSettings) => ImageSearchProvider;
  /** The search's path and query parameters for `mountain`, page 2, in Spanish. */
  search: { path: string; params: Record<string, string> };
  /** The path an empty query asks. */
  emptyPath: string;
  /** Where the key goes: the Authorization header, or the `key` parameter. */
  authorization: string | undefined;
  item: Partial<ImageSearchItem>;
}

const CASES: ServiceCase[] = [
  {
    name: 'Unsplash',
    fake: (key) => new FakeUnsplash(key),
    provider: (settings) => new UnsplashProvider(settings),
    search: {
      path: '/search/photos',
      params: { query: 'mountain', page: '2', per_page: '20', lang: 'es', content_filter: 'high' },
    },
    emptyPath: '/photos',
    authorization: `Client-ID ${KEY}`,
    item: {
      id: 'unsplash-mountain-21',
      title: 'photo mountain-21',
      width: 4000,
      height: 3000,
      author: 'Ana Foto',
      author_url: 'https://unsplash.com/@anafoto?utm_source=lienzo&utm_medium=referral',
      source: 'Unsplash',
      source_url: 'https://unsplash.com/photos/mountain-21?utm_source=lienzo&utm_medium=referral',
    },
  },
  {
    name: 'Pexels',
    fake: (key) => new FakePexels(key),
    provider: (settings) => new PexelsProvider(settings),
    search: { path: '/v1/search', params: { query: 'mountain', page: '2', per_page: '20', locale: 'es-ES' } },
    emptyPath: '/v1/curated',
    authorization: KEY,
    item: {
      id: 'pexels-1020',
      title: 'photo mountain-21',
      width: 3000,
      height: 2000,
      author: 'Pablo Pérez',
      author_url: 'https://www.pexels.com/@pablo',
      source: 'Pexels',
      source_url: 'https://www.pexels.com/photo/mountain-21-1020/',
    },
  },
  {
    name: 'Pixabay',
    fake: (key) => new FakePixabay(key),
    provider: (settings) => new PixabayProvider(settings),
    search: {
      path: '/api/',
      params: {
        key: KEY,
        q: 'mountain',
        lang: 'es',
        image_type: 'photo',
        safesearch: 'true',
        page: '2',
        per_page: '20',
      },
    },
    emptyPath: '/api/',
    authorization: undefined,
    item: {
      id: 'pixabay-5020',
      title: 'mountain-21, tag',
      width: 6000,
      height: 4000,
      author: 'Paco',
      author_url: 'https://pixabay.com/users/Paco-123/',
      source: 'Pixabay',
      source_url: 'https://pixabay.com/photos/mountain-21-5020/',
    },
  },
];

const query = (overrides: Partial<ImageSearchQuery> = {}): ImageSearchQuery => ({
  query: 'mountain',
  page: 1,
  locale: 'en',
  userId: null,
  ...overrides,
});

describe.each(CASES)('the $name adapter against a loopback $name', (service) => {
  let fake: FakeStockServer;
  let provider: ImageSearchProvider;
  beforeAll(async () => {
    fake = await service.fake(KEY).start();
    provider = service.provider({ key: KEY, apiUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(async () => {
    await fake.close();
  });

  const failWith = async (mode: FakeStockMode, reason: RegExp, on = provider) => {
    fake.mode = mode;
    try {
      const failure = await on.search(query()).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, mode).toBeInstanceOf(StockServiceError);
      expect(failure).toMatchObject({
        statusCode: 502,
        code: 'API_ERROR_IMAGE_SEARCH_UNAVAILABLE',
        service: service.name,
      });
      expect((failure as StockServiceError).reason).toMatch(reason);
    } finally {
      fake.mode = 'ok';
    }
  };

  it('asks the documented search with the key, 20 a page and the language, and maps the results', async () => {
    const items = await provider.search(query({ page: 2, locale: 'es' }));
    expect(fake.last).toMatchObject({ path: service.search.path, authorization: service.authorization });
    expect(fake.last?.params).toEqual(service.search.params);
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject(service.item);
    for (const item of items) {
      expect(item.url).toMatch(new RegExp(`^${fake.url}/pictures/.+\\.jpg$`));
      expect(item.thumbnail_url).toMatch(new RegExp(`^${fake.url}/pictures/.+\\.jpg$`));
      expect(item.thumbnail_url).not.toBe(item.url);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(20);
  });

  it('pages through the results: 20, 20, 5, then none', async () => {
    const counts = [];
    for (const page of [1, 2, 3, 4]) counts.push((await provider.search(query({ page }))).length);
    expect(counts).toEqual([20, 20, 5, 0]);
  });

  it('lists the service’s curated or popular photos for an empty query', async () => {
    const items = await provider.search(query({ query: '  ' }));
    expect(items).toHaveLength(20);
    expect(fake.last?.path).toBe(service.emptyPath);
    expect(Object.keys(fake.last?.params ?? {})).not.toContain('query');
    expect(Object.keys(fake.last?.params ?? {})).not.toContain('q');
  });

  it('turns a refused key into a clear 502, never a crash', async () => {
    const wrongKey = service.provider({ key: 'not-the-key-000', apiUrl: fake.url, timeoutMs: 300 });
    await failWith('ok', /HTTP (400|401)/, wrongKey);
  });

  it('turns a server error, a timeout, a malformed or non-JSON answer and a script URL into a clear 502', async () => {
    await failWith('server-error', /HTTP 500/);
    await failWith('hang', /no answer in 300 ms/);
    await failWith('malformed', /unexpected answer/);
    await failWith('not-json', /not JSON/);
    await failWith('bad-image-url', /must be an http\(s\) URL/);
  });
});
