import { useTranslation } from 'react-i18next';
import { completeSignIn } from '../../auth/completeSignIn';
import { ProviderButtons } from '../../auth/ProviderButtons';
import { useAuthProviders } from '../../auth/useAuthProviders';
import { openModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';

/**
 * SPEC §1/§2 share-to-scheduler sign-in: a visitor who asks to share is offered Twitter (offered only here, and
 * only when the server has it configured) or an email account.
 */
export function ShareSchedulerSignInModal() {
  const { t } = useTranslation();
  const twitter = useAuthProviders().filter((provider) => provider === 'twitter');
  return (
    <ModalFrame
      title={t('share_scheduler.title')}
      description={t('share_scheduler.text')}
      className="share-scheduler-modal"
    >
      <div className="form">
        <ProviderButtons
          providers={twitter}
          onSignedIn={(me) => void completeSignIn(me, { created: false })}
        />
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
