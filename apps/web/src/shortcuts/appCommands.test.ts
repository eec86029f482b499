import { describe, expect, it } from 'vitest';
import en from '../../public/dist/i18n/locale-en.json';
import es from '../../public/dist/i18n/locale-es.json';
import { APP_COMMANDS } from './appCommands';

const valueAt = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('app commands (issue 25)', () => {
  it('are labelled in English and Spanish', () => {
    for (const { name, labelKey } of APP_COMMANDS) {
      // The editor's defaultLabelKey, which this node test cannot import (the editor needs a browser).
      const key = labelKey ?? `commands.${name}`;
      expect(typeof valueAt(en, key), `en: ${key}`).toBe('string');
      expect(typeof valueAt(es, key), `es: ${key}`).toBe('string');
    }
  });
});
