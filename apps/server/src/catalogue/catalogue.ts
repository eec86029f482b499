import {
  DEFAULT_ILLUSTRATION_ICON,
  iconPath,
  INSTAGRAM_STICKERS,
  STICKER_ICON_SET,
  type EmojiEntry,
  type IconCategory,
  type IconItem,
  type Locale,
} from '@lienzo/core';
import {
  COMPONENT_GROUP,
  emojiIconName,
  readEmojibase,
  readSubgroupNames,
  type EmojibaseEntry,
} from './emojibase';
import {
  FEATURED_CATEGORY_ID,
  FEATURED_PER_CATEGORY,
  ICON_CATEGORIES,
  type IconSource,
} from './icon-categories';
import { spanishIconName } from './icon-words-es';
import {
  ICON_SETS,
  hasIcon,
  iconKindOf,
  iconToSvg,
  readIconChars,
  readIconSet,
  type IconSetName,
} from './iconify';

const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isIconSet(value: string): value is IconSetName {
  return (ICON_SETS as readonly string[]).includes(value);
}

/** Searchable text: lower case without accents, so "corazon" finds "corazón" and the other way round. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface IndexedIcon extends IconItem {
  set: IconSetName;
  icon: string;
  /** Its name in Spanish (issue 24); `name` is the English one. */
  name_es: string;
  /** Both names, searchable: a search in either language finds it. */
  key: string;
}

interface IndexedEmoji extends EmojiEntry {
  name_es: string;
  key: string;
}

/** An indexed icon or emoji as an answer gives it: named in the asker's language, the index fields left out. */
function inLanguage<Item extends { name: string; name_es: string; key: string }>(
  { name_es, key: _key, ...item }: Item,
  lang: Locale,
): Omit<Item, 'name_es' | 'key'> {
  return { ...item, name: lang === 'es' ? name_es : item.name };
}

/** The drawer's categories (SPEC §2): featured first, then the 21; known without building anything. */
export const ICON_CATEGORY_LIST: readonly IconCategory[] = [
  { id: FEATURED_CATEGORY_ID, name: 'Featured', name_es: 'Destacados' },
  ...ICON_CATEGORIES.map(({ id, name, name_es }) => ({ id, name, name_es })),
];

export interface Catalogue {
  iconsOf: Map<string, IndexedIcon[]>;
  emojis: IndexedEmoji[];
  /** Every icon a URL may name, as standalone SVG text by "set/name". */
  svgs: Map<string, string>;
}

const humanName = (name: string) => name.replace(/-/g, ' ');

/**
 * The whole catalogue, built once from the installed icon sets and emojibase (a few hundred ms, tens of MB
 * read once): the icons of every category, the emoji list of SPEC §3 and the SVG of each icon named.
 */
