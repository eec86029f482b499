import { API_ERRORS, type ApiErrorBody, type ApiErrorCode, type StickerRule } from '@lienzo/core';

/** An error the client may see: a status, a code of `API_ERRORS` and a message safe to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    /** Said after the code's standard message, e.g. which field is wrong. */
    readonly detail?: string,
    /** The SPEC §5 sticker rule broken, for API_ERROR_INSTAGRAM_STICKER. */
    readonly rule?: StickerRule,
  ) {
    super(detail ? `${API_ERRORS[code]} ${detail}` : API_ERRORS[code]);
  }

  toBody(): ApiErrorBody {
    const { code, message, rule } = this;
    return { error: rule ? { code, message, rule } : { code, message } };
  }
}

export const notFound = () => new ApiError(404, 'API_ERROR_NOT_FOUND');
export const unauthorized = () => new ApiError(401, 'API_ERROR_UNAUTHORIZED');

/** A save refused by a SPEC §5 sticker rule: 400, with the rule's code ('hashtag_exists'…) in `error.rule`. */
export const stickerRuleBroken = (rule: StickerRule) =>
  new ApiError(400, 'API_ERROR_INSTAGRAM_STICKER', rule, rule);
