import i18next from 'i18next';
import { openModal } from '../state/modalStore';
import { ApiError } from './ApiError';

/**
 * SPEC §8 "Default request failure without handler": a call nobody caught ends as an unhandled rejection;
 * for our API's failures that becomes the "Something went wrong!" alert instead of a silent console line.
 */
export function alertUnhandledRequestFailure(
  event: Pick<PromiseRejectionEvent, 'reason' | 'preventDefault'>,
): boolean {
  if (!(event.reason instanceof ApiError)) return false;
  event.preventDefault();
  openModal({ name: 'alert', title: i18next.t('alerts.request_failed') });
  return true;
}

export function installUnhandledRequestAlert(target: Window = window): void {
  target.addEventListener('unhandledrejection', alertUnhandledRequestFailure);
}
