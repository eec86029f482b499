import type { MeAnswer } from '@lienzo/core';
import { changeLocale } from '../i18n/i18n';
import { useAppStore } from '../state/appStore';

/** After any sign-in: the app knows the user, and speaks their language. */
export async function applySignedIn(me: MeAnswer): Promise<void> {
  const app = useAppStore.getState();
  app.setUser(me.user);
  if (me.user && me.user.language !== app.lang) {
    await changeLocale(me.user.language);
    app.setLang(me.user.language);
  }
}
