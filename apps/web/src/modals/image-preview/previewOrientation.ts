export type PreviewOrientation = 'landscape' | 'portrait';

/**
 * SPEC §2 image preview: the layout follows the picture's aspect ratio. Wider than tall is landscape (the
 * picture across the top, the details below); square and taller are portrait (the picture beside the
 * details). Null when the sizes are not those of a decoded picture (0 for one that failed).
 */
export function previewOrientation(naturalWidth: number, naturalHeight: number): PreviewOrientation | null {
  const usable = (size: number) => Number.isFinite(size) && size > 0;
  if (!usable(naturalWidth) || !usable(naturalHeight)) return null;
  return naturalWidth > naturalHeight ? 'landscape' : 'portrait';
}
