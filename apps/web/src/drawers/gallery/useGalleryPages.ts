import { useCallback, useEffect, useState } from 'react';
import { GALLERY_PAGE_SIZE, type DesignSummary } from '@lienzo/core';
import { api } from '../../api/client';

export type GalleryStatus = 'loading' | 'ready' | 'finished' | 'failed';

interface Pages {
  /** Which folder and gallery version these pages belong to. */
  key: string;
  items: DesignSummary[];
  page: number;
  status: GalleryStatus;
}

async function fetchPage(
  page: number,
  boardId: number | null,
): Promise<{ items: DesignSummary[]; status: GalleryStatus }> {
  try {
    const { items } = await api.feed({ page, board_id: boardId ?? undefined });
    return { items, status: items.length < GALLERY_PAGE_SIZE ? 'finished' : 'ready' };
  } catch {
    return { items: [], status: page === 1 ? 'failed' : 'finished' };
  }
}

/**
 * The gallery's pages (SPEC §4): page 1 first, then one page more on request; finished when a page is
 * short, empty or fails. Another folder or a new `version` (after a save) starts again from page 1.
 */
export function useGalleryPages(enabled: boolean, boardId: number | null, version: number) {
  const key = `${boardId ?? 'all'}:${version}`;
  const [pages, setPages] = useState<Pages>({ key: '', items: [], page: 0, status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void fetchPage(1, boardId).then(({ items, status }) => {
      if (!cancelled) setPages({ key, items, page: 1, status });
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, boardId, key]);

  const current: Pages = pages.key === key ? pages : { key, items: [], page: 0, status: 'loading' };

  const loadMore = useCallback(() => {
    if (current.status !== 'ready') return;
    const next = current.page + 1;
    setPages((previous) => ({ ...previous, status: 'loading' }));
    void fetchPage(next, boardId).then(({ items, status }) => {
      setPages((previous) =>
        previous.key === key ? { key, items: [...previous.items, ...items], page: next, status } : previous,
      );
    });
  }, [current.status, current.page, boardId, key]);

  return { items: current.items, status: current.status, loadMore };
}
