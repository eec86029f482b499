import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../limits';
import { createObject, type DesignObject } from '../objects';
import { createDocument } from './create';
import { documentWithEveryType } from './fixtures';
import { migrate, onePageToPages } from './migrate';
import { createPage, designDuration, firstPage, pageDocument, pageOfDocument } from './pages';
import { restore } from './restore';
import type { DesignDocument, DesignPage } from './schema';
import versionOneDocuments from './fixtures/version-1-documents.json';

const text = (id: string) => createObject('pz-text', { id, left: 10, top: 20, text: id }) as DesignObject;

/** A design of `count` pages, page n holding one text "t<n>". */
function designOf(count: number): DesignDocument {
  const document = createDocument();
  document.pages = Array.from({ length: count }, (_, index) => ({
    ...createPage(`page-${index + 1}`),
    objects: [text(`t${index + 1}`)],
  }));
  return document;
}

const v1 = versionOneDocuments as Record<string, Record<string, unknown>>;

describe('the pages migration (version 1 → 2)', () => {
  it.each(Object.keys(v1))('opens the saved version-1 document "%s" unchanged as one page', (name) => {
    const stored = v1[name]!;
    expect(stored.version).toBe(1);
    const migrated = migrate(JSON.parse(JSON.stringify(stored)));
    if (!migrated.ok) throw new Error(migrated.error);
    expect(migrated.applied).toEqual(['pages']);
    const { document } = migrated;
    expect(document.version).toBe(2);
    expect(document.pages).toHaveLength(1);
    // The page seen as a one-page document is the stored document itself, field for field.
    const { pageId, ...shown } = pageDocument(document, firstPage(document).id);
    expect(pageId).toBe('page-1');
    expect({ ...shown, version: 1 }).toEqual(stored);
    // Restore reads it the same way, without a word.
    expect(restore(JSON.parse(JSON.stringify(stored)))).toEqual({ document, warnings: [] });
    // And it saves as version 2, which reads back unchanged.
    expect(migrate(JSON.parse(JSON.stringify(document)))).toEqual({ ok: true, document, applied: [] });
  });

  it('moves the timeline length to the page and keeps the track with the design', () => {
    const stored = {
      ...v1['every field of every type']!,
      timeline: { duration: 8, audio: { name: 'Jazz', src: '/audio/jazz.mp3' } },
    };
    const migrated = onePageToPages(stored);
    expect(migrated.timeline).toEqual({ audio: { name: 'Jazz', src: '/audio/jazz.mp3' } });
    expect((migrated.pages as DesignPage[])[0]?.duration).toBe(8);
    for (const key of ['objects', 'background', 'pattern', 'settings', 'layoutBase'])
      expect(key in migrated).toBe(false);
  });

  it('leaves absent fields absent, so the defaults fill them as before', () => {
    const migrated = onePageToPages({ version: 1, layout: { key: 'x' } });
    expect(migrated).toEqual({ version: 1, layout: { key: 'x' }, pages: [{ id: 'page-1' }] });
  });
});

describe('a design of several pages', () => {
  it('round-trips through JSON, every page with its own objects, background and length', () => {
    const document = designOf(5);
    firstPage(document).background = {
      color: '#112233',
      image: { src: '/uploads/a.png', offsetX: 4, offsetY: 0 },
    };
    document.pages[3]!.pattern = { src: '/patterns/dots.png', zoom: 150 };
    document.pages[4]!.duration = 3.5;
    document.timeline.audio = { name: 'Jazz', src: '/audio/jazz.mp3' };
    const json = JSON.parse(JSON.stringify(document));
    expect(migrate(json)).toEqual({ ok: true, document, applied: [] });
    expect(restore(json)).toEqual({ document, warnings: [] });
    expect(designDuration(document)).toBe(15 * 4 + 3.5);
  });

  it('shows each page as a one-page document and writes it back unchanged', () => {
    const document = documentWithEveryType();
    document.pages.push({ ...createPage('second'), objects: [text('other')] });
    for (const page of document.pages) {
      expect(pageOfDocument(pageDocument(document, page.id))).toEqual(page);
    }
    expect(() => pageDocument(document, 'nope')).toThrow(/No page/);
  });

  it('takes 20 distinct pages and refuses a 21st, an empty list and repeated ids with a clear error', () => {
    expect(migrate(designOf(FIELD_LIMITS.pagesPerDesign)).ok).toBe(true);
    const refusals: [string, unknown, string][] = [
      ['21 pages', designOf(21), 'pages: a design has at most 20 pages'],
      ['no pages', { ...designOf(1), pages: [] }, 'pages: a design has at least one page'],
      ['no page list', { ...designOf(1), pages: undefined }, 'pages:'],
      [
        'a page id twice',
        { ...designOf(2), pages: designOf(2).pages.map((page) => ({ ...page, id: 'same' })) },
        'pages.1.id: the page id "same" is used twice',
      ],
      [
        'an object on two pages',
        { ...designOf(2), pages: designOf(2).pages.map((page) => ({ ...page, objects: [text('shared')] })) },
        'pages.1.objects.0.id: the object id "shared" is used twice',
      ],
    ];
    for (const [name, input, message] of refusals) {
      const result = migrate(input);
      expect(result.ok, name).toBe(false);
      expect(!result.ok && result.error, name).toContain(message);
    }
  });

  it('refuses more objects on its pages together than one design holds', () => {
    const document = designOf(2);
    const half = FIELD_LIMITS.objectsPerDesign / 2;
    document.pages = document.pages.map((page, index) => ({
      ...page,
      objects: Array.from({ length: half + index }, (_, at) => text(`p${index}-${at}`)),
    }));
    const result = migrate(document);
    expect(!result.ok && result.error).toContain(
      `${FIELD_LIMITS.objectsPerDesign + 1} objects on the pages together`,
    );
  });
});

