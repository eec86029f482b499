import i18next from 'i18next';
import { api } from '../api/client';
import { notify } from '../notify/notify';
import { useAppStore } from '../state/appStore';

/** Signs out. A failure has no handler of its own: it ends in the default "Something went wrong!" alert (SPEC §8). */
export async function signOut(): Promise<void> {
  await api.signOut();
  useAppStore.getState().setUser(null);
  notify(i18next.t('signout.done'));
}
