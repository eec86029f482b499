import { CUSTOM_LAYOUT_LIMITS } from '../constants';
import type { Layout } from './catalogue';

export const CUSTOM_LAYOUT_DEFAULT_NAME = 'Custom Layout';

export type CustomLayoutProblem = 'size_out_of_range' | 'name_required';

export interface CustomLayoutCheck {
  /** The size is refused: the alert 'min 100, max 1500' is shown and nothing is saved. */
  error: 'size_out_of_range' | null;
  /** An empty name is only a warning: the layout is saved as "Custom Layout" (SPEC §5). */
  warning: 'name_required' | null;
  name: string;
}

export function checkCustomLayout(input: { name: string; width: number; height: number }): CustomLayoutCheck {
  const inRange = (value: number) =>
    Number.isInteger(value) && value >= CUSTOM_LAYOUT_LIMITS.min && value <= CUSTOM_LAYOUT_LIMITS.max;
  const name = input.name.trim();
  return {
    error: inRange(input.width) && inRange(input.height) ? null : 'size_out_of_range',
    warning: name ? null : 'name_required',
    name: name || CUSTOM_LAYOUT_DEFAULT_NAME,
  };
}

/** The layout record of a custom size; its key contains "custom" (SPEC §3). */
export function customLayout(width: number, height: number, name = CUSTOM_LAYOUT_DEFAULT_NAME): Layout {
  return {
    key: `custom.${width}x${height}`,
    name,
    network: 'custom',
    type: 'custom',
    group: 'custom',
    sizes: [width, height],
  };
}

export function isCustomLayoutKey(key: string): boolean {
  return key.includes('custom');
}

const HASH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A saved custom layout's hash: 'custom.' plus 13 random characters (SPEC §3). */
export function customLayoutHash(random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < 13; i++) suffix += HASH_ALPHABET[Math.floor(random() * HASH_ALPHABET.length)];
  return `custom.${suffix}`;
}

/** What `customLayoutHash` makes; the server accepts no other saved layout hash. */
export const CUSTOM_LAYOUT_HASH = /^custom\.[a-z0-9]{13}$/;
