import { isSameSitePath, type ImageSearchItem } from '@lienzo/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSearchProvider } from '../images/image-search';
import { PexelsProvider } from '../images/pexels';
import { PixabayProvider } from '../images/pixabay';
import { StockImageSigner } from '../images/stock-image-proxy';
import { UnsplashProvider } from '../images/unsplash';
import { FakePexels, FakePixabay, FakeUnsplash, type FakeStockServer } from '../test/fake-stock-servers';
import { describeEachEngine, TestServer, type EngineName } from '../test/harness';

const KEY = 'route-test-key-42';
const SECRET = 'a'.repeat(43);

const SERVICES: Array<{
  name: string;
  /** Whether this server keeps a copy of the service's pictures (their addresses expire). */
  keeps: boolean;
  fake: () => FakeStockServer;
  provider: (apiUrl: string) => ImageSearchProvider;
}> = [
  {
    name: 'Unsplash',
    keeps: false,
    fake: () => new FakeUnsplash(KEY),
    provider: (apiUrl) => new UnsplashProvider({ key: KEY, apiUrl, timeoutMs: 300 }),
  },
  {
    name: 'Pexels',
    keeps: false,
    fake: () => new FakePexels(KEY),
    provider: (apiUrl) => new PexelsProvider({ key: KEY, apiUrl, timeoutMs: 300 }),
  },
  {
    name: 'Pixabay',
    keeps: true,
    fake: () => new FakePixabay(KEY),
    provider: (apiUrl) => new PixabayProvider({ key: KEY, apiUrl, timeoutMs: 300 }),
  },
];

const STOCK_PATH = /^\/stock-images\/(kept\/)?[A-Za-z0-9_-]{22}\/[A-Za-z0-9_-]+$/;

function stockSearchSuite(engine: EngineName, service: (typeof SERVICES)[number]): void {
  describe(`through ${service.name}`, () => {
    let fake: FakeStockServer;
    let server: TestServer;
    beforeAll(async () => {
      fake = await service.fake().start();
      server = await TestServer.start(engine, {
        imageSearch: service.provider(fake.url),
        sessionSecret: SECRET,
        stockImageTimeoutMs: 300,
      });
    });
    afterAll(async () => {
      await server.close();
      await fake.close();
    });

    it('answers the service’s results as pictures on this site, credited, 20 a page', async () => {
      const client = server.client();
      const response = await client.get('/api/images/search?query=mountain&page=1&locale=es');
      expect(response.statusCode).toBe(200);
      const { items } = response.json<{ data: { items: ImageSearchItem[] } }>().data;
      expect(items).toHaveLength(20);
      expect(fake.last?.params.page).toBe('1');
      for (const item of items) {
        expect(item.url).toMatch(STOCK_PATH);
        expect(item.url.startsWith('/stock-images/kept/')).toBe(service.keeps);
        expect(item.thumbnail_url).toMatch(STOCK_PATH);
        expect(isSameSitePath(item.url), 'a design may keep it').toBe(true);
        expect(item).toMatchObject({ source: service.name, author: expect.any(String) });
        expect(item.author_url).toMatch(/^https:\/\//);
      }
      const third = await client.get('/api/images/search?query=mountain&page=3');
      expect(third.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(5);

      const picture = await client.get(items[0]!.url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64 });

      // Linked pictures are fetched from the service every time; kept ones once, then from our storage.
      const served = fake.picturesServed;
      const again = await client.get(items[0]!.url);
      expect(again.rawPayload.equals(picture.rawPayload)).toBe(true);
      expect(fake.picturesServed - served).toBe(service.keeps ? 0 : 1);
      const kept = (await server.files()).filter((key) => key.startsWith('stock-images/'));
      expect(kept).toHaveLength(service.keeps ? 1 : 0);
    });

    it('answers 502 with a clear code when the service fails, and the search works again after', async () => {
      const client = server.client();
      for (const mode of ['server-error', 'hang', 'malformed'] as const) {
        fake.mode = mode;
        const response = await client.get('/api/images/search?query=mountain');
        expect(response.statusCode, mode).toBe(502);
        expect(response.json(), mode).toMatchObject({
          error: { code: 'API_ERROR_IMAGE_SEARCH_UNAVAILABLE' },
        });
      }
      fake.mode = 'ok';
      expect((await client.get('/api/images/search?query=mountain')).statusCode).toBe(200);
    });

    it('fetches only addresses it signed, and serves only pictures from them', async () => {
      const client = server.client();
      const { items } = (await client.get('/api/images/search?query=lake')).json<{
        data: { items: ImageSearchItem[] };
      }>().data;
      const [mac, address] = items[0]!.url.split('/').slice(-2);
      const prefix = service.keeps ? '/stock-images/kept' : '/stock-images';
      const otherPrefix = service.keeps ? '/stock-images' : '/stock-images/kept';
      const forgedMac = `${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
      const otherAddress = Buffer.from(`${fake.url}/pictures/other.jpg`).toString('base64url');
      for (const path of [
        `${prefix}/${forgedMac}/${address}`,
        `${prefix}/${mac}/${otherAddress}`,
        `${otherPrefix}/${mac}/${address}`,
        `${prefix}/${mac}`,
        '/stock-images/',
        `${prefix}/${mac}/${address}/extra`,
      ])
        expect((await client.get(path)).statusCode, path).toBe(404);

      const signer = new StockImageSigner(SECRET);
      expect(signer.pathOf('file:///etc/passwd')).not.toBeNull();
      expect((await client.get(signer.pathOf('file:///etc/passwd')!)).statusCode).toBe(404);
      const notAPicture = await client.get(signer.pathOf(`${fake.url}/pictures/page.html`)!);
      expect(notAPicture.statusCode).toBe(502);
      expect(notAPicture.json()).toMatchObject({ error: { code: 'API_ERROR_IMAGE_SEARCH_UNAVAILABLE' } });
      const unreachable = await client.get(signer.pathOf('http://127.0.0.1:1/x.jpg')!);
      expect(unreachable.statusCode).toBe(502);
    });
  });
}

describeEachEngine('image search through a stock service', (engine) => {
  for (const service of SERVICES) stockSearchSuite(engine, service);
});
