import type { LayerRow } from './useLayerRows';
import './LayerLabel.css';

/** A layer as the layers panel and the timeline name it: its thumbnail (a blank tile without one) and name. */
export function LayerLabel({ row }: { row: Pick<LayerRow, 'name' | 'thumbnail'> }) {
  return (
    <>
      {row.thumbnail ? (
        <img className="layer-label__thumb" src={row.thumbnail} alt="" />
      ) : (
        <span className="layer-label__thumb" aria-hidden="true" />
      )}
      <span className="layer-label__name">{row.name}</span>
    </>
  );
}
