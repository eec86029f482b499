import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The part of an emojibase-data entry (https://emojibase.dev/docs/datasets) we read. */
export interface EmojibaseEntry {
  label: string;
  hexcode: string;
  emoji: string;
  tags?: string[];
  group?: number;
  subgroup?: number;
  order?: number;
}

const require = createRequire(import.meta.url);

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(require.resolve(path), 'utf8')) as T;
}

export function readEmojibase(locale: 'en' | 'es'): EmojibaseEntry[] {
  return readJson<EmojibaseEntry[]>(`emojibase-data/${locale}/data.json`);
}

/** Subgroup names ("animal-mammal") by number. */
export function readSubgroupNames(): Record<string, string> {
  return readJson<{ subgroups: Record<string, string> }>('emojibase-data/meta/groups.json').subgroups;
}

/** Emojibase group 2 holds skin tone and hair components, not emojis of their own. */
export const COMPONENT_GROUP = 2;

/** "1F636-200D-1F32B-FE0F" → the icon name an emoji set's chars map gives it, trying without FE0F too. */
export function emojiIconName(chars: Record<string, string>, hexcode: string): string | null {
  const code = hexcode.toLowerCase();
  const bare = code
    .split('-')
    .filter((part) => part !== 'fe0f')
    .join('-');
  return chars[code] ?? chars[bare] ?? chars[`${bare}-fe0f`] ?? null;
}
