import i18next from 'i18next';
import { notify } from '../../notify/notify';
import { useAppStore } from '../../state/appStore';
import { openModal } from '../../state/modalStore';

/**
 * Copies in other sizes (issue 23) are made of the design as saved and joined to it: a visitor is asked to sign
 * in, an unsaved or changed design to be saved first.
 */
export function openResizeCopies(): void {
  const { saved, touched, design, user } = useAppStore.getState();
  if (!user) {
    openModal({ name: 'signin' });
    return;
  }
  if (!saved || touched || !design) {
    notify(i18next.t('resize_copies.save_first'));
    return;
  }
  openModal({ name: 'resize-copies' });
}
