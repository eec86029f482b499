import { useTranslation } from 'react-i18next';
import { useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';
import { signOut } from './signOut';

/** "Sign in" for visitors; the user's name and "Sign out" once signed in. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.user);

  if (!user) {
    return (
      <button type="button" className="button button--outline" onClick={() => openModal({ name: 'signin' })}>
        {t('header.sign_in')}
      </button>
    );
  }

  return (
    <div className="user-menu" aria-label={t('header.account')} role="group">
      <span className="user-menu__avatar" aria-hidden="true">
        {user.name.trim().charAt(0).toUpperCase()}
      </span>
      <span className="user-menu__name">{user.name}</span>
      <button type="button" className="button button--ghost" onClick={() => void signOut()}>
        {t('header.sign_out')}
      </button>
    </div>
  );
}
