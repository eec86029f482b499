import type { Locale } from '@lienzo/core';
import { api } from '../api/client';
import { useAppStore } from '../state/appStore';
import { browserStorage } from '../state/browserStorage';
import { changeLocale } from './i18n';
import { rememberPickedLanguage } from './pickedLanguage';

/**
 * The language picked in the interface (SPEC §1): shown at once, remembered in this browser so that a
 * visitor's choice wins over the browser's language after a reload and, for a signed-in user, stored so that
 * it wins everywhere next time. A failure to store ends in the default alert (SPEC §8).
 */
export async function switchLanguage(next: Locale): Promise<void> {
  await changeLocale(next);
  rememberPickedLanguage(browserStorage(), next);
  const app = useAppStore.getState();
  app.setLang(next);
  if (app.user && app.user.language !== next) {
    const me = await api.setLanguage(next);
    useAppStore.getState().setUser(me.user);
  }
}
