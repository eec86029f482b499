import i18next from 'i18next';
import { confirmIfTouched } from '../../design/confirmIfTouched';
import { notifyError } from '../../notify/notify';
import { loadTemplate } from './loadTemplate';

/**
 * Opens a template in the editor (the templates drawer, the discover board's preview), after the
 * 'Edit Template?' confirm when the design has unsaved changes (SPEC §2, §4); cancelling it runs `onCancel`.
 */
export function openTemplate(hash: string, onCancel?: () => void): void {
  confirmIfTouched(
    () =>
      void loadTemplate(hash).then((loaded) => {
        if (!loaded) notifyError(i18next.t('templates.load_failed'));
      }),
    {
      title: i18next.t('templates.load_title'),
      text: i18next.t('templates.start_text'),
      confirmLabel: i18next.t('templates.load_confirm'),
    },
    onCancel,
  );
}
