import { firstPage } from '../document/pages';
import { describe, expect, it } from 'vitest';
import { versionOneDocument } from '../document/fixtures';
import { migrate } from '../document/migrate';
import { restore } from '../document/restore';
import { TEXT_EFFECT_DEFAULTS, TEXT_EFFECT_NAMES } from './text-effects';
import { pzTextSchema } from './pz-text';

/** A pz-text as stored before text effects existed: none of their fields. */
function olderDocument(text: Record<string, unknown> = {}) {
  return {
    ...versionOneDocument(),
    objects: [
      { id: 't1', type: 'pz-text', left: 10, top: 20, width: 300, height: 40, text: 'Hola', ...text },
    ],
  };
}

describe('text effects in stored documents', () => {
  it('reads a text stored before effects as having every effect off, with no warning', () => {
    const migrated = migrate(olderDocument());
    expect(migrated.ok).toBe(true);
    const restored = restore(olderDocument());
    expect(restored.warnings).toEqual([]);
    expect(firstPage(restored.document).objects[0]).toMatchObject({
      outline: null,
      shadow: null,
      curve: null,
      highlight: null,
    });
  });

  it('turns off an effect whose stored value is broken, saying so, and keeps the rest', () => {
    const restored = restore(
      olderDocument({
        outline: { color: '#ffffff', width: 1e9 },
        shadow: { color: '<script>', blur: 1, offsetX: 1, offsetY: 1, opacity: 1 },
        curve: TEXT_EFFECT_DEFAULTS.curve,
      }),
    );
    const [text] = firstPage(restored.document).objects;
    expect(text).toMatchObject({ curve: TEXT_EFFECT_DEFAULTS.curve });
    expect(text).not.toMatchObject({ outline: { width: 1e9 } });
    expect(text).not.toMatchObject({ shadow: { color: '<script>' } });
    expect(restored.warnings.join('\n')).toMatch(/outline/);
    expect(restored.warnings.join('\n')).toMatch(/shadow/);
  });

  it('each default an effect is switched on with is within its limits', () => {
    for (const name of TEXT_EFFECT_NAMES) {
      const parsed = pzTextSchema.safeParse({
        ...olderDocument().objects[0],
        [name]: TEXT_EFFECT_DEFAULTS[name],
      });
      expect(parsed.success, name).toBe(true);
    }
  });
});
