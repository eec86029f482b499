import { SIGNIN_ERROR_PARAM, type MeAnswer, type OAuthProvider, type SignInError } from '@lienzo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../state/appStore';
import { loginUrl } from './loginUrl';
import { signInWithPopup } from './widgetSignIn';
import { ReasonButton } from '../components/reason/ReasonButton';

const LABEL_KEYS = {
  google: 'signin.continue_google',
  facebook: 'signin.continue_facebook',
  twitter: 'signin.continue_twitter',
} as const satisfies Record<OAuthProvider, string>;

/** Where the sign-in comes back to: this page of the app, without the reason of an earlier failed sign-in. */
function currentAppPath(): string {
  const search = new URLSearchParams(window.location.search);
  search.delete(SIGNIN_ERROR_PARAM);
  const query = search.toString();
  return `/${query ? `?${query}` : ''}${window.location.hash}`;
}

export interface ProviderButtonsProps {
  /** Which providers to offer, in this order (the sign-in modal: Google and Facebook; the scheduler prompt: Twitter). */
  providers: readonly OAuthProvider[];
  /** External mode only (the page stays): the popup sign-in succeeded; the app is to take the user in. */
  onSignedIn: (me: MeAnswer) => void;
  /** External mode only: the popup sign-in came back with this error. */
  onFailed?: (error: SignInError) => void;
}

/**
 * "Continue with …" buttons (SPEC §1). In the web app the browser goes to the provider and comes back here;
 * in external (widget) mode the sign-in runs in a popup and the editor stays (SPEC §4).
 */
export function ProviderButtons({ providers, onSignedIn, onFailed }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const external = useAppStore((state) => state.source === 'external');
  const [busy, setBusy] = useState(false);

  const start = async (provider: OAuthProvider) => {
    if (!external) {
      window.location.assign(loginUrl(provider, currentAppPath()));
      return;
    }
    setBusy(true);
    try {
      const result = await signInWithPopup(provider);
      if (result && 'me' in result && result.me.user) {
        onSignedIn(result.me);
      } else if (result && 'failed' in result) onFailed?.(result.failed);
      else if (result) onFailed?.('unknown');
    } catch {
      onFailed?.('unknown');
    } finally {
      setBusy(false);
    }
  };

  if (providers.length === 0) return null;
  return (
    <div className="provider-buttons" role="group" aria-label={t('signin.providers')}>
      {providers.map((provider) => (
        <ReasonButton
          key={provider}
          type="button"
          className={`button button--outline button--wide provider-buttons__${provider}`}
          reason={busy ? t('reasons.wait') : null}
          onClick={() => void start(provider)}
        >
          {t(LABEL_KEYS[provider])}
        </ReasonButton>
      ))}
    </div>
  );
}
