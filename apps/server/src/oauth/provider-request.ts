import type { z } from 'zod';
import { OAuthFailure } from './profile';

/** Settles like `work`, or fails when `signal` aborts first (arctic's requests take no signal of their own). */
export function withinSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new OAuthFailure('provider', 'the provider did not answer in time'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A provider's JSON answer, checked against its documented shape: anything else is a 'profile' failure. */
export async function fetchProviderJson<T>(
  url: string,
  init: RequestInit,
  schema: z.ZodType<T>,
  signal: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    throw new OAuthFailure('provider', `the provider could not be reached: ${String(error)}`, {
      cause: error,
    });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new OAuthFailure('provider', `the provider answered ${response.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new OAuthFailure('profile', `unexpected answer: ${parsed.error.message}`);
  return parsed.data;
}
