import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import { exchangedAccessToken } from './arctic-exchange';
import { profileLanguage, type OAuthProfile } from './profile';
import type { OAuthProviderClient } from './provider-client';
import { fetchProviderJson } from './provider-request';
import type { GoogleSettings } from './settings';

const discoverySchema = z.object({
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
});

/** OpenID Connect's standard claims, as Google's userinfo endpoint answers them. */
const userinfoSchema = z.object({
  sub: z.string().min(1).max(255),
  name: z.string().max(200).optional(),
  email: z.string().email().max(254).optional(),
  email_verified: z.boolean().optional(),
  locale: z.string().max(35).optional(),
});

type Endpoints = NonNullable<GoogleSettings['endpoints']>;

/** Google (or any OpenID provider given by GOOGLE_ISSUER): PKCE S256, scopes openid email profile. */
export function googleClient(settings: GoogleSettings, redirectUri: string): OAuthProviderClient {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);
  let discovered: Promise<Endpoints> | null = null;

  function endpoints(signal: AbortSignal): Promise<Endpoints> {
    if (settings.endpoints) return Promise.resolve(settings.endpoints);
    discovered ??= fetchProviderJson(
      `${settings.issuer}/.well-known/openid-configuration`,
      {},
      discoverySchema,
      signal,
    ).then(
      (document) => ({
        authorization: document.authorization_endpoint,
        token: document.token_endpoint,
        userinfo: document.userinfo_endpoint,
      }),
      (error: unknown) => {
        discovered = null; // A provider that was down may answer next time.
        throw error;
      },
    );
    return discovered;
  }

  return {
    async authorizationUrl(state, codeVerifier, signal) {
      const { authorization } = await endpoints(signal);
      const scopes = ['openid', 'email', 'profile'];
      return client.createAuthorizationURLWithPKCE(
        authorization,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      );
    },
    async profile(code, codeVerifier, signal): Promise<OAuthProfile> {
      const { token, userinfo } = await endpoints(signal);
      const accessToken = await exchangedAccessToken(
        client.validateAuthorizationCode(token, code, codeVerifier),
        signal,
      );
      const claims = await fetchProviderJson(
        userinfo,
        { headers: { authorization: `Bearer ${accessToken}` } },
        userinfoSchema,
        signal,
      );
      return {
        id: claims.sub,
        name: claims.name || claims.email?.split('@')[0] || 'Google user',
        email: claims.email ?? null,
        emailVerified: claims.email_verified === true,
        language: profileLanguage(claims.locale),
      };
    },
  };
}
