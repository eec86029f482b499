import type { SignInError } from '@lienzo/core';

/** Who the provider says signed in, reduced to what a user needs. */
export interface OAuthProfile {
  /** The provider's stable id of the account. */
  id: string;
  name: string;
  email: string | null;
  /** The provider vouches that the email belongs to this account (Google's `email_verified`). */
  emailVerified: boolean;
  language: 'en' | 'es' | null;
}

/** An OAuth sign-in that must end on `/?signin_error=<code>`, with nothing stored. */
export class OAuthFailure extends Error {
  override readonly name = 'OAuthFailure';
  constructor(
    readonly code: SignInError,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** 'es' or 'en' from a locale such as `es-419` or `en_US`; null for any other language. */
export function profileLanguage(locale: string | null | undefined): 'en' | 'es' | null {
  const language = locale?.slice(0, 2).toLowerCase();
  return language === 'es' || language === 'en' ? language : null;
}
