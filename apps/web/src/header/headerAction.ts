import type { IconName } from '../icons/Icon';

/** One header command, drawn as a button on desktop and as a menu item in the phone's "More" menu. */
export interface HeaderAction {
  id: string;
  label: string;
  onSelect?: () => void;
  /** Why it cannot act now (shown on hover and focus, said when pressed), or null/undefined when it can. */
  reason?: string | null;
  /** For toggles (the video switch): pressed or not. */
  pressed?: boolean;
  icon?: IconName;
}
