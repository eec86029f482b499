import { designImageUrl } from '../../api/client';

/** A design's 400 px thumbnail at its own proportions, loaded when near; decorative (its tile carries the name). */
export function DesignThumbnail({
  className,
  design,
}: {
  className: string;
  design: { hash: string; width: number; height: number };
}) {
  return (
    <img
      className={className}
      src={designImageUrl(design.hash, 's')}
      alt=""
      loading="lazy"
      width={design.width}
      height={design.height}
    />
  );
}
