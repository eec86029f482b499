// Loopback servers that answer Unsplash's, Pexels' and Pixabay's image searches in their documented formats,
// checking what the real ones check (the key, where each service takes it) and recording what was asked. Each
// also serves the pictures its answers point at, from the same loopback address.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How the next answers go wrong, to test failures; 'ok' by default. */
export type FakeStockMode = 'ok' | 'server-error' | 'hang' | 'malformed' | 'not-json' | 'bad-image-url';

/** Results a query finds in the fake: 45, so page 3 holds 5 and page 4 none. */
export const FAKE_RESULTS = 45;

let picture: Buffer | undefined;
/** A small real JPEG, the one picture every fake serves. */
async function fakePicture(): Promise<Buffer> {
  picture ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  return picture;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The results on one page of a query: `{query}-{n}` for n from 1 to FAKE_RESULTS. */
function resultsOn(query: string, page: number, perPage: number): string[] {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, FAKE_RESULTS);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => `${query}-${first + index}`);
}

export abstract class FakeStockServer {
  mode: FakeStockMode = 'ok';
  /** Every search asked, newest last: its path and query parameters and its Authorization header. */
  readonly requests: Array<{ path: string; params: Record<string, string>; authorization?: string }> = [];
  /** How many pictures the fake has served. */
  picturesServed = 0;
  url = '';
  private readonly server: Server;

