import type { TFunction } from 'i18next';
import { ApiError } from './ApiError';

/** A failed call said in the interface language: the code's sentence, plus the server's detail if any. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('api_errors.API_ERROR_UNKNOWN');
  const sentence = t(`api_errors.${error.code}`, { defaultValue: error.message });
  return error.detail ? `${sentence} ${error.detail}` : sentence;
}
