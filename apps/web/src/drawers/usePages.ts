import { useCallback, useEffect, useRef, useState } from 'react';

export type PagesStatus = 'loading' | 'ready' | 'finished' | 'failed';

interface Pages<T> {
  /** Which list these pages belong to (a folder, a query, a version after a change). */
  key: string;
  items: T[];
  page: number;
  status: PagesStatus;
}

async function fetchPage<T>(
  fetcher: (page: number) => Promise<T[]>,
  page: number,
  pageSize: number,
): Promise<{ items: T[]; status: PagesStatus }> {
  try {
    const items = await fetcher(page);
    return { items, status: items.length < pageSize ? 'finished' : 'ready' };
  } catch {
    return { items: [], status: page === 1 ? 'failed' : 'finished' };
  }
}

/**
 * A paged list (SPEC §4 gallery rules, also used by the image search and uploads): page 1 first, then one page
 * more on request; finished when a page is short, empty or fails. A new `key` starts again from page 1.
 * `update` changes the loaded items in place (an upload added first, a deleted one removed).
 */
export function usePages<T>(
  enabled: boolean,
  key: string,
  pageSize: number,
  fetcher: (page: number) => Promise<T[]>,
) {
  const [pages, setPages] = useState<Pages<T>>({ key: '', items: [], page: 0, status: 'loading' });
  // The latest fetcher, without making every render a new list; updated before the loading effect runs.
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void fetchPage(fetcherRef.current, 1, pageSize).then(({ items, status }) => {
      if (!cancelled) setPages({ key, items, page: 1, status });
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, key, pageSize]);

  const current: Pages<T> = pages.key === key ? pages : { key, items: [], page: 0, status: 'loading' };

  const loadMore = useCallback(() => {
    if (current.status !== 'ready') return;
    const next = current.page + 1;
    setPages((previous) => ({ ...previous, status: 'loading' }));
    void fetchPage(fetcherRef.current, next, pageSize).then(({ items, status }) => {
      setPages((previous) =>
        previous.key === key ? { key, items: [...previous.items, ...items], page: next, status } : previous,
      );
    });
  }, [current.status, current.page, key, pageSize]);

  const update = useCallback(
    (change: (items: T[]) => T[]) => {
      setPages((previous) =>
        previous.key === key ? { ...previous, items: change(previous.items) } : previous,
      );
    },
    [key],
  );

  return { items: current.items, status: current.status, loadMore, update };
}
