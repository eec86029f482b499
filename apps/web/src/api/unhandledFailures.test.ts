import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeModal, useModalStore } from '../state/modalStore';
import { ApiError } from './ApiError';
import { alertUnhandledRequestFailure } from './unhandledFailures';

function rejection(reason: unknown) {
  let prevented = false;
  return {
    event: { reason, preventDefault: () => void (prevented = true) },
    prevented: () => prevented,
  };
}

describe('requests that fail without a handler of their own (SPEC §8)', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      showSupportNotice: false,
      resources: { en: { translation: { alerts: { request_failed: 'Something went wrong!' } } } },
    });
  });
  beforeEach(() => closeModal());

  it('show the "Something went wrong!" alert and keep the rejection out of the console', () => {
    const { event, prevented } = rejection(new ApiError('API_ERROR_UNKNOWN', undefined, 500));
    expect(alertUnhandledRequestFailure(event)).toBe(true);
    expect(prevented()).toBe(true);
    expect(useModalStore.getState().modal).toEqual({ name: 'alert', title: 'Something went wrong!' });
  });

  it('leave other unhandled errors alone: they are bugs, not request failures', () => {
    const { event, prevented } = rejection(new TypeError('x is undefined'));
    expect(alertUnhandledRequestFailure(event)).toBe(false);
    expect(prevented()).toBe(false);
    expect(useModalStore.getState().modal).toBeNull();
  });
});
