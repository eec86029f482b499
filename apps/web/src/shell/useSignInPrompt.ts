import { useEffect } from 'react';
import { TIMINGS } from '@lienzo/core';
import { useAppStore } from '../state/appStore';
import { useModalStore } from '../state/modalStore';

/** SPEC §4/§9: visitors are offered the sign-in modal about 800 ms after the editor starts. */
export function useSignInPrompt(): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const { user } = useAppStore.getState();
      const { modal, open } = useModalStore.getState();
      if (!user && !modal) open({ name: 'signin' });
    }, TIMINGS.signinModalDelayMs);
    return () => clearTimeout(timer);
  }, []);
}
