import { API_ERRORS, type ApiErrorCode } from '@lienzo/core';

/** A failed API call: the server's `{error: {code, message}}`, or API_ERROR_UNKNOWN for network trouble. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code],
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status = 0,
  ) {
    super(message);
  }

  /** What the server added after the code's standard sentence, e.g. which field is wrong. */
  get detail(): string {
    const standard = API_ERRORS[this.code];
    return this.message.startsWith(standard) ? this.message.slice(standard.length).trim() : '';
  }
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}
