import {
  INSTAGRAM_STICKERS,
  SLIDER_EMOJI_PICKS,
  type EmojiEntry,
  type IconCategory,
  type IconItem,
} from '@lienzo/core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

const NOT_FOUND = { error: { code: 'API_ERROR_NOT_FOUND', message: 'Not found.' } };

/** The 21 categories of SPEC §2, in order, after the featured one. */
const SPEC_CATEGORIES = [
  'Emojis',
  'Shapes',
  'Lines',
  'Arrows',
  'Social logos',
  'Animals',
  'Gastronomy',
  'Celebrations',
  'Weather',
  'Weather colored',
  'File types',
  'Office',
  'Basic icons',
  'Hippies',
  'Hand-drawn arrows',
  'Halloween',
  'Digital marketing',
  'Payment methods',
  'Decorative',
  'Frames',
  'Brushes',
];

async function itemsOf<T>(client: TestClient, url: string): Promise<T[]> {
  const response = await client.get(url);
  expect(response.statusCode, url).toBe(200);
  return (response.json() as { data: { items: T[] } }).data.items;
}

/** A served SVG: the right headers, one <svg> root, no script, and sharp can draw it. */
async function expectSvg(client: TestClient, url: string): Promise<void> {
  const response = await client.get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  const text = response.body;
  expect(text, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[-\d. ]+">/);
  expect(text.endsWith('</svg>'), url).toBe(true);
  expect(text, url).not.toMatch(/<script|on\w+=|javascript:/i);
  const { width, height } = await sharp(Buffer.from(text)).metadata();
  expect(width, url).toBeGreaterThan(0);
  expect(height, url).toBeGreaterThan(0);
}

describeEachEngine('icon and emoji catalogue', (engine) => {
  const server = useTestServer(engine);

  it('lists featured first, then the 21 categories of SPEC §2 with Spanish names', async () => {
    const items = await itemsOf<IconCategory>(server().client(), '/api/editor/iconsCategories');
    expect(items.map((item) => item.name)).toEqual(['Featured', ...SPEC_CATEGORIES]);
    expect(items[0]).toEqual({ id: 'featured', name: 'Featured', name_es: 'Destacados' });
    expect(items.find((item) => item.id === 'animals')?.name_es).toBe('Animales');
    expect(new Set(items.map((item) => item.id)).size).toBe(22);
  });

  it('has at least 20 icons in every category, 40 a page, each served as a valid SVG', async () => {
    const client = server().client();
    const categories = await itemsOf<IconCategory>(client, '/api/editor/iconsCategories');
    for (const category of categories) {
      const first = await itemsOf<IconItem>(client, `/api/editor/icons?category=${category.id}`);
      const second = await itemsOf<IconItem>(client, `/api/editor/icons?category=${category.id}&page=2`);
      const all = [...first, ...second];
      expect(all.length, category.id).toBeGreaterThanOrEqual(20);
      expect(first.length, category.id).toBeLessThanOrEqual(40);
      if (second.length > 0) expect(first.length, category.id).toBe(40);
      expect(new Set(all.map((icon) => icon.id)).size, category.id).toBe(all.length);
      for (const icon of first) {
        expect(icon.url, category.id).toMatch(/^\/icons\/[a-z-]+\/[a-z0-9-]+\.svg$/);
        await expectSvg(client, icon.url);
      }
    }
  });

  it('defaults to the featured category and searches icons by name', async () => {
    const client = server().client();
    const featured = await itemsOf<IconItem>(client, '/api/editor/icons?category=featured');
    expect(await itemsOf<IconItem>(client, '/api/editor/icons')).toEqual(featured);
    const hearts = await itemsOf<IconItem>(client, '/api/editor/icons?category=shapes&query=HEART');
    expect(hearts.length).toBeGreaterThan(0);
    expect(hearts.every((icon) => icon.name.includes('heart'))).toBe(true);
    // A search with no category, or in the featured one, looks through every category.
    for (const url of ['/api/editor/icons?query=cat', '/api/editor/icons?category=featured&query=cat']) {
      const cats = await itemsOf<IconItem>(client, url);
      expect(
        cats.some((icon) => icon.name === 'cat'),
        url,
      ).toBe(true);
    }
    expect(featured.some((icon) => icon.name === 'cat')).toBe(false);
    expect(await itemsOf<IconItem>(client, '/api/editor/icons?category=shapes&page=999')).toEqual([]);
  });

  it('searches every category in English and Spanish, accents or not, and names icons in the asked language (issue 24)', async () => {
    const client = server().client();
    // The heart of the shapes is found from another open category, by its Spanish name with or without accent.
    for (const query of ['corazón', 'CORAZON', 'heart']) {
      const found = await itemsOf<IconItem>(
        client,
        `/api/editor/icons?category=weather&query=${encodeURIComponent(query)}&lang=es`,
      );
      expect(
        found.map((icon) => icon.id),
        query,
      ).toContain('mdi:heart');
      expect(found.find((icon) => icon.id === 'mdi:heart')?.name, query).toBe('corazón');
    }
    const english = await itemsOf<IconItem>(client, '/api/editor/icons?category=weather&query=corazon');
    expect(english.find((icon) => icon.id === 'mdi:heart')?.name).toBe('heart');
    // The open category's matches come first.
    const inShapes = await itemsOf<IconItem>(client, '/api/editor/icons?category=shapes&query=heart');
    expect(inShapes[0]?.id).toBe('mdi:heart');
    // Emoji-drawn icons take emojibase's Spanish names.
    const animals = await itemsOf<IconItem>(client, '/api/editor/icons?category=animals&lang=es');
    expect(animals.map((icon) => icon.name)).toContain('gato');
    // Emojis are named in the asked language too; an unknown language is English.
    const [heart] = await itemsOf<EmojiEntry>(client, '/api/editor/emojis?query=corazon%20rojo&lang=es');
    expect(heart).toMatchObject({ codes: '2764', name: 'corazón rojo' });
    const [red] = await itemsOf<EmojiEntry>(client, '/api/editor/emojis?query=corazon%20rojo&lang=fr');
    expect(red).toMatchObject({ codes: '2764', name: 'red heart' });
  });

  it('refuses unknown categories, bad queries and paths outside the catalogue', async () => {
    const client = server().client();
    expect((await client.get('/api/editor/icons?category=nope')).json()).toEqual(NOT_FOUND);
    for (const url of [
      '/api/editor/icons?category=../etc',
      '/api/editor/icons?page=0',
      '/api/editor/icons?page=abc',
      `/api/editor/icons?query=${'x'.repeat(101)}`,
      '/api/editor/emojis?page=-1',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('API_ERROR_VALIDATION');
    }
    for (const url of [
      '/icons/mdi/..%2F..%2Fpackage.json',
      '/icons/..%2F..%2Fpackage.json/x.svg',
      '/icons/mdi/%2e%2e%2fpackage.svg',
      '/icons/../../package.json',
      '/icons/mdi/heart.json',
      '/icons/mdi/heart',
      '/icons/nope/heart.svg',
      '/icons/mdi/HEART.svg',
      // In an installed set but in no category: not served.
      '/icons/mdi/account-cowboy-hat.svg',
      '/icons/twemoji/..svg',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });

  it('holds at least 1,644 emojis with the fields of SPEC §3, found in English and Spanish', async () => {
    const client = server().client();
    const all: EmojiEntry[] = [];
    for (let page = 1; ; page += 1) {
      const items = await itemsOf<EmojiEntry>(client, `/api/editor/emojis?page=${page}`);
      if (items.length === 0) break;
      expect(items.length).toBeLessThanOrEqual(60);
      all.push(...items);
    }
    expect(all.length).toBeGreaterThanOrEqual(1644);
    expect(all.map((emoji) => emoji.no)).toEqual(all.map((_, index) => index + 1));
    const heart = all.find((emoji) => emoji.codes === '2764')!;
    expect(heart).toMatchObject({ char: '❤️', name: 'red heart', url: '/icons/twemoji/red-heart.svg' });
    expect(heart.keywords.split(' | ')).toEqual(
      expect.arrayContaining(['heart', 'love', 'corazón', 'corazón rojo']),
    );
    expect(all.some((emoji) => emoji.codes === '1f1ea-1f1f8' && emoji.char === '🇪🇸')).toBe(true);
    for (const query of ['heart', 'corazón', 'CORAZON', 'corazón rojo']) {
      const found = await itemsOf<EmojiEntry>(
        client,
        `/api/editor/emojis?query=${encodeURIComponent(query)}`,
      );
      expect(
        found.map((emoji) => emoji.char),
        query,
      ).toContain('❤️');
    }
    expect(await itemsOf<EmojiEntry>(client, '/api/editor/emojis?query=zzqqxx')).toEqual([]);
    await expectSvg(client, heart.url);
  });

  it('serves the 22 stickers and the 16 slider emoji picks of SPEC §9', async () => {
    const client = server().client();
    expect(INSTAGRAM_STICKERS).toHaveLength(22);
    expect(SLIDER_EMOJI_PICKS).toHaveLength(16);
    for (const sticker of INSTAGRAM_STICKERS)
      await expectSvg(client, `/icons/fluent-emoji-flat/${sticker}.svg`);
    for (const pick of SLIDER_EMOJI_PICKS) await expectSvg(client, `/icons/twemoji/${pick.icon}.svg`);
  });
});
