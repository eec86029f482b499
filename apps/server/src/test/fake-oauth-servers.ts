// Loopback servers that answer Facebook's and Twitter's OAuth endpoints in their documented formats, checking
// what the real ones check: the code (once), the client credentials, the redirect URI and, for Twitter, PKCE.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** How the next answers go wrong, to test failures; 'ok' by default. */
export type FakeProviderMode = 'ok' | 'token-500' | 'hang' | 'malformed-profile';

interface IssuedCode {
  challenge: string | null;
}

abstract class FakeOAuthServer {
  mode: FakeProviderMode = 'ok';
  /** The profile the profile endpoint answers for the next sign-in. */
  abstract profile: Record<string, unknown>;
  protected readonly codes = new Map<string, IssuedCode>();
  protected readonly tokens = new Set<string>();
  private readonly server: Server;
  url = '';

  constructor(protected readonly options: FakeProviderOptions) {
    this.server = createServer((request, response) => {
      if (this.mode === 'hang' && !request.url?.includes('authorize') && !request.url?.includes('dialog'))
        return;
      void this.handle(request, response).catch((error: unknown) =>
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

  /**
   * The provider's consent screen, decided at once: the address it sends the browser back to, with a fresh
   * code and the state (or `error=access_denied` when `decision` is deny).
   */
  consent(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow'): URL {
    const asked = new URL(authorizationUrl);
    if (!asked.href.startsWith(this.url)) throw new Error(`not this provider: ${asked.href}`);
    if (asked.searchParams.get('client_id') !== this.options.clientId) throw new Error('wrong client_id');
    if (asked.searchParams.get('redirect_uri') !== this.options.redirectUri)
      throw new Error('wrong redirect_uri');
    const back = new URL(this.options.redirectUri);
    back.searchParams.set('state', asked.searchParams.get('state') ?? '');
    if (decision === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'Permissions error');
      return back;
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { challenge: asked.searchParams.get('code_challenge') });
    back.searchParams.set('code', code);
    return back;
  }

  protected redeem(code: string | null, verifier: string | null): boolean {
    const issued = code ? this.codes.get(code) : undefined;
    if (!code || !issued) return false;
    this.codes.delete(code);
    if (issued.challenge === null) return true;
    return (
      verifier !== null && createHash('sha256').update(verifier).digest('base64url') === issued.challenge
    );
  }

  protected newToken(): string {
    const token = randomBytes(16).toString('hex');
    this.tokens.add(token);
    return token;
  }

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

/** Facebook's Graph API: `GET /oauth/access_token` with id, secret, redirect URI and code; `GET /me`. */
export class FakeFacebook extends FakeOAuthServer {
  profile: Record<string, unknown> = { id: '10150000000000001', name: 'Fede', email: 'fede@example.com' };

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const query = url.searchParams;
    const graphError = (message: string) =>
      json(response, 400, { error: { message, type: 'OAuthException', code: 100, fbtrace_id: 'A1' } });
    if (url.pathname === '/oauth/access_token') {
      if (this.mode === 'token-500')
        return json(response, 500, { error: { message: 'Service unavailable' } });
      if (
        query.get('client_id') !== this.options.clientId ||
        query.get('client_secret') !== this.options.clientSecret
      )
        return graphError('Error validating client secret.');
      if (query.get('redirect_uri') !== this.options.redirectUri)
        return graphError(
          'Error validating verification code. Please make sure your redirect_uri is identical',
        );
      if (!this.redeem(query.get('code'), null)) return graphError('This authorization code has been used.');
      return json(response, 200, {
        access_token: this.newToken(),
        token_type: 'bearer',
        expires_in: 5183944,
      });
    }
    if (url.pathname === '/me') {
      if (!this.tokens.has(query.get('access_token') ?? '')) return graphError('Invalid OAuth access token.');
      if (query.get('fields') !== 'id,name,email') return graphError('unexpected fields');
      if (this.mode === 'malformed-profile') return json(response, 200, { name: 'No id here' });
      return json(response, 200, this.profile);
    }
    json(response, 404, { error: { message: 'Unknown path' } });
  }
}

/** Twitter's OAuth 2.0: `POST /2/oauth2/token` (Basic client auth, PKCE verifier) and `GET /2/users/me`. */
export class FakeTwitter extends FakeOAuthServer {
  profile: Record<string, unknown> = { data: { id: '2244994945', name: 'Tina', username: 'tina' } };

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const refuse = (description: string) =>
      json(response, 400, { error: 'invalid_request', error_description: description });
    if (url.pathname === '/2/oauth2/token' && request.method === 'POST') {
      if (this.mode === 'token-500') return json(response, 500, { title: 'Internal Server Error' });
      const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
      if (request.headers.authorization !== `Basic ${basic}`)
        return json(response, 401, {
          error: 'unauthorized_client',
          error_description: 'Missing valid authorization header',
        });
      const form = await formBody(request);
      if (form.get('grant_type') !== 'authorization_code') return refuse('grant_type');
      if (form.get('redirect_uri') !== this.options.redirectUri)
        return refuse('Value passed for the redirect uri did not match');
      if (!this.redeem(form.get('code'), form.get('code_verifier')))
        return refuse('Value passed for the authorization code was invalid.');
      return json(response, 200, {
        token_type: 'bearer',
        expires_in: 7200,
        access_token: this.newToken(),
        scope: 'users.read tweet.read offline.access',
        refresh_token: randomBytes(16).toString('hex'),
      });
    }
    if (url.pathname === '/2/users/me') {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!this.tokens.has(token)) return json(response, 401, { title: 'Unauthorized', status: 401 });
      if (this.mode === 'malformed-profile') return json(response, 200, { data: { name: 'No id' } });
      return json(response, 200, this.profile);
    }
    json(response, 404, { title: 'Not Found' });
  }
}
