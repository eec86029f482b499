import { useTranslation } from 'react-i18next';
import { loginUrl } from '../../auth/loginUrl';
import { openModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';

/** Where the browser comes back after signing in: the editor as it is now (its hash route). */
function currentPlace(): string {
  return `/${window.location.search}${window.location.hash}`;
}

/**
 * SPEC §1/§2 share-to-scheduler sign-in: a visitor who asks to share is offered Twitter (offered only here)
 * or an email account.
 */
export function ShareSchedulerSignInModal() {
  const { t } = useTranslation();
  return (
    <ModalFrame
      title={t('share_scheduler.title')}
      description={t('share_scheduler.text')}
      className="share-scheduler-modal"
    >
      <div className="form">
        <a className="button button--primary button--wide" href={loginUrl('twitter', currentPlace())}>
          {t('share_scheduler.twitter')}
        </a>
        <button
          type="button"
          className="button button--outline button--wide"
          onClick={() => openModal({ name: 'signin' })}
        >
          {t('share_scheduler.email')}
        </button>
      </div>
    </ModalFrame>
  );
}
