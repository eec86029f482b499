import { z } from 'zod';
import { ApiError } from '../http/api-error';

/** How long one call to a stock service may take before the search answers 502. */
export const DEFAULT_STOCK_TIMEOUT_MS = 8_000;

/** One configured stock service: its key, where its API is, how long a call may take. */
export interface StockServiceSettings {
  key: string;
  /** The API's base address without a trailing `/`: the service's own, or another (tests, a caching proxy). */
  apiUrl: string;
  timeoutMs?: number;
}

/** What the search answers when a stock service fails; the cause goes to the log, never to the client. */
export class StockServiceError extends ApiError {
  constructor(
    readonly service: string,
    readonly reason: string,
  ) {
    super(502, 'API_ERROR_IMAGE_SEARCH_UNAVAILABLE');
  }
}

/** An address the service gives for a picture or a page: only `http(s)://`, never with credentials. */
export const webUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return url !== null && ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password;
  }, 'must be an http(s) URL');

/**
 * GET `url` as JSON checked against `schema`. A refused call, a timeout, an answer that is not JSON or not of
 * the documented shape all become a `StockServiceError` naming the service and what went wrong.
 */
export async function fetchStockJson<T extends z.ZodType>(
  service: string,
  url: URL,
  init: { headers?: Record<string, string>; timeoutMs: number },
  schema: T,
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new StockServiceError(service, timedOut ? `no answer in ${init.timeoutMs} ms` : String(error));
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new StockServiceError(service, `HTTP ${response.status}: ${text.slice(0, 200)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new StockServiceError(service, 'the answer is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new StockServiceError(service, `unexpected answer: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
