import { DEFAULT_LOCALE, type MeAnswer } from '@lienzo/core';
import { configureAnalytics, track } from './analytics/analytics';
import { api } from './api/client';
import { isFirstLogin, rememberAccountCreated } from './auth/accountCreated';
import { takeFirstLogin } from './auth/signInReturn';
import { isWidgetSignInReturn } from './auth/widgetSignIn';
import { waitForHost } from './embed/waitForHost';
import { registerFonts, startLoadingNewObjectFonts } from './fonts/fonts';
import { setLeaveWarningEnvironment } from './drafts/leaveWarning';
import { installRenderFaultHook } from './errors/renderFaults';
import { chooseLocale, initI18n, prefetchBrowserLocale } from './i18n/i18n';
import { readPickedLanguage } from './i18n/pickedLanguage';
import { readAppSource } from './shell/appSource';
import { readInitialLayout } from './shell/initialLayout';
import { useAppStore } from './state/appStore';
import { browserStorage } from './state/browserStorage';
import { openModal } from './state/modalStore';

/**
 * Boot (SPEC §4): fetch the user, choose the language (the user's wins over the browser's), load its
 * locale file. When the server cannot be reached the app still starts, anonymous and in English, and
 * says so (SPEC §8 "App init failure").
 */
export async function boot(): Promise<void> {
  let me: MeAnswer | null = null;
  const picked = readPickedLanguage(browserStorage());
  prefetchBrowserLocale(picked);
  startLoadingNewObjectFonts();
  try {
    me = await api.me();
  } catch (error) {
    console.error('Could not load the user', error);
  }
  const lang = me
    ? chooseLocale(me.user?.language, navigator.languages, me.lang, picked)
    : (picked ?? DEFAULT_LOCALE);
  await initI18n(lang);
  useAppStore.setState({
    user: me?.user ?? null,
    lang,
    initialLayout: readInitialLayout(window.location.search),
    schedulerUrl: me?.scheduler_url ?? null,
    source: readAppSource(window.location.search),
    features_enabled: me?.environment === 'dev',
  });
  // Embedded (SPEC §4): the host's app.init or app.reset comes first; its layout is the one to start on.
  if (useAppStore.getState().source === 'external')
    await waitForHost(me?.embed_origins ?? [], me?.environment === 'dev');
  configureAnalytics(me?.environment);
  setLeaveWarningEnvironment(me?.environment);
  if (me?.environment === 'dev') installRenderFaultHook();
  track('editor_opened', { lang, signed_in: Boolean(me?.user) });
  // The user's uploads are known before any design loads; a later sign-in adds its fonts.
  registerFonts(me?.user?.fonts);
  useAppStore.subscribe((state, previous) => {
    if (state.user !== previous.user) registerFonts(state.user?.fonts);
  });
  if (!me) openModal({ name: 'init-error' });
  // The sign-in popup come back: the editor that opened it reads the first-login marker and shows the modal.
  else if (isWidgetSignInReturn(window.location.search)) return;
  else if (isFirstLogin(takeFirstLogin() ? { ...me, first_login: true } : me, document.cookie)) {
    // Back from a provider's page, signed in for the first time: the account-created modal (SPEC §4).
    rememberAccountCreated();
    openModal({ name: 'account-created' });
  }
}
