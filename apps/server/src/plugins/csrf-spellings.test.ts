// Issue 20 finding 1: the anti-forgery check must hold however a forged request spells its target. The router
// decodes percent-encoding and routes absolute-form targets, so a check on the raw URL let `/%61pi/…` and
// `http://host/api/…` through. Every unsafe route the app registered is tried in many spellings over a real
// socket (app.inject would normalise some of them), each carrying a body the route would accept.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_COOKIE } from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { validExample, type ExampleContext } from '../test/fuzz-examples';
import type { FuzzRequest } from '../test/fuzz-requests';
import { makePng, pngDataUrl } from '../test/fixtures';
import {
  describeEachEngine,
  TestClient,
  useTestServer,
  type RequestOptions,
  type TestServer,
} from '../test/harness';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The examples make rows first (uploads to delete, posts to cancel): the production limits would stop them. */
const NO_LIMIT = { max: 1_000_000, timeWindow: 60_000 };

/** A browser of a server mounted under BASE_PATH: the examples name `/api/…`, it adds the prefix. */
class PrefixingClient extends TestClient {
  constructor(
    server: TestServer,
    private readonly prefix: string,
  ) {
    super(server, '10.9.0.1');
  }

  override async post(url: string, body?: unknown, options?: RequestOptions) {
    return super.post(url.startsWith(`${this.prefix}/`) ? url : `${this.prefix}${url}`, body, options);
  }
}

/** Ways to write `path` (`/prefix/api/…`) that the router may route to the same handler, or to none. */
function spellings(path: string, origin: string): Record<string, string> {
  const [, first = '', rest = ''] = /^\/([^/]+)(\/.*)$/.exec(path) ?? [];
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  return {
    plain: path,
    'first letter percent-encoded': `/${hex(first[0]!)}${first.slice(1)}${rest}`,
    'every letter percent-encoded': path.replace(/[a-z]/g, hex),
    'upper-case percent-encoding': path.replace(/[a-z]/g, (c) => hex(c).toUpperCase()),
    'upper case': path.toUpperCase(),
    'leading //': `/${path}`,
    'inner //': path.replace(/\/(?=[^/]*$)/, '//'),
    'leading /./': `/.${path}`,
    'leading /x/../': `/x/..${path}`,
    'encoded /./': `/%2e${path}`,
    'trailing /': `${path}/`,
    'with a query': `${path}?a=1`,
    'absolute form': `${origin}${path}`,
    'absolute form, encoded': `${origin}/${hex(first[0]!)}${first.slice(1)}${rest}`,
    'absolute form, upper-case host': `${origin.toUpperCase()}${path}`,
  };
}

interface Answer {
  status: number;
  body: string;
}

/** Sends the request target exactly as written (Node puts `path` on the request line unchanged). */
function send(
  origin: string,
  target: string,
  cookie: string,
  body: FuzzRequest['body'],
  method = 'POST',
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie, connection: 'close' };
    if (body.kind === 'raw') headers['content-type'] = body.contentType;
    const request = httpRequest({ host: hostname, port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body.kind === 'raw' ? body.payload : undefined);
  });
}

for (const basePath of ['', '/lienzo']) {
  describeEachEngine(
    `anti-forgery whatever the spelling of the target, BASE_PATH '${basePath}'`,
    (engine) => {
      const server = useTestServer(engine, { basePath, authRateLimit: NO_LIMIT, uploadRateLimit: NO_LIMIT });
      let origin = '';

      beforeAll(async () => {
        await server().app.listen({ host: '127.0.0.1', port: 0 });
        origin = `http://127.0.0.1:${(server().app.server.address() as AddressInfo).port}`;
      });

      it('answers 403 to every unsafe route without the header, and stores nothing', async () => {
        const routes = server().app.registeredRoutes.filter(({ method }) => UNSAFE.has(method));
        expect(routes.length).toBeGreaterThan(10);
        const owner = new PrefixingClient(server(), basePath);
        const account = {
          email: `spell-${engine}-${basePath.length}@example.com`,
          password: 'long password',
        };
        await owner.signUp(account);
        const context: ExampleContext = {
          owner,
          account,
          templateHash: 'no-template',
          storyPng: pngDataUrl(await makePng(540, 960)),
        };
        const forged: Array<{ url: string; body: FuzzRequest['body'] }> = [];
        for (const route of routes) {
          const path = route.url.slice(basePath.length);
          const example = await validExample({ method: 'POST', path }, context);
          forged.push({ url: route.url, body: example.body });
        }
        const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        expect(cookie).toContain(CSRF_COOKIE);
        const before = await server().snapshot();

        const passed: string[] = [];
        for (const { url, body } of forged)
          for (const [spelling, target] of Object.entries(spellings(url, origin))) {
            const answer = await send(origin, target, cookie, body);
            const refused = answer.status === 403 && answer.body.includes('"API_ERROR_CSRF"');
            if (!refused)
              passed.push(`${target} (${spelling}): ${answer.status} ${answer.body.slice(0, 80)}`);
          }
        // Unsafe methods no route takes are refused the same way, not left to the router.
        for (const method of ['PUT', 'PATCH', 'DELETE']) {
          const { url } = forged[0]!;
          const answer = await send(origin, url, cookie, { kind: 'none' }, method);
          if (answer.status !== 403) passed.push(`${method} ${url}: ${answer.status} ${answer.body}`);
        }

        expect(passed).toEqual([]);
        expect(await server().snapshot()).toEqual(before);
        // The forged sign-outs did nothing either.
        expect((await owner.get(`${basePath}/api/me`)).json().data.user).not.toBeNull();
      });
    },
  );
}
