import i18next from 'i18next';
import { track } from '../analytics/analytics';
import { whenEngine } from '../engine/engineRegistry';
import { useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';

/** The header's New: confirm (SPEC §2 reset text), then clear the editor and forget the saved design. */
export function confirmNewDesign(): void {
  openModal({
    name: 'confirm',
    title: i18next.t('confirm.reset_title'),
    text: i18next.t('confirm.reset_text'),
    confirmLabel: i18next.t('confirm.reset_confirm'),
    onConfirm: () => {
      void whenEngine().then((engine) => {
        engine.reset();
        useAppStore.getState().designCleared();
        track('design_reset');
      });
    },
  });
}
