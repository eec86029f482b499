import type { OAuth2Tokens } from 'arctic';
import { OAuthFailure } from './profile';
import { withinSignal } from './provider-request';

/** The access token of an arctic code exchange; any error of the provider or the network is a 'provider' failure. */
export async function exchangedAccessToken(
  exchange: Promise<OAuth2Tokens>,
  signal: AbortSignal,
): Promise<string> {
  let tokens: OAuth2Tokens;
  try {
    tokens = await withinSignal(exchange, signal);
  } catch (error) {
    if (error instanceof OAuthFailure) throw error;
    throw new OAuthFailure('provider', `the code exchange failed: ${String(error)}`, { cause: error });
  }
  try {
    return tokens.accessToken();
  } catch (error) {
    throw new OAuthFailure('profile', 'the token answer has no access token', { cause: error });
  }
}
