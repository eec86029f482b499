import { useCallback, useEffect, useState } from 'react';

export type PagedStatus = 'loading' | 'ready' | 'finished' | 'failed';

interface Pages<T> {
  /** Which search these pages belong to. */
  key: string;
  items: T[];
  page: number;
  status: PagedStatus;
}

async function fetchOne<T>(
  fetchPage: (page: number) => Promise<{ items: T[] }>,
  page: number,
  pageSize: number,
): Promise<{ items: T[]; status: PagedStatus }> {
  try {
    const { items } = await fetchPage(page);
    return { items, status: items.length < pageSize ? 'finished' : 'ready' };
  } catch {
    return { items: [], status: page === 1 ? 'failed' : 'finished' };
  }
}

/**
 * Pages of a catalogue search (icons, emojis): page 1 whenever `key` changes, one page more on `loadMore`
 * (the "View more" action, SPEC §2); finished when a page is short or fails. `fetchPage` must be the
 * fetch of `key`'s search.
 */
export function usePagedItems<T>(
  key: string,
  fetchPage: (page: number) => Promise<{ items: T[] }>,
  pageSize: number,
): { items: T[]; status: PagedStatus; loadMore: () => void } {
  const [pages, setPages] = useState<Pages<T>>({ key: '\u0000', items: [], page: 0, status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void fetchOne(fetchPage, 1, pageSize).then(({ items, status }) => {
      if (!cancelled) setPages({ key, items, page: 1, status });
    });
    return () => {
      cancelled = true;
    };
    // A new search is a new key; the fetch function is the key's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pageSize]);

  const current: Pages<T> = pages.key === key ? pages : { key, items: [], page: 0, status: 'loading' };

  const loadMore = useCallback(() => {
    if (current.status !== 'ready') return;
    const next = current.page + 1;
    setPages((previous) => ({ ...previous, status: 'loading' }));
    void fetchOne(fetchPage, next, pageSize).then(({ items, status }) => {
      setPages((previous) =>
        previous.key === key ? { key, items: [...previous.items, ...items], page: next, status } : previous,
      );
    });
  }, [current.status, current.page, fetchPage, pageSize, key]);

  return { items: current.items, status: current.status, loadMore };
}
