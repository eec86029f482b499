import i18next from 'i18next';
import type { DesignSummary } from '@lienzo/core';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { api } from '../../api/client';
import { currentEngine } from '../../engine/engineRegistry';
import { notify, notifyError } from '../../notify/notify';
import { useAppStore } from '../../state/appStore';
import { openModal } from '../../state/modalStore';

/** A revision no document state ever has: marking it saved leaves the canvas touched (see restoreDraft). */
const NO_REVISION = -1;

/**
 * Deletes one of the user's designs after a confirm. When it is the design on the canvas, the canvas keeps what
 * it shows as a new, unsaved design, so nothing on screen is lost and Save makes a new one.
 */
export function confirmDeleteDesign(
  design: Pick<DesignSummary, 'id' | 'title'>,
  onDeleted: () => void,
): void {
  const t = i18next.t.bind(i18next);
  openModal({
    name: 'confirm',
    title: t('gallery.delete_title'),
    text: t('gallery.delete_text', { title: design.title }),
    confirmLabel: t('gallery.delete_confirm'),
    onConfirm: () =>
      void api.deleteDesign(design.id).then(
        () => {
          if (useAppStore.getState().design?.id === design.id) {
            useAppStore.setState({ design: null, saved: false });
            currentEngine()?.markSaved(NO_REVISION);
          }
          onDeleted();
          notify(t('gallery.deleted', { title: design.title }));
        },
        (error: unknown) => notifyError(`${t('gallery.delete_failed')} ${apiErrorMessage(error, t)}`),
      ),
  });
}
