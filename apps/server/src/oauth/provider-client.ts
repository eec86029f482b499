import type { OAuthProfile } from './profile';

/** One provider's side of the authorization-code flow. */
export interface OAuthProviderClient {
  /** Where the browser goes to sign in; `codeVerifier` is used when the provider supports PKCE. */
  authorizationUrl(state: string, codeVerifier: string, signal: AbortSignal): Promise<URL>;
  /** Exchanges the code (with the verifier when PKCE is used) and reads the account's profile. */
  profile(code: string, codeVerifier: string, signal: AbortSignal): Promise<OAuthProfile>;
}
