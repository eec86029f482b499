import { useTranslation } from 'react-i18next';
import { openModal } from '../../state/modalStore';

/** What a drawer of the user's own things shows a visitor: why it is empty and a way to sign in. */
export function SignedOutPrompt({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <p>{message ?? t('gallery.signed_out')}</p>
      <button type="button" className="button button--primary" onClick={() => openModal({ name: 'signin' })}>
        {t('gallery.sign_in')}
      </button>
    </div>
  );
}
