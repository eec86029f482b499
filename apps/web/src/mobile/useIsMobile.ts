import { useSyncExternalStore } from 'react';
import { isMobile } from './isMobile';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = () => isMobile(window.innerWidth, navigator.userAgent);

/** Whether the editor runs in mobile mode (one tool at a time), following the window size. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
