// A loopback stand-in for the scheduler's places endpoint (SPEC §7: GET with `query`, answering a list of
// places with name), recording what was asked, with modes to make it fail.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next answers go (wrong): 'ok' by default. */
export type FakePlacesMode =
  'ok' | 'wrapped' | 'server-error' | 'hang' | 'not-json' | 'malformed' | 'too-large' | 'redirect';

/** The places the fake knows; a query finds those whose name starts with it, ignoring case. */
export const FAKE_PLACES = [
  'Sevilla, Andalucía, España',
  'Sevilla la Nueva, Madrid, España',
  'Seville, Victoria, Australia',
  'Madrid, España',
  'Málaga, Andalucía, España',
];

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export class FakePlacesServer {
  mode: FakePlacesMode = 'ok';
  /** Every search asked, newest last: its path and query parameters. */
  readonly requests: Array<{ path: string; params: Record<string, string> }> = [];
  url = '';
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      this.requests.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) });
      const query = url.searchParams.get('query') ?? '';
      if (this.holding) {
        this.holding = false;
        this.held.push(() => this.answer(query, response));
      } else this.answer(query, response);
    });
  }

  /** Listens on a free loopback port; `url` is then the endpoint, `/places/search` on it. */
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/places/search`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private holding = false;
  private readonly held: Array<() => void> = [];

  /** Keeps the answer to the next search until `release()`, to make it arrive after later ones. */
  holdNext(): void {
    this.holding = true;
  }

  /** Sends the answers kept by `holdNext()`, as the mode then says. */
  release(): void {
    for (const answer of this.held.splice(0)) answer();
  }

  get last() {
    return this.requests.at(-1);
  }

  private answer(query: string, response: ServerResponse): void {
    const wanted = query.toLowerCase();
    const places = FAKE_PLACES.filter((name) => name.toLowerCase().startsWith(wanted)).map((name, index) => ({
      name,
      id: `place-${index}`,
    }));
    switch (this.mode) {
      case 'hang':
        return;
      case 'server-error':
        return json(response, 500, { error: 'Internal Server Error' });
      case 'not-json':
        response.writeHead(200, { 'content-type': 'text/html' });
        return void response.end('<html>maintenance</html>');
      case 'malformed':
        return json(response, 200, { places: places.map((place) => place.name) });
      case 'too-large':
        return json(response, 200, [{ name: 'x'.repeat(2 * 1024 * 1024) }]);
      case 'redirect':
        response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
        return void response.end();
      case 'wrapped':
        return json(response, 200, { data: places });
      default:
        // Besides the matches: a blank name, one with spaces around it, a repeat and one too long to keep.
        return json(response, 200, [
          ...places,
          ...(places.length
            ? [{ name: '  ' }, { name: ` ${places[0]!.name} ` }, { name: 'y'.repeat(201) }]
            : []),
        ]);
    }
  }
}
