import type { LayerRow } from './useLayerRows';
import { useThumbnail } from './useThumbnail';
import './LayerLabel.css';

/**
 * A layer as the layers panel and the timeline name it: its thumbnail (its name's first letter until the
 * thumbnail is drawn, or when it cannot be) and its name.
 */
export function LayerLabel({ row }: { row: Pick<LayerRow, 'name' | 'thumbnailKey' | 'records'> }) {
  const thumbnail = useThumbnail(row);
  return (
    <>
      {thumbnail ? (
        <img className="layer-label__thumb" src={thumbnail} alt="" />
      ) : (
        <span className="layer-label__thumb layer-label__thumb--mark" aria-hidden="true">
          {[...row.name.trim()][0]?.toUpperCase() ?? ''}
        </span>
      )}
      {/* A long name ends in an ellipsis; the title gives it whole. */}
      <span className="layer-label__name" title={row.name}>
        {row.name}
      </span>
    </>
  );
}
