import { APP_VERSION, type ClientErrorKind, type ClientErrorReport } from '@lienzo/core';
import { ApiError } from '../api/ApiError';

const clip = (text: string, length: number) => (text.length > length ? text.slice(0, length) : text);

/** A failure as the server's error log takes it (POST /api/errors): clipped to its limits, never the design. */
export function clientErrorReport(
  kind: ClientErrorKind,
  error: unknown,
  details: Pick<ClientErrorReport, 'step' | 'post_type' | 'layout' | 'boundary' | 'component_stack'> = {},
  route = globalThis.location?.hash ?? '',
): ClientErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const { component_stack: componentStack, ...rest } = details;
  const report: ClientErrorReport = {
    kind,
    message: clip(message, 1000),
    route: clip(route, 300),
    app_version: APP_VERSION,
    ...rest,
  };
  if (componentStack) report.component_stack = clip(componentStack, 4000);
  if (error instanceof ApiError) report.code = error.code;
  if (error instanceof Error && error.stack) report.stack = clip(error.stack, 4000);
  return report;
}
