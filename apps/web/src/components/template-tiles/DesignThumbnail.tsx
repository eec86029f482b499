import { THUMBNAIL_BOXES, thumbnailSize, type ThumbnailBox } from '@lienzo/core';
import { designThumbnailUrl } from '../../api/client';

/**
 * A design's thumbnail made for the grid it is in (`box`, issue 22), at its own proportions: the 1× copy, or the
 * 2× one on a dense screen, WebP where the browser takes it. Loaded when near the view, decoded off the main
 * thread; its size is known before it loads, so nothing moves. Decorative (its tile carries the name).
 */
export function DesignThumbnail({
  className,
  design,
  box,
}: {
  className: string;
  /**
   * Without its size (a scheduled post knows only the hash), the box's own size is given. Its updated_at, when
   * known, puts the save in the address: a new save shows at once (see designThumbnailUrl).
   */
  design: { hash: string; width?: number; height?: number; updated_at?: string };
  box: ThumbnailBox;
}) {
  const { width, height } =
    design.width && design.height
      ? thumbnailSize({ width: design.width, height: design.height }, box, 1)
      : THUMBNAIL_BOXES[box];
  const oneX = designThumbnailUrl(design.hash, box, 1, design.updated_at);
  return (
    <img
      className={className}
      src={oneX}
      srcSet={`${oneX} 1x, ${designThumbnailUrl(design.hash, box, 2, design.updated_at)} 2x`}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
    />
  );
}
