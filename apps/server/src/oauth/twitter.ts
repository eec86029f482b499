import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import { exchangedAccessToken } from './arctic-exchange';
import type { OAuthProfile } from './profile';
import type { OAuthProviderClient } from './provider-client';
import { fetchProviderJson } from './provider-request';
import type { TwitterSettings } from './settings';

/** GET /2/users/me: `{data: {id, name, username}}`; Twitter gives no email. */
const meSchema = z.object({
  data: z.object({
    id: z.string().regex(/^[0-9]{1,30}$/),
    name: z.string().max(200),
    username: z.string().max(50),
  }),
});

/** Twitter (X) OAuth 2.0 for a confidential client: PKCE S256, scopes users.read tweet.read offline.access. */
export function twitterClient(settings: TwitterSettings, redirectUri: string): OAuthProviderClient {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);
  return {
    async authorizationUrl(state, codeVerifier) {
      const scopes = ['users.read', 'tweet.read', 'offline.access'];
      return client.createAuthorizationURLWithPKCE(
        settings.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      );
    },
    async profile(code, codeVerifier, signal): Promise<OAuthProfile> {
      const exchange = client.validateAuthorizationCode(
        `${settings.apiUrl}/2/oauth2/token`,
        code,
        codeVerifier,
      );
      const accessToken = await exchangedAccessToken(exchange, signal);
      const { data } = await fetchProviderJson(
        `${settings.apiUrl}/2/users/me`,
        { headers: { authorization: `Bearer ${accessToken}` } },
        meSchema,
        signal,
      );
      return {
        id: data.id,
        name: data.name || data.username,
        email: null,
        emailVerified: false,
        language: null,
      };
    },
  };
}
