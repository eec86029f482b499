import { useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';

/**
 * The entry point of sharing to the scheduler (SPEC §2): a visitor must sign in first, so they get the
 * share-to-scheduler sign-in prompt and the answer is true; a signed-in user may go on (false).
 */
export function needsSchedulerSignIn(): boolean {
  if (useAppStore.getState().user) return false;
  openModal({ name: 'share-scheduler-signin' });
  return true;
}
