import { firstPage } from './pages';
import { versionOneDocument } from './fixtures';
import { describe, expect, it } from 'vitest';
import { createDocument } from './create';
import { migrate, upgrade, DOCUMENT_MIGRATIONS } from './migrate';
import { designObjectSchema } from '../objects';
import { getLayout } from '../layouts/catalogue';
import { textRoleProps } from '../objects/pz-text';

function validDocument() {
  const document = createDocument();
  firstPage(document).objects.push(
    designObjectSchema.parse({
      id: 't1',
      type: 'pz-text',
      text: 'Hola ☀️ مرحبا',
      left: 10,
      top: 20,
      width: 300,
      height: 60,
      ...textRoleProps('title'),
    }),
  );
  return document;
}

describe('design document schema', () => {
  it('creates a blank instagram story with the default background', () => {
    const document = createDocument();
    expect(document.layout).toEqual({
      key: 'instagram.story',
      width: 540,
      height: 960,
      name: 'Instagram Story',
    });
    expect(firstPage(document).background.color).toBe('#62CAD9');
    expect(firstPage(document).duration).toBe(15);
    expect(document.pages.map((page) => page.id)).toEqual(['page-1']);
    expect(document.viewport.scale).toBe(0.5);
  });

  it('accepts a valid document and keeps it unchanged through JSON', () => {
    const document = validDocument();
    const result = migrate(JSON.parse(JSON.stringify(document)));
    expect(result).toEqual({ ok: true, document, applied: [] });
  });

  it('fills defaults of a minimal document', () => {
    const result = migrate({
      version: 1,
      layout: { key: 'facebook.post', width: 940, height: 788, name: 'Facebook Post' },
      viewport: { width: 470, height: 394, scale: 0.5 },
    });
    expect(result.ok && firstPage(result.document).objects).toEqual([]);
    expect(result.ok && firstPage(result.document).background.color).toBe('#62CAD9');
  });

  it.each([
    ['not an object', 'hello', 'must be a JSON object'],
    ['an array', [], 'must be a JSON object'],
    ['no version', { layout: {} }, 'version: must be a whole number'],
    ['a future version', { ...versionOneDocument(), version: 99 }, 'version: 99 is newer'],
    ['no layout', { ...versionOneDocument(), layout: undefined }, 'layout:'],
    [
      'a bad colour',
      { ...versionOneDocument(), background: { color: 'url(javascript:alert(1))' } },
      'pages.0.background.color',
    ],
    [
      'an unknown object type',
      { ...versionOneDocument(), objects: [{ type: 'pz-evil', id: 'x' }] },
      'pages.0.objects.0.type',
    ],
    [
      'NaN geometry',
      { ...versionOneDocument(), objects: [{ ...firstPage(validDocument()).objects[0], left: Number.NaN }] },
      'pages.0.objects.0.left',
    ],
    [
      'a foreign background image',
      {
        ...versionOneDocument(),
        background: { color: '#fff', image: { src: 'https://evil.example/x.png' } },
      },
      'pages.0.background.image.src: must be a path on this site',
    ],
  ])('rejects %s with a clear message', (_name, input, message) => {
    const result = migrate(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
  });

  it('keeps the layout of any catalogue entry', () => {
    const document = createDocument(getLayout('documents.a3'));
    expect(document.layout).toMatchObject({ width: 1754, height: 2480 });
  });
});

describe('document migrations', () => {
  it('registers one step per version after the first, in order', () => {
    expect(DOCUMENT_MIGRATIONS.map(({ name, from }) => [name, from])).toEqual([['pages', 1]]);
  });

  it('runs every step of a chain in order and records each', () => {
    const steps = [
      {
        name: 'rename-bg',
        from: 1,
        up: (d: Record<string, unknown>) => ({ ...d, background: d.bg, bg: undefined }),
      },
      { name: 'add-name', from: 2, up: (d: Record<string, unknown>) => ({ ...d, name: 'migrated' }) },
    ];
    const result = upgrade({ version: 1, bg: 'red' }, steps, 3);
    expect(result).toEqual({
      ok: true,
      document: { version: 3, background: 'red', bg: undefined, name: 'migrated' },
      applied: ['rename-bg', 'add-name'],
    });
  });

  it('reports a missing or failing step instead of throwing', () => {
    expect(upgrade({ version: 1 }, [], 2)).toEqual({ ok: false, error: 'version: no migration from 1 to 2' });
    const failing = [
      {
        name: 'boom',
        from: 1,
        up: () => {
          throw new Error('bad data');
        },
      },
    ];
    expect(upgrade({ version: 1 }, failing, 2)).toEqual({
      ok: false,
      error: 'migration boom failed: bad data',
    });
  });
});
