import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@lienzo/core';

/** An error the client may see: a status, a code of `API_ERRORS` and a message safe to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    /** Said after the code's standard message, e.g. which field is wrong. */
    readonly detail?: string,
  ) {
    super(detail ? `${API_ERRORS[code]} ${detail}` : API_ERRORS[code]);
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

export const notFound = () => new ApiError(404, 'API_ERROR_NOT_FOUND');
export const unauthorized = () => new ApiError(401, 'API_ERROR_UNAUTHORIZED');
