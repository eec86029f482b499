import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  getLayout,
  migrate,
  TEMPLATE_TYPES,
  templateTypeOf,
  firstPage,
  firstStickerRuleBroken,
} from '@lienzo/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { iconSvg } from '../../catalogue/catalogue';
import { BUNDLED_PHOTOS_DIR, BUNDLED_TEMPLATES_DIR } from '../../config';
import { isDesignHash } from '../../designs/hash';
import { TEMPLATE_CATEGORIES } from './categories';
import { TEMPLATE_LIBRARY, TEMPLATE_VERSIONS } from './library';
import { templateThumbnailPath } from './seed-templates';
import { documentFingerprint, templateDocument } from './template-definition';

const PATTERNS_DIR = fileURLToPath(new URL('../../../../web/public/patterns/', import.meta.url));
const FONTS = ['Open Sans', 'Raleway', 'Lora', 'Glegoo', 'Lilita One', 'Fredoka One'];

/** Whether a same-site asset a document points at is one this server (or the web app) serves. */
function assetExists(src: string): boolean {
  const icon = /^\/icons\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(src);
  if (icon) return iconSvg(icon[1]!, icon[2]!) !== null;
  const photo = /^\/photos\/([a-z0-9-]+\.jpg)$/.exec(src);
  if (photo) return existsSync(join(BUNDLED_PHOTOS_DIR, photo[1]!));
  const pattern = /^\/patterns\/([a-z0-9-]+\.svg)$/.exec(src);
  if (pattern) return existsSync(join(PATTERNS_DIR, pattern[1]!));
  return false;
}

describe('the template library', () => {
  const documents = TEMPLATE_VERSIONS.map(({ template, locale, hash }) => ({
    template,
    hash,
    document: templateDocument(template, locale),
  }));

  it('keeps every SPEC §5 sticker rule, so a template opened in the editor saves as it is', () => {
    for (const { hash, document } of documents) expect(firstStickerRuleBroken(document), hash).toBeNull();
  });

  it('holds at least 40 templates with unique, valid hashes and titles', () => {
    expect(TEMPLATE_LIBRARY.length).toBeGreaterThanOrEqual(40);
    const hashes = TEMPLATE_VERSIONS.map(({ hash }) => hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) expect(isDesignHash(hash), hash).toBe(true);
    for (const { template } of TEMPLATE_VERSIONS) expect(template.hash).toMatch(/^tpl/);
    for (const { title } of TEMPLATE_LIBRARY) {
      expect(title.en.trim().length).toBeGreaterThan(0);
      expect(title.es.trim().length).toBeGreaterThan(0);
    }
  });

  it('gives every template a Spanish title and Spanish words on the canvas (issue 24)', () => {
    const wordsOf = (document: ReturnType<typeof templateDocument>) =>
      firstPage(document).objects.flatMap((object) => ('text' in object ? [object.text] : []));
    // Words that are the same in both languages: names, numbers, codes, brands.
    const same = new Set(
      TEMPLATE_LIBRARY.flatMap((template) => {
        const en = wordsOf(templateDocument(template, 'en'));
        const es = wordsOf(templateDocument(template, 'es'));
        expect(es.length, template.hash).toBe(en.length);
        return en.filter((words, index) => words === es[index]);
      }),
    );
    expect([...same].sort()).toEqual(
      [
        '1',
        '2',
        '3',
        '18 · 09 · 2027',
        '2027',
        'AM',
        '“',
        'BLACK',
        'CAFÉ',
        'DIETER RAMS',
        'Emma & Liam',
        'FRIDAY',
        'Halloween',
        'J. R. R. TOLKIEN',
        'PETER DRUCKER',
        'WELCOME20',
        'XO',
        'jd',
      ].sort(),
    );
    const spanishTitles = TEMPLATE_LIBRARY.filter((template) => template.title.es !== template.title.en);
    expect(spanishTitles.map((template) => template.hash)).toEqual(
      TEMPLATE_LIBRARY.filter((template) => template.title.en !== 'Black Friday').map((t) => t.hash),
    );
  });

  it('has templates of every type and of every visible category, in known categories only', () => {
    const types = new Set(TEMPLATE_LIBRARY.map((template) => templateTypeOf(getLayout(template.layoutKey))));
    expect([...types].sort()).toEqual([...TEMPLATE_TYPES].sort());
    const names = TEMPLATE_CATEGORIES.map((category) => category.name);
    expect(new Set(names).size).toBe(names.length);
    for (const template of TEMPLATE_LIBRARY) expect(names).toContain(template.category);
    for (const category of TEMPLATE_CATEGORIES.filter((candidate) => candidate.visible_in_editor))
      expect(
        TEMPLATE_LIBRARY.some((template) => template.category === category.name),
        category.name,
      ).toBe(true);
    for (const category of TEMPLATE_CATEGORIES) expect(category.name_es.trim()).not.toBe('');
  });

  it('makes valid documents of the template’s layout, read back unchanged', () => {
    for (const { template, hash, document } of documents) {
      const checked = migrate(JSON.parse(JSON.stringify(document)));
      expect(checked.ok, hash).toBe(true);
      if (checked.ok) expect(checked.document).toEqual(document);
      const [width, height] = getLayout(template.layoutKey).sizes;
      expect(document.layout).toMatchObject({ key: template.layoutKey, width, height });
      expect(firstPage(document).objects.length, hash).toBeGreaterThan(0);
    }
  });

  it('uses only our fonts and assets that exist, with every object on the canvas', () => {
    for (const { hash, document } of documents) {
      const page = firstPage(document);
      const sources = [page.background.image?.src, page.pattern?.src].filter(
        (src): src is string => src !== undefined,
      );
      for (const object of page.objects) {
        if ('src' in object) sources.push(object.src);
        if ('fontFamily' in object) expect(FONTS, hash).toContain(object.fontFamily);
        const { width, height } = document.layout;
        const right = object.left + object.width * object.scaleX;
        const bottom = object.top + object.height * object.scaleY;
        expect(right > 0 && bottom > 0 && object.left < width && object.top < height, object.id).toBe(true);
      }
      for (const src of sources) expect(assetExists(src), `${hash}: ${src}`).toBe(true);
    }
  });
});

