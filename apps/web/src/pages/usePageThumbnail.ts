import { useEffect, useState } from 'react';
import type { DesignPage } from '@lienzo/core';
import { currentEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';

/** The longer side of a page thumbnail in the strip, in pixels (drawn at twice the shown size). */
export const PAGE_THUMBNAIL_SIZE = 112;

/** Thumbnails already drawn, by page record: a page that did not change is not drawn again. */
const drawn = new WeakMap<DesignPage, { url: string; assetsDrawn: number }>();

/**
 * The thumbnail of `page`, drawn by the engine once the browser is idle after the page changed (a typed
 * letter changes the shown page: its thumbnail follows when the typing pauses, not on every key). The last
 * one stays meanwhile; null until the first is drawn.
 */
export function usePageThumbnail(page: DesignPage): string | null {
  const assetsDrawn = useEditorStore((state) => state.assetsDrawn);
  const [last, setLast] = useState<string | null>(null);
  const kept = drawn.get(page);
  const current = kept?.assetsDrawn === assetsDrawn;
  useEffect(() => {
    if (current) return;
    let cancelled = false;
    const draw = () => {
      const engine = currentEngine();
      if (!engine || !engine.getPages().includes(page)) return;
      engine.pageThumbnail(page.id, PAGE_THUMBNAIL_SIZE).then(
        (url) => {
          drawn.set(page, { url, assetsDrawn });
          if (!cancelled) setLast(url);
        },
        // A page deleted or an engine disposed meanwhile: the strip no longer shows it.
        () => {},
      );
    };
    const handle = requestIdleCallback(draw, { timeout: 1000 });
    return () => {
      cancelled = true;
      cancelIdleCallback(handle);
    };
    // assetsDrawn: a picture arrived, so the page looks different now.
  }, [page, assetsDrawn, current]);
  return kept?.url ?? last;
}
