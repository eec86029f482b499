import i18next from 'i18next';
import { notify } from '../../notify/notify';
import { needsSchedulerSignIn } from '../../share/schedulerSignIn';
import { useAppStore } from '../../state/appStore';
import { openModal } from '../../state/modalStore';

/**
 * The header's Share (SPEC §2, §4): a visitor is asked to sign in first (the share-to-scheduler prompt); a
 * signed-in user gets the share modal for a saved, untouched design, else the §4 message.
 */
export function openShare(): void {
  if (needsSchedulerSignIn()) return;
  const { saved, touched, design } = useAppStore.getState();
  if (!saved || touched || !design) {
    notify(i18next.t('share.save_first'));
    return;
  }
  openModal({ name: 'share' });
}
