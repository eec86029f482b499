import i18next from 'i18next';
import type { MeAnswer } from '@lienzo/core';
import { api } from '../api/client';
import { changeLocale } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { requestSave } from '../save/saveFlow';
import { useAppStore } from '../state/appStore';
import { closeModal, openModal } from '../state/modalStore';
import { isFirstLogin, rememberAccountCreated } from './accountCreated';

/**
 * After a sign-in or sign-up answered: the user is kept, the language settled (the stored one wins, SPEC §1;
 * a new account keeps the one its visitor was using), the account-created modal shown on first login (§4),
 * and what the sign-in interrupted (a save) resumed.
 */
export async function completeSignIn(
  me: MeAnswer,
  { then, created }: { then?: 'save'; created: boolean },
): Promise<void> {
  const app = useAppStore.getState();
  let user = me.user;
  app.setUser(user);
  if (!user) {
    closeModal();
    return;
  }
  if (user.language !== app.lang) {
    // The account exists whatever happens here: failing to store the language only leaves it at its default.
    const stored = created ? await api.setLanguage(app.lang).catch(() => null) : null;
    if (stored?.user) {
      user = stored.user;
      app.setUser(user);
    } else {
      await changeLocale(user.language);
      app.setLang(user.language);
    }
  }
  notify(i18next.t('signin.welcome', { name: user.name }));
  if (isFirstLogin(me, document.cookie)) {
    rememberAccountCreated();
    openModal({ name: 'account-created', then });
    return;
  }
  closeModal();
  if (then === 'save') requestSave();
}
