// Design thumbnails at the size the grids show them (issue 22): their names, addresses and pixel sizes.
import { THUMBNAIL_BOXES, THUMBNAIL_DENSITIES, type ThumbnailBox, type ThumbnailDensity } from '../constants';

/** A thumbnail's name in its address and storage key: `grid-1x`, `board-2x`. */
export type ThumbnailVariant = `${ThumbnailBox}-${ThumbnailDensity}x`;

export function thumbnailVariant(box: ThumbnailBox, density: ThumbnailDensity): ThumbnailVariant {
  return `${box}-${density}x`;
}

/** Every variant there is, by its name. */
export const THUMBNAIL_VARIANTS: ReadonlyMap<
  ThumbnailVariant,
  { box: ThumbnailBox; density: ThumbnailDensity }
> = new Map(
  (Object.keys(THUMBNAIL_BOXES) as ThumbnailBox[]).flatMap((box) =>
    THUMBNAIL_DENSITIES.map((density) => [thumbnailVariant(box, density), { box, density }] as const),
  ),
);

/**
 * The same-site address of a design's thumbnail, `/designs/{hash}_{variant}`: WebP or PNG as the browser's
 * Accept header says, so it has no extension.
 */
export function designThumbnailPath(hash: string, box: ThumbnailBox, density: ThumbnailDensity): string {
  return `/designs/${encodeURIComponent(hash)}_${thumbnailVariant(box, density)}`;
}

/** The box a variant's picture fits in, in pixels: the grid's box times the density. */
export function thumbnailBounds(
  box: ThumbnailBox,
  density: ThumbnailDensity,
): { width: number; height: number } {
  const { width, height } = THUMBNAIL_BOXES[box];
  return { width: width * density, height: height * density };
}

/** The size a `size` picture gets in a variant: fitted inside its bounds, proportions kept, never enlarged. */
export function thumbnailSize(
  size: { width: number; height: number },
  box: ThumbnailBox,
  density: ThumbnailDensity,
): { width: number; height: number } {
  const bounds = thumbnailBounds(box, density);
  const scale = Math.min(1, bounds.width / size.width, bounds.height / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
