// A browser-like client over real HTTP (fetch) for a server in another process: it keeps the cookies it is
// given and sends the anti-forgery header, as the web app does. The in-process tests use harness.ts instead.
import { CSRF_COOKIE, CSRF_HEADER, type MeAnswer } from '@lienzo/core';

export interface HttpAnswer {
  status: number;
  body: Buffer;
  json<T>(): T;
}

export class HttpClient {
  private readonly cookies = new Map<string, string>();

  /** `origin` may change: a restarted server listens on another port but keeps the sessions. */
  constructor(public origin: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header this client sends, for a request written by hand. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(path: string): Promise<HttpAnswer> {
    return this.request('GET', path);
  }

  async post(path: string, body: unknown, signal?: AbortSignal): Promise<HttpAnswer> {
    if (!this.cookies.has(CSRF_COOKIE)) await this.get('/api/me');
    return this.request('POST', path, body, signal);
  }

  async signUp(email: string): Promise<NonNullable<MeAnswer['user']>> {
    const answer = await this.post('/api/auth/signup', {
      name: 'Ana',
      email,
      password: 'correct horse battery',
    });
    const user = answer.status === 200 ? answer.json<{ data: MeAnswer }>().data.user : null;
    if (!user) throw new Error(`sign-up failed: ${answer.status} ${answer.body.toString()}`);
    return user;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    const token = this.cookies.get(CSRF_COOKIE);
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (token) headers[CSRF_HEADER] = token;
    }
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0\b/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      body: bytes,
      json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
    };
  }
}
