import { useEffect, useState } from 'react';
import type { DesignObject } from '@lienzo/core';
import { currentEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';
import { keptThumbnail, thumbnailOf } from './thumbnails';

/** What a row needs to show its layer's picture: the records drawn, and the key they are kept under. */
export interface ThumbnailSource {
  thumbnailKey: string;
  records: readonly DesignObject[];
}

// requestIdleCallback is missing in some browsers (Safari): a short timeout stands in.
const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 16);
  return () => clearTimeout(handle);
};

/**
 * A layer's thumbnail: the kept one at once, else drawn when the browser is idle (issue 22: no work on a
 * change beyond the changed objects, none for rows out of view, which are not rendered). Null meanwhile.
 */
export function useThumbnail({ thumbnailKey, records }: ThumbnailSource): string | null {
  const assetsDrawn = useEditorStore((state) => state.assetsDrawn);
  const [drawn, setDrawn] = useState<{ records: readonly DesignObject[]; url: string | null } | null>(null);
  const kept = keptThumbnail(thumbnailKey, records);
  useEffect(() => {
    if (kept !== undefined) return;
    return whenIdle(() => {
      const engine = currentEngine();
      if (engine) setDrawn({ records, url: thumbnailOf(engine, thumbnailKey, records) });
    });
    // assetsDrawn: a picture arrived and its thumbnail was forgotten: draw it again.
  }, [kept, thumbnailKey, records, assetsDrawn]);
  if (kept !== undefined) return kept;
  return drawn?.records === records ? drawn.url : null;
}
