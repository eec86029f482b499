import { useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';

export interface ConfirmTexts {
  title: string;
  text: string;
  confirmLabel: string;
}

/**
 * SPEC §4: unsaved changes are confirmed before a template, a blank design or another saved design replaces them.
 * `onCancel` leads back when the confirm replaced another modal.
 */
export function confirmIfTouched(open: () => void, texts: ConfirmTexts, onCancel?: () => void): void {
  if (!useAppStore.getState().touched) {
    open();
    return;
  }
  openModal({ name: 'confirm', ...texts, onConfirm: open, ...(onCancel ? { onCancel } : {}) });
}
