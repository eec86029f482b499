import { useCallback, useEffect, useRef, useState } from 'react';

export type PagesStatus = 'loading' | 'ready' | 'finished' | 'failed';

/**
 * One page of a list; `items` shorter than `pageSize` means it was the last. `last` is the last item shown so
 * far, for lists that page after an item (the gallery's cursor) rather than by number.
 */
export type PageFetcher<Item> = (page: number, last: Item | undefined) => Promise<Item[]>;

interface Pages<Item> {
  /** Which list (and list version) these pages belong to. */
  key: string;
  items: Item[];
  page: number;
  status: PagesStatus;
}

async function fetchPage<Item>(
  fetcher: PageFetcher<Item>,
  page: number,
  pageSize: number,
  last?: Item,
): Promise<{ items: Item[]; status: PagesStatus }> {
  try {
    const items = await fetcher(page, last);
    return { items, status: items.length < pageSize ? 'finished' : 'ready' };
  } catch {
    return { items: [], status: page === 1 ? 'failed' : 'finished' };
  }
}

/**
 * A paged list (SPEC §4 gallery rules): page 1 first, then one page more on request; finished when a page
 * is short, empty or fails. A new `key` (another folder, query or version) starts again from page 1; the
 * fetcher is read when a page is asked for, so it may change with the key.
 */
export function usePages<Item>(enabled: boolean, key: string, fetcher: PageFetcher<Item>, pageSize: number) {
  const [pages, setPages] = useState<Pages<Item>>({ key: '', items: [], page: 0, status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void fetchPage(fetcher, 1, pageSize).then(({ items, status }) => {
      if (!cancelled) setPages({ key, items, page: 1, status });
    });
    return () => {
      cancelled = true;
    };
    // The key names the fetcher's inputs: a new fetcher function for the same key is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key, pageSize]);

  const current: Pages<Item> = pages.key === key ? pages : { key, items: [], page: 0, status: 'loading' };

  // A scroll and a click can ask for the next page in the same moment, with what they saw at their last
  // render: the latest pages and one request at a time keep each page fetched (and appended) once.
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  const fetching = useRef(false);

  const loadMore = useCallback(() => {
    const now = latest.current;
    if (now.key !== key || now.status !== 'ready' || fetching.current) return;
    const next = now.page + 1;
    fetching.current = true;
    setPages((previous) => ({ ...previous, status: 'loading' }));
    void fetchPage(fetcher, next, pageSize, now.items.at(-1)).then(({ items, status }) => {
      fetching.current = false;
      setPages((previous) =>
        previous.key === key ? { key, items: [...previous.items, ...items], page: next, status } : previous,
      );
    });
  }, [fetcher, pageSize, key]);

  /** Takes an item out without reloading (a removed favourite, a deleted upload). */
  const remove = useCallback(
    (keep: (item: Item) => boolean) =>
      setPages((previous) =>
        previous.key === key ? { ...previous, items: previous.items.filter(keep) } : previous,
      ),
    [key],
  );

  return { items: current.items, status: current.status, loadMore, remove };
}
