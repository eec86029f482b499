import type { ScheduledPost, SignInError, TemplateSummary } from '@lienzo/core';
import { create } from 'zustand';
import type { TemplateFilterValues } from '../drawers/templates/TemplateFilters';
import type { ScheduleSubject } from '../schedule/scheduleSubject';

export type ModalState =
  | { name: 'signin'; then?: 'save'; error?: SignInError }
  | { name: 'account-created'; then?: 'save' }
  | { name: 'share-scheduler-signin' }
  | { name: 'welcome-guide' }
  | { name: 'save' }
  | { name: 'share' }
  | { name: 'download' }
  /** A new post of the design, or, with `post`, a change to a scheduled one. */
  | { name: 'schedule'; subject: ScheduleSubject; post?: ScheduledPost }
  | { name: 'saving' }
  | { name: 'init-error' }
  | { name: 'custom-layout' }
  /** Magic resize (issue 23): the design's other sizes, and copies made in more. */
  | { name: 'resize-copies' }
  | { name: 'upgrade'; feature: 'custom_layout' }
  /** The discover board; `filters` when coming back from a preview, so the board is as it was left. */
  | { name: 'discover'; filters?: TemplateFilterValues }
  /** A template of the discover board; `filters` are the board's, for 'Back to Explore'. */
  | { name: 'image-preview'; template: TemplateSummary; filters: TemplateFilterValues }
  | { name: 'alert'; title: string; text?: string }
  | {
      name: 'confirm';
      title: string;
      text: string;
      confirmLabel: string;
      /** The way out, when "Cancel" would be confusing (cancelling a post). */
      cancelLabel?: string;
      onConfirm: () => void;
      /** Where Cancel, Escape or the close button lead instead of nowhere (back to the modal that asked). */
      onCancel?: () => void;
    }
  | { name: 'draft-restore'; savedAt: number; onRestore: () => void; onDiscard: () => void };

interface ModalStore {
  modal: ModalState | null;
  /** Showing one modal hides any open one (SPEC §2 modal rules). */
  open(modal: ModalState): void;
  close(): void;
}

export const useModalStore = create<ModalStore>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));

export const openModal = (modal: ModalState) => useModalStore.getState().open(modal);
export const closeModal = () => useModalStore.getState().close();
