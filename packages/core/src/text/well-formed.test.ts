import { describe, expect, it } from 'vitest';
import { illFormedTextPath } from './well-formed';

describe('illFormedTextPath', () => {
  it('finds nothing in well-formed text, pairs (emoji) included', () => {
    expect(illFormedTextPath({ title: 'Sale 😀', tags: ['a', 'ñ'], n: 1, none: null })).toBeNull();
  });

  it.each([
    ['a high half alone', { title: 'Sale \ud800' }, 'title'],
    ['a low half alone', { title: '\udfff' }, 'title'],
    ['halves in the wrong order', { title: '\ude00\ud83d' }, 'title'],
    [
      'a half deep in a document',
      { editor: { objects: [{ text: 'ok' }, { text: 'x\ud83d' }] } },
      'editor.objects.1.text',
    ],
    ['a half in a key', { ['k\ud800']: 1 }, 'k\ufffd'],
  ])('names the text holding %s', (_, value, path) => {
    expect(illFormedTextPath(value)).toBe(path);
  });

  it('prefixes the path it is given', () => {
    expect(illFormedTextPath({ name: '\ud800' }, 'editor')).toBe('editor.name');
  });
});