describe('template thumbnails', () => {
  const manifest = JSON.parse(readFileSync(join(BUNDLED_TEMPLATES_DIR, 'manifest.json'), 'utf8')) as Record<
    string,
    string
  >;

  it('were rendered from each template’s current document in each language (npm run render-templates)', () => {
    for (const { template, locale, hash } of TEMPLATE_VERSIONS)
      expect(manifest[hash], `${hash} needs a new thumbnail`).toBe(
        documentFingerprint(templateDocument(template, locale)),
      );
    expect(Object.keys(manifest).sort()).toEqual(TEMPLATE_VERSIONS.map(({ hash }) => hash).sort());
  });

  it('are JPEG files of each layout’s aspect', async () => {
    for (const { template, hash } of TEMPLATE_VERSIONS) {
      const path = templateThumbnailPath(hash);
      expect(existsSync(path), `${path} is missing`).toBe(true);
      const { format, width = 0, height = 0 } = await sharp(path).metadata();
      expect(format).toBe('jpeg');
      const [layoutWidth, layoutHeight] = getLayout(template.layoutKey).sizes;
      expect(Math.max(width, height)).toBeLessThanOrEqual(800);
      expect(Math.abs(width / height - layoutWidth / layoutHeight), hash).toBeLessThan(0.02);
    }
  });

  it('catch a changed document whose thumbnail was not rendered again', () => {
    const [first] = TEMPLATE_LIBRARY;
    if (!first) throw new Error('no templates');
    const changed = { ...first, background: { ...first.background, color: '#123456' } };
    expect(documentFingerprint(templateDocument(changed))).not.toBe(manifest[first.hash]);
  });
});
