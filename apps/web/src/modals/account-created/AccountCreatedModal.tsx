import { useTranslation } from 'react-i18next';
import { requestSave } from '../../save/saveFlow';
import { closeModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';

/**
 * SPEC §2/§4 account-created: shown once, on first login. 'Start editing' — or closing it any other way — goes on
 * with what the sign-in interrupted (a save).
 */
export function AccountCreatedModal({ then }: { then?: 'save' }) {
  const { t } = useTranslation();
  const start = () => {
    closeModal();
    if (then === 'save') requestSave();
  };
  return (
    <ModalFrame
      title={t('account_created.title')}
      description={t('account_created.text')}
      className="account-created-modal"
      onClose={start}
    >
      <button type="button" className="button button--primary button--wide" onClick={start}>
        {t('account_created.start')}
      </button>
    </ModalFrame>
  );
}
