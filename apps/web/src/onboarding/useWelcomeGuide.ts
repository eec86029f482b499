import { useEffect } from 'react';
import { TIMINGS } from '@lienzo/core';
import { useAppStore } from '../state/appStore';
import { browserStorage } from '../state/browserStorage';
import { useModalStore } from '../state/modalStore';
import { isWelcomeGuideDue, rememberWelcomeGuideClosed } from './welcomeGuideMemory';

/**
 * SPEC §4 onboarding: the welcome guide opens on load for visitors and users with zero designs. The sign-in
 * modal has the first turn (800 ms, §6); the guide takes the first moment after it that no modal is open,
 * and once it is closed (whichever way) it is remembered as closed.
 */
export function useWelcomeGuide(): void {
  useEffect(() => {
    const storage = browserStorage();
    let ready = false;
    const offer = () => {
      const { user } = useAppStore.getState();
      const { modal, open } = useModalStore.getState();
      if (ready && !modal && isWelcomeGuideDue(user, storage)) open({ name: 'welcome-guide' });
    };
    const stopWatchingModals = useModalStore.subscribe((state, previous) => {
      if (previous.modal?.name === 'welcome-guide' && state.modal?.name !== 'welcome-guide')
        rememberWelcomeGuideClosed(useAppStore.getState().user, storage);
      offer();
    });
    const timer = setTimeout(() => {
      ready = true;
      offer();
    }, TIMINGS.signinModalDelayMs);
    return () => {
      clearTimeout(timer);
      stopWatchingModals();
    };
  }, []);
}
