import { create } from 'zustand';

/** SPEC §2: the header hides once the canvas area scrolls past 120 and returns below 10. */
export const HEADER_HIDE_AFTER = 120;
export const HEADER_SHOW_BELOW = 10;

/** Whether the header is hidden after a scroll to `scrollTop`; between the two limits nothing changes. */
export function nextHeaderHidden(hidden: boolean, scrollTop: number): boolean {
  if (scrollTop > HEADER_HIDE_AFTER) return true;
  if (scrollTop < HEADER_SHOW_BELOW) return false;
  return hidden;
}

export const useHeaderVisibility = create<{ hidden: boolean }>()(() => ({ hidden: false }));

/** Called by the canvas area when it scrolls. */
export function canvasScrolled(scrollTop: number): void {
  const { hidden } = useHeaderVisibility.getState();
  const next = nextHeaderHidden(hidden, scrollTop);
  if (next !== hidden) useHeaderVisibility.setState({ hidden: next });
}
