import type { ClientErrorReport } from '@lienzo/core';
import { ApiError } from '../api/ApiError';
import { clientErrorReport } from './clientErrorReport';

/** A page stuck in a failing loop stops reporting after this many (the server limits it too). */
export const MAX_UNCAUGHT_REPORTS = 10;

/**
 * Sends the page's uncaught errors and rejections to the server's error log. API failures are left out: the
 * server logged them when it answered.
 */
export function installErrorReports(
  send: (report: ClientErrorReport) => Promise<unknown>,
  target: Pick<Window, 'addEventListener'> = window,
): void {
  let sent = 0;
  const report = (error: unknown) => {
    if (error instanceof ApiError || sent >= MAX_UNCAUGHT_REPORTS) return;
    sent += 1;
    send(clientErrorReport('uncaught_error', error)).catch(() => undefined);
  };
  target.addEventListener('error', (event) =>
    report((event as ErrorEvent).error ?? (event as ErrorEvent).message),
  );
  target.addEventListener('unhandledrejection', (event) => report((event as PromiseRejectionEvent).reason));
}
