import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  AUDIO_CATEGORIES,
  DEFAULT_ILLUSTRATION_ICON,
  DEFAULT_IMAGE_SRC,
  DEFAULT_VECTOR_ICON,
  EMOJI_ICON_SET,
  iconPath,
  INSTAGRAM_EMOJIS,
  INSTAGRAM_STICKERS,
  PATTERNS,
  patternSrc,
  SLIDER_EMOJI_PICKS,
  STICKER_ICON_SET,
  type AudioTrack,
  type EmojiEntry,
  type IconCategory,
  type IconItem,
} from '@lienzo/core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import { readWavHeader } from '../test/wav';
import { ICON_SETS } from './iconify';

/** The least the catalogue offers of multi-colour icons added as pz-illustration (it holds 520). */
const MIN_ILLUSTRATIONS = 500;

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const patternsFolder = `${repoRoot}apps/web/public/patterns/`;
const require = createRequire(import.meta.url);

async function itemsOf<T>(client: TestClient, url: string): Promise<T[]> {
  const response = await client.get(url);
  expect(response.statusCode, url).toBe(200);
  return (response.json() as { data: { items: T[] } }).data.items;
}

/** Every page of a paged list, until a page comes back empty. */
async function allPages<T>(client: TestClient, url: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const items = await itemsOf<T>(client, `${url}${url.includes('?') ? '&' : '?'}page=${page}`);
    if (items.length === 0) return all;
    all.push(...items);
  }
}

/** SVG text that a renderer draws: an `<svg>` root with a view box, and a picture of some size. */
async function expectDrawableSvg(text: string, what: string): Promise<void> {
  expect(text, what).toMatch(/^<svg\s[^>]*\bviewBox="[-\d. ]+"[^>]*>/);
  expect(text.trimEnd().endsWith('</svg>'), what).toBe(true);
  const { width, height } = await sharp(Buffer.from(text)).metadata();
  expect(width, what).toBeGreaterThan(0);
  expect(height, what).toBeGreaterThan(0);
}

/** A served icon: 200, an SVG content type, a drawable body. */
async function expectServedSvg(client: TestClient, url: string): Promise<string> {
  const response = await client.get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
  await expectDrawableSvg(response.body, url);
  return response.body;
}

