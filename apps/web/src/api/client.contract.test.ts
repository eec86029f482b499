// The web client against the route declarations (issue 25): every call it makes goes to a declared route with
// the declared method, and sends what that route's schemas accept; and no source of the web app names an
// /api path that is not declared.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  API_ROUTES,
  APP_VERSION,
  CSRF_HEADER,
  customLayoutHash,
  isMultipartBody,
  type ApiRoute,
} from '@lienzo/core';
import { fullSavePayload } from '@lienzo/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name);
const schedule = {
  networks: ['instagram' as const],
  publish_at: '2030-01-01T10:00:00.000Z',
  time_zone: 'Europe/Madrid',
};

/** One call of each client method, with arguments such as the app passes; a new method needs its line. */
const CALLS: { [Name in keyof typeof api]: () => Promise<unknown> } = {
  me: () => api.me(),
  signUp: () => api.signUp({ name: 'Ana', email: 'ana@example.com', password: 'correct horse' }),
  signIn: () => api.signIn({ email: 'ana@example.com', password: 'correct horse' }),
  signOut: () => api.signOut(),
  setLanguage: () => api.setLanguage('es'),
  authProviders: () => api.authProviders(),
  save: () => api.save(fullSavePayload(PNG)),
  savePageImage: () => api.savePageImage(7, 2, PNG),
  deleteDesign: () => api.deleteDesign(7),
  designSizes: () => api.designSizes(7),
  designByHash: () => api.designByHash('abcdefghijklmnop'),
  discover: () => api.discover({ page: 2, lang: 'es', type: 'post', category: 3, layout: 'instagram.post' }),
  template: () => api.template('abcdefghijklmnop', 'es'),
  templateCategories: () => api.templateCategories(),
  userBoards: () => api.userBoards(),
  createBoard: () => api.createBoard('Ideas'),
  saveLayout: () => api.saveLayout({ hash: customLayoutHash(), label: 'Mine', width: 600, height: 300 }),
  feed: () => api.feed({ page: 1, query: 'sea', board_id: 4 }),
  favorites: () => api.favorites(2),
  setFavorite: () => api.setFavorite(7, true),
  audios: () => api.audios(),
  uploadFont: () => api.uploadFont(file('mine.ttf')),
  iconsCategories: () => api.iconsCategories(),
  icons: () => api.icons({ category: 'animals', query: 'cat', page: 1, lang: 'en' }),
  emojis: () => api.emojis({ query: 'sun', page: 1, lang: 'es' }),
  uploadImage: () => api.uploadImage(file('photo.png')),
  uploads: () => api.uploads(1),
  deleteUpload: () => api.deleteUpload(3),
  saveVideo: () => api.saveVideo(new Blob([new Uint8Array([1])]), 7, { frames: 'a'.repeat(64) }),
  uploadAudio: () => api.uploadAudio(file('song.mp3')),
  audioUploads: () => api.audioUploads(1),
  searchImages: () => api.searchImages({ page: 1, query: 'sea', locale: 'es' }),
  searchLocations: () => api.searchLocations({ query: 'Madrid', locale: 'es' }),
  checkInstagramAccount: () => api.checkInstagramAccount('lienzo'),
  reportError: () => api.reportError({ kind: 'save_failed', message: 'x', app_version: APP_VERSION }),
  scheduleCreate: () => api.scheduleCreate({ design_id: 7, ...schedule }),
  scheduleCreateForSizes: () => api.scheduleCreateForSizes({ design_id: 7, ...schedule }),
  scheduledPosts: () => api.scheduledPosts(),
  scheduleUpdate: () => api.scheduleUpdate({ id: 5, ...schedule }),
  scheduleCancel: () => api.scheduleCancel(5),
};

const DECLARED: ApiRoute[] = Object.values(API_ROUTES);

/** The declared route a request goes to: same method, its path matching the declared one parameter by parameter. */
function routeOf(method: string, pathname: string): ApiRoute[] {
  return DECLARED.filter(
    (route) =>
      route.method === method && new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname),
  );
}

interface Sent {
  url: string;
  init: RequestInit;
}

let sent: Sent[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=token' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ data: { items: [] } }), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the web client against the route declarations', () => {
  it('has a call above for every method of the client', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(api).sort());
  });

  it.each(Object.entries(CALLS))('%s calls a declared route with what it accepts', async (_name, make) => {
    await make();
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0]!;
    const address = new URL(url, 'http://lienzo.test');
    const [route, ...others] = routeOf(init.method ?? 'GET', address.pathname);
    expect(route, `${init.method} ${address.pathname} is declared`).toBeDefined();
    expect(others).toEqual([]);
    if (!route) return;

    const query = Object.fromEntries(address.searchParams);
    if (route.query) expect(route.query.safeParse(query).error).toBeUndefined();
    else expect(query).toEqual({});

    const headers = init.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe(route.method === 'GET' ? undefined : 'token');
    const { body } = route;
    if (body === undefined) expect(init.body).toBeNull();
    else if (isMultipartBody(body)) {
      const form = init.body as FormData;
      for (const name of body.files) expect(form.get(name)).toBeInstanceOf(Blob);
      const fields = Object.fromEntries([...form].filter(([name]) => !body.files.includes(name)));
      if (body.fields) expect(body.fields.safeParse(fields).error).toBeUndefined();
      else expect(fields).toEqual({});
    } else expect(body.safeParse(JSON.parse(init.body as string)).error).toBeUndefined();
  });
});

/** Every source file of the web app but its tests (and the build's plugins and page). */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web app’s sources', () => {
  const web = join(import.meta.dirname, '..', '..');
  const files = [
    ...sources(join(web, 'src')),
    ...sources(join(web, 'vite-plugins')),
    join(web, 'index.html'),
  ];

  it('name no /api path that is not declared: every call goes through the client', () => {
    const undeclared: string[] = [];
    for (const path of files) {
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        // Module specifiers (`../api/client`) are files, not addresses.
        if (/\bfrom\s+['"]|^\s*import\s+['"]|\bimport\(\s*['"]/.test(line)) continue;
        for (const [, address] of line.matchAll(/['"`](?:\.?\/)?(api\/[^'"`?#\s]*)/g)) {
          const pathname = `/${address}`;
          if (!DECLARED.some((route) => routeOf(route.method, pathname).length > 0))
            undeclared.push(`${relative(web, path)}: ${pathname}`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });
});
