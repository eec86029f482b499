import { useSyncExternalStore } from 'react';
import { subscribeToResize } from '../mobile/useIsMobile';

/** The narrowest window whose header holds every command, with the longer Spanish labels too. */
export const FULL_HEADER_MIN_WIDTH = 1024;

// Phones (SPEC §9: 770 px at most) are all below it.
const snapshot = () => window.innerWidth < FULL_HEADER_MIN_WIDTH;

/** Whether the header keeps only Undo/Redo and Save in the bar and moves the rest into "More". */
export function useCompactHeader(): boolean {
  return useSyncExternalStore(subscribeToResize, snapshot, () => false);
}
