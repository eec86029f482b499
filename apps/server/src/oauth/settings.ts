import type { OAuthProvider } from '@lienzo/core';

/** One provider's client and the addresses it is reached at (overridable for tests and other deployments). */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_ISSUER: an OpenID provider whose discovery document gives the endpoints. */
  issuer: string | null;
  /** The endpoints themselves: Google's by default, or GOOGLE_AUTHORIZATION_URL/TOKEN_URL/USERINFO_URL. */
  endpoints: { authorization: string; token: string; userinfo: string } | null;
}

export interface FacebookSettings {
  clientId: string;
  clientSecret: string;
  /** The login dialog. */
  dialogUrl: string;
  /** The Graph API, versioned: `${apiUrl}/oauth/access_token`, `${apiUrl}/me`. */
  apiUrl: string;
}

export interface TwitterSettings {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  /** `${apiUrl}/2/oauth2/token`, `${apiUrl}/2/users/me`. */
  apiUrl: string;
}

export interface OAuthSettings {
  /** PUBLIC_URL: the origin browsers reach the server at; redirect URIs are built on it. */
  publicUrl: string | null;
  google: GoogleSettings | null;
  facebook: FacebookSettings | null;
  twitter: TwitterSettings | null;
}

export const GOOGLE_ENDPOINTS = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};
const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
const FACEBOOK_API_URL = 'https://graph.facebook.com/v19.0';
const TWITTER_AUTHORIZATION_URL = 'https://twitter.com/i/oauth2/authorize';
const TWITTER_API_URL = 'https://api.twitter.com';

/** The URL is not repeated in the message: a mistyped one may carry a password. */
export function httpUrl(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.hash)
    throw new Error(`${name} must be an http(s) URL without credentials`);
  return value.replace(/\/+$/, '');
}

function publicUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, ''))
    throw new Error(
      `PUBLIC_URL must be the origin browsers reach the server at, such as https://editor.example.com (no path, query or credentials), not ${value}`,
    );
  return url.origin;
}

function client(
  env: NodeJS.ProcessEnv,
  provider: OAuthProvider,
): { clientId: string; clientSecret: string } | null {
  const prefix = provider.toUpperCase();
  const clientId = env[`${prefix}_CLIENT_ID`] || '';
  const clientSecret = env[`${prefix}_CLIENT_SECRET`] || '';
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    throw new Error(
      `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together: set both to offer ${provider} sign-in, or neither`,
    );
  return { clientId, clientSecret };
}

function googleEndpoints(env: NodeJS.ProcessEnv): GoogleSettings['endpoints'] {
  const names = ['GOOGLE_AUTHORIZATION_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_USERINFO_URL'] as const;
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return env.GOOGLE_ISSUER ? null : GOOGLE_ENDPOINTS;
  if (given.length !== names.length || env.GOOGLE_ISSUER)
    throw new Error(`Set GOOGLE_ISSUER, or all of ${names.join(', ')}, not a mix`);
  return {
    authorization: httpUrl(names[0], env[names[0]]!),
    token: httpUrl(names[1], env[names[1]]!),
    userinfo: httpUrl(names[2], env[names[2]]!),
  };
}

/** GOOGLE_*, FACEBOOK_*, TWITTER_* and PUBLIC_URL; a provider is on with both its id and secret. */
export function readOAuthSettings(env: NodeJS.ProcessEnv): OAuthSettings {
  const google = client(env, 'google');
  const facebook = client(env, 'facebook');
  const twitter = client(env, 'twitter');
  const settings: OAuthSettings = {
    publicUrl: publicUrl(env.PUBLIC_URL),
    google: google && {
      ...google,
      issuer: env.GOOGLE_ISSUER ? httpUrl('GOOGLE_ISSUER', env.GOOGLE_ISSUER) : null,
      endpoints: googleEndpoints(env),
    },
    facebook: facebook && {
      ...facebook,
      dialogUrl: env.FACEBOOK_API_URL
        ? `${httpUrl('FACEBOOK_API_URL', env.FACEBOOK_API_URL)}/dialog/oauth`
        : FACEBOOK_DIALOG_URL,
      apiUrl: env.FACEBOOK_API_URL ? httpUrl('FACEBOOK_API_URL', env.FACEBOOK_API_URL) : FACEBOOK_API_URL,
    },
    twitter: twitter && {
      ...twitter,
      authorizationUrl: env.TWITTER_API_URL
        ? `${httpUrl('TWITTER_API_URL', env.TWITTER_API_URL)}/i/oauth2/authorize`
        : TWITTER_AUTHORIZATION_URL,
      apiUrl: env.TWITTER_API_URL ? httpUrl('TWITTER_API_URL', env.TWITTER_API_URL) : TWITTER_API_URL,
    },
  };
  if ((settings.google || settings.facebook || settings.twitter) && !settings.publicUrl)
    throw new Error(
      'OAuth sign-in needs PUBLIC_URL (such as https://editor.example.com) to build its redirect URIs',
    );
  return settings;
}
