import { track } from '../../analytics/analytics';
import { TEXT_LIMITS, clipText, type SignInError } from '@lienzo/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { api } from '../../api/client';
import { completeSignIn } from '../../auth/completeSignIn';
import { ProviderButtons } from '../../auth/ProviderButtons';
import { useAuthProviders } from '../../auth/useAuthProviders';
import { ModalFrame } from '../ModalFrame';
import { BackToScheduler } from './BackToScheduler';
import { ReasonButton } from '../../components/reason/ReasonButton';

type Mode = 'signin' | 'signup';

const FAILURE_KEYS = {
  denied: 'signin_error.denied',
  state: 'signin_error.state',
  provider: 'signin_error.provider',
  profile: 'signin_error.profile',
  request: 'signin_error.request',
  busy: 'signin_error.busy',
  unknown: 'signin_error.unknown',
} as const satisfies Record<SignInError, string>;

/**
 * Sign in or create an account (SPEC §2 signin modal), or continue with Google or Facebook when the server
 * offers them (Twitter only on the share-to-scheduler prompt, SPEC §1). Only the other mode is offered as a
 * switch, so each button name is on screen once. `failed`: why the provider sign-in that came back failed.
 */
export function SignInModal({ then, failed }: { then?: 'save'; failed?: SignInError }) {
  const { t } = useTranslation();
  const providers = useAuthProviders().filter((provider) => provider !== 'twitter');
  const [mode, setMode] = useState<Mode>('signin');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(failed ? t(FAILURE_KEYS[failed]) : null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const me =
        mode === 'signin'
          ? await api.signIn({ email, password })
          : await api.signUp({ name: clipText(name.trim(), TEXT_LIMITS.userName), email, password });
      track(mode === 'signin' ? 'signed_in' : 'signed_up');
      await completeSignIn(me, { then, created: mode === 'signup' });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
      setBusy(false);
    }
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(null);
  };

  return (
    <ModalFrame
      title={t('signin.title')}
      description={mode === 'signin' ? t('signin.intro_signin') : t('signin.intro_signup')}
      className="signin-modal"
    >
      {providers.length > 0 && (
        <>
          <ProviderButtons
            providers={providers}
            onSignedIn={(me) => void completeSignIn(me, { then, created: false })}
            onFailed={(code) => setError(t(FAILURE_KEYS[code]))}
          />
          <p className="provider-buttons__or">{t('signin.or_email')}</p>
        </>
      )}
      <form className="form" onSubmit={(event) => void submit(event)}>
        {mode === 'signup' && (
          <div className="field">
            <label htmlFor="signin-name">{t('signin.name')}</label>
            <input
              id="signin-name"
              name="name"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor="signin-email">{t('signin.email')}</label>
          <input
            id="signin-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="signin-password">{t('signin.password')}</label>
          <input
            id="signin-password"
            name="password"
            type="password"
            autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'signup' ? 8 : undefined}
            maxLength={200}
            aria-describedby={mode === 'signup' ? 'signin-password-hint' : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {mode === 'signup' && (
            <p id="signin-password-hint" className="field__hint">
              {t('signin.password_hint')}
            </p>
          )}
        </div>
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <ReasonButton
          type="submit"
          className="button button--primary button--wide"
          reason={busy ? t('reasons.wait') : null}
        >
          {busy
            ? t('signin.working')
            : mode === 'signin'
              ? t('signin.submit_signin')
              : t('signin.submit_signup')}
        </ReasonButton>
      </form>
      <p className="modal__switch">
        {mode === 'signin' ? t('signin.ask_signup') : t('signin.ask_signin')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => switchTo(mode === 'signin' ? 'signup' : 'signin')}
        >
          {mode === 'signin' ? t('signin.to_signup') : t('signin.to_signin')}
        </button>
      </p>
      <BackToScheduler />
    </ModalFrame>
  );
}
