import type { IconName } from '../icons/Icon';

/** One header command, drawn as a button on desktop and as a menu item in the phone's "More" menu. */
export interface HeaderAction {
  id: string;
  label: string;
  onSelect?: () => void;
  disabled?: boolean;
  /** For toggles (the video switch): pressed or not. */
  pressed?: boolean;
  icon?: IconName;
}
