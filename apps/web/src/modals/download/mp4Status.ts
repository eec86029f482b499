import { useEffect, useState } from 'react';
import { MP4_PROGRESS_HEADER } from '@lienzo/core';

/** Where the MP4 of a video stands: being checked, being made by the server, there, or not to be had. */
export type Mp4Status = 'checking' | 'preparing' | 'ready' | 'unavailable';

const DEFAULT_RETRY_SECONDS = 5;

/** Seconds a 202 answer asks to wait (Retry-After), within 1–60. */
function retryDelayMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  const bounded = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : DEFAULT_RETRY_SECONDS;
  return bounded * 1000;
}

/** The share of a server MP4 made (0–1) a 202 answer gives in its header; null when it does not say yet. */
export function progressOf(response: Response): number | null {
  const header = response.headers.get(MP4_PROGRESS_HEADER);
  const done = header === null ? Number.NaN : Number(header);
  return Number.isFinite(done) ? Math.min(1, Math.max(0, done)) : null;
}

/**
 * Asks the server (HEAD, so no video is sent) whether the MP4 download is there: 200 ready, 202 still being
 * made (asked again after Retry-After; with how far ffmpeg is, issue 22), anything else none. Stops asking
 * when the modal closes.
 */
export function useMp4Status(url: string | null): { status: Mp4Status; progress: number | null } {
  const [status, setStatus] = useState<Mp4Status>('checking');
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!url) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const response = await fetch(url, { method: 'HEAD', credentials: 'include' }).catch(() => null);
      if (!active) return;
      if (response?.status === 202) {
        setStatus('preparing');
        setProgress(progressOf(response));
        timer = setTimeout(() => void ask(), retryDelayMs(response));
        return;
      }
      setStatus(response?.ok ? 'ready' : 'unavailable');
    };
    void ask();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [url]);
  return { status, progress };
}