  constructor(readonly key: string) {
    this.server = createServer((request, response) => {
      void this.route(request, response).catch((error: unknown) =>
        json(response, 500, { error: String(error) }),
      );
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get last() {
    return this.requests.at(-1);
  }

  /** Where the fake serves a picture of a result; `bad-image-url` mode hands out a script address instead. */
  protected pictureUrl(id: string, size: string): string {
    return this.mode === 'bad-image-url' ? 'javascript:alert(1)' : `${this.url}/pictures/${id}-${size}.jpg`;
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    if (url.pathname.startsWith('/pictures/')) {
      if (url.pathname.endsWith('.html')) {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return void response.end('<html><script>alert(1)</script></html>');
      }
      this.picturesServed += 1;
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      return void response.end(await fakePicture());
    }
    this.requests.push({
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
    });
    if (this.mode === 'hang') return;
    if (this.mode === 'server-error') return json(response, 500, { errors: ['Internal Server Error'] });
    if (this.mode === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return void response.end('<html>maintenance</html>');
    }
    this.answer(url, request, response);
  }

  protected abstract answer(url: URL, request: IncomingMessage, response: ServerResponse): void;
}

/** Unsplash: `GET /search/photos` and `GET /photos`, the key in `Authorization: Client-ID …`. */
export class FakeUnsplash extends FakeStockServer {
  protected answer(url: URL, request: IncomingMessage, response: ServerResponse): void {
    if (request.headers.authorization !== `Client-ID ${this.key}`)
      return json(response, 401, { errors: ['OAuth error: The access token is invalid'] });
    const params = url.searchParams;
    const page = Number(params.get('page') ?? 1);
    const perPage = Number(params.get('per_page') ?? 10);
    const photo = (id: string) =>
      this.mode === 'malformed'
        ? { id, urls: {} }
        : {
            id,
            width: 4000,
            height: 3000,
            description: null,
            alt_description: `photo ${id}`,
            urls: {
              raw: this.pictureUrl(id, 'raw'),
              full: this.pictureUrl(id, 'full'),
              regular: this.pictureUrl(id, 'regular'),
              small: this.pictureUrl(id, 'small'),
              thumb: this.pictureUrl(id, 'thumb'),
            },
            links: {
              html: `https://unsplash.com/photos/${id}`,
              download_location: `${this.url}/photos/${id}/download`,
            },
            user: { name: 'Ana Foto', username: 'anafoto', links: { html: 'https://unsplash.com/@anafoto' } },
          };
    if (url.pathname === '/search/photos') {
      const results = resultsOn(params.get('query') ?? '', page, perPage);
      return json(response, 200, {
        total: FAKE_RESULTS,
        total_pages: Math.ceil(FAKE_RESULTS / perPage),
        results: results.map(photo),
      });
    }
    if (url.pathname === '/photos')
      return json(response, 200, resultsOn('editorial', page, perPage).map(photo));
    json(response, 404, { errors: ['Not found'] });
  }
}

/** Pexels: `GET /v1/search` and `GET /v1/curated`, the key as the whole `Authorization` header. */
export class FakePexels extends FakeStockServer {
  protected answer(url: URL, request: IncomingMessage, response: ServerResponse): void {
    if (request.headers.authorization !== this.key) return json(response, 401, { error: 'Unauthorized' });
    const params = url.searchParams;
    const page = Number(params.get('page') ?? 1);
    const perPage = Number(params.get('per_page') ?? 15);
    const query = url.pathname === '/v1/search' ? (params.get('query') ?? '') : 'curated';
    if (url.pathname !== '/v1/search' && url.pathname !== '/v1/curated')
      return json(response, 404, { error: 'Not found' });
    const photos = resultsOn(query, page, perPage).map((name, index) => {
      const id = 1000 + (page - 1) * perPage + index;
      if (this.mode === 'malformed') return { id: name };
      return {
        id,
        width: 3000,
        height: 2000,
        url: `https://www.pexels.com/photo/${name}-${id}/`,
        photographer: 'Pablo Pérez',
        photographer_url: 'https://www.pexels.com/@pablo',
        photographer_id: 77,
        avg_color: '#978E82',
        src: {
          original: this.pictureUrl(name, 'original'),
          large2x: this.pictureUrl(name, 'large2x'),
          large: this.pictureUrl(name, 'large'),
          medium: this.pictureUrl(name, 'medium'),
          small: this.pictureUrl(name, 'small'),
          portrait: this.pictureUrl(name, 'portrait'),
          landscape: this.pictureUrl(name, 'landscape'),
          tiny: this.pictureUrl(name, 'tiny'),
        },
        liked: false,
        alt: `photo ${name}`,
      };
    });
    json(response, 200, { total_results: FAKE_RESULTS, page, per_page: perPage, photos });
  }
}

/** Pixabay: `GET /api/?key=…`, errors as plain text; a page past the hits is a 400. */
export class FakePixabay extends FakeStockServer {
  protected answer(url: URL, _request: IncomingMessage, response: ServerResponse): void {
    const params = url.searchParams;
    const text = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(body);
    };
    if (url.pathname !== '/api/') return text(404, 'Not found');
    if (params.get('key') !== this.key) return text(400, '[ERROR 400] Invalid or missing API key.');
    const page = Number(params.get('page') ?? 1);
    const perPage = Number(params.get('per_page') ?? 20);
    if ((page - 1) * perPage >= FAKE_RESULTS) return text(400, '[ERROR 400] "page" is out of valid range.');
    const hits = resultsOn(params.get('q') ?? 'popular', page, perPage).map((name, index) => {
      const id = 5000 + (page - 1) * perPage + index;
      if (this.mode === 'malformed') return { id, tags: 'no pictures' };
      return {
        id,
        pageURL: `https://pixabay.com/photos/${name}-${id}/`,
        type: 'photo',
        tags: `${name}, tag`,
        previewURL: this.pictureUrl(name, '150'),
        previewWidth: 150,
        previewHeight: 100,
        webformatURL: this.pictureUrl(name, '640'),
        webformatWidth: 640,
        webformatHeight: 426,
        largeImageURL: this.pictureUrl(name, '1280'),
        imageWidth: 6000,
        imageHeight: 4000,
        views: 10,
        downloads: 5,
        likes: 1,
        comments: 0,
        user_id: 123,
        user: 'Paco',
        userImageURL: '',
      };
    });
    json(response, 200, { total: FAKE_RESULTS, totalHits: FAKE_RESULTS, hits });
  }
}
