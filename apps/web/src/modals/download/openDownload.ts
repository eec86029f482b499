import i18next from 'i18next';
import { notify } from '../../notify/notify';
import { useAppStore } from '../../state/appStore';
import { openModal } from '../../state/modalStore';

/** The header's Download (SPEC §2, §4): the download modal for a saved, untouched design; else the §4 message. */
export function openDownload(): void {
  const { saved, touched, design } = useAppStore.getState();
  if (!saved || touched || !design) {
    notify(i18next.t('download.save_first'));
    return;
  }
  openModal({ name: 'download' });
}
