import { OAuth2Client } from 'arctic';
import { z } from 'zod';
import { OAuthFailure, type OAuthProfile } from './profile';
import type { OAuthProviderClient } from './provider-client';
import { fetchProviderJson } from './provider-request';
import type { FacebookSettings } from './settings';

/** The access-token answer of Facebook's manual login flow. */
const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });

/** GET /me?fields=id,name,email; email is absent when the person has none or declined it. */
const meSchema = z.object({
  id: z.string().regex(/^[0-9]{1,30}$/),
  name: z.string().max(200),
  email: z.string().email().max(254).optional(),
});

/**
 * Facebook's manually built login flow: `state`, no PKCE (Facebook offers PKCE only in its OIDC flow, still in
 * testing). The code is exchanged as Facebook documents it (client id and secret as parameters), which arctic's
 * generic client does not send, and arctic's Facebook class cannot be pointed at another host.
 */
export function facebookClient(settings: FacebookSettings, redirectUri: string): OAuthProviderClient {
  const client = new OAuth2Client(settings.clientId, null, redirectUri);
  return {
    async authorizationUrl(state) {
      return client.createAuthorizationURL(settings.dialogUrl, state, ['email', 'public_profile']);
    },
    async profile(code, _codeVerifier, signal): Promise<OAuthProfile> {
      const token = new URL(`${settings.apiUrl}/oauth/access_token`);
      token.search = new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uri: redirectUri,
        code,
      }).toString();
      const { access_token: accessToken } = await fetchProviderJson(
        token.href,
        {},
        tokenSchema,
        signal,
      ).catch((error: unknown) => {
        // Facebook answers a bad code with a 400 and its error object: the exchange failed, not the profile.
        throw error instanceof OAuthFailure ? new OAuthFailure('provider', error.message) : error;
      });
      const me = new URL(`${settings.apiUrl}/me`);
      me.search = new URLSearchParams({ fields: 'id,name,email', access_token: accessToken }).toString();
      const profile = await fetchProviderJson(me.href, {}, meSchema, signal);
      // Facebook only returns an email the person has confirmed.
      return {
        id: profile.id,
        name: profile.name,
        email: profile.email ?? null,
        emailVerified: false,
        language: null,
      };
    },
  };
}