function buildCatalogue(): Catalogue {
  const subgroupNames = readSubgroupNames();
  const en = readEmojibase('en');
  const es = new Map(readEmojibase('es').map((entry) => [entry.hexcode, entry]));
  const sets = new Map<IconSetName, ReturnType<typeof readIconSet>>();
  const setOf = (name: IconSetName) => {
    let set = sets.get(name);
    if (!set) sets.set(name, (set = readIconSet(name)));
    return set;
  };
  const charsOf = new Map<string, Record<string, string>>();
  const chars = (name: 'twemoji' | 'fluent-emoji-flat') => {
    let map = charsOf.get(name);
    if (!map) charsOf.set(name, (map = readIconChars(name)));
    return map;
  };
  const svgs = new Map<string, string>();
  const indexIcon = (
    set: IconSetName,
    icon: string,
    label = humanName(icon),
    labelEs = spanishIconName(label),
  ): IndexedIcon | null => {
    const key = `${set}/${icon}`;
    if (!svgs.has(key)) {
      const svg = iconToSvg(setOf(set), icon);
      if (!svg) return null;
      svgs.set(key, svg);
    }
    return {
      id: `${set}:${icon}`,
      name: label,
      name_es: labelEs,
      url: iconPath(set, icon),
      kind: iconKindOf(set),
      set,
      icon,
      key: searchKey(`${label} | ${labelEs}`),
    };
  };
  const emojiEntries = en
    .filter(
      (entry): entry is EmojibaseEntry & { group: number } =>
        entry.group !== undefined && entry.group !== COMPONENT_GROUP,
    )
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

  const iconsOfSource = (source: IconSource): IndexedIcon[] => {
    const found: IndexedIcon[] = [];
    if ('subgroups' in source) {
      for (const entry of emojiEntries) {
        if (!source.subgroups.includes(subgroupNames[String(entry.subgroup)] ?? '')) continue;
        const icon = emojiIconName(chars(source.set), entry.hexcode);
        const indexed = icon && indexIcon(source.set, icon, entry.label, es.get(entry.hexcode)?.label);
        if (indexed) found.push(indexed);
      }
      return found.slice(0, source.limit);
    }
    const set = setOf(source.set);
    const names =
      'names' in source
        ? source.names.filter((name) => hasIcon(set, name))
        : Object.keys(set.icons)
            .filter((name) => source.pattern.test(name))
            .slice(0, source.limit);
    for (const name of names) {
      const indexed = indexIcon(source.set, name);
      if (indexed) found.push(indexed);
    }
    return found;
  };

  const iconsOf = new Map<string, IndexedIcon[]>();
  for (const category of ICON_CATEGORIES) {
    const seen = new Set<string>();
    iconsOf.set(
      category.id,
      category.sources.flatMap(iconsOfSource).filter((icon) => !seen.has(icon.id) && seen.add(icon.id)),
    );
  }
  iconsOf.set(
    FEATURED_CATEGORY_ID,
    ICON_CATEGORIES.flatMap((category) => iconsOf.get(category.id)!.slice(0, FEATURED_PER_CATEGORY)),
  );

  const twemoji = chars('twemoji');
  const emojis: IndexedEmoji[] = [];
  for (const entry of emojiEntries) {
    const icon = emojiIconName(twemoji, entry.hexcode);
    if (!icon || !indexIcon('twemoji', icon)) continue;
    const spanish = es.get(entry.hexcode);
    const words = [
      ...new Set([entry.label, ...(entry.tags ?? []), spanish?.label, ...(spanish?.tags ?? [])]),
    ].filter((word): word is string => typeof word === 'string' && word !== '');
    emojis.push({
      no: emojis.length + 1,
      codes: entry.hexcode.toLowerCase(),
      char: entry.emoji,
      name: entry.label,
      name_es: spanish?.label ?? entry.label,
      keywords: words.join(' | '),
      url: iconPath('twemoji', icon),
      key: searchKey(words.join(' | ')),
    });
  }

  for (const sticker of INSTAGRAM_STICKERS) indexIcon(STICKER_ICON_SET, sticker);
  indexIcon(DEFAULT_ILLUSTRATION_ICON.set, DEFAULT_ILLUSTRATION_ICON.name);

  return { iconsOf, emojis, svgs };
}

let catalogue: Catalogue | null = null;

/** The catalogue, built on first use and kept for the life of the process. */
export function getCatalogue(): Catalogue {
  catalogue ??= buildCatalogue();
  return catalogue;
}

/** The SVG text of a served icon, or null for a set or name that is not in the catalogue. */
export function iconSvg(set: string, name: string): string | null {
  if (!isIconSet(set) || !ICON_NAME.test(name)) return null;
  return getCatalogue().svgs.get(`${set}/${name}`) ?? null;
}

const pageOf = <T>(items: readonly T[], page: number, size: number) =>
  items.slice((page - 1) * size, page * size);

/**
 * A page of a category's icons, named in `lang`. A search looks through every category, in English and
 * Spanish, with or without accents ("corazon" finds "corazón"): the open category's matches first, then the
 * others' (issue 24). Null for an unknown category.
 */
export function searchIcons(
  category: string,
  query: string,
  page: number,
  size: number,
  lang: Locale = 'en',
): IconItem[] | null {
  const { iconsOf } = getCatalogue();
  const terms = searchKey(query).trim();
  const open = iconsOf.get(category === '' ? FEATURED_CATEGORY_ID : category);
  if (!open) return null;
  let icons = open;
  if (terms !== '') {
    const seen = new Set<string>();
    icons = [open, ...ICON_CATEGORIES.map((definition) => iconsOf.get(definition.id)!)]
      .flat()
      .filter((icon) => icon.key.includes(terms) && !seen.has(icon.id) && seen.add(icon.id));
  }
  return pageOf(icons, page, size).map((icon) => {
    const { id, name, url, kind } = inLanguage(icon, lang);
    return { id, name, url, kind };
  });
}

/**
 * A page of the emojis whose name or keywords (English or Spanish) hold every word of the query, named in
 * `lang` (issue 24).
 */
export function searchEmojis(query: string, page: number, size: number, lang: Locale = 'en'): EmojiEntry[] {
  const terms = searchKey(query).trim();
  const words = terms.split(/\s+/).filter(Boolean);
  const matching = getCatalogue().emojis.filter((emoji) => words.every((word) => emoji.key.includes(word)));
  // Best first: the name itself, then a keyword equal to the query, then the rest in catalogue order.
  const rank = (emoji: IndexedEmoji) => {
    if (searchKey(emoji.name) === terms || searchKey(emoji.name_es) === terms) return 0;
    return emoji.key.split(' | ').includes(terms) ? 1 : 2;
  };
  const ranked = terms === '' ? matching : [...matching].sort((a, b) => rank(a) - rank(b));
  return pageOf(ranked, page, size).map((emoji) => inLanguage(emoji, lang));
}
