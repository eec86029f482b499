import { useEffect } from 'react';
import { TIMINGS } from '@lienzo/core';
import { takeSignInError } from '../auth/signInReturn';
import { useAppStore } from '../state/appStore';
import { useModalStore } from '../state/modalStore';

/**
 * SPEC §4/§9: visitors are offered the sign-in modal about 800 ms after the editor starts; at once, with the
 * reason, when the browser came back from a provider sign-in that failed.
 */
export function useSignInPrompt(): void {
  useEffect(() => {
    const failed = takeSignInError();
    if (failed) {
      useModalStore.getState().open({ name: 'signin', error: failed });
      return;
    }
    const timer = setTimeout(() => {
      const { user } = useAppStore.getState();
      const { modal, open } = useModalStore.getState();
      if (!user && !modal) open({ name: 'signin' });
    }, TIMINGS.signinModalDelayMs);
    return () => clearTimeout(timer);
  }, []);
}
