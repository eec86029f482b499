import { isSafeNextPath, oauthLoginPath, type OAuthProvider } from '@lienzo/core';
import { siteUrl } from '../site/siteUrl';

/** The address that starts a sign-in with `provider` and comes back to `next` (a path on this site). */
export function loginUrl(provider: OAuthProvider, next = '/'): string {
  const back = isSafeNextPath(next) ? next : '/';
  return `${siteUrl(oauthLoginPath(provider))}?next=${encodeURIComponent(back)}`;
}
