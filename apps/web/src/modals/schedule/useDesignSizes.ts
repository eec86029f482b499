import { useEffect, useState } from 'react';
import type { DesignSize } from '@lienzo/core';
import { api } from '../../api/client';

/** The sizes of a saved design (magic resize, issue 23): [] until known, or when they cannot be listed. */
export function useDesignSizes(designId: number | null): DesignSize[] {
  const [sizes, setSizes] = useState<DesignSize[]>([]);
  useEffect(() => {
    if (designId === null) return;
    let live = true;
    api.designSizes(designId).then(
      ({ items }) => live && setSizes(items),
      // Without the list the post is of this design alone, as for any design.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [designId]);
  return sizes;
}
