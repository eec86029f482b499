import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IconKind } from '@lienzo/core';

/** The part of an iconify JSON icon set (https://iconify.design/docs/types/iconify-json.html) we read. */
interface IconifyIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  rotate?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}
interface IconifyAlias extends Omit<IconifyIcon, 'body'> {
  parent: string;
}
export interface IconifySet {
  prefix: string;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, IconifyAlias>;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

/** The installed sets we draw from; their licences are recorded in docs/THIRD_PARTY.md. */
export const ICON_SETS = [
  'twemoji',
  'fluent-emoji-flat',
  'mdi',
  'ph',
  'simple-icons',
  'tabler',
  'wi',
  'vscode-icons',
  'logos',
  'game-icons',
] as const;
export type IconSetName = (typeof ICON_SETS)[number];

/** Sets drawn in several colours: their icons are illustrations, the others' single-colour vectors. */
const MULTI_COLOUR_SETS: ReadonlySet<IconSetName> = new Set([
  'twemoji',
  'fluent-emoji-flat',
  'vscode-icons',
  'logos',
]);

export function iconKindOf(set: IconSetName): IconKind {
  return MULTI_COLOUR_SETS.has(set) ? 'illustration' : 'vector';
}

const require = createRequire(import.meta.url);

/** Reads a whole set from node_modules (several MB each: only while an index is being built). */
export function readIconSet(name: IconSetName): IconifySet {
  return JSON.parse(readFileSync(require.resolve(`@iconify-json/${name}/icons.json`), 'utf8')) as IconifySet;
}

/** Emoji code points ("1f600", "2764-fe0f") to icon names of an emoji set. */
export function readIconChars(name: 'twemoji' | 'fluent-emoji-flat'): Record<string, string> {
  return JSON.parse(readFileSync(require.resolve(`@iconify-json/${name}/chars.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** Whether a set holds `name` as an icon or an alias of one. */
export function hasIcon(set: IconifySet, name: string): boolean {
  return Object.hasOwn(set.icons, name) || Object.hasOwn(set.aliases ?? {}, name);
}

/** An icon with every default filled in and its aliases followed; null when the set lacks it. */
function resolveIcon(set: IconifySet, name: string, depth = 0): Required<IconifyIcon> | null {
  if (depth > 8) return null;
  const own = Object.hasOwn(set.icons, name) ? set.icons[name] : undefined;
  if (own) {
    return {
      body: own.body,
      left: own.left ?? set.left ?? 0,
      top: own.top ?? set.top ?? 0,
      width: own.width ?? set.width ?? 16,
      height: own.height ?? set.height ?? 16,
      rotate: own.rotate ?? 0,
      hFlip: own.hFlip ?? false,
      vFlip: own.vFlip ?? false,
    };
  }
  const alias = set.aliases && Object.hasOwn(set.aliases, name) ? set.aliases[name] : undefined;
  if (!alias) return null;
  const parent = resolveIcon(set, alias.parent, depth + 1);
  if (!parent) return null;
  return {
    ...parent,
    left: alias.left ?? parent.left,
    top: alias.top ?? parent.top,
    width: alias.width ?? parent.width,
    height: alias.height ?? parent.height,
    // Transformations add up along the alias chain, as iconify's own resolver does.
    rotate: (parent.rotate + (alias.rotate ?? 0)) % 4,
    hFlip: parent.hFlip !== (alias.hFlip ?? false),
    vFlip: parent.vFlip !== (alias.vFlip ?? false),
  };
}

/**
 * A standalone SVG document of one icon: the body in a viewBox of its size, flips and quarter turns as
 * a transform, `currentColor` (monochrome sets) resolved to black so the picture has a colour of its own.
 */
export function iconToSvg(set: IconifySet, name: string): string | null {
  const icon = resolveIcon(set, name);
  if (!icon) return null;
  let { left, top, width, height } = icon;
  const transforms: string[] = [];
  if (icon.hFlip || icon.vFlip) {
    transforms.push(
      `translate(${icon.hFlip ? 2 * left + width : 0} ${icon.vFlip ? 2 * top + height : 0})`,
      `scale(${icon.hFlip ? -1 : 1} ${icon.vFlip ? -1 : 1})`,
    );
  }
  if (icon.rotate !== 0) {
    const cx = left + width / 2;
    const cy = top + height / 2;
    transforms.unshift(`rotate(${icon.rotate * 90} ${cx} ${cy})`);
    if (icon.rotate % 2 === 1) {
      // A quarter turn swaps the box: keep it centred on the same point.
      [left, top, width, height] = [cx - height / 2, cy - width / 2, height, width];
    }
  }
  const body = icon.body.replaceAll('currentColor', '#000000');
  const content = transforms.length ? `<g transform="${transforms.join(' ')}">${body}</g>` : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}">${content}</svg>`
  );
}
