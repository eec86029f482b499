import {
  checkCustomLayout,
  customLayout,
  findLayout,
  getLayout,
  type PageDocument,
  type Layout,
} from '@lienzo/core';

export type LayoutChoice = string | { width: number; height: number; name?: string };

/**
 * A custom layout size outside 100–1500 (SPEC §5). `reason` is the core check's error code; the UI shows
 * its alert 'min 100, max 1500'. A RangeError, as every refused argument of the engine is.
 */
export class InvalidLayoutError extends RangeError {
  override readonly name = 'InvalidLayoutError';
  constructor(
    readonly reason: 'size_out_of_range',
    readonly size: { width: number; height: number },
  ) {
    super(`A custom layout must be 100 to 1500 wide and high, not ${size.width}×${size.height}`);
  }
}

/** The catalogue layout of a key, or a checked custom size (its empty name becomes "Custom Layout"). */
export function resolveLayout(choice: LayoutChoice): Layout {
  if (typeof choice === 'string') return getLayout(choice);
  const check = checkCustomLayout({ name: choice.name ?? '', width: choice.width, height: choice.height });
  if (check.error) throw new InvalidLayoutError(check.error, { width: choice.width, height: choice.height });
  return customLayout(choice.width, choice.height, check.name);
}

/** The catalogue entry of a document's layout, or a custom one of the same size and name. */
export function layoutOfRef(ref: PageDocument['layout']): Layout {
  const known = findLayout(ref.key);
  if (known && known.sizes[0] === ref.width && known.sizes[1] === ref.height) return known;
  return { ...customLayout(ref.width, ref.height, ref.name), key: ref.key };
}
