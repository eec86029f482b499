import { oauthCallbackPath, OAUTH_PROVIDERS, type OAuthProvider } from '@lienzo/core';
import { facebookClient } from './facebook';
import { googleClient } from './google';
import type { OAuthProviderClient } from './provider-client';
import type { OAuthSettings } from './settings';
import { twitterClient } from './twitter';

/** The exact redirect URI registered with each provider: `${PUBLIC_URL}${BASE_PATH}/{provider}/callback`. */
export function redirectUri(publicUrl: string, basePath: string, provider: OAuthProvider): string {
  return `${publicUrl}${basePath}${oauthCallbackPath(provider)}`;
}

/** A client for each configured provider, in the order of OAUTH_PROVIDERS. */
export function oauthClients(
  settings: OAuthSettings,
  basePath: string,
): Map<OAuthProvider, OAuthProviderClient> {
  const clients = new Map<OAuthProvider, OAuthProviderClient>();
  const { publicUrl } = settings;
  if (!publicUrl) return clients;
  for (const provider of OAUTH_PROVIDERS) {
    const uri = redirectUri(publicUrl, basePath, provider);
    if (provider === 'google' && settings.google) clients.set(provider, googleClient(settings.google, uri));
    if (provider === 'facebook' && settings.facebook)
      clients.set(provider, facebookClient(settings.facebook, uri));
    if (provider === 'twitter' && settings.twitter)
      clients.set(provider, twitterClient(settings.twitter, uri));
  }
  return clients;
}
