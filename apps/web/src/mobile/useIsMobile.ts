import { useSyncExternalStore } from 'react';
import { isMobile } from './isMobile';

/** Calls `onChange` whenever the window is resized; returns the way to stop. */
export function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = () => isMobile(window.innerWidth, navigator.userAgent);

/** Whether the editor runs in mobile mode (one tool at a time), following the window size. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeToResize, snapshot, () => false);
}
