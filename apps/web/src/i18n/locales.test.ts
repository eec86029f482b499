import { describe, expect, it } from 'vitest';
import en from '../../public/dist/i18n/locale-en.json';
import es from '../../public/dist/i18n/locale-es.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The editor's commands, whose reasons the app shows in the interface language (issue 24). */
const commandSources = import.meta.glob<string>(
  ['../../../../packages/editor/src/commands/*.ts', '!../../../../packages/editor/src/commands/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

describe('locale files', () => {
  it('have exactly the same keys in English and Spanish', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('translate every key to a non-empty string', () => {
    for (const [name, tree] of [
      ['en', en],
      ['es', es],
    ] as const) {
      for (const key of keysOf(tree)) {
        expect(typeof valueAt(tree, key), `${name}: ${key}`).toBe('string');
        expect((valueAt(tree, key) as string).trim(), `${name}: ${key}`).not.toBe('');
      }
    }
  });

  it('contain every literal key the sources ask for', () => {
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/\bt\(\s*'([a-z_]+(?:\.[a-zA-Z0-9_]+)+)'/g)) used.add(match[1]!);
    }
    for (const source of Object.values(commandSources)) {
      for (const match of source.matchAll(/'(reasons\.[a-z_]+)'/g)) used.add(match[1]!);
      // The group command's reasons are named in its comment (its key is made from the engine's refusal).
      for (const match of source.matchAll(/\b(reasons\.[a-z_]+)\b/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((key) => typeof valueAt(en, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('use the English labels of the specification', () => {
    expect(en.header).toMatchObject({
      my_designs: 'My Designs',
      explore: 'Explore',
      new: 'New',
      save: 'Save',
      share: 'Share',
      download: 'Download',
      use_it: 'Use it',
    });
    expect(en.templates.heading).toBe('Featured Templates');
    expect(en.saving.done_title).toBe('Your design is ready!');
    expect(en.save.no_changes).toBe('No new changes to save.');
  });
});
