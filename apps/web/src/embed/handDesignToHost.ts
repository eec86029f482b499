import { appErrorMessage, appResultMessage, type SavedDesign } from '@lienzo/core';
import { api } from '../api/client';
import { requestSave } from '../save/saveFlow';
import { isSaving, useAppStore, type AppState } from '../state/appStore';
import { useModalStore } from '../state/modalStore';
import { postToHost } from './hostChannel';

/** A stored file's address as the host can use it: absolute, on the editor's origin. */
const absolute = (path: string) => new URL(path, window.location.href).href;

/** Tells the host about the saved design, as the server has it now (with its video when it has one). */
async function sendSavedDesign(hash: string): Promise<void> {
  try {
    const record: SavedDesign = await api.designByHash(hash);
    const video = record.video ? { video_url: absolute(record.video.video_url) } : null;
    postToHost(appResultMessage({ ...record, image: absolute(record.image), video }));
  } catch (error) {
    console.error('Reading the saved design for the host failed', error);
    postToHost(appErrorMessage());
  }
}

let stopWaiting: (() => void) | null = null;

/**
 * Waits for the save "Use it" started: its success sends the design, its failure `app.error`; closing the
 * sign-in or save modal without saving gives up, so a later plain Save does not answer the host.
 */
function waitForSave(): void {
  stopWaiting?.();
  const stopApp = useAppStore.subscribe((state: AppState, previous: AppState) => {
    if (state.saving_step === 'done' && previous.saving_step !== 'done' && state.design) {
      stop();
      void sendSavedDesign(state.design.hash);
    } else if (state.saving_error && !previous.saving_error) {
      stop();
      postToHost(appErrorMessage());
    }
  });
  const stopModal = useModalStore.subscribe(({ modal }) => {
    if (modal !== null) return;
    // One modal may close to let the next open (sign-in, then the save modal): look again once that is done.
    queueMicrotask(() => {
      if (useModalStore.getState().modal === null && !isSaving(useAppStore.getState())) stop();
    });
  });
  const stop = () => {
    stopApp();
    stopModal();
    stopWaiting = null;
  };
  stopWaiting = stop;
}

/**
 * The header's "Use it" (SPEC §2, widget mode): a design saved and untouched goes to the host at once;
 * otherwise it is saved first (the usual Save: sign-in, save modal) and goes to the host when that succeeds.
 */
export function handDesignToHost(): void {
  const app = useAppStore.getState();
  if (isSaving(app)) return;
  if (app.saved && !app.touched && app.design) {
    void sendSavedDesign(app.design.hash);
    return;
  }
  waitForSave();
  requestSave();
  // Refused at once (a sticker rule's alert aside, nothing opened): nothing to wait for.
  if (useModalStore.getState().modal === null && !isSaving(useAppStore.getState())) stopWaiting?.();
}
