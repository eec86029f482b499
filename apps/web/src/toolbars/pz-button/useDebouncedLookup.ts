import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@lienzo/core';

/** Where a debounced lookup stands for the current query. */
export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: T }
  | { status: 'failed'; error: unknown };

interface Answer<T> {
  query: string;
  outcome: { ok: true; result: T } | { ok: false; error: unknown };
}

/**
 * Looks `query` up once typing pauses for 500 ms (SPEC §5): one call per pause, none for an empty query, and
 * an answer that arrives after the query changed is ignored. `onDone` hears each answer that still counts.
 */
export function useDebouncedLookup<T>(
  query: string,
  lookup: (query: string) => Promise<T>,
  onDone?: (query: string, result: T) => void,
): LookupState<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const latest = useRef({ lookup, onDone });
  useEffect(() => {
    latest.current = { lookup, onDone };
  });

  useEffect(() => {
    if (query === '') return;
    let current = true;
    const timer = setTimeout(() => {
      latest.current.lookup(query).then(
        (result) => {
          if (!current) return;
          setAnswer({ query, outcome: { ok: true, result } });
          latest.current.onDone?.(query, result);
        },
        (error: unknown) => {
          if (current) setAnswer({ query, outcome: { ok: false, error } });
        },
      );
    }, TIMINGS.searchDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  if (query === '') return { status: 'idle' };
  if (answer?.query !== query) return { status: 'pending' };
  return answer.outcome.ok
    ? { status: 'done', result: answer.outcome.result }
    : { status: 'failed', error: answer.outcome.error };
}