describe('restore of hostile pages', () => {
  it('starts one blank page for no pages, an empty list or a list of junk', () => {
    for (const pages of [undefined, [], 'pages', [null, 7, 'x']]) {
      const { document, warnings } = restore({ ...createDocument(), pages });
      expect(document.pages.map((page) => page.id)).toEqual(['page-1']);
      expect(firstPage(document).objects).toEqual([]);
      expect(warnings.some((warning) => warning.startsWith('pages'))).toBe(true);
    }
  });

  it('keeps the first 20 of 10,000 pages', () => {
    const many = {
      ...createDocument(),
      pages: Array.from({ length: 10_000 }, (_, index) => createPage(`p${index}`)),
    };
    const { document, warnings } = restore(many);
    expect(document.pages.map((page) => page.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => `p${index}`),
    );
    expect(warnings).toContain('pages: kept the first 20 of 10000 pages (a design holds at most 20)');
  });

  it('cuts pages that contain each other (a cycle) and reads what is left', () => {
    const first: Record<string, unknown> = { ...createPage('a'), objects: [text('t1')] };
    const second: Record<string, unknown> = { ...createPage('b'), objects: [text('t2')] };
    first.next = second;
    second.next = first;
    first.objects = [text('t1'), first];
    const { document, warnings } = restore({ ...createDocument(), pages: [first, second] });
    expect(document.pages.map((page) => page.id)).toEqual(['a', 'b']);
    expect(document.pages.map((page) => page.objects.map((object) => object.id))).toEqual([['t1'], ['t2']]);
    expect(warnings.filter((warning) => warning.includes('circular'))).not.toEqual([]);
    expect(migrate(document).ok).toBe(true);
  });

  it('gives a repeated page id and an object id shared between pages fresh ones', () => {
    const shared = text('shared');
    const page = { ...createPage('same'), objects: [shared] };
    const { document, warnings } = restore({ ...createDocument(), pages: [page, page, { ...page, id: 42 }] });
    expect(document.pages.map((each) => each.id)).toEqual(['same', 'page-1', 'page-2']);
    expect(document.pages.map((each) => each.objects[0]?.id)).toEqual(['shared', 'shared-2', 'shared-3']);
    expect(warnings).toContain('pages.1.id: "same" is already used by an earlier page; gave it "page-1"');
    expect(warnings).toContain('pages.2.id: 42 is not a usable page id; gave it "page-2"');
    expect(migrate(document).ok).toBe(true);
  });

  it('keeps at most 2,000 objects over all pages', () => {
    const pages = Array.from({ length: 3 }, (_, index) => ({
      ...createPage(`p${index}`),
      objects: Array.from({ length: 900 }, (_, at) => text(`t${index}-${at}`)),
    }));
    const { document, warnings } = restore({ ...createDocument(), pages });
    expect(document.pages.map((page) => page.objects.length)).toEqual([900, 900, 200]);
    expect(warnings).toContain(
      'pages.2.objects: kept the first 200 of 900 objects (a design holds at most 2000)',
    );
  });
});
