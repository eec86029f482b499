import type { SignInError } from '@lienzo/core';
import { create } from 'zustand';

export type ModalState =
  | { name: 'signin'; then?: 'save'; error?: SignInError }
  | { name: 'account-created'; then?: 'save' }
  | { name: 'share-scheduler-signin' }
  | { name: 'welcome-guide' }
  | { name: 'save' }
  | { name: 'share' }
  | { name: 'download' }
  | { name: 'saving' }
  | { name: 'init-error' }
  | { name: 'custom-layout' }
  | { name: 'upgrade'; feature: 'custom_layout' }
  | { name: 'alert'; title: string; text?: string }
  | { name: 'confirm'; title: string; text: string; confirmLabel: string; onConfirm: () => void }
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