/** The distinct colours an SVG paints with (fills and strokes), "none" aside. */
function paintsOf(svg: string): Set<string> {
  const paints = [...svg.matchAll(/(?:fill|stroke)(?:="|:\s*)(#[0-9a-f]{3,8}|[a-z]+)\b/gi)].map((match) =>
    match[1]!.toLowerCase(),
  );
  return new Set(paints.filter((paint) => paint !== 'none' && paint !== 'transparent'));
}

describeEachEngine('catalogue proofs (issue 7)', (engine) => {
  const server = useTestServer(engine);

  it('offers the 21 categories plus featured, and every icon of every category renders', async () => {
    const client = server().client();
    const categories = await itemsOf<IconCategory>(client, '/api/editor/iconsCategories');
    expect(categories).toHaveLength(22);
    expect(categories[0]!.id).toBe('featured');
    const seen = new Map<string, IconItem>();
    for (const category of categories) {
      const icons = await allPages<IconItem>(client, `/api/editor/icons?category=${category.id}`);
      expect(icons.length, category.id).toBeGreaterThanOrEqual(20);
      for (const icon of icons) if (!seen.has(icon.url)) seen.set(icon.url, icon);
    }
    for (const icon of seen.values()) await expectServedSvg(client, icon.url);
  });

  it('adds multi-colour icons as illustrations and single-colour ones as vectors', async () => {
    const client = server().client();
    const categories = await itemsOf<IconCategory>(client, '/api/editor/iconsCategories');
    const icons = new Map<string, IconItem>();
    for (const category of categories.slice(1)) {
      for (const icon of await allPages<IconItem>(client, `/api/editor/icons?category=${category.id}`))
        icons.set(icon.url, icon);
    }
    const illustrations = [...icons.values()].filter((icon) => icon.kind === 'illustration');
    const vectors = [...icons.values()].filter((icon) => icon.kind === 'vector');
    expect(illustrations.length + vectors.length).toBe(icons.size);
    expect(illustrations.length).toBeGreaterThanOrEqual(MIN_ILLUSTRATIONS);
    // A vector is recoloured as a whole: it must paint in one colour.
    for (const icon of vectors) {
      const svg = (await client.get(icon.url)).body;
      expect(paintsOf(svg).size, icon.url).toBeLessThanOrEqual(1);
    }
    // The multi-colour categories are illustrations through and through; shapes are vectors.
    for (const id of ['animals', 'gastronomy', 'celebrations', 'weather-colored', 'office', 'file-types']) {
      const kinds = new Set(
        (await allPages<IconItem>(client, `/api/editor/icons?category=${id}`)).map((icon) => icon.kind),
      );
      expect([...kinds], id).toEqual(['illustration']);
    }
    const shapes = await allPages<IconItem>(client, '/api/editor/icons?category=shapes');
    expect(new Set(shapes.map((icon) => icon.kind))).toEqual(new Set(['vector']));
    // Illustrations have several colours to edit one by one.
    const cat = illustrations.find((icon) => icon.url === '/icons/fluent-emoji-flat/cat.svg')!;
    expect(paintsOf((await client.get(cat.url)).body).size).toBeGreaterThan(1);
  });

  it('holds at least 1,644 emojis, each rendering, and 120 to 140 Instagram emoji images among them', async () => {
    const client = server().client();
    const emojis = await allPages<EmojiEntry>(client, '/api/editor/emojis');
    expect(emojis.length).toBeGreaterThanOrEqual(1644);
    for (const emoji of emojis) await expectServedSvg(client, emoji.url);

    expect(INSTAGRAM_EMOJIS.length).toBeGreaterThanOrEqual(120);
    expect(INSTAGRAM_EMOJIS.length).toBeLessThanOrEqual(140);
    expect(new Set(INSTAGRAM_EMOJIS.map((emoji) => emoji.code)).size).toBe(INSTAGRAM_EMOJIS.length);
    const byCode = new Map(emojis.map((emoji) => [emoji.codes, emoji]));
    for (const { code, icon } of INSTAGRAM_EMOJIS) {
      expect(byCode.get(code)?.url, code).toBe(iconPath(EMOJI_ICON_SET, icon));
      await expectServedSvg(client, iconPath(EMOJI_ICON_SET, icon));
    }
  });

  it('serves the 22 stickers, the 16 slider picks and the default illustration', async () => {
    const client = server().client();
    expect(INSTAGRAM_STICKERS).toHaveLength(22);
    expect(SLIDER_EMOJI_PICKS).toHaveLength(16);
    for (const sticker of INSTAGRAM_STICKERS)
      await expectServedSvg(client, iconPath(STICKER_ICON_SET, sticker));
    for (const pick of SLIDER_EMOJI_PICKS) await expectServedSvg(client, iconPath(EMOJI_ICON_SET, pick.icon));
    await expectServedSvg(client, iconPath(DEFAULT_ILLUSTRATION_ICON.set, DEFAULT_ILLUSTRATION_ICON.name));
    await expectServedSvg(client, iconPath(DEFAULT_VECTOR_ICON.set, DEFAULT_VECTOR_ICON.name));
    const photo = await client.get(DEFAULT_IMAGE_SRC);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('lists at least 13 audio tracks, one per category, each a RIFF/WAVE file', async () => {
    const client = server().client();
    const tracks = await itemsOf<AudioTrack>(client, '/api/editor/audios');
    expect(tracks.length).toBeGreaterThanOrEqual(13);
    expect(new Set(tracks.map((track) => track.category))).toEqual(new Set(AUDIO_CATEGORIES));
    for (const track of tracks) {
      const response = await client.get(track.src);
      expect(response.statusCode, track.src).toBe(200);
      expect(response.headers['content-type'], track.src).toBe('audio/wav');
      expect(readWavHeader(response.rawPayload), track.src).toMatchObject({ riff: 'RIFF', wave: 'WAVE' });
    }
  });
});

it('ships every pattern of the catalogue, at least 14, as a drawable SVG and nothing unlisted', async () => {
  expect(PATTERNS.length).toBeGreaterThanOrEqual(14);
  for (const id of PATTERNS) {
    expect(patternSrc(id)).toBe(`/patterns/${id}.svg`);
    await expectDrawableSvg(await readFile(`${patternsFolder}${id}.svg`, 'utf8'), id);
  }
  const files = (await readdir(patternsFolder)).filter((file) => file.endsWith('.svg'));
  expect(files.sort()).toEqual(PATTERNS.map((id) => `${id}.svg`).sort());
});

it('records in docs/THIRD_PARTY.md the licence of every package whose material is served', async () => {
  const notes = await readFile(`${repoRoot}docs/THIRD_PARTY.md`, 'utf8');
  const rows = notes.split('\n').filter((line) => line.startsWith('| `'));
  const LICENCE = /\b(?:MIT|Apache-2\.0|CC0-1\.0|CC-BY-[\d.]+|OFL-1\.1)\b/;
  const packages = [...ICON_SETS.map((set) => `@iconify-json/${set}`), 'emojibase-data'];
  for (const name of packages) {
    const { version } = require(`${name}/package.json`) as { version: string };
    const row = rows.find((line) => line.startsWith(`| \`${name}\` ${version} |`));
    expect(row, `${name} ${version}`).toBeDefined();
    expect(row, name).toMatch(LICENCE);
  }
  expect(notes).toMatch(/## Patterns[^#]*drawn by the Lienzo\s+authors/);
  expect(notes).toMatch(/## Audio tracks[^#]*synthesised by the Lienzo\s+server/);
});
