import { useTranslation } from 'react-i18next';
import { closeModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';

/** An alert with one way out (SPEC §8 "Something went wrong!", §5 validation alerts). */
export function AlertDialog({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={title} description={text} className="alert-dialog">
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={closeModal}>
          {t('alerts.ok')}
        </button>
      </div>
    </ModalFrame>
  );
}
